/** The portal screens' pure rules (PORTAL.md): statement period, invoice months, photo checks, choice labels, forms. */
import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE } from '../../shared/domain/phone.ts';
import * as PORTAL_MESSAGES from '../../shared/portal/messages.ts';
import { MAINTENANCE_MESSAGES } from '../../shared/rent/maintenance.ts';
import {
  amountText,
  checkContact,
  checkReportPayment,
  choiceDetail,
  choiceLabel,
  defaultInvoiceMonth,
  defaultStatementPeriod,
  EMAIL_MESSAGE,
  emailOrNull,
  invoiceMonths,
  invoicePeriod,
  MAX_PHOTO_BYTES,
  monthLabel,
  photoProblem,
  pickPhotos,
  PAYMENT_METHODS,
  reportedLabel,
  reportPaymentFieldOf,
  statementPeriodProblem,
  statusTone,
} from '../../web/src/portal/portal-rules.ts';

describe('defaultStatementPeriod: the last 12 months to today, as the API’s own default', () => {
  it.each([
    ['mid-month', '2026-03-15', { from: '2025-03-16', to: '2026-03-15' }],
    ['the first of a month', '2026-01-01', { from: '2025-01-02', to: '2026-01-01' }],
    ['the last day of a leap February', '2024-02-29', { from: '2023-03-01', to: '2024-02-29' }],
    ['the last day of a year', '2025-12-31', { from: '2025-01-01', to: '2025-12-31' }],
  ])('%s (%s)', (_, today, expected) => {
    expect(defaultStatementPeriod(today)).toEqual(expected);
  });

  it('is a period the statement accepts', () => {
    const { from, to } = defaultStatementPeriod('2026-03-15');
    expect(statementPeriodProblem(from, to)).toBeNull();
  });
});

describe('statementPeriodProblem: the API’s limits, checked before asking', () => {
  it.each([
    ['one day', '2026-03-15', '2026-03-15', null],
    ['exactly 24 months', '2024-04-01', '2026-03-31', null],
    ['a day over 24 months', '2024-04-01', '2026-04-01', PORTAL_MESSAGES.rangeTooLong],
    ['to before from', '2026-03-15', '2026-03-14', PORTAL_MESSAGES.toBeforeFrom],
    ['an empty start (a date half typed)', '', '2026-03-14', 'Please enter both dates as dd/mm/yyyy'],
    ['an impossible date', '2026-02-30', '2026-03-14', 'Please enter both dates as dd/mm/yyyy'],
  ])('%s', (_, from, to, expected) => {
    expect(statementPeriodProblem(from, to)).toBe(expected);
  });
});

describe('rent invoices by month', () => {
  const today = '2026-03-15';
  const rent = (startDate: string, endDate: string, checkoutDate: string | null = null) => ({ startDate, endDate, checkoutDate });

  it.each([
    [
      'a current rent: from its first month to next month, newest first',
      rent('2025-12-10', '2026-12-09'),
      ['2026-04', '2026-03', '2026-02', '2026-01', '2025-12'],
    ],
    ['a rent ending this month: not past its end', rent('2026-01-01', '2026-03-31'), ['2026-03', '2026-02', '2026-01']],
    ['a rent checked out early: not past the checkout', rent('2025-11-01', '2026-10-31', '2026-01-20'), ['2026-01', '2025-12', '2025-11']],
    ['an overstaying rent: to today (its periods keep accruing)', rent('2026-01-01', '2026-01-31'), ['2026-03', '2026-02', '2026-01']],
    ['a rent starting later: its first month only', rent('2026-06-01', '2027-05-31'), ['2026-06']],
    ['no dates', rent('', ''), []],
  ])('%s', (_, r, expected) => {
    expect(invoiceMonths(r, today)).toEqual(expected);
  });

  it('offers at most 36 months', () => {
    const months = invoiceMonths(rent('2015-01-01', '2030-12-31'), today);
    expect(months).toHaveLength(36);
    expect(months[0]).toBe('2026-04');
  });

  it.each([
    ['this month when the rent has it', ['2026-04', '2026-03', '2026-02'], '2026-03'],
    ['a past rent: its last month', ['2026-01', '2025-12'], '2026-01'],
    ['a rent starting later: its first month', ['2026-06'], '2026-06'],
  ])('defaultInvoiceMonth: %s', (_, months, expected) => {
    expect(defaultInvoiceMonth(months, today)).toBe(expected);
  });

  it.each([
    ['a whole month inside the rent', '2026-02', rent('2025-12-10', '2026-12-09'), { from: '2026-02-01', to: '2026-02-28' }],
    ['the first month starts with the rent', '2025-12', rent('2025-12-10', '2026-12-09'), { from: '2025-12-10', to: '2025-12-31' }],
    [
      'the month of the checkout ends with it',
      '2026-01',
      rent('2025-11-01', '2026-10-31', '2026-01-20'),
      { from: '2026-01-01', to: '2026-01-20' },
    ],
    ['the month the rent ends', '2026-03', rent('2026-01-01', '2026-03-20'), { from: '2026-03-01', to: '2026-03-20' }],
  ])('invoicePeriod: %s', (_, month, r, expected) => {
    expect(invoicePeriod(month, r, today)).toEqual(expected);
  });

  it.each([
    ['2026-03', 'March 2026'],
    ['2025-12', 'December 2025'],
  ])('monthLabel(%s) → %s', (month, expected) => {
    expect(monthLabel(month)).toBe(expected);
  });
});

