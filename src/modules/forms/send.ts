import { AppError } from "@/lib/errors";
import { isDatabaseUnavailable } from "@/server/db/health";
import { logger } from "@/server/log";
import type { FormOutcome } from "@/modules/routing/form-answer";
import type { Site } from "@/modules/sites/queries";
import { servedLately } from "@/server/served-forms";
import { beginFormFee } from "./fee";
import { applicationReturnPath } from "./present";
import { getForm } from "./queries";
import { submit, type UploadedFile } from "./service";
import { echoValues, valuesFromFormData } from "./submission";

/**
 * A form's post, after the route opened it (app/api/sites/[site]/forms/[form]):
 * parse -> spam and limits -> service (one transaction) -> thank. The form is
 * read from the database by its key, never from the posted fields. Ends in the
 * form's state (errors beside their fields, values kept, or its thank-you) or
 * an address: the form's thank-you page, an application's result, its fee's checkout.
 */
export async function sendForm(site: Site, formKey: string, pagePath: string, formData: FormData, ip: string): Promise<FormOutcome> {
  let form;
  try {
    form = await getForm(site.id, formKey);
  } catch (error) {
    // The database went away between the site's check and the form's: nothing was sent.
    if (!isDatabaseUnavailable(error)) throw error;
    return formUnavailable(formData);
  }
  if (!form) return { state: { status: "error", message: "This form is no longer available.", errors: {}, values: {} }, status: 404 };

  const submitted = valuesFromFormData(form.fields, formData);
  const values = echoValues(form.fields, submitted);
  const files: UploadedFile[] = [];
  for (const field of form.fields.filter((f) => f.type === "file")) {
    for (const entry of formData.getAll(field.name)) {
      if (typeof entry !== "string" && entry.size > 0)
        files.push({ field: field.name, name: entry.name || "file", bytes: new Uint8Array(await entry.arrayBuffer()) });
    }
  }
  const token = str(formData.get("_rendered"));

  let result;
  try {
    result = await submit({
      siteId: site.id,
      formKey,
      values: submitted,
      files,
      token,
      servedAt: await servedLately(ip, site.slug),
      honeypot: str(formData.get("website_url")),
      ip,
      pagePath,
    });
  } catch (error) {
    if (error instanceof AppError) return { state: { status: "error", message: error.userMessage, errors: {}, values, token } };
    // The database went away under the submission: nothing committed (a resend of the same form and token, should it have, finds its reference).
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, site: site.slug, form: formKey }, "a form submission found the database away");
      return formUnavailable(formData);
    }
    logger.error({ err: error, site: site.slug, form: formKey }, "a form submission failed");
    return {
      state: {
        status: "error",
        message: "Something went wrong on our side and your message was not sent. Please try again in a moment.",
        errors: {},
        values,
        token,
      },
      status: 500,
    };
  }
  if (!result.ok)
    return {
      state: { status: "error", message: result.message, errors: result.errors, values, token },
      ...(result.retryAfter && { status: 429, retryAfter: result.retryAfter }),
    };
  if (result.successPath) return { redirect: `/${site.slug}/${result.successPath}?ref=${result.reference}` };
  // An application (for a unit, or with a fee) ends on its result, at the top of the page; its fee is paid on the way there.
  if (form.applicationFeeCents || form.fields.some((f) => f.type === "unit")) {
    let next = applicationReturnPath(site.slug, pagePath, result.reference);
    if (form.applicationFeeCents && !result.duplicate) {
      try {
        next = await beginFormFee({ siteId: site.id, form, reference: result.reference, unitId: result.unitId, values: submitted, pagePath, client: ip });
      } catch (error) {
        // The application is in; its result says the fee is not paid yet.
        logger.warn({ err: error, site: site.slug, form: formKey, reference: result.reference }, "an application's fee checkout could not start");
      }
    }
    return { redirect: next };
  }
  return { state: { status: "success", message: result.message, reference: result.reference, errors: {}, values: {} } };
}

const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : undefined);

/** The database is away: nothing was saved, and the form comes back with everything typed (files excepted), answered 503. */
export function formUnavailable(formData: FormData): FormOutcome {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(formData.keys())) {
    if (name.startsWith("$") || name.startsWith("_") || name === "website_url") continue;
    const all = formData.getAll(name).filter((v): v is string => typeof v === "string");
    values[name] = all.length > 1 ? all : (all[0] ?? "");
  }
  return {
    state: {
      status: "error",
      message: "Our system is briefly unavailable, so this was not sent. Everything you typed is still here: please send it again in a minute.",
      errors: {},
      values,
      token: str(formData.get("_rendered")),
    },
    status: 503,
    retryAfter: 30,
  };
}
