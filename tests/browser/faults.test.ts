import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freePort } from "@/server/db/embedded";
import { bodyTimeLimitMs } from "@/server/timeouts";
import { dropDatabaseConnection, killServerUnderPosts, sigtermMidBurst, startTogether } from "../../scripts/faults/scenarios";
import { baseUrl, expectFailures, hydrated, launchBrowser } from "../helpers/browser";
import { trickle } from "../helpers/plain-form";
import { copyOfDemoSite } from "../helpers/sites";

/**
 * The short version of `npm run faults` (scripts/faults): real servers started
 * as `npm start` starts them, beside the test server, on its database (already
 * loaded) or on a fresh one. The database-kill scenario runs in start.test.ts,
 * whose server has the embedded database.
 */
let browser: Browser | undefined;
// The servers these scenarios start take a form filled in at once, as the test server does (tests/setup/server.ts), so no
// scenario waits out the fill time a person is held to.
process.env.MAINSTREET_MIN_FILL_SECONDS = "0";
const cleanups: Array<() => Promise<void>> = [];
const existing = () => inject("databaseUrl");

describe("faults", () => {
  afterAll(async () => {
    await browser?.close();
    for (const cleanup of cleanups) await cleanup();
  });

  // Side by side, two at a time (each on ports, a folder and form posts of its own): most of each is waiting on a server
  // starting or a slow body. Not all four at once: so, on a busy machine, the server restarted after kill -9 once answered
  // its contact page 503 while two instances loaded the demo. The database cut runs alone between the pairs.
  it.concurrent("SIGTERM in the middle of a burst of form posts: every post in flight gets its reference", { timeout: 120_000 }, async () => {
    const result = await sigtermMidBurst({
      serverUrl: existing(),
      existing: existing(),
      dataDir: await tempDir("sigterm"),
      ports: await freePorts(1),
      burst: 30,
    });
    // No post stored without its answer, none answered and lost, a clean exit. (Under the test runner a few posts may be
    // refused a connection before the server accepted them; `npm run faults` reports 60 of 60 completed.)
    expect(result, JSON.stringify(result.errors)).toMatchObject({ posted: 30, lostAcknowledged: 0, storedWithoutAnswer: 0, exitCode: 0 });
    expect(result.acknowledged).toBeGreaterThan(0);
  });

  it.concurrent("kill -9 of the server under form posts: nothing acknowledged is lost, nothing stored twice", { timeout: 120_000 }, async () => {
    const result = await killServerUnderPosts({
      serverUrl: existing(),
      existing: existing(),
      dataDir: await tempDir("kill9"),
      ports: await freePorts(2),
      kills: 1,
      postsPerSecond: 10,
      secondsBetween: 2,
    });
    expect(result.acknowledged).toBeGreaterThan(10);
    expect(result).toMatchObject({ lostAcknowledged: 0, duplicates: 0 });
  });

  // Alone: the 503 it causes on purpose must stay declared until it ends, and another test ending forgets the declarations.
  it(
    "the database connection dropped: no 500 at any moment, kept pages stale, 503s with Retry-After, forms given back by script or without",
    { timeout: 120_000 },
    async () => {
      // The form posted while the database is away is answered 503, by design.
      expectFailures(/^503 POST /);
      browser ??= await launchBrowser();
      let status = 0;
      let page!: Page;
      // A copy of the Copper Kettle of its own: the browser files beside this one edit the Copper Kettle, and an edit would
      // drop the pages this server keeps for the outage.
      const { slug: site } = await copyOfDemoSite("copper-kettle", "faults");
      const result = await dropDatabaseConnection({
        serverUrl: existing(),
        existing: existing(),
        site,
        dataDir: await tempDir("drop"),
        ports: await freePorts(2),
        outageSeconds: 2,
        // A visitor with JavaScript fills in the contact form, and sends it while the database is away.
        beforeCut: async (base) => {
          page = await browser!.newPage();
          await page.goto(`${base}/${site}/contact`);
          const form = page.locator("form", { has: page.locator('[name="message"]') });
          await form.locator('[name="name"]').fill("Script Visitor");
          await form.locator('[name="email"]').fill("script@example.org");
          await form.locator('[name="message"]').fill("Sent by script while the database was away.");
          // The form's script loaded (it is fetched lazily) and React took the form over, so the click is the script's send
          // (asking for JSON), not the browser's own post: the two instances starting beside this test
          // keep both cores busy, and hydration can take longer than the network's going idle.
          await page.waitForLoadState("networkidle");
          await hydrated(form.locator('button[type="submit"]'), 60_000);
        },
        whileCut: async () => {
          const answer = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/api/sites/"), {
            timeout: 60_000,
          });
          await page
            .locator("form", { has: page.locator('[name="message"]') })
            .locator('button[type="submit"]')
            .click();
          status = (await answer).status();
          await page.getByRole("alert").filter({ hasText: "briefly unavailable" }).waitFor();
        },
      });
      expect(result, JSON.stringify(result)).toMatchObject({
        serverErrors: 0,
        noRetryAfter: 0,
        lostAcknowledged: 0,
        duplicates: 0,
        postAfterHealing: "acknowledged",
      });
      expect(result.statuses.kept?.["200"]).toBe(result.waves * 3);
      expect(result.keptCache.stale).toBeGreaterThan(0);
      expect(result.statuses.notKept?.["503"]).toBeGreaterThan(0);
      // Every post refused is given back filled in.
      expect(result.postsRefilled, `not given back: ${result.notRefilled.join("\n")}`).toBe(result.refused);
      expect(result.refused).toBeGreaterThan(0);
      expect(result.healSecondsAfterMend).toBeLessThan(30);

      // The form sent by script: a 503, the notice, and everything typed still there.
      expect(status).toBe(503);
      const form = page.locator("form", { has: page.locator('[name="message"]') });
      expect(await form.locator('[name="name"]').inputValue()).toBe("Script Visitor");
      expect(await form.locator('[name="message"]').inputValue()).toBe("Sent by script while the database was away.");
      await page.close();
    },
  );

  it.concurrent("two instances started together on one empty database both serve, and the demo is loaded once", { timeout: 240_000 }, async () => {
    const result = await startTogether({ serverUrl: existing(), dataDir: `${await tempDir("together")}/instance`, ports: await freePorts(2), count: 2 });
    expect(result).toMatchObject({ serving: 2, homeStatuses: [200, 200], failures: [] });
    expect(result.sites).toBe(result.distinctSlugs);
  });

  it.concurrent(
    "a body must arrive within a time its route's size cap sets: 408 for a slow form post, none yet for an upload's",
    { timeout: 60_000 },
    async () => {
      // A visitor's form without files takes at most 256 KB: 12 s; one that takes files (up to 3 x 10 MB) is given 252 s.
      const form = bodyTimeLimitMs(256 * 1024);
      const started = Date.now();
      const [plain, upload] = await Promise.all([
        trickle(`${baseUrl()}/copper-kettle/contact`, { type: "application/x-www-form-urlencoded", declaredLength: 200_000, forMs: form + 5000 }),
        trickle(`${baseUrl()}/comfortline-hvac/contact`, { type: "multipart/form-data; boundary=x", declaredLength: 20_000_000, forMs: form + 3000 }),
      ]);
      expect(plain.status).toBe(408);
      expect(plain.afterMs).toBeGreaterThanOrEqual(form - 500);
      expect(plain.afterMs).toBeLessThan(form + 3000);
      // Still being taken when the form's time had long passed.
      expect(upload.status).toBe(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(form + 3000);
    },
  );
});

/** Ports of its own for a scenario that runs beside others. */
async function freePorts(count: number): Promise<{ next: () => number }> {
  const free = await Promise.all(Array.from({ length: count }, () => freePort()));
  return { next: () => free.shift() ?? 0 };
}

/** A folder of its own, removed after the file. */
async function tempDir(name: string): Promise<string> {
  const made = await mkdtemp(path.join(os.tmpdir(), `mainstreet-faults-${name}-`));
  cleanups.push(() => rm(made, { recursive: true, force: true }));
  return made;
}
