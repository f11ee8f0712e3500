import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as feedRoute } from "@/app/[site]/feed.xml/route";
import { md } from "@/lib/rich-text/markdown";
import { listPostsForEditing, postEditor, postLinks, postPublishing } from "@/modules/blog/admin";
import { listPublishedPosts } from "@/modules/blog/queries";
import { publishDuePosts } from "@/modules/blog/service";
import type { PostInput } from "@/modules/blog/schema";
import { resolveSiteRequest } from "@/edge/site-request";
import { createPreviewToken } from "@/modules/preview/tokens";
import { pageHead } from "@/modules/routing/page-head";
import { listSiteEntries } from "@/modules/routing/site-entries";
import { searchSite } from "@/modules/search/queries";
import { getSiteBySlug } from "@/modules/sites/queries";
import { failure, member } from "../helpers/actors";
import { renderPath, TEST_BUILD } from "../helpers/document";
import { createTestSite } from "../helpers/sites";

/**
 * A live blog post keeps a draft beside it, as a page does (blog/service.ts):
 * visitors, the feed, the blog index, search and the sitemap keep the live
 * post until the draft is published; a signed link shows the draft; it can be
 * discarded, scheduled, and a restored version becomes the draft.
 */
const tag = () => randomBytes(4).toString("hex");
/** A word no other content has, letters only, so search finds exactly the post that holds it. */
const word = () => `zq${tag().replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!)}`;

/** What an anonymous visitor gets at a path (with its query), as the edge renders it. */
const visit = async (path: string) => {
  const rendered = await renderPath(path);
  return { status: rendered!.status, html: rendered!.body.toString("utf8") };
};
/**
 * A signed preview link as the edge resolves it (Next renders it, never the page cache): its
 * status, what its route holds, and whether search engines are kept out.
 */
const follow = async (href: string) => {
  const request = (await resolveSiteRequest(new URL(href, "http://localhost"), undefined, TEST_BUILD))!;
  return { status: request.status, html: JSON.stringify(request.resolved.route), robots: pageHead(request.resolved).robots };
};
const feed = async (slug: string) => (await feedRoute(new Request(`http://localhost/${slug}/feed.xml`), { params: Promise.resolve({ site: slug }) })).text();
const found = async (siteId: string, words: string) => (await searchSite(siteId as never, words)).map((h) => h.path);
const sitemap = async (slug: string) => (await listSiteEntries((await getSiteBySlug(slug))!)).map((e) => `${e.path} ${e.title}`);

/** An owner's site with a live post, its words unique to it. */
async function livePost() {
  const site = (await getSiteBySlug((await createTestSite()).slug))!;
  const owner = await member(site.id, "owner");
  const words = word();
  const slug = `post-${tag()}`;
  const input = (title: string, wordsOf: string): PostInput => ({
    slug,
    title,
    excerpt: `About ${wordsOf}.`,
    body: md`All about ${wordsOf}.`,
    categories: [],
    status: "draft",
  });
  const created = await postEditor.create(owner, site.slug, { ...input(`Spring ${words}`, words), status: "published" });
  const row = (await postEditor.get(owner, site.slug, created.id)).row;
  return { site, owner, slug, id: created.id, input, title: `Spring ${words}`, words, path: `/${site.slug}/blog/${slug}`, publishedAt: row.publishedAt };
}

