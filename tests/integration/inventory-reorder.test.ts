/**
 * Reorder rules and the projected quantity (AUTOMATION.md "Replenishment"): the rule calls and their bad input; the
 * below-min index, its per-warehouse counts and `belowMinSince` follow receipts, fulfilments, returns, adjustments,
 * cancels, closes and edits in the same transactions; after a randomised sequence of all of them every pair's on
 * hand, on order, committed and below-min state equals a recomputation from the lots and the orders.
 */
import { describe, expect, it } from 'vitest';
import { belowMinSince, countBelowMin, listBelowMin, type BelowMinRow } from '../../functions/inventory/data/reorder.ts';
import * as imsKeys from '../../functions/inventory/keys.ts';
import {
  purchaseOrderFromItem,
  salesOrderFromItem,
  warehouseStockFromItem,
  type LotRecord,
  type WarehouseStockRecord,
} from '../../functions/inventory/records.ts';
import { companyPk } from '../../functions/lib/dynamo/company.ts';
import { beginsWith, queryAll } from '../../functions/lib/dynamo/query.ts';
import { purchaseRoutes as p } from '../../shared/inventory/purchase-routes.ts';
import { REORDER_MESSAGES, type ReorderRuleView } from '../../shared/inventory/replenishment.ts';
import * as M from '../../shared/inventory/messages.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus } from '../support/rent.ts';
import { addStock, partner, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();

async function setup(name: string, warehouses = 1) {
  const c = await salesCompany(api, name);
  const supplier = await c.add(r.supplierAdd.path, partner('Acme Supplies'));
  const customer = await c.add(r.customerAdd.path, partner('Customer'));
  const whs: string[] = [];
  for (let i = 0; i < warehouses; i++)
    whs.push(await c.add(r.warehouseAdd.path, { warehouseName: `Depot ${i + 1}`, warehouseLocation: 'Leeds' }));
  return { c, supplier, customer, warehouses: whs, warehouse: whs[0] };
}

const setRule = (c: SalesCompany, body: Record<string, unknown>) => c.post(r.reorderRuleSet.path, body);
const rulesOf = async (c: SalesCompany, itemId: string): Promise<ReorderRuleView[]> => {
  const res = await c.get(`${r.reorderRuleList.path}?itemId=${itemId}`);
  expectStatus(res, 200);
  return res.body;
};
const pairOf = async (c: SalesCompany, itemId: string, warehouseId: string) =>
  (await rulesOf(c, itemId)).find((v) => v.warehouseId === warehouseId)!;
const belowMinKeys = async (companyId: string) => {
  const rows: BelowMinRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await listBelowMin(companyId, { limit: 3, cursor });
    rows.push(...page.rows);
    cursor = page.nextCursor;
  } while (cursor);
  return rows.map((row) => `${row.itemId}@${row.warehouseId}`);
};

