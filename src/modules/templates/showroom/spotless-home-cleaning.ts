import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "spotless-home-cleaning",
  name: "Spotless Home Cleaning",
  kind: "single-page:cleaner",
  theme: {
    palette: {
      primary: "#0f766e",
      onPrimary: "#ffffff",
      accent: "#38bdf8",
      background: "#ffffff",
      surface: "#effaf8",
      text: "#0f172a",
      muted: "#475569",
      border: "#c7e8e3",
    },
    fonts: { heading: "dm-sans", body: "inter" },
    header: "bar",
    footer: "band",
    sectionStyle: "bands",
    logo: { mark: "sparkles", shape: "rounded" },
    radius: "large",
    pattern: "none",
  },
  settings: {
    tagline: "Recurring, deep and move-out house cleaning in Brighton, Pittsford and Penfield",
    description:
      "Spotless Home Cleaning is a locally owned house-cleaning company in Brighton, NY. Our employed, insured teams of two clean homes across the eastern Rochester suburbs every week, with flat prices and the same team every visit.",
    contact: {
      phone: "(585) 555-0139",
      email: "hello@spotlesshomecleaning.example",
      address: { street: "1870 Monroe Avenue, Suite 3", locality: "Rochester", region: "NY", postalCode: "14618" },
      serviceAreaNote:
        "We clean homes in Brighton, Pittsford, Penfield, Henrietta, Perinton, Fairport, Irondequoit, Webster and the city's southeast neighbourhoods.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:00", closes: "17:00" },
      { days: ["sat"], opens: "09:00", closes: "13:00" },
    ],
    hoursNote: "Office hours for calls and quotes. Cleaning teams work Monday to Friday, 8:30 am to 4:30 pm.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Book a cleaning", href: "#appointment" },
  },
  forms: [
    {
      key: "quote-request",
      name: "Cleaning quote request",
      recipients: ["hello@spotlesshomecleaning.example"],
      submitLabel: "Get my flat price",
      successMessage:
        "Thanks! We'll email your flat price within one working day, usually the same afternoon, along with the first days your new team has open. Questions in the meantime? Call the office at (585) 555-0139.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "town",
          label: "Town",
          type: "select",
          required: true,
          width: "half",
          options: [
            "Brighton",
            "Pittsford",
            "Penfield",
            "Henrietta",
            "Perinton",
            "Fairport",
            "Irondequoit",
            "Webster",
            "Rochester (southeast)",
            "Somewhere else",
          ],
        },
        {
          name: "service",
          label: "What kind of cleaning?",
          type: "radio",
          required: true,
          options: ["Recurring cleaning", "One-time deep clean", "Move-in or move-out", "After renovation"],
        },
        {
          name: "frequency",
          label: "How often?",
          type: "select",
          required: true,
          width: "half",
          options: ["Weekly", "Every other week", "Monthly", "Just once"],
        },
        {
          name: "size",
          label: "Size of the home",
          type: "select",
          required: true,
          width: "half",
          options: ["Under 1,100 sq ft", "1,100 to 2,000 sq ft", "2,000 to 3,200 sq ft", "Over 3,200 sq ft", "Not sure"],
        },
        { name: "bedrooms", label: "Bedrooms", type: "select", required: true, width: "half", options: ["1", "2", "3", "4", "5 or more"] },
        { name: "bathrooms", label: "Bathrooms", type: "select", required: true, width: "half", options: ["1", "1.5", "2", "2.5", "3", "3.5 or more"] },
        { name: "pets", label: "Pets", type: "text", width: "half", help: "For example: two cats and a shedding husky." },
        { name: "start", label: "Preferred start date", type: "date", width: "half" },
        {
          name: "message",
          label: "Anything else we should know?",
          type: "textarea",
          maxLength: 2000,
          help: "Allergies or fragrance-free requests, a finished basement, rooms to skip, or what bothers you most.",
        },
      ],
    },
  ],
  team: [
    {
      slug: "rosa-alvarez",
      name: "Rosa Alvarez",
      role: "Team lead, Brighton and Pittsford",
      bio: md`
Rosa has led a team of two since 2017 and trains every new cleaner on the checklist.
      `,
    },
    {
      slug: "imani-brooks",
      name: "Imani Brooks",
      role: "Team lead, Penfield and Webster",
      bio: md`
Imani's team has the longest list of regulars, and the most dogs who wait for them at the door.
      `,
    },
    {
      slug: "daniel-kim",
      name: "Daniel Kim",
      role: "Team lead, deep and move-out cleans",
      bio: md`
Daniel's team takes the deep cleans, move-outs and after-renovation jobs.
      `,
    },
  ],
  appointments: {
    // "Two-day booking notice"; the teams work Monday to Friday, 8:30 to 4:30, and drive between homes.
    policy: { minNoticeMinutes: 48 * 60, horizonDays: 45, changeCutoffHours: 24, reminderHours: 24, stepMinutes: 30, pagePath: "" },
    staff: [
      { member: "rosa-alvarez", hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:30", closes: "16:30" }] },
      { member: "imani-brooks", hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:30", closes: "16:30" }] },
      { member: "daniel-kim", hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:30", closes: "16:30" }] },
    ],
    services: [
      {
        key: "apartment",
        name: "Apartment or condo",
        description: "Up to 2 bedrooms and 1 bathroom. Team of two, about 2 hours.",
        durationMinutes: 120,
        priceCents: 12500,
        atCustomer: true,
        travelMinutes: 30,
        staff: ["rosa-alvarez", "imani-brooks"],
      },
      {
        key: "family-home",
        name: "Family home",
        description: "3 bedrooms and 2 bathrooms, up to 2,000 sq ft. About 3 hours.",
        durationMinutes: 180,
        priceCents: 16500,
        atCustomer: true,
        travelMinutes: 30,
        staff: ["rosa-alvarez", "imani-brooks"],
      },
      {
        key: "larger-home",
        name: "Larger home",
        description: "4+ bedrooms or 3+ bathrooms, up to 3,200 sq ft. About 4 hours.",
        durationMinutes: 240,
        priceCents: 21500,
        atCustomer: true,
        travelMinutes: 30,
        staff: ["rosa-alvarez", "imani-brooks", "daniel-kim"],
      },
      {
        key: "deep-clean",
        name: "Deep or move-out clean",
        description: "Inside cabinets and appliances on move-outs; the final price after a look.",
        durationMinutes: 300,
        priceCents: 29000,
        priceFrom: true,
        atCustomer: true,
        travelMinutes: 30,
        staff: ["daniel-kim"],
      },
    ],
  },
  pages: [
    {
      path: "",
      title: "Spotless Home Cleaning | House Cleaners in Brighton, NY",
      description:
        "Weekly, every-other-week, deep and move-out house cleaning in Brighton, Pittsford, Penfield and nearby. Flat prices, the same insured team every visit.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("homes/spotless-home-cleaning/cottage"),
            variant: "centered",
            eyebrow: "House cleaning · Rochester's east side",
            heading: "Come home to a clean house, every other Friday",
            body: "The same two-person team, the same checklist, the same day each visit. Our cleaners are employees, not gig workers: trained, background-checked, insured and paid a fair wage, which is why most of them have been with us for years.",
            actions: [
              { label: "Book a cleaning", href: "#appointment" },
              { label: "Call for a flat price", href: "tel:+15855550139", variant: "secondary" },
            ],
            illustration: "sparkles",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we clean",
            columns: 3,
            items: [
              {
                icon: "calendar",
                title: "Recurring cleaning",
                body: "Weekly, every other week or monthly. Kitchens and bathrooms scrubbed, floors vacuumed and mopped, dusting top to bottom, beds made and bins emptied.",
              },
              {
                icon: "sparkles",
                title: "Deep cleaning",
                body: "For a first visit or a spring reset: baseboards, door frames, light switches, inside the microwave, cabinet fronts, window sills and the build-up behind the toilet.",
              },
              {
                icon: "truck",
                title: "Move-in and move-out",
                body: "Empty-house cleaning inside cabinets, drawers, the fridge and the oven, built to pass a landlord's walk-through or get a house ready for new owners.",
              },
              {
                icon: "hammer",
                title: "After renovation",
                body: "Drywall dust off every surface, vents and light fixtures wiped, paint specks lifted from floors and glass. We quote after seeing the space.",
              },
              {
                icon: "leaf",
                title: "Low-scent products",
                body: "We bring plant-based cleaners and HEPA vacuums by default. Tell us about allergies or sensitivities and we'll use fragrance-free everything.",
              },
              {
                icon: "circle-check",
                title: "Add-ons",
                body: "Inside the oven ($35), inside the fridge ($35), interior windows ($5 a window), a load of laundry washed and folded ($20).",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Flat prices for recurring cleaning",
            intro: "Prices are per visit for every-other-week service. Weekly visits are 10% less; monthly visits 15% more. Your first visit is a deep clean.",
            plans: [
              {
                name: "Apartment or condo",
                price: "$125",
                period: "per visit",
                description: "Up to 2 bedrooms and 1 bathroom, under 1,100 sq ft.",
                features: ["Team of two, about 2 hours", "Kitchen, bath, floors and dusting", "Beds made, bins emptied"],
              },
              {
                name: "Family home",
                price: "$165",
                period: "per visit",
                description: "3 bedrooms and 2 bathrooms, up to 2,000 sq ft.",
                features: [
                  "Team of two, about 3 hours",
                  "Everything in the apartment clean",
                  "Stairs, railings and entryway",
                  "Most popular in Brighton and Pittsford",
                ],
                highlighted: true,
                action: { label: "Book a first visit", href: "#appointment" },
              },
              {
                name: "Larger home",
                price: "$215",
                period: "per visit",
                description: "4+ bedrooms or 3+ bathrooms, up to 3,200 sq ft.",
                features: ["Team of two or three", "Finished basement included", "Quoted in person above 3,200 sq ft"],
              },
              {
                name: "Deep or move-out clean",
                price: "From $290",
                period: "one time",
                description: "Priced by size and condition after a quick video call or visit.",
                features: ["Inside cabinets and appliances on move-outs", "Baseboards, doors and trim", "Two-day booking notice"],
              },
            ],
            note: "No contracts. Skip or reschedule a visit with 48 hours' notice at no charge. We bring all supplies and equipment.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Getting started",
            items: [
              {
                title: "Tell us about your home",
                body: "Fill in the quote form below, or call the office, with the number of bedrooms and bathrooms, pets, and what bothers you most. We confirm a flat price the same day, or on the spot by phone.",
              },
              {
                title: "First visit: a deep clean",
                body: "Your team spends extra time getting everything to our standard, so regular visits can keep it there. It takes one and a half to two times a normal visit.",
              },
              {
                title: "Same team, same day",
                body: "You get a regular day and time and the same two cleaners. We text the evening before and again when they're on the way.",
              },
              {
                title: "24-hour re-clean guarantee",
                body: "If anything on the checklist is missed, tell us within a day and we'll come back and fix it free.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "2016", label: "Year Gabriela Ortiz started Spotless with one car and one vacuum" },
              { value: "14", label: "Cleaners on staff, all employees with paid time off" },
              { value: "310", label: "Homes we clean on a regular schedule" },
              { value: "4.9★", label: "Average rating across 420 Google and Nextdoor reviews" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "What our clients say",
            items: [
              {
                quote:
                  "Tanya and Rosa have cleaned our house every other Thursday for four years. They know which rug curls, which cat hides, and they leave the kitchen better than we've ever managed it.",
                name: "Ellen P.",
                detail: "Brighton",
                rating: 5,
              },
              {
                quote:
                  "The move-out clean got us our full deposit back on a Park Avenue apartment where the previous tenants had clearly never touched the oven. Worth every penny.",
                name: "Devon Mitchell",
                detail: "Move-out clean, Rochester",
                rating: 5,
              },
              {
                quote:
                  "With twins and two dogs, it felt like I was cleaning all day and getting nowhere. Now the floors are actually clean once a week and I have my Saturdays back.",
                name: "Priya Raman",
                detail: "Penfield",
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
                  "No. Most clients give us a key or a door code, which we store coded and locked at the office. If you'd rather be home for the first visit, that's fine too.",
              },
              {
                question: "Are your cleaners insured and background-checked?",
                answer:
                  "Yes. Every cleaner is a Spotless employee covered by our liability insurance, bonding and workers' compensation, and every one passes a background check before their first shift.",
              },
              {
                question: "What about pets?",
                answer:
                  "We love them. Let us know who lives with you; we'll keep doors and gates closed as you ask. Pet hair is part of the job, though homes with several shedding dogs may need a weekly visit.",
              },
              {
                question: "Should I tip?",
                answer:
                  "Tips are never expected; our cleaners are paid well above the area average. If you'd like to, leave cash with a note or add it to your invoice and it goes straight to your team.",
              },
              {
                question: "How do I pay?",
                answer:
                  "We send an invoice by email after each visit, payable by card or bank transfer. Recurring clients can keep a card on file and get charged the evening after the clean.",
              },
            ],
          },
        },
        {
          type: "appointments",
          props: {
            heading: "Book a cleaning",
            intro:
              "Choose the size of your home, a team or whoever is free first, and a day and time. We come to your address: give it on the last step. Book at least two days ahead; move or cancel online up to a day before.",
          },
        },
        {
          type: "form",
          props: {
            form: "quote-request",
            heading: "Get your flat price",
            intro:
              "Not sure which size fits, or after something bigger? Tell us about your home and how often you'd like us. We reply with a flat price, and most new clients start within two weeks.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Talk to the office",
            intro: "Rather talk? Call the office during office hours for a price on the spot, or email us any time.",
            showHours: true,
            showMap: false,
          },
        },
      ],
    },
  ],
};

export default site;
