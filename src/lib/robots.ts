/**
 * robots.txt, for the platform's host and for a site's own domain. Crawlers
 * (Google's, and RFC 9309) take the longest matching rule, so `Disallow: /api/`
 * would close the pictures under /api/media/ and the calendar files under
 * /api/sites/; the longer Allow rules open them again. A platform path ends
 * at `$` or `/`: a site's slug may begin with "admin" or "login".
 */
const OPEN = ["Allow: /", "Allow: /api/media/", "Allow: /api/sites/*/events/"];

export function platformRobots(sitemap: string): string {
  return [
    "User-agent: *",
    ...OPEN,
    "Disallow: /admin$",
    "Disallow: /admin/",
    "Disallow: /login$",
    "Disallow: /login/",
    "Disallow: /api/",
    "Disallow: /contacts/",
    "Disallow: /checkout/",
    "Disallow: /*/blog/drafts",
    "",
    `Sitemap: ${sitemap}`,
    "",
  ].join("\n");
}

/** On a site's own domain its pages are at the root; the platform's paths there only redirect to the platform. */
export function domainRobots(sitemap: string): string {
  return ["User-agent: *", ...OPEN, "Disallow: /api/", "Disallow: /*/drafts", "", `Sitemap: ${sitemap}`, ""].join("\n");
}
