/** The owner's portal settings calls (PORTAL.md "Signing in": Account settings → Portal). */
import { changesBetween } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import {
  PORTAL_SETTINGS_MESSAGES,
  type PortalSettingsBody,
  type PortalSettingsResponse,
  type SavePortalSettingsResponse,
} from '../../../shared/portal/settings-schemas.ts';
import type { PortalSettings } from '../../../shared/portal/settings.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { getPortalSettings, saveSettings } from '../data/settings.ts';

/** The audit trail files the settings' entries under kind `settings`, this id (the screen's History asks for it). */
export const PORTAL_SETTINGS_RECORD_ID = 'portal';
const PORTAL_SETTINGS_LABEL = 'Portal settings';

const view = (settings: PortalSettings, version: number): PortalSettingsResponse => ({
  rent: settings.rent,
  inventory: settings.inventory,
  paymentInstructions: settings.paymentInstructions,
  version,
});

/** The settings as their audit entries show them (field names as the API's). */
const auditSnapshot = (s: PortalSettings) => ({ rent: s.rent, inventory: s.inventory, paymentInstructions: s.paymentInstructions });

export async function portalSettings(companyId: string): Promise<PortalSettingsResponse> {
  const { settings, version } = await getPortalSettings(companyId);
  return view(settings, version);
}

export async function savePortalSettings(
  audit: AuditContext,
  body: PortalSettingsBody,
  now = new Date(),
): Promise<SavePortalSettingsResponse> {
  const { companyId } = audit;
  const current = await getPortalSettings(companyId);
  const next: PortalSettings = { rent: body.rent, inventory: body.inventory, paymentInstructions: body.paymentInstructions };
  const changes = changesBetween(auditSnapshot(current.settings), auditSnapshot(next));
  if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
  try {
    await saveSettings(
      companyId,
      next,
      body.version,
      auditOp(audit, { kind: 'settings', recordId: PORTAL_SETTINGS_RECORD_ID, recordLabel: PORTAL_SETTINGS_LABEL, changes }, now),
    );
  } catch (err) {
    throw mapConditionFailed(err, { settings: conflict(CORRECTION_MESSAGES.staleVersion) });
  }
  return { message: PORTAL_SETTINGS_MESSAGES.saved, settings: view(next, body.version + 1) };
}
