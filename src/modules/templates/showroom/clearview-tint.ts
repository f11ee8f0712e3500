import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(585) 555-0156";
const TEL = "tel:+15855550156";
const EMAIL = "book@clearviewtint.example";

const site: SiteSeed = {
  slug: "clearview-tint",
  name: "Clearview Window Tinting",
  kind: "window-tinting",
  theme: {
    palette: {
      primary: "#0b5f7f",
      onPrimary: "#ffffff",
      accent: "#f28c28",
      background: "#f9fbfc",
      surface: "#e8f0f4",
      text: "#0f1a20",
      muted: "#45565f",
      border: "#c2d3dc",
    },
    fonts: { heading: "montserrat", body: "dm-sans" },
    header: "action",
    footer: "simple",
    sectionStyle: "cards",
    logo: { mark: "sun", shape: "rounded" },
    radius: "large",
    pattern: "diagonal",
  },
  settings: {
    tagline: "Automotive, home and commercial window film in Henrietta since 2011",
    description:
      "Clearview Window Tinting installs ceramic automotive tint, home window film and commercial solar, privacy and security film for Rochester-area drivers, homes and businesses.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "3150 West Henrietta Road", locality: "Rochester", region: "NY", postalCode: "14623" },
      serviceAreaNote: "Vehicles are tinted at our Henrietta shop. Home and commercial installs cover Monroe, Ontario, Livingston and Wayne counties.",
    },
    hours: [
      { days: ["tue", "wed", "thu", "fri"], opens: "08:30", closes: "17:30" },
      { days: ["sat"], opens: "09:00", closes: "14:00" },
    ],
    hoursNote: "Vehicle appointments only; drop-offs start at 8:30 a.m. Closed Sunday and Monday.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Automotive", href: "automotive" },
      { label: "Home & Business", href: "residential-and-commercial" },
      { label: "Deals", href: "deals" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Book: (585) 555-0156", href: TEL },
    footerLinks: [
      { label: "Automotive tint", href: "automotive" },
      { label: "Residential & commercial film", href: "residential-and-commercial" },
      { label: "Current deals", href: "deals" },
      { label: "About us", href: "about" },
    ],
  },
  forms: [
    {
      key: "tint-quote",
      name: "Vehicle tint quote",
      recipients: [EMAIL],
      submitLabel: "Request a quote",
      successMessage:
        "Thanks! An installer will email or call within one business day with your price and the next open appointments. Most cars are booked within a week.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "year", label: "Vehicle year", type: "text", required: true, width: "half", maxLength: 4 },
        { name: "make", label: "Make", type: "text", required: true, width: "half", help: "For example: Toyota" },
        { name: "model", label: "Model", type: "text", required: true, width: "half", help: "For example: RAV4 XLE" },
        {
          name: "body",
          label: "Body style",
          type: "select",
          required: true,
          options: ["Sedan or coupe", "Hatchback or wagon", "SUV or crossover", "Pickup truck", "Minivan or van"],
        },
        {
          name: "windows",
          label: "Which windows?",
          type: "checkbox",
          required: true,
          options: ["Front side windows", "Rear side windows", "Rear window", "Windshield sun strip", "Full windshield (clear IR film)"],
        },
        { name: "film", label: "Film", type: "radio", options: ["Carbon", "Ceramic", "IR ceramic", "Not sure, please advise"] },
        { name: "removal", label: "Is there old tint to remove?", type: "radio", options: ["No", "Yes", "Not sure"] },
        {
          name: "offer",
          label: "Claiming an offer or discount?",
          type: "select",
          options: [
            "Ceramic upgrade: $50 off",
            "Free sun strip with a full car",
            "Tint swap: free removal",
            "First responder or military: 10% off",
            "Teacher or school staff: 10% off",
            "Referred by a friend",
          ],
        },
        { name: "date", label: "Preferred appointment date", type: "date", width: "half", help: "Tuesday to Saturday." },
        { name: "dropoff", label: "Drop-off time", type: "radio", width: "half", options: ["8:30 a.m.", "12:30 p.m.", "Either"] },
        {
          name: "message",
          label: "Anything else?",
          type: "textarea",
          maxLength: 2000,
          help: "The shade you have in mind, a DMV medical exemption, or questions about what passes New York inspection.",
        },
      ],
    },
    {
      key: "film-estimate",
      name: "Home or commercial film estimate",
      recipients: [EMAIL],
      submitLabel: "Request an estimate",
      successMessage:
        "Thanks! We'll call or email within one business day to set up your free estimate. We bring film samples, measure every pane and leave a written quote the same day.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "business", label: "Business name", type: "text", width: "half", help: "For commercial projects." },
        {
          name: "property",
          label: "Type of property",
          type: "radio",
          required: true,
          options: ["Home", "Office", "Store or restaurant", "School or medical office", "Other"],
        },
        {
          name: "address",
          label: "Property address",
          type: "text",
          required: true,
          help: "Free estimates within Monroe, Ontario, Livingston and Wayne counties.",
        },
        {
          name: "goals",
          label: "What would you like to fix?",
          type: "checkbox",
          required: true,
          options: ["Heat", "Glare", "Fading", "Privacy", "Decorative frosting or a logo", "Safety and security"],
        },
        { name: "windows", label: "Roughly how many windows?", type: "text", width: "half", maxLength: 60 },
        { name: "facing", label: "Which way do they face?", type: "checkbox", options: ["North", "East", "South", "West"] },
        {
          name: "photos",
          label: "Photos of the windows",
          type: "file",
          accept: ["image"],
          maxFiles: 5,
          maxSizeMb: 10,
          help: "Optional, but they help us bring the right samples.",
        },
        {
          name: "message",
          label: "Anything else?",
          type: "textarea",
          maxLength: 2000,
          help: "Double-pane or Low-E glass, after-hours installation, building rules, deadlines.",
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Clearview Window Tinting | Henrietta & Rochester, NY",
      description:
        "Ceramic car window tint, home window film and commercial solar and security film in Rochester, NY. Lifetime warranty and honest advice on New York tint law.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Window film specialists since 2011",
            heading: "Cooler cars, brighter rooms without the glare",
            body: "Clearview installs premium ceramic tint on cars, trucks and SUVs, and solar, privacy and security film on homes and businesses. Every job is done by a certified installer, in a clean bay, with a lifetime warranty on film we install.",
            actions: [
              { label: "Car tint prices", href: "automotive" },
              { label: "Home & business film", href: "residential-and-commercial", variant: "secondary" },
            ],
            illustration: "sun",
          },
        },
        {
          type: "features",
          props: {
            columns: 3,
            items: [
              {
                icon: "car",
                title: "Automotive tint",
                body: "Carbon and ceramic films from $229, New York inspection guidance and old tint removal.",
                href: "automotive",
                linkLabel: "Automotive",
              },
              {
                icon: "house",
                title: "Home window film",
                body: "Cut summer heat and stop the sun fading your floors, with film you can barely see.",
                href: "residential-and-commercial",
                linkLabel: "Residential",
              },
              {
                icon: "building-2",
                title: "Commercial film",
                body: "Solar control, privacy, decorative frosting and safety film for offices, stores and schools.",
                href: "residential-and-commercial",
                linkLabel: "Commercial",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Straight talk",
            heading: "We'll tell you what passes New York inspection",
            body: md`
              New York requires 70% light transmission on the windshield and front side windows of every
              vehicle, and on the rear side windows of sedans, coupes and wagons. Inspection stations have
              measured tint since 2017, and a failed window means a ticket or a failed sticker.

              We meter your glass before we start and explain the legal options, including clear ceramic films
              that block heat without darkening the glass. The choice is yours, and we put it in writing.
            `,
            illustration: "shield-check",
            action: { label: "Automotive tint and NY law", href: "automotive", variant: "secondary" },
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "14,000+", label: "vehicles tinted since 2011" },
              { value: "Lifetime", label: "warranty on automotive and residential film" },
              { value: "Up to 60%", label: "of solar heat rejected by our ceramic films" },
              { value: "99%", label: "of UV rays blocked by every film we sell" },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "Ceramic on my Tacoma, and the cab doesn't turn into an oven at the Bills game anymore. No bubbles, perfect edges, and they explained exactly what would pass inspection.",
                name: "Jordan M.",
                detail: "Henrietta",
                rating: 5,
              },
              {
                quote:
                  "Our west-facing living room was unusable on summer afternoons. Clearview's film made it comfortable and you honestly can't tell it's there.",
                name: "Beth and Carl S.",
                detail: "Brighton",
                rating: 5,
              },
              {
                quote: "Frosted privacy film on our conference room glass in one evening, with our logo cut in. Looks like it came with the building.",
                name: "Dana Whitfield",
                detail: "Office manager, Pittsford",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "See this month's offers",
            body: "Save on ceramic upgrades, windshield strips and commercial projects.",
            action: { label: "Current deals", href: "deals" },
            secondary: { label: "Call (585) 555-0156", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- about
    {
      path: "about",
      title: "About Clearview Window Tinting",
      description:
        "Meet Clearview: a family-run Henrietta window film shop founded by Andre and Mia Jackson, with certified installers and a dust-controlled install bay.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "Started in a one-bay garage, built on referrals",
            body: md`
              Andre Jackson learned window film installing for a national dealership chain. In 2011 he and his
              wife Mia opened Clearview in a one-bay garage in Henrietta, determined to do the kind of clean,
              careful work that gets customers telling their friends. Today we have a
              four-bay shop, a commercial crew and the same obsession with edges and dust.

              We tint cars for dealerships, fleets and drivers from Greece to Geneva, and film windows in
              homes, offices, schools and storefronts across the region.
            `,
            illustration: "car",
          },
        },
        {
          type: "features",
          props: {
            heading: "Why customers choose us",
            columns: 3,
            items: [
              {
                icon: "badge-check",
                title: "Certified installers",
                body: "Every installer is manufacturer-certified and has at least three years on the job before tinting a windshield.",
              },
              {
                icon: "sparkles",
                title: "Clean bay, computer-cut film",
                body: "A filtered, dust-controlled install bay and plotter-cut patterns for your exact vehicle: no blades on your glass.",
              },
              {
                icon: "shield-check",
                title: "Lifetime warranty",
                body: "Film we install is warranted against bubbling, peeling, cracking and color change for as long as you own the car or home.",
              },
              { icon: "gem", title: "Premium films only", body: "We install LLumar and XPEL films. No unbranded imports that turn purple in three summers." },
              { icon: "eye", title: "Honest about the law", body: "We meter your glass and tell you what passes New York inspection before you choose." },
              {
                icon: "clock",
                title: "On time",
                body: "Most cars are done in two to three hours. Wait in our lounge or use our free shuttle within Henrietta.",
              },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Certifications and memberships",
            items: [
              "LLumar Certified Dealer",
              "XPEL Certified Installer",
              "International Window Film Association",
              "Greater Rochester Chamber of Commerce",
              "BBB A+ rating",
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Come see the shop",
            body: "Stop by to see film samples on real glass and feel the heat difference under our demonstration lamp.",
            action: { label: "Directions and hours", href: "contact" },
          },
        },
      ],
    },
    // ------------------------------------------------------------ automotive
    {
      path: "automotive",
      title: "Automotive Window Tint",
      description:
        "Carbon, ceramic and IR ceramic car window tint with prices by vehicle, New York tint law explained, windshield strips and old tint removal in Henrietta.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Automotive tint",
            heading: "Heat rejection you can feel, clarity you can see through",
            body: "We tint cars, trucks, SUVs and vans with carbon and ceramic films that reject heat and UV without interfering with GPS, phone or toll-tag signals.",
            actions: [{ label: "Call to book: (585) 555-0156", href: TEL }],
            illustration: "car-front",
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Prices",
            intro: "Prices for a sedan or coupe, side and rear windows. Add $40 for SUVs, trucks and minivans.",
            plans: [
              {
                name: "Carbon",
                price: "$229",
                description: "Matte carbon film with a true-black look that never fades to purple.",
                features: ["Blocks 99% of UV", "Rejects about 40% of solar heat", "Lifetime warranty"],
              },
              {
                name: "Ceramic",
                price: "$389",
                description: "Our most popular film: more heat rejection at every shade.",
                features: ["Blocks 99% of UV", "Rejects about 50% of solar heat", "No signal interference", "Lifetime warranty"],
                highlighted: true,
              },
              {
                name: "IR ceramic",
                price: "$529",
                description: "Maximum infrared rejection for black interiors and long commutes.",
                features: ["Blocks 99% of UV", "Rejects up to 60% of solar heat", "Available in near-clear shades", "Lifetime warranty"],
              },
            ],
            note: "Windshield sun strip: $59. Clear IR windshield film: $279 (installed only if your glass meters 70% or higher with the film). Old tint removal: $89-$149.",
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## New York window tint law, in plain terms

              New York's rules are in Vehicle and Traffic Law section 375(12-a). The percentage is
              _light transmission_: how much light passes through the glass **and** the film together.

              - **Windshield:** film is allowed only on the top six inches, unless the whole windshield still
                transmits at least 70%.
              - **Front side windows (every vehicle):** at least 70% light transmission.
              - **Rear side windows:** at least 70% on sedans, coupes, hatchbacks, convertibles and station
                wagons. Any shade on SUVs, pickups and vans.
              - **Rear window:** any shade, as long as the vehicle has outside mirrors on both sides.

              Factory glass is already around 75-85%, so even a light film on the front windows can take a car
              below 70%. Since 2017, inspection stations meter front windows, and a reading under 70% fails.

              ### Medical exemptions

              Drivers or regular passengers with a medical condition that requires shading can apply to the DMV
              for an exemption with form MV-80W and a physician's statement. Bring us the approved exemption
              and we'll tint to the level it allows.

              ### Our policy

              We will meter your glass, show you the legal options and write down what we install. If you
              choose a shade darker than the law allows on any window, you sign an acknowledgment that the
              window may fail inspection. Our warranty covers the film, not tickets.
            `,
          },
        },
        {
          type: "steps",
          props: {
            heading: "Your appointment",
            items: [
              { title: "Drop off", body: "Arrive at your booked time. We meter the glass, confirm the film and shade, and take photos of your interior." },
              {
                title: "Prep and install",
                body: "Glass is deep-cleaned and film is plotter-cut for your model and heat-shrunk to the curve. Two to three hours for most cars.",
              },
              {
                title: "Curing",
                body: "Keep the windows up for three days. A slight haze or water pockets are normal and disappear within a week or two in warm weather, longer in winter.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Will ceramic tint affect my phone, GPS or E-ZPass?",
                answer: "No. Ceramic and carbon films contain no metal, so they don't block signals. Some older metallized films did.",
              },
              {
                question: "Can you tint in winter?",
                answer:
                  "Yes. We install indoors, and our bay is heated. Film takes longer to cure in cold weather, so expect the haze to last a couple of weeks.",
              },
              {
                question: "Do you remove old tint?",
                answer:
                  "Yes, including baked-on, bubbled film. Rear windows with defroster lines are steamed off carefully to protect the grid. $89-$149 depending on the vehicle.",
              },
              {
                question: "How do I clean tinted windows?",
                answer: "After the cure period, use an ammonia-free cleaner and a microfiber towel. Avoid scrapers and ice scrapers on the inside.",
              },
            ],
          },
        },
      ],
    },
    // ----------------------------------------------- residential & commercial
    {
      path: "residential-and-commercial",
      title: "Residential & Commercial Window Film",
      description:
        "Home and commercial window film in Rochester: solar heat control, UV fade protection, privacy and decorative frosted film, and safety and security film.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Homes, offices and storefronts",
            heading: "Keep the view, lose the heat and glare",
            body: "Window film is the fastest, least disruptive upgrade for glass: most homes are done in a day and most offices overnight. We measure, recommend the right film for each exposure and check compatibility with your glass warranty.",
            actions: [
              { label: "Book a free estimate", href: "contact" },
              { label: "See commercial deals", href: "deals", variant: "secondary" },
            ],
            illustration: "building-2",
          },
        },
        {
          type: "features",
          props: {
            heading: "Film types",
            columns: 2,
            items: [
              {
                icon: "sun",
                title: "Solar control",
                body: "Spectrally selective films reject up to 60% of solar heat while keeping 50-70% of visible light. Ideal for west- and south-facing rooms and sunrooms. From $9 per square foot installed.",
              },
              {
                icon: "palette",
                title: "UV and fade protection",
                body: "Nearly clear films that block 99% of UV, protecting hardwood floors, rugs, artwork and furniture from fading. From $8 per square foot.",
              },
              {
                icon: "eye",
                title: "Privacy and decorative",
                body: "Frosted, gradient and patterned films for bathrooms, front doors, conference rooms and storefronts, including cut logos and graphics. From $12 per square foot.",
              },
              {
                icon: "shield",
                title: "Safety and security",
                body: "8 to 14 mil films that hold broken glass together against break-ins, storms and accidents, with optional frame attachment for schools. From $15 per square foot.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Commercial",
            heading: "Installed after hours so business doesn't stop",
            body: md`
              Our commercial crew works evenings and weekends in offices, medical practices, retail stores,
              restaurants and schools. We provide certificates of insurance, follow your building's rules
              and clean up every night.

              - Glare control for screens and open offices
              - Hot-spot fixes for south-facing lobbies and storefronts
              - Privacy film for medical and HR spaces
              - Safety film to meet school security plans
              - Energy data for your facilities team, with film specifications and solar heat gain figures
            `,
            illustration: "building",
            reverse: true,
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Will film void my window warranty?",
                answer:
                  "Most window manufacturers accept films that pass a glass-stress check. We run the film maker's stress calculation for your glass type and orientation, and the film manufacturer's glass warranty covers your window up to a set value if a film-related failure occurs.",
              },
              {
                question: "Does window film help in winter?",
                answer:
                  "Low-E retrofit films reflect some room heat back inside, adding modest winter savings. Most customers choose film for summer comfort, glare and fading, and we're honest that the winter benefit is smaller.",
              },
              {
                question: "Can you film double-pane and Low-E windows?",
                answer:
                  "Yes, with films approved for insulated glass. Dark or highly absorbing films can stress some double-pane units; we'll tell you which films are safe for your windows.",
              },
              {
                question: "How long does it last?",
                answer:
                  "Residential interior films carry a lifetime warranty; commercial films are warranted for 10 to 15 years depending on the film and exposure.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Free in-home or on-site estimate",
            body: "We bring samples to hold up to your windows and measure every pane. Written quote the same day.",
            action: { label: "Request an estimate", href: "contact" },
            secondary: { label: "Call (585) 555-0156", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // ----------------------------------------------------------------- deals
    {
      path: "deals",
      title: "Current Deals & Offers",
      description:
        "Current Clearview offers: ceramic tint savings, free windshield strips, discounts for first responders and teachers, and commercial film savings.",
      blocks: [
        {
          type: "pricing",
          props: {
            heading: "Offers this month",
            intro: "Mention the offer when you book. One offer per vehicle or project unless stated.",
            plans: [
              {
                name: "Ceramic upgrade",
                price: "$50 off",
                description: "Ceramic or IR ceramic on any car, truck or SUV.",
                features: ["Ceramic sedan from $339", "IR ceramic sedan from $479", "Lifetime warranty included"],
                highlighted: true,
                action: { label: "Book by phone", href: TEL },
              },
              {
                name: "Free sun strip",
                price: "$0",
                period: "with full car",
                description: "A windshield sun strip free with any full-vehicle tint.",
                features: ["Saves $59", "Matched to your side-window film"],
                action: { label: "Book by phone", href: TEL, variant: "secondary" },
              },
              {
                name: "Tint swap",
                price: "Free removal",
                description: "Old, bubbled tint removed free when you tint the same windows with ceramic.",
                features: ["Saves up to $149", "Rear defroster protected"],
                action: { label: "Book by phone", href: TEL, variant: "secondary" },
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "Everyday discounts",
            columns: 3,
            items: [
              {
                icon: "siren",
                title: "First responders and military: 10% off",
                body: "Police, fire, EMS, active-duty military and veterans. Show an ID or DD-214 at drop-off.",
              },
              { icon: "school", title: "Teachers and school staff: 10% off", body: "Any public or private school employee in New York, with a staff ID." },
              { icon: "users", title: "Refer a friend: $25 each", body: "When someone you refer gets tinted, you both get $25 back by check or card refund." },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Home and business",
            heading: "10% off residential and commercial projects over 300 square feet",
            body: md`
              Film a whole floor of your house or a whole office suite and save 10% on the installed price.
              Commercial projects booked for evening or weekend installation pay no after-hours premium.

              Free estimates include a written quote with film specifications and expected heat reduction for
              each window.
            `,
            illustration: "building-2",
            action: { label: "Residential & commercial film", href: "residential-and-commercial", variant: "secondary" },
          },
        },
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "Offer terms",
            body: "Offers apply to new bookings at our Henrietta shop and cannot be combined with each other, except that everyday discounts combine with the free sun strip. Not valid on dealership or fleet accounts or on past purchases. Offers may change at the end of each month; the price in your written quote is honored for 30 days.",
          },
        },
        {
          type: "cta",
          props: {
            heading: "Claim an offer",
            body: "Request a quote online and choose the offer, or call with your vehicle's year, make and model, or the number of windows for a home or business.",
            action: { label: "Request a quote", href: "contact" },
            secondary: { label: "Call (585) 555-0156", href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    // --------------------------------------------------------------- contact
    {
      path: "contact",
      title: "Contact & Book an Appointment",
      description:
        "Book car window tint or a free home or commercial estimate with Clearview Window Tinting at 3150 West Henrietta Road, Rochester. Hours and directions.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              ## Booking a vehicle

              Request a quote below with your vehicle's **year, make and model**, the windows you want tinted
              and the film you're interested in, or call or email us with the same details. We'll confirm the
              price and offer the next appointment, usually within a week. Appointments start at 8:30 a.m. or
              12:30 p.m.; most cars are ready in two to three hours.

              ## Booking a home or commercial estimate

              Tell us the address, roughly how many windows, which direction they face and what you want to
              fix: heat, glare, fading, privacy or security. Estimates are free within Monroe, Ontario,
              Livingston and Wayne counties, and we'll bring samples.
            `,
          },
        },
        { type: "form", props: { heading: "Request a vehicle tint quote", form: "tint-quote" } },
        {
          type: "form",
          props: {
            heading: "Request a free home or commercial estimate",
            intro: "For homes, offices, storefronts and schools. Photos of the windows help us bring the right samples.",
            form: "film-estimate",
          },
        },
        {
          type: "contactDetails",
          props: { heading: "Visit the shop", intro: "We're on West Henrietta Road just south of the Jefferson Road intersection, next to the tire center." },
        },
        {
          type: "cta",
          props: {
            heading: "Prefer to talk it through?",
            body: "Call and an installer will answer your questions about films, shades and New York law.",
            action: { label: "Call (585) 555-0156", href: TEL },
            secondary: { label: "Email book@clearviewtint.example", href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
