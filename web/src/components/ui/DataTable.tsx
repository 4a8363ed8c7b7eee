import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';

export interface DataTableColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Money and counts: end-aligned with tabular figures. */
  numeric?: boolean;
  align?: 'start' | 'end';
  /** A CSS width for the column ("8rem", "20%"). */
  width?: string;
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
}

const alignClass = (column: { align?: 'start' | 'end'; numeric?: boolean }) =>
  (column.align ?? (column.numeric ? 'end' : 'start')) === 'end' ? 'align-end' : undefined;

/** Starts loading the next page a little before the end of the list comes into view. */
function useLoadMoreSentinel(active: boolean, onLoadMore: (() => void) | undefined) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!active || !target || typeof IntersectionObserver === 'undefined') return;
    // re-created after each page, so a sentinel still in view asks for the next page too
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current?.();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [active]);

  return sentinel;
}

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
}: DataTableProps<Row>) {
  const sentinel = useLoadMoreSentinel(hasMore && !loadingMore && Boolean(onLoadMore), onLoadMore);
  return (
    <>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={alignClass(column)}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>
                  <div className="table-empty">{empty}</div>
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={rowKey(row, index)}>
                  {columns.map((column) => (
                    <td
                      key={column.header}
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
