/** Applying a settings change (shared/automation/settings.ts): the schema's limits, the cross-field checks, the stored units. */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import {
  DEFAULT_RENT_COLLECTION_SETTINGS as DEFAULTS,
  SETTINGS_MESSAGES as M,
  applySettingsChange,
  rentSettingsBodySchema,
  settingsView,
} from '../../shared/automation/settings.ts';

const TODAY = '2026-05-10';
const parse = (body: Record<string, unknown>) => {
  const r = safeParse(rentSettingsBodySchema, { version: 0, ...body });
  return r.success ? { ok: r.data } : { error: r.error.issues[0]?.message };
};

describe('the settings body schema', () => {
  it.each([
    [{ reminderDaysBefore: -1 }, M.reminderDaysBefore],
    [{ reminderDaysBefore: 61 }, M.reminderDaysBefore],
    [{ reminderDaysBefore: 2.5 }, M.reminderDaysBefore],
    [{ reminderDaysAfter: [0] }, M.reminderDaysAfter],
    [{ reminderDaysAfter: [-3] }, M.reminderDaysAfter],
    [{ reminderDaysAfter: [3, 3] }, M.reminderDaysAfter],
    [{ reminderDaysAfter: [1, 2, 3, 4, 5, 6] }, M.reminderDaysAfter],
    [{ reminderDaysAfter: 'soon' }, M.reminderDaysAfter],
    [{ lateFeeGraceDays: -2 }, M.lateFeeGraceDays],
    [{ lateFeeKind: 'fixed' }, M.lateFeeKind],
    [{ lateFeeRepeat: 'weekly' }, M.lateFeeRepeat],
    [{ timeZone: 'Mars/Olympus_Mons' }, M.timeZone],
    [{ timeZone: '' }, M.timeZone],
    [{ remindersEnabled: 'yes' }, M.enabled],
    [{ version: -1 }, 'Version must be a whole number'],
  ])('%j → %s', (body, message) => {
    expect(parse(body)).toEqual({ error: message });
  });

  it('takes a partial body with its version', () => {
    expect(parse({ timeZone: 'America/New_York' })).toEqual({ ok: { timeZone: 'America/New_York', version: 0 } });
  });
});

describe('applySettingsChange', () => {
  it.each([
    [{ lateFeeAmount: 0 }, M.lateFeeFlat],
    [{ lateFeeAmount: -5 }, M.lateFeeFlat],
    [{ lateFeeAmount: 10_000.01 }, M.lateFeeFlat],
    [{ lateFeeAmount: 12.345 }, M.lateFeeFlat],
    [{ lateFeeKind: 'percent', lateFeeAmount: 100.5 }, M.lateFeePercent],
    [{ lateFeeKind: 'percent', lateFeeAmount: 0 }, M.lateFeePercent],
    [{ lateFeeMonthlyCap: 0 }, M.lateFeeMonthlyCap],
    [{ lateFeeMonthlyCap: 20_000 }, M.lateFeeMonthlyCap],
  ] as const)('%j → %s', (body, message) => {
    expect(applySettingsChange(DEFAULTS, body, TODAY)).toEqual({ error: message });
  });

  it('a kind changed without an amount keeps the stored amount only when it fits the new kind', () => {
    // $150.00 flat would read as 150 %; $25.00 reads as 25 %
    expect(applySettingsChange({ ...DEFAULTS, lateFeeAmount: 15_000 }, { lateFeeKind: 'percent' }, TODAY)).toEqual({
      error: M.lateFeePercent,
    });
    expect(applySettingsChange(DEFAULTS, { lateFeeKind: 'percent' }, TODAY)).toMatchObject({
      settings: { lateFeeKind: 'percent', lateFeeAmount: 2_500 },
    });
  });

  it('stores money in cents and percentages in basis points; the view speaks dollars and percent', () => {
    const flat = applySettingsChange(DEFAULTS, { lateFeeAmount: 10_000, lateFeeMonthlyCap: 99.99 }, TODAY);
    expect(flat).toMatchObject({ settings: { lateFeeAmount: 1_000_000, lateFeeMonthlyCapCents: 9_999 } });
    const percent = applySettingsChange(DEFAULTS, { lateFeeKind: 'percent', lateFeeAmount: 12.5 }, TODAY);
    if (!('settings' in percent)) throw new Error('refused');
    expect(percent.settings.lateFeeAmount).toBe(1_250);
    expect(settingsView(percent.settings, 4)).toMatchObject({ lateFeeKind: 'percent', lateFeeAmount: 12.5, version: 4 });
  });

  it('sorts the days after and records the day late fees were switched on (only then)', () => {
    const on = applySettingsChange(DEFAULTS, { lateFeeEnabled: true, reminderDaysAfter: [10, 1, 5] }, TODAY);
    expect(on).toMatchObject({ settings: { lateFeeEnabled: true, lateFeeEnabledOn: TODAY, reminderDaysAfter: [1, 5, 10] } });
    if (!('settings' in on)) throw new Error('refused');
    expect(applySettingsChange(on.settings, { lateFeeGraceDays: 2 }, '2026-06-01')).toMatchObject({
      settings: { lateFeeEnabledOn: TODAY },
    });
    expect(applySettingsChange(on.settings, { lateFeeEnabled: false }, '2026-06-01')).toMatchObject({
      settings: { lateFeeEnabled: false, lateFeeEnabledOn: TODAY },
    });
  });

  it('clears the cap with null and keeps every field not in the body', () => {
    const capped = applySettingsChange(DEFAULTS, { lateFeeMonthlyCap: 50 }, TODAY);
    if (!('settings' in capped)) throw new Error('refused');
    expect(applySettingsChange(capped.settings, { lateFeeMonthlyCap: null }, TODAY)).toEqual({
      settings: { ...DEFAULTS, lateFeeMonthlyCapCents: null },
    });
  });
});
