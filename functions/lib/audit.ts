/**
 * The audit trail's one writer (CORRECTIONS.md "The audit trail"): every mutation adds `auditOp(...)` to the
 * transaction that makes its change, so there is no change without its entry and no entry without its change.
 * Entries are never updated or deleted. The keys live here too, so the readers (functions/audit) and the writer
 * cannot disagree:
 * - the record's history: the table, partition `C#<company>#AUDIT#<kind>#<record id>`, newest first;
 * - the company's activity: gsi1 `C#<company>#AUDIT`, by actor gsi2 `C#<company>#AUDIT#ACTOR#<account id>`,
 *   by kind gsi3 `C#<company>#AUDIT#KIND#<kind>`; every sort key `<at>#<entry id>` (dates are key ranges).
 */
import { ulid } from 'ulid';
import type { AuditActor, AuditChange, AuditEntry, AuditKind, AuditSource } from '../../shared/audit/types.ts';
import { companyPk } from './dynamo/company.ts';
import { withoutKeys, type Item } from './dynamo/item.ts';
import type { TransactOp } from './dynamo/transact.ts';
import type { AuditContext } from './audit-context.ts';

export { actorOf, type AuditContext } from './audit-context.ts';

const SYSTEM_ACTOR: AuditActor = { name: 'System' };
/** The actor index's id for the product's own changes. */
const SYSTEM_ACTOR_ID = 'SYSTEM';

/** The context of the product's own changes (demo data, scheduled jobs, imports): the actor is `System`. */
export const systemAuditContext = (companyId: string, action: string, source: AuditSource, requestId: string = action): AuditContext => ({
  companyId,
  actor: SYSTEM_ACTOR,
  action,
  source,
  requestId,
});

/** What changed on which record. */
export interface AuditRecordChange {
  readonly kind: AuditKind;
  readonly recordId: string;
  readonly recordLabel: string;
  readonly changes: readonly AuditChange[];
  /** Another action than the context's (one request that changes two kinds of record names each). */
  readonly action?: string;
}

// ───────────── keys ─────────────

const feedPartition = (companyId: string) => `${companyPk(companyId)}#AUDIT`;
export const auditKeys = {
  recordPartition: (companyId: string, kind: AuditKind, recordId: string) => `${feedPartition(companyId)}#${kind}#${recordId}`,
  /** gsi1 */
  companyPartition: feedPartition,
  /** gsi2 */
  actorPartition: (companyId: string, actorId: string) => `${feedPartition(companyId)}#ACTOR#${actorId}`,
  /** gsi3 */
  kindPartition: (companyId: string, kind: AuditKind) => `${feedPartition(companyId)}#KIND#${kind}`,
  sortKey: (at: string, id: string) => `${at}#${id}`,
} as const;

// ───────────── writing ─────────────

/** The entry of one change, as a Put for the change's own transaction (label `audit`). */
export function auditOp(ctx: AuditContext, change: AuditRecordChange, now = new Date()): TransactOp {
  return { label: 'audit', Put: { Item: auditItem(ctx, change, now), ConditionExpression: 'attribute_not_exists(pk)' } };
}

export function auditItem(ctx: AuditContext, change: AuditRecordChange, now = new Date()): Item {
  const at = now.toISOString();
  const id = ulid(now.getTime());
  const sk = auditKeys.sortKey(at, id);
  const actorId = 'id' in ctx.actor ? ctx.actor.id : SYSTEM_ACTOR_ID;
  // `id` and `at` are not stored: the sort key holds both (`<at>#<id>`), which keeps an entry of a few changes within
  // one 1 KB write unit (auditEntryFromItem rebuilds them)
  const entry: Omit<AuditEntry, 'id' | 'at'> = {
    actor: ctx.actor,
    action: change.action ?? ctx.action,
    kind: change.kind,
    record_id: change.recordId,
    record_label: change.recordLabel,
    changes: change.changes,
    source: ctx.source,
    request_id: ctx.requestId,
  };
  return {
    pk: auditKeys.recordPartition(ctx.companyId, change.kind, change.recordId),
    sk,
    gsi1pk: auditKeys.companyPartition(ctx.companyId),
    gsi1sk: sk,
    gsi2pk: auditKeys.actorPartition(ctx.companyId, actorId),
    gsi2sk: sk,
    gsi3pk: auditKeys.kindPartition(ctx.companyId, change.kind),
    gsi3sk: sk,
    ...entry,
  };
}

/** An entry as the API answers it: `id` and `at` from its sort key, the rest the item without its keys. */
export function auditEntryFromItem(item: Item): AuditEntry {
  const sk = String(item.sk);
  const cut = sk.lastIndexOf('#');
  return { id: sk.slice(cut + 1), at: sk.slice(0, cut), ...withoutKeys<Omit<AuditEntry, 'id' | 'at'>>(item) };
}
