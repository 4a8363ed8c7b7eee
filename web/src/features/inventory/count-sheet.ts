/**
 * What the stock count screens check and show (WAREHOUSE.md "Stock counts"), as pure functions tested in node
 * (tests/unit/web-inventory-counts.test.ts): the list's filter, the new count's body, and the count sheet: which lines are
 * shown, what a save sends, the variance a counter sees before saving, and the totals Complete confirms.
 */
import { formatMoney, plural } from '../../../../shared/domain/format.ts';
import * as M from '../../../../shared/inventory/messages.ts';
import {
  COUNT_STATUSES,
  MAX_COUNTED,
  MAX_RECORD_LINES,
  type CountDetail,
  type CountLine,
  type CountStatus,
} from '../../../../shared/inventory/counts.ts';
import type { Checked } from './order-form.ts';

/** The SPA's own words where the server has none (it takes a category as optional: all items without one). */
export const selectCategoryToCount = 'Please select the category to count';

/* ───────────────────────────── the list's filter ───────────────────────────── */

export interface CountFilter {
  status?: CountStatus;
  warehouseId?: string;
}

export function countFilter(status: string, warehouseId: string): CountFilter {
  return {
    ...((COUNT_STATUSES as readonly string[]).includes(status) ? { status: status as CountStatus } : {}),
    ...(warehouseId ? { warehouseId } : {}),
  };
}

/* ───────────────────────────── a new count ───────────────────────────── */

export type CountScope = 'all' | 'category' | 'items';

export interface NewCountDraft {
  warehouseId: string;
  scope: CountScope;
  categoryId: string;
  itemIds: readonly string[];
  blind: boolean;
}

export interface NewCountFields {
  warehouseId: string;
  categoryId?: string;
  itemIds?: string[];
  blind: boolean;
}

/** The add call's fields: the scope decides which of categoryId and itemIds is sent (neither: all items). */
export function newCountBody(draft: NewCountDraft): Checked<NewCountFields> {
  if (!draft.warehouseId) return { ok: false, message: M.selectWarehouse };
  const base = { warehouseId: draft.warehouseId, blind: draft.blind };
  if (draft.scope === 'category') {
    if (!draft.categoryId) return { ok: false, message: selectCategoryToCount };
    return { ok: true, value: { ...base, categoryId: draft.categoryId } };
  }
  if (draft.scope === 'items') {
    if (draft.itemIds.length === 0) return { ok: false, message: M.countChosenItems };
    return { ok: true, value: { ...base, itemIds: [...new Set(draft.itemIds)] } };
  }
  return { ok: true, value: base };
}

/* ───────────────────────────── the count sheet ───────────────────────────── */

/** A count as typed: digits only, 0 allowed. */
export function parseCounted(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n <= MAX_COUNTED ? n : null;
}

export interface SheetFilter {
  uncountedOnly: boolean;
  search: string;
}

/** Lines shown: a search matches the name, SKU or barcode anywhere (case-insensitive); "Uncounted only" hides counted lines. */
export function visibleLines(lines: readonly CountLine[], filter: SheetFilter): CountLine[] {
  const q = filter.search.trim().toLowerCase();
  return lines.filter(
    (l) =>
      (!filter.uncountedOnly || l.counted === null) &&
      (!q || l.item_name.toLowerCase().includes(q) || l.sku.toLowerCase().includes(q) || l.barcode.toLowerCase().includes(q)),
  );
}

/** The line a scanned code names: its barcode or its SKU, exactly (case-insensitive), or null. */
export function lineOfCode(lines: readonly CountLine[], code: string): CountLine | null {
  const c = code.trim().toLowerCase();
  if (!c) return null;
  return lines.find((l) => l.barcode.trim().toLowerCase() === c) ?? lines.find((l) => l.sku.trim().toLowerCase() === c) ?? null;
}

/** A scan of a line's item: 1 more than the line shows (what is typed, else the saved count, else none). */
export function scannedCount(line: Pick<CountLine, 'counted'>, typedText: string | undefined): number {
  const typed = typedText !== undefined && typedText.trim() !== '' ? parseCounted(typedText) : null;
  return Math.min(MAX_COUNTED, (typed ?? line.counted ?? 0) + 1);
}

export interface RecordCheck {
  /** The record call's lines: what was typed and differs from the saved count (an unchanged value is not sent again). */
  lines: { item_id: string; counted: number }[];
  problems: Record<string, string>;
}

/** What Save counts sends: every typed line that is a valid count and not the saved one; a message per bad line. */
export function recordLines(lines: readonly CountLine[], typed: Readonly<Record<string, string>>): RecordCheck {
  const out: RecordCheck = { lines: [], problems: {} };
  for (const line of lines) {
    const text = typed[line.item_id];
    if (text === undefined || text.trim() === '') continue;
    const counted = parseCounted(text);
    if (counted === null) out.problems[line.item_id] = M.countedInvalid;
    else if (counted !== line.counted) out.lines.push({ item_id: line.item_id, counted });
  }
  return out;
}

