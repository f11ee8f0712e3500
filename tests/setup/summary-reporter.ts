import { mkdirSync, writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Prints the slowest files and tests, so a suite creeping past its budget (CI allows 20
 * minutes) shows where, and one plain closing line, "tests: N passed, N failed",
 * for CI to read. Every file's time and project go to `test-results/timings.json`, to see
 * where a run's minutes went.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of modules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      if (testModule.state() === "failed" && ![...testModule.children.allTests()].length) failed++;
    }
    const timings = modules.map((m) => ({
      file: m.moduleId.replace(`${process.cwd()}/`, ""),
      project: m.project.name,
      seconds: m.diagnostic().duration / 1000,
    }));
    mkdirSync("test-results", { recursive: true });
    writeFileSync(
      "test-results/timings.json",
      JSON.stringify(
        timings.sort((a, b) => b.seconds - a.seconds),
        null,
        1,
      ),
    );
    const slowest = [...modules].sort((a, b) => b.diagnostic().duration - a.diagnostic().duration).slice(0, 12);
    console.log("\nslowest files:");
    for (const testModule of slowest)
      console.log(`  ${(testModule.diagnostic().duration / 1000).toFixed(0).padStart(5)} s  ${testModule.moduleId.replace(`${process.cwd()}/`, "")}`);
    const tests = modules.flatMap((testModule) =>
      [...testModule.children.allTests()].map((test) => ({ test, file: testModule.moduleId.replace(`${process.cwd()}/`, "") })),
    );
    const slowestTests = tests.sort((a, b) => (b.test.diagnostic()?.duration ?? 0) - (a.test.diagnostic()?.duration ?? 0)).slice(0, 10);
    console.log("\nslowest tests:");
    for (const { test, file } of slowestTests) console.log(`  ${((test.diagnostic()?.duration ?? 0) / 1000).toFixed(0).padStart(5)} s  ${file} > ${test.name}`);
    console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  }
}
