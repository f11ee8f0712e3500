import { AppError } from "@/lib/errors";
import { dateTimeFormat } from "@/lib/intl";
import { dateIn } from "@/lib/time";
import { authorize, type Actor } from "@/modules/auth/access";
import type { FormField } from "@/modules/forms/schema";
import { unitsForInbox } from "@/modules/rentals/queries";
import type { SiteId } from "@/modules/sites/queries";
import { toCsv } from "./csv";
import { bookingFilter, giftCardFilter, messageFilter, paymentFilter, subscriberFilter, type Params } from "./filters";
import { dollars, PAYMENT_DETAIL_LABELS, PURPOSE_LABELS } from "./labels";
import { listBookings } from "./queries/bookings";
import { listGiftCards } from "./queries/gift-cards";
import { listMessages } from "./queries/messages";
import { listPayments } from "./queries/payments";
import { listSubscribers } from "./queries/subscribers";
import { CONTACT_FIELDS, fieldText } from "./values";
import { zoneOf } from "@/modules/sites/calendar";
import { appointmentRange, appointmentsInRange } from "@/modules/appointments/admin";

/** More rows than any one small business's list holds; the newest come first. */
const EXPORT_LIMIT = 20_000;

/** A time as a spreadsheet sorts it, in the site's zone: "2026-03-14 16:05". */
const whenIn = (timeZone: string) => (date: Date | null) =>
  date ? dateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "short" }).format(date) : "";
type When = ReturnType<typeof whenIn>;

const EXPORTERS: Record<string, (siteId: SiteId, params: Params, when: When, timeZone: string) => Promise<string>> = {
  async messages(siteId, params, when) {
    const { rows } = await listMessages(siteId, { ...messageFilter.parse(params), page: 1 }, EXPORT_LIMIT);
    const units = new Map((await unitsForInbox(siteId)).map((u) => [u.id, u.title]));
    const text = (f: FormField, r: (typeof rows)[number]) => (f.type === "unit" ? (r.unitId ? (units.get(r.unitId) ?? "") : "") : fieldText(f, r.data[f.name]));
    // One column per field of every form in the export, named by the field's label; the sender's own details have theirs.
    const fields = new Map<string, FormField>();
    for (const row of rows)
      for (const field of row.form.fields)
        if (field.type !== "file" && !CONTACT_FIELDS.has(field.name) && !fields.has(field.name)) fields.set(field.name, field);
    return toCsv(
      ["Reference", "Received", "Status", "Form", "Name", "Email", "Phone", "Page", ...[...fields.values()].map((f) => f.label), "Files"],
      rows.map((r) => [
        r.reference,
        when(r.createdAt),
        r.status,
        r.form.name,
        r.contactName,
        r.contactEmail,
        r.contactPhone,
        r.pagePath === null ? "" : `/${r.pagePath}`,
        ...[...fields.values()].map((f) => text(f, r)),
        r.files.join(", "),
      ]),
    );
  },
  async payments(siteId, params, when) {
    const { rows } = await listPayments(siteId, { ...paymentFilter.parse(params), page: 1 }, EXPORT_LIMIT);
    return toCsv(
      ["Reference", "Created", "Purpose", "Status", "Amount (USD)", "Monthly", "Payer name", "Payer email", "Paid", "Items", "Details"],
      rows.map((r) => [
        r.reference,
        when(r.createdAt),
        PURPOSE_LABELS[r.purpose],
        r.status,
        dollars(r.amountCents),
        r.recurring === "month" ? "yes" : "",
        r.payerName,
        r.payerEmail,
        when(r.paidAt),
        r.lines.map((l) => `${l.quantity > 1 ? `${l.quantity} x ` : ""}${l.label}: ${dollars(l.quantity * l.unitCents)}`).join("; "),
        Object.entries(r.details)
          .filter(([key]) => key in PAYMENT_DETAIL_LABELS)
          .map(([key, value]) => `${PAYMENT_DETAIL_LABELS[key]}: ${value}`)
          .join("; "),
      ]),
    );
  },
  async bookings(siteId, params, when) {
    const { rows } = await listBookings(siteId, { ...bookingFilter.parse(params), page: 1 }, EXPORT_LIMIT);
    return toCsv(
      ["Session", "Booked", "Party size", "Status", "Name", "Email", "Phone", "Payment", "Amount (USD)", "Payment status", "Booked at"],
      rows.map((r) => [
        when(r.startsAt),
        r.bookable,
        r.partySize,
        r.status,
        r.contactName,
        r.contactEmail,
        r.contactPhone,
        r.payment?.reference ?? r.reference,
        r.payment ? dollars(r.payment.amountCents) : "",
        r.payment?.status ?? "at the desk (taken by phone)",
        when(r.createdAt),
      ]),
    );
  },
  async "gift-cards"(siteId, params, when) {
    const { rows } = await listGiftCards(siteId, { ...giftCardFilter.parse(params), page: 1 }, EXPORT_LIMIT);
    return toCsv(
      ["Bought", "Card", "Code ends with", "Value (USD)", "Balance (USD)", "Status", "Recipient", "Recipient email", "From", "Buyer email", "Payment"],
      rows.map((r) => [
        when(r.createdAt),
        r.label ?? "Amount",
        r.codeHint,
        dollars(r.initialCents),
        dollars(r.balanceCents),
        r.status,
        r.recipientName,
        r.recipientEmail,
        r.senderName,
        r.buyerEmail,
        r.paymentReference,
      ]),
    );
  },
  async appointments(siteId, params, when, timeZone) {
    const parsed = appointmentRange.safeParse(params);
    if (!parsed.success) throw new AppError("bad_input", parsed.error.issues[0]!.message);
    const rows = await appointmentsInRange(siteId, parsed.data, timeZone);
    return toCsv(
      ["Starts", "Ends", "Service", "With", "Status", "Name", "Email", "Phone", "Address", "Notes", "Taken", "Reference"],
      rows.map((r) => [
        when(r.startsAt),
        when(r.endsAt),
        r.service,
        r.person,
        r.status.replace("_", " "),
        r.name,
        r.email,
        r.phone ?? "",
        r.address ?? "",
        r.notes,
        r.source === "phone" ? "by phone" : "online",
        r.reference,
      ]),
    );
  },
  async subscribers(siteId, params, when) {
    const { rows } = await listSubscribers(siteId, { ...subscriberFilter.parse(params), page: 1 }, EXPORT_LIMIT);
    return toCsv(
      ["Email", "Name", "List", "Status", "Consent text", "Consent given", "Confirmed", "Unsubscribed"],
      rows.map((r) => [r.email, r.name, r.list, r.status, r.consentText, when(r.consentAt), when(r.confirmedAt), when(r.unsubscribedAt)]),
    );
  },
};

export const EXPORT_KINDS = Object.keys(EXPORTERS);

/** One inbox as CSV, filtered as its list page is; named for the site, the list and the day. */
export async function exportCsv(
  actor: Actor | null,
  siteSlug: string,
  kind: string,
  params: Params,
  now = new Date(),
): Promise<{ filename: string; body: string }> {
  const { site } = await authorize(actor, siteSlug, "inbox");
  const exporter = Object.hasOwn(EXPORTERS, kind) ? EXPORTERS[kind] : undefined;
  if (!exporter) throw new AppError("not_found", "There is no such export.");
  const zone = zoneOf(site);
  return { filename: `${site.slug}-${kind}-${dateIn(now, zone)}.csv`, body: await exporter(site.id, params, whenIn(zone), zone) };
}
