import { useState } from 'react';
import type { PortalOrder } from '../../../shared/portal/types.ts';
import { formatDate, formatMoney } from '../../../shared/domain/format.ts';
import { Modal } from '../components/ui/Modal.tsx';
import { QueryState } from '../components/ui/QueryState.tsx';
import { downloadInvoice, usePortalOrders } from './api.ts';
import { ReportPaymentForm } from './ReportPayment.tsx';
import { Facts, MoreButton, Section, StatusBadge } from './ui.tsx';

/** A customer's sales orders, newest first: the lines, what is paid and due, the invoice, and "I paid" on one that owes. */
export function OrdersSection() {
  const orders = usePortalOrders();
  const [paying, setPaying] = useState<PortalOrder | null>(null);
  return (
    <Section id="orders" title="Your orders" wide>
      <QueryState
        query={orders}
        errorText="Your orders could not be loaded."
        empty={orders.hasMore ? undefined : 'You have no orders with this company yet.'}
      >
        {(list) => (
          <ul className="portal-cards">
            {list.map((order) => (
              <li key={order.orderId}>
                <OrderCard order={order} onReport={() => setPaying(order)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <MoreButton list={orders} label="Show older orders" />
      {paying ? (
        <Modal
          title="Report a payment"
          description={`Order ${paying.orderNumber}`}
          isOpen
          onOpenChange={(open) => (open ? undefined : setPaying(null))}
        >
          <ReportPaymentForm
            targetLabel="Order"
            targets={[
              {
                value: String(paying.orderId),
                label: `${paying.orderNumber}: ${formatMoney(paying.due)} due`,
                owed: paying.due,
                ref: { orderId: paying.orderId },
              },
            ]}
            onReported={() => setPaying(null)}
          />
        </Modal>
      ) : null}
    </Section>
  );
}

function OrderCard({ order, onReport }: { order: PortalOrder; onReport: () => void }) {
  const headingId = `order-${order.orderId}`;
  const [busy, setBusy] = useState(false);

  async function onDownload() {
    setBusy(true);
    try {
      await downloadInvoice({ orderId: order.orderId });
    } catch {
      // the client showed why
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="portal-card" aria-labelledby={headingId}>
      <div className="portal-card-head">
        <h3 id={headingId} className="portal-card-title">
          Order {order.orderNumber}
        </h3>
        <StatusBadge status={order.status} />
      </div>
      <p className="muted portal-meta">Ordered {formatDate(order.date)}</p>
      <ul className="portal-lines" aria-label={`Lines of order ${order.orderNumber}`}>
        {order.lines.map((line, i) => (
          <li key={`${line.item}-${i}`}>
            <span className="portal-line-item">{line.item}</span>
            <span className="portal-line-qty numeric">
              {line.quantity} × {formatMoney(line.price)}
            </span>
            <span className="portal-line-total numeric">{formatMoney(line.total)}</span>
          </li>
        ))}
      </ul>
      <Facts
        items={[
          ['Total', <span className="numeric">{formatMoney(order.total)}</span>],
          ['Paid', <span className="numeric">{formatMoney(order.paid)}</span>],
          ['Due', <strong className={`numeric ${order.due > 0 ? 'portal-due' : ''}`}>{formatMoney(order.due)}</strong>],
          order.invoiceNumber ? ['Invoice', order.invoiceNumber] : null,
        ]}
      />
      {order.invoiceNumber || order.due > 0 ? (
        <div className="portal-actions">
          {order.invoiceNumber ? (
            <button type="button" className="btn btn-secondary" onClick={() => void onDownload()} disabled={busy}>
              {busy ? 'Preparing...' : 'Download invoice'}
              <span className="visually-hidden"> {order.invoiceNumber}</span>
            </button>
          ) : null}
          {order.due > 0 ? (
            <button type="button" className="btn btn-primary" onClick={onReport}>
              Report a payment
              <span className="visually-hidden"> on order {order.orderNumber}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
