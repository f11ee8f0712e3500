"use client";

import { useActionState } from "react";
import { Button, Notice } from "@/modules/admin/components/ui";
import { idleState, type AdminFormAction } from "@/modules/admin/action-state";

/** Deleting is a second step behind a disclosure, so a slip of the finger does not remove an image. */
export function DeleteForm({ action, name }: { action: AdminFormAction; name: string }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  return (
    <details className="mt-3" open={state.status === "error" || undefined}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-red-800">Delete {name}…</summary>
      <form action={formAction} className="mt-2">
        {state.status === "error" && <Notice tone="error">{state.message}</Notice>}
        <p className="mb-2 text-sm">The image and all its sizes are removed for good. Pages that still show it must stop first.</p>
        <Button variant="danger" disabled={pending}>
          {pending ? "Deleting…" : `Delete ${name} for good`}
        </Button>
      </form>
    </details>
  );
}
