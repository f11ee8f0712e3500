import type { Metadata } from "next";
import { headers } from "next/headers";
import { SiteNotFound } from "@/modules/routing/components/site-not-found";
import { pageHead, toMetadata } from "@/modules/routing/page-head";

/** A missing page's head, as the document renderer writes it, rather than the platform's title. */
export const metadata: Metadata = toMetadata(pageHead(null));

/** The site's own 404, inside its header and footer (the layout); the status is 404. */
export default async function NotFound() {
  // A not-found view is given no params; the server passes on the path asked for (edge/handler.ts).
  const asked = (await headers()).get("x-mainstreet-path") ?? "/";
  return <SiteNotFound siteSlug={new URL(asked, "http://localhost").pathname.split("/")[1] ?? ""} />;
}
