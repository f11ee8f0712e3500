import { performance } from "node:perf_hooks";
import { sql, type SQL } from "drizzle-orm";
import { now } from "@/lib/clock";
import { db } from "@/server/db/client";
import { databaseOutage } from "@/server/db/health";
import { env } from "@/server/env";
import { logger } from "@/server/log";
import { requestsTaken } from "@/server/visitors";
import { isPermanentRefusal, newsletterCopies, suppress } from "@/modules/newsletters/delivery";
import { bulkGate } from "@/modules/newsletters/limits";
import { fromAddress } from "./outbox";
import { SEND_DEADLINE_MS, smtpTransport, type MailTransport } from "./transport";
import { threadedSmtpTransport } from "./threaded-transport";

/**
 * A claimed row is another worker's to take again only after this long: a
 * crash between claim and record. Longer than the longest send
 * (transport.ts), so a slow send is never repeated by a second worker.
 */
export const CLAIM_LEASE_SECONDS = Math.ceil((SEND_DEADLINE_MS * 2.5) / 1000);

/** How many mails one instance sends at once: one slow message never holds up the others. */
export const PARALLEL_SENDS = 5;

/** Seconds before the next try after `attempts` failures: 15 s, 30 s, 1 min, ... capped at 30 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(1800, 15 * 2 ** Math.max(0, attempts - 1));
}

type Claimed = {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  headers: Record<string, string>;
  from_name: string | null;
  html_body: string | null;
  site_id: string | null;
  newsletter_id: string | null;
  bulk: boolean;
  attempts: number;
  given_up: boolean;
};

/**
 * Claims up to `limit` due rows, every other mail before newsletter copies.
 * FOR UPDATE SKIP LOCKED: two workers (on one instance or several) never
 * claim one row; a row left "sending" by a crash is claimed again once its
 * lease has passed. A mail held for a date is due by the platform's clock
 * (lib/clock.ts) or the database's, whichever is later, so a test that sets
 * the clock sees it go.
 */
export async function claimDueMail(limit: number): Promise<Claimed[]> {
  const others = await claim(limit, sql`not bulk`);
  if (others.length >= limit) return others;
  return [...others, ...(await claimCopies(limit - others.length))];
}

/** Newsletter copies only: they wait while the platform or their site has sent its rate this minute (newsletters/limits.ts); other mail never does. */
async function claimCopies(limit: number): Promise<Claimed[]> {
  const gate = await bulkGate();
  if (!gate) return claim(limit, sql`bulk`);
  const room = Math.min(limit, gate.room);
  if (room <= 0) return [];
  return claim(room, gate.blocked.length ? sql`bulk and site_id <> all(${sql.param(gate.blocked)}::uuid[])` : sql`bulk`);
}

async function claim(limit: number, which: SQL): Promise<Claimed[]> {
  const claimed = await db().execute<Claimed>(sql`
    update outbox set status = 'sending', attempts = attempts + 1, next_attempt_at = now()
    where id in (
      select id from outbox
      where ((status = 'pending' and next_attempt_at <= greatest(now(), ${now().toISOString()}::timestamptz))
         or (status = 'sending' and next_attempt_at <= now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})))
        and ${which}
      order by bulk, next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, to_address, reply_to, subject, text_body, headers, from_name, html_body, site_id, newsletter_id, bulk, attempts,
      coalesce(due_at, created_at) < now() - make_interval(hours => ${env().MAIL_RETRY_HOURS}) as given_up`);
  return claimed.rows;
}

/** The Message-ID of an outbox row: the same on every try, in the sender's domain. */
export function messageIdFor(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "mainstreet.localhost";
  return `<${id}@${domain}>`;
}

function send(transport: MailTransport, mail: Claimed, content: { text: string; html?: string }, platformFrom: string) {
  const from = fromAddress(platformFrom, mail.from_name);
  return transport.send({
    from,
    to: mail.to_address,
    replyTo: mail.reply_to ?? undefined,
    subject: mail.subject,
    ...content,
    headers: mail.headers,
    messageId: messageIdFor(mail.id, from),
  });
}

