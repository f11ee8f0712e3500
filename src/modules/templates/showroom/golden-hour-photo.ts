import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

/** An hour's session on location: the retainer that holds the time (the balance is due on the day), the drive there, packing up after. */
const sessionHour = {
  durationMinutes: 60,
  priceCents: 47500,
  depositCents: 15000,
  atCustomer: true,
  travelMinutes: 45,
  bufferAfterMinutes: 30,
  staff: ["lauren-pierce"],
};

const site: SiteSeed = {
  slug: "golden-hour-photo",
  name: "Golden Hour Photo",
  kind: "single-page:photographer",
  theme: {
    palette: {
      primary: "#e3a94f",
      onPrimary: "#1a1512",
      accent: "#c7683a",
      background: "#1a1512",
      surface: "#27211c",
      text: "#f7efe4",
      muted: "#cbbba6",
      border: "#3d342c",
    },
    fonts: { heading: "playfair-display", body: "montserrat" },
    header: "overlay",
    footer: "simple",
    sectionStyle: "editorial",
    logo: { mark: "camera", shape: "hexagon" },
    radius: "none",
    pattern: "none",
  },
  settings: {
    tagline: "Family, couples and wedding photography in the last light of the day, across the Finger Lakes",
    description:
      "Golden Hour Photo is Lauren Pierce, a natural-light photographer based in Canandaigua, NY, photographing families, engagements, elopements and small weddings on the lakes, vineyards and gorges of the Finger Lakes.",
    contact: {
      phone: "(585) 555-0107",
      email: "lauren@goldenhourphoto.example",
      address: { street: "96 South Main Street, Studio 4", locality: "Canandaigua", region: "NY", postalCode: "14424" },
      serviceAreaNote: "Sessions anywhere within an hour of Canandaigua at no travel fee; farther by arrangement.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu"], opens: "10:00", closes: "16:00" }],
    hoursNote: "Studio visits by appointment. Sessions are outside these hours, booked online: evenings every day, and weekend sunrises.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Book a session", href: "#appointment" },
  },
  // Lauren's days off, the footer and the booking page read them from here.
  closures: [{ holiday: "Thanksgiving Day" }, { holiday: "Christmas Eve" }, { holiday: "Christmas Day" }, { holiday: "New Year's Day" }],
  team: [
    {
      slug: "lauren-pierce",
      name: "Lauren Pierce",
      role: "Photographer",
      bio: md`
Natural-light family, couple and wedding photographer in Canandaigua since 2014.
      `,
    },
  ],
  appointments: {
    // Sessions are on location, so a day's notice for Lauren to scout the spot; changes up to 48 hours before.
    policy: { minNoticeMinutes: 24 * 60, horizonDays: 90, changeCutoffHours: 48, reminderHours: 48, stepMinutes: 15, pagePath: "" },
    staff: [{ member: "lauren-pierce" }],
    services: [
      {
        key: "evening-session",
        name: "Evening session",
        description: "A family, couple or engagement session at the place you choose, timed to the last light of the day. Up to 10 people.",
        ...sessionHour,
        // The golden hour, not the studio's hours: late afternoon and evening, every day.
        windows: [{ days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], opens: "15:00", closes: "21:00" }],
      },
      {
        key: "sunrise-session",
        name: "Sunrise session",
        description: "The same hour at first light, on weekends: empty beaches and mist on the water. Up to 10 people.",
        ...sessionHour,
        windows: [{ days: ["sat", "sun"], opens: "05:30", closes: "09:30" }],
      },
      {
        key: "elopement",
        name: "Elopement",
        description: "Ceremony, portraits and a toast in up to two places, at sunrise or into the sunset. Up to 20 guests.",
        durationMinutes: 180,
        priceCents: 145000,
        depositCents: 43500,
        atCustomer: true,
        travelMinutes: 60,
        bufferAfterMinutes: 30,
        windows: [
          { days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], opens: "14:00", closes: "21:30" },
          { days: ["sat", "sun"], opens: "05:00", closes: "10:30" },
        ],
        staff: ["lauren-pierce"],
      },
      {
        key: "wedding-planning",
        name: "Wedding planning meeting",
        description: "Thirty minutes at the studio on South Main Street: your date, your places, the albums. Free; weddings start here.",
        durationMinutes: 30,
        priceCents: 0,
        bufferAfterMinutes: 15,
        staff: ["lauren-pierce"],
      },
    ],
  },
  pages: [
    {
      path: "",
      title: "Golden Hour Photo | Finger Lakes Family & Wedding Photographer",
      description:
        "Natural-light family, engagement, elopement and wedding photography around Canandaigua and the Finger Lakes, with session prices and sunset times.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("landscape/lake-boats-sunset"),
            variant: "fullBleed",
            eyebrow: "Canandaigua · the whole Finger Lakes",
            heading: "The hour before sunset, the people you love, and nobody saying cheese",
            body: "I photograph families, couples and small weddings outdoors, in the low warm light of the evening, on docks and vineyard rows and gorge trails. You'll walk, talk, chase the kids and forget I'm there. That's when the good pictures happen.",
            actions: [
              { label: "Book a session", href: "#appointment" },
              { label: "Call Lauren", href: "tel:+15855550107", variant: "secondary" },
            ],
            illustration: "sun",
          },
        },
        {
          type: "gallery",
          props: {
            heading: "Where the light is",
            intro: "The places families and couples choose most, and the light I wait for at each.",
            items: [
              {
                image: seedImage("landscape/lake-dusk"),
                illustration: "waves",
                title: "Canandaigua Lake at dusk",
                caption: "The light off West Lake Road twenty minutes before sunset, when we start a family session on the dock.",
              },
              {
                image: seedImage("landscape/forest-stream"),
                illustration: "mountain",
                title: "A stream in the gorge at Letchworth",
                caption: "Where a couple said their vows at 7:40 on a June morning, before the crowds; the water was louder than the officiant.",
              },
              {
                image: seedImage("nature/marigold"),
                illustration: "trees",
                title: "Marigolds at the Naples farm stand",
                caption: "The backdrop of our fall mini sessions: forty families in two days among the flowers and the grape harvest.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Collections",
            intro: "Every collection includes a planning call, an online gallery to share and download, and a print release.",
            plans: [
              {
                name: "Evening session",
                price: "$475",
                period: "1 hour",
                description: "Any evening, at one place of your choice within an hour of Canandaigua.",
                features: ["Up to 10 people", "60+ edited photos", "Gallery in two weeks", "Help choosing clothes"],
                highlighted: true,
              },
              {
                name: "Sunrise session",
                price: "$475",
                period: "1 hour",
                description: "Weekend mornings at first light, when the lake and the trails are empty.",
                features: ["Up to 10 people", "60+ edited photos", "Gallery in two weeks"],
              },
              {
                name: "Elopement",
                price: "$1,450",
                period: "3 hours",
                description: "Ceremony, portraits and a toast, in up to two locations.",
                features: ["Up to 20 guests", "250+ edited photos", "Location and permit help", "Sneak peek in 48 hours"],
              },
              {
                name: "Small wedding",
                price: "$3,400",
                period: "7 hours",
                description: "Getting ready through the first hour of the reception. Starts with a free planning meeting at the studio.",
                features: ["Up to 80 guests", "Second shooter available (+$600)", "Engagement session included", "Heirloom album option"],
              },
            ],
            note: "A retainer paid by card when you book holds your time ($150 for a session, $435 for an elopement); the balance is due on the day. Travel beyond an hour from Canandaigua is $0.70 a mile.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Sessions",
            intro:
              "Sessions happen in the golden hours, not studio hours: evening sessions can start from 3 pm to 8 pm every day, sunrise sessions from 5:30 to 8:30 am on weekends. Choose a start about 75 minutes before sunset for your date (about 7:30 pm in late June, 3:15 pm in December); your confirmation's link moves it if the light calls for another time.",
            columns: 2,
            items: [
              {
                icon: "users",
                title: "Families",
                body: "An easy hour of play, walks and piles of people on a blanket. Grandparents, dogs and very small toddlers all welcome; we go at their speed.",
              },
              {
                icon: "heart",
                title: "Engagements and couples",
                body: "For the save-the-dates, the anniversary or just because. Popular spots: Kershaw Park pier, Sonnenberg Gardens, and vineyards on the west side of Seneca Lake.",
              },
              {
                icon: "mountain",
                title: "Elopements",
                body: "Just the two of you and an officiant, or up to twenty guests, at a gorge, a lakeshore or a hilltop. I'll help you with permits, timing and a rain plan.",
              },
              {
                icon: "gem",
                title: "Small weddings",
                body: "Up to 80 guests, six to eight hours of coverage. Barn venues, backyard weddings and winery receptions, documented quietly from the getting-ready to the sparkler exit.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How a session works",
            items: [
              {
                title: "Book your time",
                body: "Choose a session, a day and a start below, tell me where, and pay the retainer by card. Your confirmation comes straight away, with a calendar file and a link to move or cancel.",
              },
              {
                title: "Plan it together",
                body: "I call you within a day of booking about the place, who's coming and what to wear. You'll get a short guide with colour palettes that photograph well in warm light.",
              },
              {
                title: "The session",
                body: "I arrive early to scout the light. I'll give prompts, not poses: walk, whisper, spin the kids around. If it rains, we move the session at no cost.",
              },
              {
                title: "Your gallery",
                body: "Every photo edited by hand, delivered to a private online gallery where you can download, share and order prints from a professional lab.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Kind words",
            items: [
              {
                quote:
                  "Our kids are four and six and hate having their picture taken. Lauren had them racing her down the pier and we got the most natural photos of our family we've ever had.",
                name: "Katie Marchetti",
                detail: "Family session, Canandaigua",
                rating: 5,
              },
              {
                quote:
                  "We eloped at Letchworth with our parents and a friend to officiate. Lauren scouted the overlook the day before, had a backup spot for rain, and kept us on time without ever seeming to.",
                name: "Sam and Alex Whitford",
                detail: "Elopement, Letchworth State Park",
                rating: 5,
              },
              {
                quote: "The photos of my dad with our daughter were the last good ones we got of him. I can't put a price on that. Thank you, Lauren.",
                name: "Maria Delgado",
                detail: "Family session, Geneva",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Before you book",
            items: [
              {
                question: "What if it rains?",
                answer:
                  "For sessions, we watch the forecast together and reschedule at no charge if it looks wet. Overcast is actually lovely for portraits, so a grey sky alone isn't a reason to move. For weddings and elopements, we plan a covered backup spot in advance.",
              },
              {
                question: "Do we need permits for a state park?",
                answer:
                  "Portrait sessions in New York State Parks generally don't need a photography permit, but ceremonies and elopements often need a special-event permit from the park office. I'll tell you exactly what to apply for and when.",
              },
              {
                question: "How many photos will we get?",
                answer:
                  "It depends on the session, but as a guide: 60 or more from an hour, 250 or more from an elopement, 500 or more from a wedding. I don't hold photos back to sell later; you get every good one.",
              },
              {
                question: "Can we print the photos ourselves?",
                answer:
                  "Yes. Every gallery comes with a print release. I recommend a professional lab for colour, and you can order through your gallery at lab prices if you like.",
              },
            ],
          },
        },
        {
          type: "appointments",
          props: {
            heading: "Book a session",
            intro:
              "Choose a session, a day and a start time: the times offered are the golden hours, outside of which I don't shoot, and a retainer paid by card holds yours. Tell me where we'll meet (an address, a park or a dock); travel up to an hour from Canandaigua is included. Weddings start with a free planning meeting at the studio.",
            note: "You can move or cancel online up to 48 hours before; a cancellation by then refunds the retainer, and rain moves it at no cost.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Say hello",
            intro:
              "Questions before you book? Email or call; I reply within a day. The studio on South Main Street is where we meet to plan weddings and look at albums, by appointment.",
            showHours: true,
            showMap: false,
          },
        },
      ],
    },
  ],
};

export default site;
