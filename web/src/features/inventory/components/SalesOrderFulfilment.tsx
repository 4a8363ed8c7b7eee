import { useState } from 'react';
import * as M from '../../../../../shared/inventory/messages.ts';
import { editFulfilQuantity, isShort } from '../../../../../shared/inventory/rules.ts';
import type { FulfilmentItem, SalesOrderDetail } from '../../../../../shared/inventory/sales-orders.ts';
import type { DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useAssignWarehouse, useAssignedWarehouse, useFulfilmentItems, useSaveFulfilment } from '../api/sales-orders.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { canFulfil, fulfilBody, initialQuantities, plannedLots, type FulfilLots, type FulfilQuantities } from '../sales-order-form.ts';
import { useAllPages } from '../use-all-pages.ts';
import { useItemScanner } from './ItemScanner.tsx';
import { OrderProgress } from './OrderProgress.tsx';
import { ItemCell, OrderTable } from './OrderTable.tsx';
import './print-labels.css';

/** Spec §8: the success default of an assignment is the original's `customer added successfully`. */
const assignedFallback = 'customer added successfully';

/** Assign a fulfilment warehouse once (the picker starts at the order's warehouse); afterwards it is shown fixed. */
function WarehouseAssignment({
  order,
  assigned,
}: {
  order: SalesOrderDetail;
  assigned: { id: string | null; name: string | null } | undefined;
}) {
  const warehouses = useWarehouseOptions();
  useAllPages(warehouses);
  const [choice, setChoice] = useState(order.warehouse_id);
  const [busy, setBusy] = useState(false);
  const assign = useAssignWarehouse();

  if (assigned?.id)
    return (
      <div className="so-assigned" role="group" aria-label="Fulfilment warehouse">
        <span className="so-assigned-label">Fulfilment Warehouse</span>
        <strong className="so-assigned-name">{assigned.name}</strong>
        <span className="badge status-tone-green">Assigned</span>
      </div>
    );

  async function onAssign() {
    if (busy) return;
    if (!choice) return notify.error(M.selectSalesWarehouse);
    setBusy(true);
    try {
      const res = await assign({ body: { warehouseId: choice, saleOrderId: order.sales_order_id } });
      notify.success(res?.message || assignedFallback);
    } catch {
      // the API client toasted the server's message or "Failed to add customer"
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="so-assign">
      <SelectField
        label="Fulfilment Warehouse"
        name="fulfilmentWarehouse"
        value={choice}
        onChange={setChoice}
        placeholder="Select a warehouse"
        options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
        hint="Assigned once: every fulfilment of this order comes from it."
      />
      <button type="button" className="btn btn-primary" aria-disabled={busy} onClick={() => void onAssign()}>
        {busy ? 'Assigning...' : 'Assign Warehouse'}
      </button>
    </div>
  );
}

interface TableProps {
  order: SalesOrderDetail;
  warehouseId: string | null;
  items: readonly FulfilmentItem[];
}

/** The pick table: per line what is left, on hand, the lot to take from and the quantity (spec §5 "Fulfilment quantity edit"). */
function FulfilmentTable({ order, warehouseId, items }: TableProps) {
  const [quantities, setQuantities] = useState<FulfilQuantities>(() => initialQuantities(items));
  const [lots, setLots] = useState<FulfilLots>({});
  const [busy, setBusy] = useState(false);
  const save = useSaveFulfilment();
  const ready = canFulfil(warehouseId, items, quantities);
  // picking by scanning counts what is picked: a line's first scan sets it to 1, each next one adds 1 (up to what may go)
  const [scanned, setScanned] = useState<ReadonlySet<string>>(new Set());
  const scanner = useItemScanner((item) => {
    const line = items.find((i) => i.item_id === item.id && i.to_fulfill > 0);
    if (!line) return `${item.name} is not waiting on this order`;
    const most = editFulfilQuantity(String(Number.MAX_SAFE_INTEGER), '', line.to_fulfill, line.stock_on_hand) || 0;
    const next = Math.min(most, scanned.has(item.id) ? Number(quantities[item.id] || 0) + 1 : 1);
    setQuantities((q) => ({ ...q, [item.id]: next }));
    setScanned((s) => new Set(s).add(item.id));
    return `${item.name}: ${next} of ${line.to_fulfill} picked`;
  });

  async function onSubmit() {
    if (busy || !ready) return;
    setBusy(true);
    try {
      const res = await save({ body: fulfilBody(order.sales_order_id, items, quantities, lots) });
      notify.success(res?.message || M.orderFulfilled);
    } catch {
      // the API client toasted the server's message or "Failed to fulfill order"; nothing was taken
    } finally {
      setBusy(false);
    }
  }

  const columns: DataTableColumn<FulfilmentItem>[] = [
    {
      header: 'Description',
      cell: (i) => <ItemCell name={i.name} sku={i.sku} title={i.description || undefined} />,
    },
    {
      header: 'Fulfilled / Ordered',
      width: '5rem',
      cell: (i) => (
        <OrderProgress
          label={`${i.delivered_quantity}/${i.ordered_quantity}`}
          done={i.delivered_quantity}
          total={i.ordered_quantity}
          text=""
        />
      ),
    },
    {
      header: 'On Hand',
      numeric: true,
      cell: (i) => (
        <span className="so-on-hand">
          {i.stock_on_hand}
          {isShort(i.to_fulfill, i.stock_on_hand) ? <span className="so-short"> (Not enough stock!)</span> : null}
        </span>
      ),
    },
    {
      header: 'Purchase Order',
      cell: (i) => {
        const planned = plannedLots(i, Number(quantities[i.item_id] || 0), lots[i.item_id] ?? '');
        const numbers = [...new Set(planned.map((p) => p.purchase_order_number ?? 'Stock'))];
        return numbers.length ? <span className="numeric">{numbers.join(', ')}</span> : '-';
      },
    },
    {
      header: 'Batch',
      width: '9.5rem',
      cell: (i) =>
        i.to_fulfill > 0 && i.lots.length > 0 ? (
          <select
            className="input select so-batch"
            aria-label={`Batch ${i.name}`}
            value={lots[i.item_id] ?? ''}
            onChange={(e) => setLots((l) => ({ ...l, [i.item_id]: e.target.value }))}
          >
            <option value="">Oldest first</option>
            {i.lots.map((lot) => (
              <option key={lot.stock_id} value={lot.batch_number}>
                {lot.batch_number} · {lot.remaining} left
              </option>
            ))}
          </select>
        ) : (
          '-'
        ),
    },
    {
      header: 'Fulfil Qty',
      width: '5rem',
      cell: (i) =>
        i.to_fulfill > 0 ? (
          <input
            className="input po-qty-input"
            inputMode="numeric"
            autoComplete="off"
            aria-label={`Fulfil quantity ${i.name}`}
            value={quantities[i.item_id] ?? ''}
            onChange={(e) =>
              setQuantities((q) => ({
                ...q,
                [i.item_id]: editFulfilQuantity(e.target.value, q[i.item_id] ?? '', i.to_fulfill, i.stock_on_hand),
              }))
            }
          />
        ) : (
          <input className="input po-qty-input" value="-" readOnly aria-label={`Fulfil quantity ${i.name}`} />
        ),
    },
  ];

  return (
    <div {...scanner.wedge}>
      <div className="scan-beside">{scanner.scanButton('Scan to pick')}</div>
      {scanner.extras}
      <div className="so-compact">
        <OrderTable
          caption={`Fulfil ${order.order_number}`}
          columns={columns}
          rows={items}
          rowKey={(i) => i.item_id}
          empty="No items."
          rowClassName={(i) => (isShort(i.to_fulfill, i.stock_on_hand) ? 'so-row-short' : undefined)}
        />
      </div>
      <div className="button-row po-actions">
        <button type="button" className="btn btn-primary" disabled={!ready || busy} onClick={() => void onSubmit()}>
          {!ready ? M.noItemsToFulfil : busy ? 'Fulfilling...' : 'Fulfill Items'}
        </button>
      </div>
    </div>
  );
}

/** Fulfillment/Pick tab (spec §2, §4, §5): assign a warehouse, then pick lines and quantities from its lots. */
export function SalesOrderFulfilment({ order }: { order: SalesOrderDetail }) {
  const assigned = useAssignedWarehouse(order.sales_order_id);
  const warehouseId = assigned.data?.id ?? null;
  const items = useFulfilmentItems(order.sales_order_id, warehouseId);
  return (
    <div className="po-tab">
      <QueryState query={assigned} errorText="An error occurred">
        {(data) => <WarehouseAssignment order={order} assigned={data} />}
      </QueryState>
      {warehouseId ? (
        <QueryState query={items} errorText="An error occurred">
          {(rows) => (
            <FulfilmentTable
              // a save or a stock change brings new figures: the quantities start again from them
              key={rows.map((r) => `${r.item_id}:${r.to_fulfill}:${r.stock_on_hand}`).join('|')}
              order={order}
              warehouseId={warehouseId}
              items={rows}
            />
          )}
        </QueryState>
      ) : (
        <>
          <p className="muted po-tab-hint">Assign a warehouse to see what is on hand there and pick the order.</p>
          <div className="button-row po-actions">
            <button type="button" className="btn btn-primary" disabled>
              {M.noItemsToFulfil}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
