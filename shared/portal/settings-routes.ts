/** The owner's portal settings (PORTAL.md "Signing in": Account settings → Portal). */
import { defineRoute, io } from '../route.ts';
import type { PortalSettingsBody, PortalSettingsResponse, SavePortalSettingsResponse } from './settings-schemas.ts';

/*
 * Each route is its own pure constant that its handler imports by name, so a Lambda bundles its own entry and none of
 * its siblings (the Lambda size budget, tests/bench/bundles.ts); the object below is the module's part of the manifest
 * for the SPA, the tests and shared/routes.ts.
 */
export const portalSettings = /* @__PURE__ */ defineRoute({
  name: 'portalSettings',
  method: 'GET',
  path: '/api/account/portal-settings',
  handler: 'functions/portal/handlers/settings-get.ts',
  access: 'user',
  permission: 'account.manage',
  spec: 'PORTAL.md "Signing in" GET /api/account/portal-settings: the owner’s portal settings (rent, inventory, payment instructions)',
  types: /* @__PURE__ */ io<{ response: PortalSettingsResponse }>(),
});
export const savePortalSettings = /* @__PURE__ */ defineRoute({
  name: 'savePortalSettings',
  method: 'POST',
  path: '/api/account/portal-settings',
  handler: 'functions/portal/handlers/settings-save.ts',
  access: 'user',
  permission: 'account.manage',
  spec: 'PORTAL.md "Signing in" POST /api/account/portal-settings { rent, inventory, paymentInstructions, version } (409 stale, 400 No changes detected)',
  types: /* @__PURE__ */ io<{ body: PortalSettingsBody; response: SavePortalSettingsResponse }>(),
});

export const portalSettingsRoutes = {
  portalSettings,
  savePortalSettings,
} as const;
