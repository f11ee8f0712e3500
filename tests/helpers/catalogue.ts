import { readFileSync } from "node:fs";
import path from "node:path";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { servedPaths } from "@/demo/paths";
import type { CatalogueSite } from "@/demo/validate";

const cataloguePath = path.resolve(import.meta.dirname, "../../docs/spec/catalogue.json");

export function readCatalogue(): CatalogueSite[] {
  return (JSON.parse(readFileSync(cataloguePath, "utf8")) as { sites: CatalogueSite[] }).sites;
}

/** Every public and private path of every demo site, as URLs under the site prefix. */
export function demoPaths(): Array<{ site: string; path: string; url: string; private: boolean }> {
  return DEMO_SITES.flatMap((seed) => {
    const served = servedPaths(seed);
    const toUrl = (p: string) => `/${seed.slug}${p ? `/${p}` : ""}`;
    return [
      ...served.public.map((p) => ({ site: seed.slug, path: p, url: toUrl(p), private: false })),
      ...served.private.map((p) => ({ site: seed.slug, path: p, url: toUrl(p), private: true })),
    ];
  });
}
