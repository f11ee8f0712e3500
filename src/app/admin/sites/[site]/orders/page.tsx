import Link from "next/link";
import { telHref } from "@/lib/links";
import { weekAhead } from "@/lib/calendar";
import { dayHoursWords, formatCents } from "@/lib/format";
import { dateIn } from "@/lib/time";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, Notice } from "@/modules/admin/components/ui";
import { advanceOrderAction } from "@/modules/ordering/actions";
import { orderBoard } from "@/modules/ordering/admin";
import { pickupLabel } from "@/modules/ordering/menu";
import { BoardButton } from "@/modules/ordering/components/board-button";
import { RefreshEvery } from "@/modules/ordering/components/refresh-every";
import { BOARD_STEPS, type BoardStep } from "@/modules/ordering/service";
import { calendarOf } from "@/modules/sites/calendar";
import { now as clockNow } from "@/lib/clock";

export const metadata = { title: "Order board" };

const COLUMNS: Record<BoardStep, { title: string; move?: string; empty: string }> = {
  new: { title: "New", move: "Start preparing", empty: "No new orders." },
  preparing: { title: "Preparing", move: "Mark ready", empty: "Nothing on the stove." },
  ready: { title: "Ready", move: "Mark collected", empty: "Nothing waiting to be collected." },
  collected: { title: "Collected today", empty: "Nothing collected yet today." },
};

/**
 * Orders for pickup as a kitchen sees them: four columns, new to collected,
 * earliest pickup first. Each button moves an order one step and emails the
 * customer; the board reads itself again every 30 seconds.
 */
export default async function OrderBoardPage({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const base = `/admin/sites/${slug}/orders`;
  const { actor, site } = await pageAccess(slug, "inbox", base);
  const orders = await orderBoard(actor, slug);
  const calendar = calendarOf(site);
  const special = weekAhead(calendar, dateIn(clockNow(), calendar.timeZone)).filter((day) => day.source === "special");
  return (
    <>
      <AdminHeading
        title="Order board"
        lead="Orders for pickup, paid online, earliest pickup first. Each step emails the customer. The board updates every 30 seconds."
      />
      <RefreshEvery seconds={30} />
      {special.length > 0 && (
        <div className="mb-4" data-testid="board-special-days">
          <Notice tone="info">
            <span className="block font-semibold">Special days this week</span>
            {special.map((day) => (
              <span key={day.date} className="block">
                {dayHoursWords(day)}
              </span>
            ))}
            <a href={`/admin/sites/${slug}/hours`} className="underline">
              Hours and closures
            </a>
          </Notice>
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {BOARD_STEPS.map((step) => {
          const column = orders.filter((o) => o.status === step);
          return (
            <section key={step} aria-labelledby={`column-${step}`} className="rounded-lg border border-line bg-surface p-3" data-testid={`board-${step}`}>
              <h2 id={`column-${step}`} className="mb-3 text-lg font-semibold">
                {COLUMNS[step].title} <span className="text-muted">({column.length})</span>
              </h2>
              {column.length === 0 ? (
                <p className="text-sm text-muted">{COLUMNS[step].empty}</p>
              ) : (
                <ul className="space-y-3">
                  {column.map((order) => (
                    <li key={order.id}>
                      <article aria-labelledby={`order-${order.id}`} className="rounded-md border border-line bg-page p-3 text-sm shadow-sm">
                        <h3 id={`order-${order.id}`} className="font-semibold">
                          Pickup {pickupLabel(order.pickupAt, calendar.timeZone)}
                        </h3>
                        <p className="text-muted">
                          <Link href={`/admin/sites/${slug}/payments/${order.paymentId}`} className="font-mono underline">
                            {order.reference}
                          </Link>{" "}
                          · {order.name ?? order.email}
                          {order.phone && (
                            <>
                              {" "}
                              ·{" "}
                              <a href={telHref(order.phone)} className="underline">
                                {order.phone}
                              </a>
                            </>
                          )}
                        </p>
                        <ul className="mt-2 list-disc pl-5">
                          {order.lines
                            .filter((line) => !line.giftCardId)
                            .map((line, i) => (
                              <li key={i}>
                                {line.quantity} × {line.label}
                              </li>
                            ))}
                        </ul>
                        {order.closed && (
                          <p className="mt-2 rounded border border-red-700 p-2 font-medium text-red-800" data-testid="pickup-closed">
                            Closed at this pickup time: {dayHoursWords(order.closed)} Call the customer, or refund the order from its payment.
                          </p>
                        )}
                        {order.note && (
                          <p className="mt-2 rounded bg-surface p-2">
                            <span className="font-semibold">Note:</span> {order.note}
                          </p>
                        )}
                        <p className="mt-2 text-muted">
                          {order.amountCents === 0 ? (
                            "Paid by gift card"
                          ) : (
                            <>
                              Paid <span className="tabular-nums">{formatCents(order.amountCents)}</span>
                              {order.lines.some((line) => line.giftCardId) && " and the rest by gift card"}
                            </>
                          )}
                        </p>
                        {COLUMNS[step].move && (
                          <BoardButton
                            action={advanceOrderAction.bind(null, slug, order.id, step)}
                            label={COLUMNS[step].move!}
                            hiddenLabel={`order ${order.reference}`}
                          />
                        )}
                      </article>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
