/**
 * Schema building blocks. zod/mini (functional, tree-shakable) rather than classic zod: the classic
 * API cannot be tree-shaken and adds ~450 KB to every Lambda bundle and form chunk; mini adds ~15 KB.
 */
import * as z from 'zod/mini';

/** A required, trimmed string whose absence or wrong type gives one form-level message. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).check(
    z.trim(),
    z.minLength(1, { error: message }),
    z.maxLength(max, { error: `Must be at most ${max} characters` }),
  );

export const optionalText = (max = 300) =>
  z._default(
    z.optional(z.string({ error: 'Must be text' }).check(z.trim(), z.maxLength(max, { error: `Must be at most ${max} characters` }))),
    '',
  );

export const emailField = (requiredMessage: string) =>
  z.pipe(
    z.string({ error: requiredMessage }).check(
      z.trim(),
      z.minLength(1, { error: requiredMessage }),
      z.maxLength(254, { error: 'Email is too long' }),
    ),
    z.email({ error: 'Please enter a valid email address' }).check(z.toLowerCase()),
  );

/** OWASP: at least 8 characters; long passphrases welcome (the cap avoids hashing megabytes). */
export const passwordField = (requiredMessage: string, label = 'Password') =>
  z.string({ error: requiredMessage }).check(
    z.minLength(1, { error: requiredMessage }),
    z.minLength(8, { error: `${label} must be at least 8 characters` }),
    z.maxLength(128, { error: `${label} must be at most 128 characters` }),
  );

/** Formats the first problem of a failed parse the way the API does (`{ message }`). */
export function firstIssueMessage(error: { issues: ReadonlyArray<{ message: string }> }): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

export { z };
