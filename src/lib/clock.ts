/**
 * The platform's "now". Everything that asks what time it is (what a form offers, what is
 * upcoming, when a hold lapses, when mail is due) asks here, so a test can set the time instead of
 * depending on the day it runs.
 *
 * In production it is the system clock. `MAINSTREET_NOW` (an ISO instant, tests and demos only)
 * starts the process's clock at that instant, from where it runs on in real time: every copy of
 * this module in the process (the server's and Next's bundle's) reads the same variable and the
 * same process start, so they agree. Inside a test process, `setClock` moves it directly.
 */
let shiftMs: number | undefined;

function shift(): number {
  if (shiftMs === undefined) {
    const start = typeof process === "undefined" ? undefined : process.env.MAINSTREET_NOW;
    const at = start ? Date.parse(start) : Number.NaN;
    if (start && Number.isNaN(at)) throw new Error(`MAINSTREET_NOW is not an instant: "${start}"`);
    shiftMs = Number.isNaN(at) ? 0 : at - performance.timeOrigin;
  }
  return shiftMs;
}

/** Milliseconds since the epoch, on the platform's clock. */
export function nowMs(): number {
  return Date.now() + shift();
}

/** The platform's current instant. */
export function now(): Date {
  return new Date(nowMs());
}

/** Tests only: the clock reads `instant` now and runs on from there (undefined: the system clock again). */
export function setClock(instant: Date | string | undefined): void {
  shiftMs = instant === undefined ? 0 : new Date(instant).getTime() - Date.now();
}
