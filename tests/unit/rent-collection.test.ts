import { describe, expect, it } from 'vitest';
import { DEFAULT_RENT_COLLECTION_SETTINGS, localDateOf, type RentCollectionSettings } from '../../shared/automation/settings.ts';
import {
  MAX_DAILY_FEE_SEQ,
  MAX_FEES_PER_RUN,
  amountDueCents,
  collectionDue,
  lateFeesDue,
  mayOweLateFees,
  noticesDue,
  periodStartingOn,
  reminderNow,
  type CollectionRent,
  type PostedFee,
} from '../../shared/rent/collection.ts';
import { addDays, isBefore } from '../../shared/domain/dates.ts';
import { invoiceFeeLines, invoiceLines, outstandingInvoiceRange } from '../../shared/rent/invoice-rules.ts';

const settings = (over: Partial<RentCollectionSettings> = {}): RentCollectionSettings => ({ ...DEFAULT_RENT_COLLECTION_SETTINGS, ...over });
const feesOn = (over: Partial<RentCollectionSettings> = {}) =>
  settings({ lateFeeEnabled: true, lateFeeEnabledOn: '2026-01-01', lateFeeGraceDays: 5, lateFeeAmount: 2_500, ...over });

/** A 12-month Monthly lease from 15/01/2026 at $1,000.00, nothing paid. */
const monthly = (over: Partial<CollectionRent> = {}): CollectionRent => ({
  startDate: '2026-01-15',
  endDate: '2027-01-15',
  type: 'Monthly',
  priceCents: 100_000,
  paidCents: 0,
  checkoutDate: null,
  ...over,
});

/** The notices as `stage@periodStart=amountDue` strings, to compare in a table. */
const brief = (rent: CollectionRent, s: RentCollectionSettings, today: string, fees: PostedFee[] = []) =>
  collectionDue({ rent, settings: s, today, fees }).notices.map((n) => `${n.stage}@${n.periodStart}=${n.amountDueCents}`);

const feeBrief = (rent: CollectionRent, s: RentCollectionSettings, today: string, posted: PostedFee[] = []) =>
  lateFeesDue(rent, s, today, posted).map((f) => `${f.periodStart}#${f.seq}=${f.amountCents}@${f.forDate}`);

const posted = (periodStart: string, seq: number, amountCents = 2_500, waived = false): PostedFee => ({
  periodStart,
  seq,
  amountCents,
  waived,
});

