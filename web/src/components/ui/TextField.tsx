import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { TypedMark } from './StaleEditNotice.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Help text under the field, linked with aria-describedby. */
  hint?: ReactNode;
  multiline?: boolean;
  rows?: number;
  /** A message about this field (a refusal that names it, e.g. a duplicate room number): marks it invalid, under it. */
  error?: string | null;
  /** After a stale edit's Reload: what the user had typed, when the saved value differs (`StaleEdit.typedOf`). */
  typed?: string;
}

/** A labelled native input (or textarea) with the design system's field styling. */
export function TextField({ label, value, onChange, hint, multiline, rows = 5, className, id, typed, error, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const marked = typed !== undefined && typed !== value;
  const hintId =
    [error ? `${fieldId}-error` : '', hint ? `${fieldId}-hint` : '', marked ? `${fieldId}-typed` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`field ${marked ? 'field-marked' : ''} ${className ?? ''}`}>
      <label className="field-label" htmlFor={fieldId}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={fieldId}
          className="input textarea"
          value={value}
          rows={rows}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          required={input.required}
          name={input.name}
          placeholder={input.placeholder}
          disabled={input.disabled}
          maxLength={input.maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={fieldId}
          className="input"
          value={value}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
          {...input}
        />
      )}
      {error ? (
        <p className="field-error" id={`${fieldId}-error`}>
          {error}
        </p>
      ) : null}
      <TypedMark id={`${fieldId}-typed`} typed={typed} value={value} onUse={() => onChange(typed ?? value)} />
      {hint ? (
        <p className="field-hint" id={`${fieldId}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message (validation failures), announced to screen readers. */
export function FormMessage({ message }: { message: string | null }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
