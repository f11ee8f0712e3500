import type { SiteSeed } from "./seed";

/**
 * A template per kind of site: its pages, blocks, collections and look, taken
 * from the showroom site of that kind, with the business's own details put in.
 * The operator creates a new restaurant or dental site in one step from it.
 */
export interface SiteDetails {
  slug: string;
  name: string;
  tagline?: string;
  phone?: string;
  email?: string;
  address?: { street: string; locality: string; region: string; postalCode: string };
}

export interface Template {
  kind: string;
  /** The showroom site it is drawn from. */
  source: string;
  pages: number;
}

/**
 * One template per kind: the kind's showroom site with the most pages. The
 * showroom's content (some 5 MB of code) is loaded only when an operator asks
 * for a template, not by every server that renders public pages.
 */
async function referenceSites(): Promise<Map<string, SiteSeed>> {
  const { DEMO_SITES } = await import("./showroom");
  const byKind = new Map<string, SiteSeed>();
  for (const seed of DEMO_SITES) {
    const current = byKind.get(seed.kind);
    if (!current || seed.pages.length > current.pages.length) byKind.set(seed.kind, seed);
  }
  return byKind;
}

export async function listTemplates(): Promise<Template[]> {
  return [...(await referenceSites()).values()].map((s) => ({ kind: s.kind, source: s.slug, pages: s.pages.length })).sort((a, b) => a.kind.localeCompare(b.kind));
}

/** The template's site with the new business's identity in every text that named the showroom business. */
export async function buildFromTemplate(kind: string, details: SiteDetails): Promise<SiteSeed> {
  const source = (await referenceSites()).get(kind);
  if (!source) throw new Error(`No template for the kind "${kind}"`);
  const replacements: Array<[string, string]> = [[source.name, details.name]];
  const contact = source.settings.contact ?? {};
  if (contact.phone && details.phone) replacements.push([contact.phone, details.phone]);
  if (contact.email && details.email) replacements.push([contact.email, details.email]);
  if (contact.address && details.address) {
    replacements.push([contact.address.street, details.address.street], [contact.address.locality, details.address.locality], [contact.address.postalCode, details.address.postalCode]);
  }
  const swap = (text: string) => replacements.reduce((t, [from, to]) => t.split(from).join(to), text);
  const copy = JSON.parse(JSON.stringify(source), (key, value: unknown) => (typeof value === "string" && key !== "href" && key !== "slug" && key !== "path" && key !== "asset" ? swap(value) : value)) as SiteSeed;
  return {
    ...copy,
    slug: details.slug,
    name: details.name,
    settings: {
      ...copy.settings,
      ...(details.tagline && { tagline: details.tagline }),
      contact: {
        ...copy.settings.contact,
        ...(details.phone && { phone: details.phone }),
        ...(details.email && { email: details.email }),
        ...(details.address && { address: { ...details.address, country: "US" } }),
      },
      social: [],
    },
  };
}
