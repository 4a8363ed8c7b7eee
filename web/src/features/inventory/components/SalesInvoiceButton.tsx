import { orderNumber } from '../../../../../shared/inventory/rules.ts';
import { InvoiceButton } from './InvoiceButton.tsx';

/** The sales order detail's Generate Invoice / View Invoice (spec §2 "Sales orders list and detail", §4). */
export function SalesInvoiceButton({ orderId }: { orderId: number }) {
  return <InvoiceButton kind="sales" orderId={orderId} description={`Sales order ${orderNumber('SO', orderId)}`} />;
}
