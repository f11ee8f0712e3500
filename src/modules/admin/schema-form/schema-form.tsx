"use client";

import { useState } from "react";
import type { AdminActionState } from "../action-state";
import { useSafeSave } from "../components/safe-save";
import { SaveOutcome } from "../components/save-bar";
import { PreviewButton, PreviewPane } from "../components/live-preview";
import { Button, SaveBar } from "../components/ui";
import { SchemaFields } from "./schema-fields";
import type { FieldSpec } from "./spec";

/**
 * A whole form drawn from one spec: the values go to the action as JSON in
 * "payload" beside the hidden fields given, and come back as a message and
 * field errors. With `preview`, the site drawn with the unsaved values stands
 * beside it (the theme's: its home page in the colours and fonts being chosen).
 */
export function SchemaForm({
  spec,
  initial,
  hidden,
  action,
  submitLabel,
  viewHref,
  preview,
}: {
  spec: FieldSpec;
  initial: unknown;
  hidden: Record<string, string>;
  action: (state: AdminActionState, form: FormData) => Promise<AdminActionState>;
  submitLabel: string;
  viewHref?: string;
  preview?: { site: string; kind: string; noun: string };
}) {
  const [value, setValue] = useState(initial);
  const [previewOpen, setPreviewOpen] = useState(false);
  const { state, pending, dirty, formRef, summaryRef, onSubmit } = useSafeSave(action, value, null);
  const form = (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="min-w-0">
      {Object.entries(hidden).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <input type="hidden" name="payload" value={JSON.stringify(value ?? {})} />
      <div className="rounded-lg border border-line bg-page p-4 md:p-6">
        <SchemaFields spec={spec} value={value} onChange={setValue} path="" label="" errors={state.fieldErrors ?? {}} />
      </div>
      <div className="mt-4">
        <SaveOutcome state={state} viewHref={viewHref} summaryRef={summaryRef} />
      </div>
      <SaveBar>
        <Button disabled={pending}>{pending ? "Saving…" : submitLabel}</Button>
        {preview && <PreviewButton onOpen={() => setPreviewOpen(true)} />}
        {dirty && <span className="text-sm text-muted">You have unsaved changes.</span>}
      </SaveBar>
    </form>
  );
  if (!preview) return form;
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      {form}
      <PreviewPane site={preview.site} kind={preview.kind} noun={preview.noun} values={value} open={previewOpen} onClose={() => setPreviewOpen(false)} />
    </div>
  );
}
