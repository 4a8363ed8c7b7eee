/** The repeated-reference rule of every payment route (shared/domain/payments.ts), with its HTTP answer. */
import { isSamePayment, referenceUsedForAnotherPayment, type PaymentFacts } from '../../shared/domain/payments.ts';
import { ConditionFailed, type TransactOp } from './dynamo/transact.ts';
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

/**
 * What a caller records in the same transaction as a payment (a reported payment's confirmation: its status, the
 * awaiting counter, its entry), so both happen or neither does. `check` runs on the record (rent, order) as read on
 * every attempt, inside the optimistic loop whose write is conditioned on that read.
 */
export interface LinkedWrite<R> {
  readonly ops: readonly TransactOp[];
  readonly check?: (record: R) => void;
}

/** A failed condition on one of the linked items: the caller's to answer (its labels are its own), not a reason to read again. */
export const linkedWriteFailed = (err: unknown, linked: LinkedWrite<never> | undefined): boolean =>
  linked !== undefined && err instanceof ConditionFailed && linked.ops.some((op) => err.has(op.label));
