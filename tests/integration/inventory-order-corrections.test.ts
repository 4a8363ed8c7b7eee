/**
 * Order corrections (CORRECTIONS.md "Inventory"): cancel and close purchase orders, void their payments. Each
 * moves the order, its status, what is owed, the dashboard's To Receive and the financial day sums in one
 * transaction; each refusal leaves everything as it was; only the owner may.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getItem } from '../../functions/lib/dynamo/item.ts';
import * as imsKeys from '../../functions/inventory/keys.ts';
import { accountRoutes } from '../../shared/account/routes.ts';
import { purchaseRoutes as p } from '../../shared/inventory/purchase-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as so } from '../../shared/inventory/sales-routes.ts';
import { logIn } from '../support/accounts.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, today } from '../support/rent.ts';
import { addStock, ledgerOf, partner, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();
let c: SalesCompany;
let supplier: string;
let warehouse: string;
let bolt: string;
let staffToken: string;

beforeAll(async () => {
  c = await salesCompany(api, 'Corrections Co');
  supplier = await c.add(r.supplierAdd.path, partner('Acme Supplies'));
  warehouse = await c.add(r.warehouseAdd.path, { warehouseName: 'Main', warehouseLocation: 'Leeds' });
  bolt = await c.add(r.productAdd.path, product('Bolt', 'BOLT-1', 2.5, 4));
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

/** A new order of `quantity` bolts at $2.50 each: its id. */
const order = async (quantity = 40) =>
  Number(
    await c.add(p.purchaseOrderAdd.path, {
      supplierId: supplier,
      warehouseId: warehouse,
      totalDiscount: 0,
      orderItems: [{ item_id: bolt, quantity }],
    }),
  );
const detail = async (id: number) => (await c.get(p.purchaseOrderGet.path.replace('{id}', String(id)))).body;
const receive = (id: number, n: number) =>
  c.post(p.purchaseReceiveItem.path, { purchaseOrderId: id, item: { purchase_order_item_id: 1, to_receive: n } });
const pay = (id: number, amount: number, reference: string) =>
  c.post(p.purchasePaymentAdd.path, { purchaseOrderId: id, paymentAmount: amount, paymentMethod: 'cash', paymentReference: reference });
const cancel = (id: number, reason = 'Ordered from the wrong supplier', token = c.token) =>
  api.call('POST', p.purchaseOrderCancel.path, { token, body: { purchaseOrderId: id, reason } });
const close = (id: number, reason = 'The rest is discontinued') => c.post(p.purchaseOrderClose.path, { purchaseOrderId: id, reason });
const voidPayment = (id: number, paymentId: string, reason = 'Entered twice') =>
  c.post(p.purchasePaymentVoid.path, { purchaseOrderId: id, paymentId, reason });
const payments = async (id: number) => (await c.get(`${p.purchasePaymentList.path}?orderId=${id}`)).body;

/** To Receive, and Σ payable and paid over every day (cents). */
async function figures() {
  const counters = await getItem(imsKeys.dashboardCounters(c.companyId), { consistent: true });
  const { days } = await ledgerOf(c.companyId);
  const sum = (field: string) => [...days.values()].reduce((n, d) => n + Number(d[field] ?? 0), 0);
  return { toReceive: Number(counters?.to_receive ?? 0), payable: sum('payable'), paid: sum('paid') };
}

