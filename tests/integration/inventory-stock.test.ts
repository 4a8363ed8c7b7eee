/** Inventory I: stock in lots, movements and maintained totals (INVENTORY.md "Stock", "Invariants"). */
import { beforeAll, describe, expect, it } from 'vitest';
import { listOpenLots } from '../../functions/inventory/data/stock.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();
let company: Company;
const wh: Record<'a' | 'b', string> = { a: '', b: '' };

const post = (path: string, body: unknown) => api.call('POST', path, { token: company.token, body });
const get = (path: string) => api.call('GET', path, { token: company.token });
const details = async (id: string) => (await get(r.productGet.path.replace('{id}', id))).body;
const movements = async (id: string, offset = 0) => (await get(`${r.stockMovements.path.replace('{id}', id)}?offset=${offset}`)).body;

let seq = 0;
async function newItem(purchasePrice = 2.5): Promise<string> {
  seq++;
  const res = await post(r.productAdd.path, {
    name: `Bolt ${seq}`,
    sku: `BOLT-${seq}`,
    description: 'M6 bolt',
    barcode: `900000000${seq}`,
    category: 'hardware',
    purchasePrice,
    sellingPrice: 4,
    unit: 'pcs',
  });
  expectStatus(res, 201);
  return res.body.id;
}

beforeAll(async () => {
  company = await newCompany(api, 'Stock Co');
  for (const [k, name] of [
    ['a', 'Alpha'],
    ['b', 'Beta'],
  ] as const) {
    const res = await post(r.warehouseAdd.path, { warehouseName: name, warehouseLocation: `${name} Road` });
    expectStatus(res, 201);
    wh[k] = res.body.id;
  }
});

