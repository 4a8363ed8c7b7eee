/** Tenants (access patterns: ../README.md). */
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, queryPage } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { isTenantId } from '../ids.ts';
import * as rentKeys from '../keys.ts';
import { tenantFromItem, tenantToItem, type TenantRecord } from '../records.ts';

/** With its audit entry. Condition label `tenant` (a ULID collision: not expected). */
export async function createTenant(tenant: TenantRecord, audit: TransactOp): Promise<void> {
  await transact([{ label: 'tenant', Put: { Item: tenantToItem(tenant), ConditionExpression: 'attribute_not_exists(pk)' } }, audit]);
}

export async function getTenant(companyId: string, tenantId: string): Promise<TenantRecord | null> {
  if (!isTenantId(tenantId)) return null;
  const item = await getItem(rentKeys.tenant(companyId, tenantId), { consistent: true });
  return item ? tenantFromItem(item) : null;
}

/** One page of the company's tenants, newest first: one Query over TENANT# items (ULIDs sort by creation). */
export async function listTenants(
  companyId: string,
  page: { readonly limit: number; readonly cursor?: string | null },
): Promise<{ items: TenantRecord[]; nextCursor: string | null }> {
  const found = await queryPage({
    partition: rentKeys.companyPartition(companyId),
    sort: beginsWith(rentKeys.tenantsPrefix),
    descending: true,
    ...page,
  });
  return { items: found.items.map(tenantFromItem), nextCursor: found.nextCursor };
}
