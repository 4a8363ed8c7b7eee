/** Tenants: adding one, the list the Add Rent select shows, the tenant page, edit and delete. */
import { ulid } from 'ulid';
import { changesBetween, created, removed } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { rentState } from '../../../shared/rent/rules.ts';
import type { AddTenantInput, PageQuery, TenantDetails, TenantRow, UpdateTenantInput } from '../../../shared/rent/schemas.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { isConditionFailed, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { versionOf } from '../../lib/dynamo/versions.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { acrossTheCompany, buildingInScope } from '../../lib/scope.ts';
import { tenantLabel, tenantSnapshot } from '../audit.ts';
import {
  createTenant,
  deleteTenant,
  getTenant,
  listRentsOfTenant,
  listTenants,
  TENANT_EDIT_ITEMS,
  updateTenantOps,
} from '../data/tenants.ts';
import { MAX_TRANSACTION_ITEMS } from '../data/rent-deletion.ts';
import type { TenantRecord } from '../records.ts';
import { rentInputOfRecord } from './rents.ts';

export async function addTenant(audit: AuditContext, input: AddTenantInput, now = new Date()): Promise<{ id: string }> {
  const tenant = newTenantRecord(audit.companyId, ulid(), input, now);
  await createTenant(tenant, tenantCreatedAuditOp(audit, tenant, now));
  return { id: tenant.tenantId };
}

/** The record of a new tenant (Add Tenant, the import). */
export const newTenantRecord = (companyId: string, tenantId: string, input: AddTenantInput, now: Date): TenantRecord => ({
  companyId,
  tenantId,
  ...input,
  createdAt: now.toISOString(),
});

/** The audit entry of a new tenant (Add Tenant, the import). */
export const tenantCreatedAuditOp = (audit: AuditContext, tenant: TenantRecord, now: Date) =>
  auditOp(
    audit,
    { kind: 'tenant', recordId: tenant.tenantId, recordLabel: tenantLabel(tenant), changes: created(tenantSnapshot(tenant)) },
    now,
  );

/** Tenants for the Tenants page and the Add Rent picker, newest first, one page (`?limit=&cursor=`; the first 50 without them). */
export async function tenantList(companyId: string, page: PageQuery): Promise<{ rows: TenantRow[]; nextCursor: string | null }> {
  const { items, nextCursor } = await listTenants(companyId, page);
  return {
    // every Add Tenant field, so the list's Export CSV imports back (IMPORT.md "Export")
    rows: items.map((t) => ({
      id: t.tenantId,
      name: t.name,
      phone: t.phone,
      email: t.email,
      address: t.address,
      idType: t.idType,
      idNumber: t.idNumber,
      idExpiry: t.idExpiry,
      idIssuingCountry: t.idIssuingCountry,
      version: versionOf(t),
    })),
    nextCursor,
  };
}

async function tenantOr404(companyId: string, tenantId: string): Promise<TenantRecord> {
  const tenant = await getTenant(companyId, tenantId);
  if (!tenant) throw notFound(RENT_MESSAGES.tenantNotFound);
  return tenant;
}

