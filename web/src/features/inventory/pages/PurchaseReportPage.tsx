import { Link } from 'react-router-dom';
import { formatDate } from '../../../../../shared/domain/format.ts';
import type { PurchaseOrderSummary } from '../../../../../shared/inventory/purchase-orders.ts';
import { purchaseRoutes as p } from '../../../../../shared/inventory/purchase-routes.ts';
import { paths } from '../../../config/paths.ts';
import { csvDate } from '../../../lib/csv.ts';
import { useSupplierOptions } from '../api/purchase-orders.ts';
import { OrderReport, type ReportColumn } from '../components/OrderReport.tsx';
import { orderMoneyColumns } from '../components/report-money-columns.ts';
import '../purchase-orders.css';

const columns: ReportColumn<PurchaseOrderSummary>[] = [
  {
    header: 'Order No.',
    cell: (o) => <Link to={paths.inventory.purchaseOrder.href(o.purchase_order_id)}>{o.order_number}</Link>,
    csv: (o) => o.order_number,
  },
  { header: 'Date', cell: (o) => formatDate(o.order_date), csv: (o) => csvDate(o.order_date) },
  { header: 'Supplier', cell: (o) => o.supplier_name, csv: (o) => o.supplier_name },
  { header: 'Warehouse', cell: (o) => o.warehouse_name, csv: (o) => o.warehouse_name },
  {
    header: 'Received / Ordered',
    numeric: true,
    cell: (o) => `${o.total_received_quantity} / ${o.total_ordered_quantity}`,
    csv: (o) => `${o.total_received_quantity} / ${o.total_ordered_quantity}`,
  },
  { header: 'Status', cell: (o) => o.status, csv: (o) => o.status },
  ...orderMoneyColumns<PurchaseOrderSummary>(),
];

/** /ims/reports/purchases: the purchase orders placed in a date range (and of one supplier), with their statuses; CSV export. */
export function PurchaseReportPage() {
  const suppliers = useSupplierOptions();
  return (
    <OrderReport
      title="Purchase Report"
      subtitle="Purchase orders placed in a period: what was received, returned and paid."
      route={p.purchaseOrderList}
      columns={columns}
      rowKey={(o) => o.purchase_order_id}
      partyLabel="Supplier"
      partyKey="supplierId"
      parties={suppliers}
      caption="Purchase orders in the period"
      empty="No purchase orders found."
    />
  );
}
