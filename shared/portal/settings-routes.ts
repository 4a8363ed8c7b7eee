/** The owner's portal settings (PORTAL.md "Signing in": Account settings → Portal). */
import { defineRoute, io } from '../route.ts';
import type { PortalSettingsBody, PortalSettingsResponse, SavePortalSettingsResponse } from './settings-schemas.ts';

export const portalSettingsRoutes = {
  portalSettings: defineRoute({
    name: 'portalSettings',
    method: 'GET',
    path: '/api/account/portal-settings',
    handler: 'functions/portal/handlers/settings-get.ts',
    access: 'user',
    permission: 'account.manage',
    spec: 'PORTAL.md "Signing in" GET /api/account/portal-settings: the owner’s portal settings (rent, inventory, payment instructions)',
    types: io<{ response: PortalSettingsResponse }>(),
  }),
  savePortalSettings: defineRoute({
    name: 'savePortalSettings',
    method: 'POST',
    path: '/api/account/portal-settings',
    handler: 'functions/portal/handlers/settings-save.ts',
    access: 'user',
    permission: 'account.manage',
    spec: 'PORTAL.md "Signing in" POST /api/account/portal-settings { rent, inventory, paymentInstructions, version } (409 stale, 400 No changes detected)',
    types: io<{ body: PortalSettingsBody; response: SavePortalSettingsResponse }>(),
  }),
} as const;
