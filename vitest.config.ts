import path from "node:path";
import { defineConfig } from "vitest/config";
import LongestFirst from "./tests/setup/sequencer";

export const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
};

/**
 * The real server in headless Chromium. The browser tests' own, and the crawl's
 * (vitest.crawl.config.ts, `npm run crawl`), which `npm test` leaves out.
 */
export function browserProject(name: string, include: string[]) {
  // BROWSER_FILES_AT_ONCE=1 runs them one at a time, to tell whether a failure comes from two at once.
  const atOnce = Number(process.env.BROWSER_FILES_AT_ONCE ?? 2);
  return {
    resolve: { alias },
    test: {
      name,
      // After the others: the server and Chromium want the machine's two cores to themselves.
      sequence: { groupOrder: 2 },
      include,
      globalSetup: ["./tests/setup/server.ts"],
      // A test fails on a console error, a page error or a failed request (browser-guard.ts).
      setupFiles: ["./tests/setup/env.ts", "./tests/setup/server-ready.ts", "./tests/setup/browser-guard.ts"],
      testTimeout: 120_000,
      hookTimeout: 300_000,
      // Two files at once by default: much of a browser test is waiting on the server and the
      // database, so a second file fills that time. Each file seeds what it reads or takes data
      // no other file touches (docs/testing.md), so they do not need turns.
      fileParallelism: atOnce > 1,
      maxWorkers: atOnce,
    },
  };
}

/**
 * Three runners kept apart: unit (pure, beside the code), integration
 * (a real PostgreSQL), browser (the real server in headless Chromium).
 * Run one with `npx vitest run --project unit` (or integration, browser).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ["default", "./tests/setup/summary-reporter.ts"],
    // The longest files first, so two workers end together (tests/setup/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        resolve: { alias },
        // Two files at once, one per core (vitest's default on two cores is one).
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          environment: "node",
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["./tests/setup/database.ts"],
          // Each file on a copy of the test database of its own, so two run at once, one per core.
          setupFiles: ["./tests/setup/env.ts", "./tests/setup/file-database.ts"],
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      browserProject("browser", ["tests/browser/**/*.test.ts"]),
    ],
  },
});
