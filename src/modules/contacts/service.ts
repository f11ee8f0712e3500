import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { schema, type Transaction } from "@/server/db/client";
import { sign, verify } from "@/server/secret";
import { absoluteUrl } from "@/server/origin";
import type { SiteId } from "@/modules/sites/queries";

/**
 * Finds or creates the site's contact for an email address, inside the
 * caller's transaction. A name or phone given later only fills in what was
 * missing: anyone can type anyone's email into a form, so a visitor's post
 * may add to a contact but never change what is on record.
 */
export async function upsertContact(
  tx: Transaction,
  siteId: SiteId,
  person: { email: string; name?: string; phone?: string },
): Promise<{ id: string; publicKey: string }> {
  const email = person.email.trim().toLowerCase();
  const [row] = await tx
    .insert(schema.contacts)
    .values({ siteId, email, name: person.name ?? null, phone: person.phone ?? null, publicKey: randomBytes(12).toString("base64url") })
    .onConflictDoUpdate({
      target: [schema.contacts.siteId, schema.contacts.email],
      set: {
        name: sql`coalesce(${schema.contacts.name}, excluded.name)`,
        phone: sql`coalesce(${schema.contacts.phone}, excluded.phone)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: schema.contacts.id, publicKey: schema.contacts.publicKey });
  return row!;
}

/** The hash in a contact's own link: HMAC-SHA-256 of the key with the platform secret. */
export function contactHash(publicKey: string): string {
  return sign(`contact:${publicKey}`);
}

export function checkContactHash(publicKey: string, hash: string): boolean {
  return verify(`contact:${publicKey}`, hash);
}

export function contactPageUrl(publicKey: string): string {
  return absoluteUrl(`/contacts/${publicKey}/${contactHash(publicKey)}`);
}

export async function setSubscription(
  tx: Transaction,
  siteId: SiteId,
  contactId: string,
  list: string,
  status: "confirmed" | "unsubscribed",
): Promise<boolean> {
  const updated = await tx
    .update(schema.subscriptions)
    .set(status === "confirmed" ? { status, confirmedAt: sql`now()` } : { status, unsubscribedAt: sql`now()` })
    .where(and(eq(schema.subscriptions.siteId, siteId), eq(schema.subscriptions.contactId, contactId), eq(schema.subscriptions.list, list)))
    .returning({ id: schema.subscriptions.id });
  return updated.length > 0;
}
