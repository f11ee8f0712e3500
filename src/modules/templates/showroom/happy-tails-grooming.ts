import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "happy-tails-grooming",
  name: "Happy Tails Grooming",
  kind: "single-page:dog-groomer",
  theme: {
    palette: {
      primary: "#b02a5b",
      onPrimary: "#ffffff",
      accent: "#f4a261",
      background: "#fffaf7",
      surface: "#fdece4",
      text: "#2a1a20",
      muted: "#6a4b55",
      border: "#f0d3c7",
    },
    fonts: { heading: "fraunces", body: "dm-sans" },
    header: "centered",
    footer: "band",
    sectionStyle: "bands",
    logo: { mark: "dog", shape: "rounded" },
    radius: "large",
    pattern: "dots",
  },
  settings: {
    tagline: "Calm, one-dog-at-a-time grooming on Ridge Road in Webster",
    description:
      "Happy Tails Grooming is a small appointment-only dog grooming salon in Webster, NY. Two certified groomers, no cages and no dryers left running unattended: baths, breed cuts, nail trims and puppy introductions.",
    contact: {
      phone: "(585) 555-0104",
      email: "woof@happytailsgrooming.example",
      address: { street: "742 Ridge Road, Suite 3", locality: "Webster", region: "NY", postalCode: "14580" },
    },
    hours: [
      { days: ["tue", "wed", "thu", "fri"], opens: "08:00", closes: "17:00" },
      { days: ["sat"], opens: "08:00", closes: "14:00" },
    ],
    hoursNote: "By appointment only. Walk-in nail trims Saturday mornings until 11.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Book a groom", href: "#appointment" },
  },
  team: [
    {
      slug: "dana-kowalczyk",
      name: "Dana Kowalczyk",
      role: "Owner and certified master groomer",
      bio: md`
Opened Happy Tails in 2016; specialises in doodles, poodles and Bichons.
      `,
    },
    {
      slug: "marcus-reyes",
      name: "Marcus Reyes",
      role: "Groomer",
      bio: md`
Big double-coated dogs, shy dogs and seniors.
      `,
    },
  ],
  appointments: {
    // The FAQ's 24 hours' notice to cancel is the policy.
    policy: { minNoticeMinutes: 12 * 60, horizonDays: 45, changeCutoffHours: 24, reminderHours: 24, stepMinutes: 30, pagePath: "" },
    staff: [
      { member: "dana-kowalczyk", hours: [{ days: ["tue", "wed", "thu", "fri"], opens: "08:00", closes: "17:00" }] },
      {
        member: "marcus-reyes",
        hours: [
          { days: ["wed", "thu", "fri"], opens: "08:00", closes: "17:00" },
          { days: ["sat"], opens: "08:00", closes: "14:00" },
        ],
      },
    ],
    services: [
      {
        key: "bath-small",
        name: "Bath and tidy, small dog",
        description: "Up to 20 lb. Bath, blow-dry, nails, ears and a tidy-up.",
        durationMinutes: 60,
        priceCents: 5500,
        bufferAfterMinutes: 15,
        staff: ["dana-kowalczyk", "marcus-reyes"],
      },
      {
        key: "bath-medium",
        name: "Bath and tidy, medium dog",
        description: "21 to 50 lb.",
        durationMinutes: 75,
        priceCents: 7000,
        bufferAfterMinutes: 15,
        staff: ["dana-kowalczyk", "marcus-reyes"],
      },
      {
        key: "bath-large",
        name: "Bath and tidy, large dog",
        description: "51 to 90 lb.",
        durationMinutes: 90,
        priceCents: 9000,
        bufferAfterMinutes: 15,
        staff: ["dana-kowalczyk", "marcus-reyes"],
      },
      {
        key: "bath-giant",
        name: "Bath and tidy, giant dog",
        description: "Over 90 lb. Allow three hours.",
        durationMinutes: 180,
        priceCents: 11500,
        bufferAfterMinutes: 15,
        staff: ["dana-kowalczyk", "marcus-reyes"],
      },
      {
        key: "haircut-small",
        name: "Full haircut, small dog",
        description: "Up to 20 lb. Breed or pet cut, with the bath.",
        durationMinutes: 90,
        priceCents: 7000,
        bufferAfterMinutes: 15,
        staff: ["dana-kowalczyk", "marcus-reyes"],
      },
      {
        key: "haircut-medium",
        name: "Full haircut, medium dog",
        description: "21 to 50 lb.",
        durationMinutes: 120,
        priceCents: 9000,
        bufferAfterMinutes: 15,
        staff: ["dana-kowalczyk", "marcus-reyes"],
      },
      {
        key: "haircut-large",
        name: "Full haircut, large dog",
        description: "51 to 90 lb.",
        durationMinutes: 150,
        priceCents: 11500,
        bufferAfterMinutes: 15,
        staff: ["dana-kowalczyk", "marcus-reyes"],
      },
      {
        key: "haircut-giant",
        name: "Full haircut, giant dog",
        description: "Over 90 lb. Allow three to four hours.",
        durationMinutes: 210,
        priceCents: 14500,
        priceFrom: true,
        bufferAfterMinutes: 15,
        staff: ["dana-kowalczyk", "marcus-reyes"],
      },
      {
        key: "puppy",
        name: "Puppy introduction",
        description: "A short, gentle first visit for puppies under six months.",
        durationMinutes: 30,
        priceCents: 3500,
        bufferAfterMinutes: 15,
        staff: ["dana-kowalczyk", "marcus-reyes"],
      },
    ],
  },
  pages: [
    {
      path: "",
      title: "Happy Tails Grooming | Dog Groomer in Webster, NY",
      description:
        "Appointment-only dog grooming in Webster, NY: baths, breed haircuts, nail trims and gentle puppy visits, one dog at a time with no cages. Prices and booking.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("nature/dog-at-window"),
            variant: "split",
            eyebrow: "Webster · one dog at a time",
            heading: "A quiet salon, a patient groomer, and a dog who's glad to come back",
            body: "Most grooming stress comes from noise, waiting and strangers. At Happy Tails your dog is the only dog on the table: no kennel rows, no barking chorus, no hours in a crate waiting for pickup. Drop off, and we'll text you a photo when they're ready, usually within two hours.",
            actions: [
              { label: "Book a groom", href: "#appointment" },
              { label: "Call us", href: "tel:+15855550104", variant: "secondary" },
            ],
            illustration: "dog",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we do",
            columns: 3,
            items: [
              {
                icon: "bath",
                title: "Bath and tidy",
                body: "Oatmeal or hypoallergenic shampoo, conditioner, a full blow-dry and brush-out, nails, ears and a neat trim around the eyes, feet and sanitary areas.",
              },
              {
                icon: "scissors",
                title: "Full haircut",
                body: "Breed-standard or a short, easy 'lake cut' for summer. Show us a photo and we'll tell you honestly whether your dog's coat can get there.",
              },
              {
                icon: "wind",
                title: "Deshedding",
                body: "For huskies, goldens, shepherds and labs: a deshedding shampoo and a high-velocity blow-out that lifts the undercoat before it ends up on your couch.",
              },
              {
                icon: "baby",
                title: "Puppy introductions",
                body: "Short, treat-filled first visits for puppies from 12 weeks: a gentle bath, the sound of the dryer, paws handled, a nail trim, and home before they're tired.",
              },
              {
                icon: "heart",
                title: "Seniors and nervous dogs",
                body: "Quiet first-of-the-day appointments, breaks whenever they need one, and a groomer who sits on the floor with them if that's what works.",
              },
              {
                icon: "paw-print",
                title: "Nail trims and grinding",
                body: "Walk in Saturday mornings, or add a nail grind to any appointment to keep nails short and smooth on hardwood floors.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Prices",
            intro:
              "Prices are by size and coat. Heavily matted coats, double coats and dogs who need extra time may cost more; we'll always tell you before we start.",
            plans: [
              {
                name: "Small",
                price: "$55",
                period: "bath and tidy",
                description: "Up to 20 lb: Yorkies, Shih Tzus, Maltese, Dachshunds, Pugs.",
                features: ["Full haircut $70", "Puppy introduction $35", "Nail grind add-on $12"],
              },
              {
                name: "Medium",
                price: "$70",
                period: "bath and tidy",
                description: "21 to 50 lb: Cockapoos, Beagles, Cocker Spaniels, Aussies.",
                features: ["Full haircut $90", "Deshedding treatment $20", "Teeth brushing add-on $10"],
                highlighted: true,
              },
              {
                name: "Large",
                price: "$90",
                period: "bath and tidy",
                description: "51 to 90 lb: Goldens, Labs, Labradoodles, Shepherds.",
                features: ["Full haircut $115", "Deshedding treatment $30", "Blueberry facial add-on $8"],
              },
              {
                name: "Giant",
                price: "$115",
                period: "bath and tidy",
                description: "Over 90 lb: Bernese, Newfoundlands, Great Pyrenees.",
                features: ["Full haircut from $145", "Deshedding treatment $40", "Allow three to four hours"],
              },
            ],
            note: "Walk-in nail trims are $18, Saturdays 8 to 11 am. Dematting is $1 a minute, and we will shave a badly matted coat rather than hurt your dog brushing it out.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Your dog's visit",
            items: [
              {
                title: "Book online or by phone",
                body: "Choose your dog's size, the groom and a drop-off time below, or call. Tell us your dog's name, breed, age and anything we should know: sore hips, a dislike of having their feet touched, a history with other groomers.",
              },
              {
                title: "Drop-off and a quick chat",
                body: "Five minutes at the counter to agree the cut, check the coat and confirm the price. Rabies certificate required on the first visit.",
              },
              {
                title: "Groomed without a crate",
                body: "Your dog waits on a padded bed in the grooming room, not in a kennel, and is worked on from start to finish by the same groomer.",
              },
              {
                title: "Photo and pickup",
                body: "We text a photo when they're done. Most dogs are ready within two hours; we ask for pickup within 30 minutes of the text.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Who'll groom your dog",
            heading: "Two groomers, over twenty-five years of grooming between them",
            body: md`
              **Dana Kowalczyk** opened Happy Tails in 2016 after eleven years at a big-box pet store in
              Greece, where she got tired of grooming eight dogs a day against the clock. She is a
              certified master groomer and specialises in doodles, poodles and Bichons.

              **Marcus Reyes** joined in 2020 and handles most of our big double-coated dogs, shy dogs and
              seniors. He has two retired greyhounds of his own, who occasionally supervise from behind
              the counter.

              Both are certified in pet first aid and CPR.
            `,
            illustration: "scissors",
            reverse: true,
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From the people holding the leash",
            items: [
              {
                quote:
                  "Our rescue shook for an hour after every groom at the chain store. After her third visit with Marcus she pulls me to the door. No idea what magic he uses, but I'll take it.",
                name: "Jen Albright",
                detail: "Penfield · Ruby, shepherd mix",
                rating: 5,
              },
              {
                quote:
                  "Dana gave our goldendoodle the first haircut that actually looked like the photo I brought. And she told me straight that we needed to brush more between visits. Fair.",
                name: "Steve Okafor",
                detail: "Webster · Biscuit, goldendoodle",
                rating: 5,
              },
              {
                quote:
                  "Fourteen-year-old Bichon, arthritis, deaf. They booked her first thing in the morning, let her rest halfway, and had her back to me in ninety minutes.",
                name: "Patricia Lange",
                detail: "Ontario · Snowball, Bichon Frise",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Good questions before the first groom",
            items: [
              {
                question: "How often should my dog be groomed?",
                answer:
                  "Doodles, poodles and other dogs with hair that keeps growing: every four to six weeks. Short-coated dogs: a bath and nails every eight to twelve weeks. Double-coated dogs do best with a deshed in spring and fall when they blow their coats.",
              },
              {
                question: "Do you need vaccination records?",
                answer:
                  "We need a current rabies certificate, as New York requires. We also recommend the bordetella vaccine, though since we groom one dog at a time we don't require it.",
              },
              {
                question: "Do you sedate dogs?",
                answer:
                  "Never. If a dog is too stressed to groom safely we stop, call you, and suggest shorter visits to build up their confidence, or a conversation with your vet.",
              },
              {
                question: "Will you shave my husky or golden retriever?",
                answer:
                  "We don't recommend it: a double coat insulates against summer heat as well as winter cold and may not grow back properly. A thorough deshedding keeps them much cooler.",
              },
              {
                question: "What if I need to cancel?",
                answer:
                  "Move or cancel from the link in your confirmation up to 24 hours before, so we can offer the time to someone on the waiting list; after that, please call. A second no-show means we'll ask for a $25 deposit on future bookings.",
              },
            ],
          },
        },
        {
          type: "appointments",
          props: {
            heading: "Book a groom",
            intro:
              "Choose your dog's size and the groom, Dana, Marcus or whoever is free, and a drop-off time. Tell us your dog's name and breed in the last step. Your confirmation comes by email, with a link to move or cancel up to 24 hours before.",
            note: "A first visit needs your dog's rabies certificate at the counter.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Find us on Ridge Road",
            intro:
              "We're in the little plaza at 742 Ridge Road, between the hardware store and the pizza place, with parking right outside the door. Book a time above or call us: we answer the phone between dogs, so leave a message and we'll ring back the same day.",
            showHours: true,
            showMap: true,
          },
        },
      ],
    },
  ],
};

export default site;
