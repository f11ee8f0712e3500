import { and, eq, sql } from "drizzle-orm";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { unsafeContactBySignedLink } from "@/modules/contacts/queries";

export const dynamic = "force-dynamic";

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs
 * "List-Unsubscribe=One-Click" here and the contact leaves every list, with
 * no page to visit and nothing to confirm.
 */
export async function POST(_request: Request, { params }: { params: Promise<{ key: string; hash: string }> }) {
  const { key, hash } = await params;
  const record = await unsafeContactBySignedLink(key, hash);
  if (!record) return new Response("Not found", { status: 404 });
  const { contact } = record;
  await write([], (tx) =>
    tx
      .update(schema.subscriptions)
      .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
      .where(
        and(
          eq(schema.subscriptions.siteId, contact.siteId),
          eq(schema.subscriptions.contactId, contact.id),
          sql`${schema.subscriptions.status} <> 'unsubscribed'`,
        ),
      ),
  );
  return new Response("You are unsubscribed.", { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** A person following the link in a browser lands on their page, where the buttons are. */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string; hash: string }> }) {
  const { key, hash } = await params;
  // A relative Location: request.url is the address the server listens on (http://0.0.0.0:3000), not the one the visitor used.
  return new Response(null, {
    status: 303,
    headers: { Location: `/contacts/${encodeURIComponent(key)}/${encodeURIComponent(hash)}`, "Cache-Control": "no-store" },
  });
}
