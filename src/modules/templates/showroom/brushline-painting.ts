import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "brushline-painting",
  name: "Brushline Painting",
  kind: "single-page:painter",
  theme: {
    palette: {
      primary: "#1e3a8a",
      onPrimary: "#ffffff",
      accent: "#ea580c",
      background: "#ffffff",
      surface: "#f1f5f9",
      text: "#0f172a",
      muted: "#475569",
      border: "#cbd5e1",
    },
    fonts: { heading: "montserrat", body: "work-sans" },
    header: "action",
    footer: "band",
    sectionStyle: "rows",
    logo: { mark: "paintbrush", shape: "square" },
    radius: "none",
    pattern: "diagonal",
  },
  settings: {
    tagline: "Interior, exterior and cabinet painting across the Rochester suburbs and Finger Lakes",
    description:
      "Brushline Painting is a family-owned painting contractor in Victor, NY. Since 2011 our crews have painted interiors, exteriors and kitchen cabinets in homes from Penfield to Canandaigua, with free written estimates and a workmanship warranty.",
    contact: {
      phone: "(585) 555-0117",
      email: "estimates@brushlinepainting.example",
      address: { street: "212 High Street", locality: "Victor", region: "NY", postalCode: "14564" },
      serviceAreaNote: "We paint homes in Victor, Fairport, Pittsford, Penfield, Perinton, Mendon, Honeoye Falls, Farmington and Canandaigua.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "07:30", closes: "17:00" },
      { days: ["sat"], opens: "08:00", closes: "12:00" },
    ],
    hoursNote: "Saturday mornings are for estimates only. Exterior season runs May through mid-October.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Free estimate", href: "tel:+15855550117" },
  },
  forms: [
    {
      key: "estimate-request",
      name: "Estimate request",
      recipients: ["estimates@brushlinepainting.example"],
      submitLabel: "Request my estimate",
      successMessage:
        "Thank you. Mike or Jenna will call or email within one working day to book your free estimate visit. If you sent photos and room sizes, we can often give you a ballpark figure before we come out.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half", help: "To arrange the estimate visit." },
        {
          name: "address",
          label: "Address of the job",
          type: "text",
          required: true,
          width: "half",
          help: "Street and town.",
        },
        {
          name: "job_type",
          label: "What needs painting?",
          type: "checkbox",
          required: true,
          options: ["Interior rooms", "Exterior", "Kitchen cabinets", "Deck or fence", "Drywall or trim repair", "Colour consultation"],
        },
        {
          name: "surfaces",
          label: "Rooms or surfaces",
          type: "textarea",
          required: true,
          maxLength: 2000,
          help: "For example: living room walls and ceiling, two bedrooms with trim, the whole exterior, or 32 cabinet doors and drawers.",
        },
        {
          name: "timing",
          label: "When would you like the work done?",
          type: "select",
          required: true,
          width: "half",
          options: ["As soon as possible", "In the next 1 to 3 months", "Later this year", "Next spring or summer", "Just planning for now"],
        },
        {
          name: "built_before_1978",
          label: "Was the house built before 1978?",
          type: "radio",
          width: "half",
          options: ["Yes", "No", "Not sure"],
          help: "Older homes may have lead paint; we follow EPA Lead-Safe rules.",
        },
        {
          name: "photos",
          label: "Photos (optional)",
          type: "file",
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
          help: "Up to six photos of the rooms, siding, trim or cabinets.",
        },
        {
          name: "message",
          label: "Anything else we should know?",
          type: "textarea",
          maxLength: 2000,
          help: "Colours you have in mind, access, pets, or rooms that must be done by a certain date.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Brushline Painting | House Painters in Victor, NY",
      description:
        "Interior and exterior house painting and cabinet refinishing in Victor, Pittsford, Fairport and Canandaigua. Free written estimates within 48 hours.",
      blocks: [
        {
          type: "hero",
          props: {
            // Not the Queen Anne: it is the first of "Recent projects" further down, beside its caption.
            image: seedImage("homes/brushline-painting/red-cottage-winter"),
            variant: "split",
            eyebrow: "Interior · Exterior · Cabinets",
            heading: "Crisp lines, tidy crews, and paint that stands up to a Rochester winter",
            body: "Brushline is a family-owned crew of nine painters based in Victor. We do the scraping, patching and priming most painters rush, we clean up every evening, and we put a fixed price in writing before we open a single can.",
            actions: [
              { label: "Call for a free estimate", href: "tel:+15855550117" },
              { label: "Email the office", href: "mailto:estimates@brushlinepainting.example", variant: "secondary" },
            ],
            illustration: "paintbrush",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we paint",
            intro: "We use Benjamin Moore and Sherwin-Williams premium lines on every job, and we are EPA Lead-Safe certified for homes built before 1978.",
            columns: 3,
            items: [
              {
                icon: "house",
                title: "Interior painting",
                body: "Walls, ceilings, trim, doors and stairwells. We move and cover furniture, fill nail holes and cracks, sand between coats and cut clean lines at every ceiling.",
              },
              {
                icon: "brush",
                title: "Exterior painting",
                body: "Clapboard, cedar shake, stucco and trim. Power washing, hand scraping, spot priming bare wood and caulking every seam before two finish coats.",
              },
              {
                icon: "spray-can",
                title: "Cabinet refinishing",
                body: "Oak and cherry kitchens brought up to date with a sprayed, factory-smooth finish, for a fraction of the cost of new cabinets.",
              },
              {
                icon: "trees",
                title: "Decks and fences",
                body: "Cleaning, brightening and staining with semi-transparent or solid stains. Best booked in late spring, once the wood has dried out.",
              },
              {
                icon: "hammer",
                title: "Drywall and carpentry repair",
                body: "Water stains, popped screws, cracked corners and rotted trim boards replaced before we paint, so the new finish has something solid underneath.",
              },
              {
                icon: "palette",
                title: "Colour consultation",
                body: "An hour with our colour consultant, Jenna, and large painted sample boards you can move from room to room. Free with any whole-house project.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Cabinet refinishing",
            heading: "A new-looking kitchen in about a week, without the demolition",
            body: md`
              Most kitchens we refinish are solid oak or maple from the 1990s: good boxes, dated colour. We take the doors
              and drawer fronts to our spray shop in Victor, where they are degreased, sanded, primed with a bonding primer
              and sprayed with two coats of urethane enamel.

              - Cabinet frames are masked, sanded and finished on site, with the kitchen sealed off by zip walls
              - You keep using your kitchen; most of the work happens at our shop
              - Doors come back with new hinges and bumpers fitted, if you want them
              - Typical kitchen: 5 to 7 working days in your home, doors back within two weeks
            `,
            illustration: "spray-can",
            reverse: true,
            action: { label: "Ask about your kitchen", href: "mailto:estimates@brushlinepainting.example" },
          },
        },
        {
          type: "gallery",
          props: {
            heading: "Recent projects",
            intro: "A few of the homes we painted last season. Ask us for addresses near you; most owners are happy for you to drive by.",
            items: [
              {
                image: seedImage("homes/brushline-painting/queen-anne"),
                illustration: "house",
                title: "1890s Queen Anne, Canandaigua",
                caption: "Three-colour exterior with a deep green body, cream trim and oxblood window sashes. Nineteen days, start to finish.",
              },
              {
                image: seedImage("homes/brushline-painting/colonial-exterior"),
                illustration: "building",
                title: "Colonial exterior, Fairport",
                caption: "Peeling clapboard scraped and spot-primed, then two coats of Duration in a warm grey. Rotted sill replaced.",
              },
              {
                image: seedImage("homes/brushline-painting/cedar-deck"),
                illustration: "trees",
                title: "Cedar deck, Honeoye Falls",
                caption: "Washed, brightened and stained with a semi-transparent cedar tone that lets the grain show through.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How a Brushline job runs",
            intro: "No surprises and no vague quotes. Here is what happens from the first phone call to the final walk-through.",
            items: [
              {
                title: "Free estimate visit",
                body: "One of the owners, Mike or Jenna, walks the job with you, measures, checks for peeling, rot and moisture, and listens to what you want. It takes about 45 minutes.",
              },
              {
                title: "Written, fixed-price quote",
                body: "Within 48 hours you get an itemised quote by email: every room or surface, the prep, the products and the number of coats. The price does not change unless you add work.",
              },
              {
                title: "Colours and scheduling",
                body: "We help you choose colours if you'd like, then book a start date. Interior work runs year-round; exteriors are booked for May through mid-October.",
              },
              {
                title: "Prep, the part that matters",
                body: "Furniture moved and covered, floors protected, holes filled, surfaces washed and sanded, bare spots primed. Prep is usually half the time on site.",
              },
              {
                title: "Painting and daily clean-up",
                body: "The same crew lead every day. Brushes are washed off-site, and rooms are left tidy and usable each evening.",
              },
              {
                title: "Walk-through and touch-up kit",
                body: "We walk the job with you and fix anything you spot with blue tape. You keep a labelled touch-up kit with your colour formulas.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "What painting usually costs",
            intro:
              "Every house is different, so every quote is written after we've seen the job. These ranges are what most of our customers paid last year, to help you plan.",
            plans: [
              {
                name: "Interior rooms",
                price: "$450–$1,100",
                period: "per room",
                description: "An average 12×14 bedroom, depending on ceilings, trim and how much repair the walls need.",
                features: [
                  "Walls only from about $450",
                  "Walls, ceiling and trim from about $800",
                  "Furniture moved and covered",
                  "Two finish coats of premium paint",
                  "2-year workmanship warranty",
                ],
              },
              {
                name: "Whole-house exterior",
                price: "$5,500–$9,500",
                period: "typical two-storey home",
                description: "A 2,000 sq ft colonial or cape in reasonable shape. Older homes with heavy peeling cost more.",
                features: [
                  "Power wash, scrape and spot prime",
                  "Caulk seams, windows and trim",
                  "Minor rot repair included up to 10 feet of trim",
                  "Two coats on body and trim",
                  "3-year workmanship warranty",
                ],
                highlighted: true,
                action: { label: "Book an exterior estimate", href: "tel:+15855550117" },
              },
              {
                name: "Cabinet refinishing",
                price: "$4,800–$7,500",
                period: "typical kitchen",
                description: "25 to 40 doors and drawer fronts, with the cabinet frames done on site.",
                features: [
                  "Doors sprayed in our shop",
                  "Bonding primer and urethane enamel",
                  "Islands in a second colour at no extra charge",
                  "New hinges fitted on request",
                  "2-year warranty against peeling",
                ],
              },
            ],
            note: "We take a 25% deposit to reserve your dates and the balance when you have signed off the final walk-through. Paint is included in every price; there is no separate materials bill.",
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "What our customers say",
            items: [
              {
                quote:
                  "Three other painters wanted to start the same week they quoted. Brushline spent two full days just scraping and priming our old farmhouse, and it shows. Two winters later, not a single peel.",
                name: "Carol and Jim Hennessey",
                detail: "Exterior, Canandaigua",
                rating: 5,
              },
              {
                quote:
                  "Our oak kitchen looks brand new. We were cooking in it the whole time, and the doors came back smoother than anything we saw in the cabinet showrooms.",
                name: "Priya Raman",
                detail: "Cabinet refinishing, Pittsford",
                rating: 5,
              },
              {
                quote:
                  "The quote listed every room and every coat, and the final bill matched it to the dollar. The crew put the furniture back exactly where it was.",
                name: "Tom Delgado",
                detail: "Interior, Fairport",
                rating: 5,
              },
              {
                quote: "Jenna's colour boards saved us from a very beige mistake. Clean, polite crew, and they were done a day early.",
                name: "Megan Walsh",
                detail: "Whole main floor, Victor",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Questions we hear a lot",
            items: [
              {
                question: "Which towns do you work in?",
                answer:
                  "We are based in Victor and paint homes in Victor, Fairport, Pittsford, Penfield, Perinton, Mendon, Honeoye Falls, Farmington and Canandaigua. For larger exterior jobs we will travel a little further, to Geneva, Webster or Brighton; just ask.",
              },
              {
                question: "When is the best time to paint an exterior here?",
                answer:
                  "From May to mid-October, when days are above 50°F and the siding has dried out. Spring dates fill up by March, so the earlier you get an estimate the more choice of dates you'll have. We paint interiors all winter.",
              },
              {
                question: "Do I need to move furniture or be home?",
                answer:
                  "No. We move and cover furniture ourselves; please just clear small items off shelves and walls. Most customers give us a lockbox code and go to work as usual. The crew lead texts you at the start and end of each day.",
              },
              {
                question: "My house was built before 1978. Is that a problem?",
                answer:
                  "Not at all. Homes of that age may have lead paint, so we test it and follow the EPA Lead-Safe (RRP) rules: plastic containment, HEPA vacuums and careful clean-up. Our owners and crew leads are all certified.",
              },
              {
                question: "Are you licensed and insured?",
                answer:
                  "Yes. We carry $2 million in general liability insurance and workers' compensation for every painter, all of whom are our own employees, not subcontractors. We'll email you the certificates with your quote.",
              },
              {
                question: "What paint do you use?",
                answer:
                  "Benjamin Moore Regal Select and Aura inside, Sherwin-Williams Duration or Emerald outside, and urethane trim enamel for cabinets. You can choose any colour from any brand; we colour-match.",
              },
              {
                question: "How does the estimate work and does it cost anything?",
                answer:
                  "Estimates are always free. Request one with the form below, or call or email the office; we usually come within a week. If you add photos and rough room sizes to your request, we can often give you a ballpark figure the same day.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "estimate-request",
            heading: "Book your free estimate",
            intro:
              "Tell us what you'd like painted and when, and add a few photos if you have them. We reply within one working day and come out to Victor, Fairport, Pittsford, Penfield, Perinton, Mendon, Honeoye Falls, Farmington and Canandaigua.",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Rather talk it through?",
            intro: "Call the office or email us with any questions about your project. We get back to every call and message within one working day.",
            showHours: true,
            showMap: false,
          },
        },
      ],
    },
  ],
};

export default site;
