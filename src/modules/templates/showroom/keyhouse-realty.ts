import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "keyhouse-realty",
  name: "Keyhouse Realty",
  kind: "single-page:real-estate-agent",
  theme: {
    palette: {
      primary: "#14532d",
      onPrimary: "#ffffff",
      accent: "#b45309",
      background: "#fcfbf7",
      surface: "#f1efe6",
      text: "#1a1f1a",
      muted: "#4d5750",
      border: "#ddd8c8",
    },
    fonts: { heading: "merriweather", body: "dm-sans" },
    header: "classic",
    footer: "columns",
    sectionStyle: "rows",
    logo: { mark: "key-round", shape: "hexagon" },
    radius: "none",
    pattern: "none",
  },
  settings: {
    tagline: "A small, independent brokerage selling homes in Pittsford, Brighton and the Rochester suburbs",
    description:
      "Keyhouse Realty is an independent real estate brokerage in Pittsford village. Broker-owner Nora Keyes and two associate brokers help families buy and sell homes across Monroe and Ontario counties, with no more than twelve clients each at a time.",
    contact: {
      phone: "(585) 555-0151",
      email: "nora@keyhouserealty.example",
      address: { street: "18 State Street, Second Floor", locality: "Pittsford", region: "NY", postalCode: "14534" },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "18:00" },
      { days: ["sat"], opens: "10:00", closes: "16:00" },
    ],
    hoursNote: "Showings by appointment seven days a week, including evenings.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Call Nora", href: "tel:+15855550151" },
  },
  forms: [
    {
      key: "home-enquiry",
      name: "Home value or buyer enquiry",
      recipients: ["nora@keyhouserealty.example"],
      submitLabel: "Send to Keyhouse",
      successMessage:
        "Thank you! Nora or one of our associate brokers will call or email within one business day. If you asked about your home's value, we'll set up a quick walk-through and bring a written pricing study with the recent sales we'd compare it to.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "timeframe",
          label: "When are you thinking of moving?",
          type: "select",
          width: "half",
          options: ["Within 3 months", "3 to 6 months", "6 to 12 months", "Just curious for now"],
        },
        {
          name: "interest",
          label: "I'd like to",
          type: "radio",
          required: true,
          options: ["Find out what my home is worth", "Buy a home", "Sell and buy", "Relocate to the Rochester area"],
        },
        { name: "address", label: "Address of the home you'd sell", type: "text", help: "For a home value estimate." },
        { name: "looking_for", label: "What are you looking for?", type: "text", help: "For buyers: towns or school districts, bedrooms and price range." },
        { name: "message", label: "Anything else?", type: "textarea", maxLength: 2000 },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Keyhouse Realty | Pittsford & Rochester Real Estate Agents",
      description:
        "Sell or buy your home in Pittsford, Brighton, Penfield or Victor with Keyhouse Realty, a small independent brokerage with a written plan for every client.",
      blocks: [
        {
          type: "hero",
          props: {
            // Houses of its own: each home in "Recently sold" below is pictured beside its caption.
            image: seedImage("homes/keyhouse-realty/farmhouse-mendon"),
            images: [seedImage("homes/keyhouse-realty/queen-anne-village"), seedImage("homes/keyhouse-realty/cottage-brighton")],
            variant: "collage",
            eyebrow: "Independent brokerage · Pittsford village",
            heading: "Three agents, a dozen clients each, and your phone calls answered by a person",
            body: "Rochester's market moves fast: well-priced homes in the suburbs routinely go under contract the first weekend. We keep our client lists short so we can prepare, price and negotiate properly, whether you're selling a Colonial in Pittsford or buying your first house in the city.",
            actions: [
              { label: "Ask what your home is worth", href: "tel:+15855550151" },
              { label: "Email Nora", href: "mailto:nora@keyhouserealty.example", variant: "secondary" },
            ],
            illustration: "key-round",
          },
        },
        {
          type: "features",
          props: {
            heading: "How we help",
            columns: 3,
            items: [
              {
                icon: "house",
                title: "Selling your home",
                body: "A pricing study you can read, a pre-listing walk-through with a to-do list, professional photos, a floor plan and drone shots, and a clear plan for offer day.",
              },
              {
                icon: "key-round",
                title: "Buying a home",
                body: "Showings on your schedule, honest notes on every house, and an offer strategy that wins without overpaying in a multiple-offer market.",
              },
              {
                icon: "sprout",
                title: "First-time buyers",
                body: "A sit-down on budgets, SONYMA and FHA loans, closing costs and inspections before you ever tour a house. Questions are free.",
              },
              {
                icon: "map-pin",
                title: "Relocating to Rochester",
                body: "Video tours, school district comparisons and neighbourhood drives for families moving here for the University, the hospitals or a new job.",
              },
              {
                icon: "waves",
                title: "Lake and cottage homes",
                body: "Canandaigua, Honeoye and Conesus Lake properties, where frontage, septic, seasonal access and shoreline permits all affect value.",
              },
              {
                icon: "heart-handshake",
                title: "Downsizing",
                body: "Help timing a sale and a purchase, trusted movers and estate sale companies, and patience when a family home holds fifty years of memories.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Selling with Keyhouse, step by step",
            intro: "Most of our sellers list three to five weeks after our first conversation.",
            items: [
              {
                title: "Walk-through and pricing",
                body: "We tour your home, then bring a written pricing study with the recent sales we'd compare it to, and a list of small repairs worth doing and the big ones that aren't.",
              },
              {
                title: "Prepare",
                body: "Our stager visits free of charge. We line up any handyman, painter or cleaner you need and order your abstract update and survey so closing isn't held up later.",
              },
              {
                title: "Launch",
                body: "Professional photos, floor plan and drone shots go up on a Thursday, with private showings Friday and an open house Saturday and Sunday.",
              },
              {
                title: "Offers and negotiation",
                body: "We set a clear deadline, compare every offer side by side, including financing, contingencies and dates, and negotiate in writing.",
              },
              {
                title: "To closing",
                body: "We coordinate with both attorneys through attorney approval, inspection, appraisal and the final walk-through, and send you weekly updates until the keys change hands.",
              },
            ],
          },
        },
        {
          type: "gallery",
          props: {
            heading: "Recently sold",
            intro:
              "Last year we helped 71 clients buy or sell, with a median of five days from listing to accepted offer and sellers averaging 106% of list price. A few recent sales:",
            items: [
              {
                image: seedImage("homes/keyhouse-realty/colonial-pittsford"),
                illustration: "house",
                title: "4-bed Colonial, Pittsford",
                caption: "Sold for $518,000 with 11 offers, 9% over asking. Under contract in four days.",
              },
              {
                image: seedImage("homes/keyhouse-realty/tudor-browncroft"),
                illustration: "building",
                title: "Brick Tudor, Browncroft, Rochester",
                caption: "Sold for $342,000. Our buyers won with an escalation clause and a flexible closing date.",
              },
              {
                image: seedImage("homes/keyhouse-realty/ranch-penfield"),
                illustration: "house",
                title: "3-bed ranch, Penfield",
                caption: "Sold for $289,000 to first-time buyers using a SONYMA loan and down payment assistance.",
              },
              {
                image: seedImage("homes/keyhouse-realty/lake-cottage"),
                illustration: "waves",
                title: "Lake cottage, Canandaigua Lake",
                caption: "Sold for $865,000 with 80 feet of frontage and a permitted dock, after a careful septic review.",
              },
              {
                image: seedImage("homes/keyhouse-realty/contemporary-victor"),
                illustration: "trees",
                title: "Contemporary on two acres, Victor",
                caption: "Sold for $610,000 to a family relocating from Boston, bought entirely by video tour.",
              },
              {
                image: seedImage("homes/keyhouse-realty/townhouse-brighton"),
                illustration: "building-2",
                title: "Townhouse, Brighton",
                caption: "Sold for $259,000 for a downsizing couple who moved to a patio home in Perinton the same week.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From our clients",
            items: [
              {
                quote:
                  "Nora talked us out of a kitchen remodel before listing, told us to paint and replace the carpet instead, and we had eleven offers by Monday. Her offer spreadsheet made a stressful weekend feel simple.",
                name: "Meredith and Paul Ashby",
                detail: "Sold in Pittsford",
                rating: 5,
              },
              {
                quote:
                  "We lost three bids before we called Keyhouse. Marcus explained exactly why, rewrote our approach, and we got the fourth house, in Browncroft, the week after.",
                name: "Tomás Herrera",
                detail: "Bought in Rochester",
                rating: 5,
              },
              {
                quote:
                  "We moved here from Texas for a job at the hospital and never saw our house in person before the inspection. Jess did every tour on FaceTime and was right about every single neighbourhood.",
                name: "Aisha Bello",
                detail: "Relocated to Victor",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions buyers and sellers ask us",
            items: [
              {
                question: "What does it cost to sell with Keyhouse?",
                answer:
                  "Our listing fee is agreed in writing before we start and is always negotiable. It covers photography, floor plans, staging advice, marketing and our time through closing. Whether and how much to offer a buyer's agent is your decision, and we'll show you what's typical for homes like yours.",
              },
              {
                question: "Do buyers have to sign an agreement with an agent?",
                answer:
                  "Yes. Since 2024, buyers sign a written agreement with their agent before touring homes, setting out how the agent will be paid. Ours can cover a single showing or a whole search, and we explain every line before you sign.",
              },
              {
                question: "Why do Rochester sellers need an abstract and a survey?",
                answer:
                  "In the Rochester area, sellers traditionally provide an updated abstract of title and an instrument survey for the buyer's attorney. They take two to four weeks, so we order them as soon as you list.",
              },
              {
                question: "How does attorney approval work?",
                answer:
                  "Most local purchase contracts are signed first and then approved by each side's attorney within a few business days. Either attorney can approve, disapprove or ask for changes, so hire yours early; we'll give you names.",
              },
              {
                question: "Should I buy first or sell first?",
                answer:
                  "It depends on your equity, your lender and how much risk you're comfortable with. We'll sit down with your loan officer and walk through both paths, including a sale contingent on your purchase.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Our team",
            heading: "Meet the three of us",
            body: md`
              **Nora Keyes, broker-owner.** Nora sold homes for a national franchise for twelve years before opening
              Keyhouse in 2017. She grew up in Brighton and still lives there with her husband and a very loud beagle.

              **Marcus Webb, associate broker.** A former mortgage underwriter, Marcus knows financing inside out and
              works mostly with buyers in the city and the eastern suburbs.

              **Jess Lindahl, associate broker.** Jess handles our relocation clients and lake listings, and spends her
              summers on Canandaigua Lake, where she grew up.
            `,
            illustration: "users",
            reverse: true,
            action: { label: "Email the team", href: "mailto:nora@keyhouserealty.example" },
          },
        },
        {
          type: "form",
          props: {
            heading: "What's your home worth? Or what are you looking for?",
            intro:
              "Tell us a little about your plans. Sellers get a written pricing study after a short walk-through; buyers get a no-pressure first conversation about budget, towns and timing. Questions are free.",
            form: "home-enquiry",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Visit us on State Street",
            intro: "Our office is above the bookshop in Pittsford village, with parking behind the building. Call, email or stop in; there's always coffee on.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
  ],
};

export default site;
