import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0141";
const TEL = "tel:+15855550141";
const ADVICE = "(585) 555-0135";
const ADVICE_TEL = "tel:+15855550135";
const EMAIL = "hello@fairfooting.example";

const site: SiteSeed = {
  slug: "fair-footing",
  name: "Fair Footing Workplace Equity",
  kind: "workplace-equity-nonprofit",
  theme: {
    palette: {
      primary: "#8b2f6b",
      onPrimary: "#ffffff",
      accent: "#d97706",
      background: "#fdfbfc",
      surface: "#f7eef3",
      text: "#1e151b",
      muted: "#5a4852",
      border: "#e8d3df",
    },
    fonts: { heading: "fraunces", body: "inter" },
    header: "classic",
    footer: "band",
    sectionStyle: "editorial",
    logo: { mark: "handshake", shape: "rounded" },
    radius: "large",
    pattern: "dots",
  },
  settings: {
    tagline: "Fair pay, safe workplaces and room for caregiving, for every worker in the Rochester region",
    description:
      "Fair Footing Workplace Equity is a Rochester nonprofit that helps workers understand their rights and helps small employers build fair, respectful workplaces, through a free advice line, interactive workshops, caregiver support and local research.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "144 Exchange Boulevard, Suite 420", locality: "Rochester", region: "NY", postalCode: "14614" },
      serviceAreaNote: "Serving workers and employers in Monroe, Ontario, Wayne, Livingston, Seneca and Yates counties.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu"], opens: "09:00", closes: "18:00" },
      { days: ["fri"], opens: "09:00", closes: "15:00" },
    ],
    hoursNote: `The Workplace Advice Line, ${ADVICE}, is answered Monday to Thursday 10 am to 6 pm, in English and Spanish.`,
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "Programs",
        href: "fair-play-for-work",
        children: [
          { label: "Fair Play for Work workshops", href: "fair-play-for-work" },
          { label: "CareForce for working caregivers", href: "careforce" },
          { label: "Become a facilitator", href: "how-to-become-a-facilitator" },
        ],
      },
      { label: "Get support", href: "get-support" },
      { label: "Research", href: "research" },
      { label: "Resources", href: "resources" },
      { label: "Newsletter", href: "newsletter" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Call the advice line", href: ADVICE_TEL },
    footerLinks: [
      { label: "Get support", href: "get-support" },
      { label: "Newsletter", href: "newsletter" },
      { label: "Privacy policy", href: "privacy-policy" },
      { label: "Terms of use", href: "terms-of-use" },
      { label: "Refund policy", href: "refund-policy" },
      { label: "Contact", href: "contact" },
    ],
  },
  forms: [
    {
      key: "contact",
      name: "Contact message",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage:
        "Thank you. Your message has reached our Exchange Boulevard office and the right team will reply within two business days. For a workplace problem, the advice line is quicker: (585) 555-0135, Monday to Thursday, 10 am to 6 pm.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "organization", label: "Organization", type: "text", width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          required: true,
          options: [
            "Fair Play for Work workshops",
            "CareForce or the Employer Pledge",
            "The facilitator program",
            "Research, media or a speaking request",
            "Billing and refunds",
            "Something else",
          ],
        },
        {
          name: "message",
          label: "Your message",
          type: "textarea",
          required: true,
          maxLength: 4000,
          help: "Need help with a problem at work? Please use the advice line or the request form on our Get support page instead.",
        },
      ],
    },
    {
      key: "support-request",
      name: "Confidential support request",
      recipients: [EMAIL],
      submitLabel: "Send my request",
      confirmToSender: false,
      successMessage:
        "Thank you. An advisor will get back to you within one business day, in the way you asked. For your privacy we don't email you a copy of your request, and we never contact your employer without your written permission. If you are in danger, call 911.",
      fields: [
        {
          name: "name",
          label: "Your first name, or what we should call you",
          type: "text",
          width: "half",
          help: "Optional. You don't need to give your full name.",
        },
        { name: "email", label: "Email", type: "email", required: true, width: "half", help: "A personal address is safer than a work one." },
        { name: "phone", label: "Phone", type: "phone", width: "half", help: "If you'd like a call or text back." },
        { name: "reply_by", label: "How should we reply?", type: "radio", required: true, options: ["Email", "Phone call", "Text message"], width: "half" },
        { name: "voicemail", label: "Is it safe to leave a voicemail?", type: "radio", options: ["Yes", "No"], width: "half" },
        { name: "best_time", label: "Best time to reach you", type: "text", width: "half", help: "For example: weekdays after 5 pm." },
        { name: "language", label: "Language", type: "select", options: ["English", "Spanish", "Another language (we'll use an interpreter)"], width: "half" },
        {
          name: "county",
          label: "County where you work",
          type: "select",
          options: ["Monroe", "Ontario", "Wayne", "Livingston", "Seneca", "Yates", "Somewhere else"],
          width: "half",
        },
        {
          name: "topics",
          label: "What is it about?",
          type: "checkbox",
          required: true,
          options: [
            "Pay",
            "Harassment or discrimination",
            "Leave or caregiving",
            "Retaliation",
            "An accommodation",
            "Getting ready to file a complaint",
            "Something else",
          ],
        },
        { name: "deadline", label: "Is there a date coming up?", type: "date", help: "A hearing, a filing deadline or a meeting with HR, if there is one." },
        {
          name: "situation",
          label: "What's happening?",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "A few sentences is enough; we'll go through the details together. You don't need to name your employer.",
        },
      ],
    },
    {
      key: "workshop-request",
      name: "Workshop booking request",
      recipients: [EMAIL],
      submitLabel: "Request a workshop",
      successMessage:
        "Thank you. We'll confirm dates and facilitators within three business days, with a written quote for your size of workplace. Questions in the meantime: workshops@fairfooting.example or (585) 555-0141.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Work email", type: "email", required: true, width: "half" },
        { name: "organization", label: "Employer or organization", type: "text", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "staff",
          label: "Number of staff",
          type: "select",
          required: true,
          width: "half",
          options: ["Fewer than 15", "15 to 50", "51 to 150", "More than 150"],
        },
        { name: "nonprofit", label: "Are you a nonprofit or worker cooperative?", type: "radio", options: ["Yes", "No"], width: "half" },
        {
          name: "add_on",
          label: "Add-on module",
          type: "select",
          options: ["Bias in hiring and promotion", "Pay transparency for managers", "Speaking up and listening", "None, just the core module", "Not sure yet"],
        },
        { name: "where", label: "Where", type: "radio", required: true, options: ["At our workplace", "Your Exchange Boulevard training room", "Live online"] },
        { name: "language", label: "Language", type: "radio", options: ["English", "Spanish", "Both (separate sessions)"] },
        { name: "preferred_date", label: "Preferred date", type: "date", width: "half" },
        { name: "session_time", label: "Time of day", type: "select", width: "half", options: ["Morning", "Afternoon", "Evening", "Weekend"] },
        {
          name: "notes",
          label: "Anything we should know",
          type: "textarea",
          maxLength: 2000,
          help: "Your industry, shifts, a deadline for the annual training, or a recent concern you'd like the scenes to reflect.",
        },
      ],
    },
    {
      key: "facilitator-application",
      name: "Facilitator application",
      recipients: [EMAIL],
      submitLabel: "Send application",
      successMessage:
        "Thank you for applying to become a Fair Play facilitator. We'll confirm we have your application within three business days and invite you to the next information evening, about six weeks before training starts.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "town", label: "Town where you live", type: "text", required: true, width: "half" },
        { name: "over_21", label: "Are you 21 or older?", type: "radio", required: true, options: ["Yes", "No"], width: "half" },
        {
          name: "cohort",
          label: "Which training cohort?",
          type: "radio",
          required: true,
          options: ["Spring (starts in March)", "Fall (starts in September)", "Either"],
          width: "half",
        },
        {
          name: "counties",
          label: "Where can you travel to lead workshops?",
          type: "checkbox",
          required: true,
          options: ["Monroe", "Ontario", "Wayne", "Livingston", "Seneca", "Yates"],
        },
        {
          name: "availability",
          label: "When are you usually free?",
          type: "checkbox",
          required: true,
          options: ["Weekday mornings", "Weekday afternoons", "Weekday evenings", "Weekends"],
        },
        {
          name: "languages",
          label: "Languages you could lead a workshop in",
          type: "checkbox",
          required: true,
          options: ["English", "Spanish", "Another language"],
        },
        {
          name: "workplaces",
          label: "Workplaces you know from the inside",
          type: "checkbox",
          options: ["Food service", "Health care", "Manufacturing", "Retail", "Agriculture", "Offices", "Other"],
        },
        {
          name: "resume",
          label: "Resume or work history",
          type: "file",
          required: true,
          accept: ["pdf", "document"],
          maxSizeMb: 10,
          help: "A PDF or Word document, up to 10 MB. A simple list of the jobs you've had is fine.",
        },
        { name: "why", label: "Why do you want to lead Fair Play workshops?", type: "textarea", required: true, maxLength: 2000 },
        {
          name: "difficult_conversation",
          label: "Tell us about a time you helped people talk through something difficult",
          type: "textarea",
          required: true,
          maxLength: 2000,
          help: "At work, in your family, a team, a congregation or anywhere else.",
        },
        { name: "heard_from", label: "How did you hear about the program?", type: "text" },
      ],
    },
    {
      key: "newsletter",
      name: "The Level newsletter",
      recipients: [EMAIL],
      submitLabel: "Subscribe",
      subscribeList: "newsletter",
      confirmToSender: true,
      successMessage:
        "Almost there: please check your email and click the link we've just sent to confirm your subscription. You won't receive The Level until you do.",
      fields: [
        { name: "name", label: "Your name", type: "text", width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        {
          name: "county",
          label: "Your county",
          type: "select",
          options: ["Monroe", "Ontario", "Wayne", "Livingston", "Seneca", "Yates", "Somewhere else"],
          help: "Optional. It helps us tell you about events near you.",
        },
        { name: "consent", label: "Yes, email me The Level newsletter. I can unsubscribe at any time.", type: "consent", required: true },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Fair Footing Workplace Equity | Rochester, NY",
      description:
        "Free workplace rights advice, interactive workshops for small employers, support for working caregivers and local research on pay and fairness at work.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Workplace equity in the Rochester and Finger Lakes region",
            heading: "Work should be fair for everyone who shows up to do it",
            body: "We answer workers' questions about pay, harassment and caregiving, free and in confidence. We help small employers get the basics right with workshops people actually remember. And we publish local research so the region can see where it stands.",
            actions: [
              { label: "Get free, confidential support", href: "get-support" },
              { label: "Book a workshop", href: "fair-play-for-work", variant: "secondary" },
            ],
            illustration: "scale",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "New research",
            heading: "One in five posted pay ranges in our region is too wide to tell you anything",
            body: md`
              New York has required employers to post pay ranges since September 2023. We read 1,240 job ads from
              Monroe, Ontario and Wayne counties to see how it's going. Most employers comply, but many ranges are so wide
              they tell applicants very little, and ads for hourly jobs are the most likely to leave pay out altogether.
            `,
            illustration: "search",
            action: { label: "Read the pay transparency study", href: "research/pay-transparency-finger-lakes" },
          },
        },
        {
          type: "stats",
          props: {
            heading: "Last year at Fair Footing",
            items: [
              { value: "1,870", label: "Calls and messages answered on the Workplace Advice Line" },
              { value: "214", label: "Fair Play for Work workshops delivered" },
              { value: "4,300", label: "Workers who took part in a workshop" },
              { value: "96", label: "Employers who signed the CareForce pledge" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "What we do",
            intro: "Three programs, one goal: workplaces where pay is fair, people are safe, and caring for family doesn't cost you your job.",
            columns: 3,
            items: [
              {
                icon: "phone",
                title: "Workplace Advice Line",
                body: "Free, confidential help for workers with questions about wages, harassment, discrimination, leave and retaliation. We explain your options and connect you with the right agency or lawyer.",
                href: "get-support",
                linkLabel: "Get support",
              },
              {
                icon: "users",
                title: "Fair Play for Work",
                body: "Interactive workshops for teams of 5 to 150 that meet New York's annual harassment prevention training requirement and go further, on bias, pay transparency and speaking up.",
                href: "fair-play-for-work",
                linkLabel: "About the workshops",
              },
              {
                icon: "heart-handshake",
                title: "CareForce",
                body: "Help for people holding down a job while caring for a child, a parent or a partner, and practical tools for employers who want to keep them.",
                href: "careforce",
                linkLabel: "About CareForce",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Why people call us",
            items: [
              {
                quote:
                  "My manager kept cutting my hours after I asked about a raise. The advice line explained what retaliation is, helped me write down dates, and put me in touch with a lawyer who took my case. I didn't know any of that was possible.",
                name: "Advice line caller",
                detail: "Warehouse worker, Henrietta",
              },
              {
                quote:
                  "Every year we did a slideshow and a quiz and nobody remembered it. Fair Play's facilitators had my kitchen staff on their feet acting out scenes. Two months later a line cook used the exact words from the workshop to stop a customer.",
                name: "Tamsin Okafor",
                detail: "Owner, Lakeview Table, Canandaigua",
              },
              {
                quote: "CareForce helped me ask for a compressed schedule so I could drive my dad to dialysis. I'd been about to quit.",
                name: "Luis Moreno",
                detail: "Lab technician and CareForce circle member",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Have a question about your job?",
            body: "The Workplace Advice Line is free and confidential. We don't need your employer's name to help, and we never contact them without your permission.",
            action: { label: `Call ${ADVICE}`, href: ADVICE_TEL },
            secondary: { label: "Ways to get support", href: "get-support", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ about
    {
      path: "about",
      title: "About Fair Footing",
      description:
        "Our mission, history and people: a Rochester nonprofit founded in 2012 by workers, HR professionals and advocates to make local workplaces fairer.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our mission",
            heading: "Making fairness at work ordinary, not exceptional",
            body: md`
              Fair Footing Workplace Equity was founded in 2012 by a retired union organizer, an HR director at a Rochester
              manufacturer and an employment lawyer who kept meeting the same problem from different sides: workers didn't
              know their rights, and small employers didn't know their obligations, until something had already gone wrong.

              Our answer is to work with both. We give workers straight answers and a path to help. We give employers
              practical training and tools. And we measure what is happening in the region so that progress, or the lack
              of it, is visible.

              We are a 501(c)(3) nonprofit. We do not represent workers in legal claims, and we do not take sides in
              union campaigns; we make sure people know the rules and can use them.
            `,
            illustration: "scale",
          },
        },
        {
          type: "features",
          props: {
            heading: "Our staff",
            columns: 3,
            items: [
              {
                icon: "users",
                title: "Marisol Vega-Hart, Executive Director",
                body: "Spent 14 years running HR for food processors in Wayne County before joining Fair Footing in 2017. Leads our partnerships with employers and funders.",
              },
              {
                icon: "phone",
                title: "Jolene Parrish, Advice Line Manager",
                body: "A former paralegal who has answered more than 9,000 calls. Trains and supervises our bilingual advice line team of four.",
              },
              {
                icon: "lightbulb",
                title: "Theo Lindqvist, Director of Programs",
                body: "Designed the Fair Play for Work curriculum with local theater artists. Coordinates our 31 community facilitators.",
              },
              {
                icon: "heart-handshake",
                title: "Keisha Barnwell, CareForce Coordinator",
                body: "Runs the Working Caregivers Circles and employer pledge. Cared for her grandmother through eight years of dementia while working full time.",
              },
              {
                icon: "trending-up",
                title: "Dr. Anand Raman, Research Director",
                body: "Labor economist and former lecturer at a Rochester college. Leads our studies on pay, caregiving and training outcomes.",
              },
              {
                icon: "clipboard-list",
                title: "Beatriz Solano, Operations Manager",
                body: "Keeps the office, the finances and the workshop calendar running. Answers most billing and refund questions.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Since 2012",
            items: [
              { value: "14,600", label: "Workers helped through the advice line" },
              { value: "1,380", label: "Workshops delivered across six counties" },
              { value: "31", label: "Trained community facilitators on our roster" },
              { value: "9", label: "Published research reports" },
            ],
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Board of directors

              - **Gregory Alston**, chair: retired business agent, Upstate Building Trades
              - **Priya Natarajan**, treasurer: CPA, Natarajan & Clough, Pittsford
              - **Rev. Denise Hollins**, secretary: pastor, Zion Hill Fellowship, Rochester
              - **Carl Weidemann**: owner, Weidemann Tool & Die, Webster
              - **Ana Lucía Ferrer**: community health worker and former advice line caller
              - **Hon. Martin Doyle**: retired New York State Supreme Court justice

              Board meetings are held on the third Tuesday of odd-numbered months. Our audited financial statements and
              IRS Form 990 are available on request from the office.
            `,
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Supported by",
            logos: [
              { name: "Genesee Valley Community Fund", image: seedImage("logos/genesee-valley-community-fund") },
              { name: "Lakeshore Health Foundation", image: seedImage("logos/lakeshore-health-foundation") },
              { name: "Rochester Women's Giving Circle", image: seedImage("logos/rochester-women-s-giving-circle") },
              { name: "Canal Corridor Foundation", image: seedImage("logos/canal-corridor-foundation") },
              { name: "Finger Lakes Employers' Council", image: seedImage("logos/finger-lakes-employers-council") },
              { name: "United Workers Credit Union", image: seedImage("logos/united-workers-credit-union") },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Work with us",
            body: "Our facilitators come from every kind of workplace. If you like people and care about fairness, we'll train you.",
            action: { label: "Become a facilitator", href: "how-to-become-a-facilitator" },
            secondary: { label: "Contact the office", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ fair play for work
    {
      path: "fair-play-for-work",
      title: "Fair Play for Work Workshops",
      description:
        "Interactive harassment prevention and workplace fairness workshops for teams of 5 to 150, meeting New York's annual training requirement. Sliding-scale fees.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Fair Play for Work",
            heading: "Training your team will still be talking about next month",
            body: "New York requires every employer to provide interactive sexual harassment prevention training every year. Fair Play for Work meets that requirement with live, scene-based workshops led by two trained facilitators, and adds the topics small workplaces ask us about most.",
            actions: [
              { label: `Call ${PHONE}`, href: TEL },
              { label: "Email workshops@fairfooting.example", href: "mailto:workshops@fairfooting.example", variant: "secondary" },
            ],
            illustration: "users",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How a workshop runs",
            intro: "Each session lasts 2 hours for up to 24 people. Larger employers book several sessions.",
            items: [
              {
                title: "The scene",
                body: "Our facilitators act out a short, realistic scene from a workplace like yours: a kitchen, a clinic, a warehouse floor or an office.",
              },
              {
                title: "The replay",
                body: "We run it again. This time anyone can call 'pause', step in and try a different response. People laugh, argue, and remember.",
              },
              {
                title: "The rules",
                body: "We connect what happened to the law: what counts as harassment in New York, how to report it, and what retaliation looks like.",
              },
              {
                title: "Your policy",
                body: "We walk through your own written policy and complaint form, so staff know exactly who to go to and what happens next.",
              },
              { title: "Records", body: "You get an attendance record and certificate for each participant, which is what the state expects you to keep." },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Workshop modules",
            intro: "Every booking includes the core harassment prevention module. Add one more module per session at no extra cost.",
            columns: 2,
            items: [
              {
                icon: "shield-check",
                title: "Harassment prevention (core)",
                body: "Covers every element of New York's model training: examples of unlawful conduct, federal and state law, remedies, complaint processes and bystander intervention, plus supervisors' added duties.",
              },
              {
                icon: "eye",
                title: "Bias in hiring and promotion",
                body: "How small decisions add up: job ads, interviews, who gets stretch assignments. Includes New York's salary history ban.",
              },
              {
                icon: "wallet",
                title: "Pay transparency for managers",
                body: "What New York's pay range posting law requires, how to set honest ranges, and how to answer 'why does she earn more than me?'",
              },
              {
                icon: "megaphone",
                title: "Speaking up and listening",
                body: "For teams that want to handle conflict early: giving and receiving hard feedback, and what a good first response to a complaint sounds like.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Sliding-scale fees",
            intro:
              "Fees are per 2-hour session for up to 24 people, including both facilitators, materials and certificates. Workshops are held at your workplace or our Exchange Boulevard training room.",
            plans: [
              {
                name: "Small workplace",
                price: "$450",
                period: "per session",
                description: "Employers with fewer than 15 staff.",
                features: ["Core module plus one add-on", "Policy walk-through", "Certificates of completion"],
              },
              {
                name: "Growing workplace",
                price: "$750",
                period: "per session",
                description: "Employers with 15 to 50 staff.",
                features: ["Everything in Small", "Separate supervisor segment", "Follow-up call after 60 days"],
                highlighted: true,
              },
              {
                name: "Larger workplace",
                price: "$1,200",
                period: "per session",
                description: "Employers with 51 to 150 staff.",
                features: ["Everything in Growing", "Scenes written for your industry", "Policy review by our staff"],
              },
            ],
            note: "Nonprofits and worker cooperatives receive 25% off. Spanish-language and evening or weekend sessions are available at the same price. Cancellations are handled under our refund policy.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Workshop questions",
            items: [
              {
                question: "Does this satisfy New York's annual training requirement?",
                answer:
                  "Yes. Our core module meets or exceeds the state's minimum standards for interactive training, and we provide the records you need. You remain responsible for adopting a written policy and distributing it; we can review yours.",
              },
              {
                question: "Can we do it online?",
                answer:
                  "We offer live video sessions for teams working remotely, with the same replay format in breakout rooms. We do not offer pre-recorded training.",
              },
              {
                question: "Will you report what staff say to management?",
                answer:
                  "No. What is said in the room stays there, apart from anything that suggests someone is in danger. If a participant raises a specific concern, we explain how to use your complaint process and our advice line.",
              },
              {
                question: "What about refunds and rescheduling?",
                answer: "You can reschedule free of charge up to 10 business days before the session. See the refund policy for cancellations.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Book a session",
            intro:
              "Tell us your team size, preferred dates and which add-on module you'd like. We'll confirm facilitators within three business days. Cancellations and rescheduling follow our refund policy.",
            form: "workshop-request",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Rather talk it through?",
            body: "Call the office or email workshops@fairfooting.example and we'll help you choose a module and a format.",
            action: { label: `Call ${PHONE}`, href: TEL },
            secondary: { label: "Read the refund policy", href: "refund-policy", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ careforce
    {
      path: "careforce",
      title: "CareForce: Support for Working Caregivers",
      description:
        "Free help for people who work while caring for a child, parent or partner: leave navigation, peer circles and schedule requests, plus an employer pledge.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "CareForce",
            heading: "Keep your job and keep caring for the people who need you",
            body: "About one in five workers in our region is caring for someone outside of work. CareForce helps them use the leave and flexibility they're entitled to, and helps employers hold on to experienced people instead of losing them to an impossible schedule.",
            actions: [
              { label: "Talk to a caregiver navigator", href: ADVICE_TEL },
              { label: "For employers", href: "mailto:careforce@fairfooting.example", variant: "secondary" },
            ],
            illustration: "heart-handshake",
          },
        },
        {
          type: "features",
          props: {
            heading: "For working caregivers (free)",
            columns: 3,
            items: [
              {
                icon: "file-text",
                title: "Leave navigation",
                body: "We explain New York Paid Family Leave, federal FMLA and paid sick leave in plain language, help you work out which apply, and check your forms before you file.",
              },
              {
                icon: "calendar-days",
                title: "Schedule requests",
                body: "We help you write a clear, specific request for a schedule change, remote days or reduced hours, and prepare for the conversation with your manager.",
              },
              {
                icon: "users",
                title: "Working Caregivers Circles",
                body: "Six weekly evening meetings with 8 to 12 other caregivers, led by a trained peer. Held at the Rochester Central Library and online. Free, with dinner provided in person.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "For employers",
            heading: "The CareForce Employer Pledge",
            body: md`
              Replacing an experienced employee costs far more than a flexible schedule. Employers who sign the pledge
              commit to three practical steps, and we help with each:

              - **Write it down:** a clear caregiver leave and flexibility policy (we provide a template aligned with New York law)
              - **Train managers:** our 90-minute _Leading Caregivers_ session on handling requests fairly and consistently
              - **Check in:** an anonymous staff survey each year, with results shared with your team

              The pledge costs $300 a year for employers with under 50 staff and $600 for larger employers, with the fee
              waived for nonprofits under $1 million in revenue. 96 employers have signed so far.
            `,
            illustration: "handshake",
            reverse: true,
            action: { label: "Email the CareForce team", href: "mailto:careforce@fairfooting.example" },
          },
        },
        {
          type: "stats",
          props: {
            heading: "What caregivers told us",
            items: [
              { value: "61%", label: "Had used vacation days for caregiving in the past year" },
              { value: "38%", label: "Did not know they qualified for New York Paid Family Leave" },
              { value: "1 in 4", label: "Had reduced hours or turned down a promotion to care" },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Caregiver questions",
            items: [
              {
                question: "Who counts as a family member for Paid Family Leave?",
                answer:
                  "In New York: a spouse or domestic partner, child, stepchild, parent, parent-in-law, grandparent, grandchild and sibling. Leave can be used to care for a family member with a serious health condition, to bond with a new child, or for certain military family needs.",
              },
              {
                question: "Do I have to tell my employer why I need flexibility?",
                answer:
                  "For a general schedule request, you can decide how much to share. For Paid Family Leave or FMLA, you will need to give notice and provide certification from a health care provider. We can help you decide what to say.",
              },
              {
                question: "When do the next Working Caregivers Circles start?",
                answer:
                  "New circles start every eight weeks, on Tuesday evenings in person and Thursday evenings online. Call the advice line or email careforce@fairfooting.example to be added to the next one.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Read the research behind CareForce",
            body: "Our survey of 612 working caregivers shaped every part of the program.",
            action: { label: "Read 'Holding It All'", href: "research/working-caregivers-survey" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ get support
    {
      path: "get-support",
      title: "Get Free, Confidential Workplace Support",
      description:
        "Questions about pay, harassment, discrimination, leave or retaliation? Call our free Workplace Advice Line in English or Spanish for confidential help.",
      blocks: [
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "If you are in danger",
            body: "If someone at work has threatened or hurt you, call 911. If you are thinking about harming yourself, call or text 988 at any time. For confidential support after sexual assault or domestic violence, the New York State Domestic and Sexual Violence Hotline answers 24 hours a day, by phone, text or chat; our advisors can connect you.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Workplace Advice Line",
            heading: `Call ${ADVICE}, Monday to Thursday, 10 am to 6 pm`,
            body: md`
              Our advice line is **free and confidential**, and open to anyone who works in Monroe, Ontario, Wayne,
              Livingston, Seneca or Yates county, whatever your immigration status. Calls are answered in English and
              Spanish, and we use an interpreter line for other languages.

              Can't talk right now? Send a request with the form on this page, email
              [advice@fairfooting.example](mailto:advice@fairfooting.example) or leave a voicemail outside hours; we
              return messages within one business day.
            `,
            illustration: "phone",
            action: { label: `Call ${ADVICE}`, href: ADVICE_TEL },
          },
        },
        {
          type: "features",
          props: {
            heading: "What we can help with",
            columns: 3,
            items: [
              {
                icon: "wallet",
                title: "Pay",
                body: "Unpaid wages or overtime, illegal deductions, tips, pay below minimum wage, unequal pay for the same work, and pay range postings.",
              },
              {
                icon: "shield",
                title: "Harassment and discrimination",
                body: "Sexual harassment, racial or religious harassment, and unfair treatment because of age, disability, pregnancy, gender identity and other protected characteristics.",
              },
              {
                icon: "heart-handshake",
                title: "Leave and caregiving",
                body: "Paid Family Leave, paid sick leave, FMLA, pregnancy accommodations and requests for flexibility.",
              },
              {
                icon: "megaphone",
                title: "Retaliation",
                body: "Being punished, demoted or having hours cut for complaining, asking about pay, or taking protected leave.",
              },
              {
                icon: "accessibility",
                title: "Accommodations",
                body: "Asking for changes at work because of a disability, pregnancy or religious practice, and what to do if the answer is no.",
              },
              {
                icon: "file-text",
                title: "Getting ready to file",
                body: "Which agency handles what, what evidence helps, and the deadlines that apply to your situation.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "What happens when you call",
            items: [
              { title: "We listen", body: "Tell us what's happening. You don't need to give your name or your employer's name to get general advice." },
              { title: "We explain your options", body: "We tell you what the law says, what you could do, and the risks and deadlines of each option." },
              { title: "We help you plan", body: "That might mean a timeline of events, a letter to HR, or a checklist for a complaint to a state agency." },
              {
                title: "We connect you",
                body: "If you need a lawyer, we refer you to a legal aid partner or a private employment lawyer who offers a free first consultation.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Before you call",
            items: [
              {
                question: "Are you lawyers?",
                answer:
                  "No. Our advisors are trained specialists supervised by a volunteer employment attorney, but we do not give legal advice on your specific case or represent you. We make sure you understand your rights and get to someone who can.",
              },
              {
                question: "Will my employer find out?",
                answer:
                  "Not from us. We never contact an employer without your written permission, and we keep call notes in a secure system that only advice line staff can see.",
              },
              {
                question: "Are there deadlines?",
                answer:
                  "Yes, and they matter. Complaints to the New York State Division of Human Rights must generally be filed within three years of the last discriminatory act, and charges with the federal EEOC within 300 days. Unpaid wage claims can usually go back six years. Call us early.",
              },
              {
                question: "I'm not sure it's serious enough to call.",
                answer: "Call anyway. About a third of our calls are simply 'is this normal?', and it's much easier to help before a situation gets worse.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Ask for help in writing",
            intro:
              "Tell us as much or as little as you like, and how it's safe to reply. An advisor will get back to you within one business day. We never contact your employer without your written permission.",
            form: "support-request",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Other ways to reach us",
            intro:
              "Prefer to talk in person? Walk-in hours at our Exchange Boulevard office are Wednesdays 12 to 4 pm. The building is step-free, two blocks from the RTS Transit Center.",
          },
        },
      ],
    },
    // ------------------------------------------------------------------ facilitator
    {
      path: "how-to-become-a-facilitator",
      title: "How to Become a Fair Play Facilitator",
      description:
        "Train as a paid community facilitator for Fair Play for Work: 30 hours of training, $45 an hour for every workshop you lead, and cohorts each spring and fall.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Facilitator program",
            heading: "Lead the workshops that change how people treat each other at work",
            body: "Our workshops are led by people from the region's workplaces: line cooks, nurses' aides, union stewards, office managers, retirees. We train you, pair you with an experienced facilitator, and pay you for every session you lead.",
            actions: [
              { label: "Ask a question", href: "mailto:facilitators@fairfooting.example" },
              { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
            ],
            illustration: "megaphone",
          },
        },
        {
          type: "features",
          props: {
            heading: "The program at a glance",
            columns: 4,
            items: [
              {
                icon: "graduation-cap",
                title: "30 hours of training",
                body: "Five Saturdays, 9 am to 3:30 pm, at our Exchange Boulevard office. Lunch and parking are covered.",
              },
              {
                icon: "users",
                title: "Paired with a mentor",
                body: "Your first four workshops are co-led with an experienced facilitator, who gives you feedback after each one.",
              },
              {
                icon: "wallet",
                title: "Paid work",
                body: "$45 an hour for workshops, including 30 minutes of preparation, plus mileage. Training is paid at $20 an hour.",
              },
              {
                icon: "calendar",
                title: "Flexible commitment",
                body: "We ask for at least two workshops a month for a year. Most facilitators lead three or four.",
              },
            ],
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## What you'll learn

              - New York and federal law on harassment, discrimination and retaliation, taught by an employment attorney
              - The scene-and-replay method: how to run a scene, invite people to step in, and keep the room safe
              - Handling disclosures, pushback and silence in a group
              - Our core module and the four add-on modules, including pay transparency
              - Co-facilitation: planning with a partner and reading the room together

              ## Who we're looking for

              You don't need a degree or teaching experience. We look for people who are good listeners, comfortable in
              front of a group, and curious about how workplaces really work. Experience in food service, health care,
              manufacturing, retail or agriculture is especially welcome, because that's where most of our workshops
              happen. Spanish speakers are in high demand.

              Facilitators must be 21 or older, able to travel within Monroe and at least one neighboring county, and
              available on some weekday mornings or evenings.
            `,
          },
        },
        {
          type: "steps",
          props: {
            heading: "How to apply",
            intro: "We train two cohorts of 10 to 12 a year. Spring training begins in March; fall training begins in September.",
            items: [
              {
                title: "Apply",
                body: "Use the application form on this page: your work history and two short written answers. Prefer paper? Call the office and we'll post you a copy.",
              },
              {
                title: "Come to an information evening",
                body: "Held about six weeks before each cohort. You'll see a demonstration workshop and meet current facilitators.",
              },
              {
                title: "Audition with a scene",
                body: "A relaxed 30-minute session where you lead a short scene with our team. We're looking for warmth and listening, not acting talent.",
              },
              { title: "Complete training", body: "Attend all five Saturdays. If you miss one, you can make it up with the next cohort." },
              { title: "Co-lead and go solo", body: "After four mentored workshops, you join the roster and start receiving booking offers." },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "I spent 20 years in a plant where nobody said anything when things were wrong. Now I stand in front of a room and watch people practise saying it. It's the best work I've done.",
                name: "Ray Kowalczyk",
                detail: "Facilitator since 2019, retired machinist",
              },
              {
                quote: "The training was tough and fun. By the fifth Saturday I could run a replay in Spanish and English, and I've led 60 workshops since.",
                name: "Gabriela Ortiz",
                detail: "Facilitator since 2021, restaurant manager",
              },
            ],
          },
        },
      ],
    },
    // ------------------------------------------------------------------ research index
    {
      path: "research",
      title: "Research on Work in the Rochester Region",
      description:
        "Fair Footing's studies of pay transparency, working caregivers and harassment training in the Rochester and Finger Lakes region, free to read and share.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Good policy starts with knowing what's actually happening. Our research team studies the workplaces of
              the Rochester and Finger Lakes region, using job ads, surveys, interviews and our own program data, and
              publishes everything free of charge. Reports may be quoted and shared with attribution.
            `,
          },
        },
        {
          type: "linkList",
          props: {
            heading: "Latest studies",
            items: [
              {
                title: "Posted Pay: How Finger Lakes Employers Are Handling New York's Pay Transparency Law",
                href: "research/pay-transparency-finger-lakes",
                description: "An analysis of 1,240 local job ads: who posts ranges, how wide they are, and which jobs still leave pay out.",
              },
              {
                title: "Holding It All: A Survey of 612 Working Caregivers in the Rochester Region",
                href: "research/working-caregivers-survey",
                description: "What caregiving costs local workers in hours, pay and promotions, and the workplace changes that help most.",
              },
              {
                title: "Does Training Change Anything? Eighteen Months After Fair Play for Work",
                href: "research/harassment-training-outcomes",
                description: "Follow-up surveys with 41 small employers on reporting, bystander action and staff trust after interactive training.",
              },
            ],
          },
        },
        {
          type: "documents",
          props: {
            heading: "Earlier reports",
            intro: "Print copies of earlier reports are available from the office on request.",
            items: [
              {
                title: "Tipped and Tired: Wages in Finger Lakes Restaurants",
                meta: "2022 · 28 pages",
                description: "Interviews with 87 servers and bartenders in Ontario and Yates counties on tip credits and scheduling.",
              },
              {
                title: "Before the Complaint: What Workers Try First",
                meta: "2020 · 19 pages",
                description: "Five years of advice line data on what callers had already tried before contacting us.",
              },
              {
                title: "Salary History Ban: Two Years On",
                meta: "2022 · 12 pages",
                description: "A short review of how local employers changed their application forms after New York's ban took effect.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Media and research enquiries",
            body: "Our research director is available to journalists, policymakers and students. We can also share anonymized data for academic work.",
            action: { label: "Email research@fairfooting.example", href: "mailto:research@fairfooting.example" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ research articles
    {
      path: "research/pay-transparency-finger-lakes",
      title: "Posted Pay: Pay Transparency in Finger Lakes Job Ads",
      description:
        "Our review of 1,240 job ads in Monroe, Ontario and Wayne counties found most employers post pay ranges, but many ranges are too wide to be useful.",
      blocks: [
        {
          type: "stats",
          props: {
            items: [
              { value: "1,240", label: "Job ads reviewed" },
              { value: "81%", label: "Included a pay range or rate" },
              { value: "19%", label: "Of ranges had a top more than 50% above the bottom" },
              { value: "27%", label: "Of hourly-job ads omitted pay entirely" },
            ],
          },
        },
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              Since September 2023, New York has required employers with four or more employees to include a good-faith
              pay range in every advertised job, promotion or transfer opportunity that will be performed at least partly
              in the state. The idea is simple: when applicants know the pay up front, they waste less time, negotiate on
              fairer terms, and unexplained gaps between workers become harder to sustain.

              ## What we did

              Over eight weeks, our research team collected every new job ad we could find for positions in
              Monroe, Ontario and Wayne counties on three large job boards, two local newspaper sites and the career pages
              of the region's 40 largest employers. After removing duplicates and ads for remote jobs based elsewhere, we
              had 1,240 ads from 512 employers. For each one we recorded whether pay appeared, the bottom and top of any
              range, the type of job and the size of the employer.

              ## What we found

              **Most employers comply.** 81% of ads included a pay range or a single rate, up from an estimated 34% in a
              smaller sample we collected before the law took effect.

              **Many ranges are too wide to help.** One in five ranges had a top more than 50% higher than the bottom. The
              widest, for a regional sales manager, ran from $45,000 to $160,000. Wide ranges were most common in sales,
              management and IT jobs, and at employers with more than 500 staff.

              **Hourly jobs are left out most.** 27% of ads for hourly work, in retail, food service and warehousing,
              gave no pay at all, compared with 12% of ads for salaried jobs. These are the workers for whom a dollar an
              hour matters most.

              **Small employers do better than expected.** Employers with fewer than 50 staff were slightly more likely
              than large ones to post a single, specific rate.

              ## What we recommend

              - Employers should set ranges they genuinely expect to pay within, and explain what moves someone up the range.
              - Job boards should make the pay field mandatory for New York postings.
              - The state Department of Labor should publish guidance on what counts as a good-faith range, with examples.
              - Workers who see an ad with no pay can report it to the Department of Labor; our advice line can explain how.

              The full report, with tables by industry and county, is available free from our office.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Setting pay ranges for your own job ads?",
            body: "Our Pay Transparency for Managers module walks through the law and how to set honest ranges.",
            action: { label: "About Fair Play for Work", href: "fair-play-for-work" },
            secondary: { label: "All research", href: "research", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "research/working-caregivers-survey",
      title: "Holding It All: Working Caregivers in the Rochester Region",
      description:
        "Findings from our survey of 612 working caregivers: lost hours, missed promotions, low awareness of Paid Family Leave, and the changes that help most.",
      blocks: [
        {
          type: "stats",
          props: {
            items: [
              { value: "612", label: "Working caregivers surveyed" },
              { value: "11.4", label: "Hours of care a week, on average" },
              { value: "38%", label: "Unaware they qualified for Paid Family Leave" },
              { value: "1 in 4", label: "Had cut hours or declined a promotion" },
            ],
          },
        },
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              Caregiving is usually discussed as a family matter. Our survey suggests it is also one of the largest, least
              visible workplace issues in the region. We asked 612 people who work at least 20 hours a week and also care
              for a child with extra needs, an aging parent, or a partner or relative with a disability or illness how they
              manage, and what it costs them.

              ## Who answered

              Respondents were recruited through libraries, faith communities, employers and social media across Monroe,
              Ontario, Wayne and Livingston counties, between October and January. 71% were women; 44% worked hourly jobs;
              the median age was 47. Most cared for a parent or parent-in-law, and 23% were caring for more than one person.

              ## What caregiving costs at work

              On average, respondents spent 11.4 hours a week on care on top of their jobs. 61% had used vacation days for
              caregiving in the past year, and 29% had used all of them. One in four had reduced their hours, turned down a
              promotion or changed jobs because of care. Hourly workers were twice as likely as salaried workers to have
              lost pay because of a caregiving emergency.

              ## A benefit many don't know they have

              New York's Paid Family Leave covers most private-sector workers and can be used to care for a family member
              with a serious health condition. Yet 38% of respondents who would likely qualify did not know it applied to
              them, and only 14% had ever used it. The most common reasons were believing it was only for new parents,
              and worry about how a manager would react.

              ## What helps

              We asked which workplace practices made the biggest difference. The top answers were:

              1. A manager who responded to requests without judgment (named by 58%)
              2. Predictable schedules, posted at least two weeks ahead (47%)
              3. The ability to swap shifts or work remotely at short notice (41%)
              4. A written policy that explained leave options in plain language (26%)

              Notably, none of these require large spending. The most valued practices depend mainly on managers knowing
              what's allowed and feeling able to say yes.

              ## What we're doing

              These findings shaped CareForce: our caregiver navigation service, the Working Caregivers Circles, and the
              Employer Pledge's focus on manager training and written policies.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Caring for someone while you work?",
            body: "CareForce can help you understand your leave options and ask for the flexibility you need.",
            action: { label: "About CareForce", href: "careforce" },
            secondary: { label: "All research", href: "research", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "research/harassment-training-outcomes",
      title: "Does Training Change Anything? Fair Play for Work at 18 Months",
      description:
        "We followed 41 small employers for 18 months after interactive harassment training to measure reporting, bystander action and trust in managers.",
      blocks: [
        {
          type: "stats",
          props: {
            items: [
              { value: "41", label: "Employers followed for 18 months" },
              { value: "1,020", label: "Staff surveys returned" },
              { value: "+22 pts", label: "Staff who would know how to report a problem" },
              { value: "2x", label: "Bystander interventions reported" },
            ],
          },
        },
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              Annual harassment training is a legal requirement in New York, and for many small businesses it's a box to
              tick. We wanted to know whether our interactive approach, built around live scenes and replays, actually
              changes what happens in a workplace afterward. So we asked.

              ## How we measured it

              Forty-one employers with 8 to 140 staff agreed to take part: restaurants, medical offices, manufacturers,
              retailers, two farms and a credit union. Staff completed a short anonymous survey before their workshop and
              again at 6, 12 and 18 months. We also asked owners and HR contacts about complaints received and how they were
              handled. Altogether we received 1,020 staff surveys.

              ## What changed

              **People knew how to report.** Before training, 54% of staff said they would know exactly how to report
              harassment at their job. At 18 months, 76% did. The gain held best where employers had also updated and
              posted their written policy.

              **More people stepped in.** The share of staff who said they had interrupted or checked in after
              inappropriate behavior in the previous six months roughly doubled, from 13% to 27%. Staff often described
              using phrases they had practised in the replay.

              **Complaints rose at first.** 17 employers saw more internal complaints in the six months after training.
              We read this as a good sign: in follow-up interviews most concerned behavior that had been going on for some
              time. By 18 months, complaint numbers had fallen back close to their starting level.

              **Trust is harder to move.** Confidence that management would act fairly on a complaint rose only modestly,
              from 49% to 57%, and fell at three employers where staff felt an early complaint was mishandled.

              ## What this means

              Interactive training made a measurable, lasting difference to knowledge and bystander behavior. But training
              alone can't build trust. The workplaces that improved most were those where a manager handled the first
              complaint after training quickly and visibly well. We have since added a supervisor segment on responding to
              complaints to every Fair Play for Work session for employers with 15 or more staff.

              ## Limits

              Participating employers volunteered, and may be more committed than average. Surveys were self-reported,
              and response rates fell from 88% to 61% by the final round.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Bring Fair Play for Work to your team",
            action: { label: "Workshops and fees", href: "fair-play-for-work" },
            secondary: { label: "All research", href: "research", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ resources
    {
      path: "resources",
      title: "Workplace Rights Resources",
      description:
        "Free guides, letter templates and policy samples for workers and employers, plus links to New York and federal agencies that enforce workplace laws.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              These guides are written by our advice line and program staff and reviewed by a volunteer employment
              attorney. They explain the law in general terms and are not a substitute for legal advice about your
              situation. Copies are free from the office, in English and Spanish; ask for them by email or at walk-in hours.
            `,
          },
        },
        {
          type: "documents",
          props: {
            heading: "For workers",
            items: [
              {
                title: "Know your rights: pay and pay ranges",
                meta: "Guide · 4 pages · English and Spanish",
                description: "Minimum wage, overtime, final paychecks, illegal deductions and New York's pay range posting law.",
              },
              {
                title: "Keeping a record of what happened",
                meta: "Worksheet · 2 pages",
                description: "A simple log for dates, witnesses and messages, the single most useful thing to bring to a lawyer or agency.",
              },
              {
                title: "Asking for a schedule change: letter template",
                meta: "Template · 1 page",
                description: "A clear, specific request for caregivers, with notes on what to include and what to leave out.",
              },
              {
                title: "Pregnant at work in New York",
                meta: "Guide · 3 pages · English and Spanish",
                description: "Accommodations, leave, lactation breaks and what to do if you're treated differently.",
              },
            ],
          },
        },
        {
          type: "documents",
          props: {
            heading: "For employers",
            items: [
              {
                title: "Harassment prevention policy checklist",
                meta: "Checklist · 2 pages",
                description: "Every element New York requires in a written policy and complaint form, with space for your own notes.",
              },
              {
                title: "Caregiver leave and flexibility policy",
                meta: "Template · 3 pages",
                description: "A plain-language policy covering Paid Family Leave, paid sick leave and flexible scheduling requests.",
              },
              {
                title: "Setting good-faith pay ranges",
                meta: "Guide · 5 pages",
                description: "A step-by-step method for small employers, with worked examples from food service and manufacturing.",
              },
            ],
          },
        },
        {
          type: "documents",
          props: {
            heading: "Government agencies",
            intro: "Where to file a complaint or read the official rules. Our advice line can help you work out which one fits and what to prepare.",
            items: [
              {
                title: "New York State Division of Human Rights",
                meta: "dhr.ny.gov · complaints within three years",
                description: "Discrimination and harassment complaints, and the state's model harassment prevention policy and training materials.",
              },
              {
                title: "New York State Department of Labor",
                meta: "dol.ny.gov · Rochester district office",
                description: "Unpaid wages, minimum wage and overtime, paid sick leave and pay transparency complaints.",
              },
              {
                title: "New York Paid Family Leave",
                meta: "paidfamilyleave.ny.gov",
                description: "Eligibility, benefit amounts and the forms to request leave through your employer's insurance carrier.",
              },
              {
                title: "U.S. Equal Employment Opportunity Commission",
                meta: "eeoc.gov · charges within 300 days",
                description: "Federal discrimination charges. The Buffalo local office covers the Rochester and Finger Lakes region.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Not sure which resource fits?",
            body: "Call the advice line and we'll talk it through.",
            action: { label: `Call ${ADVICE}`, href: ADVICE_TEL },
            secondary: { label: "Get support", href: "get-support", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ newsletter
    {
      path: "newsletter",
      title: "The Level: Fair Footing's Monthly Newsletter",
      description:
        "The Level is our free monthly email on workplace rights, new research and program news in the Rochester region. How it works and how to subscribe.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "The Level",
            heading: "One email a month on fairness at work in our region",
            body: md`
              _The Level_ arrives on the second Tuesday of every month. It's short, usually a five-minute read, and
              written for workers, managers, and anyone who cares about how work works here. About 3,800 people read it.

              Each issue includes:

              - **One change in the law**, explained in plain language: what it means for workers and for small employers
              - **From the advice line:** an anonymized question we've heard often that month, and the answer
              - **Research notes:** early findings and the numbers behind our studies
              - **What's on:** Working Caregivers Circles, facilitator information evenings and public workshops
            `,
            illustration: "newspaper",
          },
        },
        {
          type: "form",
          props: {
            heading: "Subscribe to The Level",
            intro: "Free, once a month, and easy to leave. Your name and county are optional.",
            form: "newsletter",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How subscribing works",
            items: [
              {
                title: "Give us your email address",
                body: "That's all we need. Your name and county are optional and help us tell you about events near you.",
              },
              {
                title: "Confirm it",
                body: "We send a confirmation email straight away. You're only subscribed once you click the link in it, so nobody can sign you up without your say-so.",
              },
              {
                title: "Read, or leave any time",
                body: "Every issue has a one-click unsubscribe link. We never sell or share our list, and we don't track whether you open emails.",
              },
            ],
          },
        },
        {
          type: "documents",
          props: {
            heading: "Recent issues",
            items: [
              {
                title: "Pay ranges: is yours a good-faith range?",
                meta: "Last month",
                description: "Early findings from our pay transparency study, and a caller's question about a job ad that said 'competitive pay'.",
              },
              {
                title: "Paid Family Leave isn't just for new parents",
                meta: "Two months ago",
                description: "Caring for a parent, grandparent or sibling, and what the application asks for.",
              },
              {
                title: "What to do in the first 48 hours after a complaint",
                meta: "Three months ago",
                description: "For managers: the steps that build trust, and the ones that lose it.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions about The Level?",
            body: "Suggest a topic, ask about a past issue or tell us if a confirmation email hasn't arrived. We read every message.",
            action: { label: "Email newsletter@fairfooting.example", href: "mailto:newsletter@fairfooting.example" },
            secondary: { label: "Read our privacy policy", href: "privacy-policy", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ contact
    {
      path: "contact",
      title: "Contact Fair Footing",
      description:
        "Reach Fair Footing's Rochester office, the Workplace Advice Line, workshop bookings, CareForce and our research team by phone, email or in person.",
      blocks: [
        {
          type: "form",
          props: {
            heading: "Send us a message",
            intro:
              "Workshops, CareForce, the facilitator program, research and billing: we'll pass your message to the right team and reply within two business days.",
            form: "contact",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Visit or call the office",
            intro:
              "Our office is on the fourth floor at 144 Exchange Boulevard, step-free from the street, with metered parking on Exchange and the Court Street garage nearby.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Who to contact",
            columns: 3,
            items: [
              {
                icon: "phone",
                title: "Workplace Advice Line",
                body: `Free, confidential help for workers: ${ADVICE}, Monday to Thursday 10 am to 6 pm, or advice@fairfooting.example.`,
                href: "get-support",
                linkLabel: "Get support",
              },
              {
                icon: "users",
                title: "Workshop bookings",
                body: "Quotes, dates and modules for Fair Play for Work: workshops@fairfooting.example.",
                href: "fair-play-for-work",
                linkLabel: "About workshops",
              },
              {
                icon: "heart-handshake",
                title: "CareForce",
                body: "Caregiver circles, navigation and the Employer Pledge: careforce@fairfooting.example.",
                href: "careforce",
                linkLabel: "About CareForce",
              },
              {
                icon: "graduation-cap",
                title: "Facilitator program",
                body: "Applications and information evenings: facilitators@fairfooting.example.",
                href: "how-to-become-a-facilitator",
                linkLabel: "Become a facilitator",
              },
              {
                icon: "trending-up",
                title: "Research and media",
                body: "Interviews, data and speaking requests: research@fairfooting.example.",
                href: "research",
                linkLabel: "Our research",
              },
              {
                icon: "wallet",
                title: "Billing and refunds",
                body: "Invoices, receipts and refund requests: billing@fairfooting.example.",
                href: "refund-policy",
                linkLabel: "Refund policy",
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Need help with a problem at work?",
            body: "Please don't put the details in a general message. Call the advice line, write to advice@fairfooting.example, which only advice line staff can read, or use the request form on our Get support page.",
          },
        },
      ],
    },
    // ------------------------------------------------------------------ legal
    {
      path: "privacy-policy",
      title: "Privacy Policy",
      description:
        "How Fair Footing collects, uses, protects and shares personal information from advice line callers, workshop clients, subscribers and site visitors.",
      blocks: [
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              Fair Footing Workplace Equity, Inc. ("Fair Footing", "we", "us"), 144 Exchange Boulevard, Suite 420,
              Rochester, NY 14614, takes the privacy of the people we serve seriously, especially workers who contact us
              about sensitive problems at work. This policy explains what we collect, why, and the choices you have.

              ## Information we collect

              - **Advice line contacts:** what you choose to tell us when you call, email or visit, which may include your name, contact details, employer and details of a workplace situation. You may contact us anonymously.
              - **Workshop and program participants:** names, job titles and attendance records for Fair Play for Work sessions; names, contact details and caregiving circumstances for CareForce participants; applications from prospective facilitators.
              - **Newsletter subscribers:** your email address and, if you give them, your name and county, along with the date and time you confirmed your subscription.
              - **Donors and clients:** names, addresses and payment records. Card payments are handled by our payment processor; we do not store full card numbers.
              - **Website visitors:** pages viewed and approximate location, collected without cookies by privacy-respecting analytics.

              ## How we use it

              We use information to answer your questions and provide our programs, to issue certificates and receipts,
              to send the newsletter to people who have confirmed they want it, to improve our services, and to meet our
              legal and reporting duties. We use advice line information in anonymized, aggregated form for our research;
              no published report identifies any caller or employer.

              ## Confidentiality of advice line contacts

              Advice line notes are kept in a secure case system that only advice line staff and their supervising
              attorney can access. We never contact your employer, and never share your information with anyone outside
              Fair Footing, without your written permission, except where required by law or where we believe someone is
              at immediate risk of serious harm.

              ## Sharing

              We do not sell or rent personal information. We share it only with service providers who help us operate
              (such as our email platform, payment processor and case management system) under contracts that require them
              to protect it; with a referral partner, only with your consent; and when required by law or court order.

              ## Retention

              Advice line records are kept for three years after your last contact and then deleted. Workshop attendance
              records are kept for three years so employers can show compliance. Financial records are kept for seven
              years. Newsletter subscriptions are kept until you unsubscribe.

              ## Your choices

              You may ask to see, correct or delete information we hold about you, or to stop receiving mail or email
              from us, by writing to privacy@fairfooting.example or to the address above. We respond within 30 days. If a
              data breach affects your information, we will notify you as required by New York law.

              ## Children

              Our services are intended for adults. We do not knowingly collect information from children under 13.

              ## Changes to this policy

              We will post any changes here, and notify newsletter subscribers of significant changes. This policy is
              reviewed by our board each year.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions about your information?",
            action: { label: "Email privacy@fairfooting.example", href: "mailto:privacy@fairfooting.example" },
          },
        },
      ],
    },
    {
      path: "terms-of-use",
      title: "Terms of Use",
      description:
        "The terms that apply when you use the Fair Footing website and its guides, including our legal information disclaimer and how you may share our materials.",
      blocks: [
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              These terms apply to your use of this website, operated by Fair Footing Workplace Equity, Inc. By using the
              site, you agree to them. If you do not agree, please do not use the site.

              ## Information, not legal advice

              The guides, research and other content on this site provide general information about workplace rights
              and obligations in New York. They are not legal advice, and using this site or our advice line does not
              create an attorney-client relationship. Laws change and every situation is different; for advice on your own
              circumstances, consult a qualified attorney. Deadlines for legal claims may be short, so do not delay
              seeking advice because of anything on this site.

              ## Using our materials

              Unless otherwise noted, our guides, templates and research reports may be copied and shared for
              non-commercial purposes, provided you credit Fair Footing Workplace Equity and do not alter the content in a
              way that changes its meaning. Employers may adapt our policy templates for their own workplace. To use our
              materials in a paid product or training, please ask us first at hello@fairfooting.example.

              The Fair Play for Work name, scene scripts and facilitator curriculum are our property and may not be used
              to deliver training without a written agreement.

              ## Your conduct

              You agree not to use the site to break the law, to attempt to gain unauthorized access to our systems, to
              interfere with the site's operation, or to send us unsolicited advertising.

              ## Links to other sites

              We link to government agencies and other organizations for your convenience. We are not responsible for the
              content or privacy practices of those sites.

              ## Disclaimers and limitation of liability

              We work to keep the site accurate and available, but it is provided "as is" without warranties of any kind.
              To the fullest extent permitted by law, Fair Footing is not liable for any loss arising from your use of, or
              reliance on, the site or its content.

              ## Privacy

              Our [privacy policy](privacy-policy) explains how we handle personal information.

              ## Governing law

              These terms are governed by the laws of the State of New York. Any dispute will be heard in the state or
              federal courts located in Monroe County, New York.

              ## Changes

              We may update these terms from time to time. The version posted here is the one that applies.
            `,
          },
        },
      ],
    },
    {
      path: "refund-policy",
      title: "Refund Policy",
      description:
        "Cancellation, rescheduling and refund terms for Fair Play for Work workshops, facilitator training, CareForce pledge fees, event tickets and donations.",
      blocks: [
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              This policy covers payments made to Fair Footing Workplace Equity, Inc. for workshops, program fees,
              events and donations. Our services to individual workers, including the Workplace Advice Line and Working
              Caregivers Circles, are always free.

              ## Fair Play for Work workshops

              - **Rescheduling:** free of charge if you tell us at least 10 business days before the session. Later changes may be made once, subject to facilitator availability, for a $75 fee.
              - **Cancellation 10 or more business days ahead:** full refund, or credit toward a future session within 12 months.
              - **Cancellation 3 to 9 business days ahead:** 50% refund, or full credit toward a session within 6 months.
              - **Cancellation less than 3 business days ahead, or no-show:** no refund, as facilitators will have prepared and are paid for the session.
              - **If we cancel** because of facilitator illness or severe weather, we will reschedule at your convenience or refund you in full.

              ## CareForce Employer Pledge

              The annual pledge fee is refundable in full within 30 days of payment if you have not yet used any pledge
              services (policy template, manager training or staff survey). After that it is not refundable, but you may
              pause your pledge for up to 12 months.

              ## Events

              Tickets for the annual Fair Footing Breakfast and other ticketed events are refundable in full up to 7 days
              before the event. After that, we are happy to transfer your ticket to a colleague; just let us know their name.

              ## Donations

              Donations are generally not refundable, because we issue tax receipts and put gifts to work promptly. If you
              made a donation in error, such as a wrong amount or a duplicate charge, contact us within 30 days and we will
              refund it and cancel the receipt.

              ## How to request a refund

              Email billing@fairfooting.example or call the office with your name, organization, invoice or receipt number
              and the reason for the request. We confirm requests within three business days. Refunds are made to the
              original payment method, or by check for payments made by check, within 14 days of approval.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Need to change a booking?",
            body: "We'd always rather reschedule than cancel. Get in touch as early as you can.",
            action: { label: "Email billing@fairfooting.example", href: "mailto:billing@fairfooting.example" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
