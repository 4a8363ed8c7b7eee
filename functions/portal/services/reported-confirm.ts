/**
 * POST /api/payment/reported/confirm (PORTAL.md "The company's side"): a reported payment becomes a real payment,
 * recorded by the one way each app records one (rent: recordRentPayment, as Make Payment, master password included;
 * sales: addSalesPayment, as the order's Add Payment), with the reported reference. The decision (status `confirmed`,
 * conditioned on it still being reported), the awaiting counter and the decision's entry ride in the payment's own
 * transaction (`linked`), so of two confirmations racing exactly one records the money; the other is 409.
 */
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { formatCents } from '../../../shared/domain/format.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import type { PaymentMethod as SalesPaymentMethod } from '../../../shared/inventory/purchase-orders.ts';
import type { ReportedPaymentMethod } from '../../../shared/portal/payment-schemas.ts';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import type { ReportedPayment } from '../../../shared/portal/types.ts';
import type { PaymentMethod as RentPaymentMethod } from '../../../shared/rent/limits.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { rentState } from '../../../shared/rent/rules.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Identity } from '../../lib/tokens.ts';
import type { SalesOrderRecord } from '../../inventory/records.ts';
import { owedCents } from '../../inventory/services/order-common.ts';
import { addSalesPayment } from '../../inventory/services/sales-payments.ts';
import { parseRentId } from '../../rent/ids.ts';
import { rentInputOfRecord, type RentRecord } from '../../rent/records.ts';
import { recordRentPayment } from '../../rent/services/payments.ts';
import { requireMasterPassword } from '../../rent/services/rents.ts';
import { decisionOps, getReportedPayment, type ReportedPaymentRecord } from '../data/reported-payments.ts';
import { emailDecision } from './reported-email.ts';
import { decidable, decidedMeanwhile, decisionOf } from './reported-review.ts';
import { reportedPaymentOf } from './reported-view.ts';

/** Rent payments name the bank (Make Payment's list): a reported payment's bank is not known, so `Others`. */
const RENT_METHOD: RentPaymentMethod = 'Others';

/** Order payments are cash, cheque or transfer: a card or another way settles like a transfer. */
const SALES_METHOD: Record<ReportedPaymentMethod, SalesPaymentMethod> = {
  'Bank transfer': 'transfer',
  Cash: 'cash',
  Card: 'transfer',
  Cheque: 'cheque',
  Other: 'transfer',
};
const salesMethodOf = (method: string): SalesPaymentMethod => SALES_METHOD[method as ReportedPaymentMethod] ?? 'transfer';

/**
 * The payment was not recorded because its reference already was (the same payment: the service's duplicate answer):
 * a confirmation that lost a race finds the reported payment decided (409 decided); else the reference was recorded
 * by hand meanwhile (409: decline the report if it is that payment).
 */
async function notRecorded(r: ReportedPaymentRecord): Promise<never> {
  const current = await getReportedPayment(r.companyId, r.id);
  throw conflict(current?.status === 'reported' ? PORTAL_MESSAGES.reportedReferenceRecorded : PORTAL_MESSAGES.reportedDecided);
}

async function confirmRent(
  audit: AuditContext,
  r: ReportedPaymentRecord,
  linked: TransactOp[],
  masterPassword: string | undefined,
  now: Date,
) {
  await requireMasterPassword(audit.companyId, masterPassword, PORTAL_MESSAGES.confirmMasterPassword);
  const ref = parseRentId(r.rentId);
  if (!ref) throw notFound(RENT_MESSAGES.rentNotFound);
  const today = isoDateOf(now);
  const outcome = await recordRentPayment(audit, ref, { method: RENT_METHOD, reference: r.reference, amountCents: r.amountCents }, now, {
    ops: linked,
    check: (rent: RentRecord) => {
      const owed = rentState({ ...rentInputOfRecord(rent), today }).amountDueCents;
      if (r.amountCents > owed) throw conflict(PORTAL_MESSAGES.rentOwesLess(formatCents(owed)));
    },
  });
  if (outcome.duplicate) await notRecorded(r);
}

async function confirmSales(audit: AuditContext, r: ReportedPaymentRecord, linked: TransactOp[], now: Date) {
  const input = {
    salesOrderId: r.orderId!,
    paymentAmount: fromCents(r.amountCents),
    paymentMethod: salesMethodOf(r.method),
    paymentReference: r.reference,
  };
  const result = await addSalesPayment(audit, input, now, {
    ops: linked,
    check: (order: SalesOrderRecord) => {
      const owed = owedCents(order);
      if (r.amountCents > owed) throw conflict(PORTAL_MESSAGES.orderOwesLess(formatCents(owed)));
    },
  });
  if (!result.recorded) await notRecorded(r);
}

export async function confirmReported(
  identity: Identity,
  audit: AuditContext,
  body: { id: string; masterPassword?: string },
  now = new Date(),
): Promise<{ message: string; payment: ReportedPayment }> {
  const r = await decidable(identity, body.id);
  const { decision, after, entry } = decisionOf(r, audit, 'confirmed', null, now);
  // the decision's entry beside the payment's own (label `audit`): a label of its own keeps the linked labels apart
  const linked: TransactOp[] = [...decisionOps(r, decision), { ...auditOp(audit, entry, now), label: 'reported-audit' }];
  try {
    if (r.kind === 'rent') await confirmRent(audit, r, linked, body.masterPassword, now);
    else await confirmSales(audit, r, linked, now);
  } catch (err) {
    throw decidedMeanwhile(err);
  }
  await emailDecision(after, now);
  return { message: PORTAL_MESSAGES.reportedConfirmed, payment: reportedPaymentOf(after) };
}
