/**
 * `npm run faults`: the fault suite (docs/reliability.md) against real processes on this
 * machine, printing each scenario's figures (and writing them as JSON to
 * test-results/faults.json). The server-kill, SIGTERM, start-together and
 * SMTP and connection-drop scenarios use a PostgreSQL server (FAULTS_DATABASE_URL, else
 * DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres), each on a
 * fresh database; the database-kill scenario runs the embedded one.
 * `--short` runs the small versions CI runs. Ports from FAULTS_PORT (3160).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cleanDataDir, dropDatabaseConnection, killEmbeddedDatabase, killServerUnderPosts, sigtermMidBurst, smtpDownThenUp, startTogether } from "./scenarios";

const short = process.argv.includes("--short");
const only = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const serverUrl = process.env.FAULTS_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
delete process.env.DATABASE_URL; // each scenario chooses its own
const first = Number(process.env.FAULTS_PORT ?? 3160);
const last = first + 9;
let port = first;
// Round the ten ports: each call a port of its own (the wrap gave the first port twice, to the SMTP peer and its server).
const ports = {
  next: () => {
    if (port > last) port = first;
    return port++;
  },
};
const work = path.resolve(process.env.FAULTS_DIR ?? "/tmp/mainstreet-faults");

const scenarios: Record<string, () => Promise<unknown>> = {
  "kill -9 the server under form posts": () =>
    killServerUnderPosts({ serverUrl, dataDir: `${work}/kill9`, ports, kills: short ? 1 : 5, postsPerSecond: 10, secondsBetween: short ? 3 : 8 }),
  "kill -9 the embedded database under reads and writes": async () => {
    await cleanDataDir(`${work}/embedded`);
    return killEmbeddedDatabase({ dataDir: `${work}/embedded`, ports, verbose: process.argv.includes("--verbose") });
  },
  "drop the connection to an outside database under reads and writes": () =>
    dropDatabaseConnection({ serverUrl, dataDir: `${work}/drop`, ports, outageSeconds: short ? 2 : 10 }),
  "SIGTERM mid-burst of form posts": () => sigtermMidBurst({ serverUrl, dataDir: `${work}/sigterm`, ports, burst: 60 }),
  "SMTP down, then up, then slow": () => smtpDownThenUp({ serverUrl, dataDir: `${work}/smtp`, ports, posts: short ? 3 : 10, slowMs: short ? 2000 : 20_000 }),
  "two instances started together": () => startTogether({ serverUrl, dataDir: `${work}/two`, ports, count: 2 }),
  "three instances started together": () => startTogether({ serverUrl, dataDir: `${work}/three`, ports, count: 3 }),
};

const results: Record<string, unknown> = {};
for (const [name, scenario] of Object.entries(scenarios)) {
  if (only && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  process.stdout.write(`\n== ${name}\n`);
  try {
    results[name] = await scenario();
  } catch (error) {
    results[name] = { error: String(error).slice(0, 2000) };
  }
  console.log(JSON.stringify(results[name], null, 2), `\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
mkdirSync("test-results", { recursive: true });
writeFileSync("test-results/faults.json", JSON.stringify(results, null, 2));
process.exit(Object.values(results).some((r) => r && typeof r === "object" && "error" in r) ? 1 : 0);
