/** Scanning (WAREHOUSE.md "Scanning and labels"): a label held in view counts once; a wedge scanner's burst is a code, typing is not. */
import { describe, expect, it } from 'vitest';
import { createRepeatFilter, createWedgeDetector, REPEAT_WINDOW_MS } from '../../web/src/components/scan/scan-timing.ts';

describe('the camera repeat filter', () => {
  it.each<[string, Array<[string, number]>, boolean[]]>([
    ['a first read is a scan', [['A', 0]], [true]],
    [
      'the same code read again at once is the same scan',
      [
        ['A', 0],
        ['A', 100],
      ],
      [true, false],
    ],
    [
      'a label held in view counts once however long',
      [
        ['A', 0],
        ['A', 1000],
        ['A', 2000],
        ['A', 3000],
      ],
      [true, false, false, false],
    ],
    [
      'the same code after the window is a new scan',
      [
        ['A', 0],
        ['A', REPEAT_WINDOW_MS],
      ],
      [true, true],
    ],
    [
      'another code at once is a new scan',
      [
        ['A', 0],
        ['B', 10],
      ],
      [true, true],
    ],
    [
      'back to the first code is a new scan',
      [
        ['A', 0],
        ['B', 10],
        ['A', 20],
      ],
      [true, true, true],
    ],
  ])('%s', (_, reads, expected) => {
    const isNew = createRepeatFilter();
    expect(reads.map(([code, at]) => isNew(code, at))).toEqual(expected);
  });
});

/** Keys typed `gap` ms apart from time `start`, then Enter `enterGap` ms after the last. */
const burst = (text: string, gap: number, start = 1000, enterGap = gap) => [
  ...[...text].map((key, i) => ({ key, at: start + i * gap })),
  { key: 'Enter', at: start + (text.length - 1) * gap + enterGap },
];

describe('the keyboard-wedge detector', () => {
  it.each<[string, Array<{ key: string; at: number }>, Array<string | null>]>([
    ['a scanner: 13 digits 10 ms apart and Enter', burst('5901234123457', 10), ['5901234123457']],
    ['a scanner at 30 ms a key', burst('DRILL-18', 30), ['DRILL-18']],
    ['typing: 13 digits 120 ms apart and Enter', burst('5901234123457', 120), []],
    ['too short: 5 fast characters', burst('12345', 10), []],
    ['the shortest: 6 fast characters', burst('123456', 10), ['123456']],
    ['Enter pressed slowly after a fast burst', burst('5901234123457', 10, 1000, 500), []],
    ['a slow key in the middle starts again', [...burst('123', 10).slice(0, 3), ...burst('4567890', 10, 2000)], ['4567890']],
    [
      'typed text before a scan is not part of it',
      [{ key: 'a', at: 0 }, { key: 'b', at: 200 }, ...burst('5901234123457', 8, 500)],
      ['5901234123457'],
    ],
    [
      "Shift before capitals neither adds nor breaks a scanner's burst",
      [{ key: 'Shift', at: 1000 }, { key: 'A', at: 1005 }, { key: 'Shift', at: 1012 }, { key: 'B', at: 1020 }, ...burst('-1234', 10, 1030)],
      ['AB-1234'],
    ],
    [
      'Backspace drops what the burst had so far',
      [...burst('123', 5).slice(0, 3), { key: 'Backspace', at: 1015 }, ...burst('456789', 5, 1020)],
      ['456789'],
    ],
    ['two scans in a row', [...burst('1111111', 5, 0), ...burst('2222222', 5, 1000)], ['1111111', '2222222']],
  ])('%s', (_, keys, codes) => {
    const detector = createWedgeDetector();
    expect(keys.map((k) => detector.push(k)).filter((c) => c !== null)).toEqual(codes);
  });

  it('forgets a half burst on reset', () => {
    const detector = createWedgeDetector();
    for (const k of burst('1234567', 5).slice(0, 7)) detector.push(k);
    detector.reset();
    expect(detector.push({ key: 'Enter', at: 1035 })).toBeNull();
  });
});
