import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(315) 555-0129";
const TEL = "tel:+13155550129";
const EMAIL = "dig@stonebridgeearthworks.example";

const site: SiteSeed = {
  slug: "stonebridge-earthworks",
  name: "Stonebridge Earthworks",
  kind: "excavation",
  theme: {
    palette: {
      primary: "#6b4226",
      onPrimary: "#ffffff",
      accent: "#4d7c0f",
      background: "#fbf8f3",
      surface: "#f1e9df",
      text: "#221a14",
      muted: "#5e5147",
      border: "#ddcfbf",
    },
    fonts: { heading: "montserrat", body: "nunito" },
    header: "centered",
    footer: "simple",
    sectionStyle: "bands",
    logo: { mark: "shovel", shape: "circle" },
    radius: "large",
    pattern: "dots",
  },
  settings: {
    tagline: "Ponds, land clearing, site prep and grading between the lakes",
    description:
      "Stonebridge Earthworks is a small excavation company in Waterloo, NY digging farm ponds, clearing land, preparing house sites and grading yards across Seneca, Ontario and Cayuga counties.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "2215 Packwood Road", locality: "Waterloo", region: "NY", postalCode: "13165" },
      serviceAreaNote: "Seneca Falls, Waterloo, Geneva, Romulus, Ovid, Interlaken, Phelps, Auburn and the farms between Seneca and Cayuga lakes.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "07:00", closes: "16:30" }],
    hoursNote: "We're usually in a machine during the day. Leave a message and Cole will call back the same evening.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Services", href: "services" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Call (315) 555-0129", href: TEL },
  },
  forms: [
    {
      key: "estimate",
      name: "Estimate request",
      recipients: [EMAIL],
      submitLabel: "Request my estimate",
      successMessage:
        "Thanks for the details. Jenna will call or email within one business day to set up a time for Cole to walk the property, usually within a week. If it's urgent, leave a message at (315) 555-0129 and Cole will call back that evening.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half", help: "Cole usually calls back in the evening." },
        { name: "town", label: "Town", type: "text", required: true, width: "half", help: "For example Waterloo, Romulus or Geneva." },
        { name: "address", label: "Property address", type: "text", required: true, help: "Or the road and tax map number for vacant land." },
        {
          name: "project_type",
          label: "What kind of job is it?",
          type: "checkbox",
          required: true,
          options: [
            "New pond or pond expansion",
            "Pond repair or dredging",
            "Forestry mulching",
            "Land or hedgerow clearing",
            "House site prep",
            "Grading and topsoil",
            "Utility trench",
            "Small demolition",
            "Stone or topsoil delivery",
            "Something else",
          ],
        },
        { name: "size", label: "Rough size", type: "text", width: "half", help: "A half-acre pond, 3 acres of brush, a 60-foot trench." },
        {
          name: "timing",
          label: "When would you like it done?",
          type: "select",
          required: true,
          width: "half",
          options: ["As soon as possible", "In the next month or two", "Late summer or fall (pond season)", "Next year", "Just planning for now"],
        },
        {
          name: "budget",
          label: "Budget range",
          type: "select",
          width: "half",
          options: ["Under $2,500", "$2,500-$10,000", "$10,000-$25,000", "Over $25,000", "Not sure yet"],
        },
        {
          name: "access",
          label: "Can a tracked machine get to the spot?",
          type: "radio",
          width: "half",
          options: ["Yes, easily", "Through a gate or soft ground", "Not sure"],
        },
        {
          name: "description",
          label: "Tell us about the job",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "What you're hoping for, wet spots, buried lines you know of, trees to keep.",
        },
        {
          name: "photos",
          label: "Photos of the site",
          type: "file",
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
          help: "Up to 6 photos. Wide shots of the area and the way in help the most.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Stonebridge Earthworks | Excavation in Seneca County",
      description:
        "Farm ponds, land clearing, forestry mulching, house site prep and grading in Waterloo, Seneca Falls, Geneva and the Seneca and Cayuga lake region.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Waterloo, NY",
            heading: "Ponds dug, land cleared, sites ready to build",
            body: "Stonebridge is a husband-and-wife excavation business with a 14-ton excavator, a dozer, a forestry mulcher and two dump trucks. We take on jobs the big outfits don't want and do them carefully.",
            actions: [
              { label: "Call (315) 555-0129", href: TEL },
              { label: "See what we do", href: "services", variant: "secondary" },
            ],
            illustration: "shovel",
          },
        },
        {
          type: "features",
          props: {
            heading: "Most of our work falls into four kinds of job",
            columns: 4,
            items: [
              { icon: "waves", title: "Ponds", body: "Farm and recreation ponds from a quarter acre to two acres, dug into clay that holds water." },
              { icon: "trees", title: "Land clearing", body: "Brush and small trees mulched in place, hedgerows cleared, stumps removed." },
              { icon: "house", title: "House sites", body: "Clearing, driveway base, basement dig and rough grade for a new home." },
              { icon: "mountain", title: "Grading", body: "Yards regraded away from the house, topsoil spread and seeded." },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Ponds are our favorite",
            heading: "A pond that holds water starts with a test hole",
            body: md`
              Before we quote a pond, we dig two or three test holes to see what's under the topsoil. Seneca
              County's heavy clay makes great ponds; gravel pockets and shale ledges don't. If your site won't
              hold water, we'll tell you before you spend a dollar on digging.

              Good ponds have a **keyed-in clay core** in the dam, gentle 3:1 slopes, a deep end of at least
              10 feet to keep fish alive through winter, and an overflow that won't wash out.
            `,
            illustration: "waves",
            action: { label: "Pond pricing", href: "services", variant: "secondary" },
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "Cole dug a half-acre pond behind our barn in Romulus. It filled by May and we had bass in it by June. He even shaped a little beach for the grandkids.",
                name: "Dale and Pat M.",
                detail: "Farm pond, Romulus",
                rating: 5,
              },
              {
                quote: "Five acres of overgrown pasture mulched in three days. It looks like a park now and there was nothing to haul away.",
                name: "Renee S.",
                detail: "Forestry mulching, Ovid",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Have land that needs work?",
            body: "Free estimates within 30 miles of Waterloo. Tell us what you're hoping for and we'll come walk it.",
            action: { label: "Contact Stonebridge", href: "contact" },
          },
        },
      ],
    },
    {
      path: "about",
      title: "About Stonebridge Earthworks",
      description:
        "Cole and Jenna Stratton started Stonebridge Earthworks in Waterloo in 2016. A small, careful excavation outfit that treats your land like its own.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Who we are",
            heading: "Two people, a few good machines and a lot of pride in grade work",
            body: md`
              **Cole Stratton** ran equipment for a highway contractor for twelve years before he bought his own
              excavator in 2016. **Jenna Stratton** handles estimates, scheduling, permits and the books, and
              drives the dump truck when we need her to.

              We named the business after the old stone bridge over the Black Brook near the farm where Cole
              grew up. We live in Waterloo, our kids go to school here, and most of our work comes from
              neighbors telling neighbors.
            `,
            illustration: "users",
          },
        },
        {
          type: "features",
          props: {
            heading: "What to expect from us",
            columns: 3,
            items: [
              { icon: "phone", title: "You'll talk to the owner", body: "Cole visits every site, writes every estimate and runs the machine on your job." },
              {
                icon: "clipboard-list",
                title: "Clear estimates",
                body: "A fixed price for defined jobs, or an hourly rate with a not-to-exceed number for open-ended ones.",
              },
              {
                icon: "leaf",
                title: "Light footprint",
                body: "Rubber-tracked machines where we can, careful around trees you want to keep, and seed and straw on bare ground.",
              },
              { icon: "shield-check", title: "Insured", body: "$1 million general liability and New York workers' compensation. Certificates on request." },
              { icon: "map-pin", title: "Utility locates", body: "We file the 811 request on every job and ask about private lines before we dig." },
              { icon: "calendar", title: "Honest scheduling", body: "If weather pushes us back, you'll hear from us that day, not a week later." },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Our fleet",
            items: [
              { value: "14-ton", label: "Komatsu excavator with thumb" },
              { value: "D5", label: "Caterpillar dozer for ponds and grading" },
              { value: "1", label: "tracked skid steer with forestry mulcher" },
              { value: "2", label: "dump trucks for stone, topsoil and fill" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "See the full list of services",
            action: { label: "Our services", href: "services" },
            secondary: { label: "Call (315) 555-0129", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "contact",
      title: "Contact Stonebridge Earthworks",
      description:
        "Ask Stonebridge Earthworks in Waterloo, NY for a free estimate on a pond, land clearing, site prep or grading project near Seneca Falls or Geneva.",
      blocks: [
        {
          type: "form",
          props: {
            heading: "Get a free estimate",
            intro:
              "Send us the property address, what you'd like done and a few photos. We reply within one business day and can usually walk the site within a week. Estimates are free within 30 miles of Waterloo.",
            form: "estimate",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Call or email",
            intro: "Rather talk? Call and leave a message and Cole will call back the same evening, or email dig@stonebridgeearthworks.example.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How it goes",
            items: [
              { title: "Site walk", body: "Cole meets you on the property, looks at access, soils and drainage, and listens to the plan." },
              { title: "Estimate by email", body: "A written price within three days, with what's included and what isn't." },
              { title: "Scheduling", body: "Jenna books a start date and files the 811 locate request." },
              { title: "Work and cleanup", body: "We finish, grade out, seed where needed and walk the job with you before we leave." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Before you call",
            items: [
              {
                question: "Do you do small jobs?",
                answer:
                  "Yes. Half-day jobs like a drainage trench, a few stumps or a driveway touch-up are welcome and usually fit in between bigger projects.",
              },
              {
                question: "When do you book ponds?",
                answer: "Ponds are dug in late summer and early fall when the ground is driest. We book them through the spring, so call early.",
              },
            ],
          },
        },
      ],
    },
    {
      path: "services",
      title: "Excavation Services & Rates",
      description:
        "Pond digging, forestry mulching, land clearing, house site prep, grading, utility trenching and stone delivery from Stonebridge Earthworks, with typical prices.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "What we do",
            intro: "Everything we do involves moving dirt carefully. If your project isn't on the list, call anyway.",
            columns: 3,
            items: [
              {
                icon: "waves",
                title: "Farm and recreation ponds",
                body: "New ponds, pond expansions, dredging silted-in ponds and rebuilding leaking dams and overflows.",
              },
              {
                icon: "trees",
                title: "Forestry mulching",
                body: "Brush, saplings and trees up to 8 inches mulched in place. No burn piles, no hauling, and the mulch protects the soil.",
              },
              { icon: "tractor", title: "Land clearing", body: "Hedgerows and fencerows removed, stumps pulled, fields reclaimed for hay or pasture." },
              { icon: "house", title: "House site prep", body: "Clearing, construction driveway, basement excavation and backfill, rough grading." },
              { icon: "mountain", title: "Grading and topsoil", body: "Regrading yards for drainage, spreading screened topsoil, seeding and straw." },
              { icon: "zap", title: "Utility trenches", body: "Water lines from the well, electric and gas service trenches, and sewer laterals." },
              { icon: "recycle", title: "Small demolition", body: "Old sheds, collapsed barns, foundations and concrete pads broken up and hauled away." },
              { icon: "truck", title: "Material delivery", body: "Crusher run, #2 stone, screened topsoil and fill delivered by the load." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Typical prices",
            intro: "Every property is different, so these are ranges. Your estimate is free and in writing.",
            plans: [
              {
                name: "Pond",
                price: "$9,000-$32,000",
                period: "per pond",
                description: "A quarter-acre pond starts around $9,000; a one-acre pond with a 12-foot deep end runs $22,000 to $32,000.",
                features: ["Test holes included", "Spoils shaped into berms or spread", "Overflow pipe and rip-rap"],
                highlighted: true,
              },
              {
                name: "Forestry mulching",
                price: "$2,800-$5,500",
                period: "per acre",
                description: "Depends on how thick the brush and how big the trees are. Small areas billed by the hour.",
                features: ["Mulcher at $225 an hour, 4-hour minimum"],
              },
              {
                name: "Excavator with operator",
                price: "$150",
                period: "per hour",
                description: "14-ton excavator for trenches, stumps, digging and loading.",
                features: ["Float charge $200 within 20 miles", "Dozer $155 an hour"],
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Material delivered",
            intro: "Prices per tri-axle load within 15 miles of Waterloo. Smaller loads available in our single-axle truck.",
            plans: [
              { name: "Crusher run", price: "$520", period: "per 20-ton load", description: "For driveways and building pads." },
              { name: "Screened topsoil", price: "$480", period: "per 15-yard load", description: "Screened at our yard, ready for seed." },
              { name: "Clean fill", price: "$260", period: "per 15-yard load", description: "For low spots and backfill. Not for planting." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Service questions",
            items: [
              {
                question: "Do I need a permit for a pond?",
                answer:
                  "Most ponds in Seneca and Ontario counties don't need a state permit, but ponds that dam a stream, affect a regulated wetland or are very large may. Your town may want a site plan too. We'll check before we dig.",
              },
              {
                question: "What happens to the stumps and brush?",
                answer:
                  "With forestry mulching, it stays on site as mulch. For clearing with an excavator, stumps are buried in an approved spot on your property or hauled away for an extra charge.",
              },
              {
                question: "Can you get to the back of my property?",
                answer:
                  "Our tracked machines handle soft ground well. We'll check for wet areas, septic fields and buried lines on the way in and protect your lawn with mats if needed.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Let's walk your land",
            action: { label: "Contact us", href: "contact" },
            secondary: { label: "Call (315) 555-0129", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
