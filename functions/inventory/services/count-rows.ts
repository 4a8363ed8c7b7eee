/**
 * Counts from a spreadsheet (WAREHOUSE.md "Stock counts"): the browser reads the file (header `SKU,counted`, comma or
 * semicolon) and sends its rows, `POST counts/record-rows { countId, rows: [{ line, sku, counted }] }`, so no CSV parser
 * is in this route's bundle (csv-parse belongs to the import worker). Every row is checked before anything is written
 * (an empty or unknown SKU, an item not in the count, a count that is not a whole number ≥ 0, a repeated SKU: 400
 * naming the row, as a spreadsheet numbers it), then the rows go through the record call's own path, in transactions
 * of MAX_RECORD_LINES lines. Recording is idempotent (a line's last count wins), so a file cut short by a concurrent
 * completion is simply sent again.
 */
import { MAX_SKU_LENGTH } from '../../../shared/inventory/catalogue.ts';
import { parseCountId } from '../../../shared/inventory/count-rules.ts';
import { MAX_COUNTED, MAX_RECORD_LINES, type CountRecorded, type RecordCountRowsInput } from '../../../shared/inventory/counts.ts';
import * as M from '../../../shared/inventory/messages.ts';
import type { AuditContext } from '../../lib/audit.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { getStockCount, listAllStockCountLines } from '../data/counts.ts';
import * as imsKeys from '../keys.ts';
import { normalizeCode } from '../records.ts';
import { recordCountedLines, type CountedLine } from './counts.ts';

/** A count as the file had it: a whole number from 0 to MAX_COUNTED (digits as text, or a number), else null. */
export function countedOf(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d{1,7}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_COUNTED ? n : null;
}

export async function recordCountRows(audit: AuditContext, input: RecordCountRowsInput, now = new Date()): Promise<CountRecorded> {
  const { companyId } = audit;
  const countSeq = parseCountId(input.countId);
  if (countSeq === null) throw notFound(M.countNotFound);
  const count = await getStockCount(companyId, countSeq, { consistent: true });
  if (!count) throw notFound(M.countNotFound);
  if (count.status !== 'Open') throw conflict(M.countIs(count.status));
  if (count.completing) throw conflict(M.countCompleting);

  const bySku = new Map((await listAllStockCountLines(companyId, countSeq)).map((l) => [normalizeCode(l.sku), l]));
  const seen = new Set<string>();
  const lines: CountedLine[] = [];
  for (const { line: row, sku: rawSku, counted: rawCounted } of input.rows) {
    const sku = rawSku.trim();
    if (!sku) throw badRequest(M.countRow(row, M.countRowNoSku));
    const line = bySku.get(normalizeCode(sku));
    if (!line) {
      // an item of the company that this count does not cover, or no item at all: the claim says which (a code longer
      // than any SKU is no item's, and is not looked up)
      const claim = sku.length <= MAX_SKU_LENGTH ? await getItem(imsKeys.skuClaim(companyId, normalizeCode(sku))) : null;
      throw badRequest(M.countRow(row, claim ? M.itemNotInCount(sku) : M.countRowUnknownSku(sku)));
    }
    const counted = countedOf(rawCounted);
    if (counted === null) throw badRequest(M.countRow(row, M.countedInvalid));
    if (seen.has(line.itemId)) throw badRequest(M.countRow(row, M.countDuplicateLines));
    seen.add(line.itemId);
    lines.push({ itemId: line.itemId, counted, name: `Row ${row}: ${line.sku}` });
  }

  let answer: CountRecorded | null = null;
  for (let i = 0; i < lines.length; i += MAX_RECORD_LINES) {
    answer = await recordCountedLines(audit, countSeq, lines.slice(i, i + MAX_RECORD_LINES), now);
  }
  return answer!;
}
