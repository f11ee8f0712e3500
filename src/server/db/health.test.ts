import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./health";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows a database that cannot be reached, however the error is wrapped", () => {
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("connection failure", "08006"))).toBe(true);
    // Drizzle's DrizzleQueryError carries the driver's error as its cause; a connection tried on two addresses fails with both.
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: withCode("read ECONNRESET", "ECONNRESET") }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "connect failed"))).toBe(true);
  });

  it("does not take a wrong query, a broken rule or anything else for an outage", () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint "sites_slug"', "23505"))).toBe(false);
    expect(isDatabaseUnavailable(withCode('relation "nope" does not exist', "42P01"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed query: select x", { cause: withCode("syntax error", "42601") }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
  });
});
