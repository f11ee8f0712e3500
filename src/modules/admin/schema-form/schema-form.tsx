"use client";

import { useActionState, useState } from "react";
import { idleState, type AdminActionState } from "../action-state";
import { SaveOutcome } from "../components/save-bar";
import { Button } from "../components/ui";
import { SchemaFields } from "./schema-fields";
import type { FieldSpec } from "./spec";

/**
 * A whole form drawn from one spec: the values go to the action as JSON in
 * "payload" beside the hidden fields given, and come back as a message and
 * field errors.
 */
export function SchemaForm({ spec, initial, hidden, action, submitLabel, viewHref }: { spec: FieldSpec; initial: unknown; hidden: Record<string, string>; action: (state: AdminActionState, form: FormData) => Promise<AdminActionState>; submitLabel: string; viewHref?: string }) {
  const [value, setValue] = useState(initial);
  const [state, formAction, pending] = useActionState(action, idleState);
  return (
    <form action={formAction}>
      {Object.entries(hidden).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <input type="hidden" name="payload" value={JSON.stringify(value ?? {})} />
      <SaveOutcome state={state} viewHref={viewHref} />
      <div className="rounded-lg border border-line bg-page p-4 md:p-6">
        <SchemaFields spec={spec} value={value} onChange={setValue} path="" label="" errors={state.fieldErrors ?? {}} />
      </div>
      <div className="sticky bottom-0 mt-4 border-t border-line bg-page/95 py-3">
        <Button disabled={pending}>{pending ? "Saving…" : submitLabel}</Button>
      </div>
    </form>
  );
}
