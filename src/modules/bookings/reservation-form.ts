import type { BlockProps } from "@/blocks/schemas";
import { formatClock } from "@/lib/format";
import { addDays, dateIn, isCalendarDate } from "@/lib/time";
import { zoneOf } from "@/modules/sites/calendar";
import type { FormField } from "@/modules/forms/schema";
import type { Site } from "@/modules/sites/queries";
import { availabilityOn, firstDayWithPlaces, getBookables, type SessionAvailability, type StoredBookable } from "./queries";
import { now as clockNow } from "@/lib/clock";

/**
 * A table reservation's form, built on the server from the site's own
 * bookable and the places left, on render and again on submit: the party
 * size and the day are chosen first (a GET form: `choice`), then a time that
 * has room for the party, and who is coming.
 */
export interface ReservationForm {
  bookable: StoredBookable;
  date: string;
  party: number;
  times: SessionAvailability[];
  /** Times with room for the party; empty when that day has none. */
  open: SessionAvailability[];
  fields: FormField[];
  /** A time as the form names it ("5:30 PM"), in the site's zone: the choice posted back is matched by it. */
  label: (s: SessionAvailability) => string;
}

const field = (f: Partial<FormField> & Pick<FormField, "name" | "label" | "type">): FormField => ({
  required: false,
  maxFiles: 1,
  maxSizeMb: 10,
  width: "full",
  ...f,
});

export async function reservationFormFor(
  site: Site,
  props: BlockProps<"reservation">,
  choice: Record<string, string | string[] | undefined>,
  now = clockNow(),
): Promise<ReservationForm | null> {
  const bookable = (await getBookables(site.id)).find((b) => b.key === props.bookable && b.kind === "table");
  if (!bookable) return null;
  const asked = Number(choice.party);
  const party =
    Number.isInteger(asked) && asked >= bookable.minParty && asked <= bookable.maxParty ? asked : Math.max(bookable.minParty, Math.min(2, bookable.maxParty));
  const zone = zoneOf(site);
  const label = (s: SessionAvailability) => formatClock(s.startsAt, zone);
  const today = dateIn(now, zone);
  const last = addDays(today, bookable.horizonDays);
  const date =
    isCalendarDate(choice.date) && choice.date >= today && choice.date <= last
      ? choice.date
      : ((await firstDayWithPlaces(site.id, bookable, today, last, now, party)) ?? today);
  const times = await availabilityOn(site.id, bookable, date, now);
  const open = times.filter((s) => s.open && s.placesLeft >= party);
  return {
    bookable,
    date,
    party,
    times,
    open,
    label,
    fields: [
      field({ name: "time", label: "Time", type: "radio", required: true, options: open.map(label) }),
      field({ name: "name", label: "Your name", type: "text", required: true, width: "half", maxLength: 120 }),
      field({
        name: "email",
        label: "Your email",
        type: "email",
        required: true,
        width: "half",
        help: "Your confirmation, with a link to cancel, is sent here.",
      }),
      field({ name: "phone", label: "Phone", type: "phone", required: true, width: "half", help: "In case we need to reach you about your table." }),
      field({
        name: "requests",
        label: "Anything we should know",
        type: "textarea",
        maxLength: 500,
        help: "A birthday, a high chair, an allergy, a table by the window.",
      }),
    ],
  };
}
