/**
 * The ims dataset's reorder rules (tests/bench/ims-dataset.ts buildReorderRules, warehouseStockItem) on the SMALL
 * company: the budget's shape (every regular item ruled, one in 10 below min, the Replenishment list's first page one
 * supplier's), and the pair rows as the projection leaves them. The consistency check holds the items to the real
 * services; this holds the shape the budget needs.
 */
import { describe, expect, it } from 'vitest';
import * as imsKeys from '../../functions/inventory/keys.ts';
import { isBelowMin } from '../../shared/inventory/replenishment.ts';
import {
  BELOW_MIN_PER_SUPPLIER,
  buildImsPlan,
  buildReorderRules,
  orderFigures,
  SMALL_IMS,
  warehouseStockItem,
  type PlanRule,
} from '../bench/ims-dataset.ts';
import { buildPurchasePlan } from '../bench/ims-purchasing.ts';
import { buildSalesPlan, oneLotPerItemAndWarehouse } from '../bench/ims-sales.ts';

const now = new Date('2026-11-26T12:00:00Z');
const plan = buildImsPlan(SMALL_IMS, '01KBENCH0000000000000000CO', now);
const figures = orderFigures({
  purchases: buildPurchasePlan(plan, SMALL_IMS.purchaseOrders, now),
  sales: buildSalesPlan(plan, SMALL_IMS.salesOrders, now, oneLotPerItemAndWarehouse(plan.warehouses.length)),
});
const rules = buildReorderRules(plan, figures, now);

const rowOf = (r: PlanRule) => {
  const warehouse = plan.warehouses[r.warehouse];
  const onHand = r.item.steps.filter((s) => s.warehouse === r.warehouse).reduce((n, s) => n + s.quantity, 0);
  return warehouseStockItem({
    companyId: plan.companyId,
    itemId: r.item.itemId,
    warehouseId: warehouse.warehouseId,
    warehouseName: warehouse.name,
    quantity: onHand,
    orders: figures.pairs.get(`${r.item.itemId}\u0000${warehouse.warehouseId}`),
    rule: r,
  });
};

describe('ims dataset: reorder rules (SMALL)', () => {
  it('rules every regular item once, in every warehouse, exactly one in 10 below min', () => {
    expect(rules).toHaveLength(SMALL_IMS.rules);
    expect(new Set(rules.map((r) => r.item.itemId)).size).toBe(SMALL_IMS.rules);
    expect(new Set(rules.map((r) => r.warehouse)).size).toBe(SMALL_IMS.warehouses);
    expect(rules.filter((r) => r.below)).toHaveLength(SMALL_IMS.belowMin);
    for (const r of rules) {
      expect(r.min).toBeGreaterThanOrEqual(0);
      expect(r.max).toBeGreaterThanOrEqual(r.min);
    }
  });

  it('gives the first BELOW_MIN_PER_SUPPLIER pairs below min one supplier: the first page of the list', () => {
    const below = rules.filter((r) => r.below);
    const first = below.slice(0, BELOW_MIN_PER_SUPPLIER);
    expect(new Set(first.map((r) => r.supplier.partnerId)).size).toBe(1);
    expect(below.slice(BELOW_MIN_PER_SUPPLIER).some((r) => r.supplier === first[0].supplier)).toBe(false);
  });

  it('builds the pair row as the projection leaves it: projected, the rule, the below-min index only while below', () => {
    for (const r of rules) {
      const row = rowOf(r);
      expect(row.projected).toBe(Number(row.quantity) + Number(row.onOrder) - Number(row.committed));
      expect(isBelowMin(Number(row.projected), r.min)).toBe(r.below);
      expect(row.rule).toEqual({
        min: r.min,
        max: r.max,
        multiple: r.multiple,
        supplierId: r.supplier.partnerId,
        leadTimeDays: r.leadTimeDays,
        updatedAt: r.at,
      });
      if (r.below) {
        expect(row).toMatchObject({
          ...imsKeys.belowMinIndex(plan.companyId, r.supplier.partnerId, plan.warehouses[r.warehouse].warehouseId, r.item.itemId),
          belowMinSince: r.at,
        });
      } else {
        expect(row).not.toHaveProperty('gsi2pk');
        expect(row).not.toHaveProperty('belowMinSince');
      }
    }
  });
});