describe('maintenance photos: JPEG, PNG or WebP, at most 5 MB, 5 a request', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it.each([
    ['a JPEG', file('tap.jpg', 'image/jpeg'), null],
    ['a PNG of exactly 5 MB', file('tap.png', 'image/png', MAX_PHOTO_BYTES), null],
    ['a WebP', file('tap.webp', 'image/webp'), null],
    ['a GIF', file('tap.gif', 'image/gif'), 'tap.gif is not a JPEG, PNG or WebP photo'],
    ['a HEIC from a phone', file('IMG_1.heic', 'image/heic'), 'IMG_1.heic is not a JPEG, PNG or WebP photo'],
    ['a PDF', file('lease.pdf', 'application/pdf'), 'lease.pdf is not a JPEG, PNG or WebP photo'],
    ['a file of unknown type', file('tap', ''), 'tap is not a JPEG, PNG or WebP photo'],
    ['a byte over 5 MB', file('big.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1), 'big.jpg is larger than 5 MB'],
    ['an empty file', file('empty.png', 'image/png', 0), 'empty.png is empty'],
  ])('%s', (_, f, expected) => {
    expect(photoProblem(f)).toBe(expected);
  });

  it.each([
    ['all fine', 0, ['a.jpg', 'b.png'], ['a.jpg', 'b.png'], []],
    [
      'the refused ones are named, the rest kept',
      0,
      ['a.jpg', 'b.gif', 'c.png'],
      ['a.jpg', 'c.png'],
      ['b.gif is not a JPEG, PNG or WebP photo'],
    ],
    ['no more than 5 with those already chosen', 3, ['a.jpg', 'b.jpg', 'c.jpg'], ['a.jpg', 'b.jpg'], [MAINTENANCE_MESSAGES.tooManyPhotos]],
    ['none once 5 are chosen', 5, ['a.jpg'], [], [MAINTENANCE_MESSAGES.tooManyPhotos]],
  ])('pickPhotos: %s', (_, chosen, names, accepted, problems) => {
    const files = names.map((n) => file(n, n.endsWith('.gif') ? 'image/gif' : n.endsWith('.png') ? 'image/png' : 'image/jpeg'));
    const picked = pickPhotos(files, chosen);
    expect(picked.accepted.map((f) => f.name)).toEqual(accepted);
    expect(picked.problems).toEqual(problems);
  });
});

describe('choiceLabel: the person a link opens, as its button reads (name, then the detail line)', () => {
  it.each([
    [
      { name: 'Jane Doe', kind: 'tenant' as const, companyName: 'Acme Lettings' },
      'Tenant at Acme Lettings',
      'Jane Doe, Tenant at Acme Lettings',
    ],
    [
      { name: 'Jane Doe', kind: 'customer' as const, companyName: 'Acme Supplies' },
      'Customer at Acme Supplies',
      'Jane Doe, Customer at Acme Supplies',
    ],
  ])('%o → %s', (choice, detail, label) => {
    expect(choiceDetail(choice)).toBe(detail);
    expect(choiceLabel(choice)).toBe(label);
  });
});

describe('emailOrNull', () => {
  it.each([
    ['  jane@example.com ', 'jane@example.com'],
    ['jane@example', null],
    ['jane example.com', null],
    ['', null],
    [`${'a'.repeat(250)}@example.com`, null],
  ])('%j → %j', (text, expected) => {
    expect(emailOrNull(text)).toBe(expected);
  });
});

describe('checkReportPayment: the API’s schema, before sending', () => {
  const today = '2026-03-15';
  const good = { amount: '1200', date: '2026-03-14', method: 'Bank transfer', reference: ' TX-1 ' };
  const rent = { rentId: 'r1' };
  const order = { orderId: 12 };
  const sent = { rentId: 'r1', amount: 1200, date: '2026-03-14', method: 'Bank transfer', reference: 'TX-1' };
  it.each([
    ['a rent (reference trimmed)', good, rent, { ok: true, data: sent }],
    [
      'an order',
      good,
      order,
      { ok: true, data: { amount: 1200, date: '2026-03-14', method: 'Bank transfer', reference: 'TX-1', orderId: 12 } },
    ],
    ['a typed $ and thousands separator', { ...good, amount: '$1,200.50' }, rent, { ok: true, data: { ...sent, amount: 1200.5 } }],
    [
      'paid today in cash',
      { ...good, date: today, method: 'Cash', reference: 'Handed to the caretaker' },
      rent,
      { ok: true, data: { ...sent, date: today, method: 'Cash', reference: 'Handed to the caretaker' } },
    ],
    ['nothing chosen', good, null, { ok: false, message: PORTAL_MESSAGES.reportRentOrOrder, field: 'target' }],
    ['no amount', { ...good, amount: '' }, rent, { ok: false, message: PORTAL_MESSAGES.reportAmount, field: 'amount' }],
    ['zero', { ...good, amount: '0' }, rent, { ok: false, message: PORTAL_MESSAGES.reportAmount, field: 'amount' }],
    ['negative', { ...good, amount: '-5' }, rent, { ok: false, message: PORTAL_MESSAGES.reportAmount, field: 'amount' }],
    ['three decimals', { ...good, amount: '10.005' }, rent, { ok: false, message: PORTAL_MESSAGES.reportAmount, field: 'amount' }],
    ['not a number', { ...good, amount: 'ten' }, rent, { ok: false, message: PORTAL_MESSAGES.reportAmount, field: 'amount' }],
    ['no date (half typed)', { ...good, date: '' }, rent, { ok: false, message: PORTAL_MESSAGES.reportDate, field: 'date' }],
    ['tomorrow', { ...good, date: '2026-03-16' }, rent, { ok: false, message: PORTAL_MESSAGES.reportDateFuture, field: 'date' }],
    ['no method', { ...good, method: '' }, rent, { ok: false, message: PORTAL_MESSAGES.reportMethod, field: 'method' }],
    ['a method not offered', { ...good, method: 'Bitcoin' }, rent, { ok: false, message: PORTAL_MESSAGES.reportMethod, field: 'method' }],
    ['no reference', { ...good, reference: '  ' }, rent, { ok: false, message: PORTAL_MESSAGES.reportReference, field: 'reference' }],
    [
      'a reference over 100 characters',
      { ...good, reference: 'x'.repeat(101) },
      rent,
      { ok: false, message: PORTAL_MESSAGES.reportReference, field: 'reference' },
    ],
  ])('%s', (_, values, target, expected) => {
    // toEqual leaves out undefined keys (the order's absent rentId)
    expect(checkReportPayment(values, target, today)).toEqual(expected);
  });

  it('offers exactly the methods the API takes', () => {
    expect(PAYMENT_METHODS).toEqual(['Bank transfer', 'Cash', 'Card', 'Cheque', 'Other']);
  });

  it.each([
    [1200, '1200.00'],
    [0.5, '0.50'],
    [0, ''],
    [-20, ''],
    [null, ''],
  ])('amountText(%j) → %j', (amount, expected) => {
    expect(amountText(amount)).toBe(expected);
  });
});

describe('checkContact', () => {
  const current = { phone: '+44 7700 900123', email: 'jane@example.com' };
  it.each([
    [
      'a new phone',
      { phone: '+44 7700 900999', email: 'jane@example.com' },
      { ok: true, data: { phone: '+44 7700 900999', email: 'jane@example.com' } },
    ],
    [
      'a new email (trimmed)',
      { ...current, email: ' new@example.com ' },
      { ok: true, data: { phone: current.phone, email: 'new@example.com' } },
    ],
    ['a phone with letters', { ...current, phone: 'call me' }, { ok: false, message: PHONE_MESSAGE, field: 'phone' }],
    ['no email', { ...current, email: '' }, { ok: false, message: EMAIL_MESSAGE, field: 'email' }],
    [
      'nothing changed (the email in capitals)',
      { ...current, email: 'JANE@example.com' },
      { ok: false, message: 'Nothing to save: your phone and email are as they were' },
    ],
  ])('%s', (_, values, expected) => {
    expect(checkContact(values, current)).toEqual(expected);
  });
});

describe('badges', () => {
  it.each([
    ['Paid', 'success'],
    ['Overdue', 'danger'],
    ['Overstay', 'danger'],
    ['Unpaid', 'warning'],
    ['In progress', 'info'],
    ['Partially Fulfilled', 'warning'],
    ['Cancelled', 'neutral'],
    ['declined', 'danger'],
    ['something new', 'neutral'],
  ])('statusTone(%s) → %s', (status, expected) => {
    expect(statusTone(status)).toBe(expected);
  });

  it.each([
    ['reported', 'Reported'],
    ['confirmed', 'Confirmed'],
    ['declined', 'Declined'],
  ] as const)('reportedLabel(%s) → %s', (status, expected) => {
    expect(reportedLabel(status)).toBe(expected);
  });
});

describe('reportPaymentFieldOf: the API’s refusal shown at the field it is about', () => {
  it.each([
    [PORTAL_MESSAGES.reportAmount, 'amount'],
    [PORTAL_MESSAGES.reportAboveOwed('$1,200.00'), 'amount'],
    [PORTAL_MESSAGES.reportDate, 'date'],
    [PORTAL_MESSAGES.reportDateFuture, 'date'],
    [PORTAL_MESSAGES.reportMethod, 'method'],
    [PORTAL_MESSAGES.reportReference, 'reference'],
    [PORTAL_MESSAGES.reportReferenceUsed, 'reference'],
    [PORTAL_MESSAGES.reportReferenceRecorded, 'reference'],
    [PORTAL_MESSAGES.reportRentOrOrder, null],
    ['Something else went wrong', null],
  ])('%s → %s', (message, expected) => {
    expect(reportPaymentFieldOf(message)).toBe(expected);
  });
});
