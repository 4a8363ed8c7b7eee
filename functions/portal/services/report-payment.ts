/**
 * "I paid" from the portal (PORTAL.md "report-payment"): a tenant on one of their rents, a customer on one of their
 * orders. Stored as a reported payment (status `reported`), never as money: no rent or order figure moves until a
 * staff account confirms it (./reported-confirm.ts).
 */
import { ulid } from 'ulid';
import { created } from '../../../shared/audit/changes.ts';
import { addDays, isoDateOf } from '../../../shared/domain/dates.ts';
import { formatCents } from '../../../shared/domain/format.ts';
import { toCents } from '../../../shared/domain/money.ts';
import { orderNumber } from '../../../shared/inventory/rules.ts';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import type { ReportPaymentBody, ReportedPayment } from '../../../shared/portal/types.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { rentState } from '../../../shared/rent/rules.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { PortalIdentity } from '../../lib/portal-tokens.ts';
import { getSalesOrder, salesPaymentByReference } from '../../inventory/data/sales-orders.ts';
import { owedCents } from '../../inventory/services/order-common.ts';
import { getPayment } from '../../rent/data/payments.ts';
import { getRent } from '../../rent/data/rents.ts';
import { parseRentId, referenceHash } from '../../rent/ids.ts';
import { rentInputOfRecord } from '../../rent/records.ts';
import { listReportedOfPerson, putReportedPayment, type ReportedPaymentRecord } from '../data/reported-payments.ts';
import { sessionPerson } from './me.ts';
import { reportedEntry, reportedPaymentOf, reportedSnapshot } from './reported-view.ts';

/** The demo seed's look at the person's latest reported payments (one page: a person has few). */
export const MY_REPORTED_PAGE = 50;

/** The latest day it may be somewhere now: a person east of UTC may have paid on what is still tomorrow in UTC. */
const latestToday = (now: Date) => addDays(isoDateOf(now), 1);

/** What the report is for; `personName` when the company knows the payer by another name than the session's (a customer). */
type Target = Pick<ReportedPaymentRecord, 'kind' | 'what' | 'rentId' | 'buildingNumber' | 'orderId'> & { personName?: string };

/** The session tenant's rent (404 for another's or an unknown id), what it owes now, and no payment under the reference yet. */
async function rentTarget(portal: PortalIdentity, rentId: string, amountCents: number, reference: string, now: Date): Promise<Target> {
  const ref = parseRentId(rentId);
  if (!ref) throw notFound(RENT_MESSAGES.rentNotFound);
  const [rent, recorded] = await Promise.all([getRent(portal.companyId, ref), getPayment(portal.companyId, ref, referenceHash(reference))]);
  if (!rent || rent.tenantId !== portal.personId) throw notFound(RENT_MESSAGES.rentNotFound);
  const owed = rentState({ ...rentInputOfRecord(rent), today: isoDateOf(now) }).amountDueCents;
  if (amountCents > owed) throw badRequest(PORTAL_MESSAGES.reportAboveOwed(formatCents(owed)));
  if (recorded) throw conflict(PORTAL_MESSAGES.reportReferenceRecorded);
  return {
    kind: 'rent',
    what: `Room ${rent.roomNumber} · ${rent.buildingName}`,
    rentId: rent.rentId,
    buildingNumber: rent.buildingNumber,
    orderId: null,
  };
}

/** The session customer's order (404 for another's or an unknown number), what it owes now, the reference unused. */
async function orderTarget(portal: PortalIdentity, orderId: number, amountCents: number, reference: string): Promise<Target> {
  const [order, recorded] = await Promise.all([
    getSalesOrder(portal.companyId, orderId),
    salesPaymentByReference(portal.companyId, orderId, reference.toLowerCase()),
  ]);
  if (!order || order.customerId !== portal.personId) throw notFound(PORTAL_MESSAGES.orderNotFound);
  const owed = owedCents(order);
  if (amountCents > owed) throw badRequest(PORTAL_MESSAGES.reportAboveOwed(formatCents(owed)));
  if (recorded) throw conflict(PORTAL_MESSAGES.reportReferenceRecorded);
  // the company's list names the customer as its orders do (the company), not the contact who signed in
  return {
    kind: 'sales',
    what: orderNumber('SO', order.orderId),
    rentId: null,
    buildingNumber: null,
    orderId: order.orderId,
    personName: order.customerName || undefined,
  };
}

/**
 * POST /api/portal/report-payment: the rent must be the session tenant's, the order the session customer's (404
 * otherwise; a tenant naming an order, or a customer a rent, is told the other one is for them), at most what it
 * owes now, a reference not reported yet on it (409) nor recorded as a payment (409). One transaction: the reported
 * payment, its reference's claim, the awaiting counter, the person's audit entry (actor the person, source portal).
 */
export async function reportPayment(
  portal: PortalIdentity,
  audit: AuditContext,
  body: ReportPaymentBody,
  now = new Date(),
): Promise<{ message: string; payment: ReportedPayment }> {
  if (portal.kind === 'tenant' && body.rentId === undefined) throw notFound(PORTAL_MESSAGES.forCustomers);
  if (portal.kind === 'customer' && body.orderId === undefined) throw notFound(PORTAL_MESSAGES.forTenants);
  if (body.date > latestToday(now)) throw badRequest(PORTAL_MESSAGES.reportDateFuture);
  const { person } = await sessionPerson(portal);
  const amountCents = toCents(body.amount);
  const reference = body.reference.trim();
  const target =
    portal.kind === 'tenant'
      ? await rentTarget(portal, body.rentId!, amountCents, reference, now)
      : await orderTarget(portal, body.orderId!, amountCents, reference);
  const id = target.kind === 'rent' ? `${target.buildingNumber}-${ulid(now.getTime())}` : ulid(now.getTime());
  const record: ReportedPaymentRecord = {
    companyId: portal.companyId,
    id,
    kind: target.kind,
    what: target.what,
    rentId: target.rentId,
    buildingNumber: target.buildingNumber,
    orderId: target.orderId,
    personKind: portal.kind,
    personId: portal.personId,
    personName: target.personName ?? person.name,
    amountCents,
    date: body.date,
    method: body.method,
    reference,
    status: 'reported',
    reportedAt: now.toISOString(),
    decidedAt: null,
    decidedBy: null,
    decidedById: null,
    reason: null,
  };
  const entry = auditOp(audit, reportedEntry(record, created(reportedSnapshot(record))), now);
  try {
    await putReportedPayment(record, entry);
  } catch (err) {
    throw mapConditionFailed(err, { reference: conflict(PORTAL_MESSAGES.reportReferenceUsed) });
  }
  return { message: PORTAL_MESSAGES.paymentReported, payment: reportedPaymentOf(record) };
}

/** GET /api/portal/reported-payments: the session person's own, newest first, a page at a time. */
export async function myReportedPayments(
  portal: PortalIdentity,
  page: { limit: number; cursor?: string },
): Promise<{ items: ReportedPayment[]; nextCursor: string | null }> {
  await sessionPerson(portal);
  const found = await listReportedOfPerson(portal.companyId, portal.kind, portal.personId, page);
  return { items: found.items.map(reportedPaymentOf), nextCursor: found.nextCursor };
}