describe('Add Stock', () => {
  it('receives a list into warehouses, all of it, and the item page, movements and options agree', async () => {
    const one = await newItem();
    const two = await newItem();
    const res = await post(r.stockAdd.path, [
      { productID: one, sku: 'BOLT-1', barcode: '', quantity: 5, location: wh.a },
      { productID: one, quantity: 3, location: wh.b },
      { productID: two, quantity: 7, location: wh.a },
    ]);
    expectStatus(res, 201);
    expect(res.body.message).toBe('Stock updates successfully');
    const d = await details(one);
    expect(d.stock).toBe(8);
    expect(d.movement_count).toBe(2);
    expect(d.warehouses.sort((x: { name: string }, y: { name: string }) => x.name.localeCompare(y.name))).toEqual([
      { id: wh.a, name: 'Alpha', stock: 5 },
      { id: wh.b, name: 'Beta', stock: 3 },
    ]);
    expect(
      (await movements(one)).map(
        (m: { movement_type: string; quantity_change: number; previous_quantity: number; new_quantity: number }) => [
          m.movement_type,
          m.quantity_change,
          m.previous_quantity,
          m.new_quantity,
        ],
      ),
    ).toEqual([
      ['receipt', 3, 5, 8],
      ['receipt', 5, 0, 5],
    ]);
    const options = await post(r.productItemsWithStock.path, { warehouseId: wh.a });
    expectStatus(options, 200);
    expect(options.body.map((o: { id: string; stock: number }) => [o.id, o.stock]).sort()).toEqual(
      [
        [one, 5],
        [two, 7],
      ].sort(),
    );
    expect(options.body[0]).toMatchObject({ purchase_price: 2.5, sales_price: 4 });
    expect((await get(`${r.productList.path}?q=bolt-1`)).body[0].stock).toBe(8);
  });

  it.each([
    ['an empty list', [], 400, 'Please add stock'],
    ['no product', [{ quantity: 1, location: 'x' }], 400, 'Please select a product ID'],
    ['no quantity', [{ productID: 'p', location: 'x' }], 400, 'Please fill all the fields'],
    ['no location', [{ productID: 'p', quantity: 2 }], 400, 'Please fill all the fields'],
    ['a quantity of 0', [{ productID: 'p', quantity: 0, location: 'x' }], 400, 'Quantity must be a whole number from 1 to 1,000,000'],
    [
      'a fractional quantity',
      [{ productID: 'p', quantity: 1.5, location: 'x' }],
      400,
      'Quantity must be a whole number from 1 to 1,000,000',
    ],
    [
      'the same product twice in one place',
      [
        { productID: 'p', quantity: 1, location: 'x' },
        { productID: 'p', quantity: 2, location: 'x' },
      ],
      400,
      'Product already added',
    ],
  ])('refuses %s', async (_name, body, status, message) => {
    const res = await post(r.stockAdd.path, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('stores nothing when one line is bad (an unknown item or warehouse)', async () => {
    const id = await newItem();
    const unknownItem = await post(r.stockAdd.path, [
      { productID: id, quantity: 4, location: wh.a },
      { productID: '01ARZ3NDEKTSV4RRFFQ69G5FAV', quantity: 1, location: wh.a },
    ]);
    expect(unknownItem.status).toBe(404);
    const unknownWarehouse = await post(r.stockAdd.path, [
      { productID: id, quantity: 4, location: wh.a },
      { productID: id, quantity: 1, location: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
    ]);
    expect(unknownWarehouse.status).toBe(404);
    expect(unknownWarehouse.body.message).toBe('Warehouse not found');
    // a warehouse id that is no id at all (the stock rows are read beside the warehouses: no key is made of it)
    for (const location of ['not-a-warehouse', 'W'.repeat(40)]) {
      const malformed = await post(r.stockAdd.path, [{ productID: id, quantity: 1, location }]);
      expect([malformed.status, malformed.body.message], location).toEqual([404, 'Warehouse not found']);
    }
    const d = await details(id);
    expect([d.stock, d.movement_count, d.warehouses]).toEqual([0, 0, []]);
  });
});

describe('stock adjustment', () => {
  it('increases with a lot and decreases from lots oldest first; below zero is 422 and changes nothing', async () => {
    const id = await newItem();
    expectStatus(await post(r.stockAdd.path, [{ productID: id, quantity: 4, location: wh.a }]), 201);
    const up = await post(r.stockAdjust.path, { itemId: id, warehouseId: wh.a, quantityChange: 6, reason: 'Found in the back' });
    expectStatus(up, 200);
    expect(up.body.message).toBe('Stock updated successfully!');
    expectStatus(await post(r.stockAdjust.path, { itemId: id, warehouseId: wh.a, quantityChange: -7, reason: 'Damaged' }), 200);
    const tooMuch = await post(r.stockAdjust.path, { itemId: id, warehouseId: wh.a, quantityChange: -4, reason: 'Lost' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe('Not enough stock in this warehouse');
    const elsewhere = await post(r.stockAdjust.path, { itemId: id, warehouseId: wh.b, quantityChange: -1, reason: 'Lost' });
    expect(elsewhere.status).toBe(422);
    const d = await details(id);
    expect(d.stock).toBe(3);
    expect((await movements(id)).map((m: { quantity_change: number; reference: string }) => [m.quantity_change, m.reference])).toEqual([
      [-7, 'Damaged'],
      [6, 'Found in the back'],
      [4, 'Add Stock'],
    ]);
  });

  it.each([
    [{ itemId: 'x', warehouseId: 'y', quantityChange: 1 }, 'Please provide a reason for the adjustment.'],
    [{ itemId: 'x', warehouseId: 'y', quantityChange: 1, reason: '  ' }, 'Please provide a reason for the adjustment.'],
    [
      { itemId: 'x', warehouseId: 'y', quantityChange: 0, reason: 'r' },
      'The change must be a whole number other than 0, from -1,000,000 to 1,000,000',
    ],
    [
      { itemId: 'x', warehouseId: 'y', quantityChange: 2.5, reason: 'r' },
      'The change must be a whole number other than 0, from -1,000,000 to 1,000,000',
    ],
  ])('refuses %j', async (body, message) => {
    const res = await post(r.stockAdjust.path, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('concurrent decreases that together would go below zero: exactly the ones that fit succeed', async () => {
    const id = await newItem();
    expectStatus(await post(r.stockAdd.path, [{ productID: id, quantity: 5, location: wh.a }]), 201);
    expectStatus(await post(r.stockAdjust.path, { itemId: id, warehouseId: wh.a, quantityChange: 2, reason: 'Second lot' }), 200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(r.stockAdjust.path, { itemId: id, warehouseId: wh.a, quantityChange: -1, reason: 'Sold at the counter' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 422 || a.status === 409)).toBe(true);
    const d = await details(id);
    expect(d.stock).toBe(0);
    expect(d.warehouses).toEqual([{ id: wh.a, name: 'Alpha', stock: 0 }]);
    // no longer offered for sale from that warehouse
    const options = await post(r.productItemsWithStock.path, { warehouseId: wh.a });
    expect(options.body.map((o: { id: string }) => o.id)).not.toContain(id);
  });
});

describe('movements', () => {
  it('pages 10 at a time, newest first, by offset', async () => {
    const id = await newItem();
    for (let i = 1; i <= 23; i++)
      expectStatus(await post(r.stockAdjust.path, { itemId: id, warehouseId: wh.b, quantityChange: i, reason: `r${i}` }), 200);
    expect((await details(id)).movement_count).toBe(23);
    const pages = [await movements(id, 0), await movements(id, 10), await movements(id, 20), await movements(id, 30)];
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3, 0]);
    expect(pages.flat().map((m: { quantity_change: number }) => m.quantity_change)).toEqual(Array.from({ length: 23 }, (_, i) => 23 - i));
    expect((await get(`${r.stockMovements.path.replace('{id}', id)}?offset=-10`)).status).toBe(400);
    expect((await get(r.stockMovements.path.replace('{id}', 'nope'))).status).toBe(404);
  });
});

describe('invariant', () => {
  it('after a randomised sequence of receipts and adjustments, the item and warehouse stock equal the movements and each other', async () => {
    const id = await newItem(1.25);
    let expected = { a: 0, b: 0 };
    let random = 42;
    const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 30; i++) {
      const w = next() < 0.5 ? 'a' : 'b';
      const q = Math.floor(next() * 9) - 3 || 1;
      const res =
        q > 0 && next() < 0.5
          ? await post(r.stockAdd.path, [{ productID: id, quantity: q, location: wh[w] }])
          : await post(r.stockAdjust.path, { itemId: id, warehouseId: wh[w], quantityChange: q, reason: 'random' });
      if (q < 0 && expected[w] + q < 0) expect(res.status).toBe(422);
      else {
        expect(res.status, res.text).toBeLessThan(300);
        expected = { ...expected, [w]: expected[w] + q };
      }
    }
    const d = await details(id);
    const byWarehouse = Object.fromEntries(d.warehouses.map((x: { id: string; stock: number }) => [x.id, x.stock]));
    expect([byWarehouse[wh.a] ?? 0, byWarehouse[wh.b] ?? 0]).toEqual([expected.a, expected.b]);
    expect(d.stock).toBe(expected.a + expected.b);
    const all = [];
    for (let offset = 0; offset < d.movement_count; offset += 10) all.push(...(await movements(id, offset)));
    expect(all).toHaveLength(d.movement_count);
    expect(all.reduce((s: number, m: { quantity_change: number }) => s + m.quantity_change, 0)).toBe(d.stock);
    expect(all[0].new_quantity).toBe(d.stock);
    // the lots hold exactly the warehouse stock (read from the table: lots are not an API of their own)
    const companyId = JSON.parse(Buffer.from(company.token.split('.')[1], 'base64url').toString()).cid as string;
    await new Promise((done) => setTimeout(done, 200)); // the open-lot index is eventually consistent
    for (const w of ['a', 'b'] as const) {
      const lots = await listOpenLots(companyId, id, wh[w]);
      expect(
        lots.reduce((sum, lot) => sum + lot.remaining, 0),
        `lots of ${w}`,
      ).toBe(expected[w]);
      expect(lots.every((lot) => lot.remaining > 0 && lot.unitCostCents === 125)).toBe(true);
    }
  });
});

describe('Add Stock at its limit', () => {
  it('saves 16 lines of distinct items in distinct warehouses in one transaction, each item with its audit entry; 17 is 400', async () => {
    const lines = [];
    for (let i = 0; i < 16; i++) {
      const w = await post(r.warehouseAdd.path, { warehouseName: `Bay ${i}`, warehouseLocation: 'Dock' });
      expectStatus(w, 201);
      lines.push({ productID: await newItem(), quantity: i + 1, location: w.body.id as string });
    }
    const tooMany = await post(r.stockAdd.path, [...lines, { ...lines[0]!, location: wh.a }]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Add at most 16 lines at a time');
    expectStatus(await post(r.stockAdd.path, lines), 201);
    for (const line of lines) {
      expect((await details(line.productID)).stock).toBe(line.quantity);
      const history = await get(`/api/audit/record?kind=item&id=${line.productID}`);
      expect(history.body[0]).toMatchObject({
        action: 'stockAdd',
        changes: [{ field: 'stock', before: 0, after: line.quantity }, expect.anything()],
      });
    }
  });
});
