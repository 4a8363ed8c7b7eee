/** Payments: Pay Rent (master password, then an idempotent, concurrency-safe recording). */
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { toCents } from '../../../shared/domain/money.ts';
import type { PaymentMethod } from '../../../shared/rent/limits.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { rentState } from '../../../shared/rent/rules.ts';
import type { PaymentResult, PayRentInput } from '../../../shared/rent/schemas.ts';
import { getCompany } from '../../account/data/accounts.ts';
import { ConditionFailed } from '../../lib/dynamo/transact.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { getPayment, recordPayment } from '../data/payments.ts';
import { getRent } from '../data/rents.ts';
import { referenceHash, type RentRef } from '../ids.ts';
import { rentInputOfRecord, rentRefOf } from './rents.ts';

/** Whether the reference was already recorded (the handler answers the shared PaymentResult from it). */
export type PaymentOutcome = Pick<PaymentResult, 'duplicate'>;

/** Pay Rent: the room's current rent, the master password, then the idempotent recording. */
export async function payRent(companyId: string, input: PayRentInput, now = new Date()): Promise<PaymentOutcome> {
  const ref = rentRefOf(input.roomId, input.currentRentId);
  const rent = await getRent(companyId, ref);
  if (!rent) throw notFound(RENT_MESSAGES.rentNotFound);
  if (rent.checkoutDate) throw conflict(RENT_MESSAGES.rentCheckedOut);
  const company = await getCompany(companyId);
  if (!company || !(await verifyPassword(input.masterPassword, company.masterPasswordHash))) {
    throw unprocessable(RENT_MESSAGES.wrongMasterPassword);
  }
  return recordRentPayment(
    companyId,
    ref,
    { method: input.paymentMethod, reference: input.paymentReference, amountCents: toCents(input.paymentAmount) },
    now,
  );
}

const MAX_PAYMENT_ATTEMPTS = 10;
const jitter = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 20 * (attempt + 1)));

/**
 * Records a payment once per (rent, reference). Concurrent payments on the same rent make the optimistic
 * paid-total condition fail: re-read and try again; the payment item's attribute_not_exists condition turns a
 * repeated reference into the duplicate answer. No master password here: callers check it (or are the seed).
 */
export async function recordRentPayment(
  companyId: string,
  ref: RentRef,
  payment: { method: PaymentMethod; reference: string; amountCents: number },
  now = new Date(),
): Promise<PaymentOutcome> {
  const hash = referenceHash(payment.reference);
  if (await getPayment(companyId, ref, hash)) return { duplicate: true };
  const today = isoDateOf(now);
  for (let attempt = 0; attempt < MAX_PAYMENT_ATTEMPTS; attempt++) {
    const rent = await getRent(companyId, ref);
    if (!rent) throw notFound(RENT_MESSAGES.rentNotFound);
    if (rent.checkoutDate) throw conflict(RENT_MESSAGES.rentCheckedOut);
    const after = rentState({ ...rentInputOfRecord(rent), paidCents: rent.paidCents + payment.amountCents, today });
    try {
      await recordPayment(
        rent,
        {
          reference: payment.reference.trim(),
          method: payment.method,
          amountCents: payment.amountCents,
          paidAt: now.toISOString(),
          date: today,
          referenceHash: hash,
        },
        after.overdueFrom,
      );
      return { duplicate: false };
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      if (err.has('payment')) return { duplicate: true };
      if (err.has('room')) throw conflict(RENT_MESSAGES.rentCheckedOut);
      // `rent`: another payment moved the paid total since it was read: re-read and try again.
    }
    await jitter(attempt);
  }
  throw conflict(RENT_MESSAGES.busy);
}
