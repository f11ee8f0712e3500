"use client";

import { useActionState } from "react";
import { idleState, type AdminActionState } from "@/modules/admin/action-state";
import { buttonClass, Field, inputClass, Notice } from "@/modules/admin/components/ui";

type Action = (state: AdminActionState, formData: FormData) => Promise<AdminActionState>;

/** Takes an amount off a gift card: the code as the customer reads it out, the amount in dollars, and a note for the record. */
export function RedeemForm({ action }: { action: Action }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const errors = state.fieldErrors ?? {};
  const wiring = (name: string, hint = false) => {
    const describedBy = [hint && `redeem-${name}-hint`, errors[name] && `redeem-${name}-error`].filter(Boolean).join(" ");
    return { "aria-invalid": errors[name] ? true : undefined, "aria-describedby": describedBy || undefined };
  };
  return (
    <form action={formAction}>
      {state.message && <Notice tone={state.status === "error" ? "error" : "success"}>{state.message}</Notice>}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id="redeem-code" label="Gift card code" error={errors.code}>
          <input
            id="redeem-code"
            name="code"
            type="text"
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            placeholder="ABCD-EFGH-JKMN-PQRS"
            className={`${inputClass} font-mono uppercase`}
            {...wiring("code")}
          />
        </Field>
        <Field id="redeem-amount" label="Amount to take off, in dollars" error={errors.amount}>
          <input
            id="redeem-amount"
            name="amount"
            type="text"
            inputMode="decimal"
            required
            autoComplete="off"
            placeholder="25.00"
            className={inputClass}
            {...wiring("amount")}
          />
        </Field>
      </div>
      <Field id="redeem-note" label="Note (optional)" hint="For your records: what it paid for." error={errors.note}>
        <input id="redeem-note" name="note" type="text" maxLength={200} autoComplete="off" className={inputClass} {...wiring("note", true)} />
      </Field>
      <button type="submit" className={buttonClass("primary")} disabled={pending}>
        {pending ? "Redeeming…" : "Redeem from the card"}
      </button>
    </form>
  );
}
