/**
 * Reading a partition, in one place: `queryAll` for bounded reads (a building's rooms, a rent's payments),
 * `queryPage` for lists that grow without bound (`?limit=&cursor=`, answered with `X-Next-Cursor`).
 * A query is described, not written: one partition, an optional sort-key condition, so the cursor of a page
 * can be checked against the very query it continues.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { MAX_CURSOR_LENGTH, PAGE_MESSAGES } from '../../../shared/schemas/common.ts';
import type { IndexName } from '../../../shared/table.ts';
import { badRequest } from '../errors.ts';
import { db, tableName } from './client.ts';
import type { Item } from './item.ts';

/** A condition on the sort key (built by beginsWith / between / atMost, so a bundle carries only the kinds it uses). */
export interface SortCondition {
  /** The condition on the sort key attribute `sk`, with its values named :s (and :e). */
  readonly expression: (sk: string) => string;
  readonly values: Readonly<Record<string, string>>;
  /** Whether a sort-key value lies inside (a cursor's key must). */
  readonly holds: (value: string) => boolean;
}

export const beginsWith = (prefix: string): SortCondition => ({
  expression: (sk) => `begins_with(${sk}, :s)`,
  values: { ':s': prefix },
  holds: (value) => value.startsWith(prefix),
});

/** Inclusive at both ends. */
export const between = (from: string, to: string): SortCondition => ({
  expression: (sk) => `${sk} BETWEEN :s AND :e`,
  values: { ':s': from, ':e': to },
  holds: (value) => value >= from && value <= to,
});

export const atMost = (bound: string): SortCondition => ({
  expression: (sk) => `${sk} <= :s`,
  values: { ':s': bound },
  holds: (value) => value <= bound,
});

export interface KeyQuery {
  /** A sparse index (shared/table.ts), or the table when absent. */
  readonly index?: IndexName;
  /** The partition key's value: a query reads exactly one partition. */
  readonly partition: string;
  readonly sort?: SortCondition;
  /** Highest sort key first (newest first for ULIDs). */
  readonly descending?: boolean;
  readonly consistent?: boolean;
  /** Drops items after they are read (they still cost capacity); its values must not be named :p, :s or :e. */
  readonly filter?: { readonly expression: string; readonly names?: Record<string, string>; readonly values?: Record<string, unknown> };
  /** Attributes to return, e.g. 'pk, sk' when only the keys are needed. */
  readonly projection?: string;
}

/** Key attribute names of the table (pk, sk) or of an index (gsiN → gsiNpk, gsiNsk). */
export const keyAttributes = (index?: IndexName) => ({ partition: `${index ?? ''}pk`, sort: `${index ?? ''}sk` });

/** The Query parameters of a KeyQuery (without the table name; absent options stay undefined, which the SDK leaves out). */
export function toQueryInput(q: KeyQuery): Omit<QueryCommandInput, 'TableName'> {
  const index = q.index ?? '';
  return {
    IndexName: q.index,
    // Key attribute names (keyAttributes) are never reserved words, so they need no #placeholders.
    KeyConditionExpression: `${index}pk = :p${q.sort ? ` AND ${q.sort.expression(`${index}sk`)}` : ''}`,
    ExpressionAttributeNames: q.filter?.names,
    ExpressionAttributeValues: { ...q.filter?.values, ...q.sort?.values, ':p': q.partition },
    FilterExpression: q.filter?.expression,
    ScanIndexForward: !q.descending,
    ConsistentRead: q.consistent,
    ProjectionExpression: q.projection,
  };
}

/** Every item of a bounded Query, following LastEvaluatedKey to the end. */
export async function queryAll(q: KeyQuery): Promise<Item[]> {
  const input = { TableName: tableName(), ...toQueryInput(q) };
  const out: Item[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const res = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    out.push(...(res.Items ?? []));
    startKey = res.LastEvaluatedKey;
  } while (startKey);
  return out;
}

/** Every item of a bounded list read through its paged reader (`{ items, nextCursor }`), page after page. */
export async function allPages<T>(read: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    out.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

export interface Page {
  readonly items: Item[];
  /** Opaque; null on the last page. */
  readonly nextCursor: string | null;
}

/**
 * One page of at most `limit` items, after the one `cursor` points at (a cursor this function issued for
 * the same query). A filter may drop items, so it reads on until the page is full or the partition ends, or, with
 * `maxRead`, until about that many items were read: then the page is short and its cursor reads on (a rare filter
 * value never makes one request read a whole history).
 * A cursor that does not decode, or that belongs to another partition or sort range, is a 400.
 */
export async function queryPage(
  q: KeyQuery & { readonly limit: number; readonly cursor?: string | null; readonly maxRead?: number },
): Promise<Page> {
  if (!Number.isInteger(q.limit) || q.limit < 1) throw new RangeError(`A page holds at least one item: ${q.limit}`);
  const input = { TableName: tableName(), ...toQueryInput(q) };
  const items: Item[] = [];
  let startKey: Record<string, unknown> | undefined = q.cursor ? decodeCursor(q.cursor, q) : undefined;
  let read = 0;
  do {
    let res;
    try {
      res = await db().send(new QueryCommand({ ...input, Limit: q.limit - items.length, ExclusiveStartKey: startKey }));
    } catch (err) {
      // DynamoDB's own check of the start key, should ours ever let one through: the client's cursor, not a 500.
      if (q.cursor && (err as { name?: string }).name === 'ValidationException') throw badRequest(PAGE_MESSAGES.invalidCursor);
      throw err;
    }
    items.push(...(res.Items ?? []));
    read += res.ScannedCount ?? 0;
    startKey = res.LastEvaluatedKey;
  } while (startKey && items.length < q.limit && (q.maxRead === undefined || read < q.maxRead));
  return { items, nextCursor: startKey ? encodeCursor(startKey) : null };
}

// ───────────── cursors: a LastEvaluatedKey as base64url JSON, checked against the query it continues ─────────────

export function encodeCursor(lastEvaluatedKey: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(lastEvaluatedKey), 'utf8').toString('base64url');
}

const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string' && x !== '');

/**
 * The start key a cursor stands for, or a 400 `Invalid cursor`: it must decode to exactly the key
 * attributes of the query's table or index, hold the query's partition (a cursor issued for one company's
 * partition cannot read another's) and a sort key inside the query's condition.
 */
export function decodeCursor(cursor: string, q: Pick<KeyQuery, 'index' | 'partition' | 'sort'>): Record<string, string> {
  const invalid = () => badRequest(PAGE_MESSAGES.invalidCursor);
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!isStringRecord(key)) throw invalid();
  const own = keyAttributes(q.index);
  const expected = new Set(['pk', 'sk', own.partition, own.sort]);
  const names = Object.keys(key);
  if (names.length !== expected.size || !names.every((n) => expected.has(n))) throw invalid();
  if (key[own.partition] !== q.partition || (q.sort && !q.sort.holds(key[own.sort]))) throw invalid();
  return key;
}
