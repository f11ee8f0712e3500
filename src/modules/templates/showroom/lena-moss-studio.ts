import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const EMAIL = "studio@lenamoss.example";

const site: SiteSeed = {
  slug: "lena-moss-studio",
  name: "Lena Moss Studio",
  kind: "creative-portfolio",
  theme: {
    palette: {
      primary: "#4a6647",
      onPrimary: "#ffffff",
      accent: "#c08a3e",
      background: "#fbf8f2",
      surface: "#efe9dc",
      text: "#2a2723",
      muted: "#5f5a52",
      border: "#ddd4c2",
    },
    fonts: { heading: "lora", body: "nunito" },
    header: "centered",
    footer: "simple",
    sectionStyle: "editorial",
    logo: { mark: "flower-2", shape: "none" },
    radius: "small",
    pattern: "dots",
  },
  settings: {
    tagline: "Hand block-printed textiles and surface pattern design from Geneva, NY",
    description:
      "Lena Moss is a textile and surface pattern designer who carves, prints and dyes by hand in a studio above Exchange Street in Geneva, NY. Her patterns appear on wallpaper, linens and packaging across the Finger Lakes.",
    contact: {
      email: EMAIL,
      phone: "(315) 555-0158",
      address: { street: "412 Exchange Street, Studio 3", locality: "Geneva", region: "NY", postalCode: "14456" },
    },
    hours: [{ days: ["sat"], opens: "11:00", closes: "15:00" }],
    hoursNote: "Open studio on Saturdays from May to October; other days by appointment.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Projects", href: "projects" },
      { label: "Journal", href: "journal" },
    ],
    headerAction: { label: "Email the studio", href: `mailto:${EMAIL}` },
  },
  mounts: { posts: "journal" },
  forms: [
    {
      key: "enquiry",
      name: "Studio enquiry",
      recipients: [EMAIL],
      submitLabel: "Send to the studio",
      successMessage:
        "Thank you for writing. I read every message myself and reply within a week, usually sooner. If you sent photos, I'll look at them before I reply.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        {
          name: "kind",
          label: "What are you thinking of?",
          type: "radio",
          required: true,
          options: ["A hand-printed commission", "Licensing a pattern", "A workshop place", "Something else"],
        },
        { name: "timing", label: "When do you need it?", type: "text", help: "Commissions are booked about three months ahead." },
        { name: "message", label: "Tell me about the room, product or wall", type: "textarea", required: true, maxLength: 3000 },
        { name: "photos", label: "A few photos, if you have them", type: "file", accept: ["image"], maxFiles: 5, maxSizeMb: 8 },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Lena Moss Studio | Textile and Pattern Design",
      description:
        "Hand block-printed textiles, wallpaper and pattern design by Lena Moss, made in a Geneva, NY studio from carved blocks and garden-grown dyes.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("nature/leaf-veins"),
            variant: "fullBleed",
            eyebrow: "Textile and surface pattern design",
            heading: "Patterns carved by hand, printed from the Finger Lakes",
            body: "I design patterns for wallpaper, linens and packaging, and print many of them myself from hand-carved blocks, with indigo and madder I grow behind the studio. Every collection starts with a walk: lake shores, vineyard rows, the hedgerows outside Geneva.",
            actions: [
              { label: "See projects", href: "projects" },
              { label: "Read the journal", href: "journal", variant: "secondary" },
            ],
            illustration: "flower-2",
          },
        },
        {
          type: "features",
          props: {
            heading: "Recent work",
            intro:
              "Each pattern starts from something I drew from life: the lake at first light, the long table of a tasting room, a hedgerow, a branch of blossom.",
            items: [
              {
                image: seedImage("landscape/lake-blue-hour"),
                title: "Seneca, wallpaper",
                body: "Twelve-block lake pattern in indigo and slate, printed for the guest rooms at the Willow Shore Inn.",
              },
              {
                image: seedImage("texture/wood-boards"),
                title: "Vine Row, table linens",
                body: "Napkins and runners in madder red for the tasting room at Hollow Oak Vineyards.",
              },
              {
                image: seedImage("landscape/meadow-flowers"),
                title: "Hedgerow, scarves",
                body: "Chicory, Queen Anne's lace and milkweed in a small run of silk-cotton scarves.",
              },
              {
                image: seedImage("nature/apple-blossom"),
                title: "Orchard, packaging",
                body: "A repeating apple-blossom pattern for Bristol Valley Orchards' cider labels and gift boxes.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "About the studio",
            heading: "A print table, a dye garden and a lot of linoleum shavings",
            body: md`
              I trained in textile design at RIT and spent six years designing prints for a home-goods company in New
              York City. In 2018 I moved home to Geneva, took a second-floor room on Exchange Street with north light,
              and started carving blocks again.

              Today the studio does two kinds of work: **patterns I license** to manufacturers, and **pieces I print by
              hand** for inns, wineries, restaurants and people who want something made for one particular room.
            `,
            illustration: "paintbrush",
            reverse: true,
          },
        },
        {
          type: "features",
          props: {
            heading: "Working together",
            columns: 3,
            items: [
              {
                icon: "palette",
                title: "Pattern licensing",
                body: "Existing collections or new designs for wallpaper, fabric, stationery and packaging. Flat fee or royalty, usually from $1,500 per pattern.",
              },
              {
                icon: "brush",
                title: "Hand-printed commissions",
                body: "Curtains, table linens, wallpaper panels and upholstery fabric printed to order. Small commissions from $1,200; most take eight to twelve weeks.",
              },
              {
                icon: "users",
                title: "Workshops",
                body: "Three-hour block-printing workshops in the studio on Saturday mornings, $95 including materials, eight people at most.",
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
                  "Guests ask about the wallpaper before they ask about the view. Lena understood the inn better after one walk along the shore than most designers do after a month.",
                name: "Claire Whitford",
                detail: "Owner, Willow Shore Inn",
                rating: 5,
              },
              {
                quote: "Our tasting-room linens have become a product in their own right. We've sold more napkins than we ever expected to.",
                name: "Owen Tate",
                detail: "Hollow Oak Vineyards",
                rating: 5,
              },
            ],
          },
        },
        { type: "postList", props: { heading: "From the journal", intro: "Notes from the print table and the dye garden.", limit: 2, showCategories: false } },
        {
          type: "form",
          props: {
            heading: "Have a room, a product or a wall in mind?",
            intro: `Write to me with a few photos and a sense of timing, or ask for a workshop place. I reply within a week, usually sooner. You can also email ${EMAIL} or call (315) 555-0158.`,
            form: "enquiry",
          },
        },
      ],
    },
    {
      path: "projects",
      title: "Projects",
      description:
        "Selected Lena Moss Studio projects: hand-printed wallpaper for a Seneca Lake inn, winery linens, cider packaging and licensed pattern collections.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              A selection of commissions and licensed collections from the last four years. Most hand-printed pieces are
              one of a kind; licensed patterns are available to new partners unless noted.
            `,
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Willow Shore Inn, Dundee",
            heading: "Seneca: hand-printed wallpaper for eleven guest rooms",
            body: md`
              The inn wanted each room to feel like the lake at a different time of day. I carved twelve blocks from
              sketches made along the western shore and printed 140 rolls by hand, shifting the indigo from nearly
              white to deep slate from the east-facing rooms to the west.

              - 140 rolls, each printed in four passes
              - Natural indigo and iron-based grays
              - Nine months from first walk to final hanging
            `,
            illustration: "waves",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Hollow Oak Vineyards, Penn Yan",
            heading: "Vine Row: table linens for a tasting room",
            body: md`
              A stripe drawn from the vineyard's rows seen from the top of the hill, printed in madder root on heavy
              linen. The winery started with 60 napkins and 12 runners for its own tables; guests kept asking where to
              buy them, so we now print a run each spring for the tasting-room shop.
            `,
            illustration: "leaf",
            reverse: true,
          },
        },
        {
          type: "features",
          props: {
            heading: "More projects",
            columns: 2,
            items: [
              {
                icon: "apple",
                title: "Orchard: cider labels and gift boxes",
                body: "Bristol Valley Orchards, Naples. An apple-blossom repeat licensed for labels, gift boxes and tissue paper, printed by a Rochester packaging firm.",
              },
              {
                icon: "flower-2",
                title: "Hedgerow: a scarf collection",
                body: "My own small-batch line of 120 silk-cotton scarves printed with roadside wildflowers, sold through three Finger Lakes shops.",
              },
              {
                icon: "coffee",
                title: "Lakeside Café banquettes",
                body: "Upholstery fabric for a Canandaigua café, block-printed on hemp canvas and treated for heavy wear.",
              },
              {
                icon: "file-text",
                title: "Keuka Watershed Land Alliance stationery",
                body: "A licensed pattern of native ferns for note cards and donor gifts, with a share of sales going to land protection.",
              },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Clients and licensees",
            logos: [
              { name: "Willow Shore Inn", image: seedImage("logos/willow-shore-inn") },
              { name: "Hollow Oak Vineyards", image: seedImage("logos/hollow-oak-vineyards") },
              { name: "Bristol Valley Orchards", image: seedImage("logos/bristol-valley-orchards") },
              { name: "Lakeside Caf\u00e9", image: seedImage("logos/lakeside-cafe") },
              { name: "Keuka Watershed Land Alliance", image: seedImage("logos/keuka-watershed-land-alliance") },
              { name: "Genesee Paper Co.", image: seedImage("logos/genesee-paper-co") },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Start a project",
            intro: "Commissions are booked about three months ahead. Licensing inquiries are welcome any time.",
            form: "enquiry",
          },
        },
      ],
    },
    {
      path: "journal",
      title: "Journal",
      description: "Lena Moss's studio journal: how collections are carved and printed, notes from the dye garden and the stories behind each pattern.",
      blocks: [
        {
          type: "postList",
          props: {
            intro: "Occasional notes from the studio: how things are made, what went wrong, and what's growing in the dye garden.",
            showCategories: false,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Get the studio letter",
            body: "Four times a year: new work, open studio dates and workshop places before they're announced anywhere else.",
            action: { label: "Ask to join by email", href: `mailto:${EMAIL}?subject=Studio%20letter` },
          },
        },
      ],
    },
  ],
  posts: [
    {
      slug: "printing-the-seneca-collection",
      title: "Twelve blocks, one lake: printing the Seneca wallpaper",
      excerpt: "How 140 rolls of wallpaper for a Seneca Lake inn were carved, mixed and printed by hand, and the day the indigo vat nearly won.",
      author: "Lena Moss",
      publishedDaysAgo: 21,
      body: md`
        When Claire Whitford first walked me through the Willow Shore Inn, every guest room faced Seneca Lake, and every
        one was painted the same magnolia. She wanted the rooms to feel different from each other without losing the
        thread that tied them to the water. We agreed on wallpaper, printed by hand, one pattern in eleven moods.

        ## Drawing the lake

        I spent most of a September walking the western shore between Dundee and Lodi with a sketchbook: ripples
        around the dock pilings, the pattern a breeze makes coming down the lake, the shale ledges at the waterline. By
        October I had forty drawings and a sense of the rhythm. The final repeat uses twelve blocks: four for the water,
        five for the shale, three small ones that break the repeat so your eye doesn't find the seams.

        ## Carving

        Each block is carved in linoleum mounted on birch plywood, 18 inches square. The water blocks took about
        two days each; the small ones an afternoon. I cut a proof block first for every design and printed it on scrap
        paper until the edges held.

        ## Color

        The inn's rooms run from east to west, so the color does too. The east rooms are nearly white, a pale wash of
        indigo dipped once. The west rooms, which catch the sunset, are a deep slate made by overprinting indigo with an
        iron gray. Mixing eleven steps between them meant keeping careful notes: grams of pigment, number of dips,
        humidity on the day.

        ## The day the vat nearly won

        In February the indigo vat went cold overnight and turned from yellow-green to murky blue, which means it has
        stopped working. Two days of gentle heat, a little more fructose and a lot of patience brought it back. I lost
        a week, and learned to keep a heater on a timer.

        ## Hanging

        All 140 rolls were printed in four passes each, dried on racks across the studio and trimmed by hand. A paperhanger
        from Penn Yan spent three weeks installing them in April. The first guests arrived in May. Claire tells me
        they photograph the walls almost as often as the view.
      `,
    },
    {
      slug: "growing-indigo-in-geneva",
      title: "A first season growing Japanese indigo in Geneva",
      excerpt: "Forty seedlings, a cold May and one very good August: what I learned growing my own indigo behind the studio.",
      author: "Lena Moss",
      publishedDaysAgo: 67,
      body: md`
        For years I bought indigo as powder, shipped from growers in India and the American South. One spring I decided
        to try growing my own, in a strip of ground behind the studio that used to be a parking space. Here's how that
        first season went.

        ## The plant

        Japanese indigo (_Persicaria tinctoria_) is an annual that likes warmth, water and rich soil. It isn't frost-hardy,
        which in the Finger Lakes means starting it indoors. I sowed seed on the studio windowsill in early April and
        had about forty seedlings by the first week of May.

        ## A cold start

        May was cold and wet, as May here often is. I waited until the first week of June to plant out, after the last
        frost warning for Ontario County, and the seedlings sulked for two weeks. Raised beds and a bag of compost from
        a farm in Phelps helped; by July they were knee-high and thick with leaves.

        ## Harvest and the fresh-leaf dye

        The blue is in the leaves. In early August I cut the first harvest, leaving a few inches of stem so the plants
        would regrow. The simplest method is a fresh-leaf dye: blend leaves with ice water, strain, and dip silk straight
        into the green liquid. The silk comes out a clear turquoise that you can't get any other way. It only works on
        protein fibres, so it's for scarves, not linen.

        ## Making pigment

        For the second harvest in September I made pigment: leaves soaked in water for two days, then the liquid beaten with
        lime until it foamed blue, left to settle, and the sludge dried into cakes. Forty plants gave me about 60 grams of
        pigment. That's enough for one generous vat, or roughly twenty scarves.

        ## What I'll do differently

        - Start seed two weeks earlier and harden plants off in a cold frame
        - Plant twice as many, in full sun: the shadiest bed gave half the leaves
        - Save seed from the strongest plants, which I did, so the next crop grows from local seed

        It won't replace the indigo I buy for large jobs like wallpaper. But the turquoise silk from that first August
        harvest is the color I'm proudest of, and it came from a parking space on Exchange Street.
      `,
    },
  ],
};

export default site;
