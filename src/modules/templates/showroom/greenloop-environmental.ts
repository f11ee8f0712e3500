import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(585) 555-0153";
const TEL = "tel:+15855550153";
const EMAIL = "hello@greenloop.example";
const JOBS_EMAIL = "jobs@greenloop.example";

const site: SiteSeed = {
  slug: "greenloop-environmental",
  name: "GreenLoop Environmental Services",
  kind: "environmental-services",
  theme: {
    palette: {
      primary: "#0f6b5c",
      onPrimary: "#ffffff",
      accent: "#84a93b",
      background: "#f8fbf7",
      surface: "#e5f0e8",
      text: "#14231d",
      muted: "#46574f",
      border: "#bdd4c6",
    },
    fonts: { heading: "dm-sans", body: "nunito" },
    header: "classic",
    footer: "columns",
    sectionStyle: "rows",
    logo: { mark: "recycle", shape: "circle" },
    radius: "large",
    pattern: "waves",
  },
  settings: {
    tagline: "Composting, recycling and stormwater solutions for the Rochester region",
    description:
      "GreenLoop collects food scraps for composting, runs recycling programs for businesses and schools, picks up e-waste and builds rain gardens across Monroe and Ontario counties.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "85 Railroad Street", locality: "Rochester", region: "NY", postalCode: "14609" },
      serviceAreaNote: "Collection routes cover Rochester, Brighton, Irondequoit, Penfield, Pittsford, Henrietta, Webster, Fairport and Canandaigua.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "07:00", closes: "16:30" },
      { days: ["sat"], opens: "08:00", closes: "12:00" },
    ],
    hoursNote: "Saturday hours are for e-waste and compost pick-up at the Railroad Street yard only.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Home", href: "" },
      { label: "Rain Barrel Giveaway", href: "giveaway" },
      { label: "Job Opportunities", href: "job-opportunities" },
    ],
    headerAction: { label: "Call (585) 555-0153", href: TEL },
    footerLinks: [
      { label: "Giveaway rules", href: "giveaway" },
      { label: "Job opportunities", href: "job-opportunities" },
    ],
  },
  mounts: { jobs: "job-opportunities" },
  forms: [
    {
      key: "service-request",
      name: "Service request",
      recipients: [EMAIL],
      submitLabel: "Send request",
      successMessage:
        "Thanks! We have your request. Home compost sign-ups hear from us within one business day with a start date; businesses get a call to book a free waste walk-through.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "organization", label: "Business, school or organization", type: "text", width: "half", help: "Leave blank for home service." },
        {
          name: "service",
          label: "What can we help with?",
          type: "select",
          required: true,
          options: [
            "Home compost pickup, weekly ($24 a month)",
            "Home compost pickup, every other week ($15 a month)",
            "Commercial organics or recycling quote",
            "E-waste or universal waste pickup",
            "Rain garden or stormwater project",
            "Something else",
          ],
        },
        { name: "address", label: "Street address for service", type: "text", required: true },
        {
          name: "town",
          label: "Town",
          type: "select",
          required: true,
          width: "half",
          options: ["Rochester", "Brighton", "Irondequoit", "Penfield", "Pittsford", "Henrietta", "Webster", "Fairport", "Canandaigua", "Somewhere else"],
        },
        { name: "zip", label: "ZIP code", type: "text", required: true, width: "half", maxLength: 10 },
        {
          name: "message",
          label: "Anything else we should know?",
          type: "textarea",
          maxLength: 3000,
          help: "Where you'd leave the bucket, how many toters a kitchen fills, what electronics need collecting, or where water pools on your property.",
        },
      ],
    },
    {
      key: "giveaway-entry",
      name: "Rain barrel & compost bin giveaway entry",
      recipients: [EMAIL],
      submitLabel: "Enter the giveaway",
      successMessage:
        "You're entered, and good luck! Winners are drawn at random on May 2 on a livestream from our yard, and we contact every winner by phone or email within three days. One entry per household, so there's no need to enter again.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half", help: "Optional. We call winners if we can't reach them by email." },
        { name: "street", label: "Street address", type: "text", required: true, help: "Include your apartment or unit number. One entry per household." },
        { name: "town", label: "Town or city", type: "text", required: true, width: "half" },
        { name: "zip", label: "ZIP code", type: "text", required: true, width: "half", maxLength: 10 },
        {
          name: "county",
          label: "County",
          type: "radio",
          required: true,
          options: ["Monroe", "Ontario", "Wayne", "Livingston"],
          help: "The giveaway is open to households in these four counties.",
        },
        {
          name: "prize",
          label: "Which prize would you like?",
          type: "radio",
          required: true,
          options: ["A rain barrel", "A compost bin", "Either one"],
          help: '"Either one" puts you in both drawings, but each household can win only once.',
        },
        {
          name: "housing",
          label: "Do you own or rent your home?",
          type: "radio",
          options: ["Own", "Rent"],
          help: "Renters who win a rain barrel confirm their landlord's permission at pickup.",
        },
        {
          name: "heard",
          label: "How did you hear about the giveaway?",
          type: "select",
          options: ["I'm a GreenLoop compost member", "Instagram or Facebook", "A friend or neighbor", "My town's newsletter", "Somewhere else"],
        },
        {
          name: "rules",
          label:
            "I am 18 or older, I live in Monroe, Ontario, Wayne or Livingston County, and I agree to the official rules of the GreenLoop Rain Barrel & Compost Bin Giveaway.",
          type: "consent",
          required: true,
        },
      ],
    },
    {
      key: "job-application",
      name: "Job application",
      recipients: [EMAIL],
      submitLabel: "Send application",
      successMessage:
        "Thanks for applying to GreenLoop. Tasha Greer, our operations manager, reviews applications every Monday and will call you within a week to talk about the job, the schedule and the pay.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "start", label: "When could you start?", type: "date", width: "half" },
        {
          name: "licences",
          label: "Licences and certifications you hold",
          type: "checkbox",
          options: [
            "New York Class A CDL",
            "New York Class B CDL",
            "CDL learner permit",
            "Standard driver's license",
            "NYSDEC erosion and sediment control training",
            "OSHA 10 or OSHA 30",
            "None yet",
          ],
          help: "We pay for CDL, OSHA and NYSDEC training for the right candidates.",
        },
        { name: "equipment", label: "Equipment you've run", type: "text", help: "For example: rear-load truck, wheel loader, skid steer, mini excavator." },
        {
          name: "resume",
          label: "Résumé",
          type: "file",
          accept: ["pdf", "document"],
          maxSizeMb: 10,
          help: "A PDF or Word document. No résumé? Tell us about your work history below instead.",
        },
        {
          name: "abstract",
          label: "Driving abstract (driving roles)",
          type: "file",
          accept: ["pdf", "image"],
          maxSizeMb: 10,
          help: "Your New York DMV driving record, if you're applying to drive for us.",
        },
        {
          name: "why",
          label: "Why you?",
          type: "textarea",
          required: true,
          maxLength: 2000,
          help: "A few lines about the outdoor, driving or equipment work you've done, and what you'd bring to the crew.",
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "GreenLoop Environmental Services | Rochester, NY",
      description:
        "Food-scrap composting pickup, business recycling programs, e-waste collection and rain gardens for homes, schools and businesses around Rochester, NY.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Rochester's closed-loop service company",
            heading: "Less in the landfill, more back in the soil",
            body: "We pick up food scraps from 2,300 homes and 140 businesses every week, turn them into compost at our site in Farmington, and bring it back to local gardens. We also run recycling programs, collect electronics and build rain gardens that keep stormwater out of the Genesee.",
            actions: [
              { label: "Enter the rain barrel giveaway", href: "giveaway" },
              { label: "Call (585) 555-0153", href: TEL, variant: "secondary" },
            ],
            illustration: "recycle",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we do",
            intro: "Four services, one truck fleet and one goal: keep useful material out of the Mill Seat landfill.",
            columns: 2,
            items: [
              {
                icon: "sprout",
                title: "Residential compost pickup",
                body: "A 5-gallon bucket with a locking lid, picked up weekly or every other week. $24 a month weekly, $15 every other week. Members get two bags of finished compost each spring.",
              },
              {
                icon: "building-2",
                title: "Commercial organics and recycling",
                body: "Toters for restaurants, grocers, colleges and offices, with waste audits and staff training. Most kitchens divert 40-60% of their trash and lower their hauling bill.",
              },
              {
                icon: "plug",
                title: "E-waste and universal waste",
                body: "Computers, TVs, batteries, fluorescent tubes and ballasts collected from offices and drop-offs, recycled by R2v3-certified processors with certificates of destruction for hard drives.",
              },
              {
                icon: "droplets",
                title: "Rain gardens and stormwater",
                body: "Rain gardens, bioswales, permeable paver patios and downspout disconnections, designed to NYSDEC standards and planted with natives.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            heading: "Last year in numbers",
            items: [
              { value: "1,870 tons", label: "of food scraps composted instead of landfilled" },
              { value: "212 tons", label: "of electronics recycled responsibly" },
              { value: "3.1 million", label: "gallons of roof runoff captured by our rain gardens" },
              { value: "400", label: "rain barrels and compost bins given away since 2019" },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Spring giveaway",
            heading: "Win a free rain barrel or backyard compost bin",
            body: md`
              Every spring we give away **100 rain barrels and 100 compost bins** to households in Monroe,
              Ontario, Wayne and Livingston counties, paid for by our commercial customers' recycling rebates.
              Entry is free and open through April 30.

              Winners pick up their barrel or bin at our Railroad Street yard during our spring open house
              on the second weekend of May, with a 20-minute setup demonstration.
            `,
            illustration: "gift",
            action: { label: "Read the rules and enter", href: "giveaway" },
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From our customers",
            items: [
              {
                quote:
                  "Our kitchen fills two GreenLoop toters a day. We went from four dumpster pulls a week to two, and the compost savings covered the service in the first month.",
                name: "Marisol Vega",
                detail: "Owner, Casa Vega restaurant, South Wedge",
                rating: 5,
              },
              {
                quote:
                  "The rain garden they built along our driveway took care of the water that used to pour into our basement every April. It's full of coneflowers now.",
                name: "Dan and Keiko Arnold",
                detail: "Irondequoit",
                rating: 5,
              },
              {
                quote:
                  "GreenLoop cleared out 300 old laptops and monitors from our district warehouse and gave us serial-numbered destruction certificates for every drive.",
                name: "Paul Hennessey",
                detail: "IT director, a Wayne County school district",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Start composting or get a recycling quote",
            intro:
              "Tell us what you need and where. Home pickup starts within two weeks; business quotes come after a free waste walk-through. Rather talk it through? Call (585) 555-0153 or email hello@greenloop.example.",
            form: "service-request",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Visit the yard",
            intro: "Drop off compost buckets and household electronics during yard hours. Businesses, please call to schedule pickups.",
          },
        },
      ],
    },
    // -------------------------------------------------------------- giveaway
    {
      path: "giveaway",
      title: "Rain Barrel & Compost Bin Giveaway",
      description:
        "Enter GreenLoop's free spring giveaway of 100 rain barrels and 100 compost bins. Official rules, eligibility, deadline and how winners are chosen.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Annual spring giveaway",
            heading: "200 free rain barrels and compost bins for local households",
            body: "No purchase necessary. One entry per household, open March 1 through April 30. Winners are drawn at random on May 2 and pick up at our open house the second weekend of May.",
            actions: [{ label: "Questions? Call (585) 555-0153", href: TEL }],
            illustration: "gift",
          },
        },
        {
          type: "features",
          props: {
            heading: "The prizes",
            columns: 2,
            items: [
              {
                icon: "droplets",
                title: "100 rain barrels",
                body: "55-gallon food-grade barrels, reconditioned by GreenLoop, with a brass spigot, overflow hose, mosquito screen and a downspout diverter kit. Approximate retail value: $95 each.",
              },
              {
                icon: "leaf",
                title: "100 compost bins",
                body: "The Earth Machine 80-gallon backyard composter with a locking lid, bottom harvest door and a kitchen collection pail. Approximate retail value: $85 each.",
              },
            ],
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Official rules

              ### 1. Sponsor

              The giveaway is sponsored by GreenLoop Environmental Services, LLC, 85 Railroad Street,
              Rochester, NY 14609.

              ### 2. Eligibility

              - Open to legal residents of Monroe, Ontario, Wayne and Livingston counties, New York, who are
                18 or older when they enter.
              - One entry per household. A household is everyone living at one street address; apartment
                residents enter with their unit number.
              - Renters may enter with a landlord's permission to install a rain barrel on the property. We ask
                winners to confirm this at pickup.
              - GreenLoop employees and their immediate families are not eligible. Past winners from the last
                two years may enter for the other prize only.

              ### 3. How to enter

              Entries are accepted from **12:00 a.m. on March 1 until 11:59 p.m. on April 30**. Give us your
              name, street address, phone or email, and whether you would like a rain barrel, a compost bin, or
              either. Enter with the entry form on this page, by phone at (585) 555-0153, by email to
              giveaway@greenloop.example, or on a paper entry card at our Railroad Street yard. All entry
              methods have the same chance of winning.

              ### 4. Drawing and odds

              On **May 2** we draw 100 rain barrel winners and 100 compost bin winners at random from eligible
              entries, on a livestream from our yard. Entrants who chose "either" go into both drawings but can
              win only once. Odds depend on the number of entries; last year we received 1,946.

              ### 5. Notification and pickup

              Winners are contacted by phone or email within three days of the drawing and must reply within
              seven days, or an alternate is drawn. Prizes are picked up at our yard on the second Saturday and Sunday
              of May, 9 a.m. to 2 p.m. If you cannot make it, someone you name may pick up for you,
              or we deliver free to homes on our compost routes.

              ### 6. Conditions

              Prizes cannot be exchanged for cash or transferred before pickup. Winners are responsible for
              installing their barrel or bin; rain barrels must be set on a level, stable base and disconnected
              before the first hard freeze. By entering, you agree that GreenLoop may publish your first name and
              town as a winner. We never sell or share entrants' contact details; we will send you our spring
              newsletter only if you ask for it.

              ### 7. General

              Void where prohibited. The sponsor may cancel or change the giveaway if it cannot run as planned
              for reasons beyond its control, and will post any change on this page.
            `,
            width: "narrow",
          },
        },
        {
          type: "form",
          props: {
            heading: "Enter the giveaway",
            intro: "One entry per household, open through 11:59 p.m. on April 30. Please read the official rules above before you enter.",
            form: "giveaway-entry",
          },
        },
        {
          type: "faq",
          props: {
            heading: "Giveaway questions",
            items: [
              {
                question: "Can I buy a rain barrel if I don't win?",
                answer:
                  "Yes. Reconditioned barrels with the full diverter kit are $65 at our yard all season, and compost bins are $55. Giveaway entrants who don't win get a $10-off code by email in May.",
              },
              {
                question: "How much water does a rain barrel save?",
                answer:
                  "About 600 gallons a season from one downspout on a typical Rochester roof. That's water for your garden that isn't rushing into the storm sewer during a downpour.",
              },
              {
                question: "I live in an apartment. Can I still enter?",
                answer:
                  "Yes. Compost bins work in shared yards and community gardens, and our countertop pickup bucket is an option too if your building doesn't have space.",
              },
              {
                question: "Will you help me set it up?",
                answer: "Every pickup includes a 20-minute demonstration, and we post step-by-step setup videos on our Instagram. Call us if you get stuck.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Rather enter by phone or email?",
            body: "Call us, or email your name, address, a phone number and which prize you want. Every entry method has the same chance of winning. Entries close at 11:59 p.m. on April 30.",
            action: { label: "Email giveaway@greenloop.example", href: "mailto:giveaway@greenloop.example" },
            secondary: { label: "Call (585) 555-0153", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // -------------------------------------------------------- job opportunities
    {
      path: "job-opportunities",
      title: "Job Opportunities at GreenLoop",
      description:
        "Work at GreenLoop: route drivers, stormwater field technicians and compost site crew in Rochester. Posted pay, health insurance and paid time off.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Careers",
            heading: "Green jobs that keep Rochester running",
            body: md`
              GreenLoop has grown from one pickup truck in 2014 to 34 employees, nine collection trucks and a
              six-acre composting site in Farmington. We hire people who show up, take care of the equipment and
              like being outdoors.

              Every full-time position comes with health and dental insurance, a SIMPLE IRA with a 3% match,
              two weeks of paid time off plus holidays, and paid training for CDL, OSHA and NYSDEC
              erosion-control certification.
            `,
            illustration: "truck",
          },
        },
        {
          type: "jobList",
          props: {
            heading: "Open positions",
            intro: "Each posting lists the pay range and schedule. We review applications every Monday.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How hiring works",
            items: [
              {
                title: "Apply online or in person",
                body: "Open the posting that interests you and apply with the form on its page, attaching a résumé if you have one. You can also email jobs@greenloop.example or fill out a paper application at the yard on a weekday morning.",
              },
              {
                title: "Phone call",
                body: "Our operations manager, Tasha Greer, calls within a week to talk about the schedule, pay and what the job is really like.",
              },
              { title: "Ride-along", body: "Driver and technician candidates spend a paid half-day on a route or job site with the crew." },
              { title: "Offer", body: "Offers follow within three business days. Driving positions require a motor vehicle record check." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Don't see the right role?",
            body: "We hire extra crew for compost season every April and for leaf collection in the fall. Send your résumé and tell us when you're available.",
            action: { label: "Email jobs@greenloop.example", href: `mailto:${JOBS_EMAIL}` },
            secondary: { label: "Call (585) 555-0153", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
  ],
  jobs: [
    {
      slug: "organics-route-driver",
      title: "Organics Route Driver (CDL B)",
      summary: "Drive a residential and commercial food-scrap collection route in Rochester and the eastern suburbs, Monday to Friday. $23-$27 an hour.",
      employmentType: "FULL_TIME",
      location: { locality: "Rochester", region: "NY" },
      salary: { min: 23, max: 27, unit: "HOUR" },
      postedDaysAgo: 5,
      validForDays: 45,
      body: md`
        Our route drivers are the face of GreenLoop. You'll drive a 26,000-pound rear-load truck on an
        established route of about 160 homes and 20 businesses a day, swapping full compost buckets and
        toters for clean ones, and keeping an eye out for contamination so our compost stays clean.

        ## What you'll do

        - Complete a daily pre-trip inspection and keep the truck clean and logged
        - Run an assigned route in Rochester, Brighton, Penfield or Webster, Monday to Friday, 6:30 a.m. to about 3:30 p.m.
        - Lift and empty buckets and toters (up to 50 pounds), using the cart tipper for the heavy ones
        - Tag contaminated containers and note them in the route app
        - Unload at our Farmington compost site and the Railroad Street yard
        - Be friendly: customers leave you notes and the occasional cookie

        ## What you'll need

        - A New York Class B CDL with a clean driving record (we will train and pay for the test for the right candidate with a permit)
        - At least one year of commercial driving or route experience
        - Able to lift 50 pounds repeatedly and work outdoors in every season
        - Able to pass a DOT physical and drug screen

        ## Pay and benefits

        **$23 to $27 an hour** depending on experience, with a $1.50-an-hour raise after 90 days and overtime
        after 40 hours.

        - Health and dental insurance, with GreenLoop paying 75% of the employee premium
        - SIMPLE IRA with a 3% match
        - Two weeks of PTO plus eight paid holidays
        - Boots, rain gear and winter gear provided
        - Paid CDL training and endorsements

        ## How to apply

        Apply with the form on this page, attaching your résumé and a copy of your driving abstract. You can
        also email them to **jobs@greenloop.example** with "Route Driver" in the subject line, or stop by 85
        Railroad Street between 7 and 10 a.m. on a weekday. Questions? Call (585) 555-0153 and ask for Tasha
        Greer. GreenLoop is an equal opportunity employer.
      `,
    },
    {
      slug: "stormwater-field-technician",
      title: "Stormwater Field Technician",
      summary:
        "Build rain gardens and bioswales and inspect construction-site erosion controls across Monroe and Ontario counties. $21-$26 an hour, April to November.",
      employmentType: "SEASONAL",
      location: { locality: "Rochester", region: "NY" },
      salary: { min: 21, max: 26, unit: "HOUR" },
      postedDaysAgo: 12,
      validForDays: 60,
      body: md`
        Our green infrastructure crew installs rain gardens, bioswales, permeable pavers and downspout
        disconnections for homeowners, schools and towns, and inspects construction sites for our SWPPP
        clients. The season runs April through November, and strong technicians are invited back each year
        or offered winter work in our e-waste warehouse.

        ## What you'll do

        - Excavate, grade and amend soil for rain gardens using a mini excavator and skid steer
        - Install underdrains, overflow structures, stone and native plantings to the design drawings
        - Carry out weekly SWPPP erosion-control inspections on construction sites and write up reports with photos
        - Maintain rain gardens we have built: weeding, mulching, replanting and clearing inlets
        - Talk with homeowners about how their new rain garden works and how to care for it

        ## What you'll need

        - A season or more of landscaping, construction or environmental fieldwork
        - A valid New York driver's license; experience with a mini excavator or skid steer is a plus
        - Interest in native plants and how water moves across a site
        - NYSDEC 4-hour erosion and sediment control training, or willingness to get it in your first month (paid)

        ## Pay and benefits

        **$21 to $26 an hour**, about 45 hours a week in peak season, with overtime after 40.

        - Paid NYSDEC erosion-control and OSHA 10 training
        - Paid sick time and two floating holidays
        - End-of-season bonus of $1,000 for technicians who finish the season
        - Company truck for the crew lead; work boots allowance of $150

        ## How to apply

        Apply with the form on this page and tell us a few lines about the outdoor work you've done, or email
        **jobs@greenloop.example** with "Stormwater Technician" in the subject line. We interview on a rolling
        basis from February. GreenLoop is an equal opportunity employer.
      `,
    },
    {
      slug: "compost-site-operator",
      title: "Compost Site Operator",
      summary: "Run windrow turning, screening and site maintenance at our six-acre compost facility in Farmington, NY. Full time, $22-$26 an hour.",
      employmentType: "FULL_TIME",
      location: { locality: "Farmington", region: "NY" },
      salary: { min: 22, max: 26, unit: "HOUR" },
      postedDaysAgo: 20,
      validForDays: 60,
      body: md`
        Our Farmington site turns about 35 tons of food scraps and yard waste a week into finished compost sold
        to gardeners, landscapers and farms. The site operator keeps the process on track and the site tidy
        enough that our neighbors never notice we're there.

        ## What you'll do

        - Receive and inspect incoming loads, pulling out contamination
        - Build and turn windrows with a loader and windrow turner on schedule
        - Take and log daily temperature and moisture readings to meet NYSDEC Part 361 requirements
        - Run the trommel screen and load finished compost for customers
        - Do basic maintenance on the loader, turner and screen

        ## What you'll need

        - Experience running a wheel loader or similar heavy equipment
        - Careful record keeping; we train you on the compost process
        - A valid driver's license and reliable transportation to Farmington
        - Able to work outdoors year round and one Saturday morning a month

        ## Pay and benefits

        **$22 to $26 an hour** depending on equipment experience, plus health and dental insurance, a SIMPLE IRA
        with a 3% match, two weeks of PTO, eight paid holidays and paid US Composting Council operator training.

        ## How to apply

        Apply with the form on this page, or send a résumé to **jobs@greenloop.example** with "Compost Site
        Operator" in the subject line. Call (585) 555-0153 if you'd like to visit the site first. GreenLoop is an
        equal opportunity employer.
      `,
    },
  ],
};

export default site;
