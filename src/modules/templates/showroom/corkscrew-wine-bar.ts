import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(315) 555-0184";
const TEL = "tel:+13155550184";
const EMAIL = "cheers@corkscrewwinebar.example";

const site: SiteSeed = {
  slug: "corkscrew-wine-bar",
  name: "Corkscrew Wine Bar",
  kind: "wine-bar",
  theme: {
    palette: {
      primary: "#e7a4b8",
      onPrimary: "#2b0d18",
      accent: "#c9a45c",
      background: "#1d1418",
      surface: "#2a1e23",
      text: "#f6ece8",
      muted: "#c9b6ae",
      border: "#4a3840",
    },
    fonts: { heading: "fraunces", body: "inter" },
    header: "overlay",
    footer: "map",
    sectionStyle: "editorial",
    logo: { mark: "wine", shape: "hexagon" },
    radius: "large",
    pattern: "grid",
  },
  settings: {
    tagline: "Forty wines by the glass on Linden Street, Geneva",
    priceRange: "$$",
    cuisine: ["Wine bar", "Small plates"],
    description:
      "A small wine bar on Linden Street in Geneva, NY, at the top of Seneca Lake: 40 wines by the glass, tasting flights, Finger Lakes cheese boards and private tastings.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "27 Linden Street", locality: "Geneva", region: "NY", postalCode: "14456", geo: { latitude: 42.8688, longitude: -76.9787 } },
    },
    hours: [
      { days: ["wed", "thu"], opens: "16:00", closes: "22:00" },
      { days: ["fri", "sat"], opens: "15:00", closes: "23:00" },
      { days: ["sun"], opens: "14:00", closes: "20:00" },
    ],
    hoursNote: "Closed Monday and Tuesday, when the room is available for private tastings. Last pours 15 minutes before close. 21 and over after 8 pm.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "The bar", href: "" },
      { label: "Flights & prices", href: "pricing" },
    ],
    headerAction: { label: "Call (315) 555-0184", href: TEL },
    footerLinks: [{ label: "Wine list and prices", href: "pricing" }],
  },
  forms: [
    {
      key: "private-tasting",
      name: "Private tasting request",
      recipients: [EMAIL],
      submitLabel: "Request a tasting",
      successMessage:
        "Thank you. Hannah will reply within a day to confirm your date and the wines. We'll take a card to hold the date once it's confirmed; nothing is charged until then.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "tasting_date", label: "Preferred date", type: "date", required: true, width: "half", help: "At least one week from today." },
        { name: "start_time", label: "Start time", type: "text", required: true, width: "half", maxLength: 40, help: "For example 6:30 pm." },
        {
          name: "guests",
          label: "Number of guests",
          type: "text",
          required: true,
          width: "half",
          maxLength: 20,
          help: "6 to 24 for a tasting, up to 45 for a buyout.",
        },
        {
          name: "package",
          label: "Tasting package",
          type: "radio",
          required: true,
          options: [
            "Finger Lakes 101 ($45 a guest)",
            "Around the world in Riesling ($65 a guest)",
            "Reserve vertical ($95 a guest)",
            "Whole bar buyout ($1,500, Monday or Tuesday)",
            "Help me choose",
          ],
        },
        {
          name: "occasion",
          label: "Occasion",
          type: "select",
          options: ["Birthday", "Bachelorette or bachelor party", "Wedding weekend", "Work outing or client event", "Wine club or friends", "Something else"],
        },
        {
          name: "details",
          label: "What would you like to taste, and anything else?",
          type: "textarea",
          maxLength: 2000,
          help: "Favourite grapes, guests who don't drink, food allergies.",
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Corkscrew Wine Bar | Wine by the Glass in Geneva, NY",
      description:
        "Forty wines by the glass, tasting flights and Finger Lakes cheese boards on Linden Street in Geneva, NY. Walk-ins welcome Wednesday to Sunday.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("food/wine-by-the-fire"),
            variant: "fullBleed",
            eyebrow: "Linden Street, Geneva · Wednesday to Sunday",
            heading: "Taste the Finger Lakes without a designated driver",
            body: "Forty wines by the glass, half of them from the wineries around Seneca, Keuka and Cayuga, and the rest from the cool-climate places they're always compared with: the Mosel, the Loire, Alsace. Try three at a time in a flight, or settle in with a bottle and a cheese board.",
            actions: [
              { label: "Flights and prices", href: "pricing" },
              { label: "Call the bar", href: TEL, variant: "secondary" },
            ],
            illustration: "wine",
          },
        },
        {
          type: "features",
          props: {
            columns: 4,
            items: [
              {
                icon: "wine",
                title: "40 by the glass",
                body: "Every bottle is kept under argon, so the rare ones open by the glass too. Pours from $9.",
              },
              {
                icon: "sparkles",
                title: "Flights",
                body: "Three 2 oz pours, side by side. Riesling, reds, bubbles, or a blind flight to test your palate.",
                href: "pricing",
                linkLabel: "See the flights",
              },
              {
                icon: "users",
                title: "Private tastings",
                body: "Guided tastings for 6 to 24 guests, led by our sommelier, from $45 a person.",
                href: "pricing",
                linkLabel: "Tasting packages",
              },
              {
                icon: "map-pin",
                title: "On Linden Street",
                body: "A block from the lakefront and Seneca Lake State Park, a short walk from the hotels on Lakefront Drive.",
              },
            ],
          },
        },
        {
          type: "menu",
          props: {
            heading: "Something to eat",
            intro: "A small kitchen, a good slicer and a lot of local cheese. Boards come with bread from a bakery two doors down.",
            sections: [
              {
                name: "Boards",
                items: [
                  {
                    image: seedImage("food/corkscrew-wine-bar/cheese-board"),
                    name: "Finger Lakes cheese board",
                    description: "Three local cheeses, honeycomb, Concord grape jam, toasted walnuts.",
                    priceCents: 1800,
                    tags: ["vegetarian"],
                  },
                  {
                    image: seedImage("food/corkscrew-wine-bar/charcuterie-board"),
                    name: "Charcuterie board",
                    description: "Three cured meats, cornichons, whole-grain mustard, marinated olives.",
                    priceCents: 1900,
                  },
                  { name: "The big board", description: "Five cheeses, three meats and all the trimmings. For three or four.", priceCents: 3400 },
                ],
              },
              {
                name: "Small plates",
                items: [
                  { name: "Warm marinated olives", description: "Orange zest, fennel, chili.", priceCents: 700, tags: ["vegan", "gluten-free"] },
                  { name: "Baked brie", description: "Puff pastry, fig jam, toasted almonds.", priceCents: 1400, tags: ["vegetarian"] },
                  { name: "Smoked trout dip", description: "Lake Ontario trout, crème fraîche, dill, potato chips.", priceCents: 1200 },
                  {
                    name: "Dark chocolate and sea salt",
                    description: "Four squares from a Rochester chocolatier. Try it with the port.",
                    priceCents: 800,
                    tags: ["vegan"],
                  },
                ],
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Who pours your wine",
            heading: "Run by a sommelier who grew up on Seneca Lake",
            body: md`
              Corkscrew belongs to **Hannah Okafor**, who grew up between the vineyards in Lodi, worked harvests
              on both sides of Seneca Lake and spent six years on the floor of wine bars in New York City before
              bringing the idea home to Geneva in 2019.

              Hannah and her team taste everything before it goes on the list, change a third of it every season,
              and are happy to talk about any of it for as long as you like. Or not at all: sometimes you just want
              a glass of Riesling and a window seat.
            `,
            illustration: "glasses",
            action: { label: "Private tasting packages", href: "pricing", variant: "secondary" },
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "The blind flight is the most fun we've had in a bar. I was sure the Finger Lakes Riesling was German. It wasn't. Hannah was very gracious about it.",
                name: "Pete and Amanda C.",
                detail: "Visiting from Syracuse",
                rating: 5,
              },
              {
                quote:
                  "After a day of tastings on the lake, this is where we end up. Good cheese, quiet music, and wines you can't find at the wineries' own tasting rooms.",
                name: "Maria T.",
                detail: "Rochester",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "reservation",
          props: {
            heading: "Coming as a group?",
            intro:
              "Six to twelve of you: reserve the long table by the window. Smaller parties don't need to book; we seat 38 and keep the standing bar for walk-ins.",
            bookable: "group-table",
            note: "Reservations are held for 15 minutes. For a private tasting with a sommelier, see our tastings.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Before you visit",
            items: [
              {
                question: "Do you take reservations?",
                answer:
                  "For groups of six to twelve, yes: reserve the long table above, or call. Otherwise it's walk-in only. We seat 38, and Friday and Saturday after 7 pm can mean a short wait at the standing bar.",
              },
              {
                question: "Can I buy a bottle to take home?",
                answer: "Yes. Any bottle on our list can be bought to take away at 30% off the list price.",
              },
              {
                question: "Do you serve anything besides wine?",
                answer:
                  "Local cider, two Geneva craft beers on tap, a short list of wine-based cocktails and house-made sodas. Non-alcoholic wine flights are $12.",
              },
            ],
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Come in for a glass",
            intro: "Street parking on Linden Street and a free public lot on Exchange Street, one block up the hill.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
    // ---------------------------------------------------------------- pricing
    {
      path: "pricing",
      title: "Wine Flights, Glass & Bottle Prices",
      description:
        "Corkscrew Wine Bar prices: tasting flights from $16, wines by the glass from $9, bottle list highlights and private tasting packages from $45 a guest.",
      blocks: [
        {
          type: "pricing",
          props: {
            heading: "Tasting flights",
            intro: "Three 2 oz pours with tasting notes, served together so you can compare. Flights change every season; these are pouring now.",
            plans: [
              {
                name: "Riesling, dry to sweet",
                price: "$16",
                period: "per flight",
                features: [
                  "Hollow Ridge Cellars Dry Riesling, Seneca Lake",
                  "Crooked Lake Cellars Semi-Dry Riesling, Keuka Lake",
                  "Kabinett Riesling, Mosel, Germany",
                ],
              },
              {
                name: "Cool-climate reds",
                price: "$18",
                period: "per flight",
                features: [
                  "Lodi Point Cellars Cabernet Franc, Seneca Lake",
                  "Taughannock Hill Pinot Noir, Cayuga Lake",
                  "Chinon Cabernet Franc, Loire, France",
                ],
              },
              {
                name: "Bubbles",
                price: "$20",
                period: "per flight",
                features: ["Aurora Bay Blanc de Blancs, Cayuga Lake", "Crémant d'Alsace Brut Rosé, France", "Pét-nat Cayuga White, Seneca Lake"],
              },
              {
                name: "The blind flight",
                price: "$22",
                period: "per flight",
                description: "Three mystery wines. Guess the grape and the region; get all three right and the flight is on us.",
                features: ["Reveal card under the tray", "Changes weekly", "Our most popular flight"],
                highlighted: true,
              },
            ],
            note: "Non-alcoholic flight of three alcohol-removed wines and a verjus spritz: $12. Happy hour Wednesday and Thursday, 4 to 6 pm: $3 off every flight.",
          },
        },
        {
          type: "menu",
          props: {
            heading: "By the glass",
            intro: "5 oz pours. Every wine by the glass is also available as a 2 oz taste for one-third of the glass price.",
            sections: [
              {
                name: "Sparkling",
                items: [
                  { name: "Aurora Bay Blanc de Blancs, Cayuga Lake", description: "Traditional method Chardonnay; green apple, brioche.", priceCents: 1400 },
                  { name: "Crémant d'Alsace Brut Rosé", description: "Pinot Noir, strawberries and chalk.", priceCents: 1300 },
                  { name: "Prosecco Superiore, Valdobbiadene", priceCents: 1100 },
                ],
              },
              {
                name: "White",
                items: [
                  { name: "Hollow Ridge Cellars Dry Riesling, Seneca Lake", description: "Lime, slate, racy acidity.", priceCents: 1100 },
                  { name: "Crooked Lake Cellars Semi-Dry Riesling, Keuka Lake", description: "Peach and honeysuckle, a touch of sweetness.", priceCents: 1000 },
                  { name: "Seneca Shale Grüner Veltliner, Seneca Lake", description: "White pepper, celery leaf.", priceCents: 1200 },
                  { name: "Sancerre, Loire", description: "Sauvignon Blanc, grapefruit, flint.", priceCents: 1600 },
                  { name: "Stonecrop Estate Chardonnay, Seneca Lake", description: "Lightly oaked, pear and hazelnut.", priceCents: 1200 },
                  { name: "House white: Cayuga White, Cayuga Lake", description: "Bright, easy, local.", priceCents: 900 },
                ],
              },
              {
                name: "Rosé and orange",
                items: [
                  { name: "Dry rosé of Cabernet Franc, Seneca Lake", priceCents: 1000 },
                  { name: "Skin-contact Gewürztraminer, Keuka Lake", description: "Lychee, rose petal, a little grip.", priceCents: 1300 },
                ],
              },
              {
                name: "Red",
                items: [
                  { name: "Lodi Point Cellars Cabernet Franc, Seneca Lake", description: "Red cherry, bell pepper, graphite.", priceCents: 1200 },
                  { name: "Taughannock Hill Pinot Noir, Cayuga Lake", description: "Cranberry, forest floor, silky.", priceCents: 1400 },
                  { name: "Pulteney Hill Lemberger, Keuka Lake", description: "Blackberry, spice, a Finger Lakes secret.", priceCents: 1100 },
                  { name: "Saperavi, Keuka Lake", description: "Inky, tart plum, built to age.", priceCents: 1500 },
                  { name: "Côtes du Rhône", description: "Grenache-Syrah, house red.", priceCents: 900 },
                  { name: "Barbera d'Asti, Piedmont", priceCents: 1300 },
                ],
              },
              {
                name: "Dessert",
                description: "3 oz pours.",
                items: [
                  { name: "Late Harvest Vignoles, Keuka Lake", priceCents: 1000 },
                  { name: "Riesling ice wine, Seneca Lake", description: "Picked frozen in January.", priceCents: 1600 },
                  { name: "Ten-year tawny port", priceCents: 1200 },
                ],
              },
            ],
          },
        },
        {
          type: "menu",
          props: {
            heading: "From the bottle list",
            intro:
              "A few highlights from 140 bottles. Take any bottle home at 30% off the list price. Corkage for your own bottle is $20, waived if you also buy one of ours.",
            sections: [
              {
                name: "Finger Lakes",
                items: [
                  { name: "Hollow Ridge Cellars Dry Riesling", priceCents: 4200 },
                  { name: "Lodi Point Cellars Cabernet Franc Reserve", priceCents: 5800 },
                  { name: "Taughannock Hill Pinot Noir", priceCents: 5400 },
                  { name: "Aurora Bay Blanc de Blancs", priceCents: 5600 },
                  {
                    name: "Hollow Ridge Old Vines Riesling, five-vintage vertical",
                    description: "Five bottles, for the table or a private tasting.",
                    priceCents: 32500,
                  },
                ],
              },
              {
                name: "The rest of the world",
                items: [
                  { name: "Mosel Riesling Spätlese", priceCents: 6400 },
                  { name: "Chinon Cabernet Franc", priceCents: 5200 },
                  { name: "Sancerre", priceCents: 6800 },
                  { name: "Grower Champagne, Brut", priceCents: 9800 },
                  { name: "Barolo", priceCents: 12000 },
                ],
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Private tasting packages",
            intro: "Led by Hannah or one of our sommeliers, at a long table reserved just for your group. Monday and Tuesday evenings the whole bar is yours.",
            plans: [
              {
                name: "Finger Lakes 101",
                price: "$45",
                period: "per guest",
                description: "90 minutes, 6 to 16 guests.",
                features: [
                  "Six wines from Seneca, Keuka and Cayuga",
                  "How the lakes shape the wine, with a map",
                  "Finger Lakes cheese board for every four guests",
                ],
              },
              {
                name: "Around the world in Riesling",
                price: "$65",
                period: "per guest",
                description: "Two hours, 6 to 20 guests.",
                features: [
                  "Eight Rieslings: Finger Lakes, Mosel, Alsace, Austria",
                  "Blind tasting round with prizes",
                  "Cheese and charcuterie boards",
                  "10% off bottles to take home",
                ],
                highlighted: true,
              },
              {
                name: "Reserve vertical",
                price: "$95",
                period: "per guest",
                description: "Two and a half hours, 6 to 12 guests.",
                features: [
                  "Five vintages of Hollow Ridge Old Vines Riesling",
                  "Sparkling welcome and ice wine finish",
                  "The big board and baked brie",
                  "A signed bottle for the host",
                ],
              },
              {
                name: "Whole bar buyout",
                price: "$1,500",
                period: "Monday or Tuesday evening",
                description: "Up to 45 guests, four hours.",
                features: ["Credit toward any wine and food", "Your choice of a guided tasting or open pouring", "Staff, glassware and music included"],
              },
            ],
            note: "Request a private tasting at least one week ahead, with the form below or by phone; a card holds the date once it's confirmed. Tax and 20% gratuity are added. Ask about gift certificates for tastings.",
          },
        },
        {
          type: "form",
          props: {
            heading: "Book a private tasting",
            intro: "Tell us your date, the size of your group and what you'd like to taste. Hannah replies within a day.",
            form: "private-tasting",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions first?",
            body: "Call the bar during opening hours or email us, and we'll help you pick the right tasting.",
            action: { label: "Call (315) 555-0184", href: TEL },
            secondary: { label: "Email the bar", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
  ],
  bookables: [
    {
      key: "group-table",
      kind: "table",
      name: "The long table",
      description: "The long table by the front window, for groups of six to twelve.",
      pricePerPersonCents: 0,
      minParty: 6,
      maxParty: 12,
      capacity: 12,
      durationMinutes: 120,
      horizonDays: 60,
      // Two hours at the table, ending by closing time.
      schedule: [
        { days: ["wed", "thu"], times: ["16:00", "17:00", "18:00", "19:00", "20:00"] },
        { days: ["fri", "sat"], times: ["15:00", "16:00", "17:00", "18:00", "19:00", "20:00", "21:00"] },
        { days: ["sun"], times: ["14:00", "15:00", "16:00", "17:00", "18:00"] },
      ],
    },
  ],
};

export default site;
