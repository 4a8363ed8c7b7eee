/**
 * Stock counts (WAREHOUSE.md "Stock counts"): adding by warehouse, category and chosen items; blind sheets; recording
 * from several phones at once; completion posting one adjustment per line at cost (lots, movements, values) in steps
 * that a retry continues; movements and sales during a count; cancel; the list; warehouse scope (bad input and the
 * CSV path: inventory-counts-input.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getStockCount, startCompletion } from '../../functions/inventory/data/counts.ts';
import { listOpenLots } from '../../functions/inventory/data/stock.ts';
import { auditOp, systemAuditContext } from '../../functions/lib/audit.ts';
import { accountRoutes } from '../../shared/account/routes.ts';
import { countRoutes as cr } from '../../shared/inventory/count-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { routes } from '../../shared/routes.ts';
import { logIn } from '../support/accounts.ts';
import { useTestApi, type ApiResponse } from '../support/gateway.ts';
import { countHelpers, sheetPath } from '../support/counts.ts';
import { expectStatus } from '../support/rent.ts';
import { addStock, partner, receiveFromPurchase, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();
let c: SalesCompany;
let supplierId: string;
let seq = 0;

const { newWarehouse, newItem, addCount, record, sheet, lineOf, complete } = countHelpers(api, () => c);
const stockIn = async (itemId: string, warehouseId: string) =>
  ((await c.get(r.productGet.path.replace('{id}', itemId))).body.warehouses as Array<{ id: string; stock: number }>).find(
    (w) => w.id === warehouseId,
  )?.stock ?? 0;
const movements = async (itemId: string) => (await c.get(`${r.stockMovements.path.replace('{id}', itemId)}?offset=0`)).body;
const adjust = (itemId: string, warehouseId: string, quantityChange: number) =>
  c.post(r.stockAdjust.path, { itemId, warehouseId, quantityChange, reason: 'Sold over the counter' });

beforeAll(async () => {
  c = await salesCompany(api, 'Count Co');
  supplierId = await c.add(r.supplierAdd.path, partner('Count Supplier'));
});

describe('adding a count', () => {
  it('covers the warehouse’s stocked items, a category’s, or chosen ones, with their stock now as expected', async () => {
    const wh = await newWarehouse();
    const category = await c.add(r.productCategoryAdd.path, { name: 'Fasteners' });
    const [a, b, fastener, elsewhere, never] = [
      await newItem(),
      await newItem(),
      await newItem(2, category),
      await newItem(),
      await newItem(),
    ];
    const side = await newWarehouse();
    await addStock(c, [
      { itemId: a.id, warehouseId: wh, quantity: 5 },
      { itemId: b.id, warehouseId: wh, quantity: 3 },
      { itemId: fastener.id, warehouseId: wh, quantity: 4 },
      { itemId: elsewhere.id, warehouseId: side, quantity: 9 },
    ]);

    const all = await addCount({ warehouseId: wh });
    expect(all.number).toMatch(/^CNT-\d{5}$/);
    expect(all.lines).toBe(3);
    const s = await sheet(all.id);
    expect(s).toMatchObject({
      status: 'Open',
      scope_label: 'All items',
      line_count: 3,
      counted_lines: 0,
      blind: false,
      variance_value: null,
    });
    expect(s.lines.map((l: { item_id: string; expected: number }) => [l.item_id, l.expected]).sort()).toEqual(
      [
        [a.id, 5],
        [b.id, 3],
        [fastener.id, 4],
      ].sort(),
    );
    expect(lineOf(s, a.id)).toMatchObject({ counted: null, variance: null, moved_since: 0, variance_value: null, adjusted: null });

    const byCategory = await addCount({ warehouseId: wh, categoryId: category });
    expect((await sheet(byCategory.id)).lines.map((l: { item_id: string }) => l.item_id)).toEqual([fastener.id]);
    expect((await sheet(byCategory.id)).scope_label).toBe('Fasteners');

    const chosen = await addCount({ warehouseId: wh, itemIds: [never.id, a.id] });
    const chosenSheet = await sheet(chosen.id);
    expect(chosenSheet.scope_label).toBe('Chosen items');
    expect(lineOf(chosenSheet, never.id)).toMatchObject({ expected: 0 });
    expect(lineOf(chosenSheet, a.id)).toMatchObject({ expected: 5 });

    // numbers follow each other
    const n = (x: string) => Number(x.slice(4));
    expect([n(byCategory.number), n(chosen.number)]).toEqual([n(all.number) + 1, n(all.number) + 2]);
  });

  it('pages the sheet’s lines and lists the uncounted ones', async () => {
    const wh = await newWarehouse();
    const items = [];
    for (let i = 0; i < 5; i++) items.push(await newItem());
    await addStock(
      c,
      items.map((i) => ({ itemId: i.id, warehouseId: wh, quantity: 2 })),
    );
    const count = await addCount({ warehouseId: wh });
    const page = await c.get(sheetPath(count.id, '?limit=2'));
    expect(page.body.lines).toHaveLength(2);
    expect(page.headers.get('x-next-cursor')).toBeTruthy();
    expectStatus(await record(count.id, [{ item_id: items[0].id, counted: 2 }]), 200);
    const uncounted = await sheet(count.id, c.token, '&uncounted=true');
    expect(uncounted.lines).toHaveLength(4);
    expect(uncounted.lines.map((l: { item_id: string }) => l.item_id)).not.toContain(items[0].id);
    expect(uncounted.counted_lines).toBe(1);
  });
});

describe('a blind count', () => {
  it('hides expected, what moved and the variance until it is completed', async () => {
    const wh = await newWarehouse();
    const item = await newItem();
    await addStock(c, [{ itemId: item.id, warehouseId: wh, quantity: 6 }]);
    const count = await addCount({ warehouseId: wh, blind: true });
    expectStatus(await record(count.id, [{ item_id: item.id, counted: 4 }]), 200);
    const open = await sheet(count.id);
    expect(open.blind).toBe(true);
    expect(lineOf(open, item.id)).toMatchObject({ expected: null, moved_since: null, variance: null, counted: 4 });
    expectStatus(await complete(count.id), 200);
    const done = await sheet(count.id);
    expect(lineOf(done, item.id)).toMatchObject({
      expected: 6,
      moved_since: 0,
      variance: -2,
      counted: 4,
      adjusted: -2,
      variance_value: -4,
    });
  });
});

describe('recording from several phones at once', () => {
  it('keeps every line, and a line recorded by several phones holds the last count', async () => {
    const wh = await newWarehouse();
    const items = [];
    for (let i = 0; i < 6; i++) items.push(await newItem());
    await addStock(
      c,
      items.map((i) => ({ itemId: i.id, warehouseId: wh, quantity: 10 })),
    );
    const count = await addCount({ warehouseId: wh });
    const shared = items[0].id;
    const results = await Promise.all([
      ...items.slice(1).map((item, k) => record(count.id, [{ item_id: item.id, counted: k + 1 }])),
      ...[11, 12, 13, 14].map((n) => record(count.id, [{ item_id: shared, counted: n }])),
      record(count.id, [
        { item_id: items[1].id, counted: 1 },
        { item_id: items[2].id, counted: 2 },
      ]),
    ]);
    for (const res of results) expectStatus(res, 200);
    let s = await sheet(count.id);
    expect(s.counted_lines).toBe(6);
    items.slice(1).forEach((item, k) => expect(lineOf(s, item.id).counted).toBe(k + 1));
    expect([11, 12, 13, 14]).toContain(lineOf(s, shared).counted);
    // a later count of the same line wins; 0 is a count
    expectStatus(await record(count.id, [{ item_id: shared, counted: 0 }]), 200);
    s = await sheet(count.id);
    expect(lineOf(s, shared)).toMatchObject({ counted: 0, variance: -10 });
    expect(s.counted_lines).toBe(6);
  });
});

describe('completing a count', () => {
  it('posts one adjustment per line with a variance, at cost: shortfalls oldest lots first, surpluses at the last cost', async () => {
    const wh = await newWarehouse();
    const short = await newItem(2);
    const surplus = await newItem(2.5);
    const fresh = await newItem(4);
    const even = await newItem(1);
    const untouched = await newItem(1);
    // short: 3 at $2.00 (Add Stock), then 4 at $1.00 (a purchase at 50% off): 7 on hand
    await addStock(c, [{ itemId: short.id, warehouseId: wh, quantity: 3 }]);
    await receiveFromPurchase(c, { supplierId, warehouseId: wh, itemId: short.id, quantity: 4, discount: 50 });
    await addStock(c, [
      { itemId: surplus.id, warehouseId: wh, quantity: 2 },
      { itemId: even.id, warehouseId: wh, quantity: 5 },
      { itemId: untouched.id, warehouseId: wh, quantity: 8 },
    ]);
    const count = await addCount({ warehouseId: wh, itemIds: [short.id, surplus.id, fresh.id, even.id, untouched.id] });
    expectStatus(
      await record(count.id, [
        { item_id: short.id, counted: 2 },
        { item_id: surplus.id, counted: 5 },
        { item_id: fresh.id, counted: 2 },
        { item_id: even.id, counted: 5 },
      ]),
      200,
    );
    const untouchedMovesBefore = (await movements(untouched.id)).length;

    const res = await complete(count.id, 'Year-end stocktake');
    expectStatus(res, 200);
    // −5 × (3 at $2 + 2 at $1) = −$8.00; +3 × $2.50 = $7.50; +2 at the purchase price $4.00 = $8.00
    expect(res.body).toMatchObject({ message: 'Stock count completed', status: 'Completed', variance_value: 7.5 });
    expect(res.body.completed_at).toBeTruthy();

    const s = await sheet(count.id);
    expect(s.reason).toBe('Year-end stocktake');
    expect(lineOf(s, short.id)).toMatchObject({ variance: -5, adjusted: -5, variance_value: -8 });
    expect(lineOf(s, surplus.id)).toMatchObject({ variance: 3, adjusted: 3, variance_value: 7.5 });
    expect(lineOf(s, fresh.id)).toMatchObject({ expected: 0, variance: 2, adjusted: 2, variance_value: 8 });
    expect(lineOf(s, even.id)).toMatchObject({ variance: 0, adjusted: 0, variance_value: 0 });
    expect(lineOf(s, untouched.id)).toMatchObject({ counted: null, variance: null, adjusted: null, variance_value: null });

    // lots: the oldest lot emptied, 2 left of the $1.00 one; the surplus a new lot at $2.50; the fresh one at $4.00
    const lots = async (itemId: string) => (await listOpenLots(c.companyId, itemId, wh)).map((l) => [l.remaining, l.unitCostCents]);
    expect(await lots(short.id)).toEqual([[2, 100]]);
    expect(await lots(surplus.id)).toEqual([
      [2, 250],
      [3, 250],
    ]);
    expect(await lots(fresh.id)).toEqual([[2, 400]]);
    expect(await stockIn(short.id, wh)).toBe(2);
    expect(await stockIn(surplus.id, wh)).toBe(5);
    expect(await stockIn(even.id, wh)).toBe(5);
    expect(await stockIn(untouched.id, wh)).toBe(8);

    // one adjustment movement per line with a variance, named after the count; none for the others
    const [move] = await movements(short.id);
    expect(move).toMatchObject({ movement_type: 'adjustment', quantity_change: -5, reference: `Count ${count.number}`, warehouse_id: wh });
    expect((await movements(short.id)).filter((m: { reference: string }) => m.reference === `Count ${count.number}`)).toHaveLength(1);
    expect((await movements(surplus.id))[0]).toMatchObject({ quantity_change: 3, reference: `Count ${count.number}` });
    expect((await movements(even.id)).some((m: { reference: string }) => m.reference.startsWith('Count'))).toBe(false);
    expect(await movements(untouched.id)).toHaveLength(untouchedMovesBefore);

    // ended: recording, completing and cancelling again are refused
    expect(await record(count.id, [{ item_id: even.id, counted: 1 }])).toMatchObject({
      status: 409,
      body: { message: 'This count is Completed' },
    });
    expect(await complete(count.id)).toMatchObject({ status: 409, body: { message: 'This count is Completed' } });
    expect(await c.post(cr.countCancel.path, { countId: count.id, reason: 'Oops' })).toMatchObject({
      status: 409,
      body: { message: 'This count is Completed' },
    });
    expect(await stockIn(short.id, wh)).toBe(2);
  });

  it('accounts for movements during the count: what moved before a line was counted is expected, what moved after stays', async () => {
    const wh = await newWarehouse();
    const sold = await newItem();
    const busy = await newItem();
    const emptied = await newItem();
    const uncounted = await newItem();
    await addStock(c, [
      { itemId: sold.id, warehouseId: wh, quantity: 10 },
      { itemId: busy.id, warehouseId: wh, quantity: 10 },
      { itemId: emptied.id, warehouseId: wh, quantity: 5 },
      { itemId: uncounted.id, warehouseId: wh, quantity: 4 },
    ]);
    const count = await addCount({ warehouseId: wh });
    // 4 sold before the shelf was counted, 5 found of the 6 left
    expectStatus(await adjust(sold.id, wh, -4), 200);
    expectStatus(await record(count.id, [{ item_id: sold.id, counted: 5 }]), 200);
    // 2 more sold after it was counted: real, they stay
    expectStatus(await adjust(sold.id, wh, -2), 200);
    // counted right (10), then 3 received and 1 sold after
    expectStatus(await record(count.id, [{ item_id: busy.id, counted: 10 }]), 200);
    expectStatus(await adjust(busy.id, wh, 3), 200);
    expectStatus(await adjust(busy.id, wh, -1), 200);
    // none found; then 3 of the 5 the system believed in were sold: only 2 are left to take
    expectStatus(await record(count.id, [{ item_id: emptied.id, counted: 0 }]), 200);
    expectStatus(await adjust(emptied.id, wh, -3), 200);
    // an uncounted line shows what moved so far
    expectStatus(await adjust(uncounted.id, wh, 2), 200);

    const open = await sheet(count.id);
    expect(lineOf(open, sold.id)).toMatchObject({ expected: 10, moved_since: -4, counted: 5, variance: -1 });
    expect(lineOf(open, busy.id)).toMatchObject({ expected: 10, moved_since: 0, counted: 10, variance: 0 });
    expect(lineOf(open, uncounted.id)).toMatchObject({ expected: 4, moved_since: 2, counted: null, variance: null });

    expectStatus(await complete(count.id), 200);
    expect(await stockIn(sold.id, wh)).toBe(3); // 10 − 4 − 2 − 1
    expect(await stockIn(busy.id, wh)).toBe(12); // 10 + 3 − 1, no adjustment
    expect(await stockIn(emptied.id, wh)).toBe(0);
    expect(await stockIn(uncounted.id, wh)).toBe(6);
    const done = await sheet(count.id);
    expect(lineOf(done, emptied.id)).toMatchObject({ variance: -5, adjusted: -2, variance_value: -4 });
    expect(lineOf(done, sold.id)).toMatchObject({ adjusted: -1, variance_value: -2 });
  });

  it('a count with sales during it: units sold before a line was counted are not missing, those sold after stay sold', async () => {
    // by name from the manifest: the sales routes' module is not this file's concern
    const route = (name: string) => routes.find((x) => x.name === name)!.path;
    const wh = await newWarehouse();
    const item = await newItem(2);
    await addStock(c, [{ itemId: item.id, warehouseId: wh, quantity: 10 }]);
    const customerId = await c.add(r.customerAdd.path, partner(`Count Customer ${++seq}`));
    const sell = async (quantity: number) => {
      const id = await c.add(route('salesOrderAdd'), {
        selectedCustomer: customerId,
        selectedWarehouse: wh,
        discount: 0,
        addedItems: [{ item_id: item.id, quantity }],
      });
      expectStatus(await c.post(route('salesWarehouseAssign'), { saleOrderId: Number(id), warehouseId: wh }), 200);
      expectStatus(await c.post(route('salesFulfilmentSave'), { orderId: Number(id), items: [{ item_id: item.id, quantity }] }), 200);
    };
    const count = await addCount({ warehouseId: wh });
    await sell(3);
    expectStatus(await record(count.id, [{ item_id: item.id, counted: 6 }]), 200);
    await sell(2);
    expect(lineOf(await sheet(count.id), item.id)).toMatchObject({ expected: 10, moved_since: -3, counted: 6, variance: -1 });
    expectStatus(await complete(count.id), 200);
    expect(await stockIn(item.id, wh)).toBe(4); // 10 − 3 − 2 sold, 1 missing
    expect(lineOf(await sheet(count.id), item.id)).toMatchObject({ adjusted: -1, variance_value: -2 });
    const [last] = await movements(item.id);
    expect(last).toMatchObject({ movement_type: 'adjustment', quantity_change: -1, reference: `Count ${count.number}` });
  });

  it('posts a large count in steps, and two completes at once post each line once', async () => {
    const wh = await newWarehouse();
    const items = [];
    for (let i = 0; i < 40; i++) items.push(await newItem(1));
    await addStock(
      c,
      items.map((i) => ({ itemId: i.id, warehouseId: wh, quantity: 4 })),
    );
    const count = await addCount({ warehouseId: wh });
    expectStatus(
      await record(
        count.id,
        items.map((i, k) => ({ item_id: i.id, counted: k % 2 ? 1 : 6 })),
      ),
      200,
    );
    const version = (await sheet(count.id)).version;
    const both = await Promise.all([0, 1].map(() => c.post(cr.countComplete.path, { countId: count.id, reason: 'Twice', version })));
    for (const res of both) {
      if (res.status !== 200) expect(res).toMatchObject({ status: 409, body: { message: 'This count is Completed' } });
    }
    expect(both.some((res) => res.status === 200)).toBe(true);
    for (const [k, item] of items.entries()) {
      expect(await stockIn(item.id, wh)).toBe(k % 2 ? 1 : 6);
      expect((await movements(item.id)).filter((m: { reference: string }) => m.reference === `Count ${count.number}`)).toHaveLength(1);
    }
    // 20 lines −3 at $1.00 and 20 lines +2 at $1.00
    expect((await sheet(count.id)).variance_value).toBe(-20);
  });

  it('a completion that stopped half-way is continued by the next request, whatever version it sends', async () => {
    const wh = await newWarehouse();
    const item = await newItem(3);
    await addStock(c, [{ itemId: item.id, warehouseId: wh, quantity: 4 }]);
    const count = await addCount({ warehouseId: wh });
    expectStatus(await record(count.id, [{ item_id: item.id, counted: 3 }]), 200);
    // a request that died right after it started the completion
    const stored = (await getStockCount(c.companyId, Number(count.id), { consistent: true }))!;
    const ctx = systemAuditContext(c.companyId, 'countComplete', 'api');
    await startCompletion(
      stored,
      'Interrupted',
      stored.version,
      auditOp(ctx, { kind: 'stock_count', recordId: count.id, recordLabel: count.number, changes: [] }),
      new Date().toISOString(),
    );
    // recording and cancelling are refused while it completes
    expect(await record(count.id, [{ item_id: item.id, counted: 1 }])).toMatchObject({ status: 409 });
    expect(await c.post(cr.countCancel.path, { countId: count.id, reason: 'No' })).toMatchObject({ status: 409 });
    const res = await c.post(cr.countComplete.path, { countId: count.id, reason: 'Retry', version: 0 });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ status: 'Completed', variance_value: -3 });
    expect((await sheet(count.id)).reason).toBe('Interrupted');
    expect(await stockIn(item.id, wh)).toBe(3);
  });

  it('refuses a stale version and a missing reason, and changes nothing', async () => {
    const wh = await newWarehouse();
    const item = await newItem();
    await addStock(c, [{ itemId: item.id, warehouseId: wh, quantity: 2 }]);
    const count = await addCount({ warehouseId: wh });
    expectStatus(await record(count.id, [{ item_id: item.id, counted: 1 }]), 200);
    const { version } = await sheet(count.id);
    expect(await c.post(cr.countComplete.path, { countId: count.id, reason: 'x', version: version + 1 })).toMatchObject({
      status: 409,
      body: { message: 'This record was changed by someone else. Reload and try again.' },
    });
    expect(await c.post(cr.countComplete.path, { countId: count.id, reason: '  ', version })).toMatchObject({
      status: 400,
      body: { message: 'Please provide a reason' },
    });
    expect(await c.post(cr.countCancel.path, { countId: count.id })).toMatchObject({
      status: 400,
      body: { message: 'Please provide a reason' },
    });
    expect(await stockIn(item.id, wh)).toBe(2);
    expect((await sheet(count.id)).status).toBe('Open');
  });
});

describe('cancelling a count', () => {
  it('ends it with nothing posted; it can no longer be recorded, completed or cancelled', async () => {
    const wh = await newWarehouse();
    const item = await newItem();
    await addStock(c, [{ itemId: item.id, warehouseId: wh, quantity: 2 }]);
    const count = await addCount({ warehouseId: wh });
    expectStatus(await record(count.id, [{ item_id: item.id, counted: 0 }]), 200);
    const res = await c.post(cr.countCancel.path, { countId: count.id, reason: 'Wrong shelf' });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ message: 'Stock count cancelled', status: 'Cancelled', variance_value: null });
    expect(await stockIn(item.id, wh)).toBe(2);
    const cancelled = { status: 409, body: { message: 'This count is Cancelled' } };
    expect(await record(count.id, [{ item_id: item.id, counted: 1 }])).toMatchObject(cancelled);
    expect(await c.post(cr.countComplete.path, { countId: count.id, reason: 'x', version: res.body.version })).toMatchObject(cancelled);
    expect(await c.post(cr.countCancel.path, { countId: count.id, reason: 'Again' })).toMatchObject(cancelled);
    expect((await sheet(count.id)).reason).toBe('Wrong shelf');
  });
});

describe('the list', () => {
  it('pages newest first and filters by status and warehouse', async () => {
    const wh = await newWarehouse();
    const other = await newWarehouse();
    const item = await newItem();
    await addStock(c, [
      { itemId: item.id, warehouseId: wh, quantity: 1 },
      { itemId: item.id, warehouseId: other, quantity: 1 },
    ]);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await addCount({ warehouseId: wh })).id);
    const elsewhere = (await addCount({ warehouseId: other })).id;
    expectStatus(await c.post(cr.countCancel.path, { countId: ids[1], reason: 'Duplicate' }), 200);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: ApiResponse = await c.get(`${cr.countList.path}?warehouseId=${wh}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expectStatus(res, 200);
      expect(res.body.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.map((row: { id: string }) => row.id));
      cursor = res.headers.get('x-next-cursor');
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());

    const cancelled = await c.get(`${cr.countList.path}?status=Cancelled&warehouseId=${wh}`);
    expect(cancelled.body.map((row: { id: string }) => row.id)).toEqual([ids[1]]);
    const allCancelled = await c.get(`${cr.countList.path}?status=Cancelled`);
    expect(allCancelled.body.map((row: { id: string }) => row.id)).toContain(ids[1]);
    expect(allCancelled.body.every((row: { status: string }) => row.status === 'Cancelled')).toBe(true);
    const newest = await c.get(`${cr.countList.path}?limit=1`);
    expect(newest.body[0]).toMatchObject({ id: elsewhere, warehouse_id: other, status: 'Open', line_count: 1 });
    expect(await c.get(`${cr.countList.path}?status=Done`)).toMatchObject({ status: 400 });
  });
});

describe('warehouse scope', () => {
  it('a staff scoped to one warehouse adds, sees and records only its counts: the others are not found', async () => {
    const mine = await newWarehouse();
    const theirs = await newWarehouse();
    const item = await newItem();
    await addStock(c, [
      { itemId: item.id, warehouseId: mine, quantity: 3 },
      { itemId: item.id, warehouseId: theirs, quantity: 3 },
    ]);
    const outside = await addCount({ warehouseId: theirs });
    const email = `counter-${Date.now()}@example.com`;
    expectStatus(
      await c.post(accountRoutes.addLinkedAccount.path, {
        name: 'Shelf Counter',
        email,
        address: 'Dock',
        phone: '+44 20 7946 0999',
        password: 'counter-password',
        role: 'staff',
        warehouses: [mine],
      }),
      201,
    );
    const { accessToken: token } = await logIn(api, email, 'counter-password', '1');
    const as = (method: 'GET' | 'POST', path: string, body?: unknown) => api.call(method, path, { token, body });
    const notFound = { status: 404, body: { message: 'Stock count not found' } };

    expect(await as('POST', cr.countAdd.path, { warehouseId: theirs, blind: false })).toMatchObject({
      status: 404,
      body: { message: 'Warehouse not found' },
    });
    expect(await as('GET', sheetPath(outside.id))).toMatchObject(notFound);
    expect(await as('POST', cr.countRecord.path, { countId: outside.id, lines: [{ item_id: item.id, counted: 1 }] })).toMatchObject(
      notFound,
    );
    expect(
      await as('POST', cr.countRecordRows.path, { countId: outside.id, rows: [{ line: 2, sku: item.sku, counted: '1' }] }),
    ).toMatchObject(notFound);
    expect(await as('POST', cr.countComplete.path, { countId: outside.id, reason: 'x', version: 1 })).toMatchObject(notFound);
    expect(await as('GET', `${cr.countList.path}?warehouseId=${theirs}`)).toMatchObject({ status: 200, body: [] });

    const added = await as('POST', cr.countAdd.path, { warehouseId: mine, blind: false });
    expectStatus(added, 201);
    expectStatus(await as('POST', cr.countRecord.path, { countId: added.body.id, lines: [{ item_id: item.id, counted: 2 }] }), 200);
    const listed = await as('GET', cr.countList.path);
    expect(listed.body.map((row: { warehouse_id: string }) => row.warehouse_id)).toEqual([mine]);
    // staff counts but does not cancel
    expect(await as('POST', cr.countCancel.path, { countId: added.body.id, reason: 'x' })).toMatchObject({ status: 403 });
    expect((await sheet(outside.id)).counted_lines).toBe(0);
  });
});
