/**
 * Rent collection settings (AUTOMATION.md, "Rent collection"): the one definition of their fields, defaults and
 * limits, used by the settings calls, the collection job's rules and the Automation screen. Pure; no AWS, no React.
 * Money in the API is dollars (2 places) for `flat` and a percentage for `percent`; stored as cents / basis points.
 */
import * as z from 'zod/mini';
import { isoDateOf, type IsoDate } from '../domain/dates.ts';

export const LATE_FEE_KINDS = ['flat', 'percent'] as const;
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];
/**
 * once: one fee per unpaid period (a Daily rent's period is a day: a fee a day); daily: a fee each day a period
 * stays unpaid, up to the cap (Daily rents: as once); monthly: as once, but a Daily or Weekly rent gets at most one
 * fee for the periods starting in one calendar month (Monthly and longer rents: as once).
 */
export const LATE_FEE_REPEATS = ['once', 'daily', 'monthly'] as const;
export type LateFeeRepeat = (typeof LATE_FEE_REPEATS)[number];

export const DEFAULT_TIME_ZONE = 'Europe/London';
/** Jobs of a local day run after this local hour (AUTOMATION.md "Scheduled work"). */
export const DAILY_RUN_LOCAL_HOUR = 6;

export const SETTINGS_LIMITS = {
  /** Days before / after a due date a reminder may go out. */
  maxReminderDays: 60,
  /** At most this many "days after" reminders. */
  maxRemindersAfter: 5,
  maxGraceDays: 60,
  /** A flat fee (and the daily cap) at most $10,000. */
  maxFlatFeeCents: 1_000_000,
  /** A percentage fee at most 100 %. */
  maxPercent: 100,
} as const;

export const SETTINGS_MESSAGES = {
  reminderDaysBefore: `Reminder days before must be a whole number from 0 to ${SETTINGS_LIMITS.maxReminderDays}`,
  reminderDaysAfter: `Reminder days after must be a list of at most ${SETTINGS_LIMITS.maxRemindersAfter} different whole numbers from 1 to ${SETTINGS_LIMITS.maxReminderDays}`,
  lateFeeGraceDays: `Grace days must be a whole number from 0 to ${SETTINGS_LIMITS.maxGraceDays}`,
  lateFeeKind: 'Late fee kind must be flat or percent',
  lateFeeRepeat: 'Late fee repeat must be once, daily or monthly',
  lateFeeFlat: 'A flat late fee must be an amount from $0.01 to $10,000.00',
  lateFeePercent: 'A percentage late fee must be more than 0 and at most 100 %, with at most 2 decimals',
  lateFeeMonthlyCap: 'The monthly cap must be an amount from $0.01 to $10,000.00',
  timeZone: 'Time zone must be a known IANA time zone, such as Europe/London',
  enabled: 'Must be true or false',
} as const;

/** The settings as stored and as the rules use them (money in cents, percentages in basis points). */
export interface RentCollectionSettings {
  remindersEnabled: boolean;
  reminderDaysBefore: number;
  /** Sorted ascending, distinct. */
  reminderDaysAfter: number[];
  lateFeeEnabled: boolean;
  /**
   * The company's local date on which late fees were last switched on (null while never on): only periods due
   * on or after it get fees ("only periods due after the setting was switched on").
   */
  lateFeeEnabledOn: IsoDate | null;
  lateFeeGraceDays: number;
  lateFeeKind: LateFeeKind;
  /** flat: cents; percent: basis points (1 % = 100) of the period's rent. */
  lateFeeAmount: number;
  lateFeeRepeat: LateFeeRepeat;
  /** daily: at most this many cents of fees per period (null = no cap). */
  lateFeeMonthlyCapCents: number | null;
  timeZone: string;
}

export const DEFAULT_RENT_COLLECTION_SETTINGS: RentCollectionSettings = {
  remindersEnabled: true,
  reminderDaysBefore: 3,
  reminderDaysAfter: [3, 10],
  lateFeeEnabled: false,
  lateFeeEnabledOn: null,
  lateFeeGraceDays: 5,
  lateFeeKind: 'flat',
  lateFeeAmount: 2_500,
  lateFeeRepeat: 'once',
  lateFeeMonthlyCapCents: null,
  timeZone: DEFAULT_TIME_ZONE,
};

