import type { BlockInput } from "@/blocks/schemas";
import { md } from "@/lib/rich-text/markdown";
import type { FormDefinitionInput, FormFieldInput } from "@/modules/forms/schema";
import { seedImage, type EventSeed, type PageSeed, type SiteSeed } from "../seed";

const PHONE = "(315) 555-0127";
const TEL = "tel:+13155550127";
const EMAIL = "studio@ironpetal.example";
const MAILTO = `mailto:${EMAIL}`;

interface Artist {
  slug: string;
  first: string;
  email: string;
  deposit: string;
}

const ROWAN: Artist = { slug: "rowan", first: "Rowan", email: "rowan@ironpetal.example", deposit: "$100" };
const MARISOL: Artist = { slug: "marisol", first: "Marisol", email: "marisol@ironpetal.example", deposit: "$100" };
const THEO: Artist = { slug: "theo", first: "Theo", email: "theo@ironpetal.example", deposit: "$100 to $200" };

/** The booking request form on an artist's page. */
const requestForm = (a: Artist, heading: string, intro: string): BlockInput => ({
  type: "form",
  props: { heading, intro, form: `${a.slug}-booking` },
});

/** The email and phone alternatives under an artist's booking form. */
const requestCta = (a: Artist, body: string): BlockInput => ({
  type: "cta",
  props: {
    heading: "Prefer email or phone?",
    body,
    action: { label: `Email ${a.email}`, href: `mailto:${a.email}` },
    secondary: { label: `Call the studio, ${PHONE}`, href: TEL, variant: "secondary" },
  },
});

/**
 * An artist's booking request form: the same core questions for everyone, with each artist's own
 * extra questions, budget ranges and help text. It lands on the artist's thank-you page.
 */
const bookingForm = (
  a: Artist,
  o: { submitLabel: string; extra: FormFieldInput[]; ideaHelp: string; referenceHelp: string; budgets: string[] },
): FormDefinitionInput => ({
  key: `${a.slug}-booking`,
  name: `Booking request for ${a.first}`,
  recipients: [EMAIL],
  successPath: `${a.slug}/thank-you`,
  submitLabel: o.submitLabel,
  fields: [
    { name: "name", label: "Your name", type: "text", required: true, width: "half" },
    { name: "email", label: "Email", type: "email", required: true, width: "half" },
    { name: "phone", label: "Phone", type: "phone", width: "half" },
    { name: "first_tattoo", label: "Is this your first tattoo?", type: "radio", width: "half", options: ["Yes", "No"] },
    ...o.extra,
    {
      name: "placement",
      label: "Placement",
      type: "text",
      required: true,
      width: "half",
      maxLength: 120,
      help: "Where on your body, as exactly as you can: inner left forearm, right calf.",
    },
    { name: "size", label: "Approximate size", type: "text", required: true, width: "half", maxLength: 80, help: "In inches, for example 4 by 2." },
    { name: "idea", label: "Describe your idea", type: "textarea", required: true, maxLength: 3000, help: o.ideaHelp },
    { name: "references", label: "Reference images", type: "file", accept: ["image"], maxFiles: 4, maxSizeMb: 10, help: o.referenceHelp },
    { name: "budget", label: "Budget", type: "select", required: true, options: o.budgets },
    {
      name: "availability",
      label: "Days you can usually come in",
      type: "checkbox",
      required: true,
      options: ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    },
    { name: "availability_notes", label: "Dates to avoid, or anything else about timing", type: "text", maxLength: 300 },
    { name: "age", label: "I am 18 or older and will bring government-issued photo ID to my appointment.", type: "consent", required: true },
  ],
});

const forms: FormDefinitionInput[] = [
  {
    key: "contact",
    name: "Studio message",
    recipients: [EMAIL],
    submitLabel: "Send message",
    successMessage:
      "Thanks for your message. Whoever isn't tattooing reads the studio inbox, and we'll reply within two days. Booking requests go straight to each artist from their own page.",
    fields: [
      { name: "name", label: "Your name", type: "text", required: true, width: "half" },
      { name: "email", label: "Email", type: "email", required: true, width: "half" },
      { name: "phone", label: "Phone", type: "phone", width: "half" },
      {
        name: "topic",
        label: "What is it about?",
        type: "select",
        required: true,
        width: "half",
        options: [
          "Which artist is right for my idea?",
          "An appointment I already have",
          "Aftercare or a touch-up",
          "Flash days and guest artists",
          "Something else",
        ],
      },
      { name: "message", label: "Message", type: "textarea", required: true, maxLength: 3000 },
      {
        name: "images",
        label: "Images",
        type: "file",
        accept: ["image"],
        maxFiles: 2,
        maxSizeMb: 10,
        help: "Optional: a reference or two if you'd like us to suggest an artist.",
      },
    ],
  },
  bookingForm(ROWAN, {
    submitLabel: "Send my request",
    extra: [],
    ideaHelp: "The plants or flowers you have in mind, what they mean to you, and how you'd like the piece to sit on the body.",
    referenceHelp: "Up to four images: a photo of the area, and photos of the plants you love. Pressed flowers photographed flat work well.",
    budgets: ["$150 to $300 (a small piece)", "$300 to $600", "$600 to $1,200", "A full day ($1,200)", "Not sure yet"],
  }),
  bookingForm(MARISOL, {
    submitLabel: "Send my request",
    extra: [
      {
        name: "style",
        label: "What are you after?",
        type: "radio",
        required: true,
        options: ["A custom design", "A design from Marisol's flash", "A cover-up"],
      },
    ],
    ideaHelp: "The subject, the feel (traditional or neo-traditional) and any colours you love or want to avoid. For a cover-up, tell us about the old tattoo.",
    referenceHelp: "Up to four images: a photo of the area, any old tattoo to cover, and references for the subject.",
    budgets: [
      "$120 to $450 (flash or a small custom piece)",
      "$450 to $900",
      "$900 to $1,800",
      "A sleeve or back piece, over several sessions",
      "Not sure yet",
    ],
  }),
  bookingForm(THEO, {
    submitLabel: "Send my idea to Theo",
    extra: [
      {
        name: "project",
        label: "What kind of project is it?",
        type: "radio",
        required: true,
        options: ["New work on clear skin", "A cover-up or blast-over", "Adding to work I already have"],
      },
    ],
    ideaHelp:
      "The area you want to cover and the feel you're after: blackwork, dotwork, ornamental, a flowing pattern. Links to a Pinterest board are welcome.",
    referenceHelp: "Up to four images: clear, well-lit photos of the area and of any old tattoos to cover, plus references.",
    budgets: ["$150 to $500", "$500 to $1,200", "A day session ($1,200)", "A multi-session project (sleeve, leg or back)", "Not sure yet"],
  }),
];

