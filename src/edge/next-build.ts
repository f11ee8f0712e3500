import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ISLANDS_DIR, MANIFEST } from "@/islands/build";
import { STYLESHEET_DIR, STYLESHEET_MANIFEST } from "./document/stylesheet-build";
import { buildRuntime, buildServer, RUNTIME_DIR, RUNTIME_MANIFEST, SERVER_DIR, SERVER_MAIN } from "./server-bundle";

/** Written once `next build` has succeeded: when Next last built, in the project's own git-ignored folder. */
export const NEXT_STAMP = "dist/next-built";

/** Next's command line, as its package.json's `bin` names it. */
export function nextCommand(root: string): string {
  const next = createRequire(path.join(root, "package.json"));
  const manifest = next.resolve("next/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin?: string | Record<string, string> };
  const command = typeof bin === "string" ? bin : bin?.next;
  if (!command) throw new Error("next's package.json names no command line (bin)");
  return path.join(path.dirname(manifest), command);
}

/** The newest modification time under a directory, for "is the build older than the source?". */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** What a build reads besides src/: the packages, and the build tools' own settings. */
const BUILD_SETTINGS = ["package.json", "next.config.mjs", "postcss.config.mjs", "tsconfig.json"];

/** The source's newest change (src/ and BUILD_SETTINGS). */
const sourceTime = (root: string) => Math.max(newestMtime(path.join(root, "src")), ...BUILD_SETTINGS.map((file) => statSync(path.join(root, file)).mtimeMs));

/** Whether `file` is missing or older than the source. */
const olderThanSource = (file: string, root: string) => !existsSync(file) || statSync(file).mtimeMs < sourceTime(root);

/** Next's build is missing or older than the source. */
const nextIsStale = (root: string) => olderThanSource(path.join(root, NEXT_STAMP), root);

/** The islands' build (src/islands/build.ts), or the site's stylesheet built after them (./document/stylesheet-build.ts), is missing or older than the source. */
const islandsAreStale = (root: string) =>
  olderThanSource(path.join(root, ISLANDS_DIR, MANIFEST), root) || olderThanSource(path.join(root, STYLESHEET_DIR, STYLESHEET_MANIFEST), root);

/** The compiled server (./server-bundle.ts) is missing or older than the source. */
const serverIsStale = (root: string) => olderThanSource(path.join(root, SERVER_DIR, SERVER_MAIN), root);

/** The shared modules' package (./server-bundle.ts) is missing (`npm install` removes it) or older than the source. */
const runtimeIsStale = (root: string) => olderThanSource(path.join(root, RUNTIME_DIR, RUNTIME_MANIFEST), root);

/** There is no build (Next's, the islands', the shared modules' or the server's), or the source (src/, package.json) is newer than it. */
export function buildIsStale(root: string): boolean {
  return nextIsStale(root) || islandsAreStale(root) || runtimeIsStale(root) || serverIsStale(root);
}

/**
 * Builds the islands, compiles the shared modules (before `next build`, which
 * reads them), runs `next build` and compiles the server, each when it is
 * stale, or all of them with `all` (`npm run build`: scripts/build.ts).
 * `npm start` runs it first; so does the browser tests' setup, before the
 * server starts, so that the build is whole on disk before any test reads it
 * (`npm test` builds before that, beside the type check and the lint: scripts/pretest.ts).
 */
export async function buildIfNeeded(root: string, log: (message: string) => void, { all = false } = {}): Promise<void> {
  if (all || islandsAreStale(root)) {
    log("building the islands");
    const started = new Date();
    const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/build-islands.ts")], { stdio: "inherit", cwd: root });
    if (result.status !== 0) throw new Error("the islands' build failed");
    builtAsOf(path.join(root, ISLANDS_DIR, MANIFEST), started);
    builtAsOf(path.join(root, STYLESHEET_DIR, STYLESHEET_MANIFEST), started);
  }
  if (all || runtimeIsStale(root)) {
    log("compiling the shared modules");
    const started = new Date();
    await buildRuntime(root);
    builtAsOf(path.join(root, RUNTIME_DIR, RUNTIME_MANIFEST), started);
  }
  if (all || nextIsStale(root)) {
    log("building the app (first start, or the source changed)");
    const started = new Date();
    // No telemetry: a platform that promises no outside requests makes none while it builds either.
    const result = spawnSync(process.execPath, [nextCommand(root), "build"], {
      stdio: "inherit",
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (result.status !== 0) throw new Error("next build failed");
    mkdirSync(path.join(root, path.dirname(NEXT_STAMP)), { recursive: true });
    writeFileSync(path.join(root, NEXT_STAMP), `${started.toISOString()}\n`);
    builtAsOf(path.join(root, NEXT_STAMP), started);
  }
  if (all || serverIsStale(root)) {
    log("compiling the server");
    const started = new Date();
    await buildServer(root);
    builtAsOf(path.join(root, SERVER_DIR, SERVER_MAIN), started);
  }
}

/**
 * A build is as new as the source it read: its mark carries the time the build
 * started, so that a source file saved while it ran is newer and the next start
 * builds again (the time it ended would hide that change).
 */
function builtAsOf(file: string, started: Date): void {
  utimesSync(file, started, started);
}
