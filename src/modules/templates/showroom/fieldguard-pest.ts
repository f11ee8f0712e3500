import type { BlockInput } from "@/blocks/schemas";
import { md } from "@/lib/rich-text/markdown";
import type { PageSeed, SiteSeed } from "../seed";

const PHONE = "(585) 555-0176";
const TEL = "tel:+15855550176";
const EMAIL = "office@fieldguardpest.example";
const MAILTO = `mailto:${EMAIL}`;

/** The closing call-to-action most pages end on. */
const callCta = (heading: string, body: string): BlockInput => ({
  type: "cta",
  props: {
    heading,
    body,
    action: { label: `Call ${PHONE}`, href: TEL },
    secondary: { label: "Book a free inspection", href: "contact", variant: "secondary" },
  },
});

/* ------------------------------------------------------------------ */
/* Pest pages                                                          */
/* ------------------------------------------------------------------ */

const pestPages: PageSeed[] = [
  {
    path: "ants",
    title: "Ant Control",
    description: "Carpenter ants, pavement ants and odorous house ants in Finger Lakes and Rochester homes: the signs, how we treat them and what it costs.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "Signs of ants",
          heading: "Which ant you have decides how we treat it",
          body: md`
            Three ants cause nearly every call we get between March and August:

            - **Odorous house ants**: tiny, dark brown, trailing along counters and window sills in spring. Crush one and it smells like rotten coconut.
            - **Pavement ants**: little piles of sand in driveway and sidewalk cracks, and a trail in from the foundation, often into the kitchen or a slab-on-grade family room.
            - **Carpenter ants**: large black ants a quarter to half an inch long. Look for piles of coarse sawdust ("frass") mixed with insect parts under window sills or in the basement, winged ants indoors in March and April, or a faint rustling in the wall at night.

            Carpenter ants do not eat wood, but they hollow out wood that has been softened by a leak. Finding them usually means there is a moisture problem worth fixing too.
          `,
          illustration: "bug",
        },
      },
      {
        type: "steps",
        props: {
          heading: "How FieldGuard treats ants",
          intro: "Store-bought sprays kill the ants you see and scatter the colony. We work with the colony instead of against the trail.",
          items: [
            {
              title: "Identify and trace",
              body: "The technician identifies the species, follows the trails back to where they come in, and checks sills, decks, roof lines and nearby trees for carpenter ant nests.",
            },
            {
              title: "Non-repellent perimeter",
              body: "A band of non-repellent material (Termidor SC) around the foundation. Ants cannot detect it, walk through it and carry it back to the nest, so the colony is controlled rather than split.",
            },
            {
              title: "Baits inside",
              body: "Small placements of ant gel or granular bait where the trails are. Please leave the ants alone for a few days: they are carrying the bait home.",
            },
            {
              title: "Carpenter ant nests",
              body: "When we can find the nest, we drill and dust the void directly. We also trim back branches touching the roof, which are the ants' favourite bridge into the house.",
            },
            {
              title: "Follow-up",
              body: "Carpenter ant jobs include a return visit after three weeks. Every ant service is guaranteed: if they come back within the warranty period, so do we, at no charge.",
            },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "Keeping ants out",
          columns: 3,
          items: [
            {
              icon: "tree-pine",
              title: "Trim the bridges",
              body: "Keep branches and shrubs at least three feet off the roof and siding. Carpenter ants travel along overhanging limbs.",
            },
            {
              icon: "droplets",
              title: "Fix the wet wood",
              body: "Replace soft window sills, repair leaking gutters and flashing, and ventilate damp crawlspaces. Dry wood is rarely infested.",
            },
            {
              icon: "warehouse",
              title: "Move the woodpile",
              body: "Stack firewood 20 feet from the house and off the ground. Never store it in the garage or against the foundation.",
            },
            {
              icon: "sparkles",
              title: "Wipe, don't spray",
              body: "Clean trails with soapy water to remove the scent. Repellent sprays from the hardware store make colonies split into several smaller ones.",
            },
            {
              icon: "wrench",
              title: "Seal utility gaps",
              body: "Caulk where cables, hose bibs and the air conditioning line pass through the wall. Those gaps are the ants' front door.",
            },
            {
              icon: "leaf",
              title: "Pull the mulch back",
              body: "Keep mulch and soil 6 to 12 inches below the siding so ants and moisture are not held against the sill plate.",
            },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "What ant control costs",
          intro: "Typical prices for a single-family home. We quote in writing after the inspection, before any work starts.",
          plans: [
            {
              name: "Pavement or odorous house ants",
              price: "$185",
              period: "one visit",
              features: ["Inspection and species identification", "Exterior non-repellent perimeter", "Interior baiting", "60-day guarantee"],
            },
            {
              name: "Carpenter ants",
              price: "$325–$450",
              period: "two visits",
              highlighted: true,
              features: ["Nest location and direct void treatment", "Exterior perimeter and tree check", "Return visit after three weeks", "6-month guarantee"],
            },
            {
              name: "On a FieldGuard plan",
              price: "Included",
              description: "Ants are covered by every residential plan, with free return visits between scheduled services.",
              features: ["Four seasonal visits a year", "Unlimited re-services"],
              action: { label: "See residential plans", href: "residential", variant: "secondary" },
            },
          ],
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Are carpenter ants as bad as termites?",
              answer:
                "They work more slowly and they do not eat the wood, but a colony left for several years can do real damage to sills, rim joists and porch framing. Winged carpenter ants inside in late winter almost always mean a nest inside the structure.",
            },
            {
              question: "When is the best time to treat?",
              answer:
                "Spring, as soon as you see activity. Colonies are smaller and the ants are actively foraging, so they pick up bait and non-repellent treatments quickly.",
            },
            {
              question: "Is the treatment safe for my kids and dog?",
              answer:
                "Exterior treatments are applied to the foundation and soil, and we ask that children and pets stay off treated areas until they are dry, usually within an hour. Indoor baits go into cracks and behind appliances, out of reach.",
            },
            {
              question: "I sprayed the trail and now there are more. Why?",
              answer:
                "Repellent sprays stress the colony and it responds by budding into several new nests. It is the most common reason an easy job becomes a harder one. Stop spraying and call us.",
            },
          ],
        },
      },
      callCta("Seeing ants on the counter?", "Most ant calls are scheduled within two business days. Carpenter ants in the house get priority."),
    ],
  },
  {
    path: "bed-bugs",
    title: "Bed Bug Treatment",
    description:
      "Bed bug inspections, heat treatment and conventional three-visit treatment for homes, apartments and landlords around Rochester and the Finger Lakes.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "banner",
          eyebrow: "Bed bugs",
          heading: "Bed bugs are stressful. Getting rid of them shouldn't be a mystery.",
          body: "Discreet, unmarked-vehicle service for homes, apartments, dorm moves and rental properties, with a written plan and a clear finish line.",
          actions: [
            { label: `Call ${PHONE}`, href: TEL },
            { label: "What happens next", href: "contact", variant: "secondary" },
          ],
          illustration: "bed-double",
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "Signs",
          heading: "How to tell it's bed bugs",
          body: md`
            Bites alone are not proof: about a third of people never react to them, and plenty of other things cause itchy welts. Look for the bugs and what they leave behind:

            - **Dark spots** like a marker dot on mattress seams, box spring corners and the headboard. They smear when wiped with a damp cloth.
            - **Shed skins**, pale and empty, in the seams and behind the headboard.
            - **Live bugs**: flat, rusty brown, about the size of an apple seed. Young ones are nearly clear until they feed.
            - **Tiny white eggs** in crevices of the bed frame and nightstand.
            - **Bites in a line or cluster** on arms, neck and shoulders, noticed in the morning.

            If you find a bug, put it in a zip bag or on clear tape. We identify samples for free at the office in Canandaigua, or from a clear photo sent with the form on our [contact page](contact).
          `,
          illustration: "search",
          reverse: true,
        },
      },
      {
        type: "features",
        props: {
          heading: "Two ways to treat",
          intro: "After the inspection we recommend one of two approaches, based on the size of the infestation, the building and your schedule.",
          columns: 2,
          items: [
            {
              icon: "thermometer",
              title: "Whole-home heat",
              body: "Electric heaters and fans bring the rooms up to 135°F or more and hold it for several hours, killing every life stage including eggs. One day, one visit, and you sleep at home that night. A residual dust (CimeXa) in wall voids and outlets finishes the job.",
            },
            {
              icon: "calendar-days",
              title: "Conventional, three visits",
              body: "Steam and vacuum the bed and furniture, apply a silica dust and targeted residuals to cracks, voids and furniture joints, and install mattress encasements and interceptor cups. We return at 14 and 28 days because eggs laid before the first visit hatch later.",
            },
          ],
        },
      },
      {
        type: "steps",
        props: {
          heading: "From the first call to done",
          items: [
            {
              title: "Inspection",
              body: "A technician checks beds, upholstered furniture, baseboards and adjoining rooms, and tells you on the spot what they found and how far it has spread.",
            },
            {
              title: "Prep sheet",
              body: "You get a written checklist: what to launder (30 minutes in a hot dryer), what to bag, what to leave in place. Please don't move furniture or sleep in another room; that spreads them.",
            },
            { title: "Treatment", body: "Heat or the first conventional visit. We photograph what we treat so landlords and tenants have a record." },
            {
              title: "Monitoring",
              body: "Interceptor cups under the bed legs stay in place. At 30 days we check them; no bugs in the cups and no new signs means we close the job.",
            },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Typical costs",
          plans: [
            {
              name: "Inspection",
              price: "$150",
              description: "Credited in full toward treatment booked within 30 days.",
              features: ["Whole-unit inspection", "Written findings and plan"],
            },
            {
              name: "Conventional",
              price: "$650–$1,100",
              period: "three visits",
              features: ["One bedroom to a full apartment", "Encasements for one bed included", "Interceptor cups", "30-day follow-up check"],
              highlighted: true,
            },
            {
              name: "Heat treatment",
              price: "$1,400–$2,600",
              period: "typical house",
              features: ["One-day treatment", "Residual dust in voids", "Interceptor cups", "90-day warranty"],
            },
          ],
          note: "Multi-unit buildings are quoted per unit, including the units either side and above and below, which we inspect at no charge.",
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Do I need to throw away my mattress?",
              answer:
                "Almost never. An encased, treated mattress is fine, and carrying an infested mattress through the house and down the stairs spreads bugs. Keep your furniture unless it is falling apart.",
            },
            {
              question: "What should I remove before a heat treatment?",
              answer:
                "Candles, crayons, vinyl records, medications, aerosol cans, houseplants, pets and fish tanks, and anything else that melts or is damaged by heat. The prep sheet has the full list.",
            },
            {
              question: "Does having bed bugs mean my home is dirty?",
              answer:
                "No. Bed bugs feed on blood, not crumbs, and they arrive in luggage, used furniture and visitors' bags. We treat spotless homes every week.",
            },
            {
              question: "I'm a landlord. What do I need to know?",
              answer:
                "Act the day a tenant reports bugs, inspect neighbouring units, and keep records. We provide dated service reports for every visit, and we can work directly with your tenants to schedule access and prep.",
            },
            {
              question: "How do I avoid bringing them home again?",
              answer:
                "Keep luggage on the rack in hotel rooms and check the headboard, run travel clothes through a hot dryer when you get home, and inspect second-hand furniture before it comes inside.",
            },
          ],
        },
      },
    ],
  },
  {
    path: "bees-wasps-hornets",
    title: "Bee, Wasp & Hornet Removal",
    description: "Same-day removal of yellowjacket, hornet and paper wasp nests, carpenter bee treatment, and honey bee swarms passed to local beekeepers.",
    blocks: [
      {
        type: "notice",
        props: {
          tone: "warning",
          heading: "Allergic reaction? Call 911 first.",
          body: "If someone has trouble breathing, swelling of the face or throat, or feels faint after a sting, call 911 and use an epinephrine auto-injector if they have one. Then call us about the nest.",
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "Signs",
          heading: "Know what's buzzing before anyone gets close",
          body: md`
            - **Paper wasps** build open, umbrella-shaped combs under eaves, deck rails and grill covers. Fairly calm unless the nest is bumped.
            - **Bald-faced hornets** hang grey, football-sized paper nests in trees and shrubs. Very defensive: mowers and hedge trimmers set them off.
            - **Yellowjackets** nest in the ground or in wall voids, with a steady stream flying in and out of one small hole. Colonies peak at several thousand workers in late August and September, exactly when picnics and grape harvest do.
            - **European hornets** are large, brown and yellow, and fly at night toward porch lights.
            - **Carpenter bees** drill perfectly round half-inch holes in fascia boards, deck rails and bare wood siding, with sawdust below.
            - **Honey bees** hang in a cluster on a branch when they swarm in May and June. Leave them alone and call us; we hand them to a beekeeper.
          `,
          illustration: "bug",
        },
      },
      {
        type: "steps",
        props: {
          heading: "How we remove nests",
          items: [
            {
              title: "Same-day response",
              body: "From May through September, nests by a door, play set, pool or swing set are scheduled the same day when you call before noon.",
            },
            {
              title: "Treat the nest, not the yard",
              body: "We apply a small amount of insecticide dust (Delta Dust) or foam directly into the nest entrance. No broadcast spraying of the lawn or garden.",
            },
            {
              title: "Never seal a wall nest first",
              body: "If you plug the hole on a yellowjacket nest in the wall, they chew through the drywall into the house. We treat first and seal a few days later, once activity stops.",
            },
            {
              title: "Remove what we can reach",
              body: "Aerial nests on eaves and in shrubs are taken down and bagged once treated. Nests inside walls are left: with the colony dead, they do not attract a new one.",
            },
            {
              title: "Carpenter bees",
              body: "We dust the galleries in spring, then plug the holes two weeks later. Painting or staining the wood is the best long-term protection.",
            },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "Prevention",
          columns: 3,
          items: [
            {
              icon: "calendar",
              title: "Knock down early",
              body: "In May a new nest holds only the queen and a few cells. Knocking it down with a broom then saves a 300-wasp nest in August.",
            },
            { icon: "wrench", title: "Seal in spring", body: "Caulk gaps in siding, soffit returns and around vents before queens go looking for a home." },
            {
              icon: "paintbrush",
              title: "Finish bare wood",
              body: "Carpenter bees prefer untreated, unpainted softwood. Paint, stain or cap deck rails and fascia.",
            },
            {
              icon: "utensils",
              title: "Cover food and drinks",
              body: "Yellowjackets turn from hunting to scavenging in late summer. Lids on trash cans and cups at cookouts help a lot.",
            },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Typical costs",
          plans: [
            {
              name: "First nest",
              price: "$165",
              features: ["Paper wasp, hornet or yellowjacket", "Removal of reachable aerial nests", "30-day guarantee on the treated nest"],
            },
            { name: "Each additional nest", price: "$45", period: "same visit", features: ["Any nest treated on the same trip"] },
            { name: "Wall void or ground nest", price: "$195", features: ["Entrance treatment", "Return to seal the entry if needed"] },
            { name: "Carpenter bees", price: "$225", features: ["Gallery treatment", "Hole plugging two weeks later", "Up to 20 holes"] },
          ],
          note: "Honey bee swarms: free referral to a local beekeeper. Established honey bee colonies in walls are removed alive by our partner beekeepers and quoted separately.",
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Do you kill honey bees?",
              answer:
                "No. Honey bees are pollinators and are worth far more alive. We pass swarms to members of local beekeeping clubs and work with beekeepers who remove established colonies from walls.",
            },
            {
              question: "Do you remove nests for events?",
              answer: "Yes. Vineyards, farm wedding venues and summer camps book a walk-through two or three days before a big event. Call early in the week.",
            },
            {
              question: "Can you come at night?",
              answer: "Ground and wall nests are best treated at dusk when the whole colony is home. We schedule evening visits through September.",
            },
          ],
        },
      },
      callCta("Nest by the front door?", "Call before noon for same-day service, May through September."),
    ],
  },
  {
    path: "cluster-flies",
    title: "Cluster Fly Control",
    description: "Why big slow flies gather on sunny windows every fall and late winter, and how a well-timed exterior treatment keeps them out of your house.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "Signs",
          heading: "Sluggish flies on the sunny side of the house",
          body: md`
            Cluster flies are a little larger than a house fly, dark grey, with fine golden hairs on the back. You notice them:

            - Buzzing against **south and west windows** on warm afternoons in October, and again on sunny days in February and March.
            - **Piled on window sills** and in light fixtures in upstairs rooms.
            - By the hundreds, sometimes thousands, **dead in the attic**.

            They do not breed indoors and have nothing to do with garbage or cleanliness. Their larvae live in earthworms in lawns and hayfields, which is why farmhouses and homes beside open fields, all through Yates, Ontario and Seneca counties, get them worst.
          `,
          illustration: "bug",
        },
      },
      {
        type: "notice",
        props: {
          tone: "info",
          heading: "Timing is everything",
          body: "The treatment that works is applied from late August to mid-September, before the flies move into walls and attics. Once they are inside for the winter, we can reduce them but not prevent them. Book your fall visit in July.",
        },
      },
      {
        type: "steps",
        props: {
          heading: "How FieldGuard treats cluster flies",
          items: [
            {
              title: "Exterior residual treatment",
              body: "We treat the south and west walls, eaves, window and door frames, and soffits where flies land to look for a way in. Two-storey homes are done from a ladder or lift.",
            },
            {
              title: "Entry-point sealing",
              body: "The technician notes gaps around window trim, siding joints and unscreened gable and ridge vents, and can seal the common ones on the same visit.",
            },
            {
              title: "Attic light traps",
              body: "For flies already inside, ultraviolet glue-board traps in the attic catch them before they find the living space.",
            },
            { title: "Voids if needed", body: "Where flies emerge from a specific wall or ceiling, we dust that void rather than spraying rooms." },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "What you can do",
          columns: 3,
          items: [
            { icon: "wrench", title: "Caulk the trim", body: "Seal gaps around window and door trim, and where siding meets the soffit, before September." },
            {
              icon: "wind",
              title: "Screen the vents",
              body: "Fine screen on gable, ridge and soffit vents keeps flies out of the attic without cutting airflow.",
            },
            { icon: "sparkles", title: "Vacuum, don't swat", body: "Crushed flies stain walls and drapes. A shop vacuum by the window is the tidy answer." },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Typical costs",
          plans: [
            { name: "Fall exterior, one storey", price: "$245", features: ["South and west walls, eaves and trim", "Entry-point report"] },
            {
              name: "Fall exterior, two storeys",
              price: "$325",
              highlighted: true,
              features: ["Ladder or lift work included", "Entry-point report", "Most popular for older farmhouses"],
            },
            { name: "Attic light trap", price: "$165", period: "installed", features: ["Trap and first glue boards", "Replacement boards $12 each"] },
          ],
          note: "The fall cluster fly treatment is included in the September visit of every FieldGuard residential plan.",
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Are cluster flies harmful?",
              answer:
                "They do not bite, spread disease or damage the house. They are a nuisance, and dead flies in an attic can attract carpet beetles, so it is worth clearing them out.",
            },
            {
              question: "Why do they come out in February?",
              answer:
                "Sun warms the wall void or attic where they are overwintering, they wake up and crawl toward the light, which leads them into the house instead of outside.",
            },
            {
              question: "Can't you just spray inside?",
              answer:
                "Spraying living spaces in winter kills the flies you can see but not those in the walls, and it puts pesticide where your family lives. We'd rather stop them outside in September.",
            },
          ],
        },
      },
      callCta("Book your fall cluster fly visit", "September fills up by mid-August. Call now and we will put you on the route for your town."),
    ],
  },
  {
    path: "cockroaches",
    title: "Cockroach Control",
    description: "German and Oriental cockroach control for homes, apartments and restaurants: baits, growth regulators and follow-up, never foggers.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "Signs",
          heading: "The cockroaches we see in upstate New York",
          body: md`
            - **German cockroach**: light brown, about half an inch, two dark stripes behind the head. Lives indoors in kitchens and bathrooms, in apartments, restaurants and homes. This is the one that multiplies fast.
            - **Oriental cockroach**: shiny black, an inch long, slow. Comes up from floor drains and damp basements; often called a "water bug".
            - **American cockroach**: large and reddish; mostly in commercial basements and sewers, rarely in homes.

            Signs to look for: droppings like ground pepper in cabinet hinges and drawer corners, brown egg cases, a musty smell, and roaches scattering when you switch the light on at night. Seeing them in daylight usually means the population is large.
          `,
          illustration: "bug",
        },
      },
      {
        type: "steps",
        props: {
          heading: "How FieldGuard treats cockroaches",
          intro: "Foggers and broadcast sprays drive cockroaches deeper into walls and away from bait. Our approach is targeted and patient.",
          items: [
            {
              title: "Inspect and monitor",
              body: "Flashlight inspection of every cabinet, appliance and plumbing chase, plus sticky monitors to show exactly where they are hiding.",
            },
            {
              title: "Gel baits in the cracks",
              body: "Dozens of small placements of gel bait (Advion) in hinges, behind appliances and along plumbing. Roaches eat it, return to their harbourage and pass it on.",
            },
            {
              title: "Break the breeding cycle",
              body: "An insect growth regulator (Gentrol) stops nymphs from becoming breeding adults, so the population cannot rebound.",
            },
            { title: "Dust the voids", body: "Wall voids, under-sink penetrations and motor housings get a light dusting that lasts for months." },
            { title: "Follow-up at 14 and 28 days", body: "We read the monitors, refresh bait where it was eaten, and show you the counts going down." },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "Prevention",
          columns: 3,
          items: [
            {
              icon: "warehouse",
              title: "Watch the cardboard",
              body: "Egg cases ride in on grocery boxes, bottle-return bags and boxes from storage units. Unpack and recycle cardboard outside.",
            },
            { icon: "droplets", title: "Fix drips", body: "German cockroaches need water daily. Repair leaking traps and faucets and dry the sink at night." },
            {
              icon: "utensils",
              title: "Close the pantry",
              body: "Store cereal, flour and pet food in sealed containers and don't leave pet bowls down overnight.",
            },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Typical costs",
          plans: [
            {
              name: "German cockroach, home",
              price: "$395–$595",
              period: "three visits",
              highlighted: true,
              features: ["Baiting, growth regulator and void treatment", "Monitors and progress counts", "90-day guarantee"],
            },
            { name: "Oriental cockroach", price: "$225", features: ["Basement, drains and exterior perimeter", "Entry-point recommendations"] },
            {
              name: "Restaurants and food service",
              price: "From $95",
              period: "per month",
              features: ["Monthly or twice-monthly service", "Inspection-ready logbook", "See commercial programs"],
              action: { label: "Commercial programs", href: "commercial", variant: "secondary" },
            },
          ],
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Should I set off a bug bomb first?",
              answer:
                "Please don't. Foggers coat counters and dishes, drive cockroaches into the walls and neighbouring apartments, and make them avoid the baits that actually work.",
            },
            {
              question: "How long until they're gone?",
              answer:
                "Most homes see a big drop within two weeks and no activity by the third visit. Heavy infestations in multi-unit buildings can take longer, especially if neighbouring units are not treated.",
            },
            {
              question: "Do I need to empty my cabinets?",
              answer:
                "For the first visit, yes: clear the cabinets under the sink and next to the stove so we can reach the back corners. We'll tell you exactly which ones when we book.",
            },
          ],
        },
      },
      callCta(
        "Cockroaches in the kitchen?",
        "We treat discreetly, in an unmarked vehicle when you ask, and most first visits happen within two business days.",
      ),
    ],
  },
  {
    path: "fleas",
    title: "Flea Treatment",
    description: "Flea treatment for homes and yards, coordinated with your vet's pet treatment: the signs, what to do before we arrive, and typical costs.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "Signs",
          heading: "Itchy ankles and a scratching dog",
          body: md`
            - Small, itchy **bites around the ankles** and lower legs.
            - **Pets scratching** and chewing at their back and the base of the tail.
            - **Flea dirt**: black specks in pet bedding that turn red-brown on a damp paper towel.
            - The **sock test**: walk slowly across the carpet in white socks and look for tiny dark jumpers.

            Flea calls peak from August to October. We also see them when people move into a house where the last owners had pets, and when raccoons, skunks or feral cats have been living under a porch or deck.
          `,
          illustration: "dog",
        },
      },
      {
        type: "steps",
        props: {
          heading: "How FieldGuard treats fleas",
          intro:
            "Fleas spend most of their lives as eggs, larvae and pupae in carpets and bedding, so treating the house and the pets together is the only way to finish the job.",
          items: [
            {
              title: "Pets first",
              body: "Every dog and cat in the home gets a vet-recommended flea treatment the same week. We don't treat animals; your vet does.",
            },
            {
              title: "Prep",
              body: "Vacuum every floor, under furniture and the sofa cushions, wash pet bedding hot, and pick up toys and clothes from the floor.",
            },
            {
              title: "Interior treatment",
              body: "An adulticide plus an insect growth regulator applied to carpets, rugs, under furniture and pet resting areas. The growth regulator keeps eggs and larvae from ever becoming biting adults.",
            },
            {
              title: "Yard, if needed",
              body: "Shaded places where pets lie and where wildlife has been living: under decks, along the foundation, the dog run.",
            },
            { title: "Second visit at 14 days", body: "Pupae are protected in their cocoons. We come back once they have hatched to catch the last wave." },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "After treatment and prevention",
          columns: 2,
          items: [
            {
              icon: "sparkles",
              title: "Vacuum daily for two weeks",
              body: "Vibration wakes pupae so they hatch and meet the treatment. Seeing a few fleas for 10 to 14 days afterwards is normal and expected.",
            },
            {
              icon: "paw-print",
              title: "Year-round pet prevention",
              body: "Ask your vet about a year-round flea preventive. Fleas survive our winters indoors and in garages.",
            },
            {
              icon: "house",
              title: "Close the crawl spaces",
              body: "Screen or skirt porches, decks and sheds so wildlife cannot den under them and bring fleas with them.",
            },
            { icon: "bed-double", title: "Wash bedding weekly", body: "Pet beds, throws on the sofa and the dog's favourite blanket, on hot." },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Typical costs",
          plans: [
            {
              name: "Interior, up to 2,000 sq ft",
              price: "$275",
              period: "two visits",
              features: ["Adulticide and growth regulator", "Second visit at 14 days", "30-day guarantee"],
            },
            {
              name: "Interior, over 2,000 sq ft",
              price: "$345",
              period: "two visits",
              features: ["Adulticide and growth regulator", "Second visit at 14 days", "30-day guarantee"],
            },
            { name: "Yard add-on", price: "$95", period: "per visit", features: ["Shaded pet areas and wildlife dens"] },
          ],
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "When can my family and pets come back in?",
              answer: "Once the treatment has dried, usually two to three hours. We ask that everyone, pets included, be out of the house while we work.",
            },
            {
              question: "Why am I still seeing fleas a week later?",
              answer:
                "Newly hatched adults emerging from pupae. They pick up the treatment as they cross the carpet. Keep vacuuming; if you are still seeing them after three weeks, call and we'll come back at no charge.",
            },
            {
              question: "We don't have pets. Can we still have fleas?",
              answer: "Yes. Previous owners' pets or wildlife under the porch are the usual source. We'll look for where they came from as well as treating.",
            },
          ],
        },
      },
    ],
  },
  {
    path: "mice-and-rats",
    title: "Mouse & Rat Control",
    description: "Mouse and rat trapping, exclusion and sealing for homes and businesses: signs of rodents, our no-poison-indoors approach and typical prices.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "split",
          eyebrow: "Mice and rats",
          heading: "Trap them, then close the doors they used",
          body: "Every fall, when the fields around us are harvested and the nights turn cold, mice move indoors. We remove them and seal the gaps so the house stays closed for the next season too.",
          actions: [
            { label: `Call ${PHONE}`, href: TEL },
            { label: "Plans that include rodents", href: "residential", variant: "secondary" },
          ],
          illustration: "shield-check",
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "Signs",
          heading: "What mice and rats leave behind",
          body: md`
            - **Droppings**: mouse droppings are the size of a grain of rice; Norway rat droppings are closer to a raisin.
            - **Gnawing** on food packages, wiring, and the corners of doors and baseboards.
            - **Scratching** in walls and ceilings at night, most noticeable from October to December.
            - **Nests** of shredded insulation, paper and fabric in drawers, behind appliances and in the attic.
            - **Burrows** along foundations, under sheds and beside garbage areas, a sign of Norway rats.
            - **Grease marks** along walls and beams where they travel, and a stale, musky smell.
          `,
          illustration: "search",
          reverse: true,
        },
      },
      {
        type: "steps",
        props: {
          heading: "How FieldGuard handles rodents",
          items: [
            {
              title: "Top-to-bottom inspection",
              body: "Foundation, sill plate, garage door seals, utility penetrations, roof returns and the attic. A house mouse fits through a gap the width of a pencil, so we look closely.",
            },
            {
              title: "Trapping inside",
              body: "Snap traps in locked, tamper-resistant boxes along the runways. We don't use poison baits in living spaces: poisoned mice die in the walls, and the smell lasts for weeks.",
            },
            {
              title: "Exclusion",
              body: "Copper mesh and sealant in gaps, galvanised hardware cloth over vents, door sweeps, and garage door bottom seals. Exclusion work carries a one-year warranty.",
            },
            {
              title: "Exterior stations where needed",
              body: "For rats, or for homes beside fields and barns, locked bait stations anchored outside along the foundation, checked on every visit.",
            },
            { title: "Follow-up visits", body: "We return at 7 and 14 days to check and clear traps, then remove them once activity stops." },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "Make your house less inviting",
          columns: 3,
          items: [
            {
              icon: "lock",
              title: "Seal gaps by September",
              body: "Check where pipes and cables enter, gaps under the garage door, and foundation vents before the harvest pushes mice out of the fields.",
            },
            {
              icon: "trees",
              title: "Rethink the bird feeder",
              body: "Spilled seed feeds mice all winter. Hang feeders 20 feet from the house and clean up underneath.",
            },
            { icon: "warehouse", title: "Metal cans in the garage", body: "Store bird seed, grass seed and pet food in metal cans with tight lids." },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Typical costs",
          plans: [
            {
              name: "Mouse trapping program",
              price: "$295",
              period: "three visits",
              features: ["Inspection", "Tamper-resistant traps", "Two follow-up visits", "Removal of trapped mice"],
            },
            {
              name: "Exclusion and sealing",
              price: "$450–$1,500",
              period: "typical home",
              highlighted: true,
              features: ["Written list of every gap found", "Copper mesh, sealant, hardware cloth, sweeps", "One-year warranty"],
            },
            {
              name: "Rat program",
              price: "From $395",
              features: ["Burrow treatment and exterior stations", "Interior trapping", "Follow-up until activity stops"],
            },
            {
              name: "Station monitoring",
              price: "$35",
              period: "per month",
              features: ["Exterior bait stations checked monthly", "Ideal for homes beside farm fields"],
            },
          ],
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Should I clean up droppings myself?",
              answer:
                "Wear gloves, wet the droppings with a bleach-and-water solution or disinfectant first, then wipe them up. Don't sweep or vacuum dry droppings, which can stir up dust. For attics or cabins with heavy contamination, we quote insulation removal and sanitising.",
            },
            {
              question: "Why not just put poison out?",
              answer:
                "Indoors, poisoned rodents die where you can't reach them, and pets and children can find bait. Outside, we use only locked, anchored stations. Trapping plus exclusion solves the problem instead of managing it.",
            },
            {
              question: "Do you take the mice away?",
              answer:
                "Yes. Trapped rodents are removed on each follow-up visit. If you find one between visits, we'll talk you through removing it, or stop by.",
            },
            {
              question: "Is one mouse really a problem?",
              answer: "A female mouse can have a litter every three weeks. One in October is often a dozen by Christmas, so it's worth a look.",
            },
          ],
        },
      },
    ],
  },
  {
    path: "mosquitos-ticks",
    title: "Mosquito & Tick Control",
    description: "Seasonal mosquito and tick yard treatments for Finger Lakes and Rochester homes, with pollinator-safe practices and an option for events.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "The risk",
          heading: "Ticks are now part of every backyard here",
          body: md`
            Blacklegged (deer) ticks are established across Ontario, Yates, Seneca and Monroe counties, and they carry Lyme disease, anaplasmosis and babesiosis. **Nymphs**, no bigger than a poppy seed, are most active from May through July, which is when most people are bitten. Adults are active in the fall and on warm winter days.

            Mosquitoes breed in any standing water that sits for a week: clogged gutters, tires, birdbaths, tarps, kiddie pools and the saucers under flowerpots. Homes beside wetlands, lake inlets and creeks, from Braddock Bay to the south end of Honeoye Lake, feel them most.
          `,
          illustration: "trees",
        },
      },
      {
        type: "steps",
        props: {
          heading: "What a yard treatment includes",
          items: [
            {
              title: "Walk the property",
              body: "We find breeding sites and tick habitat: wood edges, stone walls, ground cover, leaf litter and shaded shrub beds.",
            },
            {
              title: "Tip and treat water",
              body: "We empty what can be emptied and treat what can't, such as ornamental ponds or low spots, with a larvicide based on a natural soil bacterium (Bti).",
            },
            {
              title: "Barrier application",
              body: "A targeted treatment to the undersides of leaves and shaded resting areas where adult mosquitoes rest during the day, and to the lawn-to-woods edge where ticks wait.",
            },
            {
              title: "Pollinators protected",
              body: "We never treat flowering plants, we keep buffers from lakes, ponds and streams, and we schedule early in the morning or in the evening when bees are less active.",
            },
            {
              title: "Every 21 to 30 days",
              body: "From May through September, six visits in all. A botanical option using essential oils is available at the same price, with more frequent visits.",
            },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "Cut the risk around your home",
          columns: 3,
          items: [
            { icon: "droplets", title: "Tip and toss weekly", body: "Empty anything that holds water, and clean gutters in spring and after leaf drop." },
            {
              icon: "shovel",
              title: "Make a dry border",
              body: "A three-foot strip of wood chips or gravel between lawn and woods keeps ticks out of play areas.",
            },
            {
              icon: "search",
              title: "Check after being outdoors",
              body: "Check children, pets and yourself every evening in tick season, especially behind knees, at the hairline and the waistband.",
            },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Season pricing",
          intro: "Priced by the treated area, not the whole lot.",
          plans: [
            {
              name: "Per visit",
              price: "$89–$149",
              description: "From under half an acre to one acre of treated area.",
              features: ["Mosquito and tick barrier", "Standing-water check"],
            },
            {
              name: "Full season",
              price: "$495–$795",
              period: "six visits, May to September",
              highlighted: true,
              features: ["Visits every 21 to 30 days", "Free re-treatment between visits", "Tick tubes along wood edges in spring and late summer"],
            },
            { name: "Event treatment", price: "$149", features: ["One visit 24 to 48 hours before a graduation party, wedding or reunion"] },
          ],
          note: "Add mosquito and tick service to the Home Guard Plus plan and it's included in your monthly price.",
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "When can kids and dogs go back in the yard?",
              answer: "Once the treatment has dried, usually 30 to 60 minutes. We leave a door hanger with the time of application and the products used.",
            },
            {
              question: "Will it get rid of every mosquito?",
              answer:
                "No treatment does, and mosquitoes fly in from neighbouring properties. Most customers see a large drop in bites within days of the first visit, and it holds if visits stay on schedule.",
            },
            {
              question: "We live right on the lake. Can you still treat?",
              answer:
                "Yes, with a buffer from the shoreline as the product labels require. We focus on the shaded vegetation closer to the house and skip the water's edge.",
            },
          ],
        },
      },
      callCta("Start your season in May", "Book before Memorial Day and your first visit is scheduled the first week of the season."),
    ],
  },
  {
    path: "spiders",
    title: "Spider Control",
    description: "Spider control for homes, porches, docks and boathouses: which spiders live here, how we treat them, and how to keep webs off the eaves.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "Signs",
          heading: "Webs on the eaves, wolf spiders in the basement",
          body: md`
            Most spiders here are harmless and even helpful, but nobody wants them in the shower. The ones we're called about:

            - **Cellar spiders**, long-legged and fragile, with loose webs in basement corners.
            - **House spiders**, which build tangled webs in windows, garages and closets.
            - **Wolf spiders**, large hunting spiders that wander into basements and garages in the fall.
            - **Orb weavers**, spinning large round webs on porches, railings, docks and boathouses every night in late summer.
            - **Yellow sac spiders**, pale and small, found on walls and ceilings.

            Lots of webs usually mean lots of insects for spiders to eat, often drawn by porch and dock lights.
          `,
          illustration: "bug",
        },
      },
      {
        type: "steps",
        props: {
          heading: "How we treat spiders",
          items: [
            {
              title: "Sweep webs and egg sacs",
              body: "We brush down webs and egg sacs from eaves, soffits, windows, decks and dock structures, which removes hundreds of future spiders.",
            },
            {
              title: "Exterior perimeter and eaves",
              body: "A residual treatment where spiders build and hunt: foundation, window frames, eaves and light fixtures.",
            },
            { title: "Basement and garage", body: "Crack-and-crevice treatment and sticky monitors along walls where wolf and house spiders travel." },
            { title: "Fewer insects, fewer spiders", body: "We'll suggest lighting and moisture changes that cut the insect food supply." },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "Prevention",
          columns: 3,
          items: [
            {
              icon: "lightbulb",
              title: "Switch the bulbs",
              body: "Warm yellow LED bulbs on porches and docks attract far fewer insects, and so far fewer spiders.",
            },
            {
              icon: "wind",
              title: "Dry the basement",
              body: "A dehumidifier set around 50 percent makes the basement less attractive to spiders and the insects they eat.",
            },
            { icon: "leaf", title: "Pull plants back", body: "Keep shrubs and vines off the siding; they are spider highways to the eaves." },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Typical costs",
          plans: [
            {
              name: "One-time spider service",
              price: "$185",
              features: ["Exterior perimeter and eaves", "Web and egg-sac sweep", "Basement treatment", "30-day guarantee"],
            },
            { name: "Web sweep add-on", price: "$95", features: ["Docks, boathouses and second-storey eaves"] },
            {
              name: "On a FieldGuard plan",
              price: "Included",
              features: ["Spiders covered on every seasonal visit"],
              action: { label: "See plans", href: "residential", variant: "secondary" },
            },
          ],
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Are there dangerous spiders here?",
              answer:
                "Very few. Brown recluse spiders are not established in New York; the rare one found here arrived in boxes or furniture. Northern black widows occur in woodpiles and stone walls but are uncommon and shy. Wear gloves when moving firewood.",
            },
            {
              question: "Why is our dock covered in webs every morning?",
              answer:
                "Lakeside lights attract midges and mayflies, which attract orb weavers. A web sweep plus a treatment of the dock structure and a change of bulbs makes a big difference.",
            },
            {
              question: "Will the webs come back?",
              answer: "Some will, especially in August and September. That's why spider control works best as part of a seasonal plan with regular sweeps.",
            },
          ],
        },
      },
      callCta("Take back the porch", "One-time spider service or a seasonal plan, your choice."),
    ],
  },
  {
    path: "stink-bugs",
    title: "Stink Bug Control",
    description: "Brown marmorated stink bugs, boxelder bugs and lady beetles: how to keep fall invaders out of your home, and what a fall treatment costs.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "Signs",
          heading: "Shield-shaped bugs on the siding every September",
          body: md`
            The **brown marmorated stink bug** is shield-shaped and mottled brown, about five-eighths of an inch long, with light bands on its antennae. It arrived in New York in the late 2000s and is now common, especially near orchards and vineyards in Wayne County, Webster and around Seneca and Keuka lakes.

            - Bugs gathering on **sunny south and west siding** from mid-September to October.
            - Bugs showing up **indoors all winter**, slow and clumsy, especially on warm days.
            - A sharp, cilantro-like **smell** when one is disturbed or crushed.

            We handle the other fall invaders the same way: **boxelder bugs** (black with red markings, near boxelder and maple trees) and **multicolored Asian lady beetles** (orange, spotted, and able to bite).
          `,
          illustration: "bug",
        },
      },
      {
        type: "steps",
        props: {
          heading: "How FieldGuard treats stink bugs",
          items: [
            {
              title: "Fall exterior treatment",
              body: "Applied in September to the walls, eaves, window frames and soffits where bugs land, before they move into walls and attics. It's the same visit as our cluster fly service.",
            },
            { title: "Seal entry points", body: "Gaps around window and door trim, siding seams, attic and soffit vents, and around window air conditioners." },
            { title: "Attic light traps", body: "For homes with heavy overwintering, light traps in the attic catch bugs before they reach the living space." },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "What helps at home",
          columns: 3,
          items: [
            { icon: "wrench", title: "Caulk and screen", body: "Seal trim gaps and screen attic vents before the first cool nights in September." },
            { icon: "fan", title: "Pull window units", body: "Remove window air conditioners in the fall; the gaps around them let in hundreds of bugs." },
            {
              icon: "sparkles",
              title: "Vacuum with a stocking",
              body: "Put a knee-high stocking in the vacuum hose to catch bugs, then tie it off and throw it away, smell and all.",
            },
          ],
        },
      },
      {
        type: "stats",
        props: {
          heading: "Fall invader service at a glance",
          items: [
            { value: "$245–$325", label: "Fall exterior treatment, with cluster flies included" },
            { value: "From $350", label: "Entry-point sealing for a typical home" },
            { value: "Sept 1–30", label: "The window when treatment works best" },
          ],
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Do stink bugs damage the house?",
              answer: "No. They don't bite people, breed indoors or eat anything in the house. They are a nuisance, and a smelly one.",
            },
            {
              question: "Why are there more some years?",
              answer:
                "A warm, long summer means more generations and more bugs looking for winter shelter. Homes beside orchards, vineyards and woodlots see the biggest swings.",
            },
            {
              question: "Can you spray the ones inside?",
              answer:
                "We don't recommend it. Spraying rooms doesn't reach those in the walls. Vacuum the ones inside and let us stop the rest at the siding next September.",
            },
          ],
        },
      },
      callCta("Get on the September route", "Fall invader treatments are scheduled by town, starting Labor Day week."),
    ],
  },
  {
    path: "termites",
    title: "Termite Inspections & Treatment",
    description:
      "Subterranean termite inspections, real-estate WDI reports, Termidor liquid treatment and borate wood treatment across Rochester and the Finger Lakes.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "banner",
          eyebrow: "Termites",
          heading: "Yes, we have termites in upstate New York",
          body: "Eastern subterranean termites live throughout our region. They work slowly and quietly, which is exactly why a free inspection is worth the hour.",
          actions: [
            { label: "Book a free termite inspection", href: "contact" },
            { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          ],
          illustration: "house",
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "Signs",
          heading: "What termite activity looks like",
          body: md`
            - **Mud tubes**, pencil-width tunnels of soil running up foundation walls, piers, and the sill plate in basements and crawl spaces.
            - **Swarmers**: dozens of small dark winged insects indoors on a warm April or May day, often after rain, usually in the basement or a sunroom.
            - **Discarded wings** on window sills and basement floors.
            - **Damaged wood** that sounds hollow, with paint that bubbles or a surface that crumbles when probed.

            **Termite or flying ant?** Termites have a thick waist, straight antennae and four wings of equal length. Flying ants have a pinched waist, elbowed antennae and front wings longer than the back ones. Bring us a sample in a zip bag and we'll tell you for free.
          `,
          illustration: "search",
        },
      },
      {
        type: "steps",
        props: {
          heading: "How FieldGuard treats termites",
          items: [
            {
              title: "Inspection",
              body: "A licensed technician checks the foundation, basement, crawl space, garage and exterior with a moisture meter and probe, and draws a diagram of what they find.",
            },
            {
              title: "Liquid soil treatment",
              body: "A continuous treated zone around and under the foundation using Termidor SC, a non-repellent termiticide. We trench along the foundation and drill slabs, garage floors and porches where needed.",
            },
            {
              title: "Wood treatment",
              body: "Exposed wood in crawl spaces and basements can be treated with Bora-Care, a borate that soaks into wood and protects it against termites and wood-decay fungi.",
            },
            { title: "Annual inspection", body: "Every treatment includes a one-year warranty, renewable each year with an annual inspection." },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "Prevention",
          columns: 2,
          items: [
            {
              icon: "shovel",
              title: "No wood touching soil",
              body: "Keep deck posts, steps, trellises and siding off the ground. Wood-to-soil contact is a direct bridge for termites.",
            },
            { icon: "droplets", title: "Manage water", body: "Clean gutters, extend downspouts at least four feet, and grade soil away from the foundation." },
            { icon: "leaf", title: "Watch the mulch", body: "Keep mulch thin and 6 to 12 inches away from the foundation, and never against siding." },
            {
              icon: "tree-pine",
              title: "Clear buried wood",
              body: "Old stumps, form boards left after construction and buried scraps are termite food right next to the house.",
            },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Typical costs",
          plans: [
            { name: "Homeowner inspection", price: "Free", features: ["Full inspection and diagram", "Written recommendation"] },
            {
              name: "Real estate WDI report",
              price: "$125",
              features: ["NPMA-33 wood destroying insect report", "Usually within three business days", "Sent to buyer, seller and lender"],
            },
            {
              name: "Liquid treatment",
              price: "$1,350–$2,900",
              period: "typical home",
              highlighted: true,
              features: ["Priced by foundation length and slab drilling", "One-year renewable warranty", "Damage repairs referred to local contractors"],
            },
            { name: "Annual renewal", price: "$195", period: "per year", features: ["Annual inspection", "Re-treatment if activity returns"] },
          ],
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "How long does a Termidor treatment last?",
              answer:
                "The treated zone is effective for many years when undisturbed, but landscaping, new patios and additions can open gaps. That's why we recommend the annual inspection and warranty renewal.",
            },
            {
              question: "Do we need to leave the house?",
              answer: "No. Most treatments take one day. You may hear drilling in the basement or garage, and we patch drill holes in slabs when we're done.",
            },
            {
              question: "We're buying a house. Do we need a WDI inspection?",
              answer:
                "Many lenders require one, and it's worth having regardless. Ask your agent to schedule us early; we turn reports around within three business days.",
            },
            {
              question: "Can you fix the damaged wood?",
              answer:
                "We're pest professionals, not carpenters, so we refer repairs to local contractors we trust and coordinate so treatment is done before walls are closed up.",
            },
          ],
        },
      },
    ],
  },
  {
    path: "wildlife",
    title: "Wildlife Removal & Exclusion",
    description:
      "Humane removal of raccoons, squirrels, bats, skunks and groundhogs by DEC-licensed nuisance wildlife operators, with exclusion repairs that last.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "split",
          eyebrow: "Wildlife",
          heading: "Something is living in the attic. We'll get it out and keep it out.",
          body: "Our wildlife technicians are licensed by the New York State DEC as Nuisance Wildlife Control Operators. We remove animals humanely and repair the way they got in.",
          actions: [
            { label: `Call ${PHONE}`, href: TEL },
            { label: "Send us a photo", href: "contact", variant: "secondary" },
          ],
          illustration: "paw-print",
        },
      },
      {
        type: "features",
        props: {
          heading: "Who's there, and how to tell",
          columns: 3,
          items: [
            {
              icon: "paw-print",
              title: "Raccoons",
              body: "Heavy thumping at night in the attic or chimney, torn roof vents and soffits, and latrines of droppings. Mothers have litters in April and May.",
            },
            {
              icon: "trees",
              title: "Squirrels",
              body: "Scurrying at dawn and dusk, chewed holes at roof-line corners and soffit returns. Flying squirrels are active at night and travel in groups.",
            },
            {
              icon: "eye",
              title: "Bats",
              body: "Small dark droppings below a gable or shutter, squeaking in walls at dusk, or a bat in the house in late summer.",
            },
            {
              icon: "shovel",
              title: "Skunks and groundhogs",
              body: "Fresh holes under decks, porches and sheds; a musky smell at night, or a groundhog grazing the garden in daylight.",
            },
            { icon: "leaf", title: "Chipmunks", body: "Small holes with no soil pile beside patios, walkways and foundation walls." },
            {
              icon: "wind",
              title: "Birds in vents",
              body: "Starlings and sparrows nesting in dryer and bathroom fan vents, with chirping and nest material at the hood.",
            },
          ],
        },
      },
      {
        type: "steps",
        props: {
          heading: "How we solve wildlife problems",
          items: [
            {
              title: "Inspection from the roof down",
              body: "We find every entry point, not just the obvious one, and check for young before anything is sealed.",
            },
            {
              title: "Humane removal",
              body: "One-way doors let squirrels and bats leave but not return. Live traps for raccoons and skunks are checked at least every 24 hours, as New York requires.",
            },
            {
              title: "Exclusion repairs",
              body: "Galvanised mesh on vents and soffit gaps, chimney caps, and buried L-shaped wire skirting under decks and sheds so nothing can dig back in.",
            },
            { title: "Cleanup", body: "Removal of droppings and soiled insulation, disinfection and deodorising where animals have been living." },
          ],
        },
      },
      {
        type: "notice",
        props: {
          tone: "warning",
          heading: "A bat in a bedroom? Don't release it yet.",
          body: "If you find a bat in a room where someone was sleeping, or with a child or pet, safely confine it and call your county health department for advice about rabies testing before letting it go. We do not exclude bat colonies from June through July, when the young cannot yet fly.",
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Typical costs",
          plans: [
            {
              name: "Wildlife inspection",
              price: "$125",
              description: "Credited toward any removal or exclusion work booked within 30 days.",
              features: ["Roof-line and foundation inspection", "Photos and written estimate"],
            },
            {
              name: "Squirrel removal and sealing",
              price: "$450–$950",
              highlighted: true,
              features: ["One-way door", "Sealing of all entry points", "One-year warranty on repairs"],
            },
            { name: "Raccoon removal", price: "From $395", features: ["Trapping and removal", "Check for young", "Entry repair quoted with it"] },
            {
              name: "Bat exclusion",
              price: "$650–$2,500",
              features: ["One-way devices at every exit", "Sealing of the whole structure", "Guano cleanup quoted separately"],
            },
          ],
          note: "Chimney caps from $245 installed. Deck and shed skirting from $22 per linear foot.",
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Will you relocate the animal to the woods?",
              answer:
                "New York limits where trapped wildlife may be released, and raccoons, skunks and bats are treated as rabies-vector species with stricter rules. We'll explain what the law allows for your situation before we set a trap.",
            },
            {
              question: "Why can't you just seal the hole today?",
              answer:
                "Sealing an animal in, or separating a mother from her young, leads to chewing, smells and a worse problem. We confirm the space is empty first.",
            },
            {
              question: "Is wildlife damage covered by homeowner's insurance?",
              answer: "Sometimes. We provide photos and itemised invoices you can submit with a claim.",
            },
          ],
        },
      },
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Program, company and collection pages                               */
/* ------------------------------------------------------------------ */