/** The preparation advice every thank-you page shares. */
const prepFeatures: BlockInput = {
  type: "features",
  props: {
    heading: "Getting your skin and body ready",
    intro: "Start on this now. Skin that's healthy on the day takes ink better and heals faster.",
    columns: 3,
    items: [
      {
        icon: "sun",
        title: "No sunburn, no tan lines",
        body: "Keep the area out of the sun for two weeks before. We can't tattoo sunburned or peeling skin, and will have to reschedule.",
      },
      {
        icon: "droplets",
        title: "Moisturize daily",
        body: "Plain unscented lotion on the area twice a day for the week before. Hydrated skin is easier to work and heals more evenly.",
      },
      {
        icon: "utensils",
        title: "Eat a real meal",
        body: "Eat within two hours of your appointment and bring a snack and a drink for sessions over three hours. Low blood sugar is the number one reason people feel faint.",
      },
      {
        icon: "wine",
        title: "No alcohol for 24 hours",
        body: "Alcohol thins the blood and makes you bleed more, which pushes ink out. We won't tattoo anyone who appears intoxicated.",
      },
      {
        icon: "bed-double",
        title: "Sleep well",
        body: "A good night's sleep makes the session easier to sit through. Skip the all-nighter before a big piece.",
      },
      {
        icon: "shield-check",
        title: "Plan your aftercare",
        body: "Buy unscented fragrance-free soap and a plain healing balm or lotion, and plan two weeks without swimming, hot tubs or tanning after your session.",
      },
    ],
  },
};

/** Shared deposit notice for thank-you pages. */
const depositNotice = (a: Artist): BlockInput => ({
  type: "notice",
  props: {
    tone: "info",
    heading: "About your deposit",
    body: `When ${a.first} offers you a date, you'll get a payment link for a ${a.deposit} deposit. Your date is held for 48 hours while you pay it. The deposit is non-refundable, but it comes off the price of your final session, and you can move your appointment once with at least 72 hours' notice without losing it.`,
  },
});

/* ------------------------------------------------------------------ */
/* Artist pages                                                        */
/* ------------------------------------------------------------------ */

