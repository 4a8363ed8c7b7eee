/**
 * Phone numbers as people type them (issue 17 item 6): digits with spaces, `+`, `-`, `(` and `)` between
 * them, 6 to 20 digits in all. One rule for suppliers, customers, tenants, linked accounts and the company
 * (the schemas' `phoneField`, `../schemas/common.ts`) and for the `tel:` links the screens draw.
 */

export const PHONE_DIGITS = { min: 6, max: 20 } as const;
/** The longest phone text stored (20 digits with room for the separators people type). */
export const MAX_PHONE_LENGTH = 40;
export const PHONE_MESSAGE = 'Please enter a valid phone number';

const ALLOWED = /^[0-9 +()-]+$/;

/** Whether `text` (already trimmed or not) is a phone number by the rule above. */
export function isPhoneNumber(text: string): boolean {
  const value = text.trim();
  if (value.length > MAX_PHONE_LENGTH || !ALLOWED.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** A `tel:` URI for a valid number (RFC 3966: no spaces; `+`, `-`, `(`, `)` kept), null for anything else. */
export function telHref(text: string): string | null {
  return isPhoneNumber(text) ? `tel:${text.replace(/\s/g, '')}` : null;
}