describe('billing and reminders of a Monthly rent (defaults: 3 days before, 3 and 10 after)', () => {
  it.each<[string, string, Partial<CollectionRent>, string[]]>([
    ['3 days before the first period', '2026-01-12', {}, ['before@2026-01-15=100000']],
    ['2 days before: nothing', '2026-01-13', {}, []],
    ['the day before the lease: nothing', '2026-01-14', {}, []],
    ['the first due date: its invoice', '2026-01-15', {}, ['invoice@2026-01-15=100000']],
    ['the day after: nothing', '2026-01-16', {}, []],
    ['3 days after, unpaid', '2026-01-18', {}, ['after-3@2026-01-15=100000']],
    ['3 days after, paid', '2026-01-18', { paidCents: 100_000 }, []],
    ['3 days after, part paid: still unpaid', '2026-01-18', { paidCents: 99_999 }, ['after-3@2026-01-15=1']],
    ['10 days after, unpaid', '2026-01-25', {}, ['after-10@2026-01-15=100000']],
    ['11 days after: nothing', '2026-01-26', {}, []],
    ['before the second period with the first unpaid: owed by its due date', '2026-02-12', {}, ['before@2026-02-15=200000']],
    ['before the second period, first paid', '2026-02-12', { paidCents: 100_000 }, ['before@2026-02-15=100000']],
    ['before the second period, paid ahead: none', '2026-02-12', { paidCents: 200_000 }, []],
    ['second due date', '2026-02-15', { paidCents: 100_000 }, ['invoice@2026-02-15=100000']],
    ['second due date, paid ahead: no invoice', '2026-02-15', { paidCents: 200_000 }, []],
    ['second due date, first unpaid: invoice for the new period, owing both', '2026-02-15', {}, ['invoice@2026-02-15=200000']],
    ['3 days after the second, both unpaid: one reminder (for the period due 3 days ago)', '2026-02-18', {}, ['after-3@2026-02-15=200000']],
    ['a day of no period', '2026-03-01', {}, []],
    ['the rent has not started: nothing 4 days before', '2026-01-11', {}, []],
  ])('%s (%s)', (_name, today, over, expected) => {
    expect(brief(monthly(over), settings(), today)).toEqual(expected);
  });

  it('sends nothing when reminders are off (billing included)', () => {
    for (const today of ['2026-01-12', '2026-01-15', '2026-01-18', '2026-01-25', '2026-02-12', '2026-02-15'])
      expect(brief(monthly(), settings({ remindersEnabled: false }), today)).toEqual([]);
  });

  it('sends no "before" reminder with 0 days before (the invoice goes that day)', () => {
    expect(brief(monthly(), settings({ reminderDaysBefore: 0 }), '2026-01-15')).toEqual(['invoice@2026-01-15=100000']);
    expect(brief(monthly(), settings({ reminderDaysBefore: 0 }), '2026-01-12')).toEqual([]);
  });

  it('follows the configured days', () => {
    const s = settings({ reminderDaysBefore: 7, reminderDaysAfter: [1, 5, 30] });
    expect(brief(monthly(), s, '2026-01-08')).toEqual(['before@2026-01-15=100000']);
    expect(brief(monthly(), s, '2026-01-16')).toEqual(['after-1@2026-01-15=100000']);
    expect(brief(monthly(), s, '2026-01-20')).toEqual(['after-5@2026-01-15=100000']);
    // 30 days after the first and, the same day, 7 days before the third? (15/03 − 7 = 08/03; 30 days after 15/01 = 14/02)
    expect(brief(monthly(), s, '2026-02-14')).toEqual(['after-30@2026-01-15=100000']);
  });

  it('reminds about two periods the same day when both are due then', () => {
    // 31 days after 15/01 is 15/02, the second due date: its invoice and the first period's reminder
    const s = settings({ reminderDaysAfter: [31] });
    expect(brief(monthly(), s, '2026-02-15')).toEqual(['invoice@2026-02-15=200000', 'after-31@2026-01-15=200000']);
  });

  it('names the period: from its due date to the day before the next', () => {
    const [n] = noticesDue(monthly(), settings(), '2026-01-15');
    expect(n).toEqual({
      kind: 'invoice',
      stage: 'invoice',
      periodIndex: 0,
      periodStart: '2026-01-15',
      periodEnd: '2026-02-14',
      periodRentCents: 100_000,
      amountDueCents: 100_000,
    });
    expect(noticesDue(monthly(), settings(), '2026-01-18')[0]).toMatchObject({ kind: 'reminder', stage: 'after-3' });
  });
});

describe('month ends: a lease from the 31st', () => {
  const rent = monthly({ startDate: '2026-01-31', endDate: '2027-01-31' });
  it.each<[string, string[]]>([
    ['2026-01-28', ['before@2026-01-31=100000']],
    ['2026-01-31', ['invoice@2026-01-31=100000']],
    ['2026-02-25', ['before@2026-02-28=200000']],
    ['2026-02-28', ['invoice@2026-02-28=200000']],
    ['2026-03-01', []],
    ['2026-03-03', ['after-3@2026-02-28=200000']],
    ['2026-03-10', ['after-10@2026-02-28=200000']],
    ['2026-03-28', ['before@2026-03-31=300000']],
    ['2026-03-31', ['invoice@2026-03-31=300000']],
    ['2026-04-27', ['before@2026-04-30=400000']],
    ['2026-04-30', ['invoice@2026-04-30=400000']],
    ['2026-05-31', ['invoice@2026-05-31=500000']],
  ])('%s', (today, expected) => {
    expect(brief(rent, settings(), today)).toEqual(expected);
  });

  it('finds 29/02 in a leap year', () => {
    const leap = monthly({ startDate: '2028-01-31', endDate: '2029-01-31' });
    expect(periodStartingOn(leap, '2028-02-29')).toBe(1);
    expect(periodStartingOn(leap, '2028-02-28')).toBeNull();
    expect(brief(leap, settings(), '2028-02-29')).toEqual(['invoice@2028-02-29=200000']);
  });
});

