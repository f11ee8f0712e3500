import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0190";
const TEL = "tel:+15855550190";
const EMAIL = "loans@homewardmortgage.example";

const site: SiteSeed = {
  slug: "homeward-mortgage",
  name: "Homeward Mortgage",
  kind: "mortgage",
  theme: {
    palette: {
      primary: "#9a3412",
      onPrimary: "#ffffff",
      accent: "#3f7d6e",
      background: "#fffaf5",
      surface: "#f6ebe0",
      text: "#231a14",
      muted: "#5c4d42",
      border: "#e3d2c1",
    },
    fonts: { heading: "fraunces", body: "inter" },
    header: "centered",
    footer: "band",
    sectionStyle: "cards",
    logo: { mark: "house", shape: "rounded" },
    radius: "large",
    pattern: "dots",
  },
  settings: {
    tagline: "Local mortgage lending for Rochester and the Finger Lakes",
    description:
      "Homeward Mortgage is a Brighton, NY mortgage lender offering conventional, FHA, VA, USDA and SONYMA home loans with local underwriting and closings. NMLS ID 1299841.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "2700 Elmwood Avenue", locality: "Rochester", region: "NY", postalCode: "14618" },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu"], opens: "08:30", closes: "18:30" },
      { days: ["fri"], opens: "08:30", closes: "17:00" },
      { days: ["sat"], opens: "10:00", closes: "13:00" },
    ],
    hoursNote: "Evening and weekend appointments with loan officers are available by request.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Home", href: "" },
      { label: "Mortgage Calculator", href: "calculator" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Talk to a loan officer", href: "contact" },
    footerLinks: [
      { label: "Mortgage calculator", href: "calculator" },
      { label: "Contact us", href: "contact" },
      { label: "Privacy policy", href: "privacy-policy" },
    ],
  },
  forms: [
    {
      key: "loan-enquiry",
      name: "Loan enquiry",
      recipients: [EMAIL],
      submitLabel: "Ask a loan officer to call",
      successMessage:
        "Thank you. A Homeward loan officer will call or email you the same business day (or the next morning if you wrote after hours) to talk about your plans. There is no credit check until you decide to apply.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        {
          name: "time",
          label: "Best time to call",
          type: "select",
          width: "half",
          options: ["Weekday morning", "Weekday afternoon", "Weekday evening", "Saturday morning"],
        },
        {
          name: "goal",
          label: "I'd like to",
          type: "radio",
          required: true,
          options: ["Get pre-approved to buy", "Buy a home I've found", "Refinance my mortgage", "Check on my loan in progress", "Something else"],
        },
        { name: "first_time", label: "Are you a first-time home buyer?", type: "radio", width: "half", options: ["Yes", "No"] },
        {
          name: "program",
          label: "Loan program you're interested in",
          type: "select",
          width: "half",
          options: ["Not sure yet", "SONYMA", "Conventional", "FHA", "VA", "USDA Rural Development", "Renovation loan"],
        },
        { name: "price", label: "Price range or loan amount", type: "text", width: "half", maxLength: 60, help: "A rough figure is fine." },
        {
          name: "timeframe",
          label: "When do you hope to buy or close?",
          type: "select",
          width: "half",
          options: ["Within 30 days", "1 to 3 months", "3 to 6 months", "More than 6 months", "Just exploring"],
        },
        { name: "area", label: "Town or county you're looking in", type: "text", maxLength: 120 },
        {
          name: "officer",
          label: "Preferred loan officer",
          type: "select",
          options: ["No preference", "Patrice Coleman", "Ben Alvarado", "Grace Lindqvist"],
        },
        {
          name: "message",
          label: "Anything else?",
          type: "textarea",
          maxLength: 3000,
          help: "Please don't send your Social Security number or account numbers here; we'll collect them securely when you apply.",
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Homeward Mortgage | Home Loans in Rochester, NY",
      description:
        "Local mortgage lender in Brighton, NY: first-time buyer programs, SONYMA, FHA, VA, USDA, conventional loans and refinancing with local underwriting.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("homes/homeward-mortgage/farmhouse-fence"),
            variant: "split",
            eyebrow: "Local lender, local decisions",
            heading: "The mortgage part of buying a home, made straightforward",
            body: "Homeward Mortgage has helped more than 6,000 families buy and refinance homes around Rochester and the Finger Lakes. Our underwriters and closers work down the hall from your loan officer, so questions get answered in hours, not days.",
            actions: [
              { label: "Estimate your payment", href: "calculator" },
              { label: "Get pre-approved", href: "contact", variant: "secondary" },
            ],
            illustration: "house",
          },
        },
        {
          type: "features",
          props: {
            heading: "Loan programs",
            columns: 3,
            items: [
              {
                icon: "key-round",
                title: "SONYMA first-time buyer loans",
                body: "State of New York Mortgage Agency loans with below-market rates, as little as 3% down and up to $15,000 in down payment assistance.",
              },
              {
                icon: "landmark",
                title: "Conventional",
                body: "Fixed and adjustable loans from 3% down for first-time buyers, with no mortgage insurance at 20% down.",
              },
              { icon: "shield", title: "FHA", body: "3.5% down with credit scores from 580 and flexible debt-to-income limits." },
              { icon: "award", title: "VA", body: "No down payment and no mortgage insurance for eligible veterans, servicemembers and surviving spouses." },
              {
                icon: "trees",
                title: "USDA Rural Development",
                body: "No down payment in eligible rural areas, which include much of Ontario, Livingston, Wayne and Yates counties.",
              },
              {
                icon: "trending-up",
                title: "Refinancing",
                body: "Rate-and-term, cash-out for renovations, and streamline refinances for FHA and VA borrowers.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "From pre-approval to keys",
            items: [
              {
                title: "Pre-approval",
                body: "A 30-minute conversation and a credit check. We verify your income and assets up front, so your pre-approval letter means something to sellers.",
              },
              { title: "Find your home", body: "Share your accepted offer with us and your real estate agent. We lock your rate when you're ready." },
              {
                title: "Appraisal and underwriting",
                body: "We order the appraisal and underwrite your loan in-house, usually within a week of a complete application.",
              },
              {
                title: "Clear to close",
                body: "You receive your Closing Disclosure at least three business days before closing, and we walk through it with you line by line.",
              },
              { title: "Closing", body: "Sign at your attorney's office, as is customary in New York. Most of our loans close in 30 days or less." },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "6,000+", label: "families financed since 2004" },
              { value: "24 days", label: "average time from contract to clear to close" },
              { value: "41%", label: "of our buyers are first-time homeowners" },
              { value: "4.9 / 5", label: "average rating from past borrowers" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "We were outbid twice before we switched to Homeward. Their fully underwritten pre-approval got our offer accepted on a house in Greece over a higher bid.",
                name: "Kayla and Devon R.",
                detail: "First-time buyers, Greece",
                rating: 5,
              },
              {
                quote: "Patrice found us a SONYMA loan with $15,000 in down payment assistance that our bank never mentioned.",
                name: "Luis Ortega",
                detail: "First-time buyer, Rochester",
                rating: 5,
              },
              {
                quote: "VA loan on a farmhouse in Livonia with a well and septic. They knew exactly what the appraiser and inspector would need.",
                name: "Sgt. Amanda Kline (ret.)",
                detail: "Livonia",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Find out what you can afford",
            body: "Try our calculator with local tax estimates, then talk to a loan officer for a real pre-approval.",
            action: { label: "Open the mortgage calculator", href: "calculator" },
            secondary: { label: "Call (585) 555-0190", href: TEL, variant: "secondary" },
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              _Homeward Mortgage, LLC. NMLS ID 1299841. Licensed Mortgage Banker, New York State Department of
              Financial Services. Equal Housing Opportunity. All loans subject to credit approval; not all
              applicants will qualify._
            `,
            width: "wide",
          },
        },
      ],
    },
    // ------------------------------------------------------------ calculator
    {
      path: "calculator",
      title: "Mortgage Payment Calculator",
      description:
        "Estimate your monthly mortgage payment with principal, interest, property taxes and insurance, preset with typical figures for a Monroe County home.",
      blocks: [
        {
          type: "mortgageCalculator",
          props: {
            heading: "Estimate your monthly payment",
            intro: "We've filled in typical numbers for a home in Monroe County. Change any of them to match the house you're looking at.",
            defaults: {
              homePrice: 265_000,
              downPaymentPercent: 10,
              ratePercent: 6.625,
              termYears: 30,
              annualTaxes: 7_100,
              annualInsurance: 1_250,
            },
            disclaimer:
              "This calculator gives an estimate for illustration only. It is not a loan offer, a rate quote or a commitment to lend. The estimate does not include private mortgage insurance, FHA mortgage insurance, HOA fees or flood insurance, which may apply. Your actual rate, payment and costs depend on your credit, loan program, property and market conditions at the time you lock. Homeward Mortgage, LLC, NMLS ID 1299841. Equal Housing Opportunity.",
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## About the local numbers

              **Property taxes are high here.** Around Rochester, town, county and school taxes together
              usually run 2.4% to 3.2% of a home's market value a year, so a $265,000 house often carries
              $6,500 to $8,500 in taxes. Town and county taxes are billed in January and school taxes in
              September; with an escrow account, we pay both for you. Look up the actual bills for any house
              you're considering on the town's website, and ask about STAR credits if it will be your
              primary home.

              **Homeowners insurance** for a typical single-family home in the area costs $1,000 to $1,600 a
              year. Lake-front homes and older homes with original wiring often cost more.

              **Mortgage insurance** applies to most conventional loans with less than 20% down, typically
              0.3% to 1.1% of the loan amount a year depending on credit score and down payment. FHA loans
              carry an upfront and a monthly premium.

              ## Closing costs in New York

              Budget roughly 3% to 5% of the price for closing costs, including attorney fees (buyers in New
              York usually hire their own attorney, about $900 to $1,500), title insurance, the appraisal and
              New York's mortgage recording tax, which for a one- or two-family home in Monroe County costs the
              borrower about 0.75% of the loan amount. Your Loan Estimate lists every cost.
            `,
          },
        },
        {
          type: "faq",
          props: {
            heading: "Calculator questions",
            items: [
              {
                question: "Which rate should I enter?",
                answer:
                  "Use today's rate from a loan officer for the program you're considering. Rates change daily and depend on your credit score, down payment and how long you lock. Call us for a same-day quote.",
              },
              {
                question: "How much house can I afford?",
                answer:
                  "Most programs allow total housing costs up to about 28% to 33% of gross monthly income, and all monthly debts including the mortgage up to 43% to 50%. A pre-approval conversation gives you a precise answer.",
              },
              {
                question: "Should I choose 15 or 30 years?",
                answer:
                  "A 15-year loan has a lower rate and saves a great deal of interest, but the payment is much higher. Many buyers take 30 years for flexibility and pay extra principal when they can, with no prepayment penalty.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Turn your estimate into a pre-approval",
            body: "A loan officer can confirm your rate, mortgage insurance and program eligibility in one call.",
            action: { label: "Contact a loan officer", href: "contact" },
            secondary: { label: "Call (585) 555-0190", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact a Loan Officer",
      description:
        "Send a request, call, email or visit Homeward Mortgage on Elmwood Avenue in Brighton to start a pre-approval, ask about a refinance or check on your loan.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "Our loan officers",
            intro: "Each loan officer handles your file from application to closing. Call the main line and ask for them by name.",
            columns: 3,
            items: [
              {
                icon: "users",
                title: "Patrice Coleman",
                body: "Senior loan officer, NMLS 420118. First-time buyers, SONYMA and down payment assistance programs. Speaks English and French.",
              },
              {
                icon: "users",
                title: "Ben Alvarado",
                body: "Loan officer, NMLS 1788204. VA and USDA loans, rural properties with wells and septic. Habla español.",
              },
              {
                icon: "users",
                title: "Grace Lindqvist",
                body: "Loan officer, NMLS 936571. Refinancing, renovation loans, self-employed borrowers and condos.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "What to have ready for pre-approval",
            items: [
              {
                title: "Income",
                body: "Your two most recent pay stubs and W-2s for the last two years. Self-employed borrowers: two years of complete tax returns.",
              },
              { title: "Assets", body: "Two months of statements for the accounts your down payment and closing costs will come from." },
              { title: "Identification", body: "A driver's license or other photo ID, and for VA loans, your Certificate of Eligibility or DD-214." },
              { title: "Housing history", body: "Your current landlord or mortgage servicer contact information." },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Start a pre-approval or ask a question",
            intro: "Tell us a little about your plans and the best time to call, and a loan officer will reach out the same business day.",
            form: "loan-enquiry",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Visit or call",
            intro:
              "Our office is on Elmwood Avenue near Twelve Corners, with free parking behind the building. Walk-ins are welcome; appointments guarantee a loan officer is available.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Rather talk now?",
            body: "Call the main line and ask for a loan officer by name, or email us with your question.",
            action: { label: "Call (585) 555-0190", href: TEL },
            secondary: { label: "Email loans@homewardmortgage.example", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------- privacy policy
    {
      path: "privacy-policy",
      title: "Privacy Policy",
      description:
        "How Homeward Mortgage collects, uses, shares and protects the personal and financial information of applicants, borrowers and website visitors.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              _Effective January 15, 2025_

              Homeward Mortgage, LLC ("Homeward") takes the privacy of your financial information seriously.
              This policy describes what we collect when you apply for a mortgage, use our website or talk with
              a loan officer, and how you can limit sharing.

              ## Information we collect

              - **Application information:** name, address, date of birth, Social Security number, employment,
                income, assets, debts and the property you are buying or refinancing.
              - **Verification information:** credit reports, tax transcripts, employment and income
                verifications, bank statements and appraisal reports.
              - **Government monitoring information:** ethnicity, race and sex, which federal law asks us to
                request for mortgage applications. Providing it is optional and it is never used to make a
                credit decision.
              - **Website information:** pages visited, device and browser type, and information you enter in
                our calculator. Numbers you enter in the calculator are not saved or linked to you.

              ## How we use it

              We use your information to evaluate and process your loan application, to meet the
              requirements of investors and government agencies such as Fannie Mae, Freddie Mac, FHA, VA,
              USDA and SONYMA, to close and deliver your loan, to prevent fraud and to comply with law.

              ## How we share it

              - With service providers needed to complete your loan: credit bureaus, appraisers, title
                companies, closing attorneys, flood certification and verification vendors.
              - With the investor who purchases your loan and the company that services it after closing.
              - With government agencies and regulators as required, including Home Mortgage Disclosure Act
                reporting, which does not include your name.
              - With your real estate agent and attorney, limited to the status of your loan, if you
                authorize it.

              We do not sell your personal information, and we do not share it with other companies for their
              marketing.

              ## Your choices

              You may limit our use of your information to market our own products to you by calling
              (585) 555-0190 or emailing privacy@homewardmortgage.example. You can opt out of marketing email
              with the link in any message. Federal law does not allow you to limit sharing needed to process
              your loan.

              ## How we protect it

              We follow the federal Gramm-Leach-Bliley Act safeguards rule and New York's cybersecurity
              regulation (23 NYCRR Part 500): encrypted document upload, multi-factor authentication, access
              limited to the people working on your loan, and secure shredding of paper records. If a breach
              involving your information occurs, we will notify you as required by law.

              ## Record retention

              We keep loan files for at least the periods required by federal and New York law and by our
              investors, generally five to seven years after closing or after an application is withdrawn
              or denied.

              ## Contact

              Questions about this policy: privacy@homewardmortgage.example, (585) 555-0190, or Homeward
              Mortgage, Attn: Compliance, 2700 Elmwood Avenue, Rochester, NY 14618.

              _Homeward Mortgage, LLC. NMLS ID 1299841. Licensed Mortgage Banker, New York State Department of
              Financial Services. Equal Housing Opportunity._
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions about how we handle your information?",
            body: "Our compliance team will answer, and can tell you exactly what we hold in your loan file.",
            action: { label: "Email privacy@homewardmortgage.example", href: "mailto:privacy@homewardmortgage.example" },
            secondary: { label: "Contact a loan officer", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
