/**
 * Pure timing rules of scanning, kept apart from the DOM so they are tested as tables: the camera's repeat filter
 * (a code held in view is read many times a second) and the keyboard-wedge detector (a USB or Bluetooth scanner
 * types the code in a burst of keystrokes and presses Enter).
 */

/** The same code again within this many ms is the same label still in view, not a second scan. */
export const REPEAT_WINDOW_MS = 1500;

/** Answers whether a read is a new scan: a different code, or the same one after `windowMs` without reading it. */
export function createRepeatFilter(windowMs = REPEAT_WINDOW_MS) {
  let last: { code: string; at: number } | null = null;
  return (code: string, at: number): boolean => {
    const repeat = last !== null && last.code === code && at - last.at < windowMs;
    // a label held in view keeps refreshing its time, so it counts once however long it stays
    last = { code, at };
    return !repeat;
  };
}

/** A wedge scanner types faster than this between keys; people, even fast typists, rarely go under 50 ms. */
export const WEDGE_MAX_GAP_MS = 35;
/** The shortest code a wedge scan is taken for (EAN-8 and up; SKUs in Code 128 are usually longer). */
export const WEDGE_MIN_LENGTH = 6;

export interface WedgeKey {
  /** KeyboardEvent.key: one printable character, or 'Enter'. */
  key: string;
  /** The event's timeStamp in ms. */
  at: number;
}

/**
 * Follows keystrokes; `push` answers the code when Enter ends a burst of at least WEDGE_MIN_LENGTH characters each
 * under WEDGE_MAX_GAP_MS after the one before, else null. A slow key starts a new burst, so typing is never taken.
 */
export function createWedgeDetector(maxGapMs = WEDGE_MAX_GAP_MS, minLength = WEDGE_MIN_LENGTH) {
  let buffer = '';
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    push({ key, at }: WedgeKey): string | null {
      // a scanner sends Shift before capitals: it neither adds to nor breaks the burst
      if (key === 'Shift') return null;
      const fast = at - lastAt < maxGapMs;
      lastAt = at;
      if (key === 'Enter') {
        const code = fast && buffer.length >= minLength ? buffer : null;
        buffer = '';
        return code;
      }
      if (key.length !== 1) {
        buffer = '';
        return null;
      }
      buffer = fast ? buffer + key : key;
      return null;
    },
    reset() {
      buffer = '';
      lastAt = Number.NEGATIVE_INFINITY;
    },
  };
}
