/** Payments: Pay Rent (master password, then an idempotent, concurrency-safe recording). */
import { changesBetween, created } from '../../../shared/audit/changes.ts';
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { fromCents, toCents } from '../../../shared/domain/money.ts';
import { DEPOSIT_METHOD, type PaymentMethod } from '../../../shared/rent/limits.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { checkedOutArrears, rentState } from '../../../shared/rent/rules.ts';
import type { RentPaymentRow } from '../../../shared/rent/invoice-schemas.ts';
import type { PaymentResult, PayRentInput, VoidRentPaymentInput } from '../../../shared/rent/schemas.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { ConditionFailed } from '../../lib/dynamo/transact.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { linkedWriteFailed, repeatsRecordedPayment, type LinkedWrite } from '../../lib/payments.ts';
import { paymentSnapshot, rentLabel } from '../audit.ts';
import { getPayment, listPaymentsOfRent, recordPayment, voidPayment } from '../data/payments.ts';
import { getRent, type ArrearsChange } from '../data/rents.ts';
import { parsePaymentId, parseRentId, paymentIdOf, referenceHash, type RentRef } from '../ids.ts';
import type { RentRecord } from '../records.ts';
import { depositAvailableCents, rentInputOfRecord, rentRefOf, requireMasterPassword } from './rents.ts';

/** Whether the reference was already recorded (the handler answers the shared PaymentResult from it). */
export type PaymentOutcome = Pick<PaymentResult, 'duplicate'>;

/**
 * Pay Rent: the rent (current, or checked out with a balance left), the master password, then the idempotent
 * recording. A settled checked-out rent is refused before the password is checked, unless the reference was
 * recorded already (a retried request answers as a duplicate, as on any rent).
 */
export async function payRent(audit: AuditContext, input: PayRentInput, now = new Date()): Promise<PaymentOutcome> {
  const { companyId } = audit;
  const ref = rentRefOf(input.roomId, input.currentRentId);
  const rent = await getRent(companyId, ref);
  if (!rent) throw notFound(RENT_MESSAGES.rentNotFound);
  if (
    !rentState({ ...rentInputOfRecord(rent), today: isoDateOf(now) }).payable &&
    !(await getPayment(companyId, ref, referenceHash(input.paymentReference)))
  ) {
    throw conflict(RENT_MESSAGES.rentCheckedOut);
  }
  await requireMasterPassword(companyId, input.masterPassword, RENT_MESSAGES.payFillAll);
  return recordRentPayment(
    audit,
    ref,
    { method: input.paymentMethod, reference: input.paymentReference, amountCents: toCents(input.paymentAmount) },
    now,
  );
}

const MAX_PAYMENT_ATTEMPTS = 10;
const jitter = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 20 * (attempt + 1)));

/**
 * What a payment may be on the rent as read: a checked-out rent takes payments only up to its balance (409 once
 * settled); a payment from the deposit is at most the deposit left and the balance owed today.
 */
function checkPaymentAllowed(rent: RentRecord, payment: { method: PaymentMethod; amountCents: number }, today: string): void {
  const state = rentState({ ...rentInputOfRecord(rent), today });
  if (!state.payable) throw conflict(RENT_MESSAGES.rentCheckedOut);
  if (payment.method === DEPOSIT_METHOD) {
    if (payment.amountCents > Math.min(depositAvailableCents(rent), state.amountDueCents)) {
      throw unprocessable(RENT_MESSAGES.depositPaymentTooLarge);
    }
  } else if (state.checkedOut && payment.amountCents > state.amountDueCents) {
    throw unprocessable(RENT_MESSAGES.paymentAboveBalance);
  }
}

/**
 * How a payment (or a void: a negative amount) on a checked-out rent moves its room's arrears sums: what the rent
 * owes after less what it owed before, either of which may be nothing (settled). Null for a current rent.
 */
function arrearsChange(rent: RentRecord, amountCents: number, today: string): ArrearsChange | null {
  if (!rent.checkoutDate) return null;
  const before = checkedOutArrears(rentState({ ...rentInputOfRecord(rent), today }));
  const after = checkedOutArrears(rentState({ ...rentInputOfRecord(rent), paidCents: rent.paidCents + amountCents, today }));
  return {
    count: (after ? 1 : 0) - (before ? 1 : 0),
    dueCents: (after?.dueCents ?? 0) - (before?.dueCents ?? 0),
    paidCents: (after?.paidCents ?? 0) - (before?.paidCents ?? 0),
  };
}

/**
 * Records a payment once per (rent, reference). Concurrent payments on the same rent make the optimistic
 * paid-total condition fail: re-read and try again; a reference already recorded is the duplicate answer when the
 * amount and method are the same too, else 409 (lib/payments.ts; the payment item's attribute_not_exists condition
 * settles a race). The amount is checked against the rent as re-read each time, so
 * two concurrent payments cannot together pass a checked-out rent's balance or the deposit left.
 * No master password here: callers check it (or are the seed). `linked`: what a caller records in the same
 * transaction (a reported payment's confirmation), its check run on the rent as read on every attempt; a failed
 * condition on its items is thrown to the caller.
 */
