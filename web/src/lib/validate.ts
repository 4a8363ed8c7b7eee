import type { z } from 'zod';
import { firstIssueMessage } from '../../../shared/schemas/common.ts';

export type Validation<T> = { ok: true; data: T } | { ok: false; message: string };

/** Runs a shared schema (the one the handler uses) and returns its first message, as the API would. */
export function validate<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: firstIssueMessage(parsed.error) };
}
