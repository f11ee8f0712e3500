import Link from "next/link";
import type { ReactNode } from "react";
import { pageAccess } from "@/modules/admin/access";
import { SidebarMenu } from "@/modules/admin/components/sidebar-menu";
import { SiteNav } from "@/modules/admin/components/site-nav";
import { roleAllows } from "@/modules/auth/access";
import { unreadCounts } from "@/modules/dashboard/attention";
import { MailWarning } from "@/modules/mail/components/mail-warning";
import { mailHealth } from "@/modules/mail/health";
import { pagesWithBlock } from "@/modules/pages/queries";

/** A site's admin: its sections beside the work. Pages check their own capability. */
export default async function SiteAdminLayout({ children, params }: { children: ReactNode; params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const { site, role } = await pageAccess(slug, "content");
  const unread = roleAllows(role, "inbox") ? await unreadCounts(site.id) : undefined;
  const [menus, orders, reservations, appointments, bills, mail] = await Promise.all([
    pagesWithBlock(site.id, "menu"),
    pagesWithBlock(site.id, "orderOnline"),
    pagesWithBlock(site.id, "reservation"),
    pagesWithBlock(site.id, "appointments"),
    pagesWithBlock(site.id, "billPayment"),
    unread ? mailHealth(site.id) : null,
  ]);
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-4 md:grid-cols-[14rem_1fr] md:gap-6 md:py-6">
      {/* min-w-0: on a phone the menu's bar truncates the title rather than widening the column; with the
          fallback font (the webfont is optional) it pushed the page 8 px sideways at 360 px. */}
      <aside className="min-w-0 md:sticky md:top-4 md:self-start">
        <SidebarMenu
          title={site.name}
          badge={
            unread?.messages ? (
              <span className="rounded-full bg-red-700 px-2 text-xs font-semibold text-white">
                {unread.messages}
                <span className="sr-only"> new messages</span>
              </span>
            ) : undefined
          }
        >
          <div className="mb-4 px-3">
            {/* On a phone the menu's bar above already names the site. */}
            <p className="hidden font-semibold md:block">{site.name}</p>
            <p className="text-sm">
              {/* No prefetch: the public site is the edge's pages, not the admin's, and a site not launched answers 404. */}
              <Link href={`/${site.slug}`} prefetch={false} className="underline">
                View the site
              </Link>
              {site.status === "suspended" && <span className="ml-2 font-semibold text-red-700">Suspended</span>}
              {!site.launched && (
                <Link href={`/admin/sites/${site.slug}#launch`} className="ml-2 font-semibold text-ink underline">
                  Not launched yet
                </Link>
              )}
            </p>
          </div>
          <SiteNav
            slug={site.slug}
            role={role}
            unread={unread}
            uses={{
              menu: menus.length > 0 || orders.length > 0,
              orders: orders.length > 0,
              reservations: reservations.length > 0,
              appointments: appointments.length > 0,
              bills: bills.length > 0,
            }}
          />
        </SidebarMenu>
      </aside>
      <main id="main" className="min-w-0">
        {mail && (
          <MailWarning
            health={mail}
            audience={role === "operator" ? "operator" : "owner"}
            more={{ href: `/admin/sites/${site.slug}/outbox`, label: "The mail outbox" }}
          />
        )}
        {children}
      </main>
    </div>
  );
}
