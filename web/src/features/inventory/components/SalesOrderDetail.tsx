import { useState } from 'react';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { formatDate, formatMoney, formatPercent, plural } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { SalesOrderDetail as Detail } from '../../../../../shared/inventory/sales-orders.ts';
import { shownPaymentStatus } from '../../../../../shared/inventory/rules.ts';
import type { DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useAddSalesPayment, useVoidSalesPayment, useSalesOrder, useSalesPayments } from '../api/sales-orders.ts';
import { salesPaymentBody } from '../sales-order-form.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { OrderDetailPanel, OrderFacts, PaidButton } from './OrderDetailPanel.tsx';
import { OrderPayments } from './OrderPayments.tsx';
import { OrderProgress } from './OrderProgress.tsx';
import { ItemCell, OrderTable } from './OrderTable.tsx';
import { SalesOrderCorrections } from './OrderCorrections.tsx';
import { SalesInvoiceButton } from './SalesInvoiceButton.tsx';
import { SalesOrderFulfilment } from './SalesOrderFulfilment.tsx';
import { SalesOrderRestocks, SalesOrderShipments } from './SalesOrderShipments.tsx';
import { SalesOrderReturns } from './SalesOrderReturns.tsx';

type Item = Detail['items'][number];

const columns: DataTableColumn<Item>[] = [
  {
    header: 'Item',
    cell: (l) => <ItemCell name={l.item_name} sku={l.sku} />,
  },
  { header: 'Unit Price', numeric: true, cell: (l) => formatMoney(l.unit_sale_price) },
  { header: 'Subtotal', numeric: true, cell: (l) => formatMoney(l.subtotal) },
  { header: 'Discount', numeric: true, cell: (l) => formatPercent(l.discount) },
  { header: 'Total', numeric: true, cell: (l) => formatMoney(l.total_price) },
  {
    header: 'Delivered',
    width: '11rem',
    cell: (l) => (
      <OrderProgress label={l.status} done={l.delivered_quantity} total={l.quantity} text={`${l.delivered_quantity}/${l.quantity}`} />
    ),
  },
];

function Overview({ order, onPayments }: { order: Detail; onPayments: () => void }) {
  return (
    <div className="po-overview">
      <OrderFacts
        facts={[
          { label: 'Date Placed', value: formatDate(order.order_date || order.created_at), numeric: true },
          { label: 'Customer', value: order.customer_name },
          { label: 'Warehouse', value: order.warehouse_name },
          { label: 'Status', value: <StatusBadge status={order.status} /> },
          order.close_reason
            ? { label: order.status === 'Cancelled' ? 'Cancelled because' : 'Closed because', value: order.close_reason }
            : null,
          { label: 'Items Total', value: plural(order.total_items, 'item'), numeric: true },
          { label: 'Sub Total', value: formatMoney(order.subtotal), numeric: true },
          { label: 'Discount', value: formatPercent(order.discount), numeric: true },
          order.returned_credit > 0 ? { label: 'Returned Credit', value: formatMoney(order.returned_credit), numeric: true } : null,
          {
            label: 'Total Paid',
            value: <PaidButton paid={formatMoney(order.paid)} status={shownPaymentStatus(order)} onClick={onPayments} />,
          },
          { label: 'Total Amount', value: formatMoney(order.total_amount), numeric: true, strong: true },
          { label: 'Amount Due', value: formatMoney(order.amount_due), numeric: true, strong: true },
        ]}
      />
      <OrderTable
        caption={`${order.order_number} items`}
        columns={columns}
        rows={order.items}
        rowKey={(l) => l.sales_order_item_id}
        empty="No items."
      />
    </div>
  );
}

/** The right column of /ims/sales-orders/{id}: tabs Details, Fulfillment/Pick, Ship, Returns, Restock; payments; Generate / View Invoice. */
export function SalesOrderDetail({ id }: { id: string }) {
  const order = useSalesOrder(id);
  const [payments, setPayments] = useState(false);
  const paymentList = useSalesPayments(payments && order.data ? order.data.sales_order_id : null);
  const voidPayment = useVoidSalesPayment();
  const isOwner = useAuth().auth.role === 'owner';
  const addPayment = useAddSalesPayment();
  return (
    <OrderDetailPanel
      order={order}
      failedText={M.salesOrderNotFound}
      what="sales order"
      listHref={paths.inventory.salesOrders.href()}
      listLabel="All sales orders"
    >
      {(data) => ({
        title: data.order_number,
        subtitle: `${data.customer_name} · ${data.warehouse_name}`,
        actions: (
          <>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPayments(true)}>
              Payments
            </button>
            {data.status === 'Cancelled' ? null : <SalesInvoiceButton orderId={data.sales_order_id} />}
            <SalesOrderCorrections order={data} />
            <HistoryButton kind="sales_order" id={String(data.sales_order_id)} label={data.order_number} className="btn btn-ghost btn-sm" />
          </>
        ),
        tabs: [
          { id: 'details', label: 'Details', content: <Overview order={data} onPayments={() => setPayments(true)} /> },
          { id: 'fulfilment', label: 'Fulfillment/Pick', content: <SalesOrderFulfilment order={data} /> },
          { id: 'ship', label: 'Ship', content: <SalesOrderShipments order={data} /> },
          { id: 'returns', label: 'Returns', content: <SalesOrderReturns order={data} /> },
          { id: 'restock', label: 'Restock', content: <SalesOrderRestocks order={data} /> },
        ],
        extra: (
          <OrderPayments
            key={`${data.sales_order_id}-${payments}`}
            order={data}
            isOpen={payments}
            onOpenChange={setPayments}
            payments={paymentList}
            check={(draft) => salesPaymentBody(data.sales_order_id, draft)}
            addPayment={(body) => addPayment({ body })}
            voidPayment={
              isOwner ? (paymentId, reason) => voidPayment({ body: { paymentId, salesOrderId: data.sales_order_id, reason } }) : undefined
            }
          />
        ),
      })}
    </OrderDetailPanel>
  );
}
