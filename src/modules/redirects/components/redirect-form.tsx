"use client";

import { startTransition, useActionState, useState } from "react";
import { idleState, type AdminFormAction } from "@/modules/admin/action-state";
import { Button, Field, Notice, inputClass } from "@/modules/admin/components/ui";

/** Adds a redirect; what was typed stays when the server refuses it. */
export function RedirectForm({ action, siteSlug }: { action: AdminFormAction; siteSlug: string }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const [values, setValues] = useState({ fromPath: "", toPath: "", kind: "permanent" });
  const error = (name: string) => state.fieldErrors?.[name];
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
      aria-busy={pending}
      noValidate
    >
      <div className="grid gap-x-4 md:grid-cols-2">
        <Field id="fromPath" label="Old address" hint={`What follows /${siteSlug}/, such as old-menu.`} error={error("fromPath")}>
          <input
            id="fromPath"
            name="fromPath"
            value={values.fromPath}
            onChange={set("fromPath")}
            className={inputClass}
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={error("fromPath") ? true : undefined}
            aria-describedby={["fromPath-hint", error("fromPath") && "fromPath-error"].filter(Boolean).join(" ")}
          />
        </Field>
        <Field
          id="toPath"
          label="Send visitors to"
          hint="A page of this site, such as menu (empty for the home page), or a full web address."
          error={error("toPath")}
        >
          <input
            id="toPath"
            name="toPath"
            value={values.toPath}
            onChange={set("toPath")}
            className={inputClass}
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={error("toPath") ? true : undefined}
            aria-describedby={["toPath-hint", error("toPath") && "toPath-error"].filter(Boolean).join(" ")}
          />
        </Field>
      </div>
      <Field id="kind" label="For how long" hint="Permanent tells search engines to remember the new address.">
        <select id="kind" name="kind" value={values.kind} onChange={set("kind")} className={inputClass} aria-describedby="kind-hint">
          <option value="permanent">Permanent (301)</option>
          <option value="temporary">For now (302)</option>
        </select>
      </Field>
      {state.message && (
        <div className="mb-3">
          <Notice tone={state.status === "error" ? "error" : "success"}>{state.message}</Notice>
        </div>
      )}
      <Button disabled={pending}>{pending ? "Adding…" : "Add the redirect"}</Button>
    </form>
  );
}
