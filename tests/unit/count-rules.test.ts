/**
 * Stock counts' rules (WAREHOUSE.md "Stock counts", "Tests that must exist": variance and lot maths): the variance with
 * movements during a count, the adjustment completion posts, a shortfall across several lots oldest first at their
 * costs, a surplus at the item's last cost, the count's number and id.
 */
import { describe, expect, it } from 'vitest';
import {
  adjustmentValueCents,
  countAdjustment,
  countNumber,
  lineFigures,
  parseCountId,
  shortfallTakes,
  surplusUnitCost,
  takenValueCents,
  type CostedLot,
} from '../../shared/inventory/count-rules.ts';

describe('variance = counted − (expected + movements since the count started)', () => {
  it.each([
    // [case, expected, stock when counted, counted, moved since, variance]
    ['nothing moved, all there', 10, 10, 10, 0, 0],
    ['nothing moved, 3 missing', 10, 10, 7, 0, -3],
    ['nothing moved, 2 found', 10, 10, 12, 0, 2],
    ['4 sold before the line was counted, the rest there', 10, 6, 6, -4, 0],
    ['4 sold before, and 1 missing', 10, 6, 5, -4, -1],
    ['5 received before it was counted, 1 extra found', 10, 15, 16, 5, 1],
    ['counted 0: all gone', 8, 8, 0, 0, -8],
    ['an item the warehouse never held, found', 0, 0, 3, 0, 3],
  ])('%s', (_case, expected, stockAtRecord, counted, movedSince, variance) => {
    expect(lineFigures({ expected, counted, stockAtRecord })).toEqual({ movedSince, variance });
  });

  it('an uncounted line has no variance and shows what moved so far from the stock now', () => {
    expect(lineFigures({ expected: 10, counted: null, stockNow: 7 })).toEqual({ movedSince: -3, variance: null });
    expect(lineFigures({ expected: 10 })).toEqual({ movedSince: 0, variance: null });
  });

  it('what moves after a line was counted is real and stays: the variance is measured at the moment of the count', () => {
    // counted 9 of 10 (variance −1); afterwards 4 are sold: the stock is 6, the count's truth was 9 at its moment
    const figures = lineFigures({ expected: 10, counted: 9, stockAtRecord: 10, stockNow: 6 });
    expect(figures.variance).toBe(-1);
    // completion posts −1 against the 6 on hand: 5 left, which is 9 counted − 4 sold
    expect(6 + countAdjustment(figures.variance!, 6)).toBe(5);
  });
});

describe('the adjustment completion posts', () => {
  it.each([
    // [variance, on hand now, adjustment]
    [0, 5, 0],
    [3, 0, 3],
    [-2, 5, -2],
    [-5, 5, -5],
    // sold after the count took units the count said were missing: never below zero
    [-5, 3, -3],
    [-5, 0, 0],
    [-1, -2, 0],
  ])('variance %i with %i on hand posts %i', (variance, onHand, adjustment) => {
    expect(countAdjustment(variance, onHand)).toBe(adjustment);
  });
});

describe('lot maths', () => {
  const lots: CostedLot[] = [
    // given out of order: the oldest (lowest sequence) go first
    { seq: 12, remaining: 5, unitCostCents: 300 },
    { seq: 4, remaining: 2, unitCostCents: 100 },
    { seq: 9, remaining: 3, unitCostCents: 250 },
  ];

  it.each([
    ['within the oldest lot', 1, [{ seq: 4, quantity: 1, unitCostCents: 100 }], -100],
    [
      'the oldest emptied, then the next',
      4,
      [
        { seq: 4, quantity: 2, unitCostCents: 100 },
        { seq: 9, quantity: 2, unitCostCents: 250 },
      ],
      -700,
    ],
    [
      'across all three',
      8,
      [
        { seq: 4, quantity: 2, unitCostCents: 100 },
        { seq: 9, quantity: 3, unitCostCents: 250 },
        { seq: 12, quantity: 3, unitCostCents: 300 },
      ],
      -(200 + 750 + 900),
    ],
  ])('a shortfall %s: oldest first at their costs', (_case, quantity, takes, value) => {
    expect(shortfallTakes(lots, quantity)).toEqual(takes);
    expect(takenValueCents(takes)).toBe(value);
    expect(adjustmentValueCents(-quantity, lots, 999)).toBe(value);
  });

  it('a shortfall the lots cannot cover takes nothing', () => {
    expect(shortfallTakes(lots, 11)).toBeNull();
    expect(adjustmentValueCents(-11, lots, 999)).toBeNull();
  });

  it('an empty lot is skipped', () => {
    expect(shortfallTakes([{ seq: 1, remaining: 0, unitCostCents: 50 }, ...lots], 1)).toEqual([
      { seq: 4, quantity: 1, unitCostCents: 100 },
    ]);
  });

  it.each([
    ['its newest lot’s cost', { unitCostCents: 275 }, 400, 275],
    ['its purchase price when it never had a lot', null, 400, 400],
  ])('a surplus enters at %s', (_case, newest, purchase, cost) => {
    expect(surplusUnitCost(newest, purchase)).toBe(cost);
    expect(adjustmentValueCents(3, lots, surplusUnitCost(newest, purchase))).toBe(3 * cost);
  });

  it('no variance is worth nothing', () => {
    expect(adjustmentValueCents(0, lots, 500)).toBe(0);
  });
});

describe('numbers and ids', () => {
  it.each([
    [1, 'CNT-00001'],
    [42, 'CNT-00042'],
    [123456, 'CNT-123456'],
  ])('%i is %s', (n, text) => expect(countNumber(n)).toBe(text));

  it.each([
    ['7', 7],
    ['00007', 7],
    ['CNT-00007', 7],
    [' cnt-7 ', 7],
    ['0', null],
    ['CNT-', null],
    ['7a', null],
    ['01KBENCH0000000000000000CO', null],
    ['1234567890', null],
  ])('%j → %j', (text, seq) => expect(parseCountId(text)).toBe(seq));
});
