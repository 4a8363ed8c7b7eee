/**
 * The replenishment screen (AUTOMATION.md "Replenishment"): what is below its reorder point, read from the maintained
 * below-min index (../data/reorder.ts listBelowMin: one Query, rows in supplier, warehouse, item order), with names of
 * today, the suggested quantity, what the pair's open draft holds already and what is still to order, and the sidebar badge's count (the warehouses' maintained below-min counts, summed).
 */
import { orderNumber } from '../../../shared/inventory/rules.ts';
import type { ReplenishmentRow, ReplenishmentSummary } from '../../../shared/inventory/purchase-drafts.ts';
import { stillToOrder, suggestedQuantity } from '../../../shared/inventory/replenishment.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import * as imsKeys from '../keys.ts';
import { openDraftsOf, pairKey } from '../data/purchase-drafts.ts';
import { countBelowMin, listBelowMin } from '../data/reorder.ts';
import { getWarehouses } from '../data/warehouses.ts';
import { isUlid } from '../records.ts';

/** Names of a page's items, suppliers and warehouses (one BatchGetItem each, bounded by the page). */
export async function namesOf(companyId: string, itemIds: string[], supplierIds: string[], warehouseIds: string[]) {
  const unique = (ids: string[]) => [...new Set(ids)].filter(isUlid);
  const [items, suppliers, warehouses] = await Promise.all([
    batchGetItems(unique(itemIds).map((id) => imsKeys.item(companyId, id))),
    batchGetItems(unique(supplierIds).map((id) => imsKeys.partner(companyId, 'supplier', id))),
    getWarehouses(companyId, warehouseIds),
  ]);
  return {
    items: new Map(items.map((i) => [String(i.itemId), { name: String(i.name), sku: String(i.sku) }] as const)),
    suppliers: new Map(suppliers.map((s) => [String(s.partnerId), String(s.name)] as const)),
    warehouses: new Map(warehouses.map((w) => [w.warehouseId, w.name] as const)),
  };
}

/** `GET replenishment`: one page of the below-min rows, grouped by supplier and warehouse (the index's order). */
export async function replenishmentList(
  companyId: string,
  page: { limit: number; cursor?: string },
): Promise<{ rows: ReplenishmentRow[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await listBelowMin(companyId, page);
  const [names, drafts] = await Promise.all([
    namesOf(
      companyId,
      rows.map((r) => r.itemId),
      rows.map((r) => r.supplierId),
      rows.map((r) => r.warehouseId),
    ),
    openDraftsOf(companyId, rows),
  ]);
  return {
    rows: rows.map((r) => {
      const draft = drafts.get(pairKey(r));
      const draftId = draft?.orderId ?? null;
      const suggested = suggestedQuantity({ projected: r.projected, min: r.min, max: r.max, multiple: r.multiple });
      const inDraft = draft?.quantities.get(r.itemId) ?? 0;
      return {
        item_id: r.itemId,
        item_name: names.items.get(r.itemId)?.name ?? '',
        sku: names.items.get(r.itemId)?.sku ?? '',
        warehouse_id: r.warehouseId,
        warehouse_name: names.warehouses.get(r.warehouseId) ?? '',
        supplier_id: r.supplierId,
        supplier_name: names.suppliers.get(r.supplierId) ?? '',
        on_hand: r.onHand,
        on_order: r.onOrder,
        committed: r.committed,
        projected: r.projected,
        min: r.min,
        max: r.max,
        multiple: r.multiple,
        lead_time_days: r.leadTimeDays,
        suggested_quantity: suggested,
        below_min_since: r.belowMinSince,
        draft_order_id: draftId,
        draft_order_number: draftId === null ? null : orderNumber('PO', draftId),
        draft_quantity: inDraft,
        to_order: stillToOrder(suggested, inDraft),
      };
    }),
    nextCursor: nextCursor ?? null,
  };
}

/** `GET replenishment/summary`: the sidebar badge (one Query of the company's warehouse rows, their `belowMin` summed). */
export async function replenishmentSummary(companyId: string): Promise<ReplenishmentSummary> {
  return { below_min: await countBelowMin(companyId) };
}
