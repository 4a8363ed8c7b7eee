/**
 * The ims section's sales half, pure: a company's sales orders over 3 years (LARGE 40,000, SMALL 4,000, the same
 * shape per order), their fulfilments (warehouse assignment, one save: a shipment and a COGS row per line), returns,
 * payments and invoices, and the exact DynamoDB items the product holds once they have gone through its services
 * (addSalesOrder, assignFulfilmentWarehouse, saveFulfilment, returnSalesItems, addSalesPayment, generateInvoice with
 * the sales book): the order headers with their index entries, the date entries, the COGS rows, the shipments, the
 * returns, the payments and their reference claims, the invoices and their claims, both number counters, the
 * ledger's `receivable`/`received` day sums and the dashboard's `to_ship`. Built with the product's own functions
 * (functions/inventory/records.ts: salesOrderToItem, salesCogsToItem, salesShipmentToItem, salesReturnToItem,
 * salesPaymentToItem; invoice-records.ts: invoiceToItem, invoiceClaimToItem with salesInvoiceKeys; keys from
 * functions/inventory/keys.ts).
 *
 * Not written: the stock side of the fulfilments and Good returns (lots, movements, the items' stock). A line is
 * taken from one lot, `lotOf(item, warehouse)`: in the seed a number that need not exist in the catalogue's stock
 * (no sales request measured here reads the lot behind a COGS row), in the consistency check the lot the replay's
 * one receipt per item and warehouse created (ims-seed.ts), so the check holds the COGS rows and shipments too.
 */
import { ulid } from 'ulid';
import { salesInvoiceKeys, salesInvoiceLinkToItem } from '../../functions/inventory/invoice-records.ts';
import * as imsKeys from '../../functions/inventory/keys.ts';
import {
  salesCogsToItem,
  salesOrderToItem,
  salesPaymentToItem,
  salesReturnToItem,
  salesShipmentToItem,
  type SalesCogsRecord,
  type SalesOrderRecord,
} from '../../functions/inventory/records.ts';
import { amountOwedCents, lotNumber, returnCreditsCents, orderNumber, orderTotals } from '../../shared/inventory/rules.ts';
import type { ImsPlan, Item, PlanItem, PlanPartner, PlanWarehouse } from './ims-dataset.ts';
import type { LedgerDays } from './ims-finance.ts';
import { invoiceItems, previousMonth, settlementEvents, type InvoiceEvent, type PayEvent } from './ims-purchasing.ts';
import { oneRow, routeTargets, withId, withQuery, type RentTarget, type TargetRequest } from './targets.ts';

const DAY = 86_400_000;
const RECENT_DAYS = 45;
/** Customers that get every other order: their filter has a full first page on both companies. */
const REGULAR_CUSTOMERS = 10;

/** The orders span this many years before the seed day. */
export const SALES_YEARS = 3;

/** The lot a line's units come from: its company-wide number and unit cost. */
export interface PlanLot {
  readonly seq: number;
  readonly unitCostCents: number;
}
export type LotOf = (item: PlanItem, itemIndex: number, warehouseIndex: number) => PlanLot;

/**
 * The lot of an item in a warehouse when every item got one receipt in every warehouse, items in plan order and
 * warehouses in turn (the check's replay does exactly that; the seed uses the same numbers).
 */
export const oneLotPerItemAndWarehouse =
  (warehouses: number): LotOf =>
  (item, itemIndex, warehouseIndex) => ({ seq: itemIndex * warehouses + warehouseIndex + 1, unitCostCents: item.purchaseCents });

export type SalesEvent =
  | {
      readonly kind: 'fulfil';
      /** Line number and units; every line taken from its item's one lot in the order's warehouse. */
      readonly lines: ReadonlyArray<{ readonly line: number; readonly quantity: number }>;
      readonly at: string;
      /** The shipment's saveId: minted by the service in the check; a ULID of its time in the seed. */
      saveId: string;
    }
  | {
      readonly kind: 'return';
      /** COGS row (= line here: one save, one lot per line). */
      readonly cogs: number;
      readonly quantity: number;
      readonly reason: string;
      readonly condition: 'Damaged' | 'Good';
      readonly at: string;
      returnId: string;
    }
  | PayEvent
  | InvoiceEvent;

export interface SalesPlanOrder {
  readonly orderId: number;
  readonly customer: PlanPartner;
  readonly warehouse: PlanWarehouse;
  readonly warehouseIndex: number;
  readonly discount: number;
  readonly lines: ReadonlyArray<{
    readonly item: PlanItem;
    readonly itemIndex: number;
    readonly quantity: number;
    readonly discount: number;
  }>;
  readonly createdAt: string;
  /** In time order. */
  readonly events: SalesEvent[];
}

