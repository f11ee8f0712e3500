import { sitemapIndex } from "@/modules/routing/site-xml";

export const dynamic = "force-dynamic";

export function GET() {
  return sitemapIndex();
}
