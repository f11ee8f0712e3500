import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const EMAIL = "june@junepark.example";

const site: SiteSeed = {
  slug: "june-park",
  name: "June Park",
  kind: "personal",
  theme: {
    palette: {
      primary: "#155e75",
      onPrimary: "#ffffff",
      accent: "#65a30d",
      background: "#ffffff",
      surface: "#eef6f8",
      text: "#102a33",
      muted: "#4b5d64",
      border: "#cfe3e9",
    },
    fonts: { heading: "source-serif", body: "inter" },
    header: "centered",
    footer: "simple",
    sectionStyle: "editorial",
    logo: { mark: "waves", shape: "circle" },
    radius: "large",
    pattern: "dots",
  },
  settings: {
    tagline: "Freshwater ecologist, writer and speaker on the Finger Lakes",
    description:
      "June Park is a freshwater ecologist in Geneva, NY who studies harmful algal blooms in the Finger Lakes, writes about lakes for general readers and speaks to lake associations, libraries and schools.",
    contact: { email: EMAIL },
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      { label: "About", href: "about" },
      { label: "Writing", href: "writing" },
      { label: "Speaking", href: "speaking" },
    ],
    headerAction: { label: "Email June", href: `mailto:${EMAIL}` },
  },
  mounts: { posts: "writing" },
  forms: [
    {
      key: "message",
      name: "Message to June",
      recipients: [EMAIL],
      submitLabel: "Send to June",
      successMessage:
        "Thanks for writing. I read everything myself and reply to most messages within a week, though it can take longer in July and August when I'm out on the lakes.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          required: true,
          options: ["A question about my lake", "Joining the bloom watch next summer", "A press or media request", "A paper or my CV", "Something else"],
        },
        { name: "lake", label: "Which lake, if it's about one?", type: "text" },
        { name: "message", label: "Message", type: "textarea", required: true, maxLength: 3000 },
      ],
    },
    {
      key: "speaking-invitation",
      name: "Speaking invitation",
      recipients: [EMAIL],
      submitLabel: "Send the invitation",
      successMessage: "Thank you for the invitation. I'll check my calendar and field schedule and reply within a week to confirm the date or suggest another.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "organization", label: "Group or organization", type: "text", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "audience",
          label: "Who is the audience?",
          type: "select",
          required: true,
          options: ["Lake association", "Library or community group", "School class (grades 6-12)", "Conference", "Business or corporate event", "Other"],
        },
        {
          name: "talk",
          label: "Which talk?",
          type: "select",
          options: [
            "Why is my lake turning green?",
            "Eyes on the shore",
            "Warmer water, longer seasons",
            "Classroom session with microscopes",
            "Something about our lake",
            "Not sure yet",
          ],
        },
        { name: "date", label: "Preferred date", type: "date", required: true, width: "half" },
        { name: "attendance", label: "Expected attendance", type: "select", width: "half", options: ["Under 40", "40 to 100", "100 to 250", "More than 250"] },
        { name: "format", label: "Format", type: "radio", options: ["In person", "Online", "Either"] },
        { name: "location", label: "Venue and town", type: "text" },
        {
          name: "details",
          label: "Anything else I should know",
          type: "textarea",
          maxLength: 3000,
          help: "Time of day, length of the slot, and whether there's a projector and microphone.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "June Park | Freshwater Ecologist and Writer",
      description:
        "June Park studies harmful algal blooms in the Finger Lakes, and writes and speaks about lakes for anyone who swims in, drinks from or lives beside one.",
      blocks: [
        {
          type: "hero",
          props: {
            image: seedImage("people/june-park/june-park"),
            variant: "split",
            eyebrow: "Hello, I'm June",
            heading: "I study why the Finger Lakes turn green, and what we can do about it",
            body: "I'm a freshwater ecologist based in Geneva, New York. I spend summers on Seneca, Owasco and Honeoye lakes sampling algae, and the rest of the year writing and talking about what we found, for scientists, policymakers and the people who live on the shore.",
            actions: [
              { label: "Read my writing", href: "writing" },
              { label: "Invite me to speak", href: "speaking", variant: "secondary" },
            ],
            illustration: "waves",
          },
        },
        {
          type: "features",
          props: {
            columns: 3,
            items: [
              {
                icon: "flask-conical",
                title: "Research",
                body: "Eleven summers of data on cyanobacteria blooms across six Finger Lakes, with a focus on why blooms now appear in cooler, clearer lakes.",
                href: "about",
                linkLabel: "About my work",
              },
              {
                icon: "newspaper",
                title: "Writing",
                body: "Plain-language essays on lakes, water quality and the science behind the headlines, here and in regional magazines.",
                href: "writing",
                linkLabel: "Read essays",
              },
              {
                icon: "megaphone",
                title: "Speaking",
                body: "Talks for lake associations, libraries, schools and conferences. About twenty a year, most of them within an hour of Geneva.",
                href: "speaking",
                linkLabel: "Talks and booking",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "What I'm working on",
            heading: "A shoreline bloom watch run by the people who live there",
            body: md`
              This summer, 140 volunteers on four lakes are photographing the water at the end of their docks every
              morning and logging what they see. It's the largest community bloom-watch effort in the region, and it
              tells us things our boat sampling can't: where blooms start, and how quickly they move along the shore.

              If you live on Seneca, Keuka, Canandaigua or Honeoye and would like to take part next year, send me a note
              below.
            `,
            illustration: "camera",
            reverse: true,
          },
        },
        { type: "postList", props: { heading: "Recent writing", limit: 2, showCategories: false } },
        {
          type: "form",
          props: {
            heading: "Questions about your lake?",
            intro: `I answer messages from lake residents, teachers and reporters, though sometimes slowly in July. You can also email ${EMAIL}.`,
            form: "message",
          },
        },
      ],
    },
    {
      path: "about",
      title: "About June Park",
      description:
        "June Park's background: a limnologist trained at Cornell and the University of Wisconsin, now studying Finger Lakes algal blooms from Geneva, NY.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "About",
            heading: "From a Korean grocery in Syracuse to the bottom of Seneca Lake",
            body: md`
              I grew up above my parents' grocery store in Syracuse and spent every summer I could at my aunt's cottage
              on Owasco Lake. The August my cousins and I weren't allowed to swim because of a "blue-green algae advisory",
              I was fifteen and furious, and I wanted to know why.

              That question took me to Cornell for a degree in environmental science, then to the University of Wisconsin
              for a PhD in limnology, studying blooms on Lake Mendota. In 2016 I came back to the Finger Lakes as a
              research scientist at the Seneca Lake Field Station in Geneva, where I lead the harmful algal bloom program.

              Outside work, I swim (when the lake is clear), bake badly, and volunteer with a youth rowing club on
              Seneca Lake.
            `,
            illustration: "waves",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Research, in brief",
            items: [
              {
                title: "Blooms in clear lakes",
                body: "Why cyanobacteria bloom in low-nutrient lakes like Skaneateles and Keuka, which the textbooks said shouldn't happen. Our work points to warmer autumns, stiller water and phosphorus released from lake sediments.",
              },
              {
                title: "Nearshore monitoring",
                body: "Blooms often form in a few feet of water near the shore, where boat-based sampling misses them. I develop cheap, repeatable ways for volunteers to watch the shallows.",
              },
              {
                title: "From data to decisions",
                body: "Working with county health departments, water utilities and lake associations so that monitoring results actually change beach closures, drinking-water treatment and watershed plans.",
              },
            ],
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "11", label: "Summers of bloom sampling" },
              { value: "6", label: "Finger Lakes in the long-term dataset" },
              { value: "23", label: "Peer-reviewed papers" },
              { value: "140", label: "Volunteer bloom watchers this year" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Want the full CV or a paper?",
            body: "I'm happy to send my CV, and a free copy of any paper I've written if it's behind a paywall.",
            action: { label: "Email me", href: `mailto:${EMAIL}?subject=CV%20or%20paper%20request` },
            secondary: { label: "Speaking", href: "speaking", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "writing",
      title: "Writing",
      description: "Essays by June Park on Finger Lakes algal blooms, water quality and lake science, written for residents, anglers, swimmers and students.",
      blocks: [
        {
          type: "postList",
          props: {
            intro: "Essays written here first, for anyone curious about the lakes. No paywalls and no jargon, or at least jargon explained.",
            showCategories: false,
          },
        },
        {
          type: "documents",
          props: {
            heading: "Published elsewhere",
            items: [
              {
                title: "The Green Line: How Clear Lakes Learned to Bloom",
                description: "A long read on the surprising spread of blooms into the Finger Lakes' clearest water.",
                meta: "Finger Lakes Quarterly, feature",
                href: "https://fingerlakesquarterly.example/green-line",
              },
              {
                title: "Before You Swim: Reading a Lake in August",
                description: "A practical guide to recognizing a bloom and checking advisories, with photos from volunteers.",
                meta: "Upstate Outdoors magazine",
                href: "https://upstateoutdoors.example/before-you-swim",
              },
              {
                title: "What the Zebra Mussels Did",
                description: "How an invasive mussel made the lakes clearer, and why that may have helped the algae.",
                meta: "Rochester Review, op-ed",
                href: "https://rochesterreview.example/zebra-mussels",
              },
              {
                title: "Nearshore cyanobacteria blooms in oligotrophic lakes: a volunteer-based census",
                description: "Research paper with co-authors from the Seneca Lake Field Station.",
                meta: "Northeastern Freshwater Research (open access)",
                href: "https://journals.example/jglr/nearshore-census",
              },
            ],
          },
        },
      ],
    },
    {
      path: "speaking",
      title: "Speaking",
      description:
        "Invite June Park to speak about Finger Lakes algal blooms and lake health: talk topics, past audiences, fees and what she needs from hosts.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Speaking",
            heading: "Talks about lakes, for people who love them",
            body: "I give about twenty talks a year, from lake association annual meetings in a firehall to keynotes at water-quality conferences. I bring real data, a lot of photos from volunteers, and time for questions.",
            actions: [{ label: "Email an invitation", href: `mailto:${EMAIL}?subject=Speaking%20invitation`, variant: "secondary" }],
            illustration: "megaphone",
          },
        },
        {
          type: "features",
          props: {
            heading: "Talks I give most often",
            columns: 2,
            items: [
              {
                icon: "waves",
                title: "Why is my lake turning green?",
                body: "The basics of harmful algal blooms in the Finger Lakes: what they are, why they're increasing and what residents can do. 45 minutes plus questions; my most requested talk.",
              },
              {
                icon: "camera",
                title: "Eyes on the shore",
                body: "How volunteers with phones and a notebook are changing bloom science, and how your association can start a bloom watch next summer.",
              },
              {
                icon: "thermometer",
                title: "Warmer water, longer seasons",
                body: "What forty years of temperature records tell us about the lakes' future, and why autumn matters more than summer.",
              },
              {
                icon: "graduation-cap",
                title: "For classrooms",
                body: "A hands-on session for grades 6-12 with microscopes and real lake samples. I bring everything; schools provide the curious students.",
              },
            ],
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "From hosts",
            items: [
              {
                quote:
                  "We've never had so many questions at an annual meeting. June explained the science without talking down to anyone, and twelve members signed up for the bloom watch that night.",
                name: "Carol Vandermeer",
                detail: "President, Keuka Shoreline Association",
              },
              {
                quote: "Our students still talk about looking at Seneca Lake water under the microscope. June made it feel like real research, because it was.",
                name: "Mr. D. Alvarez",
                detail: "Science teacher, Geneva Middle School",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "For hosts",
            items: [
              {
                question: "Do you charge?",
                answer:
                  "Lake associations, libraries, schools and other nonprofits in the Finger Lakes: no fee, though gas money is always welcome. Conferences and corporate events: $750 plus travel, and I donate the fee to the volunteer bloom-watch program.",
              },
              {
                question: "How far ahead should we ask?",
                answer: "Two months is ideal. July and August fill fastest because that's when lake associations meet, and also when I'm on the water most.",
              },
              {
                question: "What do you need from us?",
                answer:
                  "A projector and screen with an HDMI connection, a microphone for rooms over 40 people, and a table if I'm bringing samples. I can also present online.",
              },
              {
                question: "Can you talk about our lake specifically?",
                answer: "Yes. Give me a month's notice and I'll pull together data and volunteer photos from your lake.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Invite me to your group",
            intro: `Tell me the date, the audience and roughly how many people you expect. Or email ${EMAIL}.`,
            form: "speaking-invitation",
          },
        },
      ],
    },
  ],
  posts: [
    {
      slug: "why-blooms-come-in-september",
      title: "Why the Finger Lakes bloom in September",
      excerpt: "Most people expect algae in the heat of July. In the Finger Lakes, the worst blooms often come after Labor Day. Here's why.",
      author: "June Park",
      publishedDaysAgo: 16,
      body: md`
        Every year I get the same email in the second week of September: "The kids are back at school, the boats are
        coming out, and now the lake is green. What happened?" It's a fair question. Most people picture algae blooms as a
        midsummer problem, like sunburn and wasps. In the Finger Lakes, the worst of them often arrive after Labor Day.

        ## The lake is layered all summer

        From June to September, a deep Finger Lake is really two lakes stacked on top of each other. A warm layer sits on
        top, perhaps thirty feet deep, and a cold, dense layer sits underneath. The two barely mix. Nutrients like
        phosphorus, which algae need, slowly sink into the cold layer and collect there and in the sediments.

        By late summer the warm top layer is running low on nutrients. Paradoxically, that's part of why July is often
        fairly clear.

        ## Then the weather changes

        In September, nights get cold and the surface water cools. Cooler water is denser, so it starts to sink, and the
        warm layer gets thinner. Wind does the rest. A breezy cold front can stir nutrient-rich water up from below into
        the sunlit surface. At the same time, the water is still warm enough for cyanobacteria, which like it above about
        68 degrees.

        Warm water, fresh nutrients, calm days between fronts: for cyanobacteria, September is the best month of the year.

        ## Why it seems to be getting worse

        Our records show the layered period now lasts about two weeks longer than it did in the 1980s, and early autumn
        has become warmer. That stretches the window in which conditions line up. Heavy late-summer storms, which are
        becoming more common, also wash fertilizer and soil from fields into the lakes at exactly the wrong moment.

        ## What this means for you

        - **Keep checking before you swim**, right through September and into October. Advisories don't stop on Labor Day.
        - **Keep dogs out of scummy water.** Dogs are more vulnerable than people, and they drink while they swim.
        - **Report what you see** to your county health department, with a photo and the location.

        And if your lake association runs a bloom watch, please don't pull your dock camera in early. September is when
        we need your eyes most.
      `,
    },
    {
      slug: "what-a-lake-association-can-measure",
      title: "Five things a lake association can measure with a bucket and a notebook",
      excerpt: "You don't need a lab to collect data that scientists will use. Five simple measurements, and how to make them count.",
      author: "June Park",
      publishedDaysAgo: 49,
      body: md`
        Lake associations often ask me what they can do to help with research. They imagine expensive sensors and lab
        analyses. But some of the most useful data we have on the Finger Lakes comes from volunteers with very simple
        tools, collected carefully and consistently for years. Here are five measurements any association can make.

        ## 1. Water clarity with a Secchi disk

        A Secchi disk is a black-and-white plate on a marked rope. Lower it over the shady side of a boat until you can't
        see it, and note the depth. It costs about $40, and a weekly reading from the same spot, at about the same time of
        day, is gold for tracking a lake's health across decades.

        ## 2. Water temperature

        A good thermometer at arm's length below the surface, read at the same time each day. Temperature drives nearly
        everything in a lake, and the nearshore water is poorly measured compared with the middle.

        ## 3. A daily photo from the same spot

        Stand in the same place at the end of your dock and take a photo of the water every morning. That's it. Over a
        summer, those photos show exactly when blooms appear and how long they last. This is the heart of our bloom watch.

        ## 4. Rainfall

        A simple rain gauge in the yard, read each morning. Heavy rain washes nutrients into the lake, and local rainfall
        can differ a lot from the nearest weather station.

        ## 5. What you see, written down

        A notebook entry each day: wind, weather, anything unusual on the water, such as scum, foam, dead fish or a change
        in color. Observations seem unscientific, but they often explain a strange reading later.

        ## Making it count

        Consistency matters more than precision. The same place, the same time, the same method, every time, for years.
        Write down the date and time with every reading, and send your data to someone who will store it, whether that's
        your county, a regional monitoring program or me.

        If your association would like to start, I'm happy to come to a meeting, bring a Secchi disk and show you how.
      `,
    },
  ],
};

export default site;
