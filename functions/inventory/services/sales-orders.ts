/**
 * Sales orders (INVENTORY.md "Sales orders", "Money and maths"): create with the items' own sales prices from a
 * warehouse's stock, list, detail, fulfilment from lots (oldest first or as picked) with COGS rows, returns (Good
 * back into the same lot, Damaged recorded), payments. Every change moves the ledger's maintained figures
 * (data/ledger.ts) in its own transaction: an order +receivable on its date and +to_ship; a payment +received on the
 * payment's date and −receivable on the order's date; a return credit −receivable on the order's date (by what it
 * lowers the amount owed); the order becoming fully fulfilled −to_ship.
 *
 * A fulfilment save is one transaction when it fits (≤ 100 items: per line its item, movement, stock row, and per lot
 * the lot and a COGS row; plus the order, the shipment, the warehouse and the counters). A larger save is applied in
 * steps: first the order records the whole save as `pendingFulfilment` (after every line was checked against what
 * is left to fulfil and what is on hand), then each step writes a group of lines with the order's version and marks
 * them applied, and the last step clears it. Any later save or return on the order (a retry of the same request
 * included) first completes a pending save; the retry of the same request then answers its result. A step refused
 * because another order took the stock meanwhile drops the lines not yet applied (the answer is that 422).
 */
import { ulid } from 'ulid';
import { fromCents } from '../../../shared/domain/money.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { returnCreditsCents } from '../../../shared/inventory/rules.ts';
import { salesOrderWarehouse } from '../scope.ts';
import type { OrderCreated, OrderUpdated, PaymentVoided, ReturnsSubmitted } from '../../../shared/inventory/purchase-orders.ts';
import type {
  AddSalesOrderInput,
  AssignedWarehouse,
  EndSalesOrderInput,
  UpdateSalesOrderInput,
  VoidSalesPaymentInput,
  AssignWarehouseInput,
  RestockEntry,
  ReturnableSalesLine,
  ReturnSalesItemsInput,
  SalesOrderDetail,
  SalesOrderListQuery,
  WarehouseAssigned,
} from '../../../shared/inventory/sales-orders.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { isConditionFailed, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { monthlyOps } from '../../insights/monthly.ts';
import { monthAt, saleMoves } from '../data/insights.ts';
import { ledgerOps, type FinanceDelta } from '../data/ledger.ts';
import { getPartner } from '../data/partners.ts';
import {
  allocateSalesOrderId,
  getSalesCogs,
  getSalesOrder,
  listSalesCogs,
  listSalesOrders,
  listSalesPayments,
  listSalesReturns,
  putNewSalesOrder,
  putSalesOrderOp,
  salesOrderIdRangeForDates,
} from '../data/sales-orders.ts';
import { PROJECTION_LABEL, projectionOps } from '../data/reorder.ts';
import { getWarehouse } from '../data/warehouses.ts';
import * as imsKeys from '../keys.ts';
import { salesReturnToItem, warehouseStockFromItem, type SalesCogsRecord, type SalesOrderLine, type SalesOrderRecord } from '../records.ts';
import { linesSummary, listOrdersByQuery, orderIdOfPath, orderItemsById, refuseArchivedItems, orderPaymentOf } from './order-common.ts';
import { salesInvoiceKeys } from '../invoice-records.ts';
import { salesProjection } from './projection.ts';
import { settledOrder } from './sales-fulfilment.ts';
import {
  MAX_ATTEMPTS,
  SO,
  assignedOf,
  requireOrder,
  salesOrderAuditOp,
  salesOrderDetailOf,
  salesOrderSnapshot,
  salesOrderSummaryOf,
} from './sales-order-view.ts';

export { salesOrderDetailOf, salesOrderSnapshot, salesOrderSummaryOf };
import * as lifecycle from './order-lifecycle.ts';
import { addSalesPayment, readSalesOrder, SALES_OWED_FIELD, SALES_PAYMENTS, salesOrderLabel } from './sales-payments.ts';
import { changeStock, type StockChange } from './stock.ts';

