/**
 * Replenishment and draft purchase orders: a second company never adds to, places or deletes the first one's drafts,
 * never orders with its suppliers, warehouses or items, and sees only its own below-min rows and count.
 */
import { expect } from 'vitest';
import { purchaseRoutes as p } from '../../../shared/inventory/purchase-routes.ts';
import { replenishmentRoutes as rp } from '../../../shared/inventory/replenishment-routes.ts';
import { inventoryRoutes as r } from '../../../shared/inventory/routes.ts';
import { expectStatus } from '../rent.ts';
import { partner, product } from '../sales.ts';
import { defineSuite } from './registry.ts';

interface Ids {
  draftId: number;
  supplierId: string;
  warehouseId: string;
  itemId: string;
}

export const replenishmentIsolation = defineSuite<Ids>({
  area: 'replenishment',
  async seed(api, first) {
    const add = async (path: string, body: unknown) => {
      const res = await api.call('POST', path, { token: first.token, body });
      expectStatus(res, 201);
      return res.body.id as string;
    };
    const supplierId = await add(r.supplierAdd.path, partner('First Supplier'));
    const warehouseId = await add(r.warehouseAdd.path, { warehouseName: 'Reorders', warehouseLocation: 'First City' });
    const itemId = await add(r.productAdd.path, product('Reordered Item', 'REO-1', 4, 8));
    const drafts = await api.call('POST', rp.replenishmentDraftOrders.path, {
      token: first.token,
      body: { lines: [{ itemId, warehouseId, supplierId, quantity: 12 }] },
    });
    expectStatus(drafts, 200);
    return { draftId: drafts.body.orders[0].purchase_order_id as number, supplierId, warehouseId, itemId };
  },
  cases: [
    {
      route: rp.replenishmentDraftOrders,
      request: (ids) => ({
        path: rp.replenishmentDraftOrders.path,
        body: { lines: [{ itemId: ids.itemId, warehouseId: ids.warehouseId, supplierId: ids.supplierId, quantity: 1 }] },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: rp.purchaseOrderPlace,
      request: (ids) => ({ path: rp.purchaseOrderPlace.path, body: { purchaseOrderId: ids.draftId } }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Failed to find purchase order' } }),
    },
    {
      route: rp.purchaseOrderDelete,
      request: (ids) => ({ path: `${rp.purchaseOrderDelete.path}?id=${ids.draftId}` }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Failed to find purchase order' } }),
    },
    {
      route: rp.replenishmentList,
      request: () => ({ path: rp.replenishmentList.path }),
      expect: (res) => expect(res).toMatchObject({ status: 200, body: [] }),
    },
    {
      route: rp.replenishmentSummary,
      request: () => ({ path: rp.replenishmentSummary.path }),
      expect: (res) => expect(res).toMatchObject({ status: 200, body: { below_min: 0 } }),
    },
  ],
  async unchanged(api, first, _second, ids) {
    const order = await api.call('GET', p.purchaseOrderGet.path.replace('{id}', String(ids.draftId)), { token: first.token });
    expect(order.body).toMatchObject({
      purchase_order_id: ids.draftId,
      status: 'Draft',
      version: 1,
      items: [{ item_id: ids.itemId, quantity: 12 }],
    });
    const drafts = await api.call('GET', `${p.purchaseOrderList.path}?status=Draft`, { token: first.token });
    expect(drafts.body.map((o: { purchase_order_id: number }) => o.purchase_order_id)).toEqual([ids.draftId]);
  },
});
