import { describe, expect, it } from "vitest";
import { blockPropSchemas, type BlockProps } from "@/blocks/schemas";
import { hoursOn } from "@/lib/calendar";
import { pickupSpans, pickupTimesOn } from "@/lib/pickup-times";
import { SITE_TIME_ZONE } from "@/lib/time";
import { bookableSchema } from "@/modules/bookings/schema";
import { calendarOf } from "@/modules/sites/calendar";
import { settingsSchema } from "@/modules/sites/schema";
import { gatherMenu } from "@/modules/menus/gather";
import { orderableItems, takeoutSections } from "@/modules/menus/schema";
import { DEMO_SITES } from "./showroom";

/**
 * The demo's orders and reservations agree with what its sites say: pickup
 * times on every open day, no later than the kitchen's last orders the hours
 * note gives, reservation times inside the opening hours with the whole
 * sitting before closing, and no "Reserve" or "Order" button that only dials.
 */

// A week of dates, Sunday to Saturday.
const WEEK = ["2026-12-06", "2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11", "2026-12-12"];
const DAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Props as the loader sees them once pictures are assets: the catalogue keys are left out here. */
const withoutPictures = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === "image" ? undefined : v)));

/** Each block of the type with the site's one menu, as the loader gathers it. */
const blocksOf = <T extends "orderOnline" | "reservation">(type: T) =>
  DEMO_SITES.flatMap((site) => {
    const { menu, pages } = gatherMenu(withoutPictures(site.pages) as typeof site.pages);
    return pages.flatMap((page) =>
      page.blocks.filter((b) => b.type === type).map((b) => ({ site, menu, page: page.path, props: blockPropSchemas[type].parse(b.props) as BlockProps<T> })),
    );
  });

const orders = blocksOf("orderOnline");
const reservations = blocksOf("reservation");

describe("the demo's online orders", () => {
  it("are on the restaurants, the café and the bakery", () => {
    expect(orders.map((o) => o.site.slug).sort()).toEqual(["copper-kettle", "daily-grind-coffee", "lakeview-grill", "rise-bakehouse"]);
  });

  it("offer pickup times on every day the business is open, never after the last orders its hours note gives", () => {
    for (const { site, props } of orders) {
      const hours = site.settings.hours ?? [];
      const calendar = calendarOf({ settings: settingsSchema.parse(site.settings) });
      for (const [i, date] of WEEK.entries()) {
        const open = hoursOn(calendar, date).spans.length > 0;
        const times = pickupTimesOn(
          pickupSpans(calendar, props.pickup.pickupHours, date),
          { lastOrderMinutes: props.pickup.lastOrderMinutes },
          date,
          SITE_TIME_ZONE,
        );
        expect(times.length > 0, `${site.slug} on ${DAY_KEYS[i]}`).toBe(open);
      }
      // Pickup hours of their own lie inside the opening hours.
      for (const rule of props.pickup.pickupHours ?? []) {
        for (const day of rule.days)
          expect(
            hours.some((h) => h.days.includes(day) && minutes(h.opens) <= minutes(rule.opens) && minutes(rule.closes) <= minutes(h.closes)),
            `${site.slug} pickup on ${day}`,
          ).toBe(true);
      }
      const stated = /(\d+) minutes before (?:close|closing|we do)/.exec(site.settings.hoursNote ?? "");
      if (stated) expect(props.pickup.lastOrderMinutes, site.slug).toBeGreaterThanOrEqual(Number(stated[1]));
    }
  });

  it("offer dishes of the site's one menu, with distinct keys and options a visitor can choose", () => {
    for (const { site, menu, props } of orders) {
      const items = orderableItems(takeoutSections(menu, props.sections));
      expect(items.length, site.slug).toBeGreaterThan(3);
      expect(new Set(items.map((i) => i.key)).size, site.slug).toBe(items.length);
      for (const item of items) for (const group of item.options) expect(group.choices.length, `${site.slug} ${item.key}`).toBeGreaterThan(0);
    }
  });
});

describe("the demo's table reservations", () => {
  it("are on the restaurants that take them and the bar (for groups)", () => {
    expect(reservations.map((r) => r.site.slug).sort()).toEqual(["copper-kettle", "corkscrew-wine-bar", "olive-and-ash"]);
  });

  it("offer only times when the doors are open, with the whole sitting before closing", () => {
    for (const { site, props } of reservations) {
      const bookable = bookableSchema.parse((site.bookables ?? []).find((b) => b.key === props.bookable));
      expect(bookable.kind, site.slug).toBe("table");
      for (const rule of bookable.schedule) {
        for (const day of rule.days) {
          const hours = (site.settings.hours ?? []).filter((h) => h.days.includes(day));
          for (const time of rule.times) {
            const fits = hours.some((h) => minutes(h.opens) <= minutes(time) && minutes(time) + bookable.durationMinutes <= minutes(h.closes));
            expect(fits, `${site.slug}: ${day} ${time}`).toBe(true);
          }
        }
      }
    }
  });
});

describe("buttons that say reserve or order", () => {
  it("lead to the real thing on the sites that take them online, not to a phone number", () => {
    const online = new Set([...orders, ...reservations].map((x) => x.site.slug));
    for (const site of DEMO_SITES.filter((s) => online.has(s.slug))) {
      const actions = [
        site.settings.headerAction,
        ...site.pages.flatMap((p) =>
          p.blocks.flatMap((b) =>
            "actions" in b.props
              ? (b.props.actions as Array<{ label: string; href: string }>)
              : "action" in b.props && b.props.action
                ? [b.props.action as { label: string; href: string }]
                : [],
          ),
        ),
      ];
      for (const action of actions.filter((a): a is { label: string; href: string } => !!a && /\b(reserve|order)\b/i.test(a.label))) {
        expect(action.href.startsWith("tel:"), `${site.slug}: "${action.label}"`).toBe(false);
      }
    }
  });
});
