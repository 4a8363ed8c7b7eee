/**
 * The inventory dashboard (INVENTORY.md "Dashboard and reports"): the maintained counters (one GetItem) and the
 * 5 newest purchase and sales orders (one Query of each kind's order headers, newest first).
 */
import { fromCents } from '../../../shared/domain/money.ts';
import {
  RECENT_ORDERS,
  type DashboardSummary,
  type RecentPurchaseOrder,
  type RecentSalesOrder,
} from '../../../shared/inventory/finance.ts';
import { fulfilmentStatus, orderNumber, receivingStatus } from '../../../shared/inventory/rules.ts';
import { dashboardCounters } from '../data/finance.ts';
import { listPurchaseOrders } from '../data/purchase-orders.ts';
import { listSalesOrders } from '../data/sales-orders.ts';

export async function dashboardSummary(companyId: string): Promise<DashboardSummary> {
  const c = await dashboardCounters(companyId);
  return { toReceive: c.to_receive, toShip: c.to_ship, items: c.items };
}

export async function recentPurchases(companyId: string): Promise<RecentPurchaseOrder[]> {
  const { items } = await listPurchaseOrders(companyId, { placedOnly: true }, { limit: RECENT_ORDERS });
  return items.map((o) => ({
    purchase_order_id: o.orderId,
    order_number: orderNumber('PO', o.orderId),
    total_amount: fromCents(o.totalCents),
    total_received_quantity: o.receivedQuantity,
    total_ordered_quantity: o.orderedQuantity,
    supplier_name: o.supplierName,
    order_date: o.orderDate,
    status: receivingStatus(o.receivedQuantity, o.orderedQuantity),
  }));
}

export async function recentSales(companyId: string): Promise<RecentSalesOrder[]> {
  const { items } = await listSalesOrders(companyId, {}, { limit: RECENT_ORDERS });
  return items.map((o) => ({
    sales_order_id: o.orderId,
    order_number: orderNumber('SO', o.orderId),
    total_amount: fromCents(o.totalCents),
    total_delivered_quantity: o.deliveredQuantity,
    total_ordered_quantity: o.orderedQuantity,
    customer_name: o.customerName,
    order_date: o.orderDate,
    status: fulfilmentStatus(o.deliveredQuantity, o.orderedQuantity),
  }));
}
