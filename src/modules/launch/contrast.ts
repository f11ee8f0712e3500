import { createElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { contrastProblems, type ContrastProblem } from "@/lib/rendered-contrast";
import { SiteFrame } from "@/modules/routing/components/site-frame";
import { resolveSitePath } from "@/modules/routing/load-route";
import { RouteBody } from "@/modules/routing/route-body";
import { listSiteEntries } from "@/modules/routing/site-entries";
import type { Site } from "@/modules/sites/queries";
import { errorColour } from "@/modules/sites/components/theme-style";

export interface PageContrastProblem extends ContrastProblem {
  /** The page's address inside the site. */
  path: string;
}

/**
 * Every text of every public page (as visitors will see it once launched) whose contrast with its
 * background is below AA, as the theme draws it (lib/rendered-contrast.ts).
 */
export async function siteContrastProblems(site: Site): Promise<PageContrastProblem[]> {
  const palette = { ...site.theme.palette, error: errorColour(site.theme.palette.background, site.theme.palette.surface) };
  const paths = new Set(["", ...(await listSiteEntries(site)).map((e) => e.path)]);
  const problems: PageContrastProblem[] = [];
  for (const path of paths) {
    const resolved = await resolveSitePath(site, path, { editor: false, preview: undefined });
    if (!resolved.route) continue;
    const { prelude } = await prerenderToNodeStream(createElement(SiteFrame, { site, children: createElement(RouteBody, { resolved, query: {} }) }));
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(chunk as Buffer);
    for (const problem of contrastProblems(Buffer.concat(chunks).toString("utf8"), palette)) problems.push({ ...problem, path });
  }
  return problems;
}

/**
 * react-dom's prerender throws inside Next's server-component layer, where the admin's pages (and
 * so the launch checklist) run. The server's own copy of this module, outside that layer, lends
 * its check through globalThis at start-up (server/main.ts), as lib/links.ts's hook is lent; a
 * process without Next (a test, a script) checks with its own copy.
 */
const LENT = Symbol.for("mainstreet.siteContrastProblems");
type Holder = { [LENT]?: typeof siteContrastProblems };

export function lendContrastCheck(): void {
  (globalThis as Holder)[LENT] = siteContrastProblems;
}

export function checkSiteContrast(site: Site): Promise<PageContrastProblem[]> {
  return ((globalThis as Holder)[LENT] ?? siteContrastProblems)(site);
}
