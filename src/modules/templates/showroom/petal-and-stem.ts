import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "petal-and-stem",
  name: "Petal & Stem Florist",
  kind: "single-page:florist",
  theme: {
    palette: {
      primary: "#9d174d",
      onPrimary: "#ffffff",
      accent: "#65a30d",
      background: "#fffafb",
      surface: "#fcf0f4",
      text: "#2a1620",
      muted: "#6b4a57",
      border: "#f5d0dc",
    },
    fonts: { heading: "playfair-display", body: "lora" },
    header: "centered",
    footer: "columns",
    sectionStyle: "rows",
    logo: { mark: "flower-2", shape: "none" },
    radius: "large",
    pattern: "dots",
  },
  settings: {
    tagline: "Seasonal flowers from Finger Lakes growers, arranged on Main Street in Canandaigua",
    description:
      "Petal & Stem is a flower shop on South Main Street in Canandaigua making everyday bouquets, wedding flowers, sympathy arrangements and weekly subscriptions, with as many blooms as possible from local growers between May and October.",
    contact: {
      phone: "(585) 555-0125",
      email: "flowers@petalandstem.example",
      address: { street: "142 South Main Street", locality: "Canandaigua", region: "NY", postalCode: "14424" },
    },
    hours: [
      { days: ["tue", "wed", "thu", "fri"], opens: "09:30", closes: "17:30" },
      { days: ["sat"], opens: "09:00", closes: "15:00" },
    ],
    hoursNote: "Closed Sunday and Monday, except the week of Valentine's Day and Mother's Day. Same-day delivery orders by 1 pm.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Order flowers", href: "tel:+15855550125" },
  },
  forms: [
    {
      key: "flower-enquiry",
      name: "Order and wedding enquiry",
      recipients: ["flowers@petalandstem.example"],
      submitLabel: "Send to the shop",
      successMessage:
        "Thank you! We'll reply within one working day. For orders, we'll call or email to confirm the details and take payment before anything goes out. For weddings, Maggie will suggest a few times for a free consultation.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half", help: "In case we need to check a detail." },
        {
          name: "enquiry",
          label: "What is it for?",
          type: "select",
          required: true,
          width: "half",
          options: ["Flowers for a gift or occasion", "Sympathy flowers", "Wedding flowers", "A weekly subscription", "Something else"],
        },
        { name: "date", label: "Date needed", type: "date", required: true, width: "half", help: "Delivery or pickup date, or your wedding date." },
        { name: "budget", label: "Budget", type: "text", width: "half", maxLength: 80, help: "For example $75, or a rough total for a wedding." },
        {
          name: "delivery",
          label: "Delivery address or venue",
          type: "text",
          help: "Leave blank to pick up at the shop. Delivery is $12 in Canandaigua, $18 to nearby towns and $25 to Geneva and Naples.",
        },
        {
          name: "colours",
          label: "Colours or flowers you love",
          type: "text",
          help: "Or a flower that matters, like her wedding flower or his favourite colour.",
        },
        { name: "card", label: "Card message", type: "textarea", maxLength: 300, help: "For gifts and sympathy orders." },
        {
          name: "message",
          label: "Anything else?",
          type: "textarea",
          maxLength: 3000,
          help: "For weddings: the venue, the size of the wedding party and what you'd like us to do.",
        },
        {
          name: "inspiration",
          label: "Inspiration photos (optional)",
          type: "file",
          accept: ["image"],
          maxFiles: 5,
          maxSizeMb: 10,
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Petal & Stem Florist | Flowers & Delivery in Canandaigua, NY",
      description:
        "Seasonal bouquets, wedding flowers, sympathy arrangements and weekly flower subscriptions from a florist on Main Street in Canandaigua, with local delivery.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("nature/yellow-flower"),
            images: [seedImage("landscape/meadow-flowers")],
            variant: "collage",
            eyebrow: "Canandaigua · Locally grown when it's in season",
            heading: "Flowers that look like they were picked this morning, because most of them were",
            body: "From May to October, most of what fills our coolers comes from four flower farms within thirty miles: peonies from Bristol, dahlias from Naples, sweet peas and zinnias from a market garden in Gorham. The rest of the year we buy carefully and arrange loosely, the way flowers grow.",
            actions: [
              { label: "Call to order", href: "tel:+15855550125" },
              { label: "Email the shop", href: "mailto:flowers@petalandstem.example", variant: "secondary" },
            ],
            illustration: "flower-2",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Bouquets and arrangements",
            intro:
              "Every arrangement is the designer's choice from what's freshest that day, in the colours you ask for. Vase arrangements include a glass vase; bouquets come hand-tied in paper.",
            plans: [
              {
                name: "Market bouquet",
                price: "$45",
                description: "A generous hand-tied bunch of the week's best stems.",
                features: ["About 15 stems", "Wrapped in paper with a card", "Ready in 15 minutes in the shop"],
              },
              {
                name: "Designer's choice vase",
                price: "$75",
                description: "Our most-ordered arrangement for birthdays, thank-yous and anniversaries.",
                features: ["Lush, garden-style design", "Glass vase included", "Upgrade to $110 or $150 for something grand"],
                highlighted: true,
                action: { label: "Order by phone", href: "tel:+15855550125" },
              },
              {
                name: "Weekly subscription",
                price: "$40",
                period: "per week",
                description: "Fresh flowers on your table or your front desk, every week or every other week.",
                features: ["Delivered free in Canandaigua", "Swap vases each week", "Pause any time"],
              },
              {
                name: "Sympathy arrangements",
                price: "From $85",
                description: "Vase and basket arrangements for the home, standing sprays and casket pieces for the service.",
                features: ["Delivered to funeral homes in Ontario County", "Plants that outlast the flowers", "Written card included"],
              },
            ],
            note: "Delivery is $12 within Canandaigua, $18 to Victor, Bristol, Farmington, Gorham and Rushville, and $25 to Geneva and Naples.",
          },
        },
        {
          type: "features",
          props: {
            heading: "More from the shop",
            columns: 2,
            items: [
              {
                icon: "heart",
                title: "Weddings",
                body: "From a single bridal bouquet to full installations at vineyard and lakeside venues around Canandaigua Lake. Full-service weddings start at $2,400; we take twenty-four a year.",
              },
              {
                icon: "users",
                title: "Workshops",
                body: "Two-hour evening classes in the shop: spring centrepieces, summer dahlia bouquets, fall wreaths and winter evergreens. $65 with all flowers and a glass of wine.",
              },
              {
                icon: "building",
                title: "Restaurants and offices",
                body: "Weekly arrangements for hotel lobbies, dining rooms and reception desks, swapped and freshened on the same day every week.",
              },
              {
                icon: "sprout",
                title: "Plants and gifts",
                body: "Orchids, potted herbs, hanging baskets in spring, and cards, candles and honey from Finger Lakes makers.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What's in the cooler, month by month",
            intro: "A rough guide to what local farms give us. The weather always has the final say.",
            items: [
              { title: "May: tulips and lilacs", body: "Late tulips, armfuls of lilac and the first ranunculus from hoop houses." },
              { title: "June: peonies", body: "Coral Charm, Sarah Bernhardt and Festiva Maxima from a farm in Bristol, for about three weeks." },
              {
                image: seedImage("nature/swallowtail"),
                title: "July: sweet peas and zinnias",
                body: "Scented sweet peas early in the month, then zinnias, snapdragons and sunflowers.",
              },
              { title: "August: dahlias", body: "Café au Lait, Cornel and dozens more from Naples, lasting until the first frost." },
              { title: "October: foliage and grasses", body: "Oak leaves, bittersweet, ornamental grasses and the last of the dahlias." },
              { title: "December: evergreens", body: "Wreaths, swags and winter arrangements with cedar, pine, holly and winterberry." },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Kind words",
            items: [
              {
                quote:
                  "Maggie did our wedding flowers at a vineyard on the west side of the lake. She used dahlias from a farm ten minutes from the venue and the bouquets looked like paintings.",
                name: "Erin and Caleb Morse",
                detail: "September wedding",
                rating: 5,
              },
              {
                quote:
                  "I called from Ohio when my mother passed. They took care of everything, sent a photo of the arrangement, and delivered a plant to her house for the family the next day.",
                name: "Deborah Kline",
                detail: "Sympathy order",
                rating: 5,
              },
              {
                quote: "Our weekly arrangement is the first thing guests mention when they check in. It's different every Tuesday and always beautiful.",
                name: "Sam Oyelaran",
                detail: "Innkeeper, Canandaigua",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Ordering and delivery",
            items: [
              {
                question: "Can I get same-day delivery?",
                answer:
                  "Yes, for orders placed by 1 pm Tuesday to Saturday. We deliver between noon and 5 pm. For hospitals and funeral homes, we'll confirm delivery by text.",
              },
              {
                question: "Can I choose exact flowers?",
                answer:
                  "You can, though designer's choice gets you more for your money, because we use what's freshest and most abundant. If there's a flower that matters, like her wedding flower or his favourite colour, tell us and we'll build around it.",
              },
              {
                question: "How far ahead should I book wedding flowers?",
                answer:
                  "Nine to twelve months for June to October weddings, six months otherwise. Consultations are free and take about an hour; bring photos and your colours.",
              },
              {
                question: "How do I keep my flowers fresh?",
                answer:
                  "Trim a centimetre off the stems every two days, change the water completely, and keep them away from the fruit bowl, direct sun and the heat vent. Most of our arrangements last a week; peonies and dahlias a little less.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "flower-enquiry",
            heading: "Order flowers or ask about your wedding",
            intro:
              "Tell us the occasion, the date and your budget, and we'll confirm the details with you before anything is made. Need flowers delivered today? Please call the shop by 1 pm.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Visit the shop",
            intro:
              "We're on South Main Street, a short walk up from the lake, with the old bicycle full of flowers out front. Call, email or stop in to order; we're happy to talk through budgets and ideas.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
  ],
};

export default site;
