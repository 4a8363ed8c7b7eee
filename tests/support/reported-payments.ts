/**
 * A company's tenant and customer signed in to the portal, each with something to pay (a rent owing 3,000, an order
 * owing 100), and a way to report payments on them: what the isolation and audit registries' reported-payment cases
 * start from (tests/integration/portal-payments.test.ts builds its own, with more people).
 */
import { randomUUID } from 'node:crypto';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { portalRoutes as p } from '../../shared/portal/routes.ts';
import type { TestApi } from './gateway.ts';
import { addCustomerWithEmail, addTenantWithEmail, linkTokenFor, openSession, setPortal } from './portal.ts';
import { addBuilding, addRent, addRoom, daysFromToday, expectStatus, today, type Company } from './rent.ts';

export interface PayingPeople {
  tenantId: string;
  customerId: string;
  tenantEmail: string;
  customerEmail: string;
  rentId: string;
  orderId: number;
  tenantCookie: string;
  customerCookie: string;
}

/** Posts as the owner and answers the new record's id (201). */
async function add(api: TestApi, token: string, path: string, body: unknown): Promise<string> {
  const res = await api.call('POST', path, { token, body });
  expectStatus(res, 201);
  return String(res.body.id);
}

/**
 * Turns the portal on, adds building `building` (it must be free in the company) with a room rented for 70 days to a
 * new tenant (three periods of 1,000 due), a customer with an order of 4 × 25, and signs both people in.
 */
export async function payingPeople(api: TestApi, company: Company, building: number): Promise<PayingPeople> {
  const { token } = company;
  await setPortal(api, token, { rent: true, inventory: true });
  const tenantEmail = `reported-t-${randomUUID()}@example.com`;
  const customerEmail = `reported-c-${randomUUID()}@example.com`;
  const sku = `REP-${randomUUID().slice(0, 8)}`;
  await addBuilding(api, token, building, 1, `Reported Block ${building}`);
  const [roomId, tenantId, customerId, warehouseId, itemId] = await Promise.all([
    addRoom(api, token, building, 1, '1'),
    addTenantWithEmail(api, token, 'Rita Reporter', tenantEmail),
    addCustomerWithEmail(api, token, 'Cole Reporter', customerEmail),
    add(api, token, r.warehouseAdd.path, { warehouseName: `Reported ${sku}`, warehouseLocation: 'Leeds' }),
    add(api, token, r.productAdd.path, {
      name: `Reported ${sku}`,
      sku,
      description: 'For reported payments',
      barcode: sku.replace(/\W/g, ''),
      category: 'general',
      purchasePrice: 10,
      sellingPrice: 25,
      unit: 'pcs',
    }),
  ]);
  const rentId = await addRent(api, token, roomId, tenantId, { rent_start_date: daysFromToday(-70), rent_end_date: daysFromToday(300) });
  expectStatus(await api.call('POST', r.stockAdd.path, { token, body: [{ productID: itemId, quantity: 10, location: warehouseId }] }), 201);
  const orderId = Number(
    await add(api, token, s.salesOrderAdd.path, {
      selectedCustomer: customerId,
      selectedWarehouse: warehouseId,
      discount: 0,
      addedItems: [{ item_id: itemId, sku, quantity: 4, discount: 0 }],
    }),
  );
  const signIn = async (email: string) => {
    expectStatus(await api.call('POST', p.portalSignIn.path, { body: { email } }), 200);
    return openSession(api, (await linkTokenFor(email, 'Sign in to'))[0]!);
  };
  const [tenantCookie, customerCookie] = await Promise.all([signIn(tenantEmail), signIn(customerEmail)]);
  return { tenantId, customerId, tenantEmail, customerEmail, rentId, orderId, tenantCookie, customerCookie };
}

/** Reports a payment as the tenant (on the rent) or the customer (on the order); answers the reported payment's id. */
export async function reportAs(
  api: TestApi,
  people: PayingPeople,
  who: 'tenant' | 'customer',
  amount: number,
  reference = `REF-${randomUUID().slice(0, 8)}`,
): Promise<string> {
  const res = await api.call('POST', p.portalReportPayment.path, {
    cookie: who === 'tenant' ? people.tenantCookie : people.customerCookie,
    body: {
      ...(who === 'tenant' ? { rentId: people.rentId } : { orderId: people.orderId }),
      amount,
      date: today(),
      method: 'Bank transfer',
      reference,
    },
  });
  expectStatus(res, 201);
  return res.body.payment.id as string;
}
