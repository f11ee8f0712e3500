import { mediaResponse } from "@/modules/media/serve";

export const dynamic = "force-dynamic";

/** A site's image: /api/media/{site}/{assetId}.{ext} (the original) or /api/media/{site}/{assetId}-{width}.{avif|webp}. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; file: string }> }) {
  const { site, file } = await params;
  return mediaResponse(site, file, request);
}
