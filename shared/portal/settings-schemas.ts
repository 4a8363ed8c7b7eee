/**
 * The owner's portal settings calls (PORTAL.md "Signing in": Account settings → Portal): the POST body's schema, used
 * by the handler and the form, the responses and the messages.
 */
import * as z from 'zod/mini';
import { versionField } from '../schemas/common.ts';
import { PAYMENT_INSTRUCTIONS_MAX, type PortalSettings } from './settings.ts';

export const PORTAL_SETTINGS_MESSAGES = {
  rent: 'Tenants can sign in must be true or false',
  inventory: 'Customers can sign in must be true or false',
  paymentInstructions: 'Payment instructions must be text',
  paymentInstructionsTooLong: 'Payment instructions must be at most 2,000 characters',
  version: 'Version must be a whole number',
  saved: 'Portal settings saved',
} as const;

/** POST /api/account/portal-settings: every field (the whole settings), plus the version read. */
export const portalSettingsBodySchema = /* @__PURE__ */ (() =>
  z.object({
    rent: z.boolean({ error: PORTAL_SETTINGS_MESSAGES.rent }),
    inventory: z.boolean({ error: PORTAL_SETTINGS_MESSAGES.inventory }),
    paymentInstructions: z
      .string({ error: PORTAL_SETTINGS_MESSAGES.paymentInstructions })
      .check(z.trim(), z.maxLength(PAYMENT_INSTRUCTIONS_MAX, { error: PORTAL_SETTINGS_MESSAGES.paymentInstructionsTooLong })),
    version: versionField(PORTAL_SETTINGS_MESSAGES.version),
  }))();
export type PortalSettingsBody = z.infer<typeof portalSettingsBodySchema>;

/** GET /api/account/portal-settings: the settings (defaults until saved) and the version a save sends back. */
export interface PortalSettingsResponse extends PortalSettings {
  version: number;
}

export interface SavePortalSettingsResponse {
  message: string;
  settings: PortalSettingsResponse;
}
