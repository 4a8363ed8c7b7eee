/**
 * The portal's registry (PORTAL.md "Rules"): for every portal route, a case where the session's person reaches for
 * another person's ids (404) or sees only their own records, and every portal route refuses a staff token (403) and
 * answers 401 without a session. A portal route without a case fails the first test.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalRoutes as p } from '../../shared/portal/routes.ts';
import { routes } from '../../shared/routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { PORTAL_SIGN_IN, PORTAL_STAFF_REFUSED } from '../../functions/lib/http.ts';
import type { RouteDefinition } from '../../shared/route.ts';
import { useTestApi, type ApiResponse } from '../support/gateway.ts';
import { addCustomerWithEmail, addTenantWithEmail, linkTokenFor, openSession, setPortal } from '../support/portal.ts';
import { addBuilding, addRent, addRoom, expectStatus, today } from '../support/rent.ts';
import { addStock, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();

interface Ids {
  /** The session tenant's rent, and another tenant's (same company). */
  ownRent: string;
  otherRent: string;
  /** The session customer's order, and another customer's. */
  ownOrder: number;
  otherOrder: number;
  ownTenant: string;
  ownCustomer: string;
}

interface PortalCase {
  route: RouteDefinition;
  /** Whose session calls it. */
  as: 'tenant' | 'customer';
  request: (ids: Ids) => { path: string; body?: unknown };
  /** 404 for the other person's ids, or only the session person's own records. */
  expect: (res: ApiResponse, ids: Ids) => void;
}

const notFound = (res: ApiResponse) => expect(res.status, res.text).toBe(404);

const cases: PortalCase[] = [
  {
    route: p.portalMe,
    as: 'tenant',
    request: () => ({ path: p.portalMe.path }),
    expect: (res, ids) => expect(res.body.person.id).toBe(ids.ownTenant),
  },
  {
    route: p.portalRents,
    as: 'tenant',
    request: () => ({ path: p.portalRents.path }),
    expect: (res, ids) => expect(res.body.map((x: { rentId: string }) => x.rentId)).toEqual([ids.ownRent]),
  },
  {
    route: p.portalStatement,
    as: 'tenant',
    request: () => ({ path: p.portalStatement.path }),
    expect: (res) => {
      expectStatus(res, 200);
      expect(JSON.stringify(res.body)).toContain('Room R1');
      expect(JSON.stringify(res.body)).not.toContain('Room R2');
    },
  },
  {
    // takes no id: the session's own statement (its figures are the JSON statement's: portal-views.test.ts)
    route: p.portalStatementPdf,
    as: 'tenant',
    request: () => ({ path: p.portalStatementPdf.path }),
    expect: (res) => expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']),
  },
  {
    route: p.portalInvoice,
    as: 'tenant',
    request: (ids) => ({ path: `${p.portalInvoice.path}?rentId=${ids.otherRent}&from=${today()}&to=${today()}` }),
    expect: notFound,
  },
  {
    route: p.portalInvoice,
    as: 'customer',
    request: (ids) => ({ path: `${p.portalInvoice.path}?orderId=${ids.otherOrder}` }),
    expect: notFound,
  },
  {
    route: p.portalOrders,
    as: 'customer',
    request: () => ({ path: p.portalOrders.path }),
    expect: (res, ids) => expect(res.body.map((o: { orderId: number }) => o.orderId)).toEqual([ids.ownOrder]),
  },
  {
    route: p.portalReportPayment,
    as: 'tenant',
    request: (ids) => ({
      path: p.portalReportPayment.path,
      body: { rentId: ids.otherRent, amount: 10, date: today(), method: 'Bank transfer', reference: 'REF-1' },
    }),
    expect: notFound,
  },
  {
    route: p.portalReportPayment,
    as: 'customer',
    request: (ids) => ({
      path: p.portalReportPayment.path,
      body: { orderId: ids.otherOrder, amount: 1, date: today(), method: 'Bank transfer', reference: 'REF-2' },
    }),
    expect: notFound,
  },
  {
    route: p.portalReportedPayments,
    as: 'tenant',
    request: () => ({ path: p.portalReportedPayments.path }),
    expect: (res) => expect(res.body).toEqual([]),
  },
  {
    route: p.portalUploadUrl,
    as: 'tenant',
    request: () => ({ path: p.portalUploadUrl.path, body: { contentType: 'image/png', size: 100 } }),
    expect: (res, ids) => expect(res.body.key).toContain(ids.ownTenant),
  },
  {
    route: p.portalMaintenanceAdd,
    as: 'tenant',
    request: (ids) => ({
      path: p.portalMaintenanceAdd.path,
      body: { rentId: ids.otherRent, title: 'Leak', description: 'Drips', photos: [] },
    }),
    expect: notFound,
  },
  {
    route: p.portalMaintenance,
    as: 'tenant',
    request: () => ({ path: p.portalMaintenance.path }),
    expect: (res) => expect(res.body).toEqual([]),
  },
  {
    route: p.portalContact,
    as: 'customer',
    request: () => ({ path: p.portalContact.path, body: { phone: '07700 900999', email: '' } }),
    expect: (res) => expect(res.status, res.text).toBeLessThan(500),
  },
];