/** The tenant page: the tenant (GetItem) and their rents (one Query on the tenant's rent index), newest first. */
export async function tenantDetails(companyId: string, tenantId: string, now = new Date()): Promise<TenantDetails> {
  const [tenant, allRents] = await Promise.all([tenantOr404(companyId, tenantId), listRentsOfTenant(companyId, tenantId)]);
  // the rents in the account's buildings (ROLES.md scope)
  const rents = allRents.filter((r) => buildingInScope(r.buildingNumber));
  const today = isoDateOf(now);
  return {
    id: tenant.tenantId,
    name: tenant.name,
    phone: tenant.phone,
    email: tenant.email,
    address: tenant.address,
    idType: tenant.idType,
    idNumber: tenant.idNumber,
    idExpiry: tenant.idExpiry,
    idIssuingCountry: tenant.idIssuingCountry,
    created_at: tenant.createdAt,
    version: versionOf(tenant),
    rents: rents.map((rent) => {
      const state = rentState({ ...rentInputOfRecord(rent), today });
      return {
        rent_id: rent.rentId,
        room_id: rent.roomId,
        room_number: rent.roomNumber,
        building_id: rent.buildingNumber,
        building_name: rent.buildingName,
        floor: rent.level,
        rent_start_date: rent.startDate,
        rent_end_date: rent.endDate,
        checkout_date: rent.checkoutDate,
        is_current: !rent.checkoutDate,
        rent_payment_status: state.status,
        amount_due: fromCents(state.amountDueCents),
        late_fees: fromCents(state.feesCents),
        total_amount_paid: fromCents(state.paidCents),
      };
    }),
  };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Why an edit of a tenant writes nothing: the same fields, too many rents to copy onto, or the rent index behind. */
export type TenantEditRefusal = 'noChanges' | 'tooManyRents' | 'rentsMoving';

/**
 * The writes of an edit of the tenant as read (Edit tenant, and the import's upsert: the same rules and entry): the
 * changes, and when name, phone or email change, their copies on the tenant's rents and current rooms, conditioned
 * on the rent count read. The rents come from an index (eventually consistent): `rentsMoving` while it lists fewer
 * than the tenant counts.
 */
export async function planTenantEdit(
  audit: AuditContext,
  tenant: TenantRecord,
  fields: AddTenantInput,
  now = new Date(),
): Promise<{ ops: TransactOp[] } | { refused: TenantEditRefusal }> {
  const changes = changesBetween(tenantSnapshot(tenant), tenantSnapshot(fields));
  if (changes.length === 0) return { refused: 'noChanges' };
  const copied = tenant.name !== fields.name || tenant.phone !== fields.phone || tenant.email !== fields.email;
  const rents = copied ? await listRentsOfTenant(audit.companyId, tenant.tenantId) : null;
  if (rents && rents.length !== (tenant.rentsCount ?? rents.length)) return { refused: 'rentsMoving' };
  if (rents && TENANT_EDIT_ITEMS + rents.length + rents.filter((r) => !r.checkoutDate).length > MAX_TRANSACTION_ITEMS) {
    return { refused: 'tooManyRents' };
  }
  const entry = auditOp(audit, { kind: 'tenant', recordId: tenant.tenantId, recordLabel: tenantLabel(fields), changes }, now);
  // the copies on the tenant's rents follow the edit in every building, also those outside the editor's scope
  return { ops: acrossTheCompany(() => updateTenantOps(tenant, fields, versionOf(tenant), rents, entry)) };
}

/**
 * Edit tenant (CORRECTIONS.md): the add call's fields on the version read (409 stale, 400 nothing changed), planned
 * by planTenantEdit; while the rent index is behind, or a condition failed (a rent came or went), read again.
 */
export async function editTenant(audit: AuditContext, input: UpdateTenantInput): Promise<void> {
  const { companyId } = audit;
  const { id, version, ...fields } = input;
  for (let attempt = 0; attempt < 8; attempt++) {
    const tenant = await tenantOr404(companyId, id);
    if (versionOf(tenant) !== version) throw conflict(CORRECTION_MESSAGES.staleVersion);
    const plan = await planTenantEdit(audit, tenant, fields);
    if ('refused' in plan) {
      if (plan.refused === 'noChanges') throw badRequest(CORRECTION_MESSAGES.noChanges);
      if (plan.refused === 'tooManyRents') throw conflict(RENT_MESSAGES.tenantTooManyRents);
      await wait(100 * (attempt + 1));
      continue;
    }
    try {
      await transact(plan.ops);
      return;
    } catch (err) {
      // `tenant`: deleted or edited (the re-read says which) or a rent came or went; `rent`/`room`: a rent was
      // deleted or checked out meanwhile. Read again.
      if (!isConditionFailed(err)) throw err;
    }
  }
  throw conflict(RENT_MESSAGES.busy);
}

/** Delete tenant (owner only): only a tenant with no rents (409 `This tenant has rents`). */
export async function removeTenant(audit: AuditContext, tenantId: string): Promise<void> {
  const tenant = await tenantOr404(audit.companyId, tenantId);
  if ((tenant.rentsCount ?? 0) !== 0) throw conflict(RENT_MESSAGES.tenantHasRents);
  const entry = auditOp(audit, {
    kind: 'tenant',
    recordId: tenantId,
    recordLabel: tenantLabel(tenant),
    changes: removed(tenantSnapshot(tenant)),
  });
  try {
    await deleteTenant(tenant, entry);
  } catch (err) {
    if (!isConditionFailed(err, 'tenant')) throw err;
    await tenantOr404(audit.companyId, tenantId);
    throw conflict(RENT_MESSAGES.tenantHasRents);
  }
}
