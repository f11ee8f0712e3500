import "server-only";
import { richTextToPlain } from "@/lib/rich-text/schema";
import type { Site } from "@/modules/sites/queries";
import { absoluteUrl } from "@/server/origin";
import type { Resolved } from "./load-route";
import type { SiteEntry } from "./site-entries";

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
    url: absoluteUrl(`/${site.slug}`),
    ...(contact.phone && { telephone: contact.phone }),
    ...(contact.email && { email: contact.email }),
    ...(contact.address && {
      address: { "@type": "PostalAddress", streetAddress: contact.address.street, addressLocality: contact.address.locality, addressRegion: contact.address.region, postalCode: contact.address.postalCode, addressCountry: contact.address.country },
    }),
    ...(hours.length && { openingHoursSpecification: hours.map((h) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: h.days.map((d) => DAY_NAMES[d]), opens: h.opens, closes: h.closes })) }),
    ...(social.length && { sameAs: social.map((s) => s.url) }),
  };
}

/** JSON-LD for a resolved route: the business on its home page, the item on item pages, breadcrumbs below home. */
export function structuredData({ site, path, route }: Resolved, entries: SiteEntry[]): object[] {
  if (!route) return [];
  const url = absoluteUrl(`/${site.slug}${path ? `/${path}` : ""}`);
  const publisher = { "@type": "Organization", name: site.name, url: absoluteUrl(`/${site.slug}`) };
  const out: object[] = [];
  if (path === "") out.push({ "@context": "https://schema.org", ...business(site) });

  switch (route.kind) {
    case "post":
      out.push({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: route.post.title,
        description: route.post.excerpt,
        url,
        mainEntityOfPage: url,
        ...(route.post.publishedAt && { datePublished: route.post.publishedAt.toISOString() }),
        dateModified: route.post.updatedAt.toISOString(),
        author: route.post.author ? { "@type": "Person", name: route.post.author } : publisher,
        publisher,
        ...(route.post.categories.length && { articleSection: route.post.categories.map((c) => c.name) }),
      });
      break;
    case "event":
      out.push({
        "@context": "https://schema.org",
        "@type": "Event",
        name: route.event.title,
        description: route.event.summary,
        url,
        startDate: route.event.startsAt.toISOString(),
        endDate: route.event.endsAt.toISOString(),
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: { "@type": "Place", name: route.event.location, address: route.event.location },
        organizer: route.organization ? { "@type": "Organization", name: route.organization.name, url: absoluteUrl(`/${site.slug}/${route.organization.slug}`) } : publisher,
      });
      break;
    case "newsItem":
      out.push({ "@context": "https://schema.org", "@type": "NewsArticle", headline: route.item.title, description: route.item.summary, url, datePublished: route.item.publishedAt.toISOString(), publisher, author: publisher });
      break;
    case "job": {
      const job = route.job;
      out.push({
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title: job.title,
        description: richTextToPlain(job.body),
        url,
        datePosted: job.datePosted.toISOString(),
        validThrough: job.validThrough.toISOString(),
        employmentType: job.employmentType,
        hiringOrganization: { "@type": "Organization", name: site.name, sameAs: absoluteUrl(`/${site.slug}`) },
        jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: job.locality, addressRegion: job.region, addressCountry: "US" } },
        ...(job.salaryMin !== null &&
          job.salaryUnit && {
            baseSalary: { "@type": "MonetaryAmount", currency: "USD", value: { "@type": "QuantitativeValue", minValue: job.salaryMin, ...(job.salaryMax !== null && { maxValue: job.salaryMax }), unitText: job.salaryUnit } },
          }),
      });
      break;
    }
    case "teamMember":
      out.push({ "@context": "https://schema.org", "@type": "Person", name: route.member.name, jobTitle: route.member.role, worksFor: publisher, url });
      break;
  }

  if (path !== "" && route.kind !== "draft") {
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
      itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: absoluteUrl(`/${site.slug}${c.path ? `/${c.path}` : ""}`) })),
    });
  }
  return out;
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so no text can close the script element. */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
