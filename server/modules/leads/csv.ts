/** A byte order mark: spreadsheets then read the file as UTF-8 (Arabic included). */
const BOM = '\ufeff';

/**
 * A cell starting like a formula is run by spreadsheets (CSV injection): text written by people is
 * prefixed with an apostrophe, which spreadsheets show as text.
 */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** RFC 4180: every cell quoted, quotes doubled, lines ended by CRLF. */
const cell = (value: string | number | null) =>
  `"${(value === null ? '' : typeof value === 'number' ? String(value) : inert(value)).replaceAll('"', '""')}"`;

/** A CSV file's text: the header row, then a line per row. */
export function csvText(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
