import { parse } from "csv-parse/sync";
import { parseDollars } from "@/modules/payments/fees";

/**
 * A biller's file of amounts due, as its billing system exports it: a CSV
 * with a header row naming the columns (account or number, name, amount, and
 * optionally due). Read whole or not at all: every problem is named by its
 * line, so the clerk fixes the file and loads it again.
 */
export interface LoadedBalance {
  reference: string;
  holder: string;
  dueCents: number;
  /** YYYY-MM-DD, or null when the file gives no due date. */
  dueOn: string | null;
}

/** What a bill's numbers look like: the billPayment block's own definition of it. */
export interface ReferenceRule {
  referenceLabel: string;
  referencePattern?: string;
}

export const MAX_BALANCE_ROWS = 20_000;
const MAX_PROBLEMS = 20;

const COLUMNS = {
  reference: ["account", "account number", "reference", "number", "ticket", "ticket number", "application", "application number", "tax map number"],
  holder: ["name", "holder", "account holder", "owner"],
  due: ["amount", "amount due", "balance", "due amount"],
  dueOn: ["due", "due date", "due on"],
} as const;

type Column = keyof typeof COLUMNS;

/** Accents, punctuation and case set aside: "O'Brien-Díaz" and "obrien diaz" are the same words. */
export function nameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The payer's name matches the bill's when every word they typed is one of its words ("Osei" or "Margaret Osei" for "Margaret A. Osei"). */
export function sameHolder(typed: string, holder: string): boolean {
  const words = nameWords(typed);
  const held = new Set(nameWords(holder));
  return words.length > 0 && words.every((word) => held.has(word));
}

export function normalizeReference(reference: string): string {
  return reference.trim().toUpperCase();
}

export function readBalanceFile(text: string, rule: ReferenceRule): { rows: LoadedBalance[]; problems: string[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { rows: [], problems: [`The file is not a CSV file${line ? ` (line ${line})` : ""}: save it from your spreadsheet as "CSV (comma delimited)".`] };
  }
  const [head, ...body] = records;
  if (!head) return { rows: [], problems: ["The file is empty."] };
  const at = columnsOf(head);
  const missing = (["reference", "holder", "due"] as const).filter((c) => at[c] === undefined);
  if (missing.length) {
    const names = { reference: `"account" (or "number")`, holder: `"name"`, due: `"amount"` };
    return {
      rows: [],
      problems: [`The first line must name the columns; ${missing.map((c) => names[c]).join(" and ")} ${missing.length > 1 ? "are" : "is"} missing.`],
    };
  }
  if (body.length > MAX_BALANCE_ROWS) return { rows: [], problems: [`The file has ${body.length} bills; one file holds at most ${MAX_BALANCE_ROWS}.`] };

  const pattern = rule.referencePattern ? new RegExp(`^(?:${rule.referencePattern})$`, "i") : null;
  const rows: LoadedBalance[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  body.forEach((record, index) => {
    const line = index + 2;
    const cell = (column: Column) => (at[column] === undefined ? "" : (record[at[column]] ?? "").trim());
    const reference = normalizeReference(cell("reference"));
    const holder = cell("holder");
    const dueCents = parseDollars(cell("due"));
    const dueOn = cell("dueOn") || null;
    const problem = !reference
      ? `the ${rule.referenceLabel.toLowerCase()} is empty`
      : pattern && !pattern.test(reference)
        ? `the ${rule.referenceLabel.toLowerCase()} "${reference}" does not have this bill's format`
        : seen.has(reference)
          ? `${reference} is also on line ${seen.get(reference)}`
          : !holder
            ? "the name is empty"
            : dueCents === null || dueCents === 0
              ? `the amount "${cell("due")}" is not a sum of money above zero`
              : dueOn && !isCalendarDate(dueOn)
                ? `the due date "${dueOn}" is not a date written as 2026-12-31`
                : null;
    if (problem) {
      if (problems.length < MAX_PROBLEMS) problems.push(`Line ${line}: ${problem}.`);
      return;
    }
    seen.set(reference, line);
    rows.push({ reference, holder: holder.slice(0, 200), dueCents: dueCents!, dueOn });
  });
  if (!rows.length && !problems.length) problems.push("The file has a header line but no bills.");
  return { rows: problems.length ? [] : rows, problems };
}

function columnsOf(head: string[]): Partial<Record<Column, number>> {
  const at: Partial<Record<Column, number>> = {};
  head.forEach((name, index) => {
    const wanted = name.toLowerCase().replace(/\s+/g, " ").trim();
    for (const column of Object.keys(COLUMNS) as Column[]) {
      if (at[column] === undefined && (COLUMNS[column] as readonly string[]).includes(wanted)) at[column] = index;
    }
  });
  return at;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
