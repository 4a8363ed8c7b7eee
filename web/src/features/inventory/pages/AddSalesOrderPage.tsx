import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { formatCents } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { AddSalesOrderInput, SalesOrderDetail } from '../../../../../shared/inventory/sales-orders.ts';
import { StaleEditNotice, TypedMark } from '../../../components/ui/StaleEditNotice.tsx';
import { paths } from '../../../config/paths.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useInvoiceExists } from '../api/invoices.ts';
import { fetchSalesOrder, useAddSalesOrder, useCustomerOptions, useSalesOrder, useUpdateSalesOrder } from '../api/sales-orders.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { OrderEditPage } from '../components/OrderEditPage.tsx';
import { OrderFormPage, OrderLinesEditor, PartyField, StockStatus } from '../components/OrderFormPage.tsx';
import { OrderLineRow, OrderTotalsSummary } from '../components/OrderLineEditor.tsx';
import { orderDraftFormOf, useOrderDraft } from '../components/use-order-draft.ts';
import { useStockRows, type FormCheck } from '../components/use-order-form.ts';
import { useItemScanner } from '../components/ItemScanner.tsx';
import { scanIntoLines } from '../scan-items.ts';
import { linesSummary, orderEditable, priceCents } from '../order-form.ts';
import {
  backOrderNote,
  clampOverallDiscount,
  firstLineProblem,
  newSalesLine,
  pickSalesItem,
  salesDraftTotals,
  salesLineProblems,
  salesOrderBody,
  type SalesLineDraft,
} from '../sales-order-form.ts';
import { useAllPages } from '../use-all-pages.ts';
import '../purchase-orders.css';
import '../components/print-labels.css';

/** /ims/add-sales-order (spec part 2 §2, §4, §5 "Sales order"): customer, warehouse, lines from that warehouse's stock, totals. */
export function AddSalesOrderPage() {
  useDocumentTitle('Create Sales Order');
  return <SalesOrderForm />;
}

/** /ims/sales-orders/{id}/edit (CORRECTIONS.md): the order form prefilled, while the order can still be edited. */
export function EditSalesOrderPage() {
  const { id } = useParams();
  const order = useSalesOrder(id);
  const invoice = useInvoiceExists('sales', order.data?.sales_order_id ?? null);
  return (
    <OrderEditPage
      title="Edit Sales Order"
      query={order}
      errorText={M.salesOrderNotFound}
      editable={(data) => (invoice.data ? orderEditable(data, invoice.data.exists) : null)}
      locked={(data) => `${M.orderLocked}: ${data.order_number} has been shipped, paid, invoiced or cancelled.`}
      back={(data) => ({ href: paths.inventory.salesOrder.href(data.sales_order_id), number: data.order_number })}
    >
      {/* keyed by the order, not its version: a refetch (another tab's save) never replaces what is typed */}
      {(data) => <SalesOrderForm key={data.sales_order_id} opened={data} />}
    </OrderEditPage>
  );
}

/** An order's lines as the form edits them: each kept line priced as ordered (the server keeps that price). */
const linesOf = (order: SalesOrderDetail): SalesLineDraft[] =>
  order.items.map((l) => ({
    ...newSalesLine(),
    item: { id: l.item_id, name: l.item_name, sku: l.sku, purchase_price: 0, sales_price: l.unit_sale_price, stock: 0 },
    quantity: String(l.quantity),
    discount: l.discount ? String(l.discount) : '',
  }));

/** What the edit form holds, in words, compared with the saved order after a Reload. */
const orderFormOf = orderDraftFormOf((order: SalesOrderDetail) => order.customer_id, linesOf);

