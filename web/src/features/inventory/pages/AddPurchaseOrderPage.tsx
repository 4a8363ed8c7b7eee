import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatCents } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { ComboBox, type ComboBoxItem } from '../../../components/ui/ComboBox.tsx';
import { CloseIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { FormMessage } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAddPurchaseOrder, useSupplierOptions } from '../api/purchase-orders.ts';
import { useProductSearch } from '../api/receiving.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import {
  draftTotals,
  lineProblems,
  newOrderLine,
  parsePercent,
  pickOrderItem,
  priceCents,
  purchaseOrderBody,
  type OrderItemOption,
  type OrderLineDraft,
} from '../purchase-order-form.ts';
import '../purchase-orders.css';

interface LineProps {
  line: OrderLineDraft;
  index: number;
  totalCents: number;
  /** Show the line's problems (after a first submit, or once the user typed in it). */
  onPick: (item: OrderItemOption | null) => boolean;
  onChange: (patch: Partial<OrderLineDraft>) => void;
  onRemove: () => void;
  pickProblem: string | null;
}

/** One editable line: the item picker (name or SKU, the server's search), read-only unit price, quantity, discount, line total. */
function OrderLine({ line, index, totalCents, onPick, onChange, onRemove, pickProblem }: LineProps) {
  const [search, setSearch] = useState('');
  const results = useProductSearch(search);
  const found = new Map<string, OrderItemOption>();
  for (const p of [...(line.item ? [line.item] : []), ...(results.data ?? [])])
    if (!found.has(p.id)) found.set(p.id, { id: p.id, name: p.name, sku: p.sku, purchase_price: p.purchase_price });
  const options: ComboBoxItem[] = [...found.values()].map((p) => ({
    id: p.id,
    label: `${p.name} (${p.sku})`,
    description: `Purchase price ${formatCents(priceCents(p.purchase_price))}`,
  }));
  const problems = lineProblems(line);
  const n = index + 1;
  return (
    <li className="po-add-line" aria-label={`Line ${n}`}>
      <ComboBox
        label={`Item ${n}`}
        className="po-add-item"
        placeholder="Search by name or SKU"
        items={options}
        selectedKey={line.item?.id ?? null}
        onSelectionChange={(id) => {
          if (id === (line.item?.id ?? null)) return;
          onPick(id ? (found.get(id) ?? null) : null);
        }}
        onInputChange={setSearch}
        loading={results.isLoading}
        emptyText="No items match"
        errorMessage={pickProblem ?? undefined}
      />
      <div className="field po-add-price">
        <label className="field-label" htmlFor={`${line.key}-price`}>
          Unit Price
        </label>
        <input
          id={`${line.key}-price`}
          className="input numeric"
          readOnly
          value={line.item ? formatCents(priceCents(line.item.purchase_price)) : '-'}
        />
      </div>
      <div className="field po-add-qty">
        <label className="field-label" htmlFor={`${line.key}-qty`}>
          Quantity
        </label>
        <input
          id={`${line.key}-qty`}
          className="input numeric"
          inputMode="numeric"
          autoComplete="off"
          value={line.quantity}
          aria-invalid={problems.quantity ? true : undefined}
          aria-describedby={problems.quantity ? `${line.key}-qty-error` : undefined}
          onChange={(e) => onChange({ quantity: e.target.value })}
        />
        {problems.quantity ? (
          <span className="field-error" id={`${line.key}-qty-error`}>
            {problems.quantity}
          </span>
        ) : null}
      </div>
      <div className="field po-add-discount">
        <label className="field-label" htmlFor={`${line.key}-discount`}>
          Discount %
        </label>
        <input
          id={`${line.key}-discount`}
          className="input numeric"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={line.discount}
          aria-invalid={problems.discount ? true : undefined}
          aria-describedby={problems.discount ? `${line.key}-discount-error` : undefined}
          onChange={(e) => onChange({ discount: e.target.value })}
        />
        {problems.discount ? (
          <span className="field-error" id={`${line.key}-discount-error`}>
            {problems.discount}
          </span>
        ) : null}
      </div>
      <div className="field po-add-total">
        <span className="field-label">Line Total</span>
        <output className="po-add-total-value numeric" aria-label={`Line ${n} total`}>
          {formatCents(totalCents)}
        </output>
      </div>
      <button type="button" className="icon-button po-add-remove" aria-label={`Remove line ${n}`} onClick={onRemove}>
        <CloseIcon size={18} />
      </button>
    </li>
  );
}

/** A picker lists every supplier or warehouse: read on past the first page. */
function useAllPages(list: { hasMore: boolean; loadingMore: boolean; loadMore: () => void }) {
  const { hasMore, loadingMore, loadMore } = list;
  useEffect(() => {
    if (hasMore && !loadingMore) loadMore();
  }, [hasMore, loadingMore, loadMore]);
}

