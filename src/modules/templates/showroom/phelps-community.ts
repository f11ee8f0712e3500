import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "phelps-community",
  name: "Phelps Area Community",
  kind: "community",
  theme: {
    palette: {
      primary: "#8c2f1b",
      onPrimary: "#ffffff",
      accent: "#6b8e23",
      background: "#fffcf6",
      surface: "#f4ede1",
      text: "#1f1b16",
      muted: "#5a5047",
      border: "#e3d6c2",
    },
    fonts: { heading: "merriweather", body: "dm-sans" },
    header: "centered",
    footer: "band",
    sectionStyle: "bands",
    logo: { mark: "users", shape: "rounded" },
    radius: "small",
    pattern: "waves",
  },
  settings: {
    tagline: "Town and Village of Phelps, NY: services, organizations, events and news",
    description:
      "The community portal for the Town and Village of Phelps in Ontario County, New York: local government, fire and ambulance, the Sauerkraut Festival, and the groups that keep Main Street going.",
    contact: {
      phone: "(315) 555-0160",
      email: "hello@phelpsny.example",
      address: { street: "14 Church Street", locality: "Phelps", region: "NY", postalCode: "14532" },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu"], opens: "09:00", closes: "15:00" },
      { days: ["sat"], opens: "09:00", closes: "12:00" },
    ],
    hoursNote: "Desk hours at the Phelps Community Center. Town and village offices keep their own hours, listed on their pages. Emergencies: always call 911.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "Local government",
        href: "town",
        children: [
          { label: "Town of Phelps", href: "town" },
          { label: "Village of Phelps", href: "village" },
        ],
      },
      {
        label: "Emergency services",
        href: "fire-departments",
        children: [
          { label: "Fire departments", href: "fire-departments" },
          { label: "Ambulance", href: "ambulance" },
        ],
      },
      {
        label: "Organizations",
        href: "bdtc",
        children: [
          { label: "Business District Tourism Council", href: "bdtc" },
          { label: "Phelps Business Alliance", href: "bdtc/phelps-business-alliance" },
          { label: "Visit Phelps", href: "bdtc/visit-phelps" },
          { label: "Phelps Forward", href: "phelps-forward" },
          { label: "Community Foundation", href: "community-foundation" },
        ],
      },
      { label: "Sauerkraut Festival", href: "sauerkraut-festival" },
      { label: "Events", href: "events" },
      { label: "News", href: "news" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "What's on this week", href: "events" },
    footerLinks: [
      { label: "Town of Phelps", href: "town" },
      { label: "Village of Phelps", href: "village" },
      { label: "Fire departments", href: "fire-departments" },
      { label: "Ambulance", href: "ambulance" },
      { label: "Festival vendors", href: "sauerkraut-festival/vendors" },
      { label: "Contact the portal", href: "contact" },
    ],
  },
  forms: [
    {
      key: "contact",
      name: "Message to the portal volunteers",
      recipients: ["hello@phelpsny.example"],
      submitLabel: "Send message",
      successMessage:
        "Thank you. A portal volunteer will reply within three business days. For town or village business, such as a tax bill, a permit or a water problem, please contact that office directly; in an emergency, call 911.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "organization", label: "Organization, if any", type: "text", width: "half" },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          required: true,
          options: [
            "A correction to this site",
            "Adding my organization to the portal",
            "Updating my organization's pages",
            "A question about Phelps",
            "Something else",
          ],
        },
        { name: "message", label: "Your message", type: "textarea", required: true, maxLength: 4000 },
      ],
    },
    {
      key: "listing-submission",
      name: "Event or news submission",
      recipients: ["hello@phelpsny.example"],
      submitLabel: "Send it in",
      successMessage:
        "Thank you. The portal volunteers will post your event or news item within three business days, and may edit it for length. We'll email you if we have a question.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "organization", label: "Organization hosting or announcing it", type: "text", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "kind", label: "What are you sending?", type: "radio", required: true, options: ["An event for the calendar", "A news item"] },
        { name: "title", label: "Name of the event, or headline", type: "text", required: true, maxLength: 160 },
        { name: "event_date", label: "Event date", type: "date", width: "half", help: "Events only. Please send it at least two weeks ahead." },
        { name: "event_time", label: "Start time and how long it runs", type: "text", width: "half", help: "For example: 5:00 pm, about three hours." },
        { name: "location", label: "Address or place", type: "text", width: "half" },
        { name: "cost", label: "Cost, if any", type: "text", width: "half" },
        {
          name: "details",
          label: "Tell people about it",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "Two or three sentences on what to expect, and who to contact with questions. For news: what happened, who was involved and a quote if you have one.",
        },
        {
          name: "photos",
          label: "Photos",
          type: "file",
          accept: ["image"],
          maxFiles: 3,
          maxSizeMb: 10,
          help: "Up to three, if you have them. Please only send photos you have permission to share.",
        },
      ],
    },
    {
      key: "alliance-membership",
      name: "Business Alliance membership application",
      recipients: ["hello@phelpsny.example"],
      submitLabel: "Apply to join",
      successMessage:
        "Welcome aboard. The Business Alliance will confirm your membership by email within a week and tell you how to pay your dues. Your listing goes into the online directory once dues are received.",
      fields: [
        { name: "business", label: "Business or organization name", type: "text", required: true },
        { name: "name", label: "Contact person", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "website", label: "Website or social media page", type: "text", width: "half" },
        {
          name: "address",
          label: "Business address",
          type: "text",
          required: true,
          help: "Home-based and farm businesses are welcome; we only list the address if you want us to.",
        },
        {
          name: "level",
          label: "Membership level",
          type: "radio",
          required: true,
          options: ["Nonprofit ($25 a year)", "Member ($60 a year)", "Main Street Sponsor ($250 a year)"],
        },
        {
          name: "description",
          label: "Describe your business in two lines",
          type: "textarea",
          required: true,
          maxLength: 400,
          help: "This is what appears in the directory and the visitor guide.",
        },
        { name: "gift_card", label: "Would you like to accept the Phelps gift card?", type: "radio", options: ["Yes", "No", "Tell me more"] },
      ],
    },
    {
      key: "visitor-guide",
      name: "Visitor guide request",
      recipients: ["hello@phelpsny.example"],
      submitLabel: "Send me a guide",
      successMessage:
        "Thank you. Your free Phelps visitor guide will be in the mail within a week. If you asked about a guided walk, the BDTC will email you to find a date.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "address", label: "Mailing address", type: "textarea", required: true, maxLength: 300 },
        { name: "copies", label: "How many copies?", type: "select", options: ["1", "2 to 5", "6 to 25 (for a group or business)"], width: "half" },
        { name: "visit_date", label: "When are you planning to visit?", type: "date", width: "half" },
        { name: "group_walk", label: "Interested in a guided Main Street walk for a group or tour bus?", type: "radio", options: ["Yes", "No"] },
      ],
    },
    {
      key: "design-visit",
      name: "Façade grant design visit request",
      recipients: ["hello@phelpsny.example"],
      submitLabel: "Request a design visit",
      successMessage:
        "Thank you. A member of the Phelps Forward design committee will call or email within a week to set a time for your free 30-minute visit.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        {
          name: "role",
          label: "You are the building's",
          type: "radio",
          required: true,
          options: ["Owner", "Tenant (with the owner's permission)"],
          width: "half",
        },
        {
          name: "building",
          label: "Building address",
          type: "text",
          required: true,
          help: "On Main, Church, Exchange, Ontario or Bridge Street in the business district.",
        },
        {
          name: "work",
          label: "What are you thinking of doing?",
          type: "checkbox",
          required: true,
          options: [
            "Exterior painting",
            "Storefront windows or doors",
            "Masonry, cornice or trim",
            "Signs, awnings or lighting",
            "Removing later siding or panels",
            "Not sure yet",
          ],
        },
        { name: "round", label: "Which round are you aiming for?", type: "radio", options: ["March 1", "September 1", "Not sure yet"] },
        { name: "best_times", label: "Best days and times for a visit", type: "text" },
        {
          name: "photos",
          label: "Photos of the building",
          type: "file",
          accept: ["image"],
          maxFiles: 3,
          maxSizeMb: 10,
          help: "Optional: they help the committee prepare.",
        },
      ],
    },
    {
      key: "grant-application",
      name: "Community grant application",
      recipients: ["hello@phelpsny.example"],
      submitLabel: "Submit application",
      successMessage:
        "Thank you. The grants committee will confirm your application has arrived within a week, and may call or visit with questions. Decisions are made in late April for the spring round and late October for the fall round.",
      fields: [
        { name: "organization", label: "Organization", type: "text", required: true },
        { name: "name", label: "Contact person", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        {
          name: "org_type",
          label: "Type of organization",
          type: "select",
          required: true,
          width: "half",
          options: [
            "501(c)(3) nonprofit",
            "Church or congregation",
            "School",
            "Fire or ambulance service",
            "Town or village government",
            "Group with a fiscal sponsor",
          ],
        },
        { name: "round", label: "Grant round", type: "radio", required: true, options: ["Spring (due March 15)", "Fall (due September 15)"], width: "half" },
        { name: "amount", label: "Amount requested", type: "text", required: true, width: "half", help: "Between $500 and $10,000." },
        { name: "project", label: "Project name", type: "text", required: true },
        { name: "summary", label: "In a few sentences: what you want to do and who benefits", type: "textarea", required: true, maxLength: 1500 },
        {
          name: "application",
          label: "Your application and budget",
          type: "file",
          required: true,
          accept: ["pdf", "document"],
          maxFiles: 3,
          maxSizeMb: 10,
          help: "Four pages at most, plus your budget. PDF or Word documents.",
        },
      ],
    },
    {
      key: "vendor-application",
      name: "Sauerkraut Festival vendor application",
      recipients: ["hello@phelpsny.example"],
      submitLabel: "Apply for a space",
      successMessage:
        "Thank you for applying. The vendor chair reviews applications as they arrive and will email you a decision, with payment details, within two weeks. Applications close June 1.",
      fields: [
        { name: "business", label: "Business or group name", type: "text", required: true },
        { name: "name", label: "Contact person", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "returning", label: "Were you a vendor last year?", type: "radio", options: ["Yes", "No"], width: "half" },
        { name: "vendor_type", label: "Type of space", type: "radio", required: true, options: ["Nonprofit ($40)", "Craft ($110)", "Food ($300)"] },
        { name: "extras", label: "Extras", type: "checkbox", options: ["Electric ($25; included for food)", "Corner space ($30, craft only)"] },
        {
          name: "products",
          label: "What you'll sell or offer",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "Crafters: what you make and how. Food vendors: your full menu with prices, and any kraut dishes for the Kraut Trail.",
        },
        { name: "booth_size", label: "Food vendors: truck, trailer or tent size", type: "text", help: "For example: 8×16 trailer with a hitch." },
        { name: "photos", label: "Three photos of your work or booth", type: "file", required: true, accept: ["image"], maxFiles: 3, maxSizeMb: 10 },
      ],
    },
    {
      key: "festival-volunteer",
      name: "Sauerkraut Festival volunteer sign-up",
      recipients: ["hello@phelpsny.example"],
      submitLabel: "Sign me up",
      successMessage:
        "Thank you for volunteering! The festival committee will email your shift times in July, along with where to pick up your festival T-shirt.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "group", label: "Volunteering with a group?", type: "text", width: "half", help: "A club, team, church or business, and how many of you." },
        { name: "days", label: "Which days can you help?", type: "checkbox", required: true, options: ["Friday evening", "Saturday", "Sunday"] },
        {
          name: "jobs",
          label: "What would you like to do?",
          type: "checkbox",
          options: ["Parking and shuttles", "Information booth", "Gates", "Clean-up", "Anywhere you need me"],
        },
        { name: "shirt_size", label: "T-shirt size", type: "select", options: ["Youth M", "Youth L", "S", "M", "L", "XL", "2XL", "3XL"], width: "half" },
        { name: "age", label: "Age group", type: "radio", options: ["Under 16 (with an adult)", "16 to 17", "18 or older"], width: "half" },
      ],
    },
  ],
  pages: [
    // ---------------------------------------------------------------- home
    {
      path: "",
      title: "Phelps Area Community: Town & Village of Phelps, NY",
      description:
        "Local government, fire and ambulance, Main Street organizations, the Sauerkraut Festival, events and news for Phelps, Orleans and Oaks Corners, NY.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Town and Village of Phelps · Ontario County, NY",
            heading: "Everything happening in Phelps, in one place",
            body: "Board meetings and brush pickup, fire hall chicken barbecues, Main Street mixers and the biggest kraut party in the Finger Lakes. Run by neighbors, for the town, the village and the hamlets of Orleans and Oaks Corners.",
            actions: [
              { label: "See upcoming events", href: "events" },
              { label: "Town and village services", href: "town", variant: "secondary" },
            ],
            illustration: "landmark",
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Emergency? Call 911.",
            body: "Fire, ambulance and Sheriff's deputies for all of Phelps are dispatched by Ontario County 911. For non-emergency questions, use the numbers on the fire department, ambulance, town and village pages.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Find what you need",
            intro: "The services residents ask about most, and the volunteer groups that make this a good place to live.",
            columns: 3,
            items: [
              {
                icon: "landmark",
                title: "Town of Phelps",
                body: "Town Clerk, highway department, assessor, code enforcement, town court and the Town Board's monthly meetings.",
                href: "town",
                linkLabel: "Town services",
              },
              {
                icon: "building-2",
                title: "Village of Phelps",
                body: "Water and sewer billing, DPW, leaf and brush pickup, winter parking rules and the Board of Trustees.",
                href: "village",
                linkLabel: "Village services",
              },
              {
                icon: "flame",
                title: "Fire departments",
                body: "Phelps Fire Department and Orleans Fire Department: burn rules, smoke alarms, hall rentals and how to join.",
                href: "fire-departments",
                linkLabel: "Fire protection",
              },
              {
                icon: "ambulance",
                title: "Ambulance",
                body: "Phelps Community Ambulance answers about 1,100 calls a year, around the clock. CPR classes, billing and volunteering.",
                href: "ambulance",
                linkLabel: "Ambulance service",
              },
              {
                icon: "cooking-pot",
                title: "Sauerkraut Festival",
                body: "Parade, carnival, kraut-eating contest and three days of music on the first full weekend of August.",
                href: "sauerkraut-festival",
                linkLabel: "Festival details",
              },
              {
                icon: "handshake",
                title: "Main Street businesses",
                body: "The Business District Tourism Council and the Phelps Business Alliance promote the shops, diners and makers downtown.",
                href: "bdtc",
                linkLabel: "Meet the BDTC",
              },
            ],
          },
        },
        {
          type: "eventList",
          props: {
            heading: "Coming up around town",
            intro: "Events from every organization on the portal. Have one to add? Email the details to events@phelpsny.example.",
            show: "upcoming",
            limit: 4,
          },
        },
        {
          type: "organizationList",
          props: {
            heading: "Community organizations",
            intro: "Each group keeps its own pages, events and news here. Follow the links to get involved.",
          },
        },
        {
          type: "stats",
          props: {
            heading: "Phelps at a glance",
            items: [
              { value: "1796", label: "Town of Phelps founded" },
              { value: "~6,900", label: "Town residents, including about 1,900 in the village" },
              { value: "3", label: "Hamlets: Orleans, Oaks Corners and Phelps Junction" },
              { value: "1967", label: "First Phelps Sauerkraut Festival" },
            ],
          },
        },
        {
          type: "newsList",
          props: { heading: "Latest news", limit: 3 },
        },
      ],
    },
    // ---------------------------------------------------------------- town
    {
      path: "town",
      title: "Town of Phelps",
      description:
        "Town of Phelps offices: Town Clerk, highway, assessor, code enforcement and court, plus Town Board meeting times, agendas and tax collection dates.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Town Hall · 1331 County Road 6, Phelps",
            heading: "Serving the town outside the village and the hamlets of Orleans and Oaks Corners",
            body: md`
              The Town of Phelps covers about 65 square miles of farmland, hamlets and the village itself.
              Town Hall is open **Monday through Friday, 8:30 am to 4:00 pm**, and until 6:00 pm on the first
              Thursday of each month for residents who work days.

              - Main office: (315) 555-0161
              - Email: clerk@townofphelps.example
              - Drop box by the front door for tax payments and permit applications, emptied daily
            `,
            illustration: "landmark",
          },
        },
        {
          type: "features",
          props: {
            heading: "Town departments",
            columns: 3,
            items: [
              {
                icon: "file-text",
                title: "Town Clerk",
                body: "Dog licenses ($10 spayed or neutered, $20 otherwise), marriage licenses ($40, by appointment), death certificates, handicapped parking permits and DEC hunting and fishing licenses.",
              },
              {
                icon: "wallet",
                title: "Tax collection",
                body: "Town and county taxes are collected at Town Hall from January 2 to January 31 without penalty; 1% is added in February and 2% in March. After April 1 unpaid taxes go to Ontario County.",
              },
              {
                icon: "truck",
                title: "Highway department",
                body: "Plows and maintains 72 miles of town roads from the highway garage on Route 88. Mailbox damaged by a plow? Report it by April 30 at (315) 555-0162.",
              },
              {
                icon: "calculator",
                title: "Assessor",
                body: "Exemptions (STAR, senior, veterans, agricultural) are due March 1. Grievance Day is the fourth Tuesday in May, 4:00 to 8:00 pm at Town Hall.",
              },
              {
                icon: "hard-hat",
                title: "Code enforcement",
                body: "Building permits, fence and shed permits, fire inspections and zoning questions. The code officer is in Tuesday and Thursday mornings, or by appointment.",
              },
              {
                icon: "gavel",
                title: "Town court",
                body: "Traffic tickets, small claims up to $3,000 and local matters. Court sits Wednesday evenings at 6:00 pm. Court clerk: (315) 555-0179.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Town Board and planning meetings",
            intro: "All meetings are held in the courtroom at Town Hall and are open to the public. Agendas are posted the Friday before.",
            items: [
              {
                title: "Town Board: second Wednesday, 7:00 pm",
                body: "Regular business, highway reports, budget and resolutions. Public comment is at the start of each meeting; sign in by 6:55 pm.",
              },
              {
                title: "Planning Board: first Monday, 7:00 pm",
                body: "Site plans, subdivisions and special use permits. Applications are due three weeks before the meeting.",
              },
              {
                title: "Zoning Board of Appeals: fourth Thursday, 7:00 pm",
                body: "Variances and interpretations. Meets only when an application is pending; neighbors within 500 feet are notified by mail.",
              },
              {
                title: "Budget workshops: October",
                body: "The tentative budget is filed with the Town Clerk by September 30, and the public hearing is held in early November.",
              },
            ],
          },
        },
        {
          type: "documents",
          props: {
            heading: "Forms and records",
            intro: "Paper copies of every form are available at the Town Clerk's window. Records requests under FOIL go to the Town Clerk.",
            items: [
              {
                title: "Building permit application",
                meta: "Code enforcement · 4 pages",
                description: "For new construction, additions, decks over 30 inches, pools, solar arrays and wood stoves.",
              },
              {
                title: "Fence and shed permit",
                meta: "Code enforcement · 1 page",
                description: "Fences up to 6 feet in side and rear yards; sheds under 144 square feet need no building permit but do need a zoning check.",
              },
              { title: "Town Board minutes", meta: "Updated monthly", description: "Approved minutes are posted after the following meeting's vote." },
              { title: "Adopted town budget", meta: "Town Clerk", description: "General, highway, and fire protection district budgets." },
              {
                title: "Comprehensive plan",
                meta: "Planning Board",
                description: "The joint town and village plan, with land use maps and the farmland protection section.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Town questions we hear most",
            items: [
              {
                question: "Am I in the town or the village?",
                answer:
                  "Everyone in the village also lives in the town. The village covers the compact area around Main, Church and Ontario streets; if your water bill comes from the Village of Phelps, you are in the village. Town services such as the clerk, assessor and court serve everyone.",
              },
              {
                question: "Does the town pick up brush?",
                answer:
                  "The town highway department collects brush outside the village twice a year, in the first full weeks of May and October. Pile it at the road edge, butt ends toward the road, no longer than 8 feet. Inside the village, the village DPW handles brush.",
              },
              {
                question: "Where is the transfer station?",
                answer:
                  "The town does not run a transfer station. Residents use private haulers or the Ontario County landfill in Stanley. Household hazardous waste days are run by the county each spring and fall.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions for the Town Clerk?",
            body: "Call during office hours or email; the clerk answers within one business day.",
            action: { label: "Call (315) 555-0161", href: "tel:+13155550161" },
            secondary: { label: "Email the clerk", href: "mailto:clerk@townofphelps.example", variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- village
    {
      path: "village",
      title: "Village of Phelps",
      description:
        "Village of Phelps office, water and sewer billing, DPW leaf and brush pickup, winter parking rules and Board of Trustees meetings at Village Hall.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Village Hall · 8 Exchange Street",
            heading: "Water, sewer, streets and sidewalks inside the village",
            body: md`
              The Village of Phelps was incorporated in 1855 and runs its own water and sewer systems,
              streets, sidewalks and parks. The Clerk-Treasurer's office is open **Monday through Friday,
              8:00 am to 3:30 pm**.

              - Village office: (315) 555-0163
              - After-hours water or sewer emergency: (315) 555-0164
              - Email: office@villageofphelps.example
            `,
            illustration: "building-2",
          },
        },
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "Winter parking: November 1 to April 1",
            body: "No parking on any village street between 2:00 am and 6:00 am, so the DPW can plow curb to curb. Vehicles left on the street may be ticketed ($25) or towed at the owner's expense. The municipal lot behind Exchange Street is open for overnight parking all winter.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Village services",
            columns: 2,
            items: [
              {
                icon: "droplets",
                title: "Water and sewer billing",
                body: "Bills go out quarterly in January, April, July and October and are due in 30 days. Pay at Village Hall, by mail, or in the drop slot. A 10% penalty applies after the due date. Minimum charge is $78 per quarter for water and sewer combined.",
              },
              {
                icon: "truck",
                title: "Department of Public Works",
                body: "Street plowing, sidewalk repairs, storm drains, street trees and the village parks. DPW crews work 7:00 am to 3:30 pm weekdays; an operator is on call nights and weekends.",
              },
              {
                icon: "leaf",
                title: "Leaf and brush pickup",
                body: "Brush is collected the first Monday of each month from April through November. Leaves go to the curb lawn (not the street) from mid-October; the vacuum truck makes three passes through every street.",
              },
              {
                icon: "trees",
                title: "Parks and pavilion",
                body: "The pavilion at Village Park on Banta Street can be reserved for $40 a day for residents, $75 for non-residents. Reserve at Village Hall; the first weekend in August is held for the festival.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Board of Trustees meetings",
            intro: "The Mayor and four trustees meet at Village Hall. Meetings are open to the public, and minutes are available from the Clerk-Treasurer.",
            items: [
              {
                title: "Regular meetings: first and third Monday, 7:00 pm",
                body: "When a Monday is a holiday the meeting moves to Tuesday. Public comment is taken at the start of each meeting, three minutes per speaker.",
              },
              {
                title: "Budget hearing: April",
                body: "The village fiscal year runs June 1 to May 31. The tentative budget is presented in March and the public hearing is held in mid-April.",
              },
              {
                title: "Village election: third Tuesday in March",
                body: "Polls are open noon to 9:00 pm at the Phelps Fire Hall. Trustees serve four-year terms, the Mayor two.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Village questions",
            items: [
              {
                question: "My water looks brown. What should I do?",
                answer:
                  "Brown water usually follows hydrant flushing (every May and September) or a main break. Run your cold water tap for five minutes. If it has not cleared, call the village office, or the after-hours line at (315) 555-0164.",
              },
              {
                question: "Who fixes the sidewalk in front of my house?",
                answer:
                  "The village repairs sidewalks on a rotating schedule and shares the cost 50/50 with property owners who want a section replaced sooner. Call the DPW through the village office to have a section looked at.",
              },
              {
                question: "Do I need a permit to put in a driveway or curb cut?",
                answer:
                  "Yes. Curb cuts and any work in the village right-of-way need a $25 street opening permit from Village Hall, and the DPW superintendent marks the cut before work starts.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Water main break or sewer backup?",
            body: "Call the after-hours line any time. If there is flooding that threatens a building, or a gas smell, call 911 first.",
            action: { label: "Call (315) 555-0164", href: "tel:+13155550164" },
            secondary: { label: "Email Village Hall", href: "mailto:office@villageofphelps.example", variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- fire
    {
      path: "fire-departments",
      title: "Fire Departments Serving Phelps",
      description:
        "Phelps Fire Department and Orleans Fire Department: stations, non-emergency numbers, drill nights, open-burning rules and how to volunteer.",
      blocks: [
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "For any fire, smoke or gas smell, call 911",
            body: "Do not call the firehouse in an emergency: the station may be empty while crews are out. Ontario County 911 tones out both departments and the ambulance at once.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Two volunteer departments, one town",
            intro:
              "Both departments are all-volunteer and protect the Town of Phelps under a fire protection contract, with mutual aid from Clifton Springs, Geneva, Newark and Lyons.",
            columns: 2,
            items: [
              {
                icon: "flame",
                title: "Phelps Fire Department",
                body: "Station 1, 46 Ontario Street. Two engines, a 75-foot ladder truck, a rescue and a brush truck. Covers the village and the town south and east of Route 96. Non-emergency: (315) 555-0165. Drills Monday nights at 7:00 pm; business meeting the first Tuesday of the month at 7:30 pm.",
              },
              {
                icon: "fire-extinguisher",
                title: "Orleans Fire Department",
                body: "Orleans firehouse, 2760 County Road 6 in the hamlet of Orleans. An engine, a 3,000-gallon tanker and a brush truck for the north and west of the town, where there are no hydrants. Non-emergency: (315) 555-0166. Drills Wednesday nights at 7:00 pm; meeting the second Thursday at 7:30 pm.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "410", label: "Fire and rescue calls last year, both departments" },
              { value: "58", label: "Active volunteer firefighters" },
              { value: "6 min", label: "Average time to first truck rolling, day or night" },
              { value: "1884", label: "Year the Phelps Fire Department was organized" },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Volunteer",
            heading: "Your neighbors are the fire department. Join them.",
            body: md`
              Both departments welcome new members 18 and older, and junior firefighters from 14.
              You do not need any experience: New York State pays for your training, starting with the
              Firefighter 1 course at the Ontario County training center in Hopewell.

              Not every volunteer goes inside burning buildings. We need **drivers, fire police for traffic
              control, and people to run the chicken barbecues** that pay for our gear.

              Stop in on any drill night, or call the non-emergency line and ask for the membership chair.
            `,
            illustration: "hand-heart",
            action: { label: "Call Phelps FD", href: "tel:+13155550165" },
          },
        },
        {
          type: "faq",
          props: {
            heading: "Fire safety questions",
            items: [
              {
                question: "Can I burn brush?",
                answer:
                  "New York bans residential brush burning statewide from March 16 through May 14. Outside those dates, towns under 20,000 people may burn untreated brush and limbs, never leaves, trash or construction debris. Small campfires under 3 feet by 2 feet are allowed all year. Please call the non-emergency line before a large burn so a passer-by's 911 call does not send out the trucks.",
              },
              {
                question: "Will the department check or install smoke alarms?",
                answer:
                  "Yes, free. Call either department's non-emergency line and a crew will test your alarms and install ten-year sealed alarms where needed, including bed-shaker alarms for residents who are deaf or hard of hearing.",
              },
              {
                question: "Can we rent the fire hall?",
                answer:
                  "The Phelps Fire Hall on Ontario Street seats 200 with a full kitchen: $250 for a Saturday, $150 on weekdays, and free for local nonprofits' fundraisers when a date is open. The Orleans hall seats 90 for $125. Call the station non-emergency numbers to book.",
              },
              {
                question: "What is a Knox box?",
                answer:
                  "A small lock box by the door of a business or a home with an alarm system, holding a key only the fire department can open, so crews can get in without breaking a door. The departments can help you order one; they cost about $300.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Chicken barbecue every third Saturday, May to October",
            body: "Half chicken dinners at the Phelps Fire Hall from 11:00 am until sold out, $14. Proceeds buy turnout gear and training.",
            action: { label: "See upcoming events", href: "events" },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- ambulance
    {
      path: "ambulance",
      title: "Phelps Community Ambulance",
      description:
        "Phelps Community Ambulance provides 24/7 emergency medical care to the town and village: how billing works, CPR classes, event standby and volunteering.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Emergency medical services since 1958",
            heading: "Phelps Community Ambulance: crews in quarters, around the clock",
            body: "Advanced and basic life support for the Town and Village of Phelps, with paid EMTs on duty 24 hours a day and volunteers who back them up on busy nights. For any medical emergency, call 911.",
            actions: [
              { label: "Non-emergency: (315) 555-0167", href: "tel:+13155550167" },
              { label: "Email the ambulance office", href: "mailto:office@phelpsambulance.example", variant: "secondary" },
            ],
            illustration: "ambulance",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "1,100+", label: "Calls answered last year" },
              { value: "2", label: "Ambulances, plus a paramedic fly car" },
              { value: "9 min", label: "Average response time inside the village" },
              { value: "34", label: "Paid and volunteer EMTs and paramedics" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What we do",
            columns: 3,
            items: [
              {
                icon: "siren",
                title: "Emergency response",
                body: "Medical calls and crashes anywhere in the town, and transport to Clifton Springs Hospital, Geneva General or Rochester's trauma centers when needed.",
              },
              {
                icon: "heart",
                title: "CPR and first aid classes",
                body: "American Heart Association Heartsaver CPR/AED on the second Saturday of each month, 9:00 am to 1:00 pm at the base. $45, cards issued the same day.",
              },
              {
                icon: "calendar-days",
                title: "Event standby",
                body: "A crew and ambulance at your game, race or festival. Free for Phelps nonprofits and school events; others $75 an hour. Book four weeks ahead.",
              },
              {
                icon: "file-text",
                title: "Vial of Life",
                body: "Free forms and fridge magnets that tell our crews your medications, conditions and contacts when you cannot. Pick one up at the base or the library.",
              },
              {
                icon: "house",
                title: "Lift assists",
                body: "Fallen and cannot get up, but not hurt? Call 911 anyway. We will help you up, check you over and never bill for a lift assist.",
              },
              {
                icon: "baby",
                title: "Car seat checks",
                body: "A certified technician checks child car seats on the first Thursday of the month, 4:00 to 6:30 pm. No appointment needed.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Base · 40 Bridge Street, Phelps",
            heading: "Become an EMT with us",
            body: md`
              We sponsor two New York State EMT-Basic courses a year at the base, **free to anyone who agrees
              to ride with us for a year afterwards**. Classes run two evenings a week and some Saturdays for
              about four months.

              - Volunteers ride at least two 12-hour shifts a month
              - Drivers need a clean license and are trained in-house (no EMT card required)
              - Paid per-diem shifts available once you are certified: $21 to $24 an hour for EMTs
            `,
            illustration: "ambulance",
            reverse: true,
            action: { label: "Ask about the next course", href: "mailto:office@phelpsambulance.example" },
          },
        },
        {
          type: "faq",
          props: {
            heading: "Billing and other questions",
            items: [
              {
                question: "Will I get a bill?",
                answer:
                  "We bill your health insurance, Medicare or Medicaid for transports. Residents of the Town of Phelps are never sent a bill for the balance after insurance: the town's ambulance contract covers it. Non-residents receive a bill for any balance, with payment plans available.",
              },
              {
                question: "Do you charge if you come but I'm not taken to the hospital?",
                answer: "No. There is no charge for an evaluation when you refuse transport, or for lift assists.",
              },
              {
                question: "Which hospital will you take me to?",
                answer:
                  "Usually the closest appropriate one: Clifton Springs Hospital for most calls, Geneva General for some, and Strong Memorial in Rochester for major trauma, strokes and heart attacks that need a catheterization lab. You can ask for a preference and we will honor it when it is safe.",
              },
              {
                question: "How do I get a copy of my run report?",
                answer:
                  "Send a written request with your signature and date of birth to the ambulance office at 40 Bridge Street. Reports are released only to the patient, a legal representative or the patient's insurer, usually within 10 business days.",
              },
            ],
          },
        },
      ],
    },
    // ---------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact the Phelps Community Portal",
      description: "How to reach the volunteers who run the Phelps community portal, submit an event or news item, and find the right town or village office.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              ## Who runs this site

              The Phelps Area Community portal is kept by volunteers at the Phelps Community Center, with each
              organization updating its own pages. We are not the town or village government: for a tax bill,
              a permit or a water problem, go straight to the office listed below.
            `,
          },
        },
        {
          type: "form",
          props: {
            heading: "Send the portal volunteers a message",
            intro: "Spotted a mistake, want your organization on the portal, or have a question about Phelps? We reply within three business days.",
            form: "contact",
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Sending us an event or news item

              Use the form below at least two weeks ahead of an event. Tell us:

              - the name of the event and the organization hosting it
              - date, start time, how long it runs and the address
              - cost, if any, and who to contact with questions
              - two or three sentences describing what people can expect

              News items from local groups are welcome too: ribbon cuttings, grants, scholarships, new
              members. We post within three business days and may edit for length. You can also email
              events@phelpsny.example or news@phelpsny.example.
            `,
          },
        },
        { type: "form", props: { heading: "Submit an event or news item", form: "listing-submission" } },
        {
          type: "contactDetails",
          props: {
            heading: "Phelps Community Center desk",
            intro: "Drop by, call or email. If the desk is closed, leave a message and a volunteer will call you back.",
          },
        },
        {
          type: "linkList",
          props: {
            heading: "Direct lines",
            intro: "For anything urgent involving fire, a medical problem or a crime in progress, call 911.",
            items: [
              {
                title: "Town Clerk: (315) 555-0161",
                href: "tel:+13155550161",
                description: "Licenses, tax collection, Town Board agendas. Weekdays 8:30 am to 4:00 pm.",
              },
              {
                title: "Village office: (315) 555-0163",
                href: "tel:+13155550163",
                description: "Water and sewer bills, DPW, parking, pavilion reservations. Weekdays 8:00 am to 3:30 pm.",
              },
              {
                title: "Village water emergencies: (315) 555-0164",
                href: "tel:+13155550164",
                description: "Main breaks and sewer backups, nights and weekends.",
              },
              {
                title: "Town highway department: (315) 555-0162",
                href: "tel:+13155550162",
                description: "Town road conditions, plow damage, brush pickup outside the village.",
              },
              {
                title: "Ontario County Sheriff, non-emergency: (585) 555-0168",
                href: "tel:+15855550168",
                description: "Deputies patrol the town and village; use this line for noise, parking and past incidents.",
              },
              {
                title: "Sauerkraut Festival committee",
                href: "mailto:festival@phelpskraut.example",
                description: "Vendors, parade entries, sponsorships and volunteers.",
              },
            ],
          },
        },
      ],
    },
    // ---------------------------------------------------------------- events
    {
      path: "events",
      title: "Phelps Community Events Calendar",
      description:
        "Every upcoming event in Phelps from the festival committee, Phelps Forward, the BDTC and the Community Foundation, plus a look back at recent ones.",
      blocks: [
        {
          type: "eventList",
          props: {
            heading: "Upcoming events",
            intro: "Festivals, mixers, clean-ups and community dinners from all of the organizations on this site, soonest first.",
            show: "upcoming",
          },
        },
        {
          type: "eventList",
          props: { heading: "Recently held", show: "past", limit: 6 },
        },
        {
          type: "linkList",
          props: {
            heading: "Calendars by organization",
            items: [
              {
                title: "Sauerkraut Festival",
                href: "sauerkraut-festival/events",
                description: "Opening night, the Grand Parade, the Kraut Run 5K and volunteer meetings.",
              },
              { title: "Phelps Forward", href: "phelps-forward/events", description: "Clean-up days, workshops and Main Street projects." },
              { title: "Business District Tourism Council", href: "bdtc/events", description: "Business After Hours mixers and shop-local days." },
              {
                title: "Phelps Community Foundation",
                href: "community-foundation/events",
                description: "The annual meeting, grant presentations and scholarship news.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Hosting something in Phelps?",
            body: "Send the what, when and where to the portal volunteers two weeks ahead and we'll add it to the calendar.",
            action: { label: "Submit your event", href: "contact" },
            secondary: { label: "Email events@phelpsny.example", href: "mailto:events@phelpsny.example", variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- news
    {
      path: "news",
      title: "Phelps Community News",
      description: "News from Phelps organizations: Main Street grants, new businesses, scholarship winners, festival announcements and community projects.",
      blocks: [
        {
          type: "newsList",
          props: {
            heading: "From around Phelps",
            intro: "Announcements from the Business District Tourism Council, Phelps Forward, the Community Foundation and the Sauerkraut Festival committee.",
          },
        },
        {
          type: "linkList",
          props: {
            heading: "News by organization",
            items: [
              { title: "Sauerkraut Festival", href: "sauerkraut-festival/news", description: "Grand Marshal announcements, parade and vendor updates." },
              { title: "Phelps Forward", href: "phelps-forward/news", description: "Façade grant awards and the Flint Creek pocket park." },
              {
                title: "Business District Tourism Council",
                href: "bdtc/news",
                description: "Wayfinding signs, new Business Alliance members and visitor news.",
              },
              { title: "Phelps Community Foundation", href: "community-foundation/news", description: "Grant awards and scholarship recipients." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Have news to share?",
            body: "Local groups can send announcements, photos and quotes to the portal volunteers. We post within three business days.",
            action: { label: "Send us your news", href: "contact" },
            secondary: { label: "Email the newsdesk", href: "mailto:news@phelpsny.example", variant: "secondary" },
          },
        },
      ],
    },
  ],
  organizations: [
    // ================================================================ BDTC
    {
      slug: "bdtc",
      name: "Phelps Business District Tourism Council",
      summary:
        "Volunteers promoting Phelps's historic Main Street: visitor information, shop-local campaigns, wayfinding signs and the Phelps Business Alliance.",
      pages: [
        {
          path: "",
          title: "Business District Tourism Council (BDTC)",
          description:
            "The BDTC promotes Phelps's historic business district and brings visitors to Main Street with signage, shop-local events and the Business Alliance.",
          blocks: [
            {
              type: "hero",
              props: {
                variant: "banner",
                eyebrow: "Business District Tourism Council",
                heading: "Bringing people to Main Street, and giving them reasons to stay",
                body: "The BDTC is a volunteer council of business owners, residents and village representatives. We market Phelps to visitors, support the shops and restaurants downtown, and run the Phelps Business Alliance.",
                actions: [
                  { label: "Join the Business Alliance", href: "bdtc/phelps-business-alliance" },
                  { label: "Plan a visit", href: "bdtc/visit-phelps", variant: "secondary" },
                ],
                illustration: "building",
              },
            },
            {
              type: "features",
              props: {
                heading: "What the council does",
                columns: 3,
                items: [
                  {
                    icon: "map-pin",
                    title: "Wayfinding and kiosks",
                    body: "The brown directional signs from Routes 96 and 88, and the visitor kiosk at the corner of Main and Church with a walking map of the historic district.",
                  },
                  {
                    icon: "megaphone",
                    title: "Shop-local campaigns",
                    body: "The spring Shop Small Stroll, holiday window contest and the Phelps gift card accepted at more than 20 businesses.",
                  },
                  {
                    icon: "newspaper",
                    title: "Visitor guide",
                    body: "A printed guide to eating, shopping and staying in Phelps, stocked at the Geneva and Canandaigua visitor centers and Thruway Exit 42.",
                  },
                  {
                    icon: "handshake",
                    title: "Business Alliance",
                    body: "Networking mixers, shared advertising and a voice with the village board for businesses of every size.",
                  },
                  {
                    icon: "flower-2",
                    title: "Main Street planters",
                    body: "Hanging baskets and 30 planters from May through October, planted with Phelps Forward volunteers and watered by the village.",
                  },
                  {
                    icon: "calendar",
                    title: "Festival partner",
                    body: "Shuttle signs, restroom maps and downtown sidewalk sales during Sauerkraut Festival weekend.",
                  },
                ],
              },
            },
            {
              type: "split",
              props: {
                eyebrow: "Monthly meetings",
                heading: "Come to a meeting: the third Thursday, 8:00 am",
                body: md`
                  The council meets over coffee at **Flint Creek Coffee, 71 Main Street**, on the third
                  Thursday of every month at 8:00 am. Meetings run an hour and anyone who cares about
                  downtown Phelps is welcome; only council members vote.

                  Chair: Deb Rasmussen, owner of Junction Antiques. Questions: bdtc@phelpsny.example
                  or (315) 555-0170.
                `,
                illustration: "coffee",
              },
            },
            { type: "eventList", props: { heading: "BDTC events", organization: "bdtc", show: "both", limit: 4 } },
            { type: "newsList", props: { heading: "BDTC news", organization: "bdtc", limit: 3 } },
          ],
        },
        {
          path: "phelps-business-alliance",
          title: "Phelps Business Alliance",
          description:
            "The Phelps Business Alliance connects local businesses with monthly mixers, shared advertising and a voice downtown. Membership from $60 a year.",
          blocks: [
            {
              type: "split",
              props: {
                eyebrow: "A program of the BDTC",
                heading: "Forty-two businesses, one Main Street",
                body: md`
                  The Phelps Business Alliance is the membership arm of the Business District Tourism Council.
                  Members range from the hardware store and the diner to home-based bakers, farm stands on
                  Route 88 and the insurance office on Exchange Street.

                  Together we buy advertising none of us could afford alone, share what's working, and
                  speak with one voice when the village or county is making decisions that affect business.
                `,
                illustration: "handshake",
              },
            },
            {
              type: "pricing",
              props: {
                heading: "Membership",
                intro: "Dues run January to December. Businesses that join after July 1 pay half for the rest of the year.",
                plans: [
                  {
                    name: "Nonprofit",
                    price: "$25",
                    period: "per year",
                    description: "For churches, clubs and community groups in the Phelps area.",
                    features: ["Listing in the visitor guide", "Mixer invitations", "Event promotion in the monthly e-newsletter"],
                  },
                  {
                    name: "Member",
                    price: "$60",
                    period: "per year",
                    description: "For any business with an address or customers in the Town of Phelps.",
                    features: [
                      "Everything in Nonprofit",
                      "Visitor guide and online directory listing",
                      "Accept the Phelps gift card",
                      "Vote at the annual meeting",
                    ],
                    highlighted: true,
                    action: { label: "Ask a question", href: "mailto:alliance@phelpsny.example" },
                  },
                  {
                    name: "Main Street Sponsor",
                    price: "$250",
                    period: "per year",
                    description: "For businesses that want to lead the way downtown.",
                    features: [
                      "Everything in Member",
                      "Logo on the visitor kiosk and festival map",
                      "Host a mixer with free promotion",
                      "Quarter-page ad in the visitor guide",
                    ],
                  },
                ],
                note: "Checks payable to Phelps BDTC can be left at Flint Creek Coffee or mailed to PO Box 112, Phelps, NY 14532.",
              },
            },
            {
              type: "testimonials",
              props: {
                heading: "Why members join",
                items: [
                  {
                    quote: "The gift card program alone paid my dues ten times over last December. People come in to spend it and leave with twice as much.",
                    name: "Marisa Kelley",
                    detail: "Kelley's Kitchen & Gift, Main Street",
                  },
                  {
                    quote: "I work out of my barn on Gifford Road. The mixers are how I met half of my customers and the electrician who rewired the shop.",
                    name: "Tom Vanderbrook",
                    detail: "Vanderbrook Woodworks",
                  },
                  {
                    quote:
                      "When the village was planning the Main Street repaving, the Alliance got the work scheduled after the festival instead of during it. That mattered.",
                    name: "Anita Brewer",
                    detail: "Brewer Insurance Agency",
                  },
                ],
              },
            },
            {
              type: "steps",
              props: {
                heading: "How to join",
                items: [
                  {
                    title: "Apply",
                    body: "Fill in the short application below with your business name, contact person, address and a two-line description. Prefer to talk? Call (315) 555-0170 or email alliance@phelpsny.example.",
                  },
                  { title: "Pay your dues", body: "By check to Phelps BDTC, or in person at any mixer." },
                  { title: "Get listed", body: "Your listing goes into the online directory within a week and into the next printed visitor guide." },
                  { title: "Come to a mixer", body: "Business After Hours is held at a different member's business every other month." },
                ],
              },
            },
            {
              type: "form",
              props: {
                heading: "Join the Business Alliance",
                intro: "Membership runs January to December; businesses joining after July 1 pay half.",
                form: "alliance-membership",
              },
            },
            {
              type: "faq",
              props: {
                heading: "Business Alliance questions",
                items: [
                  {
                    question: "Do I need a storefront to join?",
                    answer:
                      "No. About a third of members are home-based or farm businesses. You need only to be based in, or serve customers in, the Town of Phelps.",
                  },
                  {
                    question: "How does the Phelps gift card work?",
                    answer:
                      "Shoppers buy cards at the Phelps branch of Canal Country Bank or Flint Creek Coffee. Participating members accept them like cash and are reimbursed in full by the BDTC every two weeks.",
                  },
                ],
              },
            },
          ],
        },
        {
          path: "visit-phelps",
          title: "Visit Phelps: Things to Do, Eat and See",
          description:
            "A visitor's guide to Phelps, NY: the historic Main Street, Flint Creek, local diners and shops, and Finger Lakes wineries minutes away.",
          blocks: [
            {
              type: "hero",
              props: {
                variant: "centered",
                eyebrow: "Between Geneva and Newark, off Thruway Exit 42",
                heading: "A small Finger Lakes village worth the stop",
                body: "Brick storefronts from the canal era, a creek walk, good coffee and the best sauerkraut anywhere. Seneca Lake is 15 minutes south and Canandaigua 25 minutes west.",
                actions: [{ label: "See what's on", href: "events" }],
                illustration: "map-pin",
              },
            },
            {
              type: "features",
              props: {
                heading: "In and around the village",
                items: [
                  {
                    title: "Main Street Historic District",
                    body: "More than 60 buildings from 1820 to 1920. Pick up the walking map at the kiosk at Main and Church.",
                  },
                  {
                    image: seedImage("landscape/river-bridge-night"),
                    title: "Flint Creek",
                    body: "Fish for brown trout below the Main Street bridge, or walk the path along the creek to Village Park.",
                  },
                  {
                    title: "Phelps Historical Society",
                    body: "The Hildreth House museum on Main Street: sauerkraut factory history and farm tools. Sundays 1 to 4 pm, June to September.",
                  },
                  { title: "Seneca Lake wineries", body: "Dozens of tasting rooms along Route 14 south of Geneva, all within a half hour." },
                  { title: "Farm stands", body: "Sweet corn, apples and pies from roadside stands on Routes 88 and 96 from July through October." },
                  {
                    title: "Historic churches",
                    body: "Four 19th-century churches within two blocks of Main Street, several open for the festival weekend tours.",
                  },
                ],
              },
            },
            {
              type: "features",
              props: {
                heading: "Eat, shop and stay",
                columns: 3,
                items: [
                  {
                    icon: "coffee",
                    title: "Flint Creek Coffee",
                    body: "Espresso, breakfast sandwiches and the BDTC's unofficial office. 71 Main Street, open daily from 6:30 am.",
                  },
                  {
                    icon: "utensils",
                    title: "The Junction Diner",
                    body: "All-day breakfast, fish fry Fridays and a Reuben made with Phelps kraut. 22 Main Street.",
                  },
                  {
                    icon: "gift",
                    title: "Junction Antiques",
                    body: "Three floors of furniture, crocks and canal-era finds in the old opera house block. Thursday to Sunday.",
                  },
                  {
                    icon: "bed-double",
                    title: "Exchange Street Inn",
                    body: "A four-room bed and breakfast in an 1840s Greek Revival house, a block from Main Street. Book early for festival weekend.",
                  },
                  {
                    icon: "wrench",
                    title: "Main Street Hardware",
                    body: "The kind of hardware store that still cuts keys and sells nails by the pound. Open Monday to Saturday.",
                  },
                  { icon: "cake", title: "Kelley's Kitchen & Gift", body: "Pies, cookies and local gifts, with soup and sandwiches at lunch on weekdays." },
                ],
              },
            },
            {
              type: "form",
              props: {
                heading: "Want a printed visitor guide?",
                intro: "We'll mail one free to any address. Groups and tour buses can ask about guided Main Street walks. Questions: bdtc@phelpsny.example.",
                form: "visitor-guide",
              },
            },
          ],
        },
      ],
      events: [
        {
          slug: "business-after-hours-mixer",
          title: "Business After Hours at Brewer Insurance",
          summary: "The Phelps Business Alliance's every-other-month mixer: local food, a cash bar and a chance to meet the people who run Phelps businesses.",
          body: md`
            Business After Hours is the easiest way to meet the people behind Phelps businesses. This
            month's mixer is hosted by **Brewer Insurance Agency** in their newly renovated office on
            Exchange Street, in the 1870s building that was once the Phelps Savings Bank.

            ## What to expect

            - Hors d'oeuvres from Kelley's Kitchen & Gift and a cash bar pouring local wine and cider
            - A five-minute welcome from BDTC chair Deb Rasmussen, with updates on the wayfinding signs and the festival sidewalk sale
            - A "60-second pitch" round: any member can take the floor to introduce their business
            - A door prize drawing for a $50 Phelps gift card

            ## Who should come

            Business owners, managers and employees from anywhere in the Phelps area, plus anyone thinking
            about opening a business downtown. You do not need to be an Alliance member to attend your first
            mixer; it's a good way to see whether joining makes sense for you.

            ## Details

            Admission is free for members and $10 for guests, payable at the door. Parking is in the
            municipal lot behind Exchange Street. The building is accessible through the side entrance
            on the lot.

            Please let us know you're coming so the caterer can plan: alliance@phelpsny.example
            or (315) 555-0170.
          `,
          startsInDays: 12,
          startTime: "17:30",
          durationMinutes: 120,
          location: "Brewer Insurance Agency, 15 Exchange Street, Phelps, NY",
        },
        {
          slug: "shop-small-stroll",
          title: "Shop Small Stroll on Main Street",
          summary: "A Saturday passport walk through downtown Phelps: visit participating shops, collect stamps and enter to win gift cards.",
          body: md`
            The BDTC's Shop Small Stroll brought more than 300 people downtown on a single Saturday,
            and 19 businesses took part, our best turnout since the event started.

            ## How it worked

            Strollers picked up a passport at the kiosk at Main and Church streets, then visited
            participating shops, restaurants and studios for a stamp. Every business offered something
            for the day: a sample, a discount or a demonstration.

            - **10 stamps** entered you in the drawing for one of five $50 Phelps gift cards
            - **All 19 stamps** entered you for the grand prize: a $250 basket of Phelps goods
            - Kids got their own passport with a scavenger hunt through the historic district

            ## Highlights

            The Phelps Historical Society opened the Hildreth House museum for the afternoon and ran three
            short walking tours of Main Street's canal-era buildings. Vanderbrook Woodworks set up a lathe on
            the sidewalk, and The Junction Diner sold out of kraut Reubens by 1:30 pm.

            ## Thank you

            Thanks to every participating business and to the Phelps Forward volunteers who dressed the Main
            Street planters the day before. Gift card winners have been contacted. If you'd like your business
            to take part next time, email bdtc@phelpsny.example.
          `,
          startsInDays: -35,
          on: { weekday: "sat" },
          startTime: "10:00",
          durationMinutes: 360,
          location: "Main Street, Phelps, NY (passports at Main and Church)",
        },
      ],
      news: [
        {
          slug: "wayfinding-signs-installed",
          title: "New wayfinding signs point visitors to downtown Phelps",
          summary: "Twelve new directional signs on Routes 96 and 88 and a rebuilt visitor kiosk now guide travelers into the village business district.",
          body: md`
            Travelers coming off the Thruway at Exit 42 or driving Routes 96 and 88 now have a clear
            way into downtown Phelps. The Business District Tourism Council finished installing **twelve
            new wayfinding signs** this month, along with a rebuilt visitor kiosk at the corner of Main
            and Church streets.

            ## What's new

            - Brown directional signs at the village edges pointing to the historic district, public parking and Village Park
            - Pedestrian signs on Main Street for the Flint Creek path, the historical society museum and public restrooms
            - A weatherproof walking map at the kiosk, with the BDTC's visitor guides stocked inside

            ## How it was paid for

            The $18,400 project was funded by a Finger Lakes tourism promotion grant through Ontario County,
            matched by $4,000 raised from Business Alliance members and a $2,500 grant from the Phelps
            Community Foundation. The Village of Phelps DPW installed the posts at no cost.

            "People used to drive right past us on 96 without knowing there was a Main Street a block away,"
            said BDTC chair Deb Rasmussen. "Now they know, and they know where to park."

            The state Department of Transportation approved the sign locations on Route 96 after a
            year-long review. A final sign, at the Route 88 bridge over Flint Creek, will go up once the
            county finishes its bridge work.
          `,
          publishedDaysAgo: 8,
        },
        {
          slug: "business-alliance-welcomes-new-members",
          title: "Business Alliance welcomes six new members",
          summary: "A bakery, a dog groomer, two farms and two service businesses have joined the Phelps Business Alliance.",
          body: md`
            The Phelps Business Alliance has grown to 42 members, with six businesses joining in the past
            few months. Please stop in and say hello.

            ## Our newest members

            - **Rise & Crumb Bakery**, 30 Main Street: sourdough, morning buns and custom cakes, Wednesday to Sunday
            - **Happy Tails Grooming**, Route 96: dog grooming by appointment in a converted carriage house
            - **Oaks Corners Orchard**: apples, cider and a fall farm market on Route 96 at Oaks Corners
            - **Gifford Road Maple**: syrup, maple cream and candy, sold at the farm and at Flint Creek Coffee
            - **Lakeside Tax & Bookkeeping**: year-round bookkeeping and tax preparation on Exchange Street
            - **Kraus Electric**: a Phelps-based electrician serving Ontario and Wayne counties

            ## Why it matters

            Every new member is listed in the online directory and the next edition of the visitor guide,
            and can accept the Phelps gift card. Rise & Crumb will host the next Business After Hours.

            Thinking about joining? Dues are $60 a year, and businesses that join after July 1 pay half.
            See the Business Alliance page for details, or email alliance@phelpsny.example.
          `,
          publishedDaysAgo: 27,
        },
      ],
    },
    // ================================================================ Phelps Forward
    {
      slug: "phelps-forward",
      name: "Phelps Forward",
      summary:
        "A volunteer revitalization group restoring downtown Phelps: façade grants, planters and banners, the Flint Creek pocket park and spring clean-up day.",
      pages: [
        {
          path: "",
          title: "Phelps Forward: Main Street Revitalization",
          description:
            "Phelps Forward volunteers restore storefronts, plant Main Street, plan the Flint Creek pocket park and run the spring clean-up. Here's how to help.",
          blocks: [
            {
              type: "hero",
              props: {
                variant: "split",
                eyebrow: "Phelps Forward",
                heading: "Keeping the village we love looking like it's loved",
                body: "We are residents, business owners and retirees who believe downtown Phelps deserves to thrive. Since 2016 we've raised money for façade repairs, planted Main Street every spring, and turned ideas from neighbors into finished projects.",
                actions: [
                  { label: "Join the clean-up", href: "phelps-forward/events/main-street-clean-up-day" },
                  { label: "Façade grants", href: "phelps-forward/facade-grants", variant: "secondary" },
                ],
                illustration: "paintbrush",
              },
            },
            {
              type: "stats",
              props: {
                items: [
                  { value: "27", label: "Storefronts restored with façade grants" },
                  { value: "$146,000", label: "Grants awarded, matched by owners" },
                  { value: "30", label: "Planters and 24 hanging baskets each summer" },
                  { value: "1,200", label: "Volunteer hours last year" },
                ],
              },
            },
            {
              type: "features",
              props: {
                heading: "Current projects",
                columns: 2,
                items: [
                  {
                    icon: "paintbrush",
                    title: "Main Street façade grants",
                    body: "Matching grants up to $7,500 for exterior repairs on buildings in the business district: paint, windows, signs, cornices and masonry.",
                    href: "phelps-forward/facade-grants",
                    linkLabel: "How to apply",
                  },
                  {
                    icon: "trees",
                    title: "Flint Creek pocket park",
                    body: "Turning the empty lot beside the Main Street bridge into a small park with seating, a creek overlook and native plantings. Construction begins after this year's festival.",
                  },
                  {
                    icon: "flower-2",
                    title: "Planters and banners",
                    body: "Thirty planters and 24 hanging baskets, plus seasonal banners on the light poles: sponsored by local families and businesses for $150 a year.",
                  },
                  {
                    icon: "lightbulb",
                    title: "Holiday lights",
                    body: "White lights in the Main Street trees and on the bridge, lit the Saturday after Thanksgiving with cocoa from the fire department auxiliary.",
                  },
                ],
              },
            },
            {
              type: "steps",
              props: {
                heading: "Ways to help",
                items: [
                  {
                    title: "Come to a meeting",
                    body: "First Wednesday of each month, 6:30 pm, in the community room at the Phelps Library, 15 Church Street. Everyone is welcome.",
                  },
                  {
                    title: "Adopt a planter",
                    body: "Water and deadhead one planter once a week from June to September. We supply the watering can and a schedule.",
                  },
                  { title: "Sponsor a banner or basket", body: "$150 a year, with a small plaque. Many are given in memory of a loved one." },
                  { title: "Lend a skill", body: "Carpenters, grant writers, gardeners and anyone good with a spreadsheet: we have a job for you." },
                ],
              },
            },
            { type: "eventList", props: { heading: "Phelps Forward events", organization: "phelps-forward", show: "both" } },
            { type: "newsList", props: { heading: "Project updates", organization: "phelps-forward", limit: 3 } },
            {
              type: "cta",
              props: {
                heading: "Questions or an idea for downtown?",
                body: "Email the steering committee or call Linda Ostrander, Phelps Forward president.",
                action: { label: "Email Phelps Forward", href: "mailto:hello@phelpsforward.example" },
                secondary: { label: "Call (315) 555-0171", href: "tel:+13155550171", variant: "secondary" },
              },
            },
          ],
        },
        {
          path: "facade-grants",
          title: "Main Street Façade Grant Program",
          description:
            "Phelps Forward's façade grants match owners dollar for dollar, up to $7,500, for exterior repairs to buildings in the Phelps business district.",
          blocks: [
            {
              type: "richText",
              props: {
                doc: md`
                  ## What the program pays for

                  Phelps Forward awards matching grants of **up to $7,500 per building** for exterior work
                  that restores the historic character of the business district. The grant pays up to half of
                  the eligible cost; the owner pays the rest.

                  Eligible work includes:

                  - exterior painting, including scraping, priming and lead-safe practices
                  - repair or replacement of storefront windows and doors in a historic style
                  - masonry repointing, cornice and trim repair
                  - new or restored signs, awnings and exterior lighting
                  - removal of later siding or panels that cover original features

                  Roofs, interior work, parking lots and routine maintenance such as window washing are not
                  eligible.

                  ## Who can apply

                  Owners of commercial or mixed-use buildings on Main, Church, Exchange, Ontario and Bridge
                  streets within the business district map, or tenants with the owner's written permission.
                  Property taxes must be current.
                `,
              },
            },
            {
              type: "steps",
              props: {
                heading: "From application to reimbursement",
                intro: "Two rounds a year, with applications due March 1 and September 1.",
                items: [
                  {
                    title: "Talk with the design committee",
                    body: "Request a free 30-minute site visit with the form on this page, or call or email. A committee architect will suggest colors and details that suit the building.",
                  },
                  { title: "Get two quotes", body: "From licensed, insured contractors. Owners doing their own work may count materials only." },
                  {
                    title: "Apply",
                    body: "Submit the application with photos, quotes and a simple sketch. The committee reviews within six weeks, and the village code officer confirms whether a permit is needed.",
                  },
                  { title: "Do the work", body: "Projects must be finished within 12 months of the award. Let us know if the plan changes." },
                  { title: "Get reimbursed", body: "Send paid invoices and after photos. Phelps Forward pays its share within 30 days." },
                ],
              },
            },
            {
              type: "documents",
              props: {
                heading: "Program documents",
                intro: "Paper copies are at the Phelps Library circulation desk and Village Hall.",
                items: [
                  { title: "Façade grant application", meta: "6 pages", description: "Includes the budget worksheet and owner authorization form." },
                  {
                    title: "Design guidelines for downtown Phelps",
                    meta: "18 pages",
                    description: "Colors, signs, awnings and storefront proportions, with photos of past projects.",
                  },
                  { title: "Business district map", meta: "1 page", description: "The streets and parcels eligible for the program." },
                ],
              },
            },
            {
              type: "faq",
              props: {
                heading: "Façade grant questions",
                items: [
                  {
                    question: "Can I apply if my building is not on the National Register?",
                    answer:
                      "Yes. Any building inside the business district map is eligible, whether or not it is individually listed. Work on the roughly 60 buildings in the Main Street Historic District must follow the design guidelines.",
                  },
                  {
                    question: "Where does the money come from?",
                    answer:
                      "The annual Phelps Forward golf tournament, member donations, a New York Main Street grant administered with the village, and a yearly gift from the Phelps Community Foundation.",
                  },
                  {
                    question: "Can I get a second grant for the same building?",
                    answer: "Yes, after three years, if the new work is different from the first project.",
                  },
                ],
              },
            },
            {
              type: "form",
              props: {
                heading: "Book a design visit",
                intro:
                  "The next deadline is the first of March or September, whichever comes first. Visits book up about three weeks before each deadline. Questions: facades@phelpsforward.example.",
                form: "design-visit",
              },
            },
          ],
        },
      ],
      events: [
        {
          slug: "main-street-clean-up-day",
          title: "Spring Clean-Up Day on Main Street",
          summary: "Gloves, rakes and coffee provided: help sweep, weed, mulch and plant downtown Phelps and along the Flint Creek path.",
          body: md`
            Every spring Phelps Forward volunteers give downtown a fresh start before the planters go in.
            Bring a friend, a rake if you have one, and a couple of hours. We'll provide the rest.

            ## Where and when

            Meet at **the gazebo in Village Park at 8:30 am** for coffee and donuts from Flint Creek Coffee
            and your assignment. Crews work until about noon, then we gather for a pizza lunch at the pavilion.

            ## What we'll be doing

            - Sweeping sidewalks and gutters on Main, Church and Exchange streets
            - Weeding and mulching the beds at the village entrances and the library
            - Clearing litter and brush along the Flint Creek path (waders provided for the creek crew)
            - Planting the Main Street planters with annuals from local greenhouses
            - Touching up paint on benches and the bridge railings

            ## What to bring

            Wear sturdy shoes and clothes that can get dirty. Work gloves, trash bags, rakes and brooms are
            provided, but bring your own if you have favorites. Sunscreen and a water bottle are a good idea.

            Volunteers under 16 are welcome with an adult, and the Midlakes Honor Society counts the morning
            toward service hours. The Village DPW will haul away everything we collect.

            ## Rain plan

            If it's pouring at 7:00 am we'll post a rain date on the Phelps Forward Facebook page. Light rain,
            we work. Questions: hello@phelpsforward.example or (315) 555-0171.
          `,
          startsInDays: 9,
          // Mulching and planting annuals: the third Saturday in May, after the last frost, whatever day the demo starts.
          on: { month: 5, weekday: "sat", nth: 3 },
          startTime: "08:30",
          durationMinutes: 210,
          location: "Village Park gazebo, Banta Street, Phelps, NY",
        },
        {
          slug: "community-visioning-workshop",
          title: "Downtown Phelps Visioning Workshop",
          summary: "Residents marked up maps and voted on ideas for the Flint Creek pocket park and the next five years of downtown projects.",
          body: md`
            About 85 residents came to the Phelps Fire Hall on a weeknight to help decide what comes next
            for downtown. Thank you: this was the biggest turnout at a Phelps Forward event in years.

            ## What we asked

            Attendees moved between four tables, each with large maps of the village and a volunteer to take
            notes:

            - **Flint Creek pocket park:** what should the empty lot beside the bridge become?
            - **Walking and parking:** where is it hard or unsafe to walk downtown?
            - **Empty storefronts:** what businesses would you drive to Phelps for?
            - **Events:** what should happen on Main Street outside of festival weekend?

            ## What we heard

            The pocket park drew the most comments. The top requests were a creek overlook, shade trees,
            benches facing the water and a simple design that the DPW can maintain. A small stage or
            performance space came a close second.

            For storefronts, residents most wanted a small grocery or market, a brewery or taproom, and a
            place to eat dinner on weeknights. Many people asked for a crosswalk and flashing beacon at Main
            and Church streets.

            ## Next steps

            The steering committee is turning the results into a short downtown action plan, to be presented
            at a regular Phelps Forward meeting and shared with the Village Board. The pocket park ideas have
            gone to the landscape architect volunteering her time on the design. Watch this site for the draft.
          `,
          startsInDays: -21,
          startTime: "18:30",
          durationMinutes: 120,
          location: "Phelps Fire Hall, 46 Ontario Street, Phelps, NY",
        },
      ],
      news: [
        {
          slug: "facade-grants-awarded",
          title: "Five Main Street buildings win façade grants",
          summary: "Phelps Forward awarded $31,200 in matching façade grants this round, bringing the program's total to 27 restored storefronts.",
          body: md`
            Phelps Forward's design committee has awarded **$31,200 in façade grants** to five buildings in
            the business district, the largest single round since the program began. With owners' matching
            funds, more than $70,000 of exterior work will be done on Main Street within the year.

            ## This round's projects

            - **30 Main Street** (Rise & Crumb Bakery): new storefront windows and a restored transom, $7,500
            - **44–46 Main Street**, the old opera house block: masonry repointing and cornice repair, $7,500
            - **15 Exchange Street** (Brewer Insurance): repainting in historic colors and a hanging sign, $5,200
            - **9 Church Street**: removal of 1970s aluminum panels to uncover the original brick, $6,000
            - **52 Main Street**: new awning and exterior lighting, $5,000

            ## What's next

            Work must be finished within a year, and owners will schedule scaffolding around Sauerkraut
            Festival weekend so it is not in the way of the parade. Before-and-after photos will be posted
            here as projects finish.

            "Every one of these buildings has been on our wish list," said Linda Ostrander, president of
            Phelps Forward. "The 9 Church Street project will show brick nobody in town has seen since 1974."

            The program takes applications twice a year. Owners interested in the next round can book a free
            design visit through the façade grant page.
          `,
          publishedDaysAgo: 14,
        },
        {
          slug: "pocket-park-design-unveiled",
          title: "Flint Creek pocket park design unveiled",
          summary: "A draft design for the small park beside the Main Street bridge includes a creek overlook, shade trees and seating for 40.",
          body: md`
            The draft design for the Flint Creek pocket park is here, and it looks a lot like what residents
            asked for at the visioning workshop.

            ## The plan

            The quarter-acre lot beside the Main Street bridge, vacant since the old feed store was torn down,
            will become a small public park with:

            - a railed **overlook** above Flint Creek, with steps down to a gravel landing
            - four shade trees and beds of native perennials that need no watering once established
            - curved stone seat walls and benches for about 40 people, usable for small concerts
            - a bike rack and a plaque on the history of the Phelps sauerkraut factories

            ## Cost and funding

            The estimated cost is $164,000. Phelps Forward has $58,000 in hand from donations and the
            Community Foundation, and the Village of Phelps has applied for a state parks grant for the rest.
            Volunteers will do the planting.

            ## Have your say

            The design boards are on display at the Phelps Library through the end of the month, with a
            comment box. Comments can also go to hello@phelpsforward.example. The final design goes to the
            Village Board for approval afterwards.
          `,
          publishedDaysAgo: 45,
        },
      ],
    },
    // ================================================================ Community Foundation
    {
      slug: "community-foundation",
      name: "Phelps Community Foundation",
      summary:
        "A local endowment that has funded Phelps nonprofits, scholarships and community projects since 1989, through twice-yearly grants and named funds.",
      pages: [
        {
          path: "",
          title: "Phelps Community Foundation",
          description:
            "The Phelps Community Foundation grants to local nonprofits, awards scholarships to Midlakes graduates and holds named funds for Phelps families.",
          blocks: [
            {
              type: "hero",
              props: {
                variant: "split",
                eyebrow: "Giving back to Phelps since 1989",
                heading: "Local gifts, invested for good, granted close to home",
                body: "The Phelps Community Foundation is a volunteer-run endowment. Every gift stays in the Phelps area, funding the library, food pantry, youth sports, the festival, Main Street and students heading to college.",
                actions: [
                  { label: "Apply for a grant", href: "community-foundation/grants" },
                  { label: "Scholarships", href: "community-foundation/scholarships", variant: "secondary" },
                ],
                illustration: "heart-handshake",
              },
            },
            {
              type: "stats",
              props: {
                items: [
                  { value: "$2.4M", label: "Endowment, invested for the long term" },
                  { value: "$96,000", label: "Granted and awarded last year" },
                  { value: "31", label: "Named funds held for families and groups" },
                  { value: "22", label: "Scholarships awarded each spring" },
                ],
              },
            },
            {
              type: "features",
              props: {
                heading: "How the foundation helps",
                columns: 3,
                items: [
                  {
                    icon: "hand-heart",
                    title: "Community grants",
                    body: "Grants of $500 to $10,000 to nonprofits, churches and schools serving the Phelps area, in spring and fall rounds.",
                    href: "community-foundation/grants",
                    linkLabel: "Grant guidelines",
                  },
                  {
                    icon: "graduation-cap",
                    title: "Scholarships",
                    body: "Twenty-two scholarships for Midlakes High School seniors and returning adult students who live in Phelps.",
                    href: "community-foundation/scholarships",
                    linkLabel: "Scholarship details",
                  },
                  {
                    icon: "piggy-bank",
                    title: "Named funds",
                    body: "Families, businesses and clubs can start a fund with $10,000 that grants forever in a loved one's name, for the cause they choose.",
                  },
                ],
              },
            },
            {
              type: "testimonials",
              props: {
                heading: "From our grantees",
                items: [
                  {
                    quote:
                      "The foundation's grant bought the walk-in cooler that lets us take fresh produce from farms every week. We serve 140 families a month, and now they get vegetables too.",
                    name: "Pastor Janet Hulbert",
                    detail: "Phelps Community Food Pantry",
                  },
                  {
                    quote: "Our summer reading program doubled in size with foundation support. Forty-one kids read over a thousand books.",
                    name: "Carol DeVries",
                    detail: "Director, Phelps Community Memorial Library",
                  },
                ],
              },
            },
            {
              type: "split",
              props: {
                eyebrow: "Give",
                heading: "Make a gift that keeps giving",
                body: md`
                  Gifts to the foundation are invested, and about 4% of the endowment is granted each year,
                  so a gift made today still helps Phelps decades from now. The foundation is a 501(c)(3)
                  public charity and gifts are tax-deductible.

                  - **By check** to Phelps Community Foundation, PO Box 38, Phelps, NY 14532
                  - **Stock, IRA distributions and bequests:** call treasurer Robert Haines at (315) 555-0172
                  - **Memorial gifts:** note the name on your check and we will notify the family
                `,
                illustration: "gift",
                reverse: true,
                action: { label: "Email the foundation", href: "mailto:give@phelpsfoundation.example" },
              },
            },
            { type: "eventList", props: { heading: "Foundation events", organization: "community-foundation", show: "both" } },
            { type: "newsList", props: { heading: "Foundation news", organization: "community-foundation" } },
          ],
        },
        {
          path: "grants",
          title: "Community Grants for Phelps Nonprofits",
          description:
            "Phelps Community Foundation grant guidelines: who can apply, what we fund, spring and fall deadlines, and how grant decisions are made.",
          blocks: [
            {
              type: "richText",
              props: {
                doc: md`
                  ## What we fund

                  The foundation makes grants of **$500 to $10,000** for projects and programs that benefit
                  people in the Town and Village of Phelps, including the hamlets of Orleans and Oaks Corners.
                  Recent grants have paid for:

                  - a walk-in cooler for the Phelps Community Food Pantry
                  - new uniforms and field equipment for Phelps Youth Baseball
                  - the summer reading program at the Phelps Community Memorial Library
                  - an automated external defibrillator for the Orleans Fire Department
                  - wayfinding signs for the Business District Tourism Council

                  ## Who can apply

                  Nonprofit 501(c)(3) organizations, churches, schools, fire and ambulance services, and
                  village or town government for projects outside their ordinary budgets. Groups without
                  nonprofit status may apply with a fiscal sponsor.

                  We do not fund individuals (other than scholarships), political activity, debt payments, or
                  religious programs other than community services open to everyone.
                `,
              },
            },
            {
              type: "steps",
              props: {
                heading: "Two grant rounds a year",
                items: [
                  { title: "Spring round: due March 15", body: "Decisions in late April, with checks presented at the foundation's annual meeting." },
                  { title: "Fall round: due September 15", body: "Decisions in late October." },
                  {
                    title: "Write a short application",
                    body: "Four pages at most: what you want to do, who benefits, the budget, and other funding you have or have asked for. Send it with the form on this page, or leave a printed copy at the Phelps Library.",
                  },
                  { title: "Committee review", body: "Seven volunteers from around Phelps read every application. They may call you or visit with questions." },
                  { title: "Report back", body: "A one-page report and a photo or two within a year of the grant." },
                ],
              },
            },
            {
              type: "faq",
              props: {
                heading: "Grant questions",
                items: [
                  {
                    question: "Can we apply every year?",
                    answer:
                      "Yes. Organizations may receive one grant in each twelve-month period, and repeat grants for the same program are welcome when the program is doing well.",
                  },
                  {
                    question: "Do you fund operating costs?",
                    answer:
                      "Sometimes. Most grants go to specific projects or equipment, but small grants toward the general operations of very small volunteer groups are considered.",
                  },
                  {
                    question: "Can someone help us with the application?",
                    answer: "Yes. Call the grants chair before the deadline and she will read a draft and suggest improvements.",
                  },
                ],
              },
            },
            {
              type: "form",
              props: {
                heading: "Apply for a grant",
                intro: "Attach your application and budget. The committee reads every one and may call or visit with questions.",
                form: "grant-application",
              },
            },
            {
              type: "cta",
              props: {
                heading: "Questions before the deadline?",
                body: "The grants chair is glad to read a draft and suggest improvements. Call or email any time before the deadline.",
                action: { label: "Call (315) 555-0172", href: "tel:+13155550172" },
                secondary: { label: "Email the grants committee", href: "mailto:grants@phelpsfoundation.example", variant: "secondary" },
              },
            },
          ],
        },
        {
          path: "scholarships",
          title: "Scholarships for Phelps Students",
          description:
            "Scholarships from the Phelps Community Foundation for Midlakes High School seniors and adult learners who live in Phelps: awards and deadlines.",
          blocks: [
            {
              type: "features",
              props: {
                heading: "Scholarships we award",
                intro:
                  "Most scholarships are from named funds created by Phelps families. Students fill out one application and are considered for all of them.",
                columns: 2,
                items: [
                  {
                    icon: "graduation-cap",
                    title: "Phelps Community Scholarship",
                    body: "Eight awards of $1,500 for Midlakes seniors living in the Phelps school attendance area, heading to any two- or four-year college.",
                  },
                  {
                    icon: "wrench",
                    title: "Harold & June Vanderbrook Trades Award",
                    body: "$2,000 for a senior entering a trade program, apprenticeship or BOCES continuation, plus $500 toward tools.",
                  },
                  {
                    icon: "heart",
                    title: "Sgt. Michael Covert Memorial Scholarship",
                    body: "$2,500 for a senior who has shown service to the community, including fire, ambulance or military service plans.",
                  },
                  {
                    icon: "sprout",
                    title: "Ontario County Farm Family Award",
                    body: "$1,000 for a student from a farm family studying agriculture, food science or veterinary medicine.",
                  },
                  {
                    icon: "school",
                    title: "Returning Adult Learner Grant",
                    body: "Up to $1,000 a semester for Phelps residents over 25 going back to school part-time or full-time.",
                  },
                ],
              },
            },
            {
              type: "steps",
              props: {
                heading: "How to apply",
                items: [
                  { title: "Pick up the application", body: "From the Midlakes High School counseling office or the Phelps Library, starting in February." },
                  {
                    title: "Gather what's needed",
                    body: "A transcript, one letter of recommendation and a one-page essay about what Phelps has meant to you.",
                  },
                  { title: "Submit by April 1", body: "To the counseling office, or mail to Phelps Community Foundation, PO Box 38, Phelps, NY 14532." },
                  {
                    title: "Awards night",
                    body: "Winners are announced at the Midlakes senior awards night in June. Checks are sent to the college after the first semester's grades.",
                  },
                ],
              },
            },
            {
              type: "cta",
              props: {
                heading: "Questions about scholarships?",
                body: "The scholarship chair answers questions from students and parents by email.",
                action: { label: "Email the scholarship chair", href: "mailto:scholarships@phelpsfoundation.example" },
              },
            },
          ],
        },
      ],
      events: [
        {
          slug: "annual-meeting-and-community-dinner",
          title: "Community Foundation Annual Meeting & Dinner",
          summary: "A roast beef dinner, the year in review and the presentation of spring grant checks to Phelps organizations.",
          body: md`
            Join the Phelps Community Foundation for its annual meeting, the one night each year when we
            gather everyone who gives, everyone who receives and everyone who's just curious about the
            foundation in one room.

            ## The evening

            - **5:30 pm:** social hour with cheese from a Seneca County dairy and cider from Oaks Corners Orchard
            - **6:15 pm:** roast beef dinner with all the sides, catered by the Phelps Fire Department Auxiliary, with a vegetarian option on request
            - **7:15 pm:** the year in review from board president Margaret Tillotson, election of directors, and the presentation of spring grant checks to local organizations

            ## Tickets

            Dinner is $30 per person, and the foundation covers the cost for a representative of every
            grantee organization. Reservations are needed by one week before: call (315) 555-0172 or
            email give@phelpsfoundation.example with names and any dietary needs. Pay at the door by cash
            or check.

            ## Why come

            This is the best chance to hear how the grants are used: each grantee takes two minutes to
            describe their project. Past years have included the food pantry's cooler, the library's
            summer readers and the new uniforms for Phelps Youth Baseball.

            The meeting portion is open to everyone at no charge, starting at 7:15 pm, if you'd like to come
            for the program only.
          `,
          startsInDays: 30,
          on: { month: 4, weekday: "thu" },
          startTime: "17:30",
          durationMinutes: 180,
          location: "Phelps Fire Hall, 46 Ontario Street, Phelps, NY",
        },
      ],
      news: [
        {
          slug: "community-grants-awarded",
          title: "Foundation awards $38,500 in community grants",
          summary: "Eleven Phelps organizations received grants in the latest round, from the food pantry and the library to the Orleans Fire Department.",
          body: md`
            The Phelps Community Foundation's grants committee has awarded **$38,500 to eleven local
            organizations** in its latest round, the largest in the foundation's history.

            ## This round's grants

            - **Phelps Community Food Pantry**, $8,000 toward a refrigerated delivery van shared with Clifton Springs
            - **Phelps Community Memorial Library**, $5,000 for the summer reading program and new large-print books
            - **Orleans Fire Department**, $4,500 for thermal imaging camera batteries and training
            - **Phelps Forward**, $5,000 for the Flint Creek pocket park
            - **Phelps Youth Baseball & Softball**, $3,000 for field drainage at the Route 88 fields
            - **Sauerkraut Festival Committee**, $2,500 for accessible portable restrooms and a mobility shuttle
            - **Phelps Historical Society**, $3,000 to digitize the Phelps Citizen newspaper archive
            - **Midlakes Music Boosters**, $2,000 for marching band uniforms
            - **Phelps Senior Club**, $1,500 for a monthly lunch and bus trip program
            - **Phelps Community Ambulance**, $2,000 toward free community CPR classes
            - **Girl Scout Troop 61424**, $2,000 for a Silver Award bench project at Village Park

            ## Thank you, donors

            "Every dollar here came from Phelps people," said grants chair Ellen Marsh. "We had more strong
            applications than ever, and we wish we could fund them all."

            The foundation makes grants twice a year. Organizations can ask for an application for the next
            round on the grants page.
          `,
          publishedDaysAgo: 18,
        },
        {
          slug: "scholarship-recipients-announced",
          title: "Twenty-two Phelps students receive foundation scholarships",
          summary: "Midlakes seniors and two adult learners received $41,000 in scholarships from the foundation's named funds.",
          body: md`
            Twenty-two Phelps students received scholarships totaling **$41,000** from the Phelps Community
            Foundation this year, presented at Midlakes High School's senior awards night.

            ## Selected awards

            - **Sgt. Michael Covert Memorial Scholarship** ($2,500): Hannah Sortore, who has served as a junior firefighter with the Phelps Fire Department since age 14 and will study paramedicine at Finger Lakes Community College
            - **Harold & June Vanderbrook Trades Award** ($2,000 plus tools): Caleb Mott, entering the electrical apprenticeship program in Rochester
            - **Ontario County Farm Family Award** ($1,000): Grace Van Hooft, whose family runs a dairy farm on Whitney Road, to study animal science at SUNY Cobleskill
            - **Phelps Community Scholarships** ($1,500 each): eight seniors heading to colleges from Geneva to Buffalo

            Two **Returning Adult Learner Grants** also went to Phelps residents finishing nursing degrees.

            ## Named funds make it happen

            Most of this year's scholarships come from named funds created by Phelps families, many in memory
            of a loved one. A new fund, a class scholarship started by Midlakes graduates marking their 50th
            reunion, will make its first award next year.

            Congratulations to every recipient. Families interested in starting a scholarship fund can call
            treasurer Robert Haines at (315) 555-0172.
          `,
          // Presented at the seniors' awards night, in June.
          publishedDaysAgo: 1,
          on: { month: 6, weekday: "fri", nth: 4 },
        },
      ],
    },
    // ================================================================ Sauerkraut Festival
    {
      slug: "sauerkraut-festival",
      name: "Phelps Sauerkraut Festival",
      summary:
        "The volunteer committee behind Phelps's three-day summer festival: parade, carnival, kraut-eating contest, 5K, crafters and live music since 1967.",
      pages: [
        {
          path: "",
          title: "Phelps Sauerkraut Festival",
          description:
            "Three days of parade, carnival rides, kraut dishes, crafters and music on the first full weekend of August in the village of Phelps, NY. Free admission.",
          blocks: [
            {
              type: "hero",
              props: {
                variant: "centered",
                eyebrow: "First full weekend of August · Village Park, Phelps",
                heading: "Three days of parade, carnival and kraut in the heart of Phelps",
                body: "Phelps was once the sauerkraut capital of the world, home to a dozen kraut factories. Every summer since 1967 we celebrate with a parade, a carnival, music under the pavilion and more sauerkraut than you'd believe. Admission and parking are free.",
                actions: [
                  { label: "Festival schedule", href: "sauerkraut-festival/events" },
                  { label: "Vendor information", href: "sauerkraut-festival/vendors", variant: "secondary" },
                ],
                illustration: "cooking-pot",
              },
            },
            {
              type: "features",
              props: {
                heading: "Festival weekend",
                columns: 3,
                items: [
                  {
                    icon: "music",
                    title: "Friday night",
                    body: "Opening ceremonies at 5:00 pm, the carnival midway opens, the fire department's kraut dog stand fires up and a local band plays the pavilion until 10:00 pm.",
                  },
                  {
                    icon: "megaphone",
                    title: "Saturday",
                    body: "The Kraut Run 5K at 8:00 am, the Grand Parade down Main Street at 11:00 am, crafters all day, the kraut-eating contest at 3:00 pm and fireworks over Village Park at dusk.",
                  },
                  {
                    icon: "church",
                    title: "Sunday",
                    body: "Community church service in the park at 9:00 am, chicken barbecue at noon, the antique car show and the festival raffle drawing at 4:00 pm.",
                  },
                ],
              },
            },
            {
              type: "stats",
              props: {
                items: [
                  { value: "20,000+", label: "Visitors over the weekend" },
                  { value: "1,000 lbs", label: "Of sauerkraut served" },
                  { value: "120", label: "Crafters and food vendors" },
                  { value: "85", label: "Parade units" },
                ],
              },
            },
            {
              type: "faq",
              props: {
                heading: "Festival FAQ",
                items: [
                  {
                    question: "Where do I park?",
                    answer:
                      "Free parking at Midlakes Middle School and the Phelps Fire Hall lot, with a free shuttle to Village Park every 15 minutes. Accessible parking is on Banta Street next to the park; the mobility shuttle runs from there to the pavilion.",
                  },
                  {
                    question: "Can I bring my dog?",
                    answer: "Please leave pets at home. The crowds, fireworks and hot pavement are hard on dogs. Service animals are welcome.",
                  },
                  {
                    question: "Is there really sauerkraut ice cream?",
                    answer:
                      "Yes, every year, at the Phelps Historical Society booth. It's better than you think. There's also kraut pizza, kraut fudge and the classic kraut dog.",
                  },
                  {
                    question: "Who runs the festival?",
                    answer:
                      "An all-volunteer committee. Proceeds go back to Phelps: scholarships, the fire and ambulance services, Village Park and the next festival.",
                  },
                ],
              },
            },
            { type: "eventList", props: { heading: "Festival events", organization: "sauerkraut-festival", show: "both" } },
            {
              type: "form",
              props: {
                heading: "Volunteer for a shift",
                intro:
                  "We need 200 volunteers for parking, the information booth, gates and clean-up. Shifts are three hours and come with a festival T-shirt. Questions: festival@phelpskraut.example or (315) 555-0173.",
                form: "festival-volunteer",
              },
            },
          ],
        },
        {
          path: "vendors",
          title: "Sauerkraut Festival Vendor Information",
          description:
            "Booth fees, deadlines and rules for craft, food and nonprofit vendors at the Phelps Sauerkraut Festival, with setup times and what we provide.",
          blocks: [
            {
              type: "notice",
              props: {
                tone: "info",
                heading: "Applications are due June 1",
                body: "Craft spaces usually fill by mid-May; food spaces are juried to limit duplicate menus. Returning vendors from last year get first choice of location until April 15.",
              },
            },
            {
              type: "pricing",
              props: {
                heading: "Booth fees",
                intro: "Fees cover all three days. Spaces are on grass in Village Park, and you bring your own tent, tables and weights.",
                plans: [
                  {
                    name: "Nonprofit",
                    price: "$40",
                    period: "10×10 space",
                    description: "For local nonprofits, churches and school groups.",
                    features: ["Information and fundraising booths", "Food sales allowed with a health permit", "Electric available for $25"],
                  },
                  {
                    name: "Craft",
                    price: "$110",
                    period: "10×10 space",
                    description: "Handmade goods only; no resale or direct-sales companies.",
                    features: ["Juried for handmade work", "Corner spaces $30 extra", "Electric available for $25", "Listed on the festival map"],
                    highlighted: true,
                  },
                  {
                    name: "Food",
                    price: "$300",
                    period: "up to 10×20",
                    description: "Trucks, trailers and tent kitchens.",
                    features: ["Includes 20-amp electric", "Potable water at the food row", "Grey-water disposal on site", "Listed on the festival map"],
                  },
                ],
                note: "Fees are refundable in full before July 1, and festival credit is given for cancellations after. The festival does not cancel for rain.",
              },
            },
            {
              type: "steps",
              props: {
                heading: "How to become a vendor",
                items: [
                  {
                    title: "Apply",
                    body: "Use the vendor application on this page, with three photos of your work or booth. Food vendors include a full menu with prices. Prefer paper? Call (315) 555-0173.",
                  },
                  { title: "Pay your fee", body: "By check to Phelps Sauerkraut Festival, within two weeks of acceptance." },
                  {
                    title: "Food vendors: get your permit",
                    body: "A temporary food service permit from the New York State Department of Health, Geneva district office, at least 30 days before the festival.",
                  },
                  {
                    title: "Set up",
                    body: "Thursday 4:00 to 8:00 pm or Friday 8:00 am to 2:00 pm. Booths must stay open Friday 5:00 to 10:00 pm, Saturday 10:00 am to 10:00 pm and Sunday 11:00 am to 5:00 pm.",
                  },
                ],
              },
            },
            {
              type: "faq",
              props: {
                heading: "Vendor questions",
                items: [
                  {
                    question: "Can I sell sauerkraut dishes?",
                    answer: "Yes, and we encourage it. Food vendors who offer at least one kraut item are listed in the 'Kraut Trail' on the festival map.",
                  },
                  {
                    question: "Is there overnight security?",
                    answer: "Yes. The park is patrolled Friday and Saturday nights by a private security company, but please take cash and valuables with you.",
                  },
                  {
                    question: "Where do vendors park?",
                    answer: "Each booth gets one vendor parking pass for the lot behind the Phelps Library on Church Street. Trailers stay with food booths.",
                  },
                ],
              },
            },
            {
              type: "form",
              props: {
                heading: "Vendor application",
                intro: "Applications are due June 1. Don't send payment yet: we'll tell you how to pay once your space is confirmed.",
                form: "vendor-application",
              },
            },
            {
              type: "cta",
              props: {
                heading: "Questions from vendors",
                body: "The vendor chair answers email within two days, and by phone on weekday evenings.",
                action: { label: "Email the vendor chair", href: "mailto:vendors@phelpskraut.example" },
              },
            },
          ],
        },
      ],
      events: [
        {
          slug: "festival-opening-night",
          title: "Sauerkraut Festival Opening Night",
          summary:
            "The festival kicks off Friday evening with opening ceremonies, the carnival midway, kraut dogs and live music at the Village Park pavilion.",
          body: md`
            The Phelps Sauerkraut Festival opens on Friday evening, and it's the night locals love best:
            the crowds are smaller, the kraut dogs are hot and everybody you know is in the park.

            ## Schedule

            - **5:00 pm:** opening ceremonies at the pavilion, with the Midlakes Marching Band, the Mayor, and the crowning of this year's Festival Ambassador
            - **5:30 pm:** the carnival midway opens, with wristbands for unlimited rides $25 until 9:00 pm
            - **6:00 pm:** crafters and food row open; the fire department's kraut dog stand starts serving
            - **7:00 to 10:00 pm:** live music at the pavilion from the Canal Town Ramblers

            ## Food

            Look for the fire department's famous kraut dogs, the Methodist church's pierogi, the
            historical society's sauerkraut ice cream and Rise & Crumb's sauerkraut chocolate cake. Food
            vendors with at least one kraut dish are marked on the festival map's Kraut Trail.

            ## Getting there

            Admission and parking are free. Park at Midlakes Middle School or the Phelps Fire Hall and take
            the free shuttle, which runs every 15 minutes. Accessible parking is on Banta Street next to the
            park.

            Please leave pets at home, and bring cash: many vendors do not take cards, and the one ATM in the
            park runs out by Saturday.
          `,
          startsInDays: 52,
          on: { month: 8, weekday: "sat", nth: 1, offsetDays: -1 },
          startTime: "17:00",
          durationMinutes: 300,
          location: "Village Park, Banta Street, Phelps, NY",
        },
        {
          slug: "sauerkraut-festival-grand-parade",
          title: "Sauerkraut Festival Grand Parade",
          summary: "Eighty-plus floats, fire trucks, marching bands and antique tractors down Main Street on festival Saturday.",
          body: md`
            The Grand Parade is the heart of festival weekend. It steps off at 11:00 am and takes about
            two hours to pass, so bring a lawn chair and find your spot on Main Street early.

            ## The route

            The parade lines up at Midlakes Middle School, comes down Route 96 into the village, turns onto
            **Main Street** and follows it past the reviewing stand at the Phelps Library, ending at Village
            Park. Main Street is closed to traffic from 9:30 am to 1:30 pm.

            ## What you'll see

            - Fire companies from across Ontario, Wayne, Seneca and Yates counties, with prizes for best-appearing apparatus
            - Marching bands from Midlakes, Geneva and Newark
            - Floats from Phelps businesses, churches and scout troops
            - Antique tractors, classic cars and the famous giant cabbage float
            - This year's Grand Marshal, riding at the front of the parade

            ## Entering the parade

            Local organizations, businesses and fire companies can enter for free. Entries are due three
            weeks before the festival to parade@phelpskraut.example with a description of your unit, its
            length and whether you'll have music. Line-up begins at 9:30 am; you'll receive your number and
            position a week ahead.

            ## Good to know

            Throwing candy from moving vehicles is not allowed for safety. Walkers may hand it out. The
            best shade is in front of the churches on Main Street, and accessible viewing is reserved at the
            library.
          `,
          startsInDays: 53,
          on: { month: 8, weekday: "sat", nth: 1 },
          startTime: "11:00",
          durationMinutes: 150,
          location: "Main Street, Phelps, NY (from Route 96 to Village Park)",
        },
        {
          slug: "kraut-run-5k",
          title: "Kraut Run 5K",
          summary: "A flat, fast 5K through the village on festival Saturday morning, with a kids' fun run and a kraut-themed finish line.",
          body: md`
            Start festival Saturday with the Kraut Run, a flat and friendly 5K through the village of
            Phelps that's been run every year since 1982.

            ## Course

            The race starts and finishes at Village Park on Banta Street and loops through the village
            streets and along the Flint Creek path. It's a certified course, mostly flat, with one short
            climb up Ontario Street. Chip timing is provided.

            ## Schedule

            - **6:45 am:** race-day registration and packet pickup at the pavilion
            - **7:45 am:** kids' 1/2-mile fun run for ages 10 and under (free, every finisher gets a medal)
            - **8:00 am:** 5K start
            - **9:00 am:** awards for the top three men and women overall and in ten-year age groups

            ## Registration

            $25 in advance or $30 on race day, with a technical shirt for everyone registered by two
            weeks before the race. Proceeds go to the festival's scholarship at the Phelps Community
            Foundation. Register by email at run@phelpskraut.example, or in person at Flint Creek Coffee.

            ## After the race

            Free sauerkraut pierogi for finishers (yes, at 9:00 am), plus bananas, bagels and water. The
            parade starts at 11:00 am, so stick around.
          `,
          startsInDays: 53,
          on: { month: 8, weekday: "sat", nth: 1 },
          startTime: "08:00",
          durationMinutes: 90,
          location: "Village Park, Banta Street, Phelps, NY",
        },
        {
          slug: "festival-volunteer-kickoff",
          title: "Festival Volunteer Kickoff Meeting",
          summary: "Committee chairs and new volunteers met to sign up for shifts and plan the Sauerkraut Festival.",
          body: md`
            Thank you to the 64 people who came out to the Phelps Fire Hall for the festival volunteer
            kickoff. Planning is well under way.

            ## What we covered

            - **Shifts:** more than 120 of the 200 volunteer shifts are already filled. Parking and the Sunday clean-up crew still need the most help.
            - **Parade:** 71 units are signed up so far, including three new fire companies from Yates County.
            - **Vendors:** craft spaces are full, with a waiting list; two food spaces remain.
            - **Accessibility:** thanks to a Community Foundation grant, the festival will add accessible portable restrooms at the pavilion and a mobility shuttle from Banta Street.

            ## New at the festival

            The committee voted to move the kraut-eating contest to the pavilion stage so more people can
            watch, and to add a youth division for ages 12 to 16 (with much smaller bowls).

            ## Still want to help?

            It's not too late. Email festival@phelpskraut.example with the shifts you'd like or call
            (315) 555-0173. Shifts are three hours, and every volunteer gets a festival T-shirt and a
            kraut dog voucher.
          `,
          startsInDays: -6,
          // Six weeks or so before the festival (the first weekend of August), when most shifts are filled.
          on: { month: 6, weekday: "tue", nth: 4 },
          startTime: "19:00",
          durationMinutes: 90,
          location: "Phelps Fire Hall, 46 Ontario Street, Phelps, NY",
        },
      ],
      news: [
        {
          slug: "grand-marshal-announced",
          title: "Longtime kraut cutter named festival Grand Marshal",
          summary: "Walt Szymanski, who worked 38 years at the Phelps kraut factory, will lead the coming Sauerkraut Festival parade.",
          body: md`
            The Sauerkraut Festival committee has named **Walt Szymanski** Grand Marshal of the coming
            Grand Parade. Walt, 91, worked 38 years at the Empire kraut plant on Phelps's east side, from
            the age of 16 until the factory closed.

            ## A life in kraut

            Walt started on the cabbage line the fall he turned 16, trimming heads by hand during the harvest
            rush when the plant ran around the clock. He went on to run the cutting room and later managed
            the fermentation vats: wooden tanks so big that workers climbed in with ladders to pack them.

            "At harvest you could smell it from Clifton Springs," Walt says. "People complained. I told them
            that was the smell of paychecks."

            ## Festival history

            Walt served on the very first festival committee in 1967 and judged the kraut-eating contest for
            more than twenty years. He still makes his own kraut every fall, in a crock that belonged to his
            mother, and gives most of it away.

            ## See him in the parade

            Walt will ride at the front of the Grand Parade on festival Saturday in a 1931 Ford Model A
            provided by the Finger Lakes Antique Auto Club, followed by his four children, eleven
            grandchildren and, he promises, a bucket of kraut for the reviewing stand.

            The Phelps Historical Society will also record an oral history with Walt for its sauerkraut
            industry collection, to be shown at its festival booth.
          `,
          publishedDaysAgo: 5,
        },
      ],
    },
  ],
};

export default site;
