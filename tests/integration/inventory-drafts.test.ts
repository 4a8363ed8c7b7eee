/**
 * Draft purchase orders (AUTOMATION.md "Replenishment"): Create draft orders makes one Draft per supplier and warehouse
 * and adds to the pair's open draft (twice, or concurrently: never a second draft; another company's drafts never
 * merge); a draft counts nowhere (To Receive, payable, the purchase report, the dashboard) until Place order; drafts are
 * edited with purchase-order/update (lines only) and deleted with purchase-order/delete (drafts only, the owner).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getItem } from '../../functions/lib/dynamo/item.ts';
import * as imsKeys from '../../functions/inventory/keys.ts';
import { accountRoutes } from '../../shared/account/routes.ts';
import { financeRoutes as f } from '../../shared/inventory/finance-routes.ts';
import { purchaseRoutes as p } from '../../shared/inventory/purchase-routes.ts';
import { replenishmentRoutes as rp } from '../../shared/inventory/replenishment-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { logIn } from '../support/accounts.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, today } from '../support/rent.ts';
import { addStock, ledgerOf, partner, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();
let c: SalesCompany;
let acme: string;
let brightline: string;
let central: string;
let north: string;
let bolt: string;
let nut: string;
let staffToken: string;

interface Line {
  itemId: string;
  warehouseId: string;
  supplierId: string;
  quantity: number;
}
interface Saved {
  purchase_order_id: number;
  order_number: string;
  supplier_id: string;
  warehouse_id: string;
  lines: number;
  created: boolean;
}

beforeAll(async () => {
  c = await salesCompany(api, 'Drafts Co');
  acme = await c.add(r.supplierAdd.path, partner('Acme Supplies'));
  brightline = await c.add(r.supplierAdd.path, partner('Brightline'));
  central = await c.add(r.warehouseAdd.path, { warehouseName: 'Central', warehouseLocation: 'Bristol' });
  north = await c.add(r.warehouseAdd.path, { warehouseName: 'North', warehouseLocation: 'Leeds' });
  bolt = await c.add(r.productAdd.path, product('Bolt', 'BOLT-1', 2.5, 4));
  nut = await c.add(r.productAdd.path, product('Nut', 'NUT-1', 0.5, 1));
  await addStock(c, [{ itemId: bolt, warehouseId: central, quantity: 3 }]);
  const desk = {
    name: 'Desk',
    email: `desk-${Date.now()}@example.com`,
    address: 'D',
    phone: '+44 20 7946 0004',
    password: 'desk-password',
  };
  expectStatus(await c.post(accountRoutes.addLinkedAccount.path, desk), 201);
  staffToken = (await logIn(api, desk.email, desk.password, '1')).accessToken;
});

const drafts = async (lines: Line[], company: SalesCompany = c) => {
  const res = await company.post(rp.replenishmentDraftOrders.path, { lines });
  expectStatus(res, 200);
  return res.body.orders as Saved[];
};
const detail = async (id: number, company: SalesCompany = c) =>
  (await company.get(p.purchaseOrderGet.path.replace('{id}', String(id)))).body;
const listed = async (query: string) =>
  ((await c.get(`${p.purchaseOrderList.path}?limit=200${query}`)).body as Array<{ purchase_order_id: number; status: string }>).map(
    (o) => o.purchase_order_id,
  );
const place = (id: number, token = c.token) => api.call('POST', rp.purchaseOrderPlace.path, { token, body: { purchaseOrderId: id } });
const remove = (id: number, token = c.token) => api.call('DELETE', `${rp.purchaseOrderDelete.path}?id=${id}`, { token });

/** To Receive, Σ payable (cents), the dashboard's recent orders and this month's purchase report (ids). */
async function counted() {
  const counters = await getItem(imsKeys.dashboardCounters(c.companyId), { consistent: true });
  const { days } = await ledgerOf(c.companyId);
  const payable = [...days.values()].reduce((n, d) => n + Number(d.payable ?? 0), 0);
  const recent = ((await c.get(f.dashboardRecentPurchases.path)).body as Array<{ purchase_order_id: number }>).map(
    (o) => o.purchase_order_id,
  );
  const report = await listed(`&from=${today().slice(0, 8)}01&to=${today()}`);
  return { toReceive: Number(counters?.to_receive ?? 0), payable, recent, report };
}

