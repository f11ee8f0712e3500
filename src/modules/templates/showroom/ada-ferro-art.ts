import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const EMAIL = "studio@adaferro.example";
const PHONE = "(585) 555-0149";
const TEL = "tel:+15855550149";
const BUY = (work: string) => `mailto:${EMAIL}?subject=${encodeURIComponent(`Purchase: ${work}`)}`;

const site: SiteSeed = {
  slug: "ada-ferro-art",
  name: "Ada Ferro Art",
  kind: "creative-portfolio",
  theme: {
    palette: {
      primary: "#a3411f",
      onPrimary: "#ffffff",
      accent: "#2f6f73",
      background: "#fffbf7",
      surface: "#f6ece4",
      text: "#2b1d16",
      muted: "#62524a",
      border: "#e8d6c8",
    },
    fonts: { heading: "playfair-display", body: "nunito" },
    header: "centered",
    footer: "columns",
    sectionStyle: "editorial",
    logo: { mark: "palette", shape: "circle" },
    radius: "small",
    pattern: "waves",
  },
  settings: {
    tagline: "Oil paintings and linocut prints of the Finger Lakes",
    description:
      "Ada Ferro paints the lakes, vineyards and weather of the Finger Lakes in oil, and carves and prints linocuts, in a converted grape-packing shed in Naples, NY. Originals, prints, commissions and workshops.",
    contact: {
      email: EMAIL,
      phone: PHONE,
      address: { street: "8 Vine Street", locality: "Naples", region: "NY", postalCode: "14512" },
    },
    hours: [
      { days: ["fri", "sat"], opens: "11:00", closes: "17:00" },
      { days: ["sun"], opens: "12:00", closes: "16:00" },
    ],
    hoursNote: "Studio gallery open Friday to Sunday from May through October, and by appointment all year.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Artwork", href: "artwork" },
      { label: "Shop", href: "shop" },
      { label: "Services", href: "services" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Shop originals and prints", href: "shop" },
    footerLinks: [
      { label: "Commissions", href: "services" },
      { label: "Shop", href: "shop" },
      { label: "Contact", href: "contact" },
    ],
  },
  forms: [
    {
      key: "commission-enquiry",
      name: "Commission enquiry",
      recipients: [EMAIL],
      submitLabel: "Send my commission enquiry",
      successMessage:
        "Thank you for telling me about your place. I'll reply within two or three days to talk it through and, if it's nearby, suggest a time for a site visit.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "place_location", label: "Where is the place?", type: "text", required: true, width: "half", help: "Lake, road or town." },
        {
          name: "size",
          label: "Size",
          type: "radio",
          required: true,
          options: ["Study, 12 x 16 in. ($1,200)", "Medium, 20 x 24 in. ($2,600)", "Large, 30 x 40 in. ($4,900)", "Not sure yet"],
        },
        {
          name: "subject",
          label: "What would you like painted?",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "The cottage, the vineyard, the view from the porch, and what it means to you.",
        },
        { name: "light", label: "Favorite time of day or season there", type: "text" },
        { name: "hanging", label: "Where will it hang?", type: "text" },
        { name: "budget", label: "Budget", type: "select", width: "half", options: ["Up to $1,500", "$1,500 to $3,000", "$3,000 to $5,000", "Over $5,000"] },
        { name: "wanted_by", label: "Needed by", type: "date", width: "half", help: "Holiday commissions close in mid-September." },
        { name: "photos", label: "Photographs of the place", type: "file", accept: ["image"], maxFiles: 6, maxSizeMb: 10 },
      ],
    },
    {
      key: "contact",
      name: "Message to the studio",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage:
        "Thank you. I read every message myself and will reply within two or three days, a little longer if I'm away painting somewhere with no signal.",
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
            "Buying a painting or print",
            "A commission",
            "A workshop or private painting day",
            "Art rental or a mural",
            "A group studio visit",
            "Something else",
          ],
        },
        { name: "message", label: "Message", type: "textarea", required: true, maxLength: 4000, help: "If it's about a piece in the shop, include its title." },
      ],
    },
  ],
  products: [
    {
      slug: "still-water-honeoye",
      name: "Still Water, Honeoye (original oil)",
      description:
        "Oil on panel, 12 x 16 in., 2024. A windless July morning at the south end of Honeoye Lake. Framed in natural white oak, with a certificate of authenticity.",
      priceCents: 98000,
      stock: 1,
      illustration: "waves",
      images: [seedImage("art/ada-ferro/still-water-honeoye-framed"), seedImage("art/ada-ferro/still-water-honeoye")],
    },
    {
      slug: "september-west-lake-road",
      name: "September, West Lake Road (original oil)",
      description:
        "Oil on panel, 16 x 20 in., 2021. Concord grapes and late sun above Naples, from the Vineyard Rows series. Framed in walnut, with a certificate of authenticity.",
      priceCents: 165000,
      stock: 1,
      illustration: "sun",
      images: [seedImage("art/ada-ferro/september-west-lake-road-framed"), seedImage("art/ada-ferro/september-west-lake-road")],
    },
    {
      slug: "pruned-vines-in-snow",
      name: "Pruned Vines in Snow (original oil)",
      description:
        "Oil on panel, 11 x 14 in., 2020. March pruning on Italy Hill, the cut canes stacked in the rows. Framed in black ash, with a certificate of authenticity.",
      priceCents: 62000,
      stock: 1,
      illustration: "leaf",
      images: [seedImage("art/ada-ferro/pruned-vines-in-snow-framed"), seedImage("art/ada-ferro/pruned-vines-in-snow")],
    },
    {
      slug: "ice-shelf-honeoye-linocut",
      name: "Ice Shelf, Honeoye (linocut)",
      description:
        "Reduction linocut in three colors, 12 x 16 in., edition of 40. The north end of Honeoye Lake in February. Printed by hand on kozo paper, signed and numbered, unframed and shipped flat.",
      priceCents: 16500,
      stock: 12,
      illustration: "snowflake",
      images: [seedImage("art/ada-ferro/ice-shelf-honeoye-framed"), seedImage("art/ada-ferro/ice-shelf-honeoye")],
    },
    {
      slug: "ice-fishing-shanties-linocut",
      name: "Ice Fishing Shanties (linocut)",
      description:
        "Reduction linocut in four colors, 12 x 18 in., edition of 25. Shanties on the frozen bay at Canandaigua. Printed by hand, signed and numbered, unframed and shipped flat.",
      priceCents: 18500,
      stock: 7,
      illustration: "fish",
      images: [seedImage("art/ada-ferro/ice-fishing-shanties-framed"), seedImage("art/ada-ferro/ice-fishing-shanties")],
    },
    {
      slug: "high-tor-in-snow-linocut",
      name: "High Tor in Snow (linocut)",
      description:
        "One-color linocut, 8 x 10 in., edition of 35. The ridge above the Naples valley after a January storm. Printed by hand, signed and numbered, unframed and shipped flat.",
      priceCents: 9500,
      stock: 21,
      illustration: "mountain",
      images: [seedImage("art/ada-ferro/high-tor-in-snow-framed"), seedImage("art/ada-ferro/high-tor-in-snow")],
    },
    {
      slug: "hemlocks-grimes-glen-linocut",
      name: "Hemlocks, Grimes Glen (linocut)",
      description:
        "Two-color linocut, 9 x 12 in., edition of 30. Hemlocks over the creek in Grimes Glen. The edition has sold out; a second state is planned for next winter.",
      priceCents: 12500,
      stock: 0,
      illustration: "trees",
      images: [seedImage("art/ada-ferro/hemlocks-grimes-glen-framed"), seedImage("art/ada-ferro/hemlocks-grimes-glen")],
    },
    {
      slug: "first-light-vine-valley-giclee",
      name: "First Light, Vine Valley (giclée print)",
      description:
        "Archival giclée print of the sold Lake Light painting, 16 x 20 in., on cotton rag paper with pigment inks. Signed by the artist, open edition, unframed.",
      priceCents: 14000,
      stock: 40,
      illustration: "sun",
      images: [seedImage("art/ada-ferro/first-light-vine-valley-framed"), seedImage("art/ada-ferro/first-light-vine-valley")],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Ada Ferro Art | Paintings and Prints, Naples NY",
      description:
        "Oil paintings and hand-pulled linocut prints of Finger Lakes water, vineyards and weather by Ada Ferro, from her studio gallery in Naples, NY.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("art/ada-ferro/still-water-honeoye"),
            // Not the three "New this season" below it: a lake, a vineyard and a linocut of their own.
            images: [
              seedImage("art/ada-ferro/first-light-vine-valley"),
              seedImage("art/ada-ferro/harvest-crew-italy-hill"),
              seedImage("art/ada-ferro/ice-fishing-shanties"),
            ],
            variant: "collage",
            eyebrow: "Painter and printmaker, Naples NY",
            heading: "The light on the lakes, in oil and ink",
            body: "I paint Canandaigua, Honeoye and Keuka in every kind of weather, mostly outdoors and mostly early, then finish the big canvases in my studio, a 1920s grape-packing shed on Vine Street. In winter I carve linocuts of the same places, printed by hand in small editions.",
            actions: [
              { label: "See the artwork", href: "artwork" },
              { label: "Visit the shop", href: "shop", variant: "secondary" },
            ],
            illustration: "palette",
          },
        },
        {
          type: "gallery",
          props: {
            heading: "New this season",
            items: [
              {
                image: seedImage("art/ada-ferro/squall-over-bare-hill"),
                illustration: "waves",
                title: "Squall over Bare Hill",
                caption: "Oil on linen, 36 x 48 in. A summer storm crossing Canandaigua Lake, painted from the east shore.",
              },
              {
                image: seedImage("art/ada-ferro/september-west-lake-road"),
                illustration: "sun",
                title: "September, West Lake Road",
                caption: "Oil on panel, 16 x 20 in. Concord grapes and late sun above Naples.",
              },
              {
                image: seedImage("art/ada-ferro/ice-shelf-honeoye"),
                illustration: "snowflake",
                title: "Ice Shelf, Honeoye",
                caption: "Linocut, three colors, edition of 40. The north end of the lake in February.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "About Ada",
            heading: "Raised on the lake, trained in the city, back for good",
            body: md`
              I grew up in a cottage on the west side of Canandaigua Lake, studied painting at SUNY Purchase and spent
              ten years in Brooklyn painting anything but water. In 2014 I came home to Naples, rented the old packing
              shed and started painting the view I'd been ignoring all my life.
            `,
            illustration: "mountain",
            action: { label: "More about Ada", href: "about" },
          },
        },
        {
          type: "features",
          props: {
            heading: "Ways to own a piece",
            columns: 3,
            items: [
              {
                icon: "palette",
                title: "Original paintings",
                body: "Small studies from $380, large canvases up to $6,800. Every original comes framed or ready to hang.",
                href: "shop",
                linkLabel: "Shop originals",
              },
              {
                icon: "file-text",
                title: "Prints",
                body: "Hand-pulled linocuts from $95, and archival giclée prints of selected paintings from $65.",
                href: "shop",
                linkLabel: "Shop prints",
              },
              {
                icon: "house",
                title: "Commissions",
                body: "A painting of your cottage, your vineyard or the view from your porch, from $1,200.",
                href: "services",
                linkLabel: "About commissions",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "Ada painted the view from my parents' dock the summer before we sold the cottage. It hangs in my kitchen in Boston and I look at it every morning.",
                name: "Helen Greer",
                detail: "Commission, Canandaigua Lake",
                rating: 5,
              },
              {
                quote: "We rotate four of Ada's paintings through our tasting room every season. Guests buy them off the wall.",
                name: "Jon Ellery",
                detail: "Owner, Hi Tor Ridge Winery",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Come to the studio",
            body: "The studio gallery on Vine Street is open Friday to Sunday, May to October. Park by the grape pie stand and follow the signs to the blue door.",
            action: { label: "Hours and directions", href: "contact" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ about
    {
      path: "about",
      title: "About Ada Ferro",
      description:
        "Ada Ferro is a painter and printmaker raised on Canandaigua Lake, with work in regional museums, collections and wineries across the Finger Lakes.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "About",
            heading: "Painting what's right outside the door",
            body: md`
              I paint outdoors as much as the weather allows, which in the Finger Lakes is less often than you'd hope
              and more often than you'd think. A small panel painted in an hour on the shore of Honeoye becomes the
              study for a large canvas in the studio over the following weeks.

              In the darker months I switch to linocut. Carving forces me to decide what matters in a scene, and the
              prints, pulled by hand on an old etching press, let people take home a piece of the lake for less than the
              price of a painting.

              My studio is a 1920s grape-packing shed in Naples, with a north-facing wall of windows added by the
              previous owner, a woodworker. I share it with a press, a wood stove and, most days, a dog called Concord.
            `,
            illustration: "paintbrush",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Along the way",
            items: [
              { title: "1986", body: "Born in Canandaigua; grew up on the lake's west shore." },
              { title: "2008", body: "BFA in painting, SUNY Purchase. Moved to Brooklyn and worked as a studio assistant and scenic painter." },
              { title: "2014", body: "Returned to the Finger Lakes and opened the Vine Street studio in Naples." },
              { title: "2018", body: "First solo exhibition, 'High Water', at the Ontario County Arts Center in Canandaigua." },
              { title: "2021", body: "Awarded a Finger Lakes Arts Fund individual artist grant to develop the linocut series 'Ice Shelf'." },
              { title: "Today", body: "Painting the 'Lake Light' series and teaching printmaking workshops in the studio." },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Exhibitions and collections",
            columns: 2,
            items: [
              {
                icon: "landmark",
                title: "Selected exhibitions",
                body: "'High Water', Ontario County Arts Center (solo). 'Lake Effect', Rochester Print Collective (group). 'Shorelines', Geneva Arts Guild (two-person). Finger Lakes Juried Exhibition, four times.",
              },
              {
                icon: "award",
                title: "Collections",
                body: "Canandaigua Regional Hospital, Hi Tor Ridge Winery, Seneca Shores Credit Union, and private collections in 19 states.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "400+", label: "Paintings finished since 2014" },
              { value: "22", label: "Linocut editions printed" },
              { value: "11", label: "Finger Lakes painted, all of them" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "See the work in person",
            action: { label: "Visit the studio", href: "contact" },
            secondary: { label: "Browse artwork", href: "artwork", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ artwork
    {
      path: "artwork",
      title: "Artwork",
      description: "Browse Ada Ferro's paintings and prints by series: Lake Light oils, Vineyard Rows, and the Ice Shelf linocuts of Finger Lakes winters.",
      blocks: [
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              Work from the current series and recent years. Pieces marked available can be bought through the
              [shop](shop); for anything else, ask. I often have studies and smaller versions that never make it online.
            `,
          },
        },
        {
          type: "gallery",
          props: {
            heading: "Lake Light (2022 to now)",
            intro: "Large oils of Canandaigua, Honeoye and Canadice lakes, each painted from studies made on the shore at dawn or dusk.",
            items: [
              {
                image: seedImage("art/ada-ferro/squall-over-bare-hill"),
                illustration: "waves",
                title: "Squall over Bare Hill",
                caption: "Oil on linen, 36 x 48 in. Available.",
              },
              {
                image: seedImage("art/ada-ferro/first-light-vine-valley"),
                illustration: "sun",
                title: "First Light, Vine Valley",
                caption: "Oil on linen, 30 x 40 in. Sold; giclée prints available.",
              },
              {
                image: seedImage("art/ada-ferro/south-hill-in-fog"),
                illustration: "mountain",
                title: "South Hill in Fog",
                caption: "Oil on linen, 24 x 36 in. Available.",
              },
              {
                image: seedImage("art/ada-ferro/whitecaps-canadice"),
                illustration: "wind",
                title: "Whitecaps, Canadice",
                caption: "Oil on panel, 18 x 24 in. Private collection.",
              },
              {
                image: seedImage("art/ada-ferro/still-water-honeoye"),
                illustration: "waves",
                title: "Still Water, Honeoye",
                caption: "Oil on panel, 12 x 16 in. Available.",
              },
              {
                image: seedImage("art/ada-ferro/long-evening-deep-run"),
                illustration: "sun",
                title: "Long Evening, Deep Run",
                caption: "Oil on linen, 30 x 30 in. Canandaigua Regional Hospital collection.",
              },
            ],
          },
        },
        {
          type: "gallery",
          props: {
            heading: "Vineyard Rows (2016-2021)",
            intro: "Vineyards around Naples and Keuka through the seasons: pruning in March, green rows in July, harvest in October.",
            items: [
              {
                image: seedImage("art/ada-ferro/september-west-lake-road"),
                illustration: "sun",
                title: "September, West Lake Road",
                caption: "Oil on panel, 16 x 20 in. Available.",
              },
              {
                image: seedImage("art/ada-ferro/harvest-crew-italy-hill"),
                illustration: "wine",
                title: "Harvest Crew, Italy Hill",
                caption: "Oil on linen, 24 x 30 in. Hi Tor Ridge Winery collection.",
              },
              {
                image: seedImage("art/ada-ferro/pruned-vines-in-snow"),
                illustration: "leaf",
                title: "Pruned Vines in Snow",
                caption: "Oil on panel, 11 x 14 in. Available.",
              },
              {
                image: seedImage("art/ada-ferro/gondola-at-dusk"),
                illustration: "tractor",
                title: "Gondola at Dusk",
                caption: "Oil on panel, 12 x 12 in. Private collection.",
              },
            ],
          },
        },
        {
          type: "gallery",
          props: {
            heading: "Ice Shelf linocuts",
            intro: "Reduction linocuts of the lakes in winter, carved and printed by hand in the studio in editions of 25 to 40.",
            items: [
              {
                image: seedImage("art/ada-ferro/ice-shelf-honeoye"),
                illustration: "snowflake",
                title: "Ice Shelf, Honeoye",
                caption: "Three colors, edition of 40, 12 x 16 in.",
              },
              {
                image: seedImage("art/ada-ferro/hemlocks-grimes-glen"),
                illustration: "trees",
                title: "Hemlocks, Grimes Glen",
                caption: "Two colors, edition of 30, 9 x 12 in.",
              },
              {
                image: seedImage("art/ada-ferro/ice-fishing-shanties"),
                illustration: "snowflake",
                title: "Ice Fishing Shanties",
                caption: "Four colors, edition of 25, 12 x 18 in.",
              },
              {
                image: seedImage("art/ada-ferro/high-tor-in-snow"),
                illustration: "mountain",
                title: "High Tor in Snow",
                caption: "One color, edition of 35, 8 x 10 in.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "See something you'd like to live with?",
            action: { label: "Go to the shop", href: "shop" },
            secondary: { label: "Ask about a piece", href: `mailto:${EMAIL}?subject=Artwork%20inquiry`, variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ services
    {
      path: "services",
      title: "Commissions, Workshops and Art Rental",
      description:
        "Commission a painting of your Finger Lakes home or view, book a linocut workshop in Ada Ferro's Naples studio, or rent original art for your business.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Services",
            heading: "Paintings made for one place, and the people who love it",
            body: "Beyond the studio work, I paint commissions, teach printmaking and lend original work to businesses around the lakes. Here's how each works.",
            actions: [{ label: `Call ${PHONE}`, href: TEL }],
            illustration: "house",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Painted commissions",
            intro: "Oil on linen or panel, painted from a site visit, my own studies and your photographs. Prices include a simple wooden frame.",
            plans: [
              {
                name: "Study",
                price: "$1,200",
                description: "12 x 16 in.",
                features: ["One site visit within 30 miles of Naples", "One pencil composition sketch to approve", "About 6 weeks"],
              },
              {
                name: "Medium",
                price: "$2,600",
                description: "20 x 24 in.",
                features: ["Site visit and painted study", "Two composition options", "About 8-10 weeks"],
              },
              {
                name: "Large",
                price: "$4,900",
                description: "30 x 40 in.",
                features: ["Two site visits in different light", "Painted study included with the commission", "About 12-14 weeks"],
              },
            ],
            note: "A 50% deposit reserves your place; the balance is due when you approve the finished painting. Commission places for the holidays close in mid-September.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How a commission works",
            items: [
              { title: "Tell me about the place", body: "The cottage, the vineyard, the view from the porch: what it means to you and where it will hang." },
              { title: "Site visit", body: "I spend an hour or two there, sketching and painting a quick study, ideally at the time of day you love most." },
              { title: "Composition", body: "You approve a composition sketch before I start the final painting." },
              {
                title: "Painting and delivery",
                body: "Progress photos along the way. I deliver within 30 miles of Naples, or ship crated anywhere in the US.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Also in the studio",
            columns: 2,
            items: [
              {
                icon: "graduation-cap",
                title: "Linocut workshops",
                body: "Three-hour Saturday workshops from November to April: carve a block and print a small edition on the studio press. $85 per person, all materials included, eight places.",
              },
              {
                icon: "building",
                title: "Art rental for businesses",
                body: "Original paintings for tasting rooms, inns, offices and restaurants, rotated each season. From $120 a month for three paintings, with an option to buy.",
              },
              {
                icon: "paintbrush",
                title: "Murals",
                body: "Interior and exterior murals for businesses and public spaces. Recent: a 40-foot lake panorama in the Naples Memorial Town Hall.",
              },
              {
                icon: "users",
                title: "Private painting days",
                body: "A day painting outdoors with me on a lake shore of your choice, for one to three people. $325, with materials for beginners.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions",
            items: [
              {
                question: "Can you paint from photographs alone?",
                answer: "For places far away, yes, though I prefer to visit. For anywhere in the Finger Lakes, a visit is included.",
              },
              {
                question: "What if I don't like the finished painting?",
                answer:
                  "You approve the composition before I start, and I'll make reasonable adjustments before you pay the balance. It's never come to a refund, but your deposit is refundable minus $200 if we can't get it right.",
              },
              {
                question: "Do workshops suit complete beginners?",
                answer: "Yes. Most participants have never carved a block. Tools are sharp, so the minimum age is 14.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Tell me about the place you'd like painted",
            intro: `Commission places for the holidays close in mid-September. Rather talk it through? Call ${PHONE} or email ${EMAIL}.`,
            form: "commission-enquiry",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Workshops, art rental or a mural?",
            body: "Send a message from the contact page and I'll reply with dates, availability or a quote.",
            action: { label: "Contact Ada", href: "contact" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ shop
    {
      path: "shop",
      title: "Shop Original Paintings and Prints",
      description:
        "Buy original Finger Lakes oil paintings, hand-pulled linocut prints and archival giclée prints by Ada Ferro, with pickup in Naples or US shipping.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              The paintings and prints below can be bought online: add them to your order and pay by card at checkout.
              Originals are one of a kind, so once a painting sells it shows as sold out. Large canvases, framed
              prints and other giclée sizes are sold by inquiry: email or call with the title and I'll confirm it's
              available and send an invoice.
            `,
          },
        },
        {
          type: "shop",
          props: {
            heading: "Available work",
            intro:
              "Linocuts are printed by hand on Japanese kozo paper, signed and numbered. Giclée prints are made on cotton rag paper by a fine-art lab in Rochester and signed. Every original comes framed with a certificate of authenticity.",
            shipping: { flatCents: 1800, freeOverCents: 25000, note: "Ships insured within the US in 5-7 business days" },
            pickupNote:
              "Pickup at the Naples studio is always free, Friday to Sunday in season or by appointment. I'll email after your order to arrange a time.",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "By inquiry",
            intro: "Large canvases ship crated and framed prints need extra packing, so these are sold by invoice rather than through the online checkout.",
            plans: [
              {
                name: "Squall over Bare Hill",
                price: "$6,800",
                description: "Oil on linen, 36 x 48 in., 2024.",
                features: ["Gallery-wrapped, ready to hang", "Certificate of authenticity", "Crated shipping quoted separately"],
                action: { label: "Inquire to buy", href: BUY("Squall over Bare Hill") },
              },
              {
                name: "South Hill in Fog",
                price: "$4,200",
                description: "Oil on linen, 24 x 36 in., 2023.",
                features: ["Framed in natural white oak", "Certificate of authenticity", "Free delivery within 30 miles"],
                action: { label: "Inquire to buy", href: BUY("South Hill in Fog") },
              },
              {
                name: "Shoreline studies",
                price: "$380",
                description: "Oil on panel, 8 x 10 in. A rotating selection of plein-air studies.",
                features: ["Unframed, with hanging wire", "Ask for photos of current studies", "Ships flat-rate $25"],
                action: { label: "Ask what's available", href: BUY("Shoreline study") },
              },
              {
                name: "Framed linocuts and other giclées",
                price: "$65-$310",
                description: "Any linocut framed in oak, and giclée prints of six more paintings in 11 x 14, 16 x 20 and 24 x 30 in.",
                features: ["Framed linocuts from $175", "Framed prints ship insured for $45", "Pickup in Naples is free"],
                action: { label: "Order by email", href: BUY("Framed or giclée print") },
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Buying questions",
            items: [
              {
                question: "Can I see a painting before buying?",
                answer:
                  "Of course. Visit the studio gallery Friday to Sunday in season, or book an appointment any time. I can also send photos of a painting on a wall for scale.",
              },
              {
                question: "Do you ship internationally?",
                answer: "Prints ship to Canada and the UK; ask for a quote. Large originals ship within the US only.",
              },
              {
                question: "What's your return policy?",
                answer:
                  "If an original or print isn't right in your home, return it undamaged within 14 days for a full refund of the price; return shipping is yours.",
              },
              {
                question: "Do you offer payment plans?",
                answer:
                  "For originals over $1,000, you can pay in up to four monthly installments. Email me before buying and I'll reserve the painting and invoice the installments; the painting ships after the final payment.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Ready to buy, or have a question?",
            action: { label: "Email the studio", href: `mailto:${EMAIL}?subject=Shop%20order` },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ contact
    {
      path: "contact",
      title: "Contact Ada and Visit the Studio",
      description:
        "Visit Ada Ferro's studio gallery at 8 Vine Street in Naples, NY, open Friday to Sunday in season, or get in touch about artwork and commissions.",
      blocks: [
        { type: "form", props: { heading: "Send me a message", form: "contact" } },
        {
          type: "contactDetails",
          props: {
            heading: "The Vine Street studio",
            intro:
              "The studio is the long gray shed behind 8 Vine Street, a block off Main Street in Naples. Park on Vine Street and follow the signs to the blue door. The gallery is on one level with a ramp from the parking area.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Getting in touch",
            columns: 3,
            items: [
              {
                icon: "gift",
                title: "Buying work",
                body: "Buy prints and smaller originals online in the shop. For large canvases and framed prints, email the title and I'll confirm availability and send an invoice.",
                href: "shop",
                linkLabel: "See the shop",
              },
              {
                icon: "house",
                title: "Commissions",
                body: "Tell me about the place you'd like painted and roughly when you need it.",
                href: "services",
                linkLabel: "Commission enquiries",
              },
              {
                icon: "graduation-cap",
                title: "Workshops and groups",
                body: "Workshop bookings, private painting days and group studio visits for up to 20 people.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "I read every message myself",
            body: "Replies within two or three days; longer if I'm away painting on a lake somewhere with no signal.",
            action: { label: "Email studio@adaferro.example", href: `mailto:${EMAIL}` },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
