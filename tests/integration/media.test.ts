import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/media/[site]/[file]/route";
import { tags } from "@/server/cache/tags";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { localStorage, type FileStorage } from "@/server/storage";
import { listAudit } from "@/modules/audit/service";
import type { Actor, SiteRole } from "@/modules/auth/access";
import { ensureUser, setMembership } from "@/modules/auth/service";
import { getMedia, usableImage, type MediaAsset } from "@/modules/media/queries";
import { deleteMedia, setAlt, uploadImages } from "@/modules/media/service";
import { mediaUrl } from "@/modules/media/urls";
import { savePage } from "@/modules/pages/service";
import type { SiteId } from "@/modules/sites/queries";
import { createTestSite } from "../helpers/sites";

// Uploads go to a folder of this test's own; set before anything reads the environment.
const dataDir = await vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([import("node:fs"), import("node:os"), import("node:path")]);
  const dir = mkdtempSync(join(tmpdir(), "mainstreet-media-"));
  process.env.DATA_DIR = dir;
  return dir;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function person(siteId: SiteId, role: SiteRole): Promise<Actor> {
  const email = `${role}-${randomBytes(4).toString("hex")}@example.com`;
  const user = await ensureUser({ email, name: role });
  await setMembership(siteId, user.id, role);
  return { userId: user.id, email, name: role, isOperator: false };
}

/** A 1000 × 700 PNG that says it must be turned a quarter (EXIF orientation 6), with camera metadata. */
let made = 0;
/** Each call a different green, so that no two uploads are the same file (which the library stores once). */
const sideways = () =>
  sharp({ create: { width: 1000, height: 700, channels: 3, background: { r: 34, g: 170, b: made++ % 256 } } })
    .png()
    .withMetadata({ orientation: 6, exif: { IFD0: { Artist: "Ada Baker", Copyright: "secret" } } })
    .toBuffer();

const serve = (siteSlug: string, file: string, headers: HeadersInit = {}) =>
  GET(new Request(`http://localhost/api/media/${siteSlug}/${file}`, { headers }), { params: Promise.resolve({ site: siteSlug, file }) });

/** The file name of a media address, without its version query. */
const fileOf = (url: string) => new URL(url, "http://localhost").pathname.split("/").at(-1)!;
const storedNames = (asset: MediaAsset) => [asset.storedName, ...Object.values(asset.variants).flatMap((w) => Object.values(w))];
const exists = (name: string) =>
  localStorage.get(name).then(
    () => true,
    () => false,
  );

let site: { id: SiteId; slug: string };
let other: { id: SiteId; slug: string };
let owner: Actor;
let editor: Actor;
let otherOwner: Actor;
let asset: MediaAsset;

beforeAll(async () => {
  site = await createTestSite();
  other = await createTestSite();
  owner = await person(site.id, "owner");
  editor = await person(site.id, "editor");
  otherOwner = await person(other.id, "owner");
  [asset] = (await uploadImages(editor, site.slug, [{ name: "C:\\photos\\shop front.png", bytes: await sideways() }])) as [MediaAsset];
});

