import { sql } from "drizzle-orm";
import { startOfDay, addDays } from "@/server/analytics/day";
import { db } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import type { DayRange } from "./period";
import type { Figure } from "./traffic";

/**
 * Conversions are the records themselves, never a separate counter: a form's
 * submissions (not spam) by the page the form was on, and paid checkouts
 * (bookings, donations, orders, gift cards, bills) by the page they started
 * from. So the count is the inbox's, and no lost page view can lose one.
 */
export type ConversionKind = "form" | "booking" | "donation" | "order" | "pickup_order" | "gift_card" | "bill";

export interface Conversion {
  page: string;
  kind: ConversionKind;
  /** The form's name, or the kind of payment. */
  label: string;
  count: number;
}

export async function siteConversions(siteId: SiteId, range: DayRange): Promise<Conversion[]> {
  const from = new Date(startOfDay(range.from));
  const before = new Date(startOfDay(addDays(range.to, 1)));
  const { rows } = await db().execute<{ page: string | null; kind: ConversionKind; label: string; count: number }>(sql`
    select s.page_path as page, 'form' as kind, f.definition->>'name' as label, count(*)::int as count
      from submissions s join forms f on f.site_id = s.site_id and f.id = s.form_id
      where s.site_id = ${siteId} and s.status <> 'spam' and s.created_at >= ${from} and s.created_at < ${before}
      group by 1, 3
    union all
    select p.cancel_path, p.purpose::text, p.purpose::text, count(*)::int
      from payments p
      where p.site_id = ${siteId} and p.status in ('paid', 'refunded') and p.paid_at >= ${from} and p.paid_at < ${before}
      group by 1, 2
    order by 4 desc, 1`);
  return rows.map((row) => ({ ...row, page: pagePath(row.page) }));
}

/** A stored page path ("menu", "", "/menu") as the analytics write it ("/menu", "/"). */
export const pagePath = (path: string | null) => `/${(path ?? "").replace(/^\/+|\/+$/g, "")}`;

export interface PageConversions {
  page: string;
  conversions: number;
  visitors: number;
  /** Conversions per visitor of the page, 0..1; null when the page had no counted visitor. */
  rate: number | null;
  labels: string[];
}

/** Conversions and their rate by page, given the pages' visitors over the same days. */
export function conversionsByPage(conversions: Conversion[], pages: Figure[]): PageConversions[] {
  const visitors = new Map(pages.map((p) => [p.value, p.visitors]));
  const byPage = new Map<string, PageConversions>();
  for (const c of conversions) {
    const entry = byPage.get(c.page) ?? { page: c.page, conversions: 0, visitors: visitors.get(c.page) ?? 0, rate: null, labels: [] };
    entry.conversions += c.count;
    if (!entry.labels.includes(c.label)) entry.labels.push(c.label);
    byPage.set(c.page, entry);
  }
  return [...byPage.values()]
    .map((e) => ({ ...e, rate: e.visitors ? e.conversions / e.visitors : null }))
    .sort((a, b) => b.conversions - a.conversions || a.page.localeCompare(b.page));
}
