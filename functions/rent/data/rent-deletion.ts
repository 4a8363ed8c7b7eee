/** Deleting a rent with its payments and late fees, in one transaction or, for a large rent, resumable chunks (../README.md). */
import { diffMoves, rentContribution, type RentMove } from '../../../shared/insights/rent-contribution.ts';
import { ConditionFailed, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import * as rentKeys from '../keys.ts';
import { arrearsOfRecord, rentKeyOf, type LateFeeRecord, type RentRecord, type StoredPayment } from '../records.ts';
import { listFeesOfRent } from './fees.ts';
import { listPaymentsOfRent } from './payments.ts';
import {
  contributionPayments,
  contributionRentOf,
  feesTotalStandIn,
  insightOps,
  leaseEndOps,
  roomChainChange,
  withoutRent,
} from './insights.ts';
import { freeRoomItems, rentFiguresCondition, roomArrearsItem, roomHistory } from './rents.ts';
import { revenueDayDecrements } from './revenue.ts';

/** TransactWriteItems takes at most 100 items. */
export const MAX_TRANSACTION_ITEMS = 100;

const paymentDeletes = (rent: RentRecord, payments: StoredPayment[]): TransactOp[] =>
  payments.map((p) => ({
    label: 'payment',
    Delete: {
      Key: rentKeys.payment(rent.companyId, rent.buildingNumber, rent.rentUlid, p.referenceHash),
      ConditionExpression: 'attribute_exists(pk)',
    },
  }));

const feeDeletes = (rent: RentRecord, fees: LateFeeRecord[]): TransactOp[] =>
  fees.map((f) => ({
    label: 'fee',
    Delete: {
      Key: rentKeys.lateFee(rent.companyId, rent.buildingNumber, rent.rentUlid, f.periodStart, f.seq),
      ConditionExpression: 'attribute_exists(pk)',
    },
  }));

/** Σ fees not waived: what the rent's feesCents counts. */
const feesSum = (fees: LateFeeRecord[]) => fees.filter((f) => !f.waived).reduce((s, f) => s + f.amountCents, 0);

/** A voided payment is deleted with its rent but counts in no total: it left them when it was voided. */
const counted = (payments: StoredPayment[]) => payments.filter((p) => !p.voided);
const countedSum = (payments: StoredPayment[]) => counted(payments).reduce((s, p) => s + p.amountCents, 0);

/**
 * The monthly figures a deletion takes away, with the room's chain guard (roomChainChange). One transaction: the
 * rent's whole contribution and its place in its room's chain. In chunks: the flag takes everything but what its payments pay (`without payments`), each payment
 * chunk then what those payments paid (the contribution with them less without them), so the figures are exact
 * after every step and a resumed purge takes nothing twice (each chunk's figures go with its payment deletes).
 */
async function deletionOps(rent: RentRecord, fees: LateFeeRecord[], payments: StoredPayment[] | null): Promise<TransactOp[]> {
  const chain = await roomChainChange(rent, roomHistory(rent), (rents) => withoutRent(rents, rent.rentUlid));
  const own = diffMoves(rentContribution(contributionRentOf(rent), contributionPayments(payments ?? []), fees), []);
  return [...chain.guard, ...insightOps(rent.companyId, [...own, ...chain.moves])];
}

/** What removing `chunk` of the payments `remaining` takes from the figures (the rent's unwaived fees as one total). */
function paymentChunkMoves(rent: RentRecord, remaining: StoredPayment[], chunk: StoredPayment[]): RentMove[] {
  const gone = new Set(chunk.map((p) => p.referenceHash));
  const fees = feesTotalStandIn(rent.feesCents ?? 0);
  const before = rentContribution(contributionRentOf(rent), contributionPayments(remaining), fees);
  const after = rentContribution(contributionRentOf(rent), contributionPayments(remaining.filter((p) => !gone.has(p.referenceHash))), fees);
  return diffMoves(before, after);
}

/** The rent as read: same paid total and same checkout state, so nothing slipped in since. */
function unchangedRentCondition(rent: RentRecord) {
  // the terms and fees too: the building's rent value and the room's arrears are taken out as read, and the fees
  // deleted with it are the ones read
  const terms = rentFiguresCondition(rent);
  return {
    ConditionExpression: `attribute_exists(pk) AND paidCents = :paid AND attribute_not_exists(deleting) AND ${
      rent.checkoutDate ? 'attribute_exists(checkoutDate)' : 'attribute_not_exists(checkoutDate)'
    } AND ${terms.condition}`,
    ExpressionAttributeNames: terms.names,
    ExpressionAttributeValues: { ':paid': rent.paidCents, ...terms.values },
  };
}

/**
 * What the rent's room stops counting: a current rent frees the room; a checked-out one that still owes leaves
 * the room's arrears sums (as read: the rent is conditioned on the same paid total).
 */
function roomItemsOfDeletion(rent: RentRecord): TransactOp[] {
  if (!rent.checkoutDate) return freeRoomItems(rent);
  const arrears = arrearsOfRecord(rent);
  return arrears ? [roomArrearsItem(rent, { count: -1, dueCents: -arrears.dueCents, paidCents: -arrears.paidCents })] : [];
}

/** The tenant counts one rent less (a tenant is deleted only at 0). Label `tenant`. */
const tenantRentGone = (rent: RentRecord): TransactOp => ({
  label: 'tenant',
  Update: {
    Key: rentKeys.tenant(rent.companyId, rent.tenantId),
    UpdateExpression: 'ADD rentsCount :minusOne',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':minusOne': -1 },
  },
});

