import { formatMoney } from '../../../../../shared/domain/format.ts';
import type { PurchaseOrderDetail } from '../../../../../shared/inventory/purchase-orders.ts';
import { InvoiceButton } from './InvoiceButton.tsx';

/** The purchase order detail's Generate Invoice / View Invoice (spec §2 "Purchase order detail"). */
export function PurchaseInvoiceButton({ order }: { order: PurchaseOrderDetail }) {
  return (
    <InvoiceButton
      kind="purchase"
      orderId={order.purchase_order_id}
      description={
        <>
          {order.order_number} · {order.supplier_name} · Total <span className="numeric">{formatMoney(order.total_amount)}</span>
        </>
      }
    />
  );
}