/** /ims/add-purchase-order (spec part 2 §2, §5 "Add purchase order"): supplier, warehouse, lines, discount, totals. */
export function AddPurchaseOrderPage() {
  useDocumentTitle('Create Purchase Order');
  const navigate = useNavigate();
  const suppliers = useSupplierOptions();
  const warehouses = useWarehouseOptions();
  useAllPages(suppliers);
  useAllPages(warehouses);
  const [supplierId, setSupplierId] = useState('');
  const [warehouseId, setWarehouseId] = useState('');
  const [discount, setDiscount] = useState('');
  const [lines, setLines] = useState<OrderLineDraft[]>(() => [newOrderLine()]);
  const [pickProblems, setPickProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const addOrder = useAddPurchaseOrder();

  const totals = draftTotals(lines, discount);
  const discountBad = parsePercent(discount) === null;

  const changeLine = (index: number, patch: Partial<OrderLineDraft>) => {
    setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)));
    setProblem(null);
  };

  function pick(index: number, item: OrderItemOption | null): boolean {
    const key = lines[index].key;
    const result = pickOrderItem(lines, index, item);
    if (!result.ok) {
      setPickProblems((p) => ({ ...p, [key]: result.message }));
      notify.error(result.message);
      return false;
    }
    setPickProblems((p) => {
      const next = { ...p };
      delete next[key];
      return next;
    });
    setLines(result.lines);
    setProblem(null);
    return true;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const checked = purchaseOrderBody({ supplierId, warehouseId, discount, lines });
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setSaving(true);
    try {
      const res = await addOrder({ body: checked.value });
      notify.success(res?.message || M.purchaseOrderAdded);
      void navigate(paths.inventory.purchaseOrders.href());
    } catch {
      // the API client toasted the server's message or "Failed to add purchase order"
      setSaving(false);
    }
  }

  return (
    <div className="page po-add-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Create Purchase Order</h1>
          <p className="page-subtitle">Unit prices come from each item&apos;s purchase price.</p>
        </div>
      </header>
      <form className="card po-add-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="New purchase order">
        <div className="po-add-head">
          <SelectField
            label="Supplier"
            name="supplier"
            value={supplierId}
            onChange={(v) => {
              setSupplierId(v);
              setProblem(null);
            }}
            placeholder={suppliers.data?.length === 0 ? 'No suppliers yet' : 'Select a supplier'}
            options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
          <SelectField
            label="Warehouse"
            name="warehouse"
            value={warehouseId}
            onChange={(v) => {
              setWarehouseId(v);
              setProblem(null);
            }}
            placeholder={warehouses.data?.length === 0 ? 'No warehouses yet' : 'Select a warehouse'}
            options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
          />
        </div>

        <h2 className="card-title po-add-lines-title">Items</h2>
        {lines.length === 0 ? <p className="muted">No lines yet: add one to choose an item.</p> : null}
        <ol className="po-add-lines" aria-label="Order lines">
          {lines.map((line, index) => (
            <OrderLine
              key={line.key}
              line={line}
              index={index}
              totalCents={totals.lineTotalsCents[index] ?? 0}
              pickProblem={pickProblems[line.key] ?? null}
              onPick={(item) => pick(index, item)}
              onChange={(patch) => changeLine(index, patch)}
              onRemove={() => {
                setLines((all) => all.filter((_, i) => i !== index));
                setProblem(null);
              }}
            />
          ))}
        </ol>
        <div className="button-row">
          <button type="button" className="btn btn-secondary" onClick={() => setLines((all) => [...all, newOrderLine()])}>
            <PlusIcon size={18} /> Add Line
          </button>
        </div>

        <div className="po-add-summary">
          <div className="field po-add-overall">
            <label className="field-label" htmlFor="po-overall-discount">
              Overall Discount %
            </label>
            <input
              id="po-overall-discount"
              className="input numeric"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              value={discount}
              aria-invalid={discountBad ? true : undefined}
              aria-describedby={discountBad ? 'po-overall-discount-error' : undefined}
              onChange={(e) => {
                setDiscount(e.target.value);
                setProblem(null);
              }}
            />
            {discountBad ? (
              <span className="field-error" id="po-overall-discount-error">
                {M.orderDiscountInvalid}
              </span>
            ) : null}
          </div>
          <dl className="po-add-totals">
            <div>
              <dt>Sub Total</dt>
              <dd className="numeric">{formatCents(totals.subtotalCents)}</dd>
            </div>
            <div className="po-add-grand">
              <dt>Total</dt>
              <dd className="numeric">{formatCents(totals.totalCents)}</dd>
            </div>
          </dl>
        </div>
        <FormMessage message={problem} />
        <div className="button-row po-actions">
          <button type="submit" className="btn btn-primary" aria-disabled={saving}>
            {saving ? 'Creating...' : 'Create Purchase Order'}
          </button>
        </div>
      </form>
    </div>
  );
}
