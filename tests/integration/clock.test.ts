import { afterEach, describe, expect, it } from "vitest";
import { placesHeld } from "../helpers/visitors";
import { now, setClock } from "@/lib/clock";
import { addDays, dateIn, SITE_TIME_ZONE } from "@/lib/time";
import { firstDayWithPlaces, getBookables } from "@/modules/bookings/queries";
import { sessionsOn } from "@/modules/bookings/schedule";
import { saveBookable } from "@/modules/bookings/service";
import { checkout } from "@/modules/payments/service";
import { siteCalendar } from "@/modules/sites/queries";
import { createTestSite } from "../helpers/sites";

/**
 * The platform's clock (src/lib/clock.ts) decides what is offered, in the code and in the queries
 * alike: a test that sets it gets the same answer whatever day it runs on.
 */
describe("the clock a test sets", () => {
  afterEach(() => setClock(undefined));

  it("decides the first day a Saturday class can be booked, and when a checkout's hold on it lapses", async () => {
    const site = await createTestSite({ name: "Saturday Yoga" });
    await saveBookable(site.id, {
      key: "saturday-class",
      name: "Saturday class",
      description: "One class a week.",
      pricePerPersonCents: 1500,
      minParty: 1,
      maxParty: 2,
      capacity: 2,
      durationMinutes: 60,
      schedule: [{ days: ["sat"], times: ["10:00"] }],
      horizonDays: 30,
    });
    const [yoga] = await getBookables(site.id);
    const firstDay = () => {
      const today = dateIn(now(), SITE_TIME_ZONE);
      return firstDayWithPlaces(site.id, yoga!, today, addDays(today, 30));
    };

    // A Wednesday noon: that week's Saturday. The Saturday itself at noon, past its class: the next one.
    setClock("2030-01-09T17:00:00Z");
    expect(await firstDay()).toBe("2030-01-12");
    setClock("2030-01-12T17:00:00Z");
    expect(await firstDay()).toBe("2030-01-19");

    // Back to the Wednesday: a checkout holds both places of the 12th, so the 19th is first until its hold lapses.
    setClock("2030-01-09T17:00:00Z");
    const [startsAt] = sessionsOn(yoga!, "2030-01-12", await siteCalendar(site.id));
    await checkout(
      {
        siteId: site.id,
        purpose: "booking",
        payer: { email: "pat@example.org", name: "Pat Payer" },
        lines: [{ label: yoga!.name, quantity: 2, unitCents: yoga!.pricePerPersonCents }],
        details: { bookable: yoga!.name },
        successPath: "book",
        cancelPath: "book",
      },
      placesHeld(site.id, yoga!, startsAt!, 2),
    );
    expect(await firstDay()).toBe("2030-01-19");
    // An hour on, on the same clock, the hold has lapsed: the query compares with the platform's now, not the database's.
    setClock("2030-01-09T18:00:00Z");
    expect(await firstDay()).toBe("2030-01-12");
  });
});
