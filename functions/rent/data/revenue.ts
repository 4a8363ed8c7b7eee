/** Revenue days: one aggregate item per calendar day with payments (access patterns: ../README.md). */
import { between, queryAll } from '../../lib/dynamo/query.ts';
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import * as rentKeys from '../keys.ts';
import { revenueDayFromItem, type PaymentRecord, type RevenueDay } from '../records.ts';

/** Revenue days between two dates inclusive: one Query over REVDAY# sort keys (cost grows with days, not payments). */
export async function listRevenueDays(companyId: string, startDate: string, endDate: string): Promise<RevenueDay[]> {
  const items = await queryAll({
    partition: rentKeys.companyPartition(companyId),
    sort: between(rentKeys.revenueDay(companyId, startDate).sk, rentKeys.revenueDay(companyId, endDate).sk),
  });
  return items.map(revenueDayFromItem);
}

/** A payment's share of its day, inside the payment's transaction (creates the day's item on its first payment). */
export function revenueDayIncrement(companyId: string, payment: Pick<PaymentRecord, 'date' | 'amountCents'>): TransactOp {
  return {
    label: 'revenueDay',
    Update: {
      Key: rentKeys.revenueDay(companyId, payment.date),
      UpdateExpression: 'SET #date = :date ADD sumCents :amount, #count :one',
      ExpressionAttributeNames: { '#date': 'date', '#count': 'count' },
      ExpressionAttributeValues: { ':date': payment.date, ':amount': payment.amountCents, ':one': 1 },
    },
  };
}

/** Taking payments out of their days (rent deletion): one update per day, since a transaction may touch an item once. */
export function revenueDayDecrements(
  companyId: string,
  payments: ReadonlyArray<Pick<PaymentRecord, 'date' | 'amountCents'>>,
): TransactOp[] {
  const byDay = new Map<string, { sum: number; count: number }>();
  for (const p of payments) {
    const d = byDay.get(p.date) ?? { sum: 0, count: 0 };
    d.sum += p.amountCents;
    d.count += 1;
    byDay.set(p.date, d);
  }
  return [...byDay].map(([date, d]) => ({
    label: 'revenueDay',
    Update: {
      Key: rentKeys.revenueDay(companyId, date),
      UpdateExpression: 'ADD sumCents :minusSum, #count :minusCount',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minusSum': -d.sum, ':minusCount': -d.count },
    },
  }));
}
