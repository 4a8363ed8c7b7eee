/**
 * Lots by their company-wide number (LOT-00012), for lot labels: every lot carries gsi1 `C#<cid>#LOTNO` / its zero-padded
 * number (keys.lotNumberIndex), so one number is one Query of its row (or rows), whatever the company's size. A lot of a
 * warehouse outside the account's scope is not found (README "Warehouse scope").
 */
import { mapLimit } from '../../lib/concurrency.ts';
import { between, queryAll } from '../../lib/dynamo/query.ts';
import { warehouseInScope } from '../../lib/scope.ts';
import * as imsKeys from '../keys.ts';
import { lotFromItem, type LotRecord } from '../records.ts';

/** Lookups at a time: a label request names at most 1,000 lots, most of them a handful. */
const CONCURRENCY = 8;

/** The lots with these numbers that the account may see, by number; unknown or outside ones are absent. */
export async function getLotsByNumber(companyId: string, seqs: readonly number[]): Promise<Map<number, LotRecord>> {
  const wanted = [...new Set(seqs)];
  const found = new Map<number, LotRecord>();
  await mapLimit(wanted, CONCURRENCY, async (seq) => {
    const sk = imsKeys.lotNumberSk(seq);
    // a lot moved to another warehouse may keep its number there: any row of it the account may see will do
    const rows = await queryAll({ index: 'gsi1', partition: imsKeys.lotNumbersPk(companyId), sort: between(sk, sk) });
    const lot = rows.map(lotFromItem).find((l) => warehouseInScope(l.warehouseId));
    if (lot) found.set(seq, lot);
  });
  return found;
}
