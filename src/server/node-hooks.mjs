// Lets the start-up script load our server modules outside Next: there,
// "server-only" (which guards them against client bundles) resolves to an
// empty module, as it does inside Next's server build.
import { register } from "node:module";

const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
