"use client";

import { useActionState, useEffect, useState } from "react";
import { idleState, type AdminActionState } from "@/modules/admin/action-state";
import { Button, Field, inputClass, Notice } from "@/modules/admin/components/ui";

type Action = (state: AdminActionState, formData: FormData) => Promise<AdminActionState>;

/**
 * The reply box. A plain form post without JavaScript; with it, the text
 * stays when the send is refused and empties once the reply is queued.
 */
export function ReplyForm({ action, to, initial }: { action: Action; to: string; initial: string }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const [body, setBody] = useState(initial);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the box empties once, when the server says the reply is queued
    if (state.status === "saved") setBody("");
  }, [state]);
  const error = state.fieldErrors?.body;
  return (
    <form action={formAction} aria-label="Reply" aria-busy={pending}>
      <Field id="reply-body" label={`Your reply to ${to}`} hint="Sent from the site's name; answers come back to the site's email address." error={error}>
        <textarea
          id="reply-body"
          name="body"
          required
          rows={8}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "reply-body-hint reply-body-error" : "reply-body-hint"}
        />
      </Field>
      <div className="mb-4">
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="keep" value="yes" className="size-5" />
          Also keep this as a saved reply, titled:
        </label>
        <label htmlFor="reply-save-as" className="sr-only">
          Title of the saved reply
        </label>
        <input id="reply-save-as" name="saveAs" maxLength={80} className={inputClass} aria-invalid={state.fieldErrors?.saveAs ? true : undefined} />
      </div>
      <Button type="submit" disabled={pending}>
        Send reply
      </Button>
      {state.message && (
        <div className="mt-3">
          <Notice tone={state.status === "error" ? "error" : "success"}>{state.message}</Notice>
        </div>
      )}
    </form>
  );
}
