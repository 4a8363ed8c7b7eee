/**
 * The portal's email lookup items of a seeded company (functions/portal/data/email-lookup.ts), for rent-seed.ts (the
 * tenants) and ims-seed.ts (the customers): what addTenant's and addPartner's transactions ADD (portalEmailOps: one
 * item per email and company, the people's ids as a string set), and the lookup backfill's marker, done.
 *
 * A company whose people all came through those services holds the marker once the daily run's one-off backfill
 * (functions/portal/services/email-lookup-backfill.ts) has run. Without it, a daily run on the seed (automation.ts)
 * would first page through every tenant and customer of the company, which is not the day's work the bench measures.
 */
import type { PortalPersonKind } from '../../functions/portal/data/email-lookup.ts';
import * as portalKeys from '../../functions/portal/keys.ts';
import type { Item } from './rent-dataset.ts';

const ID_SET: Record<PortalPersonKind, string> = { tenant: 'tenantIds', customer: 'customerIds' };

/** The lookup items of these people (those with a blank email have none), then, with `marker`, the marker. */
export function portalLookupItems(
  companyId: string,
  kind: PortalPersonKind,
  people: Iterable<{ id: string; email: string }>,
  options: { marker: boolean },
): Item[] {
  const ids = new Map<string, Set<string>>();
  for (const { id, email } of people) {
    if (!email.trim()) continue;
    const key = portalKeys.emailKey(email);
    ids.set(key, (ids.get(key) ?? new Set<string>()).add(id));
  }
  const items: Item[] = [...ids].map(([email, set]) => ({ ...portalKeys.emailLookup(email, companyId), [ID_SET[kind]]: set }));
  if (options.marker) items.push({ ...portalKeys.emailLookupReady(companyId), done: true });
  return items;
}

/** The hashed inputs of a seed's cache version that shape these items. */
export const PORTAL_LOOKUP_FILES = [
  'functions/portal/keys.ts',
  'functions/portal/data/email-lookup.ts',
  'functions/portal/services/email-lookup-backfill.ts',
  'tests/bench/portal-lookups.ts',
] as const;
