/** When a company's daily run is due: the next local 06:00, across time zones and DST changes (shared/automation/schedule.ts). */
import { describe, expect, it } from 'vitest';
import { localHourInstant, nextDailyRunAt } from '../../shared/automation/schedule.ts';
import { localDateTime } from '../../shared/automation/settings.ts';

describe('nextDailyRunAt', () => {
  it.each([
    // [now (UTC), zone, next run (UTC), why]
    ['2026-01-15T05:59:59Z', 'Europe/London', '2026-01-15T06:00:00.000Z', 'winter: 06:00 GMT, a second before'],
    ['2026-01-15T06:00:00Z', 'Europe/London', '2026-01-16T06:00:00.000Z', 'at 06:00 exactly: due now, so the next is tomorrow'],
    ['2026-07-15T04:30:00Z', 'Europe/London', '2026-07-15T05:00:00.000Z', 'summer: 06:00 BST = 05:00 UTC'],
    ['2026-03-28T06:30:00Z', 'Europe/London', '2026-03-29T05:00:00.000Z', 'clocks go forward overnight: 23 h later'],
    ['2026-10-24T05:30:00Z', 'Europe/London', '2026-10-25T06:00:00.000Z', 'clocks go back overnight: 25 h later'],
    ['2026-03-08T05:00:00Z', 'America/New_York', '2026-03-08T10:00:00.000Z', 'New York, the day DST starts: 06:00 EDT'],
    ['2026-11-01T12:00:00Z', 'America/New_York', '2026-11-02T11:00:00.000Z', 'New York after DST ends: 06:00 EST'],
    ['2026-06-01T00:00:00Z', 'Asia/Kathmandu', '2026-06-01T00:15:00.000Z', 'a +05:45 zone'],
    ['2026-06-01T00:00:00Z', 'Pacific/Chatham', '2026-06-01T17:15:00.000Z', 'a +12:45 zone, already past 06:00 locally'],
    ['2026-04-05T00:00:00Z', 'Australia/Lord_Howe', '2026-04-05T19:30:00.000Z', 'Lord Howe: a half-hour DST change'],
    ['2026-12-31T20:00:00Z', 'Pacific/Kiritimati', '2027-01-01T16:00:00.000Z', '+14:00: already the next day locally'],
    ['2026-02-28T12:00:00Z', 'UTC', '2026-03-01T06:00:00.000Z', 'month end'],
  ])('%s in %s → %s (%s)', (now, zone, expected) => {
    const next = nextDailyRunAt(new Date(now), zone);
    expect(next.toISOString()).toBe(expected);
    expect(next.getTime()).toBeGreaterThan(Date.parse(now));
    expect(localDateTime(next, zone).hour).toBe(6);
  });

  it('moves one local day at a time through a whole year of DST changes', () => {
    for (const zone of ['Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Tokyo']) {
      let at = new Date('2026-01-01T00:00:00Z');
      let previousDate = '';
      for (let day = 0; day < 366; day++) {
        at = nextDailyRunAt(at, zone);
        const local = localDateTime(at, zone);
        expect(local.hour).toBe(6);
        expect(local.date > previousDate).toBe(true);
        if (previousDate) expect(Date.parse(`${local.date}T00:00:00Z`) - Date.parse(`${previousDate}T00:00:00Z`)).toBe(86_400_000);
        previousDate = local.date;
      }
    }
  });
});

describe('localHourInstant', () => {
  it('a skipped hour becomes the first instant after the gap', () => {
    // 2026-03-29 01:00 never shows in London (01:00 GMT → 02:00 BST)
    expect(localHourInstant('2026-03-29', 1, 'Europe/London').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });
  it('a repeated hour is its first occurrence', () => {
    // 2026-10-25 01:00 shows twice in London (BST, then GMT)
    expect(localHourInstant('2026-10-25', 1, 'Europe/London').toISOString()).toBe('2026-10-25T00:00:00.000Z');
  });
});
