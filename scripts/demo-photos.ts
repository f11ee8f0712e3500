/**
 * Rebuilds src/demo/images/photos/ from the Debian packages named in
 * src/demo/images/photos.ts, so anyone can see where each photograph came from:
 *   npx tsx scripts/demo-photos.ts
 * It fetches each package with `apt-get download` (run `apt-get update` first),
 * unpacks it into a temporary folder with `dpkg-deb -x`, and writes each chosen
 * file at most 1600 px on its long side as a JPEG of quality 80, with no metadata.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { DEMO_PHOTOS, photoFile } from "@/demo/images/photos";

const LONG_SIDE = 1600;
const imagesDir = path.resolve(import.meta.dirname, "../src/demo/images");
const work = mkdtempSync(path.join(tmpdir(), "demo-photos-"));

try {
  const packages = [...new Set(DEMO_PHOTOS.map((p) => p.pkg))];
  for (const pkg of packages) {
    execFileSync("apt-get", ["download", pkg], { cwd: work, stdio: "inherit" });
    const deb = readdirSync(work).find((f) => f.startsWith(`${pkg}_`) && f.endsWith(".deb"));
    if (!deb) throw new Error(`apt-get download ${pkg} left no .deb`);
    execFileSync("dpkg-deb", ["-x", deb, pkg], { cwd: work });
  }
  mkdirSync(path.join(imagesDir, "photos"), { recursive: true });
  let total = 0;
  for (const photo of DEMO_PHOTOS) {
    const out = path.join(imagesDir, photoFile(photo.key));
    await sharp(path.join(work, photo.pkg, photo.path), { limitInputPixels: false })
      .rotate()
      .resize(LONG_SIDE, LONG_SIDE, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(out);
    const size = statSync(out).size;
    total += size;
    console.log(`${photoFile(photo.key)}  ${Math.round(size / 1024)} KB  <- ${photo.pkg}:${photo.path}`);
  }
  console.log(`${DEMO_PHOTOS.length} photos, ${(total / 1024 / 1024).toFixed(1)} MB`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
