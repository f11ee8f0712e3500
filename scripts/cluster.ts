/**
 * npm run cluster [-- --instances 3 --seconds 12 --connections 16]
 *
 * docs/operations.md's "Several instances", done on one machine: the
 * instances (npm start) share one PostgreSQL (DATABASE_URL's server, in a
 * fresh database dropped afterwards), one Redis (REDIS_URL, or a redis-server
 * of its own), one secret and one storage folder, and Caddy runs
 * deploy/Caddyfile in front of them. Then it checks, and prints:
 * - an edit is seen through every instance on the next request;
 * - rate limits are counted once for all instances;
 * - under load through Caddy, one instance killed (SIGKILL) fails no request
 *   but those in flight when it died.
 * Exits 1 when a check fails. tests/browser/cluster.test.ts runs it too.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { spawnServer, whenServing } from "./start-command";

const root = path.resolve(import.meta.dirname, "..");

export interface ClusterOptions {
  /** The database every instance shares, migrated or empty (the first instance migrates it and loads the demo); this process edits through it too. */
  databaseUrl: string;
  redisUrl?: string;
  instances?: number;
  seconds?: number;
  connections?: number;
  log?: (line: string) => void;
}

export interface ClusterReport {
  instances: number;
  requests: number;
  requestsPerSecond: number;
  /** Requests that failed (a network error or a 5xx), all of them started before the kill. */
  failed: number;
  failedStartedAfterKill: number;
  connections: number;
  editSeenEverywhere: boolean;
  /** The statuses of nine sign-in attempts for one account, spread over the instances: 8 allowed, the 9th refused. */
  signInStatuses: number[];
  ok: boolean;
}

