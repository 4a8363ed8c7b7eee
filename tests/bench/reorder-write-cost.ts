/**
 * Section "writes", issue 20: "a stock change that crosses min adds at most 2 write units to its transaction
 * (measure a sales fulfilment that crosses it)".
 *
 * Everything the projection needs lives on the pair's stock row (on hand, on order, committed, the rule, projected,
 * and the below-min index keys only while projected < min), which every stock or order change of the pair already
 * writes, and the warehouse's count of pairs below min is on its warehouse row, which those changes also write. So
 * crossing min adds no item to the transaction: only the index entry (and a few bytes). Measured on twin items in
 * one warehouse (names, SKUs and figures of the same digits, so the same sizes), their rules differing only in `min`,
 * each change made to both, one crossing min and the other staying above it; the difference of the two writes, by
 * DynamoDB's rules (the meter of audit-write-cost.ts), is what crossing costs.
 *
 * A sales fulfilment cannot cross min: it takes the units from on hand and from committed together, so projected
 * (on hand + on order − committed) does not move. It is measured anyway (a pair below min against one above: the
 * index entry rewritten with the row), beside the changes that do cross: the sales order that commits the units,
 * the adjustment that takes them away, and the receipt that lifts the pair back above min.
 */
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { addPartner } from '../../functions/inventory/services/partners.ts';
import { addProduct } from '../../functions/inventory/services/catalogue.ts';
import { setReorderRule } from '../../functions/inventory/services/reorder.ts';
import { addSalesOrder, assignFulfilmentWarehouse } from '../../functions/inventory/services/sales-orders.ts';
import { saveFulfilment } from '../../functions/inventory/services/sales-fulfilment.ts';
import { addStock, adjustStock } from '../../functions/inventory/services/stock.ts';
import { addWarehouse } from '../../functions/inventory/services/warehouses.ts';
import type { AuditContext } from '../../functions/lib/audit.ts';
import { measureWrites, type WriteMeasure } from './audit-write-cost.ts';

/** The budget: crossing min adds at most this many write units (by DynamoDB's rules) to the change's transaction. */
export const CROSSING_MAX_EXTRA = 2;

export interface CrossingRow {
  readonly change: string;
  readonly service: string;
  /** Which twin crosses (or, for the fulfilment, which is below min). */
  readonly crossing: WriteMeasure;
  readonly other: WriteMeasure;
  readonly extraRules: number;
  readonly extraLocal: number;
  readonly extraActions: number;
  /** Whether the budget applies (a change that crosses) or the row is shown for information (the fulfilment). */
  readonly budgeted: boolean;
  readonly passed: boolean;
  readonly problem?: string;
}

const apiAudit = (companyId: string, action: string): AuditContext => ({
  companyId,
  actor: { id: ulid(), name: 'Bench Owner', email: 'bench-owner@example.com' },
  action,
  source: 'api',
  requestId: randomUUID(),
});

/** A company with one warehouse, a supplier and a customer; `item(min)` adds an item with 10 units and a rule (max 20). */
async function company(now: Date) {
  const companyId = ulid();
  const setup = apiAudit(companyId, 'benchSetup');
  const { id: warehouseId } = await addWarehouse(setup, { warehouseName: 'Main', warehouseLocation: '1 Dock Road' }, now);
  const partner = (kind: 'supplier' | 'customer', name: string) =>
    addPartner(
      setup,
      kind,
      { name, contactPerson: 'Sam Partner', contactEmail: 'sam@example.com', contactNumber: '+44 7700 900456', address: '3 Bench Street' },
      now,
    );
  const { id: supplierId } = await partner('supplier', 'Bench Supplies');
  const { id: customerId } = await partner('customer', 'Bench Customer');
  let n = 0;
  /** Items numbered 1 to 9: the same digits, so twins are the same size but for what the change does. */
  const item = async (min: number) => {
    n += 1;
    const { id: itemId } = await addProduct(
      setup,
      {
        name: `Bolt type ${n}`,
        sku: `BOL-00000${n}`,
        description: `Bolt, catalogue line ${n}`,
        barcode: `500000000000${n}`,
        category: 'hardware',
        purchasePrice: 1.5,
        sellingPrice: 2.1,
        unit: 'pcs',
      },
      now,
    );
    await addStock(setup, { items: [{ productID: itemId, quantity: 10, location: warehouseId }] }, now);
    await setReorderRule(setup, { itemId, warehouseId, supplierId, min, max: 20, multiple: 1, leadTimeDays: 0 }, now);
    return itemId;
  };
  return { companyId, warehouseId, customerId, item };
}

