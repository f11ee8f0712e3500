import type { BlockInput } from "@/blocks/schemas";
import type { SeedBlockInput } from "@/modules/menus/gather";
import type { PolicyInput, ServiceInput, StaffInput } from "@/modules/appointments/schema";
import type { YearlyClosure } from "@/lib/holidays";
import type { Mounts } from "@/lib/collections";
import type { ImageRefInput } from "@/lib/image-ref";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import type { BookableInput } from "@/modules/bookings/schema";
import type { FormDefinitionInput } from "@/modules/forms/schema";
import type { ProductInput } from "@/modules/shop/schema";
import type { SiteSettingsInput, ThemeInput } from "@/modules/sites/schema";

/**
 * The shape of one site as data, as the showroom's are authored in
 * src/modules/templates/showroom/*.ts. The loader (./load.ts) validates it against the same schemas the service layer
 * uses and writes it through the services, so demo data obeys every rule that
 * an owner's edits do. Dates are relative to the day the demo is loaded so that
 * "upcoming" events stay upcoming.
 */

export interface PageSeed {
  /** Path inside the site (or the organization): "" is the home page, "services/drainage" is two deep. */
  path: string;
  /** The page's <h1> and <title>. */
  title: string;
  /** Meta description, 50-160 characters, unique per site. */
  description: string;
  /** The menu's blocks carry their dishes here; loading gathers them into the site's one menu (modules/menus/gather). */
  blocks: SeedBlockInput[];
}

export interface PostSeed {
  slug: string;
  title: string;
  excerpt: string;
  body: RichTextDoc;
  author?: string;
  categories?: string[];
  /** Drafts exist only for editors: never listed, never in a sitemap. */
  status?: "draft" | "published";
  publishedDaysAgo: number;
}

/** Parts of a date an event must fall on; `offsetDays` places it that far from the matching day (a festival's Friday, the day before its first Saturday). */
export interface DateAnchor {
  weekday?: "sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat";
  /** 1 to 12. */
  month?: number;
  day?: number;
  /** The nth such weekday of the month (1 for the first). */
  nth?: number;
  offsetDays?: number;
}

export interface EventSeed {
  slug: string;
  /** A template's example arrives hidden, for the new owner to rewrite or delete (templates/rebrand.ts). */
  status?: "draft" | "published";
  title: string;
  summary: string;
  body: RichTextDoc;
  /** Negative for past events. */
  startsInDays: number;
  /**
   * The calendar the event keeps, when its words name a day, a month or a
   * season ("Friday the 13th", "Halloween", "festival Saturday" in August): the
   * loader moves it from `startsInDays` to the nearest day matching every part
   * given (later for an upcoming event, earlier for a past one), so what it
   * says and when it falls never disagree. See ./event-days.ts.
   */
  on?: DateAnchor;
  startTime: string; // "HH:MM", local time of the site
  durationMinutes: number;
  location: string;
  /** A seedImage() of its picture. */
  image?: ImageRefInput;
}

export interface NewsSeed {
  slug: string;
  /** A template's example arrives hidden, for the new owner to rewrite or delete (templates/rebrand.ts). */
  status?: "draft" | "published";
  title: string;
  summary: string;
  body: RichTextDoc;
  /** At least this many days ago: with `on`, the nearest earlier day matching it. */
  publishedDaysAgo: number;
  /**
   * The calendar a notice keeps when its words tie it to one ("Grievance Day
   * is the fourth Tuesday in May", a budget hearing in November): it is
   * published on the latest day matching every part given, no later than
   * `publishedDaysAgo`, as an event keeps its `on` (./event-days.ts).
   */
  on?: DateAnchor;
}

export interface JobSeed {
  slug: string;
  /** A template's example arrives hidden, for the new owner to rewrite or delete (templates/rebrand.ts). */
  status?: "draft" | "published";
  title: string;
  summary: string;
  body: RichTextDoc;
  employmentType: "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "INTERN" | "SEASONAL";
  location: { locality: string; region: string };
  salary?: { min: number; max?: number; unit: "HOUR" | "YEAR" };
  postedDaysAgo: number;
  validForDays: number;
}

