/**
 * Sales orders under load and over time (INVENTORY.md "Invariants the tests hold"): concurrent fulfilments never take
 * more than is on hand; a save too large for one transaction is applied in steps that a retry completes; after a
 * randomised sequence of sales, fulfilments, returns and payments every maintained figure equals a recomputation
 * from the ledger rows (lots, movements, COGS rows, returns, payments).
 */
import { describe, expect, it } from 'vitest';
import { getSalesOrder, putSalesOrderOp } from '../../functions/inventory/data/sales-orders.ts';
import * as imsKeys from '../../functions/inventory/keys.ts';
import type {
  LotRecord,
  MovementRecord,
  SalesCogsRecord,
  SalesOrderRecord,
  SalesPaymentRecord,
  SalesReturnRecord,
} from '../../functions/inventory/records.ts';
import { getItem } from '../../functions/lib/dynamo/item.ts';
import { beginsWith, queryAll } from '../../functions/lib/dynamo/query.ts';
import { transact } from '../../functions/lib/dynamo/transact.ts';
import { amountOwedCents, returnCreditsCents } from '../../shared/inventory/rules.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus } from '../support/rent.ts';
import { addStock, ledgerOf, partner, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();

async function setup(name: string) {
  const c = await salesCompany(api, name);
  const customer = await c.add(r.customerAdd.path, partner('Customer'));
  const warehouse = await c.add(r.warehouseAdd.path, { warehouseName: 'Main', warehouseLocation: 'Leeds' });
  return { c, customer, warehouse };
}

async function sell(
  c: SalesCompany,
  customer: string,
  warehouse: string,
  lines: Array<{ item_id: string; quantity: number; discount?: number }>,
  discount = 0,
) {
  const res = await c.post(s.salesOrderAdd.path, { selectedCustomer: customer, selectedWarehouse: warehouse, discount, addedItems: lines });
  expectStatus(res, 201);
  const id = res.body.id as number;
  expectStatus(await c.post(s.salesWarehouseAssign.path, { saleOrderId: id, warehouseId: warehouse }), 200);
  return id;
}

const lotsOf = async (companyId: string, itemId: string) =>
  (await queryAll({
    partition: imsKeys.itemPartition(companyId, itemId),
    sort: beginsWith('LOT#'),
    consistent: true,
  })) as unknown as LotRecord[];

describe('concurrent fulfilments', () => {
  it('20 concurrent fulfilments of 1 unit against 5 on hand: exactly 5 succeed, no lot below 0', async () => {
    const { c, customer, warehouse } = await setup('Oversell Co');
    const item = await c.add(r.productAdd.path, product('Scarce', 'SCA-1', 1, 2));
    // two lots: 3 then 2
    await addStock(c, [{ itemId: item, warehouseId: warehouse, quantity: 3 }]);
    await addStock(c, [{ itemId: item, warehouseId: warehouse, quantity: 2 }]);
    const orders: number[] = [];
    for (let i = 0; i < 20; i++) orders.push(await sell(c, customer, warehouse, [{ item_id: item, quantity: 1 }]));
    const before = await ledgerOf(c.companyId);
    const results = await Promise.all(
      orders.map((orderId) => c.post(s.salesFulfilmentSave.path, { orderId, items: [{ item_id: item, quantity: 1 }] })),
    );
    expect(results.filter((x) => x.status === 200)).toHaveLength(5);
    for (const x of results.filter((y) => y.status !== 200)) expect([409, 422]).toContain(x.status);
    const lots = await lotsOf(c.companyId, item);
    expect(lots.map((l) => l.remaining)).toEqual([0, 0]);
    const stock = (await c.get(r.productGet.path.replace('{id}', item))).body;
    expect(stock.stock).toBe(0);
    expect((await ledgerOf(c.companyId)).toShip - before.toShip).toBe(-5);
    let cogs = 0;
    for (const orderId of orders) cogs += ((await c.get(`${s.salesShipmentList.path}?orderId=${orderId}`)).body as unknown[]).length;
    expect(cogs).toBe(5);
  });
});

describe('concurrent saves on one order and concurrent creations', () => {
  it('10 concurrent saves of 1 unit on an order with 3 left: exactly 3 succeed, the rest 422, nothing over-fulfilled', async () => {
    const { c, customer, warehouse } = await setup('Same Order Co');
    const item = await c.add(r.productAdd.path, product('Plenty', 'PLE-1', 1, 2));
    await addStock(c, [{ itemId: item, warehouseId: warehouse, quantity: 50 }]);
    const orderId = await sell(c, customer, warehouse, [{ item_id: item, quantity: 3 }]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => c.post(s.salesFulfilmentSave.path, { orderId, items: [{ item_id: item, quantity: 1 }] })),
    );
    expect(results.filter((x) => x.status === 200)).toHaveLength(3);
    for (const x of results.filter((y) => y.status !== 200)) expect(x.body.message).toBe('Fulfil quantity for "Plenty" cannot exceed 0.');
    expect((await c.get(s.salesOrderGet.path.replace('{id}', String(orderId)))).body).toMatchObject({
      total_delivered_quantity: 3,
      status: 'Fulfilled',
    });
    expect((await c.get(r.productGet.path.replace('{id}', item))).body.stock).toBe(47);
  });

  it('20 concurrent creations take the numbers 1–20, no gap, no duplicate', async () => {
    const { c, customer, warehouse } = await setup('Numbering Co');
    const item = await c.add(r.productAdd.path, product('Numbered', 'NUM-1', 1, 2));
    await addStock(c, [{ itemId: item, warehouseId: warehouse, quantity: 1 }]);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.post(s.salesOrderAdd.path, {
          selectedCustomer: customer,
          selectedWarehouse: warehouse,
          addedItems: [{ item_id: item, quantity: 1 }],
        }),
      ),
    );
    for (const x of results) expectStatus(x, 201);
    expect(results.map((x) => x.body.id as number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await ledgerOf(c.companyId)).toShip).toBe(20);
  });
});