describe('more calendars', () => {
  it('a lease from 29/02 of a leap year falls due on the 29th, or the 28th in February of other years', () => {
    const rent = monthly({ startDate: '2028-02-29', endDate: '2029-03-01' });
    expect(periodStartingOn(rent, '2028-03-29')).toBe(1);
    expect(periodStartingOn(rent, '2029-02-28')).toBe(12);
    expect(periodStartingOn(rent, '2029-03-01')).toBeNull();
    expect(brief({ ...rent, paidCents: 1_200_000 }, settings(), '2029-02-25')).toEqual(['before@2029-02-28=100000']);
  });

  it('a reminder "after" that would fall before the lease is nothing', () => {
    expect(brief(monthly(), settings({ reminderDaysAfter: [3] }), '2026-01-14')).toEqual([]);
  });

  it('a "before" many days ahead names the period that starts then, even two periods on', () => {
    const s = settings({ reminderDaysBefore: 45 });
    // 45 days before 15/03 is 29/01; periods 0 and 1 are paid, period 2 is not
    expect(brief(monthly({ paidCents: 200_000 }), s, '2026-01-29')).toEqual(['before@2026-03-15=100000']);
    expect(brief(monthly({ paidCents: 300_000 }), s, '2026-01-29')).toEqual([]);
  });

  it('Weekly rents get daily fees per week-period', () => {
    const rent = monthly({ type: 'Weekly', startDate: '2026-01-05', endDate: '2026-03-02', priceCents: 30_000 });
    const s = feesOn({ lateFeeRepeat: 'daily', lateFeeGraceDays: 2, lateFeeAmount: 300, lateFeeMonthlyCapCents: 900 });
    expect(feeBrief(rent, s, '2026-01-08')).toEqual(['2026-01-05#0=300@2026-01-07', '2026-01-05#1=300@2026-01-08']);
    expect(feeBrief(rent, s, '2026-01-14', [posted('2026-01-05', 0, 300), posted('2026-01-05', 1, 300)])).toEqual([
      '2026-01-05#2=300@2026-01-09',
      '2026-01-12#0=300@2026-01-14',
    ]);
  });
});

describe('the end of the lease and overstay', () => {
  // three periods: January, February, March; the period starting 01/04 is owed only once the tenant stays on
  const rent = monthly({ startDate: '2026-01-01', endDate: '2026-04-01', paidCents: 300_000 });
  it.each<[string, string[]]>([
    ['2026-03-01', ['invoice@2026-03-01=100000']],
    ['2026-03-29', []], // no "before" for the period after the lease
    ['2026-04-01', []], // the end date: not owed yet
    ['2026-04-02', ['invoice@2026-04-01=100000']], // overstaying: billed the day it becomes owed
    ['2026-04-04', ['after-3@2026-04-01=100000']],
    ['2026-04-11', ['after-10@2026-04-01=100000']],
    ['2026-04-28', []], // no "before" for overstay periods either
    ['2026-05-01', ['invoice@2026-05-01=200000']],
  ])('%s', (today, expected) => {
    expect(brief({ ...rent, paidCents: today === '2026-03-01' ? 200_000 : 300_000 }, settings(), today)).toEqual(expected);
  });

  it('a lease ending mid-period sends the last period like the others', () => {
    const short = monthly({ startDate: '2026-01-10', endDate: '2026-02-20', paidCents: 100_000 });
    expect(brief(short, settings(), '2026-02-07')).toEqual(['before@2026-02-10=100000']);
    expect(brief(short, settings(), '2026-02-10')).toEqual(['invoice@2026-02-10=100000']);
    expect(brief(short, settings(), '2026-03-07')).toEqual([]); // 10/03 is after the end date: not a lease period
  });
});

describe('checked out, priced 0', () => {
  it('a checked-out rent gets no email and no fee', () => {
    const rent = monthly({ checkoutDate: '2026-01-20' });
    for (const today of ['2026-01-12', '2026-01-15', '2026-01-18', '2026-01-25', '2026-02-15']) {
      expect(brief(rent, feesOn(), today)).toEqual([]);
      expect(feeBrief(rent, feesOn(), today)).toEqual([]);
    }
  });

  it('a rent priced 0 gets nothing', () => {
    const rent = monthly({ priceCents: 0 });
    for (const today of ['2026-01-12', '2026-01-15', '2026-01-18', '2026-01-25'])
      expect(collectionDue({ rent, settings: feesOn({ lateFeeKind: 'flat' }), today, fees: [] })).toEqual({ notices: [], fees: [] });
  });
});

