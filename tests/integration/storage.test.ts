import { rmSync } from "node:fs";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db, schema } from "@/server/db/client";
import { isMissing, localStorage, MissingFile, s3Settings, s3Storage, type FileStorage } from "@/server/storage";
import type { Env } from "@/server/env";
import type { Actor } from "@/modules/auth/access";
import { writeSiteExport, type SiteExport } from "@/modules/console/export";
import { mediaResponse } from "@/modules/media/serve";
import { uploadImages } from "@/modules/media/service";
import { mediaUrl } from "@/modules/media/urls";
import type { SiteId } from "@/modules/sites/queries";
import { member } from "../helpers/actors";
import { BUCKET, startLocalS3, type LocalS3 } from "../helpers/s3";
import { createTestSite } from "../helpers/sites";

/**
 * One contract, both adapters: the local folder under DATA_DIR and S3 (a
 * local s3rver behind a proxy that can make it slow or refuse writes).
 */
const dataDir = await vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([import("node:fs"), import("node:os"), import("node:path")]);
  const dir = mkdtempSync(join(tmpdir(), "mainstreet-storage-"));
  process.env.DATA_DIR = dir;
  return dir;
});

let s3: LocalS3;
let site: { id: SiteId; slug: string };
let owner: Actor;
beforeAll(async () => {
  s3 = await startLocalS3();
  site = await createTestSite();
  owner = await member(site.id, "owner");
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const png = (background = "#2a6") =>
  sharp({ create: { width: 700, height: 500, channels: 3, background } })
    .png()
    .toBuffer();
const serve = (file: string, storage: FileStorage, headers: HeadersInit = {}) =>
  mediaResponse(site.slug, file, new Request(`http://localhost/api/media/${site.slug}/${file}`, { headers }), storage);
/** The file name of a media address, without its version query. */
const fileOf = (url: string) => new URL(url, "http://localhost").pathname.split("/").at(-1)!;
const rowsOfSite = async () => (await db().select({ id: schema.mediaAssets.id }).from(schema.mediaAssets).where(eq(schema.mediaAssets.siteId, site.id))).length;

/** Refuses every write after the first `allowed`, the way each store fails: a full disk, an S3 500. */
function breakWrites(kind: "local" | "s3", storage: FileStorage, allowed: number): { storage: FileStorage; mend: () => void } {
  if (kind === "s3") {
    let writes = 0;
    const original = storage.put.bind(storage);
    return {
      storage: { ...storage, put: async (bytes, extension) => ((s3.faults.failPuts = ++writes > allowed), original(bytes, extension)) },
      mend: () => (s3.faults.failPuts = false),
    };
  }
  let writes = 0;
  const full = Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
  return {
    storage: { ...storage, put: async (bytes, extension) => (++writes > allowed ? Promise.reject(full) : storage.put(bytes, extension)) },
    mend: () => {},
  };
}

describe.each([
  ["local", () => localStorage],
  ["s3", () => s3Storage(s3.settings())],
] as const)("file storage: %s", (kind, make) => {
  it("stores under a fresh name, reads it back, removes it; a missing file is MissingFile, a removed missing one no error", async () => {
    const storage = make();
    const name = await storage.put(new TextEncoder().encode("hello"), "txt");
    expect(name).toMatch(/^[a-f0-9]{32}\.txt$/);
    expect((await storage.get(name)).toString()).toBe("hello");
    await storage.remove(name);
    const missing = await storage.get(name).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(MissingFile);
    expect(isMissing(missing)).toBe(true);
    await expect(storage.remove(name)).resolves.toBeUndefined();
    await expect(storage.get("../secret")).rejects.toThrow("bad file name");
  });

  it("serves an uploaded image's variants with immutable caching and its ETag, and 404 once the file is gone", async () => {
    const storage = make();
    // Bytes of each kind's own: identical uploads are stored once per site, and would be found in the other storage.
    const [asset] = await uploadImages(owner, site.slug, [{ name: "front.png", bytes: await png(kind === "s3" ? "#26a" : "#2a6") }], storage);
    const file = fileOf(mediaUrl(site.slug, asset!, 320));
    const response = await serve(file, storage);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(320);
    expect((await serve(file, storage, { "If-None-Match": response.headers.get("etag")! })).status).toBe(304);

    await storage.remove(asset!.variants.webp![320]!);
    const gone = await serve(file, storage);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBe("no-store");
  });

  it("commits no record without its files: a write that fails refuses the upload and removes what was stored", async () => {
    const before = await rowsOfSite();
    const stored: string[] = [];
    const broken = breakWrites(kind, make(), 3);
    const recording: FileStorage = {
      ...broken.storage,
      put: async (bytes, extension) => (stored.push(await broken.storage.put(bytes, extension)), stored.at(-1)!),
    };
    try {
      await expect(uploadImages(owner, site.slug, [{ name: "a.png", bytes: await png("#a62") }], recording)).rejects.toThrow();
    } finally {
      broken.mend();
    }
    expect(stored).toHaveLength(3);
    expect(await rowsOfSite()).toBe(before);
    for (const name of stored) await expect(make().get(name)).rejects.toBeInstanceOf(MissingFile);
  });

  it("keeps a deleted site's export once, never overwriting it", async () => {
    const storage = make();
    const document: SiteExport = {
      format: "mainstreet-site-export",
      version: 1,
      exportedAt: new Date().toISOString(),
      site: { slug: "gone" },
      tables: { pages: [{ path: "" }] },
    };
    const where = await writeSiteExport(`gone-${kind}`, document, storage);
    await expect(writeSiteExport(`gone-${kind}`, document, storage)).rejects.toThrow();
    const text =
      kind === "local"
        ? (await import("node:fs/promises")).readFile(where, "utf8")
        : new S3Client({ ...s3.settings(), requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" })
            .send(new GetObjectCommand({ Bucket: BUCKET, Key: where.replace(`s3://${BUCKET}/`, "") }))
            .then((o) => o.Body!.transformToString());
    expect(JSON.parse(await text)).toMatchObject({ site: { slug: "gone" }, tables: { pages: [{ path: "" }] } });
    if (kind === "s3") expect(where).toMatch(new RegExp(`^s3://${BUCKET}/tenant-files/exports/gone-s3-`));
  });
});

describe("S3 only", () => {
  it("waits out a slow store, and answers 503 (never a cached 404) when it is slower than S3_TIMEOUT_MS", async () => {
    const storage = s3Storage(s3.settings({ timeoutMs: 1_000 }));
    const [asset] = await uploadImages(owner, site.slug, [{ name: "slow.png", bytes: await png("#26a") }], storage);
    const file = fileOf(mediaUrl(site.slug, asset!, 320, "avif"));
    try {
      s3.faults.getDelayMs = 400;
      expect((await serve(file, storage)).status).toBe(200);
      s3.faults.getDelayMs = 5_000;
      const started = Date.now();
      const slow = await serve(file, storage);
      expect(Date.now() - started).toBeLessThan(2_500);
      expect(slow.status).toBe(503);
      expect(slow.headers.get("cache-control")).toBe("no-store");
      expect(slow.headers.get("retry-after")).toBe("5");
    } finally {
      s3.faults.getDelayMs = 0;
    }
    expect((await serve(file, storage)).status).toBe(200);
  });

  it("redirects to a signed address when S3_SIGNED_URL_SECONDS is set; the store answers with the same immutable caching", async () => {
    const storage = s3Storage(s3.settings({ signedUrlSeconds: 600 }));
    const [asset] = await uploadImages(owner, site.slug, [{ name: "signed.png", bytes: await png("#a26") }], storage);
    const response = await serve(fileOf(mediaUrl(site.slug, asset!, 640)), storage);
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toContain("X-Amz-Signature=");
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(fetched.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).width).toBe(640);
    // (s3rver does not check V4 signatures, so a tampered address is not tested here; AWS and MinIO refuse one.)
  });

  it("reads its settings from STORAGE_URL or S3_*, STORAGE_URL first", () => {
    const base = { S3_TIMEOUT_MS: 10_000, S3_SIGNED_URL_SECONDS: 0 } as Env;
    expect(s3Settings(base)).toBeNull();
    expect(s3Settings({ ...base, STORAGE_URL: "s3://AK:S%2FK@files/mainstreet?endpoint=http://minio:9000&region=eu-west-1" })).toMatchObject({
      bucket: "files",
      prefix: "mainstreet/",
      region: "eu-west-1",
      endpoint: "http://minio:9000",
      credentials: { accessKeyId: "AK", secretAccessKey: "S/K" },
      forcePathStyle: true,
    });
    expect(s3Settings({ ...base, S3_BUCKET: "b", S3_REGION: "us-west-2" })).toMatchObject({
      bucket: "b",
      prefix: "",
      region: "us-west-2",
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });
});
