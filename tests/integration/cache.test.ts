import pg from "pg";
import { describe, expect, it } from "vitest";
import { cached, INVALIDATION_CHANNEL, syncInvalidations, tags } from "@/server/cache";
import { getPage } from "@/modules/pages/queries";
import { savePage } from "@/modules/pages/service";
import { createTestSite } from "../helpers/sites";

const page = (title: string) => ({ path: "menu", title, description: "The menu.", blocks: [] });

describe("the read cache", () => {
  it("serves repeated reads from memory until the tag is invalidated", async () => {
    let loads = 0;
    const key = `test:${Math.random()}`;
    const load = async () => ++loads;
    expect(await cached(key, ["test-tag"], load)).toBe(1);
    expect(await cached(key, ["test-tag"], load)).toBe(1);
  });

  it("sees a write through the service layer on the next read", async () => {
    const { id } = await createTestSite();
    await savePage(id, page("Spring menu"));
    expect((await getPage(id, "menu"))?.title).toBe("Spring menu");
    await savePage(id, page("Summer menu"));
    expect((await getPage(id, "menu"))?.title).toBe("Summer menu");
  });

  it("drops entries when another instance announces a write on the channel", async () => {
    const { id } = await createTestSite();
    let version = 1;
    const key = `cross-instance:${id}`;
    expect(await cached(key, [tags.site(id)], async () => version)).toBe(1);
    version = 2;
    expect(await cached(key, [tags.site(id)], async () => version)).toBe(1);

    // Another instance's write: a NOTIFY on its own connection, as write() sends inside its transaction.
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    await other.query("select pg_notify($1, $2)", [INVALIDATION_CHANNEL, `unrelated ${tags.site(id)}`]);
    await other.end();
    // Once the other instance's commit has returned, one sync is enough: no waiting, no polling.
    await syncInvalidations();
    expect(await cached(key, [tags.site(id)], async () => version)).toBe(2);
  });

  it("shares sync round trips between concurrent callers", async () => {
    await cached("warm-up", [], async () => 0);
    await expect(Promise.all(Array.from({ length: 50 }, () => syncInvalidations()))).resolves.toHaveLength(50);
  });

  it("announces nothing when the write rolls back", async () => {
    const { id } = await createTestSite();
    await savePage(id, page("Kept"));
    expect((await getPage(id, "menu"))?.title).toBe("Kept");
    await expect(savePage(id, { ...page("Broken"), blocks: [{ type: "hero", props: {} }] as never })).rejects.toThrow();
    expect((await getPage(id, "menu"))?.title).toBe("Kept");
  });
});
