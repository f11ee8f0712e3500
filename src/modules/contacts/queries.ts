import { and, desc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { checkContactHash } from "./service";

/**
 * Everything a site holds about a contact, for their own page and their data
 * download. Reached only by key and a valid hash: a wrong, truncated or
 * another contact's hash finds nothing, exactly as an unknown key does.
 * Deliberately unscoped by site (the link names no site): the signed key is
 * the scope. Hence the name.
 */
export async function unsafeContactBySignedLink(publicKey: string, hash: string) {
  if (!/^[A-Za-z0-9_-]{10,40}$/.test(publicKey) || !checkContactHash(publicKey, hash)) return null;
  const [contact] = await db()
    .select({
      id: schema.contacts.id,
      siteId: schema.contacts.siteId,
      publicKey: schema.contacts.publicKey,
      email: schema.contacts.email,
      name: schema.contacts.name,
      phone: schema.contacts.phone,
      createdAt: schema.contacts.createdAt,
      deletionRequestedAt: schema.contacts.deletionRequestedAt,
      siteName: schema.sites.name,
      siteSlug: schema.sites.slug,
    })
    .from(schema.contacts)
    .innerJoin(schema.sites, eq(schema.sites.id, schema.contacts.siteId))
    .where(eq(schema.contacts.publicKey, publicKey))
    .limit(1);
  if (!contact) return null;
  const scope = and(eq(schema.submissions.siteId, contact.siteId), eq(schema.submissions.contactId, contact.id));
  const [submissions, subscriptions] = await Promise.all([
    db()
      .select({
        reference: schema.submissions.reference,
        form: schema.forms.key,
        formName: schema.forms.definition,
        data: schema.submissions.data,
        createdAt: schema.submissions.createdAt,
        // The site's replies to it from the inbox, as sent: part of what the site holds about them.
        replies: sql<
          Array<{ text: string; at: string }>
        >`coalesce((select json_agg(json_build_object('text', o.text_body, 'at', o.created_at) order by o.created_at) from ${schema.outbox} o where o.site_id = ${schema.submissions.siteId} and o.submission_id = ${schema.submissions.id}), '[]'::json)`,
      })
      .from(schema.submissions)
      .innerJoin(schema.forms, eq(schema.forms.id, schema.submissions.formId))
      .where(scope)
      .orderBy(desc(schema.submissions.createdAt)),
    db()
      .select({
        list: schema.subscriptions.list,
        status: schema.subscriptions.status,
        consentText: schema.subscriptions.consentText,
        consentAt: schema.subscriptions.consentAt,
        confirmedAt: schema.subscriptions.confirmedAt,
      })
      .from(schema.subscriptions)
      .where(and(eq(schema.subscriptions.siteId, contact.siteId), eq(schema.subscriptions.contactId, contact.id))),
  ]);
  return {
    contact,
    submissions: submissions.map(({ formName, ...s }) => ({ ...s, formName: formName.name })),
    subscriptions,
  };
}

export type ContactRecord = NonNullable<Awaited<ReturnType<typeof unsafeContactBySignedLink>>>;
