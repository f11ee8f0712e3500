import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "scoop-patrol",
  name: "Scoop Patrol",
  kind: "single-page:pooper-scooper",
  theme: {
    palette: {
      primary: "#5b21b6",
      onPrimary: "#ffffff",
      accent: "#84cc16",
      background: "#ffffff",
      surface: "#f5f3ff",
      text: "#1e1b4b",
      muted: "#4c4a6b",
      border: "#ddd6fe",
    },
    fonts: { heading: "nunito", body: "work-sans" },
    header: "action",
    footer: "columns",
    sectionStyle: "cards",
    logo: { mark: "paw-print", shape: "circle" },
    radius: "large",
    pattern: "dots",
  },
  settings: {
    tagline: "Weekly dog waste removal for yards in Henrietta, Brighton, Pittsford and the south Rochester suburbs",
    description:
      "Scoop Patrol cleans up after dogs so their owners don't have to. Weekly and twice-weekly yard service, spring thaw cleanups and pet waste stations for apartments and HOAs, from Henrietta to Pittsford, Chili and Rush.",
    contact: {
      phone: "(585) 555-0105",
      email: "woof@scooppatrol.example",
      serviceAreaNote:
        "We scoop in Henrietta, Brighton, Pittsford, Chili, Gates, Rush, Mendon, Scottsville and the city's 19th Ward and Swillburg neighbourhoods.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:00", closes: "17:00" }],
    hoursNote: "Routes run Monday to Friday in all weather. Texts and emails are answered within a few hours.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Start service", href: "tel:+15855550105" },
  },
  forms: [
    {
      key: "start-service",
      name: "Service request",
      recipients: ["woof@scooppatrol.example"],
      submitLabel: "Get my price",
      successMessage:
        "Thanks! Jamie or someone on the team will text or email your price within a few hours on weekdays, along with the first day we can start. Sent it on a weekend? You'll hear from us Monday morning.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Mobile number", type: "phone", width: "half", help: "For the photo text after each visit." },
        {
          name: "address",
          label: "Street address and town",
          type: "text",
          required: true,
          width: "half",
        },
        {
          name: "service",
          label: "Which service?",
          type: "radio",
          required: true,
          options: ["Weekly", "Twice weekly", "Every other week", "One-time or spring cleanup", "Apartment or HOA pet waste service"],
        },
        { name: "dogs", label: "How many dogs?", type: "select", required: true, width: "half", options: ["1", "2", "3", "4 or more"] },
        {
          name: "yard_size",
          label: "Yard size",
          type: "select",
          width: "half",
          options: ["Up to a quarter acre", "A quarter to half an acre", "Over half an acre", "Not sure"],
        },
        {
          name: "last_cleaned",
          label: "When was the yard last cleaned up?",
          type: "select",
          required: true,
          width: "half",
          options: ["In the last week", "1 to 4 weeks ago", "1 to 3 months ago", "Not since the snow", "Never, we just moved in"],
        },
        { name: "start", label: "When would you like to start?", type: "date", width: "half" },
        {
          name: "access",
          label: "Gate and dog notes",
          type: "textarea",
          maxLength: 1000,
          help: "Locked gates or codes, whether your dog will be outside, and anything else we should know.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Scoop Patrol | Dog Poop Removal in Henrietta & Rochester",
      description:
        "Weekly dog poop pickup from $17 a visit in Henrietta, Brighton, Pittsford and nearby. Spring cleanups, disinfected tools and a photo text after every visit.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("nature/dog-at-window"),
            variant: "split",
            eyebrow: "Dog waste removal · Henrietta and beyond",
            heading: "You love the dog. We'll handle the yard.",
            body: "Once a week a Scoop Patrol tech walks your whole yard in a grid, bags every pile, latches the gate behind them and texts you a photo. No contracts, no need to be home, and your lawn gets to be a lawn again.",
            actions: [
              { label: "Call for a quote", href: "tel:+15855550105" },
              { label: "Email us", href: "mailto:woof@scooppatrol.example", variant: "secondary" },
            ],
            illustration: "paw-print",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Simple prices",
            intro: "For a typical suburban yard up to a quarter acre. Bigger yards are quoted on the phone; most are just $3 more a visit.",
            plans: [
              {
                name: "Every other week",
                price: "$24",
                period: "per visit",
                description: "For one dog, or a yard you pick up yourself in between.",
                features: ["1 dog; $5 each extra dog", "Photo text after each visit", "Waste bagged into your trash bin"],
              },
              {
                name: "Weekly",
                price: "$17",
                period: "per visit",
                description: "Our most popular plan.",
                features: ["1 dog; $4 each extra dog", "Same day every week", "Gate check and photo text", "Free deodorising spray monthly"],
                highlighted: true,
                badge: "Most popular",
                action: { label: "Start weekly service", href: "tel:+15855550105" },
              },
              {
                name: "Twice weekly",
                price: "$14",
                period: "per visit",
                description: "For multi-dog homes, kids who play in the yard, or anyone who hates the smell in July.",
                features: ["1 dog; $3 each extra dog", "Monday and Thursday, or Tuesday and Friday", "Deodorising included"],
              },
              {
                name: "Spring or one-time cleanup",
                price: "From $85",
                period: "one time",
                description: "For a winter's worth after the snow melts, or a yard before a party or a sale.",
                features: ["Priced by dogs and weeks since last cleanup", "Free with three months of weekly service"],
              },
            ],
            note: "Billed monthly by card. Pause for vacations or skip a week with a text. Want us to haul the waste away instead of using your bin? Add $3 a visit.",
          },
        },
        {
          type: "features",
          props: {
            heading: "What's included",
            columns: 3,
            items: [
              {
                icon: "search",
                title: "A full-yard sweep",
                body: "We walk the yard in lines, front and back, including the mulch beds, under the deck and along the fence where the dog likes to go.",
              },
              {
                icon: "shield-check",
                title: "Disinfected between yards",
                body: "Tools and boots are sprayed with a kennel-grade disinfectant before and after every yard, so parvo and worms don't travel from one customer to the next.",
              },
              {
                icon: "lock",
                title: "Gate and dog safety",
                body: "We double-check the gate on the way out, every time, and text a photo to prove it. If your dog is out, we'll wait or come back.",
              },
              {
                icon: "snowflake",
                title: "All-season service",
                body: "We scoop year-round. In deep snow we clear what's on top, and spring cleanup is discounted for winter customers.",
              },
              {
                icon: "wind",
                title: "Deodorising",
                body: "A pet-safe enzyme spray on patios, dog runs and favourite spots, breaking down the smell rather than covering it up.",
              },
              {
                icon: "building-2",
                title: "Apartments and HOAs",
                body: "Pet waste stations installed and stocked, common areas scooped, and monthly reports for property managers. Quoted by site.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How it works",
            items: [
              {
                title: "Ask for a price",
                body: "Fill in the form below, or call or text, with your address, how many dogs, and when the yard was last cleaned. You'll get a firm price the same day; by phone, in minutes.",
              },
              {
                title: "Initial cleanup",
                body: "Our first visit brings the yard back to zero. If it's been a while, that's the spring cleanup price; otherwise it's a normal visit.",
              },
              {
                title: "Your regular day",
                body: "After that we come on the same weekday, whether or not you're home. Just leave the gate unlocked or give us the code.",
              },
              {
                title: "Photo text, every visit",
                body: "A photo of the latched gate and a note if we spot anything unusual: blood, worms, a broken fence board or a hole under it.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Happy humans, happy dogs",
            items: [
              {
                quote:
                  "We have three labs and a toddler. Scoop Patrol comes twice a week and it's honestly the best money we spend. My husband and I stopped arguing about whose turn it is.",
                name: "Kristen V.",
                detail: "Henrietta · three labs",
                rating: 5,
              },
              {
                quote: "They texted me a photo of a hole our beagle had started under the back fence. Saved us a very bad afternoon.",
                name: "Dwayne Harris",
                detail: "Chili · one escape-artist beagle",
                rating: 5,
              },
              {
                quote: "After the March thaw our yard looked like a minefield. They cleared it in one visit and I could finally let the kids outside.",
                name: "Lauren Bishop",
                detail: "Brighton · spring cleanup",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Do I need to be home?",
                answer:
                  "No. Most customers are at work when we come. We just need access to the yard, a note about any locked gates, and to know if your dog will be outside.",
              },
              {
                question: "Will you clean up if my dog is in the yard?",
                answer:
                  "If your dog is friendly, yes; most dogs think we're visiting just for them. If your dog is nervous or protective, we'll ask you to keep them inside on service day.",
              },
              {
                question: "Where does the waste go?",
                answer:
                  "Double-bagged and tied into your outdoor trash bin, ready for your regular pickup day. For $3 a visit we'll take it away with us instead.",
              },
              {
                question: "What about rain and snow?",
                answer:
                  "We work in rain and light snow. If a big storm closes roads, we'll text you and come the next day. In deep snow we pick up what's on top and catch up on the rest at the thaw.",
              },
              {
                question: "Is there a contract?",
                answer: "No. Service runs month to month and you can stop any time with a text. We bill at the start of each month for the visits in it.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "start-service",
            heading: "Get your first scoop on the calendar",
            intro:
              "Tell us about your yard and your dogs and we'll send a firm price. New customers usually start within a week, and spring cleanup slots open in late February.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Call, text or email",
            intro: "Rather talk to a person? Jamie and the team answer calls on weekdays and reply to texts and emails within a few hours.",
            showHours: true,
            showMap: false,
          },
        },
      ],
    },
  ],
};

export default site;