export interface SalesPlan {
  readonly companyId: string;
  readonly orders: SalesPlanOrder[];
  readonly now: string;
  readonly lotOf: LotOf;
}

/** What the sales requests need of a seeded company. */
export interface SalesSample {
  readonly orders: number;
  /** A regular customer (every 20th order is theirs). */
  readonly customerId: string;
  /** The middle order (detail, order number). */
  readonly orderId: number;
  readonly orderNumber: string;
  /** The newest pending order of 4 lines and its warehouse (the Pick tab: lines, stock on hand, open lots). */
  readonly pendingOrderId: number;
  readonly pendingWarehouseId: string;
  /** The newest fulfilled order of 4 lines without a return (returnable lines: 4 COGS rows; its shipment). */
  readonly fulfilledOrderId: number;
  /** The newest order with a Good return (Restock: 1 row). */
  readonly restockedOrderId: number;
  /** The newest order paid in two payments (2 rows). */
  readonly paidOrderId: number;
  /** The newest invoice (the invoice page). */
  readonly invoiceId: number;
  /** The newest invoice with customer links (LINKS_PER_INVOICE of them: the invoice page's link list). */
  readonly linkedInvoiceId: number;
  /** The sales report's month: the calendar month before the seed day. */
  readonly from: string;
  readonly to: string;
}

/** Every LINKED_INVOICE_EVERY-th sales invoice has LINKS_PER_INVOICE customer links (the Copy customer link list). */
export const LINKED_INVOICE_EVERY = 10;
export const LINKS_PER_INVOICE = 3;

const isoAt = (t: number) => new Date(t).toISOString();

/** The orders of a company, oldest first (numbers follow the dates, as the product numbers them). */
export function buildSalesPlan(plan: ImsPlan, count: number, now: Date, lotOf: LotOf): SalesPlan {
  const customers = plan.partners.filter((p) => p.kind === 'customer');
  const regular = plan.items.map((item, itemIndex) => ({ item, itemIndex })).filter(({ item }) => !item.hot);
  const end = now.getTime() - DAY;
  const span = SALES_YEARS * 365 * DAY;
  const start = end - span;
  const orders: SalesPlanOrder[] = [];
  const invoices = { last: 0 };
  for (let i = 0; i < count; i++) {
    const orderId = i + 1;
    const t = start + Math.floor((i * span) / count);
    const age = now.getTime() - t;
    const after = (days: number) => isoAt(t + Math.min(days * DAY, Math.floor(age / 2)));
    const recent = age < RECENT_DAYS * DAY;
    const customer = customers[i % 2 === 0 ? (i / 2) % Math.min(REGULAR_CUSTOMERS, customers.length) : (i * 7919) % customers.length];
    const warehouseIndex = i % plan.warehouses.length;
    const lineCount = 1 + (i % 4);
    const lines = Array.from({ length: lineCount }, (_, k) => {
      const { item, itemIndex } = regular[(i * 37 + k * 977) % regular.length];
      return { item, itemIndex, quantity: 2 + ((i * 11 + k * 7) % 10), discount: (i + k) % 5 === 0 ? 5 : 0 };
    });
    const discount = i % 7 === 0 ? 2.5 : 0;
    const totals = orderTotals(
      lines.map((l) => ({ quantity: l.quantity, unitPriceCents: l.item.salesCents, discountPercent: l.discount })),
      discount,
    );
    const status = recent
      ? (['Pending', 'Pending', 'Partially Fulfilled', 'Fulfilled'] as const)[i % 4]
      : i % 25 === 0
        ? 'Partially Fulfilled'
        : i % 50 === 1
          ? 'Pending'
          : 'Fulfilled';
    const events: SalesEvent[] = [];
    const fulfilAt = after(2);
    const saveId = ulid(Date.parse(fulfilAt));
    if (status === 'Fulfilled')
      events.push({ kind: 'fulfil', lines: lines.map((l, k) => ({ line: k + 1, quantity: l.quantity })), at: fulfilAt, saveId });
    if (status === 'Partially Fulfilled')
      events.push({ kind: 'fulfil', lines: [{ line: 1, quantity: Math.floor(lines[0].quantity / 2) }], at: fulfilAt, saveId });
    let returnedCents = 0;
    if (status === 'Fulfilled' && i % 10 === 5) {
      const at = after(5);
      const condition = i % 20 === 5 ? 'Good' : 'Damaged';
      events.push({ kind: 'return', cogs: 1, quantity: 1, reason: 'Customer return', condition, at, returnId: ulid(Date.parse(at)) });
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
        reference: (k) => `BENCH-SO-${orderId}-${k}`,
        invoices,
      }),
    );
    events.sort((a, b) => a.at.localeCompare(b.at));
    orders.push({
      orderId,
      customer,
      warehouse: plan.warehouses[warehouseIndex],
      warehouseIndex,
      discount,
      lines,
      createdAt: isoAt(t),
      events,
    });
  }
  return { companyId: plan.companyId, orders, now: now.toISOString(), lotOf };
}

