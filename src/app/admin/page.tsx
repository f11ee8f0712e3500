import Link from "next/link";
import { AdminHeading, Panel, StatusBadge } from "@/modules/admin/components/ui";
import { sitesOf } from "@/modules/auth/access";
import { actorOrSignIn } from "@/modules/auth/session";

export const metadata = { title: "Your sites" };

export default async function AdminHome() {
  const actor = await actorOrSignIn("/admin");
  const sites = await sitesOf(actor);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <AdminHeading title="Your sites" lead={actor.isOperator ? "As an operator you work on every site." : `Signed in as ${actor.name}.`} />
      {sites.length === 0 ? (
        <Panel>
          <p>You have no sites yet. Ask the site&apos;s owner or the platform operator to invite you.</p>
        </Panel>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
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
            </li>
          ))}
        </ul>
      )}
      <Panel title="Your account" id="account">
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
