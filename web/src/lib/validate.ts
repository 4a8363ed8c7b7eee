import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { firstIssueMessage } from '../../../shared/schemas/common.ts';

export type Validation<T> = { ok: true; data: T } | { ok: false; message: string };

/** Runs a shared schema (the one the handler uses) and returns its first message, as the API would. */
export function validate<S extends $ZodType>(schema: S, values: unknown): Validation<output<S>> {
  const parsed = safeParse(schema, values);
  return parsed.success ? { ok: true, data: parsed.data as output<S> } : { ok: false, message: firstIssueMessage(parsed.error) };
}