let ids: Ids;
const sessions: Record<'tenant' | 'customer', string> = { tenant: '', customer: '' };
let staffToken: string;

beforeAll(async () => {
  const c: SalesCompany = await salesCompany(api, 'Registry Lets');
  staffToken = c.token;
  await setPortal(api, c.token, { rent: true, inventory: true });
  const tenantEmail = `reg-t-${randomUUID()}@example.com`;
  const customerEmail = `reg-c-${randomUUID()}@example.com`;
  await addBuilding(api, c.token, 1, 1, 'Registry House');
  const [room1, room2, ownTenant, otherTenant, ownCustomer, otherCustomer, warehouse, item] = await Promise.all([
    addRoom(api, c.token, 1, 1, 'R1'),
    addRoom(api, c.token, 1, 1, 'R2'),
    addTenantWithEmail(api, c.token, 'Own Tenant', tenantEmail),
    addTenantWithEmail(api, c.token, 'Other Tenant', `reg-o-${randomUUID()}@example.com`),
    addCustomerWithEmail(api, c.token, 'Own Customer', customerEmail),
    addCustomerWithEmail(api, c.token, 'Other Customer', `reg-oc-${randomUUID()}@example.com`),
    c.add(r.warehouseAdd.path, { warehouseName: 'Main', warehouseLocation: 'Leeds' }),
    c.add(r.productAdd.path, product('Widget', 'WID-1', 2, 3)),
  ]);
  await addStock(c, [{ itemId: item, warehouseId: warehouse, quantity: 10 }]);
  const order = async (customer: string) => {
    const res = await c.post(s.salesOrderAdd.path, {
      selectedCustomer: customer,
      selectedWarehouse: warehouse,
      discount: 0,
      addedItems: [{ item_id: item, sku: 'WID-1', quantity: 1, discount: 0 }],
    });
    expectStatus(res, 201);
    return res.body.id as number;
  };
  const [ownRent, otherRent, ownOrder, otherOrder] = await Promise.all([
    addRent(api, c.token, room1, ownTenant),
    addRent(api, c.token, room2, otherTenant),
    order(ownCustomer),
    order(otherCustomer),
  ]);
  expectStatus(await c.post('/api/ims/invoice/sales/generate', { sales_order_id: otherOrder, due_date: today() }), 201);
  ids = { ownRent, otherRent, ownOrder, otherOrder, ownTenant, ownCustomer };
  await Promise.all([
    api.call('POST', p.portalSignIn.path, { body: { email: tenantEmail } }),
    api.call('POST', p.portalSignIn.path, { body: { email: customerEmail } }),
  ]);
  sessions.tenant = await openSession(api, (await linkTokenFor(tenantEmail, 'Sign in to Registry Lets'))[0]!);
  sessions.customer = await openSession(api, (await linkTokenFor(customerEmail, 'Sign in to Registry Lets'))[0]!);
});

const portalRouteList = routes.filter((route) => route.access === 'portal');

describe('the portal registry covers every portal route', () => {
  it('has a case for each', () => {
    const covered = new Set(cases.map((c) => c.route.name));
    expect(portalRouteList.filter((route) => !covered.has(route.name)).map((route) => route.name)).toEqual([]);
  });
});

describe('a portal session reaches only its own person', () => {
  for (const c of cases) {
    it(`${c.route.name} (${c.as}): another person's ids are 404, lists hold only their own`, async () => {
      const { path, body } = c.request(ids);
      expect(path.split('?')[0]).toBe(c.route.path);
      c.expect(await api.call(c.route.method, path, { cookie: sessions[c.as], body }), ids);
    });
  }
});

describe('every portal route refuses a staff token and answers 401 without a session', () => {
  for (const route of portalRouteList) {
    it(route.name, async () => {
      const staff = await api.call(route.method, route.path, { token: staffToken, body: route.body ? {} : undefined });
      expect(staff).toMatchObject({ status: 403, body: { message: PORTAL_STAFF_REFUSED } });
      const none = await api.call(route.method, route.path, { body: route.body ? {} : undefined });
      expect(none).toMatchObject({ status: 401, body: { message: PORTAL_SIGN_IN } });
    });
  }
});
