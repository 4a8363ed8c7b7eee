import { useId, useState } from 'react';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { DEPOSIT_METHOD } from '../../../../../shared/rent/limits.ts';
import { validateCheckout } from '../../../../../shared/rent/rules.ts';
import { isAfter, isIsoDate } from '../../../../../shared/domain/dates.ts';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { DateField } from '../../../components/ui/DateField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import type { RoomDetails } from '../../../../../shared/rent/schemas.ts';
import { useCheckoutTenant } from '../api/rents.ts';
import { balanceAtCheckout, balanceParts, type BalanceParts } from '../settlement.ts';
import { localToday } from '../../../lib/dates.ts';
import { statusView, unitStatus } from '../status.ts';
import type { PaymentTarget } from './PaymentModal.tsx';
import { DoorIcon, WalletIcon } from './rent-icons.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** What checking out on `date` leaves: a balance to pay, a credit to refund, or nothing. */
function checkoutOutcome(date: string, { owed, credit }: BalanceParts): string {
  const when = `Checking out on ${formatDate(date)}`;
  if (credit > 0) return `${when} leaves ${formatMoney(credit)} overpaid: a credit to refund.`;
  if (owed > 0) return `${when} leaves a balance of ${formatMoney(owed)} to pay.`;
  return `${when} leaves nothing to pay or refund.`;
}

/**
 * Checkout tab (spec §4/§5): the current rent read-only with what is owed and the deposit left, a checkout date
 * checked in the panel (every refusal shows here, the server's too), and a confirmation before anything is sent.
 */
export function CheckoutPanel({ room, onSettle }: { room: RoomDetails; onSettle: (target: PaymentTarget) => void }) {
  const checkoutTenant = useCheckoutTenant();
  // The date the confirmation is open for.
  const [confirming, setConfirming] = useState<string | null>(null);
  const settleNoteId = useId();
  const { values, set, problem, setProblem, busy, handleSubmit } = useForm(
    { checkoutDate: localToday() },
    {
      validate: ({ checkoutDate }) =>
        validateCheckout(room.rent_start_date ?? '', checkoutDate) ??
        (isAfter(checkoutDate, localToday()) ? RENT_MESSAGES.checkoutInFuture : { ok: true, data: checkoutDate }),
      onSubmit: async (checkoutDate) => setConfirming(checkoutDate),
    },
  );

  if (!room.current_rent_id) {
    return (
      <div className="panel-empty">
        <DoorIcon size={22} />
        <p>No tenant to checkout.</p>
      </div>
    );
  }

  async function checkoutConfirmed(checkoutDate: string) {
    try {
      const res = await checkoutTenant({ body: { room_id: String(room.id), checkoutDate } });
      notify.success(res?.message ?? RENT_MESSAGES.tenantCheckedOut);
    } catch (err) {
      // shown under the date like the panel's own checks; the confirmation closes
      setProblem(err instanceof ApiError ? err.message : DEFAULT_ERROR_MESSAGE);
    }
  }

  const status = statusView(unitStatus(room), room.rent_start_date, 'unit');
  const amountDue = room.amount_due ?? 0;
  // a tenant who paid ahead has a credit to refund at checkout (issue 17 R1)
  const { credit } = balanceParts(room.total_amount_due_so_far, room.total_amount_paid);
  const depositAvailable = room.deposit_available ?? 0;
  const readOnly = [
    { label: 'Tenant Name', value: room.tenant_name || 'N/A' },
    { label: 'Tenant Phone', value: room.tenant_phone || 'N/A' },
    { label: 'Rent Price', value: formatMoney(room.rent_price) },
    { label: 'Rent Start Date', value: formatDate(room.rent_start_date) },
    { label: 'Rent End Date', value: formatDate(room.rent_end_date) },
    { label: 'Deposit', value: formatMoney(room.deposit) },
    { label: 'Deposit available', value: formatMoney(depositAvailable) },
    credit > 0 ? { label: 'Paid ahead', value: formatMoney(credit) } : { label: 'Balance', value: formatMoney(amountDue) },
  ];
  const settle = () =>
    onSettle({
      roomId: String(room.id),
      rentId: String(room.current_rent_id),
      tenantName: room.tenant_name,
      balance: amountDue,
      depositAvailable,
      method: DEPOSIT_METHOD,
    });
  const then: BalanceParts = (confirming ? balanceAtCheckout(room, confirming) : null) ?? { owed: amountDue, credit };
  // the date chosen so far, as the confirmation will show it (a back-dated checkout can leave a credit)
  const chosen = isIsoDate(values.checkoutDate) ? balanceAtCheckout(room, values.checkoutDate) : null;

  return (
    <>
      <form className="form" onSubmit={handleSubmit} noValidate aria-label="Checkout">
        <div className="readonly-grid">
          <div className="field">
            <span className="field-label">Status</span>
            <span className="readonly-status">
              <StatusBadge label={status.label} tone={status.tone} />
            </span>
          </div>
          {readOnly.map(({ label, value }) => (
            <TextField key={label} label={label} value={value} onChange={() => {}} readOnly />
          ))}
          {amountDue > 0 && depositAvailable > 0 ? (
            <div className="settle-cell">
              <p className="field-hint" id={settleNoteId}>
                Up to {formatMoney(Math.min(amountDue, depositAvailable))} of the balance can come from the deposit.
              </p>
              <button type="button" className="btn btn-secondary" onClick={settle} aria-describedby={settleNoteId}>
                <WalletIcon size={18} /> Settle from deposit
              </button>
            </div>
          ) : null}
        </div>
        <DateField
          label="Checkout Date"
          name="checkoutDate"
          required
          value={values.checkoutDate}
          min={room.rent_start_date ?? undefined}
          onChange={set('checkoutDate')}
        />
        {chosen && !problem ? <p className="field-hint">{checkoutOutcome(values.checkoutDate, chosen)}</p> : null}
        <FormMessage message={problem} />
        <div className="dialog-actions">
          <button type="submit" className="btn btn-danger" aria-disabled={busy}>
            <DoorIcon size={18} />
            Checkout Tenant
          </button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => (confirming ? checkoutConfirmed(confirming) : undefined)}
        title="Checkout Tenant"
        message={`Check ${room.tenant_name || 'the tenant'} out of Unit ${room.room_number}? The unit becomes vacant at once.`}
        confirmLabel="Checkout Tenant"
        busyLabel="Checking out..."
        tone="danger"
        icon={<DoorIcon size={16} />}
      >
        <dl className="details checkout-figures">
          <div>
            <dt>Checkout Date</dt>
            <dd>{formatDate(confirming)}</dd>
          </div>
          {then.credit > 0 ? (
            <div>
              <dt>Overpaid at checkout (credit to refund)</dt>
              <dd className="numeric">{formatMoney(then.credit)}</dd>
            </div>
          ) : (
            <div>
              <dt>Balance at checkout</dt>
              <dd className={`numeric ${then.owed > 0 ? 'figure-alert' : ''}`}>{formatMoney(then.owed)}</dd>
            </div>
          )}
          <div>
            <dt>Deposit available</dt>
            <dd className="numeric">{formatMoney(depositAvailable)}</dd>
          </div>
        </dl>
        {then.credit > 0 ? (
          <p className="muted">
            The tenant paid {formatMoney(then.credit)} more than was due by {formatDate(confirming)}: refund it
            {depositAvailable > 0 ? ' with the deposit left.' : '.'}
          </p>
        ) : null}
        {then.owed > 0 ? (
          <p className="muted">
            The balance stays payable after checkout, from the Rental History
            {depositAvailable > 0 ? ', where it can also be settled from the deposit.' : '.'}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
