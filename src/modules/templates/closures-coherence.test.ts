import { describe, expect, it } from "vitest";
import { datedClosures, holidaysOf } from "@/lib/holidays";
import { DEMO_SITES } from "./showroom";

/**
 * A demo site that says in words it closes on a holiday, or for a stretch of
 * months, holds that closure in its calendar, so its forms obey what its
 * pages say (docs/calendar.md).
 */
const HOLIDAY_WORDS: Array<[RegExp, string]> = [
  [/thanksgiving/i, "Thanksgiving Day"],
  [/christmas day|\bchristmas\b(?! eve)/i, "Christmas Day"],
  [/new year'?s day/i, "New Year's Day"],
  [/fourth of july|independence day|july 4/i, "Independence Day"],
  [/memorial day/i, "Memorial Day"],
  [/labor day/i, "Labor Day"],
];
const MONTHS = /\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/gi;
/** "Closed", "we close on", never "close at 5 pm", "closing" or "closings". */
const CLOSES = /\bclosed?\b(?! at\b| in\b| for the day\b| when\b| an hour\b| 30\b| early\b)/i;

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

describe("the demo's closures", () => {
  it("are in the calendar of every site whose words name them", () => {
    const wrong: string[] = [];
    for (const site of DEMO_SITES) {
      const sentences = strings({ settings: site.settings, pages: site.pages }).flatMap((s) => s.split(/(?<=[.!?])\s+/));
      const held = new Set(
        datedClosures(site.closures ?? [], "2026-12-06", 400).flatMap((d) =>
          holidaysOf(Number(d.from.slice(0, 4)))
            .filter((h) => h.date >= d.from && h.date <= (d.to ?? d.from))
            .map((h) => h.name),
        ),
      );
      for (const sentence of sentences.filter((s) => CLOSES.test(s))) {
        for (const [words, holiday] of HOLIDAY_WORDS)
          if (words.test(sentence) && !held.has(holiday)) wrong.push(`${site.slug}: "${sentence}" names ${holiday}, which its calendar does not close`);
        if (/federal holidays/i.test(sentence))
          for (const h of holidaysOf(2027).filter((x) => x.federal))
            if (!held.has(h.name)) wrong.push(`${site.slug}: "${sentence}", but ${h.name} is not closed`);
        if ((sentence.match(MONTHS) ?? []).length >= 2 && !(site.settings.seasons ?? []).length)
          wrong.push(`${site.slug}: "${sentence}" names a season its calendar does not hold`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
