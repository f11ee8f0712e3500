import { z } from "zod";
import { FILE_KINDS } from "@/lib/sniff";

/**
 * A site's forms are data: a list of typed fields, the recipients of what is
 * sent, and what happens after. What a visitor sends is checked against the
 * fields by ./submission.
 */
/** `unit`: one of the site's homes for rent (modules/rentals), offered by the server and stored by its id with the submission. */
export const FIELD_TYPES = ["text", "email", "phone", "textarea", "select", "radio", "checkbox", "date", "file", "consent", "unit"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

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
  .refine((f) => !["select", "radio", "checkbox"].includes(f.type) || (f.options?.length ?? 0) > 0, {
    message: "Give this field its options",
    path: ["options"],
  })
  .refine((f) => f.type !== "file" || f.accept, { message: "Say which kinds of file are accepted", path: ["accept"] });
export type FormField = z.output<typeof fieldSchema>;

/**
 * A field as a visitor is shown it: a `unit` field carries the site's units
 * to let, each by its id (`options`) and its words (`optionLabels`),
 * filled in by the server (forms/present.ts); the others are as defined.
 */
export type ShownField = FormField & { optionLabels?: string[] };
export type FormFieldInput = z.input<typeof fieldSchema>;

/** A mailing list's key, as subscriptions and newsletters name it: "town-news". */
export const listKey = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const formDefinitionSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().trim().min(1).max(120),
    fields: z.array(fieldSchema).min(1).max(40),
    /** Who is told of each submission. */
    recipients: z.array(z.email()).min(1).max(10),
    submitLabel: z.string().trim().min(1).max(40).default("Send"),
    /** A page of the site to go to after a successful submission ("thank-you"); without it, an inline confirmation. */
    successPath: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/)
      .optional(),
    successMessage: z.string().trim().max(400).default("Thank you. We have your message and will reply soon."),
    /** Also send the visitor a copy with their reference number. */
    confirmToSender: z.boolean().default(true),
    /**
     * A sign-up form: submitting it asks to join this list (double opt-in). Its consent field's
     * label is the wording recorded with the consent.
     */
    subscribeList: listKey.optional(),
    /**
     * A sign-up form offering several lists: the visitor's choice in the checkbox field `field`,
     * each of its options joining the list named beside it (`subscribeList` when nothing is chosen).
     */
    listChoice: z.object({ field: z.string(), lists: z.record(z.string(), listKey) }).optional(),
    /** A fee the visitor pays online, through the site's payment provider, once the form is sent (a rental application's screening fee). */
    applicationFeeCents: z.number().int().min(50).max(100_000).optional(),
  })
  .refine((f) => new Set(f.fields.map((x) => x.name)).size === f.fields.length, { message: "Two fields share a name", path: ["fields"] })
  .refine((f) => f.fields.some((x) => x.type === "email" && x.name === "email" && x.required), {
    message: 'A form needs a required email field named "email"',
    path: ["fields"],
  })
  .refine((f) => !f.subscribeList || f.fields.some((x) => x.type === "consent" && x.required), {
    message: "A sign-up form needs a required consent field",
    path: ["fields"],
  })
  .refine(
    (f) => {
      if (!f.listChoice) return true;
      const field = f.fields.find((x) => x.name === f.listChoice!.field);
      const options = field?.type === "checkbox" ? (field.options ?? []) : [];
      return Boolean(f.subscribeList) && options.length > 0 && options.every((o) => o in f.listChoice!.lists);
    },
    { message: "A choice of lists needs a sign-up form and a checkbox field whose every option names a list", path: ["listChoice"] },
  )
  .refine((f) => f.fields.filter((x) => x.type === "unit").length <= 1, { message: "A form asks for one unit at most", path: ["fields"] })
  .refine((f) => !f.applicationFeeCents || !f.subscribeList, { message: "A sign-up form takes no fee", path: ["applicationFeeCents"] });
export type FormDefinition = z.output<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

declare module "@/server/db/schema/json" {
  interface JsonShapes {
    formDefinition: FormDefinition;
  }
}
