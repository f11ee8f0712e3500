import { calendarDay } from "@/server/analytics/day";
import { authorize, type Actor } from "@/modules/auth/access";
import type { SiteId } from "@/modules/sites/queries";
import { toCsv } from "@/modules/inbox/csv";
import { conversionsByPage, siteConversions, type PageConversions } from "./conversions";
import { PERIODS, periodRange, rangeBefore, type DayRange, type Period } from "./period";
import { siteTraffic, type Traffic } from "./traffic";

export interface Overview {
  period: Period;
  traffic: Traffic;
  conversions: number;
  rate: number | null;
  byPage: PageConversions[];
  /** The same number of days just before, to compare with. */
  before: { range: DayRange; visitors: number; views: number; conversions: number };
}

/** A site's visits and conversions over a period, ending today (in the sites' zone). */
export async function siteOverview(siteId: SiteId, period: Period, now = Date.now()): Promise<Overview> {
  const range = periodRange(period, calendarDay(now));
  const earlier = rangeBefore(range);
  const [traffic, conversions, earlierTraffic, earlierConversions] = await Promise.all([
    siteTraffic(siteId, range),
    siteConversions(siteId, range),
    siteTraffic(siteId, earlier),
    siteConversions(siteId, earlier),
  ]);
  const counted = (list: typeof conversions) => list.reduce((n, c) => n + c.count, 0);
  const total = counted(conversions);
  return {
    period,
    traffic,
    conversions: total,
    rate: traffic.visitors ? total / traffic.visitors : null,
    byPage: conversionsByPage(conversions, traffic.pages),
    before: { range: earlier, visitors: earlierTraffic.visitors, views: earlierTraffic.views, conversions: counted(earlierConversions) },
  };
}

/** The overview as one CSV: a row per day, then per page (with its conversions), referrer, campaign and device. */
export async function overviewCsv(actor: Actor | null, siteSlug: string, period: Period, now = Date.now()): Promise<{ filename: string; body: string }> {
  const { site } = await authorize(actor, siteSlug, "content");
  const o = await siteOverview(site.id, period, now);
  const conversions = new Map(o.byPage.map((p) => [p.page, p.conversions]));
  const rows: Array<[string, string, number, number, number | null]> = [
    ...o.traffic.series.map((d) => ["day", d.day, d.visitors, d.views, null] as [string, string, number, number, number | null]),
    ...o.traffic.pages.map((f) => ["page", f.value, f.visitors, f.views, conversions.get(f.value) ?? 0] as [string, string, number, number, number | null]),
    ...o.byPage
      .filter((p) => !o.traffic.pages.some((f) => f.value === p.page))
      .map((p) => ["page", p.page, 0, 0, p.conversions] as [string, string, number, number, number | null]),
    ...o.traffic.referrers.map((f) => ["referrer", f.value, f.visitors, f.views, null] as [string, string, number, number, number | null]),
    ...o.traffic.campaigns.map((f) => ["campaign", f.value, f.visitors, f.views, null] as [string, string, number, number, number | null]),
    ...o.traffic.devices.map((f) => ["device", f.value, f.visitors, f.views, null] as [string, string, number, number, number | null]),
  ];
  const label = PERIODS[period].label.toLowerCase().replace(/\s+/g, "-");
  return { filename: `${site.slug}-visits-${label}-${calendarDay(now)}.csv`, body: toCsv(["Kind", "Value", "Visitors", "Views", "Conversions"], rows) };
}