describe('reorder rules', () => {
  it('sets, replaces and lists a rule with the pair figures; the audit entry files under the item', async () => {
    const { c, supplier, warehouse } = await setup('Rule Co');
    const item = await c.add(r.productAdd.path, product('Bolt', 'BOLT-1', 1, 2));
    // a pair with no stock yet gets its row: on hand 0, below a min of 5
    const res = await setRule(c, { itemId: item, warehouseId: warehouse, supplierId: supplier, min: 5, max: 20, multiple: 6 });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      message: REORDER_MESSAGES.saved,
      onHand: 0,
      onOrder: 0,
      committed: 0,
      projected: 0,
      belowMin: true,
      suggestedQuantity: 24,
      rule: { min: 5, max: 20, multiple: 6, supplierId: supplier, supplierName: 'Acme Supplies', leadTimeDays: 0 },
    });
    expect(await countBelowMin(c.companyId)).toBe(1);
    const view = await pairOf(c, item, warehouse);
    expect(view).toMatchObject({ warehouseName: 'Depot 1', belowMin: true, suggestedQuantity: 24 });
    expect(view.belowMinSince).toMatch(/^\d{4}-\d\d-\d\dT/);

    // replaced: a min of 0 is not crossed by 0 on hand
    expectStatus(await setRule(c, { itemId: item, warehouseId: warehouse, supplierId: supplier, min: 0, max: 10, leadTimeDays: 3 }), 200);
    expect(await pairOf(c, item, warehouse)).toMatchObject({
      belowMin: false,
      belowMinSince: null,
      rule: { min: 0, max: 10, multiple: 1, leadTimeDays: 3 },
    });
    expect(await countBelowMin(c.companyId)).toBe(0);
    expect(await belowMinKeys(c.companyId)).toEqual([]);

    const history = await c.get(`/api/audit/record?kind=item&id=${item}`);
    expectStatus(history, 200);
    const entries = history.body.filter((e: { action: string }) => e.action === 'reorderRuleSet');
    expect(entries).toHaveLength(2);
    expect(entries[0].record_label).toBe('Bolt · BOLT-1 · Depot 1');
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'min', before: 5, after: 0 },
        { field: 'lead_time_days', before: 0, after: 3 },
      ]),
    );
    // the same rule again changes nothing and writes no entry
    expectStatus(await setRule(c, { itemId: item, warehouseId: warehouse, supplierId: supplier, min: 0, max: 10, leadTimeDays: 3 }), 200);
    const again = await c.get(`/api/audit/record?kind=item&id=${item}`);
    expect(again.body.filter((e: { action: string }) => e.action === 'reorderRuleSet')).toHaveLength(2);
  });

  it('bad input: 400 with a message; another company’s item, warehouse or supplier: 404; never a 500', async () => {
    const { c, supplier, warehouse } = await setup('Strict Co');
    const other = await setup('Other Co');
    const item = await c.add(r.productAdd.path, product('Nut', 'NUT-1', 1, 2));
    const otherItem = await other.c.add(r.productAdd.path, product('Nut', 'NUT-1', 1, 2));
    const ok = { itemId: item, warehouseId: warehouse, supplierId: supplier, min: 5, max: 20 };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...ok, min: 21 }, 400, REORDER_MESSAGES.maxBelowMin],
      [{ ...ok, min: -1 }, 400, REORDER_MESSAGES.min],
      [{ ...ok, max: -3, min: 0 }, 400, REORDER_MESSAGES.max],
      [{ ...ok, multiple: 0 }, 400, REORDER_MESSAGES.multiple],
      [{ ...ok, leadTimeDays: -2 }, 400, REORDER_MESSAGES.leadTime],
      [{ ...ok, supplierId: other.supplier }, 404, M.supplierNotFound],
      [{ ...ok, warehouseId: other.warehouse }, 404, M.warehouseNotFound],
      [{ ...ok, itemId: otherItem }, 404, M.productNotFound],
      [{ ...ok, supplierId: 'not-an-id' }, 404, M.supplierNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await setRule(c, body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect((await c.get(`${r.reorderRuleList.path}?itemId=${otherItem}`)).status).toBe(404);
    expect((await c.get(r.reorderRuleList.path)).status).toBe(400);
    // nothing was written: no row, no count
    expect(await rulesOf(c, item)).toEqual([]);
    expect(await countBelowMin(c.companyId)).toBe(0);
  });

  it('a warehouse, an item or a supplier with a rule cannot be deleted (409), so the list never names one that is gone', async () => {
    const { c, supplier, warehouse } = await setup('Keep Co');
    const item = await c.add(r.productAdd.path, product('Pin', 'PIN-1', 1, 2));
    expectStatus(await setRule(c, { itemId: item, warehouseId: warehouse, supplierId: supplier, min: 1, max: 2 }), 200);
    const res = await api.call('DELETE', `${r.warehouseDelete.path}?id=${warehouse}`, { token: c.token });
    expect([res.status, res.body.message]).toEqual([409, M.warehouseInUse]);
    const gone = await api.call('DELETE', `${r.productDelete.path}?id=${item}`, { token: c.token });
    expect([gone.status, gone.body.message]).toEqual([409, M.itemHasHistory]);
    const supplierGone = await api.call('DELETE', `${r.supplierDelete.path}?id=${supplier}`, { token: c.token });
    expect([supplierGone.status, supplierGone.body.message]).toEqual([409, M.supplierHasRules]);
    // the rule moves to another supplier: the first one is free to go, the second one is now held
    const second = await c.add(r.supplierAdd.path, partner('Second Supplies'));
    expectStatus(await setRule(c, { itemId: item, warehouseId: warehouse, supplierId: second, min: 1, max: 2 }), 200);
    expectStatus(await api.call('DELETE', `${r.supplierDelete.path}?id=${supplier}`, { token: c.token }), 200);
    expect((await api.call('DELETE', `${r.supplierDelete.path}?id=${second}`, { token: c.token })).status).toBe(409);
  });
});

