import { ORIGINAL_AUTHOR, type RevisionSummary } from "@/modules/audit/service";
import { restoreRevisionAction } from "../actions";
import { Cell, Table, formatWhen } from "@/modules/admin/components/ui";

/** A record's saved versions, newest first, each but the current one restorable. */
export function HistoryTable({
  siteSlug,
  entity,
  id,
  revisions,
  timeZone,
}: {
  siteSlug: string;
  entity: string;
  id: string;
  revisions: RevisionSummary[];
  timeZone: string;
}) {
  if (revisions.length === 0)
    return <p>No saves are recorded yet: this is as it was first loaded. The first save keeps this version here too, so it can be brought back.</p>;
  return (
    <Table caption="Saved versions, newest first" head={["Saved", "By", "Restore"]}>
      {revisions.map((revision, index) => (
        <tr key={revision.id}>
          <Cell>
            {formatWhen(revision.createdAt, timeZone)}
            {index === 0 && " (current)"}
          </Cell>
          <Cell>{revision.authorEmail === ORIGINAL_AUTHOR ? "As it was before the first edit" : revision.authorEmail}</Cell>
          <Cell>
            {index > 0 ? (
              <form action={restoreRevisionAction}>
                <input type="hidden" name="site" value={siteSlug} />
                <input type="hidden" name="entity" value={entity} />
                <input type="hidden" name="id" value={id} />
                <input type="hidden" name="revisionId" value={revision.id} />
                <button
                  type="submit"
                  className="min-h-10 rounded-md border border-gray-500 px-3 text-sm font-medium"
                  aria-label={`Restore this version, saved ${formatWhen(revision.createdAt, timeZone)}`}
                >
                  Restore this version
                </button>
              </form>
            ) : (
              <span className="text-muted">Live now</span>
            )}
          </Cell>
        </tr>
      ))}
    </Table>
  );
}
