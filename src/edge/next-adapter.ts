import "server-only";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { reportStartUpChecks, type StartUpProblem } from "@/server/start-up-problems";

/**
 * Everything the platform reads of Next's internals, in one file. None of it
 * is Next's public API, so a Next upgrade may change any of it; each is
 * listed here, and at start-up (server/main.ts) `checkNextInternals` checks
 * every one against the installed Next and the build, logs one error naming
 * each that is missing or changed, and reports it in the operator's health
 * view (/api/health's details, the console) rather than leaving the platform
 * to fall back without a word.
 *
 *  1. the build's id file, `.next/BUILD_ID`: is the build older than the source? (server/main.ts)
 *  2. `next/link` in this process is the plain anchor (server/node-hooks.mjs,
 *     ./document/plain-link.tsx): Next's Link prepares for a router such a page lacks
 *
 * Not internals, and so not checked here: Next's command line is the `bin`
 * of its package.json; which paths Next's other routes answer is read from
 * the project's own app folder (./app-routes.ts). An anonymous visitor's
 * site page is the document renderer's (./document), with the site's own
 * stylesheet (./document/stylesheet-build.ts): nothing of what Next writes
 * is read, rewritten or kept; what Next answers passes through as it is.
 *
 * Two copies of our modules live in the process (the server's, loaded by tsx,
 * and the one in Next's bundle): what they share goes through
 * server/global.ts's processSingleton, and nothing shared is told apart by
 * `instanceof` (a class exists once per copy): errors are recognised by shape
 * (server/rate-limit.ts, modules/auth/http.ts), and the request context holds
 * plain data only.
 */

/** Item 1. */
export const buildIdFile = (root: string) => path.join(root, ".next/BUILD_ID");

/** Next's command line, as its package.json's `bin` names it. */
export function nextCommand(root: string): string {
  const next = createRequire(path.join(root, "package.json"));
  const manifest = next.resolve("next/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin?: string | Record<string, string> };
  const command = typeof bin === "string" ? bin : bin?.next;
  if (!command) throw new Error("next's package.json names no command line (bin)");
  return path.join(path.dirname(manifest), command);
}

/** One of the internals above, and how to tell it is still as this file reads it. */
interface Internal {
  name: string;
  /** Production builds only: `npm run dev` has no build manifests. */
  build?: true;
  /** Throws, saying what changed, when it is not. */
  check(context: { root: string; buildDir: string; next: NodeJS.Require }): void | Promise<void>;
}

const INTERNALS: Internal[] = [
  {
    name: "the build's id file (.next/BUILD_ID)",
    build: true,
    check: ({ buildDir }) => {
      if (!existsSync(path.join(buildDir, "BUILD_ID"))) throw new Error("it is missing");
    },
  },
  {
    name: "next/link as a plain anchor (server/node-hooks.mjs)",
    check: async () => {
      const [link, plain] = await Promise.all([import("next/link"), import("./document/plain-link")]);
      if (link.default !== (plain.default as unknown))
        throw new Error("next/link is Next's own Link in this process: start it with --import ./src/server/node-hooks.mjs");
    },
  },
];

/** The names of everything checked, in the list's order. */
export const NEXT_INTERNALS = INTERNALS.map((internal) => internal.name);

/**
 * Checks every internal above against the installed Next and the build in
 * `root/.next` (`buildDir`), and reports what it found: one error in the log
 * for each that is missing or changed, and all of them in the operator's
 * health view. The build's are skipped in development (`dev`), which has none.
 */
export async function checkNextInternals({ root = process.cwd(), buildDir = path.join(root, ".next"), dev = false } = {}): Promise<StartUpProblem[]> {
  // Loaded here, not above: server/main.ts reads this file's paths before the environment the logger reads is complete.
  const { logger } = await import("@/server/log");
  const next = createRequire(path.join(root, "package.json"));
  const checked: string[] = [];
  const problems: StartUpProblem[] = [];
  for (const internal of INTERNALS) {
    if (internal.build && dev) continue;
    checked.push(internal.name);
    try {
      await internal.check({ root, buildDir, next });
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      problems.push({ name: internal.name, problem });
      logger.error({ internal: internal.name, problem }, `Next's internals changed: ${internal.name}: ${problem}. See src/edge/next-adapter.ts.`);
    }
  }
  reportStartUpChecks(checked, problems);
  return problems;
}
