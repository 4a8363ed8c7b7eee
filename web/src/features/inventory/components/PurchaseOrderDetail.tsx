import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { formatDate, formatMoney, formatPercent } from '../../../../../shared/domain/format.ts';
import type { PurchaseOrderDetail as Detail } from '../../../../../shared/inventory/purchase-orders.ts';
import type { DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { usePurchaseOrder } from '../api/purchase-orders.ts';
import { PurchaseInvoiceButton } from './PurchaseInvoiceButton.tsx';
import { PurchaseOrderPayments } from './PurchaseOrderPayments.tsx';
import { PurchaseOrderProgress } from './PurchaseOrderProgress.tsx';
import { PurchaseOrderReceiving } from './PurchaseOrderReceiving.tsx';
import { PurchaseOrderReturns } from './PurchaseOrderReturns.tsx';
import { PurchaseOrderTable } from './PurchaseOrderTable.tsx';

type Item = Detail['items'][number];

function Overview({ order, onPayments }: { order: Detail; onPayments: () => void }) {
  const columns: DataTableColumn<Item>[] = [
    {
      header: 'Item',
      cell: (l) => (
        <span className="po-line-item">
          <span className="po-line-name">{l.item_name}</span>
          <span className="po-line-sku">SKU {l.sku}</span>
        </span>
      ),
    },
    { header: 'Unit Price', numeric: true, cell: (l) => formatMoney(l.unit_price) },
    { header: 'Discount', numeric: true, cell: (l) => formatPercent(l.discount) },
    { header: 'Total', numeric: true, cell: (l) => formatMoney(l.total_price) },
    {
      header: 'Received',
      width: '11rem',
      cell: (l) => (
        <PurchaseOrderProgress
          label={l.status}
          done={l.received_quantity}
          total={l.quantity}
          text={`${l.received_quantity}/${l.quantity}`}
        />
      ),
    },
  ];
  return (
    <div className="po-overview">
      <dl className="po-facts">
        <div>
          <dt>Order Date</dt>
          <dd className="numeric">{formatDate(order.order_date || order.created_at)}</dd>
        </div>
        <div>
          <dt>Supplier</dt>
          <dd>{order.supplier_name}</dd>
        </div>
        <div>
          <dt>Warehouse</dt>
          <dd>{order.warehouse_name}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`badge po-status po-status-${order.status.replace(' ', '-').toLowerCase()}`}>{order.status}</span>
          </dd>
        </div>
        <div>
          <dt>Sub Total</dt>
          <dd className="numeric">{formatMoney(order.subtotal)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd className="numeric">{formatPercent(order.discount)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="numeric po-strong">{formatMoney(order.total_amount)}</dd>
        </div>
        {order.returned_credit > 0 ? (
          <div>
            <dt>Returned Credit</dt>
            <dd className="numeric">{formatMoney(order.returned_credit)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Paid</dt>
          <dd>
            <button type="button" className="po-paid-button numeric" onClick={onPayments}>
              {formatMoney(order.paid)}
              <span className={`badge po-pay po-pay-${order.payment_status.replace(' ', '-').toLowerCase()}`}>{order.payment_status}</span>
              <span className="visually-hidden"> (payments)</span>
            </button>
          </dd>
        </div>
        <div>
          <dt>Amount Due</dt>
          <dd className="numeric po-strong">{formatMoney(order.amount_due)}</dd>
        </div>
      </dl>
      <PurchaseOrderTable
        caption={`${order.order_number} items`}
        columns={columns}
        rows={order.items}
        rowKey={(l) => l.purchase_order_item_id}
        empty="No items."
      />
    </div>
  );
}

/** The right column of /ims/purchase-orders/{id}: title = order number; tabs Details, Receiving, Returns; the payments modal; Generate / View Invoice. */
export function PurchaseOrderDetail({ id }: { id: string }) {
  const order = usePurchaseOrder(id);
  const [tab, setTab] = useState<Key>('details');
  const [payments, setPayments] = useState(false);

  if (order.isLoading)
    return (
      <section className="card po-detail card-loading" role="status">
        <Spinner /> <span>Loading order...</span>
      </section>
    );
  if (order.error || !order.data)
    return (
      <section className="card po-detail inline-error">
        <p>Failed to find purchase order</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void order.mutate()}>
          Try again
        </button>
      </section>
    );
  const data = order.data;
  return (
    <section className="card po-detail" aria-labelledby="po-detail-title">
      <header className="po-detail-header">
        <div>
          <h2 className="po-detail-title" id="po-detail-title">
            {data.order_number}
          </h2>
          <p className="card-subtitle">
            {data.supplier_name} · {data.warehouse_name}
          </p>
        </div>
        <div className="pinv-order-actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPayments(true)}>
            Payments
          </button>
          <PurchaseInvoiceButton order={data} />
        </div>
      </header>
      <Tabs selectedKey={tab} onSelectionChange={setTab} className="po-tabs">
        <TabList aria-label={`${data.order_number} sections`} className="po-tab-list">
          <Tab id="details" className="po-tab-button">
            Details
          </Tab>
          <Tab id="receiving" className="po-tab-button">
            Receiving
          </Tab>
          <Tab id="returns" className="po-tab-button">
            Returns
          </Tab>
        </TabList>
        <TabPanel id="details" className="po-tab-panel">
          <Overview order={data} onPayments={() => setPayments(true)} />
        </TabPanel>
        <TabPanel id="receiving" className="po-tab-panel">
          <PurchaseOrderReceiving order={data} />
        </TabPanel>
        <TabPanel id="returns" className="po-tab-panel">
          <PurchaseOrderReturns order={data} />
        </TabPanel>
      </Tabs>
      <PurchaseOrderPayments key={`${data.purchase_order_id}-${payments}`} order={data} isOpen={payments} onOpenChange={setPayments} />
    </section>
  );
}
