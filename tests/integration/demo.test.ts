import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/server/db/client";
import { batch } from "@/server/db/write";
import { loadSiteSeed } from "@/modules/templates/load";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { listEvents } from "@/modules/events/queries";
import { listRegions } from "@/modules/service-areas/queries";
import { listOrganizations } from "@/modules/organizations/queries";
import { getSiteBySlug } from "@/modules/sites/queries";
import { loadDemoHistory } from "@/demo/history";
import { siteAttention } from "@/modules/dashboard/attention";
import { listMessages } from "@/modules/inbox/queries/messages";
import { messageFilter } from "@/modules/inbox/filters";
import { siteTraffic } from "@/modules/dashboard/traffic";
import { periodRange } from "@/modules/dashboard/period";
import { calendarDay } from "@/server/analytics/day";

describe("the demo loader", () => {
  it("writes a whole site through the services", async () => {
    const seed = DEMO_SITES.find((s) => s.slug === "phelps-community")!;
    const id = await loadSiteSeed({ ...seed, slug: "phelps-copy" });
    const organizations = await listOrganizations(id);
    expect(organizations.map((o) => o.slug).sort()).toEqual(seed.organizations!.map((o) => o.slug).sort());
    const events = await listEvents(id);
    expect(events.length).toBe(seed.organizations!.reduce((n, o) => n + (o.events?.length ?? 0), 0));
    expect(events.some((e) => e.endsAt > new Date()) && events.some((e) => e.endsAt < new Date())).toBe(true);
  });

  it("loads service areas with their cities", async () => {
    const seed = DEMO_SITES.find((s) => s.slug === "fieldguard-pest")!;
    const id = await loadSiteSeed({ ...seed, slug: "fieldguard-copy" });
    const regions = await listRegions(id);
    expect(regions.flatMap((r) => r.cities).length).toBe(seed.serviceAreas!.reduce((n, r) => n + r.cities.length, 0));
  });

  it("gives the demo a past: ninety days of visits whose parts add up, and the owner's recent messages, yesterday's unread", async () => {
    const demo = DEMO_SITES.find((s) => s.slug === "lockstep-escapes")!;
    // Its pages and forms are what the history reads; the pictures (and what shows them) stay out of this test.
    const seed = { ...demo, pages: demo.pages.map((page) => ({ ...page, blocks: page.blocks.filter((block) => block.type === "form") })), team: [], posts: [], products: [] };
    const id = await loadSiteSeed(seed);
    const now = Date.now();
    const written = await loadDemoHistory([seed], now);
    expect(written.messages).toBe(5);
    const traffic = await siteTraffic(id, periodRange("90d", calendarDay(now)));
    expect(traffic.series.slice(0, -1).every((d) => d.visitors > 0 && d.views >= d.visitors)).toBe(true);
    // Today is the live views' (none yet), never the made-up past's.
    expect(traffic.series.at(-1)).toEqual({ day: calendarDay(now), views: 0, visitors: 0 });
    const sum = (figures: Array<{ views: number; visitors: number }>, key: "views" | "visitors") => figures.reduce((n, f) => n + f[key], 0);
    expect(sum(traffic.pages, "views")).toBe(traffic.views);
    expect(sum(traffic.devices, "visitors")).toBe(traffic.visitors);
    expect(traffic.pages[0]!.value).toBe("/");
    expect(traffic.pages.every((p) => seed.pages.some((page) => `/${page.path}` === p.value))).toBe(true);
    // The same figures again for the same day: made up, but not at random.
    expect(await loadDemoHistory([seed], now)).toMatchObject({ figures: written.figures });
    expect((await siteTraffic(id, periodRange("90d", calendarDay(now)))).views).toBe(traffic.views);

    const { rows } = await listMessages(id, messageFilter.parse({}));
    expect(rows.some((m) => m.status === "new")).toBe(true);
    // Two of each load's five came in the last day (the history was written twice above).
    expect((await siteAttention(id)).newMessages).toBe(4);
  });

  it("leaves nothing behind when loading fails halfway", async () => {
    const good = DEMO_SITES.find((s) => s.slug === "sunny-meadow-farm")!;
    const broken = { ...good, slug: "broken-farm", pages: [good.pages[0]!, { ...good.pages[0]!, path: "Not A Path" }] };
    await expect(
      batch(async () => {
        await loadSiteSeed({ ...good, slug: "half-loaded-farm" });
        await loadSiteSeed(broken);
      }),
    ).rejects.toThrow();
    expect(await getSiteBySlug("half-loaded-farm")).toBeNull();
    expect(await db().select().from(schema.sites).where(eq(schema.sites.slug, "broken-farm"))).toEqual([]);
  });
});
