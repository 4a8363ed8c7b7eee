/**
 * The financial account's chart shaping and the dashboard / expense helpers (web/src/features/inventory/
 * financial-chart.ts, finance-format.ts): rows stacked from the three responses, a fixed colour per label, x labels
 * thinned to the room, the y axis in dollars, the status pill's tone, the Add Expense checks in the spec's order.
 */
import { describe, expect, it } from 'vitest';
import { CHART_LABELS, chartBuckets, chartSeries, type ChartSeries } from '../../shared/inventory/finance.ts';
import * as M from '../../shared/inventory/messages.ts';
import { checkExpense, expenseEditSummary } from '../../web/src/features/inventory/finance-format.ts';
import {
  SERIES_COLOURS,
  STACK_ORDER,
  axisDollars,
  barData,
  bucketLabel,
  chartRows,
  chartTitle,
  colourOf,
  hasAnyValue,
  segmentDollars,
  tickLabel,
  tickValues,
} from '../../web/src/features/inventory/financial-chart.ts';

const series = (label: string, points: [string, number][]): ChartSeries => ({ label, data: points.map(([x, y]) => ({ x, y })) });

describe('chart rows', () => {
  it('stacks the three responses into one row per bucket, in bucket order, every label present', () => {
    const rows = chartRows([
      series('Received', [
        ['2026-02-02', 10],
        ['2026-02-01', 5.5],
      ]),
      series('Receivable', [
        ['2026-02-01', 1],
        ['2026-02-02', 0],
      ]),
      series('Paid', [
        ['2026-02-01', 2.25],
        ['2026-02-02', 0],
      ]),
      series('Payable', [
        ['2026-02-01', 0],
        ['2026-02-02', 7],
      ]),
      series('Expenses', [
        ['2026-02-01', 0],
        ['2026-02-02', 120.1],
      ]),
    ]);
    expect(rows).toEqual([
      { x: '2026-02-01', Received: 5.5, Receivable: 1, Paid: 2.25, Payable: 0, Expenses: 0 },
      { x: '2026-02-02', Received: 10, Receivable: 0, Paid: 0, Payable: 7, Expenses: 120.1 },
    ]);
  });

  it('a call that has not answered (or failed) is zero in every row; the others still draw', () => {
    const rows = chartRows([series('Expenses', [['2026-03', 40]])]);
    expect(rows).toEqual([{ x: '2026-03', Received: 0, Receivable: 0, Paid: 0, Payable: 0, Expenses: 40 }]);
    expect(chartRows([])).toEqual([]);
  });

  it('ignores a label it does not know instead of drawing it in no colour', () => {
    expect(chartRows([series('Refunds', [['2026-03', 9]])])).toEqual([]);
  });

  it('keeps every day of a 28, 29, 30 and 31 day month and every month of a year from the server series', () => {
    for (const [today, days] of [
      ['2026-02-10', 28],
      ['2028-02-10', 29],
      ['2026-04-30', 30],
      ['2026-12-31', 31],
    ] as const) {
      const rows = chartRows([chartSeries('Expenses', 'monthly', today, [{ date: today, cents: 1234 }])]);
      expect(rows.map((r) => r.x)).toEqual(chartBuckets('monthly', today));
      expect(rows).toHaveLength(days);
      expect(rows.find((r) => r.x === today)?.Expenses).toBe(12.34);
    }
    const year = chartRows([chartSeries('Paid', 'yearly', '2026-07-04', [{ date: '2026-01-31', cents: 100 }])]);
    expect(year.map((r) => r.x)).toEqual(chartBuckets('yearly', '2026-07-04'));
    expect(year[0].Paid).toBe(1);
  });

  it('says whether any bar has height', () => {
    expect(hasAnyValue(chartRows([series('Paid', [['2026-03', 0]])]))).toBe(false);
    expect(hasAnyValue(chartRows([series('Paid', [['2026-03', 0.01]])]))).toBe(true);
  });
});

describe('chart colours', () => {
  it('gives every label the server sends one fixed colour, all different', () => {
    expect([...STACK_ORDER].sort()).toEqual([...CHART_LABELS].sort());
    const colours = CHART_LABELS.map(colourOf);
    expect(new Set(colours).size).toBe(CHART_LABELS.length);
    for (const c of colours) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    expect(colourOf('Expenses')).toBe(SERIES_COLOURS.Expenses);
  });

  it('keeps the colour of a label whatever else is on the chart', () => {
    expect(colourOf('Received')).toBe('#0f766e');
    expect(colourOf('Paid')).toBe('#4338ca');
  });
});

