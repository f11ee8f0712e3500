import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "bright-minds-tutoring",
  name: "Bright Minds Tutoring",
  kind: "single-page:tutor",
  theme: {
    palette: {
      primary: "#23479b",
      onPrimary: "#ffffff",
      accent: "#f5b700",
      background: "#fffef9",
      surface: "#eef2fb",
      text: "#16203a",
      muted: "#4a5572",
      border: "#d6ddef",
    },
    fonts: { heading: "nunito", body: "lora" },
    header: "classic",
    footer: "columns",
    sectionStyle: "bands",
    logo: { mark: "graduation-cap", shape: "rounded" },
    radius: "small",
    pattern: "grid",
  },
  // The center's holidays: the session book, the footer and the hours strip all read them from here.
  closures: [
    { holiday: "New Year's Day" },
    { holiday: "Easter Sunday" },
    { holiday: "Memorial Day" },
    { holiday: "Independence Day" },
    { holiday: "Labor Day" },
    { holiday: "Thanksgiving Day", name: "Thanksgiving", days: 2 },
    { holiday: "Christmas Eve" },
    { holiday: "Christmas Day" },
  ],
  settings: {
    tagline: "One-to-one tutoring in math, reading, science and test prep for grades 2 to 12",
    description:
      "Bright Minds Tutoring is a small tutoring center on Monroe Avenue in Brighton, NY, with nine certified teachers offering one-to-one help in reading, math, science, Regents preparation, SAT and ACT prep and study skills, in person or online.",
    contact: {
      phone: "(585) 555-0112",
      email: "learn@brightmindstutoring.example",
      address: { street: "2290 Monroe Avenue, Suite 201", locality: "Rochester", region: "NY", postalCode: "14618" },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu"], opens: "14:30", closes: "20:30" },
      { days: ["sat"], opens: "09:00", closes: "14:00" },
      { days: ["sun"], opens: "13:00", closes: "17:00" },
    ],
    hoursNote: "Summer sessions run mornings, Monday to Thursday, from the end of June to mid-August.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Book a free consult", href: "#appointment" },
  },
  team: [
    {
      slug: "ellen-park",
      name: "Ellen Park",
      role: "Director",
      bio: md`
Taught middle school math in Brighton for fourteen years before opening Bright Minds. She meets every new family for the free consult.
      `,
    },
    {
      slug: "marcus-bell",
      name: "Marcus Bell",
      role: "Math and science tutor",
      bio: md`
Certified in math and physics; teaches Algebra through AP Calculus and Regents physics.
      `,
    },
    {
      slug: "priya-shah",
      name: "Priya Shah",
      role: "Reading and writing tutor",
      bio: md`
Orton-Gillingham trained, certified in special education; reading and writing for grades 2 to 8.
      `,
    },
    {
      slug: "tom-alvarez",
      name: "Tom Alvarez",
      role: "SAT and ACT tutor",
      bio: md`
High school English teacher in Penfield; SAT and ACT prep and college essays.
      `,
    },
  ],
  appointments: {
    // The cancellation policy's 24 hours' notice.
    policy: { minNoticeMinutes: 12 * 60, horizonDays: 28, changeCutoffHours: 24, reminderHours: 24, stepMinutes: 30, pagePath: "" },
    staff: [
      { member: "ellen-park" },
      {
        member: "marcus-bell",
        hours: [
          { days: ["mon", "tue", "wed", "thu"], opens: "14:30", closes: "20:30" },
          { days: ["sun"], opens: "13:00", closes: "17:00" },
        ],
      },
      {
        member: "priya-shah",
        hours: [
          { days: ["mon", "tue", "wed", "thu"], opens: "14:30", closes: "19:00" },
          { days: ["sat"], opens: "09:00", closes: "14:00" },
        ],
      },
      {
        member: "tom-alvarez",
        hours: [
          { days: ["tue", "thu"], opens: "15:30", closes: "20:30" },
          { days: ["sat"], opens: "09:00", closes: "14:00" },
        ],
      },
    ],
    services: [
      {
        key: "free-consult",
        name: "Free consult",
        description: "Thirty minutes with our director and your child: a short skills check and a talk about school.",
        durationMinutes: 30,
        priceCents: 0,
        bufferAfterMinutes: 15,
        staff: ["ellen-park"],
      },
      {
        key: "grades-2-8",
        name: "Session, grades 2-8",
        description: "Sixty minutes one-to-one: reading, writing or math.",
        durationMinutes: 60,
        priceCents: 6500,
        bufferAfterMinutes: 10,
        staff: ["priya-shah", "marcus-bell"],
      },
      {
        key: "high-school",
        name: "Session, high school",
        description: "Sixty minutes one-to-one: math and science through AP, or Regents review.",
        durationMinutes: 60,
        priceCents: 7500,
        bufferAfterMinutes: 10,
        staff: ["marcus-bell"],
      },
      {
        key: "sat-act",
        name: "SAT or ACT prep session",
        description: "Sixty minutes one-to-one, with a personal study plan.",
        durationMinutes: 60,
        priceCents: 9500,
        bufferAfterMinutes: 10,
        staff: ["tom-alvarez"],
      },
    ],
  },
  pages: [
    {
      path: "",
      title: "Bright Minds Tutoring | Brighton & Rochester Tutors, Grades 2-12",
      description:
        "Certified teachers tutoring one-to-one in reading, math, science, Regents, SAT and ACT prep in Brighton and online. Rates, packages and a free first consult.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Brighton · in person or online",
            heading: 'From "I\'m bad at math" to "oh, that\'s all it is"',
            body: "Every one of our tutors is a certified New York State teacher, and every session is one student and one tutor. We find the gap, whether it's fractions from fourth grade or how to start an essay, fill it, and build from there. Students from Brighton, Pittsford, Penfield, Rush-Henrietta and the city schools.",
            actions: [
              { label: "Book a free consult", href: "#appointment" },
              { label: "Call us", href: "tel:+15855550112", variant: "secondary" },
            ],
            illustration: "lightbulb",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we tutor",
            columns: 3,
            items: [
              {
                icon: "newspaper",
                title: "Reading and writing, grades 2-8",
                body: "Phonics and decoding with Orton-Gillingham-trained tutors, reading comprehension, and writing organised paragraphs that answer the question asked.",
              },
              {
                icon: "calculator",
                title: "Math, grades 2-8",
                body: "Number sense, fractions, ratios and the jump to pre-algebra. We teach the method your child's school uses, not a different one that confuses them.",
              },
              {
                icon: "ruler",
                title: "High school math",
                body: "Algebra I, Geometry, Algebra II, Precalculus, and AP Calculus AB and BC, including Regents exam review in the spring.",
              },
              {
                icon: "flask-conical",
                title: "Science",
                body: "Earth and Space Sciences, Life Science: Biology, Chemistry and Physics, plus lab report writing, with tutors who have taught these courses in Monroe County schools.",
              },
              {
                icon: "target",
                title: "SAT and ACT prep",
                body: "A full practice test first, then a plan aimed at your score report: usually eight to twelve sessions before a spring or fall test date.",
              },
              {
                icon: "clipboard-list",
                title: "Study skills and organisation",
                body: "For the student who understands the work but loses the worksheet: planners, breaking down long projects, and studying for tests instead of rereading notes.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Rates",
            intro: "Sessions are 60 minutes, one-to-one, with the same tutor each week. Online sessions are the same price.",
            plans: [
              {
                name: "Grades 2-8",
                price: "$65",
                period: "per session",
                features: ["Reading, writing and math", "Short written note after every session", "Progress report every eight weeks"],
              },
              {
                name: "High school",
                price: "$75",
                period: "per session",
                features: ["All math and science through AP", "Regents review", "Shared folder of practice problems"],
              },
              {
                name: "Monthly package",
                price: "$250",
                period: "4 sessions",
                description: "Grades 2-8 weekly sessions, billed monthly; $280 for high school.",
                features: ["Save up to $40 a month", "Same weekly time held all year", "Reschedule with 24 hours' notice"],
                highlighted: true,
              },
              {
                name: "SAT or ACT prep",
                price: "$95",
                period: "per session",
                description: "Or $900 for a ten-session program including two proctored practice tests.",
                features: ["Diagnostic practice test", "Personal study plan", "Proctored Saturday practice tests"],
              },
            ],
            note: "The first consult, 30 minutes with a short skills check, is free. Sibling sessions back to back take 10% off the second.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Getting started",
            items: [
              {
                title: "Free consult",
                body: "Thirty minutes with our director, Ellen Park, and your child. A short, low-pressure skills check and a conversation about what's going on at school.",
              },
              {
                title: "Matched with a tutor",
                body: "We choose the tutor whose subject, grade level and personality fit your child best, and set a regular weekly time.",
              },
              {
                title: "Weekly sessions",
                body: "Each session ends with a two-line note to you: what we worked on and what to practise. With your permission, tutors talk to classroom teachers too.",
              },
              {
                title: "Check in and step back",
                body: "Every eight weeks we send a progress report and talk about whether to keep going, change focus, or stop. Our goal is for your child not to need us.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Last school year",
            items: [
              { value: "214", label: "students tutored" },
              { value: "9", label: "certified teachers on staff" },
              { value: "+140", label: "average SAT score gain after our ten-session program" },
              { value: "93%", label: "of Regents students passed the exam they prepared for with us" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "What parents and students say",
            items: [
              {
                quote:
                  "My son was failing Algebra I in October and got an 84 on the Regents in June. Mr. Alvarez never once made him feel stupid, and that's what made the difference.",
                name: "Denise Harper",
                detail: "Parent, Brighton",
                rating: 5,
              },
              {
                quote:
                  "Our daughter was still guessing at words in third grade. After a year of Orton-Gillingham sessions with Ms. Greene she reads chapter books to her little brother at night.",
                name: "Omar and Leila Haddad",
                detail: "Parents, Pittsford",
                rating: 5,
              },
              {
                quote:
                  "I went from 1180 to 1350 on the SAT. The practice tests on Saturday mornings were annoying but they're the reason I wasn't nervous on the real day.",
                name: "Grace Liu",
                detail: "Senior, Penfield High School",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions parents ask",
            items: [
              {
                question: "Who are the tutors?",
                answer:
                  "All nine are New York State certified teachers, most currently or recently teaching in Monroe County schools. Three are trained in Orton-Gillingham reading instruction and two are certified in special education.",
              },
              {
                question: "Can you work with my child's IEP or 504 plan?",
                answer:
                  "Yes. Share the plan with us and we'll use the same accommodations in sessions, like extended time, chunked assignments or read-aloud, so tutoring feels like the classroom at its best.",
              },
              {
                question: "In person or online?",
                answer:
                  "Younger students usually do better at the center, where we can use hands-on materials. High schoolers often prefer online sessions with a shared whiteboard. You can switch between them from week to week.",
              },
              {
                question: "How long will my child need tutoring?",
                answer:
                  "For a specific course or exam, often a semester. For reading or foundational math gaps, a school year is typical. We review progress every eight weeks and will tell you honestly when it's time to stop.",
              },
              {
                question: "What's your cancellation policy?",
                answer:
                  "Move or cancel a session from the link in your confirmation up to 24 hours before, or call us. Sessions cancelled with less notice are charged, except for illness and snow days when schools close.",
              },
            ],
          },
        },
        {
          type: "appointments",
          props: {
            heading: "Book a free consult or a session",
            intro:
              "Start with a free 30-minute consult with our director, or book a session with a tutor by name. Tell us the student's grade and what's happening at school in the notes. Your confirmation comes by email, with a link to move or cancel up to 24 hours before.",
            note: "If your child has an IEP or 504 plan, please bring a copy to the consult, with a recent report card or test if you have one.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Visit the center",
            intro:
              "We're on the second floor of the brick office building at 2290 Monroe Avenue, just past Twelve Corners, with free parking behind. Book a free consult above, or call or email us.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
  ],
};

export default site;
