/** mergeUpdates: two updates of one item in one transaction become one, their ADDs on one path summed. */
import { describe, expect, it } from 'vitest';
import { mergeUpdates, type TransactOp } from '../../functions/lib/dynamo/transact.ts';

const key = { pk: 'C#1', sk: 'X' };
const update = (label: string, expression: string, values: Record<string, unknown>): TransactOp => ({
  label,
  Update: { Key: key, UpdateExpression: expression, ExpressionAttributeValues: values },
});

/** The value each path is moved by, read back through the placeholders. */
function addsOf(op: TransactOp): Record<string, unknown> {
  if (!('Update' in op)) throw new Error('not an update');
  const values = op.Update.ExpressionAttributeValues ?? {};
  const body = op.Update.UpdateExpression!.replace(/^ADD\s+/, '');
  return Object.fromEntries(
    body
      .split(/,\s*/)
      .map((item) => item.split(/\s+/))
      .map(([path, value]) => [path, values[value]]),
  );
}

describe('mergeUpdates', () => {
  it('sums two ADDs of one path', () => {
    const [merged, ...rest] = mergeUpdates([update('a', 'ADD n :v', { ':v': 2 }), update('b', 'ADD n :v', { ':v': 3 })]);
    expect(rest).toEqual([]);
    expect(addsOf(merged)).toEqual({ n: 5 });
  });

  it('a placeholder the first update uses for two paths keeps its value for the path not folded', () => {
    const [merged] = mergeUpdates([update('a', 'ADD n :one, m :one', { ':one': 1 }), update('b', 'ADD n :v', { ':v': 4 })]);
    expect(addsOf(merged)).toEqual({ n: 5, m: 1 });
  });

  it('unites two ADDs of set elements on one path, the other paths untouched', () => {
    const [merged] = mergeUpdates([update('a', 'ADD s :x, t :x', { ':x': new Set([1]) }), update('b', 'ADD s :y', { ':y': new Set([2]) })]);
    expect(addsOf(merged)).toEqual({ s: new Set([1, 2]), t: new Set([1]) });
  });
});
