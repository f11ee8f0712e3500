import type { BlockInput } from "@/blocks/schemas";
import { md } from "@/lib/rich-text/markdown";
import { seedImage, type PageSeed, type PostSeed, type ServiceAreaSeed, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0188";
const TEL = "tel:+15855550188";
const SYR_PHONE = "(315) 555-0189";
const SYR_TEL = "tel:+13155550189";
const EMAIL = "schedule@freshairclean.example";
const MAILTO = `mailto:${EMAIL}`;

const callCta = (heading: string, body: string, tel = TEL, phone = PHONE): BlockInput => ({
  type: "cta",
  props: {
    heading,
    body,
    action: { label: `Call ${phone}`, href: tel },
    secondary: { label: "Request a quote", href: "contact", variant: "secondary" },
  },
});

/* ------------------------------------------------------------------ */
/* Service pages                                                       */
/* ------------------------------------------------------------------ */

const servicePages: PageSeed[] = [
  {
    path: "carpet-cleaning",
    title: "Carpet & Upholstery Cleaning",
    description:
      "Truck-mounted hot water extraction for carpet, rugs and upholstery. Pet odour treatment, stain protection and dry in 4 to 6 hours. Rooms from $49.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "split",
          eyebrow: "Carpet cleaning",
          heading: "Clean carpet, not wet carpet",
          body: "Our truck-mounted extraction units heat water to 210°F and pull almost all of it straight back out, so carpets come out clean and dry in an afternoon. No sticky shampoo residue, no week of damp smell.",
          actions: [
            { label: `Call ${PHONE}`, href: TEL },
            { label: "Request a quote", href: "contact", variant: "secondary" },
          ],
          illustration: "sparkles",
        },
      },
      {
        type: "steps",
        props: {
          heading: "What happens on the day",
          items: [
            {
              title: "Walk-through",
              body: "The technician walks each room with you, notes stains and traffic lanes, tests the fibre, and confirms the price before starting.",
            },
            {
              title: "Furniture and pre-spray",
              body: "We move chairs, end tables and sofas (not beds, dressers or pianos), vacuum with a commercial upright and pre-spray traffic areas with a pH-balanced cleaner.",
            },
            {
              title: "Agitate and extract",
              body: "A rotary brush works the cleaner into the pile, then the truck-mounted wand rinses and extracts. Hoses run from the van in the driveway; nothing loud or hot comes into the house.",
            },
            {
              title: "Spots, groom and dry",
              body: "Remaining spots get treated individually. We groom the pile, set fans in the wettest rooms and put foam blocks under furniture legs. Most carpets are dry in 4 to 6 hours.",
            },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Carpet and upholstery prices",
          intro: "A room is up to 250 square feet. Hallways count as half a room. Minimum visit $149.",
          plans: [
            { name: "Per room", price: "$49", features: ["Pre-spray, agitation and extraction", "Spot treatment", "Furniture moved and blocked"] },
            {
              name: "Whole-home package",
              price: "$229",
              period: "5 rooms + hall",
              highlighted: true,
              features: [
                "Everything in per room",
                "One staircase (up to 14 steps) included",
                "Deodorizer in every room",
                "Free re-clean within 7 days if a spot returns",
              ],
            },
            {
              name: "Upholstery",
              price: "From $69",
              description: "Chairs $69, loveseats $109, sofas $139, sectionals priced per seat ($45).",
              features: ["Fabric tested first", "Low-moisture method for delicate fibres"],
            },
          ],
          note: "Add-ons: pet urine enzyme treatment $35 per area, fibre protector $20 per room, stairs $4 per step outside packages. Area rugs are cleaned at our Victor shop, $2.75 per square foot with free pickup on orders over $150.",
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "How soon can we walk on the carpet?",
              answer:
                "Right away in socks or clean shoes. Keep pets off until it's dry, and leave the foam blocks under furniture for 24 hours so wooden legs don't stain the pile.",
            },
            {
              question: "Will pet urine smell come back?",
              answer:
                "Surface cleaning alone can make old urine smell stronger. For pet spots we use a UV light to find every spot, flood the area with an enzyme treatment and extract it from the pad. Very old spots that have soaked the subfloor may need the pad replaced; we'll tell you before we start.",
            },
            {
              question: "Is it safe for wool carpet?",
              answer: "Yes. We test every wool carpet and rug, lower the water temperature and use a wool-safe rinse (WoolSafe approved).",
            },
            {
              question: "How often should carpet be cleaned?",
              answer:
                "Most carpet manufacturers require professional hot water extraction every 12 to 18 months to keep the warranty valid. Homes with pets or young children usually want it every 6 to 9 months.",
            },
          ],
        },
      },
      callCta("Book a carpet cleaning", "Most carpet jobs are scheduled within a week. Saturday mornings fill first."),
    ],
  },
  {
    path: "duct-cleaning",
    title: "Residential Air Duct Cleaning",
    description:
      "Whole-system air duct cleaning to NADCA standards with negative air and agitation tools, before-and-after photos and honest pricing from $449.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "split",
          eyebrow: "Air duct cleaning",
          heading: "The whole system, cleaned properly, with photos to prove it",
          body: "We clean supply and return ducts, registers, the blower and the furnace cabinet to the NADCA standard, using a truck-powered vacuum that holds the whole system under negative pressure. You see the before-and-after photos of your own ducts before we leave.",
          actions: [
            { label: `Call ${PHONE}`, href: TEL },
            { label: "Request a quote", href: "contact", variant: "secondary" },
          ],
          illustration: "wind",
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "When it's worth it",
          heading: "Duct cleaning isn't a yearly chore. Sometimes it's exactly what a house needs.",
          body: md`
            Most homes need their ducts cleaned every 5 to 7 years at most. We recommend it sooner when:

            - You've just **bought a house**, and don't know what the last owners (or their pets) left behind.
            - There's been **renovation**: drywall dust and sawdust get drawn into returns and blown around for years.
            - You can see **dust puffing from registers** when the furnace starts, or debris on the register grilles.
            - There's evidence of **mice or insects** in the ductwork.
            - After a **flooded basement** or mold problem near the furnace or ducts.

            If none of those apply and your filters are changed on time, we'll tell you it can wait. We'd rather have you back in three years than sell you a cleaning you don't need.
          `,
          illustration: "house",
          reverse: true,
        },
      },
      {
        type: "steps",
        props: {
          heading: "How we clean a duct system",
          items: [
            {
              title: "Inspect and photograph",
              body: "Camera inspection of the supply trunk, returns and a few branch lines, so you see what's there before you decide.",
            },
            { title: "Protect and seal", body: "Drop cloths from the door to the furnace, registers sealed so dust can't blow back into rooms." },
            {
              title: "Negative air",
              body: "An 8-inch hose from our truck-mounted vacuum connects to the main trunk, pulling every duct in the house under negative pressure.",
            },
            {
              title: "Agitate every run",
              body: "Compressed-air whips and rotary brushes go down every supply and return line, pushing debris to the vacuum. This is the step cheap cleanings skip.",
            },
            {
              title: "Blower and cabinet",
              body: "The blower wheel, cabinet and accessible coil surfaces are hand-cleaned. We install a new filter and test the system.",
            },
            {
              title: "Photos and report",
              body: "After photos of the same spots, plus anything we noticed: loose joints, crushed flex duct, a rusty humidifier pad.",
            },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Duct cleaning prices",
          plans: [
            {
              name: "Whole system",
              price: "$449",
              period: "one furnace, up to 15 vents",
              highlighted: true,
              features: ["All supply and return ducts", "Blower, cabinet and registers", "New 1-inch filter", "Before-and-after photos"],
            },
            {
              name: "Second system",
              price: "$349",
              description: "Second furnace or air handler in the same home, same visit.",
              features: ["Up to 12 vents", "Same process and report"],
            },
            {
              name: "Dryer vent with ducts",
              price: "$99",
              description: "Add a dryer vent cleaning to any duct visit.",
              features: ["Save $40", "Airflow test before and after"],
              action: { label: "Dryer vent cleaning", href: "dryer-vent-cleaning", variant: "secondary" },
            },
          ],
          note: "Extra vents $18 each. EPA-registered sanitizer $75 (only recommended after mold, rodents or flooding). A typical 2,000 sq ft house takes 3 to 4 hours.",
        },
      },
      {
        type: "notice",
        props: {
          tone: "warning",
          heading: "About $99 whole-house duct cleaning offers",
          body: "Mailers and social ads offering whole-house duct cleaning for $79 to $129 are almost always a bait and switch: a shop vac at a few registers, then a high-pressure upsell once the crew is inside. A real cleaning of a whole system takes a two-person crew three hours or more. Ask any company how they create negative pressure and how they agitate the lines before you book.",
        },
      },
      callCta("Find out if your ducts need cleaning", "Ask for a free camera inspection with any carpet or dryer vent visit."),
    ],
  },
  {
    path: "dryer-vent-cleaning",
    title: "Dryer Vent Cleaning",
    description:
      "Dryer vent cleaning from $139: lint removed from the dryer to the outside hood, airflow tested and bird guards fitted. Cuts drying time and fire risk.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "Dryer vents",
          heading: "If a load takes two cycles to dry, the vent is telling you something",
          body: md`
            Clothes dryers cause around 2,900 home fires in the US each year, and the leading cause is failure to clean the vent. Lint builds up along the duct, airflow drops, the dryer runs hotter and longer, and lint is very, very flammable.

            **Signs your vent needs cleaning:**

            - Towels take more than one cycle to dry
            - The dryer or laundry room gets hot while running
            - A burning smell when the dryer starts
            - The outside flap barely opens when the dryer runs
            - Lint around the outside hood, or birds nesting in it
            - More than a year since it was last cleaned
          `,
          illustration: "flame",
        },
      },
      {
        type: "steps",
        props: {
          heading: "What a dryer vent cleaning includes",
          items: [
            { title: "Airflow test", body: "We measure air velocity at the outside hood before we start, so you can see the difference." },
            {
              title: "Clean the full run",
              body: "Rotary brushes on flexible rods clean from the dryer connection to the outside, and we pull the lint out with a HEPA vacuum. Roof terminations are cleaned from the roof.",
            },
            {
              title: "Transition and dryer",
              body: "We clean the lint trap housing and replace foil or plastic transition hoses with UL-listed semi-rigid metal at no extra charge.",
            },
            { title: "Test again", body: "Airflow measured again at the hood. Most vents improve two to four times." },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Dryer vent prices",
          plans: [
            {
              name: "Standard vent",
              price: "$139",
              features: ["Ground-level or first-floor exit", "Runs up to 25 feet", "Airflow test before and after", "New transition hose included"],
              highlighted: true,
            },
            {
              name: "Roof or second floor",
              price: "$189",
              features: ["Roof or second-storey wall exit", "Runs up to 35 feet", "Roof cap cleared and checked"],
            },
            {
              name: "Condos and apartments",
              price: "$119",
              period: "per unit, 4+ units",
              features: ["Scheduled by building", "Written record for the association"],
            },
          ],
          note: "Bird guards fitted for $45. Crushed or disconnected vent runs repaired at $12 per foot of new rigid duct. Add to a duct cleaning for $99.",
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "How often should a dryer vent be cleaned?",
              answer:
                "Once a year for most households. Large families, homes with pets, and vents longer than 25 feet or with more than two bends should be cleaned every six months.",
            },
            {
              question: "Can I do it myself with a kit?",
              answer:
                "For a short, straight vent to a wall hood, a hardware-store brush kit helps between cleanings. Long runs, roof exits and vents with several bends are where lint packs solid, and where kits tend to get stuck.",
            },
          ],
        },
      },
      callCta("Book a dryer vent cleaning", "Takes about an hour. Usually available within three to five business days."),
    ],
  },
  {
    path: "commercial-duct-cleaning",
    title: "Commercial HVAC & Duct Cleaning",
    description:
      "NADCA-certified duct and HVAC system cleaning for offices, schools, medical practices and warehouses across Rochester, Syracuse and the Finger Lakes.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "banner",
          eyebrow: "Commercial",
          heading: "HVAC hygiene for buildings that can't close for the day",
          body: "We clean ductwork, air handlers and rooftop units in occupied buildings at night and on weekends, to the NADCA ACR standard, with documentation your facilities team, insurer or health inspector can file.",
          actions: [
            { label: `Call ${PHONE}`, href: TEL },
            { label: "Request a site survey", href: "contact", variant: "secondary" },
          ],
          illustration: "building-2",
        },
      },
      {
        type: "features",
        props: {
          heading: "Buildings we work in",
          columns: 3,
          items: [
            {
              icon: "briefcase",
              title: "Offices",
              body: "Multi-tenant office buildings and professional parks. We work after hours and leave suites exactly as we found them.",
            },
            {
              icon: "school",
              title: "Schools and colleges",
              body: "Summer and holiday-break cleaning for districts in Monroe, Ontario and Onondaga counties, with BOCES-compliant insurance and background-checked crews.",
            },
            {
              icon: "shield-check",
              title: "Medical and dental",
              body: "HEPA-filtered negative air and ICRA-style containment for clinics and practices, scheduled around patient hours.",
            },
            {
              icon: "warehouse",
              title: "Warehouses and light industrial",
              body: "Large-diameter spiral duct, make-up air units and high-bay work from lifts.",
            },
            {
              icon: "utensils",
              title: "Restaurants",
              body: "Supply and return cleaning to match your kitchen exhaust cleaning schedule.",
              href: "hood-cleaning",
              linkLabel: "Kitchen hood cleaning",
            },
            {
              icon: "building",
              title: "Property managers",
              body: "Apartment complexes and senior living: dryer vents, ducts and common areas on one schedule and one invoice.",
            },
          ],
        },
      },
      {
        type: "steps",
        props: {
          heading: "How a commercial project runs",
          items: [
            {
              title: "Site survey",
              body: "A NADCA Certified Ventilation Inspector surveys the system, takes photos and samples where appropriate, and checks access.",
            },
            {
              title: "Written scope and quote",
              body: "Air handlers, zones, duct runs and schedule, with a fixed price. We can work to your specification or an engineer's.",
            },
            {
              title: "Cleaning in sections",
              body: "Each section is isolated, put under negative air and mechanically cleaned. Coils are cleaned with low-pressure foam and rinsed.",
            },
            {
              title: "Verification",
              body: "Post-cleaning visual inspection and photos; NADCA surface tests on request. Access doors installed where needed and left in place for future inspections.",
            },
            { title: "Report", body: "A PDF report by zone with before-and-after photos and a recommended inspection interval." },
          ],
        },
      },
      {
        type: "stats",
        props: {
          items: [
            { value: "400+", label: "commercial systems cleaned" },
            { value: "2", label: "NADCA-certified ASCS technicians on staff" },
            { value: "$5M", label: "general liability coverage" },
            { value: "24 hr", label: "response for emergency jobs" },
          ],
        },
      },
      {
        type: "logoCloud",
        props: {
          heading: "Trusted by",
          logos: [
            { name: "Ontario Valley Central Schools", image: seedImage("logos/ontario-valley-central-schools") },
            { name: "Lakeshore Family Medicine", image: seedImage("logos/lakeshore-family-medicine") },
            { name: "Route 96 Corporate Park", image: seedImage("logos/route-96-corporate-park") },
            { name: "Liverpool Senior Residences", image: seedImage("logos/liverpool-senior-residences") },
            { name: "Clover Street Dental", image: seedImage("logos/clover-street-dental") },
            { name: "Salt City Distribution", image: seedImage("logos/salt-city-distribution") },
          ],
        },
      },
      callCta(
        "Schedule a site survey",
        "Site surveys are free for systems over 10 tons. Syracuse-area buildings: call our East Syracuse office.",
        SYR_TEL,
        SYR_PHONE,
      ),
    ],
  },
  {
    path: "hood-cleaning",
    title: "Kitchen Exhaust Hood Cleaning",
    description:
      "Restaurant kitchen exhaust hood, duct and fan cleaning to NFPA 96, with certificate stickers and photo reports for fire marshals and insurers.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "Kitchen exhaust",
          heading: "Bare-metal clean from the hood to the roof fan",
          body: md`
            Grease in kitchen exhaust systems is one of the leading causes of restaurant fires, and fire marshals and insurers across New York expect cleaning to **NFPA 96**. We clean the whole system, not just the part you can see: hood, filters, plenum, vertical and horizontal ductwork, and the upblast fan on the roof.

            Our technicians are certified to the IKECA standard and work overnight, so you close after service and open to a clean, degreased kitchen in the morning.
          `,
          illustration: "cooking-pot",
        },
      },
      {
        type: "features",
        props: {
          heading: "How often NFPA 96 requires cleaning",
          columns: 4,
          items: [
            { icon: "flame", title: "Monthly", body: "Solid-fuel cooking: wood-fired pizza ovens, smokers and charcoal grills." },
            { icon: "clock", title: "Quarterly", body: "High-volume cooking: 24-hour restaurants, charbroiling, wok cooking and busy fryers." },
            { icon: "calendar", title: "Semi-annually", body: "Moderate-volume cooking: most full-service restaurants, pubs and hotel kitchens." },
            { icon: "calendar-days", title: "Annually", body: "Low-volume cooking: churches, day camps, seasonal lake restaurants and senior centres." },
          ],
        },
      },
      {
        type: "steps",
        props: {
          heading: "What overnight service looks like",
          items: [
            { title: "Set up", body: "Cooking equipment is covered in plastic, and a containment tarp funnels wash water into a drum." },
            {
              title: "Scrape and wash",
              body: "Grease is scraped from the hood and ducts, then degreaser and 180°F pressure washing strip the surfaces to bare metal.",
            },
            { title: "Roof fan", body: "The upblast fan is tilted back on its hinge kit, cleaned, and the belts and grease containment checked." },
            {
              title: "Polish and tag",
              body: "Hood interior polished, filters washed, kitchen wiped down. We date the NFPA certificate sticker on the hood and email a photo report by morning.",
            },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Typical hood cleaning prices",
          plans: [
            { name: "Single hood, short duct", price: "$425", features: ["Hood up to 10 feet", "One roof fan", "Certificate and photo report"] },
            {
              name: "Full-service restaurant",
              price: "$575–$850",
              highlighted: true,
              features: ["One or two hoods", "Horizontal duct runs", "Fan hinge kit installed if missing", "Certificate and photo report"],
            },
            {
              name: "Service agreement",
              price: "10% off",
              description: "Book your NFPA schedule a year ahead.",
              features: ["Reminders and fixed dates", "Priority for emergency calls"],
            },
          ],
          note: "Access panels installed where duct runs can't be reached: $145 each. Fire suppression system inspections are carried out by our partner Genesee Fire Protection.",
        },
      },
      callCta("Get on a cleaning schedule", "Tell us your cooking style, number of hoods and roof access, and we'll quote by email."),
    ],
  },
  {
    path: "mold-remediation",
    title: "Mold Remediation",
    description:
      "NYS-licensed mold remediation for basements, attics and crawlspaces: containment, HEPA air filtration, removal and clearance by an independent assessor.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "split",
          eyebrow: "Mold remediation",
          heading: "Remove the mold, fix the cause, prove it's done",
          body: "FreshAir holds a New York State Mold Remediation Contractor license. We contain the area, remove contaminated materials, clean and dry the structure, and bring in an independent licensed assessor to confirm the job passed.",
          actions: [
            { label: `Call ${PHONE}`, href: TEL },
            { label: "Send photos for a quote", href: "contact", variant: "secondary" },
          ],
          illustration: "shield-check",
        },
      },
      {
        type: "notice",
        props: {
          tone: "info",
          heading: "How New York's mold law works",
          body: "Under Article 32 of the NYS Labor Law, any mold project of 10 square feet or more must be assessed by one licensed company and remediated by a different licensed company. The assessor writes the remediation plan and does the clearance testing; the remediator does the work. No company may do both on the same project. That protects you from being sold a bigger problem than you have.",
        },
      },
      {
        type: "steps",
        props: {
          heading: "A typical remediation project",
          items: [
            {
              title: "Assessment",
              body: "An independent licensed assessor inspects, tests if needed and writes the remediation plan. We can refer you to several; see our affiliates.",
            },
            {
              title: "Containment",
              body: "Poly sheeting walls and a zippered door seal the work area. HEPA air scrubbers hold it under negative pressure so spores can't spread to the rest of the house.",
            },
            {
              title: "Removal",
              body: "Porous materials with mold growth (drywall, insulation, carpet) are cut out and bagged. Framing and concrete are HEPA-vacuumed, scrubbed and sanded where needed.",
            },
            {
              title: "Clean and dry",
              body: "Every surface in containment is HEPA-vacuumed and damp-wiped. Dehumidifiers bring materials down to normal moisture levels.",
            },
            {
              title: "Clearance",
              body: "The assessor returns for a visual inspection and, where the plan calls for it, air sampling. Containment only comes down when the area passes.",
            },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "Where we find mold most often",
          columns: 3,
          items: [
            {
              icon: "warehouse",
              title: "Basements",
              body: "Behind finished drywall after a leak or sump failure, on the bottom of carpet pad and in boxes stored on the floor.",
            },
            { icon: "house", title: "Attics", body: "Black staining on roof sheathing from bathroom fans venting into the attic, or poor soffit ventilation." },
            { icon: "droplets", title: "Crawlspaces", body: "Floor joists above dirt crawlspaces in older Finger Lakes farmhouses and lake cottages." },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "What remediation costs",
          intro: "Every project is priced from the assessor's plan. Typical ranges:",
          plans: [
            {
              name: "Small area",
              price: "$650–$1,400",
              description: "Under 10 sq ft, or a single wall section. No license required by law, but we follow the same containment process.",
            },
            {
              name: "Basement section",
              price: "$2,200–$4,800",
              highlighted: true,
              description: "Finished basement wall or room, including removal of drywall and insulation to 2 feet above the water line.",
            },
            {
              name: "Attic sheathing",
              price: "$3,000–$6,500",
              description: "HEPA vacuuming, sanding and encapsulation of roof sheathing, plus correcting the bath fan venting.",
            },
          ],
          note: "Assessor fees are billed separately by the assessment company, usually $400 to $750 for a house. Many homeowner policies cover mold resulting from a sudden water loss; we work directly with adjusters.",
        },
      },
      callCta(
        "Worried about mold?",
        "Email a few photos and a description and we'll tell you honestly whether it's a project or a weekend with a scrub brush.",
      ),
    ],
  },
  {
    path: "flooded-basements",
    title: "Flooded Basement Cleanup & Water Extraction",
    description:
      "24/7 flooded basement response: water extraction, carpet and pad removal, structural drying and insurance documentation across Rochester and the Finger Lakes.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "banner",
          eyebrow: "24/7 emergency water removal",
          heading: "Water in the basement? We'll be there within two hours.",
          body: "Sump failure, burst pipe, washing machine hose or a spring thaw that found a crack: our on-call crews run day and night with truck-mounted extractors, air movers and dehumidifiers.",
          actions: [
            { label: `Call ${PHONE} now`, href: TEL },
            { label: `Syracuse area: ${SYR_PHONE}`, href: SYR_TEL, variant: "secondary" },
          ],
          illustration: "droplets",
        },
      },
      {
        type: "features",
        props: {
          heading: "While you wait for us",
          columns: 3,
          items: [
            {
              icon: "zap",
              title: "Stay safe",
              body: "If water is near outlets, extension cords or the furnace, don't wade in. Turn off power to the basement at the panel only if you can reach it while standing on a dry floor.",
            },
            {
              icon: "wrench",
              title: "Stop the source",
              body: "Close the main water valve for a plumbing leak. For sump failures, check the breaker and whether the float is stuck.",
            },
            { icon: "camera", title: "Take photos", body: "Photograph the water level and damaged contents before moving anything. Your insurer will ask." },
          ],
        },
      },
      {
        type: "steps",
        props: {
          heading: "How we dry a flooded basement",
          items: [
            {
              title: "Inspect and classify",
              body: "We identify the water category (clean, grey or sewage) and map moisture in walls and floors with meters and a thermal camera.",
            },
            {
              title: "Extract",
              body: "Truck-mounted extraction pulls standing water out of carpet and off the floor. Saturated carpet pad is removed; carpet can often be saved if the water was clean.",
            },
            {
              title: "Remove what can't be dried",
              body: "Wet drywall is cut 2 feet above the water line and wet insulation removed. Sewage-contaminated materials are always removed.",
            },
            {
              title: "Dry",
              body: "Air movers and commercial dehumidifiers run for three to five days. We check moisture readings every day and move equipment as areas dry.",
            },
            {
              title: "Document",
              body: "Photos, moisture logs and an itemized invoice in the format insurers expect, sent directly to your adjuster if you like.",
            },
          ],
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Does homeowner's insurance cover a flooded basement?",
              answer:
                "Sudden water from inside the house, like a burst pipe or failed water heater, is usually covered. Sump pump backup needs a specific endorsement, which many policies in our area include. Groundwater and surface flooding usually aren't covered without flood insurance. We'll help you document everything either way.",
            },
            {
              question: "How long until I can use the basement again?",
              answer: "Most basements are dry in three to five days. Rebuilding finished walls is a separate job; we can recommend contractors.",
            },
            {
              question: "Will there be mold?",
              answer:
                "Mold can start growing in 24 to 48 hours on wet drywall and carpet pad, which is why speed matters. If mold has started by the time we arrive, we'll explain what the state licensing law requires.",
            },
            {
              question: "What does it cost?",
              answer:
                "A typical clean-water basement loss with 500 sq ft of carpet runs $2,500 to $4,500 including five days of drying equipment. Emergency call-out is included; there is no after-hours surcharge.",
            },
          ],
        },
      },
      callCta("Call any time, day or night", "A real person answers 24 hours a day, every day of the year."),
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Company pages                                                       */
/* ------------------------------------------------------------------ */

