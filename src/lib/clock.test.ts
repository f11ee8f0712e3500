import { afterEach, describe, expect, it } from "vitest";
import { now, nowMs, setClock } from "./clock";

describe("the platform's clock", () => {
  afterEach(() => setClock(undefined));

  it("is the system clock unless set", () => {
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(50);
  });

  it("reads the instant a test sets, and runs on from it", () => {
    setClock("2026-03-08T06:59:00Z");
    const first = now().getTime();
    expect(Math.abs(first - Date.parse("2026-03-08T06:59:00Z"))).toBeLessThan(50);
    expect(nowMs()).toBeGreaterThanOrEqual(first);
  });
});
