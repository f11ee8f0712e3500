/**
 * CSV as spreadsheets read it: RFC 4180 quoting, CRLF between rows, and a
 * UTF-8 byte order mark so Excel reads accents right. Exports hold what
 * visitors typed, so a cell a spreadsheet would run as a formula (starting
 * with = + - @, a tab or CR) gets a leading single quote and stays text.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(head: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return `\uFEFF${[head, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
