import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed, type UnitSeed } from "../seed";

const PHONE = "(585) 555-0114";
const TEL = "tel:+15855550114";
const EMAIL = "leasing@maplerow.example";

const home = (key: string) => seedImage(`homes/maple-row-rentals/${key}`);
const room = (key: string) => seedImage(`rooms/maple-row-rentals/${key}`);

/** What is listed: rents within the ranges the home page gives, features as its plans say; move-in days are relative to the load day. */
const units: UnitSeed[] = [
  {
    slug: "418-park-avenue-apartment-2",
    title: "418 Park Avenue, Apartment 2",
    neighborhood: "Park Avenue",
    summary: "A sunny one-bedroom on the second floor of a restored 1920s brick building, two blocks from the Park Avenue shops and cafés.",
    description: md`
      The front apartment on the second floor, with three tall windows onto the maples of Park Avenue. The living room
      and bedroom have their original oak floors; the kitchen was redone with a gas range, a dishwasher and new cabinets.

      Heat and hot water are included, and there is a coin-free laundry room in the basement. Street parking with a
      city permit; the number 18 bus stops at the corner.
    `,
    photos: [home("park-avenue-418"), room("park-avenue-418-living"), room("park-avenue-418-kitchen")],
    rentCents: 129_500,
    bedrooms: 1,
    bathrooms: 1,
    squareFeet: 690,
    available: "now",
    features: ["Heat and hot water included", "Hardwood floors", "Dishwasher", "Laundry in the building", "Cats welcome"],
  },
  {
    slug: "392-park-avenue-studio-1",
    title: "392 Park Avenue, Studio 1",
    neighborhood: "Park Avenue",
    summary: "A bright studio on the first floor with a full kitchen and a walk-in closet, in a quiet brick building off the avenue.",
    description: md`
      One large room with a walnut floor and a window onto the street, a separate full kitchen, a bathroom with a tub,
      and a walk-in closet big enough for a dresser.

      Heat and hot water are included. The building has a laundry room and locked bike storage in the basement.
    `,
    photos: [home("park-avenue-392"), room("park-avenue-392-studio")],
    rentCents: 109_500,
    bedrooms: 0,
    bathrooms: 1,
    squareFeet: 450,
    available: { firstOfMonthAhead: 1 },
    features: ["Heat and hot water included", "Hardwood floors", "Walk-in closet", "Laundry in the building", "Bike storage"],
  },
  {
    slug: "61-hickory-street-apartment-3",
    title: "61 Hickory Street, Apartment 3",
    neighborhood: "South Wedge",
    summary: "A top-floor one-bedroom in the South Wedge, steps from the shops on South Avenue and the Genesee River trail.",
    description: md`
      The whole top floor of a restored house: a living room with a bay window, a bedroom at the back that stays quiet,
      and a kitchen with room for a table.

      Heat and hot water are included, and there is a laundry room in the basement. It is a ten-minute walk to the
      river trail and downtown.
    `,
    photos: [home("hickory-street-61"), room("hickory-street-61-bedroom")],
    rentCents: 124_500,
    bedrooms: 1,
    bathrooms: 1,
    squareFeet: 720,
    available: { firstOfMonthAhead: 1 },
    features: ["Heat and hot water included", "Hardwood floors", "Bay window", "Laundry in the building", "Cats welcome"],
  },
  {
    slug: "88-boardman-street-upper-flat",
    title: "88 Boardman Street, Upper Flat",
    neighborhood: "Swillburg",
    summary: "A two-bedroom upper flat with its own entrance and a front porch, on a tree-lined Swillburg street.",
    description: md`
      The upper flat of a two-family house: a living room and a dining room opening onto each other, two bedrooms with
      closets, and a kitchen with a pantry. The front porch is yours alone.

      Washer and dryer hookups are in the basement, with a storage area for the flat. One parking space in the driveway.
      Tenants pay electric and gas heat.
    `,
    photos: [home("boardman-street-88"), room("boardman-street-88-living"), room("boardman-street-88-kitchen")],
    rentCents: 155_000,
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 1_050,
    available: "now",
    features: ["Private entrance and porch", "Washer and dryer hookups", "Off-street parking", "Dogs under 50 lb welcome"],
  },
  {
    slug: "34-rockingham-street-lower-flat",
    title: "34 Rockingham Street, Lower Flat",
    neighborhood: "Swillburg",
    summary: "A two-bedroom lower flat in a restored Queen Anne double, with a fenced back yard.",
    description: md`
      The lower flat of a Victorian double, with high ceilings, a front parlor, two bedrooms at the back and a kitchen
      that opens onto the fenced yard.

      Washer and dryer hookups are in the basement. Parking for one car in the driveway. Tenants pay electric and gas
      heat.
    `,
    photos: [home("rockingham-street-34"), room("rockingham-street-34-bedroom")],
    rentCents: 149_500,
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 980,
    available: { firstOfMonthAhead: 2 },
    features: ["Private entrance and porch", "Fenced back yard", "Washer and dryer hookups", "Off-street parking", "Dogs under 50 lb welcome"],
  },
  {
    slug: "12-canal-view-lane",
    title: "12 Canal View Lane, Fairport",
    neighborhood: "Fairport",
    summary: "A three-bedroom townhome with an attached garage, a short walk from the Erie Canal path and Fairport village.",
    description: md`
      Two floors and a basement: the living room, kitchen and a half bath downstairs, three bedrooms and two full
      bathrooms upstairs. The kitchen opens onto a patio and a shared lawn.

      Washer and dryer are included, and the townhome has central air and an attached one-car garage. Tenants pay
      electric and gas heat.
    `,
    photos: [home("townhouses"), room("canal-view-lane-12-kitchen"), room("canal-view-lane-12-living")],
    rentCents: 219_500,
    bedrooms: 3,
    bathrooms: 2.5,
    squareFeet: 1_480,
    available: { firstOfMonthAhead: 2 },
    features: ["Attached garage", "Washer and dryer included", "Central air", "Fairport schools", "Patio"],
  },
  {
    slug: "20-canal-view-lane",
    title: "20 Canal View Lane, Fairport",
    neighborhood: "Fairport",
    summary: "A two-bedroom townhome in Fairport with central air, a washer and dryer and a garage.",
    description: md`
      The living room and kitchen are downstairs with a half bath; upstairs are two bedrooms and a full bathroom. The
      main bedroom has a walk-in closet.

      Washer and dryer are included, with central air and an attached one-car garage. Tenants pay electric and gas
      heat.
    `,
    photos: [home("canal-view-lane-20"), room("canal-view-lane-20-bedroom")],
    rentCents: 192_500,
    bedrooms: 2,
    bathrooms: 1.5,
    squareFeet: 1_240,
    available: "now",
    features: ["Attached garage", "Washer and dryer included", "Central air", "Fairport schools"],
  },
];

