import type { ReactNode } from "react";
import { formatCents, formatDateTime, formatDays, formatTime } from "@/lib/format";
import { now as clockNow } from "@/lib/clock";
import { dateIn, localDateTimeValue, wallClockOn, addDays } from "@/lib/time";
import { pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, ButtonLink, buttonClass, inputClass, Panel, StatusBadge } from "@/modules/admin/components/ui";
import type { Person, Service } from "@/modules/appointments/queries";
import {
  addPersonAction,
  addTimeOffAction,
  archiveServiceAction,
  removeTimeOffAction,
  stopPersonAction,
  savePersonWeekAction,
  savePolicyAction,
  saveServiceAction,
} from "@/modules/appointments/setup-actions";
import { appointmentSetupForOwner, type TimeOff } from "@/modules/appointments/setup";
import { KeepingForm } from "@/modules/appointments/components/keeping-form";
import { bookableHoursWords, timetableWords } from "@/modules/appointments/schema";
import { DAYS } from "@/modules/sites/schema";
import type { WeeklyHours } from "@/lib/calendar";

export const metadata = { title: "Services and people" };

const DAY_LABELS = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" } as const;

const weekWords = (hours: readonly WeeklyHours[]) =>
  hours.length
    ? hours.map((h) => `${formatDays(h.days as Array<keyof typeof DAY_LABELS>)} ${formatTime(h.opens)} – ${formatTime(h.closes)}`).join("; ")
    : "The business's hours";

/**
 * What an owner sets up before visitors can book, on a phone first: the
 * people who take appointments (each one's week and time off), the
 * services (length, price, time kept around them, places for a class,
 * visits at the customer's address, who gives them) and the booking rules.
 * Plain forms: it works without JavaScript.
 */