describe('Weekly rents', () => {
  const rent = monthly({ type: 'Weekly', startDate: '2026-01-05', endDate: '2026-03-02', priceCents: 30_000 });
  it.each<[string, number, string[]]>([
    ['2026-01-02', 0, ['before@2026-01-05=30000']],
    ['2026-01-05', 0, ['invoice@2026-01-05=30000']],
    ['2026-01-08', 0, ['after-3@2026-01-05=30000']],
    ['2026-01-09', 30_000, ['before@2026-01-12=30000']],
    ['2026-01-12', 30_000, ['invoice@2026-01-12=30000']],
    ['2026-01-15', 30_000, ['after-3@2026-01-12=30000']],
    ['2026-01-15', 60_000, []],
    // 10 days after 05/01 is 15/01: period 0 unpaid, and 3 days after period 1
    ['2026-01-15', 0, ['after-3@2026-01-12=60000', 'after-10@2026-01-05=60000']],
  ])('%s paid %s', (today, paidCents, expected) => {
    expect(brief({ ...rent, paidCents }, settings(), today)).toEqual(expected);
  });
});

describe('Daily rents', () => {
  const rent = monthly({ type: 'Daily', startDate: '2026-01-01', endDate: '2026-02-01', priceCents: 2_000 });
  it.each<[string, number, string[]]>([
    ['2025-12-29', 0, []], // no "before"
    ['2026-01-01', 0, []], // no invoice per day
    ['2026-01-02', 0, []],
    ['2026-01-04', 0, ['after-3@2026-01-01=8000']], // the oldest unpaid day, 3 days on
    ['2026-01-05', 0, []], // 02/01 is 3 days ago but not the oldest unpaid day
    ['2026-01-11', 0, ['after-10@2026-01-01=22000']],
    ['2026-01-07', 6_000, ['after-3@2026-01-04=8000']], // three days paid: 04/01 is the oldest unpaid
    ['2026-01-07', 14_000, []], // paid through 07/01
  ])('%s paid %s', (today, paidCents, expected) => {
    expect(brief({ ...rent, paidCents }, settings(), today)).toEqual(expected);
  });

  it('gets one fee per unpaid day-period, even with repeat daily', () => {
    const s = feesOn({ lateFeeRepeat: 'daily', lateFeeGraceDays: 2, lateFeeAmount: 500 });
    expect(feeBrief(rent, s, '2026-01-04')).toEqual(['2026-01-01#0=500@2026-01-03', '2026-01-02#0=500@2026-01-04']);
  });
});

describe('late fees at most once a month (monthly)', () => {
  const daily = monthly({ type: 'Daily', startDate: '2026-01-28', endDate: '2026-03-01', priceCents: 2_000 });
  const weekly = monthly({ type: 'Weekly', startDate: '2026-01-05', endDate: '2026-04-06', priceCents: 15_000 });
  const s = feesOn({ lateFeeRepeat: 'monthly', lateFeeGraceDays: 2, lateFeeAmount: 500 });
  it.each<[string, CollectionRent, string, PostedFee[], string[]]>([
    ['Daily: the first unpaid day of the month gets the fee, the next days none', daily, '2026-01-31', [], ['2026-01-28#0=500@2026-01-30']],
    ['Daily: charged already this month: none', daily, '2026-01-31', [posted('2026-01-28', 0, 500)], []],
    [
      'Daily: a new month, one more fee (its first unpaid day)',
      daily,
      '2026-02-03',
      [posted('2026-01-28', 0, 500)],
      ['2026-02-01#0=500@2026-02-03'],
    ],
    ["Daily: a waived fee counts as the month's", daily, '2026-01-31', [posted('2026-01-28', 0, 500, true)], []],
    [
      "Daily: the month's fee was on a day since paid: the unpaid days get none",
      { ...daily, paidCents: 4_000 },
      '2026-01-31',
      [posted('2026-01-28', 0, 500)],
      [],
    ],
    [
      'Daily: caught up after missed runs, one per month',
      daily,
      '2026-02-10',
      [],
      ['2026-01-28#0=500@2026-01-30', '2026-02-01#0=500@2026-02-03'],
    ],
    ['Weekly: one fee for the first unpaid week', weekly, '2026-01-20', [], ['2026-01-05#0=500@2026-01-07']],
    ['Weekly: the later weeks of January none', weekly, '2026-01-31', [posted('2026-01-05', 0, 500)], []],
    ["Weekly: February's first week gets one", weekly, '2026-02-04', [posted('2026-01-05', 0, 500)], ['2026-02-02#0=500@2026-02-04']],
    ['Monthly rents: as once, a fee per period', monthly(), '2026-02-20', [posted('2026-01-15', 0, 500)], ['2026-02-15#0=500@2026-02-17']],
  ])('%s', (_name, rent, today, already, expected) => {
    expect(feeBrief(rent, s, today, already)).toEqual(expected);
  });

  it('once on a Daily rent charges every unpaid day (what the settings note warns of)', () => {
    expect(feeBrief(daily, { ...s, lateFeeRepeat: 'once' }, '2026-01-31')).toHaveLength(2);
  });
});

