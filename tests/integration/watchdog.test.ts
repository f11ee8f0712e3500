import { readFileSync } from "node:fs";
import { mkdtemp, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/server/db/embedded";
import { databaseOutage } from "@/server/db/health";
import { watchDatabase } from "@/server/db/watchdog";
import { waitUntil } from "../helpers/wait";

const postmaster = (dir: string) => Number(readFileSync(path.join(dir, "postgres/postmaster.pid"), "utf8").split("\n")[0]);
const until = async (done: () => boolean, ms: number) => {
  const start = Date.now();
  await waitUntil(done, { timeout: ms, every: 50 });
  return Date.now() - start;
};

describe("the database watchdog", () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => undefined);
  });

  async function embedded(): Promise<{ dir: string; db: EmbeddedDatabase }> {
    const dir = await mkdtemp(path.join(os.tmpdir(), "mainstreet-watchdog-"));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const db = await startEmbeddedPostgres(dir);
    cleanup.push(() => db.stop());
    return { dir, db };
  }

  it("restarts an embedded PostgreSQL killed with -9, which recovers what was committed", { timeout: 60_000 }, async () => {
    const { dir, db } = await embedded();
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query("create table kept (n int); insert into kept values (42)");
    await client.end();
    let recovered = 0;
    const stop = watchDatabase({ databaseUrl: db.url, embedded: db, log: () => {}, recovered: () => recovered++, gaveUp: () => {} });
    cleanup.push(async () => stop());

    process.kill(postmaster(dir), "SIGKILL");
    await until(() => databaseOutage() !== null, 5000);
    expect(databaseOutage()?.reason).toMatch(/SIGKILL/);
    const healMs = await until(() => recovered > 0, 30_000);
    expect(recovered).toBe(1);
    expect(healMs).toBeLessThan(30_000);
    expect(databaseOutage()).toBeNull();
    const again = new pg.Client({ connectionString: db.url });
    await again.connect();
    expect((await again.query("select n from kept")).rows).toEqual([{ n: 42 }]);
    await again.end();
  });

  it("gives up, for a supervisor to step in, when the embedded PostgreSQL cannot start again", { timeout: 60_000 }, async () => {
    const { dir, db } = await embedded();
    let gaveUp = "";
    const stop = watchDatabase({
      databaseUrl: db.url,
      embedded: db,
      log: () => {},
      recovered: () => {},
      gaveUp: (reason) => (gaveUp = reason),
      giveUpAfterMs: 3000,
    });
    cleanup.push(async () => stop());
    const pid = postmaster(dir);
    await rename(path.join(dir, "postgres"), path.join(dir, "gone")); // its data folder is gone: every restart fails
    cleanup.push(() => rename(path.join(dir, "gone"), path.join(dir, "postgres")));
    process.kill(pid, "SIGKILL");
    await until(() => gaveUp !== "", 20_000);
    expect(gaveUp).toMatch(/did not come back within 3 s/);
    expect(databaseOutage()?.restarts).toBeGreaterThan(1);
  });
});
