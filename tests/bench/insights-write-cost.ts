/**
 * Section "writes", issue 35: what each kind of mutation adds to its own transaction for the insights' monthly
 * figures ("items and billed write units by DynamoDB's rules, measured in the bench's write-cost section"). No budget
 * beyond "measured and shown".
 *
 * Every mutation runs once, through the real service, in the scratch table of audit-write-cost.ts and under its meter
 * (`measureWrites`): every item of every write it sends, before and after, costed by the rules (write-units.ts). The
 * insights part of that write is read off the items themselves, so nothing is dropped or changed:
 * - the insights items: those whose pk is the company's insights partition (`C#<cid>#INSIGHTS`): month items
 *   (`M#…`, one per subject and month holding every figure of it) and level items (`L#…`, only when a level moves);
 * - the insights figures the inventory keeps on rows a stock change writes anyway (the warehouse's `WH#` and the pair's
 *   `WHSTOCK#` row: `stockValue`, `sv_yyyy_mm`, `lastSaleDay`): the units those rows cost with them less without them.
 * The write without insights is the same write less both: its items and units are the "before" of the report.
 */
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { addExpense } from '../../functions/inventory/services/finance.ts';
import { addPartner } from '../../functions/inventory/services/partners.ts';
import { addProduct } from '../../functions/inventory/services/catalogue.ts';
import { addCount, completeCount, recordCount } from '../../functions/inventory/services/counts.ts';
import {
  addPurchaseOrder,
  purchaseReturnables,
  receivePurchaseItem,
  returnPurchaseItems,
} from '../../functions/inventory/services/purchase-orders.ts';
import { saveFulfilment } from '../../functions/inventory/services/sales-fulfilment.ts';
import {
  addSalesOrder,
  assignFulfilmentWarehouse,
  cancelSalesOrder,
  closeSalesOrder,
  returnSalesItems,
  salesReturnables,
} from '../../functions/inventory/services/sales-orders.ts';
import { addStock, adjustStock } from '../../functions/inventory/services/stock.ts';
import { addTransfer, receiveTransfer, shipTransfer } from '../../functions/inventory/services/transfers.ts';
import { addWarehouse } from '../../functions/inventory/services/warehouses.ts';
import type { AuditContext } from '../../functions/lib/audit.ts';
import { versionOf } from '../../functions/lib/dynamo/versions.ts';
import { postLateFee } from '../../functions/rent/data/fees.ts';
import { getRent } from '../../functions/rent/data/rents.ts';
import { feeIdOf, parseRentId, paymentIdOf, referenceHash } from '../../functions/rent/ids.ts';
import { addBuilding } from '../../functions/rent/services/buildings.ts';
import { waiveFee } from '../../functions/rent/services/fees.ts';
import { addMaintenance } from '../../functions/rent/services/maintenance.ts';
import { recordRentPayment, voidRentPayment } from '../../functions/rent/services/payments.ts';
import { addRent, checkoutTenant, editRent, removeRent } from '../../functions/rent/services/rents.ts';
import { addRoom } from '../../functions/rent/services/rooms.ts';
import { addTenant } from '../../functions/rent/services/tenants.ts';
import { addDays, addMonths, isoDateOf } from '../../shared/domain/dates.ts';
import { measureWrites, type ActionCost, type WriteMeasure } from './audit-write-cost.ts';
import { signUpBenchOwner } from './environment.ts';

/** The master password `signUpBenchOwner` gives its companies (voids, waivers and deleting a paid rent ask for it). */
const MASTER = 'bench-master-1';