describe('late fees', () => {
  it.each<[string, Partial<RentCollectionSettings>, Partial<CollectionRent>, string, PostedFee[], string[]]>([
    ['off: none', { lateFeeEnabled: false }, {}, '2026-01-25', [], []],
    ['before the grace ends: none', {}, {}, '2026-01-19', [], []],
    ['on the fee day (due + 5)', {}, {}, '2026-01-20', [], ['2026-01-15#0=2500@2026-01-20']],
    ['posted already: none', {}, {}, '2026-01-20', [posted('2026-01-15', 0)], []],
    ['caught up after missed days, dated for its day', {}, {}, '2026-01-25', [], ['2026-01-15#0=2500@2026-01-20']],
    ['paid: none', {}, { paidCents: 100_000 }, '2026-01-20', [], []],
    ['part paid: fee', {}, { paidCents: 50_000 }, '2026-01-20', [], ['2026-01-15#0=2500@2026-01-20']],
    ['grace 0: the due date', { lateFeeGraceDays: 0 }, {}, '2026-01-15', [], ['2026-01-15#0=2500@2026-01-15']],
    [
      'percent of the period rent',
      { lateFeeKind: 'percent', lateFeeAmount: 1_000 },
      {},
      '2026-01-20',
      [],
      ['2026-01-15#0=10000@2026-01-20'],
    ],
    [
      'percent rounding half up',
      { lateFeeKind: 'percent', lateFeeAmount: 150 },
      { priceCents: 333_33 },
      '2026-01-20',
      [],
      ['2026-01-15#0=500@2026-01-20'],
    ],
    ['a percent fee rounding to 0: none', { lateFeeKind: 'percent', lateFeeAmount: 1 }, { priceCents: 40 }, '2026-01-20', [], []],
    ['two unpaid periods, the first fee posted', {}, {}, '2026-02-20', [posted('2026-01-15', 0)], ['2026-02-15#0=2500@2026-02-20']],
    [
      'switched on mid-lease: only periods due on or after that day',
      { lateFeeEnabledOn: '2026-01-16' },
      {},
      '2026-02-20',
      [],
      ['2026-02-15#0=2500@2026-02-20'],
    ],
    [
      'switched on the due date itself: that period counts',
      { lateFeeEnabledOn: '2026-01-15' },
      {},
      '2026-01-20',
      [],
      ['2026-01-15#0=2500@2026-01-20'],
    ],
    ['switched on after every owed period: none', { lateFeeEnabledOn: '2026-02-16' }, {}, '2026-02-25', [], []],
    ['never switched on (no date): none', { lateFeeEnabledOn: null }, {}, '2026-01-25', [], []],
  ])('once: %s', (_name, over, rentOver, today, already, expected) => {
    expect(feeBrief(monthly(rentOver), feesOn(over), today, already)).toEqual(expected);
  });

  const daily = (over: Partial<RentCollectionSettings> = {}) => feesOn({ lateFeeRepeat: 'daily', lateFeeMonthlyCapCents: 6_000, ...over });
  it.each<[string, Partial<RentCollectionSettings>, string, PostedFee[], string[]]>([
    ['the first day', {}, '2026-01-20', [], ['2026-01-15#0=2500@2026-01-20']],
    ['the second day', {}, '2026-01-21', [posted('2026-01-15', 0)], ['2026-01-15#1=2500@2026-01-21']],
    [
      'the third day: cut to the cap',
      {},
      '2026-01-22',
      [posted('2026-01-15', 0), posted('2026-01-15', 1)],
      ['2026-01-15#2=1000@2026-01-22'],
    ],
    ['at the cap: none', {}, '2026-01-23', [posted('2026-01-15', 0), posted('2026-01-15', 1), posted('2026-01-15', 2, 1_000)], []],
    [
      'waived fees count towards the cap',
      {},
      '2026-01-23',
      [posted('2026-01-15', 0, 2_500, true), posted('2026-01-15', 1), posted('2026-01-15', 2, 1_000)],
      [],
    ],
    [
      'caught up: every missed day, up to the cap',
      {},
      '2026-01-25',
      [],
      ['2026-01-15#0=2500@2026-01-20', '2026-01-15#1=2500@2026-01-21', '2026-01-15#2=1000@2026-01-22'],
    ],
    [
      'no cap: one a day',
      { lateFeeMonthlyCapCents: null },
      '2026-01-22',
      [],
      ['2026-01-15#0=2500@2026-01-20', '2026-01-15#1=2500@2026-01-21', '2026-01-15#2=2500@2026-01-22'],
    ],
    [
      'a missing day in the middle is filled',
      { lateFeeMonthlyCapCents: null },
      '2026-01-22',
      [posted('2026-01-15', 0), posted('2026-01-15', 2)],
      ['2026-01-15#1=2500@2026-01-21'],
    ],
  ])('daily: %s', (_name, over, today, already, expected) => {
    expect(feeBrief(monthly(), daily(over), today, already)).toEqual(expected);
  });

  it('daily: each unpaid period has its own cap', () => {
    const s = daily({ lateFeeMonthlyCapCents: 2_500 });
    expect(feeBrief(monthly(), s, '2026-02-21', [posted('2026-01-15', 0)])).toEqual(['2026-02-15#0=2500@2026-02-20']);
  });

  it(`a long catch-up posts at most ${MAX_FEES_PER_RUN} per run`, () => {
    const s = daily({ lateFeeMonthlyCapCents: null, lateFeeAmount: 100 });
    const due = lateFeesDue(monthly({ endDate: '2028-01-15' }), s, '2026-12-31', []);
    expect(due).toHaveLength(MAX_FEES_PER_RUN);
    expect(due[0]).toMatchObject({ periodStart: '2026-01-15', seq: 0 });
    expect(due.at(-1)).toMatchObject({ periodStart: '2026-01-15', seq: MAX_FEES_PER_RUN - 1 });
  });

  it(`daily fees of a period stop at seq ${MAX_DAILY_FEE_SEQ}`, () => {
    const s = daily({ lateFeeMonthlyCapCents: null, lateFeeAmount: 100 });
    const rent = monthly({ endDate: '2030-01-15' });
    const already = Array.from({ length: MAX_DAILY_FEE_SEQ - 1 }, (_, j) => posted('2026-01-15', j, 100));
    // 1,100 days after the fee day: only seq 998 and 999 are left for the first period
    const due = lateFeesDue(rent, s, '2029-01-23', already).filter((f) => f.periodStart === '2026-01-15');
    expect(due.map((f) => f.seq)).toEqual([MAX_DAILY_FEE_SEQ - 1, MAX_DAILY_FEE_SEQ]);
  });

  it('mayOweLateFees says when fees must be read', () => {
    expect(mayOweLateFees(monthly(), feesOn(), '2026-01-19')).toBe(false);
    expect(mayOweLateFees(monthly(), feesOn(), '2026-01-20')).toBe(true);
    expect(mayOweLateFees(monthly({ paidCents: 100_000 }), feesOn(), '2026-02-19')).toBe(false);
    expect(mayOweLateFees(monthly({ paidCents: 100_000 }), feesOn(), '2026-02-20')).toBe(true);
    expect(mayOweLateFees(monthly(), settings(), '2026-02-20')).toBe(false);
    expect(mayOweLateFees(monthly(), feesOn({ lateFeeEnabledOn: '2026-03-01' }), '2026-03-10')).toBe(false);
  });

  it('an overstay period gets its fee like the others', () => {
    const rent = monthly({ startDate: '2026-01-01', endDate: '2026-04-01', paidCents: 300_000 });
    expect(feeBrief(rent, feesOn(), '2026-04-05')).toEqual([]);
    expect(feeBrief(rent, feesOn(), '2026-04-06')).toEqual(['2026-04-01#0=2500@2026-04-06']);
  });

  it("the emails' amounts include posted, new and unwaived fees", () => {
    const s = feesOn();
    // 25/01: 10 days after, the fee of 20/01 not posted yet (caught up now)
    expect(brief(monthly(), s, '2026-01-25')).toEqual(['after-10@2026-01-15=102500']);
    expect(brief(monthly(), s, '2026-01-25', [posted('2026-01-15', 0)])).toEqual(['after-10@2026-01-15=102500']);
    expect(brief(monthly(), s, '2026-01-25', [posted('2026-01-15', 0, 2_500, true)])).toEqual(['after-10@2026-01-15=100000']);
    const due = collectionDue({ rent: monthly(), settings: s, today: '2026-01-25', fees: [] });
    expect(due.fees).toHaveLength(1);
  });
});

