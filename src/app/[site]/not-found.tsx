"use client";

import { useParams } from "next/navigation";
import { SiteNotFound } from "@/modules/routing/components/site-not-found";

/** The site's own 404, inside its header and footer (the layout); the status is 404. */
export default function NotFound() {
  const { site } = useParams<{ site: string }>();
  return <SiteNotFound siteSlug={site} />;
}
