/**
 * Reorder rules (AUTOMATION.md "Replenishment"): `POST reorder-rules` sets or replaces a pair's rule, `GET
 * reorder-rules?itemId=` answers the item's pairs with their figures and rules (the item page's editor).
 */
import { changesBetween, created } from '../../../shared/audit/changes.ts';
import * as M from '../../../shared/inventory/messages.ts';
import {
  isBelowMin,
  projectedQuantity,
  REORDER_MESSAGES,
  suggestedQuantity,
  type ReorderRuleInput,
  type ReorderRuleSaved,
  type ReorderRuleView,
} from '../../../shared/inventory/replenishment.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { ConditionFailed, transact } from '../../lib/dynamo/transact.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { getItemRecord } from '../data/catalogue.ts';
import { getPartner } from '../data/partners.ts';
import { figuresOfRow, getPairRows, PROJECTION_LABEL, projectionWrite, STOCK_FIGURES_BUSY, updateExpression } from '../data/reorder.ts';
import { monthlyOps } from '../../insights/monthly.ts';
import { monthAt, ruleLeadMove } from '../data/insights.ts';
import { listWarehouseStocks } from '../data/stock.ts';
import { getWarehouse, getWarehouses } from '../data/warehouses.ts';
import * as imsKeys from '../keys.ts';
import { partnerFromItem, type StoredReorderRule, type WarehouseStockRecord } from '../records.ts';
import { itemLabel } from './catalogue.ts';

/** A pair's row as the API shows it (names of today). */
function viewOf(row: WarehouseStockRecord, warehouseName: string, supplierName: string): ReorderRuleView {
  const figures = figuresOfRow(row);
  const projected = projectedQuantity(figures);
  const rule = row.rule ?? null;
  return {
    itemId: row.itemId,
    warehouseId: row.warehouseId,
    warehouseName,
    ...figures,
    projected,
    rule: rule
      ? {
          min: rule.min,
          max: rule.max,
          multiple: rule.multiple,
          supplierId: rule.supplierId,
          supplierName,
          leadTimeDays: rule.leadTimeDays,
        }
      : null,
    belowMin: !!rule && isBelowMin(projected, rule.min),
    belowMinSince: row.belowMinSince ?? null,
    suggestedQuantity: rule ? suggestedQuantity({ projected, ...rule }) : 0,
  };
}

/** A rule as its audit entry shows it. */
const ruleSnapshot = (rule: StoredReorderRule, supplierName: string) => ({
  min: rule.min,
  max: rule.max,
  multiple: rule.multiple,
  supplier: supplierName,
  lead_time_days: rule.leadTimeDays,
});

const MAX_ATTEMPTS = 8;

/**
 * Sets or replaces the pair's rule. The item, the warehouse and the supplier must be the company's (404 each, with
 * its message); the pair's row is made when it has none (on hand 0). The rule, the below-min index and the
 * warehouse's counts move in one transaction with the item's audit entry, conditioned on the row read. The same
 * rule again writes nothing.
 */
