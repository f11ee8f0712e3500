import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0123";
const TEL = "tel:+15855550123";
const EMAIL = "hello@gentlewash.example";

const site: SiteSeed = {
  slug: "gentle-wash",
  name: "Gentle Wash Soft Washing",
  kind: "soft-washing",
  theme: {
    palette: {
      primary: "#0a6587",
      onPrimary: "#ffffff",
      accent: "#38bdf8",
      background: "#f7fbfd",
      surface: "#e3f1f7",
      text: "#0c2330",
      muted: "#46606d",
      border: "#bfdbe7",
    },
    fonts: { heading: "dm-sans", body: "nunito" },
    header: "action",
    footer: "columns",
    sectionStyle: "bands",
    logo: { mark: "droplets", shape: "circle" },
    radius: "large",
    pattern: "waves",
  },
  settings: {
    tagline: "Low-pressure house, roof and deck cleaning in Fairport, Penfield and Webster",
    description:
      "Gentle Wash cleans siding, roofs, decks, fences and concrete with low-pressure soft washing, safe for vinyl, shingles, stucco and your garden. Fully insured and serving eastern Monroe County.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "88 Parce Avenue, Suite 4", locality: "Fairport", region: "NY", postalCode: "14450" },
      serviceAreaNote: "Fairport, Perinton, Penfield, Webster, Pittsford, Victor, Macedon and Brighton.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:00", closes: "18:00" },
      { days: ["sat"], opens: "08:00", closes: "14:00" },
    ],
    hoursNote: "Washing season runs April through mid-November. We answer calls and emails all year.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Call (585) 555-0123", href: TEL },
    footerLinks: [{ label: "Privacy policy", href: "privacy-policy" }],
  },
  forms: [
    {
      key: "quote",
      name: "Quote request",
      recipients: [EMAIL],
      submitLabel: "Get my price",
      successMessage:
        "Thanks! We'll measure your home from satellite imagery and email you a firm price, usually the same day during the washing season, along with a few dates that work. Questions before then? Call or text (585) 555-0123.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Mobile phone", type: "phone", width: "half", help: "For arrival texts and finished-job photos." },
        {
          name: "town",
          label: "Town",
          type: "select",
          required: true,
          width: "half",
          options: ["Fairport or Perinton", "Penfield", "Webster", "Pittsford", "Victor", "Macedon", "Brighton", "Somewhere else"],
        },
        {
          name: "address",
          label: "Address to be cleaned",
          type: "text",
          required: true,
          help: "We use it to measure the house and roof from satellite imagery.",
        },
        {
          name: "services",
          label: "What would you like cleaned?",
          type: "checkbox",
          required: true,
          options: [
            "House siding",
            "Roof",
            "The Whole House package",
            "Deck",
            "Fence",
            "Driveway, walks or patio",
            "Gutter brightening",
            "Rust or irrigation stains",
            "Commercial building or HOA",
          ],
        },
        {
          name: "home_size",
          label: "Approximate size of the home",
          type: "select",
          width: "half",
          options: ["Up to 1,500 sq ft", "1,500-2,500 sq ft", "2,500-3,500 sq ft", "Over 3,500 sq ft", "Not sure"],
        },
        { name: "stories", label: "Stories", type: "radio", width: "half", options: ["One", "Two", "Three or more"] },
        {
          name: "timing",
          label: "When would you like it done?",
          type: "select",
          required: true,
          options: ["As soon as possible", "Within the next month", "Before a particular date", "Sometime this season", "Next spring"],
        },
        {
          name: "photos",
          label: "Photos of the worst areas",
          type: "file",
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
          help: "Optional: up to 6 photos of the north wall, roof streaks, deck or anything you're unsure about.",
        },
        {
          name: "notes",
          label: "Anything we should know?",
          type: "textarea",
          maxLength: 2000,
          help: "Delicate plants, pets, gate codes, where the outdoor spigot is, or a date you're working toward.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Gentle Wash Soft Washing | Fairport, NY",
      description:
        "Soft washing for siding, roofs, decks, fences and driveways in Fairport, Penfield and Webster. Low pressure, plant-safe, with prices posted up front.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("homes/gentle-wash/clean-colonial"),
            variant: "split",
            eyebrow: "Soft washing in eastern Monroe County",
            heading: "Clean siding and roofs, without the pressure washer damage",
            body: "Green algae on the north wall, black streaks down the roof, gray deck boards: it's all organic growth, and it comes off with the right cleaning solution, not blasting. We clean at garden-hose pressure, so nothing gets etched, stripped or forced behind your siding.",
            actions: [
              { label: "Call (585) 555-0123", href: TEL },
              { label: "Email hello@gentlewash.example", href: "mailto:hello@gentlewash.example", variant: "secondary" },
            ],
            illustration: "droplets",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we clean",
            columns: 3,
            items: [
              {
                icon: "house",
                title: "House washing",
                body: "Vinyl, aluminum, fiber cement, wood, brick and stucco. Algae, mildew, spider webs and pollen gone, windows rinsed.",
              },
              {
                icon: "shield-check",
                title: "Roof cleaning",
                body: "Black streaks (gloeocapsa magma algae), moss and lichen removed from asphalt shingles, following shingle-maker guidelines.",
              },
              { icon: "sun", title: "Decks and fences", body: "Wood, composite and vinyl. Gray, green and mildewed surfaces brightened and ready for stain." },
              { icon: "car", title: "Driveways and patios", body: "Concrete and pavers cleaned with a surface cleaner, then post-treated so the clean lasts." },
              { icon: "droplets", title: "Gutter brightening", body: "The black 'tiger stripes' on gutter faces removed by hand. Gutters look new again." },
              {
                icon: "building-2",
                title: "Small commercial",
                body: "Storefronts, offices, HOAs and apartment buildings, scheduled early mornings or weekends.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Pricing",
            intro: "Prices for a typical home in our area. We confirm your price from satellite measurements before we arrive, so there are no surprises.",
            plans: [
              {
                name: "House wash",
                price: "From $299",
                period: "up to 1,500 sq ft",
                description: "Full exterior siding, soffits, fascia and gutter faces, with windows and screens rinsed.",
                features: ["1,500-2,500 sq ft: $379", "2,500-3,500 sq ft: $459", "Larger homes quoted"],
              },
              {
                name: "Roof soft wash",
                price: "From $495",
                period: "per roof",
                description: "Algae streaks, moss and lichen treated on asphalt shingle roofs. Most roofs stay clean 3 to 5 years.",
                features: ["Typical ranch: $495-$650", "Two-story colonial: $650-$895", "Steep roofs quoted"],
              },
              {
                name: "The Whole House",
                price: "$795",
                period: "most homes",
                description: "House wash, roof wash and gutter brightening in one visit. Saves about $150 versus booking separately.",
                features: ["Homes up to 2,500 sq ft", "Free touch-up within 30 days", "Best value"],
                highlighted: true,
              },
              {
                name: "Decks, fences and concrete",
                price: "From $199",
                period: "per surface",
                description: "Decks about $0.55 a sq ft, fences about $1.50 a linear ft, concrete about $0.25 a sq ft.",
                features: ["Add to any wash and save 10%", "Brightener for wood included"],
              },
            ],
            note: "Gutter brightening alone is $129 to $249. All prices include plant protection and cleanup. $75 off your second service when you book two in the same visit.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Why soft washing",
            heading: "Pressure washing moves dirt; soft washing kills what's growing",
            body: md`
              A pressure washer at 3,000 PSI can strip paint, etch wood, knock granules off shingles, crack
              window seals and drive water up behind vinyl siding. It also leaves the roots of the algae behind,
              so the green is back in a season.

              Soft washing uses a cleaning solution of **diluted sodium hypochlorite** (the active ingredient
              in household bleach) with a biodegradable surfactant, applied at under 100 PSI. It kills algae,
              mold and lichen at the root, then rinses clean. Roof manufacturers including GAF and Owens
              Corning recommend this method.
            `,
            illustration: "sparkles",
          },
        },
        {
          type: "steps",
          props: {
            heading: "What happens on wash day",
            intro: "Most houses take two to three hours. You don't need to be home, as long as we can reach an outside water spigot.",
            items: [
              { title: "Walk-around", body: "We check for loose siding, open windows, outlets and fragile areas, and note anything already damaged." },
              { title: "Protect plants", body: "Gardens and shrubs are soaked with plain water first and covered where the solution could run onto them." },
              { title: "Apply and dwell", body: "Cleaning solution goes on from the bottom up at low pressure and sits 10 to 15 minutes to work." },
              { title: "Rinse", body: "Everything is rinsed thoroughly from the top down, including windows, screens and walkways." },
              { title: "Plant rinse and final check", body: "Plants get a second soaking, we walk the house again and text you photos of the finished job." },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "What customers say",
            items: [
              {
                quote: "Our north side was green and the roof had black streaks everywhere. The house looks repainted and the hydrangeas didn't lose a leaf.",
                name: "Cathy V.",
                detail: "House and roof wash, Penfield",
                rating: 5,
              },
              {
                quote:
                  "Booked the Whole House package. They were done before lunch, sent photos, and the price was exactly what they quoted from the satellite measurement.",
                name: "Eric N.",
                detail: "Whole House package, Fairport",
                rating: 5,
              },
              {
                quote: "Our deck went from gray to tan in an afternoon. Stained it the next weekend and it looks brand new.",
                name: "Jamal and Lisa R.",
                detail: "Deck cleaning, Webster",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Frequently asked questions",
            items: [
              {
                question: "Is soft washing safe for my plants, pets and kids?",
                answer:
                  "Yes, with the precautions we take. We pre-soak and rinse all plants, cover delicate ones, and the solution breaks down into salt water and oxygen. Keep pets and children inside during the wash and until surfaces are rinsed, usually about two hours.",
              },
              {
                question: "Will soft washing void my roof warranty?",
                answer:
                  "No. Pressure washing can, but the Asphalt Roofing Manufacturers Association and the major shingle makers recommend a dilute bleach solution applied at low pressure, which is exactly what we do. We never walk on roofs in a way that damages shingles.",
              },
              {
                question: "How long will my house stay clean?",
                answer:
                  "Siding usually stays clean 18 months to 2 years; shady north and lake-facing walls sooner. Roofs typically stay clean 3 to 5 years. Annual house washes are 10% off.",
              },
              {
                question: "Do I need to be home?",
                answer:
                  "No. We just need access to an outdoor spigot with the water on, windows closed, and cars moved away from the house. We'll text when we arrive and when we're done.",
              },
              {
                question: "What about rust, paint overspray or hard-water stains?",
                answer:
                  "Those aren't organic, so soft washing won't remove them. We offer rust and irrigation-stain removal with a separate treatment; ask for a quote.",
              },
              {
                question: "Are you insured?",
                answer:
                  "Yes: $2 million general liability, including coverage for the work we do on your property, and workers' compensation. We'll email a certificate to you or your HOA.",
              },
              {
                question: "Can you wash in cold weather?",
                answer: "We wash from April to mid-November when temperatures are above 40°F. Book early: May, June and September fill up first.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Get your price",
            intro: "Tell us your address and what you'd like cleaned. We'll reply with a firm price, usually the same day, and a few dates that work.",
            form: "quote",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Rather talk it through?",
            intro: "Call or text (585) 555-0123, or email hello@gentlewash.example. Our office in Fairport answers all year, even when the season's over.",
          },
        },
      ],
    },
    {
      path: "privacy-policy",
      title: "Privacy Policy",
      description:
        "How Gentle Wash Soft Washing collects, uses and protects the personal information of customers and website visitors in Fairport and Monroe County.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              _Effective April 1, 2026_

              Gentle Wash Soft Washing, LLC ("Gentle Wash", "we", "us") respects your privacy. This policy explains what information we collect when you visit our website, contact us or book a service, and what we do with it.

              ## Information we collect

              - **Contact information**: your name, service address, phone number and email address.
              - **Property details**: the surfaces you'd like cleaned, notes about access, pets and water spigots, and measurements we take from public satellite imagery to price your job.
              - **Photos**: before-and-after photos of the areas we clean.
              - **Payment information**: handled by our card processor. We do not store full card numbers.
              - **Website usage**: basic, cookie-free analytics such as pages viewed and the site that referred you.

              ## How we use your information

              - To send quotes, schedule and perform services, and follow up afterward
              - To send appointment reminders and arrival texts
              - To invoice you and record payments
              - To send an annual reminder when your house or roof is due for cleaning, if you opt in
              - To improve our services and website

              ## Text messages

              If you give us a mobile number, we'll text appointment confirmations, arrival notices and finished-job photos. Reply STOP at any time to stop texts. Message and data rates may apply.

              ## Photos of your home

              We use before-and-after photos for quality control and to resolve questions about a job. We only share photos publicly, on our website or social media, with your permission, and never with your house number or street visible.

              ## Sharing

              We do not sell or rent your personal information. We share it only with service providers that help us run the business (scheduling software, payment processing, accounting and email), who may use it only for that purpose, or when required by law.

              ## Retention

              We keep customer records for seven years for tax and warranty purposes. You can ask us to delete your information sooner if we don't need it for those purposes.

              ## Your choices

              You may ask to see, correct or delete the information we hold about you, or to stop receiving reminders, by emailing **hello@gentlewash.example** or calling (585) 555-0123.

              ## Children

              Our services and website are not directed to children under 13, and we do not knowingly collect information from them.

              ## Changes to this policy

              We may update this policy from time to time. The effective date at the top will change when we do.

              ## Contact

              Gentle Wash Soft Washing, LLC, 88 Parce Avenue, Suite 4, Fairport, NY 14450. Email **hello@gentlewash.example**.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions about your information?",
            action: { label: "Email hello@gentlewash.example", href: "mailto:hello@gentlewash.example" },
            secondary: { label: "Back to Gentle Wash", href: "", variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
