import type { IncomingHttpHeaders } from "node:http";
import { isReservedSlug } from "@/lib/reserved";

/**
 * What a request says about a page view, read from its headers alone: pure
 * functions, so the rules are unit-tested and the hot path stays cheap.
 */

/** Crawlers, link unfurlers, monitors, headless browsers and tools: never counted. */
const BOT =
  /bot|crawl|spider|slurp|scrap|fetch|preview|monitor|uptime|headless|lighthouse|pagespeed|curl|wget|python|java\/|go-http|okhttp|axios|node|undici|libwww|httpclient|facebookexternalhit|embedly|whatsapp|telegram|discord|skype|bing|yandex|baidu|semrush|ahrefs|petal|gptbot|claude|perplexity|autocannon/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 20 || BOT.test(userAgent);
}

/** A page fetched ahead of a click (browser prefetch or prerender, Next's router): not a view until the visitor goes there. */
export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = `${headers["sec-purpose"] ?? ""}${headers.purpose ?? ""}${headers["x-purpose"] ?? ""}${headers["x-moz"] ?? ""}`;
  return purpose.includes("prefetch") || purpose.includes("prerender") || purpose.includes("preview") || headers["next-router-prefetch"] !== undefined;
}

export type Device = "phone" | "tablet" | "desktop";

export function deviceClass(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "phone";
  return "desktop";
}

/** The site and the path inside it of a public page's address, or null for anything that is not a site's page (the platform's own paths, files, feeds). */
export function sitePage(pathname: string): { slug: string; path: string } | null {
  const second = pathname.indexOf("/", 1);
  const slug = second === -1 ? pathname.slice(1) : pathname.slice(1, second);
  if (!slug || isReservedSlug(slug)) return null;
  const rest = second === -1 ? "" : pathname.slice(second + 1).replace(/\/+$/, "");
  // A file (sitemap.xml, feed.xml, an .ics) is not a page view.
  if (rest.slice(rest.lastIndexOf("/") + 1).includes(".")) return null;
  let path: string;
  try {
    path = `/${decodeURIComponent(rest)}`;
  } catch {
    return null;
  }
  return { slug: slug.toLowerCase(), path: path.slice(0, 300) };
}

/** The referring site's host (without "www."), or null when there is none or it is this platform itself. */
export function referrerHost(referer: string | undefined, ownHost: string | undefined): string | null {
  if (!referer) return null;
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (!host || host === (ownHost ?? "").toLowerCase().replace(/:\d+$/, "")) return null;
  return host.replace(/^www\./, "").slice(0, 200);
}

/** A utm_* value as an owner would want it grouped: trimmed, lower-cased, bounded. */
export function utm(value: string | null): string | null {
  const cleaned = value?.trim().toLowerCase().slice(0, 100);
  return cleaned || null;
}

/** A two-letter country code from a trusted proxy's header (ANALYTICS_COUNTRY_HEADER), or null. */
export function countryCode(value: string | string[] | undefined): string | null {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : null;
}
