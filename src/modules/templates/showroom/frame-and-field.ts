import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(315) 555-0126";
const TEL = "tel:+13155550126";
const EMAIL = "hello@frameandfield.example";

const site: SiteSeed = {
  slug: "frame-and-field",
  name: "Frame & Field Photography",
  kind: "creative-portfolio",
  theme: {
    palette: {
      primary: "#7a4a22",
      onPrimary: "#ffffff",
      accent: "#b7893f",
      background: "#fcfaf7",
      surface: "#f1ebe3",
      text: "#231d18",
      muted: "#5f554c",
      border: "#ddd2c4",
    },
    fonts: { heading: "fraunces", body: "inter" },
    header: "overlay",
    footer: "simple",
    sectionStyle: "rows",
    logo: { mark: "camera", shape: "circle" },
    radius: "none",
    pattern: "none",
  },
  settings: {
    tagline: "Wedding, family and farm photography in the Finger Lakes",
    description:
      "Frame & Field is Nora and Caleb Whitmore, a husband-and-wife photography team in Penn Yan, NY, photographing vineyard weddings, families and working farms across the Finger Lakes since 2013.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "118 Main Street, Second Floor", locality: "Penn Yan", region: "NY", postalCode: "14527" },
      serviceAreaNote: "No travel fee within 50 miles of Penn Yan, which covers most of the Finger Lakes from Canandaigua to Ithaca.",
    },
    hours: [{ days: ["tue", "wed", "thu"], opens: "10:00", closes: "16:00" }],
    hoursNote: "Studio visits by appointment. We're usually out shooting Fridays through Sundays.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "Home", href: "" },
      { label: "Gallery", href: "gallery" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Check your date", href: "contact" },
  },
  forms: [
    {
      key: "date-enquiry",
      name: "Date and booking enquiry",
      recipients: [EMAIL],
      submitLabel: "Check our availability",
      successMessage: "Thank you! We'll check the calendar and reply within two days, often the same evening, with our availability and a few times to talk.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "partner_name", label: "Your partner's name, for weddings", type: "text", width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "package",
          label: "What would you like to book?",
          type: "radio",
          required: true,
          options: ["Elopement ($1,650)", "Wedding day ($3,900)", "Family session ($425)", "Farm and brand day ($950)", "Not sure yet"],
        },
        { name: "date", label: "Date", type: "date", required: true, width: "half", help: "For sessions, the first date that works for you." },
        { name: "flexible", label: "Is the date flexible?", type: "select", width: "half", options: ["No, it's set", "Within a week or two", "Very flexible"] },
        { name: "venue", label: "Venue or location", type: "text", required: true, help: "The winery, barn, cottage or farm, and the town." },
        { name: "guests", label: "Roughly how many guests?", type: "select", options: ["Up to 20", "20 to 75", "75 to 150", "More than 150", "Not a wedding"] },
        {
          name: "message",
          label: "Tell us a little about you",
          type: "textarea",
          maxLength: 3000,
          help: "How you met, what matters most about the day, or what the photos are for.",
        },
        { name: "heard_from", label: "How did you hear about us?", type: "text" },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Frame & Field Photography | Penn Yan, NY",
      description: "Vineyard weddings, family sessions and farm photography across the Finger Lakes by Nora and Caleb Whitmore of Frame & Field, Penn Yan, NY.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("landscape/dandelion-field"),
            variant: "fullBleed",
            eyebrow: "Finger Lakes photographers since 2013",
            heading: "Honest photographs of good days and hard work",
            body: "We're Nora and Caleb, and we photograph weddings on vineyard hillsides, families on the dock at the end of summer, and farms at five in the morning. We'd rather catch your grandmother laughing than pose you in front of a sunset for twenty minutes.",
            actions: [
              { label: "See the gallery", href: "gallery" },
              { label: "Check your date", href: "contact", variant: "secondary" },
            ],
            illustration: "camera",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we photograph",
            columns: 3,
            items: [
              {
                icon: "heart",
                title: "Weddings",
                body: "Twenty to thirty weddings a year, always with both of us, at wineries, barns, lakeside cottages and backyards.",
                href: "gallery",
                linkLabel: "Wedding photos",
              },
              {
                icon: "users",
                title: "Families",
                body: "Relaxed one-hour sessions at your place, on the beach at Keuka Lake State Park, or in an orchard in October.",
              },
              {
                icon: "tractor",
                title: "Farms and makers",
                body: "Brand photography for farms, wineries, cideries and food businesses: the people, the land and the work.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Collections and sessions",
            intro:
              "Both wedding collections include an online gallery, full-resolution downloads and a print release; the full wedding day has both of us behind a camera.",
            plans: [
              {
                name: "Elopement",
                price: "$1,650",
                description: "Up to 3 hours, up to 20 guests.",
                features: ["One photographer", "300+ edited images", "Gallery within 4 weeks"],
              },
              {
                name: "Wedding day",
                price: "$3,900",
                description: "Up to 8 hours, from getting ready to the first dance.",
                features: ["Both photographers", "700+ edited images", "Engagement session included", "Gallery within 6 weeks"],
                highlighted: true,
              },
              {
                name: "Family session",
                price: "$425",
                description: "One hour at a location you choose.",
                features: ["50+ edited images", "Help choosing what to wear", "Gallery within 2 weeks"],
              },
              {
                name: "Farm and brand day",
                price: "$950",
                description: "Up to 5 hours on your farm or in your business.",
                features: ["150+ edited images", "Commercial license for web, print and packaging", "Shot list planned together"],
              },
            ],
            note: "Weddings need a $900 retainer to hold the date; the balance is due two weeks before. Heirloom albums from $650.",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "How we work",
            heading: "Two photographers, two angles, no stage directions",
            body: md`
              Nora shoots close: hands, faces, the moment someone's voice catches during a toast. Caleb stands back and
              catches the room, the light on the lake and the things happening behind you. Together we miss very little.

              We'll give you a little direction for family photos and a short portrait session, and otherwise stay out
              of the way. Most couples tell us they forgot we were there.
            `,
            illustration: "eye",
            reverse: true,
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Kind words",
            items: [
              {
                quote:
                  "It rained all afternoon at our Seneca Lake wedding and Nora and Caleb made it the best part of the photos: umbrellas, muddy boots and my dad dancing in a barn doorway. We cried looking at the gallery.",
                name: "Abby and Marcus Lindell",
                detail: "Married at a winery near Lodi",
                rating: 5,
              },
              {
                quote: "Three kids under six and a dog, and somehow every photo looks like a calm afternoon. That's magic.",
                name: "Priya Chandran",
                detail: "Family session, Keuka Lake",
                rating: 5,
              },
              {
                quote: "Caleb was in the milking parlor at 4:30 am without a single complaint. Our website and our cheese labels finally look like us.",
                name: "Ruth Zimmerman",
                detail: "Zimmerman Dairy and Creamery, Dundee",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Is your date still open?",
            body: "We book about a year ahead for Saturdays from June to October. Fridays, Sundays and spring weddings are easier to find.",
            action: { label: "Check availability", href: "contact" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "gallery",
      title: "Gallery",
      description:
        "Browse Frame & Field's work: vineyard and barn weddings, family sessions on Keuka Lake, and farm and food photography from around the Finger Lakes.",
      blocks: [
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              A small selection from recent seasons. Full wedding galleries are private to each couple; if you'd like to see
              one or two complete weddings from start to finish, ask us and we'll send links from couples who've said yes.
            `,
          },
        },
        {
          type: "gallery",
          props: {
            heading: "Weddings: the light we work in",
            intro: "Couples' own pictures stay theirs; these are the skies, fields and evenings of the venues where we photograph most weddings.",
            items: [
              {
                image: seedImage("landscape/sunset-clouds"),
                title: "Storm light over Seneca Lake",
                caption: "The sky over a winery near Lodi, minutes before the rain reached the tent. The storm broke just as the toasts began.",
              },
              {
                image: seedImage("landscape/field-fog"),
                title: "Morning fog outside Naples",
                caption: "The field beside a restored dairy barn at 6 am, while the couple got ready.",
              },
              {
                image: seedImage("landscape/hilltop-sunset"),
                title: "Sunset from the ridge",
                caption: "The last light over the hills above Hammondsport, where we take couples for ten quiet minutes.",
              },
              {
                image: seedImage("landscape/meadow-flowers"),
                title: "A June meadow",
                caption: "Wildflowers at a backyard ceremony in Geneva, before the guests arrived.",
              },
            ],
          },
        },
        {
          type: "gallery",
          props: {
            heading: "Families: the places we meet",
            items: [
              {
                image: seedImage("landscape/fallen-leaf"),
                title: "October light",
                caption: "A maple leaf on the orchard path near Bristol, where three generations picked Macouns.",
              },
              { image: seedImage("nature/apple-blossom"), title: "Apple blossom in May", caption: "Spring sessions start when the orchards bloom." },
              {
                image: seedImage("landscape/dune-grass"),
                title: "Last week of summer",
                caption: "Dune grass by the water, where the Chandrans jumped off the breakwall.",
              },
            ],
          },
        },
        {
          type: "gallery",
          props: {
            heading: "Farms and makers",
            items: [
              {
                image: seedImage("nature/nuthatch"),
                title: "Zimmerman Dairy's woodlot",
                caption: "A nuthatch on the maples behind the milking barn, for the creamery's website and labels.",
              },
              {
                image: seedImage("nature/dragonfly"),
                title: "The pond below the vines",
                caption: "A dragonfly at a Keuka Lake winery's irrigation pond, for its harvest newsletter.",
              },
              {
                image: seedImage("food/citrus-slices"),
                title: "Citrus for the cider lab",
                caption: "Orange, lemon and lime for a Yates County cidery's new tonic labels.",
              },
              {
                image: seedImage("food/espresso"),
                title: "Roastery mornings",
                caption: "An espresso on the café counter of a Canandaigua coffee roaster, for its website.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Like what you see?",
            action: { label: "Get in touch", href: "contact" },
            secondary: { label: "Collections and prices", href: "", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "contact",
      title: "Contact and Booking",
      description:
        "Check your wedding date or book a family or farm session with Frame & Field: how booking works, what to tell us and how to reach the Penn Yan studio.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Contact",
            heading: "Tell us about your day",
            body: "Send us your date, the place and a little about you. We reply within two days, often the same evening, with availability and a time to talk.",
            actions: [
              { label: `Call ${PHONE}`, href: TEL },
              { label: "Email hello@frameandfield.example", href: `mailto:${EMAIL}?subject=Date%20inquiry`, variant: "secondary" },
            ],
            illustration: "calendar-days",
          },
        },
        {
          type: "form",
          props: { heading: "Check your date", intro: "Wedding or session, the date and place are all we need to check availability.", form: "date-enquiry" },
        },
        {
          type: "steps",
          props: {
            heading: "How booking works",
            items: [
              {
                title: "Send your date and venue",
                body: "If it's a wedding, tell us the date, the venue and roughly how many guests. For sessions, a few dates that work for you.",
              },
              {
                title: "Have a coffee or a call",
                body: "Meet us at the studio on Main Street in Penn Yan, or by video. It's the best way to know whether we're the right fit.",
              },
              { title: "Hold the date", body: "Sign the agreement and pay the $900 retainer (weddings) or the full fee (sessions). The date is then yours." },
              {
                title: "Plan together",
                body: "Six weeks before a wedding we build a timeline with you and your planner, including the light at your venue that time of year.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Good to know",
            items: [
              {
                question: "Do you travel outside the Finger Lakes?",
                answer:
                  "Yes. Within 50 miles of Penn Yan there's no travel fee. Beyond that it's $0.70 a mile, and overnight stays for weddings further than three hours away.",
              },
              {
                question: "What happens if it rains?",
                answer:
                  "For weddings, we shoot whatever the weather does, and some of our favorite photos are in the rain. Family and farm sessions can be moved free of charge up to the morning of the shoot.",
              },
              {
                question: "How long until we get our photos?",
                answer: "Sneak peeks within a week; full wedding galleries within six weeks, sessions within two.",
              },
              {
                question: "Can we print the photos ourselves?",
                answer: "Yes. Every gallery comes with a print release. We also offer heirloom albums from $650 and fine-art prints through a lab we trust.",
              },
            ],
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Find the studio",
            intro: "Up the stairs beside the bookshop at 118 Main Street, Penn Yan. Please call ahead: we're often out on shoots.",
          },
        },
      ],
    },
  ],
};

export default site;
