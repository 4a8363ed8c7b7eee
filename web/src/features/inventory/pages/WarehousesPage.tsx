import { useState } from 'react';
import type { Warehouse } from '../../../../../shared/inventory/schemas.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/Spinner.tsx';
import { PlusIcon, WarehouseIcon } from '../../../components/ui/icons.tsx';
import { usePowers } from '../../../lib/powers.ts';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLoadMoreOnScroll } from '../../../lib/use-load-more.ts';
import { allWarehouses } from '../api/exports.ts';
import { useDeleteWarehouse, useWarehouses } from '../api/warehouses.ts';
import { AddWarehouseModal } from '../components/AddWarehouseModal.tsx';
import { warehouseExportColumns } from '../export-columns.ts';
import '../stock.css';

/** /ims/warehouses (spec part 2 §2): a card per warehouse with its name and location, and a tile that adds one. */
export function WarehousesPage() {
  useDocumentTitle('Warehouses · Inventory');
  const warehouses = useWarehouses();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Warehouse | null>(null);
  const [deleting, setDeleting] = useState<Warehouse | null>(null);
  const deleteWarehouse = useDeleteWarehouse();
  const { can, wholeCompany } = usePowers();
  const mayEdit = can('inventory.warehouse.write');
  const mayDelete = can('inventory.warehouse.delete');
  const sentinel = useLoadMoreOnScroll(warehouses.loadMore, { active: warehouses.hasMore && !warehouses.loadingMore });

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Warehouses</h1>
          <p className="page-subtitle">The places your stock is received into and sold from.</p>
        </div>
        <ExportCsvButton title="Warehouses" columns={warehouseExportColumns} load={allWarehouses} />
      </header>
      {warehouses.isLoading ? (
        <PageSpinner label="Loading warehouses..." />
      ) : warehouses.error ? (
        <section className="card inline-error">
          <p>Warehouses could not be loaded.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void warehouses.mutate()}>
            Try again
          </button>
        </section>
      ) : (
        <>
          <ul className="ims-card-grid" aria-label="Warehouses">
            {/* a new warehouse is outside every scope but all of them (ROLES.md) */}
            {can('inventory.warehouse.write') && wholeCompany('warehouses') ? (
              <li>
                <button type="button" className="ims-add-tile" onClick={() => setAdding(true)}>
                  <span className="ims-add-tile-icon">
                    <PlusIcon size={26} />
                  </span>
                  <span>Add Warehouse</span>
                </button>
              </li>
            ) : null}
            {(warehouses.data ?? []).map((w) => (
              <li key={w.id}>
                <article className="warehouse-card" aria-labelledby={`wh-${w.id}`}>
                  <span className="warehouse-card-icon">
                    <WarehouseIcon size={22} />
                  </span>
                  <div className="warehouse-card-text">
                    <h2 className="warehouse-card-name" id={`wh-${w.id}`}>
                      {w.name}
                    </h2>
                    <p className="warehouse-card-location">{w.location}</p>
                    {/* no empty row (with its margin) for an account that may do neither */}
                    {mayEdit || mayDelete ? (
                      <div className="warehouse-card-actions">
                        {mayEdit ? (
                          <button
                            type="button"
                            className="btn btn-secondary btn-sm"
                            onClick={() => setEditing(w)}
                            aria-label={`Edit ${w.name}`}
                          >
                            Edit
                          </button>
                        ) : null}
                        {mayDelete ? (
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm"
                            onClick={() => setDeleting(w)}
                            aria-label={`Delete ${w.name}`}
                          >
                            Delete
                          </button>
                        ) : null}
                      </div>
                    ) : null}
                  </div>
                </article>
              </li>
            ))}
          </ul>
          {warehouses.data?.length === 0 ? <p className="muted">No warehouses yet: add the first one to start receiving stock.</p> : null}
          {warehouses.hasMore ? (
            <div className="table-more" ref={sentinel}>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={warehouses.loadMore}
                aria-disabled={warehouses.loadingMore}
              >
                {warehouses.loadingMore ? <Spinner size="sm" /> : null}
                {warehouses.loadingMore ? 'Loading...' : 'Load more'}
              </button>
            </div>
          ) : null}
        </>
      )}
      <AddWarehouseModal isOpen={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete warehouse?"
        message={deleting ? `${deleting.name} (${deleting.location}) is removed from your warehouses and pickers.` : ''}
        details="Only a warehouse that never held stock and is on no order can be deleted; its history stays in the activity log."
        confirmLabel="Delete warehouse"
        busyLabel="Deleting..."
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return;
          const res = await deleteWarehouse({ query: { id: deleting.id } });
          notify.success(res?.message || 'Warehouse deleted successfully');
        }}
      />
      {editing ? (
        <AddWarehouseModal key={editing.id} isOpen warehouse={editing} onOpenChange={(open) => !open && setEditing(null)} />
      ) : null}
    </div>
  );
}
