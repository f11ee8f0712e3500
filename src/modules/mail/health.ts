import { sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { env } from "@/server/env";
import type { SiteId } from "@/modules/sites/queries";

/** Mail waiting longer than this is not being delivered: the worker tries within seconds when it can. */
export const WAITING_TOO_LONG_MINUTES = 15;

export interface MailHealth {
  /** Whether a mail server is set (SMTP_URL); without one nothing leaves the outbox. */
  smtp: boolean;
  /** Mail not sent yet, and of those, the ones waiting beyond WAITING_TOO_LONG_MINUTES. */
  waiting: number;
  waitingTooLong: number;
  failed: number;
}

/**
 * Whether mail is getting out: for one site (its outbox), or for the whole
 * platform with `null` (every site's and the platform's own: invitations,
 * password links, summaries) for the operator.
 */
export async function mailHealth(siteId: SiteId | null, now = new Date()): Promise<MailHealth> {
  const since = new Date(now.getTime() - WAITING_TOO_LONG_MINUTES * 60_000);
  const scope = siteId ? sql`site_id = ${siteId}` : sql`true`;
  const { rows } = await db().execute<Omit<MailHealth, "smtp">>(sql`
    select count(*) filter (where status in ('pending', 'sending'))::int as waiting,
      count(*) filter (where status in ('pending', 'sending') and created_at < ${since} and coalesce(due_at, created_at) < ${since})::int as "waitingTooLong",
      count(*) filter (where status = 'failed')::int as failed
    from outbox where ${scope} and status in ('pending', 'sending', 'failed')`);
  return { smtp: Boolean(env().SMTP_URL), ...(rows[0] ?? { waiting: 0, waitingTooLong: 0, failed: 0 }) };
}

/** Whether the health calls for a warning: no mail server, mail stuck, or mail refused. */
export const mailInTrouble = (h: MailHealth) => !h.smtp || h.waitingTooLong > 0 || h.failed > 0;
