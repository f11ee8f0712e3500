import type { SiteSeed } from "./seed";

/**
 * What a new site's owner tells us about their business when creating it
 * from a template. Everything the showroom business said about itself is
 * replaced by these, or left out.
 */
export interface SiteDetails {
  slug: string;
  name: string;
  tagline?: string;
  phone: string;
  /** Also where the site's forms send what visitors write. */
  email: string;
  address?: { street: string; locality: string; region: string; postalCode: string };
  /** Replaces the showroom's opening hours; none given: the site shows no hours until the owner adds them. */
  hours?: Array<{ days: Array<"mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun">; opens: string; closes: string }>;
  /** The logo's mark (a lucide icon name); none given: the template's. */
  logoMark?: string;
  /** "drafts": the template's posts, events, news, jobs and team come in as drafts titled "Example: …"; "none": left out. */
  examples?: "drafts" | "none";
}

/** The prefix of an example record's title: the launch checklist counts what still has it. */
export const EXAMPLE_PREFIX = "Example: ";

/**
 * The strings that identify a showroom business: its names (whole, and the
 * distinctive first word or words it is called by in its text), its people,
 * phone numbers, email addresses and domain, and its street. The test of a
 * new site looks for every one of them in what the site holds and renders.
 */
export function showroomIdentity(source: SiteSeed): string[] {
  const contact = source.settings.contact ?? {};
  const domain = contact.email?.split("@")[1];
  const short = shortName(source);
  return [
    ...businessNames(source.name),
    ...(short ? [short] : []),
    ...Object.keys(source.coined ?? {}),
    ...foundingYears(source),
    ...(source.team ?? []).flatMap((member) => personNames(member.name)),
    ...(contact.phone ? [phoneDigits(contact.phone)] : []),
    ...(contact.email ? [contact.email] : []),
    ...(domain ? [domain] : []),
    ...(contact.address ? [contact.address.street] : []),
  ];
}

/** Only the digits of a phone number, as the identity test compares them (the text's digits, separators removed). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
}

const LEADING_ARTICLE = /^(The|Town of)\s+/;

/** "since 2011", "Est. 2015": when the showroom business began is not when the new one did. */
const FOUNDED = /(?:,| ·)?\s+(?:[Ss]ince|S[Ii][Nn][Cc][Ee]|[Ee]st\.|[Ee]stablished in|[Ff]ounded in)\s+(?:1[89]|20)\d{2}\b/g;

/** Each founding year as the showroom's text words it ("since 2011", "Since 2011"), for the identity test. */
function foundingYears(source: SiteSeed): string[] {
  return [...new Set([...JSON.stringify(source).matchAll(FOUNDED)].map((m) => m[0].replace(/^(?:,| ·)?\s*/, "")))];
}

/**
 * "Brightside Family Dental" -> itself, "Brightside Family", "Brightside".
 * A single word counts only when it is coined (an inner capital, or eight
 * letters or more), so that "Route" of "Route 14 Diner" or "Grand" of "Grand
 * Oak Banquet Hall" is not taken for the business in "Route 96" or "Grand opening".
 */
function businessNames(name: string): string[] {
  const bare = name.replace(LEADING_ARTICLE, "");
  const words = bare.split(/\s+/);
  // "The Copper Kettle" is also "Copper Kettle" ("a Copper Kettle gift card").
  const names = bare !== name && words.length > 1 ? [name, bare] : [name];
  for (let n = words.length - 1; n >= 1; n--) {
    const prefix = words.slice(0, n).join(" ");
    // "Crunch Co." is also written "Crunch Co".
    if (n > 1 && /[.,]$/.test(prefix) && !/^(and|of|&)$/i.test(words[n - 1]!.replace(/[.,]$/, ""))) names.push(prefix.slice(0, -1));
    if (/[&,.]$/.test(prefix) || /^(and|of|&)$/i.test(words[n - 1]!)) continue;
    if (n === 1 && !/^[A-Z][a-z]+[A-Z]/.test(prefix) && prefix.length < 8) continue;
    names.push(prefix);
  }
  return names;
}

