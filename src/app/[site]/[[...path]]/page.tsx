import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { env } from "@/server/env";
import { requestEditsSite } from "@/modules/auth/session";
import { loadRoute } from "@/modules/routing/load-route";
import { routeMeta } from "@/modules/routing/route-meta";
import { RouteView } from "@/modules/routing/route-view";
import { listSiteEntries } from "@/modules/routing/site-entries";
import { jsonLdScript, structuredData } from "@/modules/routing/structured-data";
import { SiteNotFound } from "../site-not-found";
import { findReference } from "@/modules/forms/queries";
import { ClientFault } from "./client-fault";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ site: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function resolve({ params, searchParams }: Props) {
  const [{ site, path = [] }, query] = await Promise.all([params, searchParams]);
  const preview = typeof query.preview === "string" ? query.preview : undefined;
  const resolved = await loadRoute(site, path.map((s) => decodeURIComponent(s)).join("/"), preview, await requestEditsSite(await headers(), site));
  return { resolved, query };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { resolved } = await resolve(props);
  if (!resolved?.route) return { title: "Page not found", robots: { index: false } };
  const meta = routeMeta(resolved);
  const canonical = `/${resolved.site.slug}${resolved.path ? `/${resolved.path}` : ""}`;
  return {
    title: meta.title,
    description: meta.description,
    robots: meta.noindex ? { index: false, follow: false } : undefined,
    openGraph: { title: meta.title, description: meta.description, siteName: resolved.site.name, type: resolved.route.kind === "post" || resolved.route.kind === "newsItem" ? "article" : "website", url: canonical },
    alternates: meta.noindex
      ? undefined
      : { canonical, ...(resolved.site.mounts.posts && { types: { "application/rss+xml": [{ url: `/${resolved.site.slug}/feed.xml`, title: `${resolved.site.name} blog` }] } }) },
  };
}

export default async function SitePathPage(props: Props) {
  const { resolved, query } = await resolve(props);
  if (!resolved) notFound();
  // Rendered here rather than through notFound(): see modules/routing/status.ts, which sets the 404 status.
  if (!resolved.route) return <SiteNotFound />;

  // Test-only fault injection, to prove the error boundary (MAINSTREET_FAULT_INJECTION=1).
  if (env().MAINSTREET_FAULT_INJECTION === "1") {
    if (query.fault === "server") throw new Error("Injected server-side fault");
    if (query.fault === "client") return <ClientFault />;
  }

  const jsonLd = structuredData(resolved, await listSiteEntries(resolved.site));
  // A thank-you page reached from a form shows the visitor's reference, if it is one of this site's.
  const reference = typeof query.ref === "string" ? await findReference(resolved.site.id, query.ref) : null;
  return (
    <>
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
      ))}
      {reference && (
        <p role="status" className="bg-primary px-4 py-3 text-center font-semibold text-on-primary">
          Received. Your reference number is {reference}.
        </p>
      )}
      <RouteView site={resolved.site} route={resolved.route} query={query} />
    </>
  );
}
