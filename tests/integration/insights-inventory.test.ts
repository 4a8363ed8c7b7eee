/**
 * GET /api/insights/inventory (INSIGHTS.md "Inventory"): a small company worked out by hand (two purchase lots at
 * different costs, a sale across them, Good and Damaged returns, a transfer partly received then closed with a loss, a
 * count's shortfall, an expense, stock nobody buys), every chart's figure asserted in cents; the warehouse filter; an
 * account scoped to one warehouse; bad ranges and warehouses answered 400/404 with a message. The lists are kept: asked
 * again they answer as of when they were worked out, until refreshed, a day old, or kept anew by the daily run.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import * as insightKeys from '../../functions/insights/keys.ts';
import { db, tableName } from '../../functions/lib/dynamo/client.ts';
import { getItem } from '../../functions/lib/dynamo/item.ts';
import { queryAll } from '../../functions/lib/dynamo/query.ts';
import { isoDateOf } from '../../shared/domain/dates.ts';
import { addMonths, daysOfMonth, INSIGHT_RANGE_MESSAGES } from '../../shared/insights/months.ts';
import { insightsRoutes } from '../../shared/insights/routes.ts';
import type { InventoryInsights } from '../../shared/insights/schemas.ts';
import { accountRoutes } from '../../shared/account/routes.ts';
import { financeRoutes as f } from '../../shared/inventory/finance-routes.ts';
import { purchaseRoutes as p } from '../../shared/inventory/purchase-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { transferRoutes as t } from '../../shared/inventory/transfer-routes.ts';
import { logIn } from '../support/accounts.ts';
import { countHelpers } from '../support/counts.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus } from '../support/rent.ts';
import { addStock, partner, product, salesCompany, type SalesCompany } from '../support/sales.ts';
import {
  defaultListsRange,
  inventoryLists,
  keepDefaultLists,
  LISTS_MAX_AGE_MS,
  warehousesKey,
} from '../../functions/insights/services/inventory-lists.ts';

const api = useTestApi();
const path = insightsRoutes.insightsInventory.path;
/** Everything below happens now: this month (UTC) is the month of every figure. */
const today = isoDateOf(new Date());
const month = today.slice(0, 7);
const [m2, m1] = [addMonths(month, -2), addMonths(month, -1)];
const windowDays = daysOfMonth(m2) + daysOfMonth(m1) + daysOfMonth(month);

let c: SalesCompany;
let other: SalesCompany;
const ids = { main: '', spare: '', widget: '', gadget: '', idle: '', supplier: '', kim: '', lee: '', foreign: '' };
let staff = '';
const { addCount, record, complete } = countHelpers(api, () => c);

const insights = async (query: string, token = c.token) => {
  const res = await api.call('GET', `${path}?${query}`, { token });
  expectStatus(res, 200);
  return res.body as InventoryInsights;
};
const cents = (dollars: number) => Math.round(dollars * 100);