export default async function AppointmentSetupPage({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const access = await pageAccess(slug, "site", `/admin/sites/${slug}/appointments/setup`);
  const { site, book, timeOff, candidates } = await appointmentSetupForOwner(access.actor, slug);
  const timeZone = site.settings.timeZone ?? "America/New_York";
  const tomorrow = addDays(dateIn(clockNow(), timeZone), 1);
  const live = book.services.filter((s) => !s.archivedAt);
  const archived = book.services.filter((s) => s.archivedAt);
  const page = `/${slug}${book.policy.pagePath ? `/${book.policy.pagePath}` : ""}`;

  return (
    <>
      <AdminHeading
        title="Services and people"
        lead={`What visitors can book on ${page}, who gives it and when. Changes show on the booking page from the next visit.`}
        actions={<ButtonLink href={`/admin/sites/${slug}/appointments`}>The day&rsquo;s appointments</ButtonLink>}
      />

      <Panel title="People who take appointments" id="people">
        {book.people.length === 0 ? (
          <p className="mb-4">Nobody takes appointments yet. Add a team member below; each works the business&rsquo;s hours until you set their week.</p>
        ) : (
          <ul className="mb-4 space-y-4" data-testid="setup-people">
            {book.people.map((person) => (
              <PersonCard
                key={person.slug}
                slug={slug}
                person={person}
                services={live.filter((s) => person.serviceIds.includes(s.id))}
                timeOff={timeOff.filter((t) => t.personSlug === person.slug)}
                timeZone={timeZone}
                tomorrow={tomorrow}
              />
            ))}
          </ul>
        )}
        {book.people.length > 0 && (
          <details className="mb-4">
            <summary className="min-h-11 cursor-pointer py-2 underline">Someone stops taking appointments</summary>
            <div className="mt-2">
              <ActionForm action={stopPersonAction.bind(null, slug)} label="Someone stops taking appointments">
                <div className="grid w-full gap-3">
                  <div>
                    <label htmlFor="stop-person" className="mb-1 block font-medium">
                      Who
                    </label>
                    <select id="stop-person" name="person" className={inputClass} required>
                      {book.people.map((p) => (
                        <option key={p.slug} value={p.slug}>
                          {p.name}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Tick id="stop-understood" name="understood">
                    Visitors stop seeing them. Their booked appointments stay, listed on the Appointments page for me to move or cancel.
                  </Tick>
                  <button type="submit" className={`${buttonClass("secondary")} justify-self-start`}>
                    Stop their appointments
                  </button>
                </div>
              </ActionForm>
            </div>
          </details>
        )}
        {candidates.length > 0 ? (
          <ActionForm action={addPersonAction.bind(null, slug)} label="Add someone who takes appointments">
            <div className="w-full sm:w-auto">
              <label htmlFor="add-person" className="mb-1 block font-medium">
                Add someone who takes appointments
              </label>
              <select id="add-person" name="member" className={inputClass} required>
                {candidates.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                    {c.role ? `, ${c.role}` : ""}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={`${buttonClass("secondary")} self-end`}>
              Add
            </button>
          </ActionForm>
        ) : (
          <p className="text-muted">Every published team member takes appointments.</p>
        )}
        <p className="mt-3 text-sm text-muted">
          People come from the site&rsquo;s team:{" "}
          <a href={`/admin/sites/${slug}/content/team`} className="underline">
            add a team member
          </a>{" "}
          to list someone new here.
        </p>
      </Panel>

      <Panel title="Services" id="services">
        {live.length === 0 && <p className="mb-4">No services are offered yet.</p>}
        {live.length > 0 && (
          <ul className="mb-4 space-y-3" data-testid="setup-services">
            {live.map((service) => (
              <ServiceCard key={service.key} slug={slug} service={service} people={book.people} />
            ))}
          </ul>
        )}
        {book.people.length === 0 ? (
          <p className="text-muted">Add someone who takes appointments first: every service is given by someone.</p>
        ) : (
          <details className="rounded-lg border border-line bg-surface p-3" open={live.length === 0}>
            <summary className="min-h-11 cursor-pointer py-2 font-medium">Add a service</summary>
            <ServiceFields slug={slug} service={null} people={book.people} />
          </details>
        )}
        {archived.length > 0 && (
          <>
            <h3 className="mt-6 mb-2 font-semibold">Archived (visitors do not see them)</h3>
            <ul className="space-y-3" data-testid="setup-archived">
              {archived.map((service) => (
                <ServiceCard key={service.key} slug={slug} service={service} people={book.people} />
              ))}
            </ul>
          </>
        )}
      </Panel>

      <Panel title="Booking rules" id="rules">
        <KeepingForm action={savePolicyAction.bind(null, slug)} label="Booking rules">
          <div className="grid w-full gap-3 sm:grid-cols-2">
            <NumberField
              id="rules-notice"
              name="minNoticeHours"
              label="Book at least this many hours ahead"
              value={book.policy.minNoticeMinutes / 60}
              step={0.25}
            />
            <NumberField id="rules-horizon" name="horizonDays" label="Book up to this many days ahead" value={book.policy.horizonDays} />
            <NumberField
              id="rules-cutoff"
              name="changeCutoffHours"
              label="Customers may move or cancel online until this many hours before"
              value={book.policy.changeCutoffHours}
            />
            <NumberField id="rules-reminder" name="reminderHours" label="Send the reminder this many hours before" value={book.policy.reminderHours} />
            <div>
              <label htmlFor="rules-step" className="mb-1 block font-medium">
                Offer start times every
              </label>
              <select id="rules-step" name="stepMinutes" defaultValue={String(book.policy.stepMinutes)} className={inputClass}>
                {[5, 10, 15, 20, 30, 60].map((m) => (
                  <option key={m} value={m}>
                    {m} minutes
                  </option>
                ))}
              </select>
            </div>
            <div className="sm:col-span-2">
              <Tick id="rules-approve" name="approveNewCustomers" checked={book.policy.approveNewCustomers}>
                Approve new customers&apos; first bookings myself (their time is held until I answer)
              </Tick>
            </div>
            <div className="sm:col-span-2">
              <button type="submit" className={buttonClass("primary")}>
                Save the rules
              </button>
            </div>
          </div>
        </KeepingForm>
      </Panel>
    </>
  );
}

function NumberField({ id, name, label, value, step, min = 0 }: { id: string; name: string; label: string; value: number; step?: number; min?: number }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <input id={id} name={name} type="number" inputMode="decimal" min={min} step={step ?? 1} defaultValue={value} className={inputClass} required />
    </div>
  );
}

function serviceFacts(service: Service, people: readonly Person[]): string {
  const givers = people.filter((p) => p.serviceIds.includes(service.id)).map((p) => p.name);
  return [
    `${service.durationMinutes} minutes`,
    `${service.priceFrom ? "from " : ""}${formatCents(service.priceCents)}`,
    service.capacity > 1 ? `${service.capacity} places` : null,
    service.atCustomer ? `at the customer's address${service.travelMinutes ? `, ${service.travelMinutes} minutes' travel` : ""}` : null,
    service.windows?.length ? `booked ${bookableHoursWords(service.windows).replaceAll("\n", ", ")}` : null,
    service.depositCents ? (paidOnlineOf(service) === "full" ? "paid in full online" : `${formatCents(service.depositCents)} deposit online`) : null,
    givers.length ? `with ${givers.join(", ")}` : "nobody gives it",
  ]
    .filter(Boolean)
    .join(" · ");
}

function ServiceCard({ slug, service, people }: { slug: string; service: Service; people: readonly Person[] }) {
  return (
    <li className="rounded-lg border border-line bg-page p-3" data-testid="setup-service">
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        {service.name}
        {service.archivedAt && <StatusBadge>Archived</StatusBadge>}
      </p>
      <p className="text-muted">{serviceFacts(service, people)}</p>
      <div className="mt-2 flex flex-wrap items-start gap-4">
        <details className="w-full">
          <summary className="min-h-11 cursor-pointer py-2 underline">
            Edit<span className="sr-only"> {service.name}</span>
          </summary>
          <ServiceFields slug={slug} service={service} people={people} />
        </details>
        <ActionForm
          action={archiveServiceAction.bind(null, slug, service.key, !service.archivedAt)}
          label={`${service.archivedAt ? "Restore" : "Archive"} ${service.name}`}
        >
          <button type="submit" className={buttonClass("secondary")}>
            {service.archivedAt ? "Offer it again" : "Archive"}
            <span className="sr-only"> {service.name}</span>
          </button>
        </ActionForm>
      </div>
    </li>
  );
}

const dollarsOf = (cents: number) => (cents / 100).toFixed(cents % 100 ? 2 : 0);

/** What a service asks online, as its form's choice. */
const paidOnlineOf = (service: Service | null) =>
  !service?.depositCents ? "nothing" : !service.priceFrom && service.depositCents >= service.priceCents ? "full" : "deposit";

/** The service's form: a new one (service null) or an existing one's values. */
function ServiceFields({ slug, service, people }: { slug: string; service: Service | null; people: readonly Person[] }) {
  const p = service ? `service-${service.key}` : "service-new";
  const field = (name: string) => `${p}-${name}`;
  return (
    <div className="mt-3">
      <KeepingForm
        action={saveServiceAction.bind(null, slug, service?.key ?? null)}
        label={service ? `Edit ${service.name}` : "Add a service"}
        resetOnSave={!service}
      >
        <div className="grid w-full gap-3 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <label htmlFor={field("name")} className="mb-1 block font-medium">
              Name
            </label>
            <input id={field("name")} name="name" defaultValue={service?.name} maxLength={80} className={inputClass} required />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={field("description")} className="mb-1 block font-medium">
              Description (optional)
            </label>
            <input id={field("description")} name="description" defaultValue={service?.description} maxLength={300} className={inputClass} />
          </div>
          <Minutes id={field("duration")} name="durationMinutes" label="Length in minutes" value={service?.durationMinutes} min={5} required />
          <div>
            <label htmlFor={field("price")} className="mb-1 block font-medium">
              Price in dollars
            </label>
            <input
              id={field("price")}
              name="price"
              inputMode="decimal"
              defaultValue={service ? dollarsOf(service.priceCents) : ""}
              placeholder="35"
              className={inputClass}
              required
            />
            <Tick name="priceFrom" checked={service?.priceFrom} id={field("from")}>
              The price is where it starts (&ldquo;from&rdquo;)
            </Tick>
          </div>
          <Minutes id={field("before")} name="bufferBeforeMinutes" label="Minutes kept free before" value={service?.bufferBeforeMinutes ?? 0} />
          <Minutes id={field("after")} name="bufferAfterMinutes" label="Minutes kept free after" value={service?.bufferAfterMinutes ?? 0} />
          <div>
            <label htmlFor={field("capacity")} className="mb-1 block font-medium">
              Places (more than 1 for a class)
            </label>
            <input
              id={field("capacity")}
              name="capacity"
              type="number"
              min={1}
              max={200}
              defaultValue={service?.capacity ?? 1}
              className={inputClass}
              required
            />
          </div>
          <div>
            <Tick name="atCustomer" checked={service?.atCustomer} id={field("at-customer")}>
              Given at the customer&rsquo;s address (the form asks for it)
            </Tick>
            <Minutes id={field("travel")} name="travelMinutes" label="Travel minutes before each visit" value={service?.travelMinutes ?? 0} />
          </div>
          <RulesField
            id={field("timetable")}
            name="timetable"
            label="Timetable (a class that starts only at set times)"
            value={timetableWords(service?.schedule ?? [])}
          >
            One line for each set of days: the days, then the start times, such as &ldquo;Tue Thu 18:00&rdquo;. Leave it empty to offer any free time.
          </RulesField>
          <RulesField
            id={field("hours")}
            name="bookableHours"
            label="Bookable hours (for a service given outside the business’s hours)"
            value={bookableHoursWords(service?.windows ?? [])}
          >
            One line for each set of days: the days, then from and until, such as &ldquo;Sat Sun 6:00-8:30&rdquo; or &ldquo;Mon-Fri 17:30-20:00&rdquo;. Times
            are offered only inside them, yet never on a day the business is closed. Leave it empty to use the business&rsquo;s and each person&rsquo;s hours.
          </RulesField>
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 font-medium">Paid online when booking</legend>
            <div className="flex flex-wrap gap-x-6">
              {(
                [
                  ["nothing", "Nothing: paid on the day"],
                  ["deposit", "A deposit"],
                  ["full", "The whole price"],
                ] as const
              ).map(([value, words]) => (
                <label key={value} htmlFor={field(`online-${value}`)} className="mt-1 flex min-h-11 items-center gap-2">
                  <input
                    id={field(`online-${value}`)}
                    type="radio"
                    name="paidOnline"
                    value={value}
                    defaultChecked={paidOnlineOf(service) === value}
                    className="h-5 w-5 shrink-0"
                  />
                  {words}
                </label>
              ))}
            </div>
            <label htmlFor={field("deposit")} className="mt-2 mb-1 block font-medium">
              Deposit in dollars
            </label>
            <input
              id={field("deposit")}
              name="deposit"
              inputMode="decimal"
              defaultValue={service && paidOnlineOf(service) === "deposit" ? dollarsOf(service.depositCents!) : ""}
              placeholder="20"
              aria-describedby={field("deposit-hint")}
              className={`${inputClass} max-w-40`}
            />
            <p id={field("deposit-hint")} className="mt-1 text-sm text-muted">
              Visitors see what they pay before they book, and pay it through your payment provider; a cancellation inside your rules refunds it.
            </p>
          </fieldset>
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 font-medium">Who gives it</legend>
            <div className="flex flex-wrap gap-x-6">
              {people.map((person) => (
                <Tick
                  key={person.slug}
                  id={`${p}-staff-${person.slug}`}
                  name="staff"
                  value={person.slug}
                  checked={service ? person.serviceIds.includes(service.id) : people.length === 1}
                >
                  {person.name}
                </Tick>
              ))}
            </div>
          </fieldset>
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass("primary")}>
              {service ? `Save ${service.name}` : "Add the service"}
            </button>
          </div>
        </div>
      </KeepingForm>
    </div>
  );
}

/** A box of rules typed one a line (a timetable, bookable hours), with how to write them. */
function RulesField({ id, name, label, value, children }: { id: string; name: string; label: string; value: string; children: ReactNode }) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
        {children}
      </p>
      <textarea id={id} name={name} rows={2} defaultValue={value} aria-describedby={`${id}-hint`} className={inputClass} />
    </div>
  );
}

function Minutes({ id, name, label, value, min = 0, required }: { id: string; name: string; label: string; value?: number; min?: number; required?: boolean }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <input id={id} name={name} type="number" min={min} max={720} step={1} defaultValue={value} className={inputClass} required={required} />
    </div>
  );
}

