import { InvoicesPage } from './InvoicesPage.tsx';

/** /ims/invoices/sales and /ims/invoices/sales/{id}. */
export function SalesInvoicesPage() {
  return <InvoicesPage kind="sales" />;
}
