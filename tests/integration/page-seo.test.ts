import { rmSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as shareJpgRoute } from "@/app/[site]/share.jpg/route";
import { versionOf } from "@/modules/admin/editable";
import { importImage } from "@/modules/media/service";
import { usesOf } from "@/modules/media/uses";
import type { MediaAsset } from "@/modules/media/queries";
import { pageEditor, publishPageFor } from "@/modules/pages/admin";
import { insertPage } from "@/modules/pages/service";
import { listSiteEntries } from "@/modules/routing/site-entries";
import { getSiteBySlug, type SiteId } from "@/modules/sites/queries";
import { db } from "@/server/db/client";
import { batch } from "@/server/db/write";
import { loadSiteSeed } from "@/modules/templates/load";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { member } from "../helpers/actors";
import { renderPath } from "../helpers/document";
import { body, createTestSite } from "../helpers/sites";

const dataDir = await vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([import("node:fs"), import("node:os"), import("node:path")]);
  const dir = mkdtempSync(join(tmpdir(), "mainstreet-page-seo-"));
  process.env.DATA_DIR = dir;
  return dir;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const page = (path: string, title: string, seo?: object) => ({
  path,
  title,
  description: `${title}: what we do.`,
  blocks: [{ type: "richText" as const, props: { doc: body } }],
  ...(seo && { seo }),
});

/** A wide picture: red on the left half, blue on the right, so a crop shows where it was cut. */
const halves = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#cc0000" } })
    .composite([{ input: { create: { width: 1000, height: 1000, channels: 3, background: "#0000cc" } }, left: 1000, top: 0 }])
    .jpeg()
    .toBuffer();

const html = async (slug: string, path: string) => (await renderPath(`/${slug}/${path}`))!.body.toString("utf8");
const ogImage = (source: string) => /<meta property="og:image" content="([^"]+)"/.exec(source)?.[1];
const sitemap = async (slug: string) => (await listSiteEntries((await getSiteBySlug(slug))!)).map((e) => e.path);
const shareJpg = (slug: string, path: string) =>
  shareJpgRoute(new Request(`http://localhost/${slug}/share.jpg?page=${path}`), { params: Promise.resolve({ site: slug }) });

let site: { id: SiteId; slug: string };
let picture: MediaAsset;

beforeAll(async () => {
  site = await createTestSite();
  picture = await importImage(site.id, { name: "storefront.jpg", bytes: new Uint8Array(await halves()), alt: "The shop front on Main Street" });
});

describe("a page's word to search engines and shared links", () => {
  it("shares the owner's picture, cut to 1200 x 630 around its focal point, once the draft that chose it is published", async () => {
    const owner = await member(site.id, "owner");
    const about = await insertPage(site.id, page("about", "About us"));
    expect(ogImage(await html(site.slug, "about"))).toContain("/share.png?page=about");

    const saved = await pageEditor.save(
      owner,
      site.slug,
      about.id,
      page("about", "About us", { shareImage: { asset: picture.id, focal: { x: 0.9, y: 0.5 } } }),
      { baseVersion: versionOf(about)! },
    );
    // A draft's picture is in use already (the library warns before deleting it), but visitors' links still show the drawn image.
    expect((await usesOf(db(), site.id, picture.id)).map((u) => u.label)).toEqual(['page "/about"']);
    expect(ogImage(await html(site.slug, "about"))).toContain("/share.png?page=about");

    await publishPageFor(owner, site.slug, about.id, versionOf(saved) ?? undefined);
    expect(ogImage(await html(site.slug, "about"))).toContain(`/${site.slug}/share.jpg?page=about`);
    const response = await shareJpg(site.slug, "about");
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const jpeg = sharp(Buffer.from(await response.arrayBuffer()));
    expect(await jpeg.metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
    // Focal point at 90% from the left: the crop is the picture's right end, all blue.
    const { dominant } = await jpeg.stats();
    expect(dominant.b).toBeGreaterThan(150);
    expect(dominant.r).toBeLessThan(80);
  });

  it("refuses a picture of another site's library", async () => {
    const owner = await member(site.id, "owner");
    const other = await createTestSite();
    const theirs = await importImage(other.id, { name: "theirs.jpg", bytes: new Uint8Array(await halves()), alt: "Another business" });
    const contact = await insertPage(site.id, page("contact", "Contact"));
    await expect(
      pageEditor.save(owner, site.slug, contact.id, page("contact", "Contact", { shareImage: { asset: theirs.id } }), { baseVersion: versionOf(contact)! }),
    ).rejects.toThrow(/not in this site's media library/);
  });

  it("keeps a hidden page out of search engines: noindex (links still followed), out of the sitemap, still open to visitors", async () => {
    const owner = await member(site.id, "owner");
    const thanks = await insertPage(site.id, page("thanks", "Thank you"));
    expect(await sitemap(site.slug)).toContain("thanks");

    const saved = await pageEditor.save(owner, site.slug, thanks.id, page("thanks", "Thank you", { hideFromSearch: true }), {
      baseVersion: versionOf(thanks)!,
    });
    await publishPageFor(owner, site.slug, thanks.id, versionOf(saved) ?? undefined);
    const source = await html(site.slug, "thanks");
    expect(source).toContain('<meta name="robots" content="noindex"/>');
    expect(source).toContain("Thank you");
    expect(await sitemap(site.slug)).not.toContain("thanks");
    // The other pages are as they were.
    expect(await html(site.slug, "about")).not.toContain('name="robots"');
  });

  it("loads the demo's thank-you pages and search pages out of search engines", async () => {
    const unlisted: Record<string, string[]> = {
      "clearpath-access": ["thank-you", "search"],
      "drycore-basements": ["thank-you", "virtual-assessment/thank-you"],
      "open-door-housing": ["thankyou"],
      "trailblazers-youth": ["search"],
    };
    for (const [slug, paths] of Object.entries(unlisted)) {
      // Its pages with their forms and search only: the pictures and the rest are not what this is about.
      const demo = DEMO_SITES.find((seed) => seed.slug === slug)!;
      const kept = (block: { type: string }) => block.type === "search" || JSON.stringify(block).includes('"successPath"');
      await batch(() =>
        loadSiteSeed({
          ...demo,
          pages: demo.pages.map((page) => ({ ...page, blocks: page.blocks.filter(kept) })),
          team: [],
          posts: [],
          products: [],
          events: [],
          news: [],
        }),
      );
      const listed = await sitemap(slug);
      expect(listed.length, slug).toBeGreaterThan(3);
      for (const path of paths) expect(listed, `${slug}/${path}`).not.toContain(path);
    }
  });
});
