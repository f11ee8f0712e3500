import { processSingleton } from "@/server/global";

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

const state = processSingleton("db-health", () => ({ outage: null as DatabaseOutage | null, recoveries: 0, lastRecoveryMs: null as number | null }));

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
