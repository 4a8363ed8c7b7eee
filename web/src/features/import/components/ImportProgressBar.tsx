import { Label, ProgressBar } from 'react-aria-components';

/** The run's (or the undo's) progress: "Importing", a bar, and "120 of 500 rows". */
export function ImportProgressBar({ label, value, total }: { label: string; value: number; total: number }) {
  const text = `${value.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} rows`;
  return (
    <ProgressBar className="import-progress" value={Math.min(value, total)} minValue={0} maxValue={Math.max(total, 1)} valueLabel={text}>
      {({ percentage }) => (
        <>
          <div className="import-progress-head">
            <Label className="import-progress-label">{label}</Label>
            <span className="import-progress-value">{text}</span>
          </div>
          <div className="import-progress-track">
            <div className="import-progress-fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