// ───────────────────────────── create, list, detail ─────────────────────────────

/**
 * Checks the customer, the warehouse, every item and its stock in that warehouse first, then takes the next number
 * and writes the order with its ledger deltas: a refused order takes no number.
 */
export async function addSalesOrder(audit: AuditContext, input: AddSalesOrderInput, now = new Date()): Promise<OrderCreated> {
  const { companyId } = audit;
  const customer = await getPartner(companyId, 'customer', input.selectedCustomer);
  if (!customer) throw notFound(M.customerNotFound);
  const warehouse = await getWarehouse(companyId, input.selectedWarehouse);
  if (!warehouse) throw notFound(M.warehouseNotFound);
  const ids = input.addedItems.map((l) => l.item_id);
  const [items, stockRows] = await Promise.all([
    orderItemsById(companyId, ids),
    batchGetItems(
      ids.map((id) => imsKeys.warehouseStock(companyId, id, warehouse.warehouseId)),
      { consistent: true },
    ),
  ]);
  const stocked = new Set(
    stockRows
      .map(warehouseStockFromItem)
      .filter((s) => s.quantity > 0)
      .map((s) => s.itemId),
  );
  refuseArchivedItems(items);
  if (!ids.every((id) => stocked.has(id))) throw unprocessable(M.itemNotInStock);
  if (ids.some((id) => items.get(id)!.salesCents <= 0)) throw unprocessable(M.fillItemDetails);
  const orderId = await allocateSalesOrderId(companyId);
  // the ledger: owed on the order's day, one more order to ship; its lines are committed in its warehouse
  await lifecycle.placeOrder(
    salesKind,
    audit,
    {
      orderId,
      partner: { id: customer.partnerId, name: customer.name },
      warehouse,
      discount: input.discount,
      lines: input.addedItems,
      items,
      fields: { deliveredQuantity: 0, cogsCount: 0, shipmentCount: 0 },
    },
    now,
  );
  return { message: M.salesOrderAdded, id: orderId, order_number: SO(orderId) };
}

/** The list, newest first; an order number (SO-00012, 00012 or 12) finds exactly that order, the other filters applied to it. */
export async function salesOrderList(companyId: string, query: SalesOrderListQuery) {
  const { customerId, status, limit, cursor } = query;
  return listOrdersByQuery(query, {
    kind: 'SO',
    get: (orderId) => getSalesOrder(companyId, orderId),
    summary: salesOrderSummaryOf,
    matches: (o) => (!customerId || o.customer_id === customerId) && (!status || o.status === status),
    range: (from, to) => salesOrderIdRangeForDates(companyId, from, to),
    list: (ids, dates) => listSalesOrders(companyId, { customerId, status, ids, dates }, { limit, cursor }),
  });
}

/** `GET sales-orders/{id}`: the id as the path carries it (a positive integer; anything else is a 404). */
export async function salesOrderDetail(companyId: string, idText: string): Promise<SalesOrderDetail> {
  return salesOrderDetailOf(await requireOrder(companyId, orderIdOfPath(idText, M.salesOrderNotFound)));
}

// ───────────────────────────── payments ─────────────────────────────

export async function salesPayments(companyId: string, query: { orderId: number; limit: number; cursor?: string }) {
  await requireOrder(companyId, query.orderId);
  const { items, nextCursor } = await listSalesPayments(companyId, query.orderId, query);
  return { rows: items.map(orderPaymentOf), nextCursor };
}

/** Add Payment (./sales-payments.ts: at most what is owed, once per reference). */
export { addSalesPayment };

// ───────────────────────────── fulfilment warehouse ─────────────────────────────

