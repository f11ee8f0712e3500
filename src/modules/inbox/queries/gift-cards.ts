import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import { containing, PAGE_SIZE, type GiftCardFilter } from "../filters";

/** The site's gift cards and who bought them. Codes exist only as an HMAC and a four-character hint. */
const g = schema.giftCards;
const paymentOfCard = and(eq(schema.payments.siteId, g.siteId), eq(schema.payments.id, g.paymentId));
const buyerOfPayment = and(eq(schema.contacts.siteId, schema.payments.siteId), eq(schema.contacts.id, schema.payments.contactId));

export type GiftCardStatus = (typeof g.status.enumValues)[number];

export async function listGiftCards(siteId: SiteId, filter: GiftCardFilter, limit = PAGE_SIZE) {
  const conditions: SQL[] = [eq(g.siteId, siteId)];
  if (filter.status) conditions.push(eq(g.status, filter.status));
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(
      or(
        ilike(g.recipientName, pattern),
        ilike(g.recipientEmail, pattern),
        ilike(g.senderName, pattern),
        ilike(g.codeHint, pattern),
        ilike(schema.contacts.email, pattern),
        ilike(schema.payments.reference, pattern),
      )!,
    );
  }
  const condition = and(...conditions)!;
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: g.id,
        label: g.label,
        codeHint: g.codeHint,
        initialCents: g.initialCents,
        balanceCents: g.balanceCents,
        status: g.status,
        recipientName: g.recipientName,
        recipientEmail: g.recipientEmail,
        senderName: g.senderName,
        activatedAt: g.activatedAt,
        createdAt: g.createdAt,
        buyerName: schema.contacts.name,
        buyerEmail: schema.contacts.email,
        paymentReference: schema.payments.reference,
      })
      .from(g)
      .innerJoin(schema.payments, paymentOfCard)
      .innerJoin(schema.contacts, buyerOfPayment)
      .where(condition)
      .orderBy(desc(g.createdAt), desc(g.id))
      .limit(limit)
      .offset((filter.page - 1) * limit),
    db().select({ n: count() }).from(g).innerJoin(schema.payments, paymentOfCard).innerJoin(schema.contacts, buyerOfPayment).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type GiftCardRow = Awaited<ReturnType<typeof listGiftCards>>["rows"][number];

export async function giftCardCounts(siteId: SiteId): Promise<Record<GiftCardStatus, number>> {
  const rows = await db().select({ status: g.status, n: count() }).from(g).where(eq(g.siteId, siteId)).groupBy(g.status);
  return { pending: 0, active: 0, void: 0, ...Object.fromEntries(rows.map((r) => [r.status, r.n])) };
}
