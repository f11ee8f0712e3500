import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { schema, type Executor, type Transaction } from "@/server/db/client";
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

/** The consent recorded when a contact joins a list from their own page: the signed link in their mail proves the address. */
export const CHOSEN_ON_OWN_PAGE = "Chose this list on their own page, reached from a link sent to this address.";

/**
 * A contact's choice of lists from their own page: each of the site's lists
 * ticked is confirmed, each not ticked is left. Lists the site does not have
 * are not created.
 */
export async function chooseLists(tx: Transaction, siteId: SiteId, contactId: string, known: string[], ticked: string[]): Promise<void> {
  const s = schema.subscriptions;
  for (const list of known) {
    if (ticked.includes(list)) {
      await tx
        .insert(s)
        .values({ siteId, contactId, list, status: "confirmed", confirmedAt: sql`now()`, consentText: CHOSEN_ON_OWN_PAGE })
        .onConflictDoUpdate({
          target: [s.siteId, s.contactId, s.list],
          set: { status: "confirmed", confirmedAt: sql`now()` },
          setWhere: sql`${s.status} <> 'confirmed'`,
        });
    } else {
      await tx
        .update(s)
        .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
        .where(and(eq(s.siteId, siteId), eq(s.contactId, contactId), eq(s.list, list), sql`${s.status} <> 'unsubscribed'`));
    }
  }
}

/** The contact leaves these lists of the site (every list when null): an unsubscribe link, a one-click POST. */
export async function leaveLists(tx: Transaction, siteId: SiteId, contactId: string, lists: string[] | null): Promise<void> {
  const s = schema.subscriptions;
  await tx
    .update(s)
    .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
    .where(and(eq(s.siteId, siteId), eq(s.contactId, contactId), sql`${s.status} <> 'unsubscribed'`, lists ? inArray(s.list, lists) : undefined));
}

/** The lists a link names, "town-news,meeting-agendas": only well-formed keys, at most twenty. */
export function listsOfLink(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(",")
    .filter((l) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(l) && l.length <= 80)
    .slice(0, 20);
}

/** The lists a contact can choose on their page: every list the site named, and every list they were ever on. */
export async function listsOfContact(tx: Executor, siteId: SiteId, contactId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ list: string }>(sql`
    select key as list from mail_lists where site_id = ${siteId}
    union select list from subscriptions where site_id = ${siteId} and contact_id = ${contactId}
    order by 1`);
  return rows.map((r) => r.list);
}
