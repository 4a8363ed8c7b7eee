/**
 * Demo sales orders for a company that already has the demo catalogue and stock (./seed.ts), made through the same
 * service functions the API uses, so lots, COGS rows, movements and the ledger's figures all agree. Eight orders over
 * the last 11 weeks, in every state: pending, partly fulfilled, fulfilled, partly paid, paid (one in advance), one
 * with a Good and a Damaged return. They sell only items the catalogue keeps well stocked, so the stock colours stay.
 *
 * Idempotent, order by order: an order is matched by its customer, warehouse, discount and lines; its fulfilment
 * warehouse is assigned once; a fulfilment or return is applied while its line has delivered or returned less than
 * the plan says up to it; a payment is recorded once per reference. An interrupted seed completes on the next run.
 * `applySalesOrder` does this for one order; ./seed.ts also runs it for the order history's sales (./seed-history.ts).
 */
import { addDays, isoDateOf } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import type { PaymentMethod } from '../../../shared/inventory/purchase-orders.ts';
import { amountOwedCents } from '../../../shared/inventory/rules.ts';
import { PAGE_LIMIT } from '../../../shared/schemas/common.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { allPages } from '../../lib/dynamo/query.ts';
import { listPartners } from '../data/partners.ts';
import { getSalesOrder, listSalesCogs, listSalesOrders } from '../data/sales-orders.ts';
import { listWarehouses } from '../data/warehouses.ts';
import * as imsKeys from '../keys.ts';
import { normalizeCode, normalizeName, type SalesOrderRecord } from '../records.ts';
import { generateInvoice, invoiceExists } from './order-invoices.ts';
import { salesInvoices } from './sales-invoices.ts';
import { addSalesOrder, assignFulfilmentWarehouse, returnSalesItems } from './sales-orders.ts';
import { addSalesPayment } from './sales-payments.ts';
import { saveFulfilment } from './sales-fulfilment.ts';
import { systemAuditContext } from '../../lib/audit.ts';

const DAY = 86_400_000;

export type SalesAction =
  | { readonly act: 'fulfil'; readonly lines: ReadonlyArray<readonly [line: number, quantity: number]>; readonly daysAgo: number }
  | {
      readonly act: 'return';
      readonly line: number;
      readonly quantity: number;
      readonly reason: string;
      readonly condition: 'Good' | 'Damaged';
      readonly daysAgo: number;
    }
  | { readonly act: 'invoice'; readonly daysAgo: number; readonly dueInDays: number; readonly notes: string }
  | {
      readonly act: 'pay';
      readonly amount: number | 'rest';
      readonly method: PaymentMethod;
      readonly reference: string;
      readonly daysAgo: number;
    };

export interface DemoSalesOrder {
  /** Names as in seed.ts's CUSTOMERS and WAREHOUSES. */
  readonly customer: string;
  readonly warehouse: string;
  readonly daysAgo: number;
  readonly discount: number;
  /** `[sku, quantity, line discount percent]`; lines are numbered from 1 in this order. */
  readonly lines: ReadonlyArray<readonly [sku: string, quantity: number, discount: number]>;
  readonly actions: readonly SalesAction[];
}

export const fulfil = (daysAgo: number, ...lines: Array<readonly [number, number]>): SalesAction => ({ act: 'fulfil', lines, daysAgo });
const takeBack = (line: number, quantity: number, daysAgo: number, reason: string, condition: 'Good' | 'Damaged'): SalesAction => ({
  act: 'return',
  line,
  quantity,
  reason,
  condition,
  daysAgo,
});
export const pay = (amount: number | 'rest', method: PaymentMethod, reference: string, daysAgo: number): SalesAction => ({
  act: 'pay',
  amount,
  method,
  reference,
  daysAgo,
});

const invoice = (daysAgo: number, dueInDays: number, notes: string): SalesAction => ({ act: 'invoice', daysAgo, dueInDays, notes });

const CENTRAL = 'Central Warehouse';
const NORTH = 'North Depot';

