"use client";

import { useActionState, useState } from "react";
import { idleState, type AdminActionState } from "@/modules/admin/action-state";
import { Button, Field, Notice, inputClass } from "@/modules/admin/components/ui";
import { ROLE_DUTIES, ROLES } from "../schema";

const BLANK = { email: "", name: "", role: "editor" };

type Action = (state: AdminActionState, formData: FormData) => Promise<AdminActionState>;

/** Invites by email: the person gets a mail asking them to accept (a new one first chooses a password). */
export function InviteForm({ action }: { action: Action }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const [values, setValues] = useState(BLANK);
  // After an invitation goes out the fields empty for the next one; after a refusal they keep what was typed.
  const [answered, setAnswered] = useState(state);
  if (state !== answered) {
    setAnswered(state);
    if (state.status === "saved") setValues(BLANK);
  }
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));
  const error = (name: string) => state.fieldErrors?.[name];
  const invalid = (name: string) => (error(name) ? { "aria-invalid": true, "aria-describedby": `invite-${name}-error` } : {});
  return (
    <form action={formAction} aria-busy={pending} noValidate>
      {state.message && <Notice tone={state.status === "error" ? "error" : "success"}>{state.message}</Notice>}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id="invite-email" label="Email" error={error("email")}>
          <input
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            value={values.email}
            onChange={set("email")}
            className={inputClass}
            {...invalid("email")}
          />
        </Field>
        <Field id="invite-name" label="Name" error={error("name")}>
          <input
            id="invite-name"
            name="name"
            autoComplete="off"
            required
            maxLength={120}
            value={values.name}
            onChange={set("name")}
            className={inputClass}
            {...invalid("name")}
          />
        </Field>
      </div>
      <Field id="invite-role" label="Role" error={error("role")}>
        <select id="invite-role" name="role" value={values.role} onChange={set("role")} className={inputClass} {...invalid("role")}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role.charAt(0).toUpperCase() + role.slice(1)}: {ROLE_DUTIES[role]}
            </option>
          ))}
        </select>
      </Field>
      <Button disabled={pending}>{pending ? "Inviting…" : "Invite"}</Button>
    </form>
  );
}
