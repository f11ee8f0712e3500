import type { SubmittedValues } from "./submission";

/** What the form shows after a submission attempt. */
export interface FormState {
  status: "idle" | "error" | "success";
  message?: string;
  reference?: string;
  errors: Record<string, string>;
  values: SubmittedValues;
  /** The render token of the first showing, carried through corrections so the fill time counts from then. */
  token?: string;
  /** Where the visitor can put the problem right, shown under its message (the checkouts they hold). */
  link?: { href: string; label: string };
}

export const initialFormState: FormState = { status: "idle", errors: {}, values: {} };
