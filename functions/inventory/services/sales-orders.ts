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
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import * as M from '../../../shared/inventory/messages.ts';
import type {
  OrderCreated,
  OrderUpdated,
  PaymentRecorded,
  PaymentVoided,
  ReturnsSubmitted,
} from '../../../shared/inventory/purchase-orders.ts';
import {
  amountOwedCents,
  fulfilmentStatus,
  returnCreditsCents,
  orderNumber,
  orderTotals,
  parseOrderNumber,
  paymentStatus,
  takeFromLots,
} from '../../../shared/inventory/rules.ts';
import type {
  AddSalesOrderInput,
  AddSalesPaymentInput,
  AssignedWarehouse,
  EndSalesOrderInput,
  UpdateSalesOrderInput,
  VoidSalesPaymentInput,
  AssignWarehouseInput,
  FulfilmentItem,
  FulfilmentItemsQuery,
  FulfilmentSaved,
  FulfilmentSaveInput,
  RestockEntry,
  ReturnableSalesLine,
  ReturnSalesItemsInput,
  SalesOrderDetail,
  SalesOrderListQuery,
  SalesOrderSummary,
  SalesShipment,
  WarehouseAssigned,
} from '../../../shared/inventory/sales-orders.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { isConditionFailed, mapConditionFailed, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/errors.ts';
import { changesBetween, created } from '../../../shared/audit/changes.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { ledgerOps, type FinanceDelta } from '../data/ledger.ts';
import { getPartner } from '../data/partners.ts';
import { getPurchaseOrder } from '../data/purchase-orders.ts';
import {
  allocateSalesOrderId,
  getSalesCogs,
  getSalesOrder,
  getSalesPayment,
  salesPaymentByReference,
  listSalesCogs,
  listSalesOrders,
  listSalesPayments,
  listSalesReturns,
  listSalesShipments,
  putNewSalesOrder,
  putSalesOrderOp,
  salesOrderIdRangeForDates,
  writeSalesPayment,
} from '../data/sales-orders.ts';
import { PROJECTION_LABEL, projectionOps, withProjection } from '../data/reorder.ts';
import { getLots, listOpenLots, type ItemStockPlan } from '../data/stock.ts';
import { getWarehouse } from '../data/warehouses.ts';
import * as imsKeys from '../keys.ts';
import {
  salesCogsToItem,
  salesReturnToItem,
  salesShipmentToItem,
  warehouseStockFromItem,
  type PendingFulfilment,
  type SalesCogsRecord,
  type SalesOrderLine,
  type SalesOrderRecord,
  salesOrderStatus,
} from '../records.ts';
import {
  linesSummary,
  listOrdersByQuery,
  orderIdOfPath,
  orderItemsById,
  orderReferenceConflicts,
  refuseArchivedItems,
  orderPaymentOf,
  owedCents,
  recordOrderPayment,
  voidOrderPayment,
} from './order-common.ts';
import { salesInvoiceKeys } from '../invoice-records.ts';
import { salesProjection } from './projection.ts';
import { cancelOrder, closeOrder, editOrder, owedDelta, type EditableKind } from './order-lifecycle.ts';
import { changeStock, type StockChange } from './stock.ts';

const MAX_ATTEMPTS = 8;
const SO = (orderId: number) => orderNumber('SO', orderId);
const isFulfilled = (o: SalesOrderRecord) => o.deliveredQuantity >= o.orderedQuantity;

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
const salesOrderAuditOp = (audit: AuditContext, before: SalesOrderRecord | null, after: SalesOrderRecord, now: Date, action?: string) =>
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

