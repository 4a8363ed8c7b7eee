/**
 * Replenishment (AUTOMATION.md "Replenishment"): the list of what is below its reorder point (grouped by supplier and
 * warehouse, the suggested quantity, names, the pair's open draft), the badge's count, drafts made from it and placed
 * (on order takes the items off the list), and the daily low-stock digest: each (item, warehouse) once per crossing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { automationRoutes } from '../../shared/automation/routes.ts';
import { purchaseRoutes } from '../../shared/inventory/purchase-routes.ts';
import { replenishmentRoutes as rp } from '../../shared/inventory/replenishment-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { useTestApi } from '../support/gateway.ts';
import { emailsTo, waitForEmails } from '../support/inbox.ts';
import { expectStatus } from '../support/rent.ts';
import { addStock, partner, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();

interface Row {
  item_id: string;
  item_name: string;
  sku: string;
  warehouse_id: string;
  warehouse_name: string;
  supplier_id: string;
  supplier_name: string;
  projected: number;
  suggested_quantity: number;
  draft_order_id: number | null;
  draft_order_number: string | null;
  draft_quantity: number;
  to_order: number;
}

interface Setup {
  c: SalesCompany;
  acme: string;
  brightline: string;
  central: string;
  north: string;
  bolt: string;
  nut: string;
}

async function setup(name: string): Promise<Setup> {
  const c = await salesCompany(api, name);
  const acme = await c.add(r.supplierAdd.path, partner('Acme Supplies'));
  const brightline = await c.add(r.supplierAdd.path, partner('Brightline'));
  const central = await c.add(r.warehouseAdd.path, { warehouseName: 'Central', warehouseLocation: 'Bristol' });
  const north = await c.add(r.warehouseAdd.path, { warehouseName: 'North', warehouseLocation: 'Leeds' });
  const bolt = await c.add(r.productAdd.path, product('Bolt', 'BOLT-1', 2.5, 4));
  const nut = await c.add(r.productAdd.path, product('Nut', 'NUT-1', 0.5, 1));
  await addStock(c, [{ itemId: bolt, warehouseId: central, quantity: 4 }]);
  return { c, acme, brightline, central, north, bolt, nut };
}

const rule = async (
  c: SalesCompany,
  body: { itemId: string; warehouseId: string; supplierId: string; min: number; max: number; multiple: number },
) => expectStatus(await c.post('/api/ims/reorder-rules', { leadTimeDays: 3, ...body }), 200);
const rows = async (c: SalesCompany) => {
  const res = await c.get(`${rp.replenishmentList.path}?limit=200`);
  expectStatus(res, 200);
  return res.body as Row[];
};
const belowMin = async (c: SalesCompany) => (await c.get(rp.replenishmentSummary.path)).body.below_min as number;

describe('the replenishment list', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup('Replenish Co');
  });

  it('lists each (item, warehouse) below min under its supplier and warehouse, with the suggested quantity', async () => {
    const { c } = s;
    expect(await rows(c)).toEqual([]);
    expect(await belowMin(c)).toBe(0);
    // projected 4 < 10: ceil((50 − 4) / 5) × 5 = 50; projected 0 < 5: 20; projected 0 < 1 at North from Brightline: 3
    await rule(c, { itemId: s.bolt, warehouseId: s.central, supplierId: s.acme, min: 10, max: 50, multiple: 5 });
    await rule(c, { itemId: s.nut, warehouseId: s.central, supplierId: s.acme, min: 5, max: 20, multiple: 1 });
    await rule(c, { itemId: s.nut, warehouseId: s.north, supplierId: s.brightline, min: 1, max: 3, multiple: 1 });
    // not below min: projected 0 is not below min 0
    await rule(c, { itemId: s.bolt, warehouseId: s.north, supplierId: s.acme, min: 0, max: 10, multiple: 1 });
    const listed = await rows(c);
    expect(listed).toHaveLength(3);
    const pairs = listed.map((row) => `${row.supplier_name} · ${row.warehouse_name}`);
    // grouped: each pair's rows together
    expect(pairs.filter((p, i) => i > 0 && p !== pairs[i - 1]).length).toBe(new Set(pairs).size - 1);
    const byItem = (itemId: string, warehouseId: string) =>
      listed.find((row) => row.item_id === itemId && row.warehouse_id === warehouseId);
    expect(byItem(s.bolt, s.central)).toMatchObject({
      item_name: 'Bolt',
      sku: 'BOLT-1',
      warehouse_name: 'Central',
      supplier_id: s.acme,
      supplier_name: 'Acme Supplies',
      on_hand: 4,
      on_order: 0,
      committed: 0,
      projected: 4,
      min: 10,
      max: 50,
      multiple: 5,
      suggested_quantity: 50,
      draft_order_id: null,
      draft_order_number: null,
      draft_quantity: 0,
      to_order: 50,
    });
    expect(byItem(s.nut, s.central)).toMatchObject({ projected: 0, suggested_quantity: 20 });
    expect(byItem(s.nut, s.north)).toMatchObject({ supplier_name: 'Brightline', suggested_quantity: 3 });
    expect(await belowMin(c)).toBe(3);
  });

  it('pages', async () => {
    const first = await s.c.get(`${rp.replenishmentList.path}?limit=2`);
    expectStatus(first, 200);
    expect(first.body).toHaveLength(2);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await s.c.get(`${rp.replenishmentList.path}?limit=2&cursor=${cursor}`);
    expect(second.body).toHaveLength(1);
    expect([...first.body, ...second.body].map((row: Row) => row.item_id + row.warehouse_id)).toEqual(
      (await rows(s.c)).map((row) => row.item_id + row.warehouse_id),
    );
  });

  it('drafts made from the rows are named on them; placed, their on order takes the items off the list', async () => {
    const { c } = s;
    const central = (await rows(c)).filter((row) => row.warehouse_id === s.central);
    const order = (quantity: (row: Row) => number) =>
      c.post(rp.replenishmentDraftOrders.path, {
        lines: central.map((row) => ({
          itemId: row.item_id,
          warehouseId: row.warehouse_id,
          supplierId: row.supplier_id,
          quantity: quantity(row),
        })),
      });
    // part of the suggestion first: the rows say what the draft holds and what is still needed
    expectStatus(await order((row) => (row.item_id === s.bolt ? 20 : row.suggested_quantity)), 200);
    const part = await rows(c);
    expect(part.find((row) => row.item_id === s.bolt && row.warehouse_id === s.central)).toMatchObject({
      suggested_quantity: 50,
      draft_quantity: 20,
      to_order: 30,
    });
    expect(part.find((row) => row.item_id === s.nut && row.warehouse_id === s.central)).toMatchObject({ draft_quantity: 20, to_order: 0 });
    // Create draft orders with the suggestions, twice (issue 31: a suggestion of 200 became 400, then 600): topped up once
    for (let twice = 0; twice < 2; twice++) {
      const res = await order((row) => row.suggested_quantity);
      expectStatus(res, 200);
      expect(res.body.orders).toHaveLength(1);
    }
    const draftId = part.find((row) => row.warehouse_id === s.central)!.draft_order_id!;
    const draft = (await c.get(purchaseRoutes.purchaseOrderGet.path.replace('{id}', String(draftId)))).body;
    expect(draft.items.map((l: { item_id: string; quantity: number }) => [l.item_id, l.quantity]).sort()).toEqual(
      [
        [s.bolt, 50],
        [s.nut, 20],
      ].sort(),
    );
    // a draft counts nowhere: still below min, now naming the pair's open draft, nothing more to order
    const after = await rows(c);
    expect(after).toHaveLength(3);
    expect(after.filter((row) => row.warehouse_id === s.central).map((row) => [row.draft_order_id, row.to_order])).toEqual([
      [draftId, 0],
      [draftId, 0],
    ]);
    expect(after.find((row) => row.warehouse_id === s.north)).toMatchObject({ draft_order_id: null, draft_quantity: 0, to_order: 3 });
    expect(await belowMin(c)).toBe(3);
    expectStatus(await c.post(rp.purchaseOrderPlace.path, { purchaseOrderId: draftId }), 200);
    const placed = await rows(c);
    expect(placed.map((row) => [row.item_id, row.warehouse_id])).toEqual([[s.nut, s.north]]);
    expect(await belowMin(c)).toBe(1);
  });

  it('an archived item leaves the list and the badge with its rules paused, gets no new rule, and comes back when unarchived', async () => {
    const { c } = s;
    const archive = async (archived: boolean) => expectStatus(await c.post(r.productArchive.path, { id: s.nut, archived }), 200);
    await archive(true);
    expect(await rows(c)).toEqual([]);
    expect(await belowMin(c)).toBe(0);
    const refused = await c.post('/api/ims/reorder-rules', {
      itemId: s.nut,
      warehouseId: s.north,
      supplierId: s.acme,
      min: 2,
      max: 4,
      multiple: 1,
      leadTimeDays: 1,
    });
    expectStatus(refused, 409);
    expect(refused.body.message).toBe('This item is archived');
    // its stock still moves while archived: at North up to its min (1), then back below it, staying off the list
    await addStock(c, [{ itemId: s.nut, warehouseId: s.north, quantity: 1 }]);
    const adjust = await c.post(r.stockAdjust.path, { itemId: s.nut, warehouseId: s.north, quantityChange: -1, reason: 'Damaged' });
    expectStatus(adjust, 200);
    expect(await rows(c)).toEqual([]);
    expect(await belowMin(c)).toBe(0);
    await archive(false);
    expect((await rows(c)).map((row) => [row.item_id, row.warehouse_id])).toEqual([[s.nut, s.north]]);
    expect(await belowMin(c)).toBe(1);
    // and its figures move it again as before: up to min takes it off
    await addStock(c, [{ itemId: s.nut, warehouseId: s.north, quantity: 1 }]);
    expect(await rows(c)).toEqual([]);
    expect(await belowMin(c)).toBe(0);
  });
});

describe('the low-stock digest', () => {
  it('emails the owner each item that went below min since the last digest, once per crossing', async () => {
    const s = await setup('Digest Co');
    const { c } = s;
    const run = async () => {
      const res = await c.post(automationRoutes.automationRun.path, {});
      expectStatus(res, 200);
      return res.body as { lowStock: number; digests: number };
    };
    // nothing below min: no line, no digest
    expect(await run()).toMatchObject({ lowStock: 0, digests: 0 });
    await rule(c, { itemId: s.bolt, warehouseId: s.central, supplierId: s.acme, min: 10, max: 50, multiple: 5 });
    expect(await run()).toMatchObject({ lowStock: 1, digests: 1 });
    const [digest] = await waitForEmails(c.owner.email, 1);
    expect(digest!.text).toContain('Items below their reorder point');
    expect(digest!.text).toContain('Bolt (BOLT-1) at Central: projected 4, min 10');
    expect(digest!.text).toContain('suggested order 50 from Acme Supplies');
    expect(digest!.text).toContain('/ims/replenishment');

    // the same crossing is not listed again
    expect(await run()).toMatchObject({ lowStock: 0, digests: 0 });
    // a second item crosses: only it is listed
    await rule(c, { itemId: s.nut, warehouseId: s.central, supplierId: s.acme, min: 5, max: 20, multiple: 1 });
    expect(await run()).toMatchObject({ lowStock: 1, digests: 1 });
    const second = (await waitForEmails(c.owner.email, 2))[1]!;
    expect(second.text).toContain('Nut (NUT-1) at Central');
    expect(second.text).not.toContain('Bolt (BOLT-1)');

    // back above min, then below again: a new crossing, listed again
    const adjust = (quantityChange: number) =>
      c.post(r.stockAdjust.path, { itemId: s.bolt, warehouseId: s.central, quantityChange, reason: 'Count' });
    expectStatus(await adjust(20), 200);
    expect(await run()).toMatchObject({ lowStock: 0 });
    expectStatus(await adjust(-20), 200);
    expect(await run()).toMatchObject({ lowStock: 1, digests: 1 });
    const third = (await waitForEmails(c.owner.email, 3))[2]!;
    expect(third.text).toContain('Bolt (BOLT-1) at Central');
    expect(await emailsTo(c.owner.email)).toHaveLength(3);
  });
});
