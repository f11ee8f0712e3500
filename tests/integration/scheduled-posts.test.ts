import { describe, expect, it } from "vitest";
import { pool } from "@/server/db/client";
import { postEditor, postLinks, postPublishing } from "@/modules/blog/admin";
import { getDraftPost, getPublishedPost, listDraftPosts } from "@/modules/blog/queries";
import { getSiteBySlug } from "@/modules/sites/queries";
import { member } from "../helpers/actors";
import { body, createTestSite } from "../helpers/sites";

/** A post scheduled for later is a draft until its time: its editor gives the signed preview link, never the address that answers 404. */
describe("a scheduled post", () => {
  it("is previewed like a draft until its time, and live after it", async () => {
    const { id, slug } = await createTestSite();
    const site = (await getSiteBySlug(slug))!;
    const doc = JSON.stringify({ type: "doc", content: [] });
    const insert = (postSlug: string, at: Date) =>
      pool().query("insert into posts (site_id, slug, title, excerpt, body, status, published_at) values ($1, $2, $3, '', $4, 'scheduled', $5)", [
        id,
        postSlug,
        `Post ${postSlug}`,
        doc,
        at,
      ]);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const yesterday = new Date(Date.now() - 86_400_000);
    await insert("later", tomorrow);
    await insert("already", yesterday);

    expect(await getPublishedPost(id, "later")).toBeNull();
    expect((await getDraftPost(id, "later"))?.title).toBe("Post later");
    expect((await listDraftPosts(id)).map((p) => p.slug)).toEqual(["later"]);
    const later = postLinks(site, { slug: "later", status: "scheduled", publishedAt: tomorrow });
    expect(later.live).toBeNull();
    expect(later.preview).toMatch(/\/blog\/drafts\/later\?preview=/);

    // Once its time has come it is live, and no longer a draft.
    expect((await getPublishedPost(id, "already"))?.title).toBe("Post already");
    expect(await getDraftPost(id, "already")).toBeNull();
    const already = postLinks(site, { slug: "already", status: "scheduled", publishedAt: yesterday });
    expect(already).toMatchObject({ live: expect.stringMatching(/\/blog\/already$/), preview: null });
  });

  it("is set from the Publishing panel as a page's is: scheduled, cancelled back to a draft, published, unpublished, each in the activity log", async () => {
    const { id, slug } = await createTestSite();
    const owner = await member(id, "owner");
    const post = await postEditor.create(owner, slug, { slug: "soon", title: "Soon", excerpt: "Coming soon.", body, categories: [], status: "draft" });
    const tomorrow = new Date(Date.now() + 86_400_000);
    await postPublishing.schedule(owner, slug, post.id, tomorrow);
    expect((await postEditor.get(owner, slug, post.id)).row).toMatchObject({ status: "scheduled", publishedAt: tomorrow });
    expect(await getPublishedPost(id, "soon")).toBeNull();
    expect((await getDraftPost(id, "soon"))?.title).toBe("Soon");
    await postPublishing.schedule(owner, slug, post.id, null);
    expect((await postEditor.get(owner, slug, post.id)).row.status).toBe("draft");
    await postPublishing.publish(owner, slug, post.id);
    expect((await getPublishedPost(id, "soon"))?.title).toBe("Soon");
    await postPublishing.unpublish(owner, slug, post.id);
    expect(await getPublishedPost(id, "soon")).toBeNull();
    const logged = await pool().query("select action from audit_log where site_id = $1 and entity = 'post' order by created_at", [id]);
    expect(logged.rows.map((r) => r.action)).toEqual(["post.create", "post.schedule", "post.schedule", "post.publish", "post.unpublish"]);
  });
});
