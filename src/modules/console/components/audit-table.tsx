import Link from "next/link";
import { Cell, Panel, Table, buttonClass, formatWhen } from "@/modules/admin/components/ui";
import type { AuditPage } from "../queries";

/** Lines of the audit log, newest first, with the way to older and newer pages. */
export function AuditTable({
  caption,
  audit,
  pageHref,
  showSite,
  timeZone,
}: {
  caption: string;
  /** The site's zone for its activity, the platform's for the console's log. */
  timeZone: string;
  audit: AuditPage;
  pageHref: (page: number) => string;
  showSite: boolean;
}) {
  if (!audit.lines.length) {
    return (
      <Panel>
        <p>{audit.page > 1 ? "No older lines." : "Nothing has been recorded yet."}</p>
      </Panel>
    );
  }
  return (
    <>
      <Table caption={caption} head={["When", "Who", ...(showSite ? ["Site"] : []), "Action", "What"]}>
        {audit.lines.map((line) => (
          <tr key={line.id}>
            <Cell className="whitespace-nowrap">{formatWhen(line.createdAt, timeZone)}</Cell>
            <Cell>{line.actorEmail}</Cell>
            {showSite && <Cell>{line.siteSlug ? `/${line.siteSlug}` : "Platform"}</Cell>}
            <Cell>
              <code>{line.action}</code>
            </Cell>
            <Cell className="break-words">{line.summary}</Cell>
          </tr>
        ))}
      </Table>
      <nav aria-label="Pages of the log" className="mt-4 flex flex-wrap items-center gap-3">
        {audit.page > 1 && (
          <Link href={pageHref(audit.page - 1)} className={buttonClass("secondary")}>
            Newer lines
          </Link>
        )}
        <span className="text-sm text-muted">Page {audit.page}</span>
        {audit.hasNext && (
          <Link href={pageHref(audit.page + 1)} className={buttonClass("secondary")}>
            Older lines
          </Link>
        )}
      </nav>
    </>
  );
}
