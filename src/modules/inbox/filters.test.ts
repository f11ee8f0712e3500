import { describe, expect, it } from "vitest";
import { bookingFilter, containing, hrefWith, isUuid, messageFilter, paymentFilter } from "./filters";

describe("inbox filters", () => {
  it("reads what makes sense and drops the rest", () => {
    expect(messageFilter.parse({})).toEqual({ status: "open", form: undefined, q: undefined, page: 1 });
    expect(messageFilter.parse({ status: "spam", form: "contact", q: "  rye ", page: "3" })).toEqual({ status: "spam", form: "contact", q: "rye", page: 3 });
    expect(messageFilter.parse({ status: "drop table", form: "../x", q: "", page: "-1" })).toEqual({ status: "open", form: undefined, q: undefined, page: 1 });
    expect(paymentFilter.parse({ status: ["paid", "failed"], purpose: "donation" })).toMatchObject({ status: "paid", purpose: "donation" });
    expect(paymentFilter.parse({ purpose: "bribe" }).purpose).toBeUndefined();
    expect(bookingFilter.parse({ from: "2026-02-30x", to: "2026-03-01" })).toMatchObject({ from: undefined, to: "2026-03-01" });
  });

  it("builds links without the empty parameters", () => {
    expect(hrefWith("/a", { status: "new", q: undefined, page: 2 })).toBe("/a?status=new&page=2");
    expect(hrefWith("/a", { q: "" })).toBe("/a");
    expect(hrefWith("/a", { q: "a&b" })).toBe("/a?q=a%26b");
  });

  it("takes a search's % and _ literally", () => {
    expect(containing("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("knows a uuid from anything else", () => {
    expect(isUuid("4a3c1a0e-2b1f-4c6e-9d7a-0123456789ab")).toBe(true);
    for (const bad of ["------------------------------------", "x", "4a3c1a0e-2b1f-4c6e-9d7a-0123456789abc", 42, undefined]) expect(isUuid(bad)).toBe(false);
  });
});
