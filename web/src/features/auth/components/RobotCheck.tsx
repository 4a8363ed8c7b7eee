import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import 'altcha';
import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { CHALLENGE_URL } from '../api/session.ts';

export interface RobotCheckHandle {
  /** Back to unverified: a payload is accepted once, so every attempt needs a fresh challenge. */
  reset: () => void;
}

interface StateChangeDetail {
  state: string;
  payload?: string;
}

/**
 * The ALTCHA proof-of-work check, self-hosted: the widget fetches GET /api/auth/challenge, solves it in
 * workers, and reports the payload (sent as `reCaptchaaToken`) through its `statechange` event.
 */
export function RobotCheck({ onToken, ref }: { onToken: (token: string) => void; ref?: Ref<RobotCheckHandle> }) {
  const widget = useRef<AltchaWidgetElement>(null);
  const onTokenRef = useRef(onToken);
  useLayoutEffect(() => {
    onTokenRef.current = onToken;
  });

  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.reset();
      onTokenRef.current('');
    },
  }));

  useEffect(() => {
    const node = widget.current;
    if (!node) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      onTokenRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : '');
    };
    node.addEventListener('statechange', onStateChange);
    return () => node.removeEventListener('statechange', onStateChange);
  }, []);

  return (
    <div className="robot-check">
      <altcha-widget ref={widget as Ref<HTMLElement>} challenge={CHALLENGE_URL} name="reCaptchaaToken" />
    </div>
  );
}
