import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "sunny-meadow-farm",
  name: "Sunny Meadow Farm",
  kind: "single-page:farm",
  theme: {
    palette: {
      primary: "#3f6212",
      onPrimary: "#ffffff",
      accent: "#ca8a04",
      background: "#fffdf5",
      surface: "#f4efdc",
      text: "#1c1917",
      muted: "#57534e",
      border: "#e2d9bd",
    },
    fonts: { heading: "fraunces", body: "nunito" },
    header: "overlay",
    footer: "map",
    sectionStyle: "rows",
    logo: { mark: "sprout", shape: "circle" },
    radius: "large",
    pattern: "waves",
  },
  settings: {
    tagline: "Pick-your-own berries, pasture eggs and a Saturday farm stand",
    description: "A family farm outside Clifton Springs growing strawberries, blueberries, sweet corn and pasture-raised eggs since 1987.",
    contact: {
      phone: "(315) 555-0155",
      email: "hello@sunnymeadowfarm.example",
      address: { street: "4180 County Road 6", locality: "Clifton Springs", region: "NY", postalCode: "14432" },
    },
    hours: [
      { days: ["wed", "thu", "fri"], opens: "10:00", closes: "18:00" },
      { days: ["sat", "sun"], opens: "08:00", closes: "16:00" },
    ],
    seasons: [{ name: "Closed for the season", from: "11-01", to: "05-31", hours: [] }],
    hoursNote: "Picking closes an hour before the stand.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
  },
  forms: [
    {
      key: "farm-stand",
      name: "Question or egg reservation",
      recipients: ["hello@sunnymeadowfarm.example"],
      submitLabel: "Send to the farm",
      successMessage:
        "Thanks! We read messages in the evening after chores and reply within a day or two. If you reserved eggs, we'll confirm your first pickup day, and from then on your dozen waits at the stand under your name.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half", help: "Only if you'd like a call back." },
        {
          name: "topic",
          label: "What can we help with?",
          type: "select",
          required: true,
          width: "half",
          options: ["Reserve weekly eggs", "Picking conditions", "A group or school visit", "Something else"],
        },
        {
          name: "dozens",
          label: "Eggs each week",
          type: "select",
          width: "half",
          options: ["1 dozen", "2 dozen", "3 dozen", "4 dozen or more"],
          help: "For egg reservations. $6 a dozen, paid at pickup.",
        },
        {
          name: "pickup_day",
          label: "Pickup day",
          type: "select",
          width: "half",
          options: ["Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
          help: "The stand is open Wednesday to Sunday, June through October.",
        },
        { name: "message", label: "Your question or any notes", type: "textarea", maxLength: 2000 },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Sunny Meadow Farm",
      description: "Pick-your-own strawberries and blueberries, pasture-raised eggs and sweet corn at our family farm stand in Clifton Springs, NY.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("landscape/green-hills"),
            variant: "fullBleed",
            eyebrow: "Family farm since 1987",
            heading: "Pick your own berries, straight from the field",
            body: "Strawberries in June, blueberries through August, sweet corn and pumpkins into October. Bring the kids, grab a basket, and take the afternoon.",
            actions: [
              { label: "Call the farm stand", href: "tel:+13155550155" },
              { label: "Email us", href: "mailto:hello@sunnymeadowfarm.example", variant: "secondary" },
            ],
            illustration: "sprout",
          },
        },
        {
          type: "features",
          props: {
            heading: "What's in season",
            intro: "Dates shift with the weather; we post the week's picking report on Facebook every Tuesday evening.",
            columns: 4,
            items: [
              { icon: "apple", title: "Strawberries", body: "Mid-June to early July. $4.50 a quart, picked by you; $6.50 pre-picked." },
              { icon: "leaf", title: "Blueberries", body: "Mid-July through August on four acres of highbush bushes. $5.00 a pint." },
              { icon: "sun", title: "Sweet corn", body: "Picked each morning from late July. $7 a dozen at the stand." },
              { icon: "sprout", title: "Pumpkins", body: "Weekends in October: wagon rides out to the patch, priced by size." },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Our eggs",
            heading: "Hens on grass, eggs the colour of sunshine",
            body: md`
              Our flock of 300 hens moves across the pasture in mobile coops, so they are always on fresh ground.
              Eggs are collected twice a day and sold within the week.

              - $6 a dozen, mixed brown and blue
              - Reserve a weekly dozen with the form below or by calling the stand
              - Bring your cartons back and we take $0.50 off
            `,
            illustration: "sun",
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Do I need to bring my own containers?",
                answer:
                  "No. We provide baskets for picking and you pay by weight or volume at the stand. You are welcome to bring your own clean containers; we weigh them empty first.",
              },
              {
                question: "Are dogs allowed in the fields?",
                answer:
                  "Only service animals, please. Food safety rules keep pets out of the picking rows, but there is a shaded dog-friendly area by the stand.",
              },
              {
                question: "Do you spray?",
                answer:
                  "We use integrated pest management and spray only when scouting shows we must, never within a week of picking. Ask us; we're happy to show you the log.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "farm-stand",
            heading: "Ask us, or reserve your eggs",
            intro:
              "Reserve a weekly dozen for pickup at the stand, or ask about picking conditions, group visits or anything else. You can also call the stand during opening hours.",
          },
        },
        { type: "contactDetails", props: { heading: "Find the farm stand" } },
      ],
    },
  ],
};

export default site;
