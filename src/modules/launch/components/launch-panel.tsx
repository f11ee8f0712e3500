"use client";

import Link from "next/link";
import { useActionState } from "react";
import { idleState, type AdminFormAction } from "@/modules/admin/action-state";
import { Button, Notice } from "@/modules/admin/components/ui";
import type { LaunchItem } from "../service";

/**
 * The launch checklist of a site made from a template: what the platform
 * checked (with its finding), what only the owner can confirm (a box to
 * tick), and the button that makes the site public.
 */
export function LaunchPanel({ action, items, canLaunch }: { action: AdminFormAction; items: LaunchItem[]; canLaunch: boolean }) {
  const [state, formAction, pending] = useActionState(action, idleState);
  return (
    <form action={formAction} aria-busy={pending} aria-labelledby="launch">
      <p className="mb-4">Visitors see a “Coming soon” page, and search engines nothing, until you launch. You see the whole site while signed in.</p>
      <ol className="mb-4 space-y-3">
        {items.map((item) => (
          <li key={item.key} className="rounded-md border border-line p-3">
            {item.checked ? (
              <p className="font-semibold">
                <span aria-hidden="true">{item.done ? "✓ " : "○ "}</span>
                {item.label}
                <span className="sr-only">{item.done ? " (done)" : " (not yet)"}</span>
              </p>
            ) : (
              <label className="flex items-start gap-2 font-semibold">
                <input type="checkbox" name="confirm" value={item.key} disabled={!item.done} className="mt-1 size-5" aria-describedby={`launch-${item.key}`} />
                {item.label}
              </label>
            )}
            <p id={`launch-${item.key}`} className="mt-1 text-sm text-muted">
              {item.detail}{" "}
              <Link className="underline" href={item.href}>
                Go there
                <span className="sr-only"> for “{item.label}”</span>
              </Link>
            </p>
            {item.places && item.places.length > 0 && (
              <ul className="mt-2 space-y-1 text-sm" aria-label={`Where: ${item.label}`}>
                {item.places.map((place) => (
                  <li key={`${place.text} ${place.href}`} className="break-words">
                    {place.text.charAt(0).toUpperCase() + place.text.slice(1)}.{" "}
                    <Link className="underline" href={place.href} prefetch={false}>
                      {place.action}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {state.message && (
        <div className="mb-3" role={state.status === "error" ? "alert" : "status"}>
          <Notice tone={state.status === "error" ? "error" : "success"}>{state.message}</Notice>
        </div>
      )}
      {canLaunch ? (
        <Button disabled={pending}>{pending ? "Launching…" : "Launch the site"}</Button>
      ) : (
        <p className="text-sm text-muted">Only the site&rsquo;s owners launch it.</p>
      )}
    </form>
  );
}
