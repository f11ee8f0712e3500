/**
 * Rewrites src/modules/templates/showroom/index.ts to import every site file in the folder, in
 * catalogue order:  npx tsx scripts/write-demo-index.ts
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dir = path.join(root, "src/modules/templates/showroom");
const catalogue = JSON.parse(readFileSync(path.resolve(root, "docs/spec/catalogue.json"), "utf8")) as { sites: Array<{ slug: string }> };
const order = new Map(catalogue.sites.map((s, i) => [s.slug, i]));
const slugs = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && f !== "index.ts")
  .map((f) => f.slice(0, -3))
  .sort((a, b) => (order.get(a) ?? 1e9) - (order.get(b) ?? 1e9));
const name = (slug: string) => slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/^(\d)/, "_$1");
const imports = [...slugs].sort().map((s) => `import ${name(s)} from "./${s}";`);
writeFileSync(
  path.join(dir, "index.ts"),
  `import type { SiteSeed } from "../seed";\n${imports.join("\n")}\n\n/** The showroom, every site of the demo deployment, loaded on first start (src/demo/load.ts); each kind's template is drawn from it. Written by scripts/write-demo-index.ts. */\nexport const DEMO_SITES: readonly SiteSeed[] = [\n${slugs.map((s) => `  ${name(s)},`).join("\n")}\n];\n`,
);
console.log(`${slugs.length} sites`);
