/**
 * The inventory area's maintained aggregates that every money or order change must move, in the same
 * transaction as the change (ARCHITECTURE.md "aggregates maintained in the same transaction"):
 *
 * - **financial day sums**, one row per UTC day (`imsKeys.financeDay`), fields in cents:
 *   - `receivable`: what is still owed on sales orders *placed that day* — + total when the order is created,
 *     − each payment on it, − each return credit on it (so Σ over a range = `pending_receivable` of the orders
 *     placed in the range);
 *   - `received`: sales payments *dated that day*;
 *   - `payable` / `paid`: the same two for purchase orders;
 *   - `expenses`: expenses dated that day.
 * - **dashboard counters** (`imsKeys.dashboardCounters`): `to_receive` (purchase orders not fully received),
 *   `to_ship` (sales orders not fully fulfilled), `items` (registered items).
 *
 * Both are written with `ADD`, so concurrent changes never conflict on them. A transaction may touch an item only
 * once, so `ledgerOps` merges every delta of one change into one Update per day row and one for the counters.
 */
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import * as imsKeys from '../keys.ts';

export const FINANCE_FIELDS = ['receivable', 'received', 'payable', 'paid', 'expenses'] as const;
export type FinanceField = (typeof FINANCE_FIELDS)[number];
export const DASHBOARD_COUNTERS = ['to_receive', 'to_ship', 'items'] as const;
export type DashboardCounter = (typeof DASHBOARD_COUNTERS)[number];

/** One movement of a day sum: `date` is `yyyy-mm-dd` (UTC), `cents` signed. */
export interface FinanceDelta {
  readonly date: string;
  readonly field: FinanceField;
  readonly cents: number;
}

export interface LedgerChange {
  readonly finance?: readonly FinanceDelta[];
  readonly counters?: Partial<Record<DashboardCounter, number>>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The Update ops that apply `change` (none when every delta is 0). Put them in the change's own transaction. */
export function ledgerOps(companyId: string, change: LedgerChange): TransactOp[] {
  const byDay = new Map<string, Map<FinanceField, number>>();
  for (const d of change.finance ?? []) {
    if (!DATE.test(d.date)) throw new Error(`ledger: bad date ${d.date}`);
    if (!Number.isSafeInteger(d.cents)) throw new Error(`ledger: cents must be an integer, got ${d.cents}`);
    if (d.cents === 0) continue;
    const fields = byDay.get(d.date) ?? new Map<FinanceField, number>();
    fields.set(d.field, (fields.get(d.field) ?? 0) + d.cents);
    byDay.set(d.date, fields);
  }
  const ops: TransactOp[] = [];
  for (const [date, fields] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
    const op = addOp(`financeDay:${date}`, imsKeys.financeDay(companyId, date), fields, { date });
    if (op) ops.push(op);
  }
  const counters = new Map(Object.entries(change.counters ?? {}) as [DashboardCounter, number][]);
  const counterOp = addOp('dashboardCounters', imsKeys.dashboardCounters(companyId), counters, {});
  if (counterOp) ops.push(counterOp);
  return ops;
}

function addOp(
  label: string,
  key: { pk: string; sk: string },
  fields: ReadonlyMap<string, number>,
  set: Record<string, string>,
): TransactOp | null {
  const nonZero = [...fields].filter(([, v]) => v !== 0);
  if (nonZero.length === 0) return null;
  // names through placeholders: several are DynamoDB reserved words (date, items, …)
  const values: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  const adds = nonZero.map(([field, v], i) => {
    values[`:a${i}`] = v;
    names[`#a${i}`] = field;
    return `#a${i} :a${i}`;
  });
  const sets = Object.entries(set).map(([field, v], i) => {
    values[`:s${i}`] = v;
    names[`#s${i}`] = field;
    return `#s${i} = :s${i}`;
  });
  return {
    label,
    Update: {
      Key: key,
      UpdateExpression: `${sets.length ? `SET ${sets.join(', ')} ` : ''}ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}
