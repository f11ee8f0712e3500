import Link from "next/link";
import { formatCount } from "@/lib/format";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, ButtonLink, Cell, formatWhen, Notice, Panel, Table } from "@/modules/admin/components/ui";
import { listAudit } from "@/modules/audit/service";
import { roleAllows } from "@/modules/auth/access";
import { siteAttention } from "@/modules/dashboard/attention";
import { dayBesideDayBefore } from "@/modules/dashboard/days";
import { YesterdayPanel } from "@/modules/dashboard/components/yesterday";
import { FiguresTable } from "@/modules/dashboard/components/figures-table";
import { per100 } from "@/modules/dashboard/components/format";
import { NeedsYou } from "@/modules/dashboard/components/needs-you";
import { VisitsChart } from "@/modules/dashboard/components/visits-chart";
import { siteOverview } from "@/modules/dashboard/overview";
import { parsePeriod, periodWords, PERIODS, type Period } from "@/modules/dashboard/period";
import { shortDay } from "@/modules/dashboard/components/format";
import { launchSiteAction } from "@/modules/launch/actions";
import { LaunchPanel } from "@/modules/launch/components/launch-panel";
import { launchChecklist } from "@/modules/launch/service";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Overview" };

const DENIED: Record<string, string> = {
  inbox: "Only the site's owners read what visitors send.",
  site: "Only the site's owners change its settings, people and trash.",
};

