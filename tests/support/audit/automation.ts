/** Automation: saving the rent collection settings writes its entry (kind settings). */
import { automationRoutes } from '../../../shared/automation/routes.ts';
import { expectStatus } from '../rent.ts';
import type { AuditCase } from './registry.ts';

export const automationAuditCases: AuditCase[] = [
  {
    route: automationRoutes.saveRentSettings,
    fields: ['reminderDaysBefore'],
    async change(api, company) {
      const read = await api.call('GET', automationRoutes.rentSettings.path, { token: company.token });
      expectStatus(read, 200);
      const res = await api.call('POST', automationRoutes.saveRentSettings.path, {
        token: company.token,
        body: { reminderDaysBefore: read.body.reminderDaysBefore === 5 ? 6 : 5, version: read.body.version },
      });
      expectStatus(res, 200);
      return { kind: 'settings', id: 'rent-collection' };
    },
  },
];
