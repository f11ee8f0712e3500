import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../types";

const PHONE = "(585) 555-0114";
const TEL = "tel:+15855550114";
const EMAIL = "leasing@maplerow.example";

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
    footer: "simple",
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
    social: [{ network: "facebook", url: "https://www.facebook.com/maplerowrentals.example" }],
    navigation: [
      { label: "Apartments", href: "" },
      { label: "Rental Application", href: "rental-application" },
    ],
    headerAction: { label: "Call leasing", href: TEL },
    footerLinks: [{ label: "Rental application", href: "rental-application" }],
  },
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
            variant: "split",
            eyebrow: "Family-owned since 1994",
            heading: "A good apartment, and a landlord who picks up the phone",
            body: "We own and manage 140 homes in restored brick buildings, doubles and townhomes in some of Rochester's best walking neighborhoods, plus a townhome community in Fairport. Our own maintenance team fixes things, usually the same day.",
            actions: [
              { label: "How to apply", href: "rental-application" },
              { label: "Call (585) 555-0114", href: TEL, variant: "secondary" },
            ],
            illustration: "building",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Homes and rents",
            intro: "Current rent ranges. Call or email to hear which units are available now and to schedule a showing.",
            plans: [
              { name: "Studios and one-bedrooms", price: "$1,095-$1,395", period: "per month", description: "Park Avenue and South Wedge, in restored 1920s brick buildings.", features: ["Heat and hot water included", "Hardwood floors", "Laundry in the building", "Cats welcome"] },
              { name: "Two-bedroom flats", price: "$1,450-$1,750", period: "per month", description: "Upper and lower flats in Swillburg and off Monroe Avenue doubles.", features: ["Private entrance and porch", "Washer and dryer hookups", "Off-street parking", "Dogs under 50 lb welcome"], highlighted: true },
              { name: "Fairport townhomes", price: "$1,895-$2,250", period: "per month", description: "Two and three bedrooms near the Erie Canal path and the village.", features: ["Attached garage", "Washer and dryer included", "Central air", "Fairport schools"] },
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
              { icon: "wrench", title: "Our own maintenance crew", body: "Four full-time technicians. Most repair requests are handled within one business day, and emergencies within two hours." },
              { icon: "snowflake", title: "Snow and lawn taken care of", body: "We plow, shovel and salt walks and driveways, and mow and rake, so you don't have to." },
              { icon: "calendar", title: "Flexible lease terms", body: "Twelve-month leases, with six-month leases at $75 a month more. Renewals are offered 90 days before your lease ends." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              { question: "Do you accept housing vouchers?", answer: "Yes. We welcome Section 8 and other housing vouchers, and all lawful sources of income, at every property." },
              { question: "Can I see an apartment before applying?", answer: "Yes, and we recommend it. Showings are weekdays until 6 p.m. and Saturday mornings. Current residents get 24 hours' notice before we show their home." },
              { question: "What is the security deposit?", answer: "One month's rent, the most New York law allows, returned with an itemized statement within 14 days after you move out." },
            ],
          },
        },
        { type: "contactDetails", props: { heading: "Leasing office", intro: "Our office is on the first floor of 611 Park Avenue. Parking is available on the street or in the lot behind the building." } },
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
              Applying for a Maple Row apartment is straightforward. Read our criteria below, gather your
              documents, and then pick up a paper application at our office or ask us to email one to you.
              Every adult, 18 or older, who will live in the apartment fills out an application.
            `,
            width: "wide",
          },
        },
        {
          type: "features",
          props: {
            heading: "Rental criteria",
            intro: "We apply the same written criteria to every applicant, in the order complete applications are received.",
            columns: 2,
            items: [
              { icon: "wallet", title: "Income", body: "Combined household income of at least 2.5 times the monthly rent, from any lawful source: wages, self-employment, Social Security, SSI, disability, pensions, child support or public assistance. For voucher holders, the requirement applies only to your share of the rent." },
              { icon: "file-text", title: "Rental history", body: "Positive references from current and past landlords for the last two years, or a co-signer if you have no rental history. We do not deny applicants because of a past or pending housing court case, as New York law prohibits." },
              { icon: "search", title: "Credit", body: "We look at your credit report for unpaid rent or utility balances. There is no minimum credit score, and medical debt and student loans are not considered." },
              { icon: "users", title: "Occupancy", body: "Up to two people per bedroom, plus one, in line with local occupancy codes. Children of any age are welcome." },
              { icon: "paw-print", title: "Pets", body: "Up to two cats, or one dog under 50 pounds in flats and townhomes. Pet rent is $35 a month per pet. Assistance animals are not pets and are never charged pet rent." },
              { icon: "shield-check", title: "Co-signers", body: "A co-signer with income of at least 4 times the monthly rent may be used for applicants who don't meet the income or rental history criteria." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Fees and move-in costs",
            plans: [
              { name: "Application fee", price: "$20", period: "per adult", description: "Covers the credit and background check.", features: ["Waived if you give us a credit and background check from the last 30 days", "We give you a copy of your report and the receipt"] },
              { name: "Security deposit", price: "1 month's rent", description: "Due at lease signing, held in a New York bank account.", features: ["Refunded within 14 days of move-out", "Itemized statement for any deductions"], highlighted: true },
              { name: "First month's rent", price: "Due at move-in", description: "Prorated if you move in after the 1st.", features: ["Pay by check, money order or bank transfer", "No move-in or amenity fees"] },
            ],
            note: "New York law limits application fees to $20 or the actual cost of the background and credit check, whichever is less, and security deposits to one month's rent. We charge no other fees to apply or move in.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Documents to bring",
            items: [
              { title: "Photo ID", body: "A driver's license, state ID, passport or other government-issued photo ID for each adult." },
              { title: "Proof of income", body: "Your two most recent pay stubs, an award letter for benefits, a voucher or the last two months of bank statements. Self-employed: last year's tax return." },
              { title: "Landlord contacts", body: "Names and phone numbers for your current and previous landlords." },
              { title: "Application fee or recent report", body: "$20 per adult by check or money order, or a copy of a credit and background check dated within the last 30 days." },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "What happens after you apply",
            items: [
              { title: "Review", body: "We verify income and call your landlord references, usually within two business days of receiving a complete application." },
              { title: "Decision", body: "We call or email with our decision. If we deny an application or require a co-signer, we tell you why in writing and give you a copy of any report we used." },
              { title: "Holding the apartment", body: "Once approved, you have three business days to sign the lease and pay the security deposit. The apartment is then held for you and taken off the market." },
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
            heading: "Get an application",
            body: "Pick one up at 611 Park Avenue, or email us and we'll send it as a fillable PDF. Return it in person or by email with your documents.",
            action: { label: "Email leasing@maplerow.example", href: `mailto:${EMAIL}` },
            secondary: { label: "Call (585) 555-0114", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
