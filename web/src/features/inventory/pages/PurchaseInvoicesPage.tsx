import { InvoicesPage } from './InvoicesPage.tsx';

/** /ims/invoices/purchase and /ims/invoices/purchase/{id}. */
export function PurchaseInvoicesPage() {
  return <InvoicesPage kind="purchase" />;
}
