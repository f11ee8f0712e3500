import { seedImage, type SiteSeed } from "../seed";

const EMAIL = "wren@northquill.example";
const PHONE = "(585) 555-0183";
const TEL = "tel:+15855550183";

const site: SiteSeed = {
  slug: "north-quill",
  name: "North Quill Design",
  kind: "creative-portfolio",
  theme: {
    palette: {
      primary: "#1f4e5f",
      onPrimary: "#ffffff",
      accent: "#b08d3c",
      background: "#fafaf7",
      surface: "#eef0ec",
      text: "#16202a",
      muted: "#4d5761",
      border: "#d3d8d2",
    },
    fonts: { heading: "merriweather", body: "work-sans" },
    header: "centered",
    footer: "simple",
    sectionStyle: "editorial",
    logo: { mark: "brush", shape: "rounded" },
    radius: "small",
    pattern: "diagonal",
  },
  settings: {
    tagline: "Brand identity and hand lettering for independent businesses",
    description:
      "North Quill Design is the studio of Wren Halvorsen, a brand identity designer and letterer in Canandaigua, NY, creating logos, labels, menus and signs for independent businesses across the Finger Lakes.",
    contact: {
      email: EMAIL,
      phone: PHONE,
      address: { street: "27 Phoenix Street, Suite 4", locality: "Canandaigua", region: "NY", postalCode: "14424" },
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "16:00" }],
    hoursNote: "Studio visits by appointment.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Work", href: "" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Start a project", href: "contact" },
  },
  forms: [
    {
      key: "project-enquiry",
      name: "Project enquiry",
      recipients: [EMAIL],
      submitLabel: "Send to Wren",
      successMessage:
        "Thank you. I read every enquiry myself and will reply within three working days, usually with a couple of questions and a few times to meet.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "business", label: "Business name", type: "text", required: true, width: "half" },
        { name: "location", label: "Where you are", type: "text", width: "half" },
        { name: "what_you_make", label: "What you make or sell", type: "text" },
        {
          name: "needs",
          label: "What do you need?",
          type: "checkbox",
          required: true,
          options: ["A new identity", "A logo refresh", "Labels or packaging", "A menu or other print", "A sign, window or mural"],
        },
        { name: "deadline", label: "Any deadline?", type: "text", width: "half", help: "An opening day, a release date or a print run." },
        {
          name: "budget",
          label: "Budget range",
          type: "select",
          width: "half",
          options: ["Under $1,500", "$1,500 to $3,000", "$3,000 to $6,000", "Over $6,000", "Not sure yet"],
        },
        { name: "admired", label: "Two or three businesses whose look you admire", type: "textarea", maxLength: 1000, help: "In any industry, anywhere." },
        { name: "message", label: "Anything else I should know", type: "textarea", maxLength: 3000 },
        {
          name: "current_logo",
          label: "Your existing logo, if you have one",
          type: "file",
          accept: ["image", "pdf"],
          maxFiles: 3,
          maxSizeMb: 10,
          help: "Sometimes it only needs redrawing, and I'll tell you if so.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "North Quill Design | Brand Identity and Lettering",
      description: "Logos, brand identities, wine and beer labels, menus and hand-lettered signs by Wren Halvorsen of North Quill Design in Canandaigua, NY.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("texture/wood-boards"),
            variant: "centered",
            eyebrow: "North Quill Design, Canandaigua NY",
            heading: "Identities drawn by hand for businesses made by hand",
            body: "I'm Wren Halvorsen. I design logos, labels and signs for breweries, bakeries, bookshops and farms, starting every project with a pencil and a dip pen. The result is lettering that couldn't belong to anyone else.",
            actions: [{ label: "Start a project", href: "contact" }],
            illustration: "brush",
          },
        },
        {
          type: "features",
          props: {
            heading: "What I make",
            columns: 4,
            items: [
              {
                icon: "sparkles",
                title: "Logos and identities",
                body: "Wordmarks, monograms and full identity systems, with a guide your printer and sign-maker can follow.",
              },
              {
                icon: "wine",
                title: "Labels and packaging",
                body: "Wine, beer, cider, coffee and jam labels, prepared to your printer's specs and the TTB's rules.",
              },
              {
                icon: "utensils",
                title: "Menus and print",
                body: "Restaurant and café menus, chalkboards, posters and stationery with lettering that matches your sign.",
              },
              {
                icon: "map-pin",
                title: "Signs and murals",
                body: "Lettering for storefronts, window gilding designs, wall murals and wayfinding, drawn to scale.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Selected work",
            items: [
              { title: "Hopewell Lane Brewing", body: "A hand-lettered wordmark and a rotating series of can labels for a Farmington brewery." },
              { title: "Lakeview Bread Co.", body: "Logo, bread bags and a chalkboard menu system for a Canandaigua bakery." },
              { title: "The Dog-Eared Page", body: "Window gilding design and bookmarks for a secondhand bookshop in Geneva." },
              { title: "Bluff Point Cellars", body: "A label family of eight wines, each with a lettered name inspired by the Keuka bluff." },
              { title: "Stonewall Farm Market", body: "Roadside sign, price cards and tote bags for a family farm stand in Victor." },
              { title: "Finch & Kettle Café", body: "A monogram, cup stamp and a painted wall menu for a café in Honeoye Falls." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How an identity comes together",
            items: [
              {
                title: "Conversation",
                body: "An hour at your business. I want to see the building, the product and the people, and hear the story you tell customers.",
              },
              { title: "Sketches", body: "Two weeks later you see 8-12 pencil sketches, rough on purpose, so we can talk about direction, not details." },
              { title: "Refinement", body: "Two directions drawn in ink and then refined digitally, shown on your sign, packaging and website." },
              { title: "Finals", body: "Final artwork in every format you'll need, a brand guide, and a call with your printer or sign-maker if you'd like." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Typical investments",
            intro: "Every project is quoted individually after our first conversation; these are where most land.",
            plans: [
              {
                name: "Lettered wordmark",
                price: "$2,200",
                description: "A custom-lettered logo and the essentials.",
                features: ["Sketch round and two revisions", "Color and one-color versions", "Files for print, web and signs"],
              },
              {
                name: "Identity system",
                price: "$4,800",
                description: "For new businesses and full rebrands.",
                features: ["Wordmark plus secondary marks", "Palette, typefaces and patterns", "Brand guide", "Two printed applications designed"],
                highlighted: true,
              },
              {
                name: "Label family",
                price: "$900",
                period: "per label",
                description: "Wine, beer, cider or food labels.",
                features: ["Lettered product name", "Printer-ready die-line artwork", "Compliance check"],
              },
            ],
            note: "A 40% deposit reserves your place in the schedule; projects usually start four to six weeks after booking.",
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote: "People photograph our cans on the shelf. Wren's lettering has done more for us than any ad we've run.",
                name: "Devon Marsh",
                detail: "Co-founder, Hopewell Lane Brewing",
                rating: 5,
              },
              {
                quote: "She sat in the bakery at 6 am to watch the first loaves come out before drawing a single letter. It shows.",
                name: "Anna Kowalczyk",
                detail: "Owner, Lakeview Bread Co.",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Booking projects for next season",
            body: "I take on about ten identity projects a year so each one gets proper attention.",
            action: { label: "Start a project", href: "contact" },
            secondary: { label: "Email Wren", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "contact",
      title: "Start a Project With North Quill",
      description:
        "How to start a logo, label or lettering project with North Quill Design: what to send, what happens next, and how to reach the Canandaigua studio.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Contact",
            heading: "Let's talk about your business",
            body: "The best first message is short: who you are, what you need, and when you need it by. I reply personally within three working days.",
            actions: [
              { label: `Call ${PHONE}`, href: TEL },
              { label: "Email wren@northquill.example", href: `mailto:${EMAIL}?subject=New%20project`, variant: "secondary" },
            ],
            illustration: "brush",
          },
        },
        {
          type: "form",
          props: {
            heading: "Tell me about your project",
            intro: "A budget range, if you have one, helps me suggest the right scope. If you have an existing logo, attach it.",
            form: "project-enquiry",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Common questions",
            items: [
              {
                question: "Do you work with businesses outside the Finger Lakes?",
                answer: "Yes, by video call and post. But I love meeting clients in person, and anywhere between Rochester and Ithaca I'll come to you.",
              },
              {
                question: "Do you design websites?",
                answer: "No, but I work regularly with two web studios in the region and will hand your identity over to whoever builds your site.",
              },
              {
                question: "Can you paint the sign too?",
                answer: "I design signs and murals to scale; painting and gilding is done by sign-writers I've worked with for years, and I oversee the work.",
              },
              {
                question: "How do payments work?",
                answer: "A 40% deposit to book your place, 30% when we agree a final direction, and 30% on delivery of final files.",
              },
            ],
          },
        },
        {
          type: "contactDetails",
          props: { heading: "The studio", intro: "Upstairs at 27 Phoenix Street, around the corner from Main Street in Canandaigua. By appointment." },
        },
      ],
    },
  ],
};

export default site;
