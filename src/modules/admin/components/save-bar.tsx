"use client";

import Link from "next/link";
import type { AdminActionState } from "../action-state";
import { fieldId } from "../schema-form/schema-fields";
import { describePath } from "../schema-form/spec";

/**
 * The outcome of a save, announced (role=status or alert), with a link to
 * each field that needs attention so a keyboard user gets there in one step.
 */
export function SaveOutcome({ state, viewHref }: { state: AdminActionState; viewHref?: string }) {
  if (state.status === "idle") return null;
  if (state.status === "saved") {
    return (
      <div role="status" className="mb-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-950">
        {state.message}{" "}
        {viewHref && (
          <Link href={viewHref} className="font-semibold underline">
            View it live
          </Link>
        )}
      </div>
    );
  }
  const fields = Object.entries(state.fieldErrors ?? {});
  return (
    <div role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-950">
      <p className="font-semibold">{state.message}</p>
      {fields.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {fields.map(([path, message]) => (
            <li key={path}>
              <a href={`#${fieldId(path)}`} className="underline">
                {describePath(path)}: {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
