import { z } from 'zod';

/** A required, trimmed string whose absence or wrong type gives one form-level message. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

export const optionalText = (max = 300) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional()
    .default('');

export const emailField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(254, { error: 'Email is too long' })
    .pipe(z.email({ error: 'Please enter a valid email address' }))
    .transform((e) => e.toLowerCase());

/** OWASP: at least 8 characters; long passphrases welcome (cap avoids hashing megabytes). */
export const passwordField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .min(8, { error: 'Password must be at least 8 characters' })
    .max(128, { error: 'Password must be at most 128 characters' });

/** Formats the first problem of a failed parse the way the API does (`{ message }`). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
