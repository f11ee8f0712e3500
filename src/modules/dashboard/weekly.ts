import { sql } from "drizzle-orm";
import { addDays, calendarDay } from "@/server/analytics/day";
import { db } from "@/server/db/client";
import { write } from "@/server/db/write";
import { every } from "@/server/every";
import { absoluteUrl } from "@/server/origin";
import type { Actor } from "@/modules/auth/access";
import { enqueueMail } from "@/modules/mail/outbox";
import type { SiteId } from "@/modules/sites/queries";
import { siteConversions } from "./conversions";
import type { DayRange } from "./period";
import { siteTraffic } from "./traffic";

/**
 * The weekly summary: on Monday morning (the sites' zone) each site owner who
 * has not opted out (their profile, /admin) gets last week's visitors, top
 * page, leads, bookings and what failed, for every site they own, through the
 * outbox. weekly_summaries_sent is claimed in the mail's own transaction, so
 * any number of instances send it once.
 */

export async function wantsWeeklySummary(userId: string): Promise<boolean> {
  const { rows } = await db().execute(sql`select 1 from weekly_summary_opt_outs where user_id = ${userId}`);
  return rows.length === 0;
}

export async function setWeeklySummary(actor: Actor, wanted: boolean): Promise<void> {
  await db().execute(
    wanted
      ? sql`delete from weekly_summary_opt_outs where user_id = ${actor.userId}`
      : sql`insert into weekly_summary_opt_outs (user_id) values (${actor.userId}) on conflict do nothing`,
  );
}

/** Monday to Sunday of the week before the one `today` is in. */
export function lastWeek(today: string): DayRange {
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const from = addDays(today, -weekday - 7);
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  return { from, to: days[6]!, days };
}

interface SiteWeek {
  name: string;
  slug: string;
  visitors: number;
  views: number;
  topPage: string | null;
  leads: number;
  bookings: number;
  payments: number;
  failedMail: number;
}

async function siteWeek(site: { id: SiteId; name: string; slug: string }, range: DayRange): Promise<SiteWeek> {
  const [traffic, conversions] = await Promise.all([siteTraffic(site.id, range), siteConversions(site.id, range)]);
  const { rows } = await db().execute<{ n: number }>(sql`select count(*)::int as n from outbox where site_id = ${site.id} and status = 'failed'`);
  const count = (kinds: string[]) => conversions.filter((c) => kinds.includes(c.kind)).reduce((n, c) => n + c.count, 0);
  return {
    name: site.name,
    slug: site.slug,
    visitors: traffic.visitors,
    views: traffic.views,
    topPage: traffic.pages[0]?.value ?? null,
    leads: count(["form"]),
    bookings: count(["booking"]),
    payments: count(["donation", "order", "pickup_order", "gift_card", "bill"]),
    failedMail: rows[0]?.n ?? 0,
  };
}

export function summaryText(name: string, range: DayRange, weeks: SiteWeek[]): string {
  const lines = [`Hello ${name},`, "", `Here is how your ${weeks.length === 1 ? "site" : "sites"} did from ${range.from} to ${range.to}.`];
  for (const w of weeks) {
    lines.push(
      "",
      w.name,
      `  Visitors: ${w.visitors} (${w.views} page views)`,
      `  Most visited page: ${w.topPage ?? "none yet"}`,
      `  Messages and applications: ${w.leads}`,
      `  Bookings: ${w.bookings}`,
      `  Payments and donations: ${w.payments}`,
      w.failedMail ? `  Mail that failed to send: ${w.failedMail} (see the mail outbox)` : "  Mail: all delivered",
      `  Dashboard: ${absoluteUrl(`/admin/sites/${w.slug}`)}`,
    );
  }
  lines.push(
    "",
    `Visits are counted without cookies and nothing identifies a visitor. To stop these mails, untick "Weekly summary" on ${absoluteUrl("/admin")}.`,
  );
  return lines.join("\n");
}

/** Writes this week's summaries that are due and not yet written; returns how many. Safe to run any number of times, anywhere. */
export async function sendWeeklySummaries(now = Date.now()): Promise<number> {
  const today = calendarDay(now);
  const range = lastWeek(today);
  const week = range.from;
  const { rows: owners } = await db().execute<{ userId: string; email: string; name: string }>(sql`
    select distinct u.id as "userId", u.email, u.name from site_memberships m join auth_users u on u.id = m.user_id
    where m.role = 'owner'
      and not exists (select 1 from weekly_summary_opt_outs o where o.user_id = u.id)
      and not exists (select 1 from weekly_summaries_sent w where w.user_id = u.id and w.week = ${week})`);
  let sent = 0;
  for (const owner of owners) {
    const { rows: sites } = await db().execute<{ id: SiteId; name: string; slug: string }>(sql`
      select s.id, s.name, s.slug from site_memberships m join sites s on s.id = m.site_id
      where m.user_id = ${owner.userId} and m.role = 'owner' and s.status = 'active' order by s.name`);
    if (!sites.length) continue;
    const weeks = await Promise.all(sites.map((s) => siteWeek(s, range)));
    const wrote = await write([], async (tx) => {
      const claimed = await tx.execute(
        sql`insert into weekly_summaries_sent (user_id, week) values (${owner.userId}, ${week}) on conflict do nothing returning 1`,
      );
      if (!claimed.rows.length) return false;
      await enqueueMail(tx, null, {
        kind: "weekly-summary",
        to: owner.email,
        subject: `Your week: ${weeks.reduce((n, w) => n + w.visitors, 0)} visitors, ${weeks.reduce((n, w) => n + w.leads, 0)} messages`,
        text: summaryText(owner.name, range, weeks),
      });
      return true;
    });
    if (wrote) sent++;
  }
  return sent;
}

/** Checked every hour: on Mondays the week's summaries go out (the first check after midnight in the sites' zone). */
export function startWeeklySummaries(): () => void {
  return every(60 * 60_000, "send the weekly summaries", async () => {
    if (new Date(`${calendarDay(Date.now())}T12:00:00Z`).getUTCDay() === 1) await sendWeeklySummaries();
  });
}