describe('a save too large for one transaction', () => {
  it('is applied in steps: every line fulfilled, one COGS row per line and lot; a recorded save that stopped is completed by its retry', async () => {
    const { c, customer, warehouse } = await setup('Big Save Co');
    const items: string[] = [];
    for (let i = 0; i < 40; i++) items.push(await c.add(r.productAdd.path, product(`Part ${i}`, `PART-${i}`, 1 + i / 100, 3)));
    // two lots of 2 per item: a line of 3 takes from both (7 transaction items a line: 280 for the order)
    await addStock(
      c,
      items.map((itemId) => ({ itemId, warehouseId: warehouse, quantity: 2 })),
    );
    await addStock(
      c,
      items.map((itemId) => ({ itemId, warehouseId: warehouse, quantity: 2 })),
    );
    const big = await sell(
      c,
      customer,
      warehouse,
      items.map((item_id) => ({ item_id, quantity: 3 })),
    );
    const before = await ledgerOf(c.companyId);
    const res = await c.post(s.salesFulfilmentSave.path, { orderId: big, items: items.map((item_id) => ({ item_id, quantity: 3 })) });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ total_delivered_quantity: 120, status: 'Fulfilled' });
    const shipments = (await c.get(`${s.salesShipmentList.path}?orderId=${big}`)).body as Array<{
      total_quantity: number;
      items: Array<{ lots: unknown[] }>;
    }>;
    expect(shipments.length).toBeGreaterThan(1);
    expect(shipments.reduce((n, x) => n + x.total_quantity, 0)).toBe(120);
    expect(shipments.flatMap((x) => x.items.flatMap((i) => i.lots))).toHaveLength(80);
    expect((await c.get(`${s.salesReturnables.path}?salesOrderId=${big}`)).body).toHaveLength(80);
    expect((await ledgerOf(c.companyId)).toShip - before.toShip).toBe(-1);
    const order = (await getSalesOrder(c.companyId, big))!;
    expect(order.pendingFulfilment).toBeUndefined();

    // a save recorded on the order whose steps never ran (the function stopped): the retry of the request completes it
    const next = await sell(
      c,
      customer,
      warehouse,
      items.map((item_id) => ({ item_id, quantity: 1 })),
    );
    const read = (await getSalesOrder(c.companyId, next))!;
    const pending: SalesOrderRecord = {
      ...read,
      pendingFulfilment: {
        saveId: 'STOPPED',
        createdAt: new Date().toISOString(),
        lines: read.lines.map((l) => ({ lineId: l.lineId, quantity: 1 })),
        applied: [],
      },
      version: read.version + 1,
    };
    await transact([putSalesOrderOp(pending, read.version)]);
    const retry = await c.post(s.salesFulfilmentSave.path, { orderId: next, items: items.map((item_id) => ({ item_id, quantity: 1 })) });
    expectStatus(retry, 200);
    expect(retry.body).toMatchObject({ total_delivered_quantity: 40, status: 'Fulfilled' });
    expect((await getSalesOrder(c.companyId, next))!.pendingFulfilment).toBeUndefined();
    // a second retry does not take the stock twice
    const again = await c.post(s.salesFulfilmentSave.path, { orderId: next, items: items.map((item_id) => ({ item_id, quantity: 1 })) });
    expect(again.status).toBe(422);
    for (const item of items.slice(0, 3)) expect((await c.get(r.productGet.path.replace('{id}', item))).body.stock).toBe(0);
  });
});

