"use client";

import { useActionState } from "react";
import { Button, Field, Notice, inputClass } from "@/modules/admin/components/ui";
import { idleState, type AdminFormAction } from "@/modules/admin/action-state";

/** Picks one or more images and posts them; the server checks each by its bytes. */
export function UploadForm({ action, accept, maxFiles }: { action: AdminFormAction; accept: string; maxFiles: number }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const error = state.fieldErrors?.files;
  return (
    <form action={formAction}>
      {state.message && <Notice tone={state.status === "error" ? "error" : "success"}>{state.message}</Notice>}
      <Field
        id="media-files"
        label="Images"
        hint={`JPEG, PNG, WebP, AVIF or GIF; up to ${maxFiles} at a time, each at most 15 MB and 40 megapixels. Animated GIFs are kept as still images.`}
        error={error}
      >
        <input
          id="media-files"
          name="files"
          type="file"
          multiple
          required
          accept={accept}
          aria-describedby={`media-files-hint${error ? " media-files-error" : ""}`}
          aria-invalid={error ? true : undefined}
          className={inputClass}
        />
      </Field>
      <Button disabled={pending}>{pending ? "Uploading…" : "Upload images"}</Button>
    </form>
  );
}
