// Lets the start-up script load our server modules outside Next: there,
// "server-only" (which guards them against client bundles) resolves to an
// empty module, as it does inside Next's server build; and "next/link", in the
// pages the document renderer sends without scripts, is the anchor it renders
// (src/edge/document/plain-link.tsx).
import { register } from "node:module";

const plainLink = new URL("../edge/document/plain-link.tsx", import.meta.url).href;
const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  if (specifier === "next/link") return next(${JSON.stringify(plainLink)}, context);
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

// tsx turns on Node's source maps, and Node then keeps the map of every module
// it loads (our sources and Next's server chunks): some 60 MB of the server's
// heap, spent on readable stack traces. They stay off unless asked for with
// Node's own flag (NODE_OPTIONS=--enable-source-maps).
if (![...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].includes("--enable-source-maps")) process.setSourceMapsEnabled(false);
