/** Sortable report tables: what a column header click does to the rows loaded. */
import { describe, expect, it } from 'vitest';
import { sortRows, type SortValue } from '../../web/src/components/ui/DataTable.tsx';

const by = (values: SortValue[], direction: 'ascending' | 'descending') =>
  sortRows(
    values.map((value, index) => ({ value, index })),
    (r) => r.value,
    direction,
  ).map((r) => r.value);

describe('sortRows', () => {
  it.each<[string, SortValue[], 'ascending' | 'descending', SortValue[]]>([
    ['numbers as numbers', [10, 9, 100, 1.5], 'ascending', [1.5, 9, 10, 100]],
    ['numbers descending', [10, 9, 100, 1.5], 'descending', [100, 10, 9, 1.5]],
    ['text ignoring case', ['bob', 'Alice', 'carol', 'alan'], 'ascending', ['alan', 'Alice', 'bob', 'carol']],
    ['room numbers with digits in order', ['10', '9', '101', 'A2', 'A10'], 'ascending', ['9', '10', '101', 'A2', 'A10']],
    ['ISO dates in calendar order', ['2026-03-01', '2025-12-31', '2026-01-15'], 'descending', ['2026-03-01', '2026-01-15', '2025-12-31']],
    ['empty values last, ascending', [null, 'b', '', 'a', undefined], 'ascending', ['a', 'b', null, '', undefined]],
    ['empty values last, descending', [null, 'b', '', 'a', undefined], 'descending', ['b', 'a', null, '', undefined]],
  ])('%s', (_case, values, direction, sorted) => {
    expect(by(values, direction)).toEqual(sorted);
  });

  it('keeps the API order of equal rows (a stable sort) and leaves the input alone', () => {
    const rows = [
      { id: 'a', status: 'Paid' },
      { id: 'b', status: 'Overdue' },
      { id: 'c', status: 'Paid' },
      { id: 'd', status: 'Overdue' },
    ];
    const copy = [...rows];
    expect(sortRows(rows, (r) => r.status, 'ascending').map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(sortRows(rows, (r) => r.status, 'descending').map((r) => r.id)).toEqual(['a', 'c', 'b', 'd']);
    expect(rows).toEqual(copy);
  });
});
