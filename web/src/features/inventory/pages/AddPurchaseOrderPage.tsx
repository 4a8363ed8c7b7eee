import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatCents } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { FormMessage } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAddPurchaseOrder, useSupplierOptions } from '../api/purchase-orders.ts';
import { useProductSearch } from '../api/receiving.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { OrderLineRow, OrderTotalsSummary, PartySelect } from '../components/OrderLineEditor.tsx';
import { parsePercent, priceCents } from '../order-form.ts';
import {
  draftTotals,
  lineProblems,
  newOrderLine,
  pickOrderItem,
  purchaseOrderBody,
  type OrderItemOption,
  type OrderLineDraft,
} from '../purchase-order-form.ts';
import '../purchase-orders.css';
import { useAllPages } from '../use-all-pages.ts';

interface LineProps {
  line: OrderLineDraft;
  index: number;
  totalCents: number;
  onPick: (item: OrderItemOption | null) => boolean;
  onChange: (patch: Partial<OrderLineDraft>) => void;
  onRemove: () => void;
  pickProblem: string | null;
}

/** One line: its item picker searches the catalogue on the server (name or SKU); the unit price is the purchase price. */
function PurchaseLine({ line, index, totalCents, onPick, onChange, onRemove, pickProblem }: LineProps) {
  const [search, setSearch] = useState('');
  const results = useProductSearch(search);
  const found = new Map<string, OrderItemOption>();
  for (const p of [...(line.item ? [line.item] : []), ...(results.data ?? [])])
    if (!found.has(p.id)) found.set(p.id, { id: p.id, name: p.name, sku: p.sku, purchase_price: p.purchase_price });
  return (
    <OrderLineRow
      lineKey={line.key}
      index={index}
      items={[...found.values()].map((p) => ({
        id: p.id,
        label: `${p.name} (${p.sku})`,
        description: `Purchase price ${formatCents(priceCents(p.purchase_price))}`,
      }))}
      selectedKey={line.item?.id ?? null}
      onPick={(id) => onPick(id ? (found.get(id) ?? null) : null)}
      onSearch={setSearch}
      loading={results.isLoading}
      pickProblem={pickProblem}
      pickerPlaceholder="Search by name or SKU"
      emptyText="No items match"
      unitPrice={line.item ? formatCents(priceCents(line.item.purchase_price)) : '-'}
      quantity={line.quantity}
      discount={line.discount}
      problems={lineProblems(line)}
      totalCents={totalCents}
      onChange={onChange}
      onRemove={onRemove}
    />
  );
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
          <PartySelect
            label="Supplier"
            value={supplierId}
            onChange={(v) => {
              setSupplierId(v);
              setProblem(null);
            }}
            list={suppliers.data}
            noun="supplier"
          />
          <PartySelect
            label="Warehouse"
            value={warehouseId}
            onChange={(v) => {
              setWarehouseId(v);
              setProblem(null);
            }}
            list={warehouses.data}
            noun="warehouse"
          />
        </div>

        <h2 className="card-title po-add-lines-title">Items</h2>
        {lines.length === 0 ? <p className="muted">No lines yet: add one to choose an item.</p> : null}
        <ol className="po-add-lines" aria-label="Order lines">
          {lines.map((line, index) => (
            <PurchaseLine
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

        <OrderTotalsSummary
          discount={discount}
          onDiscount={(v) => {
            setDiscount(v);
            setProblem(null);
          }}
          discountProblem={discountBad ? M.orderDiscountInvalid : null}
          subtotalCents={totals.subtotalCents}
          totalCents={totals.totalCents}
        />
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
