/**
 * The fault scenarios (docs/reliability.md), each against real processes, each
 * returning its figures. ./run.ts runs them all (`npm run faults`); the short
 * versions run in CI (tests/browser/faults.test.ts).
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { startSmtpPeer } from "../../tests/helpers/smtp";
import {
  freshDatabase,
  openContactForm,
  postContact,
  request,
  startDatabaseProxy,
  startServer,
  stopServer,
  storedFor,
  waitFor,
  type Answer,
  type PostOutcome,
  type Server,
} from "./harness";

export interface Ports {
  next: () => number;
}

/** A fresh database on `serverUrl`, dropped afterwards; or `existing` (already loaded, kept), to save the demo load. */
async function databaseFor(serverUrl: string, existing?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return existing ? { url: existing, drop: async () => {} } : freshDatabase(serverUrl);
}

const secret = randomBytes(32).toString("base64url");
/**
 * A form refuses posts filled in faster than MAINSTREET_MIN_FILL_SECONDS (3 by default); the servers
 * started here inherit it, so a scenario waits that long (and a little) after opening the form, and
 * not at all where the caller set it to 0 (tests/browser/faults.test.ts).
 */
function filledIn(): Promise<unknown> {
  const seconds = Number(process.env.MAINSTREET_MIN_FILL_SECONDS ?? 3);
  return seconds > 0 ? sleep(seconds * 1000 + 500) : Promise.resolve();
}
const tally = (outcomes: PostOutcome[]) => ({
  posted: outcomes.length,
  acknowledged: outcomes.filter((o) => o.kind === "acknowledged").length,
  refused: outcomes.filter((o) => o.kind === "refused").length,
  failed: outcomes.filter((o) => o.kind === "failed").length,
});

/** Acknowledged references missing from the database. */
function lost(outcomes: PostOutcome[], stored: Set<string>): number {
  return outcomes.filter((o) => o.kind === "acknowledged" && !stored.has(o.reference)).length;
}

/** kill -9 of the server while visitors post the contact form, `kills` times; the server is started again each time. */
export async function killServerUnderPosts(opts: {
  serverUrl: string;
  existing?: string;
  dataDir: string;
  ports: Ports;
  kills: number;
  postsPerSecond: number;
  secondsBetween: number;
}) {
  const db = await databaseFor(opts.serverUrl, opts.existing);
  const env = { DATABASE_URL: db.url, DATA_DIR: opts.dataDir, MAINSTREET_SECRET: secret };
  const run = `kill9-${randomBytes(3).toString("hex")}`;
  const outcomes: Promise<PostOutcome>[] = [];
  const backMs: number[] = [];
  let n = 0;
  try {
    let server = await startServer(env, opts.ports.next());
    let hidden = await openContactForm(server.base);
    await filledIn();
    for (let k = 0; k <= opts.kills; k++) {
      const until = Date.now() + opts.secondsBetween * 1000;
      while (Date.now() < until) {
        outcomes.push(postContact(server.base, hidden, `${run}-${n++}`));
        await sleep(1000 / opts.postsPerSecond);
      }
      if (k === opts.kills) break;
      const killedAt = Date.now();
      server.child.kill("SIGKILL");
      await server.exited;
      server = await startServer(env, opts.ports.next());
      backMs.push(Date.now() - killedAt);
      hidden = await openContactForm(server.base);
    }
    const settled = await Promise.all(outcomes);
    await stopServer(server);
    const stored = await storedFor(db.url, run);
    return {
      ...tally(settled),
      stored: stored.rows,
      lostAcknowledged: lost(settled, stored.references),
      duplicates: stored.duplicates,
      kills: opts.kills,
      backSeconds: backMs.map((ms) => +(ms / 1000).toFixed(1)),
    };
  } finally {
    await db.drop();
  }
}

