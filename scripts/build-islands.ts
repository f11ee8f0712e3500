import path from "node:path";
import { buildStylesheet } from "../src/edge/document/stylesheet-build";
import { buildIslands } from "../src/islands/build";

/** `npm run build`'s second half: the islands' client code (src/islands/build.ts), then the site's stylesheet (src/edge/document/stylesheet-build.ts), which goes beside them. */
const root = path.resolve(import.meta.dirname, "..");
const manifest = await buildIslands(root);
console.log(`islands built: ${manifest.entry} and ${Object.keys(manifest.islands).length} islands`);
console.log(`stylesheet built: ${(await buildStylesheet(root)).file}`);
