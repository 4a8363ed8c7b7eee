/**
 * The inventory insights' pure rules (INSIGHTS.md "Tests that must exist"): ABC classes, turnover and days of cover,
 * dead stock, month-end stock values from a level now and its changes, a month's sales figures, and the kept lists' keys.
 */
import { describe, expect, it } from 'vitest';
import {
  abcClasses,
  averageStockValue,
  closingLevel,
  daysOfCover,
  inventoryMonthFigures,
  isDeadStock,
  pairSubject,
  saleDayOf,
  splitSubject,
  turnover,
  turnoverWindow,
} from '../../shared/insights/inventory-figures.ts';
import { openingLevels } from '../../shared/insights/levels.ts';
import { toDayNumber } from '../../shared/domain/dates.ts';
import { defaultListsRange, warehousesKey } from '../../functions/insights/services/inventory-lists.ts';

describe('ABC classes: A the items making 80% of revenue, B the next 15%, C the rest', () => {
  it.each([
    ['one item takes it all', [['a', 100]], { a: 'A' }],
    [
      '80 / 15 / 5',
      [
        ['a', 80],
        ['b', 15],
        ['c', 5],
      ],
      { a: 'A', b: 'B', c: 'C' },
    ],
    // the item that crosses 80% is still A: the revenue before it was under 80%
    [
      'the item crossing 80% is A',
      [
        ['a', 70],
        ['b', 20],
        ['c', 6],
        ['d', 4],
      ],
      { a: 'A', b: 'A', c: 'B', d: 'C' },
    ],
    [
      'exactly 80% before: B',
      [
        ['a', 80],
        ['b', 10],
        ['c', 10],
      ],
      { a: 'A', b: 'B', c: 'B' },
    ],
    [
      'exactly 95% before: C',
      [
        ['a', 80],
        ['b', 15],
        ['c', 4],
        ['d', 1],
      ],
      { a: 'A', b: 'B', c: 'C', d: 'C' },
    ],
    [
      'ties share the class of the first of them',
      [
        ['a', 45],
        ['b', 45],
        ['c', 5],
        ['d', 5],
      ],
      { a: 'A', b: 'A', c: 'B', d: 'B' },
    ],
    [
      'no revenue is C',
      [
        ['a', 90],
        ['b', 0],
        ['c', 10],
      ],
      { a: 'A', b: 'C', c: 'B' },
    ],
    [
      'nobody sold anything: every item C',
      [
        ['a', 0],
        ['b', 0],
      ],
      { a: 'C', b: 'C' },
    ],
    [
      'order given does not matter',
      [
        ['c', 5],
        ['a', 80],
        ['b', 15],
      ],
      { a: 'A', b: 'B', c: 'C' },
    ],
  ] as Array<[string, Array<[string, number]>, Record<string, string>]>)('%s', (_, rows, expected) => {
    const classes = abcClasses(rows.map(([id, revenue]) => ({ id, revenue })));
    expect(Object.fromEntries(classes)).toEqual(expected);
  });

  it('a negative revenue (returns beyond sales) is C and does not count in the total', () => {
    expect(
      Object.fromEntries(
        abcClasses([
          { id: 'a', revenue: 100 },
          { id: 'b', revenue: -20 },
        ]),
      ),
    ).toEqual({ a: 'A', b: 'C' });
  });

  it('no items: no classes', () => {
    expect(abcClasses([]).size).toBe(0);
  });
});

describe('turnover and days of cover over the last three months', () => {
  it.each([
    ['2026-03', ['2026-01', '2026-02', '2026-03'], 31 + 28 + 31],
    // a leap February
    ['2024-03', ['2024-01', '2024-02', '2024-03'], 31 + 29 + 31],
    // across a year's end
    ['2026-01', ['2025-11', '2025-12', '2026-01'], 30 + 31 + 31],
    ['2026-07', ['2026-05', '2026-06', '2026-07'], 92],
  ])('the window ending %s', (to, months, days) => {
    expect(turnoverWindow(to)).toEqual({ months, days });
  });

  it.each([
    // opening, month-end values → the mean of the four points, rounded to the cent
    [0, [0, 0, 1_600], 400],
    [1_000, [1_000, 1_000, 1_000], 1_000],
    [100, [200, 300, 401], 250],
    [0, [0, 0, 0], 0],
  ])('average stock value from %i and %j is %i', (opening, closings, average) => {
    expect(averageStockValue(opening, closings)).toBe(average);
  });

  it.each([
    [4_000, 400, 10],
    [1_200, 450, 2.67],
    [0, 300, 0],
    [500, 0, null],
    [500, -10, null],
  ])('turnover of COGS %i over average stock %i is %s', (cogs, average, expected) => {
    expect(turnover(cogs, average)).toBe(expected);
  });

  it.each([
    // stock now ÷ (COGS over the window ÷ its days)
    [1_600, 4_000, 90, 36],
    [1_800, 1_200, 92, 138],
    [1_000, 3_000, 91, 30.3],
    [0, 3_000, 90, 0],
    [1_000, 0, 90, null],
  ])('days of cover of stock %i with COGS %i over %i days is %s', (stock, cogs, days, expected) => {
    expect(daysOfCover(stock, cogs, days)).toBe(expected);
  });
});

