import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { SITE_TIME_ZONE } from "@/lib/time";
import { GET as icsFile } from "@/app/api/sites/[site]/events/[...event]/route";
import { createRequestHandler } from "@/edge/handler";
import { GATED_HTTP } from "@/server/gated-http";
import { resolveSiteRequest } from "@/edge/site-request";
import { md } from "@/lib/rich-text/markdown";
import { auth } from "@/modules/auth/auth";
import { setMembership } from "@/modules/auth/service";
import { formValues, recordInput } from "@/modules/collections/admin";
import { itemPreviewBanner } from "@/modules/collections/drafts";
import { collections } from "@/modules/content/collections";
import { publishDueItems } from "@/modules/content/scheduled";
import { restoreFromTrash, trashOfSite } from "@/modules/content/trash";
import { insertPage } from "@/modules/pages/service";
import { createPreviewToken } from "@/modules/preview/tokens";
import { pageHead } from "@/modules/routing/page-head";
import { listSiteEntries } from "@/modules/routing/site-entries";
import { searchSite } from "@/modules/search/queries";
import { getSiteBySlug, type SiteId } from "@/modules/sites/queries";
import { failure, member, person } from "../helpers/actors";
import { renderPath } from "../helpers/document";
import { createTestSite } from "../helpers/sites";

/**
 * Drafts and publishing for events, news items, job postings and team
 * members (collections/service.ts): what visitors, the sitemap, the event's
 * .ics, search and the list blocks see, and what the owner and a signed
 * preview link see.
 */
const tag = () => randomBytes(4).toString("hex");
/** A word no other content has, letters only, so search finds exactly the record that holds it. */
const word = () => `zq${tag().replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!)}`;

interface Kind {
  /** The admin collection's key, and the site's mount of it (the test site mounts jobs at "careers"). */
  key: string;
  mount: string;
  noun: string;
  /** The list block that shows the kind on a page. */
  block: { type: string; props: Record<string, unknown> };
  input(slug: string, title: string, words: string): Record<string, unknown>;
}

const KINDS: Kind[] = [
  {
    key: "events",
    mount: "events",
    noun: "event",
    block: { type: "eventList", props: { heading: "What is on" } },
    input: (slug, title, words) => ({
      slug,
      title,
      summary: `An evening of ${words}.`,
      body: md`
Bring a friend.
      `,
      startsAt: "2030-05-01T22:00:00Z",
      endsAt: "2030-05-02T00:00:00Z",
      location: "Main Hall",
      image: null,
    }),
  },
  {
    key: "news",
    mount: "news",
    noun: "news item",
    block: { type: "newsList", props: { heading: "News" } },
    input: (slug, title, words) => ({
      slug,
      title,
      summary: `We have ${words}.`,
      body: md`
More soon.
      `,
      publishedAt: "2024-03-01T12:00:00Z",
    }),
  },
  {
    key: "jobs",
    mount: "careers",
    noun: "job posting",
    block: { type: "jobList", props: { heading: "Open positions" } },
    input: (slug, title, words) => ({
      slug,
      title,
      summary: `Bake ${words} with us.`,
      body: md`
Early starts.
      `,
      employmentType: "FULL_TIME",
      locality: "Rochester",
      region: "NY",
      salaryMin: null,
      salaryMax: null,
      salaryUnit: null,
      datePosted: "2024-03-01T12:00:00Z",
      validThrough: "2099-01-01T00:00:00Z",
    }),
  },
  {
    key: "team",
    mount: "team",
    noun: "team member",
    block: { type: "teamGrid", props: { heading: "Our people" } },
    input: (slug, title, words) => ({ slug, name: title, role: "Head baker", bio: md`Loves ${words}.`, photo: null, email: null, position: 0 }),
  },
];

/** What an anonymous visitor gets at a path of the site, rendered as the edge renders it. */
async function visit(slug: string, path: string): Promise<{ status: number; html: string }> {
  const rendered = await renderPath(`/${slug}/${path}`);
  return { status: rendered!.status, html: rendered!.body.toString("utf8") };
}

/** The site as the edge resolves a request for it, with a query. */
async function resolve(slug: string, path: string, query = "") {
  const url = new URL(`http://localhost/${slug}/${path}${query}`);
  return (await resolveSiteRequest(url, undefined, { sitePaths: new Set(), rootSegments: new Set() }))!;
}

const sitemap = async (siteSlug: string) => (await listSiteEntries((await getSiteBySlug(siteSlug))!)).map((e) => e.path);
const found = async (siteId: SiteId, words: string) => (await searchSite(siteId, words)).map((h) => h.path);
const ics = async (site: string, slug: string) =>
  (await icsFile(new Request(`http://localhost/api/sites/${site}/events/${slug}.ics`), { params: Promise.resolve({ site, event: [`${slug}.ics`] }) })).status;