const assignedOf = (o: SalesOrderRecord): AssignedWarehouse => ({ id: o.fulfilWarehouseId ?? null, name: o.fulfilWarehouseName ?? null });

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
  const totals = orderTotals(
    input.addedItems.map((l) => ({ quantity: l.quantity, unitPriceCents: items.get(l.item_id)!.salesCents, discountPercent: l.discount })),
    input.discount,
  );

  const orderId = await allocateSalesOrderId(companyId);
  const order: SalesOrderRecord = {
    companyId,
    orderId,
    customerId: customer.partnerId,
    customerName: customer.name,
    warehouseId: warehouse.warehouseId,
    warehouseName: warehouse.name,
    discount: input.discount,
    subtotalCents: totals.subtotalCents,
    totalCents: totals.totalCents,
    orderedQuantity: input.addedItems.reduce((n, l) => n + l.quantity, 0),
    deliveredQuantity: 0,
    paidCents: 0,
    returnedCents: 0,
    lines: input.addedItems.map((l, i) => {
      const item = items.get(l.item_id)!;
      return {
        lineId: i + 1,
        itemId: item.itemId,
        itemName: item.name,
        sku: item.sku,
        description: item.description,
        quantity: l.quantity,
        deliveredQuantity: 0,
        returnedQuantity: 0,
        unitCents: item.salesCents,
        discount: l.discount,
        totalCents: totals.lineTotalsCents[i],
      };
    }),
    cogsCount: 0,
    shipmentCount: 0,
    orderDate: isoDateOf(now),
    createdAt: now.toISOString(),
    version: 1,
  };
  try {
    // its lines are committed in its warehouse (data/reorder.ts)
    await withProjection(
      companyId,
      () => salesProjection(null, order),
      (projection) =>
        putNewSalesOrder(order, [
          ...ledgerOps(companyId, {
            finance: [{ date: order.orderDate, field: 'receivable', cents: order.totalCents }],
            counters: { to_ship: 1 },
          }),
          salesOrderAuditOp(audit, null, order, now),
          ...projection,
        ]),
      now,
    );
  } catch (err) {
    throw mapConditionFailed(err, orderReferenceConflicts(notFound(M.customerNotFound)));
  }
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

