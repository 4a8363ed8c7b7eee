/**
 * The Reported payments screen's pure rules (PORTAL.md "The company's side"): the status an address asks for, the
 * sidebar badge, which app's page the one sidebar link opens, where a row links to, what confirming asks for.
 */
import { describe, expect, it } from 'vitest';
import type { ReportedPayment } from '../../shared/portal/types.ts';
import {
  awaitingBadge,
  emptyText,
  needsMasterPassword,
  personHref,
  recordHref,
  REPORTED_TABS,
  reportedPageFor,
  reportedStatusOf,
  reportedSummary,
  reportedWhen,
  statusLabel,
} from '../../web/src/features/payments/reported.ts';

const rentRow: ReportedPayment = {
  id: '3-01JEZ8Q4M5W6X7Y8Z9A0B1C2D3',
  kind: 'rent',
  personName: 'Ada Tenant',
  personId: 'T01JEZ8Q4',
  what: 'Room 101 · Riverside',
  rentId: 'R1',
  orderId: null,
  amount: 1250.5,
  date: '2026-12-04',
  method: 'Bank transfer',
  reference: 'TRF-8841',
  status: 'reported',
  reportedAt: '2026-12-05T09:30:00.000Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
};
const salesRow: ReportedPayment = {
  ...rentRow,
  id: '01JEZ8Q4M5W6X7Y8Z9A0B1C2D4',
  kind: 'sales',
  personId: 'C9',
  what: 'SO-00012',
  rentId: null,
  orderId: 12,
};

describe('reportedStatusOf: ?status= of the address', () => {
  it.each([
    [null, 'reported'],
    ['', 'reported'],
    ['reported', 'reported'],
    ['confirmed', 'confirmed'],
    ['declined', 'declined'],
    ['Declined', 'reported'],
    ['paid', 'reported'],
  ] as const)('%j → %s', (param, status) => {
    expect(reportedStatusOf(param)).toBe(status);
  });

  it('labels the tabs in the order a decision moves a payment', () => {
    expect(REPORTED_TABS.map((t) => statusLabel(t.status))).toEqual(['Reported', 'Confirmed', 'Declined']);
  });
});

describe('reportedWhen: the day, and the time of day beside it', () => {
  it('splits the en-GB date and time (in the viewer’s zone)', () => {
    const when = reportedWhen('2026-12-05T09:30:00.000Z');
    expect(when.day).toMatch(/^\d{2}\/12\/2026$/);
    expect(when.time).toMatch(/^\d{2}:30$/);
  });

  it.each(['', 'not a date'])('%j reads N/A with no time', (value) => {
    expect(reportedWhen(value)).toEqual({ day: 'N/A', time: '' });
  });
});

describe('awaitingBadge: the sidebar count of both kinds', () => {
  it.each([
    [undefined, null],
    [{ rent: 0, sales: 0 }, null],
    [
      { rent: 1, sales: 0 },
      { shown: '1', label: '1 awaiting' },
    ],
    [
      { rent: 2, sales: 1 },
      { shown: '3', label: '3 awaiting' },
    ],
    [
      { rent: 0, sales: 99 },
      { shown: '99', label: '99 awaiting' },
    ],
    [
      { rent: 60, sales: 40 },
      { shown: '99+', label: '100 awaiting' },
    ],
    // a counter that drifted below zero never shows a badge
    [{ rent: -1, sales: 0 }, null],
  ] as const)('%j → %j', (counts, badge) => {
    expect(awaitingBadge(counts)).toEqual(badge);
  });
});

describe('reportedPageFor: the one sidebar link opens the page inside the app in use', () => {
  const both = { rent: true, inventory: true };
  it.each([
    ['/hms', both, '/hms/reported-payments'],
    ['/hms/tenants/T1', both, '/hms/reported-payments'],
    ['/ims', both, '/ims/reported-payments'],
    ['/ims/sales-orders/12', both, '/ims/reported-payments'],
    ['/ims/reported-payments', both, '/ims/reported-payments'],
    ['/reports', both, '/hms/reported-payments'],
    ['/account-settings', both, '/hms/reported-payments'],
    // a path that only starts like the inventory area is not in it
    ['/imsx', both, '/hms/reported-payments'],
    ['/ims/items', { rent: true, inventory: false }, '/hms/reported-payments'],
    ['/apps', { rent: false, inventory: true }, '/ims/reported-payments'],
    ['/apps', { rent: false, inventory: false }, null],
  ] as const)('%s with %j → %s', (pathname, apps, href) => {
    expect(reportedPageFor(pathname, apps)).toBe(href);
  });
});

describe('a row links to its person and record', () => {
  it.each([
    ['a tenant: their page', rentRow, '/hms/tenants/T01JEZ8Q4'],
    ['a customer: the customers (no page of their own)', salesRow, '/ims/customers'],
  ] as const)('%s', (_, row, href) => {
    expect(personHref(row)).toBe(href);
  });

  it.each([
    ['a rent: no page of its own here', rentRow, null],
    ['an order: the order', salesRow, '/ims/sales-orders/12'],
    ['a sales one without its order', { ...salesRow, orderId: null }, null],
  ] as const)('%s', (_, row, href) => {
    expect(recordHref(row)).toBe(href);
  });
});

describe('the dialogs', () => {
  it('asks the master password for a rent payment only (as paying a rent does)', () => {
    expect(needsMasterPassword(rentRow)).toBe(true);
    expect(needsMasterPassword(salesRow)).toBe(false);
  });

  it('says who, what for, how much, when, how and the reference', () => {
    expect(reportedSummary(rentRow)).toBe(
      'Ada Tenant · Room 101 · Riverside: $1,250.50 paid on 04/12/2026, Bank transfer, reference TRF-8841.',
    );
    expect(reportedSummary({ ...salesRow, amount: 80, method: 'Cash', reference: 'R-2' })).toBe(
      'Ada Tenant · SO-00012: $80.00 paid on 04/12/2026, Cash, reference R-2.',
    );
  });

  it.each([
    ['reported', 'No payments await a decision. Tenants and customers report payments from the portal.'],
    ['confirmed', 'No reported payments have been confirmed yet.'],
    ['declined', 'No reported payments have been declined.'],
  ] as const)('an empty %s tab says %s', (status, text) => {
    expect(emptyText(status)).toBe(text);
  });
});
