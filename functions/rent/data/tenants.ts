/** Tenants (access patterns: ../README.md). */
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, queryAll, queryPage } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { versionGuard } from '../../lib/dynamo/versions.ts';
import { buildingInScope, currentScope } from '../../lib/scope.ts';
import { portalEmailOps } from '../../portal/data/email-lookup.ts';
import { isTenantId } from '../ids.ts';
import { tenantLookupOps } from './tenant-lookups.ts';
import * as rentKeys from '../keys.ts';
import { rentFromItem, rentKeyOf, roomKeyOfRent, tenantFromItem, tenantToItem, type RentRecord, type TenantRecord } from '../records.ts';

/** With its audit entry. Condition label `tenant` (a ULID collision: not expected). */
export async function createTenant(tenant: TenantRecord, audit: TransactOp): Promise<void> {
  await transact(createTenantOps(tenant, audit));
}

/**
 * The writes of createTenant's transaction (the import writes them in its rows' transactions): the tenant, its lookup
 * items, its portal email lookup item, the entry.
 */
export const createTenantOps = (tenant: TenantRecord, audit: TransactOp): TransactOp[] => [
  { label: 'tenant', Put: { Item: tenantToItem(tenant), ConditionExpression: 'attribute_not_exists(pk)' } },
  ...tenantLookupOps(tenant.companyId, tenant.tenantId, null, tenant),
  ...portalEmailOps(tenant.companyId, 'tenant', tenant.tenantId, null, tenant.email),
  audit,
];

/** A tenant; null when there is none, or the account's scope holds none of the tenant's buildings (as another company's). */
export async function getTenant(companyId: string, tenantId: string): Promise<TenantRecord | null> {
  if (!isTenantId(tenantId)) return null;
  const item = await getItem(rentKeys.tenant(companyId, tenantId), { consistent: true });
  const tenant = item ? tenantFromItem(item) : null;
  return tenant && (await tenantsInScope(companyId, [tenant])).length ? tenant : null;
}

/**
 * The tenants a scoped account sees (ROLES.md): those with a rent, now or before, in one of its buildings
 * (`rentBuildings`, kept by every Add Rent), and those with no rent yet (anyone who rents rooms may place them). A
 * tenant rented before `rentBuildings` existed has its rents read once here (one Query, only for such rows).
 */
export async function tenantsInScope(companyId: string, tenants: TenantRecord[]): Promise<TenantRecord[]> {
  if (currentScope().buildings === 'all') return tenants;
  const visible = await Promise.all(
    tenants.map(async (t) => {
      if (t.rentBuildings) return [...t.rentBuildings].some(buildingInScope);
      if (!t.rentsCount) return true;
      const rents = await listRentsOfTenant(companyId, t.tenantId);
      return rents.some((r) => buildingInScope(r.buildingNumber));
    }),
  );
  return tenants.filter((_, i) => visible[i]);
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
  return { items: await tenantsInScope(companyId, found.items.map(tenantFromItem)), nextCursor: found.nextCursor };
}

/** A tenant's rents, newest first: one Query on gsi3 (`C#<cid>#TENANT#<tenantId>`); rents being deleted left out. */
export async function listRentsOfTenant(companyId: string, tenantId: string): Promise<RentRecord[]> {
  const items = await queryAll({ index: 'gsi3', partition: rentKeys.rentsOfTenantPk(companyId, tenantId), descending: true });
  return items.map(rentFromItem).filter((r) => !r.deleting);
}

/** The fields of a tenant copied onto their rents (and, for a current rent, onto its room: name and phone). */
export type TenantCopy = Pick<TenantRecord, 'name' | 'phone' | 'email'>;

/**
 * The writes of an edit of a tenant, all or nothing in one transaction (Edit tenant, the import's upsert): the tenant
 * on the version read (`versionGuard`) and, when `rents` is given (the copied fields changed), on the rent count
 * read, so a rent added or deleted meanwhile makes the caller re-read (label `tenant`); each rent's copy (`rent`:
 * gone or being deleted meanwhile) and each current rent's room copy (`currentRentId = :rent`, `room`: checked out
 * or deleted meanwhile); its lookup items when the email, name or phone changed, its portal email lookup item when the
 * email did. With its audit entry.
 */
export function updateTenantOps(
  before: TenantRecord,
  after: Omit<TenantRecord, 'companyId' | 'tenantId' | 'createdAt'>,
  expectedVersion: number,
  rents: RentRecord[] | null,
  audit: TransactOp,
): TransactOp[] {
  const guard = versionGuard(expectedVersion);
  const countCondition = rents ? ' AND (attribute_not_exists(rentsCount) OR rentsCount = :count)' : '';
  const copies: TransactOp[] = (rents ?? []).flatMap((rent): TransactOp[] => [
    {
      label: 'rent',
      Update: {
        Key: rentKeyOf(rent),
        UpdateExpression: 'SET tenantName = :name, tenantPhone = :phone, tenantEmail = :email',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)',
        ExpressionAttributeValues: { ':name': after.name, ':phone': after.phone, ':email': after.email },
      },
    },
    ...(rent.checkoutDate
      ? []
      : [
          {
            label: 'room',
            Update: {
              Key: roomKeyOfRent(rent),
              UpdateExpression: 'SET tenantName = :name, tenantPhone = :phone',
              ConditionExpression: 'currentRentId = :rentId',
              ExpressionAttributeValues: { ':name': after.name, ':phone': after.phone, ':rentId': rent.rentId },
            },
          },
        ]),
  ]);
  return [
    {
      label: 'tenant',
      Update: {
        Key: rentKeys.tenant(before.companyId, before.tenantId),
        UpdateExpression: `SET #name = :name, phone = :phone, email = :email, address = :address, idType = :idType, idNumber = :idNumber, idExpiry = :idExpiry, idIssuingCountry = :country, ${guard.set}`,
        ConditionExpression: `attribute_exists(pk) AND ${guard.condition}${countCondition}`,
        ExpressionAttributeNames: { '#name': 'name', ...guard.names },
        ExpressionAttributeValues: {
          ':name': after.name,
          ':phone': after.phone,
          ':email': after.email,
          ':address': after.address,
          ':idType': after.idType,
          ':idNumber': after.idNumber,
          ':idExpiry': after.idExpiry,
          ':country': after.idIssuingCountry,
          ...guard.values,
          ...(rents ? { ':count': rents.length } : {}),
        },
      },
    },
    ...copies,
    ...tenantLookupOps(before.companyId, before.tenantId, before, after),
    ...portalEmailOps(before.companyId, 'tenant', before.tenantId, before.email, after.email),
    audit,
  ];
}

/**
 * Items an edit of a tenant touches besides its rents' and rooms' copies: the tenant, up to four lookup items, up to two
 * portal email lookup items, the entry.
 */
export const TENANT_EDIT_ITEMS = 8;

/**
 * Deletes a tenant with no rents (`rentsCount` 0 or absent), with its lookup items, its portal email lookup item and its
 * audit entry. Label `tenant` (gone, or has rents).
 */
export async function deleteTenant(tenant: TenantRecord, audit: TransactOp): Promise<void> {
  await transact([
    {
      label: 'tenant',
      Delete: {
        Key: rentKeys.tenant(tenant.companyId, tenant.tenantId),
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(rentsCount) OR rentsCount = :none)',
        ExpressionAttributeValues: { ':none': 0 },
      },
    },
    ...tenantLookupOps(tenant.companyId, tenant.tenantId, tenant, null),
    ...portalEmailOps(tenant.companyId, 'tenant', tenant.tenantId, tenant.email, null),
    audit,
  ]);
}
