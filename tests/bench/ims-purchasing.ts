/**
 * The ims section's purchasing half, pure: a company's purchase orders over 3 years (LARGE 20,000, SMALL 2,000, the
 * same shape per order), their receipts, returns, payments and invoices, and the exact DynamoDB items the product
 * holds once they have gone through its services (addPurchaseOrder, receivePurchaseItem, returnPurchaseItems,
 * addPurchasePayment, generateInvoice): the order headers with their index entries, the date entries, the payments
 * and their reference claims, the returns, the invoices and their claims, both number counters, the ledger's
 * financial day rows (payable, paid) and the dashboard's `to_receive` counter. Built with the product's own
 * functions (functions/inventory/records.ts: purchaseOrderToItem, purchasePaymentToItem, purchaseReturnToItem;
 * invoice-records.ts: invoiceToItem, invoiceClaimToItem; keys from functions/inventory/keys.ts).
 *
 * Not written: the stock side of the receipts and returns (lots, movements, the items' stock). The purchasing
 * reads measured here never read it, and the catalogue's own stock history is the other half of the section; the
 * lines' `lots` are left out accordingly. ims-seed.ts's consistency check replays a small plan through the real
 * services and compares every purchasing item with these (lines' `lots` aside).
 */
import { ulid } from 'ulid';
import {
  invoiceClaimToItem,
  invoiceToItem,
  purchaseInvoiceKeys,
  type InvoiceKeys,
  type OrderInvoiceRecord,
} from '../../functions/inventory/invoice-records.ts';
import * as imsKeys from '../../functions/inventory/keys.ts';
import {
  purchaseOrderToItem,
  purchasePaymentToItem,
  purchaseReturnToItem,
  type PurchaseOrderRecord,
  type PurchasePaymentRecord,
  type PurchaseReturnRecord,
} from '../../functions/inventory/records.ts';
import { addDays, isoDateOf } from '../../shared/domain/dates.ts';
import { amountOwedCents, returnCreditsCents, orderNumber, orderTotals } from '../../shared/inventory/rules.ts';
import type { ImsPlan, Item, PlanItem, PlanPartner, PlanWarehouse } from './ims-dataset.ts';
import type { LedgerDays } from './ims-finance.ts';
import { oneRow, routeTargets, withId, withQuery, type RentTarget, type TargetRequest } from './targets.ts';

const DAY = 86_400_000;
/** Orders of the last this many days are still in progress (pending, partly received, a deposit at most). */
const RECENT_DAYS = 45;
/** Suppliers that get every other order: their filter has a full first page on both companies. */
const REGULAR_SUPPLIERS = 10;
const METHODS = ['transfer', 'cheque', 'cash'] as const;

/** The orders span this many years before the seed day (their count is the shape's `purchaseOrders`). */
export const PURCHASE_YEARS = 3;

export interface PayEvent {
  readonly kind: 'pay';
  readonly amountCents: number;
  readonly method: (typeof METHODS)[number];
  readonly reference: string;
  readonly at: string;
  /** Minted by the service in the check; a ULID of its time in the seed. */
  paymentId: string;
}
export interface InvoiceEvent {
  readonly kind: 'invoice';
  readonly at: string;
  readonly dueDate: string;
  readonly notes: string;
  readonly invoiceSeq: number;
}

/**
 * Order i's payments and invoice, the same schedule for purchases and sales: recent orders a quarter deposit on one
 * in 3; older ones 7 in 10 paid what is owed (in one payment or two halves), 2 in 10 a third, 1 in 10 nothing; one
 * order in 3 invoiced (due 30 days after). `invoices.last` is the company's last invoice number.
 */