/** Keys whose strings are addresses, identifiers or names of things in code, not words a visitor reads. */
const NOT_PROSE = new Set(["slug", "path", "href", "form", "key", "mark", "type", "asset", "email"]);

function proseOf(value: unknown, key = "", out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) proseOf(item, key, out);
  else if (value && typeof value === "object") for (const [k, child] of Object.entries(value)) proseOf(child, k, out);
  else if (typeof value === "string" && !NOT_PROSE.has(key)) out.push(value);
  return out;
}

/**
 * The first word of a business's name when it is called by it alone ("Summit's consultants",
 * "About Apex", "Email June"): a word the showroom never writes in lower case, nor as a whole label
 * of its own (a coffee's "Grind" option is not the Daily Grind).
 */
export function shortName(source: SiteSeed): string | null {
  const first = source.name.replace(LEADING_ARTICLE, "").split(/\s+/)[0]!;
  if (!/^[A-Z][a-z]{3,}$/.test(first)) return null;
  const lower = new RegExp(`(?<![\\w-])${first.toLowerCase()}(?![\\w-])`);
  return proseOf({ ...source, name: undefined, slug: undefined }).some((text) => text === first || lower.test(text)) ? null : first;
}

/** "Dr. Elena Marsh, DDS" -> "Dr. Elena Marsh", "Elena Marsh", "Dr. Marsh"; "Margaret (Meg) Hollis" -> also "Meg Hollis". */
function personNames(full: string): string[] {
  const bare = full.replace(/,.*$/, "").trim();
  const plain = bare.replace(/^(Dr|Mr|Mrs|Ms)\.\s+/, "");
  const parts = plain.replace(/\([^)]*\)\s*/, "").split(/\s+/);
  const nickname = /\(([^)]+)\)/.exec(plain)?.[1];
  const last = parts[parts.length - 1]!;
  return [...new Set([bare, plain, parts.join(" "), ...(nickname ? [`${nickname} ${last}`] : []), ...(bare !== plain ? [`Dr. ${last}`] : [])])];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A North American phone number however it is written: (585) 555-0128, 585-555-0128, +1 585.555.0128. */
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/g;
const TEL = /^tel:\+?\d+$/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * The template's site as the new business's own: its name, phone, email and
 * address in every text and link that carried the showroom's; the showroom's
 * people, hours, social profiles and testimonials' places gone; example posts,
 * events, news, jobs and team members as marked drafts or left out
 * (examplesOf); rental units and organizations left out.
 */