/** False when a condition failed: the rent moved on since it was read. */
async function transactUnlessChanged(ops: TransactOp[]): Promise<boolean> {
  try {
    await transact(ops);
    return true;
  } catch (err) {
    if (err instanceof ConditionFailed) return false;
    throw err;
  }
}

/**
 * Deletes a rent with its payments, frees its room when it is current, and takes its payments out of the
 * revenue days. When everything fits in one transaction (≤ 100 items) it is one transaction. Otherwise:
 * 1. `markRentDeleting`: one transaction flags the rent (hidden everywhere, out of the indexes, no more
 *    payments accepted) and frees its room and the building's figures (or takes a checked-out rent's
 *    arrears out of its room's);
 * 2. `purgeDeletingRent`: chunks of payment deletes, each with its revenue decrements and the rent's paid
 *    total, then the rent item itself. Each chunk is atomic, so a crash leaves a consistent, flagged rent,
 *    and a repeated DELETE resumes at step 2.
 * The audit entry goes with the change that makes the rent disappear: the single transaction, or step 1 (a
 * resumed purge of a rent already flagged writes none: its entry was written with the flag).
 * 'changed' when the rent moved on since it was read (the caller re-reads and retries).
 */
export async function deleteRent(rent: RentRecord, audit: TransactOp, options: { maxItems?: number } = {}): Promise<'deleted' | 'changed'> {
  const maxItems = options.maxItems ?? MAX_TRANSACTION_ITEMS;
  if (!rent.deleting) {
    const [payments, fees] = await Promise.all([listPaymentsOfRent(rent.companyId, rent), listFeesOfRent(rent.companyId, rent.rentId)]);
    if (countedSum(payments) !== rent.paidCents || feesSum(fees) !== (rent.feesCents ?? 0)) return 'changed';
    const single: TransactOp[] = [
      { label: 'rent', Delete: { Key: rentKeyOf(rent), ...unchangedRentCondition(rent) } },
      ...roomItemsOfDeletion(rent),
      tenantRentGone(rent),
      ...paymentDeletes(rent, payments),
      ...feeDeletes(rent, fees),
      ...revenueDayDecrements(rent.companyId, counted(payments)),
      audit,
      ...(await deletionOps(rent, fees, payments)),
      ...leaseEndOps(rent, null),
    ];
    if (single.length <= maxItems) return (await transactUnlessChanged(single)) ? 'deleted' : 'changed';
    if ((await markRentDeleting(rent, audit, new Date(), fees)) === 'changed') return 'changed';
  }
  await purgeDeletingRent(rent, maxItems);
  return 'deleted';
}

