"use client";

import { useActionState } from "react";
import { idleState, type AdminActionState } from "@/modules/admin/action-state";
import { SaveOutcome } from "@/modules/admin/components/save-bar";
import { Button, Field, inputClass } from "@/modules/admin/components/ui";

/** Adds a blog category (or renames the one with that slug). */
export function CategoryForm({ siteSlug, action }: { siteSlug: string; action: (state: AdminActionState, form: FormData) => Promise<AdminActionState> }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const errors = state.fieldErrors ?? {};
  return (
    <form action={formAction}>
      <input type="hidden" name="site" value={siteSlug} />
      <SaveOutcome state={state} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id="category-name" label="Name" error={errors.name}>
          <input id="category-name" name="name" required maxLength={80} className={inputClass} aria-invalid={errors.name ? true : undefined} />
        </Field>
        <Field id="category-slug" label="Slug" hint="Lowercase words with hyphens." error={errors.slug}>
          <input
            id="category-slug"
            name="slug"
            required
            className={inputClass}
            aria-invalid={errors.slug ? true : undefined}
            aria-describedby="category-slug-hint"
          />
        </Field>
      </div>
      <Field id="category-description" label="Description (optional)">
        <input id="category-description" name="description" maxLength={400} className={inputClass} />
      </Field>
      <Button variant="secondary" disabled={pending}>
        Save category
      </Button>
    </form>
  );
}