/** A send that failed: tried again after a backoff, or failed for good (too old, or a newsletter refused for good, whose address is then suppressed). */
async function recordFailure(mail: Claimed, error: unknown): Promise<void> {
  const permanent = mail.bulk && mail.site_id !== null && isPermanentRefusal(error);
  if (permanent) await suppress(mail.site_id!, mail.to_address, String(error).slice(0, 300));
  const giveUp = mail.given_up || permanent;
  await db().execute(sql`
    update outbox set status = ${giveUp ? "failed" : "pending"}, last_error = ${String(error).slice(0, 1000)},
      next_attempt_at = now() + make_interval(secs => ${backoffSeconds(mail.attempts)})
    where id = ${mail.id}`);
  logger.warn({ mailId: mail.id, attempts: mail.attempts, err: error }, giveUp ? "mail delivery failed for good" : "mail delivery failed; will retry");
}

/**
 * Sends one claimed mail and records the outcome. Delivery is at least once
 * (a crash between the peer's acceptance and our record can repeat a mail,
 * never lose one); the stable Message-ID lets the receiver drop a repeat.
 * After a success, mail waiting out a backoff is made due at once: the
 * server is back.
 */
export async function deliverClaimed(transport: MailTransport, mail: Claimed, platformFrom = env().MAIL_FROM): Promise<boolean> {
  if (mail.newsletter_id) return (await deliverCopies(transport, [mail], platformFrom)) === 1;
  try {
    const { messageId } = await send(transport, mail, { text: mail.text_body, html: mail.html_body ?? undefined }, platformFrom);
    await db().execute(sql`update outbox set status = 'sent', sent_at = now(), message_id = ${messageId}, last_error = null where id = ${mail.id}`);
    await flushWaiting();
    return true;
  } catch (error) {
    await recordFailure(mail, error);
    return false;
  }
}

/**
 * Sends a batch of newsletter copies, PARALLEL_SENDS at a time, and answers
 * how many were sent. Set-based: one query checks that every recipient still
 * wants it, one marks the unwanted failed, one records all that were sent
 * (a crash before that record repeats at most this batch, under the same
 * Message-IDs: at least once, as for every mail). Only a failure is recorded
 * on its own.
 */
export async function deliverCopies(transport: MailTransport, copies: Claimed[], platformFrom = env().MAIL_FROM): Promise<number> {
  const contents = await newsletterCopies(copies);
  const unwanted = copies.filter((c) => !contents.has(c.id)).map((c) => c.id);
  if (unwanted.length)
    await db().execute(
      sql`update outbox set status = 'failed', last_error = 'not sent: unsubscribed or suppressed before it went out' where id = any(${sql.param(unwanted)}::uuid[])`,
    );
  const wanted = copies.filter((c) => contents.has(c.id));
  const sent: { id: string; messageId: string }[] = [];
  let next = 0;
  const lane = async () => {
    for (let mail = wanted[next++]; mail; mail = wanted[next++]) {
      try {
        sent.push({ id: mail.id, messageId: (await send(transport, mail, contents.get(mail.id)!, platformFrom)).messageId });
      } catch (error) {
        await recordFailure(mail, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_SENDS, wanted.length) }, lane));
  if (!sent.length) return 0;
  await db().execute(sql`
    update outbox o set status = 'sent', sent_at = now(), message_id = v.message_id, last_error = null
    from unnest(${sql.param(sent.map((s) => s.id))}::uuid[], ${sql.param(sent.map((s) => s.messageId))}::text[]) as v(id, message_id)
    where o.id = v.id`);
  await flushWaiting();
  return sent.length;
}

