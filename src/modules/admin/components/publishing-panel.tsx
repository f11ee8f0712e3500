import type { ReactNode } from "react";
import { scheduleInputValue } from "@/lib/publication";
import { zonePlace } from "@/lib/time-zones";
import { ActionForm, type Action } from "./action-form";
import { Button, Panel } from "./ui";

/** What Discard draft asks before dropping a live item's draft. */
export const DISCARD_QUESTION = "Discard the saved draft? Visitors keep seeing the published version, and the draft stays in the history.";

/**
 * An editor's Publishing panel, for a page or a record: its state in words, the signed link to
 * the saved draft, publishing the draft at a time (or cancelling that), discarding the draft beside
 * a live version, and unpublishing while it is live. `fields` are the hidden inputs that name the
 * record to each action.
 */
export function PublishingPanel({
  words,
  previewHref,
  publishAt,
  fields,
  schedule,
  unpublish,
  discard = null,
  timeZone,
}: {
  words: string;
  previewHref: string | null;
  publishAt: Date | null;
  fields: ReactNode;
  schedule: Action;
  unpublish: Action | null;
  /** Given while a live item has a saved draft beside it. */
  discard?: Action | null;
  /** The site's zone: the time is typed and shown in it. */
  timeZone: string;
}) {
  return (
    <Panel title="Publishing" id="publishing">
      <p className="mb-4">
        <strong>{words}.</strong>{" "}
        {previewHref && (
          <>
            <a href={previewHref} className="underline" target="_blank" rel="noreferrer">
              Preview link to the saved draft
            </a>{" "}
            <span className="text-muted">(anyone with it can see the draft for seven days; search engines never index it).</span>
          </>
        )}
      </p>
      <ActionForm action={schedule} label="Schedule publishing">
        {fields}
        <label htmlFor="f-publish-at" className="font-medium">
          Publish the saved draft at ({zonePlace(timeZone)} time)
        </label>
        <input
          id="f-publish-at"
          name="publishAt"
          type="datetime-local"
          defaultValue={publishAt ? scheduleInputValue(publishAt, timeZone) : ""}
          className="min-h-11 rounded-md border border-gray-500 px-3"
        />
        <Button variant="secondary">Schedule</Button>
        {publishAt && (
          <Button variant="secondary" name="publishAt" value="">
            Cancel the schedule
          </Button>
        )}
      </ActionForm>
      {discard && (
        <div className="mt-4">
          <ActionForm action={discard} label="Discard draft" confirm={DISCARD_QUESTION}>
            {fields}
            <Button variant="secondary">Discard draft</Button>
            <span className="text-sm text-muted">Drops the saved changes; the editor shows the published version again.</span>
          </ActionForm>
        </div>
      )}
      {unpublish && (
        <div className="mt-4">
          <ActionForm action={unpublish} label="Unpublish">
            {fields}
            <Button variant="secondary">Unpublish (hide from visitors)</Button>
          </ActionForm>
        </div>
      )}
    </Panel>
  );
}
