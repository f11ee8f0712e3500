/**
 * How many requests this process has taken since it started (counted by
 * drain.ts's trackRequests): background work that yields to visitors (the
 * newsletter lane, mail/worker.ts) compares it before and after a pause.
 */
const counter = { taken: 0 };

export function countRequest(): void {
  counter.taken++;
}

export function requestsTaken(): number {
  return counter.taken;
}
