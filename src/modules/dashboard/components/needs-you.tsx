import Link from "next/link";
import { formatWhen, Panel, StatusBadge } from "@/modules/admin/components/ui";
import { PURPOSE_LABELS } from "@/modules/inbox/labels";
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
          {a.latestMessages.length > 0 && (
            <ul className="mt-1 space-y-1">
              {a.latestMessages.map((m) => (
                <li key={m.id}>
                  <Link href={`${base}/inbox/${m.id}`} className="underline">
                    {m.form}
                  </Link>{" "}
                  <span className="text-muted">
                    from /{m.page ?? ""} · {formatWhen(m.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
        <li>
          <p className="font-semibold">
            <Link href={`${base}/bookings`} className="underline">
              Bookings
            </Link>
            : {a.bookingsToday} today, {a.bookingsThisWeek} in the next 7 days
          </p>
          {a.upcomingBookings.length > 0 && (
            <ul className="mt-1 space-y-1">
              {a.upcomingBookings.map((b) => (
                <li key={b.id}>
                  <Link href={`${base}/bookings/${b.id}`} className="underline">
                    {b.bookable}
                  </Link>{" "}
                  <span className="text-muted">
                    {formatWhen(b.startsAt)} · {b.partySize} {b.partySize === 1 ? "person" : "people"}
                    {b.name ? ` · ${b.name}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
        <li>
          <p className="font-semibold">
            <Link href={`${base}/payments`} className="underline">
              Recent payments and donations
            </Link>
          </p>
          {a.recentPayments.length ? (
            <ul className="mt-1 space-y-1">
              {a.recentPayments.map((p) => (
                <li key={p.id}>
                  <Link href={`${base}/payments/${p.id}`} className="underline">
                    {PURPOSE_LABELS[p.purpose as keyof typeof PURPOSE_LABELS] ?? p.purpose} {money(p.amountCents)}
                  </Link>{" "}
                  <span className="text-muted">{formatWhen(p.paidAt)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">None yet.</p>
          )}
        </li>
        <li>
          <p className="font-semibold">
            <Link href={`${base}/posts`} className="underline">
              Blog posts
            </Link>
            : {a.drafts} {a.drafts === 1 ? "draft" : "drafts"}, {a.scheduled.length} scheduled
          </p>
          {a.scheduled.length > 0 && (
            <ul className="mt-1 space-y-1">
              {a.scheduled.map((p) => (
                <li key={p.id}>
                  <Link href={`${base}/posts/${p.id}`} className="underline">
                    {p.title}
                  </Link>{" "}
                  <span className="text-muted">goes live {formatWhen(p.publishedAt)}</span>
                </li>
              ))}
            </ul>
          )}
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