export function salesSampleOf(sales: SalesPlan): SalesSample {
  const { orders } = sales;
  const newest = [...orders].reverse();
  const middle = orders[Math.floor(orders.length / 2)];
  const has = (o: SalesPlanOrder, kind: SalesEvent['kind']) => o.events.some((e) => e.kind === kind);
  const pending = newest.find((o) => o.lines.length === 4 && !has(o, 'fulfil'))!;
  const fulfilled = newest.find(
    (o) => o.lines.length === 4 && !has(o, 'return') && o.events.some((e) => e.kind === 'fulfil' && e.lines.length === 4),
  )!;
  const restocked = newest.find((o) => o.events.some((e) => e.kind === 'return' && e.condition === 'Good'))!;
  const twice = newest.find((o) => o.events.filter((e) => e.kind === 'pay').length === 2)!;
  const invoiceSeqs = newest.flatMap((o) => o.events.flatMap((e) => (e.kind === 'invoice' ? [e.invoiceSeq] : [])));
  return {
    orders: orders.length,
    customerId: orders[0].customer.partnerId,
    orderId: middle.orderId,
    orderNumber: orderNumber('SO', middle.orderId),
    pendingOrderId: pending.orderId,
    pendingWarehouseId: pending.warehouse.warehouseId,
    fulfilledOrderId: fulfilled.orderId,
    restockedOrderId: restocked.orderId,
    paidOrderId: twice.orderId,
    invoiceId: invoiceSeqs[0],
    linkedInvoiceId: invoiceSeqs.find((seq) => seq % LINKED_INVOICE_EVERY === 0)!,
    ...previousMonth(new Date(sales.now)),
  };
}

export interface SalesCounts {
  orders: number;
  cogs: number;
  shipments: number;
  payments: number;
  returns: number;
  invoices: number;
  /** Date entries, payment reference claims, invoice claims, counters. */
  other: number;
}

export const emptySalesCounts = (): SalesCounts => ({ orders: 0, cogs: 0, shipments: 0, payments: 0, returns: 0, invoices: 0, other: 0 });

/**
 * Every sales item of the company after its plan, except the ledger's day rows (their sums go into `days`) and the
 * dashboard counters' item (shared with the catalogue's `items`; `to_ship` comes back through `out`).
 */
