/** Reading many items by key at once (its own module: most Lambdas never batch, and do not bundle it). */
import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mapLimit } from '../concurrency.ts';
import { db, tableName } from './client.ts';
import type { Item, Key } from './item.ts';

/**
 * Several items by key, in the order asked (missing ones left out): BatchGetItem in chunks of 100,
 * unprocessed keys asked again with a short backoff.
 */
export async function batchGetItems(keys: readonly Key[], options: { consistent?: boolean } = {}): Promise<Item[]> {
  const found = new Map<string, Item>();
  const id = (k: { pk: unknown; sk: unknown }) => `${k.pk}\u0000${k.sk}`;
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Key[] = keys.slice(i, i + 100);
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
      const res = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: options.consistent } } }),
      );
      for (const item of res.Responses?.[tableName()] ?? []) found.set(id(item as Key), item);
      pending = (res.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Key[];
    }
  }
  return keys.map((k) => found.get(id(k))).filter((item): item is Item => item !== undefined);
}

/**
 * Puts many items that need no condition and no transaction (derived index entries, idempotent): BatchWriteItem in
 * chunks of 25, `concurrency` chunks at a time, unprocessed items sent again with a short backoff.
 */
export async function batchPutItems(items: readonly Item[], options: { concurrency?: number } = {}): Promise<void> {
  const chunks: Item[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  const putChunk = async (chunk: Item[]) => {
    let pending = chunk.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
      const res = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (res.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
    }
  };
  await mapLimit(chunks, options.concurrency ?? 4, putChunk);
}
