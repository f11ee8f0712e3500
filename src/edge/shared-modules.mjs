// Plain JavaScript, so that eslint.config.mjs reads the same list as the build (./server-bundle.ts).
import { buildSync } from "esbuild";

/**
 * The modules whose state or identity must be one per process: the database
 * client, the cache, the logger, the request context, the background tasks,
 * the rate limits, the analytics recorder, sign-in and the mail worker.
 */
const ROOTS = [
  "src/server/log.ts",
  "src/server/request-context.ts",
  "src/server/visitors.ts",
  "src/server/every.ts",
  "src/server/cache/index.ts",
  "src/server/db/client.ts",
  "src/server/db/health.ts",
  "src/server/rate-limit.ts",
  "src/server/analytics/recorder.ts",
  "src/modules/auth/auth.ts",
  "src/modules/mail/worker.ts",
];

/**
 * The shared modules: ROOTS and every module of ours they import, so that
 * nothing they hold exists twice ("src/server/db/client.ts", ...). Not
 * src/lib's: pure helpers, holding nothing, may be copied.
 * @param {string} root the project's folder
 * @returns {string[]}
 */
export function sharedModules(root) {
  const { metafile } = buildSync({
    absWorkingDir: root,
    entryPoints: ROOTS,
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    outdir: "out",
    packages: "external",
    logLevel: "silent",
  });
  return Object.keys(metafile.inputs)
    .filter((file) => file.startsWith("src/") && !file.startsWith("src/lib/"))
    .sort();
}
