import { useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { createWedgeDetector } from './scan-timing.ts';

/**
 * A keyboard-wedge scanner (USB or Bluetooth) in the fields of a wrapper: spread the answer on the element around an
 * item picker or a search (`<div {...wedge}>`). It listens in the capture phase, so it sees the keys of any field
 * inside (react-aria's ComboBox too); a burst ending in Enter is a scan: that Enter neither submits the form nor picks
 * the highlighted option, and `onCode` hears the code. Typing, slower than a scanner, goes on untouched.
 */
export function useWedgeScanner(onCode: (code: string) => void) {
  const onCodeRef = useRef(onCode);
  useLayoutEffect(() => {
    onCodeRef.current = onCode;
  });
  return useMemo(() => {
    const detector = createWedgeDetector();
    return {
      onKeyDownCapture(event: KeyboardEvent) {
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        const code = detector.push({ key: event.key, at: event.timeStamp });
        if (code === null) return;
        event.preventDefault();
        event.stopPropagation();
        onCodeRef.current(code);
      },
    };
  }, []);
}
