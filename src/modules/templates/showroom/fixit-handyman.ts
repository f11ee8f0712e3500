import type { SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "fixit-handyman",
  name: "Fix-It Handyman",
  kind: "single-page:handyman",
  theme: {
    palette: {
      primary: "#a3400a",
      onPrimary: "#ffffff",
      accent: "#f2b134",
      background: "#fdfcf9",
      surface: "#f2eee6",
      text: "#1f1c18",
      muted: "#57514a",
      border: "#ddd5c8",
    },
    fonts: { heading: "oswald", body: "system" },
    header: "action",
    footer: "band",
    sectionStyle: "cards",
    logo: { mark: "hammer", shape: "hexagon" },
    radius: "small",
    pattern: "diagonal",
  },
  settings: {
    tagline: "The to-do list on your fridge, done in a day",
    description:
      "Fix-It Handyman is Rick Santangelo and a two-person crew in Irondequoit, NY, doing small home repairs, installations and odd jobs across Rochester's east side and suburbs. Fully insured, upfront prices, no job too small.",
    contact: {
      phone: "(585) 555-0113",
      email: "rick@fixithandyman.example",
      serviceAreaNote:
        "Irondequoit, Rochester, Webster, Penfield, Brighton, Pittsford and Perinton. Greece, Gates and Henrietta for jobs of half a day or more.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "07:30", closes: "17:00" },
      { days: ["sat"], opens: "08:00", closes: "12:00" },
    ],
    hoursNote: "We're usually booked one to two weeks out. Leaking pipes and doors that won't lock go to the front of the line.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Call Rick", href: "tel:+15855550113" },
  },
  forms: [
    {
      key: "job-request",
      name: "Job request",
      recipients: ["rick@fixithandyman.example"],
      submitLabel: "Send my list",
      successMessage:
        "Thanks, Rick has your list. You'll have a written estimate within one business day: flat prices where we can, an hour count where we can't. If something is leaking or a door won't lock, call (585) 555-0113 now and we'll move you up the line.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half", help: "We text when we're on the way." },
        { name: "town", label: "Town", type: "text", required: true, width: "half", maxLength: 80 },
        {
          name: "address",
          label: "Address of the job",
          type: "text",
          required: true,
          help: "We cover Irondequoit, Rochester, Webster, Penfield, Brighton, Pittsford and Perinton; Greece, Gates and Henrietta for half a day or more.",
        },
        {
          name: "kind",
          label: "What kind of work?",
          type: "checkbox",
          options: [
            "Doors and windows",
            "Drywall and paint",
            "Minor plumbing",
            "Fixtures and fans",
            "Mounting and assembly",
            "Carpentry and decks",
            "Something else",
          ],
        },
        {
          name: "work",
          label: "Your list",
          type: "textarea",
          required: true,
          maxLength: 4000,
          help: "One job per line: what it is, which room, and anything you know (sizes, brands, whether you already have the parts).",
        },
        {
          name: "timing",
          label: "How soon?",
          type: "radio",
          required: true,
          options: ["Urgent: a leak, or a door that won't lock", "In the next two weeks", "Within a month or so", "Whenever you can fit it in"],
        },
        {
          name: "days",
          label: "Days that work for a visit",
          type: "checkbox",
          options: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday morning"],
        },
        {
          name: "photos",
          label: "Photos of the jobs",
          type: "file",
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
          help: "Up to six. Photos let us price most jobs without a visit and bring the right parts.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Fix-It Handyman | Home Repairs in Irondequoit & Rochester",
      description:
        "Small home repairs, TV mounting, drywall patches, doors, faucets and odd jobs in Irondequoit and Rochester's east side. Flat-rate prices and hourly rates.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Irondequoit · east side · insured",
            heading: "The dripping faucet, the sticking door, the shelf you bought in 2019",
            body: "Send us your list. We'll price it upfront, turn up in the two-hour window we promised, and knock out as many jobs as fit in the visit. Most of our customers save up eight or ten small things and have them done in a single morning.",
            actions: [
              { label: "Call (585) 555-0113", href: "tel:+15855550113" },
              { label: "Email Rick", href: "mailto:rick@fixithandyman.example", variant: "secondary" },
            ],
            illustration: "wrench",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we fix",
            columns: 3,
            items: [
              {
                icon: "house",
                title: "Doors and windows",
                body: "Sticking and sagging doors, new locks and deadbolts, storm doors, weatherstripping, broken sash cords and window screens.",
              },
              {
                icon: "paintbrush",
                title: "Drywall and paint",
                body: "Patching holes and cracks, water-stain repair, touch-ups before a sale, and painting single rooms and trim.",
              },
              {
                icon: "droplets",
                title: "Minor plumbing",
                body: "Faucets, running toilets, garbage disposals, shut-off valves and re-caulking tubs and showers. No gas lines or main drains.",
              },
              {
                icon: "plug",
                title: "Fixtures and fans",
                body: "Swapping light fixtures, ceiling fans, switches, dimmers and smart thermostats on existing wiring.",
              },
              {
                icon: "drill",
                title: "Mounting and assembly",
                body: "TVs, shelves, mirrors, curtain rods, grab bars and flat-pack furniture, anchored properly into studs or masonry.",
              },
              {
                icon: "hammer",
                title: "Carpentry and decks",
                body: "Replacing rotted trim and deck boards, loose stair railings, baseboards, small closet and garage storage builds.",
              },
            ],
          },
        },
        {
          type: "menu",
          props: {
            heading: "Prices",
            intro:
              "Flat prices include labor and small hardware; you pay for parts like faucets or fixtures at cost, or supply your own. Anything not listed is billed by the hour.",
            sections: [
              {
                name: "Time and materials",
                items: [
                  { name: "First hour", description: "Includes the trip and up to an hour of work, any number of small jobs.", priceCents: 9500 },
                  { name: "Each additional hour", description: "Billed in half-hour steps after the first hour.", priceCents: 7500 },
                  { name: "Half day", description: "Four hours on site for a long list or a small project.", priceCents: 32000, tags: ["best value"] },
                  { name: "Full day", description: "Eight hours, two-person crew available for $960.", priceCents: 60000 },
                ],
              },
              {
                name: "Flat-rate jobs",
                items: [
                  { name: 'Mount a TV up to 65"', description: "Bracket supplied by you, cables tidied, on drywall over studs.", priceCents: 14500 },
                  { name: "Replace a kitchen or bath faucet", priceCents: 16500 },
                  { name: "Fix a running toilet", description: "New fill valve and flapper, parts included.", priceCents: 11000 },
                  { name: "Install a ceiling fan", description: "On an existing fan-rated box.", priceCents: 17500 },
                  { name: 'Patch a drywall hole up to 6"', description: "Patched, textured and primed; painting $40 more.", priceCents: 15000 },
                  { name: "Re-caulk a tub or shower", description: "Old caulk removed, mildew treated, new silicone.", priceCents: 18500 },
                  {
                    name: "Install a grab bar",
                    description: "Anchored into studs or tile with proper anchors; $60 for each one after the first.",
                    priceCents: 12500,
                  },
                  { name: "Replace a storm door", description: 'Standard 36" door, old one hauled away.', priceCents: 29500 },
                ],
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
                title: "Send your list",
                body: "Call, or send your list with the form below and a photo of each job. Photos let us price most jobs without a visit and bring the right parts.",
              },
              { title: "Get a price", body: "Within one business day you'll have a written estimate: flat prices where we can, an hour count where we can't." },
              {
                title: "Pick a window",
                body: "We give you a two-hour arrival window and text when we're on the way. If we're going to be late, you'll know before it happens.",
              },
              {
                title: "Pay when it's done",
                body: "Walk through the work with us, then pay by card, check or Venmo. Every job carries a one-year workmanship guarantee.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "3,100+", label: "jobs finished since 2015" },
              { value: "2 hr", label: "arrival windows, and we keep them" },
              { value: "$2M", label: "liability insurance, certificate on request" },
              { value: "1 year", label: "guarantee on all our workmanship" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From the neighbors",
            items: [
              {
                quote:
                  "I emailed Rick a list of eleven things with photos on a Sunday night. He was here the following Thursday at 8 and was gone by lunch with every one of them done. The price matched the estimate to the dollar.",
                name: "Helen Brandt",
                detail: "Irondequoit",
                rating: 5,
              },
              {
                quote:
                  "Put grab bars in my mother's bathroom and fixed the railing on her back steps. Careful, polite, and he cleaned up better than I would have.",
                name: "Tony Ricci",
                detail: "Webster",
                rating: 5,
              },
              {
                quote:
                  "We used Fix-It to get our house ready to sell: patched walls, new outlet covers, a new storm door and a dozen small fixes from the inspection. Saved us a lot of stress.",
                name: "Jasmine and Kyle Moore",
                detail: "Penfield",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions we get",
            items: [
              {
                question: "What don't you do?",
                answer:
                  "Anything that needs a licensed electrician or plumber and a permit: new circuits, panel work, gas lines, water heaters and main drain lines. We also don't do roofs. We'll happily recommend people we trust for all of those.",
              },
              {
                question: "Are you insured?",
                answer:
                  "Yes: general liability insurance and workers' compensation for our crew, as New York requires. We'll email a certificate to you or your condo association on request.",
              },
              {
                question: "Is there a minimum charge?",
                answer:
                  "The first-hour charge of $95 is our minimum visit. That's why we suggest saving up small jobs: a single visit can cover a lot of them.",
              },
              {
                question: "Do you do work for landlords and property managers?",
                answer:
                  "Yes, for turnovers and repairs in single-family homes and small buildings up to eight units. Ask about a standing account with monthly billing.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "job-request",
            heading: "Send us your list",
            intro: "List the jobs, add a photo of each, and tell us when suits you. You'll have a written estimate within one business day.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Get in touch",
            intro:
              "We work out of a shop in Irondequoit and come to you. The list form above, with photos, gets the fastest estimate; you can also call or email Rick.",
            showHours: true,
            showMap: false,
          },
        },
      ],
    },
  ],
};

export default site;
