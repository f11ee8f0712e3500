import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

/** A loaf can be sliced for the pre-order, as at the counter. */
const SLICED = { name: "Slicing", choices: [{ name: "Whole" }, { name: "Sliced" }] };

const site: SiteSeed = {
  slug: "rise-bakehouse",
  name: "Rise Bakehouse",
  kind: "single-page:bakery",
  theme: {
    palette: {
      primary: "#a1461a",
      onPrimary: "#ffffff",
      accent: "#d4a373",
      background: "#fbf7ef",
      surface: "#f2e8d5",
      text: "#2d2016",
      muted: "#5f4b3b",
      border: "#e6d5b8",
    },
    fonts: { heading: "fraunces", body: "source-serif" },
    header: "centered",
    footer: "map",
    sectionStyle: "editorial",
    logo: { mark: "cake", shape: "rounded" },
    radius: "large",
    pattern: "diagonal",
  },
  settings: {
    tagline: "Naturally leavened bread and butter pastry, baked before dawn in Fairport village",
    priceRange: "$",
    cuisine: ["Bakery", "Pastries"],
    description:
      "Rise Bakehouse is a small bakery on North Main Street in Fairport, NY, baking long-fermented sourdough with New York-grown flour, laminated pastries, cookies and seasonal pies from Wednesday to Sunday.",
    contact: {
      phone: "(585) 555-0137",
      email: "hello@risebakehouse.example",
      address: { street: "31 North Main Street", locality: "Fairport", region: "NY", postalCode: "14450", geo: { latitude: 43.0994, longitude: -77.4421 } },
    },
    hours: [
      { days: ["wed", "thu", "fri"], opens: "07:00", closes: "14:00" },
      { days: ["sat", "sun"], opens: "07:00", closes: "13:00" },
    ],
    hoursNote: "Closed Monday and Tuesday. We close early if we sell out, which on Saturdays is often by noon.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Pre-order", href: "#order" },
  },
  forms: [
    {
      key: "custom-order",
      name: "Custom order request",
      recipients: ["hello@risebakehouse.example"],
      submitLabel: "Send my order request",
      successMessage:
        "Thanks! We'll email to confirm your order and its price within a day. We bake Wednesday to Sunday, so requests sent on Monday or Tuesday are answered on Wednesday morning. Your order is set aside once we've confirmed it.",
      fields: [
        { name: "name", label: "Name for the order", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half", help: "We'll call if anything's unclear." },
        {
          name: "order_type",
          label: "What kind of order?",
          type: "select",
          required: true,
          width: "half",
          options: ["Whole pies", "A layer cake", "Bread", "Pastry boxes for an office or party", "Mixed catering order"],
        },
        {
          name: "pickup_date",
          label: "Pickup date",
          type: "date",
          required: true,
          width: "half",
          help: "Wednesday to Sunday. Pies and cakes need two days' notice, large orders a week.",
        },
        {
          name: "pickup_time",
          label: "Pickup time",
          type: "select",
          required: true,
          width: "half",
          options: ["7 to 8 am", "8 to 9 am", "9 to 10 am", "10 to 11 am"],
          help: "We hold orders at the side counter until we close.",
        },
        {
          name: "order",
          label: "Your order",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "What and how many, for example 2 apple pies and 24 croissants. For a cake, the message on top and any colours.",
        },
        {
          name: "allergies",
          label: "Allergies we should know about",
          type: "text",
          help: "Our kitchen uses wheat, dairy, eggs, nuts and seeds every day, and nothing we bake is gluten-free.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Rise Bakehouse | Sourdough & Pastry in Fairport, NY",
      description:
        "Sourdough bread, croissants, cookies and seasonal pies baked daily in Fairport village from New York flour. Menu and prices, pre-orders and opening hours.",
      blocks: [
        {
          type: "hero",
          props: {
            // The whole bake: the sourdough has its own picture beside its name in the order menu below.
            image: seedImage("food/rise-bakehouse/morning-bake"),
            variant: "fullBleed",
            eyebrow: "Fairport village · Wednesday to Sunday",
            heading: "Bread that takes two days, pastry that takes three, gone by noon",
            body: "Our sourdough ferments for thirty hours before it meets the oven, and our croissant dough is folded over three days with New York butter. Come early, or order ahead here and we'll set your order aside with your name on the bag.",
            actions: [
              { label: "Pre-order for pickup", href: "#order" },
              { label: "Email the bakery", href: "mailto:hello@risebakehouse.example", variant: "secondary" },
            ],
            illustration: "cake",
          },
        },
        {
          type: "orderOnline",
          props: {
            heading: "Pre-order for pickup",
            intro:
              "Breads are baked every open day and often sell out by noon on Saturdays. Order here, pay, and we set your order aside with your name on the bag, even when the shelves are empty.",
            pickupNote:
              "Collect from the side counter: we hold your order there from your pickup time until we close. Whole pies, cakes and boxes for a party are ordered with the form further down.",
            pickup: { leadMinutes: 60, ordersPer15Minutes: 5, lastOrderMinutes: 0, daysAhead: 3 },
            sections: [
              {
                name: "Bread",
                description: "All naturally leavened with our starter, which is older than the bakery.",
                items: [
                  {
                    key: "country-sourdough",
                    image: seedImage("food/rise-bakehouse/country-sourdough"),
                    name: "Country sourdough",
                    description: "Our everyday loaf: white and whole wheat, a blistered crust, an open, tangy crumb. 1.8 lb.",
                    priceCents: 900,
                    tags: ["vegan"],
                    optionGroups: [SLICED],
                  },
                  {
                    key: "seeded-rye",
                    name: "Seeded rye",
                    description: "40% rye with sunflower, flax, sesame and pumpkin seeds.",
                    priceCents: 1000,
                    tags: ["vegan"],
                    optionGroups: [SLICED],
                  },
                  { key: "baguette", name: "Baguette", description: "Crackly, thin-crusted, baked three times a day.", priceCents: 450, tags: ["vegan"] },
                  {
                    key: "focaccia",
                    image: seedImage("food/rise-bakehouse/rosemary-focaccia"),
                    name: "Rosemary focaccia",
                    description: "Olive oil, flaky salt, rosemary. By the slab.",
                    priceCents: 600,
                    tags: ["vegan"],
                  },
                  {
                    key: "sandwich-loaf",
                    name: "Sandwich loaf",
                    description: "Soft sourdough pan loaf for toast and PB&J.",
                    priceCents: 850,
                    optionGroups: [SLICED],
                  },
                ],
              },
              {
                name: "Pastry",
                items: [
                  {
                    key: "butter-croissant",
                    image: seedImage("food/rise-bakehouse/butter-croissants"),
                    name: "Butter croissant",
                    description: "Three days from dough to oven, with cultured butter from a creamery in the North Country.",
                    priceCents: 425,
                  },
                  { key: "pain-au-chocolat", name: "Pain au chocolat", description: "Two batons of dark chocolate.", priceCents: 475 },
                  { key: "almond-croissant", name: "Almond croissant", description: "Twice-baked with frangipane and toasted almonds.", priceCents: 550 },
                  {
                    key: "morning-bun",
                    name: "Morning bun",
                    description: "Croissant dough rolled with orange zest and brown sugar.",
                    priceCents: 475,
                    tags: ["house favourite"],
                  },
                  { key: "kouign-amann", name: "Kouign-amann", description: "Caramelised, crackly, buttery, Breton.", priceCents: 500 },
                  { key: "ham-gruyere-croissant", name: "Ham and Gruyère croissant", description: "Local smoked ham, Gruyère and Dijon.", priceCents: 650 },
                ],
              },
              {
                name: "Cookies and sweets",
                items: [
                  {
                    key: "chocolate-chip-cookie",
                    image: seedImage("food/rise-bakehouse/chocolate-chip-cookies"),
                    name: "Salted chocolate chip cookie",
                    description: "Brown butter, three kinds of chocolate, flaky salt.",
                    priceCents: 375,
                  },
                  { key: "oatmeal-maple-cookie", name: "Oatmeal maple cookie", description: "Rolled oats and Finger Lakes maple sugar.", priceCents: 350 },
                  { key: "lemon-bar", name: "Lemon bar", description: "Shortbread base, sharp curd.", priceCents: 400 },
                  { key: "blondie", name: "Brown butter blondie", priceCents: 400 },
                ],
              },
            ],
          },
        },
        {
          type: "menu",
          props: {
            heading: "Also from the oven",
            intro:
              "Anything marked with a day is only baked that day, and the daily specials are on the chalkboard and our Instagram by 7 am. Whole pies and cakes are ordered with the form below, two days ahead.",
            sections: [
              {
                name: "Weekends and seasons",
                items: [
                  {
                    name: "Cinnamon raisin swirl",
                    description: "Sandwich loaf with a cinnamon-sugar spiral. Saturday and Sunday.",
                    priceCents: 1100,
                    tags: ["weekends"],
                  },
                  {
                    name: "Seasonal fruit danish",
                    description: "Rhubarb in May, strawberry in June, peach in August, apple through winter.",
                    priceCents: 525,
                    tags: ["seasonal"],
                  },
                ],
              },
              {
                name: "Pies and whole cakes",
                description: "Order whole pies and cakes by 2 pm, two days ahead.",
                items: [
                  {
                    image: seedImage("food/rise-bakehouse/concord-grape-pie"),
                    name: "Concord grape pie",
                    description: "The Naples classic: slip-skin grapes, seeded by hand.",
                    months: [9, 10],
                    priceCents: 3200,
                    tags: ["seasonal"],
                  },
                  { name: "Apple pie", description: "Northern Spy and Honeycrisp from an orchard in Williamson, all-butter crust.", priceCents: 2800 },
                  {
                    name: "Pumpkin pie",
                    description: "Roasted pumpkin and brown butter, until Thanksgiving.",
                    months: [10, 11],
                    priceCents: 2600,
                    tags: ["seasonal"],
                  },
                  { name: "Chocolate layer cake", description: "Eight-inch, three layers, serves 12 to 16.", priceCents: 5200 },
                ],
              },
              {
                name: "Coffee",
                description: "Espresso roasted in Rochester. Oat milk at no extra charge.",
                items: [
                  { name: "Drip coffee", priceCents: 275 },
                  { name: "Cappuccino", priceCents: 450 },
                  { name: "Latte", priceCents: 500 },
                  { name: "Hot chocolate", priceCents: 400 },
                ],
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Our flour",
            heading: "Grown and milled in New York",
            body: md`
              Almost all of our flour is grown on organic farms in the Finger Lakes and stone-milled a couple of
              hours from here. It costs us about three times what commodity flour does, and it's worth every penny:
              the bread tastes of wheat, the rye is earthy, and the money stays in upstate farm towns.

              - **Bread flour and whole wheat** from farms around Seneca and Cayuga lakes
              - **Rye** from a farm in Yates County
              - **Butter and milk** from New York dairies
              - **Fruit** from orchards and farms in Wayne County and the Finger Lakes
            `,
            illustration: "sprout",
            reverse: true,
          },
        },
        {
          type: "steps",
          props: {
            heading: "Pre-ordering",
            intro: "Want to be sure of your loaf, or need two dozen croissants for the office? Here's how.",
            items: [
              {
                title: "Order by 2 pm the day before",
                body: "Call with your name, what you want and when you'll pick up; for pies, cakes and big orders, use the order form below. For a Saturday, order by Thursday at 2 pm.",
              },
              {
                title: "We bake it with your name on it",
                body: "Pre-orders are set aside first thing in the morning, before the doors open.",
              },
              {
                title: "Pick up at the side counter",
                body: "Skip the line and pay at the side counter by the window. Pre-orders are held until 11 am.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From the line on Saturday morning",
            items: [
              {
                quote:
                  "The country sourdough is the best bread I've had outside Paris, and I'm not saying that lightly. I pre-order two every Friday so I don't have to fight for them.",
                name: "Claire Dubois",
                detail: "Fairport",
                rating: 5,
              },
              {
                quote: "We bike the canal path from Pittsford every Sunday just for the morning buns. Worth every mile.",
                name: "Tom and Ruth Acker",
                detail: "Pittsford",
                rating: 5,
              },
              {
                quote: "My grandmother made grape pie in Naples every fall. Rise's is the first one I've had that's as good as hers.",
                name: "Angela Russo",
                detail: "Penfield",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions at the counter",
            items: [
              {
                question: "Do you have gluten-free options?",
                answer:
                  "Not right now. Flour is in the air from 3 am, and we can't promise anything we bake is safe for people with celiac disease. Long-fermented sourdough is easier for some people to digest, but it still contains gluten.",
              },
              {
                question: "Do you do wholesale?",
                answer:
                  "We bake bread for a handful of restaurants and cafés in Fairport, Pittsford and Penfield. Email us if you'd like to carry our bread; we add one or two accounts a year.",
              },
              {
                question: "What's the best way to store sourdough?",
                answer:
                  "Cut side down on a wooden board for the first two days, then in a paper bag. To freeze, slice it first and toast straight from the freezer. Never the fridge: it goes stale faster there.",
              },
              {
                question: "Where do I park?",
                answer: "There's free public parking behind the buildings on North Main Street, a minute's walk away, and bike racks by the canal bridge.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "custom-order",
            heading: "Order pies, cakes and pastry boxes",
            intro:
              "Whole pies, a layer cake for a birthday, or two dozen croissants for the office: tell us what you'd like and when you'll pick it up, and we'll confirm by email.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Come early",
            intro: "We're on North Main Street just north of the lift bridge over the Erie Canal. Call to pre-order a loaf, or email us about wholesale.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
  ],
};

export default site;
