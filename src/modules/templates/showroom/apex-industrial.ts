import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(585) 555-0106";
const TEL = "tel:+15855550106";
const EMAIL = "dispatch@apexindustrial.example";

const site: SiteSeed = {
  slug: "apex-industrial",
  name: "Apex Industrial Services",
  kind: "industrial",
  theme: {
    palette: {
      primary: "#b42318",
      onPrimary: "#ffffff",
      accent: "#f2b705",
      background: "#fafafa",
      surface: "#ededeb",
      text: "#18181b",
      muted: "#52525b",
      border: "#d4d4d0",
    },
    fonts: { heading: "oswald", body: "dm-sans" },
    header: "bar",
    footer: "band",
    sectionStyle: "cards",
    logo: { mark: "factory", shape: "square" },
    radius: "none",
    pattern: "diagonal",
  },
  settings: {
    tagline: "Rigging, millwright, fabrication and plant maintenance since 1996",
    description:
      "Apex Industrial Services moves machinery, installs and aligns equipment, fabricates and welds, cleans and maintains plants for manufacturers across Western New York.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "1250 Lyell Avenue", locality: "Rochester", region: "NY", postalCode: "14606" },
      serviceAreaNote: "Crews based in Rochester work across Western and Central New York, from Buffalo to Syracuse.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "06:00", closes: "17:00" }],
    hoursNote: "Emergency breakdown crews are on call around the clock for contract customers. Weekend and shutdown work is scheduled year-round.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "Services",
        href: "services",
        children: [
          { label: "Machinery moving & rigging", href: "services/machinery-moving" },
          { label: "Millwright services", href: "services/millwright" },
          { label: "Welding & fabrication", href: "services/welding-fabrication" },
          { label: "Industrial cleaning", href: "services/industrial-cleaning" },
          { label: "Conveyor systems", href: "services/conveyor-systems" },
          { label: "Preventive maintenance", href: "services/preventive-maintenance" },
        ],
      },
      { label: "About", href: "about" },
      { label: "Testimonials", href: "testimonials" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "24/7 dispatch: (585) 555-0106", href: TEL },
    footerLinks: [
      { label: "All services", href: "services" },
      { label: "Machinery moving", href: "services/machinery-moving" },
      { label: "Millwright", href: "services/millwright" },
      { label: "Fabrication", href: "services/welding-fabrication" },
      { label: "Testimonials", href: "testimonials" },
    ],
  },
  forms: [
    {
      key: "quote-request",
      name: "Project quote request",
      recipients: [EMAIL],
      submitLabel: "Request a quote",
      successMessage:
        "Thank you. A project manager will call within one business day to schedule a site walk, and you'll have a firm quote within five business days of the walk. If a line is down right now, call dispatch at (585) 555-0106.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "company", label: "Company", type: "text", required: true, width: "half" },
        { name: "email", label: "Work email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        {
          name: "role",
          label: "Your role",
          type: "select",
          width: "half",
          options: ["Plant or operations manager", "Maintenance or reliability", "Engineering", "EHS", "Purchasing", "General contractor", "Other"],
        },
        { name: "location", label: "Plant location", type: "text", required: true, width: "half", help: "Street and town, or just the town for now." },
        {
          name: "services",
          label: "What does the project need?",
          type: "checkbox",
          required: true,
          options: [
            "Machinery moving and rigging",
            "Millwright installation or alignment",
            "Welding and fabrication",
            "Industrial cleaning",
            "Conveyor work",
            "Preventive maintenance program",
            "Not sure yet",
          ],
        },
        {
          name: "project",
          label: "Describe the project",
          type: "textarea",
          required: true,
          maxLength: 5000,
          help: "Equipment involved, with make, model, weight and dimensions if you have them, and any production constraints.",
        },
        { name: "target_date", label: "Target start date", type: "date", width: "half" },
        {
          name: "window",
          label: "Work window",
          type: "select",
          width: "half",
          options: ["Regular weekday hours", "Nights", "Weekends", "Planned shutdown", "Flexible"],
        },
        { name: "bid_date", label: "Bid due date, if this is a bid", type: "date", width: "half" },
        { name: "prevailing_wage", label: "Prevailing wage project?", type: "radio", width: "half", options: ["Yes", "No", "Not sure"] },
        {
          name: "documents",
          label: "Equipment lists, drawings or specs",
          type: "file",
          accept: ["pdf", "document", "image"],
          maxFiles: 8,
          maxSizeMb: 25,
          help: "Up to 8 files: equipment lists, layouts, bid documents or photos of the machines.",
        },
      ],
    },
    {
      key: "fabrication-request",
      name: "Fabrication quote request",
      recipients: [EMAIL],
      submitLabel: "Send for a quote",
      successMessage:
        "Thanks, your drawings are with our fabrication shop. An estimator will reply within three business days with a price and a ship date, or call if anything on the drawing needs clarifying.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "company", label: "Company", type: "text", required: true, width: "half" },
        { name: "email", label: "Work email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "item",
          label: "What should we build or repair?",
          type: "text",
          required: true,
          help: "For example: equipment access platform with stairs, machine guarding for two presses, stainless process piping.",
        },
        { name: "material", label: "Material", type: "select", width: "half", options: ["Carbon steel", "Stainless steel", "Aluminum", "Mixed", "Not sure"] },
        { name: "quantity", label: "Quantity", type: "text", width: "half" },
        {
          name: "scope",
          label: "Scope",
          type: "radio",
          required: true,
          options: ["Shop fabrication, we install", "Fabricate and install in our plant", "Field repair welding"],
        },
        {
          name: "codes",
          label: "Code or certification requirements",
          type: "checkbox",
          options: [
            "AWS D1.1 structural",
            "AWS D1.6 stainless",
            "ASME Section IX pressure piping",
            "OSHA 1910 Subpart D walking-working surfaces",
            "Material certifications required",
          ],
        },
        { name: "location", label: "Plant location", type: "text", width: "half" },
        { name: "needed_by", label: "Needed by", type: "date", width: "half" },
        {
          name: "drawings",
          label: "Drawings, sketches or photos",
          type: "file",
          accept: ["pdf", "image", "document"],
          maxFiles: 6,
          maxSizeMb: 25,
          help: "PDF drawings are best, but a dimensioned sketch or photo of the broken part works too.",
        },
        { name: "notes", label: "Anything else?", type: "textarea", maxLength: 3000 },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Apex Industrial Services | Rigging, Millwright & Plant Maintenance",
      description:
        "Machinery moving, millwright installation, welding and fabrication, industrial cleaning and preventive maintenance for manufacturers in Western New York.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Industrial contractor, Rochester NY",
            heading: "Your line down for hours, not days",
            body: "Apex moves, installs, repairs and maintains the machines that keep Western New York manufacturing. One call gets riggers, millwrights, welders and cleaning crews who have done it in plants like yours, on your schedule, including nights and weekends.",
            actions: [
              { label: "See our services", href: "services" },
              { label: "Call dispatch", href: TEL, variant: "secondary" },
            ],
            illustration: "factory",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "1996", label: "founded on Lyell Avenue" },
              { value: "86", label: "riggers, millwrights, welders and technicians" },
              { value: "0.68", label: "three-year average EMR" },
              { value: "310", label: "plants served across Western and Central NY" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Services",
            columns: 3,
            items: [
              {
                icon: "truck",
                title: "Machinery moving & rigging",
                body: "CNC machines, presses and production lines moved across the plant or across the state.",
                href: "services/machinery-moving",
                linkLabel: "Rigging",
              },
              {
                icon: "ruler",
                title: "Millwright services",
                body: "Equipment setting, leveling, laser alignment and installation to manufacturer tolerances.",
                href: "services/millwright",
                linkLabel: "Millwright",
              },
              {
                icon: "flame",
                title: "Welding & fabrication",
                body: "Certified structural and pipe welding, platforms, guarding and custom fabrication.",
                href: "services/welding-fabrication",
                linkLabel: "Fabrication",
              },
              {
                icon: "spray-can",
                title: "Industrial cleaning",
                body: "Hydro-blasting, dry ice blasting, tank cleaning and industrial vacuum service.",
                href: "services/industrial-cleaning",
                linkLabel: "Cleaning",
              },
              {
                icon: "factory",
                title: "Conveyor systems",
                body: "Conveyor installation, belt splicing, modifications and emergency repairs.",
                href: "services/conveyor-systems",
                linkLabel: "Conveyors",
              },
              {
                icon: "wrench",
                title: "Preventive maintenance",
                body: "Scheduled PM programs, vibration analysis and skilled labor for your maintenance team.",
                href: "services/preventive-maintenance",
                linkLabel: "Maintenance",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Safety",
            heading: "A safety record your EHS manager will be glad to see",
            body: md`
              Every Apex crew has an OSHA 30 foreman, a written job hazard analysis for the task and the
              permits your plant requires for confined space, hot work and lockout/tagout. We are registered
              with ISNetworld and Avetta, and our insurance certificates name you the day you ask.

              - Experience Modification Rate of 0.68, three-year average
              - Zero lost-time injuries in the last 1.2 million hours worked
              - Drug and alcohol program meeting DOT and customer requirements
            `,
            illustration: "hard-hat",
            action: { label: "About Apex", href: "about", variant: "secondary" },
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "Apex moved eleven CNC machining centers from Henrietta to our new building in Gates over one weekend. Every machine was cutting parts Monday afternoon.",
                name: "Rob Castellano",
                detail: "Plant manager, precision machining, Gates",
                rating: 5,
              },
              {
                quote: "Their millwrights re-aligned our whole packaging line during the July shutdown and came in a day early.",
                name: "Karen Lutz",
                detail: "Maintenance manager, food packaging, Batavia",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Planning a move, an install or a shutdown?",
            body: "Send us the equipment list and your dates. We walk the site and return a firm quote within five business days.",
            action: { label: "Contact Apex", href: "contact" },
            secondary: { label: "Read client testimonials", href: "testimonials", variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- about
    {
      path: "about",
      title: "About Apex Industrial Services",
      description:
        "A Rochester industrial contractor founded in 1996 by millwright Gary Pietrowski: 86 tradespeople, a 40,000 sq ft shop and a strong safety record.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our history",
            heading: "Started by a millwright, still run by tradespeople",
            body: md`
              Gary Pietrowski spent nineteen years as a union millwright in Rochester's big plants before
              starting Apex in 1996 with a flatbed, a set of machine skates and two coworkers. As the large
              manufacturers shrank and a new generation of smaller, specialized plants grew up around them,
              Apex grew with them.

              Today the company is led by Gary's daughter **Christine Pietrowski-Hale**, a mechanical engineer,
              and operations VP **Marcus Tate**, who started at Apex as a welder's helper in 2001. We operate
              from a 40,000-square-foot shop and yard on Lyell Avenue with our own cranes, forklifts and
              fabrication bays.
            `,
            illustration: "warehouse",
          },
        },
        {
          type: "features",
          props: {
            heading: "Equipment we own",
            columns: 3,
            items: [
              {
                icon: "truck",
                title: "Transport",
                body: "Tractor-trailers with 48-foot step-deck and lowboy trailers, plus air-ride vans for sensitive equipment.",
              },
              {
                icon: "construction",
                title: "Lifting",
                body: "Forklifts from 5,000 to 60,000 pounds, a 100-ton gantry system, and hydraulic jacks, skates and roller systems.",
              },
              {
                icon: "flame",
                title: "Fabrication shop",
                body: "CNC plasma table, 250-ton press brake, saws and welding bays for steel, stainless and aluminum.",
              },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Qualifications",
            items: [
              "OSHA 30 foremen",
              "AWS D1.1 certified welders",
              "ASME Section IX procedures",
              "ISNetworld",
              "Avetta",
              "NCCCO crane operators",
              "MSHA Part 46",
              "NYS certified WBE",
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "By the numbers",
            items: [
              { value: "86", label: "employees, 70 in the field" },
              { value: "40,000", label: "square feet of shop and warehouse" },
              { value: "1.2 million", label: "hours without a lost-time injury" },
              { value: "24/7", label: "breakdown dispatch for contract customers" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Put our crews on your next project",
            action: { label: "Request a quote", href: "contact" },
            secondary: { label: "Browse services", href: "services", variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------------- services
    {
      path: "services",
      title: "Industrial Services",
      description:
        "Machinery moving, millwright work, welding and fabrication, industrial cleaning, conveyor systems and preventive maintenance from one Rochester contractor.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Apex offers six core services, available separately or combined into a single turnkey project
              with one project manager, one schedule and one safety plan. Most of our customers use two or
              three of them: a plant relocation, for example, usually needs rigging, millwright installation,
              electrical disconnect coordination and new guarding from our fabrication shop.
            `,
            width: "wide",
          },
        },
        {
          type: "linkList",
          props: {
            heading: "Choose a service",
            items: [
              {
                title: "Machinery moving & rigging",
                href: "services/machinery-moving",
                description: "In-plant moves, plant relocations, machine loading and transport, crane and gantry lifts up to 100 tons.",
              },
              {
                title: "Millwright services",
                href: "services/millwright",
                description: "Equipment installation, leveling, grouting, laser shaft and roll alignment, and production line setup.",
              },
              {
                title: "Welding & fabrication",
                href: "services/welding-fabrication",
                description: "Certified structural and pipe welding, mezzanines, platforms, machine guarding and repair welding.",
              },
              {
                title: "Industrial cleaning",
                href: "services/industrial-cleaning",
                description: "Hydro-blasting, dry ice blasting, tank and pit cleaning, and industrial vacuum trucks.",
              },
              {
                title: "Conveyor systems",
                href: "services/conveyor-systems",
                description: "New conveyor installation, relocation and modification, belt splicing and emergency repair.",
              },
              {
                title: "Preventive maintenance",
                href: "services/preventive-maintenance",
                description: "PM programs, vibration analysis, lubrication routes and skilled maintenance labor.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How we quote and deliver",
            items: [
              {
                title: "Site walk",
                body: "A project manager visits, measures doorways and floor loads, and reviews your equipment list and production constraints.",
              },
              {
                title: "Firm quote and plan",
                body: "Within five business days you receive a fixed price, a schedule, lift plans for critical picks and a job hazard analysis.",
              },
              { title: "Pre-job meeting", body: "We meet your maintenance, EHS and production leads to confirm permits, lockout points and the work window." },
              {
                title: "Execution and closeout",
                body: "Daily progress reports, a punch list walk at the end and a closeout package with alignment readings and certifications.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Not sure where your project fits?",
            body: "Describe it to dispatch and we'll send the right project manager.",
            action: { label: "Call (585) 555-0106", href: TEL },
            secondary: { label: "Email dispatch", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------ machinery moving
    {
      path: "services/machinery-moving",
      title: "Machinery Moving & Rigging",
      description:
        "Industrial machinery moving, rigging and plant relocations around Rochester: CNC machines, presses and lines moved safely with engineered lift plans.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Machinery moving & rigging",
            heading: "Heavy, delicate and expensive: moved right the first time",
            body: "From a single lathe across the shop to a 40-machine plant relocation, our riggers plan every move, protect your floors and doorways and set equipment ready for the millwrights.",
            actions: [{ label: "Request a rigging quote", href: "contact" }],
            illustration: "truck",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we move",
            columns: 3,
            items: [
              {
                icon: "factory",
                title: "Machine tools",
                body: "CNC machining centers, lathes, grinders, EDM and CMMs, with axis locking, leveling pads and climate-controlled transport.",
              },
              {
                icon: "hammer",
                title: "Presses and heavy equipment",
                body: "Stamping presses, injection molding machines and press brakes up to 100 tons, disassembled where needed.",
              },
              {
                icon: "building-2",
                title: "Plant relocations",
                body: "Full moves between buildings, with an equipment-by-equipment schedule that keeps as much production running as possible.",
              },
              {
                icon: "construction",
                title: "Crane and gantry lifts",
                body: "Roof-top units, tanks and equipment set through roof hatches or onto mezzanines, with engineered lift plans.",
              },
              {
                icon: "warehouse",
                title: "Storage and crating",
                body: "Secure heated warehouse storage and export crating for equipment between locations or being sold.",
              },
              {
                icon: "flask-conical",
                title: "Sensitive equipment",
                body: "Lab instruments, optical tables and cleanroom tools moved with air-ride trucks and shock loggers.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "A typical machine move",
            items: [
              { title: "Survey", body: "We measure the route, check floor capacity, and note utilities to disconnect." },
              { title: "Lift plan", body: "Critical lifts get a written plan with rigging, crane charts and exclusion zones." },
              { title: "Disconnect and prep", body: "Your electricians or ours disconnect power; we drain fluids and secure moving parts." },
              { title: "Move and set", body: "Machines move on skates, gantries or forklifts and are set on marked locations." },
              { title: "Level and hand over", body: "Millwrights level and anchor, then your team reconnects and runs the first parts." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Rigging questions",
            items: [
              {
                question: "How far in advance should we book?",
                answer:
                  "Two to four weeks for single machines; eight to twelve weeks for a plant relocation. Emergency moves after a flood or fire can start the same day.",
              },
              {
                question: "Are you insured for our equipment value?",
                answer:
                  "Yes. We carry rigger's liability and motor truck cargo coverage of $2 million per occurrence, with higher limits available by endorsement for high-value equipment.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Send us your equipment list",
            intro: "Make, model, weight and dimensions if you have them; photos if you don't. We'll walk the site and return a firm quote and lift plan.",
            form: "quote-request",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Setting it at the other end?",
            body: "Our millwrights level, grout and align what our riggers set, so the machine is ready to run.",
            action: { label: "Millwright installation", href: "services/millwright" },
            secondary: { label: "Call (585) 555-0106", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------- millwright
    {
      path: "services/millwright",
      title: "Millwright Services",
      description:
        "Millwright installation, leveling, grouting, laser alignment and production line setup by experienced Apex crews across Western New York plants.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Millwright services",
            heading: "Installed to the thousandth, documented for your records",
            body: "Our millwrights set, level, grout and align equipment to the manufacturer's tolerances and hand you the readings. Vibration, bearing wear and seal failures start with poor alignment; we don't leave it there.",
            actions: [{ label: "Schedule millwrights", href: "contact" }],
            illustration: "ruler",
          },
        },
        {
          type: "features",
          props: {
            columns: 2,
            items: [
              {
                icon: "ruler",
                title: "Precision leveling and grouting",
                body: "Machine leveling with precision levels and optical tooling, epoxy grouting of baseplates and anchor installation.",
              },
              {
                icon: "target",
                title: "Laser alignment",
                body: "Shaft alignment of pumps, motors, gearboxes and fans, and roll parallelism for converting and printing lines, with before-and-after reports.",
              },
              {
                icon: "factory",
                title: "Production line installation",
                body: "New and relocated lines set from your layout drawings, with conveyors, guarding and utilities coordinated.",
              },
              {
                icon: "wrench",
                title: "Mechanical repair",
                body: "Gearbox, bearing and coupling replacement, pump rebuilds and machine component changes during planned downtime.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Shutdown work",
            heading: "We plan your shutdown so it ends on time",
            body: md`
              Annual and holiday shutdowns leave no room for surprises. We review your work list weeks
              ahead, pre-stage parts and tooling, and staff crews on 10- or 12-hour shifts to finish inside
              the window.

              During last year's July shutdowns we supported 23 plants with crews of four to thirty
              millwrights, and every one restarted on schedule.
            `,
            illustration: "calendar-days",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "0.001 in", label: "typical alignment tolerance we work to" },
              { value: "34", label: "journeyman millwrights on staff" },
              { value: "23", label: "plant shutdowns supported last summer" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Book your next shutdown early",
            body: "July and December dates fill by spring. Call to reserve crews.",
            action: { label: "Call (585) 555-0106", href: TEL },
            secondary: { label: "Preventive maintenance", href: "services/preventive-maintenance", variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------- welding & fabrication
    {
      path: "services/welding-fabrication",
      title: "Welding & Fabrication",
      description:
        "AWS-certified structural and pipe welding, mezzanines, platforms, stairs, machine guarding and repair welding from Apex's Rochester fabrication shop.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Welding & fabrication",
            heading: "Shop fabrication and field welding under one roof",
            body: "Our 12,000-square-foot fabrication shop builds platforms, guarding, frames and process piping, and our field welders install and repair it in your plant, with certified procedures for structural, stainless and pressure work.",
            actions: [{ label: "Send drawings for a quote", href: "contact" }],
            illustration: "flame",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we build and repair",
            columns: 3,
            items: [
              {
                icon: "building",
                title: "Mezzanines and platforms",
                body: "Equipment access platforms, mezzanines, stairs, ladders and handrails built to OSHA 1910 Subpart D.",
              },
              { icon: "shield", title: "Machine guarding", body: "Welded and bolted perimeter guarding, interlocked doors and point-of-operation guards." },
              {
                icon: "droplets",
                title: "Process piping",
                body: "Carbon and stainless piping, sanitary tube welding for food and beverage plants, and compressed air systems.",
              },
              {
                icon: "hammer",
                title: "Repair welding",
                body: "Cracked frames, worn buckets, chutes and hoppers rebuilt with hardfacing where wear is the problem.",
              },
              {
                icon: "ruler",
                title: "Design support",
                body: "Our drafters produce shop drawings from your sketch; stamped engineering through our partner PE when required.",
              },
              { icon: "paintbrush", title: "Finishing", body: "Sandblasting, primer and industrial enamel or powder coat through a local partner." },
            ],
          },
        },
        {
          type: "documents",
          props: {
            heading: "Certifications on file",
            intro: "Copies are available to customers on request for their quality files.",
            items: [
              { title: "AWS D1.1 structural steel welding procedures", meta: "SMAW, FCAW, GMAW" },
              { title: "AWS D1.6 stainless steel procedures", meta: "GTAW" },
              { title: "ASME Section IX welding procedure and performance qualifications", meta: "Pressure piping" },
              { title: "Welder qualification records", meta: "22 certified welders, renewed every six months" },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Have a drawing or just a sketch?",
            intro: "Send it with quantities and your deadline, or email it to dispatch@apexindustrial.example. Shop work typically ships in two to four weeks.",
            form: "fabrication-request",
          },
        },
      ],
    },
    // --------------------------------------------------- industrial cleaning
    {
      path: "services/industrial-cleaning",
      title: "Industrial Cleaning",
      description:
        "Hydro-blasting, dry ice blasting, tank and pit cleaning and industrial vacuum service for manufacturing and food plants across Western New York.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Industrial cleaning",
            heading: "Clean equipment runs better and fails less",
            body: "Our cleaning crews remove what production leaves behind, from baked-on residue in ovens to sludge in the bottom of a tank, with confined-space trained technicians and the right equipment for each surface.",
            actions: [{ label: "Request a cleaning quote", href: "contact" }],
            illustration: "spray-can",
          },
        },
        {
          type: "features",
          props: {
            columns: 2,
            items: [
              {
                icon: "droplets",
                title: "Hydro-blasting",
                body: "Water jetting up to 40,000 psi for heat exchangers, tube bundles, drains and concrete surface preparation.",
              },
              {
                icon: "snowflake",
                title: "Dry ice blasting",
                body: "Non-abrasive, no-residue cleaning of molds, ovens, electrical cabinets and food equipment, often without disassembly.",
              },
              {
                icon: "warehouse",
                title: "Tank, pit and sump cleaning",
                body: "Confined-space entry with permits, rescue standby and air monitoring, for process tanks, coolant sumps and pits.",
              },
              {
                icon: "truck",
                title: "Industrial vacuum service",
                body: "Vacuum and combination trucks for wet and dry material, with manifesting and disposal through licensed facilities.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How a confined-space cleaning job runs",
            items: [
              { title: "Assessment", body: "We review the space, contents and SDS sheets, and write the entry permit and rescue plan." },
              { title: "Isolation", body: "Lockout/tagout with your maintenance team, then blinding or disconnecting lines." },
              { title: "Entry and cleaning", body: "Continuous air monitoring, a trained attendant and a rescue team on standby throughout." },
              { title: "Disposal and report", body: "Waste is profiled and disposed of properly; you get photos, manifests and the cancelled permit." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Cleaning questions",
            items: [
              {
                question: "Can you clean while we run?",
                answer:
                  "Some areas, yes: dry ice blasting can clean nearby equipment without shutting down a whole line. Most tank and heat exchanger work needs a scheduled outage.",
              },
              {
                question: "Do you handle hazardous waste?",
                answer:
                  "We collect and package waste and arrange transport and disposal through permitted facilities. Your plant remains the generator of record; we help with profiles and manifests.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Schedule cleaning for your next outage",
            action: { label: "Call (585) 555-0106", href: TEL },
            secondary: { label: "Preventive maintenance programs", href: "services/preventive-maintenance", variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------- conveyor systems
    {
      path: "services/conveyor-systems",
      title: "Conveyor Systems",
      description:
        "Conveyor installation, relocation, modification, belt splicing and emergency repair for manufacturing, food and distribution facilities near Rochester.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Conveyor systems",
            heading: "Conveyors installed, changed and fixed fast",
            body: "Belt, roller, chain, bucket and screw conveyors: we install new systems from the integrator's drawings, relocate and modify existing ones, and keep emergency belting and parts in our shop.",
            actions: [
              { label: "Request a conveyor quote", href: "contact" },
              { label: "Emergency repair", href: TEL, variant: "secondary" },
            ],
            illustration: "factory",
          },
        },
        {
          type: "features",
          props: {
            columns: 3,
            items: [
              {
                icon: "construction",
                title: "Installation",
                body: "New systems erected, aligned and commissioned, working with your integrator's controls team.",
              },
              { icon: "truck", title: "Relocation and modification", body: "Sections moved, extended, shortened or re-routed when your layout changes." },
              {
                icon: "wrench",
                title: "Belt splicing",
                body: "Vulcanized and mechanical splices for fabric and rubber belts, plus belt tracking and take-up adjustment.",
              },
              { icon: "clock", title: "Emergency repair", body: "Stocked belting, bearings and rollers, with breakdown crews on call for contract customers." },
              { icon: "shield", title: "Guarding and safety", body: "Pinch-point guards, pull-cord e-stops and crossovers fabricated in our shop." },
              { icon: "search", title: "Inspections", body: "Conveyor condition surveys with a prioritized repair list before they become breakdowns." },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "A gearbox on our main incline conveyor failed on a Friday night. Apex had a crew here in 90 minutes and a rebuilt unit in by Saturday noon.",
                name: "Dom Ferraro",
                detail: "Operations manager, distribution center, Henrietta",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Keep product moving",
            body: "Ask about a conveyor inspection: a half-day survey and written report for $950.",
            action: { label: "Contact Apex", href: "contact" },
          },
        },
      ],
    },
    // ---------------------------------------------- preventive maintenance
    {
      path: "services/preventive-maintenance",
      title: "Preventive Maintenance Programs",
      description:
        "Preventive maintenance programs, vibration analysis, lubrication routes and skilled maintenance labor that keep Western New York plants running.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Preventive maintenance",
            heading: "Fix it on your schedule, not the machine's",
            body: "A short-staffed maintenance department spends its week on breakdowns. Our PM programs put trained technicians on your equipment on a regular schedule, so problems are found while they're still cheap.",
            actions: [{ label: "Ask about a PM program", href: "contact" }],
            illustration: "wrench",
          },
        },
        {
          type: "features",
          props: {
            heading: "What a program can include",
            columns: 3,
            items: [
              {
                icon: "calendar",
                title: "Scheduled PM routes",
                body: "Monthly, quarterly and annual tasks from manufacturer manuals, performed and logged in your CMMS or ours.",
              },
              {
                icon: "waves",
                title: "Vibration analysis",
                body: "Route-based readings on motors, pumps, fans and gearboxes, with trend reports that catch bearing failures weeks ahead.",
              },
              {
                icon: "thermometer",
                title: "Thermography",
                body: "Infrared scans of electrical panels, motors and steam systems, with findings ranked by severity.",
              },
              { icon: "droplets", title: "Lubrication", body: "Lubrication routes, oil sampling and labeling to stop over- and under-greasing." },
              { icon: "users", title: "Skilled labor", body: "Millwrights, mechanics and welders on a weekly or as-needed basis to supplement your crew." },
              {
                icon: "clipboard-list",
                title: "Reporting",
                body: "A monthly report with completed work, findings, and recommended repairs with budget prices.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Program options",
            plans: [
              {
                name: "Condition monitoring",
                price: "From $1,450",
                period: "per month",
                features: ["Monthly vibration route up to 60 assets", "Quarterly thermography", "Monthly report and review call"],
              },
              {
                name: "PM partner",
                price: "From $4,800",
                period: "per month",
                features: ["Two technicians one day a week", "Condition monitoring included", "Priority breakdown response", "10% off project work"],
                highlighted: true,
              },
              {
                name: "Resident crew",
                price: "Custom",
                features: ["Full-time Apex technicians on site", "Staffed to your shifts", "Managed by an Apex supervisor"],
              },
            ],
            note: "Programs run on 12-month agreements with 60 days' notice to cancel. Breakdown labor outside a program is billed at published time-and-material rates.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Start with a free equipment survey",
            body: "A technician spends a morning in your plant and recommends what to monitor and how often.",
            action: { label: "Book a survey", href: "contact" },
            secondary: { label: "Read client testimonials", href: "testimonials", variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------- testimonials
    {
      path: "testimonials",
      title: "Client Testimonials",
      description:
        "What plant managers, maintenance leads and engineers across Western New York say about Apex Industrial's rigging, millwright and maintenance work.",
      blocks: [
        {
          type: "testimonials",
          props: {
            heading: "From the plants we work in",
            intro: "Most of our work comes from repeat customers and referrals. Here is what some of them told us, shared with their permission.",
            items: [
              {
                quote:
                  "Apex moved eleven CNC machining centers from Henrietta to our new building in Gates over one weekend. Every machine was leveled, reconnected and cutting parts by Monday afternoon.",
                name: "Rob Castellano",
                detail: "Plant manager, precision machining, Gates",
                rating: 5,
              },
              {
                quote:
                  "Their millwrights re-aligned our whole packaging line during the July shutdown and finished a day early. Vibration on the main drive dropped by half.",
                name: "Karen Lutz",
                detail: "Maintenance manager, food packaging, Batavia",
                rating: 5,
              },
              {
                quote:
                  "We've used Apex for confined-space tank cleaning for six years. Permits, rescue standby and paperwork are always in order, which matters when OSHA visits.",
                name: "Steve Marchetti",
                detail: "EHS manager, chemical blending, Rochester",
                rating: 5,
              },
              {
                quote: "They fabricated and installed 180 feet of mezzanine and stairs in our warehouse without interrupting shipping for a single day.",
                name: "Angela Brooks",
                detail: "Facilities director, distribution, Victor",
                rating: 5,
              },
              {
                quote:
                  "Our PM partner program caught a failing gearbox bearing with vibration analysis three weeks before it would have taken down the kiln. That one call paid for the year.",
                name: "Tom Nguyen",
                detail: "Reliability engineer, building products, Geneva",
                rating: 5,
              },
              {
                quote:
                  "A gearbox on our main incline conveyor failed on a Friday night. Apex had a crew here in 90 minutes and a rebuilt unit in by Saturday noon.",
                name: "Dom Ferraro",
                detail: "Operations manager, distribution center, Henrietta",
                rating: 5,
              },
              {
                quote:
                  "Setting a 42,000-pound press through a roof opening in January sounded like a nightmare. Their lift plan was thorough, the crane pick took 40 minutes, and the roofers closed it up the same day.",
                name: "Jill Sorensen",
                detail: "Engineering manager, metal stamping, Canandaigua",
                rating: 5,
              },
              {
                quote: "Dry ice blasting our ovens cut cleaning downtime from two shifts to five hours. No water, no disassembly.",
                name: "Carlos Medina",
                detail: "Sanitation lead, bakery, Rochester",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "78%", label: "of last year's work came from repeat customers" },
              { value: "4.9 / 5", label: "average post-project survey score" },
              { value: "97%", label: "of shutdown projects finished on or ahead of schedule" },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Industries we serve",
            items: [
              "Precision machining",
              "Food and beverage",
              "Optics and photonics",
              "Packaging",
              "Chemicals",
              "Plastics",
              "Building products",
              "Distribution",
              "Universities and hospitals",
              "Wineries",
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Ready to add your plant to the list?",
            action: { label: "Request a quote", href: "contact" },
            secondary: { label: "Our services", href: "services", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact Apex Industrial",
      description:
        "Request a quote or call 24/7 dispatch: Apex Industrial Services, 1250 Lyell Avenue, Rochester. Rigging, millwright, fabrication and cleaning crews.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "How to reach us",
            columns: 3,
            items: [
              {
                icon: "siren",
                title: "Breakdowns",
                body: "Call dispatch at (585) 555-0106 any time. Contract customers get a crew on site within two hours in Monroe County, four hours elsewhere.",
              },
              {
                icon: "clipboard-list",
                title: "Quotes",
                body: "Use the quote form below, or email dispatch@apexindustrial.example, with equipment lists, drawings or photos, your location and target dates. We schedule a site walk within a week.",
              },
              {
                icon: "file-text",
                title: "Vendor setup and COIs",
                body: "Send vendor packets, safety prequalification and certificate of insurance requests to the same address; we return them within two business days.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Request a quote",
            intro:
              "Moves, installs, fabrication, cleaning or a shutdown: tell us what's involved and when. Bid invitations are welcome too; attach the drawings and specs.",
            form: "quote-request",
          },
        },
        {
          type: "contactDetails",
          props: { heading: "Shop and office", intro: "Trucks enter from Lyell Avenue; visitors park in front of the office at the east end of the building." },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Rates for time-and-material work

              Published rates for customers without a contract, for a single technician:

              - Millwright, rigger or mechanic: $98 an hour straight time, $147 overtime
              - Certified welder with rig: $112 an hour straight time, $168 overtime
              - Foreman: $108 an hour straight time, $162 overtime
              - Emergency call-out outside business hours: 4-hour minimum

              Equipment such as forklifts, gantries and trucks is billed at our published equipment rates.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Down right now?",
            action: { label: "Call dispatch (585) 555-0106", href: TEL },
            secondary: { label: "Email dispatch", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
