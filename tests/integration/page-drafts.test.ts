import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRequestHandler } from "@/edge/handler";
import { GATED_HTTP } from "@/server/gated-http";
import { auth } from "@/modules/auth/auth";
import { restoreFromTrash, trashOfSite } from "@/modules/content/trash";
import { setMembership } from "@/modules/auth/service";
import { resolveSiteRequest } from "@/edge/site-request";
import { versionOf } from "@/modules/admin/editable";
import { discardPageDraftFor, pageEditor, pageForEditing, publishPageFor, schedulePageFor, unpublishPageFor } from "@/modules/pages/admin";
import { insertPage, publishDuePages } from "@/modules/pages/service";
import { createPreviewToken } from "@/modules/preview/tokens";
import { PREVIEW_LINK_BANNER } from "@/modules/routing/load-route";
import { pageHead } from "@/modules/routing/page-head";
import { listSiteEntries } from "@/modules/routing/site-entries";
import { searchSite } from "@/modules/search/queries";
import { getSiteBySlug } from "@/modules/sites/queries";
import { updateSiteSettings } from "@/modules/sites/service";
import { db, schema } from "@/server/db/client";
import { failure, member, person } from "../helpers/actors";
import { renderPath } from "../helpers/document";
import { body, createTestSite } from "../helpers/sites";

const page = (path: string, title: string, words = "A short paragraph.") => ({
  path,
  title,
  description: `${title}: ${words}`,
  blocks: [{ type: "richText" as const, props: { doc: body } }],
});

/** What an anonymous visitor gets at a path of the site, rendered as the edge renders it. */
async function visit(slug: string, path: string): Promise<{ status: number; html: string }> {
  const rendered = await renderPath(`/${slug}${path ? `/${path}` : ""}`);
  return { status: rendered!.status, html: rendered!.body.toString("utf8") };
}

/** The site as the edge resolves a request for it, with a query. */
async function resolve(slug: string, path: string, query = "") {
  const url = new URL(`http://localhost/${slug}/${path}${query}`);
  return (await resolveSiteRequest(url, undefined, { sitePaths: new Set(), rootSegments: new Set() }))!;
}

const sitemap = async (siteSlug: string) => (await listSiteEntries((await getSiteBySlug(siteSlug))!)).map((e) => e.path);
const found = async (siteId: Parameters<typeof searchSite>[0], words: string) => (await searchSite(siteId, words)).map((h) => h.path);

