import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDate, plural } from '../../../../../shared/domain/format.ts';
import { TRANSFER_STATUSES } from '../../../../../shared/inventory/transfers.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { paths } from '../../../config/paths.ts';
import { usePowers } from '../../../lib/powers.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { allTransfers, transferCalls, useTransfers } from '../api/transfers.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { OrderCard } from '../components/OrderCard.tsx';
import { OrderListLayout } from '../components/OrderListLayout.tsx';
import { TransferDetailPanel } from '../components/TransferDetail.tsx';
import { transferExportColumns } from '../export-columns.ts';
import { transferFilter } from '../transfer-form.ts';
import { useAllPages } from '../use-all-pages.ts';
import { mayCall } from '../warehouse-floor.ts';
import '../purchase-orders.css';
import '../warehouse-floor.css';

/** /ims/transfers and /ims/transfers/{id} (WAREHOUSE.md "Transfers"): filters, transfer cards on the left, the open one on the right. */
export function TransfersPage() {
  const { can } = usePowers();
  const { id } = useParams();
  useDocumentTitle('Transfers');
  const [status, setStatus] = useState('');
  const [warehouseId, setWarehouseId] = useState('');
  const filter = transferFilter(status, warehouseId);
  const transfers = useTransfers(filter);
  const warehouses = useWarehouseOptions();
  useAllPages(warehouses);
  const filtered = Object.keys(filter).length > 0;

  return (
    <div className="page po-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Transfers</h1>
          <p className="page-subtitle">Move stock between your warehouses: request, ship, then receive at the other end.</p>
        </div>
        <div className="button-row">
          {/* the transfers the filters select, every page of them */}
          <ExportCsvButton title="Transfers" columns={transferExportColumns} load={(onPage) => allTransfers(filter, onPage)} />
          {mayCall(can, transferCalls.add) ? (
            <Link to={paths.inventory.addTransfer.href()} className="btn btn-primary">
              <PlusIcon size={18} /> New transfer
            </Link>
          ) : null}
        </div>
      </header>

      {/* selects apply at once (no typed text to finish first) */}
      <form className="card po-filters floor-filters" aria-label="Filter transfers" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label="Status"
          name="status"
          value={status}
          onChange={setStatus}
          placeholder="All Statuses"
          options={TRANSFER_STATUSES}
        />
        <SelectField
          label="From or to"
          name="warehouse"
          value={warehouseId}
          onChange={setWarehouseId}
          placeholder="All Warehouses"
          options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
        />
        <div className="po-filter-actions">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!filtered}
            onClick={() => {
              setStatus('');
              setWarehouseId('');
            }}
          >
            Clear
          </button>
        </div>
      </form>

      <OrderListLayout
        title={filtered ? 'Matching Transfers' : 'All Transfers'}
        label="Transfers"
        regionLabel="Transfer list"
        orders={transfers}
        rowKey={(t) => t.id}
        empty={filtered ? 'No transfers match these filters.' : 'No transfers yet.'}
        detail={id ? <TransferDetailPanel key={id} id={id} /> : null}
        openKey={id}
        placeholder="Select a transfer to see its lines, ship it, receive it or close it."
        card={(t) => (
          <OrderCard
            href={paths.inventory.transfer.href(t.id)}
            selected={t.id === id}
            number={t.transfer_number}
            date={formatDate(t.created_at)}
            party={`${t.from_warehouse_name} → ${t.to_warehouse_name}`}
            meta={`${plural(t.line_count, 'item')} · ${plural(t.quantity, 'unit')}${t.in_transit > 0 ? ` · ${t.in_transit} in transit` : ''}`}
            bars={[{ label: t.status, done: t.received, total: t.quantity, text: `${t.received}/${t.quantity} received` }]}
          />
        )}
      />
    </div>
  );
}
