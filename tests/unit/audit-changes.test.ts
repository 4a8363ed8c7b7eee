import { describe, expect, it } from 'vitest';
import { changesBetween, created, removed } from '../../shared/audit/changes.ts';

describe('changesBetween', () => {
  it.each([
    ['nothing differs', { name: 'A', floors: 4 }, { name: 'A', floors: 4 }, []],
    ['one field', { name: 'A', floors: 4 }, { name: 'A', floors: 5 }, [{ field: 'floors', before: 4, after: 5 }]],
    ['a number is not its string', { amount: '15.00' }, { amount: 15 }, [{ field: 'amount', before: '15.00', after: 15 }]],
    ['absent reads as null', { phone: null }, {}, []],
    ['a field added', {}, { note: 'x' }, [{ field: 'note', before: null, after: 'x' }]],
    ['a field cleared', { note: 'x' }, { note: null }, [{ field: 'note', before: 'x', after: null }]],
    [
      "after's order, then before's",
      { b: 1, z: 1 },
      { a: 2, b: 2 },
      [
        { field: 'a', before: null, after: 2 },
        { field: 'b', before: 1, after: 2 },
        { field: 'z', before: 1, after: null },
      ],
    ],
    ['false is a value', { archived: false }, { archived: true }, [{ field: 'archived', before: false, after: true }]],
  ])('%s', (_name, before, after, expected) => {
    expect(changesBetween(before, after)).toEqual(expected);
  });

  it('shows a secret only as changed, never its value', () => {
    const changes = changesBetween({ masterPassword: 'old-secret' }, { masterPassword: 'new-secret' }, { secret: ['masterPassword'] });
    expect(changes).toEqual([{ field: 'masterPassword', before: null, after: 'changed' }]);
    expect(JSON.stringify(changes)).not.toMatch(/secret/);
    expect(changesBetween({ masterPassword: 'same' }, { masterPassword: 'same' }, { secret: ['masterPassword'] })).toEqual([]);
  });

  it('lists a created record from nothing and a removed one to nothing', () => {
    expect(created({ name: 'W1', location: 'Leeds' })).toEqual([
      { field: 'name', before: null, after: 'W1' },
      { field: 'location', before: null, after: 'Leeds' },
    ]);
    expect(removed({ name: 'W1' })).toEqual([{ field: 'name', before: 'W1', after: null }]);
  });
});
