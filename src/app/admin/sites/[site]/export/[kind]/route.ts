import { currentActor } from "@/modules/auth/session";
import { exportCsv } from "@/modules/inbox/export";
import { download } from "@/modules/inbox/http";

export const dynamic = "force-dynamic";

/** An inbox as CSV (messages, payments, bookings, gift-cards, subscribers, appointments), with the list's filters from the query string. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; kind: string }> }) {
  const { site, kind } = await params;
  return download(request, async () => {
    const { filename, body } = await exportCsv(await currentActor(), site, kind, Object.fromEntries(new URL(request.url).searchParams));
    return { filename, contentType: "text/csv; charset=utf-8", body };
  });
}
