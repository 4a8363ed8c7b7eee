import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { formatDate, formatMoney, plural } from '../../../../../shared/domain/format.ts';
import { dueParts } from '../settlement.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { CloseIcon, PencilIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { RoomDetails } from '../../../../../shared/rent/schemas.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useRoomDetails } from '../api/rooms.ts';
import { AddRentModal } from '../components/AddRentModal.tsx';
import { CheckoutPanel } from '../components/CheckoutPanel.tsx';
import { LoadProblem } from '../../../components/ui/LoadProblem.tsx';
import { PaymentModal, type PaymentTarget } from '../components/PaymentModal.tsx';
import { PrintInvoiceModal, type InvoiceTarget } from '../components/PrintInvoiceModal.tsx';
import { MaintenancePanel } from '../components/MaintenancePanel.tsx';
import { NoticesAndFees } from '../components/NoticesAndFees.tsx';
import { RentalHistory } from '../components/RentalHistory.tsx';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { CalendarIcon, DoorIcon, PrinterIcon, WalletIcon } from '../components/rent-icons.tsx';
import { EditRentDialog } from '../components/EditRentDialog.tsx';
import { periodUnit, statusView, unitStatus } from '../status.ts';

const unitName = (room: RoomDetails) =>
  room.room_number === null || room.room_number === undefined || room.room_number === '' ? 'N/A' : String(room.room_number);

const STATUS_NOTES: Record<string, string> = {
  Paid: 'Everything due so far is paid.',
  Unpaid: 'Payment pending for the current period.',
  Overdue: 'An earlier period is not fully paid.',
  Overstay: 'The tenant is staying past the rent end date.',
  Vacant: 'Nobody rents this unit right now.',
};