/** A save's lines in calls the server takes (at most MAX_RECORD_LINES each), in the sheet's order. */
export function recordBatches<L>(lines: readonly L[], size = MAX_RECORD_LINES): L[][] {
  const batches: L[][] = [];
  for (let i = 0; i < lines.length; i += size) batches.push(lines.slice(i, i + size));
  return batches;
}

/**
 * The variance of a line as the counter sees it: with what was typed (not saved yet) or the saved count, against
 * expected + moved since; null when blind (expected hidden) or nothing is counted.
 */
export function shownVariance(line: CountLine, typedText: string | undefined): number | null {
  if (line.expected === null) return null;
  const typed = typedText !== undefined && typedText.trim() !== '' ? parseCounted(typedText) : null;
  const counted = typed ?? line.counted;
  if (counted === null) return null;
  return counted - (line.expected + (line.moved_since ?? 0));
}

export interface SheetTotals {
  lines: number;
  counted: number;
  uncounted: number;
  /** Σ of the counted lines' variance in units; null while the sheet hides it (blind and open). */
  varianceUnits: number | null;
  /** Σ of the variance values (dollars); null while hidden or when no price is known. */
  varianceValue: number | null;
  /**
   * The value is an estimate: the count is open, so nothing is posted yet (the server values a line only when it
   * completes: shortfalls at their lots' cost, surpluses at the last cost), and each variance is priced at the item's
   * purchase price; lines whose price is not known are left out.
   */
  estimated: boolean;
}

/** The sheet's totals; `prices` (item id → purchase price in dollars) values an open count's variance. */
export function sheetTotals(
  count: Pick<CountDetail, 'lines' | 'blind' | 'status'>,
  prices: ReadonlyMap<string, number> = new Map(),
): SheetTotals {
  const counted = count.lines.filter((l) => l.counted !== null).length;
  const base = { lines: count.lines.length, counted, uncounted: count.lines.length - counted };
  if (count.blind && count.status !== 'Completed') return { ...base, varianceUnits: null, varianceValue: null, estimated: false };
  const known = count.lines.filter((l) => l.variance !== null);
  const varianceUnits = known.reduce((n, l) => n + (l.variance ?? 0), 0);
  if (count.status === 'Completed') {
    const cents = count.lines.reduce((sum, l) => sum + Math.round((l.variance_value ?? 0) * 100), 0);
    return { ...base, varianceUnits, varianceValue: cents / 100, estimated: false };
  }
  const priced = known.filter((l) => prices.has(l.item_id));
  const cents = priced.reduce((sum, l) => sum + (l.variance ?? 0) * Math.round((prices.get(l.item_id) ?? 0) * 100), 0);
  return { ...base, varianceUnits, varianceValue: priced.length > 0 || known.length === 0 ? cents / 100 : null, estimated: true };
}

/** The total variance in words: "−3 units, about −$4.50 at purchase price", "+2 units, +$0.40". */
export function varianceWords(t: SheetTotals): string | null {
  if (t.varianceUnits === null) return null;
  const units = `${signedQuantity(t.varianceUnits)} ${Math.abs(t.varianceUnits) === 1 ? 'unit' : 'units'}`;
  if (t.varianceValue === null) return units;
  return t.estimated ? `${units}, about ${signedMoney(t.varianceValue)} at purchase price` : `${units}, ${signedMoney(t.varianceValue)}`;
}

/** A signed amount: +$12.50, −$3.00, $0.00. */
export const signedMoney = (amount: number): string =>
  amount > 0 ? `+${formatMoney(amount)}` : amount < 0 ? `−${formatMoney(-amount)}` : formatMoney(0);

/** A signed quantity: +3, −2, 0. */
export const signedQuantity = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The Complete confirmation: what is posted, what is left as it is, and the total variance (when the sheet shows it). */
export function completeMessage(count: CountDetail, totals: SheetTotals): string {
  const words = varianceWords(totals);
  const value = words === null ? '' : ` Total variance ${words}.`;
  const n = totals.uncounted;
  const left = n > 0 ? ` ${plural(n, 'item')} not counted ${n === 1 ? 'is' : 'are'} left as ${n === 1 ? 'it is' : 'they are'}.` : '';
  return `Complete ${count.count_number}? The ${plural(totals.counted, 'counted item')} are adjusted in ${count.warehouse_name} to what was counted (shortfalls leave the oldest lots first at their cost, surpluses enter at the item's last cost).${left}${value}`;
}

export const cancelCountMessage = (count: CountDetail): string =>
  `Cancel ${count.count_number}? Nothing is adjusted; the count keeps its number and shows as cancelled, with your reason.`;
