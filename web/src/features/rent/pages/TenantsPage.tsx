import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TenantRow } from '../../../../../shared/rent/schemas.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { PhoneLink } from '../../../components/ui/PhoneLink.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { allTenants } from '../api/exports.ts';
import { useTenants } from '../api/tenants.ts';
import { SearchIcon, UserPlusIcon } from '../components/rent-icons.tsx';
import { tenantMatches } from '../corrections.ts';
import { tenantExportColumns } from '../export-columns.ts';
import { usePowers } from '../../../lib/powers.ts';

const columns: DataTableColumn<TenantRow>[] = [
  {
    header: 'Name',
    cell: (t) => <Link to={paths.rent.tenant.href(t.id)}>{t.name}</Link>,
    sortValue: (t) => t.name,
  },
  { header: 'Phone', cell: (t) => <PhoneLink phone={t.phone} /> },
  { header: 'Email', cell: (t) => <span className="tenant-email">{t.email}</span>, sortValue: (t) => t.email },
];

/**
 * /hms/tenants (CORRECTIONS.md "Screens"): the company's tenants, newest first, in pages (GET /api/tenant/all);
 * the search filters by name, phone or email, over every page (a search loads the remaining pages first).
 */
export function TenantsPage() {
  useDocumentTitle('Tenants');
  const tenants = useTenants();
  const { can } = usePowers();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim());
  const searchId = useId();
  const { loadAll, hasMore } = tenants;
  // a search covers every tenant, not only the pages scrolled so far
  useEffect(() => {
    if (needle && hasMore) loadAll();
  }, [needle, hasMore, loadAll]);
  const rows = useMemo(() => (tenants.data ?? []).filter((t) => tenantMatches(t, needle)), [tenants.data, needle]);

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Tenants</h1>
          <p className="page-subtitle">Everyone who rents or has rented from you, newest first. Open one to correct their details.</p>
        </div>
        <div className="button-row">
          {can('import.run') && can('rent.tenant.write') ? (
            <Link to={paths.importData.href('tenants')} className="btn btn-secondary">
              Import
            </Link>
          ) : null}
          {/* every tenant, whatever the search: the file imports back */}
          <ExportCsvButton title="Tenants" columns={tenantExportColumns} load={allTenants} />
          {can('rent.tenant.write') ? (
            <Link to={paths.rent.addTenant.href()} className="btn btn-primary">
              <UserPlusIcon size={18} /> Add Tenant
            </Link>
          ) : null}
        </div>
      </header>
      <section className="card" aria-labelledby={`${searchId}-title`}>
        <div className="rooms-panel-head">
          <h2 id={`${searchId}-title`} className="card-title">
            All tenants{' '}
            {tenants.data ? <span className="count-pill">{`${rows.length}${!needle && tenants.hasMore ? '+' : ''}`}</span> : null}
          </h2>
          <div className="search-field">
            <label htmlFor={searchId} className="visually-hidden">
              Search tenants
            </label>
            <SearchIcon size={18} />
            <input
              id={searchId}
              type="search"
              className="input"
              placeholder="Search by name, phone or email..."
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <QueryState query={tenants} errorText="Tenants could not be loaded.">
          {() => (
            <DataTable
              caption="Tenants"
              columns={columns}
              rows={rows}
              rowKey={(t) => t.id}
              empty={needle ? 'No tenants match this search.' : 'No tenants yet. Add one with Add Tenant.'}
              hasMore={tenants.hasMore}
              onLoadMore={tenants.loadMore}
              loadingMore={tenants.loadingMore || tenants.loadingAll}
              stackOnPhones
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