describe('cancel a purchase order', () => {
  it('marks it Cancelled with its number kept; it leaves To Receive and what is owed, and the Cancelled filter finds it', async () => {
    const id = await order(40);
    const before = await figures();
    const res = await cancel(id);
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      message: 'Purchase order cancelled',
      status: 'Cancelled',
      amount_due: 0,
      order_number: `PO-${String(id).padStart(5, '0')}`,
    });
    const after = await figures();
    expect(after.toReceive).toBe(before.toReceive - 1);
    expect(after.payable).toBe(before.payable - 10_000);
    const shown = await detail(id);
    expect(shown).toMatchObject({ status: 'Cancelled', close_reason: 'Ordered from the wrong supplier', total_amount: 100, amount_due: 0 });
    const listed = (await c.get(`${p.purchaseOrderList.path}?status=Cancelled`)).body as Array<{ purchase_order_id: number }>;
    expect(listed.map((o) => o.purchase_order_id)).toContain(id);
    const pending = (await c.get(`${p.purchaseOrderList.path}?status=Pending`)).body as Array<{ purchase_order_id: number }>;
    expect(pending.map((o) => o.purchase_order_id)).not.toContain(id);
  });

  it('refuses once anything was received, paid or invoiced, and a second cancel, with nothing moved', async () => {
    const received = await order(4);
    expectStatus(await receive(received, 1), 200);
    const paid = await order(4);
    expectStatus(await pay(paid, 1, 'P-1'), 201);
    const invoiced = await order(4);
    expectStatus(await c.post(p.purchaseInvoiceGenerate.path, { purchase_order_id: invoiced, due_date: today(), notes: 'x' }), 201);
    const cancelled = await order(4);
    expectStatus(await cancel(cancelled), 200);
    const before = await figures();
    for (const id of [received, paid, invoiced, cancelled]) {
      const res = await cancel(id);
      expect(res.status, String(id)).toBe(409);
      expect(res.body.message).toBe('This order can no longer be edited');
    }
    expect(await figures()).toEqual(before);
    expect((await detail(received)).status).toBe('Partially Received');
  });

  it('a cancelled order takes no receipt, payment or invoice', async () => {
    const id = await order(4);
    expectStatus(await cancel(id), 200);
    expect(await receive(id, 1)).toMatchObject({ status: 409, body: { message: 'This order is Cancelled' } });
    expect(await pay(id, 1, 'late')).toMatchObject({ status: 409, body: { message: 'This order is Cancelled' } });
    const invoice = await c.post(p.purchaseInvoiceGenerate.path, { purchase_order_id: id, due_date: today(), notes: 'x' });
    expect(invoice).toMatchObject({ status: 409, body: { message: 'This order is Cancelled' } });
  });

  it('is the owner’s: staff get 403; a reason is required; an unknown order is 404', async () => {
    const id = await order(4);
    expect((await cancel(id, 'x', staffToken)).status).toBe(403);
    expect(await cancel(id, '  ')).toMatchObject({ status: 400, body: { message: 'Please provide a reason' } });
    expect(await cancel(999_999)).toMatchObject({ status: 404, body: { message: 'Failed to find purchase order' } });
    expect((await detail(id)).status).toBe('Pending');
  });

  it('racing a receipt of the whole order: exactly one wins, and the figures agree with the winner', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await order(5);
      const before = await figures();
      const [cancelled, received] = await Promise.all([cancel(id), receive(id, 5)]);
      expect([cancelled.status, received.status].sort()).toEqual([200, 409]);
      const after = await figures();
      const shown = await detail(id);
      expect(after.toReceive).toBe(before.toReceive - 1);
      if (cancelled.status === 200) {
        expect(shown).toMatchObject({ status: 'Cancelled', total_received_quantity: 0 });
        expect(after.payable).toBe(before.payable - 1250);
      } else {
        expect(shown).toMatchObject({ status: 'Received', total_received_quantity: 5 });
        expect(after.payable).toBe(before.payable);
      }
    }
  });
});

describe('close a purchase order', () => {
  it('drops the ordered quantities to what was received; the total, what is owed and the payable follow; it leaves To Receive', async () => {
    const id = await order(40);
    expectStatus(await receive(id, 10), 200);
    expectStatus(await pay(id, 5, 'C-1'), 201);
    const before = await figures();
    const res = await close(id);
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      status: 'Closed',
      total_ordered_quantity: 10,
      total_received_quantity: 10,
      total_amount: 25,
      amount_due: 20,
    });
    const shown = await detail(id);
    expect(shown.items[0]).toMatchObject({ quantity: 10, received_quantity: 10, to_receive: 0, total_price: 25 });
    const after = await figures();
    expect(after.toReceive).toBe(before.toReceive - 1);
    expect(after.payable).toBe(before.payable - 7500);
    // what came can still be paid
    expectStatus(await pay(id, 20, 'C-2'), 201);
    expect((await detail(id)).payment_status).toBe('Paid');
  });

  it('refuses an order with nothing received or everything received (409), or closed already', async () => {
    const none = await order(4);
    const all = await order(4);
    expectStatus(await receive(all, 4), 200);
    const closed = await order(4);
    expectStatus(await receive(closed, 1), 200);
    expectStatus(await close(closed), 200);
    expect(await close(none)).toMatchObject({
      status: 409,
      body: { message: 'Only a partly received or partly fulfilled order can be closed' },
    });
    expect(await close(all)).toMatchObject({
      status: 409,
      body: { message: 'Only a partly received or partly fulfilled order can be closed' },
    });
    expect(await close(closed)).toMatchObject({ status: 409, body: { message: 'This order is Closed' } });
    expect(await receive(closed, 1)).toMatchObject({ status: 409, body: { message: 'This order is Closed' } });
  });

  it('refuses (422) when more was paid than the received goods are worth', async () => {
    const id = await order(10);
    expectStatus(await receive(id, 2), 200);
    expectStatus(await pay(id, 10, 'over'), 201);
    const before = await figures();
    expect(await close(id)).toMatchObject({
      status: 422,
      body: { message: 'More has been paid than what was delivered is worth: void a payment first' },
    });
    expect(await figures()).toEqual(before);
  });
});