/** The showroom's words made the new business's (`text`) and its links (`link`): what rebrand() does to every string of the site, also for the alt text of the pictures that come over. */
export function rebrandWords(source: SiteSeed, details: SiteDetails): { text: (value: string) => string; link: (href: string) => string } {
  const contact = source.settings.contact ?? {};
  const swaps: Array<[RegExp, string]> = [];
  const word = (text: string) => new RegExp(`(?<![\\w-])${escape(text)}(?![\\w-])`, "g");
  // Longest first, so that "Brightside Family Dental" goes whole before "Brightside".
  for (const [coined, plain] of Object.entries(source.coined ?? {})) swaps.push([word(coined), plain]);
  for (const name of businessNames(source.name).sort((a, b) => b.length - a.length)) swaps.push([word(name), details.name]);
  // After the whole names: "Summit's consultants" -> "Northwind's consultants", "Summit-placed" -> "Northwind-placed".
  const short = shortName(source);
  if (short) swaps.push([new RegExp(`(?<![\\w-])${short}(?![\\w]|-[A-Z])`, "g"), details.name.replace(LEADING_ARTICLE, "").split(/\s+/)[0]!]);
  for (const member of source.team ?? []) for (const name of personNames(member.name).sort((a, b) => b.length - a.length)) swaps.push([word(name), "our team"]);
  const street = contact.address?.street;
  const next = details.address;
  if (street) {
    swaps.push([word(street), next?.street ?? ""]);
    const withoutNumber = street.replace(/,.*$/, "").replace(/^\d+\s+/, "");
    if (withoutNumber !== street) swaps.push([word(withoutNumber), next?.street.replace(/,.*$/, "").replace(/^\d+\s+/, "") ?? ""]);
  }
  if (contact.address && next)
    swaps.push(
      // "Rochester-based", "Rochester-area": the town's word joined to another is the town too.
      [new RegExp(`(?<![\\w-])${escape(contact.address.locality)}(?=-(?:based|area)(?![\\w-]))`, "g"), next.locality],
      [word(contact.address.locality), next.locality],
      [word(contact.address.postalCode), next.postalCode],
    );
  else if (contact.address) {
    // No address given: the showroom's town is not the new business's ("in Canandaigua" -> "in town",
    // "a Rochester-based firm" -> "a locally based firm", "Rochester-area employers" -> "local employers").
    const town = escape(contact.address.locality);
    swaps.push(
      [new RegExp(`(?<![\\w-])${town}-based(?![\\w-])`, "g"), "locally based"],
      [new RegExp(`(?<![\\w-])${town}-area(?![\\w-])`, "g"), "local"],
      [new RegExp(`(?<![\\w-])(in|around|near) ${town}(?![\\w-])`, "g"), "$1 town"],
      [word(contact.address.locality), "our town"],
    );
  }
  const domain = contact.email?.split("@")[1];
  const newDomain = details.email.split("@")[1];
  const { phone, email } = details;

  const text = (value: string) => {
    let out = value.replace(EMAIL, email).replace(PHONE, phone).replace(FOUNDED, "");
    for (const [pattern, to] of swaps) out = out.replace(pattern, to);
    // What a removed street or town leaves: "on  in town, NY" -> "in town".
    if (!next)
      out = out
        .replace(/\b(?:on|at)\s+(?=in town\b)/g, "")
        .replace(/\b(in|our) town, [A-Z]{2}\b/g, "$1 town")
        .replace(/ {2,}/g, " ");
    if (domain) out = out.split(domain).join(newDomain ?? "example.com");
    // "Dr. Marsh or Dr. Patel" became "our team or our team": once is enough, capitalised where a sentence starts.
    return out.replace(/our team(?:(?:,\s*(?:and\s+)?|\s+and\s+|\s+or\s+)our team)+/g, "our team").replace(/(^|[.!?:]\s+|\n)our team/g, "$1Our team");
  };
  const link = (href: string) => {
    if (TEL.test(href)) return `tel:+1${phoneDigits(phone)}`;
    if (href.startsWith("mailto:")) return `mailto:${email}`;
    return domain ? href.split(domain).join(newDomain ?? "example.com") : href;
  };
  return { text, link };
}

export function rebrand(source: SiteSeed, details: SiteDetails): SiteSeed {
  const { text, link } = rebrandWords(source, details);
  const { phone, email } = details;
  const copy = JSON.parse(JSON.stringify(source), (key, value: unknown) => {
    // A label that was only a founding year ("since 2011" among a dish's tags) is gone.
    if (Array.isArray(value))
      return value.filter((item) => typeof item !== "string" || !/^(?:since|est\.|established)\s+(?:1[89]|20)\d{2}$/i.test(item.trim()));
    if (typeof value !== "string") return value;
    if (key === "href") return link(value);
    // Addresses inside the site and keys are not prose.
    if (key === "slug" || key === "path" || key === "form" || key === "key" || key === "mark" || key === "type" || key === "asset") return value;
    return text(value);
  }) as SiteSeed;

  return {
    ...copy,
    slug: details.slug,
    name: details.name,
    launched: false,
    coined: undefined,
    closures: [],
    theme: { ...copy.theme, logo: { ...copy.theme.logo, ...(details.logoMark && { mark: details.logoMark as SiteSeed["theme"]["logo"]["mark"] }) } },
    settings: {
      ...copy.settings,
      // The showroom's tagline is its own: its town, its street, its founding year.
      tagline: details.tagline,
      contact: {
        phone,
        email,
        ...(details.address && { address: { ...details.address, country: "US" } }),
        ...(copy.settings.contact?.serviceAreaNote && { serviceAreaNote: copy.settings.contact.serviceAreaNote }),
      },
      hours: details.hours ?? [],
      // The showroom business's seasons and holidays are its own: the new owner sets theirs.
      seasons: [],
      specialDays: [],
      hoursNote: undefined,
      social: [],
      // A new site is not listed on the platform's home page before it is launched (see sites' `launched`).
    },
    pages: copy.pages.map((page) => ({ ...page, blocks: page.blocks.map(withoutPlaces).map(withoutEyebrow).filter(hasContent) })),
    // The showroom's pictures are not copied: products come without theirs, for the owner to add.
    products: copy.products?.map((product) => ({ ...product, images: [] })),
    forms: copy.forms?.map((form) => ({ ...form, recipients: [email] })),
    ...(details.examples === "drafts" ? examplesOf(copy) : { posts: [], events: [], news: [], jobs: [], team: [] }),
    appointments: details.examples === "drafts" ? exampleAppointments(copy) : undefined,
    units: [],
    organizations: [],
  };
}

