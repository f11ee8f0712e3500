import "server-only";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import { verifyReturnCheck } from "./service";

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
      reference: schema.payments.reference,
      status: schema.payments.status,
      purpose: schema.payments.purpose,
      amountCents: schema.payments.amountCents,
      lines: schema.payments.lines,
      recurring: schema.payments.recurring,
      paidAt: schema.payments.paidAt,
      expiresAt: schema.payments.expiresAt,
      email: schema.contacts.email,
    })
    .from(schema.payments)
    .innerJoin(schema.contacts, and(eq(schema.contacts.siteId, schema.payments.siteId), eq(schema.contacts.id, schema.payments.contactId)))
    .where(and(eq(schema.payments.siteId, siteId), eq(schema.payments.reference, reference)));
  return row ?? null;
}
