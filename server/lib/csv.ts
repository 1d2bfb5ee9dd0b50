/** What a CSV cell may hold. */
export type CsvCell = string | number | null | undefined;

/** Marks the file as UTF-8 for spreadsheet programs (Excel reads Arabic as mojibake without it). */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * One cell as RFC 4180 writes it: quoted when it holds a quote, a comma or a line break (quotes
 * doubled). A text starting with `=`, `+`, `-`, `@`, a tab or a carriage return is a formula to a
 * spreadsheet: it gets a leading apostrophe, so an ad's title cannot run as one (CSV injection).
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file: a byte order mark, then each row, lines ended by CRLF (RFC 4180). */
export function csvFile(rows: readonly (readonly CsvCell[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** A Content-Disposition that names an attachment (ASCII names only: ours are). */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
