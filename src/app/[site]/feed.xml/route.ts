import { siteFeed } from "@/modules/routing/site-xml";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  return siteFeed((await params).site);
}
