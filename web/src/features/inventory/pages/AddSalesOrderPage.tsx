import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatCents } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { ProductOption } from '../../../../../shared/inventory/schemas.ts';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { FormMessage } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAddSalesOrder, useCustomerOptions, useWarehouseStock } from '../api/sales-orders.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { OrderLineRow, OrderTotalsSummary, PartySelect } from '../components/OrderLineEditor.tsx';
import { priceCents } from '../order-form.ts';
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

/** /ims/add-sales-order (spec part 2 §2, §4, §5 "Sales order"): customer, warehouse, lines from that warehouse's stock, totals. */
export function AddSalesOrderPage() {
  useDocumentTitle('Create Sales Order');
  const navigate = useNavigate();
  const customers = useCustomerOptions();
  const warehouses = useWarehouseOptions();
  useAllPages(customers);
  useAllPages(warehouses);
  const [customerId, setCustomerId] = useState('');
  const [warehouseId, setWarehouseId] = useState('');
  const [discount, setDiscount] = useState('');
  const [lines, setLines] = useState<SalesLineDraft[]>(() => [newSalesLine()]);
  const [pickProblems, setPickProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const stock = useWarehouseStock(warehouseId);
  const addOrder = useAddSalesOrder();

  const totals = salesDraftTotals(lines, discount);
  const stockRows = useMemo(() => stock.data ?? [], [stock.data]);
  const byId = useMemo(() => new Map(stockRows.map((p) => [p.id, p])), [stockRows]);
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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    // a quantity or discount that already says what is wrong beside it: go there, one message only
    const shown = firstLineProblem(lines);
    if (shown) {
      setProblem(null);
      return document.getElementById(`${shown.key}-${shown.field}`)?.focus();
    }
    const checked = salesOrderBody({ customerId, warehouseId, discount, lines }, stockRows);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
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

  const noWarehouse = !warehouseId;
  return (
    <div className="page po-add-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Create Sales Order</h1>
          <p className="page-subtitle">Sell from one warehouse&apos;s stock; unit prices come from each item&apos;s sales price.</p>
        </div>
      </header>
      <form className="card po-add-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="New sales order">
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
          <PartySelect
            label="Warehouse"
            value={warehouseId}
            onChange={chooseWarehouse}
            list={warehouses.data}
            noun="warehouse"
            hint="Changing it clears the lines."
          />
        </div>

        <h2 className="card-title po-add-lines-title">Items</h2>
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
        <ol className="po-add-lines" aria-label="Order lines">
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
              quantityNote={backOrderNote(line)}
              totalCents={totals.lineTotalsCents[index] ?? 0}
              onChange={(patch) => changeLine(index, patch)}
              onRemove={() => {
                setLines((all) => all.filter((_, i) => i !== index));
                setProblem(null);
              }}
            />
          ))}
        </ol>
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
        <FormMessage message={problem} />
        <div className="button-row po-actions">
          <button type="submit" className="btn btn-primary" aria-disabled={saving}>
            {saving ? 'Creating...' : 'Create Sales Order'}
          </button>
        </div>
      </form>
    </div>
  );
}
