import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0191";
const TEL = "tel:+15855550191";
const EMAIL = "inspections@drycore.example";

const call = { label: `Call ${PHONE}`, href: TEL };
const inspection = { label: "Book a free inspection", href: "contact" };
const virtual = { label: "Get a virtual estimate", href: "virtual-assessment", variant: "secondary" as const };

const site: SiteSeed = {
  slug: "drycore-basements",
  name: "DryCore Basement Waterproofing",
  kind: "basement-waterproofing",
  theme: {
    palette: {
      primary: "#b13a0c",
      onPrimary: "#ffffff",
      accent: "#0e7490",
      background: "#f8f7f4",
      surface: "#ecebe6",
      text: "#1c1f23",
      muted: "#50555c",
      border: "#d5d2ca",
    },
    fonts: { heading: "montserrat", body: "inter" },
    header: "action",
    footer: "band",
    sectionStyle: "cards",
    logo: { mark: "droplets", shape: "rounded" },
    radius: "small",
    pattern: "waves",
  },
  settings: {
    tagline: "Dry basements, stable foundations and a warranty that transfers with your home",
    description:
      "Rochester-area basement waterproofing, foundation repair, crawl space encapsulation, sump pumps and dehumidifiers since 2003, backed by a lifetime transferable warranty.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: {
        street: "2260 Buffalo Road",
        locality: "Gates",
        region: "NY",
        postalCode: "14624",
      },
      serviceAreaNote: "We inspect and install throughout Monroe, Ontario, Wayne, Livingston, Genesee and Orleans counties, with no travel charge.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "07:30", closes: "18:00" },
      { days: ["sat"], opens: "08:00", closes: "14:00" },
    ],
    hoursNote: "Inspections can be booked for evenings and Saturdays. Total Protection members get 24/7 emergency sump pump service.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "Waterproofing",
        href: "basement-waterproofing",
        children: [
          { label: "Basement waterproofing", href: "basement-waterproofing" },
          { label: "Warranty & service levels", href: "basement-waterproofing/certificate-and-levels" },
          { label: "Sump pumps & dehumidifiers", href: "sump-pumps-and-dehumidifiers" },
        ],
      },
      { label: "Foundation repair", href: "foundation-repair" },
      { label: "Crawl spaces", href: "crawl-space-encapsulation" },
      { label: "Commercial", href: "commercial" },
      { label: "Service area", href: "service-area" },
      { label: "Blog", href: "blog" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Free inspection", href: "contact" },
    footerLinks: [
      { label: "Virtual estimate", href: "virtual-assessment" },
      { label: "Warranty certificate", href: "basement-waterproofing/certificate-and-levels" },
      { label: "Sump pumps", href: "sump-pumps-and-dehumidifiers" },
      { label: "Service area", href: "service-area" },
      { label: "Commercial", href: "commercial" },
      { label: "Blog", href: "blog" },
    ],
  },
  mounts: { posts: "blog" },
  forms: [
    {
      key: "inspection-request",
      name: "Free inspection request",
      recipients: [EMAIL],
      successPath: "thank-you",
      submitLabel: "Request my inspection",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "town", label: "Town", type: "text", required: true, width: "half" },
        { name: "address", label: "Street address", type: "text", required: true },
        {
          name: "property",
          label: "Type of property",
          type: "select",
          required: true,
          options: ["Single-family home", "Townhouse or condo", "Apartment or multifamily building", "Church, school or other commercial building"],
        },
        {
          name: "problem",
          label: "What are you seeing?",
          type: "checkbox",
          required: true,
          options: [
            "Water on the floor after rain or snowmelt",
            "Damp walls, musty smell or mold",
            "Cracked or bowing walls",
            "Sump pump problems",
            "Wet or damp crawl space",
            "Uneven floors or sticking doors",
            "Buying or selling a house",
          ],
        },
        {
          name: "details",
          label: "Tell us more",
          type: "textarea",
          maxLength: 3000,
          help: "Where and when the water appears, how long it's been happening, and any past repairs.",
        },
        {
          name: "times",
          label: "Best times for the inspection",
          type: "checkbox",
          options: ["Weekday morning", "Weekday afternoon", "Weekday evening", "Saturday"],
        },
        { name: "reply_by", label: "How should we reach you to schedule?", type: "radio", options: ["Phone call", "Text message", "Email"] },
        { name: "deadline", label: "Inspection contingency or closing date, if you're buying", type: "date" },
      ],
    },
    {
      key: "virtual-assessment",
      name: "Virtual assessment",
      recipients: [EMAIL],
      successPath: "virtual-assessment/thank-you",
      submitLabel: "Send my photos",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "town", label: "Town", type: "text", required: true, width: "half" },
        { name: "address", label: "Street address", type: "text", required: true },
        {
          name: "area",
          label: "What would you like us to look at?",
          type: "checkbox",
          required: true,
          options: ["Basement water or dampness", "Foundation cracks or bowing walls", "Crawl space", "Sump pump or dehumidifier"],
        },
        {
          name: "house_age",
          label: "About when was the house built?",
          type: "select",
          options: ["Before 1940", "1940 to 1969", "1970 to 1999", "2000 or later", "Not sure"],
        },
        {
          name: "description",
          label: "What are you seeing, and when?",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "Where the water or cracks are, when you last saw water, and the weather at the time.",
        },
        {
          name: "photos",
          label: "Photos",
          type: "file",
          required: true,
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
          help: "Up to 6 photos, 10 MB each. Start with wide shots of each wall, then close-ups of water marks and cracks with a tape measure.",
        },
        {
          name: "video_link",
          label: "Link to a video or more photos",
          type: "text",
          maxLength: 500,
          help: "Optional: a shared link from Google Photos, iCloud, Dropbox or YouTube.",
        },
        { name: "deadline", label: "Inspection contingency date, if you're buying", type: "date" },
      ],
    },
    {
      key: "warranty-request",
      name: "Warranty certificate or transfer request",
      recipients: [EMAIL],
      submitLabel: "Send request",
      successMessage:
        "Thank you. We'll look up the certificate for that address and email you the copy or transfer paperwork the same business day. Water coming in now? Call (585) 555-0191.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "role",
          label: "You are",
          type: "select",
          required: true,
          options: ["The homeowner", "The buyer or new owner", "A real estate agent or attorney"],
          width: "half",
        },
        { name: "address", label: "Property address", type: "text", required: true },
        { name: "original_name", label: "Name on the original contract, if you know it", type: "text" },
        {
          name: "request",
          label: "What do you need?",
          type: "radio",
          required: true,
          options: ["A copy of the certificate", "A transfer form", "To send a signed transfer form", "A warranty service call"],
        },
        { name: "closing_date", label: "Closing date, for transfers", type: "date", width: "half" },
        { name: "new_owner", label: "New owner's name, for transfers", type: "text", width: "half" },
        { name: "transfer_form", label: "Signed transfer form", type: "file", accept: ["pdf", "image"], maxFiles: 2, maxSizeMb: 10 },
        { name: "notes", label: "Anything else", type: "textarea", maxLength: 2000 },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "DryCore Basement Waterproofing | Rochester, NY",
      description:
        "Basement waterproofing, foundation repair, crawl space encapsulation and sump pumps in Rochester and the Finger Lakes, with a transferable warranty.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("homes/drycore-basements/ranch-winter"),
            variant: "split",
            eyebrow: "Rochester's basement specialists since 2003",
            heading: "A dry basement, guaranteed for as long as the house stands",
            body: "Water on the floor after every thaw, a musty smell, a crack that keeps growing: we find the cause, fix it for good and back the work with a lifetime warranty that transfers to the next owner. Inspections are free, and most systems go in within a day or two.",
            actions: [inspection, virtual],
            illustration: "droplets",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "14,000+", label: "basements waterproofed across western New York" },
              { value: "Lifetime", label: "transferable warranty on every drainage system" },
              { value: "1-2 days", label: "to install a typical whole-basement system" },
              { value: "4.8 / 5", label: "average from 1,300+ homeowner reviews" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What we fix",
            columns: 3,
            items: [
              {
                icon: "droplets",
                title: "Basement waterproofing",
                body: "Interior drainage, wall vapor barriers and sump systems that stop water at the source and carry it out of the house.",
                href: "basement-waterproofing",
                linkLabel: "How it works",
              },
              {
                icon: "construction",
                title: "Foundation repair",
                body: "Bowing block walls, stair-step and horizontal cracks, and settling corners stabilized with anchors, braces and piers.",
                href: "foundation-repair",
                linkLabel: "Foundation repair",
              },
              {
                icon: "house",
                title: "Crawl space encapsulation",
                body: "Heavy vapor barriers, sealed vents and dehumidification for crawl spaces that smell, sweat or grow mold.",
                href: "crawl-space-encapsulation",
                linkLabel: "Crawl spaces",
              },
              {
                icon: "zap",
                title: "Sump pumps and backups",
                body: "Cast-iron primary pumps, battery backups and alarms, so a power outage during a storm doesn't flood the basement.",
                href: "sump-pumps-and-dehumidifiers",
                linkLabel: "Sump pumps",
              },
              {
                icon: "wind",
                title: "Basement dehumidifiers",
                body: "Energy Star dehumidifiers that drain into the sump and hold humidity below 50% all summer without emptying a bucket.",
                href: "sump-pumps-and-dehumidifiers",
                linkLabel: "Dehumidifiers",
              },
              {
                icon: "building",
                title: "Commercial properties",
                body: "Apartment buildings, churches, schools and warehouses, with work scheduled around your tenants and operations.",
                href: "commercial",
                linkLabel: "Commercial work",
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
                title: "Free inspection",
                body: "A DryCore inspector, not a salesperson, walks the basement and the outside of the house, takes moisture readings and photos, and explains what's causing the problem.",
              },
              {
                title: "Written proposal",
                body: "A fixed price for each option, a drawing of the system and the warranty that comes with it. The price holds for 60 days.",
              },
              {
                title: "Installation",
                body: "Our own crews, never subcontractors. Most whole-basement systems take one to two days, with dust control and a full clean-up.",
              },
              { title: "Certificate", body: "Within two weeks you receive your numbered, transferable warranty certificate, registered to your address." },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Can't be home for an inspection?",
            heading: "Send us photos and get a price range in two business days",
            body: md`
              Our virtual assessment works well for homeowners who want a ballpark before booking a visit,
              landlords who live out of town and buyers mid-inspection. Take a few photos and a short video of
              the basement and the outside of the house, send them to us, and an inspector replies with what
              they see, the likely fix and a price range.
            `,
            illustration: "camera",
            reverse: true,
            action: { label: "How the virtual assessment works", href: "virtual-assessment" },
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From our customers",
            items: [
              {
                quote:
                  "Every March we had an inch of water along the back wall. DryCore put in the interior drain and a new pump in a day and a half. Two springs later, not a drop, and we finally finished the basement.",
                name: "Erin and Matt K.",
                detail: "Greece",
                rating: 5,
              },
              {
                quote:
                  "Three companies told me I needed to excavate my whole foundation. DryCore's inspector showed me why anchors would stabilize the wall for a third of the price, and he was right.",
                name: "Walt H.",
                detail: "Irondequoit, bowing wall",
                rating: 5,
              },
              {
                quote:
                  "When we sold the house the buyer's inspector asked about the water staining. I handed over the DryCore certificate and that was the end of the conversation.",
                name: "Sharon B.",
                detail: "Fairport",
                rating: 5,
              },
            ],
          },
        },
        { type: "postList", props: { heading: "Basement advice", intro: "What's happening in your basement, and what actually fixes it.", limit: 3 } },
        {
          type: "cta",
          props: {
            heading: "Water in the basement right now?",
            body: "Call us. If your sump pump has failed, we carry replacement pumps on every truck and can usually be there the same day.",
            action: call,
            secondary: { label: "Book a free inspection", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------- basement-waterproofing
    {
      path: "basement-waterproofing",
      title: "Basement Waterproofing",
      description:
        "Interior drainage systems, wall vapor barriers and sump pumps that keep Rochester basements dry for good. How it works, installation day and prices.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Basement waterproofing",
            heading: "Stop the water where it gets in, and carry it out of the house",
            body: "Rochester basements leak for predictable reasons: heavy clay soil that holds water against the walls, hollow block foundations that fill up, and a cove joint where the floor meets the wall. Our interior drainage system handles all three.",
            actions: [inspection, virtual],
            illustration: "droplets",
          },
        },
        {
          type: "features",
          props: {
            heading: "Signs your basement needs waterproofing",
            columns: 3,
            items: [
              {
                icon: "droplets",
                title: "Water at the floor edge",
                body: "Water that appears where the floor meets the wall after rain or snowmelt: classic hydrostatic pressure through the cove joint.",
              },
              {
                icon: "sparkles",
                title: "White, chalky deposits",
                body: "Efflorescence on block or poured walls means water is moving through the masonry, even if the wall looks dry today.",
              },
              {
                icon: "wind",
                title: "Musty smell and humidity",
                body: "Damp air, condensation on pipes and a smell that comes back no matter how much you clean.",
              },
              {
                icon: "search",
                title: "Mold and peeling paint",
                body: "Dark spots on stored boxes, peeling waterproof paint and rust on the legs of appliances.",
              },
              {
                icon: "construction",
                title: "Cracks that leak",
                body: "Vertical cracks in poured walls that weep after storms, often near windows and corners.",
              },
              {
                icon: "waves",
                title: "A sump pump that never stops",
                body: "A pump running constantly in spring can mean it's undersized, or water is reaching the pit faster than it should.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "The DryCore system",
            heading: "An interior drain that relieves pressure instead of fighting it",
            body: md`
              Sealers and paints try to hold water back. In heavy clay soil, water pressure wins eventually. Our
              system gives the water somewhere to go:

              - **Perimeter drain:** we remove a 12-inch strip of floor along the leaking walls and set a
                perforated drain channel in clean stone beside the footing, below the floor
              - **Weep holes** drilled into each hollow block core, so water trapped inside the wall drains out
              - **Wall vapor barrier:** a dimpled membrane directs any wall seepage down into the drain and keeps the wall looking clean
              - **Sump system:** a sealed, lidded pit and cast-iron pump discharge the water well away from the house
              - **New concrete** finished level with the existing floor
            `,
            illustration: "waves",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Installation day, step by step",
            items: [
              {
                title: "Protecting your home",
                body: "Floor runners from the door to the basement, plastic sheeting over stored items and a dust-control fan venting out a window.",
              },
              { title: "Opening the floor", body: "A saw with water feed cuts a clean line; the strip of concrete is broken out and carried out in buckets." },
              {
                title: "Drain, stone and membrane",
                body: "Drain channel set on the footing in washed stone, weep holes drilled, and the wall membrane fitted behind the drain.",
              },
              {
                title: "Sump and discharge",
                body: "New pit and pump, with a discharge line run outside and at least 10 feet from the foundation, with a freeze-resistant grated outlet.",
              },
              {
                title: "Concrete and clean-up",
                body: "New concrete is poured and troweled, the basement is vacuumed and we walk you through the system and the pump test.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "What waterproofing typically costs",
            intro: "Every proposal is a fixed price after a free inspection. These are the ranges most Rochester-area homeowners pay.",
            plans: [
              {
                name: "One or two walls",
                price: "$3,800-$6,500",
                period: "partial system",
                description: "When water comes in along one side of the house.",
                features: ["Perimeter drain on affected walls", "Tied into a new or existing sump", "Lifetime transferable warranty on the drained walls"],
              },
              {
                name: "Whole basement",
                price: "$8,500-$14,500",
                period: "typical 1,000 sq ft home",
                description: "Full perimeter drain, wall membrane and sump system.",
                features: ["Cast-iron sump pump and sealed lid", "Lifetime transferable warranty", "1 year of Plus service included"],
                highlighted: true,
              },
              {
                name: "Crack repair",
                price: "$595-$850",
                period: "per crack",
                description: "Polyurethane injection of a leaking crack in a poured wall.",
                features: ["Lifetime warranty against leaks through the crack"],
              },
            ],
            note: "Financing from 0% for 18 months is available on approved credit. Prices depend on linear footage, wall type, access and obstructions such as finished walls.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Waterproofing questions",
            items: [
              {
                question: "Why not waterproof from the outside?",
                answer:
                  "Exterior excavation works, but it means digging down 7 or 8 feet around the house, removing decks, walks and landscaping, and typically costs two to three times as much. It's the right call for some foundations, such as a wall that also needs rebuilding, and we'll tell you when it is. For most homes, an interior system is equally effective and far less disruptive.",
              },
              {
                question: "Will I need a sump pump?",
                answer:
                  "Yes, the drain has to discharge somewhere. If you already have a good pump in a suitable spot, we can tie into it. Otherwise we install a new sealed sump system as part of the job.",
              },
              {
                question: "Can you work around a finished basement?",
                answer:
                  "Yes. We remove the bottom 2 feet of drywall along the affected walls, install the system and leave it ready for you or your contractor to patch. Many customers waterproof first and finish afterward.",
              },
              {
                question: "Does waterproofing fix humidity too?",
                answer:
                  "It stops liquid water. Concrete still releases moisture, so in summer most basements still need a dehumidifier to stay below 50% humidity. We can install one that drains straight into the sump.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Your warranty moves with the house",
            body: "Every drainage system comes with a numbered lifetime certificate that transfers to the next owner. See what it covers and the service levels available.",
            action: { label: "Warranty certificate and service levels", href: "basement-waterproofing/certificate-and-levels" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------- basement-waterproofing/certificate-and-levels
    {
      path: "basement-waterproofing/certificate-and-levels",
      title: "Warranty Certificate & Service Levels",
      description:
        "How DryCore's lifetime transferable warranty certificate works, what it covers, how to transfer it when you sell, and our three service levels.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "The DryCore warranty",
            heading: "A lifetime certificate, registered to your address, that transfers when you sell",
            body: md`
              Every DryCore drainage system comes with a numbered **Dry Basement Certificate**. It lists your
              address, the date of installation, the walls and linear footage protected and the equipment
              installed, and it's kept on file at our office, so it can't be lost.

              The promise is simple: **if water comes through a wall or floor joint we've protected, we'll come
              back and fix it at no charge**, for as long as the house stands. The certificate stays with the
              house, not the owner, which buyers and their home inspectors notice.
            `,
            illustration: "award",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Service levels",
            intro: "Every system starts at Essential. Plus and Total Protection add yearly maintenance and cover the equipment that wears out.",
            plans: [
              {
                name: "Essential",
                price: "Included",
                period: "with every drainage system",
                features: [
                  "Lifetime warranty on the drainage system",
                  "Transferable to future owners",
                  "Free service calls for leaks through protected areas",
                  "5-year warranty on the primary sump pump",
                ],
              },
              {
                name: "Plus",
                price: "$189",
                period: "per year",
                description: "First year included with whole-basement systems.",
                features: [
                  "Everything in Essential",
                  "Yearly inspection and pump test each fall",
                  "Pit cleaning and discharge line check",
                  "Pump covered for as long as the plan is active",
                  "10% off additional work",
                ],
                highlighted: true,
              },
              {
                name: "Total Protection",
                price: "$329",
                period: "per year",
                features: [
                  "Everything in Plus",
                  "Battery backup tested and battery replaced every 3 years",
                  "Dehumidifier filter and coil service",
                  "24/7 emergency pump service, no trip charge",
                  "Priority scheduling after storms",
                ],
              },
            ],
            note: "Service plans renew yearly and can be cancelled any time. A lapse doesn't affect the lifetime drainage warranty, only the added equipment coverage and yearly visits.",
          },
        },
        {
          type: "features",
          props: {
            heading: "What the certificate covers, and what it doesn't",
            columns: 2,
            items: [
              {
                icon: "circle-check",
                title: "Covered",
                body: "Water coming through the walls or floor-wall joint in the protected areas; clogging of the drain channel; failure of the pit, lid or fittings we installed; any labor to fix those, at no charge, for the life of the structure.",
              },
              {
                icon: "shield",
                title: "Covered under Plus and Total Protection",
                body: "Repair or replacement of the primary sump pump, and under Total Protection, the battery backup and its battery, as long as the plan is active.",
              },
              {
                icon: "waves",
                title: "Not covered",
                body: "Surface flooding over the top of the foundation, water from plumbing leaks, window wells without covers, walls not listed on the certificate, and power outages without a backup pump.",
              },
              {
                icon: "clipboard-list",
                title: "Your part",
                body: "Keep the discharge outlet clear of snow and ice, keep gutters and downspouts working, and don't disconnect or move the pump without calling us.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Transferring the warranty when you sell",
            items: [
              {
                title: "Tell your agent",
                body: "List the warranty in the property disclosure and give a copy of the certificate to buyers. We'll email a copy to your agent on request.",
              },
              {
                title: "Send the transfer form within 60 days of closing",
                body: "The buyer or seller sends us the signed transfer form, with the closing date and the new owner's contact details, using the request form below or by email.",
              },
              { title: "Transfer fee", body: "There's a one-time $75 transfer fee, waived if a Plus or Total Protection plan is active at the time of sale." },
              {
                title: "New certificate",
                body: "We reissue the certificate in the new owner's name with the original installation date, and offer them a free first-year inspection.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Warranty questions",
            items: [
              {
                question: "I bought a house that already has a DryCore system. Is it covered?",
                answer:
                  "Very likely. Send us the address with the form below and we'll look up the certificate. If the transfer wasn't done at closing, we'll still transfer it; the fee is $75 and includes a first inspection.",
              },
              {
                question: "What if the company that installed my system isn't around anymore?",
                answer:
                  "We can't honor another company's warranty, but we can inspect the system and, in many cases, bring it up to our standard so it qualifies for a DryCore certificate.",
              },
              {
                question: "Is there a limit to the number of service calls?",
                answer: "No. If water comes through an area we've protected, we'll come back as often as it takes, at no charge.",
              },
              {
                question: "Do I have to buy a service plan to keep the lifetime warranty?",
                answer:
                  "No. The lifetime drainage warranty is included and never expires. The service plans cover the pump, backup and dehumidifier, which are mechanical and wear out.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Need a copy of your certificate or a transfer form?",
            intro:
              "Give us the property address and, if you know it, the name on the original contract. We'll send the certificate or transfer paperwork the same business day. You can also call (585) 555-0191 or email inspections@drycore.example.",
            form: "warranty-request",
          },
        },
      ],
    },
    // ------------------------------------------------------ foundation-repair
    {
      path: "foundation-repair",
      title: "Foundation Repair",
      description: "Bowing walls, horizontal and stair-step cracks and settling foundations repaired with wall anchors, carbon fiber, steel braces and piers.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Foundation repair",
            heading: "Straighten, stabilize and stop the crack from growing",
            body: "Freeze-thaw cycles and expanding clay soil push hard on foundation walls across the Rochester area. Caught early, most bowing walls and cracks can be stabilized from the inside, without excavation, in a day or two.",
            actions: [inspection, virtual],
            illustration: "construction",
          },
        },
        {
          type: "features",
          props: {
            heading: "Warning signs",
            columns: 4,
            items: [
              {
                icon: "ruler",
                title: "Horizontal cracks",
                body: "A long crack along a mortar joint in a block wall, often 3 to 4 feet up, means soil pressure is pushing the wall in.",
              },
              { icon: "construction", title: "Stair-step cracks", body: "Cracks that zigzag through mortar joints, common at corners and near settlement." },
              {
                icon: "search",
                title: "Bowing or leaning walls",
                body: "A wall that isn't plumb when you hold a level against it, or blocks that have sheared out of line.",
              },
              {
                icon: "house",
                title: "Signs upstairs",
                body: "Doors that stick, gaps above kitchen cabinets, and new drywall cracks above doors and windows.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "How we repair foundations",
            columns: 2,
            items: [
              {
                icon: "wrench",
                title: "Wall anchors",
                body: "Steel plates on the inside wall connected by rods to earth anchors buried in stable soil outside. They stop movement and can pull the wall back toward straight over time.",
              },
              {
                icon: "shield-check",
                title: "Carbon fiber straps",
                body: "For walls bowed less than 2 inches. Epoxied to the wall every 4 feet, stronger than steel and barely noticeable once painted.",
              },
              {
                icon: "hammer",
                title: "Steel I-beam braces",
                body: "Floor-to-joist braces for walls where anchors can't be installed outside, such as under driveways or tight lot lines.",
              },
              {
                icon: "construction",
                title: "Push piers",
                body: "Steel piers driven to load-bearing soil to stabilize and lift a settling corner or footing.",
              },
              {
                icon: "droplets",
                title: "Crack injection",
                body: "Polyurethane or epoxy injection to seal and structurally bond cracks in poured concrete walls.",
              },
              {
                icon: "clipboard-list",
                title: "Engineer's review",
                body: "For serious movement, a licensed structural engineer reviews and stamps the repair plan before we start.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Typical foundation repair costs",
            plans: [
              {
                name: "Carbon fiber straps",
                price: "$650-$850",
                period: "per strap",
                features: ["Typical wall: 5 to 8 straps", "Lifetime transferable warranty"],
              },
              {
                name: "Wall anchors",
                price: "$850-$1,100",
                period: "per anchor",
                features: ["Typical wall: 4 to 7 anchors", "Yearly tightening included for 2 years"],
                highlighted: true,
              },
              { name: "Steel I-beam braces", price: "$750-$950", period: "per brace", features: ["No exterior digging"] },
              { name: "Push piers", price: "$1,800-$2,400", period: "per pier", features: ["Engineered for your home's weight"] },
            ],
            note: "Most foundation repairs we see cost between $4,500 and $9,500. Walls bowed more than 3 inches, or blocks that have sheared, may need excavation and rebuilding; we'll tell you honestly when that's the case.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "What to expect",
            items: [
              { title: "Measurements", body: "We measure the bow at several heights, map every crack, and take photos and notes for comparison later." },
              {
                title: "Repair plan",
                body: "A drawing showing where each anchor, strap or brace goes, with a fixed price. An engineer's letter is included where needed.",
              },
              {
                title: "Installation",
                body: "Most repairs take one day. Anchors need a small hole in the yard for each anchor, which we backfill and reseed.",
              },
              { title: "Follow-up", body: "We return after the first winter to re-measure and, for anchors, tighten them to gradually straighten the wall." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Foundation questions",
            items: [
              {
                question: "Is a crack in my basement wall serious?",
                answer:
                  "Thin vertical cracks in poured walls are usually shrinkage and only a concern if they leak. Horizontal cracks, stair-step cracks wider than a quarter inch, and anything where one side has moved relative to the other should be looked at soon.",
              },
              {
                question: "Can you straighten a bowed wall completely?",
                answer:
                  "Sometimes partly. Anchors can move a wall back gradually over several seasons as they're tightened, especially when the soil is soft in spring. Our first goal is to stop the movement; straightening is a bonus.",
              },
              {
                question: "Will foundation repair hurt my home's sale?",
                answer:
                  "A documented, warrantied repair usually helps. Buyers are far more worried by an unexplained crack than by a stabilized wall with a certificate and an engineer's letter.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Worried about a crack?",
            body: "Send a photo with a tape measure in the frame and we'll tell you whether it needs a visit.",
            action: { label: "Send photos for a virtual assessment", href: "virtual-assessment" },
            secondary: { label: "Book an inspection", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------- crawl-space-encapsulation
    {
      path: "crawl-space-encapsulation",
      title: "Crawl Space Encapsulation",
      description:
        "Seal damp, musty crawl spaces with a heavy vapor barrier, sealed vents and a dehumidifier. What's involved, how long it takes and what it costs.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Crawl spaces",
            heading: "What's in the crawl space ends up in the air you breathe",
            body: md`
              Warm air rises through a house and draws air up from the crawl space with it. If the crawl space
              has a dirt floor, open vents and damp insulation, that air carries moisture, musty odors and mold
              spores into your living space, and cold floors follow in winter.

              Encapsulation turns the crawl space into a clean, dry, sealed part of the house. It's common in
              the older homes of Rochester's city neighborhoods and the lake cottages of Ontario and Wayne
              counties, which often have crawl spaces under additions and porches.
            `,
            illustration: "house",
            action: inspection,
          },
        },
        {
          type: "features",
          props: {
            heading: "Signs of a crawl space problem",
            columns: 3,
            items: [
              { icon: "wind", title: "Musty smell upstairs", body: "Especially in summer, or when the heat or air conditioning first comes on." },
              { icon: "search", title: "Mold and sagging insulation", body: "Fiberglass batts that are wet, fallen down or dotted with black growth." },
              {
                icon: "snowflake",
                title: "Cold floors",
                body: "Floors above the crawl space that are uncomfortable in winter, and frozen pipes in cold snaps.",
              },
              { icon: "bug", title: "Pests", body: "Mice, insects and the occasional skunk, attracted by moisture and open vents." },
              { icon: "droplets", title: "Standing water", body: "Puddles on the vapor barrier or dirt floor after heavy rain." },
              { icon: "construction", title: "Soft or sagging floors", body: "Moisture weakens wood joists and sill plates over time." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How we encapsulate a crawl space",
            items: [
              { title: "Clean out", body: "Remove debris, old plastic and wet insulation, and treat any mold on wood framing." },
              { title: "Drain if needed", body: "If water collects, a perimeter drain and small sump pump carry it out before the liner goes in." },
              {
                title: "Seal the vents and rim",
                body: "Foundation vents are sealed with insulated covers and the rim joist is insulated with closed-cell foam board.",
              },
              {
                title: "20-mil liner",
                body: "A reinforced, white 20-mil vapor barrier covers the floor and runs up the walls, with seams taped and edges mechanically fastened.",
              },
              { title: "Dehumidify", body: "A compact crawl space dehumidifier holds humidity around 50% and drains to the sump or outside." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Encapsulation costs",
            intro: "Priced by square footage, height and how much clean-up is needed. Most projects take one to three days.",
            plans: [
              {
                name: "Small crawl space",
                price: "$4,500-$7,500",
                period: "under 600 sq ft",
                features: ["Additions, porches and sunrooms", "Liner, sealed vents, rim insulation"],
              },
              {
                name: "Whole-house crawl space",
                price: "$9,500-$16,000",
                period: "typical 1,000-1,400 sq ft",
                features: ["Full encapsulation with dehumidifier", "Lifetime warranty on the liner"],
                highlighted: true,
              },
              { name: "Drainage and sump", price: "From $2,800", period: "when water collects", features: ["Perimeter drain and sealed sump"] },
            ],
            note: "Financing from 0% for 18 months is available on approved credit. Some Rochester-area homeowners qualify for utility energy-efficiency incentives for air sealing and insulation.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Crawl space questions",
            items: [
              {
                question: "Don't crawl spaces need vents?",
                answer:
                  "Building codes once required them, on the idea that outside air would dry the space. In humid summers the opposite happens: warm, moist air condenses on cool surfaces. New York's residential code allows unvented crawl spaces when they're sealed and conditioned or dehumidified.",
              },
              {
                question: "Will encapsulation lower my energy bills?",
                answer:
                  "Usually by a modest amount, mostly through warmer floors and less air leakage. The bigger benefits are air quality, comfort and protecting the structure.",
              },
              {
                question: "Can I still store things down there?",
                answer: "Yes. The reinforced liner is made to be crawled on, and a clean, dry crawl space is fine for storage in sealed bins.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Not sure what's under your floor?",
            body: "Our inspector will go in, take photos and show you exactly what's there, at no cost.",
            action: inspection,
            secondary: virtual,
          },
        },
      ],
    },
    // ------------------------------------------- sump-pumps-and-dehumidifiers
    {
      path: "sump-pumps-and-dehumidifiers",
      title: "Sump Pumps & Basement Dehumidifiers",
      description:
        "Sump pump replacement, battery backups, alarms and Energy Star basement dehumidifiers installed by DryCore, with prices and same-day service.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Sump pumps and dehumidifiers",
            heading: "The equipment that keeps a basement dry, installed to last",
            body: "A waterproofing system is only as good as the pump at the end of it. We install cast-iron pumps, battery backups and high-capacity dehumidifiers, and every truck carries replacement pumps for same-day service.",
            actions: [call, inspection],
            illustration: "zap",
          },
        },
        {
          type: "features",
          props: {
            heading: "Pumps, backups and dehumidifiers",
            columns: 2,
            items: [
              {
                icon: "wrench",
                title: "Primary sump pumps",
                body: "Cast-iron 1/3 and 1/2 horsepower pumps with vertical float switches, in a sealed, airtight pit with a clear lid so you can see it working.",
              },
              {
                icon: "zap",
                title: "Battery backup pumps",
                body: "A second pump on a maintenance-free battery that takes over when the power goes out or the main pump fails, with a loud alarm and optional Wi-Fi alerts.",
              },
              {
                icon: "bell",
                title: "High-water alarms",
                body: "A simple, inexpensive alarm that sounds, and can text your phone, if water rises above the normal level in the pit.",
              },
              {
                icon: "wind",
                title: "Basement dehumidifiers",
                body: "Energy Star units removing up to 100 pints a day, with a washable filter and a drain line to the sump, so there's no bucket to empty.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Prices, installed",
            plans: [
              {
                name: "Sump pump replacement",
                price: "$695-$995",
                period: "installed",
                features: ["Cast-iron pump and new check valve", "Same-day service in most cases", "5-year pump warranty"],
              },
              {
                name: "Battery backup system",
                price: "$1,350",
                period: "installed",
                features: ["Backup pump, battery and controller", "Alarm with Wi-Fi alerts", "Runs about 10 hours on a full battery"],
                highlighted: true,
              },
              {
                name: "Basement dehumidifier",
                price: "$1,895-$2,350",
                period: "installed",
                features: ["Energy Star, up to 100 pints a day", "Drains to sump; no bucket", "5-year warranty"],
              },
              { name: "High-water alarm", price: "$149", period: "installed", features: ["Text alerts available for $89 more"] },
            ],
            note: "New sump pit and discharge line, where there's no existing pit, from $1,950. Prices include removal of old equipment.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Why a backup matters",
            heading: "The storm that knocks out the power is the one that fills the pit",
            body: md`
              Spring thunderstorms and late-winter ice storms in western New York often bring both heavy water
              and power outages. A sump pump without power is just a bucket. A battery backup pump runs for
              hours on its own, and a water-powered backup, available where you're on municipal water, runs
              with no battery at all.

              If your basement is finished or stores anything you care about, a backup is the best $1,350 you'll
              spend on the house.
            `,
            illustration: "siren",
            reverse: true,
          },
        },
        {
          type: "faq",
          props: {
            heading: "Pump and dehumidifier questions",
            items: [
              {
                question: "How long does a sump pump last?",
                answer:
                  "Seven to ten years for a good cast-iron pump, less for plastic pumps or pumps that run constantly. If yours is older than that, hums without pumping or cycles every few seconds, plan to replace it before spring.",
              },
              {
                question: "How do I test my sump pump?",
                answer:
                  "Slowly pour a five-gallon bucket of water into the pit. The pump should start, empty the pit in seconds and shut off cleanly. Then check outside that water is flowing from the discharge and away from the house.",
              },
              {
                question: "What humidity should my basement be?",
                answer: "Between 40% and 50%. Above 60%, mold, dust mites and musty odors take hold. A $20 hygrometer will tell you where you are.",
              },
              {
                question: "Why not just use a store-bought dehumidifier?",
                answer:
                  "They work, but most are sized for a room, not a whole basement, need the bucket emptied and struggle in cool basement air. Whole-basement units are built for cooler temperatures and drain on their own.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Pump failed?",
            body: "Call now. Replacement pumps are on every truck, and we can usually be there the same day.",
            action: call,
            secondary: { label: "Service plans", href: "basement-waterproofing/certificate-and-levels", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- commercial
    {
      path: "commercial",
      title: "Commercial Waterproofing & Foundation Repair",
      description: "Waterproofing and foundation repair for apartment buildings, churches, schools, offices and warehouses across the Rochester region.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Commercial and multifamily",
            heading: "Below-grade water problems solved without shutting down your building",
            body: "Property managers, HOAs, churches, schools and business owners call us for the same reasons homeowners do, on a bigger scale. We plan the work around tenants, services and operating hours, and document everything for your board or insurer.",
            actions: [
              { label: "Request a site visit", href: "contact" },
              { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
            ],
            illustration: "building",
          },
        },
        {
          type: "features",
          props: {
            heading: "Commercial services",
            columns: 3,
            items: [
              {
                icon: "droplets",
                title: "Interior drainage systems",
                body: "Perimeter drainage and duplex sump systems for apartment basements, storage rooms and mechanical spaces.",
              },
              {
                icon: "building-2",
                title: "Elevator pits",
                body: "Leaking elevator pits sealed with injection and drainage, coordinated with your elevator contractor.",
              },
              {
                icon: "construction",
                title: "Crack and joint injection",
                body: "Polyurethane injection of leaking cracks, cold joints and pipe penetrations in poured concrete.",
              },
              {
                icon: "hammer",
                title: "Foundation stabilization",
                body: "Wall anchors, braces and piers for older masonry buildings, with stamped engineering.",
              },
              { icon: "wind", title: "Humidity control", body: "Commercial dehumidifiers for archives, church basements and below-grade offices." },
              {
                icon: "clipboard-list",
                title: "Maintenance contracts",
                body: "Scheduled pump inspections across a portfolio, with reports for each building.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How commercial projects work",
            items: [
              {
                title: "Site assessment",
                body: "We inspect with your facilities staff, review drawings if available and document conditions with photos and moisture mapping.",
              },
              {
                title: "Scope and proposal",
                body: "A written scope, schedule, fixed price and certificate of insurance naming the owner and manager as additional insured.",
              },
              { title: "Scheduled work", body: "Work phased around tenants and services, with evening and weekend crews where needed." },
              { title: "Close-out", body: "Photos, warranty certificate and maintenance recommendations for your records." },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "The kinds of properties we work on",
            items: [
              "Apartment complexes",
              "Townhouse HOAs",
              "Churches",
              "Private schools",
              "Medical offices",
              "Warehouses",
              "Restaurants",
              "Historic buildings",
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "DryCore handled water problems in six of our buildings in Henrietta over one summer, working around tenants the whole way. Their reports made the board approval easy.",
                name: "Denise F.",
                detail: "Property manager, 120-unit apartment community, Henrietta",
                rating: 5,
              },
              {
                quote:
                  "Our fellowship hall flooded every spring for twenty years. The drainage system went in over two weeks without cancelling a single Sunday service.",
                name: "Rev. Tom A.",
                detail: "Church in Brighton",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Managing more than one building?",
            body: "Ask about portfolio maintenance agreements, with one invoice and a report for every property.",
            action: { label: `Email ${EMAIL}`, href: `mailto:${EMAIL}` },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------ service-area
    {
      path: "service-area",
      title: "Where We Work",
      description:
        "DryCore serves Rochester and six surrounding counties: Monroe, Ontario, Wayne, Livingston, Genesee and Orleans. Free inspections, no travel charge.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Our shop and crews are based on Buffalo Road in Gates, and we work within about an hour's drive in
              every direction. Inspections, installation and service are the same price everywhere in our area,
              with **no travel charge**. Not sure if you're in range? Call ${PHONE} and we'll tell you.
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "Counties and towns we serve",
            columns: 3,
            items: [
              {
                icon: "map-pin",
                title: "Monroe County",
                body: "Rochester, Gates, Greece, Chili, Henrietta, Brighton, Pittsford, Penfield, Webster, Irondequoit, Fairport, Perinton, Hilton, Spencerport, Brockport, Scottsville, Honeoye Falls and Rush.",
              },
              {
                icon: "map-pin",
                title: "Ontario County",
                body: "Victor, Farmington, Canandaigua, Bloomfield, Manchester, Shortsville, Clifton Springs, Phelps and Geneva.",
              },
              { icon: "map-pin", title: "Wayne County", body: "Macedon, Palmyra, Newark, Ontario, Walworth, Williamson, Sodus and Lyons." },
              { icon: "map-pin", title: "Livingston County", body: "Avon, Caledonia, Lima, Geneseo, Livonia, Conesus and Mount Morris." },
              { icon: "map-pin", title: "Genesee County", body: "Batavia, Le Roy, Bergen, Byron, Oakfield and Stafford." },
              { icon: "map-pin", title: "Orleans County", body: "Albion, Holley, Medina, Kendall and Lyndonville." },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Local soil, local problems",
            heading: "Why basements leak differently across our area",
            body: md`
              - **Rochester, Greece and Irondequoit:** dense clay soils and older block foundations, where hydrostatic pressure is the main culprit
              - **Webster, Penfield and the lakeshore:** high water tables near Lake Ontario and Irondequoit Bay
              - **Brighton and Pittsford:** many 1920s-1950s homes with stone and early block foundations
              - **Canandaigua, Geneva and Victor:** hillside lots where runoff and springs come from uphill
            `,
            illustration: "mountain",
            reverse: true,
          },
        },
        {
          type: "faq",
          props: {
            heading: "Service area questions",
            items: [
              {
                question: "Do you charge for travel outside Rochester?",
                answer: "No. Inspections are free and prices are the same everywhere in our six-county area.",
              },
              {
                question: "I'm just outside your area. Can you still help?",
                answer: "Often, for larger projects. Call us, or start with a virtual assessment so we can see what's involved.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "In our area? Book your free inspection.",
            action: inspection,
            secondary: virtual,
          },
        },
      ],
    },
    // ------------------------------------------------------- virtual-assessment
    {
      path: "virtual-assessment",
      title: "Virtual Assessment: Send Photos for a Remote Estimate",
      description:
        "Get a DryCore estimate without a home visit. Which photos and video to take, how to send them, and what you'll get back within two business days.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Virtual assessment",
            heading: "An honest opinion and a price range, from a few photos",
            body: "Send us photos and a short video of your basement, crawl space or foundation. A DryCore inspector reviews them and replies within two business days with what they see, the likely fix and a price range. It's free, and there's no salesperson involved.",
            actions: [{ label: `Questions? Call ${PHONE}`, href: TEL }],
            illustration: "camera",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How it works",
            items: [
              { title: "Take the photos", body: "Use the checklist below. A phone camera is fine; turn on the flash in dark corners." },
              {
                title: "Send them with a few details",
                body: "Upload up to six photos with the form below, with your address and a sentence or two about what you're seeing and when. You can also text them to (585) 555-0191 or email them to photos@drycore.example.",
              },
              {
                title: "We review them",
                body: "An inspector looks at every photo, checks the age and construction of the house and, where useful, calls you with a question or two.",
              },
              {
                title: "You get a written reply",
                body: "Within two business days: the likely cause, the recommended fix, a price range and whether an in-person visit would change the picture.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Photo checklist",
            intro: "More photos are better than fewer. Stand back for wide shots, then move in close.",
            columns: 2,
            items: [
              {
                icon: "camera",
                title: "Each basement wall, top to bottom",
                body: "Stand in the opposite corner and photograph each wall from floor to ceiling, including where the floor meets the wall.",
              },
              {
                icon: "droplets",
                title: "Water, stains and deposits",
                body: "Close-ups of water marks, puddles, white chalky deposits, peeling paint and rust. Note the date of the last time you saw water.",
              },
              {
                icon: "ruler",
                title: "Cracks, with a tape measure",
                body: "Hold a tape measure across the crack so we can see its width, and take a wide shot showing where it is on the wall.",
              },
              { icon: "zap", title: "Sump pit and pump", body: "The pit with the lid off, the pump and the discharge pipe where it leaves the house." },
              {
                icon: "house",
                title: "Outside the house",
                body: "Each side of the house, showing gutters, downspouts, the slope of the ground and any window wells.",
              },
              {
                icon: "camera",
                title: "A 60-second video",
                body: "A slow walk around the basement, narrating what you've seen. This often tells us more than the photos.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Send your photos",
            intro: "Free and no obligation. An inspector replies by email within two business days.",
            form: "virtual-assessment",
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "More than six photos, or a video?",
            body: "The form takes up to six photos of 10 MB each. For a video or more photos, paste a shared link from Google Photos, iCloud, Dropbox or YouTube into the form, or email extras to photos@drycore.example with your address in the subject line.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Virtual assessment questions",
            items: [
              {
                question: "How accurate is a virtual estimate?",
                answer:
                  "For most waterproofing and sump pump work, the range we give is within 10% to 15% of the final price. Foundation repair and crawl spaces often need an in-person visit to measure accurately, and we'll say so.",
              },
              {
                question: "Is it really free?",
                answer:
                  "Yes. There's no charge and no obligation, and you won't be added to a sales call list. If you want to go ahead, we'll book a short visit to confirm measurements before a fixed-price proposal.",
              },
              {
                question: "I'm buying a house. Can you help during my inspection period?",
                answer:
                  "Yes. Send the listing photos and your home inspector's notes as well, and mention your deadline. We prioritize buyers with a contingency date.",
              },
              {
                question: "What happens to my photos?",
                answer:
                  "They're stored with your file and used only to assess your home and prepare a proposal. We don't publish customer photos without written permission.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Prefer an in-person inspection?",
            body: "Free, about an hour, and you'll see everything the inspector sees.",
            action: inspection,
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------- virtual-assessment/thank-you
    {
      path: "virtual-assessment/thank-you",
      title: "Thanks for Sending Your Photos",
      description:
        "We've received your virtual assessment photos. Here's what happens next, when to expect your reply and what to do if water is coming in now.",
      blocks: [
        {
          type: "notice",
          props: {
            tone: "success",
            heading: "Your photos are with our inspection team",
            body: "A DryCore inspector will review them and reply by email within two business days, usually sooner. If we need another angle or a measurement, we'll call or text you first.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "What happens next",
            items: [
              { title: "Today", body: "Your photos are attached to a file under your address, and an inspector who covers your town is assigned." },
              {
                title: "Within two business days",
                body: "You receive a written reply: what we see, the likely cause, the recommended repair and a price range.",
              },
              {
                title: "If you'd like to go ahead",
                body: "We book a short visit, usually 30 minutes, to confirm measurements, then send a fixed-price proposal and the warranty that comes with it.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "While you wait",
            columns: 3,
            items: [
              {
                icon: "droplets",
                title: "Keep a record",
                body: "If water appears, note the date and the weather, and take a photo. It helps us pinpoint the source.",
              },
              {
                icon: "house",
                title: "Check the downspouts",
                body: "Make sure every downspout discharges at least 4 to 6 feet from the foundation. It's the cheapest fix there is.",
              },
              {
                icon: "zap",
                title: "Test the sump pump",
                body: "Pour a bucket of water into the pit and make sure the pump starts and shuts off cleanly.",
                href: "sump-pumps-and-dehumidifiers",
                linkLabel: "Pump tips",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Water coming in right now?",
            body: "Don't wait for our email. Call and we'll get someone out as soon as we can.",
            action: call,
            secondary: { label: "Read our basement advice", href: "blog", variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact DryCore & Book a Free Inspection",
      description: "Book a free basement, crawl space or foundation inspection with DryCore. Call, email or visit our Gates shop. Hours and what to expect.",
      blocks: [
        {
          type: "form",
          props: {
            heading: "Book your free inspection",
            intro:
              "Tell us where you are and what you're seeing. Our scheduling team will call within one business day to find a time that suits you, including evenings and Saturdays, usually within the week.",
            form: "inspection-request",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Rather call or email?",
            intro:
              "Call and we'll book your inspection while you're on the line. Email works too: include your address, a phone number and a line about what you're seeing, and we'll call you back the same business day.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "What happens at the inspection",
            intro: "Plan on about an hour. It helps to clear a path to each basement wall and the sump pit.",
            items: [
              {
                title: "Your story",
                body: "When does the water appear, where, and how much? Any past repairs? The history often points straight to the cause.",
              },
              {
                title: "Inside and out",
                body: "The inspector checks every wall, the floor, the sump and the outside grading and gutters, with moisture readings and photos.",
              },
              { title: "Explanation", body: "You see the photos and readings, and get a plain explanation of what's happening." },
              {
                title: "Fixed-price options",
                body: "A written proposal with a fixed price for each option, left with you or emailed the same day. No pressure, and it's good for 60 days.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Before you book",
            items: [
              {
                question: "Does everyone who owns the house need to be there?",
                answer:
                  "No. We're happy to meet whoever is home and send the proposal to everyone by email. Many customers like to have everyone there, so all questions get answered at once.",
              },
              {
                question: "Do you offer financing?",
                answer: "Yes: 0% for 18 months or low monthly payments over up to 10 years, on approved credit. Ask your inspector for details.",
              },
              {
                question: "Are you licensed and insured?",
                answer:
                  "Yes. We carry $2 million in general liability and workers' compensation for every employee, and we'll send a certificate of insurance on request. All installers are DryCore employees.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Rather send photos first?",
            body: "Our virtual assessment gets you a price range in two business days without a visit.",
            action: { label: "Virtual assessment", href: "virtual-assessment" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- thank-you
    {
      path: "thank-you",
      title: "Thank You: Your Inspection Request Is In",
      description: "Thanks for contacting DryCore. We'll call within one business day to schedule your free inspection. Here's how to prepare for the visit.",
      blocks: [
        {
          type: "notice",
          props: {
            tone: "success",
            heading: "We've got your request",
            body: "Our scheduling team will call you within one business day, from (585) 555-0191, to book a time that suits you. If you asked us to reply by email, watch for a message from inspections@drycore.example.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Getting ready for your inspection",
            columns: 3,
            items: [
              {
                icon: "clipboard-list",
                title: "Clear the walls",
                body: "Move boxes and furniture about two feet from the walls where you've seen water, so the inspector can see the floor-wall joint.",
              },
              { icon: "camera", title: "Gather photos", body: "Photos of water after past storms are very helpful, even old ones on your phone." },
              { icon: "file-text", title: "Find old paperwork", body: "Any earlier waterproofing or foundation work, warranties and home inspection reports." },
            ],
          },
        },
        {
          type: "linkList",
          props: {
            heading: "Read before we visit",
            items: [
              {
                title: "How basement waterproofing works",
                href: "basement-waterproofing",
                description: "Interior drainage, wall membranes and sump systems explained.",
              },
              {
                title: "Our warranty certificate and service levels",
                href: "basement-waterproofing/certificate-and-levels",
                description: "What the lifetime transferable warranty covers.",
              },
              { title: "Why basements leak in spring", href: "blog/why-basements-leak-in-spring", description: "Snowmelt, frozen ground and clay soil." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Need to reach us sooner?",
            action: call,
            secondary: { label: "Back to the home page", href: "", variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------------------- blog
    {
      path: "blog",
      title: "Basement & Foundation Advice",
      description: "Articles from DryCore's inspectors on wet basements, foundation cracks, sump pumps, crawl spaces and buying a home with a water history.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Our inspectors visit more than 2,000 basements a year across the Rochester area. These articles
              answer the questions they hear most, with no sales pitch. If you'd like a second opinion on your
              own basement, [send us photos](virtual-assessment).
            `,
          },
        },
        { type: "postList", props: { heading: "All articles" } },
        {
          type: "cta",
          props: {
            heading: "See something in your basement you don't like?",
            action: inspection,
            secondary: virtual,
          },
        },
      ],
    },
  ],
  categories: [
    { slug: "waterproofing", name: "Waterproofing", description: "Why basements leak and what fixes them." },
    { slug: "foundations", name: "Foundations", description: "Cracks, bowing walls and settlement." },
    { slug: "buying-and-selling", name: "Buying & selling", description: "Basements, inspections and real estate." },
  ],
  posts: [
    {
      slug: "why-basements-leak-in-spring",
      title: "Why Rochester basements leak in March (and stay dry in August)",
      excerpt: "Snowmelt on frozen ground, saturated clay and rising water tables: why spring is leak season in western New York, and what actually stops it.",
      author: "Tom Brennan, founder",
      categories: ["waterproofing"],
      publishedDaysAgo: 15,
      body: md`
        Every year our phones start ringing in the first warm week of March. Homeowners who had a perfectly dry
        basement all summer and fall find water along the back wall. It isn't a coincidence, and it isn't
        bad luck. It's how western New York soil and weather work.

        ## Frozen ground on top, melting snow above it

        In late winter the top foot or so of soil is still frozen. When a warm spell melts the snowpack, the
        water can't soak into the ground the way summer rain does. It runs across the frozen surface until it
        finds a way down, and the loosely backfilled soil right next to your foundation is the easiest path.

        ## Clay holds water like a bathtub

        Much of the Rochester area sits on dense glacial clay. When the house was built, the builder dug a hole
        in that clay and backfilled around the foundation with looser soil. That backfill zone fills with water
        and the clay around it keeps it there, pressing against the walls. That pressure, called **hydrostatic
        pressure**, pushes water through:

        - The **cove joint**, where the floor slab meets the wall
        - **Cracks** in poured concrete walls
        - The hollow **cores of block walls**, which fill and seep at the bottom

        ## The water table rises

        Spring is when groundwater is highest. Homes in low areas, near Irondequoit Bay or along the Lake
        Ontario shore may see water come up through floor cracks or around the sump pit, not just the walls.

        ## What helps right now

        1. **Extend the downspouts** 6 to 10 feet from the house. This is the single cheapest fix.
        2. **Clear snow** away from the foundation on the uphill side before a thaw.
        3. **Check that the sump discharge** isn't frozen or buried in snow at the outlet.
        4. **Test the sump pump** before the melt, not during it.

        ## What fixes it for good

        Grading and gutters reduce the water, but they can't change the clay or the water table. If water
        comes in at the cove joint every spring, the lasting fix is to relieve the pressure: an interior
        perimeter drain that collects water at the footing and a sump pump that carries it away. We explain
        how that works on our [basement waterproofing page](basement-waterproofing).

        ## Don't wait for summer

        It's tempting to forget about it once the basement dries out in May. But spring is when the
        evidence is clearest. Take photos of where the water appears and [send them to us](virtual-assessment);
        they make for a much more accurate estimate.
      `,
    },
    {
      slug: "waterproof-paint-vs-interior-drainage",
      title: "Waterproofing paint vs. an interior drain: what really works",
      excerpt: "Sealer paint is cheap and easy, so why do waterproofing contractors rarely recommend it? When it helps, when it fails, and what to do instead.",
      author: "Jess Morales, senior inspector",
      categories: ["waterproofing"],
      publishedDaysAgo: 38,
      body: md`
        It's the first thing most homeowners try: a couple of gallons of waterproofing paint from the home
        center, a roller and a Saturday afternoon. Sometimes it helps. Often it doesn't. Here's why.

        ## What sealer paint does

        Masonry waterproofing paints are thick coatings that fill the pores of block and concrete. On a wall
        that's only **damp**, because moisture is slowly wicking through, a good coating can reduce dampness and
        make the basement feel less musty.

        ## Why it fails on leaking walls

        Paint is applied to the **inside** of the wall, and water is coming from the **outside**. When the
        soil is saturated, hydrostatic pressure pushes water into the wall from behind the paint. The result is
        predictable:

        - Bubbles and blisters in the coating, often with white powder behind them
        - Peeling and flaking within a few seasons
        - Water still entering at the **cove joint**, where the floor meets the wall, which paint can't seal

        On hollow block walls, paint can make things worse: water fills the block cores and has nowhere to go
        but down, into the floor joint.

        ## When paint is reasonable

        - A poured wall that's damp but never has standing water
        - A dehumidifier alone isn't quite enough
        - You're not planning to finish the basement

        Use a product rated for negative-side (interior) application, clean the wall well, and remove any
        efflorescence first.

        ## What works when water is getting in

        The reliable fix is to manage the water rather than hold it back:

        1. **Interior perimeter drain** at the footing, below the floor, to collect water before it reaches the
           slab
        2. **Weep holes** in block walls to drain the cores
        3. **Wall membrane** to guide any wall seepage down into the drain
        4. **Sump pump** to carry the water outside

        It costs more than paint, usually $8,500 to $14,500 for a whole basement, but it lasts for the life of
        the house and comes with a [transferable warranty](basement-waterproofing/certificate-and-levels).

        ## Our advice

        If you've already painted and it's peeling, don't repaint. The peeling is telling you the wall has
        water pressure behind it. That's a drainage problem, and a coat of paint won't solve it.
      `,
    },
    {
      slug: "buying-a-house-with-a-wet-basement",
      title: "Buying a house with a wet basement: what to check before you close",
      excerpt:
        "Water stains, fresh paint and a new dehumidifier can all be clues. What to look for, questions to ask the seller and how to negotiate the repair.",
      author: "Tom Brennan, founder",
      categories: ["buying-and-selling", "waterproofing"],
      publishedDaysAgo: 61,
      body: md`
        A wet basement isn't a reason to walk away from a house you love. It is a reason to find out exactly
        what's happening before your inspection contingency runs out. Here's what we tell buyers who call us
        in the middle of a purchase.

        ## Clues to look for

        - **Tide lines** on walls, furnace legs and stored items
        - **White, chalky deposits** (efflorescence) on block or concrete
        - **Fresh paint** on the lower walls only, or a freshly painted floor
        - **Musty smell**, especially in summer
        - **A brand-new dehumidifier** running hard during the showing
        - **Rust** on the bottom of the water heater, furnace or metal shelves
        - A **sump pump** running often, or a pit with water right up near the top

        ## Questions for the seller

        New York's property condition disclosure asks about water in the basement, but it's worth asking
        directly:

        1. Has water ever entered the basement? When, where and how much?
        2. Has any waterproofing or foundation work been done? By whom?
        3. **Is there a warranty, and is it transferable?**
        4. Has an insurance claim been filed for water damage?

        A transferable warranty from an established company is valuable. Ask for the certificate and
        call the company to confirm it's registered to the address.

        ## Get the right inspection

        General home inspectors are excellent at spotting signs of water, but most will recommend "further
        evaluation by a qualified contractor." Do that during your contingency period. We prioritize buyers
        with a deadline, and our [virtual assessment](virtual-assessment) can often give you a price range
        within two business days from the listing photos and your inspector's report.

        ## Negotiating the repair

        Once you have a written estimate, you have options:

        - **Price reduction** equal to the estimate, so you control the repair
        - **Seller credit** at closing
        - **Seller completes the work** before closing, with the warranty transferred to you

        If the seller does the work, make sure it's done by a company that issues a transferable warranty,
        and that the transfer paperwork is completed at closing.

        ## After you move in

        Keep the gutters clear, extend the downspouts and test the sump pump every spring. And if there's
        an existing DryCore system, send us the transfer form within 60 days of closing so the lifetime
        warranty is in your name.
      `,
    },
    {
      slug: "horizontal-crack-in-block-wall",
      title: "That horizontal crack in your block wall: what it means and what to do",
      excerpt:
        "A horizontal crack in a concrete block foundation is a sign of soil pressure. How to tell if the wall is moving, and when anchors, straps or braces are needed.",
      author: "Jess Morales, senior inspector",
      categories: ["foundations"],
      publishedDaysAgo: 94,
      body: md`
        Of all the cracks we see in basements, the one that worries us most is a long horizontal crack running
        along a mortar joint in a concrete block wall, usually 3 to 5 feet above the floor. Here's why, and what
        to do about it.

        ## What causes it

        Block walls are strong when pushed down on, but weak when pushed sideways. Outside the wall, soil
        pushes inward, and that push gets much stronger when the soil is saturated or freezes and expands.
        Clay soils, common across the Rochester area, swell when wet and add even more pressure.

        Eventually the wall bends inward near the middle of its height, and the mortar joint at the point of
        greatest bending cracks.

        ## Is the wall moving?

        Here's a simple check you can do yourself:

        1. Hold a 4-foot level vertically against the wall at the crack. If there's a gap at the top or bottom,
           the wall is bowing.
        2. Look for **shifted blocks**, where the upper courses have slid inward past the ones below.
        3. Mark the ends of the crack with a pencil and date it. Check again in a month and after the next thaw.
        4. Look for **stair-step cracks** at the ends of the horizontal crack, often near the corners.

        ## How it's repaired

        The fix depends on how far the wall has moved:

        - **Under 2 inches of bow:** carbon fiber straps, epoxied to the wall every 4 feet, stop further
          movement and are almost invisible when painted.
        - **2 to 3 inches:** wall anchors, steel plates connected by rods to anchors in stable soil outside,
          stabilize the wall and can gradually pull it back as they're tightened.
        - **Where you can't dig outside:** steel I-beam braces from the floor to the floor joists.
        - **Over 3 inches, or blocks that have sheared:** the wall usually needs to be excavated and rebuilt.

        Typical costs are on our [foundation repair page](foundation-repair).

        ## Don't wait on this one

        Unlike hairline shrinkage cracks, horizontal cracks rarely stay the same. Each freeze-thaw season pushes
        the wall a little further, and repair costs rise sharply once a wall has to be rebuilt rather than
        braced. Take a photo with a tape measure across the crack and [send it to us](virtual-assessment), or
        [book a free inspection](contact).
      `,
    },
  ],
};

export default site;
