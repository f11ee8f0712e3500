"use client";

import { useState } from "react";
import type { AdminActionState } from "../action-state";
import { useSafeSave } from "../components/safe-save";
import { SaveOutcome } from "../components/save-bar";
import { Button, SaveBar } from "../components/ui";
import { SchemaFields } from "./schema-fields";
import type { FieldSpec } from "./spec";

/**
 * A whole form drawn from one spec: the values go to the action as JSON in
 * "payload" beside the hidden fields given, and come back as a message and
 * field errors.
 */
export function SchemaForm({ spec, initial, hidden, action, submitLabel, viewHref }: { spec: FieldSpec; initial: unknown; hidden: Record<string, string>; action: (state: AdminActionState, form: FormData) => Promise<AdminActionState>; submitLabel: string; viewHref?: string }) {
  const [value, setValue] = useState(initial);
  const { state, pending, dirty, formRef, summaryRef, onSubmit } = useSafeSave(action, value, null);
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
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
        {dirty && <span className="text-sm text-muted">You have unsaved changes.</span>}
      </SaveBar>
    </form>
  );
}
