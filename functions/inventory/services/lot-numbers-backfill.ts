/**
 * The one-off backfill of the lot-number index (keys.lotNumberIndex: a lot label found from LOT-00012 alone) on the lots
 * written before every lot carried it. A job of the daily run (functions/automation/jobs.ts): the company's items page
 * by page (archived ones too, their lots still print), each item's lots without the entry given it, the cursor kept on
 * the `LOTNO#READY` item after each page and `done` at the end (lib/dynamo/backfill.ts), so it resumes where a timeout
 * left it and, once done, costs one GetItem a day. Lots written since carry the entry in their own transaction
 * (records.lotToItem).
 */
import type { Job, JobResult } from '../../automation/job.ts';
import { mapLimit } from '../../lib/concurrency.ts';
import { backfillOnce } from '../../lib/dynamo/backfill.ts';
import { beginsWith, queryAll, queryPage } from '../../lib/dynamo/query.ts';
import { updateItem } from '../../lib/dynamo/transact.ts';
import * as imsKeys from '../keys.ts';

/** Items per page of the backfill; their lots are read and updated 8 at a time. */
const ITEMS_PAGE = 50;
const CONCURRENCY = 8;

/** Gives every lot of the company its lot-number entry; resumable and idempotent. Returns the lots it updated. */
export async function ensureLotNumbers(companyId: string, options: { maxPages?: number } = {}): Promise<number> {
  let updated = 0;
  await backfillOnce(
    imsKeys.lotNumbersReady(companyId),
    async (cursor) => {
      const page = await queryPage({
        partition: imsKeys.companyPartition(companyId),
        sort: beginsWith(imsKeys.itemsPrefix),
        projection: 'itemId',
        limit: ITEMS_PAGE,
        cursor,
      });
      await mapLimit(page.items, CONCURRENCY, async ({ itemId }) => {
        const lots = await queryAll({
          partition: imsKeys.itemPartition(companyId, itemId as string),
          sort: beginsWith(imsKeys.lotsPrefix),
          filter: { expression: 'attribute_not_exists(gsi1pk)' },
          projection: 'pk, sk, seq',
        });
        await mapLimit(lots, CONCURRENCY, (lot) =>
          updateItem('lot', {
            Key: { pk: lot.pk as string, sk: lot.sk as string },
            UpdateExpression: 'SET gsi1pk = :p, gsi1sk = :s',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':p': imsKeys.lotNumbersPk(companyId), ':s': imsKeys.lotNumberSk(lot.seq as number) },
          }),
        );
        updated += lots.length;
      });
      return page.nextCursor;
    },
    options,
  );
  return updated;
}

/** The daily run's step: nothing to tell the owner, so no digest section. */
export const lotNumbersJob: Job = {
  name: 'lotNumbers',
  async run(ctx): Promise<JobResult> {
    await ensureLotNumbers(ctx.companyId);
    return {};
  },
};
