import { describe, expect, it } from "vitest";
import { dateIn, SITE_TIME_ZONE, wallClock, weekdayOf } from "@/lib/time";
import { customWineryRange } from "@/lib/trip";
import { eventDay, newsDaysAgo } from "./event-days";
import type { EventSeed, NewsSeed } from "./seed";
import { gatherMenu } from "@/modules/menus/gather";
import type { SiteSeed } from "./seed";
import { DEMO_SITES } from "./showroom";

const WEEKDAYS = { sunday: "sun", monday: "mon", tuesday: "tue", wednesday: "wed", thursday: "thu", friday: "fri", saturday: "sat" } as const;
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const SEASONS: Record<string, number[]> = { spring: [3, 4, 5], summer: [6, 7, 8], fall: [9, 10, 11], autumn: [9, 10, 11], winter: [12, 1, 2] };
/** Days that are a date: the event must be on it. */
const HOLIDAYS: Record<string, string> = { christmas: "12-25", halloween: "10-31", "new year's eve": "12-31", "independence day": "07-04" };

/** What an event's title and summary say about its date, in the words a visitor reads. */
/** Where a date disagrees with the months, seasons and holidays a text names. */
function calendarProblems(named: ReturnType<typeof namedParts>, date: string): string[] {
  const month = Number(date.slice(5, 7));
  return [
    named.months.length && !named.months.includes(month) && `names month ${named.months.join("/")}, is in ${month}`,
    named.seasons.length && !named.seasons.includes(month) && `names a season, is in month ${month}`,
    named.holidays.length && !named.holidays.includes(date.slice(5)) && `names ${named.holidays.join("/")}, is on ${date}`,
  ].filter((problem): problem is string => Boolean(problem));
}

function namedParts(text: string) {
  const lower = text.toLowerCase();
  const weekdays = Object.entries(WEEKDAYS)
    .filter(([name]) => new RegExp(`\\b${name}s?\\b`).test(lower))
    .map(([, key]) => key);
  if (/\bweekend\b/.test(lower)) weekdays.push("sat", "sun");
  // "May" is a month only before a number ("May 3"); "march" only capitalised.
  const months = MONTHS.map((m, i) => ({ m, n: i + 1 }))
    .filter(({ m }) => (m === "may" ? /\bMay \d/.test(text) : m === "march" ? /\bMarch\b/.test(text) : new RegExp(`\\b${m}\\b`).test(lower)))
    .map(({ n }) => n);
  const seasons = Object.entries(SEASONS)
    .filter(([name]) => new RegExp(`\\b${name}\\b`).test(lower))
    .flatMap(([, months]) => months);
  const holidays = Object.entries(HOLIDAYS)
    .filter(([name]) => lower.includes(name))
    .map(([, date]) => date);
  return { weekdays, months, seasons, holidays };
}

const everyEvent = DEMO_SITES.flatMap((site) =>
  [...(site.events ?? []), ...(site.organizations ?? []).flatMap((o) => o.events ?? [])].map((event) => ({ site: site.slug, event })),
);

/** The date an event gets when the demo is loaded at `now`, as the loader computes it. */
const dateOf = (now: Date, e: EventSeed) => dateIn(wallClock(now, eventDay(now, e), e.startTime), SITE_TIME_ZONE);

// Loaded on any day of a year: every fifth day from a fixed start covers every weekday and month.
const LOAD_DAYS = Array.from({ length: 74 }, (_, i) => new Date(Date.UTC(2026, 0, 3 + i * 5, 14)));

