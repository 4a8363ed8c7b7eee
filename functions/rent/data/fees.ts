/**
 * Late fees of a rent (AUTOMATION.md "Rent collection"; access patterns: ../README.md). A fee is owed like rent
 * from the moment it is posted: the rent's `feesCents` (Σ posted, not waived) and its room's copy of it (a current
 * rent) or its room's arrears sums (a checked-out rent) move in the same transaction as the fee, with its audit entry.
 */
import { isIsoDate } from '../../../shared/domain/dates.ts';
import { formatCents } from '../../../shared/domain/format.ts';
import { lateFeeDescription } from '../../../shared/rent/invoice-rules.ts';
import { rentState } from '../../../shared/rent/rules.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, queryAll } from '../../lib/dynamo/query.ts';
import { ConditionFailed, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { rentLabel } from '../audit.ts';
import { feeIdOf, MAX_FEE_SEQ, parseRentId, type RentRef } from '../ids.ts';
import * as rentKeys from '../keys.ts';
import {
  arrearsOfRecord,
  lateFeeFromItem,
  lateFeeToItem,
  rentInputOfRecord,
  rentKeyOf,
  roomKeyOfRent,
  type LateFeeRecord,
  type RentRecord,
} from '../records.ts';
import { diffMoves, rentContribution, type ContributionFee } from '../../../shared/insights/rent-contribution.ts';
import { contributionPayments, contributionRentOf, feesTotalStandIn, insightOps } from './insights.ts';
import { listPaymentsOfRent } from './payments.ts';
import { getRent, rentFiguresCondition, roomArrearsItem } from './rents.ts';

/** How a fee reads in an audit entry: as its invoice line, with its amount. */
export const lateFeeLabel = (fee: Pick<LateFeeRecord, 'periodStart' | 'amountCents'>) =>
  `${lateFeeDescription(fee.periodStart)} (${formatCents(fee.amountCents)})`;

/** The fees of one rent, by period then sequence number (their key order), waived ones included: one Query. */
export async function listFeesOfRent(companyId: string, rentId: string): Promise<LateFeeRecord[]> {
  const ref = parseRentId(rentId);
  if (!ref) return [];
  const items = await queryAll({
    partition: rentKeys.buildingPartition(companyId, ref.buildingNumber),
    sort: beginsWith(rentKeys.lateFeesOfRentPrefix(ref.rentUlid)),
    consistent: true,
  });
  return items.map(lateFeeFromItem);
}

/** One fee by its key parts (consistent read); null when there is none. */
export async function getFee(companyId: string, ref: RentRef, periodStart: string, seq: number): Promise<LateFeeRecord | null> {
  const item = await getItem(rentKeys.lateFee(companyId, ref.buildingNumber, ref.rentUlid, periodStart, seq), { consistent: true });
  return item ? lateFeeFromItem(item) : null;
}

/**
 * The rent's fees total moved by `delta` (a posting: +amount; a waiver: −amount) and what its room counts of it,
 * worked out from the rent as read. A current rent: `ADD feesCents` on the rent (while it is current and not being
 * deleted) and on the room's copy (`currentRentId = :rent`): nothing else of it depends on fees (its due index is
 * about its periods). A checked-out rent: its due-index key and its room's arrears sums depend on what it owes, so
 * the rent is conditioned on the paid total and fees read (a payment, another fee or a waiver meanwhile: re-read),
 * its due key is recomputed and the room's arrears sums move by what it owes after less before. Labels `rent`, `room`.
 */
export function feesTotalItems(rent: RentRecord, delta: number): TransactOp[] {
  if (!rent.checkoutDate) {
    return [
      {
        label: 'rent',
        Update: {
          Key: rentKeyOf(rent),
          UpdateExpression: 'ADD feesCents :delta',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(checkoutDate) AND attribute_not_exists(deleting)',
          ExpressionAttributeValues: { ':delta': delta },
        },
      },
      {
        label: 'room',
        Update: {
          Key: roomKeyOfRent(rent),
          UpdateExpression: 'ADD feesCents :delta',
          ConditionExpression: 'currentRentId = :rentId',
          ExpressionAttributeValues: { ':delta': delta, ':rentId': rent.rentId },
        },
      },
    ];
  }
  const after: RentRecord = { ...rent, feesCents: (rent.feesCents ?? 0) + delta };
  const { dueIndexDate } = rentState({ ...rentInputOfRecord(after), today: rent.checkoutDate });
  const due = dueIndexDate ? rentKeys.dueRentIndex(rent.companyId, dueIndexDate, rent.rentUlid) : null;
  const was = arrearsOfRecord(rent);
  const now = arrearsOfRecord(after);
  const change = {
    count: (now ? 1 : 0) - (was ? 1 : 0),
    dueCents: (now?.dueCents ?? 0) - (was?.dueCents ?? 0),
    paidCents: (now?.paidCents ?? 0) - (was?.paidCents ?? 0),
  };
  const figures = rentFiguresCondition(rent);
  return [
    {
      label: 'rent',
      Update: {
        Key: rentKeyOf(rent),
        UpdateExpression: due ? 'ADD feesCents :delta SET gsi2pk = :dpk, gsi2sk = :dsk' : 'ADD feesCents :delta REMOVE gsi2pk, gsi2sk',
        ConditionExpression: `attribute_exists(pk) AND attribute_exists(checkoutDate) AND attribute_not_exists(deleting) AND paidCents = :paid AND ${figures.condition}`,
        ExpressionAttributeNames: figures.names,
        ExpressionAttributeValues: {
          ...figures.values,
          ':delta': delta,
          ':paid': rent.paidCents,
          ...(due ? { ':dpk': due.gsi2pk, ':dsk': due.gsi2sk } : {}),
        },
      },
    },
    ...(change.count !== 0 || change.dueCents !== 0 || change.paidCents !== 0 ? [roomArrearsItem(rent, change)] : []),
  ];
}

/**
 * What a fee posted or waived moves in the monthly figures: fees billed or waived in the fee's posting month and,
 * where payments pay fees (a checked-out rent, or one priced 0: payments pay every period first), fees collected.
 * Only then are the rent's payments read (one Query); a current rent's payments all pay periods, whatever its fees.
 */
async function feeChangeMoves(rent: RentRecord, before: ContributionFee[], after: ContributionFee[]) {
  const payments =
    rent.checkoutDate || rent.rentPriceCents === 0 ? contributionPayments(await listPaymentsOfRent(rent.companyId, rent)) : [];
  return diffMoves(
    rentContribution(contributionRentOf(rent), payments, before),
    rentContribution(contributionRentOf(rent), payments, after),
  );
}

const MAX_ATTEMPTS = 10;
const jitter = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 20 * (attempt + 1)));

