/**
 * WAREHOUSE.md "Tests that must exist": a randomised sequence of purchase receipts, sales (fulfilments, returns),
 * transfers (ship, partial receipts, close with a loss, cancel) and stock counts (recorded while stock moves, completed
 * or cancelled) through the gateway, against a model of the lots kept here: per item and warehouse, lots with what is
 * left, their unit cost and received order; every decrease oldest received first, then by lot number; a transfer's lots
 * keep their cost and received date; a count posts counted − the stock when the line was recorded (a shortfall never
 * more than is on hand, oldest first; a surplus at the newest lot's cost in that warehouse, else the purchase price).
 * Every few steps the product's figures are compared with the model's. The seed replays: FLOOR_LEDGER_SEED=<n>.
 *
 * Insights (INSIGHTS.md): every inventory monthly figure is recomputed too and must be equal: sales, COGS, quantity and
 * purchases by warehouse, item, customer and supplier (and orders received, for lead times) from the model's orders;
 * each warehouse's and each pair's stock value, level and Σ of its monthly changes, from the product's records (the
 * lots' remaining units at their cost, and what each transfer still has in transit towards its destination).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { valueChangesOf } from '../../functions/inventory/data/insights.ts';
import { readMonthly } from '../../functions/insights/monthly.ts';
import type { InsightKind } from '../../functions/insights/keys.ts';
import * as imsKeys from '../../functions/inventory/keys.ts';
import { getItem } from '../../functions/lib/dynamo/item.ts';
import { lotFromItem, type MovementRecord } from '../../functions/inventory/records.ts';
import { beginsWith, queryAll } from '../../functions/lib/dynamo/query.ts';
import { countRoutes as cr } from '../../shared/inventory/count-routes.ts';
import { financeRoutes as f } from '../../shared/inventory/finance-routes.ts';
import { purchaseRoutes as p } from '../../shared/inventory/purchase-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { transferRoutes as t } from '../../shared/inventory/transfer-routes.ts';
import type { TransferDetail } from '../../shared/inventory/transfers.ts';
import { countHelpers } from '../support/counts.ts';
import { useTestApi, type ApiResponse } from '../support/gateway.ts';
import { partner, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();
const SEED = Number(process.env.FLOOR_LEDGER_SEED ?? 2);
const STEPS = 45;
/** Purchase prices whose discounted costs (10, 25, 50 %: a bought lot never costs the purchase price) are whole cents. */
const ITEMS = [
  { name: 'Floor Anchor', sku: 'FLR-1', cost: 400, price: 900 },
  { name: 'Floor Bracket', sku: 'FLR-2', cost: 240, price: 500 },
  { name: 'Floor Clamp', sku: 'FLR-3', cost: 720, price: 1500 },
];

let c: SalesCompany;
let customer: string;
let supplier: string;
const warehouses: string[] = [];
const items: string[] = [];
const names = new Map<string, string>();
const { addCount, record, sheet, complete } = countHelpers(api, () => c);

beforeAll(async () => {
  c = await salesCompany(api, 'Floor Ledger Co');
  customer = await c.add(r.customerAdd.path, partner('Floor Customer'));
  supplier = await c.add(r.supplierAdd.path, partner('Floor Supplier'));
  for (const name of ['North', 'South', 'East']) {
    const id = await c.add(r.warehouseAdd.path, { warehouseName: `${name} Floor`, warehouseLocation: name });
    warehouses.push(id);
    names.set(id, name);
  }
  for (const i of ITEMS) {
    const id = await c.add(r.productAdd.path, product(i.name, i.sku, i.cost / 100, i.price / 100));
    items.push(id);
    names.set(id, i.sku);
  }
}, 60_000);

// ───────────────────────────── the model ─────────────────────────────

