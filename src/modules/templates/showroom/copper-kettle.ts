import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0127";
const TEL = "tel:+15855550127";
const EMAIL = "hello@copperkettle.example";
const CATERING_EMAIL = "catering@copperkettle.example";

/** The takeout menu's options, in the dining menu's words: a side salad for $4 with any main; chicken, steelhead or steak on a salad. */
const SIDE_SALAD = { name: "Add", choose: "any" as const, choices: [{ name: "Side salad", extraCents: 400 }] };
const SALAD_PROTEIN = {
  name: "Add",
  choose: "any" as const,
  max: 1,
  choices: [
    { name: "Grilled chicken", extraCents: 700 },
    { name: "Steelhead", extraCents: 1000 },
    { name: "5 oz steak", extraCents: 1200 },
  ],
};

const site: SiteSeed = {
  slug: "copper-kettle",
  name: "The Copper Kettle",
  kind: "restaurant",
  coined: {
    "Kettle Club": "Regulars' Club",
    "Copper Circle": "Inner Circle",
    "Tin Room": "Private Room",
    "Kettle fries": "House fries",
    "Kettle burger": "House burger",
    "Kettle cooking": "Home cooking",
    "the Kettle": "our place",
    "The Kettle": "Our place",
  },
  theme: {
    palette: {
      primary: "#9a4214",
      onPrimary: "#ffffff",
      accent: "#2f6f6a",
      background: "#fdf8f3",
      surface: "#f5e9dc",
      text: "#2a1a12",
      muted: "#6b4f3f",
      border: "#e3cdb8",
    },
    fonts: { heading: "fraunces", body: "work-sans" },
    header: "overlay",
    footer: "map",
    sectionStyle: "rows",
    logo: { mark: "cooking-pot", shape: "circle" },
    radius: "small",
    pattern: "dots",
  },
  closures: [
    { holiday: "Thanksgiving Day", note: "Take-home dinners are collected on Wednesday." },
    {
      holiday: "Christmas Eve",
      hours: [{ opens: "11:30", closes: "20:00" }],
      online: false,
      note: "Christmas Eve dinner: last seating 7 pm, reservations by phone.",
    },
    { name: "Christmas", monthDay: "12-25", days: 2 },
    {
      holiday: "New Year's Eve",
      hours: [{ opens: "17:30", closes: "23:00" }],
      online: false,
      note: "Dinner seatings at 5:30 and 8:30 pm only, reservations by phone.",
    },
    { holiday: "New Year's Day", hours: [{ opens: "10:00", closes: "15:00" }], note: "Brunch only." },
  ],
  settings: {
    tagline: "Scratch cooking on Main Street, Canandaigua, since 2011",
    priceRange: "$$",
    cuisine: ["American", "Farm to table"],
    description:
      "A family-run restaurant in a restored 1880s tinsmith's shop on Canandaigua's Main Street: dinner, weekend brunch, catering and the upstairs Tin Room for private parties.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "142 South Main Street", locality: "Canandaigua", region: "NY", postalCode: "14424", geo: { latitude: 42.8873, longitude: -77.2812 } },
    },
    hours: [
      { days: ["tue", "wed", "thu"], opens: "11:30", closes: "21:00" },
      { days: ["fri"], opens: "11:30", closes: "22:00" },
      { days: ["sat"], opens: "10:00", closes: "22:00" },
      { days: ["sun"], opens: "10:00", closes: "20:00" },
    ],
    hoursNote:
      "Closed Mondays. Weekend brunch runs 10 am to 2 pm on Saturday and Sunday (Saturday lunch menu from 11:30). The kitchen takes last orders 30 minutes before close.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "Menus",
        href: "dining",
        children: [
          { label: "Lunch & dinner", href: "dining" },
          { label: "Weekend brunch", href: "brunch" },
          { label: "Order takeout", href: "takeout" },
        ],
      },
      { label: "Catering", href: "catering" },
      { label: "Events", href: "events" },
      { label: "Gift cards", href: "gift-cards" },
      { label: "Kettle Club", href: "loyalty-club" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Reserve a table", href: "contact#reserve" },
    footerLinks: [
      { label: "Dinner menu", href: "dining" },
      { label: "Weekend brunch", href: "brunch" },
      { label: "Order takeout", href: "takeout" },
      { label: "Holiday hours", href: "home-temp" },
      { label: "Catering", href: "catering" },
      { label: "Gift cards", href: "gift-cards" },
      { label: "Kettle Club rewards", href: "loyalty-club" },
    ],
  },
  mounts: { events: "events" },
  forms: [
    {
      key: "contact",
      name: "Contact message",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage:
        "Thanks for writing. We read messages every day we're open and reply within one business day. For a table tonight, reserve online or call (585) 555-0127.",
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
          options: ["A question about a visit", "Catering", "A Tin Room party", "Gift cards", "Donation or raffle request", "Press", "Something else"],
        },
        { name: "message", label: "Message", type: "textarea", required: true, maxLength: 3000 },
      ],
    },
    {
      key: "catering-request",
      name: "Catering request",
      recipients: [EMAIL],
      submitLabel: "Request a quote",
      successMessage:
        "Thank you. Jenna has your catering request and will send a written quote within one business day, Tuesday to Friday. Your date is held once the 25% deposit is paid.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "organization", label: "Company or organization", type: "text", width: "half", help: "Only if you're ordering for a business or group." },
        { name: "event_date", label: "Date of the event", type: "date", required: true, width: "half" },
        { name: "serve_time", label: "Time you'd like to eat", type: "text", required: true, width: "half", maxLength: 40, help: "For example 12:30 pm." },
        { name: "guests", label: "Number of guests", type: "text", required: true, width: "half", maxLength: 20, help: "Minimum 15." },
        {
          name: "occasion",
          label: "Occasion",
          type: "select",
          width: "half",
          options: [
            "Office lunch or meeting",
            "Graduation party",
            "Shower or christening",
            "Wedding or rehearsal dinner",
            "Birthday or anniversary",
            "Memorial luncheon",
            "Something else",
          ],
        },
        {
          name: "service_style",
          label: "Style of service",
          type: "radio",
          required: true,
          options: ["Drop-off ($22 a guest)", "Buffet set-up ($32 a guest)", "Full service ($48 a guest)", "Not sure yet"],
        },
        {
          name: "location",
          label: "Event address or venue",
          type: "text",
          required: true,
          help: "The town is enough for now. We cater within about 30 miles of Canandaigua.",
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
          help: "Gluten-free, vegetarian, vegan, nut allergies: how many guests, roughly.",
        },
        { name: "details", label: "Menu ideas and anything else", type: "textarea", maxLength: 3000 },
      ],
    },
    {
      key: "private-event",
      name: "Tin Room party request",
      recipients: [EMAIL],
      submitLabel: "Check my date",
      successMessage:
        "Thank you. Jenna has your Tin Room request and will reply within one business day, Tuesday to Friday, to say whether your date is free and send a menu proposal.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "event_date", label: "Preferred date", type: "date", required: true, width: "half" },
        { name: "start_time", label: "Start time", type: "text", required: true, width: "half", maxLength: 40, help: "Luncheons run 11:30 am to 3 pm." },
        {
          name: "guests",
          label: "Number of guests",
          type: "text",
          required: true,
          width: "half",
          maxLength: 20,
          help: "The Long Table seats 12 to 20; the Tin Room 60 seated or 80 standing.",
        },
        {
          name: "occasion",
          label: "Occasion",
          type: "select",
          required: true,
          options: [
            "Birthday or anniversary",
            "Shower or christening",
            "Rehearsal dinner",
            "Retirement or business dinner",
            "Memorial luncheon",
            "Holiday party",
            "Something else",
          ],
        },
        {
          name: "package",
          label: "Package",
          type: "radio",
          options: ["Luncheon buffet ($28 a guest)", "Dinner buffet ($42 a guest)", "Plated dinner ($58 a guest)", "Help me choose"],
        },
        { name: "bar", label: "Bar service", type: "radio", options: ["Beer and wine package", "On consumption", "No bar", "Not sure yet"] },
        {
          name: "details",
          label: "Anything else we should know",
          type: "textarea",
          maxLength: 3000,
          help: "A cake you're bringing, a slideshow, guests who need the lift, dietary needs.",
        },
      ],
    },
    {
      key: "kettle-club",
      name: "Kettle Club sign-up",
      recipients: [EMAIL],
      submitLabel: "Join the Kettle Club",
      successMessage:
        "Welcome to the Kettle Club! Your membership will be set up on your mobile number within a day, with a $10 welcome reward. Just give your number when you pay.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "mobile", label: "Mobile number", type: "phone", required: true, width: "half", help: "Your phone number is your membership." },
        {
          name: "birthday_month",
          label: "Birthday month",
          type: "select",
          width: "half",
          help: "For your free birthday dessert.",
          options: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
        },
        {
          name: "consent",
          label: "I'd like to join the Kettle Club and agree to receive up to two texts a month from The Copper Kettle. I can reply STOP at any time.",
          type: "consent",
          required: true,
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "The Copper Kettle | Restaurant on Main Street, Canandaigua",
      description: "Scratch-made dinners, weekend brunch and Finger Lakes wine in a restored 1880s tinsmith's shop on South Main Street in Canandaigua, NY.",
      blocks: [
        {
          type: "hero",
          props: {
            // The pot roast is the first plate of the menu just below: the hero shows a bowl that is not on it.
            image: seedImage("food/copper-kettle/french-onion-soup"),
            variant: "fullBleed",
            eyebrow: "South Main Street, Canandaigua · Since 2011",
            heading: "Slow-braised, made from scratch, and served under a tin ceiling",
            body: "The Copper Kettle cooks the food we grew up on, done properly: pot roast braised for six hours, chicken and dumplings, Lake Ontario trout, and a grape pie every September. Most of what's on your plate was grown within 30 miles of the door.",
            actions: [
              { label: "Reserve a table", href: "contact#reserve" },
              { label: "See the menu", href: "dining", variant: "secondary" },
            ],
            illustration: "cooking-pot",
          },
        },
        {
          type: "menu",
          props: {
            heading: "What people come back for",
            intro: "A few of the plates that have been on the menu since opening night. The full lunch and dinner menu changes with the seasons.",
            // The dishes marked as house favourites on the site's one menu.
            favouritesOnly: true,
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Find us on Main Street",
            intro:
              "Two blocks up from the lake, across from the county courthouse. Free parking in the municipal lot behind the building on Coach Street. Reserve a table online or by phone; walk-ins are always welcome at the bar.",
            showHours: true,
            showMap: true,
          },
        },
        {
          type: "features",
          props: {
            heading: "Three ways to eat with us",
            columns: 3,
            items: [
              {
                icon: "utensils",
                title: "Lunch & dinner",
                body: "Tuesday to Sunday from 11:30. Starters from $9, mains from $18, and a wine list that never leaves the Finger Lakes.",
                href: "dining",
                linkLabel: "Lunch & dinner menu",
              },
              {
                icon: "coffee",
                title: "Weekend brunch",
                body: "Saturday and Sunday, 10 am to 2 pm. Cinnamon roll skillets, crab cake Benedict and a Bloody Mary bar on Sundays.",
                href: "brunch",
                linkLabel: "Brunch menu",
              },
              {
                icon: "truck",
                title: "Catering",
                body: "Trays for the office, buffets for graduation parties and full-service dinners for up to 200, from $22 a guest.",
                href: "catering",
                linkLabel: "Catering menus",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Upstairs",
            heading: "The Tin Room: a private dining room for 12 to 60",
            body: md`
              Above the restaurant is the old tinsmith's workshop, with its original pressed-tin ceiling, exposed
              brick and windows over Main Street. We use it for rehearsal dinners, showers, retirement parties,
              wine dinners and the occasional board meeting.

              - Lunch buffets from $28 a guest, plated dinners from $48
              - No room fee from Sunday to Thursday
              - A/V screen, a private bar and its own entrance on Coach Street
            `,
            illustration: "users",
            action: { label: "Events and private parties", href: "events" },
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Said at our tables",
            items: [
              {
                quote:
                  "The pot roast is exactly what I want on a grey November night, and the staff remember my mother's name and her Riesling. Our family's standing Sunday dinner for five years now.",
                name: "Karen L.",
                detail: "Canandaigua",
                rating: 5,
              },
              {
                quote: "We drive up from Pittsford for brunch at least once a month. The cinnamon roll skillet is worth the forty minutes on its own.",
                name: "Mike and Dana S.",
                detail: "Pittsford",
                rating: 5,
              },
              {
                quote:
                  "They fed 140 people at our daughter's graduation party in our backyard in Farmington. Food arrived hot, on time, and there was enough pulled pork left to freeze.",
                name: "Teresa G.",
                detail: "Catering customer, Farmington",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Eat better, get rewarded",
            body: "Join the Kettle Club for a $10 welcome reward, a free dessert in your birthday month and first call on wine dinner seats.",
            action: { label: "About the Kettle Club", href: "loyalty-club" },
            secondary: { label: "Buy a gift card", href: "gift-cards", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------- home-temp
    {
      path: "home-temp",
      title: "The Copper Kettle | Holiday Hours & Seasonal Specials",
      description: "Holiday hours at The Copper Kettle in Canandaigua, plus Christmas Eve dinner, New Year's Eve seatings and holiday dinners to take home.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "centered",
            eyebrow: "Holiday season at The Copper Kettle",
            heading: "Open through the holidays, with a few changes to our hours",
            body: "From Thanksgiving week to New Year's Day we serve a holiday menu, host two New Year's Eve seatings and cook whole dinners for you to take home. Here's when we're open and how to book.",
            actions: [
              { label: "Call to book: (585) 555-0127", href: TEL },
              { label: "Holiday gift cards", href: "gift-cards", variant: "secondary" },
            ],
            illustration: "gift",
          },
        },
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "Holiday hours",
            body: "Our holiday hours are listed with our opening hours at the foot of every page, two weeks ahead, and the reservation and order forms only offer the times we are open. Christmas Eve and New Year's Eve are booked by phone.",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Christmas Eve and New Year's Eve",
            intro:
              "Reservations by phone only. A credit card holds your table; we charge nothing unless you cancel with less than 48 hours' notice ($20 a guest).",
            plans: [
              {
                name: "Christmas Eve dinner",
                price: "$62",
                period: "per guest",
                description: "Three courses, served 4 pm to 8 pm. The regular menu is served at lunch.",
                features: [
                  "Butternut squash bisque or winter greens salad",
                  "Prime rib au jus, herb-roasted chicken or mushroom Wellington",
                  "Gingerbread bread pudding or flourless chocolate torte",
                  "Children's plate $22",
                ],
              },
              {
                name: "New Year's Eve, early seating",
                price: "$75",
                period: "per guest",
                description: "5:30 pm. Four courses, tables back by 8 pm.",
                features: ["Oysters or beef carpaccio", "Lobster bisque", "Filet mignon or pan-seared halibut", "Champagne torte"],
              },
              {
                name: "New Year's Eve, late seating",
                price: "$110",
                period: "per guest",
                description: "8:30 pm until the ball drops, with the Tin Room open for dancing.",
                features: [
                  "Five courses, including the early-seating menu plus an amuse-bouche",
                  "A glass of Finger Lakes sparkling wine at midnight",
                  "Live jazz trio upstairs from 10 pm",
                  "Party favours and a late-night snack board",
                ],
                highlighted: true,
              },
            ],
            note: "Prices do not include tax, gratuity or drinks other than the midnight toast. Dietary needs are easy for us with a day's notice.",
          },
        },
        {
          type: "menu",
          props: {
            heading: "Holiday dinners to take home",
            intro:
              "Order by phone at least 72 hours ahead. Collect from the side door on Coach Street between 11 am and 3 pm, with reheating instructions taped to the lid.",
            sections: [
              {
                name: "Whole dinners",
                items: [
                  {
                    name: "Thanksgiving turkey dinner, serves 6 to 8",
                    description:
                      "A 14 lb roasted turkey carved and ready, sage stuffing, mashed potatoes, gravy, maple-glazed carrots, cranberry relish, rolls.",
                    priceCents: 21500,
                  },
                  {
                    name: "Holiday ham dinner, serves 4 to 6",
                    description: "Cider-glazed spiral ham, scalloped potatoes, green bean almondine, rolls and butter.",
                    priceCents: 14500,
                  },
                  {
                    name: "Prime rib roast, serves 6",
                    description: "A 5 lb herb-crusted roast cooked to medium-rare, with jus and horseradish cream.",
                    priceCents: 18500,
                  },
                ],
              },
              {
                name: "Pies and extras",
                items: [
                  { name: "Whole apple crumb pie", priceCents: 2600 },
                  { name: "Whole pumpkin pie", description: "With a gingersnap crust.", priceCents: 2400 },
                  { name: "Quart of turkey gravy", priceCents: 1200 },
                  { name: "Dozen Parker House rolls", priceCents: 1000 },
                ],
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Giving a dinner out this year?",
            body: "Through December 31, every $100 in gift cards bought at the host stand or by phone comes with a $20 bonus card to use in January, February or March.",
            action: { label: "Gift card details", href: "gift-cards" },
            secondary: { label: "Back to our regular home page", href: "", variant: "secondary" },
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Book a holiday table",
            intro: "We take holiday reservations by phone from 10 am, Tuesday to Sunday. For parties of nine or more, ask about the Tin Room upstairs.",
            showHours: false,
            showMap: true,
          },
        },
      ],
    },
    // ----------------------------------------------------------------- about
    {
      path: "about",
      title: "About The Copper Kettle",
      description:
        "How Jenna and Rob Albrecht turned a 19th-century tinsmith's shop on Canandaigua's Main Street into a neighbourhood restaurant, and the farms that supply it.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "A tinsmith's shop, a copper kettle in the rafters and a restaurant",
            body: md`
              When **Jenna and Rob Albrecht** bought 142 South Main Street in 2010, the building had been a
              tinsmith's shop, a hardware store and, for one unlucky year, a video rental. Under the drop ceiling
              they found the original pressed tin, and in the rafters a dented copper kettle with _J. Hale, Tinsmith,
              1884_ stamped on the base. The restaurant got its name before it had a menu.

              Rob had cooked for twelve years in Rochester kitchens; Jenna ran front of house at a winery on
              Seneca Lake. They opened in May 2011 with eleven tables and a promise that has not changed: cook
              from scratch, buy from the farms around the lake, and treat every guest like a neighbour, because
              most of them are.
            `,
            illustration: "cooking-pot",
          },
        },
        {
          type: "stats",
          props: {
            heading: "The Kettle in numbers",
            items: [
              { value: "2011", label: "the year we opened with eleven tables" },
              { value: "84", label: "seats downstairs, plus 60 in the Tin Room" },
              { value: "30 mi", label: "the radius most of our produce, meat and wine comes from" },
              { value: "6 hrs", label: "how long the pot roast braises, every single day" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Who we buy from",
            intro: "We print our suppliers on the back of the menu, and we're proud to. A few of the people who make the Kettle possible:",
            columns: 3,
            items: [
              {
                icon: "tractor",
                title: "Hickory Hollow Farm, Naples",
                body: "Grass-fed beef and pasture pork from the hills above Canandaigua Lake. Every cut of the pot roast comes from here.",
              },
              {
                icon: "apple",
                title: "Stony Brook Orchards, Wolcott",
                body: "Cortland and Northern Spy apples for the crisp, cider for the glaze, and Concord grapes for September grape pie.",
              },
              {
                icon: "sprout",
                title: "Muddy Boots Farm, Bristol",
                body: "Greens, beets, squash and herbs delivered twice a week from May to November, and storage roots through the winter.",
              },
              {
                icon: "fish",
                title: "Lake Ontario fishery partners",
                body: "Steelhead and lake trout caught by licensed commercial boats out of Sodus Point and Olcott.",
              },
              {
                icon: "wine",
                title: "Finger Lakes wineries",
                body: "All 28 wines on our list are made within an hour's drive, from Keuka Lake Riesling to Seneca Lake Cabernet Franc.",
              },
              {
                icon: "droplets",
                title: "Bristol Valley Maple",
                body: "The syrup on your pancakes, in our Old Fashioned and on the Brussels sprouts, boiled down every March in South Bristol.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "In the kitchen",
            heading: "Chef Rob Albrecht and a crew of nine",
            body: md`
              Rob still works the line five nights a week. His sous chef, **Marisol Vega**, came to us from the
              culinary program at Finger Lakes Community College in 2015 and now writes the brunch menu. Pastry is
              **Grace Hoyt**, whose grape pie won the Naples Grape Festival blue ribbon two years running.

              We close on Mondays so the whole team gets a real weekend, pay every cook at least $20 an hour, and
              split the tips with the kitchen.
            `,
            illustration: "utensils",
            reverse: true,
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Recognition",
            items: [
              "Best Brunch in Ontario County, readers' poll 2023",
              "Finger Lakes wine list of the year, 2022",
              "Ontario County farm-to-table partner",
              "Naples Grape Festival blue ribbon",
              "Canandaigua Business Improvement District",
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Come in and say hello",
            body: "We save two tables each night for walk-ins, and the bar is always first come, first served.",
            action: { label: "Hours and directions", href: "contact" },
            secondary: { label: "See the menu", href: "dining", variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- dining
    {
      path: "dining",
      title: "Lunch & Dinner Menu",
      description:
        "The Copper Kettle's lunch and dinner menu: pot roast, steelhead trout, chicken and dumplings, Finger Lakes wine and seasonal desserts, with prices.",
      blocks: [
        {
          type: "menu",
          props: {
            heading: "Lunch and dinner, Tuesday to Sunday from 11:30",
            intro:
              "Tell your server about any allergy; almost everything is made here and most dishes can be adjusted. Add a side salad to any main for $4. A 20% gratuity is added for parties of eight or more.",
            sections: [
              {
                name: "To start",
                items: [
                  {
                    image: seedImage("food/copper-kettle/french-onion-soup"),
                    name: "French onion soup",
                    description: "Beef and onion broth, sourdough crouton, Gruyère and aged cheddar.",
                    priceCents: 1000,
                  },
                  {
                    favourite: true,
                    image: seedImage("food/copper-kettle/kettle-fries"),
                    name: "Kettle fries",
                    description: "Hand-cut, twice-fried, smoked paprika aioli.",
                    priceCents: 900,
                    tags: ["vegetarian"],
                  },
                  {
                    name: "Maple-chili Brussels sprouts",
                    description: "Crispy sprouts, Bristol Valley maple, chili flake, toasted pecans.",
                    priceCents: 1200,
                    tags: ["vegan", "gluten-free"],
                  },
                  {
                    name: "Fried cheese curds",
                    description: "Beer-battered cheddar curds from a Wyoming County dairy, with tomato jam.",
                    priceCents: 1100,
                    tags: ["vegetarian"],
                  },
                  {
                    favourite: true,
                    image: seedImage("food/copper-kettle/riesling-mussels"),
                    name: "Riesling steamed mussels",
                    description: "Dry Seneca Lake Riesling, garlic, shallots, grilled sourdough.",
                    priceCents: 1700,
                  },
                  { name: "Crab cakes", description: "Two jumbo lump crab cakes, celery-root slaw, Old Bay rémoulade.", priceCents: 1600 },
                ],
              },
              {
                name: "Salads",
                description: "Add grilled chicken $7, steelhead $10 or a 5 oz steak $12.",
                items: [
                  {
                    name: "House salad",
                    description: "Muddy Boots greens, cucumber, radish, shaved carrot, buttermilk herb dressing.",
                    priceCents: 900,
                    tags: ["vegetarian", "gluten-free"],
                  },
                  {
                    name: "Roasted beet and goat cheese",
                    description: "Red and golden beets, whipped chèvre, pistachio, orange, arugula.",
                    priceCents: 1400,
                    tags: ["vegetarian", "gluten-free"],
                  },
                  {
                    name: "Harvest salad",
                    description: "Apples, sharp cheddar, candied walnuts, dried cranberries, cider vinaigrette.",
                    priceCents: 1500,
                    tags: ["vegetarian"],
                  },
                ],
              },
              {
                name: "Mains",
                items: [
                  {
                    favourite: true,
                    image: seedImage("food/copper-kettle/pot-roast"),
                    name: "Six-hour pot roast",
                    description: "Red wine-braised chuck, root vegetables, horseradish mashed potatoes.",
                    priceCents: 2800,
                    tags: ["house favourite"],
                  },
                  {
                    favourite: true,
                    image: seedImage("food/copper-kettle/chicken-and-dumplings"),
                    name: "Chicken and dumplings",
                    description: "Roast chicken, thyme velouté, herb drop dumplings, peas and carrots.",
                    priceCents: 2300,
                  },
                  {
                    favourite: true,
                    image: seedImage("food/copper-kettle/steelhead-trout"),
                    name: "Pan-seared steelhead trout",
                    description: "Wild rice pilaf, green beans, lemon brown butter.",
                    priceCents: 2700,
                    tags: ["gluten-free"],
                  },
                  {
                    name: "Cider-glazed pork chop",
                    description: "Double-cut Hickory Hollow chop, apple-onion compote, sweet potato mash.",
                    priceCents: 2900,
                    tags: ["gluten-free"],
                  },
                  {
                    name: "12 oz New York strip",
                    description: "Grass-fed, with Kettle fries, charred broccolini and herb butter.",
                    priceCents: 3800,
                    tags: ["gluten-free"],
                  },
                  {
                    name: "Mushroom and leek pot pie",
                    description: "Wild and cremini mushrooms, leeks, potatoes, thyme gravy under a puff pastry lid.",
                    priceCents: 2100,
                    tags: ["vegetarian"],
                  },
                  { name: "Kettle burger", description: "Half-pound grass-fed patty, aged cheddar, bacon jam, brioche bun, fries.", priceCents: 1800 },
                ],
              },
              {
                name: "Sides",
                items: [
                  { name: "Horseradish mashed potatoes", priceCents: 600, tags: ["gluten-free"] },
                  { name: "Maple-glazed carrots", priceCents: 600, tags: ["vegan", "gluten-free"] },
                  { name: "Baked macaroni and cheese", description: "Three cheeses and a buttered crumb.", priceCents: 800 },
                  { name: "Charred broccolini", priceCents: 700, tags: ["vegan", "gluten-free"] },
                ],
              },
              {
                name: "Desserts",
                description: "Made every morning by Grace Hoyt, our pastry chef.",
                items: [
                  {
                    favourite: true,
                    image: seedImage("food/copper-kettle/apple-crisp"),
                    name: "Warm apple crisp",
                    description: "Cider caramel, vanilla ice cream.",
                    priceCents: 1000,
                  },
                  { name: "Concord grape pie", description: "The Naples way.", months: [9, 10], priceCents: 900, tags: ["seasonal"] },
                  { name: "Sponge candy sundae", description: "Vanilla ice cream, hot fudge, crushed sponge candy.", priceCents: 900 },
                  { name: "Flourless chocolate torte", description: "Raspberry coulis, whipped cream.", priceCents: 1100, tags: ["gluten-free"] },
                ],
              },
              {
                name: "To drink",
                description: "Our whole wine list comes from the Finger Lakes; ask for the full bottle list.",
                items: [
                  { name: "Dry Riesling, Seneca Lake", description: "By the glass. Bottle $38.", priceCents: 1100 },
                  { name: "Cabernet Franc, Keuka Lake", description: "By the glass. Bottle $42.", priceCents: 1200 },
                  { name: "Local draft beer", description: "Six rotating taps from Canandaigua, Geneva and Rochester breweries.", priceCents: 700 },
                  { name: "Maple Old Fashioned", description: "New York rye, Bristol Valley maple, orange bitters.", priceCents: 1400 },
                  { name: "Hot cider toddy", description: "Stony Brook cider, apple brandy, cinnamon, lemon.", priceCents: 1200, tags: ["seasonal"] },
                  { name: "Housemade ginger-lemon soda", priceCents: 450, tags: ["non-alcoholic"] },
                ],
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Allergies and dietary needs",
            body: "Our kitchen handles wheat, dairy, eggs, shellfish, fish, tree nuts and peanuts. Items tagged gluten-free are made without gluten, but our fryer is shared, so the fries and curds are not safe for coeliac guests. Please tell your server before you order.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Good to know before you come",
            columns: 3,
            items: [
              {
                icon: "calendar",
                title: "Reservations",
                body: "Reserve online or call (585) 555-0127 for parties of up to eight. We hold tables for 15 minutes. Two tables and the whole bar are kept for walk-ins every night.",
                href: "contact#reserve",
                linkLabel: "Reserve a table",
              },
              {
                icon: "baby",
                title: "Kids",
                body: "Children's menu at $9 (grilled cheese, mini pot roast, chicken tenders, buttered noodles) with a drink and a scoop of ice cream. High chairs and booster seats on hand.",
              },
              {
                icon: "accessibility",
                title: "Access",
                body: "Step-free entrance and an accessible restroom on the main floor. The Tin Room upstairs is reached by a lift from the Coach Street entrance.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Here for the weekend?",
            body: "Our brunch menu runs Saturday and Sunday from 10 am to 2 pm.",
            action: { label: "See the brunch menu", href: "brunch" },
            secondary: { label: "Reserve a table", href: "contact#reserve", variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- brunch
    {
      path: "brunch",
      title: "Weekend Brunch",
      description:
        "Saturday and Sunday brunch at The Copper Kettle, 10 am to 2 pm: crab cake Benedict, cinnamon roll skillet, maple pancakes and a Sunday Bloody Mary bar.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Saturday and Sunday, 10 am to 2 pm",
            heading: "Brunch at the Kettle",
            body: "Sourdough from the oven at 7, hollandaise whisked to order and maple syrup from six miles down the road. We take reservations for brunch until 11:30; after that it's first come, first seated, and the coffee is bottomless while you wait.",
            actions: [
              { label: "Reserve a table", href: "contact#reserve" },
              { label: "Dinner menu", href: "dining", variant: "secondary" },
            ],
            illustration: "coffee",
          },
        },
        {
          type: "menu",
          props: {
            heading: "The brunch menu",
            sections: [
              {
                name: "Sweet",
                items: [
                  {
                    name: "Cinnamon roll skillet",
                    description: "A giant roll baked in cast iron, cream-cheese icing. Big enough to share.",
                    priceCents: 900,
                    tags: ["vegetarian"],
                  },
                  {
                    image: seedImage("food/copper-kettle/buttermilk-pancakes"),
                    name: "Buttermilk pancakes",
                    description: "Three pancakes, whipped butter, Bristol Valley maple syrup. Add blueberries $2.",
                    priceCents: 1300,
                    tags: ["vegetarian"],
                  },
                  {
                    name: "Brioche French toast",
                    description: "Custard-soaked brioche, roasted apples, cider caramel, crème fraîche.",
                    priceCents: 1400,
                    tags: ["vegetarian"],
                  },
                  { name: "Yogurt and granola", description: "House granola, local honey, seasonal fruit.", priceCents: 900, tags: ["vegetarian"] },
                ],
              },
              {
                name: "Savoury",
                items: [
                  { name: "Classic Benedict", description: "Two poached eggs, Canadian bacon, hollandaise, English muffin, home fries.", priceCents: 1500 },
                  { name: "Crab cake Benedict", description: "Our crab cakes under poached eggs and Old Bay hollandaise.", priceCents: 1900 },
                  {
                    name: "Pot roast hash",
                    description: "Yesterday's pot roast crisped with potatoes and onions, two fried eggs, toast.",
                    priceCents: 1600,
                    tags: ["house favourite"],
                  },
                  { name: "Farmer's breakfast", description: "Two eggs any style, bacon or sausage, home fries, sourdough toast.", priceCents: 1400 },
                  {
                    name: "Garden omelette",
                    description: "Spinach, mushrooms, tomato and goat cheese, with greens or home fries.",
                    priceCents: 1400,
                    tags: ["vegetarian", "gluten-free"],
                  },
                  { name: "Biscuits and sausage gravy", description: "Two buttermilk biscuits, Hickory Hollow sausage gravy, one egg.", priceCents: 1300 },
                ],
              },
              {
                name: "On the side",
                items: [
                  { name: "Thick-cut bacon", priceCents: 600, tags: ["gluten-free"] },
                  { name: "Home fries", priceCents: 500, tags: ["vegan", "gluten-free"] },
                  { name: "One buttermilk biscuit", description: "With whipped honey butter.", priceCents: 400 },
                  { name: "Fresh fruit cup", priceCents: 500, tags: ["vegan", "gluten-free"] },
                ],
              },
              {
                name: "Brunch drinks",
                items: [
                  { name: "Bottomless coffee", description: "Daily Grind South Wedge Blend, roasted in Rochester.", priceCents: 350 },
                  { name: "Fresh orange juice", priceCents: 500 },
                  { name: "Mimosa", description: "Finger Lakes sparkling wine and fresh orange juice.", priceCents: 900 },
                  {
                    name: "Bloody Mary",
                    description: "House mix, pickled green beans, celery salt rim. Sundays: build your own at the bar.",
                    priceCents: 1100,
                  },
                  { name: "Maple cold brew", priceCents: 550, tags: ["non-alcoholic"] },
                ],
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Brunch questions",
            items: [
              {
                question: "Do I need a reservation for brunch?",
                answer:
                  "For parties of five or more, yes. Smaller groups can walk in; the usual wait at 11 am on a Sunday is 20 to 30 minutes. Put your name down and take a walk to the lake; we'll text you.",
              },
              {
                question: "Is there a kids' brunch menu?",
                answer: "Yes, for $8: a pancake with one egg and bacon, French toast sticks, or scrambled eggs and toast, each with juice or milk.",
              },
              {
                question: "Can I order from the dinner menu at brunch?",
                answer:
                  "The Kettle burger, pot roast, house salad and Kettle fries are available at brunch. The rest of the dinner menu starts at 2 pm on Sunday and 11:30 am on Saturday.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Throwing a shower or christening brunch?",
            body: "The Tin Room hosts private brunches for 15 to 60 guests, with buffet or plated menus from $28 a guest.",
            action: { label: "Private events", href: "events" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- catering
    {
      path: "catering",
      title: "Catering from The Copper Kettle",
      description:
        "Drop-off trays, buffets and full-service catering across Ontario and Monroe counties, from $22 a guest: office lunches, graduations, showers and weddings.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Catering",
            heading: "Kettle cooking for your office, backyard or barn",
            body: md`
              We cater anything from a 15-person office lunch in Victor to a 200-guest barn wedding in
              Bristol. The food is the same food we serve in the restaurant, cooked in our kitchen that morning
              and delivered hot in insulated carriers.

              We cater within about 30 miles of Canandaigua: Geneva, Victor, Farmington, Naples, Honeoye, Penn Yan
              and the eastern suburbs of Rochester. Further afield is possible for full-service events.
            `,
            illustration: "truck",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Three ways we cater",
            intro: "Per-guest prices include the menu below: two mains, two sides, salad, rolls and dessert. Minimum 15 guests.",
            plans: [
              {
                name: "Drop-off",
                price: "$22",
                period: "per guest",
                description: "Hot food in disposable trays, ready to serve.",
                features: [
                  "Delivered 30 minutes before your start time",
                  "Serving utensils, plates, napkins and cutlery",
                  "Reheating instructions for late eaters",
                  "Delivery $35 within 20 miles",
                ],
              },
              {
                name: "Buffet set-up",
                price: "$32",
                period: "per guest",
                description: "We set up, keep it hot and come back to clear.",
                features: [
                  "Chafing dishes and sternos",
                  "Linen-covered buffet tables",
                  "One attendant for two hours",
                  "Sturdy compostable plates and real cutlery",
                  "Delivery and set-up included",
                ],
                highlighted: true,
              },
              {
                name: "Full service",
                price: "$48",
                period: "per guest",
                description: "Plated or family-style, with staff from start to finish.",
                features: [
                  "Servers at one for every 20 guests",
                  "China, glassware and linens",
                  "Passed appetisers for the first hour",
                  "Bartender available at $40 an hour",
                  "Menu tasting for two before you book",
                ],
              },
            ],
            note: "Prices are before NYS sales tax. Full-service events add a 20% service charge that goes to the staff who work your event.",
          },
        },
        {
          type: "menu",
          props: {
            heading: "The catering menu",
            intro: "Trays can also be ordered on their own. A half tray serves 10 to 12 guests, a full tray 20 to 24.",
            sections: [
              {
                name: "Mains, half tray",
                items: [
                  { image: seedImage("food/copper-kettle/pot-roast"), name: "Six-hour pot roast with gravy", priceCents: 14500 },
                  { name: "Chicken French", description: "Egg-battered breasts, lemon, sherry butter sauce.", priceCents: 12000 },
                  { name: "Maple-bourbon pulled pork", description: "With rolls and slaw.", priceCents: 11000 },
                  { name: "Baked haddock", description: "Buttered crumb, lemon.", priceCents: 13000 },
                  { name: "Baked ziti with sausage", priceCents: 8500 },
                  { name: "Mushroom and leek pot pie", priceCents: 9500, tags: ["vegetarian"] },
                ],
              },
              {
                name: "Sides, half tray",
                items: [
                  { name: "Horseradish mashed potatoes", priceCents: 5000, tags: ["gluten-free"] },
                  { name: "Salt potatoes with butter", description: "Syracuse-style, a summer party must.", priceCents: 4500, tags: ["gluten-free"] },
                  { name: "Baked macaroni and cheese", priceCents: 6000 },
                  { name: "Maple-glazed carrots", priceCents: 4500, tags: ["vegan", "gluten-free"] },
                  { name: "Harvest salad", priceCents: 5500, tags: ["vegetarian"] },
                ],
              },
              {
                name: "Platters and starters",
                items: [
                  { name: "Finger Lakes cheese board, serves 20", description: "Four local cheeses, grapes, crackers, honeycomb.", priceCents: 11000 },
                  { name: "Crab cake bites, 50 pieces", priceCents: 15000 },
                  { name: "Vegetable crudités, serves 20", description: "With buttermilk ranch and hummus.", priceCents: 6500, tags: ["vegetarian"] },
                  { name: "Sandwich platter, 20 halves", description: "Roast beef, turkey-cheddar and caprese on house bread.", priceCents: 9500 },
                ],
              },
              {
                name: "Desserts and drinks",
                items: [
                  { name: "Apple crisp, half tray", priceCents: 5500 },
                  { name: "Cookie and brownie platter, 30 pieces", priceCents: 5000 },
                  { name: "Coffee service for 20", description: "Regular and decaf, cups, cream and sugar.", priceCents: 4500 },
                  { name: "Lemonade or iced tea, 3 gallons", priceCents: 3000 },
                ],
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How to book catering",
            items: [
              {
                title: "Tell us the basics",
                body: "Send the request form below with your date, guest count, address and the style of service, or call. We reply within one business day with a written quote.",
              },
              {
                title: "Choose your menu",
                body: "Pick from the menu above or ask for something else; Rob is happy to work up a family recipe or a dish from your wedding.",
              },
              { title: "Confirm with a deposit", body: "A 25% deposit holds the date. Final guest count and the balance are due seven days before the event." },
              {
                title: "We cook and deliver",
                body: "Everything is cooked that morning and arrives hot. For full-service events our captain arrives 90 minutes early to set up.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Request a catering quote",
            intro: "Tell us about your event and Jenna will reply with a written quote within one business day, Tuesday to Friday.",
            form: "catering-request",
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "How far ahead should I book?",
                answer: "Drop-off orders need 72 hours. Buffets and full-service events in May, June and graduation season book up two to three months ahead.",
              },
              {
                question: "Can you handle dietary restrictions?",
                answer:
                  "Yes. We label every tray, and can make gluten-free, vegetarian and vegan versions of most dishes. Individually packed meals for guests with severe allergies are $18 each.",
              },
              {
                question: "Do you provide alcohol?",
                answer:
                  "We can bring a licensed bartender and Finger Lakes wine and local beer for full-service events at venues without their own licence, charged on consumption.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Rather talk it through?",
            body: "Call Jenna at (585) 555-0127, Tuesday to Friday, 10 am to 4 pm, or email catering@copperkettle.example with your date, guest count and location.",
            action: { label: "Email the catering team", href: `mailto:${CATERING_EMAIL}` },
            secondary: { label: "Call (585) 555-0127", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- events
    {
      path: "events",
      title: "Events & Private Parties",
      description:
        "Wine dinners, trivia, live bluegrass brunch and private parties in the Tin Room, our upstairs dining room for 12 to 60 guests in Canandaigua.",
      blocks: [
        {
          type: "eventList",
          props: {
            heading: "Coming up at the Kettle",
            intro: "Wine dinners sell out; Kettle Club members get first call a week before we announce them here. Book seats by phone.",
            show: "upcoming",
          },
        },
        {
          type: "features",
          props: {
            heading: "Every week",
            columns: 3,
            items: [
              {
                icon: "lightbulb",
                title: "Tuesday trivia",
                body: "7 pm at the bar and in the front room. Teams of up to six; winners take a $50 gift card. Half-price wings and $5 drafts until 9.",
              },
              {
                icon: "wine",
                title: "Wine-down Wednesday",
                body: "Every bottle on the list half price with any main, all day. A good night to try something from Keuka you've never heard of.",
              },
              {
                icon: "music",
                title: "Sunday bluegrass brunch",
                body: "Acoustic music from a rotating group of Finger Lakes pickers, 11 am to 1 pm, first and third Sundays of the month.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Private parties",
            heading: "The Tin Room, upstairs",
            body: md`
              Our upstairs room seats 60 at tables or 80 for a standing reception, with its own bar, restrooms and
              a lift from the Coach Street entrance. Bring your own playlist (we have the speakers), a slideshow
              (we have the screen) and your own cake for a $1 a guest plating fee.

              Smaller groups of 12 to 20 can book the **Long Table**, a single farmhouse table in the window.
            `,
            illustration: "users",
            reverse: true,
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Tin Room packages",
            intro: "No room fee Sunday to Thursday. On Friday and Saturday evenings the room carries a food-and-drink minimum of $2,000.",
            plans: [
              {
                name: "Luncheon buffet",
                price: "$28",
                period: "per guest",
                description: "11:30 am to 3 pm; showers, christenings, memorial luncheons.",
                features: ["Harvest salad and rolls", "Two mains and two sides", "Cookie platter", "Coffee, tea and soft drinks"],
              },
              {
                name: "Dinner buffet",
                price: "$42",
                period: "per guest",
                description: "Rehearsal dinners, retirements, milestone birthdays.",
                features: ["Cheese board on arrival", "Salad, three mains and two sides", "Apple crisp or chocolate torte", "Coffee, tea and soft drinks"],
                highlighted: true,
              },
              {
                name: "Plated dinner",
                price: "$58",
                period: "per guest",
                description: "Three courses served at the table.",
                features: ["Passed appetisers for 30 minutes", "Soup or salad", "Choice of three mains, pre-ordered", "Dessert and coffee"],
              },
            ],
            note: "Bar service on consumption or as a package from $18 a guest for two hours of beer and Finger Lakes wine. Tax and a 20% service charge are added.",
          },
        },
        {
          type: "form",
          props: {
            heading: "Check a date for the Tin Room",
            intro: "Tell us your date, headcount and the kind of party. Jenna answers private event requests Tuesday to Friday, within one business day.",
            form: "private-event",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Prefer to talk it through?",
            body: "Call or email Jenna, Tuesday to Friday, and she'll check the calendar while you're on the line.",
            action: { label: "Call (585) 555-0127", href: TEL },
            secondary: { label: "Email us", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------- gift-cards
    {
      path: "gift-cards",
      title: "Gift Cards",
      description:
        "Copper Kettle gift cards from $10 to $500: buy online and we email a code, or buy at the host stand or by phone. Good for dinner, brunch and catering.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Gift cards",
            heading: "A dinner on Main Street, in an envelope",
            body: md`
              A Copper Kettle gift card is good for anything we sell: dinner, weekend brunch, takeout (online too), catering,
              holiday dinners to take home, wine dinners and private parties in the Tin Room. Choose any amount
              from **$10 to $500**.

              Buy one online below and we email the recipient a gift card code with your message, or pick up a
              card at the host stand in a copper-foil envelope with a handwritten note. They never expire and
              carry no fees of any kind.
            `,
            illustration: "gift",
          },
        },
        {
          type: "giftCard",
          props: {
            heading: "Buy a gift card online",
            intro:
              "Pick an amount or type your own, from $10 to $500, and add the recipient's name, email address and a message. We email them a gift card code to show at the host stand, enter when they order takeout online, or quote for catering; you get the receipt.",
            amountsCents: [2500, 5000, 10000],
            customMinCents: 1000,
            customMaxCents: 50000,
            balanceCheck: true,
          },
        },
        {
          type: "features",
          props: {
            heading: "Three ways to buy",
            columns: 3,
            items: [
              {
                icon: "utensils",
                title: "At the host stand",
                body: "Any time we're open. Pay by card or cash and walk out with it, gift-wrapped.",
              },
              {
                icon: "phone",
                title: "By phone, mailed free",
                body: "Call (585) 555-0127 between 10 am and 4 pm, Tuesday to Saturday. We post it first-class the same day to any US address.",
              },
              {
                icon: "megaphone",
                title: "Online, by email",
                body: "Buy on this page and the recipient gets an email with your message and a gift card code, ready to use on their next visit.",
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "success",
            heading: "Holiday bonus: $20 on us for every $100",
            body: "From Black Friday to December 31, each $100 in gift cards you buy at the host stand or by phone comes with a $20 bonus card. Bonus cards are valid January 2 to March 31 for dine-in and takeout, and are not valid on holidays.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Gift card questions",
            items: [
              {
                question: "Do gift cards expire?",
                answer:
                  "No. Our gift cards have no expiry date and no dormancy or service fees. Promotional bonus cards are different: they are free extras with the dates printed on them.",
              },
              {
                question: "How do I check my balance?",
                answer:
                  "For a card bought online, enter its code in the balance checker on this page. Your remaining balance also prints at the bottom of every receipt, and you can call us with the card number or code and we'll look it up.",
              },
              {
                question: "Can I use a gift card for the tip?",
                answer: "Yes, a gift card can cover the whole bill, gratuity included.",
              },
              {
                question: "I lost my gift card. Can you replace it?",
                answer:
                  "If you have the receipt, or the card was bought online or by phone in your name, we can cancel the old card and issue a new one for the remaining balance. For a card bought online, the code is also in the recipient's email.",
              },
              {
                question: "Do you sell gift cards for corporate gifts?",
                answer:
                  "Yes. For 10 or more cards we'll print your company's message on the envelope, and orders over $1,000 get 10% in bonus value. Email hello@copperkettle.example.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Order a gift card by phone",
            body: "Tell us the amount, the name for the envelope and where to send it. Most cards are in the mail the same afternoon.",
            action: { label: "Call (585) 555-0127", href: TEL },
            secondary: { label: "Email us", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------- loyalty-club
    {
      path: "loyalty-club",
      title: "The Kettle Club Rewards",
      description:
        "Join The Copper Kettle's free rewards club: a point for every dollar, $15 back at 150 points, a birthday dessert and first call on wine dinner seats.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Free to join",
            heading: "The Kettle Club: our thank-you for coming back",
            body: "Earn a point for every dollar you spend at dinner, brunch, takeout or catering. Every 150 points becomes $15 off your next visit, automatically. More than 3,400 regulars are members.",
            actions: [
              { label: "Wine dinners and events", href: "events" },
              { label: "Gift cards", href: "gift-cards", variant: "secondary" },
            ],
            illustration: "award",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How it works",
            items: [
              {
                title: "Sign up",
                body: "Use the form below or give your server your name and mobile number. You'll get a $10 welcome reward to use on your next visit.",
              },
              {
                title: "Earn on every visit",
                body: "Give your phone number when you pay. One point per dollar before tax and tip, on dine-in, takeout, catering and gift cards for others.",
              },
              {
                title: "Get rewarded",
                body: "At 150 points a $15 reward is added to your account. We'll text you, and your server will see it when you next pay.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Join the Kettle Club",
            intro: "It takes a minute. Your $10 welcome reward is ready the same day.",
            form: "kettle-club",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Two levels, both free",
            plans: [
              {
                name: "Kettle Club",
                price: "Free",
                description: "Everyone starts here.",
                features: [
                  "1 point per dollar",
                  "$15 reward every 150 points",
                  "$10 welcome reward",
                  "Free dessert in your birthday month",
                  "Wine dinner seats one week before the public",
                ],
              },
              {
                name: "Copper Circle",
                price: "Free",
                period: "after 1,000 points a year",
                description: "For our most loyal regulars, renewed each January.",
                features: [
                  "1.5 points per dollar",
                  "Everything in Kettle Club",
                  "A bottle of Finger Lakes sparkling wine on your anniversary",
                  "Priority holiday and New Year's Eve reservations",
                  "Tin Room fee waived on any Friday or Saturday party",
                ],
                highlighted: true,
              },
            ],
            note: "Rewards are valid for 90 days from the day they're earned and can't be exchanged for cash. Points can't be earned on gift card purchases for yourself or on Tin Room service charges.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Kettle Club questions",
            items: [
              {
                question: "Do I need an app or a card?",
                answer: "No. Your phone number is your membership. Just give it when you pay.",
              },
              {
                question: "Will you send me lots of texts?",
                answer:
                  "No more than two a month: one when you've earned a reward, and the wine dinner announcement. Reply STOP to any message to opt out of texts and stay in the club.",
              },
              {
                question: "Can I combine a reward with a gift card?",
                answer: "Yes. Rewards come off the bill first, then any gift card covers the rest.",
              },
              {
                question: "I forgot to give my number. Can I still get the points?",
                answer: "Keep your receipt and bring it on your next visit within 30 days, or email a photo of it, and we'll add the points.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Checking your points?",
            body: "Call with your mobile number and we'll tell you your balance, or ask your server next time you're in. You can also join at the host stand.",
            action: { label: "Call (585) 555-0127", href: TEL },
            secondary: { label: "Email us", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- takeout
    {
      path: "takeout",
      title: "Takeout: Order Online for Pickup",
      description:
        "Order The Copper Kettle's lunch and dinner menu online and pick it up on South Main Street, Canandaigua: pot roast, chicken and dumplings, pies.",
      blocks: [
        {
          type: "orderOnline",
          props: {
            heading: "The takeout menu",
            intro:
              "The lunch and dinner menu, packed to travel. Choose a pickup time and pay here, with a card or a Copper Kettle gift card; we email you when the kitchen starts on your order and again when it is ready.",
            pickupNote:
              "Collect your order at the host stand just inside the front door. Parked in the Coach Street lot? Say so in the note and we'll bring it out to the back door.",
            // The takeout menu is lunch and dinner: on weekends it starts after brunch's first seatings (Saturday) or after brunch (Sunday).
            pickup: {
              leadMinutes: 30,
              ordersPer15Minutes: 4,
              lastOrderMinutes: 30,
              daysAhead: 2,
              pickupHours: [
                { days: ["tue", "wed", "thu"], opens: "11:30", closes: "21:00" },
                { days: ["fri", "sat"], opens: "11:30", closes: "22:00" },
                { days: ["sun"], opens: "14:00", closes: "20:00" },
              ],
            },
            sections: [
              {
                name: "To start",
                items: [
                  {
                    key: "french-onion-soup",
                    image: seedImage("food/copper-kettle/french-onion-soup"),
                    name: "French onion soup",
                    description: "Beef and onion broth, sourdough crouton, Gruyère and aged cheddar.",
                    priceCents: 1000,
                  },
                  {
                    key: "kettle-fries",
                    image: seedImage("food/copper-kettle/kettle-fries"),
                    name: "Kettle fries",
                    description: "Hand-cut, twice-fried, smoked paprika aioli.",
                    priceCents: 900,
                    tags: ["vegetarian"],
                  },
                  {
                    key: "brussels-sprouts",
                    name: "Maple-chili Brussels sprouts",
                    description: "Crispy sprouts, Bristol Valley maple, chili flake, toasted pecans.",
                    priceCents: 1200,
                    tags: ["vegan", "gluten-free"],
                  },
                  {
                    key: "cheese-curds",
                    name: "Fried cheese curds",
                    description: "Beer-battered cheddar curds from a Wyoming County dairy, with tomato jam.",
                    priceCents: 1100,
                    tags: ["vegetarian"],
                  },
                  { key: "crab-cakes", name: "Crab cakes", description: "Two jumbo lump crab cakes, celery-root slaw, Old Bay rémoulade.", priceCents: 1600 },
                ],
              },
              {
                name: "Salads",
                items: [
                  {
                    key: "house-salad",
                    name: "House salad",
                    description: "Muddy Boots greens, cucumber, radish, shaved carrot, buttermilk herb dressing.",
                    priceCents: 900,
                    tags: ["vegetarian", "gluten-free"],
                    optionGroups: [SALAD_PROTEIN],
                  },
                  {
                    key: "beet-salad",
                    name: "Roasted beet and goat cheese",
                    description: "Red and golden beets, whipped chèvre, pistachio, orange, arugula.",
                    priceCents: 1400,
                    tags: ["vegetarian", "gluten-free"],
                    optionGroups: [SALAD_PROTEIN],
                  },
                  {
                    key: "harvest-salad",
                    name: "Harvest salad",
                    description: "Apples, sharp cheddar, candied walnuts, dried cranberries, cider vinaigrette.",
                    priceCents: 1500,
                    tags: ["vegetarian"],
                    optionGroups: [SALAD_PROTEIN],
                  },
                ],
              },
              {
                name: "Mains",
                items: [
                  {
                    key: "pot-roast",
                    image: seedImage("food/copper-kettle/pot-roast"),
                    name: "Six-hour pot roast",
                    description: "Red wine-braised chuck, root vegetables, horseradish mashed potatoes.",
                    priceCents: 2800,
                    tags: ["house favourite"],
                    optionGroups: [SIDE_SALAD],
                  },
                  {
                    key: "chicken-and-dumplings",
                    image: seedImage("food/copper-kettle/chicken-and-dumplings"),
                    name: "Chicken and dumplings",
                    description: "Roast chicken, thyme velouté, herb drop dumplings, peas and carrots.",
                    priceCents: 2300,
                    optionGroups: [SIDE_SALAD],
                  },
                  {
                    key: "steelhead-trout",
                    image: seedImage("food/copper-kettle/steelhead-trout"),
                    name: "Pan-seared steelhead trout",
                    description: "Wild rice pilaf, green beans, lemon brown butter.",
                    priceCents: 2700,
                    tags: ["gluten-free"],
                    optionGroups: [SIDE_SALAD],
                  },
                  {
                    key: "pot-pie",
                    name: "Mushroom and leek pot pie",
                    description: "Wild and cremini mushrooms, leeks, potatoes, thyme gravy under a puff pastry lid.",
                    priceCents: 2100,
                    tags: ["vegetarian"],
                    optionGroups: [SIDE_SALAD],
                  },
                  {
                    key: "kettle-burger",
                    name: "Kettle burger",
                    description: "Half-pound grass-fed patty, aged cheddar, bacon jam, brioche bun, fries.",
                    priceCents: 1800,
                    optionGroups: [
                      { name: "Cooked", choices: [{ name: "Medium" }, { name: "Medium rare" }, { name: "Medium well" }, { name: "Well done" }] },
                      {
                        name: "Add",
                        choose: "any",
                        choices: [
                          { name: "Fried egg", extraCents: 200 },
                          { name: "Extra bacon jam", extraCents: 200 },
                        ],
                      },
                    ],
                  },
                ],
              },
              {
                name: "Sides",
                items: [
                  { key: "mashed-potatoes", name: "Horseradish mashed potatoes", priceCents: 600, tags: ["gluten-free"] },
                  { key: "maple-carrots", name: "Maple-glazed carrots", priceCents: 600, tags: ["vegan", "gluten-free"] },
                  { key: "mac-and-cheese", name: "Baked macaroni and cheese", description: "Three cheeses and a buttered crumb.", priceCents: 800 },
                ],
              },
              {
                name: "Desserts",
                description: "Made every morning by Grace Hoyt, our pastry chef.",
                items: [
                  {
                    key: "apple-crisp",
                    image: seedImage("food/copper-kettle/apple-crisp"),
                    name: "Warm apple crisp",
                    description: "Cider caramel.",
                    priceCents: 1000,
                    optionGroups: [{ name: "Ice cream", choose: "any", choices: [{ name: "A pint of vanilla ice cream", extraCents: 600 }] }],
                  },
                  {
                    key: "chocolate-torte",
                    name: "Flourless chocolate torte",
                    description: "Raspberry coulis, whipped cream.",
                    priceCents: 1100,
                    tags: ["gluten-free"],
                  },
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
            body: "Our kitchen handles wheat, dairy, eggs, shellfish, fish, tree nuts and peanuts, and our fryer is shared. Tell us about any allergy in the note to the kitchen, or call (585) 555-0127 before you order.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Holiday dinners to take home",
            body: "Thanksgiving and Christmas dinners for four or eight are ordered by phone at least 72 hours ahead.",
            action: { label: "Holiday menus", href: "home-temp" },
            secondary: { label: "Gift cards", href: "gift-cards", variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact & Reservations",
      description:
        "Reserve a table, ask about catering or the Tin Room, or find parking at The Copper Kettle, 142 South Main Street, Canandaigua. Call (585) 555-0127.",
      blocks: [
        {
          type: "reservation",
          props: {
            heading: "Reserve a table",
            intro:
              "For up to eight guests: lunch and dinner Tuesday to Sunday, and weekend brunch until 11:30 (after that, brunch is first come, first seated). For nine or more, call us about the Tin Room or the Long Table.",
            bookable: "tables",
            note: "We hold tables for 15 minutes. Two tables and the 14-seat bar are kept for walk-ins every night.",
          },
        },
        {
          type: "form",
          props: {
            heading: "Send us a message",
            intro: "Questions, donation requests, feedback on your last visit: we reply within one business day.",
            form: "contact",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Call, email or stop in",
            intro:
              "Reserve online above, or call the host stand. If we're in the middle of service, leave a message and we'll call you back before the end of the day.",
            showHours: true,
            showMap: true,
          },
        },
        {
          type: "features",
          props: {
            heading: "Who to ask",
            columns: 2,
            items: [
              {
                icon: "calendar",
                title: "Table reservations",
                body: "Reserve online above for up to eight guests, or call (585) 555-0127. For nine or more, we'll seat you in the Tin Room or at the Long Table.",
                href: TEL,
                linkLabel: "Call the host stand",
              },
              {
                icon: "truck",
                title: "Catering",
                body: "Jenna handles catering quotes Tuesday to Friday and replies within one business day. Request a quote online or email catering@copperkettle.example.",
                href: "catering",
                linkLabel: "Request a catering quote",
              },
              {
                icon: "users",
                title: "Private parties",
                body: "Tin Room dates, menus and packages for showers, rehearsal dinners and business dinners. Check a date online.",
                href: "events",
                linkLabel: "Tin Room packages and dates",
              },
              {
                icon: "newspaper",
                title: "Press, donations and everything else",
                body: "We support two local causes a month with gift cards for raffles and auctions. Send requests with the form above at least four weeks ahead, or email us.",
                href: `mailto:${EMAIL}`,
                linkLabel: "Email us",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Getting here",
            items: [
              {
                question: "Where do I park?",
                answer:
                  "The free municipal lot on Coach Street, directly behind the building, has 120 spaces. Main Street has free two-hour parking. On summer weekends when the lot is full, try the lot at the Wood Library on North Main.",
              },
              {
                question: "Can I walk from the lake?",
                answer: "Yes: it's about twelve minutes up South Main Street from Kershaw Park and the City Pier.",
              },
              {
                question: "Do you take walk-ins?",
                answer: "Always. We keep two tables and the 14-seat bar for walk-ins every night, and the bar serves the full menu.",
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
      description: "A table in the front room for up to eight guests.",
      pricePerPersonCents: 0,
      minParty: 1,
      maxParty: 8,
      capacity: 24,
      durationMinutes: 90,
      horizonDays: 45,
      // Seatings end 90 minutes before closing; weekend brunch is reserved until 11:30 only.
      schedule: [
        { days: ["tue", "wed", "thu", "fri"], times: ["11:30", "12:00", "12:30", "13:00", "13:30"] },
        { days: ["tue", "wed", "thu"], times: ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30"] },
        { days: ["fri", "sat"], times: ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30"] },
        { days: ["sat", "sun"], times: ["10:00", "10:30", "11:00", "11:30"] },
        { days: ["sun"], times: ["16:30", "17:00", "17:30", "18:00", "18:30"] },
      ],
    },
  ],
  events: [
    {
      slug: "riesling-harvest-dinner",
      title: "Riesling Harvest Dinner with Hollow Ridge Cellars",
      summary:
        "Five courses paired with five Rieslings, from bone dry to late harvest, with winemaker Anna Kessler of Hollow Ridge on Seneca Lake. $85 a guest.",
      body: md`
        Our autumn wine dinner celebrates the grape the Finger Lakes does best. **Anna Kessler**, winemaker at
        Hollow Ridge Cellars in Hector, will pour five Rieslings and talk about the vintage as Rob cooks a menu
        built around them.

        ## The menu

        - Smoked Lake Ontario trout rillettes, pickled shallot, rye toast, _with Sparkling Riesling_
        - Butternut squash soup, brown butter, sage, _with Dry Riesling_
        - Seared scallops, cider beurre blanc, celery root, _with Semi-Dry Riesling_
        - Pork belly, braised red cabbage, apple mostarda, _with Old Vines Riesling_
        - Concord grape pie, vanilla bean ice cream, _with Late Harvest Riesling_

        ## Seats

        $85 a guest, including wine, tax and gratuity extra. Seating is at shared tables in the Tin Room.
        Call (585) 555-0127 to book; a card is taken to hold seats and charged only for cancellations within 72 hours.
      `,
      startsInDays: 18,
      // A harvest dinner with an autumn menu: a Thursday in October, whatever day the demo starts.
      on: { month: 10, weekday: "thu" },
      startTime: "18:30",
      durationMinutes: 180,
      location: "The Tin Room, upstairs at The Copper Kettle, 142 South Main Street, Canandaigua",
    },
    {
      slug: "finger-lakes-trivia-night",
      title: "Finger Lakes Trivia Night",
      summary: "A special edition of Tuesday trivia: five rounds on Finger Lakes history, wine, geography and local legends, with a $150 grand prize.",
      body: md`
        Know which lake is deepest, where Mark Twain spent his summers, or what year Sonnenberg Gardens opened
        to the public? Once a season our Tuesday trivia goes local.

        - Five rounds of ten questions, starting at 7 pm sharp
        - Teams of up to six; free to play
        - $150 gift card for the winners, $50 for second place
        - Half-price wings and $5 local drafts all night

        Tables go fast. Call ahead to hold one for your team.
      `,
      startsInDays: 6,
      on: { weekday: "tue" },
      startTime: "19:00",
      durationMinutes: 120,
      location: "The Copper Kettle bar and front room",
    },
    {
      slug: "bluegrass-brunch",
      title: "Bluegrass Brunch with the Bristol Hills Ramblers",
      summary: "Banjo, fiddle and mandolin with your Sunday brunch: the Bristol Hills Ramblers play two sets in the front room. No cover.",
      body: md`
        The Bristol Hills Ramblers have played our first-Sunday brunch since 2016. Expect Bill Monroe standards,
        a few originals about Canandaigua Lake and a fiddle tune or two dedicated to whoever's birthday it is.

        Music runs from 11 am to 1 pm. There's no cover; brunch reservations are recommended for groups of
        five or more.
      `,
      startsInDays: 11,
      on: { weekday: "sun" },
      startTime: "11:00",
      durationMinutes: 120,
      location: "The Copper Kettle front room",
    },
    {
      slug: "maple-weekend-brunch",
      title: "Maple Weekend Brunch",
      summary: "A maple-everything brunch menu during New York Maple Weekend, made with syrup from Bristol Valley Maple in South Bristol.",
      image: seedImage("food/copper-kettle/buttermilk-pancakes"),
      body: md`
        For New York State Maple Weekend we cooked with syrup boiled down a few miles away at Bristol Valley
        Maple: maple-bacon pancakes, maple-glazed ham Benedict, maple cream pie and a maple Old Fashioned.

        Thanks to everyone who came in. See you next March.
      `,
      startsInDays: -30,
      on: { month: 3, weekday: "sat", nth: 3 },
      startTime: "10:00",
      durationMinutes: 240,
      location: "The Copper Kettle, 142 South Main Street, Canandaigua",
    },
  ],
};

export default site;
