/**
 * How a sales order is paid, described once for the one order lifecycle (./order-lifecycle.ts payOrder): read, its
 * number, its payments and its side of the ledger. Apart from ./sales-orders.ts (whose order kind names its parts) so a
 * route that only records payments (Add Payment, a reported payment's confirmation) bundles only this.
 */
import type { AddSalesPaymentInput } from '../../../shared/inventory/sales-orders.ts';
import type { PaymentRecorded } from '../../../shared/inventory/purchase-orders.ts';
import type { AuditContext } from '../../lib/audit.ts';
import type { LinkedWrite } from '../../lib/payments.ts';
import { getSalesPayment, salesPaymentByReference, writeSalesPayment } from '../data/sales-orders.ts';
import * as imsKeys from '../keys.ts';
import type { SalesOrderLine, SalesOrderRecord } from '../records.ts';
import { payOrder, type PayingKind } from './order-lifecycle.ts';
import { requireOrder, SO } from './sales-order-view.ts';

/** What a sales order owes in the ledger (a plain constant: a property read would keep the kind in every bundle). */
export const SALES_OWED_FIELD = 'receivable';

// Each part a top-level constant of its own: the sales order kind (./sales-orders.ts) names them too, and esbuild drops
// an object literal of plain names from bundles that do not use it, where a spread or a property read would keep it.
export const readSalesOrder: PayingKind<SalesOrderRecord, SalesOrderLine>['read'] = (companyId, orderId) =>
  requireOrder(companyId, orderId);
export const salesOrderLabel: PayingKind<SalesOrderRecord, SalesOrderLine>['label'] = (order) => SO(order.orderId);
export const SALES_PAYMENTS: PayingKind<SalesOrderRecord, SalesOrderLine>['payments'] = {
  field: 'received',
  byReference: salesPaymentByReference,
  write: writeSalesPayment,
  get: getSalesPayment,
  key: imsKeys.salesPayment,
  referenceKey: imsKeys.salesPaymentRef,
};

export const salesPaymentKind: PayingKind<SalesOrderRecord, SalesOrderLine> = {
  read: readSalesOrder,
  label: salesOrderLabel,
  payments: SALES_PAYMENTS,
  owedField: SALES_OWED_FIELD,
};

/**
 * A payment of at most what is owed (422 above it); the same payment again is 200 `recorded: false`, another under its
 * reference 409. `linked`: what a caller records in the same transaction (a reported payment's confirmation).
 */
export async function addSalesPayment(
  audit: AuditContext,
  input: AddSalesPaymentInput,
  now = new Date(),
  linked?: LinkedWrite<SalesOrderRecord>,
): Promise<PaymentRecorded> {
  // the ledger: received on the payment's day, no longer owed on the order's day
  return payOrder(salesPaymentKind, audit, input.salesOrderId, input, now, linked);
}