/** Oldest first (numbers follow the dates: the sales report's date range is a number range). */
export const DEMO_SALES_ORDERS: readonly DemoSalesOrder[] = [
  {
    // fulfilled and paid
    customer: 'Harbour Café',
    warehouse: CENTRAL,
    daysAgo: 75,
    discount: 0,
    lines: [
      ['FB-WATER-SP', 48, 0],
      ['FB-TEA-EB240', 6, 0],
    ],
    actions: [fulfil(74, [1, 48], [2, 6]), invoice(74, 14, 'Net 14'), pay('rest', 'transfer', 'BACS SO-0310', 70)],
  },
  {
    // fulfilled, a Good and a Damaged return, paid what was owed after the credit
    customer: 'Riverside Builders Ltd',
    warehouse: CENTRAL,
    daysAgo: 60,
    discount: 5,
    lines: [
      ['HW-BOLT-M840', 10, 0],
      ['HW-SCR-440', 20, 2.5],
      ['HW-CABLE-25', 100, 0],
    ],
    actions: [
      fulfil(58, [1, 10], [2, 20], [3, 100]),
      takeBack(2, 2, 55, 'Unopened, not needed', 'Good'),
      takeBack(1, 1, 54, 'Box crushed in transit', 'Damaged'),
      invoice(54, 30, 'N/A'),
      pay('rest', 'cheque', 'CHQ 104477', 50),
    ],
  },
  {
    // partly fulfilled, partly paid
    customer: 'Oakfield Primary School',
    warehouse: NORTH,
    daysAgo: 45,
    discount: 0,
    lines: [
      ['EL-USBC-1M', 15, 0],
      ['CS-SOAP-500', 12, 10],
    ],
    actions: [fulfil(43, [1, 15], [2, 6]), invoice(43, 30, 'Balance on delivery of the soap'), pay(50, 'transfer', 'BACS OPS-2291', 40)],
  },
  {
    // fulfilled, partly paid
    customer: 'Metro Office Solutions',
    warehouse: CENTRAL,
    daysAgo: 30,
    discount: 2.5,
    lines: [
      ['EL-MOUSE-WL', 10, 0],
      ['EL-USBC-1M', 20, 5],
    ],
    actions: [fulfil(28, [1, 10], [2, 20]), invoice(28, 7, 'Net 7'), pay(100, 'cash', 'Cash receipt S-0118', 25)],
  },
  {
    // partly fulfilled (one line shipped), not paid
    customer: 'Greenway Garden Centre',
    warehouse: CENTRAL,
    daysAgo: 20,
    discount: 0,
    lines: [
      ['CL-GLOVE-M', 30, 0],
      ['CS-APC-5L', 4, 0],
    ],
    actions: [fulfil(18, [1, 30]), invoice(18, 60, 'Net 60')],
  },
  // pending
  { customer: 'Harbour Café', warehouse: NORTH, daysAgo: 10, discount: 0, lines: [['HW-BOLT-M840', 5, 0]], actions: [] },
  {
    // paid in advance, not fulfilled yet
    customer: 'Riverside Builders Ltd',
    warehouse: CENTRAL,
    daysAgo: 5,
    discount: 0,
    lines: [
      ['HW-CABLE-25', 50, 0],
      ['HW-SCR-440', 10, 0],
    ],
    actions: [pay('rest', 'transfer', 'BACS SO-0412', 4)],
  },
  { customer: 'Metro Office Solutions', warehouse: NORTH, daysAgo: 1, discount: 0, lines: [['EL-USBC-1M', 8, 0]], actions: [] },
];

const signature = (o: {
  customerId: string;
  warehouseId: string;
  discount: number;
  lines: ReadonlyArray<readonly [string, number, number]>;
}) => [o.customerId, o.warehouseId, o.discount, ...o.lines.map((l) => l.join(':'))].join('|');

/** What applying demo sales orders needs: the company's warehouses and customers by name, its orders by signature. */
export interface SalesSeedContext {
  readonly companyId: string;
  readonly warehouses: ReadonlyMap<string, string>;
  readonly customers: ReadonlyMap<string, string>;
  readonly existing: Map<string, number>;
}

/** Reads what `applySalesOrder` matches against (once per seed step). */
export async function salesSeedContext(companyId: string): Promise<SalesSeedContext> {
  const limit = PAGE_LIMIT.max;
  const warehouses = new Map(
    (await allPages((cursor) => listWarehouses(companyId, { limit, cursor }))).map((w) => [normalizeName(w.name), w.warehouseId]),
  );
  const customers = new Map(
    (await allPages((cursor) => listPartners(companyId, 'customer', { limit, cursor }))).map((p) => [normalizeName(p.name), p.partnerId]),
  );
  const existing = new Map(
    (await allPages<SalesOrderRecord>((cursor) => listSalesOrders(companyId, {}, { limit, cursor }))).map((o) => [
      signature({ ...o, lines: o.lines.map((l) => [l.itemId, l.quantity, l.discount] as const) }),
      o.orderId,
    ]),
  );
  return { companyId, warehouses, customers, existing };
}

const need = <T>(value: T | undefined | null, what: string): T => {
  if (value === undefined || value === null) throw new Error(`demo sales: no ${what}`);
  return value;
};

/**
 * Creates one demo sales order unless it is there, then applies what of its actions is missing; `at(daysAgo)` dates
 * them. Answers how many things it wrote.
 */
