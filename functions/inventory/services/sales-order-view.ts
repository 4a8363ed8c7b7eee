/**
 * A sales order as the API and its audit entries show it (summary, snapshot, detail, entry), and the order read by
 * id: what the sales order services (./sales-orders.ts, ./sales-fulfilment.ts) share.
 */
import { fromCents } from '../../../shared/domain/money.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { fulfilmentStatus, orderNumber, paymentStatus } from '../../../shared/inventory/rules.ts';
import type { AssignedWarehouse, SalesOrderDetail, SalesOrderSummary } from '../../../shared/inventory/sales-orders.ts';
import { notFound } from '../../lib/errors.ts';
import { changesBetween, created } from '../../../shared/audit/changes.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { getSalesOrder } from '../data/sales-orders.ts';
import { type SalesOrderRecord, salesOrderStatus } from '../records.ts';
import { owedCents } from './order-common.ts';

export const MAX_ATTEMPTS = 8;
export const SO = (orderId: number) => orderNumber('SO', orderId);
export const isFulfilled = (o: SalesOrderRecord) => o.deliveredQuantity >= o.orderedQuantity;

export function salesOrderSummaryOf(o: SalesOrderRecord): SalesOrderSummary {
  return {
    sales_order_id: o.orderId,
    order_number: SO(o.orderId),
    customer_id: o.customerId,
    customer_name: o.customerName,
    warehouse_id: o.warehouseId,
    warehouse_name: o.warehouseName,
    created_at: o.createdAt,
    order_date: o.orderDate,
    total_items: o.lines.length,
    total_ordered_quantity: o.orderedQuantity,
    total_delivered_quantity: o.deliveredQuantity,
    paid: fromCents(o.paidCents),
    returned_credit: fromCents(o.returnedCents),
    total_amount: fromCents(o.totalCents),
    amount_due: fromCents(owedCents(o)),
    status: salesOrderStatus(o),
    payment_status: paymentStatus(o.paidCents, o.totalCents, o.returnedCents),
  };
}

/** A sales order as its audit entries show it (the API's field names and values). */
export function salesOrderSnapshot(o: SalesOrderRecord) {
  const s = salesOrderSummaryOf(o);
  return {
    customer_name: s.customer_name,
    warehouse_name: s.warehouse_name,
    fulfillment_warehouse: o.fulfilWarehouseName ?? null,
    discount: o.discount,
    total_items: s.total_items,
    total_ordered_quantity: s.total_ordered_quantity,
    total_delivered_quantity: s.total_delivered_quantity,
    total_amount: s.total_amount,
    returned_credit: s.returned_credit,
    paid: s.paid,
    amount_due: s.amount_due,
    status: s.status,
    payment_status: s.payment_status,
    close_reason: o.closeReason ?? null,
  };
}

/** The order's entry (kind sales_order, its number as label) for the change's own transaction. */
export const salesOrderAuditOp = (
  audit: AuditContext,
  before: SalesOrderRecord | null,
  after: SalesOrderRecord,
  now: Date,
  action?: string,
) =>
  auditOp(
    audit,
    {
      kind: 'sales_order',
      recordId: String(after.orderId),
      recordLabel: SO(after.orderId),
      changes: before ? changesBetween(salesOrderSnapshot(before), salesOrderSnapshot(after)) : created(salesOrderSnapshot(after)),
      ...(action ? { action } : {}),
    },
    now,
  );

export const assignedOf = (o: SalesOrderRecord): AssignedWarehouse => ({
  id: o.fulfilWarehouseId ?? null,
  name: o.fulfilWarehouseName ?? null,
});

export function salesOrderDetailOf(o: SalesOrderRecord): SalesOrderDetail {
  return {
    ...salesOrderSummaryOf(o),
    subtotal: fromCents(o.subtotalCents),
    discount: o.discount,
    fulfillment_warehouse: assignedOf(o),
    close_reason: o.closeReason ?? null,
    version: o.version,
    items: o.lines.map((l) => ({
      sales_order_item_id: l.lineId,
      item_id: l.itemId,
      item_name: l.itemName,
      sku: l.sku,
      quantity: l.quantity,
      delivered_quantity: l.deliveredQuantity,
      returned_quantity: l.returnedQuantity,
      unit_sale_price: fromCents(l.unitCents),
      subtotal: fromCents(l.quantity * l.unitCents),
      discount: l.discount,
      total_price: fromCents(l.totalCents),
      to_fulfill: l.quantity - l.deliveredQuantity,
      status: fulfilmentStatus(l.deliveredQuantity, l.quantity),
    })),
  };
}

/** The order, or 404 `Sales order not found` (also for an order outside the account's warehouses). */
export async function requireOrder(companyId: string, orderId: number): Promise<SalesOrderRecord> {
  const order = await getSalesOrder(companyId, orderId);
  if (!order) throw notFound(M.salesOrderNotFound);
  return order;
}
