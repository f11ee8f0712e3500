import { describe, expect, it } from "vitest";
import { deliveryDateProblem, deliveryInstant } from "./delivery";

const zone = "America/New_York";
// 11 pm in New York on March 13, 2027: already the 14th in UTC.
const at = new Date("2027-03-14T04:00:00Z");

describe("a gift card's delivery day", () => {
  it("takes today or a day up to a year ahead in the site's zone", () => {
    expect(deliveryDateProblem("2027-03-13", zone, at)).toBeNull();
    expect(deliveryDateProblem("2028-03-12", zone, at)).toBeNull();
    expect(deliveryDateProblem("2027-03-12", zone, at)).toMatch(/has passed/);
    expect(deliveryDateProblem("2028-03-13", zone, at)).toMatch(/up to a year/);
    expect(deliveryDateProblem("2027-02-30", zone, at)).toMatch(/day of the calendar/);
    expect(deliveryDateProblem("14/03/2027", zone, at)).toMatch(/day of the calendar/);
  });

  it("sends at 8 am on the day in the site's zone, across the change to summer time, or now when that has passed", () => {
    // March 14, 2027 is the day New York moves its clocks forward: 8 am is then 12:00 UTC.
    expect(deliveryInstant("2027-03-14", zone, at)).toEqual(new Date("2027-03-14T12:00:00Z"));
    expect(deliveryInstant("2027-03-13", zone, at)).toBeUndefined();
    expect(deliveryInstant(undefined, zone, at)).toBeUndefined();
  });
});
