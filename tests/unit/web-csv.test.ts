/** CSV export of the reports: quoted fields, CRLF records, a header row, en-GB dates, plain decimal amounts. */
import { describe, expect, it } from 'vitest';
import { csvAmount, csvDate, csvFileName, toCsv, type CsvColumn } from '../../web/src/lib/csv.ts';

interface Row {
  name: string | null;
  amount?: number | null;
  date?: string | null;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Tenant', value: (r) => r.name },
  { header: 'Amount Due', value: (r) => csvAmount(r.amount) },
  { header: 'Owed since', value: (r) => csvDate(r.date) },
];

describe('toCsv', () => {
  it.each<[string, Row[], string]>([
    ['a header row only when there are no rows', [], '"Tenant","Amount Due","Owed since"\r\n'],
    [
      'one record per row, every field quoted, CRLF after each',
      [
        { name: 'Ann Able', amount: 1200, date: '2026-03-05' },
        { name: 'Bo', amount: 10.5, date: '2026-12-31' },
      ],
      '"Tenant","Amount Due","Owed since"\r\n"Ann Able","1200.00","05/03/2026"\r\n"Bo","10.50","31/12/2026"\r\n',
    ],
    ['a comma stays inside its field', [{ name: 'Smith, Jo' }], '"Tenant","Amount Due","Owed since"\r\n"Smith, Jo","",""\r\n'],
    ['a quote is doubled', [{ name: 'Jo "JJ" Smith' }], '"Tenant","Amount Due","Owed since"\r\n"Jo ""JJ"" Smith","",""\r\n'],
    [
      'a line break stays inside its field',
      [{ name: 'Line 1\nLine 2' }],
      '"Tenant","Amount Due","Owed since"\r\n"Line 1\nLine 2","",""\r\n',
    ],
    [
      'null and undefined are empty fields',
      [{ name: null, amount: null, date: null }],
      '"Tenant","Amount Due","Owed since"\r\n"","",""\r\n',
    ],
    ['non-ASCII text is kept', [{ name: 'Zoë Łukasz 🏠' }], '"Tenant","Amount Due","Owed since"\r\n"Zoë Łukasz 🏠","",""\r\n'],
    // a spreadsheet would run these as formulas: a leading apostrophe keeps them text (OWASP CSV injection)
    ['a leading = is neutralised', [{ name: '=HYPERLINK("x")' }], '"Tenant","Amount Due","Owed since"\r\n"\'=HYPERLINK(""x"")","",""\r\n'],
    [
      'a leading + - @ tab are neutralised',
      [{ name: '+1' }, { name: '-cmd' }, { name: '@SUM(A1)' }, { name: '\tx' }],
      '"Tenant","Amount Due","Owed since"\r\n"\'+1","",""\r\n"\'-cmd","",""\r\n"\'@SUM(A1)","",""\r\n"\'\tx","",""\r\n',
    ],
  ])('%s', (_case, rows, csv) => {
    expect(toCsv(columns, rows)).toBe(csv);
  });

  it('writes numbers as plain decimals, negative numbers untouched', () => {
    const numbers: CsvColumn<number>[] = [
      { header: 'n', value: (n) => n },
      { header: 'text', value: (n) => csvAmount(n) },
    ];
    expect(toCsv(numbers, [3, -4.25, 1234567.891])).toBe('"n","text"\r\n"3","3.00"\r\n"-4.25","-4.25"\r\n"1234567.891","1234567.89"\r\n');
  });
});

describe('csv values', () => {
  it.each<[number | null | undefined, string]>([
    [1200, '1200.00'],
    [0, '0.00'],
    [10.5, '10.50'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'],
    [10_000_000, '10000000.00'],
    [null, ''],
    [undefined, ''],
  ])('csvAmount(%s) = %s (no currency sign, no thousands separator)', (amount, text) => {
    expect(csvAmount(amount)).toBe(text);
  });

  it.each<[string | null | undefined, string]>([
    ['2026-03-05', '05/03/2026'],
    ['2024-02-29', '29/02/2024'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['2025-02-30', ''],
  ])('csvDate(%s) = %s (en-GB)', (date, text) => {
    expect(csvDate(date)).toBe(text);
  });

  it('names the file after the report and the day', () => {
    expect(csvFileName('Active Rent Report', '2026-11-22')).toBe('active-rent-report-2026-11-22.csv');
    expect(csvFileName('Overdue Payments Report', '2026-01-02')).toBe('overdue-payments-report-2026-01-02.csv');
  });
});
