/**
 * Level figures (rooms, occupied rooms, rent billed per period, stock value) are kept as changes: a month item holds
 * the change made in that month, the subject's level item the sum of all of them. A month's opening level is the
 * level now less every change of that month and later, so a range is read without going back to the first month.
 */
import type { Month } from './months.ts';

export type Figures = Readonly<Record<string, number>>;

/**
 * The opening level (before any change of the month) of each month asked, from the level now and the changes of
 * every month from the first asked on (months before the first asked are not needed).
 */
export function openingLevels(
  now: Figures,
  changes: ReadonlyMap<Month, Figures>,
  months: readonly Month[],
  names: readonly string[],
): Map<Month, Record<string, number>> {
  const out = new Map<Month, Record<string, number>>();
  for (const month of months) {
    const level: Record<string, number> = Object.fromEntries(names.map((n) => [n, now[n] ?? 0]));
    for (const [changed, change] of changes) if (changed >= month) for (const n of names) level[n] -= change[n] ?? 0;
    out.set(month, level);
  }
  return out;
}
