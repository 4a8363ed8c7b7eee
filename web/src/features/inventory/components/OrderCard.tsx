import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { shownPaymentStatus, type PaymentStatus } from '../../../../../shared/inventory/rules.ts';
import { OrderProgress } from './OrderProgress.tsx';

export interface OrderCardBar {
  /** The status the bar shows ("Partially Received", "Paid"). */
  label: string;
  done: number;
  total: number;
  text: string;
  /** A line under the bar ("Returned $10.69"). */
  note?: string;
}

interface CardProps {
  href: string;
  selected: boolean;
  number: string;
  /** The date, already formatted (en-GB). */
  date: string;
  /** The supplier "(Acme)" or the customer. */
  party: string;
  meta: string;
  /** The progress bars: goods (received or delivered / ordered), then payment with the total. */
  bars: readonly OrderCardBar[];
}

/** One order in a list column (purchase or sales, spec §2): number, date, party, item count, status bars. */
export function OrderCard({ href, selected, number, date, party, meta, bars }: CardProps) {
  return (
    <Link to={href} className="po-card" aria-current={selected ? 'page' : undefined}>
      <span className="po-card-head">
        <span className="po-card-number">{number}</span>
        <span className="po-card-date numeric">{date}</span>
      </span>
      <span className="po-card-supplier">{party}</span>
      <span className="po-card-meta">{meta}</span>
      {bars.map(({ note, ...b }) => (
        <Fragment key={b.text}>
          <OrderProgress {...b} />
          {note ? <span className="po-card-meta numeric">{note}</span> : null}
        </Fragment>
      ))}
    </Link>
  );
}

/**
 * The payment bar of a card: paid of what is payable (a fully returned order counts as paid), with the total, and
 * the returned credit under it when there is one; a $0.00 order reads "Nothing to pay", and so does a cancelled one
 * (with an empty bar: nothing was paid and nothing is owed).
 */
export function paymentBar(
  order: { payment_status: PaymentStatus; paid: number; total_amount: number; returned_credit: number; status?: string },
  money: (n: number) => string,
): OrderCardBar {
  const payable = Math.max(0, order.total_amount - order.returned_credit);
  const cancelled = order.status === 'Cancelled';
  return {
    label: shownPaymentStatus(order),
    done: cancelled ? 0 : payable > 0 ? order.paid : 1,
    total: payable > 0 ? payable : 1,
    text: `${money(order.paid)} / ${money(order.total_amount)}`,
    ...(order.returned_credit > 0 ? { note: `Returned ${money(order.returned_credit)}` } : {}),
  };
}
