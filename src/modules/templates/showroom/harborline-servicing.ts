import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(585) 555-0181";
const TEL = "tel:+15855550181";
const EMAIL = "customercare@harborline.example";

const site: SiteSeed = {
  slug: "harborline-servicing",
  name: "Harborline Loan Servicing",
  kind: "loan-servicing",
  theme: {
    palette: {
      primary: "#0c4a6e",
      onPrimary: "#ffffff",
      accent: "#d97706",
      background: "#f8fafb",
      surface: "#e7eff4",
      text: "#0d1b26",
      muted: "#44566a",
      border: "#c4d3de",
    },
    fonts: { heading: "merriweather", body: "work-sans" },
    header: "bar",
    footer: "simple",
    sectionStyle: "cards",
    logo: { mark: "waves", shape: "circle" },
    radius: "small",
    pattern: "waves",
  },
  settings: {
    tagline: "Mortgage and consumer loan servicing for community lenders",
    description:
      "Harborline Loan Servicing collects payments, manages escrow and helps borrowers through hardship for mortgage and consumer loans owned by community banks and credit unions.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "4550 Lake Avenue", locality: "Rochester", region: "NY", postalCode: "14612" },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:00", closes: "20:00" },
      { days: ["sat"], opens: "09:00", closes: "13:00" },
    ],
    hoursNote: "Customer care hours are Eastern time. The automated phone payment line is open 24 hours a day.",
    social: [],
    navigation: [
      { label: "Make a Payment", href: "payments" },
      { label: "Licensing", href: "licensing" },
      { label: "Privacy", href: "privacy-policy" },
      { label: "Terms", href: "terms" },
    ],
    headerAction: { label: "Customer care: (585) 555-0181", href: TEL },
    footerLinks: [
      { label: "Payment options", href: "payments" },
      { label: "Licensing and disclosures", href: "licensing" },
      { label: "Privacy policy", href: "privacy-policy" },
      { label: "Terms of use", href: "terms" },
    ],
  },
  forms: [
    {
      key: "customer-care",
      name: "Customer care request",
      recipients: [EMAIL],
      submitLabel: "Send request",
      successMessage:
        "Thank you. Customer care will reply within one business day. Payoff statements are sent within three business days. If you are worried about making a payment, please call (585) 555-0181, option 3, as well.",
      fields: [
        { name: "name", label: "Borrower name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "loan",
          label: "Loan number",
          type: "text",
          required: true,
          width: "half",
          maxLength: 12,
          help: "10 digits starting with 47, at the top right of your statement.",
        },
        { name: "property", label: "Property address", type: "text" },
        {
          name: "topic",
          label: "How can we help?",
          type: "select",
          required: true,
          options: [
            "Payoff statement",
            "Year-end 1098 or other tax documents",
            "Paid-in-full letter",
            "Escrow, property taxes or insurance",
            "Trouble making payments",
            "AutoPay",
            "A payment I made",
            "Something else",
          ],
        },
        {
          name: "message",
          label: "Details",
          type: "textarea",
          required: true,
          maxLength: 4000,
          help: "For a payoff, tell us the date you expect to close and where to send it. Please don't include your Social Security number or full bank account numbers.",
        },
        {
          name: "attachment",
          label: "Attach a document",
          type: "file",
          accept: ["pdf", "image"],
          maxFiles: 3,
          maxSizeMb: 10,
          help: "Optional, for example a new homeowners insurance declarations page or a tax bill.",
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Harborline Loan Servicing | Rochester, NY",
      description:
        "Harborline services home and consumer loans for community banks and credit unions. Make a payment, ask about escrow, or get help if you're struggling to pay.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Your loan servicer",
            heading: "We take care of your loan, and of you",
            body: "Harborline collects payments, pays your property taxes and insurance from escrow, and answers your questions for loans owned by more than 40 community banks and credit unions in New York and New England. Your lender still owns your loan; we handle the day-to-day.",
            actions: [
              { label: "Ways to make a payment", href: "payments" },
              { label: "Call (585) 555-0181", href: TEL, variant: "secondary" },
            ],
            illustration: "house",
          },
        },
        {
          type: "features",
          props: {
            heading: "How can we help?",
            columns: 2,
            items: [
              {
                icon: "wallet",
                title: "Make a payment",
                body: "Pay online, or by AutoPay, phone, mail or bank transfer, using the 10-digit loan number on your statement. Online payments, automated phone payments and AutoPay are always free.",
                href: "payments",
                linkLabel: "Payment options and cut-off times",
              },
              {
                icon: "landmark",
                title: "Escrow, taxes and insurance",
                body: "We pay your school and town-county taxes and homeowners insurance from escrow and review your account every year. Send new insurance declarations to insurance@harborline.example.",
              },
              {
                icon: "hand-heart",
                title: "Trouble making payments",
                body: "Call us as soon as you think you may fall behind. Forbearance, repayment plans and loan modifications may be available, and there is never a fee to apply.",
              },
              {
                icon: "file-text",
                title: "Payoffs and documents",
                body: "Request a payoff statement, a year-end 1098 or a paid-in-full letter with the form below, by phone or by email. Payoff statements are sent within three business days and are free.",
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "Having trouble paying your mortgage?",
            body: "Call our Homeowner Assistance team at (585) 555-0181, option 3. Free help is also available from HUD-approved housing counselors; in the Rochester area, counselors can be found through the New York State Homeowner Protection Program. Never pay anyone who promises to save your home for an upfront fee.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Common questions",
            items: [
              {
                question: "Why did my loan transfer to Harborline?",
                answer:
                  "Your lender hired Harborline to service its loans. You should have received a letter from your lender and one from us at least 15 days before the transfer. Your interest rate, balance and loan terms do not change. For 60 days after a transfer, a payment sent to your previous servicer on time will not be treated as late.",
              },
              {
                question: "Where do I find my loan number?",
                answer:
                  "It is the 10-digit number at the top right of your monthly statement and on your welcome letter, starting with 47. Include it on every payment and letter.",
              },
              {
                question: "Why did my monthly payment change?",
                answer:
                  "Usually because of escrow. If your property taxes or insurance went up, your annual escrow analysis raises your payment to cover them. The analysis is mailed each year and explains the change line by line.",
              },
              {
                question: "How do I send a complaint or a request for information?",
                answer:
                  "Write to Harborline Loan Servicing, Attn: Customer Research, PO Box 31507, Rochester, NY 14603. We acknowledge written notices of error and requests for information within five business days and respond within 30 business days.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Send customer care a request",
            intro:
              "Payoffs, tax documents, escrow and insurance questions, or help if you're falling behind. To keep the protections of federal law, written notices of error and requests for information must go to Attn: Customer Research, PO Box 31507, Rochester, NY 14603.",
            form: "customer-care",
          },
        },
        {
          type: "contactDetails",
          props: { heading: "Customer care", intro: "Please have your loan number ready. Our office on Lake Avenue is not open for walk-in payments." },
        },
      ],
    },
    // -------------------------------------------------------------- payments
    {
      path: "payments",
      title: "Make a Loan Payment",
      description:
        "Pay your Harborline loan online by loan number, or by AutoPay, phone, mail, bank transfer or cash network, with fees, cut-off times and grace periods.",
      blocks: [
        {
          type: "billPayment",
          props: {
            heading: "Make a loan payment",
            intro:
              "Enter your 10-digit loan number and the amount you want to pay, then continue to the secure checkout. Online payments carry no fee. Your receipt number appears on this page as soon as the payment goes through, and a receipt is emailed to you.",
            bills: [
              {
                key: "loan-payment",
                label: "Loan payment",
                referenceLabel: "Loan number",
                referencePattern: "\\d{10}",
                referenceHint: "The 10-digit number on your monthly statement, at the top right.",
                minCents: 100,
                maxCents: 5000000,
              },
            ],
            submitLabel: "Continue to payment",
          },
        },
        {
          type: "features",
          props: {
            heading: "Other ways to pay",
            intro: "Have your 10-digit loan number ready. It appears at the top right of your monthly statement.",
            columns: 3,
            items: [
              {
                icon: "calendar-days",
                title: "AutoPay (free)",
                body: "Your payment is drafted from your checking or savings account on the day you choose, up to the 15th. Enroll by phone or by returning the AutoPay form from your welcome packet. Allow 10 days for setup.",
              },
              {
                icon: "phone",
                title: "Automated phone line (free)",
                body: "Call (585) 555-0181, option 1, any time. Enter your loan number and the last four digits of your Social Security number, then pay from a checking or savings account.",
              },
              {
                icon: "users",
                title: "With a representative (free)",
                body: "Customer care can take a payment by phone during business hours. Harborline does not charge a convenience fee for payments by phone.",
              },
              {
                icon: "file-text",
                title: "By mail",
                body: "Mail a check or money order payable to Harborline Loan Servicing to PO Box 31500, Rochester, NY 14603-1500 with your payment coupon. Write your loan number on the check.",
              },
              {
                icon: "landmark",
                title: "Bank transfer or wire",
                body: "Use your bank's bill pay with Harborline Loan Servicing as the payee and your loan number as the account number. Wires are for payoffs only; call for instructions, and never trust wire details sent by email.",
              },
              {
                icon: "wallet",
                title: "Cash networks",
                body: "Pay in cash at MoneyGram locations using receive code 17452. MoneyGram charges its own fee, currently $9.99; Harborline receives none of it.",
              },
            ],
          },
        },
        {
          type: "documents",
          props: {
            heading: "Cut-off times",
            intro: "All times are Eastern. A payment received after the cut-off, or on a weekend or holiday, is credited the next business day.",
            items: [
              { title: "Online payments", meta: "8:00 p.m. for same-day credit" },
              { title: "Automated phone line and representative payments", meta: "8:00 p.m. for same-day credit" },
              { title: "AutoPay", meta: "Drafted and credited on your chosen date, or the next business day" },
              { title: "Mailed payments", meta: "Credited the business day they arrive at our PO box" },
              { title: "Bank bill pay", meta: "Credited the day we receive funds; allow 5 business days" },
              { title: "MoneyGram", meta: "9:00 p.m. for same-day credit" },
              { title: "Payoff wires", meta: "3:00 p.m. for same-day payoff" },
            ],
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Due dates, grace periods and late charges

              Your payment is due on the date shown in your note, usually the 1st of the month. Most loans
              have a **15-day grace period**. If we haven't received the full payment by the end of the grace
              period, a late charge is assessed as your note allows. For first-lien mortgages on one- to
              six-family, owner-occupied homes in New York, the late charge cannot be more than **2% of the
              overdue principal and interest**, as New York law limits.

              ## Partial payments

              If you send less than a full monthly payment, we may hold it in a suspense account until the
              rest arrives and then apply the full payment. Your monthly statement shows any funds held.
              Call us before sending a partial payment so we can discuss your options.

              ## Extra principal

              To pay extra toward principal, include a separate check marked "principal only", choose the
              principal option on the phone line, or call customer care after paying online. Extra principal is applied the day it is received, after
              any payment that is due. There is no prepayment penalty on any loan we service unless your note
              says otherwise.

              ## Returned payments

              A payment returned by your bank for insufficient funds is reversed, and a returned payment fee
              of **$20** may be charged where your loan documents and state law allow.

              ## Fees we charge

              - Online, automated phone, representative, AutoPay and mailed payments: no fee
              - Payoff statements, including faxed or emailed copies: no fee
              - Returned payment: $20
              - Late charge: as stated in your note, within state limits
            `,
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Paying through a third-party service?",
            body: "Some companies offer biweekly payment plans for a fee. You can make extra principal payments yourself with no fee at any time. If you use a third party, you are responsible for making sure your payment reaches Harborline on time.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions about a payment?",
            body: "Customer care is available Monday to Friday 8 a.m. to 8 p.m. and Saturday 9 a.m. to 1 p.m. Eastern.",
            action: { label: "Call (585) 555-0181", href: TEL },
            secondary: { label: "Email customer care", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------- licensing
    {
      path: "licensing",
      title: "Licensing & Disclosures",
      description: "Harborline Loan Servicing's NMLS ID, state servicer licenses and registrations, and the disclosures New York and other states require.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Harborline Loan Servicing, LLC, **NMLS ID 1884302**, is licensed or registered to service
              residential mortgage loans in the states below. You can verify our licenses at
              nmlsconsumeraccess.org.
            `,
          },
        },
        {
          type: "documents",
          props: {
            heading: "State licenses and registrations",
            items: [
              {
                title: "New York",
                description: "Registered Mortgage Loan Servicer, New York State Department of Financial Services.",
                meta: "Registration No. MLS 1884302",
              },
              { title: "Connecticut", description: "Mortgage Servicer License, Connecticut Department of Banking.", meta: "License No. MS-1884302" },
              { title: "Massachusetts", description: "Third Party Loan Servicer License, Massachusetts Division of Banks.", meta: "License No. LS1884302" },
              { title: "Vermont", description: "Loan Servicer License, Vermont Department of Financial Regulation.", meta: "License No. 1884302-LS" },
              {
                title: "Pennsylvania",
                description: "Mortgage Servicer License, Pennsylvania Department of Banking and Securities.",
                meta: "License No. 98217",
              },
              { title: "New Jersey", description: "Mortgage Servicer License, New Jersey Department of Banking and Insurance.", meta: "License No. 1884302" },
            ],
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## New York disclosure

              Harborline Loan Servicing, LLC is registered with the Superintendent of the New York State
              Department of Financial Services. You may file complaints about Harborline with the New York
              State Department of Financial Services. You may obtain further information from the Department
              by calling its Consumer Assistance Unit or by visiting www.dfs.ny.gov.

              ## Massachusetts disclosure

              For Massachusetts borrowers: Harborline is licensed by the Massachusetts Division of Banks as a
              third party loan servicer. Our customer care office is open Monday to Friday, 8 a.m. to 8 p.m.,
              and Saturday, 9 a.m. to 1 p.m. Eastern.

              ## Notices of error and requests for information

              Written notices of error and requests for information about a mortgage loan must be sent to
              this address to receive the protections of federal law (Regulation X):

              Harborline Loan Servicing, Attn: Customer Research, PO Box 31507, Rochester, NY 14603.

              ## Credit reporting

              We may report information about your account to credit bureaus. Late payments, missed
              payments, or other defaults on your account may be reflected in your credit report.

              ## Servicemembers

              If you or someone in your household is on active military duty, you may be entitled to
              protections under the Servicemembers Civil Relief Act, including an interest rate cap and
              protection from foreclosure. Call customer care to learn more.

              ## Bankruptcy

              If you are in bankruptcy or have received a discharge of this debt, communications from
              Harborline are for information only and are not an attempt to collect a debt from you
              personally.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Need help with your loan?",
            action: { label: "Call (585) 555-0181", href: TEL },
            secondary: { label: "Payment options", href: "payments", variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------- privacy policy
    {
      path: "privacy-policy",
      title: "Privacy Policy",
      description:
        "What Harborline Loan Servicing does with borrowers' personal information: what we collect, why we share it, how to limit sharing and how we protect it.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              _Revised January 2025_

              Financial companies choose how they share your personal information. Federal law gives
              consumers the right to limit some but not all sharing, and requires us to tell you how we
              collect, share and protect your personal information. Please read this notice carefully.

              ## What we collect

              The types of personal information we collect and share depend on your loan. This information
              can include:

              - Social Security number, income and account balances
              - payment history and credit history
              - property, tax and insurance information
              - information from your lender when your loan was transferred to us for servicing

              ## How we use your information

              We use personal information to service your loan: to process payments, manage escrow, send
              statements and required notices, respond to your requests, evaluate you for loss mitigation,
              report to credit bureaus, prevent fraud and comply with law.

              ## Reasons we share your information

              - **For our everyday business purposes**, such as to process your payments, maintain your
                account, respond to court orders and legal investigations, or report to credit bureaus. We
                share. You cannot limit this.
              - **With the owner of your loan**, the bank or credit union that hired us. We share. You cannot
                limit this.
              - **For our marketing purposes**, to offer our products and services to you. We do not share.
              - **For joint marketing with other financial companies.** We do not share.
              - **For our affiliates' or nonaffiliates' marketing.** We do not share.

              Because we do not share for marketing, there is nothing you need to opt out of.

              ## Service providers

              We use companies that help us service your loan, such as statement printers, payment
              processors, insurance tracking providers and property inspection firms. They may use your
              information only to perform services for us and must protect it.

              ## How we protect your information

              We use security measures that comply with federal law and New York's cybersecurity regulation
              for financial services companies (23 NYCRR Part 500), including encryption, multi-factor
              authentication, access controls, secured facilities and regular testing. Employees receive
              privacy and security training every year.

              ## Online privacy

              Our website uses only cookies needed for it to work and to measure traffic in aggregate. We do
              not use advertising trackers.

              ## State privacy rights

              Vermont and California residents receive additional protections: we will not share information
              about them with nonaffiliated companies except as the law permits, and we honor requests
              under those states' laws.

              ## Questions

              Call (585) 555-0181 or write to Harborline Loan Servicing, Attn: Privacy Officer, 4550 Lake
              Avenue, Rochester, NY 14612.
            `,
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Contact customer care",
            intro: "Call with your loan number ready, or write to our Privacy Officer at the address below.",
            showMap: false,
          },
        },
      ],
    },
    // ----------------------------------------------------------------- terms
    {
      path: "terms",
      title: "Terms of Use",
      description: "Terms and conditions for using the Harborline Loan Servicing website, phone payment line and electronic communications about your loan.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              _Effective January 1, 2025_

              These terms apply to the Harborline Loan Servicing website, including online payments, and our
              automated phone payment service. Your promissory note, mortgage or security agreement and the notices we send about your
              loan govern the loan itself; nothing here changes them.

              ## Information on this site

              Information about payment options, fees and programs is general. Your monthly statement and
              notices we send to you are the authoritative record of your loan. Payment cut-off times and fees
              may change; we will tell you in writing before a change affects you.

              ## Payments you authorize

              When you make a payment online, you authorize Harborline to charge the card or account you enter
              at checkout for the amount you choose; an online payment is made straight away and shows a receipt
              number when it goes through. When you make a payment by phone or enroll in AutoPay, you authorize
              Harborline to debit the bank account you provide for the amount and on the date you choose. You may cancel a scheduled
              one-time payment by calling before 8 p.m. Eastern on the business day before it is due to be
              drafted, and may cancel AutoPay by calling at least three business days before the next draft.
              You are responsible for keeping enough funds in your account.

              ## Electronic communications

              If you agree to receive statements and notices electronically, we will email you when a
              document is ready. You may withdraw your consent at any time and return to paper at no charge.
              Keep your email address current.

              ## Security and fraud

              Harborline will never ask for your full Social Security number, password or wiring instructions
              by email or text, and will never send you new wire instructions by email. If you receive a
              message like this, do not respond; call us at (585) 555-0181.

              ## Acceptable use

              Use this website only for lawful purposes related to loans serviced by Harborline. Do not
              attempt to access another person's information.

              ## Limitation of liability

              Harborline is not responsible for delays caused by your bank, the postal service, payment
              networks or events beyond our control. Nothing in these terms limits your rights under federal
              or state consumer protection laws, including the Real Estate Settlement Procedures Act and the
              Truth in Lending Act.

              ## Governing law

              These terms are governed by federal law and the laws of the State of New York. The law of the
              state where your property is located may also apply to your loan.

              ## Contact

              Customer care: (585) 555-0181 or customercare@harborline.example.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Suspicious email or text about your loan?",
            body: "Do not reply or click any link. Call us at the number on your statement to confirm.",
            action: { label: "Call (585) 555-0181", href: TEL },
            secondary: { label: "Licensing and disclosures", href: "licensing", variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
