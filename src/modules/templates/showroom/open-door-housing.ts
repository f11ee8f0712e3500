import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(585) 555-0148";
const TEL = "tel:+15855550148";
const EMAIL = "info@opendoorhousing.example";
const GIVING = "giving@opendoorhousing.example";

const site: SiteSeed = {
  slug: "open-door-housing",
  name: "Open Door Housing Alliance",
  kind: "housing-nonprofit",
  theme: {
    palette: {
      primary: "#9a3412",
      onPrimary: "#ffffff",
      accent: "#0f766e",
      background: "#fffaf5",
      surface: "#f8ece0",
      text: "#231a14",
      muted: "#5c4d42",
      border: "#ead7c4",
    },
    fonts: { heading: "roboto-slab", body: "nunito" },
    header: "action",
    footer: "band",
    sectionStyle: "bands",
    logo: { mark: "key-round", shape: "rounded" },
    radius: "small",
    pattern: "grid",
  },
  settings: {
    tagline: "Homes first, then everything else: ending homelessness in Monroe County since 1998",
    description:
      "Open Door Housing Alliance provides permanent supportive housing, rapid rehousing and eviction prevention in Rochester and Monroe County, helping more than 400 households a year find and keep a home.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "82 Reynolds Street", locality: "Rochester", region: "NY", postalCode: "14608" },
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:30", closes: "16:30" }],
    hoursNote:
      "Need housing tonight? Call 211 any time, day or night, to reach Monroe County's homeless services. Our office does not provide emergency shelter.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Housing", href: "housing" },
      { label: "Our mission", href: "mission" },
      { label: "People", href: "people" },
      { label: "Give", href: "donate" },
      { label: "Contact us", href: "contact-us" },
    ],
    headerAction: { label: "Donate", href: "donate" },
    footerLinks: [
      { label: "Housing programs", href: "housing" },
      { label: "Mission and values", href: "mission" },
      { label: "Staff and board", href: "people" },
      { label: "Ways to give", href: "donate" },
      { label: "Contact us", href: "contact-us" },
    ],
  },
  forms: [
    {
      key: "contact",
      name: "Contact message",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage:
        "Thank you. Your message has reached our Reynolds Street office and the right person will reply within two business days. If you have an eviction court date this week, please also call (585) 555-0148. For shelter tonight, call 211.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half", help: "Leave a number if you'd like a call back." },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          required: true,
          width: "half",
          options: [
            "Help with an eviction (Keep the Keys)",
            "Renting a unit to our tenants",
            "Giving or a receipt",
            "Volunteering or a kit drive",
            "Media enquiry",
            "Something else",
          ],
        },
        { name: "court_date", label: "Eviction court date, if you have one", type: "date", help: "Only for Keep the Keys: it helps us call you back in time." },
        { name: "message", label: "Your message", type: "textarea", required: true, maxLength: 4000 },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Open Door Housing Alliance | Rochester, NY",
      description:
        "Permanent supportive housing, rapid rehousing and eviction prevention for individuals and families in Rochester and Monroe County, New York.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Rochester and Monroe County, New York",
            heading: "A home is where recovery, work and school begin",
            body: "Open Door Housing Alliance helps people move from shelters, cars and couches into homes of their own, and helps families on the edge of eviction stay where they are. We start with the keys, then bring the support that keeps people housed.",
            actions: [
              { label: "Give to Open Door", href: "donate" },
              { label: "Our housing programs", href: "housing", variant: "secondary" },
            ],
            illustration: "house",
          },
        },
        {
          type: "stats",
          props: {
            heading: "Last year",
            items: [
              { value: "418", label: "Households moved into or kept a home" },
              { value: "91%", label: "Of tenants still housed 12 months later" },
              { value: "212", label: "Evictions prevented through the Keep the Keys fund" },
              { value: "140+", label: "Landlords renting to our tenants" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "How we help",
            columns: 3,
            items: [
              {
                icon: "building",
                title: "Supportive housing",
                body: "86 permanent apartments at Marigold Commons and across the city, with on-site case managers and health services for people who have been homeless the longest.",
                href: "housing",
                linkLabel: "About supportive housing",
              },
              {
                icon: "key-round",
                title: "Rapid rehousing",
                body: "Help finding an apartment, a security deposit and up to 12 months of rent help for families and individuals leaving shelter.",
                href: "housing",
                linkLabel: "About rapid rehousing",
              },
              {
                icon: "shield",
                title: "Keep the Keys",
                body: "One-time help with back rent and a tenant advocate in housing court, so a bad month doesn't become a lost home.",
                href: "housing",
                linkLabel: "About eviction prevention",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Denise's story",
            heading: "Eleven months in her car, and now a lease in her own name",
            body: md`
              Denise lost her apartment on Dewey Avenue when her hours at a nursing home were cut during a long illness.
              For eleven months she slept in her car and kept working. Through rapid rehousing, an Open Door housing
              specialist found her a one-bedroom in Gates, paid the deposit and covered part of the rent while she got back
              to full-time hours.

              "The first night, I didn't know what to do with all that quiet," she says. A year later, she pays her full
              rent and has been promoted to shift lead.
            `,
            illustration: "heart",
            action: { label: "Help the next family move in", href: "donate" },
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Looking for housing?",
            body: "Call 211 to reach Monroe County's coordinated entry system, which connects people experiencing homelessness with shelter and housing programs, including ours. If you're behind on rent and have received court papers, call our office during business hours.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "$1,200 moves a family from shelter into a home",
            body: "That's a security deposit, a first month's rent and a move-in kit of beds, pots and towels.",
            action: { label: "Make a gift", href: "donate" },
            secondary: { label: "Become a monthly Keyholder", href: "donate", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ housing
    {
      path: "housing",
      title: "Our Housing Programs",
      description:
        "Supportive apartments at Marigold Commons, rapid rehousing, the Keep the Keys eviction prevention fund and our landlord partnership, and how to get help.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Open Door follows a **Housing First** approach: we help people into permanent housing without first
              requiring sobriety, treatment or a job, then offer the support each household chooses. Tenants sign a
              standard lease, pay about 30% of their income toward rent, and have the same rights as any other renter.
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "Programs",
            columns: 2,
            items: [
              {
                icon: "building",
                title: "Permanent supportive housing",
                body: "Marigold Commons on Lyell Avenue has 48 studio and one-bedroom apartments with a 24-hour front desk, case managers, and a weekly nurse practitioner clinic. Another 38 apartments are scattered across the city with visiting case managers. For adults with a disability who have been homeless for a year or more.",
              },
              {
                icon: "key-round",
                title: "Rapid rehousing",
                body: "For families and individuals in shelter. A housing specialist helps you search, negotiates with landlords, pays the security deposit and first month, and provides rent help on a sliding scale for 3 to 12 months. Most households are housed within 45 days of enrolling.",
              },
              {
                icon: "shield",
                title: "Keep the Keys eviction prevention",
                body: "One-time grants of up to $3,500 toward rent arrears for Monroe County tenants facing eviction, paid directly to the landlord, plus a tenant advocate who attends Rochester City Court with you. Household income must be under 80% of area median income.",
              },
              {
                icon: "handshake",
                title: "Landlord partnership",
                body: "Landlords who rent to our tenants get a single point of contact, on-time rent guaranteed for the first year, and a damage fund of up to $2,000 beyond the security deposit. More than 140 local landlords take part.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How to get help",
            intro:
              "Supportive housing and rapid rehousing places are filled through Monroe County's coordinated entry system, not by direct application, so that the people in greatest need are housed first.",
            items: [
              {
                title: "Call 211",
                body: "Ask for a homeless services assessment. 211 is free, confidential and open 24 hours. Shelters and street outreach teams can also complete the assessment with you.",
              },
              {
                title: "Get matched",
                body: "When a place opens in a program that fits your situation, coordinated entry refers you to us. This can take days or several months depending on need and availability.",
              },
              { title: "Meet your housing specialist", body: "We'll call you within two business days of referral to set up a meeting, wherever suits you." },
              {
                title: "Facing eviction instead?",
                body: "Call our office directly for Keep the Keys. Bring your court papers, lease, a recent pay stub or benefits letter, and your landlord's contact details.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Housing questions",
            items: [
              {
                question: "Do I have to be sober or in treatment?",
                answer:
                  "No. We don't require sobriety or treatment to get or keep housing. Case managers offer connections to health care, recovery and mental health services, and many tenants use them, but it's your choice.",
              },
              {
                question: "How much rent will I pay?",
                answer:
                  "In supportive housing, about 30% of your income, whatever its source. With no income, you pay nothing until you have some. In rapid rehousing, your share increases gradually as your income grows.",
              },
              {
                question: "Do you help people outside Rochester?",
                answer: "Rapid rehousing and Keep the Keys cover all of Monroe County. Supportive apartments are within the City of Rochester.",
              },
              {
                question: "I'm a landlord. How do I list a unit?",
                answer:
                  "Call our housing search team at (585) 555-0177 or email landlords@opendoorhousing.example. We'll inspect the unit within a week and can often refer a tenant within days.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Every program depends on donors",
            body: "Government contracts cover rent subsidies. Gifts from neighbors pay for deposits, move-in kits and the Keep the Keys fund.",
            action: { label: "Support our housing work", href: "donate" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ mission
    {
      path: "mission",
      title: "Our Mission and Values",
      description:
        "Open Door's mission, the values that guide our work, our Housing First approach and our history since five Rochester congregations founded us in 1998.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Our mission",
            heading: "Everyone in Monroe County deserves a safe, stable and affordable place to call home",
            body: "Open Door Housing Alliance ends homelessness one household at a time, by opening the door to permanent housing first and walking alongside each tenant for as long as they want us there.",
            illustration: "house",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we believe",
            columns: 2,
            items: [
              {
                icon: "house",
                title: "Housing is the foundation",
                body: "It's hard to recover, find work or keep children in school without a door that locks. So we start with housing, not with hoops.",
              },
              {
                icon: "heart",
                title: "Dignity in every interaction",
                body: "Tenants are tenants, not clients of a program. They hold their own leases, set their own goals and can decline services without losing their home.",
              },
              {
                icon: "users",
                title: "Lived experience leads",
                body: "A third of our staff and two board members have experienced homelessness. Our Tenant Advisory Council reviews every policy that affects tenants.",
              },
              {
                icon: "scale",
                title: "Fairness in housing",
                body: "We work to end source-of-income discrimination and to keep eviction from being the first response to a late payment.",
              },
            ],
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Our history

              In the winter of 1998, five Rochester congregations running overnight warming rooms realized they were
              seeing the same faces every year. They pooled $40,000 to rent six apartments on Jay Street and offered them,
              with a volunteer case manager, to men who had slept in the warming rooms the longest. Five of the six were
              still housed two years later.

              That became Open Door. We opened Marigold Commons, our first purpose-built supportive housing, in 2014, added
              rapid rehousing for families in 2016, and started the Keep the Keys fund during the pandemic eviction crisis.
              Today we have 58 staff and house more than 400 households each year.

              ## Where we're going

              Over the next three years we plan to open 40 more supportive apartments on Lyell Avenue, double the Keep the
              Keys fund so it never runs out before the end of the year, and expand our landlord partnership into the towns
              of Greece, Irondequoit and Henrietta, where rents have risen fastest.
            `,
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote: "Nobody asked me to prove I deserved it. They just gave me a key and asked what I needed next. That's why I stayed.",
                name: "Harold",
                detail: "Marigold Commons tenant since 2015",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Meet the people behind the mission",
            action: { label: "Our staff and board", href: "people" },
            secondary: { label: "Support the mission", href: "donate", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ people
    {
      path: "people",
      title: "Our People: Staff, Board and Tenant Council",
      description:
        "Meet Open Door's leadership team, board of directors and Tenant Advisory Council, and the 58 staff and 200 volunteers who keep people housed.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "Leadership team",
            columns: 3,
            items: [
              {
                icon: "users",
                title: "Angela Ruiz-Brennan, Executive Director",
                body: "Began at Open Door in 2004 as an overnight desk clerk at our first building. Led the development of Marigold Commons and serves on the county's Continuum of Care board.",
              },
              {
                icon: "house",
                title: "Marcus Greenidge, Director of Housing Services",
                body: "Oversees supportive housing and rapid rehousing. A licensed social worker, he spent a year in shelter himself in his twenties.",
              },
              {
                icon: "shield",
                title: "Li Na Cho, Keep the Keys Program Manager",
                body: "Former tenant attorney who now leads our eviction prevention team of three advocates in Rochester City Court.",
              },
              {
                icon: "handshake",
                title: "Devon Whitaker, Landlord Partnerships",
                body: "Recruits and supports our 140-plus landlords. Owned and managed rental property in the 19th Ward for 15 years.",
              },
              {
                icon: "piggy-bank",
                title: "Rosa Delgado, Director of Development",
                body: "Leads fundraising and donor relations, including the Keyholders monthly giving circle. Your first call for questions about giving.",
              },
              {
                icon: "calculator",
                title: "Samuel Achterberg, Finance Director",
                body: "Manages a $7.2 million budget across 11 government contracts, and makes sure every restricted gift goes where donors intended.",
              },
            ],
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Board of directors

              - **Rev. Catherine Oyelaran**, chair: pastor, Third Street Presbyterian Church
              - **Jeffrey Marchetti**, vice chair: commercial real estate broker
              - **Yvonne Pascal**, treasurer: controller, Genesee Regional Credit Union
              - **Dr. Omar Haddad**: emergency physician and street medicine volunteer
              - **Terrence Blake**: Marigold Commons tenant and Tenant Advisory Council chair
              - **Melissa Fairbanks**: partner, Fairbanks & Lowe housing law practice
              - **Andre Coleman**: former resident of rapid rehousing, now an HVAC technician

              ## Tenant Advisory Council

              Nine tenants, elected each spring by their neighbors, meet monthly with the executive director. The Council
              reviews every new policy that affects tenants, helps interview senior staff, and chose the name, color scheme
              and community room layout for Marigold Commons.
            `,
          },
        },
        {
          type: "stats",
          props: {
            heading: "Our team",
            items: [
              { value: "58", label: "Staff, including case managers, housing specialists and front desk teams" },
              { value: "1 in 3", label: "Staff with lived experience of homelessness" },
              { value: "200+", label: "Volunteers who assemble move-in kits and mentor tenants" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Why we do this",
            items: [
              { quote: "I get to hand people keys. After 18 years it still gets me every time.", name: "Tomasz Nowicki", detail: "Housing specialist" },
              {
                quote:
                  "In court, a landlord and a tenant are usually two people having a terrible week. My job is to find the version where nobody loses a home.",
                name: "Jasmine Ortega",
                detail: "Tenant advocate, Keep the Keys",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Volunteer with us",
            body: "Our volunteers assemble and deliver move-in kits every Saturday morning from the Reynolds Street warehouse. Groups of up to 12 are welcome.",
            action: { label: "Email volunteer@opendoorhousing.example", href: "mailto:volunteer@opendoorhousing.example" },
            secondary: { label: "Contact us", href: "contact-us", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ donate
    {
      path: "donate",
      title: "Donate to Open Door Housing Alliance",
      description:
        "Your gift pays for security deposits, move-in kits and eviction prevention in Monroe County. Give once, join the monthly Keyholders, or mail a check.",
      blocks: [
        {
          type: "donation",
          props: {
            heading: "Give online",
            intro:
              "Give once, or give every month and become a Keyholder. You can add a dedication in honor or memory of someone, and choose to cover the card processing fee so your whole gift reaches the families we serve.",
            presetsCents: [2500, 7500, 15000, 50000],
            minCents: 500,
            monthly: true,
            monthlyByDefault: true,
            coverFees: { percent: 2.2, fixedCents: 30 },
            dedication: true,
            taxStatement:
              "Open Door Housing Alliance, Inc. is a 501(c)(3) nonprofit organization, EIN 16-5550123. No goods or services were provided in exchange for this gift, which is tax-deductible to the extent allowed by law. Please keep this receipt for your records. Monthly donors also receive a combined giving statement each January.",
            successPath: "thankyou",
          },
        },
        // The amounts open the page; giving by phone or email follows them.
        {
          type: "cta",
          props: {
            heading: "Your gift opens the door",
            body: "Government funding pays for rent subsidies and staff, but it doesn't cover the things that actually get people through the door: a security deposit, a bed, an advocate in court. Gifts from neighbors do. Rather give by phone, or ask us first?",
            action: { label: `Give by phone: ${PHONE}`, href: TEL },
            secondary: { label: "Email our giving team", href: `mailto:${GIVING}`, variant: "secondary" },
          },
        },
        {
          type: "features",
          props: {
            heading: "What your gift does",
            columns: 4,
            items: [
              { icon: "bed-double", title: "$75", body: "A new twin mattress and bedding for someone moving out of shelter." },
              { icon: "cooking-pot", title: "$150", body: "A full move-in kit: pots, dishes, towels, cleaning supplies and a first grocery order." },
              { icon: "key-round", title: "$500", body: "Most of an average Keep the Keys grant, stopping an eviction and keeping children in their school." },
              { icon: "shield", title: "$1,200", body: "Moves a family from shelter into a home: a security deposit, a first month's rent and a move-in kit." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Become a Keyholder",
            intro:
              "Keyholders give every month, which lets us plan ahead and say yes when a landlord calls with an apartment on a Friday afternoon. To join, choose to give monthly in the form above and enter the amount for your level.",
            plans: [
              {
                name: "Neighbor",
                price: "$15",
                period: "per month",
                description: "A move-in kit every ten months.",
                features: ["Quarterly Keyholder update", "Annual giving statement"],
              },
              {
                name: "Keyholder",
                price: "$40",
                period: "per month",
                description: "Close to a full security deposit every year.",
                features: ["Quarterly Keyholder update", "Annual giving statement", "Invitation to the spring open house at Marigold Commons"],
                highlighted: true,
              },
              {
                name: "Cornerstone",
                price: "$100",
                period: "per month",
                description: "An eviction prevented every year.",
                features: ["Everything in Keyholder", "Annual breakfast with the executive director"],
              },
            ],
            note: "Monthly gifts can be changed, paused or stopped at any time with a phone call or email to our giving team.",
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Other ways to give

              - **By check:** payable to *Open Door Housing Alliance*, mailed to 82 Reynolds Street, Rochester, NY 14608. Write "Keep the Keys" in the memo line if you want your gift to go to eviction prevention.
              - **By phone:** call ${PHONE}, Monday to Friday, 8:30 am to 4:30 pm, and ask for the giving team.
              - **Stock and donor-advised funds:** email ${GIVING} for transfer instructions.
              - **Employer matching:** many Rochester-area employers match gifts. Check with your HR department and send us the form.
              - **Move-in kit drives:** collect new towels, sheets, pots and cleaning supplies at your workplace or congregation. We'll send a list and pick up within Monroe County.
              - **In your will:** a gift in your will helps keep our doors open for the next generation. Our development director is happy to talk it through in confidence.
            `,
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Your gift is tax-deductible",
            body: "Open Door Housing Alliance, Inc. is a 501(c)(3) nonprofit organization, EIN 16-5550123. Gifts are tax-deductible to the extent allowed by law; no goods or services are provided in exchange for donations unless stated on your receipt. Online gifts are receipted by email as soon as they go through, gifts by check by mail, and monthly donors receive an annual statement each January.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Questions about giving?",
            intro: `Rosa Delgado, our Director of Development, answers calls and email about gifts, receipts and pledges. Email ${GIVING} or call the main office.`,
            showMap: false,
          },
        },
      ],
    },
    // ------------------------------------------------------------------ thank you
    {
      path: "thankyou",
      title: "Your Gift to Open Door",
      description:
        "The status and receipt number of your gift to Open Door Housing Alliance, what happens next, your tax receipt, and other ways to stay involved.",
      blocks: [
        { type: "paymentStatus", props: { startPath: "donate", startLabel: "Make a gift" } },
        {
          type: "steps",
          props: {
            heading: "What happens after you give",
            items: [
              {
                title: "Your receipt",
                body: "Once an online gift goes through, its receipt number is shown above and your tax receipt is emailed to you. Gifts by check are receipted by mail within a week. Keep your receipt for your records.",
              },
              {
                title: "Your gift goes to work",
                body: "Unrestricted gifts go where the need is greatest that month, most often deposits and Keep the Keys grants. Restricted gifts go exactly where you asked.",
              },
              {
                title: "You hear how it went",
                body: "In three months we'll send a short update on what gifts like yours made possible, with a story from a tenant who agreed to share it.",
              },
              {
                title: "Monthly Keyholders",
                body: "If you chose to give monthly, your gift repeats on the same date each month until you change or stop it, and you'll receive a combined statement every January.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Stay involved",
            columns: 3,
            items: [
              {
                icon: "hand-heart",
                title: "Volunteer",
                body: "Assemble move-in kits on Saturday mornings, or mentor a tenant through their first year.",
                href: "mailto:volunteer@opendoorhousing.example",
                linkLabel: "Email our volunteer team",
              },
              {
                icon: "house",
                title: "Learn more",
                body: "Read about our supportive housing, rapid rehousing and eviction prevention programs.",
                href: "housing",
                linkLabel: "Our housing programs",
              },
              {
                icon: "users",
                title: "Meet the team",
                body: "The staff, board and tenant leaders who put your gift to work.",
                href: "people",
                linkLabel: "Our people",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Didn't get a receipt, or spotted a mistake?",
            body: "Let our giving team know and we'll put it right the same day.",
            action: { label: `Email ${GIVING}`, href: `mailto:${GIVING}` },
            secondary: { label: "Back to home", href: "", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ contact
    {
      path: "contact-us",
      title: "Contact Open Door Housing Alliance",
      description:
        "Call, email or visit Open Door's Reynolds Street office. Who to contact for eviction help, landlord partnerships, giving, volunteering and media.",
      blocks: [
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "Need shelter tonight? Call 211.",
            body: "Our office cannot arrange emergency shelter. Monroe County's 211 line is answered 24 hours a day and can connect you with a shelter bed, street outreach or a housing assessment.",
          },
        },
        {
          type: "form",
          props: {
            heading: "Send us a message",
            intro:
              "Tell us what you need and we'll pass it to the right team: Keep the Keys, landlord partnerships, giving, volunteering or media. We reply within two business days. Please don't send court papers or ID here; your advocate will ask for them when you meet.",
            form: "contact",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Our office",
            intro: "82 Reynolds Street is on the RTS route 8 bus line, with free parking behind the building. The front entrance is step-free.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Who to contact",
            columns: 3,
            items: [
              { icon: "shield", title: "Facing eviction", body: `Call ${PHONE} and ask for Keep the Keys. Have your court papers and lease to hand.` },
              {
                icon: "handshake",
                title: "Landlords",
                body: "Call (585) 555-0177 or email landlords@opendoorhousing.example to list a unit or ask about the partnership.",
              },
              { icon: "gift", title: "Giving", body: `Gifts, receipts and monthly giving: ${GIVING}.`, href: "donate", linkLabel: "Ways to give" },
              { icon: "hand-heart", title: "Volunteering", body: "Move-in kit Saturdays and tenant mentoring: volunteer@opendoorhousing.example." },
              { icon: "building", title: "Marigold Commons", body: "The 24-hour front desk for tenants and visitors: (585) 555-0150." },
              {
                icon: "newspaper",
                title: "Media",
                body: `Interviews and information requests: ${EMAIL}. We can connect reporters with tenants who have agreed to speak.`,
              },
            ],
          },
        },
      ],
    },
  ],
};

export default site;
