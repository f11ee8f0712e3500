import { and, desc, eq, sql } from "drizzle-orm";
import { cache } from "react";
import { db, schema } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import { verifyReturnCheck } from "./return-link";
import { ENTERED_DETAIL, type Entered } from "./payment";

/**
 * The payment behind a test checkout page, by its session id. Unscoped: the
 * session id (144 random bits) is the payer's only key, as a provider's
 * hosted checkout URL is.
 */
export async function unsafePaymentForTestCheckout(session: string) {
  if (!/^cs_test_[A-Za-z0-9_-]{20,40}$/.test(session)) return null;
  const [row] = await db()
    .select({
      id: schema.payments.id,
      reference: schema.payments.reference,
      status: schema.payments.status,
      amountCents: schema.payments.amountCents,
      lines: schema.payments.lines,
      recurring: schema.payments.recurring,
      successPath: schema.payments.successPath,
      cancelPath: schema.payments.cancelPath,
      expiresAt: schema.payments.expiresAt,
      siteSlug: schema.sites.slug,
      siteName: schema.sites.name,
    })
    .from(schema.payments)
    .innerJoin(schema.sites, eq(schema.sites.id, schema.payments.siteId))
    .where(and(eq(schema.payments.provider, "test"), eq(schema.payments.providerSession, session)));
  return row ?? null;
}

/** The payment a return link names, when its signature is right: what the payer's return page shows. */
export async function paymentForReturn(siteId: SiteId, reference: string, check: string) {
  if (!/^R-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(reference) || !verifyReturnCheck(reference, check)) return null;
  const [row] = await db()
    .select({
      id: schema.payments.id,
      reference: schema.payments.reference,
      status: schema.payments.status,
      purpose: schema.payments.purpose,
      details: schema.payments.details,
      successPath: schema.payments.successPath,
      cancelPath: schema.payments.cancelPath,
      amountCents: schema.payments.amountCents,
      lines: schema.payments.lines,
      recurring: schema.payments.recurring,
      recurringCancelledAt: schema.payments.recurringCancelledAt,
      paidAt: schema.payments.paidAt,
      expiresAt: schema.payments.expiresAt,
      email: schema.contacts.email,
      contactKey: schema.contacts.publicKey,
    })
    .from(schema.payments)
    .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, schema.payments.siteId), eq(schema.contacts.id, schema.payments.contactId)))
    .where(and(eq(schema.payments.siteId, siteId), eq(schema.payments.reference, reference)));
  return row ?? null;
}

type Query = Record<string, string | string[] | undefined>;

export type ReturnedPayment = NonNullable<Awaited<ReturnType<typeof paymentForReturn>>>;

/**
 * The payment a page's query names (`?payment=…&check=…`), read once per
 * render: the result view at the top and the form below both ask.
 * undefined: none named; null: named, but not this site's or not signed.
 */
export const returnedPayment = cache(async (siteId: SiteId, query: Query): Promise<ReturnedPayment | null | undefined> => {
  if (typeof query.payment !== "string" || typeof query.check !== "string") return undefined;
  return paymentForReturn(siteId, query.payment, query.check);
});

/** The page's query, with what was chosen before a failed payment filling in what the query no longer says. */
export async function choiceOf(siteId: SiteId, query: Query): Promise<Query> {
  const entered = await enteredBeforeRetry(siteId, query);
  return entered ? { ...entered.choice, ...query } : query;
}

export async function enteredBeforeRetry(siteId: SiteId, query: Query): Promise<Entered | null> {
  const payment = await returnedPayment(siteId, query);
  if (!payment || (payment.status !== "failed" && payment.status !== "cancelled")) return null;
  try {
    const parsed = JSON.parse(payment.details[ENTERED_DETAIL] ?? "null") as Entered | null;
    return parsed && typeof parsed.values === "object" && typeof parsed.choice === "object" ? parsed : null;
  } catch {
    return null;
  }
}

/** The latest fee payment of one of the site's applications (forms/fee.ts), by the application's reference; null when none was started. */
export async function feeOfApplication(siteId: SiteId, application: string) {
  const p = schema.payments;
  const [row] = await db()
    .select({ reference: p.reference, status: p.status, amountCents: p.amountCents, paidAt: p.paidAt })
    .from(p)
    .where(and(eq(p.siteId, siteId), eq(p.purpose, "application_fee"), sql`${p.details}->>'application' = ${application}`))
    .orderBy(desc(p.createdAt))
    .limit(1);
  return row ?? null;
}
