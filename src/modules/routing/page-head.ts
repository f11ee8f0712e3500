import type { Metadata } from "next";
import type { CollectionRegistry } from "@/modules/collections/registry";
import { siteHref } from "@/lib/links";
import { siteUrl } from "@/modules/sites/urls";
import { publicOrigin } from "@/server/origin";
import type { Resolved } from "./load-route";
import { routeMeta } from "./route-meta";

/** What the platform's own pages say about themselves, and what a page without a description of its own says. */
export const PLATFORM_HEAD = { title: "Mainstreet", description: "Websites for small businesses and community organisations." };

/** The icon every page links, from public/. */
export const ICON = { url: "/icon.svg", type: "image/svg+xml" };

/**
 * The <head> of a site path, in the terms both of its renderers share: the
 * page route hands it to Next as Metadata (toMetadata), the document renderer
 * writes the same tags itself (edge/document/head.tsx). URLs are the site's
 * paths; both make them absolute against the public origin.
 */
export interface PageHead {
  title: string;
  /** A path the site lacks: Next marks any not-found noindex itself, ahead of the metadata. */
  notFound?: true;
  description?: string;
  robots?: "noindex" | "noindex, nofollow";
  canonical?: string;
  openGraph?: { title: string; description: string; siteName: string; type: "article" | "website"; url: string; image: ShareImage };
  /** The site's own favicon and touch icon (app/[site]/favicon.svg, touch-icon.png); the platform's otherwise. */
  icons?: { icon: string; apple: string };
  feed?: { url: string; title: string };
}

/** A page's share image: the owner's picture cut to size (app/[site]/share.jpg), or one drawn from its title in the site's colours (app/[site]/share.png). */
export interface ShareImage {
  url: string;
  width: 1200;
  height: 630;
  /** What the picture shows, for those who cannot see it. */
  alt: string;
}

export function pageHead(resolved: Resolved | null, registry?: CollectionRegistry): PageHead {
  if (resolved?.comingSoon) return { title: "Coming soon", notFound: true };
  if (!resolved?.route) return { title: "Page not found", notFound: true };
  const meta = routeMeta(resolved, registry);
  const { site } = resolved;
  const canonical = sitePath(site, resolved.path);
  return {
    title: meta.title,
    description: meta.description,
    robots: meta.noindex ? "noindex, nofollow" : meta.unlisted ? "noindex" : undefined,
    canonical: meta.noindex ? undefined : canonical,
    openGraph: {
      title: meta.title,
      description: meta.description,
      siteName: site.name,
      type: meta.article ? "article" : "website",
      url: canonical,
      image: { url: shareImagePath(resolved), width: 1200, height: 630, alt: shareImageAlt(resolved, meta.title) },
    },
    icons: { icon: siteHref(site.slug, "favicon.svg"), apple: siteHref(site.slug, "touch-icon.png") },
    feed: !meta.noindex && site.mounts.posts ? { url: sitePath(site, "feed.xml"), title: `${site.name} blog` } : undefined,
  };
}

/** Under the platform, a path its origin completes; for a site with its own domain, absolute on that domain. */
const sitePath = (site: Resolved["site"], path: string) => (site.domain ? siteUrl(site, path) : `/${site.slug}${path ? `/${path}` : ""}`);

/** The words of a share picture: the owner's own picture's alt text, or what the drawn one shows (the page's title over the site's name). */
function shareImageAlt({ site, route }: Resolved, title: string): string {
  const own = route?.kind === "page" ? route.page.seo.shareImage : undefined;
  if (own?.alt) return own.alt;
  return own ? `A picture from ${site.name}` : `${title}, ${site.name}`;
}

/** A page's share picture: the owner's own for the page when it has one (app/[site]/share.jpg), else one drawn from its title (share.png). */
export function shareImagePath({ site, path, route }: Resolved): string {
  const file = route?.kind === "page" && route.page.seo.shareImage ? "share.jpg" : "share.png";
  return `${sitePath(site, file)}?page=${encodeURIComponent(path)}`;
}

/** The metadata every page starts from (the root layout's). */
export function rootMetadata(): Metadata {
  return {
    // Canonical and Open Graph URLs are absolute against the configured origin, never the request's Host header.
    metadataBase: new URL(publicOrigin()),
    title: { default: PLATFORM_HEAD.title, template: "%s" },
    description: PLATFORM_HEAD.description,
    icons: { icon: ICON },
  };
}

export function toMetadata(head: PageHead): Metadata {
  return {
    title: head.title,
    // As the document renderer writes it: a description left undefined here would remove the root layout's.
    description: head.description ?? PLATFORM_HEAD.description,
    robots: head.robots && { index: false, follow: head.robots === "noindex" ? undefined : false },
    openGraph: head.openGraph && (({ image, ...og }) => ({ ...og, images: [image] }))(head.openGraph),
    // Only when there are some: an icons key, even undefined, would drop the root layout's icon.
    ...(head.icons && { icons: { icon: { url: head.icons.icon, type: "image/svg+xml" }, apple: head.icons.apple } }),
    alternates: head.canonical ? { canonical: head.canonical, ...(head.feed && { types: { "application/rss+xml": [head.feed] } }) } : undefined,
  };
}
