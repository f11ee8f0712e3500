"use server";

import { adminAction } from "@/modules/admin/form-action";
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { formatCents } from "@/lib/format";
import { parseDollars } from "@/modules/payments/fees";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { deleteSavedReply, replyToMessage, saveReply } from "./replies";
import { cancelBookingAsOwner, redeemAsOwner, refundAsOwner, retryMail, setMessageStatus, type RefundOutcome } from "./service";

/**
 * The inbox's server actions: read the form, call the service (which checks
 * the role on the site itself), and show the page again with the change.
 * The site and record come bound by the page; the service finds them only
 * within a site the actor may read.
 */

const STATUS_DONE = { new: "marked unread", read: "marked read", archived: "archived", spam: "marked as spam" } as const;

/** Marked unread, a message goes back to the list: showing it again would mark it read. */
export const setMessageStatusAction = adminAction(
  ["string", "string", "state", "form"],
  async function setMessageStatusAction(siteSlug: string, messageId: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    const state = await adminResult(async () => {
      const { reference, status } = await setMessageStatus(await currentActor(), siteSlug, messageId, formData.get("status"));
      refresh();
      return `Message ${reference} ${STATUS_DONE[status]}.`;
    });
    if (state.status === "saved" && formData.get("status") === "new") redirect(`/admin/sites/${siteSlug}/inbox`);
    return state;
  },
);

/** Money goes back only with the box ticked: the second step that stands in for "are you sure?". */
const told = (formData: FormData, who: string): AdminActionState | null =>
  formData.get("told") === "yes"
    ? null
    : {
        status: "error",
        message: `Tick the box to confirm you have told the ${who}.`,
        fieldErrors: { told: `Tick this box to confirm you have told the ${who}.` },
      };

const refundMessage = (r: RefundOutcome, what: string) =>
  r.refunded
    ? `${what} Payment ${r.reference} of ${formatCents(r.amountCents)} was refunded.`
    : `${what} The refund of ${r.reference} (${formatCents(r.amountCents)}) was asked of the payment provider; it shows here once the provider confirms it.`;

/** The platform mails the payer itself, so a refund asks for an amount and a reason, not a promise to have told them. */
export const refundPaymentAction = adminAction(
  ["string", "string", "state", "form"],
  async function refundPaymentAction(siteSlug: string, paymentId: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    const amount = parseDollars(String(formData.get("amount") ?? ""));
    if (amount === null || amount <= 0)
      return { status: "error", message: "Enter an amount to refund, like 12.50.", fieldErrors: { amount: "Enter an amount in dollars, like 12.50." } };
    const reason = String(formData.get("reason") ?? "")
      .trim()
      .slice(0, 300);
    return adminResult(async () => {
      const outcome = await refundAsOwner(await currentActor(), siteSlug, paymentId, { amountCents: amount, reason });
      refresh();
      return refundMessage(outcome, "Done.");
    });
  },
);

export const cancelBookingAction = adminAction(
  ["string", "string", "state", "form"],
  async function cancelBookingAction(siteSlug: string, bookingId: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    const refused = told(formData, "guest");
    if (refused) return refused;
    return adminResult(async () => {
      const outcome = await cancelBookingAsOwner(await currentActor(), siteSlug, bookingId);
      refresh();
      if (outcome.refund === null)
        return `Booking ${outcome.reference} is cancelled and its places are free. The guest is emailed a notice; nothing was paid online, so nothing is refunded.`;
      return refundMessage(
        outcome.refund,
        outcome.refund.refunded ? "The booking is cancelled and its places are free." : "The booking is cancelled once the refund is confirmed.",
      );
    });
  },
);

export const redeemGiftCardAction = adminAction(
  ["string", "state", "form"],
  async function redeemGiftCardAction(siteSlug: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const r = await redeemAsOwner(await currentActor(), siteSlug, {
        code: formData.get("code"),
        amount: formData.get("amount"),
        note: formData.get("note") ?? undefined,
      });
      refresh();
      return `Took ${formatCents(r.amountCents)} off the card ending ${r.hint}. It has ${formatCents(r.balanceCents)} left.`;
    });
  },
);

export const retryMailAction = adminAction(
  ["string", "string", "state", "form"],
  async function retryMailAction(siteSlug: string, mailId: string, _previous: AdminActionState, _formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const mail = await retryMail(await currentActor(), siteSlug, mailId);
      refresh();
      return `The mail to ${mail.toAddress} is queued to be sent again now.`;
    });
  },
);

export const replyAction = adminAction(
  ["string", "string", "state", "form"],
  async function replyAction(siteSlug: string, messageId: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const saveAs = formData.get("keep") === "yes" ? formData.get("saveAs") : undefined;
      const reply = await replyToMessage(await currentActor(), siteSlug, messageId, { body: formData.get("body"), saveAs });
      refresh();
      return `Your reply to ${reply.to} is in the outbox; its state shows in the thread above.`;
    });
  },
);

export const deleteSavedReplyAction = adminAction(
  ["string", "string", "state", "form"],
  async function deleteSavedReplyAction(siteSlug: string, replyId: string, _previous: AdminActionState, _formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const title = await deleteSavedReply(await currentActor(), siteSlug, replyId);
      refresh();
      return `The saved reply "${title}" is deleted.`;
    });
  },
);

export const saveReplyAction = adminAction(
  ["string", "state", "form"],
  async function saveReplyAction(siteSlug: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const title = await saveReply(await currentActor(), siteSlug, { title: formData.get("title"), body: formData.get("body") });
      refresh();
      return `Saved the reply "${title}".`;
    });
  },
);
