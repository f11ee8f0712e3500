"use client";

import { startTransition, useActionState, useState } from "react";
import { idleState, type AdminFormAction } from "@/modules/admin/action-state";
import { Button, Field, Notice, inputClass } from "@/modules/admin/components/ui";

/** Adds a domain; what was typed stays when the server refuses it. */
export function DomainForm({ action }: { action: AdminFormAction }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const [domain, setDomain] = useState("");
  const error = state.fieldErrors?.domain;
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
      <Field
        id="domain"
        label="Domain"
        hint="The address visitors will type, such as www.copperkettle.com. You need to be able to change its DNS records."
        error={error}
      >
        <input
          id="domain"
          name="domain"
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
          className={inputClass}
          inputMode="url"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={["domain-hint", error && "domain-error"].filter(Boolean).join(" ")}
        />
      </Field>
      {state.message && (
        <div className="mb-3">
          <Notice tone={state.status === "error" ? "error" : "success"}>{state.message}</Notice>
        </div>
      )}
      <Button disabled={pending}>{pending ? "Adding…" : "Add the domain"}</Button>
    </form>
  );
}
