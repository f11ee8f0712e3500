import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const ADVERTISING_NOTICE =
  "Attorney Advertising. Prior results do not guarantee a similar outcome. The information on this website is general information, not legal advice, and contacting us does not create an attorney-client relationship. Please do not send confidential information until we have agreed to represent you.";

const site: SiteSeed = {
  slug: "quill-and-gavel-law",
  name: "Quill & Gavel Legal Services",
  kind: "legal-services",
  theme: {
    palette: {
      primary: "#7f1d1d",
      onPrimary: "#fffaf0",
      accent: "#a16207",
      background: "#fdfbf7",
      surface: "#f3ede2",
      text: "#1c1917",
      muted: "#57534e",
      border: "#ddd2bf",
    },
    fonts: { heading: "lora", body: "source-serif" },
    header: "centered",
    footer: "simple",
    sectionStyle: "editorial",
    logo: { mark: "scale", shape: "circle" },
    radius: "small",
    pattern: "none",
  },
  settings: {
    tagline: "Wills, closings, small business and family law in Geneva, NY",
    description:
      "Quill & Gavel Legal Services is a general-practice law firm on Castle Street in Geneva, NY, serving families and small businesses in Ontario, Seneca and Yates counties with estate planning, real estate closings, business law and family law. Attorney Advertising.",
    contact: {
      phone: "(315) 555-0178",
      email: "office@quillandgavel.example",
      address: { street: "58 Castle Street", locality: "Geneva", region: "NY", postalCode: "14456" },
      serviceAreaNote: "Home and hospital visits for will signings are available throughout Ontario, Seneca and Yates counties.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu"], opens: "08:30", closes: "17:00" },
      { days: ["fri"], opens: "08:30", closes: "16:00" },
    ],
    hoursNote: "Evening appointments on Tuesdays until 7:00 pm. Closings can be scheduled on Saturday mornings by arrangement.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "Practice Areas",
        href: "practice-areas",
        children: [
          { label: "Wills & estate planning", href: "estate-planning" },
          { label: "Real estate closings", href: "real-estate" },
          { label: "Small business law", href: "small-business" },
          { label: "Family law", href: "family-law" },
        ],
      },
      { label: "Fees", href: "fees" },
      { label: "Attorneys", href: "attorneys" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Schedule a consultation", href: "contact" },
    footerLinks: [
      { label: "Attorney advertising disclaimer", href: "disclaimer" },
      { label: "Privacy policy", href: "privacy-policy" },
      { label: "Our fees", href: "fees" },
    ],
  },
  mounts: { team: "attorneys" },
  forms: [
    {
      key: "consultation",
      name: "Consultation request",
      recipients: ["office@quillandgavel.example"],
      submitLabel: "Request a consultation",
      successMessage:
        "Thank you. Corinne Abbott, our senior paralegal, will call or email you within one business day to check for conflicts of interest and book your consultation. If your matter has a deadline in the next few days, please also call (315) 555-0178.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "best_time", label: "Best time to call", type: "select", width: "half", options: ["Morning", "Afternoon", "Tuesday evening", "Any time"] },
        {
          name: "practice_area",
          label: "What do you need help with?",
          type: "select",
          required: true,
          options: [
            "Will or estate plan",
            "Settling a loved one's estate",
            "Buying or selling a home",
            "Starting or running a business",
            "Divorce, custody or support",
            "Something else",
          ],
        },
        {
          name: "other_parties",
          label: "Names of the other people involved",
          type: "text",
          maxLength: 300,
          help: "For example the other spouse, the buyer or seller, or a business partner. We need these to check for conflicts of interest before we talk.",
        },
        {
          name: "deadline",
          label: "Any deadline or court date?",
          type: "date",
          width: "half",
          help: "A closing, a court appearance or an attorney approval period.",
        },
        {
          name: "summary",
          label: "In a sentence or two, what is it about?",
          type: "textarea",
          maxLength: 1000,
          help: "Just the general subject. Please keep confidential details for your consultation.",
        },
        {
          name: "acknowledge",
          label:
            "I understand that sending this form does not make Quill & Gavel my attorneys, and that I should not include confidential information until they agree to represent me.",
          type: "consent",
          required: true,
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Quill & Gavel Legal Services | Geneva, NY Law Firm",
      description:
        "Geneva, NY attorneys for wills and estates, real estate closings, small business and family law, with flat fees for most everyday legal work.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "General practice law firm · Geneva, New York",
            heading: "Clear legal help for the big moments in life and business",
            body: "Writing a will, buying a house on Seneca Lake, opening a shop on Exchange Street, or working through a divorce: our three attorneys handle the legal matters Finger Lakes families and businesses face most, with plain answers and flat fees wherever we can.",
            actions: [
              { label: "Schedule a consultation", href: "contact" },
              { label: "See our flat fees", href: "fees", variant: "secondary" },
            ],
            illustration: "scale",
          },
        },
        {
          type: "features",
          props: {
            heading: "How we can help",
            columns: 4,
            items: [
              {
                icon: "file-text",
                title: "Wills & estate planning",
                body: "Wills, trusts, powers of attorney, health care proxies and probate in Surrogate's Court.",
                href: "estate-planning",
                linkLabel: "Estate planning",
              },
              {
                icon: "house",
                title: "Real estate closings",
                body: "Purchases, sales, refinances and lake-property transfers for buyers and sellers.",
                href: "real-estate",
                linkLabel: "Real estate",
              },
              {
                icon: "briefcase",
                title: "Small business law",
                body: "LLC formation, contracts, commercial leases and buying or selling a business.",
                href: "small-business",
                linkLabel: "Small business",
              },
              {
                icon: "heart-handshake",
                title: "Family law",
                body: "Uncontested divorce, custody, child support, prenuptial agreements and mediation.",
                href: "family-law",
                linkLabel: "Family law",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Why a small firm",
            heading: "You'll always know who is handling your matter",
            body: md`
              At Quill & Gavel you work directly with an attorney from the first meeting to the last signature, not a call centre or a rotating cast of associates. We return calls the same business day, send documents in plain English before you sign them, and tell you the fee before we start.

              - Flat fees for wills, closings, LLCs and uncontested divorces
              - Home, hospital and nursing-home visits for signings
              - Evening appointments on Tuesdays
              - Free parking behind our Castle Street office
            `,
            illustration: "gavel",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "1998", label: "Year Eleanor Marsh was admitted to the New York bar" },
              { value: "2,400+", label: "Residential closings handled since 2009" },
              { value: "3", label: "Attorneys, plus a senior paralegal" },
              { value: "1 day", label: "Our standard for returning calls and emails" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From our clients",
            items: [
              {
                quote:
                  "After my mother died, Eleanor walked me through every step of the Surrogate's Court process and never once made me feel rushed. She even met me at Mom's house in Penn Yan to go through papers.",
                name: "Susan R.",
                detail: "Estate administration, Yates County",
              },
              {
                quote:
                  "Daniel caught a right-of-way problem on our lake lot that two other people missed. Our closing happened on time and we slept better for it.",
                name: "Mark and Priya T.",
                detail: "Cottage purchase, Seneca Lake",
              },
              {
                quote: "Hannah helped us reach a custody schedule we could both live with, without a single day in court. Our kids are better for it.",
                name: "Anonymous client",
                detail: "Family mediation, Ontario County",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Talk with an attorney this week",
            body: "Most new clients are seen within three business days. Real estate consultations are free; other first meetings are $150 for an hour, credited toward your fee if you hire us.",
            action: { label: "Call (315) 555-0178", href: "tel:+13155550178" },
            secondary: { label: "Email the office", href: "mailto:office@quillandgavel.example", variant: "secondary" },
          },
        },
        { type: "notice", props: { tone: "info", heading: "Attorney advertising", body: ADVERTISING_NOTICE } },
      ],
    },
    {
      path: "practice-areas",
      title: "Practice Areas",
      description: "The legal matters Quill & Gavel handles for Finger Lakes clients, and the ones we refer to trusted colleagues instead.",
      blocks: [
        {
          type: "linkList",
          props: {
            heading: "What we handle",
            intro: "Four practice areas, each led by an attorney who works in it every day.",
            items: [
              {
                title: "Wills, trusts and estate planning",
                href: "estate-planning",
                description:
                  "Wills, powers of attorney, health care proxies, trusts, Medicaid planning, probate and estate administration. Led by Eleanor Marsh.",
              },
              {
                title: "Real estate closings",
                href: "real-estate",
                description: "Home, cottage and land purchases and sales, refinances, for-sale-by-owner deals and family transfers. Led by Daniel Reyes.",
              },
              {
                title: "Small business law",
                href: "small-business",
                description: "LLC formation and publication, operating agreements, contracts, commercial leases and business sales. Led by Daniel Reyes.",
              },
              {
                title: "Family law and divorce",
                href: "family-law",
                description: "Uncontested divorce, custody, child support, maintenance, prenuptial agreements and mediation. Led by Hannah Lindqvist.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "One firm for the whole family",
            heading: "Legal matters rarely come one at a time",
            body: md`
              Buying a lake cottage often means updating your will. Opening a business raises questions about your marriage and your estate. Because our attorneys share one office, the person drafting your deed can walk down the hall to the person who drafted your trust, and your matters stay consistent with each other.
            `,
            illustration: "users",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Matters we don't handle",
            items: [
              {
                question: "Do you take criminal or DWI cases?",
                answer:
                  "No. We refer criminal defense, including DWI and traffic misdemeanours, to experienced defense attorneys in Geneva and Canandaigua, and we're happy to give you their names.",
              },
              {
                question: "What about personal injury or workers' compensation?",
                answer: "We don't handle those either. Call us and we'll point you to a firm that focuses on them.",
              },
              {
                question: "Can you help with a landlord-tenant dispute?",
                answer:
                  "We advise small landlords on leases and evictions in Geneva City Court and local town courts. Tenants facing eviction may qualify for free help from the regional legal aid office.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Not sure where your question fits?",
            body: "Call the office. If we can't help, we'll tell you who can.",
            action: { label: "Call (315) 555-0178", href: "tel:+13155550178" },
            secondary: { label: "Contact us", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "estate-planning",
      title: "Wills, Trusts and Estate Planning",
      description:
        "Wills, revocable trusts, powers of attorney, health care proxies and probate in Ontario, Seneca and Yates counties, with flat-fee estate plans.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Wills & estate planning",
            heading: "A plan for your family, in plain English",
            body: "An estate plan decides who inherits, who makes decisions if you can't, and how much your family will spend in court. We keep it simple, and most plans are signed within three weeks of our first meeting.",
            actions: [{ label: "Book an estate planning meeting", href: "contact" }],
            illustration: "file-text",
          },
        },
        {
          type: "features",
          props: {
            heading: "What a complete New York estate plan includes",
            columns: 2,
            items: [
              {
                icon: "file-text",
                title: "Last will and testament",
                body: "Names who receives your property, an executor to handle it and a guardian for minor children. Signed before two witnesses with a self-proving affidavit.",
              },
              {
                icon: "key-round",
                title: "Statutory short form power of attorney",
                body: "Lets someone you trust pay bills, manage accounts and deal with the government if you become unable to, using the form New York updated in 2021.",
              },
              {
                icon: "heart",
                title: "Health care proxy and living will",
                body: "Names your health care agent and records your wishes about life-sustaining treatment, so your family doesn't have to guess.",
              },
              {
                icon: "lock",
                title: "Revocable living trust (when it makes sense)",
                body: "Avoids probate and keeps your affairs private; especially useful for lake property, out-of-state real estate or a blended family.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How it works",
            items: [
              {
                title: "Questionnaire",
                body: "We send a short questionnaire about your family, property and wishes. Fill in what you can; we'll cover the rest together.",
              },
              { title: "Planning meeting (60-90 minutes)", body: "An attorney explains your options, recommends a plan and confirms the flat fee in writing." },
              {
                title: "Review your drafts",
                body: "You receive the documents and a plain-English summary within about ten days. Changes are included in the fee.",
              },
              { title: "Signing", body: "At our office, your home or a care facility. We keep your original will in our fireproof vault at no charge." },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "After a death",
            heading: "Probate and estate administration",
            body: md`
              When someone dies, their executor usually must file the will with the Surrogate's Court in the county where they lived. We handle probate and administration in Ontario County (Canandaigua), Seneca County (Waterloo) and Yates County (Penn Yan) regularly, and in neighbouring counties as needed.

              - Filing the probate petition and notifying family members
              - Collecting assets, paying debts and filing final tax returns
              - Transferring real estate and closing out the estate
              - **Small estates:** if there is no real estate and personal property is $50,000 or less, a simpler _voluntary administration_ is often available at a much lower cost

              Executors can usually pay our fees from the estate rather than their own pocket.
            `,
            illustration: "landmark",
            reverse: true,
          },
        },
        {
          type: "faq",
          props: {
            heading: "Estate planning questions",
            items: [
              {
                question: "What happens if I die without a will in New York?",
                answer:
                  "State law decides who inherits. If you are married with children, your spouse receives the first $50,000 plus half the rest, and your children share the remainder. That may not be what you want, particularly in a second marriage, and the court, not you, picks the administrator and any guardian for minor children.",
              },
              {
                question: "Do I need a trust?",
                answer:
                  "Many people don't. A will, power of attorney and health care proxy are enough for most families. We recommend a trust when it clearly saves your family money or trouble, for example with real estate in more than one state or a family camp that several children will share.",
              },
              {
                question: "How often should I update my plan?",
                answer: "Review it every five years, and after a marriage, divorce, birth, death, move to another state or a big change in your finances.",
              },
              {
                question: "Can you help plan for nursing-home costs?",
                answer:
                  "Yes. We advise on Medicaid eligibility and the five-year look-back, and can prepare irrevocable Medicaid asset protection trusts where appropriate. Starting early gives you many more options.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Individual estate plans from $950",
            body: "Will, power of attorney, health care proxy and living will, for one flat fee. See all our estate planning fees.",
            action: { label: "View fees", href: "fees" },
            secondary: { label: "Schedule a meeting", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "real-estate",
      title: "Real Estate Closings and Property Law",
      description:
        "Buyer and seller representation for homes, lake cottages, land and refinances in the Finger Lakes, from contract review through closing day.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Real estate",
            heading: "From accepted offer to keys in hand",
            body: md`
              In our part of New York, the purchase contract is usually written by the real estate agents and then reviewed by each side's attorney during the _attorney approval period_, typically three business days. That short window is your best chance to fix problems, so call us as soon as your offer is accepted.

              We represent buyers, sellers and lenders in:

              - Single-family homes, condominiums and multi-family houses
              - Seneca and Keuka Lake cottages, including shared rights-of-way and lake-access easements
              - Vacant land, farms and vineyard parcels
              - Refinances, for-sale-by-owner transactions and transfers between family members
            `,
            illustration: "house",
          },
        },
        {
          type: "steps",
          props: {
            heading: "What we do for a buyer",
            items: [
              {
                title: "Contract review and approval",
                body: "We review the contract within the approval period and negotiate changes to contingencies, dates and repairs.",
              },
              {
                title: "Title and survey",
                body: "We review the abstract, title search and survey, and clear any liens, open permits or boundary issues before closing.",
              },
              {
                title: "Coordinating with your lender",
                body: "We work with your lender's attorney and the title company so your loan documents and title insurance are ready on time.",
              },
              { title: "Closing", body: "We review every document with you at the closing table, then record your deed with the county clerk." },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Selling a home",
            columns: 3,
            items: [
              {
                icon: "clipboard-list",
                title: "Contract and disclosures",
                body: "We review the purchase contract and make sure your property condition disclosures meet New York's requirements.",
              },
              {
                icon: "file-text",
                title: "Deed and transfer forms",
                body: "We prepare the deed, transfer tax returns and equalization forms. New York transfer tax is $2 for every $500 of the sale price.",
              },
              {
                icon: "wallet",
                title: "Payoffs and proceeds",
                body: "We order your mortgage payoff, settle taxes and water bills, and disburse your proceeds on closing day.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Real estate questions",
            items: [
              {
                question: "When should I call an attorney?",
                answer:
                  "Before you sign anything if you can, and at the latest the day your offer is accepted, so we can review it within the approval period.",
              },
              {
                question: "How long does a closing take?",
                answer: "With a mortgage, usually 45 to 60 days from an accepted offer. Cash sales can close in three to four weeks if the title is clean.",
              },
              {
                question: "What's different about buying lake property?",
                answer:
                  "Lake properties often involve shared driveways, rights-of-way to the water, older septic systems and docks or shoreline structures that need permits. We review all of these before you commit.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Flat-fee closings from $1,050",
            body: "Real estate consultations are always free. Call as soon as your offer is accepted.",
            action: { label: "Call (315) 555-0178", href: "tel:+13155550178" },
            secondary: { label: "See closing fees", href: "fees", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "small-business",
      title: "Small Business Law",
      description:
        "Legal help for Finger Lakes small businesses: LLC formation and publication, operating agreements, contracts, commercial leases and business sales.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Small business law",
            heading: "The legal side of running a business, handled",
            body: "Wineries, contractors, restaurants, farms and shops on Exchange Street: we help local owners start right, sign good contracts and plan for the day they sell or pass the business on.",
            actions: [{ label: "Talk to Daniel Reyes", href: "contact" }],
            illustration: "briefcase",
          },
        },
        {
          type: "features",
          props: {
            heading: "Services for business owners",
            columns: 3,
            items: [
              {
                icon: "building",
                title: "Forming an LLC or corporation",
                body: "Choosing the right entity, filing with the Department of State, and completing New York's LLC publication requirement.",
              },
              {
                icon: "users",
                title: "Operating and partnership agreements",
                body: "Who owns what, who decides, and what happens if a partner leaves, divorces or dies.",
              },
              {
                icon: "clipboard-list",
                title: "Contracts",
                body: "Customer terms, supplier agreements, independent-contractor and non-disclosure agreements you can reuse.",
              },
              { icon: "key-round", title: "Commercial leases", body: "Reviewing and negotiating leases for retail, restaurant, office and warehouse space." },
              {
                icon: "handshake",
                title: "Buying or selling a business",
                body: "Letters of intent, asset purchase agreements, bulk-sale notices and closing.",
              },
              {
                icon: "wine",
                title: "Farm and winery matters",
                body: "Land transfers, agritourism contracts and coordinating with your licensing consultant.",
              },
            ],
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## New York's LLC publication requirement

              New York is one of the few states that requires a new LLC to publish notice of its formation. Within 120 days of filing, the LLC must publish a notice once a week for six weeks in two newspapers chosen by the county clerk, then file a Certificate of Publication with the Department of State. An LLC that misses the deadline can lose its authority to do business until it complies.

              Publication costs depend on the county. In Ontario, Seneca and Yates counties it typically runs a few hundred dollars, far less than in New York City. Our LLC package handles the whole process.

              ## Regular legal check-ups

              Many of our business clients meet with us once a year to review contracts, update their operating agreement and talk through plans for the coming year. It costs far less than fixing a problem after it happens.
            `,
          },
        },
        {
          type: "faq",
          props: {
            heading: "Business law questions",
            items: [
              {
                question: "Do I need an LLC?",
                answer:
                  "Not always. An LLC can separate your personal assets from business debts and claims, but insurance matters just as much. We'll tell you honestly whether it's worth it for your situation.",
              },
              {
                question: "Can you review a lease before I sign?",
                answer:
                  "Yes, and please do call before you sign. A typical commercial lease review is a flat $650 and includes a call to walk through our recommended changes.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "LLC formation from $895, all-in except state and publication costs",
            action: { label: "See business fees", href: "fees" },
            secondary: { label: "Schedule a consultation", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "family-law",
      title: "Family Law and Divorce",
      description: "Uncontested divorce, custody, child support, prenuptial agreements and family mediation in Ontario, Seneca and Yates counties.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Family law",
            heading: "Steady guidance through a hard season",
            body: md`
              Family matters are personal, stressful and often urgent. Attorney Hannah Lindqvist focuses on resolving them as calmly and affordably as possible, through agreement when that's possible and in court when it isn't.

              - **Uncontested divorce** when you and your spouse agree on the terms
              - **Custody and parenting time** in Family Court or Supreme Court
              - **Child support and spousal maintenance**, including modifications
              - **Prenuptial and postnuptial agreements**
              - **Mediation**, with Hannah as a neutral mediator for couples who want to settle together
            `,
            illustration: "heart-handshake",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How an uncontested divorce works in New York",
            items: [
              { title: "Grounds", body: "Most divorces use New York's no-fault ground: the marriage has been irretrievably broken for at least six months." },
              {
                title: "Agreement",
                body: "We prepare a written settlement covering property, debts, retirement accounts, support and, if you have children, custody and parenting time.",
              },
              { title: "Filing", body: "We file the papers with the Supreme Court in your county. Court filing fees total $335." },
              {
                title: "Judgment",
                body: "The judge reviews the papers; in most uncontested cases neither spouse has to appear. Expect about three to five months.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Family law questions",
            items: [
              {
                question: "How is child support calculated in New York?",
                answer:
                  "Under the Child Support Standards Act, support is a percentage of the parents' combined income, 17% for one child, 25% for two, 29% for three, split between the parents in proportion to their incomes, up to a statutory cap. Child care and health insurance costs are shared on top.",
              },
              {
                question: "Can one attorney represent both of us?",
                answer:
                  "No. An attorney can only represent one spouse. Hannah can, however, act as a neutral mediator for both of you, and each of you can then have the agreement reviewed by your own attorney.",
              },
              {
                question: "What if there is domestic violence?",
                answer:
                  "Your safety comes first. If you are in danger, call 911. For an order of protection you can go directly to Family Court; we can help, and so can the confidential New York State Domestic and Sexual Violence Hotline. Mediation is not appropriate where there is abuse.",
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Urgent custody or protection matters",
            body: "If you have a court date in the next week, say so when you call and we will do our best to speak with you the same day.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Uncontested divorce: $2,400 flat fee",
            body: "Plus $335 in court filing fees. Contested matters are billed hourly with a $3,500 retainer.",
            action: { label: "Schedule a confidential consultation", href: "contact" },
          },
        },
      ],
    },
    {
      path: "fees",
      title: "Our Fees",
      description:
        "Flat fees for wills, estate plans, real estate closings, LLC formation and uncontested divorce, plus our hourly rates and consultation policy.",
      blocks: [
        {
          type: "pricing",
          props: {
            heading: "Estate planning",
            intro: "Flat fees include your planning meeting, drafts, one round of changes, signing and safekeeping of your original will.",
            plans: [
              {
                name: "Simple will",
                price: "$450",
                period: "per person",
                features: ["Last will and testament", "Self-proving affidavit", "Original kept in our vault"],
              },
              {
                name: "Estate plan",
                price: "$950",
                period: "individual · $1,450 couple",
                description: "What most families need.",
                features: ["Will", "Statutory short form power of attorney", "Health care proxy", "Living will", "Plain-English summary of your plan"],
                highlighted: true,
                action: { label: "Schedule a meeting", href: "contact" },
              },
              {
                name: "Trust-based plan",
                price: "From $2,800",
                period: "couple",
                features: ["Revocable living trust", "Pour-over wills", "Deeds to fund the trust", "Powers of attorney and health care documents"],
              },
            ],
            note: "Probate and estate administration are billed hourly or at an agreed flat fee depending on the estate, and are usually paid from the estate.",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Real estate, business and family law",
            plans: [
              {
                name: "Residential purchase",
                price: "$1,050",
                period: "buyer",
                features: ["Contract review and approval", "Title and survey review", "Lender coordination", "Closing and recording"],
              },
              {
                name: "Residential sale",
                price: "$950",
                period: "seller",
                features: ["Contract review", "Deed and transfer tax forms", "Payoffs and proceeds"],
              },
              {
                name: "LLC formation",
                price: "$895",
                period: "plus filing and publication",
                features: ["Articles of organization", "Operating agreement", "EIN and publication handled for you"],
              },
              {
                name: "Uncontested divorce",
                price: "$2,400",
                period: "plus $335 court fees",
                features: ["Settlement agreement", "All court papers", "Filing and follow-up with the court"],
              },
            ],
            note: "Lake and land purchases, refinances and commercial transactions are quoted individually before we begin.",
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Hourly rates

              Work that can't be done for a flat fee, such as contested custody, probate litigation or business disputes, is billed in tenth-of-an-hour increments:

              - Eleanor Marsh and Daniel Reyes: $295 per hour
              - Hannah Lindqvist: $240 per hour
              - Paralegal time: $115 per hour

              ## Consultations

              Real estate consultations are free. Other first meetings are $150 for up to an hour, credited toward your fee if you hire us. We'll always confirm the fee, and what it covers, in a written engagement letter before any work begins.

              ## Payment

              We accept checks, cards and bank transfers. Payment plans are available for estate plans and family law matters; just ask.
            `,
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "About these fees",
            body: "Fees are current as of this year and apply to typical matters. Out-of-pocket costs such as court fees, recording fees, title insurance and publication costs are separate and passed through at cost.",
          },
        },
      ],
    },
    {
      path: "attorneys",
      title: "Our Attorneys",
      description: "Meet the Quill & Gavel attorneys and staff: Eleanor Marsh, Daniel Reyes, Hannah Lindqvist and senior paralegal Corinne Abbott.",
      blocks: [
        {
          type: "teamGrid",
          props: {
            heading: "The people who will handle your matter",
            intro: "Three attorneys and a senior paralegal, all living and working in the Finger Lakes.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Not sure which attorney you need?",
            body: "Call the office and describe your situation. We'll connect you with the right person, or refer you to someone better suited.",
            action: { label: "Call (315) 555-0178", href: "tel:+13155550178" },
          },
        },
        { type: "notice", props: { tone: "info", heading: "Attorney advertising", body: ADVERTISING_NOTICE } },
      ],
    },
    {
      path: "about",
      title: "About Quill & Gavel",
      description: "A Geneva law firm since 2009, serving Finger Lakes families and businesses from a restored 1870s house on Castle Street.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              ## A neighbourhood law office

              Eleanor Marsh opened Quill & Gavel in 2009 in a restored 1870s house on Castle Street, a few blocks from the lake. After eleven years with a larger Rochester firm, she wanted to practise the way her grandfather, a country lawyer in Ovid, had: knowing her clients, answering her own phone and charging fees people could understand.

              The name comes from the two tools on her grandfather's desk, which still sit in our front room: a quill pen for the careful drafting that prevents most disputes, and a gavel for the times a matter must be decided in court.

              Daniel Reyes joined in 2013 to build the real estate and business practice, and Hannah Lindqvist in 2020 to lead our family law work.

              ## Where we work

              Most of our clients live or do business in Ontario, Seneca and Yates counties, from Geneva, Waterloo and Seneca Falls to Canandaigua, Penn Yan and Dundee. We appear regularly in the Surrogate's, Family and Supreme Courts in Canandaigua, Waterloo and Penn Yan.
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "What you can expect",
            columns: 3,
            items: [
              {
                icon: "phone",
                title: "Calls returned the same day",
                body: "If your attorney is in court, our paralegal will call to tell you when you'll hear back.",
              },
              {
                icon: "wallet",
                title: "Fees in writing, up front",
                body: "Every matter begins with an engagement letter that states the fee. No surprise bills.",
              },
              {
                icon: "accessibility",
                title: "An accessible office",
                body: "Step-free entrance from the rear parking lot, and home or hospital visits when travel is hard.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "In the community",
            heading: "Giving back in Geneva",
            body: md`
              Each year our attorneys volunteer at free will-signing clinics for first responders and veterans, answer questions at the Geneva Public Library's monthly legal help night, and accept pro bono family law cases through the regional volunteer lawyer program.
            `,
            illustration: "hand-heart",
            reverse: true,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Meet the attorneys",
            action: { label: "Our attorneys", href: "attorneys" },
            secondary: { label: "Contact the office", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "contact",
      title: "Contact Quill & Gavel Legal Services",
      description:
        "Schedule a consultation with a Geneva, NY attorney. Call (315) 555-0178 or email the office; most new clients are seen within three business days.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              ## Scheduling a consultation

              Send us the form below, call the office at (315) 555-0178 or email office@quillandgavel.example. Our senior paralegal, Corinne Abbott, will ask a few questions, check for conflicts of interest and book you with the right attorney, usually within three business days.

              ## What to bring

              - **Estate planning:** a list of your main assets and accounts, and the names and addresses of the people you want to include
              - **Real estate:** your signed purchase contract and any listing information
              - **Business:** your formation documents, and any contract or lease you want reviewed
              - **Family law:** any court papers you have received, and recent tax returns and pay stubs

              Please don't send confidential details by email or through the form until we've confirmed we can represent you.
            `,
          },
        },
        {
          type: "form",
          props: {
            heading: "Request a consultation",
            intro: "Real estate consultations are free; other first meetings are $150 for up to an hour, credited toward your fee if you hire us.",
            form: "consultation",
          },
        },
        {
          type: "features",
          props: {
            columns: 3,
            items: [
              {
                icon: "phone",
                title: "Call",
                body: "(315) 555-0178. Monday to Thursday 8:30 to 5:00, Friday until 4:00, Tuesday evenings until 7:00.",
                href: "tel:+13155550178",
                linkLabel: "Call the office",
              },
              {
                icon: "briefcase",
                title: "Email",
                body: "office@quillandgavel.example. We reply within one business day.",
                href: "mailto:office@quillandgavel.example",
                linkLabel: "Send an email",
              },
              {
                icon: "house",
                title: "Closings",
                body: "Sellers' agents and lenders can reach Corinne directly at closings@quillandgavel.example.",
                href: "mailto:closings@quillandgavel.example",
                linkLabel: "Email closings",
              },
            ],
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Visit our Castle Street office",
            intro: "Free parking behind the building, with a step-free entrance from the lot. We're a short walk from the Geneva lakefront.",
          },
        },
        { type: "notice", props: { tone: "info", heading: "Attorney advertising", body: ADVERTISING_NOTICE } },
      ],
    },
    {
      path: "disclaimer",
      title: "Attorney Advertising Disclaimer",
      description:
        "Attorney advertising notice and legal disclaimer for the Quill & Gavel website: no legal advice, no attorney-client relationship, prior results.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              ## Attorney advertising

              This website is attorney advertising under the New York Rules of Professional Conduct. Prior results do not guarantee a similar outcome. Client comments on this website are from actual clients, shared with their permission, and describe their own experience; your matter will depend on its own facts.

              ## Not legal advice

              The information on this website is general information about the law in New York State. It is not legal advice about your situation, and the law changes. You should not act, or refrain from acting, based on anything on this site without speaking to an attorney.

              ## No attorney-client relationship

              Visiting this website, calling our office or sending us an email does not create an attorney-client relationship. A relationship begins only when we have checked for conflicts of interest and both signed an engagement letter. Until then, please do not send us confidential information.

              ## Jurisdiction

              Our attorneys are licensed to practise in New York State only. Nothing on this site is intended to solicit clients in any other jurisdiction.

              ## Fees

              Fees listed on this site describe typical matters. Your fee will be confirmed in writing before any work begins.

              ## Responsible attorney

              Eleanor Marsh, Esq., Quill & Gavel Legal Services, 58 Castle Street, Geneva, NY 14456, (315) 555-0178.
            `,
          },
        },
      ],
    },
    {
      path: "privacy-policy",
      title: "Privacy Policy",
      description: "How Quill & Gavel Legal Services collects, uses and protects personal information from website visitors, prospective clients and clients.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              _Last updated August 15, 2026_

              Quill & Gavel Legal Services ("we", "us") respects your privacy. This policy explains what we collect through this website and when you contact us, and how we use and protect it. Information about clients is also protected by our professional duty of confidentiality under the New York Rules of Professional Conduct, which is stricter than this policy.

              ## Information we collect

              - **When you contact us:** your name, phone number, email address, the names of other people involved in your matter (so we can check for conflicts of interest) and a brief description of what you need.
              - **When you become a client:** the documents and information needed for your matter, such as financial, property, family and health information.
              - **When you visit the website:** basic technical information such as browser type and pages visited. We use no advertising or social-media tracking.

              ## How we use it

              We use your information to respond to you, check for conflicts, provide legal services, bill for our work and meet our legal and ethical obligations.

              ## Who we share it with

              We do not sell or rent personal information. We share it only as your matter requires (for example with courts, county clerks, title companies, lenders or opposing counsel), with service providers bound by confidentiality (such as our secure document and billing systems), or when required by law.

              ## Security and retention

              Client files are kept in access-controlled, encrypted systems, and original wills in a fireproof vault. We keep closed files for at least seven years, and original wills until they are needed or you ask for them back.

              ## Your choices

              You may ask to see or correct the information we hold about you. Contact Corinne Abbott at office@quillandgavel.example or (315) 555-0178.
            `,
          },
        },
      ],
    },
  ],
  team: [
    {
      slug: "eleanor-marsh",
      name: "Eleanor Marsh",
      photo: seedImage("people/quill-and-gavel-law/eleanor-marsh", { decorative: true }),
      role: "Founding Attorney · Estates, Trusts and Elder Law",
      email: "emarsh@quillandgavel.example",
      bio: md`
        Eleanor founded Quill & Gavel in 2009 and leads the firm's estate planning, estate administration and elder law practice. She has prepared more than two thousand wills and estate plans and handles probate matters in Surrogate's Courts across the Finger Lakes.

        ## Background

        Eleanor grew up on a dairy farm outside Ovid, where her grandfather practised law from a front room on Main Street. She spent eleven years in the trusts and estates group of a Rochester law firm before returning to the Finger Lakes to open her own practice.

        ## Practice focus

        - Wills, revocable trusts and family camp trusts
        - Powers of attorney, health care proxies and living wills
        - Medicaid planning and asset protection trusts
        - Probate, estate administration and small estates
        - Guardianship proceedings

        ## Education and admissions

        - JD, Albany Law School
        - BA in History, Hobart and William Smith Colleges
        - Admitted to practice in New York State, 1998

        Eleanor is a past president of the county bar association and volunteers at free will-signing clinics for veterans and first responders. She lives in Geneva and rows with the masters program on Seneca Lake.
      `,
    },
    {
      slug: "daniel-reyes",
      name: "Daniel Reyes",
      photo: seedImage("people/quill-and-gavel-law/daniel-reyes", { decorative: true }),
      role: "Partner · Real Estate and Small Business",
      email: "dreyes@quillandgavel.example",
      bio: md`
        Daniel joined Quill & Gavel in 2013 and became a partner in 2017. He leads the firm's real estate and business practice, representing buyers, sellers and lenders in residential closings and advising local businesses from formation through sale.

        ## Background

        Before joining the firm, Daniel spent five years as counsel to a title insurance agency in Syracuse, where he reviewed thousands of title reports and learned exactly where closings go wrong. He applies that experience to every transaction, particularly lake and rural properties with shared driveways, easements and old surveys.

        ## Practice focus

        - Residential purchases, sales and refinances
        - Lake cottages, farmland and vineyard parcels
        - LLC and corporate formation, operating agreements
        - Commercial leases and contracts
        - Buying and selling small businesses

        ## Education and admissions

        - JD, Syracuse University College of Law
        - BS in Economics, SUNY Oswego
        - Admitted to practice in New York State, 2008

        Daniel is a member of the board of a Geneva business improvement district and speaks Spanish with clients who prefer it. He lives in Waterloo with his wife and two sons.
      `,
    },
    {
      slug: "hannah-lindqvist",
      name: "Hannah Lindqvist",
      photo: seedImage("people/quill-and-gavel-law/hannah-lindqvist", { decorative: true }),
      role: "Attorney · Family Law and Mediation",
      email: "hlindqvist@quillandgavel.example",
      bio: md`
        Hannah leads Quill & Gavel's family law practice. She represents clients in divorce, custody, child support and maintenance matters, and serves as a neutral mediator for couples who want to reach agreement outside court.

        ## Background

        Hannah began her career at a legal aid office, representing parents in Family Court in Ontario and Wayne counties. Those years taught her how much families gain when parents can reach agreement, and how to fight effectively in court when they can't. She joined Quill & Gavel in 2020.

        ## Practice focus

        - Uncontested and contested divorce
        - Custody, parenting time and relocation
        - Child support and maintenance, including modifications
        - Prenuptial and postnuptial agreements
        - Family mediation

        ## Education and admissions

        - JD, University at Buffalo School of Law
        - BA in Psychology, St. Lawrence University
        - Admitted to practice in New York State, 2015
        - Trained in divorce and family mediation

        Hannah accepts pro bono cases through the regional volunteer lawyer program and lives in Canandaigua with her partner and their very large dog.
      `,
    },
    {
      slug: "corinne-abbott",
      name: "Corinne Abbott",
      photo: seedImage("people/quill-and-gavel-law/corinne-abbott", { decorative: true }),
      role: "Senior Paralegal and Closing Coordinator",
      email: "cabbott@quillandgavel.example",
      bio: md`
        Corinne has been with Quill & Gavel since the day it opened in 2009. She coordinates every real estate closing the firm handles, manages estate administration files, and is usually the first person new clients speak with.

        ## What she does

        - Schedules closings and works with agents, lenders and title companies to keep them on time
        - Prepares deeds, transfer tax forms and Surrogate's Court filings for attorney review
        - Checks conflicts of interest and opens new client files
        - Keeps the firm's will vault and its records

        ## Background

        Corinne spent ten years in the Ontario County Clerk's office before becoming a paralegal, and knows the recording and filing process in the region's county offices as well as anyone. She holds a paralegal certificate from Finger Lakes Community College.

        Corinne is not an attorney and cannot give legal advice, but she can almost always tell you where your closing or estate stands. She lives in Geneva and coaches youth softball.
      `,
    },
  ],
};

export default site;
