import type { ReactNode } from "react";
import { operatorPage } from "@/modules/admin/access";
import { SidebarMenu } from "@/modules/admin/components/sidebar-menu";
import { ConsoleNav } from "@/modules/console/components/console-nav";
import { MailWarning } from "@/modules/mail/components/mail-warning";
import { mailHealth } from "@/modules/mail/health";

/** The operator's console: its sections beside the work. Pages check their own access too. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  await operatorPage();
  const mail = await mailHealth(null);
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-4 md:grid-cols-[14rem_1fr] md:gap-6 md:py-6">
      {/* min-w-0: on a phone the menu's bar truncates the title rather than widening the column; with the
          fallback font (the webfont is optional) it pushed the page 8 px sideways at 360 px. */}
      <aside className="min-w-0 md:sticky md:top-4 md:self-start">
        <SidebarMenu title="Operator console">
          <ConsoleNav />
        </SidebarMenu>
      </aside>
      <main id="main" className="min-w-0">
        <MailWarning health={mail} audience="operator" more={{ href: "/admin/console/people#invited", label: "Open invitations" }} />
        {children}
      </main>
    </div>
  );
}
