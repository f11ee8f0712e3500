import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0118";
const TEL = "tel:+15855550118";
const EMAIL = "office@hearthstonehome.example";

const site: SiteSeed = {
  slug: "hearthstone-home",
  name: "Hearthstone Home Improvement",
  kind: "home-improvement",
  theme: {
    palette: {
      primary: "#8a3b12",
      onPrimary: "#ffffff",
      accent: "#d97706",
      background: "#fdfaf6",
      surface: "#f3ebe1",
      text: "#1f1a17",
      muted: "#5a4e45",
      border: "#e0d3c3",
    },
    fonts: { heading: "roboto-slab", body: "dm-sans" },
    header: "classic",
    footer: "columns",
    sectionStyle: "rows",
    logo: { mark: "house", shape: "square" },
    radius: "small",
    pattern: "grid",
  },
  settings: {
    tagline: "Kitchens, baths, additions and outdoor living, built by one crew from the ground up",
    description:
      "Design-build remodeling contractor in Canandaigua serving Ontario and Monroe counties: kitchens, bathrooms, basements, additions, decks, porches, concrete, masonry and excavation under one roof.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: {
        street: "3390 County Road 10",
        locality: "Canandaigua",
        region: "NY",
        postalCode: "14424",
      },
      serviceAreaNote:
        "We work within about 40 minutes of Canandaigua: Victor, Farmington, Geneva, Naples, Honeoye, Bristol, Penn Yan, Pittsford, Mendon, Fairport and the towns between.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "07:30", closes: "17:00" },
      { days: ["sat"], opens: "09:00", closes: "13:00" },
    ],
    hoursNote: "Saturday hours are for the showroom and shop pickups. Design consultations are also available on weekday evenings by appointment.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "Interiors",
        href: "kitchens",
        children: [
          { label: "Kitchens", href: "kitchens" },
          { label: "Bathrooms", href: "bathrooms" },
          { label: "Finished basements", href: "finished-basements" },
          { label: "Additions", href: "additions" },
        ],
      },
      {
        label: "Outdoor living",
        href: "decks",
        children: [
          { label: "Decks", href: "decks" },
          { label: "Porches", href: "porches" },
          { label: "Concrete", href: "concrete" },
          { label: "Masonry", href: "masonry" },
          { label: "Retaining walls & fences", href: "retaining-walls-and-fences" },
        ],
      },
      { label: "Excavation", href: "excavation" },
      { label: "Financing", href: "financing" },
      { label: "Shop", href: "shop" },
      {
        label: "Work with us",
        href: "careers",
        children: [
          { label: "Careers", href: "careers" },
          { label: "Subcontractors", href: "contractors" },
          { label: "We buy houses", href: "we-buy-houses" },
        ],
      },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Free estimate", href: "contact" },
    footerLinks: [
      { label: "Financing", href: "financing" },
      { label: "Shop", href: "shop" },
      { label: "We buy houses", href: "we-buy-houses" },
      { label: "Subcontractors", href: "contractors" },
      { label: "Careers", href: "careers" },
      { label: "Privacy policy", href: "privacy-policy" },
      { label: "Site map", href: "sitemap" },
    ],
  },
  mounts: { jobs: "careers" },
  forms: [
    {
      key: "estimate",
      name: "Estimate request",
      recipients: [EMAIL],
      submitLabel: "Request my estimate",
      successMessage:
        "Thank you. A Hearthstone project manager will call you within one business day to talk through your project and book a walk-through at your home. If you'd rather talk sooner, call the office at (585) 555-0118.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half", help: "We call back within one business day." },
        { name: "town", label: "Town", type: "text", required: true, width: "half", help: "Canandaigua, Victor, Farmington…" },
        { name: "address", label: "Project address", type: "text", required: true },
        {
          name: "project_type",
          label: "What are you planning?",
          type: "select",
          required: true,
          options: [
            "Kitchen",
            "Bathroom",
            "Finished basement",
            "Addition",
            "Deck",
            "Porch or sunroom",
            "Concrete driveway, patio or slab",
            "Masonry or chimney",
            "Retaining wall or fence",
            "Excavation or site work",
            "More than one of these",
            "Something else",
          ],
        },
        {
          name: "size",
          label: "Rough size",
          type: "text",
          help: 'Approximate dimensions, or just "a 12 by 16 deck" or "the whole kitchen". We\'ll measure properly on site.',
        },
        {
          name: "timing",
          label: "When would you like the work done?",
          type: "select",
          required: true,
          width: "half",
          options: ["As soon as possible", "Within 3 months", "3 to 6 months", "Next year", "Just getting ideas"],
        },
        {
          name: "budget",
          label: "Budget range",
          type: "select",
          required: true,
          width: "half",
          options: ["Under $10,000", "$10,000-$25,000", "$25,000-$50,000", "$50,000-$100,000", "Over $100,000", "Not sure yet"],
        },
        {
          name: "description",
          label: "Tell us about the project",
          type: "textarea",
          required: true,
          maxLength: 4000,
          help: "What you'd like to change, anything you already know you want, and how you use the space.",
        },
        {
          name: "photos",
          label: "Photos of the space",
          type: "file",
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
          help: "Up to 6 phone photos, inside or out.",
        },
        { name: "financing", label: "I'd like information about financing", type: "checkbox", options: ["Yes, send me financing options"] },
      ],
    },
    {
      key: "subcontractor",
      name: "Subcontractor application",
      recipients: [EMAIL],
      submitLabel: "Send application",
      successMessage:
        "Thanks for applying to our trade partner list. Our project manager reviews every application and your insurance documents, and will call within a week to set up a sit-down at our office. Questions meanwhile: subs@hearthstonehome.example.",
      fields: [
        { name: "company", label: "Company name", type: "text", required: true, width: "half" },
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        {
          name: "trade",
          label: "Trade",
          type: "select",
          required: true,
          width: "half",
          options: ["Electrical", "Plumbing", "HVAC", "Drywall and paint", "Countertops", "Roofing and siding", "Flooring", "Insulation", "Other"],
        },
        { name: "crew_size", label: "Crew size", type: "select", required: true, width: "half", options: ["Just me", "2-3", "4-8", "More than 8"] },
        {
          name: "counties",
          label: "Counties you work in",
          type: "checkbox",
          required: true,
          options: ["Ontario", "Monroe", "Yates", "Seneca", "Wayne", "Livingston"],
        },
        {
          name: "license",
          label: "Trade license type and number",
          type: "text",
          help: 'For example a master electrician or plumber license and the issuing town, or "none required".',
        },
        {
          name: "liability",
          label: "General liability of $1,000,000 / $2,000,000 naming Hearthstone as additional insured",
          type: "radio",
          required: true,
          options: ["I carry it now", "I can add it before a first job", "I don't carry it"],
        },
        {
          name: "workers_comp",
          label: "Workers' compensation and disability",
          type: "radio",
          required: true,
          options: ["New York workers' comp and DBL", "CE-200 exemption (no employees)"],
        },
        { name: "rrp", label: "EPA Lead-Safe (RRP) firm certification", type: "radio", width: "half", options: ["Yes", "No", "Not needed for my trade"] },
        { name: "osha", label: "OSHA 10 for everyone on site", type: "radio", width: "half", options: ["Yes", "Some of the crew", "No"] },
        {
          name: "documents",
          label: "Certificate of insurance, W-9 and licenses",
          type: "file",
          accept: ["pdf", "image", "document"],
          maxFiles: 5,
          maxSizeMb: 10,
          help: "Up to 5 files. We can't add you to the list until we have a current certificate and W-9.",
        },
        {
          name: "references",
          label: "Three recent references",
          type: "textarea",
          required: true,
          maxLength: 2000,
          help: "Names and phone numbers of builders or homeowners you've worked for in the last two years.",
        },
        { name: "notes", label: "Anything else about your company", type: "textarea", maxLength: 2000 },
      ],
    },
    {
      key: "sell-house",
      name: "House offer request",
      recipients: [EMAIL],
      submitLabel: "Request my offer",
      successMessage:
        "Thank you. Dan Whitcomb, Hearthstone's owner, will call you within one business day to ask a few questions and set up a walk-through. Your written cash offer follows within 48 hours of the visit, with no obligation.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        {
          name: "relationship",
          label: "You are the",
          type: "select",
          required: true,
          width: "half",
          options: ["Owner", "Executor or heir", "Landlord", "Attorney or agent for the owner"],
        },
        { name: "address", label: "Property address", type: "text", required: true },
        {
          name: "property_type",
          label: "Type of property",
          type: "select",
          width: "half",
          options: ["Single-family house", "Two- to four-family", "Farmhouse or home on acreage", "Cottage or camp", "Other"],
        },
        { name: "occupancy", label: "Who lives there now?", type: "select", width: "half", options: ["I do", "Tenants", "Family member", "Vacant"] },
        {
          name: "condition",
          label: "Overall condition",
          type: "select",
          required: true,
          options: ["Livable, needs updating", "Needs major repairs", "Fire, water or storm damage", "Not livable right now", "Not sure"],
        },
        {
          name: "problems",
          label: "Known problems",
          type: "checkbox",
          options: ["Roof", "Wet basement", "Foundation", "Old wiring", "Plumbing or heating", "Well or septic", "Mold", "Full of belongings"],
        },
        {
          name: "timeline",
          label: "When would you like to close?",
          type: "select",
          required: true,
          options: ["As soon as possible", "Within 30 days", "In 1 to 3 months", "Flexible", "Just exploring options"],
        },
        { name: "notes", label: "Anything else about the house or your situation", type: "textarea", maxLength: 3000 },
        { name: "photos", label: "Photos", type: "file", accept: ["image"], maxFiles: 6, maxSizeMb: 10, help: "Optional. No need to tidy up first." },
      ],
    },
    {
      key: "job-interest",
      name: "General job inquiry",
      recipients: [EMAIL],
      submitLabel: "Send",
      successMessage:
        "Thanks for your interest in Hearthstone. We keep every note on file, and the crew lead for your trade will call you when we have a spot, or sooner for a good carpenter, tile setter or operator.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        {
          name: "trade",
          label: "Your trade",
          type: "select",
          required: true,
          width: "half",
          options: [
            "Carpenter",
            "Tile setter",
            "Equipment operator",
            "Mason",
            "Concrete finisher",
            "Laborer or helper",
            "Project manager or designer",
            "Other",
          ],
        },
        {
          name: "experience",
          label: "Years in the trade",
          type: "select",
          required: true,
          width: "half",
          options: ["Less than 1", "1-3", "3-7", "More than 7"],
        },
        { name: "licenses", label: "Licenses and certifications", type: "text", width: "half", help: "CDL, OSHA 10 or 30, EPA lead-safe, equipment tickets." },
        { name: "message", label: "Tell us about your work", type: "textarea", required: true, maxLength: 3000 },
        { name: "resume", label: "Résumé", type: "file", accept: ["pdf", "document"], maxFiles: 1, maxSizeMb: 10, help: "Optional. A PDF or Word document." },
        {
          name: "work_photos",
          label: "Photos of your work",
          type: "file",
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
          help: "Optional: a few photos of jobs you're proud of.",
        },
      ],
    },
    {
      key: "job-application",
      name: "Job application",
      recipients: [EMAIL],
      submitLabel: "Send application",
      successMessage:
        "Thank you for applying to Hearthstone. The crew lead and our office manager read every application, and we'll call you within a week to talk or set up a visit to the yard. Questions in the meantime: call (585) 555-0118.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "start_date", label: "Earliest start date", type: "date", width: "half" },
        {
          name: "resume",
          label: "Résumé",
          type: "file",
          accept: ["pdf", "document"],
          maxFiles: 1,
          maxSizeMb: 10,
          help: "A PDF or Word document, up to 10 MB. No résumé? Tell us about your experience below instead.",
        },
        {
          name: "experience",
          label: "Experience in the trades",
          type: "select",
          required: true,
          width: "half",
          options: ["None yet", "Less than 2 years", "2-7 years", "More than 7 years"],
        },
        { name: "drivers_license", label: "Valid driver's license?", type: "radio", required: true, width: "half", options: ["Yes", "Yes, with a CDL", "No"] },
        {
          name: "certifications",
          label: "Licenses and certifications",
          type: "textarea",
          maxLength: 1000,
          help: "OSHA 10 or 30, EPA lead-safe, equipment operator courses, CDL class and anything else.",
        },
        {
          name: "work_photos",
          label: "Photos of your work",
          type: "file",
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
          help: "Optional, and especially welcome for carpenters: a few photos of your best work.",
        },
        {
          name: "why_you",
          label: "Why you, and why Hearthstone?",
          type: "textarea",
          required: true,
          maxLength: 2000,
          help: "A few sentences about the work you've done and what you want to learn or lead.",
        },
      ],
    },
  ],
  products: [
    {
      slug: "wet-look-paver-sealer-5-gal",
      name: "Wet-look paver sealer, 5 gallon",
      description:
        "Solvent-based acrylic for concrete pavers, natural stone and flagstone that deepens color and locks in joint sand. Covers about 500-750 sq ft.",
      priceCents: 18900,
      stock: 14,
      illustration: "droplets",
    },
    {
      slug: "matte-paver-sealer-1-gal",
      name: "Matte paver sealer, 1 gallon",
      description: "Natural-finish, water-based, low-odor sealer for pavers and stone. Covers about 100-150 sq ft.",
      priceCents: 5400,
      stock: 22,
      illustration: "droplets",
    },
    {
      slug: "polymeric-joint-sand-50-lb",
      name: "Polymeric joint sand, 50 lb bag, gray",
      description:
        "Hardens when wetted to resist weeds and ants between pavers. Fills the joints of about 75 sq ft of standard pavers. Tan is available at the yard.",
      priceCents: 3800,
      stock: 60,
      illustration: "shovel",
    },
    {
      slug: "deck-stain-cedar-1-gal",
      name: "Semi-transparent deck stain, cedar tone, 1 gallon",
      description: "Oil-based penetrating stain for pressure-treated, cedar and previously stained decks. About 150-250 sq ft per coat.",
      priceCents: 5600,
      stock: 30,
      illustration: "paintbrush",
    },
    {
      slug: "deck-stain-cedar-5-gal",
      name: "Semi-transparent deck stain, cedar tone, 5 gallon",
      description: "The same oil-based penetrating stain by the pail: enough for most 16x20 decks with two coats, rails and stairs included.",
      priceCents: 24500,
      stock: 8,
      illustration: "paintbrush",
    },
    {
      slug: "deck-cleaner-brightener-kit",
      name: "Deck cleaner and brightener kit",
      description: "Two-step oxygen cleaner and oxalic brightener to prep wood before staining. Treats about 400 sq ft.",
      priceCents: 4400,
      stock: 18,
      illustration: "sparkles",
    },
    {
      slug: "silane-concrete-sealer-5-gal",
      name: "Penetrating silane concrete sealer, 5 gallon",
      description: "Invisible, breathable protection for driveways, walks and patios against salt and freeze-thaw damage. About 1,000 sq ft.",
      priceCents: 21500,
      stock: 6,
      illustration: "shield",
    },
    {
      slug: "concrete-safe-de-icer-50-lb",
      name: "Concrete-safe de-icer, 50 lb bag",
      description: "Calcium magnesium acetate blend that melts ice while staying gentle on new concrete, pets and plants.",
      priceCents: 4200,
      stock: 40,
      illustration: "snowflake",
    },
    {
      slug: "hidden-deck-fasteners-90",
      name: "Hidden deck fasteners, box of 90",
      description: "Clips for grooved composite boards, screws included. Covers about 50 sq ft of decking.",
      priceCents: 5200,
      stock: 25,
      illustration: "hammer",
    },
    {
      slug: "self-closing-gate-hinge-set",
      name: "Self-closing gate hinge set with magnetic latch",
      description: "Stainless hinges with adjustable tension and a magnetic latch, meeting New York pool-barrier code for self-closing, self-latching gates.",
      priceCents: 8900,
      stock: 10,
      illustration: "lock",
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Hearthstone Home Improvement | Canandaigua, NY",
      description:
        "Design-build remodeling in Canandaigua and the Finger Lakes: kitchens, baths, basements, additions, decks, porches, concrete and masonry by one local crew.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("homes/hearthstone-home/farmhouse-porch"),
            variant: "split",
            eyebrow: "Design-build remodeling since 2004",
            heading: "From the footing to the finish trim, one crew builds it all",
            body: "Hearthstone designs and builds kitchens, bathrooms, basements and additions, and the decks, porches, patios and walls outside them. Because we run our own excavator and pour our own concrete, there's no waiting on three different contractors to line up.",
            actions: [
              { label: "Book a free estimate", href: "contact" },
              { label: "Call (585) 555-0118", href: TEL, variant: "secondary" },
            ],
            illustration: "house",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "20+", label: "years building in Ontario County" },
              { value: "1,400", label: "projects finished, from decks to full additions" },
              { value: "26", label: "employees, including our own carpenters and equipment operators" },
              { value: "5 years", label: "workmanship warranty on every project" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Inside the house",
            columns: 4,
            items: [
              {
                icon: "cooking-pot",
                title: "Kitchens",
                body: "Layouts that work, cabinetry from stock to custom, quartz and butcher block, and lighting you can cook by.",
                href: "kitchens",
                linkLabel: "Kitchen remodeling",
              },
              {
                icon: "bath",
                title: "Bathrooms",
                body: "Tub-to-shower conversions, curbless tile showers, heated floors and accessible baths for aging in place.",
                href: "bathrooms",
                linkLabel: "Bathroom remodeling",
              },
              {
                icon: "warehouse",
                title: "Finished basements",
                body: "Dry, warm lower levels with egress windows, family rooms, guest suites and home gyms.",
                href: "finished-basements",
                linkLabel: "Basement finishing",
              },
              {
                icon: "ruler",
                title: "Additions",
                body: "Bump-outs, primary suites, mudrooms and second stories, designed to look like they were always there.",
                href: "additions",
                linkLabel: "Home additions",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Outside and underground",
            columns: 3,
            items: [
              {
                icon: "hammer",
                title: "Decks",
                body: "Pressure-treated, cedar and composite decks with railings, stairs and lighting.",
                href: "decks",
                linkLabel: "Deck building",
              },
              {
                icon: "sun",
                title: "Porches",
                body: "Covered front porches, screened porches and three-season rooms.",
                href: "porches",
                linkLabel: "Porches and sunrooms",
              },
              {
                icon: "construction",
                title: "Concrete",
                body: "Driveways, patios, walks, garage slabs and stamped concrete.",
                href: "concrete",
                linkLabel: "Concrete work",
              },
              {
                icon: "flame",
                title: "Masonry",
                body: "Chimney repair, stone veneer, paver patios and outdoor fireplaces.",
                href: "masonry",
                linkLabel: "Masonry",
              },
              {
                icon: "mountain",
                title: "Retaining walls and fences",
                body: "Block and stone walls, vinyl, wood and aluminum fencing.",
                href: "retaining-walls-and-fences",
                linkLabel: "Walls and fences",
              },
              {
                icon: "shovel",
                title: "Excavation",
                body: "Footings, drainage, grading and site prep with our own machines.",
                href: "excavation",
                linkLabel: "Excavation services",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How a Hearthstone project runs",
            items: [
              { title: "Walk-through", body: "A project manager visits, measures and listens. You get a ballpark range within a week." },
              {
                title: "Design and fixed price",
                body: "For larger jobs we draw plans and help you pick finishes in our showroom, then give you a fixed, itemized price.",
              },
              { title: "Permits and schedule", body: "We pull the permits and give you a start date and a week-by-week schedule." },
              { title: "Build", body: "One lead carpenter runs your job from start to finish, with a site update every Friday." },
              { title: "Walk-through and warranty", body: "We finish the punch list together and you get five years of workmanship coverage in writing." },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From our neighbors",
            items: [
              {
                quote:
                  "They dug the footings for our addition on a Monday, poured on Wednesday and had the floor framed the next week. Having the excavation and carpentry under one roof made all the difference.",
                name: "Karen and Doug F.",
                detail: "Primary suite addition, Farmington",
                rating: 5,
              },
              {
                quote: "Our 1960s kitchen is gone and we don't miss it. Marcus kept the dust walled off and the schedule never slipped more than a day.",
                name: "Lydia P.",
                detail: "Kitchen remodel, Canandaigua",
                rating: 5,
              },
              {
                quote: "The composite deck and the stone fire pit below it are where we spend every summer evening now. Fair price, clean site.",
                name: "Ray T.",
                detail: "Deck and fire pit, Victor",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Planning a project for next season?",
            body: "Our design calendar fills from January through March. Book a walk-through now to get on the summer build schedule.",
            action: { label: "Book a free estimate", href: "contact" },
            secondary: { label: "See financing options", href: "financing", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------- additions
    {
      path: "additions",
      title: "Home Additions",
      description:
        "Room additions, bump-outs, primary suites, mudrooms and second stories in the Canandaigua area, from footings and framing to finish, with design included.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Additions",
            heading: "More room without leaving the neighborhood you love",
            body: "We handle every part of an addition ourselves: survey and design, excavation and footings, framing, roofing tie-ins, mechanicals and finish work. One contract, one schedule, one team accountable for the result.",
            actions: [{ label: "Talk about your addition", href: "contact" }],
            illustration: "ruler",
          },
        },
        {
          type: "features",
          props: {
            heading: "Additions we build most",
            columns: 2,
            items: [
              {
                icon: "bed-double",
                title: "Primary suites",
                body: "A first-floor bedroom with a walk-in closet and full bath, often built for owners who want to stay in their home for the long run.",
              },
              {
                icon: "key-round",
                title: "Mudrooms and entries",
                body: "Cubbies, a bench, a bench-height dog wash and a half bath off the garage: the room every Finger Lakes family needs from November to April.",
              },
              {
                icon: "cooking-pot",
                title: "Kitchen bump-outs",
                body: "Six to ten feet added to the back of the house to fit an island or a dining nook, on a frost-wall or full foundation.",
              },
              {
                icon: "building",
                title: "Second stories",
                body: "Adding bedrooms above a ranch or garage, with the structural engineering, temporary roofing and stair design handled in-house.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "What additions typically cost",
            intro: "Additions vary more than any other project, so treat these as starting points. Your fixed price comes after design.",
            plans: [
              {
                name: "Mudroom or bump-out",
                price: "$65,000-$110,000",
                period: "typical range",
                description: "80 to 200 square feet on a frost wall, tied into the existing roof.",
                features: ["Design and permit drawings", "Excavation and footings by our crew", "Finished interior"],
              },
              {
                name: "Primary suite",
                price: "$160,000-$260,000",
                period: "typical range",
                description: "400 to 600 square feet with bedroom, closet and full tiled bath.",
                features: ["Full foundation or crawl space", "Heating and cooling extension", "Matched siding and roofline"],
                highlighted: true,
                action: { label: "Ask about financing", href: "financing", variant: "secondary" },
              },
              {
                name: "Second story",
                price: "From $240,000",
                period: "per project",
                description: "New bedrooms and a bath above a ranch or attached garage.",
                features: ["Engineer-stamped plans", "Weather-tight within days of tear-off", "New stair and landing"],
              },
            ],
            note: "Most additions run $275 to $425 per finished square foot in our area, depending on foundation type, plumbing and finishes. Survey, engineering and permit fees are included in our fixed price.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "The path from idea to move-in",
            items: [
              {
                title: "Feasibility visit",
                body: "We check setbacks, septic or sewer location, roof pitch and your existing mechanicals to see what's possible on your lot.",
              },
              {
                title: "Design agreement",
                body: "A flat design fee of $2,500 to $6,000 covers measured drawings, two rounds of revisions and a fixed build price. It's credited to the build.",
              },
              {
                title: "Permits",
                body: "We submit to your town's code office. Most towns in Ontario County turn an addition permit around in three to six weeks.",
              },
              {
                title: "Build",
                body: "Typical additions take 12 to 20 weeks on site. We open into the existing house as late as possible to keep your home livable.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Addition questions",
            items: [
              {
                question: "Can we stay in the house during construction?",
                answer:
                  "Almost always. We build the new space fully closed in before cutting into your exterior wall, and we hang zip-wall dust barriers for the few days the two spaces connect.",
              },
              {
                question: "Will my septic system handle a new bedroom?",
                answer:
                  "In New York a new bedroom can trigger a septic review. We check the tank size and leach field early, and if an upgrade is needed our excavation crew can do it as part of the project.",
              },
              {
                question: "Do you work with our own architect?",
                answer:
                  "Yes. We're happy to build from an architect's stamped drawings, and we'll give you a constructability review and price before you finalize them.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Talk to us about your addition",
            intro:
              "Tell us what you're hoping to add and roughly when. A project manager will call to book a feasibility visit, where we check setbacks, septic and roof lines on your lot.",
            form: "estimate",
          },
        },
      ],
    },
    // ------------------------------------------------------------- bathrooms
    {
      path: "bathrooms",
      title: "Bathroom Remodeling",
      description:
        "Bathroom remodels in Canandaigua, Victor and the Finger Lakes: tub-to-shower conversions, tiled walk-in showers, heated floors and accessible baths.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Bathrooms",
            heading: "A bathroom that's built right behind the tile",
            body: "Every Hearthstone shower gets a fully waterproofed membrane system, a properly sloped pan and blocking for grab bars, whether you want them today or not. The tile is what you see; the waterproofing is what lasts.",
            actions: [
              { label: "Plan your bathroom", href: "contact" },
              { label: "Call (585) 555-0118", href: TEL, variant: "secondary" },
            ],
            illustration: "bath",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Typical bathroom prices",
            plans: [
              {
                name: "Tub-to-shower conversion",
                price: "$13,500-$19,000",
                description: "Old tub out, a tiled walk-in shower with a glass door, new valve and a niche.",
                features: ["Schluter waterproofing", "Pressure-balanced valve", "About 8 working days"],
              },
              {
                name: "Full hall bath",
                price: "$24,000-$38,000",
                description: "Everything new down to the studs: tub or shower, vanity, toilet, tile floor, fan and lighting.",
                features: ["New plumbing supply and drains", "Quiet, vented exhaust fan", "About 3 weeks"],
                highlighted: true,
              },
              {
                name: "Primary bath",
                price: "$42,000-$75,000",
                description: "Curbless shower, double vanity, freestanding tub, heated floor and custom storage.",
                features: ["Design and tile selection included", "Electric radiant floor", "About 4-6 weeks"],
              },
            ],
            note: "Prices include demolition, disposal, permits where required and all labor. Fixture and tile allowances are spelled out in your quote so you know what's included.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Aging in place",
            heading: "Baths that work for the next thirty years",
            body: md`
              Many of our bathroom clients plan to stay in their homes for good. We build in the features that
              make that possible without making the room look clinical:

              - Curbless, zero-threshold showers with a linear drain
              - Comfort-height toilets and wall-hung vanities with knee space
              - Solid blocking for grab bars behind every wall
              - 32-inch or wider doorways and lever handles
              - Non-slip porcelain tile with a textured finish

              Ask about New York's RESTORE and county home-modification programs; we can help with the paperwork.
            `,
            illustration: "accessibility",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Bathroom questions",
            items: [
              {
                question: "How long will we be without a bathroom?",
                answer:
                  "A tub-to-shower conversion takes about eight working days; a full hall bath about three weeks. If it's your only bathroom we can often keep the toilet working each night, or set a portable unit outside.",
              },
              {
                question: "Can we buy our own tile and fixtures?",
                answer:
                  "Yes. We'll give you exact quantities and check everything on delivery. We warranty our installation either way; the manufacturer warrants the products.",
              },
              {
                question: "Do you deal with the mold behind the old tub surround?",
                answer:
                  "If we find rot or mold when we open the walls, we stop, show you, and price the repair before continuing. It's usually a subfloor patch and a few studs.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Plan your bathroom",
            intro:
              "A few photos of the bathroom and a budget range help us suggest the right approach, from a tub-to-shower conversion to a full primary bath.",
            form: "estimate",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Pick your tile in person",
            body: "Our Canandaigua showroom has full-size tile boards, vanity samples and shower glass on display. Open weekdays and Saturday mornings.",
            action: { label: "Book a showroom visit", href: "contact" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- careers
    {
      path: "careers",
      title: "Careers at Hearthstone",
      description:
        "Carpentry, equipment operator and project jobs at Hearthstone Home Improvement in Canandaigua. Year-round work, paid training, truck and tool allowances.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Careers",
            heading: "Year-round work building things you can drive past with your kids",
            body: "Because we do interiors in winter and outdoor work in summer, our crews stay busy twelve months a year. No winter layoffs, no chasing the next job.",
            actions: [{ label: "Questions? Email jobs@hearthstonehome.example", href: "mailto:jobs@hearthstonehome.example" }],
            illustration: "hard-hat",
          },
        },
        {
          type: "features",
          props: {
            heading: "Why people stay",
            columns: 3,
            items: [
              {
                icon: "calendar",
                title: "Twelve months of work",
                body: "Interior remodels carry the crews through winter. Average tenure on our field team is seven years.",
              },
              { icon: "heart", title: "Health and dental", body: "We pay 75% of premiums for employees and their families, starting on day 30." },
              { icon: "piggy-bank", title: "SIMPLE IRA match", body: "Up to 3% matched dollar for dollar, from your first paycheck." },
              { icon: "drill", title: "Tool allowance", body: "$750 a year toward tools you keep, plus company-owned specialty tools on every truck." },
              {
                icon: "graduation-cap",
                title: "Paid training",
                body: "OSHA 30, EPA lead-safe certification, equipment operator courses and manufacturer classes on company time.",
              },
              { icon: "clock", title: "Reasonable hours", body: "7:00 to 3:30 on site, Monday through Friday. Overtime is offered, not expected." },
            ],
          },
        },
        {
          type: "jobList",
          props: {
            heading: "Open positions",
            intro:
              "Open a position to read the details and apply on its page. Don't see your trade? We're always glad to hear from good carpenters, tile setters and operators.",
          },
        },
        {
          type: "form",
          props: {
            heading: "Don't see your trade? Send a note anyway",
            intro: "Tell us what you do and how long you've been doing it. We keep every note on file and call when a spot opens.",
            form: "job-interest",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Run your own business instead?",
            body: "Licensed electricians, plumbers, HVAC and drywall subcontractors can apply to join our trade partner list.",
            action: { label: "Subcontractor information", href: "contractors" },
          },
        },
      ],
    },
    // -------------------------------------------------------------- concrete
    {
      path: "concrete",
      title: "Concrete Driveways, Patios & Slabs",
      description:
        "Concrete driveways, patios, sidewalks, garage floors and stamped concrete in the Canandaigua area, with our own excavation, base prep and finishing crew.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Concrete",
            heading: "Concrete that survives a Finger Lakes freeze-thaw winter",
            body: "Cracked, heaved concrete almost always starts with a thin or soft base. We dig out, compact 6 inches of crushed stone, reinforce with fiber and rebar, and pour 4,500 PSI air-entrained concrete that stands up to salt and frost.",
            actions: [{ label: "Get a concrete quote", href: "contact" }],
            illustration: "construction",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we pour",
            columns: 3,
            items: [
              {
                icon: "car",
                title: "Driveways",
                body: "Tear-out and replacement of old asphalt or concrete, with a thickened edge and control joints every 10 feet.",
              },
              {
                icon: "sun",
                title: "Patios",
                body: "Broom-finish, exposed aggregate or stamped patterns like ashlar slate and cobblestone, with integral color.",
              },
              {
                icon: "map-pin",
                title: "Sidewalks and steps",
                body: "Front walks, poured steps with a non-slip finish and village sidewalk replacement to municipal spec.",
              },
              {
                icon: "warehouse",
                title: "Garage and barn floors",
                body: "Slabs for new garages, pole barns and sheds, with vapor barrier and insulation where needed.",
              },
              {
                icon: "building",
                title: "Footings and foundations",
                body: "Footings, frost walls and piers for additions, porches and garages, poured with our own forms.",
              },
              { icon: "wrench", title: "Repairs", body: "Step rebuilds, crack routing and sealing, and resurfacing where the slab underneath is still sound." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Concrete pricing",
            plans: [
              {
                name: "Broom-finish flatwork",
                price: "$11-$15",
                period: "per sq ft",
                description: "Driveways, walks and patios, including removal of old material and base prep.",
                features: ["4-inch walks, 5-inch drives", "Fiber mesh and rebar", "Cure and seal included"],
              },
              {
                name: "Stamped and colored",
                price: "$18-$26",
                period: "per sq ft",
                description: "Patterned patios and walkways with integral color and an antiquing release.",
                features: ["Choose from 14 patterns", "Two coats of sealer", "Free resealing in year one"],
                highlighted: true,
              },
              {
                name: "Garage slab",
                price: "$8-$11",
                period: "per sq ft",
                description: "New garage or outbuilding floors on a prepared base.",
                features: ["Vapor barrier", "Sloped to the door", "Saw-cut joints"],
              },
            ],
            note: "Minimum job size is $3,500. Concrete pours run May through October; we book spring work starting in February.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Concrete questions",
            items: [
              {
                question: "When can we drive on a new driveway?",
                answer: "Walk on it after 24 hours, drive a car on it after 7 days, and keep heavy trucks off for 28 days while it reaches full strength.",
              },
              {
                question: "Can I use rock salt on new concrete?",
                answer:
                  "Not during the first winter. Use sand for traction, and never use ammonium nitrate or ammonium sulfate de-icers. A good penetrating sealer, which we sell in our shop, helps a lot.",
              },
              {
                question: "Why does concrete crack, and will mine?",
                answer:
                  "Concrete shrinks as it cures, so some hairline cracking is normal. Control joints tell it where to crack. What we prevent is structural cracking and heaving, which comes from poor base and drainage.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Keep new concrete looking new",
            body: "Penetrating silane sealer, de-icer safe for concrete and crack filler are in stock at our shop.",
            action: { label: "Visit the shop", href: "shop" },
            secondary: { label: "Request a quote", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact Hearthstone Home Improvement",
      description:
        "Book a free estimate or a showroom visit with Hearthstone Home Improvement in Canandaigua. Office hours, phone, email and what happens after you call.",
      blocks: [
        {
          type: "form",
          props: {
            heading: "Book a free estimate",
            intro:
              "Send us a few lines about your project, with photos if you have them. A budget range and your timing help us suggest options that fit. A project manager will call you back within one business day to set up a walk-through at your home.",
            form: "estimate",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Call, email or visit the showroom",
            intro:
              "Prefer to talk? Call the office or email office@hearthstonehome.example. Our Canandaigua showroom on County Road 10 has tile, vanity and cabinet samples on display.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "What happens next",
            items: [
              { title: "Call back", body: "A project manager calls within one business day to talk through the project and book a visit." },
              { title: "Walk-through", body: "About an hour at your home to measure, look at access and talk about options." },
              { title: "Ballpark", body: "Within a week you get a written price range. Small jobs get a fixed quote right away." },
              { title: "Design or schedule", body: "Larger projects move to design; smaller ones go straight onto the build calendar." },
            ],
          },
        },
        {
          type: "linkList",
          props: {
            heading: "Looking for something else?",
            items: [
              { title: "Selling a house that needs work", href: "we-buy-houses", description: "Get a cash offer on a property as-is." },
              { title: "Subcontractor inquiries", href: "contractors", description: "Insurance requirements and how to join our trade partner list." },
              { title: "Jobs at Hearthstone", href: "careers", description: "Open positions for carpenters, operators and laborers." },
              { title: "Ordering from the shop", href: "shop", description: "Sealers, stains and supplies for pickup at our yard." },
            ],
          },
        },
      ],
    },
    // ----------------------------------------------------------- contractors
    {
      path: "contractors",
      title: "Subcontractors & Trade Partners",
      description:
        "Licensed trades who want to work with Hearthstone Home Improvement: the trades we hire, insurance requirements, payment terms and how to apply.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Trade partners",
            heading: "Steady work, clear scopes and payment in 15 days",
            body: md`
              Our own crews handle carpentry, concrete, masonry and excavation. For licensed and specialty trades
              we rely on a small group of local subcontractors, and many have worked with us for more than a
              decade. We keep them busy year-round, send complete scopes and drawings before every job, and pay
              on time.

              We're currently adding partners in **Yates, Seneca and eastern Monroe counties**.
            `,
            illustration: "handshake",
          },
        },
        {
          type: "features",
          props: {
            heading: "Trades we work with",
            columns: 4,
            items: [
              { icon: "zap", title: "Electricians", body: "Residential service upgrades, kitchen and bath circuits, addition wiring." },
              { icon: "droplets", title: "Plumbers", body: "Rough and finish plumbing for kitchens, baths and additions." },
              { icon: "fan", title: "HVAC", body: "Duct extensions, mini-splits and heat pumps for new living space." },
              { icon: "paintbrush", title: "Drywall and paint", body: "Hang, tape and finish to level 4, interior and exterior paint." },
              { icon: "gem", title: "Countertops", body: "Quartz, granite and solid surface templating and install." },
              { icon: "house", title: "Roofing and siding", body: "Tie-ins for additions and porch roofs, vinyl and fiber cement siding." },
              { icon: "sparkles", title: "Flooring", body: "LVP, hardwood and carpet installation and refinishing." },
              { icon: "wind", title: "Insulation", body: "Spray foam and dense-pack cellulose for additions and basements." },
            ],
          },
        },
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              ## Requirements

              - **General liability** of at least $1,000,000 per occurrence and $2,000,000 aggregate, naming Hearthstone Home Improvement, LLC as additional insured
              - **New York workers' compensation and disability (DBL)** coverage, or a valid CE-200 exemption if you have no employees
              - A current **W-9**
              - Any license your trade requires (for example a master electrician or plumber license where the town requires one)
              - **EPA Lead-Safe (RRP)** certification for any firm disturbing paint in homes built before 1978
              - OSHA 10 for anyone working on our sites

              ## Payment terms

              We pay approved invoices **net 15** after the work passes our lead carpenter's inspection and any required town inspection. Invoices received by Wednesday are paid in Friday's run the following week. Progress payments are available on jobs over $10,000.

              ## How we work together

              Every scope comes with drawings, a fixture and finish list, and a site contact. We expect you to keep a clean site, protect finished surfaces and call the lead carpenter before any change. Extra work is approved in writing before it's done, never after.
            `,
          },
        },
        {
          type: "steps",
          props: {
            heading: "How to apply",
            items: [
              {
                title: "Send your documents",
                body: "Apply with the form below, attaching your certificate of insurance, W-9 and license numbers, with three recent references. You can also email them to subs@hearthstonehome.example.",
              },
              { title: "Meet our project manager", body: "A 30-minute sit-down at our office to talk about your crew size, availability and rates." },
              { title: "First job", body: "Most partners start with a smaller scope so we can get to know each other's work." },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Apply to our trade partner list",
            intro:
              "Tell us about your company, your license and your insurance, and attach your certificate and W-9. Applications with complete documents are reviewed first.",
            form: "subcontractor",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions before you apply?",
            action: { label: "Email subs@hearthstonehome.example", href: "mailto:subs@hearthstonehome.example" },
            secondary: { label: "Call (585) 555-0118", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- decks
    {
      path: "decks",
      title: "Custom Decks",
      description:
        "Pressure-treated, cedar and composite decks built in the Canandaigua area with helical or concrete footings, railings, stairs and low-voltage lighting.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Decks",
            heading: "Decks framed to outlast the boards on top",
            body: "Composite decking carries a 25- to 50-year warranty, so the frame underneath has to last as long. We use ground-contact lumber, joist tape, hot-dipped or stainless hardware and footings below the 48-inch frost line.",
            actions: [{ label: "Plan a deck", href: "contact" }],
            illustration: "hammer",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Deck pricing by material",
            intro: "Per square foot of finished deck, including footings, framing, decking, railing and one set of stairs.",
            plans: [
              {
                name: "Pressure-treated pine",
                price: "$38-$52",
                period: "per sq ft",
                description: "The budget-friendly classic. Stain it after a season to let it dry out.",
                features: ["12x16 deck from about $8,500", "Treated or aluminum balusters", "Stain available in our shop"],
              },
              {
                name: "Composite",
                price: "$62-$90",
                period: "per sq ft",
                description: "Trex, TimberTech and Fiberon boards with hidden fasteners and no staining ever.",
                features: ["25-50 year board warranty", "Picture-frame borders", "Aluminum or cable railing options"],
                highlighted: true,
              },
              {
                name: "Cedar",
                price: "$55-$75",
                period: "per sq ft",
                description: "Western red cedar for a natural look that weathers to silver or takes stain beautifully.",
                features: ["Naturally rot-resistant", "Pairs well with stone", "Oil every two years"],
              },
            ],
            note: "Second-story decks, multi-level designs and screened enclosures are quoted individually. Most towns require a permit for decks over 30 inches high; we handle it.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Recent decks",
            items: [
              { title: "Two-level composite deck, Bristol", body: "Walkout lot overlooking the valley, with a covered lower patio and cable rail." },
              { title: "Cedar deck with pergola, Victor", body: "A 14x20 deck with a cedar pergola and built-in benches." },
              { title: "Lake deck, Canandaigua Lake", body: "Composite deck on helical piles close to the shoreline, stainless fasteners throughout." },
              { title: "Lit stairs, Farmington", body: "Wide composite stairs with riser lights and a landing for the grill." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Deck questions",
            items: [
              {
                question: "Can you put new boards on my old frame?",
                answer:
                  "Sometimes. We inspect the ledger connection, joists and footings first. If the frame is sound and properly flashed we'll resurface it, which saves 30 to 40 percent.",
              },
              {
                question: "What are helical piles, and do I need them?",
                answer:
                  "Steel screw piles driven below the frost line by a small machine. They're useful near the lake, on wet clay and where we can't get a concrete truck. They cost a little more than concrete footings and go in the same day.",
              },
              { question: "How long does a deck take?", answer: "A typical single-level deck takes four to seven working days after the permit is issued." },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Plan a deck",
            intro:
              "Tell us the rough size, the decking you're leaning toward and whether the old deck comes out. Photos of the spot and the back of the house help us price it.",
            form: "estimate",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Want a roof over it?",
            body: "Many of our deck clients add a covered or screened porch. See what's possible.",
            action: { label: "Porches and sunrooms", href: "porches" },
          },
        },
      ],
    },
    // ------------------------------------------------------------ excavation
    {
      path: "excavation",
      title: "Excavation & Site Work",
      description:
        "Excavation by Hearthstone's own operators: footings, foundation digs, drainage, grading, trenching, land clearing and driveway base in Ontario County.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Excavation",
            heading: "Our own machines, our own operators, on your schedule",
            body: "We run a Kubota KX080 excavator, two mini-excavators, a skid steer with a forestry mulcher and a tri-axle dump. We dig for our own projects and take outside excavation work across Ontario County.",
            actions: [
              { label: "Request a site visit", href: "contact" },
              { label: "Call (585) 555-0118", href: TEL, variant: "secondary" },
            ],
            illustration: "shovel",
          },
        },
        {
          type: "features",
          props: {
            heading: "Excavation services",
            columns: 3,
            items: [
              {
                icon: "building",
                title: "Foundation and footing digs",
                body: "For additions, garages, porches and new homes, with spoils hauled or spread on site.",
              },
              {
                icon: "droplets",
                title: "Drainage",
                body: "French drains, curtain drains, downspout lines, dry wells and foundation waterproofing excavation.",
              },
              { icon: "mountain", title: "Grading", body: "Rough and finish grading, regrading away from the house, topsoil and seed." },
              { icon: "zap", title: "Trenching", body: "Water, sewer, electric and gas line trenches, including Dig Safely New York locate requests." },
              { icon: "trees", title: "Land clearing", body: "Brush mulching, stump removal and lot clearing for driveways, barns and building sites." },
              { icon: "car", title: "Driveway base", body: "New gravel driveways and base prep for asphalt or concrete, with culverts where needed." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Equipment rates",
            intro: "Small jobs are billed by the hour with operator. Larger jobs get a fixed quote after a site visit.",
            plans: [
              {
                name: "Mini-excavator",
                price: "$145",
                period: "per hour",
                description: "Kubota KX040 with operator. Great for tight yards, drainage and trenching.",
                features: ["4-hour minimum", "Float charge $175"],
              },
              {
                name: "Excavator",
                price: "$185",
                period: "per hour",
                description: "Kubota KX080 with operator for foundations, clearing and bigger digs.",
                features: ["4-hour minimum", "Float charge $225"],
                highlighted: true,
              },
              {
                name: "Tri-axle dump",
                price: "$120",
                period: "per hour",
                description: "Hauling fill, stone, topsoil and spoils.",
                features: ["Material priced separately", "Delivery of #2 and crusher run stone"],
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Call before you dig",
            body: "New York law requires a utility locate at least two full working days before any digging. We file the Dig Safely New York (811) request on every job we do, and we hand-dig near marked lines.",
          },
        },
      ],
    },
    // ------------------------------------------------------------- financing
    {
      path: "financing",
      title: "Remodeling Financing",
      description:
        "Finance your kitchen, bath, deck or addition with Hearthstone: 12 months same-as-cash, fixed-rate loans up to 144 months and quick credit decisions.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Financing",
            heading: "Start the project now and pay for it over time",
            body: md`
              We partner with a regional lender to offer unsecured home improvement loans from **$3,000 to
              $100,000**, with no home equity required and no prepayment penalty. Applying takes about ten
              minutes and most people get a decision the same day.

              Financing is subject to credit approval. Hearthstone doesn't mark up projects that are financed,
              and we'll always show you the cash price.
            `,
            illustration: "piggy-bank",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Plans we offer",
            plans: [
              {
                name: "Same-as-cash",
                price: "0%",
                period: "for 12 months",
                description: "Pay in full within 12 months and pay no interest. A good fit for decks, baths and smaller projects.",
                features: ["Projects $3,000-$35,000", "Interest waived if paid in full on time"],
              },
              {
                name: "Fixed-rate, 10 years",
                price: "8.99% APR",
                period: "120 months",
                description: "Predictable monthly payments on mid-size projects. A $25,000 kitchen is about $317 a month.",
                features: ["Projects $5,000-$60,000", "No prepayment penalty"],
                highlighted: true,
              },
              {
                name: "Fixed-rate, 12 years",
                price: "9.99% APR",
                period: "144 months",
                description: "For additions and large remodels. A $50,000 project is about $597 a month.",
                features: ["Projects up to $100,000", "Funds released in stages as work is completed"],
              },
            ],
            note: "Rates shown are for applicants with excellent credit and may change. Your rate depends on your credit history. Payment examples include principal and interest only.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How it works",
            items: [
              { title: "Get your quote", body: "Your fixed project price comes first, so you know exactly how much to borrow." },
              { title: "Apply", body: "Your project manager sends a secure application link by text or email. Most decisions arrive within minutes." },
              { title: "Build", body: "We schedule your project. The lender pays Hearthstone directly as work milestones are met, with your sign-off." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Financing questions",
            items: [
              {
                question: "Does applying affect my credit score?",
                answer: "Checking your rate uses a soft credit pull that doesn't affect your score. A hard inquiry happens only if you accept a loan.",
              },
              {
                question: "Can I use a home equity line instead?",
                answer:
                  "Of course. Many clients use a HELOC from their own bank, which may carry a lower rate. We'll provide the contract and draw schedule your bank needs.",
              },
              {
                question: "Is there a discount for paying cash?",
                answer: "Our prices are the same whether you pay by check or finance. We don't build a financing fee into the cash price.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Ready to run the numbers?",
            action: { label: "Book a free estimate", href: "contact" },
            secondary: { label: "Call (585) 555-0118", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------- finished-basements
    {
      path: "finished-basements",
      title: "Finished Basements",
      description:
        "Basement finishing in Canandaigua and Victor: waterproofing first, then insulation, egress windows, family rooms, guest suites, bathrooms and wet bars.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Finished basements",
            heading: "Dry first, then beautiful",
            body: "Finger Lakes basements see a lot of spring water. Before we hang a sheet of drywall we fix grading and downspouts, add interior drainage if needed, and insulate the walls with rigid foam so the finished space stays dry and warm.",
            actions: [{ label: "Plan your basement", href: "contact" }],
            illustration: "warehouse",
          },
        },
        {
          type: "features",
          props: {
            heading: "What goes into a Hearthstone basement",
            columns: 3,
            items: [
              {
                icon: "droplets",
                title: "Moisture control",
                body: "Exterior regrading, interior perimeter drains and a sump with battery backup where needed.",
              },
              {
                icon: "thermometer",
                title: "Rigid foam walls",
                body: "Two inches of foil-faced foam against the concrete, then framing. No fiberglass against cold foundation walls.",
              },
              {
                icon: "sun",
                title: "Egress windows",
                body: "Code-compliant egress windows with a steel or stone well, so a bedroom can legally go downstairs.",
              },
              { icon: "bath", title: "Bathrooms", body: "Full or half baths with an up-flush or below-slab drain, depending on your sewer depth." },
              { icon: "coffee", title: "Wet bars and kitchenettes", body: "Cabinets, a bar sink and beverage fridge for a lower-level entertaining space." },
              { icon: "sparkles", title: "Finishes", body: "Luxury vinyl plank over an insulated subfloor, recessed lights and sound-dampening ceilings." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Typical basement costs",
            plans: [
              {
                name: "Open family room",
                price: "$38-$50",
                period: "per sq ft",
                description: "Insulated walls, drywall, ceiling, lighting, flooring and trim.",
              },
              {
                name: "Family room and bath",
                price: "$55,000-$85,000",
                period: "about 900 sq ft",
                description: "Our most common layout: open room, full bath, storage room left unfinished.",
                highlighted: true,
              },
              {
                name: "Egress window",
                price: "$4,800-$6,900",
                period: "each",
                description: "Cut the foundation, install the window and well, and drain it to daylight or the sump.",
              },
            ],
            note: "Waterproofing work, if your basement needs it, is quoted separately and done before finishing begins.",
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "Hearthstone found the reason our basement smelled musty every spring: a downspout draining right at the foundation. They fixed the outside first, then built us a playroom and guest room. Bone dry two years running.",
                name: "The Okafor family",
                detail: "Basement finish, Victor",
                rating: 5,
              },
            ],
          },
        },
      ],
    },
    // -------------------------------------------------------------- kitchens
    {
      path: "kitchens",
      title: "Kitchen Remodeling",
      description:
        "Kitchen remodeling in Canandaigua, Victor, Geneva and Pittsford: design, cabinetry, quartz counters, layout changes and lighting, at fixed prices.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Kitchens",
            heading: "A kitchen designed around how you actually cook",
            body: "Our designer starts with how your family uses the room: who cooks, where the groceries land, where the kids do homework. Then we build it with our own carpenters, from moving a wall to setting the last cabinet pull.",
            actions: [
              { label: "Start your kitchen design", href: "contact" },
              { label: "Financing options", href: "financing", variant: "secondary" },
            ],
            illustration: "cooking-pot",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Three levels of kitchen remodel",
            plans: [
              {
                name: "Refresh",
                price: "$22,000-$35,000",
                description: "Same layout. New counters, backsplash, sink, faucet, lighting and refinished or refaced cabinets.",
                features: ["About 2 weeks", "Keep your appliances if you like"],
              },
              {
                name: "Full remodel",
                price: "$48,000-$80,000",
                description: "New semi-custom cabinets, quartz counters, tile, flooring, lighting and appliances in the same footprint.",
                features: ["About 5-7 weeks", "Design and 3D renderings included", "Temporary kitchen setup"],
                highlighted: true,
              },
              {
                name: "Layout change",
                price: "$85,000-$140,000",
                description: "Walls moved or removed, island added, plumbing and gas relocated, new windows or a pantry.",
                features: ["About 8-12 weeks", "Structural beam work in-house", "Engineer review where needed"],
              },
            ],
            note: "Ranges reflect kitchens of 150 to 250 square feet in our area. Appliances are included at allowance or can be supplied by you.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Selections",
            heading: "Pick everything in one afternoon",
            body: md`
              Our Canandaigua showroom has working displays from three cabinet lines, from budget-friendly
              stock to inset custom cabinetry built in Pennsylvania. Bring your measurements, or better, let us
              bring ours.

              - Door styles, wood species and painted finishes side by side
              - Quartz, granite and butcher block samples at full thickness
              - Backsplash tile, hardware and faucets on display
              - A fixed price on the day you finalize your selections
            `,
            illustration: "palette",
            reverse: true,
          },
        },
        {
          type: "steps",
          props: {
            heading: "Kitchen timeline",
            items: [
              { title: "Design (3-5 weeks)", body: "Measure, floor plan, renderings, selections and a fixed price." },
              { title: "Ordering (4-8 weeks)", body: "Cabinets are built to order. We schedule demolition so nothing sits idle." },
              { title: "Construction (2-12 weeks)", body: "Demolition, rough-ins, inspections, cabinets, counters, tile and trim." },
              { title: "Final walk-through", body: "We go through every drawer and outlet with you and finish the punch list." },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "Taking out the wall between the kitchen and dining room needed a beam and a new gas line. Hearthstone did all of it and the final price was exactly what they quoted in March.",
                name: "Jen and Mike D.",
                detail: "Kitchen remodel, Geneva",
                rating: 5,
              },
              {
                quote: "They set up a temporary kitchen in our dining room with the old sink on a cart. Six weeks felt like nothing.",
                name: "Barbara L.",
                detail: "Kitchen remodel, Pittsford",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Start your kitchen design",
            intro:
              "Tell us about your kitchen and how your family uses it. Our designer will call to set up a first visit to measure and talk through layouts.",
            form: "estimate",
          },
        },
      ],
    },
    // --------------------------------------------------------------- masonry
    {
      path: "masonry",
      title: "Masonry, Stonework & Chimneys",
      description:
        "Chimney repair and rebuilds, tuckpointing, stone veneer, paver patios, fire pits and outdoor fireplaces by Hearthstone's masons in the Finger Lakes.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Masonry",
            heading: "Stone, brick and block, laid by masons who've been at it for decades",
            body: "Our masonry crew repairs 100-year-old chimneys in Canandaigua's historic district and builds stone fire pits on new patios in Victor. Same care either way: the right mortar, proper flashing, and work that sheds water.",
            actions: [{ label: "Get a masonry quote", href: "contact" }],
            illustration: "flame",
          },
        },
        {
          type: "features",
          props: {
            heading: "Masonry services",
            columns: 3,
            items: [
              {
                icon: "house",
                title: "Chimney repair and rebuilds",
                body: "Rebuilds above the roofline, new crowns, caps and step flashing. Rebuilds run $4,500 to $9,500 for most homes.",
              },
              {
                icon: "wrench",
                title: "Tuckpointing",
                body: "Grinding out failed joints and repointing with a mortar matched to the age of your brick. Soft lime mortar for pre-1930 buildings.",
              },
              {
                icon: "mountain",
                title: "Stone veneer",
                body: "Natural thin stone and manufactured veneer on foundations, fireplaces and accent walls, with a proper drainage plane behind it.",
              },
              {
                icon: "sun",
                title: "Paver patios and walks",
                body: "Unilock and Techo-Bloc pavers on 8 inches of compacted base, $24 to $36 per square foot installed.",
              },
              {
                icon: "flame",
                title: "Fire pits and fireplaces",
                body: "Stone or block fire pits from $3,800, and outdoor fireplaces with a chimney from $16,000.",
              },
              { icon: "building", title: "Steps and foundations", body: "Brick and stone steps rebuilt, block foundations repaired and parged." },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Recent masonry work",
            items: [
              { title: "Chimney rebuild, Gibson Street", body: "Brick chimney rebuilt from the roofline with reclaimed brick and a new limestone cap." },
              { title: "Outdoor fireplace, Naples", body: "Fieldstone fireplace with a raised hearth on a bluestone patio." },
              { title: "Paver patio, Farmington", body: "600 square feet of tumbled pavers with a seat wall and built-in lighting." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Masonry questions",
            items: [
              {
                question: "My chimney is leaning. Is it dangerous?",
                answer:
                  "A chimney that's leaning or has loose bricks at the top should be looked at soon, especially before winter. Stop using the fireplace or stove until it's inspected. We'll tell you if it can be repaired or needs a rebuild.",
              },
              {
                question: "Why not just use the hardest mortar?",
                answer:
                  "Mortar should be softer than the brick around it, so that the mortar joint, not the brick, takes the stress of freezing and thawing. Hard Portland mortar in old soft brick causes the brick faces to spall off.",
              },
              {
                question: "Should I seal my pavers?",
                answer: "Sealing every three to five years keeps the joint sand in place and the color rich. We sell the same sealer we use in our shop.",
              },
            ],
          },
        },
      ],
    },
    // --------------------------------------------------------------- porches
    {
      path: "porches",
      title: "Porches & Three-Season Rooms",
      description:
        "Covered front porches, screened porches and three-season rooms in the Canandaigua area, built on frost footings with roofs that tie in cleanly.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Porches",
            heading: "A porch made for long evenings and no mosquitoes",
            body: "Front porches that suit the house, screened porches off the kitchen and three-season rooms you can use from April to November. Built on real footings, with a roof that ties into yours without leaks.",
            actions: [{ label: "Design your porch", href: "contact" }],
            illustration: "sun",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Porch pricing",
            plans: [
              {
                name: "Covered front porch",
                price: "$28,000-$60,000",
                description: "Roof, columns, railing and a composite or fir floor. Matched to the style of your home.",
                features: ["Tapered or turned columns", "Beadboard ceiling", "Recessed lights or a fan box"],
              },
              {
                name: "Screened porch",
                price: "$40,000-$78,000",
                description: "A roofed room with screens from floor to ceiling, usually 12x14 to 14x18.",
                features: ["Screen-tight or custom panels", "Composite floor, no gaps for bugs", "Ceiling fan wired"],
                highlighted: true,
              },
              {
                name: "Three-season room",
                price: "$65,000-$115,000",
                description: "Vinyl or aluminum windows that open or close, extending the porch season into fall.",
                features: ["Insulated roof", "Electric and lighting", "Optional mini-split for four-season use"],
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            heading: "Already have a deck? Build on it.",
            body: md`
              If your deck's footings and framing are sound, we can often add a roof and screens on top of it.
              We check the footings first: a roof adds weight, so some posts may need larger footings or
              helical piles.

              Converting a deck usually costs 25 to 35 percent less than building a screened porch from the ground.
            `,
            illustration: "hammer",
            reverse: true,
            action: { label: "About our decks", href: "decks", variant: "secondary" },
          },
        },
        {
          type: "faq",
          props: {
            heading: "Porch questions",
            items: [
              {
                question: "Will a porch roof make my kitchen darker?",
                answer:
                  "It can. We use skylights, higher roof pitches and lighter ceiling finishes to keep the light coming in, and we show you the sun angles at design.",
              },
              {
                question: "Does a three-season room add to my property taxes?",
                answer:
                  "A three-season room is usually assessed as improved space. Your town assessor can tell you how it's treated; we share the permit drawings they need.",
              },
            ],
          },
        },
      ],
    },
    // -------------------------------------------------------- privacy-policy
    {
      path: "privacy-policy",
      title: "Privacy Policy",
      description:
        "How Hearthstone Home Improvement collects, uses, shares and protects information from customers, website visitors, job applicants and home sellers.",
      blocks: [
        {
          type: "richText",
          props: {
            width: "narrow",
            doc: md`
              _Effective March 1, 2026_

              This policy explains how Hearthstone Home Improvement, LLC ("Hearthstone", "we", "us") handles personal information when you visit our website, call or email us, become a customer, apply for a job, or ask us to make an offer on your property.

              ## Information we collect

              - **Contact details** such as your name, address, phone number and email address.
              - **Project information** you share: photos, measurements, budgets, selections and notes from site visits.
              - **Property information** if you ask for an offer on a house, including condition details and ownership or mortgage information you choose to give us.
              - **Payment information** needed to invoice you and record payments. Card numbers are processed by our payment processor and are not stored by us.
              - **Applicant information** such as your résumé, work history and references, if you apply for a job or to become a subcontractor.
              - **Website data** such as pages visited, referring site and browser type, collected with privacy-focused analytics that do not use advertising cookies.

              ## How we use it

              We use your information to respond to inquiries, prepare estimates and offers, schedule and complete work, pull permits, invoice and collect payment, honor warranties, evaluate job and subcontractor applications, and keep the records the law requires.

              ## When we share it

              We share only what's needed with:

              - Subcontractors and suppliers working on your project
              - Town and village code offices when we apply for permits and inspections
              - Our financing partner, only if you choose to apply for a loan
              - Attorneys, title companies and lenders involved in a property purchase
              - Our accountants, insurers and payment processor

              We never sell your personal information or share it for others' marketing.

              ## Photos of your project

              We photograph work in progress for quality control. We'll only post photos of your home on our website or social media with your permission, and we never show house numbers or identifying details.

              ## How long we keep it

              Project records are kept for at least seven years for warranty, tax and permit purposes. Applications we don't move forward with are deleted after two years. Website analytics are kept for 14 months.

              ## Security

              Files are kept in access-controlled, encrypted cloud systems. Staff can see only the information they need for their work.

              ## Your choices

              You can ask for a copy of the information we hold about you, ask us to correct it, or ask us to delete it where we're not required to keep it. You can unsubscribe from our seasonal newsletter with one click at any time.

              ## Contact us

              Email **office@hearthstonehome.example**, call (585) 555-0118, or write to Hearthstone Home Improvement, 3390 County Road 10, Canandaigua, NY 14424. We'll respond within 30 days.

              ## Changes

              If we change this policy, we'll post the new version here with a new effective date.
            `,
          },
        },
      ],
    },
    // ---------------------------------------------- retaining-walls-and-fences
    {
      path: "retaining-walls-and-fences",
      title: "Retaining Walls & Fences",
      description:
        "Segmental block and natural stone retaining walls and vinyl, wood, aluminum and farm fencing for Finger Lakes properties, with pricing per foot.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Walls and fences",
            heading: "Hold back the hill and keep in the dog",
            body: "Finger Lakes lots slope, and slopes erode. We build retaining walls that drain properly and fences set below the frost line, so neither one leans after the third winter.",
            actions: [{ label: "Get a wall or fence quote", href: "contact" }],
            illustration: "mountain",
          },
        },
        {
          type: "features",
          props: {
            heading: "Retaining walls",
            intro:
              "Every wall gets a compacted stone base, perforated drain pipe behind it and clean stone backfill. Walls over 4 feet are designed with a stamped engineering plan and geogrid.",
            columns: 3,
            items: [
              {
                icon: "building",
                title: "Segmental block walls",
                body: "Unilock, Allan Block and Versa-Lok systems, $48 to $75 per face square foot installed.",
              },
              {
                icon: "mountain",
                title: "Natural stone walls",
                body: "Dry-laid fieldstone and Onondaga limestone outcroppings, $70 to $120 per face square foot.",
              },
              {
                icon: "waves",
                title: "Shoreline and erosion",
                body: "Armor stone and boulder walls along lakes and creeks, permitted through the DEC when required.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Fence pricing",
            intro: "Per linear foot installed, with posts set in concrete below frost depth. Gates are priced separately.",
            plans: [
              {
                name: "Vinyl privacy, 6 ft",
                price: "$48-$65",
                period: "per linear ft",
                description: "White, tan or clay, with a lifetime manufacturer warranty.",
                features: ["Single gates from $650"],
                highlighted: true,
              },
              {
                name: "Wood privacy, 6 ft",
                price: "$34-$48",
                period: "per linear ft",
                description: "Pressure-treated or cedar board-on-board and shadowbox.",
                features: ["Stain available in our shop"],
              },
              {
                name: "Aluminum ornamental",
                price: "$52-$72",
                period: "per linear ft",
                description: "Black aluminum, pool-code compliant, no maintenance.",
                features: ["Self-closing pool gates"],
              },
              {
                name: "Farm and split-rail",
                price: "$18-$32",
                period: "per linear ft",
                description: "Two- and three-rail split rail, board fence and woven wire for horses and livestock.",
                features: ["Long runs priced per project"],
              },
            ],
            note: "We call in the 811 utility locate, and you're responsible for knowing your property lines. If you're not sure, we can recommend a licensed surveyor.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Wall and fence questions",
            items: [
              {
                question: "Do I need a permit for a fence?",
                answer:
                  "Most towns in Ontario County require a fence permit, and pool fences must meet the New York pool barrier code. Many villages limit front-yard fences to 4 feet. We handle the application.",
              },
              {
                question: "Why did my old railroad-tie wall fail?",
                answer:
                  "Usually no drainage behind it, so water pressure pushed it over, and the ties rotted. Replacing it with block on a proper base and drain line fixes both problems.",
              },
            ],
          },
        },
      ],
    },
    // ------------------------------------------------------------------ shop
    {
      path: "shop",
      title: "Hearthstone Shop: Sealers, Stains & Supplies",
      description:
        "Sealers, stains, cleaners and hardware our crews use, ordered online for pickup at our Canandaigua yard or local delivery: paver sealer, deck stain and more.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "The shop",
            heading: "The same products our crews use, by the can or the pail",
            body: md`
              We stock what we trust on our own jobs, so you can maintain your deck, patio or driveway between
              projects. Order online below and pick up at our yard on County Road 10, weekdays 7:30 to 5:00 and
              Saturdays 9:00 to 1:00, or have it delivered.

              **Local delivery** within 15 miles of Canandaigua is $35, free on orders over $250.
            `,
            illustration: "warehouse",
            action: { label: "Questions? Call (585) 555-0118", href: TEL },
          },
        },
        {
          type: "shop",
          props: {
            heading: "Order online",
            intro: "Pay by card at checkout. Ask about contractor pricing on pallet quantities before you order.",
            shipping: {
              flatCents: 3500,
              freeOverCents: 25000,
              note: "Delivered by our yard truck within 15 miles of Canandaigua, usually within two business days. We call the day before to set a time.",
            },
            pickupNote:
              "Pick up at our yard, 3390 County Road 10, Canandaigua, weekdays 7:30 to 5:00 and Saturdays 9:00 to 1:00. We'll email when your order is ready, usually the same day.",
          },
        },
        {
          type: "menu",
          props: {
            heading: "More at the yard",
            intro: "Call or email to order these, or ask at the counter when you pick up.",
            sections: [
              {
                name: "Cleaners and sealants",
                items: [
                  { name: "Efflorescence cleaner, 1 gallon", description: "Removes the white haze from new pavers and block walls.", priceCents: 3200 },
                  { name: "Composite deck cleaner, 1 gallon", description: "Safe for Trex, TimberTech and Fiberon boards.", priceCents: 2900 },
                  {
                    name: "Self-leveling crack filler, 29 oz",
                    description: "Polyurethane sealant for joints and cracks in driveways and walks.",
                    priceCents: 1400,
                  },
                  {
                    name: "Semi-transparent deck stain in redwood, natural or driftwood gray",
                    description: "The same oil-based stain as our cedar tone, tinted to order: 1 gallon $56, 5 gallons $245.",
                    priceCents: 5600,
                  },
                ],
              },
              {
                name: "Fence and post hardware",
                items: [
                  { name: "Vinyl post cap, 5x5", description: "New England or pyramid style, white, tan or clay.", priceCents: 1200 },
                  { name: "Solar post cap light, 4x4", description: "Fits wood posts or composite sleeves.", priceCents: 3400 },
                ],
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Shop questions",
            items: [
              { question: "Can I return unopened products?", answer: "Yes, within 30 days with your receipt. Tinted stains mixed to order can't be returned." },
              {
                question: "Which sealer is right for my patio?",
                answer:
                  "Tell us what it's made of and how old it is, or bring a photo. New pavers should wait 60 to 90 days before sealing. We'll steer you to the right product and coverage.",
              },
            ],
          },
        },
      ],
    },
    // --------------------------------------------------------------- sitemap
    {
      path: "sitemap",
      title: "Site Map",
      description: "Every page on the Hearthstone Home Improvement website, from kitchens and decks to financing, careers and our shop.",
      blocks: [
        {
          type: "siteMap",
          props: {
            intro: "All of our services, resources and company pages in one list.",
          },
        },
      ],
    },
    // --------------------------------------------------------- we-buy-houses
    {
      path: "we-buy-houses",
      title: "We Buy Houses in the Finger Lakes",
      description:
        "Sell your house as-is to Hearthstone: a fair cash offer in 48 hours, no repairs, no commissions, and a closing date you choose, in 14 to 60 days.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "We buy houses",
            heading: "Sell the house as it is, to a local builder who'll bring it back",
            body: "Inherited a house that needs everything? Facing a big repair you can't take on? We buy homes in Ontario, Yates, Seneca and Monroe counties for cash, renovate them with our own crews and put them back into the neighborhood.",
            actions: [
              { label: "Call (585) 555-0118", href: TEL },
              { label: "Email homes@hearthstonehome.example", href: "mailto:homes@hearthstonehome.example", variant: "secondary" },
            ],
            illustration: "key-round",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How selling to us works",
            items: [
              {
                title: "Tell us about the house",
                body: "Fill in the short form below, or call or email, with the address and a few details. No need to clean up or make repairs first.",
              },
              { title: "One visit", body: "Our owner walks through with you, usually in under an hour. No parade of showings." },
              { title: "Written cash offer", body: "Within 48 hours, with a clear explanation of how we got to the number." },
              {
                title: "You pick the closing date",
                body: "Anywhere from 14 to 60 days, through a local real estate attorney. We pay our own closing costs and your New York transfer tax.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Houses we buy",
            columns: 3,
            items: [
              { icon: "wrench", title: "Needs major repairs", body: "Failing roofs, wet basements, old wiring, foundation cracks, fire or water damage." },
              {
                icon: "users",
                title: "Inherited and estate homes",
                body: "We work with executors and estate attorneys, and can wait for letters testamentary.",
              },
              { icon: "house", title: "Tired rentals", body: "Tenant-occupied or vacant. We can buy with tenants in place." },
              { icon: "calendar", title: "Tight timelines", body: "Job relocations, divorces and downsizing moves that can't wait for a listing." },
              { icon: "recycle", title: "Full of belongings", body: "Leave what you don't want. We'll sort, donate and dispose of it at no charge." },
              { icon: "trees", title: "Rural properties", body: "Farmhouses, cottages and homes on acreage, including well and septic properties." },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Tell us about the house",
            intro: "A few details are all we need to start. Everything you send stays between you and Hearthstone, and there's no obligation.",
            form: "sell-house",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions sellers ask",
            items: [
              {
                question: "Will your offer be lower than listing with an agent?",
                answer:
                  "Usually, yes, because we take on the repair costs and risk. But you pay no commission, no repairs, no staging, and no carrying costs while it sits on the market. We'll show you our repair estimate so you can compare honestly. If listing makes more sense for your house, we'll tell you.",
              },
              {
                question: "Is there any obligation?",
                answer: "None. Our offer is free, and you're welcome to have your attorney or a family member review it.",
              },
              {
                question: "What do you do with the houses?",
                answer:
                  "We renovate them fully with permits, then sell them to local families or keep them as long-term rentals. Many are in the same neighborhoods where we've done remodeling work for years.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Get a no-obligation offer this week",
            body: "Talk directly with Dan Whitcomb, Hearthstone's owner. No call centers, no pressure.",
            action: { label: "Call (585) 555-0118", href: TEL },
            secondary: { label: "Email us", href: "mailto:homes@hearthstonehome.example", variant: "secondary" },
          },
        },
      ],
    },
  ],
  jobs: [
    {
      slug: "lead-carpenter",
      title: "Lead Carpenter",
      summary:
        "Run remodeling projects from demolition to punch list: kitchens, baths, additions and porches. Company truck, year-round work; $32-$42 an hour.",
      employmentType: "FULL_TIME",
      location: { locality: "Canandaigua", region: "NY" },
      salary: { min: 32, max: 42, unit: "HOUR" },
      postedDaysAgo: 6,
      validForDays: 60,
      body: md`
        Our lead carpenters are the face of Hearthstone on every job. You'll run one project at a time, from
        layout and framing to trim, with a carpenter and a helper on your crew and our subcontractors reporting
        to you on site.

        ## What you'll do

        - Lead framing, structural, finish carpentry and cabinet installation
        - Read plans, lay out the work and order materials with the project manager
        - Schedule and coordinate subcontractors and inspections
        - Keep the homeowner informed and send a Friday photo update
        - Keep a clean, safe, lead-safe job site

        ## What you'll need

        - Seven or more years of residential carpentry, including additions or major remodels
        - Experience leading a small crew
        - A valid driver's license and clean driving record
        - Your own hand and power tools (we supply specialty tools and the truck)

        ## Pay and benefits

        **$32 to $42 an hour** depending on experience, plus a company truck, fuel card, health and dental insurance, a SIMPLE IRA match, two weeks of PTO and six paid holidays.

        ## How to apply

        Apply with the form on this page, with a few photos of your best work and a résumé or short note about your experience. You can also email **jobs@hearthstonehome.example**.
      `,
    },
    {
      slug: "equipment-operator-laborer",
      title: "Equipment Operator / Laborer",
      summary: "Run mini-excavators and a skid steer for footings, drainage and site prep, and help our concrete and masonry crews. $22-$30 an hour.",
      employmentType: "FULL_TIME",
      location: { locality: "Canandaigua", region: "NY" },
      salary: { min: 22, max: 30, unit: "HOUR" },
      postedDaysAgo: 12,
      validForDays: 60,
      body: md`
        Our excavation crew digs for our own additions, porches and concrete work, and takes outside excavation
        jobs across Ontario County. In winter you'll help our interior crews with demolition and framing.

        ## What you'll do

        - Operate mini-excavators, an 8-ton excavator and a skid steer
        - Dig footings, drainage trenches and utility lines to grade
        - Set forms, place and finish concrete with the flatwork crew
        - Haul materials with our tri-axle (CDL helpful, not required)

        ## What you'll need

        - Two or more years of operating experience, or strong labor experience and a willingness to learn
        - A valid New York driver's license
        - Ability to lift 60 pounds and work outdoors in all seasons

        ## Pay

        **$22 to $30 an hour** depending on experience, with a raise after you earn your CDL-B (we pay for training).

        ## How to apply

        Apply with the form on this page, or call (585) 555-0118 and ask for the yard manager.
      `,
    },
    {
      slug: "carpenters-helper-seasonal",
      title: "Carpenter's Helper (Seasonal)",
      summary:
        "Spend April through November helping build decks, porches and fences. No experience required; strong helpers are offered year-round jobs. $18-$21 an hour.",
      employmentType: "SEASONAL",
      location: { locality: "Canandaigua", region: "NY" },
      salary: { min: 18, max: 21, unit: "HOUR" },
      postedDaysAgo: 20,
      validForDays: 75,
      body: md`
        A good first step into the trades. You'll work alongside our outdoor crews building decks, porches,
        fences and retaining walls across the Finger Lakes.

        ## What you'll do

        - Carry and cut lumber, dig post holes and mix concrete
        - Learn layout, framing and deck board installation
        - Load trucks and keep job sites clean

        ## What you'll need

        - Reliable transportation to our yard for a 6:45 a.m. start
        - Willingness to work outdoors in heat and rain
        - Age 18 or older

        ## How to apply

        Apply with the form on this page. A few lines about yourself are plenty; no résumé needed. You're also welcome to stop by the yard on a weekday morning.
      `,
    },
  ],
};

export default site;
