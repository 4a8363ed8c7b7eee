import { Link } from 'react-router-dom';
import { ArrowRightIcon, BoxIcon, BuildingIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { usePowers } from '../../../lib/powers.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The apps the account works in (ROLES.md "Apps"): one card each. */
export function SelectAppPage() {
  useDocumentTitle('Select an Application');
  const { hasApp, wholeCompany } = usePowers();
  // the dashboard's totals are company-wide: an account of some warehouses starts at its items
  const inventoryHome = wholeCompany('warehouses') ? paths.inventory.dashboard.href() : paths.inventory.items.href();
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Select an Application</h1>
          <p className="page-subtitle">Pick where you want to work. You can switch at any time from the sidebar.</p>
        </div>
      </header>
      <div className="app-choices">
        {hasApp('inventory') ? (
          <Link to={inventoryHome} className="card app-choice">
            <span className="app-choice-icon">
              <BoxIcon size={28} />
            </span>
            <span className="app-choice-body">
              <span className="app-choice-title" id="app-ims-title">
                Inventory Management
              </span>{' '}
              <span className="app-choice-text" id="app-ims-text">
                Items, warehouses, suppliers, customers, purchase and sales orders, invoices and reports.
              </span>
            </span>
            <ArrowRightIcon className="app-choice-arrow" />
          </Link>
        ) : null}
        {hasApp('rent') ? (
          <Link to={paths.rent.buildings.href()} className="card app-choice">
            <span className="app-choice-icon app-choice-icon-teal">
              <BuildingIcon size={28} />
            </span>
            <span className="app-choice-body">
              <span className="app-choice-title" id="app-rms-title">
                Rent Management
              </span>{' '}
              <span className="app-choice-text" id="app-rms-text">
                Buildings, floors and units, tenants, rents and payments, checkout and occupancy reports.
              </span>
            </span>
            <ArrowRightIcon className="app-choice-arrow" />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
