import type { Key, ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/ui/DataTable.tsx';
import '../../../components/ui/stacked-table.css';

interface TableProps<Row> {
  /** The table's accessible name, also the scroll region's. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  empty: ReactNode;
  /** A row's own class (a short fulfilment row is red). */
  rowClassName?: (row: Row) => string | undefined;
}

const alignClass = (c: { align?: 'start' | 'end'; numeric?: boolean }) =>
  (c.align ?? (c.numeric ? 'end' : 'start')) === 'end' ? 'align-end' : undefined;

/**
 * The order screens' tables: DataTable's look, in a scroll region that takes keyboard focus, because on a phone
 * these wide tables would scroll sideways inside their card; below 560 px each row is shown as a small card instead.
 */
export function OrderTable<Row>({ caption, columns, rows, rowKey, empty, rowClassName }: TableProps<Row>) {
  return (
    // a wide table scrolls sideways in its card: the region takes focus so the keyboard can scroll it too
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="table table-stacked po-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={alignClass(c)} style={c.width ? { width: c.width } : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className="po-table-empty">
              <td colSpan={columns.length}>
                <div className="table-empty">{empty}</div>
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((c) => (
                  <td
                    key={c.header}

                    data-label={c.header}
                    className={`${alignClass(c) ?? ''} ${c.numeric ? 'numeric' : ''}`.trim() || undefined}
                  >
                    {c.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** An order table's item cell: the name, and the SKU under it. */
export function ItemCell({ name, sku, title }: { name: string; sku: string; title?: string }) {
  return (
    <span className="po-line-item" title={title}>
      <span className="po-line-name">{name}</span>
      <span className="po-line-sku">SKU {sku}</span>
    </span>
  );
}
