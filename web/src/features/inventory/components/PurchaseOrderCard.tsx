import { Link } from 'react-router-dom';
import { formatDate, formatMoney, plural } from '../../../../../shared/domain/format.ts';
import type { PurchaseOrderSummary } from '../../../../../shared/inventory/purchase-orders.ts';
import { paths } from '../../../config/paths.ts';
import { PurchaseOrderProgress } from './PurchaseOrderProgress.tsx';

/** One order in the list (spec §2): supplier in brackets, PO-00001, date, item count, receiving and payment bars. */
export function PurchaseOrderCard({ order, selected }: { order: PurchaseOrderSummary; selected: boolean }) {
  const payable = Math.max(0, order.total_amount - order.returned_credit);
  return (
    <Link to={paths.inventory.purchaseOrder.href(order.purchase_order_id)} className="po-card" aria-current={selected ? 'page' : undefined}>
      <span className="po-card-head">
        <span className="po-card-number">{order.order_number}</span>
        <span className="po-card-date numeric">{formatDate(order.order_date || order.created_at)}</span>
      </span>
      <span className="po-card-supplier">({order.supplier_name})</span>
      <span className="po-card-meta">
        {plural(order.total_items, 'item')} · {order.warehouse_name}
      </span>
      <PurchaseOrderProgress
        label={order.status}
        done={order.total_received_quantity}
        total={order.total_ordered_quantity}
        text={`${order.total_received_quantity}/${order.total_ordered_quantity}`}
      />
      <PurchaseOrderProgress
        label={order.payment_status}
        done={payable > 0 ? order.paid : 1}
        total={payable > 0 ? payable : 1}
        text={`${formatMoney(order.paid)} / ${formatMoney(order.total_amount)}`}
      />
    </Link>
  );
}
