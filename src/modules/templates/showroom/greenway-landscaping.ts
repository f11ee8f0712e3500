import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "greenway-landscaping",
  name: "Greenway Landscaping",
  kind: "single-page:landscaper",
  theme: {
    palette: {
      primary: "#2f5d27",
      onPrimary: "#ffffff",
      accent: "#b7a14a",
      background: "#fafbf5",
      surface: "#edf1e2",
      text: "#1b2416",
      muted: "#4c5a44",
      border: "#d5dcc3",
    },
    fonts: { heading: "source-serif", body: "dm-sans" },
    header: "overlay",
    footer: "columns",
    sectionStyle: "rows",
    logo: { mark: "leaf", shape: "rounded" },
    radius: "small",
    pattern: "waves",
  },
  settings: {
    tagline: "Landscape design, planting, patios and seasonal care in Victor and the eastern Rochester suburbs",
    description:
      "Greenway Landscaping is a family-run landscape company in Victor, NY, designing and building gardens, patios and walls and caring for lawns and beds across Ontario and eastern Monroe counties since 2006.",
    contact: {
      phone: "(585) 555-0115",
      email: "office@greenwaylandscaping.example",
      address: { street: "6530 State Route 96", locality: "Victor", region: "NY", postalCode: "14564" },
      serviceAreaNote: "Victor, Farmington, Fishers, Pittsford, Mendon, Perinton, Fairport, Canandaigua and Honeoye Falls.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "07:00", closes: "17:00" },
      { days: ["sat"], opens: "08:00", closes: "12:00" },
    ],
    hoursNote: "Saturday hours April through October. Design consultations can be booked for weekday evenings.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Request an estimate", href: "tel:+15855550115" },
  },
  forms: [
    {
      key: "estimate-request",
      name: "Estimate request",
      recipients: ["office@greenwaylandscaping.example"],
      submitLabel: "Request an estimate",
      successMessage:
        "Thank you! Our office will call within two business days to set up a free walk-around of your yard. If you sent photos, Tom will have looked at them before we call. Planning a spring project? Our install calendar usually fills by late April, so the sooner we meet the better.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "town", label: "Town", type: "text", required: true, width: "half", maxLength: 80 },
        { name: "address", label: "Property address", type: "text", required: true },
        {
          name: "work",
          label: "What are you thinking about?",
          type: "checkbox",
          required: true,
          options: [
            "Landscape design",
            "Planting and beds",
            "Patio, walk or wall",
            "Drainage fix",
            "Seasonal care plan",
            "Spring or fall cleanup",
            "Something else",
          ],
        },
        {
          name: "details",
          label: "Tell us about the project",
          type: "textarea",
          required: true,
          maxLength: 4000,
          help: "What's there now, what bothers you about it, and what you're hoping for. Rough sizes, sun and shade, and deer all help.",
        },
        {
          name: "timing",
          label: "When would you like the work done?",
          type: "radio",
          required: true,
          options: ["This spring", "This summer", "This fall", "Next year", "Just planning for now"],
        },
        {
          name: "budget",
          label: "Rough budget",
          type: "select",
          options: ["Under $2,500", "$2,500 to $10,000", "$10,000 to $25,000", "Over $25,000", "Not sure yet"],
        },
        {
          name: "photos",
          label: "Photos of your yard",
          type: "file",
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
          help: "Up to six: the area you want to change, from a few angles.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Greenway Landscaping | Landscape Design & Lawn Care in Victor, NY",
      description:
        "Landscape design, planting, stone patios, retaining walls, lawn care and spring and fall cleanups in Victor, Pittsford, Fairport and Canandaigua.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("landscape/green-hills"),
            variant: "fullBleed",
            eyebrow: "Victor, NY · since 2006",
            heading: "Gardens that suit heavy clay, deer, and a Rochester winter",
            body: "We design and build landscapes for the way this region actually behaves: clay soil that holds water, deer that eat the hostas, frost that heaves a badly built patio. Then, if you like, we look after them, week by week, for years.",
            actions: [
              { label: "Call for an estimate", href: "tel:+15855550115" },
              { label: "Email the office", href: "mailto:office@greenwaylandscaping.example", variant: "secondary" },
            ],
            illustration: "trees",
          },
        },
        {
          type: "features",
          props: {
            heading: "Our services",
            columns: 3,
            items: [
              {
                icon: "palette",
                title: "Landscape design",
                body: "A scaled planting and hardscape plan drawn after two site visits, with a plant list chosen for your light, soil and deer pressure.",
              },
              {
                icon: "flower-2",
                title: "Planting and beds",
                body: "New beds, foundation plantings, native pollinator gardens and rain gardens for the soggy corner of the yard.",
              },
              {
                icon: "construction",
                title: "Patios, walks and walls",
                body: "Bluestone and paver patios and retaining walls built on a compacted gravel base deep enough to survive freeze and thaw.",
              },
              {
                icon: "sprout",
                title: "Lawn care",
                body: "Weekly mowing, edging and trimming, core aeration and overseeding, and organic-based fertiliser programs.",
              },
              {
                icon: "leaf",
                title: "Spring and fall cleanups",
                body: "Beds cleared and edged, perennials cut back, shrubs pruned, fresh mulch, and every leaf hauled away in November.",
              },
              {
                icon: "droplets",
                title: "Drainage fixes",
                body: "Regrading, dry creek beds and buried downspout lines to move water away from your foundation.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Seasonal care plans",
            intro: "Plans run April through November for a typical suburban lot up to a third of an acre. Larger properties are priced after a walk-around.",
            plans: [
              {
                name: "Lawn",
                price: "$165",
                period: "a month",
                features: ["Weekly mowing, edging and trimming", "Clippings mulched or bagged", "Spring and fall cleanup not included"],
              },
              {
                name: "Lawn and beds",
                price: "$260",
                period: "a month",
                features: ["Everything in Lawn", "Spring and fall cleanups", "Beds weeded every two weeks", "Spring mulch up to 5 yards"],
                highlighted: true,
              },
              {
                name: "Full estate care",
                price: "$420",
                period: "a month",
                features: [
                  "Everything in Lawn and beds",
                  "Shrub pruning twice a season",
                  "Aeration and overseeding in September",
                  "Seasonal containers planted",
                  "First call after storms",
                ],
              },
            ],
            note: "Design fees start at $650 and are credited in full against installation if we build the plan. Patios typically run $28 to $42 a square foot installed.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Recent projects",
            items: [
              // The plantings with a picture first; the catalogue has no photograph of stonework to show.
              {
                image: seedImage("nature/honey-bee"),
                title: "Pollinator border, Victor",
                body: "A 90-foot border of native coneflower, bee balm, asters and little bluestem, replacing lawn.",
              },
              {
                image: seedImage("nature/raindrops-leaf"),
                title: "Rain garden, Fairport",
                body: "A sunken garden of swamp milkweed and sedges that takes all the water off the garage roof.",
              },
              {
                image: seedImage("landscape/forest-path"),
                title: "Woodland shade garden, Mendon",
                body: "Ferns, hellebores and native ginger under old sugar maples, with a flagstone path.",
              },
              { title: "Bluestone terrace, Pittsford", body: "A 480 sq ft thermal bluestone patio with a seat wall and low-voltage lighting." },
              { title: "Terraced walls, Canandaigua", body: "Three tiers of stone wall holding a steep lakeside slope, planted with creeping juniper." },
              { title: "Foundation refresh, Perinton", body: "Overgrown 1990s yews replaced with deer-resistant boxwood, spirea and ornamental grasses." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "From first call to finished garden",
            items: [
              { title: "Walk the yard", body: "We meet on site, listen to what you want and measure. The first visit is free within our service area." },
              { title: "Design and estimate", body: "In two to three weeks you'll have a drawn plan and an itemised estimate. We revise until it's right." },
              {
                title: "Mark utilities and schedule",
                body: "We call Dig Safely New York (811) to have buried lines marked, order stone and plants, and give you a start date.",
              },
              {
                title: "Build and water",
                body: "Most installs take one to two weeks. We water new plantings in and leave you a care sheet; plants are guaranteed for a year.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Clients say",
            items: [
              {
                quote:
                  "Every spring we lost a patch of new plants to the deer. Greenway's plan had a list of what they won't touch, and three summers later it's all still there and full of bees.",
                name: "Judith Reinholt",
                detail: "Victor",
                rating: 5,
              },
              {
                quote:
                  "Our basement took water every March. They regraded the side yard, buried the downspouts and built a rain garden. Dry two springs running.",
                name: "Chris and Anita Paulsen",
                detail: "Fairport",
                rating: 5,
              },
              {
                quote:
                  "The crew is on time every Tuesday, the edges are crisp, and when a storm dropped a big limb on the lawn they had it cleared the next morning.",
                name: "George Whitaker",
                detail: "Pittsford · care plan client",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "When should I call about a spring project?",
                answer:
                  "January to March. Our install calendar usually fills by the end of April, and the best planting windows are spring and early fall. Fall is an excellent time for patios and trees too.",
              },
              {
                question: "Do you plow snow?",
                answer: "We plow driveways for our year-round care plan clients in Victor and Farmington only. We don't take new snow-only customers.",
              },
              {
                question: "Do you use chemical weed killers?",
                answer:
                  "We hand-weed beds and use mulch and dense planting to keep weeds down. For lawns we use organic-based fertilisers, and spot-treat weeds only with your permission.",
              },
              {
                question: "Are you insured?",
                answer:
                  "Yes, with general liability and workers' compensation. Our owner, Tom Greenway, is a New York State certified nursery and landscape professional.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "estimate-request",
            heading: "Tell us about your yard",
            intro: "A few lines and some photos are all we need to plan a free walk-around. We'll call within two business days.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Call or stop by",
            intro:
              "Our yard and office are on Route 96 just south of the village of Victor. Send photos with the form above, or call or email the office and tell us what you're hoping for.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
  ],
};

export default site;
