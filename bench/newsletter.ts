/**
 * npm run bench:newsletter [-- --subscribers 20000] [-- --duration 10] [-- --record] [-- --cpu-prof DIR]
 *
 * One newsletter to 20,000 confirmed subscribers through a real SMTP peer
 * (smtp-server, as the tests use, in this process), on the production server
 * and the demo deployment (a fresh embedded database in a temporary folder).
 * The subscribers are written straight into the database on the town's
 * "town-news" list; the newsletter is put on the schedule for now, so the
 * server's own scheduler and mail worker send it, exactly as an owner's send.
 * Reports mails a second, the time from the start of the send to the last
 * copy sent, the server's resident memory at its highest during the send, and
 * the cached page's throughput (autocannon, 32 connections) during the send
 * as a share of the same page's when idle. With --record it writes
 * bench/newsletter-results.json with the date and the method: only on a
 * quiet machine, where the figures mean something. With --cpu-prof DIR the
 * server writes a V8 CPU profile of the send there (bench/cpu-profile.mjs).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { args, DURATION, freePort, measure, memory, option, root, startPlatform, stop } from "./server";

const SUBSCRIBERS = option("subscribers", 20_000);
const SITE = "town-of-alder-creek";
const PAGE = `/${SITE}/departments/code-enforcement/permits/fence`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A receiving server that takes every message and counts it (keeping nothing: 20,000 bodies are not the point). */
async function smtpPeer(): Promise<{ port: number; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  const peer = await smtpPeer();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "mainstreet-newsletter-bench-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const profileAt = args.indexOf("--cpu-prof");
  const profile: Record<string, string> =
    profileAt >= 0 ? { NODE_OPTIONS: `--import ${path.join(root, "bench/cpu-profile.mjs")}`, BENCH_CPU_PROFILE_DIR: path.resolve(args[profileAt + 1]!) } : {};
  const server = await startPlatform(dataDir, port, { SMTP_URL: `smtp://127.0.0.1:${peer.port}`, ...profile });
  const profiler = () => profileAt >= 0 && server.child.kill("SIGUSR2");
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("select id from sites where slug = $1", [SITE]);
    const siteId = rows[0]!.id;
    await client.query(
      `insert into contacts (site_id, email, public_key)
       select $1, 'reader' || g || '@bench.example', substr(md5(random()::text || g), 1, 24) from generate_series(1, $2) g`,
      [siteId, SUBSCRIBERS],
    );
    await client.query(
      `insert into subscriptions (site_id, contact_id, list, status, consent_text, confirmed_at)
       select site_id, id, 'town-news', 'confirmed', 'Bench', now() from contacts where site_id = $1 and email like '%@bench.example'`,
      [siteId],
    );
    const idle = await measure("cached page, idle", base + PAGE);

    const body = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Brush pickup starts Monday in zone A." }] }] };
    const inserted = await client.query<{ id: string }>(
      `insert into newsletters (site_id, subject, body, lists, status, scheduled_at, created_by)
       values ($1, 'Bench newsletter', $2, '{town-news}', 'scheduled', now(), 'bench') returning id`,
      [siteId, JSON.stringify(body)],
    );
    const id = inserted.rows[0]!.id;
    // The server's scheduler looks every 30 seconds.
    for (;;) {
      const status = await client.query<{ status: string }>("select status from newsletters where id = $1", [id]);
      if (status.rows[0]!.status === "sent") break;
      await pause(250);
    }
    const started = Date.now();
    profiler();
    let highest = 0;
    let done = false;
    const sampling = (async () => {
      while (!done) {
        highest = Math.max(highest, (await memory(server.child.pid!, base)).rssMb);
        await pause(1000);
      }
    })();
    const sentCount = async () =>
      (await client.query<{ n: number }>("select count(*)::int as n from outbox where newsletter_id = $1 and status = 'sent'", [id])).rows[0]!.n;
    const sentBefore = await sentCount();
    const measureStarted = Date.now();
    const during = await measure("cached page, during the send", base + PAGE);
    const mailsPerSecondWhileMeasured = Math.round((await sentCount()) - sentBefore) / ((Date.now() - measureStarted) / 1000);
    const measuredWhileSending = (await client.query("select 1 from outbox where newsletter_id = $1 and status in ('pending', 'sending') limit 1", [id])).rows
      .length;
    for (;;) {
      const left = await client.query("select 1 from outbox where newsletter_id = $1 and status in ('pending', 'sending') limit 1", [id]);
      if (!left.rows.length) break;
      await pause(250);
    }
    done = true;
    profiler();
    await sampling;
    const { rows: outcome } = await client.query<{ sent: number; failed: number; first: Date; last: Date }>(
      `select count(*) filter (where o.status = 'sent')::int as sent, count(*) filter (where o.status = 'failed')::int as failed,
         n.started_at as first, max(o.sent_at) as last
       from outbox o join newsletters n on n.id = o.newsletter_id where o.newsletter_id = $1 group by n.started_at`,
      [id],
    );
    const { sent, failed, first, last } = outcome[0]!;
    const seconds = (new Date(last).getTime() - new Date(first).getTime()) / 1000;
    const report = {
      date: new Date().toISOString().slice(0, 10),
      method: `npm run bench:newsletter: production server on the demo deployment, ${SUBSCRIBERS} confirmed subscribers, smtp-server in the bench process, autocannon 32 connections for ${DURATION} s on ${PAGE}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown"}), Node ${process.version}`,
      subscribers: SUBSCRIBERS,
      sent,
      failed,
      receivedBySmtpPeer: peer.received(),
      seconds: Math.round(seconds * 10) / 10,
      mailsPerSecond: Math.round(sent / seconds),
      mailsPerSecondWhilePageMeasured: Math.round(mailsPerSecondWhileMeasured),
      loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
      serverRssMbHighest: highest,
      cachedPage: {
        idleRequestsPerSecond: idle.requestsPerSecond,
        duringRequestsPerSecond: during.requestsPerSecond,
        shareOfIdle: Math.round((during.requestsPerSecond / idle.requestsPerSecond) * 1000) / 1000,
        measuredWhileSending: measuredWhileSending > 0,
      },
      sinceStartOfSendSeconds: Math.round((Date.now() - started) / 100) / 10,
    };
    console.log(JSON.stringify(report, null, 2));
    if (!report.cachedPage.measuredWhileSending) console.log("The send ended before the page's measure did: its share of idle is not all during the send.");
    if (args.includes("--record")) await writeFile(path.join(root, "bench/newsletter-results.json"), JSON.stringify(report, null, 2) + "\n");
  } finally {
    await client.end();
    await stop(server.child);
    await peer.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