describe.each(KINDS)("drafts and publishing for $key", (kind) => {
  const collection = collections.adminCollection(kind.key)!;
  const publishing = collection.publishing!;

  async function setUp() {
    const site = await createTestSite();
    const owner = await member(site.id, "owner");
    // A page with the kind's list block, as a site's "events" or "team" page has.
    await insertPage(site.id, { path: "listed", title: "Listed", description: "The list.", blocks: [kind.block] as never });
    return { site, owner };
  }

  it("keeps a new one from visitors, the list block, the sitemap, search (and the .ics) until it is published", async () => {
    const { site, owner } = await setUp();
    const words = word();
    const slug = `item-${tag()}`;
    const title = `Harvest ${words}`;
    const created = await collection.create(owner, site.slug, kind.input(slug, title, words));
    const path = `${kind.mount}/${slug}`;

    expect((await collection.open(owner, site.slug, created.id)).publication).toMatchObject({
      published: false,
      words: `Draft: visitors do not see this ${kind.noun}`,
    });
    expect((await visit(site.slug, path)).status).toBe(404);
    expect((await visit(site.slug, "listed")).html).not.toContain(title);
    expect(await sitemap(site.slug)).not.toContain(path);
    expect(await found(site.id, words)).toEqual([]);
    if (kind.key === "events") expect(await ics(site.slug, slug)).toBe(404);

    await publishing.publish(owner, site.slug, created.id);
    expect((await collection.open(owner, site.slug, created.id)).publication?.words).toBe("Published");
    const page = await visit(site.slug, path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(title);
    expect((await visit(site.slug, "listed")).html).toContain(title);
    expect(await sitemap(site.slug)).toContain(path);
    expect(await found(site.id, words)).toEqual([path]);
    if (kind.key === "events") expect(await ics(site.slug, slug)).toBe(200);

    // Unpublished: gone again, everywhere; its values stay for the owner.
    await publishing.unpublish(owner, site.slug, created.id);
    expect((await visit(site.slug, path)).status).toBe(404);
    expect((await visit(site.slug, "listed")).html).not.toContain(title);
    expect(await sitemap(site.slug)).not.toContain(path);
    expect(await found(site.id, words)).toEqual([]);
    expect((await collection.open(owner, site.slug, created.id)).title).toBe(title);
  });

  it("serves a published one's published values while its next version is a draft; the signed link shows the draft; publishing or the schedule puts it live", async () => {
    const { site, owner } = await setUp();
    const [oldWords, newWords] = [word(), word()];
    const slug = `item-${tag()}`;
    const [oldTitle, newTitle] = [`Spring ${oldWords}`, `Summer ${newWords}`];
    const path = `${kind.mount}/${slug}`;
    const created = await collection.create(owner, site.slug, kind.input(slug, oldTitle, oldWords));
    await publishing.publish(owner, site.slug, created.id);
    // Saved as the form shows it, unchanged: no draft.
    const shown = JSON.parse(JSON.stringify(formValues(collection, SITE_TIME_ZONE, (await collection.open(owner, site.slug, created.id)).values))) as Record<
      string,
      unknown
    >;
    const live = await collection.save(owner, site.slug, created.id, recordInput(collection, shown, SITE_TIME_ZONE));
    expect((await collection.open(owner, site.slug, created.id)).publication?.words).toBe("Published");

    const saved = await collection.save(owner, site.slug, created.id, kind.input(slug, newTitle, newWords), { baseVersion: live.version! });
    expect(saved).toMatchObject({ title: newTitle, published: true });
    const opened = await collection.open(owner, site.slug, created.id);
    expect(opened.publication?.words).toBe("Published; draft changes not live yet");
    expect(opened.values).toMatchObject({ slug });
    expect(opened.values[kind.key === "team" ? "name" : "title"]).toBe(newTitle);
    const visitor = await visit(site.slug, path);
    expect(visitor.html).toContain(oldTitle);
    expect(visitor.html).not.toContain(newTitle);
    expect((await visit(site.slug, "listed")).html).toContain(oldTitle);
    expect((await visit(site.slug, "listed")).html).not.toContain(newTitle);
    expect(await found(site.id, oldWords)).toEqual([path]);
    expect(await found(site.id, newWords)).toEqual([]);

    // The preview link: the draft, under its banner, never indexed; never kept by the page cache.
    const previewHref = (await publishing.previewHref(owner, site.slug, created.id))!;
    expect(previewHref).toMatch(new RegExp(`^/${site.slug}/${path}\\?preview=`));
    const query = previewHref.slice(previewHref.indexOf("?"));
    const previewed = await resolve(site.slug, path, query);
    expect(previewed.resolved.route).toMatchObject({ kind: "collection", item: { preview: itemPreviewBanner(kind.noun) } });
    expect(JSON.stringify(previewed.resolved.route)).toContain(newTitle);
    expect(pageHead(previewed.resolved)).toMatchObject({ robots: "noindex, nofollow", canonical: undefined });
    expect(await renderPath(`/${site.slug}/${path}${query}`)).toBeNull();
    // Another item's link, or a tampered one, shows what everyone sees.
    for (const bad of [createPreviewToken(site.id, { item: "00000000-0000-0000-0000-000000000000" }), `${query.slice(9, -2)}xx`]) {
      const request = await resolve(site.slug, path, `?preview=${bad}`);
      expect(JSON.stringify(request.resolved.route)).toContain(oldTitle);
      expect(request.resolved.route).not.toMatchObject({ item: { preview: expect.any(String) } });
    }

    // A publish from the copy opened before the draft is refused: it would put live what the owner has not seen.
    expect((await failure(publishing.publish(owner, site.slug, created.id, live.version!))).code).toBe("conflict");

    // Through the trash and back: still published with the old values, the draft still a draft.
    await collection.remove(owner, site.slug, created.id);
    expect((await visit(site.slug, path)).status).toBe(404);
    const trashed = (await trashOfSite(owner, site.slug)).find((t) => t.entityId === created.id)!;
    await restoreFromTrash(owner, site.slug, trashed.id);
    expect((await visit(site.slug, path)).html).toContain(oldTitle);
    expect((await collection.open(owner, site.slug, created.id)).publication?.words).toBe("Published; draft changes not live yet");

    // Discarded, the editor opens the published values again; saved again, the draft is back.
    expect(await publishing.discard!(owner, site.slug, created.id)).toEqual({ title: oldTitle });
    expect((await collection.open(owner, site.slug, created.id)).publication).toMatchObject({ words: "Published", hasDraft: false });
    expect((await visit(site.slug, path)).html).toContain(oldTitle);
    await collection.save(owner, site.slug, created.id, kind.input(slug, newTitle, newWords));

    // Scheduled: nothing changes before its time; at its time the draft goes live.
    const at = new Date(Date.now() + 3_600_000);
    await publishing.schedule(owner, site.slug, created.id, at);
    expect((await collection.open(owner, site.slug, created.id)).publication?.words).toMatch(
      /^Scheduled for \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2}; visitors see the published version until then$/,
    );
    expect((await failure(publishing.schedule(owner, site.slug, created.id, new Date(Date.now() - 1000)))).field).toBe("publishAt");
    await publishDueItems(new Date(at.getTime() - 60_000));
    expect((await visit(site.slug, path)).html).not.toContain(newTitle);
    expect(await publishDueItems(new Date(at.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect((await visit(site.slug, path)).html).toContain(newTitle);
    expect((await visit(site.slug, "listed")).html).toContain(newTitle);
    expect(await found(site.id, newWords)).toEqual([path]);
    expect(await found(site.id, oldWords)).toEqual([]);
    expect((await collection.open(owner, site.slug, created.id)).publication).toMatchObject({ words: "Published", publishAt: null });
  });
});

describe("the live preview of events, news, jobs, team members and the theme", () => {
  it("renders the editor's unsaved values with the public views, for the site's editors only, writing nothing", async () => {
    const site = await createTestSite();
    const password = "walnut-harbor-7261";
    const owner = await person("Owner", password);
    await setMembership(site.id, owner.userId, "owner");
    const signedIn = await auth().api.signInEmail({ body: { email: owner.email, password }, asResponse: true });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    await insertPage(site.id, {
      path: "",
      title: "Home",
      description: "Welcome.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
Fresh bread daily.
            `,
          },
        },
      ],
    });

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
      for (const kind of KINDS) {
        const title = `Typed ${kind.noun} ${word()}`;
        // The form's values as the editor holds them: dates as the site's wall-clock time; a field left empty mid-edit.
        const values = {
          ...kind.input("typed", title, "rye"),
          ...(kind.key === "events" && { startsAt: "2030-05-01T18:00", endsAt: "2030-05-01T20:00", location: "" }),
        };
        const answer = await preview({ site: site.slug, kind: kind.key, values });
        expect(answer.status, kind.key).toBe(200);
        expect(answer.headers.get("cache-control")).toBe("no-store");
        const html = await answer.text();
        expect(html).toContain(title);
        expect(html).toContain("Preview of your unsaved changes");
        expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
        expect(html).not.toContain("application/ld+json");
        expect(await found(site.id, "rye")).toEqual([]);
        expect((await preview({ site: site.slug, kind: kind.key, values }, {})).status).toBe(404);
      }

      // Values no form sends are drawn as far as they go, or refused: never a 500.
      for (const values of [{ title: ["x"], startsAt: { a: 1 }, body: "nope", image: 5, slug: null }, "not an object", null]) {
        expect([200, 422]).toContain((await preview({ site: site.slug, kind: "events", values })).status);
      }

      // The theme: the home page in the unsaved colours; a colour typed halfway stays the saved one.
      const current = (await getSiteBySlug(site.slug))!;
      const theme = { ...current.theme, palette: { ...current.theme.palette, primary: "#1d4ed8", accent: "#12" } };
      const answer = await preview({ site: site.slug, kind: "theme", values: { name: current.name, settings: {}, theme } });
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain("Fresh bread daily.");
      expect(html).toContain("Preview of your unsaved theme");
      expect(html).toMatch(/--site-primary:\s*#1d4ed8/i);
      expect(html).toContain(current.theme.palette.accent);
      expect((await getSiteBySlug(site.slug))!.theme.palette.primary).toBe(current.theme.palette.primary);
      expect((await preview({ site: site.slug, kind: "theme", values: { theme } }, {})).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
