"use client";

import { useActionState } from "react";
import type { BalanceState } from "../actions";

export function BalanceCheck({ id, action }: { id: string; action: (state: BalanceState, data: FormData) => Promise<BalanceState> }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="mt-4 flex flex-wrap items-end gap-3" aria-describedby={state.message ? `${id}-answer` : undefined}>
      <div className="min-w-64 flex-1">
        <label htmlFor={`${id}-code`} className="block font-semibold">
          Gift card code
        </label>
        <input
          id={`${id}-code`}
          name="code"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="ABCD-EFGH-JKMN-PQRS"
          maxLength={24}
          className="mt-1 w-full rounded-site border border-muted bg-page px-3 py-2 font-mono uppercase"
        />
      </div>
      <button type="submit" disabled={pending} className="min-h-11 rounded-site border-2 border-primary px-5 py-2 font-semibold text-primary">
        {pending ? "Checking…" : "Check balance"}
      </button>
      <p id={`${id}-answer`} role="status" className={`w-full ${state.found ? "font-semibold" : ""}`}>
        {state.message}
      </p>
    </form>
  );
}
