import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatMoney } from '../../../../../shared/domain/format.ts';
import type { PurchaseOrderDetail } from '../../../../../shared/inventory/purchase-orders.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDeleteDraftOrder, usePlacePurchaseOrder } from '../api/replenishment.ts';

/** What placing a draft does, in the confirmation's words. */
export function placeMessage(
  order: Pick<PurchaseOrderDetail, 'order_number' | 'total_ordered_quantity' | 'total_amount' | 'supplier_name' | 'warehouse_name'>,
) {
  const units = `${order.total_ordered_quantity} ${order.total_ordered_quantity === 1 ? 'unit' : 'units'}`;
  return `Place ${order.order_number}? ${units} become to receive at ${order.warehouse_name} and ${formatMoney(order.total_amount)} is owed to ${order.supplier_name}.`;
}

/**
 * A draft's actions (AUTOMATION.md "Replenishment"): Place order (anyone signed in), Edit draft (its lines, on the edit
 * page), Delete draft (the owner, as every delete). Each asks for confirmation saying what it does.
 */
export function DraftOrderActions({ order }: { order: PurchaseOrderDetail }) {
  const isOwner = useAuth().auth.role === 'owner';
  const navigate = useNavigate();
  const place = usePlacePurchaseOrder();
  const remove = useDeleteDraftOrder();
  const [action, setAction] = useState<'place' | 'delete' | null>(null);
  return (
    <>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => setAction('place')}>
        Place order
      </button>
      <Link className="btn btn-secondary btn-sm" to={paths.inventory.editPurchaseOrder.href(order.purchase_order_id)}>
        Edit draft
      </Link>
      {isOwner ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAction('delete')}>
          Delete draft
        </button>
      ) : null}
      <ConfirmDialog
        isOpen={action !== null}
        onClose={() => setAction(null)}
        title={action === 'delete' ? `Delete ${order.order_number}` : `Place ${order.order_number}`}
        message={
          action === 'delete' ? `Delete the draft ${order.order_number}? Its lines are removed; nothing else changes.` : placeMessage(order)
        }
        details={
          action === 'delete'
            ? 'Its number is not reused. Create draft orders makes a new draft for this supplier and warehouse.'
            : 'The order keeps its number, prices and order date; it then shows under To Receive and in what is owed.'
        }
        confirmLabel={action === 'delete' ? 'Delete draft' : 'Place order'}
        busyLabel={action === 'delete' ? 'Deleting...' : 'Placing...'}
        tone={action === 'delete' ? 'danger' : 'default'}
        onConfirm={async () => {
          if (action === 'delete') {
            const res = await remove({ query: { id: order.purchase_order_id } });
            notify.success(res.message);
            navigate(paths.inventory.purchaseOrders.href());
          } else {
            const res = await place({ body: { purchaseOrderId: order.purchase_order_id } });
            notify.success(`${res.message}: ${res.order_number}`);
          }
        }}
      />
    </>
  );
}
