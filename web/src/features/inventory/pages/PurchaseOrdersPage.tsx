import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDate, formatMoney, plural } from '../../../../../shared/domain/format.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { allPurchaseOrders } from '../api/exports.ts';
import { usePurchaseOrders, useSupplierOptions } from '../api/purchase-orders.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { OrderCard, paymentBar } from '../components/OrderCard.tsx';
import { OrderListLayout } from '../components/OrderListLayout.tsx';
import { PurchaseOrderDetail } from '../components/PurchaseOrderDetail.tsx';
import { purchaseOrderExportColumns } from '../export-columns.ts';
import {
  PURCHASE_STATUSES,
  emptyPurchaseFilter,
  purchaseFilterQuery,
  type PurchaseFilterDraft,
  type PurchaseFilterQuery,
} from '../purchase-order-form.ts';
import '../purchase-orders.css';
import { useAllPages } from '../use-all-pages.ts';
import { usePowers } from '../../../lib/powers.ts';

/** /ims/purchase-orders and /ims/purchase-orders/{id} (spec part 2 §2): filters, order cards on the left, the order on the right. */
export function PurchaseOrdersPage() {
  const { can } = usePowers();
  const { id } = useParams();
  useDocumentTitle('Purchase Orders');
  const [draft, setDraft] = useState<PurchaseFilterDraft>(emptyPurchaseFilter);
  const [applied, setApplied] = useState<PurchaseFilterQuery>({});
  const [problem, setProblem] = useState<string | null>(null);
  const orders = usePurchaseOrders(applied);
  const suppliers = useSupplierOptions();
  const warehouses = useWarehouseOptions();
  useAllPages(suppliers);
  useAllPages(warehouses);
  const filtered = Object.keys(applied).length > 0;

  const set = (patch: Partial<PurchaseFilterDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };

  function onApply(event: FormEvent) {
    event.preventDefault();
    const checked = purchaseFilterQuery(draft);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setApplied(checked.value);
  }

  function onClear() {
    setDraft(emptyPurchaseFilter);
    setApplied({});
    setProblem(null);
  }

  return (
    <div className="page po-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Purchase Orders</h1>
          <p className="page-subtitle">Order from your suppliers, receive the goods, return what you must and pay.</p>
        </div>
        <div className="button-row">
          {/* the orders the applied filters select, every page of them */}
          <ExportCsvButton
            title="Purchase Orders"
            columns={purchaseOrderExportColumns}
            load={(onPage) => allPurchaseOrders(applied, onPage)}
          />
          {can('inventory.order.write') ? (
            <Link to={paths.inventory.addPurchaseOrder.href()} className="btn btn-primary">
              <PlusIcon size={18} /> Add New
            </Link>
          ) : null}
        </div>
      </header>

      <form className="card po-filters" aria-label="Filter purchase orders" noValidate onSubmit={onApply}>
        <TextField
          label="Order Number"
          name="orderNumber"
          placeholder="PO-00012"
          autoComplete="off"
          value={draft.orderNumber}
          onChange={(v) => set({ orderNumber: v })}
        />
        <SelectField
          label="Supplier"
          name="supplier"
          value={draft.supplierId}
          onChange={(v) => set({ supplierId: v })}
          placeholder="All Suppliers"
          options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <SelectField
          label="Warehouse"
          name="warehouse"
          value={draft.warehouseId}
          onChange={(v) => set({ warehouseId: v })}
          placeholder="All Warehouses"
          options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
        />
        <SelectField
          label="Status"
          name="status"
          value={draft.status}
          onChange={(v) => set({ status: v })}
          placeholder="All Statuses"
          options={PURCHASE_STATUSES}
        />
        <div className="po-filter-actions">
          <button type="submit" className="btn btn-primary">
            Apply Filters
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={onClear}
            disabled={!filtered && !problem && Object.values(draft).every((v) => v.trim() === '')}
          >
            Clear
          </button>
        </div>
        <div className="po-filter-message">
          <FormMessage message={problem} />
        </div>
      </form>

      <OrderListLayout
        title={filtered ? 'Matching Orders' : 'All Orders'}
        label="Purchase orders"
        regionLabel="Purchase order list"
        orders={orders}
        rowKey={(o) => o.purchase_order_id}
        empty="No purchase orders found."
        detail={id ? <PurchaseOrderDetail key={id} id={id} /> : null}
        openKey={id}
        placeholder="Select an order to see its details, receive its goods, return items or record payments."
        card={(o) => (
          <OrderCard
            href={paths.inventory.purchaseOrder.href(o.purchase_order_id)}
            selected={String(o.purchase_order_id) === id}
            number={o.order_number}
            date={formatDate(o.order_date || o.created_at)}
            party={`(${o.supplier_name})`}
            meta={`${plural(o.total_items, 'item')} · ${o.warehouse_name}`}
            bars={[
              {
                label: o.status,
                done: o.total_received_quantity,
                total: o.total_ordered_quantity,
                text: `${o.total_received_quantity}/${o.total_ordered_quantity}`,
              },
              paymentBar(o, formatMoney),
            ]}
          />
        )}
      />
    </div>
  );
}
