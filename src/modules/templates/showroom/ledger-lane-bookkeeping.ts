import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "ledger-lane-bookkeeping",
  name: "Ledger Lane Bookkeeping",
  kind: "single-page:bookkeeper",
  theme: {
    palette: {
      primary: "#22574a",
      onPrimary: "#ffffff",
      accent: "#c9a227",
      background: "#fbfbf9",
      surface: "#eef1ee",
      text: "#1a2220",
      muted: "#4d5955",
      border: "#d4dbd7",
    },
    fonts: { heading: "merriweather", body: "inter" },
    header: "classic",
    footer: "columns",
    sectionStyle: "editorial",
    logo: { mark: "calculator", shape: "square" },
    radius: "none",
    pattern: "grid",
  },
  settings: {
    tagline: "Monthly bookkeeping, payroll and sales tax for small businesses in the Finger Lakes",
    description:
      "Ledger Lane Bookkeeping keeps the books for about sixty small businesses in Canandaigua and the Finger Lakes: monthly reconciliations, payroll, New York sales tax filings and clean year-end records for your accountant.",
    contact: {
      phone: "(585) 555-0133",
      email: "books@ledgerlane.example",
      address: { street: "3 Coach Street, Suite 2B", locality: "Canandaigua", region: "NY", postalCode: "14424" },
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:30", closes: "16:30" }],
    hoursNote: "From February to mid-April we're also in on Saturday mornings by appointment.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Book a free review", href: "tel:+15855550133" },
  },
  forms: [
    {
      key: "free-review",
      name: "Free review request",
      recipients: ["books@ledgerlane.example"],
      submitLabel: "Request a free review",
      successMessage:
        "Thank you. Beth will call or email within one business day to set up your free one-hour review. There's no need to send any financial documents yet: we'll share a secure portal link before we meet, and we'll never ask for your banking password.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "business", label: "Business name", type: "text", required: true, width: "half" },
        {
          name: "business_type",
          label: "Type of business",
          type: "select",
          required: true,
          options: [
            "Retail shop",
            "Restaurant or café",
            "Winery, brewery or farm",
            "Contractor or trade",
            "Medical or dental practice",
            "Professional services",
            "Nonprofit",
            "Something else",
          ],
        },
        {
          name: "transactions",
          label: "About how many transactions a month?",
          type: "select",
          required: true,
          width: "half",
          options: ["Under 75", "75 to 250", "250 to 600", "More than 600", "Not sure"],
          help: "Deposits, card charges, checks and transfers across all accounts.",
        },
        { name: "employees", label: "Employees on payroll", type: "select", width: "half", options: ["None", "1 to 5", "6 to 15", "16 or more"] },
        {
          name: "software",
          label: "What are the books kept in now?",
          type: "radio",
          options: ["QuickBooks Online", "QuickBooks Desktop", "Xero", "Spreadsheets or paper", "Something else"],
        },
        {
          name: "help_with",
          label: "What would you like help with?",
          type: "checkbox",
          required: true,
          options: ["Monthly bookkeeping", "Payroll", "Sales tax", "Catch-up and cleanup", "Bills and invoicing", "QuickBooks setup and training"],
        },
        { name: "meeting", label: "Where would you like to meet?", type: "radio", options: ["At your office on Coach Street", "Video call", "At my business"] },
        {
          name: "message",
          label: "Anything else we should know?",
          type: "textarea",
          maxLength: 3000,
          help: "How far behind the books are, or a deadline from your accountant or lender. Please don't include account numbers.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Ledger Lane Bookkeeping | Small Business Bookkeeping, Canandaigua NY",
      description:
        "Monthly bookkeeping, catch-up work, payroll and NYS sales tax filing for small businesses in Canandaigua and the Finger Lakes, at flat monthly prices.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Canandaigua · QuickBooks and Xero",
            heading: "Books closed by the 15th, every month, so you know where you stand",
            body: "You run a winery, a dental practice, a contracting crew or a shop on Main Street. We reconcile every account, file your sales tax and payroll on time, and send you a one-page report you'll actually read. At tax time, your accountant gets everything in one tidy folder.",
            actions: [
              { label: "Call for a free review", href: "tel:+15855550133" },
              { label: "Email us", href: "mailto:books@ledgerlane.example", variant: "secondary" },
            ],
            illustration: "calculator",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we take off your desk",
            columns: 3,
            items: [
              {
                icon: "file-text",
                title: "Monthly bookkeeping",
                body: "Every transaction categorised, every bank and card account reconciled, and a profit and loss, balance sheet and cash summary by the 15th.",
              },
              {
                icon: "wallet",
                title: "Payroll",
                body: "Pay runs, direct deposit, NYS withholding and unemployment filings, paid family leave deductions, and W-2s in January.",
              },
              {
                icon: "landmark",
                title: "Sales tax",
                body: "Quarterly or monthly New York State sales tax returns, including the right rates for Ontario, Yates, Seneca and Monroe counties.",
              },
              {
                icon: "recycle",
                title: "Catch-up and cleanup",
                body: "Six months behind? Two years? We rebuild your books from bank statements, fix miscategorised entries and get you current.",
              },
              {
                icon: "clipboard-list",
                title: "Bills and invoicing",
                body: "Accounts payable scheduled so nothing's late, invoices sent and chased politely, and 1099s for your contractors.",
              },
              {
                icon: "graduation-cap",
                title: "QuickBooks setup and training",
                body: "A chart of accounts that fits your business, bank feeds and rules set up, and an hour teaching you or your office manager.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Flat monthly prices",
            intro: "Priced by how many transactions you have and how many accounts we reconcile, agreed in writing. No hourly surprises.",
            plans: [
              {
                name: "Essentials",
                price: "$325",
                period: "a month",
                description: "Sole proprietors and side businesses.",
                features: ["Up to 75 transactions a month", "2 bank or card accounts", "Monthly reports by the 15th", "Year-end package for your CPA"],
              },
              {
                name: "Growing",
                price: "$575",
                period: "a month",
                description: "Shops, studios and trades with a few employees.",
                features: ["Up to 250 transactions a month", "5 accounts", "Sales tax filing", "Bill pay and invoicing", "Quarterly call to review numbers"],
                highlighted: true,
              },
              {
                name: "Established",
                price: "$950",
                period: "a month",
                description: "Wineries, restaurants, practices and multi-crew contractors.",
                features: [
                  "Up to 600 transactions a month",
                  "Unlimited accounts",
                  "Job or class tracking",
                  "Monthly call with your bookkeeper",
                  "Budget versus actual reports",
                ],
              },
            ],
            note: "Payroll adds $60 a month plus $6 per employee per pay run. Catch-up work is quoted after a free review, typically $250 to $400 for each month behind.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Switching to Ledger Lane",
            items: [
              {
                title: "Free review",
                body: "A one-hour meeting, in our office or on a video call, where we look at your books as they are and tell you plainly what needs doing.",
              },
              { title: "Proposal", body: "Within three days: a fixed monthly price, any catch-up quote, and exactly what we'll need from you each month." },
              {
                title: "Onboarding",
                body: "Read-only bank access, a secure document portal and a short checklist. If there's catch-up, we do it in the first month or two.",
              },
              {
                title: "Every month after",
                body: "Books closed and reports in your inbox by the 15th, with a short note flagging anything odd: a duplicate charge, a customer who's slow to pay.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "62", label: "small businesses on our books" },
              { value: "15th", label: "of the month, reports delivered, every month" },
              { value: "0", label: "late sales tax returns filed since 2016" },
              { value: "3", label: "bookkeepers, QuickBooks ProAdvisors all" },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Who we are",
            heading: "Three bookkeepers on Coach Street",
            body: md`
              **Beth Lane** spent twelve years in the accounts department of a Finger Lakes winery before opening Ledger
              Lane in 2015 with three clients and a laptop. She is a certified QuickBooks ProAdvisor and knows a
              winery's excise tax reports better than she'd like to.

              **Owen Marsh** handles payroll and sales tax for all our clients, and **Kristen Abbey** leads catch-up
              projects and new client setup.

              We're bookkeepers, not CPAs: we don't prepare income tax returns or give tax advice. We work closely with
              several accounting firms in Canandaigua, Geneva and Rochester and are glad to introduce you.
            `,
            illustration: "users",
            reverse: true,
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Clients on Ledger Lane",
            items: [
              {
                quote:
                  "For three years my books were a shoebox and a prayer. Kristen caught us up in six weeks, and my accountant said it was the cleanest file he'd had from me. I actually know my margins now.",
                name: "Dave Kessler",
                detail: "Kessler Roofing, Farmington",
              },
              {
                quote:
                  "Between the tasting room, wine club and distributor sales, our books are complicated. Beth understands every piece of it, and our sales tax has never been late.",
                name: "Nicole Baptiste",
                detail: "General manager, a Canandaigua Lake winery",
              },
              {
                quote: "The monthly note is the best part: short, plain English, and twice it's caught a vendor double-billing us.",
                name: "Dr. Alan Cho",
                detail: "Lakeshore Family Dentistry, Geneva",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Common questions",
            items: [
              {
                question: "Do I need to switch software?",
                answer:
                  "We work in QuickBooks Online and Xero. If you're on QuickBooks Desktop, we'll help you move to Online as part of onboarding at no extra charge.",
              },
              {
                question: "Do you do tax returns?",
                answer:
                  "No. We're bookkeepers, and we hand your accountant a complete year-end package: reconciled books, a trial balance, fixed asset schedule and 1099 list. Many of our clients find their CPA bill goes down as a result.",
              },
              {
                question: "Is my financial information secure?",
                answer:
                  "We use read-only bank connections, a secure client portal instead of email attachments, and two-factor authentication on every system. We never ask for your online banking password.",
              },
              {
                question: "Can you come to my business?",
                answer:
                  "Almost all our work is done remotely, but we're happy to visit for the first review or a quarterly meeting anywhere within about 30 minutes of Canandaigua.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "free-review",
            heading: "Request a free review",
            intro: "Tell us a little about your business and we'll set up a no-obligation hour with Beth, in our office or on a video call.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Book a free review",
            intro:
              "Our office is on Coach Street, a block off Main Street in Canandaigua, with parking on the street and in the lot behind. Send the form above, or call or email, to set up an hour with Beth.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
  ],
};

export default site;