export async function recordRentPayment(
  audit: AuditContext,
  ref: RentRef,
  payment: { method: PaymentMethod; reference: string; amountCents: number },
  now = new Date(),
  linked?: LinkedWrite<RentRecord>,
): Promise<PaymentOutcome> {
  const { companyId } = audit;
  const hash = referenceHash(payment.reference);
  const repeats = async () => {
    const recorded = await getPayment(companyId, ref, hash);
    // its key holds the reference: a voided payment keeps it, and a new payment under it is refused
    if (recorded?.voided) throw conflict(RENT_MESSAGES.referenceOfVoidedPayment);
    return repeatsRecordedPayment(recorded, payment);
  };
  if (await repeats()) return { duplicate: true };
  const today = isoDateOf(now);
  for (let attempt = 0; attempt < MAX_PAYMENT_ATTEMPTS; attempt++) {
    const rent = await getRent(companyId, ref);
    if (!rent) throw notFound(RENT_MESSAGES.rentNotFound);
    linked?.check?.(rent);
    checkPaymentAllowed(rent, payment, today);
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
          fromDeposit: payment.method === DEPOSIT_METHOD,
        },
        { dueIndexDate: after.dueIndexDate, arrears: arrearsChange(rent, payment.amountCents, today) },
        auditOp(
          audit,
          {
            kind: 'payment',
            recordId: paymentIdOf(rent.rentId, hash),
            recordLabel: rentLabel(rent),
            changes: created(paymentSnapshot({ ...payment, reference: payment.reference.trim() })),
          },
          now,
        ),
        linked?.ops,
      );
      return { duplicate: false };
    } catch (err) {
      if (!(err instanceof ConditionFailed) || linkedWriteFailed(err, linked)) throw err;
      // the same reference won a race: the same payment is the duplicate answer, another one 409
      if (err.has('payment') && (await repeats())) return { duplicate: true };
      // `room`: a current rent that was checked out meanwhile; `rent`: another payment (or a checkout) moved it
      // since it was read. Either way: re-read, and the checks above decide on the rent as it is now.
    }
    await jitter(attempt);
  }
  throw conflict(RENT_MESSAGES.busy);
}

/**
 * A rent's payments, newest first, voided ones included (marked, with their reason): the rent (GetItem, 404 for an
 * id that does not parse, an unknown, deleted or other company's rent) and one Query by key prefix.
 */
export async function rentPayments(companyId: string, rentId: string): Promise<RentPaymentRow[]> {
  const ref = parseRentId(rentId);
  if (!ref) throw notFound(RENT_MESSAGES.rentNotFound);
  const [rent, payments] = await Promise.all([getRent(companyId, ref), listPaymentsOfRent(companyId, ref)]);
  if (!rent) throw notFound(RENT_MESSAGES.rentNotFound);
  return payments
    .map((p) => ({
      id: paymentIdOf(rent.rentId, p.referenceHash),
      created_at: p.paidAt,
      paymentMethod: p.method,
      paymentReference: p.reference,
      amount: fromCents(p.amountCents),
      voided: p.voided === true,
      void_reason: p.voidReason ?? null,
    }))
    .reverse();
}

/**
 * Voids a payment (CORRECTIONS.md): the payment, named by its id and its rent, must be there and not voided yet
 * (404, 409), then the master password as for paying (422), then one transaction (data/payments.ts voidPayment).
 * The rent is conditioned on the paid total read, so a void racing a payment or a checkout re-reads and tries
 * again; two voids of one payment: the second is 409 (label `payment`).
 */
export async function voidRentPayment(audit: AuditContext, input: VoidRentPaymentInput, now = new Date()): Promise<void> {
  const { companyId } = audit;
  const id = parsePaymentId(input.paymentId);
  if (!id || id.rent.rentId !== parseRentId(input.currentRentId)?.rentId) throw notFound(RENT_MESSAGES.paymentNotFound);
  const readPayment = async () => {
    const payment = await getPayment(companyId, id.rent, id.referenceHash);
    if (!payment) throw notFound(RENT_MESSAGES.paymentNotFound);
    if (payment.voided) throw conflict(RENT_MESSAGES.paymentAlreadyVoided);
    return payment;
  };
  const [rent] = await Promise.all([getRent(companyId, id.rent), readPayment()]);
  if (!rent) throw notFound(RENT_MESSAGES.rentNotFound);
  await requireMasterPassword(companyId, input.masterPassword, RENT_MESSAGES.payFillAll);
  const today = isoDateOf(now);
  for (let attempt = 0; attempt < MAX_PAYMENT_ATTEMPTS; attempt++) {
    const [current, payment] = await Promise.all([getRent(companyId, id.rent), readPayment()]);
    if (!current) throw notFound(RENT_MESSAGES.rentNotFound);
    const after = rentState({ ...rentInputOfRecord(current), paidCents: current.paidCents - payment.amountCents, today });
    try {
      await voidPayment(
        current,
        payment,
        { reason: input.reason, at: now.toISOString() },
        { dueIndexDate: after.dueIndexDate, arrears: arrearsChange(current, -payment.amountCents, today) },
        auditOp(
          audit,
          {
            kind: 'payment',
            recordId: paymentIdOf(current.rentId, payment.referenceHash),
            recordLabel: rentLabel(current),
            changes: changesBetween({ voided: false, void_reason: null }, { voided: true, void_reason: input.reason }),
          },
          now,
        ),
      );
      return;
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      // `payment`: voided meanwhile (the re-read answers 409); `rent`/`room`: a payment, void or checkout moved the
      // rent since it was read: re-read and work it out again.
    }
    await jitter(attempt);
  }
  throw conflict(RENT_MESSAGES.busy);
}
