import { dateTimeFormat } from "./intl";

export interface Publication {
  status: "draft" | "published";
  /** Whether saved changes wait that visitors do not see yet. */
  hasDraft: boolean;
  publishAt: Date | null;
}

/** "Tue 1 Dec, 9:00": a scheduled time as the editor reads it, in the site's zone. */
export function formatScheduled(at: Date, timeZone: string): string {
  const parts = dateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("weekday")} ${get("day")} ${get("month")}, ${Number(get("hour"))}:${get("minute")}`;
}

/** A datetime-local control's value ("2026-12-01T09:00") for an instant, in the site's zone: a schedule's time as its form shows it. */
export function scheduleInputValue(at: Date, timeZone: string): string {
  const parts = dateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/** What state a page (or an event, a news item...) is in, said plainly for its editor. */
export function publicationWords({ status, hasDraft, publishAt }: Publication, timeZone: string, noun = "page"): string {
  if (publishAt)
    return `Scheduled for ${formatScheduled(publishAt, timeZone)}${status === "published" ? "; visitors see the published version until then" : ""}`;
  if (status === "draft") return `Draft: visitors do not see this ${noun}`;
  return hasDraft ? "Published; draft changes not live yet" : "Published";
}
