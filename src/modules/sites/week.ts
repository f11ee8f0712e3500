import { z } from "zod";
import { AppError } from "@/lib/errors";
import { DAYS, type Day, type SiteSettings } from "./schema";

/**
 * The week grid's data: for each day up to two spans, each an opening and a
 * closing time, as the hours page and the create-site form post it
 * ("mon.0.opens"), and the rows the settings keep.
 */

export const DAY_LABELS = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" } as const;

/** Spans a day the grid offers. */
export const SPANS_A_DAY = 2;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time such as 09:00");
const optionalTime = z.union([z.literal(""), time]);

/** A week as the grid posts it: for each day up to two spans; a day with none is closed. */
export const weekGridSchema = z.partialRecord(z.enum(DAYS), z.array(z.object({ opens: optionalTime, closes: optionalTime })).max(SPANS_A_DAY));
export type WeekGrid = z.input<typeof weekGridSchema>;

/** A field's name in the grid ("mon.0.opens", or "season.mon.0.opens" under a prefix). */
export const weekFieldName = (prefix: string, day: Day, span: number, end: "opens" | "closes") => `${prefix}${day}.${span}.${end}`;

/** The grid's fields in a posted form. */
export function gridFromForm(form: FormData, prefix = ""): WeekGrid {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  return Object.fromEntries(
    DAYS.map((day) => [
      day,
      Array.from({ length: SPANS_A_DAY }, (_, i) => ({
        opens: text(weekFieldName(prefix, day, i, "opens")),
        closes: text(weekFieldName(prefix, day, i, "closes")),
      })),
    ]),
  ) as WeekGrid;
}

/** The grid as the settings keep it: days that share the same spans on one row. */
export function weekFromGrid(grid: WeekGrid): SiteSettings["hours"] {
  const parsed = weekGridSchema.parse(grid);
  const rows = new Map<string, { days: Day[]; opens: string; closes: string }>();
  for (const day of DAYS) {
    for (const [i, span] of (parsed[day] ?? []).entries()) {
      if (!span.opens && !span.closes) continue;
      if (!span.opens || !span.closes)
        throw new AppError("bad_input", "Give both the opening and the closing time, or neither for a closed day.", { field: `${day}.${i}` });
      if (span.opens === span.closes) throw new AppError("bad_input", "Opening and closing times are the same.", { field: `${day}.${i}` });
      const key = `${span.opens}-${span.closes}`;
      const row = rows.get(key) ?? { days: [], opens: span.opens, closes: span.closes };
      row.days.push(day);
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}

/** The settings' rows as the grid's field values, by field name. */
export function gridValues(hours: SiteSettings["hours"], prefix = ""): Record<string, string> {
  const values: Record<string, string> = {};
  for (const day of DAYS) {
    hours
      .filter((h) => h.days.includes(day))
      .slice(0, SPANS_A_DAY)
      .forEach((span, i) => {
        values[weekFieldName(prefix, day, i, "opens")] = span.opens;
        values[weekFieldName(prefix, day, i, "closes")] = span.closes;
      });
  }
  return values;
}
