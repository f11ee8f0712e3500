import type { BlockProps } from "@/blocks/schemas";
import { formatClock, formatTime } from "@/lib/format";
import { dateTimeFormat } from "@/lib/intl";
import type { OrderableItem } from "@/lib/menu-order";
import { pickupDays, type PickupDay, type PickupRules } from "@/lib/pickup-times";
import { addDays, dateIn, SITE_TIME_ZONE } from "@/lib/time";
import type { Site } from "@/modules/sites/queries";

export type OrderBlock = BlockProps<"orderOnline">;
export type OrderBlockItem = OrderBlock["sections"][number]["items"][number];

/** What can be ordered now, as the pricing sees it: every item not marked sold out, with its options. */
export function orderableItems(props: OrderBlock): OrderableItem[] {
  return props.sections.flatMap((section) =>
    section.items
      .filter((item) => !item.soldOut)
      .map((item) => ({
        key: item.key,
        name: item.name,
        priceCents: item.priceCents,
        options: item.optionGroups.map((g) => ({ name: g.name, choose: g.choose, max: g.max, choices: g.choices.map((c) => ({ name: c.name, priceCents: c.extraCents })) })),
      })),
  );
}

export const pickupRules = (props: OrderBlock): PickupRules => ({ leadMinutes: props.pickup.leadMinutes, lastOrderMinutes: props.pickup.lastOrderMinutes, days: props.pickup.daysAhead, firstPickup: props.pickup.firstPickup });

/** The pickup days and times the site's hours allow from now. */
export function pickupDaysFor(site: Site, props: OrderBlock, now = new Date()): PickupDay[] {
  return pickupDays(site.settings.hours, pickupRules(props), now, SITE_TIME_ZONE);
}

/**
 * A pickup time as the form offers it and posts it back: "Friday, December 4
 * at 5:15 PM". The date is always in it, so a form sent after midnight can
 * never mean another day than the one it showed.
 */
export function pickupLabel(at: Date): string {
  return `${dateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: SITE_TIME_ZONE }).format(at)} at ${formatClock(at, SITE_TIME_ZONE)}`;
}

/** "today", "tomorrow" or "Friday, December 4": the day of a pickup, for sentences. */
export function pickupDayWords(date: string, now = new Date()): string {
  const today = dateIn(now, SITE_TIME_ZONE);
  if (date === today) return "today";
  if (date === addDays(today, 1)) return "tomorrow";
  return dateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven"];

/** "20 minutes", "2 hours", "1 hour 30 minutes". */
export function durationWords(total: number): string {
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const h = hours ? `${hours} ${hours === 1 ? "hour" : "hours"}` : "";
  const m = rest ? `${rest} ${rest === 1 ? "minute" : "minutes"}` : "";
  return [h, m].filter(Boolean).join(" ");
}

/** How pickup works, in words made from the same settings the form's pickup times come from. */
export function pickupWords(props: OrderBlock): string {
  const { leadMinutes, lastOrderMinutes, daysAhead, firstPickup } = props.pickup;
  const days = daysAhead === 1 ? "today" : daysAhead === 2 ? "today or on our next open day" : `today or on one of our next ${NUMBER_WORDS[daysAhead - 1]} open days`;
  const until = lastOrderMinutes ? `until ${durationWords(lastOrderMinutes)} before closing` : "until closing";
  const from = firstPickup ? `from opening or ${formatTime(firstPickup)}, whichever is later,` : "from opening";
  return `Pick up ${days}, any quarter hour ${from} ${until}, at least ${durationWords(leadMinutes)} after you order.`;
}
