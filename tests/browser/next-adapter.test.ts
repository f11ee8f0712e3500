import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkNextInternals, NEXT_INTERNALS } from "@/edge/next-adapter";
import { logger } from "@/server/log";
import { startUpChecks } from "@/server/start-up-problems";

/**
 * Next's internals as edge/next-adapter.ts reads them, against the real
 * build (this project's server builds the app first when it is stale) and
 * the installed Next. In this process next/link is Next's own (the loader
 * hook is the server's: its check is read from the server's health view, in
 * tests/browser/edge.test.ts).
 */
const root = path.resolve(import.meta.dirname, "../..");
const LINK_HOOK = NEXT_INTERNALS.find((name) => name.startsWith("next/link"))!;
const SITE_PAGE = "server/app/[site]/[[...path]]/page_client-reference-manifest.js";

/** The build's id and the two manifests the adapter reads, copied into a build folder of the test's own, the page manifest passed through `edit`. */
function buildCopy(edit: (manifest: string) => string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mainstreet-build-"));
  const from = path.join(root, ".next");
  for (const file of ["BUILD_ID", "app-path-routes-manifest.json"]) copyFileSync(path.join(from, file), path.join(dir, file));
  mkdirSync(path.dirname(path.join(dir, SITE_PAGE)), { recursive: true });
  writeFileSync(path.join(dir, SITE_PAGE), edit(readFileSync(path.join(from, SITE_PAGE), "utf8")));
  return dir;
}

afterEach(() => vi.restoreAllMocks());

describe("the Next adapter", () => {
  it("finds every internal it reads in the real build and the installed Next", async () => {
    const problems = await checkNextInternals({ root });
    expect(problems.filter((p) => p.name !== LINK_HOOK)).toEqual([]);
    expect(startUpChecks().checked).toEqual(NEXT_INTERNALS);
  });

  it("logs one clear error naming a manifest key that was renamed, and reports it in the health view", async () => {
    const dir = buildCopy((manifest) => manifest.replace('"entryCSSFiles"', '"entryCssFiles"'));
    try {
      const error = vi.spyOn(logger, "error");
      const problems = (await checkNextInternals({ root, buildDir: dir })).filter((p) => p.name !== LINK_HOOK);
      expect(problems).toEqual([{ name: "the site page's stylesheets (page_client-reference-manifest.js)", problem: 'it has no entryCSSFiles["[project]/src/app/[site]/[[...path]]/page"]' }]);
      expect(error).toHaveBeenCalledWith(
        { internal: problems[0]!.name, problem: problems[0]!.problem },
        `Next's internals changed: the site page's stylesheets (page_client-reference-manifest.js): it has no entryCSSFiles["[project]/src/app/[site]/[[...path]]/page"]. See src/edge/next-adapter.ts.`,
      );
      expect(startUpChecks().problems).toContainEqual(problems[0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("says which when the page manifest's assignment or the routes manifest's catch-all changed", async () => {
    const dir = buildCopy((manifest) => manifest.replace('__RSC_MANIFEST["/[site]/[[...path]]/page"]', '__RSC_MANIFEST["/[site]/[[...slug]]/page"]'));
    try {
      writeFileSync(path.join(dir, "app-path-routes-manifest.json"), JSON.stringify({ "/page": "/" }));
      const problems = (await checkNextInternals({ root, buildDir: dir })).filter((p) => p.name !== LINK_HOOK);
      expect(problems.map((p) => p.name)).toEqual(["the site page's stylesheets (page_client-reference-manifest.js)", "the routes manifest (app-path-routes-manifest.json)"]);
      expect(problems[1]!.problem).toBe('it does not map "/[site]/[[...path]]/page" to "/[site]/[[...path]]"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
