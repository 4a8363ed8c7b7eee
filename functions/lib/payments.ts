/** The repeated-reference rule of every payment route (shared/domain/payments.ts), with its HTTP answer. */
import { isSamePayment, referenceUsedForAnotherPayment, type PaymentFacts } from '../../shared/domain/payments.ts';
import { conflict } from './errors.ts';

/**
 * Whether the attempt repeats the payment already recorded under its reference: true for the same payment (the
 * caller answers "already recorded" and writes nothing), false when the reference is unused, 409 for another
 * payment under a used reference.
 */
export function repeatsRecordedPayment(recorded: PaymentFacts | null, attempt: PaymentFacts): boolean {
  if (!recorded) return false;
  if (!isSamePayment(recorded, attempt)) throw conflict(referenceUsedForAnotherPayment);
  return true;
}
