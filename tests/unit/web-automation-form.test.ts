/** The Automation form's text values ⇄ the settings body (web/src/features/account/automation-form.ts). */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { rentSettingsBodySchema, SETTINGS_MESSAGES } from '../../shared/automation/settings.ts';
import { bodyOf, daysList, formValuesOf, timeZoneNames } from '../../web/src/features/account/automation-form.ts';

const stored = {
  remindersEnabled: true,
  reminderDaysBefore: 3,
  reminderDaysAfter: [3, 10],
  lateFeeEnabled: false,
  lateFeeEnabledOn: null,
  lateFeeGraceDays: 5,
  lateFeeKind: 'flat' as const,
  lateFeeAmount: 25,
  lateFeeRepeat: 'once' as const,
  lateFeeMonthlyCap: null,
  timeZone: 'Europe/London',
  version: 4,
  lastRun: null,
  nextRunAt: '2026-11-27T06:00:00.000Z',
  inboxUrl: null,
};

describe('the Automation form', () => {
  it('round-trips the stored settings into a body the schema takes, with the version read', () => {
    const body = bodyOf(formValuesOf(stored), stored.version);
    expect(body).toEqual({
      remindersEnabled: true,
      reminderDaysBefore: 3,
      reminderDaysAfter: [3, 10],
      lateFeeEnabled: false,
      lateFeeGraceDays: 5,
      lateFeeKind: 'flat',
      lateFeeAmount: 25,
      lateFeeRepeat: 'once',
      lateFeeMonthlyCap: null,
      timeZone: 'Europe/London',
      version: 4,
    });
    expect(safeParse(rentSettingsBodySchema, body).success).toBe(true);
  });

  it.each([
    ['3, 10', [3, 10]],
    ['3 10', [3, 10]],
    [' 1,2 ;5 ', [1, 2, 5]],
    ['', []],
  ])('reads the days after %j as %j', (text, days) => {
    expect(daysList(text)).toEqual(days);
  });

  it('sends what does not parse as typed, so the schema answers with its message', () => {
    const body = bodyOf({ ...formValuesOf(stored), reminderDaysBefore: 'three', reminderDaysAfter: '3, x' }, 0);
    const parsed = safeParse(rentSettingsBodySchema, body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(SETTINGS_MESSAGES.reminderDaysBefore);
  });

  it('an empty cap is no cap', () => {
    expect(bodyOf({ ...formValuesOf(stored), lateFeeMonthlyCap: ' ' }, 0).lateFeeMonthlyCap).toBeNull();
    expect(bodyOf({ ...formValuesOf(stored), lateFeeMonthlyCap: '99.5' }, 0).lateFeeMonthlyCap).toBe(99.5);
  });

  it('offers every zone the runtime knows, UTC and the company’s own included', () => {
    const zones = timeZoneNames('Europe/London');
    expect(zones).toContain('Asia/Tokyo');
    expect(zones).toContain('UTC');
    expect(timeZoneNames('Etc/GMT+5')[0]).toBe('Etc/GMT+5');
  });
});
