/**
 * The tenants' lookup items (keys.ts `tenantEmailLookup`, `tenantNamePhoneLookup`; access patterns: ../README.md): the
 * import finds the tenant a row names by key, reading in proportion to the file, never to the company's tenants.
 *
 * They are a candidate index: every reader checks the tenants it names (BatchGetItem) against the row, so an id left
 * behind by a race (the backfill writing a tenant's old email while an edit moved it) matches nothing.
 */
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import type { Key } from '../../lib/dynamo/item.ts';
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import * as rentKeys from '../keys.ts';
import { tenantFromItem, type TenantRecord } from '../records.ts';

type Matched = Pick<TenantRecord, 'name' | 'phone' | 'email'>;

/** Emails compared as Add Tenant stores them: trimmed, lower case. */
export const emailKey = (email: string) => email.trim().toLowerCase();
/** Names compared as people write them: case and runs of spaces ignored. */
export const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
/** Phones compared by their digits ("+44 7700 900123" and "+447700900123" are one). */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

export const emailLookup = (companyId: string, email: string) => rentKeys.tenantEmailLookup(companyId, emailKey(email));
export const namePhoneLookup = (companyId: string, name: string, phone: string) =>
  rentKeys.tenantNamePhoneLookup(companyId, nameKey(name), phoneDigits(phone));

/** The lookup items of a tenant's email and of its name and phone. */
export const lookupKeysOf = (companyId: string, t: Matched): Key[] => [
  emailLookup(companyId, t.email),
  namePhoneLookup(companyId, t.name, t.phone),
];

/**
 * The writes that move a tenant's ids between lookup items: out of the items of `before` it no longer has, into
 * those of `after` (null: a new or a deleted tenant). ADD and DELETE of a set element are idempotent (label `lookup`,
 * no condition).
 */
export function tenantLookupOps(companyId: string, tenantId: string, before: Matched | null, after: Matched | null): TransactOp[] {
  const id = (k: Key) => k.sk;
  const old = before ? lookupKeysOf(companyId, before) : [];
  const now = after ? lookupKeysOf(companyId, after) : [];
  const set = (verb: 'ADD' | 'DELETE', Key: Key): TransactOp => ({
    label: 'lookup',
    Update: { Key, UpdateExpression: `${verb} tenantIds :ids`, ExpressionAttributeValues: { ':ids': new Set([tenantId]) } },
  });
  return [
    ...old.filter((k) => !now.some((n) => id(n) === id(k))).map((k) => set('DELETE', k)),
    ...now.filter((k) => !old.some((o) => id(o) === id(k))).map((k) => set('ADD', k)),
  ];
}

/** The tenant ids each lookup item holds (BatchGetItem; a missing item holds none). */
export async function tenantIdsByLookup(keys: readonly Key[]): Promise<Map<string, string[]>> {
  const found = await batchGetItems(keys);
  return new Map(found.map((item) => [String(item.sk), [...((item.tenantIds as Set<string> | undefined) ?? [])]]));
}

/** Tenants by id (BatchGetItem; gone ones left out). */
export async function tenantsById(companyId: string, ids: readonly string[]): Promise<Map<string, TenantRecord>> {
  const found = await batchGetItems(ids.map((id) => rentKeys.tenant(companyId, id)));
  return new Map(found.map((item) => [String(item.tenantId), tenantFromItem(item)]));
}
