/** The bench's write units by DynamoDB's published rules (tests/bench/write-units.ts), on the guide's own examples. */
import { describe, expect, it } from 'vitest';
import { marshall } from '@aws-sdk/util-dynamodb';
import { costOf, itemBytes } from '../bench/write-units.ts';

const item = (value: Record<string, unknown>) => marshall(value);
/** An item of exactly `bytes` bytes: one string attribute `p` (1 byte of name) and a value of bytes − 1. */
const sized = (bytes: number, extra: Record<string, string> = {}) => {
  const rest = Object.entries(extra).reduce((s, [k, v]) => s + k.length + v.length, 0);
  return item({ ...extra, p: 'x'.repeat(bytes - 1 - rest) });
};

describe('item sizes', () => {
  it('adds attribute names and values: strings in UTF-8 bytes, numbers by significant digits, booleans and nulls 1', () => {
    expect(itemBytes(item({ pk: 'abc' }))).toBe(5);
    expect(itemBytes(item({ name: 'é' }))).toBe(4 + 2);
    expect(itemBytes(item({ n: 12345 }))).toBe(1 + 3 + 1);
    expect(itemBytes(item({ n: 1200 }))).toBe(1 + 1 + 1);
    expect(itemBytes(item({ n: 0.05 }))).toBe(1 + 1 + 1);
    expect(itemBytes(item({ ok: true, none: null }))).toBe(2 + 1 + 4 + 1);
  });
  it('charges lists and maps 3 bytes and each element 1', () => {
    expect(itemBytes(item({ l: [] }))).toBe(1 + 3);
    expect(itemBytes(item({ l: ['ab', 'c'] }))).toBe(1 + 3 + (1 + 2) + (1 + 1));
    expect(itemBytes(item({ m: { k: 'v' } }))).toBe(1 + 3 + (1 + 1 + 1));
  });
});

describe('write units', () => {
  it('a transaction writes every item twice: three 500-byte items cost 6 (the guide’s example)', () => {
    const units = [1, 2, 3].map(() => costOf('Put', undefined, sized(500), true).units);
    expect(units.reduce((s, u) => s + u, 0)).toBe(6);
  });
  it('rounds each item up to the next KB, by the larger of before and after', () => {
    expect(costOf('Put', undefined, sized(1024), false).units).toBe(1);
    expect(costOf('Put', undefined, sized(1025), false).units).toBe(2);
    expect(costOf('Update', sized(1500), sized(900), true).tableUnits).toBe(4);
    expect(costOf('Delete', sized(300), undefined, true).tableUnits).toBe(2);
  });
  it('adds one index write per index the item enters, two when its index key changes, none when it is in none', () => {
    const keys = { gsi1pk: 'A', gsi1sk: '1', gsi2pk: 'B', gsi2sk: '1' };
    const put = costOf('Put', undefined, sized(600, keys), true);
    expect(put.indexUnits).toEqual({ gsi1: 1, gsi2: 1 });
    expect(put.units).toBe(2 + 2);
    const moved = costOf('Update', sized(600, keys), sized(600, { ...keys, gsi2sk: '2' }), true);
    expect(moved.indexUnits).toEqual({ gsi1: 1, gsi2: 2 });
    const left = costOf('Update', sized(600, keys), sized(600, { gsi1pk: 'A', gsi1sk: '1' }), false);
    expect(left.indexUnits).toEqual({ gsi1: 1, gsi2: 1 });
    expect(costOf('Update', sized(600), sized(601), true).indexUnits).toEqual({});
    expect(costOf('ConditionCheck', sized(600, keys), sized(600, keys), true)).toMatchObject({ tableUnits: 2, indexUnits: {} });
  });
  it('an index entry over 1 KB costs a unit per started KB', () => {
    expect(costOf('Put', undefined, sized(2100, { gsi1pk: 'A', gsi1sk: '1' }), true)).toMatchObject({
      tableUnits: 6,
      indexUnits: { gsi1: 3 },
    });
  });
});
