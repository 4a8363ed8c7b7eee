/**
 * Draft purchase orders (access patterns: ../README.md "Draft purchase orders and replenishment"): the pointer of a
 * (supplier, warehouse) pair to its open draft, and the draft header's own writes. A draft is a purchase order header
 * (`PO#<number>`, status index `POSTATUS#Draft`) with nothing else: no date entry, no ledger, no references.
 */
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import * as imsKeys from '../keys.ts';
import { purchaseOrderFromItem, purchaseOrderToItem, type PurchaseOrderRecord } from '../records.ts';

export interface DraftPair {
  supplierId: string;
  warehouseId: string;
}

export const pairKey = (p: DraftPair) => `${p.supplierId}#${p.warehouseId}`;

/** The open draft of a pair (its order number), read consistently, or null. */
export async function openDraftOf(companyId: string, pair: DraftPair): Promise<number | null> {
  const item = await getItem(imsKeys.openDraftPointer(companyId, pair.supplierId, pair.warehouseId), { consistent: true });
  return item ? Number(item.orderId) : null;
}

/** An open draft as the replenishment list shows it: its number, and the units of each item it holds. */
export interface OpenDraft {
  orderId: number;
  quantities: ReadonlyMap<string, number>;
}

/**
 * The open drafts of the pairs of a page, with what each holds (one BatchGetItem of the pointers, one of the drafts):
 * pair key → draft. A pointer whose order is gone or placed (never left by this code) names no draft.
 */
export async function openDraftsOf(companyId: string, pairs: readonly DraftPair[]): Promise<Map<string, OpenDraft>> {
  const unique = [...new Map(pairs.map((p) => [pairKey(p), p] as const)).values()];
  if (unique.length === 0) return new Map();
  const pointers = await batchGetItems(unique.map((p) => imsKeys.openDraftPointer(companyId, p.supplierId, p.warehouseId)));
  const ids = [...new Set(pointers.map((i) => Number(i.orderId)))];
  const orders = new Map(
    (await batchGetItems(ids.map((id) => imsKeys.purchaseOrder(companyId, id))))
      .map(purchaseOrderFromItem)
      .filter((o) => o.draft)
      .map((o) => [o.orderId, o] as const),
  );
  const drafts = new Map<string, OpenDraft>();
  for (const pointer of pointers) {
    const order = orders.get(Number(pointer.orderId));
    if (!order) continue;
    const quantities = new Map<string, number>();
    for (const line of order.lines) quantities.set(line.itemId, (quantities.get(line.itemId) ?? 0) + line.quantity);
    drafts.set(`${String(pointer.supplierId)}#${String(pointer.warehouseId)}`, { orderId: order.orderId, quantities });
  }
  return drafts;
}

/**
 * Claims the pair's pointer for a new draft (label `pointer`): only while the pair has none, or still names `stale`
 * (a draft that is gone), so two requests racing for the same pair make one draft.
 */
export function claimDraftPointerOp(companyId: string, pair: DraftPair, orderId: number, stale: number | null): TransactOp {
  return {
    label: 'pointer',
    Put: {
      Item: { ...imsKeys.openDraftPointer(companyId, pair.supplierId, pair.warehouseId), ...pair, orderId },
      ConditionExpression: stale === null ? 'attribute_not_exists(pk)' : '#order = :stale',
      ...(stale === null ? {} : { ExpressionAttributeNames: { '#order': 'orderId' }, ExpressionAttributeValues: { ':stale': stale } }),
    },
  };
}

/** The pair's pointer still names this draft (label `pointer`): lines added to a draft that is still the open one. */
export function draftPointerCheckOp(companyId: string, pair: DraftPair, orderId: number): TransactOp {
  return {
    label: 'pointer',
    ConditionCheck: {
      Key: imsKeys.openDraftPointer(companyId, pair.supplierId, pair.warehouseId),
      ConditionExpression: '#order = :order',
      ExpressionAttributeNames: { '#order': 'orderId' },
      ExpressionAttributeValues: { ':order': orderId },
    },
  };
}

/** Frees the pair once its draft is placed or deleted, unless the pointer names another draft (label `pointer`). */
export function releaseDraftPointerOp(companyId: string, pair: DraftPair, orderId: number): TransactOp {
  return {
    label: 'pointer',
    Delete: {
      Key: imsKeys.openDraftPointer(companyId, pair.supplierId, pair.warehouseId),
      ConditionExpression: 'attribute_not_exists(pk) OR #order = :order',
      ExpressionAttributeNames: { '#order': 'orderId' },
      ExpressionAttributeValues: { ':order': orderId },
    },
  };
}

/** A new draft's header (label `order`: a number nobody else holds). */
export const putNewDraftOp = (order: PurchaseOrderRecord): TransactOp => ({
  label: 'order',
  Put: { Item: purchaseOrderToItem(order), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** Deletes a draft as it was read (label `order`: placed, edited or deleted meanwhile). */
export const deleteDraftOp = (order: PurchaseOrderRecord): TransactOp => ({
  label: 'order',
  Delete: {
    Key: imsKeys.purchaseOrder(order.companyId, order.orderId),
    ConditionExpression: '#version = :read AND #draft = :yes',
    ExpressionAttributeNames: { '#version': 'version', '#draft': 'draft' },
    ExpressionAttributeValues: { ':read': order.version, ':yes': true },
  },
});