describe('the below-min index follows every change of on hand, on order and committed', () => {
  it('adjustments, sales, assignment, fulfilment, returns, purchases, receipts, cancels and closes', async () => {
    const { c, supplier, customer, warehouses } = await setup('Follow Co', 2);
    const [w1, w2] = warehouses;
    const item = await c.add(r.productAdd.path, product('Gear', 'GEAR-1', 1, 2));
    expectStatus(await setRule(c, { itemId: item, warehouseId: w1, supplierId: supplier, min: 5, max: 20 }), 200);
    const state = async () => {
      const v = await pairOf(c, item, w1);
      return { onHand: v.onHand, onOrder: v.onOrder, committed: v.committed, below: v.belowMin, count: await countBelowMin(c.companyId) };
    };
    expect(await state()).toEqual({ onHand: 0, onOrder: 0, committed: 0, below: true, count: 1 });

    await addStock(c, [{ itemId: item, warehouseId: w1, quantity: 10 }]);
    expect(await state()).toEqual({ onHand: 10, onOrder: 0, committed: 0, below: false, count: 0 });
    const since0 = new Date().toISOString();

    // a sale commits 7 in its warehouse: 3 projected, below
    const so = await c.post(s.salesOrderAdd.path, {
      selectedCustomer: customer,
      selectedWarehouse: w1,
      addedItems: [{ item_id: item, quantity: 7 }],
    });
    expectStatus(so, 201);
    expect(await state()).toEqual({ onHand: 10, onOrder: 0, committed: 7, below: true, count: 1 });
    expect((await belowMinSince(c.companyId, since0)).map((row) => row.itemId)).toEqual([item]);

    // a purchase of 10 puts it above again
    const po = await c.post(p.purchaseOrderAdd.path, {
      supplierId: supplier,
      warehouseId: w1,
      totalDiscount: 0,
      orderItems: [{ item_id: item, quantity: 10 }],
    });
    expectStatus(po, 201);
    expect(await state()).toEqual({ onHand: 10, onOrder: 10, committed: 7, below: false, count: 0 });
    // receiving 4 moves on order into on hand: the projection does not move
    expectStatus(
      await c.post(p.purchaseReceiveItem.path, { purchaseOrderId: po.body.id, item: { purchase_order_item_id: 1, to_receive: 4 } }),
      200,
    );
    expect(await state()).toEqual({ onHand: 14, onOrder: 6, committed: 7, below: false, count: 0 });
    // closing the order: the 6 not received will not come; 14 − 7 = 7 stays above 5
    expectStatus(await c.post(p.purchaseOrderClose.path, { purchaseOrderId: po.body.id, reason: 'Short shipped' }), 200);
    expect(await state()).toEqual({ onHand: 14, onOrder: 0, committed: 7, below: false, count: 0 });
    // returning 3 to the supplier: 11 − 7 = 4, below
    const returned = await c.post(p.purchaseReturnItems.path, {
      purchaseOrderId: po.body.id,
      items: [{ purchase_order_item_id: 1, to_return_quantity: 3, return_reason: 'Dented', return_condition: 'Damaged' }],
    });
    expectStatus(returned, 200);
    expect(await state()).toEqual({ onHand: 11, onOrder: 0, committed: 7, below: true, count: 1 });

    // the fulfilment warehouse is another one: committed moves there
    expectStatus(await c.post(s.salesWarehouseAssign.path, { saleOrderId: so.body.id, warehouseId: w2 }), 200);
    expect(await state()).toEqual({ onHand: 11, onOrder: 0, committed: 0, below: false, count: 0 });
    expect((await pairOf(c, item, w2)).committed).toBe(7);
    // the row the order made there is not stock: the item's stock per warehouse lists only where it was stocked
    const detail = (await c.get(r.productGet.path.replace('{id}', item))).body;
    expect(detail.warehouses.map((w: { id: string }) => w.id)).toEqual([w1]);
    await addStock(c, [{ itemId: item, warehouseId: w2, quantity: 5 }]);
    // fulfilling 5 from there: no longer committed
    expectStatus(await c.post(s.salesFulfilmentSave.path, { orderId: so.body.id, items: [{ item_id: item, quantity: 5 }] }), 200);
    expect(await pairOf(c, item, w2)).toMatchObject({ onHand: 0, committed: 2, projected: -2 });
    // a Good return goes back on hand
    const returnables = await c.get(`${s.salesReturnables.path}?salesOrderId=${so.body.id}`);
    const back = await c.post(s.salesReturnItems.path, {
      salesOrderId: so.body.id,
      items: [{ cogs_id: returnables.body[0].cogs_id, to_return_quantity: 2, return_reason: 'Unwanted', return_condition: 'Good' }],
    });
    expectStatus(back, 200);
    expect(await pairOf(c, item, w2)).toMatchObject({ onHand: 2, committed: 2, projected: 0 });
    // closing the sale: the 2 not shipped are no longer committed
    expectStatus(await c.post(s.salesOrderClose.path, { salesOrderId: so.body.id, reason: 'Customer took less' }), 200);
    expect(await pairOf(c, item, w2)).toMatchObject({ onHand: 2, committed: 0, projected: 2 });

    // an adjustment down to 4 in w1: below again; a cancelled purchase leaves nothing on order
    expectStatus(await c.post(r.stockAdjust.path, { itemId: item, warehouseId: w1, quantityChange: -7, reason: 'Counted' }), 200);
    expect(await state()).toEqual({ onHand: 4, onOrder: 0, committed: 0, below: true, count: 1 });
    const po2 = await c.post(p.purchaseOrderAdd.path, {
      supplierId: supplier,
      warehouseId: w1,
      totalDiscount: 0,
      orderItems: [{ item_id: item, quantity: 16 }],
    });
    expect(await state()).toEqual({ onHand: 4, onOrder: 16, committed: 0, below: false, count: 0 });
    expectStatus(await c.post(p.purchaseOrderCancel.path, { purchaseOrderId: po2.body.id, reason: 'Wrong supplier' }), 200);
    expect(await state()).toEqual({ onHand: 4, onOrder: 0, committed: 0, below: true, count: 1 });
    expect(await belowMinKeys(c.companyId)).toEqual([`${item}@${w1}`]);
    await expectRecomputed(c, [item], warehouses);
  });
});

