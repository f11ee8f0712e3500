import { sign, verify } from "@/server/secret";
import { unitChoices } from "@/modules/rentals/queries";
import type { SiteId } from "@/modules/sites/queries";
import type { FormField, ShownField } from "./schema";

/**
 * A form's fields as the visitor is shown them and as what they send is
 * checked: a `unit` field offers the site's units to let, by id, read from
 * the database each time (never from what the browser sends); with none to
 * let, the field is left out.
 */
export async function shownFields(siteId: SiteId, fields: readonly FormField[]): Promise<ShownField[]> {
  if (!fields.some((f) => f.type === "unit")) return [...fields];
  const choices = await unitChoices(siteId);
  return fields.flatMap((f): ShownField[] =>
    f.type !== "unit" ? [f] : choices.length ? [{ ...f, options: choices.map((c) => c.id), optionLabels: choices.map((c) => c.label) }] : [],
  );
}

/** The unit an apply link names (?unit={slug}), as the form's starting value; none when it names no unit to let. */
export async function preselectedUnit(siteId: SiteId, fields: readonly FormField[], slug: unknown): Promise<Record<string, string> | undefined> {
  const field = fields.find((f) => f.type === "unit");
  if (!field || typeof slug !== "string") return undefined;
  const choice = (await unitChoices(siteId)).find((c) => c.slug === slug);
  return choice && { [field.name]: choice.id };
}

/** The id of the place a form sits on its page (components/form-block): a link to fill it in ends with it. */
export const formAnchor = (formKey: string) => `form-${formKey}`;

/** Where a site's form posts (app/api/sites/[site]/forms/[form]): a route of ours, with or without script. */
export const formPostUrl = (siteSlug: string, formKey: string) => `/api/sites/${siteSlug}/forms/${formKey}`;

/** Where an application's result is shown: the page it was sent from, with its reference (signed, so no one reads another's) and the result in view. */
export function applicationReturnPath(siteSlug: string, pagePath: string, reference: string): string {
  return `/${siteSlug}${pagePath ? `/${pagePath}` : ""}?application=${reference}&check=${sign(`application-return:${reference}`)}#result`;
}

export const verifyApplicationCheck = (reference: string, check: string) => verify(`application-return:${reference}`, check);
