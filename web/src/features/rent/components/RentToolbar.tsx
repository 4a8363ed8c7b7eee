import { NavLink, useNavigate } from 'react-router-dom';
import { ArrowLeftIcon, BuildingIcon, ChartIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { hasPreviousEntry } from '../../../lib/history.ts';
import { UserPlusIcon, WrenchIcon } from './rent-icons.tsx';
import { usePowers } from '../../../lib/powers.ts';

/** The rent toolbar (spec §2): back (to /hms without history), Buildings, Add Tenant (the spec's Add Customer: it adds a tenant), Tenants (issue 18), Maintenance (issue 20), Reports. */
export function RentToolbar() {
  const navigate = useNavigate();
  const { can } = usePowers();
  const link = ({ isActive }: { isActive: boolean }) => `rent-toolbar-link ${isActive ? 'is-active' : ''}`;
  return (
    <nav className="rent-toolbar" aria-label="Rent management">
      <button
        type="button"
        className="rent-toolbar-back"
        onClick={() => (hasPreviousEntry() ? navigate(-1) : navigate(paths.rent.buildings.href()))}
      >
        <ArrowLeftIcon size={18} />
        <span>Back</span>
      </button>
      <span className="rent-toolbar-divider" aria-hidden="true" />
      <NavLink to={paths.rent.buildings.href()} end className={link}>
        <BuildingIcon size={18} />
        <span>Buildings</span>
      </NavLink>
      {can('rent.tenant.write') ? (
        <NavLink to={paths.rent.addTenant.href()} className={link}>
          <UserPlusIcon size={18} />
          <span>Add Tenant</span>
        </NavLink>
      ) : null}
      <NavLink to={paths.rent.tenants.href()} className={link}>
        <UsersIcon size={18} />
        <span>Tenants</span>
      </NavLink>
      <NavLink to={paths.rent.maintenance.href()} className={link}>
        <WrenchIcon size={18} />
        <span>Maintenance</span>
      </NavLink>
      <NavLink to={paths.rent.reports.href()} className={link}>
        <ChartIcon size={18} />
        <span>Reports</span>
      </NavLink>
    </nav>
  );
}
