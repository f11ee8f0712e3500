// `npm run dev`: Next's development build loads the shared modules from their
// compiled package (src/edge/server-bundle.ts, buildRuntime), so this process,
// which runs the sources through tsx, loads them from there too: one copy of
// each in the process, as with the compiled server.
import { register } from "node:module";

const hooks = `
import { existsSync } from "node:fs";
const src = ${JSON.stringify(new URL("../", import.meta.url).href)};
const runtime = new URL("../node_modules/@/", src).href;
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (!resolved.url.startsWith(src)) return resolved;
  const compiled = new URL(resolved.url.slice(src.length).replace(/\\.tsx?$/, ".js"), runtime);
  return existsSync(compiled) ? { url: compiled.href, format: "module", shortCircuit: true } : resolved;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
