import { useMemo, useState, type Key, type ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from './icons.tsx';
import { useLoadMoreOnScroll } from '../../lib/use-load-more.ts';
import { Spinner } from './Spinner.tsx';
import './stacked-table.css';

/** What a sortable column compares: numbers as numbers, text in English order ignoring case, with numbers inside it ("9" before "10"). */
export type SortValue = string | number | null | undefined;

export interface TableSort {
  /** The sorted column's header. */
  column: string;
  direction: 'ascending' | 'descending';
}

export interface DataTableColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Money and counts: end-aligned with tabular figures. */
  numeric?: boolean;
  align?: 'start' | 'end';
  /** A CSS width for the column ("8rem", "20%"). */
  width?: string;
  /** Makes the column sortable: its header becomes a button that sorts by this value (empty values last). */
  sortValue?: (row: Row) => SortValue;
}

interface DataTableProps<Row> {
  /** The table's accessible name (a visually hidden caption; the card shows the visible title). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Shown in the table body when there are no rows. */
  empty: ReactNode;
  /** Paged lists: more rows exist; they load when the user scrolls near the end or presses "Load more". */
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** Told when the user sorts (before the rows are sorted), e.g. to load the remaining pages so the sort covers every row. */
  onSortChange?: (sort: TableSort) => void;
  /** The order the rows already come in, when it is a column's (shown on its heading); the user can sort otherwise. */
  initialSort?: TableSort;
  /** On phones each row becomes a card of labelled values (stacked-table.css) instead of a sideways scroll. */
  stackOnPhones?: boolean;
}

const textOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return textOrder.compare(String(a), String(b));
}

const isEmpty = (v: SortValue) => v === null || v === undefined || v === '';

/** The rows in the sort's order (a stable sort: equal rows keep the API's order); empty values last in both directions. */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => SortValue, direction: TableSort['direction']): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((x, y) => {
      if (isEmpty(x.key) || isEmpty(y.key)) return Number(isEmpty(x.key)) - Number(isEmpty(y.key)) || x.index - y.index;
      return sign * compareValues(x.key, y.key) || x.index - y.index;
    })
    .map((x) => x.row);
}

const alignClass = (column: { align?: 'start' | 'end'; numeric?: boolean }) =>
  (column.align ?? (column.numeric ? 'end' : 'start')) === 'end' ? 'align-end' : undefined;

/** The design system's table: column headers, a row per item, an empty row, and optional paging. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  onSortChange,
  initialSort,
  stackOnPhones = false,
}: DataTableProps<Row>) {
  const sentinel = useLoadMoreOnScroll(onLoadMore, { active: hasMore && !loadingMore && Boolean(onLoadMore) });
  const [sort, setSort] = useState<TableSort | null>(initialSort ?? null);
  const sortColumn = sort ? columns.find((c) => c.header === sort.column && c.sortValue) : undefined;
  const shown = useMemo(
    () => (sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows),
    [rows, sort, sortColumn],
  );

  function sortBy(column: string) {
    const next: TableSort = {
      column,
      direction: sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending',
    };
    onSortChange?.(next);
    setSort(next);
  }

  return (
    <>
      <div className="table-wrap">
        <table className={stackOnPhones ? 'table table-stacked' : 'table'}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.column === column.header && column.sortValue ? sort.direction : undefined;
                return (
                  <th
                    key={column.header}
                    scope="col"
                    className={alignClass(column)}
                    style={column.width ? { width: column.width } : undefined}
                    aria-sort={direction}
                  >
                    {column.sortValue ? (
                      <button type="button" className="table-sort" onClick={() => sortBy(column.header)}>
                        {column.header}
                        {direction === 'ascending' ? (
                          <ArrowUpIcon size={14} />
                        ) : direction === 'descending' ? (
                          <ArrowDownIcon size={14} />
                        ) : (
                          <ArrowUpDownIcon size={14} className="table-sort-idle" />
                        )}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>
                  <div className="table-empty">{empty}</div>
                </td>
              </tr>
            ) : (
              shown.map((row, index) => (
                <tr key={rowKey(row, index)}>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      // a stacked table labels each value with its column on phones (stacked-table.css)
                      data-label={column.header}
                      className={[alignClass(column), column.numeric ? 'numeric' : undefined].filter(Boolean).join(' ') || undefined}
                    >
                      {column.cell(row, index)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {hasMore && onLoadMore ? (
        <div className="table-more" ref={sentinel}>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => !loadingMore && onLoadMore()}
            aria-disabled={loadingMore}
          >
            {loadingMore ? <Spinner size="sm" /> : null}
            {loadingMore ? 'Loading...' : 'Load more'}
          </button>
        </div>
      ) : null}
    </>
  );
}
