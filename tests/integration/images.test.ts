import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db, schema } from "@/server/db/client";
import type { Actor } from "@/modules/auth/access";
import { ensureUser, setMembership } from "@/modules/auth/service";
import { getMedia, type MediaAsset } from "@/modules/media/queries";
import { deleteMedia, setAlt, uploadImages } from "@/modules/media/service";
import { usesOf } from "@/modules/media/uses";
import { savePage } from "@/modules/pages/service";
import { savePost } from "@/modules/blog/service";
import { GET as feedRoute } from "@/app/[site]/feed.xml/route";
import type { SiteId } from "@/modules/sites/queries";
import { body, createTestSite } from "../helpers/sites";
import { renderPath } from "../helpers/document";

const dataDir = await vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([import("node:fs"), import("node:os"), import("node:path")]);
  const dir = mkdtempSync(join(tmpdir(), "mainstreet-images-"));
  process.env.DATA_DIR = dir;
  return dir;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const html = async (path: string) => (await renderPath(path))!.body.toString("utf8");

const feedOf = (slug: string) => feedRoute(new Request(`http://localhost/${slug}/feed.xml`), { params: Promise.resolve({ site: slug }) });

let shade = 0;
/** A 1200 × 800 photograph stand-in, a different colour each call. */
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: shade++ % 256 } } })
    .jpeg()
    .toBuffer();

async function ownerOf(siteId: SiteId): Promise<Actor> {
  const email = `owner-${randomBytes(4).toString("hex")}@example.com`;
  const user = await ensureUser({ email, name: "Owner" });
  await setMembership(siteId, user.id, "owner");
  return { userId: user.id, email, name: "Owner", isOperator: false };
}

let site: { id: SiteId; slug: string };
let other: { id: SiteId; slug: string };
let owner: Actor;
let described: MediaAsset;
let foreign: MediaAsset;

beforeAll(async () => {
  site = await createTestSite();
  other = await createTestSite();
  owner = await ownerOf(site.id);
  [described] = (await uploadImages(owner, site.slug, [{ name: "storefront.jpg", bytes: await photo() }])) as [MediaAsset];
  await setAlt(owner, site.slug, described.id, "The bakery's green storefront at dawn");
  [foreign] = (await uploadImages(await ownerOf(other.id), other.slug, [{ name: "theirs.jpg", bytes: await photo() }])) as [MediaAsset];
  await setAlt(await ownerOf(other.id), other.slug, foreign.id, "Another shop");
});

const heroWith = (image: Record<string, unknown>, variant: "split" | "fullBleed" = "split") => [
  { type: "hero" as const, props: { variant, heading: "Fresh bread daily", image: image as { asset: string } } },
];

describe("an image field", () => {
  it("renders a hero's picture: AVIF and WebP srcsets, width and height, the asset's alt, fetched first, its colour underneath", async () => {
    await savePage(site.id, { path: "", title: "Home", description: "Bread.", blocks: heroWith({ asset: described.id, focal: { x: 0.25, y: 0.5 } }) });
    const text = await html(`/${site.slug}`);
    const picture = /<picture>.*?<\/picture>/s.exec(text)?.[0] ?? "";
    expect(picture).toMatch(
      new RegExp(
        `<source type="image/avif" srcSet="/api/media/${site.slug}/${described.id}-320\\.avif\\?v=\\w+ 320w, [^"]*-1200\\.avif\\?v=\\w+ 1200w" sizes="[^"]+"/>`,
      ),
    );
    expect(picture).toContain('type="image/webp"');
    expect(picture).toContain('alt="The bakery&#x27;s green storefront at dawn"');
    expect(picture).toContain('width="1200" height="800"');
    expect(picture).toContain('fetchPriority="high"');
    expect(picture).toContain('loading="eager"');
    expect(picture).toMatch(/style="background-color:#[0-9a-f]{6};object-position:25% 50%"/);
    expect(await usesOf(db(), site.id, described.id)).toEqual([{ label: 'page "/"', href: null }]);
  });

  it("is lazy below the first block, and takes this use's own alt text over the asset's", async () => {
    await savePage(site.id, {
      path: "about",
      title: "About",
      description: "Us.",
      blocks: [
        { type: "richText", props: { doc: body } },
        { type: "split", props: { heading: "Our oven", body, image: { asset: described.id, alt: "Loaves cooling in the window" } } },
      ],
    });
    const text = await html(`/${site.slug}/about`);
    expect(text).toContain('alt="Loaves cooling in the window"');
    expect(text).toContain('loading="lazy"');
    expect(text).not.toContain("fetchPriority");
  });

  it("has empty alt only when the owner chose decorative, and refuses an undescribed image otherwise", async () => {
    const [bare] = (await uploadImages(owner, site.slug, [{ name: "texture.jpg", bytes: await photo() }])) as [MediaAsset];
    await expect(savePage(site.id, { path: "texture", title: "Texture", description: "T.", blocks: heroWith({ asset: bare.id }) })).rejects.toMatchObject({
      code: "bad_input",
      userMessage: expect.stringContaining("or mark it as decorative"),
    });
    await expect(
      savePage(site.id, { path: "texture", title: "Texture", description: "T.", blocks: heroWith({ asset: bare.id, alt: "  " }) }),
    ).rejects.toMatchObject({ code: "bad_input" });
    await savePage(site.id, { path: "texture", title: "Texture", description: "T.", blocks: heroWith({ asset: bare.id, decorative: true }, "fullBleed") });
    expect(await html(`/${site.slug}/texture`)).toMatch(/<img src="[^"]+" alt=""/);
  });

  it("refuses another site's image: the save says so, and the database refuses the use itself", async () => {
    await expect(savePage(site.id, { path: "stolen", title: "Stolen", description: "S.", blocks: heroWith({ asset: foreign.id }) })).rejects.toMatchObject({
      code: "bad_input",
      userMessage: expect.stringContaining("not in this site's media library"),
    });
    await expect(db().insert(schema.mediaUses).values({ siteId: site.id, assetId: foreign.id, owner: "page:x", label: "x" })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "23503", constraint: "media_uses_asset" }),
    });
  });

  it("keeps an image in use from being deleted, saying where, until the page stops using it", async () => {
    const [used] = (await uploadImages(owner, site.slug, [{ name: "oven.jpg", bytes: await photo() }])) as [MediaAsset];
    await savePage(site.id, { path: "oven", title: "Oven", description: "O.", blocks: heroWith({ asset: used.id, decorative: true }) });
    await expect(deleteMedia(owner, site.slug, used.id)).rejects.toMatchObject({ code: "conflict", userMessage: expect.stringContaining('page "/oven"') });
    await savePage(site.id, { path: "oven", title: "Oven", description: "O.", blocks: [{ type: "richText", props: { doc: body } }] });
    await deleteMedia(owner, site.slug, used.id);
    expect(await getMedia(site.id, used.id)).toBeNull();
  });
});

