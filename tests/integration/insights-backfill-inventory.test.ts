/**
 * INSIGHTS.md "Tests that must exist": backfill equals live maintenance, for the inventory figures. A company with a
 * varied history made through the API (purchase receipts into two warehouses and a purchase return, fulfilments
 * across lots, Good and Damaged returns, a sales order closed after part of it shipped and one cancelled, a transfer
 * partly received then closed with a loss, a count's shortfall, adjustments, an expense, a reorder rule) is read back
 * as live maintenance kept it: every inventory month and level item and the stock value kept on the `WH#` and
 * `WHSTOCK#` rows. Then it is made a company "from before" (those figures deleted, or only some of them deleted or
 * changed) and the backfill's pages run until done must give back exactly the live figures and the same insights
 * answer; a second run writes nothing; a run stopped after one page and resumed ends equal; a live change made
 * between two pages leaves the figures equal to what live maintenance would hold.
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryBackfillPage } from '../../functions/insights/backfill/inventory.ts';
import { systemAuditContext } from '../../functions/lib/audit.ts';
import { receivePurchaseItem, addPurchaseOrder } from '../../functions/inventory/services/purchase-orders.ts';
import { saveFulfilment } from '../../functions/inventory/services/sales-fulfilment.ts';
import {
  addSalesOrder,
  assignFulfilmentWarehouse,
  returnSalesItems,
  salesReturnables,
} from '../../functions/inventory/services/sales-orders.ts';
import { adjustStock } from '../../functions/inventory/services/stock.ts';
import { addPurchaseOrderSchema, receivePurchaseItemSchema } from '../../shared/inventory/purchase-orders.ts';
import {
  addSalesOrderSchema,
  assignWarehouseSchema,
  fulfilmentSaveSchema,
  returnSalesItemsSchema,
} from '../../shared/inventory/sales-orders.ts';
import { adjustStockSchema } from '../../shared/inventory/schemas.ts';
import { insightsPartition } from '../../functions/insights/keys.ts';
import { figuresOf, VERSION } from '../../functions/insights/monthly.ts';
import { lastSaleDayOf, valueChangesOf } from '../../functions/inventory/data/insights.ts';
import * as imsKeys from '../../functions/inventory/keys.ts';
import { db, tableName } from '../../functions/lib/dynamo/client.ts';
import { getItem, type Item } from '../../functions/lib/dynamo/item.ts';
import { queryAll } from '../../functions/lib/dynamo/query.ts';
import { isoDateOf } from '../../shared/domain/dates.ts';
import { addMonths } from '../../shared/insights/months.ts';
import { insightsRoutes } from '../../shared/insights/routes.ts';
import { financeRoutes as f } from '../../shared/inventory/finance-routes.ts';
import { purchaseRoutes as p } from '../../shared/inventory/purchase-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { transferRoutes as t } from '../../shared/inventory/transfer-routes.ts';
import { countHelpers } from '../support/counts.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus } from '../support/rent.ts';
import { addStock, partner, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();
const today = isoDateOf(new Date());
const month = today.slice(0, 7);
const valueMonth = `sv_${month.replace('-', '_')}`;

let c: SalesCompany;
const ids = { main: '', spare: '', back: '', widget: '', gadget: '', idle: '', supplier: '', kim: '', lee: '' };
const { addCount, record, complete } = countHelpers(api, () => c);

const ok = async (res: Promise<{ status: number; text: string; body: Record<string, unknown> }>, status = 200) => {
  const done = await res;
  expectStatus(done, status);
  return done.body;
};
/** A sales order of one line from `warehouse`, `fulfil` units of it shipped (0: none). */
async function sale(customer: string, item: string, warehouse: string, quantity: number, discount: number, fulfil = quantity) {
  const so = await ok(
    c.post(s.salesOrderAdd.path, {
      selectedCustomer: customer,
      selectedWarehouse: warehouse,
      discount: 5,
      addedItems: [{ item_id: item, quantity, discount }],
    }),
    201,
  );
  await ok(c.post(s.salesWarehouseAssign.path, { saleOrderId: so.id, warehouseId: warehouse }));
  if (fulfil > 0) await ok(c.post(s.salesFulfilmentSave.path, { orderId: so.id, items: [{ item_id: item, quantity: fulfil }] }));
  return so.id as number;
}