const pestLinks = [
  { icon: "bug", title: "Ants", body: "Carpenter, pavement and odorous house ants, treated at the colony.", href: "ants" },
  { icon: "bed-double", title: "Bed bugs", body: "Heat or three-visit treatment, with monitoring until they're gone.", href: "bed-bugs" },
  { icon: "siren", title: "Bees, wasps & hornets", body: "Same-day nest removal in season; honey bees go to beekeepers.", href: "bees-wasps-hornets" },
  { icon: "sun", title: "Cluster flies", body: "A September exterior treatment stops them before they move in.", href: "cluster-flies" },
  { icon: "utensils", title: "Cockroaches", body: "Baits and growth regulators, never foggers.", href: "cockroaches" },
  { icon: "dog", title: "Fleas", body: "House and yard treatment, coordinated with your vet.", href: "fleas" },
  { icon: "lock", title: "Mice & rats", body: "Trapping plus sealing, with a one-year warranty on exclusion.", href: "mice-and-rats" },
  { icon: "trees", title: "Mosquitoes & ticks", body: "Seasonal yard treatments from May through September.", href: "mosquitos-ticks" },
  { icon: "search", title: "Spiders", body: "Web sweeps and perimeter treatment for homes and docks.", href: "spiders" },
  { icon: "leaf", title: "Stink bugs", body: "Fall invader treatment and entry-point sealing.", href: "stink-bugs" },
  { icon: "house", title: "Termites", body: "Free inspections, WDI reports and Termidor treatment.", href: "termites" },
  { icon: "paw-print", title: "Wildlife", body: "Raccoons, squirrels, bats and skunks, removed and excluded.", href: "wildlife" },
] as const;

