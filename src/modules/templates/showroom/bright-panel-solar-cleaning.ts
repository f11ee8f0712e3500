import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "bright-panel-solar-cleaning",
  name: "Bright Panel Solar Cleaning",
  kind: "single-page:solar-cleaning",
  theme: {
    palette: {
      primary: "#1e40af",
      onPrimary: "#ffffff",
      accent: "#f59e0b",
      background: "#fffdf7",
      surface: "#fef7e0",
      text: "#111827",
      muted: "#4b5563",
      border: "#f3e3a8",
    },
    fonts: { heading: "roboto-slab", body: "work-sans" },
    header: "action",
    footer: "band",
    sectionStyle: "bands",
    logo: { mark: "sun", shape: "square" },
    radius: "small",
    pattern: "grid",
  },
  settings: {
    tagline: "Solar panel cleaning, inspection and critter guards for homes and farms around Rochester",
    description:
      "Bright Panel Solar Cleaning washes rooftop and ground-mounted solar arrays with pure deionised water and soft brushes, installs critter guards, and checks system health for homeowners, farms and businesses in Monroe, Wayne, Ontario and Livingston counties.",
    contact: {
      phone: "(585) 555-0192",
      email: "service@brightpanel.example",
      address: { street: "640 Ridge Road", locality: "Webster", region: "NY", postalCode: "14580" },
      serviceAreaNote: "We clean arrays across Monroe, Wayne, Ontario and Livingston counties, and farms and commercial roofs throughout the Finger Lakes.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "07:30", closes: "17:30" }],
    hoursNote: "Cleaning season runs April through November. Winter calls are answered and booked for spring.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Book a cleaning", href: "tel:+15855550192" },
  },
  forms: [
    {
      key: "cleaning-quote",
      name: "Cleaning quote request",
      recipients: ["service@brightpanel.example"],
      submitLabel: "Request a quote",
      successMessage:
        "Thanks! We'll look over your details and photos and email a price within one working day, with the next open dates. Enquiries sent in winter are booked first thing in spring.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "address", label: "Address of the array", type: "text", required: true, width: "half", help: "Street and town." },
        {
          name: "array_type",
          label: "Where are the panels?",
          type: "radio",
          required: true,
          options: ["On a house roof", "Ground-mounted at a home", "On a farm or barn", "On a commercial roof"],
        },
        { name: "panels", label: "Number of panels", type: "text", required: true, width: "half", maxLength: 40, help: "A rough count is fine." },
        {
          name: "height",
          label: "Roof height",
          type: "select",
          width: "half",
          options: ["Ground level", "One storey", "Two storeys", "Three storeys or more"],
        },
        {
          name: "services",
          label: "What would you like?",
          type: "checkbox",
          required: true,
          options: ["A single cleaning", "The seasonal plan (two cleanings a year)", "Critter guards", "A check on low output"],
        },
        {
          name: "photos",
          label: "Photos of the array (optional)",
          type: "file",
          accept: ["image"],
          maxFiles: 4,
          maxSizeMb: 10,
          help: "A photo from the yard or a screenshot of your inverter app helps us quote.",
        },
        {
          name: "message",
          label: "Anything else?",
          type: "textarea",
          maxLength: 2000,
          help: "Birds nesting underneath, trees nearby, a steep roof, or a drop in production you've noticed.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Bright Panel Solar Cleaning | Solar Panel Cleaning in Rochester, NY",
      description:
        "Solar panel cleaning with deionised water, critter guard installation and output checks for homes, farms and businesses around Rochester and Webster.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Rooftop · Ground-mount · Farm and commercial",
            heading: "Clean panels make more power. We'll prove it with your own meter.",
            body: "Pollen in May, dust from the fields in August, and bird droppings all year: dirty panels around Rochester typically lose 5 to 15 percent of their output. We wash them safely with pure water, then show you the before-and-after numbers from your inverter app.",
            actions: [
              { label: "Call for a price", href: "tel:+15855550192" },
              { label: "Email us", href: "mailto:service@brightpanel.example", variant: "secondary" },
            ],
            illustration: "sun",
          },
        },
        {
          type: "features",
          props: {
            heading: "Services",
            columns: 3,
            items: [
              {
                icon: "droplets",
                title: "Panel washing",
                body: "Deionised water through soft, water-fed brushes. No soap, no pressure washers and no scraping, so no streaks, scratches or voided warranties.",
              },
              {
                icon: "shield",
                title: "Critter guards",
                body: "Stainless mesh around the edge of the array keeps pigeons and squirrels from nesting underneath and chewing the wiring.",
              },
              {
                icon: "search",
                title: "Visual inspection",
                body: "With every clean we check for cracked glass, hot spots, loose clamps, damaged wiring and debris under the panels, with photos of anything we find.",
              },
              {
                icon: "zap",
                title: "Output check",
                body: "We compare production before and after, and against your array's expected output, so you know if a problem is dirt or something an installer needs to see.",
              },
              {
                icon: "tractor",
                title: "Farm and ground arrays",
                body: "Barn roofs and field-mounted systems near dusty crops or livestock need cleaning more often. We bring our own water trailer.",
              },
              {
                icon: "building",
                title: "Commercial roofs",
                body: "Flat-roof ballasted arrays on warehouses, schools and offices, with roof-safe equipment and a certificate of insurance for your property manager.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Residential pricing",
            intro: "Most home systems around Rochester are between 18 and 32 panels. Commercial and farm arrays are quoted per panel.",
            plans: [
              {
                name: "Single cleaning",
                price: "$159",
                description: "Up to 20 panels on a one- or two-storey roof.",
                features: ["$5 per additional panel", "Visual inspection with photos", "Before-and-after output report"],
              },
              {
                name: "Seasonal plan",
                price: "$269",
                period: "per year",
                description: "Two cleanings: after pollen season in June, and again in September.",
                features: ["Up to 20 panels; $4 per extra panel per visit", "Inspection and output report each visit", "Priority booking after storms"],
                highlighted: true,
                action: { label: "Sign up for the plan", href: "tel:+15855550192" },
              },
              {
                name: "Ground-mount array",
                price: "$189",
                description: "Up to 30 panels at ground level.",
                features: ["$4 per additional panel", "Weed and debris clearing under the rack", "Inspection and output report"],
              },
              {
                name: "Critter guard install",
                price: "From $650",
                description: "Typical 24-panel rooftop system, including a cleaning.",
                features: ["Stainless steel mesh, no drilling into panels", "Nests and debris removed first", "Five-year workmanship guarantee"],
              },
            ],
            note: "Three-storey roofs and steep slopes over 9/12 add $40. We're fully insured, and our technicians are trained in fall protection and work from anchored harnesses on every roof.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Why not just let the rain do it?",
            heading: "Rain moves dirt around. It doesn't take it off.",
            body: md`
              Light rain mixes with dust and pollen and then dries into a film, especially along the bottom edge of
              each panel where water pools against the frame. Bird droppings don't wash off at all, and shade a cell
              even when the rest of the panel is clean.

              Panels tilted at a shallow angle, near farm fields, under trees or near Lake Ontario, where gulls roost,
              get dirtier than most. We'll tell you honestly if yours only need cleaning once every couple of years.

              - **Pure water:** our deionised water dries spot-free, with no soap residue to attract more dirt
              - **Soft brushes:** manufacturers warn against pressure washers and abrasive pads, and so do we
              - **Early mornings:** we clean before panels heat up, to avoid thermal shock to the glass
            `,
            illustration: "droplets",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "8.4%", label: "Average output gain our customers saw after cleaning last season" },
              { value: "1,150", label: "Arrays cleaned since 2020" },
              { value: "96,000", label: "Individual panels washed" },
              { value: "0", label: "Panels damaged, ever" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From homeowners and farmers",
            items: [
              {
                quote:
                  "Our array sits under a pair of maples and the panels were green by July. After the clean our app showed 11% more on the next sunny day. We're on the seasonal plan now.",
                name: "Greg and Lina Patel",
                detail: "Penfield · 26-panel roof",
                rating: 5,
              },
              {
                quote:
                  "Pigeons had moved in under the panels on our barn. Bright Panel cleared out the nests, put on guards and washed everything in one day. Not a bird since.",
                name: "Dale Vanderhoof",
                detail: "Dairy farm, Ontario, NY",
                rating: 5,
              },
              {
                quote:
                  "They spotted a cracked panel on our roof during the clean and sent photos I forwarded straight to our installer. It was replaced under warranty.",
                name: "Monica Ruiz",
                detail: "Webster",
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
                question: "Will cleaning void my panel warranty?",
                answer:
                  "Not the way we do it. Manufacturers' guidelines allow cleaning with soft brushes and clean or deionised water, and rule out pressure washers, harsh chemicals and abrasive tools. We follow those guidelines to the letter.",
              },
              {
                question: "How often should panels be cleaned?",
                answer:
                  "For most homes around Rochester, once or twice a year. Arrays near farms, highways, trees or the lakeshore may need two cleanings; steep, open roofs sometimes only need one every other year.",
              },
              {
                question: "Do you remove snow from panels?",
                answer:
                  "We don't go on roofs in winter; it isn't safe, and panels usually shed snow on their own within a few sunny days. For ground-mount arrays we offer snow clearing with soft foam rakes on request.",
              },
              {
                question: "Do I need to be home?",
                answer:
                  "No. We need access to the roof from your yard or driveway and an outdoor tap, or we'll use our own water trailer. We'll text before and after, with photos and your output numbers.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "cleaning-quote",
            heading: "Get a price for your array",
            intro: "Send your address and the number of panels, and add a photo of your roof or array if you can. June is our busiest month, so book early.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Book a cleaning",
            intro: "Prefer to talk? Call the office for a price on the spot, or email us with your questions.",
            showHours: true,
            showMap: false,
          },
        },
      ],
    },
  ],
};

export default site;