function UnitDetails({
  room,
  onAddRent,
  onPay,
  onPrint,
  onEditRent,
}: {
  room: RoomDetails;
  onAddRent: () => void;
  onPay: () => void;
  onPrint: () => void;
  onEditRent: (mode: 'edit' | 'lease') => void;
}) {
  const isOwner = useAuth().auth.role === 'owner';
  const status = unitStatus(room);
  const view = statusView(status, room.current_rent_id ? room.rent_start_date : null, 'unit');
  const note = view.upcoming ? 'The rent has not started: nothing is due before its start date.' : STATUS_NOTES[status];
  const banner = (
    <div className={`status-banner tone-${view.tone}`}>
      <span className="status-banner-label">Status</span>
      <span className="status-banner-value">{view.label}</span>
      {note ? <span className="status-banner-note">{note}</span> : null}
    </div>
  );

  if (!room.current_rent_id) {
    return (
      <div className="unit-details">
        {banner}
        <div className="panel-empty">
          <DoorIcon size={22} />
          <p className="panel-empty-title">No Current Rental</p>
          <p className="muted">Add a rent to move a tenant into this unit.</p>
          <button type="button" className="btn btn-primary" onClick={onAddRent}>
            <PlusIcon size={18} /> Add Rent
          </button>
        </div>
      </div>
    );
  }

  const unit = periodUnit(room.rent_type);
  const due = room.total_amount_due_so_far ?? 0;
  const paid = room.total_amount_paid ?? 0;
  const balance = due - paid;
  const dueSplit = dueParts(due, room.late_fees);
  return (
    <div className="unit-details">
      {banner}
      <dl className="details unit-facts">
        <div>
          <dt>Tenant</dt>
          <dd>
            {room.tenant_name || 'N/A'}
            {room.tenant_phone ? <span className="muted unit-phone">{room.tenant_phone}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Rent Type</dt>
          <dd>
            {room.rent_type || 'N/A'} · {formatMoney(room.rent_price)}
          </dd>
        </div>
        <div>
          <dt>Periods Due</dt>
          <dd className="numeric">{plural(room.current_due_periods ?? 0, unit)}</dd>
        </div>
        <div>
          <dt>Periods Paid</dt>
          <dd className="numeric">{plural(room.current_paid_periods ?? 0, unit)}</dd>
        </div>
        <div>
          <dt>Rent Due</dt>
          <dd className="numeric">{formatMoney(dueSplit.rent)}</dd>
        </div>
        <div>
          <dt>Late Fees</dt>
          <dd className={`numeric ${dueSplit.fees > 0 ? 'figure-alert' : ''}`}>{formatMoney(dueSplit.fees)}</dd>
        </div>
        <div>
          <dt>Due So Far</dt>
          <dd className="numeric">{formatMoney(dueSplit.total)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd className="numeric">{formatMoney(paid)}</dd>
        </div>
        {(room.amount_due ?? balance) > 0 && room.next_payment_date ? (
          <div>
            <dt>Owed since</dt>
            <dd className="figure-alert">{formatDate(room.next_payment_date)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Next due date</dt>
          <dd>{room.next_due_date ? formatDate(room.next_due_date) : 'None'}</dd>
        </div>
        <div>
          <dt>{balance < 0 ? 'Paid Ahead' : 'Balance'}</dt>
          <dd className={`numeric ${balance > 0 ? 'figure-alert' : ''}`}>{formatMoney(Math.abs(balance))}</dd>
        </div>
        <div>
          <dt>Rent Period</dt>
          <dd>
            {formatDate(room.rent_start_date)} – {formatDate(room.rent_end_date)}
          </dd>
        </div>
        <div>
          <dt>Deposit</dt>
          <dd className="numeric">{formatMoney(room.deposit)}</dd>
        </div>
      </dl>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={onPay}>
          <WalletIcon size={18} /> Make Payment
        </button>
        <button type="button" className="btn btn-secondary" onClick={onPrint}>
          <PrinterIcon size={18} /> Print Rent Invoice
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onEditRent('edit')}>
          <PencilIcon size={18} /> Edit rent
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onEditRent('lease')}>
          <CalendarIcon size={18} /> Extend lease
        </button>
      </div>
      <NoticesAndFees rentId={String(room.current_rent_id)} canWaive={isOwner} />
    </div>
  );
}

function UnitView({ room, levelHref, reload }: { room: RoomDetails; levelHref: string; reload: () => Promise<RoomDetails | undefined> }) {
  const [editingRent, setEditingRent] = useState<'edit' | 'lease' | null>(null);
  const [tab, setTab] = useState<Key>('details');
  const [addingRent, setAddingRent] = useState(false);
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const [printing, setPrinting] = useState<InvoiceTarget | null>(null);
  const title = `Unit ${unitName(room)}`;
  useDocumentTitle(title);

  const currentRentId = room.current_rent_id ? String(room.current_rent_id) : '';
  const payCurrent = () =>
    setPaying({
      roomId: String(room.id),
      rentId: currentRentId,
      tenantName: room.tenant_name,
      balance: room.amount_due ?? (room.total_amount_due_so_far ?? 0) - (room.total_amount_paid ?? 0),
      depositAvailable: room.deposit_available,
    });
  const printCurrent = () =>
    setPrinting({
      rentId: currentRentId,
      roomId: String(room.id),
      tenantName: room.tenant_name,
      rentStart: room.rent_start_date,
      rentEnd: room.rent_end_date ?? '',
      checkoutDate: null,
    });

  return (
    <section className="card unit-card" aria-labelledby="unit-title">
      <div className="unit-head">
        <h2 id="unit-title" className="unit-title">
          {title}
        </h2>
        <span className="unit-head-actions">
          <Link to={levelHref} className="icon-button" aria-label="Close unit">
            <CloseIcon size={18} />
          </Link>
        </span>
      </div>
      <Tabs selectedKey={tab} onSelectionChange={setTab} className="tabs">
        <TabList aria-label={`${title} sections`} className="tab-list">
          <Tab id="details" className="tab">
            Details
          </Tab>
          <Tab id="checkout" className="tab">
            Checkout
          </Tab>
          <Tab id="history" className="tab">
            Rental History
          </Tab>
          <Tab id="maintenance" className="tab">
            Maintenance{room.open_maintenance > 0 ? ` (${room.open_maintenance})` : ''}
          </Tab>
        </TabList>
        <TabPanel id="details" className="tab-panel">
          <UnitDetails
            room={room}
            onAddRent={() => setAddingRent(true)}
            onPay={payCurrent}
            onPrint={printCurrent}
            onEditRent={setEditingRent}
          />
        </TabPanel>
        <TabPanel id="checkout" className="tab-panel">
          <CheckoutPanel room={room} onSettle={setPaying} />
        </TabPanel>
        <TabPanel id="history" className="tab-panel">
          <RentalHistory room={room} onPay={setPaying} onPrint={setPrinting} />
        </TabPanel>
        <TabPanel id="maintenance" className="tab-panel">
          <MaintenancePanel roomId={String(room.id)} unitLabel={`${title} · Building ${room.building_id}`} />
        </TabPanel>
      </Tabs>
      {/* below the tabs, not in the head: a phone's toasts come down over the panel's head */}
      <div className="unit-foot">
        <HistoryButton kind="room" id={String(room.id)} label={title} />
      </div>
      <AddRentModal roomId={String(room.id)} unitLabel={title} isOpen={addingRent} onOpenChange={setAddingRent} />
      {paying ? <PaymentModal target={paying} onClose={() => setPaying(null)} /> : null}
      {editingRent && room.current_rent_id ? (
        <EditRentDialog room={room} mode={editingRent} onClose={() => setEditingRent(null)} reload={reload} />
      ) : null}
      {printing ? <PrintInvoiceModal target={printing} onClose={() => setPrinting(null)} /> : null}
    </section>
  );
}

/** .../edit-room/{roomId}: the unit in the level's side panel (spec §2). */
export function UnitPage() {
  const { roomId, buildingNumber = '', levelNumber = '' } = useParams();
  const { data: room, error, isLoading, mutate } = useRoomDetails(roomId);
  const levelHref = paths.rent.level.href(buildingNumber, levelNumber);

  if (isLoading) {
    return (
      <section className="card unit-card">
        <div className="card-loading" role="status">
          <Spinner /> <span>Loading...</span>
        </div>
      </section>
    );
  }
  if (error || !room) {
    return <LoadProblem error={error} what="unit" onRetry={() => void mutate()} backTo={levelHref} backLabel="Back to the level" />;
  }
  // A different room starts on its Details tab with no modal open.
  return <UnitView key={String(room.id)} room={room} levelHref={levelHref} reload={() => mutate()} />;
}
