/**
 * functions/lib/dynamo against DynamoDB Local: queryPage walks a partition page by page and refuses a cursor
 * from another company's partition or outside the query's range with a 400; a failed transaction reports the
 * labels of the items whose condition failed (the SDK's real cancellation shape).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { companyPk } from '../../functions/lib/dynamo/company.ts';
import { beginsWith, encodeCursor, queryAll, queryPage, type KeyQuery } from '../../functions/lib/dynamo/query.ts';
import { ConditionFailed, putItem, transact } from '../../functions/lib/dynamo/transact.ts';
import { HttpError } from '../../functions/lib/errors.ts';
import { useTestApi } from '../support/gateway.ts';

useTestApi();
const A = companyPk('paging-a');
const B = companyPk('paging-b');
const things = (pk: string): KeyQuery => ({ partition: pk, sort: beginsWith('THING#') });

beforeAll(async () => {
  for (const pk of [A, B]) {
    for (let i = 0; i < 7; i++)
      await putItem('thing', { Item: { pk, sk: `THING#${String(i).padStart(2, '0')}`, n: i, kind: i % 2 ? 'odd' : 'even' } });
    await putItem('other', { Item: { pk, sk: 'ZZZ#outside' } });
  }
});

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'accepted';
  } catch (err) {
    return err instanceof HttpError ? `${err.statusCode} ${err.message}` : `${(err as Error).name}: ${(err as Error).message}`;
  }
}

describe('queryPage', () => {
  it('walks a partition in pages and ends with a null cursor', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await queryPage({ ...things(A), limit: 3, cursor });
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((i) => i.n as number));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(seen).toEqual((await queryAll(things(A))).map((i) => i.n));
  });

  it('fills each page through a filter', async () => {
    const query = { ...things(A), filter: { expression: '#kind = :odd', names: { '#kind': 'kind' }, values: { ':odd': 'odd' } } };
    const first = await queryPage({ ...query, limit: 2 });
    expect(first.items.map((i) => i.n)).toEqual([1, 3]);
    const second = await queryPage({ ...query, limit: 2, cursor: first.nextCursor });
    expect(second.items.map((i) => i.n)).toEqual([5]);
  });

  it('with maxRead, stops reading past about that many items: a short page whose cursor reads on', async () => {
    const query = { ...things(A), filter: { expression: '#n >= :six', names: { '#n': 'n' }, values: { ':six': 6 } } };
    const first = await queryPage({ ...query, limit: 2, maxRead: 3 });
    expect(first.items).toEqual([]);
    expect(first.nextCursor).not.toBeNull();
    const rest: number[] = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await queryPage({ ...query, limit: 2, maxRead: 3, cursor });
      rest.push(...page.items.map((i) => i.n as number));
      cursor = page.nextCursor;
    }
    expect(rest).toEqual([6]);
    // without it, the same page reads on to the match
    expect((await queryPage({ ...query, limit: 2 })).items.map((i) => i.n)).toEqual([6]);
  });

  it("refuses a cursor from another company's partition, or outside the range, with a 400 (never reads it)", async () => {
    const fromB = (await queryPage({ ...things(B), limit: 2 })).nextCursor!;
    expect(await refusal(() => queryPage({ ...things(A), limit: 2, cursor: fromB }))).toBe('400 Invalid cursor');
    expect(await refusal(() => queryPage({ ...things(A), limit: 2, cursor: encodeCursor({ pk: A, sk: 'ZZZ#outside' }) }))).toBe(
      '400 Invalid cursor',
    );
    expect(await refusal(() => queryPage({ ...things(A), limit: 2, cursor: 'not-a-cursor' }))).toBe('400 Invalid cursor');
    // A well-formed cursor of this partition continues after its key, even one we did not issue.
    const page = await queryPage({ ...things(A), limit: 2, cursor: encodeCursor({ pk: A, sk: 'THING#04' }) });
    expect(page.items.map((i) => i.n)).toEqual([5, 6]);
  });
});

describe('transact', () => {
  it('reports the labels of the items whose condition failed, and writes nothing', async () => {
    const err = await transact([
      { label: 'fresh', Put: { Item: { pk: A, sk: 'NEW#1' }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { label: 'taken', Put: { Item: { pk: A, sk: 'THING#00' }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { label: 'missing', ConditionCheck: { Key: { pk: A, sk: 'NOPE#1' }, ConditionExpression: 'attribute_exists(pk)' } },
    ]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConditionFailed);
    expect((err as ConditionFailed).labels).toEqual(['taken', 'missing']);
    expect(await queryAll({ partition: A, sort: beginsWith('NEW#') })).toEqual([]);
  });

  it('a single conditional write fails the same way', async () => {
    const err = await putItem('thing', { Item: { pk: A, sk: 'THING#00' }, ConditionExpression: 'attribute_not_exists(pk)' }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ConditionFailed);
    expect((err as ConditionFailed).labels).toEqual(['thing']);
  });
});
