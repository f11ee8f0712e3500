import { hoursOn, intersectSpans, spanMinutes, type BusinessCalendar, type Span, type WeeklyHours } from "@/lib/calendar";
import { addDays, dateIn, wallClockMinutesOn, wallClockOn, weekdayOf } from "@/lib/time";

/**
 * The slot arithmetic, without the database: the times a service can start on
 * a date are the site's hours of that date (its calendar: closures and special
 * days included) intersected with the person's own week, minus whatever of
 * their time is already taken (appointments and classes with their buffers
 * and travel, time off), kept between the minimum notice and the horizon.
 * Times are wall-clock times in the site's zone; one the clocks skip is not offered.
 */

export interface SlotService {
  id: string;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  capacity: number;
  atCustomer: boolean;
  travelMinutes: number;
  /** A timetable (a class on Mondays at 06:30); empty: every step. */
  schedule?: ReadonlyArray<{ days: readonly string[]; times: readonly string[] }>;
  /** Its own bookable hours (a sunrise shoot outside the studio's hours); empty: the site's and the person's. */
  windows?: readonly WeeklyHours[];
}

export interface SlotPerson {
  id: string;
  /** Their working week; empty: the site's own hours. */
  hours: readonly WeeklyHours[];
  serviceIds: readonly string[];
}

/** A stretch of a person's time already taken. */
export interface Busy {
  slotId: string;
  staffId: string;
  serviceId: string | null;
  kind: "appointment" | "class" | "time_off";
  startsAt: Date;
  blockedFrom: Date;
  blockedUntil: Date;
  capacity: number;
  /** Places taken (classes). */
  taken: number;
}

export interface SlotPolicy {
  minNoticeMinutes: number;
  horizonDays: number;
  stepMinutes: number;
}

export interface OpenTime {
  startsAt: Date;
  endsAt: Date;
  /** Who is free to give it then. */
  staffIds: string[];
  /** For a class: the most places left with any of them. */
  placesLeft: number;
}

export interface SlotQuestion {
  calendar: BusinessCalendar;
  service: SlotService;
  people: readonly SlotPerson[];
  busy: readonly Busy[];
  policy: SlotPolicy;
  now: Date;
  /** The public forms pass true: a day taken by phone only offers nothing online. */
  online?: boolean;
}

const MINUTE = 60_000;

/** How far a service reaches around its own time: the buffer before (and the travel to the customer), the buffer after. */
export function reachOf(service: Pick<SlotService, "bufferBeforeMinutes" | "bufferAfterMinutes" | "atCustomer" | "travelMinutes">) {
  return { before: service.bufferBeforeMinutes + (service.atCustomer ? service.travelMinutes : 0), after: service.bufferAfterMinutes };
}

/** The stretch of a person's time an appointment takes: [blockedFrom, blockedUntil) with its buffers and travel. */
export function blockedRange(service: SlotService, startsAt: Date) {
  const { before, after } = reachOf(service);
  const endsAt = new Date(startsAt.getTime() + service.durationMinutes * MINUTE);
  return { startsAt, endsAt, blockedFrom: new Date(startsAt.getTime() - before * MINUTE), blockedUntil: new Date(endsAt.getTime() + after * MINUTE) };
}

/** A person's working spans on a date, kept inside the site's hours of that date. */
export function workingSpans(calendar: BusinessCalendar, person: Pick<SlotPerson, "hours">, date: string, online: boolean): Span[] {
  const day = hoursOn(calendar, date);
  if (online && !day.online) return [];
  if (!person.hours.length) return [...day.spans];
  const weekday = weekdayOf(date);
  const own = person.hours.filter((h) => h.days.includes(weekday)).map(({ opens, closes }) => ({ opens, closes }));
  return intersectSpans(day.spans, own);
}

/**
 * Where a person may give the service on a date: inside the service's own
 * windows when it has them (they stand in for the site's and the person's
 * week, as a location shoot at sunrise keeps no studio hours), yet a day the
 * calendar closes (a holiday, a closure) or takes by phone only still offers
 * nothing; otherwise the person's working spans.
 */
export function serviceSpans(
  calendar: BusinessCalendar,
  service: Pick<SlotService, "windows">,
  person: Pick<SlotPerson, "hours">,
  date: string,
  online: boolean,
): Span[] {
  if (!service.windows?.length) return workingSpans(calendar, person, date, online);
  const day = hoursOn(calendar, date);
  if (day.source === "special" && (!day.spans.length || (online && !day.online))) return [];
  const weekday = weekdayOf(date);
  return service.windows.filter((w) => w.days.includes(weekday)).map(({ opens, closes }) => ({ opens, closes }));
}

/** Every start, stepping from the span's first step, at which the service ends inside the span. */
function startsIn(span: Span, durationMinutes: number, step: number, fixed: readonly string[] = [], timetabled = false): number[] {
  const [opens, closes] = spanMinutes(span);
  if (timetabled) return fixed.map((hhmm) => spanMinutes({ opens: hhmm, closes: hhmm })[0]).filter((m) => m >= opens && m + durationMinutes <= closes);
  const out: number[] = [];
  for (let m = Math.ceil(opens / step) * step; m + durationMinutes <= closes; m += step) out.push(m);
  return out;
}

/** A person's taken stretches as numbers (milliseconds), for the arithmetic of many starts. */
interface Taken {
  kind: Busy["kind"];
  serviceId: string | null;
  startsAt: number;
  from: number;
  until: number;
  placesLeft: number;
}

