import { useId } from 'react';
import { formatDateTime, formatMoney } from '../../../../../shared/domain/format.ts';
import type { RentPaymentRow } from '../../../../../shared/rent/invoice-schemas.ts';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useRentPayments } from '../api/payments.ts';
import { WalletIcon } from './rent-icons.tsx';
import { StatusBadge } from './StatusBadge.tsx';

function PaymentRow({ payment, onVoid }: { payment: RentPaymentRow; onVoid?: () => void }) {
  const detailsId = useId();
  const label = `payment ${payment.paymentReference}`;
  return (
    <li className={`rent-payment ${payment.voided ? 'is-voided' : ''}`}>
      <div className="rent-payment-text" id={detailsId}>
        <span className="rent-payment-amount numeric">
          {payment.voided ? <s>{formatMoney(payment.amount)}</s> : formatMoney(payment.amount)}
        </span>
        <span>
          {payment.paymentMethod} · {payment.paymentReference}
        </span>
        <span className="muted">{formatDateTime(payment.created_at)}</span>
        {payment.voided ? (
          <span className="rent-payment-void">
            <StatusBadge label="Voided" tone="overdue" />
            {payment.void_reason ? <span className="muted"> {payment.void_reason}</span> : null}
          </span>
        ) : null}
      </div>
      <div className="rent-payment-actions">
        {!payment.voided && onVoid ? (
          <button type="button" className="btn btn-danger-ghost btn-sm" onClick={onVoid} aria-describedby={detailsId}>
            Void<span className="visually-hidden"> {label}</span>
          </button>
        ) : null}
        <HistoryButton kind="payment" id={payment.id} label={`Payment ${payment.paymentReference}`} />
      </div>
    </li>
  );
}

/**
 * "Payments" of a rental history card (CORRECTIONS.md GET /api/payment/rent-payments): every payment of the
 * rent, newest first; a voided one stays listed, struck through and marked Voided with its reason. `onVoid`
 * (when given) offers Void on each payment that is not voided.
 */
export function RentPayments({ rentId, onVoid }: { rentId: string; onVoid?: (payment: RentPaymentRow) => void }) {
  const payments = useRentPayments(rentId);
  const titleId = useId();
  return (
    <section className="rent-payments" aria-labelledby={titleId}>
      <h3 className="invoice-links-title" id={titleId}>
        <WalletIcon size={16} /> Payments
      </h3>
      <QueryState
        query={payments}
        errorText="Payments could not be loaded."
        empty={<p className="muted invoice-links-empty">No payments yet.</p>}
        loading={
          <p className="muted invoice-links-empty" role="status">
            <Spinner size="sm" /> Loading payments...
          </p>
        }
      >
        {(rows) => (
          <ul className="rent-payment-list" aria-labelledby={titleId}>
            {rows.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} onVoid={onVoid ? () => onVoid(payment) : undefined} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
