import { useState } from 'react';
import { formatDate } from '../../../../../shared/domain/format.ts';
import { useMovements } from '../api/products.ts';
import { MOVEMENT_LABELS, movementPager, signedChange } from '../item-logic.ts';

/** Stock Movements tab (spec §2, §9): 10 a page, newest first, Previous / Next and the page number. */
export function ItemMovements({ itemId, movementCount }: { itemId: string; movementCount: number }) {
  const [page, setPage] = useState(0);
  const pager = movementPager(page, movementCount);
  const movements = useMovements(itemId, pager.offset);
  const rows = movements.data ?? [];

  return (
    <div className="item-movements">
      {movements.isLoading ? (
        <p className="muted" role="status">
          Loading movements...
        </p>
      ) : movements.error ? (
        <div className="inline-error">
          <p>Failed to load movements</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void movements.mutate()}>
            Try again
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className="table-empty">No stock movements found.</p>
      ) : (
        // a phone scrolls the table sideways: the region takes focus so the keyboard can scroll it too
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-wrap" role="region" aria-label={`Stock movements, page ${page + 1}`} tabIndex={0}>
          <table className="table item-movements-table">
            <caption className="visually-hidden">Stock movements, page {page + 1}</caption>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col" className="align-end">
                  Change
                </th>
                <th scope="col" className="align-end">
                  Previous
                </th>
                <th scope="col" className="align-end">
                  New
                </th>
                <th scope="col">Warehouse</th>
                <th scope="col">Reason / Order</th>
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.id}>
                  <td>{MOVEMENT_LABELS[m.movement_type] ?? m.movement_type}</td>
                  <td className={`align-end numeric movement-change ${m.quantity_change < 0 ? 'is-out' : 'is-in'}`}>
                    {signedChange(m.quantity_change)}
                  </td>
                  <td className="align-end numeric">{m.previous_quantity}</td>
                  <td className="align-end numeric">{m.new_quantity}</td>
                  <td>{m.warehouse_name}</td>
                  <td>{m.reference || '—'}</td>
                  <td className="numeric">{formatDate(m.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="item-pager" aria-label="Stock movement pages">
        <button type="button" className="btn btn-secondary btn-sm" disabled={!pager.hasPrevious} onClick={() => setPage((p) => p - 1)}>
          Previous
        </button>
        <span className="item-pager-page" aria-live="polite">
          Page {page + 1} of {pager.pages}
        </span>
        <button type="button" className="btn btn-secondary btn-sm" disabled={!pager.hasNext} onClick={() => setPage((p) => p + 1)}>
          Next
        </button>
      </nav>
    </div>
  );
}
