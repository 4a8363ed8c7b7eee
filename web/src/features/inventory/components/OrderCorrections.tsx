import { useState } from 'react';
import { formatMoney } from '../../../../../shared/domain/format.ts';
import type { PurchaseOrderDetail } from '../../../../../shared/inventory/purchase-orders.ts';
import type { SalesOrderDetail } from '../../../../../shared/inventory/sales-orders.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useCancelPurchaseOrder, useClosePurchaseOrder } from '../api/purchase-orders.ts';
import { useCancelSalesOrder, useCloseSalesOrder } from '../api/sales-orders.ts';

type Action = 'cancel' | 'close';

/** What a correction needs to know of an order, purchase or sales. */
export interface CorrectableOrder {
  number: string;
  partner: string;
  /** 'receive' for purchases, 'ship' for sales. */
  verb: 'receive' | 'ship';
  ordered: number;
  done: number;
  paid: number;
  returnedCredit: number;
  amountDue: number;
  status: string;
}

/** What a cancel or close will do, in the words of the confirmation (CORRECTIONS.md: "Cancel PO-00012? The 40 units…"). */
export function correctionMessage(action: Action, o: CorrectableOrder): string {
  const left = o.ordered - o.done;
  const units = `${left} ${left === 1 ? 'unit' : 'units'} to ${o.verb}`;
  const owed = o.verb === 'receive' ? `owed to ${o.partner}` : `owed by ${o.partner}`;
  if (action === 'cancel') return `Cancel ${o.number}? The ${units} and the ${formatMoney(o.amountDue)} ${owed} are removed.`;
  return `Close ${o.number}? The ${units} will not ${o.verb === 'receive' ? 'come' : 'go'}: the order keeps the ${o.done} ${o.verb === 'receive' ? 'received' : 'delivered'} and what is ${owed} drops to match.`;
}

/**
 * The owner's Cancel (nothing done, paid or returned) and Close (partly done) of an order, each behind a
 * confirmation that says what it does and asks why. Hidden from staff and once the order has ended; an invoiced
 * order's cancel is refused by the server (its 409 shows as the toast).
 */
function OrderCorrections({ order, run }: { order: CorrectableOrder; run: (action: Action, reason: string) => Promise<unknown> }) {
  const { auth } = useAuth();
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  if (auth.role !== 'admin' || order.status === 'Cancelled' || order.status === 'Closed') return null;
  const canCancel = order.done === 0 && order.paid === 0 && order.returnedCredit === 0;
  const canClose = order.done > 0 && order.done < order.ordered;
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
        title={action === 'close' ? `Close ${order.number}` : `Cancel ${order.number}`}
        message={action ? correctionMessage(action, order) : ''}
        details="The order keeps its number and shows as cancelled or closed, with your reason."
        confirmLabel={action === 'close' ? 'Close order' : 'Cancel order'}
        busyLabel={action === 'close' ? 'Closing...' : 'Cancelling...'}
        tone="danger"
        onConfirm={() => (action ? run(action, reason) : undefined)}
      >
        <TextField label="Reason" name="reason" value={reason} onChange={setReason} required />
      </ConfirmDialog>
    </>
  );
}

export function PurchaseOrderCorrections({ order }: { order: PurchaseOrderDetail }) {
  const cancel = useCancelPurchaseOrder();
  const close = useClosePurchaseOrder();
  return (
    <OrderCorrections
      order={{
        number: order.order_number,
        partner: order.supplier_name,
        verb: 'receive',
        ordered: order.total_ordered_quantity,
        done: order.total_received_quantity,
        paid: order.paid,
        returnedCredit: order.returned_credit,
        amountDue: order.amount_due,
        status: order.status,
      }}
      run={(action, reason) => {
        const body = { purchaseOrderId: order.purchase_order_id, reason };
        return action === 'close' ? close({ body }) : cancel({ body });
      }}
    />
  );
}

export function SalesOrderCorrections({ order }: { order: SalesOrderDetail }) {
  const cancel = useCancelSalesOrder();
  const close = useCloseSalesOrder();
  return (
    <OrderCorrections
      order={{
        number: order.order_number,
        partner: order.customer_name,
        verb: 'ship',
        ordered: order.total_ordered_quantity,
        done: order.total_delivered_quantity,
        paid: order.paid,
        returnedCredit: order.returned_credit,
        amountDue: order.amount_due,
        status: order.status,
      }}
      run={(action, reason) => {
        const body = { salesOrderId: order.sales_order_id, reason };
        return action === 'close' ? close({ body }) : cancel({ body });
      }}
    />
  );
}
