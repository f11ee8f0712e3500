import { eq, sql } from "drizzle-orm";
import { db, schema, type Executor } from "@/server/db/client";
import { env } from "@/server/env";
import type { SiteId } from "@/modules/sites/queries";

/**
 * What the operator lets a site send: newsletter copies a minute (per site
 * and for the whole platform) and a month. Only newsletter copies (the
 * outbox's bulk rows) count and are held back; a booking's confirmation or a
 * reply is never limited.
 */

/** The first moment of the calendar month (UTC) after `at`: when an allowance renews. */
export function nextMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/** The limits the operator set this site (null: the platform's default). */
export async function ownLimits(tx: Executor, siteId: SiteId): Promise<{ perMinute: number | null; monthlyAllowance: number | null }> {
  const [site] = await tx
    .select({ perMinute: schema.sites.mailPerMinute, monthlyAllowance: schema.sites.mailMonthlyAllowance })
    .from(schema.sites)
    .where(eq(schema.sites.id, siteId));
  return site ?? { perMinute: null, monthlyAllowance: null };
}

/** A site's monthly allowance and how much of it this month's sends have taken (copies written); null allowance: none set. */
export async function allowanceOf(tx: Executor, siteId: SiteId): Promise<{ allowance: number | null; used: number }> {
  const allowance = (await ownLimits(tx, siteId)).monthlyAllowance ?? env().MAIL_MONTHLY_ALLOWANCE ?? null;
  if (allowance === null) return { allowance, used: 0 };
  const { rows } = await tx.execute<{ used: number }>(sql`
    select count(*)::int as used from outbox
    where site_id = ${siteId} and bulk and created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`);
  return { allowance, used: rows[0]?.used ?? 0 };
}

/** Why a send of `recipients` copies may not start now, in the owner's words; null when it may. */
export async function overAllowance(tx: Executor, siteId: SiteId, recipients: number, at = new Date()): Promise<string | null> {
  const { allowance, used } = await allowanceOf(tx, siteId);
  if (allowance === null || used + recipients <= allowance) return null;
  const left = Math.max(0, allowance - used);
  const renews = nextMonth(at).toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
  return `Not sent: it goes to ${recipients.toLocaleString("en-US")} subscribers, and ${left.toLocaleString("en-US")} of this month's allowance of ${allowance.toLocaleString("en-US")} mails are left. It can be sent once the allowance renews on ${renews}, or when the platform's operator raises it.`;
}

/**
 * Which newsletter copies may be claimed now: `blocked` sites sent their rate
 * in the last minute, and no claim takes more than `room` copies (what the
 * platform, and the rated site with the least left, may still send this
 * minute: no site passes its rate by more than rounding). Counted from the
 * copies sent in the last minute and those being sent, a sliding window
 * shared by every instance through the database. Null when no rate is set
 * anywhere: nothing to count.
 */
export async function bulkGate(
  platform = env().MAIL_BULK_PER_MINUTE ?? null,
  perSite = env().MAIL_SITE_PER_MINUTE ?? null,
): Promise<{ room: number; blocked: string[] } | null> {
  const own = await db().execute<{ id: string; rate: number }>(sql`select id, mail_per_minute as rate from sites where mail_per_minute is not null`);
  if (platform === null && perSite === null && own.rows.length === 0) return null;
  const { rows } = await db().execute<{ site_id: string; n: number }>(sql`
    select site_id, count(*)::int as n from (
      select site_id from outbox where bulk and sent_at > now() - interval '1 minute'
      union all
      select site_id from outbox where status = 'sending' and bulk
    ) recent group by site_id`);
  const recent = new Map(rows.map((r) => [r.site_id, r.n]));
  const rates = new Map(own.rows.map((r) => [r.id, r.rate]));
  const sites = new Set([...recent.keys(), ...rates.keys()]);
  const rooms = [...sites].flatMap((site) => {
    const rate = rates.get(site) ?? perSite;
    return rate === null ? [] : [{ site, room: rate - (recent.get(site) ?? 0) }];
  });
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  const open = rooms.filter((r) => r.room > 0).map((r) => r.room);
  const room = Math.min(platform === null ? Infinity : platform - total, perSite ?? Infinity, ...open);
  return { room: Math.max(0, room), blocked: rooms.filter((r) => r.room <= 0).map((r) => r.site) };
}
