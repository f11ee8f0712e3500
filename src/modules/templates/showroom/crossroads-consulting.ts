import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "crossroads-consulting",
  name: "Crossroads Consulting Group",
  kind: "consulting-group",
  theme: {
    palette: {
      primary: "#0e6f67",
      onPrimary: "#ffffff",
      accent: "#ea580c",
      background: "#fffbf5",
      surface: "#fcefdc",
      text: "#1f2937",
      muted: "#57534e",
      border: "#efd8b8",
    },
    fonts: { heading: "montserrat", body: "work-sans" },
    header: "bar",
    footer: "band",
    sectionStyle: "editorial",
    logo: { mark: "map-pin", shape: "hexagon" },
    radius: "large",
    pattern: "diagonal",
  },
  settings: {
    tagline: "Coaching, bookkeeping and people help for owners at a crossroads",
    description:
      "Crossroads Consulting Group is a family of small-business services in Canandaigua, NY: one-on-one business coaching, owner roundtables, bookkeeping, HR support and exit planning for companies with 5 to 150 employees across the Finger Lakes.",
    contact: {
      phone: "(585) 555-0131",
      email: "hello@crossroadsconsulting.example",
      address: { street: "210 South Main Street, Suite 3", locality: "Canandaigua", region: "NY", postalCode: "14424" },
      serviceAreaNote: "We meet clients across Ontario, Monroe, Wayne, Yates and Seneca counties, and by video anywhere.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu"], opens: "08:00", closes: "17:30" },
      { days: ["fri"], opens: "08:00", closes: "15:00" },
    ],
    hoursNote: "Early-morning and evening coaching sessions are available by appointment for owners who can't leave the shop during the day.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "Business Coaching",
        href: "business-coaching",
        children: [
          { label: "Leadership coaching", href: "business-coaching/leadership" },
          { label: "Sales systems", href: "business-coaching/sales-systems" },
          { label: "Financial clarity", href: "business-coaching/financial-clarity" },
          { label: "Exit planning", href: "business-coaching/exit-planning" },
        ],
      },
      { label: "Our Businesses", href: "our-businesses" },
      { label: "Book Report", href: "book-report" },
      { label: "Partners", href: "affiliates-and-partners" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Book a free call", href: "contact" },
    footerLinks: [
      { label: "Business coaching", href: "business-coaching" },
      { label: "Affiliates and partners", href: "affiliates-and-partners" },
      { label: "Privacy policy", href: "privacy-policy" },
    ],
  },
  forms: [
    {
      key: "contact",
      name: "Free call request",
      recipients: ["hello@crossroadsconsulting.example"],
      submitLabel: "Request my free call",
      successMessage:
        "Thank you. Kim, our client coordinator, will be in touch within one business day to suggest a coach and a time for your free 30-minute call. Need us sooner? Call (585) 555-0131.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "business", label: "Business name", type: "text", required: true, width: "half" },
        {
          name: "employees",
          label: "Number of employees",
          type: "select",
          width: "half",
          options: ["Just me", "2-4", "5-19", "20-49", "50-150", "More than 150"],
        },
        { name: "town", label: "Where you're based", type: "text", width: "half", help: "Town or county." },
        {
          name: "interest",
          label: "What would you like help with?",
          type: "checkbox",
          required: true,
          options: [
            "Business coaching",
            "An owner roundtable seat",
            "Bookkeeping or payroll (Ledgerline)",
            "HR support (People Partners)",
            "Selling or valuing my business",
            "Not sure yet",
          ],
        },
        { name: "meeting", label: "How would you like to meet?", type: "radio", options: ["Phone", "Video", "At your Canandaigua office"] },
        { name: "best_times", label: "Best days and times for you", type: "text", help: "Early mornings and evenings are fine." },
        {
          name: "message",
          label: "What's on your mind?",
          type: "textarea",
          maxLength: 3000,
          help: "A line or two about your business and what's keeping you up at night.",
        },
      ],
    },
    {
      key: "book-report",
      name: "The Crossroads Book Report",
      recipients: ["hello@crossroadsconsulting.example"],
      submitLabel: "Sign up",
      subscribeList: "book-report",
      confirmToSender: true,
      successMessage: "Almost done: check your email and click the link we've sent to confirm your sign-up. Nothing will arrive until you do.",
      fields: [
        { name: "name", label: "Your name", type: "text", width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "consent", label: "Yes, email me the Crossroads Book Report each month. I can unsubscribe at any time.", type: "consent", required: true },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Crossroads Consulting Group | Small-Business Coaching in Canandaigua",
      description:
        "Business coaching, bookkeeping, HR and exit planning for Finger Lakes owners, from a Canandaigua team that has run small businesses itself.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "For owners of companies with 5 to 150 employees",
            heading: "Every business hits a crossroads. You don't have to pick the road alone.",
            body: "Stuck at the same revenue for three years? Working sixty-hour weeks in a business that should run without you? Starting to wonder what it's worth? We help Finger Lakes owners make the next move with a plan, real numbers and a coach who has been there.",
            actions: [
              { label: "Book a free 30-minute call", href: "contact" },
              { label: "Explore business coaching", href: "business-coaching", variant: "secondary" },
            ],
            illustration: "map-pin",
          },
        },
        {
          type: "features",
          props: {
            heading: "How we help",
            intro: "Five businesses under one roof, and a reading list. Most clients start with coaching and add the rest only when they need it.",
            columns: 3,
            items: [
              {
                icon: "target",
                title: "Business coaching",
                body: "Monthly one-on-one coaching on leadership, sales, finances and succession, with a 90-day plan you actually follow.",
                href: "business-coaching",
                linkLabel: "Coaching programs",
              },
              {
                icon: "users",
                title: "Owner roundtables",
                body: "Eight non-competing owners, one morning a month, working on each other's hardest problems.",
                href: "our-businesses",
                linkLabel: "About the roundtables",
              },
              {
                icon: "calculator",
                title: "Bookkeeping and CFO help",
                body: "Clean monthly books, a one-page dashboard and a cash forecast from our sister company, Ledgerline.",
                href: "our-businesses",
                linkLabel: "Meet Ledgerline",
              },
              {
                icon: "handshake",
                title: "People and HR",
                body: "Handbooks, hiring, job descriptions and the hard conversations, without a full-time HR hire.",
                href: "our-businesses",
                linkLabel: "People Partners",
              },
              {
                icon: "key-round",
                title: "Exit and succession",
                body: "Valuation, value-building and a transition plan, whether you sell, pass it to family or sell to your team.",
                href: "business-coaching/exit-planning",
                linkLabel: "Exit planning",
              },
              {
                icon: "file-text",
                title: "The Book Report",
                body: "Our monthly summaries of the business books worth your time, and the ones you can skip.",
                href: "book-report",
                linkLabel: "Read the reviews",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "340+", label: "Finger Lakes businesses coached since 2011" },
              { value: "27%", label: "Median revenue growth in a client's first two years" },
              { value: "9", label: "Owner roundtables meeting every month" },
              { value: "4.9/5", label: "Average client rating across 180 reviews" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Owners who took the next road",
            items: [
              {
                quote:
                  "Two years ago I was the only person at my company who could quote a job. Now I have three estimators, I took August off for the first time in fifteen years, and we had our best year ever.",
                name: "Angela Moretti",
                detail: "Owner, Moretti Mechanical, Victor",
                rating: 5,
              },
              {
                quote:
                  "Dana didn't tell me what I wanted to hear. She showed me that my best-selling product was losing money on every order. Fixing that paid for three years of coaching in one quarter.",
                name: "Luis Santiago",
                detail: "Co-owner, Seneca Lake Coffee Roasters, Geneva",
                rating: 5,
              },
              {
                quote:
                  "We sold the business to our two managers last spring. Without the exit planning work we'd have sold to a competitor for less and felt worse about it.",
                name: "Bob and Linda Hartley",
                detail: "Former owners, Hartley Landscape Supply, Farmington",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Not sure which road to take?",
            body: "A free 30-minute call with a coach: we'll listen, ask a lot of questions and tell you honestly whether we can help. No pitch.",
            action: { label: "Book your call", href: "contact" },
            secondary: { label: "(585) 555-0131", href: "tel:+15855550131", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "about",
      title: "About Crossroads Consulting Group",
      description: "Crossroads was started in 2011 by two Canandaigua owners who sold their own businesses. Meet the coaches and the values behind the group.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "Started by owners, for owners",
            body: md`
              Dana Whitfield spent eighteen years growing her family's building-supply distributor from one yard in Shortsville to four locations before selling it in 2010. Marcus Bell ran a commercial cleaning company in Rochester with ninety employees. They met in a peer group for owners, and both said the same thing: the most valuable help they ever got came from other people who had signed the front of a paycheck.

              In 2011 they opened Crossroads in a second-floor office on Main Street in Canandaigua. Today the group has fourteen people and five businesses, all built around one idea: small-business owners deserve advice from people who have done the work, not just studied it.
            `,
            illustration: "map-pin",
          },
        },
        {
          type: "features",
          props: {
            heading: "Our coaches",
            columns: 4,
            items: [
              {
                icon: "target",
                title: "Dana Whitfield, co-founder",
                body: "Leadership and exit planning. Former owner of a four-location building-supply distributor. Certified Exit Planning Advisor.",
              },
              {
                icon: "megaphone",
                title: "Marcus Bell, co-founder",
                body: "Sales systems and operations. Built and sold a 90-person commercial cleaning company in Rochester.",
              },
              {
                icon: "calculator",
                title: "Renee Kowalski, CPA",
                body: "Financial clarity coaching. Leads Ledgerline Bookkeeping; fifteen years in public accounting for small firms.",
              },
              {
                icon: "heart-handshake",
                title: "Jamal Price, SHRM-SCP",
                body: "People and HR. Former HR director for a Finger Lakes winery group with 300 seasonal staff.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What we promise every client",
            columns: 3,
            items: [
              {
                icon: "circle-check",
                title: "Month to month",
                body: "No long contracts. If coaching isn't worth more than it costs, you should stop, and we'll tell you so.",
              },
              {
                icon: "lock",
                title: "Confidential",
                body: "What you tell us stays with us. Roundtable members sign a confidentiality pledge, and we never seat competitors together.",
              },
              { icon: "scale", title: "No hidden fees", body: "We don't take referral fees from partners or commissions on anything we recommend." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "See what working with us looks like",
            action: { label: "Business coaching programs", href: "business-coaching" },
            secondary: { label: "Contact us", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "business-coaching",
      title: "Business Coaching for Small-Business Owners",
      description:
        "One-on-one and group business coaching in the Finger Lakes: leadership, sales systems, financial clarity and exit planning, month to month.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Business coaching",
            heading: "Work on your business, not just in it",
            body: "Our coaching gives owners a monthly hour of honest, focused thinking, a written 90-day plan, and someone to hold them to it. Pick a focus area below, or start with a free call and we'll help you find it.",
            actions: [{ label: "Book a free call", href: "contact" }],
            illustration: "target",
          },
        },
        {
          type: "features",
          props: {
            heading: "Coaching focus areas",
            columns: 2,
            items: [
              {
                icon: "users",
                title: "Leadership coaching",
                body: "Build a team that can run without you: delegation, accountability, meetings that work and your first real management layer.",
                href: "business-coaching/leadership",
                linkLabel: "Leadership coaching",
              },
              {
                icon: "trending-up",
                title: "Sales systems",
                body: "Stop relying on referrals and the owner's phone: a pipeline, a repeatable sales process and pricing that protects your margin.",
                href: "business-coaching/sales-systems",
                linkLabel: "Sales systems coaching",
              },
              {
                icon: "piggy-bank",
                title: "Financial clarity",
                body: "Know your numbers: a monthly scorecard, job costing, cash forecasting and paying yourself properly.",
                href: "business-coaching/financial-clarity",
                linkLabel: "Financial clarity coaching",
              },
              {
                icon: "key-round",
                title: "Exit planning",
                body: "Find out what your business is worth, build its value, and plan a sale or succession three to five years out.",
                href: "business-coaching/exit-planning",
                linkLabel: "Exit planning coaching",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Coaching programs",
            intro: "Month to month, with no setup fees. Every program starts with a half-day planning session at your place of business.",
            plans: [
              {
                name: "Owner Roundtable",
                price: "$395",
                period: "per month",
                description: "Peer advisory group of eight non-competing owners.",
                features: [
                  "Monthly 4-hour facilitated meeting in Canandaigua or Pittsford",
                  "One 45-minute one-on-one with your facilitator each quarter",
                  "Member book club and annual retreat",
                ],
                action: { label: "Ask about open seats", href: "contact" },
              },
              {
                name: "One-on-One Coaching",
                price: "$1,250",
                period: "per month",
                description: "Our core program for owners who want a dedicated coach.",
                features: [
                  "Two 90-minute coaching sessions a month",
                  "Written 90-day plan and monthly scorecard",
                  "Unlimited email and text between sessions",
                  "Quarterly session with your leadership team",
                ],
                highlighted: true,
                action: { label: "Book a free call", href: "contact" },
              },
              {
                name: "90-Day Intensive",
                price: "$4,800",
                period: "one time",
                description: "A focused project on one problem: a pricing overhaul, a reorganisation or exit readiness.",
                features: [
                  "Kick-off workshop with your team",
                  "Weekly working sessions for 12 weeks",
                  "Finished deliverable: plan, process or valuation report",
                ],
                action: { label: "Discuss a project", href: "contact" },
              },
            ],
            note: "Roundtable members get 15% off one-on-one coaching. New York State workforce grants can cover part of leadership training for eligible employers; we'll help you check.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How coaching works",
            items: [
              { title: "Free discovery call", body: "Thirty minutes, by phone or video, to understand where you are and where you want to go." },
              {
                title: "Half-day planning session",
                body: "We come to your shop, office or kitchen table, review your numbers and agree your three priorities for the next 90 days.",
              },
              { title: "Monthly coaching", body: "Regular sessions to work through obstacles, make decisions and keep the plan moving." },
              { title: "Quarterly reset", body: "Every 90 days we score the plan, celebrate what worked and set the next three priorities." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Is coaching only for struggling businesses?",
                answer:
                  "No. Most of our clients are profitable and growing; they come to us because growth has made the owner the bottleneck, or because they want to make a big decision carefully.",
              },
              {
                question: "Do you meet in person?",
                answer:
                  "Either. About half our clients meet in person in Canandaigua, Geneva, Victor or at their own business, and half by video. Many mix both.",
              },
              {
                question: "How long do clients usually stay?",
                answer: "The median is about two years, but there is no commitment; you can stop at the end of any month.",
              },
            ],
          },
        },
      ],
    },
    {
      path: "business-coaching/leadership",
      title: "Leadership Coaching",
      description: "Leadership coaching for owners who have become the bottleneck: delegation, accountability, better meetings and building a management team.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Business coaching",
            heading: "If everything runs through you, nothing runs without you",
            body: md`
              Most owners we meet started as the best technician, salesperson or cook in the company. Then the company grew, and they became the person every question, approval and problem has to pass through. Leadership coaching is about changing that, without losing what made the business good.

              We work with owners and their first-line managers on the practical skills that turn a group of employees into a team:

              - Delegating real decisions, not just tasks
              - Clear roles, written down, so people know what they own
              - A weekly leadership meeting that takes 60 minutes, not all morning
              - Feedback and tough conversations, with scripts you can use on Monday
              - Hiring and promoting your first managers
            `,
            illustration: "users",
          },
        },
        {
          type: "steps",
          props: {
            heading: "A typical first six months",
            items: [
              { title: "Month 1: The owner's week", body: "We track where your time actually goes and identify the ten tasks only you should be doing." },
              { title: "Month 2: Roles and accountability", body: "An accountability chart and a one-page role description for every key position." },
              { title: "Months 3-4: The meeting rhythm", body: "Weekly team meetings, monthly one-on-ones and a scorecard so problems surface early." },
              {
                title: "Months 5-6: Developing managers",
                body: "We coach your managers directly on delegation and feedback while you practise stepping back.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "I used to get forty texts a day from my crews. Now I get four, and my foremen make calls I would have made myself. I actually coach my son's baseball team this year.",
                name: "Tom Greco",
                detail: "Owner, Greco Paving and Sealing, Newark",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Leadership coaching questions",
            items: [
              {
                question: "Can you coach my managers as well as me?",
                answer:
                  "Yes. Many clients add a quarterly team session, and our Emerging Leaders cohort trains supervisors from several companies together for $1,600 per person over six months.",
              },
              {
                question: "What if the problem is a specific employee?",
                answer:
                  "We'll help you handle it fairly and legally. For anything involving discipline or termination, our People Partners team can review your documentation first.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Ready to get out of the middle?",
            action: { label: "Book a free call", href: "contact" },
            secondary: { label: "All coaching programs", href: "business-coaching", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "business-coaching/sales-systems",
      title: "Sales Systems Coaching",
      description:
        "Build a repeatable sales process: pipeline tracking, follow-up, quoting and pricing that protects margin, for trades, B2B and service firms.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Business coaching",
            heading: "Referrals are a gift. They are not a sales strategy.",
            body: md`
              If your sales depend on word of mouth and the owner's phone, growth stops when you do. We help owners of contracting, manufacturing, professional service and B2B companies build a sales system that works on a Tuesday in February, not just in a good year.

              ## What we build together

              - A simple pipeline, in a spreadsheet or a CRM you'll actually use
              - A follow-up schedule so no quote goes silent after one email
              - Pricing and quoting rules that protect your margin
              - A short list of ideal customers, and a plan to reach them
              - Hiring, training and paying your first salesperson
            `,
            illustration: "trending-up",
          },
        },
        {
          type: "stats",
          props: {
            heading: "Typical results after twelve months",
            items: [
              { value: "+18%", label: "Median increase in close rate on quotes" },
              { value: "+6 pts", label: "Median gross-margin improvement after repricing" },
              { value: "3x", label: "More quotes followed up within a week" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Who this is for",
            columns: 3,
            items: [
              {
                icon: "hammer",
                title: "Contractors and trades",
                body: "Roofers, HVAC, electricians and remodelers who quote a lot and win too little, or win too much at the wrong price.",
              },
              {
                icon: "factory",
                title: "Manufacturers and distributors",
                body: "Companies relying on a handful of big customers who need to diversify before one of them leaves.",
              },
              {
                icon: "briefcase",
                title: "Professional services",
                body: "Agencies, engineers and accountants ready to stop depending on the founder for every new client.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Let's look at your last twenty quotes",
            body: "Bring them to a free call. We'll show you where the money is hiding.",
            action: { label: "Book a free call", href: "contact" },
          },
        },
      ],
    },
    {
      path: "business-coaching/financial-clarity",
      title: "Financial Clarity Coaching",
      description:
        "Understand your numbers: monthly scorecards, job costing, cash-flow forecasting and owner pay, coached by a CPA who works with small firms.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Business coaching",
            heading: "Profitable on paper, broke in the bank account?",
            body: md`
              Most owners get financial statements once a year, from their tax preparer, months after they could have done anything about them. Financial clarity coaching, led by Renee Kowalski, CPA, turns your books into a monthly management tool.

              - A one-page scorecard with the eight numbers that matter in your business
              - Job or product costing, so you know what actually makes money
              - A 13-week cash forecast so payroll never becomes a surprise
              - A plan for paying yourself properly and building a cash reserve
              - Preparing for bank financing or a line-of-credit renewal
            `,
            illustration: "calculator",
          },
        },
        {
          type: "steps",
          props: {
            heading: "The first 90 days",
            items: [
              {
                title: "Clean-up review",
                body: "We check that your books are accurate enough to manage by. If they are not, Ledgerline can catch them up at a fixed price.",
              },
              { title: "Build your scorecard", body: "Together we pick the key numbers and set up a monthly report you can read in ten minutes." },
              { title: "Find the leaks", body: "Margin by customer, product or job type, with a list of what to reprice, fix or stop doing." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Financial coaching questions",
            items: [
              {
                question: "Do I need to switch accountants?",
                answer: "No. We work alongside your existing CPA and tax preparer. Many of our clients' accountants refer them to us.",
              },
              {
                question: "Which accounting software do you work with?",
                answer: "QuickBooks Online, QuickBooks Desktop and Xero cover almost all of our clients. We can work from exports of most other systems.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Know your numbers by next quarter",
            action: { label: "Book a free call", href: "contact" },
            secondary: { label: "About Ledgerline Bookkeeping", href: "our-businesses", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "business-coaching/exit-planning",
      title: "Exit Planning and Succession Coaching",
      description:
        "Plan the sale or handoff of your business three to five years ahead: valuation, value-building, family succession and selling to employees.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Business coaching",
            heading: "Your business is probably your biggest asset. Plan its exit like it.",
            body: "Most owners get one chance to sell. Exit planning gives you three to five years to make the business more valuable, less dependent on you, and ready for the buyer you choose.",
            actions: [{ label: "Request an exit readiness review", href: "contact" }],
            illustration: "key-round",
          },
        },
        {
          type: "features",
          props: {
            heading: "Every road out, mapped",
            columns: 2,
            items: [
              {
                icon: "building",
                title: "Sale to an outside buyer",
                body: "A competitor, a larger company or private equity. We help you get ready and introduce you to trusted brokers and bankers.",
              },
              {
                icon: "heart",
                title: "Family succession",
                body: "Passing the business to the next generation fairly, including the children who don't work in it.",
              },
              {
                icon: "users",
                title: "Sale to managers or employees",
                body: "Management buyouts and employee stock ownership plans, and how they are financed.",
              },
              { icon: "clock", title: "Planned wind-down", body: "Sometimes the right answer. We help you do it on your schedule and protect your people." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How exit planning works",
            items: [
              {
                title: "Exit readiness review ($2,400)",
                body: "A market-based valuation range, a score on the eight drivers buyers care about and a written report.",
              },
              {
                title: "Personal and financial goals",
                body: "What do you need from the sale, and what do you want to do next? We work alongside your financial advisor.",
              },
              {
                title: "Value-building plan",
                body: "Two to three years of coaching on the issues that raise your multiple: owner dependence, customer concentration, recurring revenue and clean financials.",
              },
              { title: "Transition", body: "We coordinate your attorney, CPA and broker, and stay with you through closing." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Exit planning questions",
            items: [
              {
                question: "Are you a business broker?",
                answer:
                  "Our sister company, Crossroads Transition Advisors, is a licensed business broker for companies valued under $5 million. Exit planning clients are never required to use it, and many sell through other firms.",
              },
              {
                question: "When should I start?",
                answer:
                  "Three to five years before you want to leave. The most valuable improvements, such as building a management team or diversifying customers, take time.",
              },
              {
                question: "What is my business worth?",
                answer:
                  "Small businesses in our region typically sell for two to five times adjusted annual earnings, but the range is wide. The readiness review gives you a realistic number and the reasons behind it.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Find out where you stand",
            action: { label: "Book a free call", href: "contact" },
            secondary: { label: "Read our exit planning book picks", href: "book-report", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "our-businesses",
      title: "Our Businesses",
      description:
        "The five businesses in the Crossroads group: coaching, owner roundtables, Ledgerline Bookkeeping, People Partners HR and Transition Advisors.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Crossroads started as two coaches and a conference table. As clients asked for help we couldn't give from the coaching chair, we built or brought in specialist businesses, each run by someone who has done the work for years. They share an office, a client promise and a rule: you only pay for what you need.
            `,
          },
        },
        {
          type: "features",
          props: {
            columns: 2,
            items: [
              {
                icon: "target",
                title: "Crossroads Business Coaching",
                body: "Our founding business. One-on-one coaching for owners on leadership, sales, finances and exit planning. From $1,250 a month. Led by Dana Whitfield and Marcus Bell.",
                href: "business-coaching",
                linkLabel: "Coaching programs",
              },
              {
                icon: "users",
                title: "The Crossroads Exchange",
                body: "Nine owner roundtables meeting monthly in Canandaigua, Pittsford and Geneva, plus an Emerging Leaders cohort for supervisors. $395 a month per owner.",
                href: "contact",
                linkLabel: "Ask about open seats",
              },
              {
                icon: "calculator",
                title: "Ledgerline Bookkeeping",
                body: "Monthly bookkeeping, payroll, sales tax and fractional CFO services for businesses with $500,000 to $15 million in revenue. Fixed monthly fee from $450. Led by Renee Kowalski, CPA.",
                href: "business-coaching/financial-clarity",
                linkLabel: "Financial clarity",
              },
              {
                icon: "heart-handshake",
                title: "Crossroads People Partners",
                body: "Outsourced HR for companies without an HR department: handbooks that comply with New York law, hiring, job descriptions, harassment-prevention training and investigations. Retainers from $600 a month.",
                href: "contact",
                linkLabel: "Talk to People Partners",
              },
              {
                icon: "key-round",
                title: "Crossroads Transition Advisors",
                body: "Business brokerage and valuation for companies valued under $5 million, from main-street shops to small manufacturers. Licensed in New York; success fee only.",
                href: "business-coaching/exit-planning",
                linkLabel: "Exit planning",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "The group today",
            items: [
              { value: "5", label: "Businesses under one roof" },
              { value: "14", label: "Coaches, bookkeepers, HR and transaction advisors" },
              { value: "210", label: "Active client companies" },
              { value: "2011", label: "Year we opened on Main Street" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "One call, the right business",
            body: "Tell us what's keeping you up at night and we'll connect you with the right person in the group, or outside it.",
            action: { label: "Contact Crossroads", href: "contact" },
          },
        },
      ],
    },
    {
      path: "book-report",
      title: "The Book Report: Business Books Worth Your Time",
      description:
        "Crossroads coaches summarize the business books our roundtables read each month: key ideas, who each book is for and what to try on Monday.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "This month's pick",
            heading: "Built to Sell, by John Warrillow",
            body: md`
              A short business fable about an ad-agency owner who can't sell his company because everything depends on him. His mentor helps him turn a service business into one with a standardised, repeatable product that a buyer would pay for.

              **Why we like it:** it's the most readable book on the single biggest driver of value in a small business: how well it runs without the owner.

              **Try this on Monday:** list the three services you sell most often and write down, step by step, how each is delivered. Anything only you can do is a risk to your price.

              _Reviewed by Dana Whitfield. Discussed at all roundtables this month._
            `,
            illustration: "file-text",
          },
        },
        {
          type: "documents",
          props: {
            heading: "The reading list",
            intro:
              "Every book our roundtables have read in the past two years, with a coach's summary. Owners tell us the 'who it's for' line saves them the most time.",
            items: [
              {
                title: "The E-Myth Revisited, by Michael E. Gerber",
                description:
                  "Why most small businesses are built around a technician doing the work, and how to think like the owner of a franchise-ready business instead. Who it's for: anyone in their first five years of owning a company.",
                meta: "Leadership · Reviewed by Marcus Bell",
              },
              {
                title: "Traction, by Gino Wickman",
                description:
                  "A complete operating system for small companies: a vision, quarterly priorities, a scorecard and a weekly meeting rhythm. Who it's for: owners with 10 to 250 employees and a leadership team that meets but doesn't decide.",
                meta: "Operations · Reviewed by Dana Whitfield",
              },
              {
                title: "Profit First, by Mike Michalowicz",
                description:
                  "Flip the formula: take profit and owner pay first, then run the business on what's left, using separate bank accounts. Who it's for: owners whose business grows but whose bank balance never does.",
                meta: "Finance · Reviewed by Renee Kowalski, CPA",
              },
              {
                title: "The Five Dysfunctions of a Team, by Patrick Lencioni",
                description:
                  "A fable about a leadership team that can't work together, and the pyramid of trust, conflict, commitment, accountability and results. Who it's for: any owner whose managers are polite in meetings and frustrated afterwards.",
                meta: "Leadership · Reviewed by Jamal Price",
              },
              {
                title: "Never Split the Difference, by Chris Voss",
                description:
                  "An FBI hostage negotiator's techniques applied to everyday negotiation: labelling emotions, calibrated questions and getting to 'that's right'. Who it's for: owners who negotiate with customers, suppliers or landlords and usually give too much.",
                meta: "Sales · Reviewed by Marcus Bell",
              },
              {
                title: "The Goal, by Eliyahu M. Goldratt",
                description:
                  "A plant manager learns that a business is only as fast as its bottleneck. Still the best introduction to the theory of constraints. Who it's for: manufacturers, and any service firm with a backlog.",
                meta: "Operations · Reviewed by Marcus Bell",
              },
              {
                title: "Good to Great, by Jim Collins",
                description:
                  "Research on companies that made the leap from average to exceptional: disciplined people, thought and action. Who it's for: owners thinking long term; skim the case studies, read the chapters on leadership and hiring.",
                meta: "Leadership · Reviewed by Dana Whitfield",
              },
              {
                title: "Scaling Up, by Verne Harnish",
                description:
                  "Tools for people, strategy, execution and cash in growing companies, including the one-page strategic plan. Who it's for: owners past $5 million in revenue; heavier going than Traction, but more complete.",
                meta: "Strategy · Reviewed by Dana Whitfield",
              },
              {
                title: "Extreme Ownership, by Jocko Willink and Leif Babin",
                description:
                  "Leadership lessons from Navy SEAL combat, centred on leaders taking full responsibility for outcomes. Who it's for: new managers and owners frustrated by a blame culture. Some members found the military framing a stretch.",
                meta: "Leadership · Reviewed by Jamal Price",
              },
              {
                title: "The Hard Thing About Hard Things, by Ben Horowitz",
                description:
                  "A candid account of running a company through crisis: layoffs, firing friends and making decisions with no good options. Who it's for: owners facing a tough year. Written for tech start-ups, but the lessons travel well.",
                meta: "Leadership · Reviewed by Dana Whitfield",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "About the Book Report",
            items: [
              {
                question: "How do you choose the books?",
                answer: "Roundtable members nominate and vote each quarter. We look for books that lead to a change an owner can make within a month.",
              },
              {
                question: "Can I join the discussion without joining a roundtable?",
                answer:
                  "Yes. Our open book night meets the last Thursday of each month at 6:00 pm in our Main Street office. It's free; call or email so we have enough chairs.",
              },
              { question: "Do you get paid to recommend books?", answer: "No. We buy our own copies, and we don't use affiliate links." },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Get the Book Report by email",
            intro: "One short summary a month, plus the roundtable's discussion questions. No sales emails, and you can unsubscribe with one click.",
            form: "book-report",
          },
        },
      ],
    },
    {
      path: "affiliates-and-partners",
      title: "Affiliates and Partners",
      description:
        "The bankers, attorneys, accountants and advisors Crossroads trusts and refers clients to, plus the associations and certifications we belong to.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              No coaching firm can do everything, and we don't try to. These are the professionals we refer clients to most often. We've worked alongside each of them on real client engagements, and **we don't accept referral fees from any of them**, so our recommendations are based only on fit.
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "Professional partners",
            columns: 3,
            items: [
              {
                icon: "landmark",
                title: "Lakeview Community Bank",
                body: "Commercial lending, SBA 7(a) loans and lines of credit. Their Canandaigua lending team finances many of our clients' equipment, real estate and succession deals.",
              },
              {
                icon: "gavel",
                title: "Harlow & Finch PLLC",
                body: "Business law firm in Rochester and Geneva: entity formation, contracts, buy-sell agreements and business sale transactions.",
              },
              {
                icon: "calculator",
                title: "Vance Tierney CPAs",
                body: "Tax planning, audits and reviews for privately held companies, and tax structuring when an owner sells.",
              },
              {
                icon: "shield",
                title: "Keystone Mutual Insurance Agency",
                body: "Independent agency for commercial property, liability, workers' compensation and key-person coverage.",
              },
              {
                icon: "wallet",
                title: "Bristol Hills Wealth Partners",
                body: "Fee-only financial planners who coordinate with our exit planning clients on life after the sale.",
              },
              {
                icon: "lightbulb",
                title: "Back Road Digital",
                body: "Websites, search and local marketing for trades and service businesses across the Finger Lakes.",
              },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Affiliations and memberships",
            items: [
              "Exit Planning Institute",
              "SHRM",
              "Canandaigua Chamber of Commerce",
              "Rochester Business Alliance",
              "Finger Lakes Women in Business",
              "NYS Society of CPAs",
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Become a partner",
            heading: "Advisors: let's compare notes",
            body: md`
              We meet with new banks, law firms, CPAs and advisors a few times a year. What we look for in a partner:

              - Experience serving businesses with 5 to 150 employees
              - Clear, published pricing or a willingness to quote up front
              - Someone who returns a client's call within a day
            `,
            illustration: "handshake",
            action: { label: "Email our partnerships team", href: "mailto:partners@crossroadsconsulting.example" },
          },
        },
      ],
    },
    {
      path: "contact",
      title: "Contact Crossroads Consulting Group",
      description:
        "Book a free 30-minute call with a Crossroads coach, or visit our office on South Main Street in Canandaigua. We reply within one business day.",
      blocks: [
        {
          type: "steps",
          props: {
            heading: "Booking your free call",
            items: [
              {
                title: "Tell us a little",
                body: "Fill in the short form below, or call (585) 555-0131, with a line or two about your business and your best times.",
              },
              { title: "We match you with a coach", body: "Within one business day, our client coordinator Kim will suggest a coach and a time." },
              {
                title: "Thirty honest minutes",
                body: "By phone, video or in our office. If we're not the right fit, we'll say so and suggest someone who is.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Request your free call",
            intro: "Tell us about your business and what you'd like help with. There's no charge and no obligation.",
            form: "contact",
          },
        },
        {
          type: "features",
          props: {
            heading: "Other ways to reach us",
            columns: 3,
            items: [
              {
                icon: "phone",
                title: "Call us",
                body: "(585) 555-0131, Monday to Thursday 8:00 to 5:30, Friday until 3:00.",
                href: "tel:+15855550131",
                linkLabel: "Call now",
              },
              {
                icon: "briefcase",
                title: "Email",
                body: "hello@crossroadsconsulting.example. Include your business name and what's on your mind.",
                href: "mailto:hello@crossroadsconsulting.example",
                linkLabel: "Send an email",
              },
              {
                icon: "calculator",
                title: "Bookkeeping questions",
                body: "Ledgerline clients can reach the bookkeeping team directly at books@ledgerline.example.",
                href: "mailto:books@ledgerline.example",
                linkLabel: "Email Ledgerline",
              },
            ],
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Visit our Main Street office",
            intro: "We're upstairs from the bookshop, across from the Ontario County Courthouse. Free two-hour parking behind the building on Coach Street.",
          },
        },
      ],
    },
    {
      path: "privacy-policy",
      title: "Privacy Policy",
      description: "How Crossroads Consulting Group and its affiliated businesses collect, use, protect and share client and website visitor information.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              _Effective September 1, 2026_

              This privacy policy applies to Crossroads Consulting Group, LLC and its affiliated businesses: Crossroads Business Coaching, The Crossroads Exchange, Ledgerline Bookkeeping, Crossroads People Partners and Crossroads Transition Advisors (together, "Crossroads", "we", "us").

              ## What we collect

              - **Contact details** you give us when you call, email or book a session: your name, business name, phone number and email address.
              - **Business information** you share during coaching or services, which may include financial statements, employee information and plans for your business.
              - **Website information** such as pages visited and browser type, collected through basic analytics. We do not use advertising trackers.

              ## How we use it

              We use your information to deliver the services you've asked for, schedule sessions, send invoices, send the Book Report if you have asked for it, and meet our legal and professional obligations.

              ## Confidentiality

              Everything you share in coaching is confidential. Roundtable members agree in writing not to disclose what is discussed. Financial and employee records handled by Ledgerline and People Partners are stored in access-controlled, encrypted systems and are available only to the staff working on your account.

              ## Sharing between our businesses

              We share your information between Crossroads businesses only when you engage more than one of them, or with your permission. We never sell or rent information, and we don't share it with our referral partners unless you ask us to introduce you.

              ## Retention

              We keep client records for seven years after our work ends, as required for tax and professional purposes, and then securely delete them. Website analytics are kept for 14 months.

              ## Your rights

              You may ask to see, correct or delete the information we hold about you, or unsubscribe from emails at any time, by writing to privacy@crossroadsconsulting.example or to 210 South Main Street, Suite 3, Canandaigua, NY 14424.
            `,
          },
        },
      ],
    },
  ],
};

export default site;
