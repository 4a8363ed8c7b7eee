import type { PurchaseOrderDetail, ReturnablePurchaseItem } from '../../../../../shared/inventory/purchase-orders.ts';
import { usePurchaseReturnables, useReturnPurchaseItems } from '../api/purchase-orders.ts';
import { returnBody } from '../purchase-order-form.ts';
import { OrderReturns } from './OrderReturns.tsx';

/** Returns tab of a purchase order: the lines with units on hand go back to the supplier, and the order is credited. */
export function PurchaseOrderReturns({ order }: { order: PurchaseOrderDetail }) {
  const returnables = usePurchaseReturnables(order.purchase_order_id);
  const submit = useReturnPurchaseItems();
  return (
    <OrderReturns<ReturnablePurchaseItem, Parameters<typeof submit>[0]['body']>
      caption={`Return items of ${order.order_number}`}
      hint={`Select the lines to send back to ${order.supplier_name}; the order is credited.`}
      empty="Nothing of this order is on hand to return."
      returnables={returnables}
      rowKey={(r) => r.purchase_order_item_id}
      name={(r) => r.item_name}
      sku={(r) => r.sku}
      available={(r) => r.available_for_return}
      check={(selection, rows) => returnBody(order.purchase_order_id, selection, rows)}
      submit={(body) => submit({ body })}
    />
  );
}
