import type { ReactNode } from "react";
import type { BlockComponentProps } from "@/blocks/context";
import { Section } from "@/components/ui";
import { formatCents, formatClock } from "@/lib/format";
import { dateTimeFormat } from "@/lib/intl";
import { now as clockNow } from "@/lib/clock";
import { addDays, dateIn, isCalendarDate, wallClockOn, weekdayOf } from "@/lib/time";
import { formToken } from "@/modules/forms/service";
import { clientAddress } from "@/server/client-address";
import { typedAgain } from "../drafts";
import { checksOut } from "../links";
import type { Person, Service } from "../queries";
import { appointmentBook } from "../queries";
import { ANYONE } from "../schema";
import { appointmentByReference, availability, choose, customerMayChange, depositLabel, dueOnline, paidMoveRefusal, type Availability } from "../service";
import { datesWithRoom, openTimesOn, type OpenTime } from "../slots";
import { heldCheckoutsPath } from "@/modules/payments/held";

/** Where the block sits on its page: "Book" buttons elsewhere point here (`book#appointment`). */
export const APPOINTMENT_ANCHOR = "appointment";

type Query = Record<string, string | string[] | undefined>;
const one = (query: Query, name: string) => (typeof query[name] === "string" ? (query[name] as string) : "");

/** A step's address: the page itself with these choices, scrolled to the block. */
export function stepHref(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
  return `?${search.toString()}#${APPOINTMENT_ANCHOR}`;
}

export const durationWords = (minutes: number) =>
  minutes < 60
    ? `${minutes} min`
    : minutes % 60 === 0
      ? `${minutes / 60} ${minutes === 60 ? "hour" : "hours"}`
      : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
export const priceWords = (service: Pick<Service, "priceCents" | "priceFrom">) =>
  service.priceCents === 0 ? "Free" : `${service.priceFrom ? "From " : ""}${formatCents(service.priceCents)}`;

const dayWords = (date: string, timeZone: string) =>
  dateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone }).format(wallClockOn(date, "12:00", timeZone));
export const whenWords = (instant: Date, timeZone: string) => `${dayWords(dateIn(instant, timeZone), timeZone)} at ${formatClock(instant, timeZone)}`;

const linkClass = "font-semibold text-primary underline underline-offset-2";
const choiceClass =
  "flex min-h-11 w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-site bg-page px-4 py-3 ring-1 ring-line hover:ring-2 hover:ring-primary";
const inputClass = (error: string | undefined) =>
  `mt-1 w-full rounded-site border bg-page px-3 py-2 text-ink ${error ? "border-2 border-primary" : "border-muted"}`;

/**
 * Book an appointment, phone first and without script: every step is a
 * plain link with the choices so far in the query (a service, a person or
 * anyone, a day from a month that shows which days have room, a time), and
 * the last is a plain form posted to the appointments route, which answers
 * with the result first on this page (./appointment-outcome.tsx), or with
 * this form again, its problems named and what was typed kept. With a signed
 * `?appointment=` it moves that appointment instead.
 */
