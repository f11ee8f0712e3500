"use client";

import { useActionState, useState } from "react";
import { Button, Notice, inputClass } from "@/modules/admin/components/ui";
import { MAX_ALT_LENGTH } from "../schema";
import { idleState, type AdminFormAction } from "@/modules/admin/action-state";

/** Sets one image's alt text, in its card. */
export function AltForm({ action, id, name, alt }: { action: AdminFormAction; id: string; name: string; alt: string | null }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  // Controlled, so a refused description stays in the box (React resets uncontrolled fields after every action).
  const [value, setValue] = useState(alt ?? "");
  const field = `alt-${id}`;
  const error = state.fieldErrors?.alt;
  return (
    <form action={formAction} className="mt-2">
      <label htmlFor={field} className="mb-1 block text-sm font-medium">
        Alt text for {name}
      </label>
      <p id={`${field}-hint`} className="mb-1 text-xs text-muted">
        What the image shows, for people who cannot see it. At most {MAX_ALT_LENGTH} characters.
      </p>
      <textarea
        id={field}
        name="alt"
        rows={2}
        required
        maxLength={MAX_ALT_LENGTH}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-describedby={`${field}-hint${error ? ` ${field}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        className={inputClass}
      />
      {error && (
        <p id={`${field}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-2">
        <Button variant="secondary" disabled={pending}>
          {pending ? "Saving…" : `Save alt text for ${name}`}
        </Button>
      </div>
      {state.status === "saved" && <Notice tone="success">{state.message}</Notice>}
      {state.status === "error" && !error && <Notice tone="error">{state.message}</Notice>}
    </form>
  );
}
