/**
 * The Automation form's text values ⇄ the settings call's body (pure, so tested without a browser). Numbers are typed
 * as text; what does not parse is sent as typed, so the server's message (the one definition of the limits) answers.
 */
import type { RentSettingsResponse } from '../../../../shared/automation/schemas.ts';
import type { LateFeeRepeat, RentSettingsBody } from '../../../../shared/automation/settings.ts';

export interface AutomationFormValues {
  remindersEnabled: boolean;
  reminderDaysBefore: string;
  /** "3, 10" */
  reminderDaysAfter: string;
  lateFeeEnabled: boolean;
  lateFeeGraceDays: string;
  lateFeeKind: 'flat' | 'percent';
  lateFeeAmount: string;
  lateFeeRepeat: LateFeeRepeat;
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

/** What each Repeat choice charges, said beside the choice: a period's length decides what "once per period" means. */
export const LATE_FEE_REPEAT_NOTES: Record<LateFeeRepeat, string> = {
  once: 'One fee for each unpaid period. A Daily rent’s period is one day, so a Daily rent gets a fee for every unpaid day, and a Weekly rent one a week: choose “At most once a month” to charge them less often.',
  daily: 'A fee every day a period stays unpaid, up to the cap. Daily rents still get one fee per unpaid day.',
  monthly:
    'Daily and Weekly rents get at most one fee a month: on the first unpaid period that starts in that month. Monthly and longer rents get one fee for each unpaid period.',
};
