import { sign, verify } from "@/server/secret";
import type { SiteId } from "@/modules/sites/queries";

/**
 * Signed preview links: `?preview=<expires>.<signature>`, valid for one site
 * and one subject (a draft post's slug, a page's draft by the page's id, an
 * event's, news item's, job's or team member's saved version by its id, or
 * "drafts" for the drafts index) until the expiry. Anyone holding the link
 * sees what it names and nothing else.
 */
const DEFAULT_TTL_SECONDS = 7 * 24 * 3600;

/** A draft post by its slug, a page or a collection item (an event, a news item, a job, a team member) by its id, or the drafts index. */
export type PreviewSubject = { draft: string } | { page: string } | { item: string } | "drafts";

function message(siteId: SiteId, subject: PreviewSubject, expires: number): string {
  const what =
    subject === "drafts" ? "drafts" : "page" in subject ? `page:${subject.page}` : "item" in subject ? `item:${subject.item}` : `draft:${subject.draft}`;
  return `preview:${siteId}:${what}:${expires}`;
}

export function createPreviewToken(siteId: SiteId, subject: PreviewSubject, ttlSeconds = DEFAULT_TTL_SECONDS, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return `${expires}.${sign(message(siteId, subject, expires))}`;
}

export function checkPreviewToken(siteId: SiteId, subject: PreviewSubject, token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 < now) return false;
  return verify(message(siteId, subject, expires), match[2]!);
}
