import { describe, expect, it } from "vitest";
import { addDays, calendarDay } from "@/server/analytics/day";
import { rollUp } from "@/server/analytics/rollup";
import { pool } from "@/server/db/client";
import { siteAttention } from "@/modules/dashboard/attention";
import { overviewCsv, siteOverview } from "@/modules/dashboard/overview";
import { platformFigures, sortFigures } from "@/modules/dashboard/platform";
import { lastWeek, sendWeeklySummaries, setWeeklySummary, wantsWeeklySummary } from "@/modules/dashboard/weekly";
import { formToken, saveForm, submit } from "@/modules/forms/service";
import { createTestSite } from "../helpers/sites";
import { member, operator } from "../helpers/actors";

const CONTACT = {
  key: "contact",
  name: "Contact",
  recipients: ["owner@bakery.example"],
  fields: [{ name: "email", label: "Email", type: "email" as const, required: true }],
};

/** Views as the recorder writes them: a day, a page, a visitor's hash. */
async function views(siteId: string, rows: Array<[day: string, path: string, visitor: string, referrer?: string, campaign?: string]>) {
  for (const [day, path, visitor, referrer, campaign] of rows)
    await pool().query(
      "insert into analytics_views (site_id, at, day, path, referrer, campaign, device, visitor) values ($1, now(), $2, $3, $4, $5, 'desktop', $6)",
      [siteId, day, path, referrer ?? null, campaign ?? null, visitor],
    );
}

describe("the site's overview", () => {
  it("adds rolled-up days to today's live views, ranks pages, referrers and campaigns, and counts conversions by page from the submissions themselves", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    await saveForm(site.id, CONTACT);
    const now = Date.now();
    const today = calendarDay(now);
    const yesterday = addDays(today, -1);
    await views(site.id, [
      [addDays(today, -40), "/", "old"],
      [yesterday, "/", "a", "google.com"],
      [yesterday, "/contact", "a"],
      [yesterday, "/contact", "b", undefined, "flyer"],
      [today, "/", "c", "google.com"],
      [today, "/contact", "c"],
    ]);
    await views(other.id, [[today, "/contact", "x"]]);
    await rollUp(now);
    for (const email of ["one@example.org", "two@example.org"]) {
      const sent = await submit({
        siteId: site.id,
        formKey: "contact",
        values: { email },
        files: [],
        token: formToken(now - 10_000),
        honeypot: "",
        ip: "10.1.2.3",
        pagePath: "contact",
      });
      expect(sent.ok).toBe(true);
    }

    const week = await siteOverview(site.id, "7d", now);
    expect(week.traffic.series).toHaveLength(7);
    expect(week.traffic.series.slice(-2)).toEqual([
      { day: yesterday, views: 3, visitors: 2 },
      { day: today, views: 2, visitors: 1 },
    ]);
    expect(week.traffic).toMatchObject({ views: 5, visitors: 3 });
    expect(week.traffic.pages).toEqual([
      { value: "/contact", views: 3, visitors: 3 },
      { value: "/", views: 2, visitors: 2 },
    ]);
    expect(week.traffic.referrers).toEqual([{ value: "google.com", views: 2, visitors: 2 }]);
    expect(week.traffic.campaigns).toEqual([{ value: "flyer", views: 1, visitors: 1 }]);
    expect(week.conversions).toBe(2);
    expect(week.byPage).toEqual([{ page: "/contact", conversions: 2, visitors: 3, rate: 2 / 3, labels: ["Contact"] }]);
    // Ninety days reach the old view; today alone is today's.
    expect((await siteOverview(site.id, "90d", now)).traffic.views).toBe(6);
    expect((await siteOverview(site.id, "today", now)).traffic).toMatchObject({ views: 2, visitors: 1 });

    const attention = await siteAttention(site.id);
    expect(attention).toMatchObject({ newMessages: 2, bookingsToday: 0, failedMail: 0, drafts: 0 });
    expect(attention.latestMessages.map((m) => m.page)).toEqual(["contact", "contact"]);
    expect((await siteAttention(other.id)).newMessages).toBe(0);
  });

  it("counts what waits in every kind of content, and lists what goes live next with where to edit it", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);
    const doc = JSON.stringify({ type: "doc", content: [] });
    await pool().query("insert into pages (site_id, path, title, description, blocks, status) values ($1, 'hidden', 'Hidden page', '', '[]', 'draft')", [
      site.id,
    ]);
    await pool().query(
      "insert into pages (site_id, path, title, description, blocks, status, publish_at) values ($1, 'spring', 'Spring menu', '', '[]', 'draft', $2)",
      [site.id, inDays(3)],
    );
    await pool().query("insert into posts (site_id, slug, title, excerpt, body, status) values ($1, 'idea', 'An idea', '', $2, 'draft')", [site.id, doc]);
    await pool().query(
      "insert into posts (site_id, slug, title, excerpt, body, status, published_at) values ($1, 'later', 'Later post', '', $2, 'scheduled', $3)",
      [site.id, doc, inDays(2)],
    );
    await pool().query(
      "insert into events (site_id, slug, title, summary, body, starts_at, ends_at, location, status, publish_at) values ($1, 'fair', 'Spring fair', '', $2, $3, $3, '', 'draft', $4)",
      [site.id, doc, inDays(30), inDays(1)],
    );
    await pool().query("insert into team_members (site_id, slug, name, role, bio, draft) values ($1, 'ada', 'Ada Baker', 'Baker', $2, '{}')", [site.id, doc]);

    const attention = await siteAttention(site.id);
    // The hidden page, the scheduled page (hidden until then), the draft post, the scheduled event and the team member's unpublished changes.
    expect(attention.drafts).toBe(5);
    expect(attention.scheduledCount).toBe(3);
    expect(attention.scheduled.map((item) => [item.kind, item.title])).toEqual([
      ["events", "Spring fair"],
      ["post", "Later post"],
      ["page", "Spring menu"],
    ]);
    expect(await siteAttention(other.id)).toMatchObject({ drafts: 0, scheduledCount: 0, scheduled: [] });
  });

  it("exports the overview as CSV to the site's people only", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const today = calendarDay(Date.now());
    await views(site.id, [[today, "/menu", "a", "=cmd()"]]);
    const { filename, body } = await overviewCsv(await operator(), site.slug, "7d");
    expect(filename).toBe(`${site.slug}-visits-7-days-${today}.csv`);
    expect(body).toContain("Kind,Value,Visitors,Views,Conversions");
    expect(body).toContain(`day,${today},1,1,`);
    expect(body).toContain("page,/menu,1,1,0");
    expect(body).toContain("referrer,'=cmd(),1,1,");
    await expect(overviewCsv(await member(other.id, "owner"), site.slug, "7d")).rejects.toMatchObject({ code: "not_found" });
    await expect(overviewCsv(null, site.slug, "7d")).rejects.toMatchObject({ code: "unauthorized" });
  });
});

