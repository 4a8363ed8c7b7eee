import { Link, useParams } from 'react-router-dom';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import * as M from '../../../../../shared/inventory/messages.ts';
import { LoadProblem } from '../../../components/ui/LoadProblem.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { allInvoices } from '../api/exports.ts';
import { useInvoice, useInvoices, type InvoiceKind } from '../api/invoices.ts';
import { InvoiceCard } from '../components/InvoiceCard.tsx';
import { OrderListLayout } from '../components/OrderListLayout.tsx';
import { EditInvoiceButton } from '../components/InvoiceEditModal.tsx';
import { InvoicePrintButton } from '../components/InvoicePrintButton.tsx';
import { InvoiceNotShown, InvoiceView } from '../components/InvoiceView.tsx';
import { SalesInvoiceLinks } from '../components/SalesInvoiceLinks.tsx';
import { invoiceExportColumns } from '../export-columns.ts';
import { INVOICE_KINDS } from '../invoice-kinds.ts';
import '../purchase-orders.css';
import '../invoices.css';

/**
 * The right column: the invoice, Print Invoice and a link to its order; for a sales invoice also Edit Invoice (spec
 * §2: sales only) and its customer links.
 */
function InvoiceDetail({ kind, id }: { kind: InvoiceKind; id: string }) {
  const invoice = useInvoice(kind, id);
  const text = INVOICE_KINDS[kind];
  if (invoice.error)
    return (
      <LoadProblem
        error={invoice.error}
        what={`${text.label.toLowerCase()} invoice`}
        failedText={M.failedToGetInvoice}
        onRetry={() => void invoice.mutate()}
        backTo={text.listHref()}
        backLabel={`All ${text.label.toLowerCase()} invoices`}
        className="po-detail"
      />
    );
  if (invoice.isLoading || !invoice.data) return <InvoiceNotShown query={invoice} className="card po-detail" />;
  const data = invoice.data;
  return (
    <section className="card po-detail" aria-label={`Invoice ${data.invoice_number}`}>
      <div className="pinv-detail-actions">
        <Link to={text.orderHref(data.order_id)} className="btn btn-secondary btn-sm">
          Open order {data.order_number}
        </Link>
        {kind === 'sales' ? <EditInvoiceButton kind={kind} invoice={data} /> : null}
        <InvoicePrintButton kind={kind} invoiceId={data.invoiceId} className="btn btn-primary btn-sm" />
        <HistoryButton kind="invoice" id={data.invoice_number} label={data.invoice_number} className="btn btn-ghost btn-sm" />
      </div>
      <InvoiceView kind={kind} invoice={data} level={2} />
      {kind === 'sales' ? <SalesInvoiceLinks key={data.invoiceId} invoiceId={data.invoiceId} customerEmail={data.to.email} /> : null}
    </section>
  );
}

/**
 * /ims/invoices/purchase(/{id}) and /ims/invoices/sales(/{id}) (spec §2 "Invoices"): invoice cards on the left, the
 * invoice on the right.
 */
export function InvoicesPage({ kind }: { kind: InvoiceKind }) {
  const { id } = useParams();
  const text = INVOICE_KINDS[kind];
  useDocumentTitle(`${text.label} Invoices`);
  const invoices = useInvoices(kind);

  return (
    <div className="page pinv-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">{text.label} Invoices</h1>
          <p className="page-subtitle">{text.subtitle}</p>
        </div>
        <div className="button-row">
          <ExportCsvButton
            title={`${text.label} Invoices`}
            columns={invoiceExportColumns(text.partner)}
            load={(onPage) => allInvoices(kind, onPage)}
          />
          <Link to={text.ordersHref()} className="btn btn-secondary">
            {text.ordersLabel}
          </Link>
        </div>
      </header>

      <OrderListLayout
        title="All Invoices"
        label={`${text.label} invoices`}
        regionLabel={`${text.label} invoice list`}
        orders={invoices}
        rowKey={(inv) => inv.id}
        card={(inv) => <InvoiceCard kind={kind} invoice={inv} selected={inv.id === id} />}
        empty="No invoices found."
        detail={id ? <InvoiceDetail key={id} kind={kind} id={id} /> : null}
        openKey={id}
        placeholder="Select an invoice to see it, print it or open its order."
      />
    </div>
  );
}
