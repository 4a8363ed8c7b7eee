import { Link } from 'react-router-dom';
import { formatDate } from '../../../../../shared/domain/format.ts';
import type { InvoiceListEntry } from '../../../../../shared/inventory/purchase-invoices.ts';
import { paths } from '../../../config/paths.ts';
import { paidAndDue } from '../invoice-form.ts';
import { PurchaseInvoiceBadge } from './PurchaseInvoiceView.tsx';

/** One invoice in the list (spec §2 "Invoices"): supplier, number, invoice and due dates, status with paid / due. */
export function PurchaseInvoiceCard({ invoice, selected }: { invoice: InvoiceListEntry; selected: boolean }) {
  return (
    <Link to={paths.inventory.purchaseInvoice.href(invoice.id)} className="pinv-card" aria-current={selected ? 'page' : undefined}>
      <span className="pinv-card-head">
        <span className="pinv-card-number">{invoice.invoice_number}</span>
        <PurchaseInvoiceBadge status={invoice.status} />
      </span>
      <span className="pinv-card-supplier">{invoice.name}</span>
      <span className="pinv-card-dates">
        <span>
          Invoiced <span className="numeric">{formatDate(invoice.invoice_date)}</span>
        </span>
        <span>
          Due <span className="numeric">{formatDate(invoice.due_date)}</span>
        </span>
      </span>
      <span className="pinv-card-money numeric">{paidAndDue(invoice.paid_amount, invoice.total_due_amount)}</span>
    </Link>
  );
}
