/** The replenishment screen's rules: groups as the API orders rows, typed quantities, the request it sends. */
import { describe, expect, it } from 'vitest';
import type { ReplenishmentRow } from '../../shared/inventory/purchase-drafts.ts';
import { groupRows, initialChoice, lineKey, orderLines, quantityProblem } from '../../web/src/features/inventory/replenishment.ts';

const row = (supplier: string, warehouse: string, item: string, suggested = 10, inDraft = 0) =>
  ({
    supplier_id: supplier,
    warehouse_id: warehouse,
    item_id: item,
    suggested_quantity: suggested,
    draft_quantity: inDraft,
    to_order: Math.max(0, suggested - inDraft),
  }) as ReplenishmentRow;

describe('groupRows', () => {
  it('groups consecutive rows of one supplier and warehouse, in the order they come', () => {
    const rows = [row('S1', 'W1', 'a'), row('S1', 'W1', 'b'), row('S1', 'W2', 'c'), row('S2', 'W1', 'd')];
    expect(groupRows(rows).map((g) => g.map((r) => r.item_id))).toEqual([['a', 'b'], ['c'], ['d']]);
    expect(groupRows([])).toEqual([]);
  });
});

describe('quantityProblem', () => {
  it.each([
    [['1', '20', ' 5 '], null],
    [['0'], 'Quantities must be whole numbers from 1 to 1,000,000'],
    [['2.5'], 'Quantities must be whole numbers from 1 to 1,000,000'],
    [[''], 'Quantities must be whole numbers from 1 to 1,000,000'],
    [['-3'], 'Quantities must be whole numbers from 1 to 1,000,000'],
    [['1000001'], 'Quantities must be whole numbers from 1 to 1,000,000'],
  ])('%j → %s', (quantities, expected) => {
    expect(quantityProblem(quantities)).toBe(expected);
  });
});

describe('orderLines', () => {
  it('sends each selected row with its quantity, and keys rows by supplier, warehouse and item', () => {
    const rows = [row('S1', 'W1', 'a'), row('S2', 'W1', 'b')];
    expect(orderLines(rows, (r) => (r.item_id === 'a' ? '15' : '5'))).toEqual([
      { itemId: 'a', warehouseId: 'W1', supplierId: 'S1', quantity: 15 },
      { itemId: 'b', warehouseId: 'W1', supplierId: 'S2', quantity: 5 },
    ]);
    expect(lineKey(rows[0]!)).toBe('S1#W1#a');
  });
});

describe('a row with an open draft (issue 31: Create draft orders twice ordered twice)', () => {
  it.each([
    ['no draft', row('S1', 'W1', 'a', 200), { selected: true, quantity: '200' }],
    ['a draft holding part of it', row('S1', 'W1', 'a', 200, 150), { selected: true, quantity: '50' }],
    ['a draft holding all of it', row('S1', 'W1', 'a', 200, 200), { selected: false, quantity: '0' }],
    ['a draft holding more', row('S1', 'W1', 'a', 200, 260), { selected: false, quantity: '0' }],
  ])('%s starts at what is still to order', (_, r, expected) => expect(initialChoice(r)).toEqual(expected));

  it('asks for what the draft holds plus what is typed: the server tops the line up to that', () => {
    expect(orderLines([row('S1', 'W1', 'a', 200, 150)], () => '50')).toEqual([
      { itemId: 'a', warehouseId: 'W1', supplierId: 'S1', quantity: 200 },
    ]);
    expect(orderLines([row('S1', 'W1', 'a', 200, 150)], () => '70')).toEqual([
      { itemId: 'a', warehouseId: 'W1', supplierId: 'S1', quantity: 220 },
    ]);
  });
});
