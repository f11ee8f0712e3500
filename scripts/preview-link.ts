/**
 * Prints signed preview links for a site's drafts index and each of its drafts:
 *   npx tsx scripts/preview-link.ts <site-slug>
 * Uses DATABASE_URL, or the running platform's embedded database under DATA_DIR.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const slug = process.argv[2];
if (!slug) {
  console.error("usage: scripts/preview-link.ts <site-slug>");
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
process.env.MAINSTREET_SECRET ??= readFileSync(path.join(dataDir, "secret"), "utf8").trim();
try {
  process.env.DATABASE_URL ??= readFileSync(path.join(dataDir, "database-url"), "utf8").trim();
} catch {
  console.error("Start the platform first (npm start), or set DATABASE_URL.");
  process.exit(2);
}
const { getSiteBySlug } = await import("@/modules/sites/queries");
const { listDraftPosts } = await import("@/modules/blog/queries");
const { createPreviewToken } = await import("@/modules/preview/tokens");
const { closeDb } = await import("@/server/db/client");
const site = await getSiteBySlug(slug);
if (!site?.mounts.posts) {
  console.error(`No site "${slug}" with a blog`);
  process.exit(1);
}
const base = `${process.env.PUBLIC_URL ?? "http://localhost:3000"}/${site.slug}/${site.mounts.posts}/drafts`;
console.log(`${base}?preview=${createPreviewToken(site.id, "drafts")}`);
for (const draft of await listDraftPosts(site.id)) console.log(`${base}/${draft.slug}?preview=${createPreviewToken(site.id, { draft: draft.slug })}`);
await closeDb();
process.exit(0);
