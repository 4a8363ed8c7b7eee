import { lazy, Suspense, type ReactNode } from 'react';
import { formatDate } from '../../../../shared/domain/format.ts';

export interface DateFieldProps {
  label: string;
  /** 'yyyy-mm-dd', or '' when empty (or only partly typed). */
  value: string;
  onChange: (value: string) => void;
  /** Name of the hidden input carrying the ISO value (forms, tests). */
  name?: string;
  hint?: ReactNode;
  /** A message under the field; marks it invalid. */
  errorMessage?: string;
  /** Earliest and latest day, 'yyyy-mm-dd': the calendar greys out the rest and the field is marked invalid outside them. */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

// The date picker (react-aria's DatePicker, Calendar and the date library, ~50 kB gzip) loads with the first
// date field on screen, not with the pages around it.
const DatePickerField = lazy(async () => ({ default: (await import('./DatePickerField.tsx')).DatePickerField }));

/**
 * A date field shown as dd/mm/yyyy (react-aria DatePicker in en-GB): type the digits into the segments or pick
 * a day from the calendar. Speaks ISO strings, so forms and schemas keep 'yyyy-mm-dd'.
 */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<LoadingDateField {...props} />}>
      <DatePickerField {...props} />
    </Suspense>
  );
}

/** The field's look while the picker loads (a moment, once): the label and the date as it will show. */
function LoadingDateField({ label, value, hint, className }: DateFieldProps) {
  return (
    <div className={`field date-field ${className ?? ''}`} aria-busy="true">
      <span className="field-label">{label}</span>
      <span className="input date-input date-input-loading">
        <span className="date-segments">{value ? formatDate(value) : 'dd/mm/yyyy'}</span>
      </span>
      {hint ? <p className="field-hint">{hint}</p> : null}
    </div>
  );
}
