/**
 * The bench's insights rules (issue 35): the items it writes for a dataset are the ones the product's ADDs leave
 * (tests/bench/insights-dataset.ts), and the reads a page sends are replayed in the order the service sends them
 * (tests/bench/insights-capacity.ts roundsOf).
 */
import { describe, expect, it } from 'vitest';
import { monthlyOps, VERSION, type MonthlyMove } from '../../functions/insights/monthly.ts';
import { rentContribution, roomChainMoves } from '../../shared/insights/rent-contribution.ts';
import { roundsOf, type RecordedRead } from '../bench/insights-capacity.ts';
import { addStockValue, emptyStockValue, insightItemsOf, stockValueAttributes } from '../bench/insights-dataset.ts';

const CID = '01JBENCHCOMPANY00000000000';

/** What `ops` leave on an empty table: every Update's ADDs summed per item, zeros dropped (as insightItemsOf). */
function applied(ops: ReturnType<typeof monthlyOps>[]): Record<string, unknown>[] {
  const table = new Map<string, Record<string, number | string>>();
  for (const op of ops.flat()) {
    const u = (
      op as {
        Update: { Key: unknown; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues: Record<string, number> };
      }
    ).Update;
    const key = u.Key as { pk: string; sk: string };
    const item = table.get(key.sk) ?? { pk: key.pk, sk: key.sk };
    for (const [placeholder, name] of Object.entries(u.ExpressionAttributeNames)) {
      // the version counts moves for a rebuild's conditions (insights/rebuild.ts): the dataset's items need none
      if (name === VERSION) continue;
      const value = u.ExpressionAttributeValues[placeholder.replace('#', ':')]!;
      item[name] = Number(item[name] ?? 0) + value;
    }
    table.set(key.sk, item);
  }
  return [...table.values()]
    .map((i) => Object.fromEntries(Object.entries(i).filter(([, v]) => v !== 0)))
    .filter((i) => Object.keys(i).length > 2)
    .sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
}

describe('insights items of a dataset', () => {
  const rent = {
    buildingNumber: 3,
    tenantId: 'T1',
    rentPriceCents: 90_000,
    startDate: '2026-01-15',
    endDate: '2027-01-15',
    rentType: 'Monthly' as const,
    checkoutDate: '2026-04-10',
  };
  const payments = [
    { date: '2026-01-20', paidAt: '2026-01-20T10:00:00.000Z', reference: 'A', amountCents: 90_000 },
    { date: '2026-03-02', paidAt: '2026-03-02T10:00:00.000Z', reference: 'B', amountCents: 135_000 },
  ];

  it('equal what the ADDs of the same moves leave, change by change', () => {
    const room = { buildingNumber: 3, createdAt: '2025-12-01T09:00:00.000Z' };
    const moves = [...roomChainMoves(room, [{ ...rent, rentUlid: '01A' }]), ...rentContribution(rent, payments, [])] as MonthlyMove[];
    expect(moves.length).toBeGreaterThan(3);
    const items = insightItemsOf(CID, moves);
    // each move its own change (its own transaction), as the services would have sent them over time
    expect(items).toEqual(applied(moves.map((m) => monthlyOps(CID, [m]))));
    const level = items.find((i) => i.sk === 'L#B#3');
    // checked out on 10 April: occupancy back to 0, the room still counted, its vacancy at $900 × 12 a year
    expect(level).toMatchObject({ rooms: 1, vacancyRate: 1_080_000 });
    expect(level?.occupied).toBeUndefined();
    const april = items.find((i) => i.sk === 'M#B#2026-04#3');
    expect(april?.occupied).toBe(-1);
    expect(april).not.toHaveProperty('rooms');
  });

  it('keep a month whose stock value changes cancel out, at 0, as the ADDs do', () => {
    const value = emptyStockValue();
    addStockValue(value, '2026-03-01T10:00:00.000Z', 1_500);
    addStockValue(value, '2026-03-09T10:00:00.000Z', -1_500);
    addStockValue(value, '2026-04-02T10:00:00.000Z', 300);
    expect(stockValueAttributes(value)).toEqual({ stockValue: 300, sv_2026_03: 0, sv_2026_04: 300 });
    expect(stockValueAttributes(emptyStockValue())).toEqual({});
  });
});

describe('replaying a page’s reads', () => {
  const read = (name: string, start: number, end: number, extra: Partial<RecordedRead> = {}): RecordedRead => ({
    command: 'QueryCommand',
    input: { TableName: 't', KeyConditionExpression: name },
    start,
    end,
    items: 1,
    lastKey: null,
    ...extra,
  });

  it('runs what the service ran side by side in one round, what it awaited in the next, a Query’s pages in turn', () => {
    const rounds = roundsOf([
      read('buildings', 0, 5),
      read('months', 6, 20, { lastKey: '{"k":1}' }),
      read('levels', 7, 12),
      read('months', 21, 30, { input: { TableName: 't', KeyConditionExpression: 'months', ExclusiveStartKey: { k: 1 } } }),
      read('names', 31, 35, { command: 'BatchGetItemCommand' }),
    ]);
    expect(rounds.map((r) => r.map((chain) => chain.map((c) => c.input.KeyConditionExpression ?? c.command)))).toEqual([
      [['buildings']],
      [['months', 'months'], ['levels']],
      [['names']],
    ]);
  });
});
