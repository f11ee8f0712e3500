import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0128";
const TEL = "tel:+15855550128";
const EMAIL = "hello@brightside.example";

const call = { label: `Call ${PHONE}`, href: TEL };
const requestVisit = { label: "Request an appointment", href: "contact", variant: "secondary" as const };

const site: SiteSeed = {
  slug: "brightside-dental",
  name: "Brightside Family Dental",
  kind: "dental",
  theme: {
    palette: {
      primary: "#0b6a8f",
      onPrimary: "#ffffff",
      accent: "#f2a93b",
      background: "#fbfdfe",
      surface: "#e8f4f8",
      text: "#132f3b",
      muted: "#48626d",
      border: "#c4dfe8",
    },
    fonts: { heading: "nunito", body: "dm-sans" },
    header: "action",
    footer: "columns",
    sectionStyle: "cards",
    logo: { mark: "sparkles", shape: "circle" },
    radius: "large",
    pattern: "dots",
  },
  // The office's holidays: the appointment book, the footer and the hours strip all read them from here.
  closures: [
    { holiday: "New Year's Day", note: "Patients of record with a dental emergency can reach the dentist on call through the office line." },
    { holiday: "Memorial Day" },
    { holiday: "Independence Day" },
    { holiday: "Labor Day" },
    { holiday: "Thanksgiving Day", name: "Thanksgiving", days: 2 },
    { holiday: "Christmas Eve" },
    { holiday: "Christmas Day", note: "Patients of record with a dental emergency can reach the dentist on call through the office line." },
  ],
  settings: {
    tagline: "Gentle, unhurried dentistry for the whole family in Canandaigua",
    description:
      "Family, restorative and cosmetic dentistry in downtown Canandaigua: checkups and cleanings for all ages, crowns, implants, dentures, whitening and same-day emergency care.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: {
        street: "318 South Main Street",
        locality: "Canandaigua",
        region: "NY",
        postalCode: "14424",
      },
    },
    hours: [
      { days: ["mon", "wed"], opens: "08:00", closes: "17:00" },
      { days: ["tue"], opens: "09:00", closes: "19:00" },
      { days: ["thu"], opens: "07:00", closes: "16:00" },
      { days: ["fri"], opens: "08:00", closes: "14:00" },
    ],
    hoursNote:
      "Open the first and third Saturday of each month, 8 a.m. to 1 p.m. Patients of record with a dental emergency can reach Dr. Marsh or Dr. Patel after hours through the office line.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "General",
        href: "exams-and-checkups",
        children: [
          { label: "Exams & checkups", href: "exams-and-checkups" },
          { label: "Fillings", href: "fillings" },
          { label: "Tooth extractions", href: "tooth-extractions" },
          { label: "Children's dentistry", href: "pediatric" },
        ],
      },
      {
        label: "Restorative",
        href: "crowns",
        children: [
          { label: "Crowns", href: "crowns" },
          { label: "Bridges", href: "bridges" },
          { label: "Dental implants", href: "dental-implants" },
          { label: "Dentures", href: "dentures" },
        ],
      },
      {
        label: "Cosmetic",
        href: "teeth-whitening",
        children: [
          { label: "Teeth whitening", href: "teeth-whitening" },
          { label: "Veneers", href: "dental-veneers" },
          { label: "Dental bonding", href: "dental-bonding" },
        ],
      },
      { label: "New patients", href: "patients" },
      {
        label: "About",
        href: "about",
        children: [
          { label: "Our practice", href: "about" },
          { label: "Meet the team", href: "team" },
          { label: "Blog", href: "blog" },
        ],
      },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Call (585) 555-0128", href: TEL },
    footerLinks: [
      { label: "New patients", href: "patients" },
      { label: "Insurance & payment", href: "patients" },
      { label: "Children's dentistry", href: "pediatric" },
      { label: "Dental implants", href: "dental-implants" },
      { label: "Meet the team", href: "team" },
      { label: "Blog", href: "blog" },
      { label: "Contact", href: "contact" },
    ],
  },
  mounts: { posts: "blog", team: "team" },
  appointments: {
    // The FAQ's 48 hours' notice to cancel.
    // New patients' first visits wait for the front desk's yes, after Jen has checked their insurance.
    policy: {
      minNoticeMinutes: 24 * 60,
      horizonDays: 60,
      changeCutoffHours: 48,
      reminderHours: 48,
      stepMinutes: 15,
      pagePath: "patients",
      approveNewCustomers: true,
    },
    staff: [
      { member: "dr-elena-marsh", hours: [{ days: ["mon", "tue", "wed", "thu"], opens: "07:00", closes: "19:00" }] },
      { member: "dr-raj-patel", hours: [{ days: ["tue", "wed", "thu", "fri"], opens: "07:00", closes: "19:00" }] },
      { member: "dr-hannah-kowalski", hours: [{ days: ["mon", "wed", "fri"], opens: "07:00", closes: "19:00" }] },
      { member: "maria-delgado" },
      { member: "kayla-brooks" },
      { member: "denise-whitaker" },
      { member: "owen-farrell" },
    ],
    services: [
      {
        key: "new-patient",
        name: "New-patient visit",
        description: "Sixty minutes with a dentist: comprehensive exam, full-mouth X-rays and a cleaning. Most PPO plans cover it in full.",
        durationMinutes: 60,
        priceCents: 29500,
        bufferAfterMinutes: 15,
        staff: ["dr-elena-marsh", "dr-raj-patel", "dr-hannah-kowalski"],
      },
      {
        key: "cleaning",
        name: "Checkup and cleaning",
        description: "For patients of record: a cleaning with a hygienist, a dentist's exam and bitewing X-rays when due.",
        durationMinutes: 60,
        priceCents: 21500,
        bufferAfterMinutes: 10,
        staff: ["maria-delgado", "kayla-brooks", "denise-whitaker", "owen-farrell"],
      },
    ],
  },
  forms: [
    {
      key: "contact",
      name: "Message to the front desk",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage:
        "Thank you. The front desk answers messages within one business day. If you asked for an appointment, we'll call to offer times. For pain, swelling or a broken tooth, please call (585) 555-0128.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "patient_status", label: "Are you a Brightside patient?", type: "radio", required: true, options: ["Yes", "Not yet"], width: "half" },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          required: true,
          options: ["Book or change an appointment", "Insurance or billing", "Transferring records", "A question about treatment", "Something else"],
        },
        {
          name: "days",
          label: "If booking, days that suit you",
          type: "checkbox",
          options: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        },
        { name: "message", label: "Message", type: "textarea", required: true, maxLength: 3000 },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Brightside Family Dental | Canandaigua, NY",
      description: "Family dentist in Canandaigua, NY: checkups for all ages, fillings, crowns, implants, dentures, whitening and same-day emergency visits.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "collage",
            image: seedImage("people/brightside-dental/elena-marsh"),
            images: [seedImage("people/brightside-dental/raj-patel"), seedImage("people/brightside-dental/hannah-kowalski")],
            eyebrow: "Family dentistry on South Main Street since 2009",
            heading: "A dentist your whole family will actually look forward to",
            body: "Brightside is a three-dentist practice in downtown Canandaigua. We book longer appointments, explain every option with photos from your own mouth, and give you a written estimate before any treatment starts. Toddlers, teenagers, grandparents: everyone is welcome here.",
            actions: [
              { label: "Book a visit", href: "patients#appointment" },
              { ...call, variant: "secondary" },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "In network with most dental plans",
            items: ["Delta Dental", "MetLife", "Cigna", "Guardian", "Aetna", "Excellus BlueCross BlueShield", "United Concordia", "Ameritas"],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "No insurance? No problem.",
            heading: "The Brightside Smile Plan: two checkups a year for $349",
            body: md`
              About one in four of our patients doesn't have dental insurance. Our in-house membership
              plan covers the preventive care most people need and takes the guesswork out of everything else.

              - Two exams and cleanings, all routine X-rays and one emergency exam each year
              - 20% off fillings, crowns, extractions and other treatment
              - No deductibles, waiting periods or yearly maximums
              - $249 a year for children 14 and under
            `,
            illustration: "piggy-bank",
            action: { label: "Insurance and payment options", href: "patients", variant: "secondary" },
          },
        },
        {
          type: "features",
          props: {
            heading: "Everything your smile needs, under one roof",
            intro:
              "From a first visit at age one to a new set of teeth at eighty, most care happens right here. We refer out only for orthodontics, root canals on molars and complex oral surgery.",
            columns: 3,
            items: [
              {
                icon: "search",
                title: "Exams & cleanings",
                body: "Thorough checkups, digital X-rays with a fraction of the radiation of film, oral cancer screening and gentle cleanings.",
                href: "exams-and-checkups",
                linkLabel: "About checkups",
              },
              {
                icon: "baby",
                title: "Children's dentistry",
                body: "Happy first visits, sealants, fluoride and a prize drawer. Dr. Kowalski sees most of our youngest patients.",
                href: "pediatric",
                linkLabel: "Dentistry for kids",
              },
              {
                icon: "wrench",
                title: "Fillings & extractions",
                body: "Tooth-colored fillings placed in a single visit, and gentle extractions, including most wisdom teeth.",
                href: "fillings",
                linkLabel: "About fillings",
              },
              {
                icon: "shield-check",
                title: "Crowns & bridges",
                body: "Zirconia and porcelain crowns designed from a digital scan. No goopy impression trays.",
                href: "crowns",
                linkLabel: "About crowns",
              },
              {
                icon: "gem",
                title: "Implants & dentures",
                body: "Single implants, implant-supported dentures and comfortable, natural-looking full and partial dentures.",
                href: "dental-implants",
                linkLabel: "About implants",
              },
              {
                icon: "star",
                title: "Cosmetic dentistry",
                body: "Professional whitening, porcelain veneers and same-day bonding to fix chips, gaps and stains.",
                href: "teeth-whitening",
                linkLabel: "About whitening",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "4,800+", label: "patients from Canandaigua, Victor, Geneva and beyond" },
              { value: "60 min", label: "for every new-patient visit, never rushed" },
              { value: "Same day", label: "emergency appointments held open every weekday" },
              { value: "4.9 / 5", label: "average rating from more than 900 reviews" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "What our patients say",
            items: [
              {
                quote:
                  "I hadn't been to a dentist in nine years because I was embarrassed. Dr. Marsh never made me feel judged. She showed me the photos, gave me a plan in three stages, and I finished it in four months.",
                name: "Rachel T.",
                portrait: seedImage("people/customers/customer-1", { decorative: true }),
                detail: "Canandaigua",
                rating: 5,
              },
              {
                quote:
                  "Our five-year-old asks when he can go back. Dr. Kowalski counted his teeth with him and let him pick the flavor of everything. That's all I need to say.",
                name: "Megan and Chris L.",
                portrait: seedImage("people/customers/customer-2", { decorative: true }),
                detail: "Farmington",
                rating: 5,
              },
              {
                quote:
                  "Cracked a molar on a Saturday at the lake. Called Monday at 8, was seen at 10:30, and had a temporary crown by lunch. The estimate matched the bill exactly.",
                name: "Doug P.",
                portrait: seedImage("people/customers/customer-3", { decorative: true }),
                detail: "Rushville",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "postList",
          props: {
            heading: "From the Brightside blog",
            intro: "Practical answers from our dentists and hygienists to the questions we hear every day.",
            limit: 3,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Toothache or broken tooth?",
            body: "We hold emergency appointments open every weekday. Call first thing and we'll see you the same day, whether or not you're already a patient.",
            action: call,
            secondary: { label: "Directions and hours", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- about
    {
      path: "about",
      title: "About Our Practice",
      description: "Brightside Family Dental has cared for Canandaigua families since 2009. Meet the practice, the way we work and the technology we use.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "A neighborhood practice that grew one family at a time",
            body: md`
              Dr. Elena Marsh opened Brightside in 2009 in a converted Victorian on South Main Street, two
              chairs and one hygienist, after eight years in a busy Rochester group practice where
              appointments were booked in twelve-minute blocks. She wanted the opposite: time to talk, time
              to explain, and time to do the work properly.

              Today we have seven treatment rooms, three dentists and four hygienists, and many
              of the children who came to us in 2009 now bring their own. We still book longer
              appointments than most offices, still answer our own phones, and still give every patient a
              written estimate before treatment.
            `,
            illustration: "house",
          },
        },
        {
          type: "features",
          props: {
            heading: "What makes a visit here different",
            columns: 3,
            items: [
              {
                icon: "clock",
                title: "Time with your dentist",
                body: "New-patient visits are a full hour. Your dentist sits down with you, not just a chart, before anything else happens.",
              },
              {
                icon: "camera",
                title: "See what we see",
                body: "Intraoral photos appear on the screen in front of you, so you can see the crack or the cavity for yourself before deciding anything.",
              },
              {
                icon: "file-text",
                title: "Estimates in writing",
                body: "Every treatment plan comes with a printed estimate of your share after insurance. Our coordinator checks your benefits before you commit.",
              },
              {
                icon: "heart",
                title: "A comfort menu",
                body: "Noise-cancelling headphones, warm blankets, numbing gel before every injection and nitrous oxide for anxious patients.",
              },
              {
                icon: "sparkles",
                title: "Modern equipment",
                body: "Digital X-rays, a 3D cone-beam scanner for implant planning, and an intraoral scanner that replaces impression putty.",
              },
              {
                icon: "accessibility",
                title: "Easy to get to",
                body: "Step-free entrance from our rear parking lot, a ground-floor treatment room and an accessible restroom.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Brightside by the numbers",
            items: [
              { value: "2009", label: "the year we opened on South Main Street" },
              { value: "3", label: "dentists, plus four registered dental hygienists" },
              { value: "7", label: "treatment rooms, each with a ceiling TV" },
              { value: "120+", label: "hours of continuing education our dentists complete every three years" },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Memberships and affiliations",
            items: [
              "American Dental Association",
              "New York State Dental Association",
              "Seventh District Dental Society",
              "Academy of General Dentistry",
              "International Congress of Oral Implantologists",
              "Canandaigua Chamber of Commerce",
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "In the community",
            heading: "Free dental day, every February",
            body: md`
              Each February, during Children's Dental Health Month, we close to regular patients for a Saturday
              and provide free cleanings, fluoride and sealants for kids in Ontario County who don't have
              a regular dentist. Last year our team saw 86 children in one day.

              We also visit kindergarten classes in Canandaigua and Bloomfield to teach brushing, and
              sponsor the toothbrush table at the Ontario County Fair.
            `,
            illustration: "hand-heart",
            reverse: true,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Meet the people behind the masks",
            body: "Our dentists, hygienists and front-desk team, with a little about why they do what they do.",
            action: { label: "Meet the team", href: "team" },
            secondary: { label: "Become a patient", href: "patients", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ team
    {
      path: "team",
      title: "Meet Our Dentists and Hygienists",
      description: "Meet the Brightside team: Dr. Elena Marsh, Dr. Raj Patel, Dr. Hannah Kowalski, our registered dental hygienists and front-desk staff.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Most of our team has been with Brightside for more than five years, which means you'll see
              familiar faces at every visit. Our three dentists share patients freely: if Dr. Patel places
              your implant, Dr. Marsh may still be the dentist who checks on it at your cleaning, and both
              will know your history.
            `,
          },
        },
        {
          type: "teamGrid",
          props: {
            heading: "The Brightside team",
            intro: "Select a name to read more about each person's training, focus and life outside the office.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Who does what at your visit",
            columns: 3,
            items: [
              {
                icon: "graduation-cap",
                title: "Dentists",
                body: "Diagnose, plan and perform your treatment: fillings, crowns, implants, extractions and cosmetic work. Every checkup ends with a dentist's exam.",
              },
              {
                icon: "sparkles",
                title: "Registered dental hygienists",
                body: "Licensed by New York State to clean teeth, take X-rays, treat gum disease and apply sealants and fluoride. They'll be your main contact at checkups.",
              },
              {
                icon: "users",
                title: "Assistants and front desk",
                body: "Our dental assistants keep every procedure running smoothly, and the front desk handles scheduling, insurance and estimates.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Have a preference for a dentist or hygienist?",
            body: "Just ask when you call. We'll do our best to keep you with the same people at every visit.",
            action: call,
            secondary: requestVisit,
          },
        },
      ],
    },
    // -------------------------------------------------------------- patients
    {
      path: "patients",
      title: "New Patients: Insurance, Payment & Forms",
      description:
        "Everything for your first visit to Brightside Family Dental: what happens, insurance we accept, payment plans, our Smile Plan and forms to bring.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "New patients",
            heading: "Welcome to Brightside. Here's how your first visit works.",
            body: "We're accepting new patients of all ages, and most new patients are seen within two weeks. Call us or send the request below; we'll check your insurance before you arrive so there are no surprises.",
            actions: [call, { label: "Email the front desk", href: `mailto:${EMAIL}`, variant: "secondary" }],
            illustration: "clipboard-list",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Your first visit, step by step",
            intro: "Plan on about an hour for adults and 45 minutes for children.",
            items: [
              {
                title: "Before you come",
                body: "When you call, we take your insurance details and verify your benefits. We'll email you our health history form to fill in at home, or you can arrive 15 minutes early and complete it here.",
              },
              {
                title: "Getting to know you",
                body: "Your dentist sits down with you first: what brings you in, any worries, past experiences good and bad, and what you'd like your smile to look like.",
              },
              {
                title: "X-rays and photos",
                body: "Low-dose digital X-rays and intraoral photos. If you've had X-rays elsewhere in the last year, ask that office to email them to us and we won't repeat them.",
              },
              {
                title: "Exam and cleaning",
                body: "A full exam of teeth, gums, bite and jaw joints, plus an oral cancer screening. In most cases your hygienist cleans your teeth the same day.",
              },
              {
                title: "Your plan and estimate",
                body: "If you need treatment, you leave with a written plan, in order of priority, and an estimate of what insurance pays and what you'll owe.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Insurance we accept",
            intro:
              "We're in network with the plans below and will file claims for you with any other PPO plan as an out-of-network provider. Our insurance coordinator, Jen Ruiz, is happy to look up your benefits before your visit.",
            columns: 2,
            items: [
              {
                icon: "badge-check",
                title: "In network",
                body: "Delta Dental PPO and Premier, MetLife PDP, Cigna Dental PPO, Guardian, Aetna Dental PPO, Excellus BlueCross BlueShield, United Concordia and Ameritas.",
              },
              {
                icon: "baby",
                title: "Children's coverage",
                body: "We accept Child Health Plus and NY Medicaid for patients under 21 through Dr. Kowalski's schedule. Adult Medicaid patients can be referred to the Finger Lakes Community Health dental clinic.",
              },
              {
                icon: "file-text",
                title: "Out-of-network PPO plans",
                body: "Most PPO plans pay out-of-network dentists at close to the same rate. We'll file the claim and, where your plan allows it, have the payment sent straight to us.",
              },
              {
                icon: "shield",
                title: "Medicare Advantage",
                body: "Many Medicare Advantage plans include dental benefits. Bring your card; we'll check whether your plan covers care at Brightside.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "No insurance? Join the Brightside Smile Plan",
            intro: "A yearly membership that covers your preventive care and discounts everything else. Sign up at your first visit; it starts the same day.",
            plans: [
              {
                name: "Child",
                price: "$249",
                period: "per year, ages 14 and under",
                features: ["Two exams and cleanings", "Two fluoride treatments", "All routine X-rays", "Sealants at 50% off", "20% off other treatment"],
              },
              {
                name: "Adult",
                price: "$349",
                period: "per year",
                features: [
                  "Two exams and cleanings",
                  "All routine X-rays",
                  "One emergency exam and X-ray",
                  "20% off fillings, crowns, implants and more",
                  "15% off whitening",
                ],
                highlighted: true,
              },
              {
                name: "Gum health",
                price: "$499",
                period: "per year",
                description: "For adults being treated for gum disease, who need cleanings every three months.",
                features: ["Four periodontal maintenance cleanings", "Two exams and all routine X-rays", "20% off other treatment"],
              },
            ],
            note: "The plan is not insurance. Discounts apply to our standard fees and can't be combined with insurance or other offers. Family of four or more: 10% off each membership.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Paying for treatment",
            heading: "Ways to spread out the cost",
            body: md`
              Payment is due at the time of service for your estimated share. For larger treatment plans
              we offer several options:

              - **5% off** when you pay in full for treatment over $1,000
              - **In-house payment plan:** split treatment over $800 into three monthly payments, interest-free, with automatic card payments
              - **CareCredit:** 6, 12 or 18 months with no interest if paid in full within the promotional period, subject to approval
              - **Sunbit:** 3 to 24 months, with a decision in about 30 seconds and no hard credit check

              We accept cash, checks, all major credit cards and HSA and FSA cards.
            `,
            illustration: "wallet",
            reverse: true,
          },
        },
        {
          type: "documents",
          props: {
            heading: "What to bring",
            intro: "Fill in forms at home and bring them along, or give yourself 15 extra minutes at the front desk.",
            items: [
              {
                title: "Photo ID and insurance card",
                description: "For children, the card of the parent or guardian who carries the dental plan.",
                meta: "All patients",
              },
              {
                title: "Health history form",
                description: "Medications, allergies and conditions that affect dental care. We email it when you book.",
                meta: "2 pages",
              },
              { title: "Privacy notice acknowledgment", description: "Confirms you've received our notice of privacy practices under HIPAA.", meta: "1 page" },
              { title: "Financial policy", description: "How we bill insurance, when payment is due and how payment plans work.", meta: "1 page" },
              {
                title: "Minor consent form",
                description: "Needed when a child is brought in by someone other than a parent or legal guardian.",
                meta: "Under 18 only",
              },
              {
                title: "List of medications",
                description: "Including blood thinners and any bone-density medicines, which matter for extractions and implants.",
                meta: "Adults",
              },
            ],
          },
        },
        {
          type: "appointments",
          props: {
            heading: "Book your first visit or a cleaning",
            intro:
              "Choose a new-patient visit with a dentist, or a checkup and cleaning with a hygienist if you're already our patient, then a day and a time. Prefer the phone? Call (585) 555-0128.",
            note: "Put your insurance carrier and member ID in the notes: Jen checks your benefits and confirms a new patient's first visit by email, usually the same business day. Booking for family members? Book each one, or call and we'll line the times up. In pain? Call us now.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "New-patient questions",
            items: [
              {
                question: "How soon can I get an appointment?",
                answer:
                  "Most new patients are seen within two weeks. If you're in pain, tell us when you call and we'll see you the same day for an emergency exam, then schedule the full new-patient visit later.",
              },
              {
                question: "I haven't been to a dentist in years. Will I get a lecture?",
                answer:
                  "No. Many of our favorite patients started out that way. We'll look at where things are now, make a plan, and work at a pace that suits you and your budget.",
              },
              {
                question: "How do I transfer my records from my old dentist?",
                answer:
                  "Ask your previous office to email your X-rays and chart to hello@brightside.example, or sign a release at your first visit and we'll request them for you.",
              },
              {
                question: "What if I need to cancel?",
                answer:
                  "Move or cancel from the link in your confirmation up to 48 hours before, or call us, so we can offer the time to someone on our waiting list. We understand emergencies; repeated late cancellations may require a deposit for future bookings.",
              },
            ],
          },
        },
      ],
    },
    // ---------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact & Directions",
      description: "Call, email or visit Brightside Family Dental at 318 South Main Street, Canandaigua. Hours, parking, emergency care and how to book.",
      blocks: [
        {
          type: "form",
          props: {
            heading: "Send the front desk a message",
            intro:
              "Ask for an appointment, send an insurance or records question, or anything else. We reply within one business day. New to Brightside? Book your first visit online on our New patients page.",
            form: "contact",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Call, email or stop by",
            intro:
              "Book a new-patient visit or a cleaning online on our New patients page, or by phone: the front desk can see every dentist's and hygienist's schedule and will find a time while you're on the line. The form above, or email, is best for questions, records requests and insurance details; we reply within one business day.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Before you visit",
            columns: 3,
            items: [
              {
                icon: "map-pin",
                title: "Parking",
                body: "Free parking in our lot behind the building, entered from Gibson Street. Street parking on South Main is two-hour metered.",
              },
              {
                icon: "accessibility",
                title: "Step-free entrance",
                body: "The rear entrance from the parking lot is level, with an automatic door. Let us know if you need a ground-floor room.",
              },
              {
                icon: "siren",
                title: "Dental emergencies",
                body: "Severe pain, swelling, a knocked-out tooth or a broken tooth: call at 8 a.m. for a same-day appointment. Patients of record can reach the on-call dentist after hours through the office line.",
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "When to go to the emergency room instead",
            body: "If swelling is spreading to your eye or neck, you're having trouble breathing or swallowing, or you have a fever with facial swelling, go to the emergency department at Thompson Hospital or call 911. These can be signs of a serious infection that needs treatment right away.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Scheduling questions",
            items: [
              {
                question: "Do you have evening or weekend appointments?",
                answer:
                  "We're open until 7 p.m. on Tuesdays, from 7 a.m. on Thursdays, and on the first and third Saturday of each month from 8 a.m. to 1 p.m. Those times fill up first, so book early.",
              },
              {
                question: "Can I book the whole family back to back?",
                answer:
                  "Yes. We can usually seat two or three family members at the same time in neighboring rooms, so the school pickup isn't a whole afternoon.",
              },
              {
                question: "Will you send me reminders?",
                answer: "We send a text and email reminder two days before each appointment. Reply C to confirm, or call to reschedule.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Ready to book?",
            body: "New patients: choose a dentist or whoever is free first, and a time that suits you. Tell us your insurance carrier and we'll take care of the rest.",
            action: { label: "Book your first visit", href: "patients#appointment" },
            secondary: { label: `Or call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------- exams-and-checkups
    {
      path: "exams-and-checkups",
      title: "Dental Exams & Checkups",
      description:
        "Dental checkups and cleanings in Canandaigua: exam, digital X-rays, oral cancer screening and gentle cleaning, with prices and insurance details.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "General dentistry",
            heading: "Checkups that catch small problems while they're still small",
            body: "A regular exam and cleaning is the least expensive dental visit you'll ever have, and the one that saves you from the expensive ones. Most insurance plans cover it in full twice a year.",
            actions: [call, requestVisit],
            illustration: "search",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "What a checkup includes",
            heading: "More than a polish",
            body: md`
              Your hygienist and dentist look at far more than cavities. A full checkup at Brightside covers:

              - **Gum health:** measuring the pockets around each tooth to catch gum disease early
              - **Tooth decay:** a visual exam, plus X-rays to see between teeth and under old fillings
              - **Oral cancer screening:** checking the tongue, cheeks, throat and neck, which takes two minutes and matters
              - **Bite and jaw joints:** signs of grinding, cracked teeth and TMJ trouble
              - **Existing work:** checking fillings, crowns and bridges for wear or leaks
            `,
            illustration: "clipboard-list",
          },
        },
        {
          type: "steps",
          props: {
            heading: "What to expect at your checkup",
            items: [
              {
                title: "Catch up",
                body: "Your hygienist reviews any changes to your health or medications and asks about sensitivity, bleeding or anything that's bothering you.",
              },
              {
                title: "X-rays if they're due",
                body: "Bitewing X-rays once a year for most adults, and a full set every five years. Digital sensors mean less radiation than a short flight.",
              },
              {
                title: "Cleaning",
                body: "Tartar is removed with an ultrasonic scaler and hand instruments, then your teeth are polished and flossed. Tell us if anything is sensitive; numbing gel is always available.",
              },
              { title: "Dentist's exam", body: "Your dentist reviews the X-rays and photos with you, checks everything above, and answers your questions." },
              {
                title: "Next steps",
                body: "If all is well, we book your next cleaning before you leave. If you need treatment, you'll get a written plan and estimate.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Typical costs without insurance",
            intro:
              "Most PPO plans cover two exams, two cleanings and yearly X-rays at 100%, with no deductible. Here's what those visits cost if you're paying yourself.",
            plans: [
              {
                name: "Adult checkup",
                price: "$215",
                period: "exam, cleaning and bitewing X-rays",
                features: ["Periodic exam $65", "Adult cleaning $110", "Four bitewing X-rays $40"],
              },
              {
                name: "New-patient visit",
                price: "$295",
                period: "exam, full X-rays and cleaning",
                features: ["Comprehensive exam $95", "Full-mouth X-rays $90", "Cleaning $110"],
                highlighted: true,
              },
              {
                name: "Smile Plan",
                price: "$349",
                period: "per year",
                description: "Covers two checkups, all routine X-rays and an emergency exam, with 20% off other care.",
                features: ["No deductible or waiting period"],
                action: { label: "Plan details", href: "patients", variant: "secondary" },
              },
            ],
            note: "Patients with gum disease may need a deep cleaning (scaling and root planing, $195 to $260 per quarter of the mouth) before regular cleanings. We'll explain why with your own measurements and X-rays.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Checkup questions",
            items: [
              {
                question: "How often do I need a checkup?",
                answer:
                  "Every six months suits most people. If you've had gum disease, get cavities often or have diabetes, we may recommend every three or four months. A few people with very healthy mouths can go once a year; we'll tell you honestly which group you're in.",
              },
              {
                question: "Are dental X-rays safe?",
                answer:
                  "Yes. A set of four digital bitewings delivers about 0.005 mSv, less than you receive from natural background radiation in a normal day. We take them only when they'll change what we do, and pregnant patients can postpone routine X-rays.",
              },
              {
                question: "Why do my gums bleed when you clean them?",
                answer:
                  "Bleeding usually means inflammation from plaque along the gumline. It often clears up within two weeks of daily flossing. If it doesn't, it can be an early sign of gum disease that we'll want to watch.",
              },
              {
                question: "Do I need a 'deep cleaning'?",
                answer:
                  "Only if measurements show pockets of 5 mm or more with bone loss on X-rays. We'll show you the numbers and the images. It isn't an upsell; it's the treatment for an infection below the gumline that a regular cleaning can't reach.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Overdue for a cleaning?",
            body: "It happens. Call and we'll find a time in the next two weeks, with evening and Saturday options.",
            action: call,
            secondary: { label: "New patient information", href: "patients", variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- fillings
    {
      path: "fillings",
      title: "Tooth-Colored Fillings",
      description:
        "Tooth-colored composite fillings placed in one visit at Brightside Family Dental. What to expect, costs per filling and insurance coverage.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "General dentistry",
            heading: "Fixing a cavity before it becomes a crown or a root canal",
            body: md`
              A cavity is a hole in the tooth's enamel caused by acid from bacteria. Small cavities don't hurt,
              which is why we find most of them on X-rays at routine checkups. Left alone, decay spreads into
              the softer dentin underneath and eventually reaches the nerve.

              We fill cavities with **composite resin**, a tooth-colored material bonded directly to the tooth.
              Because it bonds, we remove less healthy tooth than a silver filling would need, and nobody can see
              it when you smile. We no longer place amalgam (silver) fillings.
            `,
            illustration: "wrench",
            action: { ...call, variant: "primary" },
          },
        },
        {
          type: "steps",
          props: {
            heading: "What happens during a filling",
            intro: "A typical filling takes 30 to 60 minutes, and you can eat as soon as the numbness wears off.",
            items: [
              {
                title: "Numbing",
                body: "We apply numbing gel first, then a local anesthetic. Most patients feel only a little pressure. Very small fillings sometimes need no numbing at all.",
              },
              { title: "Removing the decay", body: "The soft, decayed part of the tooth is removed and the cavity is shaped to hold the filling." },
              {
                title: "Bonding and layering",
                body: "The tooth is treated with a bonding agent, then composite is placed in thin layers, each hardened with a blue curing light.",
              },
              { title: "Shaping and polishing", body: "We shape the filling to match your bite, check it with marking paper and polish it smooth." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Cost of a filling",
            intro: "Fees depend on how many surfaces of the tooth the filling covers. Most PPO plans pay 70 to 80% after the deductible.",
            plans: [
              { name: "One surface", price: "$165", period: "front or back tooth", features: ["Typical share with 80% coverage: about $35"] },
              { name: "Two surfaces", price: "$215", period: "per tooth", features: ["The most common filling between back teeth"], highlighted: true },
              {
                name: "Three or more surfaces",
                price: "$265-$295",
                period: "per tooth",
                features: ["Very large fillings may need a crown instead; we'll explain why"],
              },
            ],
            note: "Some insurance plans pay composite fillings on back teeth at the lower silver-filling rate, leaving a difference of $30 to $60. We'll tell you before we start. Smile Plan members save 20%.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Filling questions",
            items: [
              {
                question: "Will the tooth be sensitive afterward?",
                answer:
                  "Some sensitivity to cold or biting for a week or two is normal, especially with deeper fillings. If the tooth feels 'high' when you bite or the sensitivity is getting worse rather than better, call us: a quick bite adjustment usually fixes it.",
              },
              {
                question: "Should I replace my old silver fillings?",
                answer:
                  "Not just because they're silver. If an amalgam filling is intact, replacing it removes more tooth. We recommend replacing one when it's cracked, leaking or has decay around it.",
              },
              {
                question: "How long do composite fillings last?",
                answer: "Typically 7 to 10 years, often longer for small fillings. Grinding, large fillings and a sugary diet shorten that.",
              },
              {
                question: "Can a cavity heal on its own?",
                answer:
                  "Very early enamel lesions can sometimes be stopped with fluoride and better habits, and we'll watch those rather than drill. Once decay reaches the dentin, it needs a filling.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Cold drinks making you wince?",
            body: "Sensitivity can be a cavity, a cracked filling or receding gums. A quick exam tells us which.",
            action: call,
            secondary: requestVisit,
          },
        },
      ],
    },
    // ------------------------------------------------------ tooth-extractions
    {
      path: "tooth-extractions",
      title: "Tooth Extractions & Wisdom Teeth",
      description: "Gentle tooth extractions and wisdom tooth removal in Canandaigua. How it works, aftercare, costs and what insurance typically pays.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "General dentistry",
            heading: "When a tooth has to come out, we make it as easy as possible",
            body: "We always try to save a tooth first. When it can't be saved, or a wisdom tooth is causing trouble, Dr. Patel and Dr. Marsh handle most extractions right here, with numbing you can trust and nitrous oxide if you'd like it.",
            actions: [call, requestVisit],
            illustration: "shield-check",
          },
        },
        {
          type: "features",
          props: {
            heading: "Common reasons for an extraction",
            columns: 2,
            items: [
              {
                icon: "search",
                title: "Decay or fracture too large to repair",
                body: "When a tooth is split below the gumline or there isn't enough tooth left to hold a crown.",
              },
              {
                icon: "flame",
                title: "Infection",
                body: "An abscessed tooth that can't be treated with a root canal, or when a root canal isn't the right choice for you.",
              },
              {
                icon: "users",
                title: "Impacted wisdom teeth",
                body: "Third molars that are partly erupted, trapping food and causing repeated gum infections, or pushing on the tooth in front.",
              },
              {
                icon: "ruler",
                title: "Orthodontic treatment",
                body: "Occasionally an orthodontist asks us to remove teeth to make room before braces or aligners.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "What to expect",
            items: [
              {
                title: "Exam and X-ray",
                body: "We look at the roots, the nearby nerve and sinus, and your medical history. For wisdom teeth close to the nerve we take a 3D scan.",
              },
              {
                title: "Talking through options",
                body: "If the tooth will be replaced, we plan for it now. Placing bone graft material at the time of extraction keeps the site ready for an implant.",
              },
              {
                title: "The extraction",
                body: "After thorough numbing, the tooth is gently loosened and removed. You'll feel pressure, not pain. Most simple extractions take under 20 minutes.",
              },
              {
                title: "Aftercare",
                body: "You go home with gauze, written instructions and the dentist's cell number. Most people are back at work the next day.",
              },
              { title: "Check-in", body: "We call the next evening, and see you in about a week if you had stitches or a graft." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Extraction costs",
            intro:
              "Most PPO plans cover extractions at 70 to 80% after the deductible. Some classify them as 'basic' and some as 'major' care; we'll check yours.",
            plans: [
              { name: "Simple extraction", price: "$195", period: "per tooth", features: ["Fully erupted tooth, removed in one piece"] },
              {
                name: "Surgical extraction",
                price: "$295-$395",
                period: "per tooth",
                features: ["Broken teeth and partly erupted wisdom teeth", "Includes stitches"],
                highlighted: true,
              },
              { name: "Bone graft", price: "$425", period: "per site", features: ["Preserves the bone for a future implant"] },
            ],
            note: "Nitrous oxide is $65 per visit. Fully impacted wisdom teeth and patients who want IV sedation are referred to an oral surgeon in Canandaigua or Rochester; we send your X-rays and a letter ahead.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Extraction questions",
            items: [
              {
                question: "How do I avoid a dry socket?",
                answer:
                  "For 72 hours: no smoking or vaping, no drinking through a straw and no vigorous rinsing. These can dislodge the blood clot that protects the bone. If pain gets worse on day three or four instead of better, call us; a dry socket is easily treated in the office.",
              },
              {
                question: "What can I eat afterward?",
                answer:
                  "Soft, cool foods for the first day: yogurt, smoothies with a spoon, eggs, pasta, soup that isn't hot. Chew on the other side for a few days.",
              },
              {
                question: "Do wisdom teeth always need to come out?",
                answer:
                  "No. If they're fully erupted, healthy and you can keep them clean, they can stay. We recommend removal when they're causing infection, decay, cysts or damage to the neighboring teeth.",
              },
              {
                question: "Should I replace a tooth that's removed?",
                answer:
                  "For back teeth near the end of the mouth, sometimes not. Elsewhere, the neighboring teeth tend to drift and tip into the gap. An implant, bridge or partial denture keeps your bite stable; we'll go through the options.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Throbbing tooth or swelling?",
            body: "Call first thing in the morning; we hold emergency time every weekday.",
            action: call,
            secondary: { label: "Replacing a missing tooth", href: "dental-implants", variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------------- pediatric
    {
      path: "pediatric",
      title: "Children's Dentistry",
      description:
        "Dentistry for kids in Canandaigua from the first tooth: happy first visits, cleanings, sealants, fluoride and fillings, with Child Health Plus accepted.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Kids welcome from the first tooth",
            heading: "Dental visits kids actually like",
            body: "Dr. Hannah Kowalski and our hygienists see hundreds of children every year, from one-year-olds on a parent's lap to teenagers with braces. Short visits, simple explanations, their choice of flavor and a trip to the prize drawer.",
            actions: [call, { label: "First-visit tips", href: "blog/your-childs-first-dental-visit", variant: "secondary" }],
            illustration: "baby",
          },
        },
        {
          type: "features",
          props: {
            heading: "Care for growing smiles",
            columns: 3,
            items: [
              {
                icon: "baby",
                title: "First visits",
                body: "By the first birthday or six months after the first tooth. We count teeth, check for early decay and show you how to brush for them.",
              },
              {
                icon: "sparkles",
                title: "Cleanings and fluoride",
                body: "Gentle cleanings every six months and fluoride varnish, which strengthens enamel and takes ten seconds to paint on.",
              },
              {
                icon: "shield-check",
                title: "Sealants",
                body: "A thin protective coating in the grooves of permanent molars, usually placed around ages 6 and 12. No needles, no drilling.",
              },
              {
                icon: "wrench",
                title: "Kid-friendly fillings",
                body: "Tooth-colored fillings and, for baby molars with large cavities, stainless steel or white zirconia crowns.",
              },
              {
                icon: "dumbbell",
                title: "Sports mouthguards",
                body: "Custom-fitted guards for football, hockey, lacrosse and basketball for $125, far more comfortable than boil-and-bite.",
              },
              {
                icon: "ruler",
                title: "Orthodontic checks",
                body: "We watch bite and jaw growth at every visit and refer to a local orthodontist around age 7 if early treatment would help.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Your child's first visit",
            items: [
              {
                title: "Lap-to-lap exam",
                body: "Toddlers sit on your lap facing you, then lean back onto Dr. Kowalski's knees. They can see you the whole time.",
              },
              {
                title: "Counting teeth",
                body: "We count teeth out loud, look for white spots that signal early decay and check how teeth and jaws are developing.",
              },
              {
                title: "A quick polish and fluoride",
                body: "If your child is comfortable, a gentle polish and fluoride varnish. If not, that's fine: the first visit is about trust.",
              },
              {
                title: "Your questions",
                body: "Teething, thumb-sucking, pacifiers, bottles at bedtime, toothpaste amounts. We'll cover what matters for your child's age.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Costs and coverage for children",
            intro:
              "Most dental plans cover children's checkups, cleanings, fluoride and sealants at 100%. We accept Child Health Plus and NY Medicaid for patients under 21.",
            plans: [
              {
                name: "Child checkup",
                price: "$165",
                period: "exam, cleaning and fluoride",
                features: ["X-rays when due: $40", "First visit free under age 3 if uninsured"],
              },
              {
                name: "Sealants",
                price: "$48",
                period: "per tooth",
                features: ["Usually covered at 100% on permanent molars", "50% off with the Smile Plan"],
                highlighted: true,
              },
              {
                name: "Child Smile Plan",
                price: "$249",
                period: "per year",
                features: ["Two checkups, fluoride and X-rays", "20% off fillings"],
                action: { label: "Plan details", href: "patients", variant: "secondary" },
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Parents ask us",
            items: [
              {
                question: "Why fix cavities in baby teeth if they fall out anyway?",
                answer:
                  "Baby molars stay until ages 10 to 12. A cavity left alone can cause pain, infection and damage to the adult tooth forming underneath, and losing a baby tooth early can leave too little room for the adult teeth.",
              },
              {
                question: "How much toothpaste should my child use?",
                answer:
                  "A smear the size of a grain of rice for children under 3, and a pea-sized amount from age 3. Fluoride toothpaste is recommended from the first tooth.",
              },
              {
                question: "Can I stay with my child?",
                answer: "Of course. Parents are welcome in the room for every visit. Some older children do better on their own, and we'll follow your lead.",
              },
              {
                question: "What if my child is very anxious?",
                answer:
                  "We book a longer appointment, go slowly, and start with a 'happy visit' that's just a ride in the chair if needed. For extensive treatment in very young or anxious children, we refer to a pediatric dental specialist who offers sedation.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Book the kids back to back",
            body: "We can often see two or three children at once in neighboring rooms, including after-school times on Tuesdays.",
            action: call,
            secondary: { label: "Meet Dr. Kowalski", href: "team/dr-hannah-kowalski", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ crowns
    {
      path: "crowns",
      title: "Dental Crowns",
      description:
        "Zirconia and porcelain dental crowns designed from a digital scan. When you need a crown, what the two visits involve, costs and insurance.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Restorative dentistry",
            heading: "A crown protects a weak tooth and gives it back its strength",
            body: "A crown is a cap that covers the whole visible part of a tooth. We design ours from a digital scan, so there's no impression putty, and they match your natural teeth closely enough that no one will know.",
            actions: [call, requestVisit],
            illustration: "shield-check",
          },
        },
        {
          type: "features",
          props: {
            heading: "When a crown is the right choice",
            columns: 2,
            items: [
              {
                icon: "hammer",
                title: "Cracked teeth",
                body: "A crack that causes sharp pain when you bite or release. A crown holds the tooth together before the crack spreads to the root.",
              },
              {
                icon: "wrench",
                title: "Large or failing fillings",
                body: "When a filling covers more than half the tooth, the remaining walls are thin and likely to break.",
              },
              {
                icon: "shield",
                title: "After a root canal",
                body: "Back teeth become brittle after root canal treatment and need a crown to avoid fracturing.",
              },
              { icon: "sparkles", title: "Appearance", body: "Badly discolored or misshapen teeth that whitening or bonding can't fix." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "What to expect: two visits, about two weeks apart",
            items: [
              {
                title: "Visit one: preparation (about 90 minutes)",
                body: "After numbing, we remove any decay, rebuild the core and shape the tooth. A 3D scan of your teeth is sent to our dental lab in Rochester.",
              },
              { title: "Temporary crown", body: "You leave with a well-fitting temporary crown. Avoid sticky foods such as caramel and gum on that side." },
              {
                title: "Lab fabrication",
                body: "A technician mills and hand-finishes your crown from zirconia or porcelain, matching the shade we selected together.",
              },
              {
                title: "Visit two: fitting (about 45 minutes)",
                body: "We check the fit, contacts and color, adjust the bite and cement the crown permanently. Often no numbing is needed.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Crown costs",
            intro:
              "Crowns are usually 'major' services, which most PPO plans pay at 50% after the deductible. Many plans have a yearly maximum of $1,000 to $2,000, so we'll help you time treatment across plan years if it helps.",
            plans: [
              {
                name: "Zirconia crown",
                price: "$1,295",
                period: "per tooth",
                description: "Very strong, ideal for molars and for people who grind.",
                features: ["Typical share with 50% coverage: about $650", "Includes temporary crown"],
                highlighted: true,
              },
              {
                name: "Porcelain (e.max) crown",
                price: "$1,395",
                period: "per tooth",
                description: "The most lifelike translucency, for front teeth.",
                features: ["Hand-layered shading by our lab"],
              },
              {
                name: "Core buildup",
                price: "$265",
                period: "if needed",
                description: "Rebuilds missing tooth structure under the crown.",
                features: ["Usually covered like the crown"],
              },
            ],
            note: "Smile Plan members save 20%. Treatment over $800 can be split into three interest-free monthly payments; see payment options on our new patients page.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Crown questions",
            items: [
              {
                question: "How long does a crown last?",
                answer:
                  "With good care, 10 to 15 years and often much longer. The most common reason crowns fail is new decay at the edge where crown meets tooth, so flossing matters.",
              },
              {
                question: "Does getting a crown hurt?",
                answer:
                  "The tooth is fully numb for the preparation. Afterward, the gum around the tooth may be tender for a day or two. Some people notice mild cold sensitivity for a few weeks.",
              },
              {
                question: "My temporary crown came off. What do I do?",
                answer:
                  "Call us and we'll recement it, usually the same day. In the meantime, you can slip it back on with a dab of toothpaste or denture adhesive; don't leave the tooth uncovered for days.",
              },
              {
                question: "Do you make same-day crowns?",
                answer:
                  "We've chosen to work with a local lab because hand-finished crowns look and fit better. For a broken front tooth before an event, we'll make a good-looking temporary the same day.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Missing a tooth rather than cracking one?",
            body: "A bridge or an implant replaces the whole tooth. Read about both options, or call to talk it through.",
            action: { label: "Dental bridges", href: "bridges" },
            secondary: { label: "Dental implants", href: "dental-implants", variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- bridges
    {
      path: "bridges",
      title: "Dental Bridges",
      description: "Replace one or two missing teeth with a fixed dental bridge. How bridges work, the treatment steps, costs and bridge vs. implant.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Restorative dentistry",
            heading: "A fixed bridge fills the gap without surgery",
            body: md`
              A bridge replaces one or two missing teeth with false teeth (called pontics) held in place by
              crowns on the teeth on either side. It's cemented permanently, so it doesn't come out, and you
              brush it like your own teeth.

              Bridges are a good choice when the teeth next to the gap already have large fillings or
              crowns, when you'd rather avoid surgery, or when the bone isn't suitable for an implant.
            `,
            illustration: "puzzle",
            action: call,
          },
        },
        {
          type: "features",
          props: {
            heading: "Types of bridges we make",
            columns: 3,
            items: [
              {
                icon: "shield-check",
                title: "Traditional bridge",
                body: "Crowns on both neighboring teeth support the false tooth. The strongest and most common design.",
              },
              {
                icon: "sparkles",
                title: "Bonded (Maryland) bridge",
                body: "A false tooth with small wings bonded to the backs of the neighboring teeth. Conservative, for front teeth in low-stress bites.",
              },
              {
                icon: "gem",
                title: "Implant-supported bridge",
                body: "Two implants carry three or four teeth, without touching your natural teeth. See our implants page.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "What to expect",
            items: [
              {
                title: "Planning visit",
                body: "X-rays and a scan of the supporting teeth and gums, and a conversation about bridge versus implant for your situation.",
              },
              {
                title: "Preparation",
                body: "The supporting teeth are numbed and shaped, a digital scan is taken, and you wear a temporary bridge for about two weeks.",
              },
              { title: "Fitting", body: "We check the fit, color and bite, then cement the bridge in place." },
              {
                title: "Learning to clean it",
                body: "Your hygienist shows you how to use a floss threader or water flosser under the false tooth, the key to a bridge that lasts.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Bridge costs",
            intro:
              "A bridge is priced per unit (each crown and each false tooth). Most PPO plans pay 50% as a major service; some have a waiting period of 6 to 12 months for new members.",
            plans: [
              {
                name: "3-unit bridge",
                price: "$3,750",
                period: "replaces one tooth",
                features: ["Two crowns plus one false tooth", "Typical share with 50% coverage: about $1,900"],
                highlighted: true,
              },
              { name: "Bonded bridge", price: "$1,650", period: "one front tooth", features: ["Little or no shaping of neighboring teeth"] },
              { name: "4-unit bridge", price: "$4,950", period: "replaces two teeth", features: ["When the supporting teeth are strong enough"] },
            ],
            note: "Insurers often have a 'missing tooth clause' that excludes teeth lost before your coverage began. We check for it when we verify your benefits.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Bridge questions",
            items: [
              {
                question: "Bridge or implant: which is better?",
                answer:
                  "An implant doesn't involve the neighboring teeth and can last for decades. A bridge is faster (weeks instead of months), involves no surgery and is sometimes better covered by insurance. If the neighboring teeth are healthy and unfilled, we usually lean toward an implant; if they need crowns anyway, a bridge makes a lot of sense.",
              },
              {
                question: "How long does a bridge last?",
                answer:
                  "Ten to fifteen years is typical. Bridges usually fail because of decay or gum disease on the supporting teeth, so cleaning under the false tooth every day is important.",
              },
              {
                question: "Can a bridge be repaired?",
                answer: "Chipped porcelain can sometimes be smoothed or bonded. A bridge with decay underneath usually needs to be replaced.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Talk through your options",
            body: "A consultation with X-rays is $95 and credited toward treatment if you go ahead.",
            action: call,
            secondary: requestVisit,
          },
        },
      ],
    },
    // -------------------------------------------------------- dental-implants
    {
      path: "dental-implants",
      title: "Dental Implants",
      description: "Dental implants placed and restored in one Canandaigua office by Dr. Raj Patel. Treatment steps, healing time, full costs and financing.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Placed and restored under one roof",
            heading: "Replace a missing tooth with one that feels like your own",
            body: "A dental implant is a small titanium post placed in the jawbone, topped with a crown. Dr. Raj Patel has placed more than 1,400 implants and plans every one with a 3D scan, so most patients never need to visit a second office.",
            actions: [call, { label: "Meet Dr. Patel", href: "team/dr-raj-patel", variant: "secondary" }],
            illustration: "gem",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "1,400+", label: "implants placed by Dr. Patel" },
              { value: "98%", label: "of our implants still in place after five years" },
              { value: "3D", label: "cone-beam planning for every implant" },
              { value: "1 office", label: "surgery and crown, no referral needed" },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "The implant process, step by step",
            intro: "From first visit to final crown usually takes three to five months, most of it quiet healing time.",
            items: [
              {
                title: "Consultation and 3D scan",
                body: "We check your health, the bone and the position of nerves and sinuses, and design the implant position on screen around the crown it will carry.",
              },
              {
                title: "Extraction and graft, if needed",
                body: "If the tooth is still there, we remove it and often place bone graft material. The site heals for about three months.",
              },
              {
                title: "Implant placement",
                body: "Under local anesthetic, with nitrous oxide if you like, the implant is placed through a guide made from your scan. It takes about an hour; most people need ibuprofen for two or three days.",
              },
              {
                title: "Integration",
                body: "Over 8 to 12 weeks the bone bonds to the implant. A temporary tooth can be worn in visible areas so you're never without a smile.",
              },
              {
                title: "Crown",
                body: "We scan the implant and attach a custom abutment and crown made by our lab. Then it's brushed and flossed like any other tooth.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "What a single implant costs",
            intro: "We quote the complete tooth, not just the post, so the price you see is the price you pay.",
            plans: [
              {
                name: "Single implant tooth",
                price: "$4,650",
                period: "implant, abutment and crown",
                features: ["3D scan and surgical guide included", "All follow-up visits included", "Typical insurance payment: $1,000 to $2,000"],
                highlighted: true,
              },
              { name: "Bone graft", price: "$425-$650", period: "when needed", features: ["At extraction, or before the implant"] },
              {
                name: "Implant-supported bridge",
                price: "From $9,800",
                period: "two implants, three teeth",
                features: ["For two or three missing teeth in a row"],
              },
            ],
            note: "Many dental plans now cover implants at 50% up to the yearly maximum, and we can split treatment across two plan years. Financing through CareCredit and Sunbit is available; a $4,650 implant is about $200 a month over 24 months.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Implant questions",
            items: [
              {
                question: "Am I a candidate for an implant?",
                answer:
                  "Most adults in good general health are. Heavy smoking, uncontrolled diabetes and some bone-density medications raise the risk of failure, and we'll talk about those honestly. Lack of bone can usually be solved with grafting.",
              },
              {
                question: "Does it hurt?",
                answer:
                  "Most patients say the implant was easier than the extraction. The area is fully numb during surgery; afterward expect two or three days of mild soreness.",
              },
              {
                question: "How long do implants last?",
                answer:
                  "The implant itself can last a lifetime. The crown on top may need replacing after 15 to 20 years, just like a crown on a natural tooth.",
              },
              {
                question: "Can implants hold a denture?",
                answer:
                  "Yes. Two to four implants can anchor a lower or upper denture so it stops moving when you eat and talk. See our dentures page for prices.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "I put off replacing a front tooth for years because I assumed it meant a string of specialists. Dr. Patel did the whole thing in his own office, and my temporary looked so good my coworkers never knew.",
                name: "Linda S.",
                portrait: seedImage("people/customers/customer-4", { decorative: true }),
                detail: "Victor, single implant",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Book an implant consultation",
            body: "A consultation with a 3D scan is $195, credited in full toward treatment.",
            action: call,
            secondary: requestVisit,
          },
        },
      ],
    },
    // --------------------------------------------------------------- dentures
    {
      path: "dentures",
      title: "Dentures & Partials",
      description: "Full dentures, partial dentures and implant-retained dentures made to fit and look natural. Steps, adjustment period, prices and coverage.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Restorative dentistry",
            heading: "Dentures that fit, look like you, and let you eat what you like",
            body: md`
              A well-made denture shouldn't look like a denture. We take the time to shape the teeth and gums
              to suit your face, check your bite and speech at a try-in before anything is final, and adjust
              as many times as needed in the first months, at no charge.

              We make complete dentures, partial dentures and dentures held in place by dental implants,
              working with a dental lab in Rochester that has made our dentures for more than ten years.
            `,
            illustration: "gem",
            action: call,
          },
        },
        {
          type: "features",
          props: {
            heading: "Your options",
            columns: 3,
            items: [
              {
                icon: "circle-check",
                title: "Complete dentures",
                body: "Replace all the teeth in the upper or lower jaw. Upper dentures hold well by suction; lower dentures often benefit from implants.",
              },
              {
                icon: "puzzle",
                title: "Partial dentures",
                body: "Replace several missing teeth with a metal or flexible frame that clips to your remaining teeth and comes out for cleaning.",
              },
              {
                icon: "gem",
                title: "Implant-retained dentures",
                body: "Two to four implants with snap attachments hold the denture firmly. The single biggest improvement for lower dentures.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "What to expect: four to five visits over about six weeks",
            items: [
              { title: "Exam and impressions", body: "We check the gums and bone, remove any teeth that can't stay, and take precise impressions." },
              { title: "Bite records", body: "Wax rims record how your jaws meet, your lip support and where your teeth should show when you smile." },
              {
                title: "Try-in",
                body: "You see and wear the denture teeth set in wax. Shape, color and position can still be changed, and we want your opinion.",
              },
              { title: "Delivery", body: "The finished denture is fitted and adjusted, and you get instructions for eating, speaking and cleaning." },
              { title: "Adjustments", body: "We see you 24 hours later and as often as needed over the next few months to ease sore spots." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Denture prices",
            intro:
              "Prices are per arch (upper or lower) and include all adjustments for the first six months. Most PPO plans pay 50% as a major service, once every five to seven years.",
            plans: [
              {
                name: "Complete denture",
                price: "$2,150",
                period: "per arch",
                features: ["Premium acrylic teeth", "Try-in before finishing", "Adjustments included"],
              },
              {
                name: "Partial denture",
                price: "$1,850-$2,250",
                period: "per arch",
                features: ["Cast metal or flexible frame", "Teeth can be added later"],
                highlighted: true,
              },
              {
                name: "Implant-retained lower denture",
                price: "From $8,900",
                period: "two implants",
                features: ["Includes implants, attachments and denture", "Snaps in and stays put"],
              },
            ],
            note: "Immediate dentures, placed the same day teeth are removed, are $2,450 per arch and need a reline ($395) after about six months of healing.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Denture questions",
            items: [
              {
                question: "How long does it take to get used to dentures?",
                answer:
                  "Most people speak normally within a couple of weeks and eat comfortably within a month or two. Start with soft foods cut into small pieces and chew on both sides at once.",
              },
              {
                question: "Should I sleep in my dentures?",
                answer: "No. Take them out at night so your gums can rest, and keep them in water or a soaking solution so they don't dry out and warp.",
              },
              {
                question: "My old dentures are loose. Do I need new ones?",
                answer:
                  "Not always. The bone under dentures shrinks over time, and a reline ($395) refits the base to your gums. If the teeth are worn flat, a new denture is the better choice.",
              },
              {
                question: "Do you repair broken dentures?",
                answer: "Yes. Most repairs, such as a cracked base or a lost tooth, go to our lab in the morning and come back the next day.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Tired of a denture that moves?",
            body: "Ask about implant-retained dentures at a free 20-minute consultation.",
            action: call,
            secondary: { label: "About implants", href: "dental-implants", variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------- teeth-whitening
    {
      path: "teeth-whitening",
      title: "Professional Teeth Whitening",
      description:
        "In-office and take-home teeth whitening supervised by a dentist. How it works, results, sensitivity, prices, and why insurance rarely pays.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Cosmetic dentistry",
            heading: "A brighter smile, safely, in one visit or two weeks at home",
            body: "Professional whitening uses stronger gel than store products, in trays made for your teeth, so it works faster and evenly with less sensitivity. Most patients go four to eight shades lighter.",
            actions: [call, requestVisit],
            illustration: "sun",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Whitening options and prices",
            intro:
              "Whitening is cosmetic, so dental insurance doesn't cover it. Smile Plan members save 15%, and you can pay with an HSA card only if your plan allows it.",
            plans: [
              {
                name: "Take-home trays",
                price: "$325",
                period: "custom trays and gel",
                description: "Wear the trays 30 to 60 minutes a day for about two weeks.",
                features: ["Trays are yours to keep", "Touch-up gel from $45", "Best for sensitive teeth"],
              },
              {
                name: "In-office whitening",
                price: "$550",
                period: "one 90-minute visit",
                description: "Professional-strength gel applied in three rounds while you relax with a show.",
                features: ["Results the same day", "Gums protected throughout", "Take-home trays for touch-ups included"],
                highlighted: true,
              },
              {
                name: "Whitening for life",
                price: "$99",
                period: "with your first tray set",
                description: "Free touch-up gel at every checkup, as long as you keep your six-month cleanings.",
                features: ["One syringe per visit"],
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "What to expect",
            items: [
              {
                title: "Checkup first",
                body: "Whitening works best on clean, healthy teeth. We check for cavities and gum problems, and note your starting shade.",
              },
              {
                title: "Scan for trays",
                body: "A two-minute digital scan is used to make thin, comfortable trays that hold the gel against your teeth and away from your gums.",
              },
              { title: "Whitening", body: "In the office, or at home on your own schedule. We give you a desensitizing gel in case your teeth get sensitive." },
              {
                title: "Shade check",
                body: "We compare the result to your starting shade, and tell you how to keep it: a touch-up every six months to a year is typical.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Whitening questions",
            items: [
              {
                question: "Will whitening make my teeth sensitive?",
                answer:
                  "Some people feel brief zings of sensitivity during treatment. It fades within a day or two of stopping. Using the gel every other day and brushing with a sensitivity toothpaste beforehand helps.",
              },
              {
                question: "Does whitening work on crowns and fillings?",
                answer:
                  "No. Whitening only lightens natural enamel. If you have visible crowns or fillings on front teeth, whiten first, then we can replace them to match the new shade.",
              },
              {
                question: "Is it safe?",
                answer:
                  "Yes, when supervised. Carbamide and hydrogen peroxide have been studied for decades and don't damage enamel at the strengths we use. We don't whiten during pregnancy or for children under 16.",
              },
              {
                question: "Why not just use whitening strips?",
                answer:
                  "Strips can work for mild staining, but they only cover the front six to eight teeth and don't reach the spaces between teeth. We compare them in detail on our blog.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Whiten before the wedding",
            body: "Start at least four weeks ahead so there's time for a touch-up. Want a bigger change? Ask about veneers and bonding.",
            action: call,
            secondary: { label: "Strips vs. professional whitening", href: "blog/whitening-strips-vs-professional-whitening", variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------- dental-veneers
    {
      path: "dental-veneers",
      title: "Porcelain Veneers",
      description: "Custom porcelain veneers to change the shape, color and alignment of front teeth. Smile design, treatment steps, costs per tooth and care.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Cosmetic dentistry",
            heading: "Veneers: a new smile, designed with you before anything changes",
            body: md`
              A veneer is a thin shell of porcelain, about the thickness of a contact lens, bonded to the front
              of a tooth. Veneers can change the color, shape, length and apparent alignment of your front
              teeth in one treatment, and porcelain doesn't stain.

              They suit people with chipped, worn, gapped or permanently discolored front teeth. They're not
              reversible, because a thin layer of enamel is removed, so we always preview the result first.
            `,
            illustration: "gem",
            action: call,
          },
        },
        {
          type: "steps",
          props: {
            heading: "From consultation to your new smile",
            items: [
              {
                title: "Smile design consultation",
                body: "Photos, a scan and a conversation about what you'd like to change. Dr. Marsh designs the new teeth digitally with our lab.",
              },
              {
                title: "Preview mock-up",
                body: "A tooth-colored mock-up of the design is placed over your own teeth so you can see it in a mirror, show your family and ask for changes.",
              },
              {
                title: "Preparation",
                body: "The teeth are numbed and a thin layer of enamel is removed. You wear temporary veneers shaped like the final design for two to three weeks.",
              },
              { title: "Bonding", body: "We try in each veneer, confirm color and fit with you, then bond them. Bite and polish adjustments follow." },
              { title: "Night guard", body: "Every veneer patient gets a custom night guard to protect the porcelain from grinding." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Veneer costs",
            intro:
              "Veneers are cosmetic and almost never covered by insurance. Most people choose between four and ten veneers for the teeth that show when they smile.",
            plans: [
              {
                name: "Porcelain veneer",
                price: "$1,450",
                period: "per tooth",
                features: ["Hand-layered by a master ceramist", "Preview mock-up included"],
                highlighted: true,
              },
              { name: "Composite veneer", price: "$550", period: "per tooth", features: ["Sculpted directly in one visit", "Lasts 5 to 7 years"] },
              { name: "Smile design consultation", price: "$150", period: "credited to treatment", features: ["Photos, scan and digital design"] },
            ],
            note: "Financing through CareCredit is available; six porcelain veneers are about $360 a month over 24 months. Night guard included.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Veneer questions",
            items: [
              {
                question: "How long do porcelain veneers last?",
                answer: "Typically 15 to 20 years with good care. Avoid using your teeth as tools, wear your night guard and keep up with cleanings.",
              },
              {
                question: "Will veneers look fake?",
                answer:
                  "Not when they're designed for your face. We choose shape and shade together, and most patients choose a natural shade rather than the brightest white. The mock-up lets you judge before anything is permanent.",
              },
              {
                question: "Can veneers fix crooked teeth?",
                answer:
                  "For mild crowding or small gaps, yes. For larger alignment problems, clear aligners first often means fewer veneers and less enamel removed.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Only one chipped tooth?",
            body: "Dental bonding can repair a chip in a single visit, without removing enamel.",
            action: { label: "About dental bonding", href: "dental-bonding" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ---------------------------------------------------------- dental-bonding
    {
      path: "dental-bonding",
      title: "Cosmetic Dental Bonding",
      description:
        "Repair chips, close small gaps and cover stains with tooth-colored bonding in one visit. The steps, how long it lasts, prices and coverage.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Cosmetic dentistry",
            heading: "Fix a chip or close a gap in a single visit",
            body: "Bonding uses tooth-colored composite resin, sculpted by hand and hardened with a light. It's quick, it's affordable, and usually no drilling or numbing is needed.",
            actions: [call, requestVisit],
            illustration: "brush",
          },
        },
        {
          type: "features",
          props: {
            heading: "What bonding can fix",
            columns: 4,
            items: [
              { icon: "hammer", title: "Chipped teeth", body: "The most common reason: a chip from a fall, a fork or a hockey puck." },
              { icon: "ruler", title: "Small gaps", body: "Closing a gap between the front teeth without braces." },
              { icon: "palette", title: "Spots and stains", body: "White spots and stains that whitening can't lift." },
              { icon: "sparkles", title: "Shape and length", body: "Evening out short, worn or uneven teeth." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "What to expect",
            intro: "About 30 to 60 minutes per tooth. You can eat normally as soon as you leave.",
            items: [
              { title: "Shade matching", body: "We match composite shades to your tooth in natural light, often blending two or three for a lifelike result." },
              { title: "Preparing the surface", body: "The enamel is lightly roughened and a bonding agent applied. Numbing is rarely needed." },
              { title: "Sculpting", body: "Composite is layered, shaped by hand and hardened with a curing light." },
              { title: "Polishing", body: "The bonding is shaped, checked against your bite and polished to match the shine of enamel." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Bonding costs",
            intro: "When bonding repairs a broken tooth, many plans cover it like a filling, at 70 to 80%. Purely cosmetic bonding usually isn't covered.",
            plans: [
              { name: "Small chip repair", price: "$225", period: "per tooth", features: ["Often covered as a filling"] },
              { name: "Gap closure", price: "$350", period: "per tooth", features: ["Usually two teeth for a center gap"], highlighted: true },
              { name: "Full composite veneer", price: "$550", period: "per tooth", features: ["Covers the whole front of the tooth"] },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Bonding questions",
            items: [
              {
                question: "How long does bonding last?",
                answer:
                  "Usually 5 to 10 years before it needs polishing or redoing. Composite can stain slowly over time, especially with coffee, tea, red wine and smoking.",
              },
              {
                question: "Bonding or veneers?",
                answer:
                  "Bonding is best for small repairs and tight budgets; it's reversible and done in one visit. Porcelain veneers cost more but last longer, resist stains and suit bigger changes to several teeth.",
              },
              {
                question: "Can I whiten after bonding?",
                answer: "Whitening won't change the color of bonding, so whiten first and bond afterward to match the lighter shade.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Chipped a front tooth?",
            body: "Keep the broken piece in milk if you have it and call us. Most chips can be repaired within a day or two.",
            action: call,
            secondary: { label: "Porcelain veneers", href: "dental-veneers", variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------------------- blog
    {
      path: "blog",
      title: "The Brightside Blog",
      description: "Advice from the dentists and hygienists at Brightside Family Dental on checkups, kids' teeth, whitening, X-rays and everyday oral care.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Straight answers to the questions we're asked most often in the chair, written by our dentists and
              hygienists. Have a question you'd like us to answer here? Email it to
              [hello@brightside.example](mailto:hello@brightside.example).
            `,
          },
        },
        { type: "postList", props: { heading: "Latest articles" } },
        {
          type: "cta",
          props: {
            heading: "Due for a checkup?",
            action: call,
            secondary: { label: "New patients", href: "patients", variant: "secondary" },
          },
        },
      ],
    },
  ],
  team: [
    {
      slug: "dr-elena-marsh",
      name: "Dr. Elena Marsh, DDS",
      photo: seedImage("people/brightside-dental/elena-marsh", { decorative: true }),
      role: "Founder and general dentist",
      email: "emarsh@brightside.example",
      bio: md`
        Dr. Marsh grew up in Geneva, earned her DDS at the University at Buffalo School of Dental Medicine in
        2001 and spent eight years in a large group practice in Rochester before opening Brightside in 2009.

        She leads our cosmetic work, including veneers and smile design, and sees many of our patients who
        are nervous about the dentist. "Most fear comes from one bad experience," she says. "My job is to
        make the next one good."

        Dr. Marsh is a Fellow of the Academy of General Dentistry and a past president of the Ontario County
        component of the Seventh District Dental Society. Outside the office she rows with the Canandaigua
        Rowing Association and keeps bees in her backyard in Hopewell.
      `,
    },
    {
      slug: "dr-raj-patel",
      name: "Dr. Raj Patel, DMD",
      photo: seedImage("people/brightside-dental/raj-patel", { decorative: true }),
      role: "General and implant dentist",
      email: "rpatel@brightside.example",
      bio: md`
        Dr. Patel joined Brightside in 2014 after earning his DMD at Tufts University School of Dental Medicine
        and completing a one-year general practice residency in Rochester. He holds a Fellowship in the
        International Congress of Oral Implantologists and has placed more than 1,400 implants.

        He handles most of our implant placements, extractions and implant-retained dentures, planning each
        case on our 3D cone-beam scanner. Patients appreciate that he draws diagrams on everything.

        Dr. Patel lives in Victor with his wife and two sons and coaches youth soccer on Saturday mornings he
        isn't working.
      `,
    },
    {
      slug: "dr-hannah-kowalski",
      name: "Dr. Hannah Kowalski, DDS",
      photo: seedImage("people/brightside-dental/hannah-kowalski", { decorative: true }),
      role: "Family dentist, children's care",
      email: "hkowalski@brightside.example",
      bio: md`
        Dr. Kowalski earned her DDS at Stony Brook University and completed an advanced education in general
        dentistry residency at the Eastman Institute for Oral Health in Rochester, with extra training in
        treating young children and patients with special needs.

        She sees most of our youngest patients, from first visits at age one through the teenage years, as
        well as plenty of their parents. Her approach with children is "tell, show, do": explain it, let them
        touch it, then do it.

        She joined Brightside in 2019, lives in Canandaigua and spends summers on Honeoye Lake with her
        husband, their daughter and an extremely large Newfoundland dog.
      `,
    },
    {
      slug: "maria-delgado",
      name: "Maria Delgado, RDH",
      photo: seedImage("people/brightside-dental/maria-delgado", { decorative: true }),
      role: "Registered dental hygienist",
      bio: md`
        Maria has been cleaning teeth for 18 years, the last 12 at Brightside. She's licensed to administer
        local anesthesia, which makes deep cleanings far more comfortable, and she leads our gum disease
        program.

        Maria graduated from the dental hygiene program at Monroe Community College and teaches a clinical
        session there each spring. She speaks Spanish and English.
      `,
    },
    {
      slug: "kayla-brooks",
      name: "Kayla Brooks, RDH",
      photo: seedImage("people/brightside-dental/kayla-brooks", { decorative: true }),
      role: "Registered dental hygienist",
      bio: md`
        Kayla joined us in 2017 after graduating from the dental hygiene program at Hudson Valley Community
        College. She sees many of our children and teens and runs our school visits and February free dental
        day.

        She's known for gentle cleanings and honest flossing advice, and for the sticker collection she keeps
        for her younger patients.
      `,
    },
    {
      slug: "denise-whitaker",
      name: "Denise Whitaker, RDH",
      photo: seedImage("people/brightside-dental/denise-whitaker", { decorative: true }),
      role: "Registered dental hygienist",
      bio: md`
        Denise was Brightside's first hygienist: when Dr. Marsh opened with two chairs in 2009, the second
        was hers. She trained at Erie Community College in Buffalo and has cleaned teeth in Canandaigua
        since 2000.

        Many of our longest-standing patients book around her three days a week. She takes the extra time
        that nervous adults need, and she's certified to give nitrous oxide. Away from the office she sings
        with the Canandaigua Choral Society.
      `,
    },
    {
      slug: "owen-farrell",
      name: "Owen Farrell, RDH",
      photo: seedImage("people/brightside-dental/owen-farrell", { decorative: true }),
      role: "Registered dental hygienist",
      bio: md`
        Owen joined Brightside in 2022 after graduating from the dental hygiene program at SUNY Broome and
        working two years in a public health clinic in Binghamton. He works our early Thursday hours and
        most of our Saturday mornings.

        He takes our new-patient X-rays and intraoral scans and is happy to show you every image on the
        screen. Outside work he referees high school soccer and fishes Canandaigua Lake from a kayak.
      `,
    },
    {
      slug: "jen-ruiz",
      name: "Jen Ruiz",
      photo: seedImage("people/brightside-dental/jen-ruiz", { decorative: true }),
      role: "Office manager and insurance coordinator",
      email: "billing@brightside.example",
      bio: md`
        Jen has run the front office since 2011. She verifies benefits before every new-patient visit,
        prepares treatment estimates and is the person to call with any billing or insurance question.

        Before Brightside she spent nine years in claims at a regional health insurer, so she knows exactly
        how to read an explanation of benefits and how to appeal a denied claim.
      `,
    },
  ],
  categories: [
    { slug: "oral-health", name: "Oral health", description: "Checkups, X-rays, gums and everyday care." },
    { slug: "kids", name: "Kids' teeth", description: "Babies, children and teenagers." },
    { slug: "cosmetic", name: "Cosmetic dentistry", description: "Whitening, bonding and veneers." },
  ],
  posts: [
    {
      slug: "your-childs-first-dental-visit",
      title: "Your child's first dental visit: what happens and how to prepare",
      excerpt: "The first visit should happen by the first birthday. Here's what we do, how long it takes and a few simple ways to make it go smoothly.",
      author: "Dr. Hannah Kowalski",
      categories: ["kids"],
      publishedDaysAgo: 12,
      body: md`
        Parents are often surprised when we say the first dental visit should happen by a child's first
        birthday, or within six months of the first tooth coming in. It's early for a reason: tooth decay is
        the most common chronic disease of childhood, and it can start as soon as teeth appear.

        The good news is that the first visit is short, gentle and mostly a conversation with you.

        ## What we do at the first visit

        - **Lap-to-lap exam.** Your child sits on your lap facing you, then leans back onto mine. They can
          see you the whole time, and you can hold their hands.
        - **Counting teeth.** We look at every tooth for white spots, the earliest sign of decay, and check
          the gums, tongue and bite.
        - **Fluoride varnish.** If your child is comfortable, we paint on fluoride varnish. It takes ten
          seconds and strengthens the enamel for months.
        - **Your questions.** Teething, pacifiers, thumb-sucking, bottles, sippy cups, toothpaste. This is the
          most valuable part of the visit.

        The whole appointment takes about 20 minutes. Crying is completely normal, and it doesn't mean the
        visit went badly; it means a one-year-old is being a one-year-old.

        ## How to prepare

        1. **Book a morning appointment** if you can, when little ones are rested and fed.
        2. **Keep the language simple and positive.** "The dentist is going to count your teeth" works
           better than "It won't hurt."
        3. **Read a picture book** about visiting the dentist in the week before.
        4. **Bring a comfort item.** A favorite stuffed animal can get its teeth counted too.
        5. **Stay calm yourself.** Children read their parents closely. If you're anxious about dentists,
           that's fine; just let us do the talking.

        ## Habits that matter most at home

        - Brush twice a day with a **rice-grain smear** of fluoride toothpaste until age 3, then a pea-sized
          amount.
        - Don't put your child to bed with a bottle of milk or juice. Water only once teeth are in.
        - Limit sipping: frequent small sips of juice or milk through the day keep teeth bathed in sugar.
        - Lift the lip once a month and look at the front teeth near the gums. Chalky white lines are worth a
          call.

        ## Coverage

        Most dental plans, Child Health Plus and NY Medicaid cover children's checkups and fluoride in full.
        At Brightside, the first visit for children under three is free for families who don't have
        coverage. See our [children's dentistry page](pediatric) for more, or call (585) 555-0128 to book.
      `,
    },
    {
      slug: "how-often-do-you-need-dental-x-rays",
      title: "How often do you really need dental X-rays?",
      excerpt: "Why we take X-rays, what they show that an exam can't, how much radiation is involved and how we decide how often you need them.",
      author: "Dr. Elena Marsh",
      categories: ["oral-health"],
      publishedDaysAgo: 34,
      body: md`
        "Do I really need X-rays today?" is one of the most common questions we hear, and it's a good one.
        The honest answer is: it depends on you. Here's how we decide.

        ## What X-rays show that we can't see

        A visual exam shows us the biting surfaces and the fronts and backs of your teeth. It doesn't show:

        - Cavities **between** teeth, where most adult decay starts
        - Decay **under** existing fillings and crowns
        - Bone loss from gum disease
        - Infections at the tips of roots, which often don't hurt until they're advanced
        - Impacted teeth, cysts and, rarely, tumors

        By the time decay between teeth is visible in the mirror, it's usually large enough to need a bigger
        filling or a crown.

        ## How much radiation is it?

        Less than most people think. A set of four digital bitewing X-rays delivers about 0.005 millisieverts.
        For comparison:

        - Natural background radiation from soil, air and food: about 0.01 mSv per day
        - A cross-country flight: about 0.035 mSv
        - A chest CT scan: about 7 mSv

        Digital sensors, which we've used since 2011, need roughly 80% less radiation than the film we used
        when I was in dental school. We use a thyroid collar for every patient.

        ## How often, then?

        We follow the American Dental Association and FDA guidelines, which base frequency on your risk:

        1. **Adults with healthy teeth and few fillings:** bitewings every 24 to 36 months.
        2. **Adults who get cavities regularly or have lots of dental work:** bitewings every 12 months.
        3. **Children:** every 6 to 12 months when they're cavity-prone, and less often when they aren't,
           because baby teeth decay quickly.
        4. **Full-mouth series:** every 3 to 5 years for most adults, or when planning major treatment.

        Many insurance plans pay for bitewings once a year, but "covered" doesn't mean "needed." If you're in
        the low-risk group, we'll tell you to skip them this time.

        ## What if you're pregnant?

        Dental X-rays are considered safe during pregnancy, but we postpone routine X-rays until after the baby
        arrives. If you have a toothache or swelling, a single X-ray to diagnose it is far safer than an
        untreated infection.

        ## Bring your old X-rays

        If you've had X-rays at another office in the last year, ask them to email copies to us before your
        [first visit](patients). We'll happily use them rather than take new ones.
      `,
    },
    {
      slug: "whitening-strips-vs-professional-whitening",
      title: "Whitening strips vs. professional whitening: an honest comparison",
      excerpt:
        "Store-bought strips can work for some people. Here's how they compare with take-home trays and in-office whitening on results, sensitivity and cost.",
      author: "Kayla Brooks, RDH",
      categories: ["cosmetic"],
      publishedDaysAgo: 58,
      body: md`
        We get asked all the time whether whitening strips are "worth it." Sometimes they are. Here's an honest
        look at the three main ways to whiten and who each one suits.

        ## How whitening works

        All tooth whitening uses peroxide (hydrogen peroxide or carbamide peroxide, which breaks down into
        hydrogen peroxide). It seeps into enamel and breaks apart the stain molecules. The differences between
        products come down to three things: **strength** of the gel, **contact time** and **how well the gel
        stays on the teeth**.

        ## Whitening strips

        - **Cost:** about $40 to $60 a box
        - **Strength:** low, around 6 to 14% hydrogen peroxide
        - **Results:** one to four shades lighter for many people, over two to three weeks

        Strips are a reasonable choice for mild yellowing on fairly straight teeth. Their weak spots: they cover
        only the front six to eight teeth, they don't reach between teeth or into crowded areas, and they slide
        around, so gel can irritate the gums.

        ## Custom take-home trays

        - **Cost:** $325 at Brightside, including gel
        - **Strength:** moderate, 10 to 16% carbamide peroxide
        - **Results:** four to eight shades over about two weeks

        Trays are made from a scan of your teeth, so the gel covers every tooth that shows, including the
        edges and spaces between teeth, and stays off your gums. They're the best choice for people with
        sensitive teeth because you control how often you use them. You keep the trays, so touch-ups cost
        only the gel.

        ## In-office whitening

        - **Cost:** $550 at Brightside, including touch-up trays
        - **Strength:** high, around 35 to 40% hydrogen peroxide
        - **Results:** four to eight shades in a single 90-minute visit

        We protect your gums with a barrier before applying the gel, so the strong gel can't irritate them.
        It's ideal when you have a deadline, such as a wedding or a new job.

        ## Who shouldn't whiten (yet)

        - Anyone with untreated cavities or gum disease
        - Pregnant or breastfeeding patients
        - Children under 16
        - People who expect crowns, veneers or fillings on front teeth to change color. They won't.

        ## Our advice

        If strips have worked for you and your gums are fine, keep using them. If they haven't, or you want
        a bigger change, [talk to us about professional whitening](teeth-whitening). Either way, get a
        cleaning first: removing surface stains alone often makes teeth look a shade lighter.
      `,
    },
    {
      slug: "what-to-do-in-a-dental-emergency",
      title: "What to do in a dental emergency (before you reach us)",
      excerpt:
        "A knocked-out tooth, a broken tooth, a lost crown or a swollen face: first aid for the most common dental emergencies, and when to go to the ER.",
      author: "Dr. Raj Patel",
      categories: ["oral-health"],
      publishedDaysAgo: 87,
      body: md`
        Dental emergencies rarely happen at 9 a.m. on a Tuesday. Here's what to do in the first hour, which
        often makes the biggest difference to how things turn out.

        ## A knocked-out adult tooth

        This is the one true race against the clock. The tooth has the best chance of surviving if it's back
        in the socket within 30 to 60 minutes.

        1. Pick the tooth up by the crown (the white part), never the root.
        2. If it's dirty, rinse it for a few seconds in milk or water. Don't scrub it.
        3. Try to put it back in the socket, facing the right way, and bite gently on a cloth.
        4. If you can't, keep it in a cup of milk or inside the cheek (for adults, not children).
        5. Call us right away at (585) 555-0128.

        Never replant a knocked-out **baby** tooth; it can damage the adult tooth underneath.

        ## A broken or chipped tooth

        Rinse with warm water, save any pieces in milk, and put a cold compress on the outside of the face if
        the lip is swollen. A small chip can usually wait a day or two for [bonding](dental-bonding); a break
        that shows pink or red inside the tooth means the nerve is exposed and needs to be seen the same day.

        ## A lost crown or filling

        Keep the crown. You can slip it back on with a dab of denture adhesive or toothpaste to protect the
        tooth until we can recement it. Don't use household glue.

        ## Toothache

        Floss around the tooth in case something is stuck, take ibuprofen if you can (it works better for
        dental pain than acetaminophen), and call us in the morning. Don't put aspirin on the gum; it burns.

        ## When to go to the emergency room

        Go to the ER or call 911 if you have:

        - Swelling spreading toward the eye or down the neck
        - Difficulty breathing or swallowing
        - A fever with facial swelling
        - Bleeding that won't stop after 20 minutes of firm pressure
        - A jaw injury with numbness or teeth that no longer meet

        These can be signs of a spreading infection or a fracture and need hospital care first.

        ## Our emergency hours

        We hold emergency appointments open every weekday. Patients of record can reach the on-call dentist
        after hours through the office line. Not a patient yet? Call at 8 a.m. and we'll fit you in.
        Details are on our [contact page](contact).
      `,
    },
  ],
};

export default site;
