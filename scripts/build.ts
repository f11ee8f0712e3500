/**
 * `npm run build`: Next's build, the islands and the compiled server
 * (src/edge/next-build.ts). `npm start` runs it with --if-stale first, which
 * builds only what is older than the source.
 */
import path from "node:path";
import { buildIfNeeded } from "../src/edge/next-build";
import { startLog } from "../src/server/start-log";

try {
  await buildIfNeeded(path.resolve(import.meta.dirname, ".."), startLog, { all: !process.argv.includes("--if-stale") });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
