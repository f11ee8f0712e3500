import { AppError } from "@/lib/errors";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { closedAt } from "@/lib/calendar";
import { isUuid } from "@/lib/ids";
import { calendarOf } from "@/modules/sites/calendar";
import { boardOrders } from "./queries";
import { advanceKitchenOrder, BOARD_STEPS, type BoardStep } from "./service";
import { now as clockNow } from "@/lib/clock";

/**
 * The owner's order board: who may read the site's inbox sees it, of that
 * site only. An order whose pickup falls when the business is now closed (paid
 * before the day closed, or before its hours changed) carries that day's
 * hours as `closed`: the kitchen's to call about or refund.
 */
export async function orderBoard(actor: Actor | null, siteSlug: string, now = clockNow()) {
  const { site } = await authorize(actor, siteSlug, "inbox");
  const calendar = calendarOf(site);
  return (await boardOrders(site.id, now)).map((order) => ({ ...order, closed: closedAt(calendar, order.pickupAt) }));
}

const STEP_DONE: Record<Exclude<BoardStep, "new">, string> = { preparing: "is being prepared", ready: "is ready to collect", collected: "was collected" };

/** Moves an order one step along the board and mails the customer; audited. `from` is the column the owner saw it in. */
export async function advanceOrderAsOwner(actor: Actor | null, siteSlug: string, orderId: string, from: unknown): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "inbox");
  if (!isUuid(orderId)) throw new AppError("not_found", "No such order on this site.");
  if (!BOARD_STEPS.includes(from as BoardStep)) throw new AppError("bad_input", "That is not a column of the order board.");
  return audited(
    who,
    site,
    (message: string) => ({ action: "order.advance", entity: "kitchen_order", entityId: orderId, summary: message }),
    async () => {
      const moved = await advanceKitchenOrder(site.id, orderId, from as BoardStep);
      return `Order ${moved.reference} ${STEP_DONE[moved.to as Exclude<BoardStep, "new">]}; the customer has been emailed.`;
    },
  );
}
