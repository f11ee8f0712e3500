"use client";

import { useActionState } from "react";
import type { FeeAgainState } from "../state";
import { SubmitButton } from "./submit-button";

/**
 * On the result of an application fee that was declined or left unpaid, or
 * on the application's own result when its checkout never opened: one button
 * that opens a new checkout for the same application (the action is bound to
 * the payment or the application by the server). A plain form post without
 * JavaScript.
 */
export function PayFeeAgain({ action, label }: { action: (previous: FeeAgainState, formData: FormData) => Promise<FeeAgainState>; label: string }) {
  const [state, formAction, pending] = useActionState(action, { message: null });
  return (
    <form action={formAction} className="mt-4">
      {state.message && (
        <p role="alert" className="mb-3 font-medium text-error">
          {state.message}
        </p>
      )}
      <SubmitButton pending={pending} label={label} />
    </form>
  );
}
