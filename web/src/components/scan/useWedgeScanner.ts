import { useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { createWedgeDetector, WEDGE_MAX_GAP_MS } from './scan-timing.ts';

type TextField = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * A field's text as a person left it: the scanner's keys typed the code into it before Enter told a scan from typing,
 * so a scan puts the text back (through the field's input event, so React's state follows). A scan in a quantity or
 * a picker leaves it as it was; the screen then does its part (one more on the scanned item's line).
 */
function restoreText(field: TextField, text: string) {
  if (field.value !== text) {
    // the prototype's setter, not the element's: React's own tracker would otherwise swallow the change
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // the code's keys opened a picker's list of matches: closed as a blur closes it (its text back to its choice)
  if (field.getAttribute('role') === 'combobox' && field.getAttribute('aria-expanded') === 'true' && document.activeElement === field) {
    field.blur();
    field.focus();
  }
}

/** Remembers the focused field's text when a burst of keys began (a key after a pause, or in another field). */
function createBurstStart() {
  let before: { field: TextField; text: string } | null = null;
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    push(key: string, at: number, target: EventTarget | null) {
      // Shift neither adds to nor breaks a burst (as for the detector)
      if (key === 'Shift') return;
      if (at - lastAt >= WEDGE_MAX_GAP_MS || before?.field !== target)
        before = isTextField(target) ? { field: target, text: target.value } : null;
      lastAt = at;
    },
    /** The burst was a scan: its field's text put back as it was. */
    restore() {
      if (before) restoreText(before.field, before.text);
      before = null;
    },
  };
}

/**
 * A keyboard-wedge scanner (USB or Bluetooth) in the fields of a wrapper: spread the answer on the element around an
 * item picker or a search (`<div {...wedge}>`). It listens in the capture phase, so it sees the keys of any field
 * inside (react-aria's ComboBox too); a burst ending in Enter is a scan: that Enter neither submits the form nor picks
 * the highlighted option, the field's text is put back as it was before the burst, and `onCode` hears the code.
 * Typing, slower than a scanner, goes on untouched.
 */
export function useWedgeScanner(onCode: (code: string) => void) {
  const onCodeRef = useRef(onCode);
  useLayoutEffect(() => {
    onCodeRef.current = onCode;
  });
  return useMemo(() => {
    const detector = createWedgeDetector();
    const burst = createBurstStart();
    return {
      onKeyDownCapture(event: KeyboardEvent) {
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        burst.push(event.key, event.timeStamp, event.target);
        const code = detector.push({ key: event.key, at: event.timeStamp });
        if (code === null) return;
        event.preventDefault();
        event.stopPropagation();
        burst.restore();
        onCodeRef.current(code);
      },
    };
  }, []);
}
