"use client";

import { useActionState, useState } from "react";
import { idleState, type AdminActionState } from "@/modules/admin/action-state";
import { Button, Field, Notice, inputClass } from "@/modules/admin/components/ui";
import { suggestSlug } from "../schema";

type Action = (state: AdminActionState, formData: FormData) => Promise<AdminActionState>;

export interface KindChoice {
  kind: string;
  label: string;
  source: string;
  pages: number;
}

/**
 * Creating a site: the address follows the name until the operator edits it.
 * The fields hold what was typed when the server refuses it; without
 * JavaScript an empty address is made from the name on the server.
 */
export function NewSiteForm({ action, kinds }: { action: Action; kinds: KindChoice[] }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const [values, setValues] = useState({ kind: "", name: "", slug: "", tagline: "", phone: "", email: "" });
  const [slugEdited, setSlugEdited] = useState(false);
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((v) => ({ ...v, [name]: event.target.value }));
  const error = (name: string) => state.fieldErrors?.[name];
  const described = (name: string, hint = false) => [hint && `${name}-hint`, error(name) && `${name}-error`].filter(Boolean).join(" ") || undefined;
  const source = kinds.find((k) => k.kind === values.kind);

  return (
    <form action={formAction} aria-busy={pending} noValidate>
      {state.status === "error" && <Notice tone="error">{state.message}</Notice>}
      <Field id="kind" label="Kind of site" hint={source ? `Starts with the ${source.pages} pages of /${source.source}, with this business's details in place of its own.` : "The site starts with that kind's pages, blocks and look."} error={error("kind")}>
        <select id="kind" name="kind" required value={values.kind} onChange={set("kind")} className={inputClass} aria-invalid={error("kind") ? true : undefined} aria-describedby={described("kind", true)}>
          <option value="">Choose a kind…</option>
          {kinds.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="name" label="Business name" error={error("name")}>
        <input
          id="name"
          name="name"
          required
          maxLength={120}
          value={values.name}
          onChange={(event) => {
            const name = event.target.value;
            setValues((v) => ({ ...v, name, ...(!slugEdited && { slug: suggestSlug(name) }) }));
          }}
          className={inputClass}
          aria-invalid={error("name") ? true : undefined}
          aria-describedby={described("name")}
        />
      </Field>
      <Field id="slug" label="Address" hint={`The site lives at /${values.slug || "your-address"}. Lowercase letters, digits and single hyphens; left empty, it is made from the name.`} error={error("slug")}>
        <input
          id="slug"
          name="slug"
          maxLength={63}
          autoCapitalize="none"
          spellCheck={false}
          value={values.slug}
          onChange={(event) => {
            setSlugEdited(true);
            set("slug")(event);
          }}
          className={inputClass}
          aria-invalid={error("slug") ? true : undefined}
          aria-describedby={described("slug", true)}
        />
      </Field>
      <Field id="tagline" label="Tagline (optional)" error={error("tagline")}>
        <input id="tagline" name="tagline" maxLength={160} value={values.tagline} onChange={set("tagline")} className={inputClass} aria-invalid={error("tagline") ? true : undefined} aria-describedby={described("tagline")} />
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id="phone" label="Phone (optional)" error={error("phone")}>
          <input id="phone" name="phone" type="tel" autoComplete="off" maxLength={40} value={values.phone} onChange={set("phone")} className={inputClass} aria-invalid={error("phone") ? true : undefined} aria-describedby={described("phone")} />
        </Field>
        <Field id="email" label="Email (optional)" error={error("email")}>
          <input id="email" name="email" type="email" autoComplete="off" value={values.email} onChange={set("email")} className={inputClass} aria-invalid={error("email") ? true : undefined} aria-describedby={described("email")} />
        </Field>
      </div>
      <Button disabled={pending}>{pending ? "Creating the site…" : "Create the site"}</Button>
    </form>
  );
}