const companyPages: PageSeed[] = [
  {
    path: "",
    title: "FreshAir Carpet & Duct Cleaning | Rochester, Syracuse & Finger Lakes",
    description: "Carpet, duct and dryer vent cleaning, mold remediation and 24/7 flooded basement cleanup across Rochester, Syracuse and the Finger Lakes.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "banner",
          eyebrow: "Family-owned in Victor since 2006",
          heading: "Cleaner carpets, cleaner air, and someone to call when the basement floods",
          body: "FreshAir cleans carpets, upholstery, air ducts and dryer vents for homes across western and central New York, and handles the bigger jobs too: mold remediation, flooded basements and commercial HVAC systems.",
          actions: [
            { label: `Call ${PHONE}`, href: TEL },
            { label: "Request a quote", href: "contact", variant: "secondary" },
          ],
          illustration: "wind",
        },
      },
      {
        type: "stats",
        props: {
          items: [
            { value: "2006", label: "founded by Greg and Lisa Halloran in Victor" },
            { value: "22", label: "IICRC- and NADCA-certified technicians" },
            { value: "31,000+", label: "homes and businesses served" },
            { value: "4.8 / 5", label: "from 2,100 Google reviews" },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "What we do",
          columns: 4,
          items: [
            {
              icon: "sparkles",
              title: "Carpet & upholstery",
              body: "Truck-mounted hot water extraction, pet odour treatment and rugs. Rooms from $49.",
              href: "carpet-cleaning",
              linkLabel: "Carpet cleaning",
            },
            {
              icon: "wind",
              title: "Air duct cleaning",
              body: "Whole-system cleaning to NADCA standards, with before-and-after photos. From $449.",
              href: "duct-cleaning",
              linkLabel: "Duct cleaning",
            },
            {
              icon: "flame",
              title: "Dryer vents",
              body: "Lint removed end to end, airflow tested, fire risk cut. From $139.",
              href: "dryer-vent-cleaning",
              linkLabel: "Dryer vents",
            },
            {
              icon: "droplets",
              title: "Flooded basements",
              body: "24/7 water extraction and drying with insurance documentation.",
              href: "flooded-basements",
              linkLabel: "Water damage",
            },
            {
              icon: "shield-check",
              title: "Mold remediation",
              body: "NYS-licensed remediation with independent clearance testing.",
              href: "mold-remediation",
              linkLabel: "Mold remediation",
            },
            {
              icon: "building-2",
              title: "Commercial HVAC",
              body: "Offices, schools and medical buildings, cleaned after hours.",
              href: "commercial-duct-cleaning",
              linkLabel: "Commercial",
            },
            {
              icon: "cooking-pot",
              title: "Kitchen hoods",
              body: "NFPA 96 exhaust cleaning for restaurants, overnight.",
              href: "hood-cleaning",
              linkLabel: "Hood cleaning",
            },
            {
              icon: "handshake",
              title: "Our partners",
              body: "Licensed assessors, HVAC contractors and restorers we trust.",
              href: "affiliates",
              linkLabel: "Affiliates",
            },
          ],
        },
      },
      {
        type: "testimonials",
        props: {
          heading: "From our customers",
          items: [
            {
              quote: "They showed me photos of my return ducts before and after. Before looked like a shag rug. The house smells different now, in a good way.",
              name: "Heather M.",
              detail: "Duct cleaning, Fairport",
              rating: 5,
            },
            {
              quote:
                "Sump pump died at 2 a.m. during the March thaw. They were in my driveway by 3:40 and had the water out by sunrise. Handled the adjuster too.",
              name: "Rob D.",
              detail: "Flooded basement, Greece",
              rating: 5,
            },
            {
              quote: "Two dogs, light beige carpet, ten years. I honestly thought we'd have to replace it. We didn't.",
              name: "Carmen A.",
              detail: "Carpet cleaning, Liverpool",
              rating: 5,
            },
          ],
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "Where we work",
          heading: "Three service areas, one phone number that answers",
          body: md`
            Our main shop in Victor covers the **Finger Lakes** and **Greater Rochester**, and our East Syracuse shop covers **Onondaga County** and the north shore of Skaneateles and Owasco lakes.

            - [Finger Lakes](finger-lakes): Canandaigua, Geneva, Penn Yan, Seneca Falls and the lake towns
            - [Greater Rochester](rochester): Pittsford, Webster, Greece, Brighton, Penfield and more
            - [Syracuse](syracuse): Liverpool, Skaneateles, Cicero, Manlius, Camillus
          `,
          illustration: "map-pin",
          reverse: true,
        },
      },
      callCta(
        "Get a price in one phone call",
        "Most jobs are priced over the phone or from a few photos. Syracuse area? Call our East Syracuse office on (315) 555-0189.",
      ),
    ],
  },
  {
    path: "affiliates",
    title: "Our Affiliates & Partner Companies",
    description:
      "The licensed mold assessors, HVAC contractors, plumbers and restoration partners FreshAir works with and refers customers to, and why we choose them.",
    blocks: [
      {
        type: "richText",
        props: {
          doc: md`
            Some jobs need more than one company. New York's mold law requires a separate assessor, a cleaned duct system sometimes reveals a furnace problem, and a flooded basement often ends with a plumber and a drywall crew.

            These are the independent companies we work with and refer customers to. **We don't take referral fees**, and none of them pays to be listed here. We recommend them because our customers have had good experiences with them, year after year.
          `,
        },
      },
      {
        type: "features",
        props: {
          heading: "Partner companies",
          columns: 2,
          items: [
            {
              icon: "search",
              title: "Clearview Environmental Assessments (Rochester)",
              body: "NYS-licensed mold assessors who write remediation plans and carry out post-remediation clearance. Independent of FreshAir, as the law requires. Typical home assessment $450 to $650.",
            },
            {
              icon: "flask-conical",
              title: "Onondaga Indoor Air Consultants (Syracuse)",
              body: "Licensed mold assessment, plus radon and indoor air quality testing for homes and schools in central New York.",
            },
            {
              icon: "thermometer",
              title: "Halloran Brothers Heating & Cooling (Victor)",
              body: "Furnace and AC service, ductwork repairs and sealing. Yes, the owner's brothers, and no, that's not why we recommend them: they've had an A+ rating for 30 years.",
            },
            {
              icon: "wrench",
              title: "Lakeside Plumbing & Drain (Canandaigua)",
              body: "Sump pump replacement, battery backups and water-heater swaps, often the same day we're drying the basement.",
            },
            {
              icon: "hammer",
              title: "Keuka Build & Restore (Penn Yan)",
              body: "Drywall, trim and flooring rebuilds after water or mold work, working from our moisture reports and photos.",
            },
            {
              icon: "fire-extinguisher",
              title: "Genesee Fire Protection (Henrietta)",
              body: "Semi-annual kitchen fire suppression inspections, portable extinguishers and emergency lighting. We coordinate hood cleaning and suppression inspections on the same night.",
            },
          ],
        },
      },
      {
        type: "logoCloud",
        props: {
          heading: "Memberships and certifications",
          items: [
            "NADCA member company",
            "IICRC Certified Firm",
            "NYS Mold Remediation Contractor license",
            "IKECA member",
            "Better Business Bureau A+",
            "Greater Rochester Chamber of Commerce",
          ],
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "For contractors and agents",
          heading: "Partner with FreshAir",
          body: md`
            We work with real estate agents, property managers, insurance adjusters and HVAC contractors across the region. Partners get:

            - Priority scheduling for pre-listing carpet and duct cleaning
            - Photo reports sent directly to you and your client
            - A single invoice for multi-unit and property-management work
            - A direct line to our operations manager, Tanya Ruiz

            Set up an account with the form below, or email us.
          `,
          illustration: "handshake",
          action: { label: "Email our partner team", href: MAILTO },
        },
      },
      {
        type: "form",
        props: {
          heading: "Set up a partner account",
          intro: "Tell us about your business and Tanya will call to set up priority scheduling and billing.",
          form: "partner-enquiry",
        },
      },
    ],
  },
  {
    path: "blog",
    title: "FreshAir Blog: Indoor Air, Carpet & Home Care",
    description: "Practical advice on air ducts, dryer vent safety, carpet care and flooded basements from the technicians at FreshAir Carpet & Duct Cleaning.",
    blocks: [
      {
        type: "postList",
        props: {
          intro: "Straight answers from our technicians about keeping your home's air, carpets and basement in good shape.",
        },
      },
      callCta(
        "Have a question we haven't covered?",
        "Call, or send a note from our contact page, and a technician will answer it, even if the answer is that you don't need us.",
      ),
    ],
  },
  {
    path: "contact",
    title: "Contact FreshAir",
    description: "Call, email or visit FreshAir in Victor or East Syracuse. Quotes by phone, 24/7 emergency water removal and office hours for scheduling.",
    blocks: [
      {
        type: "form",
        props: {
          heading: "Get a quote",
          intro:
            "Tell us what needs cleaning and where. For mold, water or commercial work, add a few photos. We reply within one business day, usually the same day.",
          form: "quote-request",
        },
      },
      {
        type: "contactDetails",
        props: {
          heading: "Schedule service or get a quote",
          intro:
            "Most carpet, duct and dryer vent jobs can be priced in one phone call. You can also email photos and a short description and we'll reply within one business day.",
        },
      },
      {
        type: "features",
        props: {
          heading: "Two shops, one team",
          columns: 2,
          items: [
            {
              icon: "map-pin",
              title: "Victor (main office)",
              body: "6471 Route 96, Victor, NY 14564. Serving Greater Rochester and the Finger Lakes. Phone (585) 555-0188.",
            },
            {
              icon: "map-pin",
              title: "East Syracuse",
              body: "118 Kinne Street, East Syracuse, NY 13057. Serving Onondaga County and the eastern Finger Lakes. Phone (315) 555-0189.",
            },
          ],
        },
      },
      {
        type: "steps",
        props: {
          heading: "What to have ready when you call",
          items: [
            { title: "Carpet", body: "Number of rooms, rough sizes, stairs, and any pet or stain areas." },
            { title: "Ducts", body: "Number of furnaces, approximate square footage and number of supply and return vents." },
            { title: "Water or mold", body: "Where the water came from, how long ago, and photos if you can take them safely." },
          ],
        },
      },
      {
        type: "notice",
        props: {
          tone: "warning",
          heading: "Water emergency?",
          body: "Don't use the form or email: call (585) 555-0188 or (315) 555-0189. Our on-call crews answer 24 hours a day.",
        },
      },
    ],
  },
  {
    path: "finger-lakes",
    title: "Carpet & Duct Cleaning in the Finger Lakes",
    description:
      "FreshAir serves Ontario, Yates and Seneca counties: Canandaigua, Geneva, Penn Yan and the lake towns, including lake cottages and seasonal homes.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "Finger Lakes",
          heading: "Farmhouses, lake cottages and everything between",
          body: md`
            Our Victor shop is twenty minutes from Canandaigua Lake, and the Finger Lakes have been our home territory since 2006. We clean carpets in lake rentals between guests, dry out basements after spring thaws, and clean ductwork in 150-year-old farmhouses that were never built for forced air.

            Crews run to Canandaigua, Geneva and Penn Yan every weekday, and to Seneca Falls, Waterloo, Naples and Watkins Glen twice a week.
          `,
          illustration: "waves",
        },
      },
      {
        type: "serviceAreas",
        props: {
          heading: "Towns with their own page",
          intro: "We also serve Victor, Farmington, Bristol, Honeoye, Naples, Clifton Springs, Phelps, Seneca Falls, Waterloo, Penn Yan and Dundee.",
          region: "finger-lakes",
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Vacation rental turnover",
          intro: "For short-term rentals and cottages on Canandaigua, Keuka, Seneca and Honeoye lakes.",
          plans: [
            { name: "Turnover clean", price: "$189", features: ["Up to 4 rooms of carpet", "Sofa and two chairs", "Done between check-out and check-in"] },
            {
              name: "Season opener",
              price: "$499",
              highlighted: true,
              features: ["Whole-house carpet", "Dryer vent cleaning", "Dehumidifier and musty-smell check", "Photo report if you're away"],
            },
          ],
          note: "Rental owners on a season schedule get priority weekend turnovers from May to October.",
        },
      },
      callCta("Finger Lakes home or cottage?", "Tell us the town and the road and we'll find your route day."),
    ],
  },
  {
    path: "rochester",
    title: "Carpet & Duct Cleaning in Greater Rochester",
    description:
      "FreshAir cleans carpets, air ducts and dryer vents and handles flooded basements across Monroe County, from Greece and Webster to Pittsford and Henrietta.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "Greater Rochester",
          heading: "Every town in Monroe County, every weekday",
          body: md`
            Half our work is in Monroe County, and our crews know its houses: 1920s colonials in Brighton and the city's Park Avenue neighbourhood with original gravity-furnace ductwork, split-levels in Greece and Gates, and new construction in Penfield and Henrietta full of builder's drywall dust.

            The region's weather keeps our water crews busy too. Spring thaws and lake-effect melt are when sump pumps fail, especially along Lake Ontario in Greece, Hilton and Webster.
          `,
          illustration: "building",
        },
      },
      {
        type: "serviceAreas",
        props: {
          heading: "Rochester-area towns",
          intro: "We also serve Brighton, Penfield, Henrietta, Gates, Chili, Fairport, Perinton, Irondequoit, Hilton and the City of Rochester.",
          region: "rochester",
        },
      },
      {
        type: "features",
        props: {
          heading: "Most requested in Monroe County",
          columns: 3,
          items: [
            {
              icon: "wind",
              title: "Move-in duct cleaning",
              body: "For buyers who want a fresh start before the furniture arrives. Book between closing and moving day.",
              href: "duct-cleaning",
              linkLabel: "Duct cleaning",
            },
            {
              icon: "droplets",
              title: "Sump failure cleanup",
              body: "Spring is our busiest water season. Crews on call around the clock.",
              href: "flooded-basements",
              linkLabel: "Flooded basements",
            },
            {
              icon: "building-2",
              title: "Office buildings",
              body: "After-hours HVAC cleaning in office parks from Henrietta to Victor.",
              href: "commercial-duct-cleaning",
              linkLabel: "Commercial",
            },
          ],
        },
      },
      callCta("Rochester-area service", "Usually scheduled within a week, often sooner for dryer vents."),
    ],
  },
  {
    path: "syracuse",
    title: "Carpet & Duct Cleaning in Syracuse & Onondaga County",
    description:
      "From our East Syracuse shop, FreshAir serves Liverpool, Skaneateles, Cicero, Manlius and Camillus with carpet, duct, dryer vent and water damage service.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "Syracuse",
          heading: "A full crew in East Syracuse since 2015",
          body: md`
            We opened our East Syracuse shop in 2015 after years of driving the Thruway for central New York customers. It runs its own trucks, its own on-call water crew and its own phone line, **(315) 555-0189**, with the same prices and process as our Victor shop.

            Syracuse winters mean long heating seasons, a lot of furnace run-time and a lot of dust through the ducts. Lake-effect snow means wet boots on carpets from November to April, and spring melts that test every sump pump in Onondaga County.
          `,
          illustration: "snowflake",
        },
      },
      {
        type: "serviceAreas",
        props: {
          heading: "Syracuse-area towns",
          intro: "We also serve Cicero, Clay, Manlius, Fayetteville, Camillus, DeWitt, Baldwinsville and the City of Syracuse.",
          region: "syracuse",
        },
      },
      {
        type: "testimonials",
        props: {
          items: [
            {
              quote:
                "Booked the duct and dryer vent combo. Two techs, four hours, and they showed me a bird's nest they pulled out of the dryer vent. Dryer runs half as long now.",
              name: "Steve P.",
              detail: "Camillus",
              rating: 5,
            },
            {
              quote: "They cleaned all the carpets in our rental between tenants on a Saturday, and the place was dry by the time the new family arrived.",
              name: "Angela W.",
              detail: "Landlord, DeWitt",
              rating: 5,
            },
          ],
        },
      },
      callCta("Call our Syracuse office", "Same prices, same crews, local phone number.", SYR_TEL, SYR_PHONE),
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Service areas                                                       */
/* ------------------------------------------------------------------ */

