/**
 * Order edits (CORRECTIONS.md "Inventory"): `purchase-order/update` and `sales-orders/update` change the partner,
 * the warehouse, the discount and the lines while nothing is received/fulfilled, returned, paid or invoiced. The
 * order's total and the payable/receivable of its day move in the edit's transaction; the version decides races;
 * nothing changed is 400; every refusal leaves everything as it was. Also: an invoice racing a cancel.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getItem } from '../../functions/lib/dynamo/item.ts';
import * as imsKeys from '../../functions/inventory/keys.ts';
import { accountRoutes } from '../../shared/account/routes.ts';
import { auditRoutes } from '../../shared/audit/routes.ts';
import { purchaseRoutes as p } from '../../shared/inventory/purchase-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as so } from '../../shared/inventory/sales-routes.ts';
import { logIn } from '../support/accounts.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, today } from '../support/rent.ts';
import { addStock, ledgerOf, partner, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();
let c: SalesCompany;
let acme: string;
let zenith: string;
let main: string;
let annex: string;
let bolt: string;
let nut: string;
let staffToken: string;

beforeAll(async () => {
  c = await salesCompany(api, 'Edits Co');
  acme = await c.add(r.supplierAdd.path, partner('Acme Supplies'));
  zenith = await c.add(r.supplierAdd.path, partner('Zenith Parts'));
  main = await c.add(r.warehouseAdd.path, { warehouseName: 'Main', warehouseLocation: 'Leeds' });
  annex = await c.add(r.warehouseAdd.path, { warehouseName: 'Annex', warehouseLocation: 'York' });
  bolt = await c.add(r.productAdd.path, product('Bolt', 'BOLT-1', 2.5, 4));
  nut = await c.add(r.productAdd.path, product('Nut', 'NUT-1', 1, 2));
  const desk = {
    name: 'Desk',
    email: `desk-e-${Date.now()}@example.com`,
    address: 'D',
    phone: '+44 20 7946 0005',
    password: 'desk-password',
  };
  expectStatus(await c.post(accountRoutes.addLinkedAccount.path, desk), 201);
  staffToken = (await logIn(api, desk.email, desk.password, '1')).accessToken;
});

/** To Receive, To Ship and Σ payable / receivable over every day (cents). */
async function figures() {
  const counters = await getItem(imsKeys.dashboardCounters(c.companyId), { consistent: true });
  const l = await ledgerOf(c.companyId);
  const payable = [...l.days.values()].reduce((n, d) => n + Number(d.payable ?? 0), 0);
  return { toReceive: Number(counters?.to_receive ?? 0), toShip: l.toShip, payable, receivable: l.receivable };
}
const history = async (kind: string, id: number) =>
  (await c.get(`${auditRoutes.auditRecord.path}?kind=${kind}&id=${id}`)).body as Array<{
    action: string;
    changes: Array<{ field: string; before: unknown; after: unknown }>;
  }>;

