import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0138";
const TEL = "tel:+15855550138";
const EMAIL = "eat@lakeviewgrill.example";
const EVENTS_EMAIL = "events@lakeviewgrill.example";

/** The online order's options, the same as the menu's words: fries or slaw, onion rings or a side salad for $2. */
const SIDE = {
  name: "Side",
  choices: [{ name: "Fries" }, { name: "Slaw" }, { name: "Onion rings", extraCents: 200 }, { name: "Side salad", extraCents: 200 }],
};
const BURGER_OPTIONS = [
  { name: "Cooked", choices: [{ name: "Medium" }, { name: "Medium rare" }, { name: "Medium well" }, { name: "Well done" }] },
  SIDE,
  {
    name: "Add",
    choose: "any" as const,
    choices: [
      { name: "Bacon", extraCents: 250 },
      { name: "Fried egg", extraCents: 150 },
      { name: "Extra cheese", extraCents: 100 },
    ],
  },
];
const WING_SAUCES = [{ name: "Medium" }, { name: "Hot" }, { name: "Garlic-parm" }, { name: "Lakeview BBQ" }];

const site: SiteSeed = {
  slug: "lakeview-grill",
  name: "Lakeview Grill",
  kind: "restaurant",
  theme: {
    palette: {
      primary: "#0f5a73",
      onPrimary: "#ffffff",
      accent: "#f2a541",
      background: "#f6fafb",
      surface: "#e3eff3",
      text: "#0d2530",
      muted: "#3f5a66",
      border: "#bcd4dd",
    },
    fonts: { heading: "roboto-slab", body: "inter" },
    header: "action",
    footer: "map",
    sectionStyle: "bands",
    logo: { mark: "fish", shape: "rounded" },
    radius: "large",
    pattern: "waves",
  },
  settings: {
    tagline: "Burgers, Friday fish fry and sunsets on the east shore of Conesus Lake",
    priceRange: "$$",
    cuisine: ["American", "Burgers", "Seafood"],
    description:
      "A lakeside grill with a 120-seat deck and 14 boat slips on Conesus Lake in Livonia, NY: burgers, fresh fish, Friday fish fry and takeout since 1998.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "4290 East Lake Road", locality: "Livonia", region: "NY", postalCode: "14487", geo: { latitude: 42.7906, longitude: -77.7013 } },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu"], opens: "11:00", closes: "21:00" },
      { days: ["fri", "sat"], opens: "11:00", closes: "22:00" },
      { days: ["sun"], opens: "10:00", closes: "21:00" },
    ],
    seasons: [
      {
        name: "Winter hours",
        from: "11-01",
        to: "03-31",
        hours: [
          { days: ["wed", "thu"], opens: "11:00", closes: "21:00" },
          { days: ["fri", "sat"], opens: "11:00", closes: "22:00" },
          { days: ["sun"], opens: "10:00", closes: "21:00" },
        ],
      },
    ],
    hoursNote: "The deck and boat dock are open mid-May to Columbus Day, weather permitting. Kitchen closes 30 minutes before we do.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Menu", href: "" },
      { label: "This week's specials", href: "specials" },
      { label: "Takeout & delivery", href: "order-online" },
      { label: "Private events", href: "private-events" },
      { label: "Reviews", href: "reviews" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Order for pickup", href: "order-online" },
    footerLinks: [
      { label: "Specials", href: "specials" },
      { label: "Takeout & delivery", href: "order-online" },
      { label: "Private events", href: "private-events" },
      { label: "Reviews", href: "reviews" },
      { label: "Directions by boat", href: "contact" },
    ],
  },
  forms: [
    {
      key: "contact",
      name: "Contact message",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage:
        "Thanks for writing. Linda or Megan will reply within one business day. To get on tonight's wait list, please call (585) 555-0138; takeout can be ordered online.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          required: true,
          width: "half",
          options: ["A question about a visit", "A group of eight or more", "A private event", "Summer jobs", "Feedback on a visit", "Something else"],
        },
        { name: "message", label: "Message", type: "textarea", required: true, maxLength: 3000 },
      ],
    },
    {
      key: "private-event",
      name: "Private event request",
      recipients: [EMAIL],
      submitLabel: "Check my date",
      successMessage:
        "Thank you. Megan, our events manager, has your request and will reply within one business day to say whether your date is open and to set up a walk-through.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "event_date", label: "Preferred date", type: "date", required: true, width: "half" },
        { name: "alt_date", label: "Second choice of date", type: "date", width: "half", help: "Summer Saturdays book a year ahead." },
        { name: "start_time", label: "Start time", type: "text", required: true, width: "half", maxLength: 40, help: "For example 5:30 pm." },
        { name: "guests", label: "Number of guests", type: "text", required: true, width: "half", maxLength: 20, help: "Minimum 20." },
        {
          name: "occasion",
          label: "Occasion",
          type: "select",
          required: true,
          width: "half",
          options: [
            "Rehearsal dinner",
            "Family reunion",
            "Birthday or anniversary",
            "Graduation party",
            "Retirement or work party",
            "Memorial gathering",
            "Something else",
          ],
        },
        {
          name: "space",
          label: "Which space?",
          type: "radio",
          options: ["The Boathouse (up to 80 seated)", "The Deck (up to 150, June to September)", "Not sure yet"],
        },
        {
          name: "package",
          label: "Package you're interested in",
          type: "radio",
          options: ["Lakeside cookout ($32 a guest)", "Conesus clambake ($48 a guest)", "Rehearsal dinner ($56 a guest)", "Help me choose"],
        },
        { name: "bar", label: "Bar service", type: "radio", options: ["Bar package", "On consumption", "No bar", "Not sure yet"] },
        { name: "boat_slips", label: "Will some guests arrive by boat?", type: "radio", options: ["Yes", "No", "Not sure"] },
        {
          name: "details",
          label: "Anything else we should know",
          type: "textarea",
          maxLength: 3000,
          help: "Dietary needs, a cake you're bringing, guests who need level access, a tent if it rains.",
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Lakeview Grill | Lakeside Restaurant on Conesus Lake",
      description:
        "Burgers, fresh fish, Friday fish fry and a 120-seat deck on Conesus Lake in Livonia, NY. Boat up to our dock, eat in, or call ahead for takeout.",
      blocks: [
        {
          type: "hero",
          props: {
            // The burger has its own picture in the menu below: the hero shows the haddock its words name.
            image: seedImage("food/lakeview-grill/fish-fry"),
            variant: "fullBleed",
            eyebrow: "East Lake Road, Conesus Lake",
            heading: "Dock the boat, grab a table on the deck, stay for the sunset",
            body: "Lakeview Grill has fed Conesus Lake since 1998: half-pound burgers, beer-battered haddock, chicken wings by the bucket and a deck right over the water. Come by car, by boat or by kayak; we'll find you a spot.",
            actions: [
              { label: "This week's specials", href: "specials" },
              { label: "Call (585) 555-0138", href: TEL, variant: "secondary" },
            ],
            illustration: "waves",
          },
        },
        {
          type: "menu",
          props: {
            heading: "The menu",
            intro:
              "Served all day, except the plates (from 4 pm). Burgers and sandwiches come with fries or slaw; swap in onion rings or a side salad for $2. Specials change every Monday.",
            sections: [
              {
                name: "Starters",
                items: [
                  {
                    image: seedImage("food/lakeview-grill/wings"),
                    name: "Wings",
                    description: "Ten wings, medium, hot, garlic-parm or Lakeview BBQ, with blue cheese and celery.",
                    priceCents: 1500,
                  },
                  { name: "Beer-battered onion rings", priceCents: 900, tags: ["vegetarian"] },
                  { name: "Fried calamari", description: "Banana peppers, marinara, lemon aioli.", priceCents: 1400 },
                  { name: "Loaded lake fries", description: "Fries, cheddar, bacon, scallions, sour cream. Feeds three.", priceCents: 1200 },
                  {
                    image: seedImage("food/lakeview-grill/clam-chowder"),
                    name: "Clam chowder",
                    description: "New England style, cup $6 or bowl.",
                    priceCents: 900,
                  },
                ],
              },
              {
                name: "Burgers",
                description: "Half-pound fresh beef from a family farm in Avon, cooked to order, on a toasted brioche bun.",
                items: [
                  {
                    image: seedImage("food/lakeview-grill/lakeview-burger"),
                    name: "Lakeview burger",
                    description: "American cheese, lettuce, tomato, onion, pickles, Lakeview sauce.",
                    priceCents: 1500,
                  },
                  { name: "Sunset burger", description: "Pepper jack, jalapeños, bacon, chipotle mayo.", priceCents: 1700 },
                  { name: "Mushroom Swiss burger", priceCents: 1600 },
                  { name: "Black bean burger", description: "House-made, avocado, pico de gallo.", priceCents: 1400, tags: ["vegetarian"] },
                ],
              },
              {
                name: "Sandwiches and baskets",
                items: [
                  { name: "Haddock sandwich", description: "Beer-battered haddock on a hoagie roll, tartar, lettuce.", priceCents: 1600 },
                  { name: "Grilled chicken club", description: "Bacon, Swiss, lettuce, tomato, honey mustard, toasted sourdough.", priceCents: 1500 },
                  { name: "Beef on weck", description: "Shaved roast beef, horseradish, au jus, kummelweck roll.", priceCents: 1600 },
                  { name: "Chicken tender basket", description: "Five tenders, fries, honey mustard.", priceCents: 1400 },
                  { name: "Shrimp basket", description: "Fried shrimp, fries, slaw, cocktail sauce.", priceCents: 1800 },
                ],
              },
              {
                name: "Plates",
                description: "Served after 4 pm with a side salad and your choice of salt potatoes, fries or rice pilaf.",
                items: [
                  { name: "Broiled haddock", description: "Lemon butter, buttered crumbs.", priceCents: 2200 },
                  {
                    image: seedImage("food/lakeview-grill/grilled-salmon"),
                    name: "Grilled salmon",
                    description: "Maple-Dijon glaze.",
                    priceCents: 2600,
                    tags: ["gluten-free"],
                  },
                  {
                    image: seedImage("food/lakeview-grill/ribeye"),
                    name: "14 oz ribeye",
                    description: "Char-grilled, garlic butter, onion rings.",
                    priceCents: 3400,
                  },
                  { name: "Chicken French", description: "Rochester's own: egg-battered, lemon, sherry butter.", priceCents: 2200 },
                ],
              },
              {
                name: "Kids",
                description: "12 and under, with fries and a drink.",
                items: [
                  { name: "Cheeseburger slider pair", priceCents: 800 },
                  { name: "Chicken tenders", priceCents: 800 },
                  { name: "Grilled cheese", priceCents: 700 },
                ],
              },
              {
                name: "Sweets",
                items: [
                  { name: "Soft-serve cone", description: "Vanilla, chocolate or twist, from the window all summer.", priceCents: 400 },
                  { name: "Warm brownie sundae", priceCents: 900 },
                  { name: "Key lime pie", priceCents: 800 },
                ],
              },
            ],
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Find us on East Lake Road",
            intro:
              "About 35 minutes south of Rochester via I-390, exit 9 at Lakeville, then four miles down East Lake Road. Free parking for 90 cars across the road.",
            showHours: true,
            showMap: true,
          },
        },
        {
          type: "features",
          props: {
            columns: 4,
            items: [
              {
                icon: "sun",
                title: "120 seats on the water",
                body: "Our deck faces west over the lake. Tables for the sunset fill by 7 on summer weekends; put your name in early.",
              },
              {
                icon: "waves",
                title: "14 boat slips",
                body: "Free docking for diners, first come, first served. Call from the water and we'll have a slip ready.",
                href: "contact",
                linkLabel: "Boating directions",
              },
              {
                icon: "fish",
                title: "Friday fish fry",
                body: "Haddock in Genesee Cream Ale batter, every Friday all year. We fry more than 600 pieces on a summer Friday.",
                href: "specials",
                linkLabel: "See the specials",
              },
              {
                icon: "truck",
                title: "Takeout and delivery",
                body: "Order and pay online, then pick up at the window or the dock; or call and have it brought to your cottage anywhere around the lake.",
                href: "order-online",
                linkLabel: "Order for pickup",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Our regulars say it best",
            items: [
              {
                quote:
                  "We pull the pontoon up every Friday in July for the fish fry. Fish is always crisp, beer's always cold, and somebody always helps tie us off.",
                name: "The Kowalski family",
                detail: "Cottage on West Lake Road",
                rating: 5,
              },
              {
                quote: "Best beef on weck south of Buffalo, and you can't beat the view.",
                name: "Jerry P.",
                detail: "Geneseo",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Hosting a birthday, reunion or rehearsal dinner?",
            body: "The Boathouse seats 80 all year, and in summer you can take over the whole deck. Packages start at $32 a guest.",
            action: { label: "Private events", href: "private-events" },
            secondary: { label: "Read our reviews", href: "reviews", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- specials
    {
      path: "specials",
      title: "This Week's Specials",
      description:
        "This week at Lakeview Grill: chef's features, daily deals from Burger Monday to Friday fish fry, and drink specials on the deck. Specials change Mondays.",
      blocks: [
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Specials run Monday to Sunday",
            body: "Chef Chris writes a new board every Monday morning after the fish delivery. Features are available while they last, and on busy weekends the soft-shell crabs and swordfish are often gone by 7 pm. Call ahead and we'll hold one for you.",
          },
        },
        {
          type: "menu",
          props: {
            heading: "This week's specials",
            intro: "Dine in, on the deck or for takeout. Daily deals are dine-in only unless noted.",
            sections: [
              {
                name: "Chef's features",
                items: [
                  {
                    name: "Soft-shell crab sandwich",
                    description: "Two crabs in cornmeal crust, Old Bay aioli, lettuce, tomato, brioche, fries.",
                    priceCents: 2200,
                  },
                  { name: "Grilled swordfish", description: "Lemon-caper butter, charred corn salad, salt potatoes.", priceCents: 2900, tags: ["gluten-free"] },
                  {
                    name: "Peach and burrata salad",
                    description: "Grilled Niagara peaches, burrata, arugula, basil, balsamic.",
                    priceCents: 1500,
                    tags: ["vegetarian"],
                  },
                  { name: "Lobster roll", description: "A quarter pound of lobster, light mayo, butter-toasted roll, chips.", priceCents: 2800 },
                  { name: "Strawberry shortcake", description: "Local berries, sweet biscuit, whipped cream.", priceCents: 900 },
                ],
              },
              {
                name: "Every day this week",
                items: [
                  { name: "Monday: burger and a draft", description: "Any burger with a 16 oz domestic draft.", priceCents: 1500 },
                  { name: "Tuesday: fish tacos, three", description: "Blackened haddock, cabbage slaw, lime crema.", priceCents: 1300 },
                  { name: "Wednesday: wing night, ten wings", description: "Any sauce, dine-in or takeout.", priceCents: 1000 },
                  { name: "Thursday: prime rib dinner", description: "12 oz slow-roasted prime rib, baked potato, salad. From 4 pm.", priceCents: 2700 },
                  {
                    image: seedImage("food/lakeview-grill/fish-fry"),
                    name: "Friday: fish fry",
                    description: "Two pieces of beer-battered or broiled haddock, fries, slaw, mac salad. Takeout too.",
                    priceCents: 1799,
                    tags: ["all day"],
                  },
                  { name: "Saturday: steamed clams", description: "A dozen littlenecks, drawn butter, broth, corn on the cob.", priceCents: 1800 },
                  { name: "Sunday: chicken and biscuits", description: "Pulled chicken in gravy over buttermilk biscuits, mashed potatoes.", priceCents: 1600 },
                ],
              },
              {
                name: "On the deck",
                description: "Happy hour is Monday to Friday, 3 to 6 pm, at the bar and on the deck.",
                items: [
                  { name: "Happy-hour domestic drafts", description: "Genesee, Genny Cream Ale, Labatt Blue Light.", priceCents: 350 },
                  { name: "Local craft draft of the week", description: "A summer ale from a brewery in Livingston County.", priceCents: 650 },
                  { name: "Frozen lemonade crush", description: "Vodka, fresh lemonade, a splash of raspberry.", priceCents: 900 },
                  { name: "Glass of Finger Lakes rosé", description: "Dry rosé of Cabernet Franc from Seneca Lake.", priceCents: 900 },
                  { name: "Virgin strawberry daiquiri", priceCents: 500, tags: ["non-alcoholic"] },
                ],
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Specials you can count on all year",
            columns: 3,
            items: [
              {
                icon: "fish",
                title: "The Friday fish fry",
                body: "Every Friday since 1998, Lent or no Lent. Call before 4 pm to pre-order takeout on busy summer Fridays and skip the line.",
              },
              {
                icon: "flame",
                title: "Thursday prime rib",
                body: "Seasoned Wednesday night and slow-roasted all Thursday. When it's gone, it's gone, usually around 8 pm.",
              },
              {
                icon: "clock",
                title: "Happy hour",
                body: "Monday to Friday, 3 to 6 pm: $3.50 domestic drafts, $2 off wine and cocktails, and half-price onion rings and calamari.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Taking the fish fry home?",
            body: "The fish fry is by phone: call in your order and pick it up at the takeout window, or have it delivered around the lake Friday to Sunday. The rest of the menu can be ordered online.",
            action: { label: "Takeout and delivery", href: "order-online" },
            secondary: { label: "Call (585) 555-0138", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------- order-online
    {
      path: "order-online",
      title: "Takeout, Pickup & Delivery",
      description:
        "Order Lakeview Grill for pickup at the takeout window, at our boat dock, or delivered to cottages around Conesus Lake. Hours, fees and delivery area.",
      blocks: [
        {
          type: "orderOnline",
          props: {
            heading: "Order for pickup",
            intro:
              "The whole menu to take away, paid for here. Choose a pickup time and we'll email you when the kitchen starts on your order and again when it's ready, usually 20 to 25 minutes, or 40 on a summer Friday night.",
            pickupNote:
              "Collect at the blue takeout window facing the parking lot. Coming by boat? Say so in the note to the kitchen and we'll run it down to slip 1 at the end of the main dock.",
            pickup: { leadMinutes: 20, ordersPer15Minutes: 6, lastOrderMinutes: 30, daysAhead: 2 },
            sections: [
              {
                name: "Starters",
                items: [
                  {
                    key: "wings",
                    image: seedImage("food/lakeview-grill/wings"),
                    name: "Wings",
                    description: "Ten wings with blue cheese and celery.",
                    priceCents: 1500,
                    optionGroups: [{ name: "Sauce", choices: WING_SAUCES }],
                  },
                  { key: "onion-rings", name: "Beer-battered onion rings", priceCents: 900, tags: ["vegetarian"] },
                  { key: "calamari", name: "Fried calamari", description: "Banana peppers, marinara, lemon aioli.", priceCents: 1400 },
                  {
                    key: "loaded-lake-fries",
                    name: "Loaded lake fries",
                    description: "Fries, cheddar, bacon, scallions, sour cream. Feeds three.",
                    priceCents: 1200,
                  },
                  {
                    key: "clam-chowder",
                    image: seedImage("food/lakeview-grill/clam-chowder"),
                    name: "Clam chowder",
                    description: "New England style.",
                    priceCents: 600,
                    optionGroups: [{ name: "Size", choices: [{ name: "Cup" }, { name: "Bowl", extraCents: 300 }] }],
                  },
                ],
              },
              {
                name: "Burgers",
                description: "Half-pound fresh beef from a family farm in Avon, cooked to order, on a toasted brioche bun, with fries or slaw.",
                items: [
                  {
                    key: "lakeview-burger",
                    image: seedImage("food/lakeview-grill/lakeview-burger"),
                    name: "Lakeview burger",
                    description: "American cheese, lettuce, tomato, onion, pickles, Lakeview sauce.",
                    priceCents: 1500,
                    optionGroups: BURGER_OPTIONS,
                  },
                  {
                    key: "sunset-burger",
                    name: "Sunset burger",
                    description: "Pepper jack, jalapeños, bacon, chipotle mayo.",
                    priceCents: 1700,
                    optionGroups: BURGER_OPTIONS,
                  },
                  { key: "mushroom-swiss-burger", name: "Mushroom Swiss burger", priceCents: 1600, optionGroups: BURGER_OPTIONS },
                  {
                    key: "black-bean-burger",
                    name: "Black bean burger",
                    description: "House-made, avocado, pico de gallo.",
                    priceCents: 1400,
                    tags: ["vegetarian"],
                    optionGroups: [SIDE],
                  },
                ],
              },
              {
                name: "Sandwiches and baskets",
                items: [
                  {
                    key: "haddock-sandwich",
                    name: "Haddock sandwich",
                    description: "Beer-battered haddock on a hoagie roll, tartar, lettuce.",
                    priceCents: 1600,
                    optionGroups: [SIDE],
                  },
                  {
                    key: "grilled-chicken-club",
                    name: "Grilled chicken club",
                    description: "Bacon, Swiss, lettuce, tomato, honey mustard, toasted sourdough.",
                    priceCents: 1500,
                    optionGroups: [SIDE],
                  },
                  {
                    key: "beef-on-weck",
                    name: "Beef on weck",
                    description: "Shaved roast beef, horseradish, au jus, kummelweck roll.",
                    priceCents: 1600,
                    optionGroups: [SIDE],
                  },
                  { key: "chicken-tender-basket", name: "Chicken tender basket", description: "Five tenders, fries, honey mustard.", priceCents: 1400 },
                  { key: "shrimp-basket", name: "Shrimp basket", description: "Fried shrimp, fries, slaw, cocktail sauce.", priceCents: 1800 },
                ],
              },
              {
                name: "Kids",
                description: "12 and under, with fries.",
                items: [
                  { key: "kids-sliders", name: "Cheeseburger slider pair", priceCents: 800 },
                  { key: "kids-tenders", name: "Chicken tenders", priceCents: 800 },
                  { key: "kids-grilled-cheese", name: "Grilled cheese", priceCents: 700 },
                ],
              },
              {
                name: "Sweets",
                items: [
                  { key: "key-lime-pie", name: "Key lime pie", priceCents: 800 },
                  { key: "brownie", name: "Warm brownie", description: "With the ice cream packed on the side.", priceCents: 900 },
                ],
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Plates and lake delivery are by phone",
            body: "The plates (haddock, salmon, ribeye, Chicken French) are served from 4 pm and travel best when we time them with you: call (585) 555-0138 for those. Lake delivery runs summer Fridays to Sundays, 4 to 8 pm, around the whole lake and into Lakeville and Livonia village; order it by phone too ($5 delivery fee, $30 minimum).",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Takeout questions",
            items: [
              {
                question: "Does the fish fry travel well?",
                answer:
                  "We pack fried fish in vented boxes with the tartar and lemon on the side so it stays crisp. The Friday fish fry is on the specials board: call the order line for it, or order a haddock sandwich above any day.",
              },
              {
                question: "Can I order for a big group?",
                answer:
                  "Yes. For more than 15 meals, or wings by the hundred, please call the day before so we can staff up. Half trays of wings, salt potatoes and mac salad are on our private events menu.",
              },
              {
                question: "Is delivery available on weekdays?",
                answer:
                  "No: our drivers work Friday, Saturday and Sunday evenings, Memorial Day to Labor Day and on holiday weekends in the spring and fall. Takeout and dock pickup run every day we're open.",
              },
              {
                question: "Do you use third-party delivery apps?",
                answer: "No. Our own staff deliver, which keeps prices the same as in the restaurant and means the person at your door actually works here.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Want it brought to the cottage?",
            body: "Lake delivery is ordered by phone, Friday to Sunday from 4 to 8 pm in summer. The order line is answered every day from 11 am.",
            action: { label: "Call (585) 555-0138", href: TEL },
            secondary: { label: "See this week's specials", href: "specials", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------- private-events
    {
      path: "private-events",
      title: "Private Events on Conesus Lake",
      description:
        "Rehearsal dinners, reunions, birthdays and clambakes at Lakeview Grill: the heated Boathouse for 80, or the lakeside deck for 150. From $32 a guest.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Private events",
            heading: "Your party, on the water",
            body: md`
              We host about 120 private events a year, from 20-person retirement lunches to 150-guest summer
              clambakes. Two spaces to choose from:

              - **The Boathouse**: our enclosed, heated event room with lake-facing windows on three sides, a
                private bar and its own deck. Up to 80 seated or 100 standing, all year round.
              - **The Deck**: the whole outdoor deck for up to 150, Sunday to Thursday evenings from June to
                September, with a tent option if the forecast turns.
            `,
            illustration: "users",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Event packages",
            intro: "Prices are per guest, for a minimum of 20 guests. There is no room fee for the Boathouse when food and drink reach $1,500.",
            plans: [
              {
                name: "Lakeside cookout",
                price: "$32",
                period: "per guest",
                description: "Casual buffet for birthdays, graduations and team outings.",
                features: [
                  "Burgers, hot dogs and grilled chicken",
                  "Salt potatoes, mac salad and coleslaw",
                  "Watermelon and cookie platter",
                  "Lemonade, iced tea and soft drinks",
                ],
              },
              {
                name: "Conesus clambake",
                price: "$48",
                period: "per guest",
                description: "Our summer favourite, June to September.",
                features: [
                  "Steamed littleneck clams with drawn butter",
                  "Half chicken off the grill",
                  "Corn on the cob, salt potatoes",
                  "Clam chowder and a garden salad",
                  "Strawberry shortcake",
                ],
                highlighted: true,
              },
              {
                name: "Rehearsal dinner",
                price: "$56",
                period: "per guest",
                description: "Plated, three courses, in the Boathouse.",
                features: [
                  "Passed appetisers for the first half hour",
                  "Salad or clam chowder",
                  "Choice of salmon, 8 oz filet or Chicken French",
                  "Key lime pie or brownie sundae",
                  "Champagne toast",
                ],
              },
            ],
            note: "Bar packages from $22 a guest for three hours of beer, wine and soda, or on consumption. NYS sales tax and a 20% service charge are added.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Booking an event",
            items: [
              {
                title: "Check the date",
                body: "Send the form below, or call, with your date, rough headcount and which space you'd like. Summer Saturdays book a year ahead.",
              },
              { title: "Walk the space", body: "Come and see the Boathouse and the deck with Megan, our events manager, and taste the menu if you'd like." },
              {
                title: "Hold it with a deposit",
                body: "A $300 deposit holds the date and comes off your final bill. Menu choices are due three weeks out and the final count one week out.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "What happens if it rains on a deck event?",
                answer:
                  "We watch the forecast with you. By noon two days before, we decide together whether to move into the Boathouse or put up the 40-by-60 tent ($450).",
              },
              {
                question: "Can guests arrive by boat?",
                answer: "Yes, and many do. We reserve dock slips for your guests for the length of the event.",
              },
              {
                question: "Can we bring a cake or decorations?",
                answer:
                  "Bring your own cake (we'll cut and plate it for free) and any decorations that don't involve confetti, glitter or open flame. The lake thanks you.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Ask about your date",
            intro: "Megan, our events manager, replies to every request within one business day.",
            form: "private-event",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Rather talk to Megan?",
            body: "Call and ask for Megan, or email the events team with your date and headcount.",
            action: { label: "Call (585) 555-0138", href: TEL },
            secondary: { label: "Email our events team", href: `mailto:${EVENTS_EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- reviews
    {
      path: "reviews",
      title: "Reviews from Our Guests",
      description: "What guests say about Lakeview Grill's fish fry, burgers, boat dock, deck sunsets and private events on Conesus Lake, rated 4.7 out of 5.",
      blocks: [
        {
          type: "stats",
          props: {
            items: [
              { value: "4.7 / 5", label: "average across more than 1,900 online reviews" },
              { value: "600+", label: "pieces of haddock fried on a summer Friday" },
              { value: "27", label: "summers on the lake" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "What our guests say",
            intro:
              "A selection of recent reviews left online and in the guest book by the host stand. We read every one, and Chris answers the ones that need answering.",
            items: [
              {
                quote:
                  "The fish fry is the real deal: thick haddock, light batter, salt potatoes on the side, and a deck over the water. We've tried every fish fry from Geneseo to Honeoye and this is the one.",
                name: "Linda M.",
                detail: "Friday fish fry",
                rating: 5,
              },
              {
                quote:
                  "Came by boat on a Saturday with six kids in tow. Staff caught our lines, found us a table in ten minutes and brought crayons without being asked.",
                name: "Brian T.",
                detail: "Boated in from Long Point",
                rating: 5,
              },
              {
                quote:
                  "Our rehearsal dinner in the Boathouse was perfect. Megan handled everything, the filets were cooked exactly right, and the sunset did the rest.",
                name: "Alyssa and Jordan",
                detail: "Rehearsal dinner, 62 guests",
                rating: 5,
              },
              {
                quote: "Beef on weck with real horseradish and a proper salty roll. Worth the drive from Henrietta.",
                name: "Steve K.",
                detail: "Henrietta",
                rating: 5,
              },
              {
                quote:
                  "Busy Friday in July and we waited 45 minutes for a table, which they told us honestly up front. Food was worth it, and the bar made the wait pleasant.",
                name: "Rachel D.",
                detail: "Rochester",
                rating: 4,
              },
              {
                quote: "The lake delivery is a lifesaver at the cottage. Wings arrived hot and the driver was back in his car before the dog finished barking.",
                name: "Tom and Carol B.",
                detail: "West Lake Road cottage",
                rating: 5,
              },
              {
                quote: "Thursday prime rib is a bargain. Get there before 7 or it's gone.",
                name: "Gary W.",
                detail: "Livonia",
                rating: 5,
              },
              {
                quote:
                  "Family reunion clambake for 110 on the deck. They moved the whole thing into the Boathouse and a tent in an hour when the storm rolled in, and nobody lost their clams.",
                name: "The Nowak family reunion",
                detail: "Conesus clambake",
                rating: 5,
              },
              {
                quote: "Great spot, great view. Gluten-free options are a little limited, but they were careful with my salmon and the fryer question.",
                name: "Priya S.",
                detail: "Pittsford",
                rating: 4,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Been in lately?",
            body: "We'd love to hear how it went. Send us a note from our contact page, or leave one in the guest book by the host stand next time.",
            action: { label: "Send us a note", href: "contact" },
            secondary: { label: "See this week's specials", href: "specials", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ about
    {
      path: "about",
      title: "About Lakeview Grill",
      description:
        "From Pete's Landing bait shop to Lakeview Grill: the Marchetti family has run this lakeside restaurant on Conesus Lake's east shore since 1998.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "It started as a bait shop with a grill out back",
            body: md`
              For thirty years this spot on East Lake Road was **Pete's Landing**: minnows, gas for the boat and the
              best cheeseburger on the lake, cooked on a flat-top behind the counter. When Pete Halloran retired in
              1998, **Dave and Linda Marchetti**, who had a cottage three doors down, bought the place, built the
              deck and renamed it Lakeview Grill.

              Their son **Chris Marchetti** grew up washing dishes here, trained at the Culinary Institute in
              Hyde Park and took over the kitchen in 2015. Linda still runs the front of the house most nights,
              and Dave still can't resist helping boats into the dock.
            `,
            illustration: "fish",
          },
        },
        {
          type: "stats",
          props: {
            heading: "Lakeview by the numbers",
            items: [
              { value: "1998", label: "the year the Marchettis took over" },
              { value: "120", label: "seats on the deck over the water" },
              { value: "14", label: "free boat slips for guests" },
              { value: "45", label: "people on the summer crew, most of them local students" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What we care about",
            columns: 3,
            items: [
              {
                icon: "fish",
                title: "Fish that's actually fresh",
                body: "Haddock and salmon come in from a Boston supplier three times a week, never frozen. The fish fry batter is the same recipe Pete used.",
              },
              {
                icon: "tractor",
                title: "Local where we can",
                body: "Beef from Avon, sweet corn from Lakeville, peaches from Niagara County and beer from Rochester and Livingston County brewers.",
              },
              {
                icon: "leaf",
                title: "Looking after the lake",
                body: "We compost kitchen scraps, use paper straws only on request, and sponsor the Conesus Lake Association's annual shoreline clean-up.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Working here",
            heading: "A first job for half the kids on the lake",
            body: md`
              Every summer we hire around 30 high school and college students as hosts, servers, bussers, dock
              hands and dishwashers. We pay above minimum wage, schedule around sports and family vacations,
              and feed everyone on shift.

              Interested? Stop by with a résumé any weekday afternoon in April, or send us a note from our contact
              page and choose "Summer jobs".
            `,
            illustration: "users",
            reverse: true,
            action: { label: "Ask about summer jobs", href: "contact" },
          },
        },
        {
          type: "cta",
          props: {
            heading: "Come see us on the lake",
            action: { label: "Hours and directions", href: "contact" },
            secondary: { label: "Read reviews", href: "reviews", variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact Lakeview Grill",
      description:
        "Call, email or find Lakeview Grill by car or boat at 4290 East Lake Road, Livonia, on Conesus Lake. Hours, parking, dock details and directions.",
      blocks: [
        {
          type: "form",
          props: {
            heading: "Send us a message",
            intro:
              "Questions about a visit, a big group, summer jobs or how your last meal went: we reply within one business day. For tonight's wait list, please call.",
            form: "contact",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Call, email or visit",
            intro:
              "We don't take reservations for parties under eight; put your name in at the host stand or call ahead and we'll add you to the wait list. Groups of eight or more, please call.",
            showHours: true,
            showMap: true,
          },
        },
        {
          type: "features",
          props: {
            heading: "Getting here",
            columns: 3,
            items: [
              {
                icon: "car",
                title: "By car",
                body: "From Rochester: I-390 south to exit 9 (Lakeville), US-20A east, then right on East Lake Road for four miles. Our lot is on the uphill side of the road, with a crosswalk to the door.",
              },
              {
                icon: "waves",
                title: "By boat",
                body: "We're on the east shore about a mile south of McPherson Point: look for the blue roof and the flag. 14 slips on a first-come basis; the end of the main dock is for pickups only.",
              },
              {
                icon: "accessibility",
                title: "Accessibility",
                body: "Ramped entrance from the lower lot, an accessible restroom, and level access to the whole deck. Two accessible parking spaces by the door.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Before you come",
            items: [
              {
                question: "Are dogs allowed on the deck?",
                answer: "Leashed, well-behaved dogs are welcome at the outer deck tables. We'll bring a water bowl.",
              },
              {
                question: "Can I bring the kayak?",
                answer: "Yes. There's a gravel landing just north of the dock where you can pull up kayaks and paddleboards.",
              },
              {
                question: "Who do I contact about a private event?",
                answer: "Send a request from our private events page, email events@lakeviewgrill.example, or call and ask for Megan.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Taking it home?",
            action: { label: "Order for pickup", href: "order-online" },
            secondary: { label: "Call (585) 555-0138", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
