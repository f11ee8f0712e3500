import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { siteRequestFor } from "@/edge/site-request";
import { env } from "@/server/env";
import { pageHead, toMetadata } from "@/modules/routing/page-head";
import { RouteBody } from "@/modules/routing/route-body";
import { ClientFault } from "./client-fault";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ site: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The route the edge resolved for this request (src/edge/site-request.ts), shared by the metadata and the page. */
async function resolve({ params, searchParams }: Props) {
  const [{ site, path = [] }, query] = await Promise.all([params, searchParams]);
  const preview = typeof query.preview === "string" ? query.preview : undefined;
  const request = await siteRequestFor(
    site,
    path.map((s) => decodeURIComponent(s)).join("/"),
    preview,
    async () => (await headers()).get("cookie") ?? undefined,
  );
  return { resolved: request?.resolved ?? null, query };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { resolved } = await resolve(props);
  return toMetadata(pageHead(resolved));
}

/**
 * A site path as Next renders it: for signed-in editors, previews, server
 * actions and pages with something interactive. Anonymous visitors of a page
 * without scripts get the same page from edge/document, without Next.
 */
export default async function SitePathPage(props: Props) {
  const { resolved, query } = await resolve(props);
  if (!resolved) notFound();

  // Test-only fault injection, to prove the error boundary (MAINSTREET_FAULT_INJECTION=1).
  if (env().MAINSTREET_FAULT_INJECTION === "1") {
    if (query.fault === "server") throw new Error("Injected server-side fault");
    if (query.fault === "client") return <ClientFault />;
  }
  return <RouteBody resolved={resolved} query={query} />;
}
