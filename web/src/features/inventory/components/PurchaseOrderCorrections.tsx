import { useState } from 'react';
import { formatMoney } from '../../../../../shared/domain/format.ts';
import type { PurchaseOrderDetail } from '../../../../../shared/inventory/purchase-orders.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useCancelPurchaseOrder, useClosePurchaseOrder } from '../api/purchase-orders.ts';

type Action = 'cancel' | 'close';

/** What a cancel or close will do, in the words of the confirmation (CORRECTIONS.md: "Cancel PO-00012? The 40 units…"). */
export function correctionMessage(action: Action, order: PurchaseOrderDetail): string {
  const toReceive = order.total_ordered_quantity - order.total_received_quantity;
  const units = `${toReceive} ${toReceive === 1 ? 'unit' : 'units'} to receive`;
  if (action === 'cancel')
    return `Cancel ${order.order_number}? The ${units} and the ${formatMoney(order.amount_due)} owed to ${order.supplier_name} are removed.`;
  return `Close ${order.order_number}? The ${units} will not come: the order keeps the ${order.total_received_quantity} received and what is owed to ${order.supplier_name} drops to match.`;
}

/**
 * The owner's Cancel (nothing received, paid or invoiced) and Close (partly received) of a purchase order, each
 * behind a confirmation that says what it does and asks why. Hidden from staff and once the order has ended; an
 * invoiced order's cancel is refused by the server (its 409 shows as the toast).
 */
export function PurchaseOrderCorrections({ order }: { order: PurchaseOrderDetail }) {
  const { auth } = useAuth();
  const cancel = useCancelPurchaseOrder();
  const close = useClosePurchaseOrder();
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  if (auth.role !== 'admin' || order.status === 'Cancelled' || order.status === 'Closed') return null;
  const canCancel = order.total_received_quantity === 0 && order.paid === 0 && order.returned_credit === 0;
  const canClose = order.total_received_quantity > 0 && order.total_received_quantity < order.total_ordered_quantity;
  const open = (next: Action) => {
    setReason('');
    setAction(next);
  };
  return (
    <>
      {canCancel ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => open('cancel')}>
          Cancel order
        </button>
      ) : null}
      {canClose ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => open('close')}>
          Close order
        </button>
      ) : null}
      <ConfirmDialog
        isOpen={action !== null}
        onClose={() => setAction(null)}
        title={action === 'close' ? `Close ${order.order_number}` : `Cancel ${order.order_number}`}
        message={action ? correctionMessage(action, order) : ''}
        details="The order keeps its number and shows as cancelled or closed, with your reason."
        confirmLabel={action === 'close' ? 'Close order' : 'Cancel order'}
        busyLabel={action === 'close' ? 'Closing...' : 'Cancelling...'}
        tone="danger"
        onConfirm={() => {
          const body = { purchaseOrderId: order.purchase_order_id, reason };
          return action === 'close' ? close({ body }) : cancel({ body });
        }}
      >
        <TextField label="Reason" name="reason" value={reason} onChange={setReason} required />
      </ConfirmDialog>
    </>
  );
}