/** SIGTERM while a burst of form posts is in progress: every post in flight must complete with its reference. */
export async function sigtermMidBurst(opts: { serverUrl: string; existing?: string; dataDir: string; ports: Ports; burst: number }) {
  const db = await databaseFor(opts.serverUrl, opts.existing);
  const run = `sigterm-${randomBytes(3).toString("hex")}`;
  try {
    const server = await startServer({ DATABASE_URL: db.url, DATA_DIR: opts.dataDir, MAINSTREET_SECRET: secret }, opts.ports.next());
    const hidden = await openContactForm(server.base);
    await filledIn();
    let sent = 0;
    const posts = Array.from({ length: opts.burst }, (_, i) => postContact(server.base, hidden, `${run}-${i}`, undefined, () => sent++));
    const waitStarted = Date.now();
    while (sent < opts.burst && Date.now() - waitStarted < 10_000) await sleep(5); // every post written to an accepted connection: in progress
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    const settled = await Promise.all(posts);
    const code = await server.exited;
    const stored = await storedFor(db.url, run);
    return {
      ...tally(settled),
      inFlightAtSignal: sent,
      errors: [...new Set(settled.flatMap((o) => (o.kind === "failed" ? [o.error] : [])))],
      stored: stored.rows,
      lostAcknowledged: lost(settled, stored.references),
      storedWithoutAnswer: stored.rows - settled.filter((o) => o.kind === "acknowledged").length,
      exitCode: code,
      stopSeconds: +((Date.now() - signalledAt) / 1000).toFixed(1),
    };
  } finally {
    await db.drop();
  }
}

/** The postmaster's pid, from its pid file. */
function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, "postgres/postmaster.pid"), "utf8").split("\n")[0]);
}

/**
 * kill -9 of the embedded PostgreSQL under reads (kept pages, a page never
 * kept, health) and writes (form posts): the statuses seen while it is
 * away, and the time until health answers 200 again.
 */
export async function killEmbeddedDatabase(opts: { dataDir: string; ports: Ports; outageWatchSeconds?: number; server?: Server; verbose?: boolean }) {
  const run = `dbkill-${randomBytes(3).toString("hex")}`;
  const server = opts.server ?? (await startServer({ DATABASE_URL: "", DATA_DIR: opts.dataDir, MAINSTREET_SECRET: secret }, opts.ports.next()));
  const databaseUrl = readFileSync(path.join(opts.dataDir, "database-url"), "utf8").trim();
  try {
    const kept = ["/copper-kettle", "/copper-kettle/about", "/copper-kettle/contact"];
    for (const page of kept) for (let i = 0; i < 2; i++) await request(server.base + page);
    const hidden = await openContactForm(server.base);
    await filledIn();
    const statuses: Record<string, Record<string, number>> = { kept: {}, notKept: {}, post: {}, health: {} };
    const timeline: string[] = [];
    const count = (kind: string, status: number | string) => {
      statuses[kind]![String(status)] = (statuses[kind]![String(status)] ?? 0) + 1;
      timeline.push(`${((Date.now() - killedAt) / 1000).toFixed(1)}s ${kind} ${status}`);
    };
    const outcomes: Promise<PostOutcome>[] = [];
    let n = 0;
    let healed = false;
    let sawStale = false;
    let sawRetryAfter = false;
    let killedAt = Date.now();
    process.kill(postmasterPid(opts.dataDir), "SIGKILL");
    killedAt = Date.now();
    let healedMs = 0;
    while (!healed && Date.now() - killedAt < (opts.outageWatchSeconds ?? 60) * 1000) {
      const page = kept[n % kept.length]!;
      const [read, other, health] = await Promise.all([
        request(server.base + page).catch(() => null),
        request(`${server.base}/copper-kettle/search?q=${run}${n}`).catch(() => null),
        request(`${server.base}/api/health`).catch(() => null),
      ]);
      count("kept", read?.status ?? "error");
      if (read?.headers["x-cache"] === "stale") sawStale = true;
      count("notKept", other?.status ?? "error");
      if (other?.status === 503 && other.headers["retry-after"]) sawRetryAfter = true;
      count("health", health?.status ?? "error");
      const post = postContact(server.base, hidden, `${run}-${n}`);
      outcomes.push(post);
      const outcome = await post;
      count("post", outcome.kind === "acknowledged" ? 200 : outcome.kind === "refused" ? outcome.status : "error");
      n++;
      if (health?.status === 200) {
        healed = true;
        healedMs = Date.now() - killedAt;
      }
      await sleep(150);
    }
    // After healing: pages and posts work again.
    const after = await postContact(server.base, hidden, `${run}-after`);
    outcomes.push(Promise.resolve(after));
    const settled = await Promise.all(outcomes);
    const stored = await storedFor(databaseUrl, run);
    const serverErrors = Object.values(statuses).reduce(
      (sum, byStatus) =>
        sum +
        Object.entries(byStatus)
          .filter(([status]) => Number(status) >= 500 && status !== "503")
          .reduce((s, [, k]) => s + k, 0),
      0,
    );
    return {
      healed,
      healSeconds: +(healedMs / 1000).toFixed(1),
      statuses,
      serverErrors,
      timeline: opts.verbose ? timeline : undefined,
      servedStale: sawStale,
      retryAfter: sawRetryAfter,
      postAfterHealing: after.kind,
      ...tally(settled),
      stored: stored.rows,
      lostAcknowledged: lost(settled, stored.references),
      duplicates: stored.duplicates,
    };
  } finally {
    if (!opts.server) await stopServer(server);
  }
}

