import { processSingleton } from "./global";

/**
 * What the start-up checks found wrong (edge/next-adapter.ts: Next's
 * internals the platform reads), kept for the operator's health view
 * (/api/health's details, the console). Shared per process: the checks run
 * in the custom server, the health view inside Next's bundle.
 */
const found = processSingleton("start-up-problems", () => ({ checked: [] as string[], problems: [] as Array<{ name: string; problem: string }> }));

export interface StartUpProblem {
  /** What was checked, as its list names it ("the site page's stylesheets"). */
  name: string;
  /** What is wrong, in a sentence. */
  problem: string;
}

/** Replaces what a start-up check reported: the names it checked and the problems among them. */
export function reportStartUpChecks(checked: readonly string[], problems: readonly StartUpProblem[]): void {
  found.checked = [...checked];
  found.problems = [...problems];
}

export function startUpChecks(): { checked: string[]; problems: StartUpProblem[] } {
  return { checked: [...found.checked], problems: [...found.problems] };
}
