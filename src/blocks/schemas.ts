import { z } from "zod";
import { ICON_NAMES } from "@/lib/icon-names";
import { imageRefSchema } from "@/lib/image-ref";
import { richTextSchema } from "@/lib/rich-text/schema";
import { isSafeHref, UNSAFE_HREF_MESSAGE } from "@/lib/safe-href";

/**
 * Every block type's props, as zod schemas. Shared by the server (which
 * validates stored content before rendering) and, later, the admin editor
 * (which generates its forms from these). The server components live in
 * ./registry.tsx; adding a type means one schema here and one component there.
 */

const text = (max = 300) => z.string().trim().min(1).max(max);
const longText = (max = 2000) => z.string().trim().min(1).max(max);
const icon = z.enum(ICON_NAMES);
/** One of the site's images (see lib/image-ref.ts). */
const image = imageRefSchema;
/** A link target: a site-relative path ("contact", "services/drainage", "" for home), an absolute URL, mailto: or tel:. */
const href = z.string().max(2000).refine(isSafeHref, UNSAFE_HREF_MESSAGE);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const cents = z.number().int().min(0).max(10_000_000);
/** A path inside the site ("" for home, "payments/success"), where a payment's payer is sent back. */
const sitePath = z
  .string()
  .max(300)
  .regex(/^(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/);

export const actionSchema = z.object({
  label: text(80),
  href,
  variant: z.enum(["primary", "secondary"]).default("primary"),
});

export const blockPropSchemas = {
  hero: z.object({
    /**
     * split: text beside the image (or illustration); fullBleed: the image fills the section behind
     * the text, under a dark overlay; collage: the text beside the image and `images` laid out
     * together; editorial: words alone, set large, for a business whose voice is its offer.
     */
    variant: z.enum(["split", "centered", "banner", "fullBleed", "collage", "editorial"]).default("split"),
    eyebrow: text(80).optional(),
    heading: text(160),
    body: longText(600).optional(),
    actions: z.array(actionSchema).max(3).default([]),
    illustration: icon.optional(),
    image: image.optional(),
    /** More pictures beside the first, for the collage. */
    images: z.array(image).max(3).default([]),
  }),
  richText: z.object({
    doc: richTextSchema,
    width: z.enum(["narrow", "wide"]).default("narrow"),
  }),
  split: z.object({
    eyebrow: text(80).optional(),
    heading: text(160),
    body: richTextSchema,
    /** The picture beside the text; the illustration stands in where there is none. */
    image: image.optional(),
    illustration: icon.optional(),
    reverse: z.boolean().default(false),
    action: actionSchema.optional(),
  }),
  features: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    items: z
      .array(
        z.object({
          icon: icon.optional(),
          /** A photograph of it: on top of its card, or beside its words where the theme lays sections out in rows. */
          image: image.optional(),
          title: text(120),
          body: longText(600),
          href: href.optional(),
          linkLabel: text(60).optional(),
        }),
      )
      .min(1)
      .max(24),
  }),
  steps: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    items: z
      .array(z.object({ title: text(120), body: longText(600) }))
      .min(1)
      .max(12),
  }),
  stats: z.object({
    heading: text(160).optional(),
    items: z
      .array(z.object({ value: text(24), label: text(120) }))
      .min(1)
      .max(6),
  }),
  cta: z.object({
    heading: text(160),
    body: longText(600).optional(),
    action: actionSchema,
    secondary: actionSchema.optional(),
  }),
  faq: z.object({
    heading: text(160).default("Frequently asked questions"),
    items: z
      .array(z.object({ question: text(300), answer: longText(2000) }))
      .min(1)
      .max(40),
  }),
  testimonials: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    items: z
      .array(
        z.object({
          quote: longText(1200),
          name: text(120),
          detail: text(120).optional(),
          rating: z.number().int().min(1).max(5).optional(),
          /** A photograph of the person, with their leave; usually decorative beside their name. */
          portrait: image.optional(),
        }),
      )
      .min(1)
      .max(24),
  }),
  pricing: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    plans: z
      .array(
        z.object({
          name: text(80),
          price: text(40),
          period: text(40).optional(),
          description: longText(400).optional(),
          features: z.array(text(200)).max(16).default([]),
          highlighted: z.boolean().default(false),
          /** A label over the plan ("Most popular"), only when the owner writes one: a highlighted plan has none by itself. */
          badge: text(30).optional(),
          action: actionSchema.optional(),
        }),
      )
      .min(1)
      .max(6),
    note: longText(600).optional(),
  }),
  /** The site's menu (modules/menus, edited on the admin's Menu page): the sections named, or all of it. */
  menu: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    /** Names of the menu's sections to show, in this order; none shows the whole menu. */
    sections: z.array(text(120)).max(30).default([]),
    /** Only the dishes marked as house favourites (a home page's taste of the menu). */
    favouritesOnly: z.boolean().default(false),
  }),
  gallery: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    /** Each item's picture opens larger on the page; an item without one shows its illustration. */
    items: z
      .array(z.object({ image: image.optional(), illustration: icon.optional(), title: text(120), caption: longText(300).optional() }))
      .min(1)
      .max(24),
  }),
  linkList: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    items: z
      .array(z.object({ title: text(160), href, description: longText(400).optional() }))
      .min(1)
      .max(60),
  }),
  documents: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    items: z
      .array(
        z.object({
          title: text(160),
          description: longText(600).optional(),
          meta: text(160).optional(),
          href: href.optional(),
        }),
      )
      .min(1)
      .max(60),
  }),
  notice: z.object({
    tone: z.enum(["info", "warning", "success"]).default("info"),
    heading: text(160),
    body: longText(1200),
  }),
  contactDetails: z.object({
    heading: text(160).default("Get in touch"),
    intro: longText(600).optional(),
    showHours: z.boolean().default(true),
    showMap: z.boolean().default(true),
  }),
  logoCloud: z
    .object({
      heading: text(160).optional(),
      /** Organisations by name alone. */
      items: z.array(text(80)).max(24).default([]),
      /** Organisations by their logo (its alt text names them). */
      logos: z
        .array(z.object({ name: text(80), image }))
        .max(24)
        .default([]),
    })
    .refine((p) => p.items.length > 0 || p.logos.length > 0, "A logo cloud needs at least one name or logo"),
  postList: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    category: slug.optional(),
    limit: z.number().int().min(1).max(100).optional(),
    showCategories: z.boolean().default(true),
  }),
  eventList: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    organization: slug.optional(),
    show: z.enum(["upcoming", "past", "both"]).default("both"),
    limit: z.number().int().min(1).max(100).optional(),
  }),
  newsList: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    organization: slug.optional(),
    limit: z.number().int().min(1).max(100).optional(),
  }),
  jobList: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
  }),
  /** The site's homes for rent (modules/rentals), as cards linking to each unit's page. */
  unitList: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    emptyText: text(300).default("Every home is let right now. Call or email us to hear what is coming available."),
  }),
  teamGrid: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
  }),
  serviceAreas: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    region: slug.optional(),
  }),
  organizationList: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
  }),
  /** One of the site's forms (contact, enquiry, application, sign-up), by its key. */
  form: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    form: slug,
  }),
  /** Every public page of the site, grouped by section: a human-readable site map. */
  siteMap: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
  }),
  /** A search box and results over the site's published content (works without JavaScript, ?q=). */
  search: z.object({
    heading: text(160).optional(),
    intro: longText(600).optional(),
    placeholder: text(80).default("Search this site"),
  }),
  /** An interactive mortgage payment calculator (works out monthly principal and interest). */
  mortgageCalculator: z.object({
    heading: text(160).default("Mortgage calculator"),
    intro: longText(600).optional(),
    defaults: z
      .object({
        homePrice: z.number().int().min(10_000).max(10_000_000).default(300_000),
        downPaymentPercent: z.number().min(0).max(100).default(20),
        ratePercent: z.number().min(0).max(25).default(6.5),
        termYears: z.union([z.literal(10), z.literal(15), z.literal(20), z.literal(30)]).default(30),
        annualTaxes: z.number().int().min(0).max(200_000).default(4_800),
        annualInsurance: z.number().int().min(0).max(50_000).default(1_500),
      })
      .default({ homePrice: 300_000, downPaymentPercent: 20, ratePercent: 6.5, termYears: 30, annualTaxes: 4_800, annualInsurance: 1_500 }),
    disclaimer: longText(600).optional(),
  }),
  /** Build a winery trip: a package or hand-picked wineries, a date and a party size, with the price worked out. */
  tripBuilder: z.object({
    heading: text(160).default("Build your trip"),
    intro: longText(600).optional(),
    packages: z
      .array(
        z.object({
          key: slug,
          name: text(120),
          description: longText(600),
          pricePerPersonCents: z.number().int().min(0),
          wineryCount: z.number().int().min(1).max(8),
          /** The weekdays it runs, when not every day. */ days: z
            .array(z.enum(["sun", "mon", "tue", "wed", "thu", "fri", "sat"]))
            .min(1)
            .optional(),
        }),
      )
      .min(1)
      .max(8),
    wineries: z
      .array(z.object({ key: slug, name: text(120), description: longText(400), tastingFeeCents: z.number().int().min(0) }))
      .min(1)
      .max(30),
    /** The per-person price of a custom trip before tasting fees: transport and guide. */
    customBasePerPersonCents: z.number().int().min(0),
    minGuests: z.number().int().min(1).default(2),
    maxGuests: z.number().int().min(1).max(60).default(14),
    depositPercent: z.number().int().min(0).max(100).default(25),
    /** The site's bookable (see bookings) whose daily departures and seats the trip books; without it the builder only prices. */
    bookable: slug.optional(),
  }),
  /** Pay a bill by its reference number: the payer names the bill and the amount, the server adds any convenience fee. */
  billPayment: z.object({
    heading: text(160).default("Pay online"),
    intro: longText(600).optional(),
    bills: z
      .array(
        z.object({
          key: slug,
          label: text(120),
          /** What the payer types the bill's number into: "Account number", "Ticket number". */
          referenceLabel: text(80),
          referenceHint: text(200).optional(),
          /** A regular expression the whole reference must match, e.g. "\\d{8}". */
          referencePattern: z.string().max(200).optional(),
          minCents: cents.min(100).default(100),
          maxCents: cents.default(1_000_000),
          /** Off when the bill is paid in full only: checked against the amount the biller loaded for it (modules/bills). */
          partial: z.boolean().default(true),
        }),
      )
      .min(1)
      .max(12),
    /** The processor's convenience fee, shown before paying: percent of the amount, or a fixed sum, never below minCents. */
    fee: z
      .object({
        label: text(80).default("Convenience fee"),
        percent: z.number().min(0).max(10).default(0),
        fixedCents: cents.default(0),
        minCents: cents.default(0),
      })
      .optional(),
    /** The page that shows the receipt; the payment page itself when unset. */
    successPath: sitePath.optional(),
    submitLabel: text(60).default("Continue to payment"),
  }),
  /** Give: preset or custom amounts, once or monthly, optional fee cover and dedication. */
  donation: z.object({
    heading: text(160).default("Make a gift"),
    intro: longText(600).optional(),
    presetsCents: z.array(cents.min(100)).min(1).max(6),
    minCents: cents.min(100).default(500),
    maxCents: cents.default(2_500_000),
    monthly: z.boolean().default(true),
    /** Monthly is chosen to start with (a charity that builds on monthly donors); one time otherwise. */
    monthlyByDefault: z.boolean().default(false),
    /** Offer to add the processor's fee so the whole gift arrives. */
    coverFees: z.object({ percent: z.number().min(0).max(10), fixedCents: cents }).optional(),
    dedication: z.boolean().default(true),
    /** Printed on the receipt mail: the organisation's legal name, EIN and what is deductible. */
    taxStatement: longText(1200),
    successPath: sitePath.optional(),
  }),
  /** Book places in a session: the site's bookables, real availability by date, a hold while the payer pays. */
  booking: z.object({
    heading: text(160).default("Book now"),
    intro: longText(600).optional(),
    /** Keys of the site's bookables to offer, in order; all of them when empty. */
    bookables: z.array(slug).max(20).default([]),
    successPath: sitePath.optional(),
  }),
  /** Buy a gift card: an amount or a package, sent to the recipient by mail with a code; anyone with the code checks its balance here. */
  giftCard: z
    .object({
      heading: text(160).default("Buy a gift card"),
      intro: longText(600).optional(),
      amountsCents: z.array(cents.min(100)).max(8).default([]),
      /** When set, the buyer may type any amount from here to customMaxCents. */
      customMinCents: cents.min(100).optional(),
      customMaxCents: cents.default(100_000),
      /** Packages sold as a card: a card worth the package price, named for it. */
      packages: z
        .array(z.object({ key: slug, name: text(120), description: longText(400), priceCents: cents.min(100) }))
        .max(8)
        .default([]),
      balanceCheck: z.boolean().default(true),
      successPath: sitePath.optional(),
    })
    .refine(
      (p) => p.amountsCents.length > 0 || p.packages.length > 0 || p.customMinCents !== undefined,
      "A gift card block needs amounts, packages or a custom amount",
    ),
  /** The site's products with prices and stock, bought together in one checkout. */
  shop: z.object({
    heading: text(160).default("Shop"),
    intro: longText(600).optional(),
    /** Flat shipping per order; free from freeOverCents. Without it orders are for pickup. */
    shipping: z.object({ flatCents: cents, freeOverCents: cents.optional(), note: longText(300).optional() }).optional(),
    pickupNote: longText(300).optional(),
    successPath: sitePath.optional(),
  }),
  /** The payment a payer has just come back from, in its real state (from the database, never from the link). */
  paymentStatus: z.object({
    /** Where "make a payment" points when the page is opened without a payment. */
    startPath: sitePath.default(""),
    startLabel: text(60).default("Make a payment"),
  }),
  /**
   * Order for pickup: the site's menu with each dish's options (a size,
   * add-ons), a cart, a pickup time from the site's opening hours within the
   * kitchen's capacity per quarter hour, and payment. The prices charged are the menu's.
   */
  orderOnline: z.object({
    heading: text(160).default("Order for pickup"),
    intro: longText(600).optional(),
    /** Names of the site menu's sections offered, in this order; none offers every section. Only dishes taken for pickup are offered. */
    sections: z.array(text(120)).max(30).default([]),
    pickup: z
      .object({
        /** The earliest pickup is this long after the order. */
        leadMinutes: z.number().int().min(5).max(2880).default(20),
        /** How many orders the kitchen takes for each quarter hour. */
        ordersPer15Minutes: z.number().int().min(1).max(200).default(6),
        /** Orders stop this long before closing. */
        lastOrderMinutes: z.number().int().min(0).max(240).default(30),
        /** How many open days ahead a pickup may be chosen, today included. */
        daysAhead: z.number().int().min(1).max(7).default(2),
        /** The kitchen's own hours for pickup, when they differ from the opening hours in Settings (no takeout during Sunday brunch). */
        pickupHours: z
          .array(
            z.object({
              days: z.array(z.enum(["mon", "tue", "wed", "thu", "fri", "sat", "sun"])).min(1),
              opens: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "Use 24-hour HH:MM"),
              closes: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "Use 24-hour HH:MM"),
            }),
          )
          .max(14)
          .optional(),
      })
      .default({ leadMinutes: 20, ordersPer15Minutes: 6, lastOrderMinutes: 30, daysAhead: 2 }),
    pickupNote: longText(300).optional(),
    successPath: sitePath.optional(),
  }),
  /** Reserve a table: party size and time from one of the site's bookables (its capacity per time), free, with a cancel link. */
  reservation: z.object({
    heading: text(160).default("Reserve a table"),
    intro: longText(600).optional(),
    /** The site's bookable whose times and places per time are the tables. */
    bookable: slug,
    note: longText(300).optional(),
  }),
  /** Book an appointment: a service, a person or anyone, a day with room, a time (modules/appointments: the site's services and people). */
  appointments: z.object({
    heading: text(160).default("Book an appointment"),
    intro: longText(600).optional(),
    note: longText(300).optional(),
  }),
} as const;

