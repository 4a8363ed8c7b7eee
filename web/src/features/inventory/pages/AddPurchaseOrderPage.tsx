import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatCents } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { AddPurchaseOrderInput, PurchaseOrderDetail } from '../../../../../shared/inventory/purchase-orders.ts';
import { StaleEditNotice, TypedMark } from '../../../components/ui/StaleEditNotice.tsx';
import { paths } from '../../../config/paths.ts';
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
import { OrderEditPage } from '../components/OrderEditPage.tsx';
import { OrderFormPage, OrderLinesEditor, PartyField } from '../components/OrderFormPage.tsx';
import { OrderLineRow, OrderTotalsSummary } from '../components/OrderLineEditor.tsx';
import { orderDraftFormOf, useOrderDraft } from '../components/use-order-draft.ts';
import { scanIntoLines } from '../scan-items.ts';
import { linesSummary, orderEditable, parsePercent, priceCents } from '../order-form.ts';
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
  const order = usePurchaseOrder(id);
  const invoice = useInvoiceExists('purchase', order.data?.purchase_order_id ?? null);
  return (
    <OrderEditPage
      title="Edit Purchase Order"
      query={order}
      errorText={M.purchaseOrderNotFound}
      editable={(data) => (invoice.data ? orderEditable(data, invoice.data.exists) : null)}
      locked={(data) => `${M.orderLocked}: ${data.order_number} has been received, paid, invoiced or cancelled.`}
      back={(data) => ({ href: paths.inventory.purchaseOrder.href(data.purchase_order_id), number: data.order_number })}
    >
      {/* keyed by the order, not its version: a refetch (another tab's save) never replaces what is typed */}
      {(data) => <PurchaseOrderForm key={data.purchase_order_id} opened={data} />}
    </OrderEditPage>
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
const orderFormOf = orderDraftFormOf((order: PurchaseOrderDetail) => order.supplier_id, linesOf);

/** The create form, or the edit form of the order it `opened` on (prefilled; saving asks first, saying what changes). */
function PurchaseOrderForm({ opened }: { opened?: PurchaseOrderDetail }) {
  const addOrder = useAddPurchaseOrder();
  const updateOrder = useUpdatePurchaseOrder();
  // the order the form edits: the one it opened on, or the one a Reload fetched after a stale save
  const edit = useStaleEdit(opened, orderFormOf, async () => (opened ? fetchPurchaseOrder(String(opened.purchase_order_id)) : undefined));
  const draft = useOrderDraft({
    edit,
    partyOf: (order) => order.supplier_id,
    linesOf,
    newLine: newOrderLine,
    // a refusal: the API client toasted the server's message or "Failed to add purchase order"
    create: async (body: AddPurchaseOrderInput) => ({
      message: (await addOrder({ body }))?.message || M.purchaseOrderAdded,
      href: paths.inventory.purchaseOrders.href(),
    }),
    update: async (order, body) => ({
      message:
        (await updateOrder({ body: { purchaseOrderId: order.purchase_order_id, version: order.version, ...body } }))?.message ||
        M.purchaseOrderUpdated,
      href: paths.inventory.purchaseOrder.href(order.purchase_order_id),
    }),
  });
  const { editing, partyId: supplierId, setPartyId: setSupplierId, warehouseId, setWarehouseId, discount, setDiscount } = draft;
  const { save, rows } = draft;
  const { lines, setLines } = rows;
  const suppliers = useSupplierOptions();
  const warehouses = useWarehouseOptions();
  useAllPages(suppliers);
  useAllPages(warehouses);

  const totals = draftTotals(lines, discount);
  const discountBad = parsePercent(discount) === null;

  // a scan adds 1 to its item's line, or puts the item on the first empty line or a new one
  const scanner = useItemScanner((item) => {
    const scanned = scanIntoLines(
      lines,
      { id: item.id, name: item.name, sku: item.sku, purchase_price: item.purchase_price },
      newOrderLine,
    );
    setLines(scanned.lines);
    save.setProblem(null);
    return `${item.name}: ${scanned.quantity} on the order`;
  });

  const nameOf = (list: { data?: { id: string; name: string }[] }, id: string) => list.data?.find((x) => x.id === id)?.name ?? '';
  const confirming = save.confirming;
  const editMessage = confirming
    ? draft.editMessage(
        { partnerLabel: 'Supplier', owed: 'owed to', partner: (order) => order.supplier_name },
        {
          partner: nameOf(suppliers, confirming.supplierId),
          warehouse: nameOf(warehouses, confirming.warehouseId),
          quantities: confirming.orderItems.map((l) => l.quantity),
          totalCents: totals.totalCents,
        },
      )
    : '';

  const title = editing ? `Edit ${editing.order_number}` : 'Create Purchase Order';
  return (
    <OrderFormPage
      title={title}
      subtitle={
        editing
          ? 'Lines already on the order keep the price they were ordered at; new items take their purchase price.'
          : "Unit prices come from each item's purchase price."
      }
      formLabel={editing ? `Edit ${editing.order_number}` : 'New purchase order'}
      save={save}
      check={() => purchaseOrderBody({ supplierId, warehouseId, discount, lines })}
      notice={<StaleEditNotice edit={edit} values={draft.values} show={draft.showLatest} />}
      cancel={editing ? { href: paths.inventory.purchaseOrder.href(editing.purchase_order_id), label: 'Discard changes' } : null}
      submitLabel={editing ? 'Save changes' : save.saving ? 'Creating...' : 'Create Purchase Order'}
      confirmMessage={editMessage}
      confirmDetails="The order keeps its number; its history shows what it was before."
    >
      <div className="po-add-head">
        <PartyField
          label="Supplier"
          value={supplierId}
          onChange={(v) => {
            setSupplierId(v);
            save.setProblem(null);
          }}
          list={suppliers.data}
          noun="supplier"
          hint={editing?.status === 'Draft' ? 'A draft keeps its supplier and warehouse.' : undefined}
          typed={edit.typedOf('partyId')}
          onUse={setSupplierId}
        />
        <PartyField
          label="Warehouse"
          value={warehouseId}
          onChange={(v) => {
            setWarehouseId(v);
            save.setProblem(null);
          }}
          list={warehouses.data}
          noun="warehouse"
          typed={edit.typedOf('warehouseId')}
          onUse={setWarehouseId}
        />
      </div>

      <div className="scan-beside">
        <h2 className="card-title po-add-lines-title">Items</h2>
        {scanner.scanButton()}
      </div>
      {scanner.extras}
      {lines.length === 0 ? <p className="muted">No lines yet: add one to choose an item.</p> : null}
      <OrderLinesEditor
        label="Order lines"
        wedge={scanner.wedge}
        typed={edit.typedOf('lines')}
        summary={linesSummary(lines)}
        onUseTyped={rows.restoreTyped}
        onAdd={rows.add}
      >
        {lines.map((line, index) => (
          <PurchaseLine
            key={line.key}
            line={line}
            index={index}
            totalCents={totals.lineTotalsCents[index] ?? 0}
            pickProblem={rows.pickProblemOf(line.key)}
            onPick={(item) => rows.picked(index, pickOrderItem(lines, index, item), true)}
            onChange={(patch) => rows.change(index, patch)}
            onRemove={() => rows.remove(index)}
          />
        ))}
      </OrderLinesEditor>

      <OrderTotalsSummary
        discount={discount}
        onDiscount={(v) => {
          setDiscount(v);
          save.setProblem(null);
        }}
        discountProblem={discountBad ? M.orderDiscountInvalid : null}
        subtotalCents={totals.subtotalCents}
        totalCents={totals.totalCents}
      />
      <TypedMark typed={edit.typedOf('discount')} value={discount} onUse={() => setDiscount(edit.typedOf('discount') ?? discount)} />
    </OrderFormPage>
  );
}
