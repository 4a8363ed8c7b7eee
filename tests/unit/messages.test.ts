/** The messages modules: the ones that quote a limit or a list say exactly what the schemas enforce. */
import { describe, expect, it } from 'vitest';
import * as ACCOUNT_MESSAGES from '../../shared/account/messages.ts';
import {
  ID_TYPES,
  INVOICE_LINK_DAYS,
  MAX_BUILDING_NUMBER,
  MAX_FLOORS,
  MAX_REPORT_DAYS,
  PAYMENT_METHODS,
} from '../../shared/rent/limits.ts';
import * as RENT_MESSAGES from '../../shared/rent/messages.ts';
import { PAGE_LIMIT, PAGE_MESSAGES } from '../../shared/schemas/common.ts';

describe('messages that quote limits', () => {
  it.each([
    ['buildingNumberRange', RENT_MESSAGES.buildingNumberRange, `Building number must be a whole number from 1 to ${MAX_BUILDING_NUMBER}`],
    ['floorsRange', RENT_MESSAGES.floorsRange, `Floors must be a whole number from 1 to ${MAX_FLOORS}`],
    ['idType', RENT_MESSAGES.idType, `ID type must be one of ${ID_TYPES.join(', ')}`],
    ['paymentMethod', RENT_MESSAGES.paymentMethod, `Payment method must be one of ${PAYMENT_METHODS.join(', ')}`],
    ['reportRange', RENT_MESSAGES.reportRange, `The report can cover at most ${MAX_REPORT_DAYS} days.`],
    [
      'invoiceLinkExpiry',
      RENT_MESSAGES.invoiceLinkExpiry,
      `Link expiry must be a whole number of days from ${INVOICE_LINK_DAYS.min} to ${INVOICE_LINK_DAYS.max}.`,
    ],
    ['page limit', PAGE_MESSAGES.limit, `Limit must be a whole number from 1 to ${PAGE_LIMIT.max}`],
  ])('%s', (_name, message, expected) => {
    expect(message).toBe(expected);
  });

  it.each([
    ['levelOutOfRange', RENT_MESSAGES.levelOutOfRange(3), 'Level must be between 1 and 3 for this building'],
    [
      'tooManyFailures, 1 minute',
      ACCOUNT_MESSAGES.tooManyFailures(1),
      'Too many failed sign-in attempts. Please wait 1 minute and try again.',
    ],
    [
      'tooManyFailures, 15 minutes',
      ACCOUNT_MESSAGES.tooManyFailures(15),
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    ],
  ])('%s', (_name, message, expected) => {
    expect(message).toBe(expected);
  });

  it('every message is non-empty text (or builds it)', () => {
    for (const [name, m] of [...Object.entries(RENT_MESSAGES), ...Object.entries(ACCOUNT_MESSAGES)]) {
      const text = typeof m === 'function' ? (m as (n: number) => string)(2) : m;
      expect(typeof text, name).toBe('string');
      expect((text as string).trim().length, name).toBeGreaterThan(3);
    }
  });
});
