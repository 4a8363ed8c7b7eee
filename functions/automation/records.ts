/** The automation area's records and their items. */
import type { RentCollectionSettings } from '../../shared/automation/settings.ts';
import type { RunCounts } from '../../shared/automation/schemas.ts';
import { withoutKeys, type Item } from '../lib/dynamo/item.ts';
import * as automationKeys from './keys.ts';

/** The settings item: the settings as the rules use them, and the version every save raises. */
export interface SettingsRecord {
  settings: RentCollectionSettings;
  version: number;
}

/** When a company's next daily run is due, in which zone (copied from its settings so the dispatcher reads one item). */
export interface ScheduleRecord {
  companyId: string;
  /** UTC ISO instant of the next local 06:00. */
  nextRunAt: string;
  timeZone: string;
}

export const scheduleToItem = (s: ScheduleRecord): Item => ({
  ...automationKeys.schedule(s.companyId),
  gsi1pk: automationKeys.dueIndexPartition,
  gsi1sk: automationKeys.dueSk(s.nextRunAt, s.companyId),
  ...s,
});
export const scheduleFromItem: (item: Item) => ScheduleRecord = withoutKeys;

/** What the last run of a company did (one item, overwritten by each run). */
export interface RunRecord extends RunCounts {
  runId: string;
  /** When it finished (ISO instant). */
  at: string;
  /** 'schedule' (the dispatcher's queue) or 'manual' (Run now). */
  trigger: 'schedule' | 'manual';
}

export const runToItem = (companyId: string, run: RunRecord): Item => ({ ...automationKeys.lastRun(companyId), ...run });
export const runFromItem: (item: Item) => RunRecord = withoutKeys;
