import type { FormDefinition, FormField } from "@/modules/forms/schema";
import type { SubmittedValues } from "@/modules/forms/submission";
import { dayInWords } from "@/lib/format";
import { isCalendarDate } from "@/lib/time";

/** How one submitted value reads: ticked boxes joined, a consent as "Agreed", nothing as "". */
export function fieldText(field: Pick<FormField, "type"> | undefined, value: string | string[] | undefined): string {
  if (value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  return field?.type === "consent" && value === "yes" ? "Agreed" : value;
}

/** As a person reads it: a date as its day in words ("Friday, January 1, 2027"); the export keeps the date as sent (fieldText). */
function readableText(field: Pick<FormField, "type">, value: string | string[] | undefined): string {
  return field.type === "date" && isCalendarDate(value) ? dayInWords(value) : fieldText(field, value);
}

/** The contact's own details, which the inbox shows as the sender rather than as fields. */
export const CONTACT_FIELDS: ReadonlySet<string> = new Set(["name", "email", "phone"]);

/**
 * Every field of a submission with its label, in the form's order; values
 * of fields the form no longer has come last, under their own names.
 */
export function labelledValues(
  form: Pick<FormDefinition, "fields">,
  data: SubmittedValues,
  unitTitle?: string | null,
): Array<{ name: string; label: string; text: string; long: boolean }> {
  const known = form.fields
    .filter((f) => f.type !== "file" && data[f.name] !== undefined)
    // A unit is stored by its id: it reads as the unit's title (the caller's, from the submission's unit), or as gone.
    .map((f) => ({
      name: f.name,
      label: f.label,
      text: f.type === "unit" ? (unitTitle ?? "A unit since deleted") : readableText(f, data[f.name]),
      long: f.type === "textarea",
    }));
  const names = new Set(form.fields.map((f) => f.name));
  const orphans = Object.keys(data)
    .filter((name) => !names.has(name))
    .map((name) => ({ name, label: name, text: fieldText(undefined, data[name]), long: false }));
  return [...known, ...orphans];
}

/** A line to tell messages apart in the list: the first long answer, else the first answer that is not the sender's details. */
export function messagePreview(form: Pick<FormDefinition, "fields">, data: SubmittedValues, max = 120): string {
  const units = new Set(form.fields.filter((f) => f.type === "unit").map((f) => f.name));
  // The list names an application's unit on a line of its own.
  const values = labelledValues(form, data).filter((v) => !CONTACT_FIELDS.has(v.name) && !units.has(v.name) && v.text);
  const chosen = values.find((v) => v.long) ?? values[0];
  if (!chosen) return "";
  const text = chosen.text.replace(/\s+/g, " ").trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** "12 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
