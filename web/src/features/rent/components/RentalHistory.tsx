import { useState } from 'react';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { notify } from '../../../lib/notify.ts';
import { deleteRent, useRentalHistory, useRentRefresh, type RentHistoryItem, type RoomDetails } from '../api/rent-calls.ts';
import { statusTone } from '../status.ts';
import type { InvoiceTarget } from './PrintInvoiceModal.tsx';
import type { PaymentTarget } from './PaymentModal.tsx';
import { HistoryIcon, PrinterIcon, TrashIcon, WalletIcon } from './rent-icons.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const rentIdOf = (item: RentHistoryItem) => String(item.rent_id ?? item.current_rent_id ?? '');

function isCurrent(item: RentHistoryItem, room: RoomDetails) {
  if (typeof item.is_current === 'boolean') return item.is_current;
  return Boolean(room.current_rent_id) && rentIdOf(item) === String(room.current_rent_id);
}

function HistoryCard({ item, current, onPay, onPrint, onDelete }: { item: RentHistoryItem; current: boolean; onPay: () => void; onPrint: () => void; onDelete: () => void }) {
  const status = item.rent_payment_status || (current ? 'N/A' : 'Checked out');
  const due = item.total_amount_due_so_far ?? 0;
  const paid = item.total_amount_paid ?? 0;
  return (
    <li className={`history-card ${current ? 'is-current' : ''}`}>
      <div className="history-card-head">
        <div>
          <p className="history-tenant">{item.tenant_name || 'Unknown tenant'}</p>
          <p className="muted history-phone">{item.tenant_phone || 'No phone'}</p>
        </div>
        <div className="history-tags">
          {current ? <span className="badge badge-brand">Current</span> : null}
          <StatusBadge label={status} tone={statusTone(item.rent_payment_status, 'unit')} />
        </div>
      </div>
      <dl className="history-figures">
        <div>
          <dt>Rent</dt>
          <dd className="numeric">
            {formatMoney(item.rent_price)}
            {item.rent_type ? <span className="muted"> / {item.rent_type}</span> : null}
          </dd>
        </div>
        <div>
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
          <dt>Due so far</dt>
          <dd className="numeric">{formatMoney(due)}</dd>
        </div>
        <div>
          <dt>Checkout Date</dt>
          <dd>{item.checkout_date ? formatDate(item.checkout_date) : 'Not checked out'}</dd>
        </div>
      </dl>
      <div className="history-actions">
        {current ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={onPay}>
            <WalletIcon size={16} /> Make Payment
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary btn-sm" onClick={onPrint}>
          <PrinterIcon size={16} /> Print Rent Invoice
        </button>
        <button type="button" className="btn btn-danger-ghost btn-sm" onClick={onDelete}>
          <TrashIcon size={16} /> Delete Rent
        </button>
      </div>
    </li>
  );
}

/** Rental History tab (spec §2): one card per rent; Make Payment on the current one; Delete Rent after confirmation. */
export function RentalHistory({ room, onPay, onPrint }: { room: RoomDetails; onPay: (target: PaymentTarget) => void; onPrint: (target: InvoiceTarget) => void }) {
  const roomId = String(room.id);
  const { data, error, isLoading, mutate } = useRentalHistory(roomId);
  const refresh = useRentRefresh();
  const [deleting, setDeleting] = useState<RentHistoryItem | null>(null);
  const [busy, setBusy] = useState(false);

  async function onConfirmDelete() {
    if (!deleting || busy) return;
    setBusy(true);
    try {
      const res = await deleteRent(roomId, rentIdOf(deleting));
      notify.success(res?.message ?? 'Rent deleted successfully');
      void refresh.occupancy();
      setDeleting(null);
    } catch {
      // toast shown by the client
    } finally {
      setBusy(false);
    }
  }

  if (isLoading) {
    return (
      <div className="card-loading" role="status">
        <Spinner /> <span>Loading...</span>
      </div>
    );
  }
  if (error) {
    return (
      <div className="inline-error">
        <p>Rental history could not be loaded.</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void mutate()}>
          Try again
        </button>
      </div>
    );
  }
  const items = data ?? [];
  if (items.length === 0) {
    return (
      <div className="panel-empty">
        <HistoryIcon size={22} />
        <p>No rental history available for this room.</p>
      </div>
    );
  }

  return (
    <>
      <ul className="history-list" aria-label="Rents of this room">
        {items.map((item, index) => {
          const current = isCurrent(item, room);
          const rentId = rentIdOf(item);
          return (
            <HistoryCard
              key={rentId || index}
              item={item}
              current={current}
              onPay={() =>
                onPay({
                  roomId,
                  rentId,
                  tenantName: item.tenant_name,
                  balance: (item.total_amount_due_so_far ?? 0) - (item.total_amount_paid ?? 0),
                })
              }
              onPrint={() => onPrint({ rentId, tenantName: item.tenant_name, rentStart: item.rent_start_date, rentEnd: item.rent_end_date, checkoutDate: item.checkout_date })}
              onDelete={() => setDeleting(item)}
            />
          );
        })}
      </ul>
      <Modal title="Delete Rent" isOpen={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)} isBusy={busy}>
        <div className="confirm">
          <p>Are you sure you want to delete this rent? This action cannot be undone.</p>
          {deleting ? (
            <p className="muted">
              {deleting.tenant_name || 'Unknown tenant'}, {formatDate(deleting.rent_start_date)} – {formatDate(deleting.rent_end_date)}. Its payments are removed too.
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setDeleting(null)} disabled={busy}>
              Cancel
            </button>
            <button type="button" className="btn btn-danger" onClick={() => void onConfirmDelete()} aria-disabled={busy}>
              <TrashIcon size={16} />
              {busy ? 'Deleting...' : 'Delete Rent'}
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}