export function settlementEvents(o: {
  i: number;
  recent: boolean;
  totalCents: number;
  owedCents: number;
  after: (days: number) => string;
  reference: (k: number) => string;
  invoices: { last: number };
}): Array<PayEvent | InvoiceEvent> {
  const { i, owedCents: owed, after } = o;
  const events: Array<PayEvent | InvoiceEvent> = [];
  const pay = (amountCents: number, k: number, days: number) => {
    const at = after(days);
    events.push({ kind: 'pay', amountCents, method: METHODS[i % 3], reference: o.reference(k), at, paymentId: ulid(Date.parse(at)) });
  };
  if (o.recent) {
    if (i % 3 === 0) pay(Math.floor(o.totalCents / 4), 1, 1);
  } else if (i % 10 < 7) {
    if (i % 2) pay(owed, 1, 10);
    else {
      pay(Math.floor(owed / 2), 1, 10);
      pay(owed - Math.floor(owed / 2), 2, 20);
    }
  } else if (i % 10 < 9) pay(Math.floor(owed / 3), 1, 10);
  if (i % 3 === 1) {
    const at = after(7);
    events.push({ kind: 'invoice', at, dueDate: addDays(isoDateOf(new Date(at)), 30), notes: 'N/A', invoiceSeq: ++o.invoices.last });
  }
  return events;
}

/** The report's month: the calendar month before `now`'s. */
export function previousMonth(now: Date): { from: string; to: string } {
  return {
    from: isoDateOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))),
    to: addDays(isoDateOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))), -1),
  };
}

/** The invoice and its order's claim, as generateInvoice writes them for an order of `partner`. */
export function invoiceItems(keys: InvoiceKeys, companyId: string, orderId: number, partner: PlanPartner, e: InvoiceEvent): [Item, Item] {
  const record: OrderInvoiceRecord = {
    companyId,
    invoiceSeq: e.invoiceSeq,
    orderId,
    partnerId: partner.partnerId,
    partnerName: partner.name,
    invoiceDate: e.at.slice(0, 10),
    dueDate: e.dueDate,
    notes: e.notes,
    createdAt: e.at,
    updatedAt: e.at,
    version: 1,
  };
  return [invoiceToItem(keys, record), invoiceClaimToItem(keys, record)];
}

export type PurchaseEvent =
  | { readonly kind: 'receive'; readonly line: number; readonly quantity: number; readonly at: string }
  | {
      readonly kind: 'return';
      readonly line: number;
      readonly quantity: number;
      readonly reason: string;
      readonly condition: 'Damaged' | 'Good';
      readonly at: string;
      /** Minted by the service in the check; a ULID of its time in the seed (lists are newest first by it). */
      returnId: string;
    }
  | PayEvent
  | InvoiceEvent;

export interface PlanOrder {
  readonly orderId: number;
  readonly supplier: PlanPartner;
  readonly warehouse: PlanWarehouse;
  readonly discount: number;
  readonly lines: ReadonlyArray<{ readonly item: PlanItem; readonly quantity: number; readonly discount: number }>;
  readonly createdAt: string;
  /** In time order. */
  readonly events: PurchaseEvent[];
}

export interface PurchasePlan {
  readonly companyId: string;
  readonly orders: PlanOrder[];
  readonly now: string;
}

/** What the purchasing requests need of a seeded company. */
export interface PurchaseSample {
  readonly orders: number;
  /** A regular supplier (every 20th order is theirs). */
  readonly supplierId: string;
  readonly warehouseId: string;
  /** The order of the detail and order-number requests: the middle one. */
  readonly orderId: number;
  readonly orderNumber: string;
  /** The newest order paid in two payments (the payments list shows 2 rows on both companies). */
  readonly paidOrderId: number;
  /** The newest invoice (the invoice page). */
  readonly invoiceId: number;
  /** The purchase report's month: the calendar month before the seed day. */
  readonly from: string;
  readonly to: string;
}

const isoAt = (t: number) => new Date(t).toISOString();

