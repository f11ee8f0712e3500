"use client";

import { useActionState } from "react";
import { idleState, type AdminFormAction } from "@/modules/admin/action-state";
import { buttonClass, Notice } from "@/modules/admin/components/ui";

/** One step along the order board: a plainly named button, and what happened (or why not) beside it. Works without JavaScript too. */
export function BoardButton({ action, label, hiddenLabel }: { action: AdminFormAction; label: string; hiddenLabel: string }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  return (
    <form action={formAction} className="mt-3">
      {state.status === "error" && <Notice tone="error">{state.message}</Notice>}
      <button type="submit" className={buttonClass("primary")} disabled={pending}>
        {pending ? "Moving…" : label}
        <span className="sr-only"> {hiddenLabel}</span>
      </button>
    </form>
  );
}
