/**
 * Fulfilment of sales orders (INVENTORY.md "Sales orders"): the lines to fulfil with their open lots, and the save
 * from lots (oldest first or as picked) with COGS rows, applied in one transaction when it fits and in steps
 * otherwise (see ./sales-orders.ts's header), and the shipments list.
 */
import { ulid } from 'ulid';
import { fromCents } from '../../../shared/domain/money.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { fulfilmentStatus, parseOrderNumber, returnCreditsCents, takeFromLots } from '../../../shared/inventory/rules.ts';
import type {
  FulfilmentItem,
  FulfilmentItemsQuery,
  FulfilmentSaved,
  FulfilmentSaveInput,
  SalesShipment,
} from '../../../shared/inventory/sales-orders.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { isConditionFailed, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/errors.ts';
import { type AuditContext } from '../../lib/audit.ts';
import { monthlyOps } from '../../insights/monthly.ts';
import { monthAt, saleMoves } from '../data/insights.ts';
import { ledgerOps } from '../data/ledger.ts';
import { getPurchaseOrder } from '../data/purchase-orders.ts';
import { getSalesOrder, listSalesShipments, putSalesOrderOp } from '../data/sales-orders.ts';
import { getLots, listOpenLots, type ItemStockPlan } from '../data/stock.ts';
import { getWarehouse } from '../data/warehouses.ts';
import * as imsKeys from '../keys.ts';
import {
  salesCogsToItem,
  salesShipmentToItem,
  warehouseStockFromItem,
  type PendingFulfilment,
  type SalesCogsRecord,
  type SalesOrderLine,
  type SalesOrderRecord,
} from '../records.ts';
import { changeStock, type StockChange } from './stock.ts';

import { MAX_ATTEMPTS, SO, isFulfilled, requireOrder, salesOrderAuditOp } from './sales-order-view.ts';

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

/**
 * Items one transaction may hold, and what a fulfilment step needs besides its lines (order, shipment, warehouse,
 * counters, and the insights' month items of the warehouse and the customer).
 */
const TRANSACTION_ITEMS = 100;
const STEP_FIXED_ITEMS = 6;
/** A line's items: its item, movement, stock row and insights month item, and per lot the lot and a COGS row. */
const lineItems = (lots: number) => 4 + 2 * lots;

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
        ...monthlyOps(companyId, saleMoves(fulfilledFigures(order, step, cogs, warehouseId), monthAt(now))),
        // a step completed while a return settles the order is still the fulfilment's change
        salesOrderAuditOp(audit, order, next, now, 'salesFulfilmentSave'),
      ];
    },
  });
  return written as unknown as SalesOrderRecord;
}

/**
 * What a step's lines sold (insights): each line's units at its exact net unit price, worth counted cumulatively as a
 * return credits it (returnCreditsCents over the units delivered), so a line delivered in full is worth its share of
 * the order's total and a later return of it takes back exactly what it credits; their cost is the COGS rows'.
 */
export function fulfilledFigures(
  order: SalesOrderRecord,
  step: ReadonlyArray<Pick<SaveLine, 'lineId' | 'quantity'>>,
  cogs: readonly SalesCogsRecord[],
  warehouseId: string,
) {
  const worth = returnCreditsCents(
    { totalCents: order.totalCents, lines: order.lines.map((l) => ({ ...l, returnedQuantity: l.deliveredQuantity })) },
    step.map((s) => ({ lineId: s.lineId, quantity: s.quantity })),
  );
  return step.map((s, i) => ({
    warehouseId,
    itemId: order.lines.find((l) => l.lineId === s.lineId)!.itemId,
    customerId: order.customerId,
    salesCents: worth[i]!,
    cogsCents: cogs.filter((c) => c.lineId === s.lineId).reduce((n, c) => n + c.quantity * c.unitCostCents, 0),
    qty: s.quantity,
  }));
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
export async function settledOrder(
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