beforeAll(async () => {
  [c, other] = await Promise.all([salesCompany(api, 'Insight Goods'), salesCompany(api, 'Other Goods')]);
  ids.foreign = await other.add(r.warehouseAdd.path, { warehouseName: 'Elsewhere', warehouseLocation: 'Far' });
  ids.main = await c.add(r.warehouseAdd.path, { warehouseName: 'Main', warehouseLocation: 'Leeds' });
  ids.spare = await c.add(r.warehouseAdd.path, { warehouseName: 'Spare', warehouseLocation: 'York' });
  ids.supplier = await c.add(r.supplierAdd.path, partner('Bolt Supplier'));
  ids.kim = await c.add(r.customerAdd.path, partner('Kim Retail'));
  ids.lee = await c.add(r.customerAdd.path, partner('Lee Trading'));
  ids.widget = await c.add(r.productAdd.path, product('Widget', 'INS-W', 4, 10));
  ids.gadget = await c.add(r.productAdd.path, product('Gadget', 'INS-G', 6, 15));
  ids.idle = await c.add(r.productAdd.path, product('Idle Thing', 'INS-I', 3, 5));
  const ok = async (res: Promise<{ status: number; text: string; body: Record<string, unknown> }>, status = 200) => {
    const done = await res;
    expectStatus(done, status);
    return done.body;
  };
  // the rule's lead time for the supplier in Main: 7 days
  await ok(
    c.post(r.reorderRuleSet.path, {
      itemId: ids.widget,
      warehouseId: ids.main,
      supplierId: ids.supplier,
      min: 1,
      max: 50,
      leadTimeDays: 7,
    }),
  );
  // two lots of Widget in Main: 10 at $4.00 and 10 at $2.00 (50% off): purchases $60.00, two orders received the day they were placed
  for (const discount of [0, 50]) {
    const po = await ok(
      c.post(p.purchaseOrderAdd.path, {
        supplierId: ids.supplier,
        warehouseId: ids.main,
        totalDiscount: 0,
        orderItems: [{ item_id: ids.widget, quantity: 10, discount }],
      }),
      201,
    );
    await ok(c.post(p.purchaseReceiveItem.path, { purchaseOrderId: po.id, item: { purchase_order_item_id: 1, to_receive: 10 } }));
  }
  // Add Stock (no supplier: no purchase): 5 Gadgets at $6.00, 4 Idle Things at $3.00
  await addStock(c, [
    { itemId: ids.gadget, warehouseId: ids.main, quantity: 5 },
    { itemId: ids.idle, warehouseId: ids.main, quantity: 4 },
  ]);
  // Kim buys 12 Widgets at $10.00: 10 from the $4.00 lot and 2 from the $2.00 lot (COGS $44.00)
  const sale = async (customer: string, item: string, quantity: number, discount: number) => {
    const so = await ok(
      c.post(s.salesOrderAdd.path, {
        selectedCustomer: customer,
        selectedWarehouse: ids.main,
        discount: 0,
        addedItems: [{ item_id: item, quantity, discount }],
      }),
      201,
    );
    await ok(c.post(s.salesWarehouseAssign.path, { saleOrderId: so.id, warehouseId: ids.main }));
    await ok(c.post(s.salesFulfilmentSave.path, { orderId: so.id, items: [{ item_id: item, quantity }] }));
    return so.id as number;
  };
  const kimOrder = await sale(ids.kim, ids.widget, 12, 0);
  // Lee buys 2 Gadgets at $15.00 less 10%: $27.00, COGS $12.00
  await sale(ids.lee, ids.gadget, 2, 10);
  // Kim returns 2 Good from the $2.00 lot (credit $20.00, cost $4.00 back) and 1 Damaged from the $4.00 lot (credit $10.00)
  const rows = (await c.get(`${s.salesReturnables.path}?salesOrderId=${kimOrder}`)).body as Array<{
    cogs_id: string;
    available_quantity: number;
  }>;
  expect(rows.map((x) => x.available_quantity)).toEqual([10, 2]);
  await ok(
    c.post(s.salesReturnItems.path, {
      salesOrderId: kimOrder,
      items: [
        { cogs_id: rows[1]!.cogs_id, to_return_quantity: 2, return_reason: 'Unwanted', return_condition: 'Good' },
        { cogs_id: rows[0]!.cogs_id, to_return_quantity: 1, return_reason: 'Broken', return_condition: 'Damaged' },
      ],
    }),
  );
  // 4 Widgets ($2.00 each) to Spare: 3 arrive, 1 is lost when the transfer is closed
  const transfer = await ok(
    c.post(t.transferAdd.path, { fromWarehouseId: ids.main, toWarehouseId: ids.spare, items: [{ item_id: ids.widget, quantity: 4 }] }),
    201,
  );
  await ok(c.post(t.transferShip.path, { transferId: transfer.id, version: 1 }));
  await ok(c.post(t.transferReceive.path, { transferId: transfer.id, lines: [{ item_id: ids.widget, received: 3 }] }));
  await ok(c.post(t.transferClose.path, { transferId: transfer.id, reason: 'Lost' }));
  // Spare counts 2 of its 3 Widgets: a shortfall of one at $2.00
  const count = await addCount({ warehouseId: ids.spare, itemIds: [ids.widget] });
  expectStatus(await record(count.id, [{ item_id: ids.widget, counted: 2 }]), 200);
  expectStatus(await complete(count.id), 200);
  await ok(c.post(f.expenseAdd.path, { category: 'rent', amount: 50, date: today, description: 'Shelf rent' }), 201);
  // a staff who sees Spare only
  const email = `insight-spare-${Date.now()}@example.com`;
  await ok(
    c.post(accountRoutes.addLinkedAccount.path, {
      name: 'Spare Hand',
      email,
      address: 'Desk',
      phone: '+44 20 7946 0458',
      password: 'spare-password',
      role: 'staff',
      warehouses: [ids.spare],
    }),
    201,
  );
  staff = (await logIn(api, email, 'spare-password', '1')).accessToken;
}, 120_000);

