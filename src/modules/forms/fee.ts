import "server-only";
import { AppError } from "@/lib/errors";
import { feeOfApplication, type ReturnedPayment } from "@/modules/payments/queries";
import { checkout, type NewPayment } from "@/modules/payments/service";
import { unitById } from "@/modules/rentals/queries";
import type { SiteId } from "@/modules/sites/queries";
import { applicationByReference } from "./queries";
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
  const text = (name: string) => (typeof input.values[name] === "string" ? (input.values[name] as string).trim() : "");
  return openFeeCheckout({ ...input, payer: { email: text("email"), name: text("name") || undefined, phone: text("phone") || undefined } });
}

/**
 * A fee that was declined or left unpaid, tried again from its result: a new
 * checkout for the same application, at the fee the stored form asks now,
 * for the same payer, back to the same page. Only the application's latest
 * attempt can be tried again, so two tabs cannot pay it twice; a fee paid
 * or on its way is never asked for again.
 */
export async function payFeeAgain(siteId: SiteId, payment: Pick<ReturnedPayment, "reference" | "purpose" | "status" | "details" | "email" | "successPath">, client: string): Promise<string> {
  const application = payment.purpose === "application_fee" ? payment.details.application : undefined;
  if (!application || (payment.status !== "failed" && payment.status !== "cancelled")) throw new AppError("conflict", "This payment cannot be tried again.");
  const latest = await feeOfApplication(siteId, application);
  if (latest?.status === "paid") throw new AppError("conflict", "The fee for this application is paid already.");
  if (latest?.reference !== payment.reference) throw new AppError("conflict", "A newer payment of this fee was started. Please use the page it brought you back to, or call us.");
  const stored = await applicationByReference(siteId, application);
  const form = stored?.form;
  if (!stored || !form?.applicationFeeCents) throw new AppError("conflict", "This application has no fee to pay online any more; we will call you about it.");
  return openFeeCheckout({ siteId, form, reference: stored.reference, unitId: stored.unitId, payer: { email: payment.email }, pagePath: payment.successPath, client });
}

async function openFeeCheckout(input: { siteId: SiteId; form: FormDefinition; reference: string; unitId: string | null; payer: NewPayment["payer"]; pagePath: string; client: string }): Promise<string> {
  const { siteId, form, reference } = input;
  const unit = input.unitId ? await unitById(siteId, input.unitId) : null;
  const { url } = await checkout({
    siteId,
    purpose: "application_fee",
    payer: input.payer,
    clientAddress: input.client,
    lines: [{ label: unit ? `${form.name} fee: ${unit.title}` : `${form.name} fee`, quantity: 1, unitCents: form.applicationFeeCents! }],
    details: { application: reference, ...(unit && { unitId: unit.id, unit: unit.title }) },
    successPath: input.pagePath,
    cancelPath: input.pagePath,
  });
  return url;
}