describe('amount due and Send reminder now', () => {
  it('amountDueCents: owed rent + unwaived fees − paid, never below 0', () => {
    expect(amountDueCents(monthly(), '2026-02-15', [])).toBe(200_000);
    expect(amountDueCents(monthly({ paidCents: 300_000 }), '2026-02-15', [])).toBe(0);
    expect(amountDueCents(monthly({ paidCents: 100_000 }), '2026-01-20', [{ amountCents: 2_500 }])).toBe(2_500);
    expect(amountDueCents(monthly(), '2026-01-20', [{ amountCents: 2_500, waived: true }])).toBe(100_000);
    // checked out: owed up to the checkout date only
    expect(amountDueCents(monthly({ checkoutDate: '2026-01-20' }), '2026-06-01', [])).toBe(100_000);
  });

  it.each<[string, Partial<CollectionRent>, string, { amountCents: number; waived?: boolean }[], string | null]>([
    ['nothing owed before the start', {}, '2026-01-10', [], null],
    ['the only period, unpaid', {}, '2026-01-20', [], '2026-01-15=100000'],
    ['the oldest unpaid of two', {}, '2026-02-20', [], '2026-01-15=200000'],
    ['the second, the first paid', { paidCents: 100_000 }, '2026-02-20', [], '2026-02-15=100000'],
    ['all paid: nothing', { paidCents: 200_000 }, '2026-02-20', [], null],
    ['paid ahead: nothing', { paidCents: 500_000 }, '2026-02-20', [], null],
    ['rent paid, a fee unpaid: the last owed period', { paidCents: 200_000 }, '2026-02-20', [{ amountCents: 2_500 }], '2026-02-15=2500'],
    ['rent paid, the fee waived: nothing', { paidCents: 200_000 }, '2026-02-20', [{ amountCents: 2_500, waived: true }], null],
    ['checked out owing', { checkoutDate: '2026-01-20' }, '2026-03-01', [], '2026-01-15=100000'],
    ['priced 0', { priceCents: 0 }, '2026-03-01', [], null],
  ])('%s', (_name, over, today, fees, expected) => {
    const n = reminderNow(monthly(over), today, fees);
    expect(n ? `${n.periodStart}=${n.amountDueCents}` : null).toBe(expected);
    if (n) expect(n.kind).toBe('reminder');
  });
});

