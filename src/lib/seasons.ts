/**
 * A dish served in some months only (1 to 12), in words made from the months
 * themselves, so a menu never says "September and October only" in December:
 * in season it says so, out of season it says when it is back.
 */
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const monthOf = (date: string) => Number(date.slice(5, 7));

/** "September", "September and October", "June to August" (a run of months, across the new year too). */
export function seasonWords(months: readonly number[]): string {
  const sorted = [...new Set(months)].sort((a, b) => a - b);
  if (!sorted.length) return "";
  // A run that crosses the new year (11, 12, 1, 2) starts after its gap.
  const gap = sorted.findIndex((m, i) => i > 0 && m !== sorted[i - 1]! + 1);
  const run = gap > 0 && sorted[0] === 1 && sorted.at(-1) === 12 ? [...sorted.slice(gap), ...sorted.slice(0, gap)] : sorted;
  const names = run.map((m) => MONTH_NAMES[m - 1]!);
  const contiguous = run.every((m, i) => i === 0 || m === (run[i - 1]! % 12) + 1);
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return contiguous ? `${names[0]} to ${names.at(-1)}` : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export const inSeason = (months: readonly number[], date: string) => months.includes(monthOf(date));

/** The first month of the season after `date`'s month: when the dish is back. */
export function nextSeasonMonth(months: readonly number[], date: string): number {
  const now = monthOf(date);
  for (let step = 1; step <= 12; step++) {
    const month = ((now - 1 + step) % 12) + 1;
    if (months.includes(month)) return month;
  }
  return now;
}

/** What a menu says beside a seasonal dish on `date`: "September and October only." or "Back in September." */
export function seasonNote(months: readonly number[], date: string): string {
  return inSeason(months, date) ? `${seasonWords(months)} only.` : `Back in ${MONTH_NAMES[nextSeasonMonth(months, date) - 1]}.`;
}
