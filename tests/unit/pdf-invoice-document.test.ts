import { describe, expect, it } from 'vitest';
import type { RentWithPayments } from '../../functions/rent/records.ts';
import { rentInvoiceDocument, rentInvoiceNumber, rentInvoiceObjectKey } from '../../functions/rent/services/invoices.ts';

const rent = (overrides: Partial<RentWithPayments> = {}): RentWithPayments => ({
  companyId: 'C1',
  rentId: '12-1-01JDQ5X8ZB6YV3W2N1M0K9J8H7-01JDQ5X8ZB6YV3W2N1M0K9J8H8',
  rentUlid: '01JDQ5X8ZB6YV3W2N1M0K9J8H8',
  roomId: '12-1-01JDQ5X8ZB6YV3W2N1M0K9J8H7',
  roomUlid: '01JDQ5X8ZB6YV3W2N1M0K9J8H7',
  roomNumber: '101',
  buildingNumber: 12,
  buildingName: 'Seaview',
  level: 2,
  tenantId: 'T1',
  tenantName: 'Amelia Tenant',
  tenantPhone: '+44 7700 900123',
  tenantEmail: 'amelia@example.com',
  rentPriceCents: 100_000,
  depositCents: 50_000,
  startDate: '2026-01-31',
  endDate: '2026-12-30',
  rentType: 'Monthly',
  paidCents: 150_000,
  checkoutDate: null,
  createdAt: '2026-01-30T10:00:00.000Z',
  payments: [
    { reference: 'A', method: 'Others', amountCents: 100_000, paidAt: '2026-01-31T10:00:00Z', date: '2026-01-31' },
    { reference: 'B', method: 'Others', amountCents: 50_000, paidAt: '2026-03-01T10:00:00Z', date: '2026-03-01' },
  ],
  ...overrides,
});

const company = { name: 'Harbour Properties', address: '1 Quay Street', phone: '+44 20 7946 0000' };
const now = new Date('2026-04-15T08:00:00Z');

describe('rent invoice document', () => {
  it('lists the periods due in the range (month ends clamped), paid oldest first from the payments', () => {
    const doc = rentInvoiceDocument({
      rent: rent(),
      company,
      address: '4 Harbour Road, Brighton BN1 1AA',
      range: { startDate: '2026-01-31', endDate: '2026-04-15' },
      invoiceId: '01JDQ5X8ZB6YV3W2N1M0K9J8H9',
      now,
    });
    expect(doc.lines).toEqual([
      {
        description: 'Monthly rent, period 1',
        from: '2026-01-31',
        to: '2026-02-27',
        amountCents: 100_000,
        paidCents: 100_000,
        balanceCents: 0,
      },
      {
        description: 'Monthly rent, period 2',
        from: '2026-02-28',
        to: '2026-03-30',
        amountCents: 100_000,
        paidCents: 50_000,
        balanceCents: 50_000,
      },
      {
        description: 'Monthly rent, period 3',
        from: '2026-03-31',
        to: '2026-04-29',
        amountCents: 100_000,
        paidCents: 0,
        balanceCents: 100_000,
      },
    ]);
    expect(doc.totals).toEqual({ totalCents: 300_000, paidCents: 150_000, balanceCents: 150_000 });
    expect(doc.invoiceNumber).toBe('RI-20260415-M0K9J8H9');
    expect(doc.issueDate).toBe('2026-04-15');
    expect(doc.tenant).toEqual({ name: 'Amelia Tenant', phone: '+44 7700 900123', email: 'amelia@example.com' });
    expect(doc.unit).toEqual({
      buildingName: 'Seaview',
      buildingNumber: 12,
      level: 2,
      roomNumber: '101',
      address: '4 Harbour Road, Brighton BN1 1AA',
    });
    expect(doc.period).toEqual({ from: '2026-01-31', to: '2026-04-15' });
    expect(doc.company).toEqual(company);
  });

  it('skips periods before the range but lets them absorb payments first', () => {
    const doc = rentInvoiceDocument({
      rent: rent(),
      company,
      range: { startDate: '2026-02-28', endDate: '2026-03-30' },
      invoiceId: 'X'.repeat(26),
      now,
    });
    expect(doc.lines.map((l) => [l.from, l.paidCents])).toEqual([['2026-02-28', 50_000]]);
    expect(doc.totals).toEqual({ totalCents: 100_000, paidCents: 50_000, balanceCents: 50_000 });
    expect(doc.unit.address, 'a building with no address prints none').toBe('');
  });

  it('treats a missing rent type as Monthly', () => {
    const doc = rentInvoiceDocument({
      rent: rent({ rentType: undefined as never, payments: [] }),
      company,
      range: { startDate: '2026-01-31', endDate: '2026-01-31' },
      invoiceId: 'X'.repeat(26),
      now,
    });
    expect(doc.rent.type).toBe('Monthly');
    expect(doc.lines).toHaveLength(1);
    expect(doc.totals.balanceCents).toBe(100_000);
  });
});

