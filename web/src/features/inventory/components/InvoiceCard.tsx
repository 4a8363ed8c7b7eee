import { Link } from 'react-router-dom';
import { formatDate } from '../../../../../shared/domain/format.ts';
import type { InvoiceListEntry } from '../../../../../shared/inventory/invoices.ts';
import type { InvoiceKind } from '../api/invoices.ts';
import { paidAndDue } from '../invoice-form.ts';
import { INVOICE_KINDS } from '../invoice-kinds.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** One invoice in the list (spec §2 "Invoices"): supplier or customer, number, invoice and due dates, status with paid / due. */
export function InvoiceCard({ kind, invoice, selected }: { kind: InvoiceKind; invoice: InvoiceListEntry; selected: boolean }) {
  return (
    <Link to={INVOICE_KINDS[kind].invoiceHref(invoice.id)} className="po-card" aria-current={selected ? 'page' : undefined}>
      <span className="po-card-head pinv-card-head">
        <span className="po-card-number">{invoice.invoice_number}</span>
        <StatusBadge status={invoice.status} />
      </span>
      <span className="po-card-supplier">{invoice.name}</span>
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