describe('concurrent orders of one item', () => {
  it('12 concurrent sales orders all succeed; committed counts each once and the pair crosses min once', async () => {
    const { c, supplier, customer, warehouse } = await setup('Rush Co');
    const item = await c.add(r.productAdd.path, product('Fuse', 'FUSE-1', 1, 2));
    await addStock(c, [{ itemId: item, warehouseId: warehouse, quantity: 20 }]);
    expectStatus(await setRule(c, { itemId: item, warehouseId: warehouse, supplierId: supplier, min: 10, max: 30 }), 200);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        c.post(s.salesOrderAdd.path, {
          selectedCustomer: customer,
          selectedWarehouse: warehouse,
          addedItems: [{ item_id: item, quantity: 1 }],
        }),
      ),
    );
    for (const res of results) expectStatus(res, 201);
    expect(await pairOf(c, item, warehouse)).toMatchObject({
      onHand: 20,
      committed: 12,
      projected: 8,
      belowMin: true,
      suggestedQuantity: 22,
    });
    expect(await countBelowMin(c.companyId)).toBe(1);
    await expectRecomputed(c, [item], [warehouse]);
  });
});

// ───────────────────────────── the randomised sequence ─────────────────────────────

/** Every pair's figures recomputed from the lots and the orders, against the rows, the index and the counts. */
async function expectRecomputed(c: SalesCompany, items: readonly string[], warehouses: readonly string[]) {
  const cid = c.companyId;
  const key = (itemId: string, warehouseId: string) => `${itemId}@${warehouseId}`;
  const onHand = new Map<string, number>();
  const onOrder = new Map<string, number>();
  const committed = new Map<string, number>();
  const bump = (m: Map<string, number>, k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n);
  const rows = new Map<string, WarehouseStockRecord>();
  for (const itemId of items) {
    const lots = (await queryAll({
      partition: imsKeys.itemPartition(cid, itemId),
      sort: beginsWith('LOT#'),
      consistent: true,
    })) as unknown as LotRecord[];
    for (const lot of lots) bump(onHand, key(itemId, lot.warehouseId), lot.remaining);
    const stock = await queryAll({ partition: imsKeys.itemPartition(cid, itemId), sort: beginsWith('WHSTOCK#'), consistent: true });
    for (const row of stock.map(warehouseStockFromItem)) rows.set(key(itemId, row.warehouseId), row);
  }
  const pos = (await queryAll({ partition: companyPk(cid), sort: beginsWith('PO#'), consistent: true })).map(purchaseOrderFromItem);
  for (const o of pos)
    if (!o.closedAs) for (const l of o.lines) bump(onOrder, key(l.itemId, o.warehouseId), l.quantity - l.receivedQuantity);
  const sos = (await queryAll({ partition: companyPk(cid), sort: beginsWith('SO#'), consistent: true })).map(salesOrderFromItem);
  for (const o of sos)
    if (!o.closedAs)
      for (const l of o.lines) bump(committed, key(l.itemId, o.fulfilWarehouseId ?? o.warehouseId), l.quantity - l.deliveredQuantity);

  const expectedBelow: string[] = [];
  const perWarehouse = new Map<string, number>();
  for (const itemId of items)
    for (const warehouseId of warehouses) {
      const k = key(itemId, warehouseId);
      const row = rows.get(k);
      const figures = { onHand: onHand.get(k) ?? 0, onOrder: onOrder.get(k) ?? 0, committed: committed.get(k) ?? 0 };
      const projected = figures.onHand + figures.onOrder - figures.committed;
      expect({
        k,
        onHand: row?.quantity ?? 0,
        onOrder: row?.onOrder ?? 0,
        committed: row?.committed ?? 0,
        projected: row?.projected ?? 0,
      }).toEqual({
        k,
        ...figures,
        projected,
      });
      const below = !!row?.rule && projected < row.rule.min;
      // belowMinSince exactly while below (the index itself is read through listBelowMin below)
      expect({ k, since: typeof row?.belowMinSince === 'string' }).toEqual({ k, since: below });
      if (below) {
        expectedBelow.push(k);
        bump(perWarehouse, warehouseId, 1);
      }
    }
  expect((await belowMinKeys(cid)).sort()).toEqual(expectedBelow.sort());
  expect(await countBelowMin(cid)).toBe(expectedBelow.length);
  const whRows = await queryAll({ partition: companyPk(cid), sort: beginsWith('WH#'), consistent: true });
  for (const w of whRows)
    expect({ w: w.sk, belowMin: Number(w.belowMin ?? 0) }).toEqual({ w: w.sk, belowMin: perWarehouse.get(String(w.sk).slice(3)) ?? 0 });
}

