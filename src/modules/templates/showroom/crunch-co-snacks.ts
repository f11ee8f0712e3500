import type { SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "crunch-co-snacks",
  name: "Crunch Co. Snacks",
  kind: "single-page:snack-company",
  theme: {
    palette: {
      primary: "#b2360b",
      onPrimary: "#ffffff",
      accent: "#facc15",
      background: "#fffbeb",
      surface: "#fef3c7",
      text: "#1c1917",
      muted: "#57534e",
      border: "#fcd34d",
    },
    fonts: { heading: "oswald", body: "nunito" },
    header: "centered",
    footer: "band",
    sectionStyle: "bands",
    logo: { mark: "flame", shape: "hexagon" },
    radius: "large",
    pattern: "dots",
  },
  settings: {
    tagline: "Kettle chips and popcorn cooked in small batches in Rochester, NY",
    description:
      "Crunch Co. Snacks makes kettle-cooked potato chips, popcorn and pretzel bites from New York potatoes and corn in a small kitchen on University Avenue in Rochester. Find us at the Public Market on Saturdays, in local shops, or order boxes for events and gifts.",
    contact: {
      phone: "(585) 555-0111",
      email: "snacks@crunchco.example",
      address: { street: "1350 University Avenue, Unit 4", locality: "Rochester", region: "NY", postalCode: "14607" },
    },
    hours: [{ days: ["wed", "thu", "fri"], opens: "11:00", closes: "18:00" }],
    hoursNote: "Kitchen shop hours. On Saturdays, find us at our stall at the Rochester Public Market from 7 am to 1 pm.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Order a box", href: "mailto:snacks@crunchco.example" },
  },
  forms: [
    {
      key: "wholesale-fundraiser",
      name: "Wholesale, fundraiser and favour enquiry",
      recipients: ["snacks@crunchco.example"],
      submitLabel: "Send enquiry",
      successMessage:
        "Thanks! We'll reply within two working days with prices and next steps. Shops and taprooms: we'll send our wholesale price list and can drop off samples on our next delivery run.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "organisation", label: "Business, school or team", type: "text", width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "enquiry",
          label: "What are you interested in?",
          type: "radio",
          required: true,
          options: ["Wholesale for my shop, café or taproom", "A school, team or club fundraiser", "Wedding or event favours", "Office snack boxes"],
        },
        { name: "town", label: "Town", type: "text", width: "half", help: "We deliver across Monroe and Ontario counties." },
        {
          name: "quantity",
          label: "Roughly how much?",
          type: "text",
          width: "half",
          help: "Cases a week for shops, or the number of bags or boxes for favours and fundraisers.",
        },
        { name: "date", label: "Date you need them by", type: "date", width: "half", help: "For events and fundraisers. Favours take three weeks." },
        {
          name: "message",
          label: "Tell us more",
          type: "textarea",
          maxLength: 3000,
          help: "Flavours you like, label ideas for favours, or how your fundraiser works.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Crunch Co. Snacks | Kettle Chips & Popcorn Made in Rochester",
      description:
        "Small-batch kettle chips, popcorn and pretzel bites cooked in Rochester from New York potatoes. Flavours, prices, where to buy and gift boxes.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Cooked in Rochester · Since 2019",
            heading: "Loud, crunchy, and fried in small batches by people you can meet on a Saturday",
            body: "We slice New York potatoes thick, cook them in kettles of high-oleic sunflower oil forty pounds at a time, and season them by hand while they're still warm. Then we pop corn, twist pretzels, and do it all again the next day.",
            actions: [
              { label: "Order a box by email", href: "mailto:snacks@crunchco.example" },
              { label: "Call the kitchen", href: "tel:+15855550111", variant: "secondary" },
            ],
            illustration: "flame",
          },
        },
        {
          type: "menu",
          props: {
            heading: "The line-up",
            intro: "Prices at our kitchen shop and market stall. All chips and popcorn are gluten-free and made in a peanut-free kitchen.",
            sections: [
              {
                name: "Kettle chips",
                description: "6 oz bags. Party-size 14 oz bags of any flavour are $9.",
                items: [
                  { name: "Sea Salt", description: "The one we started with. Potato, oil, salt.", priceCents: 450, tags: ["vegan", "gluten-free"] },
                  {
                    name: "Salt & Cider Vinegar",
                    description: "Sharp and puckery, with cider vinegar from an orchard in Wayne County.",
                    priceCents: 450,
                    tags: ["vegan", "gluten-free"],
                  },
                  {
                    name: "Garlic Dill Pickle",
                    description: "Dill, garlic and a tang that sneaks up on you.",
                    priceCents: 450,
                    tags: ["vegan", "gluten-free"],
                  },
                  {
                    name: "Maple Barbecue",
                    description: "Smoked paprika and Finger Lakes maple sugar.",
                    priceCents: 475,
                    tags: ["best seller", "gluten-free"],
                  },
                  {
                    name: "Hot Honey",
                    description: "Local wildflower honey and chile flakes. Sweet first, then the heat.",
                    priceCents: 475,
                    tags: ["gluten-free"],
                  },
                  {
                    name: "White Hot",
                    description: "Our tribute to Rochester's hot dog: mustard, onion, a little smoke.",
                    priceCents: 475,
                    tags: ["vegan", "gluten-free"],
                  },
                ],
              },
              {
                name: "Popcorn",
                description: "7 oz bags, popped from New York-grown mushroom corn.",
                items: [
                  { name: "Sharp Cheddar", description: "Aged New York cheddar powder, generously coated.", priceCents: 550, tags: ["gluten-free"] },
                  { name: "Salted Caramel", description: "Slow-cooked caramel with brown butter and flaky salt.", priceCents: 650, tags: ["gluten-free"] },
                  {
                    name: "Kettle Corn",
                    description: "Sweet-salty, popped in small kettles with cane sugar.",
                    priceCents: 500,
                    tags: ["vegan", "gluten-free"],
                  },
                ],
              },
              {
                name: "Pretzels",
                items: [
                  {
                    name: "Everything Pretzel Bites",
                    description: "Sourdough pretzel bites with sesame, poppy seed, garlic and onion. 8 oz.",
                    priceCents: 600,
                    tags: ["vegan"],
                  },
                  { name: "Cinnamon Sugar Twists", description: "Baked, buttered and tossed in cinnamon sugar. 8 oz.", priceCents: 600 },
                ],
              },
              {
                name: "Boxes and bundles",
                items: [
                  { name: "Sampler box", description: "A 6 oz bag of each of our six chip flavours and two 7 oz bags of popcorn.", priceCents: 3600 },
                  { name: "Snack-size case", description: "Thirty 1.5 oz bags, mixed flavours. For lunch boxes, offices and team events.", priceCents: 3900 },
                  {
                    name: "Gift tin",
                    description: "A reusable tin of cheddar, caramel and kettle corn, with a card. Ships anywhere in New York.",
                    priceCents: 3200,
                    tags: ["gift"],
                  },
                ],
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How a batch of chips gets made",
            items: [
              {
                title: "Potatoes from Livingston County",
                body: "We buy chipping potatoes from one family farm near Avon, stored cool over winter so we can cook New York potatoes nearly all year.",
              },
              {
                title: "Sliced thick, skins on",
                body: "Each potato is washed and cut to 1.8 mm, thicker than a supermarket chip, which is what gives ours that hard, glassy crunch.",
              },
              {
                title: "Kettle-cooked in small batches",
                body: "Forty pounds at a time in high-oleic sunflower oil. The oil temperature drops when the slices go in and recovers slowly, which is the whole kettle-chip secret.",
              },
              {
                title: "Seasoned warm, bagged same day",
                body: "Tossed with seasoning by hand, cooled, weighed and bagged within hours, with the batch date stamped on the back.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Where to find us",
            columns: 3,
            items: [
              {
                icon: "map-pin",
                title: "Rochester Public Market",
                body: "Every Saturday from 7 am to 1 pm, year-round, in the winter shed in cold months. Free samples of every flavour, and the week's experiment.",
              },
              {
                icon: "warehouse",
                title: "Our kitchen shop",
                body: "Wednesday to Friday, 11 am to 6 pm. Full bags, seconds at half price, and you can watch the kettles through the window.",
              },
              {
                icon: "building",
                title: "Shops, cafés and breweries",
                body: "Independent grocers, cheese shops, bottle shops and taprooms from Brockport to Geneva stock us. Ask yours to carry Crunch Co.",
              },
              {
                icon: "gift",
                title: "Wedding and event favours",
                body: "1.5 oz bags with your names or logo on the label, from 100 bags at $1.60 each. Allow three weeks.",
              },
              {
                icon: "briefcase",
                title: "Office snack boxes",
                body: "A mixed case delivered to your office every week or month, free within Rochester city limits.",
              },
              {
                icon: "truck",
                title: "Wholesale",
                body: "Cases of twelve 6 oz bags at wholesale prices, delivered weekly across Monroe and Ontario counties. Ask for a price list with the form below.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "40 lb", label: "Potatoes in each kettle batch" },
              { value: "2,800", label: "Bags cooked and packed by hand every week" },
              { value: "63", label: "Shops, cafés and taprooms that stock us" },
              { value: "1", label: "Farm our potatoes come from" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Fan mail",
            items: [
              {
                quote: "The Garlic Dill Pickle chips don't make it home from the market. I open the bag in the parking lot every single Saturday.",
                name: "Jen A.",
                detail: "Public Market regular",
                rating: 5,
              },
              {
                quote: "We put Maple Barbecue on the bar menu as a bar snack and now people ask for it by name. They sell out faster than our flagship IPA.",
                name: "Chris Morales",
                detail: "Taproom manager, Canandaigua",
                rating: 5,
              },
              {
                quote: "We ordered 180 favour bags for our wedding with our dog on the label. Guests still send us photos of them.",
                name: "Ashley and Nate",
                detail: "Married in Honeoye Falls",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Snack questions",
            items: [
              {
                question: "What about allergens?",
                answer:
                  "Our kitchen is peanut- and tree-nut-free. Chips and popcorn are gluten-free, but our pretzels contain wheat and are made in the same kitchen on separate days. Hot Honey, Sharp Cheddar, Salted Caramel and the cinnamon twists contain milk or honey.",
              },
              {
                question: "How long do the chips stay fresh?",
                answer:
                  "Ten weeks from the batch date stamped on the bag, unopened. Once open, roll the bag down tight; they'll keep their crunch for a few days. They won't last that long.",
              },
              {
                question: "Do you ship?",
                answer:
                  "Gift tins and sampler boxes ship anywhere in New York State by UPS Ground for $12. Email your order and address and we'll send an invoice. Chips are bubble-wrapped, so they arrive mostly in one piece.",
              },
              {
                question: "Can I visit the kitchen?",
                answer:
                  "The shop window looks straight onto the kettles. School and scout groups can book a 30-minute tour on Thursday mornings; everyone leaves with a bag.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "wholesale-fundraiser",
            heading: "Wholesale, fundraisers and favours",
            intro:
              "Stock Crunch Co. in your shop, sell our snack-size bags to raise money for your school or team, or hand out favours with your names on the label. Tell us what you have in mind.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Come taste them warm",
            intro:
              "Stop by the kitchen shop on University Avenue or find our orange tent at the Public Market. To order gift tins and sampler boxes, email or call the kitchen.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
  ],
};

export default site;
