import type { SubmittedValues } from "@/modules/forms/submission";

/** Where the reservation block sits on its page: "Reserve a table" buttons elsewhere point here (`contact#reserve`). */
export const RESERVE_ANCHOR = "reserve";
/** The problems of a reservation sent back, above its form: a post answered with them lands here. */
export const RESERVE_PROBLEM = "reserve-problem";

const MESSAGE = "!message";
const ERROR = "!error:";

/** A refused reservation as kept with what was typed (appointments/drafts.ts): its message, its fields' errors, the values. */
export function keptProblem(message: string, errors: Record<string, string>, values: SubmittedValues): Record<string, string> {
  const typed = Object.entries(values).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : []));
  return { ...Object.fromEntries(typed), ...Object.fromEntries(Object.entries(errors).map(([name, error]) => [`${ERROR}${name}`, error])), [MESSAGE]: message };
}

/** What keptProblem kept, read back for the form; no message when nothing was kept (or it is gone). */
export function problemKept(kept: Record<string, string>): { message?: string; errors: Record<string, string>; values: Record<string, string> } {
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(kept)) {
    if (key.startsWith(ERROR)) errors[key.slice(ERROR.length)] = value;
    else if (key !== MESSAGE) values[key] = value;
  }
  return { message: kept[MESSAGE], errors, values };
}
