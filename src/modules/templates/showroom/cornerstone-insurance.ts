import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(315) 555-0174";
const TEL = "tel:+13155550174";
const EMAIL = "service@cornerstoneinsurance.example";

const call = { label: `Call ${PHONE}`, href: TEL };
const quote = { label: "Start a quote", href: "contact" };

const site: SiteSeed = {
  slug: "cornerstone-insurance",
  name: "Cornerstone Insurance Agency",
  kind: "insurance",
  theme: {
    palette: {
      primary: "#0f4c5c",
      onPrimary: "#ffffff",
      accent: "#c8962e",
      background: "#fafaf7",
      surface: "#edf1ef",
      text: "#1a2427",
      muted: "#4b585c",
      border: "#cfd8d6",
    },
    fonts: { heading: "roboto-slab", body: "inter" },
    header: "classic",
    footer: "columns",
    sectionStyle: "editorial",
    logo: { mark: "landmark", shape: "square" },
    radius: "none",
    pattern: "grid",
  },
  settings: {
    tagline: "Independent insurance for Finger Lakes families and businesses since 1958",
    description:
      "An independent agency in Geneva, NY, placing home, auto, business, workers' compensation, renewable energy and employee benefits coverage with more than 25 insurance companies.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: {
        street: "47 Seneca Street",
        locality: "Geneva",
        region: "NY",
        postalCode: "14456",
      },
      serviceAreaNote: "Licensed in New York, Pennsylvania and Ohio. Most of our clients are in Ontario, Seneca, Yates, Wayne and Monroe counties.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:30", closes: "17:00" }],
    hoursNote:
      "Saturday and evening appointments by request. To report a claim after hours, call your insurance company's 24-hour claims line on your ID card, then let us know the next business day.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Personal", href: "personal" },
      {
        label: "Business",
        href: "commercial",
        children: [
          { label: "Business insurance overview", href: "commercial" },
          { label: "Commercial auto", href: "commercial/auto" },
          { label: "Liability", href: "commercial/liability" },
          { label: "Workers' compensation", href: "commercial/workers" },
          { label: "Renewable energy", href: "commercial/renewable-energy-expertise" },
        ],
      },
      { label: "Employee benefits", href: "benefits" },
      { label: "About", href: "about" },
      { label: "Insights", href: "blog" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Get a quote", href: "contact" },
    footerLinks: [
      { label: "Home & auto", href: "personal" },
      { label: "Business insurance", href: "commercial" },
      { label: "Workers' comp", href: "commercial/workers" },
      { label: "Renewable energy", href: "commercial/renewable-energy-expertise" },
      { label: "Employee benefits", href: "benefits" },
      { label: "About the agency", href: "about" },
      { label: "Contact", href: "contact" },
    ],
  },
  mounts: { posts: "blog" },
  forms: [
    {
      key: "quote-request",
      name: "Quote request",
      recipients: [EMAIL],
      submitLabel: "Request a quote",
      successMessage:
        "Thank you. An agent will review what you sent and call or email within one business day. Home and auto quotes usually follow within two business days; business and benefits quotes take a little longer. Questions in the meantime? Call (315) 555-0174.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "zip", label: "ZIP code", type: "text", required: true, maxLength: 10, width: "half" },
        {
          name: "client_type",
          label: "The quote is for",
          type: "radio",
          required: true,
          options: ["Me or my family", "A business", "A nonprofit, farm or municipality"],
        },
        { name: "business", label: "Business or organization name", type: "text", help: "Leave blank for home and auto." },
        {
          name: "coverage",
          label: "What would you like quoted?",
          type: "checkbox",
          required: true,
          options: [
            "Home, condo or renters",
            "Auto",
            "Umbrella",
            "Flood",
            "Boat, RV or snowmobile",
            "Business owners or general liability",
            "Commercial auto",
            "Workers' comp, DBL and PFL",
            "Solar, wind or storage project",
            "Employee benefits",
          ],
        },
        { name: "renewal", label: "When does your current policy renew?", type: "date", width: "half" },
        { name: "carrier", label: "Current insurance company", type: "text", width: "half" },
        {
          name: "details",
          label: "Tell us about what you're insuring",
          type: "textarea",
          maxLength: 4000,
          help: "Drivers and vehicles, the home's year built and roof age, or your business's operations, revenue, payroll and employee count.",
        },
        {
          name: "documents",
          label: "Current declarations pages or loss runs",
          type: "file",
          accept: ["pdf", "image", "document"],
          maxFiles: 5,
          maxSizeMb: 10,
          help: "Optional, but your current declarations pages are the most useful thing you can send. Up to 5 files.",
        },
        { name: "contact_by", label: "How should we reach you?", type: "radio", options: ["Phone", "Email", "Either"] },
      ],
    },
    {
      key: "service-request",
      name: "Policy service request",
      recipients: [EMAIL],
      submitLabel: "Send request",
      successMessage:
        "Thank you. Your account manager will take care of it and reply within one business day; certificates and auto ID cards usually go out within two business hours. To report a new claim, please call (315) 555-0174.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "insured", label: "Named insured (person or business)", type: "text", required: true, width: "half" },
        {
          name: "request",
          label: "What do you need?",
          type: "select",
          required: true,
          options: [
            "Certificate of insurance",
            "Auto ID card",
            "Add or remove a vehicle or driver",
            "Change of address, lienholder or mortgagee",
            "Billing or payment question",
            "Follow-up on an open claim",
            "A coverage question",
            "Something else",
          ],
        },
        { name: "policy", label: "Policy number or insurance company, if you know it", type: "text", width: "half" },
        { name: "needed_by", label: "Needed by", type: "date", width: "half" },
        {
          name: "details",
          label: "Details",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "For a certificate: the holder's name and address, the project, and any wording the contract requires.",
        },
        { name: "attachment", label: "Contract page, bill or notice", type: "file", accept: ["pdf", "image", "document"], maxFiles: 3, maxSizeMb: 10 },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Cornerstone Insurance Agency | Geneva, NY",
      description: "Independent insurance agency in Geneva, NY: home, auto, business, workers' comp, renewable energy and employee benefits from 25+ carriers.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Independent since 1958",
            heading: "One local agency. More than twenty-five insurance companies working for you.",
            body: "Cornerstone is an independent agency on Seneca Street in Geneva. We don't work for one insurer; we compare coverage and price across more than 25 of them, explain the differences in plain English, and stay with you when you have a claim.",
            actions: [quote, { label: `Call ${PHONE}`, href: TEL, variant: "secondary" }],
            illustration: "shield-check",
          },
        },
        {
          type: "features",
          props: {
            heading: "How we can help",
            columns: 3,
            items: [
              {
                icon: "house",
                title: "Home, auto and personal",
                body: "Homeowners, auto, lake cottages, renters, umbrella, boats and snowmobiles. Bundle and review everything once a year with one person.",
                href: "personal",
                linkLabel: "Personal insurance",
              },
              {
                icon: "building-2",
                title: "Business insurance",
                body: "Property, liability, commercial auto and workers' comp for wineries, farms, contractors, manufacturers, shops and restaurants.",
                href: "commercial",
                linkLabel: "Business insurance",
              },
              {
                icon: "users",
                title: "Employee benefits",
                body: "Group health, dental, vision, life and disability, plus the New York disability and Paid Family Leave coverage every employer needs.",
                href: "benefits",
                linkLabel: "Employee benefits",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Why an independent agent",
            heading: "When your insurer raises the rate, we can move you. A captive agent can't.",
            body: md`
              An agent who works for one company can only offer that company's policies. As an independent
              agency, we're appointed with national carriers, regional New York mutuals and specialty markets,
              so we can:

              - **Compare** coverage and price side by side, and show you the differences that matter
              - **Re-market** your policies at renewal when a rate jumps, without you calling around
              - **Advocate** for you at claim time, with relationships with the underwriters and adjusters
              - **Keep everything in one place**, from your car to your business to your employees' benefits
            `,
            illustration: "scale",
            action: { label: "About Cornerstone", href: "about", variant: "secondary" },
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "1958", label: "founded in Geneva by Walter Haines" },
              { value: "25+", label: "insurance companies we represent" },
              { value: "6,400", label: "households and businesses insured" },
              { value: "94%", label: "of clients renew with us each year" },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Some of the companies we represent",
            items: [
              "Erie Insurance",
              "Travelers",
              "The Hartford",
              "Utica National",
              "NYCM Insurance",
              "Selective",
              "Progressive",
              "Merchants Insurance Group",
              "Excellus BlueCross BlueShield",
              "MVP Health Care",
              "Guardian",
              "Markel",
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "What our clients say",
            items: [
              {
                quote:
                  "A tree came through our roof in the April windstorm. Luis had an adjuster at the house in two days and followed up until the check cleared. That's why we'll never buy insurance online.",
                name: "Jim and Carol D.",
                detail: "Seneca Falls, homeowners",
                rating: 5,
              },
              {
                quote:
                  "Our winery's premium went up 30% at renewal with our old agent. Mark took it to four markets and found better liquor liability coverage for less than we paid the year before.",
                name: "Andrea V.",
                detail: "Owner, a Seneca Lake winery",
                rating: 5,
              },
              {
                quote:
                  "Dana understood our community solar projects better than the underwriters did. She got our builders' risk and decommissioning bonds in place in time for the town board meeting.",
                name: "Priya N.",
                detail: "Project manager, community solar developer, Rochester",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "postList",
          props: {
            heading: "Insurance insights",
            intro: "Plain-English articles on the coverage questions we hear most from Finger Lakes families and employers.",
            limit: 3,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Paying too much, or not sure what you're covered for?",
            body: "Send us your current declarations pages and we'll do a free review, usually within three business days.",
            action: quote,
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- about
    {
      path: "about",
      title: "About Cornerstone Insurance Agency",
      description: "Three generations of independent insurance in Geneva, NY. Meet the people at Cornerstone and learn how we work for our clients.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "From a desk above the hardware store to the Finger Lakes' largest independent agency",
            body: md`
              Walter Haines started Cornerstone in 1958 in a rented room above a hardware store on Exchange
              Street, insuring the farms, orchards and family businesses around Geneva. His daughter Ruth
              took over in 1986 and added the commercial and benefits departments; his granddaughter
              **Claire Haines-Ortiz** has led the agency since 2015.

              We're still independent and still family-owned, with 19 people in our Seneca Street office and a
              satellite office in Penn Yan. Many of our clients are the second or third generation of their
              family to insure with us.
            `,
            illustration: "landmark",
          },
        },
        {
          type: "features",
          props: {
            heading: "The people you'll work with",
            columns: 3,
            items: [
              {
                icon: "briefcase",
                title: "Claire Haines-Ortiz, CIC",
                body: "President. Oversees the agency and still handles many of our largest commercial and farm accounts.",
              },
              {
                icon: "building-2",
                title: "Mark Feeney, CPCU",
                body: "Vice president, commercial lines. Twenty-two years placing coverage for manufacturers, contractors and wineries.",
              },
              { icon: "sun", title: "Dana Whitcomb, ARM", body: "Leads our renewable energy practice. A former underwriter for a national energy insurer." },
              { icon: "users", title: "Tasha Greene, REBC", body: "Employee benefits consultant. Helps employers of 2 to 500 design and renew group plans." },
              { icon: "house", title: "Luis Ortega", body: "Personal lines manager. Home, auto, lake properties and the claims that come with them." },
              { icon: "hard-hat", title: "Beth Kraus, CRIS", body: "Account manager for construction clients: certificates, bonds and contract review." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How we work with every client",
            items: [
              {
                title: "We listen first",
                body: "What you own, what you do, what keeps you up at night. Coverage starts with the risks, not the policy forms.",
              },
              {
                title: "We compare honestly",
                body: "We show you quotes side by side, including where a cheaper policy covers less. Sometimes we recommend the higher price, and we'll tell you why.",
              },
              {
                title: "We review every year",
                body: "A short review before each renewal, so new cars, new employees and new buildings don't fall through the cracks.",
              },
              {
                title: "We show up at claim time",
                body: "We help you report the claim, explain what the policy says, and push the carrier when something isn't right.",
              },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Memberships and designations",
            items: [
              "Independent Insurance Agents & Brokers of New York",
              "Trusted Choice",
              "Certified Insurance Counselor (CIC)",
              "Chartered Property Casualty Underwriter (CPCU)",
              "Geneva Chamber of Commerce",
              "New York Solar Energy Industries Association",
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Close to home",
            heading: "Invested in the Finger Lakes",
            body: md`
              Cornerstone sponsors the Geneva Music Festival, the Seneca Lake Whale Watch weekend and youth
              hockey in Geneva and Penn Yan. Every employee gets two paid volunteer days a year, and most
              spend them with the Geneva Community Center or Habitat for Humanity of Ontario County.
            `,
            illustration: "heart-handshake",
            reverse: true,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Let's talk about your coverage",
            action: quote,
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------------- personal
    {
      path: "personal",
      title: "Home, Auto & Personal Insurance",
      description:
        "Homeowners, auto, lake cottage, renters, umbrella, boat and snowmobile insurance for Finger Lakes families, compared across many companies.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Personal insurance",
            heading: "Coverage for your home, your cars and the lake place",
            body: "We quote your home and auto with several companies at once, show you where the coverage differs, and bundle them where it saves you money. One call handles a new car, a teenage driver or a claim.",
            actions: [quote, { label: `Call ${PHONE}`, href: TEL, variant: "secondary" }],
            illustration: "house",
          },
        },
        {
          type: "features",
          props: {
            heading: "Personal coverage we place",
            columns: 3,
            items: [
              {
                icon: "house",
                title: "Homeowners",
                body: "Replacement-cost coverage for the house and your belongings, with options for water backup, equipment breakdown and service lines.",
              },
              {
                icon: "car",
                title: "Auto",
                body: "New York no-fault, liability, collision and comprehensive, with accident forgiveness, new-car replacement and rideshare options from some carriers.",
              },
              {
                icon: "waves",
                title: "Lake homes and cottages",
                body: "Seasonal and secondary homes on Seneca, Keuka, Canandaigua and Cayuga, including docks, boathouses and short-term rental use.",
              },
              {
                icon: "key-round",
                title: "Renters and condo",
                body: "Your belongings, liability and the improvements you own inside a condo unit, from about $15 a month.",
              },
              { icon: "shield", title: "Umbrella", body: "An extra $1 million or more of liability over your home and auto, typically $250 to $400 a year." },
              {
                icon: "snowflake",
                title: "Boats, RVs and snowmobiles",
                body: "Boats, personal watercraft, travel trailers, motorcycles, ATVs and snowmobiles, insured for how and when you use them.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "New York auto basics",
            heading: "The state minimum is rarely enough",
            body: md`
              Every New York auto policy must include:

              - **Liability** of at least $25,000 per person and $50,000 per accident for injury ($50,000/$100,000 for a death), and $10,000 for property damage
              - **No-fault (personal injury protection)** of $50,000 for medical bills and lost wages, whoever caused the crash
              - **Uninsured motorist** of $25,000/$50,000

              A serious accident can easily cost more than $25,000 per person. We usually recommend at least
              $250,000/$500,000 in liability, supplementary uninsured/underinsured motorist (SUM) coverage at
              the same limits, and an umbrella if you own a home.
            `,
            illustration: "car",
            reverse: true,
          },
        },
        {
          type: "steps",
          props: {
            heading: "Getting a quote",
            items: [
              {
                title: "Send us the basics",
                body: "Your current declarations pages make it fastest. Otherwise: drivers' dates of birth and license numbers, vehicles' VINs and your home's year built, size and roof age.",
              },
              {
                title: "We shop it",
                body: "We quote with the companies that fit your situation, typically four to six, and check discounts for bundling, alarms, new roofs and good students.",
              },
              { title: "We walk you through it", body: "A 15-minute call or visit to compare coverage side by side, not just the price at the bottom." },
              {
                title: "We handle the switch",
                body: "We bind the new policies, send ID cards and proof to your lender, and help you cancel the old policy on the right date.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Personal insurance questions",
            items: [
              {
                question: "Does my homeowners policy cover a flooded basement?",
                answer:
                  "It depends on the cause. A burst pipe is usually covered. Water that backs up through a floor drain or an overflowing sump pump is covered only if you've added water backup coverage. Surface water and flooding from a lake or creek need a separate flood policy. We explain the difference in one of our blog posts.",
              },
              {
                question: "Can I rent my lake cottage on Airbnb or Vrbo?",
                answer:
                  "Many standard homeowners and seasonal dwelling policies exclude regular short-term rentals. We place policies with companies that cover rental use, including liability for guests, for a modest additional premium.",
              },
              {
                question: "How much will adding my teenager cost?",
                answer:
                  "It varies widely by company, car and driving record, commonly $1,200 to $2,500 a year. Good-student discounts, driver training courses and putting the teen on an older car can all help, and we'll compare the companies that treat young drivers best.",
              },
              {
                question: "Will one claim raise my rates?",
                answer:
                  "Not always. Some companies offer first-claim forgiveness, and small claims near your deductible may not be worth filing. Call us before you file and we'll talk it through honestly.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Bundle your home and auto and save 10% to 25%",
            body: "Send us your declarations pages and we'll have quotes back to you within two business days.",
            action: quote,
            secondary: { label: `Email ${EMAIL}`, href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------ commercial
    {
      path: "commercial",
      title: "Business Insurance",
      description:
        "Business insurance for Finger Lakes companies: property, liability, commercial auto, workers' comp, cyber and bonds from an independent agency.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Commercial insurance",
            heading: "Business insurance built around how you actually work",
            body: "From a two-person landscaping company to a 300-employee manufacturer, we start by understanding your operations, contracts and growth plans, then place coverage with the carriers that know your industry.",
            actions: [quote, { label: `Call ${PHONE}`, href: TEL, variant: "secondary" }],
            illustration: "building-2",
          },
        },
        {
          type: "features",
          props: {
            heading: "Coverage for your business",
            columns: 3,
            items: [
              {
                icon: "car-front",
                title: "Commercial auto",
                body: "Trucks, vans and company cars, plus hired and non-owned auto for employees driving their own vehicles.",
                href: "commercial/auto",
                linkLabel: "Commercial auto",
              },
              {
                icon: "scale",
                title: "Liability",
                body: "General, products, professional, liquor and umbrella liability, with the additional insured wording your contracts demand.",
                href: "commercial/liability",
                linkLabel: "Liability coverage",
              },
              {
                icon: "hard-hat",
                title: "Workers' compensation",
                body: "New York workers' comp, disability and Paid Family Leave, with pay-as-you-go billing and audit help.",
                href: "commercial/workers",
                linkLabel: "Workers' comp",
              },
              {
                icon: "sun",
                title: "Renewable energy",
                body: "A dedicated practice for solar, wind and battery storage developers, installers and landowners.",
                href: "commercial/renewable-energy-expertise",
                linkLabel: "Renewable energy",
              },
              {
                icon: "warehouse",
                title: "Property and business income",
                body: "Buildings, equipment, inventory and lost income after a fire or storm, with equipment breakdown and spoilage coverage.",
              },
              {
                icon: "lock",
                title: "Cyber and crime",
                body: "Data breach response, ransomware, funds transfer fraud and employee theft: the claims growing fastest for small businesses.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Industries we know well",
            intro:
              "Specialist programs matter: an insurer that understands wineries or contractors prices the risk more accurately and pays claims more smoothly.",
            columns: 4,
            items: [
              {
                icon: "wine",
                title: "Wineries, breweries and distilleries",
                body: "Tasting rooms, liquor liability, crop, tanks and inventory, events and wedding venues.",
              },
              { icon: "tractor", title: "Farms and agribusiness", body: "Farm property and liability, equipment, livestock, farm stands and agritourism." },
              { icon: "hammer", title: "Contractors", body: "General and trade contractors, with certificates, bonds and contract review." },
              { icon: "factory", title: "Manufacturing", body: "Products liability, equipment breakdown, transit and international sales." },
              { icon: "utensils", title: "Restaurants and hospitality", body: "Restaurants, inns, bed and breakfasts and short-term rental portfolios." },
              { icon: "truck", title: "Trucking and transport", body: "Local and regional haulers, with motor truck cargo and federal filings." },
              { icon: "briefcase", title: "Professional offices", body: "Accountants, engineers, architects and consultants, with E&O coverage." },
              { icon: "sun", title: "Renewable energy", body: "Solar, wind and storage, from construction through operation." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Our process",
            items: [
              {
                title: "Risk review",
                body: "We visit, walk through your operations, read your key contracts and leases, and review your current policies and loss history.",
              },
              {
                title: "Marketing",
                body: "We prepare a full submission and take it to the carriers best suited to your business, typically 60 to 90 days before renewal.",
              },
              {
                title: "Proposal",
                body: "A written proposal comparing coverage, limits, deductibles and price, with our recommendation and the reasons for it.",
              },
              { title: "Service all year", body: "Same-day certificates of insurance, vehicle and employee changes, and a mid-year check-in on anything new." },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "Beth turns around certificates for our general contractors the same morning. When one GC's contract required primary and non-contributory wording, she had the endorsement added before the bid was due.",
                name: "Kevin R.",
                detail: "Electrical contractor, Canandaigua",
                rating: 5,
              },
              {
                quote:
                  "After our cooler failed over a holiday weekend, Cornerstone had already added spoilage coverage at the last renewal. The claim paid for $38,000 of product.",
                name: "Maria S.",
                detail: "Specialty food producer, Penn Yan",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Renewal coming up?",
            body: "Start 90 days out. Send us your current policies and loss runs and we'll tell you honestly whether it's worth marketing.",
            action: quote,
            secondary: { label: `Call Mark Feeney at ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------- commercial/auto
    {
      path: "commercial/auto",
      title: "Commercial Auto Insurance",
      description:
        "Commercial auto insurance for trucks, vans and fleets in New York, plus hired and non-owned auto coverage for employees using their own cars.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Business insurance",
            heading: "Coverage for every vehicle your business puts on the road",
            body: md`
              A personal auto policy generally won't cover a vehicle owned by your business, used to haul
              tools and materials, or driven by employees as part of their job. Commercial auto fills that gap,
              for one pickup or a fleet of 60.

              We insure contractors' trucks and trailers, delivery vans, farm vehicles on public roads, winery
              shuttles, service fleets and company cars, and handle the New York registration and federal
              filings that go with them.
            `,
            illustration: "car-front",
            action: quote,
          },
        },
        {
          type: "features",
          props: {
            heading: "What a commercial auto policy can include",
            columns: 3,
            items: [
              {
                icon: "shield",
                title: "Liability",
                body: "Injury and property damage you cause to others. We recommend $1 million combined single limit for most businesses, often required by contracts.",
              },
              {
                icon: "ambulance",
                title: "No-fault and uninsured motorist",
                body: "New York no-fault for drivers and passengers, and SUM coverage for injuries caused by drivers with too little insurance.",
              },
              {
                icon: "wrench",
                title: "Physical damage",
                body: "Collision and comprehensive for your vehicles, with options for stated value on specialty and upfitted trucks.",
              },
              {
                icon: "car",
                title: "Hired and non-owned auto",
                body: "Protects the business when employees drive their own cars on errands or you rent a vehicle. Often just $150 to $400 a year.",
              },
              {
                icon: "truck",
                title: "Trailers and cargo",
                body: "Utility and equipment trailers, motor truck cargo and tools and equipment carried in the vehicle.",
              },
              {
                icon: "file-text",
                title: "Filings and endorsements",
                body: "USDOT and MCS-90 filings for interstate haulers, and additional insured and waiver endorsements for contracts.",
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Employees driving their own cars?",
            body: "If an employee causes a crash while running an errand for you, the injured party can sue your business as well as the driver. The employee's personal auto policy pays first, but its limits are often low. Hired and non-owned auto coverage protects the business for the rest, and it's one of the least expensive coverages you can buy.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Keeping premiums under control",
            items: [
              {
                title: "Driver standards",
                body: "We help you set a written policy for who can drive company vehicles, and run motor vehicle reports at hire and every year.",
              },
              { title: "Telematics", body: "Several carriers give 5% to 15% credits for GPS and driver-behavior systems you may already use for dispatch." },
              {
                title: "Right-size the deductibles",
                body: "Higher physical damage deductibles on older vehicles, or dropping collision on vehicles worth less than a few thousand dollars.",
              },
              { title: "Accurate vehicle schedules", body: "We audit your vehicle list at renewal so you aren't paying for the truck you sold last spring." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Commercial auto questions",
            items: [
              {
                question: "I use my own pickup for my business. Do I need a commercial policy?",
                answer:
                  "Often, yes. If the truck is titled to the business, carries signage and tools, is used to transport materials for jobs, or is driven by employees, most personal auto policies will exclude or limit coverage. We'll look at how you use it and tell you which policy fits.",
              },
              {
                question: "Why did my commercial auto premium go up so much?",
                answer:
                  "Commercial auto has been the least profitable line for insurers for a decade, mostly because of higher repair costs and larger jury verdicts. Rate increases of 8% to 15% a year have been common. Re-marketing, telematics and driver programs are the best levers we have.",
              },
              {
                question: "Do my drivers need a CDL?",
                answer:
                  "Only for vehicles over 26,000 pounds gross weight, vehicles carrying 16 or more passengers, or hazardous materials. Insurers will still want a motor vehicle record for every driver.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Get a fleet quote",
            body: "Send a list of vehicles (year, make, VIN, garaging address) and drivers (name, date of birth, license number). We'll handle the rest.",
            action: quote,
            secondary: { label: "Business insurance overview", href: "commercial", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------- commercial/liability
    {
      path: "commercial/liability",
      title: "Business Liability Insurance",
      description:
        "General, products, professional, liquor and umbrella liability for New York businesses, with certificates and contract wording handled same day.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Business insurance",
            heading: "Liability coverage that holds up when someone sues",
            body: "A customer slips in your tasting room, a product you sold causes damage, a contractor's client claims faulty work: liability insurance pays for your defense and the settlement. In New York, where construction claims are among the most expensive in the country, getting the details right matters.",
            actions: [quote, { label: `Call ${PHONE}`, href: TEL, variant: "secondary" }],
            illustration: "scale",
          },
        },
        {
          type: "features",
          props: {
            heading: "Types of liability coverage",
            columns: 2,
            items: [
              {
                icon: "users",
                title: "General liability",
                body: "Bodily injury and property damage to others from your premises and operations, plus personal and advertising injury. Typical limits: $1 million per occurrence, $2 million aggregate.",
              },
              {
                icon: "factory",
                title: "Products and completed operations",
                body: "Claims from products you make or sell, and from work you've finished. Essential for manufacturers, food producers and contractors.",
              },
              {
                icon: "briefcase",
                title: "Professional liability (E&O)",
                body: "Claims that your advice, design or service caused a financial loss. For engineers, accountants, consultants, IT firms and real estate professionals.",
              },
              {
                icon: "wine",
                title: "Liquor liability",
                body: "New York's Dram Shop Act can hold you responsible for injuries caused by someone you served. Required for wineries, breweries, bars and restaurants.",
              },
              {
                icon: "shield",
                title: "Umbrella and excess",
                body: "Additional limits above your general liability, auto and employer's liability, in layers of $1 million to $25 million.",
              },
              {
                icon: "lock",
                title: "Cyber liability",
                body: "Customer data breaches, notification costs, ransomware and regulatory defense under the New York SHIELD Act.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Certificates and contracts",
            heading: "The wording in your contracts matters as much as the limits",
            body: md`
              Most commercial contracts, leases and municipal permits require you to name the other party as an
              **additional insured**, often on a **primary and non-contributory** basis with a **waiver of
              subrogation**. If your policy doesn't include the matching endorsements, you may be in breach of
              contract, and your insurer may not defend the other party.

              We read the insurance section of your contracts before you sign, confirm the endorsements are in
              place, and issue certificates of insurance the same business day, usually within two hours.
            `,
            illustration: "file-text",
            reverse: true,
          },
        },
        {
          type: "pricing",
          props: {
            heading: "What liability insurance typically costs",
            intro:
              "Yearly premiums for $1 million / $2 million general liability. Your price depends on revenue or payroll, location, claims history and exactly what you do.",
            plans: [
              { name: "Professional office", price: "$450-$900", period: "per year", features: ["Often bundled in a business owner's policy with property"] },
              {
                name: "Winery or brewery tasting room",
                price: "$2,500-$7,500",
                period: "per year",
                features: ["General and liquor liability", "Events and weddings extra"],
                highlighted: true,
              },
              {
                name: "Trade contractor",
                price: "$3,000-$15,000+",
                period: "per year",
                features: ["Depends heavily on trade and payroll", "Roofing and excavation higher"],
              },
            ],
            note: "These are typical ranges from our own book of business, not quotes. Umbrella coverage of $1 million usually adds $600 to $3,000 a year for small businesses.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Liability questions",
            items: [
              {
                question: "What's the difference between occurrence and claims-made coverage?",
                answer:
                  "General liability is usually written on an occurrence basis: the policy in force when the injury happened responds, even if the claim comes years later. Professional liability is usually claims-made: the policy in force when the claim is made responds, so you need continuous coverage and, when you retire or close, an extended reporting period ('tail').",
              },
              {
                question: "Why are New York contractors' premiums so high?",
                answer:
                  "New York's Scaffold Law (Labor Law 240) holds owners and contractors absolutely liable for many gravity-related injuries to workers, regardless of the worker's own fault. That drives large settlements, and insurers price for it. Strong safety programs and good subcontractor agreements help.",
              },
              {
                question: "Do I need liquor liability if I only serve at events?",
                answer:
                  "Yes. If you sell or serve alcohol, even occasionally, you can be held liable. Host liquor liability (when you serve but don't sell) is often included in general liability; selling requires a liquor liability policy.",
              },
              {
                question: "How fast can I get a certificate of insurance?",
                answer:
                  "Usually within two business hours. Send a service request from our contact page, or email our service team, with the holder's name, address and any required wording.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Signing a new contract or lease?",
            body: "Send us the insurance section before you sign: attach it to a service request or email it. A ten-minute review can save a denied claim later.",
            action: { label: "Send a service request", href: "contact" },
            secondary: { label: `Email ${EMAIL}`, href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------- commercial/workers
    {
      path: "commercial/workers",
      title: "Workers' Compensation, Disability & Paid Family Leave",
      description:
        "New York workers' compensation, disability (DBL) and Paid Family Leave for employers: who needs it, how premiums work, audits and pay-as-you-go.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Business insurance",
            heading: "Three coverages every New York employer must carry",
            body: md`
              New York requires almost every employer, including those with a single part-time employee, to
              carry:

              - **Workers' compensation**, paying medical bills and lost wages for work-related injuries and illnesses
              - **Disability benefits (DBL)**, paying partial wages when an employee can't work because of an off-the-job injury or illness
              - **Paid Family Leave (PFL)**, paying employees up to 12 weeks to bond with a new child, care for a seriously ill relative or help during a family member's military deployment

              Going without coverage brings fines from the Workers' Compensation Board of up to $2,000 for every
              ten days, stop-work orders and personal liability for any claims.
            `,
            illustration: "hard-hat",
            action: quote,
          },
        },
        {
          type: "steps",
          props: {
            heading: "How your workers' comp premium is calculated",
            intro: "Understanding the formula is the first step to controlling it.",
            items: [
              {
                title: "Class codes",
                body: "Each employee is assigned a classification by the type of work, from clerical office (about $0.15 per $100 of payroll) to roofing (well over $20 per $100).",
              },
              {
                title: "Payroll",
                body: "The rate is applied to every $100 of estimated payroll in that class. Overtime premium pay is excluded in New York; we make sure it's reported correctly.",
              },
              {
                title: "Experience modification",
                body: "Larger employers get a mod comparing their claims history to similar businesses. A 0.85 mod means 15% off; a 1.25 mod means 25% more.",
              },
              {
                title: "Credits and surcharges",
                body: "Safety program credits, deductible options and New York's Certified Safety Program discount of up to 5% can lower the final premium.",
              },
              { title: "Year-end audit", body: "The carrier audits actual payroll after the policy year and bills or refunds the difference." },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "How we help employers",
            columns: 3,
            items: [
              {
                icon: "calculator",
                title: "Pay-as-you-go billing",
                body: "Premiums calculated from each payroll run through your payroll provider, so there's no big deposit and no audit surprise.",
              },
              {
                icon: "clipboard-list",
                title: "Audit preparation",
                body: "We review your payroll records and classifications before the auditor does, and dispute errors afterward.",
              },
              {
                icon: "search",
                title: "Classification review",
                body: "Misclassified employees are the most common reason New York employers overpay. We check every code at renewal.",
              },
              {
                icon: "hard-hat",
                title: "Subcontractor certificates",
                body: "Uninsured subcontractors' payroll can be added to your audit. We help you collect and track their certificates.",
              },
              {
                icon: "heart-handshake",
                title: "Claims advocacy",
                body: "Prompt reporting, return-to-work plans and light-duty programs that keep claims short and your mod low.",
              },
              {
                icon: "file-text",
                title: "DBL and PFL",
                body: "Bundled disability and Paid Family Leave policies, with help setting up the employee payroll deduction for PFL at the rate the state sets each year.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Workers' comp questions",
            items: [
              {
                question: "I'm a sole proprietor with no employees. Do I need workers' comp?",
                answer:
                  "Not for yourself, in most cases, but general contractors will often require you to show proof of coverage or a Certificate of Attestation of Exemption (form CE-200) from the Workers' Compensation Board. We can help with either.",
              },
              {
                question: "Are my seasonal farm workers covered?",
                answer:
                  "Farm employers must carry workers' comp if they paid $1,200 or more in cash wages to farm workers in the prior calendar year. DBL and PFL rules for farm labor differ; we'll check what applies to you.",
              },
              {
                question: "Can I buy workers' comp from the state?",
                answer:
                  "Yes, the New York State Insurance Fund (NYSIF) writes workers' comp and DBL, and we place business with NYSIF when it's the best fit. Private carriers often offer better pricing and service for businesses with good safety records.",
              },
              {
                question: "What happens if an employee is hurt?",
                answer:
                  "Get them care first. Then report the injury to us and the carrier within 24 hours if possible; New York requires a report (form C-2F) within ten days. Early reporting is linked to lower claim costs.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Overpaying for workers' comp?",
            body: "Send us your last two audits and current policy. We'll check classifications and your experience mod at no cost.",
            action: quote,
            secondary: { label: "Employee benefits", href: "benefits", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------ commercial/renewable-energy-expertise
    {
      path: "commercial/renewable-energy-expertise",
      title: "Renewable Energy Insurance",
      description:
        "Insurance and surety for solar, wind and battery storage projects in New York: builders' risk, operating coverage, installer liability and bonds.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Renewable energy practice",
            heading: "Insurance for New York's solar, wind and storage projects, from permit to decommissioning",
            body: "Upstate New York is building out solar and battery storage faster than almost anywhere in the Northeast, and most local agencies have never insured a 5 MW array. We have. Our renewable energy practice, led by former energy underwriter Dana Whitcomb, works with developers, installers, owners and landowners.",
            actions: [
              { label: "Talk to our energy team", href: "contact" },
              { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
            ],
            illustration: "sun",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "410 MW", label: "of solar and storage capacity insured" },
              { value: "140+", label: "community and utility-scale projects" },
              { value: "60+", label: "solar installers and EPC contractors" },
              { value: "$92M", label: "in decommissioning and performance bonds placed" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Who we insure",
            columns: 3,
            items: [
              {
                icon: "briefcase",
                title: "Developers and owners",
                body: "Community solar, utility-scale solar, standalone battery storage and small wind, through development, construction and operation.",
              },
              {
                icon: "hard-hat",
                title: "Installers and EPC contractors",
                body: "Residential and commercial installers, electrical contractors and engineering, procurement and construction firms.",
              },
              {
                icon: "wrench",
                title: "Operations and maintenance",
                body: "O&M contractors, vegetation management and panel cleaning crews working on energized sites.",
              },
              {
                icon: "tractor",
                title: "Landowners",
                body: "Farmers and landowners leasing acreage to solar developers, who need to check lease insurance requirements and their own farm policy.",
              },
              { icon: "building", title: "Municipalities and schools", body: "Public entities with rooftop, carport and community solar agreements." },
              {
                icon: "house",
                title: "Homeowners with solar",
                body: "Rooftop and ground-mounted systems and home batteries, properly scheduled on your homeowners policy.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Coverages we place",
            columns: 2,
            items: [
              {
                icon: "construction",
                title: "Builders' risk and delay in start-up",
                body: "Physical damage during construction, including panels and inverters in transit and in storage, with soft costs and lost revenue if the commercial operation date slips.",
              },
              {
                icon: "zap",
                title: "Operational property and business interruption",
                body: "Hail, wind, snow load, fire and equipment breakdown on operating arrays and battery systems, with revenue protection tied to your power purchase agreement or community solar credits.",
              },
              {
                icon: "scale",
                title: "Liability and umbrella",
                body: "General liability, professional liability for design work, contractor's pollution and umbrella limits that meet lender and offtaker requirements.",
              },
              {
                icon: "file-text",
                title: "Surety bonds",
                body: "Decommissioning bonds required by New York towns, interconnection bonds, and performance and payment bonds for EPC contracts.",
              },
              {
                icon: "truck",
                title: "Inland marine and equipment",
                body: "Installers' tools, lifts and equipment, and materials on the way to and stored at job sites.",
              },
              {
                icon: "hard-hat",
                title: "Workers' comp for installers",
                body: "Correct classification of roof and ground-mount crews, electricians and laborers, which can change premiums substantially.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Working with a project from the start",
            items: [
              {
                title: "Early review",
                body: "We read the lease, interconnection agreement, tax equity and lender insurance requirements before you sign, and flag anything the market can't meet.",
              },
              {
                title: "Construction program",
                body: "Builders' risk, wrap-up or contractor-provided liability, and bonds for the town, coordinated with the EPC contract.",
              },
              {
                title: "Permanent program",
                body: "We move the project onto an operating property and liability program at commercial operation, without a gap.",
              },
              {
                title: "Lifetime service",
                body: "Annual renewals, certificates for lenders and offtakers, and decommissioning bond adjustments as the town requires.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Renewable energy questions",
            items: [
              {
                question: "Why do towns require a decommissioning bond?",
                answer:
                  "Most New York town solar laws require the owner to post financial security that the array will be removed and the land restored at the end of its life, typically 25 to 40 years. The amount is set from an engineer's estimate, often $30,000 to $100,000 per megawatt, and is usually revisited every five years. A surety bond is usually far cheaper than a letter of credit.",
              },
              {
                question: "I'm leasing farmland to a solar developer. What should I check?",
                answer:
                  "Make sure the lease requires the developer to carry liability naming you as additional insured, and to indemnify you. Tell your farm insurer about the lease; some policies need a change. We'll review the insurance section for free.",
              },
              {
                question: "Are battery storage projects insurable?",
                answer:
                  "Yes, but underwriters look closely at the battery chemistry, spacing, fire suppression and compliance with NFPA 855 and New York's updated fire code. We work with specialist markets that understand storage and can tell you early what they'll need.",
              },
              {
                question: "Can you insure residential solar installers?",
                answer:
                  "Yes. Installers face roofing classifications for workers' comp and high general liability rates. Carriers with renewable energy programs price them far better than general contractor markets.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Planning a project in New York?",
            body: "Send Dana your project summary and the insurance requirements from your lease or PPA. We'll tell you what the market will need and roughly what it will cost.",
            action: { label: "Email the energy team", href: "mailto:energy@cornerstoneinsurance.example" },
            secondary: { label: "Read: decommissioning bonds explained", href: "blog/solar-decommissioning-bonds-explained", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- benefits
    {
      path: "benefits",
      title: "Employee Benefits",
      description:
        "Group health, dental, vision, life, disability and HRA plans for Finger Lakes employers, with enrollment, renewals and employee support handled.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Employee benefits",
            heading: "Benefits that help you hire and keep good people",
            body: "Tasha Greene and our benefits team help employers of 2 to 500 design plans, compare carriers at renewal and handle the paperwork. Our fee is paid by the carriers, so our help costs you nothing extra.",
            actions: [
              { label: "Request a benefits review", href: "contact" },
              { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
            ],
            illustration: "users",
          },
        },
        {
          type: "features",
          props: {
            heading: "Plans we design and manage",
            columns: 3,
            items: [
              {
                icon: "heart",
                title: "Group health",
                body: "Fully insured small-group and large-group plans, level-funded plans for 25 or more employees, and HSA-qualified options.",
              },
              {
                icon: "sparkles",
                title: "Dental and vision",
                body: "Employer-paid or voluntary, with networks that include the dentists and eye doctors your employees already see.",
              },
              {
                icon: "shield",
                title: "Life and disability",
                body: "Group term life, short- and long-term disability, and the New York statutory DBL and Paid Family Leave.",
              },
              {
                icon: "wallet",
                title: "HRAs and ICHRA",
                body: "Individual coverage HRAs and QSEHRAs let smaller employers give a fixed tax-free allowance toward individual plans.",
              },
              {
                icon: "piggy-bank",
                title: "Retirement and voluntary",
                body: "Introductions to 401(k) partners, plus voluntary accident, critical illness and hospital plans employees can choose.",
              },
              {
                icon: "clipboard-list",
                title: "Compliance",
                body: "ACA reporting, COBRA and New York continuation, Section 125 plan documents and notices, kept up to date.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Our renewal process",
            intro: "Group health renewals arrive 60 to 90 days ahead. We start before that.",
            items: [
              { title: "Planning meeting (120 days out)", body: "Your budget, hiring plans and what employees are saying about the current plan." },
              {
                title: "Market and model",
                body: "Quotes from the carriers available in your region, with contribution models showing your cost and your employees' paycheck deductions.",
              },
              {
                title: "Decision",
                body: "A side-by-side recommendation, including networks: will your employees' doctors at Geneva General, Thompson Health and the Rochester hospitals be covered?",
              },
              {
                title: "Open enrollment",
                body: "We run employee meetings in person or online, in English and Spanish, and handle enrollment forms and carrier setup.",
              },
              { title: "All-year support", body: "Employees call us, not a national call center, with claim and billing problems." },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Our benefits practice",
            items: [
              { value: "180", label: "employer groups" },
              { value: "5,200", label: "employees and family members covered" },
              { value: "2 to 500", label: "employees per group" },
              { value: "Same day", label: "response to employee questions" },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Benefits questions",
            items: [
              {
                question: "How small can a group be?",
                answer:
                  "In New York, small-group health plans are available to employers with as few as one employee other than the owner, in many cases. Carriers set participation rules, often requiring that 70% of eligible employees enroll or waive for another group plan.",
              },
              {
                question: "What does it cost to use Cornerstone?",
                answer:
                  "Nothing extra. Carriers pay us a commission built into the premium, and the premium is the same whether you buy through us or directly. For large self-funded groups, we can also work on a transparent flat fee.",
              },
              {
                question: "Is an ICHRA a good fit for a small business?",
                answer:
                  "It can be, especially if your employees live in several counties or you want a predictable budget. You give each employee a tax-free monthly allowance and they choose their own individual plan. We'll model it against a traditional group plan.",
              },
              {
                question: "Do I have to offer health insurance?",
                answer:
                  "Only employers with 50 or more full-time equivalent employees face ACA penalties for not offering coverage. Every New York employer must carry DBL and Paid Family Leave, which we handle alongside workers' comp.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Renewal in the next four months?",
            body: "Send your current renewal and employee census and we'll show you your options.",
            action: { label: "Email the benefits team", href: "mailto:benefits@cornerstoneinsurance.example" },
            secondary: { label: "Workers' comp, DBL and PFL", href: "commercial/workers", variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact Cornerstone & Request a Quote",
      description: "Call, email or visit Cornerstone Insurance Agency in Geneva, NY. What to send for a quote, how to report a claim and office hours.",
      blocks: [
        {
          type: "form",
          props: {
            heading: "Request a quote",
            intro:
              "Tell us what you'd like covered and attach your current declarations pages if you have them. An agent replies within one business day, and we quote with the four to six companies that fit you best.",
            form: "quote-request",
          },
        },
        {
          type: "form",
          props: {
            heading: "Already a client? Send a service request",
            intro: "Certificates, ID cards, vehicle and driver changes, billing questions and claim follow-ups go straight to your account manager.",
            form: "service-request",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Reach the agency",
            intro:
              "Prefer to call or email? We'll put you straight through to the right person. We answer every message within one business day, most within a couple of hours. Visitors are welcome at our Seneca Street office, with free parking behind the building.",
          },
        },
        {
          type: "features",
          props: {
            heading: "What to send for a quote",
            intro:
              "Attach what you have to the quote request above, or email it to service@cornerstoneinsurance.example. Your current declarations pages are the single most useful thing.",
            columns: 3,
            items: [
              {
                icon: "house",
                title: "Home and auto",
                body: "Declarations pages, drivers' names, dates of birth and license numbers, vehicle VINs, and your home's year built, square footage and roof age.",
              },
              {
                icon: "building-2",
                title: "Business",
                body: "Current policies, five years of loss runs, a description of operations, revenue, payroll by job type, vehicles and drivers, and locations.",
              },
              {
                icon: "users",
                title: "Employee benefits",
                body: "Your current renewal and summary of benefits, plus an employee census: date of birth, ZIP code and coverage tier for each employee.",
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Reporting a claim",
            body: "During office hours, call us at (315) 555-0174 and we'll open the claim with your carrier and guide you through it. After hours, call the 24-hour claims number on your ID card or policy, take photos and prevent further damage, then let us know the next business day so we can follow up with the adjuster.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Common questions",
            items: [
              {
                question: "How quickly can you get me a quote?",
                answer:
                  "Home and auto: usually within two business days. Small business: about a week. Larger commercial accounts and group benefits: two to four weeks, which is why we recommend starting 90 days before renewal.",
              },
              {
                question: "Can I pay my bill at your office?",
                answer:
                  "Most of our carriers bill you directly and offer online payment and automatic withdrawals. A few agency-billed policies can be paid at our office by check or card.",
              },
              {
                question: "I need proof of insurance today.",
                answer:
                  "Call, or send a service request above with the details. Auto ID cards and certificates of insurance are usually sent within two business hours.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Prefer to talk it through?",
            body: "A 15-minute call is usually enough to tell you whether we can help.",
            action: call,
            secondary: { label: `Email ${EMAIL}`, href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ blog
    {
      path: "blog",
      title: "Insurance Insights",
      description: "Plain-English articles from Cornerstone's agents on home, auto, business, workers' comp, renewable energy and employee benefits coverage.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Our agents answer the coverage questions they hear most from Finger Lakes homeowners, business
              owners and employers. Articles are general information, not a substitute for reading your policy:
              every policy is different, and we're always happy to look at yours.
            `,
          },
        },
        { type: "postList", props: { heading: "Recent articles" } },
        {
          type: "cta",
          props: {
            heading: "Have a question about your own coverage?",
            action: call,
            secondary: { label: "Contact us", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
  ],
  categories: [
    { slug: "home-and-auto", name: "Home & auto", description: "Homeowners, auto, umbrella and lake property coverage." },
    { slug: "business", name: "Business", description: "Commercial property, liability, auto and workers' comp." },
    { slug: "renewable-energy", name: "Renewable energy", description: "Insurance and bonds for solar, wind and storage." },
    { slug: "employers", name: "For employers", description: "Benefits, DBL, Paid Family Leave and compliance." },
  ],
  posts: [
    {
      slug: "does-homeowners-insurance-cover-a-flooded-basement",
      title: "Does homeowners insurance cover a flooded basement?",
      excerpt:
        "Burst pipe, sump pump failure, sewer backup or rising water: how a standard New York homeowners policy treats each, and the add-ons that close the gaps.",
      author: "Luis Ortega, personal lines manager",
      categories: ["home-and-auto"],
      publishedDaysAgo: 9,
      body: md`
        Every spring, when the snow melts and the April rains arrive, our phones ring with the same question:
        "My basement has water in it. Am I covered?" The answer depends entirely on **where the water came
        from**. Here's how a typical New York homeowners policy treats the most common causes.

        ## Usually covered: sudden water from inside the house

        A standard policy covers sudden and accidental discharge from plumbing, heating and appliances:

        - A pipe that bursts in a January cold snap
        - A washing machine hose that splits
        - A water heater that suddenly fails and empties onto the floor

        What's **not** covered is the failed part itself, or damage from a slow leak that went on for weeks.

        ## Covered only with an endorsement: backup and sump pump failure

        Water that backs up through a floor drain, sewer line or sump pit, or overflows because the sump pump
        failed or lost power, is **excluded** from most standard policies. You need a **water backup
        endorsement**, which typically costs $50 to $150 a year for $10,000 to $25,000 of coverage.

        If you have a finished basement, $10,000 rarely goes far. Carpet, drywall, a furnace and a freezer's
        worth of food add up quickly. We often recommend $25,000 or more.

        ## Not covered without flood insurance: surface and rising water

        Water that enters from outside at ground level is **flood**, and it's excluded from every homeowners
        policy. That includes:

        - Heavy rain running toward the house and seeping through the foundation
        - A creek or lake rising over its banks
        - Snowmelt pooling against the walls

        Flood coverage comes from the National Flood Insurance Program or a private flood insurer. There's
        usually a 30-day waiting period, so it can't be bought when the forecast turns bad. Homes near Seneca
        and Cayuga lakes, Canandaigua Outlet and the Genesee River should at least get a quote, even outside
        the mapped flood zones.

        ## Groundwater seepage

        Water that slowly seeps through foundation cracks is generally treated as maintenance, not an
        insurable loss. Waterproofing and proper grading are the fix.

        ## What to do now

        1. Find your declarations page and look for "water backup" or "sewer/drain backup" coverage and its limit.
        2. If you have a sump pump, consider a battery backup; some carriers give a discount.
        3. Ask us for a flood quote if you're near water or have had water in the basement before.

        Not sure what your policy says? Send it to us and we'll [review it for free](contact).
      `,
    },
    {
      slug: "solar-decommissioning-bonds-explained",
      title: "Solar decommissioning bonds in New York, explained",
      excerpt:
        "Why towns require them, how the amount is set, what a surety bond costs compared with a letter of credit, and how to avoid delays at the planning board.",
      author: "Dana Whitcomb, renewable energy practice lead",
      categories: ["renewable-energy", "business"],
      publishedDaysAgo: 23,
      body: md`
        Almost every solar project we insure in upstate New York needs a decommissioning bond before the
        building permit is issued. Developers new to the state are often surprised by it, and a late bond is
        one of the most avoidable causes of construction delays.

        ## Why towns require them

        New York towns adopt their own solar energy laws, many based on the NYSERDA model solar law. Nearly all
        require the owner to remove the array and restore the land when it stops operating, and to post
        **financial security** that guarantees the town can pay for the removal if the owner doesn't.

        ## How the amount is set

        The town typically requires a decommissioning plan prepared by a licensed engineer, with a cost
        estimate for:

        - Removing panels, racking, inverters, fencing and cabling
        - Pulling piles and restoring soil for agricultural use
        - Disposal and recycling

        Some towns allow salvage value to be credited; many don't. Security amounts we see range from about
        $30,000 to $100,000 per megawatt, with an inflation escalator and a requirement to update the
        estimate every five years.

        ## Surety bond or letter of credit?

        Most towns accept either. The difference for the developer is significant:

        - **Letter of credit:** issued by a bank, usually requiring cash collateral or drawing on your credit
          line. It ties up capital for the life of the project.
        - **Surety bond:** a guarantee from a surety company, priced as a yearly premium, typically 1% to 3% of
          the bond amount for well-capitalized developers. No cash collateral in most cases.

        For a 5 MW community solar project with a $350,000 requirement, that's roughly $3,500 to $10,500 a
        year instead of $350,000 held by a bank.

        ## What sureties look at

        1. The financial strength of the entity named on the bond (the project company, its parent, or both)
        2. The engineer's estimate and whether it seems realistic
        3. The bond form: open-ended "forever" bonds are harder to place than renewable terms
        4. The developer's track record with other projects

        ## Avoiding delays

        - **Get the bond form early.** Ask the town attorney for the required form when the site plan is under
          review, not after approval.
        - **Share financials in advance.** Sureties need the parent's statements; allow two to three weeks.
        - **Align the amount and the escalator** with the engineer's estimate before the final resolution.

        Our renewable energy team has placed more than $92 million in decommissioning and performance bonds
        for projects across New York. [See how we work with developers](commercial/renewable-energy-expertise)
        or email energy@cornerstoneinsurance.example with your town's requirements.
      `,
    },
    {
      slug: "new-york-dbl-and-paid-family-leave-for-small-employers",
      title: "NY disability and Paid Family Leave: what small employers must carry",
      excerpt:
        "Every New York employer needs DBL and PFL coverage, even with one employee. Who's covered, what it costs, the payroll deduction and common mistakes.",
      author: "Tasha Greene, employee benefits consultant",
      categories: ["employers"],
      publishedDaysAgo: 41,
      body: md`
        When a new business owner calls us about workers' compensation, we almost always add a second
        question: "Do you have DBL and Paid Family Leave?" Many don't realize New York requires both, and the
        penalties for going without them add up fast.

        ## Who has to carry it

        You must provide disability benefits (DBL) and Paid Family Leave (PFL) coverage once you've employed
        **one or more employees for at least 30 days** in a calendar year. Part-time employees count. There
        are limited exceptions, for example for certain farm workers and domestic employees working fewer than
        40 hours a week.

        ## What it pays

        - **DBL** pays an employee who can't work because of an injury or illness **off the job**, including
          pregnancy. The statutory benefit is 50% of average weekly wages up to a maximum of $170 a week, for
          up to 26 weeks.
        - **PFL** pays up to **12 weeks** a year at 67% of average weekly wage, up to a cap set each year,
          to bond with a new child, care for a family member with a serious health condition, or help when a
          family member is deployed on active military duty. Jobs and health insurance are protected.

        ## What it costs

        - **DBL:** employers may deduct up to 0.5% of wages, capped at $0.60 a week per employee. The
          employer pays the rest of the premium, which is often modest for small groups.
        - **PFL:** funded entirely by employees through a payroll deduction. The state sets the rate each year
          (0.388% of gross wages in 2025, up to $354.53 a year); we'll give you the current figure when you set it up.

        You buy the policy, set up the deduction in payroll, and the deductions largely cover the PFL premium.

        ## Common mistakes

        1. **Forgetting to start the PFL deduction.** You can't deduct retroactively, so the employer ends up
           paying.
        2. **Not posting the notices.** The DB-120.1 form must be posted where employees can see it.
        3. **Letting the policy lapse** when you change payroll companies. The Workers' Compensation Board
           sees the lapse and penalties follow.
        4. **Assuming workers' comp includes it.** It's a separate policy, though we usually place it with
           the same carrier.

        ## Enhanced plans

        Some employers choose to offer more than the statutory $170 a week, as a recruiting tool. Enhanced DBL
        plans can pay 60% of salary up to $1,000 or more a week.

        Need coverage or want to check yours? See our [workers' comp, DBL and PFL page](commercial/workers)
        or [contact Tasha](contact).
      `,
    },
    {
      slug: "hired-and-non-owned-auto-coverage",
      title: "Employees driving their own cars for work? Read this first",
      excerpt:
        "Hired and non-owned auto coverage protects your business when employees run errands in their own cars or you rent a vehicle. Here's why it matters.",
      author: "Mark Feeney, CPCU, vice president of commercial lines",
      categories: ["business"],
      publishedDaysAgo: 66,
      body: md`
        Picture a receptionist driving her own car to the bank to make the day's deposit, or a sales rep
        heading to a client in Rochester. She runs a red light on Routes 5 and 20 and seriously injures
        another driver. Who pays?

        ## The employee's policy pays first

        Her personal auto policy is primary. In New York the minimum liability limit is $25,000 per person, and
        plenty of people carry little more than that. Serious injury claims routinely exceed $250,000.

        ## Then the injured person's lawyer looks at you

        Because she was driving on company business, the injured party can sue your business under the legal
        principle that employers are responsible for their employees' actions at work. Your general liability
        policy **excludes** auto accidents. If you don't own vehicles, you may not have a business auto
        policy at all. That leaves the business exposed for everything above her limits.

        ## What hired and non-owned auto covers

        - **Non-owned auto:** liability for the business when employees, volunteers or partners drive their own
          cars on company business.
        - **Hired auto:** liability when the business rents, leases or borrows a vehicle, like a moving truck
          or a rental car on a business trip. Hired physical damage can be added to cover damage to the rental
          itself.

        It doesn't cover damage to the employee's own car, and it doesn't replace their personal auto policy.

        ## What it costs

        For most small businesses, **$150 to $400 a year**, added to a business owner's policy or commercial
        auto policy. It's also usually required before you can buy a commercial umbrella.

        ## Good practices alongside the coverage

        1. Keep a list of employees who drive for work, and check their licenses once a year.
        2. Require them to carry at least $100,000/$300,000 in liability, and keep a copy of their ID cards.
        3. Have a written policy on phone use while driving.
        4. Reimburse mileage at the IRS rate, which is designed to cover insurance costs.

        ## Do you have it?

        Look for "hired auto" and "non-owned auto" on your business owner's policy or commercial auto
        declarations. If you can't find it, [ask us](commercial/auto). It's one of the least expensive gaps to
        close.
      `,
    },
  ],
};

export default site;
