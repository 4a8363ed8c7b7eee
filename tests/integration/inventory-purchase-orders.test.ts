/** Inventory II, first slice: purchase orders (create, list with filters, detail) and their payments (spec part 2 §3–§5, §7). */
import { beforeAll, describe, expect, it } from 'vitest';
import { purchaseRoutes as p } from '../../shared/inventory/purchase-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { returnCreditsCents } from '../../shared/inventory/rules.ts';
import { verifyAccessToken } from '../../functions/lib/tokens.ts';
import { addPurchaseOrder } from '../../functions/inventory/services/purchase-orders.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';
import { systemAuditContext } from '../../functions/lib/audit.ts';

const api = useTestApi();
let company: Company;
let supplierA: string;
let supplierB: string;
let warehouseA: string;
let warehouseB: string;
let bolt: string;
let nut: string;

const post = (path: string, body: unknown, token = company.token) => api.call('POST', path, { token, body });
const get = (path: string, token = company.token) => api.call('GET', path, { token });

async function add(path: string, body: unknown): Promise<string> {
  const res = await post(path, body);
  expectStatus(res, 201);
  return res.body.id as string;
}

const partner = (name: string) => ({
  name,
  contactPerson: 'P',
  contactEmail: 'p@x.example',
  contactNumber: '+44 20 7946 0001',
  address: 'A',
});
const product = (name: string, sku: string, purchasePrice: number) => ({
  name,
  sku,
  description: 'D',
  barcode: sku.replace(/\W/g, ''),
  category: 'general',
  purchasePrice,
  sellingPrice: purchasePrice * 2,
  unit: 'pcs',
});

const order = (overrides: Record<string, unknown> = {}) => ({
  supplierId: supplierA,
  warehouseId: warehouseA,
  totalDiscount: 0,
  orderItems: [{ item_id: bolt, sku: 'BOLT-1', quantity: 3, discount: 0 }],
  ...overrides,
});

beforeAll(async () => {
  company = await newCompany(api, 'Purchasing Co');
  supplierA = await add(r.supplierAdd.path, partner('Acme Supplies'));
  supplierB = await add(r.supplierAdd.path, partner('Bolt Brothers'));
  warehouseA = await add(r.warehouseAdd.path, { warehouseName: 'Main', warehouseLocation: 'Leeds' });
  warehouseB = await add(r.warehouseAdd.path, { warehouseName: 'Annex', warehouseLocation: 'York' });
  bolt = await add(r.productAdd.path, product('Bolt', 'BOLT-1', 0.35));
  nut = await add(r.productAdd.path, product('Nut', 'NUT-1', 12.99));
});