describe("drafts and publishing for pages", () => {
  it("saves an owner's edit as a draft that visitors do not see until it is published", async () => {
    const site = await createTestSite();
    const owner = await member(site.id, "owner");
    const about = await insertPage(site.id, page("about", "About us", "Bread since 1990."));

    const opened = versionOf(about)!;
    const draft = await pageEditor.save(owner, site.slug, about.id, page("about", "About the bakery", "Sourdough every morning."), { baseVersion: opened });
    expect((await visit(site.slug, "about")).html).toContain("About us");
    expect((await visit(site.slug, "about")).html).not.toContain("About the bakery");
    expect(await found(site.id, "sourdough")).toEqual([]);
    expect((await pageForEditing(owner, site.slug, about.id)).publication).toBe("Published; draft changes not live yet");
    expect((await pageForEditing(owner, site.slug, about.id)).working.title).toBe("About the bakery");

    // The version check holds for drafts: a save from the copy opened before the draft is refused.
    expect((await failure(pageEditor.save(owner, site.slug, about.id, page("about", "Stale"), { baseVersion: opened }))).code).toBe("conflict");

    const live = await publishPageFor(owner, site.slug, about.id, versionOf(draft)!);
    expect(live.draft).toBeNull();
    expect((await visit(site.slug, "about")).html).toContain("About the bakery");
    expect(await found(site.id, "sourdough")).toEqual(["about"]);
    expect((await pageForEditing(owner, site.slug, about.id)).publication).toBe("Published");

    // A draft discarded: the editor opens the published page again, which visitors never stopped seeing.
    await pageEditor.save(owner, site.slug, about.id, page("about", "About nothing", "Never seen."));
    expect((await discardPageDraftFor(owner, site.slug, about.id)).draft).toBeNull();
    expect((await pageForEditing(owner, site.slug, about.id)).working.title).toBe("About the bakery");
    expect((await visit(site.slug, "about")).html).not.toContain("About nothing");
    const other = await createTestSite();
    expect((await failure(discardPageDraftFor(await member(other.id, "owner"), other.slug, about.id))).code).toBe("not_found");
  });

  it("keeps a new page and an unpublished one from visitors, the sitemap, search and the menu; the home page stays", async () => {
    const site = await createTestSite();
    const owner = await member(site.id, "owner");
    const home = await insertPage(site.id, page("", "Home"));
    const created = await pageEditor.create(owner, site.slug, page("catering", "Catering", "Platters for parties."));
    const hours = await insertPage(site.id, page("hours", "Hours", "Open at seven."));
    await updateSiteSettings(site.id, {
      settings: {
        description: "A test bakery.",
        navigation: [
          { label: "Hours", href: "hours" },
          { label: "Catering", href: "/catering#platters" },
        ],
      },
    });

    // A page made in the editor is a draft.
    expect((await visit(site.slug, "catering")).status).toBe(404);
    expect(await sitemap(site.slug)).not.toContain("catering");
    expect(await found(site.id, "platters")).toEqual([]);
    expect((await getSiteBySlug(site.slug))!.settings.navigation.map((n) => n.label)).toEqual(["Hours"]);
    expect((await pageForEditing(owner, site.slug, created.id)).publication).toBe("Draft: visitors do not see this page");

    await publishPageFor(owner, site.slug, created.id);
    expect((await visit(site.slug, "catering")).status).toBe(200);
    expect(await sitemap(site.slug)).toContain("catering");
    expect(await found(site.id, "platters")).toEqual(["catering"]);
    expect((await getSiteBySlug(site.slug))!.settings.navigation.map((n) => n.label)).toEqual(["Hours", "Catering"]);

    await unpublishPageFor(owner, site.slug, hours.id);
    expect((await visit(site.slug, "hours")).status).toBe(404);
    expect(await sitemap(site.slug)).not.toContain("hours");
    expect(await found(site.id, "seven")).toEqual([]);
    expect((await getSiteBySlug(site.slug))!.settings.navigation.map((n) => n.label)).toEqual(["Catering"]);

    expect((await failure(unpublishPageFor(owner, site.slug, home.id))).code).toBe("conflict");
    expect((await visit(site.slug, "")).status).toBe(200);
  });

  it("brings a page back from the trash as it was: the published version live, its draft still a draft", async () => {
    const site = await createTestSite();
    const owner = await member(site.id, "owner");
    const story = await insertPage(site.id, page("story", "Our story", "Since 1990."));
    await pageEditor.save(owner, site.slug, story.id, page("story", "Our story, rewritten", "Since 1989, in fact."));
    await pageEditor.remove(owner, site.slug, story.id);
    expect((await visit(site.slug, "story")).status).toBe(404);
    const [item] = await trashOfSite(owner, site.slug);
    await restoreFromTrash(owner, site.slug, item!.id);
    expect((await visit(site.slug, "story")).html).toContain("Our story");
    expect((await visit(site.slug, "story")).html).not.toContain("rewritten");
    expect((await pageForEditing(owner, site.slug, story.id)).publication).toBe("Published; draft changes not live yet");
  });

  it("publishes a scheduled draft when its time comes, and only then", async () => {
    const site = await createTestSite();
    const owner = await member(site.id, "owner");
    const menu = await insertPage(site.id, page("menu", "Menu", "Rye and spelt."));
    await pageEditor.save(owner, site.slug, menu.id, page("menu", "Winter menu", "Stollen and gingerbread."));
    const at = new Date(Date.now() + 3_600_000);
    await schedulePageFor(owner, site.slug, menu.id, at);
    expect((await pageForEditing(owner, site.slug, menu.id)).publication).toMatch(
      /^Scheduled for \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2}; visitors see the published version until then$/,
    );
    expect((await failure(schedulePageFor(owner, site.slug, menu.id, new Date(Date.now() - 1000)))).field).toBe("publishAt");

    await publishDuePages(new Date(at.getTime() - 60_000));
    expect((await visit(site.slug, "menu")).html).not.toContain("Winter menu");
    expect(await found(site.id, "gingerbread")).toEqual([]);

    expect(await publishDuePages(new Date(at.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect((await visit(site.slug, "menu")).html).toContain("Winter menu");
    expect(await found(site.id, "gingerbread")).toEqual(["menu"]);
    const [row] = await db().select().from(schema.pages).where(eq(schema.pages.id, menu.id));
    expect(row).toMatchObject({ status: "published", draft: null, publishAt: null });
  });

  it("shows a page's draft to anyone with its signed link, not indexed, and nothing to a tampered, expired or other page's link", async () => {
    const site = await createTestSite();
    const owner = await member(site.id, "owner");
    const offers = await insertPage(site.id, page("offers", "Offers", "Ten percent off."));
    const other = await insertPage(site.id, page("other", "Other"));
    await pageEditor.save(owner, site.slug, offers.id, page("offers", "Holiday offers", "Twenty percent off."));

    const token = createPreviewToken(site.id, { page: offers.id });
    const previewed = await resolve(site.slug, "offers", `?preview=${token}`);
    expect(previewed.resolved.route).toMatchObject({ kind: "page", preview: PREVIEW_LINK_BANNER, page: { title: "Holiday offers" } });
    expect(pageHead(previewed.resolved)).toMatchObject({ robots: "noindex, nofollow", canonical: undefined });
    // The page cache never keeps it: the edge leaves a page with a preview query to be rendered each time.
    expect(await renderPath(`/${site.slug}/offers?preview=${token}`)).toBeNull();

    const [expires, signature] = token.split(".") as [string, string];
    const refused = [
      `${Number(expires) + 60}.${signature}`,
      `${expires}.${signature.slice(0, -2)}xx`,
      createPreviewToken(site.id, { page: offers.id }, 60, Date.now() - 120_000),
      createPreviewToken(site.id, { page: other.id }),
    ];
    for (const bad of refused) {
      const request = await resolve(site.slug, "offers", `?preview=${bad}`);
      expect(request.resolved.route).toMatchObject({ kind: "page", page: { title: "Offers" } });
      expect(request.resolved.route).not.toHaveProperty("preview");
    }

    // A hidden page's draft, at its new address, through its link; nothing for a visitor there.
    await unpublishPageFor(owner, site.slug, offers.id);
    await pageEditor.save(owner, site.slug, offers.id, page("deals", "Holiday deals"));
    expect((await resolve(site.slug, "deals", `?preview=${token}`)).resolved.route).toMatchObject({
      kind: "page",
      preview: PREVIEW_LINK_BANNER,
      page: { title: "Holiday deals" },
    });
    expect((await resolve(site.slug, "deals")).resolved.route).toBeNull();
    expect((await resolve(site.slug, "offers", `?preview=${token}`)).resolved.route).toBeNull();
  });
});

describe("the live preview beside the page editor", () => {
  it("renders the editor's unsaved values of a page or a post in the site's frame for its editors only, writing nothing", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const password = "walnut-harbor-7261";
    const owner = await person("Owner", password);
    await setMembership(site.id, owner.userId, "owner");
    const signedIn = await auth().api.signInEmail({ body: { email: owner.email, password }, asResponse: true });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const about = await insertPage(site.id, page("about", "About us"));

    // The edge answers the preview itself; the stand-in for Next is never asked.
    const server = createServer(
      GATED_HTTP,
      await createRequestHandler(async (_req, res) => void res.writeHead(500).end("Next was asked"), { renderDocuments: true }),
    );
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const preview = (body: unknown, headers: Record<string, string> = { cookie }) =>
      fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/live-preview`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    try {
      const values = {
        path: "about",
        title: "About the bakery, typed",
        description: "Not saved.",
        blocks: [
          { type: "hero", props: { heading: "" } },
          { type: "richText", props: { doc: body } },
        ],
      };
      const answer = await preview({ site: site.slug, kind: "page", values });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      const html = await answer.text();
      expect(html).toContain("About the bakery, typed");
      expect(html).toContain("Preview of your unsaved changes");
      expect(html).toContain("One block is left out until its fields are complete");
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).toContain("Skip to content"); // the site's own frame
      // Nothing saved: the page and its editor's copy are as they were.
      expect((await pageForEditing(owner, site.slug, about.id)).working.title).toBe("About us");

      // A post's form, the same way: the post's own page, under the banner.
      const post = await preview({
        site: site.slug,
        kind: "post",
        values: {
          title: "Rye season, typed",
          slug: "rye-season",
          excerpt: "Not saved either.",
          body,
          categories: [],
          author: "",
          status: "draft",
          publishedAt: "",
        },
      });
      expect(post.status).toBe(200);
      const postHtml = await post.text();
      expect(postHtml).toContain("Rye season, typed");
      expect(postHtml).toContain("Preview of your unsaved changes");
      expect(postHtml).toContain('<meta name="robots" content="noindex, nofollow"/>');

      // A saved version from the page's history, as it would show if restored; another site's or an unknown one is not found.
      await pageEditor.save(owner, site.slug, about.id, page("about", "About us, edited"));
      const [, before] = await pageEditor.revisions(owner, site.slug, about.id);
      const version = await preview({ site: site.slug, kind: "revision", values: { entity: "page", id: about.id, revision: before!.id } });
      expect(version.status).toBe(200);
      const versionHtml = await version.text();
      expect(versionHtml).toContain("About us");
      expect(versionHtml).not.toContain("About us, edited");
      expect(versionHtml).toContain("A saved version from the history");
      expect((await preview({ site: other.slug, kind: "revision", values: { entity: "page", id: about.id, revision: before!.id } })).status).toBe(404);
      expect((await preview({ site: site.slug, kind: "revision", values: { entity: "form", id: about.id, revision: before!.id } })).status).toBe(404);

      expect((await preview({ site: site.slug, kind: "page", values }, {})).status).toBe(404);
      expect((await preview({ site: other.slug, kind: "page", values })).status).toBe(404);
      expect((await preview({ site: site.slug, kind: "page", values }, { cookie, "content-type": "text/plain" })).status).toBe(415);
    } finally {
      server.close();
    }
  });
});