export async function AppointmentBlock({ props, ctx }: BlockComponentProps<"appointments">) {
  const { site, query } = ctx;
  const now = clockNow();
  const reference = one(query, "appointment");
  const moving =
    reference && one(query, "move") && checksOut(site.id, reference, one(query, "check"))
      ? await appointmentByReference(site.id, reference).catch(() => null)
      : null;
  const book = await appointmentBook(site.id);
  if (!book.services.length) return null;
  const serviceKey = moving?.serviceKey ?? one(query, "service");
  const givers = peopleFor(
    book.people,
    book.services.find((s) => s.key === serviceKey),
  );
  // Only one person gives it: nobody to choose between.
  const personSlug = moving?.personSlug ?? (one(query, "person") || (givers.length === 1 ? givers[0]!.slug : ""));
  const chosen = serviceKey ? choose(book, serviceKey, personSlug || ANYONE) : null;
  const found = chosen && personSlug ? await availability(site.id, serviceKey, personSlug, { now }) : null;
  const timeZone = found?.question.calendar.timeZone ?? site.settings.timeZone ?? "America/New_York";
  const date = isCalendarDate(one(query, "date")) ? one(query, "date") : "";
  const keep = { ...(moving ? { appointment: reference, check: one(query, "check"), move: "1" } : { service: serviceKey, person: personSlug }) };

  let body: ReactNode;
  const paidRefusal = moving && found ? paidMoveRefusal(moving, found.service) : null;
  if (moving && (!found || !customerMayChange(moving, now))) {
    body = (
      <p>
        This appointment can no longer be moved online. {site.settings.contact.phone ? `Please call us on ${site.settings.contact.phone}.` : "Please call us."}
      </p>
    );
  } else if (paidRefusal) {
    body = <p>{paidRefusal}</p>;
  } else if (!chosen || !serviceKey) {
    body = <ServiceStep services={book.services} people={book.people} />;
  } else if (!personSlug) {
    body = <PersonStep service={chosen.service} people={peopleFor(book.people, chosen.service)} />;
  } else if (!found) {
    body = <ServiceStep services={book.services} people={book.people} />;
  } else {
    const start = one(query, "start");
    const times = date ? openTimesOn(date, withoutItself(found, moving?.slotId)) : [];
    const picked = start ? times.find((t) => t.startsAt.toISOString() === new Date(start).toISOString()) : undefined;
    body = (
      <>
        <Chosen found={found} moving={Boolean(moving)} date={picked ? "" : date} keep={keep} timeZone={timeZone} />
        {one(query, "problem") && (
          <div role="alert" className="mt-4 rounded-site border-l-4 border-error bg-page p-4" data-testid="appointment-problem">
            <p className="font-semibold">{one(query, "problem")}</p>
            {one(query, "held") && (
              <p className="mt-2">
                <a href={heldCheckoutsPath(site.slug)} className="text-primary underline underline-offset-2">
                  See the checkouts waiting for payment
                </a>
              </p>
            )}
            <NextTimes query={query} keep={keep} timeZone={timeZone} />
          </div>
        )}
        {picked && !moving ? (
          <DetailsForm
            ctxId={ctx.id}
            siteSlug={site.slug}
            pagePath={ctx.path}
            found={found}
            time={picked}
            query={query}
            typed={one(query, "typed") ? await typedAgain(site.id, await clientAddress(), one(query, "typed")) : {}}
            timeZone={timeZone}
          />
        ) : date ? (
          <TimesStep
            date={date}
            times={times}
            found={found}
            keep={keep}
            timeZone={timeZone}
            moving={moving ? { siteSlug: site.slug, pagePath: ctx.path, reference, check: one(query, "check") } : null}
          />
        ) : (
          <MonthStep found={withoutItself(found, moving?.slotId)} month={one(query, "month")} keep={keep} now={now} timeZone={timeZone} />
        )}
      </>
    );
  }
  return (
    <Section heading={moving ? "Move your appointment" : props.heading} intro={moving ? undefined : props.intro} headingId={`${ctx.id}-h`} tone="surface">
      <div id={APPOINTMENT_ANCHOR} className="mx-auto max-w-3xl scroll-mt-4" data-testid="appointment-block">
        {body}
        {props.note && <p className="mt-6 text-muted">{props.note}</p>}
      </div>
    </Section>
  );
}

const peopleFor = (people: Person[], service: Service | undefined) => (service ? people.filter((p) => p.serviceIds.includes(service.id)) : []);

/** The appointment being moved does not stand in its own way. */
function withoutItself(found: Availability, slotId: string | undefined): Availability["question"] & { service: Service } {
  const question = found.question;
  return { ...question, service: found.service, busy: slotId ? question.busy.filter((b) => b.slotId !== slotId || b.kind === "class") : question.busy };
}

