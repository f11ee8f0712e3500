import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "keys-and-chords",
  name: "Keys & Chords Piano Lessons",
  kind: "single-page:music-teacher",
  theme: {
    palette: {
      primary: "#7a1f3d",
      onPrimary: "#fbf7ee",
      accent: "#b8892b",
      background: "#fbf7ee",
      surface: "#f1eadb",
      text: "#1c1b1f",
      muted: "#58524a",
      border: "#e0d5bf",
    },
    fonts: { heading: "playfair-display", body: "source-serif" },
    header: "centered",
    footer: "simple",
    sectionStyle: "editorial",
    logo: { mark: "music", shape: "circle" },
    radius: "small",
    pattern: "dots",
  },
  // The school calendar's breaks the studio keeps: the lesson book, the footer and the hours strip read them from here.
  closures: [
    { holiday: "Thanksgiving Day", name: "Thanksgiving break", days: 3 },
    { monthDay: "12-24", name: "Winter break", days: 9, note: "Lessons start again on the first school day of the new year." },
    { holiday: "Memorial Day" },
    { holiday: "Independence Day" },
  ],
  settings: {
    tagline: "Piano lessons for children and adults in Honeoye Falls: classical, pop and playing by chords",
    description:
      "Keys & Chords is the home piano studio of Clara Whitman in Honeoye Falls, NY, teaching weekly private lessons to children from age six, teens and adults: reading music, playing from chord charts, NYSSMA preparation and two recitals a year.",
    contact: {
      phone: "(585) 555-0136",
      email: "clara@keysandchords.example",
      address: { street: "41 West Main Street", locality: "Honeoye Falls", region: "NY", postalCode: "14472" },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu"], opens: "14:30", closes: "20:00" },
      { days: ["sat"], opens: "09:00", closes: "13:00" },
    ],
    hoursNote: "Lessons follow the Honeoye Falls-Lima school calendar, with a summer session of six flexible lessons in July and August.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Book a first meeting", href: "#appointment" },
  },
  team: [
    {
      slug: "clara-whitman",
      name: "Clara Whitman",
      role: "Piano teacher",
      bio: md`
Studied piano performance at the Eastman School of Music and has taught in this studio on West Main Street since 2011.
      `,
    },
  ],
  appointments: {
    // The FAQ's 24 hours' notice; adult flex lessons are booked up to two weeks ahead.
    policy: { minNoticeMinutes: 24 * 60, horizonDays: 14, changeCutoffHours: 24, reminderHours: 24, stepMinutes: 15, pagePath: "" },
    staff: [{ member: "clara-whitman" }],
    services: [
      {
        key: "first-meeting",
        name: "Free first meeting",
        description: "Twenty minutes at the piano to meet, hear what you can already play and talk about goals. For children, a parent stays for this one.",
        durationMinutes: 20,
        priceCents: 0,
        bufferAfterMinutes: 10,
        staff: ["clara-whitman"],
      },
      {
        key: "adult-flex",
        name: "Adult flex lesson",
        description: "A 45-minute lesson for adults, booked as you go: no monthly commitment.",
        durationMinutes: 45,
        priceCents: 6000,
        bufferAfterMinutes: 15,
        staff: ["clara-whitman"],
      },
    ],
  },
  pages: [
    {
      path: "",
      title: "Keys & Chords Piano Lessons | Piano Teacher in Honeoye Falls, NY",
      description:
        "Private piano lessons for children, teens and adults in Honeoye Falls, NY: classical, pop and chord playing, NYSSMA prep and recitals. Tuition and openings.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Private piano lessons · Honeoye Falls",
            heading: "Read the notes, play by ear, and love the piano for life",
            body: "Most people who quit piano as children were taught to read music and nothing else. My students learn both halves: reading classical repertoire, and sitting down with a chord chart to play the songs they love. Ages six to eighty-one, beginners most welcome.",
            actions: [
              { label: "Book a free first meeting", href: "#appointment" },
              { label: "Call the studio", href: "tel:+15855550136", variant: "secondary" },
            ],
            illustration: "music",
          },
        },
        {
          type: "features",
          props: {
            heading: "Lessons for every stage",
            columns: 2,
            items: [
              {
                icon: "baby",
                title: "Young beginners, ages 6 to 9",
                body: "Short, playful lessons with rhythm games, the Piano Adventures method books, and a sticker chart that's taken very seriously. Most can play a duet with a parent by the first recital.",
              },
              {
                icon: "music",
                title: "Students 10 to 18",
                body: "Classical repertoire, scales and sight-reading alongside pop, film and musical theatre songs. Preparation for NYSSMA solo evaluations, school jazz band and college auditions.",
              },
              {
                icon: "coffee",
                title: "Adults",
                body: "Whether you're starting from nothing or coming back after thirty years, we'll set goals that fit your week. Many adults choose 45-minute lessons every other week.",
              },
              {
                icon: "lightbulb",
                title: "Chords and playing by ear",
                body: "For worship team keyboardists, singer-songwriters and anyone who wants to accompany: chord voicings, lead sheets, Nashville numbers and improvising an intro.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Tuition",
            intro:
              "Tuition is billed monthly from September to June for a weekly lesson at the same time each week, with 36 lessons a year spread evenly across the months.",
            plans: [
              {
                name: "30-minute lessons",
                price: "$140",
                period: "a month",
                description: "Best for beginners up to about age ten.",
                features: ["Weekly private lesson", "Two recitals a year", "Practice tracker app"],
              },
              {
                name: "45-minute lessons",
                price: "$205",
                period: "a month",
                description: "Most students from ten upward, and most adults.",
                features: ["Weekly private lesson", "Two recitals a year", "Theory and ear training", "NYSSMA preparation"],
                highlighted: true,
              },
              {
                name: "60-minute lessons",
                price: "$270",
                period: "a month",
                description: "Advanced students and audition preparation.",
                features: ["Weekly private lesson", "Two recitals a year", "Accompanist for one NYSSMA or audition", "Recording of recital pieces"],
              },
              {
                name: "Adult flex",
                price: "$60",
                period: "per 45-minute lesson",
                description: "Book lessons online as you go, up to two weeks ahead.",
                features: ["Afternoon, evening and Saturday morning times", "No monthly commitment"],
              },
            ],
            note: "A one-time $35 registration fee covers books for the first year. Siblings take $10 a month off the second student's tuition.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How to start",
            items: [
              {
                title: "Book a first meeting",
                body: "Choose a time for a free first meeting below, or email or call to ask about weekly openings. After-school slots fill first; there is usually a short waiting list in late August.",
              },
              {
                title: "A free first meeting",
                body: "Twenty minutes at the piano to meet, hear what you can already play, and talk about goals. For children, a parent stays for this one.",
              },
              {
                title: "Choose your time",
                body: "Pick a weekly slot and lesson length. I'll send a welcome letter with books to bring and a note on choosing a home instrument.",
              },
              {
                title: "Practise a little, often",
                body: "Ten minutes a day beats an hour on Sunday. Each week you'll leave with a short written assignment and a clear goal.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "About Clara",
            heading: "Your teacher",
            body: md`
              I'm **Clara Whitman**. I studied piano performance at the Eastman School of Music in Rochester, played
              keyboard in wedding and jazz bands through my twenties, and have taught in this studio on West Main Street
              since 2011.

              I teach on a 1926 Steinway Model M that spent sixty years in a Canandaigua church hall, and a digital piano
              for chord and recording work. Around forty students a year, never more.

              - Member, Music Teachers National Association
              - Preparing students for NYSSMA solo evaluations since 2012
              - Recitals every December and June at the Honeoye Falls Library community room
            `,
            illustration: "music",
            reverse: true,
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From students and parents",
            items: [
              {
                quote:
                  "Our daughter earned top marks on her level 4 NYSSMA solo last spring. More importantly, she now sits down and plays for fun without being asked.",
                name: "Rachel Dunmore",
                detail: "Parent, Honeoye Falls",
                rating: 5,
              },
              {
                quote:
                  "I took lessons as a kid and quit at twelve. At 58 I can read a hymnal and fake my way through a Beatles songbook, which is exactly what I wanted. Clara is endlessly patient.",
                name: "Jim Caraway",
                detail: "Adult student, Lima",
                rating: 5,
              },
              {
                quote:
                  "I play keys for our church's worship band. Six months of chord lessons and I don't panic when the guitarist changes the key on the spot anymore.",
                name: "Tasha Reid",
                detail: "Adult student, Mendon",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions families ask",
            items: [
              {
                question: "Do we need a real piano at home?",
                answer:
                  "An acoustic piano is lovely but not required. A digital piano with 88 weighted keys and a sustain pedal works well for the first several years. Please avoid small keyboards with unweighted keys; they make practice harder.",
              },
              {
                question: "What is the youngest age you teach?",
                answer:
                  "Six, as a rule, or five for a child who already knows letters and numbers and can sit for a short lesson. I'm happy to meet a younger child and see if they're ready.",
              },
              {
                question: "What happens if we miss a lesson?",
                answer:
                  "Let me know 24 hours ahead and I'll offer a make-up in one of four make-up weeks built into the year. Lessons missed without notice can't be made up. A booked meeting or flex lesson moves or cancels from the link in its confirmation until 24 hours before.",
              },
              {
                question: "Do students have to perform in recitals?",
                answer: "They're encouraged, not required. Most nervous first-timers play a duet with me, and by the second recital ask to play alone.",
              },
            ],
          },
        },
        {
          type: "appointments",
          props: {
            heading: "Book a first meeting or a flex lesson",
            intro:
              "Choose a free first meeting at the piano, or an adult flex lesson, and a time that suits you. Your confirmation comes by email, with a link to move or cancel until 24 hours before. For a weekly lesson time, mention it in the notes and I'll tell you what's open.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Visit the studio",
            intro:
              "The studio is in the front room of a yellow Victorian on West Main Street, a short walk from the falls. Parents are welcome to wait on the porch or in the reading nook.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
  ],
};

export default site;
