/**
 * A page's JSON-LD against Google's rich-result rules: for each type the
 * properties its documentation marks required, and those it recommends that
 * the platform has the facts for. Returns what is missing, in words.
 */
type Node = Record<string, unknown>;

/** The JSON-LD objects of a page's HTML. */
export function jsonLdOf(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Node);
}

const BUSINESS =
  /Business|Restaurant|Dentist|EventVenue|BarOrPub|GovernmentOrganization|NGO|Agency|Service|Contractor|Electrician|AutoWash|Parlor|RealEstateAgent|Cafe|Bakery|Florist|HairSalon|Establishment|Gym|Location|Store|EducationalOrganization/;
const FOOD = new Set(["Restaurant", "BarOrPub", "CafeOrCoffeeShop", "Bakery", "FoodEstablishment"]);

const has = (node: Node, path: string): boolean => {
  let value: unknown = node;
  for (const key of path.split(".")) value = value && typeof value === "object" ? (value as Node)[key] : undefined;
  return value !== undefined && value !== null && value !== "";
};

function missing(node: Node, paths: string[]): string[] {
  return paths.filter((path) => !has(node, path));
}

export function structuredDataProblems(nodes: Node[], at: string): string[] {
  const problems: string[] = [];
  const say = (type: string, paths: string[]) => {
    if (paths.length) problems.push(`${at}: ${type} lacks ${paths.join(", ")}`);
  };
  for (const node of nodes) {
    const type = String(node["@type"]);
    if (node["@context"] !== "https://schema.org") problems.push(`${at}: ${type} has no schema.org context`);
    if (type === "BreadcrumbList") {
      const items = (node.itemListElement ?? []) as Node[];
      if (!items.length) problems.push(`${at}: BreadcrumbList is empty`);
      items.forEach((item, i) => say(`BreadcrumbList item ${i + 1}`, missing(item, ["position", "name", "item"])));
    } else if (type === "Event") {
      say(
        "Event",
        missing(node, [
          "name",
          "startDate",
          "endDate",
          "location.name",
          "location.address.addressLocality",
          "image",
          "description",
          "organizer.name",
          "eventStatus",
        ]),
      );
    } else if (type === "BlogPosting" || type === "NewsArticle") {
      say(type, missing(node, ["headline", "image", "datePublished", "dateModified", "author.name", "publisher.name"]));
      const author = node.author as Node | undefined;
      // Google asks for a page that identifies the author: the business's site, or a person's own page.
      if (author && !has(author, "url")) problems.push(`${at}: ${type}'s author has no url`);
    } else if (type === "JobPosting") {
      say(
        "JobPosting",
        missing(node, [
          "title",
          "description",
          "datePosted",
          "validThrough",
          "hiringOrganization.name",
          "jobLocation.address.addressLocality",
          "jobLocation.address.addressRegion",
          "jobLocation.address.addressCountry",
        ]),
      );
      if (typeof node.description === "string" && !/<(p|ul|ol|h\d)>/.test(node.description)) problems.push(`${at}: JobPosting's description is not HTML`);
    } else if (type === "ProfilePage") {
      say("ProfilePage", missing(node, ["mainEntity.name", "mainEntity.url"]));
    } else if (type === "Person") {
      say("Person", missing(node, ["name", "url"]));
    } else if (BUSINESS.test(type)) {
      say(type, missing(node, ["name", "url", "image", "telephone"]));
      if (!has(node, "address.addressLocality") && !has(node, "areaServed")) problems.push(`${at}: ${type} has neither an address nor an area served`);
      if (FOOD.has(type)) say(type, missing(node, ["acceptsReservations", "servesCuisine", "priceRange"]));
      // A business visitors come to is on the map.
      if (has(node, "address.streetAddress") && FOOD.has(type)) say(type, missing(node, ["geo.latitude", "geo.longitude"]));
    }
  }
  return problems;
}
