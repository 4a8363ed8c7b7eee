/** Reading the audit trail: one key range per page, for one record or the company (keys: functions/lib/audit.ts). */
import type { AuditEntry, AuditKind } from '../../../shared/audit/types.ts';
import { auditEntryFromItem, auditKeys } from '../../lib/audit.ts';
import { between, queryPage, type KeyQuery, type SortCondition } from '../../lib/dynamo/query.ts';

type PageRequest = { readonly limit: number; readonly cursor?: string | null };
type EntryPage = { items: AuditEntry[]; nextCursor: string | null };

/** One record's history, newest first. */
export async function recordHistory(companyId: string, kind: AuditKind, recordId: string, page: PageRequest): Promise<EntryPage> {
  const found = await queryPage({ partition: auditKeys.recordPartition(companyId, kind, recordId), descending: true, ...page });
  return { items: found.items.map(auditEntryFromItem), nextCursor: found.nextCursor };
}

export interface ActivityFilter {
  /** yyyy-mm-dd, inclusive, UTC. */
  readonly from?: string;
  readonly to?: string;
  readonly actor?: string;
  readonly kind?: AuditKind;
  /** Only entries these accounts made (Activity's role filter: the accounts that have the role). */
  readonly actors?: ReadonlySet<string>;
  /** Only entries this account may see (ROLES.md scope; a page may then hold fewer than it read). */
  readonly visible?: (entry: AuditEntry) => boolean;
}

/**
 * The company's activity, newest first, from the index that holds exactly what is asked: by actor, by kind, or
 * all; dates are the sort key's range. Actor and kind together read the actor's entries and keep that kind.
 */
export async function companyActivity(companyId: string, filter: ActivityFilter, page: PageRequest): Promise<EntryPage> {
  const sort = dateRange(filter.from, filter.to);
  let q: KeyQuery;
  if (filter.actor) {
    q = {
      index: 'gsi2',
      partition: auditKeys.actorPartition(companyId, filter.actor),
      sort,
      filter: filter.kind ? { expression: '#kind = :kind', names: { '#kind': 'kind' }, values: { ':kind': filter.kind } } : undefined,
    };
  } else if (filter.kind) {
    q = { index: 'gsi3', partition: auditKeys.kindPartition(companyId, filter.kind), sort };
  } else {
    q = { index: 'gsi1', partition: auditKeys.companyPartition(companyId), sort };
  }
  const found = await queryPage({ ...q, descending: true, ...page });
  const items = found.items
    .map(auditEntryFromItem)
    .filter((e) => (!filter.actors || ('id' in e.actor && filter.actors.has(e.actor.id))) && (!filter.visible || filter.visible(e)));
  return { items, nextCursor: found.nextCursor };
}

/** Sort keys start with the ISO instant: a day's keys all begin `yyyy-mm-ddT`, and '~' sorts after every one of them. */
function dateRange(from?: string, to?: string): SortCondition | undefined {
  if (!from && !to) return undefined;
  return between(from ? `${from}T` : '0', to ? `${to}T~` : '~');
}
