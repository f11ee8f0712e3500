import { FEDERAL_HOLIDAY_CLOSURES } from "@/lib/holidays";
import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0145";
const TEL = "tel:+15855550145";
const EMAIL = "info@trueline.example";
const CAREERS_EMAIL = "careers@trueline.example";

const site: SiteSeed = {
  slug: "trueline-engineering",
  name: "Trueline Engineering",
  kind: "engineering",
  theme: {
    palette: {
      primary: "#2c4a5e",
      onPrimary: "#ffffff",
      accent: "#c97b2a",
      background: "#fafaf8",
      surface: "#eceff0",
      text: "#1b2328",
      muted: "#4f5a61",
      border: "#c9d0d4",
    },
    fonts: { heading: "roboto-slab", body: "inter" },
    header: "bar",
    footer: "columns",
    sectionStyle: "editorial",
    logo: { mark: "ruler", shape: "square" },
    radius: "none",
    pattern: "grid",
  },
  closures: [...FEDERAL_HOLIDAY_CLOSURES],
  settings: {
    tagline: "Civil, structural and septic engineering for the Finger Lakes",
    description:
      "Trueline Engineering, PLLC is a Canandaigua civil and structural engineering firm: site plans, stormwater, septic design, structural inspections and town engineering.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "22 Coach Street, Suite 200", locality: "Canandaigua", region: "NY", postalCode: "14424" },
      serviceAreaNote: "Projects across Ontario, Monroe, Yates, Wayne, Livingston, Seneca and Steuben counties.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:00", closes: "17:00" }],
    hoursNote: "Site visits and construction inspections are scheduled from 7 a.m. Closed on federal holidays.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Services", href: "services" },
      { label: "Service Area", href: "service-area" },
      { label: "About", href: "about" },
      { label: "FAQs", href: "faqs" },
      { label: "Careers", href: "careers" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Request a proposal", href: "contact" },
    footerLinks: [
      { label: "Services", href: "services" },
      { label: "Service area", href: "service-area" },
      { label: "FAQs", href: "faqs" },
      { label: "Careers", href: "careers" },
      { label: "Terms of use", href: "terms" },
    ],
  },
  mounts: { jobs: "careers" },
  forms: [
    {
      key: "proposal-request",
      name: "Proposal request",
      recipients: [EMAIL],
      submitLabel: "Request a proposal",
      successMessage:
        "Thank you. An engineer will review the property records and reply with a scope and fixed fee within three business days, or call sooner if we need to know more. If you have a closing or board deadline this week, call (585) 555-0145.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "client_type",
          label: "You are a",
          type: "select",
          required: true,
          width: "half",
          options: ["Homeowner or buyer", "Builder or contractor", "Business or developer", "Town, village or public agency", "Attorney or realtor"],
        },
        { name: "organization", label: "Company or municipality", type: "text" },
        {
          name: "location",
          label: "Property address or tax map number",
          type: "text",
          required: true,
          help: "And the town, so we can check zoning, soils and watershed rules.",
        },
        {
          name: "service",
          label: "What do you need?",
          type: "select",
          required: true,
          options: [
            "Septic design or perc test",
            "Septic replacement (lakefront or failed system)",
            "Site plan and grading",
            "Stormwater or SWPPP",
            "Structural inspection",
            "Structural design",
            "Subdivision",
            "Municipal engineering",
            "Not sure",
          ],
        },
        {
          name: "description",
          label: "What are you planning?",
          type: "textarea",
          required: true,
          maxLength: 4000,
          help: "A new house, septic replacement, addition, site plan, inspection, and anything you already know about the site.",
        },
        { name: "deadline", label: "Any deadline?", type: "date", width: "half", help: "A closing date or planning board meeting." },
        { name: "deadline_note", label: "What the deadline is for", type: "text", width: "half" },
        {
          name: "documents",
          label: "Existing documents and photos",
          type: "file",
          accept: ["pdf", "image", "document"],
          maxFiles: 6,
          maxSizeMb: 25,
          help: "A survey, earlier septic plans, a bid package or photos of cracks or sagging. Photos help us tell you whether a structural concern is urgent.",
        },
      ],
    },
    {
      key: "question",
      name: "Question for an engineer",
      recipients: [EMAIL],
      submitLabel: "Send question",
      successMessage:
        "Thanks for your question. An engineer will reply within one business day. If it's about a failed septic system or a structural concern that looks urgent, please call (585) 555-0145.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "town", label: "Town the property is in", type: "text", width: "half" },
        { name: "question", label: "Your question", type: "textarea", required: true, maxLength: 3000 },
      ],
    },
    {
      key: "job-application",
      name: "Job application",
      recipients: [EMAIL],
      submitLabel: "Send application",
      successMessage:
        "Thank you for applying to Trueline Engineering. Our principal reads every application and will call you within a week to set up a 30-minute conversation. Questions in the meantime: careers@trueline.example.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "start_date", label: "Earliest start date", type: "date", width: "half" },
        {
          name: "resume",
          label: "Résumé",
          type: "file",
          required: true,
          accept: ["pdf", "document"],
          maxFiles: 1,
          maxSizeMb: 10,
          help: "A PDF or Word document, up to 10 MB.",
        },
        {
          name: "project_examples",
          label: "Project examples",
          type: "file",
          accept: ["pdf"],
          maxFiles: 3,
          maxSizeMb: 20,
          help: "For engineers: two or three plan sheets, reports or calculations you prepared. Remove client names if you need to.",
        },
        {
          name: "experience",
          label: "Years of relevant experience",
          type: "select",
          required: true,
          width: "half",
          options: ["Less than 2", "2-5", "5-10", "More than 10"],
        },
        {
          name: "licensure",
          label: "Licensure",
          type: "select",
          required: true,
          width: "half",
          options: ["None yet", "FE passed / EIT", "New York PE", "PE in another state"],
        },
        {
          name: "certifications",
          label: "Other licenses and certifications",
          type: "text",
          help: "Part 107 remote pilot, NYSDEC 4-hour erosion control, OSHA 10, a driver's license, software you know well.",
        },
        {
          name: "why_you",
          label: "Why you, and why Trueline?",
          type: "textarea",
          required: true,
          maxLength: 2000,
          help: "A few sentences about the projects you've enjoyed and the work you'd like to do here.",
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Trueline Engineering | Civil & Structural Engineers, Canandaigua NY",
      description:
        "Licensed civil and structural engineers in Canandaigua, NY: site plans, stormwater, septic systems, structural inspections and municipal engineering.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("landscape/bridge-cables"),
            variant: "split",
            eyebrow: "Trueline Engineering, PLLC",
            heading: "Engineering that gets through the planning board and stands up on site",
            body: "From a lakefront septic replacement to a 60-lot subdivision, our licensed professional engineers design projects that fit Finger Lakes soils, slopes and town codes, and we stay with them through construction.",
            actions: [
              { label: "Request a proposal", href: "contact" },
              { label: "Our services", href: "services", variant: "secondary" },
            ],
            illustration: "ruler",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we engineer",
            columns: 3,
            items: [
              {
                icon: "map-pin",
                title: "Site and civil design",
                body: "Site plans, grading, driveways, utilities and stormwater management for homes, businesses and subdivisions.",
                href: "services",
                linkLabel: "Civil services",
              },
              {
                icon: "droplets",
                title: "Septic and wastewater",
                body: "Soil testing, perc tests and on-site wastewater system design, including lakefront replacements under watershed rules.",
                href: "services",
                linkLabel: "Septic design",
              },
              {
                icon: "building",
                title: "Structural",
                body: "Foundation and structural inspections, beam and header design, additions, post-frame buildings and retaining walls.",
                href: "services",
                linkLabel: "Structural services",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Local knowledge",
            heading: "We know the soils, the codes and the people who approve your plans",
            body: md`
              We've walked test pits from the clay flats of Farmington to the shale slopes above Keuka Lake. We
              know which towns need a SWPPP for a single house on a steep lot, how the Canandaigua Lake
              watershed rules treat a seasonal cottage that becomes year-round, and what the Ontario County
              Health Department expects on a septic plan.

              That knowledge means fewer resubmittals, shorter approvals and fewer surprises in the field.
            `,
            illustration: "mountain",
            action: { label: "Where we work", href: "service-area", variant: "secondary" },
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Clients on Trueline",
            items: [
              {
                quote:
                  "Our cottage on West Lake Road needed a new septic system and a permit from three agencies. Trueline designed it, handled the watershed inspector and had approval in five weeks.",
                name: "Ellen Park",
                detail: "Canandaigua Lake homeowner",
                rating: 5,
              },
              {
                quote:
                  "As our town engineer they review every site plan within ten business days and explain their comments in plain English at the planning board.",
                name: "Supervisor Jim Bauer",
                detail: "A town in Ontario County",
              },
              {
                quote:
                  "Sharp, practical structural work. They sized the steel for our barn conversion the same week and stamped drawings the building inspector accepted without a question.",
                name: "Nate Lorentz",
                detail: "General contractor, Honeoye Falls",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "5", label: "licensed professional engineers" },
              { value: "1,400+", label: "septic systems designed since 2006" },
              { value: "9", label: "towns and villages we serve as town engineer" },
              { value: "7", label: "counties in our regular service area" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Tell us about your project",
            body: "Send a tax map number or address and a few lines on what you're planning. We reply with a proposal and fee within three business days.",
            action: { label: "Request a proposal", href: "contact" },
            secondary: { label: "Call (585) 555-0145", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- about
    {
      path: "about",
      title: "About Trueline Engineering",
      description:
        "A Canandaigua engineering firm founded in 2006 by Michael Trudeau, PE: five licensed engineers, a survey-grade field team and a record of practical design.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our firm",
            heading: "A small firm by choice",
            body: md`
              Michael Trudeau, PE, founded Trueline in 2006 after fifteen years with a large Rochester
              consulting firm. He wanted the engineer who stamped the drawings to be the one who answered the
              phone and walked the site. That is still how we work: every project has a licensed engineer in
              charge from first call to final certification.

              Trueline Engineering, PLLC is a professional limited liability company registered with the New
              York State Education Department. Our engineers hold New York PE licenses, and two are also
              licensed in Pennsylvania.
            `,
            illustration: "building-2",
          },
        },
        {
          type: "features",
          props: {
            heading: "Our engineers",
            columns: 3,
            items: [
              {
                icon: "users",
                title: "Michael Trudeau, PE",
                body: "Principal. Civil and site engineering, 33 years. Town engineer for five municipalities in Ontario and Yates counties.",
              },
              {
                icon: "building",
                title: "Aisha Rahman, PE",
                body: "Structural lead. Residential and agricultural structures, forensic inspections, timber and steel design. Licensed in NY and PA.",
              },
              {
                icon: "droplets",
                title: "Luke Harrington, PE",
                body: "Wastewater and stormwater. Designs most of our septic systems and SWPPPs; a certified CPESC.",
              },
              {
                icon: "map-pin",
                title: "Gabriela Soto, PE",
                body: "Land development and municipal water and sewer. Leads subdivisions and site plan approvals.",
              },
              { icon: "ruler", title: "Owen Kessler, PE", body: "Construction inspection and roads. Former NYSDOT Region 4 engineer in charge." },
              {
                icon: "clipboard-list",
                title: "Field and CAD team",
                body: "Four engineering technicians handle soil testing, topographic surveys with GPS and drone, and drafting in Civil 3D.",
              },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Registrations and memberships",
            items: [
              "NYS Education Dept. PLLC registration",
              "NYS Society of Professional Engineers",
              "American Society of Civil Engineers",
              "CPESC certified",
              "NYSDEC 4-hour trained inspectors",
              "NYS DOT prequalified",
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Work with us, or work here",
            body: "We're hiring a civil engineer and an engineering technician in Canandaigua.",
            action: { label: "See open positions", href: "careers" },
            secondary: { label: "Contact the office", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------------- services
    {
      path: "services",
      title: "Engineering Services",
      description:
        "Site plans, stormwater and SWPPPs, septic design, structural inspections and design, subdivisions, and municipal engineering. Typical fees included.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "Services",
            intro:
              "We take projects from feasibility to final certification. Typical fees are listed so you can budget; every project gets a written fixed-fee proposal.",
            columns: 2,
            items: [
              {
                icon: "map-pin",
                title: "Site plans and grading",
                body: "Site plans for homes on difficult lots, commercial buildings, farm markets and wineries: grading, driveways, parking, utilities and lighting, prepared for planning board approval.",
              },
              {
                icon: "waves",
                title: "Stormwater and SWPPPs",
                body: "Stormwater pollution prevention plans under the NYSDEC construction general permit, post-construction practices, drainage studies and weekly SWPPP inspections during construction.",
              },
              {
                icon: "droplets",
                title: "Septic and on-site wastewater",
                body: "Deep-hole and percolation tests, conventional, raised-bed and enhanced-treatment system design, and replacement designs for lakefront properties under watershed rules.",
              },
              {
                icon: "building",
                title: "Structural inspections",
                body: "Foundation cracks, sagging floors, bowed basement walls and pre-purchase structural opinions, with a written report stamped by a PE.",
              },
              {
                icon: "hammer",
                title: "Structural design",
                body: "Beams and headers for renovations, additions, decks, post-frame and pole barns, barn conversions, retaining walls and dock foundations.",
              },
              {
                icon: "landmark",
                title: "Municipal engineering",
                body: "Town engineer services, site plan and subdivision review, water and sewer extensions, road and culvert design, grant applications and bid administration.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Typical fees",
            intro: "Fixed fees for common residential work. Commercial and municipal projects are quoted individually.",
            plans: [
              {
                name: "Structural inspection",
                price: "$495",
                description: "Single-family home, one visit and a stamped letter report within five business days.",
                features: ["Foundation, framing and roof structure", "Repair recommendations", "$350 for a single issue such as one wall"],
              },
              {
                name: "Septic system design",
                price: "$1,900-$3,400",
                description: "Soil tests, design, health department submission and installation inspection.",
                features: ["Deep-hole and perc tests", "Stamped plans and specifications", "Final as-built certification"],
                highlighted: true,
              },
              {
                name: "Residential site plan",
                price: "$2,400-$5,500",
                description: "New home or addition on a sloped or lakefront lot.",
                features: ["Topographic survey", "Grading and erosion control plan", "Planning board attendance"],
              },
            ],
            note: "Hourly work is billed at $175 for a principal engineer, $150 for a project engineer and $105 for a technician.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How a project runs",
            items: [
              { title: "Call and proposal", body: "We discuss the project, check tax maps, soil surveys and zoning, and send a scope and fee." },
              { title: "Field work", body: "Survey, soil testing and site observations, usually within two weeks of authorization." },
              { title: "Design", body: "Drawings and calculations prepared by our team and reviewed and stamped by the engineer in charge." },
              { title: "Approvals", body: "We submit to the town, county health department, NYSDEC or watershed office and answer their comments." },
              { title: "Construction", body: "We inspect critical stages, answer contractor questions and issue the final certification." },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Request a proposal",
            intro:
              "Send the property address or tax map number and a few lines on what you're planning. We reply with a written scope and fixed fee within three business days.",
            form: "proposal-request",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Not sure which service you need?",
            body: "Call and describe what you're trying to do. If it's not engineering, we'll tell you who to call instead.",
            action: { label: "Call (585) 555-0145", href: TEL },
            secondary: { label: "Read the FAQs", href: "faqs", variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------- service area
    {
      path: "service-area",
      title: "Our Service Area",
      description:
        "Trueline serves Ontario, Monroe, Yates, Wayne, Livingston, Seneca and Steuben counties, from Canandaigua and Geneva to Penfield, Penn Yan and Hammondsport.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Where we work",
            heading: "Centered on Canandaigua, within an hour of most of the Finger Lakes",
            body: md`
              Our office is a block from Main Street in Canandaigua. Most of our projects are within an hour's
              drive, which keeps travel costs out of your fee and lets us reach a site the same day when a
              contractor hits something unexpected.

              We work outside this area for municipal clients and repeat customers; travel beyond 60 miles is
              billed at cost.
            `,
            illustration: "map-pin",
          },
        },
        {
          type: "features",
          props: {
            heading: "Counties and communities",
            columns: 3,
            items: [
              {
                icon: "map-pin",
                title: "Ontario County",
                body: "Canandaigua, Geneva, Victor, Farmington, Bristol, Naples, Richmond (Honeoye), Gorham, Hopewell and Phelps.",
              },
              {
                icon: "map-pin",
                title: "Monroe County",
                body: "Pittsford, Mendon, Penfield, Perinton, Henrietta, Rush and Webster, mainly site and structural work.",
              },
              {
                icon: "map-pin",
                title: "Yates County",
                body: "Penn Yan, Jerusalem, Milo, Middlesex and Starkey, including Keuka and Seneca lakefront septic work.",
              },
              { icon: "map-pin", title: "Wayne County", body: "Macedon, Palmyra, Walworth, Ontario and Newark." },
              { icon: "map-pin", title: "Livingston County", body: "Lima, Avon, Livonia, Conesus and Geneseo, including Conesus and Hemlock lake properties." },
              { icon: "map-pin", title: "Seneca and Steuben", body: "Seneca Falls, Waterloo, Ovid, Hammondsport and Pulteney." },
            ],
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Lake watershed experience

              Properties near Canandaigua, Keuka, Seneca, Honeoye, Conesus and Hemlock lakes often face
              extra review: watershed inspections at sale, setbacks from the shoreline, and rules that require
              septic upgrades when a seasonal home is converted to year-round use. We have designed systems
              under each of these programs and know the inspectors who review them.

              ## Town engineer clients

              We serve as the engineer for nine towns and villages in Ontario and Yates counties, reviewing
              site plans, subdivisions and SWPPPs and managing water, sewer and road projects. To avoid
              conflicts of interest, we do not take private projects that come before a board we advise.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Is your project in our area?",
            body: "If you're not sure, call us. We can usually tell you in a minute, and point you to a good firm if you're too far.",
            action: { label: "Contact us", href: "contact" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ faqs
    {
      path: "faqs",
      title: "Frequently Asked Questions",
      description:
        "Answers about engineering fees, septic design and perc tests, structural inspections, stormwater permits, timelines and working with Trueline Engineering.",
      blocks: [
        {
          type: "faq",
          props: {
            heading: "Septic systems",
            items: [
              {
                question: "How long does a septic design take?",
                answer:
                  "Soil testing is usually scheduled within two weeks. Design takes about a week after testing, and county or watershed approval another two to four weeks. Plan on six to eight weeks total; faster in winter, slower in spring.",
              },
              {
                question: "Can you do perc tests in winter?",
                answer:
                  "Deep-hole tests can be dug whenever the ground isn't frozen hard. Percolation tests can't be run in frozen ground, so some January projects wait for a thaw.",
              },
              {
                question: "My septic failed. What happens first?",
                answer:
                  "Call the county health department or watershed office, and us. We can often run tests within a week for failures and prepare an expedited design. Pumping the tank keeps the system usable while we work.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Structural inspections",
            items: [
              {
                question: "Is a crack in my basement wall serious?",
                answer:
                  "Most vertical hairline cracks in poured walls are shrinkage and harmless. Horizontal cracks, stair-step cracks in block, walls bowing inward or cracks wider than 1/4 inch deserve an engineer's look.",
              },
              {
                question: "Will your report tell me how to fix it?",
                answer:
                  "Yes. Our reports describe what we found, what caused it and a repair approach a contractor can price. If a repair needs design, such as wall bracing or a new beam, we quote that separately.",
              },
              {
                question: "Can you inspect during a home purchase?",
                answer:
                  "Yes. We can usually visit within three business days of a call and give you a verbal summary the same day, so you can meet your contract deadlines.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Fees, permits and working with us",
            items: [
              {
                question: "How do you charge?",
                answer:
                  "Most projects have a fixed fee in a written proposal. Open-ended work, such as board meetings beyond those included or changes after approval, is billed hourly at the rates on our services page.",
              },
              {
                question: "Do I need a SWPPP for my new house?",
                answer:
                  "Under the NYSDEC construction general permit, disturbing one acre or more needs a SWPPP, and in many Finger Lakes watersheds and towns the threshold is lower. We'll check your town's rules in the first call.",
              },
              {
                question: "Will you come to the planning board meeting?",
                answer: "Our site plan fees include one planning board meeting and one round of revisions. Additional meetings are billed hourly.",
              },
              {
                question: "Can you stamp drawings my contractor prepared?",
                answer:
                  "New York law only allows us to seal work prepared under our direct supervision. We can review your contractor's drawings and prepare our own stamped version, usually at lower cost than starting from scratch.",
              },
              {
                question: "Do you do land surveying?",
                answer:
                  "We do topographic surveys for design. Boundary surveys must be done by a licensed land surveyor; we work with several local firms and can coordinate for you.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Have a question we didn't answer?",
            intro: "Ask here, call (585) 555-0145 or email info@trueline.example, and an engineer will get back to you within one business day.",
            form: "question",
          },
        },
      ],
    },
    // --------------------------------------------------------------- careers
    {
      path: "careers",
      title: "Careers at Trueline Engineering",
      description:
        "Engineering jobs in Canandaigua, NY: civil engineer and engineering technician roles with PE licensure support, flexible hours and real field work.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Careers",
            heading: "Design it, walk it, see it built",
            body: "At a firm our size you'll work on septic systems, subdivisions, barns and town roads in the same month, with a licensed engineer beside you and your name on the title block.",
            actions: [{ label: "Questions? Email careers@trueline.example", href: `mailto:${CAREERS_EMAIL}` }],
            illustration: "hard-hat",
          },
        },
        {
          type: "features",
          props: {
            heading: "Why engineers stay",
            columns: 3,
            items: [
              {
                icon: "graduation-cap",
                title: "PE licensure support",
                body: "We pay for FE and PE exam fees, review courses and continuing education, plus a $5,000 raise when you pass the PE.",
              },
              {
                icon: "clock",
                title: "Flexible schedule",
                body: "Core hours 9 to 3, four-day weeks in summer and remote drafting days when the field calendar allows.",
              },
              {
                icon: "heart",
                title: "Benefits",
                body: "Health, dental and vision with 85% of premiums paid, a 401(k) with a 5% safe-harbor contribution and three weeks of PTO.",
              },
            ],
          },
        },
        { type: "jobList", props: { heading: "Current openings", intro: "Every posting includes the pay range. We read every application ourselves." } },
        {
          type: "steps",
          props: {
            heading: "Hiring process",
            items: [
              {
                title: "Apply",
                body: "Open the posting and use the application form on its page to send your résumé and, for engineers, a few project examples.",
              },
              { title: "Conversation", body: "A 30-minute call with the principal about your interests and our current projects." },
              { title: "Office and field visit", body: "Half a day meeting the team and riding along to a site." },
              { title: "Offer", body: "Decisions within a week of the visit." },
            ],
          },
        },
      ],
    },
    // --------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact Trueline Engineering",
      description: "Request a proposal or ask a question: Trueline Engineering's Canandaigua office on Coach Street, by phone at (585) 555-0145 or by email.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              ## Requesting a proposal

              Send the form below, or call or email, with the following and we'll reply with a scope and fixed fee
              within three business days:

              - The property address or tax map number
              - What you're planning: a new house, septic replacement, addition, site plan, inspection
              - Any deadlines, such as a closing date or planning board meeting
              - Existing documents you have: a survey, earlier septic plans, photos of a problem

              For structural concerns, a few photos of the cracks or sagging help us tell you whether it's
              urgent.
            `,
          },
        },
        { type: "form", props: { heading: "Request a proposal", form: "proposal-request" } },
        {
          type: "contactDetails",
          props: { heading: "Our office", intro: "Parking is behind the building off Coach Street. Please call ahead; engineers are often in the field." },
        },
        {
          type: "cta",
          props: {
            heading: "Municipal clients and contractors",
            body: "Town officials and contractors with active projects can reach the engineer in charge directly through the office line.",
            action: { label: "Call (585) 555-0145", href: TEL },
            secondary: { label: "Email info@trueline.example", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- terms
    {
      path: "terms",
      title: "Terms of Use",
      description:
        "Terms governing use of the Trueline Engineering website, its information and documents, and how engineering services are engaged by written agreement.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              _Last revised March 1, 2025_

              These terms govern your use of the website of Trueline Engineering, PLLC ("Trueline"). By using
              the site you agree to them.

              ## No engineering advice

              Content on this website, including FAQs, fee ranges and descriptions of regulations, is general
              information. It is not engineering advice for any particular property and does not create a
              client relationship. Engineering services are provided only under a signed written agreement
              that defines the scope, fee and responsibilities of each party.

              ## Professional seal

              Only drawings, reports and calculations bearing the original or digital seal and signature of a
              Trueline professional engineer, issued to a client for a stated purpose, are professional
              documents. Under New York Education Law, no one may alter a sealed document without following
              the law's requirements for noting the alteration.

              ## Fees and information on this site

              Fees and timelines shown are typical and may change. Your proposal controls. Regulatory
              thresholds and agency practices described on this site change from time to time; we update the
              site periodically but do not guarantee it is current.

              ## Documents and downloads

              Documents we publish, such as sample reports, are for information only and may not be reused for
              construction or permitting.

              ## Intellectual property

              The website text, graphics and logo belong to Trueline. You may print or share pages for personal
              use with attribution. Drawings prepared for clients remain Trueline's instruments of service, with
              use licensed to the client for the project named in the agreement.

              ## Email and confidentiality

              Sending us an email does not make you a client. Please do not send confidential information until
              we have agreed to work together.

              ## Limitation of liability

              Trueline is not liable for any loss arising from use of this website or reliance on its general
              information. Liability for engineering services is governed by the written agreement for those
              services.

              ## Governing law

              These terms are governed by the laws of the State of New York. Questions may be sent to
              info@trueline.example or to 22 Coach Street, Suite 200, Canandaigua, NY 14424.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Ready to engage us for a project?",
            body: "Every engagement starts with a written proposal that sets out scope, fee and responsibilities.",
            action: { label: "Request a proposal", href: "contact" },
            secondary: { label: "Read the FAQs", href: "faqs", variant: "secondary" },
          },
        },
      ],
    },
  ],
  jobs: [
    {
      slug: "civil-engineer",
      title: "Civil Engineer (EIT or PE)",
      summary: "Design site plans, stormwater systems and septic systems, and present at planning boards. EIT with 2+ years or licensed PE. $72,000-$105,000.",
      employmentType: "FULL_TIME",
      location: { locality: "Canandaigua", region: "NY" },
      salary: { min: 72000, max: 105000, unit: "YEAR" },
      postedDaysAgo: 9,
      validForDays: 60,
      body: md`
        We're looking for a civil engineer to take ownership of residential and commercial site projects from
        field work through approval and construction. You'll work directly with our principal and with
        clients, contractors and town boards.

        ## Responsibilities

        - Design site grading, driveways, parking, utilities and stormwater practices in Civil 3D
        - Prepare SWPPPs under the NYSDEC construction general permit and run HydroCAD models
        - Design on-site wastewater systems from soil test data, under the supervision of a PE
        - Write reports and respond to comments from towns, county health departments and NYSDEC
        - Present projects at planning board meetings (about two evenings a month)
        - Inspect construction and issue certifications

        ## Requirements

        - BS in civil or environmental engineering from an ABET-accredited program
        - EIT certification with at least two years of site or land development experience, or a New York PE license
        - Working knowledge of AutoCAD Civil 3D and HydroCAD or similar
        - Comfort in the field: test pits, muddy sites, steep lots
        - A valid driver's license

        ## Pay and benefits

        **$72,000 to $105,000 a year** depending on licensure and experience, plus a year-end profit share
        that has averaged 6% of salary over the last five years.

        - Health, dental and vision insurance, 85% of premiums paid
        - 401(k) with 5% safe-harbor employer contribution
        - Three weeks of PTO plus ten holidays
        - PE exam fees, review course and a $5,000 raise on licensure
        - Company vehicle for site visits

        ## How to apply

        Apply with the form on this page, attaching your résumé and two or three project examples. Questions:
        call (585) 555-0145 or email **careers@trueline.example**. Trueline Engineering is an equal opportunity
        employer.
      `,
    },
    {
      slug: "engineering-technician",
      title: "Engineering Technician",
      summary:
        "Run soil tests and topographic surveys, fly our survey drone and draft plans in Civil 3D. Two-year degree or equivalent experience. $24-$31 an hour.",
      employmentType: "FULL_TIME",
      location: { locality: "Canandaigua", region: "NY" },
      salary: { min: 24, max: 31, unit: "HOUR" },
      postedDaysAgo: 17,
      validForDays: 60,
      body: md`
        Our technicians split their time between the field and the drafting table. If you like being outside
        three days a week and turning what you measured into clean drawings the other two, this is the job.

        ## Responsibilities

        - Perform deep-hole and percolation tests with a backhoe operator and log soil profiles
        - Collect topographic data with GPS rover, total station and our survey drone
        - Draft site plans, septic plans and details in AutoCAD Civil 3D to our standards
        - Inspect septic installations and erosion controls during construction
        - Keep field equipment calibrated and the truck stocked

        ## Requirements

        - Associate degree in civil engineering technology or surveying, or two years of equivalent experience
        - AutoCAD experience; we'll train you on Civil 3D
        - Part 107 remote pilot certificate, or willingness to earn it (we pay)
        - Able to walk rough terrain and work outdoors in all seasons
        - A valid driver's license

        ## Pay and benefits

        **$24 to $31 an hour**, with overtime paid during the busy spring soil-testing season.

        - Health, dental and vision insurance, 85% of premiums paid
        - 401(k) with 5% safe-harbor employer contribution
        - Two weeks of PTO to start plus ten holidays
        - Tuition support toward a four-year engineering degree and the FE exam
        - Boots and field clothing allowance of $400 a year

        ## How to apply

        Apply with the form on this page and attach your résumé. We'll call you within a week. Questions:
        email **careers@trueline.example**. Trueline Engineering is an equal opportunity employer.
      `,
    },
  ],
};

export default site;