export async function applySalesOrder(sctx: SalesSeedContext, demo: DemoSalesOrder, at: (daysAgo: number) => Date): Promise<number> {
  const { companyId } = sctx;
  const itemIdOf = async (sku: string) =>
    need(
      (await getItem(imsKeys.skuClaim(companyId, normalizeCode(sku)), { consistent: true }))?.itemId as string | undefined,
      `item ${sku}`,
    );
  let written = 0;
  const customerId = need(sctx.customers.get(normalizeName(demo.customer)), `customer ${demo.customer}`);
  const warehouseId = need(sctx.warehouses.get(normalizeName(demo.warehouse)), `warehouse ${demo.warehouse}`);
  const lines = await Promise.all(demo.lines.map(async ([sku, quantity, discount]) => [await itemIdOf(sku), quantity, discount] as const));
  const key = signature({ customerId, warehouseId, discount: demo.discount, lines });
  let orderId = sctx.existing.get(key);
  if (orderId === undefined) {
    orderId = (
      await addSalesOrder(
        systemAuditContext(companyId, 'salesOrderAdd', 'import'),
        {
          selectedCustomer: customerId,
          selectedWarehouse: warehouseId,
          discount: demo.discount,
          addedItems: lines.map(([item_id, quantity, discount]) => ({ item_id, quantity, discount })),
        },
        at(demo.daysAgo),
      )
    ).id;
    sctx.existing.set(key, orderId);
    written += 1;
  }
  const delivered = new Map<number, number>();
  const returned = new Map<number, number>();
  for (const action of demo.actions) {
    const order = need(await getSalesOrder(companyId, orderId), `sales order ${orderId}`);
    const when = at(action.daysAgo);
    const line = (id: number) =>
      need(
        order.lines.find((l) => l.lineId === id),
        `line ${id}`,
      );
    if (action.act === 'fulfil') {
      const items = action.lines.flatMap(([id, quantity]) => {
        const planned = (delivered.get(id) ?? 0) + quantity;
        delivered.set(id, planned);
        return line(id).deliveredQuantity >= planned ? [] : [{ item_id: line(id).itemId, quantity }];
      });
      if (items.length === 0) continue;
      if (!order.fulfilWarehouseId) {
        await assignFulfilmentWarehouse(systemAuditContext(companyId, 'salesWarehouseAssign', 'import'), {
          saleOrderId: orderId,
          warehouseId,
        });
        written += 1;
      }
      await saveFulfilment(systemAuditContext(companyId, 'salesFulfilmentSave', 'import'), { orderId, items }, when);
      written += 1;
    } else if (action.act === 'return') {
      const planned = (returned.get(action.line) ?? 0) + action.quantity;
      returned.set(action.line, planned);
      if (line(action.line).returnedQuantity >= planned) continue;
      const cogs = need(
        (await listSalesCogs(companyId, orderId)).find(
          (c) => c.lineId === action.line && c.quantity - c.returnedQuantity >= action.quantity,
        ),
        `units to return on line ${action.line}`,
      );
      await returnSalesItems(
        systemAuditContext(companyId, 'salesReturnItems', 'import'),
        {
          salesOrderId: orderId,
          items: [
            {
              cogs_id: String(cogs.cogsSeq),
              to_return_quantity: action.quantity,
              return_reason: action.reason,
              return_condition: action.condition,
            },
          ],
        },
        when,
      );
      written += 1;
    } else if (action.act === 'invoice') {
      if ((await invoiceExists(salesInvoices, companyId, orderId)).exists) continue;
      await generateInvoice(
        salesInvoices,
        systemAuditContext(companyId, 'salesInvoiceGenerate', 'import'),
        { orderId, due_date: addDays(isoDateOf(when), action.dueInDays), notes: action.notes },
        when,
      );
      written += 1;
    } else {
      const owed = amountOwedCents(order.totalCents, order.returnedCents, order.paidCents);
      const amount = action.amount === 'rest' ? fromCents(owed) : action.amount;
      if (amount <= 0) continue;
      const { recorded } = await addSalesPayment(
        systemAuditContext(companyId, 'salesPaymentAdd', 'import'),
        { salesOrderId: orderId, paymentAmount: amount, paymentMethod: action.method, paymentReference: action.reference },
        when,
      );
      if (recorded) written += 1;
    }
  }
  return written;
}

/** Creates what is missing of DEMO_SALES_ORDERS and answers how many things it wrote (0: all there). */
export async function seedSalesOrders(companyId: string, now = new Date()): Promise<number> {
  const sctx = await salesSeedContext(companyId);
  let written = 0;
  for (const [n, demo] of DEMO_SALES_ORDERS.entries())
    written += await applySalesOrder(sctx, demo, (daysAgo) => new Date(now.getTime() - daysAgo * DAY + n * 60_000));
  return written;
}