export async function benchReorderWrites(now: Date, progress: (message: string) => void): Promise<CrossingRow[]> {
  progress('writes: stock changes that cross min, against twins that stay above it');
  const c = await company(now);
  const audit = (action: string) => apiAudit(c.companyId, action);
  const orders: Record<string, number> = {};
  const sell = async (itemId: string) => {
    const { id } = await addSalesOrder(
      audit('salesOrderAdd'),
      {
        selectedCustomer: c.customerId,
        selectedWarehouse: c.warehouseId,
        discount: 0,
        addedItems: [{ item_id: itemId, quantity: 5, discount: 0 }],
      },
      now,
    );
    orders[itemId] = id;
  };
  const assign = (itemId: string) =>
    assignFulfilmentWarehouse(audit('salesWarehouseAssign'), { warehouseId: c.warehouseId, saleOrderId: orders[itemId] });
  const sold = { crossing: await c.item(8), other: await c.item(2) };
  const steps: Array<{
    change: string;
    service: string;
    budgeted: boolean;
    /** The twin that crosses (or, for the fulfilment, is below min) and the one that stays above min. */
    twins: { crossing: string; other: string };
    run: (itemId: string) => Promise<unknown>;
    /** Not measured: a request of its own that the next change needs. */
    after?: (itemId: string) => Promise<unknown>;
  }> = [
    {
      change: "sales order of 5 (committed: projected 10 → 5, below a min of 8; the twin's min is 2)",
      service: 'addSalesOrder (POST sales-orders/add)',
      budgeted: true,
      twins: sold,
      run: sell,
      after: assign,
    },
    {
      change: 'sales fulfilment of those 5 (on hand and committed fall together: projected stays 5, below 8; the twin above 2)',
      service: 'saveFulfilment (POST sales fulfilment save)',
      budgeted: false,
      twins: sold,
      run: (itemId) =>
        saveFulfilment(audit('salesFulfilmentSave'), { orderId: orders[itemId], items: [{ item_id: itemId, quantity: 5 }] }, now),
    },
    {
      change: "stock adjustment of −4 (projected 10 → 6, below a min of 8; the twin's min is 2)",
      service: 'adjustStock (POST stock/adjust)',
      budgeted: true,
      twins: { crossing: await c.item(8), other: await c.item(2) },
      run: (itemId) =>
        adjustStock(audit('stockAdjust'), { itemId, warehouseId: c.warehouseId, quantityChange: -4, reason: 'Damaged' }, now),
    },
    {
      change: "receipt of 3 (projected 10 → 13, back above a min of 12; the twin's min is 10, above all along)",
      service: 'addStock (POST stock/add)',
      budgeted: true,
      twins: { crossing: await c.item(12), other: await c.item(10) },
      run: (itemId) => addStock(audit('stockAdd'), { items: [{ productID: itemId, quantity: 3, location: c.warehouseId }] }, now),
    },
  ];
  const rows: CrossingRow[] = [];
  for (const step of steps) {
    const measureOne = async (itemId: string) => {
      const { measure } = await measureWrites(false, () => step.run(itemId));
      await step.after?.(itemId);
      return measure;
    };
    const crossing = await measureOne(step.twins.crossing);
    const other = await measureOne(step.twins.other);
    const extraRules = crossing.rules.total - other.rules.total;
    const extraActions = crossing.actions - other.actions;
    const problem =
      [
        !crossing.actions && 'the change wrote nothing',
        JSON.stringify(crossing.calls) !== JSON.stringify(other.calls) && 'the twins sent different writes',
      ]
        .filter(Boolean)
        .join('; ') || undefined;
    rows.push({
      change: step.change,
      service: step.service,
      crossing,
      other,
      extraRules,
      extraLocal: crossing.local.total - other.local.total,
      extraActions,
      budgeted: step.budgeted,
      passed: !problem && extraRules <= CROSSING_MAX_EXTRA && extraActions === 0,
      problem,
    });
  }
  return rows;
}
