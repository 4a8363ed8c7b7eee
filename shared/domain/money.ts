/** Money is integer cents inside; the API speaks decimal numbers with 2 places. */

export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError('Amount must be a finite number');
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** True when a decimal amount has at most 2 decimal places (1.005 is refused, 1.5 accepted). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}
