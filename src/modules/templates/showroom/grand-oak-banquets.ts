import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0102";
const TEL = "tel:+15855550102";
const EMAIL = "events@grandoakbanquets.example";
const PRIVACY_EMAIL = "privacy@grandoakbanquets.example";

const site: SiteSeed = {
  slug: "grand-oak-banquets",
  name: "Grand Oak Banquet Hall",
  coined: { "Grand Ballroom": "Ballroom" },
  kind: "banquet-hall",
  theme: {
    palette: {
      primary: "#2f4a34",
      onPrimary: "#ffffff",
      accent: "#b08d3c",
      background: "#fbfaf6",
      surface: "#f0ece0",
      text: "#1d2419",
      muted: "#50584c",
      border: "#d9d2bd",
    },
    fonts: { heading: "playfair-display", body: "source-serif" },
    header: "overlay",
    footer: "map",
    sectionStyle: "bands",
    logo: { mark: "trees", shape: "circle" },
    radius: "small",
    pattern: "none",
  },
  settings: {
    tagline: "Weddings, showers and celebrations under the old oak in Webster since 1986",
    description:
      "Grand Oak Banquet Hall in Webster, NY hosts weddings, showers, anniversaries, memorial luncheons and company dinners for 40 to 350 guests, with an in-house kitchen and garden terrace.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "1450 Ridge Road", locality: "Webster", region: "NY", postalCode: "14580" },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "10:00", closes: "18:00" },
      { days: ["sat"], opens: "10:00", closes: "15:00" },
    ],
    hoursNote: "Office hours for tours, tastings and planning meetings. Evening and Sunday tours by appointment; events run seven days a week.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "The hall", href: "" },
      { label: "Menus & packages", href: "menu" },
      { label: "Contact & tours", href: "contact" },
    ],
    headerAction: { label: "Book a tour", href: "contact" },
    footerLinks: [
      { label: "Menus & packages", href: "menu" },
      { label: "Contact & tours", href: "contact" },
      { label: "Privacy policy", href: "privacy-policy" },
    ],
  },
  forms: [
    {
      key: "event-enquiry",
      name: "Event enquiry and tour request",
      recipients: [EMAIL],
      submitLabel: "Send my enquiry",
      successMessage:
        "Thank you. A coordinator will reply within one business day, usually the same day, to confirm whether your date is open and to arrange your tour or send a written proposal.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        {
          name: "occasion",
          label: "Occasion",
          type: "select",
          required: true,
          width: "half",
          options: [
            "Wedding",
            "Rehearsal dinner",
            "Bridal or baby shower",
            "Anniversary or milestone birthday",
            "Memorial luncheon",
            "Company dinner or holiday party",
            "Something else",
          ],
        },
        { name: "event_date", label: "Preferred date", type: "date", required: true, width: "half" },
        { name: "alt_date", label: "Second choice of date", type: "date", width: "half", help: "Moving a week or to a Friday often saves money." },
        { name: "guests", label: "Approximate number of guests", type: "text", required: true, width: "half", maxLength: 20 },
        { name: "time_of_day", label: "Daytime or evening?", type: "radio", width: "half", options: ["Daytime", "Evening", "Not sure yet"] },
        {
          name: "package",
          label: "Package you're interested in",
          type: "select",
          options: [
            "The Sapling ($62 a guest)",
            "The Heartwood ($78 a guest)",
            "The Grand Oak ($96 a guest)",
            "Shower brunch ($36 a guest)",
            "Luncheon buffet ($32 a guest)",
            "Celebration of life luncheon ($26 a guest)",
            "Not sure yet",
          ],
        },
        {
          name: "wants",
          label: "What would you like?",
          type: "checkbox",
          required: true,
          options: ["A written proposal", "A tour of the hall", "A ceremony on the Garden Terrace"],
        },
        {
          name: "tour_times",
          label: "Good times for a tour",
          type: "text",
          maxLength: 200,
          help: "Weekdays 10 to 5, Saturdays 10 to 2, or an evening by appointment.",
        },
        {
          name: "details",
          label: "Anything special",
          type: "textarea",
          maxLength: 3000,
          help: "A cultural tradition, a band rather than a DJ, dietary needs, a guest who uses a wheelchair: tell us up front.",
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Grand Oak Banquet Hall | Wedding & Event Venue in Webster, NY",
      description:
        "Weddings, showers, anniversaries and company dinners for 40 to 350 guests in Webster, NY: two ballrooms, a garden terrace and our own kitchen.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("food/grand-oak-banquets/prime-rib"),
            variant: "fullBleed",
            eyebrow: "Ridge Road, Webster · Family-run since 1986",
            heading: "Your celebration, under the Grand Oak",
            body: "Two ballrooms, a garden terrace beneath a 200-year-old white oak, and a kitchen that has cooked for more than 9,000 weddings, showers and milestone parties. One coordinator looks after you from first tour to last dance.",
            actions: [
              { label: "Book a tour", href: "contact" },
              { label: "Menus & packages", href: "menu", variant: "secondary" },
            ],
            illustration: "trees",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "1986", label: "the year the Ferraro family opened the hall" },
              { value: "350", label: "guests seated in the Grand Ballroom" },
              { value: "9,000+", label: "weddings, showers and parties hosted" },
              { value: "$62", label: "dinner packages from, per guest, all-inclusive" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Three spaces, one address",
            intro: "Each room has its own entrance, bar and restrooms, so your party never shares a hallway with someone else's.",
            columns: 3,
            items: [
              {
                icon: "gem",
                title: "The Grand Ballroom",
                body: "150 to 350 guests. Crystal chandeliers, a 30-foot sprung dance floor, a raised head-table stage and a bridal suite next door.",
              },
              {
                icon: "trees",
                title: "The Oak Room",
                body: "40 to 150 guests. Windows onto the lawn and the oak itself, a stone fireplace and a private patio. Showers, rehearsal dinners and anniversaries.",
              },
              {
                icon: "flower-2",
                title: "The Garden Terrace",
                body: "Ceremonies for up to 200 beneath the oak, May to October, with a white pergola and an indoor rain plan that's already set.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Weddings",
            heading: "Ceremony on the lawn, dinner in the ballroom, one bill",
            body: md`
              Most of our couples marry on the Garden Terrace, take photographs under the oak and walk forty steps
              to cocktail hour. Every wedding package includes:

              - Five-hour reception with a four-hour open bar
              - Cocktail hour with passed hors d'oeuvres and an antipasto display
              - A plated or family-style dinner from our own kitchen
              - Champagne toast, cake cutting and coffee service
              - Ivory or white linens, chair covers, and mirror and votive centrepieces
              - A dedicated coordinator and a maître d' on the day

              The ceremony on the terrace adds $750.
            `,
            illustration: "heart",
            action: { label: "See wedding packages", href: "menu" },
          },
        },
        {
          type: "steps",
          props: {
            heading: "From first tour to the big day",
            items: [
              {
                title: "Tour the hall",
                body: "Walk the rooms with a coordinator, weekdays, Saturday mornings or by evening appointment. Bring your questions and your mother.",
              },
              { title: "Hold your date", body: "A $1,000 deposit holds your date and locks in this year's per-guest price." },
              {
                title: "Taste your menu",
                body: "Couples and hosts of 100 guests or more are invited to a complimentary tasting for four, about four months ahead.",
              },
              { title: "Final details", body: "Your final meeting is three weeks out; the final guest count and balance are due ten days before the event." },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From our couples and hosts",
            items: [
              {
                quote:
                  "We had 240 guests and never once wondered where anything was. Our coordinator, Angela, had the terrace moved indoors in forty minutes when a thunderstorm came off the lake, and nobody remembers anything but the dancing.",
                name: "Caitlin and Marcus",
                detail: "Wedding, Grand Ballroom",
                rating: 5,
              },
              {
                quote:
                  "My parents' 50th anniversary in the Oak Room was exactly what they wanted: the fireplace lit, the prime rib perfect, and Mr. Ferraro stopped by to shake my father's hand.",
                name: "Diane P.",
                detail: "Anniversary, 90 guests",
                rating: 5,
              },
              {
                quote: "We've held our company holiday dinner here for eleven years. It runs like clockwork, and the Chicken French alone is reason enough.",
                name: "Greg L.",
                detail: "Corporate holiday party, Penfield",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions we hear on every tour",
            items: [
              {
                question: "Can we bring our own caterer or alcohol?",
                answer:
                  "No. All food and drink is prepared and served by our own staff under our licences. You may bring a wedding cake or dessert from a licensed bakery, and we'll cut and serve it at no charge.",
              },
              {
                question: "How far ahead do weddings book?",
                answer:
                  "Saturdays from June to October usually book 14 to 18 months ahead. Fridays, Sundays and winter dates often have space within six months and carry a lower food-and-beverage minimum.",
              },
              {
                question: "Is there parking?",
                answer:
                  "Free parking for 300 cars on site, lit and plowed, with valet available for $6 a car. Guests may leave cars overnight and collect them by noon the next day.",
              },
              {
                question: "Where can our guests stay?",
                answer: "We hold room blocks at two hotels within ten minutes in Webster and Penfield, with a shuttle available from $450 for the evening.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Come see the hall",
            body: "Tours take about 45 minutes. Send us a couple of dates that suit you from our contact page, or call, and we'll have a coordinator waiting.",
            action: { label: "Arrange a tour", href: "contact" },
            secondary: { label: "Call (585) 555-0102", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ menu
    {
      path: "menu",
      title: "Banquet Menus & Packages",
      description:
        "Grand Oak banquet packages per guest: wedding dinners from $62, showers and luncheons from $32, plus entrées, stations, bar upgrades and add-ons.",
      blocks: [
        {
          type: "pricing",
          props: {
            heading: "Evening and wedding packages",
            intro:
              "All evening packages include a five-hour reception, four-hour open bar, cocktail hour, dinner, champagne toast, cake cutting, coffee service, linens and centrepieces. Minimum 100 guests on Saturdays, 60 other evenings.",
            plans: [
              {
                name: "The Sapling",
                price: "$62",
                period: "per guest",
                description: "Our classic package, served family-style or buffet.",
                features: [
                  "Four passed hors d'oeuvres and a cheese display",
                  "House salad, warm rolls",
                  "Two entrées from the Classic list, with penne alla vodka",
                  "Roasted potatoes and green beans almondine",
                  "Well bar, domestic beer and house wine",
                ],
              },
              {
                name: "The Heartwood",
                price: "$78",
                period: "per guest",
                description: "Plated service, with more choice at every course.",
                features: [
                  "Six passed hors d'oeuvres and an antipasto display",
                  "Italian wedding soup or salad course",
                  "Choice of three entrées, including Signature list",
                  "Call bar, craft beer and Finger Lakes wines",
                  "Late-night pizza from our oven",
                ],
                highlighted: true,
              },
              {
                name: "The Grand Oak",
                price: "$96",
                period: "per guest",
                description: "Everything, done lavishly.",
                features: [
                  "Eight passed hors d'oeuvres and a raw bar at cocktail hour",
                  "Soup and salad courses, intermezzo sorbet",
                  "Duet plate: filet mignon with crab-stuffed shrimp or salmon",
                  "Premium bar with two signature cocktails",
                  "Viennese dessert table",
                  "Chiavari chairs and upgraded linens",
                ],
              },
            ],
            note: "Prices are before 8% NYS sales tax and a 20% service charge. Friday, Sunday and November to April dates: 10% off any evening package.",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Daytime packages",
            intro: "Served between 11 am and 4 pm, for 40 guests or more. Four hours, including the room, linens, coffee and soft drinks.",
            plans: [
              {
                name: "Shower brunch",
                price: "$36",
                period: "per guest",
                features: [
                  "Fresh fruit and pastry display",
                  "Scrambled eggs, bacon, sausage, home fries",
                  "French toast bake or eggs Benedict",
                  "Chicken French and penne with marinara",
                  "Mimosa and Bloody Mary bar, $10 a guest extra",
                ],
              },
              {
                name: "Luncheon buffet",
                price: "$32",
                period: "per guest",
                features: ["Garden salad and rolls", "Two Classic entrées and a pasta", "Potato and vegetable", "Sheet cake or cookie tray"],
              },
              {
                name: "Celebration of life luncheon",
                price: "$26",
                period: "per guest",
                description: "Arranged at short notice, often within three days.",
                features: [
                  "Sandwich and wrap platters or a hot buffet of two entrées",
                  "Soup, salad and sides",
                  "Cookie and pastry tray",
                  "Room for photo boards and a memory table",
                ],
              },
            ],
          },
        },
        {
          type: "menu",
          props: {
            heading: "Entrées, stations and add-ons",
            intro:
              "Classic entrées are included in every package; Signature entrées add the per-guest amount shown. Everything else is priced per guest and added to any package, unless noted.",
            sections: [
              {
                name: "Signature entrée upgrades",
                description:
                  "Included in every package: Chicken French, chicken marsala, roast pork loin, baked haddock, eggplant rollatini, penne alla vodka, and a vegan stuffed portobello with quinoa.",
                items: [
                  { image: seedImage("food/grand-oak-banquets/prime-rib"), name: "Slow-roasted prime rib au jus", priceCents: 800 },
                  {
                    image: seedImage("food/grand-oak-banquets/chicken-saltimbocca"),
                    name: "Chicken Saltimbocca",
                    description: "Prosciutto, sage, fontina, white wine.",
                    priceCents: 400,
                  },
                  {
                    image: seedImage("food/grand-oak-banquets/salmon-beurre-blanc"),
                    name: "Salmon with lemon-dill beurre blanc",
                    priceCents: 600,
                    tags: ["gluten-free"],
                  },
                  {
                    image: seedImage("food/grand-oak-banquets/filet-mignon"),
                    name: "Filet mignon, 6 oz, with red wine demi-glace",
                    priceCents: 1400,
                    tags: ["gluten-free"],
                  },
                ],
              },
              {
                name: "Cocktail hour and late night",
                items: [
                  { name: "Antipasto display", description: "Cured meats, aged provolone, olives, roasted peppers, bread.", priceCents: 900 },
                  { name: "Raw bar", description: "Shrimp cocktail, oysters on the half shell, crab claws.", priceCents: 1800 },
                  { name: "Carving station", description: "Top round of beef or roast turkey, carved to order.", priceCents: 1200 },
                  { name: "Late-night pizza", description: "Cheese and pepperoni from our oven, served at 10 pm.", priceCents: 700 },
                  { name: "White hots and red hots station", description: "Rochester-style, with meat hot sauce, onions and mustard.", priceCents: 800 },
                ],
              },
              {
                name: "Dessert",
                items: [
                  { name: "Viennese table", description: "Cannoli, cream puffs, Italian cookies, tortes and fruit.", priceCents: 1200 },
                  { name: "Chocolate fountain", description: "Strawberries, pineapple, marshmallows and pretzels.", priceCents: 800 },
                  { name: "Ice cream sundae bar", priceCents: 700 },
                ],
              },
              {
                name: "Bar upgrades",
                items: [
                  { name: "Call bar upgrade from well", priceCents: 800 },
                  { name: "Premium bar upgrade from well", priceCents: 1400 },
                  { name: "Signature cocktail, served all evening", priceCents: 400 },
                  { name: "Additional hour of open bar", priceCents: 600 },
                ],
              },
              {
                name: "Guests and vendors",
                items: [
                  { name: "Children's meal, ages 3 to 12", description: "Chicken tenders, mac and cheese and fruit. Under 3 free.", priceCents: 2800 },
                  { name: "Vendor meal", description: "Photographers, DJs and band members.", priceCents: 3000 },
                  {
                    name: "Ceremony on the Garden Terrace",
                    description: "Per event, not per guest: chairs, pergola, rehearsal and rain plan.",
                    priceCents: 75000,
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
            heading: "Dietary needs",
            body: "Our kitchen prepares gluten-free, vegetarian, vegan, kosher-style and allergy-safe plates at no extra charge. Mark them on your final seating chart and we'll place a discreet card at each guest's setting so the server knows.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Want a quote for your date?",
            body: "Tell us your date, guest count and which package interests you, and we'll send a full written proposal within two business days.",
            action: { label: "Request a proposal", href: "contact" },
            secondary: { label: "Call (585) 555-0102", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact & Tours",
      description:
        "Arrange a tour, check a date or request a proposal from Grand Oak Banquet Hall, 1450 Ridge Road, Webster, NY. Call (585) 555-0102 or email us.",
      blocks: [
        {
          type: "steps",
          props: {
            heading: "To check a date or get a proposal",
            intro: "Tell us the following, using the form below or by phone or email, and we'll reply within one business day, usually the same day.",
            items: [
              {
                title: "The date, and a second choice",
                body: "Many couples save by moving a week or switching to a Friday, so an alternative helps us help you.",
              },
              { title: "Guest count", body: "A rough number is fine. It tells us which room fits and what minimum applies." },
              { title: "The occasion", body: "Wedding, shower, anniversary, memorial luncheon, company dinner: each has its own package." },
              {
                title: "Anything special",
                body: "A ceremony on the terrace, a cultural tradition, a band rather than a DJ, a guest in a wheelchair: tell us up front.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Check a date, request a proposal or book a tour",
            form: "event-enquiry",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Call, email or drop in",
            intro:
              "Our coordinators are in the office weekdays and Saturday mornings. Drop-ins are welcome, though a booked tour means the rooms will be set and the lights on.",
            showHours: true,
            showMap: true,
          },
        },
        {
          type: "features",
          props: {
            columns: 3,
            items: [
              {
                icon: "calendar",
                title: "Tours",
                body: "Weekdays 10 am to 5 pm and Saturdays 10 am to 2 pm, or by appointment in the evening. Open houses are held on the first Sunday of March and October.",
              },
              {
                icon: "phone",
                title: "Event-day line",
                body: "Guests and vendors on the day of an event can reach the maître d' at (585) 555-0175.",
                href: "tel:+15855550175",
                linkLabel: "Call the event-day line",
              },
              {
                icon: "accessibility",
                title: "Accessibility",
                body: "All rooms, restrooms and the terrace are step-free. Accessible parking is at the main entrance, and wheelchairs are available on request.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Finding us",
            items: [
              {
                question: "Where exactly are you?",
                answer:
                  "On Ridge Road (Route 404) just east of Holt Road in Webster, about 20 minutes from downtown Rochester via Route 104. The sign and the oak are visible from the road.",
              },
              {
                question: "Can vendors load in early?",
                answer:
                  "Yes. Vendors may load in through the service door on the north side from three hours before guest arrival. Please have your vendors call ahead to arrange times.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Rather talk to a coordinator?",
            body: "Call during office hours or email us, and a coordinator will help you find the right room and date.",
            action: { label: "Call (585) 555-0102", href: TEL },
            secondary: { label: "Email events@grandoakbanquets.example", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------- privacy-policy
    {
      path: "privacy-policy",
      title: "Privacy Policy",
      description:
        "How Grand Oak Banquet Hall collects, uses, shares and protects the personal information of clients, guests and website visitors, and your choices.",
      blocks: [
        {
          type: "richText",
          props: {
            width: "narrow",
            doc: md`
              Grand Oak Banquet Hall, LLC ("Grand Oak", "we", "us") operates the banquet facility at 1450 Ridge
              Road, Webster, New York, and this website. This policy explains what personal information we collect
              when you enquire about, book or attend an event with us, or visit our website, and how we use and
              protect it.

              ## Information we collect

              **Information you give us.** When you enquire, tour or book, we collect your name, postal address,
              email address, telephone numbers, event date and details, guest count, and any dietary,
              accessibility or cultural requirements you share. Enquiries sent through the form on our website
              reach our coordinators by email, and we keep them in our booking system. For weddings and large events we may also collect
              the names and contact details of your vendors and a point of contact for the day.

              **Guest information.** Hosts sometimes give us seating charts listing guest names, meal choices and
              dietary or allergy notes. We use these only to serve your event.

              **Payment information.** Deposits and balances are taken by card, check or bank transfer. Card
              payments are processed by our payment processor; we do not keep full card numbers after a payment is
              complete.

              **Website information.** Our website records basic technical information such as your IP address,
              browser type and the pages you view, in server logs and through essential cookies. We do not use
              advertising cookies or sell data to advertisers.

              ## How we use your information

              - To answer enquiries, arrange tours and prepare proposals
              - To plan, staff and serve your event, including meals for guests with allergies
              - To take payments, keep accounting records and meet our tax obligations
              - To send you reminders and planning documents about your booked event
              - With your consent, to send our twice-yearly newsletter and open-house invitations

              ## Photographs and video

              Our staff occasionally photograph room set-ups, table designs and the grounds for our website and
              social media. We will not publish photographs in which your guests are identifiable without your
              written permission, and you may ask us to remove any image of you or your event at any time.

              ## Who we share information with

              We share information only as needed to deliver your event or as the law requires:

              - With vendors you have asked us to coordinate with, such as your florist, DJ or officiant
              - With our payment processor, accountants and insurers
              - With authorities where required by law, for example in response to a subpoena or to report an
                incident on our premises

              We never sell or rent personal information.

              ## How long we keep it

              Enquiries that do not become bookings are deleted after two years. Contracts and financial records
              are kept for seven years, as New York State tax rules require. Seating charts and guest meal lists
              are deleted 90 days after your event.

              ## Security

              Client files are kept in a password-protected booking system with access limited to our coordinators
              and management. Paper contracts are kept in a locked office. No system is perfectly secure, but we
              take reasonable steps to protect your information, and will tell you promptly if a breach affects it,
              as New York's SHIELD Act requires.

              ## Your choices and rights

              You may ask to see the personal information we hold about you, to correct it, or to have it deleted
              where we are not required to keep it. You can unsubscribe from our newsletter at any time using the
              link in every email. We will respond to requests within 30 days.

              ## Children

              Our website is not directed at children under 13 and we do not knowingly collect their information
              online. Children's names may appear on seating charts supplied by hosts, and are handled as described
              above.

              ## Changes to this policy

              If we change this policy in a way that matters, we will update this page and, for clients with
              upcoming events, let you know by email.

              ## Contact us

              Questions or requests about your information can be sent to
              [privacy@grandoakbanquets.example](mailto:privacy@grandoakbanquets.example), by phone to (585) 555-0102, or
              by post to Grand Oak Banquet Hall, Attn: Privacy, 1450 Ridge Road, Webster, NY 14580.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions about your information?",
            action: { label: "Email our privacy contact", href: `mailto:${PRIVACY_EMAIL}` },
          },
        },
      ],
    },
  ],
};

export default site;
