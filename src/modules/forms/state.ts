import type { SubmittedValues } from "./schema";

/** What the form shows after a submission attempt. */
export interface FormState {
  status: "idle" | "error" | "success";
  message?: string;
  reference?: string;
  errors: Record<string, string>;
  values: SubmittedValues;
}

export const initialFormState: FormState = { status: "idle", errors: {}, values: {} };
