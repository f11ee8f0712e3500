import { isIP } from "node:net";
import type { IncomingMessage, ServerResponse } from "node:http";
import { setSiteBaseHook } from "@/lib/links";
import { domainRobots } from "@/lib/robots";
import { ISLANDS_PATH } from "@/islands/assets";
import { hasSessionCookie } from "@/modules/auth/session";
import { platformHost, unsafeSiteOfHost } from "@/modules/sites/domains";
import { getSiteBySlug } from "@/modules/sites/queries";
import { ownAnswerHeaders } from "@/server/csp";
import { isDatabaseUnavailable } from "@/server/db/health";
import { env } from "@/server/env";
import { publicOrigin } from "@/server/origin";
import { requestContext } from "@/server/request-context";

/**
 * Custom domains at the edge: which site a request's Host is, before
 * anything else looks at the request. A site's verified domain is served at
 * its root: `/menu` on copperkettle.example is answered as `/copper-kettle/menu`
 * is (the request's address is rewritten, the request context says so, and
 * the site's links are drawn without the prefix). The admin, sign-in and a
 * contact's page stay on the platform's own host, so its session cookie is
 * never sent to a tenant's domain. A Host that is neither the platform's
 * nor a verified domain gets a plain 404 (when PUBLIC_URL names the
 * platform's host; without it, any other Host is the platform's).
 */
export interface SiteHost {
  /** The Host, lowercase, without its port. */
  domain: string;
  /** The site it is a domain of. */
  slug: string;
}

declare module "@/server/request-context" {
  interface RequestContext {
    /** Set when the request came by a site's own domain. */
    siteHost?: SiteHost;
  }
}

// Site links drawn while answering a site's own domain start at its root (lib/links.ts).
setSiteBaseHook((slug) => (requestContext()?.siteHost?.slug === slug ? "" : null));

/** The request's Host, lowercase, without port or trailing dot ("" when it sent none). */
export function hostOf(req: IncomingMessage): string {
  const host = (req.headers.host ?? "").trim().toLowerCase();
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.replace(/:\d*$/, "");
  return name.replace(/\.$/, "");
}

/** A Host that is the platform's without asking the database: its own (PUBLIC_URL's), localhost, an IP address, none. */
export function isPlatformHost(host: string): boolean {
  return !host || host === platformHost() || host === "localhost" || host.endsWith(".localhost") || isIP(host.replace(/^\[|\]$/g, "")) !== 0;
}

/** First segments that belong to the platform, not to a site: on a site's domain they are sent to the platform's host. */
const PLATFORM_ONLY = new Set(["admin", "login", "contacts", "checkout", "api"]);
/**
 * What passes through on a site's domain as it is: the build's files, the islands' scripts and the
 * site's stylesheet, the theme fonts, the site's media and calendar files, its forms' plain posts,
 * and a browser's held checkouts (their cookies are the domain's own).
 */
const PASSED = ["/_next/", ISLANDS_PATH, "/api/fonts/", "/api/media/", "/api/sites/", "/api/health", "/checkout/held/"];

/**
 * Routes a request by its Host. Answers it (a redirect, a 404) and resolves null, or resolves with the site whose
 * domain it came by (its address rewritten to the site's prefix), or with
 * undefined for the platform's own host.
 */
export async function routeHost(req: IncomingMessage, res: ServerResponse, host: string): Promise<SiteHost | undefined | null> {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (isPlatformHost(host)) return undefined;
  const entry = await siteOfHost(host);
  if (!entry || entry.status !== "verified") {
    if (!entry && !env().PUBLIC_URL) return undefined;
    plain(res, 404, "No site answers at this address.\n");
    return null;
  }
  const method = req.method ?? "GET";
  const reading = method === "GET" || method === "HEAD";
  if (entry.primary && entry.primary !== host && reading) {
    moved(res, 301, `https://${entry.primary}${url.pathname}${url.search}`);
    return null;
  }
  const siteHost: SiteHost = { domain: host, slug: entry.slug };
  if (PASSED.some((prefix) => url.pathname.startsWith(prefix))) return siteHost;
  const first = url.pathname.split("/")[1] ?? "";
  if (PLATFORM_ONLY.has(first)) {
    moved(res, 302, `${publicOrigin()}${url.pathname}${url.search}`);
    return null;
  }
  const prefix = `/${entry.slug}`;
  if (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) {
    // A link drawn with the prefix (a form's redirect): its address on the domain. A post is answered where it was sent.
    if (!reading) return siteHost;
    // One leading slash, whatever came: `//elsewhere` would be another site's address.
    moved(res, 301, `/${url.pathname.slice(prefix.length).replace(/^\/+/, "")}${url.search}`);
    return null;
  }
  if (url.pathname === "/robots.txt") {
    plain(res, 200, domainRobots(`https://${host}/sitemap.xml`), "public, max-age=3600");
    return null;
  }
  req.url = `${prefix}${url.pathname === "/" ? "" : url.pathname}${url.search}`;
  return siteHost;
}

/** The last answer for each host, for while the database is away: a site's domain keeps being served from its kept pages, stale. */
const lastKnown = new Map<string, Awaited<ReturnType<typeof unsafeSiteOfHost>>>();
const LAST_KNOWN_HOSTS = 10_000;

async function siteOfHost(host: string): ReturnType<typeof unsafeSiteOfHost> {
  try {
    const entry = await unsafeSiteOfHost(host);
    if (lastKnown.size >= LAST_KNOWN_HOSTS && !lastKnown.has(host)) lastKnown.delete(lastKnown.keys().next().value!);
    lastKnown.set(host, entry);
    return entry;
  } catch (error) {
    if (isDatabaseUnavailable(error) && lastKnown.has(host)) return lastKnown.get(host)!;
    throw error;
  }
}

/**
 * On the platform's own host, a GET of a site's prefix address answers 301
 * to the site's primary domain, when it has one, except to a signed-in
 * visitor. True when it answered.
 */
export async function redirectToDomain(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  // The site's own people, signed in on this host, go on seeing it here (drafts, a site not yet launched): their session stays on this host.
  if (hasSessionCookie(new Headers({ cookie: String(req.headers.cookie ?? "") }))) return false;
  const [, slug, ...rest] = url.pathname.split("/");
  if (!slug || slug.startsWith("_") || PLATFORM_ONLY.has(slug)) return false;
  const site = await getSiteBySlug(slug);
  if (!site?.domain) return false;
  // Private: the same address answers a signed-in visitor with the page, so a CDN in front must not keep the redirect for everyone.
  moved(res, 301, `https://${site.domain}/${rest.join("/")}${url.search}`, "private, max-age=300");
  return true;
}

function plain(res: ServerResponse, status: number, body: string, cacheControl = "no-store"): void {
  res.writeHead(status, { ...ownAnswerHeaders(), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl });
  res.end(body);
}

function moved(res: ServerResponse, status: 301 | 302, location: string, cacheControl = status === 301 ? "public, max-age=300" : "no-store"): void {
  res.writeHead(status, { Location: location, "Cache-Control": cacheControl }).end();
}
