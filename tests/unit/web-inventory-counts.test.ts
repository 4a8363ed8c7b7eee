/** The stock count screens (WAREHOUSE.md "Stock counts"): the new count's body and the count sheet's lines, saves, variance and totals. */
import { describe, expect, it } from 'vitest';
import type { CountDetail, CountLine } from '../../shared/inventory/counts.ts';
import {
  cancelCountMessage,
  completeMessage,
  countFilter,
  lineOfCode,
  newCountBody,
  parseCounted,
  recordBatches,
  scannedCount,
  recordLines,
  sheetTotals,
  shownVariance,
  signedMoney,
  signedQuantity,
  varianceWords,
  visibleLines,
  type NewCountDraft,
} from '../../web/src/features/inventory/count-sheet.ts';

const countLine = (patch: Partial<CountLine>): CountLine => ({
  item_id: 'I1',
  item_name: 'Bolt M8',
  sku: 'BOLT-8',
  barcode: '4006381333931',
  expected: 10,
  moved_since: 0,
  counted: null,
  variance: null,
  variance_value: null,
  counted_by: null,
  counted_at: null,
  adjusted: null,
  ...patch,
});
const bolt = countLine({});
const nut = countLine({
  item_id: 'I2',
  item_name: 'Hex Nut',
  sku: 'NUT-1',
  barcode: '5012345678900',
  counted: 7,
  variance: -3,
  variance_value: -1.5,
});
const washer = countLine({ item_id: 'I3', item_name: 'Washer', sku: 'WSH-2', barcode: '', counted: 12, variance: 2, variance_value: 0.4 });

const count = (patch: Partial<CountDetail>): CountDetail => ({
  id: '01COUNT',
  count_number: 'CNT-00003',
  status: 'Open',
  warehouse_id: 'WA',
  warehouse_name: 'Leeds',
  scope_label: 'All items',
  blind: false,
  line_count: 3,
  counted_lines: 2,
  variance_value: null,
  created_at: '2026-12-01T10:00:00Z',
  completed_at: null,
  version: 2,
  lines: [bolt, nut, washer],
  reason: null,
  ...patch,
});

describe('the list filter', () => {
  it.each([
    ['', '', {}],
    ['Open', '', { status: 'Open' }],
    ['', 'WA', { warehouseId: 'WA' }],
    ['Done', 'WB', { warehouseId: 'WB' }],
  ])('status %j, warehouse %j', (status, warehouse, expected) => {
    expect(countFilter(status, warehouse)).toEqual(expected);
  });
});

describe('a new count', () => {
  const draft = (patch: Partial<NewCountDraft>): NewCountDraft => ({
    warehouseId: 'WA',
    scope: 'all',
    categoryId: '',
    itemIds: [],
    blind: false,
    ...patch,
  });

  it.each([
    ['no warehouse', draft({ warehouseId: '' }), 'Please select a warehouse'],
    ['a category not chosen', draft({ scope: 'category' }), 'Please select the category to count'],
    ['no items chosen', draft({ scope: 'items' }), 'Choose between 1 and 200 different items to count'],
  ])('refuses %s', (_name, d, message) => {
    expect(newCountBody(d)).toEqual({ ok: false, message });
  });

  it.each([
    ['all items', draft({ blind: true, categoryId: 'C1', itemIds: ['I1'] }), { warehouseId: 'WA', blind: true }],
    ['a category', draft({ scope: 'category', categoryId: 'C1', itemIds: ['I1'] }), { warehouseId: 'WA', blind: false, categoryId: 'C1' }],
    [
      'chosen items, each once',
      draft({ scope: 'items', categoryId: 'C1', itemIds: ['I1', 'I2', 'I1'] }),
      { warehouseId: 'WA', blind: false, itemIds: ['I1', 'I2'] },
    ],
  ])('sends %s with only its own field', (_name, d, value) => {
    expect(newCountBody(d)).toEqual({ ok: true, value });
  });
});

