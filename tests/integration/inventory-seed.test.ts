/** The demo inventory the local seed creates: listed by the API, idempotent, stock figures that agree with the movements. */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVENTORY, seedDemoInventory } from '../../functions/inventory/services/seed.ts';
import { verifyAccessToken } from '../../functions/lib/tokens.ts';
import { hasAtMostTwoDecimals } from '../../shared/domain/money.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { stockCardTone } from '../../shared/inventory/rules.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();
let co: Company;

const get = async (path: string) => {
  const res = await api.call('GET', path, { token: co.token });
  expectStatus(res, 200);
  return res;
};

/** Every page of a list (`?limit=200`, then `X-Next-Cursor`). */
async function all(path: string): Promise<any[]> {
  const rows: any[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(`${path}?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    rows.push(...res.body);
    cursor = res.headers.get('x-next-cursor');
  } while (cursor);
  return rows;
}

/** Every movement of an item, newest first (10 a page). */
async function movementsOf(id: string, count: number): Promise<any[]> {
  const rows: any[] = [];
  for (let offset = 0; offset < count; offset += 10)
    rows.push(...(await get(`${r.stockMovements.path.replace('{id}', id)}?offset=${offset}`)).body);
  return rows;
}

const demoLine = `Demo inventory: ${DEMO_INVENTORY.warehouses} warehouses, ${DEMO_INVENTORY.suppliers} suppliers, ${DEMO_INVENTORY.customers} customers, ${DEMO_INVENTORY.items} items, ${DEMO_INVENTORY.movements} stock movements`;

beforeAll(async () => {
  co = await newCompany(api, 'Inventory Seed Co');
  const { companyId } = await verifyAccessToken(co.token);
  expect(await seedDemoInventory(companyId)).toEqual([demoLine]);
  expect(await seedDemoInventory(companyId)).toEqual(['Demo inventory: already present']);
}, 120_000);

describe('seedDemoInventory', () => {
  it('creates warehouses, suppliers, customers and the catalogue once, whatever the restarts', async () => {
    expect(await all(r.warehouseList.path)).toHaveLength(DEMO_INVENTORY.warehouses);
    expect(await all(r.supplierList.path)).toHaveLength(DEMO_INVENTORY.suppliers);
    expect(await all(r.customerList.path)).toHaveLength(DEMO_INVENTORY.customers);
    const items = await all(r.productList.path);
    expect(items).toHaveLength(DEMO_INVENTORY.items);
    expect(new Set(items.map((i) => i.sku)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.category)).size).toBeGreaterThanOrEqual(6);
    // most items carry a real 12 or 13 digit code; prices have cents
    expect(items.filter((i) => /^\d{12,13}$/.test(i.barcode)).length).toBeGreaterThanOrEqual(DEMO_INVENTORY.items - 3);
    for (const i of items) {
      expect(hasAtMostTwoDecimals(i.purchase_price) && hasAtMostTwoDecimals(i.sales_price)).toBe(true);
      expect(i.sales_price).toBeGreaterThan(i.purchase_price);
    }
    expect(items.find((i) => i.sku === 'EL-USBC-1M')).toMatchObject({ purchase_price: 2.1, sales_price: 4.99, category: 'Electronics' });
    const categories = (await get(r.productCategories.path)).body.map((c: { name: string }) => c.name);
    expect(categories).toEqual(expect.arrayContaining(['Cleaning Supplies', 'Safety Equipment']));
    const search = (await get(`${r.productList.path}?q=usb`)).body.map((i: { name: string }) => i.name);
    expect(search.sort()).toEqual(['USB Keyboard, UK Layout', 'USB-C Charging Cable 1 m']);
  });

  it("has every stock colour, and each item's stock agrees with its movements and its warehouses", async () => {
    const items = await all(r.productList.path);
    const levels = new Set(items.map((i) => stockCardTone(i.stock)));
    expect(levels).toEqual(new Set(['red', 'yellow', 'green']));
    let movementTotal = 0;
    for (const listed of items) {
      const detail = (await get(r.productGet.path.replace('{id}', listed.id))).body;
      expect(detail.stock).toBe(listed.stock);
      const moves = await movementsOf(listed.id, detail.movement_count);
      expect(moves).toHaveLength(detail.movement_count);
      movementTotal += moves.length;
      expect(moves.reduce((s: number, m: { quantity_change: number }) => s + m.quantity_change, 0)).toBe(detail.stock);
      expect(moves[0].new_quantity).toBe(detail.stock);
      // each movement continues from the one before it
      for (let k = 0; k + 1 < moves.length; k++) expect(moves[k].previous_quantity).toBe(moves[k + 1].new_quantity);
      const perWarehouse = new Map<string, number>();
      for (const m of moves) perWarehouse.set(m.warehouse_id, (perWarehouse.get(m.warehouse_id) ?? 0) + m.quantity_change);
      expect(new Map(detail.warehouses.map((w: { id: string; stock: number }) => [w.id, w.stock]))).toEqual(perWarehouse);
      expect(new Set(moves.map((m: { movement_type: string }) => m.movement_type)).size).toBeGreaterThan(0);
    }
    expect(movementTotal).toBe(DEMO_INVENTORY.movements);
  }, 120_000);

  it('receipts and adjustments spread over the warehouses; each warehouse lists what it holds', async () => {
    const warehouses = await all(r.warehouseList.path);
    const items = await all(r.productList.path);
    let held = 0;
    for (const w of warehouses) {
      const res = await api.call('POST', `${r.productItemsWithStock.path}`, { token: co.token, body: { warehouseId: w.id, limit: 200 } });
      expectStatus(res, 200);
      expect(res.body.length).toBeGreaterThan(0);
      for (const option of res.body) expect(option.stock).toBeGreaterThan(0);
      held += res.body.reduce((s: number, o: { stock: number }) => s + o.stock, 0);
    }
    expect(held).toBe(items.reduce((s, i) => s + i.stock, 0));
    const drill = items.find((i) => i.sku === 'HW-DRILL-18V');
    const moves = await movementsOf(drill.id, 2);
    expect(moves.map((m) => [m.movement_type, m.quantity_change, m.reference])).toEqual([
      ['adjustment', -2, 'Returned faulty to supplier'],
      ['receipt', 6, 'Add Stock'],
    ]);
  });
});

describe('seedDemoInventory after an interrupted start', () => {
  it('completes what is missing: an existing warehouse, item and first receipt are kept, nothing is duplicated', async () => {
    const other = await newCompany(api, 'Interrupted Seed Co');
    const { companyId } = await verifyAccessToken(other.token);
    const post = async (path: string, body: unknown) => {
      const res = await api.call('POST', path, { token: other.token, body });
      expectStatus(res, 201);
      return res.body.id as string;
    };
    // what a first start could have written before it stopped: a warehouse, an item and its first receipt
    const central = await post(r.warehouseAdd.path, { warehouseName: 'Central Warehouse', warehouseLocation: 'Avonmouth' });
    const cable = await post(r.productAdd.path, {
      name: 'USB-C Charging Cable 1 m',
      sku: 'EL-USBC-1M',
      description: 'Braided USB-C to USB-C cable, 60 W',
      barcode: '5060123000019',
      category: 'electronics',
      purchasePrice: 2.1,
      sellingPrice: 4.99,
      unit: 'pcs',
    });
    await post(r.stockAdd.path, [{ productID: cable, quantity: 120, location: central }]);

    expect(await seedDemoInventory(companyId)).toEqual([demoLine]);
    const list = async (path: string) => (await api.call('GET', `${path}?limit=200`, { token: other.token })).body;
    expect(await list(r.warehouseList.path)).toHaveLength(DEMO_INVENTORY.warehouses);
    const items = await list(r.productList.path);
    expect(items).toHaveLength(DEMO_INVENTORY.items);
    // its 4 steps: the receipt already there, then 60 into North Depot, −3 in Central, 40 into South Depot
    const detail = (await api.call('GET', r.productGet.path.replace('{id}', cable), { token: other.token })).body;
    expect(detail).toMatchObject({ stock: 120 + 60 - 3 + 40, movement_count: 4 });
    expect(await seedDemoInventory(companyId)).toEqual(['Demo inventory: already present']);
  }, 120_000);
});
