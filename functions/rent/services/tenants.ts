/** Tenants: adding one, the list the Add Rent select shows. */
import { ulid } from 'ulid';
import type { AddTenantInput, PageQuery, TenantRow } from '../../../shared/rent/schemas.ts';
import { createTenant, listTenants } from '../data/tenants.ts';

export async function addTenant(companyId: string, input: AddTenantInput, now = new Date()): Promise<{ id: string }> {
  const tenantId = ulid();
  await createTenant({ companyId, tenantId, ...input, createdAt: now.toISOString() });
  return { id: tenantId };
}

/** Tenants for the Add Rent picker, newest first, one page (`?limit=&cursor=`; the first 50 without them). */
export async function tenantList(companyId: string, page: PageQuery): Promise<{ rows: TenantRow[]; nextCursor: string | null }> {
  const { items, nextCursor } = await listTenants(companyId, page);
  return { rows: items.map((t) => ({ id: t.tenantId, name: t.name, phone: t.phone, email: t.email })), nextCursor };
}
