/** Tenants: adding one, the list the Add Rent select shows. */
import { ulid } from 'ulid';
import { created } from '../../../shared/audit/changes.ts';
import type { AddTenantInput, PageQuery, TenantRow } from '../../../shared/rent/schemas.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { tenantLabel, tenantSnapshot } from '../audit.ts';
import { createTenant, listTenants } from '../data/tenants.ts';
import type { TenantRecord } from '../records.ts';

export async function addTenant(audit: AuditContext, input: AddTenantInput, now = new Date()): Promise<{ id: string }> {
  const tenantId = ulid();
  const tenant: TenantRecord = { companyId: audit.companyId, tenantId, ...input, createdAt: now.toISOString() };
  await createTenant(
    tenant,
    auditOp(audit, { kind: 'tenant', recordId: tenantId, recordLabel: tenantLabel(tenant), changes: created(tenantSnapshot(tenant)) }, now),
  );
  return { id: tenantId };
}

/** Tenants for the Add Rent picker, newest first, one page (`?limit=&cursor=`; the first 50 without them). */
export async function tenantList(companyId: string, page: PageQuery): Promise<{ rows: TenantRow[]; nextCursor: string | null }> {
  const { items, nextCursor } = await listTenants(companyId, page);
  return { rows: items.map((t) => ({ id: t.tenantId, name: t.name, phone: t.phone, email: t.email })), nextCursor };
}
