/**
 * Cache tags, as constants: every cached read names the tags it depends on,
 * and every write invalidates exactly the tags it affects.
 */
export const tags = {
  /** Everything one site shows: its settings, pages, collections. */
  site: (siteId: string) => `site:${siteId}`,
  /** The list of sites (the platform's directory, slug lookups). */
  sites: "sites",
  /** Which Host is which site's (custom domains): dropped by every change of a domain. */
  domains: "domains",
  /** Platform-wide settings. */
  platform: "platform",
} as const;
