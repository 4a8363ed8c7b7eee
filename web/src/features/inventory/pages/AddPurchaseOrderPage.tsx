import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatCents } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { AddPurchaseOrderInput, PurchaseOrderDetail } from '../../../../../shared/inventory/purchase-orders.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { StaleEditNotice, TypedMark } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useInvoiceExists } from '../api/invoices.ts';
import {
  fetchPurchaseOrder,
  useAddPurchaseOrder,
  usePurchaseOrder,
  useSupplierOptions,
  useUpdatePurchaseOrder,
} from '../api/purchase-orders.ts';
import { useProductSearch } from '../api/receiving.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { useItemScanner } from '../components/ItemScanner.tsx';
import { OrderLineRow, OrderTotalsSummary, PartySelect } from '../components/OrderLineEditor.tsx';
import { scanIntoLines } from '../scan-items.ts';
import { linesSummary, orderEditable, orderEditMessage, parsePercent, priceCents } from '../order-form.ts';
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
import '../components/print-labels.css';
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
  return <PurchaseOrderForm />;
}

/** /ims/purchase-orders/{id}/edit (CORRECTIONS.md): the order form prefilled, while the order can still be edited. */
export function EditPurchaseOrderPage() {
  const { id } = useParams();
  useDocumentTitle('Edit Purchase Order');
  const order = usePurchaseOrder(id);
  const invoice = useInvoiceExists('purchase', order.data?.purchase_order_id ?? null);
  return (
    <div className="page po-add-page">
      <QueryState query={order} errorText={M.purchaseOrderNotFound}>
        {(data) =>
          !invoice.data ? (
            <p className="muted">Checking the order...</p>
          ) : orderEditable(data, invoice.data.exists) ? (
            // keyed by the order, not its version: a refetch (another tab's save) never replaces what is typed
            <PurchaseOrderForm key={data.purchase_order_id} opened={data} />
          ) : (
            <div className="card">
              <p>
                {M.orderLocked}: {data.order_number} has been received, paid, invoiced or cancelled.
              </p>
              <Link to={paths.inventory.purchaseOrder.href(data.purchase_order_id)}>Back to {data.order_number}</Link>
            </div>
          )
        }
      </QueryState>
    </div>
  );
}

/** An order's lines as the form edits them: each kept line priced as ordered (the server keeps that price). */
const linesOf = (order: PurchaseOrderDetail): OrderLineDraft[] =>
  order.items.map((l) => ({
    ...newOrderLine(),
    item: { id: l.item_id, name: l.item_name, sku: l.sku, purchase_price: l.unit_price },
    quantity: String(l.quantity),
    discount: l.discount ? String(l.discount) : '',
  }));

/** What the edit form holds, in words, compared with the saved order after a Reload. */
const orderFormOf = (order: PurchaseOrderDetail | undefined) => ({
  supplierId: order?.supplier_id ?? '',
  warehouseId: order?.warehouse_id ?? '',
  discount: order?.discount ? String(order.discount) : '',
  lines: order ? linesSummary(linesOf(order)) : '',
});

