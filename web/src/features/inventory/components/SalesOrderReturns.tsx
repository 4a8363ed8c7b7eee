import type { ReturnableSalesLine, SalesOrderDetail } from '../../../../../shared/inventory/sales-orders.ts';
import { useReturnSalesItems, useSalesReturnables } from '../api/sales-orders.ts';
import { salesReturnBody } from '../sales-order-form.ts';
import { OrderReturns } from './OrderReturns.tsx';

/** Returns tab of a sales order: the delivered units per lot (COGS rows); Good ones go back into their lot, Damaged ones are recorded. */
export function SalesOrderReturns({ order }: { order: SalesOrderDetail }) {
  const returnables = useSalesReturnables(order.sales_order_id);
  const submit = useReturnSalesItems();
  return (
    <div className="so-compact">
      <OrderReturns<ReturnableSalesLine, Parameters<typeof submit>[0]['body']>
        caption={`Return items of ${order.order_number}`}
        hint={`Select what ${order.customer_name} sends back: Good goes back into its lot, Damaged is recorded only; the order is credited.`}
        empty="Nothing of this order has been delivered yet."
        returnables={returnables}
        rowKey={(r) => r.cogs_id}
        name={(r) => r.item_name}
        label={(r) => `${r.item_name} ${r.batch_number} #${r.cogs_id}`}
        sku={(r) => r.item_sku}
        available={(r) => r.available_quantity}
        extraColumns={[
          {
            header: 'Batch / Purchase Order',
            cell: (r) => (
              <span className="po-line-item so-lot-cell">
                <span className="numeric">{r.batch_number}</span>
                {r.order_number ? (
                  <span className="po-line-sku">
                    {r.order_number}
                    {r.supplier_name ? ` · ${r.supplier_name}` : ''}
                  </span>
                ) : null}
              </span>
            ),
          },
        ]}
        check={(selection, rows) => salesReturnBody(order.sales_order_id, selection, rows)}
        submit={(body) => submit({ body })}
      />
    </div>
  );
}
