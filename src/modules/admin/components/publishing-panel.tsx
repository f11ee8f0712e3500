import type { ReactNode } from "react";
import { scheduleInputValue } from "@/lib/publication";
import { zonePlace } from "@/lib/time-zones";
import { ActionForm, type Action } from "./action-form";
import { Button, Panel } from "./ui";

/**
 * An editor's Publishing panel, for a page or a record: its state in words, the signed link to
 * the saved draft, publishing the draft at a time (or cancelling that), and unpublishing while it
 * is live. `fields` are the hidden inputs that name the record to each action.
 */
export function PublishingPanel({
  words,
  previewHref,
  publishAt,
  fields,
  schedule,
  unpublish,
  timeZone,
}: {
  words: string;
  previewHref: string | null;
  publishAt: Date | null;
  fields: ReactNode;
  schedule: Action;
  unpublish: Action | null;
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