export function* salesItems(
  sales: SalesPlan,
  counts: SalesCounts,
  days: LedgerDays,
  out: { toShip?: number },
  /** Given each order's final record (ims-dataset.ts takes its open lines' committed units from it). */
  onFinal?: (order: SalesOrderRecord) => void,
): Generator<Item> {
  const { companyId } = sales;
  let toShip = 0;
  let invoices = 0;
  for (const o of sales.orders) {
    const totals = orderTotals(
      o.lines.map((l) => ({ quantity: l.quantity, unitPriceCents: l.item.salesCents, discountPercent: l.discount })),
      o.discount,
    );
    const orderDate = o.createdAt.slice(0, 10);
    const order: SalesOrderRecord = {
      companyId,
      orderId: o.orderId,
      customerId: o.customer.partnerId,
      customerName: o.customer.name,
      warehouseId: o.warehouse.warehouseId,
      warehouseName: o.warehouse.name,
      discount: o.discount,
      subtotalCents: totals.subtotalCents,
      totalCents: totals.totalCents,
      orderedQuantity: o.lines.reduce((n, l) => n + l.quantity, 0),
      deliveredQuantity: 0,
      paidCents: 0,
      returnedCents: 0,
      lines: o.lines.map((l, k) => ({
        lineId: k + 1,
        itemId: l.item.itemId,
        itemName: l.item.name,
        sku: l.item.sku,
        description: l.item.description,
        quantity: l.quantity,
        deliveredQuantity: 0,
        returnedQuantity: 0,
        unitCents: l.item.salesCents,
        discount: l.discount,
        totalCents: totals.lineTotalsCents[k],
      })),
      cogsCount: 0,
      shipmentCount: 0,
      orderDate,
      createdAt: o.createdAt,
      version: 1,
    };
    days.add(orderDate, 'receivable', order.totalCents);
    toShip += 1;
    const cogs: SalesCogsRecord[] = [];
    const owed = () => amountOwedCents(order.totalCents, order.returnedCents, order.paidCents);
    for (const e of o.events) {
      if (e.kind === 'fulfil') {
        // assignFulfilmentWarehouse (the order's own warehouse), then one save
        order.fulfilWarehouseId = o.warehouse.warehouseId;
        order.fulfilWarehouseName = o.warehouse.name;
        order.version += 1;
        const shipmentSeq = order.shipmentCount + 1;
        const shipmentLines = e.lines.map(({ line: lineId, quantity }) => {
          const line = order.lines[lineId - 1];
          const planned = o.lines[lineId - 1];
          const lot = sales.lotOf(planned.item, planned.itemIndex, o.warehouseIndex);
          cogs.push({
            companyId,
            orderId: o.orderId,
            cogsSeq: order.cogsCount + cogs.length + 1,
            shipmentSeq,
            lineId,
            itemId: line.itemId,
            itemName: line.itemName,
            sku: line.sku,
            warehouseId: o.warehouse.warehouseId,
            lotSeq: lot.seq,
            batch: lotNumber(lot.seq),
            quantity,
            returnedQuantity: 0,
            unitCostCents: lot.unitCostCents,
            createdAt: e.at,
          });
          line.deliveredQuantity += quantity;
          return {
            lineId,
            itemId: line.itemId,
            itemName: line.itemName,
            sku: line.sku,
            quantity,
            lots: [{ lotSeq: lot.seq, batch: lotNumber(lot.seq), quantity, unitCostCents: lot.unitCostCents }],
          };
        });
        const wasOpen = order.deliveredQuantity < order.orderedQuantity;
        order.deliveredQuantity += e.lines.reduce((n, l) => n + l.quantity, 0);
        order.cogsCount = cogs.length;
        order.shipmentCount = shipmentSeq;
        order.version += 1;
        if (wasOpen && order.deliveredQuantity >= order.orderedQuantity) toShip -= 1;
        yield salesShipmentToItem({
          companyId,
          orderId: o.orderId,
          shipmentSeq,
          saveId: e.saveId,
          warehouseId: o.warehouse.warehouseId,
          warehouseName: o.warehouse.name,
          lines: shipmentLines,
          createdAt: e.at,
        });
        counts.shipments += 1;
      } else if (e.kind === 'return') {
        const row = cogs[e.cogs - 1];
        const line = order.lines[row.lineId - 1];
        const [creditCents] = returnCreditsCents(order, [{ lineId: line.lineId, quantity: e.quantity }]);
        const before = owed();
        row.returnedQuantity += e.quantity;
        line.returnedQuantity += e.quantity;
        order.returnedCents += creditCents;
        order.version += 1;
        days.add(orderDate, 'receivable', owed() - before);
        yield salesReturnToItem({
          companyId,
          orderId: o.orderId,
          returnId: e.returnId,
          cogsSeq: row.cogsSeq,
          lineId: row.lineId,
          itemId: row.itemId,
          itemName: row.itemName,
          sku: row.sku,
          warehouseId: row.warehouseId,
          warehouseName: order.fulfilWarehouseName ?? '',
          lotSeq: row.lotSeq,
          batch: row.batch,
          quantity: e.quantity,
          reason: e.reason,
          condition: e.condition,
          creditCents,
          createdAt: e.at,
        });
        counts.returns += 1;
      } else if (e.kind === 'pay') {
        order.paidCents += e.amountCents;
        order.version += 1;
        days.add(e.at.slice(0, 10), 'received', e.amountCents);
        days.add(orderDate, 'receivable', -e.amountCents);
        yield salesPaymentToItem({
          companyId,
          orderId: o.orderId,
          paymentId: e.paymentId,
          amountCents: e.amountCents,
          method: e.method,
          reference: e.reference,
          createdAt: e.at,
        });
        yield { ...imsKeys.salesPaymentRef(companyId, o.orderId, e.reference.trim().toLowerCase()), paymentId: e.paymentId };
        counts.payments += 1;
        counts.other += 1;
      } else {
        yield* invoiceItems(salesInvoiceKeys, companyId, o.orderId, o.customer, e);
        invoices = Math.max(invoices, e.invoiceSeq);
        counts.invoices += 1;
        counts.other += 1;
        if (e.invoiceSeq % LINKED_INVOICE_EVERY === 0)
          for (let k = 0; k < LINKS_PER_INVOICE; k++) {
            const createdAt = new Date(Date.parse(e.at) + k * 60_000);
            const linkId = ulid(createdAt.getTime());
            yield salesInvoiceLinkToItem({
              companyId,
              linkId,
              invoiceSeq: e.invoiceSeq,
              objectKey: `bench/${companyId}/sales-invoices/${e.invoiceSeq}/${linkId}.pdf`,
              createdAt: createdAt.toISOString(),
              createdBy: 'bench',
              linkExpiresAt: new Date(createdAt.getTime() + 30 * DAY).toISOString(),
              revoked: false,
            });
            counts.other += 1;
          }
      }
    }
    for (const c of cogs) yield salesCogsToItem(c);
    counts.cogs += cogs.length;
    onFinal?.(order);
    yield salesOrderToItem(order);
    yield { ...imsKeys.salesOrderByDate(companyId, orderDate, o.orderId), orderId: o.orderId };
    counts.orders += 1;
    counts.other += 1;
  }
  if (sales.orders.length) {
    yield { ...imsKeys.salesOrderCounter(companyId), value: sales.orders.length };
    counts.other += 1;
    out.toShip = toShip;
  }
  if (invoices) {
    yield { ...imsKeys.salesInvoiceCounter(companyId), value: invoices };
    counts.other += 1;
  }
}

