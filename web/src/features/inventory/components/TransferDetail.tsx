import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { TransferDetail, TransferLine } from '../../../../../shared/inventory/transfers.ts';
import { HistoryButton } from '../../../components/history/HistoryPanel.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import type { DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { ReasonField, useReason } from '../../../components/ui/ReasonField.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { usePowers } from '../../../lib/powers.ts';
import { transferCalls, useCancelTransfer, useCloseTransfer, useReceiveTransfer, useShipTransfer, useTransfer } from '../api/transfers.ts';
import { cancelMessage, closeMessage, receiveDefaults, receiveLines, shipMessage, transferSteps } from '../transfer-form.ts';
import { mayCall } from '../warehouse-floor.ts';
import { FloorStatusBadge } from './FloorStatusBadge.tsx';
import { OrderDetailPanel, OrderFacts } from './OrderDetailPanel.tsx';
import { ItemCell, OrderTable } from './OrderTable.tsx';

const lineColumns = (t: TransferDetail): DataTableColumn<TransferLine>[] => [
  { header: 'Item', cell: (l) => <ItemCell name={l.item_name} sku={l.sku} /> },
  { header: 'Quantity', numeric: true, cell: (l) => l.quantity },
  // before shipping, what the source holds now says whether the ship can go
  ...(t.status === 'Requested'
    ? [
        {
          header: `In ${t.from_warehouse_name}`,
          numeric: true,
          cell: (l: TransferLine) => <span className={l.source_stock < l.quantity ? 'floor-short' : undefined}>{l.source_stock}</span>,
        },
      ]
    : [
        { header: 'Shipped', numeric: true, cell: (l: TransferLine) => l.shipped },
        { header: 'Received', numeric: true, cell: (l: TransferLine) => l.received },
        { header: 'In transit', numeric: true, cell: (l: TransferLine) => l.in_transit },
        { header: 'Lost', numeric: true, cell: (l: TransferLine) => l.lost },
        { header: 'Value', numeric: true, cell: (l: TransferLine) => formatMoney(l.shipped_value) },
      ]),
];

function Overview({ transfer: t }: { transfer: TransferDetail }) {
  const value = t.lines.reduce((sum, l) => sum + Math.round(l.shipped_value * 100), 0) / 100;
  return (
    <div className="po-overview">
      <OrderFacts
        facts={[
          { label: 'Requested', value: formatDate(t.created_at), numeric: true },
          { label: 'From', value: t.from_warehouse_name },
          { label: 'To', value: t.to_warehouse_name },
          { label: 'Status', value: <FloorStatusBadge status={t.status} /> },
          t.shipped_at ? { label: 'Shipped', value: formatDate(t.shipped_at), numeric: true } : null,
          { label: 'Units', value: t.quantity, numeric: true },
          t.shipped > 0 ? { label: 'Shipped value', value: formatMoney(value), numeric: true, strong: true } : null,
          t.in_transit > 0 ? { label: 'In transit', value: t.in_transit, numeric: true, strong: true } : null,
          t.note ? { label: 'Note', value: t.note } : null,
          t.reason ? { label: t.status === 'Cancelled' ? 'Cancelled because' : 'Closed because', value: t.reason } : null,
        ]}
      />
      <OrderTable
        caption={`${t.transfer_number} lines`}
        columns={lineColumns(t)}
        rows={t.lines}
        rowKey={(l) => l.item_id}
        empty="No items."
      />
    </div>
  );
}

type Dialog = 'ship' | 'receive' | 'close' | 'cancel' | null;

