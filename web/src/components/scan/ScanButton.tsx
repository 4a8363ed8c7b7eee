import { ScanBarcode } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { createIcon } from '../ui/Icon.tsx';
import type { ScanHandler } from './scan-types.ts';

// here, not in ui/icons.tsx: the glyph is tiny, but the dialog (camera, ZXing polyfill) must stay out of the entry bundle
const ScanIcon = createIcon(ScanBarcode);
const ScanDialog = lazy(async () => ({ default: (await import('./ScanDialog.tsx')).ScanDialog }));

export interface ScanButtonProps {
  /** Each code read; the dialog stays open for the next scan and shows what the page answers (ScanFeedback). */
  onCode: ScanHandler;
  /** The button's text (default "Scan"). */
  label?: string;
  /** `sm`: the smaller button beside a table's line fields. */
  size?: 'sm' | 'md';
  isDisabled?: boolean;
}

/**
 * Scan (WAREHOUSE.md "Scanning and labels"): opens the camera dialog, which reads EAN-13, UPC-A, Code 128 and QR
 * until Done or Escape. The dialog and the Barcode Detection polyfill load on the first press, never with the page.
 */
export function ScanButton({ onCode, label = 'Scan', size = 'md', isDisabled = false }: ScanButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`btn btn-secondary${size === 'sm' ? ' btn-sm' : ''}`}
        onClick={() => setOpen(true)}
        disabled={isDisabled}
      >
        <ScanIcon size={size === 'sm' ? 16 : 18} />
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ScanDialog onCode={onCode} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