export interface TeamMemberSeed {
  slug: string;
  /** A template's example arrives hidden, for the new owner to rewrite or delete (templates/rebrand.ts). */
  status?: "draft" | "published";
  name: string;
  role: string;
  bio: RichTextDoc;
  /** A seedImage() of their portrait. */
  photo?: ImageRefInput;
  email?: string;
}

/** A home for rent (modules/rentals): its move-in day is relative to the load day, so "available" stays true. */
export interface UnitSeed {
  slug: string;
  title: string;
  neighborhood: string;
  summary: string;
  description: RichTextDoc;
  /** seedImage()s; the first is its card's. */
  photos?: ImageRefInput[];
  rentCents: number;
  bedrooms: number;
  bathrooms: number;
  squareFeet?: number;
  /** "now", or the first day of the month this many months after the load day's month (a lease starts on the 1st). */
  available: "now" | { firstOfMonthAhead: number };
  features?: string[];
}

export interface ServiceAreaSeed {
  /** The region's slug: the first segment of /{site}/{region}/{city}. */
  slug: string;
  name: string;
  cities: Array<{ slug: string; name: string; title: string; description: string; blocks: BlockInput[] }>;
}

export interface OrganizationSeed {
  slug: string;
  name: string;
  summary: string;
  /** The organization's own pages, at /{site}/{organization}/{path}. */
  pages: PageSeed[];
  events?: EventSeed[];
  news?: NewsSeed[];
}

export interface SiteSeed {
  slug: string;
  name: string;
  kind: string;
  theme: ThemeInput;
  settings: SiteSettingsInput;
  /** Holidays and closures that come back every year: dated from the day the seed is loaded into the calendar's special days. */
  closures?: YearlyClosure[];
  /** Where each collection mounts, e.g. { posts: "blog", jobs: "careers" }. */
  mounts?: Mounts;
  pages: PageSeed[];
  /** The site's forms; a page shows one with a `form` block naming its key. */
  forms?: FormDefinitionInput[];
  /** The site's mailing lists by the key its sign-up forms join: their names, and whether each takes every news item when published. */
  mailLists?: Array<{ key: string; name: string; autoNews?: boolean }>;
  categories?: Array<{ slug: string; name: string; description?: string }>;
  posts?: PostSeed[];
  events?: EventSeed[];
  news?: NewsSeed[];
  jobs?: JobSeed[];
  team?: TeamMemberSeed[];
  /** Homes for rent, listed where the site mounts "units". */
  units?: UnitSeed[];
  serviceAreas?: ServiceAreaSeed[];
  organizations?: OrganizationSeed[];
  /** What visitors book places in (games, tour departures); a `booking` block or a trip builder offers them. */
  bookables?: BookableInput[];
  /** Appointments (modules/appointments): the owner's rules, who takes them (team members by slug) and the services; an `appointments` block books them. */
  appointments?: { policy?: PolicyInput; staff: StaffInput[]; services: ServiceInput[] };
  /** What the `shop` block sells. */
  products?: ProductInput[];
  /** False for a site made from a template: behind "coming soon" until its owner launches it. */
  launched?: boolean;
  /**
   * Names the business coined for its own things (a loyalty club, a private room), with the plain
   * words a site made from its template says instead: no rule finds "Kettle Club" to be The Copper
   * Kettle's.
   */
  coined?: Record<string, string>;
}

/**
 * A picture in a site as data, by its key in the demo deployment's catalogue
 * (src/demo/images/catalogue.ts): `image: seedImage("food/copper-kettle/pot-roast")`.
 * The seed names the key, not an asset id, because the asset exists only
 * once the loader has put the picture through the media pipeline into the
 * site being loaded; and the catalogue stays in src/demo (its bytes, its
 * 250 credits) because modules may not import the demo deployment: the
 * demo passes the loader a resolver (see load.ts, SeedImages), a site built
 * from a template without one simply has no pictures yet.
 */
export const SEED_IMAGE_PREFIX = "seed-image:";

export const seedImage = (key: string, use: Omit<ImageRefInput, "asset"> = {}): ImageRefInput => ({ asset: `${SEED_IMAGE_PREFIX}${key}`, ...use });
