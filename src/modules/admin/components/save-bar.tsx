"use client";

import Link from "next/link";
import type { Ref } from "react";
import type { AdminActionState } from "../action-state";
import { fieldId } from "../schema-form/spec";
import { describePath } from "../schema-form/spec";
import { Button } from "./ui";

/**
 * The outcome of a save, announced (role=status or alert), with a link to
 * each field that needs attention so a keyboard user gets there in one step.
 * It sits beside the Save button and takes the focus when the save failed.
 * A save refused because someone else saved first shows what they changed
 * and lets the owner keep either version.
 */
export function SaveOutcome({
  state,
  viewHref,
  summaryRef,
  onKeepMine,
  onTakeTheirs,
}: {
  state: AdminActionState;
  viewHref?: string;
  summaryRef?: Ref<HTMLDivElement>;
  onKeepMine?: () => void;
  onTakeTheirs?: () => void;
}) {
  if (state.status === "idle") return null;
  if (state.status === "saved") {
    // A draft is not live: its notice offers the draft's preview link; "View it live" only once visitors see it.
    return (
      <div role="status" className="mb-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-950">
        {state.message}{" "}
        {state.previewHref && (
          <a href={state.previewHref} target="_blank" rel="noreferrer" className="font-semibold underline">
            Preview the saved draft<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        {viewHref && state.live !== false && (
          <Link href={viewHref} prefetch={false} className="font-semibold underline">
            View it live
          </Link>
        )}
      </div>
    );
  }
  const fields = Object.entries(state.fieldErrors ?? {});
  const conflict = state.conflict;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby="save-problem"
      className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-950 focus:outline-2 focus:outline-offset-2 focus:outline-red-800"
    >
      <p id="save-problem" className="font-semibold">
        {state.message}
      </p>
      {fields.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {fields.map(([path, message]) => (
            <li key={path}>
              <a href={`#${fieldId(path)}`} className="underline">
                {describePath(path)}: {message}
              </a>
            </li>
          ))}
        </ul>
      )}
      {conflict && (
        <div className="mt-2 text-sm">
          <p>
            {conflict.savedBy} saved it at {new Date(conflict.savedAt).toLocaleTimeString("en-US", { timeStyle: "short" })}. Where their version differs from
            yours, theirs reads:
          </p>
          <dl className="mt-2 max-h-64 space-y-1 overflow-auto">
            {conflict.differences.map((d) => (
              <div key={d.field}>
                <dt className="inline font-semibold">{describePath(d.field)}: </dt>
                <dd className="inline break-words">{d.theirs}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" onClick={onKeepMine}>
              Keep mine (save over theirs)
            </Button>
            <Button type="button" variant="secondary" onClick={onTakeTheirs}>
              Take theirs (drop my changes)
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The Save bar's line about the record: its state in words ("Published; draft changes not live
 * yet") and whether the form holds unsaved changes; when it holds none, `idle` says what a save
 * does (wider screens only: on a phone the bar keeps to two lines, and the Publishing panel says it).
 */
export function PublicationLine({ publication, dirty, idle }: { publication?: string; dirty: boolean; idle: string }) {
  return (
    <p className="basis-full text-sm md:basis-auto">
      {publication && (
        <span className="font-semibold" data-testid="publication">
          {publication}.
        </span>
      )}{" "}
      {dirty ? <span className="text-muted">You have unsaved changes.</span> : <span className="hidden text-muted md:inline">{idle}</span>}
    </p>
  );
}

/** An editor's two saves: "Save draft", the record's next version visitors do not see yet, and publishing (`publishLabel`). */
export function DraftButtons({ pending, publishLabel }: { pending: boolean; publishLabel: string }) {
  return (
    <>
      <Button name="intent" value="draft" variant="secondary" disabled={pending}>
        {pending ? "Saving…" : "Save draft"}
      </Button>
      <Button name="intent" value="publish" disabled={pending}>
        {publishLabel}
      </Button>
    </>
  );
}
