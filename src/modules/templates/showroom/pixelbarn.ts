import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0134";
const TEL = "tel:+15855550134";
const EMAIL = "hello@pixelbarn.example";
const PROPOSALS = "mailto:proposals@pixelbarn.example?subject=Proposal%20request";

const site: SiteSeed = {
  slug: "pixelbarn",
  name: "Pixelbarn Web Design",
  kind: "web-agency",
  theme: {
    palette: {
      primary: "#a8321f",
      onPrimary: "#ffffff",
      accent: "#e8a33d",
      background: "#fffaf4",
      surface: "#f7ebdf",
      text: "#221a15",
      muted: "#5e5047",
      border: "#e6d3c1",
    },
    fonts: { heading: "montserrat", body: "dm-sans" },
    header: "classic",
    footer: "columns",
    sectionStyle: "cards",
    logo: { mark: "warehouse", shape: "rounded" },
    radius: "large",
    pattern: "dots",
  },
  settings: {
    tagline: "Websites, branding, marketing and media for Finger Lakes businesses, made in a Bloomfield barn",
    description:
      "Pixelbarn is a seven-person web design studio working out of a restored hay barn in Bloomfield, NY. We design, build and look after websites for farms, wineries, trades, shops and nonprofits across the Finger Lakes and Rochester.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "6120 County Road 41", locality: "Bloomfield", region: "NY", postalCode: "14469" },
      serviceAreaNote: "In-person meetings and photo shoots across Ontario, Monroe, Livingston, Yates, Seneca and Wayne counties; remote projects anywhere.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:30", closes: "17:00" }],
    hoursNote: "Care-plan clients can reach our support line until 8 pm on weekdays for anything that's broken.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "Services",
        href: "websites",
        children: [
          { label: "Websites", href: "websites" },
          { label: "Design and branding", href: "design" },
          { label: "Marketing", href: "marketing" },
          { label: "Photo and video", href: "media" },
          { label: "What every site includes", href: "features" },
        ],
      },
      {
        label: "Our work",
        href: "showcase",
        children: [
          { label: "Showcase", href: "showcase" },
          { label: "Case studies", href: "case-studies" },
          { label: "Testimonials", href: "testimonials" },
        ],
      },
      { label: "Pricing", href: "pricing" },
      { label: "Blog", href: "blog" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Get a proposal", href: "proposals" },
    footerLinks: [
      { label: "Request a proposal", href: "proposals" },
      { label: "Case studies", href: "case-studies" },
      { label: "Testimonials", href: "testimonials" },
      { label: "Privacy policy", href: "privacy-policy" },
    ],
  },
  mounts: { posts: "blog" },
  forms: [
    {
      key: "project-enquiry",
      name: "Proposal request",
      recipients: [EMAIL],
      submitLabel: "Request a proposal",
      successMessage:
        "Thank you. Ruth, our project manager, will reply within two business days to set up a 30-minute call. Your fixed-price proposal follows within five business days of that call.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "business", label: "Business or organization", type: "text", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "town", label: "Town", type: "text", width: "half" },
        { name: "current_website", label: "Current website, if you have one", type: "text", width: "half" },
        {
          name: "kind_of_site",
          label: "What kind of website do you need?",
          type: "select",
          required: true,
          options: [
            "A first website",
            "A redesign of our current site",
            "An online store, pre-orders or bookings",
            "A wine club, subscription or membership site",
            "No website, just other services",
          ],
        },
        {
          name: "goals",
          label: "What should the website do for you?",
          type: "checkbox",
          options: [
            "Bring in calls and estimate requests",
            "Take bookings or reservations",
            "Sell products online",
            "Recruit staff or volunteers",
            "Take donations",
          ],
        },
        {
          name: "services",
          label: "Anything else you'd like help with?",
          type: "checkbox",
          options: ["Logo or branding", "Copywriting", "Photography or video", "Local SEO and Google Business Profile", "Google Ads", "Email newsletters"],
        },
        {
          name: "budget",
          label: "Budget range",
          type: "select",
          required: true,
          width: "half",
          options: ["Under $3,000", "$3,000 to $6,500", "$6,500 to $10,000", "Over $10,000", "Not sure yet"],
          help: "It helps us recommend the right package, not the biggest one.",
        },
        {
          name: "timeline",
          label: "When would you like to launch?",
          type: "select",
          required: true,
          width: "half",
          options: ["As soon as possible", "Within 2 to 3 months", "Within 6 months", "No fixed date"],
        },
        {
          name: "deadline",
          label: "Any deadline we should plan around?",
          type: "text",
          help: "A season opening, a grand opening or a grant report, for example.",
        },
        { name: "details", label: "Tell us about your business and your customers", type: "textarea", required: true, maxLength: 4000 },
        { name: "brief", label: "A brief or RFP, if you have one", type: "file", accept: ["pdf", "document"], maxSizeMb: 10 },
      ],
    },
    {
      key: "contact",
      name: "Contact message",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage:
        "Thanks for your message. Someone at the barn will reply within one business day. If a care-plan site is down, call (585) 555-0134 for the fastest help.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "business", label: "Business", type: "text", width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          required: true,
          options: ["A new project", "Help with a site we look after", "A client reference", "A question for the blog", "Press or speaking", "Something else"],
        },
        { name: "message", label: "Message", type: "textarea", required: true, maxLength: 4000 },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Pixelbarn Web Design | Bloomfield, NY",
      description:
        "Pixelbarn designs, builds and looks after websites for Finger Lakes farms, wineries, trades and shops, from a restored hay barn in Bloomfield, NY.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Web design studio in Bloomfield, NY",
            heading: "Hard-working websites for Finger Lakes businesses",
            body: "We're a seven-person studio in a restored 1880s hay barn. We design and build websites that bring in bookings, orders and phone calls, then stick around to keep them fast, secure and up to date. No templates passed off as custom, no contracts you can't leave.",
            actions: [
              { label: "Get a proposal", href: "proposals" },
              { label: "See our work", href: "showcase", variant: "secondary" },
            ],
            illustration: "warehouse",
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Trusted by neighbors from Sodus Point to Hammondsport",
            logos: [
              { name: "Harbor Bakery", image: seedImage("logos/harbor-bakery") },
              { name: "Seneca Ridge Cellars", image: seedImage("logos/seneca-ridge-cellars") },
              { name: "Kessler & Sons Plumbing", image: seedImage("logos/kessler-sons-plumbing") },
              { name: "Bristol Valley Orchards", image: seedImage("logos/bristol-valley-orchards") },
              { name: "Honeoye Lake Marina", image: seedImage("logos/honeoye-lake-marina") },
              { name: "Victor Family Dental", image: seedImage("logos/victor-family-dental") },
              { name: "Naples Grape Pie Co.", image: seedImage("logos/naples-grape-pie-co") },
              { name: "Ontario County Arts Council", image: seedImage("logos/ontario-county-arts-council") },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Everything under one roof",
            intro:
              "Most clients come to us for a website. Many stay for the rest, because it's easier when the people building your site also shoot your photos and run your ads.",
            columns: 4,
            items: [
              {
                icon: "house",
                title: "Websites",
                body: "Custom-designed sites you can edit yourself, built to load fast on a phone with one bar of signal at the lake.",
                href: "websites",
                linkLabel: "Website design",
              },
              {
                icon: "palette",
                title: "Design and branding",
                body: "Logos, color and type systems, wine labels, menus, signage and truck lettering that match your website.",
                href: "design",
                linkLabel: "Design services",
              },
              {
                icon: "megaphone",
                title: "Marketing",
                body: "Local SEO, Google Business Profile, Google Ads and email newsletters, reported in plain English every month.",
                href: "marketing",
                linkLabel: "Marketing services",
              },
              {
                icon: "camera",
                title: "Photo and video",
                body: "On-location photography, short brand films and FAA-licensed drone footage of your farm, vineyard or job site.",
                href: "media",
                linkLabel: "Photo and video",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Ten years in the barn",
            items: [
              { value: "310+", label: "Websites launched since 2014" },
              { value: "94%", label: "Of care-plan clients renew each year" },
              { value: "1.2 s", label: "Median load time of sites we host" },
              { value: "4 hrs", label: "Average response to support requests" },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Featured case study",
            heading: "Harbor Bakery now sells out of pies before they come out of the oven",
            body: md`
              Harbor Bakery in Sodus Point took holiday pie orders on a paper list taped to the register. We built them
              a simple website with pre-orders and pickup time slots, photographed the whole counter, and set up their
              Google Business Profile properly.

              - **1,140** pies pre-ordered online the first Thanksgiving
              - Phone calls during the lunch rush down by about two thirds
              - The owners update the daily specials themselves from a phone
            `,
            illustration: "cake",
            action: { label: "Read the case study", href: "case-studies/harbor-bakery" },
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From the people we build for",
            items: [
              {
                quote:
                  "Pixelbarn understood that most of our customers book a tasting from the car on Route 414. The new site made that a two-tap job and weekend reservations doubled.",
                name: "Elena Marchetti",
                detail: "Owner, Seneca Ridge Cellars, Hector",
                rating: 5,
              },
              {
                quote: "I'm a plumber, not a computer guy. They wrote the words, took the photos and now the phone rings with the jobs I actually want.",
                name: "Rick Kessler",
                detail: "Kessler & Sons Plumbing, Geneva",
                rating: 5,
              },
              {
                quote: "Our old site was held hostage by a developer who moved to Florida. Pixelbarn moved everything over in a week and handed us the keys.",
                name: "Patrice Dunmore",
                detail: "Director, Ontario County Arts Council",
                rating: 5,
              },
            ],
          },
        },
        { type: "postList", props: { heading: "From the blog", intro: "Practical advice for owners who'd rather be running their business.", limit: 3 } },
        {
          type: "cta",
          props: {
            heading: "Tell us what you need the website to do",
            body: "Send a few lines about your business and what isn't working today. We'll reply within two business days with honest advice and, if we're a good fit, a fixed-price proposal.",
            action: { label: "Request a proposal", href: "proposals" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ websites
    {
      path: "websites",
      title: "Website Design and Development",
      description:
        "Custom websites for Finger Lakes small businesses: designed around bookings, orders and calls, easy to edit and built to load fast on any phone.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Websites",
            heading: "A website that does a job, not just sits there",
            body: "Every site we build starts with one question: what should a visitor do next? Book a tasting, order a cake, request an estimate, donate. We design everything around making that easy, then hand you an editor simple enough to use on a Tuesday night.",
            actions: [
              { label: "See pricing", href: "pricing" },
              { label: "What's included", href: "features", variant: "secondary" },
            ],
            illustration: "house",
          },
        },
        {
          type: "features",
          props: {
            heading: "The kinds of sites we build most",
            columns: 3,
            items: [
              {
                icon: "wrench",
                title: "Trades and home services",
                body: "Service pages for every job you want more of, service-area pages for the towns you cover, and estimate requests that land in your phone.",
              },
              {
                icon: "wine",
                title: "Wineries, breweries and farms",
                body: "Tasting reservations, wine club sign-ups, seasonal picking reports and event calendars that the tasting room staff can update.",
              },
              {
                icon: "utensils",
                title: "Restaurants and bakeries",
                body: "Menus as real text, not PDFs. Online pre-orders, catering inquiries and holiday specials that come down when the holiday is over.",
              },
              {
                icon: "gift",
                title: "Shops and makers",
                body: "Online stores with local pickup, shipping rules that make sense and inventory you can manage from the counter.",
              },
              {
                icon: "hand-heart",
                title: "Nonprofits and arts groups",
                body: "Event listings, volunteer sign-ups, donation pages and board documents, built to meet grant and accessibility requirements.",
              },
              {
                icon: "briefcase",
                title: "Professional offices",
                body: "Dentists, accountants, lawyers and insurance agents: clear service pages, team bios and new-client forms that respect privacy.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How a website project runs",
            intro: "A typical five-to-fifteen page site takes five to seven weeks from kickoff to launch.",
            items: [
              {
                title: "Kickoff at the barn (week 1)",
                body: "Two hours with the people who answer your phone and serve your customers. We map the questions they get asked and the jobs the site must do.",
              },
              {
                title: "Sitemap and words (weeks 1-2)",
                body: "We agree the pages and write or edit the copy. Words come before design so the design fits what you actually need to say.",
              },
              {
                title: "Design (weeks 2-4)",
                body: "You see your real home page and one inside page on your own phone, with two rounds of revisions included.",
              },
              {
                title: "Build and photos (weeks 4-6)",
                body: "We build every page, schedule the photo shoot if you've chosen one, and set up forms, bookings or the store.",
              },
              {
                title: "Training and launch (week 6-7)",
                body: "An hour of hands-on editor training, a launch checklist covering redirects and Google, then we switch it on together.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Website questions",
            items: [
              {
                question: "Do you use WordPress?",
                answer:
                  "We build on a managed platform we host and maintain ourselves, which means no plugin updates for you to worry about. If you need WordPress for a specific reason, we'll tell you honestly whether we're the right team.",
              },
              {
                question: "Who owns the site and the domain?",
                answer:
                  "You do. Your domain is registered in your name, and if you ever leave we export your pages, images and form entries and help point your domain elsewhere, at no charge.",
              },
              {
                question: "Can you move my old site without losing Google rankings?",
                answer: "Yes. We list every page Google knows about, redirect each one to its new home and watch Search Console for a month after launch.",
              },
              {
                question: "Will it be accessible?",
                answer:
                  "Every site is designed and tested to WCAG 2.2 AA: keyboard access, screen reader labels, color contrast and captions on our videos. We check it again before launch.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Ready for a website that pulls its weight?",
            body: "Fixed prices from $2,900. Tell us about the business and we'll recommend the right package.",
            action: { label: "Request a proposal", href: "proposals" },
            secondary: { label: "Compare packages", href: "pricing", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ design
    {
      path: "design",
      title: "Logo, Brand and Print Design",
      description:
        "Logos, brand identities, wine labels, menus, signage and vehicle lettering for Finger Lakes businesses, designed to work with your website.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "centered",
            eyebrow: "Design and branding",
            heading: "A look people recognize from the road, the shelf and the screen",
            body: "Your logo has to work on a phone screen, a tasting-room chalkboard and the side of a pickup truck. Carly and Maggie design identities that hold up everywhere, then carry them through to everything you print.",
            illustration: "palette",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we design",
            columns: 3,
            items: [
              {
                icon: "sparkles",
                title: "Logos and identity",
                body: "Logo, color palette, type pairing and a one-page guide your printer and sign shop can follow. From $1,800.",
              },
              {
                icon: "wine",
                title: "Wine and product labels",
                body: "Labels designed to TTB rules and your printer's die lines, from a single varietal to a full range. From $650 per label.",
              },
              {
                icon: "utensils",
                title: "Menus and price lists",
                body: "Table menus, takeout menus and chalkboard layouts, with a matching web menu so prices never disagree.",
              },
              {
                icon: "map-pin",
                title: "Signage and wayfinding",
                body: "Road signs, farm-stand boards and tasting-room signage, with sizes worked out for reading at 45 mph.",
              },
              {
                icon: "truck",
                title: "Vehicle lettering",
                body: "Van and truck layouts measured to your make and model, delivered print-ready to your local wrap shop.",
              },
              {
                icon: "file-text",
                title: "Print collateral",
                body: "Business cards, brochures, rack cards for the Finger Lakes welcome centers, and event posters.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Refresh, don't always replace",
            heading: "Sometimes your logo just needs a tune-up",
            body: md`
              Plenty of businesses come to us expecting a whole new brand and leave with the one they had, cleaned up.
              If your customers already know a faded red apple on a white sign, we'd rather redraw that apple properly
              than throw away twenty years of recognition.

              A **brand refresh** (from $950) redraws your existing mark as clean vector artwork, fixes the colors so
              they print the same everywhere, and gives you files for every use.
            `,
            illustration: "apple",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Brand packages",
            plans: [
              {
                name: "Refresh",
                price: "$950",
                description: "Your existing logo, redrawn and organized.",
                features: ["Vector redraw of your current mark", "Color and type specification", "Files for print, web and embroidery"],
              },
              {
                name: "Identity",
                price: "$1,800",
                description: "A new logo and the basics around it.",
                features: ["Three initial concepts", "Two rounds of revisions", "One-page brand guide", "Business card design"],
                highlighted: true,
              },
              {
                name: "Full brand",
                price: "$4,500",
                description: "For launches and rebrands that touch everything.",
                features: [
                  "Everything in Identity",
                  "Brand guide with voice and photography notes",
                  "Signage and vehicle layouts",
                  "Templates for menus, flyers and social posts",
                ],
              },
            ],
            note: "Brand work booked alongside a website is discounted 15%.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Let's sketch something",
            action: { label: "Request a proposal", href: "proposals" },
            secondary: { label: "See finished work", href: "showcase", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ marketing
    {
      path: "marketing",
      title: "Local Marketing: SEO, Google Ads and Email",
      description:
        "Local SEO, Google Business Profile management, Google Ads and email newsletters for Finger Lakes businesses, with monthly reports in plain English.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Marketing",
            heading: "Get found by the people already searching for you",
            body: "Someone in Canandaigua is searching for a plumber, a birthday cake or a winery with a patio right now. Tess and her team make sure they find you, and report every month on what it brought in, not just on clicks.",
            actions: [{ label: "Book a marketing review", href: "proposals" }],
            illustration: "megaphone",
          },
        },
        {
          type: "features",
          props: {
            heading: "Services",
            columns: 2,
            items: [
              {
                icon: "map-pin",
                title: "Local SEO",
                body: "Service and town pages, technical fixes, citations in the directories that matter and review requests that customers actually answer. $650 setup, then $450 a month.",
              },
              {
                icon: "star",
                title: "Google Business Profile",
                body: "Categories, services, photos, posts and Q&A kept current, with weekly posts for seasonal businesses. $150 a month, or included with local SEO.",
              },
              {
                icon: "target",
                title: "Google Ads",
                body: "Search campaigns for the jobs and towns you want, with call tracking so you know which ads ring the phone. $350 a month plus your ad budget; three-month minimum.",
              },
              {
                icon: "newspaper",
                title: "Email newsletters",
                body: "Monthly or seasonal newsletters written, designed and sent for you: wine club releases, picking reports, member news. From $275 a month.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "What clients saw in their first year",
            items: [
              { value: "+148%", label: "Calls from Google Business Profile, Kessler & Sons Plumbing" },
              { value: "$6.20", label: "Average cost per booked tasting, Seneca Ridge Cellars ads" },
              { value: "52%", label: "Open rate on Bristol Valley Orchards picking reports" },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How we work month to month",
            items: [
              { title: "Baseline", body: "We record where you stand today: rankings in each town you serve, calls, form inquiries and bookings." },
              { title: "Fix the foundations", body: "Profile clean-up, site speed, missing pages and review requests come before any money goes on ads." },
              { title: "Monthly work and report", body: "A one-page report on the first Monday of each month: what we did, what it brought in, what's next." },
              { title: "Quarterly call", body: "Thirty minutes to adjust for your season: more orchard traffic in September, fewer furnace ads in June." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Marketing questions",
            items: [
              {
                question: "Do I have to sign a long contract?",
                answer:
                  "No. SEO and email are month to month after the first three months. Google Ads has a three-month minimum because the first month is mostly learning.",
              },
              {
                question: "Do you guarantee first place on Google?",
                answer: "No one honest can. We guarantee the work, the reporting and that you can cancel if it isn't paying off.",
              },
              {
                question: "Can you market a site you didn't build?",
                answer: "Yes, though we'll start with a short technical review. Some sites need fixes before marketing spend is worth it.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Free 30-minute marketing review",
            body: "We'll look at your Google profile, your site and your competitors in the towns you serve, and tell you the three things we'd do first.",
            action: { label: "Book the review", href: "proposals" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ media
    {
      path: "media",
      title: "Photography, Video and Drone Footage",
      description:
        "On-location business photography, short brand films and FAA Part 107 drone footage across the Finger Lakes, shot for your website and social media.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Photo and video",
            heading: "Real photos of your real business",
            body: "Stock photos of smiling strangers don't sell a Finger Lakes winery or a Geneva plumbing company. Ben shoots your people, your place and your work, edited and sized for your website the same week.",
            actions: [{ label: "Plan a shoot", href: "proposals" }],
            illustration: "camera",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Shoot rates",
            intro:
              "All shoots include travel within 40 miles of Bloomfield, editing, and web-ready and full-resolution files with a license to use them anywhere.",
            plans: [
              {
                name: "Half-day photography",
                price: "$650",
                description: "Up to four hours on location.",
                features: ["Team portraits and headshots", "Your space, products and work in progress", "60-80 edited images"],
              },
              {
                name: "Full-day photography",
                price: "$1,150",
                description: "Up to eight hours, one or two locations.",
                features: ["Everything in the half day", "Food, product or detail styling", "120-160 edited images"],
                highlighted: true,
              },
              {
                name: "Brand film",
                price: "$2,800",
                description: "A 60-90 second film for your home page and social media.",
                features: ["Pre-interview and shot list", "One shoot day with audio", "Captions and three 15-second cut-downs"],
              },
              {
                name: "Drone add-on",
                price: "$375",
                description: "Aerial stills and video by an FAA Part 107 pilot.",
                features: ["Vineyards, farms, marinas, job sites", "Airspace authorization handled", "Ten stills and two minutes of footage"],
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Recent shoots",
            items: [
              {
                title: "Harvest at Seneca Ridge Cellars",
                body: "Pickers at dawn, the crush pad and the new tasting room deck, shot over one October morning.",
              },
              { title: "Honeoye Lake Marina from above", body: "Drone footage of the slips and boat launch for the marina's new rentals page." },
              { title: "Harbor Bakery's morning bake", body: "Flour, ovens and the 5 am crew, shot for the bakery's About page and holiday menu." },
              { title: "Kessler & Sons on the job", body: "Real technicians on real jobs in Geneva, with customers' permission, for every service page." },
              { title: "Bristol Valley Orchards U-pick", body: "Families in the rows and close-ups of twelve apple varieties for the picking report." },
              { title: "Victor Family Dental team", body: "Relaxed staff portraits taken between patients, and a short welcome video from Dr. Amin." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Shoot day questions",
            items: [
              {
                question: "What if it rains?",
                answer: "Outdoor shoots are rescheduled free of charge with 24 hours' notice. Ben checks the forecast with you two days ahead.",
              },
              {
                question: "Do we need models?",
                answer: "No. We photograph your team and, with their signed permission, your customers. We bring release forms.",
              },
              {
                question: "Can you shoot without a website project?",
                answer: "Yes. About a third of our shoots are for businesses whose websites we don't build.",
              },
            ],
          },
        },
      ],
    },

    // ------------------------------------------------------------------ features
    {
      path: "features",
      title: "What Every Pixelbarn Website Includes",
      description:
        "Hosting, security, an easy editor, accessibility, speed and local SEO basics come standard with every Pixelbarn website, whatever the package.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "centered",
            eyebrow: "Included as standard",
            heading: "The unglamorous parts, done properly",
            body: "Whichever package you choose, these come with it. They're the things that quietly decide whether a website brings in work or costs you customers.",
            illustration: "shield-check",
          },
        },
        {
          type: "features",
          props: {
            columns: 3,
            items: [
              {
                icon: "zap",
                title: "Fast on rural connections",
                body: "Pages are built lean and served from a global network. Our median page loads in 1.2 seconds on a mid-range phone.",
              },
              {
                icon: "accessibility",
                title: "Accessible to WCAG 2.2 AA",
                body: "Keyboard navigation, screen reader labels, readable contrast and captions, checked by hand before launch.",
              },
              {
                icon: "paintbrush",
                title: "An editor you'll actually use",
                body: "Change hours, specials, prices and photos from your phone. Blocks are designed for your site, so nothing looks broken.",
              },
              {
                icon: "lock",
                title: "Secure hosting",
                body: "SSL, daily backups kept for 30 days, firewalls and monitoring, all managed by us with no plugins to patch.",
              },
              {
                icon: "search",
                title: "Local SEO basics",
                body: "Page titles, descriptions, structured data for your business and hours, a sitemap and Search Console set up on launch day.",
              },
              {
                icon: "trending-up",
                title: "Analytics without cookies",
                body: "Privacy-friendly visitor stats that need no cookie banner, plus tracking of calls and form inquiries.",
              },
              {
                icon: "phone",
                title: "Click-to-call everywhere",
                body: "Phone numbers and addresses are tappable on every page, and your hours show open or closed in real time.",
              },
              {
                icon: "file-text",
                title: "Forms that reach you",
                body: "Inquiries go to the right inbox and are stored safely, with spam filtering that doesn't make customers solve puzzles.",
              },
              {
                icon: "key-round",
                title: "You own everything",
                body: "Your domain, your content, your photos. Leave any time and we'll export it all for you.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "The editor",
            heading: "If you can send a text, you can update your website",
            body: md`
              We watched a lot of owners struggle with page builders that let them break the layout by accident. So our
              editor gives you blocks designed for your site: a menu section, a price table, an event, a team member.

              - Change your hours for the holidays in under a minute
              - Add this week's specials or picking report from your phone
              - Preview every change before it goes live
            `,
            illustration: "lightbulb",
            action: { label: "See pricing", href: "pricing" },
          },
        },
        {
          type: "cta",
          props: {
            heading: "All of this, from $2,900",
            action: { label: "Compare packages", href: "pricing" },
            secondary: { label: "Request a proposal", href: "proposals", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ pricing
    {
      path: "pricing",
      title: "Website Pricing and Care Plans",
      description: "Fixed-price website packages from $2,900 and monthly care plans from $45, with payment plans for businesses with fewer than ten employees.",
      blocks: [
        {
          type: "pricing",
          props: {
            heading: "Website packages",
            intro: "Fixed prices agreed before we start. If the scope changes, we tell you the cost before doing the work, never after.",
            plans: [
              {
                name: "Launch",
                price: "$2,900",
                period: "one time",
                description: "For new businesses and simple sites that need to look professional fast.",
                features: [
                  "Up to 5 pages",
                  "Design based on our proven layouts, customized to your brand",
                  "Contact form and click-to-call",
                  "Google Business Profile check-up",
                  "Editor training",
                  "Live in about 3 weeks",
                ],
                action: { label: "Start with Launch", href: "proposals" },
              },
              {
                name: "Grow",
                price: "$6,400",
                period: "one time",
                description: "Our most popular package for established businesses that want more inquiries.",
                features: [
                  "Up to 15 pages",
                  "Fully custom design",
                  "Copywriting for 5 key pages",
                  "Blog or news section",
                  "Half-day photo shoot",
                  "Redirects from your old site",
                  "Live in 5-7 weeks",
                ],
                highlighted: true,
                action: { label: "Start with Grow", href: "proposals" },
              },
              {
                name: "Sell",
                price: "$9,800",
                period: "starting at",
                description: "Online stores, pre-orders and bookings for shops, bakeries, farms and wineries.",
                features: [
                  "Everything in Grow",
                  "Store with up to 100 products",
                  "Local pickup slots and shipping rules",
                  "Wine club or subscription setup",
                  "Inventory training for your staff",
                  "Live in 8-10 weeks",
                ],
                action: { label: "Start with Sell", href: "proposals" },
              },
            ],
            note: "Payment is 40% at kickoff, 40% when you approve the design and 20% at launch. Businesses with fewer than ten employees can spread the cost over six months, interest-free.",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Care plans",
            intro: "Every site we host needs a care plan. It covers the hosting and keeps someone watching the site for you.",
            plans: [
              {
                name: "Basic",
                price: "$45",
                period: "per month",
                features: ["Hosting, SSL and daily backups", "Security monitoring", "Uptime alerts to our team", "Email support"],
              },
              {
                name: "Plus",
                price: "$119",
                period: "per month",
                features: ["Everything in Basic", "1 hour of edits each month", "Monthly visitor and inquiry report", "Phone support until 8 pm weekdays"],
                highlighted: true,
              },
              {
                name: "Partner",
                price: "$349",
                period: "per month",
                features: ["Everything in Plus", "4 hours of edits, design or SEO each month", "Google Business Profile management", "Quarterly strategy call"],
              },
            ],
            note: "Care plans are month to month. Unused hours roll over for one month.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Pricing questions",
            items: [
              {
                question: "Are there any extra costs?",
                answer:
                  "Your domain name (about $20 a year, paid directly to the registrar in your name) and any paid tools you choose, such as a booking system. We list every one in your proposal.",
              },
              { question: "Do you offer nonprofit pricing?", answer: "Registered 501(c)(3) organizations get 15% off website packages and care plans." },
              {
                question: "What if I need something in between?",
                answer: "Most proposals are one of these packages with a few additions, priced line by line. Tell us what you need and we'll quote it.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Get an exact price for your project",
            body: "Proposals are free, fixed-price and arrive within five business days of our first call.",
            action: { label: "Request a proposal", href: "proposals" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ showcase
    {
      path: "showcase",
      title: "Showcase: Websites We've Built",
      description: "A selection of websites Pixelbarn has designed for wineries, bakeries, trades, orchards, marinas and nonprofits around the Finger Lakes.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "Recent launches",
            intro: "A few of the 310-plus sites we've launched since 2014. Three of them have full case studies.",
            items: [
              {
                title: "Harbor Bakery, Sodus Point",
                body: "Holiday pie pre-orders with pickup slots, and a daily specials board the owners update from a phone.",
              },
              { title: "Seneca Ridge Cellars, Hector", body: "Tasting reservations, a wine club with three tiers and a store shipping to 38 states." },
              {
                title: "Kessler & Sons Plumbing, Geneva",
                body: "Twelve service pages, eight town pages and an emergency call button that follows you down the page.",
              },
              {
                title: "Bristol Valley Orchards, Naples",
                body: "A picking report updated daily in season, with variety-by-variety availability and weekend parking notes.",
              },
              { title: "Honeoye Lake Marina", body: "Boat rental booking, slip waiting list and a live-ish lake conditions panel." },
              { title: "Victor Family Dental", body: "New-patient paperwork online, insurance details in plain language and team bios with photos." },
              { title: "Ontario County Arts Council", body: "Gallery exhibitions, grant deadlines and a members directory for 140 local artists." },
              { title: "Naples Grape Pie Co.", body: "Shipping grape pies nationwide every September and October, with an order cut-off countdown." },
              { title: "Hilltop Equipment Repair, Shortsville", body: "Service booking for tractors and mowers, with a seasonal tune-up special page." },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Case studies",
            intro: "The long version: what each business needed, what we built and what changed afterwards.",
            columns: 3,
            items: [
              {
                icon: "cake",
                title: "Harbor Bakery",
                body: "From a paper pie list to 1,140 online pre-orders in one Thanksgiving.",
                href: "case-studies/harbor-bakery",
                linkLabel: "Read the case study",
              },
              {
                icon: "wine",
                title: "Seneca Ridge Cellars",
                body: "Weekend tasting reservations doubled and wine club sign-ups moved online.",
                href: "case-studies/seneca-ridge-cellars",
                linkLabel: "Read the case study",
              },
              {
                icon: "wrench",
                title: "Kessler & Sons Plumbing",
                body: "More calls for the jobs the company wants, fewer for the ones it doesn't.",
                href: "case-studies/kessler-plumbing",
                linkLabel: "Read the case study",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Could your business be next on this page?",
            action: { label: "Request a proposal", href: "proposals" },
            secondary: { label: "Read testimonials", href: "testimonials", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ testimonials
    {
      path: "testimonials",
      title: "Client Testimonials",
      description: "What Finger Lakes owners say about working with Pixelbarn: bakeries, wineries, plumbers, dentists, marinas and arts organizations.",
      blocks: [
        {
          type: "testimonials",
          props: {
            heading: "In our clients' words",
            intro: "Every quote here is from a current or past client, used with their permission. Ask us and we'll put you in touch with any of them.",
            items: [
              {
                quote:
                  "We didn't have time to learn anything new in November, so Pixelbarn made pre-orders work the way our paper list did, just without the mess. That first Thanksgiving we took 1,140 pie orders online and nobody stood in line to order.",
                name: "Joanne Pellegrino",
                detail: "Co-owner, Harbor Bakery, Sodus Point",
                rating: 5,
              },
              {
                quote:
                  "Pixelbarn understood that most of our customers book a tasting from the car on Route 414. The new site made that a two-tap job and weekend reservations doubled.",
                name: "Elena Marchetti",
                detail: "Owner, Seneca Ridge Cellars, Hector",
                rating: 5,
              },
              {
                quote: "I'm a plumber, not a computer guy. They wrote the words, took the photos and now the phone rings with the jobs I actually want.",
                name: "Rick Kessler",
                detail: "Kessler & Sons Plumbing, Geneva",
                rating: 5,
              },
              {
                quote:
                  "Our old site was held hostage by a developer who moved to Florida. Pixelbarn moved everything over in a week and handed us the keys, including the ones we didn't know we'd lost.",
                name: "Patrice Dunmore",
                detail: "Director, Ontario County Arts Council",
                rating: 5,
              },
              {
                quote:
                  "The picking report used to be a Facebook post that got buried. Now it's the most visited page on our site and the first thing people check before driving out from Rochester.",
                name: "Gary and Lin Bristol",
                detail: "Bristol Valley Orchards, Naples",
                rating: 5,
              },
              {
                quote:
                  "New patients fill in their forms at home now. Our front desk gets fifteen minutes back for every new patient, and the site finally looks like the practice.",
                name: "Dr. Samira Amin",
                detail: "Victor Family Dental",
                rating: 5,
              },
              {
                quote:
                  "Ben flew the drone over the marina at sunrise and we've used that footage for three seasons. Rentals went up the first summer and haven't come back down.",
                name: "Tom Haskell",
                detail: "Honeoye Lake Marina",
                rating: 5,
              },
              {
                quote:
                  "They're honest about what's worth doing. When I asked about ads, Tess told me to fix my Google profile first and save the money. She was right.",
                name: "Marcus Webb",
                detail: "Hilltop Equipment Repair, Shortsville",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "4.9 / 5", label: "Average Google rating from 126 client reviews" },
              { value: "94%", label: "Care-plan renewal rate" },
              { value: "61%", label: "Of new projects come from client referrals" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Want to talk to a client before you decide?",
            body: "Tell us what kind of business you run and we'll introduce you to a client in a similar line of work.",
            action: { label: "Ask for a reference", href: "contact" },
            secondary: { label: "See case studies", href: "case-studies", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ proposals
    {
      path: "proposals",
      title: "Request a Proposal",
      description: "How to request a fixed-price proposal from Pixelbarn: what to send us, what happens next and what a Pixelbarn proposal includes.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Proposals",
            heading: "A fixed price, in writing, within a week",
            body: "Tell us about your business and what you need with the form below. After a short call we'll send a proposal with a fixed price, a timeline and exactly what's included. It's free and there's no obligation.",
            actions: [
              { label: `Call ${PHONE}`, href: TEL },
              { label: "Compare packages", href: "pricing", variant: "secondary" },
            ],
            illustration: "clipboard-list",
          },
        },
        {
          type: "form",
          props: {
            heading: "Tell us about your project",
            intro:
              "A few lines is plenty. The more you can tell us about what the site must do, your deadline and your budget, the better our first call will be.",
            form: "project-enquiry",
          },
        },
        {
          type: "steps",
          props: {
            heading: "What happens next",
            items: [
              {
                title: "We reply within two business days",
                body: "Ruth, our project manager, will suggest times for a 30-minute call, by phone, video or at the barn.",
              },
              {
                title: "Discovery call",
                body: "We ask about your customers, your busiest months and what's not working today. If we're not the right fit, we'll say so and suggest who might be.",
              },
              {
                title: "Your proposal",
                body: "Within five business days: the pages, features and services we recommend, a fixed price, payment schedule and timeline.",
              },
              { title: "Kickoff", body: "Sign, pay the 40% deposit and we book your kickoff meeting, usually within two weeks." },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Every proposal includes",
            columns: 2,
            items: [
              { icon: "clipboard-list", title: "A sitemap", body: "Every page we'll build and what it's for, so you can see the scope at a glance." },
              {
                icon: "wallet",
                title: "A fixed price, line by line",
                body: "Design, build, copywriting, photography and care plan priced separately, so you can take out what you don't need.",
              },
              { icon: "calendar-days", title: "A timeline", body: "Dates for each stage and what we need from you by when, built around your busy season." },
              {
                icon: "handshake",
                title: "Our terms in plain English",
                body: "Ownership, payment, revisions and what happens if either of us wants to stop. Two pages, not twenty.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Prefer to talk it through?",
            body: "Call the barn on weekdays between 8:30 and 5. If we're on a shoot, leave a message and we'll call back the same day.",
            action: { label: `Call ${PHONE}`, href: TEL },
            secondary: { label: "Email proposals@pixelbarn.example", href: PROPOSALS, variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ case studies
    {
      path: "case-studies",
      title: "Case Studies",
      description: "Detailed stories of Pixelbarn projects: what a Finger Lakes bakery, winery and plumbing company needed, what we built and the results.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "centered",
            eyebrow: "Case studies",
            heading: "What changed after launch day",
            body: "Nice-looking websites are the easy part. These are the stories of what the sites did for the businesses behind them, with numbers the owners agreed to share.",
            illustration: "trending-up",
          },
        },
        {
          type: "linkList",
          props: {
            items: [
              {
                title: "Harbor Bakery: 1,140 holiday pies pre-ordered online",
                href: "case-studies/harbor-bakery",
                description: "A Sodus Point bakery replaces its paper pre-order list with pickup time slots and cuts lunchtime phone calls by two thirds.",
              },
              {
                title: "Seneca Ridge Cellars: weekend tastings doubled",
                href: "case-studies/seneca-ridge-cellars",
                description: "A family winery in Hector moves reservations, wine club sign-ups and shipping online, with a new label range to match.",
              },
              {
                title: "Kessler & Sons Plumbing: the right calls, not just more calls",
                href: "case-studies/kessler-plumbing",
                description:
                  "A third-generation Geneva plumbing company uses service pages, real photos and local SEO to win more remodel and water-heater work.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Across these three projects",
            items: [
              { value: "2.1x", label: "Average increase in online inquiries in the first year" },
              { value: "6 weeks", label: "Average time from kickoff to launch" },
              { value: "3 of 3", label: "Still on a Pixelbarn care plan today" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Let's write your case study next",
            action: { label: "Request a proposal", href: "proposals" },
          },
        },
      ],
    },
    {
      path: "case-studies/harbor-bakery",
      title: "Case Study: Harbor Bakery, Sodus Point",
      description:
        "How Pixelbarn helped Harbor Bakery in Sodus Point take 1,140 Thanksgiving pie pre-orders online and cut lunchtime phone calls by two thirds.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Case study: Harbor Bakery",
            heading: "From a paper pie list to 1,140 online pre-orders",
            body: "Joanne and Nick Pellegrino have run Harbor Bakery on Greig Street in Sodus Point since 2009. By 2022 their holiday pre-order list, a clipboard by the register, had become the hardest part of the year.",
            illustration: "cake",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "The problem",
            heading: "The phone rang all through the lunch rush",
            body: md`
              Every November the bakery took around 900 pie orders by phone and in person. Staff wrote them down between
              serving customers, orders went missing, and on the Wednesday before Thanksgiving the line for pickups
              stretched out the door and down to the lighthouse road.

              The old website was a single page with a photo of the storefront and an out-of-date menu. The bakery's
              Google listing still showed winter hours in July.
            `,
            illustration: "phone",
          },
        },
        {
          type: "steps",
          props: {
            heading: "What we built",
            items: [
              {
                title: "Pre-orders with pickup slots",
                body: "Customers choose pies and a 15-minute pickup window. Each slot caps at twelve orders so the counter never gets swamped, and the kitchen prints a bake list each evening.",
              },
              {
                title: "A specials board the owners control",
                body: "A daily specials section Joanne updates from her phone at 6 am, which also feeds the Google Business Profile.",
              },
              {
                title: "A morning photo shoot",
                body: "Ben photographed the 5 am bake, every pie on the holiday menu and the crew, replacing the single storefront snapshot.",
              },
              { title: "Google, fixed", body: "Correct seasonal hours, menu categories, 40 new photos and a plan for asking happy customers for reviews." },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "The first holiday season",
            items: [
              { value: "1,140", label: "Thanksgiving pies pre-ordered online" },
              { value: "-65%", label: "Phone calls during the 11-2 lunch rush" },
              { value: "0", label: "Lost orders, down from an estimated 30 a year" },
              { value: "6 min", label: "Average pickup wait on the busiest day" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "We didn't have time to learn anything new in November, so Pixelbarn made pre-orders work the way our paper list did, just without the mess. Nobody stood in line to order this year, and the kitchen knew exactly what to bake.",
                name: "Joanne Pellegrino",
                detail: "Co-owner, Harbor Bakery",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Run a bakery, café or farm stand?",
            body: "Harbor Bakery's site is our Sell package with pickup slots. Ask us what it would look like for you.",
            action: { label: "Request a proposal", href: "proposals" },
            secondary: { label: "All case studies", href: "case-studies", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "case-studies/seneca-ridge-cellars",
      title: "Case Study: Seneca Ridge Cellars, Hector",
      description:
        "How a family winery on Seneca Lake doubled weekend tasting reservations and moved its wine club online with a new Pixelbarn website and labels.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Case study: Seneca Ridge Cellars",
            heading: "Weekend tastings doubled, without adding staff",
            body: "Seneca Ridge Cellars farms 22 acres of Riesling, Cabernet Franc and Lemberger above Route 414 in Hector. Elena Marchetti took over from her parents in 2021 with a plan to grow the wine club and stop turning away walk-ins on busy Saturdays.",
            illustration: "wine",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "The problem",
            heading: "Busy Saturdays, empty Thursdays",
            body: md`
              Tastings were first come, first served. Limousines and bachelorette groups filled the tasting room by
              noon on Saturdays, regulars gave up and drove on, and on weekdays staff stood around.

              Wine club sign-ups happened on paper cards that someone typed in on Monday, when they got to it. The
              labels, designed in 1998, looked nothing like the wine inside.
            `,
            illustration: "calendar",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we did",
            columns: 2,
            items: [
              {
                icon: "calendar-days",
                title: "Tasting reservations",
                body: "Seated tastings booked in 45-minute slots, with group limits on Saturdays and a weekday 'locals' rate that fills quieter days.",
              },
              {
                icon: "users",
                title: "Wine club online",
                body: "Three club tiers with sign-up, shipping preferences and pickup-party RSVPs, synced to the winery's point of sale.",
              },
              {
                icon: "wine",
                title: "New label range",
                body: "Carly redesigned eleven labels around a hand-drawn ridge line, printed by a Geneva label printer on textured estate paper.",
              },
              {
                icon: "drone",
                title: "Harvest film",
                body: "A 90-second film shot at dawn during harvest, with drone footage of the vineyard running down toward the lake.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "After one season",
            items: [
              { value: "2x", label: "Saturday tasting revenue compared with the year before" },
              { value: "+38%", label: "Weekday visitors, driven by the locals rate" },
              { value: "410", label: "Wine club members, up from 260" },
              { value: "$6.20", label: "Average ad cost per booked tasting" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "Pixelbarn understood that most of our customers book a tasting from the car on Route 414. The new site made that a two-tap job and weekend reservations doubled. And people now buy bottles because of the labels.",
                name: "Elena Marchetti",
                detail: "Owner, Seneca Ridge Cellars",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Planning for next season?",
            body: "Winery projects should start by January to be live before Memorial Day weekend.",
            action: { label: "Request a proposal", href: "proposals" },
            secondary: { label: "All case studies", href: "case-studies", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "case-studies/kessler-plumbing",
      title: "Case Study: Kessler & Sons Plumbing, Geneva",
      description:
        "How a third-generation Geneva plumbing company used service pages, real job-site photos and local SEO to win more remodels and water-heater work.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Case study: Kessler & Sons Plumbing",
            heading: "The right calls, not just more calls",
            body: "Kessler & Sons has fixed pipes in Geneva since 1961. Rick Kessler wanted fewer calls about dripping faucets in Rochester and more about bathroom remodels and water-heater replacements within 25 miles of the shop.",
            illustration: "wrench",
          },
        },
        {
          type: "steps",
          props: {
            heading: "What we did",
            items: [
              {
                title: "A page for every job worth having",
                body: "Twelve service pages, from tankless water heaters to well pumps, each with real price ranges, photos and the questions Rick's dispatcher hears every day.",
              },
              {
                title: "Town pages that aren't spam",
                body: "Eight pages for Geneva, Waterloo, Seneca Falls, Canandaigua, Phelps, Penn Yan, Ovid and Clifton Springs, each with local jobs and permit notes.",
              },
              {
                title: "Photos of real technicians",
                body: "A full-day shoot with the crew on three jobs, replacing stock photos of models in spotless overalls.",
              },
              {
                title: "Local SEO and reviews",
                body: "A cleaned-up Google profile, service categories, and a text message after each job asking for a review.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Twelve months later",
            items: [
              { value: "+148%", label: "Calls from the Google Business Profile" },
              { value: "31", label: "Bathroom remodels booked through the website" },
              { value: "4.9", label: "Google rating, from 212 reviews (up from 38)" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "I'm a plumber, not a computer guy. They wrote the words, took the photos and now the phone rings with the jobs I actually want. My dispatcher says people call already knowing our prices, which saves everybody time.",
                name: "Rick Kessler",
                detail: "Owner, Kessler & Sons Plumbing",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Run a trades business?",
            action: { label: "Request a proposal", href: "proposals" },
            secondary: { label: "All case studies", href: "case-studies", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ blog
    {
      path: "blog",
      title: "The Pixelbarn Blog",
      description: "Plain-spoken advice on websites, local marketing and photography for small business owners in the Finger Lakes and Rochester area.",
      blocks: [
        {
          type: "postList",
          props: {
            heading: "Notes from the barn",
            intro: "Short, practical articles written by the people who do the work. No jargon, no 'ultimate guides'.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Have a question we should write about?",
            action: { label: "Send us your question", href: "contact" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ about
    {
      path: "about",
      title: "About Pixelbarn",
      description:
        "Meet the seven-person Pixelbarn team and hear how a farm kid and a software developer turned a Bloomfield hay barn into a web design studio.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "centered",
            eyebrow: "About us",
            heading: "A web studio in a hay barn, on purpose",
            body: "We could rent an office in Rochester. We'd rather be twenty minutes from most of our clients, with room to park a tractor and a wood stove for February.",
            illustration: "tractor",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "Started in 2014 at a kitchen table in Bloomfield",
            body: md`
              Maggie Hollister grew up on a dairy farm off Route 5 and spent eight years designing for agencies in
              Rochester. Dev Kapoor wrote software for a Rochester imaging company and built websites for friends on
              the side. They kept meeting small business owners who'd paid big-city prices for sites they couldn't edit.

              Pixelbarn started with three clients and Maggie's laptop. In 2017 we bought the 1880s hay barn on County
              Road 41, insulated it, kept the beams, and moved in. Today there are seven of us, and the barn cats
              still outnumber the meeting rooms.
            `,
            illustration: "warehouse",
          },
        },
        {
          type: "features",
          props: {
            heading: "The team",
            columns: 3,
            items: [
              {
                icon: "palette",
                title: "Maggie Hollister",
                body: "Co-founder and creative director. Leads every design review and still draws the first logo sketches with a pencil.",
              },
              {
                icon: "zap",
                title: "Dev Kapoor",
                body: "Co-founder and lead developer. Looks after hosting, performance and the 2 am alerts you'll never hear about.",
              },
              {
                icon: "megaphone",
                title: "Tess Alvarado",
                body: "Marketing lead. Runs local SEO, Google Ads and newsletters, and writes the monthly reports in plain English.",
              },
              { icon: "camera", title: "Ben Okafor", body: "Photographer and filmmaker. FAA Part 107 drone pilot, happiest in a vineyard at 6 am." },
              { icon: "brush", title: "Carly Nguyen", body: "Designer. Brand identities, wine labels and the small details that make a site feel finished." },
              { icon: "clipboard-list", title: "Ruth Ebersole", body: "Project manager. Keeps timelines honest and will be your first call for anything." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How we like to work",
            items: [
              { title: "Fixed prices, agreed up front", body: "No hourly surprises. If the scope changes, you see the cost before we do the work." },
              { title: "You own your site", body: "Your domain, your content, your photos. We export everything for free if you ever leave." },
              { title: "Local first", body: "We meet at your business, not just on video calls, and we buy our printing, signs and coffee locally." },
              { title: "Stick around", body: "Most of our clients have been with us for five years or more. We answer the phone." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Come see the barn",
            body: "Kickoff meetings happen at our big farm table. Coffee is from Boughton Hill Coffee; the cider is from next door.",
            action: { label: "Get directions and hours", href: "contact" },
            secondary: { label: "Request a proposal", href: "proposals", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ contact
    {
      path: "contact",
      title: "Contact Pixelbarn",
      description:
        "Call, email or visit Pixelbarn Web Design at 6120 County Road 41 in Bloomfield, NY. Open weekdays 8:30 to 5, with evening support for care plans.",
      blocks: [
        { type: "form", props: { heading: "Send us a message", form: "contact" } },
        {
          type: "contactDetails",
          props: {
            heading: "Call, email or stop by the barn",
            intro:
              "We're on County Road 41, a mile south of Route 5 and 20. Look for the red barn with the blue door. Please call ahead: on shoot days the barn can be empty.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Who to contact",
            columns: 3,
            items: [
              {
                icon: "clipboard-list",
                title: "New projects",
                body: "Websites, branding, marketing or a photo shoot: request a proposal online, email proposals@pixelbarn.example or call and ask for Ruth.",
                href: "proposals",
                linkLabel: "How proposals work",
              },
              {
                icon: "wrench",
                title: "Support for clients",
                body: "Something broken or an edit you need? Email support@pixelbarn.example or call; care-plan clients get evening support until 8 pm.",
              },
              {
                icon: "newspaper",
                title: "Press and speaking",
                body: "Maggie and Tess speak at chambers of commerce and business groups across the region. Email hello@pixelbarn.example.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "The quickest way to reach us",
            action: { label: `Call ${PHONE}`, href: TEL },
            secondary: { label: "Email hello@pixelbarn.example", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ privacy
    {
      path: "privacy-policy",
      title: "Privacy Policy",
      description: "How Pixelbarn Web Design collects, uses, stores and protects personal information from website visitors, prospective clients and clients.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              _This policy covers Pixelbarn's own website and our dealings with you as a visitor, prospective client or client. Our clients' websites have their own privacy policies._

              Pixelbarn Web Design LLC ("Pixelbarn", "we") is a web design studio at 6120 County Road 41, Bloomfield, NY 14469. We collect as little personal information as we can, and we never sell it.

              ## What we collect

              - **Information you send us.** When you email, call or request a proposal we keep your name, business name, contact details and what you tell us about your project.
              - **Client information.** If you become a client we also keep billing details, contracts, invoices and the logins you share with us for your domain or other services, stored in an encrypted password manager.
              - **Visitor statistics.** Our website uses cookie-free analytics that count page views, referring sites and device types. It does not identify you or follow you to other sites.
              - **Server logs.** Our hosting keeps IP addresses and request details for up to 30 days to protect against abuse.

              ## How we use it

              We use your information to reply to you, prepare proposals, carry out and bill for the work you've hired us for, provide support, and meet our legal and tax obligations. With your permission we may send a newsletter a few times a year; every issue has an unsubscribe link.

              ## Who we share it with

              We share information only with the services we need to run the business, under contracts that require them to protect it: our email and file-storage provider, our accounting software, our payment processor and our hosting provider. We share information with authorities only when the law requires it. We do not sell or rent personal information, and we don't use advertising trackers on our site.

              ## How long we keep it

              Proposal inquiries that don't become projects are deleted after two years. Client records are kept for seven years after our last invoice, as required for tax purposes. Shared passwords are deleted when a project or care plan ends.

              ## Your choices and rights

              You can ask us to show you the personal information we hold about you, correct it, or delete it where we're not required to keep it. Email privacy@pixelbarn.example or write to us at the address above, and we'll respond within 30 days.

              ## Security

              We use two-factor authentication on every account that supports it, encrypt client credentials, and limit access to the people working on your project. If a breach ever affected your information, we would tell you promptly and as New York's SHIELD Act requires.

              ## Children

              Our services are for businesses and organizations. We don't knowingly collect information from children under 13.

              ## Changes

              If we change this policy we'll publish the new version here and tell clients by email about any significant change.

              ## Contact

              Questions about privacy: privacy@pixelbarn.example or (585) 555-0134.
            `,
          },
        },
      ],
    },
  ],
  categories: [
    { slug: "websites", name: "Websites", description: "Planning, building and looking after a small business website." },
    { slug: "local-marketing", name: "Local marketing", description: "Google, reviews, ads and email for businesses with a local customer base." },
    { slug: "photo-and-video", name: "Photo and video", description: "Getting good pictures of your business, with or without us." },
  ],
  posts: [
    {
      slug: "what-a-small-business-website-costs",
      title: "What a small business website really costs",
      excerpt: "From $0 to $25,000: where the money goes, what you're paying for, and the costs nobody mentions until the invoice arrives.",
      author: "Dev Kapoor",
      categories: ["websites"],
      publishedDaysAgo: 12,
      body: md`
        "How much does a website cost?" is the first question almost everyone asks us, usually with a wince. The honest
        answer is that a website for a Finger Lakes small business costs anywhere from nothing to about $25,000, and the
        difference is mostly about who does the work and what the site has to do.

        ## The three ways to get a website

        **Do it yourself** on a site builder for $20 to $50 a month. It's a perfectly good choice for a brand new business
        that needs an address and a phone number online. The real cost is your time, usually 30 to 60 hours for a first
        site, and the risk that it never quite gets finished.

        **Hire a freelancer** for roughly $1,500 to $5,000. Good freelancers are excellent value. Ask who hosts the site,
        who fixes it if they move away, and whether you'll own the domain and the login.

        **Hire a studio** like ours for roughly $3,000 to $25,000. You're paying for a team: design, writing, photography,
        development and someone who answers the phone after launch.

        ## Where the money goes

        On a typical $6,400 Grow project at Pixelbarn, the split is roughly:

        - 25% planning and writing the words
        - 30% design
        - 30% building, testing and moving your old pages across without losing Google rankings
        - 15% photography, training and launch

        Notice that words come first. The most common reason website projects run late is waiting for copy.

        ## The costs nobody mentions

        - **Your domain:** about $20 a year. Make sure it's registered in your name.
        - **Hosting and care:** $45 to $350 a month with us; elsewhere, budget for someone to apply updates.
        - **Paid tools:** booking systems, online ordering or wine club software can add $30 to $300 a month.
        - **Photos:** stock photos are cheap but they don't sell a local business. A half-day shoot is about $650.

        ## So what should you spend?

        A useful rule of thumb: a website should pay for itself within a year. If a new site brings one extra bathroom
        remodel a month, or fills twenty more tasting slots each weekend, that math works quickly. If you can't see how
        it would, start smaller, and we'll happily tell you so.
      `,
    },
    {
      slug: "google-business-profile-tune-up",
      title: "The 20-minute Google Business Profile tune-up",
      excerpt: "Your Google profile is often seen more than your website. Here are the ten checks Tess runs for every new client, in the order she runs them.",
      author: "Tess Alvarado",
      categories: ["local-marketing"],
      publishedDaysAgo: 34,
      body: md`
        For most local businesses, more people see your Google Business Profile than your website. It's the box that
        appears when someone searches your name, or "bakery near me" from a parking lot in Canandaigua. Keeping it accurate
        is free, and it takes about twenty minutes. Here's the checklist I run for every new client.

        ## The ten checks

        1. **Name.** Your real business name, exactly as it's on your sign. Adding "Best Plumber Geneva" to it breaks Google's rules and can get the profile suspended.
        2. **Primary category.** The single most important setting. "Winery" and "Wine bar" show up for different searches. Pick the one that describes what most customers come for.
        3. **Secondary categories.** Add the others that genuinely apply, such as "Wedding venue" or "Water heater installation service".
        4. **Hours, including holiday hours.** Seasonal businesses: set your special hours for the whole season at once, the day you set your schedule.
        5. **Services or menu.** List them with short descriptions and prices where you're comfortable. These match searches directly.
        6. **Service area.** If you travel to customers, list the towns and counties you actually cover, not the whole state.
        7. **Photos.** At least ten real ones: outside (so people recognize you from the road), inside, your team and your work. Add new ones monthly.
        8. **Website and booking links.** Point to the most useful page, such as your menu or booking page, not always the home page.
        9. **Questions and answers.** Add the three questions your staff hear most, and answer them yourself.
        10. **Reviews.** Reply to every one, good and bad, briefly and politely. Future customers read the replies.

        ## Then keep it alive

        Post once a week in season: this week's picking report, a new wine release, a finished project. Posts don't
        last long, but profiles that are visibly looked after tend to get more calls.

        ## A warning about calls from "Google"

        Google doesn't phone small businesses to sell profile services. If someone calls claiming to be from Google and
        threatening your listing, hang up. If you're not sure, call us and we'll take a look for free.
      `,
    },
    {
      slug: "why-we-stopped-using-stock-photos",
      title: "Why we stopped using stock photos",
      excerpt: "In 2019 we made a rule: no stock photos on client home pages. Here's what happened to inquiries, and how to get good photos on any budget.",
      author: "Ben Okafor",
      categories: ["photo-and-video"],
      publishedDaysAgo: 58,
      body: md`
        In 2019 we made a studio rule: no stock photos on a client's home page. At the time it felt a bit precious. Five
        years later it's one of the best decisions we've made, and the reason is simple. People can tell.

        ## What stock photos say

        A smiling model in spotless overalls holding a wrench says "we didn't have a photo of our own team". A glass of wine
        in front of a vineyard that's clearly in Tuscany says "we're not sure what makes us different". Visitors don't
        think any of this consciously, but they scroll past, and they're less likely to call.

        When we replaced stock photos with real ones on twelve client sites, inquiries through those sites rose by an
        average of 22% over the following six months. That isn't a controlled experiment, but the pattern was consistent
        enough that we stopped arguing about it.

        ## Real photos on any budget

        You don't need to hire us. Here's what works:

        - **Use a recent phone in daylight.** Shoot near a window or outside on a cloudy day, which is the Finger Lakes' most reliable weather.
        - **Photograph the work, not just the result.** Hands shaping dough, a technician explaining a water heater, a picker in the rows.
        - **Include people, with permission.** Your team, and customers who are happy to be in the picture. Ask them to sign a simple release.
        - **Take the photo from the road.** New visitors need to recognize your building when they pull in.
        - **Shoot horizontally.** Most website layouts need wide images; you can always crop for Instagram later.

        ## When to bring in a photographer

        A professional shoot earns its keep when you're launching a new site, opening a new location, or selling something
        where the look of it matters: food, wine, rooms, finished work. A half day is usually enough for a small business,
        and the photos will do duty on your website, your Google profile, your menus and your social media for years.
      `,
    },
  ],
};

export default site;