/** A lot: `tick` is the order it was received in (a transferred lot keeps its source lot's). */
type Lot = { seq: number; item: string; wh: string; remaining: number; cost: number; tick: number };
type Part = { qty: number; cost: number; tick: number };
type Line = { item: string; qty: number; shipped: Part[]; received: number; lost: number };
type Transfer = { id: string; from: string; to: string; status: string; lines: Line[] };
type Taken = { lot: Lot; qty: number; returned: number };
type Sale = { id: number; item: string; wh: string; qty: number; delivered: number; credit: number; cogs: Taken[] };
type Purchase = { id: number; item: string; wh: string; qty: number; received: number; cost: number };
type CountLine = { expected: number; counted?: number; atRecord?: number; adjusted?: number };
type Count = { id: string; wh: string; lines: Map<string, CountLine> };
/** The kinds of step, in the order of the weights; then what the default seed's sequence must have met on the way. */
const ORDER_STEPS = ['buy', 'receivePo', 'sell', 'fulfil', 'return'];
const KINDS = [...ORDER_STEPS, 'request', 'ship', 'cancel', 'receive', 'close', 'count', 'record', 'endCount'];
const EVENTS = ['refused ship', 'part received', 'Good return', 'surplus', 'shortfall', 'moved while counted'];

const lots: Lot[] = [];
let lotSeq = 0;
let tick = 0;
const transfers: Transfer[] = [];
const sales: Sale[] = [];
const purchases: Purchase[] = [];
const counts: Count[] = [];
let cogsCents = 0;
/** The monthly figures the model expects, summed over months: `<kind>|<subject>|<figure>` → cents (or units). */
const figures = new Map<string, number>();
const move = (kind: InsightKind, subject: string, adds: Record<string, number>) => {
  for (const [name, n] of Object.entries(adds))
    figures.set(`${kind}|${subject}|${name}`, (figures.get(`${kind}|${subject}|${name}`) ?? 0) + n);
};
/** A sale's (or a return's, negative) figures on its warehouse, item and customer. */
const sold = (wh: string, item: string, f: { sales: number; cogs: number; qty: number }) => {
  move('W', wh, { sales: f.sales, cogs: f.cogs });
  move('I', `${wh}#${item}`, f);
  move('C', `${wh}#${customer}`, f);
};

const newLot = (item: string, wh: string, qty: number, cost: number, at: number) =>
  lots.push({ seq: ++lotSeq, item, wh, remaining: qty, cost, tick: at });
const openLots = (item: string, wh: string) =>
  lots.filter((l) => l.item === item && l.wh === wh && l.remaining > 0).sort((a, b) => a.tick - b.tick || a.seq - b.seq);
const onHand = (item: string, wh: string) => openLots(item, wh).reduce((n, l) => n + l.remaining, 0);
/** Takes `qty` from the lots oldest first: the parts taken (each lot's cost and received order). */
function take(item: string, wh: string, qty: number): Array<{ lot: Lot; qty: number }> {
  const out: Array<{ lot: Lot; qty: number }> = [];
  for (const lot of openLots(item, wh)) {
    const n = Math.min(lot.remaining, qty - out.reduce((m, x) => m + x.qty, 0));
    if (n > 0) out.push({ lot, qty: n });
  }
  if (out.reduce((m, x) => m + x.qty, 0) !== qty) throw new Error(`model: ${qty} of ${names.get(item)} not in ${names.get(wh)}`);
  for (const x of out) x.lot.remaining -= x.qty;
  return out;
}
const inTransitUnits = (l: Line) => l.shipped.reduce((n, x) => n + x.qty, 0) - l.received - l.lost;
/** The shipped parts from unit `from` (oldest first) for `qty` units: what a receipt or a loss takes. */
function slice(parts: readonly Part[], from: number, qty: number): Part[] {
  const out: Part[] = [];
  let skip = from;
  let left = qty;
  for (const x of parts) {
    const here = Math.min(x.qty - Math.min(skip, x.qty), left);
    skip = Math.max(0, skip - x.qty);
    if (here > 0) out.push({ ...x, qty: here });
    left -= here;
  }
  return out;
}
/** What is still in transit on a line, at its source lots' costs. */
const transitValue = (l: Line) => slice(l.shipped, l.received + l.lost, inTransitUnits(l)).reduce((n, x) => n + x.qty * x.cost, 0);
const inTransit = (item: string, wh: string) =>
  transfers
    .filter((x) => x.to === wh)
    .flatMap((x) => x.lines.filter((l) => l.item === item))
    .reduce((n, l) => n + inTransitUnits(l), 0);
const modelValue = () =>
  lots.reduce((n, l) => n + l.remaining * l.cost, 0) + transfers.flatMap((x) => x.lines).reduce((n, l) => n + transitValue(l), 0);

// ───────────────────────────── the product's figures ─────────────────────────────

