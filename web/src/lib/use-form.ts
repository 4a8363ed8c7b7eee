// Line tables (order lines) extend this small hook rather than adding react-hook-form: every form here is
// a handful of controlled fields checked by a shared schema on submit, and ~40 lines of pure helpers cover the rest.
import { useState, type FormEvent } from 'react';
import { ApiError } from './api-client.ts';
import { isStale } from './stale-edit.ts';
import type { Validation } from './validate.ts';

/** One row of a line table (an order line): field name to the text in its input. */
export type LineValues = Record<string, string>;
export type FormValues = Record<string, string | LineValues[]>;

/** Per-line messages of the form's line table: line index → field → message. */
export type LineErrors = Record<number, Record<string, string>>;

/** A failed check that points at fields of some lines as well as showing one message. */
export interface LineProblems {
  message: string;
  lineErrors: LineErrors;
}

type TextField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
type LinesField<T> = { [K in keyof T]: T[K] extends LineValues[] ? K : never }[keyof T];
type LineOf<T, K extends keyof T> = T[K] extends (infer L)[] ? L : never;

/* ---------- line helpers (pure, so they are tested in node) ---------- */

export const addLine = <L>(lines: readonly L[], line: L): L[] => [...lines, line];

export const removeLine = <L>(lines: readonly L[], index: number): L[] => lines.filter((_, i) => i !== index);

export const updateLine = <L>(lines: readonly L[], index: number, field: keyof L & string, value: string): L[] =>
  lines.map((line, i) => (i === index ? { ...line, [field]: value } : line));

/** Runs `check` on every line; a line with no problem (null or {}) has no entry. */
export function checkLines<L>(lines: readonly L[], check: (line: L, index: number) => Record<string, string> | null): LineErrors {
  const errors: LineErrors = {};
  lines.forEach((line, index) => {
    const problems = check(line, index);
    if (problems && Object.keys(problems).length > 0) errors[index] = problems;
  });
  return errors;
}

/** The line errors after line `index` is removed: its own go, the later lines' move up by one. */
export function removeLineErrors(errors: LineErrors, index: number): LineErrors {
  const next: LineErrors = {};
  for (const [key, problems] of Object.entries(errors)) {
    const i = Number(key);
    if (i !== index) next[i > index ? i - 1 : i] = problems;
  }
  return next;
}

/** The line errors once the user edits `field` of line `index` (that message goes until the next submit). */
export function clearLineError(errors: LineErrors, index: number, field: string): LineErrors {
  if (!errors[index]?.[field]) return errors;
  const { [field]: _cleared, ...rest } = errors[index];
  const next = { ...errors };
  if (Object.keys(rest).length > 0) next[index] = rest;
  else delete next[index];
  return next;
}

/** A derived total, e.g. the order's subtotal in cents from each line's quantity × unit price. */
export const sumLines = <L>(lines: readonly L[], amount: (line: L) => number): number =>
  lines.reduce((total, line) => total + amount(line), 0);

/* ---------- submit flow ---------- */

export interface FormOptions<T extends FormValues, D> {
  /** Every check in the order the form shows them: a message string stops the submit, as do a failed `Validation` and `LineProblems`. */
  validate: (values: T) => Validation<D> | LineProblems | string;
  /** Calls the API and reacts to success; a throw is a refusal: the form shows a silent call's message (else it was toasted). */
  onSubmit: (data: D) => Promise<void>;
  /** After a refused request (busy is already off), e.g. clear a password, reset the robot check, or `StaleEdit.refused`. */
  onError?: (err: unknown) => void;
  /** The form navigates or closes on success: stay busy so it cannot be sent twice meanwhile. */
  staysBusyAfterSuccess?: boolean;
}

interface SubmitState<T> {
  values: T;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  setProblem: (problem: string | null) => void;
  /** The field the problem is about (null for the whole form): the form marks it and shows the message there. */
  setProblemField?: (field: string | null) => void;
  /** Forms with a line table: every submit replaces the per-line messages with this check's. */
  setLineErrors?: (errors: LineErrors) => void;
}

/** The submit flow without React, so it can be tested in node: busy guard, checks, request, busy off. */
export async function submitForm<T extends FormValues, D>(state: SubmitState<T>, options: FormOptions<T, D>): Promise<void> {
  if (state.busy) return;
  const checked = options.validate(state.values);
  state.setLineErrors?.(typeof checked === 'object' && 'lineErrors' in checked ? checked.lineErrors : {});
  state.setProblemField?.(typeof checked === 'object' && 'ok' in checked && !checked.ok ? (checked.field ?? null) : null);
  if (typeof checked === 'string') return state.setProblem(checked);
  if ('lineErrors' in checked) return state.setProblem(checked.message);
  if (!checked.ok) return state.setProblem(checked.message);
  state.setProblem(null);
  state.setBusy(true);
  try {
    await options.onSubmit(checked.data);
    if (!options.staysBusyAfterSuccess) state.setBusy(false);
  } catch (err) {
    state.setBusy(false);
    // a silent call's refusal shows in the form (a dialog's refusals never hide behind its overlay as a toast);
    // a stale version is the form's StaleEditNotice's to show (onError hands it to StaleEdit.refused)
    if (err instanceof ApiError && !err.toasted && !isStale(err)) state.setProblem(err.message);
    options.onError?.(err);
  }
}

/** A form's values, busy flag and messages, with the shared submit flow (see `submitForm`) and line-table helpers. */
export function useForm<T extends FormValues, D>(initialValues: T | (() => T), options: FormOptions<T, D>) {
  const [values, setValues] = useState<T>(initialValues);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [problemField, setProblemField] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<LineErrors>({});

  const set = (field: TextField<T>) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  /** The line table in `field`: its rows, add/remove, a setter per cell and that cell's message. */
  function lines<K extends LinesField<T>>(field: K) {
    type Line = LineOf<T, K>;
    const change = (next: (rows: Line[]) => Line[]) => setValues((v) => ({ ...v, [field]: next(v[field] as Line[]) }));
    return {
      rows: values[field] as Line[],
      add: (line: Line) => change((rows) => addLine(rows, line)),
      remove: (index: number) => {
        change((rows) => removeLine(rows, index));
        setLineErrors((errors) => removeLineErrors(errors, index));
      },
      set: (index: number, key: keyof Line & string) => (value: string) => {
        change((rows) => updateLine(rows, index, key, value));
        setLineErrors((errors) => clearLineError(errors, index, key));
      },
      errorOf: (index: number, key: keyof Line & string): string | undefined => lineErrors[index]?.[key],
    };
  }

  function reset() {
    setValues(initialValues instanceof Function ? initialValues() : initialValues);
    setProblem(null);
    setProblemField(null);
    setLineErrors({});
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const markField = (field: string | null) => {
      setProblemField(field);
      // the user is at the submit button: take them to the field the message is about
      const input = field ? form.elements.namedItem(field) : null;
      if (input instanceof HTMLElement && !(input instanceof HTMLInputElement && input.type === 'hidden')) input.focus();
    };
    await submitForm({ values, busy, setBusy, setProblem, setProblemField: markField, setLineErrors }, options);
  }

  /** The problem's message when it is about `field` (shown under that field, which is marked invalid). */
  const errorOf = (field: TextField<T>): string | undefined => (problem !== null && problemField === field ? problem : undefined);
  /** The problem's message when it is about no one field (shown under the form). */
  const formProblem = problemField === null ? problem : null;

  return { values, set, setValues, lines, problem, setProblem, busy, handleSubmit, reset, errorOf, formProblem };
}
