/** The rent collection settings item and the schedule item it moves (access patterns: ../README.md). */
import { DEFAULT_RENT_COLLECTION_SETTINGS, type RentCollectionSettings } from '../../../shared/automation/settings.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { versionGuard, versionOf } from '../../lib/dynamo/versions.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import * as automationKeys from '../keys.ts';
import type { SettingsRecord } from '../records.ts';
import { putScheduleOp } from './schedule.ts';
import type { ScheduleRecord } from '../records.ts';

/** The stored settings over the defaults (a field added later reads as its default), version 0 when never saved. */
export async function getSettings(companyId: string, options: { consistent?: boolean } = {}): Promise<SettingsRecord> {
  const item = await getItem(automationKeys.settings(companyId), options);
  const stored = (item?.settings ?? {}) as Partial<RentCollectionSettings>;
  return { settings: { ...DEFAULT_RENT_COLLECTION_SETTINGS, ...stored }, version: item ? versionOf(item) : 0 };
}

/**
 * Saves the settings from the version they were read at, with the change's audit entry and, when the time zone
 * changed (or the company has no schedule yet), the schedule item moved to the new zone's next 06:00.
 * Condition label `settings`: changed since (409 stale).
 */
export async function saveSettings(
  companyId: string,
  settings: RentCollectionSettings,
  readVersion: number,
  audit: TransactOp,
  schedule: ScheduleRecord | null,
): Promise<void> {
  const guard = versionGuard(readVersion);
  await transact([
    {
      label: 'settings',
      Update: {
        Key: automationKeys.settings(companyId),
        UpdateExpression: `SET settings = :settings, ${guard.set}`,
        ConditionExpression: guard.condition,
        ExpressionAttributeNames: { ...guard.names },
        ExpressionAttributeValues: { ':settings': settings, ...guard.values },
      },
    },
    ...(schedule ? [putScheduleOp(schedule)] : []),
    audit,
  ]);
}
