/** The demo sales orders (functions/inventory/services/seed-sales.ts): every state, idempotent, figures that agree. */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SALES_ORDERS, seedSalesOrders } from '../../functions/inventory/services/seed-sales.ts';
import { DEMO_STEPS, seedDemoInventory } from '../../functions/inventory/services/seed.ts';
import { verifyAccessToken } from '../../functions/lib/tokens.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { stockCardTone } from '../../shared/inventory/rules.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';
import { ledgerOf } from '../support/sales.ts';

const api = useTestApi();
let co: Company;
let companyId: string;
const tonesBefore = new Map<string, string>();

const get = async (path: string) => {
  const res = await api.call('GET', path, { token: co.token });
  expectStatus(res, 200);
  return res.body;
};

beforeAll(async () => {
  co = await newCompany(api, 'Sales Seed Co');
  ({ companyId } = await verifyAccessToken(co.token));
  const now = new Date();
  // the catalogue and the purchase orders only: the sales orders are this test's to make
  await seedDemoInventory(
    companyId,
    now,
    DEMO_STEPS.filter((step) => step.name === 'purchase orders'),
  );
  for (const item of await get(`${r.productList.path}?limit=200`)) tonesBefore.set(item.id, stockCardTone(item.stock));
  expect(await seedSalesOrders(companyId, now)).toBeGreaterThan(DEMO_SALES_ORDERS.length);
  expect(await seedSalesOrders(companyId, now)).toBe(0);
}, 300_000);

describe('seedSalesOrders', () => {
  it('creates the demo orders once, in every fulfilment and payment state', async () => {
    const orders = (await get(`${s.salesOrderList.path}?limit=200`)) as Array<{
      sales_order_id: number;
      status: string;
      payment_status: string;
    }>;
    expect(orders).toHaveLength(DEMO_SALES_ORDERS.length);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['Pending', 'Partially Fulfilled', 'Fulfilled']));
    expect(new Set(orders.map((o) => o.payment_status))).toEqual(new Set(['Pending', 'Partially Paid', 'Paid']));
  });

  it('invoices five orders: paid, overdue and pending, each naming its customer and order', async () => {
    const invoices = (await get(`${s.salesInvoiceList.path}?limit=200`)) as Array<{ status: string; name: string }>;
    const invoiced = DEMO_SALES_ORDERS.filter((o) => o.actions.some((a) => a.act === 'invoice'));
    expect(invoices).toHaveLength(invoiced.length);
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['Paid', 'Overdue', 'Pending']));
    expect(invoices.map((i) => i.name).sort()).toEqual(invoiced.map((o) => o.customer).sort());
  });

  it('has a Good return back in stock and a Damaged one recorded', async () => {
    const restocked = [];
    for (let id = 1; id <= DEMO_SALES_ORDERS.length; id++) restocked.push(...(await get(`${s.salesRestockList.path}?orderId=${id}`)));
    expect(restocked).toEqual([expect.objectContaining({ quantity: 2, reason: 'Unopened, not needed' })]);
    const order = await get(s.salesOrderGet.path.replace('{id}', '2'));
    expect(order.items.map((l: { returned_quantity: number }) => l.returned_quantity)).toEqual([1, 2, 0]);
    expect(order).toMatchObject({ status: 'Fulfilled', payment_status: 'Paid', amount_due: 0 });
    expect(order.returned_credit).toBeGreaterThan(0);
  });

  it('keeps the stock colours and the ledger agrees with the orders', async () => {
    for (const item of await get(`${r.productList.path}?limit=200`))
      expect(stockCardTone(item.stock), item.name).toBe(tonesBefore.get(item.id));
    const orders = (await get(`${s.salesOrderList.path}?limit=200`)) as Array<{ amount_due: number; paid: number; status: string }>;
    const ledger = await ledgerOf(companyId);
    expect(ledger.receivable).toBe(orders.reduce((n, o) => n + Math.round(o.amount_due * 100), 0));
    expect(ledger.received).toBe(orders.reduce((n, o) => n + Math.round(o.paid * 100), 0));
    expect(ledger.toShip).toBe(orders.filter((o) => o.status !== 'Fulfilled').length);
  });
});
