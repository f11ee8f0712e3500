import { write } from "@/server/db/write";
import { unsafeContactBySignedLink } from "@/modules/contacts/queries";
import { leaveLists, listsOfLink } from "@/modules/contacts/service";
import type { SiteId } from "@/modules/sites/queries";

export const dynamic = "force-dynamic";

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs
 * "List-Unsubscribe=One-Click" here and the contact leaves the lists the link
 * names (`?lists=`: a newsletter's copy names the lists it came through), or
 * every list when it names none (a sign-up's confirmation), with no page to
 * visit and nothing to confirm.
 */
export async function POST(request: Request, { params }: { params: Promise<{ key: string; hash: string }> }) {
  const { key, hash } = await params;
  const record = await unsafeContactBySignedLink(key, hash);
  if (!record) return new Response("Not found", { status: 404 });
  const { contact } = record;
  const named = new URL(request.url).searchParams.get("lists");
  await write([], (tx) => leaveLists(tx, contact.siteId as SiteId, contact.id, named === null ? null : listsOfLink(named)));
  return new Response("You are unsubscribed.", { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** A person following the link in a browser lands on their page, which offers to leave those lists and shows all of theirs. */
export async function GET(request: Request, { params }: { params: Promise<{ key: string; hash: string }> }) {
  const { key, hash } = await params;
  const lists = listsOfLink(new URL(request.url).searchParams.get("lists"));
  // A relative Location: request.url is the address the server listens on (http://0.0.0.0:3000), not the one the visitor used.
  const page = `/contacts/${encodeURIComponent(key)}/${encodeURIComponent(hash)}`;
  return new Response(null, {
    status: 303,
    headers: { Location: lists.length ? `${page}?leave=${lists.join(",")}` : page, "Cache-Control": "no-store" },
  });
}
