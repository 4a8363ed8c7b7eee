import { describe, expect, it } from 'vitest';
import { floorLabel, floorLabelsText, levelNumbers, levelOfFloorLabel, parseLevelNumber } from '../../shared/rent/floors.ts';

describe('floorLabel: level 1 is G, level n is n−1', () => {
  it.each([
    [1, 'G'],
    [2, '1'],
    [3, '2'],
    [11, '10'],
  ])('level %i → %s', (level, label) => {
    expect(floorLabel(level)).toBe(label);
  });

  it.each([0, -1, 1.5, Number.NaN])('level %s is not a stored level', (level) => {
    expect(() => floorLabel(level)).toThrow(RangeError);
  });
});

describe('levelNumbers: floors of a building are levels 1..floors', () => {
  it.each([
    [0, []],
    [1, [1]],
    [4, [1, 2, 3, 4]],
  ])('%i floors → %j', (floors, levels) => {
    expect(levelNumbers(floors)).toEqual(levels);
  });

  it('labels a three-floor building G, 1, 2', () => {
    expect(levelNumbers(3).map(floorLabel)).toEqual(['G', '1', '2']);
  });

  it.each([-1, 2.5])('%s floors is refused', (floors) => {
    expect(() => levelNumbers(floors)).toThrow(RangeError);
  });
});

describe('parseLevelNumber (route parameter)', () => {
  it.each([
    ['2', undefined, 2],
    [' 3 ', undefined, 3],
    [3, undefined, 3],
    ['4', 4, 4],
    ['5', 4, null],
    ['0', undefined, null],
    ['-1', undefined, null],
    ['2.5', undefined, null],
    ['1e2', undefined, null],
    ['abc', undefined, null],
    ['', undefined, null],
    [null, undefined, null],
    [undefined, undefined, null],
  ] as const)('%j with %s floors → %s', (value, floors, expected) => {
    expect(parseLevelNumber(value, floors)).toBe(expected);
  });
});

describe('levelOfFloorLabel: files name floors as the screens do (G, 1, 2…)', () => {
  it.each([
    ['G', 1],
    [' g ', 1],
    ['1', 2],
    ['2', 3],
    ['10', 11],
  ])('%j → level %i', (label, level) => {
    expect(levelOfFloorLabel(label)).toBe(level);
    expect(floorLabel(level)).toBe(label.trim().toUpperCase());
  });

  it.each(['', '0', '-1', '1.5', 'Ground', 'x', 'G1'])('%j is no floor label', (label) => {
    expect(levelOfFloorLabel(label)).toBeNull();
  });
});

describe('floorLabelsText: a building’s floors in words', () => {
  it.each([
    [1, 'G'],
    [2, 'G or 1'],
    [3, 'G, 1 or 2'],
    [4, 'G, 1, 2 or 3'],
    [10, 'G or 1 to 9'],
  ])('%i floors → %s', (floors, text) => {
    expect(floorLabelsText(floors)).toBe(text);
  });
});
