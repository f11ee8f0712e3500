import { now } from "@/lib/clock";
import { dateIn } from "@/lib/time";
import { calendarOf } from "@/modules/sites/calendar";
import { postalAddress } from "@/lib/schema-org";
import { pagesWithBlock } from "@/modules/pages/queries";
import { siteUrl } from "@/modules/sites/urls";
import { publicOrigin } from "@/server/origin";
import type { SiteEntry } from "@/modules/collections/kind";
import type { CollectionRegistry } from "@/modules/collections/registry";
import { collections } from "@/modules/content/collections";
import type { Site } from "@/modules/sites/queries";
import type { Resolved } from "./load-route";
import { shareImagePath } from "./page-head";

/** The schema.org type that fits each kind of site (single-page kinds are "single-page:<what>"). */
const TYPES: Record<string, string> = {
  dental: "Dentist",
  restaurant: "Restaurant",
  "banquet-hall": "EventVenue",
  "wine-bar": "BarOrPub",
  "town-government": "GovernmentOrganization",
  community: "NGO",
  "housing-nonprofit": "NGO",
  "support-nonprofit": "NGO",
  "workplace-equity-nonprofit": "NGO",
  "youth-organisation": "NGO",
  insurance: "InsuranceAgency",
  "legal-services": "LegalService",
  hvac: "HVACBusiness",
  "pest-control": "HomeAndConstructionBusiness",
  "carpet-and-duct-cleaning": "HomeAndConstructionBusiness",
  "basement-waterproofing": "HomeAndConstructionBusiness",
  "home-improvement": "HomeAndConstructionBusiness",
  "soft-washing": "HomeAndConstructionBusiness",
  "cleaning-and-property": "HomeAndConstructionBusiness",
  excavation: "GeneralContractor",
  "power-systems": "Electrician",
  "window-tinting": "AutomotiveBusiness",
  "car-wash": "AutoWash",
  "auto-detailer": "AutoWash",
  mortgage: "FinancialService",
  "loan-servicing": "FinancialService",
  "debt-collection": "FinancialService",
  "equity-firm": "FinancialService",
  bookkeeper: "AccountingService",
  "escape-rooms": "EntertainmentBusiness",
  "tattoo-studio": "TattooParlor",
  "winery-tours": "TravelAgency",
  "real-estate-agent": "RealEstateAgent",
  "coffee-shop": "CafeOrCoffeeShop",
  bakery: "Bakery",
  florist: "Florist",
  barber: "HairSalon",
  "vacation-rental": "LodgingBusiness",
  "food-truck": "FoodEstablishment",
  "yoga-studio": "ExerciseGym",
  golf: "SportsActivityLocation",
  "bike-repair": "BikeStore",
  tutor: "EducationalOrganization",
  "music-teacher": "EducationalOrganization",
  farm: "LocalBusiness",
  personal: "Person",
};

const DAY_NAMES = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" } as const;

export function businessType(kind: string): string {
  const key = kind.replace(/^single-page:/, "");
  return TYPES[key] ?? "LocalBusiness";
}

/** Kinds that serve food: schema.org's menu and reservations apply to them. */
const FOOD = new Set(["Restaurant", "BarOrPub", "CafeOrCoffeeShop", "Bakery", "FoodEstablishment"]);

/** What the business page says of the business: who, where (or the area it serves), when, its picture, and for food its menu and reservations. */
async function business(site: Site, image: string) {
  const { contact, hours, social } = site.settings;
  const type = businessType(site.kind);
  const who = {
    "@type": type,
    name: site.name,
    description: site.settings.description,
    url: siteUrl(site),
    image,
    ...(contact.email && { email: contact.email }),
    ...(social.length && { sameAs: social.map((s) => s.url) }),
  };
  // A person's own site (a writer, a speaker) is about the person: no address, hours or menu.
  if (type === "Person") return who;
  return {
    ...who,
    ...(contact.phone && { telephone: contact.phone }),
    ...(contact.address && { address: postalAddress(contact.address) }),
    ...(contact.address?.geo && { geo: { "@type": "GeoCoordinates", ...contact.address.geo } }),
    ...(contact.serviceAreaNote && { areaServed: contact.serviceAreaNote }),
    ...(site.settings.priceRange && { priceRange: site.settings.priceRange }),
    ...(hours.length && { openingHoursSpecification: openingHoursSpecification(site) }),
    ...(FOOD.has(type) && (await foodFacts(site))),
  };
}