// ───────────────────────────── requests ─────────────────────────────

/** The sales requests the ims budget covers, in report order (after the purchasing ones). */
export const SALES_ROUTES: ReadonlyArray<{ key: string; route: string; shows: string }> = [
  { key: 'salesOrderList', route: 'salesOrderList', shows: 'sales orders, first page (50)' },
  { key: 'salesOrderList customerId', route: 'salesOrderList', shows: "one customer's orders, first page (50)" },
  { key: 'salesOrderList status', route: 'salesOrderList', shows: 'Pending orders, first page (50)' },
  { key: 'salesOrderList orderNumber', route: 'salesOrderList', shows: 'one order by its number (1 row)' },
  { key: 'salesOrderGet', route: 'salesOrderGet', shows: 'one order with its lines (1 row)' },
  { key: 'salesFulfilmentItems', route: 'salesFulfilmentItems', shows: "a pending order's Pick lines: on hand, open lots (4 rows)" },
  { key: 'salesReturnables', route: 'salesReturnables', shows: "a fulfilled order's returnable COGS rows (4 rows)" },
  { key: 'salesShipmentList', route: 'salesShipmentList', shows: "an order's shipments (1 row)" },
  { key: 'salesRestockList', route: 'salesRestockList', shows: "an order's Good returns (1 row)" },
  { key: 'salesPaymentList', route: 'salesPaymentList', shows: "an order's payments (2 rows)" },
  { key: 'salesInvoiceGet', route: 'salesInvoiceGet', shows: 'one invoice with its order and lines (1 row)' },
  { key: 'salesInvoiceLinkList', route: 'salesInvoiceLinkList', shows: "an invoice's customer links (3 rows)" },
  { key: 'salesInvoiceList', route: 'salesInvoiceList', shows: "sales invoices with their orders' figures, first page (50)" },
  { key: 'sales report (month)', route: 'salesOrderList', shows: "sales report: one month's orders (from/to), first page (50)" },
];

export function salesTargets(companies: ReadonlyArray<{ label: string; token: string; sales: SalesSample }>): RentTarget[] {
  return routeTargets(SALES_ROUTES, companies, ({ key }, { sales: s }, route): TargetRequest => {
    const query = (q: Record<string, string | number>) => ({ path: withQuery(route.path, q) });
    switch (key) {
      case 'salesOrderList customerId':
        return query({ customerId: s.customerId });
      case 'salesOrderList status':
        return query({ status: 'Pending' });
      case 'salesOrderList orderNumber':
        return query({ orderNumber: s.orderNumber });
      case 'salesOrderGet':
        return { path: withId(route, s.orderId), rowsOf: oneRow };
      case 'salesFulfilmentItems':
        return query({ orderId: s.pendingOrderId, warehouseId: s.pendingWarehouseId });
      case 'salesReturnables':
        return query({ salesOrderId: s.fulfilledOrderId });
      case 'salesShipmentList':
        return query({ orderId: s.fulfilledOrderId });
      case 'salesRestockList':
        return query({ orderId: s.restockedOrderId });
      case 'salesPaymentList':
        return query({ orderId: s.paidOrderId });
      case 'sales report (month)':
        return query({ from: s.from, to: s.to });
      case 'salesInvoiceGet':
        return { path: withId(route, s.invoiceId), rowsOf: oneRow };
      case 'salesInvoiceLinkList':
        return query({ invoiceId: s.linkedInvoiceId });
      default:
        return {};
    }
  });
}