export interface InsightsWriteRow {
  readonly area: 'rent' | 'inventory';
  readonly mutation: string;
  readonly service: string;
  readonly measure: WriteMeasure;
  /** The insights items the write puts in its transaction(s): month items, level items, their units by the rules. */
  readonly monthItems: number;
  readonly levelItems: number;
  /** Other items of the insights partition (e.g. the lease-end index `END#`), by their sort key's first segment. */
  readonly otherItems: readonly string[];
  readonly insightItemUnits: number;
  /** What the insights figures kept on rows written anyway add to those rows' units (inventory stock value). */
  readonly figureUnits: number;
  /** Those rows whose insights figures the write moved, and the figures' bytes on them after it. */
  readonly figureRows: number;
  readonly figureBytes: number;
  /** The write without its insights part, and with it (= as sent): items and units by the rules. */
  readonly before: { readonly actions: number; readonly units: number };
  readonly after: { readonly actions: number; readonly units: number };
  /** Whether the mutation moves a figure at all (an order cancel before any fulfilment moves none). */
  readonly expectsMove: boolean;
  readonly problem?: string;
}

const apiAudit = (companyId: string, action: string): AuditContext => ({
  companyId,
  actor: { id: ulid(), name: 'Bench Owner', email: 'bench-owner@example.com' },
  action,
  source: 'api',
  requestId: randomUUID(),
});

const isMonthItem = (i: ActionCost) => i.insights && i.what === 'M#';
const isLevelItem = (i: ActionCost) => i.insights && i.what === 'L#';

/** The insights part of a measured write, and the write with and without it. */
export function insightsPart(measure: WriteMeasure) {
  const insightItems = measure.items.filter((i) => i.insights);
  const insightItemUnits = insightItems.reduce((s, i) => s + i.units, 0);
  const rows = measure.items.filter((i) => !i.insights && i.insightFigures.changed);
  const figureUnits = rows.reduce((s, i) => s + i.units - i.insightFigures.unitsWithout, 0);
  return {
    monthItems: measure.items.filter(isMonthItem).length,
    levelItems: measure.items.filter(isLevelItem).length,
    otherItems: insightItems.filter((i) => !isMonthItem(i) && !isLevelItem(i)).map((i) => i.what),
    insightItemUnits,
    figureUnits,
    figureRows: rows.length,
    figureBytes: rows.reduce((s, i) => s + i.insightFigures.bytes, 0),
    before: { actions: measure.actions - insightItems.length, units: measure.rules.total - insightItemUnits - figureUnits },
    after: { actions: measure.actions, units: measure.rules.total },
  };
}

interface Step {
  readonly mutation: string;
  readonly service: string;
  /** What the step needs written first (a transfer to ship, a count to complete): not measured. */
  readonly prepare?: () => Promise<unknown>;
  readonly run: () => Promise<unknown>;
  readonly expectsMove?: boolean;
}

async function measureStep(area: InsightsWriteRow['area'], step: Step): Promise<InsightsWriteRow> {
  await step.prepare?.();
  const { measure } = await measureWrites(false, step.run);
  const part = insightsPart(measure);
  const expectsMove = step.expectsMove ?? true;
  const moved = part.monthItems + part.levelItems + part.otherItems.length > 0 || part.figureRows > 0;
  const problem =
    [
      !measure.actions && 'the mutation wrote nothing',
      expectsMove && !moved && 'no insights figure moved',
      !expectsMove && moved && 'an insights figure moved where none should',
      !(measure.calls.TransactWriteItemsCommand || measure.calls.TransactWriteCommand) &&
        part.monthItems + part.levelItems > 0 &&
        'insights items written outside a transaction',
    ]
      .filter(Boolean)
      .join('; ') || undefined;
  return { area, mutation: step.mutation, service: step.service, measure, ...part, expectsMove, problem };
}

// ───────────────────────────── rent ─────────────────────────────

