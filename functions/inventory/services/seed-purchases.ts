/**
 * The demo purchase orders (./seed.ts): 13 current orders in every state, and how a planned order (current or of
 * the history, ./seed-history.ts) is applied: matched by supplier, warehouse, discount and lines; receipts and
 * returns while its lines have less than the plan says up to them; payments once per reference; the invoice once.
 */
import { addDays, isoDateOf } from '../../../shared/domain/dates.ts';
import type { PaymentMethod } from '../../../shared/inventory/purchase-orders.ts';
import { amountOwedCents } from '../../../shared/inventory/rules.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import { PAGE_LIMIT } from '../../../shared/schemas/common.ts';
import { getPurchaseOrder, listPurchaseOrders } from '../data/purchase-orders.ts';
import { type PurchaseOrderRecord } from '../records.ts';
import { systemAuditContext } from '../../lib/audit.ts';
import { generateInvoice, invoiceExists } from './order-invoices.ts';
import { purchaseInvoices } from './purchase-invoices.ts';
import { addPurchaseOrder, addPurchasePayment, receivePurchaseItem, returnPurchaseItems } from './purchase-orders.ts';
import type { DemoInventoryContext } from './seed.ts';

/**
 * What happens to a demo purchase order after it is placed, in date order: a receipt of one line, a return of
 * one line, a payment (an amount, or `rest`: what is owed then) under its own reference, the invoice (due
 * `dueInDays` after it is generated).
 */
export type PurchaseAction =
  | { readonly act: 'receive'; readonly line: number; readonly quantity: number; readonly daysAgo: number }
  | {
      readonly act: 'return';
      readonly line: number;
      readonly quantity: number;
      readonly daysAgo: number;
      readonly reason: string;
      readonly condition: 'Good' | 'Damaged';
    }
  | {
      readonly act: 'pay';
      readonly amount: number | 'rest';
      readonly method: PaymentMethod;
      readonly reference: string;
      readonly daysAgo: number;
    }
  | { readonly act: 'invoice'; readonly daysAgo: number; readonly dueInDays: number; readonly notes: string };

export interface DemoPurchaseOrder {
  /** Indexes in SUPPLIERS and WAREHOUSES. */
  readonly supplier: number;
  readonly warehouse: number;
  readonly daysAgo: number;
  /** Overall discount percent. */
  readonly discount: number;
  /** `[sku, quantity, line discount percent]`; lines are numbered from 1 in this order. */
  readonly lines: ReadonlyArray<readonly [sku: string, quantity: number, discount: number]>;
  readonly actions: readonly PurchaseAction[];
}

const receive = (line: number, quantity: number, daysAgo: number): PurchaseAction => ({ act: 'receive', line, quantity, daysAgo });
const giveBack = (line: number, quantity: number, daysAgo: number, reason: string, condition: 'Good' | 'Damaged'): PurchaseAction => ({
  act: 'return',
  line,
  quantity,
  daysAgo,
  reason,
  condition,
});
const pay = (amount: number | 'rest', method: PaymentMethod, reference: string, daysAgo: number): PurchaseAction => ({
  act: 'pay',
  amount,
  method,
  reference,
  daysAgo,
});
const invoice = (daysAgo: number, dueInDays: number, notes: string): PurchaseAction => ({ act: 'invoice', daysAgo, dueInDays, notes });

/**
 * Oldest first (order numbers follow the order dates: the purchase report's date range is a number range). Each
 * order's receipts come before the next order is placed, so lot numbers follow the dates too. Only items that
 * are not low are received; the low ones (drill, boots, hinges, HDMI, stapler, hi-vis, glasses) are on the
 * pending orders: reorders on their way.
 */
