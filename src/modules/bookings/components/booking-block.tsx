import type { BlockComponentProps } from "@/blocks/context";
import { Section } from "@/components/ui";
import { formatCents, formatClock, formatDate } from "@/lib/format";
import { addDays, dateIn, isCalendarDate, SITE_TIME_ZONE, wallClockOn } from "@/lib/time";
import { CheckoutPanel } from "@/modules/payments/components/checkout-panel";
import { choiceOf } from "@/modules/payments/queries";
import { availabilityOn, firstDayWithPlaces, getBookables } from "../queries";

/**
 * Choose a game and a day (a GET form, so it works without JavaScript and
 * each choice is its own uncached page), see every session's places left,
 * then book: the places are held while the payer pays. Without a date
 * chosen it opens on the next day that has places; back from a declined
 * payment, on the game and day chosen before.
 */
export async function BookingBlock({ props, ctx }: BlockComponentProps<"booking">) {
  const all = await getBookables(ctx.site.id);
  // A restaurant's tables are reserved through their own block, never paid for here.
  const games = all.filter((b) => b.kind !== "table");
  const offered = props.bookables.length ? props.bookables.map((k) => games.find((b) => b.key === k)).filter((b) => b !== undefined) : games;
  if (!offered.length) return null;
  const q = await choiceOf(ctx.site.id, ctx.query);
  const bookable = offered.find((b) => b.key === q.bookable) ?? offered[0]!;
  const today = dateIn(new Date(), SITE_TIME_ZONE);
  const last = addDays(today, bookable.horizonDays);
  const date = isCalendarDate(q.date) && q.date >= today && q.date <= last ? q.date : ((await firstDayWithPlaces(ctx.site.id, bookable, today, last)) ?? today);
  const sessions = await availabilityOn(ctx.site.id, bookable, date);
  const open = sessions.filter((s) => s.open);
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`} tone="surface">
      <div id={`${ctx.id}-booking`} className="mx-auto max-w-3xl">
        <form method="get" action={`#${ctx.id}-booking`} className="grid gap-4 rounded-site bg-page p-6 ring-1 ring-line sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div>
            <label htmlFor={`${ctx.id}-bookable`} className="block font-semibold">
              Game
            </label>
            <select id={`${ctx.id}-bookable`} name="bookable" defaultValue={bookable.key} className="mt-1 w-full rounded-site border border-muted bg-page px-3 py-2">
              {offered.map((b) => (
                <option key={b.key} value={b.key}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ctx.id}-date`} className="block font-semibold">
              Date
            </label>
            <input id={`${ctx.id}-date`} name="date" type="date" min={today} max={last} defaultValue={date} className="mt-1 w-full rounded-site border border-muted bg-page px-3 py-2" />
          </div>
          <button type="submit" className="min-h-11 rounded-site border-2 border-primary px-5 py-2 font-semibold text-primary">
            Show times
          </button>
        </form>

        <h3 className="mt-10 font-heading text-2xl font-bold">
          {bookable.name} on {formatDate(wallClockOn(date, "12:00", SITE_TIME_ZONE), SITE_TIME_ZONE)}
        </h3>
        <p className="mt-1 text-muted">
          {formatCents(sessions[0]?.pricePerPersonCents ?? bookable.pricePerPersonCents)} per player · {bookable.minParty} to {bookable.maxParty} players · {bookable.durationMinutes} minutes
        </p>
        {sessions.length === 0 ? (
          <p className="mt-4">There are no sessions that day. Please choose another date.</p>
        ) : (
          <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label="Sessions and places left" data-testid="availability">
            {sessions.map((s) => (
              <li key={s.startsAt.toISOString()} className="flex justify-between rounded-site bg-page px-4 py-2 ring-1 ring-line">
                <span className="font-semibold">{formatClock(s.startsAt, SITE_TIME_ZONE)}</span>
                <span>{!s.open ? "Closed for online booking" : s.placesLeft === 0 ? "Full" : `${s.placesLeft} of ${bookable.capacity} places left`}</span>
              </li>
            ))}
          </ul>
        )}
        {open.some((s) => s.placesLeft >= bookable.minParty) ? (
          <div className="mt-8">
            <CheckoutPanel site={ctx.site} pagePath={ctx.path} block={{ type: "booking", props }} choice={{ bookable: bookable.key, date }} id={ctx.id} query={ctx.query} />
          </div>
        ) : (
          sessions.length > 0 && <p className="mt-6">No session that day has room for a booking online. Please choose another date, or call us.</p>
        )}
      </div>
    </Section>
  );
}
