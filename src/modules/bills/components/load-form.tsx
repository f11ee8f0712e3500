"use client";

import { useActionState } from "react";
import { idleState, type AdminFormAction } from "@/modules/admin/action-state";
import { Button, Field, Notice, inputClass } from "@/modules/admin/components/ui";

/** Loads one bill's amounts due from the billing system's CSV file, chosen or pasted. */
export function LoadBalancesForm({ action, bills }: { action: AdminFormAction; bills: Array<{ key: string; label: string }> }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const errors = state.fieldErrors ?? {};
  const described = (id: string, error: string | undefined) => `${id}-hint${error ? ` ${id}-error` : ""}`;
  return (
    <form action={formAction} aria-busy={pending}>
      {state.message && <Notice tone={state.status === "error" ? "error" : "success"}>{state.message}</Notice>}
      <Field id="bills-bill" label="Bill" hint="Loading a file replaces this bill's amounts due." error={errors.bill}>
        <select id="bills-bill" name="bill" required aria-describedby={described("bills-bill", errors.bill)} className={inputClass}>
          {bills.map((bill) => (
            <option key={bill.key} value={bill.key}>
              {bill.label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="bills-file"
        label="File of amounts due (CSV)"
        hint={
          <>
            Saved from your billing system or spreadsheet as CSV. Its first line names the columns: <code>account</code> (or <code>number</code>),{" "}
            <code>name</code>, <code>amount</code> and, if you like, <code>due</code> as 2026-12-31.
          </>
        }
        error={errors.file}
      >
        <input
          id="bills-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          aria-describedby={described("bills-file", errors.file)}
          aria-invalid={errors.file ? true : undefined}
          className={inputClass}
        />
      </Field>
      <Field id="bills-pasted" label="Or paste it here" hint="Used when no file is chosen.">
        <textarea id="bills-pasted" name="pasted" rows={5} aria-describedby="bills-pasted-hint" className={`${inputClass} font-mono text-sm`} />
      </Field>
      <Button disabled={pending}>{pending ? "Loading…" : "Load the amounts"}</Button>
    </form>
  );
}
