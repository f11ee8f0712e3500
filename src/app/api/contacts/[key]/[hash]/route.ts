import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { cancelOwnBooking } from "@/modules/bookings/service";
import { unsafeContactBySignedLink } from "@/modules/contacts/queries";
import { chooseLists, leaveLists, listsOfContact, listsOfLink, setSubscription } from "@/modules/contacts/service";
import { enqueueMail } from "@/modules/mail/outbox";
import { kickMailWorker } from "@/modules/mail/worker";
import { refundPayment } from "@/modules/payments/events";
import { goOn } from "@/modules/routing/desk-post";
import { openPost } from "@/modules/routing/plain-post";
import type { SiteId } from "@/modules/sites/queries";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";

export const dynamic = "force-dynamic";

/**
 * What a contact does on their own page (app/contacts/[key]/[hash]), as plain
 * form posts: confirm or leave lists, choose their lists, cancel a booking of
 * theirs, ask for deletion. The signed link is the only authority: one that
 * is not valid is refused (404) and changes nothing. Each answers 303 back to
 * the page, to the part that changed.
 */
export async function POST(request: Request, { params }: { params: Promise<{ key: string; hash: string }> }) {
  // The page is sent without a referrer, so its forms come with `Origin: null`: the signed link in the address is the authority, as for a mail's one-click unsubscribe.
  const post = await openPost(request, { opaqueOrigin: true });
  if (post instanceof Response) return post;
  const { form, field } = post;
  const { key, hash } = await params;
  const record = await unsafeContactBySignedLink(key, hash);
  if (!record) return new Response("This link is not valid. Use the link from the most recent email you received.", { status: 404 });
  const { contact } = record;
  const siteId = contact.siteId as SiteId;
  const page = `/contacts/${encodeURIComponent(key)}/${encodeURIComponent(hash)}`;
  const back = (rest: string) => goOn(request, `${page}${rest}`);

  switch (field("intent")) {
    case "confirm":
      await write([], async (tx) => {
        for (const list of listsOfLink(field("lists"))) await setSubscription(tx, siteId, contact.id, list, "confirmed");
      });
      return back("#subscriptions");
    case "leave": {
      const left = listsOfLink(field("lists"));
      await write([], (tx) => leaveLists(tx, siteId, contact.id, left));
      return back(`?left=${left.join(",")}`);
    }
    case "lists": {
      const ticked = listsOfLink(
        form
          .getAll("list")
          .filter((v): v is string => typeof v === "string")
          .join(","),
      );
      await write([], async (tx) => chooseLists(tx, siteId, contact.id, await listsOfContact(tx, siteId, contact.id), ticked));
      return back("?saved=lists#subscriptions");
    }
    case "cancel": {
      let paymentId: string | null;
      try {
        if (!isUuid(field("booking"))) throw new AppError("not_found", "That booking cannot be changed.");
        paymentId = await cancelOwnBooking(siteId, contact.id, field("booking"));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return back("?cancel=refused#bookings");
      }
      if (paymentId) await refundPayment(siteId, paymentId);
      return back("#bookings");
    }
    case "delete":
      if (!contact.deletionRequestedAt) await askDeletion(contact);
      return back("#your-data");
    default:
      return new Response("The form could not be read.", { status: 400 });
  }
}

/** Marks the contact's request and tells the site's owner by mail, who must act on it within 30 days. */
async function askDeletion(contact: { id: string; siteId: string; email: string }) {
  await write([], async (tx) => {
    await tx
      .update(schema.contacts)
      .set({ deletionRequestedAt: sql`now()` })
      .where(and(eq(schema.contacts.siteId, contact.siteId), eq(schema.contacts.id, contact.id)));
    const [site] = await tx.select({ settings: schema.sites.settings, name: schema.sites.name }).from(schema.sites).where(eq(schema.sites.id, contact.siteId));
    const to = site?.settings.contact.email;
    if (to) {
      await enqueueMail(tx, contact.siteId as SiteId, {
        kind: "deletion-request",
        to,
        subject: `Deletion request from ${contact.email}`,
        text: `${contact.email} asked ${site.name} to delete what it holds about them (their messages, subscriptions and contact details).\nPlease act on it within 30 days.\n`,
      });
    }
  });
  kickMailWorker();
}
