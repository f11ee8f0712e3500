import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(585) 555-0134";
const TEL = "tel:+15855550134";
const EMAIL = "hello@pixelbarn.example";

const site: SiteSeed = {
  slug: "pixelbarn-v3",
  name: "Pixelbarn Web Design (version 3)",
  kind: "web-agency",
  theme: {
    palette: {
      primary: "#0b5c7a",
      onPrimary: "#ffffff",
      accent: "#d97706",
      background: "#f7fbfc",
      surface: "#e6f1f4",
      text: "#0f1f26",
      muted: "#4a5a62",
      border: "#c4dbe2",
    },
    fonts: { heading: "roboto-slab", body: "nunito" },
    header: "centered",
    footer: "simple",
    sectionStyle: "editorial",
    logo: { mark: "tractor", shape: "circle" },
    radius: "large",
    pattern: "waves",
  },
  settings: {
    tagline: "Websites, design, marketing and media for the Finger Lakes",
    description:
      "Pixelbarn is a full-service creative studio in Bloomfield, NY. Four small teams, websites, design, marketing and media, working together for farms, wineries, trades, shops and nonprofits.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "6120 County Road 41", locality: "Bloomfield", region: "NY", postalCode: "14469" },
      serviceAreaNote: "Photo and video shoots within 40 miles of Bloomfield at no travel charge; websites and marketing for clients anywhere.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:30", closes: "17:00" }],
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Websites", href: "websites" },
      { label: "Design", href: "design" },
      { label: "Marketing", href: "marketing" },
      { label: "Media", href: "media" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Call the studio", href: TEL },
    footerLinks: [
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
      { label: "Privacy policy", href: "privacy-policy" },
    ],
  },
  forms: [
    {
      key: "contact",
      name: "Studio enquiry",
      recipients: [EMAIL],
      submitLabel: "Send to the studio",
      successMessage:
        "Thank you. Your message has gone to the right team at the barn, and we'll reply within two business days (the same day if you're already a client).",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "business", label: "Business or organization", type: "text", width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "team",
          label: "Which team?",
          type: "radio",
          required: true,
          options: ["Websites", "Design", "Marketing", "Media", "Not sure: point me the right way"],
        },
        { name: "current_website", label: "Current website, if you have one", type: "text" },
        {
          name: "budget",
          label: "Budget range",
          type: "select",
          width: "half",
          options: ["Under $1,000", "$1,000 to $3,000", "$3,000 to $7,000", "Over $7,000", "Not sure yet"],
        },
        { name: "timeline", label: "Timeline", type: "select", width: "half", options: ["This month", "Within 3 months", "Later this year", "Just exploring"] },
        {
          name: "message",
          label: "What do you need?",
          type: "textarea",
          required: true,
          maxLength: 4000,
          help: "A new site, a logo refresh, a shoot date, more calls from Google: describe the problem and we'll suggest where to start.",
        },
      ],
    },
    {
      key: "marketing-review",
      name: "Marketing review request",
      recipients: [EMAIL],
      submitLabel: "Book my free review",
      successMessage:
        "Thanks. Tess's team will look at your website and Google profile before we call, and will email within two business days to fix a time for your 30-minute review.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "business", label: "Business name", type: "text", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "website", label: "Your website", type: "text", help: "Leave blank if you don't have one yet." },
        { name: "towns", label: "Towns you serve or sell to", type: "text" },
        {
          name: "interests",
          label: "What would you like us to look at?",
          type: "checkbox",
          required: true,
          options: ["Google Business Profile and reviews", "Local SEO", "Google Ads", "Email newsletters"],
        },
        {
          name: "goal",
          label: "What would a good year look like?",
          type: "textarea",
          help: "More calls in winter, a full orchard on weekends, more wine club sign-ups…",
        },
      ],
    },
    {
      key: "shoot-enquiry",
      name: "Shoot enquiry",
      recipients: [EMAIL],
      submitLabel: "Check the date",
      successMessage: "Thanks. Ben will check the calendar and reply within two business days with availability and a time for a 30-minute shot-list call.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "business", label: "Business name", type: "text", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "shoot_type",
          label: "What do you need?",
          type: "checkbox",
          required: true,
          options: ["Photography, half day", "Photography, full day", "Brand film", "Drone aerials", "Team headshots"],
        },
        { name: "date", label: "Preferred date", type: "date", width: "half" },
        { name: "location", label: "Location", type: "text", width: "half", help: "Town or address of the shoot." },
        {
          name: "details",
          label: "What are the photos or film for?",
          type: "textarea",
          help: "A new website, menus, social media, a label… and who should be in them.",
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Pixelbarn Creative Studio | Finger Lakes, NY",
      description: "Websites, brand design, local marketing and photo and video for Finger Lakes businesses, from one creative studio in Bloomfield, NY.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Creative studio, Bloomfield NY",
            heading: "Four crafts, one barn, one team on your side",
            body: "Websites, design, marketing and media used to mean four different vendors who never spoke to each other. At Pixelbarn they sit at the same farm table, so your logo, photos, website and ads all tell the same story.",
            actions: [
              { label: "Explore our services", href: "websites" },
              { label: "Talk to us", href: "contact", variant: "secondary" },
            ],
            illustration: "tractor",
          },
        },
        {
          type: "features",
          props: {
            columns: 2,
            items: [
              {
                icon: "house",
                title: "Websites",
                body: "Custom websites, online stores and booking sites that owners can edit themselves. Packages from $2,900.",
                href: "websites",
                linkLabel: "Websites",
              },
              {
                icon: "palette",
                title: "Design",
                body: "Logos, brand identities, wine and product labels, menus, signs and vehicle lettering. Identities from $1,800.",
                href: "design",
                linkLabel: "Design",
              },
              {
                icon: "megaphone",
                title: "Marketing",
                body: "Local SEO, Google Business Profile, Google Ads and email newsletters, with a one-page report every month.",
                href: "marketing",
                linkLabel: "Marketing",
              },
              {
                icon: "camera",
                title: "Media",
                body: "Business photography, brand films and FAA-licensed drone footage, shot on location across the Finger Lakes.",
                href: "media",
                linkLabel: "Media",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Why one studio",
            heading: "A vineyard shoot that became a website, labels and a wine club",
            body: md`
              When Seneca Ridge Cellars asked us for harvest photos, we noticed their tasting room turned people away
              on Saturdays and sat empty on Thursdays. One conversation later, the photos went into a new website with
              seated reservations, a weekday locals rate and Google Ads aimed at Route 414.

              Carly redesigned the labels to match. The wine club moved online. Weekend tasting revenue doubled, and it
              happened because the photographer, designer and marketer were in the same room.
            `,
            illustration: "wine",
            reverse: true,
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Some of the businesses we work with",
            items: [
              "Seneca Ridge Cellars",
              "Harbor Bakery",
              "Kessler & Sons Plumbing",
              "Bristol Valley Orchards",
              "Honeoye Lake Marina",
              "Victor Family Dental",
              "Naples Grape Pie Co.",
              "Ontario County Arts Council",
              "Hilltop Equipment Repair",
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote: "We hired them for photos and ended up with a whole new business plan. In a good way.",
                name: "Elena Marchetti",
                detail: "Seneca Ridge Cellars, Hector",
                rating: 5,
              },
              {
                quote: "Logo, truck lettering and website all in one go. For the first time we look like the company we are.",
                name: "Rick Kessler",
                detail: "Kessler & Sons Plumbing, Geneva",
                rating: 5,
              },
              {
                quote: "They plan our newsletter around the orchard's season, not a content calendar from a textbook.",
                name: "Lin Bristol",
                detail: "Bristol Valley Orchards, Naples",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Not sure which service you need?",
            body: "Most clients aren't. Call the studio and describe the problem; we'll tell you where we'd start, even if it's somewhere cheap.",
            action: { label: `Call ${PHONE}`, href: TEL },
            secondary: { label: "Other ways to reach us", href: "contact", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ websites
    {
      path: "websites",
      title: "Websites by Pixelbarn",
      description: "Pixelbarn's website team designs, writes, builds and hosts sites for Finger Lakes businesses: launch, growth and online store packages.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Websites",
            heading: "Built for the way your customers actually find you",
            body: "A phone, a back road, a question: are they open, what does it cost, can I book? Dev's team builds sites that answer those in seconds, then hosts and maintains them so you never think about plugins or updates.",
            actions: [{ label: "Start a website", href: "contact" }],
            illustration: "house",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Website packages",
            plans: [
              {
                name: "Launch",
                price: "$2,900",
                description: "Up to 5 pages on our proven layouts, styled to your brand. About three weeks.",
                features: ["Contact form and click-to-call", "Google Business Profile check", "Editor training"],
              },
              {
                name: "Grow",
                price: "$6,400",
                description: "Up to 15 custom-designed pages for established businesses. Five to seven weeks.",
                features: ["Copywriting for 5 pages", "Half-day photo shoot from our media team", "Blog or news", "Redirects from your old site"],
                highlighted: true,
              },
              {
                name: "Sell",
                price: "$9,800+",
                description: "Stores, pre-orders, bookings and clubs. Eight to ten weeks.",
                features: ["Everything in Grow", "Up to 100 products", "Pickup slots and shipping", "Subscriptions or wine club"],
              },
            ],
            note: "Hosting and care plans from $45 a month. 15% off for registered nonprofits; six-month interest-free payment plans for businesses under ten employees.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Hosting and care",
            heading: "We don't disappear after launch",
            body: md`
              Every site we build runs on hosting we manage: security updates, daily backups, SSL and uptime monitoring
              are simply handled. Care plans add edit time and reporting:

              - **Basic, $45 a month:** hosting, backups, monitoring, email support
              - **Plus, $119 a month:** adds an hour of edits and a monthly report
              - **Partner, $349 a month:** adds four hours and Google profile management
            `,
            illustration: "shield-check",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Before you commit",
            items: [
              {
                question: "Do I own the website?",
                answer: "Yes: the domain, the content, the photos we take for it. If you leave, we export everything and help you move.",
              },
              {
                question: "Can I edit it myself?",
                answer: "Yes. You'll get an hour of hands-on training and short video guides for the things you'll change most.",
              },
              { question: "Is it accessible?", answer: "Every site is designed and tested to WCAG 2.2 AA and checked by hand before launch." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Need words, photos or a logo too?",
            body: "That's what the rest of the barn is for.",
            action: { label: "See design services", href: "design" },
            secondary: { label: "See media services", href: "media", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ design
    {
      path: "design",
      title: "Design by Pixelbarn",
      description: "Pixelbarn's design team creates logos, brand identities, wine labels, menus, signs and vehicle lettering for Finger Lakes businesses.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Design",
            heading: "Identity that works from the roadside to the wine shelf",
            body: "Maggie and Carly design brands for places people drive past at 45 mph and products people pick up in a shop. We test every logo on a road sign, a label and a phone screen before you ever see it.",
            actions: [{ label: "Discuss a design project", href: "contact" }],
            illustration: "palette",
          },
        },
        {
          type: "features",
          props: {
            heading: "Selected design work",
            items: [
              { title: "Seneca Ridge Cellars label range", body: "Eleven labels built around a hand-drawn ridge line, on textured estate paper." },
              { title: "Kessler & Sons identity and fleet", body: "A bolder wordmark from the 1961 original, applied to six service vans." },
              { title: "Harbor Bakery pie boxes", body: "A one-color stamp and box sticker that costs pennies to print." },
              { title: "Bristol Valley Orchards signage", body: "Roadside and in-orchard signs readable from the car and in the rows." },
              { title: "Naples Grape Pie Co. packaging", body: "Shipping cartons and a recipe card that customers keep on the fridge." },
              { title: "Ontario County Arts Council", body: "A flexible identity that lets each exhibition poster look different but belong." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How an identity project goes",
            items: [
              { title: "Listen", body: "A working session at your business: what you make, who buys it, what you'd never want to look like." },
              { title: "Sketch", body: "Three distinct directions, shown on real applications: your sign, your label, your homepage." },
              { title: "Refine", body: "Two rounds of revisions on the direction you choose." },
              { title: "Deliver", body: "Every file format you'll need, a one-page brand guide, and introductions to printers and sign shops we trust." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Design pricing",
            plans: [
              {
                name: "Logo refresh",
                price: "$950",
                features: ["Redraw of your existing mark", "Color and type specification", "Print, web and embroidery files"],
              },
              {
                name: "Brand identity",
                price: "$1,800",
                features: ["Three directions, two revision rounds", "Brand guide", "Business cards"],
                highlighted: true,
              },
              {
                name: "Label design",
                price: "$650",
                period: "per label",
                features: ["TTB-compliant layouts", "Printer die-line setup", "Range discounts from 4 labels"],
              },
            ],
            note: "Design work booked with a website is 15% off.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Bring us your old logo",
            body: "Sometimes it just needs a redraw. We'll tell you honestly.",
            action: { label: "Contact the design team", href: "contact" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ marketing
    {
      path: "marketing",
      title: "Marketing by Pixelbarn",
      description:
        "Pixelbarn's marketing team handles local SEO, Google Business Profiles, Google Ads and email newsletters for businesses in the Finger Lakes.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Marketing",
            heading: "Marketing measured in calls, bookings and orders",
            body: "Tess's team looks after the places people find you: Google search, Google Maps, ads and your customers' inboxes. Every month you get one page: what we did, what it brought in, and what we'll do next.",
            actions: [{ label: `Call ${PHONE}`, href: TEL }],
            illustration: "megaphone",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Monthly marketing",
            intro: "Month to month after a three-month start, because the first months are where the groundwork happens.",
            plans: [
              {
                name: "Profile care",
                price: "$150",
                period: "per month",
                features: ["Google Business Profile kept current", "Weekly posts in season", "Review replies drafted for you"],
              },
              {
                name: "Local SEO",
                price: "$450",
                period: "per month",
                description: "Plus $650 setup.",
                features: ["Everything in Profile care", "Service and town pages", "Citations and technical fixes", "Review request system"],
                highlighted: true,
              },
              {
                name: "Google Ads",
                price: "$350",
                period: "per month + ad budget",
                features: ["Search campaigns by job and town", "Call tracking", "Weekly budget checks"],
              },
              {
                name: "Newsletters",
                price: "$275",
                period: "per month",
                features: ["Written, designed and sent", "Seasonal or monthly", "List clean-up and sign-up forms"],
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What good local marketing looks like",
            columns: 3,
            items: [
              {
                icon: "map-pin",
                title: "Found in the right towns",
                body: "We target the places you actually serve, from Penn Yan to Pittsford, not the whole of New York State.",
              },
              {
                icon: "star",
                title: "Reviews without begging",
                body: "A simple text after each job or visit. Kessler & Sons went from 38 Google reviews to 212 in a year.",
              },
              {
                icon: "calendar",
                title: "Planned around your season",
                body: "Orchards peak in September, furnaces in November, marinas in June. Your budget should follow.",
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
                  "Tess told me to fix my Google profile before spending a cent on ads. Calls went up without ads at all. Now we run ads in spring, when they pay.",
                name: "Marcus Webb",
                detail: "Hilltop Equipment Repair, Shortsville",
                rating: 5,
              },
              {
                quote: "Our picking-report emails get opened by more than half the list. People plan their weekend around them.",
                name: "Lin Bristol",
                detail: "Bristol Valley Orchards, Naples",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Book a free 30-minute marketing review",
            intro: `We look at your website, Google profile and reviews before the call, then tell you the two or three things we'd fix first. No obligation; you can also call us on ${PHONE}.`,
            form: "marketing-review",
          },
        },
      ],
    },

    // ------------------------------------------------------------------ media
    {
      path: "media",
      title: "Photo, Video and Drone by Pixelbarn",
      description:
        "Pixelbarn's media team shoots business photography, short brand films and drone aerials for websites, menus and social media across the Finger Lakes.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Media",
            heading: "Pictures of your place, your people and your work",
            body: "Ben shoots on location, from crush pads at dawn to kitchens at 5 am. Everything is edited, sized and ready for your website, menus and social media within a week.",
            actions: [{ label: `Call ${PHONE}`, href: TEL }],
            illustration: "camera",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we shoot",
            columns: 4,
            items: [
              { icon: "camera", title: "Photography", body: "Half day $650, full day $1,150. Team, space, products and work in progress." },
              { icon: "music", title: "Brand films", body: "$2,800 for a 60-90 second film with interview audio, captions and three social cut-downs." },
              { icon: "drone", title: "Drone", body: "$375 add-on. FAA Part 107 licensed, airspace approvals handled, insured." },
              { icon: "users", title: "Headshots", body: "$45 per person on a team day, minimum six people, at your business or the barn." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Shoot day, step by step",
            items: [
              { title: "Shot list call", body: "Thirty minutes to list what the photos are for, where they'll go, and who should be in them." },
              { title: "Weather check", body: "Two days out we look at the forecast together. Outdoor shoots move free with 24 hours' notice." },
              { title: "On location", body: "Ben works around your customers and staff; most people forget he's there after ten minutes." },
              { title: "Delivery", body: "An online gallery within a week: web-ready and full-resolution files, licensed for any use." },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Last year in pictures",
            items: [
              { value: "94", label: "Shoots across nine counties" },
              { value: "11,200", label: "Edited images delivered" },
              { value: "37", label: "Drone flights, mostly over vineyards and lakes" },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Book a date before the leaves turn",
            intro: "September and October fill up by July. Spring dates are easier to get. Tell us what you need and we'll check the calendar.",
            form: "shoot-enquiry",
          },
        },
      ],
    },

    // ------------------------------------------------------------------ about
    {
      path: "about",
      title: "About Pixelbarn Studio",
      description: "How four crafts came to share one Bloomfield barn: the Pixelbarn story, the people on each team and the way we work with clients.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "About",
            heading: "Started with websites. Grew into a studio.",
            body: "Pixelbarn began in 2014 as two people building websites. Clients kept asking for the things around the website, so we added designers, a marketer and a photographer, and moved into a 140-year-old hay barn to fit them.",
            illustration: "trees",
          },
        },
        {
          type: "features",
          props: {
            heading: "The four teams",
            columns: 2,
            items: [
              {
                icon: "house",
                title: "Websites: Dev Kapoor and Sam Reddy",
                body: "Developers who care about speed, accessibility and sites that still work in five years.",
              },
              {
                icon: "palette",
                title: "Design: Maggie Hollister and Carly Nguyen",
                body: "Maggie co-founded Pixelbarn and sets the creative direction; Carly leads brand and label work.",
              },
              {
                icon: "megaphone",
                title: "Marketing: Tess Alvarado",
                body: "Local SEO and Google Ads specialist, previously in-house marketing for a Rochester credit union.",
              },
              { icon: "camera", title: "Media: Ben Okafor", body: "Photographer, filmmaker and licensed drone pilot, and a regular at Finger Lakes sunrises." },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "The barn",
            heading: "Why Bloomfield",
            body: md`
              Most of our clients are within forty minutes of the barn: Canandaigua, Geneva, Victor, Naples, Honeoye,
              the lakeshore towns. Being here means we can be at your business for a kickoff on Tuesday and back for a
              photo shoot on Thursday.

              Ruth Ebersole runs the projects, the calendar and the coffee order, and is usually the first voice you'll
              hear when you call.
            `,
            illustration: "map-pin",
            reverse: true,
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "2014", label: "Year founded" },
              { value: "7", label: "People across four teams" },
              { value: "310+", label: "Websites launched" },
              { value: "9", label: "Counties we shoot in regularly" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Visit the studio",
            action: { label: "Contact and directions", href: "contact" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ contact
    {
      path: "contact",
      title: "Contact the Pixelbarn Studio",
      description:
        "Reach Pixelbarn's websites, design, marketing or media team online, by phone or email, or visit the studio at 6120 County Road 41, Bloomfield, NY.",
      blocks: [
        { type: "form", props: { heading: "Send the studio a message", form: "contact" } },
        {
          type: "features",
          props: {
            heading: "Reach the right team",
            intro: "Prefer email? Everything reaches the same barn, but these addresses get you to the right desk fastest.",
            columns: 4,
            items: [
              {
                icon: "house",
                title: "Websites",
                body: "New sites, stores and care plans: web@pixelbarn.example",
                href: "mailto:web@pixelbarn.example",
                linkLabel: "Email websites",
              },
              {
                icon: "palette",
                title: "Design",
                body: "Logos, labels, signage and print: design@pixelbarn.example",
                href: "mailto:design@pixelbarn.example",
                linkLabel: "Email design",
              },
              {
                icon: "megaphone",
                title: "Marketing",
                body: "SEO, Google, ads and newsletters: marketing@pixelbarn.example",
                href: "mailto:marketing@pixelbarn.example",
                linkLabel: "Email marketing",
              },
              {
                icon: "camera",
                title: "Media",
                body: "Photo, video and drone bookings: media@pixelbarn.example",
                href: "mailto:media@pixelbarn.example",
                linkLabel: "Email media",
              },
            ],
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Visit or call",
            intro: "The studio is the red barn on County Road 41, a mile south of Routes 5 and 20. Visits by appointment, please.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Quick answers",
            items: [
              { question: "How soon will you reply?", answer: "Within two business days for new inquiries, and the same day for existing clients." },
              { question: "Can you come to us?", answer: "Yes. We prefer to meet at your business for kickoffs anywhere within about an hour of Bloomfield." },
              { question: "Do you take small jobs?", answer: "Yes: a logo refresh, a half-day shoot or a Google profile tune-up are all welcome." },
            ],
          },
        },
      ],
    },

    // ------------------------------------------------------------------ privacy
    {
      path: "privacy-policy",
      title: "Privacy at Pixelbarn",
      description:
        "Pixelbarn's privacy policy: the personal information the studio collects, how each team uses it, the providers it's shared with and your rights.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Pixelbarn Web Design LLC ("Pixelbarn"), 6120 County Road 41, Bloomfield, NY 14469, respects your privacy.
              This policy explains how we handle personal information collected through this website and in the course of
              our websites, design, marketing and media work. Sites we build for clients are covered by their own policies.

              ## 1. Information we collect

              - **Contact information** you give us through a form on this site, by email or by phone: name, business, email, phone number and project details.
              - **Client records:** contracts, invoices, payment records and the account access you share with us.
              - **Photo and video:** images of people taken during shoots, together with signed model releases.
              - **Website usage:** cookie-free, anonymous statistics, and server logs with IP addresses kept up to 30 days.

              ## 2. How we use information

              To respond to you, prepare quotes, deliver and bill for services, provide support, secure our systems, and
              comply with the law. Photos and footage are used only for the client who commissioned them, and in our own
              portfolio only with that client's permission.

              ## 3. Sharing

              We use a small number of providers for email, file storage, accounting, payments and hosting, under
              agreements that require them to safeguard your information. Marketing clients' ad and analytics accounts
              remain in the client's name. We disclose information when the law requires it. We never sell personal
              information.

              ## 4. Retention

              Inquiries: two years. Client and financial records: seven years after the last invoice. Account credentials:
              deleted at the end of the engagement. Raw photo and video files: two years, then archived only at the
              client's request.

              ## 5. Your rights

              You may request access to, correction of, or deletion of your personal information, or withdraw consent
              to appear in images we hold, by emailing privacy@pixelbarn.example. We respond within 30 days.

              ## 6. Security

              We use two-factor authentication, encrypted storage for credentials, and access limited to the team
              members working on your project, and we follow the New York SHIELD Act's breach-notification requirements.

              ## 7. Contact

              privacy@pixelbarn.example, (585) 555-0134, or by post to the studio address above.
            `,
          },
        },
      ],
    },
  ],
};

export default site;
