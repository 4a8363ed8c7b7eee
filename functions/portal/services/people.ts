/** The people a portal session opens: a tenant (Rent Management) or a customer (Inventory Management). */
import type { PortalCompany, PortalKind, PortalPerson, PortalPersonRef } from '../../../shared/portal/types.ts';
import { getCompany, getUser } from '../../account/data/accounts.ts';
import { getPartner } from '../../inventory/data/partners.ts';
import { getTenant } from '../../rent/data/tenants.ts';
import * as portalKeys from '../keys.ts';

export const APP_OF: Record<PortalKind, 'rent' | 'inventory'> = { tenant: 'rent', customer: 'inventory' };

export const personRef = (kind: PortalKind, id: string): PortalPersonRef => `${kind}:${id}`;

export function parsePersonRef(ref: string): { kind: PortalKind; id: string } | null {
  const i = ref.indexOf(':');
  const kind = ref.slice(0, i);
  const id = ref.slice(i + 1);
  return i > 0 && (kind === 'tenant' || kind === 'customer') && id ? { kind, id } : null;
}

/** The tenant or customer as the portal shows it; null when gone. */
export async function loadPerson(companyId: string, kind: PortalKind, id: string): Promise<PortalPerson | null> {
  if (kind === 'tenant') {
    const t = await getTenant(companyId, id);
    return t ? { kind, id, name: t.name, email: t.email, phone: t.phone } : null;
  }
  const c = await getPartner(companyId, 'customer', id);
  return c ? { kind, id, name: c.contactName || c.name, email: c.contactEmail, phone: c.contactPhone } : null;
}

/** Is this still the person's email (a candidate index may lag behind an edit)? */
export const hasEmail = (person: PortalPerson | null, email: string): person is PortalPerson =>
  !!person && portalKeys.emailKey(person.email) === portalKeys.emailKey(email);

/** The company as the portal shows it: the owner's email is the company's. */
export async function loadCompany(companyId: string): Promise<PortalCompany | null> {
  const company = await getCompany(companyId);
  if (!company) return null;
  const owner = await getUser(companyId, company.ownerUserId);
  return { name: company.name, address: company.address, phone: company.phone, email: owner?.email ?? '' };
}
