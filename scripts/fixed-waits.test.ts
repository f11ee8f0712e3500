import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The lint rule that keeps fixed waits out of tests (eslint.config.mjs): a few lines placed
 * as a test file must be refused when they sleep, and let through when they wait for something.
 */
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  ruleFilter: ({ ruleId }) => ruleId.startsWith("no-restricted-"),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function problems(code: string, filePath = "tests/browser/fixture.test.ts"): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const REFUSED = expect.stringMatching(/^no-restricted-(syntax|properties): .*A fixed wait in a test/);

describe("fixed waits in tests", { timeout: 60_000 }, () => {
  it("are refused: Playwright's waitForTimeout, a Promise around setTimeout, a sleep by name, timers/promises", async () => {
    expect(await problems(`export async function f(page: { waitForTimeout(ms: number): Promise<void> }) { await page.waitForTimeout(3200); }\n`)).toEqual([
      REFUSED,
    ]);
    expect(await problems(`export async function f() { await new Promise((r) => setTimeout(r, 1000)); }\n`)).toEqual([REFUSED]);
    expect(await problems(`export async function f() { await new Promise((resolve) => { setTimeout(resolve, 50); }); }\n`)).toEqual([REFUSED]);
    expect(await problems(`declare function sleep(ms: number): Promise<void>;\nexport async function f() { await sleep(3200); }\n`)).toEqual([REFUSED]);
    expect(await problems(`import { setTimeout as wait } from "node:timers/promises";\nexport const f = () => wait(10);\n`)).toEqual([REFUSED]);
    expect(await problems(`export async function f() { await new Promise((r) => setTimeout(r, 100)); }\n`, "tests/helpers/fixture.ts")).toEqual([REFUSED]);
  });

  it("let through waiting for a condition, a timer that is not a wait, and the same code outside tests", async () => {
    expect(await problems(`import { waitUntil } from "../helpers/wait";\nexport const f = () => waitUntil(() => true);\n`)).toEqual([]);
    expect(await problems(`export const f = () => new Promise((resolve) => { const giveUp = setTimeout(() => resolve(0), 10); giveUp.unref(); });\n`)).toEqual(
      [],
    );
    expect(await problems(`export async function f() { await new Promise((r) => setTimeout(r, 1000)); }\n`, "src/lib/fixture.ts")).toEqual([]);
  });
});
