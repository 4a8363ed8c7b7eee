import { useId, useState } from 'react';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { FormMessage } from '../../../components/ui/TextField.tsx';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import type { RentHistoryItem, RoomDetails } from '../../../../../shared/rent/schemas.ts';
import { useDeleteRent, useRentalHistory } from '../api/rents.ts';
import { balanceParts, dueParts } from '../settlement.ts';
import { statusTone, statusView } from '../status.ts';
import { InvoiceLinks } from './InvoiceLinks.tsx';
import { RentPayments } from './RentPayments.tsx';
import { VoidPaymentDialog } from './VoidPaymentDialog.tsx';
import type { RentPaymentRow } from '../../../../../shared/rent/invoice-schemas.ts';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import type { InvoiceTarget } from './PrintInvoiceModal.tsx';
import type { PaymentTarget } from './PaymentModal.tsx';
import { HistoryIcon, PrinterIcon, TrashIcon, WalletIcon } from './rent-icons.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { MasterPasswordField } from './MasterPasswordField.tsx';
import { usePowers } from '../../../lib/powers.ts';

const rentIdOf = (item: RentHistoryItem) => String(item.rent_id ?? item.current_rent_id ?? '');

/** Deleting a rent that has payments rewrites past revenue, so it takes the master password (issue item 4). */
const hasPayments = (item: RentHistoryItem) => (item.total_amount_paid ?? 0) > 0;

function isCurrent(item: RentHistoryItem, room: RoomDetails) {
  if (typeof item.is_current === 'boolean') return item.is_current;
  return Boolean(room.current_rent_id) && rentIdOf(item) === String(room.current_rent_id);
}

