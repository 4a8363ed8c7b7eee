import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Modal } from '../ui/Modal.tsx';
import { createCodeReader, type CodeReader } from './detector.ts';
import { signalScan } from './scan-signal.ts';
import { createRepeatFilter } from './scan-timing.ts';
import type { ScanFeedback, ScanHandler } from './scan-types.ts';
import './scan.css';

/** Between two looks at the video: a phone keeps up, and the polyfill's WebAssembly leaves the page responsive. */
const DETECT_EVERY_MS = 150;

type CameraState = { kind: 'starting' } | { kind: 'reading' } | { kind: 'failed'; message: string };

function cameraProblem(err: unknown): string {
  const name = err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera access was refused. Allow the camera for this site, or type the code.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found on this device.';
  return 'The camera could not be started.';
}

/**
 * The camera dialog of ScanButton (its lazy chunk, with the polyfill): reads until Done or Escape, each new code once
 * (a label held in view counts once), with a tone and a vibration, and shows the code and what the page answered.
 * Closing stops the camera's tracks, so the phone's camera light goes off.
 */
export function ScanDialog({ onCode, onClose }: { onCode: ScanHandler; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>({ kind: 'starting' });
  const [lastCode, setLastCode] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  // the latest handler without restarting the camera when the page re-renders with a new closure
  const onCodeRef = useRef(onCode);
  useLayoutEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const isNew = createRepeatFilter();

    async function handle(code: string) {
      signalScan();
      setLastCode(code);
      setFeedback(null);
      try {
        const answer = await onCodeRef.current(code);
        if (!stopped) setFeedback(answer ?? null);
      } catch {
        // the page's request failed: the API client has shown its toast
      }
    }

    async function loop(reader: CodeReader, video: HTMLVideoElement) {
      if (stopped) return;
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        try {
          const found = await reader.detect(video);
          const code = found[0]?.rawValue;
          if (code && !stopped && isNew(code, performance.now())) await handle(code);
        } catch {
          // one unreadable frame (resizing, a frame not yet decoded): the next look tries again
        }
      }
      if (!stopped) timer = setTimeout(() => void loop(reader, video), DETECT_EVERY_MS);
    }

    async function start() {
      const video = videoRef.current;
      if (!video) return;
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no camera API', 'NotFoundError');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
        if (stopped) return;
        video.srcObject = stream;
        await video.play();
        const reader = await createCodeReader();
        if (stopped) return;
        setCamera({ kind: 'reading' });
        void loop(reader, video);
      } catch (err) {
        if (!stopped) setCamera({ kind: 'failed', message: cameraProblem(err) });
      }
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const followUp = feedback?.action;
  return (
    <Modal
      title="Scan"
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      description="Point the camera at a barcode or QR code."
    >
      <div className="scan-dialog">
        <div className="scan-viewfinder">
          <video ref={videoRef} muted playsInline aria-label="Camera" />
          {camera.kind === 'starting' ? <p className="scan-viewfinder-note">Starting the camera...</p> : null}
        </div>
        {camera.kind === 'failed' ? (
          <p className="form-error" role="alert">
            {camera.message}
          </p>
        ) : null}
        <div className="scan-result" aria-live="polite">
          {lastCode === null ? (
            <p className="muted">{camera.kind === 'reading' ? 'Waiting for a code...' : ''}</p>
          ) : (
            <>
              <p>
                Last code read: <strong data-testid="scan-last-code">{lastCode}</strong>
              </p>
              {feedback ? (
                <p
                  className={feedback.tone === 'error' ? 'form-error' : 'scan-result-ok'}
                  role={feedback.tone === 'error' ? 'alert' : undefined}
                >
                  {feedback.message}
                </p>
              ) : null}
            </>
          )}
        </div>
        <div className="dialog-actions">
          {followUp ? (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                onClose();
                followUp.run();
              }}
            >
              {followUp.label}
            </button>
          ) : null}
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </Modal>
  );
}
