import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0134";
const TEL = "tel:+15855550134";
const EMAIL = "hello@pixelbarn.example";
const START = "mailto:hello@pixelbarn.example?subject=New%20project";

const site: SiteSeed = {
  slug: "pixelbarn-v2",
  name: "Pixelbarn Web Design (version 2)",
  kind: "web-agency",
  theme: {
    palette: {
      primary: "#ffb454",
      onPrimary: "#1a1207",
      accent: "#7dd3fc",
      background: "#14161c",
      surface: "#1f232c",
      text: "#f4f1ea",
      muted: "#b8bcc6",
      border: "#343a47",
    },
    fonts: { heading: "fraunces", body: "work-sans" },
    header: "bar",
    footer: "band",
    sectionStyle: "bands",
    logo: { mark: "zap", shape: "square" },
    radius: "none",
    pattern: "grid",
  },
  settings: {
    tagline: "Websites with a work ethic. Designed and built in the Finger Lakes.",
    description:
      "Pixelbarn designs and builds fast, editable websites for small businesses across the Finger Lakes and Rochester, then hosts and looks after them. Fixed prices, plain English, and a team that answers the phone.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "6120 County Road 41", locality: "Bloomfield", region: "NY", postalCode: "14469" },
      serviceAreaNote: "Based in Bloomfield; working with businesses from Rochester to Watkins Glen, and remotely anywhere in the US.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:30", closes: "17:00" }],
    hoursNote: "Evening support until 8 pm on weekdays for clients on Plus and Partner care plans.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Features", href: "features" },
      { label: "Showcase", href: "showcase" },
      { label: "Testimonials", href: "testimonials" },
      { label: "Pricing", href: "pricing" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Start a project", href: "contact" },
    footerLinks: [
      { label: "Pricing", href: "pricing" },
      { label: "Contact", href: "contact" },
      { label: "Privacy policy", href: "privacy-policy" },
    ],
  },
  forms: [
    {
      key: "project-enquiry",
      name: "Project enquiry",
      recipients: [EMAIL],
      submitLabel: "Start my project",
      successMessage:
        "Thanks. We've got it. Ruth will reply within two business days to book a short call, and your fixed-price proposal follows within a week of that call.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "business", label: "Business name", type: "text", required: true, width: "half" },
        { name: "town", label: "Town", type: "text", width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "current_website", label: "Current website, if any", type: "text", width: "half" },
        {
          name: "kind_of_site",
          label: "What are you after?",
          type: "radio",
          required: true,
          options: [
            "Launch: a simple site, fast",
            "Grow: a custom site that brings in more inquiries",
            "Sell: a store, pre-orders or subscriptions",
            "Not sure yet",
          ],
        },
        {
          name: "must_do",
          label: "What must the site do?",
          type: "checkbox",
          options: ["More calls", "Bookings", "Online orders", "Recruiting", "Donations"],
        },
        {
          name: "budget",
          label: "Budget range",
          type: "select",
          required: true,
          width: "half",
          options: ["Under $3,000", "$3,000 to $6,500", "$6,500 to $10,000", "Over $10,000", "Not sure yet"],
        },
        {
          name: "timeline",
          label: "Timeline",
          type: "select",
          required: true,
          width: "half",
          options: ["Live within a month", "Within 2 to 3 months", "Within 6 months", "No rush"],
        },
        {
          name: "details",
          label: "Tell us a few lines about the business",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "And any season opening, event or deadline we should plan around.",
        },
        { name: "reference", label: "References", type: "checkbox", options: ["Put me in touch with a client in my line of work"] },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Pixelbarn | Websites With a Work Ethic",
      description:
        "Fast, editable websites for Finger Lakes and Rochester small businesses. Fixed prices from $2,900, hosting and support included, no lock-in.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Pixelbarn Web Design",
            heading: "Websites with a work ethic",
            body: "Your website should be your hardest-working employee: up at 2 am answering questions, taking bookings on Sunday, never calling in sick. We design and build sites like that for small businesses from Rochester to Watkins Glen.",
            actions: [
              { label: "Start a project", href: "contact" },
              { label: "See pricing", href: "pricing", variant: "secondary" },
            ],
            illustration: "zap",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "310+", label: "Sites launched" },
              { value: "1.2 s", label: "Median page load" },
              { value: "4.9 / 5", label: "From 126 Google reviews" },
              { value: "$0", label: "Cost to leave us and take your site" },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "What we do",
            heading: "One team for the whole job",
            body: md`
              Most small businesses end up juggling a designer, a developer, a photographer and a nephew who "does
              Google". We're all of those, under one barn roof in Bloomfield.

              - **Design and build:** custom sites, online stores, bookings
              - **Words and pictures:** copywriting, photography, drone video
              - **After launch:** hosting, edits, local SEO and ads

              You get one project manager, one invoice and one phone number.
            `,
            illustration: "puzzle",
            action: { label: "What's included", href: "features" },
          },
        },
        {
          type: "steps",
          props: {
            heading: "Six weeks, start to launch",
            items: [
              { title: "Talk", body: "A 30-minute call about your customers and what the site must do. Fixed-price proposal within five business days." },
              { title: "Write", body: "We plan the pages and write the words with you, before anyone opens a design tool." },
              { title: "Design", body: "Your real home page on your real phone. Two rounds of changes included." },
              { title: "Build", body: "Every page built, tested on old phones and slow connections, and checked for accessibility." },
              { title: "Launch", body: "Training, redirects from your old site, Google set up. Then we stick around." },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote: "Weekend tasting reservations doubled the first season. The site just works from a phone in a car, which is where our customers are.",
                name: "Elena Marchetti",
                detail: "Seneca Ridge Cellars, Hector",
                rating: 5,
              },
              {
                quote: "They told me what not to spend money on. That's rare.",
                name: "Marcus Webb",
                detail: "Hilltop Equipment Repair, Shortsville",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Put your website to work",
            body: "Tell us about your business. We'll reply within two business days with straight answers and a fixed price.",
            action: { label: "Start a project", href: "contact" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ features
    {
      path: "features",
      title: "Features: Built In, Not Bolted On",
      description: "Speed, accessibility, security, a simple editor, local SEO and cookie-free analytics: the features built into every Pixelbarn website.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Features",
            heading: "Built in, not bolted on",
            body: "No plugin marketplace, no 40 add-ons to keep updated. Every Pixelbarn site runs on a platform we maintain, with the features small businesses actually use already built in.",
            actions: [{ label: "See pricing", href: "pricing" }],
            illustration: "shield-check",
          },
        },
        {
          type: "features",
          props: {
            heading: "Performance and trust",
            columns: 3,
            items: [
              {
                icon: "zap",
                title: "Fast on one bar of signal",
                body: "Lean pages served from a global network. Tested on a five-year-old phone on a rural connection, because that's your customer at the lake.",
              },
              {
                icon: "accessibility",
                title: "Accessible by default",
                body: "WCAG 2.2 AA: keyboard navigation, screen reader labels, contrast and captions, checked by a person before launch.",
              },
              { icon: "lock", title: "Secure and backed up", body: "SSL, daily backups for 30 days, monitoring and security patches, all handled by us." },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Running your business",
            columns: 3,
            items: [
              {
                icon: "paintbrush",
                title: "Edit from your phone",
                body: "Blocks designed for your site: hours, menu items, events, prices, team members. Preview before publishing.",
              },
              {
                icon: "calendar-days",
                title: "Bookings and orders",
                body: "Appointments, tastings, rentals, pre-orders with pickup slots, or a full online store.",
              },
              {
                icon: "phone",
                title: "Tap to call, tap for directions",
                body: "Every phone number and address is tappable, and your hours show open or closed right now.",
              },
              {
                icon: "search",
                title: "Found on Google",
                body: "Structured data for your business, hours and services, a sitemap, and Search Console set up on day one.",
              },
              {
                icon: "trending-up",
                title: "Stats without cookies",
                body: "See visitors, calls and inquiries without a cookie banner or selling your customers' data to anyone.",
              },
              { icon: "key-round", title: "No lock-in", body: "Your domain, your words, your photos. Leave any time; we export everything free." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Feature questions",
            items: [
              {
                question: "Can I connect my existing booking or point-of-sale system?",
                answer:
                  "Usually, yes. We work with the common systems for restaurants, wineries, salons and retailers. Tell us what you use and we'll confirm before you sign anything.",
              },
              {
                question: "Do I get email with my website?",
                answer: "We don't host email; we set up Google Workspace or Microsoft 365 on your domain for you, billed directly to you by the provider.",
              },
              {
                question: "What if I need a feature you don't list?",
                answer: "Ask. If it's reasonable we'll build it and quote it as a fixed line item. If a third-party tool does it better, we'll say so.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Everything above comes with every package",
            action: { label: "Compare packages", href: "pricing" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ showcase
    {
      path: "showcase",
      title: "Showcase: Recent Client Sites",
      description: "Recent Pixelbarn client websites: a Seneca Lake winery, a Sodus Point bakery, a Geneva plumber, a Naples orchard and more.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "centered",
            eyebrow: "Showcase",
            heading: "Work that works",
            body: "Good-looking is the minimum. Each of these sites was built to do one job better than the old one did, and each owner can tell you what changed.",
            illustration: "star",
          },
        },
        {
          type: "features",
          props: {
            items: [
              {
                title: "Seneca Ridge Cellars",
                body: "Job: fill weekday tastings. Built: seated reservations with a locals rate. Result: weekday visitors up 38%.",
              },
              {
                title: "Harbor Bakery",
                body: "Job: end the Thanksgiving phone chaos. Built: pie pre-orders with pickup slots. Result: 1,140 orders, zero lost.",
              },
              {
                title: "Kessler & Sons Plumbing",
                body: "Job: more remodels, fewer faucet calls. Built: 12 service pages with prices. Result: 31 remodels booked online.",
              },
              {
                title: "Bristol Valley Orchards",
                body: "Job: stop wasted trips. Built: a daily picking report. Result: the site's most visited page, every September.",
              },
              {
                title: "Honeoye Lake Marina",
                body: "Job: rent more boats midweek. Built: online rentals and drone footage. Result: midweek rentals up a third.",
              },
              { title: "Victor Family Dental", body: "Job: shorter check-ins. Built: new-patient forms online. Result: 15 minutes saved per new patient." },
              {
                title: "Ontario County Arts Council",
                body: "Job: escape a stranded old site. Built: exhibitions, grants and a members directory. Result: moved in a week.",
              },
              {
                title: "Naples Grape Pie Co.",
                body: "Job: ship pies for six weeks a year. Built: a seasonal store with a cut-off countdown. Result: sold out two seasons running.",
              },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Also on our books",
            logos: [
              { name: "Geneva Running Co.", image: seedImage("logos/geneva-running-co") },
              { name: "Lakeside Animal Clinic", image: seedImage("logos/lakeside-animal-clinic") },
              { name: "Canandaigua Farmers' Market", image: seedImage("logos/canandaigua-farmers-market") },
              { name: "Finger Lakes Hearth & Home", image: seedImage("logos/finger-lakes-hearth-home") },
              { name: "Mendon Ponds Cycle", image: seedImage("logos/mendon-ponds-cycle") },
              { name: "Keuka Kayak Rentals", image: seedImage("logos/keuka-kayak-rentals") },
              { name: "Phelps Hardware", image: seedImage("logos/phelps-hardware") },
              { name: "Wayne County Tourism", image: seedImage("logos/wayne-county-tourism") },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "What's the one job your website should do better?",
            action: { label: "Start a project", href: "contact" },
            secondary: { label: "Read testimonials", href: "testimonials", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ testimonials
    {
      path: "testimonials",
      title: "Testimonials From Pixelbarn Clients",
      description:
        "Reviews from Pixelbarn clients across the Finger Lakes: winery owners, bakers, plumbers, dentists and nonprofit directors, in their own words.",
      blocks: [
        {
          type: "stats",
          props: {
            heading: "The numbers first",
            items: [
              { value: "4.9 / 5", label: "Average rating across 126 Google reviews" },
              { value: "61%", label: "Of new clients come by referral" },
              { value: "7 yrs", label: "Average client relationship" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Then the people",
            items: [
              {
                quote: "Weekend tasting reservations doubled the first season. The site just works from a phone in a car, which is where our customers are.",
                name: "Elena Marchetti",
                detail: "Owner, Seneca Ridge Cellars",
                rating: 5,
              },
              {
                quote: "Thanksgiving used to mean a clipboard, a ringing phone and tears. Now it's a printed bake list every evening. I'd pay for that alone.",
                name: "Joanne Pellegrino",
                detail: "Co-owner, Harbor Bakery",
                rating: 5,
              },
              {
                quote: "People call already knowing our prices. My dispatcher spends her day booking jobs instead of explaining what a tankless heater costs.",
                name: "Rick Kessler",
                detail: "Kessler & Sons Plumbing",
                rating: 5,
              },
              { quote: "They told me what not to spend money on. That's rare.", name: "Marcus Webb", detail: "Hilltop Equipment Repair", rating: 5 },
              {
                quote:
                  "We were stuck with a site nobody could log in to. Pixelbarn rescued the content, rebuilt it properly and trained three of our volunteers.",
                name: "Patrice Dunmore",
                detail: "Ontario County Arts Council",
                rating: 5,
              },
              {
                quote: "Ben's drone footage sold our rentals better than any ad we've ever bought.",
                name: "Tom Haskell",
                detail: "Honeoye Lake Marina",
                rating: 5,
              },
              {
                quote: "I emailed about a typo at 7 pm on a Friday and it was fixed before I'd finished dinner. That's the care plan doing its job.",
                name: "Dr. Samira Amin",
                detail: "Victor Family Dental",
                rating: 5,
              },
              {
                quote: "Straightforward people. Fixed price, delivered on the date they said, and the invoice matched the proposal to the dollar.",
                name: "Gary Bristol",
                detail: "Bristol Valley Orchards",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Ask them yourself",
            body: "We'll connect you with a client in your line of work before you decide.",
            action: { label: "Request a reference", href: "contact" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ pricing
    {
      path: "pricing",
      title: "Pricing: Fixed, Upfront, No Surprises",
      description: "Pixelbarn website prices: Launch $2,900, Grow $6,400, Sell from $9,800, plus care plans from $45 a month. Fixed quotes, no hourly billing.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "centered",
            eyebrow: "Pricing",
            heading: "Fixed prices. Written down. Before we start.",
            body: "No hourly billing and no surprise invoices. If you want to add something mid-project, you see the price first and decide.",
            illustration: "wallet",
          },
        },
        {
          type: "pricing",
          props: {
            plans: [
              {
                name: "Launch",
                price: "$2,900",
                description: "Get online properly, fast.",
                features: ["Up to 5 pages", "Proven layouts, your brand", "Contact form and click-to-call", "Editor training", "About 3 weeks"],
                action: { label: "Start a project", href: "contact" },
              },
              {
                name: "Grow",
                price: "$6,400",
                description: "For businesses that need more calls and inquiries.",
                features: ["Up to 15 pages", "Custom design", "We write 5 key pages", "Half-day photo shoot", "Old-site redirects", "5-7 weeks"],
                highlighted: true,
                action: { label: "Start a project", href: "contact" },
              },
              {
                name: "Sell",
                price: "From $9,800",
                description: "Stores, pre-orders, subscriptions and clubs.",
                features: ["Everything in Grow", "Up to 100 products", "Pickup slots and shipping rules", "Wine club or subscriptions", "8-10 weeks"],
                action: { label: "Start a project", href: "contact" },
              },
            ],
            note: "Pay 40% to start, 40% at design approval, 20% at launch. Under ten employees? Spread it over six months, interest-free. Registered nonprofits save 15%.",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Care plans",
            intro: "Hosting and looking after your site. Month to month, cancel any time.",
            plans: [
              { name: "Basic", price: "$45", period: "/ month", features: ["Hosting, SSL, daily backups", "Security and uptime monitoring", "Email support"] },
              {
                name: "Plus",
                price: "$119",
                period: "/ month",
                features: ["Everything in Basic", "1 hour of edits a month", "Monthly report", "Evening phone support"],
                highlighted: true,
              },
              {
                name: "Partner",
                price: "$349",
                period: "/ month",
                features: ["Everything in Plus", "4 hours of edits, design or SEO", "Google profile managed", "Quarterly strategy call"],
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Money questions",
            items: [
              {
                question: "Why isn't hosting included in the package price?",
                answer: "Because it's an ongoing cost for us and we'd rather be upfront than bury it. Basic care at $45 a month covers it.",
              },
              {
                question: "What's not included?",
                answer:
                  "Your domain (about $20 a year, in your name) and any paid software you choose, like a booking or point-of-sale system. Every one is listed in your proposal.",
              },
              {
                question: "Can I pay monthly for the whole site?",
                answer:
                  "Businesses with fewer than ten employees can spread the package price over six months, interest-free. We don't do rent-to-own sites that you never end up owning.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Get your exact number",
            action: { label: "Start a project", href: "contact" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ about
    {
      path: "about",
      title: "About the Pixelbarn Team",
      description:
        "Pixelbarn is seven designers, developers, marketers and a photographer working from a restored 1880s hay barn in Bloomfield, NY since 2017.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "About",
            heading: "Seven people, one barn, no account executives",
            body: md`
              Pixelbarn was founded in 2014 by **Maggie Hollister**, a designer raised on a Bloomfield dairy farm, and
              **Dev Kapoor**, a software developer who'd had enough of corporate release schedules.

              We've worked from a restored 1880s hay barn on County Road 41 since 2017. The people you meet at the
              kickoff are the people who design, build and support your site. Nobody hands you off.
            `,
            illustration: "warehouse",
          },
        },
        {
          type: "features",
          props: {
            heading: "Who's who",
            columns: 3,
            items: [
              { icon: "palette", title: "Maggie Hollister", body: "Creative director. Twenty years of design, ten of them in this barn." },
              { icon: "zap", title: "Dev Kapoor", body: "Lead developer. Obsessed with page speed and boring, reliable hosting." },
              { icon: "megaphone", title: "Tess Alvarado", body: "Marketing lead. Local SEO, Google Ads and reports you can read in five minutes." },
              { icon: "camera", title: "Ben Okafor", body: "Photo, video and drone. Has stood in every vineyard on Seneca Lake at sunrise." },
              { icon: "brush", title: "Carly Nguyen", body: "Designer. Logos, labels and the last 10% that makes a site feel right." },
              { icon: "clipboard-list", title: "Ruth Ebersole", body: "Project manager. The person who makes sure your launch date is your launch date." },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "2014", label: "Founded" },
              { value: "7", label: "People, all full-time, all local" },
              { value: "2", label: "Barn cats on the payroll (paid in treats)" },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Our rules",
            items: [
              { title: "Say the price first", body: "Fixed quotes before work starts. No hourly meters running in the background." },
              { title: "Hand over the keys", body: "You own your domain, content and photos. Leaving is free." },
              { title: "Answer the phone", body: "A real person at the barn, weekdays 8:30 to 5, and evenings for care-plan clients." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Come meet us",
            action: { label: "Contact us", href: "contact" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ contact
    {
      path: "contact",
      title: "Start a Project With Pixelbarn",
      description:
        "Start a website project with Pixelbarn: tell us about it online, call or email the studio, and get a reply within two business days and a fixed-price quote.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Contact",
            heading: "Let's get your website to work",
            body: "Tell us a few lines about your business and what the site needs to do. We reply within two business days, and a fixed-price proposal follows a short call.",
            actions: [
              { label: `Call ${PHONE}`, href: TEL },
              { label: "Email hello@pixelbarn.example", href: START, variant: "secondary" },
            ],
            illustration: "handshake",
          },
        },
        {
          type: "form",
          props: {
            heading: "Tell us about the project",
            intro: "Who you are, what the site must do, when, and a rough budget. Even a range helps us recommend the right package, not the biggest one.",
            form: "project-enquiry",
          },
        },
        { type: "contactDetails", props: { heading: "The barn", intro: "6120 County Road 41, Bloomfield. Visits by appointment; we're often out on shoots." } },
      ],
    },

    // ------------------------------------------------------------------ privacy
    {
      path: "privacy-policy",
      title: "Pixelbarn Privacy Policy",
      description:
        "Pixelbarn's privacy policy in plain English: what we collect when you contact us or hire us, why, who else sees it and how to have it deleted.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              ## The short version

              We collect what we need to answer you and do the work you hire us for. We don't sell it, we don't run ad
              trackers, and you can ask us to delete it. The details follow.

              This policy applies to this website and to Pixelbarn Web Design LLC, 6120 County Road 41, Bloomfield, NY 14469.
              It doesn't cover the websites we build for clients, which have their own policies.

              ## Information we collect

              **When you contact us:** your name, business, email address, phone number and whatever you tell us about your project.

              **When you hire us:** billing contacts, signed agreements, invoices and payment records, and any account access
              you share with us, which we store encrypted.

              **When you browse this site:** anonymous, cookie-free statistics (pages viewed, referring site, device type).
              Our host keeps server logs with IP addresses for up to 30 days for security.

              ## Why we use it

              - To reply to inquiries and prepare proposals
              - To deliver, invoice and support the work in your agreement
              - To keep our site and our clients' sites secure
              - To meet accounting, tax and other legal duties
              - To send our occasional newsletter, only if you've asked for it

              ## Who else sees it

              A short list of service providers that help us run the studio: email and document storage, accounting,
              payment processing and web hosting. Each is bound by contract to protect your information and use it only
              for us. We'll disclose information to authorities only when legally required. Nobody buys data from us.

              ## How long we keep it

              - Inquiries that don't lead to a project: two years
              - Client financial records: seven years after the final invoice
              - Shared logins and passwords: deleted when the engagement ends

              ## Your rights

              Ask us to see, correct, export or delete your personal information by emailing privacy@pixelbarn.example.
              We'll answer within 30 days. We may need to keep some records the law requires us to hold.

              ## Security and breaches

              Two-factor authentication everywhere it's offered, encrypted credentials, and access limited to the people on
              your project. If a breach affects your information we'll notify you as New York's SHIELD Act requires.

              ## Changes and questions

              We'll post any changes on this page and email clients about significant ones. Questions: privacy@pixelbarn.example
              or (585) 555-0134.
            `,
          },
        },
      ],
    },
  ],
};

export default site;
