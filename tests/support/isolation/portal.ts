/**
 * The portal's staff side: a second company cannot invite the first one's tenants or customers, nor see, count, confirm
 * or decline the payments they reported.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import { reportedPaymentRoutes as rp } from '../../../shared/portal/payment-routes.ts';
import { portalRoutes as p } from '../../../shared/portal/routes.ts';
import { rentRoutes } from '../../../shared/rent/routes.ts';
import type { ApiResponse } from '../gateway.ts';
import { emailsTo } from '../inbox.ts';
import { addCustomerWithEmail, addTenantWithEmail, setPortal } from '../portal.ts';
import { expectStatus } from '../rent.ts';
import { payingPeople, reportAs, type PayingPeople } from '../reported-payments.ts';
import { defineSuite } from './registry.ts';

interface Ids {
  tenantId: string;
  customerId: string;
  tenantEmail: string;
  customerEmail: string;
  /** Other people of the first company, who reported a payment each (a rent's and an order's). */
  paying: PayingPeople;
  rentReportId: string;
  orderReportId: string;
}

const notFound = (res: ApiResponse) => expect(res).toMatchObject({ status: 404, body: { message: PORTAL_MESSAGES.reportedNotFound } });

export const portalIsolation = defineSuite<Ids>({
  area: 'portal',
  async seed(api, first, second) {
    await Promise.all([
      setPortal(api, first.token, { rent: true, inventory: true }),
      setPortal(api, second.token, { rent: true, inventory: true }),
    ]);
    const tenantEmail = `iso-t-${randomUUID()}@example.com`;
    const customerEmail = `iso-c-${randomUUID()}@example.com`;
    const [tenantId, customerId, paying] = await Promise.all([
      addTenantWithEmail(api, first.token, 'First Tenant', tenantEmail),
      addCustomerWithEmail(api, first.token, 'First Customer', customerEmail),
      payingPeople(api, first, 1),
    ]);
    const [rentReportId, orderReportId] = await Promise.all([
      reportAs(api, paying, 'tenant', 250, 'ISO-RENT'),
      reportAs(api, paying, 'customer', 40, 'ISO-ORDER'),
    ]);
    return { tenantId, customerId, tenantEmail, customerEmail, paying, rentReportId, orderReportId };
  },
  cases: [
    {
      route: p.portalInvite,
      request: (ids) => ({ path: p.portalInvite.path, body: { tenantId: ids.tenantId } }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: PORTAL_MESSAGES.tenantNotFound } }),
    },
    {
      route: p.portalInvite,
      request: (ids) => ({ path: p.portalInvite.path, body: { customerId: ids.customerId } }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: PORTAL_MESSAGES.customerNotFound } }),
    },
    {
      route: p.portalPerson,
      request: (ids) => ({ path: `${p.portalPerson.path}?tenantId=${ids.tenantId}` }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: PORTAL_MESSAGES.tenantNotFound } }),
    },
    {
      route: p.portalPerson,
      request: (ids) => ({ path: `${p.portalPerson.path}?customerId=${ids.customerId}` }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: PORTAL_MESSAGES.customerNotFound } }),
    },
    {
      route: rp.reportedPaymentList,
      request: () => ({ path: `${rp.reportedPaymentList.path}?status=reported` }),
      expect: (res) => expect(res).toMatchObject({ status: 200, body: [] }),
    },
    {
      route: rp.reportedPaymentCount,
      request: () => ({ path: rp.reportedPaymentCount.path }),
      expect: (res) => expect(res).toMatchObject({ status: 200, body: { rent: 0, sales: 0 } }),
    },
    {
      route: rp.reportedPaymentConfirm,
      request: (ids, second) => ({
        path: rp.reportedPaymentConfirm.path,
        body: { id: ids.rentReportId, masterPassword: second.owner.masterPassword },
      }),
      expect: notFound,
    },
    {
      route: rp.reportedPaymentConfirm,
      request: (ids) => ({ path: rp.reportedPaymentConfirm.path, body: { id: ids.orderReportId } }),
      expect: notFound,
    },
    {
      route: rp.reportedPaymentDecline,
      request: (ids) => ({ path: rp.reportedPaymentDecline.path, body: { id: ids.rentReportId, reason: 'Not ours' } }),
      expect: notFound,
    },
    {
      route: rp.reportedPaymentDecline,
      request: (ids) => ({ path: rp.reportedPaymentDecline.path, body: { id: ids.orderReportId, reason: 'Not ours' } }),
      expect: notFound,
    },
  ],
  async unchanged(api, first, _second, ids) {
    // nobody was invited
    expect(await emailsTo(ids.tenantEmail)).toEqual([]);
    expect(await emailsTo(ids.customerEmail)).toEqual([]);
    // the first company's reported payments still await a decision: counted, listed, not paid, nobody emailed a decision
    const count = await api.call('GET', rp.reportedPaymentCount.path, { token: first.token });
    expect(count.body).toEqual({ rent: 1, sales: 1 });
    const listed = await api.call('GET', rp.reportedPaymentList.path, { token: first.token });
    expectStatus(listed, 200);
    // both were reported at once (the seed): either may be the newer
    const rows = listed.body.map((x: { id: string; status: string; amount: number }) => [x.id, x.status, x.amount]);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        [ids.orderReportId, 'reported', 40],
        [ids.rentReportId, 'reported', 250],
      ]),
    );
    const [payments, order] = await Promise.all([
      api.call('GET', `${rentRoutes.rentPayments.path}?rent_id=${encodeURIComponent(ids.paying.rentId)}`, { token: first.token }),
      api.call('GET', `/api/ims/sales-orders/${ids.paying.orderId}`, { token: first.token }),
    ]);
    expect(payments.body).toEqual([]);
    expect(order.body).toMatchObject({ paid: 0, amount_due: 100 });
    const emails = [...(await emailsTo(ids.paying.tenantEmail)), ...(await emailsTo(ids.paying.customerEmail))];
    expect(emails.filter((e) => !e.subject.startsWith('Sign in to'))).toEqual([]);
  },
});