describe('Create draft orders', () => {
  it('makes one Draft per supplier and warehouse; another request tops those drafts up, never a second draft', async () => {
    const first = await drafts([
      { itemId: bolt, warehouseId: central, supplierId: acme, quantity: 10 },
      { itemId: nut, warehouseId: central, supplierId: acme, quantity: 5 },
      { itemId: bolt, warehouseId: north, supplierId: acme, quantity: 3 },
    ]);
    expect(first).toHaveLength(2);
    expect(first.map((o) => [o.warehouse_id, o.lines, o.created])).toEqual([
      [central, 2, true],
      [north, 1, true],
    ]);
    const [centralDraft, northDraft] = first.map((o) => o.purchase_order_id);
    expect(await detail(centralDraft!)).toMatchObject({
      status: 'Draft',
      supplier_id: acme,
      warehouse_id: central,
      total_amount: 27.5,
      amount_due: 0,
      items: [
        { item_id: bolt, quantity: 10, unit_price: 2.5 },
        { item_id: nut, quantity: 5, unit_price: 0.5 },
      ],
    });

    // the same day, again: the same drafts, each line topped up to what is asked (14 bolts), never below what it
    // holds (the north draft keeps its 3) and never the quantity added on top (issue 31: 200 became 400, then 600)
    const again = await drafts([
      { itemId: bolt, warehouseId: central, supplierId: acme, quantity: 14 },
      { itemId: bolt, warehouseId: north, supplierId: acme, quantity: 2 },
    ]);
    expect(again.map((o) => [o.purchase_order_id, o.created])).toEqual([
      [centralDraft, false],
      [northDraft, false],
    ]);
    const shown = await detail(centralDraft!);
    expect(shown.items.map((l: { item_id: string; quantity: number }) => [l.item_id, l.quantity])).toEqual([
      [bolt, 14],
      [nut, 5],
    ]);
    expect(shown.version).toBe(2);
    expect((await detail(northDraft!)).items).toMatchObject([{ item_id: bolt, quantity: 3 }]);
    expect((await detail(northDraft!)).version).toBe(1);
    // the same request a third time (a double click, a second tab): nothing changes, nothing is written
    const third = await drafts([{ itemId: bolt, warehouseId: central, supplierId: acme, quantity: 14 }]);
    expect(third.map((o) => [o.purchase_order_id, o.created])).toEqual([[centralDraft, false]]);
    expect(await detail(centralDraft!)).toMatchObject({
      version: 2,
      items: [
        { item_id: bolt, quantity: 14 },
        { item_id: nut, quantity: 5 },
      ],
    });
    const draftIds = await listed('&status=Draft');
    expect(draftIds.filter((id) => id === centralDraft || id === northDraft)).toHaveLength(2);
    expect(await listed(`&status=Draft&supplierId=${acme}`)).toHaveLength(2);
  });

  it('concurrent requests for one pair make one draft, its line topped up to the largest quantity asked', async () => {
    const lines = (quantity: number) => [{ itemId: nut, warehouseId: north, supplierId: brightline, quantity }];
    const results = await Promise.all([1, 2, 3, 4, 5].map((q) => drafts(lines(q))));
    const ids = new Set(results.map((orders) => orders[0]!.purchase_order_id));
    expect(ids.size).toBe(1);
    expect(results.filter((orders) => orders[0]!.created)).toHaveLength(1);
    const [id] = [...ids];
    expect((await detail(id!)).items).toMatchObject([{ item_id: nut, quantity: 5 }]);
    expect(await listed(`&status=Draft&supplierId=${brightline}`)).toEqual([id]);
  });

  it('refuses bad lines with a message, writing nothing', async () => {
    const before = await listed('');
    const cases: Array<[unknown, number, string]> = [
      [{ lines: [] }, 400, 'Select at least one item to order'],
      [
        { lines: [{ itemId: bolt, warehouseId: central, supplierId: acme, quantity: 0 }] },
        400,
        'Quantities must be whole numbers from 1 to 1,000,000',
      ],
      [
        {
          lines: [
            { itemId: bolt, warehouseId: central, supplierId: acme, quantity: 1 },
            { itemId: bolt, warehouseId: central, supplierId: acme, quantity: 2 },
          ],
        },
        400,
        'Each item may appear once per warehouse and supplier',
      ],
      [
        { lines: [{ itemId: bolt, warehouseId: central, supplierId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', quantity: 1 }] },
        404,
        'Supplier not found',
      ],
      [{ lines: [{ itemId: bolt, warehouseId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', supplierId: acme, quantity: 1 }] }, 404, 'Warehouse not found'],
      [
        { lines: [{ itemId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', warehouseId: central, supplierId: acme, quantity: 1 }] },
        404,
        'Failed to load item',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await c.post(rp.replenishmentDraftOrders.path, body);
      expectStatus(res, status);
      expect(res.body.message).toBe(message);
    }
    expect(await listed('')).toEqual(before);
  });
});

describe('a draft counts nowhere until it is placed', () => {
  it('leaves To Receive, payable, the dashboard and the report alone; Place order makes it count, once', async () => {
    const before = await counted();
    const [saved] = await drafts([{ itemId: bolt, warehouseId: central, supplierId: brightline, quantity: 8 }]);
    const id = saved!.purchase_order_id;
    const withDraft = await counted();
    expect(withDraft).toEqual(before);
    expect(await listed('')).toContain(id);
    expect(await listed('&status=Pending')).not.toContain(id);

    // refused while it is a draft: receive, pay, invoice, cancel
    const refusals = [
      await c.post(p.purchaseReceiveItem.path, { purchaseOrderId: id, item: { purchase_order_item_id: 1, to_receive: 1 } }),
      await c.post(p.purchasePaymentAdd.path, { purchaseOrderId: id, paymentAmount: 1, paymentMethod: 'cash', paymentReference: 'D-1' }),
      await c.post(p.purchaseInvoiceGenerate.path, { purchase_order_id: id, due_date: today() }),
      await c.post(p.purchaseOrderCancel.path, { purchaseOrderId: id, reason: 'No' }),
    ];
    for (const res of refusals) {
      expectStatus(res, 409);
      expect(res.body.message).toBe('This order is a draft: place it first');
    }

    const placed = await place(id);
    expectStatus(placed, 200);
    expect(placed.body).toEqual({
      message: 'Purchase order placed',
      purchase_order_id: id,
      order_number: `PO-${String(id).padStart(5, '0')}`,
      status: 'Pending',
    });
    const after = await counted();
    expect(after.toReceive).toBe(before.toReceive + 1);
    expect(after.payable).toBe(before.payable + 2_000);
    expect(after.recent[0]).toBe(id);
    expect(after.report).toContain(id);
    expect(await detail(id)).toMatchObject({ status: 'Pending', amount_due: 20, total_amount: 20 });
    expect(await listed('&status=Pending')).toContain(id);

    // placing again, or deleting a placed order, is refused; the pair's next draft is a new one
    const twice = await place(id);
    expectStatus(twice, 409);
    expect(twice.body.message).toBe('This order has already been placed');
    const deleted = await remove(id);
    expectStatus(deleted, 400);
    expect(deleted.body.message).toBe('Only a draft can be deleted: cancel a placed order instead');
    const [next] = await drafts([{ itemId: bolt, warehouseId: central, supplierId: brightline, quantity: 1 }]);
    expect(next).toMatchObject({ created: true });
    expect(next!.purchase_order_id).not.toBe(id);
    // now it is an order like any other: received as usual
    expectStatus(
      await c.post(p.purchaseReceiveItem.path, { purchaseOrderId: id, item: { purchase_order_item_id: 1, to_receive: 8 } }),
      200,
    );
  });
});

describe('editing and deleting a draft', () => {
  it('edits its lines with purchase-order/update; its supplier and warehouse stay', async () => {
    const [saved] = await drafts([{ itemId: nut, warehouseId: central, supplierId: brightline, quantity: 2 }]);
    const id = saved!.purchase_order_id;
    const version = (await detail(id)).version as number;
    const before = await counted();
    const edit = await c.post(p.purchaseOrderUpdate.path, {
      purchaseOrderId: id,
      version,
      totalDiscount: 10,
      orderItems: [{ item_id: bolt, quantity: 20 }],
    });
    expectStatus(edit, 200);
    expect(await detail(id)).toMatchObject({ status: 'Draft', discount: 10, total_amount: 45, items: [{ item_id: bolt, quantity: 20 }] });
    expect(await counted()).toEqual(before);
    const moved = await c.post(p.purchaseOrderUpdate.path, { purchaseOrderId: id, version: version + 1, warehouseId: north });
    expectStatus(moved, 400);
    expect(moved.body.message).toBe("A draft's supplier and warehouse cannot change: delete the draft and create another");
    const stale = await c.post(p.purchaseOrderUpdate.path, { purchaseOrderId: id, version, totalDiscount: 5 });
    expectStatus(stale, 409);
  });

  it('deletes a draft (the owner only); the pair then gets a new draft', async () => {
    const [saved] = await drafts([{ itemId: nut, warehouseId: north, supplierId: acme, quantity: 2 }]);
    const id = saved!.purchase_order_id;
    expectStatus(await remove(id, staffToken), 403);
    const res = await remove(id);
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Draft purchase order deleted' });
    expectStatus(await c.get(p.purchaseOrderGet.path.replace('{id}', String(id))), 404);
    expectStatus(await remove(id), 404);
    expect(await getItem(imsKeys.openDraftPointer(c.companyId, acme, north), { consistent: true })).toBeNull();
    const [next] = await drafts([{ itemId: nut, warehouseId: north, supplierId: acme, quantity: 1 }]);
    expect(next).toMatchObject({ created: true });
  });
});

describe('another company', () => {
  it('never merges into, places or deletes the first company’s drafts', async () => {
    const other = await salesCompany(api, 'Other Drafts Co');
    const otherSupplier = await other.add(r.supplierAdd.path, partner('Acme Supplies'));
    const otherWarehouse = await other.add(r.warehouseAdd.path, { warehouseName: 'Central', warehouseLocation: 'Bristol' });
    const otherBolt = await other.add(r.productAdd.path, product('Bolt', 'BOLT-1', 2.5, 4));
    const [mine] = await drafts([{ itemId: bolt, warehouseId: central, supplierId: acme, quantity: 1 }]);
    const before = await detail(mine!.purchase_order_id);
    // the first company's ids are unknown to the second
    const refused = await other.post(rp.replenishmentDraftOrders.path, {
      lines: [{ itemId: bolt, warehouseId: central, supplierId: acme, quantity: 1 }],
    });
    expectStatus(refused, 404);
    expectStatus(await place(mine!.purchase_order_id, other.token), 404);
    expectStatus(await remove(mine!.purchase_order_id, other.token), 404);
    // its own first draft: its own number 1, whatever the first company's drafts
    const [theirs] = await drafts([{ itemId: otherBolt, warehouseId: otherWarehouse, supplierId: otherSupplier, quantity: 7 }], other);
    expect(theirs).toMatchObject({ created: true, purchase_order_id: 1 });
    expect(await detail(mine!.purchase_order_id)).toEqual(before);
  });
});
