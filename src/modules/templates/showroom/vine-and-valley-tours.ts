import { formatCents } from "@/lib/format";
import { md } from "@/lib/rich-text/markdown";
import { customWineryRange } from "@/lib/trip";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(315) 555-0196";
const TEL = "tel:+13155550196";
const EMAIL = "tours@vineandvalley.example";
const LOST_EMAIL = "lostandfound@vineandvalley.example";
/** A custom trip's price before tasting fees: the trip builder charges it and the home page says it. */
const CUSTOM_TRIP_BASE_CENTS = 8900;

const site: SiteSeed = {
  slug: "vine-and-valley-tours",
  name: "Vine & Valley Winery Tours",
  kind: "winery-tours",
  theme: {
    palette: {
      primary: "#5e2b6b",
      onPrimary: "#ffffff",
      accent: "#7a9a3a",
      background: "#fbf9fc",
      surface: "#efe8f2",
      text: "#221a27",
      muted: "#574d5e",
      border: "#d8cde0",
    },
    fonts: { heading: "montserrat", body: "source-serif" },
    header: "overlay",
    footer: "band",
    sectionStyle: "rows",
    logo: { mark: "car-front", shape: "rounded" },
    radius: "large",
    pattern: "waves",
  },
  settings: {
    tagline: "Guided winery tours on Seneca, Keuka and Cayuga lakes, with a driver who knows the back roads",
    description:
      "Vine & Valley runs small-group and private winery tours across the Finger Lakes from Penn Yan: hotel pickup, a local guide, tastings booked ahead and a safe ride home.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "112 Liberty Street", locality: "Penn Yan", region: "NY", postalCode: "14527" },
      serviceAreaNote:
        "Free pickup in Penn Yan, Geneva, Watkins Glen, Hammondsport, Dundee and Canandaigua. Ithaca, Trumansburg and Rochester pickups for an added fee.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], opens: "09:00", closes: "18:00" }],
    seasons: [
      { name: "Winter: tours on Fridays to Sundays", from: "12-01", to: "03-31", hours: [{ days: ["fri", "sat", "sun"], opens: "09:00", closes: "18:00" }] },
    ],
    hoursNote: "The office phone is answered 9 am to 6 pm; on tour days our dispatcher is on call until the last guests are home.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Tour packages", href: "packages" },
      { label: "Build your trip", href: "trip-builder" },
      { label: "About us", href: "about" },
      { label: "Lost & found", href: "lost-and-found" },
    ],
    headerAction: { label: "Build your trip", href: "trip-builder" },
    footerLinks: [
      { label: "Tour packages", href: "packages" },
      { label: "Build your trip", href: "trip-builder" },
      { label: "About us", href: "about" },
      { label: "Lost & found", href: "lost-and-found" },
    ],
  },
  forms: [
    {
      key: "lost-and-found",
      name: "Lost item report",
      recipients: [EMAIL],
      submitLabel: "Report a lost item",
      successMessage:
        "Thank you, your report is logged. We'll check the van and call the wineries on your route the same day, and keep your report open for 30 days. If it's still the evening of your tour, call (315) 555-0196: your guide may still be in the van.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "booking_name", label: "Name on the booking", type: "text", width: "half", help: "If it's different from yours." },
        { name: "tour_date", label: "Date of your tour", type: "date", required: true, width: "half" },
        {
          name: "tour",
          label: "Tour or package",
          type: "select",
          required: true,
          width: "half",
          options: ["Keuka Heritage", "Seneca Lake Classic", "Cayuga Discovery", "Three Lakes Grand Tour", "Private charter", "Custom trip", "Not sure"],
        },
        { name: "pickup", label: "Pickup location", type: "text", required: true, width: "half", help: "Your hotel, inn or rental, and the town." },
        { name: "guide", label: "Your guide's first name", type: "text", width: "half", help: "If you remember it." },
        {
          name: "item",
          label: "Describe the item",
          type: "textarea",
          required: true,
          maxLength: 2000,
          help: "What it is, its colour, brand and any distinguishing marks. For a phone, the lock-screen image; for a bag, what's inside.",
        },
        {
          name: "last_seen",
          label: "Where did you last have it?",
          type: "radio",
          required: true,
          options: ["In the van", "At a winery", "At the lunch stop", "Not sure"],
        },
        { name: "last_seen_where", label: "Which winery or stop?", type: "text", help: "We'll call them the same day." },
        { name: "photos", label: "Photos of the item", type: "file", accept: ["image"], maxFiles: 3, maxSizeMb: 8, help: "Optional, up to three photos." },
        {
          name: "return_method",
          label: "How should we get it back to you?",
          type: "radio",
          required: true,
          options: [
            "I'll collect it from the Penn Yan office",
            "Post it to me (postage plus a $5 packing fee)",
            "Drop it at my hotel or rental on a later tour",
            "Not sure yet",
          ],
        },
        {
          name: "address",
          label: "Postal address or where you're staying",
          type: "textarea",
          maxLength: 500,
          help: "Only if you'd like it posted or dropped off.",
        },
      ],
    },
  ],
  bookables: [
    {
      key: "wine-tour",
      name: "Winery tour departure",
      description:
        "Our daily winery tour departure, starting around 10 am with hotel pickup; your exact pickup time depends on your hotel and route. One van seats 14 guests per departure.",
      pricePerPersonCents: 0,
      minParty: 2,
      maxParty: 14,
      capacity: 14,
      durationMinutes: 420,
      schedule: [{ days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], times: ["10:00"] }],
      horizonDays: 180,
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Vine & Valley Winery Tours | Finger Lakes Wine Tours from Penn Yan",
      description: "Guided Finger Lakes winery tours on Seneca, Keuka and Cayuga lakes: hotel pickup, a local guide and reserved tastings, from $119 a person.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("landscape/autumn-mountain"),
            variant: "fullBleed",
            eyebrow: "Seneca · Keuka · Cayuga",
            heading: "You pick the wine. We'll do the driving.",
            body: "Small-group and private winery tours across the Finger Lakes, in comfortable vans with a guide who grew up here. We book your tastings ahead, pack the lunch, carry your case of Riesling to the van and get you back to your hotel.",
            actions: [
              { label: "Build your trip", href: "trip-builder" },
              { label: "See tour packages", href: "packages", variant: "secondary" },
            ],
            illustration: "wine",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "2012", label: "our first tour, in one 11-seat van" },
              { value: "40+", label: "wineries we work with on three lakes" },
              { value: "31,000", label: "guests driven home safely" },
              { value: "4.9 / 5", label: "average rating from 2,300 reviews" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Four ways to spend the day",
            intro:
              "Every package includes hotel pickup, a guide, reserved tastings, bottled water and a picnic lunch. Prices are per person with tasting fees included.",
            columns: 4,
            items: [
              {
                icon: "wine",
                title: "Seneca Lake Classic",
                body: "Four wineries on the 'banana belt' of Seneca's east shore. Six hours. $129.",
                href: "packages",
                linkLabel: "Details",
              },
              {
                icon: "mountain",
                title: "Keuka Heritage",
                body: "Three hillside wineries and the historic cellars of Hammondsport. Five and a half hours. $119.",
                href: "packages",
                linkLabel: "Details",
              },
              {
                icon: "waves",
                title: "Cayuga Discovery",
                body: "Four small wineries on the Cayuga Lake Wine Trail, with a stop at Taughannock Falls. Six and a half hours. $135.",
                href: "packages",
                linkLabel: "Details",
              },
              {
                icon: "star",
                title: "Three Lakes Grand Tour",
                body: "Five wineries on all three lakes and a sit-down lunch. Eight hours. $179.",
                href: "packages",
                linkLabel: "Details",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Or make it your own",
            heading: "Choose your wineries, and we'll plan the route",
            body: md`
              Already know you want the sparkling at Aurora Bay and the Cabernet Franc at Lodi Point? Pick ${customWineryRange()}
              wineries in the trip builder, choose a date and your party size, and see the price straight away:
              **${formatCents(CUSTOM_TRIP_BASE_CENTS)} a person** for the van and guide, plus each winery's tasting fee.

              We'll work out the order, book the tastings and find a lunch stop that suits the route.
            `,
            illustration: "map-pin",
            action: { label: "Open the trip builder", href: "trip-builder" },
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From the back seats",
            items: [
              {
                quote:
                  "Dave knew every winemaker by name and got us into a barrel room tasting we'd never have found on our own. And he carried my two cases to the van without a word of complaint.",
                name: "Jen R.",
                detail: "Seneca Lake Classic, bachelorette party of 10",
                rating: 5,
              },
              {
                quote:
                  "We built our own trip for our anniversary: four wineries, private van, picnic on the bluff at Branchport. Worth every penny, and nobody had to be the designated driver.",
                name: "Alan and Beth W.",
                detail: "Custom trip, Keuka Lake",
                rating: 5,
              },
              {
                quote:
                  "Pickup at our Watkins Glen hotel was exactly on time, the lunch was better than it needed to be, and the guide's Finger Lakes geology lesson was a highlight.",
                name: "Marcus L.",
                detail: "Three Lakes Grand Tour",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Saturdays from June to October fill up first",
            body: "Most weekend dates book four to six weeks ahead. Book online with a 25% deposit to hold your seats, and change the date for free up to 14 days out.",
            action: { label: "Build your trip", href: "trip-builder" },
            secondary: { label: "Call (315) 555-0196", href: TEL, variant: "secondary" },
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Talk to a real person",
            intro: "Our office is in Penn Yan, between Seneca and Keuka lakes. Call or email with questions about dates, groups or accessibility.",
            showHours: true,
            showMap: false,
          },
        },
      ],
    },
    // --------------------------------------------------------------- packages
    {
      path: "packages",
      title: "Winery Tour Packages",
      description:
        "Finger Lakes winery tour packages from $119 a person, tastings, guide and lunch included: Seneca Classic, Keuka Heritage, Cayuga Discovery and Grand Tour.",
      blocks: [
        {
          type: "pricing",
          props: {
            heading: "Small-group tour packages",
            intro:
              "Prices are per person and include hotel pickup and drop-off, your guide, every tasting fee, bottled water and lunch. Small groups of up to 14, shared with other guests unless you book the whole van.",
            plans: [
              {
                name: "Keuka Heritage",
                price: "$119",
                period: "per person",
                description: "Five and a half hours, 10:30 am to 4 pm. Three wineries.",
                features: [
                  "Crooked Lake Cellars in Hammondsport and its 1880s stone cellars",
                  "Pulteney Hill Vineyards: Lemberger and Saperavi",
                  "Bluff View Winery, with the best view on Keuka",
                  "Lunch at a café on the Hammondsport village square",
                ],
              },
              {
                name: "Seneca Lake Classic",
                price: "$129",
                period: "per person",
                description: "Six hours, 10 am to 4 pm. Four wineries.",
                features: [
                  "Hollow Ridge Cellars: Riesling, dry to late harvest",
                  "Lodi Point Cellars: Cabernet Franc and a barrel room visit",
                  "Seneca Shale Wine Co. in Dundee",
                  "Kashong Creek Vineyards",
                  "Picnic lunch with Finger Lakes cheeses",
                ],
                highlighted: true,
              },
              {
                name: "Cayuga Discovery",
                price: "$135",
                period: "per person",
                description: "Six and a half hours, 10 am to 4:30 pm. Four wineries.",
                features: [
                  "Taughannock Hill Vineyards: cool-climate Pinot Noir",
                  "Aurora Bay Winery: traditional-method sparkling",
                  "Two more Cayuga Lake Wine Trail wineries",
                  "Stop at the Taughannock Falls overlook",
                  "Picnic lunch",
                ],
              },
              {
                name: "Three Lakes Grand Tour",
                price: "$179",
                period: "per person",
                description: "Eight hours, 9:30 am to 5:30 pm. Five wineries.",
                features: [
                  "Wineries on Seneca, Keuka and Cayuga",
                  "Reserve tasting at Stonecrop Estate",
                  "Sit-down lunch at the Stonecrop bistro",
                  "A bottle of Finger Lakes Riesling to take home",
                ],
              },
            ],
            note: "Packages run on set days: Seneca daily, Keuka Wednesday to Sunday, Cayuga Thursday to Sunday, Grand Tour Saturdays. Pickups in Ithaca, Trumansburg or Rochester add $20 a person.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Included on every tour",
            columns: 3,
            items: [
              {
                icon: "car-front",
                title: "Door-to-door pickup",
                body: "From any hotel, inn, rental or campground in Penn Yan, Geneva, Watkins Glen, Hammondsport, Dundee and Canandaigua.",
              },
              {
                icon: "users",
                title: "A local guide who drives",
                body: "Your guide is also your driver: licensed, insured and trained in Finger Lakes wine, geology and history.",
              },
              {
                icon: "calendar-days",
                title: "Tastings booked ahead",
                body: "No lines at the tasting bar. We reserve a table at each winery, often with a winemaker or a barrel sample.",
              },
              {
                icon: "sandwich",
                title: "Lunch",
                body: "A picnic of local cheeses, charcuterie, salads and sandwiches from a Penn Yan deli, or a sit-down lunch on the Grand Tour. Vegetarian and gluten-free on request.",
              },
              {
                icon: "droplets",
                title: "Water and snacks",
                body: "A cooler of water, crackers and pretzels in every van. Pacing yourself is part of a good day.",
              },
              {
                icon: "gift",
                title: "Room for your wine",
                body: "Cargo space for up to two cases a person, cooled in summer, carried to your door at the end of the day.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Private charters",
            intro:
              "Your group, your own van and guide, your schedule. Hourly rates with a four-hour minimum; tasting fees and lunch are paid separately or added to your booking.",
            plans: [
              {
                name: "Sedan or SUV",
                price: "$95",
                period: "per hour",
                description: "Up to 4 guests.",
                features: ["Four-hour minimum", "Ideal for couples and proposals", "Chilled sparkling wine on request, $45"],
              },
              {
                name: "Sprinter van",
                price: "$165",
                period: "per hour",
                description: "Up to 14 guests.",
                features: ["Four-hour minimum", "Leather seats, USB charging, Bluetooth audio", "Bachelorette and birthday favourite"],
                highlighted: true,
              },
              {
                name: "Mini-coach",
                price: "$210",
                period: "per hour",
                description: "Up to 24 guests.",
                features: ["Five-hour minimum", "Wedding and corporate groups", "Second guide included"],
              },
            ],
            note: "Charter rates are before an 18% gratuity for your guide and NYS sales tax. Friday and Saturday charters from May to October have a six-hour minimum.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Package questions",
            items: [
              {
                question: "Is the tour the same if I book alone or as a couple?",
                answer:
                  "Yes. Small-group tours mix parties of two to six with other guests, up to 14 in the van. If you'd rather have the van to yourselves, book a private charter or build a custom trip.",
              },
              {
                question: "What should I bring?",
                answer:
                  "Photo ID (every winery checks), comfortable shoes for vineyard paths and cellar stairs, a layer for cool barrel rooms, and a card for wine purchases.",
              },
              {
                question: "Can children come along?",
                answer:
                  "Guests under 21 can't join small-group tours. Private charters may include guests under 21 with their parents; wineries will offer them grape juice.",
              },
              {
                question: "Are the tours accessible?",
                answer:
                  "Our Sprinter vans have a deployable step and grab handles, and we choose wineries with level tasting rooms for guests who need them. Tell us when you book and we'll plan around it.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Want different wineries?",
            body: "Build a custom trip from ten partner wineries and see your price before you book.",
            action: { label: "Build your trip", href: "trip-builder" },
            secondary: { label: "Call (315) 555-0196", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------- trip-builder
    {
      path: "trip-builder",
      title: "Build Your Finger Lakes Winery Trip",
      description:
        "Build a Finger Lakes winery tour: pick a package or choose wineries on Seneca, Keuka and Cayuga, set your date and group size, and see the price.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "What your trip includes",
            intro: "Whether you pick a package or hand-pick your wineries, every trip comes with the same essentials.",
            columns: 4,
            items: [
              {
                icon: "car-front",
                title: "Transport and a guide",
                body: "Hotel pickup and drop-off in a climate-controlled van with a licensed driver-guide.",
              },
              {
                icon: "wine",
                title: "Reserved tastings",
                body: "We book a table at each winery. Package prices include every tasting fee; custom trips show each fee below.",
              },
              {
                icon: "sandwich",
                title: "Lunch",
                body: "Included with packages. Custom trips can add a picnic for $22 a person, or stop at a winery café.",
              },
              {
                icon: "clock",
                title: "About six hours",
                body: "Plenty of time at each stop. A custom trip with five wineries runs closer to eight hours.",
              },
            ],
          },
        },
        {
          type: "tripBuilder",
          props: {
            heading: "Build your trip",
            intro:
              "Pick a package or your own wineries, a date and your group, and see the price before you book. For a larger group, call us for a mini-coach.",
            packages: [
              {
                key: "keuka-heritage",
                name: "Keuka Heritage",
                description: "Crooked Lake Cellars, Pulteney Hill and Bluff View, with lunch on the square in Hammondsport. Five and a half hours.",
                pricePerPersonCents: 11900,
                wineryCount: 3,
              },
              {
                key: "seneca-lake-classic",
                name: "Seneca Lake Classic",
                description: "Hollow Ridge, Lodi Point, Seneca Shale and Kashong Creek, with a picnic lunch. Our most popular tour. Six hours.",
                pricePerPersonCents: 12900,
                wineryCount: 4,
              },
              {
                key: "cayuga-discovery",
                name: "Cayuga Discovery",
                description:
                  "Taughannock Hill, Aurora Bay and two more Cayuga Lake Wine Trail stops, plus the Taughannock Falls overlook. Six and a half hours.",
                pricePerPersonCents: 13500,
                wineryCount: 4,
              },
              {
                key: "three-lakes-grand-tour",
                name: "Three Lakes Grand Tour",
                description:
                  "Five wineries on Seneca, Keuka and Cayuga, a reserve tasting and sit-down lunch at Stonecrop Estate, and a bottle to take home. Eight hours.",
                pricePerPersonCents: 17900,
                wineryCount: 5,
                days: ["sat"],
              },
            ],
            wineries: [
              {
                key: "hollow-ridge-cellars",
                name: "Hollow Ridge Cellars, Hector (Seneca Lake)",
                description: "Riesling specialists on the warm east shore: five styles from bone dry to late harvest, and 40-year-old vines.",
                tastingFeeCents: 1500,
              },
              {
                key: "lodi-point-cellars",
                name: "Lodi Point Cellars, Lodi (Seneca Lake)",
                description: "Cabernet Franc and Blaufränkisch from a family farm, with a barrel room tasting on weekends.",
                tastingFeeCents: 1200,
              },
              {
                key: "seneca-shale-wine-co",
                name: "Seneca Shale Wine Co., Dundee (Seneca Lake)",
                description: "Small-lot Grüner Veltliner, Chardonnay and pét-nat from a converted dairy barn on the west shore.",
                tastingFeeCents: 1500,
              },
              {
                key: "kashong-creek-vineyards",
                name: "Kashong Creek Vineyards, Geneva (Seneca Lake)",
                description: "A relaxed, family-run tasting room with a creekside lawn, semi-dry whites and the friendliest dog on the lake.",
                tastingFeeCents: 1000,
              },
              {
                key: "stonecrop-estate",
                name: "Stonecrop Estate, Dresden (Seneca Lake)",
                description: "Reserve Chardonnay and Pinot Noir in a stone tasting room with a bistro. Seated reserve tasting.",
                tastingFeeCents: 2000,
              },
              {
                key: "crooked-lake-cellars",
                name: "Crooked Lake Cellars, Hammondsport (Keuka Lake)",
                description: "Historic 1880s stone cellars, sparkling wine made the traditional way and a century of Keuka Lake history.",
                tastingFeeCents: 1200,
              },
              {
                key: "bluff-view-winery",
                name: "Bluff View Winery, Branchport (Keuka Lake)",
                description: "Hilltop views down both arms of Keuka Lake, Vignoles and a picnic lawn with Adirondack chairs.",
                tastingFeeCents: 1000,
              },
              {
                key: "pulteney-hill-vineyards",
                name: "Pulteney Hill Vineyards, Pulteney (Keuka Lake)",
                description: "Steep west-shore slopes planted with Lemberger, Saperavi and Rkatsiteli, and a winemaker who loves to talk grapes.",
                tastingFeeCents: 1400,
              },
              {
                key: "taughannock-hill-vineyards",
                name: "Taughannock Hill Vineyards, Trumansburg (Cayuga Lake)",
                description: "Cool-climate Pinot Noir and Riesling a mile from Taughannock Falls, with a tasting deck over the lake.",
                tastingFeeCents: 1500,
              },
              {
                key: "aurora-bay-winery",
                name: "Aurora Bay Winery, Aurora (Cayuga Lake)",
                description: "Traditional-method sparkling wines on Cayuga's east shore, tasted in a restored 19th-century carriage house.",
                tastingFeeCents: 2000,
              },
            ],
            customBasePerPersonCents: CUSTOM_TRIP_BASE_CENTS,
            minGuests: 2,
            maxGuests: 14,
            depositPercent: 25,
            bookable: "wine-tour",
          },
        },
        {
          type: "steps",
          props: {
            heading: "After you choose",
            items: [
              {
                title: "Pay the 25% deposit online",
                body: "Your deposit holds your seats, the van and your guide for the date you pick. The balance is due on the day of your trip, paid to your guide by card or cash at pickup.",
              },
              {
                title: "We confirm your route",
                body: "Within one business day we confirm the tastings with each winery, send your pickup time (tours start around 10 am; your exact pickup time depends on your hotel and route), and suggest a lunch stop for custom trips.",
              },
              {
                title: "Tell us about your group",
                body: "A week ahead we'll ask for pickup addresses, dietary needs for lunch and anything we should know, such as a birthday or a guest who uses a cane.",
              },
              { title: "Enjoy the day", body: "Your guide calls 15 minutes before pickup. Buy as much wine as you like; we'll carry it." },
            ],
          },
        },
        {
          type: "richText",
          props: {
            width: "narrow",
            doc: md`
              ## Cancellation and change policy

              **Changing your date** is free up to 14 days before your trip, subject to availability. Changes
              inside 14 days are treated as a cancellation and a new booking.

              **Cancelling:**

              - More than 14 days before your trip: full refund, including your deposit, minus a $10 a person
                booking fee
              - 7 to 14 days before: your 25% deposit is kept as credit toward any trip in the next 12 months
              - Less than 7 days before, or no-show at pickup: your deposit is not refunded

              **Smaller group than booked?** Reduce your party size for free up to 7 days before. After that the
              balance due on the day is for the number booked, because the wineries have reserved those seats for you.

              **Weather and emergencies.** We run in rain and light snow. If we cancel because roads are unsafe,
              or for any reason of our own, you choose a full refund or a new date. Winery closures on the day are
              replaced with a comparable winery nearby.

              **Running late.** We wait 15 minutes at pickup. After that the tour leaves, to keep other guests'
              tasting reservations, and we'll help you join the group later if we can.
            `,
          },
        },
        {
          type: "faq",
          props: {
            heading: "Trip builder questions",
            items: [
              {
                question: "Why does a custom trip cost more than a package?",
                answer:
                  "Packages follow routes we drive every week, and the wineries give us a group tasting rate. Custom routes are planned for you alone, with tastings booked at the standard fee.",
              },
              {
                question: "Can I include a winery that isn't listed?",
                answer:
                  "Usually, yes. Pick the closest listed winery and mention the one you want in your booking notes. If its fee differs, we'll adjust the balance due on the day.",
              },
              {
                question: "Is gratuity included?",
                answer: "Gratuity for your guide is not included and is always at your discretion. Most guests tip 15 to 20% of the tour price.",
              },
              {
                question: "Do you run tours for more than 14?",
                answer: "Yes, with our 24-seat mini-coach or two vans travelling together. Call the office and we'll quote your group.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Rather talk it through?",
            body: "Call the office and we'll build the trip with you over the phone.",
            action: { label: "Call (315) 555-0196", href: TEL },
            secondary: { label: "Email us", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ about
    {
      path: "about",
      title: "About Vine & Valley",
      description:
        "Vine & Valley Winery Tours was started in Penn Yan in 2012 by a former tasting-room manager and a school bus driver. Meet the guides and see how we work.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "A tasting-room manager, a bus driver and one 11-seat van",
            body: md`
              **Rosa Delgado** managed tasting rooms on Seneca Lake for nine years and watched the same thing happen
              every summer Saturday: visitors who wanted to try one more winery, and no safe way to get there.
              Her husband **Dave Delgado** had been driving a Penn Yan school bus for fifteen years. In 2012 they
              bought a used 11-seat van, called the wineries they knew best, and ran their first tour with six
              nurses from Elmira.

              Today Vine & Valley runs seven vans and a mini-coach, employs 18 guides and office staff, and still
              operates out of the same storefront on Liberty Street. Rosa plans the routes; Dave still drives the
              Saturday Grand Tour.
            `,
            illustration: "car-front",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "8", label: "vehicles: seven vans and a 24-seat mini-coach" },
              { value: "18", label: "guides and office staff, all from the Finger Lakes" },
              { value: "0", label: "at-fault accidents since our first tour in 2012" },
              { value: "40+", label: "partner wineries on Seneca, Keuka and Cayuga" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "How we run our tours",
            columns: 3,
            items: [
              {
                icon: "shield-check",
                title: "Licensed and insured",
                body: "Operating authority from the US and New York State departments of transportation, $5 million in liability insurance, and vehicles inspected every six months.",
              },
              {
                icon: "badge-check",
                title: "Professional drivers",
                body: "Every guide holds a commercial driver's licence with passenger endorsement, is drug-tested, and never drinks on a tour day. Ever.",
              },
              {
                icon: "graduation-cap",
                title: "Guides who know wine",
                body: "Our guides complete a wine course at a local community college and spend a harvest working at a partner winery.",
              },
              {
                icon: "handshake",
                title: "Fair to the wineries",
                body: "We book ahead, arrive when we say we will and don't crowd small tasting rooms. That's why wineries save their best tables for our guests.",
              },
              {
                icon: "leaf",
                title: "Lighter on the lakes",
                body: "One van carries fourteen people who would otherwise take four or five cars. Our newest vans run on renewable diesel.",
              },
              {
                icon: "heart-handshake",
                title: "Local through and through",
                body: "Lunches come from Penn Yan delis and bakeries, and we donate a tour each month to a Yates County charity auction.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "What our partner wineries say",
            items: [
              {
                quote:
                  "When a Vine & Valley van pulls in, we know the group will be on time, curious and ready to learn. Rosa's guides are the best in the region.",
                name: "Anna Kessler",
                detail: "Winemaker, Hollow Ridge Cellars",
              },
              {
                quote: "Dave has been bringing guests up our hill since the year we opened. Half our wine club started as his passengers.",
                name: "Tom Brennan",
                detail: "Owner, Bluff View Winery",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Ride with us",
            action: { label: "See tour packages", href: "packages" },
            secondary: { label: "Build your trip", href: "trip-builder", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------- lost-and-found
    {
      path: "lost-and-found",
      title: "Lost & Found",
      description:
        "Left something on a Vine & Valley tour? How to report a lost item, what to include, how long we keep things and how we get them back to you.",
      blocks: [
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "We check every van after every tour",
            body: "Guides search each vehicle at the end of the day, and our partner wineries call us with anything left in their tasting rooms. Found items are logged and brought to our Penn Yan office the next morning.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How to report a lost item",
            intro: "The form below is best, because it gives us a written record and lets you send a photo. Reports by phone or email are welcome too.",
            items: [
              {
                title: "Contact us as soon as you can",
                body: "Send the report form below, email lostandfound@vineandvalley.example or call (315) 555-0196. If it's the same evening, call: your guide may still be in the van.",
              },
              {
                title: "Tell us about your tour",
                body: "The date, the tour or package name, your pickup location and the name on the booking. Your guide's first name helps if you remember it.",
              },
              {
                title: "Describe the item",
                body: "What it is, its colour, brand and any distinguishing marks, plus a photo if you have one. For phones, tell us the lock-screen image; for bags, what's inside.",
              },
              {
                title: "Tell us where you last had it",
                body: "In the van, at a particular winery, or at the lunch stop. We'll check with that winery the same day.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Report a lost item",
            intro: "Tell us about your tour and the item, and how you'd like it back if we find it.",
            form: "lost-and-found",
          },
        },
        {
          type: "features",
          props: {
            heading: "Getting your item back",
            columns: 3,
            items: [
              {
                icon: "map-pin",
                title: "Collect from our office",
                body: "112 Liberty Street, Penn Yan, any day from 9 am to 6 pm. Bring photo ID; someone else can collect for you with your written permission.",
              },
              {
                icon: "truck",
                title: "We post it to you",
                body: "Anywhere in the US by USPS Priority Mail with tracking. You pay the postage plus a $5 packing fee, by card over the phone. Most items ship within two business days.",
              },
              {
                icon: "car-front",
                title: "Drop-off on a later tour",
                body: "Staying in the area? If one of our vans is passing your hotel or rental in the next few days, the guide can drop it at the front desk for free.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Lost and found questions",
            items: [
              {
                question: "I left wine on the van. Can you ship it?",
                answer:
                  "We aren't licensed to ship wine, so we can't post bottles. We can hold wine at our office for collection, or take it back to the winery you bought it from; most of them can ship to states that allow it, at their usual rates.",
              },
              {
                question: "How long do you keep found items?",
                answer:
                  "60 days. After that, unclaimed clothing and bags are donated to a Penn Yan charity shop, and phones, cards and ID are handed to the Yates County Sheriff's Office.",
              },
              {
                question: "What about perishable things like cheese or leftovers?",
                answer: "Food is thrown away at the end of the tour day, for everyone's safety. Unopened wine and sealed retail purchases are kept.",
              },
              {
                question: "My item isn't in your log. What now?",
                answer:
                  "We'll check with every winery and restaurant on your route and keep your report open for 30 days, letting you know if anything turns up.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Left it behind tonight?",
            body: "Call the office, or the dispatcher after hours on tour days: your guide may still be in the van. You can also email lost and found with your tour date, pickup location and a description of the item.",
            action: { label: "Call (315) 555-0196", href: TEL },
            secondary: { label: "Email lost and found", href: `mailto:${LOST_EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
