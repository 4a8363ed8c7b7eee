/**
 * The portal's cross-company email lookup (keys.emailLookup; access patterns: ../README.md): a portal sign-in finds
 * every company where an email is a tenant's or a customer's with one Query on the email's partition, never a Scan
 * and never a read per company.
 *
 * A candidate index, like the tenants' lookups of ../../rent/data/tenant-lookups.ts: every tenant or customer add,
 * email change and delete moves the person's id in its own transaction (`portalEmailOps`), but an id can be left
 * behind by a race (the backfill writing an old email while an edit moved it; a delete of a record edited since it
 * was read), so readers check that each person named still has the email.
 */
import { queryPage } from '../../lib/dynamo/query.ts';
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import * as portalKeys from '../keys.ts';

export type PortalPersonKind = 'tenant' | 'customer';

/** The set attribute of each kind on a lookup item. */
const ID_SET: Record<PortalPersonKind, string> = { tenant: 'tenantIds', customer: 'customerIds' };

/** Companies read per sign-in: a person is a tenant or customer in a few (the work stays bounded whatever the email). */
const MAX_COMPANIES = 25;
/** Lookup items read at most, emptied ones included (an item whose ids all left stays, with no set). */
const MAX_READ = 100;

/** The stored form of an email, or null for none (absent or blank: no lookup). */
const lookupEmail = (email: string | null | undefined) => (email && email.trim() ? portalKeys.emailKey(email) : null);

/**
 * The writes that move a person's id between lookup items, for the transaction of the change itself: out of the old
 * email's item (`DELETE`: email changed, or the person deleted), into the new one's (`ADD`: created, or email
 * changed); none when the email is the same (as emailKey compares). ADD and DELETE of a set element are idempotent
 * (label `portal-lookup`, no condition).
 */
export function portalEmailOps(
  companyId: string,
  kind: PortalPersonKind,
  personId: string,
  beforeEmail: string | null | undefined,
  afterEmail: string | null | undefined,
): TransactOp[] {
  const before = lookupEmail(beforeEmail);
  const after = lookupEmail(afterEmail);
  if (before === after) return [];
  const set = (verb: 'ADD' | 'DELETE', email: string): TransactOp => ({
    label: 'portal-lookup',
    Update: {
      Key: portalKeys.emailLookup(email, companyId),
      UpdateExpression: `${verb} ${ID_SET[kind]} :ids`,
      ExpressionAttributeValues: { ':ids': new Set([personId]) },
    },
  });
  return [...(before ? [set('DELETE', before)] : []), ...(after ? [set('ADD', after)] : [])];
}

export interface PortalCandidates {
  companyId: string;
  tenantIds: string[];
  customerIds: string[];
}

const companyOfSk = (sk: string) => sk.slice('C#'.length);
const idsOf = (value: unknown) => (value instanceof Set ? [...(value as Set<string>)].sort() : []);

/**
 * The companies where the email may be a tenant's or a customer's, with the ids to check: one Query on the email's
 * partition (consistent: a person added a moment ago signs in), at most 25 companies, items left with no id skipped.
 */
export async function findPortalCandidates(email: string): Promise<PortalCandidates[]> {
  const key = lookupEmail(email);
  if (!key) return [];
  const { items } = await queryPage({
    partition: portalKeys.emailLookupPk(key),
    filter: { expression: 'attribute_exists(tenantIds) OR attribute_exists(customerIds)' },
    consistent: true,
    limit: MAX_COMPANIES,
    maxRead: MAX_READ,
  });
  return items
    .map((item) => ({ companyId: companyOfSk(String(item.sk)), tenantIds: idsOf(item.tenantIds), customerIds: idsOf(item.customerIds) }))
    .filter((c) => c.tenantIds.length + c.customerIds.length > 0);
}
