/**
 * Draft purchase orders (AUTOMATION.md "Replenishment"): Create draft orders (one draft per supplier and warehouse,
 * added to the pair's open draft), editing a draft's lines, Place order and Delete draft. A draft is the order header
 * and its lines only: no date entry, no ledger (payable, To Receive), no supplier / warehouse / item references and no
 * on-order figure, so it counts nowhere until it is placed; Place order then writes what `purchase-order/add` writes.
 */
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { changesBetween, created, removed } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import * as M from '../../../shared/inventory/messages.ts';
import {
  MAX_DRAFT_LINES,
  type CreateDraftOrdersInput,
  type DraftOrderLineInput,
  type DraftOrderSaved,
  type DraftOrdersSaved,
  type OrderPlaced,
} from '../../../shared/inventory/purchase-drafts.ts';
import { MAX_ORDER_QUANTITY, type OrderUpdated, type UpdatePurchaseOrderInput } from '../../../shared/inventory/purchase-orders.ts';
import { toppedUp } from '../../../shared/inventory/replenishment.ts';
import { orderNumber, orderTotals } from '../../../shared/inventory/rules.ts';
import type { AuditContext } from '../../lib/audit.ts';
import { isConditionFailed, mapConditionFailed, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import * as imsKeys from '../keys.ts';
import { orderItemRefs } from '../data/catalogue.ts';
import { ledgerOps } from '../data/ledger.ts';
import { getPartner, partnerOrderRef } from '../data/partners.ts';
import {
  claimDraftPointerOp,
  deleteDraftOp,
  draftPointerCheckOp,
  openDraftOf,
  pairKey,
  putNewDraftOp,
  releaseDraftPointerOp,
  type DraftPair,
} from '../data/purchase-drafts.ts';
import { allocatePurchaseOrderId, getPurchaseOrder, putPurchaseOrderOp } from '../data/purchase-orders.ts';
import { projectionOps } from '../data/reorder.ts';
import { getWarehouse, warehouseOrderRef } from '../data/warehouses.ts';
import type { ItemRecord, PartnerRecord, PurchaseOrderLine, PurchaseOrderRecord, WarehouseRecord } from '../records.ts';
import { editedLines, newItemIds, orderItemsById, orderReferenceConflicts, refuseArchivedItems } from './order-common.ts';
import { purchaseProjection } from './projection.ts';
import { purchaseEditSnapshot, purchaseOrderAuditOp, purchaseOrderSnapshot } from './purchase-orders.ts';

const MAX_ATTEMPTS = 8;
/** Pairs of one Create draft orders request: each is 3 items of its one transaction (header, pointer, entry). */
export const MAX_DRAFT_PAIRS = 30;
const PO = (orderId: number) => orderNumber('PO', orderId);

/** The request's lines by (supplier, warehouse), in the order the pairs first appear. */
function groupByPair(lines: readonly DraftOrderLineInput[]): Array<{ pair: DraftPair; lines: DraftOrderLineInput[] }> {
  const groups = new Map<string, { pair: DraftPair; lines: DraftOrderLineInput[] }>();
  for (const line of lines) {
    const pair = { supplierId: line.supplierId, warehouseId: line.warehouseId };
    const group = groups.get(pairKey(pair)) ?? { pair, lines: [] };
    group.lines.push(line);
    groups.set(pairKey(pair), group);
  }
  return [...groups.values()];
}

/** A draft's lines priced and totalled: each line at its unit price less its discount, the order's discount on top. */
function withTotals(
  order: PurchaseOrderRecord,
  lines: ReadonlyArray<Omit<PurchaseOrderLine, 'lineId' | 'totalCents'>>,
): PurchaseOrderRecord {
  if (lines.length > MAX_DRAFT_LINES) throw unprocessable(M.draftTooManyLines(MAX_DRAFT_LINES));
  if (lines.some((l) => l.quantity > MAX_ORDER_QUANTITY)) throw badRequest(M.orderQuantityInvalid);
  const totals = orderTotals(
    lines.map((l) => ({ quantity: l.quantity, unitPriceCents: l.unitCents, discountPercent: l.discount })),
    order.discount,
  );
  return {
    ...order,
    lines: lines.map((l, i) => ({ ...l, lineId: i + 1, totalCents: totals.lineTotalsCents[i] })),
    subtotalCents: totals.subtotalCents,
    totalCents: totals.totalCents,
    orderedQuantity: lines.reduce((n, l) => n + l.quantity, 0),
  };
}

/**
 * The draft with the request's lines: an item already on it is topped up to the quantity asked for (never added to
 * again: issue 31), a new item gets a new line.
 */
function addLines(draft: PurchaseOrderRecord, lines: readonly DraftOrderLineInput[], items: ReadonlyMap<string, ItemRecord>) {
  const merged = draft.lines.map((l) => ({ ...l }));
  for (const line of lines) {
    const existing = merged.find((l) => l.itemId === line.itemId);
    if (existing) {
      existing.quantity = toppedUp(existing.quantity, line.quantity);
      continue;
    }
    const item = items.get(line.itemId)!;
    merged.push({
      lineId: 0,
      itemId: item.itemId,
      itemName: item.name,
      sku: item.sku,
      quantity: line.quantity,
      receivedQuantity: 0,
      returnedQuantity: 0,
      unitCents: item.purchaseCents,
      discount: 0,
      totalCents: 0,
    });
  }
  return withTotals(
    draft,
    merged.map(({ lineId: _lineId, totalCents: _totalCents, ...rest }) => rest),
  );
}

interface PairPlan {
  pair: DraftPair;
  lines: DraftOrderLineInput[];
  supplier: PartnerRecord;
  warehouse: WarehouseRecord;
}

/**
 * `POST replenishment/draft-orders`: checks every supplier, warehouse and item first (404 / 409 archived / 422 no
 * purchase price), then writes every pair's draft in ONE transaction: a pair with an open draft has its lines topped up
 * to the quantities asked for, never added to again (conditioned on the draft's version and on the pair's pointer still naming it), a pair without one gets a new
 * draft and claims the pointer (`attribute_not_exists`). Two requests racing for a pair: one claims it, the other's
 * condition fails and it plans again, adding to that draft, so a pair never has two drafts. Drafts and pointers are
 * keyed by the caller's company: another company's draft is never found, so never merged.
 */
export async function createDraftOrders(audit: AuditContext, input: CreateDraftOrdersInput, now = new Date()): Promise<DraftOrdersSaved> {
  const { companyId } = audit;
  const groups = groupByPair(input.lines);
  if (groups.length > MAX_DRAFT_PAIRS) throw badRequest(`At most ${MAX_DRAFT_PAIRS} supplier and warehouse pairs can be ordered at once`);
  const supplierIds = [...new Set(groups.map((g) => g.pair.supplierId))];
  const warehouseIds = [...new Set(groups.map((g) => g.pair.warehouseId))];
  const [suppliers, warehouses, items] = await Promise.all([
    Promise.all(supplierIds.map((id) => getPartner(companyId, 'supplier', id))),
    Promise.all(warehouseIds.map((id) => getWarehouse(companyId, id))),
    orderItemsById(companyId, [...new Set(input.lines.map((l) => l.itemId))]),
  ]);
  if (suppliers.some((s) => !s)) throw notFound(M.supplierNotFound);
  if (warehouses.some((w) => !w)) throw notFound(M.warehouseNotFound);
  refuseArchivedItems(items);
  if ([...items.values()].some((item) => item.purchaseCents <= 0)) throw unprocessable(M.fillItemDetails);
  const plans: PairPlan[] = groups.map((g) => ({
    ...g,
    supplier: suppliers[supplierIds.indexOf(g.pair.supplierId)]!,
    warehouse: warehouses[warehouseIds.indexOf(g.pair.warehouseId)]!,
  }));

  // numbers taken for new drafts, kept across attempts (a pair that turns out to have a draft leaves its number unused)
  const numbers = new Map<string, number>();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const ops: TransactOp[] = [];
    const saved: DraftOrderSaved[] = [];
    for (const plan of plans) {
      const key = pairKey(plan.pair);
      const openId = await openDraftOf(companyId, plan.pair);
      const open = openId === null ? null : await getPurchaseOrder(companyId, openId);
      let next: PurchaseOrderRecord;
      if (open?.draft) {
        next = { ...addLines(open, plan.lines, items), version: open.version + 1 };
        const changes = changesBetween(purchaseEditSnapshot(open), purchaseEditSnapshot(next));
        // every line already holds what is asked: nothing to write (the same request twice orders once)
        if (changes.length === 0) next = open;
        else
          ops.push(
            putPurchaseOrderOp(next, open.version),
            draftPointerCheckOp(companyId, plan.pair, open.orderId),
            purchaseOrderAuditOp(audit, next, changes, now),
          );
      } else {
        const orderId = numbers.get(key) ?? (await allocatePurchaseOrderId(companyId));
        numbers.set(key, orderId);
        next = addLines(newDraft(companyId, orderId, plan, now), plan.lines, items);
        ops.push(
          putNewDraftOp(next),
          // a pointer that names an order no longer a draft is stale (never left by this code): taken over
          claimDraftPointerOp(companyId, plan.pair, orderId, openId),
          purchaseOrderAuditOp(audit, next, created(purchaseOrderSnapshot(next)), now),
        );
      }
      saved.push({
        purchase_order_id: next.orderId,
        order_number: PO(next.orderId),
        supplier_id: plan.supplier.partnerId,
        supplier_name: next.supplierName,
        warehouse_id: plan.warehouse.warehouseId,
        warehouse_name: next.warehouseName,
        lines: plan.lines.length,
        created: !open?.draft,
      });
    }
    try {
      if (ops.length > 0) await transact(ops);
      return { message: M.draftsSaved, orders: saved };
    } catch (err) {
      // another request made or changed one of these drafts meanwhile: read the pairs again
      if (isConditionFailed(err, 'pointer') || isConditionFailed(err, 'order')) continue;
      throw err;
    }
  }
  throw conflict('These draft orders are changing right now: please try again');
}

