"use client";

import { useActionState, useState } from "react";
import { idleState, type AdminActionState } from "@/modules/admin/action-state";
import { Button, Field, Notice, inputClass } from "@/modules/admin/components/ui";

type Action = (state: AdminActionState, formData: FormData) => Promise<AdminActionState>;

/** The last step before a site is gone: its address, typed by hand. */
export function DeleteSiteForm({ action, slug }: { action: Action; slug: string }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const [typed, setTyped] = useState("");
  const error = state.fieldErrors?.confirm;
  return (
    <form action={formAction} aria-busy={pending}>
      {state.status === "error" && !error && <Notice tone="error">{state.message}</Notice>}
      <Field id="confirm" label={`Type ${slug} to confirm`} error={error}>
        <input
          id="confirm"
          name="confirm"
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "confirm-error" : undefined}
        />
      </Field>
      <Button variant="danger" disabled={pending}>
        {pending ? "Deleting…" : `Delete ${slug} and everything in it`}
      </Button>
    </form>
  );
}