const companyPages: PageSeed[] = [
  {
    path: "",
    title: "FieldGuard Pest Control | Finger Lakes & Rochester",
    description: "Family-owned pest control in Canandaigua serving the Finger Lakes and Rochester since 1991: ants, mice, termites, ticks, wildlife and more.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "banner",
          eyebrow: "Family-owned since 1991",
          heading: "Pest control that knows the Finger Lakes",
          body: "From lake cottages in Penn Yan to colonials in Pittsford, FieldGuard keeps ants, mice, ticks and everything else where they belong: outside. Free inspections, written quotes, and the same technician on your route every visit.",
          actions: [
            { label: "Book a free inspection", href: "contact" },
            { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          ],
          illustration: "shield-check",
        },
      },
      {
        type: "features",
        props: {
          heading: "Pests we handle",
          intro: "Every pest page covers the signs, how we treat it, what you can do yourself, and what it typically costs.",
          columns: 4,
          items: pestLinks.map((p) => ({ icon: p.icon, title: p.title, body: p.body, href: p.href, linkLabel: `About ${p.title.toLowerCase()}` })),
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "How we work",
          heading: "Inspect first, treat only what's needed",
          body: md`
            We practise **integrated pest management**: find out why pests are getting in, fix what can be fixed, and use the smallest effective amount of the right product in the right place.

            - Every visit ends with a written service report: what we found, what we applied and where.
            - We seal gaps and recommend repairs before reaching for more product.
            - Every product we use is listed, with its EPA registration number, on our labels page.
          `,
          illustration: "clipboard-list",
          action: { label: "Our IPM approach", href: "integrated-pest-management" },
        },
      },
      {
        type: "stats",
        props: {
          items: [
            { value: "1991", label: "Founded in Canandaigua by Tom and Linda Brennan" },
            { value: "14", label: "State-certified technicians on the road" },
            { value: "9,800+", label: "Homes and businesses protected each year" },
            { value: "4.9 ★", label: "Average from more than 700 customer reviews" },
          ],
        },
      },
      {
        type: "testimonials",
        props: {
          heading: "What our neighbours say",
          items: [
            {
              quote:
                "We'd fought carpenter ants at our Keuka Lake cottage for three summers. Jess found the nest in an old birch by the porch on the first visit, and we haven't seen one since.",
              name: "Marianne D.",
              detail: "Penn Yan",
              rating: 5,
            },
            {
              quote: "Mice every October like clockwork. FieldGuard sealed eleven gaps I never knew about and the traps stayed empty all winter.",
              name: "Kevin R.",
              detail: "Pittsford",
              rating: 5,
            },
            {
              quote: "They handle our restaurant and our house. On time, clear reports, and they actually explain what they're doing.",
              name: "Angela P.",
              detail: "Geneva",
              rating: 5,
            },
          ],
        },
      },
      {
        type: "serviceAreas",
        props: {
          heading: "Where we work",
          intro: "Trucks leave Canandaigua and Fairport every morning, covering Ontario, Yates, Seneca, Monroe and western Wayne counties.",
        },
      },
      callCta("Free inspection, written quote, no pressure", "Tell us what you're seeing and we'll schedule a technician, usually within two business days."),
    ],
  },
  {
    path: "about",
    title: "About FieldGuard Pest Control",
    description: "Meet the Brennan family and the FieldGuard team: three decades of pest control rooted in Canandaigua, licensing, values and our guarantee.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "Our story",
          heading: "One truck, one family, thirty-plus years",
          body: md`
            Tom Brennan started FieldGuard in 1991 with one pickup truck and a sprayer, working out of the family's garage on County Road 10 in Canandaigua. His first customers were dairy farms and lake cottages; his first employee was his wife Linda, who answered the phone and kept the books for 28 years.

            Today their son **Matt Brennan** runs the company, with his sister **Erin Brennan-Kowalski** managing the office and commercial accounts. We have fourteen technicians, a second truck yard in Fairport for Rochester-area routes, and many of the same customers Tom signed up in the nineties.

            We're still a family business, and we still answer the phone ourselves.
          `,
          illustration: "users",
        },
      },
      {
        type: "features",
        props: {
          heading: "The people you'll meet",
          columns: 3,
          items: [
            {
              icon: "badge-check",
              title: "Matt Brennan, owner",
              body: "Certified commercial applicator, NYS DEC categories 7A (structural and rodent) and 7B (termite). Still runs a route two days a week.",
            },
            {
              icon: "briefcase",
              title: "Erin Brennan-Kowalski, office and commercial",
              body: "Builds commercial programs and audit binders for restaurants, wineries and food plants. The person who answers when you call.",
            },
            {
              icon: "paw-print",
              title: "Jess Albrecht, wildlife and exclusion lead",
              body: "DEC-licensed Nuisance Wildlife Control Operator. Has sealed more rooflines than anyone in Ontario County.",
            },
            {
              icon: "building-2",
              title: "Dev Patel, commercial service manager",
              body: "Oversees food-processing and multi-family accounts across Monroe County from the Fairport yard.",
            },
            {
              icon: "house",
              title: "Carlos Ruiz, termite specialist",
              body: "Handles termite treatments and real-estate WDI inspections throughout the region.",
            },
            {
              icon: "phone",
              title: "Our office team",
              body: "Three schedulers in Canandaigua who know every route, every town and most of our customers' dogs by name.",
            },
          ],
        },
      },
      {
        type: "stats",
        props: {
          heading: "Licensed, insured and trained",
          items: [
            { value: "NYS DEC", label: "Registered pesticide business, every technician certified or in supervised training" },
            { value: "40 hrs", label: "Continuing training per technician each year" },
            { value: "$2M", label: "General liability coverage, certificates on request" },
            { value: "QualityPro", label: "Member firm of the National Pest Management Association" },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "What we promise",
          columns: 3,
          items: [
            {
              icon: "clipboard-list",
              title: "Written everything",
              body: "Written quotes before work starts, and a written service report after every visit, listing products and where they went.",
            },
            { icon: "shield-check", title: "A real guarantee", body: "If pests covered by your service come back between visits, so do we, at no charge." },
            { icon: "heart-handshake", title: "Honest advice", body: "If a problem doesn't need us, or a carpenter would fix it better, we'll tell you." },
          ],
        },
      },
      {
        type: "testimonials",
        props: {
          items: [
            {
              quote: "My dad used Tom, and now I use Matt. Same straight answers, same fair prices, thirty years later.",
              name: "Bill S.",
              detail: "Canandaigua",
              rating: 5,
            },
          ],
        },
      },
      callCta("Work with a local family firm", "Call the office or send us a note; a Brennan is usually the one who answers."),
    ],
  },
  {
    path: "contact",
    title: "Contact FieldGuard & Book an Inspection",
    description: "Call, email or visit FieldGuard Pest Control in Canandaigua to book a free inspection. Office hours, what to tell us, and what happens next.",
    blocks: [
      {
        type: "richText",
        props: {
          doc: md`
            ## Book a free inspection

            Send the form below, call us at **${PHONE}** or email [${EMAIL}](${MAILTO}). A scheduler will book a technician for your town's next route day, usually within two business days, and same day for stinging insects and wildlife in the house.

            ### Help us send the right technician

            - Your address and the best phone number to reach you
            - What you're seeing, where in the house or yard, and since when
            - A photo or two if you can get one safely
            - Pets, children, allergies or health conditions we should plan around
            - For rentals: the landlord's or property manager's contact details

            Real-estate WDI inspections: choose WDI in the form with the closing date and lender, or have your agent email them to us.
          `,
        },
      },
      {
        type: "form",
        props: {
          heading: "Request an inspection",
          intro: "Free for general pests, rodents and termites at homes. Attach a photo and we'll identify the pest for free, even if you don't need a visit.",
          form: "inspection-request",
        },
      },
      {
        type: "steps",
        props: {
          heading: "What happens after you call",
          items: [
            { title: "We schedule", body: "You get a two-hour arrival window and a text when the technician is on the way." },
            { title: "We inspect", body: "The technician walks the property with you, identifies the pest and shows you how it's getting in." },
            { title: "You get a written quote", body: "Options and prices in writing before any work begins. Many jobs can be treated on the same visit." },
            { title: "We follow up", body: "Follow-up visits are booked before we leave, and every service comes with a written report." },
          ],
        },
      },
      {
        type: "notice",
        props: {
          tone: "info",
          heading: "After hours",
          body: `Stinging insect nests by a doorway and wildlife inside the living space are answered seven days a week from May through October. Call ${PHONE} and choose option 2. For a medical emergency or a severe allergic reaction to a sting, call 911.`,
        },
      },
      {
        type: "contactDetails",
        props: {
          heading: "Office and hours",
          intro:
            "Our office and main truck yard are on County Road 10 in Canandaigua. Rochester-area routes run out of our second yard in Fairport (by appointment only).",
        },
      },
      {
        type: "faq",
        props: {
          heading: "Before you call",
          items: [
            {
              question: "Is the inspection really free?",
              answer:
                "Yes, for general pests, rodents and termites at homes. Bed bug and wildlife inspections have a fee that is credited toward treatment, because they take longer and usually involve the roof or every room.",
            },
            {
              question: "Do I need to be home?",
              answer: "For the first visit, yes, or another adult. For exterior-only plan visits you don't; we leave a report on the door and email a copy.",
            },
            {
              question: "How do I pay?",
              answer: "Card, check or bank transfer. Plan customers can pay monthly or per visit. Commercial accounts are invoiced monthly.",
            },
          ],
        },
      },
    ],
  },
  {
    path: "residential",
    title: "Residential Pest Control Plans",
    description: "Seasonal home pest control plans from $39 a month covering ants, spiders, mice and fall invaders, with free re-services between visits.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "centered",
          eyebrow: "For homeowners",
          heading: "Year-round protection, four visits a year",
          body: "A FieldGuard plan covers the pests upstate homes actually get, on a schedule timed to our seasons, with free return visits whenever something shows up in between.",
          actions: [
            { label: "Start with a free inspection", href: "contact" },
            { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          ],
          illustration: "house",
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Choose a plan",
          intro: "All plans start with a full inspection and an initial service ($149, waived when you sign up in January through March).",
          plans: [
            {
              name: "Essentials",
              price: "$39",
              period: "per month",
              description: "Exterior protection for the common crawling and fall-invading pests.",
              features: [
                "Four seasonal exterior visits",
                "Ants, spiders, centipedes, crickets and earwigs",
                "September cluster fly and stink bug treatment",
                "Web sweep of eaves each visit",
                "Free re-services between visits",
              ],
            },
            {
              name: "Home Guard",
              price: "$55",
              period: "per month",
              highlighted: true,
              description: "Our most popular plan: adds rodents and wasps.",
              features: [
                "Everything in Essentials",
                "Mouse monitoring and interior trapping",
                "Exterior rodent stations where needed",
                "Paper wasp and hornet nest removal",
                "Interior treatment on request",
                "10% off exclusion work",
              ],
              action: { label: "Book Home Guard", href: "contact" },
            },
            {
              name: "Home Guard Plus",
              price: "$79",
              period: "per month",
              description: "Whole-property protection for families who live outdoors all summer.",
              features: [
                "Everything in Home Guard",
                "Six mosquito and tick yard visits, May to September",
                "Annual termite inspection",
                "Carpenter ant treatment included",
                "Priority scheduling",
              ],
            },
          ],
          note: "Prices are for homes up to 3,000 sq ft on lots up to one acre. Larger homes and lake properties with docks are quoted after the inspection. Plans renew yearly and can be cancelled with 30 days' notice.",
        },
      },
      {
        type: "steps",
        props: {
          heading: "Your year with FieldGuard",
          items: [
            { title: "Spring (March–May)", body: "Ants and overwintering pests waking up. Foundation treatment, nest knock-downs, entry-point check." },
            { title: "Summer (June–August)", body: "Wasps, spiders and ants at their peak. Eaves, decks and play sets get attention." },
            { title: "Early fall (September)", body: "Cluster flies, stink bugs and lady beetles. Walls and trim are treated before they move in." },
            { title: "Late fall (October–December)", body: "Mice heading indoors. Rodent check, station service and sealing recommendations." },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "Services outside the plans",
          columns: 3,
          items: [
            { icon: "house", title: "Termites", body: "Free inspections, WDI reports and liquid treatment.", href: "termites", linkLabel: "Termite service" },
            {
              icon: "bed-double",
              title: "Bed bugs",
              body: "Heat or conventional treatment, quoted per home.",
              href: "bed-bugs",
              linkLabel: "Bed bug treatment",
            },
            {
              icon: "paw-print",
              title: "Wildlife",
              body: "Removal and exclusion of raccoons, squirrels and bats.",
              href: "wildlife",
              linkLabel: "Wildlife service",
            },
            {
              icon: "key-round",
              title: "Cottage opening and closing",
              body: "A spring visit before you open the camp and a fall rodent-proofing visit when you close it. $210 for both.",
            },
            { icon: "dog", title: "Fleas", body: "Two-visit interior program coordinated with your vet.", href: "fleas", linkLabel: "Flea treatment" },
            {
              icon: "clipboard-list",
              title: "Real estate",
              body: "WDI reports for buyers, usually within three business days.",
              href: "termites",
              linkLabel: "About WDI reports",
            },
          ],
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Do you come inside on every visit?",
              answer:
                "No. Plan visits are exterior by default, which is where most pests are stopped. We come inside whenever you ask, at no extra charge on Home Guard and Home Guard Plus.",
            },
            {
              question: "What if I see pests between visits?",
              answer: "Call us. Re-services for covered pests are free and usually scheduled within two business days.",
            },
            {
              question: "Is it safe for pets and kids?",
              answer:
                "We use targeted applications, baits in tamper-resistant stations and non-chemical tools first. We'll tell you how long to keep everyone off treated areas, usually until dry.",
            },
          ],
        },
      },
      callCta("Not sure which plan fits?", "Book a free inspection and the technician will recommend one based on your home, not a script."),
    ],
  },
  {
    path: "commercial",
    title: "Commercial Pest Control",
    description: "Audit-ready pest management for restaurants, wineries, food processors, apartments, schools and offices in Rochester and the Finger Lakes.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "split",
          eyebrow: "For businesses",
          heading: "Pest control that stands up to an inspection",
          body: "Scheduled service, documentation your auditor will accept, and a technician who knows your building. From a Main Street café to a 200,000 sq ft food plant.",
          actions: [
            { label: "Request a site assessment", href: "contact" },
            { label: "Email the commercial team", href: MAILTO, variant: "secondary" },
          ],
          illustration: "building-2",
        },
      },
      {
        type: "features",
        props: {
          heading: "Who we serve",
          columns: 3,
          items: [
            {
              icon: "utensils",
              title: "Restaurants and cafés",
              body: "Monthly or twice-monthly service, after-hours visits, and a logbook ready for the county health inspector.",
            },
            {
              icon: "wine",
              title: "Wineries and breweries",
              body: "Fruit flies, yellowjackets at harvest, and rodents in barrel rooms and tasting rooms, timed around crush and events.",
            },
            {
              icon: "factory",
              title: "Food processing and warehouses",
              body: "Programs written to AIB, SQF and BRCGS standards, with trend reports, device maps and corrective-action tracking.",
            },
            {
              icon: "building",
              title: "Apartments and property managers",
              body: "Unit turns, bed bug response, and quarterly common-area service across portfolios.",
            },
            {
              icon: "school",
              title: "Schools and daycares",
              body: "IPM programs that follow New York's school pesticide notification rules and prefer non-chemical methods.",
            },
            {
              icon: "briefcase",
              title: "Offices, retail and healthcare",
              body: "Discreet service before opening, and exterior programs that keep pests out of the building.",
            },
          ],
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "Documentation",
          heading: "Your audit binder, kept current for you",
          body: md`
            Every commercial account has an online service binder we keep up to date:

            - Site map with every numbered device
            - Service reports with findings, products, EPA numbers and quantities
            - Trap and station trend reports, monthly and quarterly
            - Applicator licences, insurance certificates and product labels
            - Corrective actions we recommended and their status

            Auditors and health inspectors can be given read-only access, and we attend third-party audits on request.
          `,
          illustration: "clipboard-list",
          reverse: true,
          action: { label: "See our product labels", href: "labels" },
        },
      },
      {
        type: "steps",
        props: {
          heading: "Getting started",
          items: [
            { title: "Site assessment", body: "A free walk-through with your manager: structure, sanitation, deliveries, waste and current pest pressure." },
            { title: "Written program", body: "Service frequency, device layout, approved products and who to call, agreed before we start." },
            { title: "Service and reporting", body: "Scheduled visits, findings shared the same day, and trend reviews each quarter." },
            { title: "Response", body: "Call-backs for program pests within 24 hours, and the same day for food-safety concerns." },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Typical starting prices",
          plans: [
            {
              name: "Small business",
              price: "From $95",
              period: "per month",
              features: ["Restaurants, cafés, retail and offices", "Monthly service", "Logbook and reports"],
            },
            {
              name: "Multi-family",
              price: "From $6",
              period: "per unit, per month",
              features: ["Quarterly common areas and exterior", "Unit treatments on request", "Bed bug response plan"],
            },
            {
              name: "Food processing",
              price: "Custom",
              highlighted: true,
              features: ["Audit-standard program", "Weekly or bi-weekly service", "Trend reporting and audit support"],
            },
          ],
        },
      },
      {
        type: "testimonials",
        props: {
          items: [
            {
              quote: "Our SQF auditor called FieldGuard's binder the cleanest she'd seen that year. That's one less thing I worry about.",
              name: "Laura M.",
              detail: "Quality manager, food processor in Geneva",
              rating: 5,
            },
            {
              quote: "They work around crush and our weekend weddings without us having to remind them.",
              name: "Tom H.",
              detail: "Winery owner, Seneca Lake",
              rating: 5,
            },
          ],
        },
      },
      callCta("Talk to the commercial team", "Erin or Dev will set up a free site assessment, usually within the week."),
    ],
  },
  {
    path: "integrated-pest-management",
    title: "Integrated Pest Management (IPM)",
    description: "How FieldGuard uses integrated pest management: inspection, identification, exclusion and targeted treatment, with fewer pesticides.",
    blocks: [
      {
        type: "richText",
        props: {
          width: "wide",
          doc: md`
            ## Solving the problem, not just spraying it

            **Integrated pest management (IPM)** is the way Cornell Cooperative Extension, the New York State IPM Program and most food-safety auditors recommend managing pests. It combines inspection, prevention and targeted treatment so that pesticides are used only where, when and in the amount needed.

            It's also just good pest control. Spraying a baseboard doesn't fix the gap under the garage door that lets mice in, or the leaking gutter that softened the sill the carpenter ants are nesting in. IPM does.
          `,
        },
      },
      {
        type: "steps",
        props: {
          heading: "The IPM cycle on every account",
          items: [
            {
              title: "Inspect",
              body: "Find the pest, the damage, and the conditions that let it in and let it thrive: gaps, moisture, food, clutter and vegetation.",
            },
            { title: "Identify", body: "Correct identification to species. Pavement ants and carpenter ants need completely different treatments." },
            {
              title: "Set a threshold",
              body: "Decide with you how much activity is acceptable. One spider in a garage isn't a treatment; mice in a food plant always are.",
            },
            { title: "Prevent and exclude", body: "Seal entry points, fix moisture, improve sanitation and storage, and adjust lighting and landscaping." },
            {
              title: "Treat precisely",
              body: "When treatment is needed, choose the lowest-risk effective option: traps and baits before sprays, cracks and voids before open surfaces.",
            },
            { title: "Monitor and adjust", body: "Monitors, trap counts and follow-up visits show whether it worked, and we change course if it didn't." },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "Tools we reach for first",
          columns: 4,
          items: [
            { icon: "lock", title: "Exclusion", body: "Copper mesh, sealants, door sweeps, hardware cloth and vent screens." },
            { icon: "target", title: "Traps and monitors", body: "Snap traps, glue monitors, pheromone traps and attic light traps." },
            { icon: "thermometer", title: "Heat and steam", body: "Whole-home heat and steam for bed bugs, without residual chemicals on beds." },
            {
              icon: "flask-conical",
              title: "Baits and growth regulators",
              body: "Low-dose baits and insect growth regulators placed in cracks, not sprayed in rooms.",
            },
          ],
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "Transparency",
          heading: "You'll always know what we used",
          body: md`
            Every service report lists each product applied, where, and how much. Our labels page lists every product we carry on our trucks, with its active ingredient and EPA registration number, and the New York State DEC pesticide business registration is printed on every report.

            If you have a medical condition, are pregnant, keep bees, or have a fish pond, tell us. We'll adjust the plan.
          `,
          illustration: "file-text",
          action: { label: "Product labels", href: "labels" },
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Does IPM mean no pesticides?",
              answer:
                "No. It means pesticides are one tool among many, used precisely. Many jobs use no pesticide at all; others need a targeted treatment to solve the problem quickly and safely.",
            },
            {
              question: "Is IPM more expensive?",
              answer:
                "The first visit may take longer, but fixing the cause means fewer call-backs and fewer treatments over time, so it usually costs less over a year.",
            },
            {
              question: "Can my school or business get an IPM program?",
              answer: "Yes. Our commercial programs are written as IPM plans, and school programs follow New York's notification requirements.",
            },
          ],
        },
      },
      callCta("See IPM in action", "Book a free inspection and we'll walk you through what we find and why."),
    ],
  },
  {
    path: "labels",
    title: "Product Labels & Safety Data",
    description: "Every product FieldGuard technicians carry: active ingredient, EPA registration number and what we use it for, with links to the labels.",
    blocks: [
      {
        type: "richText",
        props: {
          doc: md`
            ## What's on our trucks

            These are the products FieldGuard technicians carry and apply. Each is registered with the US Environmental Protection Agency and the New York State Department of Environmental Conservation, and is applied by or under the supervision of a DEC-certified applicator, according to its label.

            The label is the law: it sets where, how and how much of a product may be used. Your service report lists which of these were applied at your property, where, and how much. Safety data sheets are available for every product on request.
          `,
        },
      },
      {
        type: "documents",
        props: {
          heading: "Termite and wood-destroying insects",
          items: [
            {
              title: "Termidor SC",
              meta: "Fipronil 9.1% · EPA Reg. No. 7969-210",
              description: "Non-repellent liquid termiticide for soil treatment around foundations. Also used as an exterior perimeter band for ants.",
              href: "https://pestcontrol.basf.example/termidor-sc",
            },
            {
              title: "Bora-Care",
              meta: "Disodium octaborate tetrahydrate 40% · EPA Reg. No. 64405-1",
              description: "Borate wood treatment applied to bare wood in crawl spaces and basements against termites, carpenter ants and wood-decay fungi.",
              href: "https://www.nisuscorp.example/bora-care",
            },
          ],
        },
      },
      {
        type: "documents",
        props: {
          heading: "Perimeter and occasional invaders",
          items: [
            {
              title: "Suspend SC",
              meta: "Deltamethrin 4.75% · EPA Reg. No. 432-763",
              description:
                "Exterior residual for foundations, eaves and window frames against cluster flies, stink bugs, spiders and other occasional invaders.",
              href: "https://www.envu.example/suspend-sc",
            },
            {
              title: "Demand CS",
              meta: "Lambda-cyhalothrin 9.7% · EPA Reg. No. 100-1066",
              description: "Microencapsulated residual used for perimeter treatments and targeted mosquito and tick applications to shaded foliage.",
              href: "https://www.syngentapmp.example/demand-cs",
            },
            {
              title: "Talstar P",
              meta: "Bifenthrin 7.9% · EPA Reg. No. 279-3206",
              description: "Used for tick control along lawn-to-woods edges, stone walls and ground cover.",
              href: "https://www.fmcprosolutions.example/talstar-p",
            },
          ],
        },
      },
      {
        type: "documents",
        props: {
          heading: "Baits, dusts and growth regulators",
          items: [
            {
              title: "Advion Cockroach Gel Bait",
              meta: "Indoxacarb 0.6% · EPA Reg. No. 100-1484",
              description: "Gel bait placed in cracks, hinges and voids for German and other cockroaches.",
              href: "https://www.syngentapmp.example/advion-cockroach-gel",
            },
            {
              title: "Alpine WSG",
              meta: "Dinotefuran 40% · EPA Reg. No. 499-561",
              description: "Water-soluble granule used for crack-and-crevice and spot treatments against ants, cockroaches and bed bugs.",
              href: "https://pestcontrol.basf.example/alpine-wsg",
            },
            {
              title: "Phantom",
              meta: "Chlorfenapyr 21.45% · EPA Reg. No. 241-392",
              description: "Non-repellent used in cracks and crevices for bed bugs, ants and cockroaches.",
              href: "https://pestcontrol.basf.example/phantom",
            },
            {
              title: "Gentrol IGR Concentrate",
              meta: "(S)-Hydroprene · EPA Reg. No. 2724-351",
              description: "Insect growth regulator that stops cockroach and bed bug nymphs from becoming breeding adults.",
              href: "https://www.zoecon.example/gentrol",
            },
            {
              title: "CimeXa Insecticide Dust",
              meta: "Amorphous silica gel · EPA Reg. No. 73079-12",
              description: "Long-lasting mineral dust for wall voids, outlets and furniture joints, used after bed bug treatments.",
              href: "https://www.rockwelllabs.example/cimexa",
            },
            {
              title: "Delta Dust",
              meta: "Deltamethrin 0.05% · EPA Reg. No. 432-772",
              description: "Waterproof dust for yellowjacket nest entrances, wall voids and carpenter ant galleries.",
              href: "https://www.envu.example/delta-dust",
            },
          ],
        },
      },
      {
        type: "documents",
        props: {
          heading: "Rodent control and botanical options",
          items: [
            {
              title: "Contrac Blox",
              meta: "Bromadiolone 0.005% · EPA Reg. No. 12455-79",
              description: "Used only outdoors or in non-living areas, in locked, anchored tamper-resistant bait stations. Never placed loose.",
              href: "https://www.belllabs.example/contrac-blox",
            },
            {
              title: "Essentria IC3",
              meta: "Rosemary, geraniol and peppermint oils · FIFRA 25(b) minimum-risk product, exempt from EPA registration",
              description: "Botanical insecticide for our essential-oil mosquito option and for sensitive accounts.",
              href: "https://www.zoecon.example/essentria-ic3",
            },
          ],
        },
      },
      {
        type: "notice",
        props: {
          tone: "info",
          heading: "Questions about a product?",
          body: `Ask your technician, or call the office at ${PHONE}. For a possible poisoning, call Poison Control at 1-800-222-1222 and have the product name and EPA number ready; both are on your service report.`,
        },
      },
    ],
  },
  {
    path: "blog",
    title: "FieldGuard Pest Notes",
    description: "Seasonal pest advice for Finger Lakes and Rochester homeowners from the FieldGuard technicians: ticks, mice, cluster flies, ants and more.",
    blocks: [
      {
        type: "postList",
        props: {
          intro: "Short, practical articles from our technicians about what's active right now and what you can do about it.",
        },
      },
      callCta("Have a pest question we haven't covered?", "Call the office, or send us a photo from our contact page. We identify pests for free."),
    ],
  },
  {
    path: "finger-lakes",
    title: "Pest Control in the Finger Lakes",
    description: "FieldGuard serves Ontario, Yates and Seneca counties from our Canandaigua base: Geneva, Canandaigua, Penn Yan and the lake shores between.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "banner",
          eyebrow: "Finger Lakes",
          heading: "Home base since 1991",
          body: "Our office and main truck yard are in Canandaigua, so most Finger Lakes calls are answered the same or next business day.",
          actions: [
            { label: `Call ${PHONE}`, href: TEL },
            { label: "Book an inspection", href: "contact", variant: "secondary" },
          ],
          illustration: "mountain",
        },
      },
      {
        type: "serviceAreas",
        props: {
          heading: "Towns with their own page",
          intro:
            "We also run routes through Victor, Farmington, Bristol, Honeoye, Naples, Clifton Springs, Phelps, Seneca Falls, Waterloo, Dundee and Hammondsport.",
          region: "finger-lakes",
        },
      },
      {
        type: "features",
        props: {
          heading: "What's different about pests out here",
          columns: 2,
          items: [
            {
              icon: "sun",
              title: "Cluster flies in farmhouses",
              body: "Old farmhouses beside hayfields and pasture get cluster flies by the thousand. A September exterior treatment is the fix.",
              href: "cluster-flies",
              linkLabel: "Cluster flies",
            },
            {
              icon: "bug",
              title: "Carpenter ants at the lake",
              body: "Cottages with shaded, damp decks and old trees overhanging the roof are carpenter ant magnets.",
              href: "ants",
              linkLabel: "Ant control",
            },
            {
              icon: "trees",
              title: "Ticks on wooded lots",
              body: "Deer, stone walls and woodland edges make tick season long and busy across Ontario and Yates counties.",
              href: "mosquitos-ticks",
              linkLabel: "Mosquito & tick control",
            },
            {
              icon: "wine",
              title: "Wasps at wineries",
              body: "Yellowjackets arrive with the grapes in September. We work around tastings, harvest and weekend weddings.",
              href: "commercial",
              linkLabel: "Commercial programs",
            },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Cottage opening and closing",
          intro: "For seasonal lake homes on Canandaigua, Keuka, Seneca and Honeoye lakes.",
          plans: [
            { name: "Opening visit", price: "$125", features: ["Rodent cleanup check", "Wasp nest knock-down", "Perimeter and dock web sweep"] },
            {
              name: "Closing visit",
              price: "$125",
              features: ["Rodent-proofing and stations", "Entry-point sealing recommendations", "Cluster fly treatment if timed for September"],
            },
            { name: "Both visits", price: "$210", highlighted: true, features: ["Opening and closing", "Photo report emailed if you're away"] },
          ],
        },
      },
      callCta("Finger Lakes home or cottage?", "Tell us the lake and the road, and we'll find your route day."),
    ],
  },
  {
    path: "rochester",
    title: "Pest Control in Greater Rochester",
    description: "FieldGuard serves Rochester's suburbs from our Fairport yard: Pittsford, Greece, Webster, Penfield, Brighton and neighbouring towns.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "Greater Rochester",
          heading: "Rochester routes, Finger Lakes roots",
          body: md`
            Since 2012 our Rochester-area technicians have worked out of a second truck yard in Fairport, covering Monroe County and western Wayne County. Same family, same office and phone number, same guarantee.

            Beyond the towns listed below, we run regular routes through **Brighton, Penfield, Perinton, Fairport, Henrietta, Irondequoit, Chili, Gates, Spencerport, Hilton and Ontario**.
          `,
          illustration: "building",
        },
      },
      {
        type: "serviceAreas",
        props: {
          heading: "Towns we serve around Rochester",
          region: "rochester",
        },
      },
      {
        type: "features",
        props: {
          heading: "Common calls around Rochester",
          columns: 3,
          items: [
            {
              icon: "lock",
              title: "Mice in older homes",
              body: "Century-old foundations in the city and inner-ring suburbs have plenty of gaps for mice in the fall.",
              href: "mice-and-rats",
              linkLabel: "Mouse & rat control",
            },
            {
              icon: "bed-double",
              title: "Bed bugs in rentals",
              body: "Apartments and student housing near the colleges see bed bugs year round, and most of all at move-in.",
              href: "bed-bugs",
              linkLabel: "Bed bug treatment",
            },
            {
              icon: "droplets",
              title: "Mosquitoes by the lake",
              body: "Lake Ontario bays, marshes and creeks make for long mosquito seasons on the north side of the county.",
              href: "mosquitos-ticks",
              linkLabel: "Mosquito control",
            },
          ],
        },
      },
      {
        type: "testimonials",
        props: {
          items: [
            {
              quote: "We manage 340 units across Monroe County. FieldGuard's bed bug response is fast, their reports are clear, and tenants like the techs.",
              name: "Priya N.",
              detail: "Property manager, Brighton",
              rating: 5,
            },
            {
              quote: "Squirrels in the soffit of our Penfield colonial: out in a week, sealed, and nothing since.",
              name: "Dan W.",
              detail: "Penfield",
              rating: 5,
            },
          ],
        },
      },
      callCta("Rochester-area service", "Most Monroe County calls are scheduled within one or two business days."),
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Service areas                                                       */
/* ------------------------------------------------------------------ */

