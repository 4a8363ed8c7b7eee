import { useState } from 'react';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import * as RENT_MESSAGES from '../../../../../shared/rent/messages.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { notify } from '../../../lib/notify.ts';
import type { RentHistoryItem, RoomDetails } from '../../../../../shared/rent/schemas.ts';
import { useDeleteRent, useRentalHistory } from '../api/rents.ts';
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

function HistoryCard({
  item,
  current,
  onPay,
  onPrint,
  onDelete,
}: {
  item: RentHistoryItem;
  current: boolean;
  onPay: () => void;
  onPrint: () => void;
  onDelete: () => void;
}) {
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
  const deleteRent = useDeleteRent();
  const [deleting, setDeleting] = useState<RentHistoryItem | null>(null);

  async function deleteConfirmed() {
    if (!deleting) return;
    const res = await deleteRent({ query: { room_id: roomId, rent_id: rentIdOf(deleting) } });
    notify.success(res?.message ?? RENT_MESSAGES.rentDeleted);
  }

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
                  onPay={() =>
                    onPay({
                      roomId,
                      rentId,
                      tenantName: item.tenant_name,
                      balance: (item.total_amount_due_so_far ?? 0) - (item.total_amount_paid ?? 0),
                    })
                  }
                  onPrint={() =>
                    onPrint({
                      rentId,
                      tenantName: item.tenant_name,
                      rentStart: item.rent_start_date,
                      rentEnd: item.rent_end_date,
                      checkoutDate: item.checkout_date,
                    })
                  }
                  onDelete={() => setDeleting(item)}
                />
              );
            })}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={deleteConfirmed}
        title="Delete Rent"
        message="Are you sure you want to delete this rent? This action cannot be undone."
        details={
          deleting
            ? `${deleting.tenant_name || 'Unknown tenant'}, ${formatDate(deleting.rent_start_date)} – ${formatDate(deleting.rent_end_date)}. Its payments are removed too.`
            : null
        }
        confirmLabel="Delete Rent"
        busyLabel="Deleting..."
        tone="danger"
        icon={<TrashIcon size={16} />}
      />
    </>
  );
}
