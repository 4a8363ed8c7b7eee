import { Link } from 'react-router-dom';
import { formatDate } from '../../../../../shared/domain/format.ts';
import type { SalesOrderSummary } from '../../../../../shared/inventory/sales-orders.ts';
import { salesRoutes as s } from '../../../../../shared/inventory/sales-routes.ts';
import { paths } from '../../../config/paths.ts';
import { csvDate } from '../../../lib/csv.ts';
import { useCustomerOptions } from '../api/sales-orders.ts';
import { OrderReport, type ReportColumn } from '../components/OrderReport.tsx';
import { orderMoneyColumns } from '../components/report-money-columns.ts';
import '../purchase-orders.css';

const columns: ReportColumn<SalesOrderSummary>[] = [
  {
    header: 'Order No.',
    cell: (o) => <Link to={paths.inventory.salesOrder.href(o.sales_order_id)}>{o.order_number}</Link>,
    csv: (o) => o.order_number,
  },
  { header: 'Date', cell: (o) => formatDate(o.order_date), csv: (o) => csvDate(o.order_date) },
  { header: 'Customer', cell: (o) => o.customer_name, csv: (o) => o.customer_name },
  { header: 'Warehouse', cell: (o) => o.warehouse_name, csv: (o) => o.warehouse_name },
  {
    header: 'Delivered / Ordered',
    numeric: true,
    cell: (o) => `${o.total_delivered_quantity} / ${o.total_ordered_quantity}`,
    csv: (o) => `${o.total_delivered_quantity} / ${o.total_ordered_quantity}`,
  },
  { header: 'Fulfilment', cell: (o) => o.status, csv: (o) => o.status },
  ...orderMoneyColumns<SalesOrderSummary>(),
];

/** /ims/reports/sales: the sales orders placed in a date range (and of one customer), with fulfilment and payment status; CSV export. */
export function SalesReportPage() {
  const customers = useCustomerOptions();
  return (
    <OrderReport
      title="Sales Report"
      subtitle="Sales orders placed in a period: what was delivered, returned and paid."
      route={s.salesOrderList}
      columns={columns}
      rowKey={(o) => o.sales_order_id}
      partyLabel="Customer"
      partyKey="customerId"
      parties={customers}
      caption="Sales orders in the period"
      empty="No sales orders found."
    />
  );
}
