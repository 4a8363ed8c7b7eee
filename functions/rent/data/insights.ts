/**
 * The rent area's monthly figures (shared/insights/rent-contribution.ts) as the items of a change's own transaction:
 * every rent, room, payment, fee and maintenance write below adds `monthlyOps` of what it moves, worked out as the
 * record's contribution after less before, so the figures move with the change or not at all (INSIGHTS.md).
 */
import type { IsoDate } from '../../../shared/domain/dates.ts';
import {
  diffMoves,
  roomChainMoves,
  type ChainRent,
  type ContributionFee,
  type ContributionPayment,
  type ContributionRent,
  type RentMove,
} from '../../../shared/insights/rent-contribution.ts';
import { monthlyOps } from '../../insights/monthly.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import * as insightKeys from '../../insights/keys.ts';
import * as rentKeys from '../keys.ts';
import { roomFromItem, type RentRecord } from '../records.ts';

/** The items that move `moves` (none when nothing moves). */
export const insightOps = (companyId: string, moves: readonly RentMove[]): TransactOp[] => monthlyOps(companyId, moves);

/** The rules' view of a rent record. */
export const contributionRentOf = (rent: RentRecord): ContributionRent => ({
  buildingNumber: rent.buildingNumber,
  tenantId: rent.tenantId,
  rentPriceCents: rent.rentPriceCents,
  startDate: rent.startDate,
  endDate: rent.endDate,
  rentType: rent.rentType,
  checkoutDate: rent.checkoutDate,
});

const chainRentOf = (rent: RentRecord): ChainRent => ({ ...contributionRentOf(rent), rentUlid: rent.rentUlid });

/** Every unwaived fee of a rent as one, for changes whose fee months cancel out (only the total is paid). */
export const feesTotalStandIn = (cents: number): ContributionFee[] =>
  cents > 0 ? [{ postedAt: '0001-01-01T00:00:00.000Z', amountCents: cents }] : [];

/** The rent's payments as the rules need them (what `listPaymentsOfRent` answers fits). */
export const contributionPayments = (payments: readonly ContributionPayment[]): ContributionPayment[] =>
  payments.map((p) => ({ date: p.date, paidAt: p.paidAt, reference: p.reference, amountCents: p.amountCents, voided: p.voided }));

/** The room's count of changes to its rent chain (each chain change adds 1, conditioned on the count it read). */
const CHAIN_VERSION = 'chainVersion';

/**
 * What a change to a room's rents (one added, moved, checked out or deleted) does to the room's own figures and the
 * vacancies between its rents, and the room's guard that keeps it exact under concurrency. The room is read first
 * (consistent: its creation day and its chain version), then `readHistory` (its rental history without rents being
 * deleted, a consistent read), `change` giving the history after. `guard` adds 1 to the room's chain version on the
 * version read (label `room`, merged with the change's own room update): a chain change committed after the room was
 * read fails it, so two changes never both work from one history (the caller re-reads, as for its other `room`
 * failures). Null room (deleted meanwhile): nothing (the change's own conditions fail on it).
 */
export async function roomChainChange(
  rent: Pick<RentRecord, 'companyId' | 'buildingNumber' | 'level' | 'roomUlid'>,
  readHistory: () => Promise<readonly RentRecord[]>,
  change: (rents: readonly RentRecord[]) => readonly RentRecord[],
): Promise<{ moves: RentMove[]; guard: TransactOp[] }> {
  const key = rentKeys.room(rent.companyId, rent.buildingNumber, rent.level, rent.roomUlid);
  const item = await getItem(key, { consistent: true });
  if (!item) return { moves: [], guard: [] };
  const rents = await readHistory();
  const room = roomFromItem(item);
  const read = typeof item[CHAIN_VERSION] === 'number' ? item[CHAIN_VERSION] : 0;
  const moves = diffMoves(roomChainMoves(room, rents.map(chainRentOf)), roomChainMoves(room, change(rents).map(chainRentOf)));
  const guard: TransactOp = {
    label: 'room',
    Update: {
      Key: key,
      UpdateExpression: `ADD ${CHAIN_VERSION} :chainOne`,
      ConditionExpression: read === 0 ? `attribute_not_exists(${CHAIN_VERSION})` : `${CHAIN_VERSION} = :chainRead`,
      ExpressionAttributeValues: { ':chainOne': 1, ...(read === 0 ? {} : { ':chainRead': read }) },
    },
  };
  return { moves, guard: [guard] };
}

/** A rent record with other terms or a checkout (for the history after a change). */
export const withRent = (rents: readonly RentRecord[], after: RentRecord): RentRecord[] => [
  ...rents.filter((r) => r.rentUlid !== after.rentUlid),
  after,
];
export const withoutRent = (rents: readonly RentRecord[], rentUlid: string): RentRecord[] => rents.filter((r) => r.rentUlid !== rentUlid);

/** The UTC day of an ISO time. */
export const dayOf = (iso: string): IsoDate => iso.slice(0, 10);

/** Whether a rent is in the renewal list: current (not checked out, not being deleted). */
const hasLeaseEnd = (rent: Pick<RentRecord, 'checkoutDate' | 'deleting'> | null): boolean =>
  Boolean(rent && !rent.checkoutDate && !rent.deleting);

/**
 * The lease-end item's writes when a rent changes from `before` to `after` (null: none, or gone): put when it becomes
 * current or its end date moves, deleted when it leaves (checkout, deletion) or moves. None when nothing changes.
 */
export function leaseEndOps(before: RentRecord | null, after: RentRecord | null): TransactOp[] {
  const was = hasLeaseEnd(before) ? before : null;
  const now = hasLeaseEnd(after) ? after : null;
  if (was && now && was.endDate === now.endDate) return [];
  const ops: TransactOp[] = [];
  if (was) ops.push({ label: 'leaseEnd', Delete: { Key: insightKeys.leaseEnd(was.companyId, was.endDate, was.rentId) } });
  if (now)
    ops.push({ label: 'leaseEnd', Put: { Item: { ...insightKeys.leaseEnd(now.companyId, now.endDate, now.rentId), rentId: now.rentId } } });
  return ops;
}
