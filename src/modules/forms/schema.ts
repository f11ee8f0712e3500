import { z } from "zod";

/**
 * A site's forms are data: a list of typed fields, the recipients of what is
 * sent, and what happens after. From the fields the same zod schema is built
 * for the browser (validation as you type) and the server (the authority).
 */
export const FIELD_TYPES = ["text", "email", "phone", "textarea", "select", "radio", "checkbox", "date", "file", "consent"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FILE_KINDS = ["pdf", "image", "document"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const fieldSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, "Use lowercase letters, digits and underscores"),
    label: z.string().trim().min(1).max(200),
    type: z.enum(FIELD_TYPES),
    required: z.boolean().default(false),
    help: z.string().trim().max(300).optional(),
    options: z.array(z.string().trim().min(1).max(120)).max(30).optional(),
    maxLength: z.number().int().min(1).max(10_000).optional(),
    /** For file fields: which kinds of file, how many and how large. */
    accept: z.array(z.enum(FILE_KINDS)).min(1).optional(),
    maxFiles: z.number().int().min(1).max(10).default(1),
    maxSizeMb: z.number().min(0.1).max(25).default(10),
    width: z.enum(["full", "half"]).default("full"),
  })
  .refine((f) => !["select", "radio", "checkbox"].includes(f.type) || (f.options?.length ?? 0) > 0, { message: "Give this field its options", path: ["options"] })
  .refine((f) => f.type !== "file" || f.accept, { message: "Say which kinds of file are accepted", path: ["accept"] });
export type FormField = z.output<typeof fieldSchema>;
export type FormFieldInput = z.input<typeof fieldSchema>;

export const formDefinitionSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().trim().min(1).max(120),
    fields: z.array(fieldSchema).min(1).max(40),
    /** Who is told of each submission. */
    recipients: z.array(z.email()).min(1).max(10),
    submitLabel: z.string().trim().min(1).max(40).default("Send"),
    /** A page of the site to go to after a successful submission ("thank-you"); without it, an inline confirmation. */
    successPath: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/).optional(),
    successMessage: z.string().trim().max(400).default("Thank you. We have your message and will reply soon."),
    /** Also send the visitor a copy with their reference number. */
    confirmToSender: z.boolean().default(true),
    /**
     * A sign-up form: submitting it asks to join this list (double opt-in). Its consent field's
     * label is the wording recorded with the consent.
     */
    subscribeList: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).optional(),
  })
  .refine((f) => new Set(f.fields.map((x) => x.name)).size === f.fields.length, { message: "Two fields share a name", path: ["fields"] })
  .refine((f) => f.fields.some((x) => x.type === "email" && x.name === "email" && x.required), { message: "A form needs a required email field named \"email\"", path: ["fields"] })
  .refine((f) => !f.subscribeList || f.fields.some((x) => x.type === "consent" && x.required), { message: "A sign-up form needs a required consent field", path: ["fields"] });
export type FormDefinition = z.output<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/** What a visitor's browser sends for one field: text, or several texts for a checkbox group. */
export type SubmittedValues = Record<string, string | string[]>;

const PHONE = /^[+()\d][\d\s().+-]{6,24}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The schema for a form's text fields (files are checked apart, by content). Messages speak to the visitor. */
export function submissionSchema(fields: readonly FormField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field.type === "file") continue;
    const label = field.label.replace(/[.:*]+$/, "").toLowerCase();
    const max = field.maxLength ?? (field.type === "textarea" ? 5000 : 300);
    let schema: z.ZodType;
    switch (field.type) {
      case "email":
        schema = z.string().trim().max(254, "That email address is too long").pipe(z.email("Enter an email address like name@example.com"));
        break;
      case "phone":
        schema = z.string().trim().regex(PHONE, "Enter a phone number like (585) 555-0100");
        break;
      case "date":
        schema = z.string().trim().regex(DATE, "Enter a date as YYYY-MM-DD");
        break;
      case "select":
      case "radio":
        schema = z.enum(field.options as [string, ...string[]], `Choose one of the options for ${label}`);
        break;
      case "checkbox":
        schema = z.array(z.enum(field.options as [string, ...string[]])).max(field.options!.length);
        if (field.required) schema = (schema as z.ZodArray<z.ZodType>).min(1, `Choose at least one option for ${label}`);
        shape[field.name] = field.required ? schema : schema.optional();
        continue;
      case "consent":
        schema = z.literal("yes", `Please tick the box to agree`);
        break;
      default:
        schema = z.string().trim().max(max, `Keep ${label} under ${max} characters`);
    }
    // Required: present and non-blank. Optional: blank becomes absent.
    const blankToUndefined = z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), field.required ? schema : schema.optional());
    shape[field.name] = field.required
      ? z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.any().refine((v) => v !== undefined, field.type === "consent" ? "Please tick the box to agree" : `Please fill in ${label}`).pipe(schema))
      : blankToUndefined;
  }
  return z.object(shape);
}

/** The posted values of a form's text fields (files are read apart): one text, or all ticked boxes of a checkbox group. */
export function valuesFromFormData(fields: readonly FormField[], formData: FormData): SubmittedValues {
  const values: SubmittedValues = {};
  for (const field of fields) {
    if (field.type === "file") continue;
    if (field.type === "checkbox") values[field.name] = formData.getAll(field.name).filter((v): v is string => typeof v === "string");
    else if (typeof formData.get(field.name) === "string") values[field.name] = formData.get(field.name) as string;
  }
  return values;
}

/** The summary above a form sent back with errors. */
export function correctionMessage(errorCount: number): string {
  return `Please correct ${errorCount === 1 ? "the field marked below" : `the ${errorCount} fields marked below`}.`;
}

/** Field errors keyed by field name, first message each: what the form shows beside each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
