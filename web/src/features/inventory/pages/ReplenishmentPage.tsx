import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../../../shared/domain/format.ts';
import { MAX_DRAFT_REQUEST_LINES, type DraftOrderSaved, type ReplenishmentRow } from '../../../../../shared/inventory/purchase-drafts.ts';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateDraftOrders, useReplenishment } from '../api/replenishment.ts';
import { groupRows, initialChoice, lineKey, orderLines, quantityProblem } from '../replenishment.ts';
import '../replenishment.css';
import '../stock.css';
import { usePowers } from '../../../lib/powers.ts';

const count = new Intl.NumberFormat('en-GB');

interface Choice {
  selected: boolean;
  /** The quantity as typed (the suggested quantity until changed). */
  quantity: string;
}

/**
 * /ims/replenishment (AUTOMATION.md "Replenishment"): every item below its reorder point (projected = on hand + on order
 * − committed, below min), grouped by supplier and warehouse as the API sends them, each with the suggested quantity,
 * what the pair's open draft already holds and what is still to order. Every row with something still to order starts
 * selected at that, so Create draft orders is the second click; it tops each draft line up to what the row asks (never
 * adds it again); each pair's draft is linked after, to be checked and placed from its purchase order page.
 */
export function ReplenishmentPage() {
  const { can } = usePowers();
  useDocumentTitle('Replenishment · Inventory');
  const list = useReplenishment();
  const createDrafts = useCreateDraftOrders();
  // what the user changed, by row; the others are as they start: at what is still to order (the suggestion less what
  // the pair's open draft holds), selected when that is more than 0
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<DraftOrderSaved[] | null>(null);
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const choiceOf = (row: ReplenishmentRow): Choice => choices[lineKey(row)] ?? initialChoice(row);
  const setChoice = (row: ReplenishmentRow, change: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [lineKey(row)]: { ...choiceOf(row), ...change } }));
  const selected = rows.filter((row) => choiceOf(row).selected);
  const groups = groupRows(rows);

  async function create() {
    if (saving) return;
    if (selected.length === 0) {
      notify.error('Select at least one item to order');
      return;
    }
    const problem = quantityProblem(selected.map((row) => choiceOf(row).quantity));
    if (problem) {
      notify.error(problem);
      return;
    }
    setSaving(true);
    try {
      const res = await createDrafts({ body: { lines: orderLines(selected, (row) => choiceOf(row).quantity) } });
      setSaved(res.orders);
      setChoices({});
      notify.success(res.message);
    } catch {
      // the API client showed the error
    } finally {
      setSaving(false);
    }
  }

  // every group shows the same columns in the same order (issue 31)
  const columns: DataTableColumn<ReplenishmentRow>[] = [
    {
      header: 'Order',
      width: '4.5rem',
      cell: (row) => (
        <input
          type="checkbox"
          className="replenish-check"
          checked={choiceOf(row).selected}
          onChange={(event) => setChoice(row, { selected: event.target.checked })}
          aria-label={`Order ${row.item_name} for ${row.warehouse_name}`}
        />
      ),
    },
    {
      header: 'Item',
      cell: (row) => (
        <span className="stock-item">
          <Link to={paths.inventory.item.href(row.item_id)}>{row.item_name}</Link>
          <span className="stock-item-meta">
            {row.sku} · below min since {formatDate(row.below_min_since.slice(0, 10))}
          </span>
        </span>
      ),
    },
    { header: 'On hand', numeric: true, cell: (row) => count.format(row.on_hand) },
    { header: 'On order', numeric: true, cell: (row) => count.format(row.on_order) },
    { header: 'Committed', numeric: true, cell: (row) => count.format(row.committed) },
    { header: 'Projected', numeric: true, cell: (row) => <strong>{count.format(row.projected)}</strong> },
    { header: 'Min / Max', numeric: true, cell: (row) => `${count.format(row.min)} / ${count.format(row.max)}` },
    {
      header: 'In draft / Suggested',
      numeric: true,
      cell: (row) => `${count.format(row.draft_quantity)} / ${count.format(row.suggested_quantity)}`,
    },
    {
      header: 'To order',
      width: '8rem',
      numeric: true,
      cell: (row) => (
        <input
          type="number"
          className="input replenish-quantity"
          inputMode="numeric"
          min={1}
          step={row.multiple}
          value={choiceOf(row).quantity}
          disabled={!choiceOf(row).selected}
          onChange={(event) => setChoice(row, { quantity: event.target.value })}
          aria-label={`Quantity of ${row.item_name} to order (suggested ${row.suggested_quantity}, ${row.draft_quantity} in draft)`}
        />
      ),
    },
  ];

  return (
    <div className="page">
      <header className="page-header replenish-header">
        <div>
          <h1 className="page-title">Replenishment</h1>
          <p className="page-subtitle">
            Items whose projected quantity (on hand + on order − committed) is below their reorder point, by supplier and warehouse.
          </p>
        </div>
        {can('inventory.order.write') ? (
          <button type="button" className="btn btn-primary" onClick={() => void create()} aria-disabled={saving || selected.length === 0}>
            {saving ? <Spinner size="sm" /> : null}
            {saving ? 'Creating...' : `Create draft orders${selected.length ? ` (${selected.length})` : ''}`}
          </button>
        ) : null}
      </header>

      {saved ? (
        <section className="card replenish-saved" aria-labelledby="replenish-saved-title" aria-live="polite">
          <h2 className="card-title" id="replenish-saved-title">
            Draft orders ready to check and place
          </h2>
          <ul className="replenish-saved-list">
            {saved.map((order) => (
              <li key={order.purchase_order_id}>
                <Link to={paths.inventory.purchaseOrder.href(order.purchase_order_id)}>{order.order_number}</Link>{' '}
                <span className="muted">
                  {order.supplier_name} · {order.warehouse_name}: {order.created ? 'new draft' : 'open draft topped up'}, {order.lines}{' '}
                  {order.lines === 1 ? 'line' : 'lines'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <QueryState
        query={list}
        errorText="The items to reorder could not be loaded."
        empty={
          <p className="card muted replenish-empty">
            Nothing is below its reorder point. Set reorder rules (min, max, supplier) on an item's page, per warehouse.
          </p>
        }
      >
        {() => (
          <>
            {groups.map((group) => {
              const first = group[0]!;
              const titleId = `replenish-${first.supplier_id}-${first.warehouse_id}`;
              return (
                <section key={titleId} className="card replenish-group" aria-labelledby={titleId}>
                  <div className="card-header replenish-group-head">
                    <div>
                      <h2 className="card-title" id={titleId}>
                        {first.supplier_name || 'Unknown supplier'} · {first.warehouse_name || 'Unknown warehouse'}
                      </h2>
                      <p className="card-subtitle">
                        {group.length} {group.length === 1 ? 'item' : 'items'} below min
                        {first.draft_order_id !== null && first.draft_order_number ? (
                          <>
                            {' · tops up the open draft '}
                            <Link to={paths.inventory.purchaseOrder.href(first.draft_order_id)}>{first.draft_order_number}</Link>
                          </>
                        ) : null}
                      </p>
                    </div>
                  </div>
                  <DataTable
                    caption={`Items to order from ${first.supplier_name} for ${first.warehouse_name}`}
                    columns={columns}
                    rows={group}
                    rowKey={lineKey}
                    empty="Nothing to order."
                    stackOnPhones
                  />
                </section>
              );
            })}
            {list.hasMore ? (
              <div className="table-more">
                <button type="button" className="btn btn-secondary btn-sm" onClick={list.loadMore} aria-disabled={list.loadingMore}>
                  {list.loadingMore ? <Spinner size="sm" /> : null}
                  {list.loadingMore ? 'Loading...' : 'More items'}
                </button>
              </div>
            ) : null}
            {selected.length > MAX_DRAFT_REQUEST_LINES ? (
              <p className="muted">At most {MAX_DRAFT_REQUEST_LINES} lines can be ordered at once: clear some and order the rest next.</p>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
