/**
 * The company's side of reported payments (PORTAL.md "The company's side"): the list, the badge count, and decline
 * (confirm records money: ./reported-confirm.ts). The route's permission is `payment.reported` (money); each record
 * then needs its app's payment permission, and its scope:
 * - rent ones: `rent.payment.record`, and their building inside the account's buildings (outside: 404, as another
 *   company's; the list and the count leave them out: the counter keeps a count per building);
 * - sales ones: `inventory.payment.record`, and an account that sees every warehouse. An order's warehouse is its
 *   fulfilment warehouse once assigned, the one it was placed in before (inventory/scope.ts), so a copy on the reported
 *   payment could go stale; like the company's orders in Activity, they are for accounts that see every warehouse.
 *   A warehouse-scoped account records such a payment on the order's own page.
 */
import { NO_PERMISSION, can } from '../../../shared/account/permissions.ts';
import { changesBetween } from '../../../shared/audit/changes.ts';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import type { ReportedPayment, ReportedPaymentCounts, ReportedStatus } from '../../../shared/portal/types.ts';
import { auditOp, type AuditContext, type AuditRecordChange } from '../../lib/audit.ts';
import { mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { allWarehouses, buildingInScope, currentScope } from '../../lib/scope.ts';
import type { Identity } from '../../lib/tokens.ts';
import {
  decideReportedPayment,
  decisionOps,
  getReportedCounter,
  getReportedPayment,
  listReportedByStatus,
  type Decision,
  type ReportedFilter,
  type ReportedPaymentRecord,
} from '../data/reported-payments.ts';
import { emailDecision } from './reported-email.ts';
import { reportedEntry, reportedPaymentOf, reportedSnapshot } from './reported-view.ts';

const REPORTED_ID = /^(?:([1-9]\d{0,8})-)?[0-9A-HJKMNP-TV-Z]{26}$/;

/** What of the reported payments the account may decide. */
function reach(identity: Identity) {
  return {
    rent: can(identity, 'rent.payment.record'),
    sales: can(identity, 'inventory.payment.record') && allWarehouses(),
    buildings: currentScope().buildings,
  };
}

const visible = (r: ReportedPaymentRecord, may: ReturnType<typeof reach>) =>
  r.kind === 'rent' ? may.rent && r.buildingNumber !== null && buildingInScope(r.buildingNumber) : may.sales;

/** The list's filter: nothing when the account may decide everything; null when it may decide nothing. */
function listFilter(may: ReturnType<typeof reach>): ReportedFilter | undefined | null {
  const { buildings } = may;
  if (may.rent && buildings === 'all' && may.sales) return undefined;
  const names: Record<string, string> = { '#kind': 'kind' };
  const values: Record<string, unknown> = {};
  const parts: string[] = [];
  if (may.rent && buildings === 'all') {
    parts.push('#kind = :rent');
    values[':rent'] = 'rent';
  } else if (may.rent && buildings !== 'all' && buildings.length > 0) {
    values[':rent'] = 'rent';
    // DynamoDB takes at most 100 operands in an IN: a longer scope is filtered on the page (visible) only
    const listed = buildings.length <= 99 ? buildings : [];
    listed.forEach((b, i) => (values[`:b${i}`] = b));
    parts.push(listed.length ? `(#kind = :rent AND buildingNumber IN (${listed.map((_, i) => `:b${i}`).join(', ')}))` : '#kind = :rent');
  }
  if (may.sales) {
    parts.push('#kind = :sales');
    values[':sales'] = 'sales';
  }
  return parts.length ? { expression: parts.join(' OR '), names, values } : null;
}

/** GET /api/payment/reported: one page of a status, newest first, only what the account may decide. */
export async function listReported(
  identity: Identity,
  query: { status?: ReportedStatus; limit: number; cursor?: string },
): Promise<{ rows: ReportedPayment[]; nextCursor: string | null }> {
  const may = reach(identity);
  const filter = listFilter(may);
  if (filter === null) return { rows: [], nextCursor: null };
  const page = await listReportedByStatus(identity.companyId, query.status ?? 'reported', filter, query);
  return { rows: page.items.filter((r) => visible(r, may)).map(reportedPaymentOf), nextCursor: page.nextCursor };
}

/** GET /api/payment/reported/count: awaiting a decision, of what the account may decide (one GetItem). */
export async function countReported(identity: Identity): Promise<ReportedPaymentCounts> {
  const may = reach(identity);
  if (!may.rent && !may.sales) return { rent: 0, sales: 0 };
  const counts = await getReportedCounter(identity.companyId);
  const rent = !may.rent ? 0 : may.buildings === 'all' ? (counts.rent ?? 0) : may.buildings.reduce((n, b) => n + (counts[`b${b}`] ?? 0), 0);
  return { rent: Math.max(0, rent), sales: may.sales ? Math.max(0, counts.sales ?? 0) : 0 };
}

/**
 * A reported payment the account may decide now: its id (a rent's names its building: outside the scope is 404 before
 * any read), the record (404: unknown, another company's), its app's payment permission (403), a sales one only for
 * an account that sees every warehouse (404), still awaiting a decision (409).
 */
export async function decidable(identity: Identity, id: string): Promise<ReportedPaymentRecord> {
  const shape = REPORTED_ID.exec(id.trim());
  if (!shape || (shape[1] && !buildingInScope(Number(shape[1])))) throw notFound(PORTAL_MESSAGES.reportedNotFound);
  const r = await getReportedPayment(identity.companyId, shape[0]);
  if (!r) throw notFound(PORTAL_MESSAGES.reportedNotFound);
  if (!can(identity, r.kind === 'rent' ? 'rent.payment.record' : 'inventory.payment.record')) throw forbidden(NO_PERMISSION);
  if (r.kind === 'sales' && !allWarehouses()) throw notFound(PORTAL_MESSAGES.reportedNotFound);
  if (r.status !== 'reported') throw conflict(PORTAL_MESSAGES.reportedDecided);
  return r;
}

/** The decision made by this account now, and the record as it is after it. */
export function decisionOf(r: ReportedPaymentRecord, audit: AuditContext, status: Decision['status'], reason: string | null, now: Date) {
  const decision: Decision = {
    status,
    at: now.toISOString(),
    by: audit.actor.name,
    byId: 'id' in audit.actor ? audit.actor.id : 'SYSTEM',
    reason,
  };
  const after: ReportedPaymentRecord = { ...r, status, decidedAt: decision.at, decidedBy: decision.by, decidedById: decision.byId, reason };
  const entry: AuditRecordChange = reportedEntry(after, changesBetween(reportedSnapshot(r), reportedSnapshot(after)));
  return { decision, after, entry };
}

/** When a decision's transaction finds the reported payment decided meanwhile. */
export const decidedMeanwhile = (err: unknown) => mapConditionFailed(err, { reported: conflict(PORTAL_MESSAGES.reportedDecided) });

/**
 * POST /api/payment/reported/decline: declined with the reason, the counter down, its reference free to be reported
 * again, the entry (actor the account), in one transaction conditioned on it still being reported (409). Then the
 * person is emailed the reason.
 */
export async function declineReported(
  identity: Identity,
  audit: AuditContext,
  body: { id: string; reason: string },
  now = new Date(),
): Promise<{ message: string; payment: ReportedPayment }> {
  const r = await decidable(identity, body.id);
  const { decision, after, entry } = decisionOf(r, audit, 'declined', body.reason, now);
  try {
    await decideReportedPayment(decisionOps(r, decision), auditOp(audit, entry, now));
  } catch (err) {
    throw decidedMeanwhile(err);
  }
  await emailDecision(after, now);
  return { message: PORTAL_MESSAGES.reportedDeclined, payment: reportedPaymentOf(after) };
}
