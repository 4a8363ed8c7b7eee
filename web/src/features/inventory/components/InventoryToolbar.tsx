import { NavLink, useNavigate } from 'react-router-dom';
import { ArrowLeftIcon, GridIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { hasPreviousEntry } from '../../../lib/history.ts';
import { usePowers } from '../../../lib/powers.ts';

/** The inventory toolbar (spec part 2 §2): back (to / without history, else one step back) and IMS (to the dashboard). */
export function InventoryToolbar() {
  const navigate = useNavigate();
  const { wholeCompany } = usePowers();
  return (
    <nav className="ims-toolbar" aria-label="Inventory management">
      <button type="button" className="ims-toolbar-back" onClick={() => (hasPreviousEntry() ? navigate(-1) : navigate(paths.home.href()))}>
        <ArrowLeftIcon size={18} />
        <span>Back</span>
      </button>
      <span className="ims-toolbar-divider" aria-hidden="true" />
      <NavLink
        to={wholeCompany('warehouses') ? paths.inventory.dashboard.href() : paths.inventory.items.href()}
        end
        className={({ isActive }) => `ims-toolbar-link ${isActive ? 'is-active' : ''}`}
      >
        <GridIcon size={18} />
        <span>IMS</span>
      </NavLink>
    </nav>
  );
}
