import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { currentSiteRequest } from "@/edge/site-request";
import { requestEditsSite } from "@/modules/auth/session";
import { SiteFrame } from "@/modules/routing/components/site-frame";
import { loadSite } from "@/modules/routing/load-route";

export const dynamic = "force-dynamic";

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  // The site as the edge resolved it for this request (src/edge/site-request.ts), who is asking included.
  const request = currentSiteRequest(slug);
  const site = request?.resolved.site ?? (await loadSite(slug));
  // An unknown site, or a reserved segment, gets the platform's own 404.
  if (!site) notFound();
  // A site not yet launched is its editors' alone (the page answers 404: routing/load-route.ts).
  const comingSoon = request ? Boolean(request.resolved.comingSoon) : !site.launched && !(await requestEditsSite(await headers(), slug));
  return (
    <SiteFrame site={site} comingSoon={comingSoon}>
      {children}
    </SiteFrame>
  );
}