beforeAll(async () => {
  c = await salesCompany(api, 'Backfill Goods');
  // two warehouses, a supplier, two customers, three items (purchase and selling price)
  const addWarehouse = (name: string, town: string) => c.add(r.warehouseAdd.path, { warehouseName: name, warehouseLocation: town });
  [ids.main, ids.spare] = [await addWarehouse('Main', 'Leeds'), await addWarehouse('Spare', 'York')];
  const named = { supplier: 'Bolt Supplier', kim: 'Kim Retail', lee: 'Lee Trading' } as const;
  for (const [key, name] of Object.entries(named))
    ids[key as keyof typeof named] = await c.add(key === 'supplier' ? r.supplierAdd.path : r.customerAdd.path, partner(name));
  const catalogue = { widget: ['Widget', 4, 10], gadget: ['Gadget', 6, 15], idle: ['Idle Thing', 3, 5] } as const;
  for (const [key, [name, cost, price]] of Object.entries(catalogue))
    ids[key as keyof typeof catalogue] = await c.add(r.productAdd.path, product(name, `BKF-${key}`, cost, price));
  // the rule's lead time for the supplier in Main: 7 days
  const rule = { itemId: ids.widget, warehouseId: ids.main, supplierId: ids.supplier, min: 1, max: 50, leadTimeDays: 7 };
  await ok(c.post(r.reorderRuleSet.path, rule));
  // two purchase lots of Widget in Main (at $4.00 and $2.00), one of Gadget in Spare; a Damaged Widget goes back
  const orders: number[] = [];
  for (const [warehouse, item, discount] of [
    [ids.main, ids.widget, 0],
    [ids.main, ids.widget, 50],
    [ids.spare, ids.gadget, 25],
  ] as const) {
    const po = await ok(
      c.post(p.purchaseOrderAdd.path, {
        supplierId: ids.supplier,
        warehouseId: warehouse,
        totalDiscount: 0,
        orderItems: [{ item_id: item, quantity: 10, discount }],
      }),
      201,
    );
    await ok(c.post(p.purchaseReceiveItem.path, { purchaseOrderId: po.id, item: { purchase_order_item_id: 1, to_receive: 10 } }));
    orders.push(po.id as number);
  }
  await ok(
    c.post(p.purchaseReturnItems.path, {
      purchaseOrderId: orders[1],
      items: [{ purchase_order_item_id: 1, to_return_quantity: 1, return_reason: 'Bent', return_condition: 'Damaged' }],
    }),
  );
  await addStock(c, [
    { itemId: ids.gadget, warehouseId: ids.main, quantity: 5 },
    { itemId: ids.idle, warehouseId: ids.main, quantity: 4 },
  ]);
  // Kim buys 12 Widgets across both lots and returns 2 Good and 1 Damaged; Lee buys Gadgets in both warehouses
  const kimOrder = await sale(ids.kim, ids.widget, ids.main, 12, 0);
  await sale(ids.lee, ids.gadget, ids.main, 2, 10);
  await sale(ids.lee, ids.gadget, ids.spare, 3, 0);
  const rows = (await c.get(`${s.salesReturnables.path}?salesOrderId=${kimOrder}`)).body as Array<{ cogs_id: string }>;
  const returned = [
    { row: 1, quantity: 2, reason: 'Unwanted', condition: 'Good' },
    { row: 0, quantity: 1, reason: 'Broken', condition: 'Damaged' },
  ];
  const items = returned.map((x) => ({
    cogs_id: rows[x.row]!.cogs_id,
    to_return_quantity: x.quantity,
    return_reason: x.reason,
    return_condition: x.condition,
  }));
  await ok(c.post(s.salesReturnItems.path, { salesOrderId: kimOrder, items }));
  // a Gadget order of 4 with 1 shipped, then closed (its discount spread over fewer units); one cancelled unshipped
  const closed = await sale(ids.kim, ids.gadget, ids.spare, 4, 10, 1);
  await ok(c.post(s.salesOrderClose.path, { salesOrderId: closed, reason: 'The rest is not wanted' }));
  const cancelled = await sale(ids.kim, ids.idle, ids.main, 1, 0, 0);
  await ok(c.post(s.salesOrderCancel.path, { salesOrderId: cancelled, reason: 'Changed their mind' }));
  // 4 Widgets to Spare: 3 arrive, 1 is lost at the close; Spare then counts 2 of its 3
  const moving = { fromWarehouseId: ids.main, toWarehouseId: ids.spare, items: [{ item_id: ids.widget, quantity: 4 }] };
  const transferId = (await ok(c.post(t.transferAdd.path, moving), 201)).id;
  const steps: Array<[string, Record<string, unknown>]> = [
    [t.transferShip.path, { version: 1 }],
    [t.transferReceive.path, { lines: [{ item_id: ids.widget, received: 3 }] }],
    [t.transferClose.path, { reason: 'Lost' }],
  ];
  for (const [path, body] of steps) await ok(c.post(path, { transferId, ...body }));
  const { id: countId } = await addCount({ warehouseId: ids.spare, itemIds: [ids.widget] });
  for (const done of [record(countId, [{ item_id: ids.widget, counted: 2 }]), complete(countId)]) expectStatus(await done, 200);
  // Main loses an Idle Thing and finds 2 Gadgets
  await ok(c.post(r.stockAdjust.path, { itemId: ids.idle, warehouseId: ids.main, quantityChange: -1, reason: 'Broken' }));
  await ok(c.post(r.stockAdjust.path, { itemId: ids.gadget, warehouseId: ids.main, quantityChange: 2, reason: 'Found' }));
  await ok(c.post(f.expenseAdd.path, { category: 'rent', amount: 50, date: today, description: 'Shelf rent' }), 201);
  await history();
}, 180_000);

