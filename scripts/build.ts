/**
 * `npm run build`: Next's build, the islands and the compiled server
 * (src/edge/next-build.ts). `npm start` runs it with --if-stale first, which
 * builds only what is older than the source; `npm run dev` with --dev,
 * which compiles the shared modules and the server only (src/edge/server-bundle.ts):
 * Next's development server compiles the rest as it is asked for.
 */
import path from "node:path";
import { buildIfNeeded } from "../src/edge/next-build";
import { buildRuntime, buildServer } from "../src/edge/server-bundle";
import { startLog } from "../src/server/start-log";

const root = path.resolve(import.meta.dirname, "..");
try {
  if (process.argv.includes("--dev")) {
    await buildRuntime(root);
    await buildServer(root);
  } else await buildIfNeeded(root, startLog, { all: !process.argv.includes("--if-stale") });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
