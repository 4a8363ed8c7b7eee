import { useParams } from 'react-router-dom';
import { formatDate, plural } from '../../../../../shared/domain/format.ts';
import { TRANSFER_STATUSES } from '../../../../../shared/inventory/transfers.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { paths } from '../../../config/paths.ts';
import { usePowers } from '../../../lib/powers.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { allTransfers, transferCalls, useTransfers } from '../api/transfers.ts';
import { FloorListPage, useFloorFilters } from '../components/FloorListPage.tsx';
import { OrderCard } from '../components/OrderCard.tsx';
import { OrderListLayout } from '../components/OrderListLayout.tsx';
import { TransferDetailPanel } from '../components/TransferDetail.tsx';
import { transferExportColumns } from '../export-columns.ts';
import { transferFilter } from '../transfer-form.ts';
import { mayCall } from '../warehouse-floor.ts';
import '../purchase-orders.css';
import '../warehouse-floor.css';

/** /ims/transfers and /ims/transfers/{id} (WAREHOUSE.md "Transfers"): filters, transfer cards on the left, the open one on the right. */
export function TransfersPage() {
  const { can } = usePowers();
  const { id } = useParams();
  useDocumentTitle('Transfers');
  const filters = useFloorFilters();
  const filter = transferFilter(filters.status, filters.warehouseId);
  const transfers = useTransfers(filter);
  const filtered = Object.keys(filter).length > 0;
  // the transfers the filters select, every page of them
  const exportButton = (
    <ExportCsvButton title="Transfers" columns={transferExportColumns} load={(onPage) => allTransfers(filter, onPage)} />
  );

  return (
    <FloorListPage
      title="Transfers"
      subtitle="Move stock between your warehouses: request, ship, then receive at the other end."
      exportButton={exportButton}
      add={mayCall(can, transferCalls.add) ? { href: paths.inventory.addTransfer.href(), label: 'New transfer' } : null}
      filters={filters}
      filtered={filtered}
      filterLabel="Filter transfers"
      statuses={TRANSFER_STATUSES}
      warehouseLabel="From or to"
    >
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
    </FloorListPage>
  );
}
