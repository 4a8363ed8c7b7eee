import { Link, useParams } from 'react-router-dom';
import { formatDate, formatMoney, plural } from '../../../../../shared/domain/format.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { allSalesOrders } from '../api/exports.ts';
import { useSalesOrders } from '../api/sales-orders.ts';
import { OrderCard, paymentBar } from '../components/OrderCard.tsx';
import { OrderListLayout } from '../components/OrderListLayout.tsx';
import { SalesOrderDetail } from '../components/SalesOrderDetail.tsx';
import { salesOrderExportColumns } from '../export-columns.ts';
import '../purchase-orders.css';
import '../sales-orders.css';
import { usePowers } from '../../../lib/powers.ts';

/** /ims/sales-orders and /ims/sales-orders/{id} (spec part 2 §2): order cards on the left, the open order on the right. */
export function SalesOrdersPage() {
  const { can } = usePowers();
  const { id } = useParams();
  useDocumentTitle('Sales Orders');
  const orders = useSalesOrders();
  return (
    <div className="page po-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Sales Orders</h1>
          <p className="page-subtitle">Sell to your customers, pick and ship from a warehouse, take returns and get paid.</p>
        </div>
        <div className="button-row">
          <ExportCsvButton title="Sales Orders" columns={salesOrderExportColumns} load={allSalesOrders} />
          {can('inventory.order.write') ? (
            <Link to={paths.inventory.addSalesOrder.href()} className="btn btn-primary">
              <PlusIcon size={18} /> Add New
            </Link>
          ) : null}
        </div>
      </header>
      <OrderListLayout
        title="All Orders"
        label="Sales orders"
        regionLabel="Sales order list"
        orders={orders}
        rowKey={(o) => o.sales_order_id}
        empty="No sales orders found."
        detail={id ? <SalesOrderDetail key={id} id={id} /> : null}
        openKey={id}
        placeholder="Select an order to see its details, fulfil it, take returns or record payments."
        card={(o) => (
          <OrderCard
            href={paths.inventory.salesOrder.href(o.sales_order_id)}
            selected={String(o.sales_order_id) === id}
            number={o.order_number}
            date={formatDate(o.order_date || o.created_at)}
            party={o.customer_name}
            meta={`${plural(o.total_items, 'item')} · ${o.warehouse_name}`}
            bars={[
              {
                label: o.status,
                done: o.total_delivered_quantity,
                total: o.total_ordered_quantity,
                text: `${o.total_delivered_quantity}/${o.total_ordered_quantity}`,
              },
              paymentBar(o, formatMoney),
            ]}
          />
        )}
      />
    </div>
  );
}
