import { hoursOn } from "@/lib/calendar";
import { dayHoursWords, dayInWords, formatClock, formatDate } from "@/lib/format";
import { addDays, dateIn, isCalendarDate, localDateTimeValue, wallClockOn, mondayOf } from "@/lib/time";
import { now as clockNow } from "@/lib/clock";
import { pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, ButtonLink, buttonClass, inputClass, Notice, Panel, StatusBadge } from "@/modules/admin/components/ui";
import { addByPhoneAction, answerAction, blockTimeAction, cancelAction, moveAction, noShowAction } from "@/modules/appointments/actions";
import { appointmentDayForOwner, movedForOwner, type DayEntry } from "@/modules/appointments/admin";
import { ConfirmForm } from "@/modules/inbox/components/confirm-form";
import { BreakableEmail } from "@/components/breakable-email";

export const metadata = { title: "Appointments" };

const STATUS = {
  confirmed: ["Booked", "good"],
  cancelled: ["Cancelled", "neutral"],
  no_show: ["Did not come", "bad"],
  awaiting_payment: ["Paying now", "warn"],
  requested: ["Needs your answer", "warn"],
} as const;

/**
 * The owner's day of appointments, on a phone first: everyone's or one
 * person's, by time, each with who is coming and how to reach them; move,
 * cancel (the customer is emailed either way), mark who did not come, take
 * a booking by phone and block time off. Plain forms: it works without
 * JavaScript.
 */
