/**
 * Counts from a spreadsheet (WAREHOUSE.md "Stock counts"): `POST counts/record-csv { countId, csv }` with the header
 * `SKU,counted` (comma or semicolon). Every row is checked before anything is written (an unknown SKU, an item not in
 * the count, a count that is not a whole number ≥ 0, a repeated SKU: 400 naming the row, as a spreadsheet numbers it),
 * then the rows go through the record call's own path, in transactions of MAX_RECORD_LINES lines. Recording is
 * idempotent (a line's last count wins), so a file cut short by a concurrent completion is simply sent again.
 */
import { parse } from 'csv-parse/sync';
import { parseCountId } from '../../../shared/inventory/count-rules.ts';
import {
  MAX_COUNT_LINES,
  MAX_COUNTED,
  MAX_RECORD_LINES,
  type CountRecorded,
  type RecordCountCsvInput,
} from '../../../shared/inventory/counts.ts';
import * as M from '../../../shared/inventory/messages.ts';
import type { AuditContext } from '../../lib/audit.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { getStockCount, listAllStockCountLines } from '../data/counts.ts';
import * as imsKeys from '../keys.ts';
import { normalizeCode } from '../records.ts';
import { recordCountedLines, type CountedLine } from './counts.ts';

/** The file's rows as cells (a BOM and the delimiter of its header line handled); a file csv-parse refuses is a 400. */
function rowsOf(csv: string): string[][] {
  const text = csv.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  try {
    return parse(text, { delimiter, relax_column_count: true, trim: true, skip_empty_lines: false }) as string[][];
  } catch {
    throw badRequest(M.countCsvHeader);
  }
}

export async function recordCountCsv(audit: AuditContext, input: RecordCountCsvInput, now = new Date()): Promise<CountRecorded> {
  const { companyId } = audit;
  const countSeq = parseCountId(input.countId);
  if (countSeq === null) throw notFound(M.countNotFound);
  const count = await getStockCount(companyId, countSeq, { consistent: true });
  if (!count) throw notFound(M.countNotFound);
  if (count.status !== 'Open') throw conflict(M.countIs(count.status));
  if (count.completing) throw conflict(M.countCompleting);

  const [header, ...rows] = rowsOf(input.csv);
  if (!header || header.length < 2 || header[0].toLowerCase() !== 'sku' || header[1].toLowerCase() !== 'counted') {
    throw badRequest(M.countCsvHeader);
  }
  const filled = rows.map((cells, i) => ({ row: i + 2, cells })).filter((r) => r.cells.some((c) => c !== ''));
  if (filled.length === 0) throw badRequest(M.countLinesRequired);
  if (filled.length > MAX_COUNT_LINES) throw badRequest(M.countTooManyLines(MAX_COUNT_LINES));

  const bySku = new Map((await listAllStockCountLines(companyId, countSeq)).map((l) => [normalizeCode(l.sku), l]));
  const seen = new Set<string>();
  const lines: CountedLine[] = [];
  for (const { row, cells } of filled) {
    const sku = cells[0] ?? '';
    const line = bySku.get(normalizeCode(sku));
    if (!line) {
      // an item of the company that this count does not cover, or no item at all: the claim says which
      const claim = sku ? await getItem(imsKeys.skuClaim(companyId, normalizeCode(sku))) : null;
      throw badRequest(M.countCsvRow(row, claim ? M.itemNotInCount(sku) : M.countCsvUnknownSku(sku)));
    }
    const text = cells[1] ?? '';
    const counted = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
    if (!(counted >= 0 && counted <= MAX_COUNTED)) throw badRequest(M.countCsvRow(row, M.countedInvalid));
    if (seen.has(line.itemId)) throw badRequest(M.countCsvRow(row, M.countDuplicateLines));
    seen.add(line.itemId);
    lines.push({ itemId: line.itemId, counted, name: `Row ${row}: ${line.sku}` });
  }

  let answer: CountRecorded | null = null;
  for (let i = 0; i < lines.length; i += MAX_RECORD_LINES) {
    answer = await recordCountedLines(audit, countSeq, lines.slice(i, i + MAX_RECORD_LINES), now);
  }
  return answer!;
}
