/**
 * Schema building blocks shared by every area's schemas. zod/mini (functional, tree-shakable) rather than
 * classic zod: the classic API cannot be tree-shaken and adds ~450 KB to every Lambda bundle and form
 * chunk; mini adds ~15 KB. Each builder takes the message(s) its caller's spec asks for.
 */
import * as z from 'zod/mini';
import type { $ZodLooseShape, $ZodType } from 'zod/v4/core';
import { isIsoDate } from '../domain/dates.ts';
import { hasAtMostTwoDecimals } from '../domain/money.ts';
import { isPhoneNumber, MAX_PHONE_LENGTH, PHONE_MESSAGE } from '../domain/phone.ts';
import { MAX_CURSOR_LENGTH, PAGE_LIMIT, PAGE_MESSAGES } from '../paging.ts';

export { MAX_CURSOR_LENGTH, PAGE_LIMIT, PAGE_MESSAGES };

/** A required, trimmed string whose absence or wrong type gives one form-level message. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: `Must be at most ${max} characters` }));

/** Absent, or text of at most `max` characters (trimmed). */
export const maybeText = (max = 300) =>
  z.optional(z.string({ error: 'Must be text' }).check(z.trim(), z.maxLength(max, { error: `Must be at most ${max} characters` })));

export const optionalText = (max = 300) => z._default(maybeText(max), '');

export const emailField = (requiredMessage: string) =>
  z.pipe(
    z
      .string({ error: requiredMessage })
      .check(z.trim(), z.minLength(1, { error: requiredMessage }), z.maxLength(254, { error: 'Email is too long' })),
    z.email({ error: 'Please enter a valid email address' }).check(z.toLowerCase()),
  );

/** OWASP: at least 8 characters; long passphrases welcome (the cap avoids hashing megabytes). */
export const passwordField = (requiredMessage: string, label = 'Password') =>
  z
    .string({ error: requiredMessage })
    .check(
      z.minLength(1, { error: requiredMessage }),
      z.minLength(8, { error: `${label} must be at least 8 characters` }),
      z.maxLength(128, { error: `${label} must be at most 128 characters` }),
    );

// ───────────── two-stage forms: "is everything there" (one form-level message), then each value ─────────────

/** Present: not undefined, null or blank text. */
export const isPresent = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
export const required = (message: string) => z.unknown().check(z.refine(isPresent, { error: message }));
/** Stage one: the required keys are there; other keys pass through untouched to stage two. */
export const requiredObject = <T extends $ZodLooseShape>(shape: T, message: string) => z.looseObject(shape, { error: message });
/** Runs `fn` on the raw value before `schema` (classic zod's preprocess). */
export const preprocess = <S extends $ZodType>(fn: (v: unknown) => unknown, schema: S) => z.pipe(z.transform(fn), schema);

// ───────────── values ─────────────

/** A number, or a string that parses as one (form inputs and query strings send strings). */
export const numeric = (invalid: string) =>
  preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v), z.number({ error: invalid }));

/** A whole number in [min, max]: `invalid` when it is not a number at all, `outOfRange` otherwise. */
export const wholeNumberField = (invalid: string, outOfRange: string, min: number, max: number) =>
  z.pipe(numeric(invalid), z.number().check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, { error: outOfRange })));

/** A money amount: a decimal number with at most 2 places, in [0, max]; `exclusiveMin` refuses 0 itself. */
export const amountField = (message: string, options: { max: number; exclusiveMin?: boolean }) =>
  z.pipe(
    numeric(message),
    z
      .number()
      .check(z.refine((n) => (options.exclusiveMin ? n > 0 : n >= 0) && n <= options.max && hasAtMostTwoDecimals(n), { error: message })),
  );

/** Required text that may arrive as a number (a room number typed as 101). */
export const textField = (message: string, max: number) =>
  preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z
      .string({ error: message })
      .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: `Must be at most ${max} characters` })),
  );

/**
 * A phone number (`../domain/phone.ts`: digits, spaces, `+`, `-`, `(`, `)`, 6 to 20 digits), trimmed: absent or
 * blank gets `requiredMessage` (the form's "fill all fields"), anything else that is not a number
 * `Please enter a valid phone number`. A JSON number is taken as its digits (a phone typed as 7700900123).
 */
export const phoneField = (requiredMessage: string) =>
  preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z
      .string({ error: requiredMessage })
      .check(
        z.trim(),
        z.minLength(1, { error: requiredMessage }),
        z.maxLength(MAX_PHONE_LENGTH, { error: PHONE_MESSAGE }),
        z.refine(isPhoneNumber, { error: PHONE_MESSAGE }),
      ),
  );

/** A calendar date 'YYYY-MM-DD' (trimmed); anything else, including 2025-02-30, gets `message`. */
export const isoDateField = (message: string) => z.string({ error: message }).check(z.trim(), z.refine(isIsoDate, { error: message }));

/** An id as the client sends it back (trimmed, 1–max characters); one message for absent, empty or too long. */
export const idField = (message: string, max = 120) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: message }));

/** The `version` an edit was read with (CORRECTIONS.md): a whole number, 0 for a record stored before versions. */
export const versionField = (message: string) => wholeNumberField(message, message, 0, 1_000_000_000);

/**
 * `version` on the seed's own update calls (product, supplier, customer, invoices: issue 31): the seed's screens never
 * sent one, so absent (or null, or empty) is allowed and the edit goes through; sent, it is checked as `versionField`.
 * The calls this product added take `versionField`: required.
 */
export const optionalVersionField = (message: string) =>
  preprocess((v) => (isPresent(v) ? v : undefined), z.optional(versionField(message)));

// ───────────── paged lists: ?limit= and ?cursor=, answered with an X-Next-Cursor header ─────────────

/** The query fields of a paged list, to spread into its query schema: `z.object({ ...pageQueryFields(), … })`. */
export const pageQueryFields = () => ({
  limit: z.pipe(
    preprocess(
      (v) => (isPresent(v) ? v : undefined),
      z.optional(wholeNumberField(PAGE_MESSAGES.limit, PAGE_MESSAGES.limit, 1, PAGE_LIMIT.max)),
    ),
    z.transform((v: number | undefined) => v ?? PAGE_LIMIT.default),
  ),
  cursor: preprocess(
    (v) => (isPresent(v) ? v : undefined),
    z.optional(
      z
        .string({ error: PAGE_MESSAGES.invalidCursor })
        .check(z.trim(), z.maxLength(MAX_CURSOR_LENGTH, { error: PAGE_MESSAGES.invalidCursor })),
    ),
  ),
});

/** Formats the first problem of a failed parse the way the API does (`{ message }`). */
export function firstIssueMessage(error: { issues: ReadonlyArray<{ message: string }> }): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

export { z };
