import { databaseOutage } from "./db/health";
import { logger } from "./log";

/** Each background task this process runs, with how its last run went: the operator's health view. */
export interface BackgroundTask {
  what: string;
  intervalMs: number;
  lastRunAt: Date | null;
  lastError: string | null;
}
const tasks = new Map<string, BackgroundTask>();

export function backgroundTasks(): BackgroundTask[] {
  return [...tasks.values()].map((t) => ({ ...t }));
}

/**
 * Runs a task in the background every interval, without keeping the process
 * alive; a failure is logged and the next run tries again. Returns the stop.
 * Every instance runs its own: the tasks are written to be safe to run twice.
 */
export function every(intervalMs: number, what: string, task: () => Promise<unknown>): () => void {
  const state: BackgroundTask = { what, intervalMs, lastRunAt: null, lastError: null };
  tasks.set(what, state);
  const timer = setInterval(() => {
    if (databaseOutage()) return; // it would only fail; the next run after the outage catches up
    task().then(
      () => Object.assign(state, { lastRunAt: new Date(), lastError: null }),
      (error: unknown) => {
        Object.assign(state, { lastRunAt: new Date(), lastError: error instanceof Error ? error.message : String(error) });
        logger.error({ err: error }, `could not ${what}`);
      },
    );
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    tasks.delete(what);
  };
}
