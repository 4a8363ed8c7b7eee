/** The rent collection settings calls (AUTOMATION.md "Rent collection"); Run now is services/run-now.ts. */
import { AUTOMATION_MESSAGES, type RentSettingsResponse, type SaveRentSettingsResponse } from '../../../shared/automation/schemas.ts';
import {
  applySettingsChange,
  localDateOf,
  settingsView,
  type RentCollectionSettings,
  type RentSettingsBody,
} from '../../../shared/automation/settings.ts';
import { changesBetween } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES, SYSTEM_ACTIONS } from '../../../shared/audit/types.ts';
import { auditOp, systemAuditContext, type AuditContext } from '../../lib/audit.ts';
import { addMonths } from '../../../shared/domain/dates.ts';
import { config } from '../../lib/config.ts';
import { isConditionFailed, mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { getLastRun } from '../data/runs.ts';
import { createScheduleIfMissing, getSchedule, newSchedule } from '../data/schedule.ts';
import { getSettings, saveSettings } from '../data/settings.ts';
import type { RunRecord } from '../records.ts';

export const SETTINGS_RECORD_ID = 'rent-collection';
const SETTINGS_LABEL = 'Rent collection settings';

/** The local SES emulator's store (set only by `npm start` and the tests): the screen links it as the inbox. */
const inboxUrl = () => (config.mailEndpoint ? `${config.mailEndpoint}/` : null);

const lastRunView = (run: RunRecord | null): RentSettingsResponse['lastRun'] =>
  run
    ? {
        date: run.date,
        reminders: run.reminders,
        invoices: run.invoices,
        lateFees: run.lateFees,
        digests: run.digests,
        lowStock: run.lowStock,
        skipped: run.skipped,
        at: run.at,
        trigger: run.trigger,
      }
    : null;

export async function rentSettings(companyId: string, now = new Date()): Promise<RentSettingsResponse> {
  const [{ settings, version }, schedule, lastRun] = await Promise.all([
    getSettings(companyId),
    getSchedule(companyId),
    getLastRun(companyId),
  ]);
  let nextRunAt = schedule?.nextRunAt;
  if (!schedule) {
    const created = newSchedule(companyId, settings.timeZone, now);
    await createScheduleIfMissing(created);
    nextRunAt = created.nextRunAt;
  }
  return { ...settingsView(settings, version), lastRun: lastRunView(lastRun), nextRunAt: nextRunAt!, inboxUrl: inboxUrl() };
}

/** The settings as their audit entries show them (field names as the API's; the list as text). */
const auditSnapshot = (s: RentCollectionSettings) => {
  const view = settingsView(s, 0);
  return {
    remindersEnabled: view.remindersEnabled,
    reminderDaysBefore: view.reminderDaysBefore,
    reminderDaysAfter: view.reminderDaysAfter.join(', '),
    lateFeeEnabled: view.lateFeeEnabled,
    lateFeeGraceDays: view.lateFeeGraceDays,
    lateFeeKind: view.lateFeeKind,
    lateFeeAmount: view.lateFeeAmount,
    lateFeeRepeat: view.lateFeeRepeat,
    lateFeeMonthlyCap: view.lateFeeMonthlyCap,
    timeZone: view.timeZone,
  };
};

export async function saveRentSettings(audit: AuditContext, body: RentSettingsBody, now = new Date()): Promise<SaveRentSettingsResponse> {
  const { companyId } = audit;
  const [current, schedule] = await Promise.all([getSettings(companyId), getSchedule(companyId)]);
  const { version, ...change } = body;
  const applied = applySettingsChange(current.settings, change, localDateOf(now, current.settings.timeZone));
  if ('error' in applied) throw badRequest(applied.error);
  const changes = changesBetween(auditSnapshot(current.settings), auditSnapshot(applied.settings));
  if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
  // A new time zone moves the next run to that zone's next 06:00; a company without a schedule gets one.
  const moved =
    !schedule || schedule.timeZone !== applied.settings.timeZone ? newSchedule(companyId, applied.settings.timeZone, now) : null;
  try {
    await saveSettings(
      companyId,
      applied.settings,
      version,
      auditOp(audit, { kind: 'settings', recordId: SETTINGS_RECORD_ID, recordLabel: SETTINGS_LABEL, changes }, now),
      moved,
    );
  } catch (err) {
    throw mapConditionFailed(err, { settings: conflict(CORRECTION_MESSAGES.staleVersion) });
  }
  const lastRun = await getLastRun(companyId);
  return {
    message: AUTOMATION_MESSAGES.settingsSaved,
    settings: {
      ...settingsView(applied.settings, version + 1),
      lastRun: lastRunView(lastRun),
      nextRunAt: (moved ?? schedule)!.nextRunAt,
      inboxUrl: inboxUrl(),
    },
  };
}

/**
 * The demo company's settings on a fresh `npm start` (infra/local/seed.ts): late fees on (the defaults: $25 flat,
 * once, after 5 days) since six months before the seed day, so the first Run now shows them on the demo's unpaid
 * rents as well as the invoices and reminders. Only when the settings were never saved; written as System (import).
 */
export async function seedDemoRentSettings(companyId: string, now = new Date()): Promise<boolean> {
  const current = await getSettings(companyId, { consistent: true });
  if (current.version > 0) return false;
  const today = localDateOf(now, current.settings.timeZone);
  const settings: RentCollectionSettings = { ...current.settings, lateFeeEnabled: true, lateFeeEnabledOn: addMonths(today, -6) };
  const changes = changesBetween(auditSnapshot(current.settings), auditSnapshot(settings));
  try {
    await saveSettings(
      companyId,
      settings,
      0,
      auditOp(
        systemAuditContext(companyId, SYSTEM_ACTIONS.seedDemo, 'import'),
        { kind: 'settings', recordId: SETTINGS_RECORD_ID, recordLabel: SETTINGS_LABEL, changes },
        now,
      ),
      null,
    );
  } catch (err) {
    if (isConditionFailed(err, 'settings')) return false; // saved meanwhile
    throw err;
  }
  return true;
}
