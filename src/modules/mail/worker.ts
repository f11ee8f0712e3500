import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { env } from "@/server/env";
import { processSingleton } from "@/server/global";
import { logger } from "@/server/log";
import { smtpTransport, type MailTransport } from "./transport";

export const MAX_ATTEMPTS = 10;

/** Seconds before the next try after `attempts` failures: 15 s, 30 s, 1 min, ... capped at 1 hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 15 * 2 ** Math.max(0, attempts - 1));
}

type Claimed = {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  headers: Record<string, string>;
  attempts: number;
};

/**
 * Delivers what is due, a batch at a time. Rows are claimed with SKIP LOCKED,
 * so several instances share the work; a row left "sending" by a crash is
 * claimed again after five minutes. Delivery is at least once: a crash between
 * the SMTP peer's acceptance and our commit can repeat a mail, never lose one.
 */
export async function deliverDueMail(transport: MailTransport, from = env().MAIL_FROM, batchSize = 20): Promise<{ sent: number; failed: number }> {
  const claimed = await db().execute<Claimed>(sql`
    update outbox set status = 'sending', attempts = attempts + 1, next_attempt_at = now()
    where id in (
      select id from outbox
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and next_attempt_at <= now() - interval '5 minutes')
      order by next_attempt_at
      limit ${batchSize}
      for update skip locked
    )
    returning id, to_address, reply_to, subject, text_body, headers, attempts`);
  let sent = 0;
  let failed = 0;
  for (const mail of claimed.rows) {
    try {
      const { messageId } = await transport.send({ from, to: mail.to_address, replyTo: mail.reply_to ?? undefined, subject: mail.subject, text: mail.text_body, headers: mail.headers });
      await db().execute(sql`update outbox set status = 'sent', sent_at = now(), message_id = ${messageId}, last_error = null where id = ${mail.id}`);
      sent++;
    } catch (error) {
      failed++;
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      await db().execute(sql`
        update outbox set status = ${giveUp ? "failed" : "pending"}, last_error = ${String(error).slice(0, 1000)},
          next_attempt_at = now() + make_interval(secs => ${backoffSeconds(mail.attempts)})
        where id = ${mail.id}`);
      logger.warn({ mailId: mail.id, attempts: mail.attempts, err: error }, giveUp ? "mail delivery failed for good" : "mail delivery failed; will retry");
    }
  }
  return { sent, failed };
}

const worker = processSingleton("mail-worker", () => ({ timer: undefined as NodeJS.Timeout | undefined, running: false, transport: undefined as MailTransport | undefined, again: false }));

async function tick(): Promise<void> {
  if (!worker.transport) return;
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = true;
  try {
    do {
      worker.again = false;
      const { sent } = await deliverDueMail(worker.transport);
      if (sent > 0) worker.again = true;
    } while (worker.again);
  } catch (error) {
    logger.error({ err: error }, "mail worker tick failed");
  } finally {
    worker.running = false;
  }
}

/** Starts delivering when SMTP_URL is set; returns whether it did. */
export function startMailWorker(intervalMs = 2000): boolean {
  const url = env().SMTP_URL;
  if (!url || worker.timer) return Boolean(worker.timer);
  worker.transport = smtpTransport(url);
  worker.timer = setInterval(() => void tick(), intervalMs);
  worker.timer.unref();
  void tick();
  return true;
}

/** Asks for a delivery pass now (after a submission commits), instead of at the next interval. */
export function kickMailWorker(): void {
  if (worker.transport) void tick();
}

export function stopMailWorker(): void {
  if (worker.timer) clearInterval(worker.timer);
  worker.timer = undefined;
  worker.transport = undefined;
}
