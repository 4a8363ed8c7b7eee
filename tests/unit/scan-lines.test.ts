/** A scan into a screen's lines (WAREHOUSE.md "each scan of a line's item adds 1 (or opens its quantity)"). */
import { describe, expect, it } from 'vitest';
import { addScannedUnit, type ReceivingLine } from '../../web/src/features/inventory/receiving-lines.ts';
import { itemHasCode, scanIntoLines } from '../../web/src/features/inventory/scan-items.ts';

type Line = { key: string; item: { id: string } | null; quantity: string };
let keys = 0;
const newLine = (): Line => ({ key: `new-${++keys}`, item: null, quantity: '' });
const summary = (lines: Line[]) => lines.map((l) => `${l.item?.id ?? '-'}×${l.quantity || '0'}`);

describe('a scan into order lines', () => {
  it.each<[string, Line[], string, string[], number]>([
    ['no lines: a new line of 1', [], 'A', ['A×1'], 1],
    ['an empty line takes the item', [{ key: 'x', item: null, quantity: '' }], 'A', ['A×1'], 1],
    ['its line gets one more', [{ key: 'x', item: { id: 'A' }, quantity: '2' }], 'A', ['A×3'], 3],
    ['a quantity not yet typed counts as 0', [{ key: 'x', item: { id: 'A' }, quantity: '' }], 'A', ['A×1'], 1],
    ['another item: a new line, the others untouched', [{ key: 'x', item: { id: 'A' }, quantity: '2' }], 'B', ['A×2', 'B×1'], 1],
    [
      'the first empty line, not a new one',
      [
        { key: 'x', item: { id: 'A' }, quantity: '2' },
        { key: 'y', item: null, quantity: '' },
      ],
      'B',
      ['A×2', 'B×1'],
      1,
    ],
  ])('%s', (_, lines, id, expected, quantity) => {
    const scanned = scanIntoLines(lines, { id }, newLine);
    expect(summary(scanned.lines)).toEqual(expected);
    expect(scanned.quantity).toBe(quantity);
  });
});

describe('a scan into Add Stock', () => {
  const product = (id: string) => ({ id, name: `Item ${id}`, sku: `S-${id}`, barcode: '' });
  const line = (id: string, location: string, quantity: number): ReceivingLine => ({
    product: product(id),
    quantity,
    location,
    locationName: location,
  });
  it.each<[string, ReceivingLine[], string, string, Array<[string, string, number]>]>([
    ['a first scan: a line of 1', [], 'A', 'north', [['A', 'north', 1]]],
    ['its line in that warehouse: one more', [line('A', 'north', 4)], 'A', 'north', [['A', 'north', 5]]],
    [
      'the same item in another warehouse: its own line',
      [line('A', 'north', 4)],
      'A',
      'south',
      [
        ['A', 'north', 4],
        ['A', 'south', 1],
      ],
    ],
  ])('%s', (_, lines, id, location, expected) => {
    const result = addScannedUnit(lines, product(id), location, location);
    expect(result.ok && result.lines.map((l) => [l.product.id, l.location, l.quantity])).toEqual(expected);
  });
});

describe('an item has a code', () => {
  it.each([
    [{ barcode: '5901234123457', sku: 'D-1' }, '5901234123457', true],
    [{ barcode: '5901234123457', sku: 'D-1' }, ' d-1 ', true],
    [{ barcode: '5901234123457', sku: 'D-1' }, '590123412345', false],
    [{ barcode: 'HK-9', sku: 'D-1' }, 'hk-9', true],
    [{ barcode: '', sku: '' }, '', false],
  ])('%j has %j: %s', (item, code, has) => {
    expect(itemHasCode(item, code)).toBe(has);
  });
});