function Tick({ id, name, value = "yes", checked, children }: { id: string; name: string; value?: string; checked?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={id} className="mt-1 flex min-h-11 items-center gap-2">
      <input id={id} type="checkbox" name={name} value={value} defaultChecked={checked} className="h-5 w-5 shrink-0" />
      {children}
    </label>
  );
}

function PersonCard({
  slug,
  person,
  services,
  timeOff,
  timeZone,
  tomorrow,
}: {
  slug: string;
  person: Person;
  services: readonly Service[];
  timeOff: readonly TimeOff[];
  timeZone: string;
  tomorrow: string;
}) {
  const p = `person-${person.slug}`;
  return (
    <li className="rounded-lg border border-line bg-page p-3" data-testid="setup-person">
      <p className="font-semibold">{person.name}</p>
      <p className="text-muted">
        {weekWords(person.hours)}. {services.length ? `Gives ${services.map((s) => s.name).join("; ")}.` : "Gives no service yet."}
      </p>
      {timeOff.length > 0 && (
        <ul className="mt-2 space-y-2" aria-label={`${person.name}'s time off`}>
          {timeOff.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-2">
              <span>
                Off {formatDateTime(t.from, timeZone)} to {formatDateTime(t.until, timeZone)}
                {t.note ? ` (${t.note})` : ""}
              </span>
              <ActionForm action={removeTimeOffAction.bind(null, slug, t.id)} label={`Remove ${person.name}'s time off`}>
                <button type="submit" className={buttonClass("secondary")}>
                  Remove<span className="sr-only"> this time off</span>
                </button>
              </ActionForm>
            </li>
          ))}
        </ul>
      )}
      <details className="mt-2">
        <summary className="min-h-11 cursor-pointer py-2 underline">
          Change the week<span className="sr-only"> of {person.name}</span>
        </summary>
        <div className="mt-2">
          <KeepingForm action={savePersonWeekAction.bind(null, slug, person.slug)} label={`${person.name}'s week`}>
            <div className="w-full">
              <p className="mb-2 text-sm text-muted">
                Leave a day empty when {person.name} is off, or every day empty for whenever the business is open. Times outside the business&rsquo;s hours are
                never offered. Add a second span for a break.
              </p>
              <WeekGrid prefix={p} hours={person.hours} name={person.name} />
              <button type="submit" className={`${buttonClass("primary")} mt-3`}>
                Save {person.name}&rsquo;s week
              </button>
            </div>
          </KeepingForm>
        </div>
      </details>
      <details>
        <summary className="min-h-11 cursor-pointer py-2 underline">
          Add time off<span className="sr-only"> for {person.name}</span>
        </summary>
        <div className="mt-2">
          <KeepingForm action={addTimeOffAction.bind(null, slug, person.slug, timeZone)} label={`Time off for ${person.name}`} resetOnSave>
            <div className="grid w-full gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor={`${p}-off-from`} className="mb-1 block font-medium">
                  From
                </label>
                <input
                  id={`${p}-off-from`}
                  name="from"
                  type="datetime-local"
                  defaultValue={localDateTimeValue(wallClockOn(tomorrow, "00:00", timeZone), timeZone)}
                  className={inputClass}
                  required
                />
              </div>
              <div>
                <label htmlFor={`${p}-off-until`} className="mb-1 block font-medium">
                  Until
                </label>
                <input
                  id={`${p}-off-until`}
                  name="until"
                  type="datetime-local"
                  defaultValue={localDateTimeValue(wallClockOn(addDays(tomorrow, 1), "00:00", timeZone), timeZone)}
                  className={inputClass}
                  required
                />
              </div>
              <div className="sm:col-span-2">
                <label htmlFor={`${p}-off-note`} className="mb-1 block font-medium">
                  Why (only you see it)
                </label>
                <input id={`${p}-off-note`} name="note" maxLength={200} placeholder="Holiday, training, a day off" className={inputClass} />
              </div>
              <div className="sm:col-span-2">
                <button type="submit" className={buttonClass("secondary")}>
                  Add the time off
                </button>
              </div>
            </div>
          </KeepingForm>
        </div>
      </details>
    </li>
  );
}

