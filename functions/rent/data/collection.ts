/**
 * The collection job's read (access patterns: ../README.md): the company's current rents, one page at a time, from the
 * sparse active index (gsi1 `C#<cid>#ACTIVE`) with a projection of what the collection rules and the emails need.
 * Reads follow the rents due, never their history: payments and notices are not read here.
 */
import type { Item } from '../../lib/dynamo/item.ts';
import { queryPage } from '../../lib/dynamo/query.ts';
import { parseRentId } from '../ids.ts';
import * as rentKeys from '../keys.ts';
import type { RentRecord } from '../records.ts';

const COLLECTION_RENT_FIELDS = [
  'rentId',
  'roomNumber',
  'buildingName',
  'tenantName',
  'tenantEmail',
  'rentPriceCents',
  'rentType',
  'startDate',
  'endDate',
  'paidCents',
  'feesCents',
  'checkoutDate',
] as const;

export type CollectionRentRow = Pick<
  RentRecord,
  | 'rentId'
  | 'rentUlid'
  | 'buildingNumber'
  | 'roomNumber'
  | 'buildingName'
  | 'tenantName'
  | 'tenantEmail'
  | 'rentPriceCents'
  | 'rentType'
  | 'startDate'
  | 'endDate'
  | 'paidCents'
  | 'checkoutDate'
> & {
  /** Σ unwaived late fees (absent before late fees: 0). */
  feesCents: number;
};

function collectionRentFromItem(item: Item): CollectionRentRow {
  const rent = item as Partial<RentRecord> & { feesCents?: number };
  const ref = parseRentId(rent.rentId);
  if (!ref) throw new Error(`The collection job read a rent without a valid id: ${String(rent.rentId)}`);
  return {
    rentId: ref.rentId,
    rentUlid: ref.rentUlid,
    buildingNumber: ref.buildingNumber,
    roomNumber: rent.roomNumber ?? '',
    buildingName: rent.buildingName ?? '',
    tenantName: rent.tenantName ?? '',
    tenantEmail: rent.tenantEmail ?? '',
    rentPriceCents: rent.rentPriceCents ?? 0,
    rentType: rent.rentType!,
    startDate: rent.startDate!,
    endDate: rent.endDate!,
    paidCents: rent.paidCents ?? 0,
    feesCents: Number(rent.feesCents ?? 0),
    checkoutDate: rent.checkoutDate ?? null,
  };
}

/** One page of the company's current rents (gsi1, building then level order), projected for the collection rules. */
export async function listRentsForCollection(
  companyId: string,
  page: { readonly limit: number; readonly cursor?: string | null },
): Promise<{ items: CollectionRentRow[]; nextCursor: string | null }> {
  const found = await queryPage({
    index: 'gsi1',
    partition: rentKeys.activeRentsPk(companyId),
    projection: COLLECTION_RENT_FIELDS.join(', '),
    ...page,
  });
  return { items: found.items.map(collectionRentFromItem), nextCursor: found.nextCursor };
}