/** The orders of a company, oldest first (numbers follow the dates, as the product numbers them). */
export function buildPurchasePlan(plan: ImsPlan, count: number, now: Date): PurchasePlan {
  const suppliers = plan.partners.filter((p) => p.kind === 'supplier');
  const regularItems = plan.items.filter((i) => !i.hot);
  const end = now.getTime() - DAY;
  const span = PURCHASE_YEARS * 365 * DAY;
  const start = end - span;
  const orders: PlanOrder[] = [];
  const invoices = { last: 0 };
  for (let i = 0; i < count; i++) {
    const orderId = i + 1;
    const t = start + Math.floor((i * span) / count);
    const age = now.getTime() - t;
    // an event `days` after the order, never later than halfway to now
    const after = (days: number) => isoAt(t + Math.min(days * DAY, Math.floor(age / 2)));
    const recent = age < RECENT_DAYS * DAY;
    const supplier = suppliers[i % 2 === 0 ? (i / 2) % Math.min(REGULAR_SUPPLIERS, suppliers.length) : (i * 7919) % suppliers.length];
    const warehouse = plan.warehouses[i % plan.warehouses.length];
    const lineCount = 1 + (i % 4);
    const lines = Array.from({ length: lineCount }, (_, k) => ({
      item: regularItems[(i * 31 + k * 977) % regularItems.length],
      quantity: 5 + ((i * 13 + k * 7) % 46),
      discount: (i + k) % 5 === 0 ? 5 : 0,
    }));
    const discount = i % 7 === 0 ? 2.5 : 0;
    const totals = orderTotals(
      lines.map((l) => ({ quantity: l.quantity, unitPriceCents: l.item.purchaseCents, discountPercent: l.discount })),
      discount,
    );
    const status = recent
      ? (['Pending', 'Pending', 'Partially Received', 'Received'] as const)[i % 4]
      : i % 25 === 0
        ? 'Partially Received'
        : i % 50 === 1
          ? 'Pending'
          : 'Received';
    const events: PurchaseEvent[] = [];
    if (status === 'Received')
      for (const [k, l] of lines.entries()) events.push({ kind: 'receive', line: k + 1, quantity: l.quantity, at: after(3) });
    if (status === 'Partially Received')
      events.push({ kind: 'receive', line: 1, quantity: Math.floor(lines[0].quantity / 2), at: after(3) });
    let returnedCents = 0;
    if (status === 'Received' && i % 10 === 5) {
      const at = after(5);
      events.push({
        kind: 'return',
        line: 1,
        quantity: 1,
        reason: 'Damaged in transit',
        condition: 'Damaged',
        at,
        returnId: ulid(Date.parse(at)),
      });
      // one unit of the first line, as the return service credits it
      const credited = {
        totalCents: totals.totalCents,
        lines: lines.map((l, k) => ({ lineId: k + 1, quantity: l.quantity, returnedQuantity: 0, totalCents: totals.lineTotalsCents[k] })),
      };
      returnedCents = returnCreditsCents(credited, [{ lineId: 1, quantity: 1 }])[0];
    }
    events.push(
      ...settlementEvents({
        i,
        recent,
        totalCents: totals.totalCents,
        owedCents: totals.totalCents - returnedCents,
        after,
        reference: (k) => `BENCH-${orderId}-${k}`,
        invoices,
      }),
    );
    events.sort((a, b) => a.at.localeCompare(b.at));
    orders.push({ orderId, supplier, warehouse, discount, lines, createdAt: isoAt(t), events });
  }
  return { companyId: plan.companyId, orders, now: now.toISOString() };
}

export function purchaseSampleOf(purchases: PurchasePlan): PurchaseSample {
  const { orders } = purchases;
  const middle = orders[Math.floor(orders.length / 2)];
  const newest = [...orders].reverse();
  const twice = newest.find((o) => o.events.filter((e) => e.kind === 'pay').length === 2)!;
  const invoice = newest.flatMap((o) => o.events).find((e) => e.kind === 'invoice')!;
  const { from, to } = previousMonth(new Date(purchases.now));
  return {
    orders: orders.length,
    supplierId: orders[0].supplier.partnerId,
    warehouseId: orders[0].warehouse.warehouseId,
    orderId: middle.orderId,
    orderNumber: orderNumber('PO', middle.orderId),
    paidOrderId: twice.orderId,
    invoiceId: invoice.kind === 'invoice' ? invoice.invoiceSeq : 0,
    from,
    to,
  };
}

export interface PurchaseCounts {
  orders: number;
  payments: number;
  returns: number;
  invoices: number;
  /** Date entries, payment reference claims, invoice claims, counters. */
  other: number;
}

