import { hoursOn } from "@/lib/calendar";
import { telHref } from "@/lib/links";
import { dayHoursWords, formatClock, formatDate } from "@/lib/format";
import { addDays, dateIn, isCalendarDate, localDateTimeValue, wallClockOn } from "@/lib/time";
import { pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, Button, ButtonLink, buttonClass, Cell, Field, inputClass, Notice, Panel, Table } from "@/modules/admin/components/ui";
import { cancelReservationAction, markNoShowAction } from "@/modules/bookings/actions";
import { PhoneGuestFields } from "@/modules/bookings/components/desk-forms";
import { addPhoneReservationAction, changeReservationAction } from "@/modules/bookings/desk-actions";
import type { ReservationRow } from "@/modules/bookings/reservations";
import { reservationsForOwner } from "@/modules/bookings/admin";
import { sessionsOn } from "@/modules/bookings/schedule";
import { ConfirmForm } from "@/modules/inbox/components/confirm-form";
import { Status } from "@/modules/inbox/components/list-parts";
import { BreakableEmail } from "@/components/breakable-email";
import { calendarOf, zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Reservations" };

const phoneOf = (r: ReservationRow) => r.details.phone ?? r.contactPhone;

/**
 * A day's table reservations, as the host stand reads them: each time with
 * how full it is, then every party by time with their name, phone and
 * requests. Cancelling frees the places and emails the guest.
 */
export default async function ReservationsPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ site: slug }, query] = await Promise.all([params, searchParams]);
  const base = `/admin/sites/${slug}/reservations`;
  const { actor, site } = await pageAccess(slug, "inbox", base);
  const now = new Date();
  const today = dateIn(now, zoneOf(site));
  const date = isCalendarDate(query.date) ? query.date : today;
  const { rows, tables } = await reservationsForOwner(actor, slug, date);
  const day = formatDate(wallClockOn(date, "12:00", zoneOf(site)), zoneOf(site));
  const taken = (at: Date, table: string) =>
    rows.filter((r) => r.status === "confirmed" && r.bookableKey === table && r.startsAt.getTime() === at.getTime()).reduce((n, r) => n + r.partySize, 0);
  const confirmed = rows.filter((r) => r.status === "confirmed");
  const noShows = rows.filter((r) => r.status === "no_show").length;
  const calendar = calendarOf(site);
  const hours = hoursOn(calendar, date);

  return (
    <>
      <AdminHeading
        title="Reservations"
        lead={`${day}${date === today ? " (today)" : ""}: ${confirmed.length} ${confirmed.length === 1 ? "table" : "tables"}, ${confirmed.reduce((n, r) => n + r.partySize, 0)} guests${noShows ? `; ${noShows} did not come` : ""}.`}
        actions={
          <>
            <ButtonLink href={`${base}?date=${addDays(date, -1)}`}>Previous day</ButtonLink>
            <ButtonLink href={base}>Today</ButtonLink>
            <ButtonLink href={`${base}?date=${addDays(date, 1)}`}>Next day</ButtonLink>
          </>
        }
      />
      <form method="get" action={base} className="mb-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="reservations-date" className="mb-1 block font-medium">
            Day
          </label>
          <input id="reservations-date" name="date" type="date" defaultValue={date} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          Show
        </button>
      </form>
      {hours.source === "special" && (
        <div className="mb-6" data-testid="day-hours">
          <Notice tone={hours.spans.length ? "info" : "error"}>
            {dayHoursWords(hours)}
            {!hours.spans.length &&
              confirmed.length > 0 &&
              ` ${confirmed.length} ${confirmed.length === 1 ? "reservation was" : "reservations were"} made before the day was closed: call or cancel them below.`}{" "}
            <a href={`/admin/sites/${slug}/hours`} className="underline">
              Hours and closures
            </a>
          </Notice>
        </div>
      )}
      {tables.map((table) => {
        const times = sessionsOn(table, date, calendar, { online: false });
        return (
          <section key={table.key} aria-labelledby={`times-${table.key}`} className="mb-6">
            <h2 id={`times-${table.key}`} className="mb-2 text-lg font-semibold">
              {tables.length > 1 ? `${table.name}: places` : "Places"} taken at each time, of {table.capacity}
            </h2>
            {times.length === 0 ? (
              <p className="text-muted">No reservation times that day.</p>
            ) : (
              <ul className="flex flex-wrap gap-2 text-sm" data-testid="reservation-load">
                {times.map((at) => (
                  <li key={at.toISOString()} className="rounded-md border border-line bg-page px-3 py-1.5">
                    <span className="font-semibold">{formatClock(at, zoneOf(site))}</span> {taken(at, table.key)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {tables.map((table) => {
        const times = sessionsOn(table, date, calendar, { online: false }).filter(
          (at) => at.getTime() > Date.now() && table.capacity - taken(at, table.key) >= table.minParty,
        );
        if (!times.length) return null;
        const parties = Array.from({ length: table.maxParty - table.minParty + 1 }, (_, i) => table.minParty + i);
        return (
          <Panel key={table.key} title={`Take a reservation by phone${tables.length > 1 ? `: ${table.name}` : ""}`} id={`phone-${table.key}`}>
            <details>
              <summary className="cursor-pointer font-medium underline">A guest called for {day}…</summary>
              <div className="mt-3">
                <ActionForm action={addPhoneReservationAction.bind(null, slug, table.key)} label="Take a reservation by phone">
                  <div className="w-full">
                    <Field id="phone-time" label="Time">
                      <select id="phone-time" name="time" required defaultValue="" className={inputClass}>
                        <option value="">Choose a time…</option>
                        {times.map((at) => (
                          <option key={at.getTime()} value={at.getTime()}>
                            {formatClock(at, zoneOf(site))} ({table.capacity - taken(at, table.key)} places left)
                          </option>
                        ))}
                      </select>
                    </Field>
                  </div>
                  <PhoneGuestFields parties={parties} partyLabel="Guests" noteLabel="Requests (optional)" />
                  <Button>Reserve the table</Button>
                </ActionForm>
              </div>
            </details>
          </Panel>
        );
      })}
      {rows.length === 0 ? (
        <p className="rounded-lg border border-line bg-page p-6">No reservations on {day}.</p>
      ) : (
        <Table caption={`Reservations on ${day}, by time`} head={["Time", "Guests", "Guest", "Requests", "Status"]}>
          {rows.map((r) => (
            <tr key={r.id}>
              <Cell className="font-semibold whitespace-nowrap">{formatClock(r.startsAt, zoneOf(site))}</Cell>
              <Cell className="tabular-nums">{r.partySize}</Cell>
              <Cell>
                <span className="block">{r.details.name ?? r.contactName}</span>
                {phoneOf(r) && (
                  <a href={telHref(phoneOf(r)!)} className="block underline">
                    {phoneOf(r)}
                  </a>
                )}
                <span className="block text-muted">
                  <BreakableEmail email={r.contactEmail} />
                </span>
                <span className="block font-mono text-muted">{r.reference}</span>
                {r.details.channel === "phone" && <span className="block text-muted">Taken by phone</span>}
              </Cell>
              <Cell>{r.details.requests ?? <span className="text-muted">None</span>}</Cell>
              <Cell>
                <Status status={r.status} />
                {((r.status === "confirmed" && r.startsAt <= now) || r.status === "no_show") && (
                  <div className="mt-2">
                    <ActionForm
                      action={markNoShowAction.bind(null, slug, r.id, r.status === "confirmed")}
                      label={`${r.status === "confirmed" ? "Mark as not come" : "Take back the no-show of"} ${r.reference}`}
                    >
                      <Button variant="secondary">
                        {r.status === "confirmed" ? "Did not come" : "Came after all"}
                        <span className="sr-only"> ({r.reference})</span>
                      </Button>
                    </ActionForm>
                  </div>
                )}
                {r.status === "confirmed" && (
                  <details className="mt-2">
                    <summary className="cursor-pointer underline">Change…</summary>
                    <div className="mt-2 w-full max-w-64 min-w-0">
                      <ActionForm action={changeReservationAction.bind(null, slug, r.bookableKey, r.id)} label={`Change reservation ${r.reference}`}>
                        <div className="w-full">
                          <Field id={`change-when-${r.id}`} label="Day and time">
                            <input
                              id={`change-when-${r.id}`}
                              name="when"
                              type="datetime-local"
                              required
                              step={60}
                              defaultValue={localDateTimeValue(r.startsAt, zoneOf(site))}
                              className={inputClass}
                            />
                          </Field>
                          <Field id={`change-party-${r.id}`} label="Guests">
                            <input
                              id={`change-party-${r.id}`}
                              name="partySize"
                              type="number"
                              inputMode="numeric"
                              min={1}
                              required
                              defaultValue={r.partySize}
                              className={inputClass}
                            />
                          </Field>
                        </div>
                        <Button variant="secondary">Change and tell the guest</Button>
                      </ActionForm>
                    </div>
                  </details>
                )}
                {r.status === "confirmed" && (
                  <details className="mt-2">
                    <summary className="cursor-pointer underline">Cancel…</summary>
                    <div className="mt-2 w-64">
                      <ConfirmForm
                        id={`cancel-${r.id}`}
                        action={cancelReservationAction.bind(null, slug, r.id)}
                        confirmLabel="I have told the guest."
                        buttonLabel={`Cancel ${r.reference}`}
                      />
                    </div>
                  </details>
                )}
              </Cell>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