/** A company (real sign-up: its master password), building 1 with rooms and monthly rents started two months ago. */
async function rentSteps(now: Date): Promise<Step[]> {
  const owner = await signUpBenchOwner('Insights Write Cost Rentals');
  const { companyId } = owner;
  const audit = (action: string) => apiAudit(companyId, action);
  const today = isoDateOf(now);
  const start = addMonths(today, -2);
  await addBuilding(
    audit('benchSetup'),
    { buildingNumber: 1, buildingName: 'Insights House', buildingLevels: 2, address: '1 Bench Street' },
    now,
  );
  const room = async (roomNumber: string) =>
    (await addRoom(audit('benchSetup'), { buildingNumber: 1, levelNumber: 1, roomNumber }, now)).id;
  const tenant = async (n: string) =>
    (
      await addTenant(
        audit('benchSetup'),
        {
          name: `Tenant ${n}`,
          phone: '+44 7700 900123',
          email: `tenant.${n}@example.com`,
          address: '2 Bench Street, Bristol',
          idType: 'Passport',
          idNumber: 'ID1234567',
          idExpiry: addDays(today, 400),
          idIssuingCountry: 'United Kingdom',
        },
        now,
      )
    ).id;
  const rentOf = async (roomId: string, tenantId: string) =>
    (
      await addRent(
        audit('rentAdd'),
        {
          room_id: roomId,
          tenantID: tenantId,
          rent_price: 900,
          deposit: 900,
          rent_start_date: start,
          rent_end_date: addMonths(start, 12),
          rent_type: 'Monthly',
        },
        now,
      )
    ).rentId;
  const pay = (rentId: string, reference: string, amountCents: number) =>
    recordRentPayment(audit('payRent'), parseRentId(rentId)!, { method: 'Barclays', reference, amountCents }, now);

  const [roomA, roomB] = [await room('101'), await room('102')];
  const [tenantA, tenantB] = [await tenant('101'), await tenant('102')];
  // rent B: one to delete, paid once (the master password deletes its payment too)
  const rentB = await rentOf(roomB, tenantB);
  await pay(rentB, 'IWC-B1', 90_000);
  let rentA = '';
  const version = async () => versionOf((await getRent(companyId, parseRentId(rentA)!))!);
  return [
    { mutation: 'room add', service: 'addRoom (POST rooms/add)', run: () => room('103') },
    {
      mutation: 'rent add (Monthly $900, started 2 months ago)',
      service: 'addRent (POST rent/add)',
      run: async () => (rentA = await rentOf(roomA, tenantA)),
    },
    { mutation: 'payment ($1,350: 1½ periods)', service: 'recordRentPayment (POST rent/pay)', run: () => pay(rentA, 'IWC-A1', 135_000) },
    {
      mutation: 'payment void',
      service: 'voidRentPayment (POST rent/payment/void)',
      run: () =>
        voidRentPayment(
          audit('voidRentPayment'),
          { paymentId: paymentIdOf(rentA, referenceHash('IWC-A1')), currentRentId: rentA, masterPassword: MASTER, reason: 'Bench' },
          now,
        ),
    },
    {
      mutation: 'late fee posted ($25)',
      service: 'postLateFee (the collection job)',
      run: () =>
        postLateFee({
          companyId,
          rentId: rentA,
          periodStart: start,
          seq: 0,
          amountCents: 2_500,
          postedAt: now.toISOString(),
          audit: audit('lateFee'),
        }),
    },
    {
      mutation: 'late fee waived',
      service: 'waiveFee (POST rent/fee/waive)',
      run: () => waiveFee(audit('waiveFee'), { feeId: feeIdOf(rentA, start, 0), masterPassword: MASTER, reason: 'Bench' }, now),
    },
    {
      mutation: 'Edit rent (price $900 → $950)',
      service: 'editRent (POST rent/update)',
      run: async () => editRent(audit('rentUpdate'), { room_id: roomA, rent_id: rentA, version: await version(), rent_price: 950 }, now),
    },
    {
      mutation: 'checkout (today)',
      service: 'checkoutTenant (POST rent/checkout)',
      run: () => checkoutTenant(audit('checkout'), { room_id: roomA, checkoutDate: today }, now),
    },
    {
      mutation: 'rent delete (a paid rent)',
      service: 'removeRent (DELETE rent)',
      run: () => removeRent(audit('rentDelete'), roomB, rentB, MASTER),
    },
    {
      mutation: 'maintenance cost (a request added with a cost of $120)',
      service: 'addMaintenance (POST maintenance/add)',
      run: () =>
        addMaintenance(
          audit('maintenanceAdd'),
          { room_id: roomA, title: 'Leaking tap', description: 'The kitchen tap drips', priority: 'Normal', cost: 120 },
          now,
        ),
    },
  ];
}