describe('creating a purchase order', () => {
  it('prices the lines from the items (a client price is ignored), rounds half-up, numbers PO-00001', async () => {
    const res = await post(
      p.purchaseOrderAdd.path,
      order({
        totalDiscount: 12.5,
        orderItems: [
          { item_id: bolt, sku: 'BOLT-1', quantity: 7, discount: 3, unitPrice: 999, purchase_price: 999, totalPrice: 1 },
          { item_id: nut, sku: 'NUT-1', quantity: 2, discount: '' },
        ],
      }),
    );
    expectStatus(res, 201);
    expect(res.body).toEqual({ message: 'Purchase order added successfully', id: 1, order_number: 'PO-00001' });
    const detail = await get(p.purchaseOrderGet.path.replace('{id}', '1'));
    expectStatus(detail, 200);
    // 7 × 0.35 = 2.45 less 3 % = 2.3765 → 2.38; 2 × 12.99 = 25.98; subtotal 28.36 less 12.5 % = 24.815 → 24.82
    expect(detail.body).toMatchObject({
      purchase_order_id: 1,
      order_number: 'PO-00001',
      supplier_name: 'Acme Supplies',
      warehouse_name: 'Main',
      total_items: 2,
      total_ordered_quantity: 9,
      total_received_quantity: 0,
      subtotal: 28.36,
      discount: 12.5,
      total_amount: 24.82,
      paid: 0,
      amount_due: 24.82,
      status: 'Pending',
      payment_status: 'Pending',
    });
    expect(detail.body.items).toEqual([
      expect.objectContaining({
        purchase_order_item_id: 1,
        item_name: 'Bolt',
        sku: 'BOLT-1',
        quantity: 7,
        unit_price: 0.35,
        discount: 3,
        total_price: 2.38,
        to_receive: 7,
      }),
      expect.objectContaining({
        purchase_order_item_id: 2,
        item_name: 'Nut',
        quantity: 2,
        unit_price: 12.99,
        discount: 0,
        total_price: 25.98,
      }),
    ]);
  });

  it.each([
    [{ supplierId: '' }, 400, 'Please select a supplier'],
    [{ warehouseId: undefined }, 400, 'Please select a warehouse'],
    [{ orderItems: [] }, 400, 'Please add items to the purchase order'],
    [{ orderItems: 'x' }, 400, 'Please add items to the purchase order'],
    [{ totalDiscount: 101 }, 400, 'Invalid discount'],
    [{ totalDiscount: 'NaN' }, 400, 'Invalid discount'],
    [{ orderItems: [{ item_id: 'B', quantity: 1, discount: -1 }] }, 400, 'Invalid discount number'],
    [{ orderItems: [{ item_id: 'B', quantity: 0 }] }, 400, 'Quantities must be whole numbers from 1 to 1,000,000'],
    [{ orderItems: [{ item_id: 'B', quantity: 1.5 }] }, 400, 'Quantities must be whole numbers from 1 to 1,000,000'],
    [{ orderItems: [{ item_id: 'B', quantity: 1e12 }] }, 400, 'Quantities must be whole numbers from 1 to 1,000,000'],
    [{ supplierId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, 404, 'Supplier not found'],
    [{ warehouseId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, 404, 'Warehouse not found'],
    [{ orderItems: [{ item_id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', quantity: 1 }] }, 404, 'Failed to load item'],
  ])('refuses %j with %i "%s" and takes no number', async (overrides, status, message) => {
    const res = await post(p.purchaseOrderAdd.path, order(overrides));
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('refuses a line priced $0.00 as sales orders do (422, nothing written, no number taken)', async () => {
    const free = await add(r.productAdd.path, { ...product('Free Sample', 'FREE-1', 0), sellingPrice: 1 });
    const before = (await get(`${p.purchaseOrderList.path}?limit=200`)).body.length;
    const res = await post(
      p.purchaseOrderAdd.path,
      order({
        orderItems: [
          { item_id: bolt, quantity: 1 },
          { item_id: free, quantity: 2 },
        ],
      }),
    );
    expect(res).toMatchObject({ status: 422, body: { message: 'Please fill all item details correctly' } });
    expect((await get(`${p.purchaseOrderList.path}?limit=200`)).body).toHaveLength(before);
  });

  it('refuses the same item twice: Duplicate items not allowed', async () => {
    const res = await post(
      p.purchaseOrderAdd.path,
      order({
        orderItems: [
          { item_id: bolt, quantity: 1 },
          { item_id: bolt, quantity: 2 },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Duplicate items not allowed');
  });

  it('20 concurrent creations take contiguous, distinct numbers (refusals took none)', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => post(p.purchaseOrderAdd.path, order())));
    for (const res of results) expectStatus(res, 201);
    expect(results.map((res) => res.body.id as number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  });
});

describe('the list', () => {
  beforeAll(async () => {
    expectStatus(await post(p.purchaseOrderAdd.path, order({ supplierId: supplierB, warehouseId: warehouseB })), 201); // PO-00022
    expectStatus(await post(p.purchaseOrderAdd.path, order({ supplierId: supplierB })), 201); // PO-00023
  });

  const ids = (res: { body: { purchase_order_id: number }[] }) => res.body.map((o) => o.purchase_order_id);

  it('answers newest first, 50 a page, with the rest through X-Next-Cursor', async () => {
    const first = await get(`${p.purchaseOrderList.path}?limit=10`);
    expectStatus(first, 200);
    expect(ids(first)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect(first.body[0]).toMatchObject({ order_number: 'PO-00023', supplier_name: 'Bolt Brothers', total_items: 1, total_amount: 1.05 });
    const cursor = first.headers.get('x-next-cursor');
    const second = await get(`${p.purchaseOrderList.path}?limit=50&cursor=${encodeURIComponent(cursor!)}`);
    expect(ids(second)).toEqual(Array.from({ length: 13 }, (_, i) => 13 - i));
    expect(second.headers.get('x-next-cursor')).toBeNull();
  });

  it.each([
    ['supplier', () => `supplierId=${supplierB}`, [23, 22]],
    ['warehouse', () => `warehouseId=${warehouseB}`, [22]],
    ['supplier and warehouse', () => `supplierId=${supplierB}&warehouseId=${warehouseA}`, [23]],
    ['status', () => 'status=Pending&limit=3', [23, 22, 21]],
    ['status none received', () => 'status=Received', []],
    ['order number PO-00012', () => 'orderNumber=PO-00012', [12]],
    ['order number 00012', () => 'orderNumber=00012', [12]],
    ['order number 12', () => 'orderNumber=12', [12]],
    ['order number of another supplier', () => `orderNumber=12&supplierId=${supplierB}`, []],
    ['an order number that is none', () => 'orderNumber=PO-99999', []],
    ['text that is no order number', () => 'orderNumber=hello', []],
  ])('filters by %s', async (_name, query, expected) => {
    const res = await get(`${p.purchaseOrderList.path}?${query()}`);
    expectStatus(res, 200);
    expect(ids(res)).toEqual(expected);
  });

  it('refuses an unknown status with 400', async () => {
    const res = await get(`${p.purchaseOrderList.path}?status=Lost`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Status must be Draft, Pending, Partially Received, Received, Cancelled or Closed');
  });

  it.each(['0', 'abc', '1.5', '-1', '99999'])('answers 404 for order id %s', async (id) => {
    const res = await get(p.purchaseOrderGet.path.replace('{id}', id));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Failed to find purchase order');
  });
});

describe('payments', () => {
  const pay = (purchaseOrderId: unknown, paymentAmount: unknown, paymentReference: unknown, paymentMethod: unknown = 'cash') =>
    post(p.purchasePaymentAdd.path, { purchaseOrderId, paymentAmount, paymentMethod, paymentReference });

  it('pays part then the rest; the status follows; more than owed is 422', async () => {
    // PO-00001 totals 24.82
    const part = await pay(1, 10.5, 'CHQ-1', 'cheque');
    expectStatus(part, 201);
    expect(part.body).toMatchObject({
      message: 'Payment added successfully',
      recorded: true,
      paid: 10.5,
      amount_due: 14.32,
      payment_status: 'Partially Paid',
    });
    const over = await pay(1, 14.33, 'TR-1', 'transfer');
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('Payment exceeds the amount due');
    const rest = await pay('1', '14.32', 'TR-1', 'transfer');
    expectStatus(rest, 201);
    expect(rest.body).toMatchObject({ paid: 24.82, amount_due: 0, payment_status: 'Paid' });
    const list = await get(`${p.purchasePaymentList.path}?orderId=1`);
    expectStatus(list, 200);
    expect(list.body).toEqual([
      {
        id: expect.any(String),
        created_at: expect.any(String),
        reference_number: 'TR-1',
        payment_method: 'transfer',
        amount: 14.32,
        voided: false,
        void_reason: null,
      },
      {
        id: expect.any(String),
        created_at: expect.any(String),
        reference_number: 'CHQ-1',
        payment_method: 'cheque',
        amount: 10.5,
        voided: false,
        void_reason: null,
      },
    ]);
    const detail = await get(p.purchaseOrderGet.path.replace('{id}', '1'));
    expect(detail.body).toMatchObject({ paid: 24.82, payment_status: 'Paid' });
  });

  it('10 concurrent identical payments record one', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(2, 0.5, ' Same-Ref ')));
    expect(results.filter((res) => res.status === 201)).toHaveLength(1);
    expect(results.every((res) => res.status === 201 || res.status === 200)).toBe(true);
    const list = await get(`${p.purchasePaymentList.path}?orderId=2`);
    expect(list.body).toHaveLength(1);
    const detail = await get(p.purchaseOrderGet.path.replace('{id}', '2'));
    expect(detail.body).toMatchObject({ paid: 0.5, amount_due: 0.55, payment_status: 'Partially Paid' });
  });

  it('the same payment again says it was already recorded; another payment under that reference is 409, never a false success', async () => {
    const again = await pay(2, '0.50', 'same-ref', 'cash');
    expectStatus(again, 200);
    expect(again.body).toMatchObject({ message: 'This payment was already recorded', recorded: false, paid: 0.5, amount_due: 0.55 });
    for (const [amount, method] of [
      [0.1, 'cash'],
      [0.5, 'transfer'],
    ] as const) {
      const other = await pay(2, amount, ' Same-Ref ', method);
      expect(other.status).toBe(409);
      expect(other.body).toEqual({ message: 'This reference is already used for another payment' });
    }
    expect((await get(`${p.purchasePaymentList.path}?orderId=2`)).body).toHaveLength(1);
    expect((await get(p.purchaseOrderGet.path.replace('{id}', '2'))).body).toMatchObject({ paid: 0.5, amount_due: 0.55 });
  });

  it.each([
    [{ purchaseOrderId: 3 }, 400, 'Please fill the amount, the method and the reference'],
    [
      { purchaseOrderId: 3, paymentAmount: 1, paymentMethod: 'cash', paymentReference: '  ' },
      400,
      'Please fill the amount, the method and the reference',
    ],
    [
      { purchaseOrderId: 3, paymentAmount: 0, paymentMethod: 'cash', paymentReference: 'R' },
      400,
      'The amount must be more than 0 with at most 2 decimals',
    ],
    [
      { purchaseOrderId: 3, paymentAmount: 1.001, paymentMethod: 'cash', paymentReference: 'R' },
      400,
      'The amount must be more than 0 with at most 2 decimals',
    ],
    [
      { purchaseOrderId: 3, paymentAmount: 1, paymentMethod: 'card', paymentReference: 'R' },
      400,
      'Method must be cash, cheque or transfer',
    ],
    [{ purchaseOrderId: 'x', paymentAmount: 1, paymentMethod: 'cash', paymentReference: 'R' }, 400, 'Failed to find purchase order'],
    [{ purchaseOrderId: 9999, paymentAmount: 1, paymentMethod: 'cash', paymentReference: 'R' }, 404, 'Failed to find purchase order'],
  ])('refuses %j with %i "%s" and records nothing', async (body, status, message) => {
    const res = await post(p.purchasePaymentAdd.path, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    const list = await get(`${p.purchasePaymentList.path}?orderId=3`);
    expect(list.body).toEqual([]);
  });

  it('lists the payments of an unknown order as 404', async () => {
    const res = await get(`${p.purchasePaymentList.path}?orderId=9999`);
    expect(res.status).toBe(404);
  });
});

describe('receiving and returns', () => {
  let orderId: number;
  const receive = (purchase_order_item_id: unknown, to_receive: unknown, id: unknown = orderId) =>
    post(p.purchaseReceiveItem.path, {
      purchaseOrderId: id,
      supplier_id: 'ignored',
      total_amount: 1,
      item: { purchase_order_item_id, to_receive, item_id: 'ignored' },
    });
  const item = async (id: string) => (await get(r.productGet.path.replace('{id}', id))).body;
  const orderOf = async () => (await get(p.purchaseOrderGet.path.replace('{id}', String(orderId)))).body;

  beforeAll(async () => {
    const res = await post(
      p.purchaseOrderAdd.path,
      order({
        warehouseId: warehouseB,
        totalDiscount: 12.5,
        orderItems: [
          { item_id: bolt, quantity: 7, discount: 3 },
          { item_id: nut, quantity: 2, discount: 0 },
        ],
      }),
    );
    expectStatus(res, 201);
    orderId = res.body.id;
  });

  it("receives part of a line into the order's warehouse as a lot at the net unit cost", async () => {
    const before = await item(bolt);
    const res = await receive(1, '3');
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      message: 'Item received successfully',
      received_quantity: 3,
      to_receive: 4,
      status: 'Partially Received',
    });
    expect(res.body.batch).toMatch(/^LOT-\d{5}$/);
    const after = await item(bolt);
    expect(after.stock).toBe(before.stock + 3);
    expect(after.warehouses).toEqual(expect.arrayContaining([expect.objectContaining({ id: warehouseB, stock: 3 })]));
    const moves = await get(`${r.stockMovements.path.replace('{id}', bolt)}?offset=0`);
    expect(moves.body[0]).toMatchObject({ movement_type: 'purchase_receive', quantity_change: 3 });
    expect(await orderOf()).toMatchObject({ total_received_quantity: 3, status: 'Partially Received' });
  });

  it.each([
    ['abc', 400, 'Received quantity must be a number'],
    [-1, 400, 'Received quantity cannot be negative'],
    [0, 400, 'Received quantity must be at least 1'],
    [2.5, 400, 'Received quantity must be a whole number'],
    ['2.5', 400, 'Received quantity must be a whole number'],
    [5, 422, 'Received quantity cannot be greater than ordered quantity'],
  ])('refuses to_receive %j with %i "%s"', async (toReceive, status, message) => {
    const res = await receive(1, toReceive);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('types every field of the call, the copies it does not trust included: a wrong type is 400 and receives nothing', async () => {
    const before = await orderOf();
    const body = (patch: Record<string, unknown>, itemPatch: Record<string, unknown> = {}) => ({
      purchaseOrderId: orderId,
      supplier_id: 'S',
      warehouse_id: 'W',
      order_date: '2026-01-01',
      total_amount: 10,
      supplier_name: 'Supplier',
      ...patch,
      item: { purchase_order_item_id: 1, to_receive: 1, item_id: 'I', item_name: 'Bolt', sku: 'B-1', ...itemPatch },
    });
    const cases: Array<[Record<string, unknown>, Record<string, unknown>, string]> = [
      [{}, { item_id: null }, 'Must be text'],
      [{}, { item_id: ['a', 'b'] }, 'Must be text'],
      [{}, { item_id: { id: 1 } }, 'Must be text'],
      [{}, { item_name: 5 }, 'Must be text'],
      [{}, { sku: true }, 'Must be text'],
      [{ supplier_id: null }, {}, 'Must be text'],
      [{ warehouse_id: [1] }, {}, 'Must be text'],
      [{ order_date: 20260101 }, {}, 'Must be text'],
      [{ supplier_name: { a: 1 } }, {}, 'Must be text'],
      [{ total_amount: '10' }, {}, 'Total amount must be a number'],
    ];
    for (const [patch, itemPatch, message] of cases) {
      const res = await post(p.purchaseReceiveItem.path, body(patch, itemPatch));
      expect(res, JSON.stringify([patch, itemPatch])).toMatchObject({ status: 400, body: { message } });
    }
    expect(await orderOf()).toEqual(before);
  });

  it('refuses an unknown line or order with 404', async () => {
    expect((await receive(9, 1)).body.message).toBe('Failed to find the item');
    const unknown = await receive(1, 1, 99999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Failed to find purchase order');
  });

  it('10 concurrent receives of the whole remaining quantity: exactly one succeeds', async () => {
    const before = (await item(bolt)).stock;
    const results = await Promise.all(Array.from({ length: 10 }, () => receive(1, 4)));
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    expect(results.filter((res) => res.status === 422)).toHaveLength(9);
    expect((await item(bolt)).stock).toBe(before + 4);
    expectStatus(await receive(2, 2), 200);
    expect(await orderOf()).toMatchObject({ total_received_quantity: 9, status: 'Received' });
    const received = await get(`${p.purchaseOrderList.path}?status=Received`);
    expect(received.body.map((o: { purchase_order_id: number }) => o.purchase_order_id)).toContain(orderId);
    const pending = await get(`${p.purchaseOrderList.path}?status=Pending&limit=200`);
    expect(pending.body.map((o: { purchase_order_id: number }) => o.purchase_order_id)).not.toContain(orderId);
  });

  it('lists what each line can return, returns from its lots, and credits the order', async () => {
    const returnable = await get(`${p.purchaseReturnables.path}?purchaseOrderId=${orderId}`);
    expectStatus(returnable, 200);
    expect(returnable.body).toEqual([
      { purchase_order_item_id: 1, item_id: bolt, item_name: 'Bolt', sku: 'BOLT-1', available_for_return: 7 },
      { purchase_order_item_id: 2, item_id: nut, item_name: 'Nut', sku: 'NUT-1', available_for_return: 2 },
    ]);
    const before = await orderOf();
    const boltBefore = (await item(bolt)).stock;
    const res = await post(p.purchaseReturnItems.path, {
      purchaseOrderId: orderId,
      items: [{ purchase_order_item_id: 1, item_id: bolt, to_return_quantity: 2, return_reason: 'Bent', return_condition: 'Damaged' }],
    });
    expectStatus(res, 200);
    // net unit cost 0.35 less 3 % less 12.5 % = 0.2970625; two units 0.594125 → 0.59, rounded once (issue 31: the
    // rounded unit cost, 0.30 × 2, credited 0.60)
    expect(res.body).toEqual({
      message: 'Returns submitted successfully',
      returned_credit: 0.59,
      amount_due: Number((before.total_amount - 0.59).toFixed(2)),
    });
    expect((await item(bolt)).stock).toBe(boltBefore - 2);
    const moves = await get(`${r.stockMovements.path.replace('{id}', bolt)}?offset=0`);
    expect(moves.body[0]).toMatchObject({ movement_type: 'purchase_return', quantity_change: -2 });
    expect(await orderOf()).toMatchObject({ returned_credit: 0.59 });
    const after = await get(`${p.purchaseReturnables.path}?purchaseOrderId=${orderId}`);
    expect(after.body[0].available_for_return).toBe(5);
  });

  it.each([
    [{ items: [] }, 400, 'Please select at least one item to return.'],
    [
      { items: [{ purchase_order_item_id: 1, to_return_quantity: 1, return_reason: ' ', return_condition: 'Good' }] },
      400,
      'Please fill all fields for each selected item.',
    ],
    [
      { items: [{ purchase_order_item_id: 1, to_return_quantity: 0, return_reason: 'x', return_condition: 'Good' }] },
      400,
      'Please fill all fields for each selected item.',
    ],
    [
      { items: [{ purchase_order_item_id: 1, to_return_quantity: 1, return_reason: 'x', return_condition: 'Broken' }] },
      400,
      'Condition must be Damaged or Good',
    ],
    [
      { items: [{ purchase_order_item_id: 1, to_return_quantity: 6, return_reason: 'x', return_condition: 'Good' }] },
      422,
      'Return quantity for "Bolt" cannot exceed 5.',
    ],
    [
      {
        items: [
          { purchase_order_item_id: 2, to_return_quantity: 1, return_reason: 'x', return_condition: 'Good' },
          { purchase_order_item_id: 1, to_return_quantity: 9, return_reason: 'x', return_condition: 'Good' },
        ],
      },
      422,
      'Return quantity for "Bolt" cannot exceed 5.',
    ],
  ])('refuses %j with %i "%s" and changes nothing', async (body, status, message) => {
    const nutBefore = (await item(nut)).stock;
    const res = await post(p.purchaseReturnItems.path, { purchaseOrderId: orderId, ...body });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect((await item(nut)).stock).toBe(nutBefore);
    expect((await orderOf()).returned_credit).toBe(0.59);
  });

  it('returning everything else credits the rest of the total exactly: the whole order back credits what it cost', async () => {
    const res = await post(p.purchaseReturnItems.path, {
      purchaseOrderId: orderId,
      items: [
        { purchase_order_item_id: 1, to_return_quantity: 5, return_reason: 'Bent', return_condition: 'Damaged' },
        { purchase_order_item_id: 2, to_return_quantity: 2, return_reason: 'Wrong size', return_condition: 'Good' },
      ],
    });
    expectStatus(res, 200);
    const detail = await orderOf();
    // 24.82 in all (the rounded unit costs, 0.30 × 7 + 11.37 × 2, would have credited 24.84)
    expect(detail.total_amount).toBe(24.82);
    expect(res.body).toEqual({ message: 'Returns submitted successfully', returned_credit: 24.82, amount_due: 0 });
    expect(detail).toMatchObject({ returned_credit: 24.82, payment_status: 'Paid' });
  });
});

describe('after a randomised sequence of receipts, returns and payments', () => {
  it('the order, the stock and the lots agree with a recomputation from the ledger', async () => {
    let seed = 20261123;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const items = [
      await add(r.productAdd.path, product('Gear', 'GEAR-R', 3.33)),
      await add(r.productAdd.path, product('Cog', 'COG-R', 7.1)),
    ];
    const created = await post(
      p.purchaseOrderAdd.path,
      order({
        totalDiscount: 5,
        orderItems: [
          { item_id: items[0], quantity: 30, discount: 2.5 },
          { item_id: items[1], quantity: 20, discount: 0 },
        ],
      }),
    );
    expectStatus(created, 201);
    const id = created.body.id as number;
    const ordered = [30, 20];
    const received = [0, 0];
    const returned = [0, 0];
    let paidCents = 0;
    let creditCents = 0;
    const lineTotals = [Math.round(30 * 333 * 0.975), 20 * 710];
    const totalCents = Math.round((lineTotals[0]! + lineTotals[1]!) * 0.95);
    let movements = 0;
    for (let step = 0; step < 40; step++) {
      const line = random(2);
      const kind = random(3);
      if (kind === 0) {
        const q = 1 + random(12);
        const res = await post(p.purchaseReceiveItem.path, {
          purchaseOrderId: id,
          item: { purchase_order_item_id: line + 1, to_receive: q },
        });
        if (q <= ordered[line] - received[line]) {
          expectStatus(res, 200);
          received[line] += q;
          movements++;
        } else expect(res.status).toBe(422);
      } else if (kind === 1) {
        const q = 1 + random(6);
        const res = await post(p.purchaseReturnItems.path, {
          purchaseOrderId: id,
          items: [
            {
              purchase_order_item_id: line + 1,
              to_return_quantity: q,
              return_reason: 'r',
              return_condition: random(2) ? 'Good' : 'Damaged',
            },
          ],
        });
        if (q <= received[line] - returned[line]) {
          expectStatus(res, 200);
          // quantity × exact net unit cost, rounded once (shared/inventory/rules.ts, unit-tested on its own)
          creditCents += returnCreditsCents(
            {
              totalCents,
              lines: lineTotals.map((t, i) => ({ lineId: i + 1, quantity: ordered[i]!, returnedQuantity: returned[i]!, totalCents: t })),
            },
            [{ lineId: line + 1, quantity: q }],
          )[0]!;
          returned[line] += q;
          movements++;
        } else expect(res.status).toBe(422);
      } else {
        const cents = 1 + random(4000);
        const res = await post(p.purchasePaymentAdd.path, {
          purchaseOrderId: id,
          paymentAmount: cents / 100,
          paymentMethod: 'transfer',
          paymentReference: `R-${step}`,
        });
        if (cents <= totalCents - creditCents - paidCents) {
          expectStatus(res, 201);
          paidCents += cents;
        } else expect(res.status).toBe(422);
      }
    }
    // the sequence did real work of every kind
    expect(movements).toBeGreaterThan(8);
    expect(paidCents).toBeGreaterThan(0);
    expect(creditCents).toBeGreaterThan(0);
    const detail = (await get(p.purchaseOrderGet.path.replace('{id}', String(id)))).body;
    expect(detail.total_amount).toBe(totalCents / 100);
    expect(detail.items.map((l: { received_quantity: number }) => l.received_quantity)).toEqual(received);
    expect(detail.items.map((l: { returned_quantity: number }) => l.returned_quantity)).toEqual(returned);
    expect(detail.total_received_quantity).toBe(received[0] + received[1]);
    expect(Math.round(detail.paid * 100)).toBe(paidCents);
    expect(Math.round(detail.returned_credit * 100)).toBe(creditCents);
    expect(Math.round(detail.amount_due * 100)).toBe(Math.max(0, totalCents - creditCents - paidCents));
    const payments = (await get(`${p.purchasePaymentList.path}?orderId=${id}&limit=200`)).body as { amount: number }[];
    expect(payments.reduce((n, pay) => n + Math.round(pay.amount * 100), 0)).toBe(paidCents);
    const returnable = (await get(`${p.purchaseReturnables.path}?purchaseOrderId=${id}`)).body as {
      purchase_order_item_id: number;
      available_for_return: number;
    }[];
    for (const line of [0, 1]) {
      const onHand = received[line] - returned[line];
      expect(returnable.find((x) => x.purchase_order_item_id === line + 1)?.available_for_return ?? 0).toBe(onHand);
      const item = (await get(r.productGet.path.replace('{id}', items[line]))).body;
      expect(item.stock).toBe(onHand);
      expect(item.warehouses.find((w: { id: string }) => w.id === warehouseA)?.stock ?? 0).toBe(onHand);
    }
    const moves = await Promise.all(
      items.map(async (i) => (await get(r.productGet.path.replace('{id}', i))).body.movement_count as number),
    );
    expect(moves[0] + moves[1]).toBe(movements);
  });
});

describe('the purchase report: orders placed in a date range', () => {
  it('finds the orders of each day, with the other filters, paged; refuses a reversed or unreal range', async () => {
    const co = await newCompany(api, 'Report Co');
    const token = co.token;
    const { companyId } = await verifyAccessToken(token);
    const mk = async (path: string, body: unknown) => {
      const res = await api.call('POST', path, { token, body });
      expectStatus(res, 201);
      return res.body.id as string;
    };
    const s1 = await mk(r.supplierAdd.path, partner('Early Supplier'));
    const s2 = await mk(r.supplierAdd.path, partner('Late Supplier'));
    const wh = await mk(r.warehouseAdd.path, { warehouseName: 'Report WH', warehouseLocation: 'X' });
    const it1 = await mk(r.productAdd.path, product('Report Item', 'REP-1', 2));
    const place = (supplierId: string, day: string) =>
      addPurchaseOrder(
        systemAuditContext(companyId, 'purchaseOrderAdd', 'import'),
        { supplierId, warehouseId: wh, totalDiscount: 0, orderItems: [{ item_id: it1, quantity: 1, discount: 0 }] },
        new Date(`${day}T10:00:00Z`),
      );
    // orders are numbered as they are placed: 1–2 on the 1st, 3 on the 3rd, 4–5 on the 10th
    await place(s1, '2026-03-01');
    await place(s2, '2026-03-01');
    await place(s1, '2026-03-03');
    await place(s2, '2026-03-10');
    await place(s1, '2026-03-10');
    const ids = async (query: string) => {
      const res = await api.call('GET', `${p.purchaseOrderList.path}?${query}`, { token });
      expectStatus(res, 200);
      return (res.body as { purchase_order_id: number }[]).map((o) => o.purchase_order_id);
    };
    expect(await ids('from=2026-03-01&to=2026-03-31')).toEqual([5, 4, 3, 2, 1]);
    expect(await ids('from=2026-03-02&to=2026-03-09')).toEqual([3]);
    expect(await ids('from=2026-03-03')).toEqual([5, 4, 3]);
    expect(await ids('to=2026-03-01')).toEqual([2, 1]);
    expect(await ids('from=2026-03-04&to=2026-03-09')).toEqual([]);
    expect(await ids(`from=2026-03-01&to=2026-03-10&supplierId=${s1}`)).toEqual([5, 3, 1]);
    expect(await ids('from=2026-03-01&to=2026-03-10&status=Pending&limit=2')).toEqual([5, 4]);
    expect(await ids('from=2026-03-10&orderNumber=4')).toEqual([4]);
    expect(await ids('from=2026-03-10&orderNumber=3')).toEqual([]);
    const first = await api.call('GET', `${p.purchaseOrderList.path}?from=2026-03-01&to=2026-03-10&limit=2`, { token });
    const next = first.headers.get('x-next-cursor');
    expect(next).toBeTruthy();
    expect(await ids(`from=2026-03-01&to=2026-03-10&limit=2&cursor=${encodeURIComponent(next!)}`)).toEqual([3, 2]);
    for (const [query, message] of [
      ['from=2026-03-10&to=2026-03-01', 'The start date must be on or before the end date'],
      ['from=2026-02-30', 'Dates must be real dates (yyyy-mm-dd)'],
      ['to=yesterday', 'Dates must be real dates (yyyy-mm-dd)'],
    ]) {
      const res = await api.call('GET', `${p.purchaseOrderList.path}?${query}`, { token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});
