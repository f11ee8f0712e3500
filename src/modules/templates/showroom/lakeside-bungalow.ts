import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "lakeside-bungalow",
  name: "The Lakeside Bungalow",
  kind: "single-page:vacation-rental",
  theme: {
    palette: {
      primary: "#1d4e6b",
      onPrimary: "#ffffff",
      accent: "#e0a458",
      background: "#fbf8f2",
      surface: "#eef3f4",
      text: "#14232e",
      muted: "#4a5a66",
      border: "#cfdde2",
    },
    fonts: { heading: "lora", body: "nunito" },
    header: "overlay",
    footer: "map",
    sectionStyle: "rows",
    logo: { mark: "waves", shape: "circle" },
    radius: "large",
    pattern: "waves",
  },
  settings: {
    tagline: "A 1930s lake cottage with its own dock on the west shore of Keuka Lake",
    description:
      "The Lakeside Bungalow is a three-bedroom cottage on Keuka Lake, six miles north of Hammondsport, with 90 feet of shale beach, a private dock, kayaks and a screened porch over the water. Sleeps six.",
    contact: {
      phone: "(607) 555-0143",
      email: "stay@lakesidebungalow.example",
      serviceAreaNote: "West Lake Road, Keuka Lake, between Hammondsport and Penn Yan. We send the exact address and door code with your booking confirmation.",
    },
    hours: [],
    hoursNote: "We answer calls and emails between 9 am and 8 pm, every day. Check-in is 4 pm, check-out 10 am.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Check dates", href: "mailto:stay@lakesidebungalow.example" },
  },
  forms: [
    {
      key: "booking-enquiry",
      name: "Booking enquiry",
      recipients: ["stay@lakesidebungalow.example"],
      submitLabel: "Check my dates",
      successMessage:
        "Thank you! Karen or Tom will reply today (we answer between 9 am and 8 pm) with availability and a total price for your stay. If the dates are free, we'll hold them for 48 hours while you check with your group.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        {
          name: "arrival",
          label: "Arrival date",
          type: "date",
          required: true,
          width: "half",
          help: "Check-in is 4 pm. Summer weeks run Saturday to Saturday.",
        },
        { name: "departure", label: "Departure date", type: "date", required: true, width: "half", help: "Check-out is 10 am." },
        {
          name: "guests",
          label: "Number of guests",
          type: "select",
          required: true,
          width: "half",
          options: ["1", "2", "3", "4", "5", "6"],
          help: "The cottage sleeps six, children included.",
        },
        {
          name: "dog",
          label: "Bringing a dog?",
          type: "radio",
          required: true,
          width: "half",
          options: ["No", "Yes, one dog"],
          help: "One dog is welcome for a $75 pet fee.",
        },
        { name: "phone", label: "Phone", type: "phone", width: "half", help: "If you'd rather we called." },
        {
          name: "flexible",
          label: "Are your dates flexible?",
          type: "select",
          width: "half",
          options: ["No, these dates only", "By a day or two", "Any week that's free"],
        },
        {
          name: "message",
          label: "Anything else?",
          type: "textarea",
          maxLength: 2000,
          help: "The occasion, ages of children, boats you're bringing, or questions about the cottage.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "The Lakeside Bungalow | Keuka Lake Cottage Rental",
      description:
        "Rent a three-bedroom 1930s cottage on Keuka Lake near Hammondsport: private dock, kayaks, shale beach and a screened porch over the water. Sleeps six.",
      blocks: [
        {
          type: "hero",
          props: {
            // The dock its first words name; the bungalow itself opens the gallery below.
            image: seedImage("landscape/dock-evening"),
            variant: "fullBleed",
            eyebrow: "West shore of Keuka Lake · Sleeps 6",
            heading: "Coffee on the dock, kayaks at the door, the whole lake out front",
            body: "Our grandparents built this cottage in 1934 and we have kept its knotty pine and big porch windows while adding a proper kitchen, new bathrooms and heat for the shoulder seasons. It is ten minutes to Hammondsport's village square and a short drive to two dozen wineries.",
            actions: [
              { label: "Email us", href: "mailto:stay@lakesidebungalow.example" },
              { label: "Call Karen", href: "tel:+16075550143", variant: "secondary" },
            ],
            illustration: "waves",
          },
        },
        {
          type: "gallery",
          props: {
            heading: "The bungalow and its lake",
            items: [
              {
                image: seedImage("homes/lakeside-bungalow/bungalow"),
                title: "The bungalow from the lawn",
                caption: "The 1934 cottage, its porch windows and the lawn that runs down to the water.",
              },
              {
                image: seedImage("rooms/lakeside-bungalow/living-room"),
                title: "The living room",
                caption: "The pine walls and big windows of 1934, kept as they were; the kitchen and bathrooms beyond are new.",
              },
              {
                image: seedImage("landscape/lake-blue-hour"),
                title: "Keuka before dawn",
                caption: "The lake from the shore in the blue light before sunrise, when only the fishermen are up.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Around the lake",
            intro: "Keuka is quieter than Seneca or Canandaigua, which is why people come back. A few of our favourite things nearby.",
            columns: 3,
            items: [
              {
                icon: "wine",
                title: "The Keuka Lake Wine Trail",
                body: "Riesling and sparkling wine at a string of tasting rooms along both shores, the nearest a four-minute drive south.",
              },
              {
                icon: "landmark",
                title: "Hammondsport village square",
                body: "Ice cream, a bookshop, Friday evening concerts in the park in July and August, and the public boat launch.",
              },
              {
                icon: "plane",
                title: "Glenn H. Curtiss Museum",
                body: "Early aviation and motorcycles in the town where Curtiss flew. A good rainy-day outing with kids.",
              },
              {
                icon: "bike",
                title: "Keuka Outlet Trail",
                body: "Seven miles of flat, shaded trail from Penn Yan to Dresden, past waterfalls and old mill ruins. Bikes for rent in Penn Yan.",
              },
              {
                icon: "mountain",
                title: "Watkins Glen State Park",
                body: "Nineteen waterfalls along the Gorge Trail, forty minutes east. Go early in summer to beat the crowds.",
              },
              {
                icon: "fish",
                title: "Fishing off the dock",
                body: "Smallmouth bass and yellow perch right off the end of the dock. Lake trout if you bring a boat and a downrigger.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What's at the bungalow",
            intro: "Everything is set up so you can arrive, unpack and be in the water within the hour.",
            columns: 3,
            items: [
              {
                icon: "bed-double",
                title: "Three bedrooms, two baths",
                body: "A queen room facing the lake, a second queen, and a bunk room with two twin-over-twins for the kids. Linens, towels and beach towels are provided.",
              },
              {
                icon: "waves",
                title: "Private dock and beach",
                body: "Ninety feet of clean shale shoreline and a 40-foot dock with a swim ladder. The water is waist-deep for the first twenty feet, then drops off for diving.",
              },
              {
                icon: "sun",
                title: "Kayaks and paddleboards",
                body: "Two sit-on-top kayaks, a tandem, two paddleboards, life jackets in every size and a pair of Adirondack chairs at the end of the dock.",
              },
              {
                icon: "cooking-pot",
                title: "A kitchen people actually cook in",
                body: "Gas range, dishwasher, a coffee maker and French press, cast iron, a gas grill on the deck, and a table that seats eight.",
              },
              {
                icon: "flame",
                title: "Fire pit at the water",
                body: "A stone fire ring on the beach with firewood stacked for you. Keuka sunsets are behind the house, but the evening light on the east hills is worth staying out for.",
              },
              {
                icon: "house",
                title: "Screened porch and Wi-Fi",
                body: "The porch runs the full width of the cottage, with a daybed for naps. Fast fibre Wi-Fi and a desk in the second bedroom if you have to work.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Rates for the year",
            intro: "One price for the whole cottage, up to six guests. The cleaning fee is $175 per stay.",
            plans: [
              {
                name: "Summer weeks",
                price: "$2,950",
                period: "per week",
                description: "Late June through Labor Day, Saturday to Saturday.",
                features: ["Seven nights", "Kayaks, paddleboards and dock", "Firewood included", "Books up by March for July"],
                highlighted: true,
                action: { label: "Ask about a week", href: "mailto:stay@lakesidebungalow.example" },
              },
              {
                name: "Spring and fall",
                price: "$285",
                period: "per night",
                description: "May, June and September through October. Two-night minimum, three on holiday weekends.",
                features: ["Harvest season and wine trail weekends", "Heated floors in both bathrooms", "Kayaks out until mid-October"],
              },
              {
                name: "Winter",
                price: "$195",
                period: "per night",
                description: "November through April. Two-night minimum.",
                features: ["Gas fireplace in the living room", "Quiet lake, snowy hills", "Great for writing weekends"],
              },
            ],
            note: "New York State sales tax and Steuben County occupancy tax are added to every stay. A $500 security deposit is held on your card and released within a week of check-out.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How booking works",
            intro: "We book directly with guests, so there are no platform fees. Here's the whole process.",
            items: [
              {
                title: "Send us your dates",
                body: "Use the booking form below, or email or call: tell us when, how many people and whether you're bringing a dog. We reply the same day with availability and a total price.",
              },
              {
                title: "We hold the dates for 48 hours",
                body: "While you check with the rest of your group. A 30% deposit by card or bank transfer confirms the booking.",
              },
              {
                title: "Balance due 30 days out",
                body: "We email a reminder. Cancel more than 60 days before arrival for a full refund; after that we refund in full if we can rebook the dates.",
              },
              {
                title: "Arrival guide and door code",
                body: "A week before you arrive you get the address, the keypad code, parking notes, and our list of where to eat and what's open.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From our guests",
            items: [
              {
                quote:
                  "Our fourth summer at the bungalow. The kids live on the paddleboards, we live on the porch, and nobody looks at a screen until it rains. Karen had a bag of local peaches waiting for us this year.",
                name: "The Okafor family",
                detail: "Rochester · summer week",
                rating: 5,
              },
              {
                quote:
                  "We came for a wine-trail weekend in October and barely left the dock. The fire pit, the quiet, the fog lifting off the lake in the morning: exactly what we needed.",
                name: "Julie and Sam",
                detail: "Buffalo · fall weekend",
                rating: 5,
              },
              {
                quote: "I rented it for a week in February to finish a manuscript. Warm, spotless, great Wi-Fi and a view that made the words come easier.",
                name: "Hannah Meier",
                detail: "Ithaca · winter week",
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
                question: "Can we bring our dog?",
                answer:
                  "One well-behaved dog is welcome for a $75 pet fee per stay. Please keep dogs off the beds and couches; there's a washable dog bed in the hall closet and a hose at the beach for sandy paws.",
              },
              {
                question: "Is the lake good for swimming?",
                answer:
                  "Very. Keuka is spring-fed and clean, and by mid-July the water near shore is in the mid-70s. The shale beach is smooth, but water shoes help; there are several pairs in the shed.",
              },
              {
                question: "Can we bring or rent a boat?",
                answer:
                  "You're welcome to tie up a boat at our dock for the week. The public launch is in Hammondsport, and two marinas nearby rent pontoon boats by the half day; book ahead for July.",
              },
              {
                question: "What are check-in and check-out times?",
                answer:
                  "Check-in is 4 pm and check-out 10 am. On summer Saturdays our cleaner has six hours between guests, so we can't offer early arrivals, but you're welcome to park and use the beach from noon.",
              },
              {
                question: "Is there air conditioning?",
                answer:
                  "The bedrooms have quiet mini-split units, and the lake breeze usually keeps the porch comfortable. The same units heat the cottage in spring and fall, with a gas fireplace for winter.",
              },
              {
                question: "Are events or parties allowed?",
                answer: "We're sorry, no. The cottage sleeps six and our neighbours are close. Quiet hours on the lake are 10 pm to 8 am.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "booking-enquiry",
            heading: "Check your dates",
            intro:
              "Tell us when you'd like to come and who's coming. We book directly with guests, so there are no platform fees, and we answer every enquiry the same day.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Talk to Karen and Tom",
            intro:
              "Rather talk it over? Call or email Karen and Tom Lindqvist, the bungalow's owners. We live twenty minutes away in Bath and know the lake well.",
            showHours: false,
            showMap: false,
          },
        },
      ],
    },
  ],
};

export default site;
