import { AppError } from "@/lib/errors";
import { wallClockOn } from "@/lib/time";
import { zoneOfSite } from "@/modules/sites/queries";

/** The Publishing panel's time (a datetime-local value, in the site's zone), or null for an empty one: "cancel the schedule". */
export async function scheduledTimeOf(form: FormData): Promise<Date | null> {
  const value = String(form.get("publishAt") ?? "");
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  if (value && !match) throw new AppError("bad_input", "Choose a date and a time.", { field: "publishAt" });
  return match ? wallClockOn(match[1]!, match[2]!, await zoneOfSite(String(form.get("site")))) : null;
}

/** "3:04 PM" now, in the site's zone: when a save happened, as an editor's save message says. */
export const savedAt = async (site: string) => new Date().toLocaleTimeString("en-US", { timeStyle: "short", timeZone: await zoneOfSite(site) });
