/**
 * Reading a picked CSV file in the browser (IMPORT.md "Flow" 1): the checks the server would make first (size, UTF-8,
 * empty, header only, row count), then papaparse for the header and the first rows. Only the Import screen loads
 * this module, so papaparse stays out of every other chunk.
 */
import Papa from 'papaparse';
import { delimiterOf, IMPORT_LIMITS } from '../../../../shared/import/fields.ts';
import { IMPORT_MESSAGES as M } from '../../../../shared/import/messages.ts';

/** Data rows shown under the headers. */
export const PREVIEW_ROWS = 5;

export interface CsvPreview {
  /** The header row, each cell trimmed (the server trims them too, and the mapping is keyed by them). */
  headers: string[];
  /** The first data rows, as many cells as the header (a short row padded with ''). */
  rows: string[][];
  /** Data rows in the file (rows whose every cell is empty not counted). */
  rowCount: number;
  delimiter: ',' | ';';
}

export type PreviewResult = { ok: true; preview: CsvPreview } | { ok: false; message: string };

/** The CSV text (a BOM taken off) as header, first rows and count; a file the import would refuse answers why. */
export function previewCsvText(text: string): PreviewResult {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { ok: false, message: M.empty };
  const delimiter = delimiterOf(body.split(/\r?\n|\r/, 1)[0]);
  let headers: string[] | null = null;
  const rows: string[][] = [];
  let rowCount = 0;
  let problem: string | null = null;
  Papa.parse<string[]>(body, {
    header: false,
    delimiter,
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      const quoteError = result.errors.find((e) => e.type === 'Quotes');
      if (quoteError) {
        problem = `${M.notCsv}: ${quoteError.message}`;
        parser.abort();
        return;
      }
      const cells = result.data;
      if (!headers) {
        headers = cells.map((h) => h.trim());
        return;
      }
      rowCount++;
      if (rowCount > IMPORT_LIMITS.maxRows) {
        problem = M.tooManyRows;
        parser.abort();
        return;
      }
      if (rows.length < PREVIEW_ROWS) rows.push(headers.map((_h, i) => cells[i] ?? ''));
    },
  });
  if (problem) return { ok: false, message: problem };
  if (!headers) return { ok: false, message: M.empty };
  const named = headers as string[];
  const twice = named.find((h, i) => named.indexOf(h) !== i);
  if (twice !== undefined) return { ok: false, message: `Two columns are named "${twice}": rename one` };
  if (rowCount === 0) return { ok: false, message: M.headerOnly };
  return { ok: true, preview: { headers: named, rows, rowCount, delimiter } };
}

/** A picked file: a .csv name, at most 10 MB, not empty, UTF-8 (checked strictly, as the server does). */
export async function previewCsvFile(file: File): Promise<PreviewResult> {
  if (!/\.csv$/i.test(file.name)) return { ok: false, message: M.fileName };
  if (file.size > IMPORT_LIMITS.maxBytes) return { ok: false, message: M.fileTooLarge };
  if (file.size === 0) return { ok: false, message: M.empty };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return { ok: false, message: M.notUtf8 };
  }
  return previewCsvText(text);
}

/** 2048 → "2 KB"; 3_500_000 → "3.3 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