export const emptyPurchaseCounts = (): PurchaseCounts => ({ orders: 0, payments: 0, returns: 0, invoices: 0, other: 0 });

/**
 * Every purchasing item of the company after its plan, except the ledger's day rows (shared with sales and
 * expenses: the sums go into `days`, ims-dataset.ts writes them) and the dashboard counters' item (it is shared with
 * the catalogue's `items`; ims-dataset.ts writes it with `toReceive`, which this returns through `out`).
 */
export function* purchaseItems(
  purchases: PurchasePlan,
  counts: PurchaseCounts,
  days: LedgerDays,
  out: { toReceive?: number },
  /** Given each order's final record (ims-dataset.ts takes its open lines' units on order from it). */
  onFinal?: (order: PurchaseOrderRecord) => void,
): Generator<Item> {
  const { companyId } = purchases;
  const ledger = (date: string, field: 'payable' | 'paid', cents: number) => days.add(date, field, cents);
  let toReceive = 0;
  let invoices = 0;
  for (const o of purchases.orders) {
    const totals = orderTotals(
      o.lines.map((l) => ({ quantity: l.quantity, unitPriceCents: l.item.purchaseCents, discountPercent: l.discount })),
      o.discount,
    );
    const orderDate = o.createdAt.slice(0, 10);
    const order: PurchaseOrderRecord = {
      companyId,
      orderId: o.orderId,
      supplierId: o.supplier.partnerId,
      supplierName: o.supplier.name,
      warehouseId: o.warehouse.warehouseId,
      warehouseName: o.warehouse.name,
      discount: o.discount,
      subtotalCents: totals.subtotalCents,
      totalCents: totals.totalCents,
      orderedQuantity: o.lines.reduce((n, l) => n + l.quantity, 0),
      receivedQuantity: 0,
      paidCents: 0,
      returnedCents: 0,
      lines: o.lines.map((l, k) => ({
        lineId: k + 1,
        itemId: l.item.itemId,
        itemName: l.item.name,
        sku: l.item.sku,
        quantity: l.quantity,
        receivedQuantity: 0,
        returnedQuantity: 0,
        unitCents: l.item.purchaseCents,
        discount: l.discount,
        totalCents: totals.lineTotalsCents[k],
      })),
      orderDate,
      createdAt: o.createdAt,
      version: 1,
    };
    ledger(orderDate, 'payable', order.totalCents);
    toReceive += 1;
    const owed = () => amountOwedCents(order.totalCents, order.returnedCents, order.paidCents);
    for (const e of o.events) {
      if (e.kind === 'receive') {
        const line = order.lines[e.line - 1];
        const wasOpen = order.receivedQuantity < order.orderedQuantity;
        line.receivedQuantity += e.quantity;
        order.receivedQuantity += e.quantity;
        order.version += 1;
        if (wasOpen && order.receivedQuantity === order.orderedQuantity) toReceive -= 1;
      } else if (e.kind === 'return') {
        const line = order.lines[e.line - 1];
        const [creditCents] = returnCreditsCents(order, [{ lineId: line.lineId, quantity: e.quantity }]);
        const before = owed();
        line.returnedQuantity += e.quantity;
        order.returnedCents += creditCents;
        order.version += 1;
        ledger(orderDate, 'payable', owed() - before);
        const record: PurchaseReturnRecord = {
          companyId,
          orderId: o.orderId,
          returnId: e.returnId,
          lineId: e.line,
          itemId: line.itemId,
          quantity: e.quantity,
          reason: e.reason,
          condition: e.condition,
          creditCents,
          createdAt: e.at,
        };
        yield purchaseReturnToItem(record);
        counts.returns += 1;
      } else if (e.kind === 'pay') {
        const before = owed();
        order.paidCents += e.amountCents;
        order.version += 1;
        ledger(e.at.slice(0, 10), 'paid', e.amountCents);
        ledger(orderDate, 'payable', owed() - before);
        const record: PurchasePaymentRecord = {
          companyId,
          orderId: o.orderId,
          paymentId: e.paymentId,
          amountCents: e.amountCents,
          method: e.method,
          reference: e.reference,
          createdAt: e.at,
        };
        yield purchasePaymentToItem(record);
        yield { ...imsKeys.purchasePaymentRef(companyId, o.orderId, e.reference.trim().toLowerCase()), paymentId: e.paymentId };
        counts.payments += 1;
        counts.other += 1;
      } else {
        yield* invoiceItems(purchaseInvoiceKeys, companyId, o.orderId, o.supplier, e);
        invoices = Math.max(invoices, e.invoiceSeq);
        counts.invoices += 1;
        counts.other += 1;
      }
    }
    onFinal?.(order);
    yield purchaseOrderToItem(order);
    yield { ...imsKeys.purchaseOrderByDate(companyId, orderDate, o.orderId), orderId: o.orderId };
    counts.orders += 1;
    counts.other += 1;
  }
  if (purchases.orders.length) {
    yield { ...imsKeys.purchaseOrderCounter(companyId), value: purchases.orders.length };
    counts.other += 1;
    out.toReceive = toReceive;
  }
  if (invoices) {
    yield { ...imsKeys.purchaseInvoiceCounter(companyId), value: invoices };
    counts.other += 1;
  }
}

