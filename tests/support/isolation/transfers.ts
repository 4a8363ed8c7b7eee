/**
 * Transfers: a second company never requests a transfer between the first one's warehouses, never sees, edits, ships,
 * receives, closes or cancels its transfers, and lists only its own (none). The scope registry runs the same cases
 * with an account scoped to a third warehouse of the first company (both ends outside its scope).
 */
import { expect } from 'vitest';
import { inventoryRoutes as r } from '../../../shared/inventory/routes.ts';
import { transferRoutes as t } from '../../../shared/inventory/transfer-routes.ts';
import { expectStatus } from '../rent.ts';
import { product } from '../sales.ts';
import { defineSuite } from './registry.ts';

interface Ids {
  fromId: string;
  toId: string;
  itemId: string;
  /** A requested transfer and a shipped one. */
  requestedId: string;
  shippedId: string;
}

const notFound = { status: 404, body: { message: 'Transfer not found' } };

export const transfersIsolation = defineSuite<Ids>({
  area: 'transfers',
  async seed(api, first) {
    const add = async (path: string, body: unknown) => {
      const res = await api.call('POST', path, { token: first.token, body });
      expectStatus(res, 201);
      return res.body.id as string;
    };
    const fromId = await add(r.warehouseAdd.path, { warehouseName: 'Sending Shelf', warehouseLocation: 'First City' });
    const toId = await add(r.warehouseAdd.path, { warehouseName: 'Receiving Shelf', warehouseLocation: 'Second City' });
    const itemId = await add(r.productAdd.path, product('Moved Item', 'TO-ISO-1', 2, 4));
    expectStatus(
      await api.call('POST', r.stockAdd.path, { token: first.token, body: [{ productID: itemId, quantity: 9, location: fromId }] }),
      201,
    );
    const request = () =>
      add(t.transferAdd.path, { fromWarehouseId: fromId, toWarehouseId: toId, items: [{ item_id: itemId, quantity: 3 }] });
    const requestedId = await request();
    const shippedId = await request();
    expectStatus(await api.call('POST', t.transferShip.path, { token: first.token, body: { transferId: shippedId, version: 1 } }), 200);
    return { fromId, toId, itemId, requestedId, shippedId };
  },
  cases: [
    {
      route: t.transferAdd,
      request: (ids) => ({
        path: t.transferAdd.path,
        body: { fromWarehouseId: ids.fromId, toWarehouseId: ids.toId, items: [{ item_id: ids.itemId, quantity: 1 }] },
      }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Warehouse not found' } }),
    },
    {
      route: t.transferUpdate,
      request: (ids) => ({ path: t.transferUpdate.path, body: { transferId: ids.requestedId, version: 1, note: 'Not mine' } }),
      expect: (res) => expect(res).toMatchObject(notFound),
    },
    {
      route: t.transferShip,
      request: (ids) => ({ path: t.transferShip.path, body: { transferId: ids.requestedId, version: 1 } }),
      expect: (res) => expect(res).toMatchObject(notFound),
    },
    {
      route: t.transferReceive,
      request: (ids) => ({
        path: t.transferReceive.path,
        body: { transferId: ids.shippedId, lines: [{ item_id: ids.itemId, received: 1 }] },
      }),
      expect: (res) => expect(res).toMatchObject(notFound),
    },
    {
      route: t.transferClose,
      request: (ids) => ({ path: t.transferClose.path, body: { transferId: ids.shippedId, reason: 'Not mine' } }),
      expect: (res) => expect(res).toMatchObject(notFound),
    },
    {
      route: t.transferCancel,
      request: (ids) => ({ path: t.transferCancel.path, body: { transferId: ids.requestedId, reason: 'Not mine' } }),
      expect: (res) => expect(res).toMatchObject(notFound),
    },
    {
      route: t.transferGet,
      request: (ids) => ({ path: t.transferGet.path.replace('{id}', ids.shippedId) }),
      expect: (res) => expect(res).toMatchObject(notFound),
    },
    {
      route: t.transferList,
      request: (ids) => ({ path: `${t.transferList.path}?warehouseId=${ids.fromId}` }),
      expect: (res) => expect(res).toMatchObject({ status: 200, body: [] }),
    },
  ],
  async unchanged(api, first, _second, ids) {
    const get = async (id: string) => (await api.call('GET', t.transferGet.path.replace('{id}', id), { token: first.token })).body;
    expect(await get(ids.requestedId)).toMatchObject({ status: 'Requested', version: 1, note: '', quantity: 3 });
    expect(await get(ids.shippedId)).toMatchObject({ status: 'In transit', version: 2, shipped: 3, received: 0, in_transit: 3 });
    const item = (await api.call('GET', r.productGet.path.replace('{id}', ids.itemId), { token: first.token })).body;
    expect(item).toMatchObject({ stock: 6, in_transit: 3 });
  },
});
