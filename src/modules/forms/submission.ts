import * as z from "zod/mini";
import type { FormField } from "./schema";

/**
 * What a visitor sends through a form, checked field by field. The browser
 * (as the visitor types) and the server (the authority) build the same schema
 * from the form's fields. It is written with zod's mini build, whose checks a
 * bundler can leave out when unused: the browser's copy of the full zod was
 * 28 KB of every page with a form, for a handful of string checks.
 */

/** What a visitor's browser sends for one field: text, or several texts for a checkbox group. */
export type SubmittedValues = Record<string, string | string[]>;

const PHONE = /^[+()\d][\d\s().+-]{6,24}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A blank text is a field left empty. */
const blankToAbsent = z.transform((v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v));

const CONSENT_NEEDED = "Please tick the box to agree";

/** "Please fill in your name"; a label that asks a question ("What is it about?") is answered, not filled in. */
function requiredMessage(label: string): string {
  return label.endsWith("?") ? "Please answer this question" : `Please fill in ${label}`;
}

/** The schema for a form's text fields (files are checked apart, by content). Messages speak to the visitor. */
export function submissionSchema(fields: readonly FormField[]) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const field of fields) {
    if (field.type === "file") continue;
    const label = field.label
      .trim()
      .replace(/[.:*]+$/, "")
      .toLowerCase();
    if (field.type === "checkbox") {
      const boxes = z.array(z.enum(field.options as [string, ...string[]])).check(z.maxLength(field.options!.length));
      shape[field.name] = field.required
        ? boxes.check(z.minLength(1, label.endsWith("?") ? "Choose at least one option" : `Choose at least one option for ${label}`))
        : z.optional(boxes);
      continue;
    }
    const value = valueSchema(field, label);
    // Required: present and non-blank. Optional: blank becomes absent.
    shape[field.name] = field.required
      ? z.pipe(
          blankToAbsent,
          z.pipe(z.any().check(z.refine((v) => v !== undefined, field.type === "consent" ? CONSENT_NEEDED : requiredMessage(label))), value),
        )
      : z.pipe(blankToAbsent, z.optional(value));
  }
  return z.object(shape);
}

function valueSchema(field: FormField, label: string): z.ZodMiniType {
  switch (field.type) {
    case "email":
      return z.pipe(z.string().check(z.trim(), z.maxLength(254, "That email address is too long")), z.email("Enter an email address like name@example.com"));
    case "phone":
      return z.string().check(z.trim(), z.regex(PHONE, "Enter a phone number like (585) 555-0100"));
    case "date":
      return z.string().check(z.trim(), z.regex(DATE, "Enter a date as YYYY-MM-DD"));
    case "select":
    case "radio":
      return z.enum(field.options as [string, ...string[]], label.endsWith("?") ? "Choose one of the options" : `Choose one of the options for ${label}`);
    case "unit":
      // The server fills in the units to let; an id of none of them (another site's, one leased since) is refused.
      return z.enum((field.options ?? []) as [string, ...string[]], "Choose one of the homes listed");
    case "consent":
      return z.literal("yes", CONSENT_NEEDED);
    default: {
      const max = fieldMaxLength(field);
      return z
        .string()
        .check(z.trim(), z.maxLength(max, label.endsWith("?") ? `Keep your answer under ${max} characters` : `Keep ${label} under ${max} characters`));
    }
  }
}

/** The posted values of a form's text fields (files are read apart): one text, or all ticked boxes of a checkbox group. */
export function valuesFromFormData(fields: readonly FormField[], formData: FormData): SubmittedValues {
  const values: SubmittedValues = {};
  for (const field of fields) {
    if (field.type === "file") continue;
    if (field.type === "checkbox")
      values[field.name] = formData
        .getAll(field.name)
        .filter((v): v is string => typeof v === "string")
        .map(withoutControls);
    else if (typeof formData.get(field.name) === "string") values[field.name] = withoutControls(formData.get(field.name) as string);
  }
  return values;
}

/**
 * A value without the control characters no one types (a NUL byte pasted
 * from a file, say: PostgreSQL refuses it in text, and the message was lost);
 * tabs and line breaks stay.
 */
export const withoutControls = (value: string) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");

/** The most characters a field's value may have (what it validates against, and all a refused form echoes back). */
export function fieldMaxLength(field: FormField): number {
  switch (field.type) {
    case "email":
      return 254;
    case "phone":
      return 40;
    case "date":
      return 10;
    case "select":
    case "radio":
    case "checkbox":
    case "unit":
      return 120;
    case "consent":
      return 3;
    default:
      return field.maxLength ?? (field.type === "textarea" ? 5000 : 300);
  }
}

/**
 * The values a form sent back with errors shows again: each cut to what its
 * field allows, so a 20 MB field is not rendered back (three times over:
 * the input, the state, the action's payload).
 */
export function echoValues(fields: readonly FormField[], values: SubmittedValues): SubmittedValues {
  const out: SubmittedValues = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    const max = fieldMaxLength(field);
    out[field.name] = Array.isArray(value) ? value.slice(0, field.options?.length ?? 30).map((v) => v.slice(0, max)) : value.slice(0, max);
  }
  return out;
}

/** The summary above a form sent back with errors. */
export function correctionMessage(errorCount: number): string {
  return `Please correct ${errorCount === 1 ? "the field marked below" : `the ${errorCount} fields marked below`}.`;
}

/** Field errors keyed by field name, first message each: what the form shows beside each field. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

declare module "@/server/db/schema/json" {
  interface JsonShapes {
    submittedValues: SubmittedValues;
  }
}
