import { md } from "@/lib/rich-text/markdown";
import type { SiteSeed } from "../seed";

const PHONE = "(585) 555-0100";
const TEL = "tel:+15855550100";
const EMAIL = "hello@startertemplate.example";

const site: SiteSeed = {
  slug: "starter-template",
  name: "Starter Template",
  kind: "template",
  theme: {
    palette: {
      primary: "#1f5fa8",
      onPrimary: "#ffffff",
      accent: "#0e9f6e",
      background: "#ffffff",
      surface: "#f3f5f8",
      text: "#111827",
      muted: "#4b5563",
      border: "#dde2ea",
    },
    fonts: { heading: "system", body: "system" },
    header: "classic",
    footer: "simple",
    sectionStyle: "cards",
    logo: { mark: "rocket", shape: "rounded" },
    radius: "small",
    pattern: "dots",
  },
  settings: {
    tagline: "A clean starting point for a small business website",
    description:
      "Starter Template is the starting point for a new small business website: a home page and a contact page with the sections most local businesses need, ready to be filled in with your own words.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "100 Main Street, Suite 1", locality: "Rochester", region: "NY", postalCode: "14604" },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "17:00" },
      { days: ["sat"], opens: "10:00", closes: "14:00" },
    ],
    hoursNote: "Replace these with your own opening hours, and add a note for holidays or appointments.",
    navigation: [
      { label: "Home", href: "" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Get in touch", href: "contact" },
    footerLinks: [
      { label: "Home", href: "" },
      { label: "Contact", href: "contact" },
    ],
  },
  forms: [
    {
      key: "contact",
      name: "Contact message",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage:
        "Thank you, your message is on its way to us. We reply to every message within one business day; if it's urgent, call us on (585) 555-0100.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half", help: "If you'd rather we call you back." },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          options: ["A quote or booking", "A question about a service", "An existing order or appointment", "Something else"],
          width: "half",
        },
        {
          name: "message",
          label: "Your message",
          type: "textarea",
          required: true,
          maxLength: 4000,
          help: "What you need, any dates or deadlines, and your town if we'll be coming to you.",
        },
      ],
    },
  ],
  pages: [
    // ------------------------------------------------------------------ home
    {
      path: "",
      title: "Starter Template | A Starting Point for Your Business Website",
      description:
        "A clean, simple small business website to build on: a clear headline, your services, why customers choose you, common questions and a way to get in touch.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "editorial",
            eyebrow: "Business name · Town, State",
            heading: "Say what you do, and who you do it for, in one sentence",
            body: "This is the first thing visitors read. Starter Template opens with a short headline and two or three sentences about your business: what you offer, where you work, and what makes you the right choice. Keep it plain and specific, the way you'd explain it to a new customer at the counter.",
            actions: [
              { label: "Get in touch", href: "contact" },
              { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
            ],
            illustration: "sparkles",
          },
        },
        {
          type: "features",
          props: {
            heading: "What we offer",
            intro:
              "List your main services or products here, three to six of them. Each one gets a short title and a sentence or two on what's included, who it's for, and a starting price if you share prices.",
            columns: 3,
            items: [
              {
                icon: "briefcase",
                title: "Your main service",
                body: "The thing most customers come to you for. Describe what's included and how long it usually takes.",
              },
              {
                icon: "star",
                title: "Your specialty",
                body: "What you do better than anyone nearby. A specific detail here is worth more than any adjective.",
              },
              {
                icon: "calendar",
                title: "Regular or ongoing work",
                body: "Subscriptions, memberships, seasonal visits or maintenance plans that keep customers coming back.",
              },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "About us",
            heading: "The people behind the business",
            body: md`
              Customers like to know who they're dealing with. Use this section for a short story: when you started,
              why, and what you care about. Mention your town and the area you serve, any licenses or certifications,
              and the names of the people customers will meet.

              - How long you've been in business
              - The area you serve
              - What customers can count on from you
            `,
            illustration: "users",
          },
        },
        {
          type: "steps",
          props: {
            heading: "How it works",
            intro: "Show new customers what happens after they get in touch. Three or four steps is usually enough.",
            items: [
              { title: "Get in touch", body: "By phone, email or a visit. Say how quickly you reply." },
              { title: "We talk it through", body: "A quote, a consultation or a booking: whatever your first step is." },
              { title: "We do the work", body: "What the customer can expect on the day, and what they need to do." },
              { title: "Follow-up", body: "Invoices, guarantees, aftercare or the next appointment." },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Common questions",
            items: [
              {
                question: "What areas do you serve?",
                answer:
                  "Answer the questions customers ask most often on the phone. Where you work is usually one of them: list the towns, or say how far you travel.",
              },
              {
                question: "How much does it cost?",
                answer: "If you can give a price or a starting price, do. If every job is different, explain how you work out a quote and whether it's free.",
              },
              { question: "How do I book?", answer: "Tell customers the quickest way to reach you and what information to have ready." },
            ],
          },
        },
        {
          type: "cta",
          props: {
            heading: "Ready to talk?",
            body: "End the page with one clear next step. Most businesses ask visitors to call or send a message.",
            action: { label: "Contact us", href: "contact" },
            secondary: { label: `Email ${EMAIL}`, href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
    // ------------------------------------------------------------------ contact
    {
      path: "contact",
      title: "Contact Starter Template",
      description:
        "How to reach Starter Template by phone, email or in person, with opening hours, address and directions, and what to include in your message.",
      blocks: [
        {
          type: "features",
          props: {
            heading: "Before you get in touch",
            intro: "A few details help us reply with a useful answer the first time.",
            columns: 3,
            items: [
              { icon: "file-text", title: "What you need", body: "A sentence or two about the job, product or question you have in mind." },
              { icon: "calendar", title: "When", body: "Any dates or deadlines we should know about." },
              { icon: "map-pin", title: "Where", body: "Your town or address, if we'll be coming to you." },
            ],
          },
        },
        {
          type: "form",
          props: {
            heading: "Send us a message",
            intro: "We reply to every message within one business day. Messages from this form go straight to the email address in your site settings.",
            form: "contact",
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Other ways to reach us",
            intro:
              "Your phone number, email, address, hours and map appear here automatically from your site settings, so they're always the same everywhere on the site.",
          },
        },
        {
          type: "richText",
          props: {
            doc: md`
              ## Directions and parking

              Tell visitors how to find you: the nearest cross street or landmark, where to park, which entrance to use,
              and whether the entrance is step-free. If customers don't visit you, say so here and explain how you
              work instead, such as by appointment, by phone or at their home.
            `,
          },
        },
        {
          type: "cta",
          props: {
            heading: "Prefer to call?",
            body: "We answer the phone during opening hours and return voicemails the same day.",
            action: { label: `Call ${PHONE}`, href: TEL },
            secondary: { label: `Email ${EMAIL}`, href: `mailto:${EMAIL}`, variant: "secondary" },
          },
        },
      ],
    },
  ],
};

export default site;
