/** Transfers' pure rules (shared/inventory/transfer-rules.ts): what is in transit, at what cost, which lots a receipt or a loss takes. */
import { describe, expect, it } from 'vitest';
import {
  inTransitLots,
  inTransitOf,
  receiptLots,
  shippedOf,
  shippedStatus,
  slice,
  transferIsOpen,
  transferNumber,
  valueOfLots,
  type ShippedLot,
  type TransitLine,
} from '../../shared/inventory/transfer-rules.ts';
import { projectedQuantity } from '../../shared/inventory/replenishment.ts';

const older: ShippedLot = { lot: 1, quantity: 5, unitCostCents: 400, receivedAt: '2026-01-01T00:00:00.000Z' };
const newer: ShippedLot = { lot: 2, quantity: 2, unitCostCents: 200, receivedAt: '2026-02-01T00:00:00.000Z' };
const line = (received: number, lost = 0): TransitLine => ({ quantity: 7, shippedLots: [older, newer], received, lost });

describe('slice of the shipped lots, oldest first', () => {
  it.each<[string, number, number, Array<[number, number]> | null]>([
    [
      'all of it',
      0,
      7,
      [
        [1, 5],
        [2, 2],
      ],
    ],
    ['the first units', 0, 3, [[1, 3]]],
    [
      'across the two lots',
      3,
      3,
      [
        [1, 2],
        [2, 1],
      ],
    ],
    ['from the second lot only', 5, 2, [[2, 2]]],
    ['the last unit', 6, 1, [[2, 1]]],
    ['nothing', 4, 0, []],
    ['more than is left', 6, 2, null],
    ['a negative start', -1, 1, null],
  ])('%s (from %i, %i units)', (_name, from, quantity, expected) => {
    const got = slice([older, newer], from, quantity);
    expect(got === null ? null : got.map((l) => [l.lot, l.quantity])).toEqual(expected);
  });
});

describe('a line in transit', () => {
  it.each<[string, TransitLine, number, number, number]>([
    // name, line, shipped, in transit, value in transit (cents)
    ['just shipped', line(0), 7, 7, 5 * 400 + 2 * 200],
    ['4 received: the oldest 4 arrived', line(4), 7, 3, 1 * 400 + 2 * 200],
    ['6 received', line(6), 7, 1, 200],
    ['all received', line(7), 7, 0, 0],
    ['4 received, 3 lost', line(4, 3), 7, 0, 0],
    ['nothing shipped yet', { quantity: 7, shippedLots: [], received: 0, lost: 0 }, 0, 0, 0],
  ])('%s', (_name, l, shipped, inTransit, value) => {
    expect(shippedOf(l)).toBe(shipped);
    expect(inTransitOf(l)).toBe(inTransit);
    expect(valueOfLots(inTransitLots(l))).toBe(value);
  });

  it.each<[number, number, Array<[number, number, number, string]> | null]>([
    // already received, receiving now → [lot, units, cost, received date] of the new lots
    [
      0,
      6,
      [
        [1, 5, 400, older.receivedAt],
        [2, 1, 200, newer.receivedAt],
      ],
    ],
    [5, 2, [[2, 2, 200, newer.receivedAt]]],
    [6, 2, null],
    [0, 8, null],
  ])('%i received before, %i now', (before, now, expected) => {
    const got = receiptLots(line(before), now);
    expect(got === null ? null : got.map((l) => [l.lot, l.quantity, l.unitCostCents, l.receivedAt])).toEqual(expected);
  });
});

describe('status and numbering', () => {
  it.each([
    [{ shipped: 7, received: 0 }, 'In transit'],
    [{ shipped: 7, received: 3 }, 'Partly received'],
    [{ shipped: 7, received: 7 }, 'Received'],
  ] as const)('%o → %s', (totals, status) => {
    expect(shippedStatus(totals)).toBe(status);
  });

  it.each([
    ['Requested', true],
    ['In transit', true],
    ['Partly received', true],
    ['Received', false],
    ['Closed', false],
    ['Cancelled', false],
  ] as const)('%s is open: %s', (status, open) => {
    expect(transferIsOpen(status)).toBe(open);
  });

  it.each([
    [4, 'TO-00004'],
    [12345, 'TO-12345'],
    [123456, 'TO-123456'],
  ])('%i → %s', (n, text) => expect(transferNumber(n)).toBe(text));
});

describe('in transit counts in the destination’s projected quantity', () => {
  it.each([
    // on hand, on order, in transit, committed → projected
    [0, 0, 6, 0, 6],
    [2, 3, 6, 4, 7],
    [0, 0, 0, 5, -5],
  ])('on hand %i, on order %i, in transit %i, committed %i → %i', (onHand, onOrder, inTransit, committed, projected) => {
    expect(projectedQuantity({ onHand, onOrder, inTransit, committed })).toBe(projected);
  });
});
