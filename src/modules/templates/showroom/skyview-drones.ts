import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "skyview-drones",
  name: "Skyview Drone Services",
  kind: "single-page:drone-services",
  theme: {
    palette: {
      primary: "#0369a1",
      onPrimary: "#ffffff",
      accent: "#f97316",
      background: "#f8fafc",
      surface: "#e0f2fe",
      text: "#0c1a2b",
      muted: "#3f5366",
      border: "#bae6fd",
    },
    fonts: { heading: "montserrat", body: "inter" },
    header: "overlay",
    footer: "simple",
    sectionStyle: "cards",
    logo: { mark: "drone", shape: "circle" },
    radius: "small",
    pattern: "grid",
  },
  settings: {
    tagline: "FAA-certified aerial photography, video, inspections and mapping across the Finger Lakes",
    description:
      "Skyview Drone Services is a Canandaigua-based drone company flying real estate photography, roof and solar inspections, vineyard and farm mapping, and construction progress video across Rochester and the Finger Lakes. FAA Part 107 certified and fully insured.",
    contact: {
      phone: "(585) 555-0159",
      email: "fly@skyviewdrones.example",
      address: { street: "2450 Rochester Road", locality: "Canandaigua", region: "NY", postalCode: "14424" },
      serviceAreaNote: "We fly across Monroe, Ontario, Wayne, Livingston, Yates, Seneca and Steuben counties. Travel is free within 40 miles of Canandaigua.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri", "sat"], opens: "08:00", closes: "18:00" }],
    hoursNote: "Flights are scheduled around the weather, including sunrise and sunset shoots on request.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Book a flight", href: "tel:+15855550159" },
  },
  forms: [
    {
      key: "flight-request",
      name: "Flight request",
      recipients: ["fly@skyviewdrones.example"],
      submitLabel: "Request a quote",
      successMessage:
        "Thanks! We'll check the airspace over your site and reply within one working day with a price and the first dates we can fly. Sites close to the Rochester airport can take a little longer to clear; we'll tell you if yours is one of them.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "company", label: "Company", type: "text", width: "half", help: "Brokerage, roofing company, farm or builder, if any." },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "service",
          label: "What do you need?",
          type: "select",
          required: true,
          options: [
            "Real estate photo and video",
            "Roof or chimney inspection",
            "Solar thermal scan",
            "Vineyard or farm mapping",
            "Construction progress",
            "Event or wedding",
            "Something else",
          ],
        },
        {
          name: "site",
          label: "Site address",
          type: "text",
          required: true,
          help: "Street address, or the nearest road and town for fields and vineyards.",
        },
        { name: "size", label: "Size of the site", type: "text", width: "half", help: "Lot size, roof area, acreage or number of panels." },
        { name: "date", label: "Preferred date", type: "date", width: "half", help: "We'll confirm the day before, once we've seen the forecast." },
        {
          name: "frequency",
          label: "How often?",
          type: "radio",
          width: "half",
          options: ["One flight", "Weekly", "Monthly", "Through the growing season"],
        },
        {
          name: "details",
          label: "What do you need to see?",
          type: "textarea",
          maxLength: 3000,
          help: "Shots you have in mind, deadlines, access to the site and who will be there.",
        },
        {
          name: "plans",
          label: "Site plan or photos (optional)",
          type: "file",
          accept: ["pdf", "image"],
          maxFiles: 3,
          maxSizeMb: 15,
          help: "Useful for mapping and construction jobs.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Skyview Drone Services | Aerial Photography & Inspections, Canandaigua",
      description:
        "Drone photography and video for real estate, roof and solar inspections, vineyard mapping and construction progress in Rochester and the Finger Lakes.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("landscape/shore-aerial"),
            variant: "fullBleed",
            eyebrow: "FAA Part 107 certified · Insured to $2 million",
            heading: "See the whole property, the whole roof, the whole vineyard, from 400 feet",
            body: "We're two licensed pilots based in Canandaigua with enterprise drones, thermal cameras and mapping software. Realtors, roofers, farmers and builders use us for sharp aerial images and data they can act on, delivered within 48 hours.",
            actions: [
              { label: "Call to book a flight", href: "tel:+15855550159" },
              { label: "Email us", href: "mailto:fly@skyviewdrones.example", variant: "secondary" },
            ],
            illustration: "drone",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "2,300+", label: "Flights logged since 2018" },
              { value: "48 hr", label: "Standard turnaround on every package" },
              { value: "6,000", label: "Acres of vineyard and farmland mapped last season" },
              { value: "0", label: "Incidents or insurance claims, ever" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What we fly",
            columns: 3,
            items: [
              {
                icon: "house",
                title: "Real estate photo and video",
                body: "Aerial stills that show the lot lines, the lake, the pool and the neighbourhood, plus smooth flyover video for listings and social media.",
              },
              {
                icon: "shield-check",
                title: "Roof and chimney inspections",
                body: "High-resolution close-ups of shingles, flashing, chimneys and gutters, without anyone climbing a ladder. Popular with roofers, insurers and home inspectors.",
              },
              {
                icon: "sun",
                title: "Solar array thermal scans",
                body: "Radiometric thermal imaging that finds hot cells, failed diodes and soiling on rooftop and ground-mount arrays, with a report of every fault by panel.",
              },
              {
                icon: "wine",
                title: "Vineyard and farm mapping",
                body: "Orthomosaic maps and NDVI plant-health maps that show vigour, drainage problems and missing vines row by row, flown once or through the season.",
              },
              {
                icon: "hard-hat",
                title: "Construction progress",
                body: "The same flight path every week or month, so owners, lenders and architects can compare progress side by side from the office.",
              },
              {
                icon: "camera",
                title: "Events and weddings",
                body: "Vineyard wedding and festival coverage with a dedicated pilot, cleared in advance with the venue. Ceremony aerials and a short highlight film.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Packages",
            intro: "Flat prices for our most-booked jobs. Mapping and recurring construction work are quoted by acreage and frequency.",
            plans: [
              {
                name: "Listing essentials",
                price: "$225",
                description: "For homes on lots up to 2 acres.",
                features: ["20 edited aerial photos", "Property lines marked on two images", "Delivered within 24 hours", "MLS and print sizes"],
              },
              {
                name: "Listing plus video",
                price: "$395",
                description: "Our most-booked real estate package.",
                features: [
                  "30 edited aerial photos",
                  "60 to 90-second flyover video with music",
                  "Vertical cut for Instagram and TikTok",
                  "Twilight shoot for $75 more",
                ],
                highlighted: true,
                action: { label: "Book a listing shoot", href: "tel:+15855550159" },
              },
              {
                name: "Roof inspection",
                price: "$275",
                description: "Residential roofs up to 4,000 sq ft.",
                features: ["Full-coverage close-up images", "Annotated PDF report of visible damage", "Thermal moisture scan for $125 more"],
              },
              {
                name: "Field and vineyard mapping",
                price: "From $650",
                description: "Up to 40 acres; larger blocks quoted per acre.",
                features: ["Georeferenced orthomosaic", "NDVI plant-health map", "Files for your farm software", "Season plans of 3 to 5 flights"],
              },
            ],
            note: "Travel within 40 miles of Canandaigua is included. Weather reschedules are free; we watch forecasts and call you the day before.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "From phone call to finished files",
            items: [
              {
                title: "Tell us about the site",
                body: "Address, what you need to see and when. We look at the airspace straight away: much of Monroe County sits under Rochester airport's controlled airspace.",
              },
              {
                title: "Airspace and safety plan",
                body: "We request FAA LAANC authorisation where needed, check for temporary flight restrictions, and plan take-off points and flight paths clear of people and roads.",
              },
              {
                title: "Flight day",
                body: "Most residential shoots take 30 to 45 minutes on site. You don't need to be there, but you're welcome to watch on our second screen.",
              },
              {
                title: "Editing and delivery",
                body: "Colour-corrected photos, edited video or processed maps arrive by download link within 48 hours, usually sooner. Raw files are kept for a year.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Who we fly for",
            items: [
              {
                quote:
                  "Every one of my lake listings gets Skyview's video now. Buyers from out of town want to see the shoreline and the neighbours' docks, and Dan gets shots I couldn't describe in words.",
                name: "Lisa Fontaine",
                detail: "Real estate agent, Canandaigua",
                rating: 5,
              },
              {
                quote:
                  "The NDVI maps showed us a drainage problem in two blocks of Riesling we'd been blaming on the rootstock. We tiled the field that fall and the vines are finally even.",
                name: "Mark Hollister",
                detail: "Vineyard manager, Seneca Lake",
                rating: 5,
              },
              {
                quote: "We quote storm damage off their photos now instead of sending a crew up first. Faster for the homeowner and safer for my guys.",
                name: "Rob Kessler",
                detail: "Owner, Kessler Roofing, Henrietta",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Are you licensed and insured?",
                answer:
                  "Both our pilots hold FAA Part 107 remote pilot certificates, our drones are registered with the FAA, and we carry $2 million in aviation liability insurance. We'll name your company on a certificate for any job.",
              },
              {
                question: "Can you fly near the Rochester airport?",
                answer:
                  "Usually, yes. Most of the controlled airspace around Frederick Douglass Greater Rochester International is available through LAANC at set altitudes, often approved within minutes. Sites very close to the runways take longer; we'll tell you on the first call.",
              },
              {
                question: "What happens if it rains or it's windy?",
                answer:
                  "We don't fly in rain, in winds above about 20 mph or in low cloud. We check the forecast the day before and reschedule with you at no charge. Thermal scans also need sun, so we pick the day carefully.",
              },
              {
                question: "What about the neighbours' privacy?",
                answer:
                  "We fly over the client's property, avoid lingering over neighbouring homes and never photograph people in their yards. For some shoots we knock on a neighbour's door first, and they're always glad we did.",
              },
              {
                question: "Who owns the photos and video?",
                answer:
                  "You get a licence to use everything we deliver for your property or project, in any medium, forever. We may use a few images in our portfolio unless you ask us not to.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "flight-request",
            heading: "Tell us what you need to see",
            intro:
              "An address and a date are enough to get started. For mapping and construction work, add the acreage or a site plan and we'll quote within a day.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Talk to a pilot",
            intro:
              "Questions about airspace, insurance certificates or a recurring job? Call or email us. If we're in the air, we'll call you back the same day.",
            showHours: true,
            showMap: false,
          },
        },
      ],
    },
  ],
};

export default site;
