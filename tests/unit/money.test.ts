import { describe, expect, it } from 'vitest';
import { fromCents, hasAtMostTwoDecimals, toCents } from '../../shared/domain/money.ts';

describe('toCents', () => {
  it.each([
    [12.34, 1_234],
    [1_234.5, 123_450],
    [19.99, 1_999], // 19.99 × 100 is 1998.9999999999998 in floating point
    [0.1 + 0.2, 30],
    [-12.5, -1_250],
    [0, 0],
    [1_000_000, 100_000_000],
  ])('%s → %i', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('%s is refused', (amount) => {
    expect(() => toCents(amount)).toThrow(RangeError);
  });
});

describe('fromCents', () => {
  it.each([
    [123_450, 1_234.5],
    [1_999, 19.99],
    [-1_250, -12.5],
    [5, 0.05],
    [0.6, 0.01],
  ])('%s → %s', (cents, amount) => {
    expect(fromCents(cents)).toBe(amount);
  });

  it.each([0.01, 0.1, 19.99, 1_234.56, 99_999.99])('%s survives a round trip through cents', (amount) => {
    expect(fromCents(toCents(amount))).toBe(amount);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it.each([
    [1.5, true],
    [1.25, true],
    [19.99, true],
    [-3.14, true],
    [10, true],
    [0.1 + 0.2, true],
    [1.005, false],
    [1.234, false],
    [0.001, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s → %s', (amount, expected) => {
    expect(hasAtMostTwoDecimals(amount)).toBe(expected);
  });
});
