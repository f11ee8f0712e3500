import "server-only";
import { checkout } from "@/modules/payments/service";
import { unitById } from "@/modules/rentals/queries";
import type { SiteId } from "@/modules/sites/queries";
import type { FormDefinition } from "./schema";
import type { SubmittedValues } from "./submission";

/**
 * Opens the checkout of a form's fee for a submission just committed: the
 * amount is the stored form's, never the browser's; the payment names the
 * application (and its unit) so the result and the receipt can say what it
 * paid for. The payer comes back to the page the form is on.
 */
export async function beginFormFee(input: {
  siteId: SiteId;
  form: FormDefinition;
  reference: string;
  unitId: string | null;
  values: SubmittedValues;
  pagePath: string;
  client: string;
}): Promise<string> {
  const { siteId, form, reference, values } = input;
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string).trim() : "");
  const unit = input.unitId ? await unitById(siteId, input.unitId) : null;
  const { url } = await checkout({
    siteId,
    purpose: "application_fee",
    payer: { email: text("email"), name: text("name") || undefined, phone: text("phone") || undefined },
    clientAddress: input.client,
    lines: [{ label: unit ? `${form.name} fee: ${unit.title}` : `${form.name} fee`, quantity: 1, unitCents: form.applicationFeeCents! }],
    details: { application: reference, ...(unit && { unitId: unit.id, unit: unit.title }) },
    successPath: input.pagePath,
    cancelPath: input.pagePath,
  });
  return url;
}