/** The steps a transfer's status allows and the account's role may take, each behind a dialog that shows the server's refusal. */
function TransferActions({ transfer: t }: { transfer: TransferDetail }) {
  const { can } = usePowers();
  const [dialog, setDialog] = useState<Dialog>(null);
  const reason = useReason(M.reasonRequired);
  const [received, setReceived] = useState<Record<string, string>>({});
  const [receiveProblems, setReceiveProblems] = useState<Record<string, string>>({});
  const ship = useShipTransfer();
  const receive = useReceiveTransfer();
  const close = useCloseTransfer();
  const cancel = useCancelTransfer();
  const steps = transferSteps(t);
  const may = (step: keyof typeof transferCalls) => mayCall(can, transferCalls[step]);
  const open = (next: Dialog) => {
    reason.reset();
    setReceived(receiveDefaults(t.lines));
    setReceiveProblems({});
    setDialog(next);
  };
  const shipping = shipMessage(t);

  async function onReceive() {
    const checked = receiveLines(t.lines, received);
    setReceiveProblems(checked.problems);
    if (Object.keys(checked.problems).length > 0) return false;
    if (checked.lines.length === 0) {
      setReceiveProblems({ '': M.receiveLinesRequired });
      return false;
    }
    const res = await receive({ body: { transferId: t.id, lines: checked.lines } });
    notify.success(res?.message || M.transferReceived);
  }

  return (
    <>
      {steps.includes('edit') && may('update') ? (
        <Link className="btn btn-secondary btn-sm" to={paths.inventory.editTransfer.href(t.id)}>
          Edit
        </Link>
      ) : null}
      {steps.includes('ship') && may('ship') ? (
        <button type="button" className="btn btn-primary btn-sm" onClick={() => open('ship')}>
          Ship
        </button>
      ) : null}
      {steps.includes('receive') && may('receive') ? (
        <button type="button" className="btn btn-primary btn-sm" onClick={() => open('receive')}>
          Receive
        </button>
      ) : null}
      {steps.includes('close') && may('close') ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => open('close')}>
          Close
        </button>
      ) : null}
      {steps.includes('cancel') && may('cancel') ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => open('cancel')}>
          Cancel transfer
        </button>
      ) : null}

      <ConfirmDialog
        isOpen={dialog === 'ship'}
        onClose={() => setDialog(null)}
        title={`Ship ${t.transfer_number}`}
        message={shipping.message}
        details={
          shipping.short.length > 0 ? (
            <>
              Short in {t.from_warehouse_name} now: {shipping.short.join('; ')}. The ship is refused unless that stock arrives first.
            </>
          ) : (
            'Its movements show on both warehouses’ items.'
          )
        }
        confirmLabel="Ship"
        busyLabel="Shipping..."
        onConfirm={async () => {
          // a step, not an edit form: nothing typed to keep; a stale version (409) shows here and the panel reloads
          const { id: transferId, version } = t;
          const res = await ship({ body: { transferId, version } });
          notify.success(res?.message || M.transferShipped);
        }}
      />

      <ConfirmDialog
        isOpen={dialog === 'receive'}
        onClose={() => setDialog(null)}
        title={`Receive ${t.transfer_number}`}
        message={`What arrived at ${t.to_warehouse_name}? Each line starts with all it has in transit; what you leave out stays in transit.`}
        details="Received stock keeps the cost and received date of the lots it left."
        confirmLabel="Receive"
        busyLabel="Receiving..."
        onConfirm={onReceive}
      >
        <ul className="floor-receive" aria-label="Lines to receive">
          {t.lines
            .filter((l) => l.in_transit > 0)
            .map((l) => {
              const problem = receiveProblems[l.item_id];
              const inputId = `receive-${l.item_id}`;
              return (
                <li key={l.item_id} className="floor-receive-line">
                  <label htmlFor={inputId} className="floor-receive-name">
                    {l.item_name}
                    <span className="po-line-sku">
                      SKU {l.sku} · {l.in_transit} in transit
                    </span>
                  </label>
                  <input
                    id={inputId}
                    className="input numeric floor-qty"
                    inputMode="numeric"
                    autoComplete="off"
                    value={received[l.item_id] ?? ''}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${inputId}-error` : undefined}
                    onChange={(e) => {
                      setReceived((v) => ({ ...v, [l.item_id]: e.target.value }));
                      setReceiveProblems({});
                    }}
                  />
                  {problem ? (
                    <span className="field-error floor-receive-error" id={`${inputId}-error`}>
                      {problem}
                    </span>
                  ) : null}
                </li>
              );
            })}
        </ul>
        {receiveProblems[''] ? (
          <p className="field-error" role="alert">
            {receiveProblems['']}
          </p>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={dialog === 'close' || dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title={dialog === 'close' ? `Close ${t.transfer_number}` : `Cancel ${t.transfer_number}`}
        message={dialog === 'close' ? closeMessage(t) : cancelMessage(t)}
        confirmLabel={dialog === 'close' ? 'Close transfer' : 'Cancel transfer'}
        busyLabel={dialog === 'close' ? 'Closing...' : 'Cancelling...'}
        tone="danger"
        onConfirm={async () => {
          if (!reason.check()) return false;
          const body = { transferId: t.id, reason: reason.value };
          const res = dialog === 'close' ? await close({ body }) : await cancel({ body });
          notify.success(res?.message || (dialog === 'close' ? M.transferClosed : M.transferCancelled));
        }}
      >
        <ReasonField reason={reason} hint="It shows on the transfer and in its History." focusFirst />
      </ConfirmDialog>
    </>
  );
}

/** The right column of /ims/transfers/{id}: the facts and lines, the steps its status allows, its History. */
export function TransferDetailPanel({ id }: { id: string }) {
  const transfer = useTransfer(id);
  return (
    <OrderDetailPanel
      order={transfer}
      failedText={M.transferNotFound}
      what="transfer"
      listHref={paths.inventory.transfers.href()}
      listLabel="All transfers"
    >
      {(t) => ({
        title: t.transfer_number,
        subtitle: `${t.from_warehouse_name} → ${t.to_warehouse_name}`,
        actions: (
          <>
            <TransferActions transfer={t} />
            <HistoryButton kind="transfer" id={t.id} label={t.transfer_number} className="btn btn-ghost btn-sm" />
          </>
        ),
        tabs: [{ id: 'details', label: 'Details', content: <Overview transfer={t} /> }],
      })}
    </OrderDetailPanel>
  );
}