/** The pages the load asks for, served from each instance's page cache once warm. */
const PAGES = [
  "/brightside-dental",
  "/fieldguard-pest/finger-lakes/geneva",
  "/clearpath-access/blog/what-changed-in-wcag-2-2",
  "/town-of-alder-creek/departments/code-enforcement/permits/fence",
  "/sunny-meadow-farm",
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = "SIGTERM") {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

/** Waits until `url` answers 200, for up to `ms`. */
async function until200(url: string, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${ms / 1000} s (last: ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mainstreet_cluster_${randomBytes(5).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function runCluster(options: ClusterOptions): Promise<ClusterReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const count = options.instances ?? 3;
  const seconds = options.seconds ?? 12;
  const connections = options.connections ?? 16;
  const cleanup: Array<() => Promise<unknown>> = [];
  const instances: ChildProcess[] = [];
  try {
    let redisUrl = options.redisUrl;
    if (!redisUrl) {
      const port = await freePort();
      const redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
      cleanup.push(() => stop(redis));
      redisUrl = `redis://127.0.0.1:${port}`;
    }
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mainstreet-cluster-"));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));

    // 1. The settings every instance shares (docs/operations.md, "Several instances").
    const shared = {
      MAINSTREET_SECRET: randomBytes(32).toString("base64url"),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir, // one machine: one folder; several machines: STORAGE_URL
      TRUST_PROXY: "1",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    };
    const ports = await Promise.all(Array.from({ length: count }, freePort));
    const logs: Array<() => string> = [];
    const start = (port: number) => {
      const child = spawnServer({ env: { ...process.env, ...shared, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"] });
      instances.push(child);
      const serving = whenServing(child, 15 * 60_000);
      logs.push(serving.output);
      return serving.ready;
    };
    // 2. The first instance alone: it builds if needed, applies the migrations and, on an empty database, loads the demo.
    let started = Date.now();
    await start(ports[0]!);
    log(`instance 1 serving on :${ports[0]} after ${Date.now() - started} ms`);
    // 3. Then the others, together.
    started = Date.now();
    await Promise.all(ports.slice(1).map(start));
    log(`instances 2-${count} serving after ${Date.now() - started} ms`);

    // 4. Caddy with deploy/Caddyfile, the instances as its upstreams.
    const caddy = await startCaddy(ports, path.join(dataDir, "caddy"));
    cleanup.push(caddy.stop);
    const front = caddy.url;
    log(`caddy serving on ${front} in front of ${ports.map((p) => `:${p}`).join(" ")}`);
    const direct = ports.map((p) => `http://127.0.0.1:${p}`);

    const editSeenEverywhere = await checkEdit(direct, front, log);
    const signInStatuses = await checkSharedLimits(direct, front, log);

    // Load through Caddy; one instance killed a third of the way in.
    const victim = instances[1]!;
    const load = await loadWithKill(front, seconds, connections, seconds / 3, () => victim.kill("SIGKILL"));
    log(
      `load: ${load.requests} requests in ${seconds} s (${Math.round(load.requests / seconds)}/s), instance 2 killed at ${load.killAt} ms; failed ${load.failed.length} (started after the kill: ${load.failedAfterKill})`,
    );
    for (const f of load.failed.slice(0, 5)) log(`  failed: ${f.what} started ${f.start} ms, ended ${f.end} ms`);

    const report: ClusterReport = {
      instances: count,
      requests: load.requests,
      requestsPerSecond: Math.round(load.requests / seconds),
      failed: load.failed.length,
      failedStartedAfterKill: load.failedAfterKill,
      connections,
      editSeenEverywhere,
      signInStatuses,
      ok: false,
    };
    const errors = logs.flatMap((output, i) =>
      output()
        .split("\n")
        .filter((line) => /"level":"(error|fatal)"|Error:/.test(line))
        .map((line) => `instance ${i + 1}: ${line.slice(0, 600)}`),
    );
    for (const line of errors.slice(0, 10)) log(line);
    if (process.env.CLUSTER_DEBUG) logs.forEach((output, i) => log(`instance ${i + 1} said:\n${output().slice(-3000)}`));
    report.ok =
      editSeenEverywhere &&
      load.failedAfterKill === 0 &&
      load.failed.length <= connections &&
      signInStatuses.slice(0, 8).every((s) => s === 303) &&
      signInStatuses.slice(8).every((s) => s === 429);
    return report;
  } finally {
    await Promise.all(instances.map((child) => stop(child)));
    for (const step of cleanup.reverse()) await step().catch(() => {});
  }
}

/**
 * Caddy running deploy/Caddyfile on free ports, balancing over the instances
 * on `ports`: the platform on `url`, sites' own domains on `httpPort` and
 * `httpsPort` (certificates from `issuer`: "internal" is Caddy's own CA,
 * whose root is then at `rootCertificate`); resolves once it answers /api/health.
 */
export async function startCaddy(
  ports: number[],
  home: string,
  options: { issuer?: "internal" } = {},
): Promise<{ url: string; httpPort: number; httpsPort: number; rootCertificate: string; stop: () => Promise<void> }> {
  const [port, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()];
  const caddy = spawn("caddy", ["run", "--config", path.join(root, "deploy/Caddyfile"), "--adapter", "caddyfile"], {
    env: {
      ...process.env,
      MAINSTREET_ADDRESS: `http://:${port}`,
      MAINSTREET_UPSTREAMS: ports.map((p) => `127.0.0.1:${p}`).join(" "),
      MAINSTREET_ASK: `http://127.0.0.1:${ports[0]}/api/domains/ask`,
      MAINSTREET_DOMAIN_ISSUER: options.issuer ?? "",
      CADDY_HTTP_PORT: String(httpPort),
      CADDY_HTTPS_PORT: String(httpsPort),
      CADDY_ADMIN: "off",
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      HOME: home,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  caddy.stderr!.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await until200(`${url}/api/health`, 20_000);
  } catch (error) {
    await stop(caddy);
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { url, httpPort, httpsPort, rootCertificate: path.join(home, "caddy/pki/authorities/local/root.crt"), stop: () => stop(caddy) };
}

/** Warms every instance's cached copy of a page, edits the page through the service layer, and reads it from every instance at once. */
async function checkEdit(direct: string[], front: string, log: (line: string) => void): Promise<boolean> {
  const { getSiteBySlug } = await import("@/modules/sites/queries");
  const { getPage } = await import("@/modules/pages/queries");
  const { savePage } = await import("@/modules/pages/service");
  const site = (await getSiteBySlug("sunny-meadow-farm"))!;
  const page = (await getPage(site.id, ""))!;
  const html = (base: string) => fetch(`${base}/sunny-meadow-farm`).then((r) => r.text());
  for (const base of direct) await html(base);
  const heading = `Fresh strawberries ${randomBytes(3).toString("hex")}`;
  const blocks = page.blocks.map((b) => (b.type === "hero" ? { ...b, props: { ...b.props, heading } } : b));
  await savePage(site.id, { path: page.path, title: page.title, description: page.description, blocks });
  const seen = await Promise.all([...direct, front].map(async (base) => (await html(base)).includes(heading)));
  await savePage(site.id, { path: page.path, title: page.title, description: page.description, blocks: page.blocks });
  log(`edit seen on the next request: ${seen.map((s, i) => `${i < direct.length ? `instance ${i + 1}` : "caddy"} ${s ? "yes" : "NO"}`).join(", ")}`);
  return seen.every(Boolean);
}

/** Nine wrong passwords for one account, round the instances: the limit (8 in 10 minutes) holds across them. */
async function checkSharedLimits(direct: string[], front: string, log: (line: string) => void): Promise<number[]> {
  const email = `nobody-${randomBytes(4).toString("hex")}@example.com`;
  const attempt = (base: string) =>
    fetch(`${base}/api/auth/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password: "not the password" }),
    }).then((r) => r.status);
  const statuses: number[] = [];
  for (let i = 0; i < 9; i++) statuses.push(await attempt(direct[i % direct.length]!));
  statuses.push(await attempt(front));
  log(`sign-in attempts for one account, round the instances then through caddy: ${statuses.join(" ")}`);
  return statuses;
}

interface Failure {
  what: string;
  start: number;
  end: number;
}

/** `connections` loops of GETs through the front for `seconds`; `kill` runs at `killAfter` seconds. */
async function loadWithKill(front: string, seconds: number, connections: number, killAfter: number, kill: () => void) {
  const t0 = performance.now();
  const now = () => Math.round(performance.now() - t0);
  let killAt = Infinity;
  const timer = setTimeout(() => {
    killAt = now();
    kill();
  }, killAfter * 1000);
  const failed: Failure[] = [];
  let requests = 0;
  const loop = async (n: number) => {
    for (let i = n; now() < seconds * 1000; i += connections) {
      const start = now();
      const path = PAGES[i % PAGES.length]!;
      try {
        const response = await fetch(front + path, { headers: { "accept-encoding": "br, gzip" } });
        await response.arrayBuffer();
        if (response.status >= 500) failed.push({ what: `${response.status} ${path}`, start, end: now() });
      } catch (error) {
        failed.push({ what: `${(error as Error).message} ${path}`, start, end: now() });
      }
      requests++;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, n) => loop(n)));
  clearTimeout(timer);
  return { requests, failed, killAt, failedAfterKill: failed.filter((f) => f.start > killAt).length };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error("set DATABASE_URL to a PostgreSQL server (a fresh database is made in it and dropped afterwards)");
  const database = await freshDatabase(server);
  // The edit goes through the platform's own service layer, in this process: it reads DATABASE_URL.
  process.env.DATABASE_URL = database.url;
  try {
    const report = await runCluster({
      databaseUrl: database.url,
      redisUrl: process.env.REDIS_URL,
      instances: option("instances", 3),
      seconds: option("seconds", 12),
      connections: option("connections", 16),
    });
    console.log(JSON.stringify(report, null, 2));
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    const [{ stopCache }, { closeDb }] = await Promise.all([import("@/server/cache"), import("@/server/db/client")]);
    await stopCache();
    await closeDb();
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
