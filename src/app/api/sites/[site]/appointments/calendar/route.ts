import { icsFor } from "@/lib/ics";
import { checksOut, managePath } from "@/modules/appointments/links";
import { appointmentByReference } from "@/modules/appointments/service";
import { loadSite } from "@/modules/routing/load-route";
import { absoluteUrl } from "@/server/origin";

export const dynamic = "force-dynamic";

/** A customer's appointment as an .ics file, by the signed link on their result and in their mail. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const site = await loadSite(slug);
  const url = new URL(request.url);
  const reference = url.searchParams.get("appointment") ?? "";
  if (!site || site.status !== "active" || !checksOut(site.id, reference, url.searchParams.get("check") ?? ""))
    return new Response("Not found", { status: 404 });
  const view = await appointmentByReference(site.id, reference).catch(() => null);
  if (!view || view.status === "cancelled") return new Response("Not found", { status: 404 });
  const body = icsFor({
    uid: `${site.slug}/appointment/${view.reference}@mainstreet`,
    title: `${view.service} with ${view.person} (${site.name})`,
    description: `Reference ${view.reference}. ${site.settings.contact.phone ? `To change it, call ${site.settings.contact.phone} or use the link.` : "To change it, use the link."}`,
    location: view.where ?? "",
    url: absoluteUrl(managePath(site.slug, view.pagePath, site.id, view.reference)),
    startsAt: view.startsAt,
    endsAt: view.endsAt,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${view.reference}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
