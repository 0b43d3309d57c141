/**
 * CSV for the survey leads export, safe to open in a spreadsheet: every cell is quoted (commas,
 * quotes and line breaks stay inside it), and a cell that starts with = + - @ (or a tab or carriage
 * return) gets a leading ' so a spreadsheet shows it as text instead of running it as a formula
 * (OWASP "CSV injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell, quoted and neutralised.
 * @example csvCell('=HYPERLINK("x")') === `"'=HYPERLINK(""x"")"`
 * @example csvCell(null) === '""'
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A header row and data rows, CRLF-separated as RFC 4180 asks. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const line = (cells: readonly unknown[]) =>
    cells.map((c) => csvCell(c as string | number | boolean | null | undefined)).join(',');
  return [line(header), ...rows.map(line)].join('\r\n') + '\r\n';
}
