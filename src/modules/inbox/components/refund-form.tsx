"use client";

import { useActionState } from "react";
import { idleState, type AdminActionState } from "@/modules/admin/action-state";
import { buttonClass, Field, inputClass, Notice } from "@/modules/admin/components/ui";

type Action = (state: AdminActionState, formData: FormData) => Promise<AdminActionState>;

/**
 * Gives all or part of a payment back: the amount (what is left, to start with) and a reason the
 * payer's mail repeats. The server checks the amount against what is left.
 */
export function RefundForm({ action, remaining, buttonLabel }: { action: Action; remaining: string; buttonLabel: string }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const amountError = state.fieldErrors?.amount;
  return (
    <form action={formAction}>
      {state.message && <Notice tone={state.status === "error" ? "error" : "success"}>{state.message}</Notice>}
      <Field id="refund-amount" label="Amount to refund ($)" hint={`Up to ${remaining}, what is left of the payment.`} error={amountError}>
        <input
          id="refund-amount"
          name="amount"
          inputMode="decimal"
          defaultValue={remaining.replace(/[^\d.]/g, "")}
          required
          aria-invalid={amountError ? true : undefined}
          aria-describedby={`refund-amount-hint${amountError ? " refund-amount-error" : ""}`}
          className={`${inputClass} max-w-40`}
        />
      </Field>
      <Field id="refund-reason" label="Reason (optional)" hint="Said in the mail the payer gets.">
        <input id="refund-reason" name="reason" maxLength={300} aria-describedby="refund-reason-hint" className={inputClass} />
      </Field>
      <button type="submit" className={buttonClass("danger")} disabled={pending}>
        {pending ? "Working…" : buttonLabel}
      </button>
    </form>
  );
}
