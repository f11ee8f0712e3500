import type { ReactNode } from "react";
import { weekAhead } from "@/lib/calendar";
import { now } from "@/lib/clock";
import { formatClock, formatDays, formatTime, seasonWords, specialDayWords, spansWords, dayInWords } from "@/lib/format";
import { holidaysAhead } from "@/lib/holidays";
import { dateIn } from "@/lib/time";
import { TIME_ZONES, US_TIME_ZONES, zonePlace } from "@/lib/time-zones";
import { pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, buttonClass, inputClass, Notice } from "@/modules/admin/components/ui";
import { calendarOf } from "@/modules/sites/calendar";
import { ConfirmForm } from "@/modules/inbox/components/confirm-form";
import { strandedCommitments } from "@/modules/sites/hours";
import {
  addSeasonAction,
  addSpecialDayAction,
  cancelStrandedAction,
  removeSeasonAction,
  removeSpecialDayAction,
  saveTimeZoneAction,
  saveWeekAction,
} from "@/modules/sites/hours-actions";
import { WeekGrid } from "@/modules/sites/components/week-grid";
import type { SiteSettings } from "@/modules/sites/schema";
import { gridValues } from "@/modules/sites/week";

export const metadata = { title: "Hours and closures" };

/**
 * The business's calendar on one screen: what visitors see this week, the
 * closures and special days (a holiday in one tap), the usual week as a
 * grid, and the seasons. Every reservation, order and booking form follows
 * it on the next request; what was booked before a day closed is listed for
 * the owner to handle, never cancelled silently.
 */