function ServiceStep({ services, people }: { services: Service[]; people: Person[] }) {
  return (
    <>
      <h3 className="font-heading text-xl font-bold">Choose a service</h3>
      <ul className="mt-4 grid gap-3" data-testid="appointment-services">
        {services.map((service) => (
          <li key={service.key}>
            <a
              href={stepHref({ service: service.key, ...(peopleFor(people, service).length === 1 && { person: peopleFor(people, service)[0]!.slug }) })}
              className={choiceClass}
            >
              <span>
                <span className="block font-semibold text-primary underline underline-offset-2">{service.name}</span>
                {service.description && <span className="block text-sm text-muted">{service.description}</span>}
                <span className="block text-sm text-muted">
                  {durationWords(service.durationMinutes)}
                  {service.capacity > 1 ? `, a class of up to ${service.capacity}` : ""}
                  {service.atCustomer ? ", at your address" : ""}
                </span>
              </span>
              <span className="font-semibold">{priceWords(service)}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

function PersonStep({ service, people }: { service: Service; people: Person[] }) {
  return (
    <>
      <p>
        <strong>{service.name}</strong>, {durationWords(service.durationMinutes)}, {priceWords(service)}.{" "}
        <a href={stepHref({})} className={linkClass}>
          Change service
        </a>
      </p>
      <h3 className="mt-6 font-heading text-xl font-bold">Who would you like?</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="appointment-people">
        <li>
          <a href={stepHref({ service: service.key, person: ANYONE })} className={choiceClass}>
            <span className="font-semibold text-primary underline underline-offset-2">Anyone available</span>
            <span className="text-sm text-muted">the most times to choose from</span>
          </a>
        </li>
        {people.map((person) => (
          <li key={person.slug}>
            <a href={stepHref({ service: service.key, person: person.slug })} className={choiceClass}>
              <span className="font-semibold text-primary underline underline-offset-2">{person.name}</span>
              <span className="text-sm text-muted">{person.role}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** What is chosen so far, each with a link to choose again. */
function Chosen({
  found,
  moving,
  date,
  keep,
  timeZone,
}: {
  found: Availability;
  moving: boolean;
  date: string;
  keep: Record<string, string>;
  timeZone: string;
}) {
  const { service, person } = found;
  return (
    <p data-testid="appointment-chosen">
      <strong>{service.name}</strong> with <strong>{person ? person.name : "anyone available"}</strong>, {durationWords(service.durationMinutes)},{" "}
      {priceWords(service)}
      {date && (
        <>
          , <strong>{dayWords(date, timeZone)}</strong>
        </>
      )}
      .{" "}
      {!moving && (
        <a href={stepHref({ service: service.key })} className={linkClass}>
          Change
        </a>
      )}
      {date && (
        <>
          {" "}
          <a href={stepHref({ ...keep, month: date.slice(0, 7) })} className={linkClass}>
            Another day
          </a>
        </>
      )}
    </p>
  );
}

function MonthStep({
  found,
  month,
  keep,
  now,
  timeZone,
}: {
  found: Availability["question"];
  month: string;
  keep: Record<string, string>;
  now: Date;
  timeZone: string;
}) {
  const today = dateIn(now, timeZone);
  const last = addDays(today, found.policy.horizonDays);
  const first = /^\d{4}-\d{2}$/.test(month) && `${month}-01` <= last && `${month}-31` >= today ? `${month}-01` : `${today.slice(0, 7)}-01`;
  const days = Array.from({ length: 31 }, (_, i) => addDays(first, i)).filter((d) => d.slice(0, 7) === first.slice(0, 7));
  const from = days[0]! < today ? today : days[0]!;
  const room = from <= days.at(-1)! ? datesWithRoom(from, days.filter((d) => d >= from).length, found) : new Map<string, number>();
  const monthName = dateTimeFormat("en-US", { month: "long", year: "numeric", timeZone }).format(wallClockOn(first, "12:00", timeZone));
  const previous = addDays(first, -1).slice(0, 7);
  const next = addDays(days.at(-1)!, 1).slice(0, 7);
  const lead = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].indexOf(weekdayOf(first));
  const cells: Array<string | null> = [...Array.from({ length: lead }, () => null), ...days];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const anyRoom = [...room.values()].some((n) => n > 0);
  return (
    <>
      <div className="mt-6 flex items-center justify-between gap-2">
        {previous >= today.slice(0, 7) ? (
          <a href={stepHref({ ...keep, month: previous })} className={linkClass}>
            ‹ Earlier<span className="sr-only"> month</span>
          </a>
        ) : (
          <span />
        )}
        <h3 className="font-heading text-xl font-bold" id="appointment-month">
          {monthName}
        </h3>
        {`${next}-01` <= last ? (
          <a href={stepHref({ ...keep, month: next })} className={linkClass}>
            Later<span className="sr-only"> month</span> ›
          </a>
        ) : (
          <span />
        )}
      </div>
      <p className="mt-2 text-sm text-muted">Days with free times are links; choose one to see its times.</p>
      <table
        className="mt-3 w-full table-fixed border-separate border-spacing-1 text-center"
        aria-labelledby="appointment-month"
        data-testid="appointment-month"
      >
        <thead>
          <tr>
            {["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map((d) => (
              <th key={d} scope="col" className="text-sm font-semibold">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => {
                if (!day) return <td key={j} />;
                const count = room.get(day) ?? 0;
                const label = `${dayWords(day, timeZone)}: ${count === 0 ? "no free times" : `${count} free ${count === 1 ? "time" : "times"}`}`;
                return (
                  <td key={day}>
                    {count > 0 ? (
                      <a
                        href={stepHref({ ...keep, date: day })}
                        aria-label={label}
                        className="flex min-h-11 items-center justify-center rounded-site bg-primary font-semibold text-on-primary"
                      >
                        {Number(day.slice(8))}
                      </a>
                    ) : (
                      <span aria-label={label} role="img" className="flex min-h-11 items-center justify-center text-muted line-through">
                        {Number(day.slice(8))}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {!anyRoom && <p className="mt-3">No free times this month. {`${next}-01` <= last ? "Try the next month." : ""}</p>}
    </>
  );
}

function TimesStep({
  date,
  times,
  found,
  keep,
  timeZone,
  moving,
}: {
  date: string;
  times: OpenTime[];
  found: Availability;
  keep: Record<string, string>;
  timeZone: string;
  moving: { siteSlug: string; pagePath: string; reference: string; check: string } | null;
}) {
  const places = (t: OpenTime) => (found.service.capacity > 1 ? ` (${t.placesLeft} ${t.placesLeft === 1 ? "place" : "places"} left)` : "");
  return (
    <>
      <h3 className="mt-6 font-heading text-xl font-bold">Times on {dayWords(date, timeZone)}</h3>
      {times.length === 0 ? (
        <p className="mt-3">No free times that day. Please choose another day.</p>
      ) : moving ? (
        <form method="post" action={`/api/sites/${moving.siteSlug}/appointments`} className="mt-4">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="appointment" value={moving.reference} />
          <input type="hidden" name="check" value={moving.check} />
          <input type="hidden" name="page" value={moving.pagePath} />
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="appointment-times">
            {times.map((t) => (
              <li key={t.startsAt.toISOString()}>
                <button
                  type="submit"
                  name="start"
                  value={t.startsAt.toISOString()}
                  className="min-h-11 w-full rounded-site border-2 border-primary bg-page px-3 py-2 font-semibold text-primary"
                >
                  Move to {formatClock(t.startsAt, timeZone)}
                  {places(t)}
                </button>
              </li>
            ))}
          </ul>
        </form>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="appointment-times">
          {times.map((t) => (
            <li key={t.startsAt.toISOString()}>
              <a
                href={stepHref({ ...keep, date, start: t.startsAt.toISOString() })}
                className="flex min-h-11 items-center justify-center rounded-site border-2 border-primary bg-page px-3 py-2 text-center font-semibold text-primary"
              >
                {formatClock(t.startsAt, timeZone)}
                {places(t)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function NextTimes({ query, keep, timeZone }: { query: Query; keep: Record<string, string>; timeZone: string }) {
  const next = one(query, "next")
    .split(",")
    .map((s) => new Date(s))
    .filter((d) => !Number.isNaN(d.getTime()))
    .slice(0, 5);
  if (!next.length || keep.move) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="The next free times">
      {next.map((d) => (
        <li key={d.toISOString()}>
          <a href={stepHref({ ...keep, date: dateIn(d, timeZone), start: d.toISOString() })} className={linkClass}>
            {whenWords(d, timeZone)}
          </a>
        </li>
      ))}
    </ul>
  );
}

const FIELD_WORDS = { name: "Your name", email: "Email", phone: "Phone", address: "Address where we should come", notes: "Anything we should know" } as const;

function DetailsForm({
  ctxId,
  siteSlug,
  pagePath,
  found,
  time,
  query,
  typed,
  timeZone,
}: {
  ctxId: string;
  siteSlug: string;
  pagePath: string;
  found: Availability;
  time: OpenTime;
  query: Query;
  /** What the visitor typed before the form came back (../drafts.ts). */
  typed: Record<string, string>;
  timeZone: string;
}) {
  const { service, person } = found;
  const due = dueOnline(service);
  const error = (name: string) => one(query, `e_${name}`) || undefined;
  const field = (name: keyof typeof FIELD_WORDS, input: { type?: string; autoComplete?: string; required?: boolean; textarea?: boolean }) => {
    const id = `${ctxId}-${name}`;
    const problem = error(name);
    return (
      <div className={input.textarea || name === "address" ? "sm:col-span-2" : ""}>
        <label htmlFor={id} className="block font-semibold">
          {FIELD_WORDS[name]}
          {input.required ? "" : <span className="font-normal text-muted"> (optional)</span>}
        </label>
        {input.textarea ? (
          <textarea
            id={id}
            name={name}
            rows={3}
            maxLength={1000}
            defaultValue={typed[name] ?? ""}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            className={inputClass(problem)}
          />
        ) : (
          <input
            id={id}
            name={name}
            type={input.type ?? "text"}
            autoComplete={input.autoComplete}
            required={input.required}
            defaultValue={typed[name] ?? ""}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            className={inputClass(problem)}
          />
        )}
        {problem && (
          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-error">
            {problem}
          </p>
        )}
      </div>
    );
  };
  return (
    <form
      method="post"
      action={`/api/sites/${siteSlug}/appointments`}
      className="mt-6 rounded-site bg-page p-6 shadow-sm ring-1 ring-line"
      data-testid="appointment-details"
      noValidate
    >
      <h3 className="font-heading text-xl font-bold">Your details</h3>
      <p className="mt-2" data-testid="appointment-time-chosen">
        <strong>{whenWords(time.startsAt, timeZone)}</strong>
        {person ? ` with ${person.name}` : ", with whoever of us is free"}.{" "}
        <a href={stepHref({ service: service.key, person: person?.slug ?? ANYONE, date: dateIn(time.startsAt, timeZone) })} className={linkClass}>
          Another time
        </a>
      </p>
      <input type="hidden" name="intent" value="book" />
      <input type="hidden" name="service" value={service.key} />
      <input type="hidden" name="person" value={person?.slug ?? ANYONE} />
      <input type="hidden" name="start" value={time.startsAt.toISOString()} />
      <input type="hidden" name="page" value={pagePath} />
      <input type="hidden" name="_rendered" value={formToken()} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${ctxId}-website_url`}>Leave this empty</label>
        <input id={`${ctxId}-website_url`} name="website_url" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {field("name", { autoComplete: "name", required: true })}
        {field("email", { type: "email", autoComplete: "email", required: true })}
        {field("phone", { type: "tel", autoComplete: "tel" })}
        {service.atCustomer && field("address", { autoComplete: "address-line1", required: true })}
        {field("notes", { textarea: true })}
      </div>
      {due > 0 && (
        <p className="mt-4" data-testid="appointment-deposit">
          {depositLabel(service)}: <strong>{formatCents(due)}</strong>, paid by card on the next screen; the time is held for you while you pay. Cancelled
          online in time, it is refunded.
        </p>
      )}
      {found.book.policy.approveNewCustomers && (
        <p className="mt-4" data-testid="appointment-approval">
          New here? We confirm a first booking ourselves, by email, and hold the time for you meanwhile.
        </p>
      )}
      <button type="submit" className="mt-6 min-h-11 w-full rounded-site bg-primary px-6 py-2.5 font-semibold text-on-primary sm:w-auto">
        Book {formatClock(time.startsAt, timeZone)}
        {due > 0 ? ` and pay ${formatCents(due)}` : ""}
      </button>
    </form>
  );
}
