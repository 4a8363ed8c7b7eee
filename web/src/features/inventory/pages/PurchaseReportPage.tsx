import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isoDateOf } from '../../../../../shared/domain/dates.ts';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import type { PurchaseOrderSummary } from '../../../../../shared/inventory/purchase-orders.ts';
import { purchaseRoutes as p } from '../../../../../shared/inventory/purchase-routes.ts';
import type { DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { DateField } from '../../../components/ui/DateField.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { callAllPages } from '../../../lib/api-pages.ts';
import { usePagedQuery } from '../../../lib/api-query.ts';
import { csvAmount, csvDate, csvFileName, downloadCsv, toCsv, type CsvValue } from '../../../lib/csv.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSupplierOptions } from '../api/purchase-orders.ts';
import { PurchaseOrderTable } from '../components/PurchaseOrderTable.tsx';
import { purchaseReportFilter, type PurchaseReportFilter } from '../purchase-report.ts';
import '../purchase-orders.css';

type Column = DataTableColumn<PurchaseOrderSummary> & { csv: (o: PurchaseOrderSummary) => CsvValue };

const columns: Column[] = [
  {
    header: 'Order No.',
    cell: (o) => <Link to={paths.inventory.purchaseOrder.href(o.purchase_order_id)}>{o.order_number}</Link>,
    csv: (o) => o.order_number,
  },
  { header: 'Date', cell: (o) => formatDate(o.order_date), csv: (o) => csvDate(o.order_date) },
  { header: 'Supplier', cell: (o) => o.supplier_name, csv: (o) => o.supplier_name },
  { header: 'Warehouse', cell: (o) => o.warehouse_name, csv: (o) => o.warehouse_name },
  {
    header: 'Received / Ordered',
    numeric: true,
    cell: (o) => `${o.total_received_quantity} / ${o.total_ordered_quantity}`,
    csv: (o) => `${o.total_received_quantity} / ${o.total_ordered_quantity}`,
  },
  { header: 'Status', cell: (o) => o.status, csv: (o) => o.status },
  { header: 'Total', numeric: true, cell: (o) => formatMoney(o.total_amount), csv: (o) => csvAmount(o.total_amount) },
  { header: 'Paid', numeric: true, cell: (o) => formatMoney(o.paid), csv: (o) => csvAmount(o.paid) },
  { header: 'Payment', cell: (o) => o.payment_status, csv: (o) => o.payment_status },
];

const monthStart = (today: string) => `${today.slice(0, 8)}01`;

/** /ims/reports/purchases: the purchase orders placed in a date range (and of one supplier), with their statuses; CSV export. */
export function PurchaseReportPage() {
  useDocumentTitle('Purchase Report · Inventory');
  const today = isoDateOf(new Date());
  const [draft, setDraft] = useState({ from: monthStart(today), to: today, supplierId: '' });
  const [applied, setApplied] = useState<PurchaseReportFilter>({ from: monthStart(today), to: today });
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState<number | null>(null);
  const orders = usePagedQuery(p.purchaseOrderList, { query: { ...applied } }, { limit: 50 });
  const suppliers = useSupplierOptions();
  const { hasMore: moreSuppliers, loadingAll: loadingSuppliers, loadAll: loadAllSuppliers } = suppliers;
  useEffect(() => {
    if (moreSuppliers && !loadingSuppliers) loadAllSuppliers();
  }, [moreSuppliers, loadingSuppliers, loadAllSuppliers]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const checked = purchaseReportFilter(draft);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setApplied(checked.value);
  }

  function clear() {
    setDraft({ from: '', to: '', supplierId: '' });
    setProblem(null);
    setApplied({});
  }

  async function exportCsv() {
    if (exporting !== null) return;
    setExporting(0);
    try {
      const rows = await callAllPages(p.purchaseOrderList, { query: { ...applied } }, { onPage: setExporting });
      downloadCsv(
        csvFileName('Purchase Report', today),
        toCsv(
          columns.map((c) => ({ header: c.header, value: c.csv })),
          rows,
        ),
      );
    } catch {
      // the API client showed the error toast
    } finally {
      setExporting(null);
    }
  }

  const rows = orders.data ?? [];
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Purchase Report</h1>
          <p className="page-subtitle">Purchase orders placed in a period: what was received and what was paid.</p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => void exportCsv()} aria-disabled={exporting !== null}>
          {exporting !== null ? <Spinner size="sm" /> : null}
          {exporting !== null ? `Exporting... ${exporting ? `(${exporting} rows)` : ''}` : 'Export CSV'}
        </button>
      </header>

      <form className="card po-filters po-report-filters" onSubmit={apply} aria-label="Report filters" noValidate>
        <DateField label="Start Date" name="from" value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} />
        <DateField label="End Date" name="to" value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} />
        <SelectField
          label="Supplier"
          value={draft.supplierId}
          onChange={(supplierId) => setDraft((d) => ({ ...d, supplierId }))}
          placeholder="All Suppliers"
          options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <div className="po-filter-actions">
          <button type="submit" className="btn btn-primary">
            Apply Filters
          </button>
          <button type="button" className="btn btn-secondary" onClick={clear}>
            Clear
          </button>
        </div>
        {problem ? (
          <p className="form-error po-filter-message" role="alert">
            {problem}
          </p>
        ) : null}
      </form>

      <section className="card" aria-labelledby="purchase-report-title">
        <h2 id="purchase-report-title" className="card-title">
          Orders{' '}
          {orders.data ? (
            <span className="muted">
              ({rows.length}
              {orders.hasMore ? '+' : ''})
            </span>
          ) : null}
        </h2>
        {orders.isLoading ? (
          <p className="muted" role="status">
            Loading orders...
          </p>
        ) : orders.error ? (
          <div className="inline-error">
            <p>An error occurred</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void orders.mutate()}>
              Try again
            </button>
          </div>
        ) : (
          <PurchaseOrderTable
            caption="Purchase orders in the period"
            columns={columns}
            rows={rows}
            rowKey={(o) => o.purchase_order_id}
            empty="No purchase orders found."
          />
        )}
        {orders.hasMore ? (
          <div className="po-more">
            <button type="button" className="btn btn-secondary btn-sm" onClick={orders.loadMore} disabled={orders.loadingMore}>
              {orders.loadingMore ? 'Loading more...' : 'Load more'}
            </button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
