import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "rolling-taco",
  name: "The Rolling Taco",
  kind: "single-page:food-truck",
  theme: {
    palette: {
      primary: "#a4161a",
      onPrimary: "#ffffff",
      accent: "#2a9d8f",
      background: "#fff8ea",
      surface: "#ffe8bf",
      text: "#2b1d12",
      muted: "#614633",
      border: "#f2d49a",
    },
    fonts: { heading: "oswald", body: "montserrat" },
    header: "bar",
    footer: "band",
    sectionStyle: "bands",
    logo: { mark: "truck", shape: "circle" },
    radius: "large",
    pattern: "dots",
  },
  settings: {
    tagline: "Fresh-pressed corn tortillas, slow-cooked birria and a bright red truck, all over Rochester",
    priceRange: "$",
    cuisine: ["Mexican", "Tacos"],
    description:
      "The Rolling Taco is a family-owned Rochester food truck serving street tacos on corn tortillas pressed to order, birria quesatacos, burritos and aguas frescas at a different spot each weekday, plus catering for parties and weddings.",
    contact: {
      phone: "(585) 555-0132",
      email: "hola@rollingtaco.example",
      serviceAreaNote: "Lunch stops around Rochester on weekdays; catering anywhere within 40 miles of downtown.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "11:00", closes: "14:00" },
      { days: ["sat"], opens: "12:00", closes: "19:00" },
    ],
    hoursNote: "Friday evenings 5 to 9 pm at Stonecrop Brewing too. We close for the day when the birria runs out.",
    seasons: [{ name: "Winter break", from: "01-01", to: "03-15", hours: [] }],
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Book the truck", href: "mailto:hola@rollingtaco.example" },
  },
  forms: [
    {
      key: "event-booking",
      name: "Private event booking request",
      recipients: ["hola@rollingtaco.example"],
      submitLabel: "Request a booking",
      successMessage:
        "¡Gracias! Marisol will reply within two days with our availability and a quote for your date. Your date is held once the $300 deposit is in, and summer Saturdays go fast. In a hurry? Call the truck at (585) 555-0132 during lunch service.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        {
          name: "event_type",
          label: "Type of event",
          type: "select",
          required: true,
          width: "half",
          options: ["Wedding", "Graduation party", "Office lunch", "Birthday or family party", "Block party or festival", "Something else"],
        },
        { name: "date", label: "Event date", type: "date", required: true, width: "half" },
        { name: "service_time", label: "Service time", type: "text", width: "half", maxLength: 80, help: "For example 5 to 7 pm, or late-night from 10." },
        {
          name: "guests",
          label: "How many guests?",
          type: "select",
          required: true,
          options: ["Under 40", "40 to 75", "75 to 150", "150 to 250", "More than 250"],
        },
        {
          name: "location",
          label: "Where is it?",
          type: "text",
          required: true,
          help: "Venue or address, and town. Travel beyond 25 miles from downtown Rochester is $2 a mile.",
        },
        { name: "package", label: "Which package interests you?", type: "radio", options: ["Office lunch", "Taco bar party", "Wedding", "Not sure yet"] },
        {
          name: "notes",
          label: "Anything else?",
          type: "textarea",
          maxLength: 3000,
          help: "Vegetarian, vegan or gluten-free guests, where the truck can park, whether there's level ground and room for a 24-foot truck.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "The Rolling Taco | Rochester Food Truck, Menu & Weekly Stops",
      description:
        "Street tacos, birria quesatacos and burritos from a Rochester food truck. This week's lunch stops, the full menu with prices, and catering for your event.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Rochester's red taco truck",
            heading: "Tortillas pressed while you wait, birria simmered since 4 am",
            body: "Marisol's family recipes from Puebla, cooked from scratch in our commissary kitchen on Lyell Avenue every morning and served from the window by noon. Find us downtown, at the Public Market and by the river, Monday to Saturday.",
            actions: [
              { label: "Call the truck", href: "tel:+15855550132" },
              { label: "Ask about catering", href: "mailto:hola@rollingtaco.example", variant: "secondary" },
            ],
            illustration: "truck",
          },
        },
        {
          type: "features",
          props: {
            heading: "Where the truck parks",
            intro: "Our regular weekly stops, April through December. Rain or shine, unless it's a lake-effect blizzard. Changes go up on Instagram by 9 am.",
            columns: 3,
            items: [
              {
                icon: "map-pin",
                title: "Monday · Parcel 5, downtown",
                body: "11 am to 2 pm on the East Main Street side of the lawn. Lines are shortest before 11:45.",
              },
              {
                icon: "map-pin",
                title: "Tuesday · College Town",
                body: "11 am to 2 pm on Mt. Hope Avenue, by the bookstore plaza. Show a student or hospital ID for a free agua fresca.",
              },
              {
                icon: "map-pin",
                title: "Wednesday · Eastman Business Park",
                body: "11 am to 2 pm at the Lake Avenue entrance lot, with picnic tables in the shade.",
              },
              {
                icon: "map-pin",
                title: "Thursday · Rochester Public Market",
                body: "10 am to 2 pm on North Union Street, in the food truck row by the winter shed.",
              },
              {
                icon: "map-pin",
                title: "Friday · Brooks Landing, then Stonecrop",
                body: "Lunch 11 am to 2 pm by the river on Genesee Street; dinner 5 to 9 pm at Stonecrop Brewing on Anderson Avenue.",
              },
              {
                icon: "sun",
                title: "Saturday · Ontario Beach Park",
                body: "Noon to 7 pm by the carousel in Charlotte, Memorial Day through Labor Day. Other Saturdays: festivals and private events.",
              },
            ],
          },
        },
        {
          type: "menu",
          props: {
            heading: "The menu",
            intro:
              "Tacos come on two fresh corn tortillas with onion, cilantro and your choice of salsa roja, verde or our smoky chile de árbol. Card, cash and Apple Pay.",
            sections: [
              {
                name: "Tacos",
                description: "Order them by the piece; three make a good lunch.",
                items: [
                  {
                    image: seedImage("food/rolling-taco/al-pastor"),
                    name: "Al pastor",
                    description: "Chile-marinated pork off the trompo, with grilled pineapple.",
                    priceCents: 425,
                    tags: ["best seller"],
                  },
                  {
                    image: seedImage("food/rolling-taco/carne-asada"),
                    name: "Carne asada",
                    description: "Grilled skirt steak, guacamole salsa.",
                    priceCents: 475,
                  },
                  { name: "Carnitas", description: "Pork shoulder braised in lard with orange and cinnamon, crisped on the plancha.", priceCents: 425 },
                  { name: "Pollo asado", description: "Achiote chicken thighs, charred.", priceCents: 400 },
                  {
                    image: seedImage("food/rolling-taco/baja-fish"),
                    name: "Baja fish",
                    description: "Beer-battered cod, chipotle crema, cabbage slaw.",
                    priceCents: 500,
                  },
                  {
                    name: "Hongos",
                    description: "Oyster mushrooms from a farm in Ontario County, roasted with epazote and garlic.",
                    priceCents: 400,
                    tags: ["vegetarian"],
                  },
                  { name: "Papa con rajas", description: "Potato and roasted poblano strips, queso fresco.", priceCents: 375, tags: ["vegetarian"] },
                ],
              },
              {
                name: "Plates and bigger things",
                items: [
                  {
                    image: seedImage("food/rolling-taco/birria-quesatacos"),
                    name: "Birria quesatacos",
                    description: "Three crispy cheese-crusted tacos of beef birria, with a cup of consomé for dipping.",
                    priceCents: 1500,
                    tags: ["while it lasts"],
                  },
                  {
                    name: "Burrito",
                    description: "Any taco filling with rice, black beans, cheese, crema and pico de gallo in a flour tortilla.",
                    priceCents: 1300,
                  },
                  { name: "Bowl", description: "The burrito, without the tortilla, over greens or rice.", priceCents: 1300, tags: ["gluten-free"] },
                  { name: "Quesadilla", description: "Oaxaca cheese and your choice of filling in a big flour tortilla.", priceCents: 1100 },
                  { name: "Loaded nachos", description: "Chips, black beans, queso, pico, jalapeños and crema; add any meat for $3.", priceCents: 1100 },
                ],
              },
              {
                name: "Sides",
                items: [
                  { name: "Elote", description: "Grilled street corn, mayo, cotija, chile and lime. Local corn August to October.", priceCents: 500 },
                  { name: "Chips and salsa", description: "Fried in-house, with salsa verde.", priceCents: 400, tags: ["vegan"] },
                  { image: seedImage("food/rolling-taco/chips-and-guacamole"), name: "Guacamole and chips", priceCents: 700, tags: ["vegan"] },
                  { name: "Rice and charro beans", priceCents: 400 },
                ],
              },
              {
                name: "Drinks",
                items: [
                  { name: "Horchata", description: "Rice, cinnamon and vanilla, made every morning.", priceCents: 400 },
                  { name: "Agua fresca", description: "Jamaica (hibiscus), or the fruit of the week: watermelon, pineapple or cantaloupe.", priceCents: 400 },
                  { name: "Mexican Coke or Jarritos", priceCents: 300 },
                ],
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "A tortilla press, a used step van, and a lot of nerve",
            body: md`
              Marisol and Diego Hernández started The Rolling Taco in 2018 with a secondhand bread truck, a cast-iron
              tortilla press from Marisol's grandmother in Puebla, and a spot outside a brewery on Friday nights.

              We still nixtamalize our own corn for the masa, we still braise the birria overnight, and we still close
              when it's gone rather than cut corners. The truck is painted a different shade of red now.

              - **Masa made daily** from dried heirloom corn, never from a bag of flour
              - **Meat** from a family butcher in Livingston County
              - **Compostable** plates, cups and forks
            `,
            illustration: "flame",
            reverse: true,
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Bring the truck to your event",
            intro: "Graduation parties, weddings, office lunches and block parties. Prices include staff, setup and cleanup.",
            plans: [
              {
                name: "Office lunch",
                price: "$750",
                period: "minimum",
                description: "Guests order from a short menu at the window and you get one bill.",
                features: ["Two-hour service", "Up to 60 guests", "Weekdays 11 am to 2 pm"],
              },
              {
                name: "Taco bar party",
                price: "$18",
                period: "per guest",
                description: "Unlimited tacos for two hours, three meats and a vegetarian filling.",
                features: ["40 guest minimum", "Chips, salsas and rice and beans", "Horchata and agua fresca", "Compostable plates and napkins"],
                highlighted: true,
              },
              {
                name: "Wedding",
                price: "$26",
                period: "per guest",
                description: "Dinner or late-night tacos from the truck, with birria quesatacos.",
                features: ["75 guest minimum", "Four fillings and elote", "Up to three hours of service", "Tasting for the couple"],
              },
            ],
            note: "A $300 deposit holds your date. Travel beyond 25 miles from downtown Rochester is $2 a mile. Summer Saturdays book up by February.",
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Overheard in line",
            items: [
              {
                quote:
                  "I've eaten tacos all over Texas and California and the al pastor off this truck holds up against any of them. The fresh tortillas make all the difference.",
                name: "Marcus Bell",
                detail: "Regular at Parcel 5",
                rating: 5,
              },
              {
                quote:
                  "We had the truck for our wedding at a farm in Honeoye Falls. The late-night quesatacos are still the thing our guests talk about, a year later.",
                name: "Hannah and Luis Ortega",
                detail: "Wedding catering",
                rating: 5,
              },
              {
                quote: "Thursdays at the Public Market: buy vegetables, then two hongos tacos and a jamaica. It's a ritual.",
                name: "Priya Natarajan",
                detail: "Swillburg",
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
                question: "Do you have gluten-free and vegan options?",
                answer:
                  "Our corn tortillas, chips, rice, beans and every meat are gluten-free, though the fish is battered with beer. For vegans: the hongos and papa tacos without cheese, the chips and guacamole, and both aguas frescas.",
              },
              {
                question: "Can I order ahead?",
                answer:
                  "For orders of ten or more, call the truck by 10 am on the day and we'll have it bagged and waiting. Smaller orders are first come, first served at the window.",
              },
              {
                question: "What happens in winter?",
                answer:
                  "We take January to mid-March off to rest and visit family. The rest of the year we park in snow and cold, with a heated awning over the window.",
              },
              {
                question: "How far ahead should I book catering?",
                answer:
                  "Three to six months for summer Saturdays and weddings, a couple of weeks for weekday office lunches. Send us your date, guest count and location with the booking form below.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "event-booking",
            heading: "Book the truck for your event",
            intro: "Tell us the date, the crowd and the place, and we'll come back within two days with availability and a quote.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Get in touch",
            intro:
              "Call the truck during lunch service for large orders. For catering, use the booking form above, or call or email us. For today's stop and any changes, check our Instagram.",
            showHours: true,
            showMap: false,
          },
        },
      ],
    },
  ],
};

export default site;
