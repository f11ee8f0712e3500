import type { BusinessCalendar } from "@/lib/calendar";
import { SITE_TIME_ZONE } from "@/lib/time";
import type { SiteSettings } from "./schema";

type CalendarSettings = Pick<SiteSettings, "hours"> & Partial<Pick<SiteSettings, "timeZone" | "seasons" | "specialDays">>;

/** A site's calendar from its settings; settings stored before seasons and special days existed have none. */
export function calendarOf(site: { settings: CalendarSettings }): BusinessCalendar {
  const { timeZone, hours, seasons, specialDays } = site.settings;
  return { timeZone: timeZone ?? SITE_TIME_ZONE, hours: hours ?? [], seasons: seasons ?? [], specialDays: specialDays ?? [] };
}

/** The zone a site's times are computed and shown in. */
export const zoneOf = (site: { settings: Partial<Pick<SiteSettings, "timeZone">> }): string => site.settings.timeZone ?? SITE_TIME_ZONE;
