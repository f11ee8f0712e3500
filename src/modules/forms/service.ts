import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { tags } from "@/server/cache/tags";
import { schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { newReference } from "@/server/reference";
import { consume, minutesToWait } from "@/server/rate-limit";
import { sign, verify } from "@/server/secret";
import { minFillSeconds } from "@/server/served-forms";
import { fileStorage, type FileStorage } from "@/server/storage";
import { AppError } from "@/lib/errors";
import { FILE_KIND_LABELS, sniffFile } from "@/lib/sniff";
import { contactPageUrl, upsertContact } from "@/modules/contacts/service";
import { enqueueMail } from "@/modules/mail/outbox";
import { kickMailWorker } from "@/modules/mail/worker";
import type { SiteId } from "@/modules/sites/queries";
import { shownFields } from "./present";
import { getForm } from "./queries";
import { formDefinitionSchema, type FormDefinition, type FormDefinitionInput, type ShownField } from "./schema";
import { correctionMessage, fieldErrors, submissionSchema, type SubmittedValues, withoutControls } from "./submission";

export async function saveForm(siteId: SiteId, input: FormDefinitionInput): Promise<string> {
  const definition = formDefinitionSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.forms)
      .values({ siteId, key: definition.key, definition })
      .onConflictDoUpdate({ target: [schema.forms.siteId, schema.forms.key], set: { definition, updatedAt: sql`now()` } })
      .returning({ id: schema.forms.id });
    return row!.id;
  });
}

/** The hidden token that says when the form was shown to the visitor, signed so it cannot be made up. */
export function formToken(now = Date.now()): string {
  return `${now}.${sign(`form-rendered:${now}`)}`;
}

/** When a form was shown, from its token; null when the token is missing or forged. */
export function renderedAt(token: string | undefined): number | null {
  const match = /^(\d{10,14})\.([A-Za-z0-9_-]{20,100})$/.exec(token ?? "");
  return match && verify(`form-rendered:${match[1]}`, match[2]!) ? Number(match[1]) : null;
}

export interface UploadedFile {
  field: string;
  name: string;
  bytes: Uint8Array;
}

export interface SubmissionRequest {
  siteId: SiteId;
  formKey: string;
  values: SubmittedValues;
  files: UploadedFile[];
  /** The hidden fields: the render token and the honeypot robots fill in. */
  token: string | undefined;
  /** When the page cache last sent this visitor a page of the site with a form, if lately (server/served-forms.ts): a kept page's token is older than the visit. */
  servedAt?: number | null;
  honeypot: string | undefined;
  ip: string;
  pagePath?: string;
}

export type SubmissionResult =
  | {
      ok: true;
      reference: string;
      duplicate: boolean;
      successPath: string | undefined;
      message: string;
      /** The rental unit it applies for, one of the site's. */ unitId: string | null;
    }
  | { ok: false; errors: Record<string, string>; message: string; /** seconds, when a rate limit refused it */ retryAfter?: number };

const reference = () => newReference("MS");

/** The lists a sign-up asks to join: each ticked option's list when the form offers a choice, else its one list. */
export function chosenLists(form: FormDefinition, values: SubmittedValues): string[] {
  if (!form.subscribeList) return [];
  const ticked = form.listChoice ? values[form.listChoice.field] : undefined;
  const lists = Array.isArray(ticked) ? ticked.map((o) => form.listChoice!.lists[o]).filter((l): l is string => Boolean(l)) : [];
  return lists.length ? [...new Set(lists)] : [form.subscribeList];
}

/**
 * Takes a visitor's submission: validates it against the form's own schema
 * and the files by their content, keeps suspected spam in quarantine, and
 * commits the submission, its files, its contact and its mail together before
 * anything is acknowledged. The same submission sent twice is stored once.
 */
/** The values as typed, less the control characters that cannot be stored (submission.ts: withoutControls). */
const cleanValues = (values: SubmissionRequest["values"]) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map((v) => (typeof v === "string" ? withoutControls(v) : v)) : typeof value === "string" ? withoutControls(value) : value,
    ]),
  );