export type BlockType = keyof typeof blockPropSchemas;
export const BLOCK_TYPES = Object.keys(blockPropSchemas) as BlockType[];

export type BlockProps<T extends BlockType> = z.output<(typeof blockPropSchemas)[T]>;
/** What an author writes: defaults may be left out. */
export type BlockPropsInput<T extends BlockType> = z.input<(typeof blockPropSchemas)[T]>;

const blockEntry = <T extends BlockType>(type: T) => z.object({ type: z.literal(type), props: blockPropSchemas[type] as (typeof blockPropSchemas)[T] });

export const blockSchema = z.discriminatedUnion(
  "type",
  BLOCK_TYPES.map((type) => blockEntry(type)) as unknown as [ReturnType<typeof blockEntry<BlockType>>, ...ReturnType<typeof blockEntry<BlockType>>[]],
);

export type Block = { [T in BlockType]: { type: T; props: BlockProps<T> } }[BlockType];
export type BlockInput = { [T in BlockType]: { type: T; props: BlockPropsInput<T> } }[BlockType];

export const blockListSchema = z.array(blockSchema).max(60) as unknown as z.ZodType<Block[], BlockInput[]>;

declare module "@/server/db/schema/json" {
  interface JsonShapes {
    blocks: Block[];
  }
}
