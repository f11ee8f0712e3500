import Link from "next/link";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, Notice, Panel } from "@/modules/admin/components/ui";
import { listAudit } from "@/modules/audit/service";
import { roleAllows } from "@/modules/auth/access";
import { launchSiteAction } from "@/modules/launch/actions";
import { LaunchPanel } from "@/modules/launch/components/launch-panel";
import { launchChecklist } from "@/modules/launch/service";
import { formatWhen } from "@/modules/admin/components/ui";

export const metadata = { title: "Overview" };

const DENIED: Record<string, string> = {
  inbox: "Only the site's owners read what visitors send.",
  site: "Only the site's owners change its settings, people and trash.",
};

export default async function SiteOverview({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<{ denied?: string }> }) {
  const { site: slug } = await params;
  const { denied } = await searchParams;
  const { site, role } = await pageAccess(slug, "content", `/admin/sites/${slug}`);
  const recent = roleAllows(role, "site") ? await listAudit({ siteId: site.id, limit: 8 }) : [];
  const base = `/admin/sites/${site.slug}`;
  return (
    <>
      <AdminHeading title={site.name} lead={`You are ${role === "operator" ? "an operator" : `this site's ${role}`}.`} />
      {denied && <Notice tone="error">{DENIED[denied] ?? "Your role does not include that."}</Notice>}
      {!site.launched && (
        <Panel title="Before you launch" id="launch">
          <LaunchPanel action={launchSiteAction.bind(null, site.slug)} items={await launchChecklist(site)} canLaunch={roleAllows(role, "site")} />
        </Panel>
      )}
      <Panel title="Keep the site current" id="current">
        <ul className="grid gap-2 sm:grid-cols-2">
          <li>
            <Link className="underline" href={`${base}/pages`}>Edit a page</Link>
          </li>
          <li>
            <Link className="underline" href={`${base}/posts`}>Write or publish a blog post</Link>
          </li>
          <li>
            <Link className="underline" href={`${base}/content`}>Events, news, jobs, team and more</Link>
          </li>
          <li>
            <Link className="underline" href={`${base}/media`}>Upload an image</Link>
          </li>
        </ul>
      </Panel>
      {recent.length > 0 && (
        <Panel title="Recent changes" id="recent">
          <ul className="space-y-1 text-sm">
            {recent.map((line) => (
              <li key={line.id}>
                <span className="text-muted">{formatWhen(line.createdAt)}</span> · {line.actorEmail} · {line.summary}
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  );
}
