import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(585) 555-0116";
const TEL = "tel:+15855550116";
const EMAIL = "office@voltwise.example";

const site: SiteSeed = {
  slug: "voltwise-power",
  name: "Voltwise Power Systems",
  kind: "power-systems",
  theme: {
    palette: {
      primary: "#233043",
      onPrimary: "#ffd23f",
      accent: "#f5a300",
      background: "#fbfbf8",
      surface: "#eef0f3",
      text: "#151b24",
      muted: "#4b5563",
      border: "#cfd5dd",
    },
    fonts: { heading: "montserrat", body: "inter" },
    header: "bar",
    footer: "band",
    sectionStyle: "bands",
    logo: { mark: "zap", shape: "hexagon" },
    radius: "small",
    pattern: "grid",
  },
  settings: {
    tagline: "Electrical, standby generators and solar for the Finger Lakes",
    description:
      "Licensed electrical contractor in Victor, NY: service upgrades, EV chargers, home standby generators, solar panel installation and solar operations and maintenance.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "7400 Victor-Pittsford Road", locality: "Victor", region: "NY", postalCode: "14564" },
      serviceAreaNote: "We work throughout Monroe, Ontario, Wayne, Livingston and Yates counties, from Greece to Geneva and Hilton to Naples.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "07:00", closes: "17:00" },
      { days: ["sat"], opens: "08:00", closes: "12:00" },
    ],
    hoursNote: "Generator maintenance customers get 24/7 outage support on a dedicated line.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Electrical", href: "electrical" },
      { label: "Generators", href: "generators" },
      {
        label: "Solar",
        href: "solar-panels",
        children: [
          { label: "Solar panel installation", href: "solar-panels" },
          { label: "Solar operations & maintenance", href: "solar-om" },
        ],
      },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Get an estimate", href: "contact" },
    footerLinks: [
      { label: "Electrical services", href: "electrical" },
      { label: "Standby generators", href: "generators" },
      { label: "Solar installation", href: "solar-panels" },
      { label: "Solar O&M", href: "solar-om" },
      { label: "Privacy policy", href: "privacy-policy" },
      { label: "Terms of service", href: "terms" },
    ],
  },
  forms: [
    {
      key: "estimate",
      name: "Estimate request",
      recipients: [EMAIL],
      submitLabel: "Request an estimate",
      successMessage:
        "Thank you. Our office will call or email within one business day to book a site visit with the right electrician or solar designer. Need a repair sooner? Call (585) 555-0116.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        {
          name: "property_type",
          label: "Property",
          type: "select",
          required: true,
          width: "half",
          options: ["Home", "Farm", "Business", "Municipal or nonprofit"],
        },
        { name: "address", label: "Project address", type: "text", required: true },
        {
          name: "service",
          label: "What do you need?",
          type: "select",
          required: true,
          options: [
            "Panel or service upgrade",
            "EV charger",
            "Heat pump or appliance circuit",
            "Rewiring or repairs",
            "Standby generator",
            "Solar panels",
            "Solar maintenance or repair",
            "Commercial electrical",
            "Something else",
          ],
        },
        {
          name: "timing",
          label: "Timing",
          type: "select",
          required: true,
          width: "half",
          options: ["As soon as possible", "Within a month", "1 to 3 months", "Later this year", "Just planning"],
        },
        {
          name: "budget",
          label: "Budget range",
          type: "select",
          width: "half",
          options: ["Under $2,500", "$2,500-$10,000", "$10,000-$25,000", "Over $25,000", "Not sure yet"],
        },
        {
          name: "details",
          label: "Tell us about the project",
          type: "textarea",
          required: true,
          maxLength: 4000,
          help: "The age of the house and panel, what you're adding, and anything that isn't working right.",
        },
        {
          name: "photos",
          label: "Photos of your electrical panel and meter",
          type: "file",
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
          help: "Optional, but a photo of the open panel door and the meter speeds up the estimate.",
        },
      ],
    },
    {
      key: "generator-estimate",
      name: "Generator estimate request",
      recipients: [EMAIL],
      submitLabel: "Request a generator estimate",
      successMessage:
        "Thanks! A generator specialist will call within one business day to schedule your free site visit. We'll size the generator, pick the spot for the pad and check the gas meter, then send a written price.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "town", label: "Town", type: "text", required: true, width: "half" },
        { name: "address", label: "Address", type: "text", required: true },
        { name: "fuel", label: "Fuel at the house", type: "radio", required: true, options: ["Natural gas", "Propane", "Not sure"] },
        {
          name: "coverage",
          label: "What should it run?",
          type: "radio",
          required: true,
          options: ["Essentials: furnace, well and sump pumps, fridge, some lights", "The whole house, including central air", "Not sure; help me decide"],
        },
        {
          name: "home_size",
          label: "Home size",
          type: "select",
          width: "half",
          options: ["Under 1,500 sq ft", "1,500-2,500 sq ft", "2,500-4,000 sq ft", "Over 4,000 sq ft"],
        },
        {
          name: "timing",
          label: "When would you like it installed?",
          type: "select",
          required: true,
          width: "half",
          options: ["Before this winter", "Within 3 months", "Next year", "Just getting prices"],
        },
        {
          name: "budget",
          label: "Budget range",
          type: "select",
          width: "half",
          options: ["Under $12,000", "$12,000-$16,000", "$16,000-$22,000", "Over $22,000", "Not sure yet"],
        },
        {
          name: "existing",
          label: "Do you have a generator now?",
          type: "radio",
          width: "half",
          options: ["No", "A portable generator", "A standby generator that needs replacing"],
        },
        {
          name: "photos",
          label: "Photos of the electrical panel, gas meter and where the generator could go",
          type: "file",
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
        },
        {
          name: "notes",
          label: "Anything else?",
          type: "textarea",
          maxLength: 2000,
          help: "Medical equipment that needs power, a home office, or how long your last outage lasted.",
        },
      ],
    },
    {
      key: "solar-assessment",
      name: "Solar assessment request",
      recipients: [EMAIL],
      submitLabel: "Request my assessment",
      successMessage:
        "Thank you. A solar designer will study your roof and usage and send a preliminary estimate within five business days, then set up a site assessment if the numbers work. No sales visit unless you ask for one.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "property_type",
          label: "Property",
          type: "select",
          required: true,
          width: "half",
          options: ["Home", "Farm", "Business", "Municipal or nonprofit"],
        },
        { name: "address", label: "Address", type: "text", required: true, help: "We check your roof and shade from aerial imagery before anyone visits." },
        {
          name: "mount",
          label: "Where would the panels go?",
          type: "radio",
          required: true,
          options: ["House roof", "Barn or garage roof", "Ground mount", "Not sure"],
        },
        { name: "roof_age", label: "Roof age", type: "select", width: "half", options: ["Under 5 years", "5-15 years", "Over 15 years", "Not sure"] },
        { name: "usage", label: "Yearly electric use (kWh)", type: "text", width: "half", help: "From your RG&E or NYSEG bill, if you know it." },
        {
          name: "bills",
          label: "Recent electric bills",
          type: "file",
          accept: ["pdf", "image"],
          maxFiles: 3,
          maxSizeMb: 10,
          help: "Optional: bills or a usage history showing the last 12 months.",
        },
        { name: "battery", label: "Interested in battery backup?", type: "radio", width: "half", options: ["Yes", "No", "Tell me more"] },
        { name: "payment", label: "How would you pay?", type: "radio", width: "half", options: ["Cash", "Solar loan", "Not sure yet"] },
        { name: "timing", label: "When would you like to go solar?", type: "select", required: true, options: ["This year", "Next year", "Just researching"] },
        {
          name: "notes",
          label: "Anything else?",
          type: "textarea",
          maxLength: 2000,
          help: "Plans for an EV or heat pump, trees you'd rather keep, or a roof replacement you're considering.",
        },
      ],
    },
    {
      key: "solar-service",
      name: "Solar service request",
      recipients: [EMAIL],
      submitLabel: "Request service",
      successMessage:
        "Thanks. Our solar service team will call within one business day to schedule an inspection or diagnostic visit. Maintenance plan members are scheduled first.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        {
          name: "property_type",
          label: "Property",
          type: "select",
          required: true,
          width: "half",
          options: ["Home", "Farm", "Business", "Municipal or nonprofit"],
        },
        { name: "address", label: "System address", type: "text", required: true },
        {
          name: "request",
          label: "What do you need?",
          type: "select",
          required: true,
          options: [
            "Diagnose low or no production",
            "Adoption inspection (installer closed)",
            "Maintenance plan",
            "Remove and reinstall for a new roof",
            "Inverter or optimizer replacement",
            "Panel cleaning",
            "Something else",
          ],
        },
        { name: "installer", label: "Who installed it, and when?", type: "text", width: "half" },
        { name: "equipment", label: "Inverter brand and system size", type: "text", width: "half", help: "For example: Enphase microinverters, 8.4 kW." },
        {
          name: "description",
          label: "What's happening?",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "Error codes, when production dropped, or the dates your roofer is scheduled.",
        },
        { name: "photos", label: "Photos or monitoring screenshots", type: "file", accept: ["image", "pdf"], maxFiles: 6, maxSizeMb: 10 },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Voltwise Power Systems | Electrical, Generators & Solar",
      description:
        "Electrical upgrades, home standby generators, solar panels and solar maintenance from a licensed Victor, NY contractor serving Rochester and the Finger Lakes.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Licensed electricians since 2008",
            heading: "Power that stays on, and power you make yourself",
            body: "Voltwise designs and installs the whole electrical side of a home or business: the panel and wiring, a standby generator for the next ice storm, and solar panels on the roof, all by our own licensed electricians and NABCEP-certified installers.",
            actions: [
              { label: "Request an estimate", href: "contact" },
              { label: "Call (585) 555-0116", href: TEL, variant: "secondary" },
            ],
            illustration: "zap",
          },
        },
        {
          type: "features",
          props: {
            heading: "Four ways we can help",
            columns: 4,
            items: [
              {
                icon: "plug",
                title: "Electrical",
                body: "200-amp service upgrades, EV chargers, heat pump circuits, rewiring older homes and commercial fit-outs.",
                href: "electrical",
                linkLabel: "Electrical services",
              },
              {
                icon: "fan",
                title: "Standby generators",
                body: "Generac and Kohler home standby generators from 14 to 26 kW, installed with a transfer switch and a gas line in one visit.",
                href: "generators",
                linkLabel: "Generator installation",
              },
              {
                icon: "sun",
                title: "Solar panels",
                body: "Roof and ground-mounted systems designed for Finger Lakes sun, with the NY-Sun incentive and state tax credit paperwork done for you.",
                href: "solar-panels",
                linkLabel: "Going solar",
              },
              {
                icon: "wrench",
                title: "Solar O&M",
                body: "Monitoring, repairs, inverter replacement and cleaning for systems we installed and the ones whose installer is gone.",
                href: "solar-om",
                linkLabel: "Solar maintenance",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "2,900+", label: "generators installed and maintained" },
              { value: "11.4 MW", label: "of solar installed on homes, farms and businesses" },
              { value: "22", label: "licensed electricians and NABCEP installers on staff" },
              { value: "4 hrs", label: "average response to a maintenance customer's outage call" },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "One contractor, one warranty",
            heading: "The generator, the solar and the panel they connect to",
            body: md`
              A standby generator and a solar array both land in your electrical panel. When three different
              companies do the work, nobody owns the whole picture. We design them together, so your generator
              transfer switch, your solar interconnection and your service size all work with each other and
              pass inspection the first time.

              - Every job pulled under permit and inspected by a third-party electrical inspection agency
              - We handle the RG&E and NYSEG paperwork for service upgrades and solar interconnection
              - Workmanship warranty: 10 years on generators and electrical, 25 years on solar installations
            `,
            illustration: "shield-check",
            action: { label: "About Voltwise", href: "about", variant: "secondary" },
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "What customers say",
            items: [
              {
                quote:
                  "During the March windstorm our street was dark for three days. Our 22 kW Generac kicked on in eight seconds and we ran the well pump, the furnace and the freezer the whole time.",
                name: "Lisa and Mark Donnelly",
                detail: "Mendon, standby generator",
                rating: 5,
              },
              {
                quote:
                  "Voltwise took over our solar after the original installer went out of business. They found a failed inverter that had been producing nothing for eleven months and replaced it under the manufacturer warranty.",
                name: "Ray Okafor",
                detail: "Penfield, solar O&M",
                rating: 5,
              },
              {
                quote:
                  "Panel upgrade, two EV chargers and a heat pump circuit in one day. They handled the RG&E meter pull and the inspection without us lifting a finger.",
                name: "Hannah Schiller",
                detail: "Pittsford, electrical",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Get a written estimate",
            body: "Most estimates include a site visit within a week. Tell us what you're planning and we'll bring the right electrician or solar designer.",
            action: { label: "Contact us", href: "contact" },
            secondary: { label: "Call (585) 555-0116", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- about
    {
      path: "about",
      title: "About Voltwise Power Systems",
      description:
        "Founded in Victor in 2008 by master electrician Dana Whitcomb: 22 licensed electricians and NABCEP installers serving the Rochester region.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "From a one-truck electrical shop to a full power systems contractor",
            body: md`
              Dana Whitcomb started Voltwise in 2008 after twelve years as a commercial electrician, wiring
              schools and factories around Rochester. After the 2008 ice storm she spent a month installing
              transfer switches for neighbors who had run extension cords from portable generators, and
              standby generators became a second line of business.

              Solar followed in 2013, when the first NY-Sun incentives made it work for upstate homes. Today
              Voltwise has 22 field staff, a warehouse and training shop in Victor, and a service department
              that maintains more than 1,800 generators and 900 solar systems.
            `,
            illustration: "warehouse",
          },
        },
        {
          type: "features",
          props: {
            heading: "Credentials",
            columns: 3,
            items: [
              {
                icon: "badge-check",
                title: "Licensed electricians",
                body: "City of Rochester master electrician license and registrations in every town we work in. Every crew has a licensed electrician on site.",
              },
              { icon: "sun", title: "NABCEP certified", body: "Four NABCEP PV Installation Professionals and two PV Design Specialists lead our solar work." },
              { icon: "award", title: "NYSERDA participating contractor", body: "Eligible to offer NY-Sun incentives and to file them on your behalf." },
              {
                icon: "fan",
                title: "Factory-authorized service",
                body: "Generac PowerPRO dealer and Kohler authorized service dealer, with warranty work done in-house.",
              },
              {
                icon: "hard-hat",
                title: "Safety first",
                body: "OSHA 30 supervisors, NFPA 70E arc-flash training for every electrician and a zero-lost-time record since 2019.",
              },
              {
                icon: "shield",
                title: "Fully insured",
                body: "$5 million general liability, workers' compensation and disability coverage; certificates on request.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Voltwise today",
            items: [
              { value: "2008", label: "founded in Victor, NY" },
              { value: "22", label: "field electricians and installers" },
              { value: "1,800", label: "generators on maintenance plans" },
              { value: "900", label: "solar systems monitored" },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Equipment we install and service",
            items: ["Generac", "Kohler", "Briggs & Stratton", "Enphase", "SolarEdge", "SMA", "Tesla Powerwall", "REC", "Qcells", "ChargePoint"],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Work with a licensed team",
            body: "Residential, farm and commercial projects from one service call to a 500 kW array.",
            action: { label: "Contact Voltwise", href: "contact" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact Voltwise",
      description: "Contact Voltwise Power Systems in Victor, NY for electrical work, generator and solar estimates, service calls and outage support.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "Who to contact",
            columns: 3,
            items: [
              {
                icon: "clipboard-list",
                title: "Estimates",
                body: "Use the estimate form below, call (585) 555-0116 or email office@voltwise.example with your address and project. Include a photo of your electrical panel and meter if you can; it speeds up the estimate.",
              },
              {
                icon: "wrench",
                title: "Service calls",
                body: "Electrical repairs are $149 for the first hour, then $118 an hour. Generator and solar service calls are scheduled within three business days, sooner for maintenance plan members.",
              },
              {
                icon: "siren",
                title: "Outage support",
                body: "Generator maintenance customers call the 24/7 line printed on their generator's service sticker. Everyone else can call the main number during an outage and we'll help when we can.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Request an estimate",
            intro:
              "Electrical work, a generator, solar or a service call: tell us what you're planning and we'll bring the right electrician or solar designer. Estimates are free within our service area.",
            form: "estimate",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Office and warehouse",
            intro:
              "Our office is on Victor-Pittsford Road, a mile north of the Thruway exit 45 interchange. Stop in to see a running generator and a solar display.",
          },
        },
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "Smell gas or see a downed line?",
            body: "Leave the area and call 911, then RG&E or NYSEG. Never try to move a downed wire or back-feed your house with a portable generator through a dryer outlet: it can kill a lineworker down the street.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Before you call",
            items: [
              {
                question: "Do you charge for estimates?",
                answer:
                  "No. Generator, solar and electrical estimates are free within our service area. Commercial solar feasibility studies are $450, credited toward the project if you go ahead.",
              },
              {
                question: "How soon can you start?",
                answer:
                  "Electrical jobs usually start within two weeks of a signed estimate. Generators take four to eight weeks depending on equipment and the gas utility; solar takes 8 to 14 weeks because of interconnection approval.",
              },
              {
                question: "Do you work on commercial buildings?",
                answer: "Yes. About a third of our work is commercial, agricultural and municipal, from restaurant generators to barn-roof solar arrays.",
              },
            ],
          },
        },
      ],
    },
    // ------------------------------------------------------------ electrical
    {
      path: "electrical",
      title: "Electrical Services",
      description:
        "Panel and service upgrades, EV chargers, heat pump circuits, rewiring, surge protection and commercial electrical work in Rochester and Ontario County.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Electrical",
            heading: "Electrical upgrades for homes going electric",
            body: "Heat pumps, induction ranges, EV chargers and solar all ask more of your electrical service than a 1970s 100-amp panel can give. We size it properly, upgrade what's needed and pull every permit.",
            actions: [{ label: "Request an electrical estimate", href: "contact" }],
            illustration: "plug",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we do",
            columns: 3,
            items: [
              {
                icon: "zap",
                title: "Service and panel upgrades",
                body: "100 to 200 or 400 amps, new meter sockets, panel replacements (including Federal Pacific and Zinsco), and coordination of the RG&E or NYSEG disconnect.",
              },
              {
                icon: "car",
                title: "EV chargers",
                body: "Level 2 chargers from 32 to 48 amps, load management when the panel is tight, and the paperwork for utility charger rebates.",
              },
              {
                icon: "thermometer",
                title: "Heat pump and induction circuits",
                body: "Dedicated circuits for cold-climate heat pumps, heat pump water heaters and induction ranges, with a load calculation first.",
              },
              {
                icon: "house",
                title: "Rewiring older homes",
                body: "Knob-and-tube and ungrounded wiring replaced room by room with minimal wall damage, common in the city and older villages.",
              },
              {
                icon: "shield",
                title: "Surge and safety",
                body: "Whole-home surge protectors, AFCI and GFCI upgrades, smoke and CO interconnection, and safety inspections for home sales.",
              },
              {
                icon: "building",
                title: "Commercial",
                body: "Tenant fit-outs, lighting retrofits, three-phase equipment hookups and preventive maintenance for small businesses and farms.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Typical prices",
            intro: "Every job gets a written fixed price after a site visit. These ranges cover most homes we see.",
            plans: [
              {
                name: "200-amp service upgrade",
                price: "$3,800-$5,600",
                description: "New panel, meter socket, grounding and permit, with utility coordination.",
                features: ["Done in one day, power off 6-8 hours", "Inspection by a third-party agency", "10-year workmanship warranty"],
              },
              {
                name: "Level 2 EV charger",
                price: "$1,150-$2,300",
                description: "Installed with a dedicated 50-amp circuit, charger supplied or yours.",
                features: ["Garage or driveway pedestal", "Load management if needed", "Rebate paperwork included"],
                highlighted: true,
              },
              {
                name: "Whole-home surge protector",
                price: "$465",
                description: "Type 2 surge device installed at your panel.",
                features: ["Protects every circuit", "Manufacturer equipment warranty", "Often added during other work"],
              },
            ],
            note: "Service calls are $149 for the first hour and $118 for each additional hour, plus materials.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How a service upgrade works",
            items: [
              {
                title: "Site visit and load calculation",
                body: "We look at your panel, meter and the appliances you have or plan to add, and recommend the size you actually need.",
              },
              {
                title: "Permit and utility scheduling",
                body: "We file the permit and book the RG&E or NYSEG disconnect and reconnect, usually two to three weeks out.",
              },
              { title: "Upgrade day", body: "Power is off for six to eight hours while we replace the panel and meter socket, label every circuit and test." },
              {
                title: "Inspection and reconnection",
                body: "The inspector signs off, the utility restores power, and you get the certificate of compliance for your records.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Do I need a 200-amp service for a heat pump?",
                answer:
                  "Not always. Many homes with 100 amps can add a heat pump after a load calculation, especially with gas cooking and a gas water heater. We'll tell you honestly if an upgrade can wait.",
              },
              {
                question: "My panel is a Federal Pacific. Is that a problem?",
                answer:
                  "Federal Pacific Stab-Lok breakers have a well-documented record of failing to trip. We recommend replacing them, and many insurers now require it.",
              },
              {
                question: "Can you install a charger I bought online?",
                answer: "Yes, as long as it is UL listed. We'll check the model before the visit and confirm the circuit size it needs.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Planning a heat pump, EV or solar?",
            intro:
              "Start with the panel. Book a site visit and we'll tell you what your service can handle and what it will cost to get there. Prefer the phone? Call (585) 555-0116.",
            form: "estimate",
          },
        },
      ],
    },
    // ------------------------------------------------------------ generators
    {
      path: "generators",
      title: "Home Standby Generators",
      description:
        "Generac and Kohler home standby generators installed with transfer switch and gas line, plus maintenance plans and 24/7 outage support around Rochester.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Standby generators",
            heading: "When the power goes out, your house won't notice",
            body: "A standby generator runs on natural gas or propane, starts itself within seconds of an outage and keeps your furnace, well pump, sump pump and refrigerator running for days. We size it, set it, pipe it and maintain it.",
            actions: [
              { label: "Get a generator estimate", href: "contact" },
              { label: "Call (585) 555-0116", href: TEL, variant: "secondary" },
            ],
            illustration: "fan",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Installed generator packages",
            intro:
              "Prices include the generator, automatic transfer switch, concrete-composite pad, gas line up to 30 feet, permits, electrical inspection and startup.",
            plans: [
              {
                name: "Essential circuits",
                price: "$11,900",
                period: "installed",
                description: "14 kW with a 16-circuit transfer switch.",
                features: ["Furnace, sump pump, fridge, well pump", "Lights and outlets in key rooms", "Best for homes up to 2,000 sq ft"],
              },
              {
                name: "Whole house",
                price: "$15,400",
                period: "installed",
                description: "22 kW with a 200-amp service-rated transfer switch.",
                features: ["Runs nearly everything, including central air", "Load shedding for the range and dryer", "Our most popular package"],
                highlighted: true,
              },
              {
                name: "Large home or farm",
                price: "$18,900",
                period: "installed",
                description: "26 kW with load management modules.",
                features: ["Heat pumps, well pumps and outbuildings", "Propane tank sizing and set", "Remote monitoring included"],
              },
            ],
            note: "Longer gas runs, propane tanks, gas meter upgrades and trenching are quoted separately after the site visit. Financing from 7.99% APR for 120 months is available to qualified buyers.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "From estimate to first test run",
            items: [
              {
                title: "Home visit",
                body: "We list what you want running during an outage, check your gas meter and panel, and choose a spot that meets the code setbacks from windows and doors.",
              },
              {
                title: "Permits and gas utility",
                body: "We file the town permit and request a meter check from RG&E or NYSEG, who may need to upgrade the meter for the extra load.",
              },
              {
                title: "Installation day",
                body: "One crew sets the pad and generator, runs the gas line and wires the transfer switch, usually in a single day.",
              },
              {
                title: "Startup and walkthrough",
                body: "We test a simulated outage with you, set the weekly exercise schedule and connect remote monitoring to your phone.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Maintenance plans",
            intro:
              "A generator that sits for a year and then runs for three days needs care. Plans include an annual visit with oil, filters, spark plugs, battery test and a load test.",
            columns: 3,
            items: [
              { icon: "wrench", title: "Basic: $249 a year", body: "One annual maintenance visit, remote monitoring alerts and 10% off repairs." },
              {
                icon: "shield-check",
                title: "Priority: $349 a year",
                body: "Annual visit, priority outage response, 24/7 support line and no overtime charges on outage-day calls.",
              },
              {
                icon: "calendar-days",
                title: "Twice a year: $429",
                body: "Spring and fall visits for generators that run often or power medical equipment, with everything in Priority.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Natural gas or propane?",
                answer:
                  "If you have natural gas, use it: no tank, no deliveries. On propane, a 22 kW generator burns about 3 gallons an hour at half load, so we recommend at least a 500-gallon tank for multi-day outages.",
              },
              {
                question: "How loud is it?",
                answer:
                  "About 60-67 decibels at 23 feet for a modern air-cooled unit, similar to a central air conditioner. The weekly exercise run is quieter still.",
              },
              {
                question: "Can it be installed in winter?",
                answer:
                  "Yes, until the ground freezes hard enough to stop trenching for the gas line, usually mid-December. Winter installs are often booked faster.",
              },
              {
                question: "What if I already have a generator from someone else?",
                answer: "We service every major brand. Ask for a one-time inspection ($189) before we add it to a maintenance plan.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Get ready before the next ice storm",
            intro:
              "Installations book up each fall. Request your free site visit now and be running before the first outage. Photos of your panel and gas meter help us size it.",
            form: "generator-estimate",
          },
        },
      ],
    },
    // ---------------------------------------------------------- solar panels
    {
      path: "solar-panels",
      title: "Solar Panel Installation",
      description:
        "Roof and ground-mounted solar for Finger Lakes homes, farms and businesses: honest production estimates, NY-Sun incentives and a 25-year workmanship warranty.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Solar panels",
            heading: "Solar designed for upstate sun, snow and roofs",
            body: "Yes, solar works in Rochester. A well-placed array here produces about 1,150 kWh a year for every kilowatt installed. We design for your roof, your shade and your actual electric bill, not a sales script.",
            actions: [{ label: "Request a solar assessment", href: "contact" }],
            illustration: "sun",
          },
        },
        {
          type: "stats",
          props: {
            heading: "A typical Monroe County home system",
            items: [
              { value: "8 kW", label: "about 20 panels on a south or west roof" },
              { value: "9,200 kWh", label: "estimated yearly production" },
              { value: "$25,600", label: "typical price before incentives ($3.20 a watt)" },
              { value: "8-11 yrs", label: "typical payback after incentives and tax credits" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Incentives we handle for you",
            columns: 3,
            items: [
              {
                icon: "landmark",
                title: "NY-Sun incentive",
                body: "A per-watt incentive from NYSERDA, taken off your price up front. The rate depends on the current program block; your estimate shows the exact amount.",
              },
              {
                icon: "file-text",
                title: "NY solar tax credit",
                body: "New York's state income tax credit of 25% of the system cost, up to $5,000, with unused credit carried forward.",
              },
              {
                icon: "piggy-bank",
                title: "Net metering and property tax",
                body: "Excess production is credited on your RG&E or NYSEG bill, and the added value is exempt from property tax for 15 years in most towns.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How going solar works",
            items: [
              {
                title: "Assessment",
                body: "We review 12 months of your electric bills, check the roof age and structure, and model shade with a drone survey.",
              },
              {
                title: "Design and proposal",
                body: "You get a panel layout, a month-by-month production estimate and a fixed price with every incentive itemised.",
              },
              {
                title: "Permits and interconnection",
                body: "We file the building permit and the utility interconnection application; approval takes six to ten weeks.",
              },
              { title: "Installation", body: "Two to three days for most homes. We flash every roof penetration and install critter guard as standard." },
              {
                title: "Inspection and switch-on",
                body: "After inspection and the utility's approval, we turn it on and set up production monitoring on your phone.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "What about snow?",
                answer:
                  "Panels shed snow quickly once the sun hits them. Winter months produce less, but summer over-production is banked as credit on your bill. We plan for a Rochester year, not a sunny one.",
              },
              {
                question: "My roof is 15 years old. Should I replace it first?",
                answer:
                  "Usually yes. Panels last 30 years or more, and removing and reinstalling them later costs $3,000-$4,500. We'll look at the roof during the assessment and tell you straight.",
              },
              {
                question: "Do you offer batteries?",
                answer:
                  "Yes. Battery storage such as the Tesla Powerwall or Enphase IQ Battery adds backup power for essential circuits. For whole-house multi-day backup, a standby generator is usually the better value.",
              },
              {
                question: "Do you lease or sell power purchase agreements?",
                answer: "No. We sell systems you own, with cash or a solar loan. Ownership gets you the tax credit and the best long-term savings.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "See what your roof could produce",
            intro: "Send us your address and last year's electric usage. A solar designer will send a preliminary estimate within five business days.",
            form: "solar-assessment",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Already have solar?",
            body: "We monitor, inspect and repair systems whoever installed them, including orphaned systems.",
            action: { label: "Solar maintenance", href: "solar-om" },
            secondary: { label: "Call (585) 555-0116", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------------- solar O&M
    {
      path: "solar-om",
      title: "Solar Operations & Maintenance",
      description:
        "Solar monitoring, inspections, inverter replacement, panel cleaning and repairs for residential and commercial systems, including orphaned installations.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Solar operations & maintenance",
            heading: "Keep your solar producing what it was sold to produce",
            body: "A tripped breaker or a failed inverter can quietly cost months of production. We monitor, inspect and repair residential and commercial systems, whoever installed them.",
            actions: [{ label: "Schedule a system inspection", href: "contact" }],
            illustration: "sun",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we service",
            columns: 3,
            items: [
              {
                icon: "eye",
                title: "Monitoring",
                body: "We watch your system's daily production against weather-adjusted expectations and call you when it falls short.",
              },
              {
                icon: "zap",
                title: "Inverter and optimizer repair",
                body: "Diagnosis and replacement of string inverters, microinverters and optimizers from Enphase, SolarEdge, SMA and Fronius, including warranty claims.",
              },
              {
                icon: "drone",
                title: "Thermal drone inspections",
                body: "Infrared imaging finds hot spots, cracked cells and failed bypass diodes across a roof or a ground array in an hour.",
              },
              {
                icon: "paw-print",
                title: "Critter guard",
                body: "Squirrels chew wiring under panels. We install stainless mesh around the array edge and repair chewed conductors.",
              },
              {
                icon: "house",
                title: "Remove and reinstall",
                body: "Panels taken down and safely stored for a roof replacement, then reinstalled and retested, coordinated with your roofer.",
              },
              {
                icon: "trees",
                title: "Ground-mount upkeep",
                body: "Mowing, vegetation control, racking torque checks and fence repair for farm and commercial ground arrays.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Maintenance plans",
            plans: [
              {
                name: "Residential Watch",
                price: "$149",
                period: "per year",
                features: ["Production monitoring with alerts", "Annual performance report", "Priority service scheduling", "10% off repairs"],
              },
              {
                name: "Residential Care",
                price: "$295",
                period: "per year",
                features: ["Everything in Watch", "Annual on-site inspection", "Torque and wiring checks", "Panel cleaning if needed"],
                highlighted: true,
              },
              {
                name: "Commercial O&M",
                price: "From $14",
                period: "per kW per year",
                features: [
                  "Monitoring and uptime reporting",
                  "Semi-annual inspections and thermal imaging",
                  "Inverter service with 48-hour response",
                  "Vegetation management for ground mounts",
                ],
              },
            ],
            note: "One-time diagnostic visits are $225, credited toward a repair. Remove-and-reinstall for a 20 to 30 panel roof array typically costs $2,900-$4,400.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Orphaned systems",
            heading: "Installer went out of business? We'll adopt your system.",
            body: md`
              Several solar companies that sold in the Rochester area between 2015 and 2022 have closed,
              leaving owners with no one to call. We'll inspect your system, register it with the
              manufacturers, track down the equipment warranties that still apply and add it to monitoring.

              The adoption inspection is **$275** and includes a written report on the system's condition and
              a production comparison against its original estimate.
            `,
            illustration: "handshake",
            action: { label: "Book an adoption inspection", href: "contact" },
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Do panels need cleaning here?",
                answer:
                  "Rarely. Rain and snow keep most roof arrays clean. Low-tilt commercial arrays near farms or roads can gain 3-5% from a cleaning once a year.",
              },
              {
                question: "How do I know if my system is underperforming?",
                answer:
                  "Compare this month's production to the same month last year in your monitoring app. A drop of more than 10% in similar weather is worth a call.",
              },
              {
                question: "Will my roofer's work void my warranty?",
                answer: "It can if panels aren't removed and reinstalled by a qualified installer. Call us before the roofer starts so we can coordinate.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Request solar service",
            intro:
              "An inspection, a diagnostic visit, a maintenance plan or an adoption inspection for an orphaned system. Tell us what you're seeing and we'll schedule a technician.",
            form: "solar-service",
          },
        },
      ],
    },
    // ---------------------------------------------------------- privacy policy
    {
      path: "privacy-policy",
      title: "Privacy Policy",
      description:
        "How Voltwise Power Systems collects, uses, shares and protects personal information from customers, website visitors and solar monitoring accounts.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              _Effective January 1, 2025_

              Voltwise Power Systems, LLC ("Voltwise", "we", "us") respects your privacy. This policy explains
              what personal information we collect when you visit our website, request an estimate, become a
              customer or enroll in generator or solar monitoring, and how we use and protect it.

              ## Information we collect

              - **Contact details** you give us: name, address, phone number and email address.
              - **Project information**: photos of your panel or meter, electric bills and usage data, roof
                measurements, site plans and equipment serial numbers.
              - **Monitoring data**: generator status, run times and fault codes, and solar production data
                reported by equipment connected to the internet.
              - **Payment information**: billing details processed by our payment and financing partners. We do
                not store full card numbers.
              - **Website data**: pages visited, browser type and approximate location, collected through
                essential cookies and privacy-respecting analytics.

              ## How we use it

              - To prepare estimates, schedule work, obtain permits and complete utility interconnection
                applications.
              - To apply for incentives such as NY-Sun on your behalf, which requires sharing project details
                with NYSERDA.
              - To monitor equipment, send maintenance reminders and respond to outages.
              - To bill you and to answer warranty claims with manufacturers.
              - To improve our website and services.

              ## Who we share it with

              We share only what is needed to do the work: your utility (RG&E, NYSEG or a municipal utility),
              building departments and electrical inspection agencies, NYSERDA, equipment manufacturers for
              warranty registration, and financing partners if you apply for a loan. We do not sell personal
              information, and we do not share it for others' marketing.

              ## How long we keep it

              We keep project records for the life of the equipment plus seven years, because permits,
              warranties and electrical records matter when a house is sold. Marketing contacts are deleted
              when you unsubscribe.

              ## Your choices

              You may ask to see, correct or delete the personal information we hold, subject to records we
              must keep by law or for warranty purposes. You may opt out of marketing email at any time with the
              link in each message. Monitoring can be disconnected at your request, though we then cannot alert
              you to faults.

              ## Security

              We protect information with access controls, encrypted storage for documents and monitoring
              accounts, and staff training. No system is perfectly secure; if a breach affects your
              information we will notify you as New York's SHIELD Act requires.

              ## Children

              Our services are for adults who own or manage property. We do not knowingly collect information
              from children under 13.

              ## Contact

              Questions about this policy: email office@voltwise.example, call (585) 555-0116 or write to
              Voltwise Power Systems, 7400 Victor-Pittsford Road, Victor, NY 14564. We will post any changes on
              this page with a new effective date.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions about your information?",
            body: "Call the office or email us and we will answer within five business days.",
            action: { label: "Email office@voltwise.example", href: `mailto:${EMAIL}` },
            secondary: { label: "Terms of service", href: "terms", variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- terms
    {
      path: "terms",
      title: "Terms of Service",
      description:
        "Terms for using the Voltwise website and for estimates, installations, maintenance plans, warranties and payments with Voltwise Power Systems.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              _Effective January 1, 2025_

              These terms apply to the Voltwise Power Systems website and to estimates, installations and
              maintenance plans provided by Voltwise Power Systems, LLC. A signed project contract controls if
              it differs from these terms.

              ## Use of this website

              Information on this site, including prices, production estimates and incentive descriptions, is
              general and may change. It is not a quote. Incentive programs and tax credits are set by
              government agencies and utilities; ask your tax adviser how they apply to you.

              ## Estimates

              Written estimates are valid for 30 days. Prices assume the site conditions we observed; hidden
              conditions such as damaged wiring, undersized gas meters, rotted roof decking or ledge rock may
              require a change order, which we will explain and price before continuing.

              ## Deposits and payment

              - Electrical projects: payment due on completion.
              - Generators: 40% deposit at signing, 50% on installation, 10% after startup.
              - Solar: 10% deposit at signing, 70% at installation, 20% at utility permission to operate.

              Invoices are due within 15 days. Unpaid balances after 30 days accrue interest at 1% a month. We
              accept checks, ACH and cards (a 3% fee applies to card payments over $5,000).

              ## Cancellation

              You may cancel a contract signed at your home within three business days without penalty, as New
              York's home solicitation sales law provides. After that, cancellation fees cover equipment ordered
              and work performed.

              ## Warranties

              We warrant our workmanship for 10 years on electrical and generator installations and 25 years
              on solar installations, from the date of final inspection. Equipment is covered by the
              manufacturer's warranty, which we register for you. Workmanship warranties do not cover damage
              from storms, lightning, pests, alterations by others or lack of required maintenance.

              ## Maintenance plans

              Plans renew yearly unless cancelled. Cancel any time for a refund of unused months, less any
              discounts already received. Outage response times are targets, not guarantees, during
              widespread storms.

              ## Limitation of liability

              To the extent the law allows, Voltwise is not liable for indirect or consequential losses, such
              as spoiled food, lost production or lost business, caused by equipment failure or utility
              outages. Nothing in these terms limits rights you have under New York consumer protection law.

              ## Governing law and contact

              These terms are governed by New York law, with disputes heard in Ontario County. Questions: call
              (585) 555-0116 or email office@voltwise.example.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions about an estimate or contract?",
            body: "Our office can walk you through payment schedules, warranties and cancellation rights.",
            action: { label: "Call (585) 555-0116", href: TEL },
            secondary: { label: "Privacy policy", href: "privacy-policy", variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
