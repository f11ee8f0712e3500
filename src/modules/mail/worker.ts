import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { now } from "@/lib/clock";
import { db } from "@/server/db/client";
import { databaseOutage } from "@/server/db/health";
import { env } from "@/server/env";
import { processSingleton } from "@/server/global";
import { logger } from "@/server/log";
import { newsletterCopy, isPermanentRefusal, suppress } from "@/modules/newsletters/delivery";
import { bulkGate } from "@/modules/newsletters/limits";
import { fromAddress } from "./outbox";
import { SEND_DEADLINE_MS, smtpTransport, type MailTransport } from "./transport";

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
 * Claims up to `limit` due rows. FOR UPDATE SKIP LOCKED: two workers (on one
 * instance or several) never claim one row; a row left "sending" by a crash is
 * claimed again once its lease has passed. A mail held for a date is due by
 * the platform's clock (lib/clock.ts) or the database's, whichever is later,
 * so a test that sets the clock sees it go.
 */
export async function claimDueMail(limit: number): Promise<Claimed[]> {
  // Newsletter copies wait while the platform or their site has sent its rate this minute (newsletters/limits.ts); other mail never does.
  const gate = await bulkGate();
  if (!gate) return claim(limit, sql`true`);
  const others = await claim(limit, sql`not bulk`);
  const room = Math.min(limit - others.length, gate.room);
  if (room <= 0) return others;
  const open = gate.blocked.length ? sql`bulk and site_id <> all(${sql.param(gate.blocked)}::uuid[])` : sql`bulk`;
  return [...others, ...(await claim(room, open))];
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

/**
 * Sends one claimed mail and records the outcome. Delivery is at least once
 * (a crash between the peer's acceptance and our record can repeat a mail,
 * never lose one); the stable Message-ID lets the receiver drop a repeat.
 * After a success, mail waiting out a backoff is made due at once: the
 * server is back.
 */
export async function deliverClaimed(transport: MailTransport, mail: Claimed, platformFrom = env().MAIL_FROM): Promise<boolean> {
  const from = fromAddress(platformFrom, mail.from_name);
  let content: { text: string; html?: string } = { text: mail.text_body, html: mail.html_body ?? undefined };
  if (mail.newsletter_id) {
    const copy = await newsletterCopy(mail);
    if (!copy) {
      await db().execute(
        sql`update outbox set status = 'failed', last_error = 'not sent: unsubscribed or suppressed before it went out' where id = ${mail.id}`,
      );
      return false;
    }
    content = copy;
  }
  try {
    const { messageId } = await transport.send({
      from,
      to: mail.to_address,
      replyTo: mail.reply_to ?? undefined,
      subject: mail.subject,
      ...content,
      headers: mail.headers,
      messageId: messageIdFor(mail.id, from),
    });
    await db().execute(sql`update outbox set status = 'sent', sent_at = now(), message_id = ${messageId}, last_error = null where id = ${mail.id}`);
    await flushWaiting();
    return true;
  } catch (error) {
    // A newsletter refused for good (5xx) is not tried again, and the address is suppressed for the site.
    const permanent = mail.bulk && mail.site_id !== null && isPermanentRefusal(error);
    if (permanent) await suppress(mail.site_id!, mail.to_address, String(error).slice(0, 300));
    const giveUp = mail.given_up || permanent;
    await db().execute(sql`
      update outbox set status = ${giveUp ? "failed" : "pending"}, last_error = ${String(error).slice(0, 1000)},
        next_attempt_at = now() + make_interval(secs => ${backoffSeconds(mail.attempts)})
      where id = ${mail.id}`);
    logger.warn({ mailId: mail.id, attempts: mail.attempts, err: error }, giveUp ? "mail delivery failed for good" : "mail delivery failed; will retry");
    return false;
  }
}

/** Mail waiting out a backoff becomes due now (the server answers again). */
export async function flushWaiting(): Promise<number> {
  const result = await db().execute(sql`update outbox set next_attempt_at = now() where status = 'pending' and attempts > 0 and next_attempt_at > now()`);
  return result.rowCount ?? 0;
}

/** Delivers what is due, a batch at a time, sends in parallel (for tests and tools; the worker below keeps sends flowing). */
export async function deliverDueMail(transport: MailTransport, from = env().MAIL_FROM, batchSize = 20): Promise<{ sent: number; failed: number }> {
  const claimed = await claimDueMail(batchSize);
  const outcomes = await Promise.all(claimed.map((mail) => deliverClaimed(transport, mail, from)));
  const sent = outcomes.filter(Boolean).length;
  return { sent, failed: outcomes.length - sent };
}

const worker = processSingleton("mail-worker", () => ({
  timer: undefined as NodeJS.Timeout | undefined,
  probeTimer: undefined as NodeJS.Timeout | undefined,
  claiming: false,
  again: false,
  sending: new Set<Promise<unknown>>(),
  transport: undefined as MailTransport | undefined,
}));

/** Claims as many due mails as there are free sending slots; each send, when done, asks for another pass. */
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
      const claimed = await claimDueMail(room);
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
  return { running: Boolean(worker.timer), sending: worker.sending.size };
}

/** Starts delivering when SMTP_URL is set; returns whether it did. */
export function startMailWorker(intervalMs = 2000, probeMs = 60_000): boolean {
  const url = env().SMTP_URL;
  if (!url || worker.timer) return Boolean(worker.timer);
  worker.transport = smtpTransport(url);
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
  worker.transport = undefined;
  while (worker.claiming || worker.sending.size) await new Promise((resolve) => setTimeout(resolve, 50));
}