describe('edit a purchase order', () => {
  /** A new order of `quantity` bolts at $2.50 from Acme into Main: its id. */
  const order = async (quantity = 40) =>
    Number(
      await c.add(p.purchaseOrderAdd.path, {
        supplierId: acme,
        warehouseId: main,
        totalDiscount: 0,
        orderItems: [{ item_id: bolt, quantity }],
      }),
    );
  const detail = async (id: number) => (await c.get(p.purchaseOrderGet.path.replace('{id}', String(id)))).body;
  const edit = (body: Record<string, unknown>, token = c.token) => api.call('POST', p.purchaseOrderUpdate.path, { token, body });

  it('changes the supplier, warehouse, discount and lines; the total and the payable follow, To Receive stays; audited with the lines', async () => {
    const id = await order(40); // $100.00
    const before = await figures();
    const { version } = await detail(id);
    const res = await edit({
      purchaseOrderId: id,
      version,
      supplierId: zenith,
      warehouseId: annex,
      totalDiscount: 10,
      orderItems: [
        { item_id: bolt, quantity: 20, discount: 0 },
        { item_id: nut, quantity: 10, discount: 50 },
      ],
    });
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Purchase order updated', version: version + 1 });
    // 20 × $2.50 + 10 × $1.00 less 50% = $55.00, less 10% = $49.50
    expect(await detail(id)).toMatchObject({
      supplier_id: zenith,
      supplier_name: 'Zenith Parts',
      warehouse_id: annex,
      warehouse_name: 'Annex',
      discount: 10,
      subtotal: 55,
      total_amount: 49.5,
      amount_due: 49.5,
      total_ordered_quantity: 30,
      total_items: 2,
      status: 'Pending',
      version: version + 1,
      items: [
        { purchase_order_item_id: 1, item_id: bolt, quantity: 20, total_price: 50, unit_price: 2.5 },
        { purchase_order_item_id: 2, item_id: nut, sku: 'NUT-1', quantity: 10, discount: 50, total_price: 5 },
      ],
    });
    expect(await figures()).toEqual({ ...before, payable: before.payable - 5050 });
    const bySupplier = (await c.get(`${p.purchaseOrderList.path}?supplierId=${zenith}`)).body as Array<{ purchase_order_id: number }>;
    expect(bySupplier.map((o) => o.purchase_order_id)).toContain(id);
    const [entry] = await history('purchase_order', id);
    expect(entry.action).toBe('purchaseOrderUpdate');
    const change = (field: string) => entry.changes.find((x) => x.field === field);
    expect(change('supplier_name')).toEqual({ field: 'supplier_name', before: 'Acme Supplies', after: 'Zenith Parts' });
    expect(change('total_amount')).toEqual({ field: 'total_amount', before: 100, after: 49.5 });
    expect(change('items')).toEqual({
      field: 'items',
      before: 'Bolt (BOLT-1) × 40 at $2.50',
      after: 'Bolt (BOLT-1) × 20 at $2.50; Nut (NUT-1) × 10 at $1.00 less 50%',
    });
  });

  it('keeps the price a line was ordered at; a new item takes its price of today', async () => {
    const id = await order(4);
    const item = (await c.get(r.productGet.path.replace('{id}', bolt))).body;
    const priced = {
      id: bolt,
      name: 'Bolt',
      sku: 'BOLT-1',
      barcode: 'BOLT1',
      description: 'Bolt description',
      category: 'general',
      purchase_price: 3,
      sales_price: 4,
      unit_of_measure: 'pcs',
      version: item.version,
    };
    expectStatus(await c.post(r.productUpdate.path, priced), 200);
    const { version } = await detail(id);
    expectStatus(await edit({ purchaseOrderId: id, version, orderItems: [{ item_id: bolt, quantity: 8 }] }), 200);
    expect((await detail(id)).items[0]).toMatchObject({ quantity: 8, unit_price: 2.5, total_price: 20 });
  });

  it('staff may edit; the same values again are 400 No changes detected, with no entry and nothing moved', async () => {
    const id = await order(4);
    const res = await edit({ purchaseOrderId: id, version: 1, totalDiscount: 5 }, staffToken);
    expectStatus(res, 200);
    const entries = (await history('purchase_order', id)).length;
    const before = await figures();
    const same = await edit({
      purchaseOrderId: id,
      version: 2,
      supplierId: acme,
      totalDiscount: 5,
      orderItems: [{ item_id: bolt, quantity: 4 }],
    });
    expect(same).toMatchObject({ status: 400, body: { message: 'No changes detected' } });
    expect(await edit({ purchaseOrderId: id, version: 2 })).toMatchObject({ status: 400, body: { message: 'No changes detected' } });
    expect((await history('purchase_order', id)).length).toBe(entries);
    expect(await figures()).toEqual(before);
    expect((await detail(id)).version).toBe(2);
  });

  it('a stale version is 409; two edits from one version race: one wins, the other is 409 stale', async () => {
    const id = await order(4);
    expectStatus(await edit({ purchaseOrderId: id, version: 1, totalDiscount: 1 }), 200);
    expect(await edit({ purchaseOrderId: id, version: 1, totalDiscount: 2 })).toMatchObject({
      status: 409,
      body: { message: 'This record was changed by someone else. Reload and try again.' },
    });
    for (let round = 0; round < 3; round++) {
      const raced = await order(4);
      const before = await figures();
      const unit = (await detail(raced)).items[0].unit_price as number;
      const results = await Promise.all([
        edit({ purchaseOrderId: raced, version: 1, orderItems: [{ item_id: bolt, quantity: 8 }] }),
        edit({ purchaseOrderId: raced, version: 1, orderItems: [{ item_id: bolt, quantity: 12 }] }),
      ]);
      expect(results.map((x) => x.status).sort()).toEqual([200, 409]);
      const won = results[0].status === 200 ? 8 : 12;
      expect((await detail(raced)).total_ordered_quantity).toBe(won);
      expect((await figures()).payable).toBe(before.payable + (won - 4) * unit * 100);
    }
  });

  it('is refused once anything was received, paid or invoiced, or once cancelled (409), with nothing moved', async () => {
    const received = await order(4);
    expectStatus(
      await c.post(p.purchaseReceiveItem.path, { purchaseOrderId: received, item: { purchase_order_item_id: 1, to_receive: 1 } }),
      200,
    );
    const paid = await order(4);
    expectStatus(
      await c.post(p.purchasePaymentAdd.path, { purchaseOrderId: paid, paymentAmount: 1, paymentMethod: 'cash', paymentReference: 'E-1' }),
      201,
    );
    const invoiced = await order(4);
    expectStatus(await c.post(p.purchaseInvoiceGenerate.path, { purchase_order_id: invoiced, due_date: today(), notes: 'x' }), 201);
    const cancelled = await order(4);
    expectStatus(await c.post(p.purchaseOrderCancel.path, { purchaseOrderId: cancelled, reason: 'x' }), 200);
    const before = await figures();
    for (const id of [received, paid, invoiced, cancelled]) {
      const { version } = await detail(id);
      const res = await edit({ purchaseOrderId: id, version, totalDiscount: 50 });
      expect(res.status, String(id)).toBe(409);
      expect(res.body.message).toBe('This order can no longer be edited');
    }
    expect(await figures()).toEqual(before);
  });

  it('checks as add does: unknown supplier, warehouse or item 404, no lines or a repeated item 400, an unknown order 404', async () => {
    const id = await order(4);
    const unknown = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
    expect(await edit({ purchaseOrderId: id, version: 1, supplierId: unknown })).toMatchObject({
      status: 404,
      body: { message: 'Supplier not found' },
    });
    expect(await edit({ purchaseOrderId: id, version: 1, warehouseId: unknown })).toMatchObject({
      status: 404,
      body: { message: 'Warehouse not found' },
    });
    expect(await edit({ purchaseOrderId: id, version: 1, orderItems: [{ item_id: unknown, quantity: 1 }] })).toMatchObject({
      status: 404,
      body: { message: 'Failed to load item' },
    });
    expect(await edit({ purchaseOrderId: id, version: 1, orderItems: [] })).toMatchObject({
      status: 400,
      body: { message: 'Please add items to the purchase order' },
    });
    const twice = [
      { item_id: bolt, quantity: 1 },
      { item_id: bolt, quantity: 2 },
    ];
    expect(await edit({ purchaseOrderId: id, version: 1, orderItems: twice })).toMatchObject({
      status: 400,
      body: { message: 'Duplicate items not allowed' },
    });
    expect(await edit({ purchaseOrderId: id, version: 1, totalDiscount: 101 })).toMatchObject({ status: 400 });
    expect((await edit({ purchaseOrderId: id, totalDiscount: 1 })).status).toBe(400);
    expect(await edit({ purchaseOrderId: 999_999, version: 1, totalDiscount: 1 })).toMatchObject({
      status: 404,
      body: { message: 'Failed to find purchase order' },
    });
    expect((await detail(id)).version).toBe(1);
  });

  it('an edit racing an invoice: one wins (the edit checks the claim, the invoice the order’s version)', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await order(4);
      const [edited, invoiced] = await Promise.all([
        edit({ purchaseOrderId: id, version: 1, supplierId: zenith }),
        c.post(p.purchaseInvoiceGenerate.path, { purchase_order_id: id, due_date: today(), notes: 'x' }),
      ]);
      expect(edited.status === 200 || edited.status === 409).toBe(true);
      expectStatus(invoiced, 201);
      const invoice = (await c.get(p.purchaseInvoiceGet.path.replace('{id}', invoiced.body.invoiceId))).body;
      // whoever won, the invoice bills the supplier the order has
      expect(invoice.name).toBe((await detail(id)).supplier_name);
      if (edited.status === 409) expect(edited.body.message).toBe('This order can no longer be edited');
    }
  });
});

