/**
 * Reported payments (PORTAL.md "report-payment"): what a tenant or customer says they paid, never money until a staff
 * account confirms it. Keys in ../keys.ts; access patterns in ../README.md.
 */
import type { PortalKind, ReportedStatus } from '../../../shared/portal/types.ts';
import { getItem, withoutKeys, type Item } from '../../lib/dynamo/item.ts';
import { queryPage, type Page } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { referenceHash } from '../../rent/ids.ts';
import * as portalKeys from '../keys.ts';

export interface ReportedPaymentRecord {
  companyId: string;
  /** `<building>-<ULID>` for a rent's (its building names its scope, as rent ids do), `<ULID>` for an order's. */
  id: string;
  kind: 'rent' | 'sales';
  personKind: PortalKind;
  personId: string;
  /** The tenant's or customer's name when reported. */
  personName: string;
  /** `Room 101 · Riverside` or `SO-00012`. */
  what: string;
  rentId: string | null;
  buildingNumber: number | null;
  orderId: number | null;
  amountCents: number;
  /** yyyy-mm-dd: the day the person says they paid. */
  date: string;
  method: string;
  reference: string;
  status: ReportedStatus;
  reportedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  decidedById: string | null;
  reason: string | null;
}

/** Condition labels of a decision's items (a caller's linked writes: never a payment's own). */
export const REPORTED_LABEL = 'reported';
const COUNTER_LABEL = 'reported-counter';

export function reportedToItem(r: ReportedPaymentRecord): Item {
  return {
    ...portalKeys.reportedPayment(r.companyId, r.id),
    ...portalKeys.reportedByStatusIndex(r.companyId, r.status, r.reportedAt, r.id),
    ...portalKeys.reportedOfPersonIndex(r.companyId, r.personKind, r.personId, r.reportedAt, r.id),
    ...r,
  };
}

export const reportedFromItem = (item: Item): ReportedPaymentRecord => withoutKeys<ReportedPaymentRecord>(item);

/** A reference's claim on its rent or order: trimmed, case-insensitive (as order payments compare references), hashed. */
const referenceClaim = (r: ReportedPaymentRecord) =>
  portalKeys.reportedReference(r.companyId, r.rentId ?? `SO${r.orderId}`, referenceHash(r.reference.trim().toLowerCase()));

export async function getReportedPayment(companyId: string, id: string): Promise<ReportedPaymentRecord | null> {
  const item = await getItem(portalKeys.reportedPayment(companyId, id), { consistent: true });
  return item ? reportedFromItem(item) : null;
}

/** The awaiting counter: `rent`, `sales` and the rent ones per building (`b<number>`). */
export async function getReportedCounter(companyId: string): Promise<Record<string, number>> {
  const item = await getItem(portalKeys.reportedCounter(companyId));
  const counts: Record<string, number> = {};
  for (const [name, value] of Object.entries(item ?? {})) if (typeof value === 'number') counts[name] = value;
  return counts;
}

/** Moves the awaiting counter of the record's kind (and, for a rent's, of its building) by `delta`. */
function counterOp(r: ReportedPaymentRecord, delta: 1 | -1): TransactOp {
  const building = r.kind === 'rent' && r.buildingNumber !== null;
  return {
    label: COUNTER_LABEL,
    Update: {
      Key: portalKeys.reportedCounter(r.companyId),
      UpdateExpression: building ? 'ADD #kind :d, #b :d' : 'ADD #kind :d',
      ExpressionAttributeNames: { '#kind': r.kind, ...(building ? { '#b': `b${r.buildingNumber}` } : {}) },
      ExpressionAttributeValues: { ':d': delta },
    },
  };
}

/**
 * Stores a report, all or nothing: the reported payment, its reference's claim on the rent or order (condition label
 * `reference`: already reported and not declined), the awaiting counter and the person's audit entry.
 */
export async function putReportedPayment(r: ReportedPaymentRecord, audit: TransactOp): Promise<void> {
  await transact([
    { label: REPORTED_LABEL, Put: { Item: reportedToItem(r), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      label: 'reference',
      Put: {
        Item: { ...referenceClaim(r), reportedId: r.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    counterOp(r, 1),
    audit,
  ]);
}

export interface Decision {
  status: Exclude<ReportedStatus, 'reported'>;
  at: string;
  by: string;
  byId: string;
  reason: string | null;
}

/**
 * A decision's items, for the transaction that makes it (confirm: with the payment; decline: alone): the reported
 * payment's status, conditioned on it still being reported (label `reported`: 409, decided meanwhile), moved to its
 * status's list; the awaiting counter; a declined one releases its reference's claim (reported again, it is new).
 */
export function decisionOps(r: ReportedPaymentRecord, decision: Decision): TransactOp[] {
  const index = portalKeys.reportedByStatusIndex(r.companyId, decision.status, r.reportedAt, r.id);
  const ops: TransactOp[] = [
    {
      label: REPORTED_LABEL,
      Update: {
        Key: portalKeys.reportedPayment(r.companyId, r.id),
        UpdateExpression: 'SET #status = :status, decidedAt = :at, decidedBy = :by, decidedById = :byId, #reason = :reason, gsi1pk = :gpk',
        ConditionExpression: 'attribute_exists(pk) AND #status = :reported',
        ExpressionAttributeNames: { '#status': 'status', '#reason': 'reason' },
        ExpressionAttributeValues: {
          ':status': decision.status,
          ':at': decision.at,
          ':by': decision.by,
          ':byId': decision.byId,
          ':reason': decision.reason,
          ':gpk': index.gsi1pk,
          ':reported': 'reported',
        },
      },
    },
    counterOp(r, -1),
  ];
  if (decision.status === 'declined') {
    ops.push({ label: 'reported-reference', Delete: { Key: referenceClaim(r) } });
  }
  return ops;
}

/** Decides without a payment (decline): the decision's items and its entry in one transaction. */
export async function decideReportedPayment(ops: readonly TransactOp[], audit: TransactOp): Promise<void> {
  await transact([...ops, audit]);
}

/** A filter kept beside the key condition (the kinds and buildings an account may decide). */
export interface ReportedFilter {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/**
 * The company's reported payments of one status, newest first, one page (gsi1). `filter` leaves out what the account
 * may not see; at most about 4 pages' worth is read per request, then the page is short and its cursor reads on.
 */
export async function listReportedByStatus(
  companyId: string,
  status: ReportedStatus,
  filter: ReportedFilter | undefined,
  page: { limit: number; cursor?: string },
): Promise<{ items: ReportedPaymentRecord[]; nextCursor: string | null }> {
  const found: Page = await queryPage({
    index: 'gsi1',
    partition: portalKeys.reportedByStatusPk(companyId, status),
    descending: true,
    filter,
    limit: page.limit,
    cursor: page.cursor,
    maxRead: page.limit * 4,
  });
  return { items: found.items.map(reportedFromItem), nextCursor: found.nextCursor };
}

/** One tenant's or customer's reported payments, newest first, one page (gsi2). */
export async function listReportedOfPerson(
  companyId: string,
  kind: PortalKind,
  personId: string,
  page: { limit: number; cursor?: string },
): Promise<{ items: ReportedPaymentRecord[]; nextCursor: string | null }> {
  const found = await queryPage({
    index: 'gsi2',
    partition: portalKeys.reportedOfPersonPk(companyId, kind, personId),
    descending: true,
    limit: page.limit,
    cursor: page.cursor,
  });
  return { items: found.items.map(reportedFromItem), nextCursor: found.nextCursor };
}
