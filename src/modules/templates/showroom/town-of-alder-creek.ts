import { FEDERAL_HOLIDAY_CLOSURES } from "@/lib/holidays";
import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "town-of-alder-creek",
  name: "Town of Alder Creek",
  kind: "town-government",
  theme: {
    palette: {
      primary: "#1f3a64",
      onPrimary: "#ffffff",
      accent: "#b8871b",
      background: "#fbfaf6",
      surface: "#f0ece0",
      text: "#17202f",
      muted: "#4a5466",
      border: "#d8cfb6",
    },
    fonts: { heading: "source-serif", body: "work-sans" },
    header: "bar",
    footer: "columns",
    sectionStyle: "cards",
    logo: { mark: "landmark", shape: "circle" },
    radius: "small",
    pattern: "grid",
  },
  closures: [...FEDERAL_HOLIDAY_CLOSURES],
  settings: {
    tagline: "Town Hall for the hills and farms above the west shore of Canandaigua Lake",
    description:
      "Official website of the Town of Alder Creek, Ontario County, New York: town departments, board meetings, permits, tax and water payments, and town news.",
    contact: {
      phone: "(585) 555-0120",
      email: "clerk@townofaldercreek.example",
      address: { street: "2150 State Route 21", locality: "Alder Creek", region: "NY", postalCode: "14424" },
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:30", closes: "16:30" }],
    hoursNote:
      "Town Hall is closed on federal holidays, listed with the hours two weeks ahead. In January the Clerk's office also takes tax payments Saturdays 9:00 to noon.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Home", href: "" },
      {
        label: "Departments",
        href: "departments",
        children: [
          { label: "Town Clerk", href: "departments/town-clerk" },
          { label: "Highway", href: "departments/highway" },
          { label: "Code Enforcement", href: "departments/code-enforcement" },
          { label: "Assessor", href: "departments/assessor" },
          { label: "Water & Sewer", href: "departments/water-and-sewer" },
          { label: "Town Court", href: "departments/town-court" },
        ],
      },
      { label: "Boards & Meetings", href: "boards" },
      { label: "News", href: "news" },
      { label: "Payments", href: "payments" },
      { label: "Email Notices", href: "subscribe" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Pay a bill", href: "payments" },
    footerLinks: [
      { label: "Building permits", href: "departments/code-enforcement/permits" },
      { label: "Board meetings", href: "boards" },
      { label: "Email notices", href: "subscribe" },
      { label: "Contact Town Hall", href: "contact" },
      { label: "Privacy policy", href: "privacy-policy" },
    ],
  },
  mounts: { news: "news", newsletters: "notices" },
  forms: [
    {
      key: "contact",
      name: "Message to Town Hall",
      recipients: ["clerk@townofaldercreek.example"],
      submitLabel: "Send message",
      successMessage:
        "Thank you. The Town Clerk's office has your message and will pass it to the right department. Most messages are answered within two business days. For emergencies, call 911; for a water main break after hours, call (585) 555-0129.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "department",
          label: "Which office is it for?",
          type: "select",
          required: true,
          width: "half",
          options: ["Supervisor", "Town Clerk & Tax Collector", "Highway", "Code Enforcement", "Assessor", "Water & Sewer", "Town Court", "Not sure"],
        },
        { name: "address", label: "Property address, if it's about a property", type: "text", help: "Or the tax map number, if you have it." },
        { name: "message", label: "Your message", type: "textarea", required: true, maxLength: 4000 },
      ],
    },
    {
      key: "road-problem",
      name: "Road problem report",
      recipients: ["clerk@townofaldercreek.example"],
      submitLabel: "Report the problem",
      successMessage:
        "Thank you. Your report has been logged and passed to the Highway Department, which checks town roads every weekday. If the problem is on Route 21, a state highway, we'll forward it to NYSDOT. If anyone is in danger, call 911.",
      fields: [
        { name: "name", label: "Your name", type: "text", width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half", help: "We send your reference number here." },
        { name: "phone", label: "Phone", type: "phone", width: "half", help: "If the crew may need to ask you something." },
        { name: "road", label: "Road name", type: "text", required: true, width: "half" },
        { name: "location", label: "Nearest house number or landmark", type: "text", required: true },
        {
          name: "problem",
          label: "What's wrong?",
          type: "select",
          required: true,
          options: [
            "Pothole",
            "Washout or shoulder erosion",
            "Blocked culvert or ditch",
            "Missing or damaged sign",
            "Tree or limb in the road",
            "Mailbox or lawn damaged by a plow",
            "Something else",
          ],
        },
        { name: "details", label: "Details", type: "textarea", maxLength: 2000, help: "How big it is, which lane, and how long it's been there." },
        { name: "photos", label: "Photos", type: "file", accept: ["image"], maxFiles: 3, maxSizeMb: 10 },
      ],
    },
    {
      key: "property-complaint",
      name: "Property maintenance complaint",
      recipients: ["clerk@townofaldercreek.example"],
      submitLabel: "Send the report",
      successMessage:
        "Thank you. Code Enforcement has logged your report and will visit the property within 10 business days, sooner if it looks dangerous. Keep the reference number in your confirmation email if you want to ask about it later.",
      fields: [
        { name: "name", label: "Your name", type: "text", width: "half", help: "Optional." },
        { name: "email", label: "Email", type: "email", required: true, width: "half", help: "We send your reference number here." },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "property", label: "Address of the property", type: "text", required: true, width: "half" },
        {
          name: "issues",
          label: "What have you seen?",
          type: "checkbox",
          required: true,
          options: [
            "A building open to the weather, unsafe or unsecured",
            "Garbage, rubbish or appliances stored outside",
            "Unregistered or uninspected vehicles",
            "Grass or weeds over 10 inches (R-1 district)",
            "A rental without heat, water or working alarms",
            "Something else",
          ],
        },
        {
          name: "how_long",
          label: "How long has it been going on?",
          type: "select",
          options: ["Less than a month", "One to six months", "More than six months"],
        },
        { name: "details", label: "Details", type: "textarea", required: true, maxLength: 3000 },
        {
          name: "photos",
          label: "Photos",
          type: "file",
          accept: ["image"],
          maxFiles: 3,
          maxSizeMb: 10,
          help: "Taken from the road or your own property, please.",
        },
        {
          name: "confidential",
          label: "If the file is requested under FOIL, should we withhold your name and contact details?",
          type: "radio",
          options: ["Yes, keep them confidential", "No, that's fine"],
        },
      ],
    },
    {
      key: "email-notices",
      name: "Town of Alder Creek email notices",
      recipients: ["clerk@townofaldercreek.example"],
      submitLabel: "Sign up",
      subscribeList: "town-news",
      listChoice: {
        field: "lists",
        lists: {
          "Town news": "town-news",
          "Meeting agendas": "meeting-agendas",
          "Emergency alerts": "emergency-alerts",
          "Water district notices": "water-district",
        },
      },
      confirmToSender: true,
      successMessage:
        "Almost done: please check your email and click the link we've sent to confirm your sign-up. You won't receive any notices until you do. Add clerk@townofaldercreek.example to your contacts so alerts don't land in spam.",
      fields: [
        { name: "name", label: "Your name", type: "text", width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        {
          name: "lists",
          label: "Which notices would you like?",
          type: "checkbox",
          required: true,
          options: ["Town news", "Meeting agendas", "Emergency alerts", "Water district notices"],
        },
        {
          name: "consent",
          label: "Yes, email me Town of Alder Creek notices on the lists I've chosen. I can unsubscribe at any time.",
          type: "consent",
          required: true,
        },
      ],
    },
  ],
  mailLists: [
    { key: "town-news", name: "Town news", autoNews: true },
    { key: "meeting-agendas", name: "Meeting agendas" },
    { key: "emergency-alerts", name: "Emergency alerts" },
    { key: "water-district", name: "Water district notices" },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Town of Alder Creek, New York",
      description:
        "Official site of the Town of Alder Creek in Ontario County, NY: pay water and tax bills, apply for permits, find board meetings and read town news.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("landscape/valley-light"),
            variant: "split",
            eyebrow: "Ontario County, New York · Est. 1812",
            heading: "Welcome to the Town of Alder Creek",
            body: "Town Hall serves about 4,300 residents in the hills between the west shore of Canandaigua Lake and the Bristol Valley. Pay a bill, apply for a permit, find a meeting, or reach the right office on the first call.",
            actions: [
              { label: "Pay a bill", href: "payments" },
              { label: "Find a department", href: "departments", variant: "secondary" },
            ],
            illustration: "landmark",
          },
        },
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "Hydrant flushing this week on the east side",
            body: "Highway and Water crews are flushing hydrants from Route 21 east to West Lake Road, Monday through Friday, 8:00 a.m. to 3:00 p.m. Discoloured water is harmless but can stain laundry: run the cold tap until it clears before washing whites. Questions: Water & Sewer, (585) 555-0130.",
          },
        },
        {
          type: "features",
          props: {
            heading: "How do I…",
            intro: "The things residents ask Town Hall for most often.",
            columns: 3,
            items: [
              {
                icon: "wallet",
                title: "Pay a water, sewer or tax bill",
                body: "Card or e-check, by mail, at the drop box by the Town Hall front door, or at the Clerk's counter.",
                href: "payments",
                linkLabel: "Ways to pay",
              },
              {
                icon: "hammer",
                title: "Get a building or fence permit",
                body: "Fences, sheds over 144 sq ft, decks, pools, additions and new homes all need a permit before work begins.",
                href: "departments/code-enforcement/permits",
                linkLabel: "Permit guide",
              },
              {
                icon: "truck",
                title: "Schedule brush or bulk pickup",
                body: "Curbside brush pickup runs spring and fall by zone. Bulk items go to the transfer station on Saturday mornings.",
                href: "departments/highway",
                linkLabel: "Highway services",
              },
              {
                icon: "file-text",
                title: "License a dog or get married",
                body: "Dog licenses, marriage licenses, certified birth and death records, hunting and fishing licenses.",
                href: "departments/town-clerk",
                linkLabel: "Town Clerk",
              },
              {
                icon: "gavel",
                title: "Attend a board meeting",
                body: "The Town Board meets the second Tuesday of each month at 7:00 p.m. in the Town Hall meeting room.",
                href: "boards",
                linkLabel: "Meeting schedule",
              },
              {
                icon: "bell",
                title: "Get town email notices",
                body: "News, meeting agendas, water advisories and emergency road closures, sent to your inbox.",
                href: "subscribe",
                linkLabel: "Email notices",
              },
            ],
          },
        },
        {
          type: "newsList",
          props: { heading: "Town news", intro: "Notices from Town Hall, the Highway Department and Water & Sewer.", limit: 3 },
        },
        {
          type: "stats",
          props: {
            heading: "Alder Creek at a glance",
            items: [
              { value: "4,300", label: "residents" },
              { value: "38 sq mi", label: "of farmland, woods and lakeshore hills" },
              { value: "62 mi", label: "of town roads plowed and maintained" },
              { value: "1,450", label: "water district customers" },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Town Hall",
            heading: "One building, most of what you need",
            body: md`
              The Town Clerk, Code Enforcement, the Assessor and the Supervisor's office are all at **2150 State Route 21**, with free parking and a ramp entrance on the north side. The Highway garage is a mile south at 1860 Route 21, and the Town Court sits on the lower level of Town Hall.

              Not sure who handles it? Call the main line at **(585) 555-0120** and we will put you through.
            `,
            illustration: "building",
            reverse: true,
            action: { label: "Department directory", href: "contact" },
          },
        },
        { type: "contactDetails", props: { heading: "Visit Town Hall" } },
      ],
    },

    // ------------------------------------------------------------ departments
    {
      path: "departments",
      title: "Town Departments",
      description:
        "Every Town of Alder Creek department: Town Clerk, Highway, Code Enforcement, Assessor, Water & Sewer and Town Court, with what each one handles.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Alder Creek is a small town with a small staff, and most departments are one or two people. The quickest way to get an answer is to start with the office that owns the task. If you are unsure, call Town Hall at **(585) 555-0120** and the front desk will route you.
            `,
          },
        },
        {
          type: "linkList",
          props: {
            heading: "Departments",
            items: [
              {
                title: "Town Clerk",
                href: "departments/town-clerk",
                description: "Dog, marriage, hunting and fishing licenses; vital records; tax collection; FOIL requests; meeting minutes.",
              },
              {
                title: "Highway Department",
                href: "departments/highway",
                description: "Snow and ice control, paving, ditching, roadside mowing, brush pickup and the transfer station.",
              },
              {
                title: "Code Enforcement",
                href: "departments/code-enforcement",
                description: "Building, fence, pool and demolition permits, inspections, fire safety inspections and property maintenance complaints.",
              },
              {
                title: "Assessor",
                href: "departments/assessor",
                description: "Property assessments, STAR and senior exemptions, agricultural exemptions and Grievance Day.",
              },
              {
                title: "Water & Sewer",
                href: "departments/water-and-sewer",
                description: "Water District No. 1 and the Route 21 Sewer District: billing, new connections, meters and main breaks.",
              },
              {
                title: "Town Court",
                href: "departments/town-court",
                description: "Vehicle and traffic tickets, parking tickets, small claims and town ordinance violations.",
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "After-hours emergencies",
            body: "For a water main break or no water at all, call the Water & Sewer on-call line at (585) 555-0129. For a tree down across a town road or a washout, call Ontario County 911 Dispatch's non-emergency line, which pages the Highway Superintendent. For fire, medical or police emergencies, always call 911.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Looking for an elected official or a board?",
            body: "The Town Supervisor, Town Board, Planning Board and Zoning Board of Appeals have their own page with members and meeting schedules.",
            action: { label: "Boards & meetings", href: "boards" },
            secondary: { label: "Call Town Hall", href: "tel:+15855550120", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------- town clerk
    {
      path: "departments/town-clerk",
      title: "Town Clerk",
      description:
        "The Alder Creek Town Clerk issues dog and marriage licenses, certified vital records, hunting and fishing licenses, and collects town and county taxes.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Jennifer Albright, Town Clerk & Tax Collector",
            heading: "Licenses, records and tax collection",
            body: md`
              The Clerk's office is the front counter of Town Hall. We keep the town's official records, take minutes at Town Board meetings, register vital events that happen in Alder Creek, and collect town and county property taxes each January through March.

              - **Counter hours:** Monday to Friday, 8:30 a.m. to 4:30 p.m.
              - **January tax hours:** also Saturdays 9:00 a.m. to noon
              - **Phone:** (585) 555-0121 · **Email:** clerk@townofaldercreek.example
            `,
            illustration: "file-text",
          },
        },
        {
          type: "features",
          props: {
            heading: "What the Clerk's office handles",
            columns: 3,
            items: [
              {
                icon: "dog",
                title: "Dog licenses",
                body: "Required for every dog four months and older. Bring a current rabies certificate and, for the reduced fee, proof of spay or neuter.",
              },
              {
                icon: "heart",
                title: "Marriage licenses",
                body: "Both partners apply in person with photo ID and proof of age. The license is valid 60 days, beginning 24 hours after it is issued.",
              },
              {
                icon: "file-text",
                title: "Birth and death records",
                body: "Certified copies for events that occurred in Alder Creek. Requests are limited to the person named, parents, spouse, or someone with a documented legal right.",
              },
              {
                icon: "trees",
                title: "Hunting and fishing licenses",
                body: "New York DEC sporting licenses, deer management permit applications and Lifetime license paperwork, issued at the counter.",
              },
              {
                icon: "piggy-bank",
                title: "Tax collection",
                body: "Town and county tax bills are mailed in late December and paid here January 1 through March 31.",
              },
              {
                icon: "search",
                title: "Public records (FOIL)",
                body: "Ask for minutes, resolutions, permits or other town records in writing. We acknowledge every request within five business days.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Clerk fees",
            intro: "Set by New York State law or by Town Board resolution. Cash, check or card at the counter (card payments carry a 2.65% processor fee).",
            plans: [
              {
                name: "Dog license",
                price: "$12",
                period: "per year",
                description: "Spayed or neutered dog. Unaltered dogs are $20 a year.",
                features: ["Includes $1 state surcharge", "Renew by the first of your dog's birth month", "Replacement tag $3"],
              },
              {
                name: "Marriage license",
                price: "$40",
                description: "Paid when you apply. Certificate of marriage registration is included.",
                features: ["Both partners present", "Valid 60 days", "Extra certified certificate $10"],
                highlighted: true,
              },
              {
                name: "Certified vital record",
                price: "$10",
                period: "per copy",
                description: "Birth or death certificate for an event in Alder Creek.",
                features: ["Genealogy copies $22", "Mail requests add a stamped envelope"],
              },
            ],
            note: "Photocopies of public records are $0.25 a page. Transcripts of minutes are free to read at the counter or online.",
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "My dog's license lapsed. Is there a penalty?",
                answer:
                  "A $5 late fee applies once a license is more than 30 days overdue. If the Ontario County Dog Control Officer finds an unlicensed dog, New York law allows an enumeration fee of $10 on top of the license, so it is worth renewing promptly.",
              },
              {
                question: "Can we get our marriage license from Alder Creek if we live elsewhere?",
                answer:
                  "Yes. Any town or city clerk in New York can issue a marriage license, and it is valid anywhere in the state. Call ahead to book a 30-minute appointment; walk-ins are taken when the counter is quiet.",
              },
              {
                question: "When are property taxes due?",
                answer:
                  "Town and county taxes are due without penalty through January 31. February payments add 1% and March payments add 2% plus a $2 notice fee. Anything unpaid on April 1 is returned to the Ontario County Treasurer, and from then on you pay the county directly. School taxes are collected by your school district in September, not by the town.",
              },
              {
                question: "Where do I find Town Board minutes?",
                answer:
                  "Approved minutes are posted on the Boards & Meetings page after the following meeting, and the signed originals can be read at the Clerk's counter.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Book a marriage license appointment",
            body: "Call the Clerk's office to pick a time. Bring both partners, photo ID, and $40.",
            action: { label: "Call (585) 555-0121", href: "tel:+15855550121" },
            secondary: { label: "Email the Clerk", href: "mailto:clerk@townofaldercreek.example", variant: "secondary" },
          },
        },
      ],
    },

    // ---------------------------------------------------------------- highway
    {
      path: "departments/highway",
      title: "Highway Department",
      description:
        "Snow plowing, paving, ditching, brush pickup and the transfer station: how the Alder Creek Highway Department keeps 62 miles of town roads open.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Rick Dombrowski, Highway Superintendent",
            heading: "62 miles of town roads, plowed, patched and paved",
            body: "Eight full-time crew members and a fleet of six plow trucks look after every town road from the Bristol town line to West Lake Road. County and state roads, including Route 21 and County Road 12, are maintained by Ontario County and NYSDOT.",
            actions: [
              { label: "Call the Highway garage", href: "tel:+15855550124" },
              { label: "Paving schedule", href: "news/road-paving-schedule", variant: "secondary" },
            ],
            illustration: "truck",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we do",
            columns: 2,
            items: [
              {
                icon: "snowflake",
                title: "Snow and ice control",
                body: "Plows go out when 2 inches have fallen, with routes covering every town road within about four hours. Hills and school bus routes are salted first; gravel roads get a sand and salt mix.",
              },
              {
                icon: "construction",
                title: "Paving and road repair",
                body: "Six to eight miles of roads are resurfaced each summer under the town's five-year paving plan, plus crack sealing, shoulder work and pothole patching from April to November.",
              },
              {
                icon: "leaf",
                title: "Brush pickup",
                body: "Curbside brush pickup runs twice a year, spring and fall, by zone. Limbs up to 6 inches thick and 8 feet long, butt ends facing the road, no stumps, lumber or bagged leaves.",
              },
              {
                icon: "recycle",
                title: "Transfer station",
                body: "1860 Route 21, behind the Highway garage. Saturdays 8:00 a.m. to 2:00 p.m. and Wednesdays 2:00 to 6:00 p.m. Resident permit required; household trash $3 per 33-gallon bag, recycling free.",
              },
              {
                icon: "droplets",
                title: "Ditches and culverts",
                body: "Roadside ditching and culvert replacement keep water off the pavement. New driveway culverts must be at least 15 inches and are set by the town after you buy the pipe.",
              },
              {
                icon: "tree-pine",
                title: "Roadside mowing and trees",
                body: "Shoulders are mowed twice each summer. Report a dead or leaning tree in the town right-of-way and we will inspect it within a week.",
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "Winter overnight parking ban: November 1 to April 1",
            body: "No parking on any town road between 2:00 a.m. and 6:00 a.m. so plows can clear curb to curb. Vehicles left in the road may be ticketed ($35) and towed at the owner's expense. Tickets are paid to the Town Court.",
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "A plow knocked down my mailbox. Will the town replace it?",
                answer:
                  "If the plow physically struck the mailbox or post, the town will replace it with a standard post and box, or reimburse up to $75. Damage from snow thrown by the plow is not covered, so set your post at least 2 feet behind the edge of pavement. Report damage to the garage within 30 days.",
              },
              {
                question: "Can I push snow from my driveway across the road?",
                answer:
                  "No. New York Vehicle and Traffic Law prohibits depositing snow on a public road. Pile it on your own side of the driveway, downstream of the plow's direction of travel, so it doesn't get thrown back in.",
              },
              {
                question: "How do I get a transfer station permit?",
                answer:
                  "Bring your vehicle registration and a tax bill or utility bill showing an Alder Creek address to the Clerk's office. The sticker is free for residents and valid for the calendar year.",
              },
              {
                question: "Who fixes potholes on Route 21?",
                answer:
                  "Route 21 is a state highway: report it to NYSDOT. County Roads 12 and 33 are Ontario County roads. Anything else in the town is ours; call us at (585) 555-0124.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Report a road problem",
            intro:
              "Potholes, washouts, blocked culverts, missing signs: tell us the road name and nearest house number, and add a photo if you can. For Route 21, a state highway, we pass reports to NYSDOT.",
            form: "road-problem",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Prefer to call?",
            body: "The highway garage answers weekdays 6:30 a.m. to 3:00 p.m. If a road hazard puts anyone in danger, call 911.",
            action: { label: "Call (585) 555-0124", href: "tel:+15855550124" },
            secondary: { label: "Email the Highway Dept.", href: "mailto:highway@townofaldercreek.example", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------- code enforcement
    {
      path: "departments/code-enforcement",
      title: "Code Enforcement",
      description:
        "Code Enforcement issues building permits, inspects construction, enforces the NYS Uniform Code and handles property maintenance complaints in Alder Creek.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Mark Tillotson, Code Enforcement Officer",
            heading: "Safe buildings, fair rules, no surprises",
            body: md`
              The Code Enforcement Office administers the **New York State Uniform Fire Prevention and Building Code** and the Town of Alder Creek Zoning Law. That means permits and inspections for construction, fire safety inspections of businesses and apartment buildings, and follow-up on complaints about unsafe or neglected properties.

              Office hours are Monday to Friday, 8:30 a.m. to 11:30 a.m.; afternoons are for inspections in the field. Call **(585) 555-0126** to book an inspection at least two business days ahead.
            `,
            illustration: "hard-hat",
          },
        },
        {
          type: "linkList",
          props: {
            heading: "Code Enforcement guides",
            items: [
              {
                title: "Building permits",
                href: "departments/code-enforcement/permits",
                description: "What needs a permit, the fee schedule, and how an application moves from submission to certificate of occupancy.",
              },
              {
                title: "Fence permits",
                href: "departments/code-enforcement/permits/fence",
                description: "Height limits, setbacks, corner lots and the one-page application for residential fences.",
              },
              {
                title: "Swimming pool permits",
                href: "departments/code-enforcement/permits/pool",
                description: "Barrier, gate, alarm and electrical rules for above-ground, in-ground and inflatable pools.",
              },
              {
                title: "Property maintenance complaints",
                href: "departments/code-enforcement/property-maintenance",
                description: "How to report an unsafe building, junk vehicles or an overgrown lot, and what the town can and can't do.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Inspections during construction",
            intro: "Most residential projects need these inspections. Don't cover work until it has been inspected.",
            items: [
              { title: "Footing", body: "After forms are set and before concrete is poured." },
              { title: "Foundation and drainage", body: "Before backfilling, with damp-proofing and footing drains in place." },
              {
                title: "Framing, rough plumbing and rough electrical",
                body: "Before insulation or drywall. Electrical work is inspected by a town-approved third-party electrical inspection agency.",
              },
              { title: "Insulation and energy code", body: "Before drywall, to check R-values and air sealing." },
              { title: "Final", body: "When the work is complete. A certificate of occupancy or compliance is issued once everything passes." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Do I need a permit to replace my roof?",
                answer:
                  "Not for a simple re-roof with the same materials, as long as you are not replacing sheathing or adding a third layer. Structural repairs, new dormers or solar panels do need a permit.",
              },
              {
                question: "What about a shed?",
                answer:
                  "Sheds of 144 square feet or less need no building permit but must still meet zoning setbacks: 10 feet from side and rear lines and never in the front yard. Larger sheds need a permit.",
              },
              {
                question: "My project needs a variance. Where do I start?",
                answer:
                  "Apply for the building permit first. If the Code Enforcement Officer denies it for a zoning reason, that denial is what you appeal to the Zoning Board of Appeals.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions about a project?",
            body: "A ten-minute call before you start can save a stop-work order later. Bring a sketch and your tax map number if you stop by.",
            action: { label: "Call (585) 555-0126", href: "tel:+15855550126" },
            secondary: { label: "Email Code Enforcement", href: "mailto:code@townofaldercreek.example", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "departments/code-enforcement/permits",
      title: "Building Permits",
      description:
        "Which projects need a building permit in the Town of Alder Creek, the current fee schedule, and how to apply, get inspected and close out your permit.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "Projects that need a permit",
            intro: "Get the permit before work begins. Work started without one is charged double the permit fee.",
            columns: 3,
            items: [
              {
                icon: "house",
                title: "New homes and additions",
                body: "Any new dwelling, addition, attached garage, or conversion of a garage or porch to living space.",
              },
              {
                icon: "hammer",
                title: "Decks and porches",
                body: "Any deck more than 30 inches above grade or attached to the house, and all roofed porches.",
              },
              {
                icon: "warehouse",
                title: "Garages, barns and sheds",
                body: "Accessory buildings over 144 sq ft. Farm buildings used for agriculture need a permit but pay no fee.",
              },
              {
                icon: "ruler",
                title: "Fences",
                body: "Every residential fence, including replacements in a new location. Farm fences are exempt.",
                href: "departments/code-enforcement/permits/fence",
                linkLabel: "Fence rules",
              },
              {
                icon: "waves",
                title: "Swimming pools",
                body: "Any pool or hot tub able to hold more than 24 inches of water, including inflatables.",
                href: "departments/code-enforcement/permits/pool",
                linkLabel: "Pool rules",
              },
              { icon: "flame", title: "Wood stoves and generators", body: "Solid-fuel heaters, chimneys, and permanently installed standby generators." },
              {
                icon: "sun",
                title: "Solar",
                body: "Roof-mounted and ground-mounted solar arrays. Large commercial arrays also need Planning Board site plan review.",
              },
              { icon: "construction", title: "Demolition", body: "Removing any building over 144 sq ft. Utilities must be disconnected and confirmed first." },
              {
                icon: "droplets",
                title: "Septic systems",
                body: "New and replacement septic systems are permitted through the Ontario County Department of Health, not the town.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Permit fee schedule",
            intro: "Adopted by the Town Board. Fees include all required town inspections and the final certificate.",
            plans: [
              {
                name: "Residential construction",
                price: "$0.45",
                period: "per sq ft",
                description: "New homes, additions and attached garages.",
                features: ["Minimum fee $150", "New single-family homes minimum $500", "Certificate of occupancy included"],
                highlighted: true,
              },
              {
                name: "Accessory structures",
                price: "$75",
                description: "Decks, detached garages, sheds over 144 sq ft, porches.",
                features: ["Plus $0.20 per sq ft over 400 sq ft", "Ag buildings no fee"],
              },
              {
                name: "Small projects",
                price: "$50",
                description: "Fences, wood stoves, generators, demolition.",
                features: ["Above-ground pools $75", "In-ground pools $150", "Roof-mount solar $100"],
              },
            ],
            note: "Permit fees can be paid online, by check to the Town of Alder Creek, or at the Clerk's counter. Renewals of an expired permit are half the original fee.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How to apply",
            items: [
              {
                title: "Pick up or request an application",
                body: "Applications are at the Town Hall counter, or email code@townofaldercreek.example and we'll send the right one.",
              },
              {
                title: "Attach your plans",
                body: "A plot plan showing the building, property lines and distances, plus construction drawings. New homes and additions over 1,500 sq ft need stamped drawings from a NY-licensed architect or engineer.",
              },
              {
                title: "Show insurance",
                body: "Contractors must provide workers' compensation and disability coverage certificates (or the state's CE-200 exemption for homeowners doing their own work).",
              },
              {
                title: "Review",
                body: "Most residential permits are reviewed within 10 business days. We'll call if anything is missing or needs a zoning variance.",
              },
              {
                title: "Post the permit and build",
                body: "Post the permit card where it can be seen from the road and call for each inspection two business days ahead.",
              },
              {
                title: "Final inspection",
                body: "Once the final inspection passes, we issue the certificate of occupancy or compliance. Permits are valid for one year and can be renewed once.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Can I do the work myself?",
                answer:
                  "Yes. Homeowners may do their own work on a one- or two-family home they live in. You are still responsible for meeting the code and calling for inspections.",
              },
              {
                question: "How close to the property line can I build?",
                answer:
                  "In the R-1 Residential district the setbacks are 50 feet from the road centerline, 15 feet from side lines and 25 feet from the rear. Agricultural-Residential lots require 60, 25 and 40 feet. Call us with your tax map number and we'll confirm your district.",
              },
              {
                question: "What happens if I sell a house with an open permit?",
                answer: "Open permits show up in title searches and can hold up a closing. Call for a final inspection well before you list the house.",
              },
            ],
          },
        },
      ],
    },
    {
      path: "departments/code-enforcement/permits/fence",
      title: "Fence Permits",
      description:
        "Alder Creek fence rules: 4-foot front yard and 6-foot side and rear height limits, corner-lot sight triangles, and how to apply for a $50 fence permit.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Every residential fence in the Town of Alder Creek needs a permit, including a replacement fence that goes in a different spot than the old one. Fences used to contain livestock or protect crops on a working farm are exempt. The permit is **$50** and most applications are approved within five business days.
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "The rules",
            columns: 2,
            items: [
              {
                icon: "ruler",
                title: "Height",
                body: "Up to 4 feet in the front yard and up to 6 feet along the side and rear yards, measured from the ground on the lower side.",
              },
              {
                icon: "map-pin",
                title: "Location",
                body: "A fence may sit on your side of the property line, but you are responsible for knowing where the line is. When in doubt, have a surveyor stake it.",
              },
              {
                icon: "car",
                title: "Corner lots",
                body: "Nothing over 30 inches tall within the 30-foot sight triangle at an intersection, so drivers can see cross traffic.",
              },
              {
                icon: "paintbrush",
                title: "Good neighbor side",
                body: "The finished side faces out, toward the neighbor or the road. Posts and rails go on your side.",
              },
              {
                icon: "shield",
                title: "Materials",
                body: "No barbed wire, razor wire or electric fencing on residential lots. Chain link, wood, vinyl, aluminum and split rail are all fine.",
              },
              {
                icon: "droplets",
                title: "Drainage and easements",
                body: "Keep fences out of drainage ditches and town right-of-way. Fences in a utility easement may be removed by the utility without compensation.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Applying for a fence permit",
            items: [
              {
                title: "Sketch your fence",
                body: "Draw your lot, house and the fence line with distances to the property lines and the road. A copy of your survey with the fence drawn on it is ideal.",
              },
              {
                title: "Fill out the one-page application",
                body: "Note the height, material and total length. Pick one up at Town Hall or request it by email.",
              },
              { title: "Pay the $50 fee", body: "Online, by check to the Town of Alder Creek, or at the Clerk's counter." },
              {
                title: "Call 811 before you dig",
                body: "Dig Safely New York marks buried gas, electric and phone lines for free. Call at least two full working days before digging post holes.",
              },
              {
                title: "Call for a final inspection",
                body: "A quick visit once the fence is up to confirm height and location. No inspection is needed before installation.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Is a pool enclosure a fence permit?",
                answer:
                  "No. A fence that serves as a pool barrier is reviewed as part of the pool permit, because it must meet the 4-foot minimum height and self-closing gate rules.",
              },
              {
                question: "Do hedges count as fences?",
                answer: "No permit is needed for plantings, but hedges on corner lots must still be kept below 30 inches inside the sight triangle.",
              },
              {
                question: "My neighbor's fence is over the line. Can the town make them move it?",
                answer:
                  "Property line disputes are a civil matter between neighbors, usually settled with a survey. The town enforces height, sight-triangle and permit rules only.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Ready to apply?",
            body: "Email your sketch and application to Code Enforcement, or drop them off at Town Hall weekday mornings.",
            action: { label: "Email Code Enforcement", href: "mailto:code@townofaldercreek.example" },
            secondary: { label: "All building permits", href: "departments/code-enforcement/permits", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "departments/code-enforcement/permits/pool",
      title: "Swimming Pool Permits",
      description:
        "Pool permits in Alder Creek: barrier and gate rules, the required pool alarm, electrical inspection, setbacks and fees for above-ground and in-ground pools.",
      blocks: [
        {
          type: "split",
          props: {
            heading: "Any pool deeper than 24 inches needs a permit",
            body: md`
              That includes above-ground pools, in-ground pools, hot tubs and the inflatable pools sold at big-box stores. New York's Residential Code is strict about pools because drowning is the leading cause of accidental death for young children, and most happen in a backyard pool.

              - **Above-ground pool:** $75
              - **In-ground pool:** $150
              - **Hot tub with a locking safety cover:** $50
            `,
            illustration: "waves",
          },
        },
        {
          type: "features",
          props: {
            heading: "What every pool needs",
            columns: 2,
            items: [
              {
                icon: "shield-check",
                title: "A 4-foot barrier",
                body: "A fence or the pool wall itself must be at least 48 inches high all the way around, with no gaps over 4 inches and nothing a child could climb.",
              },
              {
                icon: "lock",
                title: "Self-closing, self-latching gates",
                body: "Gates open outward, away from the pool, and latch automatically. The latch must be at least 54 inches off the ground or on the pool side.",
              },
              {
                icon: "bell",
                title: "A pool alarm",
                body: "New York requires an alarm that sounds when someone enters the water, for every new or replaced pool. Bring the model number to the final inspection.",
              },
              {
                icon: "zap",
                title: "Electrical inspection",
                body: "Pumps, bonding and GFCI protection are inspected by a town-approved third-party electrical agency before the pool is filled.",
              },
              {
                icon: "ruler",
                title: "Setbacks",
                body: "At least 10 feet from side and rear property lines, never in the front yard, and clear of overhead power lines and septic fields.",
              },
              {
                icon: "house",
                title: "Ladders and decks",
                body: "Removable or lockable ladders on above-ground pools. A deck that gives access to the pool must have its own gate.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Does a kiddie pool need a permit?",
                answer: "No: wading pools that can't hold more than 24 inches of water are exempt. Empty them after use.",
              },
              {
                question: "I'm replacing the liner in my old pool. Do I need a permit?",
                answer:
                  "No, a liner replacement is maintenance. Replacing the pool itself, the pump wiring or the barrier does require a permit, and the new pool must meet today's alarm and barrier rules.",
              },
              {
                question: "How long does approval take?",
                answer:
                  "About a week for most above-ground pools. In-ground pools need a plot plan showing the pool, barrier and setbacks, and typically take two weeks. Plan ahead so you can swim by July.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Talk to Code Enforcement before you buy",
            body: "Tell us your lot size and the pool you're considering, and we'll tell you where it can go.",
            action: { label: "Call (585) 555-0126", href: "tel:+15855550126" },
            secondary: { label: "Fence rules", href: "departments/code-enforcement/permits/fence", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "departments/code-enforcement/property-maintenance",
      title: "Property Maintenance Complaints",
      description:
        "How to report an unsafe building, junk vehicles, garbage or an overgrown lot in Alder Creek, and how Code Enforcement follows up on every complaint.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              The Property Maintenance Code of New York State and the town's Junk and Unregistered Vehicle Law set minimum standards every property must meet. Code Enforcement responds to complaints from residents and to conditions we see on our own inspections.

              ## What we can act on

              - Buildings that are open to the weather, structurally unsafe or vacant and unsecured
              - Garbage, rubbish or appliances stored outside
              - More than one unregistered or uninspected vehicle kept outside a garage
              - Grass and weeds over 10 inches on lots in the R-1 Residential district
              - Rental units without working heat, water or smoke and carbon monoxide alarms

              ## What we can't

              Noise, barking dogs, property line disputes and neighbor disagreements are handled by the Ontario County Sheriff, the Dog Control Officer, or privately. Farming practices on land in an agricultural district are protected by New York's Right to Farm law.
            `,
          },
        },
        {
          type: "steps",
          props: {
            heading: "What happens after you report",
            items: [
              {
                title: "We log the complaint",
                body: "Give us the address, what you've seen and how long it has been going on. You may stay anonymous, though your contact details help if we have questions.",
              },
              {
                title: "Site visit within 10 business days",
                body: "Sooner for anything that looks dangerous, such as an open foundation or a collapsing structure.",
              },
              { title: "Notice of violation", body: "If there's a violation, the owner gets a written notice with a deadline to fix it, usually 30 days." },
              {
                title: "Re-inspection and court",
                body: "Most owners comply. If not, the case goes to the Alder Creek Town Court, where fines can reach $250 per day of violation.",
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Complaints are public records",
            body: "Under New York's Freedom of Information Law, complaint files can be requested. We redact the name and contact details of anyone who asks to remain confidential.",
          },
        },
        {
          type: "form",
          props: {
            heading: "Report a property",
            intro:
              "Give us the address and what you've seen, with a photo if you have one. Your name is optional; we ask for an email address so we can send you a reference number.",
            form: "property-complaint",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Rather talk to someone?",
            body: "Code Enforcement takes calls weekday mornings, or you can email the office.",
            action: { label: "Call (585) 555-0126", href: "tel:+15855550126" },
            secondary: { label: "Email Code Enforcement", href: "mailto:code@townofaldercreek.example", variant: "secondary" },
          },
        },
      ],
    },

    // --------------------------------------------------------------- assessor
    {
      path: "departments/assessor",
      title: "Assessor's Office",
      description:
        "The Alder Creek Assessor values property for taxes, grants STAR, senior, veterans and farm exemptions, and explains how to grieve your assessment.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Susan Pratt, IAO, Sole Assessor",
            heading: "Fair, current values for every parcel",
            body: md`
              The Assessor's Office values the town's 2,680 parcels so that property taxes are shared fairly. Alder Creek assesses at **100% of market value**, so your assessment should be close to what your property would sell for.

              The tentative assessment roll is filed **May 1** each year and the final roll **July 1**. Office hours are Tuesday through Thursday, 9:00 a.m. to 4:00 p.m., or by appointment: (585) 555-0182.
            `,
            illustration: "calculator",
          },
        },
        {
          type: "features",
          props: {
            heading: "Exemptions you may qualify for",
            intro: "Most applications are due by taxable status date, March 1.",
            columns: 3,
            items: [
              {
                icon: "house",
                title: "STAR credit",
                body: "New homeowners register with the NYS Department of Taxation and Finance, which sends a school tax credit check. Income limit $500,000.",
              },
              {
                icon: "users",
                title: "Enhanced STAR",
                body: "For owners 65 and older with household income of $107,300 or less (from the tax return two years prior). Enrolling in the Income Verification Program renews it automatically.",
              },
              {
                icon: "heart-handshake",
                title: "Senior citizens",
                body: "A partial exemption of up to 50% for owners 65 and older with income under the town's sliding scale limit of $37,400.",
              },
              {
                icon: "award",
                title: "Veterans",
                body: "Alternative veterans' exemption for wartime service, with more for combat zone service and service-connected disability. Bring your DD-214.",
              },
              {
                icon: "tractor",
                title: "Agricultural",
                body: "Farmland producing $10,000 or more in sales can be assessed at its agricultural value. Apply each year with the state form RP-305.",
              },
              { icon: "accessibility", title: "Disability", body: "A partial exemption for owners with a documented disability and limited income." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Think your assessment is too high?",
            items: [
              {
                title: "Call the Assessor first",
                body: "Many questions are settled informally: a wrong square footage, a finished basement that isn't, a pole barn that came down. Do this in May, before the roll is final.",
              },
              {
                title: "Gather evidence",
                body: "Recent sales of similar homes, an appraisal, or photos of condition problems. Your own asking price or the tax bill amount is not evidence of value.",
              },
              { title: "File form RP-524", body: "Submit it to the Board of Assessment Review by Grievance Day, the fourth Tuesday in May." },
              {
                title: "Attend Grievance Day",
                body: "The Board meets at Town Hall from 4:00 to 8:00 p.m. You may appear in person or let the paperwork speak for itself.",
              },
              {
                title: "Small claims review",
                body: "If you disagree with the Board's decision on your home, you may file for Small Claims Assessment Review with the Ontario County Clerk within 30 days of the final roll.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Why did my assessment go up when I didn't change anything?",
                answer:
                  "Alder Creek updates values every three years to keep up with the market, as the state encourages. Home prices around Canandaigua Lake have risen sharply, and assessments follow sales.",
              },
              {
                question: "Will a higher assessment raise my taxes by the same amount?",
                answer:
                  "Not necessarily. Tax rates are set from each budget divided by the total assessed value. If every value rises at the same rate, the tax rate drops. Your bill rises only if your value rose faster than average or the budget grew.",
              },
            ],
          },
        },
      ],
    },

    // --------------------------------------------------------- water & sewer
    {
      path: "departments/water-and-sewer",
      title: "Water & Sewer",
      description:
        "Alder Creek Water District No. 1 and the Route 21 Sewer District: quarterly rates, billing dates, new connections, meter readings and main breaks.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Kyle Brennan, Chief Water Operator",
            heading: "Clean water from Canandaigua Lake, delivered daily",
            body: md`
              Water District No. 1 buys treated water from the City of Canandaigua's lake intake and delivers it through 41 miles of mains and two storage tanks to about 1,450 customers. The Route 21 Sewer District carries wastewater from 620 properties to the Canandaigua Lake County Sewer District plant.

              Bills are mailed quarterly, in **January, April, July and October**, and are due 30 days later.
            `,
            illustration: "droplets",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Current rates",
            intro: "Set by the Town Board for each district. Meters are read remotely on the last week of each quarter.",
            plans: [
              {
                name: "Water",
                price: "$38.00",
                period: "per quarter",
                description: "Minimum charge, includes the first 5,000 gallons.",
                features: ["$6.25 per 1,000 gallons after that", "Outside-district users 1.5× rate"],
                highlighted: true,
              },
              {
                name: "Sewer",
                price: "$7.10",
                period: "per 1,000 gallons",
                description: "Based on metered water use.",
                features: ["Minimum $45 per quarter", "Summer average billing for irrigation customers"],
              },
              {
                name: "Connection",
                price: "$1,250",
                description: "New water service tap and 5/8-inch meter.",
                features: ["Sewer connection $1,800", "Larger meters quoted"],
              },
            ],
            note: "A 10% penalty is added to bills unpaid after the due date. Water and sewer charges still unpaid on October 1 are added to the following January's town and county tax bill.",
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "My bill is much higher than usual. What should I check?",
                answer:
                  "Leaking toilets are the most common cause: put a few drops of food colouring in the tank and see if it shows up in the bowl within 15 minutes. Then check outdoor spigots and any water softener. If you can't find a leak, call us and we'll read the meter's hourly log.",
              },
              {
                question: "Can I get credit for water used to fill a pool?",
                answer:
                  "Yes, once per season. Call before you fill, we'll take a meter reading before and after, and sewer charges for that water are removed.",
              },
              {
                question: "Who is responsible for the service line?",
                answer:
                  "The district owns the main and the line up to the curb stop, usually at the edge of the road right-of-way. The line from the curb stop into your house, and the meter pit on some older properties, belong to the owner.",
              },
              {
                question: "Where is the annual water quality report?",
                answer: "The Annual Drinking Water Quality Report is mailed to every customer by May 31 and copies are at the Clerk's counter.",
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "Water main break or no water?",
            body: "Call the on-call operator at (585) 555-0129, 24 hours a day. During business hours, call (585) 555-0130.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Pay your water and sewer bill",
            body: "By card, e-check, mail, drop box or at the Clerk's counter.",
            action: { label: "Ways to pay", href: "payments" },
            secondary: { label: "Email Water & Sewer", href: "mailto:water@townofaldercreek.example", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------- town court
    {
      path: "departments/town-court",
      title: "Alder Creek Town Court",
      description:
        "The Alder Creek Town Justice Court hears traffic and parking tickets, small claims and local law violations. Court nights, fines and how to pay.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              The Town Court is part of the New York State Unified Court System. Town Justice **Hon. Carol Weintraub** presides over vehicle and traffic cases, parking tickets, small claims up to $3,000, evictions, town ordinance violations and arraignments on criminal matters.

              ## Court sessions

              - **Traffic and criminal calendar:** first and third Monday, 5:30 p.m.
              - **Small claims and civil:** second Wednesday, 6:00 p.m.
              - **Court office:** Monday, Wednesday and Thursday, 9:00 a.m. to 3:00 p.m., lower level of Town Hall

              The court clerk can answer questions about procedure and fines but cannot give legal advice.
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "Paying a ticket",
            columns: 2,
            items: [
              {
                icon: "car",
                title: "Parking tickets",
                body: "Winter overnight parking and other town parking tickets are $35, or $60 if unpaid after 30 days. Pay online, by mail, or at the court office.",
                href: "payments",
                linkLabel: "Ways to pay",
              },
              {
                icon: "gavel",
                title: "Traffic tickets",
                body: "Plead guilty or not guilty by mail within 48 hours, as the ticket instructs. The court mails you a fine amount or a court date; don't pay until you receive it.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions for the court clerk",
            body: "Please have your ticket or case number ready when you call.",
            action: { label: "Call (585) 555-0185", href: "tel:+15855550185" },
            secondary: { label: "Email the court", href: "mailto:court@townofaldercreek.example", variant: "secondary" },
          },
        },
      ],
    },

    // ----------------------------------------------------------------- boards
    {
      path: "boards",
      title: "Boards & Meetings",
      description:
        "Members and meeting schedules for the Alder Creek Town Board, Planning Board and Zoning Board of Appeals, plus how to speak at a public meeting.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              All meetings are held in the **Town Hall meeting room, 2150 State Route 21**, and are open to the public under New York's Open Meetings Law. Agendas are posted at Town Hall and emailed to subscribers the Friday before each meeting; the meeting room is wheelchair accessible, and the Clerk can arrange a hearing loop with two days' notice.
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "Our boards",
            columns: 3,
            items: [
              {
                icon: "landmark",
                title: "Town Board",
                body: "The town's governing body: adopts the budget, passes local laws, sets water and sewer rates and appoints staff. Supervisor Daniel Kessler and council members Linda Marsh, Tom Verbridge, Angela Ruiz and Earl Pickering. Meets the second Tuesday of each month at 7:00 p.m., with a workshop the fourth Tuesday at 6:30 p.m.",
              },
              {
                icon: "clipboard-list",
                title: "Planning Board",
                body: "Reviews subdivisions, site plans and special use permits. Chair Rebecca Lyle and six members appointed by the Town Board. Meets the first Thursday of each month at 7:00 p.m. Applications are due 21 days before the meeting.",
              },
              {
                icon: "scale",
                title: "Zoning Board of Appeals",
                body: "Hears requests for area and use variances and appeals of the Code Enforcement Officer's decisions. Chair Howard Benz and four members. Meets the third Wednesday of the month at 7:00 p.m. when applications are pending; applications due 30 days ahead.",
              },
            ],
          },
        },
        {
          type: "documents",
          props: {
            heading: "Recent agendas and minutes",
            intro: "Signed originals are kept by the Town Clerk. Minutes are posted once approved at the following meeting.",
            items: [
              {
                title: "Town Board regular meeting: agenda",
                meta: "Second Tuesday · 7:00 p.m.",
                description: "Highway equipment bid award, water district extension public hearing, Supervisor's monthly report.",
              },
              {
                title: "Town Board regular meeting: minutes",
                meta: "Approved last month",
                description: "Adoption of the five-year paving plan and the spring brush pickup schedule.",
              },
              {
                title: "Planning Board: agenda",
                meta: "First Thursday · 7:00 p.m.",
                description: "Sketch plan for a two-lot subdivision on Bristol Road; site plan for a winery tasting room on County Road 12.",
              },
              {
                title: "Zoning Board of Appeals: minutes",
                meta: "Approved last month",
                description: "Area variance granted for a side setback at 4417 Gannett Hill Road.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Speaking at a meeting",
            items: [
              { title: "Sign in", body: "A sign-in sheet for public comment sits by the door. Add your name and the topic." },
              {
                title: "Wait for public comment",
                body: "Town Board meetings open with a public comment period. Public hearings have their own time on the agenda.",
              },
              {
                title: "Keep it to three minutes",
                body: "State your name and street. Written comments handed to the Clerk are entered into the record in full.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Can I watch meetings remotely?",
                answer: "Town Board and Planning Board meetings are recorded and the audio is available from the Clerk's office within two business days.",
              },
              {
                question: "How do I volunteer for a board?",
                answer:
                  "Send a letter of interest to the Town Supervisor. Openings on the Planning Board and Zoning Board of Appeals are filled by the Town Board each January for terms of seven and five years.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Get agendas by email",
            body: "Meeting agendas and public hearing notices go out the Friday before each meeting.",
            action: { label: "Email notices", href: "subscribe" },
            secondary: { label: "Email the Supervisor", href: "mailto:supervisor@townofaldercreek.example", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------- news
    {
      path: "news",
      title: "Town News",
      description:
        "Announcements from the Town of Alder Creek: road work, brush pickup, water notices, public hearings, assessment deadlines and Town Hall hours.",
      blocks: [
        {
          type: "newsList",
          props: {
            intro: "Road work, water notices, public hearings and deadlines from Town Hall, newest first.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Don't miss a notice",
            body: "Get news, agendas and emergency alerts emailed to you.",
            action: { label: "Email notices", href: "subscribe" },
          },
        },
      ],
    },

    // --------------------------------------------------------------- payments
    {
      path: "payments",
      title: "Pay Town Bills",
      description:
        "Pay Alder Creek water and sewer bills, property taxes, parking tickets and permit fees by card, e-check, mail, drop box or in person at Town Hall.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "centered",
            eyebrow: "Payments",
            heading: "Pay town bills online or in person",
            body: "Pay by card online any time of day, by electronic check over the phone with the Clerk's office, or by check or cash at Town Hall. Have your bill, account or ticket number ready.",
            actions: [
              { label: "Call the Clerk's office", href: "tel:+15855550121" },
              { label: "Email the Clerk", href: "mailto:clerk@townofaldercreek.example", variant: "secondary" },
            ],
            illustration: "wallet",
          },
        },
        {
          type: "billPayment",
          props: {
            heading: "Pay a bill by card",
            intro:
              "Choose the bill, enter its number and the amount you're paying, then continue to the secure card checkout. The card convenience fee is shown before you pay, and your receipt number appears as soon as the payment goes through.",
            bills: [
              {
                key: "water-sewer",
                label: "Water and sewer bill",
                referenceLabel: "Account number",
                referencePattern: "\\d{8}",
                referenceHint: "The 8-digit account number printed at the top of your quarterly bill.",
                minCents: 100,
                maxCents: 500000,
              },
              {
                key: "property-tax",
                label: "Town and county property tax",
                referenceLabel: "Tax map number (SWIS-section-block-lot)",
                referencePattern: "\\d{6}-\\d{1,3}(\\.\\d{1,2})?-\\d{1,2}-\\d{1,3}(\\.\\d{1,3})?",
                referenceHint: "As printed on your tax bill, e.g. 243689-112.04-1-23. Pay the full amount due; partial payments aren't accepted.",
                partial: false,
                minCents: 1000,
                maxCents: 5000000,
              },
              {
                key: "parking-ticket",
                label: "Town parking ticket",
                referenceLabel: "Ticket number",
                referencePattern: "P\\d{6}",
                referenceHint: "The letter P and six digits, printed at the top right of the ticket, e.g. P104522.",
                minCents: 3500,
                maxCents: 25000,
              },
              {
                key: "permit-fee",
                label: "Building or other permit fee",
                referenceLabel: "Application number",
                referencePattern: "BP-\\d{4}-\\d{3}",
                referenceHint: "From your permit application or Code Enforcement's fee letter, e.g. BP-2025-087. Pay once you've been told the fee.",
                minCents: 2500,
                maxCents: 2500000,
              },
            ],
            fee: { label: "Card convenience fee", percent: 2.65, minCents: 200 },
            successPath: "payments/success",
            submitLabel: "Continue to card payment",
          },
        },
        {
          type: "features",
          props: {
            heading: "What you can pay online",
            columns: 2,
            items: [
              {
                icon: "droplets",
                title: "Water and sewer bills",
                body: "Use the 8-digit account number at the top of your quarterly bill. Payments post to your account the next business day.",
                href: "departments/water-and-sewer",
                linkLabel: "Rates and billing",
              },
              {
                icon: "house",
                title: "Town and county property tax",
                body: "January 1 through March 31. Use the SWIS and tax map number from your bill. Partial payments aren't accepted.",
                href: "departments/town-clerk",
                linkLabel: "Tax deadlines",
              },
              {
                icon: "car",
                title: "Parking tickets",
                body: "Town parking tickets only, using the ticket number. Traffic tickets must wait for a fine notice from the court.",
                href: "departments/town-court",
                linkLabel: "Town Court",
              },
              {
                icon: "hammer",
                title: "Permit fees",
                body: "Building, fence, pool and demolition permits, once Code Enforcement has told you the fee. Use your application number.",
                href: "departments/code-enforcement/permits",
                linkLabel: "Fee schedule",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Convenience fees",
            intro:
              "Online payments are taken by card. Card and electronic check payments are handled by the town's payment processor, which charges a fee. The town receives none of it; paying by check or cash at Town Hall costs nothing extra.",
            plans: [
              {
                name: "Credit or debit card",
                price: "2.65%",
                period: "of the payment",
                description: "Visa, Mastercard, Discover and American Express.",
                features: ["Minimum fee $2.00", "Also applies to cards at the counter"],
              },
              {
                name: "Electronic check",
                price: "$1.50",
                period: "per payment",
                description: "Paid straight from a checking or savings account, by phone with the Clerk's office or at the counter.",
                features: ["Flat fee for any amount", "Call (585) 555-0121 weekdays", "Have your routing and account number"],
                highlighted: true,
              },
              {
                name: "Check, cash or money order",
                price: "$0",
                description: "By mail, drop box or at the Clerk's counter.",
                features: ["Payable to Town of Alder Creek", "Returned checks $20"],
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Other ways to pay",
            columns: 3,
            items: [
              {
                icon: "file-text",
                title: "By mail",
                body: "Send the bill stub and a check to Town of Alder Creek, 2150 State Route 21, Alder Creek, NY 14424. Tax payments are on time if postmarked by the due date.",
              },
              {
                icon: "lock",
                title: "Drop box",
                body: "The locked drop box by the Town Hall front door is emptied every business morning. Checks only, please: never leave cash.",
              },
              {
                icon: "building",
                title: "At Town Hall",
                body: "The Clerk's counter is open weekdays 8:30 a.m. to 4:30 p.m., plus Saturday mornings in January for taxes. Receipts are given on the spot.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "How do I know my online payment went through?",
                answer:
                  "Once the card payment goes through you'll see a confirmation page with a receipt number and receive an email receipt. If the card is declined or you cancel, that page says so and nothing is charged. Keep the receipt number: it's how the Clerk finds your payment if there's ever a question.",
              },
              {
                question: "Can I set up automatic water bill payments?",
                answer:
                  "Yes. Ask the Clerk for an ACH authorization form; your quarterly bill is then drawn from your bank on the due date with no convenience fee.",
              },
              {
                question: "I paid the wrong bill or the wrong amount. What now?",
                answer:
                  "Call the Clerk's office as soon as you can. Payments can usually be moved between accounts the same day; refunds take one to two weeks. Processor fees are not refundable.",
              },
            ],
          },
        },
        {
          type: "contactDetails",
          props: { heading: "Questions about a bill?", intro: "The Town Clerk's office handles all payments. Call (585) 555-0121 or stop by the counter." },
        },
      ],
    },
    {
      path: "payments/success",
      title: "Payment Status",
      description:
        "Check the status of your payment to the Town of Alder Creek, keep your receipt number and see when a water, tax, ticket or permit payment will post.",
      blocks: [
        { type: "paymentStatus", props: { startPath: "payments", startLabel: "Pay a town bill" } },
        {
          type: "steps",
          props: {
            heading: "Once your payment is complete",
            items: [
              {
                title: "Your receipt",
                body: "Write down or print the receipt number shown above. A receipt is also emailed to the address you entered; check your spam folder if it doesn't arrive within an hour.",
              },
              {
                title: "Your payment posts",
                body: "Card payments post to your town account the next business day. Taxes paid by midnight on a due date count as on time.",
              },
              {
                title: "Your statement",
                body: "The charge shows on your card or bank statement as TOWN OF ALDER CREEK NY, with the convenience fee listed separately by the processor.",
              },
              {
                title: "Permits and tickets",
                body: "Code Enforcement is notified of permit payments automatically and will contact you about next steps. Parking tickets are marked paid by the court clerk within two business days.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions about your payment",
            items: [
              {
                question: "I think I paid twice.",
                answer: "Call the Clerk's office with both receipt numbers. Duplicate payments are refunded to the original card or account within two weeks.",
              },
              {
                question: "Do I need a paper receipt for taxes?",
                answer:
                  "Your email receipt is proof of payment. A stamped paper tax receipt is available from the Clerk's counter on request, for example for an escrow or mortgage company.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions? Contact the Town Clerk",
            body: "Weekdays 8:30 a.m. to 4:30 p.m. If a payment was declined or you're not sure it went through, call before trying again. Please have your receipt number ready.",
            action: { label: "Call (585) 555-0121", href: "tel:+15855550121" },
            secondary: { label: "Back to Town Hall home", href: "", variant: "secondary" },
          },
        },
      ],
    },

    // -------------------------------------------------------------- subscribe
    {
      path: "subscribe",
      title: "Town Email Notices",
      description:
        "Sign up for Town of Alder Creek email notices: town news, meeting agendas, water advisories, road closures and emergency alerts, sent by the Clerk.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Email notices",
            heading: "Hear from Town Hall before you hear it from a neighbor",
            body: md`
              The Town Clerk sends short email notices when something affects residents: a boil-water advisory, a road closed for culvert work, a public hearing on the budget. Notices are free, and you choose which lists you get.

              We never share the list with anyone, and we never send advertising. Every notice sent is kept on the [past notices](notices) page.
            `,
            illustration: "bell",
          },
        },
        {
          type: "features",
          props: {
            heading: "Choose your lists",
            columns: 2,
            items: [
              {
                icon: "newspaper",
                title: "Town news",
                body: "Everything posted on the News page: brush pickup, paving, tax deadlines, Town Hall closings. About two or three emails a month.",
              },
              {
                icon: "calendar-days",
                title: "Meeting agendas",
                body: "Town Board, Planning Board and Zoning Board of Appeals agendas and public hearing notices, sent the Friday before each meeting.",
              },
              {
                icon: "siren",
                title: "Emergency alerts",
                body: "Boil-water advisories, main breaks, major road closures and storm information. Sent only when it matters, day or night.",
              },
              {
                icon: "droplets",
                title: "Water district notices",
                body: "Hydrant flushing, planned shut-offs and rate changes for Water District No. 1 customers.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Sign up for email notices",
            intro: "Choose one list or all four. Your name is optional.",
            form: "email-notices",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How signing up works",
            items: [
              { title: "Choose your lists", body: "Town news, meeting agendas, emergency alerts, water district notices, or all four." },
              {
                title: "Confirm your address",
                body: "We email you a confirmation link straight away. You're only signed up once you click it, so nobody can add your address without your say-so.",
              },
              { title: "Add us to your contacts", body: "Add clerk@townofaldercreek.example to your contacts so alerts don't land in spam." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "How do I unsubscribe or change lists?",
                answer:
                  "Every notice has an unsubscribe link at the bottom: it takes you off that list only, and opens a page where you can change all your lists. Or reply to any notice and ask the Clerk.",
              },
              {
                question: "Will the town text me in an emergency?",
                answer:
                  "Town notices are email only. For texts and phone calls about severe weather and county-wide emergencies, sign up for NY-Alert, the State's free alert system, and choose Ontario County.",
              },
              {
                question: "Is my email address a public record?",
                answer:
                  "The town treats subscriber lists as confidential. New York's Freedom of Information Law allows an agency to withhold lists of names and addresses when releasing them would be an unwarranted invasion of privacy.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "No email confirmation, or need help?",
            body: "Check your spam folder first. If it isn't there, or you'd like the Clerk to change your lists for you, call or email the Clerk's office.",
            action: { label: "Call (585) 555-0121", href: "tel:+15855550121" },
            secondary: { label: "Email the Clerk", href: "mailto:clerk@townofaldercreek.example", variant: "secondary" },
          },
        },
      ],
    },

    // ---------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact Town Hall",
      description:
        "Phone numbers, email addresses and hours for every Town of Alder Creek office, plus the after-hours water emergency line and Town Hall directions.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "Department directory",
            columns: 3,
            items: [
              { icon: "landmark", title: "Supervisor", body: "Daniel Kessler · (585) 555-0122 · supervisor@townofaldercreek.example" },
              {
                icon: "file-text",
                title: "Town Clerk & Tax Collector",
                body: "Jennifer Albright · (585) 555-0121 · clerk@townofaldercreek.example",
                href: "departments/town-clerk",
                linkLabel: "Clerk services",
              },
              {
                icon: "truck",
                title: "Highway",
                body: "Rick Dombrowski · (585) 555-0124 · highway@townofaldercreek.example",
                href: "departments/highway",
                linkLabel: "Highway services",
              },
              {
                icon: "hard-hat",
                title: "Code Enforcement",
                body: "Mark Tillotson · (585) 555-0126 · code@townofaldercreek.example",
                href: "departments/code-enforcement",
                linkLabel: "Permits and inspections",
              },
              {
                icon: "calculator",
                title: "Assessor",
                body: "Susan Pratt · (585) 555-0182 · assessor@townofaldercreek.example",
                href: "departments/assessor",
                linkLabel: "Assessments",
              },
              {
                icon: "droplets",
                title: "Water & Sewer",
                body: "Kyle Brennan · (585) 555-0130 · after hours (585) 555-0129",
                href: "departments/water-and-sewer",
                linkLabel: "Water & sewer",
              },
              {
                icon: "gavel",
                title: "Town Court",
                body: "Court clerk · (585) 555-0185 · court@townofaldercreek.example",
                href: "departments/town-court",
                linkLabel: "Court information",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Send a message to Town Hall",
            intro:
              "Not sure who to ask? The Clerk's office reads every message and passes it to the right department. Please don't use this form for emergencies, and remember that messages to the town may be public records under FOIL.",
            form: "contact",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Town Hall",
            intro: "2150 State Route 21, two miles north of the Bristol town line. Free parking and an accessible entrance on the north side.",
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "For emergencies, call 911",
            body: "Town offices are not staffed to respond to emergencies. For police, fire or medical help, call 911. For a water main break after hours, call (585) 555-0129.",
          },
        },
      ],
    },

    // --------------------------------------------------------- privacy policy
    {
      path: "privacy-policy",
      title: "Privacy Policy",
      description:
        "How the Town of Alder Creek collects, uses, shares and protects information from visitors to this website and people who pay or write to the town.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              This policy explains what information the Town of Alder Creek collects through this website, how we use it, and your choices. It is adopted under the New York State Internet Security and Privacy Act (State Technology Law, Article II) and the Town Board's Records Management Policy.

              ## Information we collect

              **Information you give us.** When you email a town office, sign up for email notices, report a problem or make a payment, we receive the details you provide: typically your name, address, email address, phone number and the subject of your request.

              **Information collected automatically.** Like most websites, our server logs record the date and time of each visit, the pages requested, the referring page, your browser type and your IP address. We use these logs only to keep the site working, to measure which pages are used, and to investigate misuse. We do not use them to identify individual visitors.

              **Cookies.** The site uses only the cookies needed for it to function. We do not use advertising cookies or sell information to advertisers.

              ## How we use information

              - To answer your question or handle your request
              - To send the email notices you asked for
              - To record and apply payments to the right account
              - To meet legal obligations, including record-keeping required by New York State

              ## Online payments

              Card and electronic check payments are processed by a third-party payment processor under contract with the town. Your full card or bank account number is sent directly to the processor and is never stored by the town. The processor's own privacy policy also applies to information you enter on its pages.

              ## Public records

              The Town of Alder Creek is subject to New York's **Freedom of Information Law (FOIL)**. Emails, complaints, applications and other records you send to the town may be public records that anyone can request. Before releasing records, the town withholds information the law allows us to protect, such as personal contact details whose release would be an unwarranted invasion of personal privacy, Social Security numbers and financial account numbers.

              ## Sharing information

              We do not sell, rent or trade personal information. We share it only with the town employees and contractors who need it to handle your request, with other government agencies when the law requires it (for example, returning unpaid taxes to the Ontario County Treasurer), or in response to a court order or FOIL request as described above.

              ## Retention

              Records are kept for the periods set by the New York State Archives Retention and Disposition Schedule for Government Records (LGS-1), then destroyed. Email notice subscriptions are kept until you unsubscribe.

              ## Security

              The site is served only over encrypted connections. Town staff access personal information only as their duties require, and access is logged.

              ## Children

              This site is intended for a general audience. We do not knowingly collect personal information from children under 13.

              ## Links to other sites

              Pages may link to New York State, Ontario County and other websites. Their privacy practices are their own.

              ## Changes and contact

              The Town Board may update this policy; changes are posted on this page. Questions about this policy, or requests to see or correct information the town holds about you, go to the Town Clerk, who is the town's Records Access Officer: clerk@townofaldercreek.example, (585) 555-0121, 2150 State Route 21, Alder Creek, NY 14424.
            `,
          },
        },
      ],
    },
  ],

  // -------------------------------------------------------------------- news
  news: [
    {
      slug: "hydrant-flushing-water-district-1",
      title: "Hydrant flushing in Water District No. 1",
      summary: "Crews flush every hydrant in the district over two weeks, working west to east. Expect low pressure and discoloured water in the daytime.",
      publishedDaysAgo: 3,
      body: md`
        Twice a year the Water Department flushes every one of the district's 312 hydrants. Opening each hydrant at full flow scours the sediment and mineral deposits that settle in the mains, checks that the hydrant works for the fire department, and keeps the water fresh at the dead ends of the system.

        ## Where and when

        Crews work weekdays from **8:00 a.m. to 3:00 p.m.**, moving west to east:

        - **Week one:** Gannett Hill Road, Bristol Road, Baldwin Road, Whitney Hollow and the Hickory Ridge subdivision
        - **Week two:** Route 21 corridor, County Road 12, Lakeview Terrace, West Lake Road and the Town Park

        Orange "Hydrant Flushing" signs are posted at the start of each street the day before crews arrive.

        ## What you may notice

        - Lower water pressure for an hour or two while a nearby hydrant is open
        - Brown or cloudy water: this is iron and manganese sediment stirred up in the main. It is not a health risk.

        ## What to do

        If your water is discoloured, run the **cold** tap in a bathtub for 5 to 10 minutes until it clears. Avoid using hot water until then, so sediment isn't drawn into your water heater. Hold off on laundry, especially whites, until the water runs clear; if clothes are stained, don't put them in the dryer, and ask Town Hall for a free packet of rust remover.

        ## Questions

        Call Water & Sewer at (585) 555-0130 during business hours. If your water does not clear after 30 minutes of running, let us know and we'll flush the main on your street again.
      `,
    },
    {
      slug: "curbside-brush-pickup",
      title: "Curbside brush pickup by zone",
      summary:
        "The Highway Department collects curbside brush in three zones over three weeks. Have it at the road by 7:00 a.m. on the Monday your zone starts.",
      publishedDaysAgo: 11,
      body: md`
        Recent storms brought down plenty of limbs, and the Highway Department is ready for them. Curbside brush pickup runs for three weeks, one zone per week, starting the Monday after next. Crews make **one pass** down each road, so please have everything out by **7:00 a.m. on the Monday** of your zone's week.

        ## Zones

        - **Zone 1, week one:** everything west of Gannett Hill Road, including Whitney Hollow and Baldwin Road
        - **Zone 2, week two:** between Gannett Hill Road and Route 21, including Hickory Ridge and Bristol Road
        - **Zone 3, week three:** east of Route 21 to the lake, including Lakeview Terrace and County Road 12

        Not sure which zone you're in? Call the Highway garage at (585) 555-0124.

        ## What we take

        - Tree limbs and branches up to **6 inches** in diameter and **8 feet** long
        - Shrub and hedge trimmings
        - Piles stacked neatly with the cut ends facing the road

        ## What we don't

        - Stumps, root balls or logs over 6 inches
        - Lumber, fencing, or anything with nails or wire
        - Leaves, grass clippings or anything in bags
        - Brush from a contractor's job (the contractor must remove it)

        Piles mixed with these items will be left behind with a tag explaining why.

        ## Tips

        Keep piles off mailboxes, hydrants and culvert ends, and away from overhead wires. Brush should be in the road right-of-way but not on the pavement.

        ## Can't wait?

        Residents can drop brush free at the transfer station, 1860 Route 21, on Wednesdays 2:00 to 6:00 p.m. and Saturdays 8:00 a.m. to 2:00 p.m. with a current resident sticker. Pickup comes round twice a year, always in these three zones; each round is announced here and on the town news email list ahead of time.
      `,
    },
    {
      slug: "road-paving-schedule",
      title: "Road paving schedule announced",
      summary:
        "Seven miles of town roads will be milled and resurfaced in the next paving program of the five-year plan. Expect short delays and one-lane traffic.",
      publishedDaysAgo: 24,
      body: md`
        The Town Board has approved the next paving program, the third of the town's five-year road plan. Highway Superintendent Rick Dombrowski expects to resurface about **7.2 miles** of town roads over ten weeks of the paving season, weather permitting. The work is paid for with the highway fund and **$412,000 in state CHIPS aid**.

        ## Roads on the list

        1. **Gannett Hill Road**, Bristol Road to the town line (2.1 miles): mill and overlay, new shoulders
        2. **Whitney Hollow Road**, full length (1.4 miles): culvert replacement first, then paving
        3. **Baldwin Road**, Route 21 to Cole Road (1.3 miles): overlay
        4. **Hickory Ridge subdivision**: Hickory Ridge Drive, Chestnut Court and Walnut Lane (0.9 miles): mill and overlay
        5. **Lakeview Terrace** (0.8 miles): drainage work and overlay
        6. **Cole Road**, Baldwin Road to County Road 12 (0.7 miles): chip seal

        The order may change with weather and contractor schedules. Each road's week goes out on the town news email list before crews arrive.

        ## What to expect

        - **Flaggers and one-lane traffic** from 7:00 a.m. to 5:00 p.m. on weekdays. Delays should be under 15 minutes.
        - **Driveway access** will be blocked for about an hour while the paver passes. Crews knock on doors first.
        - Fresh asphalt is soft for a few days. Avoid turning your steering wheel while parked on new pavement, and keep trailers and kickstands off it.
        - On chip-sealed roads, loose stone is swept up about ten days after sealing. Please drive slowly until then to protect windshields.

        ## School buses and mail

        The Highway Department shares the schedule with the Bristol Valley Central School District transportation office and the Alder Creek post office, so bus and mail routes are adjusted in advance.

        ## Questions

        Call the Highway garage at (585) 555-0124, weekdays 6:30 a.m. to 3:00 p.m.
      `,
    },
    {
      slug: "tentative-assessment-roll-grievance-day",
      title: "Tentative assessment roll filed; Grievance Day is the fourth Tuesday in May",
      summary: "Check your property's tentative assessment now. Informal reviews with the Assessor run through mid-May, and Grievance Day is 4:00 to 8:00 p.m.",
      // The tentative roll is filed on May 1: the notice goes out the first weekday after.
      publishedDaysAgo: 1,
      on: { month: 5, weekday: "mon", nth: 1 },
      body: md`
        The tentative assessment roll for the Town of Alder Creek has been filed with the Town Clerk and can be reviewed at the Clerk's counter during business hours. Property owners whose assessment changed have been mailed a notice showing the old and new values.

        ## Why values changed

        This is a **reassessment year**. To keep assessments at 100% of market value, the Assessor reviewed sales from the past two years across all 2,680 parcels. Median home values in Alder Creek rose about 11%, with larger increases for lake-view properties and smaller ones for farmland. About 60% of parcels have a new value.

        A higher assessment does not automatically mean a higher tax bill. Tax rates are recalculated each year from the budget and the total value of the town, so if your value rose by less than the town average, your share may go down.

        ## If you disagree

        1. **Talk to the Assessor.** Call Susan Pratt at (585) 555-0182 to book an informal review, Tuesdays through Thursdays until the middle of May. Many errors, such as wrong square footage or a building that has been removed, are fixed at this stage.
        2. **File a grievance.** Complete New York State form RP-524 and file it with the Board of Assessment Review by the end of Grievance Day. Forms are at Town Hall and on the state Department of Taxation and Finance website.
        3. **Grievance Day** is the **fourth Tuesday in May**, from 4:00 to 8:00 p.m. in the Town Hall meeting room. Appointments are not required but are encouraged; call the Clerk at (585) 555-0121.

        ## Helpful evidence

        - Sales of comparable homes in Alder Creek or neighboring Bristol and South Bristol
        - A recent independent appraisal
        - Photos and repair estimates for serious condition problems

        The final assessment roll will be filed on July 1.
      `,
    },
    {
      slug: "public-hearing-preliminary-budget",
      title: "Public hearing on the preliminary town budget",
      summary: "The Town Board will take comments on next year's preliminary budget, which holds the town tax rate flat and funds a new plow truck.",
      // The preliminary budget is filed in early October; the hearing is in November.
      publishedDaysAgo: 1,
      on: { month: 10, weekday: "mon", nth: 3 },
      body: md`
        The Alder Creek Town Board will hold a **public hearing on the preliminary budget** for the coming fiscal year on the second Tuesday of November at **7:00 p.m.** in the Town Hall meeting room, 2150 State Route 21. Everyone is welcome to speak or to submit written comments to the Town Clerk before the hearing.

        ## Budget highlights

        The preliminary budget totals **$4.86 million** across all funds, an increase of 2.1% over this year.

        - **General fund:** $1.72 million. Includes a 3% raise for town staff, a new roof for the Highway garage office wing, and $15,000 for the Town Park pavilion.
        - **Highway fund:** $2.31 million. Includes the purchase of a new tandem-axle plow truck ($268,000) to replace a 2006 truck, and continued funding of the five-year paving plan.
        - **Water District No. 1:** $612,000, supported entirely by water rates. Rates are proposed to rise by $0.15 per 1,000 gallons to cover higher wholesale water costs.
        - **Route 21 Sewer District:** $218,000, with no change in rates.

        ## Effect on your taxes

        The town tax rate is projected to stay at **$2.48 per $1,000 of assessed value**, the same as this year, and the levy stays within the New York State property tax cap. On a home assessed at $250,000, the town portion of the January tax bill would be about $620. County and fire district taxes are set separately.

        ## How to take part

        - Copies of the preliminary budget are available at the Clerk's counter
        - Written comments may be emailed to clerk@townofaldercreek.example or dropped off at Town Hall
        - The Town Board is expected to adopt the final budget at a special meeting on November 20

        Questions about the budget may be directed to Supervisor Daniel Kessler, the town's budget officer, at (585) 555-0122.
      `,
    },
  ],
};

export default site;