describe('what an edited order refers to', () => {
  it('a supplier and warehouse switched away from can be deleted, the new ones not; an item added cannot; an archived one is refused (409)', async () => {
    const spare = await c.add(r.supplierAdd.path, partner('Spare Supplier'));
    const other = await c.add(r.supplierAdd.path, partner('Other Supplier'));
    const depot = await c.add(r.warehouseAdd.path, { warehouseName: 'Depot', warehouseLocation: 'Hull' });
    const washer = await c.add(r.productAdd.path, product('Washer', 'WASH-1', 0.5, 1));
    const shelved = await c.add(r.productAdd.path, product('Shelved', 'SHELF-1', 0.5, 1));
    const id = Number(
      await c.add(p.purchaseOrderAdd.path, {
        supplierId: spare,
        warehouseId: depot,
        totalDiscount: 0,
        orderItems: [{ item_id: bolt, quantity: 2 }],
      }),
    );
    expectStatus(await c.post(r.productArchive.path, { id: shelved, archived: true }), 200);
    const archivedEdit = await api.call('POST', p.purchaseOrderUpdate.path, {
      token: c.token,
      body: { purchaseOrderId: id, version: 0, orderItems: [{ item_id: shelved, quantity: 1 }] },
    });
    expect(archivedEdit.status).toBeGreaterThanOrEqual(400);
    expect(archivedEdit.status).toBeLessThan(500);
    const version = Number((await c.get(p.purchaseOrderGet.path.replace('{id}', String(id)))).body.version);
    expectStatus(
      await api.call('POST', p.purchaseOrderUpdate.path, {
        token: c.token,
        body: { purchaseOrderId: id, version, supplierId: other, warehouseId: main, orderItems: [{ item_id: washer, quantity: 3 }] },
      }),
      200,
    );
    const del = (path: string, itemId: string) => api.call('DELETE', `${path}?id=${itemId}`, { token: c.token });
    expectStatus(await del(r.supplierDelete.path, spare), 200);
    expectStatus(await del(r.warehouseDelete.path, depot), 200);
    expect((await del(r.supplierDelete.path, other)).status).toBe(409);
    expect((await del(r.productDelete.path, washer)).status).toBe(409);
  });
});

