/**
 * Checks demo site files against the schemas and the catalogue:
 *   npx tsx scripts/check-seed.ts [slug ...]   (no slug: every file in src/modules/templates/showroom)
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { validateSeed, type CatalogueSite } from "@/demo/validate";
import type { SiteSeed } from "@/modules/templates/seed";

const root = path.resolve(import.meta.dirname, "..");
const cataloguePath = path.resolve(root, "docs/spec/catalogue.json");
const catalogue = JSON.parse(readFileSync(cataloguePath, "utf8")) as { sites: CatalogueSite[] };
const sitesDir = path.join(root, "src/modules/templates/showroom");
const slugs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(sitesDir)
      .filter((f) => f.endsWith(".ts") && f !== "index.ts")
      .map((f) => f.replace(/\.ts$/, ""));

let failed = 0;
for (const slug of slugs) {
  const mod = (await import(pathToFileURL(path.join(sitesDir, `${slug}.ts`)).href)) as { default: SiteSeed };
  const problems = validateSeed(
    mod.default,
    catalogue.sites.find((s) => s.slug === slug),
  );
  if (problems.length) {
    failed++;
    console.log(problems.join("\n"));
  } else {
    console.log(`${slug}: ok`);
  }
}
process.exit(failed ? 1 : 0);
