// Lets tsx load our server modules outside Next (`npm run dev`, the tests,
// scripts): there "server-only" (which guards them against client bundles)
// resolves to an empty module, as it does inside Next's server build and in
// the compiled server (src/edge/server-bundle.ts).
import { register } from "node:module";

const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

// tsx turns on Node's source maps, and Node then keeps the map of every module
// it loads (our sources and Next's server chunks): some 60 MB of the server's
// heap, spent on readable stack traces. They stay off unless asked for with
// Node's own flag (NODE_OPTIONS=--enable-source-maps).
if (![...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].includes("--enable-source-maps")) process.setSourceMapsEnabled(false);
