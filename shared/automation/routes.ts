/** Scheduled work and the rent collection settings (AUTOMATION.md "Scheduled work", "Rent collection"). */
import { defineRoute, io } from '../route.ts';
import type { RentSettingsBody } from './settings.ts';
import type { RentSettingsResponse, RunBody, RunCounts, SaveRentSettingsResponse } from './schemas.ts';

export const automationRoutes = {
  rentSettings: defineRoute({
    name: 'rentSettings',
    method: 'GET',
    path: '/api/automation/rent-settings',
    handler: 'functions/automation/handlers/rent-settings.ts',
    access: 'user',
    permission: 'automation.settings',
    spec: 'AUTOMATION.md GET /api/automation/rent-settings: the owner’s rent collection settings, last and next run',
    // a company from before issue 19 gets its schedule item on the first read (see functions/automation/README.md)
    table: 'readwrite',
    types: io<{ response: RentSettingsResponse }>(),
  }),
  saveRentSettings: defineRoute({
    name: 'saveRentSettings',
    method: 'POST',
    path: '/api/automation/rent-settings',
    handler: 'functions/automation/handlers/save-rent-settings.ts',
    access: 'user',
    permission: 'automation.settings',
    spec: 'AUTOMATION.md POST /api/automation/rent-settings (with version; 409 stale, 400 No changes detected)',
    types: io<{ body: RentSettingsBody; response: SaveRentSettingsResponse }>(),
  }),
  automationRun: defineRoute({
    name: 'automationRun',
    method: 'POST',
    path: '/api/automation/run',
    handler: 'functions/automation/handlers/run.ts',
    access: 'user',
    permission: 'automation.settings',
    spec: 'AUTOMATION.md POST /api/automation/run { date? } (Run now; date only under APP_TEST_CLOCK=1)',
    // the jobs email tenants, and the run its owner digest; billing emails carry an invoice link whose PDF is stored
    email: true,
    invoices: 'readwrite',
    types: io<{ body: RunBody; response: RunCounts }>(),
  }),
} as const;
