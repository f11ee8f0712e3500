import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(585) 555-0147";
const TEL = "tel:+15855550147";
const EMAIL = "service@comfortline.example";

const site: SiteSeed = {
  slug: "comfortline-hvac",
  name: "Comfortline Heating, Cooling & Plumbing",
  kind: "hvac",
  theme: {
    palette: {
      primary: "#17467e",
      onPrimary: "#ffffff",
      accent: "#e8590c",
      background: "#f7f9fc",
      surface: "#e6edf6",
      text: "#0f1b2d",
      muted: "#46536a",
      border: "#c3cfdf",
    },
    fonts: { heading: "oswald", body: "work-sans" },
    header: "action",
    footer: "band",
    sectionStyle: "cards",
    logo: { mark: "thermometer", shape: "hexagon" },
    radius: "small",
    pattern: "diagonal",
  },
  settings: {
    tagline: "Heating, cooling and plumbing for Rochester homes and businesses since 1979",
    description:
      "Family-owned heating, air conditioning and plumbing contractor serving Monroe County and the western Finger Lakes: repairs, replacements, maintenance plans and 24/7 emergency service.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: {
        street: "1830 Brighton Henrietta Town Line Road",
        locality: "Rochester",
        region: "NY",
        postalCode: "14623",
      },
      serviceAreaNote: "Our vans cover all of Monroe County plus nearby towns in Ontario, Wayne, Livingston and Genesee counties.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "07:30", closes: "18:00" },
      { days: ["sat"], opens: "08:00", closes: "14:00" },
    ],
    hoursNote:
      "Emergency heating, cooling and plumbing service 24 hours a day, 365 days a year. After-hours calls reach an on-call technician, not an answering service.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Heating", href: "heating" },
      { label: "Cooling", href: "cooling" },
      { label: "Plumbing", href: "plumbing" },
      { label: "Service Plan", href: "service-plan" },
      {
        label: "Save Money",
        href: "financing",
        children: [
          { label: "Financing", href: "financing" },
          { label: "Energy Reduction Program", href: "energy-reduction-program" },
        ],
      },
      {
        label: "About",
        href: "about",
        children: [
          { label: "Our story", href: "about" },
          { label: "Reviews", href: "reviews" },
          { label: "Service area", href: "service-area" },
          { label: "Government & schools", href: "government-procurement" },
          { label: "Blog", href: "blog" },
        ],
      },
      { label: "Careers", href: "careers" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Call 24/7: (585) 555-0147", href: TEL },
    footerLinks: [
      { label: "Service plan", href: "service-plan" },
      { label: "Financing", href: "financing" },
      { label: "Rebates", href: "energy-reduction-program" },
      { label: "Reviews", href: "reviews" },
      { label: "Service area", href: "service-area" },
      { label: "Government & schools", href: "government-procurement" },
      { label: "Careers", href: "careers" },
      { label: "Blog", href: "blog" },
    ],
  },
  mounts: { posts: "blog", jobs: "careers" },
  forms: [
    {
      key: "service-request",
      name: "Service or estimate request",
      recipients: [EMAIL],
      submitLabel: "Request service",
      successMessage:
        "Thank you. A dispatcher will call you within one business day, usually within a couple of hours during office hours, to book a two-hour arrival window. No heat, no hot water or an active leak? Please call (585) 555-0147 now, day or night.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "town", label: "Town", type: "text", required: true, width: "half" },
        { name: "address", label: "Service address", type: "text", required: true },
        {
          name: "service",
          label: "What do you need?",
          type: "select",
          required: true,
          options: [
            "Heating repair",
            "Air conditioning or heat pump repair",
            "Plumbing or drain repair",
            "Water heater repair or replacement",
            "Furnace or AC tune-up",
            "Estimate for a new furnace, boiler, AC or heat pump",
            "Free home energy assessment",
            "Comfort Club membership",
            "Something else",
          ],
        },
        { name: "property", label: "Property type", type: "radio", options: ["Home", "Rental property", "Business"], width: "half" },
        { name: "member", label: "Are you a Comfort Club member?", type: "radio", options: ["Yes", "No"], width: "half" },
        { name: "equipment", label: "Equipment brand and approximate age", type: "text", help: "For example: Carrier furnace, about 15 years old." },
        {
          name: "problem",
          label: "What's happening?",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "What the system is doing, when it started, and any error codes or blinking lights.",
        },
        { name: "times", label: "When can we come?", type: "checkbox", options: ["Weekday morning", "Weekday afternoon", "Saturday morning", "Any time"] },
        {
          name: "photos",
          label: "Photos of the data plate or the problem",
          type: "file",
          accept: ["image"],
          maxFiles: 3,
          maxSizeMb: 10,
          help: "Optional. Helps us bring the right parts.",
        },
      ],
    },
    {
      key: "job-application",
      name: "Job application",
      recipients: [EMAIL],
      submitLabel: "Send application",
      successMessage:
        "Thank you for applying. Renee Castillo in human resources reads every application and will be in touch within a week. Questions in the meantime? Call (585) 555-0147 and ask for Renee.",
      fields: [
        { name: "name", label: "Full name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "town", label: "Town you live in", type: "text", width: "half" },
        {
          name: "resume",
          label: "Résumé",
          type: "file",
          accept: ["pdf", "document"],
          maxFiles: 1,
          maxSizeMb: 10,
          help: "PDF or Word. No résumé yet? Apprentice and helper applicants can skip this and tell us about themselves below.",
        },
        {
          name: "experience",
          label: "Years of experience in the trades or customer service",
          type: "select",
          required: true,
          options: ["None yet", "Less than 1 year", "1 to 3 years", "3 to 5 years", "More than 5 years"],
        },
        {
          name: "certifications",
          label: "Licenses and certifications you hold",
          type: "checkbox",
          options: ["EPA 608 Universal", "EPA 608 Type I, II or III", "NATE", "Journeyman or master plumber", "Backflow tester", "OSHA 10 or OSHA 30"],
        },
        { name: "license", label: "Do you have a valid New York driver's license?", type: "radio", required: true, options: ["Yes", "No", "In progress"] },
        { name: "start", label: "Earliest start date", type: "date", width: "half" },
        { name: "heard", label: "How did you hear about us?", type: "text", width: "half" },
        { name: "why_you", label: "Why would you like to work at Comfortline?", type: "textarea", required: true, maxLength: 1500 },
      ],
    },
    {
      key: "general-application",
      name: "General application",
      recipients: [EMAIL],
      submitLabel: "Send my résumé",
      successMessage:
        "Thank you. We keep every application on file for a year and call when a role that fits opens up, often sooner than you'd think. You can also reach Renee Castillo at (585) 555-0147.",
      fields: [
        { name: "name", label: "Full name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        {
          name: "interest",
          label: "What kind of work are you looking for?",
          type: "select",
          required: true,
          options: [
            "HVAC service",
            "HVAC installation",
            "Plumbing",
            "Apprenticeship",
            "Office, dispatch or customer service",
            "Commercial and public-sector work",
            "Something else",
          ],
          width: "half",
        },
        { name: "resume", label: "Résumé", type: "file", accept: ["pdf", "document"], maxFiles: 1, maxSizeMb: 10, help: "PDF or Word, up to 10 MB." },
        { name: "schedule", label: "Availability", type: "radio", options: ["Full time", "Seasonal", "Part time"] },
        { name: "about", label: "Tell us about yourself and what you're looking for", type: "textarea", required: true, maxLength: 1500 },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Comfortline Heating, Cooling & Plumbing | Rochester, NY",
      description:
        "Furnace, boiler, heat pump, air conditioning and plumbing service in Rochester and Monroe County. Upfront pricing and 24/7 emergency calls.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Family-owned in Rochester since 1979",
            heading: "Warm in January, cool in July, and no surprises on the bill",
            body: "Comfortline repairs, replaces and maintains furnaces, boilers, heat pumps, air conditioners and plumbing across Monroe County. You get a flat price before we start, a technician who shows up in the window we promised, and a real person on the phone at 3 a.m.",
            actions: [
              { label: "Call (585) 555-0147", href: TEL },
              { label: "Request service", href: "contact", variant: "secondary" },
            ],
            illustration: "thermometer",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "Since 1979", label: "serving Rochester homes and businesses" },
              { value: "38", label: "licensed, NATE-certified technicians and plumbers" },
              { value: "4.9 / 5", label: "average rating across 1,800+ reviews" },
              { value: "24/7", label: "emergency service, holidays included" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What we take care of",
            intro: "One call covers the whole mechanical side of your house, from the gas meter to the kitchen faucet.",
            columns: 4,
            items: [
              {
                icon: "flame",
                title: "Heating",
                body: "Furnace and boiler repair, high-efficiency replacements, cold-climate heat pumps and humidifiers. Diagnostic visits from $89.",
                href: "heating",
                linkLabel: "Heating services",
              },
              {
                icon: "snowflake",
                title: "Cooling",
                body: "Central air, ductless mini-splits and heat pumps sized with a real load calculation, not a guess from the square footage.",
                href: "cooling",
                linkLabel: "Cooling services",
              },
              {
                icon: "droplets",
                title: "Plumbing",
                body: "Water heaters, drains, sump pumps, leaks, fixtures and repiping by licensed plumbers at flat, quoted prices.",
                href: "plumbing",
                linkLabel: "Plumbing services",
              },
              {
                icon: "shield-check",
                title: "Comfort Club",
                body: "Yearly tune-ups, priority scheduling and 15% off repairs from $16 a month. No contract, cancel any time.",
                href: "service-plan",
                linkLabel: "See the plans",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "How we work",
            heading: "The price is agreed before the toolbag opens",
            body: md`
              Our technicians carry a flat-rate price book on their tablets. After the diagnosis you see every
              option, from the simple repair to a replacement, with a fixed price next to it. You pick; we do the work.
              If the job takes longer than we expected, that is our problem, not yours.

              - Arrival windows of two hours, with a text when your technician is on the way
              - Shoe covers, drop cloths and a clean work area when we leave
              - Repairs guaranteed for one year, parts and labor
              - New equipment backed by a 10-year parts and 2-year labor warranty
            `,
            illustration: "clipboard-list",
            action: { label: "Read our reviews", href: "reviews", variant: "secondary" },
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "What Rochester says",
            items: [
              {
                quote:
                  "Furnace quit at 10 p.m. on the coldest night in January. Kevin was in our basement in Greece by 11:30 with the igniter on his truck. Same price he'd have charged at noon.",
                name: "Deb R.",
                detail: "Greece, furnace repair",
                rating: 5,
              },
              {
                quote:
                  "They talked us out of the bigger air conditioner another company quoted. Ran the numbers room by room, put in a 2.5-ton unit, and the upstairs is finally comfortable.",
                name: "Sanjay and Priya M.",
                detail: "Pittsford, central air",
                rating: 5,
              },
              {
                quote:
                  "Water heater was leaking on a Saturday. New 50-gallon in by 3 o'clock, old one hauled away, permit pulled. Price matched the quote to the dollar.",
                name: "Tom W.",
                detail: "Irondequoit, water heater",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "postList",
          props: {
            heading: "Advice from our technicians",
            intro: "Straight answers on furnaces, heat pumps, water heaters and the questions we hear on every call.",
            limit: 3,
            showCategories: true,
          },
        },
        {
          type: "cta",
          props: {
            heading: "No heat, no hot water, or water where it shouldn't be?",
            body: "Call any time. An on-call technician answers, tells you what to do right now, and gives you an arrival time.",
            action: { label: "Call (585) 555-0147", href: TEL },
            secondary: { label: "Ways to pay over time", href: "financing", variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- about
    {
      path: "about",
      title: "About Comfortline",
      description:
        "Three generations of the DiMarco family, 38 licensed technicians and one shop in Henrietta: the people behind Comfortline Heating, Cooling & Plumbing.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "From one van on Lyell Avenue to 31 trucks across Monroe County",
            body: md`
              Frank DiMarco started Comfortline in 1979 with a used Ford van, a set of gauges and a
              promise to his first customers on Lyell Avenue: he would tell them the price before he
              picked up a wrench. The business grew one referral at a time, added a plumbing division in
              1994 and moved to our shop on Brighton Henrietta Town Line Road in 2006.

              Frank's son **Tony DiMarco**, an Army veteran and NATE-certified technician, runs the company
              today. Tony's daughter **Gina** joined in 2019 and leads our energy-efficiency and heat pump
              work. We still answer our own phones, still price every job up front, and still keep a
              furnace igniter on every truck in January.
            `,
            illustration: "house",
          },
        },
        {
          type: "stats",
          props: {
            heading: "Comfortline by the numbers",
            items: [
              { value: "1979", label: "the year Frank DiMarco opened the doors" },
              { value: "31", label: "stocked service vans on the road" },
              { value: "4,200", label: "households on a Comfort Club plan" },
              { value: "92%", label: "of repairs finished on the first visit" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What you can count on",
            columns: 3,
            items: [
              {
                icon: "badge-check",
                title: "Licensed and certified",
                body: "City of Rochester and Monroe County master plumber licenses, EPA Section 608 certification for every refrigerant tech, and NATE certification for our HVAC service team.",
              },
              {
                icon: "shield",
                title: "Background-checked employees",
                body: "Everyone who enters your home is a Comfortline employee, drug-tested and background-checked. We don't send subcontractors.",
              },
              {
                icon: "wallet",
                title: "Upfront, flat-rate pricing",
                body: "You approve a written price before work starts. No hourly meter running while we look for a part.",
              },
              {
                icon: "clock",
                title: "On time, or we pay",
                body: "If we miss your two-hour arrival window without calling ahead, the diagnostic fee is on us.",
              },
              {
                icon: "award",
                title: "Warranties in writing",
                body: "One year on repairs, ten years parts and two years labor on new equipment we install and register.",
              },
              {
                icon: "heart-handshake",
                title: "Giving back locally",
                body: "Each October we replace a furnace for a Monroe County family in need, nominated by our customers and neighbors.",
              },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Licenses, certifications and memberships",
            items: [
              "NATE-certified technicians",
              "EPA Section 608",
              "ACCA member",
              "City of Rochester Master Plumber",
              "NYS-certified SDVOB",
              "OSHA 30 supervisors",
              "Rochester Home Builders Association",
              "BBB A+ rating",
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Want to work with a team like this?",
            body: "We're hiring service technicians, installers and plumbing apprentices, with paid training and a company van.",
            action: { label: "See open positions", href: "careers" },
            secondary: { label: "Contact the office", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- heating
    {
      path: "heating",
      title: "Heating Repair & Installation",
      description:
        "Furnace and boiler repair, high-efficiency furnace replacement, cold-climate heat pumps and humidifiers in Rochester, with flat-rate pricing.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Heating",
            heading: "Furnace, boiler and heat pump service for Rochester winters",
            body: "When it's 5°F outside, you need someone who answers the phone and carries the part. Our heating vans stock igniters, flame sensors, inducer motors, pressure switches and control boards for the equipment we see most.",
            actions: [
              { label: "Call for no-heat service", href: TEL },
              { label: "Request a replacement estimate", href: "contact", variant: "secondary" },
            ],
            illustration: "flame",
          },
        },
        {
          type: "features",
          props: {
            heading: "Heating services",
            columns: 3,
            items: [
              {
                icon: "wrench",
                title: "Furnace repair",
                body: "All makes of gas and propane furnaces. Most no-heat calls are a failed igniter, flame sensor, inducer or control board, and we fix them on the first visit.",
              },
              {
                icon: "flame",
                title: "Furnace replacement",
                body: "96-98% efficient two-stage and modulating furnaces, sized with a Manual J load calculation and installed with a new filter cabinet, venting and permit.",
              },
              {
                icon: "droplets",
                title: "Boilers and radiant heat",
                body: "Cast-iron and high-efficiency condensing boilers, circulator pumps, zone valves, expansion tanks and radiator bleeding for the older homes of the city and Brighton.",
              },
              {
                icon: "zap",
                title: "Cold-climate heat pumps",
                body: "Ducted and ductless heat pumps rated to heat at -13°F, alone or paired with your gas furnace as a dual-fuel system.",
              },
              {
                icon: "wind",
                title: "Humidifiers and air quality",
                body: "Whole-house steam and bypass humidifiers for dry winter air, media air cleaners and UV lights for allergy sufferers.",
              },
              {
                icon: "thermometer",
                title: "Thermostats and zoning",
                body: "Smart thermostat installation and setup, and zoning for homes where the upstairs and downstairs never agree.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Typical heating prices",
            intro: "Every job is quoted in writing before work starts. These are the prices most customers pay.",
            plans: [
              {
                name: "Diagnostic visit",
                price: "$89",
                period: "per visit",
                description: "A full system check to find the fault, with a fixed price for every repair option.",
                features: ["Waived when you approve the repair", "$49 for Comfort Club members", "Same price nights and weekends"],
              },
              {
                name: "Furnace tune-up",
                price: "$149",
                period: "per system",
                description: "A 21-point cleaning and safety inspection, including a combustion and carbon monoxide test.",
                features: [
                  "Clean burners and flame sensor",
                  "Test heat exchanger and safeties",
                  "Check gas pressure and temperature rise",
                  "Included free with Comfort Club",
                ],
                highlighted: true,
                action: { label: "Join Comfort Club", href: "service-plan" },
              },
              {
                name: "Furnace replacement",
                price: "From $4,800",
                period: "installed",
                description: "96% efficient single-stage furnace, permit and haul-away. Two-stage and modulating models from $6,200.",
                features: ["Free in-home estimate", "10-year parts, 2-year labor warranty", "Financing from $79 a month"],
                action: { label: "See financing", href: "financing", variant: "secondary" },
              },
            ],
            note: "Prices are for single-family homes in our standard service area and include labor and common parts. Heat pump systems are quoted after a home visit.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "What a replacement looks like",
            items: [
              {
                title: "Home visit and load calculation",
                body: "A comfort advisor measures rooms, windows and insulation, checks your ductwork and venting, and asks what bothers you about the system you have now.",
              },
              {
                title: "Written options",
                body: "You get two or three options in writing: equipment, efficiency, warranty, rebates you qualify for and the total price. No pressure, and the quote holds for 30 days.",
              },
              {
                title: "Installation day",
                body: "Most furnace swaps take one day. We protect floors, remove the old unit, pull the permit and leave the system running before we go.",
              },
              {
                title: "Walk-through and follow-up",
                body: "The installer shows you the filter, thermostat and shut-offs, registers your warranty, and we call after the first cold week to check in.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Heating questions",
            items: [
              {
                question: "My furnace is 18 years old. Should I repair or replace it?",
                answer:
                  "If the repair is under about $600 and the heat exchanger is sound, repair usually makes sense. Past 15 years, with a cracked heat exchanger, or with repeated calls each winter, replacement starts to pay off. Our technicians will show you both prices and won't push a new furnace you don't need.",
              },
              {
                question: "Can a heat pump really heat my house in a Rochester winter?",
                answer:
                  "Modern cold-climate heat pumps keep producing heat well below zero. Many of our customers pair one with their existing gas furnace, which takes over on the few coldest nights. Read more in our post on heat pumps in a New York winter.",
              },
              {
                question: "What should I do if I smell gas?",
                answer:
                  "Leave the house right away, don't flip switches or use your phone inside, and call your gas utility's emergency line or 911 from outside. Once the utility has made it safe, call us to find and repair the source.",
              },
              {
                question: "How often should I change my furnace filter?",
                answer:
                  "One-inch filters every one to three months; four- and five-inch media filters every six to twelve months. Comfort Club members get their media filter replaced at the yearly tune-up.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Cold house? We're on call right now.",
            action: { label: "Call (585) 555-0147", href: TEL },
            secondary: { label: "Read the furnace checklist", href: "blog/furnace-maintenance-checklist", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- cooling
    {
      path: "cooling",
      title: "Air Conditioning & Cooling",
      description:
        "Central air conditioning repair and installation, ductless mini-splits and heat pumps, sized properly for Rochester and Finger Lakes homes.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Cooling",
            heading: "Air conditioning that keeps the upstairs bedrooms cool",
            body: "Most comfort complaints in Rochester homes come from oversized equipment and tired ductwork, not a lack of tonnage. We measure first, then recommend the system that fits your house.",
            actions: [
              { label: "Schedule AC service", href: "contact" },
              { label: "Call (585) 555-0147", href: TEL, variant: "secondary" },
            ],
            illustration: "snowflake",
          },
        },
        {
          type: "features",
          props: {
            heading: "Cooling services",
            columns: 2,
            items: [
              {
                icon: "wrench",
                title: "AC repair",
                body: "Capacitors, contactors, condenser fan motors, refrigerant leaks and frozen coils. Our vans carry common parts for every major brand, so most repairs are done the same day.",
              },
              {
                icon: "snowflake",
                title: "Central air installation",
                body: "14.3 to 20 SEER2 air conditioners matched to a new or existing coil, with line set, pad, disconnect, permit and start-up.",
              },
              {
                icon: "fan",
                title: "Ductless mini-splits",
                body: "For additions, finished attics, sunrooms and homes with hot-water heat and no ducts. Single-zone and multi-zone systems that also heat in winter.",
              },
              {
                icon: "zap",
                title: "Heat pumps",
                body: "Replace your air conditioner with a heat pump for the same cooling plus efficient heat in spring and fall, often with a utility rebate.",
              },
              {
                icon: "wind",
                title: "Ductwork and airflow",
                body: "Duct sealing, added returns and balancing dampers so air actually reaches the rooms at the end of the run.",
              },
              {
                icon: "leaf",
                title: "Indoor air quality",
                body: "Dehumidifiers for damp basements, media filters, UV lights and ventilation for tight, newer homes.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Typical cooling prices",
            plans: [
              {
                name: "AC tune-up",
                price: "$149",
                period: "per system",
                description: "Clean the condenser coil, test capacitors and refrigerant charge, clear the condensate drain and check airflow.",
                features: ["Free with Comfort Club", "Best booked April through June"],
              },
              {
                name: "Central air replacement",
                price: "From $5,900",
                period: "installed",
                description: "2- to 3-ton 15.2 SEER2 system with matching coil, new pad, disconnect and permit.",
                features: ["10-year parts, 2-year labor warranty", "Load calculation included", "Financing available"],
                highlighted: true,
                action: { label: "Request an estimate", href: "contact" },
              },
              {
                name: "Ductless mini-split",
                price: "From $4,900",
                period: "single zone, installed",
                description: "A cold-climate wall unit for one room or open area, heating and cooling. Additional zones from $2,400.",
                features: ["Often qualifies for utility rebates", "Installed in one day"],
                action: { label: "Check rebates", href: "energy-reduction-program", variant: "secondary" },
              },
            ],
            note: "Final prices depend on electrical work, line set length and access. You'll get a written quote before any work is scheduled.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Why sizing matters",
            heading: "Bigger isn't colder",
            body: md`
              An oversized air conditioner cools the thermostat quickly and shuts off before it has pulled
              moisture out of the air. The result is a cold, clammy house, short cycling and a compressor that
              wears out early.

              Before we quote a system we run a **Manual J** load calculation for your house and check the
              ducts with a static pressure test. It often means a smaller, quieter unit and a lower bill.
            `,
            illustration: "ruler",
            reverse: true,
          },
        },
        {
          type: "faq",
          props: {
            heading: "Cooling questions",
            items: [
              {
                question: "Why is there ice on my air conditioner's copper line?",
                answer:
                  "Usually low airflow (a dirty filter or closed vents) or low refrigerant from a leak. Turn the AC off and run the fan only to thaw it, change the filter, and call us if it freezes again. Our blog post on frozen air conditioners walks through it.",
              },
              {
                question: "My system uses R-22 refrigerant. Can you still recharge it?",
                answer:
                  "R-22 hasn't been produced for years and what remains is expensive. We can repair small leaks and recharge with reclaimed refrigerant, but if your system needs more than a few pounds, replacement is usually the better use of your money.",
              },
              {
                question: "How long does an installation take?",
                answer:
                  "A straight central air replacement is one day. A new system in a house without ductwork, or a multi-zone mini-split, usually takes two to three days.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Beat the first heat wave",
            body: "Book a spring tune-up before the June rush and we'll catch the weak capacitor before it strands you on a 90-degree Saturday.",
            action: { label: "Book a tune-up", href: "contact" },
            secondary: { label: "Or join Comfort Club", href: "service-plan", variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------------- plumbing
    {
      path: "plumbing",
      title: "Plumbing Services",
      description: "Licensed Rochester plumbers for water heaters, drains, sump pumps, leaks, fixtures, repiping and backflow testing, at flat, quoted prices.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Plumbing",
            heading: "Licensed plumbers, flat prices, clean basements",
            body: "Our plumbing division has served Monroe County since 1994. From a dripping faucet to a burst pipe at 2 a.m., our plumbers quote the job before they start and clean up before they leave.",
            actions: [
              { label: "Call a plumber", href: TEL },
              { label: "Request an appointment", href: "contact", variant: "secondary" },
            ],
            illustration: "droplets",
          },
        },
        {
          type: "features",
          props: {
            heading: "Plumbing services",
            columns: 3,
            items: [
              {
                icon: "flame",
                title: "Water heaters",
                body: "Same-day replacement of gas and electric tank water heaters, plus tankless and heat pump water heaters for lower bills.",
              },
              {
                icon: "waves",
                title: "Drain cleaning",
                body: "Kitchen, bath and main sewer lines cleared by cable or hydro-jet, with camera inspection to find roots, bellies and collapsed clay pipe.",
              },
              {
                icon: "droplets",
                title: "Sump pumps",
                body: "Replacement pumps, battery backups and water-powered backups for spring thaw and summer storms.",
              },
              {
                icon: "search",
                title: "Leak detection and repair",
                body: "Pinhole leaks in copper, failing shut-off valves, running toilets and water under the floor, found and fixed.",
              },
              {
                icon: "bath",
                title: "Fixtures and remodels",
                body: "Faucets, toilets, garbage disposals, tub and shower valves, and rough-in plumbing for kitchen and bath remodels.",
              },
              {
                icon: "wrench",
                title: "Repiping and backflow",
                body: "Galvanized and polybutylene pipe replaced with copper or PEX. Backflow preventer testing by NYS-certified testers for businesses.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Common plumbing prices",
            intro: "Flat prices for the jobs we do every day. Anything else is quoted on site before we start.",
            plans: [
              {
                name: "Drain clearing",
                price: "From $189",
                period: "sink, tub or shower",
                features: ["Main sewer line from $329", "Camera inspection from $249", "30-day guarantee"],
              },
              {
                name: "Tank water heater",
                price: "From $1,895",
                period: "40-50 gal gas, installed",
                description: "Includes expansion tank, new venting connector, permit and haul-away of the old heater.",
                features: ["Most installs same day", "6-year tank warranty, 1-year labor", "Tankless from $4,200"],
                highlighted: true,
                action: { label: "Call for same-day install", href: TEL },
              },
              {
                name: "Sump pump",
                price: "From $695",
                period: "replacement, installed",
                features: ["Battery backup add-on from $895", "Check valve and discharge included"],
              },
            ],
            note: "Comfort Club members save 15% on every plumbing repair and get a yearly whole-house plumbing inspection.",
          },
        },
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "Burst pipe? Shut off the water first",
            body: "Find your main shut-off, usually where the water line enters the basement wall near the meter, and turn it clockwise until it stops. Turn off the water heater if the leak is on the hot side. Then call us at (585) 555-0147; a plumber is on call around the clock.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Plumbing questions",
            items: [
              {
                question: "How long does a water heater last?",
                answer:
                  "Tank water heaters usually last 8 to 12 years in our area. Hard water, high temperature settings and never draining the tank shorten that. Our post on the signs of a failing water heater covers what to watch for.",
              },
              {
                question: "Should I go tankless?",
                answer:
                  "Tankless heaters cost more up front but never run out of hot water and last 20 years or more. They make the most sense for larger households or when your gas line and venting can support one without major work. We'll tell you honestly if yours can.",
              },
              {
                question: "Do you pull permits?",
                answer:
                  "Yes. Water heater replacements, repiping and new gas lines are permitted and inspected wherever the town requires it. The permit fee is included in our price.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Need a plumber today?",
            body: "Call before noon and in most weeks we'll have a plumber at your door the same day.",
            action: { label: "Call (585) 555-0147", href: TEL },
            secondary: { label: "Email the office", href: "mailto:service@comfortline.example", variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------- service plan
    {
      path: "service-plan",
      title: "Comfort Club Maintenance Plans",
      description:
        "Comfort Club maintenance membership: yearly furnace and AC tune-ups, priority service, 15% off repairs and no overtime fees, from $16 a month.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "centered",
            eyebrow: "Comfort Club",
            heading: "Tune-ups on the calendar, repairs at member prices",
            body: "Most breakdowns we see in January start as a dirty flame sensor or a weak capacitor in October. Comfort Club puts your equipment on our schedule twice a year, so we catch those before they leave you cold.",
            actions: [
              { label: "Join by phone", href: TEL },
              { label: "Email us to enroll", href: "mailto:service@comfortline.example", variant: "secondary" },
            ],
            illustration: "shield-check",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Choose a plan",
            intro:
              "Billed monthly or yearly (two months free when you pay for the year). Prices are per home with one heating and one cooling system; add a second system for $8 a month.",
            plans: [
              {
                name: "Essential",
                price: "$16",
                period: "per month",
                description: "For homes with heat only, or a boiler and window units.",
                features: [
                  "One heating tune-up a year",
                  "Priority scheduling",
                  "10% off repairs",
                  "$49 diagnostic visits",
                  "No overtime charges nights and weekends",
                ],
              },
              {
                name: "Comfort",
                price: "$24",
                period: "per month",
                description: "Our most popular plan: heating and cooling covered.",
                features: [
                  "Fall furnace and spring AC tune-ups",
                  "Front-of-the-line priority service",
                  "15% off repairs",
                  "Free diagnostic visits",
                  "No overtime charges nights and weekends",
                  "Media filter replacement included",
                ],
                highlighted: true,
                action: { label: "Call to join", href: TEL },
              },
              {
                name: "Total Home",
                price: "$34",
                period: "per month",
                description: "Heating, cooling and plumbing under one plan.",
                features: [
                  "Everything in Comfort",
                  "Yearly whole-house plumbing inspection",
                  "Water heater flush and anode check",
                  "Sump pump test before spring thaw",
                  "15% off plumbing repairs",
                  "$250 credit toward new equipment each year you're a member (up to $1,000)",
                ],
              },
            ],
            note: "No contract: cancel any time with a phone call. Tune-ups are booked for you; we'll text two weeks ahead with a date that you can move.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How Comfort Club works",
            items: [
              {
                title: "Sign up by phone or email",
                body: "Tell us your address and equipment. We set up billing and note your systems in our records so any technician can see their history.",
              },
              {
                title: "We schedule your visits",
                body: "Heating tune-ups run September through November, cooling tune-ups April through June. We text you a date two weeks ahead.",
              },
              {
                title: "Tune-up and report",
                body: "Your technician cleans and tests each system and sends a report with photos, readings and anything worth watching.",
              },
              {
                title: "Member pricing all year",
                body: "If something does break, you go to the front of the line and your discount comes off the flat-rate price automatically.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Comfort Club questions",
            items: [
              {
                question: "Does a tune-up keep my manufacturer's warranty valid?",
                answer:
                  "Most manufacturers require yearly professional maintenance to honor parts warranties. Your Comfort Club reports are dated records of that maintenance.",
              },
              {
                question: "Can I join if my equipment was installed by someone else?",
                answer:
                  "Yes. We service every major brand. If we find a safety problem on the first visit, such as a cracked heat exchanger, we'll show you before anything else happens.",
              },
              {
                question: "Is the plan transferable if I sell my house?",
                answer: "Yes. Buyers like seeing a maintenance history, and we'll transfer the remaining months to the new owner at no charge.",
              },
              {
                question: "What does priority service actually mean?",
                answer:
                  "On a busy day, members are scheduled ahead of non-member calls. During the first cold snap of the year, that can be the difference between today and Thursday.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Ready to join?",
            body: "Call the office and we'll enroll you in about five minutes, and book your first tune-up on the same call.",
            action: { label: "Call (585) 555-0147", href: TEL },
          },
        },
      ],
    },
    // -------------------------------------------------------------- financing
    {
      path: "financing",
      title: "Financing Options",
      description:
        "Finance a new furnace, air conditioner, heat pump or water heater: 0% for 18 months, or low monthly payments up to 144 months on approved credit.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Financing",
            heading: "A new system shouldn't have to wait for a tax refund",
            body: md`
              Furnaces and water heaters rarely fail at a convenient time. We work with two consumer lending
              partners so you can replace what's broken now and pay over months or years, with an answer on
              approval in a few minutes.

              Financing is available on any installation or repair over **$1,500**. Applying does not affect
              your credit score until you accept an offer.
            `,
            illustration: "piggy-bank",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Three ways to spread the cost",
            intro: "Example payments are for illustration on the amount shown; your comfort advisor will give you exact terms with your quote.",
            plans: [
              {
                name: "Same as cash",
                price: "0% APR",
                period: "for 18 months",
                description: "Equal monthly payments with no interest. Example: $6,000 is $333.33 a month for 18 months.",
                features: ["Purchases of $2,500 or more", "No prepayment penalty", "Best for paying off quickly"],
              },
              {
                name: "Mid-term",
                price: "7.99% APR",
                period: "for 84 months",
                description: "A fixed rate and fixed payment. Example: $10,000 is about $156 a month.",
                features: ["Purchases of $3,000 or more", "Fixed payment for the full term", "Pay off early any time"],
                highlighted: true,
              },
              {
                name: "Lowest payment",
                price: "9.99% APR",
                period: "for 144 months",
                description: "The smallest monthly payment, for larger systems. Example: $10,000 is about $119 a month.",
                features: ["Purchases of $5,000 or more", "Pairs well with heat pump rebates", "No prepayment penalty"],
              },
            ],
            note: "All financing is subject to credit approval by our lending partners. Rates and terms may change; the terms in your signed loan agreement apply.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How to apply",
            items: [
              {
                title: "Get your quote",
                body: "Your comfort advisor or technician writes up the options with prices, rebates and monthly payment examples for each.",
              },
              {
                title: "Apply on the advisor's tablet or by phone",
                body: "A short application with your name, address, income and Social Security number. Most decisions come back in under five minutes.",
              },
              {
                title: "Pick a term and sign",
                body: "Choose the plan that fits your budget and sign electronically. Your first payment is due about 30 days after installation.",
              },
              {
                title: "We install",
                body: "We schedule the installation as soon as you sign. The lender pays us when the job is complete and you're happy with it.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Financing questions",
            items: [
              {
                question: "Can I combine financing with rebates?",
                answer:
                  "Yes. Utility rebates through our Energy Reduction Program reduce the amount you finance. We'll show the price after rebates on your quote.",
              },
              {
                question: "What if I'm not approved?",
                answer:
                  "Our second lending partner reviews applications the first declines. We also offer a 50/50 plan for smaller repairs: half on the day of work, half 30 days later, with no interest.",
              },
              {
                question: "Is there a discount for paying in full?",
                answer: "Customers who pay by check or cash at installation get $150 off any system replacement.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Talk through the numbers",
            body: "Call the office and ask for a comfort advisor. We'll come out, quote the system and show you every payment option side by side.",
            action: { label: "Call (585) 555-0147", href: TEL },
            secondary: { label: "See rebates", href: "energy-reduction-program", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------ energy reduction program
    {
      path: "energy-reduction-program",
      title: "Energy Reduction Program & Rebates",
      description:
        "Utility rebates on heat pumps, heat pump water heaters and smart thermostats, plus a home energy assessment. Comfortline handles the paperwork.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Rebates and efficiency",
            heading: "Lower bills, and help paying for the upgrade",
            body: "Comfortline is a participating contractor in the Genesee Valley Energy Home Energy Reduction Program, the utility's efficiency program for homes in the Rochester area. We find what you qualify for, apply the rebate to your invoice, and file the paperwork ourselves.",
            actions: [
              { label: "Book an energy assessment", href: "contact" },
              { label: "Call (585) 555-0147", href: TEL, variant: "secondary" },
            ],
            illustration: "leaf",
          },
        },
        {
          type: "features",
          props: {
            heading: "Current rebates",
            intro: "Amounts are set by the utility program and can change during the year. We confirm the current figure on your quote.",
            columns: 2,
            items: [
              {
                icon: "zap",
                title: "Whole-home cold-climate heat pump",
                body: "Up to $1,500 per 10,000 Btu/h of heating capacity when a heat pump becomes your main heat source. A typical 3-ton system earns $5,000 to $5,500.",
              },
              {
                icon: "fan",
                title: "Partial-home heat pump or mini-split",
                body: "Up to $1,000 per outdoor unit when a heat pump heats part of the house or pairs with your furnace.",
              },
              {
                icon: "droplets",
                title: "Heat pump water heater",
                body: "$800 instant rebate on qualifying 50- and 65-gallon heat pump water heaters replacing an electric tank.",
              },
              {
                icon: "thermometer",
                title: "Smart thermostat",
                body: "$75 off a qualifying smart thermostat, installed and set up by your technician.",
              },
              {
                icon: "house",
                title: "Air sealing and insulation",
                body: "Up to 50% of the cost of air sealing and attic insulation recommended in your energy assessment, to a $2,000 maximum.",
              },
              {
                icon: "hand-heart",
                title: "Income-eligible households",
                body: "Households below the program's income limits may qualify for no-cost insulation, air sealing and equipment replacement. Ask us; we'll check eligibility with you.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How the program works",
            items: [
              {
                title: "Home energy assessment",
                body: "A two-hour visit from a certified energy advisor: blower door test, infrared camera scan, combustion safety check and a look at your equipment. Free for utility customers, normally $250.",
              },
              {
                title: "Your report",
                body: "Within a week you get a written report with the upgrades that would save the most, estimated savings and the rebates that apply to each.",
              },
              {
                title: "Choose your upgrades",
                body: "Do one thing or all of them. We quote each upgrade with the rebate already deducted and can finance the rest.",
              },
              {
                title: "Install and inspect",
                body: "Our crews do the work. The program may send an inspector to a sample of jobs to verify the installation.",
              },
              {
                title: "We file the rebate",
                body: "Comfortline submits the paperwork. Instant rebates come off your invoice; the rest arrive by check in six to eight weeks.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "What our program customers saw last year",
            items: [
              { value: "612", label: "homes assessed" },
              { value: "$1.9M", label: "in rebates filed for our customers" },
              { value: "27%", label: "average drop in heating energy use" },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Program questions",
            items: [
              {
                question: "Do I need to be a customer of the utility?",
                answer:
                  "Yes, the rebates are paid by the utility program, so you need an active residential electric or gas account with Genesee Valley Energy at the address. Heat pump rebates require electric service.",
              },
              {
                question: "Are there federal or state incentives as well?",
                answer:
                  "Sometimes. Incentives outside the utility program change often, so we'll point out any we know of on your quote, but please confirm tax credits with your tax preparer.",
              },
              {
                question: "Do I have to replace my gas furnace to get a heat pump rebate?",
                answer:
                  "No. The partial-home rebate covers heat pumps that work alongside a furnace or boiler. The larger whole-home rebate requires the heat pump to be sized to carry your full heating load.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Start with an assessment",
            body: "Call or email to schedule your free home energy assessment. Have a recent utility bill handy so we can confirm your account.",
            action: { label: "Call (585) 555-0147", href: TEL },
            secondary: { label: "Email energy@comfortline.example", href: "mailto:energy@comfortline.example", variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------- government procurement
    {
      path: "government-procurement",
      title: "Government & School Procurement",
      description:
        "HVAC and plumbing for municipalities, school districts and public agencies: cooperative contracts, SDVOB certification and prevailing wage compliance.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Public sector",
            heading: "Mechanical service for towns, villages, schools and public buildings",
            body: md`
              Comfortline's commercial division maintains boilers, rooftop units, unit ventilators and
              plumbing in town halls, highway garages, libraries, fire stations and school buildings across
              Monroe, Ontario and Wayne counties.

              We are a **New York State certified Service-Disabled Veteran-Owned Business (SDVOB)**, we
              pay prevailing wage with certified payrolls on every public work project, and we can be
              purchased through existing cooperative contracts, so most agencies can engage us without
              running a new bid.
            `,
            illustration: "landmark",
          },
        },
        {
          type: "documents",
          props: {
            heading: "Contract vehicles",
            intro: "Procurement officers can request award documents and pricing schedules for any of these from our contracts office.",
            items: [
              {
                title: "Monroe County cooperative bid: HVAC and plumbing service, time and materials",
                description: "Hourly labor rates and parts markup available to the county and to municipalities in the county that join the cooperative.",
                meta: "Bid MC-0412 | renewable annually",
              },
              {
                title: "Regional BOCES cooperative bid: school district HVAC maintenance and repair",
                description: "Preventive maintenance, emergency response and boiler service for member school districts, with summer shutdown scheduling.",
                meta: "Award CB-2217 | member districts only",
              },
              {
                title: "Piggybacking under General Municipal Law §103(16)",
                description:
                  "New York political subdivisions may use contracts let by other governments when the original award was made in a manner consistent with state bidding law. We'll provide the award documentation your attorney needs.",
                meta: "Award documents on request",
              },
              {
                title: "Capability statement",
                description: "Company overview, NAICS 238220, bonding and insurance limits, certifications and references from public-sector clients.",
                meta: "PDF, 2 pages | email bids@comfortline.example",
                href: "mailto:bids@comfortline.example",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Qualifications",
            columns: 3,
            items: [
              {
                icon: "badge-check",
                title: "NYS-certified SDVOB",
                body: "Certified by the Office of General Services Division of Service-Disabled Veterans' Business Development. Counts toward your agency's SDVOB participation goals.",
              },
              {
                icon: "scale",
                title: "Prevailing wage compliance",
                body: "Article 8 and Article 9 prevailing wage schedules, certified payroll submitted weekly, and apprentices enrolled in a registered apprenticeship program.",
              },
              {
                icon: "shield-check",
                title: "Bonding and insurance",
                body: "Bid, performance and payment bonds up to $2 million single project and $5 million aggregate. $2 million general liability, $5 million umbrella, statutory workers' compensation.",
              },
              {
                icon: "hard-hat",
                title: "Safety",
                body: "OSHA 30-trained supervisors, OSHA 10 for every field employee, written safety program and an EMR below 0.85 for the last five years.",
              },
              {
                icon: "school",
                title: "School-ready crews",
                body: "Background-checked technicians, fingerprint clearance where districts require it, and work scheduled around the school calendar and summer shutdown.",
              },
              {
                icon: "droplets",
                title: "Backflow and boilers",
                body: "NYS Department of Health certified backflow testers and technicians experienced with low-pressure steam and hot water boilers.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "23", label: "municipal and school clients under contract" },
              { value: "2 hrs", label: "emergency response commitment, 24/7" },
              { value: "140+", label: "public buildings on preventive maintenance" },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Procurement questions",
            items: [
              {
                question: "Do you bid on Wicks Law projects?",
                answer:
                  "Yes. On public building projects that require separate prime contracts, we bid the plumbing and HVAC primes, alone or both, and coordinate with the general and electrical primes.",
              },
              {
                question: "Can we add our buildings to a preventive maintenance schedule mid-year?",
                answer:
                  "Yes. We survey the equipment, send a fixed quarterly price per building, and start with a baseline inspection and report for your facilities director.",
              },
              {
                question: "How do we get on your emergency list?",
                answer:
                  "Send us a purchase order or contract reference and a building list. Your buildings go into our dispatch system with site contacts, access instructions and equipment records.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Contact our contracts office",
            body: "Michelle Grant, commercial contracts manager, answers bid invitations, prequalification questionnaires and requests for certificates of insurance, usually within one business day.",
            action: { label: "Email bids@comfortline.example", href: "mailto:bids@comfortline.example" },
            secondary: { label: "Call (585) 555-0147", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- reviews
    {
      path: "reviews",
      title: "Customer Reviews",
      description:
        "Read what homeowners in Rochester, Pittsford, Webster, Greece and the Finger Lakes say about Comfortline's heating, cooling and plumbing work.",
      blocks: [
        {
          type: "stats",
          props: {
            heading: "Rated by the people we work for",
            items: [
              { value: "4.9 / 5", label: "average rating" },
              { value: "1,800+", label: "reviews on Google, Facebook and Nextdoor" },
              { value: "96%", label: "of customers say they would hire us again" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Recent reviews",
            intro: "A selection of reviews from the last few months, shared with the customers' permission.",
            items: [
              {
                quote:
                  "Our boiler was original to the 1928 house. Gina and her crew replaced it with a condensing boiler, kept every radiator, and our gas bill dropped by a third the first winter.",
                name: "Laura K.",
                detail: "Rochester, South Wedge",
                rating: 5,
              },
              {
                quote:
                  "Called at 6:40 a.m. with no heat and a newborn in the house. Technician was here by 8:15. Cracked flame sensor, replaced in twenty minutes, and he checked the whole furnace while he was at it.",
                name: "Marcus T.",
                detail: "Webster",
                rating: 5,
              },
              {
                quote:
                  "Two mini-splits in our finished attic and the three-season room. The installers ran the line sets so neatly you'd think they came with the house. Rebate came off the invoice, no paperwork on our end.",
                name: "Ellen and Dave S.",
                detail: "Fairport",
                rating: 5,
              },
              {
                quote:
                  "The plumber found the main line was full of roots from the maple out front, showed me the camera footage, and cleared it for exactly what he quoted. Recommended a follow-up in a year rather than an expensive dig.",
                name: "Rich P.",
                detail: "Irondequoit",
                rating: 5,
              },
              {
                quote:
                  "Good work on our AC, but the first appointment got pushed a day during a heat wave. They called to tell us, and waived the diagnostic fee without my asking.",
                name: "Angela B.",
                detail: "Henrietta",
                rating: 4,
              },
              {
                quote:
                  "We've been on the Comfort Club plan for eight years. The tune-up reminders just show up, the techs know our equipment, and the one time our furnace failed we were first on the list.",
                name: "Joan H.",
                detail: "Brighton",
                rating: 5,
              },
              {
                quote:
                  "Honest. Another company told me I needed a new furnace. Comfortline replaced a $180 pressure switch and it's been running two winters since.",
                name: "Keith L.",
                detail: "Chili",
                rating: 5,
              },
              {
                quote:
                  "Comfortline handles our four fire stations and the town hall. Response is fast, the paperwork is clean, and their certified payrolls are never late.",
                name: "Highway & Facilities Superintendent",
                detail: "Town client, Ontario County",
                rating: 5,
              },
              {
                quote:
                  "Water heater install went fine and the price was fair. Took a bit longer than quoted because the gas line needed work, but they explained it before doing it.",
                name: "Nora F.",
                detail: "Canandaigua",
                rating: 4,
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "When we get it wrong",
            heading: "Every review gets read by the owner",
            body: md`
              Tony DiMarco reads every review we receive, good and bad. If your visit didn't go the way it
              should have, call the office and ask for Tony or our service manager, Jen Ostrowski. We'd rather
              hear it from you directly and make it right.
            `,
            illustration: "star",
            reverse: true,
          },
        },
        {
          type: "cta",
          props: {
            heading: "See for yourself",
            body: "Book a visit and find out why 4,200 households trust us with their heat every winter.",
            action: { label: "Request service", href: "contact" },
            secondary: { label: "Call (585) 555-0147", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------- service area
    {
      path: "service-area",
      title: "Our Service Area",
      description:
        "Comfortline serves all of Monroe County and nearby towns in Ontario, Wayne, Livingston and Genesee counties with same-day heating and plumbing.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Our shop sits near the Brighton-Henrietta line, a few minutes from I-390 and I-590, which puts
              most of Monroe County within a 30-minute drive. Technicians who are on call overnight take their
              vans home across the county, so an emergency call in Hilton or Honeoye Falls doesn't start from
              Henrietta.

              Outside Monroe County we serve the towns listed below with the same prices. Farther out, we add
              a trip charge of $45 that we tell you about when you book.
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "Towns we serve",
            columns: 3,
            items: [
              {
                icon: "map-pin",
                title: "Rochester and inner suburbs",
                body: "City of Rochester, Brighton, Irondequoit, Gates, Greece, Henrietta, Chili.",
              },
              {
                icon: "map-pin",
                title: "East side",
                body: "Pittsford, Penfield, Perinton and Fairport, Webster, East Rochester, Mendon, Honeoye Falls.",
              },
              {
                icon: "map-pin",
                title: "West and north",
                body: "Spencerport, Ogden, Parma, Hilton, Hamlin, Clarkson, Brockport, Sweden, Riga, Churchville.",
              },
              {
                icon: "map-pin",
                title: "South",
                body: "Rush, Scottsville, Wheatland, plus Avon, Lima and Caledonia in Livingston County.",
              },
              {
                icon: "map-pin",
                title: "Ontario County",
                body: "Victor, Farmington, Canandaigua, Bloomfield and Manchester.",
              },
              {
                icon: "map-pin",
                title: "Wayne County",
                body: "Macedon, Walworth, Ontario, Palmyra and Williamson.",
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Not sure if you're in range?",
            body: "If your town isn't listed, call us anyway. For Geneva, Newark, Batavia and Geneseo we take scheduled installations and Comfort Club visits, though we can't promise same-day emergency response there.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Service area questions",
            items: [
              {
                question: "Do you charge more for evenings and weekends?",
                answer: "No. Our flat-rate prices are the same at 2 p.m. on a Tuesday and 2 a.m. on a Sunday. Comfort Club members never pay overtime either.",
              },
              {
                question: "Do you serve commercial buildings?",
                answer:
                  "Yes. Our commercial division covers light-commercial buildings, restaurants, offices, churches and public buildings across the same area.",
              },
            ],
          },
        },
        {
          type: "contactDetails",
          props: { heading: "Where to find us", intro: "Our shop and office is open for parts pickup and walk-in questions during office hours." },
        },
      ],
    },
    // ---------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact Comfortline",
      description:
        "Call, email or visit Comfortline to schedule heating, cooling or plumbing service. Office hours, emergency line and what to have ready when you call.",
      blocks: [
        {
          type: "form",
          props: {
            heading: "Request service or an estimate",
            intro:
              "For repairs, tune-ups, replacement estimates and energy assessments. A dispatcher will call to book a two-hour arrival window. For emergencies, please call instead.",
            form: "service-request",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Schedule service",
            intro:
              "The fastest way to get on the schedule is a phone call: our dispatchers can see every technician's day and give you an arrival window on the spot. The form above or email works well for estimates and non-urgent questions; we answer within one business day.",
          },
        },
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "Emergencies, day or night",
            body: "For no heat, no hot water, active leaks or a tripped sump pump, call (585) 555-0147 any time. If you smell gas, leave the building first and call your gas utility's emergency line or 911 from outside.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Helpful to have ready",
            columns: 3,
            items: [
              {
                icon: "clipboard-list",
                title: "What's happening",
                body: "What the system is doing, when it started and any error codes or blinking lights on the furnace or thermostat.",
              },
              {
                icon: "search",
                title: "Equipment details",
                body: "Brand and approximate age. A phone photo of the furnace, boiler or water heater data plate helps us bring the right parts.",
              },
              {
                icon: "key-round",
                title: "Access",
                body: "Who will be home, gate codes, pets, and where the equipment is: basement, attic, crawl space or closet.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "What happens next",
            items: [
              { title: "We book a window", body: "You get a two-hour arrival window and a confirmation text." },
              { title: "On-the-way text", body: "Your technician's name, photo and live arrival estimate arrive when they leave the previous job." },
              { title: "Diagnosis and options", body: "The technician finds the problem and shows you flat prices for each option before any work begins." },
              { title: "Work and follow-up", body: "Most repairs are finished on the spot. You get an emailed invoice and a follow-up call a few days later." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Looking for a job or bidding a project?",
            body: "Apply online from any posting on our careers page. Bid invitations and public-sector questions go to our contracts office.",
            action: { label: "Careers at Comfortline", href: "careers" },
            secondary: { label: "Government & schools", href: "government-procurement", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------- blog
    {
      path: "blog",
      title: "Comfortline Blog",
      description:
        "Maintenance checklists, heat pump advice, water heater warning signs and seasonal tips from Comfortline's heating, cooling and plumbing technicians.",
      blocks: [
        {
          type: "postList",
          props: {
            heading: "From the service van",
            intro: "Our technicians answer the questions we hear most, with what you can check yourself and when it's time to call a pro.",
            showCategories: true,
          },
        },
        {
          type: "linkList",
          props: {
            heading: "Browse by topic",
            items: [
              { title: "Heating", href: "blog/category/heating", description: "Furnaces, boilers and getting through a Rochester winter." },
              { title: "Cooling", href: "blog/category/cooling", description: "Central air, mini-splits and summer comfort." },
              { title: "Plumbing", href: "blog/category/plumbing", description: "Water heaters, drains, sump pumps and pipes." },
              { title: "Energy savings", href: "blog/category/energy-savings", description: "Heat pumps, rebates and lower utility bills." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Rather have a pro take a look?",
            action: { label: "Call (585) 555-0147", href: TEL },
            secondary: { label: "See Comfort Club plans", href: "service-plan", variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- careers
    {
      path: "careers",
      title: "Careers at Comfortline",
      description:
        "Join Comfortline: HVAC technicians, plumbers, apprentices and office staff in Rochester. Paid training, company vans, health insurance and a 401(k).",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Careers",
            heading: "Build a trade career with a company that trains you",
            body: "We're a family business with 84 employees, and most of our lead technicians started here as apprentices. We pay for schooling and certifications, keep on-call rotations fair, and send you home to your family at a reasonable hour.",
            actions: [{ label: "Email careers@comfortline.example", href: "mailto:careers@comfortline.example" }],
            illustration: "hard-hat",
          },
        },
        {
          type: "features",
          props: {
            heading: "Benefits for full-time employees",
            columns: 3,
            items: [
              {
                icon: "heart",
                title: "Health, dental and vision",
                body: "Comfortline pays 80% of employee premiums and 60% for families, from your first month.",
              },
              { icon: "piggy-bank", title: "401(k) with match", body: "We match 100% of the first 4% you contribute, vested immediately." },
              { icon: "truck", title: "Take-home van", body: "Service technicians get a stocked company van, fuel card and tablet." },
              {
                icon: "graduation-cap",
                title: "Paid training",
                body: "Tuition for trade school, NATE and EPA certifications, and manufacturer classes, paid during work hours.",
              },
              { icon: "calendar-days", title: "Paid time off", body: "Three weeks of PTO to start plus seven paid holidays, and your birthday off." },
              { icon: "trending-up", title: "A path up", body: "Published pay steps from apprentice to lead technician, reviewed every six months." },
            ],
          },
        },
        {
          type: "jobList",
          props: {
            heading: "Open positions",
            intro: "Every posting lists the pay range. Don't see your role? Send us your résumé anyway; we hire good people when we meet them.",
          },
        },
        {
          type: "form",
          props: {
            heading: "Don't see your role? Send us your résumé",
            intro: "Tell us what kind of work you're after. We keep applications on file for a year and call when something fits.",
            form: "general-application",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Our hiring process",
            items: [
              {
                title: "Apply online",
                body: "Use the form on the job posting, or the one below if you don't see your role. You can also email careers@comfortline.example with the position in the subject line.",
              },
              { title: "Phone conversation", body: "Within a week our operations manager calls to talk about the role, schedule and pay." },
              { title: "Meet the team", body: "A one-hour visit to the shop to meet your manager. Technician candidates do a short hands-on bench check." },
              { title: "Offer", body: "Offers are made within three business days, contingent on a background check, drug test and valid driver's license." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions about a position?",
            body: "Call the office and ask for Renee Castillo in human resources.",
            action: { label: "Call (585) 555-0147", href: TEL },
            secondary: { label: "About Comfortline", href: "about", variant: "secondary" },
          },
        },
      ],
    },
  ],
  categories: [
    { slug: "heating", name: "Heating", description: "Furnaces, boilers and keeping warm through a Rochester winter." },
    { slug: "cooling", name: "Cooling", description: "Air conditioning, mini-splits and summer comfort." },
    { slug: "plumbing", name: "Plumbing", description: "Water heaters, drains, sump pumps and pipes." },
    { slug: "energy-savings", name: "Energy savings", description: "Heat pumps, rebates and lowering your utility bills." },
  ],
  posts: [
    {
      slug: "furnace-maintenance-checklist",
      title: "The fall furnace checklist: what to do yourself and what to leave to a pro",
      excerpt: "Ten minutes of homeowner checks in September can prevent the most common no-heat calls we run in January. Here's the list our technicians use.",
      author: "Kevin Rourke, lead service technician",
      categories: ["heating"],
      publishedDaysAgo: 41,
      body: md`
        Every October the phones light up the first morning the temperature drops below 40. Most of those
        calls are for problems that were building quietly all summer: a clogged filter, a dirty flame
        sensor, a condensate drain full of sludge. A little attention before the heating season prevents a
        good share of them.

        ## What you can check yourself

        These take about ten minutes and need no tools beyond a flashlight.

        1. **Replace the filter.** A one-inch filter should be changed every one to three months. If you
           can't see light through it, it's overdue. Write the date on the edge with a marker.
        2. **Clear the area around the furnace.** Keep paint cans, laundry and storage boxes at least three
           feet away. Furnaces need combustion air, and a cluttered basement is a fire risk.
        3. **Open every supply and return vent.** Closing vents in unused rooms doesn't save energy; it raises
           pressure in the ducts and can overheat the furnace.
        4. **Test your carbon monoxide alarms.** You should have one on every level and near bedrooms. Replace
           any alarm older than seven years.
        5. **Check the thermostat batteries.** A dead battery is the single most common "no heat" call
           we solve over the phone.
        6. **Look at the outdoor vents.** High-efficiency furnaces vent through two white PVC pipes in the side
           wall. Make sure nothing is blocking them, and plan to keep them clear of snow drifts all winter.

        ## What a professional tune-up covers

        A technician's visit goes beyond what you can safely do on your own. On a Comfortline tune-up we:

        - Clean the flame sensor and inspect the igniter for cracks
        - Measure gas pressure and temperature rise against the manufacturer's specifications
        - Inspect the heat exchanger with a camera for cracks or corrosion
        - Test every safety switch: high limit, rollout and pressure switches
        - Run a combustion analysis and check for carbon monoxide at the flue and supply registers
        - Flush the condensate trap and drain line
        - Check the blower motor amperage and clean the blower wheel if needed

        The readings go into a report you can keep with your records, and most manufacturers require this
        kind of yearly maintenance to honor their parts warranties.

        ## Signs you shouldn't wait for a tune-up

        Call right away if your furnace makes a booming sound when it lights, if the flame looks yellow and
        lazy rather than blue, if the CO alarm sounds, or if the furnace starts and stops every few minutes.
        Those can point to safety problems that shouldn't wait for the schedule.

        ## Make it automatic

        If remembering all this each fall sounds like one more chore, our [Comfort Club plan](service-plan)
        schedules the tune-up for you and includes the filter. Either way, a well-maintained furnace runs more
        efficiently, lasts longer, and is much less likely to quit on the coldest night of the year.
      `,
    },
    {
      slug: "heat-pumps-in-a-new-york-winter",
      title: "Do heat pumps work in a New York winter? What we've learned installing them",
      excerpt:
        "Cold-climate heat pumps have changed the answer. Here's how they perform at zero degrees, when a dual-fuel setup makes sense, and what they cost to run.",
      author: "Gina DiMarco, energy programs manager",
      categories: ["energy-savings", "heating"],
      publishedDaysAgo: 19,
      body: md`
        Ten years ago, if you asked a Rochester contractor whether a heat pump could heat your house in
        February, the honest answer was "not by itself." The heat pumps of that era lost most of their
        output below about 25°F, and backup electric strips did the rest at great expense. That answer has
        changed.

        ## What makes a heat pump "cold-climate"

        A heat pump moves heat from the outdoor air into your house, even when the outdoor air feels
        frigid. Cold-climate models use variable-speed inverter compressors and refrigerant circuits
        designed to keep working at low temperatures. The ones we install are rated to deliver their full
        heating capacity at 5°F and keep heating down to -13°F or lower.

        In practice, across the last three winters, the systems we've installed have carried homes in
        Pittsford, Webster and the city through stretches of single-digit nights without help from a
        furnace.

        ## Efficiency: the number that matters

        Heat pumps are measured by coefficient of performance (COP): how many units of heat they deliver per
        unit of electricity. A COP of 3 means three units of heat for one of electricity. At 47°F a good
        cold-climate heat pump runs at a COP of 3.5 or more; at 5°F it may drop to around 1.8. Even at that
        low end it is still nearly twice as efficient as electric baseboard.

        ## All-electric or dual-fuel?

        We install two setups, and the right one depends on your house and your priorities.

        - **Whole-home heat pump.** Sized to carry the entire heating load. Best for well-insulated homes,
          homes heating with propane or oil, and owners who want to leave fossil fuels behind. It also
          qualifies for the largest rebates through our [Energy Reduction Program](energy-reduction-program).
        - **Dual-fuel.** A heat pump paired with your existing or new gas furnace. The heat pump handles
          most of the season, and the furnace takes over below a set temperature, often around 20°F. A good fit
          for older, drafty houses or where gas is inexpensive.

        ## What about running costs?

        It depends heavily on what you heat with now. Homes switching from propane, oil or electric resistance
        heat almost always save money. Homes switching from natural gas usually see similar or slightly
        higher heating costs but gain central air conditioning and lower cooling costs in summer. We'll run
        the comparison with your actual utility bills before you decide.

        ## Before you buy

        A heat pump is only as good as its design. Insist on a room-by-room load calculation, ask how the
        contractor will handle defrost drainage and snow clearance for the outdoor unit (we mount ours on
        stands 18 inches off the ground), and make sure the quote shows the rebate you qualify for.

        If you'd like to know whether your house is a good candidate, [book a home energy assessment](contact)
        and we'll give you a straight answer.
      `,
    },
    {
      slug: "signs-of-a-failing-water-heater",
      title: "Seven signs your water heater is on its way out",
      excerpt:
        "Rusty water, rumbling, a puddle under the tank: how to tell when a water heater needs a repair, when it needs replacing, and how to avoid a flooded basement.",
      author: "Marcus Hill, plumbing manager",
      categories: ["plumbing"],
      publishedDaysAgo: 63,
      body: md`
        Most tank water heaters in the Rochester area last 8 to 12 years. They rarely fail all at once;
        they give warnings first. Catching those warnings is the difference between a planned replacement
        on a weekday and a flooded basement on a Sunday night.

        ## 1. It's more than ten years old

        The manufacturing date is on the data plate, usually coded into the serial number. If yours is past
        ten, start budgeting even if it seems fine. Call us with the serial number and we'll decode it for you.

        ## 2. Rusty or discolored hot water

        If the cold water runs clear but the hot water is brown or orange, the inside of the tank may be
        corroding. Sometimes it's just a spent anode rod, which we can replace, but in an older heater it
        usually means the steel tank itself is going.

        ## 3. Rumbling or popping sounds

        Sediment from our hard water settles at the bottom of the tank. Water trapped under the sediment
        boils and pops as the burner heats it. A flush can help in a younger heater; in an older one, the
        sediment has often already overheated and weakened the tank bottom.

        ## 4. Water around the base

        Check the floor around the heater once a month. A small drip from a fitting or the relief valve can
        often be fixed. Water coming from the tank itself cannot; it means the tank has rusted through and
        should be replaced soon.

        ## 5. Not enough hot water

        Running out faster than you used to can mean a failing dip tube, a bad heating element in an
        electric heater, or a tank half full of sediment.

        ## 6. The relief valve is dripping

        The temperature and pressure relief valve is a safety device. If it's dripping or discharging, the
        cause may be high pressure from a missing or failed expansion tank. Don't cap or plug the valve: call a
        plumber.

        ## 7. Pilot problems or a smell of gas

        A pilot that won't stay lit may just need a new thermocouple. But if you smell gas near the heater,
        leave the house and call your gas utility from outside.

        ## Repair or replace?

        As a rule of thumb, if the heater is under eight years old and the problem is a part (thermocouple,
        element, anode, gas valve), repair it. If the tank leaks or the heater is past ten years, replace it.
        Our standard 40- to 50-gallon gas replacement starts at $1,895 installed, including the permit and
        haul-away. See our [plumbing services](plumbing) for tankless and heat pump options.

        ## Make yours last longer

        - Flush a few gallons from the drain valve twice a year to clear sediment
        - Keep the temperature at 120°F
        - Have the anode rod checked every three to four years
        - Install a drip pan and a water alarm if the heater sits over a finished floor
      `,
    },
    {
      slug: "why-is-my-air-conditioner-freezing-up",
      title: "Why is my air conditioner freezing up?",
      excerpt: "Ice on the copper line or the indoor coil is a symptom, not the problem. The usual causes, what to do right now, and when to call us.",
      author: "Kevin Rourke, lead service technician",
      categories: ["cooling"],
      publishedDaysAgo: 112,
      body: md`
        It's one of the most common summer calls we get: the air conditioner runs but the house won't cool,
        and there's frost or a block of ice on the copper line outside or on the coil above the furnace. It
        seems strange that a machine can freeze in July, but it happens for a handful of predictable reasons.

        ## What to do right now

        1. Turn the thermostat from **Cool** to **Off**.
        2. Set the fan to **On**. Moving warm house air across the coil thaws it faster.
        3. Put towels around the furnace. A thawing coil releases a lot of water, and the condensate drain
           may not keep up.
        4. Wait until all the ice is gone, usually two to four hours, before running the AC again.

        Running a frozen system can send liquid refrigerant back to the compressor, which is the most
        expensive part of the system. Don't keep it running hoping it will sort itself out.

        ## The usual causes

        ### Restricted airflow

        The coil needs a steady flow of warm air across it. Without it, the coil gets colder and colder
        until the moisture on it freezes. Check for:

        - A dirty or clogged filter, the cause in a large share of the calls we run
        - Closed or blocked supply vents and return grilles
        - A dirty indoor coil or blower wheel
        - A blower motor that's failing or running on the wrong speed

        ### Low refrigerant

        Air conditioners don't use up refrigerant. If it's low, there's a leak. Low charge drops the coil
        pressure and temperature below freezing. Topping it off without finding the leak only buys a few weeks.

        ### Running in cool weather

        Running the AC on a 60-degree night can freeze the coil on some systems, especially with a low fan
        speed. If you want cooler air on a mild night, open the windows.

        ## When to call

        If a new filter and a full thaw fix it, you may be done. If it freezes again within a day or two, the
        cause is mechanical or a refrigerant leak, and it needs a technician with gauges. Our [cooling page](cooling)
        lists typical repair prices, and a spring tune-up catches most of these problems before the first hot week.
      `,
    },
    {
      slug: "sump-pump-spring-checklist",
      title: "Your spring sump pump checklist",
      excerpt: "Test your sump pump before the snow melts: a five-minute check, backup options and when to replace the pump.",
      author: "Marcus Hill, plumbing manager",
      categories: ["plumbing"],
      status: "draft",
      publishedDaysAgo: 0,
      body: md`
        Spring thaw and April rain are when sump pumps earn their keep. A five-minute test in early March
        tells you whether yours is ready.

        ## The five-minute test

        1. Find the pit and remove the lid.
        2. Slowly pour a five-gallon bucket of water into the pit.
        3. Watch the float rise and the pump start; it should empty the pit in seconds and shut off cleanly.
        4. Go outside and make sure water is coming out of the discharge line and flowing away from the house.

        ## Backup options

        A battery backup pump takes over during a power outage, which is exactly when storms knock out power.
        Water-powered backups need no battery at all if you're on municipal water.

        ## When to replace

        Most pumps last seven to ten years. If yours is older, hums without pumping, or runs constantly,
        plan a replacement before the thaw.
      `,
    },
  ],
  jobs: [
    {
      slug: "hvac-service-technician",
      title: "HVAC Service Technician",
      summary:
        "Diagnose and repair residential and light-commercial heating and cooling systems from a take-home van. Three or more years of experience; $30-$44 an hour.",
      employmentType: "FULL_TIME",
      location: { locality: "Rochester", region: "NY" },
      salary: { min: 30, max: 44, unit: "HOUR" },
      postedDaysAgo: 6,
      validForDays: 60,
      body: md`
        Comfortline is adding two service technicians to our residential team. You'll run four to six
        calls a day across Monroe County, diagnosing and repairing furnaces, boilers, heat pumps and air
        conditioners, and doing maintenance for our Comfort Club members. You'll work from a fully stocked
        take-home van with a tablet-based flat-rate price book, so you fix things instead of hunting for parts
        and writing up hourly tickets.

        ## What you'll do

        - Diagnose and repair gas furnaces, boilers, air conditioners, heat pumps and ductless systems of
          every major brand
        - Perform tune-ups and safety inspections, including combustion analysis
        - Present repair and replacement options to homeowners clearly and honestly, with flat prices
        - Keep accurate records of readings, photos and work performed in our field software
        - Take part in a fair on-call rotation, about one week in seven, with on-call pay
        - Mentor apprentices who ride along with you

        ## What you'll need

        - Three or more years of residential HVAC service experience
        - EPA Section 608 Universal certification (NATE certification preferred, or we'll pay for it)
        - Comfortable with electrical troubleshooting, ECM motors and communicating controls
        - A valid New York driver's license and a clean driving record
        - Able to lift 75 pounds and work in attics, crawl spaces and on ladders

        ## Pay and benefits

        Pay is **$30 to $44 an hour** depending on experience and certifications, with published pay steps
        reviewed every six months. Technicians also earn a performance bonus on Comfort Club enrollments and
        customer reviews. Most of our service technicians earn between $68,000 and $95,000 a year including
        overtime and bonuses.

        - Health, dental and vision insurance, with 80% of employee premiums paid by Comfortline
        - 401(k) with a 4% match, vested immediately
        - Take-home van, fuel card, tablet and phone
        - Three weeks of PTO plus seven paid holidays
        - $1,000 yearly tool allowance and paid manufacturer training
        - Uniforms and boots provided

        ## How to apply

        Apply with the form below. You can also email your résumé to **careers@comfortline.example** with
        "Service Technician" in the subject line, or call (585) 555-0147 and ask for Renee Castillo. We respond
        to every applicant within a week.
        Comfortline is an equal opportunity employer.
      `,
    },
    {
      slug: "plumbing-apprentice",
      title: "Plumbing Apprentice",
      summary:
        "Learn the plumbing trade alongside licensed plumbers, with paid schooling and a clear path to journeyman. No experience required; $19-$24 an hour.",
      employmentType: "FULL_TIME",
      location: { locality: "Rochester", region: "NY" },
      salary: { min: 19, max: 24, unit: "HOUR" },
      postedDaysAgo: 14,
      validForDays: 75,
      body: md`
        If you're mechanically minded, like solving problems and want a career that can't be outsourced, our
        apprenticeship is a paid way into the plumbing trade. You'll work alongside our licensed plumbers on
        service calls and installations, and we pay for your schooling in a registered apprenticeship program.

        ## What you'll do

        - Assist plumbers on water heater installations, drain cleaning, repiping, fixture installation and
          sump pump work
        - Learn to solder copper, crimp and expand PEX, and work with PVC and cast iron
        - Load and organize the van, keep tools in order and protect customers' homes with floor covers
        - Attend apprenticeship classes two evenings a week during the school year
        - Take on your own simple service calls as your skills grow

        ## What you'll need

        - A high school diploma or equivalent
        - A valid New York driver's license
        - Reliability: showing up on time, every day, matters more than experience
        - Willingness to work in basements and crawl spaces and lift 50 pounds
        - Basic hand tools (we provide the specialty tools and power tools)

        ## Pay and benefits

        Apprentices start at **$19 to $24 an hour** depending on any prior experience, with a raise at every
        completed year of schooling. Our journeyman plumbers earn $32 to $42 an hour, and we'll show you the
        pay steps from day one.

        - Apprenticeship tuition and books paid in full
        - Health, dental and vision insurance from your first month
        - 401(k) with a 4% match
        - Paid time off and seven paid holidays
        - Starter tool kit and uniforms provided

        ## How to apply

        Apply with the form below: a short note about yourself is enough, and add a résumé if you have one.
        You can also email **careers@comfortline.example** with "Plumbing Apprentice" in the subject line, or
        call (585) 555-0147 and ask for Renee; we're happy to talk. We start new apprentices in late August, ahead of the school year, and in January.
      `,
    },
    {
      slug: "customer-service-coordinator",
      title: "Customer Service Coordinator",
      summary:
        "Answer calls, schedule technicians and keep customers informed from our Henrietta office. Weekday day shift with occasional Saturdays; $20-$24 an hour.",
      employmentType: "FULL_TIME",
      location: { locality: "Henrietta", region: "NY" },
      salary: { min: 20, max: 24, unit: "HOUR" },
      postedDaysAgo: 3,
      validForDays: 45,
      body: md`
        Our customer service coordinators are the first people our customers talk to, often on the worst day
        of their winter. You'll answer calls, book appointments, keep technicians' schedules moving and make
        sure every customer knows what's happening and when. If you like fast-paced days and helping people,
        this is a good seat.

        ## What you'll do

        - Answer inbound calls and emails from homeowners, businesses and Comfort Club members
        - Schedule service calls, tune-ups and estimates in our dispatch software
        - Triage emergencies and route them to the on-call technician
        - Confirm appointments and send arrival updates by text
        - Process Comfort Club enrollments, renewals and billing questions
        - Work with dispatch to rebalance the schedule when jobs run long

        ## What you'll need

        - One or more years in a call center, front desk, dispatch or customer service role
        - Clear, friendly phone manner and accurate typing
        - Comfort with scheduling software and switching quickly between tasks
        - Calm under pressure, especially on the first cold morning of the season
        - Trades or HVAC knowledge is a plus but not required; we'll teach you

        ## Schedule, pay and benefits

        Monday through Friday, 7:30 a.m. to 4:00 p.m. or 9:30 a.m. to 6:00 p.m. on a rotating basis, plus
        one Saturday morning a month. Pay is **$20 to $24 an hour** depending on experience, with overtime
        available in peak season.

        - Health, dental and vision insurance from your first month
        - 401(k) with a 4% match
        - Three weeks of PTO plus seven paid holidays
        - Free Comfort Club membership for your own home
        - Free parking at our office near I-390

        ## How to apply

        Apply with the form below, or email your résumé to **careers@comfortline.example** with "Customer
        Service Coordinator" in the subject line. A short phone conversation is our first step, because this
        job is mostly on the phone.
      `,
    },
    {
      slug: "hvac-install-helper-seasonal",
      title: "HVAC Installation Helper (Seasonal)",
      summary:
        "Help our install crews replace furnaces, air conditioners and heat pumps from April through October. Great first step into the trade; $18-$22 an hour.",
      employmentType: "SEASONAL",
      location: { locality: "Rochester", region: "NY" },
      salary: { min: 18, max: 22, unit: "HOUR" },
      postedDaysAgo: 9,
      validForDays: 90,
      body: md`
        Our installation season runs hard from spring through fall. We're hiring seasonal helpers to join
        two-person install crews replacing furnaces, air conditioners and heat pumps in homes across the
        Rochester area. Strong helpers are offered full-time apprenticeships at the end of the season.

        ## What you'll do

        - Carry and set equipment, remove old furnaces and condensers, and haul away scrap
        - Help run line sets, condensate lines, PVC venting and ductwork
        - Set up floor protection and leave every job site clean
        - Learn basic sheet metal, brazing and electrical connections from experienced installers

        ## What you'll need

        - A valid New York driver's license
        - Able to lift 80 pounds with a partner and work in hot attics and tight basements
        - Reliable transportation to our shop in Henrietta for a 7:00 a.m. start
        - Trade school students welcome; we'll work around your class schedule

        ## Pay

        **$18 to $22 an hour**, with overtime after 40 hours, typically available in June and July. Seasonal
        helpers get paid holidays during the season and can earn a $500 completion bonus for working through
        October.

        ## How to apply

        Apply with the form below, email **careers@comfortline.example** with "Install Helper" in the subject
        line, or stop by the shop at 1830 Brighton Henrietta Town Line Road on a weekday morning and ask for
        the install manager.
      `,
    },
  ],
};

export default site;
