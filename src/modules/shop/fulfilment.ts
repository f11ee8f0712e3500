import { linesText, type Fulfilment } from "@/modules/payments/fulfilment";
import type { SiteId } from "@/modules/sites/queries";
import { returnStock, takeStock } from "./service";

/** An order's payment: stock goes back when it fails, is taken again when it arrives after its checkout timed out. */
export const orderFulfilment: Fulfilment = {
  release: (tx, payment) => returnStock(tx, payment.siteId as SiteId, payment.lines),
  async paid({ tx, payment, siteId, owner, payer, mail }, from) {
    const wasReleased = from === "failed" || from === "cancelled";
    if (wasReleased && !(await takeStock(tx, siteId, payment.lines))) {
      if (owner)
        await mail({
          kind: "order-no-stock-owner",
          to: owner,
          subject: `Refund or restock needed: order ${payment.reference}`,
          text: `Order ${payment.reference} was paid after its checkout had timed out, and part of it has sold out since. Please contact ${payer.email} and refund or restock.\n\n${linesText(payment.lines)}\n`,
        });
    }
    const delivery =
      payment.details.delivery === "shipping" ? `Shipping to:\n${payment.details.address}` : "For pickup: we will email you when your order is ready.";
    return { extra: delivery, ownerNote: `New order to fulfil.\n${delivery}` };
  },
};
