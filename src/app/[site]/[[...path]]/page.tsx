import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { env } from "@/server/env";
import { requestEditsSite } from "@/modules/auth/session";
import { loadRoute } from "@/modules/routing/load-route";
import { pageHead, toMetadata } from "@/modules/routing/page-head";
import { RouteBody } from "@/modules/routing/route-body";
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
