/** Payments of a rent (access patterns: ../README.md). */
import { diffMoves, paymentMoves, rentContribution, type ContributionPayment } from '../../../shared/insights/rent-contribution.ts';
import { DEPOSIT_METHOD } from '../../../shared/rent/limits.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, queryAll } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import type { RentRef } from '../ids.ts';
import * as rentKeys from '../keys.ts';
import {
  paymentFromItem,
  paymentToItem,
  rentKeyOf,
  roomKeyOfRent,
  type PaymentRecord,
  type RentRecord,
  type StoredPayment,
} from '../records.ts';
import { contributionPayments, contributionRentOf, feesTotalStandIn, insightOps } from './insights.ts';
import { rentFiguresCondition, roomArrearsItem, type ArrearsChange } from './rents.ts';
import { revenueDayDecrements, revenueDayIncrement } from './revenue.ts';

export async function getPayment(companyId: string, ref: RentRef, referenceHash: string): Promise<StoredPayment | null> {
  const item = await getItem(rentKeys.payment(companyId, ref.buildingNumber, ref.rentUlid, referenceHash), { consistent: true });
  return item ? paymentFromItem(item) : null;
}

/** Payments of one rent, oldest first: one Query by key prefix PAY#<rentUlid>#. */
export async function listPaymentsOfRent(companyId: string, ref: Pick<RentRef, 'buildingNumber' | 'rentUlid'>): Promise<StoredPayment[]> {
  const items = await queryAll({
    partition: rentKeys.buildingPartition(companyId, ref.buildingNumber),
    sort: beginsWith(rentKeys.paymentsOfRentPrefix(ref.rentUlid)),
    consistent: true,
  });
  return items.map(paymentFromItem).sort((a, b) => a.paidAt.localeCompare(b.paidAt));
}

/**
 * Records a payment, all or nothing: the payment (its key holds the reference hash: `attribute_not_exists`
 * makes the reference idempotent), the rent's paid total, what it used of the deposit and its due-index key
 * (recomputed by the caller for the new total: `after.dueIndexDate`), the room (the copy of its current rent, or
 * for a checked-out rent the arrears sums: `after.arrears`), and the day's revenue. The rent is conditioned on
 * the paid total and checkout state the caller read. Condition labels: `payment` (this reference is already
 * recorded), `rent` (its paid total moved since the caller read it, or it was checked out or is being
 * deleted: re-read), `room` (a current rent that is no longer the room's current rent). With its audit entry, and
 * `also`: what a caller records with the payment (a reported payment's confirmation; its labels are the caller's).
 */
export async function recordPayment(
  rent: RentRecord,
  payment: PaymentRecord & { referenceHash: string; fromDeposit: boolean },
  after: { dueIndexDate: string | null; arrears: ArrearsChange | null },
  audit: TransactOp,
  also: readonly TransactOp[] = [],
): Promise<void> {
  const { fromDeposit, ...stored } = payment;
  const newPaid = rent.paidCents + payment.amountCents;
  const newDepositUsed = (rent.depositUsedCents ?? 0) + (fromDeposit ? payment.amountCents : 0);
  await transact([
    {
      label: 'payment',
      Put: { Item: paymentToItem(rent, { ...stored, rentId: rent.rentId }), ConditionExpression: 'attribute_not_exists(pk)' },
    },
    ...paidTotalItems(rent, newPaid, newDepositUsed, after),
    revenueDayIncrement(rent.companyId, payment),
    audit,
    ...also,
    // made after every other payment (dated today): its figures need only the paid total and fees read, no list
    ...insightOps(rent.companyId, paymentMoves(contributionRentOf(rent), rent.paidCents, rent.feesCents ?? 0, payment)),
  ]);
}

/**
 * Voids a recorded payment, all or nothing: the payment stays, marked `voided` with its reason (condition: there and
 * not voided yet, label `payment`); the rent's paid total, deposit used and due-index key, and its room's copy or
 * arrears sums move back (as for a payment: `rent`, `room`); the payment leaves its day's revenue. With its entry.
 */
