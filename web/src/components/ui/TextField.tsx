import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Help text under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** A message under the field about its value; marks it invalid. */
  errorMessage?: string;
  multiline?: boolean;
  rows?: number;
}

/** A labelled native input (or textarea) with the design system's field styling. */
export function TextField({ label, value, onChange, hint, errorMessage, multiline, rows = 5, className, id, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = errorMessage ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = errorMessage ? true : undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field-label" htmlFor={fieldId}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={fieldId}
          className="input textarea"
          value={value}
          rows={rows}
          aria-describedby={describedBy}
          aria-invalid={invalid}
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
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(e) => onChange(e.target.value)}
          {...input}
        />
      )}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {errorMessage ? (
        <p className="field-error" id={errorId}>
          {errorMessage}
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
