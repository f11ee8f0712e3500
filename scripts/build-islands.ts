import path from "node:path";
import { buildIslands } from "../src/islands/build";

/** `npm run build`'s second half: the islands' client code (src/islands/build.ts). */
const manifest = await buildIslands(path.resolve(import.meta.dirname, ".."));
console.log(`islands built: ${manifest.entry} and ${Object.keys(manifest.islands).length} islands`);
