import type { SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "spoke-and-chain",
  name: "Spoke & Chain Bike Repair",
  kind: "single-page:bike-repair",
  theme: {
    palette: {
      primary: "#2e3c4a",
      onPrimary: "#ffffff",
      accent: "#f2c14e",
      background: "#fbfaf7",
      surface: "#efede6",
      text: "#1d232a",
      muted: "#515a63",
      border: "#dcd8cc",
    },
    fonts: { heading: "work-sans", body: "nunito" },
    header: "classic",
    footer: "band",
    sectionStyle: "rows",
    logo: { mark: "bike", shape: "circle" },
    radius: "small",
    pattern: "none",
  },
  settings: {
    tagline: "Honest bike repair in the South Wedge, a block from the Genesee Riverway Trail",
    description:
      "Spoke & Chain is a two-mechanic bike repair shop on South Avenue in Rochester's South Wedge. Tune-ups, flat fixes, wheel builds, e-bike service and refurbished used bikes, with most repairs done within three days.",
    contact: {
      phone: "(585) 555-0144",
      email: "shop@spokeandchain.example",
      address: { street: "640 South Avenue", locality: "Rochester", region: "NY", postalCode: "14620" },
    },
    hours: [
      { days: ["tue", "wed", "thu", "fri"], opens: "10:00", closes: "18:30" },
      { days: ["sat"], opens: "10:00", closes: "17:00" },
      { days: ["sun"], opens: "12:00", closes: "16:00" },
    ],
    hoursNote: "Sundays April through October only. Flat fixes while you wait whenever we're open.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Call the shop", href: "tel:+15855550144" },
  },
  forms: [
    {
      key: "repair-dropoff",
      name: "Repair drop-off request",
      recipients: ["shop@spokeandchain.example"],
      submitLabel: "Send repair request",
      successMessage:
        "Thanks, your bike is on our list. Bring it in any time we're open and give your name at the counter: we'll look it over with you and write up an estimate before we touch it. If it sounds like a part needs ordering, we'll email you first so it's here when your bike is.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Mobile number", type: "phone", width: "half", help: "We text when it's ready." },
        {
          name: "bike_type",
          label: "Type of bike",
          type: "select",
          required: true,
          width: "half",
          options: ["Commuter or city", "Road", "Gravel or cyclocross", "Mountain", "E-bike", "Kids' bike", "Cargo bike", "Vintage", "Something else"],
        },
        { name: "bike", label: "Make and model, if you know it", type: "text", maxLength: 120, help: "For e-bikes, the motor system too (Bosch, Shimano…)." },
        {
          name: "service",
          label: "What does it need?",
          type: "select",
          required: true,
          options: [
            "Safety check",
            "Standard tune-up",
            "Overhaul",
            "Flat or tire",
            "Brakes",
            "Gears or chain",
            "Wheel true or broken spoke",
            "E-bike service",
            "Not sure",
          ],
        },
        {
          name: "problem",
          label: "What's the problem?",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: 'What you hear, feel or see, and when it started. "Clicks in the lowest gear going uphill" is perfect.',
        },
        { name: "dropoff", label: "When will you drop it off?", type: "date", width: "half" },
        { name: "needed_by", label: "Need it back by?", type: "date", width: "half" },
        { name: "photos", label: "A photo, if it helps", type: "file", accept: ["image"], maxFiles: 3, maxSizeMb: 10 },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Spoke & Chain Bike Repair | South Wedge, Rochester NY",
      description:
        "Bike tune-ups, flat repairs, wheel builds and e-bike service in Rochester's South Wedge. Repair prices, turnaround times and refurbished used bikes.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "South Wedge · repairs, not sales pitches",
            heading: "Fixed right, back on the trail this week",
            body: "We're a repair shop first: no showroom of carbon bikes, no upsell. Bring in the department-store bike, the 1984 Peugeot or the new e-bike and we'll tell you plainly what it needs, what it doesn't, and what it'll cost, before we pick up a wrench.",
            actions: [
              { label: "Call (585) 555-0144", href: "tel:+15855550144" },
              { label: "Email a question", href: "mailto:shop@spokeandchain.example", variant: "secondary" },
            ],
            illustration: "bike",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we work on",
            columns: 3,
            items: [
              {
                icon: "bike",
                title: "Commuter and city bikes",
                body: "Fenders, racks, lights and internally geared hubs set up for the daily ride downtown, and winterised for salt and slush.",
              },
              {
                icon: "mountain",
                title: "Road and gravel",
                body: "Drivetrain and brake service, tubeless setups, and hydraulic bleeds for riders heading out on the Canalway Trail or the hills south of town.",
              },
              {
                icon: "zap",
                title: "E-bikes",
                body: "Brakes, tires and drivetrains on e-bikes, which wear faster than you'd think. Bosch and Shimano diagnostics in the shop.",
              },
              {
                icon: "baby",
                title: "Kids' bikes",
                body: "Balance bikes to 24-inch wheels, training wheels on and off, and a $25 kids' safety check: brakes, bolts and tires.",
              },
              {
                icon: "wrench",
                title: "Wheel building and truing",
                body: "Broken spokes replaced, wheels trued and tensioned, and custom wheels built by hand for touring and cargo bikes.",
              },
              {
                icon: "recycle",
                title: "Refurbished used bikes",
                body: "Donated and trade-in bikes rebuilt with new cables, tires and brake pads, from $180, each with a 90-day guarantee.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Tune-ups",
            intro: "Labor only; parts are extra and we always call before adding anything over $20.",
            plans: [
              {
                name: "Safety check",
                price: "$45",
                features: ["Brakes adjusted", "Gears indexed", "Tires inflated and checked", "Bolts torqued and chain lubed"],
              },
              {
                name: "Standard tune-up",
                price: "$95",
                description: "What most bikes need once a year.",
                features: ["Everything in the safety check", "Wheels trued", "Headset and hubs adjusted", "Drivetrain degreased", "Frame cleaned"],
                highlighted: true,
              },
              {
                name: "Overhaul",
                price: "$195",
                description: "For bikes coming out of years in the garage, or a lot of winter miles.",
                features: [
                  "Bike fully stripped and cleaned",
                  "Bearings serviced or replaced",
                  "New cables and housing installed",
                  "Ultrasonic drivetrain cleaning",
                ],
              },
            ],
            note: "E-bikes add $25 to any tune-up for the extra weight and the motor check.",
          },
        },
        {
          type: "menu",
          props: {
            heading: "Common repairs",
            intro: "Labor prices per wheel or per item. Tubes, tires and parts are priced separately and sold at fair prices.",
            sections: [
              {
                name: "Wheels and tires",
                items: [
                  { name: "Flat fix", description: "Tube installed; while you wait when we're not slammed. Tube $9.", priceCents: 1500 },
                  { name: "Tire install", priceCents: 1500 },
                  { name: "Wheel true", priceCents: 2500 },
                  { name: "Broken spoke replaced and trued", priceCents: 3500 },
                  { name: "Tubeless setup", description: "Per wheel, sealant included.", priceCents: 3000 },
                ],
              },
              {
                name: "Brakes and gears",
                items: [
                  { name: "Brake adjustment", description: "Per brake, rim or mechanical disc.", priceCents: 1500 },
                  { name: "Hydraulic brake bleed", description: "Per brake, fluid included.", priceCents: 3500 },
                  { name: "Derailleur adjustment", priceCents: 2000 },
                  { name: "Chain install", description: "Chain from $25.", priceCents: 1500 },
                  { name: "Cable and housing replacement", description: "Per cable, parts included.", priceCents: 3000 },
                ],
              },
              {
                name: "Other",
                items: [
                  { name: "Fender or rack install", priceCents: 2500 },
                  { name: "Box a bike for shipping", description: "Box included.", priceCents: 7500 },
                  { name: "Assemble a bike bought online", priceCents: 9000 },
                ],
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Dropping off a bike",
            items: [
              {
                title: "Come in any time we're open",
                body: "No appointment needed, though a repair request below lets us order parts ahead. We look the bike over with you and write down everything we find.",
              },
              {
                title: "Get a price before we start",
                body: "You'll leave with a written estimate and a ticket number. Nothing extra gets done without a call or text.",
              },
              {
                title: "We fix it",
                body: "Most repairs are ready in one to three days. In April and May it can be closer to a week; ask us and we'll be honest.",
              },
              {
                title: "Pick up and ride",
                body: "We text when it's ready and test-ride it before you do. Every repair is guaranteed for 30 days; bring it back if anything's off.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From riders",
            items: [
              {
                quote:
                  "Another shop quoted me $300 and told me to buy a new bike. Spoke & Chain adjusted the derailleur, replaced a chain, and charged me $38. I've been back every spring since.",
                name: "Jamal Peterson",
                detail: "Commutes from the 19th Ward",
                rating: 5,
              },
              {
                quote: "They rebuilt the wheels on my touring bike before I rode the Erie Canalway from Buffalo to Albany. Not one broken spoke in 360 miles.",
                name: "Karen Holt",
                detail: "Brighton",
                rating: 5,
              },
              {
                quote: "Bought a refurbished bike for my teenager for $210. It's been flawless, and they showed her how to fix her own flat.",
                name: "Luis Alvarez",
                detail: "South Wedge",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Shop questions",
            items: [
              {
                question: "How long will my repair take?",
                answer:
                  "Most repairs are done in one to three days, and flat fixes usually while you wait. In spring, when everyone pulls their bike out of the garage at once, it can take up to a week, so consider a tune-up in March.",
              },
              {
                question: "Do you work on e-bikes and scooters?",
                answer:
                  "E-bikes, yes: brakes, tires, drivetrains and diagnostics on Bosch and Shimano systems. We don't work on electric scooters or repair batteries, and we can't service e-bikes with home-built conversion kits.",
              },
              {
                question: "How should I store my bike over winter?",
                answer:
                  "Indoors and dry if you can. Wipe off road salt, lube the chain, and pump the tires every month or so. If you ride through the winter, rinse the bike with fresh water after salty days and bring it in for a tune-up in spring.",
              },
              {
                question: "Do you buy used bikes?",
                answer:
                  "We take trade-ins toward repairs and refurbished bikes, and accept donations, which we pass on to a local youth cycling program when we can't resell them.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "repair-dropoff",
            heading: "Tell us before you drop off",
            intro: "No appointment needed, but a few lines about the bike and the problem let us order parts ahead and get it back to you sooner.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Find the shop",
            intro:
              "We're on South Avenue just north of Gregory Street, a short ride from the Genesee Riverway Trail. Bike racks out front, and street parking on the side streets.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
  ],
};

export default site;