const price = (item: string) => ITEMS[items.indexOf(item)];
const cents = (dollars: number | undefined | null) => Math.round((dollars ?? 0) * 100);
const ok = (res: ApiResponse, status: number, what: string) => expect(res.status, `seed ${SEED}, ${what}: ${res.text}`).toBe(status);
const partitionOf = (item: string) => imsKeys.itemPartition(c.companyId, item);

async function check(label: string) {
  const at = `seed ${SEED}, after ${label}`;
  let value = 0;
  const perItem = async (item: string) => {
    const rows = (item: string, prefix: string) => queryAll({ partition: partitionOf(item), sort: beginsWith(prefix), consistent: true });
    const [res, lotRows, moveRows] = await Promise.all([
      c.get(r.productGet.path.replace('{id}', item)),
      rows(item, 'LOT#'),
      rows(item, 'MOV#'),
    ]);
    const page = res.body as { stock: number; warehouses: Array<{ id: string; stock: number; in_transit?: number }> };
    const productLots = lotRows.map(lotFromItem);
    const moves = moveRows as unknown as MovementRecord[];
    value += productLots.reduce((n, l) => n + l.remaining * l.unitCostCents, 0);
    for (const wh of warehouses) {
      const row = page.warehouses.find((w) => w.id === wh);
      const fifo = productLots
        .filter((l) => l.warehouseId === wh && l.remaining > 0)
        .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.seq - b.seq);
      expect(
        {
          onHand: row?.stock ?? 0,
          inTransit: row?.in_transit ?? 0,
          moved: moves.filter((m) => m.warehouseId === wh).reduce((n, m) => n + m.quantityChange, 0),
          lots: fifo.map((l) => [l.remaining, l.unitCostCents]),
        },
        `${at}: ${names.get(item)} in ${names.get(wh)} (on hand, in transit, Σ movements, lots oldest first)`,
      ).toEqual({
        onHand: onHand(item, wh),
        inTransit: inTransit(item, wh),
        moved: onHand(item, wh),
        lots: openLots(item, wh).map((l) => [l.remaining, l.cost]),
      });
    }
    expect(page.stock, `${at}: ${names.get(item)} stock`).toBe(warehouses.reduce((n, wh) => n + onHand(item, wh), 0));
  };
  await Promise.all(items.map(perItem));
  const details = await Promise.all(transfers.map((x) => detail(x.id)));
  for (const d of details) value += d.lines.reduce((n, l) => n + cents(l.in_transit_value), 0);
  await checkInsights(at, details);
  let cogs = 0;
  const shipments = await Promise.all(sales.map((o) => c.get(`${s.salesShipmentList.path}?orderId=${o.id}`)));
  for (const res of shipments) for (const x of res.body as Array<{ total_cost: number }>) cogs += cents(x.total_cost);
  const dashboard = (await c.get(r.stockDashboard.path)).body as Array<{ id: string; units: number; in_transit?: number }>;
  const summary = (await c.get(f.dashboardSummary.path)).body as { toReceive: number; toShip: number };
  const payable = (await c.get(`${f.financialPayable.path}?filter=yearly`)).body.summary.pending_payable as number;
  const receivable = (await c.get(`${f.financialReceivable.path}?filter=yearly`)).body.summary.pending_receivable as number;
  expect(
    {
      value,
      cogs,
      payable: cents(payable),
      receivable: cents(receivable),
      toReceive: summary.toReceive,
      toShip: summary.toShip,
      warehouses: warehouses.map((wh) => {
        const w = dashboard.find((x) => x.id === wh);
        return [w?.units ?? 0, w?.in_transit ?? 0];
      }),
    },
    `${at}: company value, COGS, the financial account, the counters, the stock dashboard`,
  ).toEqual({
    value: modelValue(),
    cogs: cogsCents,
    payable: purchases.reduce((n, o) => n + o.qty * o.cost, 0),
    receivable: sales.reduce((n, o) => n + o.qty * price(o.item).price - o.credit, 0),
    toReceive: purchases.filter((o) => o.received < o.qty).length,
    toShip: sales.filter((o) => o.delivered < o.qty).length,
    warehouses: warehouses.map((wh) => [items.reduce((n, i) => n + onHand(i, wh), 0), items.reduce((n, i) => n + inTransit(i, wh), 0)]),
  });
}

/**
 * Every inventory monthly figure against its recomputation: the events' from the model, summed over the months (a
 * run that crosses a month's end still adds up), the stock values from the product's own lots and transfers.
 */