describe("a live post's draft", () => {
  it("is invisible to visitors, the feed, the blog's lists, search and the sitemap until published; the signed link shows it", async () => {
    const { site, owner, id, input, title, words, path, slug } = await livePost();
    expect((await visit(path)).html).toContain(title);
    const newWords = word();
    const newTitle = `Summer ${newWords}`;

    const saved = await postEditor.save(owner, site.slug, id, input(newTitle, newWords));
    expect(saved.draft).toMatchObject({ title: newTitle });
    expect(saved).toMatchObject({ status: "published", title });
    // The editor opens the draft, and the lists say there are changes not live yet.
    expect(postEditor.kind.toInput(saved).title).toBe(newTitle);
    expect((await listPostsForEditing(owner, site.slug)).find((p) => p.id === id)?.publication).toBe("Published; draft changes not live yet");

    const page = await visit(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(title);
    expect(page.html).not.toContain(newTitle);
    expect(page.html).toContain(`"headline":"${title}"`);
    expect((await listPublishedPosts(site.id)).map((p) => p.title)).toEqual([title]);
    expect(await feed(site.slug)).toContain(title);
    expect(await feed(site.slug)).not.toContain(newTitle);
    expect(await found(site.id, words)).toEqual([`blog/${slug}`]);
    expect(await found(site.id, newWords)).toEqual([]);
    expect(await sitemap(site.slug)).toContain(`blog/${slug} ${title}`);

    // The signed link shows the draft (never indexed); without it, or with another post's, the draft does not exist.
    const preview = postLinks(site, saved).preview!;
    expect(preview).toMatch(new RegExp(`/blog/drafts/${slug}\\?preview=`));
    const previewed = await follow(preview);
    expect(previewed.status).toBe(200);
    expect(previewed.html).toContain(newTitle);
    expect(previewed.robots).toMatch(/noindex/);
    expect((await follow(`/${site.slug}/blog/drafts/${slug}`)).status).toBe(404);
    expect((await follow(`/${site.slug}/blog/drafts/${slug}?preview=${createPreviewToken(site.id, { draft: "another" })}`)).status).toBe(404);

    // Published: live everywhere at once (the cache is dropped), and no draft is left.
    const live = await postPublishing.publish(owner, site.slug, id, saved.updatedAt.toISOString());
    expect(live.title).toBe(newTitle);
    expect((await visit(path)).html).toContain(newTitle);
    expect((await listPublishedPosts(site.id)).map((p) => p.title)).toEqual([newTitle]);
    expect(await feed(site.slug)).toContain(newTitle);
    expect(await found(site.id, newWords)).toEqual([`blog/${slug}`]);
    const after = (await postEditor.get(owner, site.slug, id)).row;
    expect(after).toMatchObject({ draft: null, title: newTitle, status: "published" });
    expect((await listPostsForEditing(owner, site.slug)).find((p) => p.id === id)?.publication).toBe("Published");
  });

  it("saved unchanged is no draft, and keeps the post's date", async () => {
    const { site, owner, id, publishedAt } = await livePost();
    // As the editor sends it back: the date to the minute, the state "Save draft" gives.
    const shown = postEditor.kind.toInput((await postEditor.get(owner, site.slug, id)).row);
    const saved = await postEditor.save(owner, site.slug, id, {
      ...shown,
      status: "draft",
      publishedAt: new Date(Math.floor(+publishedAt! / 60_000) * 60_000),
    });
    expect(saved.draft).toBeNull();
    expect(saved.publishedAt).toEqual(publishedAt);
  });

  it("is discarded: the editor opens the live post again, and visitors never saw it", async () => {
    const { site, owner, id, input, title, path } = await livePost();
    const saved = await postEditor.save(owner, site.slug, id, input("Never seen", word()));
    const preview = postLinks(site, saved).preview!;
    expect(await postPublishing.discard!(owner, site.slug, id)).toEqual({ title });
    const row = (await postEditor.get(owner, site.slug, id)).row;
    expect(row.draft).toBeNull();
    expect(postEditor.kind.toInput(row).title).toBe(title);
    expect((await visit(path)).html).toContain(title);
    expect((await follow(preview)).status).toBe(404);
    expect(postLinks(site, row).preview).toBeNull();
    // The discarded draft is still in the history: the post as created, then the draft.
    expect((await postEditor.revisions(owner, site.slug, id)).length).toBe(2);
  });

  it("restores an earlier version as the draft, leaving the live post as it is", async () => {
    const { site, owner, id, input, title, path } = await livePost();
    const second = `Autumn ${word()}`;
    await postEditor.save(owner, site.slug, id, input(second, word()));
    await postPublishing.publish(owner, site.slug, id);
    const revisions = await postEditor.revisions(owner, site.slug, id);
    const first = revisions[revisions.length - 1]!;
    const restored = await postEditor.restoreRevision(owner, site.slug, id, first.id);
    expect(restored).toMatchObject({ status: "published", title: second, draft: { title } });
    expect((await visit(path)).html).toContain(second);
    expect((await visit(path)).html).not.toContain(title);
  });

  it("is published by itself at its scheduled time", async () => {
    const { site, owner, id, input, path } = await livePost();
    const later = `Winter ${word()}`;
    await postEditor.save(owner, site.slug, id, input(later, word()));
    const at = new Date(Date.now() + 3_600_000);
    await postPublishing.schedule(owner, site.slug, id, at);
    expect((await listPostsForEditing(owner, site.slug)).find((p) => p.id === id)?.publication).toMatch(
      /^Scheduled for .*; visitors see the published version until then$/,
    );
    expect(await publishDuePosts(new Date(+at - 1000))).toBe(0);
    expect((await visit(path)).html).not.toContain(later);
    expect(await publishDuePosts(new Date(+at + 1000))).toBe(1);
    expect((await visit(path)).html).toContain(later);
    expect((await postEditor.get(owner, site.slug, id)).row).toMatchObject({ draft: null, publishAt: null, title: later });
  });

  it("is its site's alone: another site's owner can neither read, preview, publish nor discard it", async () => {
    const { site, id, input, slug, title, path } = await livePost();
    const owner = await member(site.id, "owner");
    await postEditor.save(owner, site.slug, id, input("Secret plans", word()));
    const other = await createTestSite();
    const stranger = await member(other.id, "owner");
    const refusals = [
      () => postEditor.get(stranger, other.slug, id),
      () => postEditor.save(stranger, other.slug, id, input("Mine now", word())),
      () => postPublishing.publish(stranger, other.slug, id),
      () => postPublishing.discard!(stranger, other.slug, id),
      () => postPublishing.previewHref(stranger, other.slug, id),
      () => postPublishing.schedule(stranger, other.slug, id, new Date(Date.now() + 3_600_000)),
    ];
    for (const [index, refusal] of refusals.entries()) expect((await failure(refusal())).code, `call ${index}`).toBe("not_found");
    // On their own site, the link they could sign names nothing; on this site, their site's link is not valid.
    expect((await follow(`/${other.slug}/blog/drafts/${slug}?preview=${createPreviewToken(other.id, { draft: slug })}`)).status).toBe(404);
    expect((await follow(`/${site.slug}/blog/drafts/${slug}?preview=${createPreviewToken(other.id, { draft: slug })}`)).status).toBe(404);
    expect((await postEditor.get(owner, site.slug, id)).row).toMatchObject({ title, draft: { title: "Secret plans" } });
    expect((await visit(path)).html).not.toContain("Secret plans");
  });
});