describe("across sites and by mail", () => {
  it("gives the operator, and only the operator, every site's figures, sortable", async () => {
    const busy = await createTestSite();
    const idle = await createTestSite();
    const today = calendarDay(Date.now());
    await views(busy.id, [
      [today, "/", "a"],
      [today, "/menu", "a"],
      [today, "/", "b"],
    ]);
    const figures = await platformFigures(await operator());
    expect(figures.find((s) => s.slug === busy.slug)).toMatchObject({ visitors: 2, views: 3, conversions: 0, failedMail: 0, lastVisit: today });
    expect(figures.find((s) => s.slug === idle.slug)).toMatchObject({ visitors: 0, views: 0, lastVisit: null });
    const sorted = sortFigures(
      figures.filter((s) => [busy.slug, idle.slug].includes(s.slug)),
      "views",
      false,
    );
    expect(sorted.map((s) => s.slug)).toEqual([idle.slug, busy.slug]);
    await expect(platformFigures(await member(busy.id, "owner"))).rejects.toMatchObject({ code: "not_found" });
  });

  it("mails each owner last week's summary once, through the outbox, unless they opted out", async () => {
    const site = await createTestSite();
    const owner = await member(site.id, "owner");
    const quiet = await member(site.id, "owner");
    await member(site.id, "editor");
    await setWeeklySummary(quiet, false);
    const now = Date.now();
    const range = lastWeek(calendarDay(now));
    await views(site.id, [
      [range.from, "/menu", "a"],
      [range.to, "/", "b"],
      [range.to, "/menu", "b"],
    ]);
    await rollUp(now);

    await sendWeeklySummaries(now);
    await sendWeeklySummaries(now);
    const { rows } = await pool().query("select to_address, subject, text_body from outbox where kind = 'weekly-summary' and to_address = any($1)", [
      [owner.email, quiet.email],
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to_address: owner.email, subject: "Your week: 2 visitors, 0 messages" });
    expect(rows[0].text_body).toContain("Visitors: 2 (3 page views)");
    expect(rows[0].text_body).toContain("Most visited page: /menu");
    expect(await wantsWeeklySummary(quiet.userId)).toBe(false);
  });
});
