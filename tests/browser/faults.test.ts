import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freePort } from "@/server/db/embedded";
import { killServerUnderPosts, sigtermMidBurst, startTogether } from "../../scripts/faults/scenarios";

/**
 * The short version of `npm run faults` (scripts/faults): real servers started
 * as `npm start` starts them, beside the test server, on its database (already
 * loaded) or on a fresh one. The database-kill scenario runs in start.test.ts,
 * whose server has the embedded database.
 */
const ports = { next: () => 0 };
let dir: string;
const existing = () => inject("databaseUrl");

describe("faults", () => {
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function setup() {
    dir ??= await mkdtemp(path.join(os.tmpdir(), "mainstreet-faults-"));
    const free = await Promise.all([freePort(), freePort(), freePort()]);
    ports.next = () => free.shift() ?? 0;
  }

  it("SIGTERM in the middle of a burst of form posts: every post in flight gets its reference", { timeout: 120_000 }, async () => {
    await setup();
    const result = await sigtermMidBurst({ serverUrl: existing(), existing: existing(), dataDir: `${dir}/sigterm`, ports, burst: 30 });
    // No post stored without its answer, none answered and lost, a clean exit. (Under the test runner a few posts may be
    // refused a connection before the server accepted them; `npm run faults` reports 60 of 60 completed.)
    expect(result, JSON.stringify(result.errors)).toMatchObject({ posted: 30, lostAcknowledged: 0, storedWithoutAnswer: 0, exitCode: 0 });
    expect(result.acknowledged).toBeGreaterThan(0);
  });

  it("kill -9 of the server under form posts: nothing acknowledged is lost, nothing stored twice", { timeout: 120_000 }, async () => {
    await setup();
    const result = await killServerUnderPosts({ serverUrl: existing(), existing: existing(), dataDir: `${dir}/kill9`, ports, kills: 1, postsPerSecond: 10, secondsBetween: 2 });
    expect(result.acknowledged).toBeGreaterThan(10);
    expect(result).toMatchObject({ lostAcknowledged: 0, duplicates: 0 });
  });

  it("two instances started together on one empty database both serve, and the demo is loaded once", { timeout: 240_000 }, async () => {
    await setup();
    const result = await startTogether({ serverUrl: existing(), dataDir: `${dir}/together`, ports, count: 2 });
    expect(result).toMatchObject({ serving: 2, homeStatuses: [200, 200], failures: [] });
    expect(result.sites).toBe(result.distinctSlugs);
  });
});
