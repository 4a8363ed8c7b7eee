import { formatMoney } from '../../../../../shared/domain/format.ts';
import { shownPaymentStatus, type PaymentStatus } from '../../../../../shared/inventory/rules.ts';
import { csvAmount } from '../../../lib/csv.ts';
import type { ReportColumn } from './OrderReport.tsx';

interface OrderMoney {
  total_amount: number;
  returned_credit: number;
  paid: number;
  amount_due: number;
  payment_status: PaymentStatus;
  status: string;
}

/**
 * The money columns of the purchase and sales reports (screen and CSV alike): Total, Returned (the credit of the
 * returns, which lowers what is owed), Paid, Due (what is still owed: nothing on a cancelled order, the received or
 * delivered part on a closed one) and the payment status ("Nothing to pay" for a $0.00 or cancelled order).
 */
export const orderMoneyColumns = <O extends OrderMoney>(): ReportColumn<O>[] => [
  { header: 'Total', numeric: true, cell: (o) => formatMoney(o.total_amount), csv: (o) => csvAmount(o.total_amount) },
  { header: 'Returned', numeric: true, cell: (o) => formatMoney(o.returned_credit), csv: (o) => csvAmount(o.returned_credit) },
  { header: 'Paid', numeric: true, cell: (o) => formatMoney(o.paid), csv: (o) => csvAmount(o.paid) },
  { header: 'Due', numeric: true, cell: (o) => formatMoney(o.amount_due), csv: (o) => csvAmount(o.amount_due) },
  { header: 'Payment', cell: (o) => shownPaymentStatus(o), csv: (o) => shownPaymentStatus(o) },
];
