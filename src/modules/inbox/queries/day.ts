import { addDays, wallClockOn } from "@/lib/time";
import { siteCalendar, type SiteId } from "@/modules/sites/queries";

/** A calendar day in the site's zone as instants: from its first moment to the next day's. */
export async function dayWindow(siteId: SiteId, day: string): Promise<{ from: Date; before: Date }> {
  const { timeZone } = await siteCalendar(siteId);
  return { from: wallClockOn(day, "00:00", timeZone), before: wallClockOn(addDays(day, 1), "00:00", timeZone) };
}