/**
 * Back: a history over three months (the services with their clock, as an import makes them): 10 Gadgets ordered on
 * the 10th two months ago and received on the 13th (lead time 3 days), 4 sold to Kim last month, 1 lost last month,
 * 1 returned Good this month; an expense last month.
 */
async function history(): Promise<void> {
  const at = (m: string, day: number) => new Date(`${m}-${String(day).padStart(2, '0')}T12:00:00.000Z`);
  const [m2, m1] = [addMonths(month, -2), addMonths(month, -1)];
  const audit = (action: string) => systemAuditContext(c.companyId, action, 'import');
  ids.back = await c.add(r.warehouseAdd.path, { warehouseName: 'Back', warehouseLocation: 'Hull' });
  const gadgets = (quantity: number) => [{ item_id: ids.gadget, quantity, discount: 0 }];
  const ordered = { supplierId: ids.supplier, warehouseId: ids.back, totalDiscount: 0, orderItems: gadgets(10) };
  const po = await addPurchaseOrder(audit('purchaseOrderAdd'), addPurchaseOrderSchema.parse(ordered), at(m2, 10));
  const receipt = receivePurchaseItemSchema.parse({ purchaseOrderId: po.id, item: { purchase_order_item_id: 1, to_receive: 10 } });
  await receivePurchaseItem(audit('purchaseReceiveItem'), receipt, at(m2, 13));
  const sold = { selectedCustomer: ids.kim, selectedWarehouse: ids.back, discount: 0, addedItems: gadgets(4) };
  const so = await addSalesOrder(audit('salesOrderAdd'), addSalesOrderSchema.parse(sold), at(m1, 4));
  const assigned = assignWarehouseSchema.parse({ saleOrderId: so.id, warehouseId: ids.back });
  await assignFulfilmentWarehouse(audit('salesWarehouseAssign'), assigned, at(m1, 4));
  const shipped = fulfilmentSaveSchema.parse({ orderId: so.id, items: [{ item_id: ids.gadget, quantity: 4 }] });
  await saveFulfilment(audit('salesFulfilmentSave'), shipped, at(m1, 5));
  await adjustStock(
    audit('stockAdjust'),
    adjustStockSchema.parse({ itemId: ids.gadget, warehouseId: ids.back, quantityChange: -1, reason: 'Dropped' }),
    at(m1, 20),
  );
  const [line] = await salesReturnables(c.companyId, so.id);
  await returnSalesItems(
    audit('salesReturnItems'),
    returnSalesItemsSchema.parse({
      salesOrderId: so.id,
      items: [{ cogs_id: line!.cogs_id, to_return_quantity: 1, return_reason: 'Unwanted', return_condition: 'Good' }],
    }),
  );
  await ok(c.post(f.expenseAdd.path, { category: 'rent', amount: 20, date: `${m1}-15`, description: 'Old shelf rent' }), 201);
}

