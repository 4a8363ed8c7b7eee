import { useState, type ReactNode } from 'react';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { QueryState, type QueryResult } from '../../../components/ui/QueryState.tsx';
import { FormMessage } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import {
  RETURN_CONDITION_OPTIONS,
  editReturn,
  toggleReturn,
  type Checked,
  type ReturnCondition,
  type ReturnSelection,
} from '../order-form.ts';
import { ItemCell, OrderTable } from './OrderTable.tsx';

interface ReturnsProps<Row, Body> {
  /** The table's accessible name ("Return items of PO-00001"). */
  caption: string;
  hint: ReactNode;
  empty: ReactNode;
  returnables: QueryResult<Row[]>;
  rowKey: (row: Row) => string | number;
  /** The item's name, as the over-return message quotes it. */
  name: (row: Row) => string;
  /** What the row's inputs are named after (the name, unless two rows share it). */
  label?: (row: Row) => string;
  sku: (row: Row) => string;
  available: (row: Row) => number;
  /** Columns between the item and the available quantity (a sales return's lot and purchase order). */
  extraColumns?: DataTableColumn<Row>[];
  /** The kind's checks and request body (spec §5 "Returns"). */
  check: (selection: ReturnSelection, rows: readonly Row[]) => Checked<Body>;
  submit: (body: Body) => Promise<{ message?: string } | undefined>;
}

/** A Returns tab (spec §2, §4, §5 "Returns"): the returnable lines, a checkbox each, quantity, reason, condition; Submit Returns. */
export function OrderReturns<Row, Body>(props: ReturnsProps<Row, Body>) {
  const { caption, hint, empty, returnables, rowKey, name, sku, available, extraColumns = [], check, submit } = props;
  const label = props.label ?? name;
  const [selection, setSelection] = useState<ReturnSelection>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (next: ReturnSelection) => {
    setSelection(next);
    setProblem(null);
  };

  async function onSubmit(rows: readonly Row[]) {
    if (busy) return;
    const checked = check(selection, rows);
    if (!checked.ok) return setProblem(checked.message);
    setBusy(true);
    try {
      const res = await submit(checked.value);
      notify.success(res?.message || M.returnsSubmitted);
      setSelection({});
    } catch {
      // the API client toasted the server's message or "Failed to submit returns"
    } finally {
      setBusy(false);
    }
  }

  const columns: DataTableColumn<Row>[] = [
    {
      header: 'Item',
      cell: (r) => (
        <span className="po-return-item">
          <input
            type="checkbox"
            className="po-check"
            aria-label={`Return ${label(r)}`}
            checked={Boolean(selection[rowKey(r)])}
            onChange={(e) => update(toggleReturn(selection, rowKey(r), e.target.checked))}
          />
          <ItemCell name={name(r)} sku={sku(r)} />
        </span>
      ),
    },
    ...extraColumns,
    { header: 'Available', numeric: true, cell: (r) => available(r) },
    {
      header: 'Quantity',
      width: '5.5rem',
      cell: (r) => {
        const d = selection[rowKey(r)];
        return (
          <input
            type="number"
            className="input po-qty-input"
            min={1}
            max={available(r)}
            disabled={!d}
            aria-label={`Return quantity ${label(r)}`}
            value={d?.quantity ?? ''}
            onChange={(e) => update(editReturn(selection, rowKey(r), { quantity: e.target.value }))}
          />
        );
      },
    },
    {
      header: 'Reason',
      cell: (r) => {
        const d = selection[rowKey(r)];
        return (
          <input
            className="input po-reason-input"
            maxLength={300}
            disabled={!d}
            aria-label={`Return reason ${label(r)}`}
            value={d?.reason ?? ''}
            onChange={(e) => update(editReturn(selection, rowKey(r), { reason: e.target.value }))}
          />
        );
      },
    },
    {
      header: 'Condition',
      width: '8rem',
      cell: (r) => {
        const d = selection[rowKey(r)];
        return (
          <select
            className="input select po-condition"
            disabled={!d}
            aria-label={`Return condition ${label(r)}`}
            value={d?.condition ?? ''}
            onChange={(e) => update(editReturn(selection, rowKey(r), { condition: e.target.value as ReturnCondition }))}
          >
            <option value="">Select</option>
            {RETURN_CONDITION_OPTIONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        );
      },
    },
  ];

  return (
    <div className="po-tab">
      <QueryState query={returnables} errorText="An error occurred">
        {(rows) => (
          <>
            <p className="muted po-tab-hint">{hint}</p>
            <OrderTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} empty={empty} />
            <FormMessage message={problem} />
            <div className="button-row po-actions">
              <button type="button" className="btn btn-primary" aria-disabled={busy} onClick={() => void onSubmit(rows)}>
                {busy ? 'Submitting...' : 'Submit Returns'}
              </button>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