/** A food business's kinds of food, its menu page and whether (and where) it takes reservations, from the pages that show them. */
async function foodFacts(site: Site) {
  const [menus, reservations, orders] = await Promise.all([
    pagesWithBlock(site.id, "menu"),
    pagesWithBlock(site.id, "reservation"),
    pagesWithBlock(site.id, "orderOnline"),
  ]);
  const menu = menus[0] ?? orders[0];
  return {
    ...(site.settings.cuisine?.length && { servesCuisine: site.settings.cuisine }),
    ...(menu !== undefined && { hasMenu: siteUrl(site, menu) }),
    acceptsReservations: reservations[0] !== undefined ? siteUrl(site, reservations[0]) : "False",
  };
}

/**
 * The week's hours, then each special day of the coming year as its own
 * specification with validFrom/validThrough (closed: opens and closes at
 * 00:00, as Google reads it), from the same calendar the forms obey.
 */
function openingHoursSpecification(site: Site): object[] {
  const calendar = calendarOf(site);
  const today = dateIn(now(), calendar.timeZone);
  const spec = (days: readonly string[], span: { opens: string; closes: string }, valid?: { from: string; through: string }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.map((d) => DAY_NAMES[d as keyof typeof DAY_NAMES]),
    opens: span.opens,
    closes: span.closes,
    ...(valid && { validFrom: valid.from, validThrough: valid.through }),
  });
  const week = calendar.hours.map((h) => spec(h.days, h));
  const seasons = (calendar.seasons ?? []).flatMap((season) => {
    const { from, through } = seasonOccurrence(season, today);
    const open = season.hours.length
      ? season.hours.map((h) => spec(h.days, h, { from, through }))
      : [spec(Object.keys(DAY_NAMES), { opens: "00:00", closes: "00:00" }, { from, through })];
    return open;
  });
  const special = (calendar.specialDays ?? [])
    .filter((s) => (s.to ?? s.from) >= today)
    .flatMap((s) =>
      (s.hours.length ? s.hours : [{ opens: "00:00", closes: "00:00" }]).map((span) => ({
        "@type": "OpeningHoursSpecification",
        opens: span.opens,
        closes: span.closes,
        validFrom: s.from,
        validThrough: s.to ?? s.from,
      })),
    );
  return [...week, ...seasons, ...special];
}

/** A yearly season's dates around today: this year's when it has not ended, otherwise next year's. */
function seasonOccurrence(season: { from: string; to: string }, today: string): { from: string; through: string } {
  const year = Number(today.slice(0, 4));
  const wraps = season.from > season.to;
  for (const start of [year - 1, year, year + 1]) {
    const from = `${start}-${season.from}`;
    const through = `${wraps ? start + 1 : start}-${season.to}`;
    if (through >= today) return { from, through };
  }
  return { from: `${year + 1}-${season.from}`, through: `${wraps ? year + 2 : year + 1}-${season.to}` };
}

/** JSON-LD for a resolved route: the business on its home page, the item on item pages (its collection's), breadcrumbs below home. */
export async function structuredData(resolved: Resolved, entries: SiteEntry[], registry: CollectionRegistry = collections): Promise<object[]> {
  const { site, path, route } = resolved;
  // A draft is not what the site says about itself: no item, no breadcrumbs.
  if (!route || (route.kind === "collection" && route.item.preview)) return [];
  const url = siteUrl(site, path);
  const image = new URL(shareImagePath(resolved), publicOrigin()).href;
  const publisher = { "@type": "Organization", name: site.name, url: siteUrl(site) };
  const out: object[] = [];
  if (path === "") out.push({ "@context": "https://schema.org", ...(await business(site, image)) });

  const kind = route.kind === "collection" ? registry.kind(route.collection)! : null;
  if (route.kind === "collection") out.push(...(kind!.structuredData?.(route.item, { site, url, publisher, image }) ?? []));

  if (path !== "" && (route.kind === "page" || (kind!.breadcrumbs?.(route.item) ?? true))) {
    const titles = new Map(entries.map((e) => [e.path, e.path === "" ? site.name : e.title]));
    const segments = path.split("/");
    const crumbs = [{ path: "", name: site.name }];
    for (let i = 1; i <= segments.length; i++) {
      const prefix = segments.slice(0, i).join("/");
      const name = titles.get(prefix);
      if (name) crumbs.push({ path: prefix, name });
    }
    out.push({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: siteUrl(site, c.path) })),
    });
  }
  return out;
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so no text can close the script element. */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