export async function submit(request: SubmissionRequest, storage: FileStorage = fileStorage(), now = Date.now()): Promise<SubmissionResult> {
  const form = await getForm(request.siteId, request.formKey);
  if (!form) throw new AppError("not_found", "This form no longer exists");

  const fields = await shownFields(request.siteId, form.fields);
  const parsed = submissionSchema(fields).safeParse(cleanValues(request.values));
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const files = checkFiles(form, request.files, errors);
  if (!parsed.success || Object.keys(errors).length) {
    return { ok: false, errors, message: correctionMessage(Object.keys(errors).length) };
  }

  const wait = Math.max(await consume("formPerAddress", `${request.siteId}:${request.ip}`), await consume("formPerSite", request.siteId));
  if (wait)
    return {
      ok: false,
      errors: {},
      retryAfter: wait,
      message: `We have received several messages from you in a short time. Please try again in ${minutesToWait(wait)}, or call us.`,
    };

  const renderedTime = renderedAt(request.token);
  const shownAt = renderedTime === null ? null : Math.max(renderedTime, request.servedAt ?? 0);
  const spamReason = request.honeypot?.trim()
    ? "honeypot field was filled in"
    : shownAt === null
      ? "the form's render token was missing or forged"
      : now - shownAt < minFillSeconds() * 1000
        ? `filled in ${((now - shownAt) / 1000).toFixed(1)} s`
        : null;

  const values = parsed.data as SubmittedValues;
  const unitField = fields.find((f) => f.type === "unit");
  // The schema allowed only the ids of the site's units to let; the foreign key holds it to the site as well.
  const unitId = unitField && typeof values[unitField.name] === "string" ? (values[unitField.name] as string) : null;
  const fingerprint = createHash("sha256")
    .update(
      JSON.stringify([
        request.siteId,
        form.key,
        request.token ?? "",
        Object.entries(values).sort(),
        files.map((f) => createHash("sha256").update(f.bytes).digest("hex")),
      ]),
    )
    .digest("hex");

  // Files first, under generated names; removed again if the transaction does not commit.
  const stored: Array<{ field: string; originalName: string; storedName: string; contentType: string; size: number }> = [];
  try {
    for (const file of files)
      stored.push({
        field: file.field,
        originalName: file.name,
        storedName: await storage.put(file.bytes, file.extension),
        contentType: file.contentType,
        size: file.bytes.length,
      });
    const result = await write([], async (tx) => {
      const email = String(values.email);
      const name = typeof values.name === "string" ? values.name : undefined;
      const phone = typeof values.phone === "string" ? values.phone : undefined;
      // Spam never touches contacts: it is kept with its email in its data, linked to nobody.
      const contact = spamReason ? null : await upsertContact(tx, request.siteId, { email, name, phone });
      const ref = reference();
      const [row] = await tx
        .insert(schema.submissions)
        .values({
          siteId: request.siteId,
          formId: form.id,
          contactId: contact?.id ?? null,
          reference: ref,
          fingerprint,
          data: values,
          status: spamReason ? "spam" : "new",
          spamReason,
          pagePath: request.pagePath ?? null,
          unitId,
        })
        .onConflictDoNothing({ target: [schema.submissions.siteId, schema.submissions.fingerprint] })
        .returning({ id: schema.submissions.id, reference: schema.submissions.reference });
      if (!row) {
        const [existing] = await tx
          .select({ reference: schema.submissions.reference })
          .from(schema.submissions)
          .where(and(eq(schema.submissions.siteId, request.siteId), eq(schema.submissions.fingerprint, fingerprint)));
        return { reference: existing!.reference, duplicate: true };
      }
      if (stored.length) await tx.insert(schema.submissionFiles).values(stored.map((f) => ({ siteId: request.siteId, submissionId: row.id, ...f })));
      if (contact) {
        const siteName = await siteNameOf(tx, request.siteId);
        const summary = describe(fields, values, stored);
        const who = name ? `${name} <${email}>` : email;
        for (const to of form.recipients) {
          await enqueueMail(tx, request.siteId, {
            kind: "submission",
            to,
            replyTo: email,
            subject: `${form.name} from ${name ?? email} [${ref}]`,
            text: `${siteName}: a new "${form.name}" from ${who}.\n\nReference: ${ref}\n\n${summary}\n`,
          });
        }
        const page = contactPageUrl(contact.publicKey);
        const unsubscribe = { "List-Unsubscribe": `<${page}/unsubscribe>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
        const lists = chosenLists(form, values);
        if (lists.length) {
          const consent = form.fields.find((f) => f.type === "consent")!;
          for (const list of lists) {
            await tx
              .insert(schema.subscriptions)
              .values({ siteId: request.siteId, contactId: contact.id, list, consentText: consent.label, consentIp: request.ip })
              .onConflictDoUpdate({
                target: [schema.subscriptions.siteId, schema.subscriptions.contactId, schema.subscriptions.list],
                set: {
                  consentText: consent.label,
                  consentIp: request.ip,
                  consentAt: sql`now()`,
                  status: sql`case when ${schema.subscriptions.status} = 'confirmed' then 'confirmed'::subscription_status else 'pending'::subscription_status end`,
                },
              });
          }
          await enqueueMail(tx, request.siteId, {
            kind: "subscription-confirm",
            to: email,
            subject: `Please confirm your subscription to ${siteName}`,
            text: `Hello,\n\nSomeone (we hope you) asked to receive "${form.name}" from ${siteName} at this address.\nNothing will be sent until you confirm here:\n\n${page}?confirm=${lists.join(",")}\n\nIf it wasn't you, ignore this message and you will hear nothing more.\n\nReference: ${ref}\n`,
            headers: unsubscribe,
          });
        } else if (form.confirmToSender) {
          // The address was typed by whoever posted, and nobody has confirmed it: the receipt carries none of their words (not even a name),
          // or the form would mail anyone's text to anyone.
          await enqueueMail(tx, request.siteId, {
            kind: "submission-receipt",
            to: email,
            subject: `We received your message [${ref}]`,
            text: `Hello,\n\nThank you for contacting ${siteName}. Your message has reached us; its reference number is ${ref}.\n\nIf you did not write to ${siteName}, someone else typed your address into its form: you need do nothing.\n\nSee what ${siteName} holds about you, or ask for it to be deleted: ${page}\n`,
            headers: unsubscribe,
          });
        }
      }
      return { reference: row.reference, duplicate: false };
    });
    if (result.duplicate) await Promise.all(stored.map((f) => storage.remove(f.storedName)));
    else kickMailWorker();
    return { ok: true, ...result, successPath: form.successPath, message: form.successMessage, unitId };
  } catch (error) {
    await Promise.all(stored.map((f) => storage.remove(f.storedName)));
    throw error;
  }
}

