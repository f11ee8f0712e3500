import { datedClosures } from "@/lib/holidays";
import { saveCategory, savePost } from "@/modules/blog/service";
import { eventService } from "@/modules/events/service";
import { jobService } from "@/modules/jobs/service";
import { newsService } from "@/modules/news/service";
import { saveOrganization } from "@/modules/organizations/service";
import { saveBookable } from "@/modules/bookings/service";
import { saveService, saveStaff, setPolicy } from "@/modules/appointments/service";
import { saveForm } from "@/modules/forms/service";
import { saveMailList } from "@/modules/newsletters/service";
import { write } from "@/server/db/write";
import { saveProduct } from "@/modules/shop/service";
import { gatherMenu } from "@/modules/menus/gather";
import { saveSiteMenu } from "@/modules/menus/service";
import { savePage } from "@/modules/pages/service";
import { saveCity, saveRegion } from "@/modules/service-areas/service";
import { createSite } from "@/modules/sites/service";
import { teamService } from "@/modules/team/service";
import { unitService } from "@/modules/rentals/service";
import type { SiteId } from "@/modules/sites/queries";
import { addDays, dateIn, SITE_TIME_ZONE, wallClock } from "@/lib/time";
import { eventDay, newsDaysAgo } from "./event-days";
import { SEED_IMAGE_PREFIX, type EventSeed, type NewsSeed, type SiteSeed, type UnitSeed } from "./seed";

/** A wall-clock time in the demo's time zone (US Eastern), `days` from the day the site is loaded. */
const at = (now: Date, days: number, hhmm = "09:00") => wallClock(now, days, hhmm);

function eventInput(now: Date, e: EventSeed) {
  const startsAt = at(now, eventDay(now, e), e.startTime);
  return {
    slug: e.slug,
    title: e.title,
    summary: e.summary,
    body: e.body,
    location: e.location,
    image: e.image ?? null,
    startsAt,
    endsAt: new Date(startsAt.getTime() + e.durationMinutes * 60_000),
  };
}

function newsInput(now: Date, n: NewsSeed) {
  return { slug: n.slug, title: n.title, summary: n.summary, body: n.body, publishedAt: at(now, -newsDaysAgo(now, n), "10:00") };
}

/** An item of a seed through its kind's service: a template's example (a draft) arrives hidden, anything else as visitors see it. */
function put<I>(
  service: { save(siteId: SiteId, input: I): Promise<unknown>; insert(siteId: SiteId, input: I, options: { status: "draft" }): Promise<unknown> },
  siteId: SiteId,
  input: I,
  status: "draft" | "published" | undefined,
) {
  return status === "draft" ? service.insert(siteId, input, { status: "draft" }) : service.save(siteId, input);
}

/** Puts the picture a seed names by key into the site's media library; its asset id, and where its subject sits. */
export type SeedImages = (siteId: SiteId, key: string) => Promise<{ id: string; focal?: { x: number; y: number } }>;

/**
 * The seed with each seedImage() reference made a reference to an asset of
 * the site (resolved through `images`), or, without a resolver, left out:
 * every image field is optional. One at a time, as the resolver writes.
 */
async function placeImages<T>(value: T, siteId: SiteId, images: SeedImages | undefined): Promise<T | undefined> {
  const ref = value as { asset?: unknown; focal?: unknown } | null;
  if (ref && typeof ref === "object" && typeof ref.asset === "string" && ref.asset.startsWith(SEED_IMAGE_PREFIX)) {
    if (!images) return undefined;
    const placed = await images(siteId, ref.asset.slice(SEED_IMAGE_PREFIX.length));
    return { ...ref, asset: placed.id, ...(ref.focal === undefined && placed.focal && { focal: placed.focal }) } as T;
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const placed = await placeImages(item, siteId, images);
      if (placed !== undefined) items.push(placed);
    }
    return items as T;
  }
  if (!value || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const placed = await placeImages(child, siteId, images);
    if (placed !== undefined) out[key] = placed;
  }
  return out as T;
}

/**
 * The pages a search engine should not list: a form's thank-you page (reached
 * only after sending it) and a page of search results. Forms name theirs as
 * `successPath`, in the site's forms or in a block's props.
 */
export function unlistedPaths(seed: SiteSeed): Set<string> {
  const paths = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "successPath" && typeof child === "string") paths.add(child);
        else visit(child);
      }
    }
  };
  visit(seed.forms);
  for (const page of seed.pages) {
    visit(page.blocks);
    if (page.blocks.some((block) => block.type === "search")) paths.add(page.path);
  }
  return paths;
}

/**
 * Writes one site as data (a showroom site, or a template made from one)
 * through the services, so it obeys every rule an owner's edit does; its
 * pictures through `images` (see seedImage).
 */
