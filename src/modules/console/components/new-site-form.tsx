"use client";

import { useActionState, useState } from "react";
import { idleState, type AdminActionState } from "@/modules/admin/action-state";
import { Button, Field, Notice, inputClass } from "@/modules/admin/components/ui";
import { WeekGrid } from "@/modules/sites/components/week-grid";
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
type Name = "kind" | "name" | "slug" | "tagline" | "phone" | "email" | "street" | "locality" | "region" | "postalCode" | "logoMark" | "examples";

export function NewSiteForm({ action, kinds, marks }: { action: Action; kinds: KindChoice[]; marks: readonly string[] }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const [values, setValues] = useState<Record<Name, string>>({
    kind: "",
    name: "",
    slug: "",
    tagline: "",
    phone: "",
    email: "",
    street: "",
    locality: "",
    region: "",
    postalCode: "",
    logoMark: "",
    examples: "drafts",
  });
  const [week, setWeek] = useState<Record<string, string>>({});
  const [slugEdited, setSlugEdited] = useState(false);
  const set = (name: Name) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((v) => ({ ...v, [name]: event.target.value }));
  const error = (name: string) => state.fieldErrors?.[name];
  const described = (name: string, hint = false) => [hint && `${name}-hint`, error(name) && `${name}-error`].filter(Boolean).join(" ") || undefined;
  const source = kinds.find((k) => k.kind === values.kind);

  return (
    <form action={formAction} aria-busy={pending} noValidate>
      {state.status === "error" && <Notice tone="error">{state.message}</Notice>}
      <Field
        id="kind"
        label="Kind of site"
        hint={
          source
            ? `Starts with the ${source.pages} pages of /${source.source}, with this business's details in place of its own.`
            : "The site starts with that kind's pages, blocks and look."
        }
        error={error("kind")}
      >
        <select
          id="kind"
          name="kind"
          required
          value={values.kind}
          onChange={set("kind")}
          className={inputClass}
          aria-invalid={error("kind") ? true : undefined}
          aria-describedby={described("kind", true)}
        >
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
      <Field
        id="slug"
        label="Address"
        hint={`The site lives at /${values.slug || "your-address"}. Lowercase letters, digits and single hyphens; left empty, it is made from the name.`}
        error={error("slug")}
      >
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
        <input
          id="tagline"
          name="tagline"
          maxLength={160}
          value={values.tagline}
          onChange={set("tagline")}
          className={inputClass}
          aria-invalid={error("tagline") ? true : undefined}
          aria-describedby={described("tagline")}
        />
      </Field>
      <p className="mb-4 text-sm text-muted">
        Everything the template&rsquo;s showroom business said about itself (its name, phone, email, address, people and hours) is replaced by what you enter
        here. The new site stays behind a &ldquo;Coming soon&rdquo; page until its owner launches it.
      </p>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id="phone" label="Phone" hint="Every “Call” button dials it." error={error("phone")}>
          <input
            id="phone"
            name="phone"
            type="tel"
            required
            autoComplete="off"
            maxLength={40}
            value={values.phone}
            onChange={set("phone")}
            className={inputClass}
            aria-invalid={error("phone") ? true : undefined}
            aria-describedby={described("phone", true)}
          />
        </Field>
        <Field id="email" label="Email" hint="Messages from the site's forms go here." error={error("email")}>
          <input
            id="email"
            name="email"
            type="email"
            required
            autoComplete="off"
            value={values.email}
            onChange={set("email")}
            className={inputClass}
            aria-invalid={error("email") ? true : undefined}
            aria-describedby={described("email", true)}
          />
        </Field>
      </div>
      <fieldset className="mb-4 rounded-md border border-line p-3">
        <legend className="px-1 font-semibold">Where the business is (leave empty for a business without premises)</legend>
        <Field id="street" label="Street" error={error("street")}>
          <input
            id="street"
            name="street"
            autoComplete="off"
            maxLength={200}
            value={values.street}
            onChange={set("street")}
            className={inputClass}
            aria-invalid={error("street") ? true : undefined}
            aria-describedby={described("street")}
          />
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-3">
          <Field id="locality" label="Town or city" error={error("locality")}>
            <input
              id="locality"
              name="locality"
              autoComplete="off"
              maxLength={100}
              value={values.locality}
              onChange={set("locality")}
              className={inputClass}
              aria-invalid={error("locality") ? true : undefined}
              aria-describedby={described("locality")}
            />
          </Field>
          <Field id="region" label="State" error={error("region")}>
            <input
              id="region"
              name="region"
              autoComplete="off"
              maxLength={100}
              value={values.region}
              onChange={set("region")}
              className={inputClass}
              aria-invalid={error("region") ? true : undefined}
              aria-describedby={described("region")}
            />
          </Field>
          <Field id="postalCode" label="ZIP code" error={error("postalCode")}>
            <input
              id="postalCode"
              name="postalCode"
              autoComplete="off"
              maxLength={20}
              value={values.postalCode}
              onChange={set("postalCode")}
              className={inputClass}
              aria-invalid={error("postalCode") ? true : undefined}
              aria-describedby={described("postalCode")}
            />
          </Field>
        </div>
      </fieldset>
      <fieldset className="mb-4 rounded-md border border-line p-3">
        <legend className="px-1 font-semibold">Opening hours</legend>
        <p className="mb-3 text-sm text-muted">
          Leave a day empty when closed; a closing time before the opening time runs past midnight. The owner keeps them, with closures and seasons, on the
          site&rsquo;s Hours page.
        </p>
        <WeekGrid label="Opening hours by day" values={week} onChange={(name, value) => setWeek((w) => ({ ...w, [name]: value }))} errors={state.fieldErrors} />
      </fieldset>
      <Field
        id="logoMark"
        label="Logo mark (optional)"
        hint="The drawn symbol beside the name; the owner can change it later in Settings."
        error={error("logoMark")}
      >
        <select
          id="logoMark"
          name="logoMark"
          value={values.logoMark}
          onChange={set("logoMark")}
          className={inputClass}
          aria-invalid={error("logoMark") ? true : undefined}
          aria-describedby={described("logoMark", true)}
        >
          <option value="">Keep the template&rsquo;s</option>
          {marks.map((mark) => (
            <option key={mark} value={mark}>
              {mark.replace(/-/g, " ")}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="mb-6">
        <legend className="mb-2 font-semibold">The template&rsquo;s example posts, events, news, jobs and team members</legend>
        <label className="mb-2 flex items-start gap-2">
          <input type="radio" name="examples" value="drafts" checked={values.examples === "drafts"} onChange={set("examples")} className="mt-1 size-5" />
          <span>Bring them in as unpublished drafts titled &ldquo;Example: &hellip;&rdquo;, to rewrite or delete</span>
        </label>
        <label className="flex items-start gap-2">
          <input type="radio" name="examples" value="none" checked={values.examples === "none"} onChange={set("examples")} className="mt-1 size-5" />
          <span>Leave them out</span>
        </label>
        <p className="mt-2 text-sm text-muted">
          Team members come as numbered places to fill: the showroom&rsquo;s people, their names and pictures are never copied.
        </p>
      </fieldset>
      <Button disabled={pending}>{pending ? "Creating the site…" : "Create the site"}</Button>
    </form>
  );
}