/** Assigns the fulfilment warehouse once: the same one again is 200, another one 409. */
export async function assignFulfilmentWarehouse(
  audit: AuditContext,
  input: AssignWarehouseInput,
  now = new Date(),
): Promise<WarehouseAssigned> {
  const { companyId } = audit;
  const warehouse = await getWarehouse(companyId, input.warehouseId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const order = await requireOrder(companyId, input.saleOrderId);
    if (!warehouse) throw notFound(M.warehouseNotFound);
    if (order.fulfilWarehouseId) {
      if (order.fulfilWarehouseId !== warehouse.warehouseId) throw conflict(M.warehouseAlreadyAssigned);
      return { message: M.warehouseAssigned, ...assignedOf(order) };
    }
    const next: SalesOrderRecord = {
      ...order,
      fulfilWarehouseId: warehouse.warehouseId,
      fulfilWarehouseName: warehouse.name,
      version: order.version + 1,
    };
    // what is still to fulfil is committed in the fulfilment warehouse from now on
    const projection = await projectionOps(companyId, salesProjection(order, next), now);
    try {
      await transact([putSalesOrderOp(next, order.version), salesOrderAuditOp(audit, order, next, now), ...projection]);
      return { message: M.warehouseAssigned, ...assignedOf(next) };
    } catch (err) {
      if (isConditionFailed(err, 'order') || isConditionFailed(err, PROJECTION_LABEL)) continue;
      throw err;
    }
  }
  throw conflict(M.salesOrderBusy);
}

export async function fulfilmentWarehouse(companyId: string, orderId: number): Promise<AssignedWarehouse> {
  return assignedOf(await requireOrder(companyId, orderId));
}

// ───────────────────────────── returns ─────────────────────────────

const returnableOf = (c: SalesCogsRecord): ReturnableSalesLine => ({
  cogs_id: String(c.cogsSeq),
  item_id: c.itemId,
  sales_order_item_id: c.lineId,
  stock_id: String(c.lotSeq),
  batch_number: c.batch,
  item_name: c.itemName,
  item_sku: c.sku,
  supplier_name: c.supplierName ?? null,
  order_number: c.poNumber ?? null,
  available_quantity: c.quantity - c.returnedQuantity,
});

/** The COGS rows with units not yet returned, in fulfilment order. */
export async function salesReturnables(companyId: string, orderId: number): Promise<ReturnableSalesLine[]> {
  await requireOrder(companyId, orderId);
  return (await listSalesCogs(companyId, orderId)).filter((c) => c.quantity > c.returnedQuantity).map(returnableOf);
}

/**
 * Takes units back: Good ones into the lot they came from (a sales_return movement), Damaged ones recorded only;
 * each COGS row's returned quantity, one return row per line, the order credited quantity × the line's exact net
 * unit price rounded once (returnCreditsCents: a whole order returned credits its total), and the receivable lowered by what the credit takes off the amount owed, all in one transaction.
 */
