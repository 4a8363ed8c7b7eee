/** The portal's report-payment (the person), confirm and decline (the owner): their entries (PORTAL.md "Rules"). */
import { reportedPaymentRoutes } from '../../../shared/portal/payment-routes.ts';
import { portalRoutes } from '../../../shared/portal/routes.ts';
import type { TestApi } from '../gateway.ts';
import { expectStatus, type Company } from '../rent.ts';
import { payingPeople, reportAs, type PayingPeople } from '../reported-payments.ts';
import type { AuditCase } from './registry.ts';

/** A building number no other audit case adds (rent.ts counts up from 701, maintenance.ts from 761). */
const BUILDING = 851;

/** One tenant and one customer per company for the three cases: the people and their sessions are made once. */
const people = new Map<string, Promise<PayingPeople>>();
const peopleOf = (api: TestApi, company: Company) => {
  if (!people.has(company.token)) people.set(company.token, payingPeople(api, company, BUILDING));
  return people.get(company.token)!;
};

export const portalPaymentAuditCases: AuditCase[] = [
  {
    route: portalRoutes.portalReportPayment,
    source: 'portal',
    fields: ['amount', 'date', 'method', 'reference', 'status'],
    async change(api, company) {
      const them = await peopleOf(api, company);
      const id = await reportAs(api, them, 'tenant', 120);
      // the entry's actor is the tenant, as the portal session names them
      return { kind: 'payment', id, actorId: them.tenantId };
    },
  },
  {
    route: reportedPaymentRoutes.reportedPaymentConfirm,
    fields: ['status'],
    async change(api, company) {
      const id = await reportAs(api, await peopleOf(api, company), 'tenant', 80);
      const res = await api.call('POST', reportedPaymentRoutes.reportedPaymentConfirm.path, {
        token: company.token,
        body: { id, masterPassword: company.owner.masterPassword },
      });
      expectStatus(res, 200);
      return { kind: 'payment', id };
    },
  },
  {
    route: reportedPaymentRoutes.reportedPaymentDecline,
    fields: ['status', 'reason'],
    async change(api, company) {
      const id = await reportAs(api, await peopleOf(api, company), 'customer', 30);
      const res = await api.call('POST', reportedPaymentRoutes.reportedPaymentDecline.path, {
        token: company.token,
        body: { id, reason: 'Not on our bank statement' },
      });
      expectStatus(res, 200);
      return { kind: 'payment', id };
    },
  },
];
