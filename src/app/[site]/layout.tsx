import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { SiteFrame } from "@/modules/routing/components/site-frame";
import { loadSite } from "@/modules/routing/load-route";

export const dynamic = "force-dynamic";

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const site = await loadSite(slug);
  // An unknown site, or a reserved segment, gets the platform's own 404.
  if (!site) notFound();
  return <SiteFrame site={site}>{children}</SiteFrame>;
}