/** The site's first screen: what needs the owner, and who visited and what they did (counted without cookies: server/analytics). */
export default async function SiteOverview({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ denied?: string; period?: string }>;
}) {
  const { site: slug } = await params;
  const { denied, period: asked } = await searchParams;
  const { site, role } = await pageAccess(slug, "content", `/admin/sites/${slug}`);
  const zone = zoneOf(site);
  const period = parsePeriod(asked);
  const owner = roleAllows(role, "inbox");
  const [overview, attention, recent, days] = await Promise.all([
    siteOverview(site.id, period),
    owner ? siteAttention(site.id) : null,
    roleAllows(role, "site") ? listAudit({ siteId: site.id, limit: 8 }) : [],
    owner ? dayBesideDayBefore(site.id, zone) : null,
  ]);
  const base = `/admin/sites/${site.slug}`;
  const { traffic } = overview;
  const label = PERIODS[period].label;
  const { from, to } = overview.before.range;
  const comparedWith = from === to ? `the day before (${shortDay(from)})` : `the ${PERIODS[period].days} days before (${shortDay(from)} to ${shortDay(to)})`;
  return (
    <>
      <AdminHeading title={site.name} lead={`You are ${role === "operator" ? "an operator" : `this site's ${role}`}.`} />
      {denied && <Notice tone="error">{DENIED[denied] ?? "Your role does not include that."}</Notice>}
      {!site.launched && (
        <Panel title="Before you launch" id="launch">
          <LaunchPanel action={launchSiteAction.bind(null, site.slug)} items={await launchChecklist(site)} canLaunch={roleAllows(role, "site")} />
        </Panel>
      )}
      <div className="grid gap-x-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {attention && (
          <div className="lg:col-start-2 lg:row-start-1">
            <NeedsYou base={base} attention={attention} />
          </div>
        )}
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {days && <YesterdayPanel base={base} {...days} />}
          <Panel title="Visitors" id="visitors">
            <nav aria-label="Period" className="mb-4 flex flex-wrap gap-2">
              {(Object.keys(PERIODS) as Period[]).map((p) => (
                <Link
                  key={p}
                  href={`${base}?period=${p}`}
                  aria-current={p === period ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-medium no-underline ${p === period ? "border-primary bg-primary text-on-primary" : "border-line bg-page text-ink hover:bg-surface"}`}
                >
                  {PERIODS[p].label}
                </Link>
              ))}
            </nav>
            <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[
                ["Visitors", formatCount(traffic.visitors), formatCount(overview.before.visitors)],
                ["Views", formatCount(traffic.views), formatCount(overview.before.views)],
                ["Conversions", String(overview.conversions), String(overview.before.conversions)],
                ["Per 100 visitors", per100(overview.rate), per100(overview.before.visitors ? overview.before.conversions / overview.before.visitors : null)],
              ].map(([term, value, before]) => (
                <div key={term} className="rounded-md border border-line p-3">
                  <dt className="text-sm text-muted">{term}</dt>
                  <dd className="text-2xl font-bold">{value}</dd>
                  <dd className="text-sm text-muted">was {before}</dd>
                </div>
              ))}
            </dl>
            <p className="mb-4 text-sm text-muted">&ldquo;Was&rdquo;: {comparedWith}.</p>
            <VisitsChart series={traffic.series} title={`Visitors and views, ${periodWords(period)}`} />
            <p className="text-sm text-muted">
              Counted by the server without cookies: a visitor is one browser on one day, and nothing that identifies anyone is kept.{" "}
              <a href={`${base}/export/visits?period=${period}`} className="underline">
                Download these figures (CSV)
              </a>
            </p>
          </Panel>
          <Panel title="Conversions by page" id="conversions">
            {overview.byPage.length ? (
              <div className="[&_td]:whitespace-nowrap [&_th]:whitespace-nowrap">
                <Table caption={`Conversions by page, ${label}`} head={["Page", "What", "Conversions", "Visitors", "Per 100 visitors"]}>
                  {overview.byPage.map((p) => (
                    <tr key={p.page}>
                      <Cell>{p.page}</Cell>
                      <Cell>{p.labels.map(kindLabel).join(", ")}</Cell>
                      <Cell>{p.conversions}</Cell>
                      <Cell>{p.visitors}</Cell>
                      <Cell>{per100(p.rate)}</Cell>
                    </tr>
                  ))}
                </Table>
              </div>
            ) : (
              <p className="text-sm text-muted">No form sent, booking made or payment taken in this period.</p>
            )}
          </Panel>
          <Panel title="Top pages" id="pages">
            <FiguresTable caption={`Top pages, ${label}`} head="Page" figures={traffic.pages} empty="No visits counted in this period yet." />
          </Panel>
          <div className="grid gap-x-6 xl:grid-cols-2">
            <Panel title="Where visitors came from" id="referrers">
              <FiguresTable
                caption={`Referring sites, ${label}`}
                head="Site"
                figures={traffic.referrers}
                empty="No visitor came from another site in this period."
              />
            </Panel>
            <Panel title="Campaigns" id="campaigns">
              <FiguresTable
                caption={`Campaigns, ${label}`}
                head="Campaign"
                figures={traffic.campaigns}
                empty="No link with a utm_campaign was followed in this period."
              />
            </Panel>
            <Panel title="Devices" id="devices">
              <FiguresTable caption={`Devices, ${label}`} head="Device" figures={traffic.devices} empty="No visits counted in this period yet." />
            </Panel>
          </div>
          <Panel title="Keep the site current" id="current">
            <div className="flex flex-wrap gap-2">
              <ButtonLink href={`${base}/pages`}>Edit a page</ButtonLink>
              <ButtonLink href={`${base}/posts`}>Write or publish a blog post</ButtonLink>
              <ButtonLink href={`${base}/content`}>Events, news, jobs, team and more</ButtonLink>
              <ButtonLink href={`${base}/media`}>Upload an image</ButtonLink>
            </div>
          </Panel>
          {recent.length > 0 && (
            <Panel title="Recent changes" id="recent">
              <ul className="space-y-1 text-sm">
                {recent.map((line) => (
                  <li key={line.id}>
                    <span className="text-muted">{formatWhen(line.createdAt, zone)}</span> · {line.actorEmail} · {line.summary}
                  </li>
                ))}
              </ul>
            </Panel>
          )}
        </div>
      </div>
    </>
  );
}

const KINDS: Record<string, string> = {
  booking: "Booking",
  donation: "Donation",
  order: "Shop order",
  pickup_order: "Order for pickup",
  gift_card: "Gift card",
  bill: "Bill payment",
  application_fee: "Application fee",
  appointment: "Appointment",
};
const kindLabel = (label: string) => KINDS[label] ?? label;
