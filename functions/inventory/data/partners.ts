/** Suppliers and customers: the same record under two prefixes (access patterns: ../README.md). */
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, queryPage } from '../../lib/dynamo/query.ts';
import { putItem } from '../../lib/dynamo/transact.ts';
import * as imsKeys from '../keys.ts';
import type { PartnerKind } from '../keys.ts';
import { isUlid, partnerFromItem, partnerToItem, type PartnerRecord } from '../records.ts';

/** Condition label `partner`: a new one (ULID collision), or an update of one that still exists. */
export async function putPartner(p: PartnerRecord, mode: 'create' | 'update'): Promise<void> {
  await putItem('partner', {
    Item: partnerToItem(p),
    ConditionExpression: mode === 'create' ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)',
  });
}

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
