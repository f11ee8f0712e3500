import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0101";
const TEL = "tel:+15855550101";
const EMAIL = "coach@fairwaygolf.example";

const site: SiteSeed = {
  slug: "fairway-golf-lessons",
  name: "Fairway Golf Lessons",
  kind: "golf",
  theme: {
    palette: {
      primary: "#14532d",
      onPrimary: "#ffffff",
      accent: "#c9a227",
      background: "#fbfdf9",
      surface: "#ebf3e8",
      text: "#142016",
      muted: "#475a4b",
      border: "#c8dbc7",
    },
    fonts: { heading: "playfair-display", body: "work-sans" },
    header: "overlay",
    footer: "simple",
    sectionStyle: "rows",
    logo: { mark: "target", shape: "circle" },
    radius: "large",
    pattern: "dots",
  },
  // The range's holidays: the lesson book, the footer and the hours strip all read them from here.
  closures: [
    { holiday: "New Year's Day" },
    { holiday: "Easter Sunday" },
    { holiday: "Thanksgiving Day" },
    { holiday: "Christmas Eve" },
    { holiday: "Christmas Day" },
  ],
  settings: {
    tagline: "PGA golf instruction in Pittsford and Mendon, all year round",
    description:
      "Private and group golf lessons with PGA professional Erin Walsh: a heated TrackMan studio in Pittsford for winter and the range at Hollow Brook Golf Center in Mendon in season.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "3349 Monroe Avenue, Suite 12", locality: "Pittsford", region: "NY", postalCode: "14618" },
    },
    hours: [
      { days: ["tue", "wed", "thu"], opens: "10:00", closes: "20:00" },
      { days: ["fri"], opens: "10:00", closes: "18:00" },
      { days: ["sat", "sun"], opens: "08:00", closes: "15:00" },
    ],
    hoursNote: "Lessons by appointment. May through October, most lessons are at Hollow Brook Golf Center, 1210 Pittsford-Mendon Road, Mendon.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Lessons", href: "" },
      { label: "Gift Certificates", href: "lesson-gift-certificates" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Book a lesson", href: "contact#appointment" },
    footerLinks: [
      { label: "Gift certificates", href: "lesson-gift-certificates" },
      { label: "Contact and directions", href: "contact" },
    ],
  },
  team: [
    {
      slug: "erin-walsh",
      name: "Erin Walsh",
      role: "PGA professional",
      bio: md`
PGA of America Class A member, Western New York PGA Teacher of the Year, certified TPI golf fitness instructor and U.S. Kids Golf coach.
      `,
    },
  ],
  appointments: {
    // The contact page's 24 hours' notice to reschedule.
    policy: { minNoticeMinutes: 12 * 60, horizonDays: 45, changeCutoffHours: 24, reminderHours: 24, stepMinutes: 30, pagePath: "contact" },
    staff: [{ member: "erin-walsh" }],
    services: [
      {
        key: "private-60",
        name: "Private lesson, 60 minutes",
        description: "TrackMan and video analysis with a written practice plan. New students start here.",
        durationMinutes: 60,
        priceCents: 9500,
        bufferAfterMinutes: 15,
        staff: ["erin-walsh"],
      },
      {
        key: "private-30",
        name: "Private lesson, 30 minutes",
        description: "One thing at a time: short game or full swing.",
        durationMinutes: 30,
        priceCents: 5500,
        bufferAfterMinutes: 15,
        staff: ["erin-walsh"],
      },
      {
        key: "beginner-clinic",
        name: "Adult beginner clinic",
        description:
          "Four weekly 90-minute sessions in a group of up to six, starting on the day you book: grip, stance, contact, chipping, putting and etiquette. Clubs provided.",
        durationMinutes: 90,
        priceCents: 14900,
        // Paid in full when booked; a cancellation inside the policy is refunded.
        depositCents: 14900,
        capacity: 6,
        bufferAfterMinutes: 15,
        schedule: [
          { days: ["tue", "thu"], times: ["18:00"] },
          { days: ["sat"], times: ["09:00"] },
        ],
        staff: ["erin-walsh"],
      },
    ],
  },
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Fairway Golf Lessons | PGA Instruction in Pittsford, NY",
      description:
        "Private golf lessons, beginner clinics, junior programs and playing lessons with a PGA professional in Pittsford and Mendon, NY, with TrackMan analysis.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("nature/lawn"),
            variant: "fullBleed",
            eyebrow: "Erin Walsh, PGA",
            heading: "Lower scores start with a swing you understand",
            body: "One-on-one lessons, beginner clinics and junior programs for every level. We use TrackMan and video to show you exactly what the ball is doing and why, then give you two or three things to practice, not twenty.",
            actions: [
              { label: "Book a lesson", href: "contact#appointment" },
              { label: "Give a lesson as a gift", href: "lesson-gift-certificates", variant: "secondary" },
            ],
            illustration: "target",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Lessons and programs",
            plans: [
              {
                name: "Private lesson",
                price: "$95",
                period: "60 minutes",
                description: "TrackMan and video analysis with a written practice plan sent after every lesson.",
                features: ["30-minute lesson: $55", "Short game or full swing", "Indoor studio or outdoor range"],
              },
              {
                name: "Five-lesson series",
                price: "$425",
                period: "five 60-minute lessons",
                description: "The best way to make a lasting change, with progress tracked over the season.",
                features: ["Save $50", "Includes one on-course playing lesson", "Use within 12 months"],
                highlighted: true,
              },
              {
                name: "Adult beginner clinic",
                price: "$149",
                period: "four 90-minute sessions",
                description: "Groups of up to six: grip, stance, contact, chipping, putting and course etiquette.",
                features: ["Clubs provided if you need them", "Range balls included", "Evening and weekend groups"],
              },
              {
                name: "Junior academy",
                price: "$180",
                period: "six weekly sessions",
                description: "Ages 7 to 15 in small groups by ability, with games that build real skills.",
                features: ["Spring, summer and winter sessions", "Loaner junior clubs", "Nine-hole family outing at the end"],
              },
            ],
            note: "Range balls are included in every outdoor lesson. Playing lessons on the course at Hollow Brook are $195 for nine holes, green fee included.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "About your coach",
            heading: "Erin Walsh, PGA",
            body: md`
              Erin played college golf at SUNY Brockport and has taught in the Rochester area for 16 years,
              the last ten as a PGA of America Class A member. She was named Western New York PGA Teacher of
              the Year and is a certified TPI golf fitness instructor and U.S. Kids Golf coach.

              Her approach: measure first, change one thing at a time, and make sure you know how to practice
              on your own between lessons. Her students range from first-time golfers to club champions and
              high school varsity players.
            `,
            illustration: "award",
          },
        },
        {
          type: "features",
          props: {
            heading: "Where lessons happen",
            columns: 2,
            items: [
              {
                icon: "building",
                title: "Pittsford indoor studio",
                body: "A heated TrackMan studio on Monroe Avenue with a hitting bay, putting green and chipping area. Year-round, and home base November through April.",
              },
              {
                icon: "sun",
                title: "Hollow Brook Golf Center, Mendon",
                body: "Grass tees, a short-game area with practice bunkers and the 9-hole course for playing lessons. May through October.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote: "I went from 22 to 14 in one season. Erin fixed my slice in the first lesson and my short game in the next four.",
                name: "Mike D.",
                detail: "Penfield",
                rating: 5,
              },
              {
                quote: "My wife gave me the five-lesson series for my birthday and it's the best gift I've had. I finally broke 90.",
                name: "Raj P.",
                detail: "Brighton",
                rating: 5,
              },
              {
                quote: "Our daughter started in the junior academy at eight and made her high school team at fourteen. She still loves going.",
                name: "The Martinez family",
                detail: "Pittsford",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Book your first lesson",
            body: "New students start with a 60-minute assessment lesson. Choose a time online, or call or text.",
            action: { label: "Book a lesson", href: "contact#appointment" },
            secondary: { label: "Call (585) 555-0101", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------- gift certificates
    {
      path: "lesson-gift-certificates",
      title: "Golf Lesson Gift Certificates",
      description:
        "Buy golf lesson gift certificates online: a private lesson, the five-lesson series, beginner clinic, junior academy or a playing lesson, emailed with a code.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Gift certificates",
            heading: "Give them a better golf game",
            body: "A lesson gift certificate suits every golfer, from someone who has never swung a club to the weekend player stuck at 95. Choose a package or a dollar amount and buy it online: we email the recipient a certificate with a code. Prefer a printed card? Call or email us.",
            actions: [
              { label: "Call (585) 555-0101", href: TEL },
              { label: "Email us", href: "mailto:coach@fairwaygolf.example", variant: "secondary" },
            ],
            illustration: "gift",
          },
        },
        {
          type: "giftCard",
          props: {
            heading: "Buy a lesson gift certificate",
            intro:
              "Every package can be given as a gift certificate, or choose a dollar amount from $25 toward any lesson or program. The recipient books their own lesson times, at the studio or the range.",
            packages: [
              {
                key: "first-lesson",
                name: "First lesson",
                description:
                  "One 60-minute private lesson with TrackMan analysis and a written practice plan. Great for trying lessons out; indoor or outdoor, any skill level.",
                priceCents: 9500,
              },
              {
                key: "five-lesson-series",
                name: "Five-lesson series",
                description:
                  "Five 60-minute private lessons, including one on-course playing lesson, with progress tracked over the season. Our most popular gift and the best value per lesson.",
                priceCents: 42500,
              },
              {
                key: "new-golfer-starter",
                name: "New golfer starter",
                description:
                  "The four-session adult beginner clinic in a small group, from grip to course etiquette. Clubs provided; evening and weekend groups.",
                priceCents: 14900,
              },
              {
                key: "junior-academy",
                name: "Junior academy",
                description: "A six-week small-group session for ages 7 to 15, spring, summer or winter, with loaner clubs and a family outing at the end.",
                priceCents: 18000,
              },
              {
                key: "nine-with-the-pro",
                name: "Nine with the pro",
                description: "A nine-hole playing lesson at Hollow Brook, green fee included: course management and strategy. May through October.",
                priceCents: 19500,
              },
            ],
            amountsCents: [5000, 10000],
            customMinCents: 2500,
            customMaxCents: 100000,
            balanceCheck: true,
          },
        },
        {
          type: "steps",
          props: {
            heading: "How it works",
            items: [
              {
                title: "Choose and pay online",
                body: "Pick a package or an amount on this page and pay by card. There are no fees. You can also order by phone or email, or in person at the studio during lesson hours.",
              },
              { title: "Personalize", body: "Add the recipient's name and email address and a message for them." },
              {
                title: "Delivery",
                body: "The recipient gets an email with your message and their certificate code straight away. Want a printed card in a gift envelope too? Call us and we'll mail it free within two business days, or have it ready at the studio.",
              },
              {
                title: "Redeem",
                body: "The recipient books any open time online, with the certificate code in the notes, or by phone. They can choose the studio or the range.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Gift certificate questions",
            items: [
              {
                question: "Do gift certificates expire?",
                answer:
                  "No. Our gift certificates never expire and there are no service or dormancy fees, ever. Package prices are honored even if our rates go up.",
              },
              {
                question: "Can the recipient switch to a different package?",
                answer: "Yes. The full value can be applied to any other lesson or program, and they pay or keep a credit for the difference.",
              },
              {
                question: "Can I get a refund?",
                answer:
                  "The purchaser can get a full refund within 30 days if the certificate hasn't been used. After that, certificates can be transferred to someone else at no charge.",
              },
              {
                question: "What if it's for a complete beginner?",
                answer: "The New Golfer Starter clinic or a First Lesson are ideal. Nobody needs their own clubs to start.",
              },
              {
                question: "Is there a last-minute option?",
                answer:
                  "Yes. Certificates bought online are emailed to the recipient as soon as payment goes through, any time of day, including on December 24.",
              },
              { question: "How can the recipient see what's left on a certificate?", answer: "Enter the code in the balance checker on this page." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Rather order by phone?",
            body: "Call or email with the package, the recipient's name and whether you'd like a printed card. We also take check and cash at the studio.",
            action: { label: "Call (585) 555-0101", href: TEL },
            secondary: { label: "Email coach@fairwaygolf.example", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact & Book a Lesson",
      description:
        "Book a golf lesson with Fairway Golf Lessons online or by phone, text or email, and find directions to the Pittsford studio and the Hollow Brook range.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              ## Booking a lesson

              Choose a lesson and a time below, or call or text (585) 555-0101, or email
              coach@fairwaygolf.example. In the notes, tell us a little about your game: how long you've
              played, your usual score or handicap, and what you most want to fix. New students start with a
              60-minute lesson. Playing lessons and the junior academy are booked by phone or email.

              ## Cancellations and weather

              Move or cancel from the link in your confirmation up to 24 hours before. Outdoor lessons rained
              out or below 45°F move into the indoor studio at no extra charge, or we reschedule, your choice.
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "Two locations",
            columns: 2,
            items: [
              {
                icon: "map-pin",
                title: "Indoor studio, Pittsford",
                body: "3349 Monroe Avenue, Suite 12, in the plaza behind the bank. Free parking at the door. Year-round.",
              },
              {
                icon: "map-pin",
                title: "Hollow Brook Golf Center, Mendon",
                body: "1210 Pittsford-Mendon Road. Check in at the pro shop and meet us at the far end of the range. May through October.",
              },
            ],
          },
        },
        {
          type: "appointments",
          props: {
            heading: "Book a lesson",
            intro:
              "Choose a private lesson or a place in the adult beginner clinic, then a day and a time. The clinic is paid by card when you book; private lessons are paid at the lesson. Your confirmation comes by email, with a link to move or cancel up to 24 hours before (a cancelled clinic place is refunded in full).",
          },
        },
        {
          type: "contactDetails",
          props: { heading: "Studio hours and contact", intro: "All lessons are by appointment; the studio is not open for walk-in practice." },
        },
        {
          type: "cta",
          props: {
            heading: "Looking for a gift?",
            body: "Lesson packages make great gift certificates, and they never expire.",
            action: { label: "Gift certificates", href: "lesson-gift-certificates" },
            secondary: { label: "Call (585) 555-0101", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
