/**
 * What every admin form shows after its server action: a message, and the
 * error of each field by its path ("blocks.2.heading"). Shared by the client
 * forms and the actions; the actions build it with adminResult
 * (./action-result.ts).
 */
export interface AdminActionState {
  status: "idle" | "saved" | "error";
  message?: string;
  fieldErrors?: Record<string, string>;
  /** Where the browser should go next (after creating a record, say). */
  redirectTo?: string;
}

export const idleState: AdminActionState = { status: "idle" };

/** A server action as useActionState takes it. */
export type AdminFormAction = (state: AdminActionState, form: FormData) => Promise<AdminActionState>;
