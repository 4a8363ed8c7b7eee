/**
 * The Automation form's text values ⇄ the settings call's body (pure, so tested without a browser). Numbers are typed
 * as text; what does not parse is sent as typed, so the server's message (the one definition of the limits) answers.
 */
import type { RentSettingsResponse } from '../../../../shared/automation/schemas.ts';
import type { RentSettingsBody } from '../../../../shared/automation/settings.ts';

export interface AutomationFormValues {
  remindersEnabled: boolean;
  reminderDaysBefore: string;
  /** "3, 10" */
  reminderDaysAfter: string;
  lateFeeEnabled: boolean;
  lateFeeGraceDays: string;
  lateFeeKind: 'flat' | 'percent';
  lateFeeAmount: string;
  lateFeeRepeat: 'once' | 'daily';
  /** '' = no cap */
  lateFeeMonthlyCap: string;
  timeZone: string;
}

export function formValuesOf(s: RentSettingsResponse): AutomationFormValues {
  return {
    remindersEnabled: s.remindersEnabled,
    reminderDaysBefore: String(s.reminderDaysBefore),
    reminderDaysAfter: s.reminderDaysAfter.join(', '),
    lateFeeEnabled: s.lateFeeEnabled,
    lateFeeGraceDays: String(s.lateFeeGraceDays),
    lateFeeKind: s.lateFeeKind,
    lateFeeAmount: String(s.lateFeeAmount),
    lateFeeRepeat: s.lateFeeRepeat,
    lateFeeMonthlyCap: s.lateFeeMonthlyCap === null ? '' : String(s.lateFeeMonthlyCap),
    timeZone: s.timeZone,
  };
}

/** "12" → 12; anything else is kept as typed (the schema refuses it with its message). */
const number = (text: string): number => {
  const t = text.trim();
  return t !== '' && Number.isFinite(Number(t)) ? Number(t) : (t as unknown as number);
};

/** "3, 10" or "3 10" → [3, 10]; "" → []. */
export const daysList = (text: string): number[] =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(number);

export function bodyOf(values: AutomationFormValues, version: number): RentSettingsBody {
  return {
    remindersEnabled: values.remindersEnabled,
    reminderDaysBefore: number(values.reminderDaysBefore),
    reminderDaysAfter: daysList(values.reminderDaysAfter),
    lateFeeEnabled: values.lateFeeEnabled,
    lateFeeGraceDays: number(values.lateFeeGraceDays),
    lateFeeKind: values.lateFeeKind,
    lateFeeAmount: number(values.lateFeeAmount),
    lateFeeRepeat: values.lateFeeRepeat,
    lateFeeMonthlyCap: values.lateFeeMonthlyCap.trim() === '' ? null : number(values.lateFeeMonthlyCap),
    timeZone: values.timeZone,
    version,
  };
}

/** The time zones this browser knows (the server checks the same IANA names), the company's own first if missing. */
export function timeZoneNames(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = known.includes('UTC') ? known : [...known, 'UTC'];
  return names.includes(current) ? names : [current, ...names];
}
