"use client";

import { useActionState } from "react";
import { idleState, type AdminActionState } from "@/modules/admin/action-state";
import { buttonClass, Notice } from "@/modules/admin/components/ui";

type Action = (state: AdminActionState, formData: FormData) => Promise<AdminActionState>;

/**
 * A step that moves money: a box to tick first ("I have told the payer"),
 * then one plainly named button. Once done (`closed` says how it stands), the
 * form gives way to that, and the message of what was done stays.
 */
export function ConfirmForm({
  id,
  action,
  confirmLabel,
  buttonLabel,
  closed,
}: {
  id: string;
  action: Action;
  confirmLabel: string;
  buttonLabel: string;
  closed?: string;
}) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const error = state.fieldErrors?.told;
  const notice = state.message && <Notice tone={state.status === "error" ? "error" : "success"}>{state.message}</Notice>;
  if (closed) {
    return (
      <>
        {notice}
        <p>{closed}</p>
      </>
    );
  }
  return (
    <form action={formAction}>
      {notice}
      <div className="mb-4 flex items-start gap-3">
        <input
          id={`${id}-told`}
          name="told"
          type="checkbox"
          value="yes"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-told-error` : undefined}
          className="mt-1 size-6 shrink-0"
        />
        <div>
          <label htmlFor={`${id}-told`} className="font-medium">
            {confirmLabel}
          </label>
          {error && (
            <p id={`${id}-told-error`} className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      </div>
      <button type="submit" className={buttonClass("danger")} disabled={pending}>
        {pending ? "Working…" : buttonLabel}
      </button>
    </form>
  );
}
