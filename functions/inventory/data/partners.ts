/** Suppliers and customers: the same record under two prefixes (access patterns: ../README.md). */
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, queryPage } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { versionGuard } from '../../lib/dynamo/versions.ts';
import { portalEmailOps } from '../../portal/data/email-lookup.ts';
import * as imsKeys from '../keys.ts';
import type { PartnerKind } from '../keys.ts';
import { isUlid, partnerFromItem, partnerToItem, type PartnerRecord } from '../records.ts';

/**
 * A customer's portal email lookup item (../../portal/data/email-lookup.ts) moved from one email to another (null: a
 * new or a deleted customer); suppliers have no portal.
 */
const customerPortalOps = (p: PartnerRecord, beforeEmail: string | null, afterEmail: string | null): TransactOp[] =>
  p.kind === 'customer' ? portalEmailOps(p.companyId, 'customer', p.partnerId, beforeEmail, afterEmail) : [];

/** A new supplier or customer with its audit entry. Condition label `partner`: a ULID collision. */
export async function createPartner(p: PartnerRecord, audit: TransactOp): Promise<void> {
  await transact(createPartnerOps(p, audit));
}
/** The writes of createPartner's transaction (the import writes them in its rows' transactions). */
export const createPartnerOps = (p: PartnerRecord, audit: TransactOp): TransactOp[] => [
  { label: 'partner', Put: { Item: partnerToItem(p), ConditionExpression: 'attribute_not_exists(pk)' } },
  ...customerPortalOps(p, null, p.contactEmail),
  audit,
];

/**
 * An edit of a supplier's or customer's fields from the version it was read at, with its audit entry (and a customer's
 * portal email lookup moved from `previousEmail`, the email of that version). Condition label `partner`: gone, or
 * changed since (services answer 409 stale).
 */
export async function updatePartnerFields(
  p: PartnerRecord,
  version: number,
  previousEmail: string,
  audit: TransactOp,
  // what the change brings along in its transaction (the portal: a customer's own email change spends its link)
  extra: readonly TransactOp[] = [],
): Promise<void> {
  const guard = versionGuard(version);
  await transact([
    {
      label: 'partner',
      Update: {
        Key: imsKeys.partner(p.companyId, p.kind, p.partnerId),
        UpdateExpression: `SET #name = :name, contactName = :contactName, contactPhone = :contactPhone, contactEmail = :contactEmail, address = :address, updatedAt = :updatedAt, ${guard.set}`,
        ConditionExpression: `attribute_exists(pk) AND ${guard.condition}`,
        ExpressionAttributeNames: { '#name': 'name', ...guard.names },
        ExpressionAttributeValues: {
          ':name': p.name,
          ':contactName': p.contactName,
          ':contactPhone': p.contactPhone,
          ':contactEmail': p.contactEmail,
          ':address': p.address,
          ':updatedAt': p.updatedAt,
          ...guard.values,
        },
      },
    },
    ...customerPortalOps(p, previousEmail, p.contactEmail),
    ...extra,
    audit,
  ]);
}

/**
 * Whether a supplier has purchase orders (a customer sales orders): one item of the orders-by-partner index
 * (gsi1 `POSUP#` / `SOCUS#`), so the answer costs one row whatever the company's size.
 */
export async function partnerHasOrders(companyId: string, kind: PartnerKind, partnerId: string): Promise<boolean> {
  const partition =
    kind === 'supplier' ? imsKeys.purchaseBySupplierPk(companyId, partnerId) : imsKeys.salesByCustomerPk(companyId, partnerId);
  const { items } = await queryPage({ index: 'gsi1', partition, limit: 1, projection: 'pk, sk' });
  return items.length > 0;
}

/**
 * In an order's create transaction: its supplier or customer is still there (label `partner` → 404) and counts
 * the order (`orderCount`, which the delete's condition requires to be 0). Both orders of a race are covered: a
 * delete first fails the order's condition; an order first fails the delete's (its index read came before).
 */
export function partnerOrderRef(companyId: string, kind: PartnerKind, partnerId: string): TransactOp {
  return {
    label: 'partner',
    Update: {
      Key: imsKeys.partner(companyId, kind, partnerId),
      UpdateExpression: 'ADD orderCount :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/**
 * Removes a supplier or customer with its audit entry (and a customer's portal email lookup) while no order names it
 * (`orderCount` absent or 0: orders placed before the count are found by the service's index read). Label `partner`:
 * gone, or an order meanwhile.
 */
export async function deletePartner(p: PartnerRecord, audit: TransactOp): Promise<void> {
  await transact(deletePartnerOps(p, audit));
}
export const deletePartnerOps = (p: PartnerRecord, audit: TransactOp): TransactOp[] => [
  {
    label: 'partner',
    Delete: {
      Key: imsKeys.partner(p.companyId, p.kind, p.partnerId),
      // ruleCount: reorder rules name it as their preferred supplier (data/reorder.ts)
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(orderCount) OR orderCount = :zero) AND (attribute_not_exists(ruleCount) OR ruleCount = :zero)',
      ExpressionAttributeValues: { ':zero': 0 },
    },
  },
  ...customerPortalOps(p, p.contactEmail, null),
  audit,
];

export async function getPartner(companyId: string, kind: PartnerKind, partnerId: string): Promise<PartnerRecord | null> {
  if (!isUlid(partnerId)) return null;
  const item = await getItem(imsKeys.partner(companyId, kind, partnerId), { consistent: true });
  return item ? partnerFromItem(item) : null;
}

/** One page of the company's suppliers or customers, newest first. */
export async function listPartners(companyId: string, kind: PartnerKind, page: { limit: number; cursor?: string | null }) {
  const found = await queryPage({
    partition: imsKeys.companyPartition(companyId),
    sort: beginsWith(imsKeys.partnersPrefix(kind)),
    descending: true,
    ...page,
  });
  return { items: found.items.map(partnerFromItem), nextCursor: found.nextCursor };
}