export const PURCHASE_ORDERS: readonly DemoPurchaseOrder[] = [
  {
    // received, invoiced, paid
    supplier: 0,
    warehouse: 0,
    daysAgo: 118,
    discount: 0,
    lines: [
      ['HW-BOLT-M840', 40, 0],
      ['HW-SCR-440', 50, 5],
    ],
    actions: [receive(1, 40, 115), receive(2, 50, 115), invoice(115, 30, 'Net 30'), pay('rest', 'transfer', 'BACS 118-0412', 100)],
  },
  {
    // received, one line partly returned, invoiced, paid
    supplier: 1,
    warehouse: 1,
    daysAgo: 104,
    discount: 0,
    lines: [
      ['EL-USBC-1M', 100, 0],
      ['EL-BAT-AA4', 120, 0],
      ['EL-MOUSE-WL', 20, 0],
    ],
    actions: [
      receive(1, 100, 100),
      receive(2, 120, 100),
      receive(3, 20, 100),
      invoice(100, 30, 'N/A'),
      giveBack(3, 2, 96, 'Faulty scroll wheel', 'Damaged'),
      pay('rest', 'cheque', 'CHQ 000318', 85),
    ],
  },
  {
    // received, invoiced, partly paid and past its due date: Overdue
    supplier: 2,
    warehouse: 0,
    daysAgo: 92,
    discount: 2.5,
    lines: [
      ['OF-PAPER-A4', 150, 10],
      ['OF-NOTES-76', 40, 0],
    ],
    actions: [
      receive(1, 150, 89),
      receive(2, 40, 89),
      invoice(89, 30, 'Net 30, quote ref NP-2291'),
      pay(200, 'transfer', 'BACS 092-1187', 75),
    ],
  },
  {
    // received in two deliveries, paid, no invoice
    supplier: 3,
    warehouse: 3,
    daysAgo: 80,
    discount: 0,
    lines: [
      ['FB-COF-ARA1', 30, 0],
      ['FB-TEA-EB240', 24, 0],
    ],
    actions: [receive(1, 20, 78), receive(2, 24, 78), receive(1, 10, 74), pay('rest', 'transfer', 'BACS 080-5530', 70)],
  },
  {
    // partly received, partly paid
    supplier: 4,
    warehouse: 2,
    daysAgo: 66,
    discount: 0,
    lines: [['CL-GLOVE-M', 80, 5]],
    actions: [receive(1, 50, 62), pay(50, 'cash', 'Cash receipt 0207', 60)],
  },
  {
    // received, returned the surplus, invoiced, not paid yet (due in the future: Pending)
    supplier: 0,
    warehouse: 1,
    daysAgo: 52,
    discount: 0,
    lines: [
      ['HW-TAPE-5M', 30, 0],
      ['HW-CABLE-25', 300, 3],
    ],
    actions: [receive(1, 30, 48), receive(2, 300, 48), invoice(48, 90, 'Net 90'), giveBack(2, 20, 46, 'Over-delivered', 'Good')],
  },
  {
    // partly received, paid in advance, invoiced
    supplier: 1,
    warehouse: 0,
    daysAgo: 40,
    discount: 5,
    lines: [
      ['EL-KB-UK', 20, 0],
      ['EL-LAMP-LED', 10, 0],
    ],
    actions: [receive(1, 20, 36), invoice(36, 30, 'Lamps on back order'), pay('rest', 'transfer', 'BACS 040-7781', 35)],
  },
  {
    // pending
    supplier: 2,
    warehouse: 2,
    daysAgo: 30,
    discount: 0,
    lines: [
      ['OF-FILE-LA', 60, 0],
      ['OF-PEN-BL50', 20, 0],
    ],
    actions: [],
  },
  {
    // received, a return, partly paid, invoiced (due in the future)
    supplier: 3,
    warehouse: 0,
    daysAgo: 21,
    discount: 0,
    lines: [
      ['FB-COF-ARA1', 40, 0],
      ['FB-WATER-SP', 240, 0],
    ],
    actions: [
      receive(1, 40, 18),
      receive(2, 240, 18),
      giveBack(1, 2, 17, 'Torn bags', 'Damaged'),
      invoice(17, 30, 'N/A'),
      pay(150, 'cash', 'Cash receipt 0231', 15),
    ],
  },
  // pending reorders of the low items; one with a deposit paid
  {
    supplier: 0,
    warehouse: 2,
    daysAgo: 14,
    discount: 0,
    lines: [
      ['HW-DRILL-18V', 6, 0],
      ['HW-HINGE-100', 20, 0],
    ],
    actions: [],
  },
  {
    supplier: 4,
    warehouse: 0,
    daysAgo: 9,
    discount: 0,
    lines: [
      ['CL-BOOT-9', 10, 0],
      ['CL-HIVIS-L', 20, 0],
      ['SE-GLASS-CL', 30, 0],
    ],
    actions: [pay(100, 'cash', 'Deposit 0245', 7)],
  },
  { supplier: 1, warehouse: 3, daysAgo: 5, discount: 0, lines: [['EL-HDMI-2M', 30, 0]], actions: [] },
  {
    supplier: 2,
    warehouse: 1,
    daysAgo: 2,
    discount: 0,
    lines: [
      ['OF-STAPLER-HD', 10, 0],
      ['OF-MARK-WB', 12, 0],
    ],
    actions: [],
  },
];

/** What identifies a demo order among the company's orders: supplier, warehouse, discount and lines. */
const purchaseSignature = (
  supplierId: string,
  warehouseId: string,
  discount: number,
  lines: ReadonlyArray<readonly [string, number, number]>,
) => [supplierId, warehouseId, discount, ...lines.map((l) => l.join(':'))].join('|');

