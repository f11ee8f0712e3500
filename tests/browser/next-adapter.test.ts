import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkNextInternals, NEXT_INTERNALS, nextCommand } from "@/edge/next-adapter";
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

afterEach(() => vi.restoreAllMocks());

describe("the Next adapter", () => {
  it("finds every internal it reads in the real build and the installed Next", async () => {
    const problems = await checkNextInternals({ root });
    expect(problems.filter((p) => p.name !== LINK_HOOK)).toEqual([]);
    expect(startUpChecks().checked).toEqual(NEXT_INTERNALS);
  });

  it("logs one clear error naming an internal that is missing, and reports it in the health view", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "mainstreet-build-"));
    try {
      const error = vi.spyOn(logger, "error");
      const problems = (await checkNextInternals({ root, buildDir: dir })).filter((p) => p.name !== LINK_HOOK);
      expect(problems).toEqual([{ name: "the build's id file (.next/BUILD_ID)", problem: "it is missing" }]);
      expect(error).toHaveBeenCalledWith(
        { internal: problems[0]!.name, problem: "it is missing" },
        "Next's internals changed: the build's id file (.next/BUILD_ID): it is missing. See src/edge/next-adapter.ts.",
      );
      expect(startUpChecks().problems).toContainEqual(problems[0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds Next's command line by its package's bin", () => {
    expect(path.relative(root, nextCommand(root))).toBe(path.join("node_modules", "next", "dist", "bin", "next"));
  });
});
