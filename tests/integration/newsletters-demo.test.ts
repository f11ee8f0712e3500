import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/server/db/client";
import { loadPastNewsletters } from "@/demo/past-newsletters";
import { listArchive } from "@/modules/newsletters/archive";
import { listNewsletters } from "@/modules/newsletters/service";
import { loadSiteSeed } from "@/modules/templates/load";
import { DEMO_SITES } from "@/modules/templates/showroom";
import type { SiteSeed } from "@/modules/templates/seed";
import type { SiteId } from "@/modules/sites/queries";

/** A demo site with its forms, lists and news but none of its pages' pictures. */
const bare = (slug: string): SiteSeed => {
  const demo = DEMO_SITES.find((s) => s.slug === slug)!;
  return {
    ...demo,
    pages: demo.pages.map((page) => ({ ...page, blocks: page.blocks.filter((block) => block.type === "form") })),
    team: [],
    posts: [],
    products: [],
    events: [],
  };
};

describe("the demo's past newsletters", () => {
  it("gives the town an archive of notices and the coffee house its Roast Notes, dated back from the demo's clock, every copy already delivered", async () => {
    const [town, coffee] = [bare("town-of-alder-creek"), bare("daily-grind-coffee")];
    // The loader finds the sites by their slugs: a copy an earlier test loaded goes first.
    await db()
      .delete(schema.sites)
      .where(inArray(schema.sites.slug, [town.slug, coffee.slug]));
    const [townId, coffeeId] = [(await loadSiteSeed(town)) as SiteId, (await loadSiteSeed(coffee)) as SiteId];
    const now = Date.now();
    expect(await loadPastNewsletters(now)).toBe(8);

    const archive = await listArchive(townId);
    expect(archive).toHaveLength(6);
    expect(archive.map((a) => a.sentAt.getTime())).toEqual(archive.map((a) => a.sentAt.getTime()).sort((a, b) => b - a));
    expect(archive.every((a) => a.sentAt.getTime() < now && a.sentAt.getTime() > now - 60 * 86_400_000)).toBe(true);
    expect(archive.map((a) => a.subject)).toContain("Boil water notice lifted for Water District No. 1");

    // The news item went out as the town's automatic list sends one.
    const [automatic] = await db()
      .select({ sourceKind: schema.newsletters.sourceKind, automatic: schema.newsletters.automatic })
      .from(schema.newsletters)
      .where(and(eq(schema.newsletters.siteId, townId), eq(schema.newsletters.subject, "Hydrant flushing in Water District No. 1")));
    expect(automatic).toEqual({ sourceKind: "news", automatic: true });

    for (const siteId of [townId, coffeeId]) {
      const sent = await listNewsletters(siteId);
      expect(sent.length).toBeGreaterThan(0);
      for (const row of sent) {
        expect(row.status).toBe("sent");
        expect(row.recipients).toBeGreaterThan(0);
        expect(row).toMatchObject({ delivered: row.recipients, failed: 0, waiting: 0 });
      }
    }
    // Nobody is mailed: every copy is recorded as sent, none waits for the worker.
    const [waiting] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.outbox)
      .where(and(inArray(schema.outbox.siteId, [townId, coffeeId]), inArray(schema.outbox.status, ["pending", "sending"])));
    expect(waiting!.n).toBe(0);
    // Each copy's unsubscribe link names the lists of its send the recipient was on.
    const copies = await db()
      .select({ headers: schema.outbox.headers, lists: schema.newsletters.lists })
      .from(schema.outbox)
      .innerJoin(schema.newsletters, eq(schema.newsletters.id, schema.outbox.newsletterId))
      .where(eq(schema.outbox.siteId, townId));
    for (const copy of copies) {
      const lists = /[?&]lists=([^&>]+)/.exec(copy.headers["List-Unsubscribe"]!)![1]!.split(",");
      expect(lists.every((l) => copy.lists.includes(l))).toBe(true);
    }

    // Loaded again (a second start): a site that has newsletters keeps them.
    expect(await loadPastNewsletters(now)).toBe(0);
    expect(await listArchive(townId)).toHaveLength(6);
  });
});
