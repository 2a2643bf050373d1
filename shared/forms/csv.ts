/** The byte order mark that makes spreadsheet programs read a CSV file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * One cell as CSV: a text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or
 * a carriage return, after any spaces) gets a leading apostrophe, and so does each part after a
 * semicolon, because a spreadsheet whose list separator is ';' (Spanish, German, French…) splits
 * the line there and would run `x;=HYPERLINK(…)` as a formula; a cell with a comma, quote or line
 * break is quoted.
 */
export function csvCell(value: string | number | boolean | null | undefined | readonly string[]): string {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  const safe = text
    .split(';')
    .map((part) => (/^ *[=+\-@\t\r]/.test(part) ? `'${part}` : part))
    .join(';');
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole CSV file: a byte order mark, then one line per row, cells as `csvCell` writes them, CRLF line ends. */
export function toCsv(rows: readonly (readonly Parameters<typeof csvCell>[0][])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