describe("uploading images", () => {
  it("turns the image upright, strips its metadata and makes AVIF and WebP variants no wider than it", async () => {
    expect(await sharp(await sideways()).metadata()).toMatchObject({ width: 1000, height: 700, orientation: 6, exif: expect.any(Buffer) });
    expect(asset).toMatchObject({ originalName: "shop front.png", contentType: "image/png", width: 700, height: 1000, alt: null });
    expect(Object.keys(asset.variants).sort()).toEqual(["avif", "webp"]);
    for (const format of ["avif", "webp"] as const) {
      expect(
        Object.keys(asset.variants[format]!)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([320, 640, 700]);
      for (const [width, name] of Object.entries(asset.variants[format]!)) {
        const meta = await sharp(await localStorage.get(name)).metadata();
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
        expect(meta.width).toBe(Number(width));
        expect(meta.width).toBeLessThanOrEqual(700);
        expect(meta.exif).toBeUndefined();
      }
    }
    const original = await localStorage.get(asset.storedName);
    expect(original.length).toBe(asset.size);
    const meta = await sharp(original).metadata();
    expect(meta).toMatchObject({ format: "png", width: 700, height: 1000 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect((await listAudit({ siteId: site.id, action: "media.upload" })).map((l) => l.entityId)).toContain(asset.id);
  });

  it("refuses what is not an image by its bytes, or is too large, and keeps nothing", async () => {
    const before = (await db().select().from(schema.mediaAssets).where(eq(schema.mediaAssets.siteId, site.id))).length;
    await expect(uploadImages(owner, site.slug, [{ name: "notes.png", bytes: new TextEncoder().encode("just some text, honestly") }])).rejects.toMatchObject({
      code: "bad_input",
      field: "files",
      userMessage: '"notes.png" is not a JPEG, PNG, WebP, AVIF or GIF image.',
    });
    const huge = new Uint8Array(15 * 1024 * 1024 + 1);
    huge.set(await sideways());
    await expect(uploadImages(owner, site.slug, [{ name: "huge.png", bytes: huge }])).rejects.toMatchObject({
      code: "bad_input",
      userMessage: '"huge.png" is larger than 15 MB. Please make it smaller.',
    });
    await expect(uploadImages(owner, site.slug, [])).rejects.toMatchObject({ code: "bad_input" });
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, bytes: huge.subarray(0, 100) }));
    await expect(uploadImages(owner, site.slug, six)).rejects.toMatchObject({ code: "bad_input", userMessage: "Upload at most 5 images at a time." });
    expect(await db().select().from(schema.mediaAssets).where(eq(schema.mediaAssets.siteId, site.id))).toHaveLength(before);
  });

  it("removes the files it stored when a later file of the same upload fails", async () => {
    const put: string[] = [];
    const counting: FileStorage = { ...localStorage, put: async (bytes, extension) => (put.push(await localStorage.put(bytes, extension)), put.at(-1)!) };
    const broken = new Uint8Array([...(await sideways()).subarray(0, 64), ...randomBytes(500)]);
    await expect(
      uploadImages(
        owner,
        site.slug,
        [
          { name: "good.png", bytes: await sideways() },
          { name: "broken.png", bytes: broken },
        ],
        counting,
      ),
    ).rejects.toMatchObject({
      code: "bad_input",
      userMessage: expect.stringContaining('"broken.png" could not be read as an image'),
    });
    expect(put.length).toBeGreaterThan(0);
    for (const name of put) expect(await exists(name)).toBe(false);
  });

  it("refuses an image over 40 megapixels before decoding it", async () => {
    const big = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: "#000" } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(uploadImages(owner, site.slug, [{ name: "big.png", bytes: big }])).rejects.toMatchObject({
      code: "bad_input",
      userMessage: expect.stringContaining("40 megapixels"),
    });
  });

  it("asks a signed-out visitor to sign in, and treats another site's owner as a stranger", async () => {
    const bytes = await sideways();
    await expect(uploadImages(null, site.slug, [{ name: "a.png", bytes }])).rejects.toMatchObject({ code: "unauthorized" });
    await expect(uploadImages(otherOwner, site.slug, [{ name: "a.png", bytes }])).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("alt text", () => {
  it("makes an image usable only once it has alt text, and refuses a poor one", async () => {
    const [fresh] = (await uploadImages(owner, site.slug, [{ name: "cake.png", bytes: await sideways() }])) as [MediaAsset];
    expect(await usableImage(site.id, fresh.id)).toBeNull();
    for (const alt of ["", "   ", "x".repeat(251), "IMG_2041.jpg"]) {
      await expect(setAlt(editor, site.slug, fresh.id, alt)).rejects.toMatchObject({ code: "bad_input", field: "alt" });
    }
    await setAlt(editor, site.slug, fresh.id, "  A three-tier lemon cake on the counter  ");
    expect(await usableImage(site.id, fresh.id)).toMatchObject({ id: fresh.id, alt: "A three-tier lemon cake on the counter" });
    expect(await usableImage(other.id, fresh.id)).toBeNull();
    expect(await usableImage(site.id, "not-a-uuid")).toBeNull();
    expect((await listAudit({ siteId: site.id, action: "media.alt" })).map((l) => l.entityId)).toContain(fresh.id);
  });

  it("answers not found for another site's owner, a malformed id and an unknown one; unauthorized when signed out", async () => {
    await expect(setAlt(otherOwner, site.slug, asset.id, "A shop front")).rejects.toMatchObject({ code: "not_found" });
    await expect(setAlt(otherOwner, other.slug, asset.id, "A shop front")).rejects.toMatchObject({ code: "not_found" });
    await expect(setAlt(owner, site.slug, "1; drop table media_assets", "A shop front")).rejects.toMatchObject({ code: "not_found" });
    await expect(setAlt(owner, site.slug, "00000000-0000-4000-8000-000000000000", "A shop front")).rejects.toMatchObject({ code: "not_found" });
    await expect(setAlt(null, site.slug, asset.id, "A shop front")).rejects.toMatchObject({ code: "unauthorized" });
    expect((await getMedia(site.id, asset.id))!.alt).toBeNull();
  });
});

describe("serving", () => {
  it("sends the bytes with their type, a year's immutable caching, an ETag and nosniff", async () => {
    const url = mediaUrl(site.slug, asset, 640, "avif");
    const response = await serve(site.slug, fileOf(url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(await localStorage.get(asset.variants.avif!["640"]!))).toBe(true);
    expect((await serve(site.slug, fileOf(url), { "If-None-Match": etag })).status).toBe(304);

    const original = await serve(site.slug, fileOf(mediaUrl(site.slug, asset)));
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/png");
  });

  it("answers 404 for another site's prefix, a size or type never made, and nonsense", async () => {
    const file = fileOf(mediaUrl(site.slug, asset, 320));
    expect((await serve(other.slug, file)).status).toBe(404);
    expect((await serve("no-such-site", file)).status).toBe(404);
    for (const bad of [`${asset.id}-1600.webp`, `${asset.id}-320.png`, `${asset.id}.jpg`, "nope.png", `${asset.id}-320.webp.gz`])
      expect((await serve(site.slug, bad)).status).toBe(404);
  });

  it("serves nothing of a suspended site", async () => {
    const paused = await createTestSite();
    const someone = await person(paused.id, "editor");
    const [image] = (await uploadImages(someone, paused.slug, [{ name: "a.png", bytes: await sideways() }])) as [MediaAsset];
    const file = fileOf(mediaUrl(paused.slug, image, 320));
    expect((await serve(paused.slug, file)).status).toBe(200);
    await write([tags.sites], (tx) => tx.update(schema.sites).set({ status: "suspended" }).where(eq(schema.sites.id, paused.id)));
    expect((await serve(paused.slug, file)).status).toBe(404);
  });
});

describe("deleting", () => {
  it("refuses while a page shows the image, saying where", async () => {
    const [used] = (await uploadImages(owner, site.slug, [{ name: "used.png", bytes: await sideways() }])) as [MediaAsset];
    await savePage(site.id, {
      path: "gallery",
      title: "Gallery",
      description: "Our cakes.",
      blocks: [{ type: "linkList", props: { items: [{ title: "The shop", href: mediaUrl(site.slug, used, 640) }] } }],
    });
    await expect(deleteMedia(owner, site.slug, used.id)).rejects.toMatchObject({ code: "conflict", userMessage: expect.stringContaining('page "/gallery"') });
    expect(await getMedia(site.id, used.id)).not.toBeNull();
  });

  it("is not found for another site's owner or a malformed id, unauthorized when signed out", async () => {
    await expect(deleteMedia(otherOwner, site.slug, asset.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(deleteMedia(otherOwner, other.slug, asset.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(deleteMedia(owner, site.slug, "../../etc/passwd")).rejects.toMatchObject({ code: "not_found" });
    await expect(deleteMedia(null, site.slug, asset.id)).rejects.toMatchObject({ code: "unauthorized" });
    expect(await getMedia(site.id, asset.id)).not.toBeNull();
  });

  it("removes the row, every file and the public URL, and writes an audit line", async () => {
    const [doomed] = (await uploadImages(editor, site.slug, [{ name: "doomed.png", bytes: await sideways() }])) as [MediaAsset];
    const file = fileOf(mediaUrl(site.slug, doomed, 320));
    expect((await serve(site.slug, file)).status).toBe(200);
    for (const name of storedNames(doomed)) expect(await exists(name)).toBe(true);
    await deleteMedia(editor, site.slug, doomed.id);
    expect(
      await db()
        .select()
        .from(schema.mediaAssets)
        .where(and(eq(schema.mediaAssets.siteId, site.id), eq(schema.mediaAssets.id, doomed.id))),
    ).toEqual([]);
    for (const name of storedNames(doomed)) expect(await exists(name)).toBe(false);
    expect((await serve(site.slug, file)).status).toBe(404);
    expect((await listAudit({ siteId: site.id, action: "media.delete" })).map((l) => l.entityId)).toContain(doomed.id);
  });
});