describe("the demo's events say what their dates are", () => {
  it("has events to check", () => expect(everyEvent.length).toBeGreaterThan(10));

  it("an event whose title or summary names a weekday, a weekend, a month, a season or a holiday falls on it, whatever day the demo is loaded", () => {
    const wrong: string[] = [];
    for (const { site, event } of everyEvent) {
      const named = namedParts(`${event.title}. ${event.summary}`);
      for (const now of LOAD_DAYS) {
        const date = dateOf(now, event);
        const problems = [
          named.weekdays.length && !named.weekdays.includes(weekdayOf(date)) && `named ${named.weekdays.join("/")}, falls on a ${weekdayOf(date)}`,
          ...calendarProblems(named, date),
        ].filter(Boolean);
        if (problems.length) {
          wrong.push(`${site}/${event.slug} loaded ${now.toISOString().slice(0, 10)}: ${problems.join("; ")}`);
          break;
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("upcoming events stay upcoming and past ones past", () => {
    for (const { event } of everyEvent) {
      for (const now of LOAD_DAYS.slice(0, 12)) {
        const days = eventDay(now, event);
        expect(Math.sign(days) || 1, event.slug).toBe(Math.sign(event.startsInDays) || 1);
      }
    }
  });

  it("no event is on Christmas Day unless it says so", () => {
    for (const { site, event } of everyEvent) {
      if (/christmas/i.test(`${event.title} ${event.summary}`)) continue;
      for (const now of LOAD_DAYS) expect(dateOf(now, event).slice(5), `${site}/${event.slug}`).not.toBe("12-25");
    }
  });
});

const everyNewsItem = DEMO_SITES.flatMap((site) =>
  [...(site.news ?? []), ...(site.organizations ?? []).flatMap((o) => o.news ?? [])].map((item) => ({ site: site.slug, item })),
);

/** The day a news item is published when the demo is loaded at `now`, as the loader computes it. */
const publishedOn = (now: Date, n: NewsSeed) => dateIn(wallClock(now, -newsDaysAgo(now, n), "10:00"), SITE_TIME_ZONE);

describe("the demo's news says when it was written", () => {
  it("has news to check", () => expect(everyNewsItem.length).toBeGreaterThan(10));

  // A notice's weekday is usually another day's ("Grievance Day is the fourth Tuesday"), so only months, seasons and holidays are held to it.
  it("a news item whose title or summary names a month, a season or a holiday is published in it, whatever day the demo is loaded ('Spring brush pickup' in November)", () => {
    const wrong: string[] = [];
    for (const { site, item } of everyNewsItem) {
      const named = namedParts(`${item.title}. ${item.summary}`);
      for (const now of LOAD_DAYS) {
        const problems = calendarProblems(named, publishedOn(now, item));
        if (problems.length) {
          wrong.push(`${site}/${item.slug} loaded ${now.toISOString().slice(0, 10)}: ${problems.join("; ")}`);
          break;
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a news item is published before the day the demo is loaded, and an anchored one on its anchor", () => {
    for (const { site, item } of everyNewsItem) {
      for (const now of LOAD_DAYS) {
        const days = newsDaysAgo(now, item);
        expect(days, `${site}/${item.slug}`).toBeGreaterThanOrEqual(item.publishedDaysAgo);
        if (item.on?.month) expect(Number(publishedOn(now, item).slice(5, 7)), `${site}/${item.slug}`).toBe(item.on.month);
        if (item.on?.weekday) expect(weekdayOf(publishedOn(now, item)), `${site}/${item.slug}`).toBe(item.on.weekday);
      }
    }
  });
});

describe("the demo's businesses", () => {
  // Pixelbarn's variants ("Pixelbarn Web Design (version 2)") are one business shown three ways, with one number.
  const business = (site: (typeof DEMO_SITES)[number]) => site.name.replace(/ \(version \d+\)$/, "");
  const numbers = new Map(DEMO_SITES.filter((site) => site.settings.contact?.phone).map((site) => [site.settings.contact!.phone!, business(site)]));

  it("each have a telephone number of their own, which no other business's page gives as its own", () => {
    const problems: string[] = [];
    for (const site of DEMO_SITES) {
      const own = site.settings.contact?.phone;
      if (own && numbers.get(own) !== business(site)) problems.push(`${site.slug} has ${numbers.get(own)}'s number ${own}`);
      const text = JSON.stringify(site);
      for (const [number, name] of numbers)
        if (name !== business(site) && text.includes(number)) problems.push(`${site.slug} shows ${name}'s number ${number}`);
    }
    expect(problems).toEqual([]);
  });
});

/** Every string in a value (a page's blocks, rich text and all), each line break a space: the words a visitor reads. */
const wordsIn = (value: unknown): string =>
  typeof value === "string"
    ? value.replace(/\s+/g, " ")
    : Array.isArray(value)
      ? value.map(wordsIn).join(" ")
      : value && typeof value === "object"
        ? Object.values(value).map(wordsIn).join(" ")
        : "";

describe("the demo's words about a rule come from the rule", () => {
  const tripSites = DEMO_SITES.flatMap((site) => site.pages.flatMap((page) => page.blocks.filter((b) => b.type === "tripBuilder").map(() => site))).filter(
    (site, i, all) => all.indexOf(site) === i,
  );

  it("every page of a site with a trip builder says the number of wineries the builder takes ('pick up to six' where it takes two to five)", () => {
    expect(tripSites.length).toBeGreaterThan(0);
    for (const site of tripSites) {
      const count = "(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten)";
      const said = [...wordsIn(site.pages).matchAll(new RegExp(`\\b(?:pick|choose)\\s+((?:up to\\s+)?${count}(?:\\s+to\\s+${count})?)\\s+wineries`, "gi"))].map(
        (m) => m[1]!.replace(/\s+/g, " ").toLowerCase(),
      );
      expect(said.length, site.slug).toBeGreaterThan(0);
      for (const range of said) expect(range, site.slug).toBe(customWineryRange());
    }
  });
});

describe("the demo's jobs", () => {
  it("are linked from the header's navigation of every site that has them, not only from a footer or a submenu", () => {
    const missing: string[] = [];
    for (const site of DEMO_SITES) {
      const listing = site.pages.find((page) => page.blocks.some((b) => b.type === "jobList"))?.path ?? (site.jobs?.length ? site.mounts?.jobs : undefined);
      if (listing === undefined) continue;
      const top = site.settings.navigation ?? [];
      if (!top.some((item) => item.href === listing || (/careers|jobs|work with us/i.test(item.label) && item.children?.some((c) => c.href === listing))))
        missing.push(`${site.slug}: ${listing}`);
    }
    expect(missing).toEqual([]);
  });
});

describe("the demo's seasons and prices come from its data", () => {
  // Each site's one menu as the loader gathers it; pictures left out, as their catalogue keys are not yet assets.
  const withoutPictures = (pages: SiteSeed["pages"]) =>
    JSON.parse(JSON.stringify(pages, (key, v: unknown) => (key === "image" ? undefined : v))) as SiteSeed["pages"];
  const menuItems = DEMO_SITES.flatMap((site) =>
    gatherMenu(withoutPictures(site.pages)).menu.sections.flatMap((section) => section.items.map((item) => ({ site: site.slug, item }))),
  );
  const monthRange = new RegExp(`\\b(${MONTHS.join("|")})\\b(?: only|\\s+(?:and|to|through)\\s+(?:${MONTHS.join("|")})\\b)`, "i");

  it("a seasonal dish's months are data ('Concord grape pie, September and October only' would show in December): its words never say them (a year-round dish may say when its corn is local)", () => {
    expect(menuItems.some(({ item }) => item.months)).toBe(true);
    const typed = menuItems
      .filter(({ item }) => item.labels.includes("seasonal") && monthRange.test(`${item.name}. ${item.description ?? ""}`))
      .map(({ site, item }) => `${site}: ${item.name}`);
    expect(typed).toEqual([]);
  });

  it("a sentence with a booking's price says the days it is charged on ('$36 on weekends' while Friday is charged $36)", () => {
    const money = (cents: number) => `$${cents / 100}`;
    const wrong: string[] = [];
    for (const site of DEMO_SITES) {
      const sentences = wordsIn(site.pages).split(/(?<=[.!?])\s+/);
      for (const bookable of site.bookables ?? []) {
        if (bookable.weekendPricePerPersonCents === undefined) continue;
        const figures = [bookable.pricePerPersonCents, bookable.weekendPricePerPersonCents].map(money);
        for (const sentence of sentences) {
          if (
            figures.some((f) => new RegExp(`\\${f}(?!\\d)`).test(sentence)) &&
            /\bweek(?:day|end)s?\b/i.test(sentence) &&
            !/Friday|Monday to Thursday/.test(sentence)
          )
            wrong.push(`${site.slug}: ${sentence}`);
        }
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });
});
