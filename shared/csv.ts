/**
 * CSV records as the product writes them (RFC 4180): every field quoted (a quote inside doubled), records ended by
 * CRLF; text a spreadsheet would run as a formula kept text with a leading apostrophe (OWASP "CSV injection").
 * The SPA's exports (web/src/lib/csv.ts) and the import templates use it.
 */
export type CsvValue = string | number | null | undefined;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One record, CRLF included. */
export const csvRecord = (values: readonly CsvValue[]) => `${values.map(csvField).join(',')}\r\n`;
