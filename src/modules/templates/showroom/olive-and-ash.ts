import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0152";
const TEL = "tel:+15855550152";
const EMAIL = "table@oliveandash.example";
const EVENTS_EMAIL = "events@oliveandash.example";
const JOBS_EMAIL = "jobs@oliveandash.example";

const site: SiteSeed = {
  slug: "olive-and-ash",
  name: "Olive & Ash Kitchen",
  kind: "restaurant",
  theme: {
    palette: {
      primary: "#4f5b23",
      onPrimary: "#ffffff",
      accent: "#b4532a",
      background: "#faf8f2",
      surface: "#eeeadc",
      text: "#22231a",
      muted: "#55574a",
      border: "#d8d3bf",
    },
    fonts: { heading: "lora", body: "dm-sans" },
    header: "centered",
    footer: "map",
    sectionStyle: "editorial",
    logo: { mark: "flame", shape: "square" },
    radius: "none",
    pattern: "diagonal",
  },
  settings: {
    tagline: "Wood-fired Mediterranean cooking on Park Avenue, Rochester",
    priceRange: "$$$",
    cuisine: ["Mediterranean"],
    description:
      "Olive & Ash Kitchen cooks Lebanese, Greek and Southern Italian food over an oak fire on Park Avenue in Rochester: mezze, flatbreads from the wood oven, whole fish and lamb for the table.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "655 Park Avenue", locality: "Rochester", region: "NY", postalCode: "14607", geo: { latitude: 43.1497, longitude: -77.5853 } },
    },
    hours: [
      { days: ["tue", "wed", "thu"], opens: "17:00", closes: "22:00" },
      { days: ["fri", "sat"], opens: "17:00", closes: "23:00" },
      { days: ["sun"], opens: "16:00", closes: "21:00" },
    ],
    hoursNote: "Closed Mondays. The bar stays open an hour after the kitchen closes on Friday and Saturday. Sunday is family-style supper night.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Menu", href: "menu" },
      { label: "Private dining", href: "private-menus" },
      { label: "Catering", href: "catering" },
      { label: "About", href: "about" },
      { label: "Careers", href: "careers" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Reserve a table", href: "contact#reserve" },
    footerLinks: [
      { label: "Menu", href: "menu" },
      { label: "Private menus", href: "private-menus" },
      { label: "Catering", href: "catering" },
      { label: "Work with us", href: "careers" },
    ],
  },
  forms: [
    {
      key: "contact",
      name: "Contact message",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage: "Thank you. We'll reply within one business day. For a table tonight, reserve online or call (585) 555-0152 from 2 pm.",
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
          options: [
            "A question about a visit",
            "Dietary needs or allergies",
            "Private dining",
            "Catering",
            "Gift cards",
            "Press or partnerships",
            "Something else",
          ],
        },
        { name: "message", label: "Message", type: "textarea", required: true, maxLength: 3000 },
      ],
    },
    {
      key: "private-dining",
      name: "Private dining request",
      recipients: [EMAIL],
      submitLabel: "Request this date",
      successMessage:
        "Thank you. Lina, our events coordinator, will reply within one business day. If your date is free she'll pencil it in for five days while you decide.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "event_date", label: "Preferred date", type: "date", required: true, width: "half" },
        { name: "start_time", label: "Arrival time", type: "text", required: true, width: "half", maxLength: 40, help: "For example 6:30 pm." },
        { name: "guests", label: "Number of guests", type: "text", required: true, width: "half", maxLength: 20 },
        {
          name: "occasion",
          label: "Occasion",
          type: "select",
          required: true,
          options: ["Birthday", "Anniversary", "Rehearsal dinner", "Shower", "Business dinner", "Book club or society dinner", "Something else"],
        },
        {
          name: "space",
          label: "Which space?",
          type: "radio",
          options: ["The Cellar (up to 28)", "Whole-restaurant buyout (up to 90 seated)", "Not sure yet"],
        },
        {
          name: "menu",
          label: "Set menu",
          type: "radio",
          options: ["The Mezze Table ($58 a guest)", "The Feast ($74 a guest)", "The Chef's Fire ($95 a guest)", "Help me choose"],
        },
        {
          name: "drinks",
          label: "Drinks",
          type: "select",
          options: ["Wine pairing", "Open bar, two hours", "Wine and beer, two hours", "Zero-proof pairing", "Order on the night", "Not sure yet"],
        },
        {
          name: "dietary",
          label: "Dietary needs and allergies",
          type: "textarea",
          maxLength: 1000,
          help: "Vegetarian, vegan and gluten-free guests are easy. Please tell us about allergies and any guest who can't use stairs.",
        },
        {
          name: "details",
          label: "Anything else",
          type: "textarea",
          maxLength: 3000,
          help: "Speeches, a slideshow, a celebration cake, a budget we should plan around.",
        },
      ],
    },
    {
      key: "catering-request",
      name: "Catering request",
      recipients: [EMAIL],
      submitLabel: "Request a quote",
      successMessage:
        "Thank you. Lina has your catering request and will send a quote within one business day. Your order is confirmed once the 30% deposit is paid.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "organization", label: "Company or organization", type: "text", width: "half", help: "If you're ordering for a business or group." },
        { name: "event_date", label: "Date of the event", type: "date", required: true, width: "half" },
        { name: "serve_time", label: "Time you'd like to eat", type: "text", required: true, width: "half", maxLength: 40 },
        {
          name: "guests",
          label: "Number of guests",
          type: "text",
          required: true,
          width: "half",
          maxLength: 20,
          help: "Minimum 12 for drop-off, 40 for full service.",
        },
        { name: "address", label: "Event address or venue", type: "text", required: true, width: "half" },
        {
          name: "service_style",
          label: "Package or style of service",
          type: "radio",
          required: true,
          options: [
            "Mezze spread, drop-off ($24 a guest)",
            "Grill feast ($38 a guest)",
            "Full service with a live grill ($62 a guest)",
            "Trays à la carte",
            "Not sure yet",
          ],
        },
        {
          name: "budget",
          label: "Rough budget",
          type: "select",
          options: ["Under $500", "$500 to $1,500", "$1,500 to $3,000", "$3,000 to $6,000", "More than $6,000", "Not sure yet"],
        },
        {
          name: "dietary",
          label: "Dietary needs and allergies",
          type: "textarea",
          maxLength: 1000,
          help: "Vegetarian, vegan, gluten-free, halal or an alcohol-free event: tell us roughly how many guests.",
        },
        { name: "details", label: "Anything else", type: "textarea", maxLength: 3000 },
      ],
    },
    {
      key: "job-application",
      name: "Job application",
      recipients: [EMAIL],
      submitLabel: "Send application",
      successMessage:
        "Thanks for applying. Nadia, Theo or our general manager will be in touch within a week, usually to set up a 20-minute conversation on a Tuesday or Wednesday afternoon.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        {
          name: "role",
          label: "Role you're interested in",
          type: "select",
          required: true,
          width: "half",
          options: ["Line cook", "Prep cook", "Dishwasher", "Server", "Bartender", "Host", "Not sure yet"],
        },
        { name: "hours", label: "Full- or part-time?", type: "radio", options: ["Full-time (four shifts)", "Part-time", "Either"] },
        { name: "availability", label: "When can you work, and when could you start?", type: "textarea", required: true, maxLength: 1000 },
        {
          name: "resume",
          label: "Résumé",
          type: "file",
          accept: ["pdf", "document"],
          maxSizeMb: 5,
          help: "Helps, but isn't required. PDF or Word, up to 5 MB.",
        },
        {
          name: "why_you",
          label: "A few lines about yourself",
          type: "textarea",
          required: true,
          maxLength: 1500,
          help: "Where you've worked, what you enjoy about restaurants, and why Olive & Ash.",
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Olive & Ash Kitchen | Wood-Fired Mediterranean, Park Avenue",
      description: "Mezze, wood-oven flatbreads, whole grilled fish and lamb shoulder for the table on Park Avenue in Rochester. Dinner Tuesday to Sunday.",
      blocks: [
        {
          type: "hero",
          props: {
            // The branzino has its picture beside its name in "Start here" below; the collage keeps to the other dishes.
            image: seedImage("food/olive-and-ash/lamb-kofta"),
            images: [seedImage("food/olive-and-ash/hummus"), seedImage("food/olive-and-ash/fattoush")],
            variant: "collage",
            eyebrow: "Park Avenue, Rochester · Dinner Tuesday to Sunday",
            heading: "Everything passes through the fire",
            body: "Our kitchen is built around a 900-degree oak-fired oven and a wood grill. Bread is blistered in it, eggplant is charred in the embers, and whole fish and lamb come off it for the middle of the table. Come hungry and bring people to share with.",
            actions: [
              { label: "See the menu", href: "menu" },
              { label: "Reserve a table", href: "contact#reserve", variant: "secondary" },
            ],
            illustration: "flame",
          },
        },
        {
          type: "menu",
          props: {
            heading: "Start here",
            intro: "If it's your first time, these are the dishes our regulars order for the table.",
            sections: [
              {
                name: "From the embers",
                items: [
                  {
                    image: seedImage("food/olive-and-ash/baba-ghanoush"),
                    name: "Ember-roasted baba ghanoush",
                    description: "Eggplant charred in the coals, tahini, pomegranate, warm pita.",
                    priceCents: 1200,
                    tags: ["vegan"],
                  },
                  {
                    image: seedImage("food/olive-and-ash/zaatar-flatbread"),
                    name: "Za'atar flatbread",
                    description: "Wood-oven dough, za'atar, olive oil, labneh, cucumber.",
                    priceCents: 1500,
                    tags: ["vegetarian"],
                  },
                ],
              },
              {
                name: "For the middle of the table",
                items: [
                  {
                    image: seedImage("food/olive-and-ash/whole-branzino"),
                    name: "Whole grilled branzino",
                    description: "Lemon, oregano, ladolemono, charred greens.",
                    priceCents: 4200,
                    tags: ["gluten-free"],
                  },
                  {
                    image: seedImage("food/olive-and-ash/lamb-shoulder"),
                    name: "Slow-roasted lamb shoulder",
                    description: "Seven hours in the dying oven. Serves two to three.",
                    priceCents: 7200,
                    tags: ["gluten-free"],
                  },
                ],
              },
            ],
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Find us on Park Avenue",
            intro: "Between Berkeley and Oxford streets. We keep about a third of our tables and the whole bar for walk-ins every night.",
            showHours: true,
            showMap: true,
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "How we cook",
            heading: "Three kitchens of the Mediterranean, one fire",
            body: md`
              Chef **Nadia Haddad** grew up in her grandmother's kitchen in Rochester's 19th Ward, rolling grape
              leaves and grinding kibbeh. Her husband **Theo Kostas** comes from a family of grill cooks in
              Thessaloniki. Together they cook the food of Lebanon, Greece and southern Italy the way it is eaten
              there: lots of small plates, then something big to share.

              The oven burns split oak and apple wood from a tree service in Webster, about a cord a week.
            `,
            illustration: "cooking-pot",
            action: { label: "Our story", href: "about", variant: "secondary" },
          },
        },
        {
          type: "features",
          props: {
            columns: 3,
            items: [
              {
                icon: "utensils",
                title: "The full menu",
                body: "Mezze from $7, wood-oven flatbreads, grill plates and big dishes to share, plus a wine list from Greece, Lebanon and the Finger Lakes.",
                href: "menu",
                linkLabel: "Read the menu",
              },
              {
                icon: "wine",
                title: "Private dining",
                body: "The Cellar seats 28 beneath the restaurant, and the whole room takes 90. Set menus from $58 a guest.",
                href: "private-menus",
                linkLabel: "Private menus",
              },
              {
                icon: "truck",
                title: "Catering",
                body: "Mezze spreads and grill feasts for offices, showers and backyard parties across Monroe County.",
                href: "catering",
                linkLabel: "Catering menus",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote: "The lamb shoulder is one of the best things I've eaten in Rochester, and the hummus has ruined store-bought for me forever.",
                name: "Elena V.",
                detail: "Park Avenue neighbour",
                rating: 5,
              },
              {
                quote:
                  "We booked The Cellar for my father's 70th. Twenty-two of us, four hours, platters that kept coming, and Nadia came down to tell him about her grandmother's kibbeh.",
                name: "Michael H.",
                detail: "Private dinner, Brighton",
                rating: 5,
              },
              {
                quote: "Sunday family-style supper is the best $42 you can spend in the city. Go with friends and don't eat lunch.",
                name: "Jasmine O.",
                detail: "Rochester",
                rating: 5,
              },
            ],
          },
        },
      ],
    },
    // ------------------------------------------------------------------ menu
    {
      path: "menu",
      title: "Dinner Menu",
      description:
        "Olive & Ash dinner menu with prices: mezze, wood-oven flatbreads, grilled skewers, whole branzino, lamb shoulder, desserts, Greek and Lebanese wines.",
      blocks: [
        {
          type: "menu",
          props: {
            heading: "Dinner",
            intro:
              "Plates are meant to be shared; we suggest two or three mezze and one larger dish for every two people. Pita is baked to order and refilled free. Menu changes with what's good; prices include no service charge.",
            sections: [
              {
                name: "Mezze",
                items: [
                  {
                    image: seedImage("food/olive-and-ash/hummus"),
                    name: "Hummus",
                    description: "Whipped chickpeas, tahini, lemon, olive oil, warm pita. Add spiced lamb $6.",
                    priceCents: 1000,
                    tags: ["vegan"],
                  },
                  {
                    image: seedImage("food/olive-and-ash/baba-ghanoush"),
                    name: "Ember-roasted baba ghanoush",
                    description: "Pomegranate, mint, walnut.",
                    priceCents: 1200,
                    tags: ["vegan"],
                  },
                  {
                    name: "Labneh",
                    description: "Strained yogurt, za'atar, Castelvetrano olives, cucumber.",
                    priceCents: 1000,
                    tags: ["vegetarian", "gluten-free"],
                  },
                  { name: "Grape leaves", description: "Rolled by hand with rice, herbs and lemon.", priceCents: 900, tags: ["vegan", "gluten-free"] },
                  { name: "Fried halloumi", description: "Honey, sesame, Aleppo pepper.", priceCents: 1300, tags: ["vegetarian"] },
                  { name: "Kibbeh", description: "Four crisp bulgur and beef croquettes, pine nuts, garlic toum.", priceCents: 1400 },
                  { name: "Marinated olives", priceCents: 700, tags: ["vegan", "gluten-free"] },
                  {
                    image: seedImage("food/olive-and-ash/fattoush"),
                    name: "Fattoush",
                    description: "Tomato, cucumber, radish, purslane, sumac, fried pita.",
                    priceCents: 1300,
                    tags: ["vegan"],
                  },
                ],
              },
              {
                name: "From the wood oven",
                description: "Flatbreads on a 48-hour dough, baked in about 90 seconds at 900°F.",
                items: [
                  {
                    image: seedImage("food/olive-and-ash/zaatar-flatbread"),
                    name: "Za'atar flatbread",
                    description: "Olive oil, labneh, cucumber, mint.",
                    priceCents: 1500,
                    tags: ["vegetarian"],
                  },
                  { name: "Lahm bi ajeen", description: "Spiced ground lamb, tomato, pine nuts, lemon, parsley.", priceCents: 1800 },
                  { name: "Margherita", description: "San Marzano tomato, fior di latte, basil.", priceCents: 1600, tags: ["vegetarian"] },
                  { name: "Soppressata and hot honey", description: "Tomato, mozzarella, Calabrian chili, local honey.", priceCents: 1900 },
                  {
                    name: "Wood-roasted cauliflower",
                    description: "Whole head, tahini, golden raisins, herbs.",
                    priceCents: 1600,
                    tags: ["vegan", "gluten-free"],
                  },
                ],
              },
              {
                name: "From the grill",
                items: [
                  { name: "Chicken shish tawook", description: "Garlic-yogurt marinade, toum, pickled turnip, rice.", priceCents: 2600, tags: ["gluten-free"] },
                  {
                    image: seedImage("food/olive-and-ash/lamb-kofta"),
                    name: "Lamb kofta",
                    description: "Sumac onions, tahini, grilled tomato, pita.",
                    priceCents: 2800,
                  },
                  { name: "Grilled octopus", description: "Gigante beans, red wine vinegar, oregano.", priceCents: 2900, tags: ["gluten-free"] },
                  { name: "Pork souvlaki", description: "Lemon-oregano marinade, tzatziki, fries, pita.", priceCents: 2500 },
                  {
                    name: "Halloumi and vegetable skewers",
                    description: "Zucchini, peppers, onion, herb salad.",
                    priceCents: 2300,
                    tags: ["vegetarian", "gluten-free"],
                  },
                ],
              },
              {
                name: "For the table",
                description: "Large dishes for two or more. Limited each night; ask when you reserve to hold one.",
                items: [
                  {
                    image: seedImage("food/olive-and-ash/whole-branzino"),
                    name: "Whole grilled branzino",
                    description: "Lemon, oregano, ladolemono, charred greens.",
                    priceCents: 4200,
                    tags: ["gluten-free"],
                  },
                  {
                    image: seedImage("food/olive-and-ash/lamb-shoulder"),
                    name: "Slow-roasted lamb shoulder",
                    description: "Seven hours in the oven, with rice pilaf, yogurt and pickles. Serves two to three.",
                    priceCents: 7200,
                    tags: ["gluten-free"],
                  },
                  { name: "Half chicken from the oven", description: "Sumac, lemon, garlic toum, fries cooked in the drippings.", priceCents: 3400 },
                ],
              },
              {
                name: "Sides",
                items: [
                  { name: "Vermicelli rice", priceCents: 600, tags: ["vegetarian"] },
                  { name: "Fries with za'atar and feta", priceCents: 800, tags: ["vegetarian"] },
                  { name: "Charred greens, lemon, garlic", priceCents: 800, tags: ["vegan", "gluten-free"] },
                ],
              },
              {
                name: "Sweet",
                items: [
                  { name: "Pistachio baklava", description: "Made every morning, orange blossom syrup.", priceCents: 900, tags: ["vegetarian"] },
                  { name: "Knafeh", description: "Warm shredded pastry, sweet cheese, rose syrup. Allow 15 minutes.", priceCents: 1200, tags: ["vegetarian"] },
                  { name: "Olive oil cake", description: "Lemon, Greek yogurt, honeyed figs.", priceCents: 1000, tags: ["vegetarian"] },
                ],
              },
              {
                name: "To drink",
                description: "The full list has 60 wines, mostly from Greece, Lebanon, Sicily and the Finger Lakes.",
                items: [
                  { name: "Assyrtiko, Santorini", description: "Glass. Bottle $64.", priceCents: 1600 },
                  { name: "Château Ksara Réserve du Couvent, Bekaa Valley", description: "Glass. Bottle $52.", priceCents: 1300 },
                  { name: "Dry Riesling, Seneca Lake", description: "Glass. Bottle $44.", priceCents: 1200 },
                  { name: "Agiorgitiko, Nemea", description: "Glass. Bottle $48.", priceCents: 1300 },
                  { name: "Arak with water and ice", description: "The Lebanese aperitif, poured tableside.", priceCents: 1100 },
                  { name: "Fig and thyme old fashioned", description: "Rye, fig syrup, thyme, orange.", priceCents: 1500 },
                  { name: "Mint lemonade", description: "Blended with fresh mint, Lebanese style.", priceCents: 600, tags: ["non-alcoholic"] },
                ],
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Allergies",
            body: "Tahini (sesame), pine nuts, pistachios and walnuts are used throughout the kitchen. We can adapt most dishes for gluten, dairy and nut allergies; tell your server before ordering, and we'll talk it through with the chef.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Sundays",
            heading: "Family-style supper, $42 a guest",
            body: md`
              Every Sunday from 4 pm we set the menu and keep the food coming: six mezze, two flatbreads from the
              oven, a grill platter of chicken, kofta and halloumi, and baklava with Lebanese coffee. Vegetarian
              versions on request.

              Children under 12 eat for $15. Reservations recommended.
            `,
            illustration: "users",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Reserve a table",
            body: "Reserve online for up to five guests, or call from 2 pm, Tuesday to Sunday, for six to eight. For bigger groups, see our private menus.",
            action: { label: "Reserve online", href: "contact#reserve" },
            secondary: { label: "Private menus", href: "private-menus", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------- private-menus
    {
      path: "private-menus",
      title: "Private Dining Menus",
      description:
        "Set menus for private dinners in The Cellar (28 guests) or a full buyout (90): three family-style menus from $58 to $95 a guest, with wine pairings.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Private dining",
            heading: "The Cellar, and the whole restaurant",
            body: md`
              **The Cellar** is our private room below the restaurant: stone walls from the 1890s building, one
              long table for up to 28 guests or four rounds for 24, and a window into the wine room. It's ours for
              birthdays, rehearsal dinners, book clubs with ambition and business dinners.

              For larger parties of up to 90 seated or 130 standing, you can **book the whole restaurant** on
              Monday, when we're otherwise closed, or Sunday to Thursday for lunch.

              All private menus are served family-style on platters down the table.
            `,
            illustration: "wine",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Set menus",
            intro: "Choose one menu for the whole party. Each is served family-style and can be made vegetarian, vegan or gluten-free for individual guests.",
            plans: [
              {
                name: "The Mezze Table",
                price: "$58",
                period: "per guest",
                description: "Relaxed and generous. Ideal for showers and birthdays.",
                features: [
                  "Hummus, baba ghanoush, labneh and olives",
                  "Fattoush and grape leaves",
                  "Two flatbreads from the wood oven",
                  "Chicken shish tawook and lamb kofta with rice",
                  "Baklava and Lebanese coffee",
                ],
              },
              {
                name: "The Feast",
                price: "$74",
                period: "per guest",
                description: "Our most-booked menu, four courses.",
                features: [
                  "Everything on the Mezze Table menu",
                  "Fried halloumi and kibbeh",
                  "Grilled octopus with gigante beans",
                  "Whole branzino and half chickens from the oven",
                  "Knafeh and olive oil cake",
                ],
                highlighted: true,
              },
              {
                name: "The Chef's Fire",
                price: "$95",
                period: "per guest",
                description: "Five courses, introduced by Nadia or Theo.",
                features: [
                  "Arak or sparkling wine on arrival",
                  "Mezze spread and raw bar oysters",
                  "Grilled octopus and wood-roasted cauliflower",
                  "Lamb shoulder and whole branzino for every table",
                  "Dessert trio and petit fours",
                  "A kitchen tour with the chef",
                ],
              },
            ],
            note: "Prices are before 8% sales tax and a 20% service charge. The Cellar has a $1,200 food-and-beverage minimum on Friday and Saturday; none on other nights.",
          },
        },
        {
          type: "menu",
          props: {
            heading: "Add-ons and drinks",
            intro: "Add to any set menu. Per-guest prices apply to the whole party.",
            sections: [
              {
                name: "Extra courses",
                items: [
                  {
                    name: "Raw bar: oysters and shrimp, per guest",
                    description: "East Coast oysters, poached shrimp, mignonette, harissa cocktail sauce.",
                    priceCents: 1400,
                  },
                  {
                    name: "Cheese and cured meats board, per guest",
                    description: "Greek and Finger Lakes cheeses, soppressata, bresaola, fig jam.",
                    priceCents: 900,
                  },
                  { name: "Whole lamb shoulder, for up to 3", description: "Added to the Mezze Table or the Feast.", priceCents: 7200 },
                  { name: "Celebration cake", description: "Pistachio-rose layer cake for up to 20, inscribed.", priceCents: 8500 },
                ],
              },
              {
                name: "Drinks packages, per guest",
                items: [
                  { name: "Wine pairing, three glasses", description: "Chosen by our wine director to follow your menu.", priceCents: 3500 },
                  { name: "Open bar, two hours", description: "House wines, local beer, arak and two signature cocktails.", priceCents: 3800 },
                  { name: "Wine and beer, two hours", priceCents: 2800 },
                  { name: "Zero-proof pairing", description: "House sodas, mint lemonade and spiced teas.", priceCents: 1600, tags: ["non-alcoholic"] },
                ],
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Private dining questions",
            items: [
              {
                question: "How do I hold a date?",
                answer:
                  "Send the request form below with the date, the number of guests and the occasion. We'll pencil it in for five days while you decide, then hold it with a $250 deposit that comes off the final bill.",
              },
              {
                question: "When do you need the final headcount?",
                answer: "Five days before. We charge for the final count or the number who attend, whichever is higher.",
              },
              {
                question: "Can we play music or give a presentation?",
                answer:
                  "The Cellar has its own speaker you can connect to, and a 65-inch screen. Speeches are welcome; the room is fully separate from the dining room.",
              },
              {
                question: "Is The Cellar accessible?",
                answer:
                  "The Cellar is reached by a staircase only. For guests who can't use stairs we can hold the front section of the restaurant on weeknights instead.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Plan a private dinner",
            intro: "Our events coordinator, Lina, replies within one business day.",
            form: "private-dining",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Prefer to talk it through?",
            body: "Call Lina between 1 and 4 pm, Tuesday to Saturday, or email her with your date and group size.",
            action: { label: "Call (585) 555-0152", href: TEL },
            secondary: { label: "Email Lina", href: `mailto:${EVENTS_EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- catering
    {
      path: "catering",
      title: "Catering",
      description:
        "Olive & Ash catering in Rochester and Monroe County: mezze platters, kebab trays and grill feasts, delivered or fully staffed, from $24 a guest.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Catering",
            heading: "A Mediterranean spread, wherever you are",
            body: md`
              Mezze travels beautifully, which makes it some of the best party food there is. We cater office
              lunches downtown, graduation parties in Penfield, baby showers in Brighton and backyard weddings
              as far as Canandaigua.

              Most of the menu is naturally vegetarian, and much of it vegan and gluten-free, so mixed crowds
              are easy. Every tray is labelled.
            `,
            illustration: "truck",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Catering packages",
            intro: "Per-guest prices, minimum 12 guests for drop-off and 40 for full service.",
            plans: [
              {
                name: "Mezze spread",
                price: "$24",
                period: "per guest",
                description: "Drop-off, for lunches and light parties.",
                features: ["Hummus, baba ghanoush and labneh", "Fattoush and tabbouleh", "Grape leaves and falafel", "Warm pita and vegetables", "Baklava"],
              },
              {
                name: "Grill feast",
                price: "$38",
                period: "per guest",
                description: "Drop-off or buffet set-up, hot from our grill.",
                features: [
                  "Everything in the mezze spread",
                  "Chicken shish tawook and lamb kofta",
                  "Halloumi and vegetable skewers",
                  "Vermicelli rice",
                  "Set-up in chafing dishes, $75",
                ],
                highlighted: true,
              },
              {
                name: "Full service",
                price: "$62",
                period: "per guest",
                description: "Staffed, with a live grill on site.",
                features: [
                  "Passed mezze for the first hour",
                  "Live charcoal grill and two cooks",
                  "Whole roasted lamb or branzino station",
                  "Servers, plates, linens and clean-up",
                  "Dessert table with knafeh",
                ],
              },
            ],
            note: "Delivery within 15 miles of Park Avenue is $40; further by quote. Full service adds sales tax and a 20% service charge.",
          },
        },
        {
          type: "menu",
          props: {
            heading: "Trays and platters",
            intro: "Order à la carte for smaller gatherings. Small trays serve 8 to 10, large trays 18 to 20.",
            sections: [
              {
                name: "Mezze, small tray",
                items: [
                  { name: "Hummus with pita", priceCents: 4000, tags: ["vegan"] },
                  { name: "Baba ghanoush with pita", priceCents: 4500, tags: ["vegan"] },
                  { name: "Grape leaves, 30 pieces", priceCents: 4500, tags: ["vegan", "gluten-free"] },
                  { name: "Falafel, 30 pieces, with tahini", priceCents: 4500, tags: ["vegan"] },
                  { name: "Fattoush salad", priceCents: 5000, tags: ["vegan"] },
                ],
              },
              {
                name: "Grill, small tray",
                items: [
                  { name: "Chicken shish tawook with toum", priceCents: 9500, tags: ["gluten-free"] },
                  { name: "Lamb kofta with tahini", priceCents: 11000 },
                  { name: "Halloumi and vegetable skewers", priceCents: 8500, tags: ["vegetarian", "gluten-free"] },
                  { name: "Vermicelli rice", priceCents: 3500, tags: ["vegetarian"] },
                ],
              },
              {
                name: "Sweets",
                items: [
                  { name: "Baklava, 30 pieces", priceCents: 4800, tags: ["vegetarian"] },
                  { name: "Olive oil cake, serves 12", priceCents: 4500, tags: ["vegetarian"] },
                  { name: "Knafeh, large tray, serves 20", description: "Baked on site or delivered warm.", priceCents: 9000, tags: ["vegetarian"] },
                ],
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How catering works",
            items: [
              {
                title: "Send us the details",
                body: "Date, time, address, guest count and any allergies, using the form below. We'll reply with a quote within one business day.",
              },
              { title: "Confirm", body: "A 30% deposit confirms your order. Guest count can change up to four days before." },
              { title: "Delivery or set-up", body: "Drop-off orders arrive 30 minutes early. Full-service teams arrive two hours before guests." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "How much notice do you need?",
                answer:
                  "Two days for trays and the mezze spread, one week for the grill feast, and at least a month for full service. Call us for anything sooner; we often manage.",
              },
              {
                question: "Do you do halal catering?",
                answer:
                  "Our chicken and lamb come from a halal-certified supplier. We don't cook pork in catering trays, and can prepare a fully alcohol-free event.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Get a catering quote",
            intro: "Tell us about your event and Lina will reply with a quote within one business day.",
            form: "catering-request",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Need it sooner?",
            body: "For anything inside two days, call us: we often manage. You can also email the events team.",
            action: { label: "Call (585) 555-0152", href: TEL },
            secondary: { label: "Email our events team", href: `mailto:${EVENTS_EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- about
    {
      path: "about",
      title: "About Olive & Ash",
      description:
        "Chef-owners Nadia Haddad and Theo Kostas opened Olive & Ash on Park Avenue in 2017 to cook the food of Lebanon, Greece and Italy over an oak fire.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "A Lebanese grandmother, a Greek grill cook and a very large oven",
            body: md`
              Nadia Haddad learned to cook from her _teta_, Mariam, who ran the kitchen at St. Nicholas church
              suppers in Rochester for forty years. Theo Kostas grew up turning souvlaki at his uncle's grill in
              Thessaloniki. They met working the line at a restaurant in New York City and spent ten years
              cooking in other people's kitchens before coming home to Rochester.

              In 2017 they took over a former bakery on Park Avenue, kept the old brick oven's foundation and had a
              wood-fired oven built on top of it by a mason from Naples. Olive & Ash opened in October that year
              with 54 seats and a menu that fit on one card.
            `,
            illustration: "flame",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "2017", label: "opened on Park Avenue" },
              { value: "900°F", label: "the oven at full fire" },
              { value: "1 cord", label: "of oak and apple wood burned a week" },
              { value: "32", label: "people on our team" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Where our food comes from",
            columns: 3,
            items: [
              {
                icon: "tree-pine",
                title: "The wood",
                body: "Split oak and apple from a tree service in Webster, seasoned for a year. No gas, no pellets.",
              },
              {
                icon: "leaf",
                title: "Olive oil",
                body: "Imported directly from a cooperative in Messinia, Greece, where Theo's cousins harvest. We go through 40 litres a week.",
              },
              {
                icon: "sprout",
                title: "Vegetables",
                body: "From the Rochester Public Market every Tuesday and Saturday, and from two farms in Ontario County in season.",
              },
              {
                icon: "tractor",
                title: "Lamb",
                body: "Halal-certified lamb from a family farm in the Southern Tier, bought whole and butchered in our kitchen.",
              },
              {
                icon: "cooking-pot",
                title: "Bread",
                body: "Our pita and flatbread dough is made with New York-grown flour milled in Penn Yan, fermented for 48 hours.",
              },
              {
                icon: "wine",
                title: "Wine",
                body: "Greek, Lebanese and Italian wines alongside Finger Lakes bottles that share their love of cool climates and bright acidity.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote: "Olive & Ash is cooking some of the most confident Mediterranean food in upstate New York. Order the lamb shoulder and thank us later.",
                name: "Rochester City Weekly",
                detail: "Restaurant review",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Join the team",
            body: "We're always looking for cooks and servers who care about hospitality.",
            action: { label: "Careers at Olive & Ash", href: "careers" },
            secondary: { label: "Visit us", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- careers
    {
      path: "careers",
      title: "Careers at Olive & Ash",
      description:
        "Work at Olive & Ash Kitchen in Rochester: line cooks, servers, bartenders and dishwashers, with fair pay, health insurance, staff meals and four-day weeks.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Working here",
            heading: "A kitchen that closes on time and a team that eats together",
            body: md`
              Nadia and Theo spent twenty years between them in kitchens that ran on burnout. Olive & Ash is
              built differently. We close Mondays, schedule four shifts a week for full-time staff, and
              sit down together for family meal at 4:15 every day before service.

              We hire for attitude and teach the rest. Plenty of our cooks started on the dish station; two of our
              sous chefs did.
            `,
            illustration: "users",
          },
        },
        {
          type: "features",
          props: {
            heading: "What you get",
            columns: 3,
            items: [
              {
                icon: "wallet",
                title: "Fair, transparent pay",
                body: "Line cooks $19 to $24 an hour, dishwashers from $17.50. Servers and bartenders earn a $10 base plus tips, averaging $32 to $40 an hour. Pay ranges are posted with every opening.",
              },
              {
                icon: "shield-check",
                title: "Health insurance",
                body: "We pay 70% of individual premiums for anyone working 30 hours or more, after 60 days.",
              },
              {
                icon: "calendar-days",
                title: "Four-day weeks",
                body: "Full-time means four shifts, never more than 40 hours, and a schedule posted two weeks ahead.",
              },
              {
                icon: "utensils",
                title: "Family meal every shift",
                body: "A real meal, cooked by a rotating cook, before every service. Plus 50% off when you dine with us.",
              },
              {
                icon: "graduation-cap",
                title: "Learning",
                body: "Monthly wine classes, butchery with Theo, and $500 a year toward a course, certification or cookbook budget.",
              },
              {
                icon: "piggy-bank",
                title: "Paid time off",
                body: "One hour of paid leave for every 30 worked from day one, plus a week off together when we close for the first week of January.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Who we hire",
            heading: "Roles we usually have open",
            body: md`
              - **Line cooks** for the grill, wood oven and mezze stations. Some experience helps; wood-fire
                experience does not exist outside a few kitchens, so we teach it.
              - **Servers and bartenders** who enjoy explaining a menu and can talk a table into the lamb shoulder.
              - **Dishwashers and prep cooks**, full- or part-time, with a path onto the line.
              - **Hosts** for Friday, Saturday and Sunday evenings; a great job for students.

              We hire year-round, and hire more in late summer ahead of the busy season.
            `,
            illustration: "briefcase",
            reverse: true,
          },
        },
        {
          type: "steps",
          props: {
            heading: "How to apply",
            items: [
              {
                title: "Send a note",
                body: "Use the form below to tell us the role you're interested in, your availability and a few lines about yourself. A résumé helps but isn't required.",
              },
              { title: "Meet us", body: "A 20-minute conversation with Nadia, Theo or our general manager, usually on a Tuesday or Wednesday afternoon." },
              { title: "Paid trial shift", body: "Spend a paid shift with the team so you can see us at work, and we can see you." },
              { title: "Start", body: "Most people start within two weeks of first getting in touch." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions about working here",
            items: [
              {
                question: "Do I need restaurant experience?",
                answer:
                  "Not for dish, prep or host roles. For line and server roles, a year of experience somewhere busy helps, but we've hired great people from coffee shops and catering.",
              },
              {
                question: "How are tips handled?",
                answer:
                  "Front-of-house tips are pooled among servers, bartenders, bussers and hosts by hours worked. The kitchen receives a share of the private-dining service charge.",
              },
              {
                question: "Is there parking or transit?",
                answer: "Staff park free in the lot behind the building, and the RTS route along Park Avenue stops at our corner.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Interested? Say hello.",
            intro: "A few minutes is all it takes. We read every application and reply within a week.",
            form: "job-application",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Rather say it in person?",
            body: "Drop off a note with the host any afternoon between 2 and 4 pm, Tuesday to Friday, or email jobs@oliveandash.example.",
            action: { label: "Email jobs@oliveandash.example", href: `mailto:${JOBS_EMAIL}` },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact & Reservations",
      description: "Reserve at Olive & Ash, 655 Park Avenue, Rochester, or ask about private dining and catering. Phone, email, hours, parking and directions.",
      blocks: [
        {
          type: "reservation",
          props: {
            heading: "Reserve a table",
            intro: "Online for one to five guests, any evening we're open. For six to eight, please call from 2 pm: we take a card to hold larger tables.",
            bookable: "tables",
            note: "We keep the bar and about a third of our tables for walk-ins.",
          },
        },
        {
          type: "form",
          props: {
            heading: "Send us a message",
            intro: "Questions about a visit, allergies or anything else: we reply within one business day.",
            form: "contact",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Directions",
            intro: "Reserve online above, or call from 2 pm, Tuesday to Sunday. Walk-ins are always welcome at the bar.",
            showHours: true,
            showMap: true,
          },
        },
        {
          type: "features",
          props: {
            heading: "Who to contact",
            columns: 3,
            items: [
              {
                icon: "phone",
                title: "Tables",
                body: "Reserve online above for up to five, or call (585) 555-0152 from 2 pm for six to eight.",
                href: TEL,
                linkLabel: "Call us",
              },
              {
                icon: "wine",
                title: "Private dining and catering",
                body: "Lina, our events coordinator, handles The Cellar, buyouts and catering. Request a date on our private dining page or a quote on our catering page, or email her.",
                href: `mailto:${EVENTS_EMAIL}`,
                linkLabel: "Email Lina",
              },
              {
                icon: "briefcase",
                title: "Jobs",
                body: "We hire cooks, servers and dishwashers throughout the year.",
                href: "careers",
                linkLabel: "Careers",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Visiting",
            items: [
              {
                question: "Where can I park?",
                answer:
                  "Street parking on Park Avenue and the side streets is free after 6 pm. There's a paid lot at Park and Berkeley, two minutes' walk away.",
              },
              {
                question: "Is there a dress code?",
                answer: "None. Come as you are.",
              },
              {
                question: "Do you have a cancellation policy?",
                answer:
                  "For parties of six or more we take a card and charge $20 a guest for no-shows or cancellations within 24 hours. Smaller tables: cancel from the link in your confirmation email, or call to let us know.",
              },
              {
                question: "Can you accommodate wheelchairs?",
                answer: "Yes. The main dining room and restrooms are step-free from the Park Avenue entrance.",
              },
            ],
          },
        },
      ],
    },
  ],
  bookables: [
    {
      key: "tables",
      kind: "table",
      name: "A table",
      description: "A table in the dining room for up to five guests.",
      pricePerPersonCents: 0,
      minParty: 1,
      maxParty: 5,
      capacity: 20,
      durationMinutes: 90,
      horizonDays: 30,
      // The last seating is 90 minutes before the kitchen closes.
      schedule: [
        { days: ["tue", "wed", "thu"], times: ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30"] },
        { days: ["fri", "sat"], times: ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00", "21:30"] },
        { days: ["sun"], times: ["16:00", "16:30", "17:00", "17:30", "18:00", "18:30", "19:00", "19:30"] },
      ],
    },
  ],
};

export default site;
