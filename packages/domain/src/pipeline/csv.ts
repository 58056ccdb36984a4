// CSV of RFC 4180 (CRLF rows, fields quoted when they hold a quote, comma or line break, quotes
// doubled), safe to open in a spreadsheet: a cell that starts with = + - @ (or a tab or carriage
// return, which some spreadsheets skip before reading a formula) is prefixed with a single quote
// so it is read as text, never as a formula (OWASP "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
