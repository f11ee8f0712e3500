import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "granite-peak-equity",
  name: "Granite Peak Equity Partners",
  kind: "equity-firm",
  theme: {
    palette: {
      primary: "#1f3a5f",
      onPrimary: "#ffffff",
      accent: "#b08d57",
      background: "#fbfbfa",
      surface: "#eef0f3",
      text: "#111827",
      muted: "#4b5563",
      border: "#d3d8df",
    },
    fonts: { heading: "playfair-display", body: "inter" },
    header: "classic",
    footer: "columns",
    sectionStyle: "editorial",
    logo: { mark: "mountain", shape: "square" },
    radius: "none",
    pattern: "grid",
  },
  settings: {
    tagline: "Patient capital for upstate New York's family-owned companies",
    description:
      "Granite Peak Equity Partners is a Rochester-based private equity firm that invests in family-owned manufacturers and service businesses across upstate New York, helping founders plan succession without selling out their people or their town.",
    contact: {
      phone: "(585) 555-0160",
      email: "inquiries@granitepeakequity.example",
      address: { street: "1 East Avenue, Suite 1100", locality: "Rochester", region: "NY", postalCode: "14604" },
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:30", closes: "17:30" }],
    hoursNote: "Owners are welcome to call after hours or on weekends; leave a message and a partner will call you back the next business day.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "About", href: "about" },
      { label: "What We Look For", href: "investment-criteria" },
      { label: "For Owners", href: "for-owners" },
      { label: "Portfolio", href: "portfolio" },
      { label: "Team", href: "team" },
      { label: "Press", href: "press" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Talk to a partner", href: "contact" },
    footerLinks: [
      { label: "Investment criteria", href: "investment-criteria" },
      { label: "Privacy policy", href: "privacy-policy" },
      { label: "Important disclosures", href: "disclosures" },
    ],
  },
  mounts: { team: "team" },
  forms: [
    {
      key: "contact",
      name: "Confidential inquiry",
      recipients: ["inquiries@granitepeakequity.example"],
      submitLabel: "Send in confidence",
      successMessage:
        "Thank you. A partner will reply personally within one business day, usually with a phone call. What you've sent is seen only by our partners and kept in confidence.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "company", label: "Company", type: "text", width: "half" },
        {
          name: "role",
          label: "You are",
          type: "radio",
          required: true,
          options: [
            "An owner or shareholder",
            "A family member of an owner",
            "A manager considering a buyout",
            "A banker, broker or other advisor",
            "Someone else",
          ],
        },
        { name: "location", label: "Where the business is based", type: "text", width: "half", help: "Town and state." },
        {
          name: "revenue",
          label: "Approximate annual revenue",
          type: "select",
          width: "half",
          options: ["Under $10 million", "$10-25 million", "$25-50 million", "$50-100 million", "Over $100 million", "I'd rather not say yet"],
        },
        {
          name: "interest",
          label: "What are you hoping for?",
          type: "select",
          options: [
            "A full sale with a planned succession",
            "A majority recapitalization",
            "Minority growth capital",
            "A management buyout",
            "An add-on for one of your companies",
            "Advice, for now",
          ],
          width: "half",
        },
        {
          name: "timing",
          label: "Timing",
          type: "select",
          options: ["Within a year", "One to three years", "Three years or more", "Not sure yet"],
          width: "half",
        },
        {
          name: "message",
          label: "Tell us about the business",
          type: "textarea",
          required: true,
          maxLength: 4000,
          help: "What it does and anything else you'd like us to know. Please don't send detailed financials until we have signed a non-disclosure agreement.",
        },
        {
          name: "teaser",
          label: "Teaser or summary (advisors)",
          type: "file",
          accept: ["pdf"],
          maxSizeMb: 10,
          help: "A blind teaser or one-page summary, as a PDF.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Granite Peak Equity Partners | Rochester Private Equity",
      description: "Rochester private equity firm investing $5-30 million in family-owned manufacturers and service companies across upstate New York.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("landscape/mountain-track"),
            variant: "fullBleed",
            eyebrow: "Lower-middle-market private equity · Rochester, NY",
            heading: "The next chapter for the company your family built",
            body: "We partner with founders and second-generation owners of upstate New York manufacturers and service businesses. You get liquidity and a real succession plan; your employees keep their jobs, their town and the name on the building.",
            actions: [
              { label: "Start a confidential conversation", href: "contact" },
              { label: "How a sale to us works", href: "for-owners", variant: "secondary" },
            ],
            illustration: "mountain",
          },
        },
        {
          type: "stats",
          props: {
            heading: "Twelve years, two funds, one region",
            items: [
              { value: "$277M", label: "Committed capital across Fund I and Fund II" },
              { value: "22", label: "Platform and add-on investments since 2014" },
              { value: "2,100+", label: "People employed by our current portfolio" },
              { value: "0", label: "Portfolio companies moved out of upstate New York" },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Why owners call us",
            heading: "A buyer who will still be here in ten years",
            body: md`
              Most of the companies we back have never taken outside capital. Their owners are weighing a sale to a competitor, a handoff to the next generation, or simply staying put for one more year. We offer a fourth path.

              - **Flexible structures.** Majority recapitalizations, minority growth investments and management buyouts.
              - **Owners can keep a stake.** Most founders roll 20-40% of their equity and share in the second bite of the apple.
              - **Local partners.** Every deal is led by a partner who lives within a two-hour drive of your plant.
            `,
            illustration: "handshake",
            action: { label: "See our investment criteria", href: "investment-criteria" },
          },
        },
        {
          type: "features",
          props: {
            heading: "Where we invest",
            intro:
              "We look for profitable, durable businesses between Buffalo and Albany, usually with $2 million to $10 million of EBITDA, that are ready for a partner but not for a stranger.",
            columns: 3,
            items: [
              {
                icon: "factory",
                title: "Specialty manufacturing",
                body: "Precision machining, fabrication, packaging, food processing and engineered components: businesses with skilled workforces and loyal customers.",
              },
              {
                icon: "wrench",
                title: "Essential services",
                body: "Fire protection, HVAC, environmental and industrial services with recurring inspection, maintenance and contract revenue.",
              },
              {
                icon: "truck",
                title: "Distribution and logistics",
                body: "Value-added distributors and regional carriers whose relationships and know-how are hard to replicate.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "In our owners' words",
            items: [
              {
                quote:
                  "My father started the shop in our garage in 1978. I had three offers; Granite Peak's was not the biggest, but it was the only one that came with a plan for our machinists and for my daughter, who now runs quality. Five years on, we have doubled headcount in Webster.",
                name: "Carol Lindenmuth",
                detail: "Former owner, Lakeshore Precision Machining",
              },
              {
                quote:
                  "Meg and Walt spent two full days on our floor before they ever talked price. They asked better questions about our inspection routes than my own managers did.",
                name: "Dennis Ruffo",
                detail: "President, Genesee Valley Fire Protection",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Thinking about what comes next?",
            body: "An early, confidential conversation costs you nothing and commits you to nothing. Many of our partnerships began two or three years before a deal.",
            action: { label: "Contact a partner", href: "contact" },
            secondary: { label: "Call (585) 555-0160", href: "tel:+15855550160", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "about",
      title: "About Granite Peak Equity Partners",
      description:
        "Founded in Rochester in 2014, Granite Peak backs family businesses across upstate New York with patient capital and hands-on operating support.",
      blocks: [
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              ## Built in upstate New York, for upstate New York

              Granite Peak Equity Partners was founded in 2014 by Meg Hollis and David Okafor, who had spent their careers on opposite sides of the table: Meg as an investor at a Boston middle-market fund, David as the chief financial officer of a Rochester optics manufacturer. They kept seeing the same thing. Good companies in Batavia, Auburn, Elmira and Utica were being sold to distant buyers who consolidated the plant, cut the name and moved the jobs, simply because no one local had the capital and the patience to offer an alternative.

              Our first fund, a $92 million vehicle raised in 2015 largely from upstate families, foundations and business owners, backed seven companies. Fund II closed at its $185 million hard cap in 2022 with most of the same investors returning. We remain a small team by design: six investment, operating and investor relations professionals, one office on East Avenue, and a portfolio we can visit by car.

              ## What we believe

              A family business is not a spreadsheet. The relationships with customers, the skill of a thirty-year machinist and the reputation of the name on the truck are the real assets, and our job is to protect them while adding what a growing company needs: professional finance, better systems, add-on acquisitions and a bench of future leaders.
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "How we work",
            columns: 2,
            items: [
              {
                icon: "clock",
                title: "Patient hold periods",
                body: "Our funds are built for five- to eight-year partnerships. We do not flip companies, and we never push a sale a management team is not ready for.",
              },
              {
                icon: "users",
                title: "People first",
                body: "We have never closed a portfolio company's plant or moved one out of the region. Most of our companies have added employee bonus or equity programs after we invest.",
              },
              {
                icon: "shield-check",
                title: "Moderate leverage",
                body: "We typically finance deals with less than 3.0x senior debt, so a slow year is an inconvenience rather than a crisis.",
              },
              {
                icon: "hard-hat",
                title: "Operators on the team",
                body: "Our operating partner has run plants and service fleets. He works alongside your team on safety, pricing, purchasing and lean projects, at no cost to the company.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Giving back",
            heading: "Invested in the communities where our companies work",
            body: md`
              Every year the partners commit a share of the firm's profits to workforce programs across the region, including scholarships for machining and HVAC students at Finger Lakes and Monroe community colleges, and a summer internship program that places Rochester-area students inside our portfolio companies.

              Our team also serves on the boards of local hospitals, the Rochester Area Community Foundation's business council and several family-business forums.
            `,
            illustration: "graduation-cap",
            reverse: true,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Meet the people behind the firm",
            body: "Every partnership is led by someone you can reach on a Saturday morning.",
            action: { label: "Our team", href: "team" },
            secondary: { label: "Our portfolio", href: "portfolio", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "investment-criteria",
      title: "Investment Criteria",
      description:
        "What Granite Peak looks for: upstate companies with $10-100 million in revenue, $2-10 million of EBITDA and owners ready to plan succession.",
      blocks: [
        {
          type: "stats",
          props: {
            heading: "At a glance",
            items: [
              { value: "$10-100M", label: "Annual revenue" },
              { value: "$2-10M", label: "EBITDA" },
              { value: "$5-30M", label: "Equity investment per platform" },
              { value: "5-8 yrs", label: "Typical partnership" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What makes a good fit",
            columns: 3,
            items: [
              {
                icon: "map-pin",
                title: "Headquartered upstate",
                body: "New York outside the New York City metro, plus northern Pennsylvania and the Ohio border counties. We want to be able to drive to you.",
              },
              {
                icon: "trending-up",
                title: "Consistently profitable",
                body: "At least three years of positive earnings and a customer base that has stuck with you through a downturn.",
              },
              {
                icon: "users",
                title: "A team worth backing",
                body: "Managers who can step up as owners step back, or a clear role for us to help recruit them.",
              },
              { icon: "puzzle", title: "Room to grow", body: "New geographies, new products or a fragmented market where add-on acquisitions make sense." },
              {
                icon: "factory",
                title: "Tangible know-how",
                body: "Engineering, certifications, licences or skilled trades that make the business hard to copy.",
              },
              {
                icon: "handshake",
                title: "Owners who care what happens next",
                body: "Sellers who want a say in the company's future, and often want to keep a stake in it.",
              },
            ],
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Transaction types

              - **Majority recapitalization.** The owner sells a controlling stake, takes significant liquidity, and keeps 20-40% to share in future growth.
              - **Founder succession.** A full sale with a planned transition, typically twelve to twenty-four months, while we recruit or promote the next leader.
              - **Management buyout.** We back an existing leadership team that wants to buy the business from its founder.
              - **Minority growth capital.** For owners who want to stay in control but need capital for an acquisition, a new facility or a family buyout.

              ## What we avoid

              We do not invest in turnarounds, early-stage technology, retail, restaurants, real estate development or businesses whose value depends on a single contract.

              ## Add-on acquisitions

              For our existing portfolio companies we also look at smaller businesses of any size in fire protection, commercial HVAC, precision machining, packaging and industrial services. If you own one, we would be glad to talk.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Intermediaries: send us your deals",
            body: "We respond to every teaser within two business days with a clear yes, no, or question. Send materials to deals@granitepeakequity.example.",
            action: { label: "Email the deal team", href: "mailto:deals@granitepeakequity.example" },
          },
        },
      ],
    },
    {
      path: "for-owners",
      title: "Selling Your Family Business: A Guide for Owners",
      description: "What it's like to sell or recapitalize a family business with Granite Peak: the steps, the timeline, what you keep and what changes.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "For business owners",
            heading: "Sell on your terms, at your pace",
            body: "Most of our owners have only ever done this once. We will walk you through every step, in plain English, and tell you early if we are not the right buyer.",
            actions: [{ label: "Request a confidential call", href: "contact" }],
            illustration: "key-round",
          },
        },
        {
          type: "steps",
          props: {
            heading: "What a partnership with us looks like",
            intro: "From first coffee to closing usually takes four to six months. There is no charge to you at any stage if a deal does not happen.",
            items: [
              {
                title: "A confidential first conversation",
                body: "An hour or two, usually at your office, about your goals: liquidity, family, employees, your own role. No financials required.",
              },
              {
                title: "Indication of interest",
                body: "After reviewing three years of financials, we share a written valuation range and the structure we have in mind, typically within three weeks.",
              },
              {
                title: "Letter of intent",
                body: "A short, plain-language letter setting out price, structure, your rollover stake, your role after closing and the timeline to close.",
              },
              {
                title: "Diligence, done respectfully",
                body: "Accounting, legal and environmental reviews, scheduled around your busy season. Your employees learn about the deal when you decide they should.",
              },
              {
                title: "Closing and the first hundred days",
                body: "We agree a written plan with management: key hires, systems, and the first growth projects. Nothing changes on the shop floor on day one.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions owners ask us",
            items: [
              {
                question: "Will you change the company's name or move it?",
                answer: "No. We have never moved a portfolio company out of the region, and every company we own still operates under its own name.",
              },
              {
                question: "Do I have to leave the business?",
                answer:
                  "Only if you want to. Some owners stay on as CEO for years; others move to the board or step away within a year once a successor is in place. We plan this together before we sign a letter of intent.",
              },
              {
                question: "What happens to my employees?",
                answer:
                  "They keep their jobs, their pay and their benefits. In most of our companies we have added a profit-sharing or equity program so that key people share in the growth they create.",
              },
              {
                question: "Can my children stay involved?",
                answer:
                  "Yes. Several of our partnerships involve second- or third-generation family members in leadership roles, and some hold equity alongside us.",
              },
              {
                question: "Should I hire a banker or broker first?",
                answer:
                  "That is entirely your choice. Many owners run a process with an advisor and we are comfortable with that. Others prefer to talk with us directly first; we will still encourage you to get independent legal and tax advice.",
              },
              {
                question: "What does 'rollover' mean?",
                answer:
                  "Instead of selling 100% of the business, you keep a minority stake, often 20-40%. When the company is sold again in the future, that stake can be worth as much as the first sale.",
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
                  "I was worried I would be pushed out the door. Instead they helped me find and train a president, and I chair the board. My family still owns a third of the company.",
                name: "Ray Castellano",
                detail: "Founder, Finger Lakes Fixture & Millwork, Geneva",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Not ready yet? That's normal.",
            body: "Many owners talk with us two or three years before they are ready. We are happy to help you think through valuation, key-person risk and family succession in the meantime.",
            action: { label: "Talk to a partner", href: "contact" },
          },
        },
      ],
    },
    {
      path: "portfolio",
      title: "Our Portfolio Companies",
      description:
        "Current and realized Granite Peak investments: precision machining, fire protection, millwork, packaging, HVAC and industrial services across New York.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "Current investments",
            intro: "Each of these companies is still headquartered where it started, led by people who know its customers by name.",
            columns: 3,
            items: [
              {
                icon: "drill",
                title: "Lakeshore Precision Machining",
                body: "Webster, NY · Invested 2021. Five-axis CNC machining for medical device and aerospace customers. Founder succession; grew from 68 to 141 employees and opened a 40,000 sq ft expansion.",
              },
              {
                icon: "fire-extinguisher",
                title: "Genesee Valley Fire Protection",
                body: "Rochester, NY · Invested 2020. Sprinkler and alarm inspection, testing and service. Four branches today, adding Syracuse and Buffalo through three add-on acquisitions.",
              },
              {
                icon: "hammer",
                title: "Finger Lakes Fixture & Millwork",
                body: "Geneva, NY · Invested 2022. Architectural millwork and store fixtures for national retailers, hospitals and universities. Majority recapitalization; the founding family retains 35%.",
              },
              {
                icon: "gift",
                title: "Mohawk Packaging Solutions",
                body: "Utica, NY · Invested 2023. Custom corrugated and protective packaging for food, pharmaceutical and e-commerce customers. Management buyout backed by Granite Peak.",
              },
              {
                icon: "droplets",
                title: "Seneca Industrial Services",
                body: "Auburn, NY · Invested 2024. Industrial cleaning, hydro-excavation and tank maintenance for utilities and manufacturers across central New York.",
              },
              {
                icon: "fan",
                title: "Ridgeview HVAC Group",
                body: "Canandaigua, NY · Invested 2026. Commercial HVAC service and controls for schools, clinics and light industrial buildings in the Finger Lakes.",
              },
              {
                icon: "utensils",
                title: "Stonebridge Specialty Foods",
                body: "Batavia, NY · Invested 2019. Private-label sauces, dressings and marinades for regional grocers. SQF-certified plant, now running three shifts.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Realized investments",
            intro: "Companies we have partnered with and since sold, in each case to a buyer that committed to keeping the business in the region.",
            items: [
              { title: "Allegany Tool & Die", body: "Olean, NY · 2016-2023. Sold to a strategic buyer that has since added a second shift in Olean." },
              {
                title: "Cayuga Fleet Services",
                body: "Syracuse, NY · 2017-2022. Heavy-truck maintenance; sold to its management team and an employee stock ownership plan.",
              },
              { title: "Tri-County Home Medical", body: "Elmira, NY · 2016-2022. Home medical equipment; sold to a regional health system." },
              { title: "Northway Industrial Supply", body: "Glens Falls, NY · 2018-2024. MRO distribution; merged with a family-owned distributor in Albany." },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "7", label: "Current platform companies" },
              { value: "+62%", label: "Average headcount growth under our ownership" },
              { value: "11", label: "Add-on acquisitions completed" },
              { value: "4", label: "Realized investments, all still operating in New York" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Speak with a portfolio CEO",
            body: "Considering a partnership? We will introduce you to any of our current or former owners and let you talk to them without us in the room.",
            action: { label: "Ask for a reference", href: "contact" },
          },
        },
      ],
    },
    {
      path: "team",
      title: "Our Team",
      description: "Meet Granite Peak's partners, principal and operating partner: investors and operators who live and work in upstate New York.",
      blocks: [
        {
          type: "teamGrid",
          props: {
            heading: "The people you will work with",
            intro: "A small team on purpose. Every portfolio company has a partner on its board and direct access to our operating partner.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Operating support",
            heading: "More than capital",
            body: md`
              Beyond the deal team, we bring in a trusted bench of specialists that our companies can call on as needed: an interim CFO group in Pittsford, a safety consultancy in Syracuse, an ERP implementation partner and a talent firm that has placed eleven senior leaders in our portfolio.

              Our portfolio CEOs also meet twice a year as a peer group, most recently at a plant tour and working session in Geneva.
            `,
            illustration: "users",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Reach any of us directly",
            body: "Our partners answer their own phones. Call the office and we will connect you.",
            action: { label: "Contact us", href: "contact" },
          },
        },
      ],
    },
    {
      path: "press",
      title: "Press and News",
      description: "Press releases and media coverage of Granite Peak Equity Partners, including new investments, fund news and portfolio company milestones.",
      blocks: [
        {
          type: "documents",
          props: {
            heading: "Press releases",
            items: [
              {
                title: "Granite Peak Equity Partners invests in Ridgeview HVAC Group",
                description:
                  "The Canandaigua commercial HVAC contractor partners with Granite Peak in a majority recapitalization; founder Jim Hartwell remains president and a significant shareholder.",
                meta: "Press release · September 2026",
              },
              {
                title: "Lakeshore Precision Machining opens 40,000-square-foot expansion in Webster",
                description:
                  "The expansion adds twelve five-axis machining centres and 45 new jobs, with a machinist apprenticeship run with Monroe Community College.",
                meta: "Press release · July 2026",
              },
              {
                title: "Stonebridge Specialty Foods adds a third shift and 38 jobs in Batavia",
                description: "New private-label contracts with two regional grocers bring the Batavia plant to round-the-clock production.",
                meta: "Press release · March 2026",
              },
              {
                title: "Genesee Valley Fire Protection acquires Buffalo-based Niagara Sprinkler Inspection",
                description: "The third add-on acquisition extends the company's inspection routes across western New York.",
                meta: "Press release · January 2026",
              },
              {
                title: "Northway Industrial Supply merges with Albany family distributor",
                description: "Granite Peak completes the sale of its Fund I investment; all Glens Falls employees retained.",
                meta: "Press release · June 2024",
              },
              {
                title: "Seneca Industrial Services partners with Granite Peak",
                description: "The Auburn industrial cleaning company will use the investment to add hydro-excavation trucks and open a Rochester branch.",
                meta: "Press release · April 2024",
              },
            ],
          },
        },
        {
          type: "documents",
          props: {
            heading: "In the news",
            items: [
              {
                title: "The succession wave: who buys upstate's family manufacturers?",
                description: "A feature on retiring owners in the Finger Lakes manufacturing corridor, with comments from managing partner Meg Hollis.",
                meta: "Rochester Business Journal · October 2026",
              },
              {
                title: "Podcast: Selling the family business without selling out",
                description: "David Okafor talks rollover equity, employee ownership and what founders wish they had known before a sale.",
                meta: "Upstate Owners Podcast, episode 88 · May 2026",
              },
              {
                title: "Ten deals that shaped Rochester business this year",
                description: "Lakeshore Precision's planned Webster expansion named among the region's most significant investments.",
                meta: "Rochester Business Journal · December 2025",
              },
              {
                title: "Private equity with a hometown address",
                description: "Profile of Granite Peak and the Geneva millwork company it backed in 2022.",
                meta: "Finger Lakes Times · November 2025",
              },
            ],
          },
        },
        {
          type: "documents",
          props: {
            heading: "Media resources",
            items: [
              {
                title: "Firm fact sheet",
                description: "Founding year, funds, investment criteria and current portfolio at a glance.",
                href: "investment-criteria",
              },
              { title: "Partner biographies", description: "Approved biographies for every member of the investment team.", href: "team" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Media inquiries",
            body: "Reporters can reach Jenna Alvarez, our director of investor relations and communications, on weekdays. We respond the same day.",
            action: { label: "Email press@granitepeakequity.example", href: "mailto:press@granitepeakequity.example" },
            secondary: { label: "Call (585) 555-0180", href: "tel:+15855550180", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "contact",
      title: "Contact Granite Peak Equity Partners",
      description: "Reach Granite Peak's partners in Rochester for a confidential conversation about selling, recapitalizing or growing your business.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              ## Confidential from the first call

              Whether you are an owner thinking about succession, an advisor with a company to show us, or a manager considering a buyout, a partner will respond within one business day. Everything you share with us is kept in confidence; we are happy to sign a non-disclosure agreement before you send any financial information.

              ## Helpful to include

              - Where the business is based and roughly what it does
              - Approximate annual revenue and profit (a range is fine)
              - What you are hoping for: full sale, partial sale, growth capital or simply advice
              - Your timing, even if it is "a few years from now"

              Prefer to talk first? Call the office and ask for Meg Hollis or David Okafor.
            `,
          },
        },
        {
          type: "form",
          props: {
            heading: "Start a confidential conversation",
            intro:
              "Only our partners see what you send, and a partner replies personally within one business day. A range is fine for anything you would rather not pin down yet.",
            form: "contact",
          },
        },
        {
          type: "features",
          props: {
            columns: 3,
            items: [
              {
                icon: "briefcase",
                title: "Business owners",
                body: "inquiries@granitepeakequity.example or (585) 555-0160. A partner replies personally.",
                href: "mailto:inquiries@granitepeakequity.example",
                linkLabel: "Email a partner",
              },
              {
                icon: "file-text",
                title: "Intermediaries",
                body: "Send teasers and books to deals@granitepeakequity.example. We respond within two business days.",
                href: "mailto:deals@granitepeakequity.example",
                linkLabel: "Email the deal team",
              },
              {
                icon: "newspaper",
                title: "Media",
                body: "press@granitepeakequity.example or (585) 555-0180 for interviews and fact-checking.",
                href: "press",
                linkLabel: "Press resources",
              },
            ],
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Visit our East Avenue office",
            intro: "We are on the eleventh floor, with visitor parking in the garage off Chestnut Street. Most first meetings, though, happen at your place.",
          },
        },
      ],
    },
    {
      path: "privacy-policy",
      title: "Privacy Policy",
      description:
        "How Granite Peak Equity Partners collects, uses and protects information shared through this website, by email and during a transaction process.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              _Last updated October 1, 2026_

              This policy explains how Granite Peak Equity Partners, LLC ("Granite Peak", "we", "us") handles personal information collected through this website and in the course of our business with company owners, advisors and other visitors. Information about our fund investors is governed by a separate privacy notice provided to them directly.

              ## Information we collect

              - **Information you give us**, such as your name, company, email address, phone number and anything you include in an email or phone call.
              - **Confidential business information** you share while we evaluate a potential investment, which we treat under the terms of any non-disclosure agreement in place and, in any case, as strictly confidential.
              - **Technical information** collected automatically when you visit, such as browser type, pages viewed and an approximate location based on IP address. We do not use advertising cookies or sell data to advertisers.

              ## How we use information

              We use information to respond to inquiries, evaluate investment opportunities, maintain relationships with business owners and intermediaries, comply with legal and regulatory obligations, and keep this website secure and working properly.

              ## Sharing

              We do not sell personal information. We share it only with our professional advisors (lawyers, accountants and consultants) who are bound by confidentiality, with service providers that host our systems, when required by law or regulation, or with your consent.

              ## Retention and security

              We keep information only as long as needed for the purposes above or as required by law, and protect it with access controls, encryption of stored files and staff confidentiality obligations.

              ## Your choices

              You may ask us to access, correct or delete personal information we hold about you, or to stop contacting you, by writing to privacy@granitepeakequity.example or to our office at 1 East Avenue, Suite 1100, Rochester, NY 14604.

              ## Changes

              We may update this policy from time to time. The date at the top shows when it was last revised.
            `,
          },
        },
      ],
    },
    {
      path: "disclosures",
      title: "Important Disclosures",
      description:
        "Legal disclosures for the Granite Peak website: no offer of securities, past performance, forward-looking statements and third-party content.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              ## No offer of securities

              Nothing on this website is an offer to sell, or a solicitation of an offer to buy, an interest in any fund managed by Granite Peak Equity Partners, LLC or its affiliates. Any such offer is made only through confidential offering documents to qualified investors, in accordance with applicable securities laws.

              ## Past performance

              Information about portfolio companies and realized investments is provided for illustration only. It is not necessarily representative of all investments made by our funds, and past performance is not a guarantee of future results.

              ## Forward-looking statements

              Statements about plans, expectations or strategies are based on current views and are subject to risks and uncertainties. Actual results may differ materially.

              ## Portfolio company information

              Descriptions of portfolio companies, figures such as headcount and growth, and quotations from owners are provided with the companies' permission and reflect the time they were published.

              ## Third-party content

              Links to news coverage and other outside websites are provided for convenience. We are not responsible for their content, and a link is not an endorsement.
            `,
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Questions about these disclosures",
            body: "Contact our chief compliance officer at compliance@granitepeakequity.example or (585) 555-0160.",
          },
        },
      ],
    },
  ],
  team: [
    {
      slug: "meg-hollis",
      name: "Margaret (Meg) Hollis",
      photo: seedImage("people/granite-peak-equity/meg-hollis", { decorative: true }),
      role: "Managing Partner and Co-Founder",
      email: "mhollis@granitepeakequity.example",
      bio: md`
        Meg co-founded Granite Peak in 2014 and leads the firm's investments in specialty manufacturing. She serves on the boards of Lakeshore Precision Machining, Finger Lakes Fixture & Millwork and Stonebridge Specialty Foods.

        Meg grew up in Batavia, where her father ran a twelve-person machine shop for thirty years. When he retired, the only buyer was a competitor that closed the shop within eighteen months. That experience is why Granite Peak exists.

        ## Experience

        Before founding the firm, Meg spent twelve years as an investor at a Boston-based middle-market private equity fund, where she became a partner and led investments in industrial and packaging companies across New England and the Midwest. She began her career in the leveraged finance group of a regional bank in Buffalo.

        ## Education and community

        - BS in Industrial Engineering, Rochester Institute of Technology
        - MBA, Tuck School of Business at Dartmouth
        - Board member, Genesee Community College Foundation
        - Mentor, Rochester women in manufacturing network

        Meg lives in Pittsford with her husband and two teenagers and spends summer weekends sailing on Canandaigua Lake.
      `,
    },
    {
      slug: "david-okafor",
      name: "David Okafor",
      photo: seedImage("people/granite-peak-equity/david-okafor", { decorative: true }),
      role: "Managing Partner and Co-Founder",
      email: "dokafor@granitepeakequity.example",
      bio: md`
        David co-founded Granite Peak and leads the firm's investments in essential services, including Genesee Valley Fire Protection and Ridgeview HVAC Group. He also chairs the firm's investment committee and oversees fund finance and investor relations.

        ## Experience

        For nine years before Granite Peak, David was chief financial officer of a Rochester optical components manufacturer, where he led the company through two acquisitions, an ERP conversion and the sale of a division. He knows first-hand what it is like to sit across the table from a private equity buyer, and what a good partner feels like from the inside. Earlier he was an audit manager with a national accounting firm in Rochester and Syracuse.

        ## What founders say about him

        Owners tend to mention David's patience: he is known for explaining every line of a term sheet, and for telling sellers when a competing offer is better for them.

        ## Education and community

        - BS in Accounting, SUNY Geneseo; Certified Public Accountant (inactive)
        - MBA, Simon Business School, University of Rochester
        - Treasurer, a Rochester community health center board
        - Volunteer coach, city youth soccer league

        David lives in Brighton with his wife and three children.
      `,
    },
    {
      slug: "thomas-brennan",
      name: "Thomas Brennan",
      photo: seedImage("people/granite-peak-equity/thomas-brennan", { decorative: true }),
      role: "Partner",
      email: "tbrennan@granitepeakequity.example",
      bio: md`
        Tom joined Granite Peak in 2017 and became a partner in 2022. He leads our work in distribution and industrial services and serves on the boards of Mohawk Packaging Solutions and Seneca Industrial Services. He also manages the firm's add-on acquisition program, which has completed eleven acquisitions for our portfolio companies.

        ## Experience

        Tom spent eight years as an investment banker with a Buffalo M&A advisory firm, where he advised more than forty family-owned companies on sales, recapitalizations and acquisitions. That work taught him how rarely owners get a buyer who understands their business, and how much a clear, honest process matters to a family.

        ## Focus areas

        - Value-added distribution and logistics
        - Industrial and environmental services
        - Add-on acquisitions of smaller family companies
        - Management buyouts

        ## Education and community

        Tom holds a BA in Economics from Hamilton College and an MBA from Cornell's Johnson School. He is a board member of a Utica workforce development nonprofit, and he and his wife are restoring an 1880s farmhouse outside Skaneateles.
      `,
    },
    {
      slug: "priya-raman",
      name: "Priya Raman",
      photo: seedImage("people/granite-peak-equity/priya-raman", { decorative: true }),
      role: "Principal",
      email: "praman@granitepeakequity.example",
      bio: md`
        Priya joined Granite Peak in 2020 and was promoted to principal in 2024. She leads deal sourcing across the Finger Lakes and central New York, runs due diligence on new investments, and works closely with management teams on financial reporting and planning in the first year after we invest.

        ## Experience

        Before Granite Peak, Priya was an associate at a family office in Albany that invested directly in regional businesses, and earlier an analyst in the transaction advisory practice of a national accounting firm, where she performed quality-of-earnings reviews for private companies.

        At Granite Peak she led the firm's investments in Seneca Industrial Services and Ridgeview HVAC Group, and she built the hundred-day planning template every new portfolio company now uses.

        ## How she works

        Priya spends most weeks on the road. She believes the best way to understand a company is to ride along on a service call, walk the receiving dock and eat lunch in the break room, and most owners meet her in their plant before they ever see our office.

        ## Education and community

        - BS in Applied Economics and Management, Cornell University
        - CFA charterholder
        - Board member, a Finger Lakes young professionals network

        Priya lives in Canandaigua and is a regular at the Saturday farmers market.
      `,
    },
    {
      slug: "walt-kowalczyk",
      name: "Walt Kowalczyk",
      photo: seedImage("people/granite-peak-equity/walt-kowalczyk", { decorative: true }),
      role: "Operating Partner",
      email: "wkowalczyk@granitepeakequity.example",
      bio: md`
        Walt joined Granite Peak as operating partner in 2018 after more than thirty years running factories and field-service operations. He works directly with our portfolio management teams on safety, lean manufacturing, purchasing, pricing and capital projects, and his time is provided at no charge to the companies.

        ## Experience

        Walt started as a second-shift machine operator in Syracuse at nineteen and worked his way up to plant manager and, eventually, chief operating officer of a precision metal fabricator with four plants in New York and Pennsylvania. Over his career he has led two new plant start-ups, a full lean transformation and the integration of five acquisitions.

        ## Recent projects

        - Re-laid the Lakeshore Precision shop floor around cellular manufacturing, cutting average lead time from six weeks to under three
        - Built a fleet routing and technician scheduling system with Genesee Valley Fire Protection, lifting inspections per technician by 22%
        - Designed the safety program that took Seneca Industrial Services to two full years without a lost-time injury

        ## Outside work

        Walt is a Six Sigma Black Belt and serves on the advisory board of a community college machining program. He lives in Camillus, where he coaches high school wrestling and is known for bringing homemade pierogi to portfolio CEO meetings.
      `,
    },
    {
      slug: "jenna-alvarez",
      name: "Jenna Alvarez",
      photo: seedImage("people/granite-peak-equity/jenna-alvarez", { decorative: true }),
      role: "Director of Investor Relations and Communications",
      email: "jalvarez@granitepeakequity.example",
      bio: md`
        Jenna joined Granite Peak in 2019 to lead investor reporting, fund communications and media relations. She manages quarterly reporting for our limited partners, the annual investor meeting and the firm's relationships with the press.

        ## Experience

        Jenna previously spent seven years in communications at a Rochester-based health system and three years as a business reporter covering manufacturing and economic development for a western New York newspaper. She knows what a reporter needs on deadline and what an owner worries about when a deal becomes public.

        ## What she does for portfolio companies

        When a company joins the portfolio, Jenna helps the owner plan how and when to tell employees, customers and the community, and writes the announcement together with the family. She has handled more than twenty such announcements, none of which surprised a single employee.

        ## Education and community

        - BA in Journalism, St. John Fisher University
        - Board member, a Rochester literacy nonprofit

        Jenna lives in the South Wedge neighbourhood of Rochester.
      `,
    },
  ],
};

export default site;
