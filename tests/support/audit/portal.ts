/**
 * The portal's staff side: the owner's portal settings (kind `settings`, id `portal`) and "Invite to the portal" on a
 * tenant's page (kind `tenant`, the tenant's id). The person's own actions are in portal-payments.ts and
 * portal-requests.ts; sign-in, session, sign-out and the photo upload URL change no record (registry.ts says why).
 */
import { randomUUID } from 'node:crypto';
import { PORTAL_SETTINGS_RECORD_ID } from '../../../functions/portal/services/settings.ts';
import { portalRoutes } from '../../../shared/portal/routes.ts';
import { portalSettingsRoutes } from '../../../shared/portal/settings-routes.ts';
import { addTenantWithEmail, setPortal } from '../portal.ts';
import { expectStatus } from '../rent.ts';
import type { AuditCase } from './registry.ts';

export const portalAuditCases: AuditCase[] = [
  {
    route: portalSettingsRoutes.savePortalSettings,
    fields: ['paymentInstructions'],
    async change(api, company) {
      const read = await api.call('GET', portalSettingsRoutes.portalSettings.path, { token: company.token });
      expectStatus(read, 200);
      const { rent, inventory, version } = read.body;
      const res = await api.call('POST', portalSettingsRoutes.savePortalSettings.path, {
        token: company.token,
        body: { rent, inventory, paymentInstructions: `Pay to account ${randomUUID().slice(0, 8)}`, version },
      });
      expectStatus(res, 200);
      return { kind: 'settings', id: PORTAL_SETTINGS_RECORD_ID };
    },
  },
  {
    route: portalRoutes.portalInvite,
    fields: ['portal'],
    async change(api, company) {
      await setPortal(api, company.token, { rent: true, inventory: true });
      const tenantId = await addTenantWithEmail(api, company.token, 'Invited Tenant', `invited-${randomUUID()}@example.com`);
      const res = await api.call('POST', portalRoutes.portalInvite.path, { token: company.token, body: { tenantId } });
      expectStatus(res, 200);
      return { kind: 'tenant', id: tenantId };
    },
  },
];
