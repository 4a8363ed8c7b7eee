/** The portal settings item (keys.settings). */
import { DEFAULT_PORTAL_SETTINGS, type PortalSettings } from '../../../shared/portal/settings.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { versionGuard, versionOf } from '../../lib/dynamo/versions.ts';
import * as portalKeys from '../keys.ts';

/** The stored settings over the defaults (off, no instructions), version 0 when never saved. */
export async function getPortalSettings(
  companyId: string,
  options: { consistent?: boolean } = {},
): Promise<{ settings: PortalSettings; version: number }> {
  const item = await getItem(portalKeys.settings(companyId), options);
  const stored = (item?.settings ?? {}) as Partial<PortalSettings>;
  return { settings: { ...DEFAULT_PORTAL_SETTINGS, ...stored }, version: item ? versionOf(item) : 0 };
}

/**
 * Saves the settings from the version they were read at, with the change's audit entry in the same transaction.
 * Condition label `settings`: changed since (409 stale).
 */
export async function saveSettings(companyId: string, settings: PortalSettings, readVersion: number, audit: TransactOp): Promise<void> {
  const guard = versionGuard(readVersion);
  await transact([
    {
      label: 'settings',
      Update: {
        Key: portalKeys.settings(companyId),
        UpdateExpression: `SET settings = :settings, ${guard.set}`,
        ConditionExpression: guard.condition,
        ExpressionAttributeNames: { ...guard.names },
        ExpressionAttributeValues: { ':settings': settings, ...guard.values },
      },
    },
    audit,
  ]);
}
