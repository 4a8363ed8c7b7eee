import { useEffect, useRef, type RefObject } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useState } from 'react';
import * as M from '../../../../../shared/inventory/messages.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useInvoice, useInvoices, type InvoiceKind } from '../api/invoices.ts';
import { InvoiceCard } from '../components/InvoiceCard.tsx';
import { InvoiceEditModal } from '../components/InvoiceEditModal.tsx';
import { InvoicePrintButton } from '../components/InvoicePrintButton.tsx';
import { InvoiceView } from '../components/InvoiceView.tsx';
import { SalesInvoiceLinks } from '../components/SalesInvoiceLinks.tsx';
import { INVOICE_KINDS } from '../invoice-kinds.ts';
import '../purchase-orders.css';
import '../invoices.css';

/** Calls `onVisible` whenever the sentinel scrolls into view inside the list column (more cards on scroll). */
function useOnVisible(onVisible: () => void, root: RefObject<HTMLElement | null>) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      root: root.current,
      rootMargin: '200px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [root]);
  return ref;
}

/**
 * The right column: the invoice, Print Invoice and a link to its order; for a sales invoice also Edit Invoice (spec
 * §2: sales only) and its customer links.
 */
function InvoiceDetail({ kind, id }: { kind: InvoiceKind; id: string }) {
  const invoice = useInvoice(kind, id);
  const [editing, setEditing] = useState(false);
  const [session, setSession] = useState(0);
  const text = INVOICE_KINDS[kind];
  if (invoice.isLoading)
    return (
      <section className="card pinv-detail card-loading" role="status">
        <Spinner /> <span>Loading invoice...</span>
      </section>
    );
  if (invoice.error || !invoice.data)
    return (
      <section className="card pinv-detail inline-error">
        <p>{M.failedToGetInvoice}</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void invoice.mutate()}>
          Try again
        </button>
      </section>
    );
  const data = invoice.data;
  return (
    <section className="card pinv-detail" aria-label={`Invoice ${data.invoice_number}`}>
      <div className="pinv-detail-actions">
        <Link to={text.orderHref(data.order_id)} className="btn btn-secondary btn-sm">
          Open order {data.order_number}
        </Link>
        {kind === 'sales' ? (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => {
              setSession((n) => n + 1);
              setEditing(true);
            }}
          >
            Edit Invoice
          </button>
        ) : null}
        <InvoicePrintButton kind={kind} invoiceId={data.invoiceId} className="btn btn-primary btn-sm" />
      </div>
      <InvoiceView kind={kind} invoice={data} level={2} />
      {kind === 'sales' ? (
        <>
          <SalesInvoiceLinks invoiceId={data.invoiceId} />
          <InvoiceEditModal key={session} kind={kind} invoice={data} isOpen={editing} onOpenChange={setEditing} />
        </>
      ) : null}
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
  const listRef = useRef<HTMLDivElement>(null);
  const sentinel = useOnVisible(invoices.loadMore, listRef);
  const rows = invoices.data ?? [];

  return (
    <div className="page pinv-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">{text.label} Invoices</h1>
          <p className="page-subtitle">{text.subtitle}</p>
        </div>
        <Link to={text.ordersHref()} className="btn btn-secondary">
          {text.ordersLabel}
        </Link>
      </header>

      <div className={`pinv-layout ${id ? 'pinv-layout-open' : ''}`}>
        <section className="card pinv-list-card" aria-labelledby="pinv-list-title">
          <h2 className="card-title pinv-list-title" id="pinv-list-title">
            All Invoices
          </h2>
          {/* the list scrolls on its own (capped height): the region takes focus so the keyboard can scroll it */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="pinv-list" ref={listRef} tabIndex={0} role="region" aria-label={`${text.label} invoice list`}>
            {invoices.isLoading ? (
              <p className="card-loading" role="status">
                Loading invoices...
              </p>
            ) : invoices.error ? (
              <div className="inline-error">
                <p>Invoices could not be loaded.</p>
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => void invoices.mutate()}>
                  Try again
                </button>
              </div>
            ) : rows.length === 0 ? (
              <p className="table-empty">No invoices found.</p>
            ) : (
              <ul className="pinv-cards" aria-label={`${text.label} invoices`}>
                {rows.map((inv) => (
                  <li key={inv.id}>
                    <InvoiceCard kind={kind} invoice={inv} selected={inv.id === id} />
                  </li>
                ))}
              </ul>
            )}
            <div ref={sentinel} className="pinv-more">
              {invoices.hasMore ? (
                <button type="button" className="btn btn-secondary btn-sm" onClick={invoices.loadMore} disabled={invoices.loadingMore}>
                  {invoices.loadingMore ? 'Loading more...' : 'Load more'}
                </button>
              ) : null}
            </div>
          </div>
        </section>
        {id ? (
          <InvoiceDetail key={id} kind={kind} id={id} />
        ) : (
          <section className="card pinv-detail pinv-detail-empty">
            <p className="muted">Select an invoice to see it, print it or open its order.</p>
          </section>
        )}
      </div>
    </div>
  );
}