/** Mail waiting out a backoff becomes due now (the server answers again). */
export async function flushWaiting(): Promise<number> {
  const result = await db().execute(sql`update outbox set next_attempt_at = now() where status = 'pending' and attempts > 0 and next_attempt_at > now()`);
  return result.rowCount ?? 0;
}

/** Delivers what is due, a batch at a time (for tests and tools; the worker below keeps sends flowing). */
export async function deliverDueMail(transport: MailTransport, from = env().MAIL_FROM, batchSize = 20): Promise<{ sent: number; failed: number }> {
  const claimed = await claimDueMail(batchSize);
  const copies = claimed.filter((mail) => mail.newsletter_id);
  const others = claimed.filter((mail) => !mail.newsletter_id);
  const [outcomes, copiesSent] = await Promise.all([
    Promise.all(others.map((mail) => deliverClaimed(transport, mail, from))),
    copies.length ? deliverCopies(transport, copies, from) : 0,
  ]);
  const sent = outcomes.filter(Boolean).length + copiesSent;
  return { sent, failed: claimed.length - sent };
}

/**
 * How many newsletter copies the worker claims, checks and records at once.
 * Small enough that a crash repeats few (under their Message-IDs) and a
 * batch ends within a second on a working peer; large enough that the
 * database sees a few statements per 50 copies, not five per copy.
 */
export const COPIES_PER_BATCH = 50;

const worker = {
  timer: undefined as NodeJS.Timeout | undefined,
  probeTimer: undefined as NodeJS.Timeout | undefined,
  claiming: false,
  again: false,
  sending: new Set<Promise<unknown>>(),
  /** The newsletter lane while it runs (one per instance), and the copies of its batch under way. */
  copies: undefined as Promise<void> | undefined,
  copiesSending: 0,
  /** Ends the newsletter lane's pause between batches (the worker stops). */
  wake: undefined as (() => void) | undefined,
  transport: undefined as MailTransport | undefined,
  /** The newsletter lane's: composes and sends on a thread of its own (./threaded-transport.ts). */
  bulkTransport: undefined as MailTransport | undefined,
};

/**
 * Claims as many due mails (not newsletter copies) as there are free sending
 * slots; each send, when done, asks for another pass. Then makes sure the
 * newsletter lane runs.
 */
async function tick(): Promise<void> {
  if (!worker.transport || databaseOutage()) return;
  if (worker.claiming) {
    worker.again = true;
    return;
  }
  worker.claiming = true;
  try {
    do {
      worker.again = false;
      const transport = worker.transport;
      const room = PARALLEL_SENDS - worker.sending.size;
      if (!transport || room <= 0) break;
      const claimed = await claim(room, sql`not bulk`);
      for (const mail of claimed) {
        const sending: Promise<unknown> = deliverClaimed(transport, mail)
          .catch((error: unknown) => logger.error({ err: error, mailId: mail.id }, "could not record a mail's delivery"))
          .finally(() => {
            worker.sending.delete(sending);
            void tick();
          });
        worker.sending.add(sending);
      }
      if (claimed.length === room) worker.again = true;
    } while (worker.again);
  } catch (error) {
    logger.error({ err: error }, "mail worker tick failed");
  } finally {
    worker.claiming = false;
  }
  sendCopies();
}

/**
 * Between two batches the newsletter lane waits at least PAUSE_MS. While
 * visitors keep the process busy (more than VISITORS_A_SECOND requests a
 * second since the last batch began, and the event loop busier than
 * BUSY_LOOP without the lane during the pause, smoothed over a few pauses),
 * it waits up to YIELD_TO_PAGES times as long as its last batch took, the
 * busier the longer. A send goes at full speed on a quiet server and takes
 * a tenth of it at most while pages are being served: visitors do not
 * notice a send.
 */
const PAUSE_MS = 25;
const VISITORS_A_SECOND = 10;
const BUSY_LOOP = 0.3;
const YIELD_TO_PAGES = 9;

