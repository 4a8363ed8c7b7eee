/**
 * The one-off backfill of a company's inventory insights figures from its records (INSIGHTS.md "How the figures are
 * kept"), one resumable page at a time: a page per warehouse (its month and level items of kinds W, I, C and S, and the
 * stock value kept on its `WH#` and `WHSTOCK#` rows), then a last page for the company's expenses and for the stored
 * figures of warehouses that no longer exist. Every page replaces what is stored by what the records imply, so a
 * re-run writes nothing and a run stopped anywhere is resumed from its cursor (or started again) with the same end.
 *
 * The month and level items go through ../rebuild.ts (conditioned on their versions). The stock value rows are written
 * here, each conditioned on what was read before the records: a `WHSTOCK#` row on its quantity and stock value (every
 * stock change moves one of them), the `WH#` row on its `stockChanges` (every stock change of the warehouse adds 1)
 * and stock value. A live change in between fails a condition and the page starts over from fresh reads.
 */
import { COMPANY_SUBJECT, splitSubject } from '../../../shared/insights/inventory-figures.ts';
import type { Month } from '../../../shared/insights/months.ts';
import type { Item } from '../../lib/dynamo/item.ts';
import { allPages } from '../../lib/dynamo/query.ts';
import { isConditionFailed, MAX_TRANSACTION_ITEMS, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { listExpenses } from '../../inventory/data/finance.ts';
import { expenseMove, valueChangesOf, valueMonthAttribute } from '../../inventory/data/insights.ts';
import { listWarehouses } from '../../inventory/data/warehouses.ts';
import type { MonthlyMove } from '../monthly.ts';
import { rebuildPart } from '../rebuild.ts';
import { deriveWarehouse, type StockValue, type WarehouseFigures } from './inventory-derive.ts';
import { listAllItems, readValueRows, readWarehouseRecords, recordCount, type StoredValueRows } from './inventory-records.ts';

export interface InventoryBackfillPage {
  /** Where the next page goes on; null when the company is done. */
  readonly next: string | null;
  /** How many records the page went through (the progress line). */
  readonly records: number;
}

/** The cursor of the last page (every warehouse done). */
const LAST_PAGE = 'company';
const WAREHOUSE_CURSOR = 'wh:';
/** How many times a page starts over after a live change came between its reads and its writes. */
const ATTEMPTS = 5;

/** Thrown when the company's warehouses changed under the last page: it starts over. */
class WarehousesChanged extends Error {}

/**
 * One page of the backfill: `cursor` null starts it; the answer's `next` is the cursor of the page after (null: done).
 */
export async function inventoryBackfillPage(companyId: string, cursor: string | null): Promise<InventoryBackfillPage> {
  if (cursor === LAST_PAGE) return { next: null, records: await companyPage(companyId) };
  const listCursor = cursor?.startsWith(WAREHOUSE_CURSOR) ? cursor.slice(WAREHOUSE_CURSOR.length) : null;
  if (cursor !== null && listCursor === null) throw new Error(`inventory backfill: unknown cursor ${cursor}`);
  // one warehouse a page, in the order the warehouse list reads them (its cursor is the page's)
  const page = await listWarehouses(companyId, { limit: 1, cursor: listCursor || null });
  const warehouse = page.items[0];
  if (!warehouse) return { next: null, records: await companyPage(companyId) };
  const records = await warehousePage(companyId, warehouse.warehouseId);
  return { next: page.nextCursor ? `${WAREHOUSE_CURSOR}${page.nextCursor}` : LAST_PAGE, records };
}

/** What a warehouse page read: its stock value rows as stored, the figures its records imply, how many records. */
interface WarehouseRead {
  readonly rows: StoredValueRows;
  readonly figures: WarehouseFigures;
  readonly count: number;
}

/** A warehouse's figures rebuilt: its subjects' month and level items, then its stock value rows. */
async function warehousePage(companyId: string, warehouseId: string): Promise<number> {
  const part = {
    kinds: ['W', 'I', 'C', 'S'] as const,
    owns: (_kind: string, subject: string) => subject === warehouseId || subject.startsWith(`${warehouseId}#`),
  };
  for (let attempt = 1; ; attempt++) {
    let read: WarehouseRead | null = null;
    // the stock value rows are read first, then the records (the same order as the month items': ../rebuild.ts)
    await rebuildPart(companyId, part, async () => {
      const items = await listAllItems(companyId);
      const rows = await readValueRows(companyId, warehouseId, items);
      const records = await readWarehouseRecords(companyId, warehouseId, rows.pairs);
      const figures = deriveWarehouse(records);
      read = { rows, figures, count: items.length + recordCount(records) };
      return figures.moves;
    });
    // (assigned in the callback: TypeScript cannot see that it ran)
    const done = read as WarehouseRead | null;
    if (!done) throw new Error('inventory backfill: the records were never read');
    try {
      const ops = valueRowWrites(done.rows, done.figures);
      for (let i = 0; i < ops.length; i += MAX_TRANSACTION_ITEMS) await transact(ops.slice(i, i + MAX_TRANSACTION_ITEMS));
      return done.count;
    } catch (err) {
      if (!isConditionFailed(err) || attempt >= ATTEMPTS) throw err;
    }
  }
}

/** The last page: company-wide expenses, and the figures of warehouses that are gone (nothing implies them: deleted). */
async function companyPage(companyId: string): Promise<number> {
  const warehouseIds = async () =>
    new Set((await allPages((cursor) => listWarehouses(companyId, { limit: 100, cursor }))).map((w) => w.warehouseId));
  for (let attempt = 1; ; attempt++) {
    const known = await warehouseIds();
    let count = 0;
    try {
      await rebuildPart(
        companyId,
        {
          kinds: ['W', 'I', 'C', 'S'],
          owns: (_kind, subject) => subject === COMPANY_SUBJECT || !known.has(splitSubject(subject).warehouseId),
        },
        async () => {
          // a warehouse made since the part was chosen would have its first figures taken for a gone one's
          const now = await warehouseIds();
          if ([...now].some((id) => !known.has(id))) throw new WarehousesChanged();
          const expenses = await allPages((cursor) => listExpenses(companyId, { limit: 100, cursor }));
          count = expenses.length;
          return expenses.map((e): MonthlyMove => expenseMove({ date: e.date, cents: e.amountCents }));
        },
      );
      return count;
    } catch (err) {
      if (!(err instanceof WarehousesChanged) || attempt >= ATTEMPTS) throw err;
    }
  }
}

// ───────────────────────────── the stock value rows ─────────────────────────────

const nonZero = (changes: ReadonlyMap<Month, number>) => new Map([...changes].filter(([, v]) => v !== 0));

const sameChanges = (a: ReadonlyMap<Month, number>, b: ReadonlyMap<Month, number>) => {
  const x = nonZero(a);
  const y = nonZero(b);
  return x.size === y.size && [...x].every(([m, v]) => y.get(m) === v);
};

/** The condition that a stored attribute is still as read (absent, or equal). */
function asRead(name: string, value: unknown, names: Record<string, string>, values: Record<string, unknown>, tag: string): string {
  names[`#${tag}`] = name;
  if (value === undefined) return `attribute_not_exists(#${tag})`;
  values[`:${tag}`] = value;
  return `#${tag} = :${tag}`;
}

/**
 * The Update that makes a stored row hold `want` (its level, its changes by month, and for a pair its latest sale), or
 * null when it already does. `guard` names the attribute every stock change of the row moves besides the value.
 */
function valueRowWrite(
  label: string,
  row: Item,
  want: StockValue & { lastSaleDay?: number },
  guard: string,
  withSaleDay: boolean,
): TransactOp | null {
  const storedValue = typeof row.stockValue === 'number' ? row.stockValue : undefined;
  const storedDay = typeof row.lastSaleDay === 'number' ? row.lastSaleDay : undefined;
  const stored = valueChangesOf(row);
  const same =
    (storedValue ?? 0) === want.stockValue && sameChanges(stored, want.changes) && (!withSaleDay || storedDay === want.lastSaleDay);
  if (same) return null;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  // a row never valued keeps no stock value of 0 (as a live change that moves none leaves it)
  if (want.stockValue !== 0 || storedValue !== undefined) {
    names['#value'] = 'stockValue';
    values[':value'] = want.stockValue;
    sets.push('#value = :value');
  }
  let i = 0;
  for (const [month, cents] of nonZero(want.changes)) {
    names[`#m${i}`] = valueMonthAttribute(month);
    values[`:m${i}`] = cents;
    sets.push(`#m${i} = :m${i}`);
    i++;
  }
  for (const month of stored.keys())
    if (!want.changes.get(month)) {
      names[`#m${i}`] = valueMonthAttribute(month);
      removes.push(`#m${i}`);
      i++;
    }
  if (withSaleDay && want.lastSaleDay !== storedDay) {
    names['#sale'] = 'lastSaleDay';
    if (want.lastSaleDay === undefined) removes.push('#sale');
    else {
      values[':sale'] = want.lastSaleDay;
      sets.push('#sale = :sale');
    }
  }
  const condition = [
    'attribute_exists(pk)',
    asRead(guard, row[guard], names, values, 'guard'),
    asRead('stockValue', storedValue, names, values, 'readValue'),
  ].join(' AND ');
  const expression = `${sets.length ? `SET ${sets.join(', ')}` : ''}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`.trim();
  return {
    label,
    Update: {
      Key: { pk: String(row.pk), sk: String(row.sk) },
      UpdateExpression: expression,
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    },
  };
}

/** The writes that make the warehouse's stored value rows hold what its records imply. */
function valueRowWrites(rows: StoredValueRows, figures: WarehouseFigures): TransactOp[] {
  const ops: TransactOp[] = [];
  for (const row of rows.pairs) {
    const want = figures.pairs.find((p) => p.itemId === String(row.itemId));
    const op = valueRowWrite('backfill:stock', row, want ?? { stockValue: 0, changes: new Map() }, 'quantity', true);
    if (op) ops.push(op);
  }
  if (rows.warehouse) {
    const op = valueRowWrite('backfill:warehouse', rows.warehouse, figures.warehouse, 'stockChanges', false);
    if (op) ops.push(op);
  }
  return ops;
}