describe("the company's local date (localDateOf)", () => {
  it.each<[string, string, string]>([
    ['2026-03-29T00:30:00Z', 'Europe/London', '2026-03-29'], // the night clocks go forward
    ['2026-10-24T23:30:00Z', 'Europe/London', '2026-10-25'], // BST: already the 25th
    ['2026-12-31T23:59:59Z', 'Europe/London', '2026-12-31'], // GMT = UTC
    ['2026-01-01T10:59:00Z', 'Pacific/Auckland', '2026-01-01'], // NZDT UTC+13: 23:59
    ['2026-01-01T11:00:00Z', 'Pacific/Auckland', '2026-01-02'],
    ['2026-01-01T07:59:00Z', 'America/Los_Angeles', '2025-12-31'],
    ['2026-01-01T08:00:00Z', 'America/Los_Angeles', '2026-01-01'],
    ['2026-02-28T20:00:00Z', 'Asia/Kolkata', '2026-03-01'], // UTC+05:30
    ['2026-02-28T18:29:00Z', 'Asia/Kolkata', '2026-02-28'],
    ['2026-06-15T12:00:00Z', 'Not/AZone', '2026-06-15'], // an unknown zone falls back to UTC
  ])('%s in %s is %s', (instant, zone, date) => {
    expect(localDateOf(new Date(instant), zone)).toBe(date);
  });

  it('the same instant is a due date in one zone and not yet in another', () => {
    const instant = new Date('2026-01-14T20:00:00Z');
    const rent = monthly();
    expect(brief(rent, settings(), localDateOf(instant, 'Australia/Sydney'))).toEqual(['invoice@2026-01-15=100000']);
    expect(brief(rent, settings(), localDateOf(instant, 'Europe/London'))).toEqual([]);
  });
});