describe('an invoice racing a cancel', () => {
  it('exactly one wins: a cancelled order never gets an invoice', async () => {
    for (let round = 0; round < 4; round++) {
      const id = Number(
        await c.add(p.purchaseOrderAdd.path, {
          supplierId: acme,
          warehouseId: main,
          totalDiscount: 0,
          orderItems: [{ item_id: bolt, quantity: 2 }],
        }),
      );
      const [cancelled, invoiced] = await Promise.all([
        c.post(p.purchaseOrderCancel.path, { purchaseOrderId: id, reason: 'race' }),
        c.post(p.purchaseInvoiceGenerate.path, { purchase_order_id: id, due_date: today(), notes: 'x' }),
      ]);
      // exactly one of them went through; the other is 409
      expect([cancelled.status === 200, invoiced.status === 201].filter(Boolean)).toHaveLength(1);
      expect([cancelled.status, invoiced.status]).toContain(409);
      const exists = (await c.get(`${p.purchaseInvoiceExists.path}?purchase_order_id=${id}`)).body.exists as boolean;
      const status = (await c.get(p.purchaseOrderGet.path.replace('{id}', String(id)))).body.status as string;
      expect(exists).toBe(invoiced.status === 201);
      expect(status).toBe(cancelled.status === 200 ? 'Cancelled' : 'Pending');
    }
  });
});

