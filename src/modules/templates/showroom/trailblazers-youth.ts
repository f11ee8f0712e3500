import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0157";
const TEL = "tel:+15855550157";
const EMAIL = "hello@trailblazersyouth.example";

const site: SiteSeed = {
  slug: "trailblazers-youth",
  name: "Trailblazers Youth Club",
  kind: "youth-organisation",
  theme: {
    palette: {
      primary: "#256b2d",
      onPrimary: "#ffffff",
      accent: "#ea580c",
      background: "#fcfdf8",
      surface: "#eef4e6",
      text: "#17201a",
      muted: "#4b5a4e",
      border: "#d5e3c8",
    },
    fonts: { heading: "montserrat", body: "nunito" },
    header: "action",
    footer: "columns",
    sectionStyle: "bands",
    logo: { mark: "tree-pine", shape: "hexagon" },
    radius: "large",
    pattern: "diagonal",
  },
  closures: [{ holiday: "Thanksgiving Day" }, { name: "Winter break", monthDay: "12-25", days: 8 }, { holiday: "Independence Day" }],
  settings: {
    tagline: "After-school, weekend and summer adventures for Rochester kids aged 9 to 18",
    description:
      "Trailblazers Youth Club gives young people in northeast Rochester a safe clubhouse after school, homework help and a hot dinner, and gets them outdoors: hiking, paddling and camping across the Finger Lakes.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "48 Hollenbeck Street", locality: "Rochester", region: "NY", postalCode: "14621" },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "14:30", closes: "19:00" },
      { days: ["sat"], opens: "08:00", closes: "17:00" },
    ],
    hoursNote: "School-year hours. During summer Basecamp the clubhouse is open weekdays 8:00 am to 5:30 pm. The office answers calls from 10 am on weekdays.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "About", href: "about" },
      {
        label: "Families",
        href: "parents",
        children: [
          { label: "Parents and guardians", href: "parents" },
          { label: "Family resources", href: "resources" },
          { label: "Questions", href: "questions" },
        ],
      },
      { label: "Careers", href: "careers" },
      { label: "Contact", href: "contact" },
      { label: "Search", href: "search" },
    ],
    headerAction: { label: "Join the club", href: "parents" },
    footerLinks: [
      { label: "Parents and guardians", href: "parents" },
      { label: "Questions", href: "questions" },
      { label: "Family resources", href: "resources" },
      { label: "Work with us", href: "careers" },
      { label: "Search", href: "search" },
      { label: "Contact", href: "contact" },
    ],
  },
  mounts: { jobs: "careers" },
  forms: [
    {
      key: "contact",
      name: "Contact message",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage:
        "Thanks for getting in touch. The right person on our team will reply within one business day. If you need us sooner, call the front desk at (585) 555-0157, weekdays from 10 am.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half", help: "If you'd like a call or text back." },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          required: true,
          width: "half",
          options: [
            "Joining the club",
            "The clubhouse or my child's day",
            "Weekend trips or Kettle Pond",
            "Summer Basecamp",
            "Volunteering",
            "Donating gear",
            "Something else",
          ],
        },
        { name: "message", label: "Your message", type: "textarea", required: true, maxLength: 4000 },
      ],
    },
    {
      key: "job-application",
      name: "Job application",
      recipients: [EMAIL],
      submitLabel: "Send application",
      successMessage:
        "Thank you for applying to Trailblazers. The hiring manager reads every application and will be in touch within a week to let you know the next step. Questions in the meantime: jobs@trailblazersyouth.example.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "former_member", label: "Were you ever a Trailblazers member?", type: "radio", options: ["Yes", "No"], width: "half" },
        {
          name: "resume",
          label: "Resume",
          type: "file",
          accept: ["pdf", "document"],
          maxFiles: 1,
          maxSizeMb: 10,
          help: "A PDF or Word document, up to 10 MB. No resume? Tell us about your experience in the box below instead.",
        },
        {
          name: "why_you",
          label: "Why you, and why Trailblazers?",
          type: "textarea",
          required: true,
          maxLength: 2000,
          help: "A few sentences about your experience with young people, at work, school, camp, sports or in your community.",
        },
        { name: "start_date", label: "Earliest start date", type: "date", width: "half" },
        {
          name: "availability",
          label: "When can you work?",
          type: "checkbox",
          required: true,
          options: ["Weekday afternoons and evenings", "Weekday daytime (summer)", "Saturdays", "Overnight trips"],
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Trailblazers Youth Club | Rochester, NY",
      description:
        "After-school clubhouse, weekend trips and summer Basecamp for Rochester youth aged 9 to 18. Homework help, dinner and the outdoors, for $25 a year.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("landscape/forest-path"),
            variant: "split",
            eyebrow: "Northeast Rochester · Ages 9 to 18",
            heading: "Homework, dinner, and a trail to the top of something",
            body: "Every weekday after school our clubhouse on Hollenbeck Street fills up with kids doing homework, building robots and eating a hot dinner. Every weekend, some of them are on a trail in Letchworth or a kayak on Canandaigua Lake. Membership is $25 a year, and nobody is turned away.",
            actions: [
              { label: "Join the club", href: "parents" },
              { label: "What we do", href: "about", variant: "secondary" },
            ],
            illustration: "tree-pine",
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "My daughter used to come home and sit on her phone. Now she comes home at 7 talking about kayaks and fractions, and she's already eaten.",
                name: "Keyana W.",
                detail: "Parent of a Clubhouse member",
              },
              {
                quote:
                  "I joined when I was ten. I'm seventeen and I'm a Trail Crew leader, I have a paycheck, and I'm going to study environmental science at SUNY ESF.",
                name: "Jamal R.",
                detail: "Teen Trail Crew",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Programs",
            columns: 4,
            items: [
              {
                icon: "school",
                title: "Clubhouse",
                body: "Ages 9 to 13, weekdays 2:30 to 7 pm. Homework help, games, the makerspace and a hot dinner at 5:30.",
              },
              {
                icon: "mountain",
                title: "Weekend Expeditions",
                body: "Saturday hikes, paddles, climbing and snowshoeing at parks across the Finger Lakes. All gear provided.",
              },
              {
                icon: "target",
                title: "Teen Trail Crew",
                body: "Ages 14 to 18. Paid trail work, leadership training, college visits and our overnight trips.",
              },
              {
                icon: "sun",
                title: "Summer Basecamp",
                body: "Eight weeks of day camp, with swimming twice a week and a three-night camping trip for every age group.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Why the outdoors",
            heading: "Most of our kids had never seen a waterfall up close. Now they lead the hike.",
            body: md`
              Rochester sits at the edge of some of the best outdoor country in New York, but for many families in our
              neighborhood it's out of reach: no car, no gear, no time. We take care of all three. Kids who start on a
              two-mile walk at Durand Eastman Beach often finish their first year on the rim trail at Letchworth.

              Along the way they learn to plan, to look after each other, and to keep going when it's cold and wet. Those
              skills come home and come to school too.
            `,
            illustration: "mountain",
            action: { label: "About Trailblazers", href: "about" },
          },
        },
        {
          type: "stats",
          props: {
            heading: "Last year",
            items: [
              { value: "340", label: "Members aged 9 to 18" },
              { value: "26,000", label: "Dinners served at the clubhouse" },
              { value: "148", label: "Weekend trips to parks, lakes and gorges" },
              { value: "100%", label: "Of Teen Trail Crew seniors who graduated high school" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Sign up takes 15 minutes",
            body: "Bring your child to the clubhouse any weekday after 3 pm, fill in a registration form, and they can stay for dinner the same day.",
            action: { label: "Information for parents", href: "parents" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ about
    {
      path: "about",
      title: "About Trailblazers Youth Club",
      description:
        "Trailblazers' mission, history since 1994, our clubhouse and camp, our staff and board, and the partners who help Rochester kids get outdoors.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our mission",
            heading: "Every young person deserves a safe place to belong and a wide world to explore",
            body: md`
              Trailblazers began in 1994 as a Saturday hiking club run by two teachers from a northeast Rochester middle
              school, with a borrowed church van and a box of donated boots. By 2001 it had a clubhouse in a former
              hardware store on Hollenbeck Street, and in 2012 we added Kettle Pond, a 40-acre camp property near Naples
              donated by a longtime supporter.

              Today we're a year-round youth development organization with 22 staff, 120 volunteers and a simple model:
              **a safe, warm clubhouse every day, and real adventures every week.**
            `,
            illustration: "tree-pine",
          },
        },
        {
          type: "features",
          props: {
            heading: "Where we are",
            columns: 2,
            items: [
              {
                icon: "building",
                title: "The Clubhouse, Hollenbeck Street",
                body: "Homework room, makerspace, teaching kitchen, gym and the gear room, where every boot, jacket and tent we own is checked, cleaned and labelled by the Teen Trail Crew.",
              },
              {
                icon: "trees",
                title: "Kettle Pond, near Naples",
                body: "Our 40-acre outdoor base with a pond, lean-tos, a heated lodge and two miles of trails built by our teens. Summer Basecamp overnights and winter cabin weekends happen here.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Leadership team",
            columns: 3,
            items: [
              {
                icon: "users",
                title: "Darnell Hughes, Executive Director",
                body: "A Trailblazer himself at age 11. Came back after 12 years teaching in Rochester schools to lead the club in 2016.",
              },
              {
                icon: "mountain",
                title: "Kristen Vaughn, Director of Outdoor Programs",
                body: "Wilderness First Responder and ACA-certified kayak instructor. Plans every expedition and trains every trip leader.",
              },
              {
                icon: "school",
                title: "Luz Marina Cortés, Clubhouse Director",
                body: "Runs daily programs, homework help and the makerspace. Former after-school coordinator at a Rochester elementary school.",
              },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Partners and supporters",
            logos: [
              { name: "Genesee Region Parks Alliance", image: seedImage("logos/genesee-region-parks-alliance") },
              { name: "Northeast Rochester Neighborhood Association", image: seedImage("logos/northeast-rochester-neighborhood-association") },
              { name: "Lakeshore Health Foundation", image: seedImage("logos/lakeshore-health-foundation") },
              { name: "Finger Lakes Paddlers Club", image: seedImage("logos/finger-lakes-paddlers-club") },
              { name: "Flower City Food Rescue", image: seedImage("logos/flower-city-food-rescue") },
              { name: "Rochester Outdoor Gear Exchange", image: seedImage("logos/rochester-outdoor-gear-exchange") },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "1994", label: "Year of our first Saturday hike" },
              { value: "22", label: "Staff, half of them former members" },
              { value: "120", label: "Volunteers, from homework tutors to van drivers" },
              { value: "$25", label: "Annual membership, waived for any family that asks" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Work or volunteer with us",
            action: { label: "Careers at Trailblazers", href: "careers" },
            secondary: { label: "Contact us", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ parents
    {
      path: "parents",
      title: "For Parents and Guardians",
      description: "How to sign your child up for Trailblazers: membership, fees and scholarships, daily schedule, pick-up, transportation, trips and safety.",
      blocks: [
        {
          type: "steps",
          props: {
            heading: "How to join",
            intro: "Young people aged 9 to 18 can join at any time of year.",
            items: [
              { title: "Come to the clubhouse", body: "Any weekday from 3 to 6 pm, with your child. The front desk will give you a tour." },
              {
                title: "Fill in the registration form",
                body: "Contact details, emergency contacts, health information and permissions. It takes about 15 minutes. Bring your child's insurance card if they have one.",
              },
              {
                title: "Pay the membership fee",
                body: "$25 a year, per child, by cash, card or check. If the fee is a problem, just say so and we'll waive it. No paperwork, no questions.",
              },
              {
                title: "Start the same day",
                body: "Your child can stay for homework time and dinner straight away. Trip sign-ups open after their first two weeks.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "A typical clubhouse day",
            columns: 4,
            items: [
              { icon: "clock", title: "2:30 to 3:30 pm", body: "Arrival and snack. Members walk over from school, or ride our van from four partner schools." },
              {
                icon: "file-text",
                title: "3:30 to 4:30 pm",
                body: "Power Hour: homework help with staff and volunteer tutors. Reading time if there's no homework.",
              },
              { icon: "puzzle", title: "4:30 to 5:30 pm", body: "Choice time: makerspace, gym, art, cooking class or trip preparation." },
              { icon: "utensils", title: "5:30 to 7 pm", body: "Hot dinner for everyone, then games until pick-up. Last pick-up is 7 pm." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "What it costs",
            intro: "We keep costs as low as we can. Scholarships cover any fee, for any family, on request.",
            plans: [
              {
                name: "Membership",
                price: "$25",
                period: "per year",
                description: "Clubhouse, dinner and Weekend Expeditions.",
                features: ["Daily clubhouse and dinner", "Weekend day trips", "All outdoor gear and clothing loaned"],
                highlighted: true,
              },
              {
                name: "Summer Basecamp",
                price: "$60",
                period: "per week",
                description: "Eight weeks, 8:30 am to 4:30 pm, July and August.",
                features: ["Breakfast and lunch", "Swimming twice a week", "One overnight at Kettle Pond"],
              },
              {
                name: "Teen Trail Crew",
                price: "Free",
                period: "and paid",
                description: "Ages 14 to 18. Crew members earn $15.50 an hour for trail and gear work.",
                features: ["Leadership training", "College and career visits", "Wilderness first aid course"],
              },
            ],
            note: "Basecamp sibling discount: the second and later children pay $40 a week. Scholarships are confidential; ask the front desk or the Clubhouse Director.",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Pick-up, trips and safety",
            items: [
              {
                question: "Who can pick up my child?",
                answer:
                  "Only adults named on the registration form, with photo ID the first time. Members aged 12 and over may walk home if you give written permission.",
              },
              {
                question: "How do trips work?",
                answer:
                  "Each weekend trip has its own sign-up sheet and permission slip, handed out on Monday. Vans leave the clubhouse at 8 am and are back by 5 pm. We provide lunch, gear and clothing; your child needs sneakers and a water bottle.",
              },
              {
                question: "Who leads the trips?",
                answer:
                  "Every trip has at least two adult staff with Wilderness First Aid, one leader for every six youth, and a full first aid kit and satellite messenger. Paddling trips include an ACA-certified instructor.",
              },
              {
                question: "Are staff background checked?",
                answer:
                  "Yes. All staff and volunteers pass a criminal background check and a New York State Central Register check, complete child-safety training, and are never alone with one child out of sight of others.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "More questions?",
            action: { label: "Read the full FAQ", href: "questions" },
            secondary: { label: "Family resources", href: "resources", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ questions
    {
      path: "questions",
      title: "Questions from Families and Members",
      description:
        "Answers to common questions about Trailblazers membership, the clubhouse, weekend trips, summer Basecamp, Teen Trail Crew, transport and behavior.",
      blocks: [
        {
          type: "faq",
          props: {
            heading: "Membership and the clubhouse",
            items: [
              {
                question: "What ages can join?",
                answer:
                  "Ages 9 to 18. Clubhouse is for ages 9 to 13; members aged 14 and over join the Teen program, which has its own room, later hours on Fridays and the Teen Trail Crew.",
              },
              {
                question: "Does my child have to live in northeast Rochester?",
                answer:
                  "No. Most members live within two miles of the clubhouse, but any young person in Monroe County can join. Our school van serves four nearby schools.",
              },
              {
                question: "Do you serve dinner every day?",
                answer:
                  "Yes, a hot dinner every weekday at 5:30 pm, cooked in our kitchen with help from Flower City Food Rescue. We can provide vegetarian, halal and allergy-safe meals; tell us on the registration form.",
              },
              {
                question: "Is there homework help?",
                answer:
                  "Every weekday from 3:30 to 4:30 pm. Volunteer tutors from local colleges help with math and reading, and we keep in touch with teachers if you give permission.",
              },
              {
                question: "Is the clubhouse open on school holidays?",
                answer:
                  "Yes, on most school holidays and breaks we open from 8:30 am to 5 pm, with breakfast and lunch and often a day trip. We close on Thanksgiving, the week between Christmas and New Year, and the Fourth of July.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Trips and the outdoors",
            items: [
              {
                question: "My child has never been hiking. Is that OK?",
                answer:
                  "Absolutely. Most members hadn't. First trips are short and easy, like Durand Eastman Beach or Mendon Ponds, and we build up from there.",
              },
              {
                question: "What does my child need to bring?",
                answer:
                  "Sneakers, a water bottle and any medication they need. We lend boots, rain jackets, warm layers, backpacks and everything else, free of charge.",
              },
              {
                question: "Do kids need to be able to swim to go paddling?",
                answer:
                  "No, but every paddler wears a life jacket at all times, and non-swimmers start in stable tandem kayaks close to shore. Basecamp includes free swimming lessons.",
              },
              {
                question: "What happens if the weather turns bad?",
                answer:
                  "Trip leaders check forecasts the night before and the morning of every trip. We go out in rain and snow with the right clothing, but cancel for thunderstorms, high wind on water, or extreme cold. Families get a text by 7 am if a trip is cancelled.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Behavior, health and safety",
            items: [
              {
                question: "What are the club rules?",
                answer:
                  "Three of them: respect yourself, respect each other, respect the place. Members help write the detailed clubhouse agreement at the start of each school year.",
              },
              {
                question: "What if my child gets in trouble?",
                answer:
                  "We talk it through with them first, and call you if it happens again or if anyone was hurt. We rarely suspend members, and when we do it's for a day or two, with a meeting with you before they return.",
              },
              {
                question: "Can you give my child medication?",
                answer:
                  "Staff can give medication with a signed authorization from you and your child's doctor. Rescue inhalers and epinephrine auto-injectors can be carried by the child.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Didn't find your answer?",
            body: "Call the front desk or search the site.",
            action: { label: `Call ${PHONE}`, href: TEL },
            secondary: { label: "Search the site", href: "search", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ resources
    {
      path: "resources",
      title: "Resources for Families",
      description:
        "Forms, packing lists and trip guides from Trailblazers, plus local help with food, tutoring, health care and youth mental health in Rochester.",
      blocks: [
        {
          type: "documents",
          props: {
            heading: "Trailblazers forms and guides",
            intro: "Paper copies of all forms are at the front desk.",
            items: [
              {
                title: "Member registration form",
                meta: "Form · 3 pages · English and Spanish",
                description: "Contact details, emergency contacts, health information and permissions. One per child, renewed every September.",
              },
              {
                title: "Medication authorization",
                meta: "Form · 1 page",
                description: "Needed for any medication given by staff. Must be signed by a parent and a health care provider.",
              },
              { title: "Weekend trip packing list", meta: "Guide · 1 page", description: "What to bring and what we provide, by season." },
              {
                title: "Summer Basecamp family handbook",
                meta: "Guide · 12 pages",
                description: "Daily schedule, swimming, the Kettle Pond overnight, and what to pack for camp.",
              },
              {
                title: "Teen Trail Crew work permit checklist",
                meta: "Checklist · 1 page",
                description: "New York working papers for 14 to 17 year olds, and how to get them through your school.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Help in the community",
            intro: "Our staff can help you contact any of these services. Just ask at the front desk.",
            columns: 3,
            items: [
              {
                icon: "utensils",
                title: "Food",
                body: "Our Friday food pantry shelf is open to all member families, 3 to 6 pm. Members take home weekend snack bags during the school year.",
              },
              {
                icon: "heart",
                title: "Youth mental health",
                body: "Call or text 988 any time for the Suicide and Crisis Lifeline. Our staff can refer members to free school-based and community counseling.",
              },
              {
                icon: "phone",
                title: "Everyday needs",
                body: "Dial 211 for help with housing, utilities, child care and other local services across Monroe County, 24 hours a day.",
              },
              {
                icon: "graduation-cap",
                title: "Tutoring and college",
                body: "Teen members get SAT practice on Tuesday evenings and help with college and financial aid applications every fall.",
              },
              {
                icon: "bike",
                title: "Bikes and gear",
                body: "Members who finish our six-week bike safety course earn a refurbished bike, lock and helmet to keep.",
              },
              {
                icon: "briefcase",
                title: "Jobs for teens",
                body: "Teen Trail Crew is paid work. We also help teens apply for summer youth employment programs in the city.",
              },
            ],
          },
        },
        {
          type: "documents",
          props: {
            heading: "Parks we visit",
            intro:
              "Our most popular trip destinations, with the drive time from the clubhouse. Trip leaders check trail conditions on the state parks website the night before every trip.",
            items: [
              {
                title: "Durand Eastman Beach and Park",
                meta: "Rochester · 15 minutes",
                description: "Lake Ontario shoreline and wooded hills: where most members take their first hike.",
              },
              {
                title: "Mendon Ponds Park",
                meta: "Honeoye Falls · 30 minutes",
                description: "Glacial ponds, kettles and eskers, boardwalk trails and our winter ice-fishing trip.",
              },
              {
                title: "Letchworth State Park",
                meta: "Castile · 1 hour 10 minutes",
                description: "The 'Grand Canyon of the East': gorge rim trails, three big waterfalls and winter snowshoeing.",
              },
              {
                title: "Harriet Hollister Spencer State Recreation Area",
                meta: "Canadice · 55 minutes",
                description: "Our favorite cross-country ski and snowshoe spot, high above Honeoye Lake.",
              },
              {
                title: "Watkins Glen State Park",
                meta: "Watkins Glen · 1 hour 45 minutes",
                description: "Nineteen waterfalls along one two-mile gorge trail: the end-of-summer trip everyone waits for.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Looking for something else?",
            action: { label: "Search the site", href: "search" },
            secondary: { label: "Contact us", href: "contact", variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ careers
    {
      path: "careers",
      title: "Careers at Trailblazers",
      description:
        "Work with young people indoors and out: open jobs at Trailblazers Youth Club, what it's like to work here, pay and benefits, and how we hire.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Work with us",
            heading: "The best office in Rochester is sometimes a canoe",
            body: "Our staff spend their afternoons helping with long division and their Saturdays leading hikes to waterfalls. Half of them were Trailblazers members once. If you want work that matters to kids and keeps you moving, we'd like to meet you.",
            actions: [{ label: "Questions? Email jobs@trailblazersyouth.example", href: "mailto:jobs@trailblazersyouth.example" }],
            illustration: "mountain",
          },
        },
        {
          type: "features",
          props: {
            heading: "What it's like to work here",
            columns: 3,
            items: [
              {
                icon: "graduation-cap",
                title: "Training that builds a career",
                body: "Every new staff member gets paid Wilderness First Aid, CPR, youth mental health first aid and our child-safety training. Trip leaders can earn ACA paddling certifications on us.",
              },
              {
                icon: "wallet",
                title: "Fair pay and benefits",
                body: "Full-time staff get health and dental insurance with 85% paid by us, a 403(b) with a 4% match, 20 days of paid time off and the week between Christmas and New Year off.",
              },
              {
                icon: "users",
                title: "A team that has your back",
                body: "Small teams, weekly supervision, and a rule that nobody leads a trip or a room alone. Staff meals at the clubhouse are free.",
              },
            ],
          },
        },
        {
          type: "jobList",
          props: {
            heading: "Open positions",
            intro: "We post every opening here. Former members are especially encouraged to apply.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How we hire",
            items: [
              {
                title: "Apply",
                body: "Open the job you're interested in and use the application form on its page. Attach a resume, or just write a short note about your experience with young people.",
              },
              { title: "Meet us", body: "A 30-minute conversation with the hiring manager, in person or by video." },
              {
                title: "Spend an afternoon at the clubhouse",
                body: "A paid two-hour visit during program time. You'll meet members and see what the job is really like.",
              },
              {
                title: "Checks and offer",
                body: "References, a background check and a state Central Register check, then an offer. The whole process usually takes two to three weeks.",
              },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Equal opportunity employer",
            body: "Trailblazers Youth Club hires without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, age, disability or veteran status. We welcome applicants from the neighborhoods our members live in.",
          },
        },
      ],
    },
    // ------------------------------------------------------------------ contact
    {
      path: "contact",
      title: "Contact Trailblazers Youth Club",
      description:
        "Call, email or visit the Trailblazers clubhouse at 48 Hollenbeck Street, Rochester. Hours, directions, and who to talk to about joining, trips or volunteering.",
      blocks: [
        {
          type: "form",
          props: {
            heading: "Send us a message",
            intro:
              "Questions about joining, trips, Basecamp, volunteering or donating gear: send them here and we'll pass them to the right person. We reply within one business day.",
            form: "contact",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Visit the clubhouse",
            intro:
              "We're on Hollenbeck Street near the corner of Norton Street, on the RTS route 10 bus line. Visitors can park in our side lot. Please sign in at the front desk.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Who to talk to",
            columns: 3,
            items: [
              {
                icon: "users",
                title: "Joining and the clubhouse",
                body: "Luz Marina Cortés, Clubhouse Director: clubhouse@trailblazersyouth.example.",
                href: "parents",
                linkLabel: "For parents",
              },
              { icon: "mountain", title: "Trips and Kettle Pond", body: "Kristen Vaughn, Director of Outdoor Programs: trips@trailblazersyouth.example." },
              { icon: "hand-heart", title: "Volunteering", body: "Homework tutors, van drivers and trip helpers: volunteer@trailblazersyouth.example." },
              {
                icon: "gift",
                title: "Gear and donations",
                body: "We accept clean, working outdoor gear in youth and adult sizes. Drop off Monday to Friday, 10 am to 6 pm.",
              },
              { icon: "briefcase", title: "Jobs", body: "jobs@trailblazersyouth.example", href: "careers", linkLabel: "Open positions" },
              {
                icon: "phone",
                title: "During a trip",
                body: "The trip leader's phone number is on every permission slip. In an emergency, families are called straight away.",
              },
            ],
          },
        },
      ],
    },
    // ------------------------------------------------------------------ search
    {
      path: "search",
      title: "Search Trailblazers",
      description:
        "Search the Trailblazers Youth Club website for programs, trips, forms, parent information, questions and answers, and current job openings.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Looking for a form, a trip detail or an answer? Search the whole site below. You can also call the front
              desk at ${PHONE}, weekdays from 10 am.
            `,
          },
        },
        {
          type: "search",
          props: {
            heading: "Search the site",
            placeholder: "Try 'Basecamp', 'pick-up' or 'permission slip'",
          },
        },
        {
          type: "linkList",
          props: {
            heading: "Most visited",
            items: [
              { title: "For parents and guardians", href: "parents", description: "How to join, fees, daily schedule and safety." },
              { title: "Questions and answers", href: "questions", description: "Membership, trips, behavior and health." },
              { title: "Family resources", href: "resources", description: "Forms, packing lists and help in the community." },
              { title: "Careers", href: "careers", description: "Open positions and what it's like to work here." },
            ],
          },
        },
      ],
    },
  ],
  jobs: [
    {
      slug: "youth-development-specialist",
      title: "Youth Development Specialist",
      summary: "Lead daily clubhouse programs for members aged 9 to 13: homework help, activities and mentoring, with one weekend trip a month.",
      body: md`
        Youth Development Specialists are the heart of the clubhouse. You'll be responsible for a group of about 15
        members, getting to know them, their families and their teachers, and making every afternoon safe, fun and
        useful.

        ## What you'll do

        - Run Power Hour homework help and plan choice-time activities in the makerspace, gym and kitchen
        - Mentor a caseload of 15 members and keep in touch with their families
        - Co-lead one Saturday trip a month, after training
        - Keep attendance and incident records accurate and up to date
        - Supervise and support volunteer tutors

        ## What we're looking for

        - At least one year working with young people, in schools, camps, sports, faith groups or similar
        - Patience, humor and firm, fair boundaries
        - Comfortable outdoors, or keen to learn (we'll train you)
        - A valid driver's license is helpful; we'll pay for van driver training
        - Spanish is a plus

        ## Schedule and pay

        Full time, Monday to Friday 11:30 am to 7:30 pm, plus one Saturday a month (with a weekday off in return).
        $44,000 to $48,000 a year, with health and dental insurance, a 403(b) match and 20 days of paid time off.
      `,
      employmentType: "FULL_TIME",
      location: { locality: "Rochester", region: "NY" },
      salary: { min: 44000, max: 48000, unit: "YEAR" },
      postedDaysAgo: 6,
      validForDays: 45,
    },
    {
      slug: "summer-trip-leader",
      title: "Summer Trip Leader",
      summary: "Lead day hikes, paddles and Kettle Pond overnights for summer Basecamp groups, July and August. Wilderness First Aid provided.",
      body: md`
        Summer Trip Leaders take Basecamp groups of 12 members out into the Finger Lakes, three days a week, and lead
        camp activities on the other two. Each leader runs one three-night camping trip at Kettle Pond per age group.

        ## What you'll do

        - Lead and co-lead day trips to state parks, lakes and gorges, with ratios of one adult to six youth
        - Teach basic outdoor skills: layering, map reading, paddling, fire safety and Leave No Trace
        - Lead overnights at Kettle Pond, including cooking, camp chores and campfire programs
        - Check, clean and repair gear with the Teen Trail Crew

        ## Requirements

        - Age 19 or older, with experience leading groups of young people
        - Outdoor experience such as hiking, camping or paddling
        - Wilderness First Aid and CPR (we provide the course in June if you don't have them)
        - Able to carry a 35-pound pack and work outdoors in all weather

        ## Dates and pay

        Eight weeks from the first week of July, plus one training week in late June. $19 to $22 an hour depending
        on experience and certifications, with overtime on overnight trips. Free meals on shift.
      `,
      employmentType: "SEASONAL",
      location: { locality: "Rochester", region: "NY" },
      salary: { min: 19, max: 22, unit: "HOUR" },
      postedDaysAgo: 12,
      validForDays: 60,
    },
    {
      slug: "clubhouse-kitchen-assistant",
      title: "Clubhouse Kitchen Assistant",
      summary: "Help prepare and serve a hot dinner for up to 120 members each weekday, and teach the occasional cooking class.",
      body: md`
        Our kitchen serves about 26,000 dinners a year, many of them the main meal of the day for our members. The
        Kitchen Assistant works alongside our cook to prepare, serve and clean up dinner every weekday.

        ## What you'll do

        - Prepare vegetables, sides and salads, and help with hot dishes
        - Serve dinner at 5:30 pm and keep the dining room running smoothly
        - Clean and sanitize the kitchen to health department standards
        - Receive and sort deliveries from Flower City Food Rescue and our grocery partners
        - Help with the monthly members' cooking class

        ## Requirements

        - Some kitchen experience, at home or at work
        - A food handler's certificate, or willingness to get one in your first month (we pay)
        - Friendly with young people and able to stay calm at rush hour

        ## Schedule and pay

        Part time, Monday to Friday 2:30 to 7:30 pm, 25 hours a week. $17 to $18 an hour, with paid sick leave and
        free dinner on shift.
      `,
      employmentType: "PART_TIME",
      location: { locality: "Rochester", region: "NY" },
      salary: { min: 17, max: 18, unit: "HOUR" },
      postedDaysAgo: 3,
      validForDays: 30,
    },
  ],
};

export default site;
