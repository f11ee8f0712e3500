"use server";

import { redirect } from "next/navigation";
import { AppError } from "@/lib/errors";
import { databaseOutage, isDatabaseUnavailable } from "@/server/db/health";
import { logger } from "@/server/log";
import { getSiteBySlug } from "@/modules/sites/queries";
import { getForm } from "./queries";
import { answerTooManyRequests, answerUnavailable, clientAddress } from "@/server/client-address";
import { servedLately } from "@/server/served-forms";
import { echoValues, valuesFromFormData } from "./submission";
import { beginFormFee } from "./fee";
import { applicationReturnPath } from "./present";
import { submit, type UploadedFile } from "./service";
import type { FormState } from "./state";

/**
 * The server action behind every form block: parse -> spam and limits ->
 * service (one transaction) -> thank. The site and form come bound by the
 * server, not from the posted fields, so a forged site id changes nothing.
 * Without JavaScript the browser posts the form and Next renders the page
 * again with this state: errors beside their fields, values kept.
 */
export async function submitFormAction(siteSlug: string, formKey: string, pagePath: string, _previous: FormState, formData: FormData): Promise<FormState> {
  if (databaseOutage()) return unavailable(formData);
  let site, form;
  try {
    site = await getSiteBySlug(siteSlug);
    form = site && (await getForm(site.id, formKey));
  } catch (error) {
    logger.warn({ err: error, site: siteSlug, form: formKey }, "a form could not be read");
    return unavailable(formData);
  }
  if (!site || !form) return { status: "error", message: "This form is no longer available.", errors: {}, values: {} };

  const submitted = valuesFromFormData(form.fields, formData);
  const values = echoValues(form.fields, submitted);
  const files: UploadedFile[] = [];
  for (const field of form.fields.filter((f) => f.type === "file")) {
    for (const entry of formData.getAll(field.name)) {
      if (typeof entry !== "string" && entry.size > 0)
        files.push({ field: field.name, name: entry.name || "file", bytes: new Uint8Array(await entry.arrayBuffer()) });
    }
  }
  const ip = await clientAddress();

  let result;
  try {
    result = await submit({
      siteId: site.id,
      formKey,
      values: submitted,
      files,
      token: str(formData.get("_rendered")),
      servedAt: await servedLately(ip, site.slug),
      honeypot: str(formData.get("website_url")),
      ip,
      pagePath,
    });
  } catch (error) {
    if (error instanceof AppError) return { status: "error", message: error.userMessage, errors: {}, values };
    // The database went away under the submission: nothing committed (a resend of the same form and token, should it have, finds its reference).
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, site: siteSlug, form: formKey }, "a form submission found the database away");
      return unavailable(formData);
    }
    logger.error({ err: error, site: siteSlug, form: formKey }, "a form submission failed");
    return { status: "error", message: "Something went wrong on our side and your message was not sent. Please try again in a moment.", errors: {}, values };
  }
  if (!result.ok && result.retryAfter) await answerTooManyRequests(result.retryAfter);
  if (!result.ok) return { status: "error", message: result.message, errors: result.errors, values, token: str(formData.get("_rendered")) };
  if (result.successPath) redirect(`/${site.slug}/${result.successPath}?ref=${result.reference}`);
  // An application (for a unit, or with a fee) ends on its result, at the top of the page; its fee is paid on the way there.
  if (form.applicationFeeCents || form.fields.some((f) => f.type === "unit")) {
    let next = applicationReturnPath(site.slug, pagePath, result.reference);
    if (form.applicationFeeCents && !result.duplicate) {
      try {
        next = await beginFormFee({ siteId: site.id, form, reference: result.reference, unitId: result.unitId, values: submitted, pagePath, client: ip });
      } catch (error) {
        // The application is in; its result says the fee is not paid yet.
        logger.warn({ err: error, site: siteSlug, form: formKey, reference: result.reference }, "an application's fee checkout could not start");
      }
    }
    redirect(next);
  }
  return { status: "success", message: result.message, reference: result.reference, errors: {}, values: {} };
}

const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : undefined);

/** The database is away: nothing was saved, and the form comes back with everything typed (files excepted), answered 503 (edge/action-status.ts). */
async function unavailable(formData: FormData): Promise<FormState> {
  await answerUnavailable();
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(formData.keys())) {
    if (name.startsWith("$") || name.startsWith("_")) continue;
    const all = formData.getAll(name).filter((v): v is string => typeof v === "string");
    values[name] = all.length > 1 ? all : (all[0] ?? "");
  }
  return {
    status: "error",
    message: "Our system is briefly unavailable, so this was not sent. Everything you typed is still here: please send it again in a minute.",
    errors: {},
    values,
    token: str(formData.get("_rendered")),
  };
}