async function checkInsights(at: string, details: readonly TransferDetail[]) {
  const kinds: InsightKind[] = ['W', 'I', 'C', 'S'];
  const stored = new Map<string, number>();
  for (const kind of kinds)
    for (const row of await readMonthly(c.companyId, kind, '2000-01'))
      for (const [name, n] of Object.entries(row.figures)) {
        const key = `${kind}|${row.subject}|${name}`;
        stored.set(key, (stored.get(key) ?? 0) + n);
      }
  const nonZero = (m: Map<string, number>) => Object.fromEntries([...m].filter(([, n]) => n !== 0).sort(([a], [b]) => a.localeCompare(b)));
  expect(nonZero(stored), `${at}: the monthly figures (sales, COGS, quantity, purchases, orders received)`).toEqual(nonZero(figures));

  const recordLots = (
    await Promise.all(items.map((item) => queryAll({ partition: partitionOf(item), sort: beginsWith('LOT#'), consistent: true })))
  )
    .flat()
    .map(lotFromItem);
  const lotValue = (wh: string, item?: string) =>
    recordLots
      .filter((l) => l.warehouseId === wh && (item === undefined || l.itemId === item))
      .reduce((n, l) => n + l.remaining * l.unitCostCents, 0);
  const transitTo = (wh: string) =>
    details.reduce((n, d, i) => n + (transfers[i]!.to === wh ? d.lines.reduce((m, l) => m + cents(l.in_transit_value), 0) : 0), 0);
  const levelAndMonths = (row: Record<string, unknown> | null) => {
    const changes = row ? [...valueChangesOf(row).values()].reduce((n, v) => n + v, 0) : 0;
    return [Number(row?.stockValue ?? 0), changes];
  };
  for (const wh of warehouses) {
    const expected = lotValue(wh) + transitTo(wh);
    const row = await getItem(imsKeys.warehouse(c.companyId, wh), { consistent: true });
    expect(levelAndMonths(row), `${at}: ${names.get(wh)}'s stock value (level, Σ months)`).toEqual([expected, expected]);
    for (const item of items) {
      const pair = await getItem(imsKeys.warehouseStock(c.companyId, item, wh), { consistent: true });
      const value = lotValue(wh, item);
      expect(levelAndMonths(pair), `${at}: ${names.get(item)} in ${names.get(wh)}: stock value (level, Σ months)`).toEqual([value, value]);
    }
  }
}

const detail = async (id: string) => (await c.get(t.transferGet.path.replace('{id}', id))).body as TransferDetail;

// ───────────────────────────── the sequence ─────────────────────────────

