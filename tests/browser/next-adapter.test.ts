import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkNextInternals, NEXT_INTERNALS } from "@/edge/next-adapter";
import { nextCommand } from "@/edge/next-build";
import { logger } from "@/server/log";
import { startUpChecks } from "@/server/start-up-problems";

/**
 * Next's internals as edge/next-adapter.ts reads them, against the installed Next.
 */
const root = path.resolve(import.meta.dirname, "../..");

afterEach(() => vi.restoreAllMocks());

describe("the Next adapter", () => {
  it("finds every internal it reads in the real build and the installed Next", async () => {
    const problems = await checkNextInternals({ root });
    expect(problems).toEqual([]);
    expect(startUpChecks().checked).toEqual(NEXT_INTERNALS);
  });

  it("logs one clear error naming each internal that is missing, and reports it in the health view", async () => {
    // A root without Next installed: nothing is where the adapter reads it.
    const dir = mkdtempSync(path.join(os.tmpdir(), "mainstreet-root-"));
    try {
      const error = vi.spyOn(logger, "error");
      const problems = await checkNextInternals({ root: dir });
      expect(problems.map((p) => p.name)).toEqual(NEXT_INTERNALS);
      const [first] = problems;
      expect(error).toHaveBeenCalledWith(
        { internal: first!.name, problem: first!.problem },
        `Next's internals changed: ${first!.name}: ${first!.problem}. See src/edge/next-adapter.ts.`,
      );
      expect(startUpChecks().problems).toContainEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds Next's command line by its package's bin", () => {
    expect(path.relative(root, nextCommand(root))).toBe(path.join("node_modules", "next", "dist", "bin", "next"));
  });
});
