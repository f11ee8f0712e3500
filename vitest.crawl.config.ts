import { defineConfig } from "vitest/config";
import { alias, browserProject } from "./vitest.config";

/**
 * `npm run crawl`: every page of every demo site, in the browser tests' setting (tests/crawl).
 * Apart from `npm test`, which reads a sample of it (tests/browser/demo-sample.test.ts).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ["default", "./tests/setup/summary-reporter.ts"],
    projects: [browserProject("crawl", ["tests/crawl/**/*.test.ts"])],
  },
});