describe('chart axes', () => {
  it('titles the chart by the range (spec §2)', () => {
    expect(chartTitle('monthly')).toBe('Daily Data');
    expect(chartTitle('yearly')).toBe('Monthly Data');
  });

  it('labels days by their number and months by their short name; the tooltip in full, en-GB', () => {
    expect(tickLabel('2026-11-05')).toBe('5');
    expect(tickLabel('2026-11-30')).toBe('30');
    expect(tickLabel('2026-01')).toBe('Jan');
    expect(tickLabel('2026-09')).toMatch(/^Sept?$/); // ICU versions differ
    expect(bucketLabel('2026-11-05')).toBe('05/11/2026');
    expect(bucketLabel('2026-11')).toBe('November 2026');
  });

  it('labels every bucket when they fit, and thins them evenly from the first when they do not', () => {
    const month = chartBuckets('monthly', '2026-12-01');
    expect(tickValues(month, 900)).toEqual(month);
    const phone = tickValues(month, 244);
    expect(phone[0]).toBe('2026-12-01');
    expect(phone.length).toBeLessThanOrEqual(Math.floor(244 / 24));
    expect(phone.map(tickLabel)).toEqual(['1', '5', '9', '13', '17', '21', '25', '29']);
    const year = chartBuckets('yearly', '2026-06-01');
    expect(tickValues(year, 500)).toEqual(year);
    expect(tickValues(year, 244).map((x) => x.slice(5))).toEqual(['01', '03', '05', '07', '09', '11']);
    expect(tickValues([], 500)).toEqual([]);
    expect(tickValues(month, 0)).toEqual(['2026-12-01']);
  });

  it('reads the y axis in dollars, short, and a segment to the cent', () => {
    expect(axisDollars(0)).toBe('$0');
    expect(axisDollars(950)).toBe('$950');
    expect(axisDollars(1200)).toBe('$1.2K');
    expect(axisDollars(1_500_000)).toBe('$1.5M');
    expect(segmentDollars(1234.5)).toBe('$1,234.50');
  });
});

describe('Add Expense checks (spec §5, in its order)', () => {
  const today = '2026-11-23';
  const good = { category: 'rent', amount: '1250.50', date: '2026-11-01', description: 'November rent' };

  it('accepts a full expense and sends the amount as a number', () => {
    expect(checkExpense(good, today)).toEqual({
      ok: true,
      data: { category: 'rent', amount: 1250.5, date: '2026-11-01', description: 'November rent' },
    });
    expect(checkExpense({ ...good, date: today }, today).ok).toBe(true);
  });

  it.each([
    [{ category: '', amount: '', date: '', description: '' }, M.selectExpenseCategory],
    [{ ...good, category: '' }, M.selectExpenseCategory],
    [{ ...good, amount: '' }, M.expenseAmountInvalid],
    [{ ...good, amount: '0' }, M.expenseAmountInvalid],
    [{ ...good, amount: '-5' }, M.expenseAmountInvalid],
    [{ ...good, amount: 'abc' }, M.expenseAmountInvalid],
    [{ ...good, amount: '1.005' }, M.expenseAmountInvalid],
    [{ ...good, amount: '', date: '' }, M.expenseAmountInvalid],
    [{ ...good, date: '' }, M.selectExpenseDate],
    [{ ...good, date: '', description: '' }, M.selectExpenseDate],
    [{ ...good, description: '   ' }, M.expenseDescriptionRequired],
    [{ ...good, date: '2026-11-24' }, M.expenseDateInFuture],
    [{ ...good, date: '2026-11-24', description: '' }, M.expenseDateInFuture],
    [{ ...good, amount: '0', description: '' }, M.expenseAmountInvalid],
    [{ ...good, amount: '10000000.01' }, M.expenseAmountInvalid],
    [{ ...good, date: '2026-02-30' }, M.selectExpenseDate],
    [{ ...good, category: 'holidays' }, M.selectExpenseCategory],
    [{ ...good, description: 'x'.repeat(301) }, M.expenseDescriptionTooLong],
  ])('%j → %s', (draft, message) => {
    expect(checkExpense(draft, today)).toMatchObject({ ok: false, message });
  });
});

describe('bar data for nivo', () => {
  it('leaves out zero segments, so a day without figures draws no empty rect', () => {
    const rows = chartRows([
      series('Received', [
        ['2026-02-01', 5],
        ['2026-02-02', 0],
      ]),
      series('Expenses', [
        ['2026-02-01', 0],
        ['2026-02-02', 0],
      ]),
    ]);
    expect(barData(rows)).toEqual([{ x: '2026-02-01', Received: 5 }, { x: '2026-02-02' }]);
  });
});

describe('expenseEditSummary: what an expense correction does to the financial account', () => {
  const before = {
    id: 'E',
    category_id: 'utilities',
    category: 'Utilities',
    amount: 15000,
    description: 'Power',
    date: '2026-11-03',
    created_at: '',
    version: 0,
  };
  it.each([
    [
      { amount: 1500, date: '2026-11-03' },
      "The financial account's expenses change from $15,000.00 on 03/11/2026 to $1,500.00 on 03/11/2026.",
    ],
    [
      { amount: 15000, date: '2026-11-01' },
      "The financial account's expenses change from $15,000.00 on 03/11/2026 to $15,000.00 on 01/11/2026.",
    ],
    [{ amount: 15000, date: '2026-11-03' }, 'The amount and date stay as they are in the financial account.'],
  ])('%j', (change, text) => {
    expect(expenseEditSummary(before, { category: 'utilities', description: 'Power', ...change })).toBe(text);
  });
});
