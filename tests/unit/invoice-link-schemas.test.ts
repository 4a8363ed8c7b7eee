import { describe, expect, it } from 'vitest';
import { createRentInvoiceLinkSchema, invoiceLinkIdQuery, printRentInvoiceSchema } from '../../shared/rent/invoice-schemas.ts';

const firstMessage = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error!.issues[0].message;
};

const valid = { currentRentId: 'r-1', startDate: '2026-01-01', endDate: '2026-01-31' };

describe('print invoice payload (spec §5 messages, in the spec order)', () => {
  it.each([
    [{}, 'No current rent selected.'],
    [{ ...valid, currentRentId: '' }, 'No current rent selected.'],
    [{ ...valid, currentRentId: '   ' }, 'No current rent selected.'],
    [{ ...valid, currentRentId: 42 }, 'No current rent selected.'],
    [{ currentRentId: 'r-1' }, 'Please fill in all fields.'],
    [{ ...valid, startDate: '' }, 'Please fill in all fields.'],
    [{ ...valid, endDate: undefined }, 'Please fill in all fields.'],
    [{ ...valid, endDate: '2026-02-30' }, 'Please fill in all fields.'],
    [{ ...valid, startDate: '01/01/2026' }, 'Please fill in all fields.'],
    [{ ...valid, startDate: '2026-02-01' }, 'Start date cannot be greater than end date.'],
    // no rent beats everything else, as in the form
    [{ startDate: '2026-02-01', endDate: '2026-01-01' }, 'No current rent selected.'],
    [valid, null],
    [{ ...valid, endDate: valid.startDate }, null],
  ])('%j → %s', (value, message) => {
    expect(firstMessage(printRentInvoiceSchema, value)).toBe(message);
  });

  it('trims the rent id and dates', () => {
    expect(printRentInvoiceSchema.parse({ currentRentId: ' r-1 ', startDate: ' 2026-01-01', endDate: '2026-01-31 ' })).toEqual(valid);
  });
});

describe('invoice link payload', () => {
  const EXPIRY = 'Link expiry must be a whole number of days from 1 to 90.';
  it.each([
    [undefined, 30],
    [null, 30],
    [1, 1],
    [90, 90],
  ])('expiresInDays %j → %j days', (days, expected) => {
    expect(createRentInvoiceLinkSchema.parse({ ...valid, expiresInDays: days }).expiresInDays).toBe(expected);
  });

  it.each([0, 91, 1.5, -3, '7', true])('refuses expiresInDays %j', (days) => {
    expect(firstMessage(createRentInvoiceLinkSchema, { ...valid, expiresInDays: days })).toBe(EXPIRY);
  });

  it('checks the range like printing does', () => {
    expect(firstMessage(createRentInvoiceLinkSchema, { ...valid, currentRentId: undefined })).toBe('No current rent selected.');
    expect(firstMessage(createRentInvoiceLinkSchema, { ...valid, startDate: '2026-03-01' })).toBe(
      'Start date cannot be greater than end date.',
    );
  });

  it('needs a link id to revoke', () => {
    expect(firstMessage(invoiceLinkIdQuery, {})).toBe('Invoice link id is required');
    expect(invoiceLinkIdQuery.parse({ id: ' 01ABC ' })).toEqual({ id: '01ABC' });
  });
});
