/**
 * The monthly figures every insight is read from (INSIGHTS.md), kept the way the day sums are (inventory/data/ledger.ts):
 * a change returns `monthlyOps(…)` into its own transaction, so a figure moves with the change or not at all. One item
 * per subject and month holds every figure of that month (never one item per chart); a level change also moves the
 * subject's level item. Both are written with ADD only, so two changes never conflict on a condition, and
 * `transact` merges two moves of one item in one change into one Update.
 */
import type { Figures } from '../../shared/insights/levels.ts';
import { isMonth, monthsFrom, type Month } from '../../shared/insights/months.ts';
import { beginsWith, between, queryAll } from '../lib/dynamo/query.ts';
import type { TransactOp } from '../lib/dynamo/transact.ts';
import * as insightKeys from './keys.ts';
import type { InsightKind } from './keys.ts';

/** What one change does to one subject in one month; figures are signed integers (cents, days, counts). */
export interface MonthlyMove {
  readonly kind: InsightKind;
  /** The building number, warehouse id, `<warehouse>#<item>`, … (no '#' at its end; see the area's README). */
  readonly subject: string;
  readonly month: Month;
  /** Figures that happen in the month (a payment, a sale). */
  readonly add?: Figures;
  /** Level changes taking effect in the month (a room added, stock received): also summed on the level item. */
  readonly level?: Figures;
}

const SAFE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
/**
 * The count of moves an item has taken: never a figure (a figure's name starts with a letter), the condition of a
 * rebuild's write (./rebuild.ts).
 */
export const VERSION = '_v';

/** The Update ops for `moves` (merged per item, zeros dropped; none when nothing moves). */
export function monthlyOps(companyId: string, moves: readonly MonthlyMove[]): TransactOp[] {
  const months = new Map<string, { key: { pk: string; sk: string }; figures: Map<string, number> }>();
  const levels = new Map<string, { key: { pk: string; sk: string }; figures: Map<string, number> }>();
  const addTo = (target: typeof months, key: { pk: string; sk: string }, figures: Figures | undefined) => {
    if (!figures) return;
    const entry = target.get(key.sk) ?? { key, figures: new Map<string, number>() };
    for (const [name, value] of Object.entries(figures)) {
      if (!SAFE_NAME.test(name)) throw new Error(`insights: bad figure name ${name}`);
      if (!Number.isSafeInteger(value)) throw new Error(`insights: ${name} must be an integer, got ${value}`);
      entry.figures.set(name, (entry.figures.get(name) ?? 0) + value);
    }
    target.set(key.sk, entry);
  };
  for (const move of moves) {
    if (!isMonth(move.month)) throw new Error(`insights: bad month ${move.month}`);
    addTo(months, insightKeys.monthItem(companyId, move.kind, move.month, move.subject), sumFigures(move.add, move.level));
    addTo(levels, insightKeys.levelItem(companyId, move.kind, move.subject), move.level);
  }
  const ops: TransactOp[] = [];
  for (const [sk, { key, figures }] of [...months, ...levels].sort(([a], [b]) => a.localeCompare(b))) {
    const op = addOp(`insights:${sk}`, key, figures);
    if (op) ops.push(op);
  }
  return ops;
}

/** A move's event and level figures on its month item: a name in both is summed. */
function sumFigures(add: Figures | undefined, level: Figures | undefined): Figures {
  const out: Record<string, number> = { ...add };
  for (const [name, value] of Object.entries(level ?? {})) out[name] = (out[name] ?? 0) + value;
  return out;
}

function addOp(label: string, key: { pk: string; sk: string }, figures: ReadonlyMap<string, number>): TransactOp | null {
  const nonZero = [...figures].filter(([, v]) => v !== 0);
  if (nonZero.length === 0) return null;
  const names: Record<string, string> = { '#version': VERSION };
  const values: Record<string, number> = { ':one': 1 };
  const adds = nonZero.map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    return `#f${i} :f${i}`;
  });
  // every move also counts on the item's version, so a rebuild from the records (./rebuild.ts) sees it came between
  adds.push('#version :one');
  return {
    label,
    Update: { Key: key, UpdateExpression: `ADD ${adds.join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values },
  };
}

export interface MonthlyRow {
  readonly subject: string;
  readonly month: Month;
  readonly figures: Figures;
}

/** An item's figures: its numbers but its keys and version (a plain loop: a page reads tens of thousands of them). */
export function figuresOf(item: Record<string, unknown>): Figures {
  const figures: Record<string, number> = {};
  for (const key in item) {
    const value = item[key];
    if (typeof value === 'number' && key !== VERSION && key !== 'pk' && key !== 'sk') figures[key] = value;
  }
  return figures as Figures;
}

/**
 * The month items of a kind from `from` to `to` (absent: every later month, which level figures need), every
 * subject: one Query whose cost grows with months × subjects, never with the records behind them. `byMonth`: one
 * Query per month, sent side by side, for a kind with many subjects a month (tenants), whose pages would otherwise
 * come one after another. `figures`: only those figures are read back (a projection; the capacity is the same).
 */
export async function readMonthly(
  companyId: string,
  kind: InsightKind,
  from: Month,
  to?: Month,
  options: { byMonth?: boolean; figures?: readonly string[] } = {},
): Promise<MonthlyRow[]> {
  if (options.byMonth && to !== undefined) {
    const lists = await Promise.all(
      monthsFrom(from, to).map((month) => readMonthly(companyId, kind, month, month, { figures: options.figures })),
    );
    return lists.flat();
  }
  const range = insightKeys.monthRangeSk(kind, from, to);
  const items = await queryAll({
    partition: insightKeys.insightsPartition(companyId),
    sort: between(range.from, range.to),
    // only the figures the caller sums: the partition key and the version are not sent back for every row
    projection: options.figures ? ['sk', ...options.figures].join(', ') : undefined,
  });
  return items.map((item) => {
    const rest = String(item.sk).slice(`M#${kind}#`.length);
    return { month: rest.slice(0, 7), subject: rest.slice(8), figures: figuresOf(item) };
  });
}

/** Every subject's level now, by subject: one Query. */
export async function readLevels(companyId: string, kind: InsightKind): Promise<Map<string, Figures>> {
  const prefix = insightKeys.levelsPrefix(kind);
  const items = await queryAll({ partition: insightKeys.insightsPartition(companyId), sort: beginsWith(prefix) });
  return new Map(items.map((item) => [String(item.sk).slice(prefix.length), figuresOf(item)]));
}
