"use client";

import { startTransition, useActionState, useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { idleState, type AdminActionState } from "@/modules/admin/action-state";
import { Notice } from "@/modules/admin/components/ui";

type Action = (state: AdminActionState, formData: FormData) => Promise<AdminActionState>;

/**
 * The admin's ActionForm for a longer form: what was typed stays when the
 * action answers with a problem (React resets a form posted to an action
 * otherwise), and a form for something new (`resetOnSave`) empties once it
 * is saved. Without JavaScript it posts as any form does.
 */
export function KeepingForm({ action, label, resetOnSave = false, children }: { action: Action; label: string; resetOnSave?: boolean; children: ReactNode }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (resetOnSave && state.status === "saved") form.current?.reset();
  }, [state, resetOnSave]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };
  return (
    <form ref={form} action={formAction} onSubmit={submit} aria-label={label} aria-busy={pending}>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
      {state.message && (
        <div className="mt-2">
          <Notice tone={state.status === "error" ? "error" : "success"}>{state.message}</Notice>
        </div>
      )}
    </form>
  );
}