/**
 * The connection to an outside PostgreSQL (DATABASE_URL) dropped under
 * reads and posts, through a proxy the suite cuts: every connection closed,
 * new ones refused, for `outageSeconds`, then mended. Requests go out the
 * moment it is cut (before the watchdog can have noticed) and every 150 ms
 * after: kept pages, a page never kept (a search), the contact form
 * without script, health. Nothing may answer a 500: kept pages 200 (stale),
 * the rest 503 with Retry-After, posts 503 with the form filled in again.
 * `whileCut` runs beside them (the browser test posts a form by script).
 * `site` is the site read and posted to (the Copper Kettle by default): a test beside others
 * that edit the Copper Kettle gives it a copy of its own, since an edit drops kept pages.
 */
export async function dropDatabaseConnection<T>(opts: {
  serverUrl: string;
  site?: string;
  existing?: string;
  dataDir: string;
  ports: Ports;
  outageSeconds: number;
  beforeCut?: (base: string) => Promise<T>;
  whileCut?: (base: string, prepared: T) => Promise<unknown>;
}) {
  const db = await databaseFor(opts.serverUrl, opts.existing);
  const proxy = await startDatabaseProxy(db.url, opts.ports.next());
  const run = `drop-${randomBytes(3).toString("hex")}`;
  try {
    const server = await startServer({ DATABASE_URL: proxy.url, DATA_DIR: opts.dataDir, MAINSTREET_SECRET: secret }, opts.ports.next());
    try {
      const site = `/${opts.site ?? "copper-kettle"}`;
      const kept = [site, `${site}/about`, `${site}/contact`];
      for (const page of kept) for (let i = 0; i < 2; i++) await request(server.base + page);
      const [hidden, prepared] = await Promise.all([openContactForm(server.base, `${site}/contact`), opts.beforeCut?.(server.base) as Promise<T>, filledIn()]);
      const statuses: Record<string, Record<string, number>> = { kept: {}, notKept: {}, post: {}, health: {} };
      const count = (kind: string, status: number | string) => (statuses[kind]![String(status)] = (statuses[kind]![String(status)] ?? 0) + 1);
      const cache: Record<string, number> = {};
      let noRetryAfter = 0;
      const outcomes: Promise<PostOutcome>[] = [];
      let n = 0;
      const wave = async () => {
        const i = n++;
        const read = (path: string, kind: string) =>
          request(server.base + path).then(
            (answer: Answer) => {
              count(kind, answer.status);
              if (kind === "kept") cache[String(answer.headers["x-cache"])] = (cache[String(answer.headers["x-cache"])] ?? 0) + 1;
              if (answer.status === 503 && !answer.headers["retry-after"] && kind !== "health") noRetryAfter++;
            },
            () => count(kind, "error"),
          );
        const post = postContact(server.base, hidden, `${run}-${i}`);
        outcomes.push(post);
        await Promise.all([
          ...kept.map((page) => read(page, "kept")),
          read(`${site}/search?q=${run}${i}`, "notKept"),
          read("/api/health", "health"),
          post.then((o) => {
            count("post", o.kind === "acknowledged" ? 200 : o.kind === "refused" ? o.status : "error");
            if (o.kind === "refused" && o.status === 503 && !o.retryAfter) noRetryAfter++;
          }),
        ]);
      };
      proxy.cut();
      const cutAt = Date.now();
      const waves: Promise<void>[] = [wave()];
      // Its failure is kept for later (thrown once the waves are done), not left unhandled meanwhile.
      const beside = opts.whileCut?.(server.base, prepared).then(
        () => null,
        (error: unknown) => ({ error }),
      );
      while (Date.now() - cutAt < opts.outageSeconds * 1000) {
        await sleep(150);
        waves.push(wave());
      }
      await Promise.all(waves);
      const besideFailed = await beside;
      if (besideFailed) throw new Error(`${String(besideFailed.error)}\n--- the server's output:\n${server.output().slice(-3000)}`);
      await proxy.mend();
      const healSeconds = +((await waitFor(`${server.base}/api/health`, 200, 60_000)) / 1000).toFixed(1);
      // Healed: posts are taken again, and kept pages are fresh again.
      const after = await postContact(server.base, hidden, `${run}-after`);
      outcomes.push(Promise.resolve(after));
      const keptAfter = await request(server.base + kept[0]!);
      const settled = await Promise.all(outcomes);
      const stored = await storedFor(db.url, run);
      const refused = settled.filter((o) => o.kind === "refused");
      const serverErrors = Object.values(statuses).reduce(
        (sum, byStatus) =>
          sum +
          Object.entries(byStatus)
            .filter(([status]) => Number(status) >= 500 && status !== "503")
            .reduce((s, [, k]) => s + k, 0),
        0,
      );
      return {
        waves: n,
        statuses,
        keptCache: cache,
        serverErrors,
        noRetryAfter,
        postsRefilled: refused.filter((o) => o.kind === "refused" && o.refilled).length,
        notRefilled: refused.flatMap((o) => (o.kind === "refused" && !o.refilled ? [`${o.status} ${o.answer}`] : [])),
        healSecondsAfterMend: healSeconds,
        postAfterHealing: after.kind,
        keptAfterHealing: `${keptAfter.status} ${String(keptAfter.headers["x-cache"])}`,
        ...tally(settled),
        stored: stored.rows,
        lostAcknowledged: lost(settled, stored.references),
        duplicates: stored.duplicates,
      };
    } finally {
      await stopServer(server);
    }
  } finally {
    await proxy.close();
    await db.drop();
  }
}

