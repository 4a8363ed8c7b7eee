import { useState } from 'react';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { PurchaseOrderDetail } from '../../../../../shared/inventory/purchase-orders.ts';
import type { DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { notify } from '../../../lib/notify.ts';
import { useReceivePurchaseItem } from '../api/purchase-orders.ts';
import { checkReceive, fullyReceived } from '../purchase-order-form.ts';
import { useItemScanner } from './ItemScanner.tsx';
import { OrderProgress } from './OrderProgress.tsx';
import { ItemCell, OrderTable } from './OrderTable.tsx';
import { PrintLabelsButton, type LabelRow } from './PrintLabelsDialog.tsx';
import './print-labels.css';

type Item = PurchaseOrderDetail['items'][number];

/** Receiving tab (spec §4, §5 "Receiving of a purchase item"): per line, a to_receive input and its Receive button. */
export function PurchaseOrderReceiving({ order }: { order: PurchaseOrderDetail }) {
  const [values, setValues] = useState<Record<number, string>>({});
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const receive = useReceivePurchaseItem();
  // what this visit received, one lot per receipt: "Print labels for what was received" prints their lot labels
  const [received, setReceived] = useState<LabelRow[]>([]);
  const setValue = (lineId: number, value: string) => {
    setValues((v) => ({ ...v, [lineId]: value }));
    setProblems((p) => {
      const next = { ...p };
      delete next[lineId];
      return next;
    });
  };

  // a scan of a line's item adds 1 to what that line is about to receive
  const scanner = useItemScanner((item) => {
    const line = order.items.find((l) => l.item_id === item.id && !fullyReceived(l));
    if (!line) return `${item.name} is not waiting on this order`;
    const id = line.purchase_order_item_id;
    const next = (Number((values[id] ?? '').trim()) || 0) + 1;
    setValue(id, String(next));
    return `${item.name}: ${next} to receive`;
  });

  async function onReceive(line: Item) {
    if (busy !== null) return;
    const checked = checkReceive(values[line.purchase_order_item_id] ?? '', line);
    if (!checked.ok) return setProblems((p) => ({ ...p, [line.purchase_order_item_id]: checked.message }));
    setBusy(line.purchase_order_item_id);
    try {
      const res = await receive({
        body: {
          purchaseOrderId: order.purchase_order_id,
          item: { purchase_order_item_id: line.purchase_order_item_id, to_receive: checked.value },
        },
      });
      notify.success(res?.message || M.itemReceived);
      setValue(line.purchase_order_item_id, '');
      if (res?.batch) setReceived((r) => [...r, { id: res.batch, name: `${line.item_name} · ${res.batch}`, quantity: checked.value }]);
    } catch {
      // the API client toasted the server's message
    } finally {
      setBusy(null);
    }
  }

  const columns: DataTableColumn<Item>[] = [
    {
      header: 'Item',
      cell: (l) => <ItemCell name={l.item_name} sku={l.sku} />,
    },
    { header: 'Ordered', numeric: true, cell: (l) => l.quantity },
    {
      header: 'Received',
      width: '9rem',
      cell: (l) => (
        <OrderProgress label={l.status} done={l.received_quantity} total={l.quantity} text={`${l.received_quantity}/${l.quantity}`} />
      ),
    },
    {
      header: 'To Receive',
      width: '8rem',
      cell: (l) => {
        const id = l.purchase_order_item_id;
        const problem = problems[id];
        if (fullyReceived(l)) return <input className="input po-qty-input" value="-" readOnly aria-label={`To receive ${l.item_name}`} />;
        return (
          <div className="po-qty-cell">
            <input
              className="input po-qty-input"
              inputMode="numeric"
              autoComplete="off"
              placeholder={`${l.quantity - l.received_quantity} left`}
              aria-label={`To receive ${l.item_name}`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `po-receive-${id}` : undefined}
              value={values[id] ?? ''}
              onChange={(e) => setValue(id, e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void onReceive(l);
              }}
            />
            {problem ? (
              <span className="field-error" id={`po-receive-${id}`} role="alert">
                {problem}
              </span>
            ) : null}
          </div>
        );
      },
    },
    {
      header: 'Action',
      align: 'end',
      cell: (l) => {
        const id = l.purchase_order_item_id;
        if (fullyReceived(l))
          return (
            <button type="button" className="btn btn-secondary btn-sm" disabled aria-label={`Received ${l.item_name}`}>
              Received
            </button>
          );
        const hasValue = (values[id] ?? '').trim() !== '';
        return (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={!hasValue || busy !== null}
            aria-label={`Receive ${l.item_name}`}
            onClick={() => void onReceive(l)}
          >
            {busy === id ? 'Receiving...' : 'Receive'}
          </button>
        );
      },
    },
  ];

  return (
    <div className="po-tab" {...scanner.wedge}>
      <div className="scan-beside">
        <p className="muted po-tab-hint">
          {order.status === 'Received'
            ? 'Every line of this order has been received.'
            : `Receive goods into ${order.warehouse_name}, line by line.`}
        </p>
        {order.status === 'Received' ? null : scanner.scanButton()}
        {received.length > 0 ? <PrintLabelsButton kind="lots" rows={received} label="Print labels for what was received" /> : null}
      </div>
      {scanner.extras}
      <OrderTable
        caption={`Receive ${order.order_number}`}
        columns={columns}
        rows={order.items}
        rowKey={(l) => l.purchase_order_item_id}
        empty="No items."
      />
    </div>
  );
}
