import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';

/** An item as the document client reads and writes it. */
export type Item = Record<string, unknown>;
export type Key = { pk: string; sk: string };

/** The table's and the indexes' key attributes (pk, sk, gsiNpk, gsiNsk: shared/table.ts), never part of a record. */
const KEY_ATTRIBUTE = /^(gsi\d)?(pk|sk)$/;

/** The record an item holds: the item without its key attributes (fromItem functions start here). */
export const withoutKeys = <T = Item>(item: Item): T =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !KEY_ATTRIBUTE.test(name))) as T;

/** One GetItem; null when the item does not exist. `consistent` where a read must see the latest write. */
export async function getItem(key: Key, options: { consistent?: boolean } = {}): Promise<Item | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: options.consistent }));
  return res.Item ?? null;
}
