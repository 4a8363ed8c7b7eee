/** Inventory: a second company never reads or changes the first one's warehouses, suppliers or customers. */
import { expect } from 'vitest';
import { insightsRoutes } from '../../../shared/insights/routes.ts';
import { labelRoutes } from '../../../shared/inventory/label-routes.ts';
import { inventoryRoutes as r } from '../../../shared/inventory/routes.ts';
import { PNG_BASE64 } from '../item-images.ts';
import { expectStatus } from '../rent.ts';
import { defineSuite } from './registry.ts';

interface Ids {
  supplierId: string;
  customerId: string;
  itemId: string;
  warehouseId: string;
  categoryId: string;
}

const product = {
  name: 'First Item',
  sku: 'FIRST-1',
  description: 'D',
  barcode: '111',
  category: 'general',
  purchasePrice: 1,
  sellingPrice: 2,
  unit: 'pcs',
};

const partner = {
  name: 'First Partner',
  contactPerson: 'P',
  contactEmail: 'p@first.example',
  contactNumber: '+44 20 7946 0001',
  address: 'A',
};
const update = (id: string) => ({
  id,
  name: 'Taken',
  contact_name: 'T',
  contact_phone: '+44 20 7946 0009',
  contact_email: 't@x.example',
  address: 'B',
  version: 0,
});

