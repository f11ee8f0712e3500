import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "sharp-edge-barbers",
  name: "Sharp Edge Barbers",
  kind: "single-page:barber",
  theme: {
    palette: {
      primary: "#d4a24c",
      onPrimary: "#141414",
      accent: "#b91c1c",
      background: "#141414",
      surface: "#1f1f1f",
      text: "#f5f5f4",
      muted: "#a8a29e",
      border: "#3a3a3a",
    },
    fonts: { heading: "playfair-display", body: "work-sans" },
    header: "classic",
    footer: "band",
    sectionStyle: "editorial",
    logo: { mark: "scissors", shape: "square" },
    radius: "none",
    pattern: "diagonal",
  },
  // The shop's holidays: the appointment book, the footer and the hours strip all read them from here.
  closures: [
    { holiday: "New Year's Day" },
    { holiday: "Easter Sunday" },
    { holiday: "Independence Day" },
    { holiday: "Thanksgiving Day" },
    { holiday: "Christmas Eve", hours: [{ opens: "09:00", closes: "14:00" }], note: "Last chair at 1:30 pm." },
    { holiday: "Christmas Day" },
    { holiday: "New Year's Eve", hours: [{ opens: "09:00", closes: "15:00" }], note: "Last chair at 2:30 pm." },
  ],
  settings: {
    tagline: "Classic cuts, skin fades and hot towel shaves on Monroe Avenue",
    description:
      "Sharp Edge Barbers is a four-chair barbershop on Monroe Avenue in Rochester, NY, doing classic cuts, fades, beard work and straight-razor shaves for walk-ins and appointments six days a week.",
    contact: {
      phone: "(585) 555-0194",
      email: "chairs@sharpedgebarbers.example",
      address: { street: "655 Monroe Avenue", locality: "Rochester", region: "NY", postalCode: "14607" },
    },
    hours: [
      { days: ["tue", "wed", "thu", "fri"], opens: "09:00", closes: "19:00" },
      { days: ["sat"], opens: "08:00", closes: "16:00" },
      { days: ["sun"], opens: "10:00", closes: "15:00" },
    ],
    hoursNote: "Closed Mondays. Walk-ins welcome until 30 minutes before close, or book a chair online.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Book a chair", href: "#appointment" },
  },
  team: [
    {
      slug: "dante-russo",
      name: "Dante Russo",
      role: "Owner and barber",
      bio: md`
Opened Sharp Edge in 2015 after ten years at a shop on Lyell Avenue. Classic cuts, pompadours and the best straight-razor shave on the east side.
      `,
    },
    {
      slug: "keisha-grant",
      name: "Keisha Grant",
      role: "Barber",
      bio: md`
Fades, tapers and designs. If you want something cut into the side of your head, Keisha's the one.
      `,
    },
    {
      slug: "miguel-santos",
      name: "Miguel Santos",
      role: "Barber",
      bio: md`
Beard specialist with a steady hand for line-ups. Speaks English and Spanish, and is very patient with nervous first-cut kids.
      `,
    },
    {
      slug: "ben-carroway",
      name: "Ben Carroway",
      role: "Barber",
      bio: md`
Our newest barber, apprenticed with Dante. Long hair, textured crops and scissor work.
      `,
    },
  ],
  appointments: {
    // The FAQ's promise: move or cancel up to two hours before.
    policy: { minNoticeMinutes: 60, horizonDays: 30, changeCutoffHours: 2, reminderHours: 24, stepMinutes: 15, pagePath: "" },
    staff: [
      {
        member: "dante-russo",
        hours: [
          { days: ["tue", "wed", "thu", "fri"], opens: "09:00", closes: "17:00" },
          { days: ["sat"], opens: "08:00", closes: "16:00" },
        ],
      },
      {
        member: "keisha-grant",
        hours: [
          { days: ["wed", "thu", "fri"], opens: "11:00", closes: "19:00" },
          { days: ["sat"], opens: "08:00", closes: "16:00" },
          { days: ["sun"], opens: "10:00", closes: "15:00" },
        ],
      },
      {
        member: "miguel-santos",
        hours: [
          { days: ["tue", "wed", "thu", "fri"], opens: "09:00", closes: "17:00" },
          { days: ["sun"], opens: "10:00", closes: "15:00" },
        ],
      },
      {
        member: "ben-carroway",
        hours: [
          { days: ["tue", "thu", "fri"], opens: "12:00", closes: "19:00" },
          { days: ["sat"], opens: "08:00", closes: "16:00" },
          { days: ["sun"], opens: "10:00", closes: "15:00" },
        ],
      },
    ],
    services: [
      {
        key: "classic-cut",
        name: "Classic cut",
        description: "Scissor or clipper cut, taper and line-up, hot towel and neck shave.",
        durationMinutes: 30,
        priceCents: 3000,
        bufferAfterMinutes: 10,
        staff: ["dante-russo", "keisha-grant", "miguel-santos", "ben-carroway"],
      },
      {
        key: "skin-fade",
        name: "Skin fade",
        description: "Bald or shadow fade blended up to any length on top.",
        durationMinutes: 45,
        priceCents: 3500,
        bufferAfterMinutes: 10,
        staff: ["keisha-grant", "dante-russo", "ben-carroway"],
      },
      {
        key: "long-hair",
        name: "Long hair and scissor cut",
        description: "For hair past the collar, cut entirely with scissors.",
        durationMinutes: 45,
        priceCents: 4000,
        bufferAfterMinutes: 10,
        staff: ["ben-carroway", "dante-russo"],
      },
      {
        key: "buzz-cut",
        name: "Buzz cut",
        description: "One guard all over, cleaned up around the ears and neck.",
        durationMinutes: 15,
        priceCents: 2200,
        bufferAfterMinutes: 5,
        staff: ["dante-russo", "keisha-grant", "miguel-santos", "ben-carroway"],
      },
      {
        key: "kids-cut",
        name: "Kids' cut",
        description: "12 and under. A first haircut comes with a certificate.",
        durationMinutes: 30,
        priceCents: 2200,
        bufferAfterMinutes: 10,
        staff: ["miguel-santos", "keisha-grant"],
      },
      {
        key: "beard-trim",
        name: "Beard trim and shape",
        description: "Clipper and scissor shaping, razor-lined cheeks and neck.",
        durationMinutes: 20,
        priceCents: 2000,
        bufferAfterMinutes: 10,
        staff: ["miguel-santos", "dante-russo"],
      },
      {
        key: "hot-towel-shave",
        name: "Hot towel straight-razor shave",
        description: "Three hot towels, two passes with the razor, cold towel and balm.",
        durationMinutes: 40,
        priceCents: 4200,
        bufferBeforeMinutes: 5,
        bufferAfterMinutes: 10,
        staff: ["dante-russo", "miguel-santos"],
      },
      {
        key: "cut-and-beard",
        name: "Cut and beard",
        description: "Any haircut plus a full beard trim and shape.",
        durationMinutes: 60,
        priceCents: 4800,
        bufferAfterMinutes: 10,
        staff: ["dante-russo", "keisha-grant", "miguel-santos", "ben-carroway"],
      },
    ],
  },
  pages: [
    {
      path: "",
      title: "Sharp Edge Barbers | Barbershop on Monroe Avenue, Rochester",
      description:
        "Haircuts, skin fades, beard trims and hot towel shaves on Monroe Avenue in Rochester. Walk-ins welcome, or request an appointment online. Prices and hours.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Monroe Avenue, Rochester · Est. 2015",
            heading: "Sharp cuts, straight razors and a chair with your name on it",
            body: "Four barbers, four vintage Koken chairs, a hot towel cabinet and the Sabres or the Bills on the TV. Walk in and wait with a coffee, or book your barber and a time online and the chair is ready when you get here.",
            actions: [
              { label: "Book a chair", href: "#appointment" },
              { label: "Call the shop", href: "tel:+15855550194", variant: "secondary" },
            ],
            illustration: "scissors",
          },
        },
        {
          type: "menu",
          props: {
            heading: "Services and prices",
            intro: "Every cut includes a hot towel, a neck shave with a straight razor and styling. Cash, cards and tap all welcome.",
            sections: [
              {
                name: "Haircuts",
                items: [
                  { name: "Classic cut", description: "Scissor or clipper cut, taper and line-up. About 30 minutes.", priceCents: 3000 },
                  { name: "Skin fade", description: "Bald or shadow fade blended up to any length on top.", priceCents: 3500, tags: ["most booked"] },
                  {
                    name: "Long hair and scissor cut",
                    description: "For hair past the collar, cut entirely with scissors. About 45 minutes.",
                    priceCents: 4000,
                  },
                  { name: "Buzz cut", description: "One guard all over, cleaned up around the ears and neck.", priceCents: 2200 },
                  { name: "Head shave", description: "Straight razor, hot towels before and after, cooling balm.", priceCents: 3500 },
                  { name: "Kids' cut", description: "12 and under. First haircut comes with a certificate and a lock of hair.", priceCents: 2200 },
                  { name: "Seniors' cut", description: "65 and over, Tuesday to Friday.", priceCents: 2400 },
                ],
              },
              {
                name: "Beard and shave",
                items: [
                  { name: "Beard trim and shape", description: "Clipper and scissor shaping, razor-lined cheeks and neck.", priceCents: 2000 },
                  {
                    name: "Hot towel straight-razor shave",
                    description: "Pre-shave oil, three hot towels, two passes with the razor, cold towel and balm. 40 minutes.",
                    priceCents: 4200,
                    tags: ["signature"],
                  },
                  { name: "Cut and beard", description: "Any haircut plus a full beard trim and shape.", priceCents: 4800 },
                ],
              },
              {
                name: "Extras",
                items: [
                  { name: "Hair design", description: "Lines and patterns cut in freehand.", priceCents: 1000 },
                  { name: "Eyebrow clean-up", priceCents: 800 },
                  { name: "Grey blending", description: "A subtle colour that softens grey without looking dyed. 20 minutes.", priceCents: 2500 },
                  { name: "Scalp treatment", description: "Exfoliating scrub and massage with peppermint tonic.", priceCents: 1500 },
                ],
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Your barbers",
            intro: "Every barber is New York State licensed, and each has a chair with regulars going back years.",
            columns: 4,
            items: [
              {
                icon: "scissors",
                title: "Dante Russo, owner",
                body: "Opened Sharp Edge in 2015 after ten years at a shop on Lyell Avenue. Classic cuts, pompadours and the best straight-razor shave on the east side.",
              },
              {
                icon: "star",
                title: "Keisha Grant",
                body: "Fades, tapers and designs. If you want something cut into the side of your head, Keisha's the one. Book ahead on Saturdays.",
              },
              {
                icon: "award",
                title: "Miguel Santos",
                body: "Beard specialist with a steady hand for line-ups. Speaks English and Spanish, and is very patient with nervous first-cut kids.",
              },
              {
                icon: "sparkles",
                title: "Ben Carroway",
                body: "Our newest barber, trained at a Rochester barber school and apprenticed with Dante. Long hair, textured crops and scissor work.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "4", label: "Chairs, all restored 1960s Koken barber chairs" },
              { value: "45,000+", label: "Haircuts since we opened in 2015" },
              { value: "15 min", label: "Typical weekday walk-in wait" },
              { value: "4.9★", label: "Average of 780 Google reviews" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From the chair",
            items: [
              {
                quote:
                  "I've sat in Dante's chair every three weeks since 2016. Moved to Webster and still drive back to Monroe Ave for it. Nobody else gets the back right.",
                name: "Chris O.",
                detail: "Regular, now in Webster",
                rating: 5,
              },
              {
                quote:
                  "Got a hot towel shave the morning of my wedding. Miguel had me and four groomsmen in and out in time for photos, and we all looked sharp.",
                name: "Andre Wallace",
                detail: "Groom, with four groomsmen",
                rating: 5,
              },
              {
                quote:
                  "My son was terrified of haircuts. Miguel let him hold the clippers, gave him a lollipop and took his time. Now he asks when he can go back.",
                name: "Sarah Nguyen",
                detail: "Mom of a five-year-old",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Good to know",
            items: [
              {
                question: "Walk-in or appointment?",
                answer:
                  "Both. Two chairs take walk-ins and two run on appointments, so a weekday walk-in rarely waits more than 15 minutes. Saturdays are busy: book a chair online to be sure of your time.",
              },
              {
                question: "What if I'm running late or can't make it?",
                answer:
                  "Move or cancel it from the link in your confirmation up to two hours before, so someone else can have the chair; after that, call us. We'll hold your chair for 10 minutes, and after that we'll fit you in as soon as we can.",
              },
              {
                question: "Do you do wedding parties?",
                answer:
                  "Yes. We open early on Saturday mornings for groom's parties of up to eight, with cuts, shaves and a cooler for your own drinks. Call us at least a month ahead to set it up.",
              },
              {
                question: "Do you cut women's hair?",
                answer:
                  "We cut all hair. Short cuts, undercuts and fades are our specialty; for colour and long layered styles, we'll happily recommend a salon down the avenue.",
              },
              {
                question: "Is there parking?",
                answer: "Street parking on Monroe Avenue and the side streets, plus a small free lot behind the building for customers.",
              },
            ],
          },
        },
        {
          type: "appointments",
          props: {
            heading: "Book a chair",
            intro:
              "Choose your service, your barber or whoever is free first, and a time. Your confirmation comes by email, with a link to move or cancel up to two hours before. Walk-ins are still welcome whenever we're open.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Grab a chair",
            intro: "Look for the red, white and blue pole on Monroe Avenue. Book a time above, call us, or just walk in.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
  ],
};

export default site;
