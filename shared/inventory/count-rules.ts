/**
 * Stock counts' pure rules (WAREHOUSE.md "Stock counts"): the variance of a counted line, the adjustment its completion
 * posts, and the value of that adjustment at cost. Quantities are whole units, money integer cents.
 *
 * The rule for movements during a count: a line's counted figure is the truth at the moment it was recorded. When it is
 * recorded, the warehouse's stock of the item is recorded with it (`stockAtRecord`); what moved before then is the
 * difference from the expected quantity taken when the count started (`movedSince`), what moves after it is real and
 * stays. So variance = counted − (expected + movedSince) = counted − stockAtRecord, and that is what completion posts.
 */
import { takeFromLots } from './rules.ts';

/** 7 → "CNT-00007". */
export function countNumber(sequence: number): string {
  return `CNT-${String(sequence).padStart(5, '0')}`;
}

/** "7", "00007", "CNT-00007" or "cnt-7" → 7; anything else → null (a 404 without a read). */
export function parseCountId(text: string): number | null {
  const match = /^(?:CNT-)?0*(\d{1,9})$/i.exec(text.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 ? n : null;
}

export interface LineFigures {
  /** Movements of the item in the warehouse between the count's start and the line's record (or now, uncounted). */
  movedSince: number;
  /** counted − (expected + movedSince); null while uncounted. */
  variance: number | null;
}

/**
 * A line's figures: `stockAtRecord` is the warehouse stock when the line was counted; an uncounted line has none, and
 * its `stockNow` (the stock as the sheet is read) shows what moved so far.
 */
export function lineFigures(line: {
  expected: number;
  counted?: number | null;
  stockAtRecord?: number | null;
  stockNow?: number;
}): LineFigures {
  const counted = line.counted ?? null;
  const reference = counted !== null ? (line.stockAtRecord ?? line.expected) : (line.stockNow ?? line.expected);
  return { movedSince: reference - line.expected, variance: counted === null ? null : counted - reference };
}

/**
 * The units completion posts for a counted line: its variance, except that a shortfall never takes more than the
 * warehouse holds now (sales after the count may have taken units the count says were missing: those are gone
 * either way, and stock never goes below zero).
 */
export function countAdjustment(variance: number, onHandNow: number): number {
  if (variance >= 0) return variance;
  const take = Math.min(-variance, Math.max(0, onHandNow));
  return take === 0 ? 0 : -take;
}

/** A lot an adjustment may take from: its sequence (oldest first), what is left and its unit cost. */
export interface CostedLot {
  seq: number;
  remaining: number;
  unitCostCents: number;
}

/** What a shortfall takes from each lot, oldest first (null when the lots hold less than the quantity). */
export function shortfallTakes(
  lots: readonly CostedLot[],
  quantity: number,
): Array<{ seq: number; quantity: number; unitCostCents: number }> | null {
  const takes = takeFromLots(
    lots.map((l) => ({ lotId: String(l.seq), remaining: l.remaining, receivedAt: String(l.seq).padStart(10, '0') })),
    quantity,
  );
  if (!takes) return null;
  return takes.map((t) => {
    const lot = lots.find((l) => String(l.seq) === t.lotId)!;
    return { seq: lot.seq, quantity: t.quantity, unitCostCents: lot.unitCostCents };
  });
}

/** A surplus enters as a new lot at the item's last cost: its newest lot's in the warehouse, else its purchase price. */
export function surplusUnitCost(newestLot: { unitCostCents: number } | null, purchaseCents: number): number {
  return newestLot ? newestLot.unitCostCents : purchaseCents;
}

/** The signed value of taken units at their lots' costs (a shortfall: negative). */
export const takenValueCents = (takes: ReadonlyArray<{ quantity: number; unitCostCents: number }>): number =>
  -takes.reduce((sum, t) => sum + t.quantity * t.unitCostCents, 0);

/**
 * The value of an adjustment at cost: a surplus at `surplusCents` a unit, a shortfall at its lots' costs oldest first.
 * Null when the lots cannot cover the shortfall.
 */
export function adjustmentValueCents(adjustment: number, lots: readonly CostedLot[], surplusCents: number): number | null {
  if (adjustment >= 0) return adjustment * surplusCents;
  const takes = shortfallTakes(lots, -adjustment);
  return takes ? takenValueCents(takes) : null;
}
