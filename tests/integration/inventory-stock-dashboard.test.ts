/**
 * The stock dashboard: per-warehouse figures maintained in the stock change's own transaction, and the
 * low-stock list from the sparse index (INVENTORY.md "Stock", "Lists at scale", "Invariants").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import type { LowStockItem, WarehouseStockFigures } from '../../shared/inventory/stock-dashboard.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();

const post = (company: Company, path: string, body: unknown) => api.call('POST', path, { token: company.token, body });
const get = (company: Company, path: string) => api.call('GET', path, { token: company.token });

let seq = 0;
async function newItem(company: Company, name = `Widget ${seq + 1}`): Promise<string> {
  seq++;
  const res = await post(company, r.productAdd.path, {
    name,
    sku: `WID-${seq}`,
    description: 'A widget',
    barcode: `7700000${seq}`,
    category: 'hardware',
    purchasePrice: 1,
    sellingPrice: 2,
    unit: 'pcs',
  });
  expectStatus(res, 201);
  return res.body.id;
}

async function newWarehouse(company: Company, name: string): Promise<string> {
  const res = await post(company, r.warehouseAdd.path, { warehouseName: name, warehouseLocation: `${name} Street` });
  expectStatus(res, 201);
  return res.body.id;
}

/** Every page of a paged route, `limit` at a time, following X-Next-Cursor. */
async function allPages<T>(company: Company, path: string, limit: number): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(company, `${path}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expectStatus(res, 200);
    rows.push(...res.body);
    cursor = res.headers.get('x-next-cursor');
  } while (cursor);
  return rows;
}

const figures = async (company: Company) =>
  Object.fromEntries(
    (await allPages<WarehouseStockFigures>(company, r.stockDashboard.path, 2)).map((w) => [w.id, { items: w.items, units: w.units }]),
  );

describe('warehouse figures', () => {
  let company: Company;
  beforeAll(async () => {
    company = await newCompany(api, 'Dashboard Co');
  });

  it('count distinct items in stock and units, following receipts and adjustments to zero and back', async () => {
    const north = await newWarehouse(company, 'North');
    const south = await newWarehouse(company, 'South');
    expect(await figures(company)).toEqual({ [north]: { items: 0, units: 0 }, [south]: { items: 0, units: 0 } });

    const [a, b] = [await newItem(company), await newItem(company)];
    expectStatus(
      await post(company, r.stockAdd.path, [
        { productID: a, quantity: 4, location: north },
        { productID: b, quantity: 6, location: north },
        { productID: a, quantity: 2, location: south },
      ]),
      201,
    );
    expect(await figures(company)).toEqual({ [north]: { items: 2, units: 10 }, [south]: { items: 1, units: 2 } });

    expectStatus(await post(company, r.stockAdjust.path, { itemId: a, warehouseId: north, quantityChange: -4, reason: 'Broken' }), 200);
    expect((await figures(company))[north]).toEqual({ items: 1, units: 6 });
    expectStatus(await post(company, r.stockAdjust.path, { itemId: a, warehouseId: north, quantityChange: 1, reason: 'Found' }), 200);
    expect((await figures(company))[north]).toEqual({ items: 2, units: 7 });

    // a refused change moves no figure
    expect((await post(company, r.stockAdjust.path, { itemId: b, warehouseId: south, quantityChange: -1, reason: 'x' })).status).toBe(422);
    expect(await figures(company)).toEqual({ [north]: { items: 2, units: 7 }, [south]: { items: 1, units: 2 } });
  });

  it('answer name and location, newest first, paged', async () => {
    const other = await newCompany(api, 'Paging Co');
    const ids = [];
    for (const name of ['One', 'Two', 'Three']) ids.push(await newWarehouse(other, name));
    const first = await get(other, `${r.stockDashboard.path}?limit=2`);
    expectStatus(first, 200);
    expect(first.body.map((w: WarehouseStockFigures) => w.name)).toEqual(['Three', 'Two']);
    expect(first.body[0]).toEqual({ id: ids[2], name: 'Three', location: 'Three Street', items: 0, units: 0 });
    expect(first.headers.get('x-next-cursor')).toBeTruthy();
    expect((await allPages<WarehouseStockFigures>(other, r.stockDashboard.path, 2)).map((w) => w.name)).toEqual(['Three', 'Two', 'One']);
    expect((await get(other, `${r.stockDashboard.path}?limit=0`)).status).toBe(400);
  });
});

describe('invariant', () => {
  it('after randomised multi-line receipts, adjustments and concurrent changes, each warehouse figure equals the sum of its item stock rows', async () => {
    const company = await newCompany(api, 'Invariant Co');
    const warehouses = [await newWarehouse(company, 'W1'), await newWarehouse(company, 'W2'), await newWarehouse(company, 'W3')];
    const items: string[] = [];
    for (let i = 0; i < 5; i++) items.push(await newItem(company));
    let random = 7;
    const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];

    const randomChange = () => {
      if (next() < 0.4) {
        // a receipt of several lines: distinct (item, warehouse) pairs, some in the same warehouse
        const lines = new Map<string, { productID: string; quantity: number; location: string }>();
        const count = 1 + Math.floor(next() * 4);
        for (let i = 0; i < count; i++) {
          const line = { productID: pick(items), quantity: 1 + Math.floor(next() * 6), location: pick(warehouses) };
          lines.set(`${line.productID}/${line.location}`, line);
        }
        return post(company, r.stockAdd.path, [...lines.values()]);
      }
      const change = Math.floor(next() * 9) - 5 || -1;
      return post(company, r.stockAdjust.path, {
        itemId: pick(items),
        warehouseId: pick(warehouses),
        quantityChange: change,
        reason: 'random',
      });
    };

    for (let i = 0; i < 25; i++) {
      const res = await randomChange();
      expect([200, 201, 422], res.text).toContain(res.status);
    }
    // concurrent changes to the same warehouses (retried on conflict, each applied once or not at all)
    const burst = await Promise.all(Array.from({ length: 8 }, () => randomChange()));
    for (const res of burst) expect([200, 201, 409, 422], res.text).toContain(res.status);

    const rows = new Map<string, { items: number; units: number }>(warehouses.map((w) => [w, { items: 0, units: 0 }]));
    let total = 0;
    for (const id of items) {
      const d = (await get(company, r.productGet.path.replace('{id}', id))).body;
      total += d.stock;
      expect(d.warehouses.reduce((s: number, w: { stock: number }) => s + w.stock, 0)).toBe(d.stock);
      for (const w of d.warehouses as Array<{ id: string; stock: number }>) {
        expect(w.stock).toBeGreaterThanOrEqual(0);
        const sum = rows.get(w.id)!;
        sum.units += w.stock;
        sum.items += w.stock > 0 ? 1 : 0;
      }
    }
    expect(total, 'the sequence moved some stock').toBeGreaterThan(0);
    expect(await figures(company)).toEqual(Object.fromEntries(rows));
  });
});

describe('low stock', () => {
  it('lists the items at or below 20 units, lowest first, red at 5 or below, paged; an item above 20 leaves it', async () => {
    const company = await newCompany(api, 'Low Co');
    const wh = await newWarehouse(company, 'Main');
    const stocks = { none: 0, five: 5, six: 6, twenty: 20, plenty: 21 };
    const ids: Record<string, string> = {};
    for (const [name, stock] of Object.entries(stocks)) {
      ids[name] = await newItem(company, `Low ${name}`);
      if (stock > 0) expectStatus(await post(company, r.stockAdd.path, [{ productID: ids[name], quantity: stock, location: wh }]), 201);
    }
    const low = await allPages<LowStockItem>(company, r.stockLow.path, 2);
    expect(low.map((i) => [i.name, i.stock, i.level])).toEqual([
      ['Low none', 0, 'red'],
      ['Low five', 5, 'red'],
      ['Low six', 6, 'yellow'],
      ['Low twenty', 20, 'yellow'],
    ]);
    expect(low[0]).toMatchObject({ id: ids.none, sku: expect.stringMatching(/^WID-/), category: 'Hardware' });

    // selling down into the band brings an item in; receiving above 20 takes it out
    expectStatus(
      await post(company, r.stockAdjust.path, { itemId: ids.plenty, warehouseId: wh, quantityChange: -19, reason: 'Sold' }),
      200,
    );
    expectStatus(await post(company, r.stockAdd.path, [{ productID: ids.twenty, quantity: 1, location: wh }]), 201);
    await new Promise((done) => setTimeout(done, 200)); // the index is eventually consistent
    const after = await allPages<LowStockItem>(company, r.stockLow.path, 50);
    expect(after.map((i) => [i.name, i.stock])).toEqual([
      ['Low none', 0],
      ['Low plenty', 2],
      ['Low five', 5],
      ['Low six', 6],
    ]);
  });
});
