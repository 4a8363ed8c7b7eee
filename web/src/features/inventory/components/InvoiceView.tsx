import { formatDate, formatMoney, formatPercent } from '../../../../../shared/domain/format.ts';
import type { InvoiceItemRow, InvoiceParty, OrderInvoiceDetail } from '../../../../../shared/inventory/invoices.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import type { InvoiceKind } from '../api/invoices.ts';
import { INVOICE_KINDS } from '../invoice-kinds.ts';
import { OrderTable } from './OrderTable.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import '../invoices.css';

/** In place of an invoice: while it loads, or `Failed to get invoice data` with a retry (spec §8). */
export function InvoiceNotShown({ query, className = '' }: { query: { isLoading: boolean; mutate: () => unknown }; className?: string }) {
  if (query.isLoading)
    return (
      <div className={`${className} card-loading`} role="status">
        <Spinner /> <span>Loading invoice...</span>
      </div>
    );
  return (
    <div className={`${className} inline-error`}>
      <p>{M.failedToGetInvoice}</p>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => void query.mutate()}>
        Try again
      </button>
    </div>
  );
}

function Party({ title, party }: { title: string; party: InvoiceParty }) {
  return (
    <div className="pinv-party">
      <p className="pinv-label">{title}</p>
      <address className="pinv-address">
        <strong>{party.name || 'N/A'}</strong>
        {party.address ? <span>{party.address}</span> : null}
        {party.phone ? <span className="numeric">{party.phone}</span> : null}
        {party.email ? <span className="pinv-email">{party.email}</span> : null}
      </address>
    </div>
  );
}

const columns: DataTableColumn<InvoiceItemRow>[] = [
  {
    header: 'Item',
    cell: (l) => (
      <span className="po-line-item">
        <span className="po-line-name">{l.item_name}</span>
        {l.item_description ? <span className="pinv-line-description">{l.item_description}</span> : null}
      </span>
    ),
  },
  { header: 'Qty', numeric: true, cell: (l) => l.quantity },
  { header: 'Unit Price', numeric: true, cell: (l) => formatMoney(l.unit_price) },
  { header: 'Sub Total', numeric: true, cell: (l) => formatMoney(l.subtotal) },
  { header: 'Discount', numeric: true, cell: (l) => formatPercent(l.discount) },
  { header: 'Total', numeric: true, cell: (l) => formatMoney(l.total_price) },
];

interface ViewProps {
  kind: InvoiceKind;
  invoice: OrderInvoiceDetail;
  /** The level of the invoice number's heading (3 inside a dialog, whose title is an h2; 2 on the invoices page). */
  level: 2 | 3;
  /** The status as worded here (the View Invoice dialog says Partial Paid, spec §4); the status itself by default. */
  statusLabel?: string;
}

/**
 * The invoice as a document (spec §3 "Purchase invoice detail", "Sales invoice detail"): number, dates, status,
 * from and to, the lines, sub total, discount, total, returned credit, paid, what is still due, and the notes.
 */
export function InvoiceView({ kind, invoice, level, statusLabel }: ViewProps) {
  const Heading = `h${level}` as const;
  const text = INVOICE_KINDS[kind];
  return (
    <article className="pinv-doc" aria-labelledby={`pinv-number-${invoice.invoiceId}`}>
      <header className="pinv-doc-head">
        <div>
          <p className="pinv-kicker">{text.label} Invoice</p>
          <Heading className="pinv-number" id={`pinv-number-${invoice.invoiceId}`}>
            {invoice.invoice_number}
          </Heading>
          <p className="pinv-order">Order {invoice.order_number}</p>
        </div>
        <StatusBadge status={invoice.status} label={statusLabel} />
      </header>

      <dl className="pinv-facts">
        <div>
          <dt>Invoice Date</dt>
          <dd className="numeric">{formatDate(invoice.invoice_date)}</dd>
        </div>
        <div>
          <dt>Due Date</dt>
          <dd className="numeric">{formatDate(invoice.due_date)}</dd>
        </div>
        <div>
          <dt>{text.partner}</dt>
          <dd>{invoice.name}</dd>
        </div>
      </dl>

      <div className="pinv-parties">
        <Party title="From" party={invoice.from} />
        <Party title="To" party={invoice.to} />
      </div>

      <OrderTable
        caption={`${invoice.invoice_number} items`}
        columns={columns}
        rows={invoice.invoiceItems}
        rowKey={(l) => `${l.item_name}-${l.unit_price}-${l.quantity}-${l.total_price}`}
        empty="No items."
      />

      <div className="pinv-bottom">
        <div className="pinv-notes">
          <p className="pinv-label">Notes</p>
          <p className="pinv-notes-text">{invoice.notes || 'N/A'}</p>
        </div>
        <dl className="pinv-totals">
          <div>
            <dt>Sub Total</dt>
            <dd className="numeric">{formatMoney(invoice.subtotal)}</dd>
          </div>
          <div>
            <dt>Discount</dt>
            <dd className="numeric">{formatPercent(invoice.discount)}</dd>
          </div>
          <div className="pinv-total-row">
            <dt>Total</dt>
            <dd className="numeric">{formatMoney(invoice.total_amount)}</dd>
          </div>
          {invoice.returned_credit > 0 ? (
            <div>
              <dt>Returned Credit</dt>
              <dd className="numeric">−{formatMoney(invoice.returned_credit)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Paid</dt>
            <dd className="numeric">{formatMoney(invoice.paid_amount)}</dd>
          </div>
          <div className="pinv-due-row">
            <dt>Amount Due</dt>
            <dd className="numeric">{formatMoney(invoice.total_due_amount)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
