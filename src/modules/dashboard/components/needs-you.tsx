import Link from "next/link";
import { dateIn } from "@/lib/time";
import { formatWhen, Panel, StatusBadge } from "@/modules/admin/components/ui";
import { PURPOSE_LABELS } from "@/modules/inbox/labels";
import { pickupLabel } from "@/modules/ordering/menu";
import type { Attention } from "../attention";
import { money } from "./format";

/** What came in and what waits: the owner's morning list, each line a link to where it is dealt with. */
export function NeedsYou({ base, attention: a }: { base: string; attention: Attention }) {
  return (
    <Panel title="Needs you" id="needs-you">
      <ul className="space-y-5 text-sm">
        <li>
          <p className="flex items-center gap-2 font-semibold">
            <Link href={`${base}/inbox?status=new`} className="underline">
              New messages and applications
            </Link>
            <StatusBadge tone={a.newMessages ? "warn" : "neutral"}>{a.newMessages}</StatusBadge>
          </p>
          <Lines
            lines={a.latestMessages.map((m) => ({
              id: m.id,
              href: `${base}/inbox/${m.id}`,
              label: m.form,
              note: `from /${m.page ?? ""} · ${formatWhen(m.createdAt, a.timeZone)}`,
            }))}
          />
        </li>
        {/* A restaurant's tables are counted where they are listed (Reservations), never as bookings the Bookings list does not show. */}
        {(a.appointmentsToday > 0 || a.appointmentsTomorrow > 0 || a.appointmentsToAnswer > 0) && (
          <li>
            <p className="flex items-center gap-2 font-semibold">
              <Link href={`${base}/appointments`} className="underline">
                Appointments
              </Link>
              <StatusBadge tone={a.appointmentsToAnswer ? "warn" : a.appointmentsToday ? "good" : "neutral"}>
                {a.appointmentsToday + a.appointmentsToAnswer}
              </StatusBadge>
            </p>
            <p className="mt-1 text-muted" data-testid="appointments-coming">
              {a.appointmentsToday} today, {a.appointmentsTomorrow} tomorrow.
              {a.appointmentsToAnswer > 0 && (
                <>
                  {" "}
                  <span className="font-semibold text-ink" data-testid="appointments-to-answer">
                    {a.appointmentsToAnswer} {a.appointmentsToAnswer === 1 ? "booking waits" : "bookings wait"} for your answer.
                  </span>
                </>
              )}
            </p>
          </li>
        )}
        {(a.bookingsThisWeek > 0 || (a.reservationsThisWeek === 0 && a.appointmentsToday + a.appointmentsTomorrow + a.appointmentsToAnswer === 0)) && (
          <Coming
            href={`${base}/bookings`}
            title="Bookings"
            today={a.bookingsToday}
            left={a.bookingsLeftToday}
            week={a.bookingsThisWeek}
            lines={a.upcomingBookings.map((b) => ({
              id: b.id,
              href: `${base}/bookings/${b.id}`,
              label: b.bookable,
              note: `${formatWhen(b.startsAt, a.timeZone)} · ${b.partySize} ${b.partySize === 1 ? "person" : "people"}${b.name ? ` · ${b.name}` : ""}`,
            }))}
          />
        )}
        {a.reservationsThisWeek > 0 && (
          <Coming
            href={`${base}/reservations`}
            title="Table reservations"
            today={a.reservationsToday}
            left={a.reservationsLeftToday}
            week={a.reservationsThisWeek}
            lines={a.upcomingReservations.map((r) => ({
              id: r.id,
              href: `${base}/reservations?date=${dateIn(r.startsAt, a.timeZone)}`,
              label: `Table for ${r.partySize}`,
              note: `${formatWhen(r.startsAt, a.timeZone)}${r.name ? ` · ${r.name}` : ""}`,
            }))}
          />
        )}
        {/* Orders for pickup are counted where the kitchen works them (the order board), not only as the payments they came with. */}
        {(a.ordersWaiting > 0 || a.ordersToday > 0) && (
          <Listed
            href={`${base}/orders`}
            title="Orders for pickup"
            summary={`${a.ordersWaiting} waiting, ${a.ordersToday} today`}
            lines={a.nextOrders.map((o) => ({
              id: o.id,
              href: `${base}/payments/${o.paymentId}`,
              label: `Pickup ${pickupLabel(o.pickupAt, a.timeZone)}`,
              note: `${ORDER_STEPS[o.status]}${o.name ? ` · ${o.name}` : ""}`,
            }))}
          />
        )}
        <li>
          <p className="font-semibold">
            <Link href={`${base}/payments`} className="underline">
              Recent payments and donations
            </Link>
          </p>
          <Lines
            empty="None yet."
            lines={a.recentPayments.map((p) => ({
              id: p.id,
              href: `${base}/payments/${p.id}`,
              label: `${PURPOSE_LABELS[p.purpose as keyof typeof PURPOSE_LABELS] ?? p.purpose} ${money(p.amountCents)}`,
              note: formatWhen(p.paidAt, a.timeZone),
            }))}
          />
        </li>
        <li>
          <p className="font-semibold">
            {a.drafts || a.scheduledCount
              ? `Content waiting: ${a.drafts} ${a.drafts === 1 ? "draft" : "drafts"} not live, ${a.scheduledCount} scheduled`
              : "Content: every saved change is live"}
          </p>
          <Lines
            lines={a.scheduled.map((item) => ({
              id: item.id,
              href: editorOf(base, item),
              label: item.title,
              note: `goes live ${formatWhen(item.publishedAt, a.timeZone)}`,
            }))}
          />
        </li>
        <li>
          <p className="flex items-center gap-2 font-semibold">
            <Link href={`${base}/outbox?status=failed`} className="underline">
              Mail that failed to send
            </Link>
            <StatusBadge tone={a.failedMail ? "bad" : "neutral"}>{a.failedMail}</StatusBadge>
          </p>
        </li>
      </ul>
    </Panel>
  );
}