const site: SiteSeed = {
  slug: "maple-row-rentals",
  name: "Maple Row Rentals",
  kind: "property-rentals",
  theme: {
    palette: {
      primary: "#7a2e3b",
      onPrimary: "#ffffff",
      accent: "#c8782a",
      background: "#fffcf8",
      surface: "#f5ece4",
      text: "#24181a",
      muted: "#5e4c4e",
      border: "#e2d2c6",
    },
    fonts: { heading: "lora", body: "nunito" },
    header: "classic",
    footer: "map",
    sectionStyle: "rows",
    logo: { mark: "leaf", shape: "circle" },
    radius: "large",
    pattern: "dots",
  },
  settings: {
    tagline: "Well-kept apartments and townhomes in Rochester's neighborhoods",
    description:
      "Maple Row Rentals is a family-owned landlord with 140 apartments and townhomes in Rochester's Park Avenue, South Wedge and Swillburg neighborhoods and in Fairport.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "611 Park Avenue", locality: "Rochester", region: "NY", postalCode: "14607" },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "17:30" },
      { days: ["sat"], opens: "10:00", closes: "14:00" },
    ],
    hoursNote: "Maintenance emergencies for residents are answered 24/7 at the main number.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Homes for rent", href: "units" },
      { label: "Rental Application", href: "rental-application" },
    ],
    headerAction: { label: "Call leasing", href: TEL },
    footerLinks: [{ label: "Rental application", href: "rental-application" }],
  },
  mounts: { units: "units" },
  units,
  forms: [
    {
      key: "showing-request",
      name: "Showing request",
      recipients: [EMAIL],
      submitLabel: "Request a showing",
      successMessage:
        "Thanks! Our leasing office will call or email within one business day with the homes available for your move-in date and a time to see them.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "move_in", label: "Move-in date", type: "date", width: "half" },
        {
          name: "home",
          label: "What are you looking for?",
          type: "checkbox",
          required: true,
          options: ["Studio or one-bedroom", "Two-bedroom flat", "Fairport townhome"],
        },
        {
          name: "times",
          label: "When could you come to a showing?",
          type: "checkbox",
          options: ["Weekday daytime", "Weekday until 6 p.m.", "Saturday morning"],
        },
        {
          name: "message",
          label: "Anything else?",
          type: "textarea",
          maxLength: 2000,
          help: "Neighborhood, parking, pets or anything else that matters to you.",
        },
      ],
    },
    {
      key: "rental-application",
      name: "Rental application",
      recipients: [EMAIL],
      submitLabel: "Submit and pay the $20 fee",
      applicationFeeCents: 2000,
      successMessage:
        "We verify your income and call your references, usually within two business days, then call or email with our decision. If you attached a credit and background report from the last 30 days, we refund the $20 fee.",
      fields: [
        {
          name: "unit",
          label: "Home you're applying for",
          type: "unit",
          required: true,
          help: "The homes we have available now or soon. For another home, call the leasing office.",
        },
        { name: "move_in", label: "Desired move-in date", type: "date", required: true, width: "half" },
        { name: "lease", label: "Lease term", type: "radio", width: "half", options: ["12 months", "6 months ($75 a month more)"] },
        { name: "name", label: "Full legal name", type: "text", required: true, width: "half" },
        { name: "birth_date", label: "Date of birth", type: "date", required: true, width: "half", help: "Used only for the credit and background check." },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "street", label: "Current street address", type: "text", required: true, help: "Include your apartment or unit number." },
        { name: "city", label: "City, state and ZIP code", type: "text", required: true },
        {
          name: "time_there",
          label: "How long have you lived there?",
          type: "select",
          width: "half",
          options: ["Less than 1 year", "1 to 2 years", "More than 2 years"],
        },
        { name: "current_rent", label: "Current monthly rent", type: "text", width: "half", maxLength: 20 },
        { name: "landlord", label: "Current landlord's name and phone", type: "text", help: "Leave blank if you own your home or live with family." },
        {
          name: "previous",
          label: "Previous addresses in the last two years",
          type: "textarea",
          maxLength: 1000,
          help: "With each landlord's name and phone, if you have moved in the last two years.",
        },
        {
          name: "adults",
          label: "Adults who will live there (including you)",
          type: "select",
          required: true,
          width: "half",
          options: ["1", "2", "3", "4", "5 or more"],
        },
        { name: "children", label: "Children under 18", type: "select", width: "half", options: ["0", "1", "2", "3", "4 or more"] },
        {
          name: "other_adults",
          label: "Names of the other adults",
          type: "textarea",
          maxLength: 500,
          help: "Each adult 18 or older fills out their own application.",
        },
        { name: "employer", label: "Employer", type: "text", width: "half", help: "Or your main source of income." },
        { name: "job_title", label: "Position", type: "text", width: "half" },
        { name: "employer_phone", label: "Employer's phone", type: "phone", width: "half" },
        { name: "employed_since", label: "How long have you worked there?", type: "text", width: "half", maxLength: 40 },
        { name: "income", label: "Gross monthly income", type: "text", required: true, width: "half", maxLength: 20, help: "Before taxes, from all sources." },
        { name: "other_income", label: "Other income", type: "text", width: "half", help: "Benefits, child support, a second job, and so on." },
        {
          name: "voucher",
          label: "Will you use a housing voucher?",
          type: "radio",
          options: ["No", "Yes, Section 8 (Housing Choice Voucher)", "Yes, another program"],
        },
        {
          name: "pets",
          label: "Pets",
          type: "radio",
          required: true,
          options: ["No pets", "Cat or cats", "Dog", "Other"],
          help: "Assistance animals are not pets; tell us about them below and they are never charged pet rent.",
        },
        { name: "pet_details", label: "About your pets or assistance animal", type: "text", help: "Kind, breed and weight for dogs." },
        {
          name: "reference_1",
          label: "Reference 1: name, phone and relationship",
          type: "text",
          required: true,
          help: "A landlord from the last two years if you have one; otherwise an employer, teacher or caseworker.",
        },
        { name: "reference_2", label: "Reference 2: name, phone and relationship", type: "text" },
        { name: "cosigner", label: "Will you have a co-signer?", type: "radio", options: ["No", "Yes", "Only if needed"] },
        {
          name: "documents",
          label: "Proof of income and photo ID",
          type: "file",
          required: true,
          accept: ["pdf", "image"],
          maxFiles: 4,
          maxSizeMb: 10,
          help: "Up to four files: two recent pay stubs, a benefits award letter, a voucher or bank statements, and a photo ID. A credit and background report from the last 30 days can go here too.",
        },
        {
          name: "notes",
          label: "Anything else we should know?",
          type: "textarea",
          maxLength: 2000,
          help: "A reasonable accommodation request, parking needs, or anything you'd like to explain.",
        },
        {
          name: "consent",
          label:
            "I certify this application is true and complete, and I authorize Maple Row Rentals to run a credit and background check and to contact my employer, landlords and references to verify it.",
          type: "consent",
          required: true,
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Maple Row Rentals | Apartments in Rochester & Fairport",
      description:
        "Apartments and townhomes for rent on Rochester's Park Avenue, South Wedge and Swillburg and in Fairport, from a family-owned landlord with on-site maintenance.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("homes/maple-row-rentals/townhouses"),
            variant: "split",
            eyebrow: "Family-owned since 1994",
            heading: "A good apartment, and a landlord who picks up the phone",
            body: "We own and manage 140 homes in restored brick buildings, doubles and townhomes in some of Rochester's best walking neighborhoods, plus a townhome community in Fairport. Our own maintenance team fixes things, usually the same day.",
            actions: [
              { label: "See homes for rent", href: "units" },
              { label: "Call (585) 555-0114", href: TEL, variant: "secondary" },
            ],
            illustration: "building",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Homes and rents",
            intro: "Current rent ranges. See the homes available now and soon on our list, or request a showing below and we'll match you with one.",
            plans: [
              {
                name: "Studios and one-bedrooms",
                price: "$1,095-$1,395",
                period: "per month",
                description: "Park Avenue and South Wedge, in restored 1920s brick buildings.",
                features: ["Heat and hot water included", "Hardwood floors", "Laundry in the building", "Cats welcome"],
              },
              {
                name: "Two-bedroom flats",
                price: "$1,450-$1,750",
                period: "per month",
                description: "Upper and lower flats in Swillburg and off Monroe Avenue doubles.",
                features: ["Private entrance and porch", "Washer and dryer hookups", "Off-street parking", "Dogs under 50 lb welcome"],
                highlighted: true,
              },
              {
                name: "Fairport townhomes",
                price: "$1,895-$2,250",
                period: "per month",
                description: "Two and three bedrooms near the Erie Canal path and the village.",
                features: ["Attached garage", "Washer and dryer included", "Central air", "Fairport schools"],
              },
            ],
            note: "Tenants pay electric and, in flats and townhomes, gas heat. Water, sewer, trash and snow removal are included everywhere.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Living with Maple Row",
            columns: 3,
            items: [
              {
                icon: "wrench",
                title: "Our own maintenance crew",
                body: "Four full-time technicians. Most repair requests are handled within one business day, and emergencies within two hours.",
              },
              {
                icon: "snowflake",
                title: "Snow and lawn taken care of",
                body: "We plow, shovel and salt walks and driveways, and mow and rake, so you don't have to.",
              },
              {
                icon: "calendar",
                title: "Flexible lease terms",
                body: "Twelve-month leases, with six-month leases at $75 a month more. Renewals are offered 90 days before your lease ends.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Do you accept housing vouchers?",
                answer: "Yes. We welcome Section 8 and other housing vouchers, and all lawful sources of income, at every property.",
              },
              {
                question: "Can I see an apartment before applying?",
                answer:
                  "Yes, and we recommend it. Showings are weekdays until 6 p.m. and Saturday mornings. Current residents get 24 hours' notice before we show their home.",
              },
              {
                question: "What is the security deposit?",
                answer: "One month's rent, the most New York law allows, returned with an itemized statement within 14 days after you move out.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Request a showing",
            intro:
              "Tell us what you're looking for and when you'd like to move, and we'll match you with the homes coming available. Showings are weekdays until 6 p.m. and Saturday mornings.",
            form: "showing-request",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Leasing office",
            intro: "Our office is on the first floor of 611 Park Avenue. Parking is available on the street or in the lot behind the building.",
          },
        },
      ],
    },
    // ---------------------------------------------------------- homes for rent
    {
      path: "units",
      title: "Homes for Rent in Rochester & Fairport",
      description: "Apartments, flats and townhomes Maple Row Rentals has available now and soon, with photos, rents, rooms and move-in dates.",
      blocks: [
        {
          type: "unitList",
          props: {
            heading: "Available now and coming up",
            intro: "Every rent includes water, sewer, trash and snow removal. Open a home for its photos and details, and apply for it online.",
          },
        },
        {
          type: "form",
          props: {
            heading: "Not the right home yet?",
            intro:
              "Tell us what you're looking for and when you'd like to move, and we'll let you know as homes come available. Showings are weekdays until 6 p.m. and Saturday mornings.",
            form: "showing-request",
          },
        },
      ],
    },
    // ---------------------------------------------------------- application
    {
      path: "rental-application",
      title: "Rental Application: Criteria, Fees & Documents",
      description:
        "How to apply for a Maple Row apartment: rental criteria, the $20 application fee, documents to bring, the security deposit and what happens after you apply.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Applying for a Maple Row apartment is straightforward: choose your home and apply online just below,
              or pick up a paper application at our office. Our criteria, fees and the documents you'll need follow
              the form. Every adult, 18 or older, who will live in the apartment fills out an application.
            `,
            width: "wide",
          },
        },
        {
          type: "form",
          props: {
            heading: "Apply online",
            intro:
              "One application per adult, for one of the homes on our list. It takes about 15 minutes; have your income documents and photo ID ready to upload. The $20 screening fee is paid by card as you submit, and refunded if you attach a credit and background report from the last 30 days.",
            form: "rental-application",
          },
        },
        {
          type: "features",
          props: {
            heading: "Rental criteria",
            intro: "We apply the same written criteria to every applicant, in the order complete applications are received.",
            columns: 2,
            items: [
              {
                icon: "wallet",
                title: "Income",
                body: "Combined household income of at least 2.5 times the monthly rent, from any lawful source: wages, self-employment, Social Security, SSI, disability, pensions, child support or public assistance. For voucher holders, the requirement applies only to your share of the rent.",
              },
              {
                icon: "file-text",
                title: "Rental history",
                body: "Positive references from current and past landlords for the last two years, or a co-signer if you have no rental history. We do not deny applicants because of a past or pending housing court case, as New York law prohibits.",
              },
              {
                icon: "search",
                title: "Credit",
                body: "We look at your credit report for unpaid rent or utility balances. There is no minimum credit score, and medical debt and student loans are not considered.",
              },
              {
                icon: "users",
                title: "Occupancy",
                body: "Up to two people per bedroom, plus one, in line with local occupancy codes. Children of any age are welcome.",
              },
              {
                icon: "paw-print",
                title: "Pets",
                body: "Up to two cats, or one dog under 50 pounds in flats and townhomes. Pet rent is $35 a month per pet. Assistance animals are not pets and are never charged pet rent.",
              },
              {
                icon: "shield-check",
                title: "Co-signers",
                body: "A co-signer with income of at least 4 times the monthly rent may be used for applicants who don't meet the income or rental history criteria.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Fees and move-in costs",
            plans: [
              {
                name: "Application fee",
                price: "$20",
                period: "per adult",
                description: "Covers the credit and background check; paid by card as you apply.",
                features: ["Refunded if you give us a credit and background check from the last 30 days", "We give you a copy of your report and the receipt"],
              },
              {
                name: "Security deposit",
                price: "1 month's rent",
                description: "Due at lease signing, held in a New York bank account.",
                features: ["Refunded within 14 days of move-out", "Itemized statement for any deductions"],
                highlighted: true,
              },
              {
                name: "First month's rent",
                price: "Due at move-in",
                description: "Prorated if you move in after the 1st.",
                features: ["Pay by check, money order or bank transfer", "No move-in or amenity fees"],
              },
            ],
            note: "New York law limits application fees to $20 or the actual cost of the background and credit check, whichever is less, and security deposits to one month's rent. We charge no other fees to apply or move in.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Documents you'll need",
            items: [
              { title: "Photo ID", body: "A driver's license, state ID, passport or other government-issued photo ID for each adult." },
              {
                title: "Proof of income",
                body: "Your two most recent pay stubs, an award letter for benefits, a voucher or the last two months of bank statements. Self-employed: last year's tax return.",
              },
              { title: "Landlord contacts", body: "Names and phone numbers for your current and previous landlords." },
              {
                title: "Application fee",
                body: "$20 per adult, paid by card as you apply. Attach a credit and background check dated within the last 30 days and we refund it.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "What happens after you apply",
            items: [
              {
                title: "Review",
                body: "We verify income and call your landlord references, usually within two business days of receiving a complete application.",
              },
              {
                title: "Decision",
                body: "We call or email with our decision. If we deny an application or require a co-signer, we tell you why in writing and give you a copy of any report we used.",
              },
              {
                title: "Holding the apartment",
                body: "Once approved, you have three business days to sign the lease and pay the security deposit. The apartment is then held for you and taken off the market.",
              },
              { title: "Move-in", body: "We walk through the apartment with you, note its condition in a signed checklist and hand over your keys." },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Fair housing",
            body: "Maple Row Rentals follows federal, New York State and Monroe County fair housing laws. We do not discriminate on the basis of race, color, religion, sex, national origin, disability, familial status, age, sexual orientation, gender identity or expression, marital status, military status, lawful source of income, or any other protected class. Reasonable accommodations and modifications are available to applicants and residents with disabilities; just ask.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Prefer a paper application?",
            body: "Pick one up at 611 Park Avenue, or email us and we'll send it as a fillable PDF. Return it in person or by email with your documents. Questions about applying? Call the leasing office.",
            action: { label: "Email leasing@maplerow.example", href: `mailto:${EMAIL}` },
            secondary: { label: "Call (585) 555-0114", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
