import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { useAllPages } from '../use-all-pages.ts';

/** The filters of a warehouse-floor list (counts, transfers): a status and a warehouse, with every warehouse to choose from. */
export function useFloorFilters() {
  const [status, setStatus] = useState('');
  const [warehouseId, setWarehouseId] = useState('');
  const warehouses = useWarehouseOptions();
  useAllPages(warehouses);
  return { status, setStatus, warehouseId, setWarehouseId, warehouses: warehouses.data ?? [] };
}

interface Props {
  title: string;
  subtitle: string;
  /** The header's Export CSV button (of what the filters select). */
  exportButton: ReactNode;
  /** The header's New … link, for those who may add one. */
  add: { href: string; label: string } | null;
  filters: ReturnType<typeof useFloorFilters>;
  /** Whether any filter is set (Clear clears them). */
  filtered: boolean;
  /** The filter form's accessible name, its statuses and the warehouse select's label. */
  filterLabel: string;
  statuses: readonly string[];
  warehouseLabel: string;
  /** The list itself. */
  children: ReactNode;
}

/** A warehouse-floor list page (stock counts, transfers): header with export and New, the status and warehouse filters, the list. */
export function FloorListPage(props: Props) {
  const { title, subtitle, exportButton, add, filters, filtered, filterLabel, statuses, warehouseLabel, children } = props;
  return (
    <div className="page po-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">{subtitle}</p>
        </div>
        <div className="button-row">
          {exportButton}
          {add ? (
            <Link to={add.href} className="btn btn-primary">
              <PlusIcon size={18} /> {add.label}
            </Link>
          ) : null}
        </div>
      </header>

      {/* selects apply at once (no typed text to finish first) */}
      <form className="card po-filters floor-filters" aria-label={filterLabel} onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label="Status"
          name="status"
          value={filters.status}
          onChange={filters.setStatus}
          placeholder="All Statuses"
          options={statuses}
        />
        <SelectField
          label={warehouseLabel}
          name="warehouse"
          value={filters.warehouseId}
          onChange={filters.setWarehouseId}
          placeholder="All Warehouses"
          options={filters.warehouses.map((w) => ({ value: w.id, label: w.name }))}
        />
        <div className="po-filter-actions">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!filtered}
            onClick={() => {
              filters.setStatus('');
              filters.setWarehouseId('');
            }}
          >
            Clear
          </button>
        </div>
      </form>

      {children}
    </div>
  );
}
