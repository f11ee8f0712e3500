import path from "node:path";
import { defineConfig } from "vitest/config";

export const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  // Inside Next, "server-only" guards server modules from client bundles; under test it is a no-op.
  "server-only": path.resolve(import.meta.dirname, "tests/setup/server-only.ts"),
};

/**
 * The real server in headless Chromium. The browser tests' own, and the crawl's
 * (vitest.crawl.config.ts, `npm run crawl`), which `npm test` leaves out.
 */
export function browserProject(name: string, include: string[]) {
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
      // One browser-heavy file at a time: the machine has two cores and the server needs one.
      fileParallelism: false,
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