const serviceAreas: SiteSeed["serviceAreas"] = [
  {
    slug: "finger-lakes",
    name: "Finger Lakes",
    cities: [
      {
        slug: "canandaigua",
        name: "Canandaigua",
        title: "Pest Control in Canandaigua, NY",
        description:
          "FieldGuard's home town: same-day pest control in Canandaigua, from downtown Main Street homes to cottages along West and East Lake Roads.",
        blocks: [
          {
            type: "split",
            props: {
              eyebrow: "Canandaigua",
              heading: "Our home town, and our fastest response",
              body: md`
                Our office is on County Road 10, so Canandaigua customers are usually seen **the same day** they call, and always within one business day.

                We know the town's pest patterns house by house: the older homes off **Main Street and Gibson Street** with fieldstone foundations that let mice in every October; the cottages along **West Lake Road and East Lake Road** where carpenter ants move into shaded decks and boathouses; and the newer subdivisions off **Routes 5 & 20 and County Road 28** backing onto fields, where cluster flies and stink bugs cluster on the siding every fall.
              `,
              illustration: "map-pin",
            },
          },
          {
            type: "features",
            props: {
              heading: "What we treat most in Canandaigua",
              columns: 3,
              items: [
                {
                  icon: "lock",
                  title: "Mice in older homes",
                  body: "Stone and brick foundations with gaps at the sill plate. Trapping plus sealing ends it.",
                  href: "mice-and-rats",
                  linkLabel: "Rodent control",
                },
                {
                  icon: "bug",
                  title: "Carpenter ants on the lake",
                  body: "Damp decks, docks and overhanging trees along both lake roads.",
                  href: "ants",
                  linkLabel: "Ant control",
                },
                {
                  icon: "siren",
                  title: "Yellowjackets in August",
                  body: "Nests in lawns and wall voids right when the lake is busiest.",
                  href: "bees-wasps-hornets",
                  linkLabel: "Nest removal",
                },
              ],
            },
          },
          {
            type: "stats",
            props: {
              items: [
                { value: "Same day", label: "Typical response for calls before noon" },
                { value: "4 miles", label: "From our office to downtown" },
                { value: "2,100+", label: "Canandaigua homes on a FieldGuard plan" },
              ],
            },
          },
          {
            type: "testimonials",
            props: {
              items: [
                {
                  quote:
                    "Called at 9, tech was in our driveway on Howell Street by 1. The hornet nest over the back door was gone before the kids got home from school.",
                  name: "Sarah T.",
                  detail: "Canandaigua",
                  rating: 5,
                },
              ],
            },
          },
          callCta("Canandaigua pest problem?", "Call before noon and we'll usually be there today."),
        ],
      },
      {
        slug: "geneva",
        name: "Geneva",
        title: "Pest Control in Geneva, NY",
        description: "Pest control in Geneva, NY: older homes near downtown and the college, Seneca Lake cottages, restaurants and wineries. Next-day service.",
        blocks: [
          {
            type: "split",
            props: {
              eyebrow: "Geneva",
              heading: "From South Main Street to the Seneca Lake shore",
              body: md`
                Geneva's housing is some of the oldest in our area, and it shows in the pest calls. The big nineteenth-century homes along **South Main Street** and near **Hobart and William Smith** have deep, unsealed basements where mice and Oriental cockroaches come up from the drains. Rentals and student housing around the colleges keep us busy with **bed bugs** at every move-in.

                Along **Seneca Lake and Route 14**, lakeside lights draw midges and with them spiders, and the vineyards south of town bring yellowjackets and stink bugs every September. Downtown restaurants on **Exchange and Linden Streets** rely on us for monthly service.
              `,
              illustration: "map-pin",
            },
          },
          {
            type: "features",
            props: {
              heading: "Geneva's most common calls",
              columns: 2,
              items: [
                {
                  icon: "bed-double",
                  title: "Bed bugs in rentals",
                  body: "Landlord and tenant service with dated reports for every visit.",
                  href: "bed-bugs",
                  linkLabel: "Bed bug treatment",
                },
                {
                  icon: "lock",
                  title: "Mice in old foundations",
                  body: "Trapping and sealing for brick and stone basements.",
                  href: "mice-and-rats",
                  linkLabel: "Rodent control",
                },
                {
                  icon: "search",
                  title: "Spiders at the lake",
                  body: "Web sweeps and treatment for porches, docks and boathouses.",
                  href: "spiders",
                  linkLabel: "Spider control",
                },
                {
                  icon: "utensils",
                  title: "Restaurants downtown",
                  body: "Monthly programs with a health-inspector-ready logbook.",
                  href: "commercial",
                  linkLabel: "Commercial programs",
                },
              ],
            },
          },
          {
            type: "stats",
            props: {
              items: [
                { value: "Next day", label: "Typical response; same day for stinging insects" },
                { value: "Tue & Fri", label: "Regular Geneva route days" },
                { value: "25 min", label: "From our Canandaigua office" },
              ],
            },
          },
          {
            type: "faq",
            props: {
              items: [
                {
                  question: "Do you work with student landlords near the colleges?",
                  answer:
                    "Yes. We handle bed bug inspections between tenancies, unit-turn treatments and quarterly building service for a number of Geneva landlords.",
                },
                {
                  question: "Can you treat my lake cottage while I'm away?",
                  answer: "Yes. Exterior visits don't need you there; we email a photo report after each visit.",
                },
              ],
            },
          },
          callCta("Geneva home, rental or restaurant?", "Call the office and we'll put you on the next Geneva route."),
        ],
      },
      {
        slug: "penn-yan",
        name: "Penn Yan",
        title: "Pest Control in Penn Yan, NY",
        description: "Pest control in Penn Yan and around Keuka Lake: cottages, farmhouses, barns and wineries. Carpenter ants, cluster flies, mice and ticks.",
        blocks: [
          {
            type: "split",
            props: {
              eyebrow: "Penn Yan and Keuka Lake",
              heading: "Keuka Lake cottages and Yates County farmhouses",
              body: md`
                Around Penn Yan, our calls follow the seasons of farm and lake life. Cottages along **East and West Lake Roads** and the **Keuka Lake bluff** open in May to find mice have wintered inside and carpenter ants in the deck. Farmhouses out toward **Benton and Milo**, surrounded by hayfields, get **cluster flies** in numbers that surprise people from the city.

                After harvest, mice move from fields and barns into houses, and the woods along the **Keuka Outlet Trail** keep tick season long. Wineries on both sides of the lake see yellowjackets arrive with the grapes.
              `,
              illustration: "map-pin",
            },
          },
          {
            type: "features",
            props: {
              heading: "Common in and around Penn Yan",
              columns: 3,
              items: [
                {
                  icon: "sun",
                  title: "Cluster flies",
                  body: "Farm-country houses by open fields need the September treatment.",
                  href: "cluster-flies",
                  linkLabel: "Cluster flies",
                },
                {
                  icon: "key-round",
                  title: "Cottage opening and closing",
                  body: "Spring and fall visits for seasonal homes, with photo reports.",
                  href: "finger-lakes",
                  linkLabel: "Cottage service",
                },
                {
                  icon: "trees",
                  title: "Ticks on wooded lots",
                  body: "Seasonal yard treatments along the lake and outlet trail.",
                  href: "mosquitos-ticks",
                  linkLabel: "Tick control",
                },
              ],
            },
          },
          {
            type: "steps",
            props: {
              heading: "How service works out here",
              items: [
                { title: "Route days", body: "Our technicians cover Penn Yan and Keuka Lake on Tuesdays and Thursdays, with extra days from May to October." },
                { title: "Response", body: "Next business day for most calls; same day for stinging insects near doors from May through September." },
                { title: "No trip charge", body: "Penn Yan, Branchport, Keuka Park and Dundee are inside our standard service area." },
              ],
            },
          },
          {
            type: "testimonials",
            props: {
              items: [
                {
                  quote:
                    "They closed up our cottage on the west side in October and we opened in May to not a single mouse dropping. First time in twenty years.",
                  name: "Jim and Carol B.",
                  detail: "Keuka Lake",
                  rating: 5,
                },
              ],
            },
          },
          callCta("Keuka Lake or Yates County?", "Call and we'll get you on the next Penn Yan route day."),
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
        title: "Pest Control in Pittsford, NY",
        description:
          "Pest control in Pittsford, NY: mice in older village homes, carpenter ants in mature trees and ticks near Mendon Ponds. Same-day service.",
        blocks: [
          {
            type: "split",
            props: {
              eyebrow: "Pittsford",
              heading: "Village colonials, canal-side homes and wooded lots",
              body: md`
                Pittsford's mix of historic homes in the **village**, canal-side neighbourhoods along the **Erie Canal**, and wooded lots toward **Mendon Ponds Park** brings a predictable set of pests.

                Fieldstone and brick foundations in the village let **mice** in every fall, and mature oaks and maples overhanging roofs give **carpenter ants** and **squirrels** an easy way up. Lots backing onto woods and the ponds mean a long **tick** season, and we're often asked to treat before graduation parties in June.
              `,
              illustration: "map-pin",
            },
          },
          {
            type: "features",
            props: {
              heading: "What Pittsford homeowners call us about",
              columns: 3,
              items: [
                {
                  icon: "lock",
                  title: "Mice",
                  body: "Trapping and sealing for older foundations and attached garages.",
                  href: "mice-and-rats",
                  linkLabel: "Rodent control",
                },
                {
                  icon: "paw-print",
                  title: "Squirrels in the attic",
                  body: "One-way doors and roof-line sealing, with a one-year warranty.",
                  href: "wildlife",
                  linkLabel: "Wildlife removal",
                },
                {
                  icon: "trees",
                  title: "Ticks",
                  body: "Seasonal yard treatments and event sprays before parties.",
                  href: "mosquitos-ticks",
                  linkLabel: "Tick control",
                },
              ],
            },
          },
          {
            type: "stats",
            props: {
              items: [
                { value: "Same day", label: "For most calls before noon" },
                { value: "12 min", label: "From our Fairport yard" },
                { value: "Daily", label: "Technicians in Pittsford every weekday" },
              ],
            },
          },
          {
            type: "testimonials",
            props: {
              items: [
                {
                  quote:
                    "Squirrels were in our attic above the kids' rooms. FieldGuard had a one-way door up the same afternoon and sealed the whole roofline the next week.",
                  name: "Meghan L.",
                  detail: "Pittsford village",
                  rating: 5,
                },
              ],
            },
          },
          callCta("Pittsford home?", "We're in Pittsford every weekday. Call and we'll usually see you today or tomorrow."),
        ],
      },
      {
        slug: "greece",
        name: "Greece",
        title: "Pest Control in Greece, NY",
        description:
          "Pest control in Greece, NY, from the Lake Ontario shore to Greece Ridge: mosquitoes, spiders, mice and ants, with next-business-day service.",
        blocks: [
          {
            type: "split",
            props: {
              eyebrow: "Greece",
              heading: "Lake Ontario shoreline to the Ridge Road corridor",
              body: md`
                Greece stretches from the **Lake Ontario** shore and the marshes around **Braddock Bay** and **Round Pond** down to the busy **Ridge Road** corridor, and pests change along the way.

                Homes near the lake and the bays deal with **mosquitoes** from May to September and **spiders** drawn to lakeside lights. Post-war ranches and 1970s subdivisions throughout the town are prone to **pavement ants** along slab edges and **mice** in attached garages. Restaurants and retail around **Greece Ridge** rely on our monthly commercial service.
              `,
              illustration: "map-pin",
            },
          },
          {
            type: "features",
            props: {
              heading: "Greece's most common calls",
              columns: 2,
              items: [
                {
                  icon: "droplets",
                  title: "Mosquitoes near the bays",
                  body: "Season-long yard treatments and standing-water checks.",
                  href: "mosquitos-ticks",
                  linkLabel: "Mosquito control",
                },
                {
                  icon: "search",
                  title: "Spiders by the lake",
                  body: "Eaves, porches and lakeside lighting, swept and treated.",
                  href: "spiders",
                  linkLabel: "Spider control",
                },
                { icon: "bug", title: "Pavement ants", body: "Slab-edge and driveway-crack ants in ranch homes.", href: "ants", linkLabel: "Ant control" },
                {
                  icon: "building-2",
                  title: "Ridge Road businesses",
                  body: "Monthly service for restaurants, retail and offices.",
                  href: "commercial",
                  linkLabel: "Commercial programs",
                },
              ],
            },
          },
          {
            type: "stats",
            props: {
              items: [
                { value: "Next day", label: "Typical response across Greece" },
                { value: "Mon, Wed, Fri", label: "Regular Greece route days" },
                { value: "6 visits", label: "In a full mosquito season, May to September" },
              ],
            },
          },
          {
            type: "faq",
            props: {
              items: [
                {
                  question: "We're right by Braddock Bay. Will mosquito treatments work?",
                  answer:
                    "They help a great deal around the house and yard, though mosquitoes from the marsh will always drift in. We treat the shaded vegetation closer to the house and keep the required buffer from the water.",
                },
                {
                  question: "Do you treat Greece businesses after hours?",
                  answer: "Yes. Most of our Ridge Road restaurants are serviced before opening or after close.",
                },
              ],
            },
          },
          callCta("Greece home or business?", "Call and we'll book you on the next Greece route day."),
        ],
      },
      {
        slug: "webster",
        name: "Webster",
        title: "Pest Control in Webster, NY",
        description:
          "Pest control in Webster, NY: stink bugs and boxelder bugs from the orchards, field mice and lakeshore spiders. Next-business-day service.",
        blocks: [
          {
            type: "split",
            props: {
              eyebrow: "Webster",
              heading: "Orchard country meets the lakeshore",
              body: md`
                Webster still has working **apple orchards** and farm fields alongside new subdivisions, and that shapes the pests. Homes beside orchards see **brown marmorated stink bugs** and **boxelder bugs** on their siding every September, and field mice move into houses once the harvest is in.

                Along **Lake Road**, near **Webster Park** and the lakeshore bluffs, spiders and mosquitoes are the summer calls. The older homes in **Webster village** have the same mouse-and-fieldstone story as the rest of the county.
              `,
              illustration: "map-pin",
            },
          },
          {
            type: "features",
            props: {
              heading: "What Webster homeowners call us about",
              columns: 3,
              items: [
                {
                  icon: "leaf",
                  title: "Stink bugs",
                  body: "September exterior treatment and entry-point sealing, before they move in.",
                  href: "stink-bugs",
                  linkLabel: "Stink bug control",
                },
                {
                  icon: "lock",
                  title: "Field mice",
                  body: "Trapping, sealing and exterior stations for homes next to farmland.",
                  href: "mice-and-rats",
                  linkLabel: "Rodent control",
                },
                {
                  icon: "search",
                  title: "Lakeshore spiders",
                  body: "Web sweeps and treatment for homes along the lake.",
                  href: "spiders",
                  linkLabel: "Spider control",
                },
              ],
            },
          },
          {
            type: "stats",
            props: {
              items: [
                { value: "Next day", label: "Typical response across Webster" },
                { value: "15 min", label: "From our Fairport yard" },
                { value: "Sept", label: "Stink bug route runs the first three weeks" },
              ],
            },
          },
          {
            type: "testimonials",
            props: {
              items: [
                {
                  quote:
                    "We back onto an orchard and used to vacuum stink bugs all winter. One September treatment and some caulking later, we maybe see a handful.",
                  name: "Rob K.",
                  detail: "Webster",
                  rating: 5,
                },
              ],
            },
          },
          callCta("Webster home?", "Book your September stink bug visit early; the route fills by August."),
        ],
      },
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Blog                                                                */
/* ------------------------------------------------------------------ */

const posts: SiteSeed["posts"] = [
  {
    slug: "why-cluster-flies-find-your-sunny-windows",
    title: "Why cluster flies find your sunny windows every October",
    excerpt:
      "Those slow, buzzing flies piling up on your south-facing windows aren't coming from your trash. Here's where they come from and how to stop them next year.",
    author: "Matt Brennan",
    categories: ["seasonal", "pest-identification"],
    publishedDaysAgo: 12,
    body: md`
      Every October our phones light up with the same call: "There are dozens of big, slow flies on my upstairs windows. Where are they coming from?" The answer surprises most people. They're coming from your lawn, and they've been living in your walls.

      ## Meet the cluster fly

      Cluster flies are slightly larger than house flies, dark grey, with golden hairs on the thorax that you can see if you look closely. They fly slowly and clumsily, and they tend to gather in groups (hence the name) on the warm side of a building.

      Unlike house flies, cluster flies have nothing to do with garbage, manure or a dirty kitchen. Their larvae are parasites of **earthworms**. Females lay eggs in the soil in late summer, the larvae find earthworms and develop inside them, and the new adults emerge in late summer and early fall.

      ## Why your house?

      As nights cool in September, adult cluster flies look for somewhere sheltered to spend the winter. They land on sunny south and west walls, crawl into any gap around window trim, siding and soffits, and settle into wall voids and attics.

      On warm days in October, and again on sunny afternoons in February and March, the sun heats those voids and the flies wake up. Instead of crawling back outside, they crawl toward the light, which is often inside your house. That's why you find them on upstairs windows and in light fixtures.

      Homes beside lawns, hayfields and pasture get them worst, which is why farmhouses around Penn Yan, Geneva and Naples can have thousands.

      ## What works, and when

      - **Late August to mid-September**: an exterior residual treatment on the south and west walls, eaves and window frames intercepts flies as they land to look for a way in. This is the single most effective step.
      - **Seal what you can**: caulk gaps around window and door trim, and screen gable and ridge vents. You won't find every gap in an older home, but every one helps.
      - **Once they're inside**: vacuum them up, and consider attic light traps. Spraying living areas in winter doesn't reach the flies in the walls.

      ## The bottom line

      If cluster flies are on your windows now, make a note on the calendar for the first week of August to book a September treatment. The timing matters more than anything else, and our fall route fills up quickly.

      Read more on our [cluster fly page](cluster-flies), or see how the fall treatment is included in our [residential plans](residential).
    `,
  },
  {
    slug: "ticks-in-the-finger-lakes-protecting-your-yard",
    title: "Ticks in the Finger Lakes: protecting your yard and family",
    excerpt:
      "Blacklegged ticks are now established across our region. What's changed, when the risk is highest, and the yard changes that make a real difference.",
    author: "Jess Albrecht",
    categories: ["seasonal", "prevention"],
    publishedDaysAgo: 41,
    body: md`
      Twenty years ago, a tick bite in Ontario or Yates County was unusual enough to talk about. Today, blacklegged (deer) ticks are established across the Finger Lakes and Monroe County, and almost every family with a wooded lot has pulled one off a child or a dog.

      ## When the risk is highest

      Blacklegged ticks have a two-year life cycle, and the stage that bites people most is the **nymph**: about the size of a poppy seed, active from **May through July**. Because they're so small, nymphs often go unnoticed until they've been attached long enough to transmit disease.

      Adults are larger and active in **October and November**, and on warm winter days when the snow melts. Hunters, hikers and anyone cleaning up leaves in the fall should check carefully.

      Ticks in our region can carry Lyme disease, anaplasmosis and babesiosis. If you develop a rash, fever or flu-like symptoms after a bite, talk to your doctor and mention the tick.

      ## Where ticks live in your yard

      Ticks dry out easily, so they stay where it's shaded and humid:

      - The edge where lawn meets woods or tall grass
      - Stone walls and woodpiles, where mice and chipmunks live
      - Leaf litter and ground cover like pachysandra and ivy
      - Shaded shrub beds along the house

      Open, sunny, mowed lawn is the least tick-friendly place in your yard.

      ## Changes that make a real difference

      1. **Create a dry border.** A three-foot strip of wood chips or gravel between lawn and woods discourages ticks from crossing into play areas.
      2. **Move play sets and patios** away from wood edges and into the sun.
      3. **Keep leaves and brush cleared** from the edges of the lawn, and stack wood neatly and away from the house.
      4. **Discourage deer** with fencing or deer-resistant plantings, since deer carry adult ticks into yards.
      5. **Check every evening** during tick season: behind knees, at the waistband, in the hairline and behind the ears, for children and pets alike.

      ## Where professional treatment fits

      A targeted yard treatment every three to four weeks from May through September, focused on the lawn-to-woods edge, stone walls and shaded vegetation, reduces tick numbers sharply where your family actually spends time. We pair that with tick tubes, which treat the mice that nymphs feed on, along wood edges in spring and late summer. We never treat flowering plants, and we keep buffers from water.

      Combined with the habitat changes above, it's the most effective approach we know. See our [mosquito and tick page](mosquitos-ticks) for season pricing.
    `,
  },
  {
    slug: "carpenter-ants-or-termites",
    title: "Carpenter ants or termites? How to tell what's in your wood",
    excerpt: "Winged insects in the basement in April can mean carpenter ants or termites. The differences are easy to spot once you know what to look for.",
    author: "Carlos Ruiz",
    categories: ["pest-identification"],
    publishedDaysAgo: 75,
    body: md`
      Every spring we get the same urgent call: "There are flying bugs coming out of the basement wall. Are they termites?" Sometimes they are. More often in our area, they're carpenter ants. Both deserve attention, but the treatment is completely different, so it pays to know which you have.

      ## Look at the insect

      Catch one in a zip bag or on clear tape and look closely, or bring it to us and we'll identify it for free.

      - **Waist**: termites have a thick waist, with no pinch between the body sections. Ants have a narrow, pinched waist.
      - **Antennae**: termite antennae are straight, like a string of beads. Ant antennae are bent at an elbow.
      - **Wings**: termites have four wings of equal length, much longer than the body, which break off easily. Ants have front wings noticeably longer than the back pair.
      - **Colour and size**: our termite swarmers are small and dark, about three-eighths of an inch including wings. Carpenter ant swarmers are larger and often black or reddish-black.

      ## Look at the wood

      The damage is just as telling:

      - **Termites** eat wood, leaving galleries packed with mud and soil. From outside you'll often see **mud tubes**, pencil-width tunnels running up foundation walls and piers.
      - **Carpenter ants** don't eat wood. They excavate smooth, clean galleries and push out coarse sawdust called **frass**, often mixed with bits of dead insects, in small piles below the nest.

      ## Why it matters

      Termite treatment means establishing a treated zone in the soil around the whole foundation, plus an annual inspection. It's a bigger job, and it's priced by the length of foundation.

      Carpenter ant treatment means finding the colony (often in moisture-softened wood or a nearby tree), treating the nest directly, and fixing the moisture problem that attracted them.

      ## What to do right now

      1. Collect a few of the insects.
      2. Don't spray them with a household aerosol; you'll just scatter them and make identification harder.
      3. Note where they came from: a window sill, a basement wall, a sunroom slab.
      4. Call us, or send a clear photo with the form on our [contact page](contact).

      Termite inspections for homeowners are free. Learn more about [termite treatment](termites) or [carpenter ant control](ants).
    `,
  },
  {
    slug: "mouse-proof-your-house-before-first-frost",
    title: "Seven ways to mouse-proof your house before the first frost",
    excerpt:
      "When the fields are harvested and the nights turn cold, mice move indoors. Seven practical steps to keep them out, from the garage door to the attic.",
    author: "Matt Brennan",
    categories: ["prevention", "seasonal"],
    publishedDaysAgo: 110,
    body: md`
      In our part of New York, the mouse season has a start date you can almost set your calendar by: the first hard frost, usually in early October. Fields are harvested, nights drop into the thirties, and house mice and deer mice go looking for somewhere warm. Here's how to make sure that isn't your house.

      ## 1. Find the pencil-sized gaps

      A house mouse can squeeze through a gap about the width of a pencil. Walk the outside of your house slowly and look low: where the siding meets the foundation, around pipes and cables, at dryer and bathroom vents, and where the deck meets the house.

      ## 2. Fill them with the right materials

      Expanding foam alone won't stop mice; they chew right through it. Pack gaps with **copper mesh** first and then seal with a quality sealant. Use **galvanised hardware cloth** over larger vents and openings.

      ## 3. Fix the garage door

      The rubber seal at the bottom of a garage door is the number one entry point we find in attached garages. If you can see daylight at the corners when the door is closed, replace the seal and add corner pads.

      ## 4. Add door sweeps

      Exterior doors, including the basement walkout and the door from the garage into the house, need sweeps that close the gap at the threshold.

      ## 5. Move the bird feeder

      We love birds too, but spilled seed under a feeder is a winter buffet for mice. Move feeders at least 20 feet from the house and clean up underneath regularly.

      ## 6. Put food in metal

      Bird seed, grass seed, dog food and chicken feed in the garage should be stored in metal cans with tight lids. Mice chew through plastic bins in a night.

      ## 7. Stack firewood away from the house

      A woodpile against the foundation is mouse housing with a direct path to your sill plate. Stack it 20 feet out and off the ground.

      ## If you already hear them

      If you're hearing scratching in the walls or finding droppings in the kitchen drawer, they're already in. That's the time for trapping and sealing together: traps remove the mice you have, and exclusion stops the next ones.

      Our [mouse and rat page](mice-and-rats) explains how we do it, and our Home Guard [residential plan](residential) includes rodent monitoring through the winter.
    `,
  },
  {
    slug: "what-to-expect-from-a-bed-bug-heat-treatment",
    title: "What to expect from a bed bug heat treatment",
    excerpt: "A step-by-step look at heat treatment day, from the prep checklist to coming home that evening.",
    author: "Dev Patel",
    categories: ["pest-identification"],
    status: "draft",
    publishedDaysAgo: 2,
    body: md`
      If you've booked a bed bug heat treatment, you probably have questions about the day itself. Here's what happens, hour by hour.

      ## The day before

      Work through the prep checklist: remove heat-sensitive items like candles, medications, aerosols, vinyl records and plants; launder bedding and clothing on hot; and leave furniture where it is.

      ## Treatment day

      Our crew arrives around 8 a.m. with electric heaters, fans and wireless temperature sensors. We place sensors in the hardest-to-heat spots, like inside mattresses and behind dressers, and raise the temperature gradually to at least 135°F, holding it until every sensor reads lethal temperature for long enough.

      ## Coming home

      Most homes are ready by early evening. We finish with a residual dust in wall voids and outlets, and leave interceptor cups under the bed legs.

      ## After

      We check the interceptors at 30 days. If they're clean, you're done.
    `,
  },
];

/* ------------------------------------------------------------------ */
/* The site                                                            */
/* ------------------------------------------------------------------ */

const site: SiteSeed = {
  slug: "fieldguard-pest",
  name: "FieldGuard Pest Control",
  kind: "pest-control",
  theme: {
    palette: {
      primary: "#1d5c38",
      onPrimary: "#ffffff",
      accent: "#d97706",
      background: "#fbfcf8",
      surface: "#eef3ea",
      text: "#16211a",
      muted: "#4a5a4f",
      border: "#d5dfd0",
    },
    fonts: { heading: "oswald", body: "inter" },
    header: "action",
    footer: "columns",
    sectionStyle: "cards",
    logo: { mark: "shield-check", shape: "circle" },
    radius: "small",
    pattern: "grid",
  },
  settings: {
    tagline: "Family-owned pest control for the Finger Lakes and Rochester since 1991",
    description:
      "FieldGuard Pest Control is a family-owned pest control company based in Canandaigua, NY, protecting homes and businesses across the Finger Lakes and Greater Rochester with inspection-first, integrated pest management.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "3188 County Road 10", locality: "Canandaigua", region: "NY", postalCode: "14424" },
      serviceAreaNote: "We come to you across Ontario, Yates, Seneca, Monroe and western Wayne counties. Rochester-area routes run from our Fairport yard.",
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "07:30", closes: "17:30" },
      { days: ["sat"], opens: "08:00", closes: "12:00" },
    ],
    hoursNote: "Saturday hours run April through October. Stinging insect and wildlife emergencies are answered seven days a week in season.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "Pests",
        href: "",
        children: pestLinks.map((p) => ({ label: p.title, href: p.href })),
      },
      {
        label: "Programs",
        href: "residential",
        children: [
          { label: "Residential plans", href: "residential" },
          { label: "Commercial programs", href: "commercial" },
          { label: "Integrated pest management", href: "integrated-pest-management" },
        ],
      },
      {
        label: "Service areas",
        href: "finger-lakes",
        children: [
          { label: "Finger Lakes", href: "finger-lakes" },
          { label: "Greater Rochester", href: "rochester" },
        ],
      },
      { label: "Product labels", href: "labels" },
      { label: "Blog", href: "blog" },
      { label: "About", href: "about" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Free inspection", href: "contact" },
    footerLinks: [
      { label: "Residential plans", href: "residential" },
      { label: "Commercial programs", href: "commercial" },
      { label: "Termite inspections", href: "termites" },
      { label: "Product labels", href: "labels" },
      { label: "Finger Lakes", href: "finger-lakes" },
      { label: "Greater Rochester", href: "rochester" },
      { label: "Contact", href: "contact" },
    ],
  },
  mounts: { posts: "blog" },
  forms: [
    {
      key: "inspection-request",
      name: "Inspection request",
      recipients: [EMAIL],
      submitLabel: "Request my inspection",
      successMessage:
        "Thank you. A scheduler in our Canandaigua office will call within one business day to book your town's next route day, usually within two business days. Stinging insects by a door or an animal in the living space? Call (585) 555-0176 now.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Best phone number", type: "phone", required: true, width: "half" },
        { name: "town", label: "Town", type: "text", required: true, width: "half" },
        { name: "address", label: "Property address", type: "text", required: true },
        {
          name: "request",
          label: "What can we help with?",
          type: "radio",
          required: true,
          options: [
            "A free inspection for a pest problem",
            "Identify a pest from a photo",
            "A real-estate WDI (termite) inspection",
            "A commercial site assessment",
            "A year-round plan",
          ],
        },
        {
          name: "property",
          label: "Type of property",
          type: "select",
          required: true,
          options: [
            "House",
            "Lake cottage or camp",
            "Apartment or rental I live in",
            "Rental property I own or manage",
            "Restaurant, winery or food business",
            "Farm, warehouse or other business",
          ],
        },
        {
          name: "pests",
          label: "Which pests?",
          type: "checkbox",
          required: true,
          options: [
            "Ants",
            "Bed bugs",
            "Bees, wasps or hornets",
            "Cluster flies",
            "Cockroaches",
            "Fleas",
            "Mice or rats",
            "Mosquitos or ticks",
            "Spiders",
            "Stink bugs",
            "Termites",
            "Raccoons, squirrels, bats or other wildlife",
            "Not sure",
          ],
        },
        {
          name: "where",
          label: "Where are you seeing them?",
          type: "checkbox",
          options: [
            "Kitchen",
            "Bathroom",
            "Bedrooms",
            "Basement or crawl space",
            "Attic or walls",
            "Garage or sunroom",
            "Around doors and windows",
            "Yard, deck or outbuildings",
          ],
        },
        { name: "since", label: "Since when?", type: "select", options: ["The last few days", "A few weeks", "A few months", "It comes back every year"] },
        {
          name: "details",
          label: "Tell us what you're seeing",
          type: "textarea",
          required: true,
          maxLength: 3000,
          help: "How many, what they look like, anything you've tried already.",
        },
        {
          name: "photos",
          label: "Photos",
          type: "file",
          accept: ["image"],
          maxFiles: 4,
          maxSizeMb: 10,
          help: "Optional, but a clear photo helps us send the right technician. Only if you can get one safely.",
        },
        {
          name: "household",
          label: "Pets, children, allergies or health conditions we should plan around",
          type: "textarea",
          maxLength: 1000,
        },
        { name: "landlord", label: "For rentals: landlord or property manager's name and phone", type: "text" },
        { name: "closing", label: "For WDI inspections: closing date", type: "date", width: "half" },
        { name: "lender", label: "For WDI inspections: lender", type: "text", width: "half" },
      ],
    },
  ],
  pages: [...companyPages, ...pestPages],
  categories: [
    { slug: "seasonal", name: "Seasonal", description: "What's active right now in the Finger Lakes and Rochester, and what to do about it." },
    { slug: "pest-identification", name: "Pest identification", description: "How to tell what you're dealing with, from ants to termites." },
    { slug: "prevention", name: "Prevention", description: "Practical steps to keep pests out of your home and yard." },
  ],
  posts,
  serviceAreas,
};

export default site;
