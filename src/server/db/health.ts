/**
 * Whether the database answers, as the watchdog (./watchdog.ts) last found.
 * Shared by the custom server (which answers 503 or serves stale pages while
 * it is away) and the app's /api/health, which says why.
 */
export interface DatabaseOutage {
  reason: string;
  since: Date;
  /** Restarts of the embedded server tried during this outage. */
  restarts: number;
}

const state = {
  outage: null as DatabaseOutage | null,
  recoveries: 0,
  lastRecoveryMs: null as number | null,
  /** The watchdog's probe, run now: resolves true when the database answers (see ./watchdog.ts). */
  checkNow: null as (() => Promise<boolean>) | null,
};

export function databaseOutage(): DatabaseOutage | null {
  return state.outage;
}

export function markDatabaseDown(reason: string): void {
  if (state.outage) state.outage.reason = reason;
  else state.outage = { reason, since: new Date(), restarts: 0 };
}

export function countRestart(): void {
  if (state.outage) state.outage.restarts++;
}

/** Returns how long the outage lasted, in milliseconds (null when there was none). */
export function markDatabaseUp(): number | null {
  const outage = state.outage;
  if (!outage) return null;
  state.outage = null;
  state.recoveries++;
  state.lastRecoveryMs = Date.now() - outage.since.getTime();
  return state.lastRecoveryMs;
}

export function databaseRecoveries(): { count: number; lastMs: number | null } {
  return { count: state.recoveries, lastMs: state.lastRecoveryMs };
}

/** The watchdog offers its probe here, for a request that saw the database fail before the watchdog's next round. */
export function offerDatabaseCheck(check: (() => Promise<boolean>) | null): void {
  state.checkNow = check;
}

/**
 * Asks the watchdog to probe the database now rather than at its next round
 * (which marks the outage at once when it does not answer). Resolves true
 * when it answers, or when nothing watches it (there is then nothing to ask).
 */
export function checkDatabaseNow(): Promise<boolean> {
  return state.checkNow ? state.checkNow() : Promise.resolve(true);
}

/** Connection errors: the server, or the way to it, is gone (SQLSTATE class 08, and 57P01-57P03: shut down, crashed, starting up). */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
]);
/** What node-postgres throws itself when a connection ends or cannot be had. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|is not queryable|Client was closed|Cannot use a pool after calling end/i;

/**
 * Whether an error says the database cannot be reached (rather than that a
 * query was wrong): its own code or message, or those of an error it wraps
 * (Drizzle's DrizzleQueryError has the driver's as its cause; a connection
 * tried on several addresses fails with an AggregateError of each).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
  if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
