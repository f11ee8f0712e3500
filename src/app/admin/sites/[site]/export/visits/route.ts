import { currentActor } from "@/modules/auth/session";
import { overviewCsv } from "@/modules/dashboard/overview";
import { parsePeriod } from "@/modules/dashboard/period";
import { download } from "@/modules/inbox/http";

export const dynamic = "force-dynamic";

/** The overview's visits and conversions for a period (?period=today|7d|30d|90d) as CSV. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  const period = parsePeriod(new URL(request.url).searchParams.get("period") ?? undefined);
  return download(request, async () => {
    const { filename, body } = await overviewCsv(await currentActor(), site, period);
    return { filename, contentType: "text/csv; charset=utf-8", body };
  });
}
