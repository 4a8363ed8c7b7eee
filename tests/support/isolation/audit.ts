/** The audit trail: a second company never reads the first one's entries, by record or in its activity. */
import { expect } from 'vitest';
import { accountRoutes } from '../../../shared/account/routes.ts';
import { auditRoutes } from '../../../shared/audit/routes.ts';
import type { AuditEntry } from '../../../shared/audit/types.ts';
import { expectStatus } from '../rent.ts';
import { defineSuite } from './registry.ts';

interface Ids {
  staffId: string;
}

const recordPath = (id: string) => `${auditRoutes.auditRecord.path}?kind=account&id=${encodeURIComponent(id)}`;

export const auditIsolation = defineSuite<Ids>({
  area: 'audit',
  async seed(api, first) {
    const res = await api.call('POST', accountRoutes.addLinkedAccount.path, {
      token: first.token,
      body: {
        name: 'Audited Desk',
        email: `audited-desk-${Date.now()}@example.com`,
        address: 'Desk',
        phone: '+44 20 7946 0003',
        password: 'desk-password',
      },
    });
    expectStatus(res, 201);
    return { staffId: res.body.account.id };
  },
  cases: [
    {
      route: auditRoutes.auditRecord,
      request: (ids) => ({ path: recordPath(ids.staffId) }),
      expect: (res) => expect(res.body).toEqual([]),
    },
    {
      route: auditRoutes.auditAll,
      request: (ids) => ({ path: `${auditRoutes.auditAll.path}?kind=account&actor=${encodeURIComponent(ids.staffId)}` }),
      expect: (res, ids) => {
        expect(res.status).toBe(200);
        expect(res.body.filter((e: AuditEntry) => e.record_id === ids.staffId)).toEqual([]);
      },
    },
  ],
  async unchanged(api, first, _second, ids) {
    const history = await api.call('GET', recordPath(ids.staffId), { token: first.token });
    expect(history.body.map((e: AuditEntry) => [e.action, e.record_id])).toEqual([['addLinkedAccount', ids.staffId]]);
  },
});
