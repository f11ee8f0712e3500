"use client";

import { useActionState } from "react";
import { Button, Notice } from "@/modules/admin/components/ui";
import { idleState, type AdminFormAction } from "@/modules/admin/action-state";

/** A new file for this image, behind a disclosure: every page that shows the image shows the new file. */
export function ReplaceForm({ action, id, name, accept }: { action: AdminFormAction; id: string; name: string; accept: string }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const field = `replace-${id}`;
  return (
    <details className="mt-3" open={state.status !== "idle" || undefined}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold">Replace {name} with a new file…</summary>
      <form action={formAction} className="mt-2">
        {state.status === "error" && <Notice tone="error">{state.message}</Notice>}
        {state.status === "saved" && <Notice tone="success">{state.message}</Notice>}
        <label htmlFor={field} className="mb-1 block text-sm font-medium">
          New file for {name}
        </label>
        <input id={field} name="file" type="file" required accept={accept} className="mb-2 block text-sm" />
        <Button disabled={pending}>{pending ? "Replacing…" : "Replace everywhere it is used"}</Button>
      </form>
    </details>
  );
}
