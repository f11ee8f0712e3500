import { formatCents } from "@/lib/format";
import type { Transaction } from "@/server/db/client";
import type { MailInput } from "@/modules/mail/outbox";
import type { SiteId } from "@/modules/sites/queries";
import type { PaymentRow, PaymentState } from "./payment";
import type { PaymentLine } from "./quote";

/**
 * What a payment's new state means for what it paid for, declared by the
 * module that sells it (bookings, gift cards, the shop) and listed in
 * ./fulfil.ts. Each runs in the same transaction as the state change.
 */
export interface Fulfilment {
  /** The payment failed or was cancelled: what it held (places, stock, a pending card) goes back. */
  release?(tx: Transaction, payment: PaymentRow): Promise<void>;
  /** The payment was refunded: what it bought is undone. */
  refund?(tx: Transaction, payment: PaymentRow): Promise<void>;
  /**
   * The payment arrived (`from` is its state before: failed or cancelled when
   * its hold had lapsed). Returns what the payer's receipt adds and what the
   * owner is told, or null when it has written to both itself and no receipt
   * goes out.
   */
  paid?(context: FulfilmentContext, from: PaymentState): Promise<{ extra: string; ownerNote: string } | null>;
}

export interface FulfilmentContext {
  tx: Transaction;
  payment: PaymentRow;
  siteId: SiteId;
  siteName: string;
  /** The site's address part, for links back to its pages. */
  siteSlug: string;
  /** The site's contact address, where the owner is told. */
  owner: string | undefined;
  payer: { email: string; name: string | null; page: string };
  /** The site's time zone: every time a mail names is in it. */
  timeZone: string;
  /** Queues a mail of the site through the outbox, in the transaction. */
  mail(message: MailInput): Promise<void>;
}

export const greeting = (name: string | null) => `Hello${name ? ` ${name}` : ""},`;

export function linesText(lines: readonly PaymentLine[]): string {
  return lines.map((l) => `${l.quantity > 1 ? `${l.quantity} × ` : ""}${l.label}: ${formatCents(l.quantity * l.unitCents)}`).join("\n") + "\n";
}
