import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatCents } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { ProductOption } from '../../../../../shared/inventory/schemas.ts';
import type { AddSalesOrderInput, SalesOrderDetail } from '../../../../../shared/inventory/sales-orders.ts';
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
  fetchSalesOrder,
  useAddSalesOrder,
  useCustomerOptions,
  useSalesOrder,
  useUpdateSalesOrder,
  useWarehouseStock,
} from '../api/sales-orders.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { OrderLineRow, OrderTotalsSummary, PartySelect } from '../components/OrderLineEditor.tsx';
import { useItemScanner } from '../components/ItemScanner.tsx';
import { scanIntoLines } from '../scan-items.ts';
import { linesSummary, orderEditable, orderEditMessage, priceCents } from '../order-form.ts';
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
  useDocumentTitle('Edit Sales Order');
  const order = useSalesOrder(id);
  const invoice = useInvoiceExists('sales', order.data?.sales_order_id ?? null);
  return (
    <div className="page po-add-page">
      <QueryState query={order} errorText={M.salesOrderNotFound}>
        {(data) =>
          !invoice.data ? (
            <p className="muted">Checking the order...</p>
          ) : orderEditable(data, invoice.data.exists) ? (
            // keyed by the order, not its version: a refetch (another tab's save) never replaces what is typed
            <SalesOrderForm key={data.sales_order_id} opened={data} />
          ) : (
            <div className="card">
              <p>
                {M.orderLocked}: {data.order_number} has been shipped, paid, invoiced or cancelled.
              </p>
              <Link to={paths.inventory.salesOrder.href(data.sales_order_id)}>Back to {data.order_number}</Link>
            </div>
          )
        }
      </QueryState>
    </div>
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
const orderFormOf = (order: SalesOrderDetail | undefined) => ({
  customerId: order?.customer_id ?? '',
  warehouseId: order?.warehouse_id ?? '',
  discount: order?.discount ? String(order.discount) : '',
  lines: order ? linesSummary(linesOf(order)) : '',
});

/** The create form, or the edit form of the order it `opened` on (prefilled; saving asks first, saying what changes). */
function SalesOrderForm({ opened }: { opened?: SalesOrderDetail }) {
  const navigate = useNavigate();
  // the order the form edits: the one it opened on, or the one a Reload fetched after a stale save
  const edit = useStaleEdit(opened, orderFormOf, async () => (opened ? fetchSalesOrder(String(opened.sales_order_id)) : undefined));
  const editing = edit.base;
  const customers = useCustomerOptions();
  const warehouses = useWarehouseOptions();
  useAllPages(customers);
  useAllPages(warehouses);
  const [customerId, setCustomerId] = useState(editing?.customer_id ?? '');
  const [warehouseId, setWarehouseId] = useState(editing?.warehouse_id ?? '');
  const [discount, setDiscount] = useState(editing?.discount ? String(editing.discount) : '');
  const [lines, setLines] = useState<SalesLineDraft[]>(() => (editing ? linesOf(editing) : [newSalesLine()]));
  const [pickProblems, setPickProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<AddSalesOrderInput | null>(null);
  // the lines as typed before a Reload, so Use mine can put them back
  const [typedLines, setTypedLines] = useState<SalesLineDraft[]>([]);
  const typedValues = { customerId, warehouseId, discount, lines: linesSummary(lines) };
  const showLatest = (latest: ReturnType<typeof orderFormOf>, order: SalesOrderDetail | undefined) => {
    setTypedLines(lines);
    setCustomerId(latest.customerId);
    setWarehouseId(latest.warehouseId);
    setDiscount(latest.discount);
    if (order) setLines(linesOf(order));
    setPickProblems({});
    setProblem(null);
  };
  const stock = useWarehouseStock(warehouseId);
  const addOrder = useAddSalesOrder();
  const updateOrder = useUpdateSalesOrder();

  const totals = salesDraftTotals(lines, discount);
  const stockRows = useMemo(() => stock.data ?? [], [stock.data]);
  const byId = useMemo(() => new Map(stockRows.map((p) => [p.id, p])), [stockRows]);
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

  const changeLine = (index: number, patch: Partial<SalesLineDraft>) => {
    setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)));
    setProblem(null);
  };

  /** Choosing a warehouse clears the lines and loads that warehouse's stock (spec §4). */
  function chooseWarehouse(id: string) {
    setWarehouseId(id);
    setLines([newSalesLine()]);
    setPickProblems({});
    setProblem(null);
  }

  function pick(index: number, item: ProductOption | null) {
    const key = lines[index].key;
    const result = pickSalesItem(lines, index, item);
    if (!result.ok) {
      setPickProblems((p) => ({ ...p, [key]: result.message }));
      notify.error(result.message);
      return;
    }
    setPickProblems((p) => {
      const next = { ...p };
      delete next[key];
      return next;
    });
    setLines(result.lines);
    setProblem(null);
  }

  // a scan adds 1 to its item's line, or puts the item on the first empty line or a new one: from this warehouse's stock
  const scanner = useItemScanner((item) => {
    if (!warehouseId) return 'Select a warehouse first';
    const option = byId.get(item.id);
    if (!option || option.stock <= 0) return `${item.name}: ${M.itemNotInStock}`;
    const scanned = scanIntoLines(lines, option, newSalesLine);
    setLines(scanned.lines);
    setProblem(null);
    return `${item.name}: ${scanned.quantity} on the order`;
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    // a quantity or discount that already says what is wrong beside it: go there, one message only
    const shown = firstLineProblem(lines);
    if (shown) {
      setProblem(null);
      return document.getElementById(`${shown.key}-${shown.field}`)?.focus();
    }
    const checked = salesOrderBody({ customerId, warehouseId, discount, lines }, checkedStock);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    if (editing) return setConfirming(checked.value);
    setSaving(true);
    try {
      const res = await addOrder({ body: checked.value });
      notify.success(res?.message || M.salesOrderAdded);
      void navigate(paths.inventory.salesOrders.href());
    } catch {
      // the API client toasted the server's message or "Failed to create sales order"
      setSaving(false);
    }
  }

  async function saveEdit(body: AddSalesOrderInput) {
    if (!editing) return;
    const res = await updateOrder({ body: { salesOrderId: editing.sales_order_id, version: editing.version, ...body } });
    notify.success(res?.message || M.salesOrderUpdated);
    void navigate(paths.inventory.salesOrder.href(editing.sales_order_id));
  }

  const nameOf = (list: { data?: { id: string; name: string }[] }, id: string) => list.data?.find((x) => x.id === id)?.name ?? '';
  const editMessage =
    editing && confirming
      ? orderEditMessage(
          { number: editing.order_number, partnerLabel: 'Customer', owed: 'owed by' },
          {
            partner: editing.customer_name,
            warehouse: editing.warehouse_name,
            lines: editing.items.length,
            units: editing.total_ordered_quantity,
            totalCents: priceCents(editing.total_amount),
          },
          {
            partner: nameOf(customers, confirming.selectedCustomer) || editing.customer_name,
            warehouse: nameOf(warehouses, confirming.selectedWarehouse) || editing.warehouse_name,
            lines: confirming.addedItems.length,
            units: confirming.addedItems.reduce((n, l) => n + l.quantity, 0),
            totalCents: totals.totalCents,
          },
        )
      : '';

  const noWarehouse = !warehouseId;
  const title = editing ? `Edit ${editing.order_number}` : 'Create Sales Order';
  return (
    <div className="page po-add-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">
            {editing
              ? 'Lines already on the order keep the price they were ordered at; new items take their sales price.'
              : "Sell from one warehouse's stock; unit prices come from each item's sales price."}
          </p>
        </div>
      </header>
      <form
        className="card po-add-form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label={editing ? `Edit ${editing.order_number}` : 'New sales order'}
      >
        <div className="po-add-head">
          <PartySelect
            label="Customer"
            value={customerId}
            onChange={(v) => {
              setCustomerId(v);
              setProblem(null);
            }}
            list={customers.data}
            noun="customer"
          />
          <TypedMark
            typed={edit.typedOf('customerId')}
            shown={nameOf(customers, edit.typedOf('customerId') ?? '')}
            value={customerId}
            onUse={() => setCustomerId(edit.typedOf('customerId') ?? customerId)}
          />
          <PartySelect
            label="Warehouse"
            value={warehouseId}
            onChange={chooseWarehouse}
            list={warehouses.data}
            noun="warehouse"
            hint="Changing it clears the lines."
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
        {noWarehouse ? (
          <p className="muted">Select a warehouse to choose from its stock.</p>
        ) : stock.error ? (
          <div className="inline-error">
            <p>An error occurred</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void stock.mutate()}>
              Try again
            </button>
          </div>
        ) : stock.data && stockRows.length === 0 ? (
          <p className="muted">This warehouse has no stock yet.</p>
        ) : null}
        {lines.length === 0 ? <p className="muted">No lines yet: add one to choose an item.</p> : null}
        <ol className="po-add-lines" aria-label="Order lines" {...scanner.wedge}>
          {lines.map((line, index) => (
            <OrderLineRow
              key={line.key}
              lineKey={line.key}
              index={index}
              items={options}
              selectedKey={line.item?.id ?? null}
              onPick={(id) => pick(index, id ? (byId.get(id) ?? null) : null)}
              loading={stock.isLoading}
              pickProblem={pickProblems[line.key] ?? null}
              pickerPlaceholder={noWarehouse ? 'Select a warehouse first' : 'Search by name or SKU'}
              emptyText={noWarehouse ? 'Select a warehouse first' : 'No items in stock match'}
              unitPrice={line.item ? formatCents(priceCents(line.item.sales_price)) : '-'}
              quantity={line.quantity}
              discount={line.discount}
              problems={salesLineProblems(line)}
              quantityNote={backOrderNote(withStock(line))}
              totalCents={totals.lineTotalsCents[index] ?? 0}
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
          <button type="button" className="btn btn-secondary" onClick={() => setLines((all) => [...all, newSalesLine()])}>
            <PlusIcon size={18} /> Add Line
          </button>
        </div>

        <OrderTotalsSummary
          discount={discount}
          onDiscount={(v) => {
            setDiscount((previous) => clampOverallDiscount(v, previous));
            setProblem(null);
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
        <StaleEditNotice edit={edit} values={typedValues} show={showLatest} />
        <FormMessage message={problem} />
        <div className="button-row po-actions">
          {editing ? (
            <Link className="btn btn-secondary" to={paths.inventory.salesOrder.href(editing.sales_order_id)}>
              Discard changes
            </Link>
          ) : null}
          <button type="submit" className="btn btn-primary" aria-disabled={saving}>
            {editing ? 'Save changes' : saving ? 'Creating...' : 'Create Sales Order'}
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
