import type { SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "gloss-boss-detailing",
  name: "Gloss Boss Auto Detailing",
  kind: "single-page:auto-detailer",
  theme: {
    palette: {
      primary: "#4cc3f5",
      onPrimary: "#0e1014",
      accent: "#f5d04c",
      background: "#0e1014",
      surface: "#181c23",
      text: "#f1f4f8",
      muted: "#a8b0bd",
      border: "#2a303a",
    },
    fonts: { heading: "montserrat", body: "system" },
    header: "bar",
    footer: "simple",
    sectionStyle: "cards",
    logo: { mark: "car-front", shape: "square" },
    radius: "large",
    pattern: "diagonal",
  },
  settings: {
    tagline: "Hand washes, full details, paint correction and ceramic coatings in Henrietta, or in your driveway",
    description:
      "Gloss Boss Auto Detailing is a detailing shop in Henrietta, NY, with a mobile van for the Rochester suburbs: interior and exterior details, salt removal, paint correction and ceramic coatings for cars, trucks and SUVs.",
    contact: {
      phone: "(585) 555-0140",
      email: "shine@glossboss.example",
      address: { street: "3280 East Henrietta Road, Bay 2", locality: "Henrietta", region: "NY", postalCode: "14467" },
      serviceAreaNote: "The mobile van covers Henrietta, Pittsford, Brighton, Rush, Mendon, Chili and Scottsville.",
    },
    hours: [
      { days: ["tue", "wed", "thu", "fri"], opens: "08:00", closes: "18:00" },
      { days: ["sat"], opens: "08:00", closes: "15:00" },
    ],
    hoursNote: "By appointment. Mobile details April through November; the heated shop is open all year.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Book a detail", href: "tel:+15855550140" },
  },
  forms: [
    {
      key: "detail-quote",
      name: "Detailing quote request",
      recipients: ["shine@glossboss.example"],
      submitLabel: "Get my quote",
      successMessage:
        "Thanks! We'll look over your car's details and photos and reply with a price, usually within a couple of hours during shop hours, then call or text to book your day. Questions in the meantime? Call the shop at (585) 555-0140.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Mobile number", type: "phone", width: "half" },
        { name: "vehicle", label: "Vehicle", type: "text", required: true, width: "half", maxLength: 120, help: "Year, make and model, e.g. 2019 Honda CR-V." },
        {
          name: "size",
          label: "Vehicle size",
          type: "radio",
          required: true,
          options: ["Car or small SUV", "Mid-size SUV or pickup", "Three-row SUV or minivan"],
        },
        {
          name: "package",
          label: "Package",
          type: "select",
          required: true,
          options: ["Maintenance wash", "Full detail", "Paint correction", "Ceramic coating", "Not sure: help me choose"],
        },
        {
          name: "addons",
          label: "Add-ons",
          type: "checkbox",
          options: ["Headlight restoration", "Engine bay cleaning", "Odor treatment", "Salt and undercarriage rinse", "Heavy pet hair"],
        },
        { name: "where", label: "Where?", type: "radio", required: true, options: ["At the shop in Henrietta", "Mobile: my driveway or workplace"] },
        {
          name: "address",
          label: "Address for mobile service",
          type: "text",
          help: "Henrietta, Pittsford, Brighton, Rush, Mendon, Chili or Scottsville, April through November.",
        },
        { name: "date", label: "Preferred date", type: "date", width: "half" },
        {
          name: "notes",
          label: "What's bothering you about the car?",
          type: "textarea",
          maxLength: 2000,
          help: "Salt stains, swirls, a smell, a spill, a trade-in next week…",
        },
        {
          name: "photos",
          label: "Photos",
          type: "file",
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
          help: "Optional, up to six. Close-ups of stains, swirls or scratches help us give a firm price.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Gloss Boss Auto Detailing | Car Detailing in Henrietta & Rochester",
      description:
        "Interior and exterior car detailing, road salt removal, paint correction and ceramic coating in Henrietta, NY, with mobile service in the Rochester suburbs.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Henrietta shop · mobile van",
            heading: "Five months of road salt, gone in an afternoon",
            body: "Rochester winters are hard on cars: salt in the wheel wells, slush ground into the carpets, swirl marks from the tunnel wash. We detail by hand, in a heated bay, with pH-neutral products and a lot of patience, and hand back a car that looks the way it did on the lot.",
            actions: [
              { label: "Call to book", href: "tel:+15855550140" },
              { label: "Email the shop", href: "mailto:shine@glossboss.example", variant: "secondary" },
            ],
            illustration: "sparkles",
          },
        },
        {
          type: "features",
          props: {
            heading: "Services",
            columns: 3,
            items: [
              {
                icon: "droplets",
                title: "Hand wash and wax",
                body: "Foam pre-wash, two-bucket hand wash, wheels and tires cleaned, a spray sealant, and windows inside and out.",
              },
              {
                icon: "spray-can",
                title: "Interior detail",
                body: "Vacuumed and steamed, carpets and seats shampooed and extracted, salt stains lifted, leather cleaned and conditioned, every vent and crevice.",
              },
              {
                icon: "snowflake",
                title: "Salt and undercarriage rinse",
                body: "A heated undercarriage flush and wheel-well cleaning to get corrosive salt brine off your frame, brake lines and exhaust.",
              },
              {
                icon: "sparkles",
                title: "Paint correction",
                body: "Machine polishing in one or two stages to remove swirls, water spots and light scratches, checked under inspection lights.",
              },
              {
                icon: "shield",
                title: "Ceramic coating",
                body: "A hard, glossy coating that sheds water and road grime and makes winter washes far easier, rated for two to five years.",
              },
              {
                icon: "truck",
                title: "Mobile detailing",
                body: "Our van brings water, power and everything else to your driveway or office parking lot for washes and interior details.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Packages",
            intro:
              "Prices are for cars and small SUVs. Mid-size SUVs and trucks add 15%; three-row SUVs and minivans add 25%. Pet hair and very heavy soiling are quoted on the spot.",
            plans: [
              {
                name: "Maintenance wash",
                price: "$65",
                period: "about 1 hour",
                features: ["Two-bucket hand wash", "Wheels, tires and dressing", "Spray sealant", "Quick interior vacuum and wipe-down"],
              },
              {
                name: "Full detail",
                price: "$245",
                period: "4 to 5 hours",
                features: [
                  "Everything in the maintenance wash",
                  "Clay bar and 6-month sealant",
                  "Full interior shampoo and steam",
                  "Leather care",
                  "Salt stain removal",
                ],
                highlighted: true,
              },
              {
                name: "Paint correction",
                price: "from $450",
                period: "1 to 2 days",
                features: ["Full wash and decontamination", "One-stage polish ($450) or two-stage ($750)", "Paint depth readings", "Before and after photos"],
              },
              {
                name: "Ceramic coating",
                price: "from $900",
                period: "2 days",
                features: ["Includes one-stage paint correction", "Coating on paint, wheels and glass", "3-year coating warranty", "Free wash at 30 days"],
              },
            ],
            note: "Add-ons: headlight restoration $85, engine bay cleaning $60, odor treatment $75, salt and undercarriage rinse $40. Mobile service adds $20 within our area.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How booking works",
            items: [
              {
                title: "Tell us about the car",
                body: "Call, or send the quote form below with the make, model, a few photos and what's bothering you. We'll reply with a price, usually within a couple of hours.",
              },
              {
                title: "Shop or driveway",
                body: "Corrections and coatings are done in the shop. Washes and interiors can be at the shop or at your place, if there's room to work.",
              },
              {
                title: "Drop off, or don't",
                body: "Drop off in Henrietta in the morning and pick up by five. Shuttle rides to RIT, the Marketplace Mall area and nearby offices are free.",
              },
              {
                title: "Walk around together",
                body: "We inspect the finished car with you before you pay, in daylight or under our lights, so nothing's missed.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Recent work",
            items: [
              { title: "2018 Subaru Outback", body: "Full detail after a winter of ski trips to Bristol Mountain and two golden retrievers." },
              { title: "Black 2021 Mustang GT", body: "Two-stage correction removed car wash swirls, then a five-year ceramic coating." },
              { title: "2019 Ford F-150", body: "Undercarriage salt flush, interior shampoo and a sealant before a trade-in. The dealer raised their offer." },
              { title: "1967 Chevrolet Camaro", body: "Single-stage paint hand-polished and waxed before a Saturday show at the Geneseo airfield." },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Reviews",
            items: [
              {
                quote:
                  "My minivan had three kids, a soccer season and a spilled chocolate milk in it. It came back smelling like nothing at all, which I didn't think was possible anymore.",
                name: "Amanda Fitch",
                detail: "Pittsford",
                rating: 5,
              },
              {
                quote:
                  "Had the ceramic coating done on my new truck in November. It's March and a hose-down still takes the salt right off. Worth every penny.",
                name: "Derek Lyons",
                detail: "Rush",
                rating: 5,
              },
              {
                quote:
                  "They came to my office lot in Brighton and detailed the car while I worked. Professional, on time, and they didn't waste a drop of water on the pavement.",
                name: "Sunita Rao",
                detail: "Brighton",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions",
            items: [
              {
                question: "How often should I detail my car?",
                answer:
                  "A full detail twice a year, once in late spring to get the winter out and once in fall to protect the paint before the salt trucks roll. In between, a maintenance wash every three to four weeks.",
              },
              {
                question: "Is ceramic coating worth it in Rochester?",
                answer:
                  "For a car you plan to keep a few years, usually yes. It won't stop rock chips or scratches, but salt, bird droppings and tree sap wash off far more easily, and the paint stays glossy with much less work.",
              },
              {
                question: "Can you get out dog hair?",
                answer: "Yes, with rubber brushes, air and patience. Heavy pet hair adds $40 to $80 depending on the vehicle; we'll tell you before we start.",
              },
              {
                question: "Do you detail in winter?",
                answer:
                  "The shop is heated and open all year, and winter is when your car needs it most. The mobile van is parked from December to March, when it's too cold to work outside.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "detail-quote",
            heading: "Get a quote",
            intro:
              "Tell us about the car and the package you're after, add a few photos if you can, and we'll reply with a price, usually within a couple of hours.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Book your detail",
            intro:
              "The shop is Bay 2 in the light industrial building on East Henrietta Road, with customer parking out front. Call to book, or use the quote form above and we'll reply with a price.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
  ],
};

export default site;