/** The create form, or the edit form of the order it `opened` on (prefilled; saving asks first, saying what changes). */
function SalesOrderForm({ opened }: { opened?: SalesOrderDetail }) {
  const addOrder = useAddSalesOrder();
  const updateOrder = useUpdateSalesOrder();
  // the order the form edits: the one it opened on, or the one a Reload fetched after a stale save
  const edit = useStaleEdit(opened, orderFormOf, async () => (opened ? fetchSalesOrder(String(opened.sales_order_id)) : undefined));
  const draft = useOrderDraft({
    edit,
    partyOf: (order) => order.customer_id,
    linesOf,
    newLine: newSalesLine,
    // a refusal: the API client toasted the server's message or "Failed to create sales order"
    create: async (body: AddSalesOrderInput) => ({
      message: (await addOrder({ body }))?.message || M.salesOrderAdded,
      href: paths.inventory.salesOrders.href(),
    }),
    update: async (order, body) => ({
      message:
        (await updateOrder({ body: { salesOrderId: order.sales_order_id, version: order.version, ...body } }))?.message ||
        M.salesOrderUpdated,
      href: paths.inventory.salesOrder.href(order.sales_order_id),
    }),
  });
  const { editing, partyId: customerId, setPartyId: setCustomerId, warehouseId, setWarehouseId, discount, setDiscount } = draft;
  const { save, rows } = draft;
  const { lines, setLines } = rows;
  const customers = useCustomerOptions();
  const warehouses = useWarehouseOptions();
  useAllPages(customers);
  useAllPages(warehouses);
  const { stock, rows: stockRows, byId } = useStockRows(warehouseId);

  const totals = salesDraftTotals(lines, discount);
  /** A kept line's item with today's stock (its price stays the one it was ordered at). */
  const withStock = (line: SalesLineDraft): SalesLineDraft =>
    line.item ? { ...line, item: { ...line.item, stock: byId.get(line.item.id)?.stock ?? line.item.stock } } : line;
  // the items already on the order count as stocked while the warehouse stays (the server checks only new ones)
  const checkedStock = useMemo(
    () =>
      editing && warehouseId === editing.warehouse_id
        ? [
            ...stockRows,
            ...editing.items
              .filter((l) => !byId.has(l.item_id))
              .map((l) => ({ id: l.item_id, name: l.item_name, sku: l.sku, purchase_price: 0, sales_price: l.unit_sale_price, stock: 1 })),
          ]
        : stockRows,
    [editing, warehouseId, stockRows, byId],
  );
  // the same option objects from render to render, so an open list is not rebuilt under the pointer
  const options = useMemo(
    () =>
      stockRows.map((p) => ({
        id: p.id,
        label: `${p.name} (${p.sku})`,
        description: `${formatCents(priceCents(p.sales_price))} · ${p.stock} in stock`,
      })),
    [stockRows],
  );

  /** What Create (or Save) checks: a line's problem shown beside it first, then the order as the spec checks it. */
  function check(): FormCheck<AddSalesOrderInput> {
    // a quantity or discount that already says what is wrong beside it: go there, one message only
    const shown = firstLineProblem(lines);
    if (shown) {
      document.getElementById(`${shown.key}-${shown.field}`)?.focus();
      return { ok: false, message: null };
    }
    return salesOrderBody({ customerId, warehouseId, discount, lines }, checkedStock);
  }

  /** Choosing a warehouse clears the lines and loads that warehouse's stock (spec §4). */
  function chooseWarehouse(id: string) {
    setWarehouseId(id);
    setLines([newSalesLine()]);
    rows.clearPickProblems();
    save.setProblem(null);
  }

  // a scan adds 1 to its item's line, or puts the item on the first empty line or a new one: from this warehouse's stock
  const scanner = useItemScanner((item) => {
    if (!warehouseId) return 'Select a warehouse first';
    const option = byId.get(item.id);
    if (!option || option.stock <= 0) return `${item.name}: ${M.itemNotInStock}`;
    const scanned = scanIntoLines(lines, option, newSalesLine);
    setLines(scanned.lines);
    save.setProblem(null);
    return `${item.name}: ${scanned.quantity} on the order`;
  });

  const nameOf = (list: { data?: { id: string; name: string }[] }, id: string) => list.data?.find((x) => x.id === id)?.name ?? '';
  const confirming = save.confirming;
  const editMessage = confirming
    ? draft.editMessage(
        { partnerLabel: 'Customer', owed: 'owed by', partner: (order) => order.customer_name },
        {
          partner: nameOf(customers, confirming.selectedCustomer),
          warehouse: nameOf(warehouses, confirming.selectedWarehouse),
          quantities: confirming.addedItems.map((l) => l.quantity),
          totalCents: totals.totalCents,
        },
      )
    : '';

  const noWarehouse = !warehouseId;
  const title = editing ? `Edit ${editing.order_number}` : 'Create Sales Order';
  return (
    <OrderFormPage
      title={title}
      subtitle={
        editing
          ? 'Lines already on the order keep the price they were ordered at; new items take their sales price.'
          : "Sell from one warehouse's stock; unit prices come from each item's sales price."
      }
      formLabel={editing ? `Edit ${editing.order_number}` : 'New sales order'}
      save={save}
      check={check}
      notice={<StaleEditNotice edit={edit} values={draft.values} show={draft.showLatest} />}
      cancel={editing ? { href: paths.inventory.salesOrder.href(editing.sales_order_id), label: 'Discard changes' } : null}
      submitLabel={editing ? 'Save changes' : save.saving ? 'Creating...' : 'Create Sales Order'}
      confirmMessage={editMessage}
      confirmDetails="The order keeps its number; its history shows what it was before."
    >
      <div className="po-add-head">
        <PartyField
          label="Customer"
          value={customerId}
          onChange={(v) => {
            setCustomerId(v);
            save.setProblem(null);
          }}
          list={customers.data}
          noun="customer"
          typed={edit.typedOf('partyId')}
          onUse={setCustomerId}
        />
        <PartyField
          label="Warehouse"
          value={warehouseId}
          onChange={chooseWarehouse}
          list={warehouses.data}
          noun="warehouse"
          hint="Changing it clears the lines."
          typed={edit.typedOf('warehouseId')}
          onUse={setWarehouseId}
        />
      </div>

      <div className="scan-beside">
        <h2 className="card-title po-add-lines-title">Items</h2>
        {scanner.scanButton()}
      </div>
      {scanner.extras}
      <StockStatus
        stock={stock}
        chosen={!noWarehouse}
        count={stockRows.length}
        choose="Select a warehouse to choose from its stock."
        failed="An error occurred"
        none="This warehouse has no stock yet."
      />
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
          <OrderLineRow
            key={line.key}
            lineKey={line.key}
            index={index}
            items={options}
            selectedKey={line.item?.id ?? null}
            onPick={(id) => rows.picked(index, pickSalesItem(lines, index, id ? (byId.get(id) ?? null) : null), true)}
            loading={stock.isLoading}
            pickProblem={rows.pickProblemOf(line.key)}
            pickerPlaceholder={noWarehouse ? 'Select a warehouse first' : 'Search by name or SKU'}
            emptyText={noWarehouse ? 'Select a warehouse first' : 'No items in stock match'}
            unitPrice={line.item ? formatCents(priceCents(line.item.sales_price)) : '-'}
            quantity={line.quantity}
            discount={line.discount}
            problems={salesLineProblems(line)}
            quantityNote={backOrderNote(withStock(line))}
            totalCents={totals.lineTotalsCents[index] ?? 0}
            onChange={(patch) => rows.change(index, patch)}
            onRemove={() => rows.remove(index)}
          />
        ))}
      </OrderLinesEditor>

      <OrderTotalsSummary
        discount={discount}
        onDiscount={(v) => {
          setDiscount((previous) => clampOverallDiscount(v, previous));
          save.setProblem(null);
        }}
        discountProblem={null}
        subtotalCents={totals.subtotalCents}
        totalCents={totals.totalCents}
      >
        <div>
          <dt>Discount</dt>
          <dd className="numeric">
            {totals.discountCents > 0 ? '-' : ''}
            {formatCents(totals.discountCents)}
          </dd>
        </div>
      </OrderTotalsSummary>
      <TypedMark typed={edit.typedOf('discount')} value={discount} onUse={() => setDiscount(edit.typedOf('discount') ?? discount)} />
    </OrderFormPage>
  );
}
