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
