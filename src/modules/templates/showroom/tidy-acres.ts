import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(315) 555-0152";
const TEL = "tel:+13155550152";
const EMAIL = "office@tidyacres.example";

const site: SiteSeed = {
  slug: "tidy-acres",
  name: "Tidy Acres Cleaning & Property",
  kind: "cleaning-and-property",
  theme: {
    palette: {
      primary: "#553c8b",
      onPrimary: "#ffffff",
      accent: "#65a30d",
      background: "#fcfbfe",
      surface: "#efeaf7",
      text: "#1d1828",
      muted: "#564e66",
      border: "#d8cfe8",
    },
    fonts: { heading: "lora", body: "inter" },
    header: "classic",
    footer: "columns",
    sectionStyle: "rows",
    logo: { mark: "sparkles", shape: "rounded" },
    radius: "large",
    pattern: "dots",
  },
  settings: {
    tagline: "Cleaning, caretaking and repairs for homes and cottages around Keuka Lake",
    description:
      "Tidy Acres is a Penn Yan company that cleans homes and vacation rentals, looks after seasonal cottages, mows and plows, and handles the small repairs in between, across Yates and Steuben counties.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "211 Liberty Street", locality: "Penn Yan", region: "NY", postalCode: "14527" },
      serviceAreaNote: "Penn Yan, Keuka Park, Branchport, Hammondsport, Pulteney, Dundee, Dresden and the east side of Seneca Lake.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:00", closes: "17:00" },
      { days: ["sat"], opens: "09:00", closes: "15:00" },
    ],
    hoursNote: "Saturday is turnover day for rental cleaning. Property-watch clients have a 24-hour line for emergencies like frozen pipes or storm damage.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Cleaning", href: "cleaning" },
      { label: "Property care", href: "property" },
      { label: "Repairs & contracting", href: "contracting" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Get a quote", href: "contact" },
    footerLinks: [
      { label: "Cleaning", href: "cleaning" },
      { label: "Property care", href: "property" },
      { label: "Repairs & contracting", href: "contracting" },
      { label: "About us", href: "about" },
      { label: "Contact", href: "contact" },
    ],
  },
  forms: [
    {
      key: "contact",
      name: "Quote or question",
      recipients: [EMAIL],
      submitLabel: "Send to the office",
      successMessage:
        "Thanks for getting in touch. Tasha or someone in the office will reply within one business day, usually with a few times for a free walk-through. Property-watch emergencies can't wait for email: call (315) 555-0152 and choose option 1.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "topic",
          label: "What do you need?",
          type: "select",
          required: true,
          width: "half",
          options: [
            "Home cleaning",
            "Vacation rental turnovers",
            "Deep, move-out or post-construction clean",
            "Property watch or cottage opening and closing",
            "Mowing, leaves or snow removal",
            "Repairs, painting or a punch list",
            "Working at Tidy Acres",
            "Something else",
          ],
        },
        { name: "address", label: "Property address", type: "text", help: "Leave blank if your question isn't about a property." },
        {
          name: "listing",
          label: "Rental listing or booking calendar link",
          type: "text",
          help: "For rentals: your Airbnb or Vrbo listing, or an iCal link we can connect to.",
        },
        {
          name: "message",
          label: "Message",
          type: "textarea",
          required: true,
          maxLength: 4000,
          help: "For rentals, include the number of bedrooms and bathrooms.",
        },
      ],
    },
    {
      key: "cleaning-quote",
      name: "Cleaning quote request",
      recipients: [EMAIL],
      submitLabel: "Request my price",
      successMessage:
        "Thank you! The office will call or email within one business day to confirm your price and book a free walk-through, by video if you're out of town. Rental hosts: we'll confirm which dates we can cover on the same call.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "town", label: "Town", type: "text", required: true, width: "half", help: "Penn Yan, Hammondsport, Branchport, Dundee…" },
        { name: "address", label: "Property address", type: "text", required: true },
        {
          name: "service",
          label: "Type of cleaning",
          type: "select",
          required: true,
          options: ["Weekly", "Every two weeks", "Monthly", "One-time deep clean", "Vacation rental turnovers", "Move-out or move-in", "Post-construction"],
        },
        { name: "bedrooms", label: "Bedrooms", type: "select", required: true, width: "half", options: ["1", "2", "3", "4", "5", "6 or more"] },
        { name: "bathrooms", label: "Bathrooms", type: "select", required: true, width: "half", options: ["1", "1.5", "2", "2.5", "3", "4 or more"] },
        { name: "start", label: "First clean or first turnover", type: "date", width: "half" },
        { name: "pets", label: "Pets in the home?", type: "radio", width: "half", options: ["Yes", "No"] },
        {
          name: "listing",
          label: "Rental listing or booking calendar link",
          type: "text",
          help: "For turnovers: your Airbnb or Vrbo listing, or an iCal link.",
        },
        {
          name: "extras",
          label: "Extras",
          type: "checkbox",
          options: ["Inside oven", "Inside fridge", "Laundry on site", "Linen swap", "Hot tub drain and refill"],
        },
        { name: "notes", label: "Anything else?", type: "textarea", maxLength: 2000, help: "Priorities, access, products you prefer, or rooms to skip." },
      ],
    },
    {
      key: "property-care",
      name: "Property care request",
      recipients: [EMAIL],
      submitLabel: "Set up property care",
      successMessage:
        "Thanks! We'll be in touch within one business day to set up a baseline walk-through, in person or by video, and arrange keys or a lockbox. Until your plan starts, call (315) 555-0152 if anything goes wrong at the property.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Best phone", type: "phone", required: true, width: "half", help: "The number we should call if we find a problem." },
        { name: "home_town", label: "Where do you live most of the year?", type: "text", width: "half" },
        { name: "address", label: "Property address", type: "text", required: true },
        {
          name: "services",
          label: "What would you like us to handle?",
          type: "checkbox",
          required: true,
          options: [
            "Property-watch visits",
            "Cottage opening",
            "Cottage closing and winterizing",
            "Mowing",
            "Spring or fall cleanup",
            "Snow removal",
            "Dock and lift coordination",
            "Key holding and meeting contractors",
          ],
        },
        { name: "plan", label: "Property-watch plan", type: "radio", options: ["Every other week", "Weekly", "Weekly plus", "Not sure yet"] },
        { name: "winter", label: "Is the house heated over the winter?", type: "radio", width: "half", options: ["Yes", "No, it's winterized", "Not sure"] },
        { name: "start", label: "When should we start?", type: "date", width: "half" },
        {
          name: "notes",
          label: "Tell us about the property",
          type: "textarea",
          maxLength: 3000,
          help: "Water source, alarm or smart-lock details, a steep driveway, anything that's gone wrong before.",
        },
      ],
    },
    {
      key: "repair-request",
      name: "Repair estimate request",
      recipients: [EMAIL],
      submitLabel: "Send my list",
      successMessage:
        "Got it, thank you. Aaron will look over your list and photos and get back to you within two business days, with an hourly estimate or a time for a walk-through if the work needs a fixed price.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "client", label: "Are you already a Tidy Acres client?", type: "radio", width: "half", options: ["Yes", "No"] },
        { name: "address", label: "Property address", type: "text", required: true },
        {
          name: "project_type",
          label: "What kind of work?",
          type: "checkbox",
          required: true,
          options: [
            "Handyman repairs",
            "Painting",
            "Drywall and trim",
            "Decks, docks or stairs",
            "Flooring",
            "Home inspection or pre-sale punch list",
            "Pre-season rental punch list",
          ],
        },
        {
          name: "list",
          label: "Your list",
          type: "textarea",
          required: true,
          maxLength: 5000,
          help: "One item per line is perfect. Pasting from a home inspection report works too.",
        },
        {
          name: "timing",
          label: "When does it need to be done?",
          type: "select",
          required: true,
          width: "half",
          options: ["Within a week or two", "Within a month", "Before a closing or listing date", "Before the rental season", "No rush"],
        },
        {
          name: "budget",
          label: "Budget range",
          type: "select",
          width: "half",
          options: ["Under $500", "$500-$2,000", "$2,000-$5,000", "$5,000-$15,000", "Not sure"],
        },
        {
          name: "photos",
          label: "Photos",
          type: "file",
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
          help: "Up to 6 photos of the worst items. They help us bring the right materials the first time.",
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Tidy Acres Cleaning & Property | Penn Yan, NY",
      description:
        "House and vacation rental cleaning, cottage caretaking, mowing, snow removal and small repairs in Penn Yan, Hammondsport and around Keuka Lake.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Penn Yan and Keuka Lake",
            heading: "One call keeps your house clean, your cottage checked and your to-do list short",
            body: "Tidy Acres started as a cleaning service for Keuka Lake rentals. Our customers kept asking for more: could we check the cottage in winter, mow the lawn, fix the sticking door? Now we do all three, with one team that already knows your property.",
            actions: [
              { label: "Get a quote", href: "contact" },
              { label: "Call (315) 555-0152", href: TEL, variant: "secondary" },
            ],
            illustration: "sparkles",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "For rental hosts",
            heading: "Saturday turnovers, done by 3:00, with photos",
            body: md`
              If you rent a cottage on Keuka or Seneca Lake, you know Saturday: guests out at 10, guests in at 4.
              Our turnover crews clean, wash and dry linens on site or swap in fresh sets, restock supplies, and
              send you a photo checklist of every room before the next guests arrive.

              Found damage or a missing item? You'll hear about it within the hour, with photos for your
              Airbnb or Vrbo claim.
            `,
            illustration: "bed-double",
            action: { label: "Turnover cleaning prices", href: "cleaning", variant: "secondary" },
          },
        },
        {
          type: "features",
          props: {
            heading: "Three ways we help",
            columns: 3,
            items: [
              {
                icon: "sparkles",
                title: "Cleaning",
                body: "Weekly and biweekly house cleaning, deep cleans, move-outs and same-day vacation rental turnovers.",
                href: "cleaning",
                linkLabel: "Cleaning services",
              },
              {
                icon: "key-round",
                title: "Property care",
                body: "Cottage opening and closing, winter home checks, mowing, leaf cleanup and snow removal.",
                href: "property",
                linkLabel: "Property care",
              },
              {
                icon: "hammer",
                title: "Repairs and contracting",
                body: "Handyman repairs, painting, drywall, deck and dock fixes, and punch lists for rentals and sellers.",
                href: "contracting",
                linkLabel: "Repairs and contracting",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "140+", label: "vacation rentals turned over each summer" },
              { value: "85", label: "seasonal cottages on our winter watch list" },
              { value: "22", label: "team members, all employees, all insured" },
              { value: "2011", label: "the year we started, in Penn Yan" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From our clients",
            items: [
              {
                quote:
                  "We live in Pittsburgh and own a cottage in Branchport. Tidy Acres opens it in May, cleans between renters all summer, and checks it every week in winter. We haven't had a single surprise in four years.",
                name: "Susan and Jeff H.",
                detail: "Cottage owners, Branchport",
                rating: 5,
              },
              {
                quote:
                  "Biweekly cleaning for six years now. Same two people almost every time, and they notice things, like the dripping faucet they mentioned and then came back to fix.",
                name: "Margaret O.",
                detail: "Home cleaning, Penn Yan",
                rating: 5,
              },
              {
                quote: "They cleaned, painted and fixed a dozen small things before we listed my mother's house. Our agent said it showed like new.",
                name: "Dave K.",
                detail: "Estate cleanout and repairs, Dundee",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Booking summer turnovers now",
            body: "Rental calendars for June through September fill by April. Send us your booking calendar and we'll confirm coverage.",
            action: { label: "Contact us", href: "contact" },
            secondary: { label: "Call (315) 555-0152", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- about
    {
      path: "about",
      title: "About Tidy Acres",
      description:
        "How Nicole Brandt grew Tidy Acres from one cleaning client in Penn Yan into a 22-person cleaning, caretaking and repair team around Keuka Lake.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "It started with one cottage on East Lake Road",
            body: md`
              In 2011 **Nicole Brandt** was a nurse's aide looking for summer income. A neighbor asked her to clean
              a rental cottage between guests on Saturday mornings. By August she had nine cottages and had
              talked her sister into helping.

              Owners asked if she could check their places in winter, so she did. Then her husband **Aaron**,
              a carpenter, started fixing the things she found. Today Tidy Acres has 22 employees, a fleet of
              white vans with purple doors, and an office on Liberty Street in the village.
            `,
            illustration: "heart-handshake",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we believe in",
            columns: 3,
            items: [
              {
                icon: "users",
                title: "Employees, not contractors",
                body: "Everyone on our team is on our payroll, background-checked, trained by us and covered by our insurance.",
              },
              {
                icon: "heart",
                title: "Paid fairly",
                body: "Our cleaners start at $19 an hour, with paid time off and a year-end bonus. People stay, so you see the same faces.",
              },
              {
                icon: "leaf",
                title: "Lake-friendly products",
                body: "Phosphate-free, biodegradable cleaners that are safe for the septic systems most lake cottages rely on.",
              },
              {
                icon: "camera",
                title: "Photos, always",
                body: "Every turnover, home check and repair comes with photos, so you can see your property from wherever you are.",
              },
              {
                icon: "lock",
                title: "Keys kept safe",
                body: "Keys are coded, stored in a locked safe and never labeled with your address. Lockbox and smart-lock codes are kept encrypted.",
              },
              {
                icon: "shield-check",
                title: "Fully insured",
                body: "$2 million general liability, workers' compensation and a janitorial bond for your peace of mind.",
              },
            ],
          },
        },
        {
          type: "gallery",
          props: {
            heading: "The people you'll meet",
            items: [
              {
                image: seedImage("people/tidy-acres/nicole-brandt"),
                illustration: "sparkles",
                title: "Nicole Brandt, owner",
                caption: "Still does a turnover herself most Saturdays in July.",
              },
              {
                image: seedImage("people/tidy-acres/aaron-brandt"),
                illustration: "hammer",
                title: "Aaron Brandt, repairs lead",
                caption: "Carpenter for 20 years. Runs our contracting crew.",
              },
              {
                image: seedImage("people/tidy-acres/tasha-reyes"),
                illustration: "clipboard-list",
                title: "Tasha Reyes, office manager",
                caption: "Keeps 140 rental calendars straight. Answers most of our calls.",
              },
              {
                image: seedImage("people/tidy-acres/luke-ferro"),
                illustration: "tractor",
                title: "Luke Ferro, grounds",
                caption: "Mows, plows and knows every steep cottage driveway on the west side.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Want to join the team?",
            body: "We hire cleaners and grounds crew every spring, with flexible schedules for students and parents. Email jobs@tidyacres.example, or send the office a note from our contact page.",
            action: { label: "Email jobs@tidyacres.example", href: "mailto:jobs@tidyacres.example" },
            secondary: { label: "Contact the office", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------------- cleaning
    {
      path: "cleaning",
      title: "House & Vacation Rental Cleaning",
      description:
        "Recurring house cleaning, deep cleans, move-out cleaning and same-day vacation rental turnovers in Penn Yan, Hammondsport and around Keuka Lake.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Cleaning",
            heading: "A clean you can see, from kitchen to cottage",
            body: "Two-person teams, our own supplies and equipment, and a checklist for every room. Whether it's your home every other Thursday or a rental every Saturday, it's done the same way every time.",
            actions: [{ label: "Request a cleaning quote", href: "contact" }],
            illustration: "sparkles",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Home cleaning",
            intro: "Prices for a typical 3-bedroom, 2-bath home. We confirm your price after a free walk-through.",
            plans: [
              {
                name: "Weekly",
                price: "$145",
                period: "per visit",
                description: "Our best rate, for busy households and homes with pets.",
                features: ["Same team each visit", "Kitchen, baths, floors, dusting", "Beds changed on request"],
              },
              {
                name: "Every two weeks",
                price: "$165",
                period: "per visit",
                description: "Our most popular schedule.",
                features: ["Same team each visit", "Rotating extra task each visit", "Skip a visit with 48 hours' notice"],
                highlighted: true,
              },
              {
                name: "Deep clean",
                price: "$325-$450",
                period: "one time",
                description: "Baseboards, inside windows, cabinet fronts, light fixtures, behind appliances. Required before starting recurring service.",
                features: ["About 5-7 team hours", "Inside oven and fridge add $40 each"],
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Vacation rentals and special cleans",
            plans: [
              {
                name: "Rental turnover",
                price: "$135-$260",
                period: "per turnover",
                description:
                  "Priced by bedrooms and bathrooms. Includes linen change, restock from your supplies, trash and recycling out, and a photo report.",
                features: ["Same-day turnovers guaranteed for booked dates", "Laundry on site or linen swap", "Damage reported within the hour"],
                highlighted: true,
              },
              {
                name: "Move-out or move-in",
                price: "$375-$650",
                period: "one time",
                description: "Empty-house clean inside cabinets, closets, appliances and windows.",
                features: ["Landlord and realtor friendly", "Checklist sent with photos"],
              },
              {
                name: "Post-construction",
                price: "$55",
                period: "per team hour",
                description: "Drywall dust, paint specks, stickers and sawdust removed after a remodel.",
                features: ["HEPA vacuums", "Estimate after a walk-through"],
              },
            ],
            note: "Supplies and equipment included. Hot tub draining and refill on turnovers: $60. Holiday turnovers (Memorial Day, July 4, Labor Day) add $25.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Every clean includes",
            columns: 4,
            items: [
              { icon: "cooking-pot", title: "Kitchen", body: "Counters, sink, stovetop, appliance fronts, microwave inside and out, floors." },
              { icon: "bath", title: "Bathrooms", body: "Tubs, showers, toilets, sinks, mirrors and floors scrubbed and disinfected." },
              { icon: "bed-double", title: "Living areas and bedrooms", body: "Dusting, vacuuming, mopping, beds made and surfaces wiped." },
              { icon: "recycle", title: "Finishing touches", body: "Trash emptied, towels folded, and a last walk-through by the team lead." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Cleaning questions",
            items: [
              {
                question: "Do I need to be home?",
                answer: "No. Most clients give us a key or a lockbox code. We lock up, set alarms if you like, and text you when we leave.",
              },
              { question: "What if something isn't right?", answer: "Let us know within 24 hours and we'll come back and re-clean it at no charge." },
              {
                question: "Do you bring supplies?",
                answer:
                  "Yes, including vacuums and mops. If you prefer certain products, we're happy to use yours. Our own products are phosphate-free and septic-safe.",
              },
              {
                question: "Do you clean for Airbnb and Vrbo hosts who don't live nearby?",
                answer:
                  "That's most of our rental clients. We connect to your booking calendar, schedule turnovers automatically and send photo reports after every one.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Request a cleaning quote",
            intro:
              "Tell us about the home or rental and the schedule you'd like. We'll confirm a price after a free walk-through, or by video for out-of-town owners.",
            form: "cleaning-quote",
          },
        },
      ],
    },
    // --------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact Tidy Acres",
      description:
        "Call, email or visit Tidy Acres in Penn Yan for cleaning, property care or repair quotes. Office hours, what to send us and how we schedule walk-throughs.",
      blocks: [
        {
          type: "form",
          props: {
            heading: "Send the office a message",
            intro:
              "Tell Tasha in the office your address and what you need. For rentals, include your number of bedrooms and bathrooms and a link to your listing or booking calendar. We reply within one business day.",
            form: "contact",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Call, email or stop in",
            intro:
              "Prefer the phone? Call the office at (315) 555-0152 or email office@tidyacres.example. Our office is on Liberty Street in the village of Penn Yan.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How we get started",
            items: [
              { title: "Quick call", body: "We ask about the property, the schedule you want and anything we should know about pets, access or priorities." },
              {
                title: "Free walk-through",
                body: "A 20- to 30-minute visit so we can see the property and give you a firm price. Out-of-town owners can do it by video.",
              },
              { title: "Keys and access", body: "We set up a key, lockbox or smart-lock code and note alarm, water and thermostat details." },
              { title: "First visit", body: "Cleaning clients start with a deep clean; property care starts with a baseline photo walk-through." },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "Property-watch emergencies",
            body: "Current property-watch clients can call (315) 555-0152 any time and choose option 1 for our on-call line: frozen or burst pipes, storm damage, power outages and alarms.",
          },
        },
        {
          type: "linkList",
          props: {
            heading: "Learn more before you call",
            items: [
              { title: "Cleaning services and prices", href: "cleaning", description: "Home cleaning, rental turnovers, move-outs and deep cleans." },
              { title: "Property care plans", href: "property", description: "Home checks, opening and closing, mowing and snow." },
              { title: "Repairs and contracting", href: "contracting", description: "Handyman work, painting and rental punch lists." },
            ],
          },
        },
      ],
    },
    // ----------------------------------------------------------- contracting
    {
      path: "contracting",
      title: "Repairs & Contracting",
      description:
        "Handyman repairs, painting, drywall, flooring, deck and dock repairs and rental punch lists by Tidy Acres' insured carpentry crew in Yates County.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Repairs and contracting",
            heading: "The small jobs bigger contractors won't return calls about",
            body: "Aaron Brandt's crew handles the repair list that builds up on every house and cottage: doors that stick, soft spots in the deck, a bathroom that needs fresh paint and caulk, a dock board that's cracked. Often our cleaners or property checkers spot the problem first.",
            actions: [
              { label: "Call (315) 555-0152", href: TEL },
              { label: "Email the office", href: "mailto:office@tidyacres.example", variant: "secondary" },
            ],
            illustration: "hammer",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we take on",
            columns: 3,
            items: [
              { icon: "wrench", title: "Handyman repairs", body: "Doors, locks, hardware, fixtures, shelving, caulking, weatherstripping and screen repair." },
              { icon: "paintbrush", title: "Painting", body: "Interior rooms, trim and cabinets, and exterior touch-ups, porches and railings." },
              { icon: "ruler", title: "Drywall and trim", body: "Patching, water-damage repairs, new trim and small wall changes." },
              { icon: "sun", title: "Decks, docks and stairs", body: "Replacing boards, railings and treads, re-staining, and repairs to shoreline stairs." },
              { icon: "sparkles", title: "Flooring", body: "Luxury vinyl plank and laminate in a room or a whole cottage, often in a single week." },
              { icon: "clipboard-list", title: "Punch lists", body: "Home inspection repair lists for sellers, and pre-season lists for rental owners." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "How we charge",
            plans: [
              {
                name: "Hourly repairs",
                price: "$75",
                period: "per hour",
                description: "For handyman lists, billed in half-hour increments after the first hour. Materials at cost plus 10%.",
                features: ["One-hour minimum", "Property-care clients: $68 an hour"],
                highlighted: true,
              },
              {
                name: "Fixed-price projects",
                price: "Quoted",
                period: "per project",
                description: "Painting, flooring and larger repairs get a written fixed price after a walk-through.",
                features: ["Deposit of one-third to schedule", "Balance on completion"],
              },
            ],
            note: "We don't do roofing, electrical service work or plumbing beyond fixture swaps; for those we'll refer you to licensed trades we trust in Penn Yan.",
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "I sent a list of 17 things from our home inspection. Aaron's crew finished them in two days, sent photos of every item, and the buyer's attorney signed off the same week.",
                name: "Colleen F.",
                detail: "Pre-sale repairs, Penn Yan",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Send us your list",
            intro:
              "Paste your list, or the repair page from a home inspection, and add a few photos. Aaron reviews every request himself and replies within two business days.",
            form: "repair-request",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Already a cleaning or property-care client?",
            body: "Tell your team lead or the office what needs fixing and we'll add it to the next visit.",
            action: { label: "Call (315) 555-0152", href: TEL },
            secondary: { label: "Property care plans", href: "property", variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------------- property
    {
      path: "property",
      title: "Property Care & Caretaking",
      description:
        "Seasonal cottage opening and closing, winter home checks, mowing, leaf cleanup and snow plowing for homes and lake properties around Keuka Lake.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Property care",
            heading: "Your lake place, looked after while you're away",
            body: "Most of our property-care clients live in Rochester, Buffalo, Pennsylvania or farther. We walk through every week in the off-season, open and close the cottage each year, keep the lawn mowed and the driveway plowed, and call you the moment something's off.",
            actions: [
              { label: "Contact the office", href: "contact" },
              { label: "Call (315) 555-0152", href: TEL, variant: "secondary" },
            ],
            illustration: "key-round",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Property-watch plans",
            intro: "Monthly plans run October through April, or year-round. Every visit ends with a short report and photos.",
            plans: [
              {
                name: "Every other week",
                price: "$70",
                period: "per month",
                description: "Interior and exterior walk-through twice a month.",
                features: ["Check heat, water, doors and windows", "Look for leaks, pests and storm damage", "Photo report after each visit"],
              },
              {
                name: "Weekly",
                price: "$125",
                period: "per month",
                description: "Weekly checks, recommended for lake cottages kept heated in winter.",
                features: ["Everything in biweekly", "Mail and package pickup", "Run faucets and flush toilets", "After-storm check included"],
                highlighted: true,
              },
              {
                name: "Weekly plus",
                price: "$190",
                period: "per month",
                description: "Weekly checks plus a heat and water monitoring sensor we install and watch.",
                features: ["Temperature and leak alerts to our on-call line", "Response within 2 hours", "Key holder for contractors"],
              },
            ],
            note: "Emergency response beyond your plan is billed at $65 an hour. Repairs are quoted separately by our contracting crew.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Seasonal services",
            columns: 3,
            items: [
              {
                icon: "sun",
                title: "Cottage opening",
                body: "Water on and checked for leaks, water heater lit, appliances started, porch furniture out and a full cleaning. From $295 plus cleaning.",
              },
              {
                icon: "snowflake",
                title: "Cottage closing and winterizing",
                body: "Water off, lines blown out with compressed air, antifreeze in traps, fridge cleaned and propped open, furniture in. From $325.",
              },
              {
                icon: "leaf",
                title: "Mowing and leaves",
                body: "Weekly mowing from $45 a visit, spring and fall cleanups from $225, gutter cleaning from $140.",
              },
              {
                icon: "truck",
                title: "Snow removal",
                body: "Plowing by the season, from $650 for a standard driveway, with walk shoveling and roof-raking available.",
              },
              {
                icon: "waves",
                title: "Dock and lift coordination",
                body: "We schedule your dock and boat-lift installers in spring and fall and check the work for you.",
              },
              {
                icon: "key-round",
                title: "Key holding",
                body: "We meet cable installers, appliance deliveries, septic pumpers and inspectors so you don't have to drive up.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Property care questions",
            items: [
              {
                question: "Is my homeowner's insurance affected by leaving a house empty?",
                answer:
                  "Many policies require regular checks on unoccupied homes, especially in winter. We provide dated visit logs you can share with your insurer; check your policy for the frequency it requires.",
              },
              {
                question: "What happens if you find a problem?",
                answer:
                  "We call or text you with photos right away, take immediate steps like shutting off water, and, with your approval, send our repair crew or the right licensed trade.",
              },
              {
                question: "Can you do mowing and plowing without the house checks?",
                answer: "Yes. Grounds services are available on their own, though property-care clients get priority on snow days.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Set up property care",
            intro: "Tell us about the property and what you'd like looked after. We'll follow up to arrange a baseline walk-through and keys.",
            form: "property-care",
          },
        },
      ],
    },
  ],
};

export default site;
