/**
 * The pure parts of functions/lib/dynamo: page cursors (encode, decode, refuse anything tampered or from
 * another partition with a 400, never a 500), key conditions, and what a failed write means (labels).
 */
import { describe, expect, it } from 'vitest';
import { atMost, beginsWith, between, decodeCursor, encodeCursor, toQueryInput, type KeyQuery } from '../../functions/lib/dynamo/query.ts';
import { ConditionFailed, classifyWriteError, conflictBackoffMs, mapConditionFailed } from '../../functions/lib/dynamo/transact.ts';
import { HttpError, conflict, notFound } from '../../functions/lib/errors.ts';
import { paged } from '../../functions/lib/http.ts';
import { PAGE_LIMIT, pageQueryFields, z } from '../../shared/schemas/common.ts';

const A = 'C#01HZX5V7Q8R9S0T1V2W3X4Y5Z6';
const B = 'C#01HZX5V7Q8R9S0T1V2W3X4Y5Z7';
const tableQuery: KeyQuery = { partition: A, sort: beginsWith('TENANT#') };
const indexQuery: KeyQuery = { index: 'gsi1', partition: `${A}#ACTIVE` };
const tableKey = { pk: A, sk: 'TENANT#01J0000000000000000000000A' };
const indexKey = { pk: `${A}#B#0000000001`, sk: 'RENT#R#1', gsi1pk: `${A}#ACTIVE`, gsi1sk: '0000000001#001#01J0000000000000000000000A' };

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url');
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof HttpError ? `${err.statusCode} ${err.message}` : `not an HttpError: ${String(err)}`;
  }
  return 'accepted';
};

describe('page cursors', () => {
  it.each([
    ['a table page', tableQuery, tableKey],
    ['an index page', indexQuery, indexKey],
    [
      'a page of a sort-key range',
      { partition: A, sort: between('REVDAY#2025-01-01', 'REVDAY#2025-12-31') } as KeyQuery,
      { pk: A, sk: 'REVDAY#2025-06-30' },
    ],
    [
      'a page up to a bound',
      { index: 'gsi2', partition: `${A}#DUE`, sort: atMost('2025-06-30#~') } as KeyQuery,
      { pk: `${A}#B#1`, sk: 'RENT#x', gsi2pk: `${A}#DUE`, gsi2sk: '2025-06-01#R' },
    ],
  ])('round-trip for %s, as an opaque url-safe token', (_name, query, key) => {
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, query)).toEqual(key);
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c=='],
    ['not JSON', b64('{pk:')],
    ['JSON but not an object', b64([A, 'TENANT#x'])],
    ['null', b64('null')],
    ['a number', b64('42')],
    ['a key attribute missing', b64({ pk: A })],
    ['an extra attribute', b64({ ...tableKey, role: 'admin' })],
    ['an index key on a table query', b64(indexKey)],
    ['a non-string key value', b64({ pk: A, sk: 5 })],
    ['an empty key value', b64({ pk: A, sk: '' })],
    ['a nested object', b64({ pk: A, sk: { S: 'TENANT#x' } })],
    ["another company's partition", b64({ pk: B, sk: 'TENANT#01J0000000000000000000000A' })],
    ['a sort key outside the prefix', b64({ pk: A, sk: 'USER#01J0000000000000000000000A' })],
    ['too long', 'A'.repeat(2049)],
  ])('a cursor that is %s is a 400 Invalid cursor', (_name, cursor) => {
    expect(refusal(() => decodeCursor(cursor, tableQuery))).toBe('400 Invalid cursor');
  });

  it("an index cursor is bound to the index partition it was issued for (another company's is refused)", () => {
    const other = { ...indexKey, gsi1pk: `${B}#ACTIVE` };
    expect(refusal(() => decodeCursor(encodeCursor(other), indexQuery))).toBe('400 Invalid cursor');
    expect(refusal(() => decodeCursor(encodeCursor(indexKey), { index: 'gsi3', partition: `${A}#ACTIVE` }))).toBe('400 Invalid cursor');
    expect(refusal(() => decodeCursor(encodeCursor(indexKey), indexQuery))).toBe('accepted');
  });

  it.each([
    ['TENANT#x', beginsWith('TENANT#'), true],
    ['TENANTS', beginsWith('TENANT#'), false],
    ['REVDAY#2025-01-01', between('REVDAY#2025-01-01', 'REVDAY#2025-01-31'), true],
    ['REVDAY#2025-01-31', between('REVDAY#2025-01-01', 'REVDAY#2025-01-31'), true],
    ['REVDAY#2025-02-01', between('REVDAY#2025-01-01', 'REVDAY#2025-01-31'), false],
    ['2025-06-30#R', atMost('2025-06-30#~'), true],
    ['2025-07-01#R', atMost('2025-06-30#~'), false],
  ] as const)('sort key %j: inside the condition %#: %s', (value, sort, expected) => {
    expect(sort.holds(value)).toBe(expected);
  });
});