const serviceAreas: ServiceAreaSeed[] = [
  {
    slug: "finger-lakes",
    name: "Finger Lakes",
    cities: [
      {
        slug: "canandaigua",
        name: "Canandaigua",
        title: "Carpet & Duct Cleaning in Canandaigua, NY",
        description:
          "Carpet, duct and dryer vent cleaning and flooded basement service in Canandaigua, from Main Street homes to lake cottages on West Lake Road.",
        blocks: [
          {
            type: "split",
            props: {
              eyebrow: "Canandaigua",
              heading: "Twenty minutes from our Victor shop, in Canandaigua every weekday",
              body: md`
                Canandaigua keeps us busy all year. In town, we clean carpets and ducts in the older homes along Main Street, Gibson Street and the streets around Sonnenberg Gardens, many with ductwork added decades after the house was built. On the lake, we turn over vacation rentals on East and West Lake Road between guests all summer, and open and close seasonal cottages in spring and fall.

                Homes near the lake and along the outlet see more basement moisture than most. If your basement smells musty every August, a moisture check and a dehumidifier are often all it needs; we'll tell you if it's more.
              `,
              illustration: "waves",
            },
          },
          {
            type: "features",
            props: {
              heading: "Popular in Canandaigua",
              columns: 3,
              items: [
                {
                  icon: "house",
                  title: "Cottage season opener",
                  body: "Whole-house carpet, dryer vent and a musty-smell check, $499, with a photo report if you're still in Florida.",
                  href: "finger-lakes",
                  linkLabel: "Rental packages",
                },
                {
                  icon: "sparkles",
                  title: "Rental turnovers",
                  body: "Carpet and upholstery cleaned between Saturday check-out and check-in, $189.",
                  href: "carpet-cleaning",
                  linkLabel: "Carpet cleaning",
                },
                {
                  icon: "flame",
                  title: "Dryer vents",
                  body: "Long vent runs in lake homes with laundry in the basement get clogged fast. $139.",
                  href: "dryer-vent-cleaning",
                  linkLabel: "Dryer vents",
                },
              ],
            },
          },
          {
            type: "testimonials",
            props: {
              items: [
                {
                  quote: "We rent our West Lake Road cottage all summer. FreshAir does the carpets between every group and has never missed a Saturday.",
                  name: "Paula G.",
                  detail: "Canandaigua Lake",
                  rating: 5,
                },
              ],
            },
          },
          callCta("Book in Canandaigua", "Crews in Canandaigua Monday to Friday, and Saturdays in summer for rental turnovers."),
        ],
      },
      {
        slug: "geneva",
        name: "Geneva",
        title: "Carpet & Duct Cleaning in Geneva, NY",
        description:
          "FreshAir in Geneva: duct cleaning in historic South Main Street homes, student rental carpet cleaning and water damage service near Seneca Lake.",
        blocks: [
          {
            type: "split",
            props: {
              eyebrow: "Geneva",
              heading: "Historic houses, student rentals and Seneca Lake basements",
              body: md`
                Geneva's housing stock is some of the oldest we work in. The grand homes on South Main Street and in the historic district often have a patchwork of ductwork from several eras: original gravity-furnace runs, 1960s additions and modern flex duct in the attic. We clean them carefully, photograph everything and flag problems for your HVAC contractor.

                Landlords near Hobart and William Smith make up a big share of our Geneva work: carpet cleaning and dryer vents every June between leases, with a written record for the security deposit file.
              `,
              illustration: "landmark",
            },
          },
          {
            type: "pricing",
            props: {
              heading: "Landlord package for Geneva rentals",
              plans: [
                {
                  name: "Between leases",
                  price: "$259",
                  period: "per unit",
                  highlighted: true,
                  features: ["Carpet in up to 5 rooms", "Stairs and hall", "Dryer vent cleaning", "Dated photos for your deposit records"],
                },
                { name: "Carpet only", price: "$199", period: "per unit", features: ["Up to 5 rooms", "Pet and stain treatment quoted on site"] },
              ],
              note: "June and August move-out weeks book up by April. Three or more units on the same day: 10% off.",
            },
          },
          callCta("Book in Geneva", "Crews in Geneva Tuesday, Thursday and Saturday, with extra days around move-out weeks."),
        ],
      },
    ],
  },
  {
    slug: "rochester",
    name: "Greater Rochester",
    cities: [
      {
        slug: "pittsford",
        name: "Pittsford",
        title: "Carpet & Duct Cleaning in Pittsford, NY",
        description: "Air duct, carpet and rug cleaning for Pittsford homes, from the village's older colonials to newer two-furnace homes off Mendon Road.",
        blocks: [
          {
            type: "split",
            props: {
              eyebrow: "Pittsford",
              heading: "Two furnaces, wool rugs and a lot of square footage",
              body: md`
                Many Pittsford homes built since the 1980s have two furnaces, one for each floor, and 25 or more vents. We price those honestly up front: $449 for the first system and $349 for the second, plus $18 per vent over the included count.

                We also clean a lot of wool and hand-knotted rugs in Pittsford. Wool is cleaned at lower temperatures with a WoolSafe rinse, and valuable rugs come back to our Victor shop for a full wash and dry on our rug rack. Pickup and delivery are free over $150.
              `,
              illustration: "house",
            },
          },
          {
            type: "features",
            props: {
              heading: "What Pittsford customers book",
              columns: 3,
              items: [
                {
                  icon: "wind",
                  title: "Two-system duct cleaning",
                  body: "Both furnaces in one visit, usually five to six hours with a two-person crew.",
                  href: "duct-cleaning",
                  linkLabel: "Duct cleaning",
                },
                {
                  icon: "sparkles",
                  title: "Rug cleaning",
                  body: "In-shop washing for wool, silk-blend and hand-knotted rugs, $2.75 per square foot.",
                  href: "carpet-cleaning",
                  linkLabel: "Carpet & rugs",
                },
                {
                  icon: "droplets",
                  title: "Finished basements",
                  body: "Sump backups and water heater leaks in finished basements, dried in place when we get there fast.",
                  href: "flooded-basements",
                  linkLabel: "Water damage",
                },
              ],
            },
          },
          callCta("Book in Pittsford", "Crews in Pittsford daily. Ask about combining duct and carpet cleaning on one visit."),
        ],
      },
      {
        slug: "webster",
        name: "Webster",
        title: "Carpet & Duct Cleaning in Webster, NY",
        description:
          "Webster carpet, duct and dryer vent cleaning, plus 24/7 water extraction for lakeshore homes and basements from Lake Road to Webster Village.",
        blocks: [
          {
            type: "split",
            props: {
              eyebrow: "Webster",
              heading: "Lakeshore basements and busy family homes",
              body: md`
                Webster homes near Lake Road and the bay sit close to the water table, and spring is when we hear from them most: a failed sump, a frozen discharge line that backed up, or the first heavy March rain on thawing ground. Our on-call water crew reaches most of Webster within an hour of the call.

                The rest of the year we're cleaning carpets and ducts in the family neighbourhoods off Holt Road, Five Mile Line and Bay Road, where kids, pets and long winters take their toll on carpets.
              `,
              illustration: "droplets",
            },
          },
          {
            type: "testimonials",
            props: {
              items: [
                {
                  quote:
                    "The discharge line froze and the sump backed up on a Sunday in February. FreshAir had the water out in two hours and the carpet dried in place. I didn't even lose the pad.",
                  name: "Jen O.",
                  detail: "Webster, near Lake Road",
                  rating: 5,
                },
                {
                  quote: "Three kids, a Lab and a cream-coloured family room. They got out stains I'd given up on years ago.",
                  name: "Mike S.",
                  detail: "Webster Village",
                  rating: 5,
                },
              ],
            },
          },
          {
            type: "features",
            props: {
              heading: "Before spring thaw",
              columns: 2,
              items: [
                {
                  icon: "wrench",
                  title: "Test the sump",
                  body: "Pour a bucket of water into the pit and make sure the pump starts and empties it. If it's more than 8 years old, think about replacing it.",
                },
                {
                  icon: "snowflake",
                  title: "Check the discharge line",
                  body: "Make sure the outlet outside isn't buried in snow or ice, and consider a freeze-protection fitting.",
                },
              ],
            },
          },
          callCta("Book in Webster", "Regular crews in Webster daily. For water emergencies, call any hour."),
        ],
      },
      {
        slug: "greece",
        name: "Greece",
        title: "Carpet & Duct Cleaning in Greece, NY",
        description:
          "Carpet cleaning, dryer vent and duct cleaning and flooded basement cleanup for Greece ranches, split-levels and lakeside homes near Braddock Bay.",
        blocks: [
          {
            type: "split",
            props: {
              eyebrow: "Greece",
              heading: "Ranches, split-levels and a lot of sump pumps",
              body: md`
                Greece is full of well-kept 1950s to 1970s ranches and split-levels, and we know them well. Many still have their original ductwork, with panned joist returns that collect decades of dust, and dryer vents that run 20 feet across the basement ceiling to reach an outside wall.

                North of Ridge Road and toward Braddock Bay and the lake, high groundwater means sump pumps work hard every spring. We dry out more basements in Greece than in any other town.
              `,
              illustration: "house",
            },
          },
          {
            type: "pricing",
            props: {
              heading: "Greece favourites",
              plans: [
                {
                  name: "Ducts + dryer vent",
                  price: "$548",
                  highlighted: true,
                  features: ["Whole duct system, up to 15 vents", "Dryer vent cleaned and airflow tested", "Panned returns cleaned and inspected"],
                },
                { name: "Three rooms + hall", price: "$169", features: ["Hot water extraction", "Spot treatment", "Furniture moved"] },
              ],
            },
          },
          callCta("Book in Greece", "Crews in Greece every weekday. Water emergencies 24/7."),
        ],
      },
    ],
  },
  {
    slug: "syracuse",
    name: "Syracuse",
    cities: [
      {
        slug: "liverpool",
        name: "Liverpool",
        title: "Carpet & Duct Cleaning in Liverpool, NY",
        description:
          "Liverpool and Clay carpet, upholstery, duct and dryer vent cleaning from our East Syracuse shop, fifteen minutes away, with local scheduling.",
        blocks: [
          {
            type: "split",
            props: {
              eyebrow: "Liverpool",
              heading: "Fifteen minutes from our East Syracuse shop",
              body: md`
                Liverpool and the neighbourhoods along Onondaga Lake Parkway and Old Route 57 are some of the busiest on our Syracuse schedule. Most homes here are 1960s to 1990s colonials and raised ranches, with one furnace, 12 to 18 vents and a dryer vent that exits at the rim joist, which makes for an efficient one-visit duct and vent combination.

                We also clean a lot of apartments and townhomes for property managers in Liverpool and Clay, with dryer vents done building by building on one invoice.
              `,
              illustration: "building",
            },
          },
          {
            type: "features",
            props: {
              heading: "What Liverpool customers book most",
              columns: 3,
              items: [
                {
                  icon: "wind",
                  title: "Duct & dryer vent combo",
                  body: "Whole-system duct cleaning plus dryer vent for $548. About four hours.",
                  href: "duct-cleaning",
                  linkLabel: "Duct cleaning",
                },
                {
                  icon: "paw-print",
                  title: "Pet odour treatment",
                  body: "UV inspection, enzyme flush and extraction from the pad, $35 per area.",
                  href: "carpet-cleaning",
                  linkLabel: "Carpet cleaning",
                },
                {
                  icon: "building",
                  title: "Apartment dryer vents",
                  body: "$119 per unit for four or more units, with a record for your insurer.",
                  href: "dryer-vent-cleaning",
                  linkLabel: "Dryer vents",
                },
              ],
            },
          },
          callCta("Book in Liverpool", "Call our East Syracuse office for the next open day.", SYR_TEL, SYR_PHONE),
        ],
      },
      {
        slug: "skaneateles",
        name: "Skaneateles",
        title: "Carpet & Duct Cleaning in Skaneateles, NY",
        description:
          "Careful carpet, rug and duct cleaning for Skaneateles village homes and lake houses, plus opening and closing visits for seasonal properties.",
        blocks: [
          {
            type: "split",
            props: {
              eyebrow: "Skaneateles",
              heading: "Village homes and lake houses, treated with care",
              body: md`
                Skaneateles homes ask for a careful crew: hardwood floors under fine rugs, historic village houses on Genesee and State streets, and lake houses on East and West Lake Road that sit empty all winter. We lay runners from the door, use shoe covers throughout and move furniture on sliders.

                For seasonal lake homes we offer opening and closing visits: carpet and upholstery cleaning, dryer vent check, and a musty-smell and humidity check with photos emailed to you, wherever you are.
              `,
              illustration: "waves",
            },
          },
          {
            type: "pricing",
            props: {
              heading: "Lake house visits",
              plans: [
                {
                  name: "Spring opening",
                  price: "$349",
                  features: ["Carpet in up to 4 rooms", "Dryer vent check", "Humidity and odour check", "Photo report"],
                },
                {
                  name: "Opening & closing",
                  price: "$599",
                  highlighted: true,
                  features: ["Both visits", "Dehumidifier set and checked in fall", "Priority for water emergencies while you're away"],
                },
              ],
              note: "Oriental and hand-knotted rugs are cleaned in our shop, with free pickup on orders over $150.",
            },
          },
          callCta("Book in Skaneateles", "Crews in Skaneateles on Wednesdays and Fridays, more often in May and October.", SYR_TEL, SYR_PHONE),
        ],
      },
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Posts                                                               */
/* ------------------------------------------------------------------ */

const posts: PostSeed[] = [
  {
    slug: "how-often-should-you-clean-air-ducts",
    title: "How often should you really clean your air ducts?",
    excerpt: "Not every year, whatever the mailers say. Here's when duct cleaning is worth it, when it isn't, and what a proper cleaning involves.",
    author: "Greg Halloran",
    categories: ["indoor-air"],
    publishedDaysAgo: 9,
    body: md`
      We clean air ducts for a living, so you might expect us to say "every year." We won't, because for most homes it isn't true.

      ## The honest answer

      For a typical house with filters changed on schedule, no pets and no renovation, ducts need cleaning every **five to seven years**, and sometimes less often than that. The EPA's own guidance is that duct cleaning should be done when there's a reason, not on a calendar.

      ## Good reasons to clean sooner

      - **You just moved in.** You don't know what the previous owners' pets, smokers or renovations left behind.
      - **Renovation or new construction.** Drywall dust is very fine and gets pulled into return ducts, then blown around for years. New homes in Penfield and Henrietta are some of the dustiest systems we see.
      - **Visible dust or debris** blowing out of registers when the furnace starts.
      - **Rodents or insects** in the ductwork. You'll usually smell it before you see it.
      - **Water or mold** near the furnace or in ducts after a basement flood.
      - **Allergies or asthma** that get worse when the heat comes on, especially with pets in the house.

      ## What you should expect from a proper cleaning

      A real whole-system cleaning takes a two-person crew three to four hours for an average house. It should include:

      1. A **negative-pressure vacuum** connected to the main trunk, usually truck-mounted.
      2. **Agitation of every line**: brushes or compressed-air whips sent down each supply and return run.
      3. Cleaning of the **blower, cabinet and registers**.
      4. **Photos** before and after.

      If someone offers to do the whole house in an hour for $99, they're not doing steps 1 and 2.

      ## What you can do between cleanings

      - Change 1-inch filters every one to three months, and 4-inch media filters every six to twelve.
      - Vacuum register grilles and returns when you vacuum the room.
      - Keep the basement around the furnace swept, because the return draws from there.
      - Run the furnace fan on "auto," not "on," unless you have a good filter.

      ## Not sure?

      Ask us for a camera inspection. If your ducts don't need cleaning, we'll show you why and tell you to save your money. Read more about our [duct cleaning process](duct-cleaning).
    `,
  },
  {
    slug: "dryer-vent-fire-warning-signs",
    title: "Six warning signs your dryer vent is a fire risk",
    excerpt: "Long drying times, a hot laundry room, a burning smell: the signs your dryer vent is clogged, and why it matters more than most people think.",
    author: "Tanya Ruiz",
    categories: ["home-safety"],
    publishedDaysAgo: 27,
    body: md`
      Most people clean the lint screen every load and think that's the end of it. The screen catches most of the lint, but not all of it, and what gets past it settles along the vent all the way to the outside wall. Over a year or two it builds into a felt-like layer that narrows the vent and, eventually, blocks it.

      That matters because a dryer needs airflow to stay cool. With the vent restricted, it runs hotter and longer, and lint is one of the most flammable materials in your house.

      ## The six signs

      1. **Clothes take more than one cycle to dry.** This is the most common sign, and the one people blame on the dryer.
      2. **The outside of the dryer is hot to the touch**, or the laundry room gets noticeably warm.
      3. **A burning smell** when the dryer starts, like a furnace at the start of the season.
      4. **The outside vent flap barely moves** when the dryer runs. Go outside and check; you should feel strong, warm airflow.
      5. **Lint around the outside hood**, or a bird's nest in it. Birds love warm dryer vents in the spring.
      6. **It's been more than a year.** For big families or long vent runs, six months.

      ## The vents that clog fastest

      Some vent setups are much more likely to clog:

      - Runs **longer than 25 feet**, common when laundry is in the middle of a basement.
      - Runs with **more than two elbows**.
      - **Roof exits**, where lint has to travel upward.
      - **Foil or plastic flex transition hoses** behind the dryer, which sag and trap lint in every ridge. These aren't allowed by most building codes any more.

      ## What you can do

      - Clean the lint screen every load, and wash it with soapy water every few months if you use dryer sheets, which leave a film.
      - Don't leave the dryer running when you leave the house or go to bed.
      - Check the outside flap a couple of times a year.
      - Replace a foil transition hose with a semi-rigid metal one.

      ## Getting it cleaned

      A professional cleaning measures airflow before and after, cleans the whole run with rotary brushes and removes the lint with a HEPA vacuum. It takes about an hour and most vents improve two to four times.

      See our [dryer vent cleaning](dryer-vent-cleaning) page for prices, or add it to a duct cleaning for $99.
    `,
  },
  {
    slug: "flooded-basement-first-24-hours",
    title: "Flooded basement? What to do in the first 24 hours",
    excerpt:
      "A failed sump pump or burst pipe can turn into a mold problem within two days. Here's what to do first, what to photograph and when to call a pro.",
    author: "Dale Kessler",
    categories: ["water-damage"],
    publishedDaysAgo: 49,
    body: md`
      In our part of New York, basements flood on a predictable schedule: the March thaw, the first big April rain, and every time a sump pump decides it's had enough. Here's what our water crew tells every caller.

      ## First: stay safe

      If water is anywhere near outlets, extension cords, the furnace or the water heater, don't walk into it. Turn off power to the basement at the panel only if you can reach the panel from a dry floor. If you can't, call your utility, RG&E or National Grid, and ask them to shut off power at the meter.

      Sewage backups are a different category of water. Don't touch it, keep children and pets away, and leave it to a crew with protective gear.

      ## Stop the water

      - **Plumbing leak:** close the main shut-off valve, usually where the water line comes through the foundation wall.
      - **Sump failure:** check the breaker or GFCI outlet, then look to see whether the float switch is stuck against the side of the pit. A stuck float is the most common cause and sometimes a nudge restarts it.
      - **Groundwater through the wall or floor:** you can't stop it, but a wet-vac and a borrowed sump pump can keep up until help arrives.

      ## Photograph everything

      Before you move anything, take photos and a short video: the water level against the wall, damaged items, the failed pump or burst pipe. Insurers ask for these, and adjusters are far more comfortable when the claim is documented from the first hour.

      ## Move what you can

      Get boxes, electronics and furniture up and out of the water. Put aluminium foil or plastic under furniture legs you can't move, so wood stain doesn't bleed into the carpet.

      ## Why the first 24 to 48 hours matter

      Mold can start growing on wet drywall, carpet pad and cardboard in **24 to 48 hours**. Clean-water carpet can often be dried in place and saved if we start quickly. After two days, it usually has to go.

      ## When to call a pro

      Call a water restoration company if:

      - More than a small area of carpet is wet
      - Water has wicked up drywall or into finished walls
      - The water is from a sewer, toilet or outside flooding
      - You can't get the area dry with fans within a day

      Professional drying uses extraction, commercial dehumidifiers and moisture meters to make sure walls and subfloors are actually dry, not just dry to the touch.

      Our crews answer 24/7. See [flooded basement cleanup](flooded-basements) for how we work.
    `,
  },
];

/* ------------------------------------------------------------------ */
/* The site                                                            */
/* ------------------------------------------------------------------ */

const site: SiteSeed = {
  slug: "freshair-duct",
  name: "FreshAir Carpet & Duct Cleaning",
  kind: "carpet-and-duct-cleaning",
  theme: {
    palette: {
      primary: "#075985",
      onPrimary: "#ffffff",
      accent: "#22b07d",
      background: "#f6fafc",
      surface: "#e4f0f6",
      text: "#0c1f2b",
      muted: "#3f5866",
      border: "#c4dbe6",
    },
    fonts: { heading: "nunito", body: "inter" },
    header: "action",
    footer: "columns",
    sectionStyle: "cards",
    logo: { mark: "wind", shape: "circle" },
    radius: "large",
    pattern: "waves",
  },
  settings: {
    tagline: "Carpet, duct and dryer vent cleaning, mold remediation and 24/7 water removal",
    description:
      "FreshAir Carpet & Duct Cleaning is a family-owned, IICRC- and NADCA-certified cleaning and restoration company based in Victor, NY, with a second shop in East Syracuse, serving the Finger Lakes, Greater Rochester and Onondaga County.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "6471 Route 96", locality: "Victor", region: "NY", postalCode: "14564" },
      serviceAreaNote:
        "We come to you across Monroe, Ontario, Yates, Seneca, Wayne and Onondaga counties. Syracuse-area service runs from our East Syracuse shop, (315) 555-0189.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "07:30", closes: "18:00" },
      { days: ["sat"], opens: "08:00", closes: "14:00" },
    ],
    hoursNote: "Emergency water removal 24 hours a day, 365 days a year.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "Home services",
        href: "",
        children: [
          { label: "Carpet & upholstery", href: "carpet-cleaning" },
          { label: "Air duct cleaning", href: "duct-cleaning" },
          { label: "Dryer vent cleaning", href: "dryer-vent-cleaning" },
          { label: "Flooded basements", href: "flooded-basements" },
          { label: "Mold remediation", href: "mold-remediation" },
        ],
      },
      {
        label: "Commercial",
        href: "commercial-duct-cleaning",
        children: [
          { label: "Commercial HVAC & ducts", href: "commercial-duct-cleaning" },
          { label: "Kitchen hood cleaning", href: "hood-cleaning" },
        ],
      },
      {
        label: "Service areas",
        href: "finger-lakes",
        children: [
          { label: "Finger Lakes", href: "finger-lakes" },
          { label: "Greater Rochester", href: "rochester" },
          { label: "Syracuse", href: "syracuse" },
        ],
      },
      { label: "Affiliates", href: "affiliates" },
      { label: "Blog", href: "blog" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "24/7: (585) 555-0188", href: TEL },
    footerLinks: [
      { label: "Carpet cleaning", href: "carpet-cleaning" },
      { label: "Duct cleaning", href: "duct-cleaning" },
      { label: "Dryer vents", href: "dryer-vent-cleaning" },
      { label: "Flooded basements", href: "flooded-basements" },
      { label: "Mold remediation", href: "mold-remediation" },
      { label: "Hood cleaning", href: "hood-cleaning" },
      { label: "Affiliates", href: "affiliates" },
      { label: "Contact", href: "contact" },
    ],
  },
  mounts: { posts: "blog" },
  forms: [
    {
      key: "quote-request",
      name: "Quote request",
      recipients: [EMAIL],
      submitLabel: "Get my quote",
      successMessage:
        "Thank you. A scheduler will call or email with your price within one business day, usually the same day. Water in the basement right now? Please call (585) 555-0188 or (315) 555-0189; our crews answer 24 hours a day.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "town", label: "Town", type: "text", required: true, width: "half" },
        { name: "address", label: "Service address", type: "text", required: true },
        {
          name: "services",
          label: "Which services?",
          type: "checkbox",
          required: true,
          options: [
            "Carpet cleaning",
            "Upholstery or area rugs",
            "Air duct cleaning",
            "Dryer vent cleaning",
            "Mold remediation",
            "Water damage cleanup (not an emergency)",
            "Commercial duct or HVAC cleaning",
            "Kitchen hood cleaning",
          ],
        },
        {
          name: "property",
          label: "Type of property",
          type: "select",
          required: true,
          options: [
            "House",
            "Apartment or condo",
            "Lake cottage or seasonal home",
            "Office, school or medical building",
            "Restaurant or commercial kitchen",
            "Other commercial building",
          ],
        },
        { name: "rooms", label: "Carpet: rooms and stairs", type: "text", width: "half", help: "For example: 4 rooms, hallway and 14 stairs." },
        { name: "furnaces", label: "Ducts: number of furnaces", type: "select", options: ["1", "2", "3 or more"], width: "half" },
        {
          name: "square_feet",
          label: "Approximate square footage",
          type: "select",
          options: ["Under 1,500", "1,500 to 2,500", "2,500 to 4,000", "Over 4,000"],
          width: "half",
        },
        { name: "pets", label: "Pets in the home?", type: "radio", options: ["Yes", "No"], width: "half" },
        {
          name: "details",
          label: "Tell us about the job",
          type: "textarea",
          maxLength: 3000,
          help: "Stains or pet areas, number of vents, where the water or mold is and how long it's been there, or for kitchens your cooking style, number of hoods and roof access.",
        },
        {
          name: "photos",
          label: "Photos",
          type: "file",
          accept: ["image"],
          maxFiles: 6,
          maxSizeMb: 10,
          help: "Optional for carpet and ducts; very helpful for mold, water and commercial work. Up to 6 photos.",
        },
        {
          name: "times",
          label: "When suits you?",
          type: "checkbox",
          options: ["Weekday morning", "Weekday afternoon", "Saturday morning", "Evenings or overnight (commercial)"],
        },
        { name: "reply_by", label: "How should we send your quote?", type: "radio", options: ["Phone call", "Email", "Either"] },
      ],
    },
    {
      key: "partner-enquiry",
      name: "Partner account enquiry",
      recipients: [EMAIL],
      submitLabel: "Set up an account",
      successMessage:
        "Thank you. Tanya Ruiz, our operations manager, will call you within two business days to set up your partner account and priority scheduling.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "company", label: "Company or brokerage", type: "text", required: true, width: "half" },
        {
          name: "role",
          label: "You are",
          type: "select",
          required: true,
          options: ["Real estate agent or broker", "Property manager or landlord", "Insurance adjuster", "HVAC or restoration contractor", "Other"],
        },
        { name: "area", label: "Where you work", type: "checkbox", options: ["Finger Lakes", "Greater Rochester", "Syracuse area"] },
        { name: "units", label: "Properties or jobs a year, roughly", type: "select", options: ["Fewer than 10", "10 to 50", "50 to 200", "More than 200"] },
        { name: "notes", label: "What would help you most?", type: "textarea", maxLength: 2000 },
      ],
    },
  ],
  pages: [...companyPages, ...servicePages],
  categories: [
    { slug: "indoor-air", name: "Indoor air", description: "Ducts, filters and the air you breathe at home." },
    { slug: "home-safety", name: "Home safety", description: "Dryer vents, kitchens and other fire and safety topics." },
    { slug: "water-damage", name: "Water damage", description: "Flooded basements, drying and mold prevention." },
  ],
  posts,
  serviceAreas,
};

export default site;
