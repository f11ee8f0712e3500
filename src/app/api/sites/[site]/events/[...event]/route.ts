import { icsFor } from "@/lib/ics";
import { urls } from "@/lib/urls";
import { getEvent } from "@/modules/events/queries";
import { getOrganization } from "@/modules/organizations/queries";
import { loadSite } from "@/modules/routing/load-route";
import { siteBase } from "@/lib/links";
import { siteUrl } from "@/modules/sites/urls";

export const dynamic = "force-dynamic";

/** An event as an .ics file: /api/sites/{site}/events/[{organization}/]{slug}.ics */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string; event: string[] }> }) {
  const { site: slug, event: parts } = await params;
  const site = await loadSite(slug);
  const last = parts.at(-1) ?? "";
  if (!site || site.status !== "active" || parts.length > 2 || !last.endsWith(".ics")) return new Response("Not found", { status: 404 });
  const eventSlug = last.slice(0, -4);
  const organization = parts.length === 2 ? await getOrganization(site.id, parts[0]!) : null;
  if (parts.length === 2 && !organization) return new Response("Not found", { status: 404 });
  const event = await getEvent(site.id, eventSlug, organization?.id ?? null);
  const path = event && urls.event(site, event);
  if (!event || !path) return new Response("Not found", { status: 404 });
  const body = icsFor({
    uid: `${site.slug}/${event.organization ?? "-"}/${event.slug}@mainstreet`,
    title: event.title,
    description: event.summary,
    location: event.location,
    url: siteUrl(site, path.slice(siteBase(site.slug).length)),
    startsAt: event.startsAt,
    endsAt: event.endsAt,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${event.slug}.ics"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
