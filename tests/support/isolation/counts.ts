/**
 * Stock counts: a second company never counts in the first one's warehouses, never sees, records, completes or
 * cancels its counts, and lists only its own (none). The scope registry runs the same cases with an account scoped to
 * another warehouse of the first company.
 */
import { expect } from 'vitest';
import { countRoutes as cr } from '../../../shared/inventory/count-routes.ts';
import { inventoryRoutes as r } from '../../../shared/inventory/routes.ts';
import { expectStatus } from '../rent.ts';
import { product } from '../sales.ts';
import { defineSuite } from './registry.ts';

interface Ids {
  warehouseId: string;
  itemId: string;
  sku: string;
  countId: string;
}

const notFound = { status: 404, body: { message: 'Stock count not found' } };

export const countsIsolation = defineSuite<Ids>({
  area: 'stock counts',
  async seed(api, first) {
    const add = async (path: string, body: unknown) => {
      const res = await api.call('POST', path, { token: first.token, body });
      expectStatus(res, 201);
      return res.body.id as string;
    };
    const warehouseId = await add(r.warehouseAdd.path, { warehouseName: 'Counted Shelf', warehouseLocation: 'First City' });
    const sku = 'CNT-ISO-1';
    const itemId = await add(r.productAdd.path, product('Counted Item', sku, 2, 4));
    expectStatus(
      await api.call('POST', r.stockAdd.path, { token: first.token, body: [{ productID: itemId, quantity: 5, location: warehouseId }] }),
      201,
    );
    const countId = await add(cr.countAdd.path, { warehouseId, blind: false });
    return { warehouseId, itemId, sku, countId };
  },
  cases: [
    {
      route: cr.countAdd,
      request: (ids) => ({ path: cr.countAdd.path, body: { warehouseId: ids.warehouseId, blind: false } }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Warehouse not found' } }),
    },
    {
      route: cr.countRecord,
      request: (ids) => ({ path: cr.countRecord.path, body: { countId: ids.countId, lines: [{ item_id: ids.itemId, counted: 1 }] } }),
      expect: (res) => expect(res).toMatchObject(notFound),
    },
    {
      route: cr.countRecordRows,
      request: (ids) => ({
        path: cr.countRecordRows.path,
        body: { countId: ids.countId, rows: [{ line: 2, sku: ids.sku, counted: '1' }] },
      }),
      expect: (res) => expect(res).toMatchObject(notFound),
    },
    {
      route: cr.countComplete,
      request: (ids) => ({ path: cr.countComplete.path, body: { countId: ids.countId, reason: 'Not mine', version: 1 } }),
      expect: (res) => expect(res).toMatchObject(notFound),
    },
    {
      route: cr.countCancel,
      request: (ids) => ({ path: cr.countCancel.path, body: { countId: ids.countId, reason: 'Not mine' } }),
      expect: (res) => expect(res).toMatchObject(notFound),
    },
    {
      route: cr.countGet,
      request: (ids) => ({ path: cr.countGet.path.replace('{id}', ids.countId) }),
      expect: (res) => expect(res).toMatchObject(notFound),
    },
    {
      route: cr.countList,
      request: (ids) => ({ path: `${cr.countList.path}?warehouseId=${ids.warehouseId}` }),
      expect: (res) => expect(res).toMatchObject({ status: 200, body: [] }),
    },
  ],
  async unchanged(api, first, _second, ids) {
    const sheet = await api.call('GET', cr.countGet.path.replace('{id}', ids.countId), { token: first.token });
    expect(sheet.body).toMatchObject({ status: 'Open', counted_lines: 0, version: 1 });
    expect(sheet.body.lines).toMatchObject([{ item_id: ids.itemId, expected: 5, counted: null }]);
    const listed = await api.call('GET', cr.countList.path, { token: first.token });
    expect(listed.body.map((c: { id: string }) => c.id)).toEqual([ids.countId]);
  },
});
