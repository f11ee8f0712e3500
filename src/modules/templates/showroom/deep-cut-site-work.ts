import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(315) 555-0187";
const TEL = "tel:+13155550187";
const BIDS = "bids@deepcutsitework.example";

const site: SiteSeed = {
  slug: "deep-cut-site-work",
  name: "Deep Cut Site Work",
  kind: "excavation",
  theme: {
    palette: {
      primary: "#0f5e6e",
      onPrimary: "#ffffff",
      accent: "#ea580c",
      background: "#f6f8f8",
      surface: "#e4ecec",
      text: "#111c1f",
      muted: "#45565a",
      border: "#c4d2d3",
    },
    fonts: { heading: "work-sans", body: "system" },
    header: "bar",
    footer: "band",
    sectionStyle: "cards",
    logo: { mark: "construction", shape: "square" },
    radius: "none",
    pattern: "grid",
  },
  settings: {
    tagline: "Commercial and municipal site work: earthwork, underground utilities and stormwater",
    description:
      "Deep Cut Site Work is a Newark, NY site contractor for commercial, municipal and subdivision projects across Wayne, Ontario and Monroe counties: mass earthwork, water and sewer mains, storm systems and site stabilization.",
    contact: {
      phone: PHONE,
      email: BIDS,
      address: { street: "875 Silver Hill Road", locality: "Newark", region: "NY", postalCode: "14513" },
      serviceAreaNote: "Wayne, Ontario, Monroe, Seneca and Cayuga counties. Larger projects anywhere in western and central New York.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "06:30", closes: "16:30" }],
    hoursNote: "Estimating office hours. Field crews work Saturdays as schedules require.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Home", href: "" },
      { label: "Contact & bids", href: "contact" },
    ],
    headerAction: { label: "Send an invitation to bid", href: "contact" },
  },
  forms: [
    {
      key: "bid-invitation",
      name: "Invitation to bid",
      recipients: [BIDS],
      submitLabel: "Send invitation",
      successMessage:
        "Thank you. Your invitation is logged with our estimating team, and an estimator will confirm within two business days whether we'll be bidding. If the bid date is less than a week away, please also call (315) 555-0187.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "company", label: "Company or agency", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "role",
          label: "You are the",
          type: "select",
          required: true,
          width: "half",
          options: ["General contractor", "Owner or developer", "Municipality or public authority", "Engineer or architect"],
        },
        { name: "project", label: "Project name", type: "text", required: true, width: "half" },
        { name: "location", label: "Project location", type: "text", required: true, help: "Street address or nearest cross streets, and the town." },
        { name: "bid_date", label: "Bid date", type: "date", required: true, width: "half" },
        { name: "bid_delivery", label: "Bid time and delivery", type: "text", width: "half", help: "For example: 2:00 p.m., sealed bid at the town hall." },
        {
          name: "scope",
          label: "Site work in the package",
          type: "checkbox",
          required: true,
          options: [
            "Mass earthwork",
            "Water main",
            "Sanitary sewer",
            "Storm sewer and drainage",
            "Stormwater ponds and practices",
            "Subgrade and paving base",
            "Erosion and sediment control",
          ],
        },
        {
          name: "requirements",
          label: "Bid requirements",
          type: "checkbox",
          options: ["Bid bond", "Prevailing wage and certified payroll", "MWBE or SDVOB participation goals", "Project labor agreement"],
        },
        { name: "start", label: "Anticipated start and phasing", type: "text", maxLength: 300 },
        {
          name: "plan_room",
          label: "Plan room link",
          type: "text",
          help: "If the documents are on a plan room or bid site, paste the link and any access code.",
        },
        {
          name: "plans",
          label: "Plans, specifications and addenda",
          type: "file",
          accept: ["pdf"],
          maxFiles: 10,
          maxSizeMb: 25,
          help: "PDFs up to 25 MB each, including the geotechnical report and SWPPP if you have them. For larger sets, use the plan room link above.",
        },
        { name: "notes", label: "Anything else we should know", type: "textarea", maxLength: 3000 },
      ],
    },
    {
      key: "contact",
      name: "Office inquiry",
      recipients: [BIDS],
      submitLabel: "Send message",
      successMessage:
        "Thanks for getting in touch. The office will pass your message to the right person, and you'll hear back within one business day. For anything urgent on an active job, call (315) 555-0187.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "company", label: "Company or organization", type: "text", width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          required: true,
          options: [
            "Budget pricing or constructability review",
            "A project we're working on",
            "Jobs with our field crews",
            "Vendor or supplier",
            "Something else",
          ],
        },
        { name: "message", label: "Message", type: "textarea", required: true, maxLength: 4000 },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Deep Cut Site Work | Commercial Site Contractor, Newark NY",
      description:
        "Commercial and municipal site work in Wayne and Ontario counties: mass earthwork, water and sewer mains, storm drainage, stormwater ponds and subgrade.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Site contractor since 2006",
            heading: "Site work for the projects that have to come in on schedule",
            body: "Deep Cut builds the part of the job nobody sees when it's finished: the earthwork, the water and sewer mains, the storm system and the stone under the pavement. We self-perform with our own operators, pipe crews and GPS-equipped fleet.",
            actions: [
              { label: "Invite us to bid", href: "contact" },
              { label: "Contact the office", href: "contact", variant: "secondary" },
            ],
            illustration: "construction",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "$12M", label: "single-project bonding capacity" },
              { value: "62", label: "employees in peak season" },
              { value: "0.78", label: "experience modification rate (EMR)" },
              { value: "40+", label: "pieces of heavy equipment, GPS machine control on 14" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What we self-perform",
            columns: 3,
            items: [
              {
                icon: "mountain",
                title: "Mass earthwork",
                body: "Cut and fill balancing, rock excavation with hammers and ripping, undercut and replacement, proof rolling and compaction testing coordination.",
              },
              {
                icon: "droplets",
                title: "Water mains",
                body: "Ductile iron and C900 PVC mains to 24 inches, hydrants, valves, services, pressure testing and chlorination to health department standards.",
              },
              {
                icon: "waves",
                title: "Sanitary and storm sewer",
                body: "PVC and HDPE gravity sewer, precast manholes, catch basins, force mains and pump station site work, with CCTV inspection.",
              },
              {
                icon: "leaf",
                title: "Stormwater management",
                body: "Wet and dry ponds, bioretention, infiltration basins and underground detention, built to the SWPPP and NYSDEC design manual.",
              },
              {
                icon: "car",
                title: "Subgrade and paving base",
                body: "Fine grading to tolerance with GPS, geotextile, subbase and curbs ready for the paver. Paving through trusted partners.",
              },
              {
                icon: "shield",
                title: "Erosion and sediment control",
                body: "Installation, maintenance and qualified-inspector reporting from mobilization to notice of termination.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Who we work for",
            heading: "General contractors, developers and public owners",
            body: md`
              About half of our work is as the site subcontractor to general contractors on commercial,
              industrial and agricultural buildings. The rest is prime contracts for towns, villages, water
              authorities and developers.

              - Distribution centers, dealerships, medical offices and retail pads
              - Food processing and dairy expansions in Wayne and Ontario counties
              - Town and village water district extensions and sewer replacements
              - Residential subdivision infrastructure: roads, utilities and stormwater

              We're experienced with **prevailing wage** projects, certified payroll, and MWBE and SDVOB
              participation requirements on public work.
            `,
            illustration: "building-2",
          },
        },
        {
          type: "features",
          props: {
            heading: "Recent projects",
            items: [
              {
                title: "Distribution center, Farmington",
                body: "185,000 cubic yards of cut and fill, 6,800 feet of storm pipe and two wet ponds for a 300,000 sq ft building.",
              },
              {
                title: "Water district extension, Town of Arcadia",
                body: "14,200 feet of 8-inch ductile iron main, 28 hydrants and 96 services, completed a month early.",
              },
              { title: "Dairy expansion, Sodus", body: "Site for a 600-cow freestall barn, manure storage excavation and a 2-acre heavy-use pad." },
              { title: "Medical office, Canandaigua", body: "Site work, utilities and underground detention chambers under the parking lot." },
              {
                title: "Sanitary sewer replacement, Village of Lyons",
                body: "2,900 feet of 10-inch sewer replaced in village streets with bypass pumping and full restoration.",
              },
              { title: "Subdivision, Walworth", body: "Roads, water, sewer and stormwater for 42 lots, built in two phases." },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Safety and quality",
            columns: 2,
            items: [
              {
                icon: "hard-hat",
                title: "Safety program",
                body: "Full-time safety director, weekly toolbox talks, OSHA 30 foremen and competent-person trench training for every pipe crew. Trench boxes and shoring on every excavation over 5 feet.",
              },
              {
                icon: "ruler",
                title: "GPS and as-builts",
                body: "3D machine control on dozers and excavators, rover layout, and survey-grade as-built data for every utility we install.",
              },
              {
                icon: "badge-check",
                title: "Prequalified",
                body: "Prequalified with regional general contractors and public owners. Bonding through an A-rated surety; insurance certificates on request.",
              },
              {
                icon: "clock",
                title: "Schedule-driven",
                body: "We plan around the building: pad ready when the steel arrives, utilities stubbed before the slab, base in before the paver.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Have a project out to bid?",
            body: "Send plans, specs and the bid date to our estimating team with the bid form on our contact page, or email bids@deepcutsitework.example. We respond to every invitation, even when we can't bid.",
            action: { label: "Send an invitation to bid", href: "contact" },
            secondary: { label: "Call (315) 555-0187", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "contact",
      title: "Contact Deep Cut Site Work",
      description:
        "Reach Deep Cut Site Work in Newark, NY: invitations to bid, plan room links, project inquiries, vendor questions and employment with our field crews.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "Who to contact",
            columns: 3,
            items: [
              {
                icon: "file-text",
                title: "Invitations to bid",
                body: "Use the bid form below to send plans, specs, addenda and the bid date, or a plan room link. You can also email bids@deepcutsitework.example. Please allow ten working days for site packages over $1 million.",
                href: "mailto:bids@deepcutsitework.example",
                linkLabel: "Email estimating",
              },
              {
                icon: "briefcase",
                title: "Projects and owners",
                body: "Developers and municipalities planning a project can ask for budget pricing and constructability review during design. Ask for Nate Vandeweert, chief estimator.",
                href: TEL,
                linkLabel: "Call the office",
              },
              {
                icon: "hard-hat",
                title: "Jobs",
                body: "We hire operators, pipe layers, laborers, CDL drivers and a mechanic each spring. Union-scale pay, benefits and year-round work for the right people. Write to us with the message form below or by email.",
                href: "mailto:jobs@deepcutsitework.example",
                linkLabel: "Email jobs@deepcutsitework.example",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Send an invitation to bid",
            intro:
              "Tell us the project, where it is and when bids are due, and attach the plans and specs as PDFs or paste a plan room link. The geotechnical report, SWPPP and any prevailing wage, MWBE or SDVOB requirements help us price it right.",
            form: "bid-invitation",
          },
        },
        {
          type: "form",
          props: {
            heading: "Ask the office",
            intro: "Budget pricing during design, a question about a job we're building, work with our field crews or anything else.",
            form: "contact",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Estimating and main office",
            intro:
              "Our estimating office in Newark is open weekdays from 6:30 a.m. Visitors, please check in at the main office before entering the equipment yard.",
          },
        },
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              ## Vendors and suppliers

              Pipe, precast, aggregate and equipment vendors can send line cards and pricing to **purchasing@deepcutsitework.example**. Insurance certificates and lien waivers go to **accounting@deepcutsitework.example**.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Need an answer today?",
            action: { label: "Call (315) 555-0187", href: TEL },
            secondary: { label: "Back to the home page", href: "", variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