/** True when `zone` is an IANA time zone this runtime knows (Intl refuses unknown ones). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const localFormats = new Map<string, Intl.DateTimeFormat>();

/** The local calendar date and hour of `instant` in `zone`. */
export function localDateTime(instant: Date, zone: string): { date: IsoDate; hour: number } {
  let format = localFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    localFormats.set(zone, format); // making a formatter costs far more than using one (the dispatcher calls this per company)
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}` as IsoDate, hour: Number(get('hour')) };
}

/** The company's local date at `instant` (the "today" of its jobs). */
export function localDateOf(instant: Date, zone: string): IsoDate {
  return isTimeZone(zone) ? localDateTime(instant, zone).date : isoDateOf(instant);
}

// ───────────── API shape (what GET answers and POST takes) ─────────────

/** The settings as the API speaks them: lateFeeAmount in dollars (flat) or percent (percent), the cap in dollars. */
export interface RentCollectionSettingsView {
  remindersEnabled: boolean;
  reminderDaysBefore: number;
  reminderDaysAfter: number[];
  lateFeeEnabled: boolean;
  lateFeeEnabledOn: IsoDate | null;
  lateFeeGraceDays: number;
  lateFeeKind: LateFeeKind;
  lateFeeAmount: number;
  lateFeeRepeat: LateFeeRepeat;
  lateFeeMonthlyCap: number | null;
  timeZone: string;
  version: number;
}

const wholeIn = (min: number, max: number, error: string) =>
  z.number({ error }).check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, { error }));
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * POST body: every field optional (a partial update of the stored settings), plus the version read. Cross-field
 * checks (the amount against the kind, which may come from the stored settings) are `validateSettings`' job.
 */
export const rentSettingsBodySchema = z.object({
  remindersEnabled: z.optional(z.boolean({ error: SETTINGS_MESSAGES.enabled })),
  reminderDaysBefore: z.optional(wholeIn(0, SETTINGS_LIMITS.maxReminderDays, SETTINGS_MESSAGES.reminderDaysBefore)),
  reminderDaysAfter: z.optional(
    z
      .array(wholeIn(1, SETTINGS_LIMITS.maxReminderDays, SETTINGS_MESSAGES.reminderDaysAfter), {
        error: SETTINGS_MESSAGES.reminderDaysAfter,
      })
      .check(
        z.maxLength(SETTINGS_LIMITS.maxRemindersAfter, { error: SETTINGS_MESSAGES.reminderDaysAfter }),
        z.refine((days) => new Set(days).size === days.length, { error: SETTINGS_MESSAGES.reminderDaysAfter }),
      ),
  ),
  lateFeeEnabled: z.optional(z.boolean({ error: SETTINGS_MESSAGES.enabled })),
  lateFeeGraceDays: z.optional(wholeIn(0, SETTINGS_LIMITS.maxGraceDays, SETTINGS_MESSAGES.lateFeeGraceDays)),
  lateFeeKind: z.optional(z.enum(LATE_FEE_KINDS, { error: SETTINGS_MESSAGES.lateFeeKind })),
  lateFeeAmount: z.optional(z.number({ error: SETTINGS_MESSAGES.lateFeeFlat })),
  lateFeeRepeat: z.optional(z.enum(LATE_FEE_REPEATS, { error: SETTINGS_MESSAGES.lateFeeRepeat })),
  lateFeeMonthlyCap: z.optional(z.nullable(z.number({ error: SETTINGS_MESSAGES.lateFeeMonthlyCap }))),
  timeZone: z.optional(z.string({ error: SETTINGS_MESSAGES.timeZone }).check(z.refine(isTimeZone, { error: SETTINGS_MESSAGES.timeZone }))),
  version: wholeIn(0, 1_000_000_000, 'Version must be a whole number'),
});
export type RentSettingsBody = z.infer<typeof rentSettingsBodySchema>;

/**
 * Applies a POST body to the stored settings: the new settings, or the message of the first value out of range.
 * `today` is the company's local date (switching late fees on records it as lateFeeEnabledOn).
 */
export function applySettingsChange(
  current: RentCollectionSettings,
  body: Omit<RentSettingsBody, 'version'>,
  today: IsoDate,
): { settings: RentCollectionSettings } | { error: string } {
  const kind = body.lateFeeKind ?? current.lateFeeKind;
  let amount = current.lateFeeAmount;
  if (body.lateFeeAmount !== undefined) {
    const n = body.lateFeeAmount;
    if (kind === 'flat') {
      if (!(n > 0 && n * 100 <= SETTINGS_LIMITS.maxFlatFeeCents && twoDecimals(n))) return { error: SETTINGS_MESSAGES.lateFeeFlat };
    } else if (!(n > 0 && n <= SETTINGS_LIMITS.maxPercent && twoDecimals(n))) return { error: SETTINGS_MESSAGES.lateFeePercent };
    amount = Math.round(n * 100);
  } else if (body.lateFeeKind !== undefined && body.lateFeeKind !== current.lateFeeKind) {
    // The kind changed without an amount: the stored amount meant the other kind; keep it only when it fits.
    if (kind === 'percent' && amount > SETTINGS_LIMITS.maxPercent * 100) return { error: SETTINGS_MESSAGES.lateFeePercent };
  }
  let cap = current.lateFeeMonthlyCapCents;
  if (body.lateFeeMonthlyCap !== undefined) {
    const c = body.lateFeeMonthlyCap;
    if (c === null) cap = null;
    else if (!(c > 0 && c * 100 <= SETTINGS_LIMITS.maxFlatFeeCents && twoDecimals(c)))
      return { error: SETTINGS_MESSAGES.lateFeeMonthlyCap };
    else cap = Math.round(c * 100);
  }
  const enabled = body.lateFeeEnabled ?? current.lateFeeEnabled;
  const settings: RentCollectionSettings = {
    remindersEnabled: body.remindersEnabled ?? current.remindersEnabled,
    reminderDaysBefore: body.reminderDaysBefore ?? current.reminderDaysBefore,
    reminderDaysAfter: body.reminderDaysAfter ? [...body.reminderDaysAfter].sort((a, b) => a - b) : current.reminderDaysAfter,
    lateFeeEnabled: enabled,
    lateFeeEnabledOn: enabled && !current.lateFeeEnabled ? today : current.lateFeeEnabledOn,
    lateFeeGraceDays: body.lateFeeGraceDays ?? current.lateFeeGraceDays,
    lateFeeKind: kind,
    lateFeeAmount: amount,
    lateFeeRepeat: body.lateFeeRepeat ?? current.lateFeeRepeat,
    lateFeeMonthlyCapCents: cap,
    timeZone: body.timeZone ?? current.timeZone,
  };
  return { settings };
}

/** The API's view of stored settings. */
export function settingsView(settings: RentCollectionSettings, version: number): RentCollectionSettingsView {
  return {
    remindersEnabled: settings.remindersEnabled,
    reminderDaysBefore: settings.reminderDaysBefore,
    reminderDaysAfter: settings.reminderDaysAfter,
    lateFeeEnabled: settings.lateFeeEnabled,
    lateFeeEnabledOn: settings.lateFeeEnabledOn,
    lateFeeGraceDays: settings.lateFeeGraceDays,
    lateFeeKind: settings.lateFeeKind,
    lateFeeAmount: settings.lateFeeAmount / 100,
    lateFeeRepeat: settings.lateFeeRepeat,
    lateFeeMonthlyCap: settings.lateFeeMonthlyCapCents === null ? null : settings.lateFeeMonthlyCapCents / 100,
    timeZone: settings.timeZone,
    version,
  };
}

/** The fee for one posting on a period whose rent is `periodRentCents`: flat, or percent of it (half up). */
export function lateFeeCents(settings: Pick<RentCollectionSettings, 'lateFeeKind' | 'lateFeeAmount'>, periodRentCents: number): number {
  return settings.lateFeeKind === 'flat' ? settings.lateFeeAmount : Math.floor((periodRentCents * settings.lateFeeAmount + 5_000) / 10_000);
}
