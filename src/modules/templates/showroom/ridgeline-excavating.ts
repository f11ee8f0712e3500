import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(585) 555-0110";
const TEL = "tel:+15855550110";
const EMAIL = "info@ridgelineexcavating.example";

const site: SiteSeed = {
  slug: "ridgeline-excavating",
  name: "Ridgeline Excavating & Construction",
  kind: "excavation",
  theme: {
    palette: {
      primary: "#1f2d3a",
      onPrimary: "#ffffff",
      accent: "#f2b705",
      background: "#f8f8f6",
      surface: "#ecebe6",
      text: "#161a1d",
      muted: "#4d545b",
      border: "#d3d1c9",
    },
    fonts: { heading: "oswald", body: "dm-sans" },
    header: "action",
    footer: "columns",
    sectionStyle: "cards",
    logo: { mark: "mountain", shape: "hexagon" },
    radius: "none",
    pattern: "diagonal",
  },
  settings: {
    tagline: "Septic, foundations, drainage and site work for Livingston and Ontario counties",
    description:
      "Family-owned excavating and construction company in Livonia, NY. Septic systems, foundations, drainage, driveways, pole barns, concrete, decks and new construction from one crew.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "5820 Big Tree Road", locality: "Livonia", region: "NY", postalCode: "14487" },
      serviceAreaNote:
        "Livingston, Ontario and southern Monroe counties: Livonia, Conesus, Hemlock, Geneseo, Avon, Lima, Honeoye, Springwater, Dansville, Canandaigua and Mendon.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "07:00", closes: "17:00" },
      { days: ["sat"], opens: "08:00", closes: "12:00" },
    ],
    hoursNote: "Crews are on site from 7:00. For a failed septic system or washed-out driveway, call the main line; it forwards to a crew lead after hours.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "Services",
        href: "services",
        children: [
          { label: "All services", href: "services" },
          { label: "Septic systems", href: "services/septic-systems" },
          { label: "Foundations", href: "services/foundations" },
          { label: "Drainage", href: "services/drainage" },
          { label: "Driveways", href: "services/driveway-installation-and-repair" },
          { label: "Retaining walls & erosion control", href: "services/retaining-walls-and-erosion-control" },
          { label: "Pole barns", href: "services/pole-barns" },
          { label: "Custom concrete", href: "services/custom-concrete" },
          { label: "Custom decks", href: "services/custom-decks" },
          { label: "Construction", href: "services/commercial-and-residential-construction" },
        ],
      },
      { label: "Septic", href: "services/septic-systems" },
      { label: "Pole Barns", href: "services/pole-barns" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Call (585) 555-0110", href: TEL },
    footerLinks: [
      { label: "Services", href: "services" },
      { label: "Septic systems", href: "services/septic-systems" },
      { label: "Foundations", href: "services/foundations" },
      { label: "Drainage", href: "services/drainage" },
      { label: "About us", href: "about" },
      { label: "Contact", href: "contact" },
    ],
  },
  forms: [
    {
      key: "estimate",
      name: "Estimate request",
      recipients: [EMAIL],
      submitLabel: "Request a site visit",
      successMessage:
        "Thanks, we have your request. Brett or the office will call within one business day to set up a free site visit, usually within the week. If sewage is backing up or water is coming in, don't wait: call (585) 555-0110.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "town", label: "Town", type: "text", required: true, width: "half", help: "Livonia, Conesus, Geneseo, Lima…" },
        {
          name: "address",
          label: "Property address",
          type: "text",
          required: true,
          help: "Or the road and tax map number for vacant land. We pull the county GIS and soil maps before we visit.",
        },
        {
          name: "project_type",
          label: "What do you need?",
          type: "select",
          required: true,
          options: [
            "New septic system or perc test",
            "Septic repair or replacement",
            "Foundation",
            "Drainage",
            "Driveway",
            "Retaining wall or erosion control",
            "Pole barn",
            "Concrete",
            "Deck",
            "Home site package",
            "Garage, addition or commercial building",
            "Something else",
          ],
        },
        {
          name: "timing",
          label: "When would you like to start?",
          type: "select",
          required: true,
          width: "half",
          options: ["It's urgent", "Within a month", "This season", "Next year", "Still planning"],
        },
        {
          name: "budget",
          label: "Budget range",
          type: "select",
          width: "half",
          options: ["Under $10,000", "$10,000-$25,000", "$25,000-$60,000", "$60,000-$120,000", "Over $120,000", "Not sure yet"],
        },
        {
          name: "description",
          label: "Tell us about the job",
          type: "textarea",
          required: true,
          maxLength: 4000,
          help: "What's going on, what you'd like built, and anything you know about wet spots, rock or buried lines.",
        },
        {
          name: "photos",
          label: "Photos",
          type: "file",
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
          help: "Up to 6 photos of the area, wet spots, the driveway or the old system. They help us bring the right machine the first time.",
        },
        {
          name: "documents",
          label: "Plans, survey or permits",
          type: "file",
          accept: ["pdf", "image"],
          maxFiles: 4,
          maxSizeMb: 20,
          help: "Optional: house plans, a survey, a septic design or a building permit.",
        },
      ],
    },
    {
      key: "pole-barn-quote",
      name: "Pole barn quote request",
      recipients: [EMAIL],
      submitLabel: "Price my pole barn",
      successMessage:
        "Thanks! Brett will look over your size and options and call within two business days to set up a visit to the building spot. Trusses are ordered four to six weeks ahead, so the sooner we walk it, the sooner you're building.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "town", label: "Town", type: "text", required: true, width: "half" },
        { name: "address", label: "Property address", type: "text", required: true },
        {
          name: "use",
          label: "What's it for?",
          type: "select",
          required: true,
          width: "half",
          options: ["Garage", "Workshop", "Farm equipment", "RV or boat storage", "Horse barn", "Something else"],
        },
        {
          name: "size",
          label: "Size",
          type: "select",
          required: true,
          width: "half",
          options: ["24x32", "30x40", "40x60", "Something else (tell us below)", "Not sure yet"],
        },
        {
          name: "options",
          label: "Options you're interested in",
          type: "checkbox",
          options: ["Extra overhead doors", "Electric", "Insulation package", "Lean-to", "Loft", "Wainscot", "Stalls"],
        },
        {
          name: "timing",
          label: "When would you like it built?",
          type: "select",
          required: true,
          width: "half",
          options: ["As soon as possible", "This season", "Next year", "Still planning"],
        },
        {
          name: "budget",
          label: "Budget range",
          type: "select",
          width: "half",
          options: ["Under $40,000", "$40,000-$60,000", "$60,000-$90,000", "Over $90,000", "Not sure yet"],
        },
        {
          name: "details",
          label: "Anything else?",
          type: "textarea",
          maxLength: 3000,
          help: "Door sizes, wall height, colors, or how wet the spot gets in spring.",
        },
        { name: "photos", label: "Photos of the building spot", type: "file", accept: ["image"], maxFiles: 6, maxSizeMb: 10 },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Ridgeline Excavating & Construction | Livonia, NY",
      description:
        "Excavating and construction in Livingston and Ontario counties: septic systems, foundations, drainage, driveways, pole barns, concrete and new builds.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Family-owned in Livonia since 1998",
            heading: "We move the dirt, pour the foundation and build what goes on it",
            body: "Ridgeline handles the whole job from the first stake to the final grade: perc tests and septic systems, foundations, driveways and drainage, then the pole barn, garage or home on top. One crew, one schedule, no finger-pointing between trades.",
            actions: [
              { label: "Call (585) 555-0110", href: TEL },
              { label: "See our services", href: "services", variant: "secondary" },
            ],
            illustration: "mountain",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we do",
            columns: 3,
            items: [
              {
                icon: "droplets",
                title: "Septic systems",
                body: "Perc tests, new systems, raised beds and tank replacements, permitted through the county health department.",
                href: "services/septic-systems",
                linkLabel: "Septic services",
              },
              {
                icon: "building",
                title: "Foundations",
                body: "Excavation, footings, poured walls, waterproofing and backfill for homes, additions and garages.",
                href: "services/foundations",
                linkLabel: "Foundation work",
              },
              {
                icon: "waves",
                title: "Drainage",
                body: "Curtain drains, French drains, culverts and swales that get water away from your house and out of your yard.",
                href: "services/drainage",
                linkLabel: "Drainage solutions",
              },
              {
                icon: "car",
                title: "Driveways",
                body: "New gravel driveways, rebuilds, culverts and base prep for asphalt on long rural drives.",
                href: "services/driveway-installation-and-repair",
                linkLabel: "Driveway work",
              },
              {
                icon: "warehouse",
                title: "Pole barns",
                body: "Post-frame garages, shops and horse barns, with the site work and concrete floor done by us.",
                href: "services/pole-barns",
                linkLabel: "Pole barns",
              },
              {
                icon: "mountain",
                title: "Retaining walls and erosion control",
                body: "Armor stone, block walls, rip-rap and stormwater controls for slopes, creeks and lakefronts.",
                href: "services/retaining-walls-and-erosion-control",
                linkLabel: "Walls and erosion control",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Why one contractor",
            heading: "Your build stays on schedule when the excavator and the carpenters answer to the same person",
            body: md`
              On a typical new home, the excavator, the septic installer, the foundation crew, the concrete
              finisher and the framer are five different companies. Every handoff is a chance for a week's delay.

              At Ridgeline, **our own crews** dig, pour, backfill, install the septic and grade the site. We
              know when the foundation will be ready because we're pouring it.
            `,
            illustration: "hard-hat",
            action: { label: "Residential and commercial construction", href: "services/commercial-and-residential-construction", variant: "secondary" },
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "1998", label: "started with one backhoe in Livonia" },
              { value: "650+", label: "septic systems designed, installed or repaired" },
              { value: "14", label: "machines, from a 3-ton mini to a 30-ton excavator" },
              { value: "11", label: "towns in our regular service area" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From our customers",
            items: [
              {
                quote:
                  "Our septic failed in March with snow on the ground. Ridgeline had the county design approved and a new raised system in by mid-April. They even matched the lawn grade so you can't tell where the bed is.",
                name: "Tom and Sheila B.",
                detail: "Raised septic system, Conesus",
                rating: 5,
              },
              {
                quote:
                  "They cleared the lot, put in a 900-foot driveway, dug the basement and poured the foundation for our house in Springwater. Our builder said it was the cleanest site he'd ever been handed.",
                name: "Alyssa K.",
                detail: "New home site package, Springwater",
                rating: 5,
              },
              {
                quote:
                  "40x60 pole barn with a concrete floor and an overhead door for the tractor. Fair price, done in five weeks, and they fixed the wet spot behind the old barn while they were at it.",
                name: "Gary W.",
                detail: "Pole barn, Lima",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Get on the schedule before the ground thaws",
            body: "Spring is our busiest season. Call or send a request now for a free site visit and a written estimate, usually within a week.",
            action: { label: "Call (585) 555-0110", href: TEL },
            secondary: { label: "Request an estimate", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- about
    {
      path: "about",
      title: "About Ridgeline Excavating",
      description:
        "The Haskins family and crew behind Ridgeline Excavating & Construction: 25+ years of septic, foundation and site work in Livingston County.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "One backhoe, a dump truck and a lot of septic systems",
            body: md`
              Roger Haskins started Ridgeline in 1998 with a used Case 580 and a single-axle dump truck, digging
              septic systems and footings around Hemlock and Conesus Lake. Word got around that he showed up
              when he said he would and left the lawn better than he found it.

              His son **Brett Haskins** took over in 2015 after ten years running equipment for the company.
              Brett added concrete and carpentry crews so customers could get a foundation, a pole barn or a
              whole home site from one company. Roger still shows up most mornings to grade driveways, and
              he's still better at it than anyone.
            `,
            illustration: "tractor",
          },
        },
        {
          type: "features",
          props: {
            heading: "How we work",
            columns: 3,
            items: [
              {
                icon: "badge-check",
                title: "Licensed and insured",
                body: "$2 million general liability, full New York workers' compensation, and registered septic installers in Livingston and Ontario counties.",
              },
              {
                icon: "clipboard-list",
                title: "Written estimates",
                body: "Itemized estimates with what's included, what isn't, and what could change the price if we hit ledge rock or groundwater.",
              },
              {
                icon: "map-pin",
                title: "Locates on every job",
                body: "We call 811 for every dig and mark private lines like wells, septic and buried electric with you before we start.",
              },
              {
                icon: "leaf",
                title: "Lawns put back",
                body: "We rake out, seed and straw every disturbed area. Topsoil is screened at our yard, not stripped from another job.",
              },
              {
                icon: "truck",
                title: "Our own trucking",
                body: "Three tri-axles and a lowboy mean we don't wait on a hauler for stone, fill or moving equipment.",
              },
              {
                icon: "users",
                title: "The same crew",
                body: "Eighteen employees, most of whom have been here more than five years. You'll know the operator by name.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Our equipment",
            items: [
              { value: "6", label: "excavators from 3 to 30 tons" },
              { value: "2", label: "bulldozers for grading and driveways" },
              { value: "3", label: "tri-axle dump trucks and a lowboy trailer" },
              { value: "1", label: "laser and GPS grade control system" },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Memberships and certifications",
            items: [
              "Livingston County registered septic installer",
              "Ontario County registered septic installer",
              "OSHA 30 crew leads",
              "NYS DEC 4-hour erosion control trained",
              "Livingston County Chamber of Commerce",
              "Rochester Home Builders Association",
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Let's walk your property",
            action: { label: "Contact us", href: "contact" },
            secondary: { label: "Browse services", href: "services", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact Ridgeline Excavating",
      description:
        "Ask Ridgeline Excavating & Construction in Livonia for a free site visit and written estimate. Hours, yard address, phone and what to send us.",
      blocks: [
        {
          type: "form",
          props: {
            heading: "Request a free site visit and estimate",
            intro: "Send us the property address, a description of the job and a few photos. We'll call within one business day to set up a visit.",
            form: "estimate",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Call, email or stop by the yard",
            intro:
              "Phone is fastest: Brett or the office can usually tell you on the first call whether we can help and when we could get out to look. You can also email info@ridgelineexcavating.example.",
          },
        },
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "Septic backing up?",
            body: "Stop running water and the washing machine, and call us. If the tank simply needs pumping we'll point you to a local pumper; if it's a failed line or field, we'll get out to diagnose it, usually within two business days.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Helpful to send",
            columns: 3,
            items: [
              {
                icon: "map-pin",
                title: "The address",
                body: "Or the tax map number for vacant land. We'll pull the county GIS and soil maps before we visit.",
              },
              {
                icon: "camera",
                title: "Photos",
                body: "Of the area, wet spots, the driveway, or the old system. Photos let us bring the right machine the first time.",
              },
              {
                icon: "file-text",
                title: "Any plans or permits",
                body: "House plans, a survey, a septic design or a building permit if you already have one.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "From first call to start date",
            items: [
              { title: "Site visit", body: "Free, usually within a week. We look at soils, slope, access and where the water goes." },
              { title: "Written estimate", body: "Itemized, with allowances for rock or groundwater clearly spelled out." },
              { title: "Permits and locates", body: "We handle health department, building and 811 paperwork." },
              { title: "Start", body: "Most projects start within two to six weeks of signing, weather permitting." },
            ],
          },
        },
      ],
    },
    // -------------------------------------------------------------- services
    {
      path: "services",
      title: "Excavating & Construction Services",
      description:
        "All Ridgeline services: septic systems, foundations, drainage, driveways, retaining walls, pole barns, concrete, decks and residential or commercial builds.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Services",
            heading: "Site work and construction, start to finish",
            body: "Most of our customers start with one service and find out we can do the next three. Pick a service to see how we do it and what it typically costs.",
            actions: [{ label: "Call (585) 555-0110", href: TEL }],
            illustration: "construction",
          },
        },
        {
          type: "features",
          props: {
            heading: "Below grade",
            columns: 2,
            items: [
              {
                icon: "droplets",
                title: "Septic systems",
                body: "Perc and deep-hole tests, conventional and raised systems, tank and distribution box replacement.",
                href: "services/septic-systems",
                linkLabel: "Septic systems",
              },
              {
                icon: "building",
                title: "Foundations",
                body: "Basement and crawl-space excavation, footings, poured walls, waterproofing and backfill.",
                href: "services/foundations",
                linkLabel: "Foundations",
              },
              {
                icon: "waves",
                title: "Drainage",
                body: "Curtain and French drains, footing drains, culverts, swales and field tile.",
                href: "services/drainage",
                linkLabel: "Drainage",
              },
              {
                icon: "mountain",
                title: "Retaining walls and erosion control",
                body: "Armor stone, block walls, rip-rap, silt fence, erosion blanket and hydroseeding.",
                href: "services/retaining-walls-and-erosion-control",
                linkLabel: "Retaining walls and erosion control",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "On top of the ground",
            columns: 2,
            items: [
              {
                icon: "car",
                title: "Driveway installation and repair",
                body: "New driveways, rebuilds, regrading, culvert pipes and stone or millings surfaces.",
                href: "services/driveway-installation-and-repair",
                linkLabel: "Driveways",
              },
              {
                icon: "construction",
                title: "Custom concrete",
                body: "Slabs, barn and garage floors, sidewalks, stamped patios and retaining footings.",
                href: "services/custom-concrete",
                linkLabel: "Custom concrete",
              },
              {
                icon: "warehouse",
                title: "Pole barns",
                body: "Post-frame garages, workshops, equipment storage and horse barns, with site prep and concrete.",
                href: "services/pole-barns",
                linkLabel: "Pole barns",
              },
              {
                icon: "hammer",
                title: "Custom decks",
                body: "Pressure-treated and composite decks on footings we dig and pour ourselves.",
                href: "services/custom-decks",
                linkLabel: "Custom decks",
              },
              {
                icon: "hard-hat",
                title: "Commercial and residential construction",
                body: "Full home-site packages, garages, additions and small commercial buildings.",
                href: "services/commercial-and-residential-construction",
                linkLabel: "Construction",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "General questions",
            items: [
              {
                question: "How far do you travel?",
                answer:
                  "Our regular area is Livingston County, southern Ontario County and southern Monroe County. For larger projects we'll go farther; moving equipment is priced as a float charge on the estimate.",
              },
              {
                question: "What happens if you hit rock?",
                answer:
                  "Much of our area has shale or limestone ledge within a few feet. Our estimates include an hourly rate for rock removal with a hammer attachment, so you know the cost up front if we find it.",
              },
              {
                question: "Do you work in winter?",
                answer:
                  "Yes, for many jobs. Septic repairs, footings with ground heaters and blankets, and clearing all happen through the winter. Driveways and lawns wait for spring.",
              },
            ],
          },
        },
      ],
    },
    // ------------------------------------- services/commercial-and-residential-construction
    {
      path: "services/commercial-and-residential-construction",
      title: "Commercial & Residential Construction",
      description:
        "New home site packages, garages, additions and small commercial buildings in Livingston County, with excavation, foundation and framing by one company.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Construction",
            heading: "From raw land to a building you can move into",
            body: "We build garages, additions and small commercial buildings, and we prepare complete home sites for owners and builders: clearing, driveway, septic, well-line trench, foundation and final grade.",
            actions: [{ label: "Talk about your project", href: "contact" }],
            illustration: "hard-hat",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we build",
            columns: 2,
            items: [
              {
                icon: "house",
                title: "Home site packages",
                body: "For homeowners and builders: clearing, driveway, septic, utility trenches, foundation, backfill and rough grade on one contract. Typical packages run $65,000 to $120,000 depending on the lot.",
              },
              {
                icon: "car",
                title: "Detached garages",
                body: "Stick-framed garages from 24x24 to 30x40 with slab, overhead doors and electric rough-in, from about $55,000.",
              },
              { icon: "ruler", title: "Additions", body: "Foundations and shells for additions, or the full build finished to paint-ready." },
              {
                icon: "building-2",
                title: "Small commercial",
                body: "Site work and shells for contractor shops, farm stands, storage buildings and small offices, with stormwater plans for sites over one acre.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "A typical home site, step by step",
            items: [
              { title: "Perc test and septic design", body: "Deep-hole and percolation tests with your engineer, then the health department permit." },
              { title: "Clearing and driveway", body: "Trees down and mulched, stumps out, and a construction-grade driveway so concrete trucks can get in." },
              { title: "Excavation and foundation", body: "Basement dug to grade, footings and walls poured, damp-proofed and footing drains installed." },
              { title: "Utilities and septic", body: "Water line from the well, electric conduit, and the septic system installed and inspected." },
              { title: "Backfill and grade", body: "Backfilled, rough graded away from the foundation and ready for your framer, or for us." },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "As a builder, I've used Ridgeline for every site package since 2017. Foundations come in square and on grade, and Brett tells me about problems before they cost me a week.",
                name: "Mark P.",
                detail: "Custom home builder, Geneseo",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Talk about your project",
            intro:
              "Builders and owners: send the lot address, your plans or survey if you have them, and your timing. We'll set up a site walk and return an itemized estimate.",
            form: "estimate",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Bought land? Let's look at it together.",
            body: "A site walk before you finalize a house plan can save thousands in septic, driveway and foundation costs.",
            action: { label: "Call (585) 555-0110", href: TEL },
            secondary: { label: "All services", href: "services", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------ services/custom-concrete
    {
      path: "services/custom-concrete",
      title: "Custom Concrete",
      description:
        "Concrete slabs, barn and garage floors, sidewalks, stamped patios and footings in Livonia and Livingston County, with base prep by our excavation crew.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Custom concrete",
            heading: "Good concrete starts with the base underneath",
            body: md`
              Because we're excavators first, every slab we pour sits on a base we built: soft soil removed,
              geotextile where it's wet, and 6 to 12 inches of compacted crusher-run stone. That's why our barn
              floors don't crack at the door and our patios don't heave.

              We pour **4,000 to 5,000 PSI air-entrained concrete** with fiber mesh, rebar or wire as the job
              calls for, and saw-cut control joints the next morning.
            `,
            illustration: "construction",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Concrete pricing",
            plans: [
              {
                name: "Garage and barn floors",
                price: "$7-$10",
                period: "per sq ft",
                description: "4- to 6-inch slabs on a compacted stone base, with vapor barrier and saw-cut joints.",
                features: ["Thickened edges and door aprons", "Floor drains roughed in on request"],
              },
              {
                name: "Patios and walks",
                price: "$10-$14",
                period: "per sq ft",
                description: "Broom or smooth-trowel finish, with removal of old material.",
                features: ["Steps and landings quoted separately"],
                highlighted: true,
              },
              {
                name: "Stamped concrete",
                price: "$16-$22",
                period: "per sq ft",
                description: "Ashlar slate, fieldstone or wood plank patterns with integral color and sealer.",
                features: ["Resealing recommended every 2-3 years"],
              },
            ],
            note: "Pricing assumes truck access within 100 feet. Pump trucks for hard-to-reach pours are added at cost, typically $900 to $1,300.",
          },
        },
        {
          type: "features",
          props: {
            heading: "More concrete work",
            columns: 3,
            items: [
              { icon: "building", title: "Footings and piers", body: "For decks, porches, additions and pole barns, poured below the 48-inch frost line." },
              { icon: "tractor", title: "Farm concrete", body: "Bunk silo pads, manure storage aprons, feed alleys and equipment pads." },
              { icon: "mountain", title: "Retaining wall footings", body: "Reinforced footings and poured walls for structural retaining walls." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Concrete questions",
            items: [
              {
                question: "Can you pour in cold weather?",
                answer: "Down to about 35°F with heated water, accelerator and insulated blankets. We won't pour on frozen ground.",
              },
              {
                question: "How soon can I park equipment on a new barn floor?",
                answer: "Light vehicles after 7 days. Tractors and loaded trailers should wait 28 days for full strength.",
              },
            ],
          },
        },
      ],
    },
    // --------------------------------------------------------- services/custom-decks
    {
      path: "services/custom-decks",
      title: "Custom Decks",
      description:
        "Pressure-treated and composite decks in Livingston and Ontario counties, on frost-depth footings we dig and pour ourselves, with stairs and railings.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Custom decks",
            heading: "Decks built on footings that don't move",
            body: md`
              Most deck problems start underground: footings too shallow, on fill, or too small for the load.
              We dig every footing with a machine to at least **48 inches**, pour it on undisturbed soil, and use
              post bases that keep the wood off the concrete.

              Above ground, our carpenters frame with ground-contact lumber, flash the ledger against your house,
              tape the joists and finish with the decking and railing of your choice.
            `,
            illustration: "hammer",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Deck pricing",
            plans: [
              {
                name: "Pressure-treated",
                price: "$35-$48",
                period: "per sq ft",
                description: "Treated pine decking, wood or aluminum railing, one set of stairs.",
                features: ["12x16 from about $7,500"],
              },
              {
                name: "Composite",
                price: "$58-$85",
                period: "per sq ft",
                description: "Trex or TimberTech decking with hidden fasteners and composite or aluminum rail.",
                features: ["25+ year board warranty", "No staining"],
                highlighted: true,
              },
              {
                name: "Lake and slope decks",
                price: "Quoted",
                period: "per project",
                description: "Elevated decks on steep lots above Conesus, Hemlock and Honeoye lakes, with engineered posts and bracing.",
                features: ["Site visit required"],
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Recent decks",
            items: [
              { title: "Conesus Lake walkout", body: "Two-level composite deck with a stair down to the lawn and lake." },
              { title: "Wraparound, Springwater", body: "Pressure-treated wraparound deck on a log home, with cedar rail caps." },
              { title: "Pool deck, Avon", body: "Composite deck flush with an above-ground pool, with a lockable gate." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Need a patio under it too?",
            action: { label: "Custom concrete", href: "services/custom-concrete" },
            secondary: { label: "Request a deck estimate", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------- services/drainage
    {
      path: "services/drainage",
      title: "Drainage Solutions",
      description:
        "Curtain drains, French drains, footing drains, culverts, swales and farm tile in Livingston County. Wet basements and soggy yards fixed at the source.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Drainage",
            heading: "Find where the water comes from, then give it somewhere to go",
            body: "Wet basements, soggy lawns and washed-out driveways are usually the same problem: water running downhill with no path. We walk the property in the rain if we have to, then design a drain that intercepts it.",
            actions: [{ label: "Book a drainage visit", href: "contact" }],
            illustration: "waves",
          },
        },
        {
          type: "features",
          props: {
            heading: "Drainage services",
            columns: 3,
            items: [
              {
                icon: "waves",
                title: "Curtain drains",
                body: "A trench of perforated pipe and clean stone uphill of the house, catching groundwater before it reaches the foundation. $35 to $60 per foot.",
              },
              {
                icon: "droplets",
                title: "French drains",
                body: "Perforated pipe in washed stone wrapped in filter fabric, for wet lawns and low spots, discharged to daylight.",
              },
              {
                icon: "building",
                title: "Footing drains and waterproofing",
                body: "Excavating along the foundation, sealing the walls and replacing clogged footing drains. Typically $150 to $275 per foot of wall.",
              },
              {
                icon: "car",
                title: "Culverts",
                body: "Driveway and road culverts in HDPE or corrugated steel, sized for the ditch flow with stone headwalls.",
              },
              {
                icon: "mountain",
                title: "Swales and regrading",
                body: "Reshaping the yard so surface water moves away from buildings, then topsoil and seed.",
              },
              { icon: "tractor", title: "Farm tile", body: "Tile repairs, new laterals and outlets for wet fields and pastures." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How we solve a drainage problem",
            items: [
              { title: "Diagnose", body: "Check grades with a laser, look at downspouts and soils, and dig a test hole if needed." },
              { title: "Design", body: "A sketch showing the drain route, depth, outlet and cost, with options if there's more than one way." },
              { title: "Install", body: "Most residential drains take one to three days. We haul away spoils or use them to regrade." },
              { title: "Restore", body: "Topsoil, seed and straw on every trench. We come back to check the first big storm." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Drainage questions",
            items: [
              {
                question: "Can I tie my drains into the road ditch?",
                answer:
                  "Often yes, but the town or county highway department has to agree. We'll ask for you. Drains cannot be discharged onto a neighbor's property in a way that makes their problem worse.",
              },
              {
                question: "Do I need a sump pump or an outside drain?",
                answer:
                  "If water gets in through the walls or under the floor, fixing it outside is usually better. A sump pump handles what gets in; a curtain drain stops it from getting there. Sometimes you need both.",
              },
            ],
          },
        },
      ],
    },
    // --------------------------------------- services/driveway-installation-and-repair
    {
      path: "services/driveway-installation-and-repair",
      title: "Driveway Installation & Repair",
      description:
        "New gravel driveways, rebuilds, regrading, culverts and asphalt base prep for rural and lake properties in Livingston and Ontario counties.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Driveways",
            heading: "Driveways built for mud season and the plow truck",
            body: md`
              A rural driveway has to handle frost heave, spring mud, heavy delivery trucks and a plow blade. Ours
              start with the topsoil stripped off, filter fabric on soft ground, **12 inches of crusher-run
              stone** compacted in lifts, and a crown that sheds water into ditches on both sides.

              We finish with crushed stone, recycled asphalt millings, or a base ready for your paving contractor.
            `,
            illustration: "car",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Driveway pricing",
            plans: [
              {
                name: "New gravel driveway",
                price: "$28-$45",
                period: "per linear ft",
                description: "12-foot wide drive with fabric, crusher-run base and a top course. A 300-foot drive runs about $8,500-$13,500.",
                features: ["Ditching and crown", "Mailbox pad and turnaround"],
                highlighted: true,
              },
              {
                name: "Driveway rebuild",
                price: "$18-$30",
                period: "per linear ft",
                description: "Potholes and ruts dug out, new fabric and base where it's failed, regraded and topped.",
                features: ["Culvert replacement available"],
              },
              {
                name: "Regrade and top",
                price: "From $850",
                period: "per visit",
                description: "Bulldozer or box-blade regrade with new stone on an existing sound driveway.",
                features: ["Good every 2-3 years"],
              },
            ],
            note: "Culvert pipes are quoted separately: $1,800 to $4,500 installed, depending on diameter and length. Most towns require a highway work permit for a new curb cut; we apply for it.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Driveway questions",
            items: [
              {
                question: "Should I pave or stay with gravel?",
                answer:
                  "Gravel costs less and is easier to repair on long rural drives. Asphalt is easier to plow and cleaner. Either way, the base is the same and matters most. We build the base and work with local pavers for the top.",
              },
              {
                question: "Why does my driveway wash out every spring?",
                answer:
                  "Usually no crown, no ditches, or a culvert that's too small or clogged. Water runs down the middle of the drive and takes the stone with it. Fixing the drainage fixes the washouts.",
              },
              {
                question: "What are millings?",
                answer:
                  "Ground-up recycled asphalt. Rolled and compacted, they bind together into a hard, dark surface that's cheaper than paving and far less dusty than loose stone.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Washout after the last storm?",
            action: { label: "Call (585) 555-0110", href: TEL },
            secondary: { label: "Drainage solutions", href: "services/drainage", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------ services/foundations
    {
      path: "services/foundations",
      title: "Foundations",
      description:
        "Basement and crawl-space excavation, footings, poured concrete walls, damp-proofing, footing drains and backfill for homes, additions and garages.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Foundations",
            heading: "Square, level and dry: foundations for homes, additions and garages",
            body: "We dig, form and pour our own foundations with aluminum wall forms and laser layout, so your framer starts on a foundation that's within a quarter inch.",
            actions: [{ label: "Request a foundation estimate", href: "contact" }],
            illustration: "building",
          },
        },
        {
          type: "features",
          props: {
            heading: "What's included",
            columns: 3,
            items: [
              { icon: "shovel", title: "Excavation", body: "Dug to engineered depth, with over-dig for drainage and spoils stockpiled for backfill." },
              {
                icon: "ruler",
                title: "Footings",
                body: "Reinforced concrete footings, typically 20x10 inches with two runs of #4 rebar, inspected before walls go up.",
              },
              {
                icon: "building",
                title: "Poured walls",
                body: "8- or 10-inch walls, 8 to 9 feet tall, with anchor bolts, window bucks and beam pockets set per plan.",
              },
              { icon: "droplets", title: "Waterproofing", body: "Spray-applied damp-proofing or a full membrane, plus drainage board on finished basements." },
              { icon: "waves", title: "Footing drains", body: "4-inch perforated pipe in stone around the footings, run to daylight or a sump." },
              { icon: "mountain", title: "Backfill and grade", body: "Backfilled in lifts after the floor framing is on, sloped away from the house." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Typical foundation costs",
            plans: [
              {
                name: "Full basement",
                price: "$42,000-$75,000",
                description: "For a 1,600 to 2,400 sq ft footprint home: excavation, footings, 9-foot walls, waterproofing, drains and backfill.",
                highlighted: true,
              },
              {
                name: "Crawl space or frost wall",
                price: "$18,000-$35,000",
                description: "4-foot walls on footings for additions, garages and homes on slab or crawl.",
              },
              { name: "Garage slab-on-grade", price: "$14,000-$24,000", description: "Frost wall with a 4-inch slab for a two- or three-car garage." },
            ],
            note: "Rock, groundwater and long pump distances add cost. We'll show you exactly how on your estimate.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Foundation questions",
            items: [
              {
                question: "Poured concrete or block?",
                answer: "We pour. Poured walls are stronger against soil pressure, have fewer joints for water to get through, and go up faster than block.",
              },
              {
                question: "Can you repair a cracked or bowing foundation?",
                answer:
                  "For bowing block walls we excavate the outside, straighten or brace the wall, waterproof and add drainage. For severe failures we'll bring in a structural engineer and may replace the wall section.",
              },
            ],
          },
        },
      ],
    },
    // ------------------------------------------------------------ services/pole-barns
    {
      path: "services/pole-barns",
      title: "Pole Barns",
      description:
        "Post-frame pole barns, garages, workshops and horse barns in Livingston County, with site prep, concrete floors and steel siding in dozens of colors.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Pole barns",
            heading: "Pole barns with the site work and floor done right",
            body: "Most pole barn problems show up on the ground: soft pads, wet floors, doors that won't close after the first frost. We level and build the pad ourselves, set the posts, frame and sheet the building, then pour the floor.",
            actions: [{ label: "Price a pole barn", href: "contact" }],
            illustration: "warehouse",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Popular sizes",
            intro: "Turnkey prices including site prep on a reasonable lot, building, one overhead door, one walk door and a 4-inch concrete floor.",
            plans: [
              {
                name: "24x32 garage",
                price: "$32,000-$42,000",
                description: "Two-car garage or small shop with 10-foot walls.",
                features: ["9x8 overhead door", "Walk door and two windows"],
              },
              {
                name: "30x40 shop",
                price: "$45,000-$62,000",
                description: "Our most popular: room for two trucks and a workbench, or a boat and a tractor.",
                features: ["12-foot walls", "Two 10x10 overhead doors", "Wainscot and gutters"],
                highlighted: true,
              },
              {
                name: "40x60 equipment barn",
                price: "$78,000-$115,000",
                description: "Farm equipment, RV storage or a full workshop.",
                features: ["14-foot walls", "12x12 and 10x10 overhead doors", "Insulation package available"],
              },
            ],
            note: "Add electric, insulation, a lean-to or a loft as options. Horse barns with stalls are quoted individually.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How a pole barn goes up",
            items: [
              { title: "Design and permit", body: "Size, doors, colors and options, with engineered truss drawings for the building permit." },
              { title: "Pad", body: "Topsoil stripped, pad built up with compacted stone a foot larger than the building on every side." },
              { title: "Posts and frame", body: "Laminated posts set on concrete footers below frost, trusses every 8 feet, purlins and bracing." },
              { title: "Steel and doors", body: "29-gauge steel roof and siding with a 40-year paint warranty, doors and trim." },
              { title: "Floor", body: "Concrete floor poured once the building is closed in, so it cures out of the weather." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Pole barn questions",
            items: [
              {
                question: "Do I need a building permit?",
                answer:
                  "Yes, in every town we work in. Agricultural buildings on a farm operation sometimes have reduced requirements. We prepare and submit the application.",
              },
              {
                question: "How long does it take?",
                answer: "Four to eight weeks from pad to floor, depending on size and the truss delivery schedule, which runs four to six weeks after order.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Price a pole barn",
            intro: "Pick a size and the options you're considering, and we'll come look at the building spot and send a turnkey price.",
            form: "pole-barn-quote",
          },
        },
      ],
    },
    // -------------------------------------- services/retaining-walls-and-erosion-control
    {
      path: "services/retaining-walls-and-erosion-control",
      title: "Retaining Walls & Erosion Control",
      description:
        "Armor stone and block retaining walls, shoreline protection, rip-rap, silt fence, erosion blankets and hydroseeding for slopes, creeks and lakefronts.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Retaining walls",
            heading: "Hold the hillside where it belongs",
            body: md`
              The hills around Conesus, Hemlock and Honeoye lakes are beautiful and always moving. We build
              walls that drain, use stone big enough to stay put, and stabilize the slopes around them.

              - **Armor stone walls** of 2- to 4-ton limestone blocks for lakefronts and steep slopes
              - **Segmental block walls** with geogrid for yards and driveways
              - **Gabion baskets** for creek banks and culvert outlets
              - **Engineered walls** over 4 feet, designed with a licensed engineer
            `,
            illustration: "mountain",
          },
        },
        {
          type: "features",
          props: {
            heading: "Erosion and sediment control",
            intro:
              "Sites disturbing one acre or more need a stormwater pollution prevention plan under New York's DEC general permit. We install and maintain the controls and keep the inspection log.",
            columns: 3,
            items: [
              { icon: "shield", title: "Silt fence and sock", body: "Perimeter controls installed before the first stump is pulled." },
              {
                icon: "leaf",
                title: "Erosion blanket and hydroseed",
                body: "Straw or coir blankets on slopes, hydroseeding with mulch and tackifier for fast cover.",
              },
              { icon: "waves", title: "Rip-rap and check dams", body: "Stone-lined ditches, outlets and check dams to slow water and trap sediment." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Typical costs",
            plans: [
              {
                name: "Block retaining wall",
                price: "$45-$70",
                period: "per face sq ft",
                description: "Includes base, drainage pipe, stone backfill and cap.",
              },
              {
                name: "Armor stone wall",
                price: "$250-$450",
                period: "per linear ft",
                description: "Limestone armor stone, typically 3 to 5 feet high.",
                highlighted: true,
              },
              { name: "Hydroseeding", price: "$0.12-$0.20", period: "per sq ft", description: "Seed, fertilizer, mulch and tackifier. Minimum $900." },
            ],
            note: "Shoreline work on Conesus, Hemlock or Honeoye Lake needs DEC and sometimes Army Corps permits. We prepare applications and build the permit timeline into your schedule.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Slope slipping or shoreline washing out?",
            action: { label: "Call (585) 555-0110", href: TEL },
            secondary: { label: "Drainage solutions", href: "services/drainage", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------- services/septic-systems
    {
      path: "services/septic-systems",
      title: "Septic Systems",
      description:
        "Septic design coordination, perc tests, new conventional and raised systems, tank and leach field replacement in Livingston and Ontario counties.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Septic systems",
            heading: "Septic systems installed to last 30 years, not 10",
            body: "We've installed and repaired more than 650 septic systems around Conesus, Hemlock and Honeoye lakes and the farms between. We coordinate the engineer, the health department and the inspections, and leave a lawn, not a construction site.",
            actions: [
              { label: "Call about a septic problem", href: TEL },
              { label: "Request an estimate", href: "contact", variant: "secondary" },
            ],
            illustration: "droplets",
          },
        },
        {
          type: "features",
          props: {
            heading: "Septic services",
            columns: 2,
            items: [
              {
                icon: "search",
                title: "Perc and deep-hole tests",
                body: "We dig the test holes and run the percolation tests with your engineer and the health department inspector for new lots and replacements.",
              },
              {
                icon: "droplets",
                title: "New systems",
                body: "Conventional trench systems, shallow trenches and raised (mound) beds where the soil is tight or the water table is high, designed to New York's Appendix 75-A standards.",
              },
              {
                icon: "wrench",
                title: "Tank replacement",
                body: "Steel or cracked tanks replaced with 1,000- to 1,500-gallon concrete tanks, with risers so pumping is easy.",
              },
              {
                icon: "recycle",
                title: "Leach field replacement",
                body: "When a field fails, we replace it, often in a new location, while keeping your house in use whenever we can.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Typical septic costs",
            plans: [
              {
                name: "Tank replacement",
                price: "$4,500-$8,000",
                description: "Remove the old tank, set a new concrete tank with risers, reconnect inlet and outlet.",
              },
              {
                name: "Conventional system",
                price: "$14,000-$22,000",
                description: "Tank, distribution box and trench field for a three- or four-bedroom house on good soil.",
                highlighted: true,
              },
              {
                name: "Raised or mound system",
                price: "$26,000-$42,000",
                description: "Imported fill, pump tank and pressure distribution for poor soils or high groundwater.",
              },
            ],
            note: "Engineering and health department fees typically add $1,500 to $3,000 and are passed through at cost.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Septic questions",
            items: [
              {
                question: "How do I know my septic system is failing?",
                answer:
                  "Slow drains throughout the house, gurgling, sewage odors outside, soggy or unusually green grass over the field, or backups after heavy rain. Pumping may help for a while, but a saturated field won't recover on its own.",
              },
              {
                question: "How often should I pump my tank?",
                answer:
                  "Every three to five years for a typical household. More often with a garbage disposal or a large family. Lakefront properties around Conesus Lake also have watershed inspection rules; ask us.",
              },
              {
                question: "Can I drive or build over my leach field?",
                answer:
                  "No. Vehicles compact the soil and crush pipes, and structures block the air the field needs. Keep trees and their roots at least 20 feet away too.",
              },
              {
                question: "Do you pump tanks?",
                answer: "We don't run a pump truck, but we'll coordinate with a licensed local pumper when we're diagnosing or replacing a system.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Request a septic estimate",
            intro:
              "For a new lot, a failing system or a replacement before you sell. Tell us what you're seeing; if sewage is backing up, call (585) 555-0110 instead so we can get out sooner.",
            form: "estimate",
          },
        },
      ],
    },
  ],
};

export default site;
