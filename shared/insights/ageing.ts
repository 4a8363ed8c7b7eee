/**
 * Arrears ageing (INSIGHTS.md "Rent" 3): what a rent owes today, by how long ago it fell due. Payments pay the oldest
 * periods first (shared/rent/rules.ts), so the unpaid periods are the latest ones owed; a late fee left unpaid ages
 * with the oldest unpaid period (the period it was charged for is never earlier), or from the last period owed when
 * every period is paid.
 */
import { daysBetween, type IsoDate } from '../domain/dates.ts';
import { periodStart, rentState, type RentStateInput } from '../rent/rules.ts';
import type { AgeingBucket } from './schemas.ts';

/** The bucket of an amount `days` past its due date: 0 (due today) is current. */
export function ageingBucket(days: number): AgeingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return '1-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

export const emptyBuckets = (): Record<AgeingBucket, number> => ({ current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 });

/** What a rent owes today by bucket, in cents (all zero when nothing is owed). */
export function rentAgeing(rent: RentStateInput, today: IsoDate): Record<AgeingBucket, number> {
  const buckets = emptyBuckets();
  const state = rentState({ ...rent, today });
  if (state.amountDueCents <= 0) return buckets;
  const price = rent.rentPriceCents;
  const type = rent.type ?? 'Monthly';
  let periodsOwedCents = 0;
  for (let k = state.duePeriods - 1; k >= 0 && price > 0; k--) {
    // period k is paid up to what is left of the total after the periods before it
    const unpaid = Math.min(price, Math.max(0, (k + 1) * price - state.paidCents));
    if (unpaid === 0) break;
    buckets[ageingBucket(daysBetween(periodStart(rent.startDate, type, k), today))] += unpaid;
    periodsOwedCents += unpaid;
  }
  const fees = state.amountDueCents - periodsOwedCents;
  if (fees > 0) {
    const from = state.nextPaymentDate ?? today;
    buckets[ageingBucket(daysBetween(from, today))] += fees;
  }
  return buckets;
}