describe('key conditions', () => {
  it.each([
    [{ partition: A } as KeyQuery, 'pk = :p', { ':p': A }],
    [tableQuery, 'pk = :p AND begins_with(sk, :s)', { ':p': A, ':s': 'TENANT#' }],
    [{ partition: A, sort: between('a', 'b') } as KeyQuery, 'pk = :p AND sk BETWEEN :s AND :e', { ':p': A, ':s': 'a', ':e': 'b' }],
    [{ index: 'gsi2', partition: 'P', sort: atMost('z') } as KeyQuery, 'gsi2pk = :p AND gsi2sk <= :s', { ':p': 'P', ':s': 'z' }],
  ])('key condition %#', (query, condition, values) => {
    const input = toQueryInput(query);
    expect(input.KeyConditionExpression).toBe(condition);
    expect(input.ExpressionAttributeValues).toEqual(values);
    expect(input.IndexName).toBe(query.index);
    expect(input).toMatchObject({
      ScanIndexForward: true,
      ConsistentRead: undefined,
      FilterExpression: undefined,
      ProjectionExpression: undefined,
    });
  });

  it('carries order, consistency, filter and projection', () => {
    const input = toQueryInput({
      partition: A,
      descending: true,
      consistent: true,
      projection: 'pk, sk',
      filter: { expression: '#role = :staff', names: { '#role': 'role' }, values: { ':staff': 'staff' } },
    });
    expect(input).toMatchObject({
      ScanIndexForward: false,
      ConsistentRead: true,
      ProjectionExpression: 'pk, sk',
      FilterExpression: '#role = :staff',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':p': A, ':staff': 'staff' },
    });
  });
});

describe('paged lists', () => {
  const schema = z.object(pageQueryFields());
  it.each([
    [{}, { limit: PAGE_LIMIT.default }],
    [{ limit: '' }, { limit: PAGE_LIMIT.default }],
    [{ limit: '1' }, { limit: 1 }],
    [
      { limit: '200', cursor: 'abc' },
      { limit: 200, cursor: 'abc' },
    ],
  ])('query %j reads as %j', (query, expected) => {
    expect(schema.parse(query)).toEqual(expected);
  });

  it.each([[{ limit: '0' }], [{ limit: '201' }], [{ limit: '1.5' }], [{ limit: 'ten' }], [{ cursor: 'x'.repeat(2049) }]])(
    'query %j is refused with a message',
    (query) => {
      const result = schema.safeParse(query);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^(Limit must be a whole number from 1 to 200|Invalid cursor)$/);
    },
  );

  it('a page answers its items, and the next cursor in X-Next-Cursor only when there is one', () => {
    expect(paged([1, 2], 'abc').result).toMatchObject({ statusCode: 200, body: '[1,2]', headers: { 'x-next-cursor': 'abc' } });
    expect(paged([], null).result.headers).not.toHaveProperty('x-next-cursor');
  });
});

describe('failed writes', () => {
  const labels = ['payment', 'rent', 'room', 'revenueDay'];
  const canceled = (...codes: Array<string | undefined>) =>
    Object.assign(new Error('canceled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });

  it.each([
    ['the payment exists', canceled('ConditionalCheckFailed', 'None', 'None', 'None'), ['payment']],
    ['the rent and the room changed', canceled('None', 'ConditionalCheckFailed', 'ConditionalCheckFailed', 'None'), ['rent', 'room']],
    ['a condition and a conflict', canceled('TransactionConflict', 'ConditionalCheckFailed', 'None', 'None'), ['rent']],
    ['a single conditional write', Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }), labels],
  ])('%s: ConditionFailed with the failed labels', (_name, err, failed) => {
    const meaning = classifyWriteError(err, labels);
    expect(meaning).toBeInstanceOf(ConditionFailed);
    expect((meaning as ConditionFailed).labels).toEqual(failed);
  });

  it.each([
    ['a conflicting transaction', canceled('None', 'TransactionConflict', 'None', 'None'), 'conflict'],
    ['a conflict on a single write', Object.assign(new Error('x'), { name: 'TransactionConflictException' }), 'conflict'],
    ['a cancellation for another reason', canceled('None', 'ValidationError', 'None', 'None'), null],
    ['throttling', Object.assign(new Error('x'), { name: 'ProvisionedThroughputExceededException' }), null],
    ['not an AWS error', new TypeError('boom'), null],
    ['nothing', undefined, null],
  ])('%s: %s', (_name, err, expected) => {
    expect(classifyWriteError(err, labels)).toBe(expected);
  });

  const building = notFound('Building not found');
  const duplicate = conflict('Room number already exists on this level');
  const cases = { building, roomNumber: duplicate };
  it.each([
    ['the building failed', new ConditionFailed(['building']), building],
    ['the number is taken', new ConditionFailed(['roomNumber']), duplicate],
    ['both: the first listed wins', new ConditionFailed(['roomNumber', 'building']), building],
  ])('label mapping, %s', (_name, err, expected) => {
    expect(mapConditionFailed(err, cases)).toBe(expected);
  });

  it('an unlisted label or another error comes back unchanged, to be rethrown (a 500)', () => {
    const unlisted = new ConditionFailed(['room']);
    const other = new Error('network');
    expect(mapConditionFailed(unlisted, cases)).toBe(unlisted);
    expect(mapConditionFailed(other, cases)).toBe(other);
  });

  it('conflict retries back off with full jitter, doubling up to a cap', () => {
    expect([0, 1, 2, 5, 9].map((a) => conflictBackoffMs(a, 1))).toEqual([25, 50, 100, 800, 800]);
    expect(conflictBackoffMs(3, 0)).toBe(0);
  });
});