describe('randomised sequence vs recomputation', () => {
  it('after receipts, fulfilments, returns, adjustments, edits, cancels and closes the index equals a recomputation', async () => {
    const { c, supplier, customer, warehouses } = await setup('Random Co', 2);
    const items: string[] = [];
    for (let i = 0; i < 3; i++) items.push(await c.add(r.productAdd.path, product(`Part ${i}`, `PART-${i}`, 1 + i, 3 + i)));
    let seed = Number(process.env.REORDER_SEED ?? 20261126);
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * n);
    };
    const pick = <T>(list: readonly T[]) => list[random(list.length)];
    for (const itemId of items)
      for (const warehouseId of warehouses) {
        const min = random(8);
        expectStatus(
          await setRule(c, { itemId, warehouseId, supplierId: supplier, min, max: min + random(10), multiple: 1 + random(3) }),
          200,
        );
      }
    const purchases: number[] = [];
    const sales: number[] = [];
    const statuses: number[] = [];
    const call = async (res: Promise<{ status: number; text: string }>) => {
      const done = await res;
      // refusals are fine (an order already received, not enough stock…), a 500 never
      expect(done.status, done.text).toBeLessThan(500);
      statuses.push(done.status);
      return done as Awaited<typeof res> & { body: any };
    };
    /** Per route, how many calls succeeded: the sequence must do real work of every kind, not only refusals. */
    const succeeded = new Map<string, number>();
    const send = async (path: string, body: unknown) => {
      const res = await c.post(path, body);
      if (res.status < 300) succeeded.set(path, (succeeded.get(path) ?? 0) + 1);
      return res;
    };
    const STEPS = Number(process.env.REORDER_STEPS ?? 120);
    const KINDS = [0, 0, 0, 1, 1, 2, 2, 3, 3, 3, 4, 5, 6, 7, 7, 7, 7, 8, 8, 9, 9, 9, 10, 10, 11, 12, 12];
    const stocked: Array<{ itemId: string; warehouseId: string }> = [];
    for (let step = 0; step < STEPS; step++) {
      // weighted: sales and receipts need stock and orders made before them
      const kind = pick(KINDS);
      const itemId = pick(items);
      const warehouseId = pick(warehouses);
      if (kind === 0) {
        const res = await call(send(r.stockAdd.path, [{ productID: itemId, quantity: 1 + random(8), location: warehouseId }]));
        if (res.status === 201) stocked.push({ itemId, warehouseId });
      } else if (kind === 1) {
        await call(
          send(r.stockAdjust.path, {
            itemId,
            warehouseId,
            quantityChange: random(2) ? -(1 + random(3)) : 1 + random(3),
            reason: 'Count',
          }),
        );
      } else if (kind === 2) {
        const lines = items.filter(() => random(2)).map((id) => ({ item_id: id, quantity: 1 + random(6) }));
        const res = await call(
          send(p.purchaseOrderAdd.path, {
            supplierId: supplier,
            warehouseId,
            totalDiscount: 0,
            orderItems: lines.length ? lines : [{ item_id: itemId, quantity: 3 }],
          }),
        );
        if (res.status === 201) purchases.push(res.body.id);
      } else if (kind === 3 && purchases.length) {
        const id = pick(purchases);
        const order = (await c.get(p.purchaseOrderGet.path.replace('{id}', String(id)))).body;
        const line = order.items.find((l: { to_receive: number }) => l.to_receive > 0);
        if (line)
          await call(
            send(p.purchaseReceiveItem.path, {
              purchaseOrderId: id,
              item: { purchase_order_item_id: line.purchase_order_item_id, to_receive: 1 + random(line.to_receive) },
            }),
          );
      } else if (kind === 4 && purchases.length) {
        const id = pick(purchases);
        const returnable = (await c.get(`${p.purchaseReturnables.path}?purchaseOrderId=${id}`)).body;
        if (Array.isArray(returnable) && returnable.length) {
          const line = pick(returnable as Array<{ purchase_order_item_id: number; available_for_return: number }>);
          await call(
            send(p.purchaseReturnItems.path, {
              purchaseOrderId: id,
              items: [
                {
                  purchase_order_item_id: line.purchase_order_item_id,
                  to_return_quantity: 1 + random(line.available_for_return),
                  return_reason: 'Bad',
                  return_condition: pick(['Good', 'Damaged']),
                },
              ],
            }),
          );
        }
      } else if (kind === 5 && purchases.length) {
        await call(
          send(random(2) ? p.purchaseOrderCancel.path : p.purchaseOrderClose.path, {
            purchaseOrderId: pick(purchases),
            reason: 'Random',
          }),
        );
      } else if (kind === 6 && purchases.length) {
        const id = pick(purchases);
        const order = (await c.get(p.purchaseOrderGet.path.replace('{id}', String(id)))).body;
        await call(
          send(p.purchaseOrderUpdate.path, {
            purchaseOrderId: id,
            version: order.version,
            ...(random(2) ? { warehouseId: pick(warehouses) } : {}),
            orderItems: items.filter(() => random(2)).map((i) => ({ item_id: i, quantity: 1 + random(5) })),
          }),
        );
      } else if (kind === 7) {
        // mostly a pair that was given stock (a sale needs stock in its warehouse)
        const pair = stocked.length && random(4) ? pick(stocked) : { itemId, warehouseId };
        const res = await call(
          send(s.salesOrderAdd.path, {
            selectedCustomer: customer,
            selectedWarehouse: pair.warehouseId,
            addedItems: [{ item_id: pair.itemId, quantity: 1 + random(6) }],
          }),
        );
        if (res.status === 201) sales.push(res.body.id);
      } else if (kind === 8 && sales.length) {
        await call(send(s.salesWarehouseAssign.path, { saleOrderId: pick(sales), warehouseId }));
      } else if ((kind === 9 || kind === 12) && sales.length) {
        const id = pick(sales);
        let assigned: string | null = (await c.get(`${s.salesWarehouseAssigned.path}?saleOrderId=${id}`)).body?.id ?? null;
        if (!assigned) {
          // not assigned yet: its own warehouse (where its stock was when it was sold)
          const own = (await c.get(s.salesOrderGet.path.replace('{id}', String(id)))).body.warehouse_id as string;
          if ((await call(send(s.salesWarehouseAssign.path, { saleOrderId: id, warehouseId: own }))).status === 200) assigned = own;
        }
        if (assigned) {
          const lines = (await c.get(`${s.salesFulfilmentItems.path}?orderId=${id}&warehouseId=${assigned}`)).body;
          if (Array.isArray(lines)) {
            const ready = lines
              .map((l: { item_id: string; to_fulfill: number; stock_on_hand: number }) => ({
                item_id: l.item_id,
                quantity: Math.min(l.to_fulfill, l.stock_on_hand, 1 + random(4)),
              }))
              .filter((l) => l.quantity > 0);
            if (ready.length) await call(send(s.salesFulfilmentSave.path, { orderId: id, items: ready }));
          }
        }
      } else if (kind === 10 && sales.length) {
        const id = pick(sales);
        const returnable = (await c.get(`${s.salesReturnables.path}?salesOrderId=${id}`)).body;
        if (Array.isArray(returnable) && returnable.length) {
          const row = pick(returnable as Array<{ cogs_id: string; available_quantity: number }>);
          await call(
            send(s.salesReturnItems.path, {
              salesOrderId: id,
              items: [
                {
                  cogs_id: row.cogs_id,
                  to_return_quantity: 1 + random(row.available_quantity),
                  return_reason: 'Back',
                  return_condition: pick(['Good', 'Damaged']),
                },
              ],
            }),
          );
        }
      } else if (kind === 11 && sales.length) {
        const id = pick(sales);
        if (random(3) === 0) {
          const order = (await c.get(s.salesOrderGet.path.replace('{id}', String(id)))).body;
          await call(
            send(s.salesOrderUpdate.path, {
              salesOrderId: id,
              version: order.version,
              addedItems: [{ item_id: itemId, quantity: 1 + random(5) }],
            }),
          );
        } else await call(send(random(2) ? s.salesOrderCancel.path : s.salesOrderClose.path, { salesOrderId: id, reason: 'Random' }));
      }
      if (step % 25 === 24) await expectRecomputed(c, items, warehouses);
    }
    await expectRecomputed(c, items, warehouses);
    // the sequence did real work, not only refusals
    expect(statuses.filter((x) => x < 300).length).toBeGreaterThan(STEPS / 3);
    for (const route of [
      r.stockAdd,
      r.stockAdjust,
      p.purchaseOrderAdd,
      p.purchaseReceiveItem,
      s.salesOrderAdd,
      s.salesWarehouseAssign,
      s.salesFulfilmentSave,
    ])
      expect({ route: route.name, done: (succeeded.get(route.path) ?? 0) > 0 }).toEqual({ route: route.name, done: true });
  });
});