function newDraft(companyId: string, orderId: number, plan: PairPlan, now: Date): PurchaseOrderRecord {
  return {
    companyId,
    orderId,
    supplierId: plan.supplier.partnerId,
    supplierName: plan.supplier.name,
    warehouseId: plan.warehouse.warehouseId,
    warehouseName: plan.warehouse.name,
    discount: 0,
    subtotalCents: 0,
    totalCents: 0,
    orderedQuantity: 0,
    receivedQuantity: 0,
    paidCents: 0,
    returnedCents: 0,
    lines: [],
    orderDate: isoDateOf(now),
    createdAt: now.toISOString(),
    version: 1,
    draft: true,
  };
}

/**
 * `POST purchase-order/update` of a draft (./purchase-orders.ts updatePurchaseOrder hands drafts here): its lines and
 * its discount, checked as on add; its supplier and warehouse stay (the pair's pointer names the draft: 400 otherwise).
 * Only the header and the entry are written (a draft counts nowhere), conditioned on the version the client read.
 */
export async function updateDraftOrder(
  audit: AuditContext,
  input: UpdatePurchaseOrderInput,
  order: PurchaseOrderRecord,
  now = new Date(),
): Promise<OrderUpdated> {
  const { companyId } = audit;
  if ((input.supplierId ?? order.supplierId) !== order.supplierId || (input.warehouseId ?? order.warehouseId) !== order.warehouseId)
    throw badRequest(M.draftPairFixed);
  if (order.version !== input.version) throw conflict(CORRECTION_MESSAGES.staleVersion);
  const wanted = input.orderItems ?? order.lines.map((l) => ({ item_id: l.itemId, quantity: l.quantity, discount: l.discount }));
  if (wanted.length > MAX_DRAFT_LINES) throw unprocessable(M.draftTooManyLines(MAX_DRAFT_LINES));
  const added = newItemIds(order.lines, wanted);
  const items = added.length ? await orderItemsById(companyId, added) : new Map<string, ItemRecord>();
  refuseArchivedItems(items);
  if ([...items.values()].some((item) => item.purchaseCents <= 0)) throw unprocessable(M.fillItemDetails);
  const discount = input.totalDiscount ?? order.discount;
  const next: PurchaseOrderRecord = {
    ...order,
    discount,
    ...editedLines(order.lines, wanted, discount, (w) => {
      const item = items.get(w.item_id)!;
      return {
        itemId: item.itemId,
        itemName: item.name,
        sku: item.sku,
        receivedQuantity: 0,
        returnedQuantity: 0,
        unitCents: item.purchaseCents,
      };
    }),
    version: order.version + 1,
  };
  const changes = changesBetween(purchaseEditSnapshot(order), purchaseEditSnapshot(next));
  if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
  try {
    await transact([putPurchaseOrderOp(next, input.version), purchaseOrderAuditOp(audit, next, changes, now)]);
  } catch (err) {
    throw mapConditionFailed(err, { order: conflict(CORRECTION_MESSAGES.staleVersion) });
  }
  return { message: M.purchaseOrderUpdated, version: next.version };
}