describe('after a randomised sequence of sales, fulfilments, returns and payments', () => {
  it('every maintained figure equals a recomputation from the ledger rows', async () => {
    const { c, customer, warehouse } = await setup('Random Co');
    let seed = 20261123;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * n); // the high bits: an LCG's low bits repeat with a short period
    };
    const items = [
      await c.add(r.productAdd.path, product('Alpha', 'ALP-1', 1.11, 2.37)),
      await c.add(r.productAdd.path, product('Beta', 'BET-1', 4.5, 7.99)),
      await c.add(r.productAdd.path, product('Gamma', 'GAM-1', 0.33, 1.05)),
    ];
    for (const itemId of items) await addStock(c, [{ itemId, warehouseId: warehouse, quantity: 6 }]);
    const orders: number[] = [];
    const done = { sell: 0, fulfil: 0, ret: 0, pay: 0 };
    for (let step = 0; step < 70; step++) {
      const kind = orders.length === 0 ? 0 : random(6);
      if (kind === 0) {
        const picked = items.filter(() => random(2) === 0);
        const lines = (picked.length ? picked : [items[0]]).map((item_id) => ({
          item_id,
          quantity: 1 + random(5),
          discount: random(3) * 2.5,
        }));
        const res = await c.post(s.salesOrderAdd.path, {
          selectedCustomer: customer,
          selectedWarehouse: warehouse,
          discount: random(4) * 5,
          addedItems: lines,
        });
        // an item sold out in the warehouse cannot be sold (Item not found in stock)
        expect([201, 422], res.text).toContain(res.status);
        if (res.status !== 201) continue;
        orders.push(res.body.id as number);
        expectStatus(await c.post(s.salesWarehouseAssign.path, { saleOrderId: res.body.id, warehouseId: warehouse }), 200);
        done.sell++;
      } else if (kind === 1) {
        const itemId = items[random(3)];
        await addStock(c, [{ itemId, warehouseId: warehouse, quantity: 1 + random(4) }]);
      } else if (kind === 2 || kind === 3) {
        const orderId = orders[random(orders.length)];
        const rows = (await c.get(`${s.salesFulfilmentItems.path}?orderId=${orderId}&warehouseId=${warehouse}`)).body as Array<{
          item_id: string;
          to_fulfill: number;
          lots: Array<{ batch_number: string }>;
        }>;
        const body = rows.map((row) => ({
          item_id: row.item_id,
          quantity: random(Math.max(1, row.to_fulfill) + 1),
          ...(row.lots.length > 1 && random(2) ? { batchNumber: row.lots[random(row.lots.length)].batch_number } : {}),
        }));
        const res = await c.post(s.salesFulfilmentSave.path, { orderId, items: body });
        expect([200, 400, 422], res.text).toContain(res.status);
        if (res.status === 200) done.fulfil++;
      } else if (kind === 4) {
        const orderId = orders[random(orders.length)];
        const rows = (await c.get(`${s.salesReturnables.path}?salesOrderId=${orderId}`)).body as Array<{
          cogs_id: string;
          available_quantity: number;
        }>;
        if (!rows.length) continue;
        const row = rows[random(rows.length)];
        const res = await c.post(s.salesReturnItems.path, {
          salesOrderId: orderId,
          items: [
            {
              cogs_id: row.cogs_id,
              to_return_quantity: 1 + random(row.available_quantity + 1),
              return_reason: 'r',
              return_condition: random(2) ? 'Good' : 'Damaged',
            },
          ],
        });
        expect([200, 422], res.text).toContain(res.status);
        if (res.status === 200) done.ret++;
      } else {
        const orderId = orders[random(orders.length)];
        const res = await c.post(s.salesPaymentAdd.path, {
          salesOrderId: orderId,
          paymentAmount: (1 + random(2500)) / 100,
          paymentMethod: 'cash',
          paymentReference: `R-${step}`,
        });
        expect([201, 422], res.text).toContain(res.status);
        if (res.status === 201) done.pay++;
      }
    }
    expect(done.sell).toBeGreaterThan(3);
    expect(done.fulfil).toBeGreaterThan(3);
    expect(done.ret).toBeGreaterThan(1);
    expect(done.pay).toBeGreaterThan(1);

    // recompute every figure from the ledger rows
    const cid = c.companyId;
    let receivable = 0;
    let received = 0;
    let toShip = 0;
    const receivableByDay = new Map<string, number>();
    const takenFromLot = new Map<number, number>();
    const backIntoLot = new Map<number, number>();
    for (const orderId of orders) {
      const order = (await getSalesOrder(cid, orderId))!;
      const part = imsKeys.salesOrderPartition(cid, orderId);
      const cogs = (await queryAll({ partition: part, sort: beginsWith('COGS#'), consistent: true })) as unknown as SalesCogsRecord[];
      const pays = (await queryAll({ partition: part, sort: beginsWith('PAY#'), consistent: true })) as unknown as SalesPaymentRecord[];
      const rets = (await queryAll({ partition: part, sort: beginsWith('RET#'), consistent: true })) as unknown as SalesReturnRecord[];
      for (const line of order.lines) {
        expect(line.deliveredQuantity).toBe(cogs.filter((x) => x.lineId === line.lineId).reduce((n, x) => n + x.quantity, 0));
        expect(line.returnedQuantity).toBe(rets.filter((x) => x.lineId === line.lineId).reduce((n, x) => n + x.quantity, 0));
        expect(line.deliveredQuantity).toBeLessThanOrEqual(line.quantity);
      }
      for (const x of cogs) {
        expect(x.returnedQuantity).toBe(rets.filter((y) => y.cogsSeq === x.cogsSeq).reduce((n, y) => n + y.quantity, 0));
        takenFromLot.set(x.lotSeq, (takenFromLot.get(x.lotSeq) ?? 0) + x.quantity);
      }
      // each line's returns credit its returned units × the exact net unit price, rounded once
      const nothingReturned = { ...order, lines: order.lines.map((l) => ({ ...l, returnedQuantity: 0 })) };
      for (const line of order.lines) {
        const credited = rets.filter((x) => x.lineId === line.lineId).reduce((n, x) => n + x.creditCents, 0);
        expect(credited).toBe(returnCreditsCents(nothingReturned, [{ lineId: line.lineId, quantity: line.returnedQuantity }])[0]);
      }
      for (const x of rets) {
        if (x.condition === 'Good') backIntoLot.set(x.lotSeq, (backIntoLot.get(x.lotSeq) ?? 0) + x.quantity);
      }
      expect(order.deliveredQuantity).toBe(cogs.reduce((n, x) => n + x.quantity, 0));
      expect(order.orderedQuantity).toBe(order.lines.reduce((n, l) => n + l.quantity, 0));
      expect(order.paidCents).toBe(pays.reduce((n, x) => n + x.amountCents, 0));
      expect(order.returnedCents).toBe(rets.reduce((n, x) => n + x.creditCents, 0));
      expect(order.subtotalCents).toBe(order.lines.reduce((n, l) => n + l.totalCents, 0));
      const owed = amountOwedCents(order.totalCents, order.returnedCents, order.paidCents);
      receivable += owed;
      receivableByDay.set(order.orderDate, (receivableByDay.get(order.orderDate) ?? 0) + owed);
      received += order.paidCents;
      if (order.deliveredQuantity < order.orderedQuantity) toShip++;
      const summary = (await c.get(s.salesOrderGet.path.replace('{id}', String(orderId)))).body;
      expect(Math.round(summary.amount_due * 100)).toBe(owed);
    }
    const ledger = await ledgerOf(cid);
    expect(ledger.receivable).toBe(receivable);
    expect(ledger.received).toBe(received);
    expect(ledger.toShip).toBe(toShip);
    for (const [day, cents] of receivableByDay) expect(Number(ledger.days.get(day)?.receivable ?? 0)).toBe(cents);

    for (const itemId of items) {
      const lots = await lotsOf(cid, itemId);
      for (const lot of lots) {
        expect(lot.remaining).toBeGreaterThanOrEqual(0);
        expect(lot.remaining).toBe(lot.quantity - (takenFromLot.get(lot.seq) ?? 0) + (backIntoLot.get(lot.seq) ?? 0));
      }
      const moves = (await queryAll({
        partition: imsKeys.itemPartition(cid, itemId),
        sort: beginsWith('MOV#'),
        consistent: true,
      })) as unknown as MovementRecord[];
      const onHand = lots.reduce((n, l) => n + l.remaining, 0);
      expect(moves.reduce((n, m) => n + m.quantityChange, 0)).toBe(onHand);
      const item = await getItem(imsKeys.item(cid, itemId), { consistent: true });
      expect(item?.stock).toBe(onHand);
      const ws = await getItem(imsKeys.warehouseStock(cid, itemId, warehouse), { consistent: true });
      expect(ws?.quantity).toBe(onHand);
    }
  });
});
