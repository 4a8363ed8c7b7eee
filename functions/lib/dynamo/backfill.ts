/**
 * The one way a one-off backfill runs (an index or lookup item added to records written before it): page by page, the
 * cursor kept on a marker item after each page and `done` at the end, so it resumes where a timeout or a crash left
 * it, is idempotent page by page, and once done costs one consistent GetItem.
 */
import { getItem, type Key } from './item.ts';
import { updateItem } from './transact.ts';

/** What a page answers: the cursor to go on from (null: done), and, when the marker keeps a count, how many it did. */
export type BackfillStep = string | null | { readonly next: string | null; readonly count: number };

/**
 * Runs `page` from the marker's cursor (null: the start) until it answers no next cursor, `maxPages` pages, or the
 * time `until` (epoch ms) has passed. A page answering a count adds it to the marker's `records` (its progress).
 * @returns whether the backfill is done
 */
export async function backfillOnce(
  marker: Key,
  page: (cursor: string | null) => Promise<BackfillStep>,
  options: { maxPages?: number; until?: number } = {},
): Promise<boolean> {
  const state = await getItem(marker, { consistent: true });
  if (state?.done) return true;
  let cursor = (state?.cursor as string | undefined) ?? null;
  for (let pages = 0; pages < (options.maxPages ?? Infinity) && Date.now() < (options.until ?? Infinity); pages++) {
    const step = await page(cursor);
    cursor = typeof step === 'object' && step !== null ? step.next : step;
    const count = typeof step === 'object' && step !== null ? step.count : null;
    await updateItem('marker', {
      Key: marker,
      UpdateExpression: [
        cursor ? 'SET #cursor = :cursor' : 'SET done = :done',
        count !== null ? 'ADD records :count' : '',
        cursor ? '' : 'REMOVE #cursor',
      ]
        .filter(Boolean)
        .join(' '),
      ExpressionAttributeNames: { '#cursor': 'cursor' },
      ExpressionAttributeValues: {
        ...(cursor ? { ':cursor': cursor } : { ':done': true }),
        ...(count !== null ? { ':count': count } : {}),
      },
    });
    if (!cursor) return true;
  }
  return false;
}