/** Step 1 of a chunked delete (see deleteRent), with the deletion's audit entry. */
export async function markRentDeleting(
  rent: RentRecord,
  audit: TransactOp,
  now = new Date(),
  knownFees?: LateFeeRecord[],
): Promise<'marked' | 'changed'> {
  const unchanged = unchangedRentCondition(rent);
  // the rent is conditioned on its fees total as read, so the fees read are the ones it has
  const fees = knownFees ?? (await listFeesOfRent(rent.companyId, rent.rentId));
  if (feesSum(fees) !== (rent.feesCents ?? 0)) return 'changed';
  const figures = await deletionOps(rent, fees, null);
  const marked = await transactUnlessChanged([
    {
      label: 'rent',
      Update: {
        Key: rentKeyOf(rent),
        UpdateExpression: 'SET deleting = :true, deletingSince = :now REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk',
        ConditionExpression: unchanged.ConditionExpression,
        ExpressionAttributeNames: unchanged.ExpressionAttributeNames,
        ExpressionAttributeValues: { ...unchanged.ExpressionAttributeValues, ':true': true, ':now': now.toISOString() },
      },
    },
    ...roomItemsOfDeletion(rent),
    tenantRentGone(rent),
    audit,
    ...figures,
    ...leaseEndOps(rent, null),
  ]);
  return marked ? 'marked' : 'changed';
}

/** Step 2 of a chunked delete: payments in atomic chunks, then its fees, then the flagged rent item. Safe to repeat. */
export async function purgeDeletingRent(rent: RentRecord, maxItems = MAX_TRANSACTION_ITEMS): Promise<void> {
  if (maxItems < 4) throw new RangeError('A chunk needs room for the rent, one payment and its day');
  for (;;) {
    const remaining = await listPaymentsOfRent(rent.companyId, rent);
    if (remaining.length === 0) break;
    // Newest first: taking the latest payments away leaves what the earlier ones pay as it is, so a chunk's figures
    // touch only the months its own payments paid. Fill a chunk while payments + distinct days + the rent update
    // fit, then halve it until its monthly figures fit too.
    const newestFirst = [...remaining].sort((a, b) => `${b.date}|${b.paidAt}`.localeCompare(`${a.date}|${a.paidAt}`));
    let chunk: StoredPayment[] = [];
    const days = new Set<string>();
    for (const p of newestFirst) {
      const extraDay = p.voided || days.has(p.date) ? 0 : 1;
      if (chunk.length + 1 + days.size + extraDay + 1 > maxItems) break;
      chunk.push(p);
      if (!p.voided) days.add(p.date);
    }
    let figures = insightOps(rent.companyId, paymentChunkMoves(rent, remaining, chunk));
    while (chunk.length > 1 && chunk.length + new Set(counted(chunk).map((p) => p.date)).size + 1 + figures.length > maxItems) {
      chunk = chunk.slice(0, Math.ceil(chunk.length / 2));
      figures = insightOps(rent.companyId, paymentChunkMoves(rent, remaining, chunk));
    }
    try {
      await transact([
        {
          label: 'rent',
          Update: {
            Key: rentKeyOf(rent),
            UpdateExpression: 'ADD paidCents :minus',
            ConditionExpression: 'attribute_exists(deleting)',
            ExpressionAttributeValues: { ':minus': -countedSum(chunk) },
          },
        },
        ...paymentDeletes(rent, chunk),
        ...revenueDayDecrements(rent.companyId, counted(chunk)),
        ...figures,
      ]);
    } catch (err) {
      // The rent is gone: another DELETE finished the purge. A payment already gone: another is purging, re-read.
      if (!(err instanceof ConditionFailed)) throw err;
      if (err.has('rent')) return;
    }
  }
  // Its fees (no figure counts them any more: the rent is flagged), in chunks with the rent's fees total.
  for (;;) {
    const fees = await listFeesOfRent(rent.companyId, rent.rentId);
    if (fees.length === 0) break;
    const chunk = fees.slice(0, maxItems - 1);
    try {
      await transact([
        {
          label: 'rent',
          Update: {
            Key: rentKeyOf(rent),
            UpdateExpression: 'ADD feesCents :minus',
            ConditionExpression: 'attribute_exists(deleting)',
            ExpressionAttributeValues: { ':minus': -feesSum(chunk) },
          },
        },
        ...feeDeletes(rent, chunk),
      ]);
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      if (err.has('rent')) return;
    }
  }
  // Already deleted by a concurrent purge: nothing left to do.
  await transactUnlessChanged([{ label: 'rent', Delete: { Key: rentKeyOf(rent), ConditionExpression: 'attribute_exists(deleting)' } }]);
}
