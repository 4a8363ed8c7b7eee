import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { firstIssueMessage } from '../../../shared/schemas/common.ts';

/** A failed check's message and, when it is about one field, that field's name (the form marks it). */
export type Validation<T> = { ok: true; data: T } | { ok: false; message: string; field?: string };

/** Runs a shared schema (the one the handler uses) and returns its first message, as the API would, and its field. */
export function validate<S extends $ZodType>(schema: S, values: unknown): Validation<output<S>> {
  const parsed = safeParse(schema, values);
  if (parsed.success) return { ok: true, data: parsed.data as output<S> };
  const field = parsed.error.issues[0]?.path[0];
  return { ok: false, message: firstIssueMessage(parsed.error), ...(typeof field === 'string' ? { field } : {}) };
}
