import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/server/db/client";
import { AppError } from "@/lib/errors";
import { getPublishedPost, listPublishedPosts } from "@/modules/blog/queries";
import { saveCategory, savePost, publishPost } from "@/modules/blog/service";
import { getPage } from "@/modules/pages/queries";
import { savePage } from "@/modules/pages/service";
import { getSiteBySlug } from "@/modules/sites/queries";
import { createSite } from "@/modules/sites/service";
import { body, createTestSite, testSiteInput } from "../helpers/sites";

const page = (path: string, title = "A page") => ({ path, title, description: "A page for a test.", blocks: [] });

describe("sites", () => {
  it("refuses a reserved or malformed slug, in the service and in the database", async () => {
    for (const slug of ["admin", "api", "contacts", "login", "_next", "Bad Slug", "robots.txt"]) {
      await expect(createSite(testSiteInput({ slug })), slug).rejects.toThrow();
    }
    const raw = (slug: string) =>
      db()
        .insert(schema.sites)
        .values({ slug, name: "x", kind: "x", theme: testSiteInput().theme as never, settings: { description: "x" } as never });
    await expect(raw("admin")).rejects.toMatchObject({ cause: { code: "23514", constraint: "sites_slug_not_reserved" } });
    await expect(raw("Not-A-Slug")).rejects.toMatchObject({ cause: { code: "23514", constraint: "sites_slug_format" } });
  });

  it("refuses a second site at the same address with a clear conflict", async () => {
    const { slug } = await createTestSite();
    const error = await createSite(testSiteInput({ slug })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("conflict");
    expect((error as AppError).field).toBe("slug");
  });

  it("loads a site with its collection mounts", async () => {
    const { slug } = await createTestSite({ mounts: { jobs: "job-opportunities" } });
    const site = await getSiteBySlug(slug);
    expect(site?.mounts).toEqual({ jobs: "job-opportunities" });
  });
});

describe("tenant isolation", () => {
  it("keeps uniqueness per site: the same path on two sites, never twice on one", async () => {
    const a = await createTestSite();
    const b = await createTestSite();
    await savePage(a.id, page("about", "About A"));
    await savePage(b.id, page("about", "About B"));
    expect((await getPage(a.id, "about"))?.title).toBe("About A");
    expect((await getPage(b.id, "about"))?.title).toBe("About B");
    // The unique index, not application code, stops a duplicate.
    await expect(db().insert(schema.pages).values({ siteId: a.id, path: "about", title: "dup", description: "dup", blocks: [] })).rejects.toMatchObject({
      cause: { code: "23505", constraint: "pages_site_org_path" },
    });
  });

  it("answers nothing for another site's records", async () => {
    const a = await createTestSite();
    const b = await createTestSite();
    await savePage(a.id, page("secret", "Only A"));
    await savePost(a.id, { slug: "only-a", title: "Only A", excerpt: "x", body, status: "published" });
    expect(await getPage(b.id, "secret")).toBeNull();
    expect(await getPublishedPost(b.id, "only-a")).toBeNull();
    expect(await listPublishedPosts(b.id)).toEqual([]);
    await expect(publishPost(b.id, "only-a")).rejects.toMatchObject({ code: "not_found" });
  });

  it("cannot link a post to another site's category, even by writing the row directly", async () => {
    const a = await createTestSite();
    const b = await createTestSite();
    await saveCategory(b.id, { slug: "news", name: "News" });
    await expect(savePost(a.id, { slug: "p", title: "P", excerpt: "x", body, categories: ["news"], status: "published" })).rejects.toMatchObject({
      code: "bad_input",
    });
    const postId = await savePost(a.id, { slug: "p", title: "P", excerpt: "x", body, status: "published" });
    const [bCategory] = await db()
      .execute<{ id: string }>(sql`select id from categories where site_id = ${b.id}`)
      .then((r) => r.rows);
    await expect(db().insert(schema.postCategories).values({ siteId: a.id, postId, categoryId: bCategory!.id })).rejects.toMatchObject({
      cause: { code: "23503" },
    });
  });
});

describe("posts", () => {
  it("lists only live posts: never drafts, never scheduled ones before their time", async () => {
    const { id } = await createTestSite();
    await savePost(id, { slug: "live", title: "Live", excerpt: "x", body, status: "published", publishedAt: new Date(Date.now() - 86_400_000) });
    await savePost(id, { slug: "draft", title: "Draft", excerpt: "x", body, status: "draft" });
    await savePost(id, { slug: "later", title: "Later", excerpt: "x", body, status: "scheduled", publishedAt: new Date(Date.now() + 86_400_000) });
    expect((await listPublishedPosts(id)).map((p) => p.slug)).toEqual(["live"]);
    expect(await getPublishedPost(id, "draft")).toBeNull();
    expect(await getPublishedPost(id, "later")).toBeNull();
  });

  it("refuses a scheduled post without a time, and bad input generally", async () => {
    const { id } = await createTestSite();
    await expect(savePost(id, { slug: "s", title: "S", excerpt: "x", body, status: "scheduled" })).rejects.toThrow(/publish time/);
    await expect(savePost(id, { slug: "Not A Slug", title: "S", excerpt: "x", body })).rejects.toThrow();
    // Reserved words bind only the first segment of the whole URL (the site), not paths inside a site.
    await expect(savePage(id, page("admin/x"))).resolves.toBeTruthy();
  });
});
