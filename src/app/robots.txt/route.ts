import { platformRobots } from "@/lib/robots";
import { absoluteUrl } from "@/server/origin";

export const dynamic = "force-dynamic";

export function GET() {
  return new Response(platformRobots(absoluteUrl("/sitemap.xml")), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