/**
 * The template's posts, events, news, jobs and team as examples: hidden drafts titled "Example: …",
 * for the new owner to rewrite or delete (the launch checklist counts them). Team members are the
 * showroom's people, so each arrives as a numbered place to fill, with no name, address or picture
 * of theirs.
 */
function examplesOf(copy: SiteSeed): Pick<SiteSeed, "posts" | "events" | "news" | "jobs" | "team"> {
  const example = (title: string) => `${EXAMPLE_PREFIX}${title}`.slice(0, 200);
  const draft = "draft" as const;
  return {
    posts: copy.posts?.map((post) => ({ ...post, title: example(post.title), author: undefined, status: draft })),
    events: copy.events?.map((event) => ({ ...event, title: example(event.title), image: undefined, status: draft })),
    news: copy.news?.map((item) => ({ ...item, title: example(item.title), status: draft })),
    jobs: copy.jobs?.map((job) => ({ ...job, title: example(job.title), status: draft })),
    team: copy.team?.map((member, i) => ({
      slug: `example-${i + 1}`,
      name: example(`team member ${i + 1}`),
      role: member.role,
      bio: member.bio,
      status: draft,
    })),
  };
}

/**
 * The services and who gives them, given by the example team members that
 * stand in for the showroom's people (`examplesOf` numbers them in order).
 * Without examples there is no one to give them, so there are none.
 */
function exampleAppointments(copy: SiteSeed): SiteSeed["appointments"] {
  if (!copy.appointments) return undefined;
  const example = new Map((copy.team ?? []).map((member, i) => [member.slug, `example-${i + 1}`]));
  const staff = copy.appointments.staff.filter((s) => example.has(s.member)).map((s) => ({ ...s, member: example.get(s.member)! }));
  const services = copy.appointments.services
    .map((service) => ({ ...service, staff: service.staff.filter((slug) => example.has(slug)).map((slug) => example.get(slug)!) }))
    .filter((service) => service.staff.length > 0);
  return { ...copy.appointments, staff, services };
}

/**
 * The showroom's pictures are not copied into a new site, so a logo cloud
 * keeps only its names (its logos need their pictures); one left with nothing goes.
 */
function hasContent(block: { type: string; props?: unknown }): boolean {
  if (block.type !== "logoCloud") return true;
  const props = block.props as { items?: unknown[]; logos?: unknown[] };
  props.logos = [];
  return (props.items?.length ?? 0) > 0;
}

/** An opening banner's eyebrow is how the showroom business introduces itself ("South Main Street, Canandaigua · Since 2011"). */
function withoutEyebrow<B extends { type: string; props?: unknown }>(block: B): B {
  if (block.type !== "hero") return block;
  const { eyebrow: _eyebrow, ...props } = block.props as { eyebrow?: string };
  return { ...block, props };
}

/** A testimonial's detail is where the showroom's customer lives ("Patient since 2015, Victor"): not the new business's. */
function withoutPlaces<B extends { type: string; props?: unknown }>(block: B): B {
  if (block.type !== "testimonials") return block;
  const props = block.props as { items: Array<{ detail?: string }> };
  return { ...block, props: { ...props, items: props.items.map(({ detail: _detail, ...item }) => item) } };
}
