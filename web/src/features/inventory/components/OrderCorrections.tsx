import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../../../shared/domain/format.ts';
import type { PurchaseOrderDetail } from '../../../../../shared/inventory/purchase-orders.ts';
import type { SalesOrderDetail } from '../../../../../shared/inventory/sales-orders.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { ReasonField, useReason } from '../../../components/ui/ReasonField.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useInvoiceExists } from '../api/invoices.ts';
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
 * Edit (anyone signed in) while nothing is done, paid or returned and there is no invoice; the owner's Cancel (the
 * same) and Close (partly done), each behind a confirmation that says what it does and asks why. Cancel and Close are
 * hidden from staff and once the order has ended (the server refuses them anyway: 403 / 409).
 */
function OrderCorrections({
  order,
  editHref,
  invoiced,
  run,
}: {
  order: CorrectableOrder;
  editHref: string;
  /** Whether the order has an invoice; undefined while that is being checked. */
  invoiced: boolean | undefined;
  run: (action: Action, reason: string) => Promise<unknown>;
}) {
  const { auth } = useAuth();
  const [action, setAction] = useState<Action | null>(null);
  const reason = useReason(M.reasonRequired);
  if (order.status === 'Cancelled' || order.status === 'Closed') return null;
  const untouched = order.done === 0 && order.paid === 0 && order.returnedCredit === 0 && invoiced === false;
  const isOwner = auth.role === 'owner';
  const canCancel = isOwner && untouched;
  const canClose = isOwner && order.done > 0 && order.done < order.ordered;
  const open = (next: Action) => {
    reason.reset();
    setAction(next);
  };
  return (
    <>
      {untouched ? (
        <Link className="btn btn-secondary btn-sm" to={editHref}>
          Edit order
        </Link>
      ) : null}
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
        onConfirm={() => (action && reason.check() ? run(action, reason.value) : false)}
      >
        <ReasonField reason={reason} hint="It shows on the order and in its History." />
      </ConfirmDialog>
    </>
  );
}

export function PurchaseOrderCorrections({ order }: { order: PurchaseOrderDetail }) {
  const cancel = useCancelPurchaseOrder();
  const close = useClosePurchaseOrder();
  const invoice = useInvoiceExists('purchase', order.purchase_order_id);
  return (
    <OrderCorrections
      editHref={paths.inventory.editPurchaseOrder.href(order.purchase_order_id)}
      invoiced={invoice.data?.exists}
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
  const invoice = useInvoiceExists('sales', order.sales_order_id);
  return (
    <OrderCorrections
      editHref={paths.inventory.editSalesOrder.href(order.sales_order_id)}
      invoiced={invoice.data?.exists}
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
