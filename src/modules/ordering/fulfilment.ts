import type { Fulfilment } from "@/modules/payments/fulfilment";
import { pickupLabel } from "./menu";
import { cancelKitchenOrder, confirmKitchenOrder, releaseKitchenOrder } from "./service";

/**
 * An order for pickup's payment: its place in the quarter hour goes back when
 * it fails, the order goes on the board as new when it arrives (the receipt
 * is the customer's first mail; the board sends the rest), and comes off it
 * when refunded.
 */
export const kitchenOrderFulfilment: Fulfilment = {
  release: releaseKitchenOrder,
  refund: cancelKitchenOrder,
  async paid({ tx, payment, owner, payer, mail, timeZone }) {
    const capacity = Number(payment.details.kitchenCapacity) || null;
    const order = await confirmKitchenOrder(tx, payment, capacity);
    if (!order) return { extra: "", ownerNote: "New order for pickup." };
    const at = pickupLabel(order.pickupAt, timeZone);
    const note = order.note ? `\nYour note to the kitchen: ${order.note}\n` : "";
    if (order.overCapacity && owner) {
      await mail({
        kind: "order-over-capacity-owner",
        to: owner,
        subject: `Busy quarter hour: order ${payment.reference} for ${at}`,
        text: `Order ${payment.reference} was paid after its checkout had timed out, and its quarter hour (${at}) has filled since. It is on the board all the same; call ${payer.email} if it cannot be ready on time.\n`,
      });
    }
    return {
      extra: `Pickup: ${at}.${note}\nWe will email you when the kitchen starts on your order and again when it is ready to collect.`,
      ownerNote: `New order for pickup ${at}. It is on the order board.${order.note ? `\nNote from the customer: ${order.note}` : ""}`,
    };
  },
};
