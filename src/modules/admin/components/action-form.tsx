"use client";

import { useActionState, type ReactNode } from "react";
import { idleState, type AdminActionState } from "@/modules/admin/action-state";
import { Notice } from "./ui";

export type Action = (state: AdminActionState, formData: FormData) => Promise<AdminActionState>;

/**
 * A small form whose controls the page renders (a role to pick, a button to
 * press), saying what happened beside them. Without JavaScript it posts and
 * the page comes back with the same message. With `confirm`, it asks that question first.
 */
export function ActionForm({ action, label, confirm, children }: { action: Action; label?: string; confirm?: string; children: ReactNode }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  return (
    <form
      action={formAction}
      aria-label={label}
      aria-busy={pending}
      // What cannot be undone from this screen asks first.
      onSubmit={confirm ? (event) => void (!window.confirm(confirm) && event.preventDefault()) : undefined}
    >
      <div className="flex flex-wrap items-center gap-2">{children}</div>
      {state.message && (
        <div className="mt-2">
          <Notice tone={state.status === "error" ? "error" : "success"}>{state.message}</Notice>
        </div>
      )}
    </form>
  );
}
