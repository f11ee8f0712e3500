import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(585) 555-0154";
const TEL = "tel:+15855550154";
const EMAIL = "hello@sparkleautowash.example";
const JOBS_EMAIL = "jobs@sparkleautowash.example";
const JOBS_MAILTO = `mailto:${JOBS_EMAIL}`;

const site: SiteSeed = {
  slug: "sparkle-auto-wash",
  name: "Sparkle Auto Wash",
  kind: "car-wash",
  coined: { "Sparkle Unlimited": "Unlimited Plan" },
  theme: {
    palette: {
      primary: "#1548c2",
      onPrimary: "#ffffff",
      accent: "#facc15",
      background: "#ffffff",
      surface: "#edf3ff",
      text: "#0b1533",
      muted: "#44506b",
      border: "#cfdaf5",
    },
    fonts: { heading: "montserrat", body: "nunito" },
    header: "action",
    footer: "band",
    sectionStyle: "bands",
    logo: { mark: "car-front", shape: "circle" },
    radius: "large",
    pattern: "dots",
  },
  settings: {
    tagline: "Soft-cloth express wash, free vacuums and unlimited monthly plans in Penfield",
    description:
      "Sparkle Auto Wash is a family-owned express tunnel car wash on Penfield Road in Penfield, NY: four wash packages, unlimited monthly memberships, free vacuums and a mat washer, open seven days a week.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "1760 Penfield Road", locality: "Penfield", region: "NY", postalCode: "14526" },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri", "sat"], opens: "07:30", closes: "20:00" },
      { days: ["sun"], opens: "08:00", closes: "18:00" },
    ],
    seasons: [
      {
        name: "Winter hours",
        from: "11-01",
        to: "03-31",
        hours: [
          { days: ["mon", "tue", "wed", "thu", "fri", "sat"], opens: "07:30", closes: "19:00" },
          { days: ["sun"], opens: "08:00", closes: "18:00" },
        ],
      },
    ],
    hoursNote: "We close when the temperature is below 15°F to keep the lot and tunnel exit safe; check Facebook on very cold mornings.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Washes & memberships", href: "" },
      { label: "About us", href: "about-us" },
      { label: "Join our team", href: "join-our-team" },
    ],
    headerAction: { label: `Call ${PHONE}`, href: TEL },
    footerLinks: [
      { label: "Wash packages", href: "" },
      { label: "About us", href: "about-us" },
      { label: "Careers", href: "join-our-team" },
    ],
  },
  forms: [
    {
      key: "contact",
      name: "Contact message",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage:
        "Thanks for getting in touch! Liam or someone on the Sparkle team will reply within one business day. If you asked to change or cancel a membership, we'll confirm it by email before your next renewal.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "tag", label: "Membership tag or license plate", type: "text", width: "half", maxLength: 20, help: "For membership questions." },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          required: true,
          options: [
            "A membership question",
            "Change or cancel my membership",
            "A problem after my wash",
            "Fundraiser Tuesday for our school or team",
            "Fleet or business washes",
            "Something else",
          ],
        },
        {
          name: "message",
          label: "Message",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "For Fundraiser Tuesday, tell us your group's name, town and the month you'd like.",
        },
      ],
    },
    {
      key: "join-our-team",
      name: "Job application",
      recipients: [EMAIL],
      submitLabel: "Send application",
      successMessage:
        "Thanks for applying to Sparkle Auto Wash! Liam Donnelly, our site manager, will call within three business days to set up a 20-minute interview at the wash.",
      fields: [
        {
          name: "position",
          label: "Position",
          type: "select",
          required: true,
          options: ["Wash Attendant", "Membership Advisor", "Shift Lead", "Maintenance Technician", "Any position"],
        },
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        {
          name: "age",
          label: "Are you 18 or older?",
          type: "radio",
          required: true,
          width: "half",
          options: ["Yes", "No, I'm 16 or 17"],
          help: "Attendants can start at 16 with working papers; other roles are 18 and up.",
        },
        { name: "hours", label: "Full or part time?", type: "radio", width: "half", options: ["Full time", "Part time", "Either"] },
        { name: "start", label: "When could you start?", type: "date", width: "half" },
        {
          name: "availability",
          label: "When are you available?",
          type: "checkbox",
          required: true,
          options: ["Weekday mornings", "Weekday afternoons", "Weekday evenings", "Saturdays", "Sundays"],
        },
        {
          name: "about",
          label: "A little about yourself",
          type: "textarea",
          required: true,
          maxLength: 2000,
          help: "Jobs you've had, school or sports, and why you'd like to work here. For maintenance, your mechanical, hydraulic or electrical experience.",
        },
        {
          name: "resume",
          label: "Résumé",
          type: "file",
          accept: ["pdf", "document"],
          maxSizeMb: 10,
          help: "Optional. Welcome, but not required for attendant roles.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Sparkle Auto Wash | Express Car Wash & Unlimited Plans in Penfield",
      description: "Soft-cloth express car wash on Penfield Road: washes from $10, unlimited monthly memberships from $19.99, free vacuums and mat washers.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Penfield Road, next to the Panorama Plaza",
            heading: "Three minutes through the tunnel. Clean all the way to the wheel wells.",
            body: "Sparkle Auto Wash is a soft-cloth express tunnel with a salt-blasting underbody flush, spot-free rinse and free vacuums for every customer. Pay per wash from $10, or wash as often as you like from $19.99 a month.",
            actions: [
              { label: `Call ${PHONE}`, href: TEL },
              { label: "Our story", href: "about-us", variant: "secondary" },
            ],
            illustration: "car-front",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Wash packages",
            intro: "Pay at the touchscreen kiosk by card, cash or phone. Every wash includes free vacuums, mat washers and microfiber towels.",
            plans: [
              {
                name: "Express",
                price: "$10",
                description: "A quick, thorough clean.",
                features: ["Soft-cloth wash", "Spot-free rinse", "Power dry"],
              },
              {
                name: "Shine",
                price: "$15",
                description: "Our winter essential.",
                features: ["Everything in Express", "High-pressure underbody flush", "Wheel and rim cleaner", "Triple-foam polish"],
              },
              {
                name: "Sparkle",
                price: "$20",
                description: "The most popular wash.",
                features: ["Everything in Shine", "Tire shine", "Rain repellent on all glass", "Clear-coat protectant"],
                highlighted: true,
                badge: "Most popular",
              },
              {
                name: "Ultimate",
                price: "$25",
                description: "Our best shine and protection.",
                features: ["Everything in Sparkle", "Ceramic sealant", "Hot carnauba wax", "Underbody rust inhibitor"],
              },
            ],
            note: "Tuesday is Fundraiser Tuesday: $2 from every wash goes to a local school or youth sports team. Ask at the kiosk which one this month.",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Unlimited monthly memberships",
            intro:
              "Wash once a day, every day, for one monthly price. A membership pays for itself in two washes. We put a small sticker tag on your windshield, and the gate opens on its own.",
            plans: [
              { name: "Express Unlimited", price: "$19.99", period: "per month", features: ["Unlimited Express washes", "Free vacuums and mat washer"] },
              {
                name: "Shine Unlimited",
                price: "$26.99",
                period: "per month",
                features: ["Unlimited Shine washes", "Underbody flush for salt season", "Free vacuums and mat washer"],
              },
              {
                name: "Sparkle Unlimited",
                price: "$32.99",
                period: "per month",
                highlighted: true,
                badge: "Most popular",
                features: ["Unlimited Sparkle washes", "Rain repellent and tire shine every time", "Member-only express lane", "Free vacuums and mat washer"],
              },
              {
                name: "Ultimate Unlimited",
                price: "$39.99",
                period: "per month",
                features: ["Unlimited Ultimate washes", "Ceramic sealant every wash", "Member-only express lane", "Free air freshener each month"],
              },
            ],
            note: "Family plan: add a second car (or a third, or a fourth) in the same household for $8 off each per month. Memberships renew monthly on the day you joined; cancel or change plans at the kiosk, by phone, by email or with the form below at least two days before renewal. One vehicle per membership tag.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Free with every wash",
            columns: 4,
            items: [
              { icon: "wind", title: "14 vacuum stations", body: "High-suction vacuums with crevice tools, free for as long as you need. Open until closing." },
              {
                icon: "recycle",
                title: "Mat washer",
                body: "Feed your rubber or carpet floor mats through the mat washer and they come out clean and nearly dry.",
              },
              {
                icon: "sparkles",
                title: "Microfiber towels",
                body: "Fresh, clean towels in the bins for door jambs and mirrors. Drop used ones in the return slot.",
              },
              {
                icon: "droplets",
                title: "Glass cleaner and air",
                body: "Spray bottles of streak-free glass cleaner and a compressed-air nozzle for vents and cup holders.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "First time through a tunnel wash?",
            items: [
              {
                title: "Pay at the kiosk",
                body: "Choose your package, or drive into the member lane if you have a tag. Fold in mirrors if they're power-folding, and lower antennas.",
              },
              {
                title: "Line up on the conveyor",
                body: "Follow the attendant's hand signals until your front left tire is on the conveyor and the sign says stop.",
              },
              {
                title: "Neutral, hands off, feet off",
                body: "Put the car in neutral, take your hands off the wheel and your foot off the brake. The conveyor does the rest. Turn off automatic wipers.",
              },
              {
                title: "Drive out on green",
                body: "When the light at the exit turns green, start the car, put it in drive and pull out. Then head to a vacuum stall.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Is a soft-cloth wash safe for my paint?",
                answer:
                  "Yes. Our wash uses closed-cell foam and neoprene cloth that doesn't hold grit, with plenty of lubricating soap and water. It's gentler and cleans better than the brushes of older washes, and more thoroughly than touchless washes, which rely on harsh chemicals.",
              },
              {
                question: "Can my truck go through?",
                answer:
                  "Most pickups and SUVs are fine, including duallies up to 7 feet wide. We can't wash vehicles with roof racks or ladders that extend past the roofline, open-bed loads, soft-top convertibles, or trucks with exhaust stacks or wide-body kits.",
              },
              {
                question: "Why does the underbody flush matter in winter?",
                answer:
                  "Road salt on the frame, brake lines and rocker panels is what rusts cars in western New York. Washing the underbody every week or two through salt season is the single best thing you can do for your car's frame. It's included from the Shine package up.",
              },
              {
                question: "What if something gets damaged?",
                answer:
                  "Tell an attendant before you leave the lot. We review the tunnel cameras with you and we'll make it right if our equipment was at fault.",
              },
              {
                question: "Do you recycle water?",
                answer:
                  "Yes. Our reclaim system filters and reuses about 70% of the water in each wash, and the rest goes to the sanitary sewer, never the storm drain.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Questions, memberships and Fundraiser Tuesdays",
            intro:
              "Send us a note about your membership, a problem after your wash, or a fundraiser for your school or team. If something happened in the tunnel, please also tell an attendant before you leave the lot.",
            form: "contact",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Find us on Penfield Road",
            intro:
              "On the south side of Penfield Road (Route 441), just east of the Panorama Plaza. Enter from the eastbound lane or the traffic light at Panorama Trail.",
          },
        },
      ],
    },
    {
      path: "about-us",
      title: "About Sparkle Auto Wash",
      description:
        "Meet the Donnelly family and the team behind Sparkle Auto Wash in Penfield: our story since 2012, how we recycle water and how we give back locally.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "A family wash on Penfield Road since 2012",
            body: md`
              Kevin and Maria Donnelly bought an old self-serve car wash on Penfield Road in 2012, with four bays, one coin changer and a lot of optimism. Kevin had spent twenty years as a service manager at a Rochester car dealership, fixing salt damage that a regular wash would have prevented. Maria ran the books and, by the second winter, the whole front counter.

              In 2021 we tore the bays down and built the 120-foot express tunnel you drive through today, with modern soft-cloth equipment, a proper underbody blaster for salt season and a water reclaim system. Our son Liam now manages the site day to day, and Kevin still shows up most mornings to check the brushes.
            `,
            illustration: "car",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "2012", label: "the year we opened on Penfield Road" },
              { value: "4,800+", label: "unlimited members across Penfield, Webster and Fairport" },
              { value: "70%", label: "of wash water filtered and reused" },
              { value: "$41,000", label: "raised for local schools and teams through Fundraiser Tuesdays" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What we care about",
            columns: 3,
            items: [
              {
                icon: "recycle",
                title: "Better for the creek",
                body: "A driveway wash sends soap, brake dust and oil straight into the storm drain and on to Irondequoit Creek. Our reclaim system filters and reuses water, and everything else goes to the sanitary sewer for treatment.",
              },
              {
                icon: "leaf",
                title: "Gentler soaps",
                body: "Our soaps and polishes are biodegradable and phosphate-free. We switched to a ceramic sealant in 2023 that needs less chemistry for a longer-lasting shine.",
              },
              {
                icon: "wrench",
                title: "Maintained every morning",
                body: "Every morning before opening, our site lead runs a checklist on every brush, nozzle and dryer. Worn cloth is replaced before it's a problem, not after.",
              },
              {
                icon: "hand-heart",
                title: "Fundraiser Tuesdays",
                body: "Every Tuesday, $2 from every wash goes to a local school, scout troop or youth team. Penfield, Webster and Fairport groups can apply with the form on our home page or by email.",
              },
              {
                icon: "users",
                title: "A local team",
                body: "Most of our 22 employees live within ten minutes of the wash. Several started in high school and now run shifts.",
              },
              {
                icon: "snowflake",
                title: "Built for our winters",
                body: "Heated tunnel exit, a salt-season underbody blaster and a lot that's plowed and salted before we open.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "What our customers say",
            items: [
              {
                quote:
                  "I've had the Shine membership for three winters. My 2016 Civic's frame still looks like new, which my mechanic says is very unusual around here.",
                name: "Janet P.",
                detail: "Member, Penfield",
                rating: 5,
              },
              {
                quote:
                  "The staff actually guide you onto the conveyor and they're friendly about it. My teenage son was nervous the first time; the attendant talked him through the whole thing.",
                name: "Chris A.",
                detail: "Webster",
                rating: 5,
              },
              { quote: "Free vacuums that actually have suction. That alone makes it worth the drive.", name: "Ramon T.", detail: "Fairport", rating: 5 },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Want to work with us?",
            body: "We're hiring wash attendants and shift leads for the spring and summer season, with free unlimited washes for every employee.",
            action: { label: "See open positions", href: "join-our-team" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "join-our-team",
      title: "Join Our Team at Sparkle Auto Wash",
      description:
        "Now hiring in Penfield: wash attendants, membership advisors, shift leads and a maintenance technician. Pay from $16 an hour plus tips and free washes.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Now hiring in Penfield",
            heading: "Good pay, daily tips and a job that's never the same two days running",
            body: "We're looking for friendly, reliable people to join the Sparkle crew. No car wash experience needed: we train everyone, and most of our shift leads started as attendants. Apply online on this page in about five minutes.",
            actions: [
              { label: `Call ${PHONE}`, href: TEL },
              { label: `Email ${JOBS_EMAIL}`, href: JOBS_MAILTO, variant: "secondary" },
            ],
            illustration: "users",
          },
        },
        {
          type: "features",
          props: {
            heading: "Open positions",
            columns: 2,
            items: [
              {
                icon: "car-front",
                title: "Wash Attendant (full or part time)",
                body: "$16 to $18 per hour plus shared tips (averaging $2 to $4 an hour in summer). Guide cars onto the conveyor, pre-spray wheels and bumpers, keep the vacuum area tidy and help customers at the kiosk. Ages 16 and up; weekend availability needed.",
              },
              {
                icon: "badge-check",
                title: "Membership Advisor (part time)",
                body: "$17 per hour plus $5 for every new membership you sign up. Greet customers in the pay lanes, explain our plans and handle membership changes. Friendly and comfortable talking to people; ages 18 and up.",
              },
              {
                icon: "clipboard-list",
                title: "Shift Lead (full time)",
                body: "$20 to $23 per hour plus tips. Open or close the site, run the morning equipment checklist, lead a crew of three to five and handle customer concerns. One year of supervisory or customer-service experience preferred.",
              },
              {
                icon: "wrench",
                title: "Maintenance Technician (full time)",
                body: "$25 to $29 per hour, depending on experience. Keep the tunnel, reclaim system, pumps and dryers running. Mechanical, hydraulic or electrical background needed; some on-call weekend mornings. Tools provided.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Why people stay",
            columns: 4,
            items: [
              { icon: "sparkles", title: "Free Ultimate membership", body: "For you and one family car, from your first day." },
              { icon: "calendar", title: "Flexible schedules", body: "Shifts posted two weeks ahead, and we work around school and sports." },
              { icon: "wallet", title: "Tips paid daily", body: "Shared evenly across the shift and paid out every day." },
              { icon: "trending-up", title: "Raises that happen", body: "Pay reviews every six months, and promotion from within first." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How to apply",
            items: [
              {
                title: "Apply online",
                body: "Fill in the application below with the position you're interested in, your availability and a little about yourself. A résumé is welcome but not required for attendant roles. You can also email jobs@sparkleautowash.example, or stop by and ask for Liam.",
              },
              { title: "Quick chat", body: "We'll call within three business days to set up a 20-minute interview at the wash." },
              { title: "Shadow shift", body: "Spend two paid hours on a shift with the crew to see if the job is right for you." },
              { title: "Start", body: "Paid training on safety, the tunnel and customer service during your first week." },
            ],
          },
        },
        { type: "form", props: { heading: "Apply to join the crew", form: "join-our-team" } },
        {
          type: "faq",
          props: {
            heading: "Questions from applicants",
            items: [
              {
                question: "Do I need working papers if I'm under 18?",
                answer:
                  "Yes. New York requires working papers for employees under 18; your school's guidance office can issue them. Minors work limited hours during the school year, as state law sets.",
              },
              {
                question: "Is it outdoor work?",
                answer:
                  "Partly. Attendants work at the tunnel entrance and in the lot, under a canopy with heaters in winter. We provide a company jacket, gloves and waterproof boots.",
              },
              {
                question: "Is there work in the winter?",
                answer: "Winter is our busiest season because of road salt. Summer is busy too. We keep year-round staff working year-round.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions before you apply?",
            body: "Call the wash and ask for Liam Donnelly, site manager, or email us. We're an equal opportunity employer.",
            action: { label: `Call ${PHONE}`, href: TEL },
            secondary: { label: "Email jobs@sparkleautowash.example", href: JOBS_MAILTO, variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
