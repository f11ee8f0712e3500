import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(315) 555-0142";
const TEL = "tel:+13155550142";
const EMAIL = "help@harborlightfamily.example";

const site: SiteSeed = {
  slug: "harbor-light-support",
  name: "Harbor Light Family Support",
  kind: "support-nonprofit",
  theme: {
    palette: {
      primary: "#155e75",
      onPrimary: "#ffffff",
      accent: "#f59e0b",
      background: "#f9fcfd",
      surface: "#e9f3f6",
      text: "#132229",
      muted: "#475a62",
      border: "#c9dfe6",
    },
    fonts: { heading: "lora", body: "dm-sans" },
    header: "action",
    footer: "simple",
    sectionStyle: "bands",
    logo: { mark: "heart-handshake", shape: "circle" },
    radius: "large",
    pattern: "waves",
  },
  settings: {
    tagline: "Free support for parents, grandparents and caregivers across the Finger Lakes",
    description:
      "Harbor Light Family Support helps families in Ontario, Seneca, Wayne and Yates counties through peer advocates, parenting groups, kinship care support and respite, free of charge and without waiting lists for most programs.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "210 Castle Street", locality: "Geneva", region: "NY", postalCode: "14456" },
      serviceAreaNote: "Home visits and groups across Ontario, Seneca, Wayne and Yates counties.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu"], opens: "09:00", closes: "19:00" },
      { days: ["fri"], opens: "09:00", closes: "17:00" },
      { days: ["sat"], opens: "09:00", closes: "13:00" },
    ],
    hoursNote: "Saturday hours are for Respite Saturdays and scheduled groups. In a mental health crisis, call or text 988 at any time.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "How we help", href: "how-we-help" },
      { label: "Who we serve", href: "who-we-serve" },
      { label: "Register", href: "register" },
      {
        label: "About us",
        href: "our-people",
        children: [
          { label: "Our people", href: "our-people" },
          { label: "Partners", href: "partners" },
        ],
      },
      { label: "Donate", href: "donate" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Register for a program", href: "register" },
    footerLinks: [
      { label: "Register", href: "register" },
      { label: "Partners", href: "partners" },
      { label: "Donate", href: "donate" },
      { label: "Privacy policy", href: "privacy-policy" },
      { label: "Contact", href: "contact" },
    ],
  },
  forms: [
    {
      key: "registration",
      name: "Program registration",
      recipients: [EMAIL],
      submitLabel: "Register",
      successMessage:
        "Thank you for registering. A family support specialist will call or text you within three business days to talk through what you need and confirm your place. If you'd rather talk sooner, call (315) 555-0142. In a mental health crisis, call or text 988.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half", help: "We call or text to confirm your place." },
        { name: "contact_method", label: "Best way to reach you", type: "radio", options: ["Phone call", "Text message", "Email"], width: "half" },
        {
          name: "relationship",
          label: "You are the child's",
          type: "select",
          required: true,
          options: ["Parent or stepparent", "Grandparent", "Aunt, uncle or other relative", "Foster parent", "Family friend or other caregiver"],
        },
        {
          name: "county",
          label: "Which county do you live in?",
          type: "radio",
          required: true,
          options: ["Ontario", "Seneca", "Wayne", "Yates", "Somewhere else"],
          help: "Our programs are for families in these four counties. If you live elsewhere, register anyway and we'll connect you with the program for your county.",
        },
        { name: "town", label: "Town or village", type: "text", width: "half" },
        {
          name: "children_ages",
          label: "Ages of the children you care for",
          type: "text",
          required: true,
          width: "half",
          help: "Children from birth to 21 are eligible, e.g. 4, 9 and 15.",
        },
        {
          name: "programs",
          label: "Which programs are you interested in?",
          type: "checkbox",
          required: true,
          options: [
            "Family peer advocate",
            "Circle of Security Parenting",
            "Parenting in Recovery",
            "Respite Saturdays",
            "Kinship Cafe",
            "Not sure yet: help me choose",
          ],
        },
        {
          name: "times",
          label: "When can you usually take part?",
          type: "checkbox",
          options: ["Weekday mornings", "Weekday afternoons", "Weekday evenings", "Saturdays"],
        },
        {
          name: "language",
          label: "Language you'd like to use with us",
          type: "select",
          options: ["English", "Spanish", "Another language (we'll arrange an interpreter)"],
        },
        {
          name: "situation",
          label: "What's going on, and what would help?",
          type: "textarea",
          maxLength: 3000,
          help: "Share only what you're comfortable with. A sentence or two is plenty; we'll talk through the rest.",
        },
      ],
    },
    {
      key: "contact",
      name: "Contact message",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage:
        "Thank you. Your message has reached our Geneva office and we'll reply within one business day. If it's urgent, call (315) 555-0142. In a mental health crisis, call or text 988 at any time.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half", help: "If you'd like a call back." },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          required: true,
          width: "half",
          options: [
            "A question about our programs",
            "Referring a family (professionals)",
            "Partnering with us",
            "Giving or donating supplies",
            "Volunteering at Respite Saturdays",
            "Something else",
          ],
        },
        { name: "message", label: "Your message", type: "textarea", required: true, maxLength: 4000 },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Harbor Light Family Support | Geneva, NY",
      description:
        "Free family support in the Finger Lakes: parent peer advocates, parenting groups, help for grandparents raising grandchildren and Respite Saturdays.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("nature/dew-drop"),
            variant: "fullBleed",
            eyebrow: "Ontario, Seneca, Wayne and Yates counties",
            heading: "You don't have to figure this out alone",
            body: "Raising a child who is struggling, stepping in for a grandchild, or rebuilding family life after a hard year: Harbor Light walks alongside parents and caregivers with people who have been there. Every program is free.",
            actions: [
              { label: "Register for a program", href: "register" },
              { label: "See how we help", href: "how-we-help", variant: "secondary" },
            ],
            illustration: "heart-handshake",
          },
        },
        {
          type: "features",
          props: {
            heading: "Ways we can help",
            columns: 4,
            items: [
              {
                icon: "users",
                title: "Family peer advocates",
                body: "Parents who have raised children with emotional, behavioral or developmental needs, helping you with schools, services and meetings.",
                href: "how-we-help",
                linkLabel: "Peer advocacy",
              },
              {
                icon: "heart",
                title: "Parenting groups",
                body: "Eight-week Circle of Security Parenting groups in Geneva, Newark, Penn Yan and Seneca Falls, day and evening.",
                href: "how-we-help",
                linkLabel: "Parenting groups",
              },
              {
                icon: "house",
                title: "Kinship care support",
                body: "For grandparents and relatives raising children: the monthly Kinship Cafe, a legal clinic and emergency supplies.",
                href: "how-we-help",
                linkLabel: "Kinship support",
              },
              {
                icon: "sun",
                title: "Respite Saturdays",
                body: "A supervised day of games, crafts and outdoor time for children, so caregivers can rest for five hours.",
                href: "how-we-help",
                linkLabel: "Respite",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Last year",
            items: [
              { value: "1,140", label: "Families supported" },
              { value: "312", label: "School meetings attended with a peer advocate" },
              { value: "186", label: "Grandparents and relatives in kinship care support" },
              { value: "94%", label: "Of parents who would recommend us to a friend" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From the families we serve",
            items: [
              {
                quote:
                  "I had sat through three CSE meetings and walked out crying every time. Our peer advocate, Tina, came with me to the fourth. My son has the right supports now, and I finally understood what everyone in that room was saying.",
                name: "Parent of a 10-year-old",
                detail: "Wayne County",
              },
              {
                quote:
                  "At 67 I didn't expect to be packing school lunches again. The Kinship Cafe is the one evening a month where everyone in the room understands.",
                name: "Loretta P.",
                detail: "Raising two grandchildren in Penn Yan",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Not sure where to start?",
            body: "Call us and a family support specialist will listen, tell you what we can offer, and help you register. There's no assessment and no wait for a first conversation.",
            action: { label: `Call ${PHONE}`, href: TEL },
            secondary: { label: "Who we serve", href: "who-we-serve", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ how we help
    {
      path: "how-we-help",
      title: "How We Help Families",
      description:
        "Harbor Light's programs: family peer advocates, Circle of Security Parenting groups, kinship care support, Respite Saturdays and the Family Fund.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Family peer advocates",
            heading: "Someone in your corner who has sat in your chair",
            body: md`
              Our eight family peer advocates are credentialed by New York State and have each raised a child with
              emotional, behavioral or developmental challenges. They work one-to-one with you for as long as you need,
              usually three to nine months.

              - Preparing for and attending CSE, 504 and school discipline meetings
              - Finding and getting into counseling, psychiatry and care coordination
              - Applying for Children's Waiver services and Medicaid
              - Making a crisis plan for your family
            `,
            illustration: "users",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Parenting groups",
            heading: "Circle of Security Parenting",
            body: md`
              An eight-week group for parents and caregivers of children from birth to 12, built around one question:
              _what does my child need from me right now?_ Groups meet for 90 minutes once a week, with 6 to 10 parents.

              Daytime groups run at our Geneva office and the Penn Yan library. Evening groups run in Newark and Seneca
              Falls, with a free meal and on-site childcare. We also run **Parenting in Recovery**, a group for parents in
              recovery from substance use, in partnership with local treatment providers.
            `,
            illustration: "heart",
            reverse: true,
          },
        },
        {
          type: "features",
          props: {
            heading: "Kinship care, respite and the Family Fund",
            columns: 3,
            items: [
              {
                icon: "house",
                title: "Kinship care support",
                body: "For grandparents, aunts, uncles and family friends raising children. The Kinship Cafe meets on the first Thursday of each month in Geneva and the third Thursday in Newark, with dinner and activities for the kids. A volunteer attorney runs a monthly clinic on custody, guardianship and school enrollment.",
              },
              {
                icon: "sun",
                title: "Respite Saturdays",
                body: "Twice a month, 9 am to 2 pm, children aged 5 to 14 spend the day with trained staff and volunteers at our Geneva office and the park next door. Caregivers can rest, run errands or spend time with another child. Lunch is provided.",
              },
              {
                icon: "wallet",
                title: "The Family Fund",
                body: "Small, fast grants of up to $300 once a year for families in a program with us: a car repair to get to work, a utility shut-off notice, a bed for a child coming into kinship care. Decisions within two business days.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "What working with us looks like",
            items: [
              {
                title: "A first conversation",
                body: "Call or come in. A family support specialist listens, answers questions and suggests which programs fit.",
              },
              { title: "Registration", body: "A short form and, for some programs, a meeting at your home, our office or somewhere else you choose." },
              { title: "Your plan, your goals", body: "You decide what you want help with. Your advocate or group leader checks in on progress regularly." },
              { title: "Stepping back", body: "When things are steadier, we stop meeting regularly, and you can come back any time." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Ready to get started?",
            action: { label: "How to register", href: "register" },
            secondary: { label: "Check who we serve", href: "who-we-serve", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ who we serve
    {
      path: "who-we-serve",
      title: "Who We Serve",
      description:
        "Harbor Light serves parents, grandparents, kinship and foster caregivers of children up to 21 in Ontario, Seneca, Wayne and Yates counties, at no cost.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Harbor Light serves **any parent or caregiver raising a child from birth to age 21** who lives in Ontario,
              Seneca, Wayne or Yates county. You don't need a diagnosis, a referral, insurance or a particular income, and
              all our services are free. Most families find us by word of mouth; others are referred by schools,
              pediatricians, county departments of social services and mental health clinics.
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "Families we work with",
            columns: 2,
            items: [
              {
                icon: "puzzle",
                title: "Parents of children with extra needs",
                body: "Children with anxiety, depression, ADHD, autism, trauma, or behavior that's hard to manage at home or school. A diagnosis isn't required.",
              },
              {
                icon: "house",
                title: "Grandparents and relatives raising children",
                body: "Formal and informal kinship caregivers, whether or not the family court or social services is involved.",
              },
              {
                icon: "sprout",
                title: "Parents in recovery",
                body: "Parents in recovery from substance use who want support rebuilding routines and relationships with their children.",
              },
              {
                icon: "baby",
                title: "New and young parents",
                body: "Parents of babies and toddlers who want a group of other parents and practical help with sleep, feeding and tantrums.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "The families we served last year",
            items: [
              { value: "41%", label: "Lived in Ontario County" },
              { value: "27%", label: "Were grandparents or other relatives" },
              { value: "22%", label: "Spoke Spanish at home" },
              { value: "58%", label: "Lived in a rural town or village" },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Eligibility questions",
            items: [
              {
                question: "Is there an income limit?",
                answer:
                  "No, except for the Family Fund, which is for households under 250% of the federal poverty guideline. Everything else is open to any family in our four counties.",
              },
              {
                question: "Do you serve foster parents?",
                answer:
                  "Yes. Foster parents are welcome in parenting groups, respite and Kinship Cafe. For peer advocacy, we work alongside your agency caseworker.",
              },
              {
                question: "Will talking to you involve child protective services?",
                answer:
                  "No. We're not part of any county department. Like all people who work with children, our staff must report if they believe a child is being abused or neglected, and we'll always be honest with you about that. Asking for help is never, by itself, a reason for a report.",
              },
              {
                question: "Do you have services in Spanish?",
                answer:
                  "Yes. Three of our staff are bilingual, and we run a Spanish-language parenting group in Newark each spring and fall. For other languages we use a telephone interpreter.",
              },
              {
                question: "We live just outside your four counties.",
                answer: "Call us anyway. We'll connect you with the family support program for your county, and you're welcome at any of our open groups.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Sounds like your family?",
            action: { label: "Register for a program", href: "register" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ register
    {
      path: "register",
      title: "Register for a Program",
      description:
        "How to register for peer advocacy, parenting groups, Kinship Cafe or Respite Saturdays: eligibility, what to bring, and what happens after you sign up.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Registering tells us a little about your family so we can match you with the right person or group. You can
              fill in the form on this page in about ten minutes, register by phone, or come to our Geneva office.
              Everything you share is kept confidential, as described in our [privacy policy](privacy-policy).
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "Who can register",
            columns: 2,
            items: [
              {
                icon: "circle-check",
                title: "You're eligible if",
                body: "You are a parent, grandparent, relative, foster parent or other caregiver of a child from birth to 21, and you live in Ontario, Seneca, Wayne or Yates county.",
              },
              {
                icon: "clipboard-list",
                title: "Programs that need registration",
                body: "Family peer advocacy, Circle of Security Parenting, Parenting in Recovery and Respite Saturdays. Kinship Cafe is drop-in, but registering lets us plan meals and childcare.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How to register",
            items: [
              {
                title: "Register online, by phone or in person",
                body: `Use the form below, call ${PHONE} (Monday to Thursday 9 am to 7 pm, Friday 9 am to 5 pm), or come to 210 Castle Street in Geneva.`,
              },
              {
                title: "Answer a few questions",
                body: "Who is in your household, the ages of your children, what's going on, and which days and places work for you.",
              },
              {
                title: "Get matched",
                body: "For peer advocacy, we call within three business days to set up a first meeting. For groups, we confirm your place and send the start date by text or email.",
              },
              {
                title: "For Respite Saturdays",
                body: "Complete a child information form at your first visit. Staff will go through it with you while your child meets the team.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Register for a program",
            intro:
              "Tell us who you are, where you live and what you're looking for. There's no assessment and no cost, and you can change your mind at any time.",
            form: "registration",
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## What to bring

              You don't need any documents to register for peer advocacy or parenting groups. Bring whatever helps you
              explain your situation: for school meetings, a copy of your child's IEP or 504 plan and any recent letters
              from school.

              **For Respite Saturdays**, please bring:

              - Your child's health insurance card, if they have one, and the name of their doctor
              - A list of any medications, allergies and dietary needs
              - Names and phone numbers of two emergency contacts
              - Anything that helps your child feel settled: a comfort item, headphones, a favorite snack

              **For the Family Fund**, bring proof of address (a utility bill or benefits letter) and the bill or quote you
              need help with. We don't need pay stubs; we ask you to tell us your household income.
            `,
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Groups fill quickly",
            body: "Circle of Security groups start every eight weeks and take up to 10 families. If a group is full, we'll put you on the list for the next one and offer a peer advocate in the meantime.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Prefer to register by phone or in person?",
            intro:
              "A family support specialist is available during office hours. If you reach voicemail, leave your name and number and we'll call back the same day.",
          },
        },
      ],
    },
    // ------------------------------------------------------------------ our people
    {
      path: "our-people",
      title: "Our People",
      description:
        "Meet Harbor Light's staff, family peer advocates and board, many of whom have raised children with extra needs or stepped in as kinship caregivers.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Harbor Light was started in 2006 by three Geneva mothers who met in a hospital waiting room while their
              children were in psychiatric care. Today we have 24 staff, and more than half of them have raised a child
              with extra needs or cared for a relative's child. That experience is the heart of what we do.
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "Staff",
            columns: 3,
            items: [
              {
                icon: "heart-handshake",
                title: "Carmen Delacroix-Hale, Executive Director",
                body: "One of our three founders. Raised a son with bipolar disorder, now 27 and a paramedic. Previously a special education teacher in Seneca Falls.",
              },
              {
                icon: "users",
                title: "Tina Marchetti, Peer Advocate Supervisor",
                body: "Credentialed Family Peer Advocate who supervises our team of eight. Has attended more than 600 school meetings alongside parents.",
              },
              {
                icon: "house",
                title: "Reggie Thompson, Kinship Care Coordinator",
                body: "Raised his two nephews from the ages of 4 and 7. Runs the Kinship Cafe and the legal clinic with volunteer attorneys.",
              },
              {
                icon: "heart",
                title: "Dr. Hannah Okoro, Clinical Advisor",
                body: "Child psychologist who trains our staff and leads Circle of Security facilitator training. Part time.",
              },
              {
                icon: "sun",
                title: "Miguel Ayala, Respite Program Lead",
                body: "Former camp director who runs Respite Saturdays with a team of 20 trained volunteers. Bilingual in English and Spanish.",
              },
              {
                icon: "clipboard-list",
                title: "Pam Sutherland, Office and Intake Manager",
                body: "Likely the first voice you'll hear when you call. Handles registration and the Family Fund.",
              },
            ],
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Board of directors

              - **Janet Abernathy**, president: retired school superintendent
              - **Dr. Vikram Sethi**, vice president: pediatrician, Seneca Lake Pediatrics
              - **Colleen O'Rourke**, treasurer: branch manager, Lakeside Community Bank
              - **Gloria Whitfield**: kinship caregiver and Kinship Cafe member
              - **Rafael Mendoza**: owner, Mendoza Family Farm, Lyons
              - **Tasha Greene**: parent and former Harbor Light peer advocate
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Join the team",
            body: "We're often looking for family peer advocates and Respite Saturday volunteers. Lived experience matters more to us than a degree.",
            action: { label: "Email jobs@harborlightfamily.example", href: "mailto:jobs@harborlightfamily.example" },
            secondary: { label: "Our partners", href: "partners", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ partners
    {
      path: "partners",
      title: "Our Partners",
      description:
        "The schools, health providers, county agencies, libraries and funders who refer families to Harbor Light and make our free programs possible.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              No single organization can meet every need a family has. We work closely with schools, clinics and county
              agencies so that families are referred quickly in both directions, and with funders who make it possible for
              every Harbor Light program to be free.
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "How we work together",
            columns: 2,
            items: [
              {
                icon: "school",
                title: "Schools",
                body: "We work with 22 school districts across our four counties. Social workers and school psychologists refer families, and our peer advocates attend CSE and 504 meetings at the family's request.",
              },
              {
                icon: "heart",
                title: "Health and mental health providers",
                body: "Pediatric practices, county mental health clinics and hospital emergency departments refer families after a crisis, and we help families follow through on appointments.",
              },
              {
                icon: "landmark",
                title: "County agencies",
                body: "County departments of social services refer kinship caregivers, and our Family Fund fills gaps that public programs can't cover quickly.",
              },
              {
                icon: "file-text",
                title: "Libraries and congregations",
                body: "Free meeting space for our groups in Penn Yan, Newark and Seneca Falls, and volunteers for Respite Saturdays.",
              },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Program partners",
            logos: [
              { name: "Seneca Lake Pediatrics", image: seedImage("logos/seneca-lake-pediatrics") },
              { name: "Finger Lakes Children's Counseling", image: seedImage("logos/finger-lakes-children-s-counseling") },
              { name: "Wayne County Kinship Network", image: seedImage("logos/wayne-county-kinship-network") },
              { name: "Penn Yan Public Library", image: seedImage("logos/penn-yan-public-library") },
              { name: "Newark Community Church", image: seedImage("logos/newark-community-church") },
              { name: "Lakeside Recovery Center", image: seedImage("logos/lakeside-recovery-center") },
              { name: "Volunteer Lawyers of the Finger Lakes", image: seedImage("logos/volunteer-lawyers-of-the-finger-lakes") },
              { name: "Geneva Family YMCA", image: seedImage("logos/geneva-family-ymca") },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Funders",
            logos: [
              { name: "Finger Lakes Community Foundation", image: seedImage("logos/finger-lakes-community-foundation") },
              { name: "Seneca Falls Rotary Club", image: seedImage("logos/seneca-falls-rotary-club") },
              { name: "The Whitcomb Family Fund", image: seedImage("logos/the-whitcomb-family-fund") },
              { name: "Lakeside Community Bank", image: seedImage("logos/lakeside-community-bank") },
              { name: "Yates County Women's Giving Circle", image: seedImage("logos/yates-county-women-s-giving-circle") },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Refer a family or become a partner",
            body: "Professionals can refer a family by phone with the family's permission. We're always glad to talk about running a group or respite day in your community.",
            action: { label: "Email partners@harborlightfamily.example", href: "mailto:partners@harborlightfamily.example" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ donate
    {
      path: "donate",
      title: "Donate to Harbor Light",
      description:
        "Your gift keeps Harbor Light's family programs free: Respite Saturdays, Kinship Cafe dinners and the Family Fund. Give online, monthly, by phone or by mail.",
      blocks: [
        {
          type: "donation",
          props: {
            heading: "Give online",
            intro:
              "Choose an amount, give once or every month, and add a dedication if you're giving in honor or memory of someone. Your receipt is emailed as soon as your gift goes through.",
            presetsCents: [2000, 4000, 8500, 25000, 50000],
            minCents: 500,
            monthly: true,
            coverFees: { percent: 2.2, fixedCents: 30 },
            dedication: true,
            taxStatement:
              "Harbor Light Family Support, Inc. is a 501(c)(3) nonprofit organization, EIN 16-5550456. No goods or services were provided in exchange for this gift, which is tax-deductible to the extent allowed by law. Please keep this receipt for your records.",
          },
        },
        // The amounts open the page; giving by phone or email follows them.
        {
          type: "cta",
          props: {
            heading: "Help a family through its hardest season",
            body: "State contracts pay for our peer advocates. Everything else, from respite days to Kinship Cafe dinners to emergency Family Fund grants, is paid for by people who give. Rather give by phone or ask first? We're glad to help.",
            action: { label: `Give by phone: ${PHONE}`, href: TEL },
            secondary: { label: "Email about giving", href: "mailto:giving@harborlightfamily.example", variant: "secondary" },
          },
        },
        {
          type: "features",
          props: {
            heading: "What your gift does",
            columns: 4,
            items: [
              { icon: "utensils", title: "$40", body: "Dinner for a family at the Kinship Cafe for a month." },
              { icon: "sun", title: "$85", body: "One child's place at a Respite Saturday, including lunch and activities." },
              { icon: "heart", title: "$250", body: "Childcare and meals for an eight-week evening parenting group." },
              { icon: "wallet", title: "$300", body: "A Family Fund grant: a car repair, a shut-off notice paid, a bed for a child." },
            ],
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Give monthly

              Monthly donors are the reason we can schedule respite days a year in advance. A gift of $20 a month pays
              for three children's places at Respite Saturday each year. Set up a monthly gift with the form above, or
              by calling the office; to change or stop it, call us at any time.

              ## Other ways to give

              - **By check:** payable to _Harbor Light Family Support_, mailed to 210 Castle Street, Geneva, NY 14456
              - **Supplies:** new craft supplies, board games, diapers and twin bedding for kinship families. Drop off weekdays, 9 am to 5 pm.
              - **Volunteer:** Respite Saturday volunteers complete a background check and four hours of training.
              - **Workplace giving:** Harbor Light is listed in several Finger Lakes workplace campaigns. Ask for us by name.
            `,
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Tax information",
            body: "Harbor Light Family Support, Inc. is a 501(c)(3) nonprofit organization, EIN 16-5550456. Donations are tax-deductible as allowed by law. We send a written acknowledgment for every gift (by email for gifts made online), and a year-end summary to monthly donors each January.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions about a gift?",
            body: "Carmen or Pam will be glad to help with receipts, memorial gifts and gifts of stock.",
            action: { label: "Email giving@harborlightfamily.example", href: "mailto:giving@harborlightfamily.example" },
            secondary: { label: "Contact us", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ contact
    {
      path: "contact",
      title: "Contact Harbor Light",
      description: "Call, email or visit Harbor Light Family Support at 210 Castle Street in Geneva. Office hours, directions and where to turn in a crisis.",
      blocks: [
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "In a crisis",
            body: "If your child or anyone else is in immediate danger, call 911. For a mental health crisis, call or text 988, the Suicide and Crisis Lifeline, any time. Harbor Light is not a crisis service, but we're here to help afterward.",
          },
        },
        {
          type: "form",
          props: {
            heading: "Send us a message",
            intro:
              "Questions about our programs, referrals from professionals, giving and volunteering: we reply within one business day. To sign up for a program, use the registration form instead.",
            form: "contact",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Reach our Geneva office",
            intro:
              "We're on Castle Street, two blocks from the Geneva public library, with free parking behind the building and a ramped entrance. Home visits are available anywhere in our four counties.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Quick links",
            columns: 3,
            items: [
              {
                icon: "clipboard-list",
                title: "Register",
                body: "Sign up for a group, a peer advocate or Respite Saturdays.",
                href: "register",
                linkLabel: "How to register",
              },
              {
                icon: "handshake",
                title: "Professionals",
                body: "Refer a family or talk about partnering: partners@harborlightfamily.example.",
                href: "partners",
                linkLabel: "Our partners",
              },
              {
                icon: "gift",
                title: "Giving",
                body: "Gifts, supplies and volunteering: giving@harborlightfamily.example.",
                href: "donate",
                linkLabel: "Ways to give",
              },
            ],
          },
        },
      ],
    },
    // ------------------------------------------------------------------ privacy
    {
      path: "privacy-policy",
      title: "Privacy Policy",
      description:
        "How Harbor Light Family Support collects, protects and shares information about the families it serves, donors and visitors to this website.",
      blocks: [
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              Harbor Light Family Support, Inc. ("Harbor Light", "we"), 210 Castle Street, Geneva, NY 14456, knows that
              families share personal and sometimes painful information with us. This policy explains how we handle it.

              ## Information we collect

              - **Families:** names, contact details, household members, children's ages, and information about your family's situation and goals that you choose to share when you register or work with us. For Respite Saturdays, children's health, allergy and emergency contact information.
              - **Donors and volunteers:** names, contact details, gift history and, for volunteers, background check results.
              - **Website visitors:** basic, anonymous usage statistics. We do not use advertising cookies or tracking pixels.

              ## How we use it

              We use family information only to provide and coordinate our services, to keep children safe during our
              programs, and to meet the reporting requirements of our state contracts, which receive only
              de-identified numbers (for example, how many families we served in each county). We use donor information
              to process and acknowledge gifts and to keep you informed, if you wish.

              ## Confidentiality

              Family records are kept in a secure, password-protected case system and in locked files. Only staff working
              with your family, and their supervisors, can see them. We do not share information with schools, doctors,
              agencies or anyone else without your written consent, which you can withdraw at any time.

              The exceptions are those required by law: all our staff are mandated reporters and must report a reasonable
              suspicion of child abuse or maltreatment, and we will act to protect anyone at imminent risk of serious
              harm. We may also disclose information in response to a court order.

              ## Sharing

              We never sell or trade personal information, and we do not share donor lists. We use a small number of
              service providers, such as our case management system, email provider and payment processor, who are
              bound by contract to keep information confidential.

              ## Keeping and deleting records

              Family records are kept for six years after your last contact with us, as our state contracts require, and
              then securely destroyed. Donor records are kept for seven years for tax purposes.

              ## Your rights

              You may ask to see your family's record, to correct anything that's wrong, or to stop receiving mail or email
              from us. Contact our Office and Intake Manager at privacy@harborlightfamily.example or ${PHONE}. We will
              respond within 30 days, and will tell you if a law prevents us from making a change.

              ## Children's privacy

              This website is intended for adults. We do not collect information online from children under 13.

              ## Changes

              We review this policy every year and post any changes here. If we change how we share family information,
              we will tell families currently in our programs before the change takes effect.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions about your family's information?",
            action: { label: "Email privacy@harborlightfamily.example", href: "mailto:privacy@harborlightfamily.example" },
          },
        },
      ],
    },
  ],
};

export default site;
