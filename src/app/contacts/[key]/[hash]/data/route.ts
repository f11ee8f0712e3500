import { unsafeContactBySignedLink } from "@/modules/contacts/queries";

export const dynamic = "force-dynamic";

/** Everything held about the contact, as JSON to keep. */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string; hash: string }> }) {
  const { key, hash } = await params;
  const record = await unsafeContactBySignedLink(key, hash);
  if (!record) return new Response("Not found", { status: 404 });
  const { contact, submissions, subscriptions } = record;
  const body = {
    site: contact.siteName,
    contact: { email: contact.email, name: contact.name, phone: contact.phone, firstContact: contact.createdAt, deletionRequestedAt: contact.deletionRequestedAt },
    submissions: submissions.map((s) => ({ reference: s.reference, form: s.formName, sentAt: s.createdAt, data: s.data })),
    subscriptions,
  };
  return new Response(JSON.stringify(body, null, 2), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="my-data-${contact.siteSlug}.json"`, "Cache-Control": "no-store" },
  });
}