export const inventoryIsolation = defineSuite<Ids>({
  area: 'inventory',
  async seed(api, first) {
    const add = async (path: string, body: unknown) => {
      const res = await api.call('POST', path, { token: first.token, body });
      expectStatus(res, 201);
      return res.body.id as string;
    };
    const warehouseId = await add(r.warehouseAdd.path, { warehouseName: 'Main', warehouseLocation: 'First City' });
    const categoryId = await add(r.productCategoryAdd.path, { name: 'First Only' });
    const itemId = await add(r.productAdd.path, product);
    const stocked = await api.call('POST', r.stockAdd.path, {
      token: first.token,
      body: [{ productID: itemId, quantity: 3, location: warehouseId }],
    });
    expectStatus(stocked, 201);
    return {
      supplierId: await add(r.supplierAdd.path, partner),
      customerId: await add(r.customerAdd.path, partner),
      itemId,
      warehouseId,
      categoryId,
    };
  },
  cases: [
    { route: r.warehouseList, request: () => ({ path: r.warehouseList.path }), expect: (res) => expect(res.body).toEqual([]) },
    {
      route: r.warehouseAdd,
      // names are unique per company: the first company's "Main" is free for the second
      request: () => ({ path: r.warehouseAdd.path, body: { warehouseName: 'Main', warehouseLocation: 'Second City' } }),
      expect: (res) => expect(res.status).toBe(201),
    },
    {
      route: r.warehouseUpdate,
      request: (ids) => ({ path: r.warehouseUpdate.path, body: { id: ids.warehouseId, name: 'Taken', location: 'Here', version: 0 } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.warehouseDelete,
      request: (ids) => ({ path: `${r.warehouseDelete.path}?id=${ids.warehouseId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    { route: r.supplierList, request: () => ({ path: r.supplierList.path }), expect: (res) => expect(res.body).toEqual([]) },
    { route: r.customerList, request: () => ({ path: r.customerList.path }), expect: (res) => expect(res.body).toEqual([]) },
    { route: r.supplierAdd, request: () => ({ path: r.supplierAdd.path, body: partner }), expect: (res) => expect(res.status).toBe(201) },
    { route: r.customerAdd, request: () => ({ path: r.customerAdd.path, body: partner }), expect: (res) => expect(res.status).toBe(201) },
    {
      route: r.supplierUpdate,
      request: (ids) => ({ path: r.supplierUpdate.path, body: update(ids.supplierId) }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.customerUpdate,
      request: (ids) => ({ path: r.customerUpdate.path, body: update(ids.customerId) }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.supplierDelete,
      request: (ids) => ({ path: `${r.supplierDelete.path}?id=${ids.supplierId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.customerDelete,
      request: (ids) => ({ path: `${r.customerDelete.path}?id=${ids.customerId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.productCategories,
      request: () => ({ path: r.productCategories.path }),
      expect: (res) => expect(res.body.map((c: { name: string }) => c.name)).not.toContain('First Only'),
    },
    {
      route: r.productCategoryAdd,
      request: () => ({ path: r.productCategoryAdd.path, body: { name: 'First Only' } }),
      expect: (res) => expect(res.status).toBe(201),
    },
    {
      route: r.productCategoryDelete,
      request: (ids) => ({ path: `${r.productCategoryDelete.path}?id=${ids.categoryId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.productCategoryUpdate,
      request: (ids) => ({ path: r.productCategoryUpdate.path, body: { id: ids.categoryId, name: 'Second Name', version: 0 } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.productArchive,
      request: (ids) => ({ path: r.productArchive.path, body: { id: ids.itemId, archived: true } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.productDelete,
      request: (ids) => ({ path: `${r.productDelete.path}?id=${ids.itemId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    { route: r.productList, request: () => ({ path: `${r.productList.path}?q=first` }), expect: (res) => expect(res.body).toEqual([]) },
    {
      route: r.productGet,
      request: (ids) => ({ path: r.productGet.path.replace('{id}', ids.itemId) }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.productAdd,
      // SKUs and barcodes are unique per company: the first company's are free for the second
      request: () => ({ path: r.productAdd.path, body: product }),
      expect: (res) => expect(res.status).toBe(201),
    },
    {
      route: r.productUpdate,
      request: (ids) => ({
        path: r.productUpdate.path,
        body: {
          id: ids.itemId,
          name: 'Taken',
          sku: 'T',
          barcode: '9',
          description: 'T',
          category: 'general',
          purchase_price: 1,
          sales_price: 1,
          unit_of_measure: 'pcs',
          version: 0,
        },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.productImageUpload,
      request: (ids) => ({ path: r.productImageUpload.path, body: { id: ids.itemId, contentType: 'image/png', data: PNG_BASE64 } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.productItemsWithStock,
      request: (ids) => ({ path: r.productItemsWithStock.path, body: { warehouseId: ids.warehouseId } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.stockAdd,
      request: (ids) => ({ path: r.stockAdd.path, body: [{ productID: ids.itemId, quantity: 5, location: ids.warehouseId }] }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.stockAdjust,
      request: (ids) => ({
        path: r.stockAdjust.path,
        body: { itemId: ids.itemId, warehouseId: ids.warehouseId, quantityChange: -1, reason: 'x' },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.stockMovements,
      request: (ids) => ({ path: r.stockMovements.path.replace('{id}', ids.itemId) }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: insightsRoutes.insightsInventory,
      // the first company's warehouse by id is not found; unfiltered figures are the second company's own (none)
      request: (ids) => ({ path: `${insightsRoutes.insightsInventory.path}?from=2026-01&to=2026-12&warehouse=${ids.warehouseId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.stockDashboard,
      // only the second company's own warehouse (added above, empty): never the first one's or its figures
      request: () => ({ path: r.stockDashboard.path }),
      expect: (res, ids) => {
        expect(res.status).toBe(200);
        expect(res.body.map((w: { id: string }) => w.id)).not.toContain(ids.warehouseId);
        expect(res.body.every((w: { units: number; items: number }) => w.units === 0 && w.items === 0)).toBe(true);
      },
    },
    {
      route: r.stockLow,
      request: () => ({ path: r.stockLow.path }),
      expect: (res, ids) => {
        expect(res.status).toBe(200);
        expect(res.body.map((i: { id: string }) => i.id)).not.toContain(ids.itemId);
      },
    },
    {
      route: r.reorderRuleSet,
      request: (ids) => ({
        path: r.reorderRuleSet.path,
        body: { itemId: ids.itemId, warehouseId: ids.warehouseId, supplierId: ids.supplierId, min: 5, max: 10 },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.reorderRuleList,
      request: (ids) => ({ path: `${r.reorderRuleList.path}?itemId=${ids.itemId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      // the first company's item is no label of the second's (its lots: tests/integration/inventory-labels.test.ts)
      route: labelRoutes.labelsPrint,
      request: (ids) => ({ path: labelRoutes.labelsPrint.path, body: { items: [{ item_id: ids.itemId, quantity: 1 }] } }),
      expect: (res) => expect([res.status, res.body.message]).toEqual([404, 'Item not found']),
    },
  ],
  async unchanged(api, first, _second, ids) {
    const list = async (path: string) => (await api.call('GET', path, { token: first.token })).body;
    expect((await list(r.warehouseList.path)).map((w: { name: string; location: string }) => [w.name, w.location])).toEqual([
      ['Main', 'First City'],
    ]);
    expect((await list(r.supplierList.path)).map((p: { id: string; name: string }) => [p.id, p.name])).toEqual([
      [ids.supplierId, 'First Partner'],
    ]);
    expect((await list(r.productList.path)).map((p: { id: string; name: string; stock: number }) => [p.id, p.name, p.stock])).toEqual([
      [ids.itemId, 'First Item', 3],
    ]);
    expect((await list(r.customerList.path)).map((p: { id: string; name: string }) => [p.id, p.name])).toEqual([
      [ids.customerId, 'First Partner'],
    ]);
    // no rule was set on the first company's item
    expect((await list(`${r.reorderRuleList.path}?itemId=${ids.itemId}`)).map((v: { rule: unknown }) => v.rule)).toEqual([null]);
  },
});