export async function setReorderRule(audit: AuditContext, input: ReorderRuleInput, now = new Date()): Promise<ReorderRuleSaved> {
  const { companyId } = audit;
  const [item, warehouse, supplier] = await Promise.all([
    getItemRecord(companyId, input.itemId, { consistent: true }),
    getWarehouse(companyId, input.warehouseId),
    getPartner(companyId, 'supplier', input.supplierId),
  ]);
  if (!item) throw notFound(M.productNotFound);
  // an archived item's rules are paused (data/reorder.pauseRulesOps): it gets no new one until it is unarchived
  if (item.archived) throw conflict(M.itemArchived);
  if (!warehouse) throw notFound(M.warehouseNotFound);
  if (!supplier) throw notFound(M.supplierNotFound);
  // a rule names a supplier (grouped by it on Replenishment), its warehouse and its item: none can be deleted while it does
  const rule: StoredReorderRule = {
    min: input.min,
    max: input.max,
    multiple: input.multiple,
    supplierId: supplier.partnerId,
    leadTimeDays: input.leadTimeDays,
    updatedAt: now.toISOString(),
  };
  // the replaced rule's supplier is gone (deleted before rules counted on it): nothing to count down
  let previousGone = false;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const row = (await getPairRows(companyId, [input])).get(`${input.itemId}\u0000${input.warehouseId}`) ?? null;
    const previous = row?.rule;
    const previousSupplier =
      previous && previous.supplierId !== supplier.partnerId ? await getPartner(companyId, 'supplier', previous.supplierId) : supplier;
    const changes = previous
      ? changesBetween(ruleSnapshot(previous, previousSupplier?.name ?? previous.supplierId), ruleSnapshot(rule, supplier.name))
      : created(ruleSnapshot(rule, supplier.name));
    const written: WarehouseStockRecord = {
      ...(row ?? { companyId, itemId: item.itemId, warehouseId: warehouse.warehouseId, warehouseName: '', quantity: 0 }),
      rule,
    };
    if (changes.length === 0) return { message: REORDER_MESSAGES.saved, ...viewOf(row!, warehouse.name, supplier.name) };
    const w = projectionWrite({
      companyId,
      itemId: item.itemId,
      warehouseId: warehouse.warehouseId,
      row,
      change: {},
      newRule: rule,
      now,
      kind: 'order',
    });
    const counts = [previous ? '' : 'ruleCount :one', w.belowDelta ? 'belowMin :below' : ''].filter(Boolean);
    try {
      await transact([
        {
          label: PROJECTION_LABEL,
          Update: {
            Key: imsKeys.warehouseStock(companyId, item.itemId, warehouse.warehouseId),
            UpdateExpression: updateExpression(w.sets, w.removes, w.adds),
            ConditionExpression: w.condition,
            ExpressionAttributeNames: w.names,
            ExpressionAttributeValues: w.values,
          },
        },
        ...(counts.length
          ? [
              {
                // the warehouse counts its rules (its delete guard) and its pairs below min
                label: 'warehouse',
                Update: {
                  Key: imsKeys.warehouse(companyId, warehouse.warehouseId),
                  UpdateExpression: `ADD ${counts.join(', ')}`,
                  ConditionExpression: 'attribute_exists(pk)',
                  ExpressionAttributeValues: { ...(previous ? {} : { ':one': 1 }), ...(w.belowDelta ? { ':below': w.belowDelta } : {}) },
                },
              },
            ]
          : []),
        // the preferred supplier counts its rules (its delete's guard): the new one +1, a replaced one −1
        ...(previous?.supplierId === rule.supplierId
          ? []
          : [
              {
                label: 'supplier',
                Update: {
                  Key: imsKeys.partner(companyId, 'supplier', rule.supplierId),
                  UpdateExpression: 'ADD ruleCount :one',
                  ConditionExpression: 'attribute_exists(pk)',
                  ExpressionAttributeValues: { ':one': 1 },
                },
              },
              ...(previous && !previousGone
                ? [
                    {
                      label: 'previousSupplier',
                      Update: {
                        Key: imsKeys.partner(companyId, 'supplier', previous.supplierId),
                        UpdateExpression: 'ADD ruleCount :less',
                        ConditionExpression: 'attribute_exists(pk)',
                        ExpressionAttributeValues: { ':less': -1 },
                      },
                    },
                  ]
                : []),
            ]),
        // a rule for an item deleted or archived meanwhile is refused; a new one counts on the item (its delete's guard)
        previous
          ? {
              label: 'item',
              ConditionCheck: {
                Key: imsKeys.item(companyId, item.itemId),
                ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(archived)',
              },
            }
          : {
              label: 'item',
              Update: {
                Key: imsKeys.item(companyId, item.itemId),
                UpdateExpression: 'ADD ruleCount :one',
                ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(archived)',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
        auditOp(audit, { kind: 'item', recordId: item.itemId, recordLabel: `${itemLabel(item)} · ${warehouse.name}`, changes }, now),
        // insights: the rules' lead time per supplier and warehouse, against which its real lead time is shown
        ...monthlyOps(companyId, [
          ...(previous ? [ruleLeadMove(previous, warehouse.warehouseId, -1, monthAt(now))] : []),
          ruleLeadMove(rule, warehouse.warehouseId, 1, monthAt(now)),
        ]),
      ]);
      const saved: WarehouseStockRecord = {
        ...written,
        ...(w.belowDelta > 0 ? { belowMinSince: now.toISOString() } : {}),
        ...(w.belowDelta < 0 ? { belowMinSince: undefined } : {}),
      };
      return { message: REORDER_MESSAGES.saved, ...viewOf(saved, warehouse.name, supplier.name) };
    } catch (err) {
      if (err instanceof ConditionFailed && err.has(PROJECTION_LABEL)) continue;
      if (err instanceof ConditionFailed && err.has('warehouse')) throw notFound(M.warehouseNotFound);
      if (err instanceof ConditionFailed && err.has('item')) {
        const now = await getItemRecord(companyId, input.itemId, { consistent: true });
        throw now ? conflict(M.itemArchived) : notFound(M.productNotFound);
      }
      if (err instanceof ConditionFailed && err.has('supplier')) throw notFound(M.supplierNotFound);
      if (err instanceof ConditionFailed && err.has('previousSupplier')) {
        previousGone = true;
        continue;
      }
      throw err;
    }
  }
  throw conflict(STOCK_FIGURES_BUSY);
}

/** The item's pairs (every warehouse that has its row: stock, an order or a rule), with their figures and rules. */
export async function reorderRules(companyId: string, itemId: string): Promise<ReorderRuleView[]> {
  const item = await getItemRecord(companyId, itemId);
  if (!item) throw notFound(M.productNotFound);
  const rows = await listWarehouseStocks(companyId, itemId);
  const supplierIds = [...new Set(rows.flatMap((r) => (r.rule ? [r.rule.supplierId] : [])))];
  const [warehouses, suppliers] = await Promise.all([
    getWarehouses(
      companyId,
      rows.map((r) => r.warehouseId),
    ),
    supplierIds.length
      ? batchGetItems(supplierIds.map((id) => imsKeys.partner(companyId, 'supplier', id))).then((items) => items.map(partnerFromItem))
      : [],
  ]);
  const warehouseName = new Map(warehouses.map((w) => [w.warehouseId, w.name]));
  const supplierName = new Map(suppliers.map((s) => [s.partnerId, s.name]));
  return rows
    .filter((r) => warehouseName.has(r.warehouseId))
    .map((r) => viewOf(r, warehouseName.get(r.warehouseId)!, r.rule ? (supplierName.get(r.rule.supplierId) ?? '') : ''))
    .sort((a, b) => a.warehouseName.localeCompare(b.warehouseName));
}