const artistPages: PageSeed[] = [
  {
    path: "rowan",
    title: "Rowan Pike: Fine-Line Botanical Tattoos",
    description:
      "Rowan Pike tattoos fine-line and single-needle botanicals: wildflowers, herbs and delicate linework. Portfolio, rates, deposit and booking process.",
    blocks: [
      {
        type: "hero",
        props: {
          image: seedImage("people/ironpetal-tattoo/rowan-pike"),
          variant: "split",
          eyebrow: "Resident artist · Fine line & botanical",
          heading: "Rowan Pike draws the flowers you pass on the trail",
          body: "Rowan has tattooed in Geneva since 2017, after a degree in scientific illustration at RIT. Their work is fine-line and single-needle botanical: wildflowers, herbs, ferns and fruiting branches, drawn from life and placed to move with the body. Booking requests are at the foot of this page.",
          actions: [
            { label: "Wildflower flash day", href: "events" },
            { label: `Call the studio, ${PHONE}`, href: TEL, variant: "secondary" },
          ],
          illustration: "flower-2",
        },
      },
      {
        type: "gallery",
        props: {
          heading: "Portfolio",
          intro: "A selection of healed and fresh work. Every design is drawn for one person and not repeated.",
          items: [
            {
              image: seedImage("tattoo/rowan/wildflower-wrap"),
              illustration: "flower-2",
              title: "Finger Lakes wildflower wrap",
              caption: "Chicory, Queen Anne's lace and black-eyed Susan circling the forearm. Single needle, about 4 hours.",
            },
            {
              image: seedImage("tattoo/rowan/fern-spine"),
              illustration: "leaf",
              title: "Fern spine piece",
              caption: "A maidenhair fern running down the spine, 11 inches, in fine black line with soft whip shading.",
            },
            {
              image: seedImage("tattoo/rowan/herb-garden-band"),
              illustration: "sprout",
              title: "Herb garden ankle band",
              caption: "Rosemary, thyme and sage for a Naples chef. Healed photo at one year.",
            },
            {
              image: seedImage("tattoo/rowan/apple-branch"),
              illustration: "apple",
              title: "Heirloom apple branch",
              caption: "A Northern Spy branch in blossom and fruit, for a third-generation orchard family from Sodus.",
            },
            {
              image: seedImage("tattoo/rowan/hemlock-ridge"),
              illustration: "trees",
              title: "Hemlock and ridge line",
              caption: "A hemlock sprig over the outline of the hills above Keuka Lake, on the upper arm.",
            },
            {
              image: seedImage("tattoo/rowan/birth-month-flowers"),
              illustration: "sun",
              title: "Birth-month flowers",
              caption: "Three small stems behind the ear, one for each child. Under an hour.",
            },
          ],
        },
      },
      {
        type: "steps",
        props: {
          heading: "How booking with Rowan works",
          intro: "Rowan opens their books four times a year, in January, April, July and October, for the following three months.",
          items: [
            {
              title: "Send a request",
              body: "Fill in the request form below while books are open, with your idea, the placement, an approximate size in inches, a photo of the area and any reference photos of the plants you love.",
            },
            {
              title: "Hear back within two weeks",
              body: "Rowan reads every request and replies to each one. If your idea fits their style, they'll offer a date and a price range.",
            },
            { title: "Pay the deposit", body: "A $100 deposit holds your date. It's applied to your final session." },
            {
              title: "Design day",
              body: "Rowan doesn't send drawings in advance. You'll see the design at your appointment and adjust size and placement together before any tattooing starts.",
            },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Rowan's rates",
          plans: [
            {
              name: "Small pieces",
              price: "$150",
              period: "minimum",
              description: "Pieces up to about 2 inches, like a single stem or a birth flower.",
              features: ["Includes custom drawing", "About 30 to 60 minutes"],
            },
            {
              name: "Hourly",
              price: "$200",
              period: "per hour",
              highlighted: true,
              description: "Most of Rowan's work: forearm, calf, collarbone and back pieces.",
              features: ["Quoted as a range before you book", "Drawing time included"],
            },
            {
              name: "Full day",
              price: "$1,200",
              period: "up to 6 hours",
              description: "For large wraps and spine pieces.",
              features: ["One long session with breaks", "Best for pieces over 8 inches"],
            },
          ],
          note: "Fine-line touch-ups within six months are free. Prices don't include tip. Cash, card and Venmo accepted.",
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Will fine line hold up over time?",
              answer:
                "Fine-line work softens more than bold traditional work as it ages, which is part of its look. Rowan designs with enough spacing between lines to age well and avoids tiny text and very small details on hands and feet.",
            },
            {
              question: "Does Rowan do colour?",
              answer: "Occasionally, as soft washes of green or muted colour on botanical pieces. Bright, saturated colour is Marisol's speciality.",
            },
            {
              question: "Can I bring a drawing of my own?",
              answer: "Rowan is happy to work from sketches and pressed flowers as reference, but redraws everything in their own hand.",
            },
          ],
        },
      },
      requestForm(
        ROWAN,
        "Request a booking with Rowan",
        "Books are open now for the next three months. Include placement, size and reference photos, and Rowan will reply within two weeks.",
      ),
      requestCta(ROWAN, "Email Rowan with the same details, or call the studio with a question. Please send your request only once."),
    ],
  },
  {
    path: "marisol",
    title: "Marisol Vega: Traditional & Neo-Traditional Colour",
    description:
      "Marisol Vega tattoos bold American traditional and neo-traditional colour, from one-shot flash to full sleeves. Portfolio, rates and booking.",
    blocks: [
      {
        type: "hero",
        props: {
          image: seedImage("people/ironpetal-tattoo/marisol-vega"),
          variant: "split",
          eyebrow: "Resident artist · Traditional & neo-traditional",
          heading: "Marisol Vega: bold lines, bright colour, built to last",
          body: "Marisol apprenticed at a street shop in Buffalo and has been tattooing for 14 years. She co-founded Iron Petal in 2018. Her work is American traditional and neo-traditional colour: roses, panthers, swallows, daggers, ladies' heads and the occasional lake trout. Booking requests are at the foot of this page.",
          actions: [
            { label: "Upcoming flash days", href: "events" },
            { label: `Call the studio, ${PHONE}`, href: TEL, variant: "secondary" },
          ],
          illustration: "palette",
        },
      },
      {
        type: "gallery",
        props: {
          heading: "Portfolio",
          intro: "Healed photos are marked. Bold tattoos look their best a year in, and Marisol is proud of how hers age.",
          items: [
            {
              image: seedImage("tattoo/marisol/rose-and-dagger"),
              illustration: "flower-2",
              title: "Rose and dagger",
              caption: "Classic palette of red, green and yellow on the calf, 6 inches. Healed at two years.",
            },
            {
              image: seedImage("tattoo/marisol/swallow-banner"),
              illustration: "paw-print",
              title: "Swallow and banner",
              caption: "A swallow carrying a blank banner, in the classic palette, ready for a name.",
            },
            {
              image: seedImage("tattoo/marisol/trout-and-lure"),
              illustration: "fish",
              title: "Lake trout and lure",
              caption: "A Seneca Lake laker and a vintage spoon lure, for a charter captain from Watkins Glen.",
            },
            {
              image: seedImage("tattoo/marisol/sacred-heart"),
              illustration: "heart",
              title: "Sacred heart",
              caption: "Flaming heart with a banner for a couple's 20th anniversary. One-shot, about 2 hours.",
            },
            {
              image: seedImage("tattoo/marisol/snake-and-peony"),
              illustration: "gem",
              title: "Snake and peony",
              caption: "A coiled snake through a full peony in bold colour, on the thigh.",
            },
            {
              image: seedImage("tattoo/marisol/flash-sheet"),
              illustration: "star",
              title: "Traditional flash sheet",
              caption: "A sheet of walk-in designs in red, green and yellow: pick one and sit for it the same day.",
            },
          ],
        },
      },
      {
        type: "steps",
        props: {
          heading: "How booking with Marisol works",
          items: [
            {
              title: "Send your idea",
              body: "Use the form below to send Marisol the subject, placement and size, plus a photo of the area. Mention if you'd like to pick from her flash; she keeps two binders of it in the studio.",
            },
            {
              title: "Consult, if it's big",
              body: "For sleeves, back pieces and cover-ups, book a free 20-minute consult in the studio online, on the contact page, so she can see your skin and measure.",
            },
            { title: "Deposit and date", body: "Marisol books one to two months out. A $100 deposit holds your date." },
            {
              title: "Drawing",
              body: "She draws the week before and shows you on the day. Small adjustments are easy; a completely new idea means a new date.",
            },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Marisol's rates",
          plans: [
            {
              name: "Flash",
              price: "From $120",
              description: "Pre-drawn designs from her binders at fixed prices: $120 to $450 depending on size.",
              features: ["Walk-ins welcome when she has an opening", "Great for first tattoos"],
            },
            {
              name: "Custom hourly",
              price: "$170",
              period: "per hour",
              highlighted: true,
              features: ["Custom drawing included", "Estimate before you book", "$120 shop minimum"],
            },
            { name: "Day rate", price: "$1,100", period: "up to 6 hours", features: ["For sleeves and back pieces", "Booked as a series"] },
          ],
          note: "Free touch-ups within six months. Cover-ups are welcome; Marisol will tell you honestly at the consult what can be covered.",
        },
      },
      {
        type: "testimonials",
        props: {
          items: [
            {
              quote:
                "My first tattoo was a swallow off Marisol's flash wall on a Friday the 13th. Five years and a half-sleeve later, I won't go anywhere else.",
              name: "Kayla R.",
              detail: "Geneva",
              rating: 5,
            },
            {
              quote: "She turned a blurry 1990s tribal into a panther that people stop me about. Honest about what was possible from the start.",
              name: "Derek M.",
              detail: "Cover-up, Waterloo",
              rating: 5,
            },
          ],
        },
      },
      requestForm(
        MARISOL,
        "Request a booking with Marisol",
        "Include the subject, placement and size. Marisol replies within a week and books one to two months out.",
      ),
      requestCta(MARISOL, "Email Marisol with the same details, or call the studio to ask whether she has a flash opening this week."),
    ],
  },
  {
    path: "theo",
    title: "Theo Lindqvist: Blackwork, Ornamental & Large-Scale",
    description:
      "Theo Lindqvist designs blackwork, dotwork and ornamental tattoos and large-scale sleeves and back pieces. Portfolio, rates and deposit policy.",
    blocks: [
      {
        type: "hero",
        props: {
          image: seedImage("people/ironpetal-tattoo/theo-lindqvist"),
          variant: "split",
          eyebrow: "Resident artist · Blackwork & ornamental",
          heading: "Theo Lindqvist builds big pieces in solid black",
          body: "Theo came to Iron Petal from a studio in Ithaca in 2020. His work is heavy blackwork, dotwork and ornamental pattern, often designed to flow across a whole arm, leg or back, and he's the studio's go-to for cover-ups and blast-overs. Consult requests are at the foot of this page.",
          actions: [
            { label: "Meet the studio", href: "" },
            { label: `Call the studio, ${PHONE}`, href: TEL, variant: "secondary" },
          ],
          illustration: "gem",
        },
      },
      {
        type: "gallery",
        props: {
          heading: "Portfolio",
          intro: "Most of Theo's work is designed directly on the body with markers, then refined over several sessions.",
          items: [
            {
              image: seedImage("tattoo/theo/mandala"),
              illustration: "sun",
              title: "Mandala shoulder cap",
              caption: "Dotwork mandala radiating from the shoulder into a geometric half-sleeve. Three sessions.",
            },
            {
              image: seedImage("tattoo/theo/blackwork-landscape"),
              illustration: "mountain",
              title: "Blackwork landscape",
              caption: "The Watkins Glen gorge in solid black and negative space across the calf.",
            },
            {
              image: seedImage("tattoo/theo/ornamental-sternum"),
              illustration: "snowflake",
              title: "Ornamental sternum piece",
              caption: "Symmetrical filigree and dot gradients under the chest, 9 inches wide.",
            },
            {
              image: seedImage("tattoo/theo/moon-phases"),
              illustration: "waves",
              title: "Moon phases",
              caption: "A row of moons from new to full in solid black and dotwork, along the forearm.",
            },
            {
              image: seedImage("tattoo/theo/blackwork-botanical"),
              illustration: "leaf",
              title: "Blackwork botanical back",
              caption: "Oversized monstera leaves in solid black from shoulder to hip, a collaboration with Rowan on the fine detail.",
            },
            {
              image: seedImage("tattoo/theo/geometric-band"),
              illustration: "target",
              title: "Geometric forearm band",
              caption: "Sacred geometry wrap in linework and stippling. One session.",
            },
          ],
        },
      },
      {
        type: "steps",
        props: {
          heading: "How booking with Theo works",
          items: [
            {
              title: "Send a request",
              body: "Use the form below to send Theo the area you want to cover, photos of the area (and any old tattoos you want covered), and the feel you're after. Pinterest boards are welcome.",
            },
            {
              title: "Consult in person",
              body: "Every large project starts with a free 30-minute consult. Theo measures, photographs and sketches on your skin so you can see the flow before committing.",
            },
            {
              title: "Deposit and sessions",
              body: "Small pieces need a $100 deposit. Large projects need a $200 deposit, which comes off your final session. Sessions are booked in a series, usually three to four weeks apart.",
            },
            { title: "Design on the day", body: "Freehand marker work on the body, adjusted with you in the mirror, then a stencil for any precise geometry." },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Theo's rates",
          plans: [
            { name: "Small work", price: "$150", period: "minimum", features: ["Bands, small ornamental pieces", "Deposit $100"] },
            { name: "Hourly", price: "$180", period: "per hour", features: ["Medium pieces and cover-ups", "Deposit $100"] },
            {
              name: "Day rate",
              price: "$1,200",
              period: "up to 6 hours",
              highlighted: true,
              description: "How Theo books sleeves, legs and back pieces.",
              features: ["Deposit $200 per project", "Series booked in advance", "Free touch-up session at the end"],
            },
          ],
          note: "A full blackwork sleeve is typically four to six day sessions. Cover-ups are quoted after the consult; very dark old work may need one or two laser sessions first, and Theo will refer you.",
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Does solid blackwork hurt more?",
              answer:
                "Packing solid black takes more passes than linework, so it can feel more intense. Theo works in sections and takes breaks, and day sessions include a lunch break.",
            },
            {
              question: "What can't be covered?",
              answer:
                "Very dark, recent or raised tattoos are hard to cover completely. Theo will tell you at the consult if laser lightening would give a better result.",
            },
          ],
        },
      },
      requestForm(
        THEO,
        "Send Theo your idea",
        "Include photos of the area and any old work you'd like covered. Theo replies within ten days. For a large piece or a cover-up, you can book the free 30-minute consult yourself on the contact page.",
      ),
      requestCta(THEO, "Email Theo with the same details and photos, or call the studio with a question about cover-ups."),
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Thank-you pages                                                     */
/* ------------------------------------------------------------------ */

const thankYouPages: PageSeed[] = [
  {
    path: "rowan/thank-you",
    title: "Thank You: Your Request to Rowan Is In",
    description:
      "Rowan has your booking request. What happens next, when you'll hear back, how the $100 deposit works and how to get ready for your appointment.",
    blocks: [
      {
        type: "richText",
        props: {
          doc: md`
            ## Thanks for reaching out

            Rowan reads every request personally, usually over a couple of quiet evenings each week. **Expect a reply within two weeks**, and sooner in the first days after books open. Check your spam folder for a message from rowan@ironpetal.example.

            If your idea is a good fit, Rowan will reply with a date, an estimated price range and a deposit link. If it isn't, because it's colour-heavy, very small text or outside their style, they'll say so and suggest another artist who'd do it justice, often Marisol or Theo.
          `,
        },
      },
      {
        type: "steps",
        props: {
          heading: "What happens next",
          items: [
            { title: "Rowan replies", body: "With a date, a price range and any questions about size or placement." },
            { title: "You pay the $100 deposit", body: "Within 48 hours of the offer, to hold the date." },
            { title: "Reminder", body: "Three days before your appointment, a text from the studio with parking details and a link to the consent form." },
            {
              title: "Appointment",
              body: "Bring a government-issued photo ID. You'll see the drawing, adjust placement, and then Rowan tattoos. Plan for the session plus 30 minutes.",
            },
          ],
        },
      },
      depositNotice(ROWAN),
      prepFeatures,
      {
        type: "cta",
        props: {
          heading: "Need to add something to your request?",
          body: "Reply to your confirmation email with more reference photos or changes. Please don't send the request twice; it just puts you further down the pile.",
          action: { label: "Back to Rowan's page", href: "rowan" },
          secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
        },
      },
    ],
  },
  {
    path: "marisol/thank-you",
    title: "Thank You: Marisol Has Your Request",
    description:
      "Marisol has your booking request. When she'll reply, how consults and the $100 deposit work, and how to prepare your skin for a colour tattoo.",
    blocks: [
      {
        type: "richText",
        props: {
          doc: md`
            ## Got it, thanks!

            Marisol answers booking requests on Mondays and Tuesdays, so **you'll hear back within a week**. Her replies come from marisol@ironpetal.example.

            For flash and small custom pieces, she'll reply with a date and a price. For sleeves, back pieces and cover-ups, she'll invite you to a free 20-minute consult at the studio first so she can see your skin and measure.
          `,
        },
      },
      {
        type: "steps",
        props: {
          heading: "What happens next",
          items: [
            { title: "Marisol replies", body: "With a price and a date, or an invitation to a consult for larger work." },
            { title: "Deposit", body: "A $100 deposit within 48 hours holds your date." },
            { title: "The week before", body: "Marisol draws your piece. If you think of a change, tell her at least a week ahead." },
            {
              title: "Appointment",
              body: "Bring photo ID and wear clothing that gives easy access to the area. Colour pieces take a little longer than you'd think: plan for the estimate plus an hour.",
            },
          ],
        },
      },
      depositNotice(MARISOL),
      prepFeatures,
      {
        type: "features",
        props: {
          heading: "Colour healing, in brief",
          columns: 2,
          items: [
            {
              icon: "sun",
              title: "Sunscreen forever",
              body: "Once healed, SPF 30 or higher on your tattoo whenever it's in the sun. Reds and yellows fade first without it.",
            },
            {
              icon: "clock",
              title: "Touch-up window",
              body: "Colour can heal a little patchy in places. Touch-ups within six months are free; book them after the four-week mark.",
            },
          ],
        },
      },
      {
        type: "cta",
        props: {
          heading: "Want to see more of her work first?",
          body: "Drop by during opening hours to look through Marisol's flash binders, or catch her at our next flash day.",
          action: { label: "Back to Marisol's page", href: "marisol" },
          secondary: { label: "Flash days and events", href: "events", variant: "secondary" },
        },
      },
    ],
  },
  {
    path: "theo/thank-you",
    title: "Thank You: Theo Will Be in Touch",
    description:
      "Theo has your request for blackwork or a cover-up. How the free consult, project deposits and session series work, and how to prepare for long sessions.",
    blocks: [
      {
        type: "richText",
        props: {
          doc: md`
            ## Thanks, your request is with Theo

            Theo replies within **ten days**, from theo@ironpetal.example. For anything larger than a palm, the next step is a free 30-minute consult at the studio. For small pieces he may offer a date directly.

            If you're asking about a cover-up, the photos you sent help a lot. If you didn't include clear, well-lit photos of the old tattoo, reply to your confirmation email with them.
          `,
        },
      },
      {
        type: "steps",
        props: {
          heading: "What happens next",
          items: [
            { title: "Consult", body: "Theo measures, photographs and sketches on your skin. Bring a tank top or shorts as appropriate for the area." },
            { title: "Project deposit", body: "$100 for small pieces and $200 for large projects, paid within 48 hours of your dates being offered." },
            {
              title: "Session series",
              body: "Large pieces are booked as a series of day sessions three to four weeks apart, so each section heals before the next.",
            },
            { title: "Final session", body: "Your deposit comes off the last session, and a free touch-up session is included at the end of big projects." },
          ],
        },
      },
      depositNotice(THEO),
      prepFeatures,
      {
        type: "features",
        props: {
          heading: "For day sessions",
          columns: 3,
          items: [
            {
              icon: "sandwich",
              title: "Bring lunch",
              body: "We break for 30 minutes around the middle of the day. Bring food and plenty of water or a sports drink.",
            },
            { icon: "music", title: "Bring entertainment", body: "Headphones, a podcast queue or a charged phone. The studio has Wi-Fi." },
            { icon: "clock", title: "Clear your evening", body: "You'll be tired after six hours. Don't plan a workout or a late night." },
          ],
        },
      },
      {
        type: "cta",
        props: {
          heading: "Questions before your consult?",
          body: "Call the studio or reply to your confirmation email. Theo usually answers questions the same week.",
          action: { label: "Back to Theo's page", href: "theo" },
          secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
        },
      },
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Studio pages                                                        */
/* ------------------------------------------------------------------ */

const studioPages: PageSeed[] = [
  {
    path: "",
    title: "Iron Petal Tattoo | Custom Tattoo Studio in Geneva, NY",
    description:
      "Custom tattoos by appointment on Seneca Street in Geneva: fine-line botanicals, traditional colour and blackwork from three resident artists.",
    blocks: [
      {
        type: "hero",
        props: {
          image: seedImage("tattoo/marisol/flash-sheet"),
          // Work by all three artists, none of it in "From the portfolio" below.
          images: [seedImage("tattoo/rowan/apple-branch"), seedImage("tattoo/marisol/sacred-heart"), seedImage("tattoo/theo/geometric-band")],
          variant: "collage",
          eyebrow: "Custom tattoo studio · Geneva, NY",
          heading: "Three artists, three styles, one clean and quiet studio on Seneca Street",
          body: "Iron Petal is a private, appointment-first studio near the Seneca Lake waterfront. Each artist draws every custom piece by hand, and we keep the studio calm enough that first-timers feel at home.",
          actions: [
            { label: "Meet the artists", href: "rowan" },
            { label: "Flash days & guests", href: "events", variant: "secondary" },
          ],
          illustration: "flower-2",
        },
      },
      {
        type: "gallery",
        props: {
          heading: "From the portfolio",
          intro: "Six pieces from the three of us, healed and fresh. Each artist's page has the rest of their work and their booking form.",
          items: [
            {
              image: seedImage("tattoo/rowan/wildflower-wrap"),
              title: "Finger Lakes wildflower wrap",
              caption: "Rowan: chicory, Queen Anne's lace and black-eyed Susan, single needle.",
            },
            { image: seedImage("tattoo/marisol/rose-and-dagger"), title: "Rose and dagger", caption: "Marisol: traditional, with bold black lines." },
            { image: seedImage("tattoo/theo/mandala"), title: "Mandala", caption: "Theo: dotwork and fine geometry, built up over two sessions." },
            { image: seedImage("tattoo/rowan/fern-spine"), title: "Fern spine piece", caption: "Rowan: a maidenhair fern in fine black line." },
            {
              image: seedImage("tattoo/marisol/swallow-banner"),
              title: "Swallow and banner",
              caption: "Marisol: a classic swallow with a banner left for the wearer's words.",
            },
            { image: seedImage("tattoo/theo/blackwork-landscape"), title: "Blackwork landscape", caption: "Theo: ridge lines and pines in solid black." },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "The artists",
          intro: "Each artist takes their own bookings. Pick the one whose portfolio matches your idea, and request directly from their page.",
          columns: 3,
          items: [
            {
              icon: "flower-2",
              title: "Rowan Pike",
              body: "Fine-line and single-needle botanicals: wildflowers, herbs, ferns, drawn from life. $200 per hour, books open quarterly.",
              href: "rowan",
              linkLabel: "Rowan's portfolio",
            },
            {
              icon: "palette",
              title: "Marisol Vega",
              body: "American traditional and neo-traditional colour, flash and sleeves. Co-founder. $170 per hour, flash from $120.",
              href: "marisol",
              linkLabel: "Marisol's portfolio",
            },
            {
              icon: "gem",
              title: "Theo Lindqvist",
              body: "Blackwork, dotwork and ornamental, large-scale pieces and cover-ups. $180 per hour or $1,200 a day.",
              href: "theo",
              linkLabel: "Theo's portfolio",
            },
          ],
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "The studio",
          heading: "Private booths, single-use everything",
          body: md`
            We built Iron Petal in a former florist's shop in 2018, which is where the name comes from. Each artist works in a private booth with a door, and there's a quiet lounge with tea, water and the flash binders.

            - Needles, cartridges, ink caps and gloves are **single-use** and disposed of after every client.
            - Reusable equipment is cleaned and sterilized, and our autoclave is **spore-tested monthly** by an outside lab.
            - Every artist holds current **bloodborne pathogens** certification.
            - We use vegan inks from established manufacturers, and can show you the bottle for anything that goes in your skin.
          `,
          illustration: "shield-check",
          reverse: true,
        },
      },
      {
        type: "steps",
        props: {
          heading: "Getting tattooed at Iron Petal",
          items: [
            { title: "Choose your artist", body: "Browse the three portfolios and pick the style that fits your idea." },
            {
              title: "Send a request",
              body: "Fill in the booking request on your artist's page with your idea, placement, size and reference photos. They each reply within one to two weeks.",
            },
            { title: "Hold your date", body: "A $100 deposit (up to $200 for large projects) holds your appointment and comes off the final price." },
            { title: "Get tattooed", body: "Bring photo ID and eat beforehand. You'll see and approve the design before any tattooing starts." },
          ],
        },
      },
      {
        type: "faq",
        props: {
          heading: "Studio policies",
          items: [
            {
              question: "How old do I need to be?",
              answer:
                "18, with a valid government-issued photo ID. New York law doesn't allow tattooing minors, even with a parent's consent, and we can't make exceptions.",
            },
            {
              question: "Do you take walk-ins?",
              answer: "Sometimes. Marisol takes flash walk-ins when she has a gap, and our flash days are walk-in only. Call the same morning to ask.",
            },
            { question: "Can I bring a friend?", answer: "One guest per client, please. Booths are small and other clients value the quiet." },
            {
              question: "Do you tattoo hands, necks and faces?",
              answer: "Hands and necks, case by case, usually for clients who already have significant work. We don't tattoo faces.",
            },
            { question: "How do I tip?", answer: "Tips are appreciated and go entirely to your artist, in cash or on card." },
          ],
        },
      },
      {
        type: "cta",
        props: {
          heading: "Not sure which artist is right?",
          body: "Send the studio your idea from our contact page, or call, and we'll point you to the right person.",
          action: { label: "Ask the studio", href: "contact" },
          secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
        },
      },
    ],
  },
  {
    path: "events",
    title: "Guest Artists & Flash Days",
    description: "Upcoming guest artist spots, walk-in flash days and open studio nights at Iron Petal Tattoo in Geneva, with prices and how each one works.",
    blocks: [
      {
        type: "richText",
        props: {
          doc: md`
            A few times a season we open the doors for walk-in flash days, and we host guest artists from around the country in our fourth booth. Guest artists take their own bookings, usually by email a month or two ahead; flash days are first come, first served.
          `,
        },
      },
      {
        type: "eventList",
        props: {
          heading: "Coming up",
          show: "upcoming",
        },
      },
      {
        type: "features",
        props: {
          heading: "How flash days work",
          columns: 3,
          items: [
            {
              icon: "clipboard-list",
              title: "Sign in at the door",
              body: "A sign-up sheet goes out at opening. Pick your design from the wall, put your name down and we'll text you when it's your turn.",
            },
            {
              icon: "wallet",
              title: "Fixed prices",
              body: "Every design has its price on the sheet, usually $50 to $200. No deposits, no haggling, and no changes to the design beyond placement and a little sizing.",
            },
            {
              icon: "clock",
              title: "Come early",
              body: "We tattoo until the last design of the night is done, but the sign-up list usually closes by mid-afternoon.",
            },
          ],
        },
      },
      {
        type: "eventList",
        props: {
          heading: "Recently",
          show: "past",
          limit: 3,
        },
      },
      {
        type: "cta",
        props: {
          heading: "Hear about flash days first",
          body: "We post flash sheets on this page a week before each flash day, and email them to anyone who asks. Guest artists announce their books here too.",
          action: { label: "Email the studio", href: MAILTO },
        },
      },
    ],
  },
  {
    path: "contact",
    title: "Contact Iron Petal Tattoo",
    description:
      "Find Iron Petal Tattoo on Seneca Street in Geneva, NY: studio hours, parking, artist email addresses and what to include in a booking request.",
    blocks: [
      {
        type: "form",
        props: {
          heading: "Send the studio a message",
          intro:
            "Not sure which artist suits your idea, or have a question about aftercare or an appointment? Ask here. To book a tattoo, use the request form on your artist's page.",
          form: "contact",
        },
      },
      {
        type: "appointments",
        props: {
          heading: "Book a free consult",
          intro:
            "For a sleeve, a back piece or a cover-up, start with a free consult in the studio with Marisol or Theo. Choose a time; your confirmation comes by email, with a link to move or cancel up to 24 hours before.",
          note: "You must be 18 or older. Bring photos of any old work you'd like covered.",
        },
      },
      {
        type: "contactDetails",
        props: {
          heading: "Visit the studio",
          intro:
            "We're on Seneca Street, two blocks up from the lakefront, in the old florist's shop with the iron rose over the door. Studio hours are by appointment, with the lounge open for browsing flash during the hours below.",
        },
      },
      {
        type: "features",
        props: {
          heading: "Booking requests go to the artist",
          intro:
            "Each artist manages their own calendar. Send your request from their page, where the form asks for your idea, placement, size and a photo of the area, or email them directly.",
          columns: 3,
          items: [
            {
              icon: "flower-2",
              title: "Rowan Pike",
              body: "rowan@ironpetal.example. Fine line and botanical. Books open in January, April, July and October.",
              href: "rowan",
              linkLabel: "Rowan's page",
            },
            {
              icon: "palette",
              title: "Marisol Vega",
              body: "marisol@ironpetal.example. Traditional and neo-traditional colour, flash and cover-ups.",
              href: "marisol",
              linkLabel: "Marisol's page",
            },
            {
              icon: "gem",
              title: "Theo Lindqvist",
              body: "theo@ironpetal.example. Blackwork, ornamental and large-scale projects.",
              href: "theo",
              linkLabel: "Theo's page",
            },
          ],
        },
      },
      {
        type: "faq",
        props: {
          heading: "Before you visit",
          items: [
            {
              question: "Where do I park?",
              answer:
                "Free two-hour parking on Seneca Street and Exchange Street, and all-day parking in the municipal lot behind Linden Street. Long sessions: use the lot.",
            },
            {
              question: "Is the studio accessible?",
              answer:
                "Yes. The entrance has a ramp, and the lounge, two of our booths and the restroom are step-free. Let your artist know if you need anything for your session.",
            },
            {
              question: "Who answers the phone?",
              answer:
                "Whoever isn't tattooing. If we miss you, leave a message and we'll call back the same day. For anything about a booking, the request form on your artist's page or email is best.",
            },
          ],
        },
      },
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Events                                                              */
/* ------------------------------------------------------------------ */

const events: EventSeed[] = [
  {
    slug: "friday-the-13th-flash-day",
    title: "Friday the 13th Flash Day",
    summary: "Our biggest walk-in day: three artists, a wall of lucky-13 flash from $50, tattooing from noon until the last name on the list.",
    image: seedImage("tattoo/marisol/flash-sheet"),
    startsInDays: 19,
    on: { weekday: "fri", day: 13 },
    startTime: "12:00",
    durationMinutes: 600,
    location: "Iron Petal Tattoo, Seneca Street, Geneva",
    body: md`
      Friday the 13th is a tattoo tradition, and it's the busiest day of our year. Rowan, Marisol and Theo each draw a sheet of small designs, about 40 in all, and tattoo walk-ins from noon until everyone on the list is done.

      ## Prices

      - Small designs: **$50** (plus a lucky $13 tip, if you're feeling traditional)
      - Medium designs: **$100 to $150**
      - Each design is tattooed once per person, in black or limited colour as shown on the sheet

      ## How it works

      The sign-up list goes out at 11:30 a.m. at the front door. Bring your photo ID; you must be 18 or older. Pick a design, put your name down and we'll text you about 30 minutes before your turn. Most people get tattooed within three hours of signing up.

      The list usually closes by 3 p.m. once we know we can finish everyone.

      ## Good to know

      - Cash or card. No deposits and no appointments.
      - Placement and a little resizing are fine; changes to the design aren't.
      - Eat first, and bring water. The lounge gets busy.

      Flash sheets go up on our Instagram a week before.
    `,
  },
  {
    slug: "guest-spot-hana-mori",
    title: "Guest Artist: Hana Mori (Brooklyn)",
    summary: "Japanese-inspired small and medium pieces by Hana Mori of Brooklyn, four days in our guest booth. Booking by email opens now.",
    startsInDays: 33,
    startTime: "11:00",
    durationMinutes: 480,
    location: "Iron Petal Tattoo, guest booth",
    body: md`
      We're excited to welcome **Hana Mori** back to Geneva for four days. Hana tattoos at a private studio in Brooklyn and is known for Japanese-inspired work in bold black and soft colour: koi, peonies, waves, maple leaves and small yokai.

      ## Booking

      Hana books her own appointments by email at hana.mori@studio.example. Send your idea, placement, size and a photo of the area. She'll take pieces from palm-sized up to a half-sleeve start, with four to five appointments a day.

      - Rate: **$200 per hour**, minimum $200
      - Deposit: **$100**, paid to Hana, applied to your session
      - A small sheet of pre-drawn flash will be available for walk-ins on the final afternoon

      ## Dates

      Four days starting on the date above, 11 a.m. to 7 p.m. each day. Last year every slot was booked within a week of opening, so don't wait.
    `,
  },
  {
    slug: "wildflower-flash-with-rowan",
    title: "Wildflower Flash Day with Rowan",
    summary: "Rowan's spring flash: 24 fine-line wildflowers of the Finger Lakes, from trillium to chicory, walk-in only from $90.",
    image: seedImage("tattoo/rowan/wildflower-wrap"),
    startsInDays: 48,
    on: { month: 5, weekday: "sat" },
    startTime: "11:00",
    durationMinutes: 480,
    location: "Iron Petal Tattoo, Seneca Street, Geneva",
    body: md`
      Once a year Rowan opens their chair to walk-ins for a day of fine-line wildflower flash, drawn from plants found within 20 miles of the studio: trillium, wild columbine, trout lily, chicory, Queen Anne's lace, milkweed and more.

      ## Prices

      - Single stems: **$90**
      - Small bouquets and sprigs: **$140 to $220**
      - Each design is tattooed up to three times, then retired

      ## How it works

      Sign-up starts at 10:30 a.m. at the door. Rowan works at a careful pace, so expect about 10 to 12 tattoos over the day. We'll let the line know when the list is full.

      Fine-line work heals best when placement is right, so Rowan may suggest a different spot or size for your chosen flower. One free touch-up within six months, as always.

      Photo ID required; 18 and over only.
    `,
  },
  {
    slug: "open-studio-night-seneca-street-art-walk",
    title: "Open Studio Night: Seneca Street Art Walk",
    summary: "Meet the artists, browse original flash and prints, and ask anything about your first tattoo. No tattooing, just an open door and cider.",
    startsInDays: 62,
    startTime: "17:00",
    durationMinutes: 180,
    location: "Iron Petal Tattoo lounge",
    body: md`
      As part of downtown Geneva's evening art walk, Iron Petal opens the lounge to everyone, including the curious and the nervous.

      ## What's on

      - **Original flash sheets and prints** from all three artists, and prints from recent guest artists, from $25
      - **Ask-an-artist**: bring your idea and talk through placement, size and style, with no pressure to book
      - **Studio tour**: see the booths and how we sterilize and set up for every client
      - Hard cider from a Seneca Lake cidery and sparkling water

      All ages are welcome at the open studio. There is no tattooing on the night.
    `,
  },
  {
    slug: "halloween-flash-day",
    title: "Halloween Flash Day",
    summary: "Spooky flash from all three artists, bats to skulls, walk-in only, with costumes encouraged and prices from $50.",
    startsInDays: -38,
    on: { month: 10, day: 31 },
    startTime: "12:00",
    durationMinutes: 540,
    location: "Iron Petal Tattoo, Seneca Street, Geneva",
    body: md`
      Our Halloween flash day filled every spot on the list by 2 p.m. Thank you to everyone who came, especially the family of five who all got matching bats.

      ## The numbers

      - **61 tattoos** over nine hours
      - Most popular design: Marisol's traditional black cat ($80), tattooed 14 times
      - Best costume: a very convincing Bigfoot, who got Theo's ornamental moth

      Flash sheets from the day are now retired. Watch our events page for the next flash day.
    `,
  },
];

/* ------------------------------------------------------------------ */
/* The site                                                            */
/* ------------------------------------------------------------------ */

const site: SiteSeed = {
  slug: "ironpetal-tattoo",
  name: "Iron Petal Tattoo",
  kind: "tattoo-studio",
  theme: {
    palette: {
      primary: "#9f1239",
      onPrimary: "#ffffff",
      accent: "#b45309",
      background: "#faf6f1",
      surface: "#f1e7dc",
      text: "#1c1917",
      muted: "#57534e",
      border: "#e0d2c2",
    },
    fonts: { heading: "fraunces", body: "dm-sans" },
    header: "centered",
    footer: "simple",
    sectionStyle: "editorial",
    logo: { mark: "flower-2", shape: "square" },
    radius: "none",
    pattern: "diagonal",
  },
  // The studio's holidays: the consult book, the footer and the hours strip all read them from here.
  closures: [
    { holiday: "New Year's Day" },
    { holiday: "Easter Sunday" },
    { holiday: "Thanksgiving Day" },
    { holiday: "Christmas Eve" },
    { holiday: "Christmas Day" },
  ],
  settings: {
    tagline: "Custom tattoos by appointment in downtown Geneva",
    description:
      "Iron Petal Tattoo is an appointment-first custom tattoo studio in Geneva, NY, with three resident artists: Rowan Pike (fine-line botanical), Marisol Vega (traditional and neo-traditional colour) and Theo Lindqvist (blackwork and ornamental).",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "58 Seneca Street", locality: "Geneva", region: "NY", postalCode: "14456" },
    },
    hours: [
      { days: ["tue", "wed", "thu"], opens: "11:00", closes: "19:00" },
      { days: ["fri", "sat"], opens: "11:00", closes: "20:00" },
      { days: ["sun"], opens: "12:00", closes: "17:00" },
    ],
    hoursNote: "Closed Mondays. Appointments only outside flash days; the lounge is open for browsing flash during studio hours.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Studio", href: "" },
      {
        label: "Artists",
        href: "rowan",
        children: [
          { label: "Rowan Pike", href: "rowan" },
          { label: "Marisol Vega", href: "marisol" },
          { label: "Theo Lindqvist", href: "theo" },
        ],
      },
      { label: "Events", href: "events" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Contact the studio", href: "contact" },
    footerLinks: [
      { label: "Rowan Pike", href: "rowan" },
      { label: "Marisol Vega", href: "marisol" },
      { label: "Theo Lindqvist", href: "theo" },
      { label: "Guest artists & flash days", href: "events" },
      { label: "Contact", href: "contact" },
    ],
  },
  mounts: { events: "events" },
  team: [
    {
      slug: "rowan-pike",
      name: "Rowan Pike",
      role: "Fine-line botanical",
      bio: md`
Fine-line and single-needle botanicals: wildflowers, herbs and delicate linework.
      `,
    },
    {
      slug: "marisol-vega",
      name: "Marisol Vega",
      role: "Traditional and neo-traditional colour",
      bio: md`
Bold traditional and neo-traditional colour, sleeves and cover-ups.
      `,
    },
    {
      slug: "theo-lindqvist",
      name: "Theo Lindqvist",
      role: "Blackwork and cover-ups",
      bio: md`
Heavy blackwork, dotwork and ornamental pattern, and the studio's go-to for cover-ups.
      `,
    },
  ],
  appointments: {
    // Consults only: tattoo dates and their deposits are set by each artist after a request.
    policy: { minNoticeMinutes: 24 * 60, horizonDays: 30, changeCutoffHours: 24, reminderHours: 24, stepMinutes: 30, pagePath: "contact" },
    staff: [{ member: "marisol-vega" }, { member: "theo-lindqvist" }],
    services: [
      {
        key: "colour-consult",
        name: "Colour consult",
        description: "Free, 20 minutes in the studio: for colour sleeves, back pieces and cover-ups, so the artist can see your skin and measure.",
        durationMinutes: 20,
        priceCents: 0,
        bufferAfterMinutes: 10,
        staff: ["marisol-vega"],
      },
      {
        key: "cover-up-consult",
        name: "Blackwork or cover-up consult",
        description: "Free, 30 minutes in the studio: the artist measures, photographs and sketches on your skin. Bring photos of any old work to cover.",
        durationMinutes: 30,
        priceCents: 0,
        bufferAfterMinutes: 10,
        staff: ["theo-lindqvist"],
      },
    ],
  },
  forms,
  pages: [...studioPages, ...artistPages, ...thankYouPages],
  events,
};

export default site;
