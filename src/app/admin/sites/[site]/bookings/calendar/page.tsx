import Link from "next/link";
import { dayInWords, formatClock, spansWords } from "@/lib/format";
import { addDays, dateIn, isCalendarDate } from "@/lib/time";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, ButtonLink, buttonClass, inputClass } from "@/modules/admin/components/ui";
import { deskCalendarFor } from "@/modules/bookings/admin";
import { zoneOf } from "@/modules/sites/calendar";
import { now as clockNow } from "@/lib/clock";

export const metadata = { title: "Booking calendar" };

/**
 * The front desk's week: each day's sessions of a game or tour with the
 * places taken, the blocked ones marked; each opens its session, where the
 * desk takes a phone booking, blocks it out or moves a booking.
 */
export default async function BookingCalendarPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ site: slug }, query] = await Promise.all([params, searchParams]);
  const base = `/admin/sites/${slug}/bookings/calendar`;
  const { actor, site } = await pageAccess(slug, "inbox", base);
  const today = dateIn(clockNow(), zoneOf(site));
  const from = isCalendarDate(query.from) ? query.from : today;
  const key = typeof query.bookable === "string" ? query.bookable : undefined;
  const { bookable, bookables, days } = await deskCalendarFor(actor, slug, key, from, 7);
  const href = (start: string) => `${base}?${new URLSearchParams({ ...(bookable && { bookable: bookable.key }), from: start })}`;

  return (
    <>
      <AdminHeading
        title="Booking calendar"
        lead={
          bookable
            ? `${bookable.name}: the week from ${dayInWords(from)}, with the places taken in each session of ${bookable.capacity}.`
            : "This site has nothing visitors book places in."
        }
        actions={
          <>
            <ButtonLink href={href(addDays(from, -7))}>Previous week</ButtonLink>
            <ButtonLink href={href(today)}>This week</ButtonLink>
            <ButtonLink href={href(addDays(from, 7))}>Next week</ButtonLink>
          </>
        }
      />
      {bookables.length > 1 && (
        <form method="get" action={base} className="mb-6 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="calendar-bookable" className="mb-1 block font-medium">
              Game or tour
            </label>
            <select id="calendar-bookable" name="bookable" defaultValue={bookable?.key} className={inputClass}>
              {bookables.map((b) => (
                <option key={b.key} value={b.key}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <input type="hidden" name="from" value={from} />
          <button type="submit" className={buttonClass("secondary")}>
            Show
          </button>
        </form>
      )}
      {bookable && (
        <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={`Sessions of ${bookable.name}, by day`}>
          {days.map((day) => (
            <li key={day.date} className="rounded-lg border border-line bg-page p-4">
              <h2 className="font-semibold">
                {dayInWords(day.date)}
                {day.date === today && " (today)"}
              </h2>
              {day.hours.source === "special" && (
                <p className="mt-1 text-sm font-semibold" data-testid="desk-day-hours">
                  {day.hours.name}: {day.hours.spans.length ? `${spansWords(day.hours.spans)}${day.hours.online ? "" : ", by phone only"}` : "closed"}
                </p>
              )}
              {day.sessions.length === 0 ? (
                <p className="mt-2 text-muted">{day.hours.spans.length ? "No sessions." : "Closed."}</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {day.sessions.map((session) => (
                    <li key={session.startsAt.toISOString()}>
                      <Link
                        href={`${base}/${bookable.key}/${session.startsAt.getTime()}`}
                        className="flex min-h-11 items-center justify-between gap-3 rounded-md border border-line px-3 py-2 text-ink no-underline hover:bg-surface"
                        data-testid="desk-session"
                      >
                        <span className="font-semibold whitespace-nowrap">{formatClock(session.startsAt, zoneOf(site))}</span>
                        <span className="text-right">
                          {session.blocked ? `Blocked out${session.taken ? `, ${session.taken} booked` : ""}` : `${session.taken} of ${session.capacity} taken`}
                          {session.outsideHours && ", now closed"}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
