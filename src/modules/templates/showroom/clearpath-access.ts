import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0167";
const TEL = "tel:+15855550167";
const EMAIL = "hello@clearpathaccess.example";

const site: SiteSeed = {
  slug: "clearpath-access",
  name: "ClearPath Accessibility",
  kind: "accessibility-consulting",
  theme: {
    palette: {
      primary: "#4338ca",
      onPrimary: "#ffffff",
      accent: "#0d9488",
      background: "#fcfcfe",
      surface: "#eef0fb",
      text: "#111827",
      muted: "#4b5563",
      border: "#c7cbe8",
    },
    fonts: { heading: "work-sans", body: "inter" },
    header: "classic",
    footer: "columns",
    sectionStyle: "editorial",
    logo: { mark: "accessibility", shape: "circle" },
    radius: "large",
    pattern: "grid",
  },
  settings: {
    tagline: "Digital accessibility audits, training and ongoing support from Rochester, NY",
    description:
      "ClearPath Accessibility helps businesses, nonprofits and public bodies in the Rochester and Finger Lakes region make their websites, apps and documents usable by everyone, with WCAG audits tested by people with disabilities.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "250 Mill Street, Suite 310", locality: "Rochester", region: "NY", postalCode: "14614" },
      serviceAreaNote: "Remote audits for clients anywhere; on-site training across Monroe, Ontario, Wayne, Livingston, Seneca and Yates counties.",
    },
    hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:30", closes: "17:00" }],
    hoursNote: "Managed-service clients have a priority line for urgent accessibility barriers on business days.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "Services",
        href: "accessibility-audits",
        children: [
          { label: "WCAG audits", href: "accessibility-audits" },
          { label: "Training", href: "accessibility-audit-training" },
          { label: "Managed accessibility", href: "accessibility-managed-service" },
          { label: "Vocational rehabilitation", href: "vocational-rehabilitation" },
        ],
      },
      { label: "For businesses", href: "businesses" },
      { label: "Paramount Chamber", href: "paramount-chamber" },
      {
        label: "Resources",
        href: "blog",
        children: [
          { label: "Blog", href: "blog" },
          { label: "WCAG 2.2 checklist", href: "wcag-2-2-checklist" },
          { label: "Accessibility statement guide", href: "accessibility-statement-guide" },
          { label: "VPATs and ACRs", href: "vpat-and-acr-reports" },
        ],
      },
      {
        label: "About",
        href: "about",
        children: [
          { label: "About ClearPath", href: "about" },
          { label: "Careers", href: "digital-accessibility-careers" },
        ],
      },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Request an audit", href: "audits-contact" },
    footerLinks: [
      { label: "Accessibility policy", href: "accessibility-policy" },
      { label: "Privacy", href: "privacy" },
      { label: "Terms", href: "terms" },
      { label: "Careers", href: "digital-accessibility-careers" },
      { label: "Search", href: "search" },
    ],
  },
  mounts: { posts: "blog" },
  forms: [
    {
      key: "contact",
      name: "Contact message",
      recipients: [EMAIL],
      successPath: "thank-you",
      submitLabel: "Send message",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "organization", label: "Organization", type: "text", width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          required: true,
          options: ["An audit", "Training", "Managed service", "Careers", "Something else"],
        },
        { name: "message", label: "Message", type: "textarea", required: true, maxLength: 4000 },
      ],
    },
    {
      key: "audit-request",
      name: "Audit request",
      recipients: [EMAIL],
      successPath: "thank-you",
      submitLabel: "Request a quote",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Work email", type: "email", required: true, width: "half" },
        { name: "organization", label: "Organization", type: "text", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "website", label: "Website or app to audit", type: "text", required: true, help: "The address, or the app's name in the store." },
        {
          name: "scope",
          label: "What should we test?",
          type: "checkbox",
          required: true,
          options: ["Website", "Mobile app", "PDFs and documents", "Kiosk or other"],
        },
        { name: "deadline", label: "Any deadline we should know about?", type: "date" },
        { name: "details", label: "Anything else", type: "textarea", help: "Complaints received, a VPAT request, the number of page templates…" },
        { name: "brief", label: "A brief or RFP, if you have one", type: "file", accept: ["pdf", "document"], maxSizeMb: 10 },
      ],
    },
    {
      key: "training-enquiry",
      name: "Training enquiry",
      recipients: [EMAIL],
      successPath: "thank-you",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "organization", label: "Organization", type: "text", required: true },
        {
          name: "audience",
          label: "Who is the training for?",
          type: "checkbox",
          required: true,
          options: ["Developers", "Designers", "Content editors", "Managers", "Customer service"],
        },
        { name: "people", label: "About how many people?", type: "select", options: ["1-5", "6-15", "16-40", "More than 40"] },
        { name: "format", label: "Format", type: "radio", options: ["On site", "Live online", "Either"] },
        { name: "message", label: "What would you like them to be able to do afterwards?", type: "textarea" },
      ],
    },
    {
      key: "managed-enquiry",
      name: "Managed service enquiry",
      recipients: [EMAIL],
      successPath: "thank-you",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "organization", label: "Organization", type: "text", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        { name: "properties", label: "Sites and apps to cover", type: "textarea", required: true },
        { name: "consent", label: "I agree that ClearPath may contact me about this enquiry.", type: "consent", required: true },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "ClearPath Accessibility | Rochester, NY",
      description:
        "WCAG 2.2 audits, accessibility training and managed support for websites, apps and PDFs, tested by people who use assistive technology every day.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Digital accessibility consulting, Rochester NY",
            heading: "Websites everyone can use, and the proof to show for it",
            body: "We audit websites, apps and documents against WCAG 2.2, train the people who build them, and stay on call so new barriers never pile up. Every audit is tested by hand, including by testers who use screen readers and switch devices every day.",
            actions: [
              { label: "Request an audit", href: "audits-contact" },
              { label: "See our services", href: "accessibility-audits", variant: "secondary" },
            ],
            illustration: "accessibility",
          },
        },
        {
          type: "stats",
          props: {
            heading: "Since 2016",
            items: [
              { value: "640+", label: "Audits delivered for websites, apps and document libraries" },
              { value: "4,100", label: "Designers, developers and content editors trained" },
              { value: "38%", label: "Of our testers are people with disabilities" },
              { value: "0", label: "Clients sued after completing remediation with us" },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "How we can help",
            intro: "Most clients start with an audit, then train their team and move to managed support. You can also start anywhere.",
            columns: 4,
            items: [
              {
                icon: "search",
                title: "WCAG audits",
                body: "Manual and assistive-technology testing against WCAG 2.2 AA, with a prioritized report your developers can act on.",
                href: "accessibility-audits",
                linkLabel: "About audits",
              },
              {
                icon: "graduation-cap",
                title: "Training",
                body: "Hands-on workshops for designers, developers, content editors and customer service teams, in person or live online.",
                href: "accessibility-audit-training",
                linkLabel: "About training",
              },
              {
                icon: "shield-check",
                title: "Managed accessibility",
                body: "Monthly monitoring, retesting of new releases and a help desk for your team, for a flat monthly fee.",
                href: "accessibility-managed-service",
                linkLabel: "About managed service",
              },
              {
                icon: "hand-heart",
                title: "Vocational rehabilitation",
                body: "A paid training pathway that prepares job seekers with disabilities for careers in accessibility testing.",
                href: "vocational-rehabilitation",
                linkLabel: "About the pathway",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Why lived experience matters",
            heading: "Scanners find about a third of the problems. People find the rest.",
            body: md`
              Automated tools are good at spotting missing alt text and low contrast. They cannot tell you that your
              checkout button is announced as "button button", that a keyboard user gets trapped in your chat widget,
              or that your booking calendar is unusable at 200% zoom.

              That is why every ClearPath audit includes testing by people who rely on assistive technology:
              screen reader users on NVDA, JAWS and VoiceOver, keyboard-only and switch users, and testers with low vision
              and cognitive disabilities.

              - Findings tied to specific WCAG 2.2 success criteria
              - Screen recordings of each serious barrier
              - Code-level fixes, not just descriptions of the problem
            `,
            illustration: "eye",
            action: { label: "How an audit works", href: "accessibility-audits" },
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "What clients say",
            items: [
              {
                quote:
                  "We had a demand letter on our desk and no idea where to start. ClearPath audited the store in two weeks, sat with our developer through the fixes and wrote our accessibility statement. Six months on, blind customers are emailing to say thanks.",
                name: "Renee Castellano",
                detail: "Owner, Canal Street Outfitters, Fairport",
                rating: 5,
              },
              {
                quote:
                  "The developer workshop was the first accessibility training our engineers did not dread. Real code, real screen readers, and a checklist we still use in every pull request.",
                name: "Jordan Mbeki",
                detail: "Engineering manager, Lakeshore Health Partners",
                rating: 5,
              },
              {
                quote:
                  "Their managed service catches issues before our members do. When a new event-registration plugin broke keyboard access, we had a fix within a day.",
                name: "Helen Fraser",
                detail: "Communications director, Honeoye Valley Land Trust",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "logoCloud",
          props: {
            heading: "Trusted by organizations across the Finger Lakes",
            logos: [
              { name: "Lakeshore Health Partners", image: seedImage("logos/lakeshore-health-partners") },
              { name: "Honeoye Valley Land Trust", image: seedImage("logos/honeoye-valley-land-trust") },
              { name: "Bristol Hills Community Library", image: seedImage("logos/bristol-hills-community-library") },
              { name: "Canal Street Outfitters", image: seedImage("logos/canal-street-outfitters") },
              { name: "Seneca Shores Credit Union", image: seedImage("logos/seneca-shores-credit-union") },
              { name: "Finger Lakes Wine Collective", image: seedImage("logos/finger-lakes-wine-collective") },
              { name: "Monroe Arts Alliance", image: seedImage("logos/monroe-arts-alliance") },
              { name: "Keuka Ridge College", image: seedImage("logos/keuka-ridge-college") },
            ],
          },
        },
        {
          type: "postList",
          props: { heading: "From the blog", intro: "Plain-language guides to WCAG, testing and the law.", limit: 3 },
        },
        {
          type: "cta",
          props: {
            heading: "Not sure where you stand?",
            body: "Send us your website address. We will run a free 20-minute review of your home page and one key task, and tell you honestly whether you need a full audit.",
            action: { label: "Request a free review", href: "audits-contact" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ about
    {
      path: "about",
      title: "About ClearPath Accessibility",
      description:
        "A Rochester accessibility consultancy founded in 2016 by a former web developer and a screen reader user, with a team of certified auditors and testers.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "centered",
            eyebrow: "About us",
            heading: "Built by people who know what a locked-out web feels like",
            body: "ClearPath started in 2016 at a kitchen table in the South Wedge. Today we are a team of fourteen auditors, trainers and developers working out of the Mill Street lofts in downtown Rochester.",
            illustration: "users",
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "A developer and a screen reader user walk into a bank website",
            body: md`
              Dana Whitaker spent ten years building websites for Rochester agencies. Marcus Oyelaran, blind since birth,
              spent those same years filing complaints about them. They met in 2015 when Marcus couldn't pay his credit union
              bill online and Dana was the contractor called in to fix it.

              The fix took an afternoon. The lesson took longer: most barriers are not hard to remove, but teams
              rarely find out they exist until someone is shut out. ClearPath was founded to close that gap, by testing with
              the people affected and teaching the people who build.

              We are a woman-owned small business, certified by New York State as an MWBE, and more than a third of our
              testers are people with disabilities, paid the same rates as every other auditor.
            `,
            illustration: "lightbulb",
          },
        },
        {
          type: "features",
          props: {
            heading: "The people you'll work with",
            columns: 3,
            items: [
              {
                icon: "users",
                title: "Dana Whitaker, CPACC",
                body: "Co-founder and principal. Leads audit engagements and legal-risk conversations with clients' counsel.",
              },
              {
                icon: "eye",
                title: "Marcus Oyelaran, WAS",
                body: "Co-founder and lead assistive technology tester. JAWS user for 25 years; reviews every audit before it ships.",
              },
              {
                icon: "palette",
                title: "Priya Raman",
                body: "Design lead. Builds accessible design systems and teaches our Figma and content-design workshops.",
              },
              {
                icon: "graduation-cap",
                title: "Tom Kessler, CPWA",
                body: "Training director. Former RIT instructor who designed our developer bootcamp and e-learning modules.",
              },
              {
                icon: "hand-heart",
                title: "Aisha Belmont",
                body: "Vocational programs coordinator. Works with rehabilitation counselors and runs the Tester Pathway cohorts.",
              },
              {
                icon: "wrench",
                title: "Luis Ortega",
                body: "Remediation engineer. Pairs with client developers on React, WordPress, Shopify and PDF fixes.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "What we believe",
            items: [
              {
                title: "Test with disabled people, not just for them",
                body: "Lived experience finds the barriers that checklists miss, and it should be paid work.",
              },
              { title: "Teach, don't just report", body: "An audit that sits in a drawer helps no one. We pair with your team until fixes ship." },
              {
                title: "No overlays, no shortcuts",
                body: "We never sell widgets that promise instant compliance. Accessibility is fixed in the code and content.",
              },
              { title: "Say plainly what we found", body: "Reports written for owners and developers alike, with honest estimates of effort and risk." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Want to join us?",
            body: "We hire auditors, trainers and developers, and we train new testers through our vocational rehabilitation pathway.",
            action: { label: "Careers at ClearPath", href: "digital-accessibility-careers" },
            secondary: { label: "Contact us", href: "contact", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ audits
    {
      path: "accessibility-audits",
      title: "WCAG Accessibility Audits",
      description:
        "Manual WCAG 2.2 AA audits of websites, mobile apps and PDFs, with screen reader testing, prioritized findings and code-level fixes. Fixed quotes.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "WCAG 2.2 AA audits",
            heading: "Find every barrier, and know exactly how to fix it",
            body: "Our audits combine automated scanning, expert manual review and testing with assistive technology users. You get a clear report, a remediation plan ranked by impact, and a retest to confirm the fixes.",
            actions: [
              { label: "Request a quote", href: "audits-contact" },
              { label: "Read our WCAG 2.2 checklist", href: "wcag-2-2-checklist", variant: "secondary" },
            ],
            illustration: "search",
          },
        },
        {
          type: "features",
          props: {
            heading: "What every audit covers",
            columns: 3,
            items: [
              {
                icon: "clipboard-list",
                title: "All 55 WCAG 2.2 A and AA criteria",
                body: "Tested on a representative sample of templates and your most important user journeys: sign-up, checkout, booking, donation.",
              },
              {
                icon: "eye",
                title: "Screen reader testing",
                body: "NVDA with Firefox and Chrome, JAWS with Chrome, VoiceOver on macOS and iOS, TalkBack on Android.",
              },
              {
                icon: "target",
                title: "Keyboard and switch access",
                body: "Focus order, visible focus, traps, skip links and custom widgets tested without a mouse.",
              },
              {
                icon: "search",
                title: "Zoom, reflow and low vision",
                body: "Layouts checked at 200% and 400% zoom, 320 px width, Windows high-contrast mode and text spacing overrides.",
              },
              {
                icon: "lightbulb",
                title: "Cognitive accessibility",
                body: "Plain language, consistent help, error recovery and timeouts reviewed against WCAG 2.2's new criteria.",
              },
              {
                icon: "file-text",
                title: "Documents and media",
                body: "PDF tagging, reading order and form fields; captions, transcripts and audio description for video.",
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "How an audit runs",
            intro: "A typical website audit takes three to four weeks from kickoff to report.",
            items: [
              { title: "Scoping call (free)", body: "We agree the pages, templates and user journeys to test, and the environments we'll need access to." },
              {
                title: "Automated and manual review",
                body: "An auditor works through every success criterion on each sample page, using axe and our own manual checklist.",
              },
              {
                title: "Assistive technology testing",
                body: "Two testers who use assistive technology every day complete your key tasks and record where they get stuck.",
              },
              {
                title: "Report and walkthrough",
                body: "A findings report ranked by user impact, with code examples, delivered in a 90-minute call with your team.",
              },
              { title: "Retest", body: "Once you've made fixes, we retest every finding and issue a conformance letter you can share." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Audit pricing",
            intro: "Fixed prices agreed before we start. Paramount Chamber members receive 15% off any audit.",
            plans: [
              {
                name: "Quick check",
                price: "$1,450",
                description: "For small business sites that want to know where they stand.",
                features: ["Up to 8 pages or templates", "One key user journey", "Automated plus manual keyboard review", "Summary report and 45-minute call"],
                action: { label: "Ask about a quick check", href: "audits-contact", variant: "secondary" },
              },
              {
                name: "Full WCAG 2.2 AA audit",
                price: "From $4,800",
                description: "Our standard audit for websites and web applications.",
                features: [
                  "Up to 25 pages or templates",
                  "Three user journeys",
                  "Testing with assistive technology users",
                  "Detailed findings with code fixes",
                  "One full retest and conformance letter",
                ],
                highlighted: true,
                action: { label: "Request a quote", href: "audits-contact" },
              },
              {
                name: "Audit and ACR",
                price: "From $8,900",
                description: "For software vendors answering procurement and RFP requirements.",
                features: [
                  "Everything in the full audit",
                  "Mobile app or second platform",
                  "VPAT 2.5 Accessibility Conformance Report",
                  "Annual ACR update at half price",
                ],
                action: { label: "About VPATs", href: "vpat-and-acr-reports", variant: "secondary" },
              },
            ],
            note: "PDF libraries are quoted per document, from $38 per page for remediation. Larger or multi-site engagements are quoted individually.",
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Will an audit make us compliant with the ADA?",
                answer:
                  "The ADA does not yet name a technical standard for private businesses' websites, but courts and the Department of Justice routinely point to WCAG. An audit followed by remediation and a retest is the strongest position you can be in. We are not a law firm, and we're happy to work alongside your attorney.",
              },
              {
                question: "What do you need from us to start?",
                answer:
                  "A list of your most important pages and tasks, access to a staging site if you have one, and test accounts for anything behind a login. We sign NDAs and can test in your environment over a VPN.",
              },
              {
                question: "Do you fix the problems too?",
                answer:
                  "Our remediation engineers can pair with your developers or make fixes directly in WordPress, Shopify, Squarespace, React and Drupal sites, billed at $145 an hour. Most clients prefer we coach their own team so the knowledge stays in-house.",
              },
              {
                question: "We got a demand letter. How fast can you start?",
                answer:
                  "Call us. We hold two audit slots a month for urgent legal matters and can usually start within five business days, with a preliminary findings summary in ten.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Get a fixed quote in two business days",
            body: "Tell us about your site and the tasks that matter most. We'll reply with a scope, a price and a start date.",
            action: { label: "Start an audit enquiry", href: "audits-contact" },
            secondary: { label: "Call the audit team", href: TEL, variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ training
    {
      path: "accessibility-audit-training",
      title: "Accessibility Training for Teams",
      description:
        "Hands-on accessibility training for developers, designers, content editors and auditors: workshops, bootcamps and self-paced courses in Rochester or online.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Training and audit skills",
            heading: "Teach your team to build it right the first time",
            body: "Practical, role-based training taught by working auditors. Your people leave able to test their own work with a keyboard and a screen reader, and to run an internal accessibility audit.",
            actions: [
              { label: "Plan a training", href: "training-contact" },
              { label: "Try our WCAG 2.2 checklist", href: "wcag-2-2-checklist", variant: "secondary" },
            ],
            illustration: "graduation-cap",
          },
        },
        {
          type: "features",
          props: {
            heading: "Courses",
            intro: "Every course is available in person at your office or ours, or live online with captions and an ASL interpreter on request.",
            columns: 3,
            items: [
              {
                icon: "lightbulb",
                title: "Accessibility 101 (2 hours)",
                body: "For everyone: what disability looks like online, the law in plain terms, and five things anyone can check today.",
              },
              {
                icon: "file-text",
                title: "Accessible content (half day)",
                body: "Headings, links, alt text, plain language, accessible Word and PDF documents, and social media posts.",
              },
              {
                icon: "palette",
                title: "Inclusive design (1 day)",
                body: "Color and contrast, focus states, target sizes, form design and annotating Figma files for developers.",
              },
              {
                icon: "wrench",
                title: "Developer bootcamp (2 days)",
                body: "Semantic HTML, ARIA done right, focus management in single-page apps, and testing with axe, NVDA and VoiceOver.",
              },
              {
                icon: "clipboard-list",
                title: "Internal auditor course (3 days)",
                body: "Learn our audit method: sampling, testing all WCAG 2.2 AA criteria, writing findings and prioritizing fixes.",
              },
              {
                icon: "phone",
                title: "Customer service (90 minutes)",
                body: "Supporting callers who use assistive technology, relay services and accessible alternatives to online forms.",
              },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Training prices",
            plans: [
              {
                name: "Lunch and learn",
                price: "$650",
                period: "per session",
                features: ["Accessibility 101 or customer service", "Up to 40 people", "Slides and a one-page checklist"],
              },
              {
                name: "Team workshop",
                price: "$2,400",
                period: "per half day",
                features: ["Content or design workshops", "Up to 20 people", "Exercises on your own website", "Recording for your intranet"],
                highlighted: true,
                action: { label: "Book a workshop", href: "training-contact" },
              },
              {
                name: "Developer bootcamp",
                price: "$6,800",
                period: "two days",
                features: ["Up to 16 developers", "Labs on your codebase", "30 days of follow-up questions", "Certificates of completion"],
              },
              {
                name: "Internal auditor course",
                price: "$1,150",
                period: "per person",
                features: ["Public cohorts four times a year", "Rochester or live online", "Prepares for the IAAP WAS exam"],
              },
            ],
            note: "Nonprofits and public libraries receive 20% off. Training can be funded through many workforce development grants; ask us for a quote in the format your funder needs.",
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote: "Our content team went from 'what's alt text?' to fixing our whole PDF library. The exercises on our own site made it stick.",
                name: "Carla Nguyen",
                detail: "Web manager, Keuka Ridge College",
              },
              {
                quote: "The auditor course gave our QA team a method. We now catch most issues before release instead of after a complaint.",
                name: "Ben Alvarez",
                detail: "QA lead, Seneca Shores Credit Union",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Do people need to bring anything?",
                answer:
                  "A laptop. We install NVDA (free) beforehand on Windows machines; Mac users use the built-in VoiceOver. We send setup instructions a week ahead.",
              },
              {
                question: "Can you train a remote team across time zones?",
                answer: "Yes. Live online sessions can be split into two-hour blocks over several days, and every session is recorded with corrected captions.",
              },
              {
                question: "Is the training accessible?",
                answer:
                  "Always. Materials are sent in advance in accessible formats, sessions are captioned, and we provide ASL interpreters, large print or braille on request at no extra cost.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Build a training plan for your team",
            body: "Tell us who needs training and what they work on. We'll suggest a plan and dates.",
            action: { label: "Enquire about training", href: "training-contact" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ managed service
    {
      path: "accessibility-managed-service",
      title: "Managed Accessibility Service",
      description:
        "Ongoing accessibility monitoring, release retesting and an expert help desk for a flat monthly fee, so your site stays accessible after the audit.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Managed accessibility",
            heading: "Stay accessible after the audit, every release",
            body: "Websites change every week. Our managed service keeps watch: monthly monitoring, manual retesting of new features, an expert help desk and quarterly reports for your leadership and your lawyers.",
            actions: [
              { label: "Talk to us about managed service", href: "managed-contact" },
              { label: "Why not an overlay?", href: "blog/accessibility-overlays-wont-protect-you", variant: "secondary" },
            ],
            illustration: "shield-check",
          },
        },
        {
          type: "features",
          props: {
            heading: "What's included",
            columns: 2,
            items: [
              {
                icon: "calendar",
                title: "Monthly monitoring",
                body: "We scan your whole site every month and manually review the top 20 pages, flagging anything new since last time.",
              },
              {
                icon: "rocket",
                title: "Release retesting",
                body: "Send us a staging link before a launch. We test new features with a keyboard and screen readers within three business days.",
              },
              {
                icon: "phone",
                title: "Accessibility help desk",
                body: "Your developers, designers and editors can ask us anything by email or a scheduled call: 'Is this ARIA right?' 'Does this chart need a table?'",
              },
              {
                icon: "file-text",
                title: "Quarterly reports",
                body: "A plain-English summary of open issues, fixes made and trends, with an updated accessibility statement for your site.",
              },
              {
                icon: "siren",
                title: "Complaint response",
                body: "If a customer reports a barrier, we test it within one business day and help you reply and fix it.",
              },
              { icon: "graduation-cap", title: "Training credits", body: "Growth and Partner plans include seats in our public workshops for new staff." },
            ],
          },
        },
        {
          type: "pricing",
          props: {
            heading: "Managed service plans",
            intro: "Month-to-month after the first three months. Plans start after a baseline audit, or we'll include one.",
            plans: [
              {
                name: "Essentials",
                price: "$450",
                period: "per month",
                description: "For small business and nonprofit websites.",
                features: ["Monthly scan and manual review of 10 pages", "2 hours of help desk a month", "Quarterly report", "Accessibility statement upkeep"],
              },
              {
                name: "Growth",
                price: "$1,100",
                period: "per month",
                description: "For organizations shipping changes every month.",
                features: [
                  "Manual review of 20 pages",
                  "Up to 4 release retests a month",
                  "6 hours of help desk",
                  "Two workshop seats a year",
                  "One-business-day complaint response",
                ],
                highlighted: true,
                action: { label: "Start with Growth", href: "managed-contact" },
              },
              {
                name: "Partner",
                price: "Custom",
                description: "For multi-site organizations, colleges and public bodies.",
                features: ["Dedicated lead auditor", "Unlimited release retests", "Procurement reviews of new vendors", "Annual VPAT updates"],
                action: { label: "Ask for a quote", href: "managed-contact", variant: "secondary" },
              },
            ],
          },
        },
        {
          type: "steps",
          props: {
            heading: "Getting started",
            items: [
              { title: "Baseline", body: "We audit your site (or review a recent audit from another firm) to know where you stand." },
              { title: "Remediation plan", body: "Together we set a 90-day plan for the serious issues and assign owners on your team." },
              { title: "Monthly rhythm", body: "Monitoring, retesting and help desk settle into a routine your team can rely on." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Is this the same as an overlay or plugin?",
                answer:
                  "No. We install nothing on your site. Overlays try to patch pages in the browser and often make things worse for screen reader users. We find problems and help your team fix them in the source.",
              },
              {
                question: "Can we cancel?",
                answer: "After the first three months, plans are month-to-month with 30 days' notice. You keep every report and your accessibility statement.",
              },
              {
                question: "What platforms do you support?",
                answer:
                  "Anything that runs in a browser, plus iOS and Android apps. Most of our clients run WordPress, Shopify, Drupal, Squarespace or custom React sites.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Keep accessibility from slipping",
            action: { label: "Enquire about managed service", href: "managed-contact" },
            secondary: { label: EMAIL, href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ vocational rehabilitation
    {
      path: "vocational-rehabilitation",
      title: "Vocational Rehabilitation: Accessibility Tester Pathway",
      description:
        "A paid 12-week pathway preparing job seekers with disabilities for careers in digital accessibility testing, with placements and job coaching in Rochester.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Vocational rehabilitation programs",
            heading: "Your experience with assistive technology is a professional skill",
            body: "The ClearPath Tester Pathway is a paid 12-week program that trains job seekers with disabilities to test websites and apps for accessibility, followed by a paid placement on real client audits.",
            actions: [
              { label: "Talk to our coordinator", href: "contact" },
              { label: "Call Aisha Belmont", href: TEL, variant: "secondary" },
            ],
            illustration: "hand-heart",
          },
        },
        {
          type: "stats",
          props: {
            items: [
              { value: "9", label: "Cohorts completed since 2019" },
              { value: "71", label: "Graduates" },
              { value: "82%", label: "Employed in tech or testing within six months" },
              { value: "$22/hr", label: "Paid training wage from day one" },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Who it's for",
            heading: "Built for people who already know where the web breaks",
            body: md`
              Many of our best testers have spent years working around inaccessible websites. The pathway turns that
              experience into a profession. You might be a good fit if you:

              - use a screen reader, magnifier, voice control, switch or keyboard-only navigation, or are Deaf or hard of hearing
              - are comfortable using a computer and email for several hours a day, with your own assistive technology
              - are working with a vocational rehabilitation counselor, or are eligible to
              - are curious, patient and like explaining what went wrong

              No coding experience or degree is required.
            `,
            illustration: "users",
            reverse: true,
          },
        },
        {
          type: "steps",
          props: {
            heading: "How the pathway works",
            items: [
              {
                title: "Referral and conversation",
                body: "Most participants are referred by a vocational rehabilitation counselor; self-referrals are welcome too. We meet for an informal hour to talk about goals and access needs.",
              },
              {
                title: "Weeks 1-6: foundations",
                body: "WCAG 2.2, how browsers and assistive technology talk to each other, testing methods and writing clear bug reports. Three days a week, in person or remote.",
              },
              {
                title: "Weeks 7-12: supervised testing",
                body: "You test real client sites alongside a senior auditor, logging findings in Jira and presenting them to developers.",
              },
              {
                title: "Placement",
                body: "A paid 3-month placement with ClearPath or a partner employer, with job coaching and workplace accommodations arranged.",
              },
              {
                title: "Certification",
                body: "We cover the IAAP CPACC exam fee for graduates who want to sit it, and run study groups before each exam window.",
              },
            ],
          },
        },
        {
          type: "features",
          props: {
            heading: "For counselors and agencies",
            columns: 3,
            items: [
              {
                icon: "clipboard-list",
                title: "Progress reports",
                body: "Written progress reports every four weeks, in the format your agency needs, and a final competency assessment.",
              },
              {
                icon: "accessibility",
                title: "Accommodations",
                body: "We provide assistive technology licences, flexible schedules, ASL interpreters and accessible materials.",
              },
              {
                icon: "briefcase",
                title: "Employer network",
                body: "Placements with Rochester-area employers in software, finance, healthcare and higher education.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Does it cost participants anything?",
                answer: "No. Participants are paid from the first day. Program costs are covered by agency sponsorship, employer partners and ClearPath.",
              },
              {
                question: "Will my benefits be affected by the training wage?",
                answer:
                  "It can be. We ask every participant to speak with a benefits advisor before starting, and we can connect you with free work-incentives counseling.",
              },
              {
                question: "When does the next cohort start?",
                answer: "Cohorts start in February and September, with six to eight participants each. Referrals close six weeks before the start date.",
              },
            ],
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Refer someone or ask a question",
            intro: "Aisha Belmont coordinates the pathway. Call or email with the subject 'Tester Pathway' and she will reply within two business days.",
            showMap: false,
          },
        },
      ],
    },

    // ------------------------------------------------------------------ businesses
    {
      path: "businesses",
      title: "Accessibility for Small and Local Businesses",
      description:
        "Affordable accessibility help for restaurants, retailers, medical practices, wineries and nonprofits across Rochester and the Finger Lakes.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "For local businesses",
            heading: "Accessibility that fits a small business budget",
            body: "One in four adults in New York lives with a disability. If they can't book a table, read your menu or check out online, they go elsewhere. We help local businesses fix the barriers that matter most, without enterprise price tags.",
            actions: [
              { label: "Get a free review", href: "audits-contact" },
              { label: "Chamber member offer", href: "paramount-chamber", variant: "secondary" },
            ],
            illustration: "building",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we see most, by industry",
            columns: 3,
            items: [
              {
                icon: "utensils",
                title: "Restaurants and cafes",
                body: "Menus posted as images or PDFs, reservation widgets that trap the keyboard, and hours hidden in pictures.",
              },
              {
                icon: "wine",
                title: "Wineries and tasting rooms",
                body: "Age gates screen readers can't pass, ticketed events with unlabeled forms, and video tours without captions.",
              },
              {
                icon: "briefcase",
                title: "Retail and e-commerce",
                body: "Color-only product options, unlabeled filters and checkouts that time out before an assistive technology user can finish.",
              },
              {
                icon: "heart",
                title: "Medical and dental practices",
                body: "Patient intake PDFs that can't be filled in, online booking portals and patient-portal links that fail WCAG.",
              },
              {
                icon: "house",
                title: "Contractors and trades",
                body: "Quote-request forms without error messages, and before-and-after galleries with no descriptions.",
              },
              {
                icon: "heart-handshake",
                title: "Nonprofits",
                body: "Donation forms, event registration and annual reports that many supporters simply can't use.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Built for small teams",
            heading: "You don't need a developer on staff",
            body: md`
              Most small business sites run on Squarespace, Wix, Shopify or WordPress. We know where each platform helps
              and where it gets in the way, and our reports tell you which fixes you can make yourself in the editor and
              which need your web designer.

              Our **Quick check** ($1,450) covers up to eight pages and your most important task, with a 45-minute call to
              walk through the results. Many clients follow it with our **Essentials** managed plan at $450 a month.
            `,
            illustration: "wrench",
            action: { label: "See audit options", href: "accessibility-audits" },
          },
        },
        {
          type: "testimonials",
          props: {
            items: [
              {
                quote:
                  "I thought accessibility was for big companies. It turned out our online ordering was unusable with a keyboard. Two days of fixes later, we had our first order from a customer who'd been calling in for years.",
                name: "Sal DiNapoli",
                detail: "Owner, DiNapoli's Pizzeria, Webster",
                rating: 5,
              },
              {
                quote:
                  "ClearPath rebuilt our patient forms as accessible web forms and trained the front desk. Fewer phone calls, fewer errors, happier patients.",
                name: "Dr. Angela Reyes",
                detail: "Reyes Family Dentistry, Geneva",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Member of the Paramount Chamber of Commerce?",
            body: "Members get a free accessibility check-up and 15% off audits, training and managed service.",
            action: { label: "See the chamber program", href: "paramount-chamber" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ enquiry pages
    {
      path: "audits-contact",
      title: "Request an Accessibility Audit",
      description: "Ask for a WCAG audit quote: what to send us, what happens next and how quickly we can start. Fixed quotes within two business days.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Tell us about the website, app or documents you'd like audited and we'll reply within two business days with a
              proposed scope, a fixed price and a start date. Email the audit team at
              [audits@clearpathaccess.example](mailto:audits@clearpathaccess.example) or call ${PHONE}.

              ## What to include

              - The address of your site or app, and the platform it runs on if you know it (WordPress, Shopify, custom)
              - The three to five tasks that matter most to your customers, such as booking, buying, applying or donating
              - Anything behind a login, and whether a staging site is available
              - Your deadline, and whether you've received a complaint or demand letter
              - Whether you need a VPAT or Accessibility Conformance Report for a customer or RFP

              If you have a previous audit report from us or another firm, attach it. It often lets us narrow the scope and the price.
            `,
          },
        },
        {
          type: "steps",
          props: {
            heading: "What happens next",
            items: [
              { title: "Within two business days", body: "A lead auditor reviews your site and replies with questions or a proposal." },
              { title: "Free 30-minute scoping call", body: "We agree pages, journeys and deliverables, and answer your questions about timing and cost." },
              { title: "Signed proposal", body: "A fixed-price proposal and a start date, typically two to three weeks out." },
            ],
          },
        },
        {
          type: "notice",
          props: {
            tone: "warning",
            heading: "Received a legal demand letter?",
            body: "Call us directly rather than emailing. We hold urgent audit slots each month, can usually start within five business days, and are used to working alongside your attorney.",
          },
        },
        { type: "form", props: { heading: "Request an audit quote", form: "audit-request" } },
        {
          type: "contactDetails",
          props: { heading: "Reach the audit team", intro: "Our office is on Mill Street in downtown Rochester, near the High Falls. Visits by appointment." },
        },
      ],
    },
    {
      path: "training-contact",
      title: "Enquire About Accessibility Training",
      description: "Plan accessibility training for your team: who to include, formats and dates, and what we need to tailor workshops to your website.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Whether it's a lunch-and-learn for the whole office or a two-day bootcamp for your developers, we'll tailor the
              session to your team's tools and your own website. Email
              [training@clearpathaccess.example](mailto:training@clearpathaccess.example) or call ${PHONE} and ask for Tom Kessler.

              ## Helpful to tell us

              - Roughly how many people, and their roles (content, design, development, QA, customer service)
              - In person (your office, or our Mill Street training room for up to 24) or live online
              - Preferred dates or months, and any funding or grant requirements
              - Access needs of participants, so we can arrange captions, ASL interpreters or materials in advance
            `,
          },
        },
        {
          type: "features",
          props: {
            heading: "Upcoming public cohorts",
            intro: "Sending one or two people? Join a public cohort instead of booking a private session.",
            columns: 3,
            items: [
              { icon: "calendar-days", title: "Internal auditor course", body: "Three days, held quarterly in Rochester and online. $1,150 per person." },
              { icon: "calendar-days", title: "Accessible content", body: "Half-day online sessions every other month. $295 per person." },
              { icon: "calendar-days", title: "Developer bootcamp", body: "Two-day open bootcamp each spring and fall. $1,250 per person." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Prefer to talk it through?",
            body: "Tom runs a short call to understand your team before suggesting a plan. No obligation.",
            action: { label: "Email the training team", href: "mailto:training@clearpathaccess.example" },
            secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
          },
        },
        { type: "form", props: { heading: "Ask about training", form: "training-enquiry" } },
        { type: "contactDetails", props: { heading: "Training office", showMap: false } },
      ],
    },
    {
      path: "managed-contact",
      title: "Enquire About Managed Accessibility",
      description: "Start a managed accessibility plan: tell us about your sites, release schedule and team, and we'll recommend the right monthly plan.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              Managed service works best when we understand how your site changes. Send us a note at
              [managed@clearpathaccess.example](mailto:managed@clearpathaccess.example) and a client lead will set up a
              30-minute call.

              ## Tell us about

              - The sites and apps you'd like covered, and roughly how many pages each has
              - How often you release changes, and who makes them (in-house team, agency, platform vendor)
              - Any recent audit, from us or anyone else, and how much of it has been fixed
              - Whether you need regular reporting for a board, funder, insurer or legal team
            `,
          },
        },
        {
          type: "steps",
          props: {
            heading: "From enquiry to first report",
            items: [
              { title: "Intro call", body: "We learn how your team works and recommend Essentials, Growth or a Partner plan." },
              { title: "Baseline", body: "If you haven't had a recent audit, we run one at a discounted rate as part of onboarding." },
              { title: "Kickoff", body: "Help desk access for your team, a shared issue tracker and your first monitoring run within two weeks." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Before you sign up",
            items: [
              { question: "Is there a setup fee?", answer: "No setup fee for Essentials or Growth. Partner plans include onboarding in the quoted price." },
              {
                question: "Can our agency use the help desk?",
                answer: "Yes. Most clients add their web agency's developers as help desk users at no extra cost.",
              },
            ],
          },
        },
        { type: "form", props: { heading: "Talk to us about managed service", form: "managed-enquiry" } },
        { type: "contactDetails", props: { heading: "Talk to a client lead", showMap: false } },
      ],
    },
    {
      path: "contact",
      title: "Contact ClearPath Accessibility",
      description:
        "Call, email or visit our Rochester office on Mill Street. Find the right inbox for audits, training, managed service, careers and media questions.",
      blocks: [
        { type: "form", props: { heading: "Send us a message", form: "contact" } },
        {
          type: "contactDetails",
          props: {
            heading: "Get in touch",
            intro:
              "We answer the phone from 8:30 to 5 on weekdays. Email replies within one business day. Our office is step-free, with an accessible entrance on Mill Street and parking in the Platt Street garage.",
          },
        },
        {
          type: "features",
          props: {
            heading: "Which inbox?",
            columns: 3,
            items: [
              { icon: "search", title: "Audits and quotes", body: "audits@clearpathaccess.example", href: "audits-contact", linkLabel: "Audit enquiries" },
              {
                icon: "graduation-cap",
                title: "Training",
                body: "training@clearpathaccess.example",
                href: "training-contact",
                linkLabel: "Training enquiries",
              },
              {
                icon: "shield-check",
                title: "Managed service",
                body: "managed@clearpathaccess.example",
                href: "managed-contact",
                linkLabel: "Managed enquiries",
              },
              {
                icon: "hand-heart",
                title: "Tester Pathway referrals",
                body: "pathway@clearpathaccess.example, or call and ask for Aisha Belmont.",
                href: "vocational-rehabilitation",
                linkLabel: "About the pathway",
              },
              { icon: "briefcase", title: "Careers", body: "careers@clearpathaccess.example", href: "digital-accessibility-careers", linkLabel: "Careers" },
              {
                icon: "megaphone",
                title: "Media and speaking",
                body: "hello@clearpathaccess.example. We speak at conferences, chambers and schools across upstate New York.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Before you write",
            items: [
              {
                question: "Can I report an accessibility problem on another company's website?",
                answer:
                  "We can't act on another company's behalf, but we're happy to suggest how to raise it with them. If you'd like, tell us and we'll send a short guide.",
              },
              {
                question: "Can I contact you another way?",
                answer:
                  "Yes. We accept calls through any relay service, text messages to the main number, and video calls with an ASL interpreter booked on request.",
              },
            ],
          },
        },
      ],
    },
    {
      path: "thank-you",
      title: "Thank You for Contacting ClearPath",
      description: "We've received your enquiry. Here's what happens next, how quickly we reply, and some reading while you wait for our team.",
      blocks: [
        {
          type: "notice",
          props: {
            tone: "success",
            heading: "Your message is on its way",
            body: "Thanks for getting in touch. A member of our team will reply within one business day, or two for audit quotes. A copy of your message has been sent to your email address.",
          },
        },
        {
          type: "steps",
          props: {
            heading: "What happens next",
            items: [
              { title: "We read it properly", body: "The right person on our team, not a bot, reviews your enquiry and any links or files you sent." },
              {
                title: "We reply with questions or a proposal",
                body: "For audits we often take a first look at your site before replying, so our questions are specific.",
              },
              { title: "We set up a call if it helps", body: "Calls are free and last about 30 minutes. We can use phone, Zoom or Teams, with captions on." },
            ],
          },
        },
        {
          type: "linkList",
          props: {
            heading: "While you wait",
            items: [
              { title: "WCAG 2.2 checklist", href: "wcag-2-2-checklist", description: "The 55 A and AA success criteria, explained in plain language." },
              {
                title: "Writing an accessibility statement",
                href: "accessibility-statement-guide",
                description: "What to include and a template you can adapt.",
              },
              {
                title: "Why automated scanners miss most problems",
                href: "blog/why-automated-scanners-miss-most-problems",
                description: "What tools catch and what they don't.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Something urgent?",
            body: "If you've received a legal complaint, please call rather than wait for an email.",
            action: { label: `Call ${PHONE}`, href: TEL },
            secondary: { label: "Back to home", href: "", variant: "secondary" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ search
    {
      path: "search",
      title: "Search ClearPath",
      description: "Search ClearPath's guides, blog posts and service pages, or jump straight to the accessibility topics people look up most often.",
      blocks: [
        { type: "search", props: { placeholder: "Search guides, services and articles" } },
        {
          type: "richText",
          props: {
            doc: md`
              Looking for something specific? Search our service pages, plain-language guides and blog. If you can't find
              what you need, email [hello@clearpathaccess.example](mailto:hello@clearpathaccess.example) and a real person
              will point you in the right direction.
            `,
          },
        },
        {
          type: "linkList",
          props: {
            heading: "Popular topics",
            items: [
              { title: "WCAG 2.2 checklist", href: "wcag-2-2-checklist", description: "Every A and AA success criterion, in plain language." },
              {
                title: "What's new in WCAG 2.2",
                href: "blog/what-changed-in-wcag-2-2",
                description: "The nine new success criteria and the one that was removed.",
              },
              {
                title: "The ADA and your website",
                href: "blog/ada-and-your-website-new-york",
                description: "What small businesses in New York should know about lawsuits and demand letters.",
              },
              {
                title: "Accessibility overlays",
                href: "blog/accessibility-overlays-wont-protect-you",
                description: "Why widgets don't make a site compliant.",
              },
              {
                title: "Screen reader testing",
                href: "blog/how-we-test-with-screen-readers",
                description: "How we test with NVDA, JAWS, VoiceOver and TalkBack.",
              },
              {
                title: "Accessible forms",
                href: "blog/accessible-forms-labels-and-errors",
                description: "Labels, errors and checkouts that work for everyone.",
              },
              { title: "Accessibility statements", href: "accessibility-statement-guide", description: "What to publish and how to keep it honest." },
              { title: "VPATs and ACRs", href: "vpat-and-acr-reports", description: "Conformance reports for software vendors and procurement." },
              { title: "Audit pricing", href: "accessibility-audits", description: "What a WCAG audit costs and what it includes." },
              { title: "Blog archive by topic", href: "blog", description: "All articles on WCAG, testing, law and policy, and design." },
            ],
          },
        },
      ],
    },

    // ------------------------------------------------------------------ careers
    {
      path: "digital-accessibility-careers",
      title: "Careers in Digital Accessibility at ClearPath",
      description:
        "Work as an accessibility auditor, trainer or remediation engineer at ClearPath in Rochester: hybrid work, fair pay and a team that tests what it preaches.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "split",
            eyebrow: "Careers",
            heading: "Do work that opens doors, literally and digitally",
            body: "We're a team of fourteen in downtown Rochester, with auditors, trainers and engineers who spend their days making the web work for more people. We hire a few people each year and grow our own testers through the Tester Pathway.",
            actions: [
              { label: "Email careers@", href: "mailto:careers@clearpathaccess.example" },
              { label: "About the Tester Pathway", href: "vocational-rehabilitation", variant: "secondary" },
            ],
            illustration: "briefcase",
          },
        },
        {
          type: "features",
          props: {
            heading: "Roles we hire for",
            columns: 3,
            items: [
              {
                icon: "search",
                title: "Accessibility auditor",
                body: "Test websites and apps against WCAG 2.2, write findings and walk clients through fixes. $62,000-$84,000.",
              },
              {
                icon: "eye",
                title: "Assistive technology tester",
                body: "Complete real tasks with your own screen reader, magnifier or switch setup and record barriers. Part-time or full-time, from $24 an hour.",
              },
              {
                icon: "wrench",
                title: "Remediation engineer",
                body: "Pair with client developers on React, WordPress and Shopify code. Strong HTML, CSS and ARIA. $78,000-$102,000.",
              },
              {
                icon: "graduation-cap",
                title: "Trainer",
                body: "Design and teach workshops for designers, developers and content teams. Experience teaching adults required.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "How we work",
            heading: "A workplace that practices what we audit",
            body: md`
              Every internal tool we use is tested for accessibility before we adopt it. Meetings are captioned by default,
              documents are shared in accessible formats, and accommodations are arranged without a doctor's note.

              - Hybrid: our Mill Street office two days a week, or fully remote within New York State
              - 4 weeks paid vacation plus the week between Christmas and New Year's
              - 100% employer-paid health, dental and vision for employees
              - $2,000 a year for conferences, courses and IAAP certification
              - 401(k) with a 4% match
            `,
            illustration: "heart-handshake",
          },
        },
        {
          type: "steps",
          props: {
            heading: "Our hiring process",
            intro: "Tell us in your first email if you need any adjustments; we'll arrange them for every step.",
            items: [
              {
                title: "Send a short note",
                body: "Email careers@clearpathaccess.example with your resume and a few lines about why accessibility matters to you.",
              },
              { title: "Conversation", body: "A 30-minute call with the hiring manager. Questions are sent a day ahead." },
              { title: "Paid exercise", body: "A two-hour practical task relevant to the role, paid at $60, done on your own time with your own tools." },
              { title: "Meet the team", body: "An hour with two colleagues, then a decision within a week." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "Are there open positions right now?",
                answer: "We post current openings on LinkedIn and send them to our careers mailing list. We also welcome speculative applications year-round.",
              },
              {
                question: "Do I need an IAAP certification?",
                answer: "No. Many of our auditors earned CPACC or WAS after joining, with exam fees paid by us.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Interested?",
            body: "Write to us even if no role is posted. We keep every note and reach out when something fits.",
            action: { label: "Email careers@clearpathaccess.example", href: "mailto:careers@clearpathaccess.example" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ blog index
    {
      path: "blog",
      title: "The ClearPath Blog",
      description: "Plain-language articles on WCAG 2.2, accessibility testing, ADA law and policy, and inclusive design, written by our auditors and testers.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "centered",
            eyebrow: "Blog",
            heading: "Accessibility, explained by the people who test it",
            body: "Practical guides for business owners, designers and developers. New articles about twice a month.",
            illustration: "newspaper",
          },
        },
        { type: "postList", props: { heading: "Latest articles" } },
        {
          type: "linkList",
          props: {
            heading: "Guides worth bookmarking",
            items: [
              { title: "WCAG 2.2 checklist", href: "wcag-2-2-checklist" },
              { title: "Accessibility statement guide", href: "accessibility-statement-guide" },
              { title: "VPATs and Accessibility Conformance Reports", href: "vpat-and-acr-reports" },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Get new articles by email",
            body: "One short email a month with our latest articles and upcoming workshops. Write to us with the subject 'Subscribe'.",
            action: { label: "Subscribe by email", href: "mailto:hello@clearpathaccess.example?subject=Subscribe" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ resources
    {
      path: "wcag-2-2-checklist",
      title: "WCAG 2.2 AA Checklist in Plain Language",
      description:
        "A plain-language WCAG 2.2 Level AA checklist for websites: perceivable, operable, understandable and robust, with the new 2.2 criteria highlighted.",
      blocks: [
        {
          type: "notice",
          props: {
            tone: "info",
            heading: "How to use this checklist",
            body: "This is a summary of the WCAG 2.2 Level A and AA success criteria for quick self-checks. It isn't a substitute for testing with assistive technology, and the official W3C text is the authority when in doubt.",
          },
        },
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              ## Perceivable: can people take in the content?

              - **Text alternatives (1.1.1):** every meaningful image, icon and chart has alt text; decorative images are hidden from screen readers.
              - **Captions and transcripts (1.2.1-1.2.5):** prerecorded video has accurate captions and audio description; audio has a transcript; live video has captions.
              - **Structure (1.3.1):** headings, lists, tables and form labels are real HTML structure, not just bold or large text.
              - **Meaningful order (1.3.2) and sensory characteristics (1.3.3):** reading order makes sense, and instructions don't rely on shape, position or color alone.
              - **Orientation (1.3.4) and input purpose (1.3.5):** works in portrait and landscape; personal-data fields use autocomplete.
              - **Color (1.4.1):** color is never the only way information is shown.
              - **Contrast (1.4.3, 1.4.11):** text has 4.5:1 contrast (3:1 for large text); icons, borders of inputs and focus indicators have 3:1.
              - **Resize and reflow (1.4.4, 1.4.10):** text enlarges to 200% and content reflows at 320 CSS pixels wide without horizontal scrolling.
              - **Text spacing (1.4.12) and hover content (1.4.13):** nothing breaks when spacing is increased; tooltips can be dismissed and hovered.

              ## Operable: can people use it?

              - **Keyboard (2.1.1, 2.1.2):** everything works with a keyboard alone, and focus never gets trapped.
              - **Timing (2.2.1, 2.2.2):** time limits can be extended; moving or auto-updating content can be paused.
              - **Flashing (2.3.1):** nothing flashes more than three times a second.
              - **Navigation (2.4.1-2.4.7):** skip links, descriptive page titles, logical focus order, clear link text, multiple ways to find pages, descriptive headings and a visible focus indicator.
              - **New in 2.2, Focus not obscured (2.4.11):** sticky headers, cookie banners and chat bubbles don't hide the focused element.
              - **Pointer gestures and cancellation (2.5.1, 2.5.2):** multi-finger or path gestures have a single-pointer alternative; actions fire on release.
              - **Label in name (2.5.3) and motion actuation (2.5.4):** visible labels match accessible names; shake-to-undo has an alternative.
              - **New in 2.2, Dragging movements (2.5.7):** anything done by dragging can also be done with simple clicks or taps.
              - **New in 2.2, Target size (2.5.8):** click and tap targets are at least 24 by 24 CSS pixels, or spaced apart.

              ## Understandable: can people make sense of it?

              - **Language (3.1.1, 3.1.2):** the page language and any changes of language are set in the code.
              - **Predictable (3.2.1-3.2.4):** focusing or changing a field doesn't trigger surprise navigation; menus and labels are consistent.
              - **New in 2.2, Consistent help (3.2.6):** contact details or help links appear in the same place on every page.
              - **Errors (3.3.1-3.3.4):** errors are identified in text, fields have labels and instructions, suggestions are given, and legal or financial submissions can be reviewed.
              - **New in 2.2, Redundant entry (3.3.7):** don't make people retype information they already gave in the same process.
              - **New in 2.2, Accessible authentication (3.3.8):** logins don't require memorizing or transcribing, so allow password managers and paste, or offer another method.

              ## Robust: does it work with assistive technology?

              - **Name, role, value (4.1.2):** custom controls expose their name, role and state to assistive technology.
              - **Status messages (4.1.3):** messages such as "Added to cart" or "3 results" are announced without moving focus.
              - **Removed in 2.2:** 4.1.1 Parsing is obsolete and no longer needs to be tested.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Want a second pair of eyes?",
            body: "Our Quick check reviews up to eight pages against this full list, with a prioritized summary.",
            action: { label: "Request a quick check", href: "audits-contact" },
            secondary: { label: "Read what changed in 2.2", href: "blog/what-changed-in-wcag-2-2", variant: "secondary" },
          },
        },
      ],
    },
    {
      path: "accessibility-statement-guide",
      title: "How to Write an Accessibility Statement",
      description: "What a good website accessibility statement includes, what to avoid, and a simple template your business can adapt and keep up to date.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
              An accessibility statement tells visitors how accessible your website is, what you're doing about the gaps,
              and how to reach you if something doesn't work. A good one builds trust; a vague or inflated one can do the
              opposite, and it won't protect you legally on its own.

              ## What to include

              - **Your commitment:** one or two sentences, in plain language, about making the site usable for everyone.
              - **The standard you aim for:** usually WCAG 2.2 Level AA.
              - **Current status:** honest. "Partially conforms" is a perfectly respectable answer when it's true.
              - **Known issues:** list the barriers you know about and when you expect to fix them, with workarounds.
              - **How you test:** for example, an independent audit on a named date plus monthly checks.
              - **Contact details:** a phone number and email address that a person answers, and how quickly they'll respond.
              - **Date:** when the statement was last reviewed.

              ## What to avoid

              - Claims of "100% compliance" or "ADA certified". No such certification exists.
              - Statements that rely on an overlay widget as evidence of accessibility.
              - Contact forms as the only way to report a problem: if the form is the barrier, people are stuck.
            `,
          },
        },
        {
          type: "steps",
          props: {
            heading: "Keep it honest in four steps",
            items: [
              { title: "Test", body: "Base the statement on a real audit, not a scanner score." },
              { title: "Publish", body: "Link it from the footer of every page, labeled 'Accessibility'." },
              { title: "Respond", body: "Log every report you receive and reply within two business days." },
              { title: "Review", body: "Update known issues after each release, and the whole statement at least once a year." },
            ],
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## A short template

              _[Business name] wants everyone to be able to use our website. We aim to meet the Web Content Accessibility
              Guidelines (WCAG) 2.2 at Level AA. Our site was last tested by [auditor] on [date] and partially conforms: the
              known issues are listed below, with dates we plan to fix them. If anything on the site is hard to use, please
              call [phone] or email [address] and we will help you directly and reply within two business days._

              You can see how we apply this to ourselves in our own [accessibility policy](accessibility-policy).
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Need a statement you can stand behind?",
            body: "Managed-service clients get their statement written and updated every quarter.",
            action: { label: "About managed service", href: "accessibility-managed-service" },
          },
        },
      ],
    },
    {
      path: "vpat-and-acr-reports",
      title: "VPATs and Accessibility Conformance Reports",
      description:
        "Independent VPAT 2.5 Accessibility Conformance Reports for software vendors selling to colleges, hospitals, governments and large companies.",
      blocks: [
        {
          type: "split",
          props: {
            eyebrow: "For software vendors",
            heading: "The report buyers ask for, written by someone who tested",
            body: md`
              Colleges, hospitals, state agencies and large companies increasingly ask vendors for an **Accessibility
              Conformance Report (ACR)**, written using the ITI **VPAT** template. Buyers have learned to spot reports
              that were filled in without testing.

              Our ACRs are based on a full WCAG 2.2 AA audit of your product, list every partial support honestly, and
              come with a remediation roadmap you can share with customers.
            `,
            illustration: "file-text",
          },
        },
        {
          type: "features",
          props: {
            heading: "Editions we prepare",
            columns: 3,
            items: [
              { icon: "badge-check", title: "WCAG edition", body: "The most common request: conformance with WCAG 2.2 A and AA." },
              {
                icon: "landmark",
                title: "Section 508 edition",
                body: "For U.S. federal and many state procurements, including hardware and support documentation criteria.",
              },
              {
                icon: "scale",
                title: "EU and INT editions",
                body: "EN 301 549 for European customers, or the International edition covering all three standards.",
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            items: [
              {
                question: "How long does an ACR take?",
                answer: "Four to six weeks for a typical web application, including the audit. Updates for new releases take one to two weeks.",
              },
              {
                question: "Can we write it ourselves?",
                answer:
                  "You can, and the VPAT template is free. Buyers trust reports prepared by an independent auditor more, and our reports name the tester and the test date.",
              },
              {
                question: "What if our product doesn't conform yet?",
                answer:
                  "That's normal. An honest ACR with 'partially supports' and a dated roadmap is far more persuasive to buyers than an unsupported claim of full conformance.",
              },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Answering an RFP soon?",
            body: "Send us the due date. We can often deliver a preliminary ACR within three weeks.",
            action: { label: "Request an ACR quote", href: "audits-contact" },
          },
        },
      ],
    },

    // ------------------------------------------------------------------ policies
    {
      path: "accessibility-policy",
      title: "ClearPath Accessibility Policy",
      description: "Our commitment to accessibility on this website and in our services: the standards we meet, known issues, and how to report a barrier.",
      blocks: [
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              ## Our commitment

              ClearPath Accessibility LLC is committed to making our website, documents, training and services usable by
              everyone, including people with disabilities. We hold ourselves to the same standard we recommend to our clients.

              ## Standard we follow

              This website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA. We also apply
              selected Level AAA criteria, including enhanced contrast for body text and visible focus indicators that
              meet the 2.4.13 Focus Appearance criterion.

              ## How we test

              - Every page template is tested by hand with a keyboard, NVDA with Firefox, JAWS with Chrome and VoiceOver on macOS and iOS before release.
              - An auditor who did not build the page reviews each new template.
              - We scan the whole site automatically each week and review the results.
              - Twice a year, members of our Tester Pathway cohort test the site end to end as part of their training.

              This website was last fully audited on the first business day of this quarter. It conforms to WCAG 2.2 Level AA,
              with the known issues listed below.

              ## Known issues

              - Some older PDF slide decks in our blog archive (before 2021) are not fully tagged. Accessible versions are available on request within two business days.
              - Embedded conference videos hosted by third parties may have auto-generated captions. We are replacing them with corrected captions.

              ## Our services and events

              - Training materials are sent in advance in accessible digital formats; large print and braille are available on request.
              - All live sessions are captioned. ASL interpreters are provided on request at no cost to participants.
              - Our Mill Street office has a step-free entrance, an elevator, an accessible restroom and a quiet room.

              ## Reporting a barrier

              If anything on this website or in our services is hard to use, please tell us. Call (585) 555-0167 (relay calls
              welcome), text the same number, or email [access@clearpathaccess.example](mailto:access@clearpathaccess.example).
              We acknowledge every report within one business day and aim to fix or provide an alternative within five.

              ## Formal complaints

              If you're not satisfied with our response, write to our principal, Dana Whitaker, at the address on our
              [contact page](contact). You may also contact the U.S. Department of Justice or the New York State Division of Human Rights.

              This policy is reviewed every year and whenever the site is redesigned.
            `,
          },
        },
        { type: "contactDetails", props: { heading: "Report an accessibility barrier", showMap: false } },
      ],
    },
    {
      path: "privacy",
      title: "Privacy Policy",
      description:
        "How ClearPath Accessibility collects, uses, shares and protects personal information from website visitors, clients, trainees and applicants.",
      blocks: [
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              This policy explains how ClearPath Accessibility LLC ("ClearPath", "we", "us"), 250 Mill Street, Suite 310,
              Rochester, NY 14614, handles personal information. It covers this website, our audit, training and managed
              services, the Tester Pathway program and job applications.

              ## Information we collect

              - **Information you give us:** name, organization, email, phone, and the content of your messages when you contact us, book training or apply for a job.
              - **Client project data:** website addresses, test accounts and credentials, and any documents you share for an audit.
              - **Program information:** for Tester Pathway participants, information shared by you or your vocational rehabilitation counselor, including access needs and progress notes.
              - **Website usage:** pages visited, browser type and approximate location, collected by privacy-focused analytics that do not use cookies or build profiles.

              We do not record which assistive technology visitors use on our website.

              ## How we use it

              - To reply to enquiries, prepare proposals and deliver the services you ask for
              - To arrange accommodations for training participants and program members
              - To send our monthly email, only if you have asked for it
              - To improve our website and keep it secure
              - To meet legal, tax and accounting obligations

              ## Sharing

              We do not sell personal information. We share it only with service providers who help us run the business
              (email, file storage, accounting, video conferencing), under contracts that require them to protect it; with
              your vocational rehabilitation agency, if you are a program participant and have agreed; and when required by law.

              ## Client confidentiality

              Audit findings, credentials and client materials are confidential. Test credentials are stored in an encrypted
              password manager and deleted within 30 days of the final retest. We do not name clients publicly without permission.

              ## Retention

              Enquiries are kept for two years; client project files for seven years after the engagement; job applications
              for one year unless you ask us to delete them sooner; program records for as long as your sponsoring agency requires.

              ## Your choices and rights

              You can ask to see, correct or delete the personal information we hold about you, or to stop receiving emails, by
              writing to [privacy@clearpathaccess.example](mailto:privacy@clearpathaccess.example). We will respond within 30 days.
              If we experience a security breach affecting your information, we will notify you as required by New York's SHIELD Act.

              ## Children

              Our website and services are not directed at children under 13, and we do not knowingly collect their information.

              ## Changes

              We will post any changes on this page and update the date below. Significant changes will be emailed to current clients.

              _We review this policy every January and whenever our services change._
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Questions about your data?",
            action: { label: "Email privacy@clearpathaccess.example", href: "mailto:privacy@clearpathaccess.example" },
          },
        },
      ],
    },
    {
      path: "terms",
      title: "Terms of Use and Service",
      description:
        "The terms that apply to using the ClearPath website and to our audit, training and managed accessibility services, including payment and liability.",
      blocks: [
        {
          type: "richText",
          props: {
            width: "wide",
            doc: md`
              These terms apply to your use of this website and, unless a signed agreement says otherwise, to services
              provided by ClearPath Accessibility LLC. By using the site or engaging us, you agree to them.

              ## Using this website

              The articles, checklists and templates on this site are provided for general information. You may share and
              adapt them for your own organization's use with credit to ClearPath. You may not resell them or present them as
              your own professional advice.

              ## Not legal advice

              We are accessibility consultants, not lawyers. Nothing on this website or in our reports is legal advice, and
              an audit or conformance letter is not a guarantee that you will not receive a complaint or lawsuit. Please
              consult an attorney about your legal obligations.

              ## Our services

              - **Scope.** Each engagement is described in a written proposal. Work outside that scope is quoted separately.
              - **Access.** You are responsible for giving us access to the environments, accounts and materials we need, and for having the right to share them.
              - **Point-in-time results.** An audit reflects the pages and versions we tested on the dates we tested them. Later changes may introduce new issues.
              - **Reports.** Once paid for, you may use our reports for any internal purpose and share them with customers, regulators and advisers.

              ## Fees and payment

              Audits are invoiced 50% at signing and 50% on delivery of the report. Training is invoiced on booking. Managed
              service plans are invoiced monthly in advance. Invoices are due within 30 days. Training cancelled with less
              than 10 business days' notice is charged at 50%, unless we can reschedule.

              ## Confidentiality

              Both parties keep each other's non-public information confidential. We are happy to sign your NDA before a
              scoping call.

              ## Limitation of liability

              To the extent the law allows, our total liability for any claim relating to our services is limited to the fees
              you paid for the service in question in the twelve months before the claim. We are not liable for indirect or
              consequential losses.

              ## Governing law

              These terms are governed by the laws of the State of New York. Any dispute will be heard in the courts of
              Monroe County, New York.

              ## Contact

              Questions about these terms can be sent to [hello@clearpathaccess.example](mailto:hello@clearpathaccess.example)
              or to our office at 250 Mill Street, Suite 310, Rochester, NY 14614.

              _We review these terms every January. The version published here is the one in force._
            `,
          },
        },
        {
          type: "linkList",
          props: {
            heading: "Related policies",
            items: [
              { title: "Privacy policy", href: "privacy" },
              { title: "Accessibility policy", href: "accessibility-policy" },
            ],
          },
        },
      ],
    },
  ],

  // ------------------------------------------------------------------ blog
  categories: [
    { slug: "wcag", name: "WCAG", description: "The Web Content Accessibility Guidelines, explained criterion by criterion." },
    { slug: "testing", name: "Testing", description: "How to test with assistive technology, tools and real users." },
    { slug: "law-and-policy", name: "Law and policy", description: "The ADA, Section 508, state rules and what they mean for you." },
    { slug: "design", name: "Design", description: "Inclusive design for color, forms, content and interaction." },
  ],
  posts: [
    {
      slug: "what-changed-in-wcag-2-2",
      title: "What changed in WCAG 2.2, in plain language",
      excerpt: "Nine new success criteria, one removed. Here's what each means for your website, and the three that trip up most sites we audit.",
      author: "Marcus Oyelaran",
      categories: ["wcag"],
      publishedDaysAgo: 9,
      body: md`
        The W3C published WCAG 2.2 in October 2023, and it is now the version we audit against by default. If your site
        met WCAG 2.1 AA, you are most of the way there: 2.2 keeps everything from 2.1 except one criterion, and adds nine
        new ones. Six of those are at Level A or AA, the levels most laws and contracts point to.

        ## The one that went away

        **4.1.1 Parsing** has been removed. It required valid, well-formed HTML, which mattered in the days when assistive
        technology parsed markup directly. Modern browsers handle malformed code consistently, so the criterion no longer
        catches real barriers. You can stop chasing duplicate-ID warnings that don't affect anyone, though duplicate IDs
        that break label associations still fail other criteria.

        ## The new Level A and AA criteria

        - **2.4.11 Focus Not Obscured (Minimum), AA.** When something receives keyboard focus, it can't be completely hidden by a sticky header, cookie banner or chat bubble.
        - **2.5.7 Dragging Movements, AA.** Anything you can do by dragging, such as reordering a list or moving a slider, must also work with single clicks or taps.
        - **2.5.8 Target Size (Minimum), AA.** Click and tap targets must be at least 24 by 24 CSS pixels, or have enough space around them. Inline links in text are exempt.
        - **3.2.6 Consistent Help, A.** If you offer help, such as a phone number, chat or contact link, it appears in the same relative place on each page.
        - **3.3.7 Redundant Entry, A.** Don't ask people to type the same information twice in one process. Offer "same as shipping address" or fill it in for them.
        - **3.3.8 Accessible Authentication (Minimum), AA.** Logins can't depend on a cognitive test such as remembering a password or solving a puzzle, unless there's an alternative. Allowing paste and password managers usually satisfies it.

        ## The three we see fail most often

        ### Sticky headers hiding focus

        Tab through almost any e-commerce site and the focus indicator slides underneath a sticky header. The fix is
        often a single line of CSS, scroll-padding-top set to the header's height, but someone has to notice first.

        ### Tiny icon buttons

        Close buttons on modals, quantity steppers and social icons in footers are often 16 pixels square with no spacing.
        Increase the padding, not the icon, to keep the design intact.

        ### Login pages that block paste

        Some sites disable paste in password fields, believing it improves security. It doesn't, and it now fails WCAG
        2.2. Let password managers do their job.

        ## What to do next

        Run through our [WCAG 2.2 checklist](wcag-2-2-checklist), paying special attention to the items marked "new in
        2.2". If you had an audit against 2.1 in the past two years, you don't need a full re-audit: ask us about a 2.2
        gap review, which focuses on the new criteria and usually takes a few days.
      `,
    },
    {
      slug: "how-we-test-with-screen-readers",
      title: "How we test with screen readers: NVDA, JAWS, VoiceOver and TalkBack",
      excerpt: "Which screen reader and browser pairings we use, why we test on more than one, and what a tester actually listens for.",
      author: "Marcus Oyelaran",
      categories: ["testing"],
      publishedDaysAgo: 23,
      body: md`
        I've used a screen reader every day for 25 years. When I test a website for a client, I'm not running a script:
        I'm trying to do what a customer would do, and listening for the moments where the page stops making sense.
        Here's how our team structures that work.

        ## The pairings we test

        Screen readers behave differently depending on the browser, so we test combinations rather than products. Our
        default set, based on the WebAIM screen reader surveys and what our own clients' customers use, is:

        - **NVDA with Firefox and Chrome** on Windows: free, widely used, and strict about code that's wrong
        - **JAWS with Chrome** on Windows: still dominant in workplaces and government
        - **VoiceOver with Safari** on macOS and iOS: essential because so many people browse on iPhones
        - **TalkBack with Chrome** on Android, for mobile-heavy sites and apps

        For a small site we may test two pairings in depth and spot-check the rest. For apps with complex widgets we test all of them.

        ## What we listen for

        ### Names, roles and states

        Every control should announce what it is, what it's called and what state it's in: "Size, collapsed, button" or
        "Subscribe to newsletter, checkbox, not checked". Custom components built from div elements often announce
        nothing at all.

        ### Structure

        Screen reader users skim by headings, landmarks and links. We pull up the headings list and the links list on
        every page. If the headings read "Welcome, Our Services, Learn More, Learn More, Learn More", there's work to do.

        ### Changes on the page

        When you add an item to a cart, filter a product list or get a form error, does the screen reader say anything?
        Silent updates are one of the most common serious barriers we find.

        ### Focus after actions

        When a modal opens, focus should move into it; when it closes, focus should return to the button that opened it.
        Lost focus drops the user back at the top of the page, which on a long page is exhausting.

        ## Why testers with lived experience matter

        A sighted auditor can learn NVDA's commands, and our sighted auditors do. But daily users notice things that
        newcomers don't: verbosity that slows a task to a crawl, a reading order that technically works but is confusing,
        or a pattern that's conformant yet far harder than it needs to be. We record those as usability findings alongside
        WCAG failures, so clients can decide what to prioritize.

        ## Try it yourself

        Download NVDA (it's free), open your own home page and press H to move between headings. Then try to complete your
        most important task using only the keyboard and your ears. It's humbling, and it's the best ten minutes you'll
        spend on accessibility this year. When you're ready for a full picture, our [audits](accessibility-audits) include
        all four pairings.
      `,
    },
    {
      slug: "ada-and-your-website-new-york",
      title: "The ADA and your website: what New York small businesses should know",
      excerpt: "New York sees more website accessibility lawsuits than almost any other state. A plain-language look at the risk and the sensible response.",
      author: "Dana Whitaker",
      categories: ["law-and-policy"],
      publishedDaysAgo: 41,
      body: md`
        Every month, a few business owners call us holding a letter from a law firm they've never heard of, alleging that
        their website violates the Americans with Disabilities Act. Most are small: a restaurant in Pittsford, a boutique
        in Skaneateles, a dental practice in Victor. Here's what we tell them. (We're not lawyers, and this isn't legal
        advice; please talk to one.)

        ## Does the ADA apply to websites?

        Title III of the ADA covers "places of public accommodation", which includes restaurants, stores, medical offices and
        most businesses open to the public. The law was written before the web, and the Department of Justice has not
        issued a technical rule for private businesses' websites. But the DOJ has said for years that Title III applies to
        the goods and services businesses offer online, and federal courts in New York have generally agreed.

        For state and local governments, the picture is clearer: the DOJ's 2024 Title II rule adopts WCAG 2.1 Level AA for
        their websites and apps, with compliance dates phased in by population size.

        ## Why New York?

        New York's federal courts, particularly in the Southern and Eastern Districts, see a large share of the country's
        website accessibility lawsuits. Plaintiffs can also bring claims under the New York State and New York City human
        rights laws. Businesses anywhere in the state, including upstate, receive these letters.

        ## What the letters usually allege

        - Images without alt text, so screen reader users can't tell what's for sale
        - Menus or price lists only available as images or untagged PDFs
        - Online ordering, booking or checkout that can't be completed with a keyboard
        - Forms without labels, or errors that are only shown in red

        These are real barriers, and most can be fixed in days rather than months.

        ## What to do if you receive one

        1. **Don't ignore it, and don't panic.** Forward it to your attorney and your insurer; some business policies cover it.
        2. **Don't install an overlay widget as a quick fix.** Sites using overlays are still sued regularly, and some letters now cite the overlay itself.
        3. **Get an independent audit.** Your attorney will want to know which allegations are accurate and what it will take to fix them.
        4. **Fix the serious issues first**, starting with the tasks customers come to your site to do.
        5. **Publish an accessibility statement** with a working phone number and email address.

        ## Prevention costs less than settlement

        Settlements and legal fees for a single letter often run well into five figures. A Quick check audit and a few days
        of fixes cost far less, and the customers who can now use your site will notice. If you'd like to talk it through,
        [request a review](audits-contact) and mention any deadline in your letter.
      `,
    },
    {
      slug: "color-contrast-without-a-dull-palette",
      title: "Color contrast without a dull palette",
      excerpt: "Accessible contrast doesn't mean gray on white forever. How our design team builds bold, on-brand palettes that pass WCAG.",
      author: "Priya Raman",
      categories: ["design", "wcag"],
      publishedDaysAgo: 58,
      body: md`
        Designers sometimes tell us that accessibility will ruin their brand. Usually they mean contrast: they've run a
        pale brand color through a checker, watched it fail, and pictured a future of navy text on white. It doesn't
        have to go that way.

        ## The numbers you need

        WCAG asks for a contrast ratio of at least **4.5:1** for normal text and **3:1** for large text (roughly 24 px
        regular or 19 px bold). Since WCAG 2.1, icons, input borders, focus indicators and chart elements that people need
        to see must reach **3:1** against what's next to them.

        ## Build the palette in tones, not single colors

        The trick is to stop thinking of your brand color as one hex value. Take your brand's hue and build a scale of ten
        tones from very light to very dark. Then assign roles:

        - **Dark tones** for text, links and buttons with white labels
        - **Mid tones** for large headings, illustrations and decorative accents that carry no information
        - **Light tones** for backgrounds, cards and hover states

        That bright coral or sunshine yellow still leads the brand: it just sits behind text rather than being the text.

        ## Watch the pairs, not the colors

        A color doesn't pass or fail on its own; a pair does. We keep a simple matrix in every design system we build,
        listing each text color against each background it's allowed on. Designers pick from the matrix, and developers
        get tokens with the pairing baked in.

        ## Don't lean on color alone

        Passing contrast is half the job. Red error text and green success ticks look the same to about one in twelve men
        with a color-vision deficiency. Add an icon, a word or a pattern:

        - Errors say "Error:" and use an icon, not just red
        - Links in body text are underlined
        - Charts use labels or patterns in addition to color

        ## A quick example

        A Canandaigua winery client's signature color was a light rosé pink that measured about 2:1 on white. We kept it
        for the header background and illustration accents, introduced a deep claret tone for links and buttons, and the
        site passed without losing any of its charm. Guests only noticed that the tasting-room booking button was easier to find.

        ## Tools we use

        Our designers check pairs in Figma with a contrast plugin while they work, then confirm in the browser with the
        contrast checker built into developer tools. For design systems, we generate the whole matrix at once and attach it
        to the style guide.

        Want help with a rebrand or design system? Our [inclusive design workshop](accessibility-audit-training) covers
        this in a hands-on afternoon.
      `,
    },
    {
      slug: "why-automated-scanners-miss-most-problems",
      title: "Why automated scanners miss most accessibility problems",
      excerpt: "Free scanners are useful, but they can only test what a machine can measure. Here's what they catch, what they miss and how to use them well.",
      author: "Tom Kessler",
      categories: ["testing"],
      publishedDaysAgo: 76,
      body: md`
        Automated accessibility checkers such as axe, WAVE and Lighthouse are excellent tools. We use them on every audit.
        But clients are often surprised when a site that scores 100 in Lighthouse turns out to have dozens of serious
        barriers. Here's why.

        ## What machines can measure

        A scanner reads your page's code and applies rules that have a yes-or-no answer:

        - Does this image have an alt attribute?
        - Does this text meet the contrast ratio against its background?
        - Does this form field have a label associated with it?
        - Is the page's language set?
        - Are there duplicate IDs or empty buttons?

        Industry studies, including Deque's analysis of thousands of audits, suggest automated rules catch somewhere between
        a third and a half of issues by volume, and a smaller share of the success criteria.

        ## What they can't judge

        ### Whether the answer is right

        A scanner can confirm an image has alt text. It can't tell that the alt text on your product photo says
        "IMG_4471.jpg" or "image", or that a chart's description leaves out the numbers.

        ### Whether the keyboard experience works

        Tools can flag some focus problems, but they can't tab through your checkout, open your date picker, or notice
        that focus disappears behind a modal. That takes a person and a keyboard.

        ### Whether things make sense

        Reading order, heading hierarchy that matches the visual design, link text that's meaningful out of context,
        error messages that help people recover: these require judgment.

        ### What happens after interaction

        Most scanners test a page as it loads. Menus, accordions, modals, carousels and single-page app navigation all
        change the page afterwards, and that's where many of the worst barriers live.

        ## How to use scanners well

        1. **Run one on every page template during development.** Fix everything it reports; it's cheap to do.
        2. **Add automated checks to your build pipeline** so regressions are caught before release.
        3. **Follow with a manual keyboard pass** on every new feature: tab through, check focus, operate every control.
        4. **Test key journeys with a screen reader**, or have someone who uses one do it.
        5. **Don't report a scanner score as your accessibility status.** A clean scan means the easy problems are gone, not that the site is accessible.

        ## The bottom line

        Scanners are the smoke detector, not the building inspection. Our [managed service](accessibility-managed-service)
        combines monthly automated monitoring with the manual testing that finds the rest.
      `,
    },
    {
      slug: "accessibility-overlays-wont-protect-you",
      title: "Accessibility overlays won't protect you (and can make things worse)",
      excerpt: "One line of JavaScript promising instant ADA compliance is tempting. Here's why disabled users, auditors and courts aren't convinced.",
      author: "Dana Whitaker",
      categories: ["law-and-policy", "testing"],
      publishedDaysAgo: 97,
      body: md`
        At least once a week a prospective client asks whether they can skip an audit and install an accessibility
        overlay: a script that adds a toolbar and claims to fix a website automatically. We understand the appeal. A monthly
        fee and one line of code sounds much easier than fixing a website. Unfortunately it doesn't work.

        ## What overlays do

        Overlays typically add a widget with options such as larger text, high contrast or a dyslexia-friendly font, and
        run scripts that try to repair code problems in the browser, for example guessing alt text with image recognition
        or adding ARIA attributes to controls.

        ## Why they fall short

        - **Disabled users already have their own tools.** Screen reader users, magnifier users and people who change fonts and colors have set up their devices the way they need. A toolbar on one website duplicates what they have, usually less well.
        - **Automatic repairs guess.** A script can't know what your custom dropdown is meant to do, or whether a picture is decorative. Wrong guesses can make a page harder to use than it was.
        - **They can interfere with assistive technology.** Our testers regularly find overlays that hijack keyboard focus, announce the toolbar on every page or hide content from screen readers.
        - **The underlying code is unchanged.** Anyone who blocks third-party scripts, or whose browser loads the page before the overlay finishes, gets the original barriers.

        ## What about legal protection?

        Overlay marketing often mentions lawsuits. In practice, websites with overlays installed continue to receive demand
        letters and lawsuits, and some complaints specifically cite the overlay as a barrier. In 2025 the Federal Trade
        Commission took action against one overlay vendor over claims that its product could make any website
        compliant. Many disability organizations have publicly asked businesses not to use them.

        ## What works instead

        1. An audit that finds the actual barriers on your site
        2. Fixes made in your code, templates and content
        3. Training so your team doesn't reintroduce the same problems
        4. Ongoing checks as the site changes

        That's more work than a script, but far less than most people fear. For a typical small business site, the serious
        issues can often be fixed in a week or two.

        ## If you already have one

        You don't need to rip it out tomorrow. Ask for an audit of the site with the overlay turned off, fix the findings,
        and then decide whether the widget still adds anything. Most of our clients remove it. Start with a
        [free review](audits-contact) and we'll tell you where you stand.
      `,
    },
    {
      slug: "accessible-forms-labels-and-errors",
      title: "Accessible forms: labels, errors and the checkout you're losing",
      excerpt: "Forms are where accessibility problems cost real money. Five patterns that make sign-ups, bookings and checkouts work for everyone.",
      author: "Priya Raman",
      categories: ["design", "wcag"],
      publishedDaysAgo: 132,
      body: md`
        If a screen reader user can't read your About page, that's a problem. If they can't finish your checkout, that's a
        lost sale, and often a lost customer for good. Forms are where we find the most serious barriers in our audits,
        and where fixes pay back fastest.

        ## 1. Visible labels, always

        Placeholder text that disappears when you start typing is not a label. People with memory or attention
        difficulties lose track of what the field was for, and many placeholders fail contrast. Put a visible label above
        every field and connect it in code, so screen readers announce it.

        ## 2. Say what's required, and what format you expect

        - Mark required fields with the word "required", not only an asterisk
        - Give format hints in text before the field: "Date of birth, for example 04/21/1987"
        - Accept reasonable variations: phone numbers with or without dashes, postcodes with spaces

        ## 3. Errors people can find and fix

        This is where most forms fail. A good error pattern:

        - Shows a summary at the top listing each problem, with links to the fields
        - Moves focus to that summary when the form is submitted
        - Puts a clear message next to each field, in text and with an icon, not just a red border
        - Explains how to fix it: "Enter a card expiry date in the future", not "Invalid input"
        - Keeps everything the person already typed

        ## 4. Don't make people do it twice

        WCAG 2.2's Redundant Entry criterion asks you not to make people re-enter information in the same process. Offer
        "billing address same as shipping", carry account details forward, and let browsers autofill by using the right
        autocomplete attributes. It helps everyone, not only people with disabilities.

        ## 5. Give people enough time

        Checkout timers and session timeouts are a particular barrier for people who type slowly or use switch devices.
        Warn before time runs out and offer a one-click extension.

        ## Test it in five minutes

        Try your own form without a mouse. Tab through every field, submit it empty, and see whether you can tell what went
        wrong and get back to the first error using only the keyboard. Then turn on a screen reader and try again.

        ## A local example

        A Geneva dental practice we worked with replaced a downloadable intake PDF with an accessible web form using these
        patterns. Incomplete submissions dropped by more than half, and front-desk staff spent less time on the phone
        filling in gaps. Our [design workshop](accessibility-audit-training) includes a full session on form patterns
        you can take straight back to your own site.
      `,
    },
    {
      slug: "title-ii-deadlines-towns-and-school-districts",
      title: "Title II deadlines: what towns, villages and school districts need to do",
      excerpt: "The DOJ's Title II web rule sets WCAG 2.1 AA as the standard for local governments. A practical timeline for small municipalities.",
      author: "Dana Whitaker",
      categories: ["law-and-policy"],
      status: "draft",
      publishedDaysAgo: 2,
      body: md`
        The Department of Justice's 2024 rule under Title II of the ADA requires state and local governments to make their
        websites and mobile apps conform to WCAG 2.1 Level AA. For towns, villages, counties, libraries and school
        districts in the Finger Lakes, the question is no longer whether, but how to get there in time.

        ## Who is covered

        Every public entity: counties, towns, villages, school districts, BOCES, public libraries, transit authorities and
        special districts. Contractors who run websites or apps on their behalf are covered through them.

        ## The timeline

        Compliance dates depend on the population of the jurisdiction. Larger entities have the earlier date, smaller ones
        and special districts an extra year. Check the current dates with your attorney, as the DOJ has been asked to revisit them.

        ## What's in scope

        - Web content and mobile apps the entity provides, including those built by vendors
        - Documents posted online, such as meeting agendas, minutes and forms, with some exceptions for archived content
        - Third-party content such as payment portals and permit systems, when the entity provides it through contract

        ## A 12-month plan for a small town

        1. **Inventory.** List every website, portal and app, and who controls each one.
        2. **Audit the high-traffic pages and services**: tax payments, permits, recreation sign-ups, meeting notices.
        3. **Talk to your vendors.** Ask for a current ACR and a remediation timeline in writing.
        4. **Fix the templates first**, then the most-used documents.
        5. **Train clerks and staff** who post agendas and minutes to create accessible documents.
        6. **Publish an accessibility statement** and a way to request content in another format.

        ## Archived documents

        The rule includes limited exceptions for archived web content and some older documents. Make sure your archive is
        clearly labeled, and be ready to provide accessible versions on request.

        _Draft note: add a section on county-level shared services once we confirm details with the Paramount Chamber's public-sector members._
      `,
    },
    {
      slug: "writing-alt-text-for-product-photos",
      title: "Writing alt text for product photos that actually sells",
      excerpt: "Alt text is product copy for customers who can't see the photo. How to describe color, fit and detail without writing an essay.",
      author: "Priya Raman",
      categories: ["design"],
      status: "draft",
      publishedDaysAgo: 1,
      body: md`
        When a screen reader user shops online, the alt text on your product photos is the product photo. "Blue shirt" tells
        them almost nothing; a sighted shopper would have seen the cut, the texture, the buttons and how it looks on a person.

        ## Start with what a shopper would notice

        Look at the photo and ask what you'd tell a friend over the phone: color, pattern, material, fit and anything
        distinctive. Skip what's already in the product title.

        - Weak: "Sweater"
        - Better: "Oatmeal cable-knit crewneck, relaxed fit, shown on a model with sleeves rolled"

        ## Describe what each photo adds

        If you have five photos, don't describe the product five times. Describe what's different: the back, the label,
        the sole of the shoe, the item in use.

        ## Keep it short

        Aim for one or two sentences. Screen reader users can't skim alt text the way sighted people skim a photo.

        ## Things to leave out

        - "Image of" or "Photo of", which screen readers already announce
        - Keywords stuffed in for search engines
        - Prices and promotions, which belong in the page text

        ## Color names

        Use everyday color names alongside brand ones. "Harbor" means nothing; "Harbor (deep navy blue)" does.

        ## Make it part of the workflow

        Alt text gets skipped when it's nobody's job. Add an alt text field to your product upload checklist, next to
        price and SKU, and have whoever writes the product description write the alt text at the same time. On Shopify
        and WooCommerce the field sits right under each image; on Squarespace it's under the image's settings. Then
        spot-check a handful of products each month with a screen reader to see how they actually sound.

        _Draft note: add before-and-after examples from the Canal Street Outfitters project, with their permission._
      `,
    },
  ],

  // ------------------------------------------------------------------ chamber partnership
  organizations: [
    {
      slug: "paramount-chamber",
      name: "Paramount Chamber of Commerce",
      summary:
        "Our partnership with the Paramount Chamber of Commerce: free accessibility check-ups, member discounts and a workshop series for local businesses.",
      pages: [
        {
          path: "",
          title: "Paramount Chamber of Commerce Partnership",
          description:
            "ClearPath and the Paramount Chamber of Commerce help member businesses make their websites accessible, with free check-ups and member pricing.",
          blocks: [
            {
              type: "hero",
              props: {
                variant: "split",
                eyebrow: "Paramount Chamber of Commerce partnership",
                heading: "Accessible Main Street: helping chamber members welcome every customer online",
                body: "Since 2023, ClearPath has been the Paramount Chamber's accessibility partner. Members get a free website check-up, 15% off our services, and a year-round series of practical workshops at the chamber office in Canandaigua.",
                actions: [
                  { label: "Book a free check-up", href: "paramount-chamber/member-checkup" },
                  { label: "About the program", href: "paramount-chamber/accessible-main-street", variant: "secondary" },
                ],
                illustration: "handshake",
              },
            },
            {
              type: "stats",
              props: {
                heading: "The program so far",
                items: [
                  { value: "112", label: "Member businesses checked" },
                  { value: "14", label: "Workshops held at the chamber" },
                  { value: "15%", label: "Member discount on audits, training and managed service" },
                ],
              },
            },
            {
              type: "features",
              props: {
                heading: "What members get",
                columns: 3,
                items: [
                  {
                    icon: "search",
                    title: "Free check-up",
                    body: "A 30-minute review of your home page and your most important task, with a one-page summary of what to fix first.",
                    href: "paramount-chamber/member-checkup",
                    linkLabel: "How to book",
                  },
                  {
                    icon: "calendar-days",
                    title: "Monthly workshops",
                    body: "Breakfast and lunch sessions at the chamber on menus, PDFs, social media and the law. Free for members.",
                    href: "paramount-chamber/events",
                    linkLabel: "See workshops",
                  },
                  {
                    icon: "piggy-bank",
                    title: "Member pricing",
                    body: "15% off any ClearPath audit, training or managed plan. Quote your membership number when you enquire.",
                    href: "accessibility-audits",
                    linkLabel: "See services",
                  },
                ],
              },
            },
            {
              type: "eventList",
              props: { heading: "Upcoming chamber workshops", organization: "paramount-chamber", show: "upcoming", limit: 3 },
            },
            {
              type: "newsList",
              props: { heading: "Program news", organization: "paramount-chamber", limit: 3 },
            },
            {
              type: "testimonials",
              props: {
                items: [
                  {
                    quote:
                      "The free check-up found that our online gift card store couldn't be used with a keyboard. ClearPath showed our web designer exactly what to change. It took her an afternoon.",
                    name: "Molly Chen",
                    detail: "Owner, Lakeview Books & Bindery, Canandaigua; chamber member since 2011",
                  },
                ],
              },
            },
          ],
        },
        {
          path: "accessible-main-street",
          title: "The Accessible Main Street Program",
          description: "How the Paramount Chamber and ClearPath's Accessible Main Street program works: eligibility, check-ups, workshops and member pricing.",
          blocks: [
            {
              type: "split",
              props: {
                eyebrow: "About the program",
                heading: "A chamber-wide push for websites everyone can use",
                body: md`
                  Accessible Main Street began when the Paramount Chamber's small business committee noticed members
                  receiving website accessibility demand letters, and realized most had never heard of WCAG. The
                  chamber asked ClearPath to design a program that was practical, affordable and focused on the tasks
                  customers actually do: finding hours, reading menus, booking and buying.

                  The program is open to every chamber member in good standing, from sole proprietors to manufacturers
                  with hundreds of staff.
                `,
                illustration: "building-2",
              },
            },
            {
              type: "steps",
              props: {
                heading: "How members take part",
                items: [
                  { title: "Book a free check-up", body: "A ClearPath auditor reviews your site and sends a one-page summary with your top five fixes." },
                  {
                    title: "Come to a workshop",
                    body: "Monthly sessions at the chamber office walk through common fixes on Squarespace, Wix, Shopify and WordPress.",
                  },
                  { title: "Fix what you can", body: "Many fixes can be made in your site editor. The summary marks which ones need your web designer." },
                  { title: "Go further if you need to", body: "Members who want a full audit, staff training or ongoing support receive 15% off." },
                ],
              },
            },
            {
              type: "pricing",
              props: {
                heading: "Member pricing",
                plans: [
                  {
                    name: "Check-up",
                    price: "Free",
                    description: "One per member business per year.",
                    features: ["30-minute review", "One-page summary", "Follow-up email questions"],
                  },
                  {
                    name: "Quick check audit",
                    price: "$1,232",
                    description: "Usually $1,450.",
                    features: ["Up to 8 pages", "One key task", "45-minute results call"],
                    highlighted: true,
                  },
                  {
                    name: "Essentials managed plan",
                    price: "$383",
                    period: "per month",
                    description: "Usually $450.",
                    features: ["Monthly monitoring", "Help desk", "Accessibility statement upkeep"],
                  },
                ],
                note: "Discounts apply to businesses that are chamber members at the time of signing. The chamber receives no commission from ClearPath.",
              },
            },
            {
              type: "faq",
              props: {
                items: [
                  {
                    question: "Is the check-up really free?",
                    answer: "Yes. The chamber and ClearPath share the cost as part of the program. There's no obligation to buy anything afterwards.",
                  },
                  {
                    question: "Do I have to be in Canandaigua?",
                    answer:
                      "No. Check-ups are done remotely, and workshops are streamed live with captions for members across Ontario, Yates and Wayne counties.",
                  },
                ],
              },
            },
          ],
        },
        {
          path: "member-checkup",
          title: "Book a Free Chamber Member Check-up",
          description:
            "Paramount Chamber members can book a free 30-minute website accessibility check-up with ClearPath. Here's how to book and what to send.",
          blocks: [
            {
              type: "richText",
              props: {
                doc: md`
                  Check-ups are booked by email or phone while online booking is being set up. Write to
                  [chamber@clearpathaccess.example](mailto:chamber@clearpathaccess.example) with the subject "Member check-up",
                  or call ${PHONE} and ask for the chamber program.

                  ## Please include

                  - Your business name and chamber membership number
                  - Your website address
                  - The one task that matters most to your customers online, such as ordering, booking, buying a gift card or finding your hours
                  - Whether you've received any accessibility complaint or legal letter
                `,
              },
            },
            {
              type: "steps",
              props: {
                heading: "What to expect",
                items: [
                  { title: "Confirmation within two business days", body: "We confirm your membership with the chamber and schedule the review." },
                  { title: "Review", body: "An auditor tests your home page and key task with a keyboard, a screen reader and zoom." },
                  { title: "Summary and call", body: "You get a one-page summary of your top five fixes and a short call to answer questions." },
                ],
              },
            },
            {
              type: "cta",
              props: {
                heading: "Ready to book?",
                action: { label: "Email the chamber program", href: "mailto:chamber@clearpathaccess.example?subject=Member%20check-up" },
                secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
              },
            },
          ],
        },
      ],
      events: [
        {
          slug: "accessible-websites-101-breakfast",
          title: "Accessible Websites 101: Chamber Breakfast",
          summary: "A friendly introduction to website accessibility for business owners, with coffee, bagels and live screen reader demonstrations.",
          startsInDays: 9,
          startTime: "07:45",
          durationMinutes: 90,
          location: "Paramount Chamber of Commerce, 18 South Main Street, Canandaigua, NY",
          body: md`
            Start your morning with a practical, jargon-free introduction to website accessibility. ClearPath co-founder
            Marcus Oyelaran will demonstrate how he uses a screen reader to browse local business websites (with their
            owners' permission), and Dana Whitaker will explain what the ADA means for small businesses.

            ## You'll learn

            - Who is affected by inaccessible websites, and how many of your customers that might be
            - The five problems we find on almost every small business site
            - What you can fix yourself in Squarespace, Wix, Shopify or WordPress this week
            - How to respond if you receive a demand letter

            ## Details

            Free for chamber members, $15 for non-members, breakfast included. The chamber office is step-free, the session is
            captioned, and an ASL interpreter is available if requested a week ahead. Register with the chamber office or
            email chamber@clearpathaccess.example.
          `,
        },
        {
          slug: "accessible-pdfs-and-menus-workshop",
          title: "Hands-on Workshop: Accessible PDFs and Menus",
          summary: "Bring your laptop and your own menu, price list or brochure, and leave with an accessible version.",
          startsInDays: 30,
          startTime: "12:00",
          durationMinutes: 120,
          location: "Paramount Chamber of Commerce, 18 South Main Street, Canandaigua, NY",
          body: md`
            Menus, price lists, brochures and forms posted as PDFs are among the most common barriers we find on local
            business websites. In this hands-on lunch workshop, ClearPath's Priya Raman will show you how to make them
            accessible, or replace them with something better.

            ## What we'll cover

            - Why a photo of your menu can't be read by a screen reader, and the simple alternatives
            - Creating accessible documents in Word and Google Docs with headings, lists and alt text
            - Exporting to PDF without losing accessibility, and checking the result
            - When to put content on a web page instead of in a PDF

            ## What to bring

            A laptop with Microsoft Word or Google Docs, and one document from your own website. Lunch is provided.

            Free for chamber members, limited to 16 places. Live-streamed with captions for members who can't attend in person.
          `,
        },
        {
          slug: "accessibility-office-hours-at-the-chamber",
          title: "Accessibility Office Hours at the Chamber",
          summary: "Drop in with your questions about your website, social media posts or a letter you've received. Fifteen-minute slots, no charge.",
          startsInDays: 44,
          startTime: "14:00",
          durationMinutes: 180,
          location: "Paramount Chamber of Commerce, Conference Room B, 18 South Main Street, Canandaigua, NY",
          body: md`
            Not sure whether your website has accessibility problems? Stuck on a fix your web designer suggested? A ClearPath
            auditor will be at the chamber for an afternoon of free, one-on-one fifteen-minute consultations.

            ## Good questions to bring

            - "Is our online booking usable with a keyboard?"
            - "How do I add alt text in Instagram and Facebook posts?"
            - "What should our accessibility statement say?"
            - "We got a letter. What do we do first?"

            ## Before you come

            Bring a laptop or tablet if you'd like us to look at your site together, along with login details for your
            website editor if you'd like to try a fix on the spot. If you've received a letter, bring a copy, but please
            remember we're not lawyers; we can tell you which allegations look accurate and how to fix them.

            Slots are first come, first served. Call the chamber office to reserve one in advance, or just drop in.
          `,
        },
        {
          slug: "ada-and-your-website-panel",
          title: "Panel: The ADA and Your Website",
          summary: "An attorney, a disability advocate and an accessibility auditor discussed website lawsuits and what small businesses can do.",
          startsInDays: -26,
          startTime: "17:30",
          durationMinutes: 90,
          location: "Finger Lakes Community Hall, 240 Lakeshore Drive, Canandaigua, NY",
          body: md`
            Over sixty members joined this evening panel on website accessibility and the law, moderated by the chamber's
            small business committee chair.

            ## The panel

            - Dana Whitaker, principal of ClearPath Accessibility
            - A Rochester employment and civil rights attorney who represents small businesses
            - A disability rights advocate and longtime screen reader user from the Finger Lakes

            ## Key takeaways

            - Demand letters are rising across upstate New York, not only in New York City
            - Overlay widgets did not stop any of the letters the panel had seen
            - Businesses that fixed real barriers and published a working contact for accessibility issues were in a far stronger position
            - Most small-business fixes are modest in cost when tackled before a complaint arrives

            Members can request the recording, with corrected captions and a transcript, from the chamber office.
          `,
        },
      ],
      news: [
        {
          slug: "chamber-and-clearpath-launch-accessible-main-street",
          title: "Chamber and ClearPath launch Accessible Main Street",
          summary: "A new program offers every Paramount Chamber member a free website accessibility check-up and discounted support.",
          publishedDaysAgo: 62,
          body: md`
            The Paramount Chamber of Commerce and ClearPath Accessibility have launched Accessible Main Street, a program to
            help member businesses make their websites usable by customers with disabilities.

            Every member business is eligible for a free 30-minute website check-up, a one-page summary of the most important
            fixes, and 15% off ClearPath's audits, training and managed service. A monthly workshop series at the chamber
            office in Canandaigua covers practical topics from accessible menus to social media.

            ## Why now

            "Our members kept asking us about letters they'd received, and about how to do the right thing for customers who
            use screen readers," said the chair of the chamber's small business committee. "We wanted to give them a clear,
            affordable path."

            ## How to take part

            Members can book a check-up by emailing chamber@clearpathaccess.example or calling ClearPath. Workshop dates are
            listed on the chamber events calendar.
          `,
        },
        {
          slug: "first-hundred-member-checkups-complete",
          title: "More than 100 member check-ups complete",
          summary: "The Accessible Main Street program passes 100 free check-ups, with keyboard access and image-only menus the most common issues found.",
          publishedDaysAgo: 11,
          body: md`
            ClearPath auditors have now completed more than 100 free website check-ups for Paramount Chamber members, from
            wineries on Seneca Lake to contractors in Farmington.

            ## What we found

            - **71%** of sites had at least one key task that couldn't be completed with a keyboard
            - **64%** posted menus, price lists or event flyers as images or untagged PDFs
            - **58%** had text or buttons with insufficient color contrast
            - **41%** used contact forms with no visible labels or error messages

            ## The good news

            Most of these issues were fixable in the site editor, without a developer. Members who attended the follow-up
            workshops fixed an average of four of their top five issues within a month.

            Check-ups remain free for every member business. The next workshop, on accessible PDFs and menus, is open for registration.
          `,
        },
      ],
    },
  ],
};

export default site;