async function requireOrder(companyId: string, orderId: number): Promise<SalesOrderRecord> {
  const order = await getSalesOrder(companyId, orderId);
  if (!order) throw notFound(M.salesOrderNotFound);
  return order;
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

/** A payment of at most what is owed (422 above it); the same payment again is 200 `recorded: false`, another under its reference 409. */
export async function addSalesPayment(audit: AuditContext, input: AddSalesPaymentInput, now = new Date()): Promise<PaymentRecorded> {
  const { companyId } = audit;
  return recordOrderPayment({
    audit,
    label: (order) => SO(order.orderId),
    input,
    now,
    read: () => requireOrder(companyId, input.salesOrderId),
    byReference: (order, reference) => salesPaymentByReference(companyId, order.orderId, reference),
    write: (next, readVersion, payment, reference, ledger) =>
      writeSalesPayment(next, readVersion, { companyId, orderId: next.orderId, ...payment }, reference, ledger),
    // the ledger: received on the payment's day, no longer owed on the order's day
    ledger: (order, _next, amountCents) =>
      ledgerOps(companyId, {
        finance: [
          { date: isoDateOf(now), field: 'received', cents: amountCents },
          { date: order.orderDate, field: 'receivable', cents: -amountCents },
        ],
      }),
  });
}

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

// ───────────────────────────── fulfilment ─────────────────────────────

/** Per line: on hand in the warehouse, what is left to fulfil, and the lots that still hold units (oldest first). */
export async function fulfilmentItems(companyId: string, query: FulfilmentItemsQuery): Promise<FulfilmentItem[]> {
  const order = await requireOrder(companyId, query.orderId);
  const warehouse = await getWarehouse(companyId, query.warehouseId);
  if (!warehouse) throw notFound(M.warehouseNotFound);
  const stocks = new Map(
    (
      await batchGetItems(
        order.lines.map((l) => imsKeys.warehouseStock(companyId, l.itemId, warehouse.warehouseId)),
        { consistent: true },
      )
    )
      .map(warehouseStockFromItem)
      .map((s) => [s.itemId, s.quantity] as const),
  );
  return Promise.all(
    order.lines.map(async (l): Promise<FulfilmentItem> => {
      const toFulfill = l.quantity - l.deliveredQuantity;
      const lots = toFulfill > 0 ? await listOpenLots(companyId, l.itemId, warehouse.warehouseId) : [];
      return {
        sales_order_item_id: l.lineId,
        item_id: l.itemId,
        name: l.itemName,
        sku: l.sku,
        description: l.description,
        ordered_quantity: l.quantity,
        delivered_quantity: l.deliveredQuantity,
        stock_on_hand: stocks.get(l.itemId) ?? 0,
        to_fulfill: toFulfill,
        lots: lots.map((lot) => ({
          stock_id: String(lot.seq),
          batch_number: lot.batch,
          purchase_order_number: lot.poNumber ?? null,
          remaining: lot.remaining,
          unit_cost: fromCents(lot.unitCostCents),
          received_at: lot.receivedAt,
        })),
      };
    }),
  );
}

type SaveLine = PendingFulfilment['lines'][number];

/** Items one transaction may hold, and what a fulfilment step needs besides its lines (order, shipment, warehouse, counters). */
const TRANSACTION_ITEMS = 100;
const STEP_FIXED_ITEMS = 4;
/** A line's items: its item, movement and stock row, and per lot the lot and a COGS row. */
const lineItems = (lots: number) => 3 + 2 * lots;

const fulfilAnswer = (o: SalesOrderRecord): FulfilmentSaved => ({
  message: M.orderFulfilled,
  total_delivered_quantity: o.deliveredQuantity,
  total_ordered_quantity: o.orderedQuantity,
  status: fulfilmentStatus(o.deliveredQuantity, o.orderedQuantity),
  items: o.lines.map((l) => ({
    sales_order_item_id: l.lineId,
    item_id: l.itemId,
    delivered_quantity: l.deliveredQuantity,
    to_fulfill: l.quantity - l.deliveredQuantity,
  })),
});

const sameSave = (a: readonly SaveLine[], b: readonly SaveLine[]) =>
  a.length === b.length && a.every((x) => b.some((y) => y.lineId === x.lineId && y.quantity === x.quantity && y.lotSeq === x.lotSeq));

/** The request's lines against the order: a known line, at most what is left to fulfil (422), a picked lot of its item there. */
async function checkSave(order: SalesOrderRecord, input: FulfilmentSaveInput): Promise<SaveLine[]> {
  const warehouseId = order.fulfilWarehouseId!;
  const lines: SaveLine[] = [];
  for (const i of input.items) {
    const line = order.lines.find((l) => l.itemId === i.item_id);
    if (!line) throw notFound(M.lineNotFound);
    if (i.quantity === 0) continue;
    if (i.quantity > line.quantity - line.deliveredQuantity)
      throw unprocessable(M.fulfilTooMany(line.itemName, line.quantity - line.deliveredQuantity));
    let lotSeq: number | undefined;
    if (i.batchNumber) {
      lotSeq = Number(i.batchNumber.slice(4));
      const [lot] = await getLots(order.companyId, line.itemId, warehouseId, [lotSeq]);
      if (!lot) throw notFound(M.lotNotFound);
      if (lot.remaining === 0) throw unprocessable(M.pickedLotEmpty);
    }
    lines.push({ lineId: line.lineId, quantity: i.quantity, ...(lotSeq === undefined ? {} : { lotSeq }) });
  }
  if (lines.length === 0) throw unprocessable(M.noItemsToFulfil);
  return lines;
}

/**
 * Groups the lines into steps that each fit one transaction, from the lots each would take now; refuses (422) a
 * line the warehouse does not hold enough of (its stock row, read consistently), before anything is written.
 */
async function planSteps(order: SalesOrderRecord, lines: readonly SaveLine[]): Promise<SaveLine[][]> {
  const warehouseId = order.fulfilWarehouseId!;
  const itemOf = (s: SaveLine) => order.lines.find((l) => l.lineId === s.lineId)!.itemId;
  const onHand = new Map(
    (
      await batchGetItems(
        lines.map((s) => imsKeys.warehouseStock(order.companyId, itemOf(s), warehouseId)),
        { consistent: true },
      )
    )
      .map(warehouseStockFromItem)
      .map((w) => [w.itemId, w.quantity] as const),
  );
  const costs = await Promise.all(
    lines.map(async (s) => {
      if (s.quantity > (onHand.get(itemOf(s)) ?? 0)) throw unprocessable(M.notEnoughStock);
      const open = await listOpenLots(order.companyId, itemOf(s), warehouseId);
      const takes = takeFromLots(
        open.map((l) => ({ lotId: String(l.seq), remaining: l.remaining, receivedAt: String(l.seq).padStart(10, '0') })),
        s.quantity,
        s.lotSeq === undefined ? undefined : String(s.lotSeq),
      );
      // the open-lot index is read eventually consistently: a lot it does not show yet counts as one more
      return lineItems(takes ? takes.length : open.length + 1);
    }),
  );
  const steps: SaveLine[][] = [];
  let current: SaveLine[] = [];
  let used = STEP_FIXED_ITEMS;
  lines.forEach((s, i) => {
    if (current.length && used + costs[i] > TRANSACTION_ITEMS) {
      steps.push(current);
      current = [];
      used = STEP_FIXED_ITEMS;
    }
    current.push(s);
    used += costs[i];
  });
  if (current.length) steps.push(current);
  return steps;
}

/** A step's lines were already written (a resumed save): nothing to do. */
class StepAlreadyApplied extends Error {}

/**
 * Writes one step: the stock taken from the lots (changeStock: never below 0, re-planned on conflict) and, in the
 * same transaction, the order (version condition), one COGS row per line and lot, the shipment and the counters.
 */
async function applyStep(
  audit: AuditContext,
  orderId: number,
  saveId: string,
  step: readonly SaveLine[],
  pending: boolean,
  now: Date,
): Promise<SalesOrderRecord> {
  const { companyId } = audit;
  const first = await requireOrder(companyId, orderId);
  const warehouseId = first.fulfilWarehouseId!;
  const lineOf = (o: SalesOrderRecord, lineId: number) => o.lines.find((l) => l.lineId === lineId)!;
  const changes: StockChange[] = step.map((s) => ({
    itemId: lineOf(first, s.lineId).itemId,
    warehouseId,
    quantity: -s.quantity,
    type: 'sale_fulfil',
    reference: SO(orderId),
    ...(s.lotSeq === undefined ? {} : { pickedLot: s.lotSeq }),
    // what ships is no longer committed (the projection does not move)
    committed: -s.quantity,
  }));
  const suppliers = new Map<string, string | undefined>();
  const supplierOf = async (poNumber: string | undefined) => {
    if (!poNumber) return undefined;
    if (!suppliers.has(poNumber)) {
      const po = await getPurchaseOrder(companyId, parseOrderNumber('PO', poNumber) ?? 0);
      suppliers.set(poNumber, po?.supplierName);
    }
    return suppliers.get(poNumber);
  };
  let written: SalesOrderRecord | null = null;
  await changeStock(companyId, changes, now, {
    retryLabels: ['order', 'cogs', 'shipment'],
    plan: async (plans: readonly ItemStockPlan[]) => {
      const order = await requireOrder(companyId, orderId);
      // a cancel or close that won the race: nothing more will ship
      if (order.closedAs) throw conflict(M.orderEnded(order.closedAs));
      if (pending) {
        const p = order.pendingFulfilment;
        if (!p || p.saveId !== saveId || step.every((s) => p.applied.includes(s.lineId))) throw new StepAlreadyApplied();
      } else {
        for (const s of step) {
          const line = lineOf(order, s.lineId);
          if (s.quantity > line.quantity - line.deliveredQuantity)
            throw unprocessable(M.fulfilTooMany(line.itemName, line.quantity - line.deliveredQuantity));
        }
      }
      const at = now.toISOString();
      const shipmentSeq = order.shipmentCount + 1;
      const cogs: SalesCogsRecord[] = [];
      const shipmentLines = [];
      for (const s of step) {
        const line = lineOf(order, s.lineId);
        const plan = plans.find((p) => p.item.itemId === line.itemId)!;
        const lots = [];
        for (const { lot, remainingAfter } of plan.takenLots) {
          const quantity = lot.remaining - remainingAfter;
          const supplierName = await supplierOf(lot.poNumber);
          cogs.push({
            companyId,
            orderId,
            cogsSeq: order.cogsCount + cogs.length + 1,
            shipmentSeq,
            lineId: line.lineId,
            itemId: line.itemId,
            itemName: line.itemName,
            sku: line.sku,
            warehouseId,
            lotSeq: lot.seq,
            batch: lot.batch,
            ...(lot.poNumber ? { poNumber: lot.poNumber } : {}),
            ...(supplierName ? { supplierName } : {}),
            quantity,
            returnedQuantity: 0,
            unitCostCents: lot.unitCostCents,
            createdAt: at,
          });
          lots.push({
            lotSeq: lot.seq,
            batch: lot.batch,
            ...(lot.poNumber ? { poNumber: lot.poNumber } : {}),
            quantity,
            unitCostCents: lot.unitCostCents,
          });
        }
        shipmentLines.push({
          lineId: line.lineId,
          itemId: line.itemId,
          itemName: line.itemName,
          sku: line.sku,
          quantity: s.quantity,
          lots,
        });
      }
      const delivered = (l: SalesOrderLine) => step.find((s) => s.lineId === l.lineId)?.quantity ?? 0;
      const pendingAfter = pending
        ? { ...order.pendingFulfilment!, applied: [...order.pendingFulfilment!.applied, ...step.map((s) => s.lineId)] }
        : undefined;
      const { pendingFulfilment: _dropped, ...rest } = order;
      const next: SalesOrderRecord = {
        ...rest,
        deliveredQuantity: order.deliveredQuantity + step.reduce((n, s) => n + s.quantity, 0),
        lines: order.lines.map((l) => ({ ...l, deliveredQuantity: l.deliveredQuantity + delivered(l) })),
        cogsCount: order.cogsCount + cogs.length,
        shipmentCount: shipmentSeq,
        ...(pendingAfter && pendingAfter.applied.length < pendingAfter.lines.length ? { pendingFulfilment: pendingAfter } : {}),
        version: order.version + 1,
      };
      written = next;
      return [
        putSalesOrderOp(next, order.version),
        ...cogs.map((c): TransactOp => ({
          label: 'cogs',
          Put: { Item: salesCogsToItem(c), ConditionExpression: 'attribute_not_exists(pk)' },
        })),
        {
          label: 'shipment',
          Put: {
            Item: salesShipmentToItem({
              companyId,
              orderId,
              shipmentSeq,
              saveId,
              warehouseId,
              warehouseName: order.fulfilWarehouseName ?? '',
              lines: shipmentLines,
              createdAt: at,
            }),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...ledgerOps(companyId, { counters: { to_ship: !isFulfilled(order) && isFulfilled(next) ? -1 : 0 } }),
        // a step completed while a return settles the order is still the fulfilment's change
        salesOrderAuditOp(audit, order, next, now, 'salesFulfilmentSave'),
      ];
    },
  });
  return written as unknown as SalesOrderRecord;
}

/** Completes a save recorded as pending; a step refused (422) drops what is left of it, then the refusal is answered. */
async function completePending(audit: AuditContext, order: SalesOrderRecord, now: Date): Promise<SalesOrderRecord> {
  const { companyId } = audit;
  const pending = order.pendingFulfilment!;
  const left = pending.lines.filter((l) => !pending.applied.includes(l.lineId));
  let latest = order;
  try {
    for (const step of await planSteps(order, left)) {
      try {
        latest = await applyStep(audit, order.orderId, pending.saveId, step, true, now);
      } catch (err) {
        if (!(err instanceof StepAlreadyApplied)) throw err;
      }
    }
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 422) await dropPending(companyId, order.orderId, pending.saveId);
    throw err;
  }
  return (await getSalesOrder(companyId, order.orderId)) ?? latest;
}

async function dropPending(companyId: string, orderId: number, saveId: string): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const order = await requireOrder(companyId, orderId);
    if (order.pendingFulfilment?.saveId !== saveId) return;
    const { pendingFulfilment: _dropped, ...rest } = order;
    try {
      await transact([putSalesOrderOp({ ...rest, version: order.version + 1 }, order.version)]);
      return;
    } catch (err) {
      if (!isConditionFailed(err, 'order')) throw err;
    }
  }
}

