import { useState, type FormEvent } from 'react';
import type { Validation } from './validate.ts';

export type FormValues = Record<string, string>;

export interface FormOptions<T extends FormValues, D> {
  /** Every check in the order the form shows them: a message string stops the submit, as does a failed `Validation`. */
  validate: (values: T) => Validation<D> | string;
  /** Calls the API and reacts to success; a throw means the API client already showed the toast. */
  onSubmit: (data: D) => Promise<void>;
  /** After a refused request (busy is already off), e.g. clear a password or reset the robot check. */
  onError?: () => void;
  /** The form navigates or closes on success: stay busy so it cannot be sent twice meanwhile. */
  staysBusyAfterSuccess?: boolean;
}

interface SubmitState<T> {
  values: T;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  setProblem: (problem: string | null) => void;
}

/** The submit flow without React, so it can be tested in node: busy guard, checks, request, busy off. */
export async function submitForm<T extends FormValues, D>(state: SubmitState<T>, options: FormOptions<T, D>): Promise<void> {
  if (state.busy) return;
  const checked = options.validate(state.values);
  if (typeof checked === 'string') return state.setProblem(checked);
  if (!checked.ok) return state.setProblem(checked.message);
  state.setProblem(null);
  state.setBusy(true);
  try {
    await options.onSubmit(checked.data);
    if (!options.staysBusyAfterSuccess) state.setBusy(false);
  } catch {
    // the API client showed the error toast
    state.setBusy(false);
    options.onError?.();
  }
}

/** A form's values, busy flag and message, with the shared submit flow (see `submitForm`). */
export function useForm<T extends FormValues, D>(initialValues: T | (() => T), options: FormOptions<T, D>) {
  const [values, setValues] = useState<T>(initialValues);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const set = (field: keyof T) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function reset() {
    setValues(initialValues instanceof Function ? initialValues() : initialValues);
    setProblem(null);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    await submitForm({ values, busy, setBusy, setProblem }, options);
  }

  return { values, set, setValues, problem, setProblem, busy, handleSubmit, reset };
}
