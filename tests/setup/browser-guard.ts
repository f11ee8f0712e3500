import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach } from "vitest";
import { failureFolder, forgetExpectedFailures, savePages, takeProblems } from "../helpers/browser";

/**
 * Before each browser test file: a test fails on what a person would see go wrong on its pages
 * (tests/helpers/browser.ts watches every page its browsers open), and a failed test leaves a
 * screenshot and the HTML of each page still open under test-results/failures/.
 */
const root = path.resolve(import.meta.dirname, "../..");

const unexpected = (problems: string[]) =>
  new Error(
    `the pages went wrong where the test expected nothing to (expectFailures in tests/helpers/browser.ts declares what is expected):\n  ${problems.join("\n  ")}`,
  );

afterEach(async ({ task }) => {
  const problems = takeProblems();
  forgetExpectedFailures();
  if (task.result?.state === "fail" || problems.length) {
    const folder = failureFolder();
    await savePages(folder);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "problems.txt"), [...problems, ...(task.result?.errors ?? []).map((e) => e.message)].join("\n") + "\n");
    // With the pages saved as the test closed them (tests/helpers/browser.ts).
    if (existsSync(folder))
      console.error(
        `saved for "${task.name}": ${readdirSync(folder)
          .map((file) => path.relative(root, path.join(folder, file)))
          .join(", ")}`,
      );
  }
  if (problems.length) throw unexpected(problems);
});

// What went wrong after the last test (in an afterAll's visits) fails the file.
afterAll(() => {
  const problems = takeProblems();
  if (problems.length) throw unexpected(problems);
});