describe("a blog post's cover", () => {
  it("shows on the post, in its card and in the feed, and is recorded as a use", async () => {
    await savePost(site.id, {
      slug: "new-oven",
      title: "Our new oven",
      excerpt: "It arrived.",
      body,
      cover: { asset: described.id },
      status: "published",
      publishedAt: new Date(Date.now() - 60_000),
    });
    const post = await html(`/${site.slug}/blog/new-oven`);
    expect(post).toMatch(/<img [^>]*alt="The bakery&#x27;s green storefront at dawn"[^>]*fetchPriority="high"/);
    await savePage(site.id, {
      path: "news",
      title: "News",
      description: "N.",
      blocks: [
        { type: "richText", props: { doc: body } },
        { type: "postList", props: {} },
      ],
    });
    expect(await html(`/${site.slug}/news`)).toMatch(new RegExp(`<picture>.*${described.id}-320\\.avif.*</picture>`, "s"));
    const feed = await (await feedOf(site.slug)).text();
    expect(feed).toMatch(
      new RegExp(
        `<media:content url="https?://[^"]+/api/media/${site.slug}/${described.id}-1024\\.webp\\?v=\\w+" medium="image" type="image/webp"><media:description>The bakery&apos;s green storefront at dawn</media:description></media:content>`,
      ),
    );
    expect((await usesOf(db(), site.id, described.id)).map((use) => use.label)).toContain('blog post "Our new oven"');
  });
});

describe("uploading", () => {
  it("stores the same file once: a second upload is the image already in the library", async () => {
    const bytes = await photo();
    const [first] = (await uploadImages(owner, site.slug, [{ name: "a.jpg", bytes }])) as [MediaAsset];
    const [again] = (await uploadImages(owner, site.slug, [{ name: "copy of a.jpg", bytes }])) as [MediaAsset];
    expect(again.id).toBe(first.id);
    expect(first.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("gives a logo with see-through pixels no placeholder colour, which would stay painted behind them", async () => {
    const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><text x="20" y="120" font-size="80" fill="#1b2a4a">LOGO</text></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const [asset] = (await uploadImages(owner, site.slug, [{ name: "logo.png", bytes: logo }])) as [MediaAsset];
    expect(asset.dominantColor).toBeNull();
    await savePage(site.id, {
      path: "partners",
      title: "Partners",
      description: "P.",
      blocks: [{ type: "logoCloud", props: { logos: [{ name: "Partner", image: { asset: asset.id, alt: "Our partner's logo" } }] } }],
    });
    const page = await html(`/${site.slug}/partners`);
    expect(page).toContain('alt="Our partner&#x27;s logo"');
    expect(page).not.toMatch(/alt="Our partner&#x27;s logo"[^>]*background-color/);
  });
});