describe('the invoice an email links to asks for what the email does (outstandingInvoiceRange)', () => {
  /** The linked invoice's balance: its rent lines and fee lines over the range, paid as the PDF pays them. */
  const invoiceBalance = (rent: CollectionRent, fees: PostedFee[], periodStart: string, asOf: string, today: string) => {
    const terms = {
      startDate: rent.startDate,
      endDate: rent.endDate,
      type: rent.type,
      rentPriceCents: rent.priceCents,
      checkoutDate: rent.checkoutDate,
    };
    const unwaived = fees.filter((f) => !f.waived);
    const range = outstandingInvoiceRange({ rent: terms, paidCents: rent.paidCents, fees: unwaived, periodStart, asOf, today });
    const rentLines = invoiceLines({ ...range, rent: terms, paidCents: rent.paidCents });
    const feeLines = invoiceFeeLines({ ...range, rent: terms, paidCents: rent.paidCents, fees: unwaived });
    return { range, balance: rentLines.balanceCents + feeLines.reduce((s, l) => s + l.balanceCents, 0) };
  };

  it.each<[string, CollectionRent, PostedFee[], string, string, { startDate: string; endDate: string }, number]>([
    // the weekly tenant: four weeks unpaid, the billing email of the fourth asks for all four
    [
      'a weekly tenant four weeks behind',
      monthly({ type: 'Weekly', priceCents: 15_000, startDate: '2026-11-10', endDate: '2027-11-10' }),
      [],
      '2026-12-01',
      '2026-12-01',
      { startDate: '2026-11-10', endDate: '2026-12-07' },
      60_000,
    ],
    // the daily tenant: a reminder about the oldest unpaid day, owing every day since
    [
      'a daily tenant, reminder of the oldest unpaid day',
      monthly({ type: 'Daily', priceCents: 4_000, startDate: '2026-12-01', endDate: '2027-12-01', paidCents: 0 }),
      [posted('2026-12-01', 0, 1_000)],
      '2026-12-01',
      '2026-12-12',
      { startDate: '2026-12-01', endDate: '2026-12-12' },
      49_000,
    ],
    [
      'rent paid, an old fee unpaid: from the fee’s period',
      monthly({ paidCents: 200_000 }),
      [posted('2026-01-15', 0)],
      '2026-02-15',
      '2026-02-20',
      { startDate: '2026-01-15', endDate: '2026-03-14' },
      2_500,
    ],
    [
      'nothing owed: the period itself',
      monthly({ paidCents: 100_000 }),
      [],
      '2026-01-15',
      '2026-01-20',
      { startDate: '2026-01-15', endDate: '2026-02-14' },
      0,
    ],
    [
      'checked out mid-period: up to the checkout',
      monthly({ checkoutDate: '2026-02-20' }),
      [],
      '2026-01-15',
      '2026-03-01',
      { startDate: '2026-01-15', endDate: '2026-02-20' },
      200_000,
    ],
  ])('%s', (_name, rent, fees, periodStart, today, range, balance) => {
    expect(invoiceBalance(rent, fees, periodStart, today, today)).toEqual({ range, balance });
  });

  it('for every notice and Send reminder now, on any day, paid and fees: the invoice balance is the email’s amount', () => {
    const s = feesOn({ lateFeeEnabledOn: '2026-01-01' });
    let checked = 0;
    for (const type of ['Daily', 'Weekly', 'Monthly'] as const) {
      for (const paidCents of [0, 4_000, 10_000, 35_000, 100_000, 250_000]) {
        for (const feeSet of [[], [posted('2026-01-15', 0)], [posted('2026-01-15', 0), posted('2026-01-15', 1, 700, true)]]) {
          const rent = monthly({ type, priceCents: type === 'Daily' ? 4_000 : type === 'Weekly' ? 15_000 : 100_000, paidCents });
          for (let d = 0; d < 80; d += type === 'Daily' ? 3 : 1) {
            const today = addDays('2026-01-12', d);
            const notices = [...noticesDue(rent, s, today, feeSet)];
            const now = reminderNow(rent, today, feeSet);
            if (now) notices.push(now);
            for (const n of notices) {
              const asOf = isBefore(today, n.periodStart) ? n.periodStart : today;
              const at = `${type} paid ${paidCents} fees ${feeSet.length} ${today} ${n.stage}@${n.periodStart}`;
              expect(invoiceBalance(rent, feeSet, n.periodStart, asOf, today).balance, at).toBe(n.amountDueCents);
              checked += 1;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
