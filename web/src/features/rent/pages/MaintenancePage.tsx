import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import {
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  type MaintenancePriority,
  type MaintenanceStatus,
} from '../../../../../shared/rent/maintenance.ts';
import type { MaintenanceRow } from '../../../../../shared/rent/maintenance-schemas.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBuildings } from '../api/buildings.ts';
import { allMaintenance } from '../api/exports.ts';
import { useAssignees, useMaintenanceList, type MaintenanceFilters } from '../api/maintenance.ts';
import { AddMaintenanceModal } from '../components/AddMaintenanceModal.tsx';
import { MaintenanceStatusBadge, PriorityBadge, SourceBadge } from '../components/MaintenanceBadges.tsx';
import { maintenanceExportColumns } from '../export-columns.ts';
import { usePowers } from '../../../lib/powers.ts';

const columns: DataTableColumn<MaintenanceRow>[] = [
  {
    header: 'Request',
    cell: (r) => (
      <>
        <Link to={paths.rent.maintenanceRequest.href(r.id)}>{r.title}</Link> <SourceBadge source={r.source} />
      </>
    ),
    sortValue: (r) => r.title,
  },
  {
    header: 'Unit',
    cell: (r) => (
      <Link to={paths.rent.unit.href(r.building_id, r.level, r.room_id)}>
        Room {r.room_number} · {r.building_name}
      </Link>
    ),
    sortValue: (r) => `${r.building_id}-${r.room_number}`,
  },
  {
    header: 'Priority',
    cell: (r) => <PriorityBadge priority={r.priority} />,
    sortValue: (r) => MAINTENANCE_PRIORITIES.indexOf(r.priority),
  },
  { header: 'Status', cell: (r) => <MaintenanceStatusBadge status={r.status} />, sortValue: (r) => MAINTENANCE_STATUSES.indexOf(r.status) },
  {
    header: 'Due',
    cell: (r) =>
      r.due_date ? (
        <span className={r.past_due ? 'figure-alert' : undefined}>
          {formatDate(r.due_date)}
          {r.past_due ? ' (past due)' : ''}
        </span>
      ) : (
        <span className="muted">None</span>
      ),
    sortValue: (r) => r.due_date,
  },
  { header: 'Assignee', cell: (r) => r.assignee?.name ?? <span className="muted">Nobody</span>, sortValue: (r) => r.assignee?.name },
  { header: 'Cost', numeric: true, cell: (r) => (r.cost === null ? '—' : formatMoney(r.cost)), sortValue: (r) => r.cost },
];

type FilterName = 'status' | 'priority' | 'building' | 'assignee';

/**
 * /hms/maintenance (AUTOMATION.md "Maintenance (rent)"): every request, newest first, in pages, filtered by status,
 * priority, building and assignee (kept in the address, so the building overview links to its open requests);
 * Add request picks the room.
 */
export function MaintenancePage() {
  useDocumentTitle('Maintenance');
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const { can } = usePowers();
  const navigate = useNavigate();
  const buildings = useBuildings();
  const assignees = useAssignees();
  const headingId = useId();
  const filters: MaintenanceFilters = {};
  const status = params.get('status');
  if (status && (MAINTENANCE_STATUSES as readonly string[]).includes(status)) filters.status = status as MaintenanceStatus;
  const priority = params.get('priority');
  if (priority && (MAINTENANCE_PRIORITIES as readonly string[]).includes(priority)) filters.priority = priority as MaintenancePriority;
  const building = params.get('building');
  if (building && /^\d+$/.test(building)) filters.building = Number(building);
  const assignee = params.get('assignee');
  if (assignee) filters.assignee = assignee;
  const requests = useMaintenanceList(filters);

  const setFilter = (name: FilterName) => (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Maintenance</h1>
          <p className="page-subtitle">
            {filters.building
              ? 'Repairs and jobs of one building, unit by unit, newest first within each unit.'
              : 'Repairs and jobs per unit, newest first.'}{' '}
            Urgent and overdue ones reach the owner&apos;s daily digest.
          </p>
        </div>
        <div className="button-row">
          {/* the requests the filters select, every page of them */}
          <ExportCsvButton title="Maintenance" columns={maintenanceExportColumns} load={(onPage) => allMaintenance(filters, onPage)} />
          {can('rent.maintenance.write') ? (
            <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
              <PlusIcon size={18} /> Add request
            </button>
          ) : null}
        </div>
      </header>
      <section className="card" aria-labelledby={headingId}>
        <h2 id={headingId} className="card-title">
          Requests {requests.data ? <span className="count-pill">{`${requests.data.length}${requests.hasMore ? '+' : ''}`}</span> : null}
        </h2>
        <div className="maintenance-filters">
          <SelectField
            label="Status"
            name="status"
            value={filters.status ?? ''}
            onChange={setFilter('status')}
            placeholder="All statuses"
            options={MAINTENANCE_STATUSES}
          />
          <SelectField
            label="Priority"
            name="priority"
            value={filters.priority ?? ''}
            onChange={setFilter('priority')}
            placeholder="All priorities"
            options={MAINTENANCE_PRIORITIES}
          />
          <SelectField
            label="Building"
            name="building"
            value={filters.building ? String(filters.building) : ''}
            onChange={setFilter('building')}
            placeholder="All buildings"
            options={(buildings.data ?? []).map((b) => ({ value: String(b.building_id), label: `${b.building_id} · ${b.building_name}` }))}
          />
          <SelectField
            label="Assignee"
            name="assignee"
            value={filters.assignee ?? ''}
            onChange={setFilter('assignee')}
            placeholder="Anyone"
            options={(assignees.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          />
        </div>
        <QueryState query={requests} errorText="Maintenance requests could not be loaded.">
          {(rows) => (
            <DataTable
              caption="Maintenance requests"
              columns={columns}
              rows={rows}
              rowKey={(r) => r.id}
              empty={
                Object.keys(filters).length ? 'No requests match these filters.' : 'No maintenance requests yet. Add one with Add request.'
              }
              hasMore={requests.hasMore}
              onLoadMore={requests.loadMore}
              loadingMore={requests.loadingMore}
              stackOnPhones
            />
          )}
        </QueryState>
      </section>
      <AddMaintenanceModal isOpen={adding} onOpenChange={setAdding} onAdded={(id) => navigate(paths.rent.maintenanceRequest.href(id))} />
    </div>
  );
}