// ───────────────────────────── requests ─────────────────────────────

/** A company as the purchasing requests need it. */
export interface PurchaseTargetCompany {
  readonly label: string;
  readonly token: string;
  readonly purchases: PurchaseSample;
}

/** The purchasing requests the ims budget covers, in report order (after IMS_ROUTES; `key` groups LARGE and SMALL). */
export const PURCHASE_ROUTES: ReadonlyArray<{ key: string; route: string; shows: string }> = [
  { key: 'purchaseOrderList', route: 'purchaseOrderList', shows: 'purchase orders, first page (50)' },
  { key: 'purchaseOrderList supplierId', route: 'purchaseOrderList', shows: "one supplier's orders, first page (50)" },
  { key: 'purchaseOrderList warehouseId', route: 'purchaseOrderList', shows: "one warehouse's orders, first page (50)" },
  { key: 'purchaseOrderList status', route: 'purchaseOrderList', shows: 'Pending orders, first page (50)' },
  { key: 'purchaseOrderList orderNumber', route: 'purchaseOrderList', shows: 'one order by its number (1 row)' },
  { key: 'purchaseOrderGet', route: 'purchaseOrderGet', shows: 'one order with its lines (1 row)' },
  { key: 'purchasePaymentList', route: 'purchasePaymentList', shows: "an order's payments (2 rows)" },
  { key: 'purchaseInvoiceGet', route: 'purchaseInvoiceGet', shows: 'one invoice with its order and lines (1 row)' },
  { key: 'purchaseInvoiceList', route: 'purchaseInvoiceList', shows: "purchase invoices with their orders' figures, first page (50)" },
  { key: 'purchase report (month)', route: 'purchaseOrderList', shows: "purchase report: one month's orders (from/to), first page (50)" },
];

export function purchaseTargets(companies: readonly PurchaseTargetCompany[]): RentTarget[] {
  return routeTargets(PURCHASE_ROUTES, companies, ({ key }, { purchases: p }, route): TargetRequest => {
    const query = (q: Record<string, string | number>) => ({ path: withQuery(route.path, q) });
    switch (key) {
      case 'purchaseOrderList supplierId':
        return query({ supplierId: p.supplierId });
      case 'purchaseOrderList warehouseId':
        return query({ warehouseId: p.warehouseId });
      case 'purchaseOrderList status':
        return query({ status: 'Pending' });
      case 'purchaseOrderList orderNumber':
        return query({ orderNumber: p.orderNumber });
      case 'purchaseOrderGet':
        return { path: withId(route, p.orderId), rowsOf: oneRow };
      case 'purchasePaymentList':
        return query({ orderId: p.paidOrderId });
      case 'purchaseInvoiceGet':
        return { path: withId(route, p.invoiceId), rowsOf: oneRow };
      case 'purchase report (month)':
        return query({ from: p.from, to: p.to });
      default:
        return {};
    }
  });
}
