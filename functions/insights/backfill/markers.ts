/**
 * A new company has no records from before the insights figures: sign-up marks both backfills done in its own
 * transaction, so the Insights pages never show it "preparing history" and the daily run's backfill costs one GetItem.
 * A company without a marker is one from before: its pages say history is being prepared until the job is through.
 */
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import * as insightKeys from '../keys.ts';

export const BACKFILL_AREAS = ['rent', 'inventory'] as const;
export type BackfillArea = (typeof BACKFILL_AREAS)[number];

export const noBackfillOps = (companyId: string): TransactOp[] =>
  BACKFILL_AREAS.map((area) => ({
    label: 'insightsBackfill',
    Put: { Item: { ...insightKeys.backfillMarker(companyId, area), done: true } },
  }));