describe('inventory insights of a company worked out by hand', () => {
  it('sales, COGS, margin, purchases, expenses and stock value by month (earlier months empty)', async () => {
    const body = await insights(`from=${m2}&to=${month}`);
    const monthRows = body.months.map((m) => [
      m.month,
      cents(m.sales),
      cents(m.cogs),
      cents(m.margin),
      m.marginRate,
      cents(m.purchases),
      cents(m.expenses),
      cents(m.stockValue),
    ]);
    // sales 120.00 − 20.00 − 10.00 + 27.00; COGS 44.00 − 4.00 + 12.00; stock Main 12.00 + 18.00 + 12.00, Spare 4.00
    expect(monthRows).toEqual([
      [m2, 0, 0, 0, null, 0, 0, 0],
      [m1, 0, 0, 0, null, 0, 0, 0],
      [month, 11_700, 5_200, 6_500, 0.5556, 6_000, 5_000, 4_600],
    ]);
    expect(body.stockValueByWarehouse.filter((w) => w.month === month).map((w) => [w.warehouseName, cents(w.amount)])).toEqual([
      ['Main', 4_200],
      ['Spare', 400],
    ]);
    expect(body.stockValueByWarehouse.filter((w) => w.month !== month).every((w) => w.amount === 0)).toBe(true);
    expect(body.backfill).toBeNull();
  });

  it('top items and customers by revenue and by margin', async () => {
    const body = await insights(`from=${month}&to=${month}`);
    const rows = (list: InventoryInsights['topItemsByRevenue']) => list.map((x) => [x.name, cents(x.revenue), cents(x.margin), x.quantity]);
    expect(rows(body.topItemsByRevenue)).toEqual([
      ['Widget', 9_000, 5_000, 9],
      ['Gadget', 2_700, 1_500, 2],
    ]);
    expect(rows(body.topItemsByMargin)).toEqual(rows(body.topItemsByRevenue));
    expect(rows(body.topCustomersByRevenue)).toEqual([
      ['Kim Retail', 9_000, 5_000, 9],
      ['Lee Trading', 2_700, 1_500, 2],
    ]);
    expect(body.topCustomersByRevenue[0]!.id).toBe(ids.kim);
  });

  it('turnover, days of cover and ABC over the last three months; dead stock', async () => {
    const body = await insights(`from=${month}&to=${month}`);
    // Widget: stock value 0, 0, 0 then 16.00 (Main 12.00, Spare 4.00) → average 4.00; COGS 40.00
    expect(body.turnover.rows.map((x) => [x.name, cents(x.cogs90), cents(x.averageStockValue), x.turnover, x.daysOfCover, x.abc])).toEqual([
      ['Widget', 4_000, 400, 10, Math.round((1_600 / (4_000 / windowDays)) * 10) / 10, 'A'],
      ['Gadget', 1_200, 450, 2.67, Math.round((1_800 / (1_200 / windowDays)) * 10) / 10, 'A'],
      ['Idle Thing', 0, 300, 0, null, 'C'],
    ]);
    expect(body.turnover.more).toBe(false);
    expect(body.deadStock.rows.map((x) => [x.name, x.quantity, cents(x.value), x.lastSale])).toEqual([['Idle Thing', 4, 1_200, null]]);
    expect(cents(body.deadStock.totalValue)).toBe(1_200);
  });

  it('purchases by supplier by month, and lead time against the rule', async () => {
    const body = await insights(`from=${m1}&to=${month}`);
    expect(body.purchasesBySupplier.map((x) => [x.month, x.supplierName, cents(x.amount)])).toEqual([[month, 'Bolt Supplier', 6_000]]);
    expect(body.leadTimes).toEqual([
      { supplierId: ids.supplier, supplierName: 'Bolt Supplier', orders: 2, averageLeadDays: 0, ruleLeadDays: 7 },
    ]);
  });

  it('a warehouse filter sums that warehouse only, without the company-wide expenses', async () => {
    const body = await insights(`from=${month}&to=${month}&warehouse=${ids.spare}`);
    expect(body.warehouse).toBe(ids.spare);
    expect(body.months.map((m) => [cents(m.sales), cents(m.cogs), cents(m.purchases), cents(m.expenses), cents(m.stockValue)])).toEqual([
      [0, 0, 0, 0, 400],
    ]);
    expect(body.stockValueByWarehouse.map((w) => [w.warehouseName, cents(w.amount)])).toEqual([['Spare', 400]]);
    expect(body.topItemsByRevenue).toEqual([]);
    expect(body.purchasesBySupplier).toEqual([]);
    // Spare's Widgets were never sold there: dead stock in Spare
    expect(body.deadStock.rows.map((x) => [x.name, x.quantity, cents(x.value)])).toEqual([['Widget', 2, 400]]);
    const main = await insights(`from=${month}&to=${month}&warehouse=${ids.main}`);
    expect(main.months.map((m) => [cents(m.sales), cents(m.cogs), cents(m.purchases), cents(m.expenses), cents(m.stockValue)])).toEqual([
      [11_700, 5_200, 6_000, 0, 4_200],
    ]);
  });

  it('an account scoped to one warehouse sees that warehouse’s figures only; another is 404', async () => {
    const body = await insights(`from=${month}&to=${month}`, staff);
    expect(body.months.map((m) => [cents(m.sales), cents(m.purchases), cents(m.expenses), cents(m.stockValue)])).toEqual([[0, 0, 0, 400]]);
    expect(body.stockValueByWarehouse.map((w) => w.warehouseName)).toEqual(['Spare']);
    expect(body.topCustomersByRevenue).toEqual([]);
    expect(body.leadTimes).toEqual([]);
    const outside = await api.call('GET', `${path}?from=${month}&to=${month}&warehouse=${ids.main}`, { token: staff });
    expect(outside.status, outside.text).toBe(404);
    expect(outside.body.message).toBe('Warehouse not found');
  });
});

