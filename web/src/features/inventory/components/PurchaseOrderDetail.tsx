import { useState } from 'react';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { formatDate, formatMoney, formatPercent } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { PurchaseOrderDetail as Detail } from '../../../../../shared/inventory/purchase-orders.ts';
import { shownPaymentStatus } from '../../../../../shared/inventory/rules.ts';
import type { DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useAddPurchasePayment, useVoidPurchasePayment, usePurchaseOrder, usePurchasePayments } from '../api/purchase-orders.ts';
import { paymentBody } from '../purchase-order-form.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { OrderDetailPanel, OrderFacts, PaidButton } from './OrderDetailPanel.tsx';
import { OrderPayments } from './OrderPayments.tsx';
import { OrderProgress } from './OrderProgress.tsx';
import { ItemCell, OrderTable } from './OrderTable.tsx';
import { PurchaseInvoiceButton } from './PurchaseInvoiceButton.tsx';
import { PurchaseOrderCorrections } from './OrderCorrections.tsx';
import { DraftOrderActions } from './DraftOrderActions.tsx';
import { PurchaseOrderReceiving } from './PurchaseOrderReceiving.tsx';
import { PurchaseOrderReturns } from './PurchaseOrderReturns.tsx';

type Item = Detail['items'][number];

const columns: DataTableColumn<Item>[] = [
  {
    header: 'Item',
    cell: (l) => <ItemCell name={l.item_name} sku={l.sku} />,
  },
  { header: 'Unit Price', numeric: true, cell: (l) => formatMoney(l.unit_price) },
  { header: 'Discount', numeric: true, cell: (l) => formatPercent(l.discount) },
  { header: 'Total', numeric: true, cell: (l) => formatMoney(l.total_price) },
  {
    header: 'Received',
    width: '11rem',
    cell: (l) => (
      <OrderProgress label={l.status} done={l.received_quantity} total={l.quantity} text={`${l.received_quantity}/${l.quantity}`} />
    ),
  },
];

function Overview({ order, onPayments }: { order: Detail; onPayments: () => void }) {
  return (
    <div className="po-overview">
      <OrderFacts
        facts={[
          { label: 'Order Date', value: formatDate(order.order_date || order.created_at), numeric: true },
          { label: 'Supplier', value: order.supplier_name },
          { label: 'Warehouse', value: order.warehouse_name },
          { label: 'Status', value: <StatusBadge status={order.status} /> },
          order.close_reason
            ? { label: order.status === 'Cancelled' ? 'Cancelled because' : 'Closed because', value: order.close_reason }
            : null,
          { label: 'Sub Total', value: formatMoney(order.subtotal), numeric: true },
          { label: 'Discount', value: formatPercent(order.discount), numeric: true },
          { label: 'Total', value: formatMoney(order.total_amount), numeric: true, strong: true },
          order.returned_credit > 0 ? { label: 'Returned Credit', value: formatMoney(order.returned_credit), numeric: true } : null,
          order.status === 'Draft'
            ? null
            : {
                label: 'Paid',
                value: <PaidButton paid={formatMoney(order.paid)} status={shownPaymentStatus(order)} onClick={onPayments} />,
              },
          order.status === 'Draft' ? null : { label: 'Amount Due', value: formatMoney(order.amount_due), numeric: true, strong: true },
        ]}
      />
      <OrderTable
        caption={`${order.order_number} items`}
        columns={columns}
        rows={order.items}
        rowKey={(l) => l.purchase_order_item_id}
        empty="No items."
      />
    </div>
  );
}

/** The right column of /ims/purchase-orders/{id}: tabs Details, Receiving, Returns; the payments modal; Generate / View Invoice. */
export function PurchaseOrderDetail({ id }: { id: string }) {
  const order = usePurchaseOrder(id);
  const [payments, setPayments] = useState(false);
  const paymentList = usePurchasePayments(payments && order.data ? order.data.purchase_order_id : null);
  const voidPayment = useVoidPurchasePayment();
  const isOwner = useAuth().auth.role === 'owner';
  const addPayment = useAddPurchasePayment();
  return (
    <OrderDetailPanel
      order={order}
      failedText={M.purchaseOrderNotFound}
      what="purchase order"
      listHref={paths.inventory.purchaseOrders.href()}
      listLabel="All purchase orders"
    >
      {(data) => ({
        title: data.order_number,
        subtitle: `${data.supplier_name} · ${data.warehouse_name}`,
        actions: (
          <>
            {data.status === 'Draft' ? <DraftOrderActions order={data} /> : null}
            {data.status === 'Draft' ? null : (
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPayments(true)}>
                Payments
              </button>
            )}
            {data.status === 'Cancelled' || data.status === 'Draft' ? null : <PurchaseInvoiceButton order={data} />}
            {data.status === 'Draft' ? null : <PurchaseOrderCorrections order={data} />}
            <HistoryButton
              kind="purchase_order"
              id={String(data.purchase_order_id)}
              label={data.order_number}
              className="btn btn-ghost btn-sm"
            />
          </>
        ),
        // a draft is not placed: nothing to receive, return or pay yet
        tabs: [
          { id: 'details', label: 'Details', content: <Overview order={data} onPayments={() => setPayments(true)} /> },
          ...(data.status === 'Draft'
            ? []
            : [
                { id: 'receiving', label: 'Receiving', content: <PurchaseOrderReceiving order={data} /> },
                { id: 'returns', label: 'Returns', content: <PurchaseOrderReturns order={data} /> },
              ]),
        ],
        extra: (
          <OrderPayments
            key={`${data.purchase_order_id}-${payments}`}
            order={data}
            isOpen={payments}
            onOpenChange={setPayments}
            payments={paymentList}
            check={(draft) => paymentBody(data.purchase_order_id, draft)}
            addPayment={(body) => addPayment({ body })}
            voidPayment={
              isOwner
                ? (paymentId, reason) => voidPayment({ body: { paymentId, purchaseOrderId: data.purchase_order_id, reason } })
                : undefined
            }
          />
        ),
      })}
    </OrderDetailPanel>
  );
}