function HistoryCard({
  item,
  current,
  payable,
  onPay,
  onPrint,
  onDelete,
  onVoid,
}: {
  item: RentHistoryItem;
  current: boolean;
  /** Current, or checked out with a balance left (and the account records payments). */
  payable: boolean;
  onPay: () => void;
  onPrint: () => void;
  /** Absent: the account may not delete rents (ROLES.md), so no Delete Rent. */
  onDelete?: () => void;
  onVoid?: (payment: RentPaymentRow) => void;
}) {
  const status = item.rent_payment_status
    ? statusView(item.rent_payment_status, item.rent_start_date, 'unit')
    : { label: current ? 'N/A' : 'Checked out', tone: statusTone(null, 'unit') };
  const due = item.total_amount_due_so_far ?? 0;
  const paid = item.total_amount_paid ?? 0;
  const parts = balanceParts(due, paid);
  const dueSplit = dueParts(due, item.late_fees);
  const owed = item.amount_due ?? parts.owed;
  return (
    <li className={`history-card ${current ? 'is-current' : ''}`}>
      <div className="history-card-head">
        <div>
          <p className="history-tenant">{item.tenant_name || 'Unknown tenant'}</p>
          <p className="muted history-phone">{item.tenant_phone || 'No phone'}</p>
        </div>
        <div className="history-tags">
          {current ? <span className="badge badge-brand">Current</span> : null}
          <StatusBadge label={status.label} tone={status.tone} />
        </div>
      </div>
      <dl className="history-figures">
        <div className="history-wide">
          <dt>Rent</dt>
          <dd className="numeric">
            {formatMoney(item.rent_price)}
            {item.rent_type ? <span className="muted"> / {item.rent_type}</span> : null}
          </dd>
        </div>
        <div className="history-wide">
          <dt>Period</dt>
          <dd>
            {formatDate(item.rent_start_date)} – {formatDate(item.rent_end_date)}
          </dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd className="numeric">{formatMoney(paid)}</dd>
        </div>
        <div>
          <dt>Rent due</dt>
          <dd className="numeric">{formatMoney(dueSplit.rent)}</dd>
        </div>
        <div>
          <dt>Late fees</dt>
          <dd className="numeric">{formatMoney(dueSplit.fees)}</dd>
        </div>
        <div>
          <dt>Due so far</dt>
          <dd className="numeric">{formatMoney(dueSplit.total)}</dd>
        </div>
        {parts.credit > 0 ? (
          // paid beyond what was due: ahead on a current rent, a credit to refund once checked out (issue 17 R1)
          <div>
            <dt>{current ? 'Paid ahead' : 'Overpaid (credit to refund)'}</dt>
            <dd className="numeric">{formatMoney(parts.credit)}</dd>
          </div>
        ) : (
          <div>
            <dt>Balance</dt>
            <dd className={`numeric ${owed > 0 ? 'figure-alert' : ''}`}>{formatMoney(owed)}</dd>
          </div>
        )}
        {owed > 0 && item.owed_since ? (
          <div>
            <dt>Owed since</dt>
            <dd>{formatDate(item.owed_since)}</dd>
          </div>
        ) : null}
        {owed > 0 && item.deposit_available > 0 ? (
          <div>
            <dt>Deposit available</dt>
            <dd className="numeric">{formatMoney(item.deposit_available)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Checkout Date</dt>
          <dd>{item.checkout_date ? formatDate(item.checkout_date) : 'Not checked out'}</dd>
        </div>
      </dl>
      <div className="history-actions">
        {payable ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={onPay}>
            <WalletIcon size={16} /> Make Payment
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary btn-sm" onClick={onPrint}>
          <PrinterIcon size={16} /> Print Rent Invoice
        </button>
        {onDelete ? (
          <button type="button" className="btn btn-danger-ghost btn-sm" onClick={onDelete}>
            <TrashIcon size={16} /> Delete Rent
          </button>
        ) : null}
        <HistoryButton kind="rent" id={rentIdOf(item)} label={`the rent of ${item.tenant_name || 'Unknown tenant'}`} />
      </div>
      <RentPayments rentId={rentIdOf(item)} onVoid={onVoid} />
      <InvoiceLinks rentId={rentIdOf(item)} />
    </li>
  );
}

/**
 * Delete Rent after confirmation (spec §5 text); a rent with payments also asks for the master password.
 * Refusals (a wrong password) show in the dialog, which stays open with the password cleared.
 */
function DeleteRentDialog({ roomId, rent, onClose }: { roomId: string; rent: RentHistoryItem; onClose: () => void }) {
  const deleteRent = useDeleteRent();
  const needsPassword = hasPayments(rent);
  const [masterPassword, setMasterPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const passwordId = useId();

  function refuse(message: string): never {
    setProblem(message);
    setMasterPassword('');
    document.getElementById(passwordId)?.focus();
    // keeps the dialog open
    throw new Error(message);
  }

  async function deleteConfirmed() {
    if (needsPassword && masterPassword.trim() === '') refuse(RENT_MESSAGES.masterPasswordToDeleteRent);
    setProblem(null);
    try {
      const res = await deleteRent({
        query: { room_id: roomId, rent_id: rentIdOf(rent) },
        body: needsPassword ? { masterPassword } : {},
      });
      notify.success(res?.message ?? RENT_MESSAGES.rentDeleted);
    } catch (err) {
      refuse(err instanceof ApiError ? err.message : DEFAULT_ERROR_MESSAGE);
    }
  }

  return (
    <ConfirmDialog
      isOpen
      onClose={onClose}
      onConfirm={deleteConfirmed}
      title="Delete Rent"
      message="Are you sure you want to delete this rent? This action cannot be undone."
      details={`${rent.tenant_name || 'Unknown tenant'}, ${formatDate(rent.rent_start_date)} – ${formatDate(rent.rent_end_date)}. ${
        needsPassword ? `Its payments (${formatMoney(rent.total_amount_paid)}) are removed too.` : 'It has no payments.'
      }`}
      confirmLabel="Delete Rent"
      busyLabel="Deleting..."
      tone="danger"
      icon={<TrashIcon size={16} />}
    >
      {needsPassword ? (
        <MasterPasswordField
          id={passwordId}
          value={masterPassword}
          onChange={setMasterPassword}
          hint="Deleting payments changes past revenue, so it needs the master password."
        />
      ) : null}
      <FormMessage message={problem} />
    </ConfirmDialog>
  );
}

/** Rental History tab (spec §2): one card per rent; Make Payment while it takes payments; Delete Rent after confirmation. */
export function RentalHistory({
  room,
  onPay,
  onPrint,
}: {
  room: RoomDetails;
  onPay: (target: PaymentTarget) => void;
  onPrint: (target: InvoiceTarget) => void;
}) {
  const roomId = String(room.id);
  const history = useRentalHistory(roomId);
  const { can } = usePowers();
  const [deleting, setDeleting] = useState<RentHistoryItem | null>(null);
  const [voiding, setVoiding] = useState<{ payment: RentPaymentRow; rent: RentHistoryItem } | null>(null);

  return (
    <>
      <QueryState
        query={history}
        errorText="Rental history could not be loaded."
        empty={
          <div className="panel-empty">
            <HistoryIcon size={22} />
            <p>No rental history available for this room.</p>
          </div>
        }
      >
        {(items) => (
          <ul className="history-list" aria-label="Rents of this room">
            {items.map((item, index) => {
              const current = isCurrent(item, room);
              const rentId = rentIdOf(item);
              return (
                <HistoryCard
                  key={rentId || index}
                  item={item}
                  current={current}
                  payable={(item.payable ?? current) && can('rent.payment.record')}
                  onPay={() =>
                    onPay({
                      roomId,
                      rentId,
                      tenantName: item.tenant_name,
                      balance: item.amount_due ?? (item.total_amount_due_so_far ?? 0) - (item.total_amount_paid ?? 0),
                      depositAvailable: item.deposit_available,
                      checkedOut: !current,
                    })
                  }
                  onPrint={() =>
                    onPrint({
                      rentId,
                      tenantName: item.tenant_name,
                      tenantEmail: item.tenant_email,
                      rentStart: item.rent_start_date,
                      rentEnd: item.rent_end_date,
                      checkoutDate: item.checkout_date,
                    })
                  }
                  onDelete={can('rent.rent.delete') ? () => setDeleting(item) : undefined}
                  onVoid={can('rent.payment.void') ? (payment) => setVoiding({ payment, rent: item }) : undefined}
                />
              );
            })}
          </ul>
        )}
      </QueryState>
      {voiding ? (
        <VoidPaymentDialog
          key={voiding.payment.id}
          payment={voiding.payment}
          rentId={rentIdOf(voiding.rent)}
          paid={voiding.rent.total_amount_paid ?? 0}
          onClose={() => setVoiding(null)}
        />
      ) : null}
      {deleting ? <DeleteRentDialog key={rentIdOf(deleting)} roomId={roomId} rent={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
