import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePurchaseOrders, useSupplierOptions } from '../api/purchase-orders.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { PurchaseOrderCard } from '../components/PurchaseOrderCard.tsx';
import { PurchaseOrderDetail } from '../components/PurchaseOrderDetail.tsx';
import {
  PURCHASE_STATUSES,
  emptyPurchaseFilter,
  purchaseFilterQuery,
  type PurchaseFilterDraft,
  type PurchaseFilterQuery,
} from '../purchase-order-form.ts';
import '../purchase-orders.css';

/** Calls `onVisible` whenever the sentinel scrolls into view inside the list column (more cards on scroll). */
function useOnVisible(onVisible: () => void, root: RefObject<HTMLElement | null>) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      root: root.current,
      rootMargin: '200px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [root]);
  return ref;
}

/** A picker lists every supplier or warehouse: read on past the first page. */
function useAllPages(list: { hasMore: boolean; loadingMore: boolean; loadMore: () => void }) {
  const { hasMore, loadingMore, loadMore } = list;
  useEffect(() => {
    if (hasMore && !loadingMore) loadMore();
  }, [hasMore, loadingMore, loadMore]);
}

/** /ims/purchase-orders and /ims/purchase-orders/{id} (spec part 2 §2): filters, order cards on the left, the order on the right. */
export function PurchaseOrdersPage() {
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
  const listRef = useRef<HTMLDivElement>(null);
  const sentinel = useOnVisible(orders.loadMore, listRef);
  const rows = orders.data ?? [];
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
        <Link to={paths.inventory.addPurchaseOrder.href()} className="btn btn-primary">
          <PlusIcon size={18} /> Add New
        </Link>
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

      <div className={`po-layout ${id ? 'po-layout-open' : ''}`}>
        <section className="card po-list-card" aria-labelledby="po-list-title">
          <h2 className="card-title po-list-title" id="po-list-title">
            {filtered ? 'Matching Orders' : 'All Orders'}
          </h2>
          {/* the list scrolls on its own (capped height): the region takes focus so the keyboard can scroll it */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="po-list" ref={listRef} tabIndex={0} role="region" aria-label="Purchase order list">
            {orders.isLoading ? (
              <p className="card-loading" role="status">
                Loading purchase orders...
              </p>
            ) : orders.error ? (
              <div className="inline-error">
                <p>Purchase orders could not be loaded.</p>
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => void orders.mutate()}>
                  Try again
                </button>
              </div>
            ) : rows.length === 0 ? (
              <p className="table-empty">No purchase orders found.</p>
            ) : (
              <ul className="po-cards" aria-label="Purchase orders">
                {rows.map((o) => (
                  <li key={o.purchase_order_id}>
                    <PurchaseOrderCard order={o} selected={String(o.purchase_order_id) === id} />
                  </li>
                ))}
              </ul>
            )}
            <div ref={sentinel} className="po-more">
              {orders.hasMore ? (
                <button type="button" className="btn btn-secondary btn-sm" onClick={orders.loadMore} disabled={orders.loadingMore}>
                  {orders.loadingMore ? 'Loading more...' : 'Load more'}
                </button>
              ) : null}
            </div>
          </div>
        </section>
        {id ? (
          <PurchaseOrderDetail key={id} id={id} />
        ) : (
          <section className="card po-detail po-detail-empty">
            <p className="muted">Select an order to see its details, receive its goods, return items or record payments.</p>
          </section>
        )}
      </div>
    </div>
  );
}
