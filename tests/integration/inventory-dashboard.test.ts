/**
 * The inventory dashboard (spec part 2 §2 "Dashboard", §3, §7; INVENTORY.md "Dashboard and reports"): maintained
 * counters that agree with the lists, and the 5 newest purchase and sales orders.
 */
import { describe, expect, it } from 'vitest';
import { financeRoutes as f } from '../../shared/inventory/finance-routes.ts';
import { purchaseRoutes as p } from '../../shared/inventory/purchase-routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus } from '../support/rent.ts';
import { addStock, partner, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();
const get = (c: SalesCompany, path: string) => api.call('GET', path, { token: c.token });
const post = (c: SalesCompany, path: string, body: unknown) => api.call('POST', path, { token: c.token, body });

async function summary(c: SalesCompany) {
  const res = await get(c, f.dashboardSummary.path);
  expectStatus(res, 200);
  return res.body as { toReceive: number; toShip: number; items: number };
}

/** The counters recomputed from the lists (every page). */
async function fromLists(c: SalesCompany) {
  const all = async (path: string) => {
    const out: { status: string }[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(c, `${path}?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expectStatus(res, 200);
      out.push(...(res.body as { status: string }[]));
      cursor = res.headers.get('x-next-cursor');
    } while (cursor);
    return out;
  };
  return {
    toReceive: (await all(p.purchaseOrderList.path)).filter((o) => o.status !== 'Received').length,
    toShip: (await all(s.salesOrderList.path)).filter((o) => o.status !== 'Fulfilled').length,
    items: (await all(r.productList.path)).length,
  };
}

describe('the dashboard', () => {
  it('a new company: zeros and empty recent lists', async () => {
    const c = await salesCompany(api, 'Empty Dashboard Co');
    expect(await summary(c)).toEqual({ toReceive: 0, toShip: 0, items: 0 });
    for (const path of [f.dashboardRecentPurchases.path, f.dashboardRecentSales.path]) {
      const res = await get(c, path);
      expectStatus(res, 200);
      expect(res.body).toEqual([]);
    }
  });

  it('counters follow items, orders and receipts and agree with the lists; recent lists are the 5 newest', async () => {
    const c = await salesCompany(api, 'Dashboard Co');
    const supplierId = await c.add(r.supplierAdd.path, partner('Dash Supplier'));
    const customerId = await c.add(r.customerAdd.path, partner('Dash Customer'));
    const warehouseId = await c.add(r.warehouseAdd.path, { warehouseName: 'Dash WH', warehouseLocation: 'There' });
    const items: string[] = [];
    for (let i = 1; i <= 3; i++) {
      items.push(await c.add(r.productAdd.path, product(`Dash Item ${i}`, `DASH-${i}`, 2 * i, 5 * i)));
      expect((await summary(c)).items).toBe(i);
    }
    // a refused item (SKU taken) counts nothing
    expect((await post(c, r.productAdd.path, product('Copy', 'DASH-1', 1, 2))).status).toBe(409);
    expect((await summary(c)).items).toBe(3);
    await addStock(
      c,
      items.map((itemId) => ({ itemId, warehouseId, quantity: 50 })),
    );

    const purchaseIds: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post(c, p.purchaseOrderAdd.path, {
        supplierId,
        warehouseId,
        totalDiscount: 0,
        orderItems: [{ item_id: items[i % 3], quantity: 2 + i }],
      });
      expectStatus(res, 201);
      purchaseIds.push(res.body.id as number);
    }
    // a refused order counts nothing
    expect((await post(c, p.purchaseOrderAdd.path, { supplierId, warehouseId, orderItems: [] })).status).toBe(400);
    expect(await summary(c)).toEqual({ toReceive: 7, toShip: 0, items: 3 });

    const receive = (id: number, units: number) =>
      post(c, p.purchaseReceiveItem.path, { purchaseOrderId: id, item: { purchase_order_item_id: 1, to_receive: units } });
    expectStatus(await receive(purchaseIds[0], 1), 200); // partly: still to receive
    expect((await summary(c)).toReceive).toBe(7);
    expectStatus(await receive(purchaseIds[0], 1), 200); // the rest: received
    expect((await summary(c)).toReceive).toBe(6);
    expectStatus(await receive(purchaseIds[1], 3), 200);
    expect((await receive(purchaseIds[1], 1)).status).toBe(422); // nothing left: no change
    // a return after full receipt leaves the order received
    const returned = await post(c, p.purchaseReturnItems.path, {
      purchaseOrderId: purchaseIds[1],
      items: [{ purchase_order_item_id: 1, to_return_quantity: 1, return_reason: 'Bent', return_condition: 'Damaged' }],
    });
    expectStatus(returned, 200);
    expect(await summary(c)).toEqual({ toReceive: 5, toShip: 0, items: 3 });

    const salesIds: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(c, s.salesOrderAdd.path, {
        selectedCustomer: customerId,
        selectedWarehouse: warehouseId,
        discount: 0,
        addedItems: [{ item_id: items[i % 3], quantity: 1 + i }],
      });
      expectStatus(res, 201);
      salesIds.push(res.body.id as number);
    }
    expect((await summary(c)).toShip).toBe(6);
    expect(await summary(c)).toEqual(await fromLists(c));

    const recentPurchases = await get(c, f.dashboardRecentPurchases.path);
    expectStatus(recentPurchases, 200);
    expect(recentPurchases.body.map((o: { purchase_order_id: number }) => o.purchase_order_id)).toEqual([7, 6, 5, 4, 3]);
    expect(recentPurchases.body[4]).toEqual({
      purchase_order_id: 3,
      order_number: 'PO-00003',
      total_amount: 4 * 6,
      total_received_quantity: 0,
      total_ordered_quantity: 4,
      supplier_name: 'Dash Supplier',
      order_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: 'Pending',
    });
    const recentSales = await get(c, f.dashboardRecentSales.path);
    expectStatus(recentSales, 200);
    expect(recentSales.body.map((o: { sales_order_id: number }) => o.sales_order_id)).toEqual([6, 5, 4, 3, 2]);
    expect(recentSales.body[0]).toEqual({
      sales_order_id: 6,
      order_number: 'SO-00006',
      total_amount: 6 * 15,
      total_delivered_quantity: 0,
      total_ordered_quantity: 6,
      customer_name: 'Dash Customer',
      order_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: 'Pending',
    });
    // every row is an order the detail route opens
    for (const o of recentPurchases.body as { purchase_order_id: number; order_number: string }[]) {
      const detail = await get(c, p.purchaseOrderGet.path.replace('{id}', String(o.purchase_order_id)));
      expectStatus(detail, 200);
      expect(detail.body.order_number).toBe(o.order_number);
    }
    for (const o of recentSales.body as { sales_order_id: number; order_number: string }[]) {
      const detail = await get(c, s.salesOrderGet.path.replace('{id}', String(o.sales_order_id)));
      expectStatus(detail, 200);
      expect(detail.body.order_number).toBe(o.order_number);
    }
  });

  it('10 concurrent item creations and 10 concurrent orders: the counters count every one', async () => {
    const c = await salesCompany(api, 'Concurrent Dashboard Co');
    const supplierId = await c.add(r.supplierAdd.path, partner('Busy Supplier'));
    const warehouseId = await c.add(r.warehouseAdd.path, { warehouseName: 'Busy WH', warehouseLocation: 'X' });
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(c, r.productAdd.path, product(`Busy ${i}`, `BUSY-${i}`, 1, 2))),
    );
    for (const res of created) expectStatus(res, 201);
    const orders = await Promise.all(
      created.map((res) =>
        post(c, p.purchaseOrderAdd.path, {
          supplierId,
          warehouseId,
          totalDiscount: 0,
          orderItems: [{ item_id: res.body.id, quantity: 1 }],
        }),
      ),
    );
    for (const res of orders) expectStatus(res, 201);
    expect(await summary(c)).toEqual({ toReceive: 10, toShip: 0, items: 10 });
    expect(await summary(c)).toEqual(await fromLists(c));
  });
});
