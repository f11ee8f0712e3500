import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/server/db/client";
import { savePage } from "@/modules/pages/service";
import { getPage } from "@/modules/pages/queries";
import { getSiteBySlug } from "@/modules/sites/queries";
import { baseUrl } from "../helpers/browser";

const html = async (path: string) => (await fetch(baseUrl() + path)).text();

describe("cached public pages", () => {
  it("are served from cache, and a change through the service layer shows on the very next request", async () => {
    const site = (await getSiteBySlug("sunny-meadow-farm"))!;
    const page = (await getPage(site.id, ""))!;
    expect(await html("/sunny-meadow-farm")).toContain(page.title);

    // Behind the platform's back (no service, no invalidation): the server keeps serving its cached copy.
    await db().update(schema.pages).set({ title: "Changed behind the cache" }).where(eq(schema.pages.id, page.id));
    expect(await html("/sunny-meadow-farm")).not.toContain("Changed behind the cache");

    // Through the service layer, in this process: the server hears of it and the next request is fresh.
    const heading = `Fresh strawberries ${Date.now()}`;
    const blocks = page.blocks.map((b) => (b.type === "hero" ? { ...b, props: { ...b.props, heading } } : b));
    await savePage(site.id, { path: "", title: page.title, description: page.description, blocks });
    expect(await html("/sunny-meadow-farm")).toContain(heading);

    // Other sites' cached pages are untouched by this site's write.
    expect(await html("/daily-grind-coffee")).toContain("Daily Grind Coffee");
    await db().execute(sql`select 1`);
  });
});
