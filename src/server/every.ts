import "server-only";
import { databaseOutage } from "./db/health";
import { logger } from "./log";

/**
 * Runs a task in the background every interval, without keeping the process
 * alive; a failure is logged and the next run tries again. Returns the stop.
 * Every instance runs its own: the tasks are written to be safe to run twice.
 */
export function every(intervalMs: number, what: string, task: () => Promise<unknown>): () => void {
  const timer = setInterval(() => {
    if (databaseOutage()) return; // it would only fail; the next run after the outage catches up
    task().catch((error: unknown) => logger.error({ err: error }, `could not ${what}`));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