/** A draft by number: 404 unknown (or another company's), 409 placed already. */
async function requireDraft(companyId: string, orderId: number): Promise<PurchaseOrderRecord> {
  const order = await getPurchaseOrder(companyId, orderId);
  if (!order) throw notFound(M.purchaseOrderNotFound);
  if (!order.draft) throw conflict(M.alreadyPlaced);
  return order;
}

/**
 * `POST purchase-order/place`: the draft becomes an order as `purchase-order/add` writes one, in one transaction: the
 * header (status Pending, conditioned on the draft's version: an edit or a second Place that won the race makes it read
 * again, and the second Place then answers 409), its date entry, the supplier, warehouse and item references (a
 * supplier, warehouse or item gone meanwhile is 404 / 409), the payable of its order date and To Receive, each line's
 * on order (the projected quantity and the below-min index: ../data/reorder.ts), the pair's pointer freed (the next
 * Create draft orders makes a new draft) and the entry. The order keeps its number, its prices and its order date (the
 * day the draft was made: numbers follow dates, which the reports' date ranges rely on).
 */
export async function placePurchaseOrder(audit: AuditContext, orderId: number, now = new Date()): Promise<OrderPlaced> {
  const { companyId } = audit;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const draft = await requireDraft(companyId, orderId);
    if (draft.lines.length === 0) throw unprocessable(M.addPurchaseItems);
    const { draft: _draft, ...rest } = draft;
    const placed: PurchaseOrderRecord = { ...rest, version: draft.version + 1 };
    const ops: TransactOp[] = [
      putPurchaseOrderOp(placed, draft.version),
      {
        label: 'date',
        Put: {
          Item: { ...imsKeys.purchaseOrderByDate(companyId, placed.orderDate, placed.orderId), orderId: placed.orderId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      partnerOrderRef(companyId, 'supplier', placed.supplierId),
      warehouseOrderRef(companyId, placed.warehouseId),
      ...orderItemRefs(
        companyId,
        placed.lines.map((l) => l.itemId),
      ),
      // the ledger: owed on the order's day, one more order to receive (as purchase-order/add)
      ...ledgerOps(companyId, {
        finance: [{ date: placed.orderDate, field: 'payable', cents: placed.totalCents }],
        counters: { to_receive: 1 },
      }),
      // on order: the draft counted nowhere, the placed order's lines are all to receive
      ...(await projectionOps(companyId, purchaseProjection(draft, placed), now)),
      releaseDraftPointerOp(companyId, placed, placed.orderId),
      purchaseOrderAuditOp(audit, placed, changesBetween(purchaseOrderSnapshot(draft), purchaseOrderSnapshot(placed)), now),
    ];
    try {
      await transact(ops);
      return { message: M.orderPlaced, purchase_order_id: placed.orderId, order_number: PO(placed.orderId), status: 'Pending' };
    } catch (err) {
      const mapped = mapConditionFailed(err, orderReferenceConflicts(notFound(M.supplierNotFound)));
      if (mapped !== err) throw mapped;
      // the draft changed (an edit, a Place that won) or a stock figure moved since it was read: read everything again
      if (isConditionFailed(err)) continue;
      throw err;
    }
  }
  throw conflict('This order is changing right now: please try again');
}

/**
 * `DELETE purchase-order/delete?id=` (owner): drafts only (a placed order is 400: cancel it instead). The header goes,
 * conditioned on the version read, with the pair's pointer and the entry; nothing else was ever written for it.
 */
export async function deleteDraftOrder(audit: AuditContext, orderId: number, now = new Date()): Promise<{ message: string }> {
  const { companyId } = audit;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const order = await getPurchaseOrder(companyId, orderId);
    if (!order) throw notFound(M.purchaseOrderNotFound);
    if (!order.draft) throw badRequest(M.onlyDraftsDeleted);
    try {
      await transact([
        deleteDraftOp(order),
        releaseDraftPointerOp(companyId, order, order.orderId),
        purchaseOrderAuditOp(audit, order, removed(purchaseOrderSnapshot(order)), now),
      ]);
      return { message: M.draftDeleted };
    } catch (err) {
      if (isConditionFailed(err, 'order')) continue;
      throw err;
    }
  }
  throw conflict('This order is changing right now: please try again');
}