/**
 * Posts a late fee on a rent's period, once: the fee (`FEE#<rentUlid>#<periodStart>#<seq>`, `attribute_not_exists`:
 * label `fee`), the rent's fees total and its room's copy or arrears sums (feesTotalItems), and its audit entry
 * (kind `rent`, the rent's id, `late_fee` created), in ONE transaction. False when that (rent, period, seq) fee
 * exists already (posted before, waived or not), or when the rent is gone (deleted, or being deleted). A payment,
 * checkout or another fee racing it makes a condition fail: re-read the rent and try again. Which fee is due when is
 * the caller's (the collection job); this only records it. Throws RangeError on an amount, period or seq that is not one.
 */
export async function postLateFee(args: {
  companyId: string;
  rentId: string;
  periodStart: string;
  seq: number;
  amountCents: number;
  postedAt: string;
  audit: AuditContext;
}): Promise<boolean> {
  const { companyId, periodStart, seq, amountCents, postedAt } = args;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new RangeError(`A fee is a positive number of cents: ${amountCents}`);
  if (!Number.isSafeInteger(seq) || seq < 0 || seq > MAX_FEE_SEQ) throw new RangeError(`A fee's seq is 0 to ${MAX_FEE_SEQ}: ${seq}`);
  if (!isIsoDate(periodStart)) throw new RangeError(`Invalid period start: ${JSON.stringify(periodStart)}`);
  const ref = parseRentId(args.rentId);
  if (!ref) throw new RangeError(`Not a rent id: ${args.rentId}`);
  const at = new Date(postedAt);
  const when = Number.isNaN(at.getTime()) ? new Date() : at;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const rent = await getRent(companyId, ref);
    if (!rent) return false;
    const fee: LateFeeRecord = {
      id: feeIdOf(rent.rentId, periodStart, seq),
      rentId: rent.rentId,
      periodStart,
      seq,
      amountCents,
      postedAt,
      waived: false,
    };
    const others = feesTotalStandIn(rent.feesCents ?? 0);
    const moves = await feeChangeMoves(rent, others, [...others, { postedAt, amountCents }]);
    try {
      await transact([
        { label: 'fee', Put: { Item: lateFeeToItem(companyId, rent, fee), ConditionExpression: 'attribute_not_exists(pk)' } },
        ...feesTotalItems(rent, amountCents),
        auditOp(
          args.audit,
          {
            kind: 'rent',
            recordId: rent.rentId,
            recordLabel: rentLabel(rent),
            changes: [{ field: 'late_fee', before: null, after: lateFeeLabel(fee) }],
          },
          when,
        ),
        ...insightOps(companyId, moves),
      ]);
      return true;
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      if (err.has('fee')) return false;
      // `rent`/`room`: checked out, paid, deleted or another fee meanwhile: re-read and work it out again
    }
    await jitter(attempt);
  }
  throw new Error(`Could not post the late fee of ${args.rentId} (${periodStart} #${seq}): the rent kept changing`);
}

/**
 * Waives a posted fee, all or nothing: the fee `SET waived, waiveReason, waivedAt, waivedBy` while there and not
 * waived (label `fee`: 409), the rent's fees total and its room's copy or arrears sums back (feesTotalItems: `rent`,
 * `room`), with its audit entry. The fee stays, listed as waived, out of every figure.
 */
export async function waiveLateFee(
  rent: RentRecord,
  fee: LateFeeRecord,
  waived: { reason: string; at: string; by: string },
  audit: TransactOp,
): Promise<void> {
  const others = feesTotalStandIn((rent.feesCents ?? 0) - fee.amountCents);
  const moves = await feeChangeMoves(
    rent,
    [...others, { postedAt: fee.postedAt, amountCents: fee.amountCents }],
    [...others, { postedAt: fee.postedAt, amountCents: fee.amountCents, waived: true }],
  );
  await transact([
    {
      label: 'fee',
      Update: {
        Key: rentKeys.lateFee(rent.companyId, rent.buildingNumber, rent.rentUlid, fee.periodStart, fee.seq),
        UpdateExpression: 'SET waived = :true, waiveReason = :reason, waivedAt = :at, waivedBy = :by',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(waived)',
        ExpressionAttributeValues: { ':true': true, ':reason': waived.reason, ':at': waived.at, ':by': waived.by },
      },
    },
    ...feesTotalItems(rent, -fee.amountCents),
    audit,
    ...insightOps(rent.companyId, moves),
  ]);
}
