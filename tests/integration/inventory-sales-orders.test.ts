/** Inventory III: sales orders (create, list, detail, fulfilment warehouse, fulfilment, returns, payments) — spec part 2 §3–§5, §7. */
import { beforeAll, describe, expect, it } from 'vitest';
import { addSalesOrder } from '../../functions/inventory/services/sales-orders.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, today } from '../support/rent.ts';
import { addStock, ledgerOf, partner, product, receiveFromPurchase, salesCompany, type SalesCompany } from '../support/sales.ts';
import { systemAuditContext } from '../../functions/lib/audit.ts';

const api = useTestApi();
let c: SalesCompany;
let alice: string;
let bob: string;
let main: string;
let annex: string;
let widget: string;
let gadget: string;
let unstocked: string;
let supplier: string;

const order = (overrides: Record<string, unknown> = {}) => ({
  selectedCustomer: alice,
  selectedWarehouse: main,
  discount: 0,
  addedItems: [{ item_id: widget, sku: 'WID-1', quantity: 2, discount: 0 }],
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await c.post(s.salesOrderAdd.path, order(overrides));
  expectStatus(res, 201);
  return res.body.id as number;
};
const detail = async (id: number) => {
  const res = await c.get(s.salesOrderGet.path.replace('{id}', String(id)));
  expectStatus(res, 200);
  return res.body;
};
const itemStock = async (id: string, warehouseId = main) =>
  ((await c.get(r.productGet.path.replace('{id}', id))).body.warehouses as { id: string; stock: number }[]).find(
    (w) => w.id === warehouseId,
  )?.stock ?? 0;
const assign = (saleOrderId: unknown, warehouseId: unknown = main) => c.post(s.salesWarehouseAssign.path, { saleOrderId, warehouseId });
const fulfil = (orderId: number, items: Array<{ item_id: string; quantity: unknown; batchNumber?: string }>) =>
  c.post(s.salesFulfilmentSave.path, { orderId, items });
const orderItems = async (orderId: number, warehouseId = main) => {
  const res = await c.get(`${s.salesFulfilmentItems.path}?orderId=${orderId}&warehouseId=${warehouseId}`);
  expectStatus(res, 200);
  return res.body as Array<{
    item_id: string;
    stock_on_hand: number;
    to_fulfill: number;
    lots: Array<{ batch_number: string; remaining: number; purchase_order_number: string | null; unit_cost: number }>;
  }>;
};

beforeAll(async () => {
  c = await salesCompany(api, 'Selling Co');
  alice = await c.add(r.customerAdd.path, partner('Alice Retail'));
  bob = await c.add(r.customerAdd.path, partner('Bob Wholesale'));
  supplier = await c.add(r.supplierAdd.path, partner('Acme Supplies'));
  main = await c.add(r.warehouseAdd.path, { warehouseName: 'Main', warehouseLocation: 'Leeds' });
  annex = await c.add(r.warehouseAdd.path, { warehouseName: 'Annex', warehouseLocation: 'York' });
  widget = await c.add(r.productAdd.path, product('Widget', 'WID-1', 2, 3.35));
  gadget = await c.add(r.productAdd.path, product('Gadget', 'GAD-1', 10, 19.99));
  unstocked = await c.add(r.productAdd.path, product('Unstocked', 'UNS-1', 1, 2));
  await addStock(c, [
    { itemId: widget, warehouseId: main, quantity: 10 },
    { itemId: gadget, warehouseId: main, quantity: 3 },
    { itemId: unstocked, warehouseId: annex, quantity: 1 },
  ]);
});

describe('creating a sales order', () => {
  it('prices the lines from the items (a client price is ignored), rounds half-up, numbers SO-00001, moves the ledger', async () => {
    const before = await ledgerOf(c.companyId);
    const res = await c.post(
      s.salesOrderAdd.path,
      order({
        discount: 12.5,
        addedItems: [
          { item_id: widget, sku: 'WID-1', quantity: 7, discount: 3, sales_price: 999, totalPrice: 1 },
          // more than is on hand is allowed (a back order)
          { item_id: gadget, sku: 'GAD-1', quantity: 5, discount: '' },
        ],
      }),
    );
    expectStatus(res, 201);
    expect(res.body).toEqual({ message: 'Created Sales Order Successfully', id: 1, order_number: 'SO-00001' });
    // 7 × 3.35 = 23.45 less 3 % = 22.7465 → 22.75; 5 × 19.99 = 99.95; subtotal 122.70 less 12.5 % = 107.3625 → 107.36
    const d = await detail(1);
    expect(d).toMatchObject({
      sales_order_id: 1,
      order_number: 'SO-00001',
      customer_id: alice,
      customer_name: 'Alice Retail',
      warehouse_name: 'Main',
      order_date: today(),
      total_items: 2,
      total_ordered_quantity: 12,
      total_delivered_quantity: 0,
      subtotal: 122.7,
      discount: 12.5,
      total_amount: 107.36,
      paid: 0,
      returned_credit: 0,
      amount_due: 107.36,
      status: 'Pending',
      payment_status: 'Pending',
      fulfillment_warehouse: { id: null, name: null },
    });
    expect(d.items).toEqual([
      expect.objectContaining({
        sales_order_item_id: 1,
        item_name: 'Widget',
        sku: 'WID-1',
        quantity: 7,
        delivered_quantity: 0,
        unit_sale_price: 3.35,
        subtotal: 23.45,
        discount: 3,
        total_price: 22.75,
        to_fulfill: 7,
        status: 'Pending',
      }),
      expect.objectContaining({ sales_order_item_id: 2, item_name: 'Gadget', quantity: 5, unit_sale_price: 19.99, total_price: 99.95 }),
    ]);
    const after = await ledgerOf(c.companyId);
    expect(after.receivable - before.receivable).toBe(10736);
    expect(after.toShip - before.toShip).toBe(1);
  });

  it.each([
    [{ selectedCustomer: '' }, 400, 'Please Select a customer'],
    [{ selectedWarehouse: undefined }, 400, 'Please Select a warehouse'],
    [{ addedItems: [] }, 400, 'Please add sales order items'],
    [{ addedItems: 'x' }, 400, 'Please add sales order items'],
    [{ discount: 101 }, 400, 'Discount must be between 0 and 100'],
    [{ discount: 'NaN' }, 400, 'Discount must be between 0 and 100'],
    [{ addedItems: [{ item_id: 'B', quantity: 1, discount: -1 }] }, 400, 'Discount must be between 0 and 100'],
    [{ addedItems: [{ item_id: 'B', quantity: 0 }] }, 400, 'Invalid Number'],
    [{ addedItems: [{ item_id: 'B', quantity: 1.5 }] }, 400, 'Invalid Number'],
    [{ addedItems: [{ item_id: 'B' }] }, 400, 'Please fill all item details correctly'],
    [{ addedItems: [{ quantity: 1 }] }, 400, 'Invalid item data'],
    [{ addedItems: [7] }, 400, 'Invalid item data'],
    [{ selectedCustomer: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, 404, 'Customer not found'],
    [{ selectedWarehouse: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, 404, 'Warehouse not found'],
    [{ addedItems: [{ item_id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', quantity: 1 }] }, 404, 'Failed to load item'],
  ])('refuses %j with %i "%s" and takes no number', async (overrides, status, message) => {
    const res = await c.post(s.salesOrderAdd.path, order(overrides));
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('refuses an item without stock in the chosen warehouse (422 Item not found in stock) and the same item twice', async () => {
    const none = await c.post(s.salesOrderAdd.path, order({ addedItems: [{ item_id: unstocked, quantity: 1 }] }));
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('Item not found in stock');
    const twice = await c.post(
      s.salesOrderAdd.path,
      order({
        addedItems: [
          { item_id: widget, quantity: 1 },
          { item_id: widget, quantity: 2 },
        ],
      }),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Duplicate items not allowed');
    // refusals took no number
    expect(await create()).toBe(2);
  });
});

describe('the list and the detail', () => {
  beforeAll(async () => {
    for (let i = 0; i < 8; i++) await create({ selectedCustomer: i % 2 ? bob : alice }); // SO-00003 … SO-00010
  });
  const ids = (res: { body: { sales_order_id: number }[] }) => res.body.map((o) => o.sales_order_id);

  it('answers newest first, paged through X-Next-Cursor', async () => {
    const first = await c.get(`${s.salesOrderList.path}?limit=4`);
    expectStatus(first, 200);
    expect(ids(first)).toEqual([10, 9, 8, 7]);
    expect(first.body[0]).toMatchObject({ order_number: 'SO-00010', customer_name: 'Bob Wholesale', total_items: 1, total_amount: 6.7 });
    const second = await c.get(`${s.salesOrderList.path}?limit=50&cursor=${encodeURIComponent(first.headers.get('x-next-cursor')!)}`);
    expect(ids(second)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(second.headers.get('x-next-cursor')).toBeNull();
  });

  it.each([
    ['customer', () => `customerId=${bob}`, [10, 8, 6, 4]],
    ['status', () => 'status=Pending&limit=3', [10, 9, 8]],
    ['status none fulfilled', () => 'status=Fulfilled', []],
    ['customer and status', () => `customerId=${bob}&status=Pending&limit=2`, [10, 8]],
    ['order number SO-00004', () => 'orderNumber=SO-00004', [4]],
    ['order number 00004', () => 'orderNumber=00004', [4]],
    ['order number 4', () => 'orderNumber=4', [4]],
    ['order number of another customer', () => `orderNumber=4&customerId=${alice}`, []],
    ['an order number that is none', () => 'orderNumber=SO-99999', []],
    ['today', () => `from=${today()}&to=${today()}&limit=2`, [10, 9]],
    ['a range with no order', () => 'from=2001-01-01&to=2001-12-31', []],
  ])('filters by %s', async (_name, query, expected) => {
    const res = await c.get(`${s.salesOrderList.path}?${query()}`);
    expectStatus(res, 200);
    expect(ids(res)).toEqual(expected);
  });

  it('refuses an unknown status, an unreal date and a reversed range with 400', async () => {
    for (const [query, message] of [
      ['status=Lost', 'Status must be Pending, Partially Fulfilled, Fulfilled, Cancelled or Closed'],
      ['from=2026-02-30', 'Dates must be real dates (yyyy-mm-dd)'],
      ['from=2026-03-10&to=2026-03-01', 'The start date must be on or before the end date'],
    ]) {
      const res = await c.get(`${s.salesOrderList.path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it.each(['0', 'abc', '1.5', '-1', '99999'])('answers 404 Error Sale order for order id %s', async (id) => {
    const res = await c.get(s.salesOrderGet.path.replace('{id}', id));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Error Sale order');
  });

  it('the sales report: orders placed in a date range, with the other filters', async () => {
    const co = await salesCompany(api, 'Report Co');
    const cust = await co.add(r.customerAdd.path, partner('Report Customer'));
    const wh = await co.add(r.warehouseAdd.path, { warehouseName: 'R', warehouseLocation: 'X' });
    const it1 = await co.add(r.productAdd.path, product('R', 'R-1', 1, 2));
    await addStock(co, [{ itemId: it1, warehouseId: wh, quantity: 5 }]);
    const place = (day: string) =>
      addSalesOrder(
        systemAuditContext(co.companyId, 'salesOrderAdd', 'import'),
        { selectedCustomer: cust, selectedWarehouse: wh, discount: 0, addedItems: [{ item_id: it1, quantity: 1, discount: 0 }] },
        new Date(`${day}T10:00:00Z`),
      );
    for (const day of ['2026-03-01', '2026-03-01', '2026-03-03', '2026-03-10']) await place(day);
    const list = async (query: string) =>
      ((await co.get(`${s.salesOrderList.path}?${query}`)).body as { sales_order_id: number }[]).map((o) => o.sales_order_id);
    expect(await list('from=2026-03-01&to=2026-03-31')).toEqual([4, 3, 2, 1]);
    expect(await list('from=2026-03-02&to=2026-03-09')).toEqual([3]);
    expect(await list('to=2026-03-01')).toEqual([2, 1]);
    expect(await list(`from=2026-03-03&customerId=${cust}&status=Pending`)).toEqual([4, 3]);
    // the receivable of each order sits on its order date
    const ledger = await ledgerOf(co.companyId);
    expect(Number(ledger.days.get('2026-03-01')?.receivable)).toBe(400);
    expect(Number(ledger.days.get('2026-03-10')?.receivable)).toBe(200);
  });
});

describe('the fulfilment warehouse', () => {
  let id: number;
  beforeAll(async () => {
    id = await create({ addedItems: [{ item_id: widget, quantity: 1 }] });
  });

  it('is unassigned at first; a save before assigning is refused', async () => {
    const res = await c.get(`${s.salesWarehouseAssigned.path}?saleOrderId=${id}`);
    expectStatus(res, 200);
    expect(res.body).toEqual({ id: null, name: null });
    const save = await fulfil(id, [{ item_id: widget, quantity: 1 }]);
    expect(save.status).toBe(422);
    expect(save.body.message).toBe('Please assign a fulfilment warehouse first');
  });

  it('is assigned once: the same again is 200, another one 409', async () => {
    const first = await assign(id, main);
    expectStatus(first, 200);
    expect(first.body).toEqual({ message: 'Warehouse assigned successfully', id: main, name: 'Main' });
    expectStatus(await assign(id, main), 200);
    const other = await assign(id, annex);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('Another warehouse is already assigned to this order');
    expect((await c.get(`${s.salesWarehouseAssigned.path}?saleOrderId=${id}`)).body).toEqual({ id: main, name: 'Main' });
    expect((await detail(id)).fulfillment_warehouse).toEqual({ id: main, name: 'Main' });
  });

  it.each([
    [() => ({ saleOrderId: 99999, warehouseId: main }), 404, 'Error Sale order'],
    [() => ({ saleOrderId: 'x', warehouseId: main }), 400, 'Error Sale order'],
    [() => ({ saleOrderId: 1, warehouseId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }), 404, 'Warehouse not found'],
    [() => ({ saleOrderId: 1, warehouseId: '' }), 400, 'Please Select a warehouse'],
  ])('refuses %s', async (body, status, message) => {
    const res = await c.post(s.salesWarehouseAssign.path, body());
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });
});

describe('fulfilment', () => {
  let id: number;
  let lots: string[];
  beforeAll(async () => {
    // three lots of Sprocket at three costs (oldest 4.00, then 3.60, then 2.00), from purchase orders
    const sprocket = await c.add(r.productAdd.path, product('Sprocket', 'SPR-1', 4, 9));
    const pos = [];
    for (const discount of [0, 10, 50])
      pos.push(await receiveFromPurchase(c, { supplierId: supplier, warehouseId: main, itemId: sprocket, quantity: 3, discount }));
    lots = pos;
    id = await create({
      addedItems: [
        { item_id: sprocket, quantity: 8 },
        { item_id: gadget, quantity: 5 },
      ],
    });
    expectStatus(await assign(id), 200);
  });
  const sprocketOf = async () => (await orderItems(id))[0];

  it('order-items gives, per line, on hand, what is left and the open lots oldest first with their PO and batch', async () => {
    const items = await orderItems(id);
    expect(items[0]).toMatchObject({
      name: 'Sprocket',
      description: 'Sprocket description',
      ordered_quantity: 8,
      delivered_quantity: 0,
      stock_on_hand: 9,
      to_fulfill: 8,
    });
    expect(items[0].lots.map((l) => [l.purchase_order_number, l.remaining, l.unit_cost])).toEqual([
      [lots[0], 3, 4],
      [lots[1], 3, 3.6],
      [lots[2], 3, 2],
    ]);
    expect(items[1]).toMatchObject({ name: 'Gadget', stock_on_hand: 3, to_fulfill: 5 });
    expect(items[1].lots[0].purchase_order_number).toBeNull();
  });

  it.each([
    [() => [{ item_id: 'x', quantity: 0 }], 400, 'No Items to Fulfill'],
    [() => [], 400, 'No Items to Fulfill'],
    [() => [{ item_id: gadget, quantity: -1 }], 400, 'Fulfil quantities must be whole numbers of 0 or more'],
    [() => [{ item_id: gadget, quantity: 'two' }], 400, 'Fulfil quantities must be whole numbers of 0 or more'],
    [() => [{ item_id: gadget, quantity: 6 }], 422, 'Fulfil quantity for "Gadget" cannot exceed 5.'],
    [() => [{ item_id: gadget, quantity: 4 }], 422, 'Not enough stock in this warehouse'],
    [() => [{ item_id: gadget, quantity: 1, batchNumber: 'LOT-99999' }], 404, 'Lot not found'],
    [() => [{ item_id: widget, quantity: 1 }], 404, 'Failed to find the item'],
  ])('refuses %s with %i "%s" and takes nothing', async (items, status, message) => {
    const res = await fulfil(id, items());
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await itemStock(gadget)).toBe(3);
    expect((await detail(id)).total_delivered_quantity).toBe(0);
  });

  it('takes oldest first across lots: one COGS row per line and lot at each lot cost; a short line keeps the others', async () => {
    const res = await fulfil(id, [
      { item_id: (await sprocketOf()).item_id, quantity: 5 },
      { item_id: gadget, quantity: 0 },
    ]);
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      message: 'Order fulfillment successfully',
      total_delivered_quantity: 5,
      total_ordered_quantity: 13,
      status: 'Partially Fulfilled',
    });
    const rows = (await c.get(`${s.salesReturnables.path}?salesOrderId=${id}`)).body as Array<Record<string, unknown>>;
    expect(
      rows.map((x) => [x.order_number, x.available_quantity, x.supplier_name, x.item_name, x.item_sku, x.sales_order_item_id]),
    ).toEqual([
      [lots[0], 3, 'Acme Supplies', 'Sprocket', 'SPR-1', 1],
      [lots[1], 2, 'Acme Supplies', 'Sprocket', 'SPR-1', 1],
    ]);
    const ship = (await c.get(`${s.salesShipmentList.path}?orderId=${id}`)).body;
    expect(ship).toHaveLength(1);
    expect(ship[0]).toMatchObject({ warehouse_name: 'Main', total_quantity: 5, total_cost: 19.2 }); // 3 × 4 + 2 × 3.6
    expect(ship[0].items[0].lots.map((l: { quantity: number; unit_cost: number }) => [l.quantity, l.unit_cost])).toEqual([
      [3, 4],
      [2, 3.6],
    ]);
    const left = await sprocketOf();
    expect(left).toMatchObject({ stock_on_hand: 4, to_fulfill: 3, delivered_quantity: 5 });
    expect(left.lots.map((l) => l.remaining)).toEqual([1, 3]);
  });

  it('honours a picked lot (then oldest first for the rest); an emptied lot cannot be picked', async () => {
    const before = await sprocketOf();
    const emptied = ((await c.get(`${s.salesReturnables.path}?salesOrderId=${id}`)).body as Array<{ batch_number: string }>)[0]
      .batch_number;
    const refused = await fulfil(id, [{ item_id: before.item_id, quantity: 1, batchNumber: emptied }]);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('The picked lot has no units left');
    const newest = before.lots[1];
    const res = await fulfil(id, [{ item_id: before.item_id, quantity: 2, batchNumber: newest.batch_number }]);
    expectStatus(res, 200);
    const after = await sprocketOf();
    expect(after.lots.map((l) => [l.batch_number, l.remaining])).toEqual([
      [before.lots[0].batch_number, 1],
      [newest.batch_number, 1],
    ]);
    const ship = (await c.get(`${s.salesShipmentList.path}?orderId=${id}&limit=1`)).body;
    expect(ship[0].items[0].lots).toEqual([expect.objectContaining({ batch_number: newest.batch_number, quantity: 2, unit_cost: 2 })]);
  });

  it('becoming fully fulfilled lowers to_ship once', async () => {
    const before = await ledgerOf(c.companyId);
    await addStock(c, [{ itemId: gadget, warehouseId: main, quantity: 2 }]);
    const sprocket = await sprocketOf();
    const res = await fulfil(id, [
      { item_id: sprocket.item_id, quantity: 1 },
      { item_id: gadget, quantity: 5 },
    ]);
    expectStatus(res, 200);
    expect(res.body.status).toBe('Fulfilled');
    expect((await ledgerOf(c.companyId)).toShip - before.toShip).toBe(-1);
    const again = await fulfil(id, [{ item_id: gadget, quantity: 1 }]);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Fulfil quantity for "Gadget" cannot exceed 0.');
    const d = await detail(id);
    expect(d).toMatchObject({ status: 'Fulfilled', total_delivered_quantity: 13 });
    expect(
      (await c.get(`${s.salesOrderList.path}?status=Fulfilled`)).body.map((o: { sales_order_id: number }) => o.sales_order_id),
    ).toEqual([id]);
  });
});

describe('returns', () => {
  let id: number;
  let rows: Array<{ cogs_id: string; stock_id: string; available_quantity: number; batch_number: string }>;
  let probe: number;
  const lotRemaining = async (batch: string) => (await orderItems(probe))[0].lots.find((l) => l.batch_number === batch)?.remaining ?? 0;

  beforeAll(async () => {
    // 4 × 3.35 = 13.40 less 10 % = 12.06, less 20 % = 9.648 → 9.65; net unit 3.35 × 0.9 × 0.8 = 2.412 → 2.41
    id = await create({ discount: 20, addedItems: [{ item_id: widget, quantity: 4, discount: 10 }] });
    probe = await create({ addedItems: [{ item_id: widget, quantity: 1 }] });
    expectStatus(await assign(id), 200);
    expectStatus(await fulfil(id, [{ item_id: widget, quantity: 4 }]), 200);
    rows = (await c.get(`${s.salesReturnables.path}?salesOrderId=${id}`)).body;
  });

  it.each([
    [() => ({ items: [] }), 400, 'Please select at least one item to return.'],
    [
      () => ({ items: [{ cogs_id: rows[0].cogs_id, to_return_quantity: 1, return_reason: '', return_condition: 'Good' }] }),
      400,
      'Please fill all fields for each selected item.',
    ],
    [
      () => ({ items: [{ cogs_id: rows[0].cogs_id, to_return_quantity: 1, return_reason: 'x', return_condition: 'Lost' }] }),
      400,
      'Condition must be Damaged or Good',
    ],
    [
      () => ({ items: [{ cogs_id: '999', to_return_quantity: 1, return_reason: 'x', return_condition: 'Good' }] }),
      404,
      'Failed to find the returned line',
    ],
    [
      () => ({ items: [{ cogs_id: rows[0].cogs_id, to_return_quantity: 5, return_reason: 'x', return_condition: 'Good' }] }),
      422,
      'Return quantity for "Widget" cannot exceed 4.',
    ],
    [
      () => ({ salesOrderId: 99999, items: [{ cogs_id: '1', to_return_quantity: 1, return_reason: 'x', return_condition: 'Good' }] }),
      404,
      'Error Sale order',
    ],
  ])('refuses %s with %i "%s" and changes nothing', async (body, status, message) => {
    const before = await itemStock(widget);
    const res = await c.post(s.salesReturnItems.path, { salesOrderId: id, ...body() });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await itemStock(widget)).toBe(before);
    expect((await detail(id)).returned_credit).toBe(0);
  });

  it('a Good return goes back into the same lot, a Damaged one does not; the order is credited; Restock lists the Good one', async () => {
    expect(rows).toHaveLength(1);
    const batch = rows[0].batch_number;
    const stockBefore = await itemStock(widget);
    const lotBefore = await lotRemaining(batch);
    const ledgerBefore = await ledgerOf(c.companyId);
    const res = await c.post(s.salesReturnItems.path, {
      salesOrderId: id,
      items: [
        {
          cogs_id: rows[0].cogs_id,
          item_id: widget,
          stock_id: rows[0].stock_id,
          to_return_quantity: 1,
          return_reason: 'Wrong colour',
          return_condition: 'Good',
        },
      ],
    });
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Returns submitted successfully', returned_credit: 2.41, amount_due: 7.24 }); // 9.65 − 2.41
    expect(await itemStock(widget)).toBe(stockBefore + 1);
    expect(await lotRemaining(batch)).toBe(lotBefore + 1);
    const damaged = await c.post(s.salesReturnItems.path, {
      salesOrderId: id,
      items: [{ cogs_id: rows[0].cogs_id, to_return_quantity: 2, return_reason: 'Broken', return_condition: 'Damaged' }],
    });
    expectStatus(damaged, 200);
    // three of four units of a $9.65 line: 7.2375 → 7.24, rounded once (issue 31: 3 × the rounded 2.41 made it 7.23)
    expect(damaged.body.returned_credit).toBe(7.24);
    expect(await itemStock(widget)).toBe(stockBefore + 1);
    expect((await ledgerOf(c.companyId)).receivable - ledgerBefore.receivable).toBe(-724);
    const left = (await c.get(`${s.salesReturnables.path}?salesOrderId=${id}`)).body;
    expect(left).toEqual([expect.objectContaining({ cogs_id: rows[0].cogs_id, available_quantity: 1 })]);
    const over = await c.post(s.salesReturnItems.path, {
      salesOrderId: id,
      items: [{ cogs_id: rows[0].cogs_id, to_return_quantity: 2, return_reason: 'x', return_condition: 'Good' }],
    });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('Return quantity for "Widget" cannot exceed 1.');
    const restock = (await c.get(`${s.salesRestockList.path}?orderId=${id}`)).body;
    expect(restock).toEqual([
      expect.objectContaining({
        item_name: 'Widget',
        batch_number: batch,
        quantity: 1,
        reason: 'Wrong colour',
        credit: 2.41,
        warehouse_name: 'Main',
      }),
    ]);
    const d = await detail(id);
    expect(d.items[0]).toMatchObject({ delivered_quantity: 4, returned_quantity: 3 });
    expect(d.status).toBe('Fulfilled');
    // the last unit: the whole order back credits its total exactly, and the receivable of its day drops by all of it
    const last = await c.post(s.salesReturnItems.path, {
      salesOrderId: id,
      items: [{ cogs_id: rows[0].cogs_id, to_return_quantity: 1, return_reason: 'Broken', return_condition: 'Damaged' }],
    });
    expectStatus(last, 200);
    expect(last.body).toEqual({ message: 'Returns submitted successfully', returned_credit: 9.65, amount_due: 0 });
    expect((await ledgerOf(c.companyId)).receivable - ledgerBefore.receivable).toBe(-965);
  });
});

describe('payments', () => {
  let id: number;
  const pay = (salesOrderId: unknown, paymentAmount: unknown, paymentReference: unknown, paymentMethod: unknown = 'cash') =>
    c.post(s.salesPaymentAdd.path, { salesOrderId, paymentAmount, paymentMethod, paymentReference });
  beforeAll(async () => {
    await addStock(c, [{ itemId: gadget, warehouseId: main, quantity: 5 }]);
    id = await create({ addedItems: [{ item_id: gadget, quantity: 2 }] }); // 39.98
  });

  it('pays part then the rest; a repeat reference records nothing; more than owed is 422; the ledger follows', async () => {
    const before = await ledgerOf(c.companyId);
    const part = await pay(id, 10.5, 'CHQ-1', 'cheque');
    expectStatus(part, 201);
    expect(part.body).toEqual({
      message: 'Payment added successfully',
      recorded: true,
      paid: 10.5,
      amount_due: 29.48,
      payment_status: 'Partially Paid',
    });
    const repeat = await pay(id, 10.5, ' chq-1 ', 'cheque');
    expectStatus(repeat, 200);
    expect(repeat.body).toMatchObject({ message: 'This payment was already recorded', recorded: false, paid: 10.5 });
    // the same reference with another amount or method is another payment: refused, nothing recorded
    for (const [amount, method] of [
      [10, 'cheque'],
      [10.5, 'transfer'],
    ] as const) {
      expect(await pay(id, amount, 'CHQ-1 ', method)).toMatchObject({
        status: 409,
        body: { message: 'This reference is already used for another payment' },
      });
    }
    const over = await pay(id, 29.49, 'TR-1', 'transfer');
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('Payment exceeds the amount due');
    const rest = await pay(id, 29.48, 'TR-2', 'transfer');
    expectStatus(rest, 201);
    expect(rest.body.payment_status).toBe('Paid');
    const list = await c.get(`${s.salesPaymentList.path}?orderId=${id}`);
    expectStatus(list, 200);
    expect(list.body.map((x: { reference_number: string; amount: number }) => [x.reference_number, x.amount])).toEqual([
      ['TR-2', 29.48],
      ['CHQ-1', 10.5],
    ]);
    const after = await ledgerOf(c.companyId);
    expect(after.received - before.received).toBe(3998);
    expect(after.receivable - before.receivable).toBe(-3998);
  });

  it('10 concurrent identical payments record one', async () => {
    const other = await create({ addedItems: [{ item_id: gadget, quantity: 1 }] });
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(other, 1, 'SAME')));
    expect(results.filter((x) => x.status === 201)).toHaveLength(1);
    expect(results.every((x) => x.status === 200 || x.status === 201)).toBe(true);
    expect((await detail(other)).paid).toBe(1);
  });

  it.each([
    [() => ({ salesOrderId: id, paymentAmount: 1, paymentMethod: 'cash' }), 400, 'Please fill the amount, the method and the reference'],
    [
      () => ({ salesOrderId: id, paymentAmount: 0, paymentMethod: 'cash', paymentReference: 'x' }),
      400,
      'The amount must be more than 0 with at most 2 decimals',
    ],
    [
      () => ({ salesOrderId: id, paymentAmount: 1, paymentMethod: 'card', paymentReference: 'x' }),
      400,
      'Method must be cash, cheque or transfer',
    ],
    [() => ({ salesOrderId: 99999, paymentAmount: 1, paymentMethod: 'cash', paymentReference: 'x' }), 404, 'Error Sale order'],
  ])('refuses %s', async (body, status, message) => {
    const res = await c.post(s.salesPaymentAdd.path, body());
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('the order lists answer 404 for an unknown order', async () => {
    for (const path of [s.salesPaymentList.path, s.salesShipmentList.path, s.salesRestockList.path]) {
      const res = await c.get(`${path}?orderId=99999`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Error Sale order');
    }
    for (const path of [
      `${s.salesReturnables.path}?salesOrderId=99999`,
      `${s.salesWarehouseAssigned.path}?saleOrderId=99999`,
      `${s.salesFulfilmentItems.path}?orderId=99999&warehouseId=${main}`,
    ]) {
      expect((await c.get(path)).status).toBe(404);
    }
  });
});
