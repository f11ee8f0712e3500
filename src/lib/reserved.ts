/**
 * First path segments the platform keeps for itself: no site may take one as
 * its slug (enforced by a CHECK constraint too), and a request for one never
 * reaches a site.
 */
export const RESERVED_SLUGS = [
  "admin",
  "api",
  "checkout",
  "contacts",
  "credits",
  "login",
  "logout",
  "_next",
  "static",
  "robots.txt",
  "sitemap.xml",
  "favicon.ico",
  "manifest.webmanifest",
  "icon.svg",
] as const;

const reserved = new Set<string>(RESERVED_SLUGS);

export function isReservedSlug(segment: string): boolean {
  return reserved.has(segment.toLowerCase());
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
