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
  /** The record's version after a save: the next save is based on it. */
  version?: string;
  /** Whether visitors see what was saved: false for a draft, whose notice offers its preview link rather than "View it live". */
  live?: boolean;
  /** A signed link to the saved draft, for the notice. */
  previewHref?: string;
  /** A save refused because someone else saved a later version (modules/admin/editable.ts). */
  conflict?: ConflictDetail;
}

/** What someone else saved while the form was open: shown beside the form, which keeps every value typed. */
export interface ConflictDetail {
  version: string;
  savedBy: string;
  savedAt: string;
  /** The fields where their saved version differs from the one being saved, with their value in words. */
  differences: Array<{ field: string; theirs: string }>;
}

export const idleState: AdminActionState = { status: "idle" };

/** A server action as useActionState takes it. */
export type AdminFormAction = (state: AdminActionState, form: FormData) => Promise<AdminActionState>;
