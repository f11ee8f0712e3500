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
 * checkout for the same application, for the same payer, back to the same
 * page. Only the application's latest attempt can be tried again, so two tabs
 * cannot pay it twice.
 */
export async function payFeeAgain(
  siteId: SiteId,
  payment: Pick<ReturnedPayment, "reference" | "purpose" | "status" | "details" | "email" | "successPath">,
  client: string,
): Promise<string> {
  const application = payment.purpose === "application_fee" ? payment.details.application : undefined;
  if (!application || !endedUnpaid(payment.status)) throw new AppError("conflict", "This payment cannot be tried again.");
  return checkoutOfUnpaidFee(siteId, application, client, payment);
}

/**
 * The fee of an application whose checkout never opened (the payment
 * provider was away when it was sent), paid from the application's own
 * result: the payer is the applicant, back to the page they applied on.
 */
export async function payApplicationFee(siteId: SiteId, application: string, client: string): Promise<string> {
  return checkoutOfUnpaidFee(siteId, application, client);
}

/** A payment that ended without money (declined, left, timed out): its fee may be asked for again. */
export const endedUnpaid = (status: string) => status === "failed" || status === "cancelled";

/**
 * A new checkout of an application's fee, at the fee the stored form asks
 * now: never once it is paid or while a payment of it is under way, and,
 * from an earlier attempt, only when that attempt is the latest.
 */
async function checkoutOfUnpaidFee(
  siteId: SiteId,
  application: string,
  client: string,
  attempt?: Pick<ReturnedPayment, "reference" | "email" | "successPath">,
): Promise<string> {
  const latest = await feeOfApplication(siteId, application);
  if (latest?.status === "paid") throw new AppError("conflict", "The fee for this application is paid already.");
  if (attempt && latest?.reference !== attempt.reference)
    throw new AppError("conflict", "A newer payment of this fee was started. Please use the page it brought you back to, or call us.");
  if (latest && !endedUnpaid(latest.status))
    throw new AppError("conflict", "A payment of this fee is under way. If you left it, it closes by itself within the hour; or call us.");
  const stored = await applicationByReference(siteId, application);
  const form = stored?.form;
  if (!stored || !form?.applicationFeeCents) throw new AppError("conflict", "This application has no fee to pay online any more; we will call you about it.");
  return openFeeCheckout({
    siteId,
    form,
    reference: stored.reference,
    unitId: stored.unitId,
    payer: { email: attempt?.email ?? stored.email },
    pagePath: attempt?.successPath ?? stored.pagePath ?? "",
    client,
  });
}

async function openFeeCheckout(input: {
  siteId: SiteId;
  form: FormDefinition;
  reference: string;
  unitId: string | null;
  payer: NewPayment["payer"];
  pagePath: string;
  client: string;
}): Promise<string> {
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