/**
 * The newsletter lane: a batch of copies at a time, in sequence, beside the
 * slots of every other mail (so a booking's confirmation never waits for a
 * batch), over the transport's pooled connections, yielding to the pages
 * this process serves between batches.
 */
function sendCopies(): void {
  if (worker.copies) return;
  worker.copies = (async () => {
    let pause = PAUSE_MS;
    let busy = 0;
    for (;;) {
      const transport = worker.bulkTransport;
      if (!transport || databaseOutage()) return;
      const batch = await claimCopies(COPIES_PER_BATCH);
      if (!batch.length) return;
      const started = performance.now();
      const requests = requestsTaken();
      worker.copiesSending = batch.length;
      await deliverCopies(transport, batch).finally(() => (worker.copiesSending = 0));
      const took = performance.now() - started;
      const before = performance.eventLoopUtilization();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pause);
        worker.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      worker.wake = undefined;
      const visitors = ((requestsTaken() - requests) * 1000) / (performance.now() - started) > VISITORS_A_SECOND;
      busy = visitors ? (busy + performance.eventLoopUtilization(before).utilization) / 2 : 0;
      pause = Math.max(PAUSE_MS, took * YIELD_TO_PAGES * Math.max(0, (busy - BUSY_LOOP) / (1 - BUSY_LOOP)));
    }
  })()
    .catch((error: unknown) => logger.error({ err: error }, "newsletter sending failed; the next pass takes it up"))
    .finally(() => {
      worker.copies = undefined;
    });
}

/** Mail waits out a backoff: every minute, ask the server whether it is back, and if so send everything now. */
async function probe(): Promise<void> {
  const transport = worker.transport;
  if (!transport?.probe || databaseOutage()) return;
  const waiting = await db().execute(sql`select 1 from outbox where status = 'pending' and attempts > 0 and next_attempt_at > now() limit 1`);
  if (!waiting.rows.length || !(await transport.probe())) return;
  const flushed = await flushWaiting();
  if (flushed) logger.info({ flushed }, "the SMTP server answers again: sending the mail that waited");
  void tick();
}

/** Whether this process delivers mail (SMTP_URL set and the worker started), and how many mails it is sending now. */
export function mailWorkerState(): { running: boolean; sending: number } {
  return { running: Boolean(worker.timer), sending: worker.sending.size + worker.copiesSending };
}

/** Starts delivering when SMTP_URL is set; returns whether it did. */
export function startMailWorker(intervalMs = 2000, probeMs = 60_000): boolean {
  const url = env().SMTP_URL;
  if (!url || worker.timer) return Boolean(worker.timer);
  // Pooled: the slots of other mail keep PARALLEL_SENDS connections open; the newsletter lane as many on its own low-priority thread.
  worker.transport = smtpTransport(url, { pooled: true, connections: PARALLEL_SENDS });
  worker.bulkTransport = threadedSmtpTransport(url, PARALLEL_SENDS);
  worker.timer = setInterval(() => void tick(), intervalMs);
  worker.timer.unref();
  worker.probeTimer = setInterval(() => void probe().catch((error: unknown) => logger.warn({ err: error }, "mail probe failed")), probeMs);
  worker.probeTimer.unref();
  void tick();
  return true;
}

/** Asks for a delivery pass now (after a submission commits), instead of at the next interval. */
export function kickMailWorker(): void {
  if (worker.transport) void tick();
}

/** Stops the worker; resolves once the sends under way have finished (each mail is sent and recorded, or left to retry). */
export async function stopMailWorker(): Promise<void> {
  clearInterval(worker.timer);
  clearInterval(worker.probeTimer);
  worker.timer = undefined;
  worker.probeTimer = undefined;
  const transports = [worker.transport, worker.bulkTransport];
  worker.transport = undefined;
  worker.bulkTransport = undefined;
  worker.wake?.();
  while (worker.claiming || worker.sending.size || worker.copies) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const transport of transports) transport?.close?.();
}