/** The create form, or the edit form of the order it `opened` on (prefilled; saving asks first, saying what changes). */
function PurchaseOrderForm({ opened }: { opened?: PurchaseOrderDetail }) {
  const navigate = useNavigate();
  // the order the form edits: the one it opened on, or the one a Reload fetched after a stale save
  const edit = useStaleEdit(opened, orderFormOf, async () => (opened ? fetchPurchaseOrder(String(opened.purchase_order_id)) : undefined));
  const editing = edit.base;
  const suppliers = useSupplierOptions();
  const warehouses = useWarehouseOptions();
  useAllPages(suppliers);
  useAllPages(warehouses);
  const [supplierId, setSupplierId] = useState(editing?.supplier_id ?? '');
  const [warehouseId, setWarehouseId] = useState(editing?.warehouse_id ?? '');
  const [discount, setDiscount] = useState(editing?.discount ? String(editing.discount) : '');
  const [lines, setLines] = useState<OrderLineDraft[]>(() => (editing ? linesOf(editing) : [newOrderLine()]));
  const [pickProblems, setPickProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<AddPurchaseOrderInput | null>(null);
  // the lines as typed before a Reload, so Use mine can put them back
  const [typedLines, setTypedLines] = useState<OrderLineDraft[]>([]);
  const typedValues = { supplierId, warehouseId, discount, lines: linesSummary(lines) };
  const showLatest = (latest: ReturnType<typeof orderFormOf>, order: PurchaseOrderDetail | undefined) => {
    setTypedLines(lines);
    setSupplierId(latest.supplierId);
    setWarehouseId(latest.warehouseId);
    setDiscount(latest.discount);
    if (order) setLines(linesOf(order));
    setPickProblems({});
    setProblem(null);
  };
  const addOrder = useAddPurchaseOrder();
  const updateOrder = useUpdatePurchaseOrder();

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

  // a scan adds 1 to its item's line, or puts the item on the first empty line or a new one
  const scanner = useItemScanner((item) => {
    const scanned = scanIntoLines(
      lines,
      { id: item.id, name: item.name, sku: item.sku, purchase_price: item.purchase_price },
      newOrderLine,
    );
    setLines(scanned.lines);
    setProblem(null);
    return `${item.name}: ${scanned.quantity} on the order`;
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const checked = purchaseOrderBody({ supplierId, warehouseId, discount, lines });
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    if (editing) return setConfirming(checked.value);
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

  async function saveEdit(body: AddPurchaseOrderInput) {
    if (!editing) return;
    const res = await updateOrder({ body: { purchaseOrderId: editing.purchase_order_id, version: editing.version, ...body } });
    notify.success(res?.message || M.purchaseOrderUpdated);
    void navigate(paths.inventory.purchaseOrder.href(editing.purchase_order_id));
  }

  const nameOf = (list: { data?: { id: string; name: string }[] }, id: string) => list.data?.find((x) => x.id === id)?.name ?? '';
  const editMessage =
    editing && confirming
      ? orderEditMessage(
          { number: editing.order_number, partnerLabel: 'Supplier', owed: 'owed to' },
          {
            partner: editing.supplier_name,
            warehouse: editing.warehouse_name,
            lines: editing.items.length,
            units: editing.total_ordered_quantity,
            totalCents: priceCents(editing.total_amount),
          },
          {
            partner: nameOf(suppliers, confirming.supplierId) || editing.supplier_name,
            warehouse: nameOf(warehouses, confirming.warehouseId) || editing.warehouse_name,
            lines: confirming.orderItems.length,
            units: confirming.orderItems.reduce((n, l) => n + l.quantity, 0),
            totalCents: totals.totalCents,
          },
        )
      : '';

  const title = editing ? `Edit ${editing.order_number}` : 'Create Purchase Order';
  return (
    <div className="page po-add-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">
            {editing
              ? 'Lines already on the order keep the price they were ordered at; new items take their purchase price.'
              : "Unit prices come from each item's purchase price."}
          </p>
        </div>
      </header>
      <form
        className="card po-add-form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label={editing ? `Edit ${editing.order_number}` : 'New purchase order'}
      >
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
            hint={editing?.status === 'Draft' ? 'A draft keeps its supplier and warehouse.' : undefined}
          />
          <TypedMark
            typed={edit.typedOf('supplierId')}
            shown={nameOf(suppliers, edit.typedOf('supplierId') ?? '')}
            value={supplierId}
            onUse={() => setSupplierId(edit.typedOf('supplierId') ?? supplierId)}
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
          <TypedMark
            typed={edit.typedOf('warehouseId')}
            shown={nameOf(warehouses, edit.typedOf('warehouseId') ?? '')}
            value={warehouseId}
            onUse={() => setWarehouseId(edit.typedOf('warehouseId') ?? warehouseId)}
          />
        </div>

        <div className="scan-beside">
          <h2 className="card-title po-add-lines-title">Items</h2>
          {scanner.scanButton()}
        </div>
        {scanner.extras}
        {lines.length === 0 ? <p className="muted">No lines yet: add one to choose an item.</p> : null}
        <ol className="po-add-lines" aria-label="Order lines" {...scanner.wedge}>
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
        <TypedMark typed={edit.typedOf('lines')} value={linesSummary(lines)} onUse={() => setLines(typedLines)} />
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
        <TypedMark typed={edit.typedOf('discount')} value={discount} onUse={() => setDiscount(edit.typedOf('discount') ?? discount)} />
        <StaleEditNotice edit={edit} values={typedValues} show={showLatest} />
        <FormMessage message={problem} />
        <div className="button-row po-actions">
          {editing ? (
            <Link className="btn btn-secondary" to={paths.inventory.purchaseOrder.href(editing.purchase_order_id)}>
              Discard changes
            </Link>
          ) : null}
          <button type="submit" className="btn btn-primary" aria-disabled={saving}>
            {editing ? 'Save changes' : saving ? 'Creating...' : 'Create Purchase Order'}
          </button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        title={title}
        message={editMessage}
        details="The order keeps its number; its history shows what it was before."
        confirmLabel="Save changes"
        busyLabel="Saving..."
        onStale={(err) => {
          edit.refused(err);
          setConfirming(null);
        }}
        onConfirm={() => (confirming ? saveEdit(confirming) : undefined)}
      />
    </div>
  );
}