/** Reads the order, completing a pending save first: what every fulfilment or return works on. */
async function settledOrder(
  audit: AuditContext,
  orderId: number,
  now: Date,
): Promise<{ order: SalesOrderRecord; completed?: PendingFulfilment }> {
  const order = await requireOrder(audit.companyId, orderId);
  if (!order.pendingFulfilment) return { order };
  return { order: await completePending(audit, order, now), completed: order.pendingFulfilment };
}

/** `POST sales-orders/fulfillment/save`: all lines or none as the user sees it (see the file's header for large saves). */
export async function saveFulfilment(audit: AuditContext, input: FulfilmentSaveInput, now = new Date()): Promise<FulfilmentSaved> {
  const { companyId } = audit;
  const settled = await settledOrder(audit, input.orderId, now);
  let order = settled.order;
  if (order.closedAs) throw conflict(M.orderEnded(order.closedAs));
  if (!order.fulfilWarehouseId) throw unprocessable(M.assignWarehouseFirst);
  if (settled.completed) {
    const asked = input.items.filter((i) => i.quantity > 0);
    const retried = settled.completed.lines.map((l) => ({ ...l, itemId: order.lines.find((x) => x.lineId === l.lineId)!.itemId }));
    const same = sameSave(
      retried.map(({ lineId, quantity, lotSeq }) => ({ lineId, quantity, ...(lotSeq === undefined ? {} : { lotSeq }) })),
      asked.map((a) => ({
        lineId: order.lines.find((l) => l.itemId === a.item_id)?.lineId ?? 0,
        quantity: a.quantity,
        ...(a.batchNumber ? { lotSeq: Number(a.batchNumber.slice(4)) } : {}),
      })),
    );
    if (same) return fulfilAnswer(order);
  }
  const lines = await checkSave(order, input);
  const steps = await planSteps(order, lines);
  const saveId = ulid();
  if (steps.length === 1) return fulfilAnswer(await applyStep(audit, order.orderId, saveId, steps[0], false, now));
  // too large for one transaction: record the whole save on the order, then apply it step by step
  try {
    await transact([
      putSalesOrderOp(
        { ...order, pendingFulfilment: { saveId, createdAt: now.toISOString(), lines, applied: [] }, version: order.version + 1 },
        order.version,
      ),
    ]);
  } catch (err) {
    if (isConditionFailed(err, 'order')) throw conflict(M.salesOrderBusy);
    throw err;
  }
  order = await completePending(audit, await requireOrder(companyId, order.orderId), now);
  return fulfilAnswer(order);
}