// ───────────────────────────── inventory ─────────────────────────────

/** A company with two warehouses, a supplier, a customer and two items; each step prepares what it needs. */
async function inventorySteps(now: Date): Promise<Step[]> {
  const companyId = ulid();
  const audit = (action: string) => apiAudit(companyId, action);
  const setup = audit('benchSetup');
  const { id: main } = await addWarehouse(setup, { warehouseName: 'Main', warehouseLocation: '1 Dock Road' }, now);
  const { id: annex } = await addWarehouse(setup, { warehouseName: 'Annex', warehouseLocation: '2 Dock Road' }, now);
  const partner = async (kind: 'supplier' | 'customer', name: string) =>
    (
      await addPartner(
        setup,
        kind,
        {
          name,
          contactPerson: 'Sam Partner',
          contactEmail: 'sam@example.com',
          contactNumber: '+44 7700 900456',
          address: '3 Bench Street',
        },
        now,
      )
    ).id;
  const supplierId = await partner('supplier', 'Bench Supplies');
  const customerId = await partner('customer', 'Bench Customer');
  const item = async (n: number) =>
    (
      await addProduct(
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
      )
    ).id;
  const [bolt, nut] = [await item(1), await item(2)];
  await addStock(setup, { items: [{ productID: nut, quantity: 40, location: main }] }, now);
  const { id: purchaseId } = await addPurchaseOrder(
    setup,
    { supplierId, warehouseId: main, totalDiscount: 0, orderItems: [{ item_id: bolt, quantity: 20, discount: 0 }] },
    now,
  );
  const salesOrder = async (quantity: number, discount: number) => {
    const { id } = await addSalesOrder(
      audit('salesOrderAdd'),
      { selectedCustomer: customerId, selectedWarehouse: main, discount, addedItems: [{ item_id: nut, quantity, discount: 0 }] },
      now,
    );
    await assignFulfilmentWarehouse(audit('salesWarehouseAssign'), { warehouseId: main, saleOrderId: id });
    return id;
  };
  const sold = await salesOrder(5, 0);
  // 2 units at $2.10 less 7%: the first unit was counted at $1.96 (half the order's $3.91); closed at one unit, the
  // order is worth $1.95 (half up once): the close moves sales by −1 cent
  const closed = await salesOrder(2, 7);
  const cancelled = await salesOrder(2, 0);
  let transferId = '';
  let countId = '';
  return [
    {
      mutation: 'purchase receive (10 of 20, the order’s first receipt)',
      service: 'receivePurchaseItem (POST purchase-order/receive/item)',
      run: () =>
        receivePurchaseItem(
          audit('purchaseReceiveItem'),
          { purchaseOrderId: purchaseId, item: { purchase_order_item_id: 1, to_receive: 10 } },
          now,
        ),
    },
    {
      mutation: 'purchase return (2 units, Good)',
      service: 'returnPurchaseItems (POST purchase-order/returns/items)',
      run: async () => {
        const line = (await purchaseReturnables(companyId, purchaseId))[0]!;
        return returnPurchaseItems(
          audit('purchaseReturnItems'),
          {
            purchaseOrderId: purchaseId,
            items: [
              {
                purchase_order_item_id: line.purchase_order_item_id,
                to_return_quantity: 2,
                return_reason: 'Faulty',
                return_condition: 'Good',
              },
            ],
          },
          now,
        );
      },
    },
    {
      mutation: 'sales fulfilment (5 units, one line)',
      service: 'saveFulfilment (POST sales-orders/fulfillment/save)',
      run: () => saveFulfilment(audit('salesFulfilmentSave'), { orderId: sold, items: [{ item_id: nut, quantity: 5 }] }, now),
    },
    {
      mutation: 'sales return (2 units, Good)',
      service: 'returnSalesItems (POST sales-orders/returns/items)',
      run: async () => {
        const line = (await salesReturnables(companyId, sold))[0]!;
        return returnSalesItems(
          audit('salesReturnItems'),
          {
            salesOrderId: sold,
            items: [{ cogs_id: line.cogs_id, to_return_quantity: 2, return_reason: 'Faulty', return_condition: 'Good' }],
          },
          now,
        );
      },
    },
    {
      mutation: 'sales order cancel (nothing fulfilled: moves no figure)',
      service: 'cancelSalesOrder (POST sales-orders/cancel)',
      expectsMove: false,
      run: () => cancelSalesOrder(audit('salesOrderCancel'), { salesOrderId: cancelled, reason: 'Bench' }, now),
    },
    {
      mutation: 'sales order close (1 of 2 fulfilled, 7% order discount: the delivered unit’s worth moves by a cent)',
      service: 'closeSalesOrder (POST sales-orders/close)',
      prepare: () => saveFulfilment(audit('salesFulfilmentSave'), { orderId: closed, items: [{ item_id: nut, quantity: 1 }] }, now),
      run: () => closeSalesOrder(audit('salesOrderClose'), { salesOrderId: closed, reason: 'Bench' }, now),
    },
    {
      mutation: 'expense add ($120, today)',
      service: 'addExpense (POST expenses/add)',
      run: () =>
        addExpense(audit('expenseAdd'), { category: 'rent', amount: 120, date: isoDateOf(now), description: 'Bench expense' }, now),
    },
    {
      mutation: 'stock adjustment (−2)',
      service: 'adjustStock (POST stock/adjust)',
      run: () => adjustStock(audit('stockAdjust'), { itemId: nut, warehouseId: main, quantityChange: -2, reason: 'Damaged' }, now),
    },
    {
      mutation: 'transfer ship (5 units, Main → Annex)',
      service: 'shipTransfer (POST transfers/ship)',
      prepare: async () => {
        const input = { fromWarehouseId: main, toWarehouseId: annex, items: [{ item_id: nut, quantity: 5 }], note: '' };
        transferId = (await addTransfer(audit('transferAdd'), input, now)).id;
      },
      run: () => shipTransfer(audit('transferShip'), { transferId, version: 1 }, now),
    },
    {
      mutation: 'transfer receive (5 units at Annex)',
      service: 'receiveTransfer (POST transfers/receive)',
      run: () => receiveTransfer(audit('transferReceive'), { transferId, lines: [{ item_id: nut, received: 5 }] }, now),
    },
    {
      mutation: 'count complete (one line counted at 1 unit: the rest adjusted away)',
      service: 'completeCount (POST counts/complete)',
      prepare: async () => {
        countId = (await addCount(audit('countAdd'), { warehouseId: main, itemIds: [nut], blind: false }, now)).id;
        await recordCount(audit('countRecord'), { countId, lines: [{ item_id: nut, counted: 1 }] }, now);
      },
      run: () => completeCount(audit('countComplete'), { countId, reason: 'Bench', version: 1 }, now),
    },
  ];
}
export async function benchInsightsWrites(now: Date, progress: (message: string) => void): Promise<InsightsWriteRow[]> {
  const rows: InsightsWriteRow[] = [];
  for (const [area, build] of [
    ['rent', rentSteps],
    ['inventory', inventorySteps],
  ] as const) {
    progress(`writes: what the insights figures add to each ${area} mutation`);
    for (const step of await build(now)) rows.push(await measureStep(area, step));
  }
  return rows;
}