describe('dead stock: units on hand and no sale in 90 days', () => {
  const today = '2026-06-30';
  it.each([
    ['never sold, with stock', 5, undefined, true],
    ['never sold, no stock', 0, undefined, false],
    ['sold today', 5, '2026-06-30', false],
    ['sold 90 days ago: still a sale in the 90 days', 5, '2026-04-01', false],
    ['sold 91 days ago', 5, '2026-03-31', true],
    ['sold long ago but nothing left', 0, '2025-01-01', false],
  ])('%s', (_, units, lastSale, dead) => {
    expect(isDeadStock(units, lastSale === undefined ? undefined : toDayNumber(lastSale), today)).toBe(dead);
  });

  it('a last sale day reads back as its date (none: null), across a leap day', () => {
    expect(saleDayOf(toDayNumber('2024-02-29'))).toBe('2024-02-29');
    expect(toDayNumber('2024-03-01') - toDayNumber('2024-02-28')).toBe(2);
    expect(saleDayOf(undefined)).toBeNull();
  });
});

describe('month-end stock values from the value now and the changes by month', () => {
  it('each month closes at its opening plus its own change; months after the range still count', () => {
    const changes = new Map([
      ['2026-01', { stockValue: 1_000 }],
      ['2026-03', { stockValue: -300 }],
      ['2026-05', { stockValue: 200 }],
    ]);
    const months = ['2026-01', '2026-02', '2026-03', '2026-04'];
    // the value now: every change made so far
    const opening = openingLevels({ stockValue: 900 }, changes, months, ['stockValue']);
    const closings = months.map((m) => closingLevel(opening.get(m), changes.get(m), 'stockValue'));
    expect(months.map((m) => opening.get(m)!.stockValue)).toEqual([0, 1_000, 1_000, 700]);
    expect(closings).toEqual([1_000, 1_000, 700, 700]);
  });

  it('a value from before the first change read (a backfilled opening) carries into the first month', () => {
    const opening = openingLevels({ stockValue: 500 }, new Map([['2026-02', { stockValue: 100 }]]), ['2026-01', '2026-02'], ['stockValue']);
    expect([opening.get('2026-01')!.stockValue, opening.get('2026-02')!.stockValue]).toEqual([400, 400]);
  });
});

describe("a month's figures", () => {
  it.each([
    [{ sales: 11_700, cogs: 5_200, purchases: 6_000 }, 4_600, 5_000, { marginCents: 6_500, marginRate: 0.5556 }],
    [{ sales: 0, cogs: 0 }, 0, 0, { marginCents: 0, marginRate: null }],
    // returns beyond the month's sales: a negative margin
    [{ sales: -1_000, cogs: -400 }, 0, 0, { marginCents: -600, marginRate: 0.6 }],
    [{ sales: 1_000, cogs: 1_000 }, 0, 0, { marginCents: 0, marginRate: 0 }],
  ])('%j closing %i with expenses %i', (own, closing, expenses, expected) => {
    const f = inventoryMonthFigures(own, closing, expenses);
    expect(f).toMatchObject({ ...expected, stockValueCents: closing, expensesCents: expenses, salesCents: own.sales });
  });
});

describe('subjects: a warehouse first', () => {
  it('joins and splits at the first #', () => {
    expect(pairSubject('01WH', '01ITEM')).toBe('01WH#01ITEM');
    expect(splitSubject('01WH#01ITEM')).toEqual({ warehouseId: '01WH', id: '01ITEM' });
    expect(splitSubject('_company')).toEqual({ warehouseId: '_company', id: '' });
  });
});

describe('kept lists: the daily run’s period and the key of a set of warehouses', () => {
  it.each([
    ['2026-12-08', { from: '2026-01', to: '2026-12' }],
    ['2026-01-01', { from: '2025-02', to: '2026-01' }],
    ['2024-02-29', { from: '2023-03', to: '2024-02' }],
  ])('the last 12 months as of %s', (localDate, range) => {
    expect(defaultListsRange(localDate)).toEqual(range);
  });

  it('a set of warehouses has one key whatever its order; another set another', () => {
    expect(warehousesKey(['01B', '01A'])).toBe(warehousesKey(['01A', '01B']));
    expect(warehousesKey(['01A'])).not.toBe(warehousesKey(['01A', '01B']));
    expect(warehousesKey(['01A'])).toMatch(/^[\w-]{22}$/);
  });
});
