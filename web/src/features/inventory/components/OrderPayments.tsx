import { useState, type FormEvent } from 'react';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import { paymentAlreadyRecorded } from '../../../../../shared/domain/payments.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { OrderPayment, PaymentRecorded } from '../../../../../shared/inventory/purchase-orders.ts';
import type { DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { refusalOf } from '../../../components/ui/ConfirmDialog.tsx';
import { ReasonField, useReason } from '../../../components/ui/ReasonField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import type { PagedQuery } from '../../../lib/api-query.ts';
import { PAYMENT_METHOD_OPTIONS, emptyPayment, type Checked, type PaymentDraft } from '../order-form.ts';
import { OrderTable } from './OrderTable.tsx';
import { usePowers } from '../../../lib/powers.ts';

const methodLabel = (m: string) => PAYMENT_METHOD_OPTIONS.find((o) => o.value === m)?.label ?? m;

/** What the modal shows of the order (purchase or sales). */
export interface PayableOrder {
  order_number: string;
  total_amount: number;
  /** The credit of the returns: it lowers what is owed. */
  returned_credit: number;
  paid: number;
  amount_due: number;
  /** A Cancelled order takes no payments. */
  status?: string;
}

interface PaymentsProps<Body> {
  order: PayableOrder;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The order's payments (newest first), fetched while the modal is open. */
  payments: PagedQuery<OrderPayment>;
  /** The kind's request body from the form (order-form.checkPayment's rules). */
  check: (draft: PaymentDraft) => Checked<Body>;
  addPayment: (body: Body) => Promise<Pick<PaymentRecorded, 'message' | 'recorded'> | undefined>;
  /** The owner's void (CORRECTIONS.md): absent for staff. */
  voidPayment?: (paymentId: string, reason: string) => Promise<unknown>;
}

/** The payments modal of an order (spec §2, §5 "Payments"): its payments ("No payment made yet.") and Add Payment. */
export function OrderPayments<Body>({ order, isOpen, onOpenChange, payments, check, addPayment, voidPayment }: PaymentsProps<Body>) {
  const { can } = usePowers();
  const [voiding, setVoiding] = useState<OrderPayment | null>(null);
  const voidReason = useReason(M.reasonRequired);
  const [voidProblem, setVoidProblem] = useState<string | null>(null);
  const [draft, setDraft] = useState<PaymentDraft>(emptyPayment);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<PaymentDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    const checked = check(draft);
    if (!checked.ok) return setProblem(checked.message);
    setBusy(true);
    try {
      const res = await addPayment(checked.value);
      // the same payment again records nothing: say so, never "added"
      if (res?.recorded === false) notify.info(res.message || paymentAlreadyRecorded);
      else notify.success(res?.message || M.paymentAdded);
      setDraft(emptyPayment);
    } catch (err) {
      // inside the dialog: the server's message (`Payment exceeds the amount due`) or "An error occurred"
      setProblem(refusalOf(err));
    } finally {
      setBusy(false);
    }
  }

  const columns: DataTableColumn<OrderPayment>[] = [
    { header: 'Date', cell: (p) => <span className="numeric">{formatDate(p.created_at)}</span> },
    { header: 'Reference', cell: (p) => <span className="po-ref">{p.reference_number}</span> },
    { header: 'Method', cell: (p) => methodLabel(p.payment_method) },
    {
      header: 'Amount',
      numeric: true,
      // a voided payment stays listed, marked, and no longer counts as paid
      cell: (p) =>
        p.voided ? (
          <span title={p.void_reason ?? undefined}>
            <s>{formatMoney(p.amount)}</s> Voided
          </span>
        ) : (
          formatMoney(p.amount)
        ),
    },
    ...(voidPayment
      ? [
          {
            header: 'Actions',
            cell: (p: OrderPayment) =>
              p.voided ? null : (
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => {
                    voidReason.reset();
                    setVoidProblem(null);
                    setVoiding(p);
                  }}
                >
                  Void
                </button>
              ),
          },
        ]
      : []),
  ];

  async function confirmVoid() {
    if (!voiding || !voidPayment || busy) return;
    if (!voidReason.check()) return;
    setBusy(true);
    setVoidProblem(null);
    try {
      await voidPayment(voiding.id, voidReason.value);
      notify.success(M.paymentVoided);
      setVoiding(null);
    } catch (err) {
      // shown here, inside the dialog
      setVoidProblem(refusalOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={`Payments · ${order.order_number}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isBusy={busy}
      description={
        <>
          Total {formatMoney(order.total_amount)}
          {order.returned_credit > 0 ? ` · Returned ${formatMoney(order.returned_credit)}` : ''} · Paid {formatMoney(order.paid)} · Amount
          due <strong className="numeric">{formatMoney(order.amount_due)}</strong>
        </>
      }
    >
      <div className="po-payments">
        {payments.isLoading ? (
          <p className="muted" role="status">
            Loading payments...
          </p>
        ) : payments.error ? (
          <div className="inline-error">
            <p>An error occurred</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void payments.mutate()}>
              Try again
            </button>
          </div>
        ) : (
          <OrderTable
            caption={`Payments of ${order.order_number}`}
            columns={columns}
            rows={payments.data ?? []}
            rowKey={(p) => p.id}
            empty="No payment made yet."
          />
        )}
        {voiding ? (
          <div className="po-payment-form" role="group" aria-label="Void payment">
            <p>
              Void the {formatMoney(voiding.amount)} payment {voiding.reference_number}? It stays listed as voided; what was paid drops by{' '}
              {formatMoney(voiding.amount)} and is owed again.
            </p>
            <ReasonField reason={voidReason} label="Reason for voiding" />
            <FormMessage message={voidProblem} />
            <div className="dialog-actions">
              <button type="button" className="btn btn-secondary" onClick={() => setVoiding(null)} disabled={busy}>
                Keep payment
              </button>
              <button type="button" className="btn btn-danger" onClick={() => void confirmVoid()} aria-disabled={busy}>
                {busy ? 'Voiding...' : 'Void payment'}
              </button>
            </div>
          </div>
        ) : null}
        {payments.hasMore ? (
          <div className="po-more">
            <button type="button" className="btn btn-secondary btn-sm" onClick={payments.loadMore} disabled={payments.loadingMore}>
              {payments.loadingMore ? 'Loading more...' : 'Load more'}
            </button>
          </div>
        ) : null}
        {order.amount_due > 0 && can('inventory.payment.record') ? (
          <form className="form po-payment-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Add payment">
            <h3 className="po-subtitle">Add Payment</h3>
            <div className="po-payment-fields">
              <TextField
                label="Amount"
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                placeholder={order.amount_due.toFixed(2)}
                value={draft.amount}
                onChange={(v) => set({ amount: v })}
                required
              />
              <SelectField
                label="Method"
                name="method"
                value={draft.method}
                onChange={(v) => set({ method: v as PaymentDraft['method'] })}
                placeholder="Select a method"
                options={PAYMENT_METHOD_OPTIONS}
                required
              />
              <TextField
                label="Reference"
                name="reference"
                autoComplete="off"
                maxLength={80}
                value={draft.reference}
                onChange={(v) => set({ reference: v })}
                required
              />
            </div>
            <FormMessage message={problem} />
            <div className="dialog-actions">
              <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)} disabled={busy}>
                Close
              </button>
              <button type="submit" className="btn btn-primary" aria-disabled={busy}>
                {busy ? 'Adding...' : 'Add Payment'}
              </button>
            </div>
          </form>
        ) : (
          <>
            <p className="po-paid-note" role="status">
              {order.status === 'Cancelled'
                ? 'This order is cancelled: it takes no payments.'
                : order.total_amount > 0
                  ? 'This order is fully paid.'
                  : `${M.nothingToPay}: this order’s total is ${formatMoney(0)}.`}
            </p>
            <div className="dialog-actions">
              {/* the form and its focused button just went away: focus stays in the dialog, so Escape still closes it */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
              <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)} autoFocus>
                Close
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