/**
 * A submission from before this platform (an old site's export, the demo's
 * past): checked against the form and tied to its contact as submit() stores
 * one, at the time it was sent and in the state given, without mail, spam
 * checks or limits. Nothing a visitor posts reaches it. Returns its reference.
 */
export async function importSubmission(
  siteId: SiteId,
  input: { formKey: string; values: SubmittedValues; pagePath: string | null; createdAt: Date; status: "new" | "read" | "archived" },
): Promise<string> {
  const form = await getForm(siteId, input.formKey);
  if (!form) throw new AppError("not_found", `The site has no form "${input.formKey}".`);
  const parsed = submissionSchema(form.fields).safeParse(input.values);
  if (!parsed.success)
    throw new AppError(
      "bad_input",
      `"${input.formKey}": ${Object.entries(fieldErrors(parsed.error))
        .map(([field, error]) => `${field}: ${error}`)
        .join("; ")}`,
    );
  const text = (name: string) => (typeof input.values[name] === "string" ? (input.values[name] as string) : undefined);
  return write([], async (tx) => {
    const contact = await upsertContact(tx, siteId, { email: text("email")!, name: text("name"), phone: text("phone") });
    const ref = reference();
    const fingerprint = createHash("sha256").update(`import:${siteId}:${ref}`).digest("hex");
    await tx.insert(schema.submissions).values({
      siteId,
      formId: form.id,
      contactId: contact.id,
      reference: ref,
      fingerprint,
      data: input.values,
      status: input.status,
      pagePath: input.pagePath,
      createdAt: input.createdAt,
    });
    return ref;
  });
}

async function siteNameOf(tx: Transaction, siteId: SiteId): Promise<string> {
  const [site] = await tx.select({ name: schema.sites.name }).from(schema.sites).where(eq(schema.sites.id, siteId));
  return site!.name;
}

function describe(fields: readonly ShownField[], values: SubmittedValues, files: Array<{ field: string; originalName: string }>): string {
  return fields
    .map((f) => {
      if (f.type === "file") {
        const names = files.filter((x) => x.field === f.name).map((x) => x.originalName);
        return names.length ? `${f.label}: ${names.join(", ")} (open them from the site's inbox)` : null;
      }
      const v = values[f.name];
      if (v === undefined || (Array.isArray(v) && !v.length)) return null;
      const words = f.type === "unit" && typeof v === "string" ? (f.optionLabels?.[f.options!.indexOf(v)] ?? v) : v;
      return `${f.label}: ${Array.isArray(words) ? words.join(", ") : f.type === "consent" ? "agreed" : words}`;
    })
    .filter(Boolean)
    .join("\n");
}

/** Checks uploaded files against their fields: count, size, and type by content. Adds errors in place. */
function checkFiles(form: FormDefinition, uploads: UploadedFile[], errors: Record<string, string>) {
  const accepted: Array<UploadedFile & { contentType: string; extension: string }> = [];
  for (const field of form.fields.filter((f) => f.type === "file")) {
    const mine = uploads.filter((u) => u.field === field.name && u.bytes.length > 0);
    const kinds = (field.accept ?? []).map((k) => FILE_KIND_LABELS[k]).join(" or ");
    if (field.required && mine.length === 0) errors[field.name] = `Please attach ${field.label.toLowerCase()}`;
    else if (mine.length > field.maxFiles) errors[field.name] = `Attach at most ${field.maxFiles} file${field.maxFiles === 1 ? "" : "s"}`;
    for (const upload of mine) {
      if (errors[field.name]) break;
      if (upload.bytes.length > field.maxSizeMb * 1024 * 1024) {
        errors[field.name] = `"${upload.name}" is ${(upload.bytes.length / 1024 / 1024).toFixed(1)} MB; files may be at most ${field.maxSizeMb} MB`;
        break;
      }
      const sniffed = sniffFile(upload.bytes);
      if (!sniffed || !field.accept?.includes(sniffed.kind)) {
        errors[field.name] = `"${upload.name}" is not a ${kinds}. Please attach a ${kinds}.`;
        break;
      }
      accepted.push({
        ...upload,
        name: upload.name.replace(/[\r\n"\\/]+/g, "_").slice(0, 200),
        contentType: sniffed.contentType,
        extension: sniffed.extension,
      });
    }
  }
  return accepted;
}
