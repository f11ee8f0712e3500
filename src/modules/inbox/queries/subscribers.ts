import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import { containing, PAGE_SIZE, type SubscriberFilter } from "../filters";

/** Who asked to hear from the site, on which list, and the consent they gave. */
const sub = schema.subscriptions;
const contactOfSubscription = and(eq(schema.contacts.siteId, sub.siteId), eq(schema.contacts.id, sub.contactId));

export type SubscriptionStatus = (typeof sub.status.enumValues)[number];

export async function listSubscribers(siteId: SiteId, filter: SubscriberFilter, limit = PAGE_SIZE) {
  const conditions: SQL[] = [eq(sub.siteId, siteId)];
  if (filter.status) conditions.push(eq(sub.status, filter.status));
  if (filter.list) conditions.push(eq(sub.list, filter.list));
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(or(ilike(schema.contacts.email, pattern), ilike(schema.contacts.name, pattern))!);
  }
  const condition = and(...conditions)!;
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: sub.id,
        list: sub.list,
        status: sub.status,
        consentText: sub.consentText,
        consentAt: sub.consentAt,
        confirmedAt: sub.confirmedAt,
        unsubscribedAt: sub.unsubscribedAt,
        name: schema.contacts.name,
        email: schema.contacts.email,
      })
      .from(sub)
      .innerJoin(schema.contacts, contactOfSubscription)
      .where(condition)
      .orderBy(desc(sub.consentAt), desc(sub.id))
      .limit(limit)
      .offset((filter.page - 1) * limit),
    db().select({ n: count() }).from(sub).innerJoin(schema.contacts, contactOfSubscription).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type SubscriberRow = Awaited<ReturnType<typeof listSubscribers>>["rows"][number];

export async function subscriberCounts(siteId: SiteId): Promise<Record<SubscriptionStatus, number>> {
  const rows = await db().select({ status: sub.status, n: count() }).from(sub).where(eq(sub.siteId, siteId)).groupBy(sub.status);
  return { pending: 0, confirmed: 0, unsubscribed: 0, ...Object.fromEntries(rows.map((r) => [r.status, r.n])) };
}

/** The site's lists that have anyone on them, for the filter. */
export async function subscriberLists(siteId: SiteId): Promise<string[]> {
  const rows = await db().selectDistinct({ list: sub.list }).from(sub).where(eq(sub.siteId, siteId)).orderBy(sub.list);
  return rows.map((r) => r.list);
}