/** Where an order is, in the order board's words. */
const ORDER_STEPS = { new: "new", preparing: "preparing", ready: "ready to collect" } as const;

interface Line {
  id: string;
  href: string;
  label: string;
  note: string;
}

/** The records under one heading, each a link to its own screen with a muted note after it. */
function Lines({ lines, empty }: { lines: Line[]; empty?: string }) {
  if (!lines.length) return empty ? <p className="text-muted">{empty}</p> : null;
  return (
    <ul className="mt-1 space-y-1">
      {lines.map((line) => (
        <li key={line.id}>
          <Link href={line.href} className="underline">
            {line.label}
          </Link>{" "}
          <span className="text-muted">{line.note}</span>
        </li>
      ))}
    </ul>
  );
}

/** Where a scheduled page, post or collection item is edited. */
function editorOf(base: string, item: Attention["scheduled"][number]): string {
  return item.kind === "page" ? `${base}/pages/${item.id}` : item.kind === "post" ? `${base}/posts/${item.id}` : `${base}/content/${item.kind}/${item.id}`;
}

/** What is coming of one kind: how many today (the whole day, as its list counts it; those already past said apart), in the week, and the next few. */
function Coming({ today, left, week, ...rest }: { href: string; title: string; today: number; left: number; week: number; lines: Line[] }) {
  return <Listed {...rest} summary={`${today} today${left < today ? ` (${left} still to come)` : ""}, ${week} in the next 7 days`} />;
}

/** A heading that links to the full list, a sentence of counts after it, and the next few records. */
function Listed({ href, title, summary, lines }: { href: string; title: string; summary: string; lines: Line[] }) {
  return (
    <li>
      <p className="font-semibold">
        <Link href={href} className="underline">
          {title}
        </Link>
        : {summary}
      </p>
      <Lines lines={lines} />
    </li>
  );
}