/** `count` instances started at the same moment on one empty database: all serve, the demo is loaded once. */
export async function startTogether(opts: { serverUrl: string; dataDir: string; ports: Ports; count: number }) {
  const db = await freshDatabase(opts.serverUrl);
  const started = Date.now();
  try {
    const results = await Promise.allSettled(
      Array.from({ length: opts.count }, (_, i) =>
        startServer({ DATABASE_URL: db.url, DATA_DIR: `${opts.dataDir}-${i}`, MAINSTREET_SECRET: secret }, opts.ports.next()),
      ),
    );
    const servers = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const allServingSeconds = +((Date.now() - started) / 1000).toFixed(1);
    const pages = await Promise.all(
      servers.map((s) =>
        request(s.base + "/copper-kettle")
          .then((a) => a.status)
          .catch(() => 0),
      ),
    );
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ sites: number; slugs: number }>("select count(*)::int as sites, count(distinct slug)::int as slugs from sites");
    await client.end();
    await Promise.all(servers.map((s) => stopServer(s)));
    const failures = results.flatMap((r) => (r.status === "rejected" ? [String(r.reason).slice(0, 300)] : []));
    return {
      instances: opts.count,
      serving: servers.length,
      homeStatuses: pages,
      sites: rows[0]!.sites,
      distinctSlugs: rows[0]!.slugs,
      allServingSeconds,
      failures,
    };
  } finally {
    await db.drop();
  }
}