describe('randomised purchases, sales, returns, transfers and counts against an independent model of the lots', () => {
  it('on hand, in transit, lots oldest first, movements, company value, COGS and the financial account agree at every check', async () => {
    let state = SEED;
    const random = () => {
      state = (state + 0x6d2b79f5) | 0;
      let x = Math.imul(state ^ (state >>> 15), 1 | state);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];

    const receivePurchase = async (o: Purchase, qty: number) => {
      const res = await c.post(p.purchaseReceiveItem.path, { purchaseOrderId: o.id, item: { purchase_order_item_id: 1, to_receive: qty } });
      ok(res, 200, `receive ${qty} on PO ${o.id}`);
      move('W', o.wh, { purchases: qty * o.cost });
      // an order's first receipt counts it for lead times (placed and received today: 0 days)
      move('S', `${o.wh}#${supplier}`, { purchases: qty * o.cost, leadOrders: o.received === 0 ? 1 : 0 });
      o.received += qty;
      newLot(o.item, o.wh, qty, o.cost, ++tick);
    };
    /** A purchase order of one line; its lots cost the purchase price less the line's discount. */
    const buy = async (item: string, wh: string, qty: number, discount: number, what: string) => {
      const orderItems = [{ item_id: item, quantity: qty, discount }];
      const res = await c.post(p.purchaseOrderAdd.path, { supplierId: supplier, warehouseId: wh, totalDiscount: 0, orderItems });
      ok(res, 201, what);
      const o: Purchase = { id: res.body.id as number, item, wh, qty, received: 0, cost: (price(item).cost * (100 - discount)) / 100 };
      purchases.push(o);
      return o;
    };
    // opening stock: 5 of each item in North and South, bought at 25 % off (no lot costs the purchase price); East empty
    for (const item of items) for (const wh of warehouses.slice(0, 2)) await receivePurchase(await buy(item, wh, 5, 25, 'opening'), 5);
    const fulfil = async (o: Sale, qty: number) => {
      const res = await c.post(s.salesFulfilmentSave.path, { orderId: o.id, items: [{ item_id: o.item, quantity: qty }] });
      ok(res, 200, `fulfil ${qty} on SO ${o.id}`);
      o.delivered += qty;
      let cost = 0;
      for (const x of take(o.item, o.wh, qty)) {
        o.cogs.push({ lot: x.lot, qty: x.qty, returned: 0 });
        cost += x.qty * x.lot.cost;
      }
      cogsCents += cost;
      sold(o.wh, o.item, { sales: qty * price(o.item).price, cogs: cost, qty });
    };
    const stocked = () => items.flatMap((item) => warehouses.filter((wh) => onHand(item, wh) > 0).map((wh) => ({ item, wh })));
    const openCounts = () => counts.filter((x) => x.lines.size > 0);
    const done = new Map<string, number>();
    const note = (what: string) => done.set(what, (done.get(what) ?? 0) + 1);

    for (let step = 1; step <= STEPS; step++) {
      const requested = transfers.filter((x) => x.status === 'Requested');
      const moving = transfers.filter((x) => x.status === 'In transit' || x.status === 'Partly received');
      const toReceive = purchases.filter((o) => o.received < o.qty);
      const toFulfil = sales.filter((o) => o.delivered < o.qty && onHand(o.item, o.wh) > 0);
      const returnable = sales.filter((o) => o.cogs.some((x) => x.qty > x.returned));
      // weights in KINDS' order: ships and receipts often, so transfers move; one count open at a time, so it stays open a while
      const has = (xs: readonly unknown[]) => (xs.length ? 1 : 0);
      const [held, req, mov, open] = [has(stocked()), has(requested), has(moving), has(openCounts())];
      const recorded = has(openCounts().filter((x) => [...x.lines.values()].some((l) => l.counted !== undefined)));
      const orders = [2, 2 * has(toReceive), 3 * held, 2 * has(toFulfil), 2 * has(returnable)];
      const floor = [3 * held, 4 * req, req, 5 * mov, mov, 3 - 3 * open, 2 * open, 2 * recorded];
      // a kind of step not reached yet weighs 3 times as much, so a short sequence covers them all
      const weights = [...orders, ...floor].map((w, k) => (done.has(KINDS[k]) ? w : 3 * w));
      let roll = random() * weights.reduce((n, w) => n + w, 0);
      const action = KINDS[weights.findIndex((w) => (roll -= w) < 0)];
      const label = `step ${step} (${action})`;
      note(action);

      if (action === 'buy') {
        const [item, wh, qty] = [pick(items), pick(warehouses), int(2, 6)];
        const o = await buy(item, wh, qty, pick([10, 25, 50]), label);
        await receivePurchase(o, random() < 0.5 ? qty : int(1, qty - 1));
      } else if (action === 'receivePo') {
        const o = pick(toReceive);
        await receivePurchase(o, random() < 0.5 ? o.qty - o.received : int(1, o.qty - o.received));
      } else if (action === 'sell') {
        const { item, wh } = pick(stocked());
        const qty = int(1, 4);
        const res = await c.post(s.salesOrderAdd.path, {
          selectedCustomer: customer,
          selectedWarehouse: wh,
          discount: 0,
          addedItems: [{ item_id: item, quantity: qty, discount: 0 }],
        });
        ok(res, 201, label);
        const o: Sale = { id: res.body.id as number, item, wh, qty, delivered: 0, credit: 0, cogs: [] };
        sales.push(o);
        ok(await c.post(s.salesWarehouseAssign.path, { saleOrderId: o.id, warehouseId: wh }), 200, `${label}: assign`);
        await fulfil(o, int(1, Math.min(qty, onHand(item, wh))));
      } else if (action === 'fulfil') {
        const o = pick(toFulfil);
        await fulfil(o, int(1, Math.min(o.qty - o.delivered, onHand(o.item, o.wh))));
      } else if (action === 'return') {
        const o = pick(returnable);
        // the product's returnable rows are its COGS rows with units left, in the order they were taken
        const rows = (await c.get(`${s.salesReturnables.path}?salesOrderId=${o.id}`)).body as Array<{
          cogs_id: string;
          available_quantity: number;
        }>;
        const mine = o.cogs.filter((x) => x.qty > x.returned);
        expect(
          rows.map((x) => x.available_quantity),
          `seed ${SEED}, ${label}: returnable rows of SO ${o.id}`,
        ).toEqual(mine.map((x) => x.qty - x.returned));
        const k = Math.floor(random() * rows.length);
        const qty = int(1, rows[k].available_quantity);
        const good = random() < 0.6;
        const res = await c.post(s.salesReturnItems.path, {
          salesOrderId: o.id,
          items: [
            { cogs_id: rows[k].cogs_id, to_return_quantity: qty, return_reason: 'Random', return_condition: good ? 'Good' : 'Damaged' },
          ],
        });
        ok(res, 200, label);
        mine[k].returned += qty;
        o.credit += qty * price(o.item).price;
        // a Good return goes back into the lot it came from; a Damaged one is recorded only
        if (good) mine[k].lot.remaining += qty;
        // the credit leaves sales; a Good return's units give their cost back, a Damaged one's cost stays spent
        sold(o.wh, o.item, { sales: -qty * price(o.item).price, cogs: good ? -qty * mine[k].lot.cost : 0, qty: -qty });
        if (good) note('Good return');
      } else if (action === 'request') {
        const from = pick(stocked()).wh;
        const to = pick(warehouses.filter((w) => w !== from));
        // what the source holds; now and then one more than it holds, which the ship must refuse whole
        const held = items.filter((i) => onHand(i, from) > 0);
        const chosen = held.filter(() => random() < 0.6);
        const over = random() < 0.2;
        const lines = (chosen.length ? chosen : [pick(held)]).map((item, k) => ({
          item,
          qty: over && k === 0 ? onHand(item, from) + 1 : int(1, Math.min(4, onHand(item, from))),
        }));
        const res = await c.post(t.transferAdd.path, {
          fromWarehouseId: from,
          toWarehouseId: to,
          items: lines.map((l) => ({ item_id: l.item, quantity: l.qty })),
        });
        ok(res, 201, label);
        transfers.push({
          id: res.body.id as string,
          from,
          to,
          status: 'Requested',
          lines: lines.map((l) => ({ ...l, shipped: [] as Part[], received: 0, lost: 0 })),
        });
      } else if (action === 'ship') {
        const x = pick(requested);
        const res = await c.post(t.transferShip.path, { transferId: x.id, version: 1 });
        const short = x.lines.find((l) => onHand(l.item, x.from) < l.qty);
        if (short) {
          note('refused ship');
          expect(res, `seed ${SEED}, ${label}: ${names.get(short.item)} short`).toMatchObject({
            status: 409,
            body: { message: expect.stringMatching(/^Not enough stock in /) },
          });
          // refused whole (nothing left the source); the requester cancels it
          ok(await c.post(t.transferCancel.path, { transferId: x.id, reason: 'Short' }), 200, `${label}: cancel`);
          x.status = 'Cancelled';
        } else {
          ok(res, 200, label);
          for (const l of x.lines) l.shipped = take(l.item, x.from, l.qty).map((y) => ({ qty: y.qty, cost: y.lot.cost, tick: y.lot.tick }));
          x.status = 'In transit';
        }
      } else if (action === 'receive') {
        const x = pick(moving);
        const lines = x.lines
          .filter((l) => inTransitUnits(l) > 0)
          .map((l) => ({
            l,
            n: l.received + l.lost === 0 && inTransitUnits(l) > 1 ? int(1, inTransitUnits(l) - 1) : int(1, inTransitUnits(l)),
          }));
        const res = await c.post(t.transferReceive.path, {
          transferId: x.id,
          lines: lines.map(({ l, n }) => ({ item_id: l.item, received: n })),
        });
        ok(res, 200, label);
        for (const { l, n } of lines) {
          for (const part of slice(l.shipped, l.received + l.lost, n)) newLot(l.item, x.to, part.qty, part.cost, part.tick);
          l.received += n;
        }
        x.status = x.lines.every((l) => inTransitUnits(l) === 0) ? 'Received' : 'Partly received';
        if (x.status === 'Partly received') note('part received');
        expect(res.body.status, `seed ${SEED}, ${label}`).toBe(x.status);
      } else if (action === 'close') {
        const x = pick(moving);
        ok(await c.post(t.transferClose.path, { transferId: x.id, reason: 'Random loss' }), 200, label);
        const lost = (await detail(x.id)).lines.reduce((n, l) => n + cents(l.lost_value), 0);
        expect(lost, `seed ${SEED}, ${label}: the loss's value`).toBe(x.lines.reduce((n, l) => n + transitValue(l), 0));
        for (const l of x.lines) l.lost += inTransitUnits(l);
        x.status = 'Closed';
      } else if (action === 'cancel') {
        const x = pick(requested);
        ok(await c.post(t.transferCancel.path, { transferId: x.id, reason: 'Random cancel' }), 200, label);
        x.status = 'Cancelled';
      } else if (action === 'count') {
        const wh = pick(warehouses);
        const whole = items.filter((i) => onHand(i, wh) > 0);
        // the whole warehouse (its stocked items) or chosen items (one it may never have held)
        const chosen = whole.length && random() < 0.5 ? null : items.filter(() => random() < 0.5).slice(0, 2);
        const covered = chosen ? (chosen.length ? chosen : [pick(items)]) : whole;
        const added = await addCount(chosen ? { warehouseId: wh, itemIds: covered } : { warehouseId: wh });
        expect(added.lines, `seed ${SEED}, ${label}: lines`).toBe(covered.length);
        counts.push({ id: added.id, wh, lines: new Map(covered.map((i) => [i, { expected: onHand(i, wh) }])) });
      } else if (action === 'record') {
        const x = pick(openCounts());
        const chosen = [...x.lines.keys()].filter(() => random() < 0.7);
        // surpluses and shortfalls in turn, now and then exactly what the stock says
        const lines = (chosen.length ? chosen : [[...x.lines.keys()][0]]).map((item, k) => ({
          item_id: item,
          counted: Math.max(0, onHand(item, x.wh) + (random() < 0.2 ? 0 : (k % 2 ? -1 : 1) * int(1, 2))),
        }));
        ok(await record(x.id, lines), 200, label);
        for (const l of lines) Object.assign(x.lines.get(l.item_id)!, { counted: l.counted, atRecord: onHand(l.item_id, x.wh) });
      } else if (action === 'endCount') {
        const x = pick(openCounts());
        if (random() < 0.2) {
          ok(await c.post(cr.countCancel.path, { countId: x.id, reason: 'Recount' }), 200, label);
        } else {
          ok(await complete(x.id, 'Random count'), 200, label);
          for (const [item, line] of x.lines) {
            if (line.counted === undefined) continue;
            // what moved before the line was counted is in its reference; what moved after it stays
            if (line.atRecord !== line.expected || onHand(item, x.wh) !== line.atRecord) note('moved while counted');
            const variance = line.counted - line.atRecord!;
            if (variance > 0) {
              const newest = lots.filter((l) => l.item === item && l.wh === x.wh).sort((a, b) => b.seq - a.seq)[0];
              newLot(item, x.wh, variance, newest ? newest.cost : price(item).cost, ++tick);
              line.adjusted = variance;
              note('surplus');
            } else if (variance < 0) {
              // sold since it was counted: never more than is on hand now
              line.adjusted = 0 - Math.min(-variance, onHand(item, x.wh));
              if (line.adjusted < 0) take(item, x.wh, -line.adjusted);
              if (line.adjusted < 0) note('shortfall');
            } else line.adjusted = 0;
          }
          type Posted = { item_id: string; expected: number; moved_since: number | null; adjusted: number | null };
          const posted = ((await sheet(x.id)).lines as Posted[]).map((l) => [names.get(l.item_id), l.expected, l.moved_since, l.adjusted]);
          const counted = [...x.lines].map(([i, l]) => [
            names.get(i),
            l.expected,
            l.atRecord === undefined ? null : l.atRecord - l.expected,
            l.adjusted ?? null,
          ]);
          expect(posted, `seed ${SEED}, ${label}: the sheet's expected, moved since and adjusted`).toEqual(expect.arrayContaining(counted));
          expect(posted).toHaveLength(counted.length);
        }
        x.lines.clear();
      }
      if (step % 5 === 0 || step === STEPS) await check(label);
    }
    // the default seed's sequence reaches every kind of step (a replayed seed may not)
    if (!process.env.FLOOR_LEDGER_SEED) expect([...done.keys()].sort(), JSON.stringify([...done])).toEqual([...KINDS, ...EVENTS].sort());
  }, 120_000);
});
