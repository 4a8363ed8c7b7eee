/** The date field speaks ISO strings to forms and CalendarDate to react-aria: the conversion both ways. */
import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { calendarDateToIso, isoToCalendarDate } from '../../web/src/components/ui/date-field-value.ts';

describe('isoToCalendarDate', () => {
  it.each([
    ['2026-03-05', [2026, 3, 5]],
    ['2024-02-29', [2024, 2, 29]],
    ['1900-01-01', [1900, 1, 1]],
    ['2100-12-31', [2100, 12, 31]],
    ['0001-01-01', [1, 1, 1]],
  ] as const)('%s → %j', (iso, [year, month, day]) => {
    const date = isoToCalendarDate(iso);
    expect(date).toBeInstanceOf(CalendarDate);
    expect([date?.year, date?.month, date?.day]).toEqual([year, month, day]);
  });

  it.each([
    // empty: the field shows its dd/mm/yyyy placeholder
    '',
    '   ',
    // not a calendar day: nothing rolls over into the next month
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    // not the ISO shape forms keep
    '05/03/2026',
    '2026-3-5',
    '2026-03-05T00:00:00Z',
    'yesterday',
  ])('%j → null', (value) => {
    expect(isoToCalendarDate(value)).toBeNull();
  });

  it('takes null and undefined as empty', () => {
    expect(isoToCalendarDate(null)).toBeNull();
    expect(isoToCalendarDate(undefined)).toBeNull();
  });
});

describe('calendarDateToIso', () => {
  it.each([
    [new CalendarDate(2026, 3, 5), '2026-03-05'],
    [new CalendarDate(2024, 2, 29), '2024-02-29'],
    [new CalendarDate(999, 12, 31), '0999-12-31'],
    [new CalendarDate(2100, 1, 1), '2100-01-01'],
  ])('%s → %s', (date, iso) => {
    expect(calendarDateToIso(date)).toBe(iso);
  });

  it('gives an empty string while the field is empty or half typed (react-aria reports null)', () => {
    expect(calendarDateToIso(null)).toBe('');
    expect(calendarDateToIso(undefined)).toBe('');
  });

  it('round-trips every day of a leap year', () => {
    let date = new CalendarDate(2024, 1, 1);
    for (let i = 0; i < 366; i += 1) {
      const iso = calendarDateToIso(date);
      expect(iso).toMatch(/^2024-\d{2}-\d{2}$/);
      expect(isoToCalendarDate(iso)?.compare(date)).toBe(0);
      date = date.add({ days: 1 });
    }
    expect(calendarDateToIso(date)).toBe('2025-01-01');
  });
});
