import Link from "next/link";
import type { VersionChange } from "@/lib/version-changes";
import { ORIGINAL_AUTHOR, type RevisionSummary } from "@/modules/audit/service";
import { restoreRevisionAction } from "../actions";
import { formatWhen } from "@/modules/admin/components/ui";
import { VersionPreview } from "./version-preview";

/**
 * A record's saved versions, newest first, each but the current one restorable; the one chosen
 * (`?version=`) shown below the list with what restoring it would change and, for a kind with a
 * page of its own, drawn as it would look. One column of cards, so a phone reads it as a desktop does.
 */
export function HistoryTable({
  siteSlug,
  entity,
  id,
  noun,
  revisions,
  timeZone,
  chosen,
  previewable,
}: {
  siteSlug: string;
  entity: string;
  id: string;
  noun: string;
  revisions: RevisionSummary[];
  timeZone: string;
  /** The version asked for, with its changes against the current one. */
  chosen?: { revision: RevisionSummary; changes: VersionChange[] } | null;
  /** Whether a version can be drawn as its page would show it (../editors.ts, previewsRevisions). */
  previewable: boolean;
}) {
  if (revisions.length === 0)
    return <p>No saves are recorded yet: this is as it was first loaded. The first save keeps this version here too, so it can be brought back.</p>;
  const who = (revision: RevisionSummary) => (revision.authorEmail === ORIGINAL_AUTHOR ? "As it was before the first edit" : revision.authorEmail);
  const restore = (revision: RevisionSummary) => (
    <form action={restoreRevisionAction}>
      <input type="hidden" name="site" value={siteSlug} />
      <input type="hidden" name="entity" value={entity} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="revisionId" value={revision.id} />
      <button
        type="submit"
        className="min-h-11 rounded-md border border-gray-500 px-3 text-sm font-medium"
        aria-label={`Restore this version, saved ${formatWhen(revision.createdAt, timeZone)}`}
      >
        Restore this version
      </button>
    </form>
  );
  return (
    <>
      <h2 id="versions" className="mb-2 text-lg font-semibold">
        Saved versions, newest first
      </h2>
      <ol aria-labelledby="versions" className="space-y-3">
        {revisions.map((revision, index) => (
          <li
            key={revision.id}
            className={`flex flex-wrap items-center justify-between gap-3 rounded-md border p-3 ${chosen?.revision.id === revision.id ? "border-primary border-2" : "border-line"}`}
          >
            <div className="min-w-0">
              <p className="font-semibold">
                {formatWhen(revision.createdAt, timeZone)}
                {index === 0 && " (current)"}
              </p>
              <p className="text-sm break-words text-muted">{who(revision)}</p>
            </div>
            {index > 0 ? (
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  href={`?version=${revision.id}#compare`}
                  aria-current={chosen?.revision.id === revision.id ? "true" : undefined}
                  className="inline-flex min-h-11 items-center rounded-md border border-gray-500 px-3 text-sm font-medium"
                >
                  What changed{previewable ? ", and a preview" : ""}
                  <span className="sr-only">: the version saved {formatWhen(revision.createdAt, timeZone)}</span>
                </Link>
                {restore(revision)}
              </div>
            ) : (
              <span className="text-sm text-muted">The version you edit now</span>
            )}
          </li>
        ))}
      </ol>
      {chosen && (
        <section id="compare" aria-labelledby="compare-heading" className="mt-8 scroll-mt-4">
          <h2 id="compare-heading" className="mb-1 text-lg font-semibold">
            The version saved {formatWhen(chosen.revision.createdAt, timeZone)}, beside the current one
          </h2>
          <p className="mb-3 text-sm text-muted">{who(chosen.revision)}. What restoring it would change:</p>
          {chosen.changes.length === 0 ? (
            <p className="mb-4">It holds the same as the current version.</p>
          ) : (
            <dl className="mb-4 divide-y divide-gray-300 rounded-md border border-line">
              {chosen.changes.map((change) => (
                <div key={change.field} className="p-3">
                  <dt className="font-semibold break-words">{change.field}</dt>
                  <dd className="mt-1 rounded bg-amber-50 px-2 py-1 text-sm break-words text-gray-900">
                    <span className="font-semibold">This version: </span>
                    {change.then ?? <em>not there</em>}
                  </dd>
                  <dd className="mt-1 rounded bg-sky-50 px-2 py-1 text-sm break-words text-gray-900">
                    <span className="font-semibold">Now: </span>
                    {change.now ?? <em>not there</em>}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <div className="mb-6">{restore(chosen.revision)}</div>
          {previewable && <VersionPreview site={siteSlug} entity={entity} id={id} revision={chosen.revision.id} noun={noun} />}
        </section>
      )}
    </>
  );
}
