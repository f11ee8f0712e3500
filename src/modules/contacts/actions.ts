"use server";

import { and, eq, sql } from "drizzle-orm";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { enqueueMail } from "@/modules/mail/outbox";
import { kickMailWorker } from "@/modules/mail/worker";
import type { SiteId } from "@/modules/sites/queries";
import { unsafeContactBySignedLink } from "./queries";
import { chooseLists, leaveLists, listsOfContact, listsOfLink, setSubscription } from "./service";

/**
 * What a contact can do on their own page. Each action checks the signed
 * link again: the key and hash are the only authority. A link that is not
 * valid does nothing, and the page it was posted to answers 404 "This link
 * is not valid" (edge/handler.ts sets the status), not an error.
 */
async function contactOf(key: string, hash: string) {
  const record = await unsafeContactBySignedLink(key, hash);
  return record?.contact ?? null;
}

/** Confirms the lists a sign-up asked for (the link's `?confirm=`): the ones still waiting. */
export async function confirmSubscriptionAction(key: string, hash: string, lists: string): Promise<void> {
  const contact = await contactOf(key, hash);
  if (!contact) return;
  await write([], async (tx) => {
    for (const list of listsOfLink(lists)) await setSubscription(tx, contact.siteId as SiteId, contact.id, list, "confirmed");
  });
  revalidatePath(`/contacts/${key}/${hash}`);
}

/** Leaves the lists a mail's unsubscribe link named, then shows the page saying so. */
export async function leaveListsAction(key: string, hash: string, lists: string): Promise<void> {
  const contact = await contactOf(key, hash);
  if (!contact) return;
  const left = listsOfLink(lists);
  await write([], (tx) => leaveLists(tx, contact.siteId as SiteId, contact.id, left));
  redirect(`/contacts/${key}/${hash}?left=${left.join(",")}`);
}

/** Saves the contact's choice of the site's lists from their page: the boxes ticked are their lists. */
export async function chooseListsAction(key: string, hash: string, form: FormData): Promise<void> {
  const contact = await contactOf(key, hash);
  if (!contact) return;
  const ticked = listsOfLink(
    form
      .getAll("list")
      .filter((v): v is string => typeof v === "string")
      .join(","),
  );
  await write([], async (tx) => {
    const known = await listsOfContact(tx, contact.siteId as SiteId, contact.id);
    await chooseLists(tx, contact.siteId as SiteId, contact.id, known, ticked);
  });
  redirect(`/contacts/${key}/${hash}?saved=lists`);
}

export async function requestDeletionAction(key: string, hash: string): Promise<void> {
  const contact = await contactOf(key, hash);
  if (!contact || contact.deletionRequestedAt) return;
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
  revalidatePath(`/contacts/${key}/${hash}`);
}
