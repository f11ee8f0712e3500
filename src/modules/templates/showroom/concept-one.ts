import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const EMAIL = "studio@conceptone.example";

const site: SiteSeed = {
  slug: "concept-one",
  name: "Concept One",
  kind: "creative-portfolio",
  theme: {
    palette: {
      primary: "#c2410c",
      onPrimary: "#ffffff",
      accent: "#111111",
      background: "#ffffff",
      surface: "#f2f2f0",
      text: "#111111",
      muted: "#52525b",
      border: "#d4d4d0",
    },
    fonts: { heading: "dm-sans", body: "inter" },
    header: "classic",
    footer: "simple",
    sectionStyle: "editorial",
    logo: { mark: "lightbulb", shape: "square" },
    radius: "none",
    pattern: "grid",
  },
  settings: {
    tagline: "Industrial design and prototyping, Rochester NY",
    description:
      "Concept One is a two-person industrial design studio in Rochester, NY. We design physical products for manufacturers and startups, build working prototypes in-house, and publish one self-initiated concept each year.",
    contact: {
      email: EMAIL,
      phone: "(585) 555-0171",
      address: { street: "45 Anderson Avenue, Studio 210", locality: "Rochester", region: "NY", postalCode: "14607" },
    },
    hours: [{ days: ["mon", "tue", "wed", "thu"], opens: "09:00", closes: "17:30" }],
    hoursNote: "Fridays are shop days; we answer email but don't take calls.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Studio", href: "" },
      { label: "Concept 1", href: "concept1" },
    ],
    headerAction: { label: "Start a project", href: `mailto:${EMAIL}?subject=New%20project` },
  },
  forms: [
    {
      key: "project-enquiry",
      name: "Project enquiry",
      recipients: [EMAIL],
      submitLabel: "Send project details",
      successMessage:
        "Thank you. Nadia or Felix will read your description and drawings and reply within three working days, usually with a few questions and times for a first call.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Work email", type: "email", required: true, width: "half" },
        { name: "company", label: "Company", type: "text", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "stage",
          label: "Where is the product now?",
          type: "select",
          required: true,
          options: [
            "An idea or early sketches",
            "An existing product to redesign",
            "A prototype that needs development",
            "A design that needs to get to manufacture",
          ],
        },
        {
          name: "services",
          label: "What would you like help with?",
          type: "checkbox",
          options: ["Research", "Product design", "Prototyping", "Design for manufacture"],
        },
        {
          name: "timeline",
          label: "Timeline",
          type: "select",
          width: "half",
          options: ["Start within a month", "Start within 3 months", "Later this year", "No fixed date"],
        },
        {
          name: "budget",
          label: "Budget for design",
          type: "select",
          width: "half",
          options: ["Under $10,000", "$10,000 to $30,000", "$30,000 to $75,000", "Over $75,000", "Not sure yet"],
        },
        {
          name: "description",
          label: "Describe the product",
          type: "textarea",
          required: true,
          maxLength: 4000,
          help: "What it is, who uses it and what isn't working today.",
        },
        { name: "files", label: "Drawings or photos", type: "file", accept: ["pdf", "image", "document"], maxFiles: 5, maxSizeMb: 15 },
      ],
    },
    {
      key: "lamp-reservation",
      name: "Canal Lamp reservation",
      recipients: [EMAIL],
      submitLabel: "Reserve my lamp",
      successMessage:
        "Thank you. You're on the reservation list for the first run of 200. There's nothing to pay now: we'll email when the run is scheduled, and take payment when your lamp is ready to ship.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "quantity", label: "How many lamps?", type: "select", required: true, width: "half", options: ["1", "2", "3", "4"] },
        { name: "delivery", label: "Delivery", type: "radio", required: true, options: ["Studio pickup in Rochester", "Shipping in the US"] },
        { name: "zip", label: "ZIP code, for shipping", type: "text", width: "half", maxLength: 10 },
        { name: "notes", label: "Anything we should know?", type: "textarea", maxLength: 1000 },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Concept One | Industrial Design Studio, Rochester",
      description: "Concept One designs and prototypes physical products for manufacturers and startups from a Rochester, NY studio with its own machine shop.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("things/concrete-curves"),
            variant: "fullBleed",
            eyebrow: "Industrial design, Rochester NY",
            heading: "Products designed by people who can also make them",
            body: "We're Nadia Osei and Felix Brandt. We design lamps, tools, housings and housewares for companies that make things, and we build the prototypes ourselves in a shop behind the studio. Drawings that survive contact with a lathe are the only kind we hand over.",
            actions: [
              { label: "See Concept 1", href: "concept1" },
              { label: "Email the studio", href: `mailto:${EMAIL}`, variant: "secondary" },
            ],
            illustration: "lightbulb",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we do",
            columns: 4,
            items: [
              { icon: "search", title: "Research", body: "Time on your factory floor and with the people who use the product, before a single sketch." },
              {
                icon: "ruler",
                title: "Product design",
                body: "Form, materials, ergonomics and CAD, developed alongside your engineers rather than thrown over the wall.",
              },
              {
                icon: "drill",
                title: "Prototyping",
                body: "3D printing, CNC, sheet metal and finishing in our own shop, so we can test a week after sketching.",
              },
              {
                icon: "factory",
                title: "Design for manufacture",
                body: "Tooling reviews, supplier introductions and cost-downs with Rochester-area machine shops and moulders.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Selected client work",
            items: [
              { title: "Benchtop sample mixer", body: "A quieter, easier-to-clean lab mixer housing for a Henrietta scientific instruments company." },
              { title: "Pruning shear redesign", body: "A lighter forged shear for vineyard crews, tested over one harvest on Keuka Lake." },
              { title: "Smart thermostat enclosure", body: "Injection-moulded housing and wall plate for a Rochester HVAC controls startup." },
              { title: "Pour-over kettle", body: "A gooseneck kettle with a balanced handle for a Finger Lakes coffee roaster's retail line." },
              { title: "Optics inspection fixture", body: "An operator-friendly lens-inspection station for a precision optics manufacturer." },
              { title: "Cargo bike child seat", body: "A folding rear seat for a Buffalo cargo-bike builder, from foam mock-up to tooled part." },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "The concept series",
            heading: "Once a year, we design something nobody asked for",
            body: md`
              Client work teaches us a lot, but it's bound by someone else's brief. So every year we set aside six weeks
              for a self-initiated project: a product we think should exist, designed and built entirely here.

              **Concept 1** is the first: a rechargeable task lamp made from spun aluminum and ash, with every part
              sourced within 60 miles of the studio and every part replaceable with a screwdriver.
            `,
            illustration: "sparkles",
            action: { label: "Read about Concept 1", href: "concept1" },
          },
        },
        {
          type: "steps",
          props: {
            heading: "How a client project runs",
            items: [
              {
                title: "Discovery (2-3 weeks)",
                body: "Site visits, user interviews, teardown of your current product and competitors. Fixed fee from $6,000.",
              },
              { title: "Concepts (3-4 weeks)", body: "Three directions as sketches, foam models and rough working prototypes you can hold." },
              { title: "Development (6-10 weeks)", body: "One direction refined in CAD, built as looks-like and works-like prototypes and tested with users." },
              { title: "Handover to manufacture", body: "Production CAD, drawings and supplier support through first articles. Usually billed monthly." },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "They built a working prototype of our mixer housing in the second week. Our engineers stopped arguing about the drawings and started arguing about the thing on the bench, which is much more productive.",
                name: "Dr. Hannah Leclerc",
                detail: "Director of engineering, Corbel Scientific, Henrietta",
                rating: 5,
              },
              {
                quote: "Our crews hated the old shears by lunchtime. After one harvest with Concept One's version, nobody would give theirs back.",
                name: "Tomás Ruiz",
                detail: "Vineyard manager, Keuka Lake",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Have a product that needs designing, or redesigning?",
            intro: `Send a short description and any drawings or photos. We reply within three working days and take on four client projects at a time. You can also email ${EMAIL} or call (585) 555-0171.`,
            form: "project-enquiry",
          },
        },
      ],
    },
    {
      path: "concept1",
      title: "Concept 1: The Canal Lamp",
      description:
        "Concept 1 is the Canal Lamp: a repairable, rechargeable task lamp in spun aluminum and ash, made with suppliers within 60 miles of Rochester.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "centered",
            eyebrow: "Concept 1",
            heading: "The Canal Lamp",
            body: "A cordless task lamp for desks, bedsides and porches, built from spun aluminum, Finger Lakes ash and a battery you can swap with a screwdriver. Every part is made within 60 miles of our studio, most of them along the old Erie Canal corridor.",
            illustration: "lightbulb",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "The brief we set ourselves",
            heading: "A lamp you could fix in twenty years",
            body: md`
              Most rechargeable lamps are glued shut. When the battery fades after a few years, the whole lamp goes in
              the bin. We wanted to design the opposite: a lamp with a battery you can replace, a switch you can replace,
              and a shade you could hand down.

              We also wanted to see how much of a modern product could still be made in the Rochester region, which once
              made a good share of the world's cameras, optics and machine tools.
            `,
            illustration: "recycle",
          },
        },
        {
          type: "features",
          props: {
            heading: "What it's made of",
            columns: 3,
            items: [
              {
                icon: "sun",
                title: "Spun aluminum shade",
                body: "Spun from a flat disc by a metal spinner in Gates, then bead-blasted and anodized in a soft graphite.",
              },
              {
                icon: "trees",
                title: "Ash base and stem",
                body: "Turned from ash grown in Ontario County and finished with hardwax oil. Each grain pattern is different.",
              },
              {
                icon: "zap",
                title: "Replaceable battery",
                body: "A standard 18650 cell in a screw-down cradle. About 14 hours at half brightness; USB-C charging.",
              },
              {
                icon: "lightbulb",
                title: "Warm, dimmable light",
                body: "A 2700K LED board with high color rendering, dimmed by turning the brass ring on the stem.",
              },
              {
                icon: "wrench",
                title: "Four screws",
                body: "Everything comes apart with one Phillips screwdriver. The parts list and exploded drawing ship with every lamp.",
              },
              {
                icon: "map-pin",
                title: "Made nearby",
                body: "Seven suppliers, all within 60 miles: spinning, anodizing, woodturning, brass machining, circuit assembly and packaging.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Six weeks, fourteen prototypes",
            items: [
              {
                title: "Week 1: sketches and cardboard",
                body: "Forty sketches and a dozen card mock-ups to settle the proportions: the shade had to clear a laptop screen without glare.",
              },
              {
                title: "Week 2: the first light",
                body: "A 3D-printed shade over an off-the-shelf LED. Too cold, too bright, and the switch was in the wrong place.",
              },
              {
                title: "Weeks 3-4: real materials",
                body: "First spun shades from Gates and turned bases from a woodturner in Canandaigua. Prototype 9 was the first one we left on our own desks.",
              },
              {
                title: "Week 5: the battery cradle",
                body: "Three attempts at a cradle that held the cell firmly, let heat out and could be opened without special tools.",
              },
              {
                title: "Week 6: finishing and testing",
                body: "Anodizing trials, a 500-hour burn test and a drop test from desk height onto the studio's concrete floor.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "From the bench",
            items: [
              { title: "Proportion studies", body: "Card mock-ups pinned to the wall: too tall, too squat, just about right." },
              { title: "Prototype 3", body: "Printed shade, aluminum tube stem, a switch borrowed from a kitchen mixer." },
              { title: "Ash blanks", body: "Air-dried ash from a sawmill near Bristol, waiting to be turned." },
              { title: "Prototype 14", body: "The final design: graphite shade, oiled ash, brass dimmer ring." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions about the lamp",
            items: [
              {
                question: "Can I buy one?",
                answer:
                  "We're making a first run of 200 lamps at $340 each, assembled in the studio. Reserve one with the form below; we'll confirm when the run is scheduled and take payment then.",
              },
              {
                question: "Why does it cost that much?",
                answer:
                  "Small-batch spinning, anodizing and woodturning by local shops cost more than overseas mass production. We've published the full cost breakdown for anyone who asks.",
              },
              {
                question: "Where do I get a replacement battery?",
                answer:
                  "Any good-quality flat-top 18650 cell fits. We'll also sell tested replacement cells and switch modules at cost for as long as the studio exists.",
              },
              { question: "Would you license the design?", answer: "Yes, to a manufacturer that would keep it repairable. Get in touch." },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Reserve a Canal Lamp from the first run",
            intro: "No payment until your lamp is ready to ship. Studio pickup in Rochester, or shipping anywhere in the US.",
            form: "lamp-reservation",
          },
        },
      ],
    },
  ],
};

export default site;