/** The Ship tab: the order's fulfilments, newest first. */
export async function salesShipments(companyId: string, query: { orderId: number; limit: number; cursor?: string }) {
  await requireOrder(companyId, query.orderId);
  const { items, nextCursor } = await listSalesShipments(companyId, query.orderId, query);
  const rows: SalesShipment[] = items.map((s) => ({
    shipment_id: String(s.shipmentSeq),
    created_at: s.createdAt,
    warehouse_id: s.warehouseId,
    warehouse_name: s.warehouseName,
    total_quantity: s.lines.reduce((n, l) => n + l.quantity, 0),
    total_cost: fromCents(s.lines.reduce((n, l) => n + l.lots.reduce((m, lot) => m + lot.quantity * lot.unitCostCents, 0), 0)),
    items: s.lines.map((l) => ({
      sales_order_item_id: l.lineId,
      item_id: l.itemId,
      item_name: l.itemName,
      sku: l.sku,
      quantity: l.quantity,
      lots: l.lots.map((lot) => ({
        stock_id: String(lot.lotSeq),
        batch_number: lot.batch,
        purchase_order_number: lot.poNumber ?? null,
        quantity: lot.quantity,
        unit_cost: fromCents(lot.unitCostCents),
      })),
    })),
  }));
  return { rows, nextCursor };
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
      const creditsCents = returnCreditsCents(
        order,
        lines.map(({ r, cogs }) => ({ lineId: cogs.lineId, quantity: r.to_return_quantity })),
      );
      const credits = lines.map(({ r, cogs }, i) => ({ r, cogs, creditCents: creditsCents[i]! }));
      const returned = (l: SalesOrderLine) =>
        credits.filter((c) => c.cogs.lineId === l.lineId).reduce((n, c) => n + c.r.to_return_quantity, 0);
      const next: SalesOrderRecord = {
        ...order,
        returnedCents: order.returnedCents + credits.reduce((n, c) => n + c.creditCents, 0),
        lines: order.lines.map((l) => ({ ...l, returnedQuantity: l.returnedQuantity + returned(l) })),
        version: order.version + 1,
      };
      written = next;
      const owedBefore = amountOwedCents(order.totalCents, order.returnedCents, order.paidCents);
      const owedAfter = amountOwedCents(next.totalCents, next.returnedCents, next.paidCents);
      const finance: FinanceDelta[] = [{ date: order.orderDate, field: 'receivable', cents: owedAfter - owedBefore }];
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
        salesOrderAuditOp(audit, order, next, now),
      ];
    },
  });
  const order = written as unknown as SalesOrderRecord;
  return {
    message: M.returnsSubmitted,
    returned_credit: fromCents(order.returnedCents),
    amount_due: fromCents(amountOwedCents(order.totalCents, order.returnedCents, order.paidCents)),
  };
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

