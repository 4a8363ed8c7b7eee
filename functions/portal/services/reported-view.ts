/** Reported payments as the API answers them and as their audit entries show them (both sides: portal and company). */
import type { Snapshot } from '../../../shared/audit/changes.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import type { ReportedPayment } from '../../../shared/portal/types.ts';
import type { AuditRecordChange } from '../../lib/audit.ts';
import type { ReportedPaymentRecord } from '../data/reported-payments.ts';

export function reportedPaymentOf(r: ReportedPaymentRecord): ReportedPayment {
  return {
    id: r.id,
    kind: r.kind,
    personName: r.personName,
    personId: r.personId,
    what: r.what,
    rentId: r.rentId,
    orderId: r.orderId,
    amount: fromCents(r.amountCents),
    date: r.date,
    method: r.method,
    reference: r.reference,
    status: r.status,
    reportedAt: r.reportedAt,
    decidedAt: r.decidedAt,
    decidedBy: r.decidedBy,
    reason: r.reason,
  };
}

/** What the entries of a reported payment show: kind `payment`, filed under the reported payment's id. */
export const reportedSnapshot = (r: ReportedPaymentRecord): Snapshot => ({
  amount: fromCents(r.amountCents),
  date: r.date,
  method: r.method,
  reference: r.reference,
  status: r.status,
  reason: r.reason,
});

export const reportedEntry = (r: ReportedPaymentRecord, changes: AuditRecordChange['changes']): AuditRecordChange => ({
  kind: 'payment',
  recordId: r.id,
  recordLabel: `Reported payment · ${r.what} · ${r.personName}`,
  changes,
});
