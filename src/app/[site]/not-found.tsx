import type { Metadata } from "next";
import { requestContext } from "@/server/request-context";
import { SiteNotFound } from "@/modules/routing/components/site-not-found";
import { pageHead, toMetadata } from "@/modules/routing/page-head";

/** A missing page's head, as the document renderer writes it, rather than the platform's title. */
export const metadata: Metadata = toMetadata(pageHead(null));

/** The site's own 404, inside its header and footer (the layout); the status is 404. */
export default function NotFound() {
  // A not-found view is given no params: the site is the one the edge resolved for this request (src/edge/site-request.ts).
  const context = requestContext();
  return <SiteNotFound siteSlug={context?.site?.slug ?? new URL(context?.asked ?? "/", "http://localhost").pathname.split("/")[1] ?? ""} />;
}