/** Mail while the SMTP server is down, then back; then a slow one: each mail once, and how long it took. */
export async function smtpDownThenUp(opts: { serverUrl: string; dataDir: string; ports: Ports; posts: number; slowMs: number }) {
  const db = await freshDatabase(opts.serverUrl);
  const smtpPort = opts.ports.next();
  const run = `smtp-${randomBytes(3).toString("hex")}`;
  try {
    const server = await startServer(
      { DATABASE_URL: db.url, DATA_DIR: opts.dataDir, MAINSTREET_SECRET: secret, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      opts.ports.next(),
    );
    const hidden = await openContactForm(server.base);
    await filledIn();
    const settled = await Promise.all(Array.from({ length: opts.posts }, (_, i) => postContact(server.base, hidden, `${run}-${i}`)));
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const mine = async () =>
      (await client.query<{ id: string; status: string; attempts: number }>("select id, status, attempts from outbox where text_body like $1", [`%${run}%`]))
        .rows;
    await sleep(5000); // a try or two fails while the server is down
    const queued = await mine();
    const peer = await startSmtpPeer(smtpPort);
    const upAt = Date.now();
    while ((await mine()).some((r) => r.status !== "sent") && Date.now() - upAt < 120_000) await sleep(250);
    const deliverSeconds = +((Date.now() - upAt) / 1000).toFixed(1);
    const received = peer.received.filter((m) => m.body.includes(run));
    const ids = new Set(received.map((m) => m.headers.get("message-id")?.[0]));
    await peer.stop();

    // A slow server: each message takes slowMs to be accepted; one slow message must not hold up the others.
    const slow = await startSmtpPeer(smtpPort, opts.slowMs);
    const slowRun = `${run}-slow`;
    const slowStarted = Date.now();
    await Promise.all(Array.from({ length: opts.posts }, (_, i) => postContact(server.base, hidden, `${slowRun}-${i}`)));
    const slowMine = async () => (await client.query<{ status: string }>("select status from outbox where text_body like $1", [`%${slowRun}%`])).rows;
    while ((await slowMine()).some((r) => r.status !== "sent") && Date.now() - slowStarted < 180_000) await sleep(250);
    const slowSeconds = +((Date.now() - slowStarted) / 1000).toFixed(1);
    const slowReceived = slow.received.filter((m) => m.body.includes(slowRun));
    const slowIds = new Set(slowReceived.map((m) => m.headers.get("message-id")?.[0]));
    const slowMails = (await slowMine()).length;
    await slow.stop();
    await stopServer(server);
    await client.end();
    return {
      ...tally(settled),
      mailsQueued: queued.length,
      failedTriesWhileDown: queued.reduce((s, r) => s + r.attempts, 0),
      delivered: received.length,
      distinctMessageIds: ids.size,
      duplicates: received.length - ids.size,
      deliverSecondsAfterUp: deliverSeconds,
      slow: {
        secondsPerMessage: opts.slowMs / 1000,
        mails: slowMails,
        delivered: slowReceived.length,
        duplicates: slowReceived.length - slowIds.size,
        seconds: slowSeconds,
      },
    };
  } finally {
    await db.drop();
  }
}

export async function cleanDataDir(dir: string) {
  await rm(dir, { recursive: true, force: true });
}
