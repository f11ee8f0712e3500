import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "still-water-yoga",
  name: "Still Water Yoga",
  kind: "single-page:yoga-studio",
  theme: {
    palette: {
      primary: "#3b5a6b",
      onPrimary: "#ffffff",
      accent: "#9bb7a1",
      background: "#f7f8f4",
      surface: "#e8ede6",
      text: "#1f2a2e",
      muted: "#4f5e5d",
      border: "#d3dbd2",
    },
    fonts: { heading: "lora", body: "work-sans" },
    header: "centered",
    footer: "simple",
    sectionStyle: "editorial",
    logo: { mark: "waves", shape: "none" },
    radius: "large",
    pattern: "waves",
  },
  settings: {
    tagline: "Unhurried yoga two blocks from Seneca Lake",
    description:
      "Still Water Yoga is a small yoga studio on Exchange Street in Geneva, NY, with 28 classes a week: gentle, vinyasa, yin, restorative and beginners' series, plus Sunday summer classes on the lakefront.",
    contact: {
      phone: "(315) 555-0109",
      email: "namaste@stillwateryoga.example",
      address: { street: "412 Exchange Street, Second Floor", locality: "Geneva", region: "NY", postalCode: "14456" },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "06:15", closes: "20:30" },
      { days: ["sat", "sun"], opens: "08:00", closes: "12:30" },
    ],
    hoursNote: "The front desk opens 15 minutes before each class. The doors lock once class begins, to keep the room quiet.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Reserve a mat", href: "#appointment" },
  },
  forms: [
    {
      key: "studio-enquiry",
      name: "Question or private session request",
      recipients: ["namaste@stillwateryoga.example"],
      submitLabel: "Send",
      successMessage:
        "Thank you for getting in touch. One of our teachers will reply within a day or two. For a private session we'll suggest a teacher and a few times that suit. If you're coming to class before then, just arrive ten minutes early and say hello at the front desk.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "topic",
          label: "What can we help with?",
          type: "radio",
          required: true,
          options: ["A question about classes", "A private session", "The new student intro", "Something else"],
        },
        {
          name: "private_where",
          label: "For a private session: where?",
          type: "radio",
          options: ["At the studio", "At my home in Geneva, Waterloo or Seneca Falls", "Not sure yet"],
        },
        {
          name: "private_times",
          label: "For a private session: times that suit",
          type: "checkbox",
          options: ["Early morning", "Weekday daytime", "Weekday evening", "Weekend morning"],
        },
        {
          name: "message",
          label: "Your question, or what you'd like from a private session",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "Tell us about any injury, condition or pregnancy to work around, and how much yoga you've done before.",
        },
      ],
    },
  ],
  team: [
    {
      slug: "anna-lindqvist",
      name: "Anna Lindqvist",
      role: "Teacher: Sunrise Flow, Vinyasa and Slow Flow",
      bio: md`
Anna founded Still Water in 2014. Her sequencing is thoughtful and never the same twice.
      `,
    },
    {
      slug: "mei-tanaka",
      name: "Mei Tanaka",
      role: "Teacher: Vinyasa, Prenatal and Slow Flow",
      bio: md`
Mei teaches strong, steady Vinyasa and a prenatal class that mothers-to-be cross town for.
      `,
    },
    {
      slug: "ruth-abernathy",
      name: "Ruth Abernathy",
      role: "Teacher: Gentle, Chair, Yin and Restorative",
      bio: md`
Ruth's gentle classes suit every body, including the stiffest and the most nervous.
      `,
    },
    {
      slug: "joel-okafor",
      name: "Joel Okafor",
      role: "Teacher: Lunchtime Stretch, Yin and the Beginners' Series",
      bio: md`
Joel teaches the foundations, step by step, and the Friday evening flow that ends in yoga nidra.
      `,
    },
  ],
  appointments: {
    policy: { minNoticeMinutes: 0, horizonDays: 28, changeCutoffHours: 2, reminderHours: 12, stepMinutes: 15, pagePath: "" },
    // Each teacher's week is exactly their classes; each class keeps its own timetable.
    staff: [
      {
        member: "anna-lindqvist",
        hours: [
          { days: ["mon", "fri"], opens: "06:30", closes: "07:30" },
          { days: ["mon", "wed"], opens: "17:30", closes: "18:30" },
          { days: ["sat"], opens: "08:30", closes: "09:45" },
        ],
      },
      {
        member: "mei-tanaka",
        hours: [
          { days: ["tue"], opens: "19:00", closes: "20:00" },
          { days: ["wed"], opens: "06:30", closes: "07:30" },
          { days: ["thu"], opens: "17:30", closes: "18:30" },
          { days: ["fri"], opens: "09:30", closes: "10:30" },
          { days: ["sun"], opens: "09:00", closes: "10:00" },
        ],
      },
      {
        member: "ruth-abernathy",
        hours: [
          { days: ["mon"], opens: "19:00", closes: "20:00" },
          { days: ["tue", "thu"], opens: "09:30", closes: "10:30" },
          { days: ["tue", "thu"], opens: "12:00", closes: "13:00" },
          { days: ["wed"], opens: "19:00", closes: "20:15" },
          { days: ["sat"], opens: "10:15", closes: "11:15" },
          { days: ["sun"], opens: "10:30", closes: "11:45" },
        ],
      },
      {
        member: "joel-okafor",
        hours: [
          { days: ["mon", "wed"], opens: "12:00", closes: "12:45" },
          { days: ["thu"], opens: "19:00", closes: "20:00" },
          { days: ["fri"], opens: "17:30", closes: "18:45" },
        ],
      },
    ],
    services: [
      {
        key: "sunrise-flow",
        name: "Sunrise Flow",
        description: "Wake up the body before work: flowing sun salutations and a quiet finish.",
        durationMinutes: 60,
        priceCents: 2000,
        capacity: 18,
        schedule: [{ days: ["mon", "wed", "fri"], times: ["06:30"] }],
        staff: ["anna-lindqvist", "mei-tanaka"],
      },
      {
        key: "vinyasa",
        name: "Vinyasa",
        description: "Breath-led flow at a steady pace, with options to make it stronger or softer.",
        durationMinutes: 60,
        priceCents: 2000,
        capacity: 18,
        schedule: [
          { days: ["mon", "thu"], times: ["17:30"] },
          { days: ["tue"], times: ["19:00"] },
        ],
        staff: ["anna-lindqvist", "mei-tanaka"],
      },
      {
        key: "saturday-vinyasa",
        name: "Saturday Vinyasa, 75 min",
        description: "The long Saturday morning flow.",
        durationMinutes: 75,
        priceCents: 2000,
        capacity: 18,
        schedule: [{ days: ["sat"], times: ["08:30"] }],
        staff: ["anna-lindqvist"],
      },
      {
        key: "slow-flow",
        name: "Slow Flow",
        description: "Linked movement at an easy pace, with time to settle into each pose.",
        durationMinutes: 60,
        priceCents: 2000,
        capacity: 18,
        schedule: [
          { days: ["wed"], times: ["17:30"] },
          { days: ["sun"], times: ["09:00"] },
        ],
        staff: ["anna-lindqvist", "mei-tanaka"],
      },
      {
        key: "gentle-yoga",
        name: "Gentle Yoga",
        description: "Slow, supported poses for stiff bodies, beginners and anyone recovering.",
        durationMinutes: 60,
        priceCents: 2000,
        capacity: 18,
        schedule: [
          { days: ["tue", "thu"], times: ["09:30"] },
          { days: ["sat"], times: ["10:15"] },
        ],
        staff: ["ruth-abernathy"],
      },
      {
        key: "chair-yoga",
        name: "Chair Yoga",
        description: "Yoga seated and standing with a chair for support.",
        durationMinutes: 60,
        priceCents: 2000,
        capacity: 18,
        schedule: [{ days: ["tue", "thu"], times: ["12:00"] }],
        staff: ["ruth-abernathy"],
      },
      {
        key: "lunchtime-stretch",
        name: "Lunchtime Stretch, 45 min",
        description: "A quick reset in the middle of the working day.",
        durationMinutes: 45,
        priceCents: 2000,
        capacity: 18,
        schedule: [{ days: ["mon", "wed"], times: ["12:00"] }],
        staff: ["joel-okafor"],
      },
      {
        key: "yin",
        name: "Yin",
        description: "Long, quiet holds for the joints and the mind.",
        durationMinutes: 60,
        priceCents: 2000,
        capacity: 18,
        schedule: [{ days: ["mon", "thu"], times: ["19:00"] }],
        staff: ["ruth-abernathy", "joel-okafor"],
      },
      {
        key: "restorative",
        name: "Restorative, 75 min",
        description: "Bolsters, blankets and deep rest.",
        durationMinutes: 75,
        priceCents: 2000,
        capacity: 18,
        schedule: [{ days: ["wed"], times: ["19:00"] }],
        staff: ["ruth-abernathy"],
      },
      {
        key: "prenatal",
        name: "Prenatal Yoga",
        description: "For every trimester; tell your teacher how far along you are.",
        durationMinutes: 60,
        priceCents: 2000,
        capacity: 18,
        schedule: [{ days: ["fri"], times: ["09:30"] }],
        staff: ["mei-tanaka"],
      },
      {
        key: "happy-hour-flow",
        name: "Happy Hour Flow and Nidra, 75 min",
        description: "A Friday evening flow that ends in guided yoga nidra.",
        durationMinutes: 75,
        priceCents: 2000,
        capacity: 18,
        schedule: [{ days: ["fri"], times: ["17:30"] }],
        staff: ["joel-okafor"],
      },
      {
        key: "yin-and-sound",
        name: "Yin and Sound, 75 min",
        description: "Yin with singing bowls to close the week.",
        durationMinutes: 75,
        priceCents: 2000,
        capacity: 18,
        schedule: [{ days: ["sun"], times: ["10:30"] }],
        staff: ["ruth-abernathy"],
      },
    ],
  },
  pages: [
    {
      path: "",
      title: "Still Water Yoga | Yoga Classes in Geneva, NY",
      description:
        "Gentle, vinyasa, yin and restorative yoga classes in downtown Geneva, NY. Weekly class schedule, class packs from $20 and a two-week intro offer.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("landscape/pier-fog"),
            variant: "centered",
            eyebrow: "Downtown Geneva · since 2014",
            heading: "Slow down. Breathe out. Come as you are.",
            body: "A warm, wood-floored room above Exchange Street, small classes capped at eighteen mats, and teachers who know your name. No mirrors, no heated rooms, no need to touch your toes. New here? Two weeks of unlimited classes are $45.",
            actions: [
              { label: "Reserve a mat", href: "#appointment" },
              { label: "Call the studio", href: "tel:+13155550109", variant: "secondary" },
            ],
            illustration: "waves",
          },
        },
        {
          type: "features",
          props: {
            heading: "Weekly class schedule",
            intro:
              "All classes are 60 minutes unless noted. Reserve a mat online below (the Beginners' Series by phone), or arrive ten minutes early for a walk-in spot.",
            columns: 4,
            items: [
              {
                icon: "sun",
                title: "Monday",
                body: "6:30 am Sunrise Flow (Anna) · 12:00 pm Lunchtime Stretch, 45 min (Joel) · 5:30 pm Vinyasa (Anna) · 7:00 pm Yin (Ruth)",
              },
              {
                icon: "sun",
                title: "Tuesday",
                body: "9:30 am Gentle Yoga (Ruth) · 12:00 pm Chair Yoga (Ruth) · 5:30 pm Beginners' Series (Joel) · 7:00 pm Vinyasa (Mei)",
              },
              {
                icon: "sun",
                title: "Wednesday",
                body: "6:30 am Sunrise Flow (Mei) · 12:00 pm Lunchtime Stretch, 45 min (Joel) · 5:30 pm Slow Flow (Anna) · 7:00 pm Restorative, 75 min (Ruth)",
              },
              { icon: "sun", title: "Thursday", body: "9:30 am Gentle Yoga (Ruth) · 12:00 pm Chair Yoga (Ruth) · 5:30 pm Vinyasa (Mei) · 7:00 pm Yin (Joel)" },
              {
                icon: "sun",
                title: "Friday",
                body: "6:30 am Sunrise Flow (Anna) · 9:30 am Prenatal Yoga (Mei) · 5:30 pm Happy Hour Flow and Nidra, 75 min (Joel)",
              },
              { icon: "leaf", title: "Saturday", body: "8:30 am Vinyasa, 75 min (Anna) · 10:15 am Gentle Yoga (Ruth) · 11:30 am Beginners' Series (Joel)" },
              {
                icon: "waves",
                title: "Sunday",
                body: "9:00 am Slow Flow (Mei) · 10:30 am Yin and Sound, 75 min (Ruth). June to August, the 9:00 moves to the lawn at Seneca Lake State Park.",
              },
              {
                icon: "calendar",
                title: "Holidays",
                body: "One community class at 9:00 am on Thanksgiving, New Year's Day and Memorial Day, by donation to the Geneva Community Center.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Class packs and memberships",
            intro:
              "Packs are shared between members of the same household and never expire while the studio is open. Students, seniors over 65, teachers and veterans take 15% off any pack.",
            plans: [
              {
                name: "New student intro",
                price: "$45",
                period: "two weeks unlimited",
                description: "For your first visit ever. Try every class on the schedule.",
                features: ["Unlimited classes for 14 days", "Mat rental included", "Starts on your first class"],
                highlighted: true,
              },
              {
                name: "Drop-in",
                price: "$20",
                period: "one class",
                features: ["Any class on the schedule", "Mat rental $3"],
              },
              {
                name: "5-class pack",
                price: "$90",
                period: "$18 a class",
                features: ["Any class on the schedule", "Shareable within a household", "No expiry"],
              },
              {
                name: "10-class pack",
                price: "$165",
                period: "$16.50 a class",
                features: ["Any class on the schedule", "Shareable within a household", "One free guest pass"],
              },
              {
                name: "Monthly unlimited",
                price: "$135",
                period: "a month",
                description: "Auto-renews monthly; cancel with one month's notice.",
                features: ["Unlimited classes", "Free mat storage cubby", "10% off workshops"],
              },
              {
                name: "Beginners' Series",
                price: "$110",
                period: "six weeks",
                description: "A weekly class that teaches the foundations, step by step, with the same small group.",
                features: ["Six 60-minute classes", "Printed home-practice guide", "A free week of regular classes after"],
              },
            ],
            note: "Private sessions are $85 for an hour at the studio or in your home in Geneva, Waterloo or Seneca Falls; request one with the form below.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Which class?",
            heading: "A short guide to the schedule",
            body: md`
              - **Gentle and Chair Yoga:** slow, supported and seated or standing close to a chair. Good for stiff backs, new knees and anyone over seventy.
              - **Slow Flow:** linked movement at an easy pace, with time to settle into each pose.
              - **Vinyasa and Sunrise Flow:** a steady, breath-led flow that builds some heat. Some yoga experience helps.
              - **Yin:** long, quiet holds on the floor for the hips, spine and a busy mind.
              - **Restorative and Nidra:** bolsters, blankets and guided rest. You may fall asleep, and that's fine.

              If you're unsure, start with the Beginners' Series or a Gentle class and tell your teacher it's your first time.
            `,
            illustration: "leaf",
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From our students",
            items: [
              {
                quote:
                  "I came after a hip replacement, terrified I'd be the oldest and stiffest person in the room. Ruth's gentle class has given me back stairs, gardening and my granddaughter's swing set.",
                name: "Carol Henderson",
                detail: "Geneva · student since 2019",
                rating: 5,
              },
              {
                quote:
                  "I teach at the Colleges and the 6:30 Sunrise Flow is the only hour of the week nobody can email me. Anna's sequencing is thoughtful and never the same twice.",
                name: "Dr. Rahul Menon",
                detail: "Geneva",
                rating: 5,
              },
              {
                quote: "The summer Sunday class on the lawn by the lake is the best hour of my week, swans included.",
                name: "Beth Lorenzo",
                detail: "Seneca Falls",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "New to the studio",
            items: [
              {
                question: "What should I bring?",
                answer:
                  "Comfortable clothes you can move in and a water bottle. We have mats ($3 to rent, free with the intro offer), blocks, straps, bolsters and blankets for everyone.",
              },
              {
                question: "I'm not flexible. Can I still come?",
                answer:
                  "Yes, that's rather the point. Every teacher offers options for every pose, and nobody will push you further than is comfortable. Gentle Yoga and the Beginners' Series are the easiest places to start.",
              },
              {
                question: "Is the studio accessible?",
                answer:
                  "We're on the second floor up one flight of stairs, and there's no elevator, which we know is a barrier. Private sessions are available in your home, and our summer lawn classes at Seneca Lake State Park are step-free.",
              },
              {
                question: "Where do I park?",
                answer: "Free two-hour street parking on Exchange Street, and an all-day public lot on Castle Street a short walk away.",
              },
            ],
          },
        },
        {
          type: "appointments",
          props: {
            heading: "Reserve a mat",
            intro:
              "Choose a class and a day: each class has eighteen mats, and the calendar shows which days still have room. Pay at the front desk with a drop-in, a class pack or your membership. Cancel online up to two hours before, so someone else can have your mat.",
          },
        },
        {
          type: "form",
          props: {
            form: "studio-enquiry",
            heading: "Ask a question or request a private session",
            intro: "Not sure which class suits you, or looking for one-to-one teaching? Write to us here and a teacher will reply within a day or two.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Visit the studio",
            intro:
              "We're upstairs at 412 Exchange Street; look for the blue door with a painted wave on it. Reserve a mat above, call us, or send us a question with the form.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
  ],
};

export default site;