describe('void a purchase payment', () => {
  it('keeps it in the list, marked; paid, what is owed, the status, the invoice status and the day sums move back', async () => {
    const id = await order(4); // $10.00
    expectStatus(await pay(id, 10, 'V-1'), 201);
    const gen = await c.post(p.purchaseInvoiceGenerate.path, { purchase_order_id: id, due_date: today(), notes: 'x' });
    expectStatus(gen, 201);
    const invoice = async () => (await c.get(p.purchaseInvoiceGet.path.replace('{id}', gen.body.invoiceId))).body;
    expect((await invoice()).status).toBe('Paid');
    const paymentId = (await payments(id))[0].id as string;
    const before = await figures();
    const res = await voidPayment(id, paymentId);
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Payment voided', paid: 0, amount_due: 10, payment_status: 'Pending' });
    expect((await payments(id))[0]).toMatchObject({ id: paymentId, voided: true, void_reason: 'Entered twice', amount: 10 });
    expect(await detail(id)).toMatchObject({ paid: 0, amount_due: 10, payment_status: 'Pending' });
    expect((await invoice()).status).toBe('Pending');
    const after = await figures();
    expect(after.paid).toBe(before.paid - 1000);
    expect(after.payable).toBe(before.payable + 1000);
    // the reference can be entered again, correctly this time
    expectStatus(await pay(id, 4, 'V-1'), 201);
  });

  it('twice is 409, an unknown payment 404, staff 403, with nothing moved', async () => {
    const id = await order(4);
    expectStatus(await pay(id, 3, 'T-1'), 201);
    const paymentId = (await payments(id))[0].id as string;
    expect(
      (await api.call('POST', p.purchasePaymentVoid.path, { token: staffToken, body: { purchaseOrderId: id, paymentId, reason: 'x' } }))
        .status,
    ).toBe(403);
    expectStatus(await voidPayment(id, paymentId), 200);
    const before = await figures();
    expect(await voidPayment(id, paymentId)).toMatchObject({ status: 409, body: { message: 'This payment is already voided' } });
    expect(await voidPayment(id, '01ARZ3NDEKTSV4RRFFQ69G5FAV')).toMatchObject({ status: 404, body: { message: 'Payment not found' } });
    expect(await figures()).toEqual(before);
  });

  it('two voids racing: one wins, the order’s paid total drops once', async () => {
    const id = await order(8); // $20.00
    expectStatus(await pay(id, 6, 'R-1'), 201);
    const paymentId = (await payments(id))[0].id as string;
    const results = await Promise.all([voidPayment(id, paymentId), voidPayment(id, paymentId)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await detail(id)).toMatchObject({ paid: 0, amount_due: 20 });
  });
});

describe('sales orders: cancel, close, void', () => {
  let customer: string;
  beforeAll(async () => {
    customer = await c.add(r.customerAdd.path, partner('Bob Retail'));
    await addStock(c, [{ itemId: bolt, warehouseId: warehouse, quantity: 500 }]);
  });
  /** A sales order of `quantity` bolts at $4.00: its id. */
  const sale = async (quantity = 10) =>
    Number(
      await c.add(so.salesOrderAdd.path, {
        selectedCustomer: customer,
        selectedWarehouse: warehouse,
        discount: 0,
        addedItems: [{ item_id: bolt, quantity }],
      }),
    );
  const saleDetail = async (id: number) => (await c.get(so.salesOrderGet.path.replace('{id}', String(id)))).body;
  const fulfil = async (id: number, quantity: number) => {
    expectStatus(await c.post(so.salesWarehouseAssign.path, { saleOrderId: id, warehouseId: warehouse }), 200);
    return c.post(so.salesFulfilmentSave.path, { orderId: id, items: [{ item_id: bolt, quantity }] });
  };
  const salePay = (id: number, amount: number, reference: string) =>
    c.post(so.salesPaymentAdd.path, { salesOrderId: id, paymentAmount: amount, paymentMethod: 'cash', paymentReference: reference });
  const shipFigures = async () => {
    const l = await ledgerOf(c.companyId);
    return { toShip: l.toShip, receivable: l.receivable, received: l.received };
  };

  it('cancel: Cancelled, out of To Ship and the receivable; refused once fulfilled, paid or invoiced, or twice; owner only', async () => {
    const id = await sale(10);
    const before = await shipFigures();
    expect((await api.call('POST', so.salesOrderCancel.path, { token: staffToken, body: { salesOrderId: id, reason: 'x' } })).status).toBe(
      403,
    );
    const res = await c.post(so.salesOrderCancel.path, { salesOrderId: id, reason: 'Customer changed their mind' });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ message: 'Sales order cancelled', status: 'Cancelled', amount_due: 0 });
    expect(await shipFigures()).toEqual({ ...before, toShip: before.toShip - 1, receivable: before.receivable - 4000 });
    expect(await saleDetail(id)).toMatchObject({ status: 'Cancelled', close_reason: 'Customer changed their mind' });
    const listed = (await c.get(`${so.salesOrderList.path}?status=Cancelled`)).body as Array<{ sales_order_id: number }>;
    expect(listed.map((o) => o.sales_order_id)).toContain(id);

    const fulfilled = await sale(2);
    expectStatus(await fulfil(fulfilled, 1), 200);
    const paid = await sale(2);
    expectStatus(await salePay(paid, 1, 'S-1'), 201);
    const invoiced = await sale(2);
    expectStatus(await c.post(so.salesInvoiceGenerate.path, { sales_order_id: invoiced, due_date: today(), notes: 'x' }), 201);
    const after = await shipFigures();
    for (const other of [fulfilled, paid, invoiced, id]) {
      expect(await c.post(so.salesOrderCancel.path, { salesOrderId: other, reason: 'x' })).toMatchObject({
        status: 409,
        body: { message: 'This order can no longer be edited' },
      });
    }
    expect(await shipFigures()).toEqual(after);
    // a cancelled order ships nothing
    expect(await fulfil(id, 1)).toMatchObject({ status: 409, body: { message: 'This order is Cancelled' } });
  });

  it('close: quantities drop to what was delivered, totals and the receivable follow, out of To Ship; 409 unless partly fulfilled', async () => {
    const id = await sale(10);
    expectStatus(await fulfil(id, 4), 200);
    const before = await shipFigures();
    const res = await c.post(so.salesOrderClose.path, { salesOrderId: id, reason: 'The rest is not wanted' });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      status: 'Closed',
      total_ordered_quantity: 4,
      total_delivered_quantity: 4,
      total_amount: 16,
      amount_due: 16,
    });
    expect(await shipFigures()).toEqual({ ...before, toShip: before.toShip - 1, receivable: before.receivable - 2400 });
    const none = await sale(2);
    expect(await c.post(so.salesOrderClose.path, { salesOrderId: none, reason: 'x' })).toMatchObject({
      status: 409,
      body: { message: 'Only a partly received or partly fulfilled order can be closed' },
    });
    expect(await c.post(so.salesOrderClose.path, { salesOrderId: id, reason: 'x' })).toMatchObject({
      status: 409,
      body: { message: 'This order is Closed' },
    });
  });

  it('void: the payment stays marked; paid, status and the day sums move back; twice is 409', async () => {
    const id = await sale(5); // $20.00
    expectStatus(await salePay(id, 20, 'SV-1'), 201);
    const paymentId = (await c.get(`${so.salesPaymentList.path}?orderId=${id}`)).body[0].id as string;
    const before = await shipFigures();
    const res = await c.post(so.salesPaymentVoid.path, { salesOrderId: id, paymentId, reason: 'Bounced' });
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Payment voided', paid: 0, amount_due: 20, payment_status: 'Pending' });
    expect(await shipFigures()).toEqual({ ...before, received: before.received - 2000, receivable: before.receivable + 2000 });
    expect((await c.get(`${so.salesPaymentList.path}?orderId=${id}`)).body[0]).toMatchObject({ voided: true, void_reason: 'Bounced' });
    expect(await c.post(so.salesPaymentVoid.path, { salesOrderId: id, paymentId, reason: 'again' })).toMatchObject({
      status: 409,
      body: { message: 'This payment is already voided' },
    });
  });

  it('cancel racing a fulfilment: exactly one wins', async () => {
    const id = await sale(3);
    expectStatus(await c.post(so.salesWarehouseAssign.path, { saleOrderId: id, warehouseId: warehouse }), 200);
    const before = await shipFigures();
    const [cancelled, shipped] = await Promise.all([
      c.post(so.salesOrderCancel.path, { salesOrderId: id, reason: 'race' }),
      c.post(so.salesFulfilmentSave.path, { orderId: id, items: [{ item_id: bolt, quantity: 3 }] }),
    ]);
    expect([cancelled.status, shipped.status].sort()).toEqual([200, 409]);
    expect((await shipFigures()).toShip).toBe(before.toShip - 1);
    expect((await saleDetail(id)).status).toBe(cancelled.status === 200 ? 'Cancelled' : 'Fulfilled');
  });
});