export async function returnSalesItems(audit: AuditContext, input: ReturnSalesItemsInput, now = new Date()): Promise<ReturnsSubmitted> {
  const { companyId } = audit;
  const { order: first } = await settledOrder(audit, input.salesOrderId, now);
  const seqs = input.items.map((r) => Number(r.cogs_id));
  const check = async (order: SalesOrderRecord) => {
    const rows = await getSalesCogs(companyId, order.orderId, seqs);
    return input.items.map((r) => {
      const cogs = rows.find((c) => c.cogsSeq === Number(r.cogs_id));
      if (!cogs) throw notFound(M.cogsNotFound);
      const available = cogs.quantity - cogs.returnedQuantity;
      if (r.to_return_quantity > available) throw unprocessable(M.returnTooMany(cogs.itemName, available));
      return { r, cogs };
    });
  };
  const checked = await check(first);
  const changes: StockChange[] = checked
    .filter(({ r }) => r.return_condition === 'Good')
    .map(({ r, cogs }) => ({
      itemId: cogs.itemId,
      warehouseId: cogs.warehouseId,
      quantity: r.to_return_quantity,
      type: 'sales_return',
      reference: `${SO(first.orderId)}: ${r.return_reason} (Good)`,
      toLot: cogs.lotSeq,
    }));
  let written: SalesOrderRecord | null = null;
  await changeStock(companyId, changes, now, {
    retryLabels: ['order', 'cogs'],
    plan: async () => {
      const order = await requireOrder(companyId, input.salesOrderId);
      const lines = await check(order);
      const { next, creditsCents } = lifecycle.creditedOrder(
        order,
        lines.map(({ r, cogs }) => ({ lineId: cogs.lineId, quantity: r.to_return_quantity })),
      );
      const credits = lines.map(({ r, cogs }, i) => ({ r, cogs, creditCents: creditsCents[i]! }));
      written = next;
      const finance: FinanceDelta[] = [receivableDelta(order, next)];
      const at = now.toISOString();
      return [
        putSalesOrderOp(next, order.version),
        ...credits.map(({ r, cogs }): TransactOp => ({
          label: 'cogs',
          Update: {
            Key: imsKeys.salesCogs(companyId, order.orderId, cogs.cogsSeq),
            UpdateExpression: 'SET returnedQuantity = :after',
            ConditionExpression: 'returnedQuantity = :read',
            ExpressionAttributeValues: { ':after': cogs.returnedQuantity + r.to_return_quantity, ':read': cogs.returnedQuantity },
          },
        })),
        ...credits.map(({ r, cogs, creditCents }): TransactOp => ({
          label: 'return',
          Put: {
            Item: salesReturnToItem({
              companyId,
              orderId: order.orderId,
              returnId: ulid(),
              cogsSeq: cogs.cogsSeq,
              lineId: cogs.lineId,
              itemId: cogs.itemId,
              itemName: cogs.itemName,
              sku: cogs.sku,
              warehouseId: cogs.warehouseId,
              warehouseName: order.fulfilWarehouseName ?? '',
              lotSeq: cogs.lotSeq,
              batch: cogs.batch,
              quantity: r.to_return_quantity,
              reason: r.return_reason,
              condition: r.return_condition,
              creditCents,
              createdAt: at,
            }),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        })),
        ...ledgerOps(companyId, { finance }),
        // insights: the credit leaves sales in the return's month; a Good return's units give their cost back
        ...monthlyOps(
          companyId,
          saleMoves(
            credits.map(({ r, cogs, creditCents }) => ({
              warehouseId: cogs.warehouseId,
              itemId: cogs.itemId,
              customerId: order.customerId,
              salesCents: -creditCents,
              cogsCents: r.return_condition === 'Good' ? -r.to_return_quantity * cogs.unitCostCents : 0,
              qty: -r.to_return_quantity,
            })),
            monthAt(now),
          ),
        ),
        salesOrderAuditOp(audit, order, next, now),
      ];
    },
  });
  return lifecycle.returnsAnswer(written as unknown as SalesOrderRecord);
}

/** The Restock tab: the Good returns (back in their lots), newest first. */
export async function salesRestock(companyId: string, query: { orderId: number; limit: number; cursor?: string }) {
  await requireOrder(companyId, query.orderId);
  const { items, nextCursor } = await listSalesReturns(companyId, query.orderId, 'Good', query);
  const rows: RestockEntry[] = items.map((r) => ({
    return_id: r.returnId,
    created_at: r.createdAt,
    cogs_id: String(r.cogsSeq),
    sales_order_item_id: r.lineId,
    item_id: r.itemId,
    item_name: r.itemName,
    sku: r.sku,
    stock_id: String(r.lotSeq),
    batch_number: r.batch,
    warehouse_id: r.warehouseId,
    warehouse_name: r.warehouseName,
    quantity: r.quantity,
    reason: r.reason,
    credit: fromCents(r.creditCents),
  }));
  return { rows, nextCursor };
}

/** What a line's delivered units are worth at the order's figures (as fulfilments counted them: sales-fulfilment.ts). */
const deliveredWorth = (order: SalesOrderRecord, lineId: number): number => {
  const line = order.lines.find((l) => l.lineId === lineId)!;
  return returnCreditsCents({ totalCents: order.totalCents, lines: order.lines.map((l) => ({ ...l, returnedQuantity: 0 })) }, [
    { lineId, quantity: line.deliveredQuantity },
  ])[0]!;
};

// ───────────────────────────── corrections: cancel, close, void (CORRECTIONS.md "Inventory") ─────────────────────────────

/** Sales orders in the one order lifecycle (./order-lifecycle.ts): delivered is what is done, owed is receivable. */
const salesKind: lifecycle.PlaceableKind<SalesOrderRecord, SalesOrderLine> & lifecycle.PaidKind<SalesOrderRecord, SalesOrderLine> = {
  // read, label, payments and the owed field: how a sales order is paid, described once (./sales-payments.ts) and named
  // here part by part, not spread: esbuild keeps an object literal with a spread or a property read, and all it
  // references, in every sales bundle (bench: salesReturnItems 302 → 298 kB, the order list 282 → 266 kB)
  read: readSalesOrder,
  label: salesOrderLabel,
  payments: SALES_PAYMENTS,
  owedField: SALES_OWED_FIELD,
  put: putSalesOrderOp,
  putNew: putNewSalesOrder,
  createdEntry: (audit, order, now) => salesOrderAuditOp(audit, null, order, now),
  entry: (audit, before, after, now) => salesOrderAuditOp(audit, before, after, now),
  // what will no longer ship leaves the warehouse's committed (data/reorder.ts)
  projection: (before, after) => salesProjection(before, after),
  invoiceClaim: (order) => salesInvoiceKeys.claim(order.companyId, order.orderId),
  openCounter: 'to_ship',
  doneOfLine: (line) => line.deliveredQuantity,
  done: (order) => order.deliveredQuantity,
  // a fulfilment written in steps locks the order until its last step
  busy: (order) => Boolean(order.pendingFulfilment),
  busyMessage: M.salesOrderBusy,
  // the units delivered were counted at the line's net price of the order as placed; closed, they are worth the new
  // totals' shares (the order's discount spread over fewer units): the difference moves sales in the close's month
  closedFigures: (before, after, now) =>
    monthlyOps(
      before.companyId,
      saleMoves(
        before.lines.map((l) => ({
          warehouseId: salesOrderWarehouse(before),
          itemId: l.itemId,
          customerId: before.customerId,
          salesCents: deliveredWorth(after, l.lineId) - deliveredWorth(before, l.lineId),
          cogsCents: 0,
          qty: 0,
        })),
        monthAt(now),
      ),
    ),
  partner: {
    kind: 'customer',
    idOf: (order) => order.customerId,
    set: (customerId, customerName) => ({ customerId, customerName }),
    notFound: M.customerNotFound,
  },
  priceOf: (item) => item.salesCents,
  newLine: (item) => ({
    itemId: item.itemId,
    itemName: item.name,
    sku: item.sku,
    description: item.description,
    deliveredQuantity: 0,
    returnedQuantity: 0,
    unitCents: item.salesCents,
  }),
  editSnapshot: (o) => salesEditSnapshot(o),
  editEntry: (audit, next, changes, now) =>
    auditOp(audit, { kind: 'sales_order', recordId: String(next.orderId), recordLabel: SO(next.orderId), changes }, now),
  // a new item must have stock in the order's warehouse, and every item when the warehouse changes
  checkEdit: async (order, warehouseId, added, wanted) => {
    const mustStock = warehouseId === order.warehouseId ? added : wanted.map((w) => w.item_id);
    if (mustStock.length === 0) return null;
    const rows = await batchGetItems(
      mustStock.map((id) => imsKeys.warehouseStock(order.companyId, id, warehouseId)),
      { consistent: true },
    );
    const stocked = new Set(
      rows
        .map(warehouseStockFromItem)
        .filter((row) => row.quantity > 0)
        .map((row) => row.itemId),
    );
    return mustStock.every((id) => stocked.has(id)) ? null : unprocessable(M.itemNotInStock);
  },
};

/**
 * The ledger's receivable of the order's day follows what is owed on it: from the field alone, not the whole kind, so
 * a return's bundle does not carry placing and paying (about 4 kB).
 */
const receivableDelta = (before: SalesOrderRecord, after: SalesOrderRecord): FinanceDelta =>
  lifecycle.owedDelta({ owedField: SALES_OWED_FIELD }, before, after);

/**
 * `POST sales-orders/cancel` (./order-lifecycle.ts cancelOrder): only while nothing is fulfilled, returned or paid
 * and no invoice exists; it leaves To Ship and what is receivable.
 */
export async function cancelSalesOrder(audit: AuditContext, input: EndSalesOrderInput, now = new Date()) {
  const next = await lifecycle.cancelOrder(salesKind, audit, input.salesOrderId, input.reason, now);
  return { message: M.salesOrderCancelled, ...salesOrderSummaryOf(next) };
}

/**
 * `POST sales-orders/close` (./order-lifecycle.ts closeOrder): a partly fulfilled order whose rest will not ship;
 * each line drops to what was delivered, the receivable follows, it leaves To Ship.
 */
export async function closeSalesOrder(audit: AuditContext, input: EndSalesOrderInput, now = new Date()) {
  const next = await lifecycle.closeOrder(salesKind, audit, input.salesOrderId, input.reason, now);
  return { message: M.salesOrderClosed, ...salesOrderSummaryOf(next) };
}

/** The order as an edit's entry compares it: the snapshot, the partner's and warehouse's ids (two may share a name) and its lines as one text. */
const salesEditSnapshot = (o: SalesOrderRecord) => ({
  ...salesOrderSnapshot(o),
  customer_id: o.customerId,
  warehouse_id: o.warehouseId,
  items: linesSummary(o.lines),
});

/**
 * `POST sales-orders/update`: any of customer, warehouse, discount and lines, while nothing is fulfilled, returned or
 * paid and no invoice exists (409 `This order can no longer be edited`; the invoice claim is a condition of the write).
 * Checked as on add: a new item must have stock in the order's warehouse, and every item when the warehouse changes
 * (`Item not found in stock`); lines already on the order keep their price, new items take their sales price of today.
 * Conditioned on the version the client read (409 stale, also when two edits race); nothing changed is 400. The
 * receivable of the order's day follows the new total in the same transaction (To Ship does not move).
 */
export async function updateSalesOrder(audit: AuditContext, input: UpdateSalesOrderInput, now = new Date()): Promise<OrderUpdated> {
  const { companyId } = audit;
  const order = await requireOrder(companyId, input.salesOrderId);
  const next = await lifecycle.editOrder(
    salesKind,
    audit,
    order,
    {
      partnerId: input.selectedCustomer,
      warehouseId: input.selectedWarehouse,
      lines: input.addedItems,
      discount: input.discount,
      version: input.version,
    },
    now,
  );
  return { message: M.salesOrderUpdated, version: next.version };
}

/** `POST sales-orders/payment/void` (./order-common.ts voidOrderPayment): paid, owed, status and the day sums move back. */
export async function voidSalesPayment(audit: AuditContext, input: VoidSalesPaymentInput, now = new Date()): Promise<PaymentVoided> {
  // the ledger: no longer received on the payment's day, receivable again on the order's day
  return lifecycle.voidPayment(salesKind, audit, { orderId: input.salesOrderId, paymentId: input.paymentId, reason: input.reason }, now);
}