export default async function HoursPage({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const { site } = await pageAccess(slug, "site", `/admin/sites/${slug}/hours`);
  const calendar = calendarOf(site);
  const today = dateIn(now(), calendar.timeZone);
  const preview = weekAhead(calendar, today);
  const stranded = await strandedCommitments(site, today);
  const special = (site.settings.specialDays ?? []).filter((s) => (s.to ?? s.from) >= today);
  const taken = new Set(special.map((s) => s.from));
  const holidays = holidaysAhead(today, 366).filter((h) => !taken.has(h.date));
  const paid = stranded.filter((c) => c.paid).length;

  return (
    <>
      <AdminHeading
        title="Hours and closures"
        lead={`Times are in ${zonePlace(calendar.timeZone)} time. The reservation, order and booking forms offer only the hours set here, from the next visit on.`}
      />

      {stranded.length > 0 && (
        <Part id="stranded" title="Booked for times you are now closed" testId="stranded">
          <Notice tone="error">
            {stranded.length} {stranded.length === 1 ? "booking was" : "bookings were"} taken before the hours changed. Nothing has been cancelled: call the
            guests, or cancel below.
          </Notice>
          <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-page">
            {stranded.map((c) => (
              <li key={`${c.kind}-${c.id}`} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
                <span>
                  <span className="font-semibold">
                    {dayInWords(dateIn(c.at, calendar.timeZone), { year: false })}, {formatClock(c.at, calendar.timeZone)}
                  </span>
                  : {c.kind === "order" ? "pickup order" : c.kind} {c.reference} for {c.who}
                  {c.partySize ? `, ${c.partySize} ${c.partySize === 1 ? "guest" : "guests"}` : ""}
                  {c.paid ? " (paid)" : ""}
                </span>
                <a href={c.href} className="underline">
                  {c.kind === "reservation" ? "Open the day's reservations" : c.kind === "order" ? "Open the order board" : "Open bookings"}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-4 max-w-xl">
            <p className="mb-3">
              Or cancel them all: {paid ? `the ${paid} paid ${paid === 1 ? "one is" : "ones are"} refunded in full, ` : ""}every guest and customer is emailed.
            </p>
            <ConfirmForm
              id="cancel-stranded"
              action={cancelStrandedAction.bind(null, slug)}
              confirmLabel="I want them all cancelled."
              buttonLabel={`Cancel all ${stranded.length}${paid ? " and refund" : ""}`}
            />
          </div>
        </Part>
      )}

      <Part id="preview" title="What visitors see this week">
        <ul className="grid gap-1 rounded-lg border border-line bg-page p-3 sm:grid-cols-2" data-testid="week-preview">
          {preview.map((day) => (
            <li key={day.date} className="flex justify-between gap-3">
              <span className="font-medium">{dayInWords(day.date, { year: false })}</span>
              <span className={day.source === "special" ? "font-semibold" : ""}>
                {calendar.hours.length || day.source !== "week" ? spansWords(day.spans) : "No hours kept"}
                {day.name && day.source === "special" ? ` (${day.name}${day.online || !day.spans.length ? "" : ", by phone"})` : ""}
              </span>
            </li>
          ))}
        </ul>
      </Part>

      <Part id="special" title="Closures and special days">
        {special.length === 0 ? (
          <p className="mb-3 text-muted">No closures or special hours ahead.</p>
        ) : (
          <ul className="mb-4 divide-y divide-line rounded-lg border border-line bg-page" data-testid="special-days">
            {special.map((s) => (
              <li key={s.from} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>{specialDayWords(s, { year: s.from.slice(0, 4) !== today.slice(0, 4) })}</span>
                <ActionForm action={removeSpecialDayAction.bind(null, slug, s.from)} label={`Remove ${s.name}`}>
                  <button type="submit" className={buttonClass("secondary")}>
                    Remove<span className="sr-only"> {s.name}</span>
                  </button>
                </ActionForm>
              </li>
            ))}
          </ul>
        )}
        {holidays.length > 0 && (
          <details className="mb-4 rounded-lg border border-line bg-page p-3">
            <summary className="cursor-pointer font-medium">Close on a holiday</summary>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {holidays.map((h) => (
                <li key={h.date}>
                  <ActionForm action={addSpecialDayAction.bind(null, slug)} label={`Close on ${h.name}`}>
                    <input type="hidden" name="name" value={h.name} />
                    <input type="hidden" name="from" value={h.date} />
                    <input type="hidden" name="kind" value="closed" />
                    <button type="submit" className={`${buttonClass("secondary")} w-full justify-start text-left`}>
                      Close on {h.name}, {dayInWords(h.date, { year: false })}
                    </button>
                  </ActionForm>
                </li>
              ))}
            </ul>
          </details>
        )}
        <SpecialDayForm slug={slug} today={today} />
      </Part>

      <Part id="week" title="The usual week">
        <p className="mb-3 text-muted">
          Leave a day empty when closed. A closing time before the opening time runs past midnight. Add a second span for a break in the day.
        </p>
        <ActionForm action={saveWeekAction.bind(null, slug)} label="The usual week">
          <div className="w-full">
            <WeekFields hours={site.settings.hours} />
            <button type="submit" className={`${buttonClass("primary")} mt-3`}>
              Save the week
            </button>
          </div>
        </ActionForm>
      </Part>

      <Part id="zone" title="Time zone">
        <ActionForm action={saveTimeZoneAction.bind(null, slug)} label="Time zone">
          <div className="grid w-full max-w-xl gap-3">
            <div>
              <label htmlFor="time-zone" className="mb-1 block font-medium">
                The business&rsquo;s time zone
              </label>
              <p id="time-zone-hint" className="mb-2 text-sm text-muted">
                Every time the site offers and shows, and every mail it sends, is in this zone. Bookings, reservations and orders already taken keep their
                moment: a table for 6:00 pm in New York reads 3:00 pm once the site is in Los Angeles, so change it before taking bookings, or tell the guests.
              </p>
              <select id="time-zone" name="timeZone" defaultValue={calendar.timeZone} aria-describedby="time-zone-hint" className={inputClass}>
                <optgroup label="United States">
                  {US_TIME_ZONES.map(([zone, name]) => (
                    <option key={zone} value={zone}>
                      {name}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="Every zone">
                  {TIME_ZONES.filter((zone) => !US_TIME_ZONES.some(([us]) => us === zone)).map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replace(/_/g, " ")}
                    </option>
                  ))}
                </optgroup>
              </select>
            </div>
            <div>
              <button type="submit" className={buttonClass("primary")}>
                Save the time zone
              </button>
            </div>
          </div>
        </ActionForm>
      </Part>

      <Part id="seasons" title="Seasons">
        <p className="mb-3 text-muted">Hours that replace the usual week between two dates of every year, such as winter hours, or a closed season.</p>
        {(site.settings.seasons ?? []).length > 0 && (
          <ul className="mb-4 divide-y divide-line rounded-lg border border-line bg-page">
            {(site.settings.seasons ?? []).map((season) => (
              <li key={season.name} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-semibold">{season.name}</span>: {seasonWords(season)}
                </span>
                <ActionForm action={removeSeasonAction.bind(null, slug, season.name)} label={`Remove ${season.name}`}>
                  <button type="submit" className={buttonClass("secondary")}>
                    Remove<span className="sr-only"> {season.name}</span>
                  </button>
                </ActionForm>
              </li>
            ))}
          </ul>
        )}
        <details className="rounded-lg border border-line bg-page p-3">
          <summary className="cursor-pointer font-medium">Add a season</summary>
          <div className="mt-3">
            <ActionForm action={addSeasonAction.bind(null, slug)} label="Add a season">
              <div className="grid w-full gap-3">
                <Field label="Name (visitors read it)" name="name" placeholder="Winter hours" />
                <div className="grid grid-cols-2 gap-3">
                  <Field label="First day (month-day)" name="from" placeholder="11-01" pattern="\d{2}-\d{2}" />
                  <Field label="Last day (month-day)" name="to" placeholder="03-31" pattern="\d{2}-\d{2}" />
                </div>
                <p className="text-sm text-muted">The season&rsquo;s week: leave every day empty for a season you are closed.</p>
                <WeekFields hours={[]} prefix="season." />
                <div>
                  <button type="submit" className={buttonClass("primary")}>
                    Add the season
                  </button>
                </div>
              </div>
            </ActionForm>
          </div>
        </details>
      </Part>
    </>
  );
}

function Part({ id, title, testId, children }: { id: string; title: string; testId?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-8" data-testid={testId}>
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Field({
  label,
  name,
  type = "text",
  placeholder,
  pattern,
  required,
}: {
  label: string;
  name: string;
  type?: string;
  placeholder?: string;
  pattern?: string;
  required?: boolean;
}) {
  const id = `hours-${name.replace(/\W/g, "-")}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <input id={id} name={name} type={type} placeholder={placeholder} pattern={pattern} required={required} className={inputClass} />
    </div>
  );
}

function SpecialDayForm({ slug, today }: { slug: string; today: string }) {
  return (
    <details className="rounded-lg border border-line bg-page p-3" open>
      <summary className="cursor-pointer font-medium">Close a day, or change its hours</summary>
      <div className="mt-3">
        <ActionForm action={addSpecialDayAction.bind(null, slug)} label="Close a day, or change its hours">
          <div className="grid w-full gap-3">
            <Field label="Name (visitors read it)" name="name" placeholder="Closed for a private event" required />
            <div className="grid grid-cols-2 gap-3">
              <div>
                <label htmlFor="special-from" className="mb-1 block font-medium">
                  Day
                </label>
                <input id="special-from" name="from" type="date" min={today} required className={inputClass} />
              </div>
              <div>
                <label htmlFor="special-to" className="mb-1 block font-medium">
                  Last day (for several)
                </label>
                <input id="special-to" name="to" type="date" min={today} className={inputClass} />
              </div>
            </div>
            <fieldset>
              <legend className="mb-1 font-medium">That day</legend>
              <label className="mr-4 inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="kind" value="closed" defaultChecked /> Closed
              </label>
              <label className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="kind" value="hours" /> Open at other hours
              </label>
            </fieldset>
            <div className="grid grid-cols-2 gap-3">
              <Field label="Opens" name="opens" type="time" />
              <Field label="Closes" name="closes" type="time" />
            </div>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" name="byPhone" value="yes" /> Open, but bookings and orders by phone only
            </label>
            <Field label="Note for visitors (optional)" name="note" placeholder="Christmas Eve dinner by reservation" />
            <div>
              <button type="submit" className={buttonClass("primary")}>
                Save the day
              </button>
            </div>
          </div>
        </ActionForm>
      </div>
    </details>
  );
}

/** The grid the week and each season are edited in, with the week in words below. */
function WeekFields({ hours, prefix = "" }: { hours: SiteSettings["hours"]; prefix?: string }) {
  return (
    <div className="grid gap-2">
      <WeekGrid label={prefix ? "The season's week" : "Opening hours by day"} values={gridValues(hours, prefix)} prefix={prefix} />
      <p className="text-sm text-muted">
        Now: {hours.length ? hours.map((h) => `${formatDays(h.days)} ${formatTime(h.opens)} – ${formatTime(h.closes)}`).join("; ") : "no hours kept"}.
      </p>
    </div>
  );
}
