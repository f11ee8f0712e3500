import { seedImage, type SiteSeed } from "../seed";

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
    hoursNote: "Studio visits by appointment. Sessions run evenings and weekends, timed to sunset.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Check a date", href: "mailto:lauren@goldenhourphoto.example" },
  },
  forms: [
    {
      key: "session-enquiry",
      name: "Session enquiry",
      recipients: ["lauren@goldenhourphoto.example"],
      submitLabel: "Check my date",
      successMessage:
        "Thank you! Your enquiry is with me, and I'll reply within a day with my availability and the sunset time for your date. If it's free, we'll set up a 20-minute planning call from there. A copy of what you sent is on its way to your inbox. Lauren",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "session_type",
          label: "Type of session",
          type: "select",
          required: true,
          width: "half",
          options: ["Family", "Engagement or couple", "Elopement", "Small wedding", "Fall mini session", "Newborn at home", "Something else"],
        },
        {
          name: "date",
          label: "Date you have in mind",
          type: "date",
          required: true,
          width: "half",
          help: "Your wedding or elopement date, or a first choice for a session.",
        },
        { name: "flexible", label: "Is the date flexible?", type: "radio", width: "half", options: ["Yes, other evenings work too", "No, it's fixed"] },
        {
          name: "location",
          label: "Location, if you have one in mind",
          type: "text",
          help: 'A dock, a vineyard, a gorge, your backyard, or "help me choose".',
        },
        { name: "people", label: "How many people?", type: "select", options: ["Just the two of us", "3 to 6", "7 to 10", "11 to 20", "21 to 80 guests"] },
        {
          name: "message",
          label: "Tell me about you",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "Who's coming (dogs included), what you'd love to remember, and anything I should know.",
        },
      ],
    },
  ],
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
              { label: "Email Lauren", href: "mailto:lauren@goldenhourphoto.example" },
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
                name: "Mini session",
                price: "$225",
                period: "20 minutes",
                description: "Fall minis at the farm stand in Naples, one weekend in October.",
                features: ["Up to 6 people", "15 edited photos", "Gallery in one week"],
              },
              {
                name: "Family or couple",
                price: "$475",
                period: "1 hour",
                description: "One location of your choice within an hour of Canandaigua.",
                features: ["Up to 10 people", "60+ edited photos", "Gallery in two weeks", "Help choosing clothes"],
                highlighted: true,
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
                description: "Getting ready through the first hour of the reception.",
                features: ["Up to 80 guests", "Second shooter available (+$600)", "Engagement session included", "Heirloom album option"],
              },
            ],
            note: "A 30% retainer holds your date; the balance is due two weeks before. Travel beyond an hour from Canandaigua is $0.70 a mile.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Sessions",
            intro:
              "Every session is planned around the sunset for your date and place, so evening sessions move through the year: they start about 7:45 pm in late June and 3:30 pm in December.",
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
                title: "Check the date",
                body: "Send your date and the kind of session with the form below. I'll reply within a day with availability and the sunset time for that evening.",
              },
              {
                title: "Plan it together",
                body: "A 20-minute call about locations, who's coming and what to wear. You'll get a short guide with colour palettes that photograph well in warm light.",
              },
              {
                title: "The session",
                body: "We start about 75 minutes before sunset. I'll give prompts, not poses: walk, whisper, spin the kids around. If it rains, we reschedule at no cost.",
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
          type: "form",
          props: {
            form: "session-enquiry",
            heading: "Check a date",
            intro:
              "Tell me the kind of session and the date you have in mind. I'll reply within a day with my availability and the sunset time for that evening.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Say hello",
            intro:
              "The form above is the quickest way to check a date, and email or a call works too; I reply within a day. The studio on South Main Street is where we meet to plan weddings and look at albums, by appointment.",
            showHours: true,
            showMap: false,
          },
        },
      ],
    },
  ],
};

export default site;
