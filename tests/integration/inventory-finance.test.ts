/**
 * The financial account (spec part 2 §2 "Financial account", §3, §7, §9; INVENTORY.md "Expenses and the financial
 * account"): receivable, payable and expense summaries of the current month or year (UTC) with their charts, read
 * from the maintained day sums, which must agree with a recomputation from the orders, payments, returns and
 * expenses themselves.
 */
import { systemAuditContext } from '../../functions/lib/audit.ts';
import { describe, expect, it } from 'vitest';
import { addDays, isoDateOf } from '../../shared/domain/dates.ts';
import { toCents } from '../../shared/domain/money.ts';
import { bucketOf, chartBuckets, financeRange, type FinanceFilter } from '../../shared/inventory/finance.ts';
import { financeRoutes as f } from '../../shared/inventory/finance-routes.ts';
import {
  addPurchaseOrderSchema,
  updatePurchaseOrderSchema,
  addPurchasePaymentSchema,
  receivePurchaseItemSchema,
  returnPurchaseItemsSchema,
} from '../../shared/inventory/purchase-orders.ts';
import { purchaseRoutes as p } from '../../shared/inventory/purchase-routes.ts';
import { addSalesOrderSchema, addSalesPaymentSchema, updateSalesOrderSchema } from '../../shared/inventory/sales-orders.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { financeDays } from '../../functions/inventory/data/finance.ts';
import { addExpense, removeExpense, updateExpense } from '../../functions/inventory/services/finance.ts';
import {
  addPurchaseOrder,
  addPurchasePayment,
  purchaseOrderDetail,
  purchaseReturnables,
  receivePurchaseItem,
  returnPurchaseItems,
  cancelPurchaseOrder,
  closePurchaseOrder,
  purchasePayments,
  updatePurchaseOrder,
  voidPurchasePayment,
} from '../../functions/inventory/services/purchase-orders.ts';
import {
  addSalesOrder,
  addSalesPayment,
  cancelSalesOrder,
  closeSalesOrder,
  salesOrderDetail,
  salesPayments,
  updateSalesOrder,
  voidSalesPayment,
} from '../../functions/inventory/services/sales-orders.ts';
import { HttpError } from '../../functions/lib/errors.ts';
import { addProduct, archiveProduct, removeProduct } from '../../functions/inventory/services/catalogue.ts';
import { addProductSchema } from '../../shared/inventory/schemas.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus } from '../support/rent.ts';
import { addStock, partner, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();
const DAY = 86_400_000;
const today = () => isoDateOf(new Date());

const ACCOUNTS = [
  { route: f.financialReceivable, paid: 'paid_receivable', pending: 'pending_receivable', labels: ['Received', 'Receivable'] },
  { route: f.financialPayable, paid: 'paid_payable', pending: 'pending_payable', labels: ['Paid', 'Payable'] },
  { route: f.financialExpenses, paid: 'total_expenses', pending: null, labels: ['Expenses'] },
] as const;

interface Account {
  filter: FinanceFilter;
  from: string;
  to: string;
  summary: Record<string, number>;
  chart: { label: string; data: { x: string; y: number }[] }[];
}

async function account(c: SalesCompany, path: string, filter?: string): Promise<Account> {
  const res = await c.get(filter === undefined ? path : `${path}?filter=${filter}`);
  expectStatus(res, 200);
  return res.body as Account;
}

/** A company with a supplier, a customer, a warehouse and three items, 1,000 of each in stock. */
async function tradingCompany(name: string) {
  const c = await salesCompany(api, name);
  const supplierId = await c.add(r.supplierAdd.path, partner('Finance Supplier'));
  const customerId = await c.add(r.customerAdd.path, partner('Finance Customer'));
  const warehouseId = await c.add(r.warehouseAdd.path, { warehouseName: 'Finance WH', warehouseLocation: 'Here' });
  const items = [
    await c.add(r.productAdd.path, product('Bolt', 'FIN-BOLT', 0.35, 0.99)),
    await c.add(r.productAdd.path, product('Lamp', 'FIN-LAMP', 12.99, 24.5)),
    await c.add(r.productAdd.path, product('Desk', 'FIN-DESK', 149.95, 299)),
  ];
  await addStock(
    c,
    items.map((itemId) => ({ itemId, warehouseId, quantity: 1000 })),
  );
  return { c, supplierId, customerId, warehouseId, items };
}

async function all<T>(c: SalesCompany, path: string): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await c.get(`${path}${sep}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expectStatus(res, 200);
    out.push(...(res.body as T[]));
    cursor = res.headers.get('x-next-cursor');
  } while (cursor);
  return out;
}

describe('the filter', () => {
  it.each(ACCOUNTS.map((a) => [a.route.name, a] as const))(
    '%s: monthly by default, yearly on request, anything else 400; every bucket, the labels, series summing to the summary',
    async (_name, a) => {
      const { c } = await tradingCompany(`Filter Co ${a.route.name}`);
      const t = today();
      for (const [filter, expected] of [
        [undefined, 'monthly'],
        ['', 'monthly'],
        ['monthly', 'monthly'],
        ['yearly', 'yearly'],
      ] as const) {
        const res = await account(c, a.route.path, filter);
        expect(res.filter).toBe(expected);
        expect({ from: res.from, to: res.to }).toEqual(financeRange(expected, t));
        expect(res.chart.map((series) => series.label)).toEqual(a.labels);
        for (const series of res.chart) expect(series.data.map((d) => d.x)).toEqual(chartBuckets(expected, t));
        const figures = [a.paid, a.pending].filter((k) => k !== null);
        expect(Object.keys(res.summary).sort()).toEqual([...figures].sort());
        // items were added, nothing bought, sold or spent yet: zeros everywhere
        for (const [i, series] of res.chart.entries()) {
          expect(series.data.reduce((n, d) => n + toCents(d.y), 0)).toBe(toCents(res.summary[figures[i]]));
        }
      }
      for (const bad of ['weekly', 'MONTHLY', 'daily', 'monthly,yearly']) {
        const res = await c.get(`${a.route.path}?filter=${bad}`);
        expect(res.status, bad).toBe(400);
        expect((res.body as { message: string }).message).toBe('Filter must be monthly or yearly');
      }
    },
  );
});

describe('a payment on an order placed last month', () => {
  const lastMonth = () => {
    const t = today();
    const firstOfMonth = `${t.slice(0, 7)}-01`;
    const inLastMonth = addDays(firstOfMonth, -10);
    return { firstOfMonth, inLastMonth, range: financeRange('monthly', inLastMonth) };
  };

  it('purchases: moves paid_payable of this month and pending_payable of last month', async () => {
    const { c, supplierId, warehouseId, items } = await tradingCompany('Last Month Purchases Co');
    const { firstOfMonth, inLastMonth, range } = lastMonth();
    const placed = await addPurchaseOrder(
      systemAuditContext(c.companyId, 'purchaseOrderAdd', 'import'),
      addPurchaseOrderSchema.parse({ supplierId, warehouseId, totalDiscount: 0, orderItems: [{ item_id: items[2], quantity: 2 }] }),
      new Date(`${inLastMonth}T12:00:00Z`),
    );
    const before = await account(c, f.financialPayable.path);
    expect(before.summary).toEqual({ paid_payable: 0, pending_payable: 0 });
    const lastMonthPayable = async () => (await financeDays(c.companyId, range.from, range.to)).reduce((n, d) => n + d.payable, 0);
    expect(await lastMonthPayable()).toBe(29_990);

    const paid = await c.post(p.purchasePaymentAdd.path, {
      purchaseOrderId: placed.id,
      paymentAmount: 100.5,
      paymentMethod: 'transfer',
      paymentReference: 'LM-1',
    });
    expectStatus(paid, 201);
    const after = await account(c, f.financialPayable.path);
    expect(after.summary).toEqual({ paid_payable: 100.5, pending_payable: 0 });
    expect(after.chart[0].data.find((d) => d.x === today())?.y).toBe(100.5);
    expect(after.chart[1].data.every((d) => d.y === 0)).toBe(true);
    expect(await lastMonthPayable()).toBe(29_990 - 10_050);
    const yearly = await account(c, f.financialPayable.path, 'yearly');
    expect(yearly.summary.paid_payable).toBe(100.5);
    // last month is in this year except in January
    expect(yearly.summary.pending_payable).toBe(inLastMonth.slice(0, 4) === firstOfMonth.slice(0, 4) ? 199.4 : 0);
  });

  it('sales: moves paid_receivable of this month and pending_receivable of last month', async () => {
    const { c, customerId, warehouseId, items } = await tradingCompany('Last Month Sales Co');
    const { firstOfMonth, inLastMonth, range } = lastMonth();
    const placed = await addSalesOrder(
      systemAuditContext(c.companyId, 'salesOrderAdd', 'import'),
      addSalesOrderSchema.parse({
        selectedCustomer: customerId,
        selectedWarehouse: warehouseId,
        discount: 0,
        addedItems: [{ item_id: items[1], quantity: 4 }],
      }),
      new Date(`${inLastMonth}T12:00:00Z`),
    );
    expect((await account(c, f.financialReceivable.path)).summary).toEqual({ paid_receivable: 0, pending_receivable: 0 });
    const lastMonthReceivable = async () => (await financeDays(c.companyId, range.from, range.to)).reduce((n, d) => n + d.receivable, 0);
    expect(await lastMonthReceivable()).toBe(9_800);

    const paid = await c.post(s.salesPaymentAdd.path, {
      salesOrderId: placed.id,
      paymentAmount: 30,
      paymentMethod: 'cash',
      paymentReference: 'LM-S1',
    });
    expectStatus(paid, 201);
    expect((await account(c, f.financialReceivable.path)).summary).toEqual({ paid_receivable: 30, pending_receivable: 0 });
    expect(await lastMonthReceivable()).toBe(9_800 - 3_000);
    const yearly = await account(c, f.financialReceivable.path, 'yearly');
    expect(yearly.summary.paid_receivable).toBe(30);
    expect(yearly.summary.pending_receivable).toBe(inLastMonth.slice(0, 4) === firstOfMonth.slice(0, 4) ? 68 : 0);
  });
});

/** A repeatable pseudo-random stream (mulberry32). */
function randomStream(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}

describe('after a randomised sequence of orders (placed, edited, cancelled, closed), payments (made, voided), receipts, returns and expenses (added, edited, deleted)', () => {
  it('every summary and every chart point agrees with a recomputation from the records', { timeout: 300_000 }, async () => {
    const seed = Date.now() % 1_000_000;
    const rnd = randomStream(seed);
    const { c, supplierId, customerId, warehouseId, items } = await tradingCompany(`Random Finance Co ${seed}`);
    const now = Date.now();
    const monthStart = Date.parse(`${today().slice(0, 7)}-01T00:00:00Z`);
    // half the events in this month, the rest over the past 400 days (so last year and earlier months too)
    const times = Array.from({ length: 70 }, (_, i) =>
      i % 2 ? monthStart + rnd.next() * (now - 1000 - monthStart) : now - 1000 - rnd.next() * 400 * DAY,
    ).sort((a, b) => a - b);
    const purchases: number[] = [];
    const sales: number[] = [];
    const expenses: Array<{ id: string; version: number }> = [];
    const spares: Array<{ id: string; archived: boolean }> = [];
    let ref = 0;
    for (const time of times) {
      const at = new Date(time);
      const action = rnd.pick([
        'po',
        'po',
        'pay-po',
        'pay-po',
        'receive',
        'receive',
        'return',
        'so',
        'pay-so',
        'expense',
        'expense',
        'cancel-po',
        'close-po',
        'void-po',
        'cancel-so',
        'close-so',
        'void-so',
        'item',
        'archive',
        'delete-item',
        'edit-po',
        'edit-po',
        'edit-so',
        'edit-so',
      ] as const);
      // corrections: a refusal (409/422: the order was touched, not partly done, ...) changes nothing
      const correction = async (run: () => Promise<unknown>) => {
        try {
          await run();
        } catch (err) {
          if (!(err instanceof HttpError) || (err.statusCode !== 409 && err.statusCode !== 422)) throw err;
        }
      };
      if (action === 'edit-po' || action === 'edit-so') {
        // an order edit: new discount and lines from the version read; refused once touched (409), 400 when unchanged
        const ids = action === 'edit-po' ? purchases : sales;
        if (ids.length === 0) continue;
        // mostly the newest order, which is the likeliest to be untouched still
        const id = rnd.next() < 0.7 ? ids[ids.length - 1] : rnd.pick(ids);
        const lines = items
          .slice(0, 3)
          .sort(() => rnd.next() - 0.5)
          .slice(0, rnd.int(1, 2))
          .map((item_id) => ({ item_id, quantity: rnd.int(1, 6), discount: rnd.pick([0, 5]) }));
        const discount = rnd.pick([0, 10, 33.33]);
        const audit = systemAuditContext(c.companyId, action, 'import');
        try {
          if (action === 'edit-po') {
            const { version } = await purchaseOrderDetail(c.companyId, String(id));
            await updatePurchaseOrder(
              audit,
              updatePurchaseOrderSchema.parse({ purchaseOrderId: id, version, totalDiscount: discount, orderItems: lines }),
              at,
            );
          } else {
            const { version } = await salesOrderDetail(c.companyId, String(id));
            await updateSalesOrder(audit, updateSalesOrderSchema.parse({ salesOrderId: id, version, discount, addedItems: lines }), at);
          }
        } catch (err) {
          if (!(err instanceof HttpError) || ![400, 409, 422].includes(err.statusCode)) throw err;
        }
        continue;
      }
      if (action === 'cancel-po' || action === 'close-po' || action === 'void-po') {
        if (purchases.length === 0) continue;
        const purchaseOrderId = rnd.pick(purchases);
        const audit = systemAuditContext(c.companyId, action, 'import');
        if (action === 'cancel-po') await correction(() => cancelPurchaseOrder(audit, { purchaseOrderId, reason: 'r' }, at));
        else if (action === 'close-po') await correction(() => closePurchaseOrder(audit, { purchaseOrderId, reason: 'r' }, at));
        else {
          const payment = (await purchasePayments(c.companyId, { orderId: purchaseOrderId, limit: 50 })).rows.find((x) => !x.voided);
          if (!payment) continue;
          await correction(() => voidPurchasePayment(audit, { purchaseOrderId, paymentId: payment.id, reason: 'r' }, at));
        }
        continue;
      }
      // the catalogue's corrections move the dashboard's item count: new items, archived and restored ones, deletes
      // (refused for an item that moved or is on an order: the trading items always are)
      if (action === 'item' || action === 'archive' || action === 'delete-item') {
        const audit = systemAuditContext(c.companyId, action, 'import');
        if (action === 'item' || spares.length === 0) {
          const n = ++ref;
          spares.push({
            id: (await addProduct(audit, addProductSchema.parse(product(`Spare ${n}`, `FIN-SPARE-${n}`, 1, 2)), at)).id,
            archived: false,
          });
        } else if (action === 'archive') {
          const spare = rnd.pick(spares);
          spare.archived = !spare.archived;
          await archiveProduct(audit, { id: spare.id, archived: spare.archived }, at);
        } else {
          const candidates = [...items, ...spares.map((x) => x.id)];
          const id = rnd.pick(candidates);
          await correction(() => removeProduct(audit, id, at));
          const i = spares.findIndex((x) => x.id === id);
          if (i >= 0) spares.splice(i, 1);
          else expect((await c.get(r.productGet.path.replace('{id}', id))).status).toBe(200);
        }
        continue;
      }
      if (action === 'cancel-so' || action === 'close-so' || action === 'void-so') {
        if (sales.length === 0) continue;
        const salesOrderId = rnd.pick(sales);
        const audit = systemAuditContext(c.companyId, action, 'import');
        if (action === 'cancel-so') await correction(() => cancelSalesOrder(audit, { salesOrderId, reason: 'r' }, at));
        else if (action === 'close-so') await correction(() => closeSalesOrder(audit, { salesOrderId, reason: 'r' }, at));
        else {
          const payment = (await salesPayments(c.companyId, { orderId: salesOrderId, limit: 50 })).rows.find((x) => !x.voided);
          if (!payment) continue;
          await correction(() => voidSalesPayment(audit, { salesOrderId, paymentId: payment.id, reason: 'r' }, at));
        }
        continue;
      }
      if (action === 'po' || (action !== 'expense' && action !== 'so' && action !== 'pay-so' && purchases.length === 0)) {
        const lines = rnd.int(1, 2);
        const orderItems = items
          .slice(0, 3)
          .sort(() => rnd.next() - 0.5)
          .slice(0, lines)
          .map((item_id) => ({
            item_id,
            quantity: rnd.int(1, 6),
            discount: rnd.pick([0, 0, 5, 12.5]),
          }));
        const input = addPurchaseOrderSchema.parse({ supplierId, warehouseId, totalDiscount: rnd.pick([0, 0, 10, 33.33]), orderItems });
        purchases.push((await addPurchaseOrder(systemAuditContext(c.companyId, 'purchaseOrderAdd', 'import'), input, at)).id);
      } else if (action === 'pay-po') {
        const id = rnd.pick(purchases);
        const owed = toCents((await purchaseOrderDetail(c.companyId, String(id))).amount_due);
        if (owed === 0) continue;
        const cents = rnd.next() < 0.4 ? owed : rnd.int(1, owed);
        const input = addPurchasePaymentSchema.parse({
          purchaseOrderId: id,
          paymentAmount: cents / 100,
          paymentMethod: 'cheque',
          paymentReference: `P-${++ref}`,
        });
        expect((await addPurchasePayment(systemAuditContext(c.companyId, 'purchasePaymentAdd', 'import'), input, at)).recorded).toBe(true);
      } else if (action === 'receive') {
        const id = rnd.pick(purchases);
        const order = await purchaseOrderDetail(c.companyId, String(id));
        const line = order.items.find((l) => l.to_receive > 0);
        if (!line || order.status === 'Cancelled') continue;
        const input = receivePurchaseItemSchema.parse({
          purchaseOrderId: id,
          item: {
            purchase_order_item_id: line.purchase_order_item_id,
            to_receive: rnd.next() < 0.5 ? line.to_receive : rnd.int(1, line.to_receive),
          },
        });
        await receivePurchaseItem(systemAuditContext(c.companyId, 'purchaseReceiveItem', 'import'), input, at);
      } else if (action === 'return') {
        const id = rnd.pick(purchases);
        const returnable = (await purchaseReturnables(c.companyId, id))[0];
        if (!returnable) continue;
        const input = returnPurchaseItemsSchema.parse({
          purchaseOrderId: id,
          items: [
            {
              purchase_order_item_id: returnable.purchase_order_item_id,
              to_return_quantity: rnd.int(1, returnable.available_for_return),
              return_reason: 'Faulty',
              return_condition: rnd.pick(['Good', 'Damaged']),
            },
          ],
        });
        await returnPurchaseItems(systemAuditContext(c.companyId, 'purchaseReturnItems', 'import'), input, at);
      } else if (action === 'so' || (action === 'pay-so' && sales.length === 0)) {
        const input = addSalesOrderSchema.parse({
          selectedCustomer: customerId,
          selectedWarehouse: warehouseId,
          discount: rnd.pick([0, 15]),
          addedItems: [{ item_id: rnd.pick(items), quantity: rnd.int(1, 5), discount: rnd.pick([0, 2.5]) }],
        });
        sales.push((await addSalesOrder(systemAuditContext(c.companyId, 'salesOrderAdd', 'import'), input, at)).id);
      } else if (action === 'pay-so') {
        const id = rnd.pick(sales);
        const owed = toCents((await salesOrderDetail(c.companyId, String(id))).amount_due);
        if (owed === 0) continue;
        const input = addSalesPaymentSchema.parse({
          salesOrderId: id,
          paymentAmount: (rnd.next() < 0.4 ? owed : rnd.int(1, owed)) / 100,
          paymentMethod: 'transfer',
          paymentReference: `S-${++ref}`,
        });
        await addSalesPayment(systemAuditContext(c.companyId, 'salesPaymentAdd', 'import'), input, at);
      } else {
        // an expense: recorded, or an earlier one corrected (amount, date, category) or deleted
        const audit = systemAuditContext(c.companyId, 'test', 'import');
        const date = addDays(isoDateOf(at), -rnd.int(0, 3));
        const fields = {
          category: rnd.pick(['rent', 'supplies', 'other'] as const),
          amount: rnd.int(1, 250_000) / 100,
          description: `E${++ref}`,
          date,
        };
        const correct = expenses.length > 0 ? rnd.pick(['add', 'add', 'edit', 'delete'] as const) : 'add';
        if (correct === 'add') expenses.push({ id: (await addExpense(audit, fields, at)).expense.id, version: 0 });
        else {
          const i = rnd.int(0, expenses.length - 1);
          const e = expenses[i]!;
          if (correct === 'edit') {
            await updateExpense(audit, { ...fields, id: e.id, version: e.version }, at);
            e.version += 1;
          } else {
            await removeExpense(audit, e.id, at);
            expenses.splice(i, 1);
          }
        }
      }
    }

    // the records, through the API
    type Order = { order_date: string; amount_due: number; status: string };
    type Payment = { created_at: string; amount: number; voided: boolean };
    const pos = await all<Order & { purchase_order_id: number }>(c, p.purchaseOrderList.path);
    const sos = await all<Order & { sales_order_id: number }>(c, s.salesOrderList.path);
    const poPayments = (
      await Promise.all(pos.map((o) => all<Payment>(c, `${p.purchasePaymentList.path}?orderId=${o.purchase_order_id}`)))
    ).flat();
    const soPayments = (
      await Promise.all(sos.map((o) => all<Payment>(c, `${s.salesPaymentList.path}?orderId=${o.sales_order_id}`)))
    ).flat();
    const expenseRows = await all<{ date: string; amount: number }>(c, f.expenseList.path);
    expect(expenseRows.map((e) => (e as unknown as { id: string }).id).sort()).toEqual(expenses.map((e) => e.id).sort());
    expect(pos.length).toBe(purchases.length);
    expect(sos.length).toBe(sales.length);

    const t = today();
    for (const filter of ['monthly', 'yearly'] as const) {
      const { from, to } = financeRange(filter, t);
      const buckets = (rows: { date: string; cents: number }[]) => {
        const sums = new Map(chartBuckets(filter, t).map((b) => [b, 0]));
        for (const row of rows)
          if (row.date >= from && row.date <= to) sums.set(bucketOf(filter, row.date), sums.get(bucketOf(filter, row.date))! + row.cents);
        return [...sums].map(([x, cents]) => ({ x, cents }));
      };
      const owed = (orders: Order[]) => buckets(orders.map((o) => ({ date: o.order_date, cents: toCents(o.amount_due) })));
      const paidOf = (payments: Payment[]) =>
        buckets(payments.filter((x) => !x.voided).map((x) => ({ date: x.created_at.slice(0, 10), cents: toCents(x.amount) })));
      const expected = {
        [f.financialReceivable.path]: [paidOf(soPayments), owed(sos)],
        [f.financialPayable.path]: [paidOf(poPayments), owed(pos)],
        [f.financialExpenses.path]: [buckets(expenseRows.map((e) => ({ date: e.date, cents: toCents(e.amount) })))],
      };
      for (const a of ACCOUNTS) {
        const got = await account(c, a.route.path, filter);
        const want = expected[a.route.path];
        const figures = [a.paid, a.pending].filter((k) => k !== null);
        for (const [i, series] of want.entries()) {
          const total = series.reduce((n, b) => n + b.cents, 0);
          expect(toCents(got.summary[figures[i]]), `${a.route.name} ${filter} ${figures[i]} (seed ${seed})`).toBe(total);
          expect(
            got.chart[i].data.map((d) => ({ x: d.x, cents: toCents(d.y) })),
            `${a.route.name} ${filter} ${a.labels[i]} (seed ${seed})`,
          ).toEqual(series);
        }
      }
    }

    // the dashboard counters agree with the lists
    const summary = await c.get(f.dashboardSummary.path);
    expectStatus(summary, 200);
    expect(summary.body, `seed ${seed}`).toEqual({
      toReceive: pos.filter((o) => !['Received', 'Cancelled', 'Closed'].includes(o.status)).length,
      toShip: sos.filter((o) => !['Fulfilled', 'Cancelled', 'Closed'].includes(o.status)).length,
      items: (await all(c, r.productList.path)).length,
    });
    // the list leaves the archived out, and lists them with ?archived=true
    const listed = (await all<{ id: string }>(c, r.productList.path)).map((x) => x.id).sort();
    expect(listed, `seed ${seed}`).toEqual([...items, ...spares.filter((x) => !x.archived).map((x) => x.id)].sort());
    const archived = (await all<{ id: string }>(c, `${r.productList.path}?archived=true`)).map((x) => x.id).sort();
    expect(archived, `seed ${seed}`).toEqual(
      spares
        .filter((x) => x.archived)
        .map((x) => x.id)
        .sort(),
    );
  });
});
