/**
 * Counts from a spreadsheet on the count sheet (WAREHOUSE.md "Stock counts"): a CSV with the columns `SKU` and
 * `counted` is read in the browser (papaparse, loaded only once a file is picked) and sent as rows to POST
 * counts/record-rows, which checks each row and names a bad one (`Row N: …`). What papaparse made of the file becomes
 * the call's rows here, as a pure function tested in node (tests/unit/web-count-file.test.ts): the header is checked
 * before any request, each row keeps its spreadsheet row number (the header is row 1), blank rows are left out.
 */
import { delimiterOf } from '../../../../shared/import/fields.ts';
import { MAX_COUNT_LINES } from '../../../../shared/inventory/counts.ts';
import * as M from '../../../../shared/inventory/messages.ts';

/** A counts file is a line per item: far less than this. */
export const MAX_COUNT_FILE_BYTES = 1_000_000;

/** A row of the record-rows call: its row in the spreadsheet, the SKU and the count as the file has them (trimmed). */
export interface CountFileRow {
  line: number;
  sku: string;
  counted: string;
}

export type CountFileRead = { ok: true; rows: CountFileRow[] } | { ok: false; message: string };

/** The part of a papaparse error read here: a quote problem makes the file unreadable (`row` is its index in data). */
export interface CsvProblem {
  type: string;
  message: string;
  row?: number;
}

export const withoutBom = (text: string): string => text.replace(/^\uFEFF/, '');

/** Comma or semicolon, as the import screen tells them (shared/import/fields.delimiterOf over the first line). */
export const countFileDelimiter = (text: string): ',' | ';' => delimiterOf(withoutBom(text).split(/\r\n|\n|\r/, 1)[0] ?? '');

/**
 * papaparse's rows (`header: false`, blank lines kept so that indexes are row numbers) as the record-rows call's
 * rows: the header must name SKU and counted (any case, any order, other columns ignored); the file must have a
 * count and at most MAX_COUNT_LINES of them. Each row's counted stays as text: the server says which row is not a
 * whole number ≥ 0, and which SKU is unknown, not in the count or repeated.
 */
export function countFileRows(data: readonly (readonly string[])[], problems: readonly CsvProblem[] = []): CountFileRead {
  const quotes = problems.find((p) => p.type === 'Quotes');
  if (quotes) return { ok: false, message: M.countFileNotCsv((quotes.row ?? 0) + 1, quotes.message) };
  const [header = [], ...body] = data;
  const names = header.map((cell, i) => (i === 0 ? withoutBom(cell) : cell).trim().toLowerCase());
  const skuAt = names.indexOf('sku');
  const countedAt = names.indexOf('counted');
  if (skuAt < 0 || countedAt < 0) return { ok: false, message: M.countFileHeader };
  const rows: CountFileRow[] = [];
  body.forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    rows.push({ line: i + 2, sku: (cells[skuAt] ?? '').trim(), counted: (cells[countedAt] ?? '').trim() });
  });
  if (rows.length === 0) return { ok: false, message: M.countRowsRequired };
  if (rows.length > MAX_COUNT_LINES) return { ok: false, message: M.countRowsTooMany(MAX_COUNT_LINES) };
  return { ok: true, rows };
}
