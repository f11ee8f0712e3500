import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "@/server/db/embedded";
import { killEmbeddedDatabase } from "../../scripts/faults/scenarios";
import { spawnServer, whenServing } from "../../scripts/start-command";
import { waitUntil } from "../helpers/wait";

/**
 * `npm start` on a machine without PostgreSQL: the embedded server under
 * DATA_DIR, data kept between starts, a clean stop on SIGTERM, and a start
 * after a crash (the app killed, its database left running) that recovers.
 */
let dataDir: string;

function start(port: number): { child: ChildProcess; output: () => string; ready: Promise<void> } {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" } as NodeJS.ProcessEnv;
  delete env.DATABASE_URL;
  delete env.MAINSTREET_SECRET;
  const child = spawnServer({ env, stdio: ["ignore", "pipe", "pipe"] });
  return { child, ...whenServing(child) };
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

async function postmasterPid(): Promise<number | null> {
  const file = path.join(dataDir, "postgres/postmaster.pid");
  if (!existsSync(file)) return null;
  return Number((await readFile(file, "utf8")).split("\n")[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("npm start", () => {
  afterAll(async () => {
    const pid = await postmasterPid().catch(() => null);
    if (pid && alive(pid)) process.kill(pid, "SIGINT");
    if (pid) await waitUntil(() => !alive(pid), { timeout: 10_000 });
    await rm(dataDir, { recursive: true, force: true });
  });

  // Three starts and a demo load, beside another browser file: past the default two minutes on a busy machine.
  it("starts an embedded database, reuses its data, stops cleanly and recovers from a crash", { timeout: 240_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mainstreet-start-"));
    const port = await freePort();

    const first = start(port);
    await first.ready;
    expect(first.output()).toContain("demo deployment loaded");
    expect((await fetch(`http://127.0.0.1:${port}/town-of-alder-creek`)).status).toBe(200);
    const pid = (await postmasterPid())!;
    expect(alive(pid)).toBe(true);
    first.child.kill("SIGTERM");
    expect(await exited(first.child)).toBe(0);
    expect(alive(pid)).toBe(false);

    // A second start keeps the data: no demo load, same content.
    const second = start(port);
    await second.ready;
    expect(second.output()).not.toContain("demo deployment loaded");
    expect((await fetch(`http://127.0.0.1:${port}/town-of-alder-creek`)).status).toBe(200);

    // Crash: the app dies without stopping its database.
    const orphan = (await postmasterPid())!;
    second.child.kill("SIGKILL");
    await exited(second.child);
    expect(alive(orphan)).toBe(true);

    const third = start(port);
    await third.ready;
    expect((await fetch(`http://127.0.0.1:${port}/town-of-alder-creek`)).status).toBe(200);

    // The database dies under it (kill -9): it heals by itself, nothing acknowledged is lost or stored twice, and no
    // request is answered 500, not even in the moment before the watchdog notices (kept pages stale, the rest 503).
    const loss = await killEmbeddedDatabase({
      dataDir,
      ports: { next: () => port },
      server: { child: third.child, port, base: `http://127.0.0.1:${port}`, output: third.output, exited: exited(third.child) },
    });
    expect(loss, JSON.stringify(loss)).toMatchObject({ healed: true, postAfterHealing: "acknowledged", lostAcknowledged: 0, duplicates: 0, serverErrors: 0 });
    expect(loss.healSeconds).toBeLessThan(30);
    expect(loss.statuses.health?.["503"]).toBeGreaterThan(0);
    // Ctrl-C shuts down just as cleanly.
    third.child.kill("SIGINT");
    expect(await exited(third.child)).toBe(0);
    expect(await postmasterPid()).toBeNull();
  });
});
