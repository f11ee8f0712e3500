import { sql } from "drizzle-orm";
import { now } from "@/lib/clock";

/**
 * The platform's "now" (src/lib/clock.ts) as a query parameter. A query whose answer depends on the
 * time (a hold still running, a post already out, a session still to come) compares with this, not
 * with the database's now(), so it agrees with the rest of the code when a test sets the clock.
 * Columns that only record when a row was written (updated_at, sent_at) keep now(): wall time.
 */
export function sqlNow(at: Date = now()) {
  return sql`${at.toISOString()}::timestamptz`;
}