describe('edit a sales order', () => {
  let bob: string;
  let ann: string;
  beforeAll(async () => {
    bob = await c.add(r.customerAdd.path, partner('Bob Retail'));
    ann = await c.add(r.customerAdd.path, partner('Ann Stores'));
    await addStock(c, [
      { itemId: bolt, warehouseId: main, quantity: 500 },
      { itemId: nut, warehouseId: main, quantity: 500 },
      { itemId: bolt, warehouseId: annex, quantity: 5 },
    ]);
  });
  /** A sales order of `quantity` bolts at $4.00 for Bob from Main: its id. */
  const sale = async (quantity = 10) =>
    Number(
      await c.add(so.salesOrderAdd.path, {
        selectedCustomer: bob,
        selectedWarehouse: main,
        discount: 0,
        addedItems: [{ item_id: bolt, quantity }],
      }),
    );
  const detail = async (id: number) => (await c.get(so.salesOrderGet.path.replace('{id}', String(id)))).body;
  const edit = (body: Record<string, unknown>, token = c.token) => api.call('POST', so.salesOrderUpdate.path, { token, body });

  it('changes the customer, discount and lines; the total and the receivable follow, To Ship stays; audited', async () => {
    const id = await sale(10); // $40.00
    const before = await figures();
    const res = await edit(
      {
        salesOrderId: id,
        version: 1,
        selectedCustomer: ann,
        discount: 50,
        addedItems: [
          { item_id: bolt, quantity: 5 },
          { item_id: nut, quantity: 10 },
        ],
      },
      staffToken,
    );
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Sales order updated', version: 2 });
    // 5 × $4.00 + 10 × $2.00 = $40.00, less 50% = $20.00
    expect(await detail(id)).toMatchObject({
      customer_id: ann,
      customer_name: 'Ann Stores',
      discount: 50,
      total_amount: 20,
      total_ordered_quantity: 15,
      items: [
        { sales_order_item_id: 1, item_id: bolt, quantity: 5 },
        { sales_order_item_id: 2, item_id: nut, quantity: 10, unit_sale_price: 2 },
      ],
    });
    expect(await figures()).toEqual({ ...before, receivable: before.receivable - 2000 });
    const [entry] = await history('sales_order', id);
    expect(entry.action).toBe('salesOrderUpdate');
    expect(entry.changes.find((x) => x.field === 'items')).toEqual({
      field: 'items',
      before: 'Bolt (BOLT-1) × 10 at $4.00',
      after: 'Bolt (BOLT-1) × 5 at $4.00; Nut (NUT-1) × 10 at $2.00',
    });
  });

  it('a new item or a new warehouse must have the items in stock (422 Item not found in stock)', async () => {
    const id = await sale(2);
    const noStock = await c.add(r.productAdd.path, product('Washer', 'WSH-1', 0.1, 0.2));
    expect(await edit({ salesOrderId: id, version: 1, addedItems: [{ item_id: noStock, quantity: 1 }] })).toMatchObject({
      status: 422,
      body: { message: 'Item not found in stock' },
    });
    const mixed = await c.add(so.salesOrderAdd.path, {
      selectedCustomer: bob,
      selectedWarehouse: main,
      discount: 0,
      addedItems: [
        { item_id: bolt, quantity: 1 },
        { item_id: nut, quantity: 1 },
      ],
    });
    // Annex stocks bolts only
    expect(await edit({ salesOrderId: Number(mixed), version: 1, selectedWarehouse: annex })).toMatchObject({
      status: 422,
      body: { message: 'Item not found in stock' },
    });
    expectStatus(await edit({ salesOrderId: id, version: 1, selectedWarehouse: annex }), 200);
    expect(await detail(id)).toMatchObject({ warehouse_id: annex, warehouse_name: 'Annex' });
  });

  it('refused once fulfilled, paid, invoiced or cancelled (409); stale 409; unchanged 400; racing edits: one wins', async () => {
    const fulfilled = await sale(2);
    expectStatus(await c.post(so.salesWarehouseAssign.path, { saleOrderId: fulfilled, warehouseId: main }), 200);
    expectStatus(await c.post(so.salesFulfilmentSave.path, { orderId: fulfilled, items: [{ item_id: bolt, quantity: 1 }] }), 200);
    const paid = await sale(2);
    expectStatus(
      await c.post(so.salesPaymentAdd.path, { salesOrderId: paid, paymentAmount: 1, paymentMethod: 'cash', paymentReference: 'SE-1' }),
      201,
    );
    const invoiced = await sale(2);
    expectStatus(await c.post(so.salesInvoiceGenerate.path, { sales_order_id: invoiced, due_date: today(), notes: 'x' }), 201);
    const cancelled = await sale(2);
    expectStatus(await c.post(so.salesOrderCancel.path, { salesOrderId: cancelled, reason: 'x' }), 200);
    const before = await figures();
    for (const id of [fulfilled, paid, invoiced, cancelled]) {
      const { version } = await detail(id);
      expect(await edit({ salesOrderId: id, version, discount: 50 })).toMatchObject({
        status: 409,
        body: { message: 'This order can no longer be edited' },
      });
    }
    expect(await figures()).toEqual(before);

    const id = await sale(2);
    const placed = await figures();
    expect(await edit({ salesOrderId: id, version: 1, selectedCustomer: bob, discount: 0 })).toMatchObject({
      status: 400,
      body: { message: 'No changes detected' },
    });
    expect(await edit({ salesOrderId: id, version: 7, discount: 5 })).toMatchObject({
      status: 409,
      body: { message: 'This record was changed by someone else. Reload and try again.' },
    });
    const results = await Promise.all([
      edit({ salesOrderId: id, version: 1, discount: 10 }),
      edit({ salesOrderId: id, version: 1, discount: 20 }),
    ]);
    expect(results.map((x) => x.status).sort()).toEqual([200, 409]);
    const won = results[0].status === 200 ? 10 : 20;
    expect(await detail(id)).toMatchObject({ discount: won, version: 2 });
    expect((await figures()).receivable).toBe(placed.receivable - won * 8);
  });
});