describe('inventory insights: bad input', () => {
  it.each([
    ['from=2026-1&to=2026-03', INSIGHT_RANGE_MESSAGES.from],
    ['to=2026-03', INSIGHT_RANGE_MESSAGES.from],
    ['from=2026-01&to=2026-13', INSIGHT_RANGE_MESSAGES.to],
    ['from=2026-05&to=2026-04', INSIGHT_RANGE_MESSAGES.order],
    ['from=2024-01&to=2026-01', INSIGHT_RANGE_MESSAGES.tooLong],
  ])('%s → 400 %s', async (query, message) => {
    const res = await api.call('GET', `${path}?${query}`, { token: c.token });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('another company’s warehouse, or none, is 404 with a message', async () => {
    for (const warehouse of [ids.foreign, '01ARZ3NDEKTSV4RRFFQ69G5FAV', 'not-a-warehouse']) {
      const res = await api.call('GET', `${path}?from=2026-01&to=2026-03&warehouse=${warehouse}`, { token: c.token });
      expect(res.status, `${warehouse}: ${res.text}`).toBe(404);
      expect(res.body.message).toBe('Warehouse not found');
    }
  });

  it('24 months is the longest range answered', async () => {
    const body = await insights('from=2024-02&to=2026-01');
    expect(body.months).toHaveLength(24);
  });
});

/** The kept lists' items of the company (their keys and when each was worked out). */
const listItems = async () =>
  (await queryAll({ partition: insightKeys.insightsPartition(c.companyId), consistent: true }))
    .filter((i) => String(i.sk).startsWith('LISTS#'))
    .map((i) => [i.sk, i.asOf]);

describe('inventory insights: the lists are kept', () => {
  const idle = (body: InventoryInsights) => body.deadStock.rows.find((x) => x.itemId === ids.idle)?.quantity;
  const range = `from=${m1}&to=${month}`;

  it('without lists (a comparison): the monthly figures only', async () => {
    const [full, none] = await Promise.all([insights(range), insights(`${range}&lists=none`)]);
    expect(none.months).toEqual(full.months);
    expect(none.stockValueByWarehouse).toEqual(full.stockValueByWarehouse);
    expect(none.listsAsOf).toBeNull();
    expect([
      none.topItemsByRevenue,
      none.topCustomersByMargin,
      none.turnover.rows,
      none.deadStock.rows,
      none.purchasesBySupplier,
      none.leadTimes,
    ]).toEqual([[], [], [], [], [], []]);
  });

  it('asked again, the kept lists answer as of when they were worked out; "fresh" works them out now and keeps them', async () => {
    const first = await insights(range);
    expect(first.listsAsOf).not.toBeNull();
    expect(idle(first)).toBe(4);
    await addStock(c, [{ itemId: ids.idle, warehouseId: ids.main, quantity: 1 }]);
    const kept = await insights(range);
    // the monthly figures are live, the lists as kept
    expect(cents(kept.months.at(-1)!.stockValue)).toBe(cents(first.months.at(-1)!.stockValue) + 300);
    expect(kept.listsAsOf).toBe(first.listsAsOf);
    expect(idle(kept)).toBe(4);
    const fresh = await insights(`${range}&lists=fresh`);
    expect(Date.parse(fresh.listsAsOf!)).toBeGreaterThan(Date.parse(first.listsAsOf!));
    expect(idle(fresh)).toBe(5);
    const again = await insights(range);
    expect([again.listsAsOf, idle(again)]).toEqual([fresh.listsAsOf, 5]);
    // another warehouse set or range has lists of its own
    const spare = await insights(`${range}&warehouse=${ids.spare}`);
    expect(spare.deadStock.rows.map((x) => x.name)).toEqual(['Widget']);
  });

  it('lists kept more than a day ago are worked out again', async () => {
    const warehouses = [ids.main, ids.spare];
    const kept = await inventoryLists(c.companyId, warehouses, m1, month, 'kept', new Date());
    const later = new Date(Date.parse(kept.listsAsOf!) + LISTS_MAX_AGE_MS + 1000);
    const redone = await inventoryLists(c.companyId, warehouses, m1, month, 'kept', later);
    expect(redone.listsAsOf).toBe(later.toISOString());
    expect(redone.topItemsByRevenue).toEqual(kept.topItemsByRevenue);
  });

  it('the daily run keeps the last 12 months for all the warehouses and for each one, which the page then reads', async () => {
    const runAt = new Date(Date.now() - 60_000);
    expect(await keepDefaultLists(c.companyId, today, runAt)).toBe(3);
    const { from, to } = defaultListsRange(today);
    expect(to).toBe(month);
    for (const warehouse of ['', `&warehouse=${ids.main}`, `&warehouse=${ids.spare}`]) {
      const body = await insights(`from=${from}&to=${to}${warehouse}`);
      expect(body.listsAsOf, warehouse).toBe(runAt.toISOString());
    }
    // kept a week in the table (its TTL), asked again after a day worked out anew
    const keptItem = await getItem(insightKeys.listsItem(c.companyId, warehousesKey([ids.main, ids.spare]), from, to));
    expect(keptItem?.expiresAt).toBe(Math.floor(runAt.getTime() / 1000) + 7 * 24 * 60 * 60);
    const all = await insights(`from=${from}&to=${to}`);
    expect(all.topItemsByRevenue.map((x) => x.name)).toEqual(['Widget', 'Gadget']);
    // an account scoped to Spare sees Spare's kept lists, never all of them
    const scoped = await insights(`from=${from}&to=${to}`, staff);
    expect(scoped.topCustomersByRevenue).toEqual([]);
    expect(scoped.deadStock.rows.map((x) => x.name)).toEqual(['Widget']);
  });

  it('while the one-off backfill prepares the figures, lists are answered but never kept, and the daily run keeps none', async () => {
    const marker = insightKeys.backfillMarker(c.companyId, 'inventory');
    const done = await getItem(marker, { consistent: true });
    await db().send(new DeleteCommand({ TableName: tableName(), Key: marker }));
    try {
      const kept = await listItems();
      const range12 = `from=${addMonths(m2, -3)}&to=${month}`;
      const body = await insights(range12);
      expect(body.backfill).toEqual({ done: 0, running: true });
      expect(body.topItemsByRevenue.map((x) => x.name)).toEqual(['Widget', 'Gadget']);
      expect(await keepDefaultLists(c.companyId, today, new Date())).toBe(0);
      expect(await listItems()).toEqual(kept);
    } finally {
      await db().send(new PutCommand({ TableName: tableName(), Item: done! }));
    }
    expect((await insights(range)).backfill).toBeNull();
  });

  it('lists other than kept, fresh or none are 400 with a message', async () => {
    const res = await api.call('GET', `${path}?${range}&lists=all`, { token: c.token });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe('Lists must be kept, fresh or none');
  });
});