export default async function AppointmentsPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ site: slug }, query] = await Promise.all([params, searchParams]);
  const base = `/admin/sites/${slug}/appointments`;
  const access = await pageAccess(slug, "inbox", base);
  const now = clockNow();
  const today = dateIn(now, access.site.settings.timeZone ?? "America/New_York");
  const week = query.view === "week";
  const picked = isCalendarDate(query.date) ? query.date : today;
  const date = week ? mondayOf(picked) : picked;
  const [{ site, book, calendar, entries, requests, left }, moved] = await Promise.all([
    appointmentDayForOwner(access.actor, slug, date, week ? 7 : 1),
    typeof query.moved === "string" ? movedForOwner(access.actor, slug, query.moved) : null,
  ]);
  const timeZone = calendar.timeZone;
  const person = typeof query.person === "string" ? book.people.find((p) => p.slug === query.person) : undefined;
  const shown = person ? entries.filter((e) => e.personSlug === person.slug) : entries;
  const booked = shown.reduce((n, e) => n + e.customers.filter((c) => c.status === "confirmed").length, 0);
  const day = formatDate(wallClockOn(date, "12:00", timeZone), timeZone);
  const hours = hoursOn(calendar, date);
  const href = (params: Record<string, string | undefined>) =>
    `${base}?${new URLSearchParams(
      Object.entries({ date, person: person?.slug, view: week ? "week" : undefined, ...params }).filter((e): e is [string, string] => Boolean(e[1])),
    ).toString()}`;
  const defaultStart = localDateTimeValue(wallClockOn(date, "10:00", timeZone), timeZone);

  if (!book.services.length) {
    return (
      <>
        <AdminHeading title="Appointments" />
        <p className="rounded-lg border border-line bg-page p-6">
          This site has no services to book yet.{" "}
          <a href={`${base}/setup`} className="underline">
            Set up services and people
          </a>{" "}
          to start taking appointments.
        </p>
      </>
    );
  }

  const exportForm = <ExportForm slug={slug} from={date} to={addDays(date, week ? 6 : 30)} />;
  if (week) {
    const days = Array.from({ length: 7 }, (_, i) => addDays(date, i));
    const weekWords = `${formatDate(wallClockOn(days[0]!, "12:00", timeZone), timeZone)} to ${formatDate(wallClockOn(days[6]!, "12:00", timeZone), timeZone)}`;
    return (
      <>
        <AdminHeading
          title="Appointments"
          lead={`The week of ${weekWords}: ${booked} ${booked === 1 ? "appointment" : "appointments"}${person ? ` with ${person.name}` : ""}.`}
          actions={
            <>
              <ButtonLink href={href({ date: addDays(date, -7) })}>Previous week</ButtonLink>
              <ButtonLink href={href({ date: today })}>This week</ButtonLink>
              <ButtonLink href={href({ date: addDays(date, 7) })}>Next week</ButtonLink>
              <ButtonLink href={href({ view: undefined, date: days.includes(today) ? today : date })}>Day view</ButtonLink>
            </>
          }
        />
        <PeopleNav people={book.people} current={person?.slug ?? ""} label="Whose week" href={(p) => href({ person: p || undefined })} />
        <ol className="mb-8 space-y-6" aria-label={`The week of ${weekWords}`} data-testid="owner-week">
          {days.map((d) => {
            const ofDay = shown.filter((e) => dateIn(e.startsAt, timeZone) === d);
            const words = dayInWords(d, { year: false });
            return (
              <li key={d}>
                <h2 className="mb-2 font-heading text-lg font-bold">
                  <a href={href({ view: undefined, date: d })} className="underline">
                    {words}
                  </a>
                  {d === today ? " (today)" : ""}
                </h2>
                {ofDay.length === 0 ? (
                  <p className="text-muted">Nothing booked.</p>
                ) : (
                  <ul className="divide-y divide-line rounded-lg border border-line bg-page">
                    {ofDay.map((e) => (
                      <li key={e.slotId} className="p-3">
                        <p className="font-semibold">
                          {formatClock(e.startsAt, timeZone)} to {formatClock(e.endsAt, timeZone)} · {e.service ?? `Blocked${e.note ? ` (${e.note})` : ""}`}
                        </p>
                        {!person && <p className="text-muted">with {e.person}</p>}
                        {e.customers.length > 0 && (
                          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                            {e.customers.map((c) => (
                              <span key={c.reference} className="inline-flex items-center gap-1">
                                {c.name} <StatusBadge tone={STATUS[c.status][1]}>{STATUS[c.status][0]}</StatusBadge>
                              </span>
                            ))}
                          </p>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
        {exportForm}
      </>
    );
  }

  return (
    <>
      <AdminHeading
        title="Appointments"
        lead={`${day}${date === today ? " (today)" : ""}: ${booked} ${booked === 1 ? "appointment" : "appointments"}${person ? ` with ${person.name}` : ""}.`}
        actions={
          <>
            <ButtonLink href={href({ date: addDays(date, -1) })}>Previous day</ButtonLink>
            <ButtonLink href={href({ date: today })}>Today</ButtonLink>
            <ButtonLink href={href({ date: addDays(date, 1) })}>Next day</ButtonLink>
            <ButtonLink href={href({ view: "week" })}>Week view</ButtonLink>
            <ButtonLink href={`${base}/setup`}>Services and people</ButtonLink>
          </>
        }
      />
      {moved && (
        <div id="moved" className="scroll-mt-4" data-testid="appointment-moved">
          <Notice tone="success">{moved}</Notice>
        </div>
      )}
      <PeopleNav people={book.people} current={person?.slug ?? ""} label="Whose day" href={(p) => href({ person: p || undefined })} />
      <form method="get" action={base} className="mb-6 flex flex-wrap items-end gap-3">
        {person && <input type="hidden" name="person" value={person.slug} />}
        <div>
          <label htmlFor="appointments-date" className="mb-1 block font-medium">
            Day
          </label>
          <input id="appointments-date" name="date" type="date" defaultValue={date} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          Show
        </button>
      </form>
      <Waiting
        id="requests"
        items={requests}
        heading={requests.length === 1 ? "A new customer's booking waits for your answer" : `${requests.length} new customers' bookings wait for your answer`}
        lead="Their time is held until you approve or decline; the customer is emailed either way."
        dayHref={(d) => href({ date: d, person: undefined })}
        timeZone={timeZone}
      />
      <Waiting
        id="left"
        items={left}
        heading={`${left.length === 1 ? "An appointment" : `${left.length} appointments`} with someone who no longer takes appointments`}
        lead="Move each to someone else (the customer is emailed), or cancel it."
        dayHref={(d) => href({ date: d, person: undefined })}
        timeZone={timeZone}
      />
      {hours.source === "special" && (
        <Notice tone={hours.spans.length ? "info" : "error"}>
          {dayHoursWords(hours)}{" "}
          <a href={`/admin/sites/${slug}/hours`} className="underline">
            Hours and closures
          </a>
        </Notice>
      )}
      {shown.length === 0 ? (
        <p className="mb-6 rounded-lg border border-line bg-page p-6">Nothing booked on {day}.</p>
      ) : (
        <ol className="mb-8 space-y-3" aria-label={`${day}, by time`} data-testid="owner-day">
          {shown.map((entry) => (
            <Entry key={entry.slotId} entry={entry} slug={slug} timeZone={timeZone} now={now} people={book.people} />
          ))}
        </ol>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Book a call-in">
          <ActionForm action={addByPhoneAction.bind(null, slug, timeZone)} label="Book a call-in">
            <div className="grid w-full gap-3">
              <Labelled id="phone-service" label="Service">
                <select id="phone-service" name="service" className={inputClass} required>
                  {book.services.map((s) => (
                    <option key={s.key} value={s.key}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </Labelled>
              <Labelled id="phone-person" label="With">
                <select id="phone-person" name="person" defaultValue={person?.slug ?? "any"} className={inputClass}>
                  <option value="any">Whoever is free</option>
                  {book.people.map((p) => (
                    <option key={p.slug} value={p.slug}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </Labelled>
              <Labelled id="phone-start" label="Starts at">
                <input
                  id="phone-start"
                  name="start"
                  type="datetime-local"
                  defaultValue={defaultStart}
                  step={60 * book.policy.stepMinutes}
                  className={inputClass}
                  required
                />
              </Labelled>
              <Labelled id="phone-name" label="Customer's name">
                <input id="phone-name" name="name" autoComplete="off" className={inputClass} required />
              </Labelled>
              <Labelled id="phone-email" label="Their email (for the confirmation)">
                <input id="phone-email" name="email" type="email" autoComplete="off" className={inputClass} required />
              </Labelled>
              <Labelled id="phone-phone" label="Their phone (optional)">
                <input id="phone-phone" name="phone" type="tel" autoComplete="off" className={inputClass} />
              </Labelled>
              {book.services.some((s) => s.atCustomer) && (
                <Labelled id="phone-address" label="Their address (for a visit)">
                  <input id="phone-address" name="address" autoComplete="off" className={inputClass} />
                </Labelled>
              )}
              <Labelled id="phone-notes" label="Notes (optional)">
                <input id="phone-notes" name="notes" autoComplete="off" className={inputClass} />
              </Labelled>
              <button type="submit" className={buttonClass("primary")}>
                Book it
              </button>
            </div>
          </ActionForm>
        </Panel>
        <Panel title="Block time">
          <ActionForm action={blockTimeAction.bind(null, slug, timeZone)} label="Block time">
            <div className="grid w-full gap-3">
              <Labelled id="block-person" label="For">
                <select id="block-person" name="person" defaultValue={person?.slug} className={inputClass} required>
                  {book.people.map((p) => (
                    <option key={p.slug} value={p.slug}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </Labelled>
              <Labelled id="block-from" label="From">
                <input
                  id="block-from"
                  name="from"
                  type="datetime-local"
                  defaultValue={localDateTimeValue(wallClockOn(date, "12:00", timeZone), timeZone)}
                  className={inputClass}
                  required
                />
              </Labelled>
              <Labelled id="block-until" label="Until">
                <input
                  id="block-until"
                  name="until"
                  type="datetime-local"
                  defaultValue={localDateTimeValue(wallClockOn(date, "13:00", timeZone), timeZone)}
                  className={inputClass}
                  required
                />
              </Labelled>
              <Labelled id="block-note" label="Why (only you see it)">
                <input id="block-note" name="note" placeholder="Lunch, a dentist, a day off" className={inputClass} />
              </Labelled>
              <button type="submit" className={buttonClass("secondary")}>
                Block it
              </button>
            </div>
          </ActionForm>
        </Panel>
      </div>
      <p className="mt-6 text-sm text-muted">
        Visitors book up to {book.policy.horizonDays} days ahead and at least{" "}
        {book.policy.minNoticeMinutes >= 60 ? `${Math.round(book.policy.minNoticeMinutes / 60)} hours` : `${book.policy.minNoticeMinutes} minutes`} before; they
        may move or cancel online until {book.policy.changeCutoffHours} hours before. Reminders go {book.policy.reminderHours} hours before. {site.name}&apos;s
        booking page is /{slug}
        {book.policy.pagePath ? `/${book.policy.pagePath}` : ""}.
      </p>
    </>
  );
}

/** A list of appointments still to come that wait on the owner, each linking to its day (nothing when there are none). */
function Waiting({
  id,
  items,
  heading,
  lead,
  dayHref,
  timeZone,
}: {
  id: string;
  items: ReadonlyArray<{ reference: string; name: string; startsAt: Date; service: string; person: string }>;
  heading: string;
  lead: string;
  dayHref: (date: string) => string;
  timeZone: string;
}) {
  if (!items.length) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mb-6 rounded-lg border-2 border-amber-600 bg-amber-50 p-4" data-testid={`owner-${id}`}>
      <h2 id={`${id}-heading`} className="font-semibold">
        {heading}
      </h2>
      <p>{lead}</p>
      <ul className="mt-2 space-y-1">
        {items.map((r) => (
          <li key={r.reference}>
            <a href={dayHref(dateIn(r.startsAt, timeZone))} className="underline">
              {formatDate(r.startsAt, timeZone)} at {formatClock(r.startsAt, timeZone)}
            </a>
            : {r.name}, {r.service} with {r.person}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PeopleNav({
  people,
  current,
  label,
  href,
}: {
  people: ReadonlyArray<{ slug: string; name: string }>;
  current: string;
  label: string;
  href: (slug: string) => string;
}) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {[{ slug: "", name: "Everyone" }, ...people].map((p) => (
          <li key={p.slug || "everyone"}>
            <a
              href={href(p.slug)}
              aria-current={current === p.slug ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 ${current === p.slug ? "border-gray-900 bg-gray-900 text-white" : "border-gray-500 bg-white text-gray-900"}`}
            >
              {p.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A plain GET form: the CSV of the appointments between two dates (both included). */
function ExportForm({ slug, from, to }: { slug: string; from: string; to: string }) {
  return (
    <Panel title="Export to a spreadsheet">
      <form method="get" action={`/admin/sites/${slug}/export/appointments`} className="flex flex-wrap items-end gap-3" aria-label="Export appointments">
        <Labelled id="export-from" label="From">
          <input id="export-from" name="from" type="date" defaultValue={from} className={inputClass} required />
        </Labelled>
        <Labelled id="export-to" label="To (included)">
          <input id="export-to" name="to" type="date" defaultValue={to} className={inputClass} required />
        </Labelled>
        <button type="submit" className={buttonClass("secondary")}>
          Download CSV
        </button>
      </form>
    </Panel>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

function Entry({
  entry,
  slug,
  timeZone,
  now,
  people,
}: {
  entry: DayEntry;
  slug: string;
  timeZone: string;
  now: Date;
  people: ReadonlyArray<{ slug: string; name: string }>;
}) {
  const stillTaking = people.some((p) => p.slug === entry.personSlug);
  const when = `${formatClock(entry.startsAt, timeZone)} to ${formatClock(entry.endsAt, timeZone)}`;
  if (entry.kind === "time_off") {
    return (
      <li className="rounded-lg border border-dashed border-gray-500 bg-surface p-4">
        <p className="font-semibold">{when}</p>
        <p>
          {entry.person}: blocked{entry.note ? ` (${entry.note})` : ""}
        </p>
      </li>
    );
  }
  const places = entry.kind === "class" ? ` · ${entry.customers.filter((c) => c.status !== "cancelled").length} of ${entry.capacity} places` : "";
  return (
    <li className="rounded-lg border border-line bg-page p-4" data-testid="owner-entry">
      <p className="font-semibold">
        {when} · {entry.service}
      </p>
      <p className="text-muted">
        with {entry.person}
        {places}
      </p>
      <ul className="mt-2 space-y-3">
        {entry.customers.map((c) => (
          <li key={c.reference} className="border-t border-line pt-2">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{c.name}</span> <StatusBadge tone={STATUS[c.status][1]}>{STATUS[c.status][0]}</StatusBadge>
              {c.source === "phone" && <StatusBadge>By phone</StatusBadge>}
            </p>
            {c.phone && (
              <p>
                <a href={`tel:${c.phone.replace(/[^0-9+]/g, "")}`} className="underline">
                  {c.phone}
                </a>
              </p>
            )}
            <p className="text-muted">
              <BreakableEmail email={c.email} />
            </p>
            {c.address && <p>{c.address}</p>}
            {c.notes && <p className="italic">“{c.notes}”</p>}
            <p className="font-mono text-sm text-muted">{c.reference}</p>
            {c.status === "requested" && (
              <div className="mt-2 flex flex-wrap gap-3">
                <ActionForm action={answerAction.bind(null, slug, c.reference, "approve")} label={`Approve ${c.reference}`}>
                  <button type="submit" className={buttonClass("primary")}>
                    Approve
                  </button>
                </ActionForm>
                <ActionForm action={answerAction.bind(null, slug, c.reference, "decline")} label={`Decline ${c.reference}`}>
                  <button type="submit" className={buttonClass("secondary")}>
                    Decline
                  </button>
                </ActionForm>
              </div>
            )}
            {c.status === "confirmed" && (
              <div className="mt-2 flex flex-wrap gap-4">
                {entry.startsAt > now ? (
                  <>
                    <details>
                      <summary className="min-h-11 cursor-pointer py-2 underline">Move…</summary>
                      <div className="mt-2 w-72 max-w-full">
                        <ActionForm action={moveAction.bind(null, slug, timeZone, c.reference)} label={`Move ${c.reference}`}>
                          <label htmlFor={`move-${c.reference}`} className="block w-full font-medium">
                            New time
                          </label>
                          <input
                            id={`move-${c.reference}`}
                            name="start"
                            type="datetime-local"
                            defaultValue={localDateTimeValue(entry.startsAt, timeZone)}
                            className={inputClass}
                            required
                          />
                          <label htmlFor={`move-${c.reference}-with`} className="block w-full font-medium">
                            With
                          </label>
                          <select id={`move-${c.reference}-with`} name="person" defaultValue={stillTaking ? entry.personSlug : "any"} className={inputClass}>
                            <option value="any">Whoever is free</option>
                            {people.map((p) => (
                              <option key={p.slug} value={p.slug}>
                                {p.name}
                              </option>
                            ))}
                          </select>
                          <label className="flex items-start gap-2">
                            <input type="checkbox" name="told" value="yes" className="mt-1 h-5 w-5" /> The customer will be emailed the new time.
                          </label>
                          <button type="submit" className={buttonClass("secondary")}>
                            Move {c.reference}
                          </button>
                        </ActionForm>
                      </div>
                    </details>
                    <details>
                      <summary className="min-h-11 cursor-pointer py-2 underline">Cancel…</summary>
                      <div className="mt-2 w-72 max-w-full">
                        <ConfirmForm
                          id={`cancel-${c.reference}`}
                          action={cancelAction.bind(null, slug, c.reference)}
                          confirmLabel="I have told the customer (they are emailed too)."
                          buttonLabel={`Cancel ${c.reference}`}
                        />
                      </div>
                    </details>
                  </>
                ) : (
                  <ActionForm action={noShowAction.bind(null, slug, c.reference)} label={`Did ${c.name} come?`}>
                    <button type="submit" className={buttonClass("secondary")}>
                      Did not come
                    </button>
                  </ActionForm>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
