import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (string | { value: string; label: string })[];
  /** First, empty choice ("Select a tenant"). */
  placeholder?: string;
  hint?: ReactNode;
}

/** A labelled native select styled like TextField: native for keyboard, mobile pickers and autofill for free (react-aria Select adds JS and no gain here). */
export function SelectField({ label, value, onChange, options, placeholder, hint, className, id, ...select }: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field-label" htmlFor={fieldId}>
        {label}
      </label>
      <select
        id={fieldId}
        className="input select"
        value={value}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.value)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value: v, label: l } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={v} value={v}>
              {l}
            </option>
          );
        })}
      </select>
      {hint ? (
        <div className="field-hint" id={hintId}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
