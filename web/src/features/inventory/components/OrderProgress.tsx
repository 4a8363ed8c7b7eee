import { progressTone, STATUS_TONES } from '../../../../../shared/inventory/rules.ts';
import { StatusBadge } from './StatusBadge.tsx';

interface ProgressProps {
  /** The bar's accessible name ("Received", "Paid"). */
  label: string;
  done: number;
  total: number;
  /** The text beside the bar ("3/10", "$12.00 / $40.00"). */
  text: string;
}

/**
 * A progress bar coloured by rules.progressTone (spec §4: red below 50 %, orange from 50 %, green at 100 %); a status
 * word above it ("Pending") is a StatusBadge in the one status palette, not in the bar's colour.
 */
export function OrderProgress({ label, done, total, text }: ProgressProps) {
  const pct = total > 0 ? Math.min(100, Math.max(0, (done / total) * 100)) : 0;
  const tone = progressTone(done, total);
  return (
    <div className={`po-progress po-tone-${tone}`}>
      <div className="po-progress-head">
        <span className="po-progress-label">{Object.hasOwn(STATUS_TONES, label) ? <StatusBadge status={label} /> : label}</span>
        <span className="po-progress-text numeric">{text}</span>
      </div>
      <div
        className="po-progress-track"
        role="progressbar"
        aria-label={`${label} ${text}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct)}
        data-tone={tone}
      >
        <span className="po-progress-fill" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
