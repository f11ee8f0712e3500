import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(585) 555-0172";
const TEL = "tel:+15855550172";
const CLIENT_PHONE = "(585) 555-0173";
const CLIENT_TEL = "tel:+15855550173";
const EMAIL = "help@keystonerecovery.example";
const CLIENT_EMAIL = "clients@keystonerecovery.example";

const site: SiteSeed = {
  slug: "keystone-recovery",
  name: "Keystone Recovery Services",
  kind: "debt-collection",
  theme: {
    palette: {
      primary: "#4b3f72",
      onPrimary: "#ffffff",
      accent: "#2f9c95",
      background: "#fbfaf7",
      surface: "#efedf4",
      text: "#1d1b24",
      muted: "#514d5c",
      border: "#d3cfdd",
    },
    fonts: { heading: "source-serif", body: "inter" },
    header: "classic",
    footer: "columns",
    sectionStyle: "editorial",
    logo: { mark: "key-round", shape: "rounded" },
    radius: "small",
    pattern: "none",
  },
  settings: {
    tagline: "Respectful, compliant accounts receivable recovery since 1989",
    description:
      "Keystone Recovery Services is a Rochester, NY collection agency for healthcare providers, utilities, property managers and credit unions, known for treating consumers with respect.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "70 Linden Oaks, Suite 220", locality: "Rochester", region: "NY", postalCode: "14625" },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu"], opens: "08:00", closes: "20:00" },
      { days: ["fri"], opens: "08:00", closes: "17:00" },
      { days: ["sat"], opens: "09:00", closes: "13:00" },
    ],
    hoursNote: "Consumer account representatives are available during all listed hours (Eastern time). Client services: weekdays 8 a.m. to 5 p.m.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Consumer Notice", href: "notice" },
      { label: "For Creditors", href: "debt-collections" },
      { label: "About", href: "about" },
      { label: "News", href: "news" },
      { label: "Licensing", href: "licensing" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Call (585) 555-0172", href: TEL },
    footerLinks: [
      { label: "Your rights and how to dispute", href: "notice" },
      { label: "State licenses", href: "licensing" },
      { label: "Privacy policy", href: "privacy-policy" },
      { label: "Terms of use", href: "terms" },
      { label: "Company news", href: "news" },
    ],
  },
  forms: [
    {
      key: "dispute",
      name: "Dispute or validation request",
      recipients: [EMAIL],
      submitLabel: "Send my dispute",
      successMessage:
        "We have your request and have noted it on your account. We stop collecting any disputed amount until we mail you verification or the original creditor's details. Keep the reference number below as your record of the date you wrote to us.",
      fields: [
        { name: "name", label: "Your full name, as it appears on our letter", type: "text", required: true },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "reference",
          label: "Keystone reference number",
          type: "text",
          required: true,
          width: "half",
          maxLength: 40,
          help: "At the top of our letter.",
        },
        { name: "creditor", label: "Creditor named in our letter", type: "text", width: "half" },
        { name: "address", label: "Mailing address", type: "text", required: true, help: "Street, city, state and ZIP code. We mail verification here." },
        {
          name: "request",
          label: "What are you asking for?",
          type: "checkbox",
          required: true,
          options: [
            "I dispute the whole debt",
            "I dispute part of the amount",
            "Please send verification of the debt",
            "Please send the name and address of the original creditor",
          ],
        },
        {
          name: "reason",
          label: "Why are you disputing?",
          type: "select",
          options: [
            "I don't recognize this debt",
            "The amount is wrong",
            "I already paid it",
            "It belongs to someone else",
            "My insurance should have paid it",
            "Identity theft or fraud",
            "Another reason",
          ],
        },
        { name: "amount", label: "Amount you dispute, if only part", type: "text", width: "half", maxLength: 40 },
        {
          name: "details",
          label: "Tell us what's wrong",
          type: "textarea",
          required: true,
          maxLength: 4000,
          help: "Please don't include card or bank account numbers.",
        },
        {
          name: "documents",
          label: "Supporting documents",
          type: "file",
          accept: ["pdf", "image", "document"],
          maxFiles: 5,
          maxSizeMb: 10,
          help: "Optional: receipts, an explanation of benefits, a claim number letter or an identity theft report. Black out full card and bank account numbers.",
        },
        { name: "reply", label: "How should we send verification?", type: "radio", required: true, options: ["By mail", "By email"] },
      ],
    },
    {
      key: "contact",
      name: "Account question",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage:
        "Thank you. A representative will reply within one business day, by the method you chose. If you are disputing a debt, please also use the dispute form on our consumer notice page so it is recorded as a written dispute.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "reference", label: "Reference number, if you have one", type: "text", width: "half", maxLength: 40 },
        {
          name: "who",
          label: "I am",
          type: "radio",
          required: true,
          options: ["A consumer with an account", "A creditor or client", "An attorney representing a consumer", "Someone else"],
        },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          required: true,
          options: [
            "A question about my balance",
            "Setting up a payment plan",
            "Hardship options",
            "Insurance should have paid this",
            "Changing how you contact me",
            "A complaint",
            "Client services or a proposal",
            "Something else",
          ],
        },
        { name: "reply", label: "How should we reply?", type: "radio", width: "half", options: ["Phone", "Email", "Mail"] },
        {
          name: "time",
          label: "Best time to call",
          type: "select",
          width: "half",
          options: ["Morning, 8 to noon", "Afternoon, noon to 5", "Evening, 5 to 8", "Saturday morning"],
        },
        { name: "message", label: "Message", type: "textarea", required: true, maxLength: 4000, help: "Please don't include card or bank account numbers." },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Keystone Recovery Services | Rochester, NY",
      description:
        "Received a letter from Keystone Recovery Services? Learn your rights, how to dispute, and ways to resolve your account. Creditors: compliant recovery services.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Keystone Recovery Services",
            heading: "Got a letter from us? Here's what it means and what you can do.",
            body: "We collect past-due accounts for hospitals, doctors, utilities, landlords and credit unions. You have rights, including the right to dispute the debt and to ask who the original creditor is. Our representatives will explain your balance and options without pressure.",
            actions: [
              { label: "Your rights and how to dispute", href: "notice" },
              { label: "Call (585) 555-0172", href: TEL, variant: "secondary" },
            ],
            illustration: "handshake",
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "This is a communication from a debt collector",
            body: "Keystone Recovery Services is a debt collector. We are attempting to collect a debt, and any information obtained will be used for that purpose.",
          },
        },
        {
          type: "features",
          props: {
            heading: "If you received a letter or call",
            columns: 3,
            items: [
              {
                icon: "file-text",
                title: "Check the details",
                body: "Your validation notice lists the creditor, the amount, how it was calculated and the date your dispute period ends. Keep it with your records.",
                href: "notice",
                linkLabel: "Read the consumer notice",
              },
              {
                icon: "scale",
                title: "Dispute if something's wrong",
                body: "If you don't recognize the debt or think the amount is wrong, dispute it in writing by the date on your notice and we will pause collection until we send you verification.",
                href: "notice",
                linkLabel: "How to dispute",
              },
              {
                icon: "wallet",
                title: "Resolve it your way",
                body: "Pay in full, set up a payment plan that fits your budget, or ask about hardship options. Payment plans start at $25 a month and never carry interest or fees from us.",
                href: "contact",
                linkLabel: "Ways to pay",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "How we work",
            heading: "Firm about the balance, respectful about everything else",
            body: md`
              People fall behind for reasons: a medical emergency, a lost job, an insurance claim that went
              wrong. Our representatives are trained to listen first, check the facts and look for a way
              forward. They are paid salaries, not commissions on how much they collect.

              - We call only between 8 a.m. and 9 p.m., and no more than the law allows
              - We never threaten, and we never discuss your account with your employer or neighbors
              - We do not report medical debts to credit bureaus
              - Tell us how you prefer to be contacted, and we'll use that method
            `,
            illustration: "heart-handshake",
            action: { label: "About Keystone", href: "about", variant: "secondary" },
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "For creditors",
            heading: "Recover more without damaging your patient and customer relationships",
            body: md`
              Healthcare systems, utilities and credit unions across New York use Keystone for early-out
              and bad-debt recovery. Our liquidation rates beat industry benchmarks because consumers will
              work with a collector that treats them fairly.
            `,
            illustration: "trending-up",
            reverse: true,
            action: { label: "Collection services for creditors", href: "debt-collections" },
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions about your account?",
            body: "Call our consumer team Monday to Thursday 8 a.m. to 8 p.m., Friday 8 to 5 and Saturday 9 to 1 (Eastern). Have your reference number from our letter ready.",
            action: { label: "Call (585) 555-0172", href: TEL },
            secondary: { label: "Contact options", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- about
    {
      path: "about",
      title: "About Keystone Recovery Services",
      description:
        "Family-owned in Rochester since 1989: Keystone's history, compliance program, people and the standards we hold ourselves to with consumers and clients.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our history",
            heading: "A Rochester collection agency built on reputation",
            body: md`
              Keystone was founded in 1989 by Walter and Joan Brennan to collect for doctors' offices and
              small hospitals around the Finger Lakes. Their rule was simple: treat every person on the phone
              the way you would want your mother treated. The agency grew because clients noticed that
              patients who dealt with Keystone came back.

              Today Keystone is led by their son **Patrick Brennan**, president, and **Dr. Simone Ortiz, JD**,
              chief compliance officer. We employ 64 people in Rochester and collect for more than 300 clients
              in New York and neighboring states.
            `,
            illustration: "building",
          },
        },
        {
          type: "features",
          props: {
            heading: "Our standards",
            columns: 3,
            items: [
              {
                icon: "scale",
                title: "Compliance first",
                body: "A compliance team of four, annual outside audits, and written procedures for the Fair Debt Collection Practices Act, Regulation F and New York's debt collection rules.",
              },
              {
                icon: "users",
                title: "Salaried representatives",
                body: "Our account representatives are not paid commissions. They are measured on accuracy, complaint rates and consumer feedback.",
              },
              {
                icon: "lock",
                title: "Data security",
                body: "Independent SOC 2 Type II examination every year, encrypted systems and PCI DSS compliant payment processing.",
              },
              {
                icon: "heart",
                title: "Hardship options",
                body: "Reduced payments, pauses and referrals to financial assistance and nonprofit credit counseling for people who need them.",
              },
              {
                icon: "graduation-cap",
                title: "Trained people",
                body: "Forty hours of training before a representative takes a call, and monthly refresher sessions on law and communication.",
              },
              {
                icon: "award",
                title: "Accountability",
                body: "Every complaint is reviewed by compliance within two business days, answered in writing, and tracked to find its root cause.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "1989", label: "founded in Rochester" },
              { value: "64", label: "employees, all in our Rochester office" },
              { value: "300+", label: "clients in healthcare, utilities and finance" },
              { value: "0.4", label: "complaints per 10,000 accounts last year" },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Memberships",
            items: [
              "ACA International",
              "Healthcare Financial Management Association",
              "New York State Collectors Association",
              "Receivables Management Certification Program",
              "Better Business Bureau",
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "See where we're licensed",
            action: { label: "State licenses", href: "licensing" },
            secondary: { label: "Company news", href: "news", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------- debt collections
    {
      path: "debt-collections",
      title: "Debt Collection Services for Creditors",
      description:
        "Contingency-fee debt collection for healthcare, utilities, property managers, credit unions and municipalities: early-out, bad debt and legal referral.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "For creditors",
            heading: "Recovery that protects your reputation",
            body: "Keystone works past-due accounts with compliant letters, calls, email and text, a consumer payment portal and hardship options. You get higher recoveries, fewer complaints and monthly reporting you can reconcile.",
            actions: [
              { label: "Call client services", href: CLIENT_TEL },
              { label: "Email clients@keystonerecovery.example", href: `mailto:${CLIENT_EMAIL}`, variant: "secondary" },
            ],
            illustration: "trending-up",
          },
        },
        {
          type: "features",
          props: {
            heading: "Who we collect for",
            columns: 3,
            items: [
              {
                icon: "ambulance",
                title: "Hospitals and physician groups",
                body: "Early-out self-pay follow-up and bad-debt recovery, with HIPAA business associate agreements and financial assistance screening.",
              },
              {
                icon: "zap",
                title: "Utilities and municipalities",
                body: "Final-bill collection for electric, water and gas utilities and ambulance billing for towns and districts.",
              },
              {
                icon: "building-2",
                title: "Property managers",
                body: "Post-move-out balances and damages, with itemization that meets New York's security deposit rules.",
              },
              { icon: "landmark", title: "Credit unions and lenders", body: "Charged-off loans and credit cards, deficiency balances and skip tracing." },
              { icon: "school", title: "Colleges and schools", body: "Past-due tuition and fees, with care around transcript and enrollment questions." },
              { icon: "briefcase", title: "Commercial receivables", body: "Business-to-business invoices for manufacturers, distributors and service firms." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Contingency fees",
            intro: "You pay only on what we collect. No setup fees and no minimums.",
            plans: [
              {
                name: "Early-out",
                price: "8-12%",
                period: "of amounts collected",
                description: "First-party follow-up in your name, before an account goes to bad debt.",
                features: ["Statements and reminder calls", "Payment plans and portal", "Returned to you after 120 days"],
              },
              {
                name: "Bad-debt recovery",
                price: "22-30%",
                period: "of amounts collected",
                description: "Third-party collection on placed accounts.",
                features: ["Validation notices and full Reg F workflow", "Skip tracing and bankruptcy scrubs", "Monthly remittance and reporting"],
                highlighted: true,
              },
              {
                name: "Legal referral",
                price: "35%",
                period: "of amounts collected",
                description: "Accounts forwarded to our attorney network with your approval.",
                features: ["Court costs advanced by client", "Case status in the portal", "Only with your written approval per account"],
              },
            ],
            note: "Rates depend on account age, balance and volume. Commercial collections are quoted individually.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Getting started",
            items: [
              { title: "Agreement", body: "We sign a collection agreement and, for healthcare clients, a business associate agreement." },
              { title: "Secure file transfer", body: "Place accounts by SFTP or through the client portal. We map your file format in about a week." },
              { title: "Scrubs and notices", body: "Bankruptcy, deceased and address scrubs run before validation notices go out within five days." },
              { title: "Reporting and remittance", body: "Daily portal updates, monthly statements and remittance by ACH on the 10th of each month." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Request a proposal",
            body: "Tell us your industry, monthly placement volume and average balance. We'll send rates and a sample report.",
            action: { label: `Call ${CLIENT_PHONE}`, href: CLIENT_TEL },
            secondary: { label: "Email client services", href: `mailto:${CLIENT_EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- notice
    {
      path: "notice",
      title: "Consumer Notice: Your Rights and How to Dispute",
      description:
        "Plain-language notice of your rights with Keystone Recovery Services: validation, how to dispute a debt, original creditor requests and exempt income.",
      blocks: [
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "This is a communication from a debt collector",
            body: "Keystone Recovery Services is a debt collector attempting to collect a debt. Any information obtained will be used for that purpose. If you are in bankruptcy or have received a bankruptcy discharge of this debt, this is for information only and is not an attempt to collect.",
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Your validation notice

              Within five days of first contacting you, we send a **validation notice**. It tells you:

              - the name of the creditor we are collecting for, and the creditor when the account was
                itemized (often the original creditor)
              - your account number and the amount owed, itemized from the itemization date with interest,
                fees, payments and credits
              - the **date your dispute period ends**, at least 30 days after you receive the notice
              - how to dispute, with a tear-off form you may use

              If you don't have your notice or need another copy, call us and we will mail or email one.

              ## How to dispute the debt

              You can dispute all or part of the debt for any reason: you don't recognize it, you think the
              amount is wrong, you already paid, or it belongs to someone else.

              1. **Write to us** by the date in your validation notice. Use the online dispute form below, the
                 tear-off form that came with your notice, a letter or an email. Include your name, our reference
                 number and what you are disputing.
              2. **Online:** the form on this page. **Mail:** Keystone Recovery Services, Attn: Disputes, PO Box
                 25190, Rochester, NY 14625. **Email:** disputes@keystonerecovery.example.
              3. **We stop collecting** the disputed amount until we mail you verification, such as a copy of
                 the bill or statement from the creditor.
              4. **You can still dispute later.** If you dispute after the deadline, we will still investigate,
                 although the law's pause on collection applies only to written disputes received in time.

              You may also dispute by phone. A phone dispute is taken seriously and noted on your account, but
              a written dispute gives you the strongest legal protection.

              ## Ask for the original creditor

              If you write to us by the end of your dispute period asking for the name and address of the
              original creditor, we will stop collection until we send it to you, if it is different from the
              current creditor.
            `,
          },
        },
        {
          type: "form",
          props: {
            heading: "Dispute a debt or ask for validation",
            intro:
              "Use this form to dispute all or part of a debt, ask for verification, or ask for the original creditor's name and address. A request sent here is a written dispute, and we confirm it with a reference number. You can still call (585) 555-0172 or write to PO Box 25190.",
            form: "dispute",
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## If you do nothing

              If you do not dispute by the deadline, we will assume the debt is valid. That does not mean you
              admit owing it, and it cannot be used against you in court as an admission.

              ## Income that cannot be taken

              Under New York law, certain income is exempt from collection, even through a court judgment.
              This includes Social Security and SSI, public assistance, unemployment benefits, veterans'
              benefits, workers' compensation, child support and spousal support, and most pensions and
              retirement accounts. If a creditor obtains a judgment, 90% of your wages are protected and New
              York exempts a set amount of money in a bank account automatically.

              ## Older debts

              In New York, a creditor generally cannot sue on a consumer credit debt more than three years
              after it became due. If your debt is too old to be sued on, our letters will say so, and making a
              payment will **not** restart that time limit. We will never sue, or threaten to sue, on a
              time-barred debt.

              ## How we contact you

              - We call between 8 a.m. and 9 p.m. your time, and not at work if you tell us your employer
                doesn't allow it.
              - We do not call more than seven times in seven days about one debt, or within seven days of a
                phone conversation with you about it.
              - You can ask us to stop using a phone number, email address or text, and we will.
              - You can tell us in writing to stop contacting you entirely. We will then contact you only to
                confirm we are stopping or to tell you about a specific action.
              - If an attorney represents you, tell us and we will contact them instead.

              ## Medical debts and credit reports

              Keystone does not report medical debts to credit reporting agencies, as New York law requires.
              For other debts, we do not report to credit bureaus before we have spoken with you or sent you a
              letter and waited a reasonable time for a possible notice of undelivered mail. Accounts you
              dispute are reported as disputed.

              ## Where to get help or complain

              You can contact our compliance department at compliance@keystonerecovery.example or at the
              address above. You may also contact the Consumer Financial Protection Bureau at
              consumerfinance.gov, the New York State Department of Financial Services at dfs.ny.gov, or, if you
              live in New York City, the Department of Consumer and Worker Protection. Free help is available
              from legal aid offices and nonprofit credit counselors.
            `,
          },
        },
        {
          type: "faq",
          props: {
            heading: "Common questions",
            items: [
              {
                question: "Why did my account come to you instead of staying with the hospital or company?",
                answer:
                  "After an account is past due for a period set by the creditor, usually 90 to 180 days, they place it with us to collect. The creditor still owns the debt unless our letter says it was sold.",
              },
              {
                question: "My insurance should have paid this. What do I do?",
                answer:
                  "Dispute the balance and send us your explanation of benefits or claim number. We will pause collection and send it to the provider to rebill your insurance.",
              },
              {
                question: "Can I pay less than the full balance?",
                answer:
                  "Sometimes. Our clients authorize settlements and hardship arrangements on some accounts. Ask a representative what is available on yours; any agreement will be confirmed to you in writing.",
              },
              {
                question: "Will paying you improve my credit score?",
                answer:
                  "If an account was reported, we update it to paid in full or settled within 30 days of your final payment. How that affects your score depends on the scoring model.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Need to talk to someone?",
            body: "Call with your reference number. If English isn't your first language, we'll connect an interpreter at no cost.",
            action: { label: "Call (585) 555-0172", href: TEL },
            secondary: { label: "Email disputes@keystonerecovery.example", href: "mailto:disputes@keystonerecovery.example", variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------------- licensing
    {
      path: "licensing",
      title: "State Licenses & Registrations",
      description:
        "Keystone Recovery Services' collection agency licenses, registrations and bonds by state and city, with license numbers and issuing agencies.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Keystone Recovery Services, Inc. is licensed, registered or bonded as a collection agency where
              the law requires it. Our NMLS ID is **2210457**; you can look up our state licenses held through
              NMLS at nmlsconsumeraccess.org. We collect only from consumers in the states listed below.
            `,
          },
        },
        {
          type: "documents",
          props: {
            heading: "Licenses and registrations",
            items: [
              {
                title: "New York City Department of Consumer and Worker Protection",
                description: "Debt collection agency license, required to collect from New York City residents.",
                meta: "License No. 2104871-DCA",
              },
              { title: "Connecticut Department of Banking", description: "Consumer collection agency license.", meta: "License No. CCA-2210457 (NMLS)" },
              { title: "Massachusetts Division of Banks", description: "Debt collector license.", meta: "License No. DC2210457 (NMLS)" },
              { title: "Maryland State Collection Agency Licensing Board", description: "Collection agency license.", meta: "License No. 7231" },
              {
                title: "Illinois Department of Financial and Professional Regulation",
                description: "Collection agency license.",
                meta: "License No. 017.021984",
              },
              { title: "Michigan Department of Licensing and Regulatory Affairs", description: "Collection agency license.", meta: "License No. 2401018846" },
              {
                title: "Colorado Collection Agency Board",
                description: "Collection agency license. Colorado office: 1600 Broadway, Suite 900, Denver, CO 80202 (registered agent).",
                meta: "License No. 2019-CA-0412",
              },
              { title: "Florida Office of Financial Regulation", description: "Consumer collection agency registration.", meta: "Registration No. CCA9904215" },
              { title: "Texas Secretary of State", description: "Third-party debt collector surety bond on file.", meta: "Bond No. 20190387" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "States without a license requirement",
            intro:
              "We also collect in these states, which do not license collection agencies. We follow the federal Fair Debt Collection Practices Act and each state's consumer protection laws.",
            columns: 3,
            items: [
              {
                icon: "map-pin",
                title: "New York State",
                body: "No statewide license exists. We follow the Department of Financial Services' debt collection rules (23 NYCRR Part 1) and General Business Law Article 29-H.",
              },
              { icon: "map-pin", title: "Pennsylvania", body: "We follow the Fair Credit Extension Uniformity Act." },
              { icon: "map-pin", title: "New Jersey and Ohio", body: "We follow each state's consumer fraud and collection practices laws." },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Required state notices",
            body: "Colorado: FOR INFORMATION ABOUT THE COLORADO FAIR DEBT COLLECTION PRACTICES ACT, SEE WWW.COAG.GOV/CAR. Massachusetts: you have the right to make a written or oral request that telephone calls regarding your debt not be made to you at your place of employment. New York City: DCWP License No. 2104871-DCA.",
          },
        },
      ],
    },
    // ------------------------------------------------------------------- news
    {
      path: "news",
      title: "Company News",
      description: "Announcements from Keystone Recovery Services: new consumer hours, compliance audits, community programs, staff news and policy updates.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              ## Saturday hours for consumer calls

              Our consumer account team is now available Saturdays from 9 a.m. to 1 p.m.
              Eastern, in addition to evening hours until 8 p.m. Monday through Thursday. Consumers told us in
              our annual survey that weekday calls were hard to make from work; the new hours are our answer.

              ## Independent SOC 2 Type II examination completed

              Keystone completed its fifth consecutive SOC 2 Type II examination with no exceptions. The
              examination, performed by an independent CPA firm, covers the security, availability and
              confidentiality of the systems that hold client and consumer data. Clients can request the
              report through their client services manager.

              ## Medical debt credit reporting policy

              Keystone no longer furnishes any medical debt to the national credit reporting agencies, in line
              with New York's Fair Medical Debt Reporting Act. Previously reported medical accounts have been
              deleted from all three bureaus.

              ## Partnership with a nonprofit credit counseling agency

              Consumers who tell us they are struggling with several debts are now offered a warm transfer to
              a nonprofit, HUD-approved credit counseling agency in Rochester for a free budget review. The
              program began as a pilot with two hospital clients and is now available on all accounts.

              ## Simone Ortiz named chief compliance officer

              Simone Ortiz, JD, who joined Keystone as compliance counsel in 2016, has been promoted to chief
              compliance officer. She leads our compliance audits, complaint handling and training, and serves
              on the regulatory committee of the New York State Collectors Association.

              ## Keystone staff volunteer 600 hours

              Our employees volunteered more than 600 hours last year through our paid volunteer day program,
              with Foodlink, Habitat for Humanity and free tax preparation sites around Rochester.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Media and client inquiries",
            body: "Reporters and clients can reach our president's office through client services.",
            action: { label: "Email clients@keystonerecovery.example", href: `mailto:${CLIENT_EMAIL}` },
            secondary: { label: "About Keystone", href: "about", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact Keystone",
      description: "Call, write or email Keystone Recovery Services about your account, a dispute or a payment plan, or contact client services as a creditor.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "Ways to resolve your account",
            columns: 3,
            items: [
              {
                icon: "phone",
                title: "Pay by phone",
                body: "Call (585) 555-0172 to pay by debit card, credit card or bank account. There is never a fee to pay by phone, and you'll get a written confirmation.",
              },
              {
                icon: "file-text",
                title: "Pay by mail",
                body: "Mail a check or money order payable to Keystone Recovery Services to PO Box 25188, Rochester, NY 14625. Write your reference number on it. Don't send cash.",
              },
              {
                icon: "calendar-days",
                title: "Set up a payment plan",
                body: "Call a representative to set up monthly payments that fit your budget. We confirm every plan in writing before the first payment.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Send us a message",
            intro:
              "Questions about a balance, a payment plan, hardship options or how we contact you. Creditors and attorneys can write here too. We never take payments by email or through this form.",
            form: "contact",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Consumer account team",
            intro:
              "Have the reference number from our letter ready. To dispute a debt, use the dispute form on our consumer notice page, or write to PO Box 25190 or disputes@keystonerecovery.example. Please don't email card or bank numbers.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Other departments",
            columns: 3,
            items: [
              { icon: "scale", title: "Compliance", body: "Complaints and concerns about how we handled your account: compliance@keystonerecovery.example." },
              {
                icon: "briefcase",
                title: "Client services",
                body: "Creditors and clients: (585) 555-0173 or clients@keystonerecovery.example, weekdays 8 to 5.",
              },
              {
                icon: "users",
                title: "Attorneys",
                body: "If you represent a consumer, email attorneys@keystonerecovery.example with a letter of representation.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Want to know your rights first?",
            action: { label: "Read the consumer notice", href: "notice" },
            secondary: { label: "Call (585) 555-0172", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------- privacy policy
    {
      path: "privacy-policy",
      title: "Privacy Policy",
      description: "How Keystone Recovery Services collects, uses, shares and protects consumer and client information, and the privacy rights consumers have.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              _Effective February 1, 2025_

              Keystone Recovery Services, Inc. ("Keystone") collects accounts for creditors. This policy
              explains how we handle the personal information of consumers whose accounts are placed with us,
              our clients and visitors to this website.

              ## Information we receive and collect

              - **From our clients:** your name, address, phone numbers, email, account number, balance and
                account history, and for healthcare accounts, limited information about services and
                insurance needed to collect the bill.
              - **From you:** information you give us on calls, in letters and emails, including disputes,
                payment details and financial hardship information.
              - **From other sources:** updated addresses and phone numbers from skip-tracing services, and
                bankruptcy and deceased records.
              - **From our website:** your IP address and basic browsing data through essential cookies. We do
                not use advertising cookies.

              ## How we use it

              We use personal information only to collect and resolve the accounts placed with us, to respond
              to disputes and requests, to process payments, to meet legal and regulatory obligations and to
              protect against fraud.

              ## Calls and recordings

              Calls with Keystone are recorded for quality, training and compliance. We tell you this at the
              start of each call.

              ## Who we share it with

              - The creditor who placed your account
              - Service providers bound by confidentiality agreements, such as letter vendors, payment
                processors and skip-tracing services
              - Credit reporting agencies, for non-medical accounts only and after the notice the law requires
              - Attorneys, if a client approves legal action on an account
              - Government agencies and courts when required by law

              We never tell your employer, family, friends or neighbors about your debt, except your spouse or
              a person you authorize. We do not sell personal information.

              ## Health information

              For healthcare clients, Keystone is a business associate under HIPAA and protects health
              information as our business associate agreements and the HIPAA rules require.

              ## Security

              We maintain administrative, technical and physical safeguards, including encryption, access
              controls, employee background checks and an annual independent SOC 2 Type II examination.
              Payment card data is handled in a PCI DSS compliant environment. If a breach affects your
              information, we will notify you as required by New York's SHIELD Act and other applicable law.

              ## Retention

              We keep account records for seven years after an account is closed or returned to the client,
              and call recordings for three years, unless the law requires otherwise.

              ## Your choices

              You may ask us to stop contacting you by a particular method, to correct inaccurate information,
              or to tell you what information we hold about you. Some laws, such as the California Consumer
              Privacy Act, give residents additional rights; we honor those requests where they apply.

              ## Contact

              Privacy questions: privacy@keystonerecovery.example, (585) 555-0172, or Keystone Recovery
              Services, Attn: Privacy Officer, 70 Linden Oaks, Suite 220, Rochester, NY 14625.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Privacy questions or requests",
            body: "Our privacy officer answers written requests within 30 days.",
            action: { label: "Email privacy@keystonerecovery.example", href: "mailto:privacy@keystonerecovery.example" },
            secondary: { label: "Your rights as a consumer", href: "notice", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ terms
    {
      path: "terms",
      title: "Terms of Use",
      description:
        "Terms for using the Keystone Recovery Services website, including information accuracy, electronic communications and consumer rights that are not waived.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              _Effective February 1, 2025_

              These terms govern your use of the Keystone Recovery Services website. By using this site you
              agree to them.

              ## Purpose of this site

              This website provides information about Keystone, your rights as a consumer and our services to
              creditors. Information about laws is general and is not legal advice.

              ## Your rights are not affected

              Nothing on this website or in these terms waives or limits any right you have under the Fair
              Debt Collection Practices Act, Regulation F, the Fair Credit Reporting Act, New York law or any
              other law. If these terms conflict with a law that protects you, the law controls.

              ## Account information

              Balances and account details you receive from us by phone, letter or email are accurate as of
              the date given. Interest or fees may be added only if your agreement with the creditor and the
              law allow it, and your validation notice shows how your balance was calculated.

              ## Electronic communications

              If you give us an email address or mobile number, or contact us that way, we may use it to
              communicate about your account. Each email and text includes a way to opt out, and opting out of
              one method does not stop others unless you ask.

              ## Acceptable use

              Do not try to access accounts that are not yours, interfere with the site's operation, or submit
              false information. We may block access to protect consumers' information.

              ## Third-party links

              Links to government agencies and other sites are provided for your convenience. We are not
              responsible for their content.

              ## Changes

              We may update these terms and will post the new version here with its effective date.

              ## Governing law

              These terms are governed by the laws of New York, except where the law of your state of
              residence gives you greater protection. Questions: help@keystonerecovery.example.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Know your rights",
            body: "Read our plain-language consumer notice on validation, disputes and how we contact you.",
            action: { label: "Consumer notice", href: "notice" },
            secondary: { label: "Privacy policy", href: "privacy-policy", variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
