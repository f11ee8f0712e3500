import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
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

/** There is no build, or the source (src/, package.json) is newer than it. */
export function buildIsStale(root: string): boolean {
  const buildId = buildIdFile(root);
  const sourceTime = Math.max(newestMtime(path.join(root, "src")), statSync(path.join(root, "package.json")).mtimeMs);
  return !existsSync(buildId) || statSync(buildId).mtimeMs < sourceTime;
}

/**
 * Runs `next build` when the build is stale.
 * `npm start` calls it first; so does the browser tests' setup, before the server starts, so
 * that the build is whole on disk before any test reads it (`npm test` builds before that, beside
 * the type check and the lint: scripts/pretest.ts).
 */
export function buildIfNeeded(root: string, log: (message: string) => void): void {
  if (buildIsStale(root)) {
    log("building the app (first start, or the source changed)");
    // No telemetry: a platform that promises no outside requests makes none while it builds either.
    const result = spawnSync(process.execPath, [nextCommand(root), "build"], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    if (result.status !== 0) throw new Error("next build failed");
  }
}