/** Every purchase order of the company (pages of 200). */
async function allPurchaseOrders(companyId: string): Promise<PurchaseOrderRecord[]> {
  const out: PurchaseOrderRecord[] = [];
  let cursor: string | null = null;
  do {
    const page = await listPurchaseOrders(companyId, {}, { limit: PAGE_LIMIT.max, cursor });
    out.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

/** The company's purchase orders by signature, for `applyPurchaseOrder` (read once per seed step). */
export async function purchaseOrderIndex(companyId: string): Promise<Map<string, number>> {
  return new Map(
    (await allPurchaseOrders(companyId)).map((o) => [
      purchaseSignature(
        o.supplierId,
        o.warehouseId,
        o.discount,
        o.lines.map((l) => [l.itemId, l.quantity, l.discount] as const),
      ),
      o.orderId,
    ]),
  );
}

/**
 * Creates one demo purchase order unless `existing` has it, then applies what of its receipts, returns, payments and
 * invoice is missing; `n` keeps the same day's records in order. Answers how many things it wrote.
 */
export async function applyPurchaseOrder(
  ctx: DemoInventoryContext,
  existing: Map<string, number>,
  demo: DemoPurchaseOrder,
  n: number,
): Promise<number> {
  const { companyId } = ctx;
  let written = 0;
  const itemId = (sku: string) => {
    const id = ctx.itemIds.get(sku);
    if (!id) throw new Error(`demo inventory: no item ${sku}`);
    return id;
  };
  const supplierId = ctx.supplierIds[demo.supplier];
  const warehouseId = ctx.warehouseIds[demo.warehouse];
  const lines = demo.lines.map(([sku, quantity, discount]) => [itemId(sku), quantity, discount] as const);
  const key = purchaseSignature(supplierId, warehouseId, demo.discount, lines);
  let orderId = existing.get(key);
  if (orderId === undefined) {
    orderId = (
      await addPurchaseOrder(
        systemAuditContext(companyId, 'purchaseOrderAdd', 'import'),
        {
          supplierId,
          warehouseId,
          totalDiscount: demo.discount,
          orderItems: lines.map(([item_id, quantity, discount]) => ({ item_id, quantity, discount })),
        },
        ctx.at(demo.daysAgo, n),
      )
    ).id;
    existing.set(key, orderId);
    written += 1;
  }
  // planned received and returned units per line so far: an action is done when the line already has them
  const received = new Map<number, number>();
  const returned = new Map<number, number>();
  for (const action of demo.actions) {
    const order = await getPurchaseOrder(companyId, orderId);
    if (!order) throw new Error(`demo inventory: purchase order ${orderId} vanished`);
    const when = ctx.at(action.daysAgo, n);
    const line = (id: number) => order.lines.find((l) => l.lineId === id)!;
    switch (action.act) {
      case 'receive': {
        const planned = (received.get(action.line) ?? 0) + action.quantity;
        received.set(action.line, planned);
        if (line(action.line).receivedQuantity >= planned) break;
        await receivePurchaseItem(
          systemAuditContext(companyId, 'purchaseReceiveItem', 'import'),
          { purchaseOrderId: orderId, item: { purchase_order_item_id: action.line, to_receive: action.quantity } },
          when,
        );
        written += 1;
        break;
      }
      case 'return': {
        const planned = (returned.get(action.line) ?? 0) + action.quantity;
        returned.set(action.line, planned);
        if (line(action.line).returnedQuantity >= planned) break;
        await returnPurchaseItems(
          systemAuditContext(companyId, 'purchaseReturnItems', 'import'),
          {
            purchaseOrderId: orderId,
            items: [
              {
                purchase_order_item_id: action.line,
                to_return_quantity: action.quantity,
                return_reason: action.reason,
                return_condition: action.condition,
              },
            ],
          },
          when,
        );
        written += 1;
        break;
      }
      case 'pay': {
        // a reference already recorded on the order answers recorded: false and changes nothing
        const owed = amountOwedCents(order.totalCents, order.returnedCents, order.paidCents);
        const amount = action.amount === 'rest' ? fromCents(owed) : action.amount;
        if (amount <= 0) break;
        const { recorded } = await addPurchasePayment(
          systemAuditContext(companyId, 'purchasePaymentAdd', 'import'),
          { purchaseOrderId: orderId, paymentAmount: amount, paymentMethod: action.method, paymentReference: action.reference },
          when,
        );
        if (recorded) written += 1;
        break;
      }
      case 'invoice': {
        if ((await invoiceExists(purchaseInvoices, companyId, orderId)).exists) break;
        await generateInvoice(
          purchaseInvoices,
          systemAuditContext(companyId, 'purchaseInvoiceGenerate', 'import'),
          { orderId, due_date: addDays(isoDateOf(when), action.dueInDays), notes: action.notes },
          when,
        );
        written += 1;
        break;
      }
    }
  }
  return written;
}

/** Purchase orders in every state (PURCHASE_ORDERS), each followed by its receipts, returns, payments and invoice. */
export async function seedPurchaseOrders(ctx: DemoInventoryContext): Promise<number> {
  const existing = await purchaseOrderIndex(ctx.companyId);
  let written = 0;
  for (const [n, demo] of PURCHASE_ORDERS.entries()) written += await applyPurchaseOrder(ctx, existing, demo, n);
  return written;
}