/** A person's week: two spans a day, as the business's own week is edited on the hours page. */
function WeekGrid({ prefix, hours, name }: { prefix: string; hours: readonly WeeklyHours[]; name: string }) {
  return (
    <div className="mt-2 grid gap-2" role="group" aria-label={`${name}'s hours by day`}>
      {DAYS.map((day) => {
        const spans = hours.filter((h) => h.days.includes(day));
        return (
          <fieldset key={day} className="grid grid-cols-1 items-center gap-1 sm:grid-cols-[8rem_1fr] sm:gap-2">
            <legend className="sr-only">{DAY_LABELS[day]}</legend>
            <span aria-hidden="true" className="font-medium">
              {DAY_LABELS[day]}
            </span>
            <div className="grid gap-2">
              {[0, 1].map((i) => (
                <div key={i} className="grid min-w-0 grid-cols-2 gap-2">
                  <label className="sr-only" htmlFor={`${prefix}-${day}-${i}-opens`}>
                    {DAY_LABELS[day]} {i ? "second span starts" : "starts"}
                  </label>
                  <input
                    id={`${prefix}-${day}-${i}-opens`}
                    name={`${day}.${i}.opens`}
                    type="time"
                    defaultValue={spans[i]?.opens ?? ""}
                    className={inputClass}
                  />
                  <label className="sr-only" htmlFor={`${prefix}-${day}-${i}-closes`}>
                    {DAY_LABELS[day]} {i ? "second span ends" : "ends"}
                  </label>
                  <input
                    id={`${prefix}-${day}-${i}-closes`}
                    name={`${day}.${i}.closes`}
                    type="time"
                    defaultValue={spans[i]?.closes ?? ""}
                    className={inputClass}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