export async function voidPayment(
  rent: RentRecord,
  payment: StoredPayment,
  voided: { reason: string; at: string },
  after: { dueIndexDate: string | null; arrears: ArrearsChange | null },
  audit: TransactOp,
): Promise<void> {
  const fromDeposit = payment.method === DEPOSIT_METHOD;
  const newPaid = rent.paidCents - payment.amountCents;
  const newDepositUsed = (rent.depositUsedCents ?? 0) - (fromDeposit ? payment.amountCents : 0);
  // A void moves every later payment onto earlier periods: the rent's payments are read (one Query) and its figures
  // worked out before and after. The rent is conditioned on the paid total read, so the list is the one it sums.
  const payments = contributionPayments(await listPaymentsOfRent(rent.companyId, rent));
  const fees = feesTotalStandIn(rent.feesCents ?? 0);
  // a reference is recorded once per rent (its hash is the payment's key)
  const isVoided = (p: ContributionPayment) => p.reference === payment.reference;
  const moves = diffMoves(
    rentContribution(contributionRentOf(rent), payments, fees),
    rentContribution(
      contributionRentOf(rent),
      payments.map((p) => (isVoided(p) ? { ...p, voided: true } : p)),
      fees,
    ),
  );
  await transact([
    {
      label: 'payment',
      Update: {
        Key: rentKeys.payment(rent.companyId, rent.buildingNumber, rent.rentUlid, payment.referenceHash),
        UpdateExpression: 'SET voided = :true, voidReason = :reason, voidedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(voided)',
        ExpressionAttributeValues: { ':true': true, ':reason': voided.reason, ':at': voided.at },
      },
    },
    ...paidTotalItems(rent, newPaid, newDepositUsed, after),
    ...revenueDayDecrements(rent.companyId, [payment]),
    audit,
    ...insightOps(rent.companyId, moves),
  ]);
}

/**
 * The rent's new paid total (conditioned on the one read and its checkout state) with its due-index key, and its
 * room's copy (current rent) or arrears sums (checked out). Labels `rent`, `room`.
 */
function paidTotalItems(
  rent: RentRecord,
  newPaid: number,
  newDepositUsed: number,
  after: { dueIndexDate: string | null; arrears: ArrearsChange | null },
): TransactOp[] {
  const due = after.dueIndexDate ? rentKeys.dueRentIndex(rent.companyId, after.dueIndexDate, rent.rentUlid) : null;
  const set = 'SET paidCents = :new, depositUsedCents = :used';
  // the terms and fees read too (Edit rent raises the version, a fee moves feesCents): the due key and arrears
  // were worked out from them
  const terms = rentFiguresCondition(rent);
  return [
    {
      label: 'rent',
      Update: {
        Key: rentKeyOf(rent),
        UpdateExpression: due ? `${set}, gsi2pk = :dpk, gsi2sk = :dsk` : `${set} REMOVE gsi2pk, gsi2sk`,
        ConditionExpression: `attribute_exists(pk) AND paidCents = :old AND ${
          rent.checkoutDate ? 'attribute_exists(checkoutDate)' : 'attribute_not_exists(checkoutDate)'
        } AND attribute_not_exists(deleting) AND ${terms.condition}`,
        ExpressionAttributeNames: terms.names,
        ExpressionAttributeValues: {
          ...terms.values,
          ':new': newPaid,
          ':old': rent.paidCents,
          ':used': newDepositUsed,
          ...(due ? { ':dpk': due.gsi2pk, ':dsk': due.gsi2sk } : {}),
        },
      },
    },
    rent.checkoutDate
      ? roomArrearsItem(rent, after.arrears ?? { count: 0, dueCents: 0, paidCents: 0 })
      : {
          label: 'room',
          Update: {
            Key: roomKeyOfRent(rent),
            UpdateExpression: 'SET paidCents = :new, depositUsedCents = :used',
            ConditionExpression: 'currentRentId = :rentId',
            ExpressionAttributeValues: { ':new': newPaid, ':used': newDepositUsed, ':rentId': rent.rentId },
          },
        },
  ];
}