export async function loadSiteSeed(given: SiteSeed, now = new Date(), images?: SeedImages): Promise<SiteId> {
  const specialDays = [...(given.settings.specialDays ?? []), ...datedClosures(given.closures ?? [], dateIn(now, given.settings.timeZone ?? SITE_TIME_ZONE))];
  const settings = { ...given.settings, specialDays };
  const siteId = await createSite({
    slug: given.slug,
    name: given.name,
    kind: given.kind,
    theme: given.theme,
    settings,
    mounts: given.mounts,
    launched: given.launched,
  });
  const placed = (await placeImages(given, siteId, images))!;
  // One menu for the site and its organizations' pages, gathered from every block that shows dishes.
  const { menu, pages } = gatherMenu([...placed.pages, ...(placed.organizations ?? []).flatMap((org) => org.pages)]);
  let next = placed.pages.length;
  const seed = {
    ...placed,
    pages: pages.slice(0, next),
    organizations: placed.organizations?.map((org) => ({ ...org, pages: pages.slice(next, (next += org.pages.length)) })),
  };
  if (menu.sections.length) await saveSiteMenu(siteId, menu);
  for (const form of seed.forms ?? []) await saveForm(siteId, form);
  for (const bookable of seed.bookables ?? []) await saveBookable(siteId, bookable);
  for (const [position, product] of (seed.products ?? []).entries()) await saveProduct(siteId, product, position);
  const unlisted = unlistedPaths(seed);
  for (const page of seed.pages) await savePage(siteId, unlisted.has(page.path) ? { ...page, seo: { hideFromSearch: true } } : page);
  for (const category of seed.categories ?? []) await saveCategory(siteId, category);
  for (const post of seed.posts ?? []) {
    await savePost(siteId, {
      ...post,
      status: post.status ?? "published",
      publishedAt: post.status === "draft" ? undefined : at(now, -post.publishedDaysAgo, "08:00"),
    });
  }
  for (const event of seed.events ?? []) await put(eventService, siteId, eventInput(now, event), event.status);
  for (const item of seed.news ?? []) await put(newsService, siteId, newsInput(now, item), item.status);
  for (const job of seed.jobs ?? []) {
    await put(
      jobService,
      siteId,
      {
        slug: job.slug,
        title: job.title,
        summary: job.summary,
        body: job.body,
        employmentType: job.employmentType,
        locality: job.location.locality,
        region: job.location.region,
        salaryMin: job.salary?.min ?? null,
        salaryMax: job.salary?.max ?? null,
        salaryUnit: job.salary?.unit ?? null,
        datePosted: at(now, -job.postedDaysAgo, "08:00"),
        validThrough: at(now, job.validForDays - job.postedDaysAgo, "23:59"),
      },
      job.status,
    );
  }
  for (const [position, { status, ...member }] of (seed.team ?? []).entries()) await put(teamService, siteId, { ...member, position }, status);
  if (seed.appointments) {
    await setPolicy(siteId, seed.appointments.policy ?? {});
    for (const [position, staff] of seed.appointments.staff.entries()) await saveStaff(siteId, { position, ...staff });
    for (const [position, service] of seed.appointments.services.entries()) await saveService(siteId, { position, ...service });
  }
  for (const [position, unit] of (seed.units ?? []).entries()) {
    const { available, squareFeet, ...rest } = unit;
    await unitService.save(siteId, { ...rest, squareFeet: squareFeet ?? null, availableFrom: availableDay(now, available), position });
  }
  for (const region of seed.serviceAreas ?? []) {
    const regionId = await saveRegion(siteId, { slug: region.slug, name: region.name });
    for (const city of region.cities) await saveCity(siteId, regionId, city);
  }
  for (const org of seed.organizations ?? []) {
    const orgId = await saveOrganization(siteId, { slug: org.slug, name: org.name, summary: org.summary });
    for (const page of org.pages) await savePage(siteId, page, orgId);
    for (const event of org.events ?? []) await eventService.save(siteId, eventInput(now, event), orgId);
    for (const item of org.news ?? []) await newsService.save(siteId, newsInput(now, item), orgId);
  }
  // After the news: a list that takes every news item does not mail the seed's own items to no one.
  for (const list of seed.mailLists ?? []) await write([], (tx) => saveMailList(tx, siteId, { autoNews: false, ...list }));
  return siteId;
}

/** A unit's move-in day from the load day: "now" is a week ago (it shows as available now); else the 1st of a coming month, in the site's calendar. */
function availableDay(now: Date, available: UnitSeed["available"]): string {
  const today = dateIn(now, SITE_TIME_ZONE);
  if (available === "now") return addDays(today, -7);
  const [year, month] = today.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + available.firstOfMonthAhead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}
