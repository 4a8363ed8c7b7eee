/** Sales orders: a second company never reads, fulfils, returns, pays or sells against the first one's orders, customers, warehouses or items. */
import { expect } from 'vitest';
import { inventoryRoutes as r } from '../../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../../shared/inventory/sales-routes.ts';
import { expectStatus } from '../rent.ts';
import { defineSuite } from './registry.ts';

interface Ids {
  orderId: number;
  customerId: string;
  warehouseId: string;
  itemId: string;
  cogsId: string;
  batch: string;
}

const customer = {
  name: 'First Customer',
  contactPerson: 'P',
  contactEmail: 'p@first.example',
  contactNumber: '+44 20 7946 0001',
  address: 'A',
};
const product = {
  name: 'Sold Item',
  sku: 'SOLD-1',
  description: 'D',
  barcode: '333',
  category: 'general',
  purchasePrice: 4,
  sellingPrice: 10,
  unit: 'pcs',
};

export const salesIsolation = defineSuite<Ids>({
  area: 'sales',
  async seed(api, first) {
    const call = (path: string, body: unknown) => api.call('POST', path, { token: first.token, body });
    const add = async (path: string, body: unknown) => {
      const res = await call(path, body);
      expectStatus(res, 201);
      return res.body.id as string;
    };
    const customerId = await add(r.customerAdd.path, customer);
    const warehouseId = await add(r.warehouseAdd.path, { warehouseName: 'Sales', warehouseLocation: 'First City' });
    const itemId = await add(r.productAdd.path, product);
    expectStatus(await call(r.stockAdd.path, [{ productID: itemId, quantity: 5, location: warehouseId }]), 201);
    const order = await call(s.salesOrderAdd.path, {
      selectedCustomer: customerId,
      selectedWarehouse: warehouseId,
      discount: 0,
      addedItems: [{ item_id: itemId, quantity: 4, discount: 0 }],
    });
    expectStatus(order, 201);
    const orderId = order.body.id as number;
    expectStatus(await call(s.salesWarehouseAssign.path, { saleOrderId: orderId, warehouseId }), 200);
    // two of four fulfilled, so there is something to fulfil, return and restock
    expectStatus(await call(s.salesFulfilmentSave.path, { orderId, items: [{ item_id: itemId, quantity: 2 }] }), 200);
    const rows = await api.call('GET', `${s.salesReturnables.path}?salesOrderId=${orderId}`, { token: first.token });
    expectStatus(rows, 200);
    const cogsId = rows.body[0].cogs_id as string;
    expectStatus(
      await call(s.salesReturnItems.path, {
        salesOrderId: orderId,
        items: [{ cogs_id: cogsId, to_return_quantity: 1, return_reason: 'First reason', return_condition: 'Good' }],
      }),
      200,
    );
    return { orderId, customerId, warehouseId, itemId, cogsId, batch: rows.body[0].batch_number as string };
  },
  cases: [
    {
      route: s.salesOrderUpdate,
      request: (ids) => ({ path: s.salesOrderUpdate.path, body: { salesOrderId: ids.orderId, version: 1, discount: 50 } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesOrderCancel,
      request: (ids) => ({ path: s.salesOrderCancel.path, body: { salesOrderId: ids.orderId, reason: 'Not yours' } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesOrderClose,
      request: (ids) => ({ path: s.salesOrderClose.path, body: { salesOrderId: ids.orderId, reason: 'Not yours' } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesPaymentVoid,
      request: (ids) => ({
        path: s.salesPaymentVoid.path,
        body: { salesOrderId: ids.orderId, paymentId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', reason: 'Not yours' },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesOrderAdd,
      request: (ids) => ({
        path: s.salesOrderAdd.path,
        body: { selectedCustomer: ids.customerId, selectedWarehouse: ids.warehouseId, addedItems: [{ item_id: ids.itemId, quantity: 1 }] },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesOrderList,
      request: (ids) => ({ path: `${s.salesOrderList.path}?customerId=${ids.customerId}` }),
      expect: (res) => expect(res.body).toEqual([]),
    },
    {
      route: s.salesOrderGet,
      request: (ids) => ({ path: s.salesOrderGet.path.replace('{id}', String(ids.orderId)) }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesWarehouseAssign,
      request: (ids) => ({ path: s.salesWarehouseAssign.path, body: { saleOrderId: ids.orderId, warehouseId: ids.warehouseId } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesWarehouseAssigned,
      request: (ids) => ({ path: `${s.salesWarehouseAssigned.path}?saleOrderId=${ids.orderId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesFulfilmentItems,
      request: (ids) => ({ path: `${s.salesFulfilmentItems.path}?orderId=${ids.orderId}&warehouseId=${ids.warehouseId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesFulfilmentSave,
      request: (ids) => ({
        path: s.salesFulfilmentSave.path,
        body: { orderId: ids.orderId, items: [{ item_id: ids.itemId, quantity: 1, batchNumber: ids.batch }] },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesShipmentList,
      request: (ids) => ({ path: `${s.salesShipmentList.path}?orderId=${ids.orderId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesReturnables,
      request: (ids) => ({ path: `${s.salesReturnables.path}?salesOrderId=${ids.orderId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesReturnItems,
      request: (ids) => ({
        path: s.salesReturnItems.path,
        body: {
          salesOrderId: ids.orderId,
          items: [{ cogs_id: ids.cogsId, to_return_quantity: 1, return_reason: 'x', return_condition: 'Good' }],
        },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesRestockList,
      request: (ids) => ({ path: `${s.salesRestockList.path}?orderId=${ids.orderId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesPaymentList,
      request: (ids) => ({ path: `${s.salesPaymentList.path}?orderId=${ids.orderId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: s.salesPaymentAdd,
      request: (ids) => ({
        path: s.salesPaymentAdd.path,
        body: { salesOrderId: ids.orderId, paymentAmount: 1, paymentMethod: 'cash', paymentReference: 'X' },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
  ],
  async unchanged(api, first, _second, ids) {
    const get = (path: string) => api.call('GET', path, { token: first.token });
    const order = await get(s.salesOrderGet.path.replace('{id}', String(ids.orderId)));
    expect(order.body).toMatchObject({
      sales_order_id: ids.orderId,
      paid: 0,
      total_amount: 40,
      total_delivered_quantity: 2,
      returned_credit: 10,
      fulfillment_warehouse: { id: ids.warehouseId, name: 'Sales' },
    });
    const list = await get(s.salesOrderList.path);
    expect(list.body.map((o: { sales_order_id: number }) => o.sales_order_id)).toEqual([ids.orderId]);
    expect((await get(`${s.salesReturnables.path}?salesOrderId=${ids.orderId}`)).body).toEqual([
      expect.objectContaining({ cogs_id: ids.cogsId, available_quantity: 1 }),
    ]);
    expect((await get(`${s.salesRestockList.path}?orderId=${ids.orderId}`)).body).toHaveLength(1);
    expect((await get(`${s.salesShipmentList.path}?orderId=${ids.orderId}`)).body).toHaveLength(1);
    expect((await get(`${s.salesPaymentList.path}?orderId=${ids.orderId}`)).body).toEqual([]);
    expect((await get(r.productGet.path.replace('{id}', ids.itemId))).body.stock).toBe(4);
  },
});