// ───────────────────────────── the figures as stored ─────────────────────────────

const FIGURE_KEY = /^[ML]#[WICS]#/;
const nonZero = (figures: Record<string, number>) => Object.fromEntries(Object.entries(figures).filter(([, v]) => v !== 0));

async function insightItems(): Promise<Item[]> {
  const items = await queryAll({ partition: insightsPartition(c.companyId), consistent: true });
  return items.filter((i) => FIGURE_KEY.test(String(i.sk)));
}

/** Every inventory month and level item's figures (without zeros), and every stock value row's value, months and last sale. */
async function figures() {
  const insights: Record<string, Record<string, number>> = {};
  for (const i of await insightItems()) {
    const f = nonZero({ ...figuresOf(i) });
    if (Object.keys(f).length) insights[String(i.sk)] = f;
  }
  const rows: Record<string, unknown> = {};
  for (const [label, key] of valueRowKeys()) {
    const row = await getItem(key, { consistent: true });
    if (!row) continue;
    rows[label] = {
      stockValue: Number(row.stockValue ?? 0),
      months: nonZero(Object.fromEntries(valueChangesOf(row))),
      lastSaleDay: row.lastSaleDay ?? null,
    };
  }
  return { insights, rows };
}

function valueRowKeys(): Array<[string, { pk: string; sk: string }]> {
  const out: Array<[string, { pk: string; sk: string }]> = [];
  for (const [wh, warehouse] of [
    ['main', ids.main],
    ['spare', ids.spare],
    ['back', ids.back],
  ] as const) {
    out.push([`WH ${wh}`, imsKeys.warehouse(c.companyId, warehouse)]);
    for (const [name, item] of [
      ['widget', ids.widget],
      ['gadget', ids.gadget],
      ['idle', ids.idle],
    ] as const)
      out.push([`${name} ${wh}`, imsKeys.warehouseStock(c.companyId, item, warehouse)]);
  }
  return out;
}

/** The insights answer of the last three months. */
/** The page's answer with its lists worked out now (never the kept ones), without the moment they were. */
const answer = async () => {
  const res = await c.get(`${insightsRoutes.insightsInventory.path}?from=${addMonths(month, -2)}&to=${month}&lists=fresh`);
  expectStatus(res, 200);
  const { listsAsOf, ...rest } = res.body;
  expect(listsAsOf).toEqual(expect.any(String));
  return rest;
};

// ───────────────────────────── making it a company "from before" ─────────────────────────────

const send = (command: DeleteCommand | UpdateCommand) => db().send(command as never);

/** Deletes every inventory insights item and removes the stock value kept on the rows. */
async function wipe(): Promise<void> {
  for (const i of await insightItems()) await send(new DeleteCommand({ TableName: tableName(), Key: { pk: i.pk, sk: i.sk } }));
  for (const [, key] of valueRowKeys()) {
    const row = await getItem(key, { consistent: true });
    if (!row) continue;
    const names = ['stockValue', 'lastSaleDay', ...Object.keys(row).filter((k) => k.startsWith('sv_'))].filter((n) => n in row);
    if (!names.length) continue;
    await send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `REMOVE ${names.map((_, i) => `#n${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#n${i}`, n])),
      }),
    );
  }
}