/** The taken stretches by person, read once for every date a question is asked about. */
function takenByPerson(busy: readonly Busy[]): Map<string, Taken[]> {
  const out = new Map<string, Taken[]>();
  for (const b of busy) {
    let theirs = out.get(b.staffId);
    if (!theirs) out.set(b.staffId, (theirs = []));
    theirs.push({
      kind: b.kind,
      serviceId: b.serviceId,
      startsAt: b.startsAt.getTime(),
      from: b.blockedFrom.getTime(),
      until: b.blockedUntil.getTime(),
      placesLeft: Math.max(0, b.capacity - b.taken),
    });
  }
  return out;
}

/** The times the service can start on a date, earliest first, with who is free for each. */
export function openTimesOn(date: string, question: SlotQuestion): OpenTime[] {
  return openTimesWith(date, question, takenByPerson(question.busy));
}

function openTimesWith(date: string, question: SlotQuestion, taken: ReadonlyMap<string, readonly Taken[]>): OpenTime[] {
  const { calendar, service, people, policy, now } = question;
  const earliest = now.getTime() + policy.minNoticeMinutes * MINUTE;
  const latest = now.getTime() + policy.horizonDays * 24 * 60 * MINUTE;
  const { before, after } = reachOf(service);
  const duration = service.durationMinutes * MINUTE;
  const instantOf = wallClockMinutesOn(date, calendar.timeZone);
  // Whatever can touch a start on this date: from the day before to the day after next (a span may pass midnight).
  const windowFrom = wallClockOn(addDays(date, -1), "00:00", calendar.timeZone).getTime();
  const windowUntil = wallClockOn(addDays(date, 3), "00:00", calendar.timeZone).getTime();
  const weekday = weekdayOf(date);
  const fixed = (service.schedule ?? []).filter((s) => s.days.includes(weekday)).flatMap((s) => s.times);
  const byStart = new Map<number, OpenTime>();
  for (const person of people) {
    if (!person.serviceIds.includes(service.id)) continue;
    const theirs = (taken.get(person.id) ?? []).filter((t) => t.until > windowFrom && t.from < windowUntil);
    for (const span of serviceSpans(calendar, service, person, date, question.online ?? true)) {
      for (const minutes of startsIn(span, service.durationMinutes, policy.stepMinutes, fixed, Boolean(service.schedule?.length))) {
        // A time the clocks skip (2:30 when they spring forward) does not happen that night.
        const at = instantOf(minutes);
        if (at === null || at < earliest || at > latest) continue;
        const places = placesWith(service, at, at - before * MINUTE, at + duration + after * MINUTE, theirs);
        if (places === 0) continue;
        let open = byStart.get(at);
        if (!open) byStart.set(at, (open = { startsAt: new Date(at), endsAt: new Date(at + duration), staffIds: [], placesLeft: 0 }));
        open.staffIds.push(person.id);
        open.placesLeft = Math.max(open.placesLeft, places);
      }
    }
  }
  return [...byStart.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** Places a person has for the service at that time: a class already running then has what is left of it; otherwise all or nothing. */
function placesWith(service: SlotService, startsAt: number, from: number, until: number, theirs: readonly Taken[]): number {
  const running = theirs.find((t) => t.kind === "class" && t.serviceId === service.id && t.startsAt === startsAt);
  if (running) return running.placesLeft;
  return theirs.some((t) => t.from < until && from < t.until) ? 0 : service.capacity;
}

/** The dates from `from` on (for `days` days) with how many start times each has: the month view's days with room. */
export function datesWithRoom(from: string, days: number, question: SlotQuestion): Map<string, number> {
  const out = new Map<string, number>();
  const taken = takenByPerson(question.busy);
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    out.set(date, openTimesWith(date, question, taken).length);
  }
  return out;
}

/** The first `count` open times after `after` (the next free times a refused visitor is shown), looking up to `days` days ahead. */
export function nextOpenTimes(after: Date, fromDate: string, question: SlotQuestion, count = 3, days = 14): OpenTime[] {
  const out: OpenTime[] = [];
  const taken = takenByPerson(question.busy);
  for (let i = 0; i < days && out.length < count; i++) {
    for (const open of openTimesWith(addDays(fromDate, i), question, taken)) {
      if (open.startsAt > after && out.length < count) out.push(open);
    }
  }
  return out;
}

/**
 * "Anyone available", fairly: the free people in the order to try them, the
 * one with the fewest appointments that day first, then the fewest in all of
 * `busy`, then by a turn that moves with the time (so ties do not always
 * fall to the same person).
 */
export function fairOrder(staffIds: readonly string[], busy: readonly Busy[], startsAt: Date, timeZone: string): string[] {
  const day = wallClockOn(dateIn(startsAt, timeZone), "00:00", timeZone).getTime();
  const dayEnd = day + 24 * 60 * MINUTE;
  const worked = (id: string, within: boolean) =>
    busy.filter((b) => b.staffId === id && b.kind !== "time_off" && (!within || (b.startsAt.getTime() >= day && b.startsAt.getTime() < dayEnd))).length;
  const turn = Math.floor(startsAt.getTime() / (15 * MINUTE));
  const sorted = [...staffIds].sort();
  const rotation = new Map(sorted.map((id, i) => [id, (i + turn) % sorted.length]));
  return sorted.sort((a, b) => worked(a, true) - worked(b, true) || worked(a, false) - worked(b, false) || rotation.get(a)! - rotation.get(b)!);
}
