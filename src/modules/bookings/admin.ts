import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { formatDateTime } from "@/lib/format";
import { dateIn } from "@/lib/time";
import { zoneOf } from "@/modules/sites/calendar";
import { addPhoneBooking, changeBooking, deskCalendar, sessionBookings, setSessionBlocked, type PhoneBooking } from "./front-desk";
import { getBookables, type StoredBookable } from "./queries";
import { siteCalendar, type SiteId } from "@/modules/sites/queries";
import { cancelReservation, markReservationNoShow, reservationsOn } from "./reservations";
import { now as clockNow, nowMs } from "@/lib/clock";

/** A day's table reservations for the owner, with the tables' bookables (their times and places per time). */
export async function reservationsForOwner(actor: Actor | null, siteSlug: string, date: string) {
  const { site } = await authorize(actor, siteSlug, "inbox");
  const [rows, bookables] = await Promise.all([reservationsOn(site.id, date), getBookables(site.id)]);
  return { rows, tables: bookables.filter((b) => b.kind === "table") };
}

/** The owner cancels a reservation (the guest called, or the room is closed): its places are free and the guest is emailed; audited. */
export async function cancelReservationAsOwner(actor: Actor | null, siteSlug: string, bookingId: string): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "inbox");
  if (!isUuid(bookingId)) throw new AppError("not_found", "No such reservation on this site.");
  return audited(
    who,
    site,
    (message: string) => ({ action: "reservation.cancel", entity: "booking", entityId: bookingId, summary: message }),
    async () => {
      const done = await cancelReservation(site.id, bookingId);
      return `Cancelled reservation ${done.reference} of ${done.guest}; the guest has been emailed.`;
    },
  );
}

/** The host stand marks a party that did not come, or takes the mark back; audited. */
export async function markNoShowAsOwner(actor: Actor | null, siteSlug: string, bookingId: string, noShow: boolean): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "inbox");
  if (!isUuid(bookingId)) throw new AppError("not_found", "No such reservation on this site.");
  return audited(
    who,
    site,
    (message: string) => ({ action: noShow ? "reservation.no_show" : "reservation.came", entity: "booking", entityId: bookingId, summary: message }),
    async () => {
      const done = await markReservationNoShow(site.id, bookingId, noShow);
      return noShow ? `Marked ${done.guest} (${done.reference}) as a no-show.` : `${done.guest} (${done.reference}) came after all: the no-show is taken back.`;
    },
  );
}

/** A bookable of the site the desk works on, by key (its paid sessions, not tables); the first when none is named. */
export async function deskBookable(actor: Actor | null, siteSlug: string, key?: string) {
  const { site, actor: who } = await authorize(actor, siteSlug, "inbox");
  const sessions = (await getBookables(site.id)).filter((b) => b.kind === "session");
  const bookable = key ? sessions.find((b) => b.key === key) : sessions[0];
  return { site, who, bookable: bookable ?? null, bookables: sessions };
}

async function deskOf(actor: Actor | null, siteSlug: string, key: string) {
  const desk = await deskBookable(actor, siteSlug, key);
  if (!desk.bookable) throw new AppError("not_found", "No such game or tour on this site.");
  return { ...desk, bookable: desk.bookable };
}

/** The week's sessions of a bookable for the desk's calendar. */
export async function deskCalendarFor(actor: Actor | null, siteSlug: string, key: string | undefined, from: string, days = 7) {
  const desk = await deskBookable(actor, siteSlug, key);
  return { ...desk, days: desk.bookable ? await deskCalendar(desk.site.id, desk.bookable, from, days) : [] };
}

/** One session and its bookings, for its page at the desk. */
export async function deskSession(actor: Actor | null, siteSlug: string, key: string, startsAt: Date) {
  const desk = await deskOf(actor, siteSlug, key);
  const date = dateIn(startsAt, zoneOf(desk.site));
  const [day] = await deskCalendar(desk.site.id, desk.bookable, date, 1);
  const session = day?.sessions.find((x) => x.startsAt.getTime() === startsAt.getTime());
  if (!session) throw new AppError("not_found", "There is no session at that time.");
  return {
    ...desk,
    session,
    bookings: await sessionBookings(desk.site.id, desk.bookable, startsAt),
    open: await moveTargets(desk.site.id, desk.bookable, startsAt),
  };
}

/** Where a booking in the session at `from` may move: the next two weeks' open sessions, with their places. */
async function moveTargets(siteId: SiteId, bookable: StoredBookable, from: Date) {
  const { timeZone } = await siteCalendar(siteId);
  const ahead = await deskCalendar(siteId, bookable, dateIn(clockNow(), timeZone), 14);
  return ahead
    .flatMap((d) => d.sessions)
    .filter((x) => !x.blocked && !x.outsideHours && x.startsAt.getTime() !== from.getTime() && x.startsAt.getTime() > nowMs());
}

