import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(585) 555-0103";
const TEL = "tel:+15855550103";
const EMAIL = "searches@summitsearch.example";
const APPLY = "apply@summitsearch.example";

const site: SiteSeed = {
  slug: "summit-superintendent-search",
  name: "Summit Superintendent Search",
  kind: "executive-search",
  theme: {
    palette: {
      primary: "#1d4e89",
      onPrimary: "#ffffff",
      accent: "#b08d3c",
      background: "#fbfbf9",
      surface: "#eef1f5",
      text: "#141b24",
      muted: "#4a5563",
      border: "#d3dae3",
    },
    fonts: { heading: "source-serif", body: "inter" },
    header: "classic",
    footer: "columns",
    sectionStyle: "editorial",
    logo: { mark: "school", shape: "square" },
    radius: "none",
    pattern: "none",
  },
  settings: {
    tagline: "Superintendent and school leadership searches for New York school boards",
    description:
      "Summit Superintendent Search helps boards of education in upstate New York find, select and welcome their next superintendent, with consultants who have led districts themselves.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "3800 Monroe Avenue, Suite 12", locality: "Pittsford", region: "NY", postalCode: "14534" },
      serviceAreaNote: "Searches for school districts across upstate New York, from the Southern Tier to the North Country.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:00", closes: "17:00" }],
    hoursNote: "Consultants attend board meetings in the evening by arrangement.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Services", href: "services" },
      { label: "Current openings", href: "current-openings" },
      { label: "Testimonials", href: "testimonials" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "View current openings", href: "current-openings" },
    footerLinks: [
      { label: "Search services", href: "services" },
      { label: "Current openings", href: "current-openings" },
      { label: "What boards say", href: "testimonials" },
      { label: "Contact", href: "contact" },
    ],
  },
  forms: [
    {
      key: "search-enquiry",
      name: "Search proposal request",
      recipients: [EMAIL],
      submitLabel: "Request a proposal",
      successMessage:
        "Thank you. A Summit consultant will call your board president or clerk within two business days, and a written proposal your board can consider in public session follows within a week.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        {
          name: "role",
          label: "Your role",
          type: "select",
          required: true,
          width: "half",
          options: ["Board president", "Board member", "District clerk", "Superintendent or interim superintendent", "BOCES district superintendent", "Other"],
        },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "district", label: "School district", type: "text", required: true, width: "half" },
        { name: "county", label: "County", type: "text", width: "half" },
        {
          name: "enrolment",
          label: "Enrollment",
          type: "radio",
          required: true,
          options: ["Up to 1,500 students", "1,500 to 5,000 students", "Over 5,000 students"],
        },
        {
          name: "service",
          label: "What does the board need?",
          type: "checkbox",
          required: true,
          options: [
            "Superintendent search",
            "Interim superintendent",
            "Cabinet-level search",
            "Board governance or retreat",
            "Superintendent evaluation",
            "Entry-plan coaching",
          ],
        },
        { name: "vacancy_date", label: "When does the current superintendent leave?", type: "date", width: "half" },
        {
          name: "timeline",
          label: "When would the board like to appoint?",
          type: "select",
          width: "half",
          options: ["As soon as possible", "By late winter", "By spring", "For a July 1 start", "Not yet decided"],
        },
        {
          name: "circumstances",
          label: "Anything we should know",
          type: "textarea",
          maxLength: 4000,
          help: "A sudden departure, a capital project, labor negotiations, a divided board: whatever will shape the search.",
        },
        { name: "rfp", label: "The district's RFP, if there is one", type: "file", accept: ["pdf", "document"], maxSizeMb: 10 },
      ],
    },
    {
      key: "candidate-enquiry",
      name: "Candidate enquiry",
      recipients: [EMAIL],
      submitLabel: "Send in confidence",
      successMessage:
        "Thank you. Meredith Sato, our search coordinator, will reply within one business day. Your enquiry is confidential: we never contact your district or your references without your permission.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Personal email", type: "email", required: true, width: "half", help: "Please avoid a district address." },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "current_role", label: "Current position", type: "text", required: true, width: "half" },
        {
          name: "search",
          label: "Which search?",
          type: "checkbox",
          required: true,
          options: [
            "Keuka Highlands CSD",
            "Oak Orchard CSD",
            "Seneca Shores UFSD",
            "Genesee Crossing City SD",
            "Hemlock Valley CSD (interim)",
            "Future searches",
          ],
        },
        {
          name: "request",
          label: "What would you like?",
          type: "radio",
          required: true,
          options: ["The candidate packet", "A confidential call with a consultant", "To be told about future searches"],
        },
        {
          name: "certification",
          label: "New York School District Leader certification",
          type: "select",
          options: ["Certified", "Eligible by the start date", "Certified in another state", "Not yet"],
        },
        { name: "message", label: "What kind of district are you looking for?", type: "textarea", maxLength: 3000 },
        { name: "resume", label: "Resume", type: "file", accept: ["pdf", "document"], maxSizeMb: 5, help: "Optional for now; needed for a full application." },
      ],
    },
    {
      key: "contact",
      name: "Contact message",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage: "Thank you. We'll reply within one business day. Everything you send us is treated in confidence.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "organization", label: "District or organization", type: "text", width: "half" },
        {
          name: "writing_as",
          label: "I'm writing as",
          type: "radio",
          required: true,
          options: ["A board member or district clerk", "A prospective candidate", "A superintendent", "Someone else"],
        },
        { name: "message", label: "Message", type: "textarea", required: true, maxLength: 4000 },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Summit Superintendent Search | Pittsford, NY",
      description:
        "Superintendent searches for New York boards of education, led by former superintendents. Community input, broad recruiting and a two-year guarantee.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Leadership searches for New York school districts",
            heading: "The most important decision a school board makes, made well",
            body: "Hiring a superintendent shapes a district for a decade. Summit's consultants are former New York superintendents who guide your board from the first community survey to the new leader's first hundred days, so you choose with confidence and your community trusts the choice.",
            actions: [
              { label: "Our search services", href: "services" },
              { label: "Candidates: current openings", href: "current-openings", variant: "secondary" },
            ],
            illustration: "school",
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "We had 600 responses to the community survey in a district of 1,400 students. When we announced our new superintendent, people recognized the profile they'd helped write.",
                name: "Sharon Everly",
                detail: "Board president, Keuka Highlands CSD",
              },
              {
                quote: "Summit was candid with me about the district's challenges from the first phone call. Three years later, no surprises.",
                name: "Dr. Marcus Tillery",
                detail: "Superintendent, placed by Summit",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Since 2009",
            items: [
              { value: "71", label: "Superintendent searches completed" },
              { value: "89%", label: "Of our superintendents still in post after three years" },
              { value: "42", label: "Average applicants per search" },
              { value: "18 weeks", label: "Typical time from kickoff to board appointment" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "How we help boards",
            columns: 3,
            items: [
              {
                icon: "search",
                title: "Superintendent searches",
                body: "A complete search: leadership profile, recruiting, screening, interviews, finalist visits and contract support.",
                href: "services",
                linkLabel: "About searches",
              },
              {
                icon: "clock",
                title: "Interim superintendents",
                body: "Experienced, certified interim leaders, usually placed within three weeks, to keep the district steady while you search.",
                href: "services",
                linkLabel: "Interim placement",
              },
              {
                icon: "users",
                title: "Board development",
                body: "Governance retreats, superintendent evaluation tools and entry-plan coaching for new leaders.",
                href: "services",
                linkLabel: "Board services",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Our approach",
            heading: "Start with the community, not the candidates",
            body: md`
              Every search begins by listening. Before a single advertisement goes out, we run an online survey open
              to every resident, and hold in-person forums with staff, students, parents, business owners and retirees.
              The result is a **leadership profile**: a short, public statement of what your district needs in its next
              superintendent, adopted by your board.

              That profile drives everything that follows, from where we recruit to the questions your board asks at
              interview. Communities can see their voice in the result, and the new superintendent knows what they were
              hired to do.
            `,
            illustration: "users",
            action: { label: "How a search works", href: "services" },
          },
        },
        {
          type: "cta",
          props: {
            heading: "Starting a search this year?",
            body: "Call us for a free, no-obligation conversation with your board president and district clerk about timing, cost and process.",
            action: { label: `Call ${PHONE}`, href: TEL },
            secondary: { label: "Contact us", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ about
    {
      path: "about",
      title: "About Summit Superintendent Search",
      description:
        "Founded in 2009 by two retired New York superintendents, Summit's consultants have led districts, served on boards and know what the job demands.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "Founded by superintendents who had been hired well, and badly",
            body: md`
              Dr. Eleanor Whitcomb and Dr. Robert Castellano met as superintendents of neighboring Monroe County
              districts. Between them they had been through six searches as candidates, and had watched several
              colleagues leave jobs within two years because nobody had told them what the role really involved.

              When they retired in 2009, they started Summit to do searches differently: with honest leadership profiles,
              candid conversations with candidates, and support that continues after the contract is signed. Summit
              remains small on purpose. Each consultant leads no more than four searches a year.
            `,
            illustration: "mountain",
          },
        },
        {
          type: "features",
          props: {
            heading: "Our consultants",
            intro: "Every Summit search is led by a consultant who has served as a New York school superintendent.",
            columns: 2,
            items: [
              {
                icon: "award",
                title: "Dr. Eleanor Whitcomb, Founding Partner",
                body: "Superintendent for 14 years in two Monroe County districts, and earlier an elementary principal. Has led 31 Summit searches.",
              },
              {
                icon: "award",
                title: "Dr. Robert Castellano, Founding Partner",
                body: "Superintendent of a suburban district of 6,000 students for 11 years; former high school math teacher. Leads our board governance work.",
              },
              {
                icon: "graduation-cap",
                title: "Dr. Yolanda Pierce-Harmon, Senior Consultant",
                body: "Former superintendent of a small city district in the Southern Tier and assistant superintendent for curriculum. Leads our equity and community engagement practice.",
              },
              {
                icon: "briefcase",
                title: "Thomas Reinholt, Senior Consultant",
                body: "Former superintendent of two rural districts in the Finger Lakes, and a school business official before that. Specializes in small and rural district searches and interim placements.",
              },
              {
                icon: "clipboard-list",
                title: "Meredith Sato, Search Coordinator",
                body: "Manages applications, references and scheduling for every search. The first person candidates hear from, and the person who keeps every timeline on track.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What we stand for",
            columns: 3,
            items: [
              {
                icon: "scale",
                title: "Boards decide",
                body: "We never rank finalists or steer a board to a candidate. We bring strong options and good information; the board chooses.",
              },
              {
                icon: "eye",
                title: "Candor with candidates",
                body: "We tell candidates about budgets, labor relations and community tensions before they apply, not after they're hired.",
              },
              {
                icon: "lock",
                title: "Confidentiality",
                body: "Candidate names stay confidential until finalists agree to be named, protecting sitting administrators who apply.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "94", label: "Combined years as New York superintendents" },
              { value: "38", label: "Counties where we've run searches" },
              { value: "4", label: "Maximum searches per consultant per year" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Talk to a consultant",
            action: { label: "Contact Summit", href: "contact" },
            secondary: { label: "Read what boards say", href: "testimonials", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ services
    {
      path: "services",
      title: "Superintendent Search Services and Fees",
      description:
        "Full superintendent searches, interim placements, assistant superintendent searches and board governance support, with flat fees and a two-year guarantee.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "Services",
            columns: 2,
            items: [
              {
                icon: "search",
                title: "Superintendent search",
                body: "Our core service: community engagement, a leadership profile, national and regional recruiting, screening, board interview training, finalist visits and support through contract approval.",
              },
              {
                icon: "clock",
                title: "Interim superintendent placement",
                body: "Retired, certified superintendents available for three to eighteen months, placed within about three weeks of your call, with a clear entry and exit plan.",
              },
              {
                icon: "users",
                title: "Cabinet-level searches",
                body: "Assistant superintendents, school business officials and directors of special education, using a shorter version of our search process.",
              },
              {
                icon: "handshake",
                title: "Board governance and retreats",
                body: "Facilitated retreats on roles, goal-setting and communication between the board and the superintendent, in a single evening or a full Saturday.",
              },
              {
                icon: "clipboard-list",
                title: "Superintendent evaluation",
                body: "Evaluation frameworks tied to the leadership profile and district goals, and facilitation of the board's annual evaluation session.",
              },
              {
                icon: "lightbulb",
                title: "Entry-plan coaching",
                body: "Monthly coaching for a new superintendent through their first year, including a 100-day entry plan and a report back to the board.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How a superintendent search works",
            intro: "Most searches take 16 to 20 weeks. Boards that start in early fall can usually appoint by late winter, ahead of the spring hiring season.",
            items: [
              {
                title: "Planning with the board (weeks 1 to 2)",
                body: "We agree on a timeline, confidentiality rules, salary range and the board's role at each stage, in a public work session.",
              },
              {
                title: "Community engagement (weeks 2 to 5)",
                body: "An online survey in English and Spanish, and forums for staff, students, families and community members. We report results publicly.",
              },
              {
                title: "Leadership profile (week 6)",
                body: "A two-page profile drawn from what we heard. The board reviews and adopts it, and it becomes the basis of the advertisement.",
              },
              {
                title: "Recruiting (weeks 6 to 11)",
                body: "Advertising through state and national networks, and personal outreach to promising leaders we know. Applications close after about five weeks.",
              },
              {
                title: "Screening (weeks 11 to 13)",
                body: "We review every application, check certification, and interview the strongest 10 to 12 candidates. We present 5 to 7 to the board with full files.",
              },
              {
                title: "Board interviews and finalists (weeks 13 to 17)",
                body: "We train the board in interviewing, run first-round interviews, conduct deep reference checks, and organize finalist visits with stakeholder panels.",
              },
              {
                title: "Appointment and transition (weeks 17 to 20)",
                body: "We support the board president and district counsel through contract terms, and plan the announcement and transition together.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Fees",
            intro: "Flat fees agreed before we start, so boards can budget and the public can see what the search costs.",
            plans: [
              {
                name: "Small district",
                price: "$18,500",
                period: "per search",
                description: "Up to 1,500 students.",
                features: ["Full search process", "Up to 3 community forums", "Online survey and public report", "Two-year guarantee"],
              },
              {
                name: "Mid-size district",
                price: "$24,500",
                period: "per search",
                description: "1,500 to 5,000 students.",
                features: ["Full search process", "Up to 6 community forums", "Online survey in two languages", "Two-year guarantee"],
                highlighted: true,
              },
              {
                name: "Large district",
                price: "$32,000",
                period: "per search",
                description: "Over 5,000 students.",
                features: ["Full search process", "Forums in every attendance zone", "Candidate video introductions", "Two-year guarantee"],
              },
            ],
            note: "Fees include consultant time and advertising. Travel outside Monroe and its neighboring counties is billed at the IRS mileage rate. Candidate travel for finalist visits is paid by the district. Interim placements and board retreats are quoted separately.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions boards ask",
            items: [
              {
                question: "What is the two-year guarantee?",
                answer:
                  "If the superintendent you appoint through a Summit search leaves or is released within two years, for any reason other than retirement or a health issue, we will run a new search for expenses only.",
              },
              {
                question: "How is this different from a BOCES search?",
                answer:
                  "Many New York districts use their BOCES district superintendent to run a search, and it's often a good choice. Boards tend to choose Summit when they want deeper community engagement, wider recruiting beyond the region, or a consultant with no role in the district's regional relationships. We're happy to talk through both options honestly.",
              },
              {
                question: "Will candidate names be public?",
                answer:
                  "Not until the finalist stage, and only with each finalist's permission. Boards review candidate files in executive session, as allowed under the Open Meetings Law for matters leading to the employment of a particular person.",
              },
              {
                question: "Can our board include staff and community members in interviews?",
                answer:
                  "Yes. We recommend stakeholder panels during finalist visits, and we train panel members on their advisory role and on confidentiality.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Request a proposal",
            intro: `Send us your district's size, timing and any special circumstances, and we'll send a written proposal your board can consider in public session. You can also email ${EMAIL} or call ${PHONE}.`,
            form: "search-enquiry",
          },
        },
      ],
    },
    // ------------------------------------------------------------------ current openings
    {
      path: "current-openings",
      title: "Current Superintendent Openings",
      description:
        "Superintendent searches Summit is conducting for New York school districts, with enrollment, application deadlines, start dates and how to apply.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              These are the searches we are running now. Each district's leadership profile, salary range and full
              application instructions are sent by our search coordinator on request. All applications are confidential
              until the finalist stage.
            `,
          },
        },
        {
          type: "documents",
          props: {
            heading: "Searches under way",
            items: [
              {
                title: "Superintendent, Keuka Highlands Central School District",
                meta: "Apply by January 23 · Start July 1 · 1,420 students · Steuben and Yates counties",
                description:
                  "A rural K-12 district of two buildings, with a strong agricultural program and a new regional partnership for career and technical education. The board seeks a visible, collaborative leader to complete a $38 million capital project and build on rising graduation rates. Salary range $165,000 to $180,000.",
                href: `mailto:${APPLY}?subject=Keuka%20Highlands%20CSD`,
              },
              {
                title: "Superintendent, Oak Orchard Central School District",
                meta: "Apply by February 6 · Start July 1 · 2,310 students · Orleans County",
                description:
                  "A district of four schools serving farming communities and two villages, with a growing English language learner population. The leadership profile emphasizes instructional leadership, family engagement in English and Spanish, and fiscal stewardship. Salary range $175,000 to $195,000.",
                href: `mailto:${APPLY}?subject=Oak%20Orchard%20CSD`,
              },
              {
                title: "Superintendent, Seneca Shores Union Free School District",
                meta: "Apply by February 20 · Start July 1 · 840 students · Seneca County",
                description:
                  "A small lakeside district with one K-12 campus, a nationally recognized music program and close ties to its community. The board seeks an experienced, hands-on leader who will also serve as the district's CSE and curriculum lead. Salary range $150,000 to $165,000.",
                href: `mailto:${APPLY}?subject=Seneca%20Shores%20UFSD`,
              },
              {
                title: "Superintendent, Genesee Crossing City School District",
                meta: "Apply by March 6 · Start August 1 · 5,600 students · Livingston and Monroe counties",
                description:
                  "A small city district with nine schools, a diverse student body and an active community school strategy. The board seeks a leader with urban or small-city experience, strong labor relations skills and a record of closing achievement gaps. Salary range $210,000 to $235,000.",
                href: `mailto:${APPLY}?subject=Genesee%20Crossing%20CSD`,
              },
              {
                title: "Interim Superintendent, Hemlock Valley Central School District",
                meta: "Apply by January 16 · February to June · 1,050 students · Ontario County",
                description:
                  "A five-month interim appointment while the board conducts a permanent search. Open to retired New York superintendents. Per diem rate $900, up to four days a week.",
                href: `mailto:${APPLY}?subject=Hemlock%20Valley%20CSD%20interim`,
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How to apply",
            items: [
              {
                title: "Request the candidate packet",
                body: `Use the form below, or email ${APPLY} with the district's name. You'll receive the leadership profile, district data and application instructions within one business day.`,
              },
              {
                title: "Prepare your application",
                body: "A letter of interest addressed to the board, a current resume, copies of your New York State certification, and five professional references including a current or former board member.",
              },
              {
                title: "Submit by the deadline",
                body: "Applications close at 5 pm Eastern on the date shown. Our search coordinator confirms receipt within two business days.",
              },
              {
                title: "Screening interview",
                body: "Candidates selected for screening meet a Summit consultant by video for about an hour, within two weeks of the deadline.",
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Certification",
            body: "Candidates must hold, or be eligible for, New York State School District Leader certification by the start date. Out-of-state candidates are welcome; we can explain the certification routes available to experienced administrators from other states.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Candidate questions",
            items: [
              {
                question: "Will my current district find out that I applied?",
                answer:
                  "Not from us. We do not contact references without your permission, and names are only released if you are a finalist and agree to be named.",
              },
              {
                question: "Can I apply for more than one search?",
                answer: "Yes. Tell us in each letter of interest. We treat each application separately and will be open with you if timelines overlap.",
              },
              {
                question: "Can I talk to a consultant before applying?",
                answer: "Please do. Each consultant keeps time for confidential calls with prospective candidates during the recruiting window.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Request a packet, or hear about future searches",
            intro: `Ask for a candidate packet, book a confidential call, or send your resume in confidence and tell us what kind of district you're looking for. We'll contact you when a search fits. You can also email ${APPLY}.`,
            form: "candidate-enquiry",
          },
        },
      ],
    },
    // ------------------------------------------------------------------ testimonials
    {
      path: "testimonials",
      title: "What Boards and Superintendents Say",
      description:
        "Board presidents, district clerks and superintendents on working with Summit: community engagement, candid candidates and appointments that last.",
      blocks: [
        {
          type: "testimonials",
          props: {
            heading: "From boards of education",
            items: [
              {
                quote:
                  "We had 600 responses to the community survey in a district of 1,400 students. When we announced our new superintendent, people recognized the profile they'd helped write. That was worth the fee on its own.",
                name: "Sharon Everly",
                detail: "Board president, Keuka Highlands CSD",
                rating: 5,
              },
              {
                quote:
                  "Our previous search ended with a split vote and a superintendent who left in 18 months. Summit spent a whole evening helping us agree on what we actually wanted before we saw a single resume. The vote this time was 7 to 0.",
                name: "David Okonkwo",
                detail: "Board vice president, suburban Monroe County district",
                rating: 5,
              },
              {
                quote:
                  "Tom Reinholt understood a small rural district. He knew our superintendent would also be our curriculum director and our grant writer, and he found candidates who were excited about that.",
                name: "Linda Harrow",
                detail: "Board president, Finger Lakes district of 700 students",
                rating: 5,
              },
              {
                quote:
                  "As district clerk I handled the logistics of three searches in my career. Summit's was the only one where I never had to chase anyone for anything.",
                name: "Patricia Gallo",
                detail: "District clerk, Ontario County",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From superintendents we placed",
            items: [
              {
                quote:
                  "Summit was candid with me about the district's budget and labor situation from the very first call. Three years later, there have been no surprises, and I've been able to focus on teaching and learning.",
                name: "Dr. Marcus Tillery",
                detail: "Superintendent, Southern Tier district",
              },
              {
                quote:
                  "I was an assistant superintendent who'd never thought of applying. Yolanda called me, talked it through honestly, and coached me on what a board would want to see. I'm in my fourth year.",
                name: "Dr. Ana Beltrán",
                detail: "Superintendent, small city district",
              },
              {
                quote:
                  "The entry-plan coaching in my first year was the best professional support I've had. Monthly calls with someone who'd sat in the chair made all the difference.",
                name: "Jeffrey Kamara",
                detail: "Superintendent, rural Finger Lakes district",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Results",
            items: [
              { value: "89%", label: "Of Summit-placed superintendents still in post after three years" },
              { value: "4.8 / 5", label: "Average board rating in our post-search survey" },
              { value: "2", label: "Searches re-run under our two-year guarantee since 2009" },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Some of the districts we've served",
            items: [
              "Keuka Highlands CSD",
              "Bristol Valley CSD",
              "Oak Orchard CSD",
              "Canaseraga Hills CSD",
              "Lakeview Heights UFSD",
              "Tioga Ridge CSD",
              "Black River Falls CSD",
              "Chautauqua Shores CSD",
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Ask for references",
            body: "We'll put you in touch with board presidents from districts like yours, so you can ask them anything.",
            action: { label: "Contact Summit", href: "contact" },
            secondary: { label: "Our services and fees", href: "services", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ contact
    {
      path: "contact",
      title: "Contact Summit Superintendent Search",
      description:
        "Write, call or email Summit's Pittsford office to discuss a superintendent search, an interim placement, board services, or a confidential candidacy.",
      blocks: [
        { type: "form", props: { heading: "Send us a message", form: "contact" } },
        {
          type: "contactDetails",
          props: {
            heading: "Our office",
            intro:
              "Our office is in Pittsford, just off Route 31, with free parking. Most of our work happens in your district, and we're glad to meet your board president or clerk wherever is convenient.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Who to contact",
            columns: 3,
            items: [
              {
                icon: "landmark",
                title: "Boards of education",
                body: `Proposals, timelines and references: ${EMAIL} or ${PHONE}. Ask for Dr. Eleanor Whitcomb or Dr. Robert Castellano.`,
                href: "services",
                linkLabel: "Request a proposal",
              },
              {
                icon: "briefcase",
                title: "Candidates",
                body: `Candidate packets and confidential enquiries: ${APPLY}, or the form on the openings page. Meredith Sato, our search coordinator, replies within one business day.`,
                href: "current-openings",
                linkLabel: "Current openings",
              },
              {
                icon: "clock",
                title: "Urgent interim needs",
                body: `If your superintendent has left suddenly, call ${PHONE} and ask for Thomas Reinholt. We can usually have an interim leader in place within three weeks.`,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Prefer to talk first?",
            body: "A first conversation with your board president is free and confidential.",
            action: { label: `Call ${PHONE}`, href: TEL },
            secondary: { label: `Email ${EMAIL}`, href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
