import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

/** The order's options, as the menu's words have them: other milks, a shot or a flavour for 75¢ each; a 16 oz latte for 50¢ more. */
const MILK = {
  name: "Milk",
  choices: [{ name: "Whole milk" }, { name: "Oat milk", extraCents: 75 }, { name: "Almond milk", extraCents: 75 }, { name: "Soy milk", extraCents: 75 }],
};
const EXTRAS = {
  name: "Extras",
  choose: "any" as const,
  choices: [
    { name: "Extra shot", extraCents: 75 },
    { name: "Vanilla", extraCents: 75 },
    { name: "Lavender", extraCents: 75 },
    { name: "Cinnamon", extraCents: 75 },
    { name: "Finger Lakes maple", extraCents: 75 },
  ],
};
const LATTE_SIZE = { name: "Size", choices: [{ name: "12 oz" }, { name: "16 oz", extraCents: 50 }] };
const GRIND = {
  name: "Grind",
  choices: [
    { name: "Whole bean" },
    { name: "Ground for drip" },
    { name: "Ground for pour-over" },
    { name: "Ground for espresso" },
    { name: "Ground for French press" },
  ],
};

const site: SiteSeed = {
  slug: "daily-grind-coffee",
  name: "Daily Grind Coffee",
  kind: "single-page:coffee-shop",
  theme: {
    palette: {
      primary: "#7c2d12",
      onPrimary: "#fff7ed",
      accent: "#d97706",
      background: "#faf6f0",
      surface: "#f0e6d8",
      text: "#2b1d14",
      muted: "#5c4a3d",
      border: "#dccbb5",
    },
    fonts: { heading: "playfair-display", body: "dm-sans" },
    header: "centered",
    footer: "map",
    sectionStyle: "rows",
    logo: { mark: "coffee", shape: "hexagon" },
    radius: "large",
    pattern: "dots",
  },
  settings: {
    footerSignup: { form: "roast-notes", heading: "Roast Notes", text: "New single origins, open-mic dates and the odd free drink, about once a month." },
    tagline: "A South Wedge coffee shop with the roaster in the back room",
    priceRange: "$",
    cuisine: ["Coffee", "Pastries"],
    description:
      "Daily Grind Coffee is a neighbourhood coffee shop and small-batch roastery on South Avenue in Rochester's South Wedge. We roast twice a week, bake every morning and host open-mic night every Thursday.",
    contact: {
      phone: "(585) 555-0163",
      email: "hello@dailygrindcoffee.example",
      address: { street: "718 South Avenue", locality: "Rochester", region: "NY", postalCode: "14620", geo: { latitude: 43.1431, longitude: -77.6029 } },
    },
    hours: [
      { days: ["mon", "tue", "wed", "fri"], opens: "06:30", closes: "18:00" },
      { days: ["thu"], opens: "06:30", closes: "21:00" },
      { days: ["sat"], opens: "07:30", closes: "18:00" },
      { days: ["sun"], opens: "08:00", closes: "15:00" },
    ],
    hoursNote: "Open late on Thursdays for open-mic night. The kitchen stops toasting and pressing 30 minutes before close.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Order ahead", href: "#order" },
  },
  forms: [
    {
      key: "roast-notes",
      name: "Roast Notes newsletter",
      recipients: ["hello@dailygrindcoffee.example"],
      subscribeList: "roast-notes",
      submitLabel: "Sign me up",
      successMessage: "Almost there: check your inbox and confirm, and Roast Notes will start with the next roast.",
      fields: [
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "name", label: "First name", type: "text", width: "half" },
        { name: "consent", label: "Yes, email me Roast Notes, about once a month. I can unsubscribe at any time.", type: "consent", required: true },
      ],
    },
    {
      key: "wholesale-events",
      name: "Wholesale and event enquiry",
      recipients: ["hello@dailygrindcoffee.example"],
      submitLabel: "Send enquiry",
      successMessage:
        "Thanks for getting in touch. Ana or Luis will reply within two working days. For wholesale, we'll set up a time to drop off samples; for events, we'll check the date and send a package price.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "business", label: "Business or organisation", type: "text", width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "enquiry",
          label: "What are you asking about?",
          type: "radio",
          required: true,
          options: ["Wholesale coffee for my business", "A private event at the shop", "Coffee travellers for a meeting or event"],
        },
        {
          name: "volume",
          label: "Coffee you go through each week",
          type: "select",
          width: "half",
          options: ["Under 10 lb", "10 to 25 lb", "25 to 40 lb", "More than 40 lb", "Not sure yet"],
          help: "For wholesale enquiries.",
        },
        { name: "event_date", label: "Event date", type: "date", width: "half", help: "For events." },
        {
          name: "guests",
          label: "Number of guests",
          type: "select",
          width: "half",
          options: ["Under 15", "15 to 25", "26 to 40", "More than 40"],
          help: "The shop holds up to 40 for private events.",
        },
        {
          name: "message",
          label: "Tell us more",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "For wholesale: what you serve, and your espresso machine and grinder. For events: the occasion, the times and any food you'd like.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Daily Grind Coffee | South Wedge Coffee Shop & Roastery",
      description:
        "Fresh-roasted espresso, pour-overs and morning bakes on South Avenue in Rochester. See our menu, hours, Thursday open mic and wholesale coffee.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("food/daily-grind-coffee/latte-and-morning-bun"),
            // The espresso, matcha and chai are pictured beside their names in the order menu below.
            images: [seedImage("food/daily-grind-coffee/drip-and-cookie")],
            variant: "collage",
            eyebrow: "South Wedge, Rochester · Roasting since 2014",
            heading: "Roasted in the back room, poured at the front counter",
            body: "Every bean we serve is roasted on South Avenue, no more than a week before it reaches your cup. Come in for a cortado and a morning bun, stay for the wifi and the big window seat, or grab a bag of beans on your way to work.",
            actions: [
              { label: "Order ahead for pickup", href: "#order" },
              { label: "Wholesale enquiries", href: "mailto:wholesale@dailygrindcoffee.example", variant: "secondary" },
            ],
            illustration: "coffee",
          },
        },
        {
          type: "orderOnline",
          props: {
            heading: "The menu: order ahead for pickup",
            intro:
              "Whole milk comes from a family dairy in Wayne County. Oat, almond or soy milk add 75¢; an extra shot or a flavour (vanilla, lavender, cinnamon or Finger Lakes maple) adds 75¢. Drinks are 12 oz unless noted. Order here and skip the line: your name is on the cup at the end of the counter.",
            pickupNote: "Pick up at the end of the counter by the window. The kitchen stops toasting and pressing 30 minutes before close.",
            pickup: { leadMinutes: 10, ordersPer15Minutes: 8, lastOrderMinutes: 30, daysAhead: 2 },
            sections: [
              {
                name: "Espresso bar",
                description: "Our house espresso is the South Wedge Blend: Brazil and Guatemala, with notes of milk chocolate and toasted almond.",
                items: [
                  {
                    key: "espresso",
                    image: seedImage("food/daily-grind-coffee/espresso"),
                    name: "Espresso",
                    description: "A double shot, pulled to order.",
                    priceCents: 325,
                    optionGroups: [EXTRAS],
                  },
                  {
                    key: "americano",
                    name: "Americano",
                    description: "Double shot over hot water.",
                    priceCents: 350,
                    optionGroups: [{ name: "Size", choices: [{ name: "12 oz" }, { name: "16 oz" }] }, EXTRAS],
                  },
                  {
                    key: "cortado",
                    name: "Cortado",
                    description: "Equal parts espresso and steamed milk, 4.5 oz.",
                    priceCents: 400,
                    optionGroups: [MILK, EXTRAS],
                  },
                  { key: "cappuccino", name: "Cappuccino", description: "Double shot, thick foam, 8 oz.", priceCents: 450, optionGroups: [MILK, EXTRAS] },
                  {
                    key: "latte",
                    name: "Latte",
                    description: "Double shot and silky steamed milk.",
                    priceCents: 500,
                    optionGroups: [LATTE_SIZE, MILK, EXTRAS],
                  },
                  {
                    key: "mocha",
                    name: "Mocha",
                    description: "Latte with house chocolate sauce made from Dutch cocoa.",
                    priceCents: 550,
                    optionGroups: [LATTE_SIZE, MILK, EXTRAS],
                  },
                  {
                    key: "maple-sea-salt-latte",
                    name: "Maple sea-salt latte",
                    description: "Our best seller: Finger Lakes maple syrup, a pinch of flaky salt, espresso and milk.",
                    priceCents: 575,
                    tags: ["house favourite"],
                    optionGroups: [LATTE_SIZE, MILK],
                  },
                ],
              },
              {
                name: "Brewed coffee",
                items: [
                  {
                    key: "drip",
                    name: "Drip coffee",
                    description: "Rotating single origin or the house blend.",
                    priceCents: 275,
                    optionGroups: [{ name: "Size", choices: [{ name: "12 oz" }, { name: "16 oz", extraCents: 50 }] }],
                  },
                  {
                    key: "pour-over",
                    name: "Pour-over",
                    description: "Any coffee on the bean shelf, brewed by hand on a Kalita Wave. Allow five minutes.",
                    priceCents: 500,
                  },
                  {
                    key: "cold-brew",
                    name: "Cold brew",
                    description: "Steeped 18 hours. 16 oz over ice.",
                    priceCents: 475,
                    tags: ["seasonal"],
                    optionGroups: [
                      { name: "Milk", choose: "any", max: 1, choices: [{ name: "A splash of whole milk" }, { name: "A splash of oat milk", extraCents: 75 }] },
                    ],
                  },
                ],
              },
              {
                name: "Not coffee",
                items: [
                  {
                    key: "chai-latte",
                    image: seedImage("food/daily-grind-coffee/chai-latte"),
                    name: "Chai latte",
                    description: "Spiced black tea concentrate we brew in-house with ginger and cardamom.",
                    priceCents: 500,
                    optionGroups: [MILK],
                  },
                  {
                    key: "matcha-latte",
                    image: seedImage("food/daily-grind-coffee/matcha-latte"),
                    name: "Matcha latte",
                    description: "Ceremonial-grade matcha, lightly sweetened.",
                    priceCents: 550,
                    optionGroups: [MILK],
                  },
                  { key: "hot-chocolate", name: "Hot chocolate", description: "With house whipped cream.", priceCents: 400, optionGroups: [MILK] },
                  {
                    key: "tea",
                    name: "Loose-leaf tea",
                    description: "In a pot, or a 16 oz cup to go.",
                    priceCents: 325,
                    optionGroups: [{ name: "Tea", choices: [{ name: "Earl Grey" }, { name: "Jasmine green" }, { name: "Peppermint" }, { name: "Rooibos" }] }],
                  },
                ],
              },
              {
                name: "From the kitchen",
                description: "Baked here every morning from 5 am. When the morning buns are gone, they're gone.",
                items: [
                  { key: "morning-bun", name: "Morning bun", description: "Laminated dough rolled with orange zest and cinnamon sugar.", priceCents: 425 },
                  { key: "blueberry-muffin", name: "Blueberry muffin", priceCents: 395, tags: ["gluten-free"] },
                  { key: "cookie", name: "Chocolate chip cookie", description: "Brown butter, dark chocolate, sea salt.", priceCents: 300 },
                  {
                    key: "bagel",
                    name: "Bagel with cream cheese",
                    description: "Toasted.",
                    priceCents: 450,
                    optionGroups: [{ name: "Bagel", choices: [{ name: "Plain" }, { name: "Sesame" }, { name: "Everything" }] }],
                  },
                  {
                    key: "breakfast-sandwich",
                    name: "Breakfast sandwich",
                    description: "Fried egg and sharp New York cheddar on an English muffin.",
                    priceCents: 750,
                    optionGroups: [{ name: "With", choices: [{ name: "Bacon" }, { name: "Tomato" }] }],
                  },
                  {
                    key: "avocado-toast",
                    name: "Avocado toast",
                    description: "Sourdough, smashed avocado, chili crisp, lemon. Vegan as served.",
                    priceCents: 900,
                    tags: ["vegan"],
                    optionGroups: [{ name: "Add", choose: "any", choices: [{ name: "A soft egg", extraCents: 150 }] }],
                  },
                  {
                    key: "overnight-oats",
                    name: "Overnight oats",
                    description: "Oat milk, chia, maple and local berries.",
                    priceCents: 650,
                    tags: ["vegan", "gluten-free"],
                  },
                ],
              },
              {
                name: "Beans to take home",
                description: "12 oz bags, roasted within the week, ground for your brewer if you like.",
                items: [
                  {
                    key: "south-wedge-blend",
                    name: "South Wedge Blend",
                    description: "Brazil and Guatemala. Chocolate, almond, easy to like.",
                    priceCents: 1600,
                    optionGroups: [GRIND],
                  },
                  {
                    key: "ethiopia-guji",
                    name: "Ethiopia Guji, natural process",
                    description: "Blueberry, jasmine, bright. Beautiful as a pour-over.",
                    priceCents: 1900,
                    optionGroups: [GRIND],
                  },
                  {
                    key: "colombia-decaf",
                    name: "Colombia Huila decaf",
                    description: "Sugarcane-processed decaf with caramel and red apple.",
                    priceCents: 1800,
                    optionGroups: [GRIND],
                  },
                  {
                    key: "genesee-dark",
                    name: "Genesee Dark",
                    description: "Our darkest roast: Sumatra and Brazil, smoky and heavy-bodied.",
                    priceCents: 1600,
                    optionGroups: [GRIND],
                  },
                ],
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "The roastery",
            heading: "Thirty pounds at a time, twice a week",
            body: md`
              Daily Grind started in 2014 when Ana and Luis Ferreira bought a dented 12-kilo drum roaster from a shop
              closing down in Buffalo, bolted it into the back room on South Avenue and started roasting for the
              neighbours. The shop came a year later, because people kept knocking on the door.

              We still roast every **Tuesday and Friday morning**, and you can watch through the window behind the
              counter. Our green coffee comes from two importers who buy directly from cooperatives in Ethiopia,
              Colombia, Guatemala and Brazil, and we print the farm or co-op on every bag.

              - Small batches of 30 pounds, roasted to order for cafés and for the shelf
              - Roasted lighter than most, so each coffee tastes of where it was grown
              - Chaff goes to community gardens in the South Wedge for compost
            `,
            illustration: "flame",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "2014", label: "Year we roasted our first batch on South Avenue" },
              { value: "7 days", label: "The oldest our beans get before they reach your cup" },
              { value: "26", label: "Cafés, restaurants and offices pouring our coffee" },
              { value: "312", label: "Open-mic Thursdays and counting" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Happening at the shop",
            intro: "Everyone is welcome at all of these, and none of them cost a thing. Follow us on Instagram for the week's line-up.",
            columns: 2,
            items: [
              {
                icon: "music",
                title: "Open-mic night, every Thursday",
                body: "Sign-up sheet goes up at 6:30 pm, music starts at 7 and runs until 9. Three songs or ten minutes each: acoustic sets, poetry, stand-up and the occasional accordion. We have a small PA and a house guitar.",
              },
              {
                icon: "coffee",
                title: "Free cupping, first Saturday of the month",
                body: "Taste four new coffees side by side with our head roaster at 9 am, and learn how we choose what to buy. Twelve seats; call the shop to save one.",
              },
              {
                icon: "palette",
                title: "A new local artist every month",
                body: "Our walls are a gallery for Rochester painters, printmakers and photographers. Work is for sale and the artist keeps every cent. Opening receptions are the first Friday, 6 to 8 pm.",
              },
              {
                icon: "users",
                title: "Sunday chess and knitting",
                body: "The big table by the window belongs to the chess club from 9 am, and the knitting circle takes over the couches at 11. Bring a board or a project; beginners are very welcome.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Wholesale",
            heading: "Pour Daily Grind at your café, restaurant or office",
            body: md`
              We roast for 26 local businesses, from a bakery in Pittsford to a brewery taproom in Canandaigua and a
              dozen offices downtown. Wholesale customers get:

              - Coffee roasted to order and delivered weekly across Monroe and Ontario counties
              - Pricing from $11.50 a pound for 5 lb bags, with no contracts or minimum term
              - Espresso training for your staff, on your machine or at ours
              - A private-label blend once you're ordering 40 pounds a week

              Tell us what you serve and roughly how much you go through, using the form at the bottom of this page,
              and we'll drop off samples.
            `,
            illustration: "truck",
            reverse: true,
            action: { label: "Email our wholesale team", href: "mailto:wholesale@dailygrindcoffee.example" },
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From our regulars",
            items: [
              {
                quote:
                  "I've had the same maple latte every weekday for three years and the baristas start making it when they see me cross South Avenue. Best morning bun in Rochester, no contest.",
                name: "Dana K.",
                detail: "Regular since 2019",
                rating: 5,
              },
              {
                quote:
                  "Thursday open mic is the friendliest room in the city. I played my first song ever here, hands shaking, and got a standing ovation from eleven people and a dog.",
                name: "Marcus Bell",
                detail: "Open-mic regular",
                rating: 5,
              },
              {
                quote:
                  "We switched our café to Daily Grind beans two years ago. Deliveries are always on time, the coffee is always fresh, and Luis trained our whole team on dialling in espresso.",
                name: "Sofia Reyes",
                detail: "Owner, Corner Crumb Bakery, Pittsford",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Good to know",
            items: [
              {
                question: "Can I work from the shop?",
                answer:
                  "Yes. The wifi is free and fast, and there are outlets along the window bar and the back wall. On busy weekend mornings we ask laptop users to share the big tables.",
              },
              {
                question: "Is there parking?",
                answer:
                  "There is free two-hour street parking on South Avenue and Gregory Street, and a bike rack right outside the front door. We are a short walk from the Genesee Riverway Trail.",
              },
              {
                question: "Are dogs allowed?",
                answer:
                  "Well-behaved dogs are welcome on the patio from April to October, with a water bowl and biscuits on the house. Only service animals inside, please.",
              },
              {
                question: "Can I book the shop for a private event?",
                answer:
                  "We host a handful of evening events a month: book clubs, birthday parties, small receptions for up to 40 people. Coffee and pastry packages start at $12 a person. Send us your date and numbers with the enquiry form below, or call the shop.",
              },
              {
                question: "Do you ship beans?",
                answer:
                  "Not yet. Order them above for pickup and we'll have your bags ready at the counter, ground to order. Beans are also on the shelf at two local grocers in the South Wedge and Park Avenue.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "wholesale-events",
            heading: "Wholesale and events",
            intro:
              "Want our coffee at your café, restaurant or office, or the shop for an evening? Tell us a little about it and Ana or Luis will be in touch, or call the shop to talk it over.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Come by for a cup",
            intro:
              "We're on South Avenue at the corner of Gregory Street, with the big green door and the roaster in the window. Call ahead for large orders, coffee traveller boxes (serves 10, $28) or to save a cupping seat.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
  ],
};

export default site;