// ───────────────────────────── corrections: cancel, close, void (CORRECTIONS.md "Inventory") ─────────────────────────────

/** Sales orders in the one order lifecycle (./order-lifecycle.ts): delivered is what is done, owed is receivable. */
const salesKind: EditableKind<SalesOrderRecord, SalesOrderLine> = {
  read: (companyId, orderId) => requireOrder(companyId, orderId),
  put: putSalesOrderOp,
  entry: (audit, before, after, now) => salesOrderAuditOp(audit, before, after, now),
  // what will no longer ship leaves the warehouse's committed (data/reorder.ts)
  projection: (before, after) => salesProjection(before, after),
  invoiceClaim: (order) => salesInvoiceKeys.claim(order.companyId, order.orderId),
  owedField: 'receivable',
  openCounter: 'to_ship',
  doneOfLine: (line) => line.deliveredQuantity,
  done: (order) => order.deliveredQuantity,
  // a fulfilment written in steps locks the order until its last step
  busy: (order) => Boolean(order.pendingFulfilment),
  busyMessage: M.salesOrderBusy,
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

/** The ledger's receivable of the order's day follows what is owed on it. */
const receivableDelta = (before: SalesOrderRecord, after: SalesOrderRecord): FinanceDelta => owedDelta(salesKind, before, after);

/**
 * `POST sales-orders/cancel` (./order-lifecycle.ts cancelOrder): only while nothing is fulfilled, returned or paid
 * and no invoice exists; it leaves To Ship and what is receivable.
 */
export async function cancelSalesOrder(audit: AuditContext, input: EndSalesOrderInput, now = new Date()) {
  const next = await cancelOrder(salesKind, audit, input.salesOrderId, input.reason, now);
  return { message: M.salesOrderCancelled, ...salesOrderSummaryOf(next) };
}

/**
 * `POST sales-orders/close` (./order-lifecycle.ts closeOrder): a partly fulfilled order whose rest will not ship;
 * each line drops to what was delivered, the receivable follows, it leaves To Ship.
 */
export async function closeSalesOrder(audit: AuditContext, input: EndSalesOrderInput, now = new Date()) {
  const next = await closeOrder(salesKind, audit, input.salesOrderId, input.reason, now);
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
  const next = await editOrder(
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
  const { companyId } = audit;
  return voidOrderPayment<SalesOrderRecord>({
    audit,
    paymentId: input.paymentId,
    reason: input.reason,
    now,
    label: (order) => SO(order.orderId),
    read: () => requireOrder(companyId, input.salesOrderId),
    getPayment: (order) => getSalesPayment(companyId, order.orderId, input.paymentId),
    paymentKey: (order) => imsKeys.salesPayment(companyId, order.orderId, input.paymentId),
    referenceKey: (order, reference) => imsKeys.salesPaymentRef(companyId, order.orderId, reference),
    putOrder: putSalesOrderOp,
    // the ledger: no longer received on the payment's day, receivable again on the order's day
    ledger: (order, next, payment) =>
      ledgerOps(companyId, {
        finance: [{ date: payment.createdAt.slice(0, 10), field: 'received', cents: -payment.amountCents }, receivableDelta(order, next)],
      }),
  });
}