describe('the count sheet', () => {
  it.each([
    ['0', 0],
    [' 12 ', 12],
    ['1000000', 1_000_000],
    ['1000001', null],
    ['-1', null],
    ['2.5', null],
    ['', null],
  ])('a count typed %j is %s', (text, expected) => {
    expect(parseCounted(text)).toBe(expected);
  });

  it.each([
    ['everything', { uncountedOnly: false, search: '' }, ['I1', 'I2', 'I3']],
    ['uncounted only', { uncountedOnly: true, search: '' }, ['I1']],
    ['a word of the name, any case', { uncountedOnly: false, search: 'nut' }, ['I2']],
    ['part of a SKU', { uncountedOnly: false, search: 'wsh' }, ['I3']],
    ['part of a barcode', { uncountedOnly: false, search: '50123' }, ['I2']],
    ['a search and uncounted only', { uncountedOnly: true, search: 'nut' }, []],
  ])('shows %s', (_name, filter, ids) => {
    expect(visibleLines([bolt, nut, washer], filter).map((l) => l.item_id)).toEqual(ids);
  });

  it.each([
    ['a barcode', '4006381333931', 'I1'],
    ['a SKU in another case', ' nut-1 ', 'I2'],
    ['a prefix only', '400638', null],
    ['nothing', '  ', null],
  ])('a scanned %s finds its line', (_name, code, id) => {
    expect(lineOfCode([bolt, nut, washer], code)?.item_id ?? null).toBe(id);
  });

  it.each([
    ['an uncounted line, nothing typed', bolt, undefined, 1],
    ['an uncounted line with 4 typed', bolt, '4', 5],
    ['a saved count of 7', nut, undefined, 8],
    ['a saved count, 2 typed over it', nut, '2', 3],
    ['a saved count, garbage typed', nut, 'x', 8],
    ['the most a count takes', bolt, '1000000', 1_000_000],
  ])('a scan of %s counts %i', (_name, l, typed, expected) => {
    expect(scannedCount(l, typed)).toBe(expected);
  });

  it.each([
    ['a first count', { I1: '9' }, [{ item_id: 'I1', counted: 9 }], {}],
    ['a zero', { I1: '0' }, [{ item_id: 'I1', counted: 0 }], {}],
    ['a recount that changes the saved one', { I2: '8' }, [{ item_id: 'I2', counted: 8 }], {}],
    ['the saved count again (not sent)', { I2: '7' }, [], {}],
    ['an empty field (not sent)', { I1: ' ' }, [], {}],
    [
      'a bad value',
      { I1: 'x', I3: '13' },
      [{ item_id: 'I3', counted: 13 }],
      { I1: 'Counted quantities must be whole numbers from 0 to 1,000,000' },
    ],
  ])('Save counts sends %s', (_name, typed, lines, problems) => {
    expect(recordLines([bolt, nut, washer], typed)).toEqual({ lines, problems });
  });

  it.each([
    [0, []],
    [45, [45]],
    [46, [45, 1]],
    [100, [45, 45, 10]],
  ])('%i lines to save go in calls of %j (the server takes 45 at a time)', (n, sizes) => {
    const lines = Array.from({ length: n }, (_, i) => ({ item_id: `I${i}`, counted: i }));
    const batches = recordBatches(lines);
    expect(batches.map((b) => b.length)).toEqual(sizes);
    expect(batches.flat()).toEqual(lines);
  });

  it.each([
    ['uncounted, nothing typed', bolt, undefined, null],
    ['uncounted, typed', bolt, '8', -2],
    ['counted, nothing typed', nut, undefined, -3],
    ['counted, retyped', nut, '11', 1],
    ['with movements since the start', countLine({ moved_since: -2, counted: 8 }), undefined, 0],
    ['blind (expected hidden)', countLine({ expected: null, moved_since: null, counted: 8 }), '9', null],
    ['typed garbage falls back to the saved count', nut, 'x', -3],
  ])('the variance shown: %s', (_name, l, typed, expected) => {
    expect(shownVariance(l, typed)).toBe(expected);
  });

  const prices = new Map([
    ['I1', 1.5],
    ['I2', 0.5],
    ['I3', 0.2],
  ]);
  it.each([
    // variance −3 (nut) and +2 (washer): −3 × $0.50 + 2 × $0.20
    ['open, priced at purchase prices', count({}), prices, { varianceUnits: -1, varianceValue: -1.1, estimated: true }],
    [
      'open, some prices unknown (left out)',
      count({}),
      new Map([['I2', 0.5]]),
      { varianceUnits: -1, varianceValue: -1.5, estimated: true },
    ],
    ['open, no price known', count({}), new Map(), { varianceUnits: -1, varianceValue: null, estimated: true }],
    [
      'open and blind (hidden)',
      count({ blind: true, lines: [countLine({ expected: null, moved_since: null }), nut, washer] }),
      prices,
      { varianceUnits: null, varianceValue: null, estimated: false },
    ],
    [
      'completed: the values the server posted',
      count({ status: 'Completed', lines: [bolt, { ...nut, variance_value: -1.62 }, washer] }),
      prices,
      { varianceUnits: -1, varianceValue: -1.22, estimated: false },
    ],
  ])('totals: %s', (_name, c, p, expected) => {
    expect(sheetTotals(c, p)).toEqual({ lines: 3, counted: 2, uncounted: 1, ...expected });
  });

  it.each([
    [{ varianceUnits: null, varianceValue: null, estimated: false }, null],
    [{ varianceUnits: -3, varianceValue: null, estimated: true }, '−3 units'],
    [{ varianceUnits: -3, varianceValue: -4.5, estimated: true }, '−3 units, about −$4.50 at purchase price'],
    [{ varianceUnits: 1, varianceValue: 0.4, estimated: false }, '+1 unit, +$0.40'],
  ])('the variance %j reads %s', (t, words) => {
    expect(varianceWords({ lines: 1, counted: 1, uncounted: 0, ...t })).toBe(words);
  });

  it.each([
    [12.5, '+$12.50'],
    [-3, '−$3.00'],
    [0, '$0.00'],
  ])('%d reads %s', (amount, text) => {
    expect(signedMoney(amount)).toBe(text);
  });

  it.each([
    [3, '+3'],
    [-2, '−2'],
    [0, '0'],
  ])('%d reads %s', (n, text) => {
    expect(signedQuantity(n)).toBe(text);
  });

  it('Complete says what is posted, what is left, and the total variance', () => {
    expect(completeMessage(count({}), sheetTotals(count({}), prices))).toBe(
      "Complete CNT-00003? The 2 counted items are adjusted in Leeds to what was counted (shortfalls leave the oldest lots first at their cost, surpluses enter at the item's last cost). 1 item not counted is left as it is. Total variance −1 unit, about −$1.10 at purchase price.",
    );
  });

  it('Cancel says nothing is adjusted', () => {
    expect(cancelCountMessage(count({}))).toBe(
      'Cancel CNT-00003? Nothing is adjusted; the count keeps its number and shows as cancelled, with your reason.',
    );
  });
});
