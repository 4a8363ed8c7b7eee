/**
 * dayNumberOf (shared/domain/dates.ts): an instant's UTC day as a day number, the same number toDayNumber gives its
 * ISO date (what a kept day number, such as an item's last sale, is read back with), without the text round trip.
 */
import { describe, expect, it } from 'vitest';
import { dayNumberOf, fromDayNumber, isoDateOf, toDayNumber } from '../../shared/domain/dates.ts';

describe('dayNumberOf', () => {
  it.each([
    ['1970-01-01T00:00:00Z', 0],
    ['1970-01-01T23:59:59.999Z', 0],
    ['1969-12-31T23:59:59.999Z', -1],
    ['2024-02-29T12:00:00Z', 19782],
    ['2024-03-05T00:30:00+02:00', 19786],
    ['0001-01-01T00:00:00Z', -719162],
    ['9999-12-31T23:59:59Z', 2932896],
  ])('%s → %i, as toDayNumber of its UTC date', (instant, expected) => {
    const at = new Date(instant);
    expect(dayNumberOf(at)).toBe(expected);
    expect(dayNumberOf(at)).toBe(toDayNumber(at.toISOString().slice(0, 10)));
    expect(fromDayNumber(dayNumberOf(at))).toBe(isoDateOf(at));
  });

  it('refuses an invalid Date, as toISOString does', () => {
    expect(() => dayNumberOf(new Date('nope'))).toThrow(RangeError);
  });
});