async function setAttributes(key: { pk: string; sk: string }, values: Record<string, number>) {
  const names = Object.keys(values);
  await send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#n${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, values[n]])),
    }),
  );
}

/** Runs the pages from `cursor` until done: how many pages, and the records they went through. */
async function run(cursor: string | null = null): Promise<{ pages: number; records: number }> {
  let pages = 0;
  let records = 0;
  let next = cursor;
  do {
    const page = await inventoryBackfillPage(c.companyId, next);
    next = page.next;
    pages++;
    records += page.records;
    if (pages > 20) throw new Error('the backfill does not end');
  } while (next !== null);
  return { pages, records };
}

const versions = async () => Object.fromEntries((await insightItems()).map((i) => [String(i.sk), i[VERSION]]));

// ───────────────────────────── the tests ─────────────────────────────

describe('inventory backfill equals live maintenance', () => {
  let live: Awaited<ReturnType<typeof figures>>;
  let liveAnswer: Record<string, unknown>;

  beforeAll(async () => {
    live = await figures();
    liveAnswer = await answer();
  });

  it('the live figures are the history worked out by hand (what the backfill must give back)', () => {
    const [m2, m1] = [addMonths(month, -2), addMonths(month, -1)];
    const { main, spare, back, supplier, kim, lee, widget, gadget } = ids;
    // Main: purchases 10 × $4.00 + 10 × $2.00 less a $2.00 return; Kim 12 Widgets at $9.50 less 3 returned, COGS
    // 10 × $4.00 + 2 × $2.00 less 2 × $2.00 back (Good); Lee 2 Gadgets at $12.825 (25.65), COGS 2 × $6.00
    expect(live.insights[`M#W#${month}#${main}`]).toEqual({ purchases: 5_800, sales: 8_550 + 2_565, cogs: 4_000 + 1_200 });
    expect(live.insights[`M#S#${month}#${main}#${supplier}`]).toEqual({ purchases: 5_800, leadOrders: 2, ruleLeadDays: 7, rules: 1 });
    expect(live.insights[`L#S#${main}#${supplier}`]).toEqual({ ruleLeadDays: 7, rules: 1 });
    // Spare: 10 Gadgets at $4.50; Lee 3 at $14.25, the closed order's 1 at $12.825 (rounded once: 12.83)
    expect(live.insights[`M#W#${month}#${spare}`]).toEqual({ purchases: 4_500, sales: 4_275 + 1_283, cogs: 1_800 });
    expect(live.insights[`M#C#${month}#${spare}#${kim}`]).toEqual({ sales: 1_283, cogs: 450, qty: 1 });
    // Back: received two months ago (3 days after the order), 4 sold last month, 1 back (Good) this month
    expect(live.insights[`M#S#${m2}#${back}#${supplier}`]).toEqual({ purchases: 6_000, leadDays: 3, leadOrders: 1 });
    expect(live.insights[`M#I#${m1}#${back}#${gadget}`]).toEqual({ sales: 6_000, cogs: 2_400, qty: 4 });
    expect(live.insights[`M#C#${month}#${back}#${kim}`]).toEqual({ sales: -1_500, cogs: -600, qty: -1 });
    expect(live.insights[`M#W#${m1}#_company`]).toEqual({ expenses: 2_000 });
    expect(live.insights[`M#W#${month}#_company`]).toEqual({ expenses: 5_000 });
    expect(live.insights[`M#I#${month}#${main}#${widget}`]).toEqual({ sales: 8_550, cogs: 4_000, qty: 9 });
    expect(live.insights[`M#C#${month}#${main}#${lee}`]).toEqual({ sales: 2_565, cogs: 1_200, qty: 2 });
    // stock value: Main 5 Widgets at $2.00, 5 Gadgets at $6.00, 3 Idle Things at $3.00; Spare 2 Widgets at $2.00 and 6
    // Gadgets at $4.50 (the transfer's 4: 3 received, 1 lost, none in transit); Back 6 Gadgets at $6.00, by month
    const day = lastSaleDayOf(new Date());
    expect(live.rows).toEqual({
      'WH main': { stockValue: 4_900, months: { [month]: 4_900 }, lastSaleDay: null },
      'widget main': { stockValue: 1_000, months: { [month]: 1_000 }, lastSaleDay: day },
      'gadget main': { stockValue: 3_000, months: { [month]: 3_000 }, lastSaleDay: day },
      'idle main': { stockValue: 900, months: { [month]: 900 }, lastSaleDay: null },
      'WH spare': { stockValue: 3_100, months: { [month]: 3_100 }, lastSaleDay: null },
      'widget spare': { stockValue: 400, months: { [month]: 400 }, lastSaleDay: null },
      'gadget spare': { stockValue: 2_700, months: { [month]: 2_700 }, lastSaleDay: day },
      'WH back': { stockValue: 3_600, months: { [m2]: 6_000, [m1]: -3_000, [month]: 600 }, lastSaleDay: null },
      'gadget back': {
        stockValue: 3_600,
        months: { [m2]: 6_000, [m1]: -3_000, [month]: 600 },
        lastSaleDay: lastSaleDayOf(new Date(`${m1}-05T12:00:00Z`)),
      },
    });
    expect(Object.keys(live.insights)).toHaveLength(22);
  });

  it('a company with no figures: the pages until done give back every live figure and the same answer', async () => {
    await wipe();
    expect((await figures()).insights).toEqual({});
    const { pages, records } = await run();
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(pages).toBeLessThanOrEqual(4);
    expect(records).toBeGreaterThan(20);
    expect(await figures()).toEqual(live);
    expect(await answer()).toEqual(liveAnswer);
  });

  it('a second full run writes nothing', async () => {
    const before = await versions();
    const rowsBefore = await Promise.all(valueRowKeys().map(([, key]) => getItem(key, { consistent: true })));
    await run();
    expect(await versions()).toEqual(before);
    expect(await Promise.all(valueRowKeys().map(([, key]) => getItem(key, { consistent: true })))).toEqual(rowsBefore);
  });

  it('partial figures (some deleted, some changed, as a company changed since would hold) end equal', async () => {
    const items = await insightItems();
    // every third item gone, a month item's sales wrong (written before versions were kept), a level item off
    for (const [i, item] of items.entries())
      if (i % 3 === 0) await send(new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }));
    await setAttributes({ pk: String(items[1]!.pk), sk: String(items[1]!.sk) }, { sales: 123_456 });
    await setAttributes(imsKeys.warehouseStock(c.companyId, ids.widget, ids.main), { stockValue: 1, [valueMonth]: 99, sv_2020_01: 5 });
    await setAttributes(imsKeys.warehouse(c.companyId, ids.spare), { stockValue: 77 });
    expect(await figures()).not.toEqual(live);
    await run();
    expect(await figures()).toEqual(live);
    expect(await answer()).toEqual(liveAnswer);
  });

  it('a run stopped after one page and resumed from its cursor ends equal', async () => {
    await wipe();
    const first = await inventoryBackfillPage(c.companyId, null);
    expect(first.next).not.toBeNull();
    expect(await figures()).not.toEqual(live);
    await run(first.next);
    expect(await figures()).toEqual(live);
  });

  it('live changes between two pages leave the figures equal to what live maintenance holds', async () => {
    await wipe();
    const first = await inventoryBackfillPage(c.companyId, null);
    // the first page rebuilt the newest warehouse (Back) only
    const half = await figures();
    expect(half.rows['WH back']).toEqual(live.rows['WH back']);
    expect(half.rows['WH main']).not.toEqual(live.rows['WH main']);
    // between the pages: Lee buys a Gadget in Main ($15.00 less the order's 5%, from the $6.00 lot), Spare finds 2
    // Gadgets (at the purchase price, $6.00), and Back, already rebuilt, finds 1
    const before = live;
    await sale(ids.lee, ids.gadget, ids.main, 1, 0);
    await ok(c.post(r.stockAdjust.path, { itemId: ids.gadget, warehouseId: ids.spare, quantityChange: 2, reason: 'Found' }));
    await ok(c.post(r.stockAdjust.path, { itemId: ids.gadget, warehouseId: ids.back, quantityChange: 1, reason: 'Found' }));
    await run(first.next);
    const worth = 1_425;
    const add = (target: Record<string, number> | undefined, figures: Record<string, number>) =>
      nonZero(
        Object.fromEntries(
          [...new Set([...Object.keys(target ?? {}), ...Object.keys(figures)])].map((k) => [k, (target?.[k] ?? 0) + (figures[k] ?? 0)]),
        ),
      );
    const insights = { ...before.insights };
    const sold = { sales: worth, cogs: 600 };
    insights[`M#W#${month}#${ids.main}`] = add(insights[`M#W#${month}#${ids.main}`], sold);
    insights[`M#I#${month}#${ids.main}#${ids.gadget}`] = add(insights[`M#I#${month}#${ids.main}#${ids.gadget}`], { ...sold, qty: 1 });
    insights[`M#C#${month}#${ids.main}#${ids.lee}`] = add(insights[`M#C#${month}#${ids.main}#${ids.lee}`], { ...sold, qty: 1 });
    type Row = { stockValue: number; months: Record<string, number>; lastSaleDay: number | null };
    const moved = (row: Row, cents: number, saleDay?: number): Row => ({
      stockValue: row.stockValue + cents,
      months: add(row.months, { [month]: cents }),
      lastSaleDay: saleDay ?? row.lastSaleDay,
    });
    const rows = { ...before.rows } as Record<string, Row>;
    rows['gadget main'] = moved(rows['gadget main']!, -600, lastSaleDayOf(new Date()));
    rows['WH main'] = moved(rows['WH main']!, -600);
    rows['gadget spare'] = moved(rows['gadget spare']!, 2 * 600);
    rows['WH spare'] = moved(rows['WH spare']!, 2 * 600);
    rows['gadget back'] = moved(rows['gadget back']!, 600);
    rows['WH back'] = moved(rows['WH back']!, 600);
    expect(await figures()).toEqual({ insights, rows });
    // and a fresh run finds nothing to change
    const versionsBefore = await versions();
    await run();
    expect(await versions()).toEqual(versionsBefore);
  });
  it('live changes racing the pages (between their reads and their writes) are neither lost nor counted twice', async () => {
    type Row = { stockValue: number; months: Record<string, number>; lastSaleDay: number | null };
    const before = await figures();
    await wipe();
    const adjust = (itemId: string, warehouseId: string) =>
      ok(c.post(r.stockAdjust.path, { itemId, warehouseId, quantityChange: 1, reason: 'Found' }));
    // Idle Things at $3.00 into Main, Gadgets at $6.00 into Back, while every page runs
    await Promise.all([run(), adjust(ids.idle, ids.main), adjust(ids.gadget, ids.back), adjust(ids.idle, ids.main)]);
    const moved = (row: Row, cents: number): Row => ({
      ...row,
      stockValue: row.stockValue + cents,
      months: { ...row.months, [month]: (row.months[month] ?? 0) + cents },
    });
    const rows = { ...before.rows } as Record<string, Row>;
    rows['idle main'] = moved(rows['idle main']!, 600);
    rows['WH main'] = moved(rows['WH main']!, 600);
    rows['gadget back'] = moved(rows['gadget back']!, 600);
    rows['WH back'] = moved(rows['WH back']!, 600);
    expect(await figures()).toEqual({ insights: before.insights, rows });
  });
  it('the figures of a warehouse that no longer exists go; the company-wide ones stay', async () => {
    const gone = '01ZZZZZZZZZZZZZZZZZZZZZZZZ';
    const before = await figures();
    const stray = [`M#W#${month}#${gone}`, `M#I#${month}#${gone}#${ids.widget}`, `L#S#${gone}#${ids.supplier}`];
    for (const sk of stray) await setAttributes({ pk: insightsPartition(c.companyId), sk }, { sales: 100 });
    expect(Object.keys((await figures()).insights)).toEqual(expect.arrayContaining(stray));
    await run();
    expect(await figures()).toEqual(before);
  });
});