/** The sessions a booking's own page offers to move it to (none for a bookable that is gone). */
export async function moveTargetsFor(actor: Actor | null, siteSlug: string, key: string, from: Date) {
  const desk = await deskBookable(actor, siteSlug, key);
  return desk.bookable?.key === key ? moveTargets(desk.site.id, desk.bookable, from) : [];
}

/** A session's time as the owner reads it, in the site's zone. */
const when = (startsAt: Date, site: { settings: { timeZone?: string } }) => formatDateTime(startsAt, zoneOf(site));

export async function addPhoneBookingAsOwner(actor: Actor | null, siteSlug: string, key: string, startsAt: Date, input: PhoneBooking): Promise<string> {
  const { site, who, bookable } = await deskOf(actor, siteSlug, key);
  return audited(
    who,
    site,
    (message: string) => ({ action: "booking.phone", entity: "booking", summary: message }),
    async () => {
      const { reference } = await addPhoneBooking(site.id, bookable, startsAt, input);
      return `Booked ${input.name} by phone for ${input.partySize}, ${bookable.name}, ${when(startsAt, site)}: booking ${reference}. A confirmation was emailed.`;
    },
  );
}

export async function setSessionBlockedAsOwner(actor: Actor | null, siteSlug: string, key: string, startsAt: Date, blocked: boolean): Promise<string> {
  const { site, who, bookable } = await deskOf(actor, siteSlug, key);
  return audited(
    who,
    site,
    (message: string) => ({ action: blocked ? "session.block" : "session.open", entity: "booking-session", summary: message }),
    async () => {
      const held = await setSessionBlocked(site.id, bookable, startsAt, blocked);
      if (!blocked) return `Opened ${bookable.name}, ${when(startsAt, site)}, for booking again.`;
      return `Blocked out ${bookable.name}, ${when(startsAt, site)}.${held ? ` Its bookings still hold ${held} ${held === 1 ? "place" : "places"}: move or cancel them.` : ""}`;
    },
  );
}

export async function moveBookingAsOwner(actor: Actor | null, siteSlug: string, key: string, bookingId: string, to: Date): Promise<string> {
  const { site, who, bookable } = await deskOf(actor, siteSlug, key);
  if (!isUuid(bookingId)) throw new AppError("not_found", "That booking cannot be moved.");
  return audited(
    who,
    site,
    (message: string) => ({ action: "booking.move", entity: "booking", entityId: bookingId, summary: message }),
    async () => {
      const moved = await changeBooking(site.id, bookable, bookingId, { startsAt: to });
      return `Moved the booking from ${when(moved.from, site)} to ${when(moved.to, site)}; the guest was emailed.`;
    },
  );
}

/** A table of the site by key, for the reservations list's phone bookings and changes. */
async function tableOf(actor: Actor | null, siteSlug: string, key: string) {
  const { site, actor: who } = await authorize(actor, siteSlug, "inbox");
  const table = (await getBookables(site.id)).find((b) => b.kind === "table" && b.key === key);
  if (!table) throw new AppError("not_found", "No such table booking on this site.");
  return { site, who, table };
}

/** A table reserved by the host for a guest who called; the guest is emailed a confirmation. */
export async function addPhoneReservationAsOwner(actor: Actor | null, siteSlug: string, key: string, startsAt: Date, input: PhoneBooking): Promise<string> {
  const { site, who, table } = await tableOf(actor, siteSlug, key);
  return audited(
    who,
    site,
    (message: string) => ({ action: "reservation.phone", entity: "booking", summary: message }),
    async () => {
      const { reference } = await addPhoneBooking(site.id, table, startsAt, input);
      return `Reserved a table for ${input.partySize} for ${input.name}, ${when(startsAt, site)}: reservation ${reference}. A confirmation was emailed.`;
    },
  );
}

/** A reservation moved to another time or day, or its party changed; the guest is emailed. */
export async function changeReservationAsOwner(
  actor: Actor | null,
  siteSlug: string,
  key: string,
  bookingId: string,
  startsAt: Date,
  partySize: number,
): Promise<string> {
  const { site, who, table } = await tableOf(actor, siteSlug, key);
  if (!isUuid(bookingId)) throw new AppError("not_found", "No such reservation on this site.");
  return audited(
    who,
    site,
    (message: string) => ({ action: "reservation.change", entity: "booking", entityId: bookingId, summary: message }),
    async () => {
      const changed = await changeBooking(site.id, table, bookingId, { startsAt, partySize });
      return `The reservation is now for ${changed.partySize} on ${when(changed.to, site)}; the guest was emailed.`;
    },
  );
}
