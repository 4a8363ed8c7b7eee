/** Payments of a rent (access patterns: ../README.md). */
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, queryAll } from '../../lib/dynamo/query.ts';
import { transact } from '../../lib/dynamo/transact.ts';
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
import { revenueDayIncrement } from './revenue.ts';

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
 * Records a payment on the room's current rent, all or nothing: the payment (its key holds the reference
 * hash: `attribute_not_exists` makes the reference idempotent), the rent's paid total and its due-index key
 * (recomputed by the caller for the new total: `overdueFromAfter`), the room's copy, and the day's revenue.
 * Condition labels: `payment` (this reference is already recorded), `rent` (its paid total moved since the
 * caller read it, or it was checked out or is being deleted: re-read), `room` (no longer the room's current rent).
 */
export async function recordPayment(
  rent: RentRecord,
  payment: PaymentRecord & { referenceHash: string },
  overdueFromAfter: string | null,
): Promise<void> {
  const newPaid = rent.paidCents + payment.amountCents;
  const due = overdueFromAfter ? rentKeys.dueRentIndex(rent.companyId, overdueFromAfter, rent.rentUlid) : null;
  await transact([
    {
      label: 'payment',
      Put: { Item: paymentToItem(rent, { ...payment, rentId: rent.rentId }), ConditionExpression: 'attribute_not_exists(pk)' },
    },
    {
      label: 'rent',
      Update: {
        Key: rentKeyOf(rent),
        UpdateExpression: due ? 'SET paidCents = :new, gsi2pk = :dpk, gsi2sk = :dsk' : 'SET paidCents = :new REMOVE gsi2pk, gsi2sk',
        ConditionExpression:
          'attribute_exists(pk) AND paidCents = :old AND attribute_not_exists(checkoutDate) AND attribute_not_exists(deleting)',
        ExpressionAttributeValues: { ':new': newPaid, ':old': rent.paidCents, ...(due ? { ':dpk': due.gsi2pk, ':dsk': due.gsi2sk } : {}) },
      },
    },
    {
      label: 'room',
      Update: {
        Key: roomKeyOfRent(rent),
        UpdateExpression: 'SET paidCents = :new',
        ConditionExpression: 'currentRentId = :rentId',
        ExpressionAttributeValues: { ':new': newPaid, ':rentId': rent.rentId },
      },
    },
    revenueDayIncrement(rent.companyId, payment),
  ]);
}
