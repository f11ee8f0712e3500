"use client";

import { useActionState, type ReactNode } from "react";
import { idleState, type AdminActionState } from "@/modules/admin/action-state";
import { Notice } from "./ui";

export type Action = (state: AdminActionState, formData: FormData) => Promise<AdminActionState>;

/**
 * A small form whose controls the page renders (a role to pick, a button to
 * press), saying what happened beside them. Without JavaScript it posts and
 * the page comes back with the same message.
 */
export function ActionForm({ action, label, children }: { action: Action; label?: string; children: ReactNode }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  return (
    <form action={formAction} aria-label={label} aria-busy={pending}>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
      {state.message && (
        <div className="mt-2">
          <Notice tone={state.status === "error" ? "error" : "success"}>{state.message}</Notice>
        </div>
      )}
    </form>
  );
}
