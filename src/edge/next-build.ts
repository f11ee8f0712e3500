import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ISLANDS_DIR, MANIFEST } from "@/islands/build";
import { STYLESHEET_DIR, STYLESHEET_MANIFEST } from "./document/stylesheet-build";
import { buildIdFile, nextCommand } from "./next-adapter";

/** The newest modification time under a directory, for "is the build older than the source?". */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The source's newest change (src/, package.json). */
const sourceTime = (root: string) => Math.max(newestMtime(path.join(root, "src")), statSync(path.join(root, "package.json")).mtimeMs);

/** Whether `file` is missing or older than the source. */
const olderThanSource = (file: string, root: string) => !existsSync(file) || statSync(file).mtimeMs < sourceTime(root);

/** Next's build is missing or older than the source. */
const nextIsStale = (root: string) => olderThanSource(buildIdFile(root), root);

/** The islands' build (src/islands/build.ts), or the site's stylesheet built after them (./document/stylesheet-build.ts), is missing or older than the source. */
const islandsAreStale = (root: string) =>
  olderThanSource(path.join(root, ISLANDS_DIR, MANIFEST), root) || olderThanSource(path.join(root, STYLESHEET_DIR, STYLESHEET_MANIFEST), root);

/** There is no build (Next's, or the islands'), or the source (src/, package.json) is newer than it. */
export function buildIsStale(root: string): boolean {
  return nextIsStale(root) || islandsAreStale(root);
}

/**
 * Runs `next build`, and builds the islands, when either is stale (`npm run build` does both).
 * `npm start` calls it first; so does the browser tests' setup, before the server starts, so
 * that the build is whole on disk before any test reads it (`npm test` builds before that, beside
 * the type check and the lint: scripts/pretest.ts).
 */
export function buildIfNeeded(root: string, log: (message: string) => void): void {
  if (islandsAreStale(root)) {
    log("building the islands");
    const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/build-islands.ts")], { stdio: "inherit", cwd: root });
    if (result.status !== 0) throw new Error("the islands' build failed");
  }
  if (nextIsStale(root)) {
    log("building the app (first start, or the source changed)");
    // No telemetry: a platform that promises no outside requests makes none while it builds either.
    const result = spawnSync(process.execPath, [nextCommand(root), "build"], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    if (result.status !== 0) throw new Error("next build failed");
  }
}
