/**
 * The one way a one-off backfill runs (an index or lookup item added to records written before it): page by page, the
 * cursor kept on a marker item after each page and `done` at the end, so it resumes where a timeout or a crash left
 * it, is idempotent page by page, and once done costs one consistent GetItem.
 */
import { getItem, type Key } from './item.ts';
import { updateItem } from './transact.ts';

/**
 * Runs `page` from the marker's cursor (null: the start) until it answers no next cursor, or `maxPages` pages.
 * @returns whether the backfill is done
 */
export async function backfillOnce(
  marker: Key,
  page: (cursor: string | null) => Promise<string | null>,
  options: { maxPages?: number } = {},
): Promise<boolean> {
  const state = await getItem(marker, { consistent: true });
  if (state?.done) return true;
  let cursor = (state?.cursor as string | undefined) ?? null;
  for (let pages = 0; pages < (options.maxPages ?? Infinity); pages++) {
    cursor = await page(cursor);
    await updateItem('marker', {
      Key: marker,
      UpdateExpression: cursor ? 'SET #cursor = :cursor' : 'SET done = :done REMOVE #cursor',
      ExpressionAttributeNames: { '#cursor': 'cursor' },
      ExpressionAttributeValues: cursor ? { ':cursor': cursor } : { ':done': true },
    });
    if (!cursor) return true;
  }
  return false;
}
