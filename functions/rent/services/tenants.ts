/** Tenants: adding one, the list the Add Rent select shows. */
import { ulid } from 'ulid';
import type { AddTenantInput, TenantRow } from '../../../shared/rent/schemas.ts';
import { createTenant, listTenants } from '../data/tenants.ts';

export async function addTenant(companyId: string, input: AddTenantInput, now = new Date()): Promise<{ id: string }> {
  const tenantId = ulid();
  await createTenant({ companyId, tenantId, ...input, createdAt: now.toISOString() });
  return { id: tenantId };
}

/** Tenants for the Add Rent select, by name. */
export async function tenantList(companyId: string): Promise<TenantRow[]> {
  const tenants = await listTenants(companyId);
  return tenants
    .map((t) => ({ id: t.tenantId, name: t.name, phone: t.phone, email: t.email }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}
