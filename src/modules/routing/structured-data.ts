import "server-only";
import { now } from "@/lib/clock";
import { dateIn } from "@/lib/time";
import { calendarOf } from "@/modules/sites/calendar";
import { siteUrl } from "@/modules/sites/urls";
import type { SiteEntry } from "@/modules/collections/kind";
import type { CollectionRegistry } from "@/modules/collections/registry";
import { collections } from "@/modules/content/collections";
import type { Site } from "@/modules/sites/queries";
import type { Resolved } from "./load-route";

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
};

const DAY_NAMES = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" } as const;

export function businessType(kind: string): string {
  const key = kind.replace(/^single-page:/, "");
  return TYPES[key] ?? "LocalBusiness";
}

function business(site: Site) {
  const { contact, hours, social } = site.settings;
  return {
    "@type": businessType(site.kind),
    name: site.name,
    description: site.settings.description,
    url: siteUrl(site),
    ...(contact.phone && { telephone: contact.phone }),
    ...(contact.email && { email: contact.email }),
    ...(contact.address && {
      address: {
        "@type": "PostalAddress",
        streetAddress: contact.address.street,
        addressLocality: contact.address.locality,
        addressRegion: contact.address.region,
        postalCode: contact.address.postalCode,
        addressCountry: contact.address.country,
      },
    }),
    ...(hours.length && { openingHoursSpecification: openingHoursSpecification(site) }),
    ...(social.length && { sameAs: social.map((s) => s.url) }),
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
export function structuredData({ site, path, route }: Resolved, entries: SiteEntry[], registry: CollectionRegistry = collections): object[] {
  // A draft is not what the site says about itself: no item, no breadcrumbs.
  if (!route || (route.kind === "collection" && route.item.preview)) return [];
  const url = siteUrl(site, path);
  const publisher = { "@type": "Organization", name: site.name, url: siteUrl(site) };
  const out: object[] = [];
  if (path === "") out.push({ "@context": "https://schema.org", ...business(site) });

  const kind = route.kind === "collection" ? registry.kind(route.collection)! : null;
  if (route.kind === "collection") out.push(...(kind!.structuredData?.(route.item, { site, url, publisher }) ?? []));

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
