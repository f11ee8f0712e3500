import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import { containing, isUuid, PAGE_SIZE, type PaymentFilter } from "../filters";
import { dayWindow } from "./day";

/** Every payment the site has taken or tried to take, for the owner: bills, donations, bookings, gift cards, orders. */
const p = schema.payments;
const payerOfPayment = and(eq(schema.contacts.siteId, p.siteId), eq(schema.contacts.id, p.contactId));

export type PaymentStatus = (typeof p.status.enumValues)[number];

const columns = {
  id: p.id,
  reference: p.reference,
  purpose: p.purpose,
  status: p.status,
  amountCents: p.amountCents,
  recurring: p.recurring,
  details: p.details,
  lines: p.lines,
  createdAt: p.createdAt,
  paidAt: p.paidAt,
  payerName: schema.contacts.name,
  payerEmail: schema.contacts.email,
};

async function where(siteId: SiteId, filter: Omit<PaymentFilter, "page">): Promise<SQL> {
  const conditions: SQL[] = [eq(p.siteId, siteId)];
  if (filter.day) {
    const { from, before } = await dayWindow(siteId, filter.day);
    conditions.push(gte(p.paidAt, from), lt(p.paidAt, before));
  }
  if (filter.status) conditions.push(eq(p.status, filter.status));
  if (filter.purpose) conditions.push(eq(p.purpose, filter.purpose));
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(or(ilike(p.reference, pattern), ilike(schema.contacts.email, pattern), ilike(schema.contacts.name, pattern))!);
  }
  return and(...conditions)!;
}

export async function listPayments(siteId: SiteId, filter: PaymentFilter, limit = PAGE_SIZE) {
  const condition = await where(siteId, filter);
  const [rows, [total]] = await Promise.all([
    db()
      .select(columns)
      .from(p)
      .innerJoin(schema.contacts, payerOfPayment)
      .where(condition)
      .orderBy(desc(p.createdAt), desc(p.id))
      .limit(limit)
      .offset((filter.page - 1) * limit),
    db().select({ n: count() }).from(p).innerJoin(schema.contacts, payerOfPayment).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type PaymentListRow = Awaited<ReturnType<typeof listPayments>>["rows"][number];

export async function paymentCounts(siteId: SiteId): Promise<Record<PaymentStatus, number>> {
  const rows = await db().select({ status: p.status, n: count() }).from(p).where(eq(p.siteId, siteId)).groupBy(p.status);
  return { pending: 0, paid: 0, failed: 0, cancelled: 0, refunded: 0, ...Object.fromEntries(rows.map((r) => [r.status, r.n])) };
}

/** One payment with the provider's events about it, or null when this site has no such payment. */
export async function getPayment(siteId: SiteId, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select({
      ...columns,
      provider: p.provider,
      statusReason: p.statusReason,
      refundedCents: p.refundedCents,
      refundReason: p.refundReason,
      payerPhone: schema.contacts.phone,
    })
    .from(p)
    .innerJoin(schema.contacts, payerOfPayment)
    .where(and(eq(p.siteId, siteId), eq(p.id, id)));
  if (!row) return null;
  const e = schema.paymentEvents;
  const events = await db()
    .select({ id: e.id, type: e.type, outcome: e.outcome, receivedAt: e.receivedAt })
    .from(e)
    .where(and(eq(e.siteId, siteId), eq(e.paymentId, id)))
    .orderBy(asc(e.receivedAt));
  return { ...row, events };
}

export type PaymentDetail = NonNullable<Awaited<ReturnType<typeof getPayment>>>;
