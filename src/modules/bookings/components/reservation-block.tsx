import { PhoneLink } from "@/components/phone-link";
import type { BlockComponentProps } from "@/blocks/context";
import { Section } from "@/components/ui";
import { hoursOn } from "@/lib/calendar";
import { dayHoursWords } from "@/lib/format";
import { dateTimeFormat } from "@/lib/intl";
import { calendarOf, zoneOf } from "@/modules/sites/calendar";
import { addDays, dateIn, wallClockOn } from "@/lib/time";
import { clientAddress } from "@/server/client-address";
import { typedAgain } from "@/modules/appointments/drafts";
import { problemKept, RESERVE_ANCHOR, RESERVE_PROBLEM } from "../reservation-kept";
import type { SessionAvailability } from "../queries";
import { reservationFormFor } from "../reservation-form";
import { ReservationFields } from "./reservation-fields";
import { now as clockNow } from "@/lib/clock";

export { RESERVE_ANCHOR };

/** Why a time takes no party of this size online. */
const unavailableWords = (s: SessionAvailability, party: number) =>
  !s.open ? "by phone only" : s.placesLeft === 0 ? "full" : s.placesLeft < party ? `room for ${s.placesLeft}` : "open";

/**
 * Reserve a table: the party and the day (a GET form, so it works without
 * JavaScript, opening on the next day with room for the party), every time
 * of that day with room for the party as the form's choices (the others named
 * once, with why), and who is coming.
 * Free; the confirmation mail links to the guest's page to cancel.
 */
export async function ReservationBlock({ props, ctx }: BlockComponentProps<"reservation">) {
  const form = await reservationFormFor(ctx.site, props, ctx.query);
  if (!form) return null;
  const { bookable, date, party, times, open, label: timeLabel } = form;
  const zone = zoneOf(ctx.site);
  const hours = hoursOn(calendarOf(ctx.site), date);
  const today = dateIn(clockNow(), zone);
  const phone = ctx.site.settings.contact.phone;
  const day = dateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: zone }).format(wallClockOn(date, "12:00", zone));
  const taken = times.filter((s) => !open.includes(s));
  // A post sent back with a problem: what was typed is read back for this visitor only (appointments/drafts.ts).
  const token = typeof ctx.query.kept === "string" ? ctx.query.kept : "";
  const kept = problemKept(token ? await typedAgain(ctx.site.id, await clientAddress(), token) : {});
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`} tone="surface">
      <div id={RESERVE_ANCHOR} className="mx-auto max-w-3xl scroll-mt-4">
        <form
          method="get"
          action={`#${RESERVE_ANCHOR}`}
          className="grid gap-4 rounded-site bg-page p-6 ring-1 ring-line sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <div>
            <label htmlFor={`${ctx.id}-party`} className="block font-semibold">
              Guests
            </label>
            <select
              id={`${ctx.id}-party`}
              name="party"
              defaultValue={party}
              className="mt-1 min-h-11 w-full rounded-site border border-muted bg-page px-3 py-2"
            >
              {Array.from({ length: bookable.maxParty - bookable.minParty + 1 }, (_, i) => bookable.minParty + i).map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? "guest" : "guests"}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ctx.id}-date`} className="block font-semibold">
              Date
            </label>
            <input
              id={`${ctx.id}-date`}
              name="date"
              type="date"
              min={today}
              max={addDays(today, bookable.horizonDays)}
              defaultValue={date}
              className="mt-1 min-h-11 w-full rounded-site border border-muted bg-page px-3 py-2"
            />
          </div>
          <button type="submit" className="min-h-11 rounded-site border-2 border-primary px-5 py-2 font-semibold text-primary">
            Find a table
          </button>
        </form>

        <h3 className="mt-10 font-heading text-2xl font-bold">
          A table for {party} on {day}
        </h3>
        {kept.message && open.length === 0 && (
          <p id={RESERVE_PROBLEM} tabIndex={-1} role="alert" className="mt-4 rounded-site border-2 border-error bg-surface p-5 font-semibold">
            {kept.message}
          </p>
        )}
        {times.length === 0 ? (
          <p className="mt-4" data-testid="reservation-closed">
            {hours.source === "special" ? `${dayHoursWords(hours)} ` : ""}
            {hours.source === "special" && hours.spans.length && !hours.online
              ? "Please call us to reserve, or choose another date."
              : "We do not take reservations that day. Please choose another date."}
          </p>
        ) : open.length > 0 ? (
          <>
            {/* The times with room are the form's own choices; the others are said once, in a line, so no time is shown twice. */}
            {taken.length > 0 && (
              <p className="mt-4 text-muted" data-testid="reservation-unavailable">
                Not online for {party}: {taken.map((s) => `${timeLabel(s)} (${unavailableWords(s, party)})`).join(", ")}.
              </p>
            )}
            <div className="mt-6 rounded-site bg-page p-6 shadow-sm ring-1 ring-line md:p-8">
              <ReservationFields
                id={`${ctx.id}-reserve`}
                siteSlug={ctx.site.slug}
                pagePath={ctx.path}
                date={date}
                party={party}
                fields={form.fields}
                kept={kept}
              />
            </div>
          </>
        ) : (
          <>
            <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Times and places left" data-testid="reservation-times">
              {times.map((s) => (
                <li key={s.startsAt.toISOString()} className="flex flex-wrap justify-between gap-x-3 rounded-site bg-page px-3 py-2 ring-1 ring-line">
                  <span className="font-semibold">{timeLabel(s)}</span>
                  <span>{unavailableWords(s, party)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-6">
              No time that day has room for {party} online. Please choose another date
              {phone && (
                <>
                  , or call us at <PhoneLink phone={phone} />
                </>
              )}
              .
            </p>
          </>
        )}
        {props.note && <p className="mt-6 text-muted">{props.note}</p>}
      </div>
    </Section>
  );
}
