import { z } from "zod";
import { FONT_KEYS } from "@/lib/fonts";
import { ICON_NAMES } from "@/lib/icon-names";
import { isReservedSlug, SLUG_PATTERN } from "@/lib/reserved";
import { contrastRatio } from "@/lib/contrast";
import { isSafeHref, UNSAFE_HREF_MESSAGE } from "@/lib/safe-href";
import { isCalendarDate } from "@/lib/time";

const hex = z.string().regex(/^#[0-9a-f]{6}$/i, "Use a six-digit hex colour such as #1d4ed8");

export const siteSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(63)
  .regex(SLUG_PATTERN, "Use lowercase letters, digits and single hyphens")
  .refine((slug) => !isReservedSlug(slug), "This address is reserved by the platform");

export const paletteSchema = z.object({
  /** Buttons, links, accents. */
  primary: hex,
  /** Text on primary surfaces. */
  onPrimary: hex,
  /** A second colour for highlights and illustrations. */
  accent: hex,
  background: hex,
  /** Cards and alternating sections. */
  surface: hex,
  text: hex,
  muted: hex,
  border: hex,
});
export type Palette = z.infer<typeof paletteSchema>;

/** The pairs that must read at WCAG AA (4.5:1) for every block to pass axe. */
export const CONTRAST_PAIRS: ReadonlyArray<[keyof Palette, keyof Palette]> = [
  ["text", "background"],
  ["text", "surface"],
  ["muted", "background"],
  ["muted", "surface"],
  ["primary", "background"],
  ["primary", "surface"],
  ["onPrimary", "primary"],
];

export function paletteContrastProblems(palette: Palette): string[] {
  return CONTRAST_PAIRS.flatMap(([fg, bg]) => {
    const ratio = contrastRatio(palette[fg], palette[bg]);
    return ratio < 4.5 ? [`${fg} on ${bg} has contrast ${ratio.toFixed(2)}:1; it needs at least 4.5:1`] : [];
  });
}

export const themeSchema = z.object({
  palette: paletteSchema.superRefine((palette, ctx) => {
    for (const message of paletteContrastProblems(palette)) ctx.addIssue({ code: "custom", message });
  }),
  fonts: z.object({ heading: z.enum(FONT_KEYS), body: z.enum(FONT_KEYS) }),
  /**
   * The header's layout family: classic (name and navigation on one row), centered (the name
   * centred over the navigation), bar (one row on the main colour), action (a strip with the
   * phone and the week's open days over the navigation beside a large call button), overlay (see-through
   * over a page that opens with a full-bleed photograph; classic elsewhere).
   */
  header: z.enum(["classic", "centered", "bar", "action", "overlay"]).default("classic"),
  /** columns (four columns), simple (compact: one row), band (columns on the main colour), map (a drawn map with the address beside the week's hours). */
  footer: z.enum(["columns", "simple", "band", "map"]).default("columns"),
  /**
   * How sections of cards, steps, reviews and figures are drawn: cards (boxes in a grid), bands
   * (full-width stripes, items divided by rules), editorial (the heading in a column of its own,
   * numbered items under rules, no boxes), rows (a picture and its words side by side, alternating).
   */
  sectionStyle: z.enum(["cards", "bands", "editorial", "rows"]).default("cards"),
  logo: z.object({
    mark: z.enum(ICON_NAMES),
    shape: z.enum(["circle", "rounded", "square", "hexagon", "none"]).default("rounded"),
  }),
  radius: z.enum(["none", "small", "large"]).default("small"),
  pattern: z.enum(["dots", "grid", "waves", "diagonal", "none"]).default("dots"),
});
export type Theme = z.infer<typeof themeSchema>;
export type ThemeInput = z.input<typeof themeSchema>;

const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Day = (typeof DAYS)[number];
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use 24-hour HH:MM");
const navHref = z.string().max(2000).refine(isSafeHref, UNSAFE_HREF_MESSAGE);
export const weeklyHours = z.object({ days: z.array(z.enum(DAYS)).min(1), opens: time, closes: time });
const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "Use MM-DD");
const calendarDate = z.string().refine(isCalendarDate, "Use a date: YYYY-MM-DD");
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const settingsSchema = z.object({
  tagline: z.string().max(160).optional(),
  description: z.string().max(400),
  contact: z
    .object({
      phone: z.string().max(40).optional(),
      email: z.email().optional(),
      address: z
        .object({
          street: z.string().max(200),
          locality: z.string().max(100),
          region: z.string().max(100),
          postalCode: z.string().max(20),
          country: z.string().length(2).default("US"),
          /** Where the door is on a map, for search engines (schema.org GeoCoordinates). */
          geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
        })
        .optional(),
      /** Shown when the business comes to the customer rather than the other way round. */
      serviceAreaNote: z.string().max(300).optional(),
    })
    .default({}),
  /** What a visit costs, roughly, as search engines show it (schema.org priceRange). */
  priceRange: z.enum(["$", "$$", "$$$", "$$$$"]).optional(),
  /** A food business's kinds of food, such as Italian or Pizza (schema.org servesCuisine). */
  cuisine: z.array(z.string().trim().min(1).max(40)).max(6).optional(),
  /** The business's own zone: every time it offers and shows is computed in it. */
  timeZone: z.string().refine(isTimeZone, "Use a time zone such as America/New_York").default("America/New_York"),
  hours: z.array(weeklyHours).default([]),
  /** Hours that replace the usual week between two dates of every year: "November to March: closed Mondays and Tuesdays". */
  seasons: z
    .array(z.object({ name: z.string().trim().min(1).max(80), from: monthDay, to: monthDay, hours: z.array(weeklyHours) }))
    .max(12)
    .default([]),
  /** Holidays, closures and other hours on a date or a range: no spans is closed. */
  specialDays: z
    .array(
      z
        .object({
          name: z.string().trim().min(1).max(80),
          from: calendarDate,
          to: calendarDate.optional(),
          hours: z.array(z.object({ opens: time, closes: time })).max(4),
          note: z.string().trim().max(200).optional(),
          /** False: open, but bookings and orders by phone only. */
          online: z.boolean().optional(),
        })
        .refine((s) => !s.to || s.to >= s.from, { message: "The last day must be on or after the first", path: ["to"] }),
    )
    .max(200)
    .default([]),
  hoursNote: z.string().max(300).optional(),
  social: z
    .array(
      z.object({
        network: z.enum(["facebook", "instagram", "linkedin", "x", "youtube", "tiktok", "nextdoor", "yelp"]),
        url: z.url().refine(isSafeHref, UNSAFE_HREF_MESSAGE),
      }),
    )
    .default([]),
  navigation: z
    .array(
      z.object({
        label: z.string().min(1).max(60),
        href: navHref,
        children: z
          .array(z.object({ label: z.string().min(1).max(60), href: navHref }))
          .max(20)
          .optional(),
      }),
    )
    .max(12)
    .default([]),
  headerAction: z.object({ label: z.string().min(1).max(40), href: navHref }).optional(),
  footerLinks: z
    .array(z.object({ label: z.string().min(1).max(60), href: navHref }))
    .max(20)
    .default([]),
  /** A sign-up form (by key) shown in the footer of every page, when the site switches it on. */
  footerSignup: z
    .object({ form: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), heading: z.string().min(1).max(80), text: z.string().max(200).optional() })
    .optional(),
  /** Whether the platform's home page lists this site. */
  listed: z.boolean().default(true),
});
export type SiteSettings = z.infer<typeof settingsSchema>;
export type SiteSettingsInput = z.input<typeof settingsSchema>;
export { DAYS };

declare module "@/server/db/schema/json" {
  interface JsonShapes {
    siteTheme: Theme;
    siteSettings: SiteSettings;
  }
}
