import { rebrand, type SiteDetails } from "./rebrand";
import type { SiteSeed } from "./seed";

/**
 * A template per kind of site: its pages, blocks, collections and look, taken
 * from the showroom site of that kind, with the business's own details put in.
 * The operator creates a new restaurant or dental site in one step from it.
 */
export type { SiteDetails } from "./rebrand";

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
  return [...(await referenceSites()).values()]
    .map((s) => ({ kind: s.kind, source: s.slug, pages: s.pages.length }))
    .sort((a, b) => a.kind.localeCompare(b.kind));
}

/** The template's site as the new business's own (./rebrand.ts). */
export async function buildFromTemplate(kind: string, details: SiteDetails): Promise<SiteSeed> {
  const source = (await referenceSites()).get(kind);
  if (!source) throw new Error(`No template for the kind "${kind}"`);
  return rebrand(source, details);
}

/** The showroom site a kind's template is drawn from, for the test that none of it is left in a new site. */
export async function templateSource(kind: string): Promise<SiteSeed | undefined> {
  return (await referenceSites()).get(kind);
}
