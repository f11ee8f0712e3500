import Link from "next/link";
import { redirect } from "next/navigation";
import { formatCount } from "@/lib/format";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, Panel, StatusBadge, buttonClass } from "@/modules/admin/components/ui";
import { sitesOf } from "@/modules/auth/access";
import { actorOrSignIn } from "@/modules/auth/session";
import { setWeeklySummaryAction } from "@/modules/dashboard/actions";
import { yesterdayOfOwnedSites, type DayBesideDayBefore } from "@/modules/dashboard/days";
import { money } from "@/modules/dashboard/components/format";
import { wantsWeeklySummary } from "@/modules/dashboard/weekly";
import { answerInvitationAction } from "@/modules/people/actions";
import { invitationsOf } from "@/modules/people/queries";

export const metadata = { title: "Your sites" };

/**
 * The sites one works on, each owned one with yesterday's figures. Signing in
 * lands here with `landing`: one who works on a single site and has no
 * invitation to answer goes straight on to its overview.
 */
export default async function AdminHome({ searchParams }: { searchParams: Promise<{ saved?: string; landing?: string }> }) {
  const actor = await actorOrSignIn("/admin");
  const [sites, weekly, invitations, { saved, landing }, yesterday] = await Promise.all([
    sitesOf(actor),
    wantsWeeklySummary(actor.userId),
    invitationsOf(actor.userId),
    searchParams,
    yesterdayOfOwnedSites(actor),
  ]);
  if (landing !== undefined) redirect(sites.length === 1 && !invitations.length && !actor.isOperator ? `/admin/sites/${sites[0]!.slug}` : "/admin");
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <AdminHeading title="Your sites" lead={actor.isOperator ? "As an operator you work on every site." : `Signed in as ${actor.name}.`} />
      {invitations.length > 0 && (
        <Panel title="Invitations" id="invitations">
          <ul className="space-y-4">
            {invitations.map((invitation) => (
              <li key={invitation.siteId}>
                <p>
                  {invitation.invitedBy} invited you to work on <strong>{invitation.siteName}</strong> (/{invitation.siteSlug}) as{" "}
                  {invitation.role === "owner" ? "an owner" : "an editor"}.
                </p>
                <div className="mt-2 flex flex-wrap gap-3">
                  <ActionForm action={answerInvitationAction.bind(null, invitation.siteSlug, true)} label={`Accept the invitation to ${invitation.siteName}`}>
                    <button type="submit" className={buttonClass("primary")}>
                      Accept<span className="sr-only"> the invitation to {invitation.siteName}</span>
                    </button>
                  </ActionForm>
                  <ActionForm action={answerInvitationAction.bind(null, invitation.siteSlug, false)} label={`Decline the invitation to ${invitation.siteName}`}>
                    <button type="submit" className={buttonClass("secondary")}>
                      Decline<span className="sr-only"> the invitation to {invitation.siteName}</span>
                    </button>
                  </ActionForm>
                </div>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {sites.length === 0 ? (
        <Panel>
          <p>You have no sites yet. Ask the site&apos;s owner or the platform operator to invite you.</p>
        </Panel>
      ) : (
        <ul className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {sites.map((site) => (
            <li key={site.slug} className="rounded-lg border border-line bg-page p-4 shadow-sm">
              <Link href={`/admin/sites/${site.slug}`} className="text-lg font-semibold text-primary underline">
                {site.name}
              </Link>
              <p className="mt-1 text-sm text-muted">
                /{site.slug} · {site.kind}
              </p>
              <p className="mt-2 flex gap-2">
                <StatusBadge>{site.role}</StatusBadge>
                {site.status === "suspended" && <StatusBadge tone="bad">suspended</StatusBadge>}
              </p>
              {yesterday.has(site.slug) && <SiteYesterday days={yesterday.get(site.slug)!} />}
            </li>
          ))}
        </ul>
      )}
      <Panel title="Your account" id="account">
        <form action={setWeeklySummaryAction} className="mb-4 flex flex-wrap items-center gap-3">
          <div className="flex min-h-11 items-center gap-2">
            <input id="weekly" name="weekly" type="checkbox" defaultChecked={weekly} className="h-5 w-5" aria-describedby="weekly-hint" />
            <label htmlFor="weekly" className="font-medium">
              Weekly summary by mail
            </label>
          </div>
          <p id="weekly-hint" className="basis-full text-sm text-muted">
            Each Monday, for the sites you own: last week&apos;s visitors, most visited page, messages, bookings and anything that failed.
          </p>
          <button type="submit" className="min-h-11 rounded-md border border-line px-4 font-medium hover:bg-surface">
            Save
          </button>
          {saved === "summary" && (
            <p role="status" className="text-sm font-medium text-green-900">
              {weekly ? "You will get the weekly summary." : "You will not get the weekly summary."}
            </p>
          )}
        </form>
        <form method="post" action="/api/auth/sign-out" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="scope" value="everywhere" />
          <button type="submit" className="min-h-11 rounded-md border border-line px-4 font-medium hover:bg-surface">
            Sign out on every device
          </button>
          <Link href="/login/forgot" className="text-sm underline">
            Change your password
          </Link>
        </form>
      </Panel>
    </main>
  );
}

/** A site's yesterday in one short list, the day before's figure after each. */
function SiteYesterday({ days: { figures: f, previous: p } }: { days: DayBesideDayBefore }) {
  const lines: Array<[string, string, string]> = [
    ["Visitors", formatCount(f.visitors), formatCount(p.visitors)],
    ["Messages", String(f.messages), String(p.messages)],
    ["Bookings", String(f.bookings + f.reservations + f.appointments), String(p.bookings + p.reservations + p.appointments)],
    ["Orders", String(f.orders), String(p.orders)],
    ["Money", money(f.moneyCents), money(p.moneyCents)],
  ];
  return (
    <div className="mt-3 border-t border-line pt-2 text-sm" data-testid="site-yesterday">
      <p className="font-semibold">Yesterday (the day before)</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
        {lines.map(([term, value, before]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd>
              <strong>{value}</strong> <span className="text-muted">({before})</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