describe('invoice storage key and number', () => {
  it('starts with the company id and keeps ids path-safe', () => {
    expect(rentInvoiceObjectKey('C1', '12-1-AAA-BBB', '01XYZ')).toBe('C1/rent-invoices/12-1-AAA-BBB/01XYZ.pdf');
    expect(rentInvoiceObjectKey('C1', '../x/y', '01XYZ')).toBe('C1/rent-invoices/.._x_y/01XYZ.pdf');
  });

  it('numbers invoices by issue date and the invoice id tail', () => {
    expect(rentInvoiceNumber('2026-11-22', '01JDQ5X8ZB6YV3W2N1M0K9J8H9')).toBe('RI-20261122-M0K9J8H9');
  });
});

describe('rent invoice document with late fees', () => {
  // Monthly $1,000 from 31/01/2026; on 15/04/2026 3 periods are due ($3,000): $1,500 paid
  const fees = [
    { periodStart: '2026-02-28', seq: 1, amountCents: 5_000 },
    { periodStart: '2026-02-28', seq: 2, amountCents: 2_500 },
    { periodStart: '2026-01-31', seq: 1, amountCents: 4_000 },
  ];

  it('lists each fee of the range after its period, as `Late fee — period from dd/mm/yyyy`, and totals include them', () => {
    const doc = rentInvoiceDocument({
      rent: rent({ fees }),
      company,
      range: { startDate: '2026-02-01', endDate: '2026-04-15' },
      invoiceId: '01JDQ5X8ZB6YV3W2N1M0K9J8H9',
      now,
    });
    expect(doc.lines.map((l) => [l.description, l.from, l.to, l.amountCents, l.paidCents])).toEqual([
      ['Monthly rent, period 2', '2026-02-28', '2026-03-30', 100_000, 50_000],
      ['Late fee — period from 28/02/2026', '2026-02-28', '2026-03-30', 5_000, 0],
      ['Late fee — period from 28/02/2026', '2026-02-28', '2026-03-30', 2_500, 0],
      ['Monthly rent, period 3', '2026-03-31', '2026-04-29', 100_000, 0],
    ]);
    // the fee of period 1 (31/01) is before the range: not listed
    expect(doc.totals).toEqual({ totalCents: 207_500, paidCents: 50_000, balanceCents: 157_500 });
  });

  it('pays fees only from what is left once every period owed by the range end is paid, oldest fee first', () => {
    const doc = rentInvoiceDocument({
      rent: rent({
        fees,
        paidCents: 306_000,
        payments: [{ reference: 'A', method: 'Others', amountCents: 306_000, paidAt: '', date: '2026-04-01' }],
      }),
      company,
      range: { startDate: '2026-01-31', endDate: '2026-04-15' },
      invoiceId: '01JDQ5X8ZB6YV3W2N1M0K9J8H9',
      now,
    });
    // $60 left over the 3 periods: the 31/01 fee ($40) whole, then $20 of the first 28/02 fee
    expect(doc.lines.filter((l) => l.description.startsWith('Late fee')).map((l) => [l.from, l.amountCents, l.paidCents])).toEqual([
      ['2026-01-31', 4_000, 4_000],
      ['2026-02-28', 5_000, 2_000],
      ['2026-02-28', 2_500, 0],
    ]);
    expect(doc.totals).toEqual({ totalCents: 311_500, paidCents: 306_000, balanceCents: 5_500 });
  });
});
