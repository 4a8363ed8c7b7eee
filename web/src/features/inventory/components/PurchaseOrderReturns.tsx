import { useState } from 'react';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { PurchaseOrderDetail, ReturnablePurchaseItem } from '../../../../../shared/inventory/purchase-orders.ts';
import type { DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { FormMessage } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { usePurchaseReturnables, useReturnPurchaseItems } from '../api/purchase-orders.ts';
import {
  RETURN_CONDITION_OPTIONS,
  editReturn,
  returnBody,
  toggleReturn,
  type ReturnCondition,
  type ReturnSelection,
} from '../purchase-order-form.ts';
import { PurchaseOrderTable } from './PurchaseOrderTable.tsx';

/** Returns tab (spec §2, §4, §5 "Returns"): the lines with units on hand, a checkbox each, quantity, reason, condition. */
export function PurchaseOrderReturns({ order }: { order: PurchaseOrderDetail }) {
  const returnables = usePurchaseReturnables(order.purchase_order_id);
  const [selection, setSelection] = useState<ReturnSelection>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = useReturnPurchaseItems();

  const update = (next: ReturnSelection) => {
    setSelection(next);
    setProblem(null);
  };

  async function onSubmit(rows: readonly ReturnablePurchaseItem[]) {
    if (busy) return;
    const checked = returnBody(order.purchase_order_id, selection, rows);
    if (!checked.ok) return setProblem(checked.message);
    setBusy(true);
    try {
      const res = await submit({ body: checked.value });
      notify.success(res?.message || M.returnsSubmitted);
      setSelection({});
    } catch {
      // the API client toasted the server's message or "Failed to submit returns"
    } finally {
      setBusy(false);
    }
  }

  const columns: DataTableColumn<ReturnablePurchaseItem>[] = [
    {
      header: 'Item',
      cell: (r) => (
        <span className="po-return-item">
          <input
            type="checkbox"
            className="po-check"
            aria-label={`Return ${r.item_name}`}
            checked={Boolean(selection[r.purchase_order_item_id])}
            onChange={(e) => update(toggleReturn(selection, r.purchase_order_item_id, e.target.checked))}
          />
          <span className="po-line-item">
            <span className="po-line-name">{r.item_name}</span>
            <span className="po-line-sku">SKU {r.sku}</span>
          </span>
        </span>
      ),
    },
    { header: 'Available', numeric: true, cell: (r) => r.available_for_return },
    {
      header: 'Quantity',
      width: '5.5rem',
      cell: (r) => {
        const d = selection[r.purchase_order_item_id];
        return (
          <input
            type="number"
            className="input po-qty-input"
            min={1}
            max={r.available_for_return}
            disabled={!d}
            aria-label={`Return quantity ${r.item_name}`}
            value={d?.quantity ?? ''}
            onChange={(e) => update(editReturn(selection, r.purchase_order_item_id, { quantity: e.target.value }))}
          />
        );
      },
    },
    {
      header: 'Reason',
      cell: (r) => {
        const d = selection[r.purchase_order_item_id];
        return (
          <input
            className="input po-reason-input"
            maxLength={300}
            disabled={!d}
            aria-label={`Return reason ${r.item_name}`}
            value={d?.reason ?? ''}
            onChange={(e) => update(editReturn(selection, r.purchase_order_item_id, { reason: e.target.value }))}
          />
        );
      },
    },
    {
      header: 'Condition',
      width: '8rem',
      cell: (r) => {
        const d = selection[r.purchase_order_item_id];
        return (
          <select
            className="input select po-condition"
            disabled={!d}
            aria-label={`Return condition ${r.item_name}`}
            value={d?.condition ?? ''}
            onChange={(e) => update(editReturn(selection, r.purchase_order_item_id, { condition: e.target.value as ReturnCondition }))}
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
            <p className="muted po-tab-hint">Select the lines to send back to {order.supplier_name}; the order is credited.</p>
            <PurchaseOrderTable
              caption={`Return items of ${order.order_number}`}
              columns={columns}
              rows={rows}
              rowKey={(r) => r.purchase_order_item_id}
              empty="Nothing of this order is on hand to return."
            />
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
