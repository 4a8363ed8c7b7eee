/** Purchasing: a second company never reads, pays or orders against the first one's purchase orders, suppliers or items. */
import { expect } from 'vitest';
import { purchaseRoutes as p } from '../../../shared/inventory/purchase-routes.ts';
import { inventoryRoutes as r } from '../../../shared/inventory/routes.ts';
import { expectStatus } from '../rent.ts';
import { defineSuite } from './registry.ts';

interface Ids {
  orderId: number;
  /** The order's invoice. */
  invoiceId: string;
  supplierId: string;
  warehouseId: string;
  itemId: string;
}

const partner = {
  name: 'First Supplier',
  contactPerson: 'P',
  contactEmail: 'p@first.example',
  contactNumber: '+44 20 7946 0001',
  address: 'A',
};
const product = {
  name: 'Ordered Item',
  sku: 'ORD-1',
  description: 'D',
  barcode: '222',
  category: 'general',
  purchasePrice: 4,
  sellingPrice: 8,
  unit: 'pcs',
};

export const purchasingIsolation = defineSuite<Ids>({
  area: 'purchasing',
  async seed(api, first) {
    const add = async (path: string, body: unknown) => {
      const res = await api.call('POST', path, { token: first.token, body });
      expectStatus(res, 201);
      return res.body.id as string;
    };
    const supplierId = await add(r.supplierAdd.path, partner);
    const warehouseId = await add(r.warehouseAdd.path, { warehouseName: 'Orders', warehouseLocation: 'First City' });
    const itemId = await add(r.productAdd.path, product);
    const order = await api.call('POST', p.purchaseOrderAdd.path, {
      token: first.token,
      body: { supplierId, warehouseId, totalDiscount: 0, orderItems: [{ item_id: itemId, quantity: 5, discount: 0 }] },
    });
    expectStatus(order, 201);
    // two of five received, so there is something to return (and to receive)
    const received = await api.call('POST', p.purchaseReceiveItem.path, {
      token: first.token,
      body: { purchaseOrderId: order.body.id, item: { purchase_order_item_id: 1, to_receive: 2 } },
    });
    expectStatus(received, 200);
    const invoice = await api.call('POST', p.purchaseInvoiceGenerate.path, {
      token: first.token,
      body: { purchase_order_id: order.body.id, due_date: '2030-01-31', notes: 'First notes' },
    });
    expectStatus(invoice, 201);
    return { orderId: order.body.id as number, invoiceId: invoice.body.invoiceId as string, supplierId, warehouseId, itemId };
  },
  cases: [
    {
      route: p.purchaseOrderAdd,
      request: (ids) => ({
        path: p.purchaseOrderAdd.path,
        body: { supplierId: ids.supplierId, warehouseId: ids.warehouseId, orderItems: [{ item_id: ids.itemId, quantity: 1 }] },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: p.purchaseOrderList,
      request: (ids) => ({ path: `${p.purchaseOrderList.path}?supplierId=${ids.supplierId}` }),
      expect: (res) => expect(res.body).toEqual([]),
    },
    {
      route: p.purchaseOrderGet,
      request: (ids) => ({ path: p.purchaseOrderGet.path.replace('{id}', String(ids.orderId)) }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: p.purchasePaymentList,
      request: (ids) => ({ path: `${p.purchasePaymentList.path}?orderId=${ids.orderId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: p.purchasePaymentAdd,
      request: (ids) => ({
        path: p.purchasePaymentAdd.path,
        body: { purchaseOrderId: ids.orderId, paymentAmount: 1, paymentMethod: 'cash', paymentReference: 'X' },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: p.purchaseReceiveItem,
      request: (ids) => ({
        path: p.purchaseReceiveItem.path,
        body: { purchaseOrderId: ids.orderId, item: { purchase_order_item_id: 1, to_receive: 1 } },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: p.purchaseReturnables,
      request: (ids) => ({ path: `${p.purchaseReturnables.path}?purchaseOrderId=${ids.orderId}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: p.purchaseReturnItems,
      request: (ids) => ({
        path: p.purchaseReturnItems.path,
        body: {
          purchaseOrderId: ids.orderId,
          items: [{ purchase_order_item_id: 1, to_return_quantity: 1, return_reason: 'x', return_condition: 'Good' }],
        },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: p.purchaseInvoiceNumber,
      request: () => ({ path: p.purchaseInvoiceNumber.path }),
      // the second company's own counter: nothing generated yet
      expect: (res) => expect(res.body).toEqual({ invoiceNumber: 'INV-PO-00001' }),
    },
    {
      route: p.purchaseInvoiceExists,
      request: (ids) => ({ path: `${p.purchaseInvoiceExists.path}?purchase_order_id=${ids.orderId}` }),
      // another company's order is not found, as an unknown one (never "it has no invoice")
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Failed to find purchase order' } }),
    },
    {
      route: p.purchaseInvoiceList,
      request: () => ({ path: p.purchaseInvoiceList.path }),
      expect: (res) => expect(res.body).toEqual([]),
    },
    {
      route: p.purchaseInvoiceGet,
      request: (ids) => ({ path: p.purchaseInvoiceGet.path.replace('{id}', ids.invoiceId) }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: p.purchaseInvoicePdf,
      request: (ids) => ({ path: p.purchaseInvoicePdf.path.replace('{id}', ids.invoiceId) }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: p.purchaseInvoiceGenerate,
      request: (ids) => ({ path: p.purchaseInvoiceGenerate.path, body: { purchase_order_id: ids.orderId, due_date: '2030-02-28' } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: p.purchaseInvoiceUpdate,
      request: (ids) => ({
        path: p.purchaseInvoiceUpdate.path,
        body: { invoiceId: ids.invoiceId, due_date: '2030-02-28', notes: 'Second' },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: p.purchaseOrderUpdate,
      request: (ids) => ({ path: p.purchaseOrderUpdate.path, body: { purchaseOrderId: ids.orderId, version: 1, totalDiscount: 50 } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: p.purchaseOrderCancel,
      request: (ids) => ({ path: p.purchaseOrderCancel.path, body: { purchaseOrderId: ids.orderId, reason: 'Not yours' } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: p.purchaseOrderClose,
      request: (ids) => ({ path: p.purchaseOrderClose.path, body: { purchaseOrderId: ids.orderId, reason: 'Not yours' } }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: p.purchasePaymentVoid,
      request: (ids) => ({
        path: p.purchasePaymentVoid.path,
        body: { purchaseOrderId: ids.orderId, paymentId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', reason: 'Not yours' },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
  ],
  async unchanged(api, first, _second, ids) {
    const order = await api.call('GET', p.purchaseOrderGet.path.replace('{id}', String(ids.orderId)), { token: first.token });
    expect(order.body).toMatchObject({
      purchase_order_id: ids.orderId,
      paid: 0,
      total_amount: 20,
      total_received_quantity: 2,
      returned_credit: 0,
    });
    const list = await api.call('GET', p.purchaseOrderList.path, { token: first.token });
    expect(list.body.map((o: { purchase_order_id: number }) => o.purchase_order_id)).toEqual([ids.orderId]);
    const invoice = await api.call('GET', p.purchaseInvoiceGet.path.replace('{id}', ids.invoiceId), { token: first.token });
    expect(invoice.body).toMatchObject({ invoiceId: ids.invoiceId, order_id: ids.orderId, due_date: '2030-01-31', notes: 'First notes' });
    const invoices = await api.call('GET', p.purchaseInvoiceList.path, { token: first.token });
    expect(invoices.body.map((i: { id: string }) => i.id)).toEqual([ids.invoiceId]);
  },
});
